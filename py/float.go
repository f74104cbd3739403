package py

import (
	"math"

	"github.com/kraitpy/krait/internal/libm"
	"github.com/kraitpy/krait/internal/pyfmt"
)

// Float is a Python float.
type Float float64

// Type returns float.
func (Float) Type() *Type { return FloatType }

// FloatRepr returns repr(f) (which is also str(f)).
func FloatRepr(f float64) string { return pyfmt.FloatRepr(f) }

// AsFloat converts an int or float Value to float64 for mixed arithmetic;
// ok is false for other types.
func AsFloat(v Value) (float64, bool, error) {
	switch x := v.(type) {
	case Float:
		return float64(x), true, nil
	case Int:
		return float64(x), true, nil
	case Bool:
		if x {
			return 1, true, nil
		}
		return 0, true, nil
	case *BigInt:
		f, err := bigToFloat(&x.v)
		return f, true, err
	case *Instance:
		if x.Base != nil {
			return AsFloat(x.Base)
		}
	}
	return 0, false, nil
}

// floatBinary applies op to two floats (ints already converted).
func floatBinary(op BinaryOp, a, b float64) (Value, error) {
	switch op {
	case Add:
		return Float(a + b), nil
	case Sub:
		return Float(a - b), nil
	case Mul:
		return Float(a * b), nil
	case TrueDiv:
		if b == 0 {
			return nil, NewZeroDivisionError("float division by zero")
		}
		return Float(a / b), nil
	case FloorDiv:
		if b == 0 {
			return nil, NewZeroDivisionError("float floor division by zero")
		}
		q, _ := floatDivmod(a, b)
		return Float(q), nil
	case Mod:
		if b == 0 {
			return nil, NewZeroDivisionError("float modulo")
		}
		_, m := floatDivmod(a, b)
		return Float(m), nil
	case Pow:
		return floatPow(a, b)
	}
	return NotImplemented, nil
}

// floatDivmod is CPython's float divmod (b != 0).
func floatDivmod(a, b float64) (float64, float64) {
	mod := math.Mod(a, b)
	div := (a - mod) / b
	if mod != 0 {
		if (b < 0) != (mod < 0) {
			mod += b
			div -= 1.0
		}
	} else {
		mod = math.Copysign(0, b)
	}
	var floordiv float64
	if div != 0 {
		floordiv = math.Floor(div)
		if div-floordiv > 0.5 {
			floordiv += 1.0
		}
	} else {
		floordiv = math.Copysign(0, a/b)
	}
	return floordiv, mod
}

// isOddInteger reports whether f is an odd integer.
func isOddInteger(f float64) bool {
	return math.Mod(math.Abs(f), 2.0) == 1.0
}

// floatPow is CPython's float.__pow__ for two floats.
func floatPow(iv, iw float64) (Value, error) {
	if iw == 0 {
		return Float(1), nil
	}
	if math.IsNaN(iv) {
		return Float(iv), nil
	}
	if math.IsNaN(iw) {
		if iv == 1 {
			return Float(1), nil
		}
		return Float(iw), nil
	}
	if math.IsInf(iw, 0) {
		av := math.Abs(iv)
		switch {
		case av == 1:
			return Float(1), nil
		case (iw > 0) == (av > 1):
			return Float(math.Abs(iw)), nil
		}
		return Float(0), nil
	}
	if math.IsInf(iv, 0) {
		odd := isOddInteger(iw)
		if iw > 0 {
			if odd {
				return Float(iv), nil
			}
			return Float(math.Abs(iv)), nil
		}
		if odd {
			return Float(math.Copysign(0, iv)), nil
		}
		return Float(0), nil
	}
	if iv == 0 {
		odd := isOddInteger(iw)
		if iw < 0 {
			return nil, NewZeroDivisionError("0.0 cannot be raised to a negative power")
		}
		if odd {
			return Float(iv), nil
		}
		return Float(0), nil
	}
	negate := false
	if iv < 0 {
		if iw != math.Floor(iw) {
			// A negative number to a fractional power is complex.
			return complexPow(complex(iv, 0), complex(iw, 0))
		}
		iv = -iv
		negate = isOddInteger(iw)
	}
	if iv == 1 {
		if negate {
			return Float(-1), nil
		}
		return Float(1), nil
	}
	r := libm.Pow(iv, iw)
	if math.IsInf(r, 0) {
		return nil, NewExceptionArgs(OverflowErrorType, NewInt(34), NewStr("Numerical result out of range"))
	}
	if negate {
		r = -r
	}
	return Float(r), nil
}

// floatCompare compares two floats for op, NaN-aware.
func floatCompare(op CompareOp, a, b float64) bool {
	switch op {
	case Lt:
		return a < b
	case Le:
		return a <= b
	case Gt:
		return a > b
	case Ge:
		return a >= b
	case Eq:
		return a == b
	case Ne:
		return a != b
	}
	return false
}
