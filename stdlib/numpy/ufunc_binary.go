package numpy

import (
	"math"
	"math/bits"
	"math/cmplx"

	"github.com/kraitpy/krait/internal/libm"
	"github.com/kraitpy/krait/py"
)

// This file is the table of binary ufuncs with their loops. Float loops
// follow numpy's npymath (floor division and remainder with Python's sign
// rules, NaN-propagating maximum), with glibc-exact libm functions.

// pyBinary makes an object loop from a Python operator.
func pyBinary(op py.BinaryOp) func(t *py.Thread, x, y py.Value) (py.Value, error) {
	return func(t *py.Thread, x, y py.Value) (py.Value, error) { return py.Binary(t, op, x, y) }
}

// pyCompare makes an object loop from a Python comparison.
func pyCompare(op py.CompareOp) func(t *py.Thread, x, y py.Value) (py.Value, error) {
	return func(t *py.Thread, x, y py.Value) (py.Value, error) { return py.Compare(t, op, x, y) }
}

// divideCat says an infinite quotient from finite operands is a division
// by zero.
func divideCat(x, y float64) int {
	if y == 0 {
		return catDivide
	}
	return catOver
}

// floorDiv is numpy's npy_floor_divide for floats.
func floorDiv(a, b float64) float64 {
	if b == 0 {
		return a / b
	}
	mod := math.Mod(a, b)
	div := (a - mod) / b
	if mod != 0 {
		if (b < 0) != (mod < 0) {
			div -= 1.0
		}
	}
	if div != 0 {
		fd := math.Floor(div)
		if div-fd > 0.5 {
			fd += 1.0
		}
		return fd
	}
	return math.Copysign(0, a/b)
}

// remainder is numpy's npy_remainder for floats (the sign of the
// divisor).
func remainder(a, b float64) float64 {
	if b == 0 {
		return math.Mod(a, b)
	}
	mod := math.Mod(a, b)
	if mod != 0 {
		if (b < 0) != (mod < 0) {
			mod += b
		}
	} else {
		mod = math.Copysign(0, b)
	}
	return mod
}

// intFloorDiv is Python's floor division of int64s; division by zero
// gives 0 and notes it, as numpy does.
func intFloorDiv(x, y int64, fl *fpFlags) int64 {
	if y == 0 {
		fl.divide = true
		return 0
	}
	if y == -1 && x == math.MinInt64 {
		fl.overflow = true
		return math.MinInt64
	}
	q := x / y
	if (x%y != 0) && ((x < 0) != (y < 0)) {
		q--
	}
	return q
}

// intMod is Python's int modulo (the sign of the divisor).
func intMod(x, y int64, fl *fpFlags) int64 {
	if y == 0 {
		fl.divide = true
		return 0
	}
	if y == -1 {
		return 0
	}
	r := x % y
	if r != 0 && ((r < 0) != (y < 0)) {
		r += y
	}
	return r
}

// intPow is integer power with wrap-around; negative exponents are
// refused before the loop runs (see checkIntPow).
func intPow(x, y int64, fl *fpFlags) int64 {
	if y < 0 {
		fl.negPow = true
		return 0
	}
	r := int64(1)
	for y > 0 {
		if y&1 == 1 {
			r *= x
		}
		x *= x
		y >>= 1
	}
	return r
}

// addInt is int64 addition; numpy scalars warn about overflow.
func addInt(x, y int64, fl *fpFlags) int64 {
	r := x + y
	if fl.scalar && (x >= 0) == (y >= 0) && (r >= 0) != (x >= 0) {
		fl.overflow = true
	}
	return r
}

func subInt(x, y int64, fl *fpFlags) int64 {
	r := x - y
	if fl.scalar && (x >= 0) != (y >= 0) && (r >= 0) != (x >= 0) {
		fl.overflow = true
	}
	return r
}

func mulInt(x, y int64, fl *fpFlags) int64 {
	if fl.scalar {
		hi, lo := bits.Mul64(uint64(absInt(x)), uint64(absInt(y)))
		if hi != 0 || lo > math.MaxInt64 && !(lo == 1<<63 && (x < 0) != (y < 0)) {
			fl.overflow = true
		}
	}
	return x * y
}

// absInt is |x| as uint64 arithmetic allows (MinInt64 stays itself).
func absInt(x int64) int64 {
	if x < 0 {
		return -x
	}
	return x
}

// maxFloat is numpy's maximum: NaN propagates.
func maxFloat(x, y float64) float64 {
	if x != x || x >= y {
		return x
	}
	if y != y {
		return y
	}
	return y
}

func minFloat(x, y float64) float64 {
	if x != x || x <= y {
		return x
	}
	return y
}

// fmaxFloat is numpy's fmax: NaN is ignored when the other is a number.
func fmaxFloat(x, y float64) float64 {
	if y != y || x >= y {
		return x
	}
	return y
}

func fminFloat(x, y float64) float64 {
	if y != y || x <= y {
		return x
	}
	return y
}

// complexLess orders complex numbers as numpy does: by real part, then
// imaginary part.
func complexLess(x, y complex128) bool {
	if real(x) != real(y) {
		return real(x) < real(y)
	}
	return imag(x) < imag(y)
}

// gcd is the greatest common divisor of |x| and |y|.
func gcd(x, y int64) int64 {
	x, y = absInt(x), absInt(y)
	for y != 0 {
		x, y = y, x%y
	}
	return x
}

// binaryUfuncs returns the binary ufuncs by name (a fresh table: the
// entries are immutable after this).
func binaryUfuncs() map[string]*binFn {
	u := map[string]*binFn{
		"add": {name: "add", pyop: pyBinary(py.Add), code: codeAdd,
			b: func(x, y bool) bool { return x || y }, i: addInt,
			f: func(x, y float64) float64 { return x + y }, c: func(x, y complex128) complex128 { return x + y }},
		"subtract": {name: "subtract", pyop: pyBinary(py.Sub), code: codeSub,
			boolErr: "numpy boolean subtract, the `-` operator, is not supported, use the bitwise_xor, the `^` operator, or the logical_xor function instead.",
			i:       subInt, f: func(x, y float64) float64 { return x - y }, c: func(x, y complex128) complex128 { return x - y }},
		"multiply": {name: "multiply", pyop: pyBinary(py.Mul), code: codeMul,
			b: func(x, y bool) bool { return x && y }, i: mulInt,
			f: func(x, y float64) float64 { return x * y }, c: func(x, y complex128) complex128 { return x * y }},
		"true_divide": {name: "divide", pyop: pyBinary(py.TrueDiv), code: codeDiv, floatOnly: true, infCat: divideCat,
			f: func(x, y float64) float64 { return x / y }, c: complexDiv},
		"floor_divide": {name: "floor_divide", pyop: pyBinary(py.FloorDiv), infCat: divideCat,
			i: intFloorDiv, f: floorDiv},
		"remainder": {name: "remainder", pyop: pyBinary(py.Mod), infCat: divideCat,
			i: intMod, f: remainder},
		"fmod": {name: "fmod", pyop: pyBinary(py.Mod), infCat: divideCat,
			i: func(x, y int64, fl *fpFlags) int64 {
				if y == 0 {
					fl.divide = true
					return 0
				}
				if y == -1 {
					return 0
				}
				return x % y
			}, f: math.Mod},
		"power": {name: "power", pyop: pyBinary(py.Pow),
			infCat: func(x, y float64) int {
				if x == 0 {
					return catDivide
				}
				return catOver
			},
			i: intPow, f: libm.Pow, c: complexPow},
		"maximum": {name: "maximum", pyop: pyMax(false),
			b: func(x, y bool) bool { return x || y },
			i: func(x, y int64, _ *fpFlags) int64 { return max(x, y) }, f: maxFloat,
			c: func(x, y complex128) complex128 {
				if complexLess(x, y) {
					return y
				}
				return x
			}},
		"minimum": {name: "minimum", pyop: pyMax(true),
			b: func(x, y bool) bool { return x && y },
			i: func(x, y int64, _ *fpFlags) int64 { return min(x, y) }, f: minFloat,
			c: func(x, y complex128) complex128 {
				if complexLess(y, x) {
					return y
				}
				return x
			}},
		"fmax": {name: "fmax", pyop: pyMax(false), b: func(x, y bool) bool { return x || y },
			i: func(x, y int64, _ *fpFlags) int64 { return max(x, y) }, f: fmaxFloat},
		"fmin": {name: "fmin", pyop: pyMax(true), b: func(x, y bool) bool { return x && y },
			i: func(x, y int64, _ *fpFlags) int64 { return min(x, y) }, f: fminFloat},
		"arctan2":  {name: "arctan2", floatOnly: true, f: libm.Atan2},
		"hypot":    {name: "hypot", floatOnly: true, f: libm.Hypot},
		"copysign": {name: "copysign", floatOnly: true, f: math.Copysign},
		"heaviside": {name: "heaviside", floatOnly: true, f: func(x, h0 float64) float64 {
			switch {
			case x != x:
				return x
			case x < 0:
				return 0
			case x > 0:
				return 1
			}
			return h0
		}},
		"float_power": {name: "float_power", floatOnly: true, f: libm.Pow, c: complexPow, infCat: func(x, y float64) int {
			if x == 0 {
				return catDivide
			}
			return catOver
		}},
		"nextafter": {name: "nextafter", floatOnly: true, f: math.Nextafter},
		"logaddexp": {name: "logaddexp", floatOnly: true, f: func(x, y float64) float64 {
			if x == y {
				return x + math.Ln2
			}
			d := x - y
			if d > 0 {
				return x + libm.Log1p(libm.Exp(-d))
			} else if d <= 0 {
				return y + libm.Log1p(libm.Exp(d))
			}
			return d
		}},
		"bitwise_and": {name: "bitwise_and", pyop: pyBinary(py.And),
			b: func(x, y bool) bool { return x && y }, i: func(x, y int64, _ *fpFlags) int64 { return x & y }},
		"bitwise_or": {name: "bitwise_or", pyop: pyBinary(py.Or),
			b: func(x, y bool) bool { return x || y }, i: func(x, y int64, _ *fpFlags) int64 { return x | y }},
		"bitwise_xor": {name: "bitwise_xor", pyop: pyBinary(py.Xor),
			b: func(x, y bool) bool { return x != y }, i: func(x, y int64, _ *fpFlags) int64 { return x ^ y }},
		"left_shift": {name: "left_shift", pyop: pyBinary(py.LShift),
			i: func(x, y int64, _ *fpFlags) int64 {
				if y < 0 || y >= 64 {
					return 0
				}
				return x << uint(y)
			}},
		"right_shift": {name: "right_shift", pyop: pyBinary(py.RShift),
			i: func(x, y int64, _ *fpFlags) int64 {
				if y < 0 || y >= 64 {
					if x < 0 {
						return -1
					}
					return 0
				}
				return x >> uint(y)
			}},
		"gcd": {name: "gcd", boolErr: "noloop", i: func(x, y int64, _ *fpFlags) int64 { return gcd(x, y) }},
		"lcm": {name: "lcm", boolErr: "noloop", i: func(x, y int64, _ *fpFlags) int64 {
			g := gcd(x, y)
			if g == 0 {
				return 0
			}
			return absInt(x / g * y)
		}},
	}
	cmpCodes := map[string]int{"equal": cmpEQ, "not_equal": cmpNE, "less": cmpLT, "less_equal": cmpLE, "greater": cmpGT, "greater_equal": cmpGE}
	cmp := func(name string, op py.CompareOp, bb func(x, y bool) bool, ib func(x, y int64) bool, fb func(x, y float64) bool, cb func(x, y complex128) bool, sb func(x, y string) bool) {
		u[name] = &binFn{name: name, cmp: true, pyop: pyCompare(op), bb: bb, ib: ib, fb: fb, cb: cb, sb: sb, cmpCode: cmpCodes[name]}
	}
	cmp("equal", py.Eq, func(x, y bool) bool { return x == y }, func(x, y int64) bool { return x == y },
		func(x, y float64) bool { return x == y }, func(x, y complex128) bool { return x == y }, func(x, y string) bool { return x == y })
	cmp("not_equal", py.Ne, func(x, y bool) bool { return x != y }, func(x, y int64) bool { return x != y },
		func(x, y float64) bool { return x != y }, func(x, y complex128) bool { return x != y }, func(x, y string) bool { return x != y })
	cmp("less", py.Lt, func(x, y bool) bool { return !x && y }, func(x, y int64) bool { return x < y },
		func(x, y float64) bool { return x < y }, complexLess, func(x, y string) bool { return x < y })
	cmp("less_equal", py.Le, func(x, y bool) bool { return !x || y }, func(x, y int64) bool { return x <= y },
		func(x, y float64) bool { return x <= y }, func(x, y complex128) bool { return x == y || complexLess(x, y) }, func(x, y string) bool { return x <= y })
	cmp("greater", py.Gt, func(x, y bool) bool { return x && !y }, func(x, y int64) bool { return x > y },
		func(x, y float64) bool { return x > y }, func(x, y complex128) bool { return complexLess(y, x) }, func(x, y string) bool { return x > y })
	cmp("greater_equal", py.Ge, func(x, y bool) bool { return x || !y }, func(x, y int64) bool { return x >= y },
		func(x, y float64) bool { return x >= y }, func(x, y complex128) bool { return x == y || complexLess(y, x) }, func(x, y string) bool { return x >= y })
	logical := func(name string, fb func(x, y bool) bool) {
		u[name] = &binFn{name: name, cmp: true, pyop: pyLogical(fb), bb: fb,
			ib: func(x, y int64) bool { return fb(x != 0, y != 0) },
			fb: func(x, y float64) bool { return fb(x != 0, y != 0) },
			cb: func(x, y complex128) bool { return fb(x != 0, y != 0) }}
	}
	logical("logical_and", func(x, y bool) bool { return x && y })
	logical("logical_or", func(x, y bool) bool { return x || y })
	u["logical_and"].cmpCode = cmpAnd
	u["logical_or"].cmpCode = cmpOr
	u["bitwise_and"].cmpCode = cmpAnd
	u["bitwise_or"].cmpCode = cmpOr
	logical("logical_xor", func(x, y bool) bool { return x != y })
	u["divide"] = u["true_divide"]
	u["mod"] = u["remainder"]
	return u
}

// pyMax is maximum/minimum on Python objects.
func pyMax(min bool) func(t *py.Thread, x, y py.Value) (py.Value, error) {
	return func(t *py.Thread, x, y py.Value) (py.Value, error) {
		op := py.Ge
		if min {
			op = py.Le
		}
		ge, err := py.CompareBool(t, op, x, y)
		if err != nil {
			return nil, err
		}
		if ge {
			return x, nil
		}
		return y, nil
	}
}

// pyLogical is a logical ufunc on Python objects (their truth).
func pyLogical(f func(x, y bool) bool) func(t *py.Thread, x, y py.Value) (py.Value, error) {
	return func(t *py.Thread, x, y py.Value) (py.Value, error) {
		a, err := py.Truth(t, x)
		if err != nil {
			return nil, err
		}
		b, err := py.Truth(t, y)
		if err != nil {
			return nil, err
		}
		return py.NewBool(f(a, b)), nil
	}
}

// complexDiv is numpy's complex division (Smith's algorithm).
func complexDiv(x, y complex128) complex128 {
	a, b, c, d := real(x), imag(x), real(y), imag(y)
	if math.Abs(c) >= math.Abs(d) {
		if c == 0 && d == 0 {
			return complex(a/math.Abs(c), b/math.Abs(c))
		}
		rat := d / c
		scl := 1.0 / (c + d*rat)
		return complex((a+b*rat)*scl, (b-a*rat)*scl)
	}
	rat := c / d
	scl := 1.0 / (d + c*rat)
	return complex((a*rat+b)*scl, (b*rat-a)*scl)
}

// complexPow is complex power (cmplx.Pow, with integer exponents
// multiplied out as numpy does for small ones).
func complexPow(x, y complex128) complex128 {
	if imag(y) == 0 {
		n := real(y)
		if n == math.Trunc(n) && math.Abs(n) <= 100 {
			k := int(math.Abs(n))
			r := complex(1, 0)
			p := x
			for k > 0 {
				if k&1 == 1 {
					r *= p
				}
				p *= p
				k >>= 1
			}
			if n < 0 {
				return complexDiv(1, r)
			}
			return r
		}
	}
	return cmplx.Pow(x, y)
}
