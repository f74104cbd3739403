package collections

import (
	"github.com/kraitpy/krait/py"
)

// KeysView, ValuesView and ItemsView are the views the Mapping mixins of
// ChainMap and UserDict return: their instances keep the mapping as
// their built-in part and read it through its own methods.

// mappingOf returns the mapping behind a mapping view.
func mappingOf(self py.Value) py.Value {
	if in, ok := self.(*py.Instance); ok && in.Base != nil {
		return in.Base
	}
	return py.NewDict()
}

// viewItems lists what a view yields: keys, values or (key, value)
// pairs.
func viewItems(t *py.Thread, self py.Value, kind string) ([]py.Value, error) {
	mp := mappingOf(self)
	keys, err := py.Items(t, mp)
	if err != nil {
		return nil, err
	}
	if kind == "keys" {
		return py.CopyValues(t, keys)
	}
	out := make([]py.Value, len(keys))
	for i, k := range keys {
		v, err := py.GetItem(t, mp, k)
		if err != nil {
			return nil, err
		}
		if kind == "values" {
			out[i] = v
		} else {
			out[i] = py.NewTuple([]py.Value{k, v})
		}
	}
	return out, nil
}

// newMappingViewClass creates KeysView, ValuesView or ItemsView.
func newMappingViewClass(t *py.Thread, name, kind string) (*py.Type, error) {
	methods := []method{
		{"__iter__", func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			items, err := viewItems(t, self, kind)
			if err != nil {
				return nil, err
			}
			return py.Iterate(t, py.NewList(items))
		}},
		{"__len__", func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			n, err := py.Len(t, mappingOf(self))
			return py.NewInt(int64(n)), err
		}},
		{"__contains__", func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			if kind == "keys" {
				ok, err := py.Contains(t, mappingOf(self), args[0])
				return py.NewBool(ok), err
			}
			items, err := viewItems(t, self, kind)
			if err != nil {
				return nil, err
			}
			ok, err := py.Contains(t, py.NewList(items), args[0])
			return py.NewBool(ok), err
		}},
		{"__repr__", func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			r, err := py.Repr(t, mappingOf(self))
			if err != nil {
				return nil, err
			}
			return py.NewStr(self.Type().Name + "(" + r + ")"), nil
		}},
	}
	if kind != "values" {
		// Keys and items views are sets: operators work on their
		// elements and return sets.
		asSet := func(t *py.Thread, v py.Value) (py.Value, error) {
			if in, ok := v.(*py.Instance); ok && in.Class.Module == "collections" && (in.Class.Name == "KeysView" || in.Class.Name == "ItemsView") {
				items, err := viewItems(t, v, map[string]string{"KeysView": "keys", "ItemsView": "items"}[in.Class.Name])
				if err != nil {
					return nil, err
				}
				return py.NewSetFrom(t, py.NewList(items))
			}
			return v, nil
		}
		for opName, op := range map[string]py.BinaryOp{"__and__": py.And, "__or__": py.Or, "__sub__": py.Sub, "__xor__": py.Xor} {
			op := op
			methods = append(methods, method{opName, func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
				a, err := asSet(t, self)
				if err != nil {
					return nil, err
				}
				b, err := asSet(t, args[0])
				if err != nil {
					return nil, err
				}
				if _, isSet := b.(*py.Set); !isSet {
					if b, err = py.NewSetFrom(t, b); err != nil {
						return nil, err
					}
				}
				return py.Binary(t, op, a, b)
			}})
		}
		for cmpName, op := range map[string]py.CompareOp{"__eq__": py.Eq, "__ne__": py.Ne, "__lt__": py.Lt, "__le__": py.Le, "__gt__": py.Gt, "__ge__": py.Ge} {
			op := op
			methods = append(methods, method{cmpName, func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
				a, err := asSet(t, self)
				if err != nil {
					return nil, err
				}
				b, err := asSet(t, args[0])
				if err != nil {
					return nil, err
				}
				switch b.(type) {
				case *py.Set, *py.FrozenSet, *py.DictView:
				default:
					return py.NotImplemented, nil
				}
				return py.Compare(t, op, a, b)
			}})
		}
	}
	return newClass(t, classSpec{name: name, methods: methods})
}

// mappingView makes m.keys(), m.values() or m.items() for ChainMap and
// UserDict.
func (m *module) mappingView(kind string) py.BuiltinFunc {
	return func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		if err := py.CheckNoArgs(kind, args, kwargs); err != nil {
			return nil, err
		}
		cls := map[string]*py.Type{"keys": m.keysView, "values": m.valuesView, "items": m.itemsView}[kind]
		return &py.Instance{Class: cls, Base: self}, nil
	}
}
