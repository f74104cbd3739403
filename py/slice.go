package py

// Slice is a Python slice object (start:stop:step); absent parts are None.
type Slice struct {
	Start, Stop, Step Value
}

// Type returns slice.
func (*Slice) Type() *Type { return SliceType }

// NewSlice returns a slice; nil parts become None.
func NewSlice(start, stop, step Value) *Slice {
	if start == nil {
		start = None
	}
	if stop == nil {
		stop = None
	}
	if step == nil {
		step = None
	}
	return &Slice{Start: start, Stop: stop, Step: step}
}

// sliceIndex converts a slice bound to an int64, clamping huge ints like
// CPython's _PyEval_SliceIndex.
func sliceIndex(t *Thread, v Value) (int64, error) {
	if i, ok := AsInt64(v); ok {
		return i, nil
	}
	if b, ok := v.(*BigInt); ok {
		if b.v.Sign() < 0 {
			return -1 << 62, nil
		}
		return 1 << 62, nil
	}
	if i, ok, err := indexValue(t, v); ok || err != nil {
		return i, err
	}
	return 0, NewTypeError("slice indices must be integers or None or have an __index__ method")
}

// Indices resolves the slice against a sequence of the given length, as
// slice.indices does: it returns start, stop, step and the number of
// selected items.
func (s *Slice) Indices(t *Thread, length int) (start, stop, step, n int, err error) {
	st := int64(1)
	if s.Step != None {
		if st, err = sliceIndex(t, s.Step); err != nil {
			return
		}
		if st == 0 {
			err = NewValueError("slice step cannot be zero")
			return
		}
	}
	ln := int64(length)
	var lower, upper int64
	if st < 0 {
		lower, upper = -1, ln-1
	} else {
		lower, upper = 0, ln
	}
	bound := func(v Value, def int64) (int64, error) {
		if v == None {
			return def, nil
		}
		i, err := sliceIndex(t, v)
		if err != nil {
			return 0, err
		}
		if i < 0 {
			i += ln
			if i < lower {
				i = lower
			}
		} else if i > upper {
			i = upper
		}
		return i, nil
	}
	var a, b int64
	if st < 0 {
		a, err = bound(s.Start, upper)
		if err == nil {
			b, err = bound(s.Stop, lower)
		}
	} else {
		a, err = bound(s.Start, lower)
		if err == nil {
			b, err = bound(s.Stop, upper)
		}
	}
	if err != nil {
		return
	}
	var count int64
	if st < 0 {
		if b < a {
			count = (a-b-1)/(-st) + 1
		}
	} else if a < b {
		count = (b-a-1)/st + 1
	}
	return int(a), int(b), int(st), int(count), nil
}

// sliceItems returns the selected items of a slice as a new slice.
func sliceItems(t *Thread, items []Value, s *Slice) ([]Value, error) {
	start, _, step, n, err := s.Indices(t, len(items))
	if err != nil {
		return nil, err
	}
	if err := t.Alloc(int64(n) * valueSize); err != nil {
		return nil, err
	}
	out := make([]Value, n)
	for i, j := 0, start; i < n; i, j = i+1, j+step {
		out[i] = items[j]
	}
	return out, nil
}
