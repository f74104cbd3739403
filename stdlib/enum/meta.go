package enum

import (
	"sort"

	"github.com/kraitpy/krait/py"
)

// hooks are EnumType's class-level protocol.
func (m *module) hooks() *py.TypeHooks {
	return &py.TypeHooks{
		// The hooks close over m; a class keeps its members in its
		// namespace (see Load).
		Walkable: true,
		Init: func(t *py.Thread, cls *py.Type, kwargs []py.Kwarg) ([]py.Kwarg, error) {
			return m.initClass(t, cls, kwargs)
		},
		Prepare: m.prepare,
		Call:    m.call,
		Iter: func(t *py.Thread, cls *py.Type) (py.Iterator, error) {
			return py.Iterate(t, py.NewList(m.classMembers(cls)))
		},
		Len: func(t *py.Thread, cls *py.Type) (int, error) {
			return len(m.classMembers(cls)), nil
		},
		Contains: m.classContains,
		Repr: func(t *py.Thread, cls *py.Type) (string, error) {
			return m.reprClass(cls), nil
		},
		GetItem: func(t *py.Thread, cls *py.Type, key py.Value) (py.Value, error) {
			if s := stateOf(cls); s != nil {
				if v, found, err := s.byName.Get(t, key); err != nil || found {
					return v, err
				}
			}
			return nil, py.NewKeyError(key)
		},
		SetAttr: m.classSetAttr,
		// EnumType.__getattr__: a missing attribute's error is its name.
		GetAttr: func(t *py.Thread, cls *py.Type, name string) (py.Value, error) {
			if s := stateOf(cls); s != nil && name == "__members__" {
				// EnumType.__members__: a read-only view of the name ->
				// member map, aliases included.
				return py.NewMappingProxy(s.byName), nil
			}
			if s := stateOf(cls); s != nil && !isDunder(name) {
				if v := s.byName.GetStr(name); v != nil {
					return v, nil
				}
			}
			return nil, py.NewAttributeError("%s", name)
		},
		Dir: m.classDir,
	}
}

// classMembers returns the canonical members of an enum class in
// definition order.
func (m *module) classMembers(cls *py.Type) []py.Value {
	if s := stateOf(cls); s != nil {
		return s.members()
	}
	return nil
}

// classContains is EnumType.__contains__ (3.11: a non-member operand is
// a TypeError).
func (m *module) classContains(t *py.Thread, cls *py.Type, v py.Value) (bool, error) {
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
}

// classSetAttr is EnumType.__setattr__ and __delattr__: members cannot
// be reassigned or deleted.
func (m *module) classSetAttr(t *py.Thread, cls *py.Type, name string, v py.Value) error {
	if s := stateOf(cls); s != nil && s.byName.GetStr(name) != nil {
		if v == nil {
			return py.NewAttributeError("'%s' cannot delete member '%s'.", cls.Name, name)
		}
		return py.NewAttributeError("cannot reassign member '%s'", name)
	}
	if v == nil {
		return py.GenericDelAttr(t, cls, name)
	}
	return py.GenericSetAttr(t, cls, name, v)
}

// classDir is EnumType.__dir__.
func (m *module) classDir(t *py.Thread, cls *py.Type) []string {
	seen := map[string]bool{}
	for _, n := range []string{"__class__", "__contains__", "__doc__", "__getitem__", "__iter__", "__len__", "__members__", "__module__", "__name__", "__qualname__", "__init_subclass__"} {
		seen[n] = true
	}
	if s := stateOf(cls); s != nil {
		for _, n := range s.names.Items() {
			seen[n.(*py.Str).String()] = true
		}
	}
	if userNew(cls) != nil {
		seen["__new__"] = true
	}
	if solid := cls.Solid(); solid != py.ObjectType {
		for _, n := range py.Dir(t, solid) {
			seen[n] = true
		}
	}
	out := make([]string, 0, len(seen))
	for n := range seen {
		out = append(out, n)
	}
	sort.Strings(out)
	return out
}

// call is EnumType.__call__: Color(value) looks a member up; Enum('Name',
// names) is the functional API.
func (m *module) call(t *py.Thread, cls *py.Type, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	var value, names, module, qualname, typ, boundary py.Value
	var start py.Value = py.NewInt(1)
	names = py.None
	if err := py.UnpackArgs("EnumType.__call__", args, kwargs, []string{"value", "names", "*module", "*qualname", "*type", "*start", "*boundary"}, 1,
		&value, &names, &module, &qualname, &typ, &start, &boundary); err != nil {
		if len(args) == 0 && len(kwargs) == 0 {
			return nil, py.NewTypeError("EnumType.__call__() missing 1 required positional argument: 'value'")
		}
		return nil, err
	}
	if names == py.None {
		return m.lookup(t, cls, value)
	}
	return m.create(t, cls, value, names, module, qualname, typ, start, boundary)
}

// lookup is Enum.__new__: the member with this value, else _missing_'s
// answer.
func (m *module) lookup(t *py.Thread, cls *py.Type, v py.Value) (py.Value, error) {
	if v.Type() == cls {
		return v, nil
	}
	s := stateOf(cls)
	if s == nil {
		return nil, py.NewTypeError("%s has no members defined", m.reprClass(cls))
	}
	if r, found, err := findByValue(t, s, v); err != nil || found {
		return r, err
	}
	if s.byName.Len() == 0 {
		return nil, py.NewTypeError("%s has no members defined", m.reprClass(cls))
	}
	var exc *py.Exception
	var result py.Value = py.None
	mf, err := py.GetAttr(t, cls, "_missing_")
	if err == nil {
		result, err = py.Call(t, mf, []py.Value{v}, nil)
	}
	if err != nil {
		e, ok := err.(*py.Exception)
		if !ok || !e.Type().IsSubtype(py.ExceptionType) {
			return nil, err
		}
		exc, result = e, py.None
	}
	if result.Type().IsSubtype(cls) {
		return result, nil
	}
	if m.isFlag(cls) && cls.Lookup("_boundary_") == m.eject && result.Type().IsSubtype(py.IntType) {
		return result, nil
	}
	ve := py.NewValueError("%s is not a valid %s", mustRepr(t, v), cls.QualName())
	if result == py.None && exc == nil {
		return nil, ve
	}
	if exc == nil {
		exc = py.NewTypeError("error in %s._missing_: returned %s instead of None or a valid member", cls.Name, mustRepr(t, result))
	}
	if !exc.Type().IsSubtype(py.ValueErrorType) {
		exc.SetContext(ve)
	}
	return nil, exc
}

// create is the functional API: EnumType._create_.
func (m *module) create(t *py.Thread, cls *py.Type, name, names, module, qualname, typ, start, boundary py.Value) (py.Value, error) {
	if err := m.checkExtendRepr(mustRepr(t, name), []*py.Type{cls}); err != nil {
		return nil, err
	}
	className, ok := name.(*py.Str)
	if !ok {
		return nil, py.NewTypeError("type.__new__() argument 1 must be str, not %s", py.TypeName(name))
	}
	bases := []*py.Type{cls}
	if typ != nil && typ != py.None {
		tt, ok := typ.(*py.Type)
		if !ok {
			return nil, py.NewTypeError("bases must be types")
		}
		bases = []*py.Type{tt, cls}
	}
	if str, ok := names.(*py.Str); ok {
		fields, err := py.NameFields(t, str.String())
		if err != nil {
			return nil, err
		}
		items := make([]py.Value, len(fields))
		for i, f := range fields {
			items[i] = py.NewStr(f)
		}
		names = py.NewList(items)
	}
	ns := py.NewDict()
	var pairs [][2]py.Value
	if d, ok := names.(*py.Dict); ok {
		for _, e := range d.Items() {
			pairs = append(pairs, [2]py.Value{e[0], e[1]})
		}
	} else {
		items, err := py.Items(t, names)
		if err != nil {
			return nil, err
		}
		if len(items) > 0 && isStr(items[0]) {
			gnv := unwrapStatic(cls.Lookup("_generate_next_value_"))
			var last []py.Value
			for i, it := range items {
				// Each call gets a copy of the values so far: quadratic
				// in the names, so the copy is charged.
				if err := t.ChargeItems(len(last)); err != nil {
					return nil, err
				}
				if err := t.Alloc(int64(len(last)) * 16); err != nil {
					return nil, err
				}
				v, err := py.Call(t, gnv, []py.Value{it, start, py.NewInt(int64(i)), py.NewList(append([]py.Value(nil), last...))}, nil)
				if err != nil {
					return nil, err
				}
				last = append(last, v)
				pairs = append(pairs, [2]py.Value{it, v}) //krait:alloc-ok one pair per item of items, a slice that exists
			}
		} else {
			for _, it := range items {
				kv, err := py.Items(t, it)
				if err != nil {
					return nil, py.NewTypeError("cannot unpack non-iterable %s object", py.TypeName(it))
				}
				if len(kv) != 2 {
					return nil, py.NewValueError("not enough values to unpack (expected 2, got %d)", len(kv))
				}
				pairs = append(pairs, [2]py.Value{kv[0], kv[1]}) //krait:alloc-ok one pair per item of items, a slice that exists
			}
		}
	}
	store, err := m.prepare(t, className.String(), bases)
	if err != nil {
		return nil, err
	}
	for _, p := range pairs {
		if err := t.Charge(1); err != nil {
			return nil, err
		}
		key, ok := p[0].(*py.Str)
		if !ok {
			return nil, py.NewTypeError("object of type '%s' has no len()", py.TypeName(p[0]))
		}
		v, err := store(t, key.String(), p[1])
		if err != nil {
			return nil, err
		}
		ns.SetStr(key.String(), v)
	}
	if module == nil || module == py.None {
		module = py.NewStr("__main__")
	}
	ns.SetStr("__module__", module)
	if qualname != nil && qualname != py.None {
		ns.SetStr("__qualname__", qualname)
	}
	var kwargs []py.Kwarg
	if boundary != nil && boundary != py.None {
		kwargs = []py.Kwarg{{Name: "boundary", Value: boundary}}
	}
	return py.NewClassKw(t, className.String(), bases, ns, kwargs)
}

// isStr reports whether v is a str.
func isStr(v py.Value) bool {
	_, ok := v.(*py.Str)
	return ok
}
