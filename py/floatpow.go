package py

import (
	"math"
	"math/big"
)

// This file computes x**y for floats the way the C library's pow does in
// practice: correctly rounded. Go's math.Pow can be off by several ulps,
// which would change printed results, so non-trivial powers are computed
// as exp(y*log(x)) in 192-bit arithmetic and rounded once.

const powPrec = 192

// ln2Big is ln(2) to powPrec bits, computed once at init (immutable).
var ln2Big = func() *big.Float {
	// ln 2 = 2*atanh(1/3) = 2 * sum z^(2k+1)/(2k+1), z = 1/3.
	return atanhSeries(new(big.Float).SetPrec(powPrec).Quo(big.NewFloat(1).SetPrec(powPrec), big.NewFloat(3).SetPrec(powPrec)))
}()

// atanhSeries returns 2*atanh(z) = log((1+z)/(1-z)) for small |z|.
func atanhSeries(z *big.Float) *big.Float {
	z2 := new(big.Float).SetPrec(powPrec).Mul(z, z)
	term := new(big.Float).SetPrec(powPrec).Set(z)
	sum := new(big.Float).SetPrec(powPrec).Set(z)
	tmp := new(big.Float).SetPrec(powPrec)
	eps := new(big.Float).SetPrec(powPrec).SetMantExp(big.NewFloat(1), -powPrec-8)
	for k := int64(3); ; k += 2 {
		term.Mul(term, z2)
		tmp.Quo(term, new(big.Float).SetPrec(powPrec).SetInt64(k))
		if tmp.Sign() == 0 || new(big.Float).Abs(tmp).Cmp(eps) < 0 {
			break
		}
		sum.Add(sum, tmp)
	}
	return sum.Mul(sum, big.NewFloat(2).SetPrec(powPrec))
}

// logBig returns ln(x) for x > 0 finite.
func logBig(x float64) *big.Float {
	m, e := math.Frexp(x) // x = m * 2^e, m in [0.5, 1)
	if m < math.Sqrt2/2 {
		m *= 2
		e--
	}
	// m in [0.707, 1.414): z = (m-1)/(m+1) in [-0.172, 0.172].
	bm := new(big.Float).SetPrec(powPrec).SetFloat64(m)
	one := new(big.Float).SetPrec(powPrec).SetInt64(1)
	num := new(big.Float).SetPrec(powPrec).Sub(bm, one)
	den := new(big.Float).SetPrec(powPrec).Add(bm, one)
	z := num.Quo(num, den)
	r := atanhSeries(z)
	return r.Add(r, new(big.Float).SetPrec(powPrec).Mul(ln2Big, new(big.Float).SetPrec(powPrec).SetInt64(int64(e))))
}

// expBig returns exp(w) rounded to float64, with overflow reported as
// +Inf and underflow as 0.
func expBig(w *big.Float) float64 {
	wf, _ := w.Float64()
	if wf > 710 {
		return math.Inf(1)
	}
	if wf < -746 {
		return 0
	}
	// w = k*ln2 + r, |r| <= ln2/2.
	k := math.Round(wf / math.Ln2)
	r := new(big.Float).SetPrec(powPrec).Sub(w, new(big.Float).SetPrec(powPrec).Mul(ln2Big, new(big.Float).SetPrec(powPrec).SetFloat64(k)))
	sum := new(big.Float).SetPrec(powPrec).SetInt64(1)
	term := new(big.Float).SetPrec(powPrec).SetInt64(1)
	eps := new(big.Float).SetPrec(powPrec).SetMantExp(big.NewFloat(1), -powPrec-8)
	for n := int64(1); n < 200; n++ {
		term.Mul(term, r)
		term.Quo(term, new(big.Float).SetPrec(powPrec).SetInt64(n))
		if term.Sign() == 0 || new(big.Float).Abs(term).Cmp(eps) < 0 {
			break
		}
		sum.Add(sum, term)
	}
	sum.SetMantExp(sum, int(k))
	f, _ := sum.Float64()
	return f
}

// powPositive returns x**y for finite x > 0 and finite y, correctly
// rounded (but for astronomically rare hard cases).
func powPositive(x, y float64) float64 {
	if x == 1 || y == 0 {
		return 1
	}
	if y == math.Trunc(y) && math.Abs(y) <= 1<<20 {
		return powIntExact(x, int64(y))
	}
	if y == 0.5 {
		return math.Sqrt(x)
	}
	if r, ok := powDD(x, y); ok {
		return r
	}
	w := logBig(x)
	w.Mul(w, new(big.Float).SetPrec(powPrec).SetFloat64(y))
	return expBig(w)
}

// PowFloat is the C library's pow(x, y) for floats as CPython's float
// power and math.pow use it, after their special cases: x > 0 finite or
// an integral y. It returns ±Inf on overflow (callers raise
// OverflowError) and NaN for a negative x with a non-integral y.
func PowFloat(x, y float64) float64 {
	switch {
	case math.IsNaN(x) || math.IsNaN(y) || math.IsInf(x, 0) || math.IsInf(y, 0) || x == 0:
		return math.Pow(x, y)
	case x > 0:
		return powPositive(x, y)
	case y != math.Trunc(y):
		return math.NaN()
	}
	r := powPositive(-x, y)
	if isOddInteger(y) {
		return -r
	}
	return r
}

// piBig is π to powPrec bits (Machin's formula), computed once at init.
var piBig = func() *big.Float {
	atanInv := func(n int64) *big.Float {
		// atan(1/n) = sum (-1)^k / ((2k+1) n^(2k+1))
		x := new(big.Float).SetPrec(powPrec).Quo(big.NewFloat(1).SetPrec(powPrec), new(big.Float).SetPrec(powPrec).SetInt64(n))
		x2 := new(big.Float).SetPrec(powPrec).Mul(x, x)
		term := new(big.Float).SetPrec(powPrec).Set(x)
		sum := new(big.Float).SetPrec(powPrec).Set(x)
		for k := int64(1); k < 400; k++ {
			term.Mul(term, x2)
			t := new(big.Float).SetPrec(powPrec).Quo(term, new(big.Float).SetPrec(powPrec).SetInt64(2*k+1))
			if t.Sign() == 0 || t.MantExp(nil) < -powPrec-8 {
				break
			}
			if k%2 == 1 {
				sum.Sub(sum, t)
			} else {
				sum.Add(sum, t)
			}
		}
		return sum
	}
	a := atanInv(5)
	a.Mul(a, big.NewFloat(16).SetPrec(powPrec))
	b := atanInv(239)
	b.Mul(b, big.NewFloat(4).SetPrec(powPrec))
	return a.Sub(a, b)
}()

// sinCos returns sin(x) and cos(x) with the argument reduced modulo π/2
// in high precision, as the C library does, so results near zeros of
// sin and cos are accurate.
func sinCos(x float64) (float64, float64) {
	if math.IsInf(x, 0) || math.IsNaN(x) || math.Abs(x) > 1e15 {
		return math.Sin(x), math.Cos(x)
	}
	if x == 0 {
		return x, 1
	}
	halfPi := new(big.Float).SetPrec(powPrec).Quo(piBig, big.NewFloat(2).SetPrec(powPrec))
	bx := new(big.Float).SetPrec(powPrec).SetFloat64(x)
	q, _ := new(big.Float).SetPrec(powPrec).Quo(bx, halfPi).Float64()
	k := math.Round(q)
	r := bx.Sub(bx, halfPi.Mul(halfPi, new(big.Float).SetPrec(powPrec).SetFloat64(k)))
	// Taylor series of sin and cos of the reduced argument |r| <= π/4.
	r2 := new(big.Float).SetPrec(powPrec).Mul(r, r)
	sin := new(big.Float).SetPrec(powPrec).Set(r)
	cos := new(big.Float).SetPrec(powPrec).SetInt64(1)
	st := new(big.Float).SetPrec(powPrec).Set(r)
	ct := new(big.Float).SetPrec(powPrec).SetInt64(1)
	for n := int64(1); n < 40; n++ {
		st.Mul(st, r2)
		st.Quo(st, new(big.Float).SetPrec(powPrec).SetInt64(-(2*n)*(2*n+1)))
		ct.Mul(ct, r2)
		ct.Quo(ct, new(big.Float).SetPrec(powPrec).SetInt64(-(2*n-1)*(2*n)))
		sin.Add(sin, st)
		cos.Add(cos, ct)
		if st.Sign() == 0 || st.MantExp(nil) < -powPrec-8 {
			break
		}
	}
	s, _ := sin.Float64()
	c, _ := cos.Float64()
	switch int64(k) & 3 {
	case 0:
		return s, c
	case 1:
		return c, -s
	case 2:
		return -s, -c
	}
	return -c, s
}
