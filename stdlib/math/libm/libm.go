// Package libm gives float functions whose results match the C library
// CPython calls (glibc 2.36 on x86-64): sin, cos, exp, exp2, log, log2,
// log10 and pow by glibc's own algorithms, bit for bit; the others
// correctly rounded in double-double arithmetic or by fdlibm's formulas.
package libm

import "math"

// Where glibc's algorithm is not reproduced, glibc's result (within about
// 0.52 ulp of the exact one) usually agrees with the correctly rounded
// result, while Go's math package differs in the last bit far more often.
// Those functions therefore compute in double-double arithmetic (about 100
// bits) and round once.

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

// pi/2 in three parts, for argument reduction.
var (
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
