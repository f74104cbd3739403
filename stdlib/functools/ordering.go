package functools

import (
	"github.com/kraitpy/krait/py"
)

// keyState is the built-in part of a cmp_to_key key object.
type keyState struct {
	obj py.Value
	cmp py.Value
}

// Type returns object: the state is never seen by Python code.
func (*keyState) Type() *py.Type { return py.ObjectType }

// newKeyClass creates functools.KeyWrapper, whose instances compare by
// calling the comparison function.
func newKeyClass(t *py.Thread) (*py.Type, error) {
	methods := map[string]py.BuiltinFunc{}
	for name, op := range map[string]py.CompareOp{"__lt__": py.Lt, "__le__": py.Le, "__eq__": py.Eq, "__ne__": py.Ne, "__gt__": py.Gt, "__ge__": py.Ge} {
		op := op
		methods[name] = func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			if err := py.CheckPositional(name, args, kwargs, 1, 1); err != nil {
				return nil, err
			}
			other, ok := args[0].(*py.Instance)
			if !ok || other.Class != self.Type() {
				return nil, py.NewTypeError("other argument must be K instance")
			}
			a, aok := self.(*py.Instance).Base.(*keyState)
			b, bok := other.Base.(*keyState)
			if !aok || !bok {
				return nil, py.NewTypeError("other argument must be K instance")
			}
			r, err := py.Call(t, a.cmp, []py.Value{a.obj, b.obj}, nil)
			if err != nil {
				return nil, err
			}
			return py.Compare(t, op, r, py.NewInt(0))
		}
	}
	obj := &py.Property{Name: "obj", Get: py.NewBuiltin("obj", func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		if in, ok := args[0].(*py.Instance); ok {
			if k, ok := in.Base.(*keyState); ok {
				return k.obj, nil
			}
		}
		return nil, py.NewAttributeError("obj")
	})}
	methods["__hash__"] = func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		return nil, py.NewTypeError("unhashable type: 'functools.KeyWrapper'")
	}
	return newClass(t, "KeyWrapper", methods, nil, map[string]py.Value{"obj": obj})
}

// cmpToKey is functools.cmp_to_key(mycmp).
func (m *module) cmpToKey(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	var cmp py.Value
	if err := py.UnpackArgs("cmp_to_key", args, kwargs, []string{"mycmp"}, 1, &cmp); err != nil {
		return nil, err
	}
	key := py.NewBuiltin("K", func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		var obj py.Value
		if err := py.UnpackArgs("K", args, kwargs, []string{"obj"}, 1, &obj); err != nil {
			return nil, err
		}
		if err := t.Alloc(64); err != nil {
			return nil, err
		}
		return &py.Instance{Class: m.keyClass, Base: &keyState{obj: obj, cmp: cmp}}, nil
	})
	key.Refs = py.Holds{cmp, m.keyClass}
	return key, nil
}

// derivation says how total_ordering derives one comparison from a
// root one: r is the root's result, then (with the Python operators
// and/or/not) the derived result.
type derivation struct {
	name    py.LibName
	negate  bool   // start from not r
	combine string // "", "and ne" (r and self != other), "or eq" (r or self == other)
}

// conversions is functools' _convert table, in its order.
var conversions = map[py.LibName][]derivation{
	"__lt__": {{"__gt__", true, "and ne"}, {"__le__", false, "or eq"}, {"__ge__", true, ""}},
	"__le__": {{"__ge__", true, "or eq"}, {"__lt__", false, "and ne"}, {"__gt__", true, ""}},
	"__gt__": {{"__lt__", true, "and ne"}, {"__ge__", false, "or eq"}, {"__le__", true, ""}},
	"__ge__": {{"__le__", true, "or eq"}, {"__gt__", false, "and ne"}, {"__lt__", true, ""}},
}

// definesOwn reports whether cls has its own version of the comparison
// name, not object's: a user class of its MRO defines it, or it derives
// from a built-in type with ordering.
func definesOwn(cls *py.Type, name string) bool {
	for _, c := range cls.MRO {
		if c.IsBuiltin() {
			switch c {
			case py.IntType, py.FloatType, py.StrType, py.BytesType, py.ByteArrayType, py.ListType, py.TupleType, py.SetType, py.FrozenSetType:
				return true
			}
			continue
		}
		if c.Dict.GetStr(name) != nil {
			return true
		}
	}
	return false
}

// derived makes the method computing d from root.
func derived(root py.LibName, d derivation) py.BuiltinFunc {
	return func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		if err := py.CheckPositional(string(d.name), args, kwargs, 1, 1); err != nil {
			return nil, err
		}
		other := args[0]
		f, err := py.GetAttr(t, self.Type(), root)
		if err != nil {
			return nil, err
		}
		r, err := py.Call(t, f, []py.Value{self, other}, nil)
		if err != nil || r == py.NotImplemented {
			return r, err
		}
		truth, err := py.Truth(t, r)
		if err != nil {
			return nil, err
		}
		if d.negate {
			truth = !truth
			r = py.NewBool(truth)
		}
		switch d.combine {
		case "and ne":
			if !truth {
				return r, nil
			}
			return py.Compare(t, py.Ne, self, other)
		case "or eq":
			if truth {
				return r, nil
			}
			return py.Compare(t, py.Eq, self, other)
		}
		return r, nil
	}
}

// totalOrdering is functools.total_ordering(cls): the missing rich
// comparisons derived from the one the class defines.
func totalOrdering(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	var clsV py.Value
	if err := py.UnpackArgs("total_ordering", args, kwargs, []string{"cls"}, 1, &clsV); err != nil {
		return nil, err
	}
	cls, ok := clsV.(*py.Type)
	if !ok {
		return nil, py.NewValueError("must define at least one ordering operation: < > <= >=")
	}
	var root py.LibName
	for _, op := range []py.LibName{"__lt__", "__le__", "__gt__", "__ge__"} {
		if definesOwn(cls, string(op)) {
			if op > root {
				root = op
			}
		}
	}
	if root == "" {
		return nil, py.NewValueError("must define at least one ordering operation: < > <= >=")
	}
	for _, d := range conversions[root] {
		if definesOwn(cls, string(d.name)) {
			continue
		}
		// derived closes over names only.
		fn := &py.Builtin{Name: string(d.name), Fn: derived(root, d), Owner: cls, Refs: py.Holds{}}
		if err := py.SetAttr(t, cls, d.name, fn); err != nil {
			return nil, err
		}
	}
	return cls, nil
}

// CachedPropertyType is the type of cached_property descriptors. It is
// built at init and never modified after.
var CachedPropertyType = func() *py.Type {
	t := py.NewBuiltinType("cached_property", py.ObjectType)
	t.Module = "functools"
	return t
}()

func init() {
	CachedPropertyType.New = func(t *py.Thread, typ *py.Type, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		var fn py.Value
		if err := py.UnpackArgs("cached_property", args, kwargs, []string{"func"}, 1, &fn); err != nil {
			return nil, err
		}
		name := ""
		if v, err := py.GetAttr(t, fn, "__name__"); err == nil {
			name, _ = py.ToStr(t, v)
		}
		return &cachedProperty{fn: fn, name: name}, nil
	}
}

// cachedProperty computes an attribute once per instance and stores it
// in the instance's __dict__, where later reads find it first.
type cachedProperty struct {
	fn   py.Value
	name string
}

// Type returns functools.cached_property.
func (*cachedProperty) Type() *py.Type { return CachedPropertyType }

// DescriptorGet computes and caches the value.
func (c *cachedProperty) DescriptorGet(t *py.Thread, instance py.Value, owner *py.Type) (py.Value, error) {
	if instance == nil {
		return c, nil
	}
	in, ok := instance.(*py.Instance)
	if !ok || in.Dict == nil {
		return nil, py.NewTypeError("No '__dict__' attribute on '%s' instance to cache '%s' property.", instance.Type().Name, c.name)
	}
	if v := in.Dict.GetStr(c.name); v != nil {
		return v, nil
	}
	v, err := py.Call(t, c.fn, []py.Value{instance}, nil)
	if err != nil {
		return nil, err
	}
	return v, in.Dict.Set(t, py.NewStr(c.name), v)
}
