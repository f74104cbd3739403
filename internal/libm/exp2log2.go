package libm

import "math"

// exp2 and log2 as glibc 2.36 computes them on x86-64: the same
// table-driven design as exp and log (exp's table, a 64-entry table for
// log2). This machine's log2 is an FMA build (it takes glibc's fma path:
// z*invc-1 in one rounding, fused multiply-adds), exp2 is not: checked
// against CPython on a million arguments each.

// Exp2 is glibc's 2**x.
func Exp2(x float64) float64 {
	abstop := top12(x) & 0x7ff
	special := false
	if abstop-top12(0x1p-54) >= top12(512)-top12(0x1p-54) {
		if int32(abstop-top12(0x1p-54)) < 0 {
			return 1 + x
		}
		if abstop >= top12(1024) {
			switch {
			case math.IsInf(x, -1):
				return 0
			case abstop >= top12(math.Inf(1)):
				return 1 + x
			case x > 0:
				return math.Inf(1)
			case math.Float64bits(x) >= math.Float64bits(-1075):
				return 0
			}
		}
		special = 2*math.Float64bits(x) > 2*math.Float64bits(928)
	}
	const shift = expShift / 128
	kd := x + shift
	ki := math.Float64bits(kd)
	kd -= shift
	r := x - kd
	idx := ki % 128
	tail := math.Float64frombits(expTab[idx][0])
	sbits := expTab[idx][1] + ki<<45
	r2 := float64(r * r)
	tmp := tail + float64(r*exp2C1) + float64(r2*(exp2C2+float64(r*exp2C3))) + float64(float64(r2*r2)*(exp2C4+float64(r*exp2C5)))
	if !special {
		scale := math.Float64frombits(sbits)
		return scale + float64(scale*tmp)
	}
	if ki&0x80000000 == 0 {
		scale := math.Float64frombits(sbits - 1<<52)
		return 2 * (scale + float64(scale*tmp))
	}
	scale := math.Float64frombits(sbits + 1022<<52)
	st := float64(scale * tmp)
	y := scale + st
	if y < 1 {
		lo := scale - y + st
		hi := 1 + y
		lo = 1 - hi + y + lo
		y = (hi + lo) - 1
		if y == 0 {
			y = 0
		}
	}
	return 0x1p-1022 * y
}

// Log2 is glibc's base-2 logarithm.
func Log2(x float64) float64 {
	ix := math.Float64bits(x)
	const lo1, hi1 = 0x3feea4af00000000, 0x3ff0b55900000000 // 1-0x1.5b51p-5, 1+0x1.6ab2p-5
	if ix-lo1 < hi1-lo1 {
		if x == 1 {
			return 0
		}
		return log2Near1(x)
	}
	ix, res, done := logSpecial(x)
	if done {
		return res
	}
	i, kd, z := logSplit(ix, 0x3fe6000000000000, 6)
	invc, logc := log2Tab[i][0], log2Tab[i][1]
	r := math.FMA(z, invc, -1)
	t1 := float64(r * log2InvLn2hi)
	t2 := math.FMA(r, log2InvLn2lo, math.FMA(r, log2InvLn2hi, -t1))
	t3 := kd + logc
	hi := t3 + t1
	lo := t3 - hi + t1 + t2
	r2 := float64(r * r)
	r4 := float64(r2 * r2)
	p := math.FMA(r4, math.FMA(r, log2A5, log2A4), math.FMA(r2, math.FMA(r, log2A3, log2A2), math.FMA(r, log2A1, log2A0)))
	return math.FMA(r2, p, lo) + hi
}

// log2Near1 is log2(x) for x within about 1/23 of 1.
func log2Near1(x float64) float64 {
	r := x - 1
	hi := float64(r * log2InvLn2hi)
	lo := math.FMA(r, log2InvLn2lo, math.FMA(r, log2InvLn2hi, -hi))
	r2 := float64(r * r)
	r4 := float64(r2 * r2)
	q := math.FMA(r, log2B1, log2B0)
	y := math.FMA(r2, q, hi)
	lo += math.FMA(r2, q, hi-y)
	q1 := math.FMA(r2, math.FMA(r, log2B5, log2B4), math.FMA(r, log2B3, log2B2))
	q2 := math.FMA(r2, math.FMA(r, log2B9, log2B8), math.FMA(r, log2B7, log2B6))
	lo = math.FMA(r4, math.FMA(r4, q2, q1), lo)
	return y + lo
}
