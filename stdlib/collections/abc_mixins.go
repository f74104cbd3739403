package collections

import (
	"github.com/kraitpy/krait/py"
	"github.com/kraitpy/krait/stdlib/internal/pyargs"
)

// The mixin methods of collections.abc, written after _collections_abc:
// they reach the instance only through its own methods.

type fn = py.BuiltinFunc

// mixins returns the concrete methods the ABC named name defines.
func (st *abcState) mixins(name string) []method {
	switch name {
	case "Iterator":
		return []method{{"__iter__", func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			return self, nil
		}}}
	case "AsyncIterator":
		return []method{{"__aiter__", func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			return self, nil
		}}}
	case "Generator", "Coroutine":
		ms := []method{{"close", genClose}}
		if name == "Generator" {
			ms = append(ms, method{"__next__", func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
				return py.CallMethod(t, self, "send", []py.Value{py.None}, nil)
			}})
		}
		return ms
	case "Set":
		return st.setMixins()
	case "MutableSet":
		return st.mutableSetMixins()
	case "Mapping":
		return st.mappingMixins()
	case "MutableMapping":
		return st.mutableMappingMixins()
	case "MappingView":
		return []method{
			{"__init__", func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
				if err := py.CheckPositional("__init__", args, kwargs, 1, 1); err != nil {
					return nil, err
				}
				return py.None, py.SetAttr(t, self, "_mapping", args[0])
			}},
			{"__len__", func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
				mp, err := py.GetAttr(t, self, "_mapping")
				if err != nil {
					return nil, err
				}
				n, err := py.Len(t, mp)
				return py.NewInt(int64(n)), err
			}},
			{"__repr__", func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
				mp, err := py.GetAttr(t, self, "_mapping")
				if err != nil {
					return nil, err
				}
				r, err := py.Repr(t, mp)
				if err != nil {
					return nil, err
				}
				return py.NewStr(self.Type().Name + "(" + r + ")"), nil
			}},
		}
	case "KeysView", "ItemsView", "ValuesView":
		return st.viewMixins(name)
	case "Sequence":
		return st.sequenceMixins()
	case "MutableSequence":
		return st.mutableSequenceMixins()
	}
	return nil
}

// classMixins returns the class methods the ABC named name defines.
func (st *abcState) classMixins(name string) []method {
	switch name {
	case "Set":
		return []method{{"_from_iterable", func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			return py.Call(t, self, args, kwargs)
		}}}
	case "KeysView", "ItemsView":
		return []method{{"_from_iterable", func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			if err := py.CheckPositional("_from_iterable", args, kwargs, 1, 1); err != nil {
				return nil, err
			}
			return py.NewSetFrom(t, args[0])
		}}}
	}
	return nil
}

// genClose is Generator.close: throw GeneratorExit in, and complain if
// the generator yields instead of finishing.
func genClose(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	_, err := py.CallMethod(t, self, "throw", []py.Value{py.GeneratorExitType}, nil)
	if err == nil {
		return nil, py.NewRuntimeError("generator ignored GeneratorExit")
	}
	if ex, ok := err.(*py.Exception); ok && (ex.Matches(py.GeneratorExitType) || ex.Matches(py.StopIterationType)) {
		return py.None, nil
	}
	return nil, err
}

// each calls f on every item of an iterable, charging each step.
func each(t *py.Thread, v py.Value, f func(py.Value) (bool, error)) error {
	it, err := py.Iterate(t, v)
	if err != nil {
		return err
	}
	for {
		if err := t.Tick(); err != nil {
			return err
		}
		item, err := it.Next(t)
		if err != nil || item == nil {
			return err
		}
		more, err := f(item)
		if err != nil || !more {
			return err
		}
	}
}

// collect lists the items of an iterable.
func collect(t *py.Thread, v py.Value, keep func(py.Value) (bool, error)) (*py.List, error) {
	out := py.NewList(nil)
	err := each(t, v, func(x py.Value) (bool, error) {
		if keep != nil {
			ok, err := keep(x)
			if err != nil || !ok {
				return err == nil, err
			}
		}
		return true, out.Append(t, x)
	})
	return out, err
}

// bind checks and binds the arguments of a mixin written in Python in
// CPython (so its errors are a Python function's): names are the
// parameters after self, the first required of them mandatory. The
// result has the arguments given, up to the last one present.
func bind(qual string, args []py.Value, kwargs []py.Kwarg, names []string, required int) ([]py.Value, error) {
	out, err := pyargs.Bind(qual, true, names, required, args, kwargs)
	n := len(out)
	for n > 0 && out[n-1] == nil {
		n--
	}
	return out[:n], err
}

// same is `a is b or a == b`, CPython's containment test.
func same(t *py.Thread, a, b py.Value) (bool, error) {
	if a == b {
		return true, nil
	}
	return py.Equal(t, a, b)
}

func isIndexError(err error) bool {
	ex, ok := err.(*py.Exception)
	return ok && ex.Matches(py.IndexErrorType)
}

func oneArg(name string, args []py.Value, kwargs []py.Kwarg) error {
	return py.CheckPositional(name, args, kwargs, 1, 1)
}

// setMixins are Set's comparisons and operators.
func (st *abcState) setMixins() []method {
	le := func(t *py.Thread, a, b py.Value) (bool, error) {
		na, err := py.Len(t, a)
		if err != nil {
			return false, err
		}
		nb, err := py.Len(t, b)
		if err != nil {
			return false, err
		}
		if na > nb {
			return false, nil
		}
		all := true
		err = each(t, a, func(x py.Value) (bool, error) {
			ok, err := py.Contains(t, b, x)
			all = ok
			return ok, err
		})
		return all, err
	}
	sizes := func(t *py.Thread, a, b py.Value) (int, int, error) {
		na, err := py.Len(t, a)
		if err != nil {
			return 0, 0, err
		}
		nb, err := py.Len(t, b)
		return na, nb, err
	}
	cmp := func(name string, f func(t *py.Thread, a, b py.Value) (bool, error)) method {
		return method{name, func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			if err := oneArg(name, args, kwargs); err != nil {
				return nil, err
			}
			if !st.isInstance(t, args[0], "Set") {
				return py.NotImplemented, nil
			}
			ok, err := f(t, self, args[0])
			return py.NewBool(ok), err
		}}
	}
	fromIterable := func(t *py.Thread, self py.Value, items py.Value) (py.Value, error) {
		return py.CallMethod(t, self, "_from_iterable", []py.Value{items}, nil)
	}
	asSet := func(t *py.Thread, self, other py.Value) (py.Value, bool, error) {
		if st.isInstance(t, other, "Set") {
			return other, true, nil
		}
		if !st.isInstance(t, other, "Iterable") {
			return nil, false, nil
		}
		v, err := fromIterable(t, self, other)
		return v, err == nil, err
	}
	and := func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		if err := oneArg("__and__", args, kwargs); err != nil {
			return nil, err
		}
		if !st.isInstance(t, args[0], "Iterable") {
			return py.NotImplemented, nil
		}
		items, err := collect(t, args[0], func(x py.Value) (bool, error) { return py.Contains(t, self, x) })
		if err != nil {
			return nil, err
		}
		return fromIterable(t, self, items)
	}
	or := func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		if err := oneArg("__or__", args, kwargs); err != nil {
			return nil, err
		}
		if !st.isInstance(t, args[0], "Iterable") {
			return py.NotImplemented, nil
		}
		items, err := collect(t, self, nil)
		if err != nil {
			return nil, err
		}
		if err := each(t, args[0], func(x py.Value) (bool, error) { return true, items.Append(t, x) }); err != nil {
			return nil, err
		}
		return fromIterable(t, self, items)
	}
	// diff is a - b for a, b sets (b already a Set).
	diff := func(t *py.Thread, self, a, b py.Value) (py.Value, error) {
		items, err := collect(t, a, func(x py.Value) (bool, error) {
			in, err := py.Contains(t, b, x)
			return !in, err
		})
		if err != nil {
			return nil, err
		}
		return fromIterable(t, self, items)
	}
	return []method{
		cmp("__le__", le),
		cmp("__lt__", func(t *py.Thread, a, b py.Value) (bool, error) {
			na, nb, err := sizes(t, a, b)
			if err != nil || na >= nb {
				return false, err
			}
			return le(t, a, b)
		}),
		cmp("__gt__", func(t *py.Thread, a, b py.Value) (bool, error) {
			na, nb, err := sizes(t, a, b)
			if err != nil || na <= nb {
				return false, err
			}
			return le(t, b, a)
		}),
		cmp("__ge__", func(t *py.Thread, a, b py.Value) (bool, error) {
			na, nb, err := sizes(t, a, b)
			if err != nil || na < nb {
				return false, err
			}
			return le(t, b, a)
		}),
		cmp("__eq__", func(t *py.Thread, a, b py.Value) (bool, error) {
			na, nb, err := sizes(t, a, b)
			if err != nil || na != nb {
				return false, err
			}
			return le(t, a, b)
		}),
		{"__and__", and}, {"__rand__", and},
		{"__or__", or}, {"__ror__", or},
		{"isdisjoint", func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			var err error
			if args, err = bind("Set.isdisjoint", args, kwargs, []string{"other"}, 1); err != nil {
				return nil, err
			}
			disjoint := true
			err = each(t, args[0], func(x py.Value) (bool, error) {
				in, err := py.Contains(t, self, x)
				disjoint = !in
				return !in, err
			})
			return py.NewBool(disjoint), err
		}},
		{"__sub__", func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			if err := oneArg("__sub__", args, kwargs); err != nil {
				return nil, err
			}
			other, ok, err := asSet(t, self, args[0])
			if err != nil || !ok {
				return py.NotImplemented, err
			}
			return diff(t, self, self, other)
		}},
		{"__rsub__", func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			if err := oneArg("__rsub__", args, kwargs); err != nil {
				return nil, err
			}
			other, ok, err := asSet(t, self, args[0])
			if err != nil || !ok {
				return py.NotImplemented, err
			}
			return diff(t, self, other, self)
		}},
		{"__xor__", st.setXor(diff, asSet)}, {"__rxor__", st.setXor(diff, asSet)},
	}
}

// setXor is Set.__xor__: (self - other) | (other - self).
func (st *abcState) setXor(diff func(t *py.Thread, self, a, b py.Value) (py.Value, error), asSet func(t *py.Thread, self, other py.Value) (py.Value, bool, error)) fn {
	return func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		if err := oneArg("__xor__", args, kwargs); err != nil {
			return nil, err
		}
		other, ok, err := asSet(t, self, args[0])
		if err != nil || !ok {
			return py.NotImplemented, err
		}
		a, err := diff(t, self, self, other)
		if err != nil {
			return nil, err
		}
		b, err := diff(t, self, other, self)
		if err != nil {
			return nil, err
		}
		return py.Binary(t, py.Or, a, b)
	}
}

// firstItem is next(iter(v)), raising `KeyError from None` when v is
// empty (MutableSet.pop and MutableMapping.popitem).
func firstItem(t *py.Thread, v py.Value) (py.Value, error) {
	it, err := py.Iterate(t, v)
	if err != nil {
		return nil, err
	}
	x, err := it.Next(t)
	if err != nil {
		return nil, err
	}
	if x == nil {
		ex := py.NewExceptionArgs(py.KeyErrorType)
		ex.SuppressContext = true
		return nil, ex
	}
	return x, nil
}

// mutableSetMixins are MutableSet's remove, pop, clear and in-place
// operators.
func (st *abcState) mutableSetMixins() []method {
	discard := func(t *py.Thread, self, v py.Value) error {
		_, err := py.CallMethod(t, self, "discard", []py.Value{v}, nil)
		return err
	}
	add := func(t *py.Thread, self, v py.Value) error {
		_, err := py.CallMethod(t, self, "add", []py.Value{v}, nil)
		return err
	}
	pop := func(t *py.Thread, self py.Value) (py.Value, error) {
		v, err := firstItem(t, self)
		if err != nil {
			return nil, err
		}
		return v, discard(t, self, v)
	}
	clear := func(t *py.Thread, self py.Value) error {
		for {
			if err := t.Tick(); err != nil {
				return err
			}
			if _, err := pop(t, self); err != nil {
				if isKeyError(err) {
					return nil
				}
				return err
			}
		}
	}
	return []method{
		{"remove", func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			var err error
			if args, err = bind("MutableSet.remove", args, kwargs, []string{"value"}, 1); err != nil {
				return nil, err
			}
			in, err := py.Contains(t, self, args[0])
			if err != nil {
				return nil, err
			}
			if !in {
				return nil, py.NewKeyError(args[0])
			}
			return py.None, discard(t, self, args[0])
		}},
		{"pop", func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			if err := py.CheckNoArgs("pop", args, kwargs); err != nil {
				return nil, err
			}
			return pop(t, self)
		}},
		{"clear", func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			if err := py.CheckNoArgs("clear", args, kwargs); err != nil {
				return nil, err
			}
			return py.None, clear(t, self)
		}},
		{"__ior__", func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			if err := oneArg("__ior__", args, kwargs); err != nil {
				return nil, err
			}
			return self, each(t, args[0], func(x py.Value) (bool, error) { return true, add(t, self, x) })
		}},
		{"__iand__", func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			if err := oneArg("__iand__", args, kwargs); err != nil {
				return nil, err
			}
			rest, err := py.Binary(t, py.Sub, self, args[0])
			if err != nil {
				return nil, err
			}
			return self, each(t, rest, func(x py.Value) (bool, error) { return true, discard(t, self, x) })
		}},
		{"__ixor__", func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			if err := oneArg("__ixor__", args, kwargs); err != nil {
				return nil, err
			}
			other := args[0]
			if other == self {
				return self, clear(t, self)
			}
			if !st.isInstance(t, other, "Set") {
				var err error
				if other, err = py.CallMethod(t, self, "_from_iterable", []py.Value{other}, nil); err != nil {
					return nil, err
				}
			}
			return self, each(t, other, func(x py.Value) (bool, error) {
				in, err := py.Contains(t, self, x)
				if err != nil {
					return false, err
				}
				if in {
					return true, discard(t, self, x)
				}
				return true, add(t, self, x)
			})
		}},
		{"__isub__", func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			if err := oneArg("__isub__", args, kwargs); err != nil {
				return nil, err
			}
			if args[0] == self {
				return self, clear(t, self)
			}
			return self, each(t, args[0], func(x py.Value) (bool, error) { return true, discard(t, self, x) })
		}},
	}
}

// mappingMixins are Mapping's get, __contains__, views and __eq__.
func (st *abcState) mappingMixins() []method {
	view := func(name string) method {
		return method{name, func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			if err := py.CheckNoArgs(name, args, kwargs); err != nil {
				return nil, err
			}
			cls := map[string]string{"keys": "KeysView", "items": "ItemsView", "values": "ValuesView"}[name]
			return py.Call(t, st.cls[cls], []py.Value{self}, nil)
		}}
	}
	return []method{
		{"get", func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			var err error
			if args, err = bind("Mapping.get", args, kwargs, []string{"key", "default"}, 1); err != nil {
				return nil, err
			}
			v, err := py.GetItem(t, self, args[0])
			if err != nil && isKeyError(err) {
				if len(args) == 2 {
					return args[1], nil
				}
				return py.None, nil
			}
			return v, err
		}},
		{"__contains__", func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			if err := oneArg("__contains__", args, kwargs); err != nil {
				return nil, err
			}
			_, err := py.GetItem(t, self, args[0])
			if err != nil && isKeyError(err) {
				return py.False, nil
			}
			return py.True, err
		}},
		view("keys"), view("items"), view("values"),
		{"__eq__", func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			if err := oneArg("__eq__", args, kwargs); err != nil {
				return nil, err
			}
			if !st.isInstance(t, args[0], "Mapping") {
				return py.NotImplemented, nil
			}
			var ds [2]py.Value
			for i, v := range []py.Value{self, args[0]} {
				items, err := py.CallMethod(t, v, "items", nil, nil)
				if err != nil {
					return nil, err
				}
				if ds[i], err = py.Call(t, py.DictType, []py.Value{items}, nil); err != nil {
					return nil, err
				}
			}
			return py.Compare(t, py.Eq, ds[0], ds[1])
		}},
	}
}

// mutableMappingMixins are MutableMapping's pop, popitem, clear, update
// and setdefault.
func (st *abcState) mutableMappingMixins() []method {
	popitem := func(t *py.Thread, self py.Value) (py.Value, error) {
		key, err := firstItem(t, self)
		if err != nil {
			return nil, err
		}
		v, err := py.GetItem(t, self, key)
		if err != nil {
			return nil, err
		}
		if err := py.DelItem(t, self, key); err != nil {
			return nil, err
		}
		return py.NewTuple([]py.Value{key, v}), nil
	}
	return []method{
		{"pop", func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			var err error
			if args, err = bind("MutableMapping.pop", args, kwargs, []string{"key", "default"}, 1); err != nil {
				return nil, err
			}
			v, err := py.GetItem(t, self, args[0])
			if err != nil {
				if isKeyError(err) && len(args) == 2 {
					return args[1], nil
				}
				return nil, err
			}
			return v, py.DelItem(t, self, args[0])
		}},
		{"popitem", func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			if err := py.CheckNoArgs("popitem", args, kwargs); err != nil {
				return nil, err
			}
			return popitem(t, self)
		}},
		{"clear", func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			if err := py.CheckNoArgs("clear", args, kwargs); err != nil {
				return nil, err
			}
			for {
				if err := t.Tick(); err != nil {
					return nil, err
				}
				if _, err := popitem(t, self); err != nil {
					if isKeyError(err) {
						return py.None, nil
					}
					return nil, err
				}
			}
		}},
		{"update", func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			if len(args) > 1 {
				return nil, py.NewTypeError("MutableMapping.update() takes from 1 to 2 positional arguments but %d were given", len(args)+1)
			}
			if len(args) == 1 {
				if err := st.updateFrom(t, self, args[0]); err != nil {
					return nil, err
				}
			}
			for _, kw := range kwargs {
				if err := py.SetItem(t, self, py.NewStr(kw.Name), kw.Value); err != nil {
					return nil, err
				}
			}
			return py.None, nil
		}},
		{"setdefault", func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			var err error
			if args, err = bind("MutableMapping.setdefault", args, kwargs, []string{"key", "default"}, 1); err != nil {
				return nil, err
			}
			v, err := py.GetItem(t, self, args[0])
			if err == nil || !isKeyError(err) {
				return v, err
			}
			def := py.Value(py.None)
			if len(args) == 2 {
				def = args[1]
			}
			return def, py.SetItem(t, self, args[0], def)
		}},
	}
}

// updateFrom is the positional part of MutableMapping.update.
func (st *abcState) updateFrom(t *py.Thread, self, other py.Value) error {
	copyKeys := func(keys py.Value) error {
		return each(t, keys, func(k py.Value) (bool, error) {
			v, err := py.GetItem(t, other, k)
			if err != nil {
				return false, err
			}
			return true, py.SetItem(t, self, k, v)
		})
	}
	if st.isInstance(t, other, "Mapping") {
		return copyKeys(other)
	}
	if ok, err := py.HasAttr(t, other, "keys"); err != nil {
		return err
	} else if ok {
		keys, err := py.CallMethod(t, other, "keys", nil, nil)
		if err != nil {
			return err
		}
		return copyKeys(keys)
	}
	return each(t, other, func(pair py.Value) (bool, error) {
		if _, err := py.Iterate(t, pair); err != nil {
			if ex, ok := err.(*py.Exception); ok && ex.Matches(py.TypeErrorType) {
				return false, py.NewTypeError("cannot unpack non-iterable %s object", py.TypeName(pair))
			}
			return false, err
		}
		items, err := collect(t, pair, nil)
		if err != nil {
			return false, err
		}
		kv := items.Items()
		if len(kv) != 2 {
			if len(kv) > 2 {
				return false, py.NewValueError("too many values to unpack (expected 2)")
			}
			return false, py.NewValueError("not enough values to unpack (expected 2, got %d)", len(kv))
		}
		return true, py.SetItem(t, self, kv[0], kv[1])
	})
}

// viewMixins are KeysView's, ItemsView's and ValuesView's __contains__
// and __iter__ over the view's _mapping.
func (st *abcState) viewMixins(name string) []method {
	mapping := func(t *py.Thread, self py.Value) (py.Value, error) { return py.GetAttr(t, self, "_mapping") }
	contains := func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		if err := oneArg("__contains__", args, kwargs); err != nil {
			return nil, err
		}
		mp, err := mapping(t, self)
		if err != nil {
			return nil, err
		}
		switch name {
		case "KeysView":
			ok, err := py.Contains(t, mp, args[0])
			return py.NewBool(ok), err
		case "ItemsView":
			items, err := collect(t, args[0], nil)
			if err != nil {
				return nil, err
			}
			kv := items.Items()
			if len(kv) != 2 {
				return nil, py.NewValueError("not enough values to unpack (expected 2, got %d)", len(kv))
			}
			v, err := py.GetItem(t, mp, kv[0])
			if err != nil {
				if isKeyError(err) {
					return py.False, nil
				}
				return nil, err
			}
			ok, err := same(t, v, kv[1])
			return py.NewBool(ok), err
		}
		found := false
		err = each(t, mp, func(k py.Value) (bool, error) {
			v, err := py.GetItem(t, mp, k)
			if err != nil {
				return false, err
			}
			found, err = same(t, v, args[0])
			return !found, err
		})
		return py.NewBool(found), err
	}
	iter := func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		mp, err := mapping(t, self)
		if err != nil {
			return nil, err
		}
		items, err := collect(t, mp, nil)
		if err != nil {
			return nil, err
		}
		if name != "KeysView" {
			for i, k := range items.Items() {
				v, err := py.GetItem(t, mp, k)
				if err != nil {
					return nil, err
				}
				if name == "ItemsView" {
					v = py.NewTuple([]py.Value{k, v})
				}
				items.Items()[i] = v
			}
		}
		return py.Iterate(t, items)
	}
	return []method{{"__contains__", contains}, {"__iter__", iter}}
}

// seqIter is Sequence.__iter__: self[0], self[1], ... until IndexError.
type seqIter struct {
	seq py.Value
	i   int64
}

// Type returns iterator.
func (*seqIter) Type() *py.Type { return py.SeqIteratorType }

// Next returns the next item, nil at the end.
func (it *seqIter) Next(t *py.Thread) (py.Value, error) {
	if it.seq == nil {
		return nil, nil
	}
	v, err := py.GetItem(t, it.seq, py.NewInt(it.i))
	if err != nil {
		if isIndexError(err) {
			it.seq = nil
			return nil, nil
		}
		return nil, err
	}
	it.i++
	return v, nil
}

// sequenceMixins are Sequence's __iter__, __contains__, __reversed__,
// index and count.
func (st *abcState) sequenceMixins() []method {
	return []method{
		{"__iter__", func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			return &seqIter{seq: self}, nil
		}},
		{"__contains__", func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			if err := oneArg("__contains__", args, kwargs); err != nil {
				return nil, err
			}
			found := false
			err := each(t, self, func(v py.Value) (bool, error) {
				var err error
				found, err = same(t, v, args[0])
				return !found, err
			})
			return py.NewBool(found), err
		}},
		{"__reversed__", func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			n, err := py.Len(t, self)
			if err != nil {
				return nil, err
			}
			// n comes from the class's __len__: charged before the
			// result is made.
			if err := t.Alloc(int64(n) * 16); err != nil {
				return nil, err
			}
			out := make([]py.Value, 0, n)
			for i := n - 1; i >= 0; i-- {
				if err := t.Tick(); err != nil {
					return nil, err
				}
				v, err := py.GetItem(t, self, py.NewInt(int64(i)))
				if err != nil {
					return nil, err
				}
				out = append(out, v)
			}
			return py.Iterate(t, py.NewList(out))
		}},
		{"index", func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			var err error
			if args, err = bind("Sequence.index", args, kwargs, []string{"value", "start", "stop"}, 1); err != nil {
				return nil, err
			}
			n, err := py.Len(t, self)
			if err != nil {
				return nil, err
			}
			start, stop := int64(0), int64(-1)
			if len(args) > 1 && args[1] != py.None {
				if start, err = py.Index(t, args[1]); err != nil {
					return nil, err
				}
				if start < 0 {
					start = max(start+int64(n), 0)
				}
			}
			if len(args) > 2 && args[2] != py.None {
				if stop, err = py.Index(t, args[2]); err != nil {
					return nil, err
				}
				if stop < 0 {
					stop += int64(n)
				}
			}
			for i := start; stop < 0 || i < stop; i++ {
				if err := t.Tick(); err != nil {
					return nil, err
				}
				v, err := py.GetItem(t, self, py.NewInt(i))
				if err != nil {
					if isIndexError(err) {
						break
					}
					return nil, err
				}
				if ok, err := same(t, v, args[0]); err != nil || ok {
					return py.NewInt(i), err
				}
			}
			return nil, py.NewExceptionArgs(py.ValueErrorType)
		}},
		{"count", func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			var err error
			if args, err = bind("Sequence.count", args, kwargs, []string{"value"}, 1); err != nil {
				return nil, err
			}
			n := 0
			err = each(t, self, func(v py.Value) (bool, error) {
				ok, err := same(t, v, args[0])
				if ok {
					n++
				}
				return err == nil, err
			})
			return py.NewInt(int64(n)), err
		}},
	}
}

// mutableSequenceMixins are MutableSequence's append, clear, reverse,
// extend, pop, remove and +=.
func (st *abcState) mutableSequenceMixins() []method {
	length := func(t *py.Thread, self py.Value) (int64, error) {
		n, err := py.Len(t, self)
		return int64(n), err
	}
	pop := func(t *py.Thread, self py.Value, index py.Value) (py.Value, error) {
		v, err := py.GetItem(t, self, index)
		if err != nil {
			return nil, err
		}
		return v, py.DelItem(t, self, index)
	}
	extend := func(t *py.Thread, self, values py.Value) error {
		if values == self {
			list, err := collect(t, values, nil)
			if err != nil {
				return err
			}
			values = list
		}
		return each(t, values, func(v py.Value) (bool, error) {
			_, err := py.CallMethod(t, self, "append", []py.Value{v}, nil)
			return err == nil, err
		})
	}
	return []method{
		{"append", func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			var err error
			if args, err = bind("MutableSequence.append", args, kwargs, []string{"value"}, 1); err != nil {
				return nil, err
			}
			n, err := length(t, self)
			if err != nil {
				return nil, err
			}
			return py.CallMethod(t, self, "insert", []py.Value{py.NewInt(n), args[0]}, nil)
		}},
		{"clear", func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			if err := py.CheckNoArgs("clear", args, kwargs); err != nil {
				return nil, err
			}
			for {
				if err := t.Tick(); err != nil {
					return nil, err
				}
				if _, err := py.CallMethod(t, self, "pop", nil, nil); err != nil {
					if isIndexError(err) {
						return py.None, nil
					}
					return nil, err
				}
			}
		}},
		{"reverse", func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			if err := py.CheckNoArgs("reverse", args, kwargs); err != nil {
				return nil, err
			}
			n, err := length(t, self)
			if err != nil {
				return nil, err
			}
			for i := int64(0); i < n/2; i++ {
				if err := t.Tick(); err != nil {
					return nil, err
				}
				a, b := py.NewInt(i), py.NewInt(n-i-1)
				va, err := py.GetItem(t, self, a)
				if err != nil {
					return nil, err
				}
				vb, err := py.GetItem(t, self, b)
				if err != nil {
					return nil, err
				}
				if err := py.SetItem(t, self, a, vb); err != nil {
					return nil, err
				}
				if err := py.SetItem(t, self, b, va); err != nil {
					return nil, err
				}
			}
			return py.None, nil
		}},
		{"extend", func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			var err error
			if args, err = bind("MutableSequence.extend", args, kwargs, []string{"values"}, 1); err != nil {
				return nil, err
			}
			return py.None, extend(t, self, args[0])
		}},
		{"pop", func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			var err error
			if args, err = bind("MutableSequence.pop", args, kwargs, []string{"index"}, 0); err != nil {
				return nil, err
			}
			index := py.Value(py.NewInt(-1))
			if len(args) == 1 {
				index = args[0]
			}
			return pop(t, self, index)
		}},
		{"remove", func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			var err error
			if args, err = bind("MutableSequence.remove", args, kwargs, []string{"value"}, 1); err != nil {
				return nil, err
			}
			i, err := py.CallMethod(t, self, "index", args, nil)
			if err != nil {
				return nil, err
			}
			return py.None, py.DelItem(t, self, i)
		}},
		{"__iadd__", func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			if err := oneArg("__iadd__", args, kwargs); err != nil {
				return nil, err
			}
			return self, extend(t, self, args[0])
		}},
	}
}
