package decimal

import (
	"math/big"

	"github.com/cockroachdb/apd/v3"
)

// wideQuo is x / y for finite operands, y nonzero, at a precision past
// near: apd scales the dividend by 10**(precision-1) and refuses any
// scale beyond its exponent range (±100000), so that
// Context(prec=10**6).divide(1, 7) was InvalidOperation where CPython
// computes it. The quotient is taken with math/big to precision+1 digits
// and a sticky digit, then rounded once (roundScaled); an exact quotient
// takes the ideal exponent as trueDiv's does. The caller charged the
// work (the quotient estimate counts 10**prec).
func wideQuo(c *apd.Context, r, x, y *apd.Decimal) (apd.Condition, error) {
	neg := x.Negative != y.Negative
	ideal := int64(x.Exponent) - int64(y.Exponent)
	if x.IsZero() {
		return zeroResult(c, r, ideal, neg), nil
	}
	k := int64(c.Precision) + y.NumDigits() - x.NumDigits() + 1
	if k < 0 {
		k = 0
	}
	num := new(big.Int).Mul(x.Coeff.MathBigInt(), tenPow(k)) //krait:alloc-ok precision+1 digits more than x: the quotient estimate charged 10**prec
	q, rem := new(big.Int).QuoRem(num, y.Coeff.MathBigInt(), new(big.Int))
	exp := ideal - k
	if rem.Sign() != 0 {
		q.Mul(q, big.NewInt(10))
		q.Add(q, big.NewInt(1))
		exp--
	} else {
		q, exp = stripTens(q, exp, ideal)
	}
	var cond apd.Condition
	q, exp, cond = roundDigits(c, q, exp, neg)
	res := new(apd.Decimal)
	res.Coeff.SetMathBigInt(q)
	res.Exponent = clampExp(exp)
	res.Negative = neg
	if adj := pos(res); adj > int64(c.MaxExponent) || adj < int64(c.MinExponent) {
		// Overflow or a subnormal quotient: the general rounding decides.
		return roundScaled(c, r, res)
	}
	r.Set(res)
	return cond, nil
}

// roundDigits rounds q (times 10**exp) to the context's precision with
// its rounding mode, in math/big: apd cannot hold the exponents of a
// coefficient of a million digits while it rounds one.
func roundDigits(c *apd.Context, q *big.Int, exp int64, neg bool) (*big.Int, int64, apd.Condition) {
	prec := int64(c.Precision)
	nd := digitCount(q)
	if nd <= prec {
		return q, exp, 0
	}
	drop := nd - prec
	unit := tenPow(drop)
	kept, rem := new(big.Int).QuoRem(q, unit, new(big.Int))
	cond := apd.Rounded
	if rem.Sign() != 0 {
		cond |= apd.Inexact
		half := new(big.Int).Lsh(rem, 1).Cmp(unit)
		var coeff apd.BigInt
		coeff.SetMathBigInt(kept)
		if c.Rounding.ShouldAddOne(&coeff, neg, half) {
			kept.Add(kept, big.NewInt(1))
			if digitCount(kept) > prec {
				kept.Quo(kept, big.NewInt(10))
				drop++
			}
		}
	}
	return kept, exp + drop, cond
}

// digitCount returns the number of decimal digits of q > 0, from its bit
// length and at most one comparison with a power of ten.
func digitCount(q *big.Int) int64 {
	d := int64(float64(q.BitLen()-1)*0.30102999566398120) + 1 // digits of 2**(bitlen-1)
	if q.CmpAbs(tenPow(d)) >= 0 {
		d++
	}
	return d
}

// stripTens removes factors of ten from q while its exponent stays at
// most ideal, in chunks that double while they divide (an exact
// quotient of a million digits may end in as many zeros).
func stripTens(q *big.Int, exp, ideal int64) (*big.Int, int64) {
	step := int64(1)
	rem := new(big.Int)
	for exp < ideal && q.Sign() != 0 {
		m := min(step, ideal-exp)
		d, _ := new(big.Int).QuoRem(q, tenPow(m), rem)
		if rem.Sign() == 0 {
			q, exp = d, exp+m
			step *= 2
			continue
		}
		if m == 1 {
			break
		}
		step = m / 2
	}
	return q, exp
}

// tenPow returns 10**n.
func tenPow(n int64) *big.Int {
	return new(big.Int).Exp(big.NewInt(10), big.NewInt(n), nil) //krait:alloc-ok n is below the precision or a quotient's digit count, both charged by the caller
}
