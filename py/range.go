package py

import "math"

// Range is a Python range object with int64 bounds.
type Range struct {
	Start, Stop, Step int64
}

// Type returns range.
func (*Range) Type() *Type { return RangeType }

// NewRange returns range(start, stop, step); step must not be zero.
func NewRange(start, stop, step int64) *Range {
	return &Range{Start: start, Stop: stop, Step: step}
}

// Len returns the number of elements (saturated at the largest int for
// ranges longer than that).
func (r *Range) Len() int {
	var n uint64
	if r.Step > 0 {
		if r.Start < r.Stop {
			n = (uint64(r.Stop)-uint64(r.Start)-1)/uint64(r.Step) + 1
		}
	} else if r.Start > r.Stop {
		n = (uint64(r.Start)-uint64(r.Stop)-1)/(-uint64(r.Step)) + 1
	}
	if n > math.MaxInt {
		return math.MaxInt
	}
	return int(n)
}

// At returns the i-th element (0 <= i < Len).
func (r *Range) At(i int) int64 { return r.Start + int64(i)*r.Step }

// rangeIterator iterates over a range without allocating per item
// (small ints are cached).
type rangeIterator struct {
	next, step int64
	left       int
}

// Type returns range_iterator.
func (*rangeIterator) Type() *Type { return RangeIteratorType }

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

// rangeRepr renders range(a, b) or range(a, b, c).
func rangeRepr(r *Range) string {
	if r.Step == 1 {
		return "range(" + itoa(r.Start) + ", " + itoa(r.Stop) + ")"
	}
	return "range(" + itoa(r.Start) + ", " + itoa(r.Stop) + ", " + itoa(r.Step) + ")"
}

// rangeContains is `x in range` for ints (O(1)), else by iteration.
func rangeContains(t *Thread, r *Range, item Value) (bool, error) {
	if i, ok := item.(Int); ok {
		v := int64(i)
		if r.Step > 0 {
			if v < r.Start || v >= r.Stop {
				return false, nil
			}
		} else if v > r.Start || v <= r.Stop {
			return false, nil
		}
		return (v-r.Start)%r.Step == 0, nil
	}
	n := r.Len()
	for i := 0; i < n; i++ {
		if err := tick(t); err != nil {
			return false, err
		}
		eq, err := Equal(t, NewInt(r.At(i)), item)
		if err != nil || eq {
			return eq, err
		}
	}
	return false, nil
}

// rangeGetItem is range[i] and range[slice].
func rangeGetItem(t *Thread, r *Range, key Value) (Value, error) {
	if s, ok := key.(*Slice); ok {
		start, stop, step, _, err := s.Indices(t, r.Len())
		if err != nil {
			return nil, err
		}
		// As CPython's compute_slice: the clamped slice bounds mapped
		// through the range (range(5)[3:1] is range(3, 1), not range(3, 3)).
		return &Range{Start: r.Start + int64(start)*r.Step, Stop: r.Start + int64(stop)*r.Step, Step: r.Step * int64(step)}, nil
	}
	i, ok, err := indexValue(t, key)
	if ex, isEx := err.(*Exception); isEx && ex.typ == OverflowErrorType {
		// range compares a big index with its length: just out of range.
		return nil, NewIndexError("range object index out of range")
	}
	if err != nil {
		return nil, err
	}
	if !ok {
		return nil, NewTypeError("range indices must be integers or slices, not %s", typeName(key))
	}
	j := seqIndex(i, r.Len())
	if j < 0 {
		return nil, NewIndexError("range object index out of range")
	}
	return NewInt(r.At(j)), nil
}

// rangeEqual compares ranges as sequences.
func rangeEqual(a, b *Range) bool {
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
