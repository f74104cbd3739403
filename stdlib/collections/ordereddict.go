package collections

import (
	"github.com/kraitpy/krait/py"
)

// newOrderedDict creates the OrderedDict class: a dict that can reorder
// its items and whose equality with another OrderedDict is
// order-sensitive.
func (m *module) newOrderedDict(t *py.Thread) (*py.Type, error) {
	return newClass(t, classSpec{
		name:   "OrderedDict",
		tpName: "collections.OrderedDict",
		bases:  []*py.Type{py.DictType},
		methods: []method{
			{"__init__", orderedInit},
			{"move_to_end", orderedMoveToEnd},
			{"popitem", orderedPopItem},
			{"__repr__", m.orderedRepr},
			{"__eq__", m.orderedEq(false)},
			{"__ne__", m.orderedEq(true)},
			{"copy", orderedCopy},
			{"__copy__", orderedCopy},
			{"__reversed__", orderedReversed},
			{"keys", m.orderedView("keys")},
			{"values", m.orderedView("values")},
			{"items", m.orderedView("items")},
			{"__or__", orderedOr(false)},
			{"__ror__", orderedOr(true)},
		},
		classes: []method{
			{"fromkeys", orderedFromKeys},
		},
	})
}

// orderedInit is OrderedDict(other=(), /, **kwds).
func orderedInit(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	if len(args) > 1 {
		return nil, py.NewTypeError("expected at most 1 arguments, got %d", len(args))
	}
	return py.None, updateDict(t, dictOf(self), args, kwargs)
}

// orderedMoveToEnd is od.move_to_end(key, last=True).
func orderedMoveToEnd(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	var key, last py.Value = nil, py.True
	if err := py.UnpackArgs("move_to_end", args, kwargs, []string{"key", "last"}, 1, &key, &last); err != nil {
		return nil, err
	}
	atEnd, err := py.Truth(t, last)
	if err != nil {
		return nil, err
	}
	d := dictOf(self)
	v, ok, err := d.Delete(t, key)
	if err != nil {
		return nil, err
	}
	if !ok {
		return nil, py.NewKeyError(key)
	}
	if atEnd {
		return py.None, d.Set(t, key, v)
	}
	rest := d.Items()
	if err := t.Charge(int64(len(rest))); err != nil {
		return nil, err
	}
	d.Clear()
	if err := d.Set(t, key, v); err != nil {
		return nil, err
	}
	for _, kv := range rest {
		if err := d.Set(t, kv[0], kv[1]); err != nil {
			return nil, err
		}
	}
	return py.None, nil
}

// orderedPopItem is od.popitem(last=True).
func orderedPopItem(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	var last py.Value = py.True
	if err := py.UnpackArgs("popitem", args, kwargs, []string{"last"}, 0, &last); err != nil {
		return nil, err
	}
	atEnd, err := py.Truth(t, last)
	if err != nil {
		return nil, err
	}
	d := dictOf(self)
	if d.Len() == 0 {
		return nil, py.NewExceptionArgs(py.KeyErrorType, py.NewStr("dictionary is empty"))
	}
	if atEnd {
		key, v, _ := d.PopLast()
		return py.NewTuple([]py.Value{key, v}), nil
	}
	if err := t.Tick(); err != nil {
		return nil, err
	}
	var key py.Value
	d.Range(func(k, _ py.Value) bool { key = k; return false })
	v, _, err := d.Delete(t, key)
	if err != nil {
		return nil, err
	}
	return py.NewTuple([]py.Value{key, v}), nil
}

// orderedRepr is repr(od): OrderedDict([('a', 1), ('b', 2)]).
func (m *module) orderedRepr(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	if !t.ReprEnter(self) {
		return py.NewStr("..."), nil
	}
	defer t.ReprLeave()
	name := self.Type().Name
	d := dictOf(self)
	if d.Len() == 0 {
		return py.NewStr(name + "()"), nil
	}
	pairs := d.Items()
	if err := t.Alloc(int64(len(pairs)) * 48); err != nil {
		return nil, err
	}
	tuples := make([]py.Value, len(pairs))
	for i, kv := range pairs {
		tuples[i] = py.NewTuple([]py.Value{kv[0], kv[1]})
	}
	r, err := py.Repr(t, py.NewList(tuples))
	if err != nil {
		return nil, err
	}
	return py.NewStr(name + "(" + r + ")"), nil
}

// orderedEq is == and != : order matters only between two OrderedDicts.
func (m *module) orderedEq(negate bool) py.BuiltinFunc {
	return func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		if err := py.CheckPositional("__eq__", args, kwargs, 1, 1); err != nil {
			return nil, err
		}
		other := args[0]
		od := dictOf(other)
		if od == nil {
			return py.NotImplemented, nil
		}
		sd := dictOf(self)
		eq, err := py.Equal(t, sd, od)
		if err != nil {
			return nil, err
		}
		if eq && other.Type().IsSubtype(m.ordered) {
			ka, kb := sd.Keys(), od.Keys()
			if err := t.Charge(int64(len(ka))); err != nil {
				return nil, err
			}
			for i := range ka {
				same, err := py.Equal(t, ka[i], kb[i])
				if err != nil {
					return nil, err
				}
				if !same {
					eq = false
					break
				}
			}
		}
		return py.NewBool(eq != negate), nil
	}
}

// orderedCopy is od.copy(): self.__class__(self).
func orderedCopy(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	if err := py.CheckNoArgs("copy", args, kwargs); err != nil {
		return nil, err
	}
	return py.Call(t, self.Type(), []py.Value{self}, nil)
}

// orderedReversed is reversed(od): the keys, last first.
func orderedReversed(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	return py.Reversed(t, dictOf(self))
}

// orderedFromKeys is OrderedDict.fromkeys(iterable, value=None).
func orderedFromKeys(t *py.Thread, cls py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	if len(args) == 0 && len(kwargs) == 0 {
		return nil, py.NewTypeError("fromkeys() missing required argument 'iterable' (pos 1)")
	}
	var iterable, value py.Value = nil, py.None
	if err := py.UnpackArgs("fromkeys", args, kwargs, []string{"iterable", "value"}, 1, &iterable, &value); err != nil {
		return nil, err
	}
	r, err := py.Call(t, cls, nil, nil)
	if err != nil {
		return nil, err
	}
	keys, err := py.Items(t, iterable)
	if err != nil {
		return nil, err
	}
	for _, k := range keys {
		if err := py.SetItem(t, r, k, value); err != nil {
			return nil, err
		}
	}
	return r, nil
}

// orderedOr is od | other (and other | od): a new OrderedDict of the
// left operand's items updated with the right's.
func orderedOr(reflected bool) py.BuiltinFunc {
	return func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		return dictOr(t, self, args, kwargs, reflected, func(left py.Value) (py.Value, error) {
			return py.Call(t, self.Type(), []py.Value{left}, nil)
		})
	}
}

// updateDict is the update of a dict subclass's __init__(other=(), /,
// **kwds) once its arity is checked: other's items, then the keywords.
func updateDict(t *py.Thread, d *py.Dict, args []py.Value, kwargs []py.Kwarg) error {
	if len(args) == 1 {
		if err := py.DictUpdate(t, d, args[0]); err != nil {
			return err
		}
	}
	for _, kw := range kwargs {
		if err := d.Set(t, py.NewStr(kw.Name), kw.Value); err != nil {
			return err
		}
	}
	return nil
}

// dictOr is self | other (reflected: other | self) of a dict subclass:
// NotImplemented unless other is a dict, else a copy of the left operand
// made by copyLeft, updated with the right one.
func dictOr(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg, reflected bool, copyLeft func(left py.Value) (py.Value, error)) (py.Value, error) {
	if err := py.CheckPositional("__or__", args, kwargs, 1, 1); err != nil {
		return nil, err
	}
	other := args[0]
	if dictOf(other) == nil {
		return py.NotImplemented, nil
	}
	left, right := self, other
	if reflected {
		left, right = other, self
	}
	r, err := copyLeft(left)
	if err != nil {
		return nil, err
	}
	if err := py.DictUpdate(t, dictOf(r), dictOf(right)); err != nil {
		return nil, err
	}
	return r, nil
}
