package builtins

// Temporary stand-ins for operations package py does not provide yet
// (requested in /tmp/coord/py-requests.md): abs, round, reversed, sort.

import (
	"math"
	"sort"

	"github.com/kraitpy/krait/internal/pyfmt"
	"github.com/kraitpy/krait/py"
)

func absValue(t *py.Thread, v py.Value) (py.Value, error) {
	switch x := v.(type) {
	case py.Bool:
		if x {
			return py.NewInt(1), nil
		}
		return py.NewInt(0), nil
	case py.Int:
		if x < 0 {
			return py.Unary(t, py.USub, x)
		}
		return x, nil
	case py.Float:
		return py.Float(math.Abs(float64(x))), nil
	case py.Complex:
		return py.Float(math.Hypot(real(x), imag(x))), nil
	}
	if b, ok := py.AsBig(v); ok {
		if b.Sign() < 0 {
			return py.Unary(t, py.USub, v)
		}
		return v, nil
	}
	return nil, py.NewTypeError("bad operand type for abs(): '%s'", typeName(v))
}

func integerOf(v py.Value) (pyfmt.Integer, bool) {
	if i, ok := py.AsInt64(v); ok {
		return pyfmt.Integer{Small: i}, true
	}
	if b, ok := py.AsBig(v); ok {
		return pyfmt.Integer{Big: b}, true
	}
	return pyfmt.Integer{}, false
}

func fromInteger(x pyfmt.Integer) py.Value {
	if x.Big != nil {
		return py.NewBigInt(x.Big)
	}
	return py.NewInt(x.Small)
}

func roundValue(t *py.Thread, v, ndigits py.Value) (py.Value, error) {
	if ndigits == py.None {
		ndigits = nil
	}
	var n int64
	if ndigits != nil {
		var err error
		if n, err = py.Index(t, ndigits); err != nil {
			return nil, err
		}
	}
	switch x := v.(type) {
	case py.Float:
		if ndigits == nil {
			r, err := pyfmt.RoundFloatToInt(float64(x))
			if err != nil {
				return nil, convertFmt(err)
			}
			return fromInteger(r), nil
		}
		r, err := pyfmt.RoundFloat(float64(x), int(max(min(n, 1<<20), -(1<<20))))
		if err != nil {
			return nil, convertFmt(err)
		}
		return py.Float(r), nil
	}
	if _, isBool := v.(py.Bool); !isBool {
		if i, ok := integerOf(v); ok {
			if ndigits == nil || n >= 0 {
				return fromInteger(i), nil
			}
			return fromInteger(pyfmt.RoundInt(i, int(max(n, -(1<<20))))), nil
		}
	} else {
		i, _ := integerOf(py.NewInt(map[bool]int64{true: 1, false: 0}[bool(v.(py.Bool))]))
		return fromInteger(i), nil
	}
	return nil, py.NewTypeError("type %s doesn't define __round__ method", typeName(v))
}

func convertFmt(err error) error {
	if fe, ok := err.(*pyfmt.Error); ok {
		switch fe.Kind {
		case pyfmt.OverflowError:
			return py.NewOverflowError("%s", fe.Msg)
		case pyfmt.TypeError:
			return py.NewTypeError("%s", fe.Msg)
		}
		return py.NewValueError("%s", fe.Msg)
	}
	return err
}

// reversedValue returns an iterator over a sequence backwards.
func reversedValue(t *py.Thread, v py.Value) (py.Value, error) {
	switch v.(type) {
	case *py.List, *py.Tuple, *py.Str:
	default:
		return nil, py.NewTypeError("'%s' object is not reversible", typeName(v))
	}
	items, err := collect(t, v)
	if err != nil {
		return nil, err
	}
	i := len(items)
	return &funcIterator{typ: reversedType, next: func(t *py.Thread) (py.Value, error) {
		if i == 0 {
			return nil, nil
		}
		i--
		return items[i], nil
	}}, nil
}

// sortValues sorts items in place (stable), by key, descending when
// reverse is true.
func sortValues(t *py.Thread, items []py.Value, key, reverse py.Value) error {
	rev := false
	if reverse != nil {
		var err error
		if rev, err = py.Truth(t, reverse); err != nil {
			return err
		}
	}
	keys := items
	if key != nil && key != py.None {
		keys = make([]py.Value, len(items))
		for i, x := range items {
			k, err := py.Call(t, key, []py.Value{x}, nil)
			if err != nil {
				return err
			}
			keys[i] = k
		}
	}
	idx := make([]int, len(items))
	for i := range idx {
		idx[i] = i
	}
	if rev {
		for i, j := 0, len(idx)-1; i < j; i, j = i+1, j-1 {
			idx[i], idx[j] = idx[j], idx[i]
		}
	}
	var sortErr error
	sort.SliceStable(idx, func(a, b int) bool {
		if sortErr != nil {
			return false
		}
		if err := t.Tick(); err != nil {
			sortErr = err
			return false
		}
		less, err := py.CompareBool(t, py.Lt, keys[idx[a]], keys[idx[b]])
		if err != nil {
			sortErr = err
			return false
		}
		return less
	})
	if sortErr != nil {
		return sortErr
	}
	if rev {
		for i, j := 0, len(idx)-1; i < j; i, j = i+1, j-1 {
			idx[i], idx[j] = idx[j], idx[i]
		}
	}
	out := make([]py.Value, len(items))
	for i, k := range idx {
		out[i] = items[k]
	}
	copy(items, out)
	return nil
}

// rangeIteratorType is the type of the stand-in range iterator.
var rangeIteratorType = iteratorType("range_iterator")

// builtinRange is a stand-in for the range type until py provides it: it
// returns a lazy iterator over the range (enough for loops, list(),
// comprehensions and unpacking; len, indexing and `in` need py's range).
func builtinRange(t *py.Thread, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	if len(kwargs) > 0 {
		return nil, py.NewTypeError("range() takes no keyword arguments")
	}
	var start, stop, step int64 = 0, 0, 1
	ints := make([]int64, len(args))
	for i, a := range args {
		n, err := py.Index(t, a)
		if err != nil {
			return nil, err
		}
		ints[i] = n
	}
	switch len(ints) {
	case 1:
		stop = ints[0]
	case 2:
		start, stop = ints[0], ints[1]
	case 3:
		start, stop, step = ints[0], ints[1], ints[2]
		if step == 0 {
			return nil, py.NewValueError("range() arg 3 must not be zero")
		}
	case 0:
		return nil, py.NewTypeError("range expected at least 1 argument, got 0")
	default:
		return nil, py.NewTypeError("range expected at most 3 arguments, got %d", len(ints))
	}
	i := start
	return &funcIterator{typ: rangeIteratorType, next: func(t *py.Thread) (py.Value, error) {
		if (step > 0 && i >= stop) || (step < 0 && i <= stop) {
			return nil, nil
		}
		v := py.NewInt(i)
		i += step
		return v, nil
	}}, nil
}
