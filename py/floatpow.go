package py

import (
	"math"
	"math/big"

	"github.com/kraitpy/krait/stdlib/math/libm"
)

// powPrec is the precision of the big-float sin and cos below.
const powPrec = 192

// PowFloat is the C library's pow(x, y) for floats (glibc's algorithm,
// bit for bit), as CPython's complex power uses it.
func PowFloat(x, y float64) float64 {
	return libm.Pow(x, y)
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
