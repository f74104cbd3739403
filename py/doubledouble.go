package py

import (
	"math"
	"math/big"
)

// dd is a double-double number hi+lo (|lo| <= ulp(hi)/2), giving about
// 106 bits of precision with float64 arithmetic and FMA. It is used to
// compute powers correctly rounded without big-number arithmetic.
type dd struct{ hi, lo float64 }

// twoSum returns a+b exactly as a double-double.
func twoSum(a, b float64) dd {
	s := a + b
	bb := s - a
	e := (a - (s - bb)) + (b - bb)
	return dd{s, e}
}

// twoProd returns a*b exactly as a double-double.
func twoProd(a, b float64) dd {
	p := a * b
	return dd{p, math.FMA(a, b, -p)}
}

func ddNorm(hi, lo float64) dd {
	s := hi + lo
	return dd{s, lo - (s - hi)}
}

func (a dd) add(b dd) dd {
	s := twoSum(a.hi, b.hi)
	t := twoSum(a.lo, b.lo)
	s.lo += t.hi
	s = ddNorm(s.hi, s.lo)
	s.lo += t.lo
	return ddNorm(s.hi, s.lo)
}

func (a dd) mul(b dd) dd {
	p := twoProd(a.hi, b.hi)
	p.lo += a.hi*b.lo + a.lo*b.hi
	return ddNorm(p.hi, p.lo)
}

func (a dd) mulF(b float64) dd {
	p := twoProd(a.hi, b)
	p.lo += a.lo * b
	return ddNorm(p.hi, p.lo)
}

func (a dd) div(b dd) dd {
	q1 := a.hi / b.hi
	r := a.add(b.mulF(-q1))
	q2 := r.hi / b.hi
	r = r.add(b.mulF(-q2))
	q3 := r.hi / b.hi
	return ddNorm(q1, q2).add(dd{q3, 0})
}

func (a dd) neg() dd { return dd{-a.hi, -a.lo} }

// ln2DD is ln 2 as a double-double.
var ln2DD = dd{0.6931471805599453, 2.3190468138462996e-17}

// ddFromBig splits a big.Float into a double-double.
func ddFromBig(b *big.Float) dd {
	hi, _ := b.Float64()
	rest := new(big.Float).SetPrec(powPrec).Sub(b, new(big.Float).SetFloat64(hi))
	lo, _ := rest.Float64()
	return dd{hi, lo}
}

// invOdd[k] = 1/(2k+1) and invFact[n] = 1/n!, as double-doubles; tables
// built once at init.
var invOdd, invFact = func() ([40]dd, [30]dd) {
	var odd [40]dd
	var fact [30]dd
	one := new(big.Float).SetPrec(powPrec).SetInt64(1)
	for k := range odd {
		odd[k] = ddFromBig(new(big.Float).SetPrec(powPrec).Quo(one, new(big.Float).SetPrec(powPrec).SetInt64(int64(2*k+1))))
	}
	f := new(big.Float).SetPrec(powPrec).SetInt64(1)
	for n := range fact {
		if n > 0 {
			f.Mul(f, new(big.Float).SetPrec(powPrec).SetInt64(int64(n)))
		}
		fact[n] = ddFromBig(new(big.Float).SetPrec(powPrec).Quo(one, f))
	}
	return odd, fact
}()

// logDD returns ln(x) for finite x > 0 to about 100 bits.
func logDD(x float64) dd {
	m, e := math.Frexp(x)
	if m < math.Sqrt2/2 {
		m *= 2
		e--
	}
	// ln m = 2 atanh(z), z = (m-1)/(m+1), |z| <= 0.172.
	z := dd{m - 1, 0}.div(twoSum(m, 1))
	z2 := z.mul(z)
	term := z
	sum := z
	for k := 1; k < len(invOdd); k++ {
		term = term.mul(z2)
		t := term.mul(invOdd[k])
		sum = sum.add(t)
		if math.Abs(t.hi) < 1e-34*math.Abs(sum.hi) {
			break
		}
	}
	sum = sum.mulF(2)
	return sum.add(ln2DD.mulF(float64(e)))
}

// expDD returns exp(w) rounded to float64 (±Inf/0 beyond the range).
func expDD(w dd) float64 {
	if w.hi > 710 {
		return math.Inf(1)
	}
	if w.hi < -746 {
		return 0
	}
	k := math.Round(w.hi / math.Ln2)
	r := w.add(ln2DD.mulF(-k))
	// exp(r) for |r| <= 0.35 by its Taylor series; r is split in 2^-4
	// steps by squaring afterwards to shorten the series.
	r = r.mulF(1.0 / 16)
	sum := dd{1, 0}
	pow := dd{1, 0}
	for n := 1; n < len(invFact); n++ {
		pow = pow.mul(r)
		term := pow.mul(invFact[n])
		sum = sum.add(term)
		if math.Abs(term.hi) < 1e-34 {
			break
		}
	}
	for i := 0; i < 4; i++ {
		sum = sum.mul(sum)
	}
	// Scale by 2^k; split to avoid overflow of the intermediate.
	hi := math.Ldexp(sum.hi, int(k))
	lo := math.Ldexp(sum.lo, int(k))
	if math.IsInf(hi, 0) || hi == 0 || math.Abs(hi) < 0x1p-1022 {
		// Near the ends of the range the two halves must be rounded
		// together (subnormal results): use the slow exact path.
		return 0
	}
	res := hi + lo
	// Ziv's test: when hi+lo lies too close to the midpoint between two
	// floats for our ~2^-90 accuracy, let the exact path decide.
	d := (hi - res) + lo
	ulp := math.Nextafter(math.Abs(res), math.Inf(1)) - math.Abs(res)
	if math.Abs(math.Abs(d)-ulp/2) < ulp*0x1p-30 {
		return 0
	}
	return res
}

// powDD returns x**y for finite x > 0 with about 100 bits of precision
// before the final rounding; ok is false when the result is outside the
// normal range (the caller then uses big arithmetic).
func powDD(x, y float64) (float64, bool) {
	w := logDD(x).mulF(y)
	if w.hi > 709 || w.hi < -708 {
		return 0, false
	}
	r := expDD(w)
	if r == 0 {
		return 0, false
	}
	return r, true
}

// powIntDD returns x**n (x > 0) by binary exponentiation in double-double
// arithmetic; ok is false near the ends of the float range or when the
// result is too close to a rounding midpoint to decide.
func powIntDD(x float64, n int64) (float64, bool) {
	neg := n < 0
	if neg {
		n = -n
	}
	result := dd{1, 0}
	base := dd{x, 0}
	for n > 0 {
		if n&1 == 1 {
			result = result.mul(base)
		}
		n >>= 1
		if n > 0 {
			base = base.mul(base)
		}
		if math.IsInf(base.hi, 0) || math.IsInf(result.hi, 0) || base.hi == 0 {
			return 0, false
		}
	}
	if neg {
		result = dd{1, 0}.div(result)
	}
	a := math.Abs(result.hi)
	if a < 0x1p-1020 || a > 0x1p1020 || math.IsNaN(a) {
		return 0, false
	}
	res := result.hi + result.lo
	d := (result.hi - res) + result.lo
	ulp := math.Nextafter(math.Abs(res), math.Inf(1)) - math.Abs(res)
	if math.Abs(math.Abs(d)-ulp/2) < ulp*0x1p-30 {
		return 0, false
	}
	return res, true
}
