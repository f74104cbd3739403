package math

import (
	"math/big"

	"github.com/kraitpy/krait/py"
)

// ToFloat converts an argument the way PyFloat_AsDouble does: floats and
// ints directly, then __float__, then __index__; anything else is
// "must be real number, not X".
func ToFloat(t *py.Thread, v py.Value) (float64, error) {
	f, ok, err := py.AsFloat(v)
	if err != nil {
		return 0, err
	}
	if ok {
		return f, nil
	}
	if v.Type().Lookup("__float__") != nil {
		r, err := py.CallMethod(t, v, "__float__", nil, nil)
		if err != nil {
			return 0, err
		}
		if x, ok := r.(py.Float); ok {
			return float64(x), nil
		}
		return 0, py.NewTypeError("%s.__float__ returned non-float (type %s)", v.Type().Name, r.Type().Name)
	}
	if v.Type().Lookup("__index__") != nil {
		b, err := toBig(t, v)
		if err != nil {
			return 0, err
		}
		return py.IntToFloat(py.NewBigInt(b))
	}
	return 0, py.NewTypeError("must be real number, not %s", v.Type().Name)
}

// toBig converts an integer argument (int, bool or an object with
// __index__) to a big.Int the caller may modify.
func toBig(t *py.Thread, v py.Value) (*big.Int, error) {
	if b, ok := py.AsBig(v); ok {
		return new(big.Int).Set(b), nil
	}
	if v.Type().Lookup("__index__") != nil {
		r, err := py.CallMethod(t, v, "__index__", nil, nil)
		if err != nil {
			return nil, err
		}
		if b, ok := py.AsBig(r); ok {
			return new(big.Int).Set(b), nil
		}
		return nil, py.NewTypeError("__index__ returned non-int (type %s)", r.Type().Name)
	}
	return nil, py.NewTypeError("'%s' object cannot be interpreted as an integer", py.TypeName(v))
}

// oneArg checks that a math function got exactly one positional argument,
// with CPython's METH_O message.
func oneArg(name string, args []py.Value, kwargs []py.Kwarg) error {
	if len(kwargs) > 0 {
		return py.NewTypeError("math.%s() takes no keyword arguments", name)
	}
	if len(args) != 1 {
		return py.NewTypeError("math.%s() takes exactly one argument (%d given)", name, len(args))
	}
	return nil
}

// nArgs checks a METH_FASTCALL function's positional count with CPython's
// "name expected N arguments, got M" message.
func nArgs(name string, args []py.Value, kwargs []py.Kwarg, n int) error {
	if len(kwargs) > 0 {
		return py.NewTypeError("%s() takes no keyword arguments", name)
	}
	if len(args) != n {
		s := "s"
		if n == 1 {
			s = ""
		}
		return py.NewTypeError("%s expected %d argument%s, got %d", name, n, s, len(args))
	}
	return nil
}

// domainError is CPython's ValueError for arguments outside a function's
// domain.
func domainError() error { return py.NewValueError("math domain error") }

// rangeError is CPython's OverflowError for results too large for a float.
func rangeError() error { return py.NewOverflowError("math range error") }

// bigBits returns the size in bits of |b|, for budget charges.
func bigBits(b *big.Int) int64 { return int64(b.BitLen()) }
