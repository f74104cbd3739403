package py

import (
	"math"
	"math/big"
)

// Range is a Python range object. A range whose start, stop and step fit
// in an int64 and whose length fits in an int (nearly every range) is held
// unboxed in Start, Stop and Step; any other keeps exact ints in big, as
// CPython's range keeps PyLongs, and then Start, Stop and Step are unused.
type Range struct {
	Start, Stop, Step int64
	big               *bigRange
}

// bigRange is a range beyond int64: its bounds and its length.
type bigRange struct {
	start, stop, step, length *big.Int
}

// Type returns range.
func (*Range) Type() *Type { return RangeType }

// NewRange returns range(start, stop, step); step must not be zero.
func NewRange(start, stop, step int64) *Range {
	r := &Range{Start: start, Stop: stop, Step: step}
	if r.len64() > math.MaxInt {
		return r.boxed()
	}
	return r
}

// boxed is an unboxed range with more than MaxInt items as a big range.
func (r *Range) boxed() *Range {
	return newBigRange(big.NewInt(r.Start), big.NewInt(r.Stop), big.NewInt(r.Step))
}

// newBigRange returns range(start, stop, step) for exact ints (step not
// zero), unboxed when it fits. It takes ownership of its arguments.
func newBigRange(start, stop, step *big.Int) *Range {
	length := bigRangeLength(start, stop, step)
	if start.IsInt64() && stop.IsInt64() && step.IsInt64() && length.IsInt64() && length.Int64() <= math.MaxInt {
		return &Range{Start: start.Int64(), Stop: stop.Int64(), Step: step.Int64()}
	}
	return &Range{big: &bigRange{start: start, stop: stop, step: step, length: length}}
}

// bigRangeLength is CPython's compute_range_length.
func bigRangeLength(start, stop, step *big.Int) *big.Int {
	lo, hi, st := start, stop, step
	if step.Sign() < 0 {
		lo, hi, st = stop, start, new(big.Int).Neg(step)
	}
	if lo.Cmp(hi) >= 0 {
		return new(big.Int)
	}
	n := new(big.Int).Sub(hi, lo)
	n.Sub(n, bigOne)
	n.Quo(n, st)
	return n.Add(n, bigOne)
}

var bigOne = big.NewInt(1)

// len64 is the length of an unboxed range as a uint64 (it may exceed int).
func (r *Range) len64() uint64 {
	if r.Step > 0 {
		if r.Start < r.Stop {
			return (uint64(r.Stop)-uint64(r.Start)-1)/uint64(r.Step) + 1
		}
	} else if r.Start > r.Stop {
		return (uint64(r.Start)-uint64(r.Stop)-1)/(-uint64(r.Step)) + 1
	}
	return 0
}

// Len returns the number of elements, saturated at the largest int for
// ranges longer than that (len() of such a range is an OverflowError).
func (r *Range) Len() int {
	if r.big == nil {
		return int(r.len64())
	}
	return r.big.len()
}

// len is the length, saturated at MaxInt.
func (b *bigRange) len() int {
	if n := b.length; n.IsInt64() && n.Int64() <= math.MaxInt {
		return int(n.Int64())
	}
	return math.MaxInt
}

// length is len(r): CPython's OverflowError when it does not fit an index.
func (r *Range) length() (int, error) {
	if r.big != nil && r.big.length.Cmp(big.NewInt(math.MaxInt)) > 0 {
		return 0, NewOverflowError("Python int too large to convert to C ssize_t")
	}
	return r.Len(), nil
}

// LengthHintOverflow is the OverflowError CPython's length hint raises
// before collecting a range, or what is left of a range iterator, of more
// than sys.maxsize items (list(range(2**64)), [*r], a, *b = r); nil for
// any other value.
func LengthHintOverflow(v Value) error {
	switch x := v.(type) {
	case *Range:
		_, err := x.length()
		return err
	case *longRangeIterator:
		if x.left.Cmp(big.NewInt(math.MaxInt)) > 0 {
			return NewOverflowError("Python int too large to convert to C ssize_t")
		}
	}
	return nil
}

// At returns the i-th element (0 <= i < Len) of an unboxed range.
func (r *Range) At(i int) int64 { return r.Start + int64(i)*r.Step }

// bounds returns start, stop, step and length as exact ints; the caller
// must not modify them.
func (r *Range) bounds() (start, stop, step, length *big.Int) {
	if b := r.big; b != nil {
		return b.start, b.stop, b.step, b.length
	}
	n := new(big.Int).SetUint64(r.len64())
	return big.NewInt(r.Start), big.NewInt(r.Stop), big.NewInt(r.Step), n
}

// startValue, stopValue and stepValue are the start, stop and step
// attributes.
func (r *Range) startValue() Value {
	if r.big != nil {
		return NewBigInt(r.big.start)
	}
	return NewInt(r.Start)
}

func (r *Range) stopValue() Value {
	if r.big != nil {
		return NewBigInt(r.big.stop)
	}
	return NewInt(r.Stop)
}

func (r *Range) stepValue() Value {
	if r.big != nil {
		return NewBigInt(r.big.step)
	}
	return NewInt(r.Step)
}

// rangeIterator iterates over an unboxed range without allocating per
// item (small ints are cached). The sums wrap around harmlessly past the
// last item.
type rangeIterator struct {
	next, step int64
	left       int
}

// Type returns range_iterator.
func (*rangeIterator) Type() *Type { return RangeIteratorType }

// longIntRangeIterator is a rangeIterator where CPython, fearing overflow
// of its C longs, iterates with a longrange_iterator: only the type's name
// differs.
type longIntRangeIterator struct{ rangeIterator }

// Type returns longrange_iterator.
func (*longIntRangeIterator) Type() *Type { return LongRangeIteratorType }

// Next returns the next element.
func (it *rangeIterator) Next(t *Thread) (Value, error) {
	if it.left <= 0 {
		return nil, nil
	}
	v := it.next
	it.next += it.step
	it.left--
	return NewInt(v), nil
}

// longRangeIterator iterates over a range with exact ints.
type longRangeIterator struct {
	next, step, left *big.Int
}

// Type returns longrange_iterator.
func (*longRangeIterator) Type() *Type { return LongRangeIteratorType }

// Next returns the next element.
func (it *longRangeIterator) Next(t *Thread) (Value, error) {
	if it.left.Sign() <= 0 {
		return nil, nil
	}
	v := NewBigInt(new(big.Int).Set(it.next))
	it.next.Add(it.next, it.step)
	it.left.Sub(it.left, bigOne)
	return v, nil
}

// iterator is iter(r), CPython's range_iter.
func (r *Range) iterator() Iterator {
	if r.big == nil && -1<<62 < r.Stop && r.Stop < 1<<62 && -1<<62 < r.Step && r.Step < 1<<62 {
		// Far from the int64 limits: CPython's range_iterator.
		return &rangeIterator{next: r.Start, step: r.Step, left: int(r.len64())}
	}
	return r.longIterator()
}

// longIterator is iter(r) near or beyond the int64 limits. CPython, fearing
// for its C longs, iterates with a longrange_iterator when the length or
// start + length*step may not fit in one.
func (r *Range) longIterator() Iterator {
	if r.big == nil {
		n := r.len64()
		it := rangeIterator{next: r.Start, step: r.Step, left: int(n)}
		if n > 0 && (r.Step > 0 && r.Stop > math.MaxInt64-(r.Step-1) ||
			r.Step < 0 && r.Stop < math.MinInt64+(-1-r.Step)) {
			return &longIntRangeIterator{it}
		}
		return &it
	}
	b := r.big
	return &longRangeIterator{next: new(big.Int).Set(b.start), step: b.step, left: new(big.Int).Set(b.length)}
}

// reversedIterator is reversed(r), CPython's range_reverse.
func (r *Range) reversedIterator() Iterator {
	if r.big == nil {
		n := r.Len()
		last := r.Start + int64(n-1)*r.Step
		it := rangeIterator{next: last, step: -r.Step, left: n}
		if r.Step == math.MinInt64 || r.Step > 0 && r.Start < math.MinInt64+r.Step ||
			r.Step < 0 && r.Start > math.MaxInt64+r.Step {
			return &longIntRangeIterator{it}
		}
		return &it
	}
	b := r.big
	last := new(big.Int).Sub(b.length, bigOne)
	last.Mul(last, b.step).Add(last, b.start)
	return &longRangeIterator{next: last, step: new(big.Int).Neg(b.step), left: new(big.Int).Set(b.length)}
}

// rangeRepr renders range(a, b) or range(a, b, c); big bounds are ints'
// reprs, with their digit limit.
func rangeRepr(t *Thread, r *Range) (string, error) {
	if r.big != nil {
		s := "range("
		parts := []Value{r.startValue(), r.stopValue()}
		if r.big.step.Cmp(bigOne) != 0 {
			parts = append(parts, r.stepValue())
		}
		for i, v := range parts {
			text, err := Repr(t, v)
			if err != nil {
				return "", err
			}
			if i > 0 {
				s += ", "
			}
			s += text
		}
		return s + ")", nil
	}
	if r.Step == 1 {
		return "range(" + itoa(r.Start) + ", " + itoa(r.Stop) + ")", nil
	}
	return "range(" + itoa(r.Start) + ", " + itoa(r.Stop) + ", " + itoa(r.Step) + ")", nil
}

// rangeContains is `x in range`: O(1) for ints and bools (CPython's
// range_contains_long), else a search by iteration.
func rangeContains(t *Thread, r *Range, item Value) (bool, error) {
	if pos, isInt := rangeIntPos(r, item); isInt {
		return pos != nil, nil
	}
	_, found, err := rangeSearch(t, r, item, false)
	return found > 0, err
}

// rangeIntPos returns the position of an int or bool item in r (nil when
// it is not there); isInt is false for any other item, which range
// compares by iteration (CPython's PyLong_CheckExact || PyBool_Check).
func rangeIntPos(r *Range, item Value) (pos Value, isInt bool) {
	var v int64
	switch x := item.(type) {
	case Int:
		v = int64(x)
	case Bool:
		if x {
			v = 1
		}
	case *BigInt:
		return rangeBigPos(r, &x.v), true
	default:
		return nil, false
	}
	if r.big != nil {
		return rangeBigPos(r, big.NewInt(v)), true
	}
	if r.Step > 0 {
		if v < r.Start || v >= r.Stop {
			return nil, true
		}
	} else if v > r.Start || v <= r.Stop {
		return nil, true
	}
	// v - Start may not fit an int64 (range(-2**63, 2**63-1)).
	d := uint64(v) - uint64(r.Start)
	if r.Step > 0 {
		if d%uint64(r.Step) != 0 {
			return nil, true
		}
		return NewInt(int64(d / uint64(r.Step))), true
	}
	d = -d
	if d%(-uint64(r.Step)) != 0 {
		return nil, true
	}
	return NewInt(int64(d / (-uint64(r.Step)))), true
}

// rangeBigPos is rangeIntPos with exact ints.
func rangeBigPos(r *Range, v *big.Int) Value {
	start, stop, step, _ := r.bounds()
	if step.Sign() > 0 {
		if v.Cmp(start) < 0 || v.Cmp(stop) >= 0 {
			return nil
		}
	} else if v.Cmp(start) > 0 || v.Cmp(stop) <= 0 {
		return nil
	}
	q, m := new(big.Int).DivMod(new(big.Int).Sub(v, start), step, new(big.Int))
	if m.Sign() != 0 {
		return nil
	}
	return NewBigInt(q)
}

// rangeSearch is CPython's _PySequence_IterSearch over a range: the first
// index of item, or (count) how many elements equal it.
func rangeSearch(t *Thread, r *Range, item Value, count bool) (index int64, found int64, err error) {
	it := r.iterator()
	for i := int64(0); ; i++ {
		v, err := it.Next(t)
		if err != nil || v == nil {
			return -1, found, err
		}
		if err := tick(t); err != nil {
			return -1, found, err
		}
		eq, err := Equal(t, v, item)
		if err != nil {
			return -1, found, err
		}
		if eq {
			if !count {
				return i, 1, nil
			}
			found++
		}
	}
}

// rangeGetItem is range[i] and range[slice].
func rangeGetItem(t *Thread, r *Range, key Value) (Value, error) {
	if s, ok := key.(*Slice); ok {
		return rangeSlice(t, r, s)
	}
	if i, ok := key.(Int); ok && r.big == nil {
		j := seqIndex(int64(i), r.Len())
		if j < 0 {
			return nil, NewIndexError("range object index out of range")
		}
		return NewInt(r.At(j)), nil
	}
	iv, ok, err := indexInt(t, key)
	if err != nil {
		return nil, err
	}
	if !ok {
		return nil, NewTypeError("range indices must be integers or slices, not %s", typeName(key))
	}
	start, _, step, length := r.bounds()
	i, _ := AsBig(iv)
	if i.Sign() < 0 {
		i = new(big.Int).Add(i, length)
		if i.Sign() < 0 {
			return nil, NewIndexError("range object index out of range")
		}
	} else if i.Cmp(length) >= 0 {
		return nil, NewIndexError("range object index out of range")
	}
	v := new(big.Int).Mul(i, step)
	return NewBigInt(v.Add(v, start)), nil
}

// indexInt is indexValue without the int64 limit: the exact int (an Int
// or *BigInt) of an int, a bool, or an object with __index__.
func indexInt(t *Thread, v Value) (Value, bool, error) {
	switch x := v.(type) {
	case Int, *BigInt:
		return v, true, nil
	case Bool:
		if x {
			return NewInt(1), true, nil
		}
		return NewInt(0), true, nil
	case *Instance:
		if f := x.Class.lookupUser(strIndex); f != nil {
			r, err := callMethodValue(t, f, x)
			if err != nil {
				return nil, true, err
			}
			if !isIntValue(r) {
				return nil, true, NewTypeError("__index__ returned non-int (type %s)", typeName(r))
			}
			return indexInt(t, r)
		}
		if x.Base != nil {
			return indexInt(t, x.Base)
		}
	}
	return nil, false, nil
}

// rangeSlice is CPython's compute_slice: the slice's indices resolved
// against the length, mapped through the range (range(5)[3:1] is
// range(3, 1), not range(3, 3)).
func rangeSlice(t *Thread, r *Range, s *Slice) (Value, error) {
	if r.big == nil && smallSliceParts(s) {
		a, b, st, _, err := s.Indices(t, r.Len)
		if err != nil {
			return nil, err
		}
		start, ok1 := mulAdd64(r.Start, int64(a), r.Step)
		stop, ok2 := mulAdd64(r.Start, int64(b), r.Step)
		step, ok3 := mulAdd64(0, int64(st), r.Step)
		if ok1 && ok2 && ok3 {
			return NewRange(start, stop, step), nil
		}
	}
	rs, _, rstep, length := r.bounds()
	a, b, st, err := sliceLongIndices(t, s, length)
	if err != nil {
		return nil, err
	}
	start := new(big.Int).Mul(a, rstep)
	stop := new(big.Int).Mul(b, rstep)
	return newBigRange(start.Add(start, rs), stop.Add(stop, rs), st.Mul(st, rstep)), nil
}

// smallSliceParts reports a slice whose parts are None, ints or bools
// that fit in int64 (Slice.Indices resolves those exactly).
func smallSliceParts(s *Slice) bool {
	for _, v := range [3]Value{s.Start, s.Stop, s.Step} {
		switch v.(type) {
		case NoneType, Int, Bool:
		default:
			return false
		}
	}
	return true
}

// mulAdd64 returns base + i*step, or false when it overflows an int64.
func mulAdd64(base, i, step int64) (int64, bool) {
	p := i * step
	if i != 0 && (p/i != step || i == -1 && step == math.MinInt64) {
		return 0, false
	}
	s := base + p
	if p > 0 && s < base || p < 0 && s > base {
		return 0, false
	}
	return s, true
}

// sliceLongIndices is CPython's _PySlice_GetLongIndices: the slice's
// start, stop and step as exact ints against a length of any size.
func sliceLongIndices(t *Thread, s *Slice, length *big.Int) (start, stop, step *big.Int, err error) {
	part := func(v Value) (*big.Int, error) {
		iv, ok, err := indexInt(t, v)
		if err != nil {
			return nil, err
		}
		if !ok {
			return nil, NewTypeError("slice indices must be integers or None or have an __index__ method")
		}
		b, _ := AsBig(iv)
		return new(big.Int).Set(b), nil
	}
	step = big.NewInt(1)
	if s.Step != None {
		if step, err = part(s.Step); err != nil {
			return
		}
		if step.Sign() == 0 {
			return nil, nil, nil, NewValueError("slice step cannot be zero")
		}
	}
	lower, upper := new(big.Int), new(big.Int).Set(length)
	if step.Sign() < 0 {
		lower.SetInt64(-1)
		upper.Sub(length, bigOne)
	}
	bound := func(v Value, def *big.Int) (*big.Int, error) {
		if v == None {
			return new(big.Int).Set(def), nil
		}
		i, err := part(v)
		if err != nil {
			return nil, err
		}
		if i.Sign() < 0 {
			if i.Add(i, length); i.Cmp(lower) < 0 {
				i.Set(lower)
			}
		} else if i.Cmp(upper) > 0 {
			i.Set(upper)
		}
		return i, nil
	}
	defStart, defStop := lower, upper
	if step.Sign() < 0 {
		defStart, defStop = upper, lower
	}
	if start, err = bound(s.Start, defStart); err != nil {
		return
	}
	if stop, err = bound(s.Stop, defStop); err != nil {
		return
	}
	return start, stop, step, nil
}

// rangeEqual compares ranges as sequences (CPython's range_equals).
func rangeEqual(a, b *Range) bool {
	if a.big == nil && b.big == nil {
		na, nb := a.Len(), b.Len()
		if na != nb {
			return false
		}
		if na == 0 {
			return true
		}
		if a.Start != b.Start {
			return false
		}
		return na == 1 || a.Step == b.Step
	}
	as, _, ast, an := a.bounds()
	bs, _, bst, bn := b.bounds()
	switch {
	case an.Cmp(bn) != 0:
		return false
	case an.Sign() == 0:
		return true
	case as.Cmp(bs) != 0:
		return false
	}
	return an.Cmp(bigOne) == 0 || ast.Cmp(bst) == 0
}

// rangeHash is CPython's range_hash: the hash of (len, start, step), with
// None for the start of an empty range and the step of one of length 1,
// so that equal ranges hash alike.
func rangeHash(t *Thread, r *Range) (int64, error) {
	var n Value = NewInt(int64(r.Len()))
	if r.big != nil {
		n = NewBigInt(r.big.length)
	}
	start, step := Value(None), Value(None)
	if r.Len() > 0 {
		start = r.startValue()
		if r.Len() > 1 {
			step = r.stepValue()
		}
	}
	return Hash(t, NewTuple([]Value{n, start, step}))
}
