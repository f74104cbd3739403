package decimal

import (
	"math"

	"github.com/cockroachdb/apd/v3"
	"github.com/kraitpy/krait/py"
)

// chargeOp charges a decimal operation before it runs, from the cost
// model of py/cost.go: additions are linear in the digits, products and
// quotients like big-int ones, and the transcendental functions (exp,
// ln, log10, fractional powers) a series of products at the context's
// precision. With getcontext().prec = 10**9, Decimal(2).exp() is thereby
// refused at once instead of running for hours.
func chargeOp(t *py.Thread, kind string, ctx *apd.Context, x, y *apd.Decimal) error {
	prec := int64(ctx.Precision)
	dx, dy := digits(x), digits(y)
	switch kind {
	case "add", "sub", "neg", "pos", "abs", "normalize", "compare", "next_plus", "next_minus", "next_toward":
		return t.ChargeChars(int(min(max(dx, dy, prec), 1<<40)))
	case "mul":
		return t.ChargeNanos(py.DecimalArithNanos(dx, dy, prec))
	case "truediv", "floordiv", "mod", "divmod":
		// A quotient to prec digits first scales the dividend by
		// 10**prec (apd's tableExp10), a power that costs more than the
		// division when the operands are short: Decimal(1) / 7 at prec
		// 10**8 ran for minutes on an estimate of 6*10**5 operations.
		return t.ChargeNanos(py.DecimalArithNanos(dx, dy, prec) + py.BigPowNanos(4, float64(prec)))
	case "sqrt":
		// Newton's method: a division per doubling of the digits.
		return t.ChargeNanos(2 * py.DecimalArithNanos(prec, prec, prec) * math.Log2(float64(prec)+2))
	case "pow":
		if n, ok := exactPowSize(x, y); ok {
			// The exact power of the coefficient, then a rounding.
			if err := t.ChargeNanos(py.BigPowNanos(x.Coeff.BitLen(), n)); err != nil {
				return err
			}
			return t.Alloc(int64(float64(x.Coeff.BitLen())*n/8) + 1)
		}
		if y != nil && y.Exponent >= 0 {
			// An integer power: repeated squaring at the precision.
			return t.ChargeNanos(2 * py.DecimalArithNanos(prec, prec, prec) * float64(digits(y)*4+1))
		}
	}
	return t.ChargeNanos(py.DecimalTransNanos(prec, max(dx, dy)))
}

// digits returns the number of digits of d's coefficient (0 for nil).
func digits(d *apd.Decimal) int64 {
	if d == nil {
		return 0
	}
	return d.NumDigits()
}
