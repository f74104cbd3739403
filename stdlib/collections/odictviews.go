package collections

import (
	"github.com/kraitpy/krait/py"
)

// The views of OrderedDict (odict_keys, odict_values, odict_items) are
// dict views under another name: their instances keep the dict view they
// wrap as their built-in part.

// viewOf returns the dict view behind an odict view.
func viewOf(self py.Value) py.Value {
	if in, ok := self.(*py.Instance); ok && in.Base != nil {
		return in.Base
	}
	return py.NewTuple(nil)
}

// newViewClass creates one of the odict view classes.
func newViewClass(t *py.Thread, name string) (*py.Type, error) {
	delegateTo := func(f func(t *py.Thread, view py.Value, args []py.Value) (py.Value, error)) py.BuiltinFunc {
		return func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			return f(t, viewOf(self), args)
		}
	}
	methods := []method{
		{"__iter__", delegateTo(func(t *py.Thread, v py.Value, args []py.Value) (py.Value, error) { return py.Iterate(t, v) })},
		{"__len__", delegateTo(func(t *py.Thread, v py.Value, args []py.Value) (py.Value, error) {
			n, err := py.Len(t, v)
			return py.NewInt(int64(n)), err
		})},
		{"__contains__", delegateTo(func(t *py.Thread, v py.Value, args []py.Value) (py.Value, error) {
			ok, err := py.Contains(t, v, args[0])
			return py.NewBool(ok), err
		})},
		{"__reversed__", delegateTo(func(t *py.Thread, v py.Value, args []py.Value) (py.Value, error) { return py.Reversed(t, v) })},
		{"__repr__", func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			items, err := py.Items(t, viewOf(self))
			if err != nil {
				return nil, err
			}
			// The list is never seen by Python code (only its items'
			// __repr__ run): it may share items, no copy needed.
			r, err := py.Repr(t, py.NewList(items))
			if err != nil {
				return nil, err
			}
			return py.NewStr(self.Type().Name + "(" + r + ")"), nil
		}},
	}
	for opName, op := range map[string]py.BinaryOp{"__and__": py.And, "__or__": py.Or, "__sub__": py.Sub, "__xor__": py.Xor} {
		op := op
		methods = append(methods, method{opName, delegateTo(func(t *py.Thread, v py.Value, args []py.Value) (py.Value, error) {
			return py.Binary(t, op, v, unwrapView(args[0]))
		})})
	}
	for cmpName, op := range map[string]py.CompareOp{"__eq__": py.Eq, "__ne__": py.Ne, "__lt__": py.Lt, "__le__": py.Le, "__gt__": py.Gt, "__ge__": py.Ge} {
		op := op
		methods = append(methods, method{cmpName, delegateTo(func(t *py.Thread, v py.Value, args []py.Value) (py.Value, error) {
			return py.Compare(t, op, v, unwrapView(args[0]))
		})})
	}
	return newClass(t, classSpec{name: name, methods: methods})
}

// unwrapView returns the dict view behind an odict view, or v.
func unwrapView(v py.Value) py.Value {
	if in, ok := v.(*py.Instance); ok {
		if dv, ok := in.Base.(*py.DictView); ok {
			return dv
		}
	}
	return v
}

// orderedView makes od.keys(), od.values() or od.items().
func (m *module) orderedView(kind py.LibName) py.BuiltinFunc {
	return func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		if err := py.CheckNoArgs(string(kind), args, kwargs); err != nil {
			return nil, err
		}
		view, err := py.CallMethod(t, dictOf(self), kind, nil, nil)
		if err != nil {
			return nil, err
		}
		cls := map[string]*py.Type{"keys": m.odictKeys, "values": m.odictValues, "items": m.odictItems}[string(kind)]
		return &py.Instance{Class: cls, Base: view}, nil
	}
}
