package libm

import "math"

// atan2 as glibc 2.36 computes it on x86-64 CPUs with FMA (IBM's
// algorithm, its FMA build): C99's special cases, then u = min/max of |x|
// and |y| as a double-double quotient, atan(u) by atan's polynomial or
// table (atantab.go), placed in the right octant with pi/2 and pi in two
// parts. The fused multiply-adds are those of glibc's x86-64 code.

const (
	atan2Pi   = 0x1.921fb54442d18p+01
	atan2Pi1  = 0x1.1a62633145c07p-53 // pi - atan2Pi
	atan2Pi4  = 0x1.921fb54442d18p-01
	atan2Pi34 = 0x1.2d97c7f3321d2p+01
)

// Atan2 is glibc's atan2(y, x).
func Atan2(y, x float64) float64 {
	switch {
	case math.IsNaN(x):
		return x + y
	case math.IsNaN(y):
		return y + y
	case y == 0:
		if math.Signbit(x) {
			return math.Copysign(atan2Pi, y)
		}
		return math.Copysign(0, y)
	case x == 0:
		return math.Copysign(atanHpi, y)
	case math.IsInf(x, 0):
		switch {
		case math.IsInf(y, 0) && x > 0:
			return math.Copysign(atan2Pi4, y)
		case math.IsInf(y, 0):
			return math.Copysign(atan2Pi34, y)
		case x > 0:
			return math.Copysign(0, y)
		}
		return math.Copysign(atan2Pi, y)
	case math.IsInf(y, 0):
		return math.Copysign(atanHpi, y)
	}
	ax, ay := math.Abs(x), math.Abs(y)
	de := int32(highWord(y)&0x7ff00000) - int32(highWord(x)&0x7ff00000)
	switch {
	case de >= 57<<20:
		return math.Copysign(atanHpi, y)
	case de <= -57<<20:
		if x > 0 {
			return math.Copysign(ay/ax, y)
		}
		return math.Copysign(atan2Pi, y)
	}
	if ax < 0x1p-500 || ay < 0x1p-500 {
		ax *= 0x1p500
		ay *= 0x1p500
	}
	if ax > 0x1p500 || ay > 0x1p500 {
		ax *= 0x1p-500
		ay *= 0x1p-500
	}
	// u + du = min/max of |x| and |y|.
	num, den := ay, ax
	if ay >= ax {
		num, den = ax, ay
	}
	u := num / den
	v := float64(den * u)
	vv := math.FMA(den, u, -v)
	du := ((num - v) - vv) / den
	var z float64
	switch {
	case x > 0 && ay < ax: // atan(u)
		z = atan2Near0(u, du)
	case x > 0: // pi/2 - atan(u)
		z = atan2FromConst(atanHpi, atanHpi1, u, du, -1)
	case ax < ay: // pi/2 + atan(u)
		z = atan2FromConst(atanHpi, atanHpi1, u, du, 1)
	default: // pi - atan(u)
		z = atan2FromConst(atan2Pi, atan2Pi1, u, du, -1)
	}
	return math.Copysign(z, y)
}

// atan2Near0 is atan(u + du) for 0 < u < 1.
func atan2Near0(u, du float64) float64 {
	if u < 1.0/16 {
		v := float64(u * u)
		return u + math.FMA(float64(u*v), atanPoly(v), du)
	}
	e := atanEntry(u)
	v, dv := exactAdd(u-e[0], du)
	q := math.FMA(v, math.FMA(v, math.FMA(v, e[6], e[5]), e[4]), e[3])
	zz := math.FMA(v, e[2], math.FMA(dv, e[2], float64(float64(v*v)*q)))
	return zz + e[1]
}

// atan2FromConst is c + c1 + sign*atan(u + du) for 0 < u <= 1, c + c1
// being pi/2 or pi in two parts and sign ±1.
func atan2FromConst(c, c1, u, du, sign float64) float64 {
	if u < 1.0/16 {
		v := float64(u * u)
		zz := float64(float64(u*v) * atanPoly(v))
		if sign > 0 {
			t2, cor := exactAdd(c, u)
			return (((cor + c1) + du) + zz) + t2
		}
		t2, cor := exactSub(c, u)
		return (((cor + c1) - du) - zz) + t2
	}
	e := atanEntry(u)
	v := (u - e[0]) + du
	q := atanTaylor(e, v)
	if sign > 0 {
		return (c + e[1]) + math.FMA(v, q, c1)
	}
	return (c - e[1]) + math.FMA(-v, q, c1)
}
