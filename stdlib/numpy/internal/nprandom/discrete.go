package nprandom

import (
	"math"

	"github.com/kraitpy/krait/internal/libm"
)

// The discrete distributions both APIs share: numpy's legacy functions for
// poisson and binomial call the same C routines as Generator's, with
// differences noted where they are.

// loggam is numpy's random_loggam: log(gamma(x)) by the SPECFUN series.
func loggam(x float64) float64 {
	if x == 1.0 || x == 2.0 {
		return 0.0
	}
	var n int64
	if x < 7.0 {
		n = int64(7 - x)
	}
	x0 := x + float64(n)
	x2 := (1.0 / x0) * (1.0 / x0)
	const lg2pi = 1.8378770664093453e+00
	gl0 := loggamA[9]
	for k := 8; k >= 0; k-- {
		gl0 = float64(gl0*x2) + loggamA[k]
	}
	gl := gl0/x0 + 0.5*lg2pi + float64((x0-0.5)*libm.Log(x0)) - x0
	if x < 7.0 {
		for k := int64(1); k <= n; k++ {
			gl -= libm.Log(x0 - 1.0)
			x0 -= 1.0
		}
	}
	return gl
}

var loggamA = [10]float64{
	8.333333333333333e-02, -2.777777777777778e-03,
	7.936507936507937e-04, -5.952380952380952e-04,
	8.417508417508418e-04, -1.917526917526918e-03,
	6.410256410256410e-03, -2.955065359477124e-02,
	1.796443723688307e-01, -1.39243221690590e+00,
}

// Poisson is random_poisson: multiplication of uniforms below lam 10, the
// transformed rejection PTRS (Hörmann 1993) from 10 on. Both APIs use it.
func Poisson(src Source, lam float64) int64 {
	switch {
	case lam >= 10:
		return poissonPTRS(src, lam)
	case lam == 0:
		return 0
	}
	enlam := libm.Exp(-lam)
	var x int64
	prod := 1.0
	for {
		prod *= src.Double()
		if prod > enlam {
			x++
		} else {
			return x
		}
	}
}

func poissonPTRS(src Source, lam float64) int64 {
	slam := math.Sqrt(lam)
	loglam := libm.Log(lam)
	b := 0.931 + float64(2.53*slam)
	a := -0.059 + float64(0.02483*b)
	invalpha := 1.1239 + 1.1328/(b-3.4)
	vr := 0.9277 - 3.6224/(b-2)
	for {
		u := src.Double() - 0.5
		v := src.Double()
		us := 0.5 - math.Abs(u)
		k := int64(math.Floor(float64((2*a/us+b)*u) + lam + 0.43))
		if us >= 0.07 && v <= vr {
			return k
		}
		if k < 0 || (us < 0.013 && v > us) {
			continue
		}
		lhs := libm.Log(v) + libm.Log(invalpha) - libm.Log(a/float64(us*us)+b)
		rhs := -lam + float64(float64(k)*loglam) - loggam(float64(k)+1)
		if lhs <= rhs {
			return k
		}
	}
}

// BinomialCache holds the set-ups of the last binomial draws, as numpy's
// binomial_t does for each RandomState and Generator. It only saves work:
// the set-ups are functions of n and p. The zero value is empty.
type BinomialCache struct {
	btpe struct {
		ok                        bool
		n                         int64
		p                         float64
		r, q, fm, p1, xm, xl, xr  float64
		c, laml, lamr, p2, p3, p4 float64
		m                         int64
	}
	inv struct {
		ok        bool
		n         int64
		p         float64
		q, qn, np float64
		bound     int64
	}
}

// Binomial is numpy's binomial: inversion when min(p, 1-p)*n <= 30, BTPE
// (Kachitvichyanukul and Schmeiser) otherwise. The legacy API has no
// shortcut for n == 0 or p == 0 (it still draws one double); Generator
// returns 0 at once.
func Binomial(src Source, c *BinomialCache, n int64, p float64, legacy bool) int64 {
	if !legacy && (n == 0 || p == 0) {
		return 0
	}
	if p <= 0.5 {
		if p*float64(n) <= 30.0 {
			return binomialInversion(src, c, n, p)
		}
		return binomialBTPE(src, c, n, p)
	}
	q := 1.0 - p
	if q*float64(n) <= 30.0 {
		return n - binomialInversion(src, c, n, q)
	}
	return n - binomialBTPE(src, c, n, q)
}

func binomialInversion(src Source, c *BinomialCache, n int64, p float64) int64 {
	iv := &c.inv
	if !iv.ok || iv.n != n || iv.p != p {
		iv.ok, iv.n, iv.p = true, n, p
		iv.q = 1.0 - p
		iv.qn = libm.Exp(float64(n) * libm.Log(iv.q))
		iv.np = float64(n) * p
		b := iv.np + float64(10.0*math.Sqrt(float64(iv.np*iv.q)+1))
		if float64(n) < b {
			b = float64(n)
		}
		iv.bound = int64(b)
	}
	q, qn, bound := iv.q, iv.qn, iv.bound
	var x int64
	px := qn
	u := src.Double()
	for u > px {
		x++
		if x > bound {
			x = 0
			px = qn
			u = src.Double()
		} else {
			u -= px
			px = (float64(n-x+1) * p * px) / (float64(x) * q)
		}
	}
	return x
}

func binomialBTPE(src Source, c *BinomialCache, n int64, p float64) int64 {
	bt := &c.btpe
	if !bt.ok || bt.n != n || bt.p != p {
		bt.ok, bt.n, bt.p = true, n, p
		bt.r = math.Min(p, 1.0-p)
		bt.q = 1.0 - bt.r
		bt.fm = float64(float64(n)*bt.r) + bt.r
		bt.m = int64(math.Floor(bt.fm))
		bt.p1 = math.Floor(float64(2.195*math.Sqrt(float64(float64(n)*bt.r)*bt.q))-float64(4.6*bt.q)) + 0.5
		bt.xm = float64(bt.m) + 0.5
		bt.xl = bt.xm - bt.p1
		bt.xr = bt.xm + bt.p1
		bt.c = 0.134 + 20.5/(15.3+float64(bt.m))
		a := (bt.fm - bt.xl) / (bt.fm - float64(bt.xl*bt.r))
		bt.laml = a * (1.0 + a/2.0)
		a = (bt.xr - bt.fm) / (bt.xr * bt.q)
		bt.lamr = a * (1.0 + a/2.0)
		bt.p2 = bt.p1 * (1.0 + 2.0*bt.c)
		bt.p3 = bt.p2 + bt.c/bt.laml
		bt.p4 = bt.p3 + bt.c/bt.lamr
	}
	r, q, m := bt.r, bt.q, bt.m
	p1, xm, xl, xr, cc := bt.p1, bt.xm, bt.xl, bt.xr, bt.c
	laml, lamr, p2, p3, p4 := bt.laml, bt.lamr, bt.p2, bt.p3, bt.p4
	nf := float64(n)
	var y int64
	for {
		nrq := float64(nf*r) * q
		u := src.Double() * p4
		v := src.Double()
		if u <= p1 {
			y = int64(math.Floor(xm - float64(p1*v) + u))
			break
		}
		if u <= p2 {
			x := xl + (u-p1)/cc
			v = float64(v*cc) + 1.0 - math.Abs(float64(m)-x+0.5)/p1
			if v > 1.0 {
				continue
			}
			y = int64(math.Floor(x))
		} else if u <= p3 {
			y = int64(math.Floor(xl + libm.Log(v)/laml))
			if y < 0 || v == 0.0 {
				continue
			}
			v = v * (u - p2) * laml
		} else {
			y = int64(math.Floor(xr - libm.Log(v)/lamr))
			if y > n || v == 0.0 {
				continue
			}
			v = v * (u - p3) * lamr
		}
		// Step 50: accept or reject y.
		k := y - m
		if k < 0 {
			k = -k
		}
		if k <= 20 || float64(k) >= nrq/2.0-1 {
			s := r / q
			a := s * (nf + 1)
			f := 1.0
			if m < y {
				for i := m + 1; i <= y; i++ {
					f *= a/float64(i) - s
				}
			} else if m > y {
				for i := y + 1; i <= m; i++ {
					f /= a/float64(i) - s
				}
			}
			if v > f {
				continue
			}
			break
		}
		// Step 52: squeeze with the normal approximation, then the
		// Stirling bounds.
		kf := float64(k)
		rho := (kf / nrq) * (float64(kf*float64(kf/3.0+0.625)+0.16666666666666666)/nrq + 0.5)
		t := -kf * kf / (2 * nrq)
		A := libm.Log(v)
		if A < t-rho {
			break
		}
		if A > t+rho {
			continue
		}
		x1 := float64(y + 1)
		f1 := float64(m + 1)
		z := float64(n + 1 - m)
		w := float64(n - y + 1)
		x2, f2, z2, w2 := x1*x1, f1*f1, z*z, w*w
		bound := float64(xm*libm.Log(f1/x1)) +
			float64((float64(n-m)+0.5)*libm.Log(z/w)) +
			float64(float64(y-m)*libm.Log(w*r/(x1*q))) +
			stirling(f2)/f1/166320. +
			stirling(z2)/z/166320. +
			stirling(x2)/x1/166320. +
			stirling(w2)/w/166320.
		if A > bound {
			continue
		}
		break
	}
	// numpy's Step 60 flips y when p > 0.5; BTPE is only called with
	// p <= 0.5.
	return y
}

// stirling is the correction polynomial of BTPE's final test.
func stirling(x2 float64) float64 {
	return 13680. - (462.-(132.-(99.-140./x2)/x2)/x2)/x2
}
