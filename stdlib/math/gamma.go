package math

import (
	gomath "math"

	"github.com/kraitpy/krait/internal/libm"
)

// CPython computes gamma and lgamma itself (not with the C library), by a
// Lanczos approximation with N = 13 and g ≈ 6.0247; these are its
// constants, so that results agree to the bit.
const (
	lanczosG          = 6.024680040776729583740234375
	lanczosGMinusHalf = 5.524680040776729583740234375
	logPi             = 1.144729885849400174143427351353058711647
)

var lanczosNum = [13]float64{
	23531376880.410759688572007674451636754734846804940,
	42919803642.649098768957899047001988850926355848959,
	35711959237.355668049440185451547166705960488635843,
	17921034426.037209699919755754458931112671403265390,
	6039542586.3520280050642916443072979210699388420708,
	1439720407.3117216736632230727949123939715485786772,
	248874557.86205415651146038641322942321632125127801,
	31426415.585400194380614231628318205362874684987640,
	2876370.6289353724412254090516208496135991145378768,
	186056.26539522349504029498971604569928220784236328,
	8071.6720023658162106380029022722506138218516325024,
	210.82427775157934587250973392071336271166969580291,
	2.5066282746310002701649081771338373386264310793408,
}

// lanczosDen are the coefficients of x*(x+1)*...*(x+11).
var lanczosDen = [13]float64{
	0.0, 39916800.0, 120543840.0, 150917976.0, 105258076.0, 45995730.0,
	13339535.0, 2637558.0, 357423.0, 32670.0, 1925.0, 66.0, 1.0,
}

// lanczosSum evaluates the rational function num(x)/den(x) for x > 0, in
// powers of x below 5 and of 1/x above, to avoid overflow.
func lanczosSum(x float64) float64 {
	num, den := 0.0, 0.0
	if x < 5.0 {
		for i := len(lanczosNum) - 1; i >= 0; i-- {
			num = num*x + lanczosNum[i]
			den = den*x + lanczosDen[i]
		}
	} else {
		for i := range lanczosNum {
			num = num/x + lanczosNum[i]
			den = den/x + lanczosDen[i]
		}
	}
	return num / den
}

// sinPi is sin(pi*x), exact at the integers and half-integers.
func sinPi(x float64) float64 {
	y := gomath.Mod(gomath.Abs(x), 2.0)
	var r float64
	switch int(gomath.Round(2.0 * y)) {
	case 0:
		r = libm.Sin(gomath.Pi * y)
	case 1:
		r = libm.Cos(gomath.Pi * (y - 0.5))
	case 2:
		r = libm.Sin(gomath.Pi * (1.0 - y))
	case 3:
		r = -libm.Cos(gomath.Pi * (y - 1.5))
	case 4:
		r = libm.Sin(gomath.Pi * (y - 2.0))
	}
	return gomath.Copysign(1.0, x) * r
}

// gamma is math.gamma with CPython's errors.
func gamma(x float64) (float64, error) {
	if !isFinite(x) {
		if gomath.IsNaN(x) || x > 0 {
			return x, nil
		}
		return 0, domainError()
	}
	if x == 0 {
		return 0, domainError()
	}
	if x == gomath.Floor(x) {
		if x < 0 {
			return 0, domainError()
		}
		if x <= 23 {
			f := 1.0
			for i := 2.0; i < x; i++ {
				f *= i
			}
			return f, nil
		}
	}
	absx := gomath.Abs(x)
	if absx < 1e-20 {
		r := 1.0 / x
		if gomath.IsInf(r, 0) {
			return 0, rangeError()
		}
		return r, nil
	}
	if absx > 200.0 {
		if x < 0 {
			return 0.0 / sinPi(x), nil
		}
		return 0, rangeError()
	}
	y := absx + lanczosGMinusHalf
	var q, z float64
	if absx > lanczosGMinusHalf {
		q = y - absx
		z = q - lanczosGMinusHalf
	} else {
		q = y - lanczosGMinusHalf
		z = q - absx
	}
	z = z * lanczosG / y
	var r float64
	if x < 0 {
		r = -gomath.Pi / sinPi(absx) / absx * libm.Exp(y) / lanczosSum(absx)
		r -= z * r
		if absx < 140.0 {
			r /= libm.Pow(y, absx-0.5)
		} else {
			s := libm.Pow(y, absx/2.0-0.25)
			r /= s
			r /= s
		}
	} else {
		r = lanczosSum(absx) / libm.Exp(y)
		r += z * r
		if absx < 140.0 {
			r *= libm.Pow(y, absx-0.5)
		} else {
			s := libm.Pow(y, absx/2.0-0.25)
			r *= s
			r *= s
		}
	}
	if gomath.IsInf(r, 0) {
		return 0, rangeError()
	}
	return r, nil
}

// lgamma is math.lgamma with CPython's errors.
func lgamma(x float64) (float64, error) {
	if !isFinite(x) {
		if gomath.IsNaN(x) {
			return x, nil
		}
		return gomath.Inf(1), nil
	}
	if x == gomath.Floor(x) && x <= 2.0 {
		if x <= 0 {
			return 0, domainError()
		}
		return 0, nil
	}
	absx := gomath.Abs(x)
	if absx < 1e-20 {
		return -libm.Log(absx), nil
	}
	r := libm.Log(lanczosSum(absx)) - lanczosG
	r += (absx - 0.5) * (libm.Log(absx+lanczosG-0.5) - 1)
	if x < 0 {
		r = logPi - libm.Log(gomath.Abs(sinPi(absx))) - libm.Log(absx) - r
	}
	if gomath.IsInf(r, 0) {
		return 0, rangeError()
	}
	return r, nil
}
