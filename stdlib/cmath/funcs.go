package cmath

import (
	"math"

	"github.com/kraitpy/krait/internal/libm"
)

// status is what a function reports besides its value, C's errno in
// CPython's cmath: nothing, a domain error (ValueError) or an overflow
// (OverflowError).
type status int

const (
	ok status = iota
	domainErr
	rangeErr
)

// The constants CPython's cmath module computes with. They are variables,
// so that Go computes with their float64 values as C does, never with the
// exact constants. No operation in this package may be fused: each
// product added to something is wrapped in float64(...), as CPython is
// compiled without fused multiply-adds.
var (
	ln2             = 0.6931471805599453094 // M_LN2
	ln10            = 2.302585092994045684  // M_LN10
	pi              = 3.14159265358979323846
	e               = 2.7182818284590452354
	dblMin          = 2.2250738585072014e-308 // DBL_MIN
	largeDouble     = math.MaxFloat64 / 4.
	sqrtLargeDouble = math.Sqrt(largeDouble)
	logLargeDouble  = libm.Log(largeDouble)
	sqrtDblMin      = math.Sqrt(dblMin)
	inf             = math.Inf(1)
	nan             = math.NaN()
)

const (
	mantDig   = 53                // DBL_MANT_DIG
	scaleUp   = 2*(mantDig/2) + 1 // makes a subnormal normal
	scaleDown = -(scaleUp + 1) / 2
)

func isFinite(x float64) bool { return !math.IsInf(x, 0) && !math.IsNaN(x) }

func finite(z complex128) bool { return isFinite(real(z)) && isFinite(imag(z)) }

// fromTable returns the special value of a table for a z with an
// infinite or nan part.
func fromTable(t *specialTable, z complex128) complex128 {
	return t[classify(real(z))][classify(imag(z))]
}

func neg(z complex128) complex128 { return complex(-real(z), -imag(z)) }

// timesI and its inverse rotate by a quarter turn, as CPython writes
// asin(z) = -i asinh(iz) and friends.
func timesI(z complex128) complex128    { return complex(-imag(z), real(z)) }
func timesNegI(z complex128) complex128 { return complex(imag(z), -real(z)) }

func cAcos(z complex128) (complex128, status) {
	if !finite(z) {
		return fromTable(&acosSpecial, z), ok
	}
	x, y := real(z), imag(z)
	if math.Abs(x) > largeDouble || math.Abs(y) > largeDouble {
		// Large arguments: avoid an overflow on the way.
		re := libm.Atan2(math.Abs(y), x)
		l := libm.Log(libm.Hypot(x/2., y/2.)) + ln2*2.
		if x < 0. {
			return complex(re, -math.Copysign(l, y)), ok
		}
		return complex(re, math.Copysign(l, -y)), ok
	}
	s1, _ := cSqrt(complex(1.-x, -y))
	s2, _ := cSqrt(complex(1.+x, y))
	re := 2. * libm.Atan2(real(s1), real(s2))
	im := libm.Asinh(float64(real(s2)*imag(s1)) - float64(imag(s2)*real(s1)))
	return complex(re, im), ok
}

func cAcosh(z complex128) (complex128, status) {
	if !finite(z) {
		return fromTable(&acoshSpecial, z), ok
	}
	x, y := real(z), imag(z)
	if math.Abs(x) > largeDouble || math.Abs(y) > largeDouble {
		re := libm.Log(libm.Hypot(x/2., y/2.)) + ln2*2.
		return complex(re, libm.Atan2(y, x)), ok
	}
	s1, _ := cSqrt(complex(x-1., y))
	s2, _ := cSqrt(complex(x+1., y))
	re := libm.Asinh(float64(real(s1)*real(s2)) + float64(imag(s1)*imag(s2)))
	return complex(re, 2.*libm.Atan2(imag(s1), real(s2))), ok
}

func cAsin(z complex128) (complex128, status) {
	r, st := cAsinh(timesI(z))
	return timesNegI(r), st
}

func cAsinh(z complex128) (complex128, status) {
	if !finite(z) {
		return fromTable(&asinhSpecial, z), ok
	}
	x, y := real(z), imag(z)
	if math.Abs(x) > largeDouble || math.Abs(y) > largeDouble {
		l := libm.Log(libm.Hypot(x/2., y/2.)) + ln2*2.
		var re float64
		if y >= 0. {
			re = math.Copysign(l, x)
		} else {
			re = -math.Copysign(l, -x)
		}
		return complex(re, libm.Atan2(y, math.Abs(x))), ok
	}
	s1, _ := cSqrt(complex(1.+y, -x))
	s2, _ := cSqrt(complex(1.-y, x))
	re := libm.Asinh(float64(real(s1)*imag(s2)) - float64(real(s2)*imag(s1)))
	im := libm.Atan2(y, float64(real(s1)*real(s2))-float64(imag(s1)*imag(s2)))
	return complex(re, im), ok
}

func cAtan(z complex128) (complex128, status) {
	r, st := cAtanh(timesI(z))
	return timesNegI(r), st
}

func cAtanh(z complex128) (complex128, status) {
	if !finite(z) {
		return fromTable(&atanhSpecial, z), ok
	}
	x, y := real(z), imag(z)
	if x < 0. {
		// atanh(z) = -atanh(-z) keeps the work to x >= 0.
		r, st := cAtanh(neg(z))
		return neg(r), st
	}
	ay := math.Abs(y)
	switch {
	case x > sqrtLargeDouble || ay > sqrtLargeDouble:
		// Large |z|: atanh(z) is about 1/z +- i*pi/2.
		h := libm.Hypot(x/2., y/2.)
		return complex(x/4./h/h, -math.Copysign(pi/2., -y)), ok
	case x == 1. && ay < sqrtDblMin:
		if ay == 0. {
			return complex(inf, y), domainErr
		}
		re := -libm.Log(math.Sqrt(ay) / math.Sqrt(libm.Hypot(ay, 2.)))
		return complex(re, math.Copysign(libm.Atan2(2., -ay)/2, y)), ok
	}
	d := float64((1-x)*(1-x)) + float64(ay*ay)
	re := log1p(4.*x/d) / 4.
	im := -libm.Atan2(-2.*y, float64((1-x)*(1+x))-float64(ay*ay)) / 2.
	return complex(re, im), ok
}

// log1p is CPython's m_log1p: log1p keeping the sign of a zero.
func log1p(x float64) float64 {
	if x == 0 {
		return x
	}
	return libm.Log1p(x)
}

func cCos(z complex128) (complex128, status) { return cCosh(timesI(z)) }

// infTimes is an infinity with the signs of cos(y) and sin(y), as the
// special cases of cosh, sinh, exp and rect compute them.
func infTimes(y float64) (float64, float64) {
	return math.Copysign(inf, libm.Cos(y)), math.Copysign(inf, libm.Sin(y))
}

func cCosh(z complex128) (complex128, status) { return coshSinh(z, false) }

func cSinh(z complex128) (complex128, status) { return coshSinh(z, true) }

// coshSinh is cosh(z), or sinh(z) when odd: cos(y)cosh(x) + i sin(y)sinh(x)
// and cos(y)sinh(x) + i sin(y)cosh(x), with e*cosh(x-1) for cosh(x) where
// that overflows but the result may not.
func coshSinh(z complex128, odd bool) (complex128, status) {
	x, y := real(z), imag(z)
	if !finite(z) {
		var r complex128
		if math.IsInf(x, 0) && isFinite(y) && y != 0. {
			re, im := infTimes(y)
			switch {
			case x > 0:
				r = complex(re, im)
			case odd:
				r = complex(-re, im)
			default:
				r = complex(re, -im)
			}
		} else if odd {
			r = fromTable(&sinhSpecial, z)
		} else {
			r = fromTable(&coshSpecial, z)
		}
		if math.IsInf(y, 0) && !math.IsNaN(x) {
			return r, domainErr
		}
		return r, ok
	}
	scale := 1.
	if math.Abs(x) > logLargeDouble {
		x, scale = x-math.Copysign(1., x), e
	}
	ch, sh := libm.Cosh(x), libm.Sinh(x)
	if odd {
		ch, sh = sh, ch
	}
	// (multiplying by a scale of 1 is exact)
	r := complex(libm.Cos(y)*ch*scale, libm.Sin(y)*sh*scale)
	return r, overflowed(r)
}

func overflowed(r complex128) status {
	if math.IsInf(real(r), 0) || math.IsInf(imag(r), 0) {
		return rangeErr
	}
	return ok
}

func cExp(z complex128) (complex128, status) {
	x, y := real(z), imag(z)
	if !finite(z) {
		var r complex128
		if math.IsInf(x, 0) && isFinite(y) && y != 0. {
			if x > 0 {
				r = complex(infTimes(y))
			} else {
				r = complex(math.Copysign(0., libm.Cos(y)), math.Copysign(0., libm.Sin(y)))
			}
		} else {
			r = fromTable(&expSpecial, z)
		}
		if math.IsInf(y, 0) && (isFinite(x) || math.IsInf(x, 1)) {
			return r, domainErr
		}
		return r, ok
	}
	var r complex128
	if x > logLargeDouble {
		l := libm.Exp(x - 1.)
		r = complex(l*libm.Cos(y)*e, l*libm.Sin(y)*e)
	} else {
		l := libm.Exp(x)
		r = complex(l*libm.Cos(y), l*libm.Sin(y))
	}
	return r, overflowed(r)
}

func cLog(z complex128) (complex128, status) {
	if !finite(z) {
		return fromTable(&logSpecial, z), ok
	}
	x, y := real(z), imag(z)
	ax, ay := math.Abs(x), math.Abs(y)
	var re float64
	switch {
	case ax > largeDouble || ay > largeDouble:
		re = libm.Log(libm.Hypot(ax/2., ay/2.)) + ln2
	case ax < dblMin && ay < dblMin:
		if ax == 0. && ay == 0. {
			return complex(-inf, libm.Atan2(y, x)), domainErr
		}
		// hypot would be subnormal: scale up first.
		re = libm.Log(libm.Hypot(math.Ldexp(ax, mantDig), math.Ldexp(ay, mantDig))) - float64(mantDig)*ln2
	default:
		h := libm.Hypot(ax, ay)
		if 0.71 <= h && h <= 1.73 {
			am, an := max(ax, ay), min(ax, ay)
			re = log1p(float64((am-1)*(am+1))+float64(an*an)) / 2.
		} else {
			re = libm.Log(h)
		}
	}
	return complex(re, libm.Atan2(y, x)), ok
}

func cLog10(z complex128) (complex128, status) {
	r, st := cLog(z)
	return complex(real(r)/ln10, imag(r)/ln10), st
}

func cSin(z complex128) (complex128, status) {
	r, st := cSinh(timesI(z))
	return timesNegI(r), st
}

// cSqrt works on |x| and |y|: s = sqrt((|x| + hypot(x, y))/2), written as
// 2*sqrt(|x|/8 + hypot(x/8, y/8)) against overflow, with subnormal
// arguments scaled up first; the imaginary part is |y|/(2s).
func cSqrt(z complex128) (complex128, status) {
	if !finite(z) {
		return fromTable(&sqrtSpecial, z), ok
	}
	x, y := real(z), imag(z)
	if x == 0. && y == 0. {
		return complex(0., y), ok
	}
	ax, ay := math.Abs(x), math.Abs(y)
	var s float64
	if ax < dblMin && ay < dblMin {
		ax = math.Ldexp(ax, scaleUp)
		s = math.Ldexp(math.Sqrt(ax+libm.Hypot(ax, math.Ldexp(ay, scaleUp))), scaleDown)
	} else {
		ax /= 8.
		s = 2. * math.Sqrt(ax+libm.Hypot(ax, ay/8.))
	}
	d := ay / (2. * s)
	if x >= 0. {
		return complex(s, math.Copysign(d, y)), ok
	}
	return complex(d, math.Copysign(s, y)), ok
}

func cTan(z complex128) (complex128, status) {
	r, st := cTanh(timesI(z))
	return timesNegI(r), st
}

// cTanh computes (tanh(x)(1+tan(y)^2) + i tan(y)(1-tanh(x)^2)) /
// (1 + tan(y)^2 tanh(x)^2), with 1-tanh(x)^2 as 1/cosh(x)^2, or about
// 4exp(-2|x|) for large |x|.
func cTanh(z complex128) (complex128, status) {
	x, y := real(z), imag(z)
	if !finite(z) {
		var r complex128
		if math.IsInf(x, 0) && isFinite(y) && y != 0. {
			im := math.Copysign(0., 2.*libm.Sin(y)*libm.Cos(y))
			if x > 0 {
				r = complex(1.0, im)
			} else {
				r = complex(-1.0, im)
			}
		} else {
			r = fromTable(&tanhSpecial, z)
		}
		if math.IsInf(y, 0) && isFinite(x) {
			return r, domainErr
		}
		return r, ok
	}
	if math.Abs(x) > logLargeDouble {
		return complex(math.Copysign(1., x), 4.*libm.Sin(y)*libm.Cos(y)*libm.Exp(-2.*math.Abs(x))), ok
	}
	tx := libm.Tanh(x)
	ty := libm.Tan(y)
	cx := 1. / libm.Cosh(x)
	txty := tx * ty
	denom := 1. + float64(txty*txty)
	re := tx * (1. + float64(ty*ty)) / denom
	im := ((ty / denom) * cx) * cx
	return complex(re, im), ok
}

// phase is CPython's c_atan2: atan2(imag, real) with C99's special cases
// spelled out.
func phase(z complex128) float64 {
	r, _ := phaseStatus(z)
	return r
}

// phaseStatus is phase with the errno glibc's atan2 leaves, which
// cmath.phase reports: ERANGE when a nonzero y over a finite x underflows
// to zero (phase(complex(1e300, 1e-300)) is CPython's OverflowError).
func phaseStatus(z complex128) (float64, status) {
	x, y := real(z), imag(z)
	if math.IsNaN(x) || math.IsNaN(y) {
		return nan, ok
	}
	if math.IsInf(y, 0) {
		if math.IsInf(x, 0) {
			if math.Signbit(x) {
				return math.Copysign(0.75*pi, y), ok
			}
			return math.Copysign(0.25*pi, y), ok
		}
		return math.Copysign(0.5*pi, y), ok
	}
	if math.IsInf(x, 0) || y == 0. {
		if math.Signbit(x) {
			return math.Copysign(pi, y), ok
		}
		return math.Copysign(0., y), ok
	}
	r := libm.Atan2(y, x)
	if r == 0 {
		return r, rangeErr
	}
	return r, ok
}

// cAbs is CPython's _Py_c_abs: an infinite part wins over a nan, and an
// overflow to infinity is reported.
func cAbs(z complex128) (float64, status) {
	x, y := real(z), imag(z)
	if !finite(z) {
		switch {
		case math.IsInf(x, 0):
			return math.Abs(x), ok
		case math.IsInf(y, 0):
			return math.Abs(y), ok
		}
		return nan, ok
	}
	r := libm.Hypot(x, y)
	if !isFinite(r) {
		return r, rangeErr
	}
	return r, ok
}

// rect is r*(cos(phi) + i sin(phi)), with C99's spirit for special values.
func rect(r, phi float64) (complex128, status) {
	if !isFinite(r) || !isFinite(phi) {
		var z complex128
		if math.IsInf(r, 0) && isFinite(phi) && phi != 0. {
			re, im := infTimes(phi)
			if r > 0 {
				z = complex(re, im)
			} else {
				z = complex(-re, -im)
			}
		} else {
			z = rectSpecial[classify(r)][classify(phi)]
		}
		if r != 0. && !math.IsNaN(r) && math.IsInf(phi, 0) {
			return z, domainErr
		}
		return z, ok
	}
	if phi == 0.0 {
		return complex(r, r*phi), ok
	}
	return complex(r*libm.Cos(phi), r*libm.Sin(phi)), ok
}

// quot is CPython's _Py_c_quot, which reports a division by zero (as a
// domain error) instead of dividing.
func quot(a, b complex128) (complex128, status) {
	ar, ai, br, bi := real(a), imag(a), real(b), imag(b)
	abr, abi := math.Abs(br), math.Abs(bi)
	switch {
	case abr >= abi:
		if abr == 0.0 {
			return 0, domainErr
		}
		ratio := bi / br
		denom := br + float64(bi*ratio)
		return complex((ar+float64(ai*ratio))/denom, (ai-float64(ar*ratio))/denom), ok
	case abi >= abr:
		ratio := br / bi
		denom := float64(br*ratio) + bi
		return complex((float64(ar*ratio)+ai)/denom, (float64(ai*ratio)-ar)/denom), ok
	}
	return complex(nan, nan), ok
}

// logBase is log(z, base): log(z)/log(base). As in CPython, a domain error
// of log(z) is forgotten when log(base) succeeds (log(0, 2) is -inf+nanj),
// and a zero log(base) is a domain error.
func logBase(z, base complex128) (complex128, status) {
	r, _ := cLog(z)
	lb, st := cLog(base)
	r, qst := quot(r, lb)
	if qst != ok {
		st = qst
	}
	return r, st
}

// polar is (abs(z), phase(z)); only abs reports an overflow.
func polar(z complex128) (r, phi float64, st status) {
	phi = phase(z)
	r, st = cAbs(z)
	return r, phi, st
}

// closeTo is isclose(a, b, rel_tol=rel, abs_tol=abs) for valid
// tolerances: equal, or both finite and |a-b| within either tolerance.
func closeTo(a, b complex128, rel, abs float64) bool {
	if a == b {
		return true
	}
	if math.IsInf(real(a), 0) || math.IsInf(imag(a), 0) || math.IsInf(real(b), 0) || math.IsInf(imag(b), 0) {
		return false
	}
	diff, _ := cAbs(complex(real(a)-real(b), imag(a)-imag(b)))
	absA, _ := cAbs(a)
	absB, _ := cAbs(b)
	return diff <= rel*absB || diff <= rel*absA || diff <= abs
}
