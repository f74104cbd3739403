// Package libm gives float functions whose results match the C library
// CPython calls (glibc): sin and cos by glibc's own algorithm, correctly
// rounded log, exp, pow and acos computed in double-double arithmetic.
package libm

import "math"

// CPython's random.py calls the C library's log, exp, sin, cos, acos and
// pow. glibc's implementations are within about 0.52 ulp of the exact
// result, so they agree with the correctly rounded result except in rare
// near-halfway cases, while Go's math package differs in the last bit far
// more often. The functions below therefore compute in double-double
// arithmetic (about 100 bits) and round once, giving the correctly rounded
// result, which is what glibc returns in practice.

// dd is an unevaluated sum hi + lo with |lo| <= ulp(hi)/2.
type dd struct{ hi, lo float64 }

func twoSum(a, b float64) (s, e float64) {
	s = a + b
	bb := s - a
	e = (a - (s - bb)) + (b - bb)
	return
}

func quickTwoSum(a, b float64) (s, e float64) {
	s = a + b
	e = b - (s - a)
	return
}

func twoProd(a, b float64) (p, e float64) {
	p = a * b
	e = math.FMA(a, b, -p)
	return
}

func ddFrom(x float64) dd { return dd{x, 0} }

func ddAdd(x, y dd) dd {
	s, e := twoSum(x.hi, y.hi)
	t, f := twoSum(x.lo, y.lo)
	e += t
	s, e = quickTwoSum(s, e)
	e += f
	s, e = quickTwoSum(s, e)
	return dd{s, e}
}

func ddNeg(x dd) dd { return dd{-x.hi, -x.lo} }

func ddSub(x, y dd) dd { return ddAdd(x, ddNeg(y)) }

func ddMul(x, y dd) dd {
	p, e := twoProd(x.hi, y.hi)
	e += x.hi*y.lo + x.lo*y.hi
	p, e = quickTwoSum(p, e)
	return dd{p, e}
}

func ddMulF(x dd, f float64) dd {
	p, e := twoProd(x.hi, f)
	e += x.lo * f
	p, e = quickTwoSum(p, e)
	return dd{p, e}
}

func ddDiv(x, y dd) dd {
	q1 := x.hi / y.hi
	r := ddSub(x, ddMulF(y, q1))
	q2 := r.hi / y.hi
	r = ddSub(r, ddMulF(y, q2))
	q3 := r.hi / y.hi
	s, e := quickTwoSum(q1, q2)
	return ddAdd(dd{s, e}, ddFrom(q3))
}

// round returns the double nearest to hi + lo.
func (x dd) round() float64 { return x.hi + x.lo }

// Constants in double-double: ln 2 and pi/2 (three parts for reduction).
var (
	ddLn2 = dd{0x1.62e42fefa39efp-01, 0x1.abc9e3b39803fp-56}
	pio2A = 0x1.921fb54442d18p+00
	pio2B = 0x1.1a62633145c07p-54
	pio2C = -0x1.f1976b7ed8fbcp-110
)

// invFact[n] is 1/n! in double-double, for the Taylor series.
var invFact = func() [28]dd {
	var t [28]dd
	t[0] = ddFrom(1)
	for n := 1; n < len(t); n++ {
		t[n] = ddDiv(t[n-1], ddFrom(float64(n)))
	}
	return t
}()

// ddExpm1Small is exp(r)-1 for |r| < 1e-3 by its Taylor series.
func ddExpm1Small(r dd) dd {
	sum := ddMul(r, invFact[12])
	for n := 11; n >= 1; n-- {
		sum = ddMul(ddAdd(sum, invFact[n]), r)
	}
	return sum
}

// ddExp is exp(a) in double-double, for |a| < 709.
func ddExp(a dd) dd {
	k := math.Round(a.hi / ddLn2.hi)
	// r = a - k*ln2, with k*ln2 formed exactly enough.
	p, e := twoProd(k, ddLn2.hi)
	kl := ddAdd(dd{p, e}, ddFrom(k*ddLn2.lo))
	r := ddSub(a, kl)
	const halvings = 10
	r = dd{math.Ldexp(r.hi, -halvings), math.Ldexp(r.lo, -halvings)}
	m := ddExpm1Small(r)
	for i := 0; i < halvings; i++ { // (1+m)^2 = 1 + (2m + m^2)
		m = ddAdd(ddMulF(m, 2), ddMul(m, m))
	}
	res := ddAdd(ddFrom(1), m)
	return dd{math.Ldexp(res.hi, int(k)), math.Ldexp(res.lo, int(k))}
}

// Exp is the correctly rounded exp(x).
func Exp(x float64) float64 {
	if math.IsNaN(x) || math.IsInf(x, 0) || x > 709.7 || x < -708 || x == 0 {
		return math.Exp(x)
	}
	return ddExp(ddFrom(x)).round()
}

// ddLog is log(x) in double-double for finite x > 0: one Newton step
// y + (x*exp(-y) - 1) from Go's estimate.
func ddLog(x float64) dd {
	y := math.Log(x)
	if y > 700 || y < -700 {
		// exp(-y) would leave the range ddExp handles; split off a power
		// of two first.
		m, e := math.Frexp(x)
		l := ddLog(m)
		return ddAdd(l, ddMulF(ddLn2, float64(e)))
	}
	t := ddMulF(ddExp(ddFrom(-y)), x)
	return ddAdd(ddFrom(y), ddSub(t, ddFrom(1)))
}

// Log is the correctly rounded natural logarithm.
func Log(x float64) float64 {
	if !(x > 0) || math.IsInf(x, 1) || x == 1 {
		return math.Log(x)
	}
	if x < 0x1p-1000 {
		m, e := math.Frexp(x)
		return ddAdd(ddLog(m), ddMulF(ddLn2, float64(e))).round()
	}
	return ddLog(x).round()
}

// ddSinCosReduced returns sin and cos of r for |r| <= pi/4.
func ddSinCosReduced(r dd) (s, c dd) {
	r2 := ddMul(r, r)
	return ddMul(sinSeries(r2), r), cosSeries(r2)
}

// sinSeries is sum_k (-1)^k x^k / (2k+1)! for x = r^2, so that
// sin r = r * sinSeries(r^2).
func sinSeries(x dd) dd {
	acc := dd{}
	for k := 12; k >= 0; k-- {
		coef := invFact[2*k+1]
		if k%2 == 1 {
			coef = ddNeg(coef)
		}
		acc = ddAdd(ddMul(acc, x), coef)
	}
	return acc
}

// cosSeries is sum_k (-1)^k x^k / (2k)! for x = r^2.
func cosSeries(x dd) dd {
	acc := dd{}
	for k := 13; k >= 0; k-- {
		coef := invFact[2*k]
		if k%2 == 1 {
			coef = ddNeg(coef)
		}
		acc = ddAdd(ddMul(acc, x), coef)
	}
	return acc
}

// ddSinCos returns sin(x) and cos(x) in double-double for finite x.
func ddSinCos(x float64) (dd, dd) {
	var r dd
	var quadrant int64
	if isSmallTrigArg(x) {
		k := math.Round(x / pio2A)
		p1, e1 := twoProd(k, pio2A)
		p2, e2 := twoProd(k, pio2B)
		r = ddSub(ddFrom(x), dd{p1, e1})
		r = ddSub(r, dd{p2, e2})
		r = ddSub(r, ddFrom(k*pio2C))
		quadrant = int64(k)
	} else {
		r, quadrant = reduceLarge(x)
	}
	s, c := ddSinCosReduced(r)
	switch quadrant & 3 {
	case 1:
		s, c = c, ddNeg(s)
	case 2:
		s, c = ddNeg(s), ddNeg(c)
	case 3:
		s, c = ddNeg(c), s
	}
	return s, c
}

// Acos is the correctly rounded arc cosine: one Newton step on
// cos(y) = f from Go's estimate.
func Acos(f float64) float64 {
	switch {
	case math.IsNaN(f) || f > 1 || f < -1:
		return math.Acos(f)
	case f == 1:
		return 0
	case f == -1:
		return math.Pi
	}
	y := math.Acos(f)
	s, c := ddSinCos(y)
	// y1 = y + (cos y - f) / sin y
	corr := ddDiv(ddSub(c, ddFrom(f)), s)
	return ddAdd(ddFrom(y), corr).round()
}

// Pow is the correctly rounded x**y for finite x > 0 (Go's math.Pow for
// the special cases, which it handles exactly as C99 specifies).
func Pow(x, y float64) float64 {
	if !(x > 0) || math.IsInf(x, 0) || math.IsNaN(y) || math.IsInf(y, 0) || x == 1 || y == 0 || y == 1 {
		return math.Pow(x, y)
	}
	t := ddMulF(ddLog(x), y)
	if t.hi > 709.7 || t.hi < -708 {
		return math.Pow(x, y) // overflow or underflow range
	}
	return ddExp(t).round()
}
