package libm

import "math"

// glibc computes the hyperbolic functions and their inverses with the
// classic fdlibm formulas on top of its own exp, log, expm1 and log1p
// (all from this package, bit-identical to glibc's), in plain arithmetic.
// The formulas below are the documented fdlibm ones.

const ln2 = 6.93147180559945286227e-01

// Sinh is the hyperbolic sine, as glibc computes it.
func Sinh(x float64) float64 {
	if math.IsNaN(x) || math.IsInf(x, 0) {
		return x
	}
	h := 0.5
	if x < 0 {
		h = -0.5
	}
	ax := math.Abs(x)
	switch {
	case ax < 22:
		if ax < 0x1p-28 {
			return x
		}
		t := Expm1(ax)
		if ax < 1 {
			return h * (2.0*t - float64(t*t)/(t+1.0))
		}
		return h * (t + t/(t+1.0))
	case ax < 0x1.62e42p+09: // glibc compares the high word only
		return h * Exp(ax)
	case ax <= 7.10475860073943863426e+02:
		w := Exp(0.5 * ax)
		t := h * w
		return t * w
	}
	return x * 1e307
}

// Cosh is the hyperbolic cosine, as glibc computes it.
func Cosh(x float64) float64 {
	if math.IsNaN(x) {
		return x
	}
	ax := math.Abs(x)
	switch {
	case math.IsInf(x, 0):
		return ax
	case ax < 0x1.62e43p-02: // about ln2/2, from the high word only
		t := Expm1(ax)
		w := 1 + t
		if ax < 0x1p-55 {
			return w
		}
		return 1 + float64(t*t)/(w+w)
	case ax < 22:
		t := Exp(ax)
		return 0.5*t + 0.5/t
	case ax < 0x1.62e42p+09: // glibc compares the high word only
		return 0.5 * Exp(ax)
	case ax <= 7.10475860073943863426e+02:
		w := Exp(0.5 * ax)
		t := 0.5 * w
		return t * w
	}
	return math.Inf(1)
}

// Tanh is the hyperbolic tangent, as glibc computes it.
func Tanh(x float64) float64 {
	if math.IsNaN(x) {
		return x
	}
	ax := math.Abs(x)
	var z float64
	switch {
	case math.IsInf(x, 0):
		z = 1
	case ax < 22:
		if ax < 0x1p-55 {
			return x * (1 + x)
		}
		if ax >= 1 {
			t := Expm1(2 * ax)
			z = 1 - 2/(t+2)
		} else {
			t := Expm1(-2 * ax)
			z = -t / (t + 2)
		}
	default:
		z = 1
	}
	return math.Copysign(z, x)
}

// Asinh is the inverse hyperbolic sine, as glibc computes it.
func Asinh(x float64) float64 {
	if math.IsNaN(x) || math.IsInf(x, 0) {
		return x
	}
	ax := math.Abs(x)
	var w float64
	switch {
	case ax < 0x1p-28:
		return x
	case highWord(x) > 0x41b00000: // glibc compares the high word only
		w = Log(ax) + ln2
	case highWord(x) > 0x40000000:
		w = Log(2*ax + 1/(math.Sqrt(float64(x*x)+1)+ax))
	default:
		t := float64(x * x)
		w = Log1p(ax + t/(1+math.Sqrt(1+t)))
	}
	return math.Copysign(w, x)
}

// Acosh is the inverse hyperbolic cosine, as glibc computes it.
func Acosh(x float64) float64 {
	switch {
	case math.IsNaN(x) || x < 1:
		return math.NaN()
	case x >= 0x1p28:
		if math.IsInf(x, 1) {
			return x
		}
		return Log(x) + ln2
	case x == 1:
		return 0
	case x > 2:
		return Log(2*x - 1/(x+math.Sqrt(float64(x*x)-1)))
	}
	t := x - 1
	return Log1p(t + math.Sqrt(2*t+float64(t*t)))
}

// cbrt2 and sqrCbrt2 are 2^(1/3) and 2^(2/3) rounded to doubles; glibc
// divides the rounded values (Go's constant arithmetic would not round
// them first, and 1/2^(2/3) would come out one ulp different).
var cbrt2, sqrCbrt2 = 1.2599210498948731648, 1.5874010519681994748

// cbrtFactor scales the cube root of the mantissa by 2^((e mod 3)/3).
var cbrtFactor = [5]float64{1.0 / sqrCbrt2, 1.0 / cbrt2, 1.0, cbrt2, sqrCbrt2}

// Cbrt is the cube root as glibc computes it (a polynomial estimate of
// the reduced argument, one rational refinement step and a table scale),
// which is not correctly rounded: glibc's cbrt(27) is 3.0000000000000004.
func Cbrt(x float64) float64 {
	if x == 0 || math.IsInf(x, 0) || math.IsNaN(x) {
		return x + x
	}
	factor := &cbrtFactor
	xm, xe := math.Frexp(math.Abs(x))
	// Every product is rounded before the next addition, as in glibc's
	// build without FMA.
	u := 0.784932344976639262 - float64(0.145263899385486377*xm)
	u = -1.83469277483613086 + float64(u*xm)
	u = 2.44693122563534430 + float64(u*xm)
	u = -2.11499494167371287 + float64(u*xm)
	u = 1.50819193781584896 + float64(u*xm)
	u = 0.354895765043919860 + float64(u*xm)
	t2 := float64(float64(u*u) * u)
	ym := u * (t2 + 2.0*xm) / (2.0*t2 + xm) * factor[2+xe%3]
	if x < 0 {
		ym = -ym
	}
	return math.Ldexp(ym, xe/3)
}
