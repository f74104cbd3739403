package nprandom

import (
	"math"

	"github.com/kraitpy/krait/internal/libm"
)

// Generator is numpy's Generator (np.random.default_rng returns one on
// PCG64): a bit generator and numpy 1.24's Generator algorithms — the
// ziggurat for normal and exponential, Lemire's method for integers,
// Floyd's algorithm for choice without replacement.
type Generator struct {
	src      Source
	binomial BinomialCache
}

// NewGenerator wraps a bit generator.
func NewGenerator(src Source) *Generator { return &Generator{src: src} }

// Source returns the bit generator.
func (g *Generator) Source() Source { return g.src }

// Random is Generator.random: a double in [0, 1).
func (g *Generator) Random() float64 { return g.src.Double() }

// StandardNormal is random_standard_normal: the 256-layer ziggurat on one
// 64-bit output (8 bits of layer, a sign bit, 52 bits of position), with
// Marsaglia's tail beyond r.
func (g *Generator) StandardNormal() float64 { return standardNormal(g.src) }

func standardNormal(src Source) float64 {
	for {
		r := src.Uint64()
		idx := r & 0xff
		r >>= 8
		sign := r & 1
		rabs := (r >> 1) & 0x000fffffffffffff
		x := float64(rabs) * wiDouble[idx]
		if sign != 0 {
			x = -x
		}
		if rabs < kiDouble[idx] {
			return x
		}
		if idx == 0 {
			for {
				xx := -ziggNorInvR * libm.Log1p(-src.Double())
				yy := -libm.Log1p(-src.Double())
				if yy+yy > xx*xx {
					if (rabs>>8)&1 != 0 {
						return -(ziggNorR + xx)
					}
					return ziggNorR + xx
				}
			}
		}
		if float64((fiDouble[idx-1]-fiDouble[idx])*src.Double())+fiDouble[idx] < libm.Exp(-0.5*x*x) {
			return x
		}
	}
}

// StandardExponential is random_standard_exponential: the 256-layer
// ziggurat on one 64-bit output (8 bits of layer, 53 of position).
func (g *Generator) StandardExponential() float64 { return standardExponential(g.src) }

func standardExponential(src Source) float64 {
	for {
		ri := src.Uint64() >> 3
		idx := ri & 0xff
		ri >>= 8
		x := float64(ri) * weDouble[idx]
		if ri < keDouble[idx] {
			return x
		}
		if idx == 0 {
			return ziggExpR - libm.Log1p(-src.Double())
		}
		if float64((feDouble[idx-1]-feDouble[idx])*src.Double())+feDouble[idx] < libm.Exp(-x) {
			return x
		}
	}
}

// StandardExponentialInv is standard_exponential(method='inv'):
// -log1p(-U).
func (g *Generator) StandardExponentialInv() float64 { return -libm.Log1p(-g.src.Double()) }

// Normal is random_normal: loc + scale*standard_normal.
func (g *Generator) Normal(loc, scale float64) float64 {
	return loc + float64(scale*standardNormal(g.src))
}

// Exponential is random_exponential.
func (g *Generator) Exponential(scale float64) float64 {
	return scale * standardExponential(g.src)
}

// Uniform is random_uniform with the range precomputed: low + rng*U.
func (g *Generator) Uniform(low, rng float64) float64 {
	return low + float64(rng*g.src.Double())
}

// StandardGamma is random_standard_gamma: as the legacy one but on the
// ziggurat normal and exponential.
func (g *Generator) StandardGamma(shape float64) float64 { return standardGamma(g.src, shape) }

func standardGamma(src Source, shape float64) float64 {
	return gammaMT(src, shape, func() float64 { return standardNormal(src) }, func() float64 { return standardExponential(src) })
}

// gammaMT is numpy's standard gamma on the given normal and exponential
// draws: Marsaglia and Tsang's method for shape >= 1, rejection from an
// exponential below; the legacy and Generator versions differ only in
// those two draws.
func gammaMT(src Source, shape float64, normal, exponential func() float64) float64 {
	switch {
	case shape == 1.0:
		return exponential()
	case shape == 0.0:
		return 0.0
	case shape < 1.0:
		for {
			u := src.Double()
			v := exponential()
			if u <= 1.0-shape {
				x := libm.Pow(u, 1./shape)
				if x <= v {
					return x
				}
			} else {
				y := -libm.Log((1 - u) / shape)
				x := libm.Pow(1.0-shape+float64(shape*y), 1./shape)
				if x <= v+y {
					return x
				}
			}
		}
	}
	b := shape - 1./3.
	c := 1. / math.Sqrt(9*b)
	for {
		var x, v float64
		for {
			x = normal()
			v = 1.0 + float64(c*x)
			if v > 0.0 {
				break
			}
		}
		v = v * v * v
		u := src.Double()
		if u < 1.0-float64(0.0331*(x*x)*(x*x)) {
			return b * v
		}
		if libm.Log(u) < float64(0.5*x*x)+float64(b*(1.-v+libm.Log(v))) {
			return b * v
		}
	}
}

// Gamma is random_gamma.
func (g *Generator) Gamma(shape, scale float64) float64 { return scale * standardGamma(g.src, shape) }

// Chisquare is random_chisquare.
func (g *Generator) Chisquare(df float64) float64 { return 2.0 * standardGamma(g.src, df/2.0) }

// Beta is random_beta (Johnk's algorithm for a, b <= 1, rejecting a zero
// sum, else a ratio of gammas).
func (g *Generator) Beta(a, b float64) float64 {
	if a <= 1.0 && b <= 1.0 {
		for {
			u := g.src.Double()
			v := g.src.Double()
			x := libm.Pow(u, 1.0/a)
			y := libm.Pow(v, 1.0/b)
			xpy := x + y
			if xpy <= 1.0 && xpy > 0.0 {
				return x / xpy
			}
		}
	}
	ga := standardGamma(g.src, a)
	gb := standardGamma(g.src, b)
	return ga / (ga + gb)
}

// Lognormal is random_lognormal.
func (g *Generator) Lognormal(mean, sigma float64) float64 { return libm.Exp(g.Normal(mean, sigma)) }

// StandardT is random_standard_t.
func (g *Generator) StandardT(df float64) float64 {
	num := standardNormal(g.src)
	denom := standardGamma(g.src, df/2)
	return math.Sqrt(df/2) * num / math.Sqrt(denom)
}

// StandardCauchy is random_standard_cauchy.
func (g *Generator) StandardCauchy() float64 {
	n := standardNormal(g.src)
	return n / standardNormal(g.src)
}

// Laplace is random_laplace.
func (g *Generator) Laplace(loc, scale float64) float64 { return laplace(g.src, loc, scale) }

// Gumbel is random_gumbel.
func (g *Generator) Gumbel(loc, scale float64) float64 { return gumbel(g.src, loc, scale) }

// Logistic is random_logistic.
func (g *Generator) Logistic(loc, scale float64) float64 { return logistic(g.src, loc, scale) }

// Triangular is random_triangular.
func (g *Generator) Triangular(left, mode, right float64) float64 {
	return triangular(g.src, left, mode, right)
}

// Pareto is random_pareto: expm1(E/a).
func (g *Generator) Pareto(a float64) float64 { return libm.Expm1(standardExponential(g.src) / a) }

// Weibull is random_weibull.
func (g *Generator) Weibull(a float64) float64 {
	if a == 0.0 {
		return 0.0
	}
	return libm.Pow(standardExponential(g.src), 1./a)
}

// Rayleigh is random_rayleigh: mode*sqrt(2E).
func (g *Generator) Rayleigh(mode float64) float64 {
	return mode * math.Sqrt(2.0*standardExponential(g.src))
}

// Binomial is random_binomial.
func (g *Generator) Binomial(n int64, p float64) int64 {
	return Binomial(g.src, &g.binomial, n, p, false)
}

// Poisson is random_poisson.
func (g *Generator) Poisson(lam float64) int64 { return Poisson(g.src, lam) }

// Geometric is random_geometric: search from p >= 1/3, inversion of a
// ziggurat exponential below.
func (g *Generator) Geometric(p float64) int64 {
	if p >= 0.333333333333333333333333 {
		return geometricSearch(g.src, p)
	}
	return int64(math.Ceil(-standardExponential(g.src) / libm.Log1p(-p)))
}

// Bounded returns the bounded-integer drawer of integers (Lemire's
// method) for one call.
func (g *Generator) Bounded(t IntType) *Bounded { return NewBounded(g.src, t, false) }

// Interval is random_interval, Generator.shuffle's swap index.
func (g *Generator) Interval(max uint64) uint64 { return Interval(g.src, max) }

func laplace(src Source, loc, scale float64) float64 {
	for {
		u := src.Double()
		if u >= 0.5 {
			return loc - float64(scale*libm.Log(2.0-u-u))
		}
		if u > 0.0 {
			return loc + float64(scale*libm.Log(u+u))
		}
	}
}

func gumbel(src Source, loc, scale float64) float64 {
	for {
		u := 1.0 - src.Double()
		if u < 1.0 {
			return loc - float64(scale*libm.Log(-libm.Log(u)))
		}
	}
}

func logistic(src Source, loc, scale float64) float64 {
	for {
		u := src.Double()
		if u > 0.0 {
			return loc + float64(scale*libm.Log(u/(1.0-u)))
		}
	}
}

func triangular(src Source, left, mode, right float64) float64 {
	base := right - left
	leftbase := mode - left
	ratio := leftbase / base
	leftprod := leftbase * base
	rightprod := (right - mode) * base
	u := src.Double()
	if u <= ratio {
		return left + math.Sqrt(u*leftprod)
	}
	return right - math.Sqrt((1.0-u)*rightprod)
}

func geometricSearch(src Source, p float64) int64 {
	x := int64(1)
	sum, prod := p, p
	q := 1.0 - p
	u := src.Double()
	for u > sum {
		prod *= q
		sum += prod
		x++
	}
	return x
}
