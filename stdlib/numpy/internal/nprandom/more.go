package nprandom

import (
	"math"

	"github.com/kraitpy/krait/internal/libm"
)

// The less common distributions: power, wald, f and the noncentral ones,
// negative_binomial, zipf, logseries, vonmises and hypergeometric, in
// numpy 1.24's legacy and Generator versions.

// logFactorial is numpy's logfactorial: the table below 126, Stirling's
// series to the 1/k**3 term above.
func logFactorial(k int64) float64 {
	if k < int64(len(logFactTable)) {
		return logFactTable[k]
	}
	const halfLn2Pi = 0.9189385332046728
	kf := float64(k)
	return float64((kf+0.5)*libm.Log(kf)) - kf + (halfLn2Pi + float64((1.0/kf)*(1/12.0-1/(360.0*kf*kf))))
}

// Power is legacy_power: (1 - exp(-E))**(1/a).
func (r *RandomState) Power(a float64) float64 {
	return libm.Pow(1-libm.Exp(-r.StandardExponential()), 1./a)
}

// Power is random_power: (-expm1(-E))**(1/a).
func (g *Generator) Power(a float64) float64 {
	return libm.Pow(-libm.Expm1(-standardExponential(g.src)), 1./a)
}

// wald is random_wald (and legacy_wald) on the given normal draw.
func wald(src Source, normal func() float64, mean, scale float64) float64 {
	mu2l := mean / (2 * scale)
	y := normal()
	y = mean * y * y
	x := mean + float64(mu2l*(y-math.Sqrt(float64(4*scale*y)+float64(y*y))))
	u := src.Double()
	if u <= mean/(mean+x) {
		return x
	}
	return mean * mean / x
}

// Wald is legacy_wald.
func (r *RandomState) Wald(mean, scale float64) float64 { return wald(r.src, r.Gauss, mean, scale) }

// Wald is random_wald.
func (g *Generator) Wald(mean, scale float64) float64 {
	return wald(g.src, g.StandardNormal, mean, scale)
}

// F is legacy_f: a ratio of legacy chi-squares.
func (r *RandomState) F(dfnum, dfden float64) float64 {
	num := r.Chisquare(dfnum) * dfden
	return num / (r.Chisquare(dfden) * dfnum)
}

// F is random_f.
func (g *Generator) F(dfnum, dfden float64) float64 {
	num := g.Chisquare(dfnum) * dfden
	return num / (g.Chisquare(dfden) * dfnum)
}

// NoncentralChisquare is legacy_noncentral_chisquare (its NaN check comes
// after the draws, to keep the stream).
func (r *RandomState) NoncentralChisquare(df, nonc float64) float64 {
	if nonc == 0 {
		return r.Chisquare(df)
	}
	if 1 < df {
		chi2 := r.Chisquare(df - 1)
		n := r.Gauss() + math.Sqrt(nonc)
		return chi2 + n*n
	}
	i := Poisson(r.src, nonc/2.0)
	out := r.Chisquare(df + float64(2*i))
	if math.IsNaN(nonc) {
		return math.NaN()
	}
	return out
}

// NoncentralChisquare is random_noncentral_chisquare.
func (g *Generator) NoncentralChisquare(df, nonc float64) float64 {
	if math.IsNaN(nonc) {
		return math.NaN()
	}
	if nonc == 0 {
		return g.Chisquare(df)
	}
	if 1 < df {
		chi2 := g.Chisquare(df - 1)
		n := standardNormal(g.src) + math.Sqrt(nonc)
		return chi2 + n*n
	}
	i := Poisson(g.src, nonc/2.0)
	return g.Chisquare(df + float64(2*i))
}

// NoncentralF is legacy_noncentral_f.
func (r *RandomState) NoncentralF(dfnum, dfden, nonc float64) float64 {
	t := r.NoncentralChisquare(dfnum, nonc) * dfden
	return t / (r.Chisquare(dfden) * dfnum)
}

// NoncentralF is random_noncentral_f.
func (g *Generator) NoncentralF(dfnum, dfden, nonc float64) float64 {
	t := g.NoncentralChisquare(dfnum, nonc) * dfden
	return t / (g.Chisquare(dfden) * dfnum)
}

// NegativeBinomial is legacy_negative_binomial: a poisson of a legacy
// gamma.
func (r *RandomState) NegativeBinomial(n, p float64) int64 {
	return Poisson(r.src, r.Gamma(n, (1-p)/p))
}

// NegativeBinomial is random_negative_binomial.
func (g *Generator) NegativeBinomial(n, p float64) int64 {
	return Poisson(g.src, g.Gamma(n, (1-p)/p))
}

// Zipf is random_zipf (both APIs): rejection from a Pareto-like envelope,
// values beyond int64 rejected.
func Zipf(src Source, a float64) int64 {
	am1 := a - 1.0
	b := libm.Pow(2.0, am1)
	for {
		u := 1.0 - src.Double()
		v := src.Double()
		x := math.Floor(libm.Pow(u, -1.0/am1))
		if x > float64(math.MaxInt64) || x < 1.0 {
			continue
		}
		t := libm.Pow(1.0+1.0/x, am1)
		if v*x*(t-1.0)/(b-1.0) <= t/b {
			return int64(x)
		}
	}
}

// Zipf is random_zipf.
func (r *RandomState) Zipf(a float64) int64 { return Zipf(r.src, a) }

// Zipf is random_zipf.
func (g *Generator) Zipf(a float64) int64 { return Zipf(g.src, a) }

// logseries is random_logseries (Generator: log1p/expm1) and
// legacy_logseries (log(1-p), 1-exp).
func logseries(src Source, p float64, legacy bool) int64 {
	var r float64
	if legacy {
		r = libm.Log(1.0 - p)
	} else {
		r = libm.Log1p(-p)
	}
	for {
		v := src.Double()
		if v >= p {
			return 1
		}
		u := src.Double()
		var q float64
		if legacy {
			q = 1.0 - libm.Exp(r*u)
		} else {
			q = -libm.Expm1(r * u)
		}
		if v <= q*q {
			result := int64(math.Floor(1 + libm.Log(v)/libm.Log(q)))
			if result < 1 || v == 0.0 {
				continue
			}
			return result
		}
		if v >= q {
			return 1
		}
		return 2
	}
}

// Logseries is legacy_logseries.
func (r *RandomState) Logseries(p float64) int64 { return logseries(r.src, p, true) }

// Logseries is random_logseries.
func (g *Generator) Logseries(p float64) int64 { return logseries(g.src, p, false) }

// vonmises is random_vonmises; the legacy version has no wrapped-normal
// path for kappa > 1e6 (normal is nil).
func vonmises(src Source, normal func() float64, mu, kappa float64) float64 {
	if math.IsNaN(kappa) {
		return math.NaN()
	}
	if kappa < 1e-8 {
		return math.Pi * (2*src.Double() - 1)
	}
	var s float64
	switch {
	case kappa < 1e-5:
		s = 1./kappa + kappa
	case kappa <= 1e6 || normal == nil:
		r := 1 + math.Sqrt(1+float64(4*kappa*kappa))
		rho := (r - math.Sqrt(2*r)) / (2 * kappa)
		s = (1 + float64(rho*rho)) / (2 * rho)
	default:
		result := mu + float64(math.Sqrt(1./kappa)*normal())
		if result < -math.Pi {
			result += 2 * math.Pi
		}
		if result > math.Pi {
			result -= 2 * math.Pi
		}
		return result
	}
	var w float64
	for {
		u := src.Double()
		z := libm.Cos(math.Pi * u)
		w = (1 + float64(s*z)) / (s + z)
		y := kappa * (s - w)
		v := src.Double()
		if float64(y*(2-y))-v >= 0 || libm.Log(y/v)+1-y >= 0 {
			break
		}
	}
	u := src.Double()
	result := libm.Acos(w)
	if u < 0.5 {
		result = -result
	}
	result += mu
	neg := result < 0
	mod := math.Abs(result)
	mod = math.Mod(mod+math.Pi, 2*math.Pi) - math.Pi
	if neg {
		mod *= -1
	}
	return mod
}

// Vonmises is legacy_vonmises.
func (r *RandomState) Vonmises(mu, kappa float64) float64 { return vonmises(r.src, nil, mu, kappa) }

// Vonmises is random_vonmises.
func (g *Generator) Vonmises(mu, kappa float64) float64 {
	return vonmises(g.src, g.StandardNormal, mu, kappa)
}

// HypergeometricMax bounds Generator.hypergeometric's ngood and nbad.
const HypergeometricMax = 1_000_000_000

// Hypergeometric is legacy_random_hypergeometric: HRUA (with
// random_loggam) above 10 draws, the urn simulation below.
func (r *RandomState) Hypergeometric(good, bad, sample int64) int64 {
	switch {
	case sample > 10:
		return legacyHRUA(r.src, good, bad, sample)
	case sample > 0:
		return legacyHyp(r.src, good, bad, sample)
	}
	return 0
}

func legacyHyp(src Source, good, bad, sample int64) int64 {
	d1 := bad + good - sample
	d2 := float64(min(bad, good))
	y := d2
	k := sample
	for y > 0.0 {
		u := src.Double()
		y -= float64(int64(math.Floor(u + y/float64(d1+k))))
		k--
		if k == 0 {
			break
		}
	}
	z := int64(d2 - y)
	if good > bad {
		z = sample - z
	}
	return z
}

// The ratio-of-uniforms constants: 2*sqrt(2/e) and 3 - 2*sqrt(3/e).
const (
	hypD1 = 1.7155277699214135
	hypD2 = 0.8989161620588988
)

func legacyHRUA(src Source, good, bad, sample int64) int64 {
	minGB, maxGB := min(good, bad), max(good, bad)
	popsize := good + bad
	m := min(sample, popsize-sample)
	d4 := float64(minGB) / float64(popsize)
	d5 := 1.0 - d4
	d6 := float64(float64(m)*d4) + 0.5
	d7 := math.Sqrt(float64(float64(popsize-m)*float64(sample)*d4*d5/float64(popsize-1)) + 0.5)
	d8 := float64(hypD1*d7) + hypD2
	d9 := int64(math.Floor(float64(m+1) * float64(minGB+1) / float64(popsize+2)))
	d10 := loggam(float64(d9+1)) + loggam(float64(minGB-d9+1)) + loggam(float64(m-d9+1)) + loggam(float64(maxGB-m+d9+1))
	d11 := math.Min(float64(min(m, minGB))+1.0, math.Floor(d6+float64(16*d7)))
	var z int64
	for {
		x := src.Double()
		y := src.Double()
		w := d6 + float64(d8*(y-0.5))/x
		if w < 0.0 || w >= d11 {
			continue
		}
		z = int64(math.Floor(w))
		t := d10 - (loggam(float64(z+1)) + loggam(float64(minGB-z+1)) + loggam(float64(m-z+1)) + loggam(float64(maxGB-m+z+1)))
		if float64(x*(4.0-x))-3.0 <= t {
			break
		}
		if x*(x-t) >= 1 {
			continue
		}
		if 2.0*libm.Log(x) <= t {
			break
		}
	}
	if good > bad {
		z = m - z
	}
	if m < sample {
		z = good - z
	}
	return z
}

// Hypergeometric is random_hypergeometric: HRUA (with logfactorial)
// when 10 <= sample <= total - 10, else the urn simulation with
// random_interval.
func (g *Generator) Hypergeometric(good, bad, sample int64) int64 {
	if sample >= 10 && sample <= good+bad-10 {
		return hypergeometricHRUA(g.src, good, bad, sample)
	}
	return hypergeometricSample(g.src, good, bad, sample)
}

func hypergeometricSample(src Source, good, bad, sample int64) int64 {
	total := good + bad
	computed := sample
	if sample > total/2 {
		computed = total - sample
	}
	remTotal, remGood := total, good
	for computed > 0 && remGood > 0 && remTotal > remGood {
		remTotal--
		if int64(Interval(src, uint64(remTotal))) < remGood {
			remGood--
		}
		computed--
	}
	if remTotal == remGood {
		remGood -= computed
	}
	if sample > total/2 {
		return remGood
	}
	return good - remGood
}

func hypergeometricHRUA(src Source, good, bad, sample int64) int64 {
	popsize := good + bad
	computed := min(sample, popsize-sample)
	minGB, maxGB := min(good, bad), max(good, bad)
	p := float64(minGB) / float64(popsize)
	q := float64(maxGB) / float64(popsize)
	mu := float64(computed) * p
	a := mu + 0.5
	variance := float64(popsize-computed) * float64(computed) * p * q / float64(popsize-1)
	c := math.Sqrt(variance + 0.5)
	h := float64(hypD1*c) + hypD2
	m := int64(math.Floor(float64(computed+1) * float64(minGB+1) / float64(popsize+2)))
	g := logFactorial(m) + logFactorial(minGB-m) + logFactorial(computed-m) + logFactorial(maxGB-computed+m)
	b := math.Min(float64(min(computed, minGB)+1), math.Floor(a+float64(16*c)))
	var k int64
	for {
		u := src.Double()
		v := src.Double()
		x := a + float64(h*(v-0.5))/u
		if x < 0.0 || x >= b {
			continue
		}
		k = int64(math.Floor(x))
		gp := logFactorial(k) + logFactorial(minGB-k) + logFactorial(computed-k) + logFactorial(maxGB-computed+k)
		t := g - gp
		if float64(u*(4.0-u))-3.0 <= t {
			break
		}
		if u*(u-t) >= 1 {
			continue
		}
		if 2.0*libm.Log(u) <= t {
			break
		}
	}
	if good > bad {
		k = computed - k
	}
	if computed < sample {
		k = good - k
	}
	return k
}
