package nprandom

import (
	"math"

	"github.com/kraitpy/krait/internal/libm"
)

// RandomState is numpy's legacy generator: a bit generator (MT19937 for
// np.random.seed and RandomState(seed)) and the cached second value of the
// polar Box–Muller method. Its distributions are numpy's frozen legacy
// algorithms, which differ from Generator's for normal, exponential, gamma
// and those built on them, and for bounded integers (masked rejection).
type RandomState struct {
	src      Source
	hasGauss bool
	gauss    float64
	binomial BinomialCache
}

// NewRandomState wraps a bit generator.
func NewRandomState(src Source) *RandomState { return &RandomState{src: src} }

// Source returns the bit generator.
func (r *RandomState) Source() Source { return r.src }

// SetSource replaces the bit generator (set_bit_generator) and clears the
// cached normal.
func (r *RandomState) SetSource(src Source) {
	r.src = src
	r.ResetGauss()
}

// ResetGauss drops the cached normal, as seed() does.
func (r *RandomState) ResetGauss() { r.hasGauss, r.gauss = false, 0 }

// GaussState returns the cached normal (has_gauss, gauss of get_state).
func (r *RandomState) GaussState() (has bool, gauss float64) { return r.hasGauss, r.gauss }

// SetGaussState restores the cached normal (set_state).
func (r *RandomState) SetGaussState(has bool, gauss float64) { r.hasGauss, r.gauss = has, gauss }

// RandomSample is random_sample, rand and random: a double in [0, 1).
func (r *RandomState) RandomSample() float64 { return r.src.Double() }

// Gauss is legacy_gauss: the polar method, two normals per accepted pair,
// the second kept for the next call.
func (r *RandomState) Gauss() float64 {
	if r.hasGauss {
		r.hasGauss = false
		g := r.gauss
		r.gauss = 0
		return g
	}
	var x1, x2, r2 float64
	for {
		x1 = 2.0*r.src.Double() - 1.0
		x2 = 2.0*r.src.Double() - 1.0
		r2 = float64(x1*x1) + float64(x2*x2)
		if r2 < 1.0 && r2 != 0.0 {
			break
		}
	}
	f := math.Sqrt(-2.0 * libm.Log(r2) / r2)
	r.gauss = f * x1
	r.hasGauss = true
	return f * x2
}

// Normal is legacy_normal: loc + scale*gauss.
func (r *RandomState) Normal(loc, scale float64) float64 {
	return loc + float64(scale*r.Gauss())
}

// Uniform is random_uniform with the range precomputed: low + rng*U.
func (r *RandomState) Uniform(low, rng float64) float64 {
	return low + float64(rng*r.src.Double())
}

// StandardExponential is legacy_standard_exponential: -log(1 - U).
func (r *RandomState) StandardExponential() float64 {
	return -libm.Log(1.0 - r.src.Double())
}

// Exponential is legacy_exponential.
func (r *RandomState) Exponential(scale float64) float64 {
	return scale * r.StandardExponential()
}

// StandardGamma is legacy_standard_gamma (Marsaglia and Tsang's method on
// the legacy normal for shape >= 1, Johnk-like rejection below).
func (r *RandomState) StandardGamma(shape float64) float64 {
	return gammaMT(r.src, shape, r.Gauss, r.StandardExponential)
}

// Gamma is legacy_gamma.
func (r *RandomState) Gamma(shape, scale float64) float64 {
	return scale * r.StandardGamma(shape)
}

// Chisquare is legacy_chisquare.
func (r *RandomState) Chisquare(df float64) float64 {
	return 2.0 * r.StandardGamma(df/2.0)
}

// Beta is legacy_beta: Johnk's algorithm when both parameters are at most
// one, a ratio of gammas otherwise.
func (r *RandomState) Beta(a, b float64) float64 {
	if a <= 1.0 && b <= 1.0 {
		for {
			u := r.src.Double()
			v := r.src.Double()
			x := libm.Pow(u, 1.0/a)
			y := libm.Pow(v, 1.0/b)
			if x+y <= 1.0 {
				if x+y > 0 {
					return x / (x + y)
				}
				logX := libm.Log(u) / a
				logY := libm.Log(v) / b
				logM := logX
				if logY > logM {
					logM = logY
				}
				logX -= logM
				logY -= logM
				return libm.Exp(logX - libm.Log(libm.Exp(logX)+libm.Exp(logY)))
			}
		}
	}
	ga := r.StandardGamma(a)
	gb := r.StandardGamma(b)
	return ga / (ga + gb)
}

// Lognormal is legacy_lognormal: exp of a legacy normal.
func (r *RandomState) Lognormal(mean, sigma float64) float64 {
	return libm.Exp(r.Normal(mean, sigma))
}

// StandardT is legacy_standard_t.
func (r *RandomState) StandardT(df float64) float64 {
	num := r.Gauss()
	denom := r.StandardGamma(df / 2)
	return math.Sqrt(df/2) * num / math.Sqrt(denom)
}

// StandardCauchy is legacy_standard_cauchy: a ratio of legacy normals.
func (r *RandomState) StandardCauchy() float64 {
	n := r.Gauss()
	return n / r.Gauss()
}

// Laplace, Gumbel, Logistic and Triangular are the functions Generator
// shares with the legacy API (on the bit generator's doubles).

// Laplace is random_laplace.
func (r *RandomState) Laplace(loc, scale float64) float64 { return laplace(r.src, loc, scale) }

// Gumbel is random_gumbel.
func (r *RandomState) Gumbel(loc, scale float64) float64 { return gumbel(r.src, loc, scale) }

// Logistic is random_logistic.
func (r *RandomState) Logistic(loc, scale float64) float64 { return logistic(r.src, loc, scale) }

// Triangular is random_triangular.
func (r *RandomState) Triangular(left, mode, right float64) float64 {
	return triangular(r.src, left, mode, right)
}

// Pareto is legacy_pareto.
func (r *RandomState) Pareto(a float64) float64 {
	return libm.Exp(r.StandardExponential()/a) - 1
}

// Weibull is legacy_weibull.
func (r *RandomState) Weibull(a float64) float64 {
	if a == 0.0 {
		return 0.0
	}
	return libm.Pow(r.StandardExponential(), 1./a)
}

// Rayleigh is legacy_rayleigh: mode*sqrt(-2 log1p(-U)).
func (r *RandomState) Rayleigh(mode float64) float64 {
	return mode * math.Sqrt(-2.0*libm.Log1p(-r.src.Double()))
}

// Binomial is legacy_random_binomial.
func (r *RandomState) Binomial(n int64, p float64) int64 {
	return Binomial(r.src, &r.binomial, n, p, true)
}

// Poisson is legacy_random_poisson (the shared random_poisson).
func (r *RandomState) Poisson(lam float64) int64 { return Poisson(r.src, lam) }

// Geometric is legacy_random_geometric: search from p >= 1/3, inversion
// below.
func (r *RandomState) Geometric(p float64) int64 {
	if p >= 0.333333333333333333333333 {
		return geometricSearch(r.src, p)
	}
	return int64(math.Ceil(libm.Log1p(-r.src.Double()) / libm.Log(1-p)))
}

// Bounded returns the bounded-integer drawer of randint (masked
// rejection) for one call.
func (r *RandomState) Bounded(t IntType) *Bounded { return NewBounded(r.src, t, true) }

// Interval is random_interval, the legacy shuffle's swap index.
func (r *RandomState) Interval(max uint64) uint64 { return Interval(r.src, max) }

// TomaxInt is tomaxint: a non-negative int64 (next_uint64 >> 1).
func (r *RandomState) TomaxInt() int64 { return int64(r.src.Uint64() >> 1) }
