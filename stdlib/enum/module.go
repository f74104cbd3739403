// Package enum implements Python's enum module for krait: Enum, IntEnum,
// StrEnum, Flag, IntFlag, auto and unique. krait has no metaclasses, so
// the members are made when the class statement ends (through
// __init_subclass__), lookups by value go through __new__ and by name
// through __class_getitem__.
package enum

import (
	"strconv"
	"strings"

	"github.com/kraitpy/krait/py"
)

// module holds one interpreter's enum base classes.
type module struct {
	enum, intEnum, strEnum, flag, intFlag *py.Type
	auto                                  *py.Type
	building                              bool
}

// kind is which family an enum class belongs to.
type kind int

const (
	plainKind kind = iota
	flagKind
)

// Load creates a fresh enum module for one interpreter.
func Load(t *py.Thread) (py.Value, error) {
	m := &module{building: true}
	var err error
	mk := func(name string, bases []*py.Type) (*py.Type, error) {
		ns := py.NewDict()
		ns.SetStr("__module__", py.NewStr("enum"))
		return py.NewClass(t, name, bases, ns)
	}
	if m.auto, err = mk("auto", nil); err != nil {
		return nil, err
	}
	m.auto.Dict.SetStr("__init__", &py.Builtin{Name: "__init__", Owner: m.auto, Fn: m.autoInit})
	m.auto.Dict.SetStr("__repr__", &py.Builtin{Name: "__repr__", Owner: m.auto, Fn: func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		return py.NewStr("auto(_auto_null)"), nil
	}})
	if m.enum, err = mk("Enum", nil); err != nil {
		return nil, err
	}
	m.install(m.enum, true)
	m.enum.Hooks = m.classHooks()
	if m.intEnum, err = mk("IntEnum", []*py.Type{py.IntType, m.enum}); err != nil {
		return nil, err
	}
	m.install(m.intEnum, false)
	if m.strEnum, err = mk("StrEnum", []*py.Type{py.StrType, m.enum}); err != nil {
		return nil, err
	}
	m.install(m.strEnum, false)
	if m.flag, err = mk("Flag", []*py.Type{m.enum}); err != nil {
		return nil, err
	}
	m.install(m.flag, true)
	m.installFlag(m.flag)
	if m.intFlag, err = mk("IntFlag", []*py.Type{py.IntType, m.flag}); err != nil {
		return nil, err
	}
	m.install(m.intFlag, false)
	m.installFlag(m.intFlag)
	m.building = false
	mod := py.NewModule("enum")
	d := mod.Dict
	d.SetStr("Enum", m.enum)
	d.SetStr("IntEnum", m.intEnum)
	d.SetStr("StrEnum", m.strEnum)
	d.SetStr("Flag", m.flag)
	d.SetStr("IntFlag", m.intFlag)
	d.SetStr("ReprEnum", m.enum)
	d.SetStr("auto", m.auto)
	d.SetStr("unique", py.NewBuiltin("unique", m.unique))
	return mod, nil
}

// method makes a Go method of cls.
func method(cls *py.Type, name string, fn py.BuiltinFunc) {
	cls.Dict.SetStr(name, &py.Builtin{Name: name, Owner: cls, Fn: fn})
}

// install puts the Enum machinery into cls's namespace. plain says
// whether cls has no built-in data type (then str, format and hash are
// Enum's; otherwise they come from the data type).
func (m *module) install(cls *py.Type, plain bool) {
	cls.Dict.SetStr("__init_subclass__", &py.ClassMethod{Func: py.NewBuiltin("__init_subclass__", m.initSubclass)})
	cls.Dict.SetStr("__new__", &py.StaticMethod{Func: py.NewBuiltin("__new__", m.newMember)})
	method(cls, "__init__", func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		return py.None, nil
	})
	method(cls, "__repr__", m.repr)
	method(cls, "__reduce_ex__", func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		return py.NewTuple([]py.Value{self.Type(), py.NewTuple([]py.Value{valueOf(self)})}), nil
	})
	if !plain {
		method(cls, "__str__", func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			s, err := py.ToStr(t, baseOf(self))
			if err != nil {
				return nil, err
			}
			return py.NewStr(s), nil
		})
		method(cls, "__format__", func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			if err := py.CheckExactlyOne("__format__", args, kwargs); err != nil {
				return nil, err
			}
			spec, ok := args[0].(*py.Str)
			if !ok {
				return nil, py.NewTypeError("format spec must be str")
			}
			r, err := py.Format(t, baseOf(self), spec.String())
			if err != nil {
				return nil, err
			}
			return py.NewStr(r), nil
		})
	}
	if plain {
		method(cls, "__str__", m.str)
		method(cls, "__format__", func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			if err := py.CheckExactlyOne("__format__", args, kwargs); err != nil {
				return nil, err
			}
			spec, ok := args[0].(*py.Str)
			if !ok {
				return nil, py.NewTypeError("format spec must be str")
			}
			s, err := py.ToStr(t, self)
			if err != nil {
				return nil, err
			}
			r, err := py.Format(t, py.NewStr(s), spec.String())
			if err != nil {
				return nil, err
			}
			return py.NewStr(r), nil
		})
		method(cls, "__hash__", func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			h, err := py.Hash(t, nameOf(self))
			if err != nil {
				return nil, err
			}
			return py.NewInt(h), nil
		})
	}
}

// autoInit is auto.__init__: the value is chosen when the class is made.
func (m *module) autoInit(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	if len(args) > 1 || len(kwargs) > 0 {
		return nil, py.NewTypeError("auto() takes at most 1 argument")
	}
	if in, ok := self.(*py.Instance); ok && len(args) == 1 {
		in.Dict.SetStr("value", args[0])
	}
	return py.None, nil
}

// nameOf returns a member's _name_ (None for pseudo-members).
func nameOf(v py.Value) py.Value {
	if in, ok := v.(*py.Instance); ok && in.Dict != nil {
		if n := in.Dict.GetStr("_name_"); n != nil {
			return n
		}
	}
	return py.None
}

// baseOf returns the built-in data of a member of a mixed-in enum.
func baseOf(v py.Value) py.Value {
	if in, ok := v.(*py.Instance); ok && in.Base != nil {
		return in.Base
	}
	return valueOf(v)
}

// nameStr returns a member's name as a Go string ("" when it has none).
func nameStr(v py.Value) string {
	if s, ok := nameOf(v).(*py.Str); ok {
		return s.String()
	}
	return ""
}

// valueOf returns a member's _value_.
func valueOf(v py.Value) py.Value {
	if in, ok := v.(*py.Instance); ok && in.Dict != nil {
		if n := in.Dict.GetStr("_value_"); n != nil {
			return n
		}
	}
	return py.None
}

// state is the per-class member table, kept in the class namespace.
type state struct {
	names  *py.List // canonical member names, in definition order
	byName *py.Dict // name -> member (aliases included)
	byVal  *py.Dict // value -> member
}

// stateOf returns the member tables of an enum class, nil when it has
// none.
func stateOf(cls *py.Type) *state {
	n, ok := cls.Dict.GetStr("_member_names_").(*py.List)
	if !ok {
		return nil
	}
	bn, _ := cls.Dict.GetStr("_member_map_").(*py.Dict)
	bv, _ := cls.Dict.GetStr("_value2member_map_").(*py.Dict)
	if bn == nil || bv == nil {
		return nil
	}
	return &state{names: n, byName: bn, byVal: bv}
}

// members returns the canonical members in definition order.
func (s *state) members() []py.Value {
	var out []py.Value
	for _, n := range s.names.Items() {
		if ns, ok := n.(*py.Str); ok {
			out = append(out, s.byName.GetStr(ns.String()))
		}
	}
	return out
}

// kindOf tells plain enums from flags.
func (m *module) kindOf(cls *py.Type) kind {
	if cls.IsSubtype(m.flag) {
		return flagKind
	}
	return plainKind
}

// isDescriptorLike reports whether a namespace value is a method or
// other non-member attribute.
func isDescriptorLike(v py.Value) bool {
	switch v.(type) {
	case *py.Type:
		return true
	case py.Descriptor:
		return true
	}
	return false
}

// initSubclass turns the class attributes of a new enum class into
// members.
func (m *module) initSubclass(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	if len(args) != 1 {
		return nil, py.NewTypeError("__init_subclass__() takes exactly one argument")
	}
	cls, ok := args[0].(*py.Type)
	if !ok || m.building {
		return py.None, nil
	}
	for _, b := range cls.MRO[1:] {
		if s := stateOf(b); s != nil && len(s.names.Items()) > 0 {
			return nil, py.NewTypeError("%s cannot extend %s", m.reprClass(cls), m.reprClass(b))
		}
	}
	s := &state{names: py.NewList(nil), byName: py.NewDict(), byVal: py.NewDict()}
	cls.Dict.SetStr("_member_names_", s.names)
	cls.Dict.SetStr("_member_map_", s.byName)
	cls.Dict.SetStr("_value2member_map_", s.byVal)
	cls.Dict.SetStr("__class_getitem__", &py.Builtin{Name: "__class_getitem__", Self: cls, Fn: m.getByName})
	k := m.kindOf(cls)
	solid := cls.Solid()
	var lastValues []py.Value
	count := 0
	for _, e := range cls.Dict.Items() {
		kn, ok := e[0].(*py.Str)
		if !ok {
			continue
		}
		name := kn.String()
		if strings.HasPrefix(name, "_") || isDescriptorLike(e[1]) {
			continue
		}
		if err := t.Charge(1); err != nil {
			return nil, err
		}
		val := e[1]
		if in, ok := val.(*py.Instance); ok && in.Class == m.auto {
			if v := in.Dict.GetStr("value"); v != nil {
				val = v
			} else {
				nv, err := m.nextValue(t, cls, k, name, count, lastValues)
				if err != nil {
					return nil, err
				}
				val = nv
			}
		}
		if existing, found, err := s.byVal.Get(t, val); err != nil {
			return nil, err
		} else if found {
			s.byName.SetStr(name, existing)
			cls.Dict.SetStr(name, existing)
			continue
		}
		member := &py.Instance{Class: cls, Dict: py.NewDict()}
		if solid != py.ObjectType {
			b, err := py.Call(t, solid, []py.Value{val}, nil)
			if err != nil {
				return nil, err
			}
			member.Base = b
			if solid != py.StrType || !isStr(val) {
				val = b
			}
		}
		member.Dict.SetStr("_name_", py.NewStr(name))
		member.Dict.SetStr("_value_", val)
		member.Dict.SetStr("name", py.NewStr(name))
		member.Dict.SetStr("value", val)
		if k == flagKind {
			if _, ok := py.AsInt64(val); !ok {
				return nil, py.NewTypeError("flag values must be integers, not %s", py.TypeName(val))
			}
		}
		if err := s.byVal.Set(t, val, member); err != nil {
			return nil, err
		}
		s.byName.SetStr(name, member)
		if err := s.names.Append(t, py.NewStr(name)); err != nil {
			return nil, err
		}
		cls.Dict.SetStr(name, member)
		lastValues = append(lastValues, val)
		count++
	}
	return py.None, nil
}

// isStr reports whether v is a str.
func isStr(v py.Value) bool {
	_, ok := v.(*py.Str)
	return ok
}

// nextValue picks the value of an auto() member.
func (m *module) nextValue(t *py.Thread, cls *py.Type, k kind, name string, count int, last []py.Value) (py.Value, error) {
	if f := cls.Dict.GetStr("_generate_next_value_"); f != nil {
		if sm, ok := f.(*py.StaticMethod); ok {
			f = sm.Func
		}
		return py.Call(t, f, []py.Value{py.NewStr(name), py.NewInt(1), py.NewInt(int64(count)), py.NewList(append([]py.Value(nil), last...))}, nil)
	}
	if cls.IsSubtype(m.strEnum) {
		return py.NewStr(strings.ToLower(name)), nil
	}
	if k == flagKind {
		var high int64
		for _, v := range last {
			if i, ok := py.AsInt64(v); ok && i > high {
				high = i
			}
		}
		if high == 0 {
			return py.NewInt(1), nil
		}
		p := int64(1)
		for p <= high {
			p <<= 1
		}
		return py.NewInt(p), nil
	}
	for i := len(last) - 1; i >= 0; i-- {
		if _, ok := py.AsInt64(last[i]); ok {
			return py.Binary(t, py.Add, last[i], py.NewInt(1))
		}
	}
	if len(last) > 0 {
		return nil, py.NewTypeError("unable to increment %s", mustRepr(t, last[len(last)-1]))
	}
	return py.NewInt(1), nil
}

// mustRepr is repr that falls back to the type name.
func mustRepr(t *py.Thread, v py.Value) string {
	s, err := py.Repr(t, v)
	if err != nil {
		return py.TypeName(v)
	}
	return s
}

// reprClass is repr() of an enum class.
func (m *module) reprClass(cls *py.Type) string {
	if cls.IsSubtype(m.flag) {
		return "<flag '" + cls.Name + "'>"
	}
	return "<enum '" + cls.Name + "'>"
}

// getByName is Color['RED'].
func (m *module) getByName(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	cls, _ := self.(*py.Type)
	if cls == nil || len(args) != 1 {
		return nil, py.NewTypeError("enum lookup by name needs one key")
	}
	s := stateOf(cls)
	if s != nil {
		if v, found, err := s.byName.Get(t, args[0]); err != nil || found {
			return v, err
		}
	}
	return nil, py.NewKeyError(args[0])
}

// newMember is Color(value): the member with that value (flags also
// make combinations).
func (m *module) newMember(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	if len(args) != 2 || len(kwargs) > 0 {
		if len(args) >= 1 {
			if cls, ok := args[0].(*py.Type); ok && stateOf(cls) == nil {
				return nil, py.NewTypeError("%s() takes exactly one argument", cls.Name)
			}
		}
		return nil, py.NewTypeError("EnumType.__call__() missing 1 required positional argument: 'value'")
	}
	cls, ok := args[0].(*py.Type)
	if !ok {
		return nil, py.NewTypeError("enum __new__ needs a class")
	}
	v := args[1]
	s := stateOf(cls)
	if s == nil {
		return nil, py.NewTypeError("%s() takes no arguments", cls.Name)
	}
	if in, ok := v.(*py.Instance); ok && in.Class == cls {
		return v, nil
	}
	if r, found, err := s.byVal.Get(t, v); err != nil {
		if _, unhashable := err.(*py.Exception); !unhashable {
			return nil, err
		}
	} else if found {
		return r, nil
	}
	if m.kindOf(cls) == flagKind {
		if r, ok, err := m.flagCompose(t, cls, s, v); ok || err != nil {
			return r, err
		}
	}
	if f := cls.Lookup("_missing_"); f != nil {
		mf, err := py.GetAttr(t, cls, "_missing_")
		if err != nil {
			return nil, err
		}
		r, err := py.Call(t, mf, []py.Value{v}, nil)
		if err != nil {
			return nil, err
		}
		if in, ok := r.(*py.Instance); ok && in.Class.IsSubtype(cls) {
			return r, nil
		}
	}
	return nil, py.NewValueError("%s is not a valid %s", mustRepr(t, v), cls.QualName())
}

// repr is Enum.__repr__: <Color.RED: 1>.
func (m *module) repr(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	cls := self.Type()
	vr, err := py.Repr(t, valueOf(self))
	if err != nil {
		return nil, err
	}
	if in, ok := self.(*py.Instance); ok && in.Base != nil {
		if i, ok := in.Base.(py.Value); ok && cls.IsSubtype(py.IntType) {
			if r, err := py.Repr(t, i); err == nil {
				vr = r
			}
		}
	}
	n := nameOf(self)
	if n == py.None {
		return py.NewStr("<" + cls.Name + ": " + vr + ">"), nil
	}
	return py.NewStr("<" + cls.Name + "." + nameStr(self) + ": " + vr + ">"), nil
}

// str is Enum.__str__: Color.RED.
func (m *module) str(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	cls := self.Type()
	n := nameOf(self)
	if n == py.None {
		vr, err := py.Repr(t, valueOf(self))
		if err != nil {
			return nil, err
		}
		return py.NewStr(cls.Name + "(" + vr + ")"), nil
	}
	return py.NewStr(cls.Name + "." + nameStr(self)), nil
}

// unique is the @unique decorator: no aliases allowed.
func (m *module) unique(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	if err := py.CheckExactlyOne("unique", args, kwargs); err != nil {
		return nil, err
	}
	cls, ok := args[0].(*py.Type)
	if !ok {
		return nil, py.NewTypeError("unique() needs an enumeration")
	}
	s := stateOf(cls)
	if s == nil {
		return cls, nil
	}
	var dups []string
	for _, e := range s.byName.Items() {
		n := e[0].(*py.Str).String()
		if canon := nameStr(e[1]); canon != "" && canon != n {
			dups = append(dups, n+" -> "+canon)
		}
	}
	if len(dups) > 0 {
		return nil, py.NewValueError("duplicate values found in %s: %s", m.reprClass(cls), strings.Join(dups, ", "))
	}
	return cls, nil
}

// itoa formats an int64.
func itoa(i int64) string { return strconv.FormatInt(i, 10) }

// classHooks give enum classes EnumType's class-level protocols:
// iteration over the canonical members in definition order, len, member
// containment and the <enum 'Name'> repr.
func (m *module) classHooks() *py.TypeHooks {
	members := func(cls *py.Type) []py.Value {
		s := stateOf(cls)
		if s == nil {
			return nil
		}
		all := s.members()
		if m.kindOf(cls) != flagKind {
			return all
		}
		// A flag class iterates over its single-bit members only; zero
		// and multi-bit members are aliases.
		var out []py.Value
		for _, v := range all {
			if b, ok := py.AsBig(valueOf(v)); ok && b.Sign() > 0 && b.BitLen() == int(b.TrailingZeroBits())+1 {
				out = append(out, v)
			}
		}
		return out
	}
	return &py.TypeHooks{
		Iter: func(t *py.Thread, cls *py.Type) (py.Iterator, error) {
			return py.Iterate(t, py.NewList(members(cls)))
		},
		Len: func(t *py.Thread, cls *py.Type) (int, error) {
			return len(members(cls)), nil
		},
		Contains: func(t *py.Thread, cls *py.Type, v py.Value) (bool, error) {
			if !v.Type().IsSubtype(m.enum) {
				return false, py.NewTypeError("unsupported operand type(s) for 'in': '%s' and 'EnumType'", v.Type().QualName())
			}
			if !v.Type().IsSubtype(cls) {
				return false, nil
			}
			s := stateOf(cls)
			name, ok := nameOf(v).(*py.Str)
			if s == nil || !ok {
				return false, nil
			}
			return s.byName.GetStr(name.String()) != nil, nil
		},
		Repr: func(t *py.Thread, cls *py.Type) (string, error) {
			return m.reprClass(cls), nil
		},
	}
}
