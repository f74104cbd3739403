package libm

import "math"

// exp, log and pow as glibc 2.36 computes them on x86-64 CPUs with FMA
// (the ifunc variants CPython ends up calling there): glibc's published
// table-driven design (128-entry tables, short polynomials, error-free
// transformations), with its tables and coefficients (glibctab.go), the
// same operation order and the multiply-adds its compiler fuses written as
// math.FMA. Every other product is wrapped in float64() so that Go never
// fuses it: the results are then bit-identical to glibc's.

// top12 is the sign and exponent field of x.
func top12(x float64) uint32 { return uint32(math.Float64bits(x) >> 52) }

// Exp is glibc's exp(x).
func Exp(x float64) float64 {
	abstop := top12(x) & 0x7ff
	special := false
	if abstop-top12(0x1p-54) >= top12(512)-top12(0x1p-54) {
		if int32(abstop-top12(0x1p-54)) < 0 {
			return 1 + x // tiny x (and 0)
		}
		if abstop >= top12(1024) {
			switch {
			case math.IsInf(x, -1):
				return 0
			case abstop >= top12(math.Inf(1)):
				return 1 + x
			case x < 0:
				return 0 // underflow
			}
			return math.Inf(1) // overflow
		}
		special = true
	}
	return expCore(x, 0, 0, special)
}

// expCore is sign*exp(x+xtail), sign being -1 when signBias is set; special
// marks |x| >= 512, where the result may overflow or underflow.
func expCore(x, xtail float64, signBias uint64, special bool) float64 {
	// exp(x) = 2^(k/N) * exp(r), |r| <= ln2/2N.
	kd := math.FMA(expInvLn2N, x, expShift)
	ki := math.Float64bits(kd)
	kd -= expShift
	r := math.FMA(kd, expNegLn2loN, math.FMA(kd, expNegLn2hiN, x))
	r += xtail
	idx := ki % 128
	top := (ki + signBias) << 45
	tail := math.Float64frombits(expTab[idx][0])
	sbits := expTab[idx][1] + top
	r2 := float64(r * r)
	tmp := math.FMA(float64(r2*r2), math.FMA(r, expC5, expC4), math.FMA(r2, math.FMA(r, expC3, expC2), tail+r))
	if special {
		return expSpecial(tmp, sbits, ki)
	}
	scale := math.Float64frombits(sbits)
	return math.FMA(scale, tmp, scale)
}

// expSpecial finishes exp when the scale's exponent may have overflowed
// (k > 0) or the result may be subnormal (k < 0), rounding only once.
func expSpecial(tmp float64, sbits, ki uint64) float64 {
	if ki&0x80000000 == 0 {
		scale := math.Float64frombits(sbits - 1009<<52)
		return 0x1p1009 * math.FMA(scale, tmp, scale)
	}
	sbits += 1022 << 52
	scale := math.Float64frombits(sbits)
	st := float64(scale * tmp)
	y := scale + st
	if math.Abs(y) < 1 {
		one := 1.0
		if y < 0 {
			one = -1
		}
		lo := scale - y + st
		hi := one + y
		lo = one - hi + y + lo
		y = (hi + lo) - one
		if y == 0 {
			y = math.Float64frombits(sbits & (1 << 63))
		}
	}
	return 0x1p-1022 * y
}

// Log is glibc's natural logarithm.
func Log(x float64) float64 {
	ix := math.Float64bits(x)
	const lo1, hi1 = 0x3fee000000000000, 0x3ff1090000000000 // 1-2^-4, 1+0x1.09p-4
	if ix-lo1 < hi1-lo1 {
		if x == 1 {
			return 0
		}
		return logNear1(x)
	}
	ix, res, done := logSpecial(x)
	if done {
		return res
	}
	i, kd, z := logSplit(ix, 0x3fe6000000000000, 7)
	invc, logc := logTab[i][0], logTab[i][1]
	r := math.FMA(z, invc, -1)
	w := math.FMA(kd, logLn2hi, logc)
	hi := w + r
	lo := math.FMA(kd, logLn2lo, w-hi+r)
	r2 := float64(r * r)
	p := math.FMA(r2, math.FMA(r, logA4, logA3), math.FMA(r, logA2, logA1))
	y := math.FMA(float64(r*r2), p, math.FMA(r2, logA0, lo))
	return y + hi
}

// logSpecial handles log's arguments 0, negative, Inf and NaN (done is
// set and res is the result) and returns the bits of other x, normalised
// with a negative exponent field when x is subnormal.
func logSpecial(x float64) (ix uint64, res float64, done bool) {
	ix = math.Float64bits(x)
	top := uint32(ix >> 48)
	if top-0x0010 < 0x7ff0-0x0010 {
		return ix, 0, false
	}
	switch {
	case ix*2 == 0:
		return 0, math.Inf(-1), true
	case x == math.Inf(1):
		return 0, x, true
	case top&0x8000 != 0 || top&0x7ff0 == 0x7ff0:
		return 0, math.NaN(), true
	}
	return math.Float64bits(x*0x1p52) - 52<<52, 0, false
}

// logSplit writes x (bits ix) as 2^k * z with z in [off, 2*off) and
// returns the table index of z (first bits mantissa bits), k and z.
func logSplit(ix, off uint64, bits uint) (i uint64, kd, z float64) {
	tmp := ix - off
	i = (tmp >> (52 - bits)) % (1 << bits)
	iz := ix - tmp&(0xfff<<52)
	return i, float64(int64(tmp) >> 52), math.Float64frombits(iz)
}

// logNear1 is log(x) for x within about 1/16 of 1, by a longer polynomial.
func logNear1(x float64) float64 {
	r := x - 1
	r2 := float64(r * r)
	r3 := float64(r * r2)
	p := math.FMA(r3, logB10, math.FMA(r2, logB9, math.FMA(r, logB8, logB7)))
	p = math.FMA(r3, p, math.FMA(r2, logB6, math.FMA(r, logB5, logB4)))
	p = math.FMA(r3, p, math.FMA(r2, logB3, math.FMA(r, logB2, logB1)))
	w := float64(r * 0x1p27)
	rhi := r + w - w
	rlo := r - rhi
	w = float64(rhi*rhi) * logB0
	hi := r + w
	lo := r - hi + w
	lo = math.FMA(float64(logB0*rlo), rhi+r, lo)
	y := math.FMA(r3, p, lo)
	return y + hi
}

// powLog is log(x) as hi + tail with about 15 extra bits, for the bits ix
// of x > 0 (subnormals normalised with a negative exponent field).
func powLog(ix uint64) (hi, tail float64) {
	i, kd, z := logSplit(ix, 0x3fe6955500000000, 7)
	e := &powLogTab[i]
	invc, logc, logctail := e[0], e[1], e[2]
	r := math.FMA(z, invc, -1)
	t1 := math.FMA(kd, powLn2hi, logc)
	t2 := t1 + r
	lo1 := math.FMA(kd, powLn2lo, logctail)
	lo2 := t1 - t2 + r
	ar := float64(powA0 * r)
	ar2 := float64(r * ar)
	ar3 := float64(r * ar2)
	h := t2 + ar2
	lo3 := math.FMA(ar, r, -ar2)
	lo4 := t2 - h + ar2
	q := math.FMA(ar2, math.FMA(r, powA6, powA5), math.FMA(r, powA4, powA3))
	q = math.FMA(ar2, q, math.FMA(r, powA2, powA1))
	lo := math.FMA(ar3, q, lo1+lo2+lo3+lo4)
	y := h + lo
	return y, h - y + lo
}

// powCheckInt is 0 if the finite non-zero y (bits iy) is not an integer,
// 1 if it is odd and 2 if it is even.
func powCheckInt(iy uint64) int {
	e := int(iy >> 52 & 0x7ff)
	switch {
	case e < 0x3ff:
		return 0
	case e > 0x3ff+52:
		return 2
	case iy&(1<<(0x3ff+52-e)-1) != 0:
		return 0
	case iy&(1<<(0x3ff+52-e)) != 0:
		return 1
	}
	return 2
}

// zeroInfNaN reports whether the bits i are those of ±0, ±Inf or a NaN.
func zeroInfNaN(i uint64) bool {
	return 2*i-1 >= 2*math.Float64bits(math.Inf(1))-1
}

// Pow is glibc's pow(x, y), special cases included (C99 Annex F).
func Pow(x, y float64) float64 {
	var signBias uint64
	ix, iy := math.Float64bits(x), math.Float64bits(y)
	topx, topy := top12(x), top12(y)
	inf := math.Float64bits(math.Inf(1))
	if topx-1 >= 0x7ff-1 || (topy&0x7ff)-0x3be >= 0x43e-0x3be {
		if zeroInfNaN(iy) {
			switch {
			case 2*iy == 0:
				return 1
			case ix == math.Float64bits(1):
				return 1
			case 2*ix > 2*inf || 2*iy > 2*inf:
				return x + y
			case 2*ix == 2*math.Float64bits(1):
				return 1
			case (2*ix < 2*math.Float64bits(1)) == (iy>>63 == 0):
				return 0
			}
			return y * y
		}
		if zeroInfNaN(ix) {
			x2 := x * x
			if ix>>63 != 0 && powCheckInt(iy) == 1 {
				x2 = -x2
			}
			if iy>>63 != 0 {
				return 1 / x2
			}
			return x2
		}
		// x and y are non-zero and finite.
		if ix>>63 != 0 {
			switch powCheckInt(iy) {
			case 0:
				return math.NaN()
			case 1:
				signBias = 0x800 << 7
			}
			ix &= 0x7fffffffffffffff
			topx &= 0x7ff
		}
		if (topy&0x7ff)-0x3be >= 0x43e-0x3be {
			if ix == math.Float64bits(1) {
				return 1
			}
			if topy&0x7ff < 0x3be {
				if ix > math.Float64bits(1) {
					return 1 + y
				}
				return 1 - y
			}
			if (ix > math.Float64bits(1)) == (topy < 0x800) {
				return math.Inf(1)
			}
			return 0
		}
		if topx == 0 {
			// Subnormal x: normalise so the exponent becomes negative.
			ix = math.Float64bits(x*0x1p52)&0x7fffffffffffffff - 52<<52
		}
	}
	hi, lo := powLog(ix)
	ehi := float64(y * hi)
	elo := math.FMA(y, lo, math.FMA(y, hi, -ehi))
	return powExp(ehi, elo, signBias)
}

// powExp is exp(x+xtail), negated when signBias is set, with exp's range
// checks.
func powExp(x, xtail float64, signBias uint64) float64 {
	abstop := top12(x) & 0x7ff
	special := false
	if abstop-top12(0x1p-54) >= top12(512)-top12(0x1p-54) {
		if int32(abstop-top12(0x1p-54)) < 0 {
			one := 1 + x
			if signBias != 0 {
				return -one
			}
			return one
		}
		if abstop >= top12(1024) {
			r := math.Inf(1)
			if x < 0 {
				r = 0
			}
			if signBias != 0 {
				return -r
			}
			return r
		}
		special = true
	}
	return expCore(x, xtail, signBias, special)
}
