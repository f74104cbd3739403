package decimal

import (
	"math/big"

	"github.com/cockroachdb/apd/v3"
	"github.com/kraitpy/krait/py"
)

// rationalOf returns the exact value of a fractions.Fraction (ok false
// for any other value), which Decimal compares with exactly as CPython
// does for numbers.Rational.
func rationalOf(t *py.Thread, v py.Value) (*big.Rat, bool, error) {
	isFrac := false
	for _, c := range v.Type().MRO {
		if c.Name == "Fraction" && c.Module == "fractions" {
			isFrac = true
		}
	}
	if !isFrac {
		return nil, false, nil
	}
	part := func(name py.LibName) (*big.Int, error) {
		x, err := py.GetAttr(t, v, name)
		if err != nil {
			return nil, err
		}
		b, ok := py.AsBig(x)
		if !ok {
			return nil, py.NewTypeError("Fraction.%s is not an int", name)
		}
		return b, nil
	}
	n, err := part("numerator")
	if err != nil {
		return nil, false, err
	}
	d, err := part("denominator")
	if err != nil || d.Sign() == 0 {
		return nil, false, err
	}
	return new(big.Rat).SetFrac(n, d), true, nil
}

// cmpRational compares the Decimal a with the rational r.
func (m *module) cmpRational(name string, a *apd.Decimal, r *big.Rat, test func(int) bool, eq bool) (py.Value, error) {
	switch a.Form {
	case apd.NaN, apd.NaNSignaling:
		if eq {
			return py.NewBool(name == "__ne__"), nil
		}
		return nil, py.NewException(m.invalid, "[<class 'decimal.InvalidOperation'>]")
	case apd.Infinite:
		if a.Negative {
			return py.NewBool(test(-1)), nil
		}
		return py.NewBool(test(1)), nil
	}
	if a.Exponent > 1<<20 || a.Exponent < -(1<<20) {
		return nil, py.NewOverflowError("exponent too large for an exact comparison")
	}
	x := new(big.Rat).SetInt(a.Coeff.MathBigInt())
	p := new(big.Int).Exp(big.NewInt(10), big.NewInt(int64(abs32(a.Exponent))), nil) //krait:alloc-ok the exponent is at most 2**20 (checked above): a power of at most 436 KB
	if a.Exponent >= 0 {
		x.Mul(x, new(big.Rat).SetInt(p))
	} else {
		x.Quo(x, new(big.Rat).SetInt(p))
	}
	if a.Negative {
		x.Neg(x)
	}
	return py.NewBool(test(x.Cmp(r))), nil
}

// divmod is divmod(x, y) of two Decimals: (x // y, x % y).
func (m *module) divmod(ctx *apd.Context, a, b *apd.Decimal) (py.Value, error) {
	if a.Form == apd.Finite && !a.IsZero() && b.Form == apd.Finite && b.IsZero() {
		// CPython signals both at once and raises InvalidOperation.
		return nil, py.NewException(m.invalid, "[<class 'decimal.InvalidOperation'>, <class 'decimal.DivisionByZero'>]")
	}
	var q, r apd.Decimal
	if err := m.signal(ctx.QuoInteger(&q, a, b)); err != nil {
		return nil, err
	}
	if err := m.signal(ctx.Rem(&r, a, b)); err != nil {
		return nil, err
	}
	return py.NewTuple([]py.Value{m.newDec(nil, &q), m.newDec(nil, &r)}), nil
}
