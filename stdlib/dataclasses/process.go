package dataclasses

import (
	"strings"
	"unicode"

	"github.com/kraitpy/krait/policy"
	"github.com/kraitpy/krait/py"
	"github.com/kraitpy/krait/stdlib/internal/pyargs"
)

// classInfo is what the generated methods of one dataclass need.
type classInfo struct {
	m      *module
	cls    *py.Type
	fields []*fieldInfo
	p      params
	// initPlan is the generated __init__'s signature (nil without one).
	initPlan *initPlan
	// plain memoizes plainFields.
	plain plainMemo
}

// dataclass is the decorator, used bare (@dataclass) or with options
// (@dataclass(order=True)).
func (m *module) dataclass(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	var cls py.Value
	opts := []py.Value{py.True, py.True, py.True, py.False, py.False, py.False, py.True, py.False, py.False, py.False}
	names := []string{"cls/", "*init", "*repr", "*eq", "*order", "*unsafe_hash", "*frozen", "*match_args", "*kw_only", "*slots", "*weakref_slot"}
	if err := py.UnpackArgs("dataclass", args, kwargs, names, 0, &cls,
		&opts[0], &opts[1], &opts[2], &opts[3], &opts[4], &opts[5], &opts[6], &opts[7], &opts[8], &opts[9]); err != nil {
		return nil, err
	}
	var p params
	var kwOnly bool
	for i, dst := range []*bool{&p.init, &p.repr, &p.eq, &p.order, &p.unsafeHash, &p.frozen, &p.matchArgs, &kwOnly, &p.slots, &p.weakrefSlot} {
		b, err := py.Truth(t, opts[i])
		if err != nil {
			return nil, err
		}
		*dst = b
	}
	if cls == nil || cls == py.None {
		wrap := py.NewBuiltin("wrap", func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			if err := py.CheckExactlyOne("wrap", args, kwargs); err != nil {
				return nil, err
			}
			return m.process(t, args[0], p, kwOnly)
		})
		wrap.Refs = m // it closes over the module's state and two options
		return wrap, nil
	}
	return m.process(t, cls, p, kwOnly)
}

// hasFields reports whether cls is a dataclass type itself: whether
// dataclassFields would find its fields (without reading them).
func hasFields(cls *py.Type) bool {
	_, ok := cls.Dict.GetStr("__dataclass_fields__").(*py.Dict)
	return ok
}

// dataclassFields returns the fields recorded on a dataclass type (nil
// when it is not one).
func (m *module) dataclassFields(cls *py.Type) ([]*fieldInfo, bool) {
	d, ok := cls.Dict.GetStr("__dataclass_fields__").(*py.Dict)
	if !ok {
		return nil, false
	}
	var out []*fieldInfo
	for _, v := range d.Values() {
		if in, ok := v.(*py.Instance); ok && in.Class == m.fieldCls {
			out = append(out, m.readField(in))
		}
	}
	return out, true
}

// isClassVar reports whether an annotation value is typing.ClassVar or
// a subscription of it.
func isClassVar(t *py.Thread, ann py.Value) bool {
	if ann == nil {
		return false
	}
	if _, ok := ann.(*py.Str); ok {
		return false
	}
	r, err := py.Repr(t, ann)
	if err != nil {
		return false
	}
	return r == "typing.ClassVar" || strings.HasPrefix(r, "typing.ClassVar[")
}

// isWordRune is \w for str patterns.
func isWordRune(r rune) bool { return r == '_' || unicode.IsLetter(r) || unicode.IsDigit(r) }

// annotationTarget is what CPython's _is_type looks at for a string
// annotation: the value of its leading name ^(?:\s*(\w+)\s*\.)?\s*(\w+),
// looked up in the class's module, or, with a module prefix the class's
// module binds to the module named want, in that module. nil when
// there is none.
func annotationTarget(t *py.Thread, cls *py.Type, ann, want string) py.Value {
	word := func(s string) (string, string) {
		s = strings.TrimLeftFunc(s, unicode.IsSpace)
		i := strings.IndexFunc(s, func(r rune) bool { return !isWordRune(r) })
		if i < 0 {
			i = len(s)
		}
		return s[:i], s[i:]
	}
	first, rest := word(ann)
	if first == "" || t.ModuleNamespace == nil {
		return nil
	}
	ns := t.ModuleNamespace(cls.Module)
	if ns == nil {
		return nil
	}
	if after := strings.TrimLeftFunc(rest, unicode.IsSpace); strings.HasPrefix(after, ".") {
		if name, _ := word(after[1:]); name != "" {
			mod, ok := ns.Get(first).(*py.Module)
			if !ok || mod.Name != want {
				return nil
			}
			return mod.Dict.GetStr(name)
		}
	}
	return ns.Get(first)
}

// isClassVarAnn is dataclasses' ClassVar test of an annotation, string
// annotations included (_is_classvar and _is_type).
func isClassVarAnn(t *py.Thread, cls *py.Type, ann py.Value) bool {
	if s, ok := ann.(*py.Str); ok {
		return isClassVar(t, annotationTarget(t, cls, s.String(), "typing"))
	}
	return isClassVar(t, ann)
}

// isInitVarAnn is dataclasses' InitVar test (_is_initvar and _is_type).
func (m *module) isInitVarAnn(t *py.Thread, cls *py.Type, ann py.Value) bool {
	if s, ok := ann.(*py.Str); ok {
		ann = annotationTarget(t, cls, s.String(), "dataclasses")
	}
	iv, ok := ann.(*py.Instance)
	return ann != nil && ((ok && iv.Class == m.initVar) || ann == m.initVar)
}

// isKwOnlyAnn is dataclasses' KW_ONLY test (_is_kw_only and _is_type).
func (m *module) isKwOnlyAnn(t *py.Thread, cls *py.Type, ann py.Value) bool {
	if s, ok := ann.(*py.Str); ok {
		ann = annotationTarget(t, cls, s.String(), "dataclasses")
	}
	return ann != nil && ann == m.kwOnly
}

// process turns cls into a dataclass.
func (m *module) process(t *py.Thread, v py.Value, p params, kwOnly bool) (py.Value, error) {
	cls, ok := v.(*py.Type)
	if !ok || cls.IsBuiltin() {
		return nil, py.NewTypeError("dataclass() should be called on a class")
	}
	if p.order && !p.eq {
		return nil, py.NewValueError("eq must be true if order is true")
	}
	ci := &classInfo{m: m, cls: cls, p: p}
	byName := map[string]int{}
	anyFrozenBase, hasDCBase := false, false
	for i := len(cls.MRO) - 1; i >= 1; i-- {
		b := cls.MRO[i]
		fs, ok := m.dataclassFields(b)
		if !ok {
			continue
		}
		hasDCBase = true
		if pr, ok := b.Dict.GetStr("__dataclass_params__").(*py.Tuple); ok && len(pr.Items()) > 0 && pr.Items()[0] == py.True {
			anyFrozenBase = true
		}
		for _, f := range fs {
			if j, ok := byName[f.name]; ok {
				ci.fields[j] = f
			} else {
				byName[f.name] = len(ci.fields)
				ci.fields = append(ci.fields, f)
			}
		}
	}
	if hasDCBase {
		if anyFrozenBase && !p.frozen {
			return nil, py.NewTypeError("cannot inherit non-frozen dataclass from a frozen one")
		}
		if !anyFrozenBase && p.frozen {
			return nil, py.NewTypeError("cannot inherit frozen dataclass from a non-frozen one")
		}
	}
	if anns, ok := cls.Dict.GetStr("__annotations__").(*py.Dict); ok {
		for _, e := range anns.Items() {
			ns, ok := e[0].(*py.Str)
			if !ok {
				continue
			}
			name := ns.String()
			if isClassVarAnn(t, cls, e[1]) {
				continue
			}
			if m.isKwOnlyAnn(t, cls, e[1]) {
				kwOnly = true
				continue
			}
			cur := cls.Dict.GetStr(name)
			var f *fieldInfo
			if in, ok := cur.(*py.Instance); ok && in.Class == m.fieldCls {
				f = m.readField(in)
				if !f.kwonSet {
					f.kwon = kwOnly
				}
				if f.def != nil {
					if err := py.SetAttrByName(t, cls, name, f.def); err != nil {
						return nil, err
					}
				} else {
					if err := py.DelAttrByName(t, cls, name); err != nil {
						return nil, err
					}
				}
			} else {
				f = &fieldInfo{def: cur, init: true, repr: true, compare: true, hash: py.None, kwon: kwOnly}
				m.newField(f)
			}
			f.name = name
			f.typ = e[1]
			if m.isInitVarAnn(t, cls, e[1]) {
				f.isInitVar = true
				f.repr, f.compare = false, false
			}
			if f.def != nil {
				switch f.def.(type) {
				case *py.List, *py.Dict, *py.Set:
					return nil, py.NewValueError("mutable default <class '%s'> for field %s is not allowed: use default_factory", f.def.Type().Name, name)
				}
			}
			m.syncField(f)
			if j, ok := byName[name]; ok {
				ci.fields[j] = f
			} else {
				byName[name] = len(ci.fields)
				ci.fields = append(ci.fields, f)
			}
		}
	}
	// Every field object left as a class attribute without an annotation
	// is an error, as in CPython.
	for _, e := range cls.Dict.Items() {
		if in, ok := e[1].(*py.Instance); ok && in.Class == m.fieldCls {
			if k, ok := e[0].(*py.Str); ok {
				if _, known := byName[k.String()]; !known {
					return nil, py.NewTypeError("'%s' is a field but has no type annotation", k.String())
				}
			}
		}
	}
	fd := py.NewDict()
	for _, f := range ci.fields {
		if !f.isInitVar {
			fd.SetStr(f.name, f.inst)
		}
	}
	cls.Dict.SetStr("__dataclass_fields__", fd)
	cls.Dict.SetStr("__dataclass_params__", py.NewTuple([]py.Value{py.NewBool(p.frozen)}))
	if p.init {
		seenDefault := false
		for _, f := range ci.fields {
			if !f.init || f.kwon {
				continue
			}
			if f.def != nil || f.factory != nil {
				seenDefault = true
			} else if seenDefault {
				return nil, py.NewTypeError("non-default argument '%s' follows default argument", f.name)
			}
		}
		if cls.Dict.GetStr("__init__") == nil {
			ci.initPlan = ci.plan()
			ci.set("__init__", ci.init)
		}
	}
	if p.repr && cls.Dict.GetStr("__repr__") == nil {
		ci.set("__repr__", ci.reprFn)
		// pprint lays out instances whose repr is this generated one
		// field by field (CPython's _pprint_dataclass): the params
		// record the method and the fields it shows.
		var names []py.Value
		for _, f := range ci.fields {
			if f.repr && !f.isInitVar {
				names = append(names, py.NewStr(f.name)) //krait:alloc-ok one per field of the dataclass (its fields exist on the class, each larger than this slot)
			}
		}
		cls.Dict.SetStr("__dataclass_params__", py.NewTuple([]py.Value{py.NewBool(p.frozen), cls.Dict.GetStr("__repr__"), py.NewTuple(names)}))
	}
	userEq := cls.Dict.GetStr("__eq__") != nil
	classHash := cls.Dict.GetStr("__hash__")
	hasExplicitHash := classHash != nil && !(classHash == py.None && userEq)
	if p.eq && !userEq {
		ci.set("__eq__", ci.cmpFn(py.Eq, "__eq__", true))
	}
	if p.order {
		for _, o := range []struct {
			name string
			op   py.CompareOp
		}{{"__lt__", py.Lt}, {"__le__", py.Le}, {"__gt__", py.Gt}, {"__ge__", py.Ge}} {
			if cls.Dict.GetStr(o.name) != nil {
				return nil, py.NewTypeError("Cannot overwrite attribute %s in class %s. Consider using functools.total_ordering", o.name, cls.Name)
			}
			ci.set(o.name, ci.cmpFn(o.op, o.name, false))
		}
	}
	if p.frozen {
		for _, n := range []string{"__setattr__", "__delattr__"} {
			if cls.Dict.GetStr(n) != nil {
				return nil, py.NewTypeError("Cannot overwrite attribute %s in class %s", n, cls.Name)
			}
		}
		ci.cls.Dict.SetStr("__setattr__", &py.Builtin{Name: "__setattr__", Owner: ci.cls, Fn: ci.frozenSet, Refs: ci, Borrows: true})
		ci.set("__delattr__", ci.frozenDel)
	}
	switch {
	case p.unsafeHash:
		if hasExplicitHash {
			return nil, py.NewTypeError("Cannot overwrite attribute __hash__ in class %s", cls.Name)
		}
		ci.set("__hash__", ci.hashFn)
	case hasExplicitHash:
	case p.eq && p.frozen:
		ci.set("__hash__", ci.hashFn)
	case p.eq:
		cls.Dict.SetStr("__hash__", py.None)
	}
	var ma []py.Value
	for _, f := range ci.fields {
		if f.init && !f.kwon && !f.isInitVar {
			ma = append(ma, py.NewStr(f.name)) //krait:alloc-ok one per field of the dataclass (its fields exist on the class, each larger than this slot)
		}
	}
	if p.matchArgs && cls.Dict.GetStr("__match_args__") == nil {
		cls.Dict.SetStr("__match_args__", py.NewTuple(ma))
	}
	if p.weakrefSlot && !p.slots {
		return nil, py.NewTypeError("weakref_slot is True but slots is False")
	}
	if p.slots {
		return ci.addSlots(t)
	}
	return cls, nil
}

// set installs a generated method (fn closes over ci). None of them keeps
// its args slice (they read it, or bind it into slices of their own), so
// they borrow (py.Builtin.Borrows): comparisons during a sort then
// allocate no argument slice.
func (ci *classInfo) set(name string, fn py.BuiltinFunc) {
	ci.cls.Dict.SetStr(name, &py.Builtin{Name: name, Owner: ci.cls, Fn: fn, Refs: ci, Borrows: true})
}

// qual is the __qualname__ used in generated messages.
func (ci *classInfo) qual() string { return ci.cls.QualName() }

// initPlan is the signature of the generated __init__, worked out once
// when the class is decorated: the parameters as pyargs.Bind takes them
// and, for each field, the index of its parameter.
type initPlan struct {
	qual     string   // "C.__init__" (CPython names the function then)
	names    []string // positional fields, then keyword-only ones
	required int
	param    []int // per field of ci.fields: index into names, or -1
	initVars bool  // some field is an InitVar
}

// plan works out the generated __init__'s signature.
func (ci *classInfo) plan() *initPlan {
	p := &initPlan{qual: ci.qual() + ".__init__", param: make([]int, len(ci.fields))} //krait:alloc-ok one per field of the dataclass (its fields exist on the class, each larger than this slot)
	for i := range p.param {
		p.param[i] = -1
	}
	// The generated __init__ is a Python function: fields without a
	// default lead the positional ones (the class statement checks it).
	for i, f := range ci.fields {
		if f.init && !f.kwon {
			if f.def == nil && f.factory == nil {
				p.required++
			}
			p.param[i] = len(p.names)
			p.names = append(p.names, f.name) //krait:alloc-ok one per field of the dataclass (its fields exist on the class, each larger than this slot)
		}
		p.initVars = p.initVars || f.isInitVar
	}
	for i, f := range ci.fields {
		if f.init && f.kwon {
			p.param[i] = len(p.names)
			if f.def == nil && f.factory == nil {
				p.names = append(p.names, "*"+f.name+"!") //krait:alloc-ok one per field of the dataclass (its fields exist on the class, each larger than this slot)
			} else {
				p.names = append(p.names, "*"+f.name) //krait:alloc-ok one per field of the dataclass (its fields exist on the class, each larger than this slot)
			}
		}
	}
	return p
}

// init is the generated __init__.
func (ci *classInfo) init(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	p := ci.initPlan
	var buf [8]py.Value
	bound, err := pyargs.BindInto(buf[:0], p.qual, true, p.names, p.required, args, kwargs)
	if err != nil {
		return nil, err
	}
	var initVars []py.Value
	for i, f := range ci.fields {
		var v py.Value
		if j := p.param[i]; j >= 0 {
			v = bound[j]
		}
		if f.isInitVar {
			if v == nil {
				if f.def != nil {
					v = f.def
				} else {
					v = py.None
				}
			}
			initVars = append(initVars, v) //krait:alloc-ok one per field of the dataclass (its fields exist on the class, each larger than this slot)
			continue
		}
		if v == nil {
			switch {
			case f.factory != nil:
				r, err := py.Call(t, f.factory, nil, nil)
				if err != nil {
					return nil, err
				}
				v = r
			case f.def != nil:
				if !f.init {
					continue // the class attribute serves
				}
				v = f.def
			default:
				continue
			}
		}
		if err := ci.store(t, self, f, v); err != nil {
			return nil, err
		}
	}
	if post := self.Type().Lookup("__post_init__"); post != nil {
		if _, err := py.CallMethod(t, self, "__post_init__", initVars, nil); err != nil {
			return nil, err
		}
	}
	return py.None, nil
}

// store sets a field in __init__ (bypassing a frozen __setattr__), under
// the field's own str.
func (ci *classInfo) store(t *py.Thread, self py.Value, f *fieldInfo, v py.Value) error {
	if ci.p.frozen {
		if in, ok := self.(*py.Instance); ok && in.Dict != nil {
			return in.SetDictAttr(t, f.key(), v)
		}
		return py.GenericSetAttr(t, self, f.name, v)
	}
	name, err := py.CheckAttrName(t.Dunders, f.key(), policy.DunderWrite)
	if err != nil {
		return err
	}
	return py.SetAttrChecked(t, self, name, v)
}

// reprFn is the generated __repr__.
func (ci *classInfo) reprFn(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	// reprlib.recursive_repr: an instance already being repr'd on this
	// thread shows as "...".
	if !t.ReprEnter(self) {
		return py.NewStr("..."), nil
	}
	defer t.ReprLeave()
	b := py.NewTextBuilder(t)
	if err := b.WriteString(self.Type().QualName() + "("); err != nil {
		return nil, err
	}
	first := true
	for _, f := range ci.fields {
		if !f.repr || f.isInitVar {
			continue
		}
		v, err := py.GetAttrByName(t, self, f.name)
		if err != nil {
			return nil, err
		}
		s, err := py.Repr(t, v)
		if err != nil {
			return nil, err
		}
		sep := ", "
		if first {
			sep, first = "", false
		}
		for _, part := range [...]string{sep, f.name, "=", s} {
			if err := b.WriteString(part); err != nil {
				return nil, err
			}
		}
	}
	if err := b.WriteString(")"); err != nil {
		return nil, err
	}
	return b.Str()
}

// compareItems appends the values of a dataclass instance's compared
// fields to buf.
func (ci *classInfo) compareItems(t *py.Thread, v py.Value, buf []py.Value) ([]py.Value, error) {
	for _, f := range ci.fields {
		if !f.compare {
			continue
		}
		name, err := py.CheckAttrName(t.Dunders, f.key(), policy.DunderRead)
		if err != nil {
			return nil, err
		}
		x, err := py.GetAttrChecked(t, v, name)
		if err != nil {
			return nil, err
		}
		buf = append(buf, x) //krait:alloc-ok one value per field of the class, whose definition was charged
	}
	return buf, nil
}

// plainMemo is what plainFields found for cls at its attribute stamp.
type plainMemo struct {
	cls   *py.Type
	stamp uint64
	plain bool
}

// plainFields reports whether reading a compared field of an instance of
// cls returns what the instance's dict holds under its name whenever the
// dict holds it (instanceGetAttr's fast path): no user __getattribute__,
// no data descriptor (property, slot) or descriptor object on the class
// for the name, and a name the dunder checkpoint lets through unasked.
// Reading such a field has no effect, so the generated comparisons read
// them straight from the dicts (dictItems). The answer is memoized for
// the last class asked, while no namespace of its MRO is written.
func (ci *classInfo) plainFields(cls *py.Type) bool {
	stamp := cls.AttrStamp()
	if m := &ci.plain; m.cls == cls && m.stamp == stamp {
		return m.plain
	}
	plain := !cls.IsFrozen()
	for _, f := range ci.fields {
		if !plain {
			break
		}
		if !f.compare {
			continue
		}
		if policy.MaybeDunder(f.name) {
			plain = false
			break
		}
		attr, fl := cls.LookupAttr(f.key())
		switch attr.(type) {
		case py.DataDescriptor, *py.Instance:
			plain = false
		}
		if fl&py.UserGetattribute != 0 || attr == nil && py.ObjectDataName(f.name) {
			plain = false
		}
	}
	ci.plain = plainMemo{cls: cls, stamp: stamp, plain: plain}
	return plain
}

// dictItems appends the compared fields of v, an instance of a class
// plainFields accepts, read from its dict; ok is false when v is not an
// instance with a dict holding every one of them (the generic reads then
// decide: a class attribute, an AttributeError).
func (ci *classInfo) dictItems(v py.Value, buf []py.Value) ([]py.Value, bool) {
	in, ok := v.(*py.Instance)
	if !ok {
		return nil, false
	}
	for i, f := range ci.fields {
		if !f.compare {
			continue
		}
		x := in.DictAttrAt(i, f.key())
		if x == nil {
			return nil, false
		}
		buf = append(buf, x) //krait:alloc-ok one value per field of the class, whose definition was charged
	}
	return buf, true
}

// cmpFn makes __eq__ or an ordering method.
func (ci *classInfo) cmpFn(op py.CompareOp, name string, eq bool) py.BuiltinFunc {
	return func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		if err := py.CheckExactlyOne(name, args, kwargs); err != nil {
			return nil, err
		}
		other := args[0]
		if other.Type() != self.Type() {
			return py.NotImplemented, nil
		}
		if eq && py.Is(self, other) {
			return py.True, nil
		}
		// The fields as tuples of them compare, without the tuples
		// (CPython's generated methods build them): up to 8 fields on
		// the stack.
		var abuf, bbuf [8]py.Value
		if ci.plainFields(self.Type()) {
			a, aok := ci.dictItems(self, abuf[:0])
			b, bok := ci.dictItems(other, bbuf[:0])
			if aok && bok {
				return py.CompareItems(t, op, a, b)
			}
		}
		a, err := ci.compareItems(t, self, abuf[:0])
		if err != nil {
			return nil, err
		}
		b, err := ci.compareItems(t, other, bbuf[:0])
		if err != nil {
			return nil, err
		}
		return py.CompareItems(t, op, a, b)
	}
}

// hashFn is the generated __hash__: the hash of the compared fields.
func (ci *classInfo) hashFn(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	// Hashed as the tuple of the fields, without building it.
	var buf [8]py.Value
	items := buf[:0]
	for _, f := range ci.fields {
		if f.isInitVar {
			continue
		}
		use := f.compare
		if f.hash != py.None {
			use, _ = py.Truth(t, f.hash)
		}
		if !use {
			continue
		}
		x, err := py.GetAttrByName(t, self, f.name)
		if err != nil {
			return nil, err
		}
		items = append(items, x) //krait:alloc-ok one per field of the dataclass (its fields exist on the class, each larger than this slot)
	}
	h, err := py.HashTupleOf(t, items)
	if err != nil {
		return nil, err
	}
	return py.NewInt(h), nil
}

// isField reports whether name is a field of the class.
func (ci *classInfo) isField(name string) bool {
	for _, f := range ci.fields {
		if f.name == name {
			return true
		}
	}
	return false
}

// frozenSet is a frozen dataclass's __setattr__.
func (ci *classInfo) frozenSet(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	if err := py.CheckPositional("__setattr__", args, kwargs, 2, 2); err != nil {
		return nil, err
	}
	name, _ := args[0].(*py.Str)
	if name == nil {
		return nil, py.NewTypeError("attribute name must be string, not '%s'", args[0].Type().Name)
	}
	if self.Type() == ci.cls || ci.isField(name.String()) {
		return nil, generatedRaise(py.NewException(ci.m.frozenErr, "cannot assign to field '"+name.String()+"'"), "__setattr__")
	}
	if !self.Type().IsSubtype(ci.cls) {
		// The generated method calls super(cls, self).__setattr__ with
		// the class it was made for: with slots=True, instances are of
		// the class made from it (CPython's message).
		return nil, generatedRaise(py.NewTypeError("super(type, obj): obj must be an instance or subtype of type"), "__setattr__")
	}
	return py.None, py.GenericSetAttr(t, self, name.String(), args[1])
}

// frozenDel is a frozen dataclass's __delattr__.
func (ci *classInfo) frozenDel(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	if err := py.CheckExactlyOne("__delattr__", args, kwargs); err != nil {
		return nil, err
	}
	name, _ := args[0].(*py.Str)
	if name == nil {
		return nil, py.NewTypeError("attribute name must be string, not '%s'", args[0].Type().Name)
	}
	return nil, generatedRaise(py.NewException(ci.m.frozenErr, "cannot delete field '"+name.String()+"'"), "__delattr__")
}

// generatedRaise marks exc as raised by the method CPython's dataclasses
// generates with exec (the raise is on line 4 of its "<string>" source),
// so tracebacks show that frame as CPython's do.
func generatedRaise(exc *py.Exception, method string) *py.Exception {
	exc.RaisedIn = &py.FrameInfo{Filename: "<string>", Lineno: 4, Name: method}
	return exc
}

// ReprFields returns the names of the fields the dataclass-generated
// __repr__ of obj's class shows, and false when obj is a class or its
// class's __repr__ is not one dataclass generated (pprint's
// _pprint_dataclass condition).
func ReprFields(obj py.Value) ([]string, bool) {
	if _, isType := obj.(*py.Type); isType {
		return nil, false
	}
	cls := obj.Type()
	pr, ok := cls.Lookup("__dataclass_params__").(*py.Tuple)
	if !ok || len(pr.Items()) < 3 || pr.Items()[1] != cls.Lookup("__repr__") {
		return nil, false
	}
	names, _ := pr.Items()[2].(*py.Tuple)
	if names == nil {
		return nil, false
	}
	out := make([]string, 0, len(names.Items()))
	for _, n := range names.Items() {
		if s, ok := n.(*py.Str); ok {
			out = append(out, s.String())
		}
	}
	return out, true
}
