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

// sliceMax bounds unpacked slice indices (CPython clamps to
// PY_SSIZE_T_MAX; huge ints clamp to it in sliceIndex).
const sliceMax = 1 << 62

// Unpack evaluates the slice's parts as CPython's PySlice_Unpack does:
// step, start and stop in that order, each through __index__, absent
// parts taking their defaults. The __index__ methods are Python code
// that may change the sequence being sliced, so a caller reads the
// sequence's length only after Unpack returns (see Indices).
func (s *Slice) Unpack(t *Thread) (start, stop, step int64, err error) {
	step = 1
	if s.Step != None {
		if step, err = sliceIndex(t, s.Step); err != nil {
			return
		}
		if step == 0 {
			err = NewValueError("slice step cannot be zero")
			return
		}
	}
	start, stop = 0, sliceMax
	if step < 0 {
		start, stop = sliceMax, -sliceMax
	}
	if s.Start != None {
		if start, err = sliceIndex(t, s.Start); err != nil {
			return
		}
	}
	if s.Stop != None {
		if stop, err = sliceIndex(t, s.Stop); err != nil {
			return
		}
	}
	return start, stop, step, nil
}

// AdjustIndices is CPython's PySlice_AdjustIndices: it clamps unpacked
// bounds to a sequence of the given length and counts the selected items.
func AdjustIndices(length int, start, stop, step int64) (int, int, int, int) {
	ln := int64(length)
	clamp := func(i int64) int64 {
		if i < 0 {
			if i += ln; i < 0 {
				if step < 0 {
					return -1
				}
				return 0
			}
		} else if i >= ln {
			if step < 0 {
				return ln - 1
			}
			return ln
		}
		return i
	}
	start, stop = clamp(start), clamp(stop)
	var n int64
	if step < 0 {
		if stop < start {
			n = (start-stop-1)/(-step) + 1
		}
	} else if start < stop {
		n = (stop-start-1)/step + 1
	}
	return int(start), int(stop), int(step), int(n)
}

// Indices resolves the slice against a sequence, as slice.indices does:
// it returns start, stop, step and the number of selected items. length
// is called after the slice's __index__ methods have run, as CPython's
// PySlice_GetIndicesEx reads the length: pass a function that reads the
// sequence's current length, never a length read before the call (an
// __index__ that empties the list would leave it stale).
func (s *Slice) Indices(t *Thread, length func() int) (start, stop, step, n int, err error) {
	a, b, st, err := s.Unpack(t)
	if err != nil {
		return 0, 0, 0, 0, err
	}
	start, stop, step, n = AdjustIndices(length(), a, b, st)
	return start, stop, step, n, nil
}

// GetSlice is obj[lo:hi], a slice written in the source without a step:
// a list or tuple cut by int or None bounds is cut without making the
// slice object (such bounds run no __index__, so nothing can see it);
// anything else goes through GetItem with one.
func GetSlice(t *Thread, obj, lo, hi Value) (Value, error) {
	if plainBound(lo) && plainBound(hi) {
		var items []Value
		switch x := obj.(type) {
		case *List:
			items = x.items
		case *Tuple:
			items = x.items
		default:
			return GetItem(t, obj, NewSlice(lo, hi, None))
		}
		s := Slice{Start: lo, Stop: hi, Step: None}
		a, b, st, err := s.Unpack(t)
		if err != nil {
			return nil, err
		}
		start, _, _, n := AdjustIndices(len(items), a, b, st)
		if tu, ok := obj.(*Tuple); ok && start == 0 && n == len(items) {
			return tu, nil
		}
		out, err := sliceItems(t, items, start, 1, n)
		if err != nil {
			return nil, err
		}
		if _, ok := obj.(*List); ok {
			return NewList(out), nil
		}
		return NewTuple(out), nil
	}
	return GetItem(t, obj, NewSlice(lo, hi, None))
}

// plainBound reports whether v is a slice bound that converts without
// calling Python code: None or an int.
func plainBound(v Value) bool {
	if v == None {
		return true
	}
	_, ok := v.(Int)
	return ok
}

// sliceItems returns the n items selected from start by step as a new
// slice.
func sliceItems(t *Thread, items []Value, start, step, n int) ([]Value, error) {
	if err := t.Alloc(int64(n) * valueSize); err != nil {
		return nil, err
	}
	if err := t.ChargeItems(n); err != nil {
		return nil, err
	}
	out := make([]Value, n)
	for i, j := 0, start; i < n; i, j = i+1, j+step {
		out[i] = items[j]
	}
	return out, nil
}
