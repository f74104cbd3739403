package collections

import (
	"github.com/kraitpy/krait/py"
	"github.com/kraitpy/krait/stdlib/internal/pyargs"
)

// newCounter creates the Counter class: a dict subclass mapping elements
// to their counts, where missing elements count zero.
func (m *module) newCounter(t *py.Thread) (*py.Type, error) {
	return newClass(t, classSpec{
		name:  "Counter",
		bases: []*py.Type{py.DictType},
		methods: []method{
			{"__init__", m.counterInit},
			{"__missing__", func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
				if err := py.CheckPositional("__missing__", args, kwargs, 1, 1); err != nil {
					return nil, err
				}
				return zero, nil
			}},
			{"update", m.counterUpdate},
			{"subtract", m.counterSubtract},
			{"total", m.counterTotal},
			{"most_common", m.counterMostCommon},
			{"elements", m.counterElements},
			{"copy", m.counterCopy},
			{"__delitem__", m.counterDelItem},
			{"__repr__", m.counterRepr},
			{"__eq__", m.counterCompare(py.Eq)},
			{"__ne__", m.counterCompare(py.Ne)},
			{"__le__", m.counterCompare(py.Le)},
			{"__lt__", m.counterCompare(py.Lt)},
			{"__ge__", m.counterCompare(py.Ge)},
			{"__gt__", m.counterCompare(py.Gt)},
			{"__add__", m.counterBinary(counterAdd)},
			{"__sub__", m.counterBinary(counterSub)},
			{"__or__", m.counterBinary(counterOr)},
			{"__and__", m.counterBinary(counterAnd)},
			{"__pos__", m.counterUnary(false)},
			{"__neg__", m.counterUnary(true)},
			{"__iadd__", m.counterInPlace(py.Add)},
			{"__isub__", m.counterInPlace(py.Sub)},
			{"__ior__", m.counterInPlace(py.Or)},
			{"__iand__", m.counterInPlace(py.And)},
		},
		classes: []method{
			{"fromkeys", func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
				return nil, py.NewNotImplementedError("Counter.fromkeys() is undefined.  Use Counter(iterable) instead.")
			}},
		},
	})
}

// counterInit is Counter(iterable=None, /, **kwds).
func (m *module) counterInit(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	if len(args) > 1 {
		return nil, py.NewTypeError("Counter.__init__() takes from 1 to 2 positional arguments but %d were given", len(args)+1)
	}
	return m.counterCount(t, self, args, kwargs, py.Add)
}

// counterUpdate is Counter.update(iterable=None, /, **kwds): counts are
// added, not replaced.
func (m *module) counterUpdate(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	if len(args) > 1 {
		return nil, py.NewTypeError("Counter.update() takes from 1 to 2 positional arguments but %d were given", len(args)+1)
	}
	return m.counterCount(t, self, args, kwargs, py.Add)
}

// counterSubtract is Counter.subtract(iterable=None, /, **kwds).
func (m *module) counterSubtract(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	if len(args) > 1 {
		return nil, py.NewTypeError("Counter.subtract() takes from 1 to 2 positional arguments but %d were given", len(args)+1)
	}
	return m.counterCount(t, self, args, kwargs, py.Sub)
}

// counterCount adds (op Add) or subtracts (op Sub) the counts of a
// mapping, or one per element of an iterable, then of the keyword
// arguments.
func (m *module) counterCount(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg, op py.BinaryOp) (py.Value, error) {
	if len(args) == 1 && args[0] != py.None {
		src := args[0]
		if m.isMapping(src) {
			d := dictOf(self)
			if op == py.Add && d != nil && d.Len() == 0 && dictOf(src) != nil {
				// An empty counter takes a mapping's counts as they are
				// (dict.update), as CPython does.
				if err := py.DictUpdate(t, d, src); err != nil {
					return nil, err
				}
			} else {
				pairs, err := items(t, src)
				if err != nil {
					return nil, err
				}
				for _, kv := range pairs {
					if err := m.counterAddTo(t, self, kv[0], kv[1], op); err != nil {
						return nil, err
					}
				}
			}
		} else {
			it, err := py.Iterate(t, src)
			if err != nil {
				return nil, err
			}
			for {
				elem, err := it.Next(t)
				if err != nil {
					return nil, err
				}
				if elem == nil {
					break
				}
				if err := m.counterAddTo(t, self, elem, one, op); err != nil {
					return nil, err
				}
			}
		}
	}
	for _, kw := range kwargs {
		if err := m.counterAddTo(t, self, py.NewStr(kw.Name), kw.Value, op); err != nil {
			return nil, err
		}
	}
	return py.None, nil
}

// counterAddTo does self[elem] = self.get(elem, 0) op n.
func (m *module) counterAddTo(t *py.Thread, self, elem, n py.Value, op py.BinaryOp) error {
	if err := t.Tick(); err != nil {
		return err
	}
	var old py.Value = zero
	if d := dictOf(self); d != nil && self.Type() == m.counter {
		v, ok, err := d.Get(t, elem)
		if err != nil {
			return err
		}
		if ok {
			old = v
		}
		sum, err := py.Binary(t, op, old, n)
		if err != nil {
			return err
		}
		return d.Set(t, elem, sum)
	}
	old, err := py.CallMethod(t, self, "get", []py.Value{elem, zero}, nil)
	if err != nil {
		return err
	}
	sum, err := py.Binary(t, op, old, n)
	if err != nil {
		return err
	}
	return py.SetItem(t, self, elem, sum)
}

// counterTotal is Counter.total(): the sum of the counts.
func (m *module) counterTotal(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	if err := py.CheckNoArgs("Counter.total", args, kwargs); err != nil {
		return nil, err
	}
	var sum py.Value = zero
	values := dictOf(self).Values()
	if err := t.Charge(int64(len(values))); err != nil {
		return nil, err
	}
	for _, v := range values {
		var err error
		if sum, err = py.Binary(t, py.Add, sum, v); err != nil {
			return nil, err
		}
	}
	return sum, nil
}

// sortedByCount returns the (elem, count) pairs ordered by decreasing
// count, elements of equal count in insertion order.
func sortedByCount(t *py.Thread, d *py.Dict) (*py.List, error) {
	pairs := d.Items()
	if err := t.Alloc(int64(len(pairs)) * 64); err != nil {
		return nil, err
	}
	tuples := make([]py.Value, len(pairs))
	for i, kv := range pairs {
		tuples[i] = py.NewTuple([]py.Value{kv[0], kv[1]})
	}
	l := py.NewList(tuples)
	key := py.NewBuiltin("<lambda>", func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		return args[0].(*py.Tuple).Items()[1], nil
	})
	if err := py.SortList(t, l, key, true); err != nil {
		return nil, err
	}
	return l, nil
}

// counterMostCommon is Counter.most_common(n=None).
func (m *module) counterMostCommon(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	var n py.Value = py.None
	if err := py.UnpackArgs("most_common", args, kwargs, []string{"n"}, 0, &n); err != nil {
		return nil, err
	}
	l, err := sortedByCount(t, dictOf(self))
	if err != nil {
		return nil, err
	}
	if n == py.None {
		return l, nil
	}
	k, err := pyargs.ClampIndex(t, n)
	if err != nil {
		return nil, err
	}
	all := l.Items()
	if k < 0 {
		k = 0
	}
	if k < int64(len(all)) {
		all = all[:k]
	}
	return py.NewList(append([]py.Value(nil), all...)), nil
}

// counterElements is Counter.elements(): each element repeated as many
// times as its count, lazily, in insertion order.
func (m *module) counterElements(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	if err := py.CheckNoArgs("Counter.elements", args, kwargs); err != nil {
		return nil, err
	}
	return &elementsIter{pairs: dictOf(self).Items()}, nil
}

// elementsIter is the iterator Counter.elements returns.
type elementsIter struct {
	pairs [][2]py.Value
	left  int64 // repetitions left of pairs[0]
	begun bool  // whether left belongs to pairs[0]
}

// Type returns the iterator's type (itertools.chain in CPython).
func (*elementsIter) Type() *py.Type { return elementsIterType }

// elementsIterType is the type of Counter.elements() iterators.
var elementsIterType = func() *py.Type {
	t := py.NewBuiltinType("chain", py.ObjectType)
	t.Module = "itertools"
	return t
}()

// Next returns the next element.
func (it *elementsIter) Next(t *py.Thread) (py.Value, error) {
	if err := t.Tick(); err != nil {
		return nil, err
	}
	for len(it.pairs) > 0 {
		if !it.begun {
			n, err := py.Index(t, it.pairs[0][1])
			if err != nil {
				return nil, err
			}
			it.left, it.begun = n, true
		}
		if it.left > 0 {
			it.left--
			return it.pairs[0][0], nil
		}
		it.pairs, it.begun = it.pairs[1:], false
	}
	return nil, nil
}

// counterCopy is Counter.copy(): self.__class__(self).
func (m *module) counterCopy(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	if err := py.CheckNoArgs("Counter.copy", args, kwargs); err != nil {
		return nil, err
	}
	return py.Call(t, self.Type(), []py.Value{self}, nil)
}

// counterDelItem is del c[elem], which ignores missing elements.
func (m *module) counterDelItem(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	if err := py.CheckPositional("__delitem__", args, kwargs, 1, 1); err != nil {
		return nil, err
	}
	if _, _, err := dictOf(self).Delete(t, args[0]); err != nil {
		return nil, err
	}
	return py.None, nil
}

// counterRepr is repr(c): Counter({'a': 2, 'b': 1}), most common first.
func (m *module) counterRepr(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	name := self.Type().Name
	d := dictOf(self)
	if d.Len() == 0 {
		return py.NewStr(name + "()"), nil
	}
	var shown py.Value = d
	if l, err := sortedByCount(t, d); err == nil {
		nd := py.NewDictSized(d.Len())
		for _, it := range l.Items() {
			kv := it.(*py.Tuple).Items()
			if err := nd.Set(t, kv[0], kv[1]); err != nil {
				return nil, err
			}
		}
		shown = nd
	} else if ex, ok := err.(*py.Exception); !ok || !ex.Matches(py.TypeErrorType) {
		return nil, err
	} else {
		// Counts that cannot be ordered are shown in insertion order.
		nd, err := d.Copy(t)
		if err != nil {
			return nil, err
		}
		shown = nd
	}
	r, err := py.Repr(t, shown)
	if err != nil {
		return nil, err
	}
	return py.NewStr(name + "(" + r + ")"), nil
}

// counterGet returns c[elem] for a counter: its count, zero when absent.
func counterGet(t *py.Thread, c py.Value, elem py.Value) (py.Value, error) {
	return py.GetItem(t, c, elem)
}

// counterCompare implements the rich comparisons of counters as
// multisets: missing elements count zero.
func (m *module) counterCompare(op py.CompareOp) py.BuiltinFunc {
	return func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		if err := py.CheckPositional("__eq__", args, kwargs, 1, 1); err != nil {
			return nil, err
		}
		other := args[0]
		if !other.Type().IsSubtype(m.counter) {
			return py.NotImplemented, nil
		}
		switch op {
		case py.Eq, py.Ne:
			eq, err := counterAll(t, self, other, py.Eq)
			if err != nil {
				return nil, err
			}
			return py.NewBool(eq == (op == py.Eq)), nil
		case py.Le:
			r, err := counterAll(t, self, other, py.Le)
			return py.NewBool(r), err
		case py.Ge:
			r, err := counterAll(t, self, other, py.Ge)
			return py.NewBool(r), err
		case py.Lt, py.Gt:
			base := py.Le
			if op == py.Gt {
				base = py.Ge
			}
			r, err := counterAll(t, self, other, base)
			if err != nil || !r {
				return py.NewBool(false), err
			}
			eq, err := counterAll(t, self, other, py.Eq)
			return py.NewBool(!eq), err
		}
		return py.NotImplemented, nil
	}
}

// counterAll reports whether self[e] op other[e] for every element e of
// either counter.
func counterAll(t *py.Thread, self, other py.Value, op py.CompareOp) (bool, error) {
	for _, c := range []py.Value{self, other} {
		keys := dictOf(c).Keys()
		if err := t.Charge(int64(len(keys))); err != nil {
			return false, err
		}
		for _, e := range keys {
			a, err := counterGet(t, self, e)
			if err != nil {
				return false, err
			}
			b, err := counterGet(t, other, e)
			if err != nil {
				return false, err
			}
			ok, err := py.CompareBool(t, op, a, b)
			if err != nil || !ok {
				return false, err
			}
		}
	}
	return true, nil
}

// counterOp combines two counters into a new Counter.
type counterOp func(t *py.Thread, m *module, result *py.Dict, self, other py.Value) error

// counterBinary implements + - | & between counters.
func (m *module) counterBinary(op counterOp) py.BuiltinFunc {
	return func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		if err := py.CheckPositional("__add__", args, kwargs, 1, 1); err != nil {
			return nil, err
		}
		other := args[0]
		if !other.Type().IsSubtype(m.counter) {
			return py.NotImplemented, nil
		}
		result, err := py.Call(t, m.counter, nil, nil)
		if err != nil {
			return nil, err
		}
		if err := op(t, m, dictOf(result), self, other); err != nil {
			return nil, err
		}
		return result, nil
	}
}

// positive reports whether v > 0.
func positive(t *py.Thread, v py.Value) (bool, error) {
	return py.CompareBool(t, py.Gt, v, zero)
}

// addMissing copies to result the elements of other absent from self:
// those with a positive count, or (negate) those with a negative count,
// negated.
func addMissing(t *py.Thread, result *py.Dict, self, other py.Value, negate bool) error {
	sd := dictOf(self)
	pairs := dictOf(other).Items()
	if err := t.Charge(int64(len(pairs))); err != nil {
		return err
	}
	for _, kv := range pairs {
		_, in, err := sd.Get(t, kv[0])
		if err != nil {
			return err
		}
		if in {
			continue
		}
		count := kv[1]
		if negate {
			neg, err := py.CompareBool(t, py.Lt, count, zero)
			if err != nil {
				return err
			}
			if !neg {
				continue
			}
			if count, err = py.Binary(t, py.Sub, zero, count); err != nil {
				return err
			}
		} else if ok, err := positive(t, count); err != nil {
			return err
		} else if !ok {
			continue
		}
		if err := result.Set(t, kv[0], count); err != nil {
			return err
		}
	}
	return nil
}

// combineSelf sets result[e] = f(self[e], other[e]) for every element of
// self where that is positive.
func combineSelf(t *py.Thread, result *py.Dict, self, other py.Value, f func(a, b py.Value) (py.Value, error)) error {
	pairs := dictOf(self).Items()
	if err := t.Charge(int64(len(pairs))); err != nil {
		return err
	}
	for _, kv := range pairs {
		b, err := counterGet(t, other, kv[0])
		if err != nil {
			return err
		}
		n, err := f(kv[1], b)
		if err != nil {
			return err
		}
		ok, err := positive(t, n)
		if err != nil {
			return err
		}
		if ok {
			if err := result.Set(t, kv[0], n); err != nil {
				return err
			}
		}
	}
	return nil
}

func counterAdd(t *py.Thread, m *module, result *py.Dict, self, other py.Value) error {
	if err := combineSelf(t, result, self, other, func(a, b py.Value) (py.Value, error) { return py.Binary(t, py.Add, a, b) }); err != nil {
		return err
	}
	return addMissing(t, result, self, other, false)
}

func counterSub(t *py.Thread, m *module, result *py.Dict, self, other py.Value) error {
	if err := combineSelf(t, result, self, other, func(a, b py.Value) (py.Value, error) { return py.Binary(t, py.Sub, a, b) }); err != nil {
		return err
	}
	return addMissing(t, result, self, other, true)
}

// maxOf returns b if a < b else a; minOf returns a if a < b else b.
func maxOf(t *py.Thread, a, b py.Value) (py.Value, error) {
	lt, err := py.CompareBool(t, py.Lt, a, b)
	if lt {
		return b, err
	}
	return a, err
}

func minOf(t *py.Thread, a, b py.Value) (py.Value, error) {
	lt, err := py.CompareBool(t, py.Lt, a, b)
	if lt {
		return a, err
	}
	return b, err
}

func counterOr(t *py.Thread, m *module, result *py.Dict, self, other py.Value) error {
	if err := combineSelf(t, result, self, other, func(a, b py.Value) (py.Value, error) { return maxOf(t, a, b) }); err != nil {
		return err
	}
	return addMissing(t, result, self, other, false)
}

func counterAnd(t *py.Thread, m *module, result *py.Dict, self, other py.Value) error {
	return combineSelf(t, result, self, other, func(a, b py.Value) (py.Value, error) { return minOf(t, a, b) })
}

// counterUnary implements +c (positive counts) and -c (negated negative
// counts).
func (m *module) counterUnary(negate bool) py.BuiltinFunc {
	return func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		result, err := py.Call(t, m.counter, nil, nil)
		if err != nil {
			return nil, err
		}
		rd := dictOf(result)
		pairs := dictOf(self).Items()
		if err := t.Charge(int64(len(pairs))); err != nil {
			return nil, err
		}
		for _, kv := range pairs {
			count := kv[1]
			if negate {
				neg, err := py.CompareBool(t, py.Lt, count, zero)
				if err != nil {
					return nil, err
				}
				if !neg {
					continue
				}
				if count, err = py.Binary(t, py.Sub, zero, count); err != nil {
					return nil, err
				}
			} else if ok, err := positive(t, count); err != nil {
				return nil, err
			} else if !ok {
				continue
			}
			if err := rd.Set(t, kv[0], count); err != nil {
				return nil, err
			}
		}
		return result, nil
	}
}

// counterInPlace implements += -= |= &= : self is updated with other's
// counts, then non-positive counts are dropped.
func (m *module) counterInPlace(op py.BinaryOp) py.BuiltinFunc {
	return func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		if err := py.CheckPositional("__iadd__", args, kwargs, 1, 1); err != nil {
			return nil, err
		}
		other := args[0]
		switch op {
		case py.Add, py.Sub:
			pairs, err := items(t, other)
			if err != nil {
				return nil, err
			}
			for _, kv := range pairs {
				cur, err := counterGet(t, self, kv[0])
				if err != nil {
					return nil, err
				}
				n, err := py.Binary(t, op, cur, kv[1])
				if err != nil {
					return nil, err
				}
				if err := py.SetItem(t, self, kv[0], n); err != nil {
					return nil, err
				}
			}
		case py.Or:
			pairs, err := items(t, other)
			if err != nil {
				return nil, err
			}
			for _, kv := range pairs {
				cur, err := counterGet(t, self, kv[0])
				if err != nil {
					return nil, err
				}
				gt, err := py.CompareBool(t, py.Gt, kv[1], cur)
				if err != nil {
					return nil, err
				}
				if gt {
					if err := py.SetItem(t, self, kv[0], kv[1]); err != nil {
						return nil, err
					}
				}
			}
		case py.And:
			pairs := dictOf(self).Items()
			if err := t.Charge(int64(len(pairs))); err != nil {
				return nil, err
			}
			for _, kv := range pairs {
				oc, err := counterGet(t, other, kv[0])
				if err != nil {
					return nil, err
				}
				lt, err := py.CompareBool(t, py.Lt, oc, kv[1])
				if err != nil {
					return nil, err
				}
				if lt {
					if err := py.SetItem(t, self, kv[0], oc); err != nil {
						return nil, err
					}
				}
			}
		}
		d := dictOf(self)
		pairs := d.Items()
		if err := t.Charge(int64(len(pairs))); err != nil {
			return nil, err
		}
		for _, kv := range pairs {
			ok, err := positive(t, kv[1])
			if err != nil {
				return nil, err
			}
			if !ok {
				if err := py.DelItem(t, self, kv[0]); err != nil {
					return nil, err
				}
			}
		}
		return self, nil
	}
}
