package py

// rangeSelf returns the range behind self.
func rangeSelf(self Value) *Range { return unwrapBase(self).(*Range) }

var rangeMethods = []methodDef{
	{"index", func(t *Thread, self Value, args []Value, kwargs []Kwarg) (Value, error) {
		if err := CheckExactlyOne("range.index", args, kwargs); err != nil {
			return nil, err
		}
		r := rangeSelf(self)
		if pos, isInt := rangeIntPos(r, args[0]); isInt {
			if pos != nil {
				return pos, nil
			}
			s, err := Repr(t, args[0])
			if err != nil {
				return nil, err
			}
			return nil, NewValueError("%s is not in range", s)
		}
		i, found, err := rangeSearch(t, r, args[0], false)
		if err != nil {
			return nil, err
		}
		if found == 0 {
			return nil, NewValueError("sequence.index(x): x not in sequence")
		}
		return NewInt(i), nil
	}},
	{"count", func(t *Thread, self Value, args []Value, kwargs []Kwarg) (Value, error) {
		if err := CheckExactlyOne("range.count", args, kwargs); err != nil {
			return nil, err
		}
		r := rangeSelf(self)
		if pos, isInt := rangeIntPos(r, args[0]); isInt {
			if pos != nil {
				return NewInt(1), nil
			}
			return NewInt(0), nil
		}
		_, n, err := rangeSearch(t, r, args[0], true)
		return NewInt(n), err
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
		start, stop, step, _, err := self.(*Slice).Indices(t, func() int { return int(n) })
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
