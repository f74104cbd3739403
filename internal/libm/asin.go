package libm

import "math"

// asin and acos as glibc 2.36 computes them on x86-64 CPUs with FMA (IBM's
// algorithms, their FMA build): an odd polynomial below 1/8, Taylor
// expansions around tabulated points (asintab.go) up to 0.96875, and
// beyond that asin(x) = pi/2 - 2 asin(sqrt((1-x)/2)) with a table-seeded
// square root. The fused multiply-adds are those of glibc's x86-64 code.

// Polynomial and square-root coefficients, pi/2 in two parts.
const (
	asinF1  = 1.66666666666664110590506577996662e-01
	asinF2  = 7.50000000026122686814431784722623e-02
	asinF3  = 4.46428561421059750978517350006940e-02
	asinF4  = 3.03821268582119319911193410625235e-02
	asinF5  = 2.23551211026525610742786300334557e-02
	asinF6  = 1.81382903404565056280372531963613e-02
	asinRt0 = 9.99999999859990725855365213134618e-01
	asinRt1 = 4.99999999495955425917856814202739e-01
	asinRt2 = 3.75017500867345182581453026130850e-01
	asinRt3 = 3.12523626554518656309172508769531e-01
)

// asinPoly is (asin(x) - x)/x^3 in x2 = x*x.
func asinPoly(x2 float64) float64 {
	p := math.FMA(math.FMA(math.FMA(asinF6, x2, asinF5), x2, asinF4), x2, asinF3)
	return math.FMA(math.FMA(p, x2, asinF2), x2, asinF1)
}

// asinTableEval returns xx = |x| - x_i and the row's expansion about x_i
// without its constant term (t) and that constant (asin(x_i)), for
// 0.125 <= |x| < 0.96875 with high word k.
func asinTableEval(ax float64, k uint32) (t, c float64) {
	var n, d uint32
	switch {
	case k < 0x3fd00000:
		n, d = 11*((k&0x000fffff)>>15), 5
	case k < 0x3fe00000:
		n, d = 11*((k&0x000fffff)>>14)+352, 5
	case k < 0x3fe80000:
		n, d = 1056+((k&0x000fe000)>>11)*3, 6
	case k < 0x3fed8000:
		n, d = 992+((k&0x000fe000)>>13)*13, 7
	case k < 0x3fee8000:
		n, d = 884+((k&0x000fe000)>>13)*14, 8
	default:
		n, d = 768+((k&0x000fe000)>>13)*15, 9
	}
	a := asinTable[n : n+d+4]
	xx := ax - a[0]
	poly := a[d+1]
	for j := d; j >= 2; j-- {
		poly = math.FMA(xx, poly, a[j])
	}
	p := math.FMA(float64(xx*xx), poly, a[d+2])
	return math.FMA(xx, a[1], p), a[d+3]
}

// asinSqrt returns y and cc with y + cc = sqrt(z) (y with 24 or 27
// significant bits, t27 selecting the latter as acos does) for the z of
// the range near 1.
func asinSqrt(z float64, t27 bool) (y, cc float64) {
	zb := math.Float64bits(z)
	t := asinInvRoot[(zb>>46)&0x7f] * math.Float64frombits(uint64(0x3ff+511-int64(zb)>>53)<<52)
	r := math.FMA(-float64(t*t), z, 1)
	t = float64(math.FMA(math.FMA(math.FMA(asinRt3, r, asinRt2), r, asinRt1), r, asinRt0) * t)
	c := float64(z * t)
	h := math.FMA(-float64(0.5*t), c, 1.5)
	if t27 {
		y = math.FMA(-0x1p27, c, math.FMA(c, 0x1p27, c))
	} else {
		y = (c + 0x1p24) - 0x1p24
	}
	return y, math.FMA(-y, y, z) / math.FMA(h, c, y)
}

// zPoly is z * (asin(x) - x)/x^3 evaluated at x2 = z.
func zPoly(z float64) float64 {
	return float64(asinPoly(z) * z)
}

// Asin is glibc's arc sine.
func Asin(x float64) float64 {
	k := highWord(x)
	ax := math.Abs(x)
	var res float64
	switch {
	case k < 0x3e500000:
		return x
	case k < 0x3fc00000:
		x2 := float64(x * x)
		return math.FMA(asinPoly(x2), float64(x*x2), x)
	case k < 0x3fef0000:
		t, c := asinTableEval(ax, k)
		res = c + t
	case k < 0x3ff00000:
		z := 0.5 * (1 - ax)
		y, cc := asinSqrt(z, false)
		p := zPoly(z)
		cor := math.FMA(-(2 * (y + cc)), p, math.FMA(-2, cc, atanHpi1))
		res = cor + math.FMA(-2, y, atanHpi)
	case k == 0x3ff00000 && uint32(math.Float64bits(x)) == 0:
		res = atanHpi
	case math.IsNaN(x):
		return x + x
	default:
		return math.NaN()
	}
	return math.Copysign(res, x)
}

// Acos is glibc's arc cosine.
func Acos(x float64) float64 {
	k := highWord(x)
	neg := math.Signbit(x)
	switch {
	case k < 0x3c880000:
		return atanHpi
	case k < 0x3fc00000:
		x2 := float64(x * x)
		r := atanHpi - x
		return r + math.FMA(-asinPoly(x2), float64(x*x2), (((atanHpi-r)-x)+atanHpi1))
	case k < 0x3fef0000:
		t, c := asinTableEval(math.Abs(x), k)
		if neg {
			return (atanHpi1 + t) + (atanHpi + c)
		}
		return (atanHpi1 - t) + (atanHpi - c)
	case k < 0x3ff00000:
		z := 0.5 * (1 - math.Abs(x))
		y, cc := asinSqrt(z, true)
		q := float64(zPoly(z) * (y + cc))
		if neg {
			return 2 * (((atanHpi1 - cc) - q) + (atanHpi - y))
		}
		return 2 * ((cc + q) + y)
	case k == 0x3ff00000 && uint32(math.Float64bits(x)) == 0:
		if neg {
			return 2 * atanHpi
		}
		return 0
	case math.IsNaN(x):
		return x + x
	}
	return math.NaN()
}
