package enum

import (
	"strings"

	"github.com/kraitpy/krait/py"
)

// allowedSunder are the _sunder_ names an enum class body may define.
var allowedSunder = map[string]bool{
	"_order_": true, "_generate_next_value_": true, "_numeric_repr_": true, "_missing_": true, "_ignore_": true,
	"_iter_member_": true, "_iter_member_by_value_": true, "_iter_member_by_def_": true,
}

// isSunder reports whether name is a _sunder_ name.
func isSunder(name string) bool {
	return len(name) > 2 && name[0] == '_' && name[len(name)-1] == '_' && name[1] != '_' && name[len(name)-2] != '_'
}

// isDunder reports whether name is a __dunder__ name.
func isDunder(name string) bool {
	return len(name) > 4 && strings.HasPrefix(name, "__") && strings.HasSuffix(name, "__") && name[2] != '_' && name[len(name)-3] != '_'
}

// isPrivate reports whether name is a mangled private name of cls.
func isPrivate(cls, name string) bool {
	p := "_" + strings.TrimLeft(cls, "_") + "__"
	return strings.HasPrefix(name, p) && len(name) > len(p) && !strings.HasSuffix(name, "_")
}

// isDescriptor reports whether a namespace value is a method or other
// non-member attribute (anything with __get__, __set__ or __delete__).
func isDescriptor(v py.Value) bool {
	switch x := v.(type) {
	case py.Descriptor:
		return true
	case *py.Instance:
		for _, n := range []string{"__get__", "__set__", "__delete__"} {
			if x.Class.Lookup(n) != nil {
				return true
			}
		}
	}
	return false
}

// wrapped returns the value inside a member()/nonmember() wrapper.
func wrapped(v py.Value) py.Value { return attrOr(v, "value") }

// pending is a member-to-be: its name and value from the class body.
type pending struct {
	name  string
	value py.Value
}

// initClass is EnumType.__new__'s work, run when a class with the
// EnumType metatype is created: it turns the class attributes into
// members. It consumes the boundary= class keyword.
func (m *module) initClass(t *py.Thread, cls *py.Type, kwargs []py.Kwarg) ([]py.Kwarg, error) {
	if m.building {
		return kwargs, nil
	}
	var boundary py.Value
	var rest []py.Kwarg
	for _, k := range kwargs {
		if k.Name == "boundary" {
			boundary = k.Value
			continue
		}
		rest = append(rest, k)
	}
	if err := m.checkExtend(cls.Name, cls.Bases); err != nil {
		return nil, err
	}
	ns := cls.Dict
	if err := m.dropIgnored(t, ns); err != nil {
		return nil, err
	}
	order := ns.GetStr("_order_")
	if order != nil {
		if _, _, err := ns.Delete(t, py.NewStr("_order_")); err != nil {
			return nil, err
		}
	}
	gnv := unwrapStatic(cls.Lookup("_generate_next_value_"))
	var todo []pending
	var last []py.Value
	for _, e := range ns.Items() {
		kn, ok := e[0].(*py.Str)
		if !ok {
			continue
		}
		if err := t.Charge(1); err != nil {
			return nil, err
		}
		name, val := kn.String(), e[1]
		switch {
		case isPrivate(cls.Name, name), isDunder(name):
			continue
		case isSunder(name):
			if !allowedSunder[name] {
				return nil, py.NewValueError("_sunder_ names, such as '%s', are reserved for future Enum use", name)
			}
			continue
		}
		if in, ok := val.(*py.Instance); ok && in.Class == m.nonmemberT {
			ns.SetStr(name, wrapped(val))
			continue
		}
		if in, ok := val.(*py.Instance); ok && in.Class == m.memberT {
			val = wrapped(val)
		} else if isDescriptor(val) {
			continue
		}
		nonAuto := true
		if v, isAuto, err := m.resolveAuto(t, gnv, name, val, len(todo), &last); err != nil {
			return nil, err
		} else if isAuto {
			val, nonAuto = v, false
		}
		if nonAuto {
			last = append(last, val)
		}
		todo = append(todo, pending{name, val})
	}
	s := &state{names: py.NewList(nil), byName: py.NewDict(), byVal: py.NewDict()}
	ns.SetStr("_member_names_", s.names)
	ns.SetStr("_member_map_", s.byName)
	ns.SetStr("_value2member_map_", s.byVal)
	isFlag := m.isFlag(cls)
	if isFlag {
		if boundary == nil || boundary == py.None {
			boundary = cls.Lookup("_boundary_")
		}
		if boundary == nil {
			boundary = py.None
		}
		ns.SetStr("_boundary_", boundary)
	}
	m.fixMethods(cls)
	var fm flagMasks
	for _, p := range todo {
		if err := m.addMember(t, cls, s, p, isFlag, &fm); err != nil {
			return nil, err
		}
	}
	if isFlag {
		ns.SetStr("_flag_mask_", py.NewInt(fm.flag))
		ns.SetStr("_singles_mask_", py.NewInt(fm.singles))
		ns.SetStr("_all_bits_", py.NewInt(allBits(fm.flag)))
	}
	if order != nil {
		if err := m.checkOrder(t, cls, s, order, isFlag); err != nil {
			return nil, err
		}
	}
	return rest, nil
}

// flagMasks accumulate a flag class's bits while its members are made.
type flagMasks struct{ flag, singles int64 }

// allBits is 2**bit_length(mask) - 1.
func allBits(mask int64) int64 {
	n := 0
	for x := mask; x > 0; x >>= 1 {
		n++
	}
	return int64(1)<<n - 1
}

// dropIgnored removes the names listed in _ignore_ (and _ignore_ itself).
func (m *module) dropIgnored(t *py.Thread, ns *py.Dict) error {
	ig := ns.GetStr("_ignore_")
	if ig == nil {
		return nil
	}
	names, err := ignoreNames(t, ig)
	if err != nil {
		return err
	}
	for _, n := range append(names, "_ignore_") {
		if _, _, err := ns.Delete(t, py.NewStr(n)); err != nil {
			return err
		}
	}
	return nil
}

// resolveAuto replaces auto() (alone or inside a tuple) by its value.
func (m *module) resolveAuto(t *py.Thread, gnv py.Value, name string, val py.Value, count int, last *[]py.Value) (py.Value, bool, error) {
	one := func(v py.Value) (py.Value, bool, error) {
		in, ok := v.(*py.Instance)
		if !ok || in.Class != m.auto {
			return v, false, nil
		}
		r := in.Dict.GetStr("value")
		if r == nil {
			lastValues, err := py.NewListCopy(t, *last)
			if err != nil {
				return nil, false, err
			}
			r, err = py.Call(t, gnv, []py.Value{py.NewStr(name), py.NewInt(1), py.NewInt(int64(count)), lastValues}, nil)
			if err != nil {
				return nil, false, err
			}
			in.Dict.SetStr("value", r)
		}
		*last = append(*last, r)
		return r, true, nil
	}
	if tup, ok := val.(*py.Tuple); ok && tup.Type() == py.TupleType {
		items := tup.Items()
		out := make([]py.Value, len(items))
		found := false
		for i, v := range items {
			r, isAuto, err := one(v)
			if err != nil {
				return nil, false, err
			}
			out[i] = r
			found = found || isAuto
		}
		if !found {
			return val, false, nil
		}
		return py.NewTuple(out), true, nil
	}
	return one(val)
}

// fixMethods gives the class Enum's repr/str/format/reduce where the
// lookup would otherwise find the data type's or object's (class N(int,
// Enum) still prints <N.A: 1> and N.A), as EnumType.__new__ does.
func (m *module) fixMethods(cls *py.Type) {
	for _, name := range []string{"__repr__", "__str__", "__format__", "__reduce_ex__"} {
		if cls.Dict.GetStr(name) != nil {
			continue
		}
		// The data type (or object) provides it when a built-in type
		// comes first along the MRO (built-in types dispatch in Go, so
		// their namespaces need not hold the method).
		dataFirst := true
		for _, b := range cls.MRO {
			if b.IsBuiltin() {
				break
			}
			if b.Dict.GetStr(name) != nil {
				dataFirst = false
				break
			}
		}
		if !dataFirst {
			continue
		}
		for _, b := range cls.MRO {
			if b.IsSubtype(m.enum) {
				if v := b.Dict.GetStr(name); v != nil {
					cls.Dict.SetStr(name, v)
					break
				}
			}
		}
	}
	if !m.isFlag(cls) {
		return
	}
	// A flag's operators are Flag's, not its data type's (IntFlag's ~ is
	// not int's).
	for _, name := range []string{"__or__", "__and__", "__xor__", "__ror__", "__rand__", "__rxor__", "__invert__", "__iter__", "__len__", "__contains__"} {
		if cls.Dict.GetStr(name) == nil {
			cls.Dict.SetStr(name, m.flag.Dict.GetStr(name))
		}
	}
}

// addMember makes one member (or alias) from the class body's value.
func (m *module) addMember(t *py.Thread, cls *py.Type, s *state, p pending, isFlag bool, fm *flagMasks) error {
	solid := cls.Solid()
	args := []py.Value{p.value}
	if tup, ok := p.value.(*py.Tuple); ok && solid != py.TupleType {
		args = tup.Items()
	}
	var member py.Value
	if f := userNew(cls); f != nil {
		full, err := py.JoinValues(t, []py.Value{cls}, args)
		if err != nil {
			return err
		}
		r, err := py.Call(t, f, full, nil)
		if err != nil {
			return err
		}
		member = r
	} else {
		in := &py.Instance{Class: cls, Dict: py.NewDict()}
		if cls.IsSubtype(m.strEnum) {
			if err := checkStrArgs(t, args); err != nil {
				return err
			}
		}
		if solid != py.ObjectType {
			b, err := py.Call(t, solid, args, nil)
			if err != nil {
				return err
			}
			in.Base = b
		}
		member = in
	}
	in, ok := member.(*py.Instance)
	if !ok || in.Dict == nil {
		return py.NewTypeError("enum member %s: __new__ must return an instance of %s", p.name, cls.Name)
	}
	value := in.Dict.GetStr("_value_")
	if value == nil {
		value = p.value
		if solid != py.ObjectType {
			if in.Base != nil {
				value = in.Base
			} else {
				v, err := py.Call(t, solid, args, nil)
				if err != nil {
					return py.NewTypeError("_value_ not set in __new__, unable to create it")
				}
				value = v
			}
		}
		in.Dict.SetStr("_value_", value)
	}
	in.Dict.SetStr("_name_", py.NewStr(p.name))
	in.Dict.SetStr("_sort_order_", py.NewInt(int64(s.names.Len())))
	if f := cls.Lookup("__init__"); f != nil {
		if _, isGo := f.(*py.Builtin); !isGo {
			if _, err := py.CallMethod(t, member, "__init__", args, nil); err != nil {
				return err
			}
		}
	}
	single := false
	if isFlag {
		bits, ok := py.AsInt64(value)
		if !ok {
			return py.NewTypeError("unsupported operand type(s) for |=: 'int' and '%s'", py.TypeName(value))
		}
		fm.flag |= bits
		if bits > 0 && bits&(bits-1) == 0 {
			fm.singles |= bits
			single = true
		}
	}
	canonical, found, err := findByValue(t, s, value)
	if err != nil {
		return err
	}
	if found {
		member = canonical
	} else if !isFlag || single {
		if err := s.names.Append(t, py.NewStr(p.name)); err != nil {
			return err
		}
	}
	cls.Dict.SetStr(p.name, m.redirect(cls, p.name, member))
	s.byName.SetStr(p.name, member)
	if !found {
		if err := s.byVal.Set(t, value, member); err != nil {
			if _, unhashable := err.(*py.Exception); !unhashable {
				return err
			}
		}
	}
	return nil
}

// userNew returns a __new__ a user class in cls's MRO defines, or nil.
func userNew(cls *py.Type) py.Value {
	for _, b := range cls.MRO {
		if b.IsBuiltin() {
			continue
		}
		if f := b.Dict.GetStr("__new__"); f != nil {
			if sm, ok := f.(*py.StaticMethod); ok {
				f = sm.Func
			}
			if _, isGo := f.(*py.Builtin); isGo {
				return nil
			}
			return f
		}
	}
	return nil
}

// findByValue finds the member with this value: by hash, or by equality
// for unhashable values.
func findByValue(t *py.Thread, s *state, v py.Value) (py.Value, bool, error) {
	r, found, err := s.byVal.Get(t, v)
	if err == nil {
		return r, found, nil
	}
	if _, unhashable := err.(*py.Exception); !unhashable {
		return nil, false, err
	}
	for _, e := range s.byName.Items() {
		eq, err := py.Equal(t, valueOf(e[1]), v)
		if err != nil {
			return nil, false, err
		}
		if eq {
			return e[1], true, nil
		}
	}
	return nil, false, nil
}

// checkOrder compares _order_ with the definition order.
func (m *module) checkOrder(t *py.Thread, cls *py.Type, s *state, order py.Value, isFlag bool) error {
	var names []string
	if str, ok := order.(*py.Str); ok {
		var err error
		if names, err = py.NameFields(t, str.String()); err != nil {
			return err
		}
	} else {
		items, err := py.Items(t, order)
		if err != nil {
			return err
		}
		for _, it := range items {
			if str, ok := it.(*py.Str); ok {
				names = append(names, str.String())
			}
		}
	}
	canon := map[string]bool{}
	var have []py.Value
	for _, n := range s.names.Items() {
		canon[n.(*py.Str).String()] = true
		have = append(have, n)
	}
	var keep []py.Value
	for _, o := range names {
		if s.byName.GetStr(o) == nil || canon[o] {
			keep = append(keep, py.NewStr(o))
		}
	}
	if len(keep) == 0 {
		return nil
	}
	eq, err := py.Equal(t, py.NewList(keep), py.NewList(have))
	if err != nil || eq {
		return err
	}
	return py.NewTypeError("member order does not match _order_:\n  %s\n  %s", mustRepr(t, py.NewList(have)), mustRepr(t, py.NewList(keep)))
}

// redirect is what the class namespace holds for a member: the member,
// or, when a base defines an enum.property of that name (a member
// called name or value), a copy of the property, which finds the member
// when read on the class and runs its getter on members.
func (m *module) redirect(cls *py.Type, name string, member py.Value) py.Value {
	for _, b := range cls.MRO[1:] {
		p, ok := b.Dict.GetStr(name).(*py.Instance)
		if !ok || p.Class != m.property {
			continue
		}
		c := &py.Instance{Class: m.property, Dict: py.NewDict()}
		for _, k := range []string{"fget", "fset", "fdel"} {
			c.Dict.SetStr(k, attrOr(p, k))
		}
		c.Dict.SetStr("name", py.NewStr(name))
		c.Dict.SetStr("clsname", py.NewStr(cls.Name))
		return c
	}
	return member
}

// checkExtend refuses to derive from an enum class that has members.
func (m *module) checkExtend(name string, bases []*py.Type) error {
	return m.checkExtendRepr("'"+name+"'", bases)
}

// checkExtendRepr is checkExtend with the repr of the new class's name.
func (m *module) checkExtendRepr(nameRepr string, bases []*py.Type) error {
	for _, b := range bases {
		for _, c := range b.MRO {
			if s := stateOf(c); s != nil && s.byName.Len() > 0 {
				return py.NewTypeError("<enum %s> cannot extend %s", nameRepr, m.reprClass(c))
			}
		}
	}
	return nil
}

// body is the state of one enum class body while it runs (CPython's
// _EnumDict): the member names so far, the values auto() has seen, the
// _ignore_ list and the _generate_next_value_ in force.
type body struct {
	m          *module
	className  string
	members    map[string]py.Value // member name -> value as bound
	defined    map[string]py.Value // non-member names -> value
	count      int
	last       []py.Value
	ignore     map[string]bool
	autoCalled bool
	gnv        py.Value
}

// prepare is EnumType.__prepare__: it refuses to extend an enum with
// members and returns the store that resolves auto() as the body binds
// it, so later lines of the body see the values (WHITE = RED | BLUE).
func (m *module) prepare(t *py.Thread, name string, bases []*py.Type) (func(t *py.Thread, key string, v py.Value) (py.Value, error), error) {
	if m.building {
		return nil, nil
	}
	if err := m.checkExtend(name, bases); err != nil {
		return nil, err
	}
	b := &body{m: m, className: name, members: map[string]py.Value{}, defined: map[string]py.Value{}, ignore: map[string]bool{}}
	for _, base := range bases {
		if f := base.Lookup("_generate_next_value_"); f != nil {
			b.gnv = unwrapStatic(f)
			break
		}
	}
	return b.store, nil
}

// unwrapStatic returns the function inside a staticmethod.
func unwrapStatic(f py.Value) py.Value {
	if sm, ok := f.(*py.StaticMethod); ok {
		return sm.Func
	}
	return f
}

// store is _EnumDict.__setitem__.
func (b *body) store(t *py.Thread, key string, v py.Value) (py.Value, error) {
	already := func(prev py.Value) error {
		return py.NewTypeError("'%s' already defined as %s", key, mustRepr(t, prev))
	}
	switch {
	case isPrivate(b.className, key):
		return v, nil
	case isSunder(key):
		if !allowedSunder[key] {
			return nil, py.NewValueError("_sunder_ names, such as '%s', are reserved for future Enum use", key)
		}
		switch key {
		case "_generate_next_value_":
			if b.autoCalled {
				return nil, py.NewTypeError("_generate_next_value_ must be defined before members")
			}
			b.gnv = unwrapStatic(v)
		case "_ignore_":
			names, err := ignoreNames(t, v)
			if err != nil {
				return nil, err
			}
			for _, n := range names {
				if _, ok := b.members[n]; ok {
					return nil, py.NewValueError("_ignore_ cannot specify already set names: {'%s'}", n)
				}
				b.ignore[n] = true
			}
		}
		return v, nil
	case isDunder(key):
		return v, nil
	}
	if prev, ok := b.members[key]; ok {
		return nil, already(prev)
	}
	if b.ignore[key] {
		return v, nil
	}
	if in, ok := v.(*py.Instance); ok && in.Class == b.m.nonmemberT {
		return v, nil
	}
	if _, isMember := v.(*py.Instance); !isMember || v.(*py.Instance).Class != b.m.memberT {
		if isDescriptor(v) {
			b.defined[key] = v
			return v, nil
		}
	}
	if prev, ok := b.defined[key]; ok {
		return nil, already(prev)
	}
	r, isAuto, err := b.m.resolveAuto(t, b.gnv, key, v, b.count, &b.last)
	if err != nil {
		return nil, err
	}
	if isAuto {
		b.autoCalled = true
		v = r
	} else {
		b.last = append(b.last, v)
	}
	b.members[key] = v
	b.count++
	return v, nil
}

// ignoreNames reads an _ignore_ value: a str of names or an iterable.
func ignoreNames(t *py.Thread, v py.Value) ([]string, error) {
	if s, ok := v.(*py.Str); ok {
		return py.NameFields(t, s.String())
	}
	items, err := py.Items(t, v)
	if err != nil {
		return nil, err
	}
	out := make([]string, 0, len(items))
	for _, it := range items {
		if s, ok := it.(*py.Str); ok {
			out = append(out, s.String())
		}
	}
	return out, nil
}

// checkStrArgs is StrEnum.__new__'s validation of a member's value.
func checkStrArgs(t *py.Thread, args []py.Value) error {
	if len(args) > 3 {
		return py.NewTypeError("too many arguments for str(): %s", mustRepr(t, py.NewTuple(args)))
	}
	for i, what := range []string{"", "encoding", "errors"} {
		if i >= len(args) || isStr(args[i]) {
			continue
		}
		if i == 0 {
			return py.NewTypeError("%s is not a string", mustRepr(t, args[0]))
		}
		return py.NewTypeError("%s must be a string, not %s", what, mustRepr(t, args[i]))
	}
	return nil
}
