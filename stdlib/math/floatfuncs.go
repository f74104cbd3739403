package math

import (
	gomath "math"

	"github.com/kraitpy/krait/internal/libm"
	"github.com/kraitpy/krait/py"
)

// unaryFunc is one of math's float -> float functions, with whether an
// infinite result from a finite argument is an overflow (OverflowError)
// rather than a pole (ValueError).
type unaryFunc struct {
	name        string
	f           func(float64) float64
	canOverflow bool
}

// unaryFuncs lists the functions CPython implements with math_1.
var unaryFuncs = []unaryFunc{
	{"acos", libm.Acos, false},
	{"acosh", libm.Acosh, false},
	{"asin", libm.Asin, false},
	{"asinh", libm.Asinh, false},
	{"atan", libm.Atan, false},
	{"atanh", libm.Atanh, false},
	{"cbrt", libm.Cbrt, false},
	{"cos", libm.Cos, false},
	{"cosh", libm.Cosh, true},
	{"erf", libm.Erf, false},
	{"erfc", libm.Erfc, false},
	{"exp", libm.Exp, true},
	{"exp2", libm.Exp2, true},
	{"expm1", libm.Expm1, true},
	{"fabs", gomath.Abs, false},
	{"log1p", libm.Log1p, false},
	{"sin", libm.Sin, false},
	{"sinh", libm.Sinh, true},
	{"sqrt", gomath.Sqrt, false},
	{"tan", libm.Tan, false},
	{"tanh", libm.Tanh, false},
}

// math1 applies f with CPython's error rules: a NaN from a non-NaN
// argument is a domain error; an infinity from a finite argument is a
// range error when the function can overflow, else a domain error.
func math1(u unaryFunc, x float64) (float64, error) {
	r := u.f(x)
	if gomath.IsNaN(r) && !gomath.IsNaN(x) {
		return 0, domainError()
	}
	if gomath.IsInf(r, 0) && !gomath.IsInf(x, 0) && !gomath.IsNaN(x) {
		if u.canOverflow {
			return 0, rangeError()
		}
		return 0, domainError()
	}
	return r, nil
}

// unary makes the builtin for one math_1 function, with its unboxed
// Float1 entry.
func unary(u unaryFunc) *py.Builtin {
	b := py.NewBuiltin(u.name, func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		if err := oneArg(u.name, args, kwargs); err != nil {
			return nil, err
		}
		x, err := ToFloat(t, args[0])
		if err != nil {
			return nil, err
		}
		r, err := math1(u, x)
		if err != nil {
			return nil, err
		}
		return py.Float(r), nil
	})
	b.Float1 = func(x float64) (float64, error) { return math1(u, x) }
	return b
}

// twoFloats parses the two float arguments of a binary function.
func twoFloats(t *py.Thread, name string, args []py.Value, kwargs []py.Kwarg) (float64, float64, error) {
	if err := nArgs(name, args, kwargs, 2); err != nil {
		return 0, 0, err
	}
	x, err := ToFloat(t, args[0])
	if err != nil {
		return 0, 0, err
	}
	y, err := ToFloat(t, args[1])
	if err != nil {
		return 0, 0, err
	}
	return x, y, nil
}

// binaryFuncs are math's float, float -> float functions.
var binaryFuncs = map[string]func(x, y float64) (float64, error){
	"atan2": func(y, x float64) (float64, error) { return libm.Atan2(y, x), nil },
	"copysign": func(x, y float64) (float64, error) {
		return gomath.Copysign(x, y), nil
	},
	"fmod": func(x, y float64) (float64, error) {
		if gomath.IsInf(y, 0) && !gomath.IsInf(x, 0) && !gomath.IsNaN(x) {
			return x, nil
		}
		r := gomath.Mod(x, y)
		if gomath.IsNaN(r) && !gomath.IsNaN(x) && !gomath.IsNaN(y) {
			return 0, domainError()
		}
		return r, nil
	},
	"remainder": remainder,
	"nextafter": func(x, y float64) (float64, error) { return gomath.Nextafter(x, y), nil },
	"pow":       powFunc,
}

// remainder is IEEE 754 remainder: x - n*y with n the integer nearest x/y
// (ties to even).
func remainder(x, y float64) (float64, error) {
	if gomath.IsNaN(x) {
		return x, nil
	}
	if gomath.IsNaN(y) {
		return y, nil
	}
	if gomath.IsInf(x, 0) || y == 0 {
		return 0, domainError()
	}
	if gomath.IsInf(y, 0) {
		return x, nil
	}
	return gomath.Remainder(x, y), nil
}

// powFunc is math.pow with C99's special cases and CPython's errors.
func powFunc(x, y float64) (float64, error) {
	if !isFinite(x) || !isFinite(y) {
		switch {
		case gomath.IsNaN(x):
			if y == 0 {
				return 1, nil
			}
			return x, nil
		case gomath.IsNaN(y):
			if x == 1 {
				return 1, nil
			}
			return y, nil
		}
		return gomath.Pow(x, y), nil
	}
	if x == 0 {
		if y < 0 {
			return 0, domainError()
		}
		return gomath.Pow(x, y), nil
	}
	if x < 0 && y != gomath.Trunc(y) {
		return 0, domainError()
	}
	r := libm.Pow(x, y)
	if gomath.IsInf(r, 0) {
		return 0, rangeError()
	}
	return r, nil
}

func isFinite(x float64) bool { return !gomath.IsInf(x, 0) && !gomath.IsNaN(x) }

// binary makes the builtin for one binary float function.
func binary(name string, f func(x, y float64) (float64, error)) *py.Builtin {
	return py.NewBuiltin(name, func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		x, y, err := twoFloats(t, name, args, kwargs)
		if err != nil {
			return nil, err
		}
		r, err := f(x, y)
		if err != nil {
			return nil, err
		}
		return py.Float(r), nil
	})
}

// predicate makes isfinite, isinf and isnan.
func predicate(name string, f func(float64) bool) *py.Builtin {
	return py.NewBuiltin(name, func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		if err := oneArg(name, args, kwargs); err != nil {
			return nil, err
		}
		x, err := ToFloat(t, args[0])
		if err != nil {
			return nil, err
		}
		return py.NewBool(f(x)), nil
	})
}

// floatOnly makes a one-argument builtin returning any Value.
func floatOnly(name string, f func(x float64) (py.Value, error)) *py.Builtin {
	return py.NewBuiltin(name, func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		if err := oneArg(name, args, kwargs); err != nil {
			return nil, err
		}
		x, err := ToFloat(t, args[0])
		if err != nil {
			return nil, err
		}
		return f(x)
	})
}

// errFunc makes a one-argument builtin whose function reports its own
// errors (CPython's math_1a functions: gamma, lgamma, erf, erfc).
func errFunc(name string, f func(x float64) (float64, error)) *py.Builtin {
	return floatOnly(name, func(x float64) (py.Value, error) {
		r, err := f(x)
		if err != nil {
			return nil, err
		}
		return py.Float(r), nil
	})
}

// frexp returns the mantissa in [0.5, 1) and the exponent.
func frexp(x float64) (py.Value, error) {
	if x == 0 || !isFinite(x) {
		return py.NewTuple([]py.Value{py.Float(x), py.NewInt(0)}), nil
	}
	m, e := gomath.Frexp(x)
	return py.NewTuple([]py.Value{py.Float(m), py.NewInt(int64(e))}), nil
}

// modf returns the fractional and integral parts, both with x's sign.
func modf(x float64) (py.Value, error) {
	if gomath.IsInf(x, 0) {
		return py.NewTuple([]py.Value{py.Float(gomath.Copysign(0, x)), py.Float(x)}), nil
	}
	i, f := gomath.Modf(x)
	return py.NewTuple([]py.Value{py.Float(f), py.Float(i)}), nil
}

// ulp is the value of the least significant bit of x.
func ulp(x float64) (py.Value, error) {
	if gomath.IsNaN(x) {
		return py.Float(x), nil
	}
	x = gomath.Abs(x)
	if gomath.IsInf(x, 0) {
		return py.Float(x), nil
	}
	x2 := gomath.Nextafter(x, gomath.Inf(1))
	if gomath.IsInf(x2, 0) {
		x2 = gomath.Nextafter(x, gomath.Inf(-1))
		return py.Float(x - x2), nil
	}
	return py.Float(x2 - x), nil
}

// ldexp is math.ldexp(x, i): x * 2**i with an int exponent.
func ldexp(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	if err := nArgs("ldexp", args, kwargs, 2); err != nil {
		return nil, err
	}
	x, err := ToFloat(t, args[0])
	if err != nil {
		return nil, err
	}
	b, ok := py.AsBig(args[1])
	if !ok {
		return nil, py.NewTypeError("Expected an int as second argument to ldexp.")
	}
	if x == 0 || !isFinite(x) {
		return py.Float(x), nil
	}
	var e int
	switch {
	case b.IsInt64() && b.Int64() > -1<<20 && b.Int64() < 1<<20:
		e = int(b.Int64())
	case b.Sign() > 0:
		e = 1 << 20
	default:
		e = -1 << 20
	}
	r := gomath.Ldexp(x, e)
	if gomath.IsInf(r, 0) {
		return nil, rangeError()
	}
	return py.Float(r), nil
}

// degreesRadians makes degrees and radians.
func scaleFunc(name string, factor float64) *py.Builtin {
	return py.NewBuiltin(name, func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		if err := oneArg(name, args, kwargs); err != nil {
			return nil, err
		}
		x, err := ToFloat(t, args[0])
		if err != nil {
			return nil, err
		}
		return py.Float(x * factor), nil
	})
}
