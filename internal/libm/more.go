package libm

import "math"

// Log10 is the base-10 logarithm as glibc computes it: the binary
// exponent k is split off and log10(x) = k*log10(2) + log(m)/ln(10), with
// log10(2) in two parts. It is not correctly rounded (glibc's
// log10(sqrt(2)) is 0.1505149978319906), so neither is this.
func Log10(x float64) float64 {
	if !(x > 0) || math.IsInf(x, 1) {
		return math.Log10(x)
	}
	const (
		ivln10  = 4.34294481903251816668e-01
		log10Hi = 3.01029995663611771306e-01
		log10Lo = 3.69423907715893078616e-13
		twoTo54 = 1.80143985094819840000e+16
	)
	k := 0
	bits := math.Float64bits(x)
	hx := int32(bits >> 32)
	if hx < 0x00100000 {
		k -= 54
		x *= twoTo54
		bits = math.Float64bits(x)
		hx = int32(bits >> 32)
	}
	k += int(hx>>20) - 1023
	i := 0
	if k < 0 {
		i = 1
	}
	hx = (hx & 0x000fffff) | int32((0x3ff-i)<<20)
	y := float64(k + i)
	x = math.Float64frombits(uint64(uint32(hx))<<32 | bits&0xffffffff)
	z := float64(y*log10Lo) + float64(ivln10*Log(x))
	return z + float64(y*log10Hi)
}

// Atanh is glibc's inverse hyperbolic tangent: log1p-based formulas.
func Atanh(x float64) float64 {
	xa := math.Abs(x)
	var t float64
	switch {
	case xa < 0.5:
		if xa < 0x1p-28 {
			return x
		}
		t = xa + xa
		t = 0.5 * Log1p(t+float64(t*xa)/(1-xa))
	case xa < 1:
		t = 0.5 * Log1p((xa+xa)/(1-xa))
	case xa > 1 || math.IsNaN(x):
		return math.NaN()
	default:
		return x / 0
	}
	return math.Copysign(t, x)
}
