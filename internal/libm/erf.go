package libm

import "math"

// glibc's erf and erfc are Sun's fdlibm rational approximations on top of
// its own exp. The coefficients below are fdlibm's (published constants);
// computing with this package's Exp (glibc's, bit for bit) reproduces glibc's
// results, where Go's math.Erf/Erfc (same formulas on Go's exp) differ in
// the last bit for about one argument in ten.

const (
	erx = 8.45062911510467529297e-01
	efx = 1.28379167095512586316e-01
)

// Coefficients for |x| < 0.84375.
var erfPP = [5]float64{1.28379167095512558561e-01, -3.25042107247001499370e-01, -2.84817495755985104766e-02, -5.77027029648944159157e-03, -2.37630166566501626084e-05}
var erfQQ = [5]float64{3.97917223959155352819e-01, 6.50222499887672944485e-02, 5.08130628187576562776e-03, 1.32494738004321644526e-04, -3.96022827877536812320e-06}

// Coefficients for 0.84375 <= |x| < 1.25.
var erfPA = [7]float64{-2.36211856075265944077e-03, 4.14856118683748331666e-01, -3.72207876035701323847e-01, 3.18346619901161753674e-01, -1.10894694282396677476e-01, 3.54783043256182359371e-02, -2.16637559486879084300e-03}
var erfQA = [6]float64{1.06420880400844228286e-01, 5.40397917702171048937e-01, 7.18286544141962662868e-02, 1.26171219808761642112e-01, 1.36370839120290507362e-02, 1.19844998467991074170e-02}

// Coefficients for 1.25 <= |x| < 1/0.35.
var erfRA = [8]float64{-9.86494403484714822705e-03, -6.93858572707181764372e-01, -1.05586262253232909814e+01, -6.23753324503260060396e+01, -1.62396669462573470355e+02, -1.84605092906711035994e+02, -8.12874355063065934246e+01, -9.81432934416914548592e+00}
var erfSA = [8]float64{1.96512716674392571292e+01, 1.37657754143519042600e+02, 4.34565877475229228821e+02, 6.45387271733267880336e+02, 4.29008140027567833386e+02, 1.08635005541779435134e+02, 6.57024977031928170135e+00, -6.04244152148580987438e-02}

// Coefficients for 1/0.35 <= |x| < 28.
var erfRB = [7]float64{-9.86494292470009928597e-03, -7.99283237680523006574e-01, -1.77579549177547519889e+01, -1.60636384855821916062e+02, -6.37566443368389627722e+02, -1.02509513161107724954e+03, -4.83519191608651397019e+02}
var erfSB = [7]float64{3.03380607434824582924e+01, 3.25792512996573918826e+02, 1.53672958608443695994e+03, 3.19985821950859553908e+03, 2.55305040643316442583e+03, 4.74528541206955367215e+02, -2.24409524465858183362e+01}

// estrin evaluates the polynomial with coefficients c (lowest first) as
// glibc's s_erf.c does: pairs c[2k] + z*c[2k+1] (a lone last coefficient
// stays alone), summed left to right with the factors 1, z^2, z^4, z^6,
// z^8 (z^6 = z^4*z^2, z^8 = z^4*z^4). The order matters to the last bit.
func estrin(z float64, c []float64) float64 {
	z2 := float64(z * z)
	z4 := float64(z2 * z2)
	pows := [5]float64{1, z2, z4, float64(z4 * z2), float64(z4 * z4)}
	var acc float64
	for k := 0; 2*k < len(c); k++ {
		term := c[2*k]
		if 2*k+1 < len(c) {
			term += float64(z * c[2*k+1])
		}
		if k == 0 {
			acc = term
		} else {
			acc += float64(pows[k] * term)
		}
	}
	return acc
}

// horner is estrin over c (kept for the names below).
func horner(z float64, c []float64) float64 { return estrin(z, c) }

// onePlus evaluates 1 + z*c[0] + z^2*c[1] + ... in glibc's grouping.
func onePlus(z float64, c []float64) float64 {
	var buf [9]float64 // the longest c has 8 coefficients
	buf[0] = 1
	n := copy(buf[1:], c)
	return estrin(z, buf[:n+1])
}

// smallRatio is the rational part y = P(z)/Q(z) of the |x| < 0.84375 range.
func smallRatio(x float64) float64 {
	z := float64(x * x)
	return horner(z, erfPP[:]) / onePlus(z, erfQQ[:])
}

// midRatio is P(s)/Q(s) for 0.84375 <= |x| < 1.25, s = |x| - 1.
func midRatio(ax float64) float64 {
	s := ax - 1
	return horner(s, erfPA[:]) / onePlus(s, erfQA[:])
}

// tail returns exp(-x*x - 0.5625 + R/S) computed as fdlibm does, for
// 1.25 <= |x| < 28 (ax = |x|).
func tail(ax float64) float64 {
	s := 1 / float64(ax*ax)
	var r, ss float64
	if ax < 1/0.35 {
		r, ss = horner(s, erfRA[:]), onePlus(s, erfSA[:])
	} else {
		r, ss = horner(s, erfRB[:]), onePlus(s, erfSB[:])
	}
	z := math.Float64frombits(math.Float64bits(ax) &^ 0xffffffff)
	return Exp(float64(-z*z)-0.5625) * Exp(float64((z-ax)*(z+ax))+r/ss)
}

// Erf is the error function as glibc computes it.
func Erf(x float64) float64 {
	switch {
	case math.IsNaN(x):
		return x
	case math.IsInf(x, 0):
		return math.Copysign(1, x)
	}
	ax := math.Abs(x)
	switch {
	case ax < 0.84375:
		if ax < 0x1p-28 {
			if ax < 0x1p-1015 { // scaled to avoid spurious underflow
				return 0.0625 * (16*x + float64(16*efx*x))
			}
			return x + float64(efx*x)
		}
		return x + float64(x*smallRatio(x))
	case ax < 1.25:
		if x >= 0 {
			return erx + midRatio(ax)
		}
		return -erx - midRatio(ax)
	case ax >= 6:
		return math.Copysign(1-1e-300, x)
	}
	r := tail(ax)
	if x >= 0 {
		return 1 - r/ax
	}
	return r/ax - 1
}

// Erfc is the complementary error function as glibc computes it.
func Erfc(x float64) float64 {
	switch {
	case math.IsNaN(x):
		return x
	case math.IsInf(x, 1):
		return 0
	case math.IsInf(x, -1):
		return 2
	}
	ax := math.Abs(x)
	switch {
	case ax < 0.84375:
		if ax < 0x1p-56 {
			return 1 - x
		}
		y := smallRatio(x)
		if x < 0.25 {
			return 1 - (x + float64(x*y))
		}
		r := float64(x * y)
		r += x - 0.5
		return 0.5 - r
	case ax < 1.25:
		if x >= 0 {
			return 1 - erx - midRatio(ax)
		}
		return 1 + (erx + midRatio(ax))
	case ax < 28:
		if x < 0 && ax >= 6 {
			return 2 - 1e-300
		}
		r := tail(ax)
		if x > 0 {
			return r / ax
		}
		return 2 - r/ax
	}
	if x > 0 {
		return 0
	}
	return 2 - 1e-300
}
