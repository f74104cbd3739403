package py

// rangeSelf returns the range behind self.
func rangeSelf(self Value) *Range { return unwrapBase(self).(*Range) }

// rangeIntPos returns the position of the int v in r, or -1: O(1).
func rangeIntPos(r *Range, v int64) int64 {
	if r.Step > 0 {
		if v < r.Start || v >= r.Stop {
			return -1
		}
	} else if v > r.Start || v <= r.Stop {
		return -1
	}
	d := v - r.Start
	if d%r.Step != 0 {
		return -1
	}
	return d / r.Step
}

// rangeExactInt reports an int or bool argument, which range compares
// arithmetically (CPython's PyLong_CheckExact || PyBool_Check).
func rangeExactInt(v Value) (int64, bool, bool) {
	switch x := v.(type) {
	case Int:
		return int64(x), true, true
	case Bool:
		if x {
			return 1, true, true
		}
		return 0, true, true
	case *BigInt:
		return 0, false, true
	}
	return 0, false, false
}

var rangeMethods = []methodDef{
	{"index", func(t *Thread, self Value, args []Value, kwargs []Kwarg) (Value, error) {
		if err := CheckExactlyOne("range.index", args, kwargs); err != nil {
			return nil, err
		}
		r := rangeSelf(self)
		if v, small, isInt := rangeExactInt(args[0]); isInt {
			if small {
				if p := rangeIntPos(r, v); p >= 0 {
					return NewInt(p), nil
				}
			}
			s, err := Repr(t, args[0])
			if err != nil {
				return nil, err
			}
			return nil, NewValueError("%s is not in range", s)
		}
		n := r.Len()
		for i := 0; i < n; i++ {
			if err := tick(t); err != nil {
				return nil, err
			}
			eq, err := Equal(t, NewInt(r.At(i)), args[0])
			if err != nil {
				return nil, err
			}
			if eq {
				return NewInt(int64(i)), nil
			}
		}
		return nil, NewValueError("sequence.index(x): x not in sequence")
	}},
	{"count", func(t *Thread, self Value, args []Value, kwargs []Kwarg) (Value, error) {
		if err := CheckExactlyOne("range.count", args, kwargs); err != nil {
			return nil, err
		}
		r := rangeSelf(self)
		if v, small, isInt := rangeExactInt(args[0]); isInt {
			if small && rangeIntPos(r, v) >= 0 {
				return NewInt(1), nil
			}
			return NewInt(0), nil
		}
		n, count := r.Len(), int64(0)
		for i := 0; i < n; i++ {
			if err := tick(t); err != nil {
				return nil, err
			}
			eq, err := Equal(t, NewInt(r.At(i)), args[0])
			if err != nil {
				return nil, err
			}
			if eq {
				count++
			}
		}
		return NewInt(count), nil
	}},
}

var sliceMethods = []methodDef{
	{"indices", func(t *Thread, self Value, args []Value, kwargs []Kwarg) (Value, error) {
		if err := CheckExactlyOne("slice.indices", args, kwargs); err != nil {
			return nil, err
		}
		n, err := Index(t, args[0])
		if err != nil {
			return nil, err
		}
		if n < 0 {
			return nil, NewValueError("length should not be negative")
		}
		if n > 1<<62 {
			n = 1 << 62
		}
		start, stop, step, _, err := self.(*Slice).Indices(t, int(n))
		if err != nil {
			return nil, err
		}
		return NewTuple([]Value{NewInt(int64(start)), NewInt(int64(stop)), NewInt(int64(step))}), nil
	}},
}

func init() {
	addMethods(RangeType, rangeMethods)
	addMethods(SliceType, sliceMethods)
}
