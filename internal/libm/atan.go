package libm

import "math"

// atan as glibc 2.36 computes it on x86-64 CPUs with FMA (IBM's algorithm,
// its FMA build): an odd polynomial below 1/16, a table of atan and its
// Taylor coefficients at 241 points (atantab.go) up to 16, through 1/x
// beyond, and pi/2 past 5.8e15. The fused multiply-adds are those of
// glibc's x86-64 code.

// Polynomial coefficients, range limits and pi/2 in two parts.
const (
	atanD3   = -0x1.5555555555555p-2
	atanD5   = 0x1.99999999997fdp-3
	atanD7   = -0x1.24924923f7603p-3
	atanD9   = 0x1.c71c6e5129a3bp-4
	atanD11  = -0x1.7458022b13c25p-4
	atanD13  = 0x1.375f08b31cbcep-4
	atanA    = 0x1.bb67a00000000p-27
	atanE    = 0x1.49ff200000000p+52
	atanHpi  = 0x1.921fb54442d18p+0
	atanHpi1 = 0x1.1a62633145c07p-54
)

// Atan is glibc's arc tangent.
func Atan(x float64) float64 {
	if math.IsNaN(x) {
		return x + x
	}
	u := math.Abs(x)
	switch {
	case u < atanA:
		return x
	case u < 1.0/16:
		v := float64(x * x)
		return math.FMA(float64(x*v), atanPoly(v), x)
	case u < 1:
		e := atanEntry(u)
		z := u - e[0]
		return math.Copysign(math.FMA(atanTaylor(e, z), z, e[1]), x)
	case u < 16:
		w := 1 / u
		t1 := float64(w * u)
		t2 := math.FMA(w, u, -t1)
		e := atanEntry(w)
		z := math.FMA((1-t1)-t2, w, w-e[0])
		yy := math.FMA(-atanTaylor(e, z), z, atanHpi1)
		return math.Copysign((atanHpi-e[1])+yy, x)
	case u < atanE:
		w := 1 / u
		t1 := float64(w * u)
		t2 := math.FMA(w, u, -t1)
		v := float64(w * w)
		yy := float64(float64(w*v) * atanPoly(v))
		ww := float64(((1 - t1) - t2) * w)
		t3, cor := exactSub(atanHpi, w)
		return math.Copysign((((atanHpi1+cor)-ww)-yy)+t3, x)
	}
	return math.Copysign(atanHpi, x)
}

// atanPoly is atan's odd polynomial (atan(x) - x)/x^3 in v = x*x.
func atanPoly(v float64) float64 {
	p := math.FMA(v, math.FMA(v, atanD13, atanD11), atanD9)
	return math.FMA(v, math.FMA(v, math.FMA(v, p, atanD7), atanD5), atanD3)
}

// atanEntry is the table row nearest to u in [1/16, 1).
func atanEntry(u float64) *[7]float64 {
	i := int(math.FMA(u, 256, 0x1p52)-0x1p52) - 16
	return &atanTable[i]
}

// atanTaylor is the row's polynomial (atan(x_i+z) - atan(x_i))/z.
func atanTaylor(e *[7]float64, z float64) float64 {
	return math.FMA(z, math.FMA(z, math.FMA(z, math.FMA(z, e[6], e[5]), e[4]), e[3]), e[2])
}
