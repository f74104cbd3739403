package libm

import "math"

// log1p and expm1 as glibc 2.36 computes them on x86-64 CPUs with FMA
// (Debian's 2.36 carries glibc's FMA builds of both): fdlibm's algorithms
// with the multiply-adds its compiler fuses written as math.FMA; other
// products are wrapped in float64() so Go never fuses them.

const (
	fdLn2Hi  = 6.93147180369123816490e-01
	fdLn2Lo  = 1.90821492927058770002e-10
	fdInvLn2 = 1.44269504088896338700e+00
)

// log1pLp are fdlibm's log1p coefficients (Lp1..Lp7).
var log1pLp = [8]float64{0, 6.666666666666735130e-01, 3.999999999940941908e-01,
	2.857142874366239149e-01, 2.222219843214978396e-01, 1.818357216161805012e-01,
	1.531383769920937332e-01, 1.479819860511658591e-01}

// highWordSigned is the upper 32 bits of x's representation.
func highWordSigned(x float64) int32 { return int32(math.Float64bits(x) >> 32) }

// withHighWord is x with its upper 32 bits replaced.
func withHighWord(x float64, hi uint32) float64 {
	return math.Float64frombits(uint64(hi)<<32 | math.Float64bits(x)&0xffffffff)
}

// Log1p is glibc's log(1+x).
func Log1p(x float64) float64 {
	hx := highWordSigned(x)
	ax := hx & 0x7fffffff
	k := int32(1)
	var f, c float64
	var hu int32
	if hx < 0x3FDA827A { // x < 0.41422
		if ax >= 0x3ff00000 { // x <= -1
			if x == -1 {
				return math.Inf(-1)
			}
			return math.NaN()
		}
		if ax < 0x3e200000 { // |x| < 2^-29
			if ax < 0x3c900000 {
				return x
			}
			return math.FMA(-float64(x*x), 0.5, x)
		}
		if hx > 0 || hx <= int32(-0x402d413d) { // -0.2929 < x < 0.41422
			k, f, hu = 0, x, 1
		}
	} else if hx >= 0x7ff00000 {
		return x + x
	}
	if k != 0 {
		var u float64
		if hx < 0x43400000 {
			u = 1 + x
			hu = highWordSigned(u)
			k = (hu >> 20) - 1023
			if k > 0 {
				c = 1 - (u - x)
			} else {
				c = x - (u - 1)
			}
			c /= u
		} else {
			u = x
			hu = highWordSigned(u)
			k = (hu >> 20) - 1023
			c = 0
		}
		hu &= 0x000fffff
		if hu < 0x6a09e {
			u = withHighWord(u, uint32(hu|0x3ff00000))
		} else {
			k++
			u = withHighWord(u, uint32(hu|0x3fe00000))
			hu = (0x00100000 - hu) >> 2
		}
		f = u - 1
	}
	kd := float64(k)
	hfsq := float64(float64(0.5*f) * f)
	if hu == 0 { // |f| < 2^-20
		if f == 0 {
			if k == 0 {
				return 0
			}
			c = math.FMA(kd, fdLn2Lo, c)
			return math.FMA(kd, fdLn2Hi, c)
		}
		r := float64(hfsq * math.FMA(-0.66666666666666666, f, 1))
		if k == 0 {
			return f - r
		}
		return math.FMA(kd, fdLn2Hi, -((r - math.FMA(kd, fdLn2Lo, c)) - f))
	}
	s := f / (2 + f)
	z := float64(s * s)
	lp := &log1pLp
	z2 := float64(z * z)
	z4 := float64(z2 * z2)
	z6 := float64(z4 * z2)
	r := math.FMA(z, lp[1], float64(z2*math.FMA(z, lp[3], lp[2])))
	r = math.FMA(z4, math.FMA(z, lp[5], lp[4]), r)
	r = math.FMA(z6, math.FMA(z, lp[7], lp[6]), r)
	sr := float64(s * (hfsq + r)) // shared by both branches: not fused
	if k == 0 {
		return f - (hfsq - sr)
	}
	return math.FMA(kd, fdLn2Hi, -((hfsq - (sr + math.FMA(kd, fdLn2Lo, c))) - f))
}

// expm1Q are fdlibm's scaled expm1 coefficients (Q1..Q5).
var expm1Q = [6]float64{1, -3.33333333333331316428e-02, 1.58730158725481460165e-03,
	-7.93650757867487942473e-05, 4.00821782732936239552e-06, -2.01099218183624371326e-07}

// Expm1 is glibc's exp(x)-1.
func Expm1(x float64) float64 {
	hx := uint32(math.Float64bits(x)>>32) & 0x7fffffff
	neg := x < 0 || math.Signbit(x)
	if hx >= 0x4043687A { // |x| >= 56*ln2
		if hx >= 0x40862E42 { // |x| >= 709.78...
			if hx >= 0x7ff00000 {
				if math.IsNaN(x) {
					return x + x
				}
				if neg {
					return -1
				}
				return x
			}
			if x > 7.09782712893383973096e+02 {
				return math.Inf(1)
			}
		}
		if neg {
			return -1
		}
	}
	var k int32
	var c float64
	if hx > 0x3fd62e42 { // |x| > 0.5 ln2
		var hi, lo float64
		switch {
		case hx < 0x3FF0A2B2 && !neg: // |x| < 1.5 ln2
			hi, lo, k = x-fdLn2Hi, fdLn2Lo, 1
		case hx < 0x3FF0A2B2:
			hi, lo, k = x+fdLn2Hi, -fdLn2Lo, -1
		default:
			half := 0.5
			if neg {
				half = -0.5
			}
			k = int32(math.FMA(fdInvLn2, x, half))
			t := float64(k)
			hi = math.FMA(-t, fdLn2Hi, x)
			lo = float64(t * fdLn2Lo)
		}
		x = hi - lo
		c = (hi - x) - lo
	} else if hx < 0x3c900000 { // |x| < 2^-54
		return x
	}
	q := &expm1Q
	hfx := float64(0.5 * x)
	hxs := float64(x * hfx)
	h2 := float64(hxs * hxs)
	h4 := float64(h2 * h2)
	r1 := math.FMA(h2, math.FMA(hxs, q[3], q[2]), math.FMA(hxs, q[1], 1))
	r1 = math.FMA(h4, math.FMA(hxs, q[5], q[4]), r1)
	t := math.FMA(-r1, hfx, 3)
	e := float64(hxs * ((r1 - t) / math.FMA(-x, t, 6)))
	if k == 0 {
		return x - math.FMA(x, e, -hxs)
	}
	e = math.FMA(x, e-c, -c)
	e -= hxs
	switch {
	case k == -1:
		return math.FMA(0.5, x-e, -0.5)
	case k == 1:
		if x < -0.25 {
			return -2 * (e - (x + 0.5))
		}
		return math.FMA(2, x-e, 1)
	case k <= -2 || k > 56:
		y := 1 - (e - x)
		y = withHighWord(y, uint32(highWordSigned(y)+k<<20))
		return y - 1
	}
	var y float64
	if k < 20 {
		t := math.Float64frombits(uint64(0x3ff00000-(0x200000>>k)) << 32) // 1-2^-k
		y = t - (e - x)
	} else {
		t := math.Float64frombits(uint64(0x3ff-k) << 52) // 2^-k
		y = x - (e + t)
		y++
	}
	return withHighWord(y, uint32(highWordSigned(y)+k<<20))
}
