package py

import (
	"math"

	"github.com/kraitpy/krait/internal/libm"
	"github.com/kraitpy/krait/internal/pyfmt"
)

// Complex is a Python complex number.
type Complex complex128

// Type returns complex.
func (Complex) Type() *Type { return ComplexType }

// asComplex converts an int, float or complex Value for mixed arithmetic.
func asComplex(v Value) (complex128, bool, error) {
	if c, ok := v.(Complex); ok {
		return complex128(c), true, nil
	}
	f, ok, err := AsFloat(v)
	return complex(f, 0), ok, err
}

// complexBinary applies op to two complex numbers.
func complexBinary(op BinaryOp, a, b complex128) (Value, error) {
	switch op {
	case Add:
		return Complex(a + b), nil
	case Sub:
		return Complex(a - b), nil
	case Mul:
		return Complex(a * b), nil
	case TrueDiv:
		if b == 0 {
			return nil, NewZeroDivisionError("complex division by zero")
		}
		return Complex(complexDiv(a, b)), nil
	case Pow:
		return complexPow(a, b)
	}
	return NotImplemented, nil
}

// complexDiv is CPython's _Py_c_quot (Smith's algorithm).
func complexDiv(a, b complex128) complex128 {
	ar, ai, br, bi := real(a), imag(a), real(b), imag(b)
	absBr, absBi := math.Abs(br), math.Abs(bi)
	if absBr >= absBi {
		ratio := bi / br
		denom := br + bi*ratio
		return complex((ar+ai*ratio)/denom, (ai-ar*ratio)/denom)
	}
	if absBi >= absBr {
		ratio := br / bi
		denom := br*ratio + bi
		return complex((ar*ratio+ai)/denom, (ai*ratio-ar)/denom)
	}
	return complex(math.NaN(), math.NaN())
}

// complexPow is complex.__pow__ (CPython's complex_pow): a small
// integral exponent multiplies repeatedly (c_powi), others go through
// polar form (_Py_c_pow); a division by zero on the way raises
// ZeroDivisionError and an infinite part in the result OverflowError.
func complexPow(a, b complex128) (Value, error) {
	var r complex128
	var edom bool
	if imag(b) == 0 && real(b) == math.Trunc(real(b)) && math.Abs(real(b)) <= 100 {
		r, edom = complexPowInt(a, int(real(b)))
	} else {
		r, edom = complexPowPolar(a, b)
	}
	if edom {
		return nil, NewZeroDivisionError("0.0 to a negative or complex power")
	}
	if math.IsInf(real(r), 0) || math.IsInf(imag(r), 0) {
		return nil, NewOverflowError("complex exponentiation")
	}
	return Complex(r), nil
}

// complexPowInt is CPython's c_powi: a**n by repeated squaring, a
// negative n as 1/a**-n (edom when that divides by zero).
func complexPowInt(a complex128, n int) (complex128, bool) {
	neg := n < 0
	if neg {
		n = -n
	}
	r := complex(1, 0)
	for x := a; n > 0; n >>= 1 {
		if n&1 == 1 {
			r *= x
		}
		x *= x
	}
	if neg {
		if r == 0 {
			return 0, true
		}
		return complexDiv(1, r), false
	}
	return r, false
}

// complexPowPolar is CPython's _Py_c_pow; edom reports what sets errno
// to EDOM there (0 to a negative or complex power, an infinite phase).
func complexPowPolar(a, b complex128) (complex128, bool) {
	if b == 0 {
		return 1, false
	}
	if a == 0 {
		return 0, real(b) < 0 || imag(b) != 0
	}
	vabs := libm.Hypot(real(a), imag(a))
	length := libm.Pow(vabs, real(b))
	at := libm.Atan2(imag(a), real(a))
	phase := at * real(b)
	if imag(b) != 0 {
		length /= libm.Exp(at * imag(b))
		phase += imag(b) * libm.Log(vabs)
	}
	// glibc's cos and sin of an infinity set errno to EDOM, which
	// complex_pow reports as ZeroDivisionError.
	return complex(length*libm.Cos(phase), length*libm.Sin(phase)), math.IsInf(phase, 0)
}

// complexRepr returns repr of a complex number.
func complexRepr(c complex128) string { return pyfmt.ComplexRepr(c) }

// complexHash is CPython's hash of a complex number.
func complexHash(c complex128) int64 {
	h := uint64(hashFloat(real(c))) + 1000003*uint64(hashFloat(imag(c)))
	if int64(h) == -1 {
		return -2
	}
	return int64(h)
}
