package random

import (
	"errors"
	"math"

	"github.com/kraitpy/krait/internal/libm"
)

// Constants of random.py.
var (
	nvMagicConst = 4 * libm.Exp(-0.5) / math.Sqrt(2.0)
	twoPi        = 2.0 * math.Pi
	log4         = libm.Log(4.0)
	sgMagicConst = 1.0 + libm.Log(4.5)
)

// Uniform is random.uniform(a, b): a + (b-a) * random().
func (r *Random) Uniform(a, b float64) float64 {
	return a + float64((b-a)*r.Random())
}

// Triangular is random.triangular(low, high, mode); hasMode false means
// mode=None. When high == low with a mode, CPython's division fails and it
// returns low (after drawing one number).
func (r *Random) Triangular(low, high, mode float64, hasMode bool) float64 {
	u := r.Random()
	c := 0.5
	if hasMode {
		if high-low == 0 {
			return low
		}
		c = (mode - low) / (high - low)
	}
	if u > c {
		u = 1.0 - u
		c = 1.0 - c
		low, high = high, low
	}
	return low + float64((high-low)*math.Sqrt(float64(u*c)))
}

// NormalVariate is random.normalvariate(mu, sigma) (Kinderman and Monahan).
func (r *Random) NormalVariate(mu, sigma float64) float64 {
	var z float64
	for {
		u1 := r.Random()
		u2 := 1.0 - r.Random()
		z = nvMagicConst * (u1 - 0.5) / u2
		zz := z * z / 4.0
		if zz <= -libm.Log(u2) {
			break
		}
	}
	return mu + float64(z*sigma)
}

// Gauss is random.gauss(mu, sigma): Box-Muller producing two deviates per
// two draws, the second cached as gauss_next (cleared by every seed).
func (r *Random) Gauss(mu, sigma float64) float64 {
	z, ok := r.gaussNext, r.hasGauss
	r.hasGauss = false
	if !ok {
		x2pi := r.Random() * twoPi
		g2rad := math.Sqrt(-2.0 * libm.Log(1.0-r.Random()))
		z = libm.Cos(x2pi) * g2rad
		r.gaussNext = libm.Sin(x2pi) * g2rad
		r.hasGauss = true
	}
	return mu + float64(z*sigma)
}

// LogNormVariate is random.lognormvariate(mu, sigma).
func (r *Random) LogNormVariate(mu, sigma float64) (float64, error) {
	return pyExp(r.NormalVariate(mu, sigma))
}

// ExpoVariate is random.expovariate(lambd).
func (r *Random) ExpoVariate(lambd float64) (float64, error) {
	x := -libm.Log(1.0 - r.Random())
	if lambd == 0 {
		return 0, zeroDivision()
	}
	return x / lambd, nil
}

// maxRejections bounds the rejection loops of gammavariate and
// vonmisesvariate. With sane parameters they end after a few rounds; with
// NaN or infinite ones CPython loops forever, and krait stops with
// ErrNoConvergence so the caller can end the run with a limit error.
const maxRejections = 1 << 16

// ErrNoConvergence reports a rejection loop that would never end (CPython
// hangs on such parameters).
var ErrNoConvergence = errors.New("random: rejection sampling does not terminate for these parameters")

// VonMisesVariate is random.vonmisesvariate(mu, kappa).
func (r *Random) VonMisesVariate(mu, kappa float64) (float64, error) {
	if kappa <= 1e-6 {
		return twoPi * r.Random(), nil
	}
	s := 0.5 / kappa
	rr := s + math.Sqrt(1.0+float64(s*s))
	var z float64
	for n := 0; ; n++ {
		if n == maxRejections {
			return 0, ErrNoConvergence
		}
		u1 := r.Random()
		z = libm.Cos(math.Pi * u1)
		d := z / (rr + z)
		u2 := r.Random()
		if u2 < 1.0-float64(d*d) || u2 <= float64((1.0-d)*libm.Exp(d)) {
			break
		}
	}
	q := 1.0 / rr
	f := (q + z) / (1.0 + float64(q*z))
	if r.Random() > 0.5 {
		return pyMod(mu+libm.Acos(f), twoPi), nil
	}
	return pyMod(mu-libm.Acos(f), twoPi), nil
}

// GammaVariate is random.gammavariate(alpha, beta).
func (r *Random) GammaVariate(alpha, beta float64) (float64, error) {
	if alpha <= 0.0 || beta <= 0.0 {
		return 0, valueError("gammavariate: alpha and beta must be > 0.0")
	}
	switch {
	case alpha > 1.0:
		ainv := math.Sqrt(2.0*alpha - 1.0)
		bbb := alpha - log4
		ccc := alpha + ainv
		for n := 0; ; n++ {
			if n == maxRejections {
				return 0, ErrNoConvergence
			}
			u1 := r.Random()
			if !(1e-7 < u1 && u1 < 0.9999999) {
				continue
			}
			u2 := 1.0 - r.Random()
			v := libm.Log(u1/(1.0-u1)) / ainv
			x := alpha * libm.Exp(v)
			z := u1 * u1 * u2
			rr := bbb + float64(ccc*v) - x
			if rr+sgMagicConst-float64(4.5*z) >= 0.0 || rr >= libm.Log(z) {
				return x * beta, nil
			}
		}
	case alpha == 1.0:
		return -libm.Log(1.0-r.Random()) * beta, nil
	}
	var x float64
	for n := 0; ; n++ {
		if n == maxRejections {
			return 0, ErrNoConvergence
		}
		u := r.Random()
		b := (math.E + alpha) / math.E
		p := b * u
		if p <= 1.0 {
			x = libm.Pow(p, 1.0/alpha)
		} else {
			x = -libm.Log((b - p) / alpha)
		}
		u1 := r.Random()
		if p > 1.0 {
			if u1 <= libm.Pow(x, alpha-1.0) {
				break
			}
		} else if u1 <= libm.Exp(-x) {
			break
		}
	}
	return x * beta, nil
}

// BetaVariate is random.betavariate(alpha, beta).
func (r *Random) BetaVariate(alpha, beta float64) (float64, error) {
	y, err := r.GammaVariate(alpha, 1.0)
	if err != nil {
		return 0, err
	}
	if y == 0 {
		return 0.0, nil
	}
	g, err := r.GammaVariate(beta, 1.0)
	if err != nil {
		return 0, err
	}
	return y / (y + g), nil
}

// ParetoVariate is random.paretovariate(alpha).
func (r *Random) ParetoVariate(alpha float64) (float64, error) {
	u := 1.0 - r.Random()
	if alpha == 0 {
		return 0, zeroDivision()
	}
	return pyPow(u, -1.0/alpha)
}

// WeibullVariate is random.weibullvariate(alpha, beta).
func (r *Random) WeibullVariate(alpha, beta float64) (float64, error) {
	u := 1.0 - r.Random()
	if beta == 0 {
		return 0, zeroDivision()
	}
	p, err := pyPow(-libm.Log(u), 1.0/beta)
	if err != nil {
		return 0, err
	}
	return alpha * p, nil
}

// pyMod is Python's float %: the result takes the divisor's sign.
func pyMod(x, y float64) float64 {
	m := math.Mod(x, y)
	if m != 0 {
		if (y < 0) != (m < 0) {
			m += y
		}
	} else {
		m = math.Copysign(0, y)
	}
	return m
}

// pyExp is math.exp with CPython's overflow error for a finite argument.
func pyExp(x float64) (float64, error) {
	v := libm.Exp(x)
	if math.IsInf(v, 0) && !math.IsInf(x, 0) {
		return 0, mathRangeError()
	}
	return v, nil
}

// pyPow is Python's float ** for the non-negative bases random.py uses,
// with CPython's errors for 0.0 to a negative power and for overflow.
func pyPow(x, y float64) (float64, error) {
	if x == 0 && y < 0 {
		return 0, &Error{Type: "ZeroDivisionError", Msg: "0.0 cannot be raised to a negative power"}
	}
	if x < 0 && y != math.Trunc(y) {
		return 0, mathDomainError() // CPython returns a complex here; random.py never gets here
	}
	v := libm.Pow(x, y)
	if math.IsInf(v, 0) && !math.IsInf(x, 0) && !math.IsInf(y, 0) {
		return 0, &Error{Type: "OverflowError", Msg: "(34, 'Numerical result out of range')"}
	}
	return v, nil
}
