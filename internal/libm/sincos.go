package libm

import "math"

// CPython's math.sin and math.cos call glibc, whose results are within
// about 0.55 ulp but not correctly rounded. To print the same digits as
// CPython, Sin and Cos follow glibc's published algorithm step by step:
// the same range boundaries, the same reduction constants, a table of sin
// and cos at multiples of 1/128 (sincostab.go, regenerated here from the
// exact values), the same polynomial coefficients and the same order of
// floating-point operations. The multiply-adds glibc's x86-64 FMA build
// fuses are written as math.FMA; every other product is wrapped in
// float64() so the Go compiler never fuses it, which would change the
// rounding.

// Polynomial coefficients and reduction constants (IEEE values).
const (
	tsS1  = -0x1.5555555555555p-3
	tsS2  = 0x1.1111111110ECEp-7
	tsS3  = -0x1.A01A019DB08B8p-13
	tsS4  = 0x1.71DE27B9A7ED9p-19
	tsS5  = -0x1.ADDFFC2FCDF59p-26
	scSn3 = -1.66666666666664880952546298448555e-01
	scSn5 = 8.33333214285722277379541354343671e-03
	scCs2 = 4.99999999999999999999950396842453e-01
	scCs4 = -4.16666666666664434524222570944589e-02
	scCs6 = 1.38888874007937613028114285595617e-03
	scBig = 0x1.8p45 // big + |x| rounds |x| to a multiple of 1/128
	scHp0 = 0x1.921FB54442D18p0
	scHp1 = 0x1.1A62633145C07p-54
	scMp1 = 0x1.921FB58000000p0
	scMp2 = -0x1.DDE973C000000p-27
	scPp3 = -0x1.CB3B398000000p-55
	scPp4 = -0x1.d747f23e32ed7p-83
	scInv = 0x1.45F306DC9C883p-1 // 2/pi
	toInt = 0x1.8p52
)

// highWord is the upper 32 bits of |x|'s IEEE representation.
func highWord(x float64) uint32 { return uint32(math.Float64bits(x)>>32) & 0x7fffffff }

// lowWord is the lower 32 bits of x's IEEE representation.
func lowWord(x float64) uint32 { return uint32(math.Float64bits(x)) }

// tableEntry returns sin and cos of the multiple of 1/128 that u - scBig
// holds, each as a double-double.
func tableEntry(u float64) (sn, ssn, cs, ccs float64) {
	e := &sinCosTable[lowWord(u)]
	return math.Float64frombits(e[0]), math.Float64frombits(e[1]), math.Float64frombits(e[2]), math.Float64frombits(e[3])
}

// taylorSin is sin(a + da) for small a by the short Taylor polynomial.
func taylorSin(xx, a, da float64) float64 {
	p := math.FMA(math.FMA(math.FMA(math.FMA(tsS5, xx, tsS4), xx, tsS3), xx, tsS2), xx, tsS1)
	t := math.FMA(p, a, -float64(0.5*da))
	t = math.FMA(t, xx, da)
	return a + t
}

// sinSmall is sin(x + dx) for |x| below about 0.86.
func sinSmall(x, dx float64) float64 {
	xold := x
	if math.Abs(x) < 0.126 {
		return taylorSin(float64(x*x), x, dx)
	}
	if x <= 0 {
		dx = -dx
	}
	u := scBig + math.Abs(x)
	x = math.Abs(x) - (u - scBig)
	xx := float64(x * x)
	s := x + math.FMA(float64(x*xx), math.FMA(xx, scSn5, scSn3), dx)
	c := math.FMA(x, dx, float64(xx*math.FMA(xx, math.FMA(xx, scCs6, scCs4), scCs2)))
	sn, ssn, cs, ccs := tableEntry(u)
	cor := math.FMA(cs, s, math.FMA(-sn, c, math.FMA(s, ccs, ssn)))
	return math.Copysign(sn+cor, xold)
}

// cosSmall is cos(x + dx) for |x| below about 0.86.
func cosSmall(x, dx float64) float64 {
	if x < 0 {
		dx = -dx
	}
	u := scBig + math.Abs(x)
	x = (math.Abs(x) - (u - scBig)) + dx
	xx := float64(x * x)
	s := math.FMA(float64(x*xx), math.FMA(xx, scSn5, scSn3), x)
	c := float64(xx * math.FMA(xx, math.FMA(xx, scCs6, scCs4), scCs2))
	sn, ssn, cs, ccs := tableEntry(u)
	cor := math.FMA(-sn, s, math.FMA(-cs, c, math.FMA(-s, ssn, ccs)))
	return cs + cor
}

// reduceMedium writes x = n*pi/2 + (a + da) for |x| < 105414350 with a
// four-part pi/2.
func reduceMedium(x float64) (a, da float64, n uint32) {
	t := math.FMA(x, scInv, toInt)
	xn := t - toInt
	n = lowWord(t) & 3
	y := math.FMA(-xn, scMp2, math.FMA(-xn, scMp1, x))
	t2 := math.FMA(-xn, scPp3, y)
	db := math.FMA(-xn, scPp3, y-t2)
	b := math.FMA(-xn, scPp4, t2)
	db += math.FMA(-xn, scPp4, t2-b)
	return b, db, n
}

// reduce writes any finite x as n*pi/2 + (a + da), |a| <= pi/4.
func reduce(x float64) (a, da float64, n uint32) {
	if highWord(x) < 0x419921FB {
		return reduceMedium(x)
	}
	return branred(x)
}

// sinCosQuadrant is sin(a + da + n*pi/2).
func sinCosQuadrant(a, da float64, n uint32) float64 {
	var r float64
	if n&1 != 0 {
		r = cosSmall(a, da)
	} else {
		r = sinSmall(a, da)
	}
	if n&2 != 0 {
		return -r
	}
	return r
}

// Sin is the sine as glibc computes it.
func Sin(x float64) float64 {
	k := highWord(x)
	switch {
	case k < 0x3e500000:
		return x
	case k < 0x3feb6000:
		return sinSmall(x, 0)
	case k < 0x400368fd:
		t := scHp0 - math.Abs(x)
		return math.Copysign(cosSmall(t, scHp1), x)
	case k < 0x7ff00000:
		a, da, n := reduce(x)
		return sinCosQuadrant(a, da, n)
	}
	return math.NaN()
}

// Cos is the cosine as glibc computes it.
func Cos(x float64) float64 {
	k := highWord(x)
	switch {
	case k < 0x3e400000:
		return 1
	case k < 0x3feb6000:
		return cosSmall(x, 0)
	case k < 0x400368fd:
		y := scHp0 - math.Abs(x)
		a := y + scHp1
		da := (y - a) + scHp1
		return sinSmall(a, da)
	case k < 0x7ff00000:
		a, da, n := reduce(x)
		return sinCosQuadrant(a, da, n+1)
	}
	return math.NaN()
}
