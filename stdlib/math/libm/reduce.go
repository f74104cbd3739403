package libm

import (
	"math/big"
	"sync"
)

// reducePrec is the working precision, in bits, of the argument reduction
// for large arguments. A double is below 2^1024 and the result r of the
// reduction is never smaller than about 2^-62 for a double argument, so
// pi/2 needs 1024 + 62 + 106 (double-double) bits plus guard bits.
const reducePrec = 1400

// halfPi is pi/2 to reducePrec bits, computed once (Machin's formula,
// pi = 16 atan(1/5) - 4 atan(1/239)); it is a constant, never modified.
var halfPi = sync.OnceValue(func() *big.Float {
	pi := new(big.Float).SetPrec(reducePrec + 32)
	pi.Sub(
		new(big.Float).Mul(big.NewFloat(16), atanInv(5)),
		new(big.Float).Mul(big.NewFloat(4), atanInv(239)),
	)
	return pi.Quo(pi, big.NewFloat(2)).SetPrec(reducePrec + 32)
})

// atanInv returns atan(1/n) by its Taylor series.
func atanInv(n int64) *big.Float {
	prec := uint(reducePrec + 32)
	sum := new(big.Float).SetPrec(prec)
	nn := new(big.Float).SetPrec(prec).SetInt64(n * n)
	pow := new(big.Float).SetPrec(prec).Quo(big.NewFloat(1), new(big.Float).SetPrec(prec).SetInt64(n)) // 1/n^(2k+1)
	eps := new(big.Float).SetPrec(prec).SetMantExp(big.NewFloat(1), -int(prec)-8)
	term := new(big.Float).SetPrec(prec)
	for k := int64(0); ; k++ {
		term.Quo(pow, new(big.Float).SetPrec(prec).SetInt64(2*k+1))
		if k%2 == 0 {
			sum.Add(sum, term)
		} else {
			sum.Sub(sum, term)
		}
		if term.Cmp(eps) < 0 {
			return sum
		}
		pow.Quo(pow, nn)
	}
}

// reduceLarge returns r and k with x = k*pi/2 + r, |r| <= pi/4, r in
// double-double, for any finite x: the exact (Payne-Hanek-style, here in
// multi-precision arithmetic) reduction glibc performs, which Go's
// math.Sin does only approximately for large arguments.
func reduceLarge(x float64) (r dd, k int64) {
	hp := halfPi()
	bx := new(big.Float).SetPrec(reducePrec).SetFloat64(x)
	q := new(big.Float).SetPrec(reducePrec).Quo(bx, hp)
	ki, _ := q.Int(nil) // truncated toward zero
	frac := new(big.Float).SetPrec(reducePrec).Sub(q, new(big.Float).SetInt(ki))
	if frac.Cmp(big.NewFloat(0.5)) > 0 {
		ki.Add(ki, big.NewInt(1))
	} else if frac.Cmp(big.NewFloat(-0.5)) < 0 {
		ki.Sub(ki, big.NewInt(1))
	}
	rb := new(big.Float).SetPrec(reducePrec).Mul(new(big.Float).SetPrec(reducePrec).SetInt(ki), hp)
	rb.Sub(bx, rb)
	hi, _ := rb.Float64()
	lo, _ := rb.Sub(rb, big.NewFloat(hi)).Float64()
	quadrant := new(big.Int).And(ki, big.NewInt(3)) // two's complement: k mod 4 for negative k too
	return dd{hi, lo}, quadrant.Int64()
}
