package decimal

// apd refuses exponents beyond ±100000 (apd.MaxExponent: it computes
// 10**x with big.Int.Exp), where CPython's decimal goes to the context's
// Emax and Emin (±999999 by default) and stores any exponent. Operations
// are scale-equivariant, so krait moves their operands near exponent 0,
// runs apd there under the context with its limits moved the same way
// (Overflow, Subnormal, Underflow, Clamped and Etiny then fall where
// CPython's do), and moves the result back. Exponents are stored in
// int32: Emax and Emin beyond ±2**30 behave as ±2**30.

import (
	"math/big"
	"strconv"
	"strings"

	"github.com/cockroachdb/apd/v3"
	"github.com/kraitpy/krait/py"
)

// near is how far from 0 an exponent may be for apd to compute with it
// directly (results of products and quotients stay within apd's range).
const near = 20000

// maxExp bounds the exponents krait stores (and the context limits it
// honours), well inside int32.
const maxExp = 1 << 30

// clampExp limits an exponent or context limit to ±maxExp.
func clampExp(e int64) int32 {
	return int32(min(max(e, -maxExp), maxExp))
}

// pos is where d sits: its adjusted exponent, its exponent if zero, 0
// if not finite.
func pos(d *apd.Decimal) int64 {
	if d.Form != apd.Finite {
		return 0
	}
	if d.IsZero() {
		return int64(d.Exponent)
	}
	return int64(d.Exponent) + d.NumDigits() - 1
}

// far reports whether d is too far from exponent 0 for apd.
func far(d *apd.Decimal) bool {
	if d == nil || d.Form != apd.Finite {
		return false
	}
	// Without counting the digits (the hot path): there are at most
	// bitlen/3+1 of them.
	e := int64(d.Exponent)
	return e > near || e < -near || e+int64(d.Coeff.BitLen())/3 >= near
}

// atLeastDigits reports whether d has at least n digits, from its bit length
// when that settles it.
func atLeastDigits(d *apd.Decimal, n int64) bool {
	bl := int64(d.Coeff.BitLen())
	if (bl-1)*3/10+1 >= n { // a lower bound of the digit count
		return true
	}
	if bl/3+1 < n { // an upper bound
		return false
	}
	return d.NumDigits() >= n
}

// rebase returns d times 10**-s (d itself when s is 0 or d is not
// finite).
func rebase(d *apd.Decimal, s int64) *apd.Decimal {
	if s == 0 || d.Form != apd.Finite {
		return d
	}
	r := new(apd.Decimal).Set(d)
	r.Exponent = clampExp(int64(d.Exponent) - s)
	return r
}

// shifted returns ctx with its exponent limits moved down by s.
func shifted(ctx *apd.Context, s int64) *apd.Context {
	c := *ctx
	c.MaxExponent = clampExp(int64(ctx.MaxExponent) - s)
	c.MinExponent = clampExp(int64(ctx.MinExponent) - s)
	return &c
}

// unshift moves a result computed s places down back up.
func unshift(r *apd.Decimal, s int64) {
	if s != 0 && r.Form == apd.Finite {
		r.Exponent = clampExp(int64(r.Exponent) + s)
	}
}

// scaled runs op, which computes r from operands moved down by their
// shifts, under ctx moved down by s, and moves r back up by s.
func scaled(ctx *apd.Context, r *apd.Decimal, s int64, op func(c *apd.Context) (apd.Condition, error)) (apd.Condition, error) {
	cond, err := op(shifted(ctx, s))
	unshift(r, s)
	return cond, err
}

// roundScaled is ctx.Round for any exponent and any number of digits.
func roundScaled(ctx *apd.Context, r, x *apd.Decimal) (apd.Condition, error) {
	x = shorten(x, int64(ctx.Precision)+8)
	if !far(x) {
		return ctx.Round(r, x)
	}
	if !x.IsZero() {
		if cond, err, ok := beyond(ctx, r, pos(x), x.Negative); ok {
			return cond, err
		}
	}
	s := pos(x)
	return scaled(ctx, r, s, func(c *apd.Context) (apd.Condition, error) { return c.Round(r, rebase(x, s)) })
}

// unaryScaled runs a unary operation that commutes with scaling by
// powers of ten (negation, absolute value, reduction).
func unaryScaled(ctx *apd.Context, r, x *apd.Decimal, op func(c *apd.Context, r, x *apd.Decimal) (apd.Condition, error)) (apd.Condition, error) {
	if !far(x) {
		return op(ctx, r, x)
	}
	s := pos(x)
	return scaled(ctx, r, s, func(c *apd.Context) (apd.Condition, error) { return op(c, r, rebase(x, s)) })
}

// mulScaled is ctx.Mul for any exponents.
func mulScaled(ctx *apd.Context, r, x, y *apd.Decimal) (apd.Condition, error) {
	if !far(x) && !far(y) {
		return ctx.Mul(r, x, y)
	}
	if x.Form == apd.Finite && y.Form == apd.Finite && (x.IsZero() || y.IsZero()) {
		return zeroResult(ctx, r, int64(x.Exponent)+int64(y.Exponent), x.Negative != y.Negative), nil
	}
	sx, sy := pos(x), pos(y)
	if nonzero(x) && nonzero(y) {
		if cond, err, ok := beyond(ctx, r, sx+sy, x.Negative != y.Negative); ok {
			return cond, err
		}
	}
	return scaled(ctx, r, sx+sy, func(c *apd.Context) (apd.Condition, error) { return c.Mul(r, rebase(x, sx), rebase(y, sy)) })
}

// quoScaled runs a quotient (x / y, with the exponent of x minus that of
// y ideal) for any exponents.
func quoScaled(ctx *apd.Context, r, x, y *apd.Decimal, op func(c *apd.Context, r, x, y *apd.Decimal) (apd.Condition, error)) (apd.Condition, error) {
	if !far(x) && !far(y) {
		return op(ctx, r, x, y)
	}
	if x.Form == apd.Finite && x.IsZero() && nonzero(y) {
		return zeroResult(ctx, r, int64(x.Exponent)-int64(y.Exponent), x.Negative != y.Negative), nil
	}
	sx, sy := pos(x), pos(y)
	if nonzero(x) && nonzero(y) {
		if cond, err, ok := beyond(ctx, r, sx-sy, x.Negative != y.Negative); ok {
			return cond, err
		}
	}
	return scaled(ctx, r, sx-sy, func(c *apd.Context) (apd.Condition, error) { return op(c, r, rebase(x, sx), rebase(y, sy)) })
}

// addScaled is ctx.Add (or Sub) for any exponents. An operand entirely
// below the digits the sum keeps only decides the rounding, as any
// smaller value of its sign would: it is replaced by one just below
// them, so that apd never aligns exponents far apart.
func addScaled(ctx *apd.Context, r, x, y *apd.Decimal, sub bool) (apd.Condition, error) {
	op := func(c *apd.Context, r, x, y *apd.Decimal) (apd.Condition, error) {
		if sub {
			return c.Sub(r, x, y)
		}
		return c.Add(r, x, y)
	}
	if !far(x) && !far(y) || x.Form != apd.Finite || y.Form != apd.Finite {
		return op(ctx, r, x, y)
	}
	if x.IsZero() && y.IsZero() {
		// The sum of zeros takes the smaller exponent: give it to both.
		// The sign as apd gives it for zeros at exponent 0.
		e := int64(min(x.Exponent, y.Exponent))
		if _, err := op(ctx, r, rebase(x, int64(x.Exponent)), rebase(y, int64(y.Exponent))); err != nil {
			return 0, err
		}
		return zeroResult(ctx, r, e, r.Negative), nil
	}
	big, small := x, y
	bigIsY := false
	if x.IsZero() || !y.IsZero() && pos(y) > pos(x) {
		big, small, bigIsY = y, x, true
	}
	// The sum keeps no digit below lowest: its adjusted exponent is at
	// least pos(big)-1, nor does it go below Etiny, and big's own
	// digits may reach lower.
	etiny := int64(ctx.MinExponent) - int64(ctx.Precision) + 1
	lowest := min(int64(big.Exponent), max(etiny, pos(big)-int64(ctx.Precision)))
	if small.IsZero() && small.Exponent > big.Exponent {
		// A zero's exponent counts only when it is the smaller one.
		small = rebase(small, int64(small.Exponent)-int64(big.Exponent))
	} else if pos(small) < lowest-2 {
		// big's digits past the precision then decide only the rounding
		// too: with apd's exponent range, aligning all of them with the
		// stand-in below them fails (Decimal('1' * 10**5) + 1e-3).
		big = shorten(big, int64(ctx.Precision)+1)
		lowest = min(int64(big.Exponent), max(etiny, pos(big)-int64(ctx.Precision)))
		tiny := new(apd.Decimal)
		if !small.IsZero() {
			tiny.Coeff.SetInt64(1)
		}
		tiny.Exponent = clampExp(lowest - 3)
		tiny.Negative = small.Negative
		small = tiny
	}
	if !big.IsZero() {
		neg := big.Negative
		if sub && bigIsY {
			neg = !neg
		}
		if cond, err, ok := beyond(ctx, r, pos(big), neg); ok {
			return cond, err
		}
	}
	if bigIsY {
		x, y = small, big
	} else {
		x, y = big, small
	}
	s := pos(big)
	return scaled(ctx, r, s, func(c *apd.Context) (apd.Condition, error) { return op(c, r, rebase(x, s), rebase(y, s)) })
}

// remScaled runs an integer division (quotient true) or a remainder
// for any exponents: both operands move by the same amount, which keeps
// the quotient and scales the remainder. A quotient of more digits than
// the precision is impossible whatever the gap.
func remScaled(ctx *apd.Context, r, x, y *apd.Decimal, quotient bool, op func(c *apd.Context, r, x, y *apd.Decimal) (apd.Condition, error)) (apd.Condition, error) {
	if x.Form == apd.Finite && x.IsZero() && nonzero(y) && (far(x) || far(y)) {
		if quotient {
			return zeroResult(ctx, r, 0, x.Negative != y.Negative), nil
		}
		return zeroResult(ctx, r, int64(min(x.Exponent, y.Exponent)), x.Negative), nil
	}
	if !far(x) && !far(y) || x.Form != apd.Finite || y.Form != apd.Finite || y.IsZero() || x.IsZero() {
		return op(ctx, r, x, y)
	}
	if gap := pos(x) - pos(y); gap > int64(ctx.Precision) {
		x = rebase(x, gap-int64(ctx.Precision)-2) // still impossible, now near y
	} else if gap < -1 && x.Exponent <= y.Exponent {
		// |x| < |y|: the quotient is 0, the remainder x.
		if quotient {
			r.SetFinite(0, 0)
			r.Negative = x.Negative != y.Negative
			return 0, nil
		}
		return roundScaled(ctx, r, x)
	}
	s := pos(y)
	if quotient {
		return op(ctx, r, rebase(x, s), rebase(y, s))
	}
	return scaled(ctx, r, s, func(c *apd.Context) (apd.Condition, error) { return op(c, r, rebase(x, s), rebase(y, s)) })
}

// parseDecimal reads a decimal string as apd does, but with any exponent
// that fits krait's storage (apd refuses those beyond ±100000).
func parseDecimal(s string) (*apd.Decimal, error) {
	if len(s) > longNumeral {
		if d, ok := parseLongDecimal(s); ok {
			return d, nil
		}
	}
	d, _, err := apd.NewFromString(s)
	if err == nil {
		return d, nil
	}
	i := strings.LastIndexAny(s, "eE")
	if i < 0 {
		return nil, err
	}
	e, ok := new(big.Int).SetString(s[i+1:], 10)
	if !ok {
		return nil, err
	}
	m, _, merr := apd.NewFromString(s[:i])
	if merr != nil || m.Form != apd.Finite {
		return nil, err
	}
	total := new(big.Int).Add(e, big.NewInt(int64(m.Exponent)))
	if !total.IsInt64() || total.Int64() > maxExp || total.Int64() < -maxExp {
		return nil, err
	}
	m.Exponent = int32(total.Int64())
	return m, nil
}

// wideFor returns a context of prec plus extra digits with apd's whole
// exponent range, for intermediate results.
func wideFor(ctx *apd.Context, extra int64) *apd.Context {
	return &apd.Context{Precision: ctx.Precision + uint32(extra), Rounding: apd.RoundHalfEven,
		MaxExponent: apd.MaxExponent, MinExponent: apd.MinExponent}
}

// lnScaled is ctx.Ln for any exponent: ln(x) = ln(x') + s*ln(10), with
// x' = x*10**-s near 1, at more digits, rounded once.
func lnScaled(ctx *apd.Context, r, x *apd.Decimal) (apd.Condition, error) {
	ctx = halfEven(ctx)
	if !far(x) || x.Negative || x.IsZero() {
		return ctx.Ln(r, x)
	}
	s := pos(x)
	wide := wideFor(ctx, 12)
	var a, ln10, b, sum apd.Decimal
	if _, err := wide.Ln(&a, rebase(x, s)); err != nil {
		return 0, err
	}
	if _, err := wide.Ln(&ln10, apd.New(10, 0)); err != nil {
		return 0, err
	}
	if _, err := wide.Mul(&b, &ln10, apd.New(s, 0)); err != nil {
		return 0, err
	}
	if _, err := wide.Add(&sum, &a, &b); err != nil {
		return 0, err
	}
	return ctx.Round(r, &sum)
}

// log10Scaled is ctx.Log10 for any exponent; an exact power of ten has
// an exact integer logarithm (CPython: '2', not '2.000...').
func log10Scaled(ctx *apd.Context, r, x *apd.Decimal) (apd.Condition, error) {
	ctx = halfEven(ctx)
	var red apd.Decimal
	if x.Form == apd.Finite && !x.Negative && !x.IsZero() {
		if red.Reduce(x); red.Coeff.IsInt64() && red.Coeff.Int64() == 1 {
			r.SetFinite(int64(red.Exponent), 0)
			return 0, nil
		}
	}
	if !far(x) || x.Negative || x.IsZero() {
		return ctx.Log10(r, x)
	}
	s := pos(x)
	wide := wideFor(ctx, 12)
	var a, sum apd.Decimal
	if _, err := wide.Log10(&a, rebase(x, s)); err != nil {
		return 0, err
	}
	if _, err := wide.Add(&sum, &a, apd.New(s, 0)); err != nil {
		return 0, err
	}
	return ctx.Round(r, &sum)
}

// expScaled is ctx.Exp for any argument: exp(x) = exp(x - k*ln(10)) *
// 10**k, at more digits, rounded once under the context (which then
// overflows or underflows as CPython's does). Beyond |x| = 10**12 the
// result overflows or underflows every context krait honours.
func expScaled(ctx *apd.Context, r, x *apd.Decimal) (apd.Condition, error) {
	ctx = halfEven(ctx)
	if x.Form == apd.Finite && !x.IsZero() && pos(x) < -int64(ctx.Precision)-2 {
		// exp(x) = 1 + x + ..., rounded as 1 + x rounds.
		return addScaled(ctx, r, apd.New(1, 0), x, false)
	}
	if x.Form != apd.Finite || x.IsZero() {
		return ctx.Exp(r, x)
	}
	if pos(x) < 3 {
		// apd's digits are not always right at a low precision: more
		// of them, rounded once.
		var e apd.Decimal
		cond, err := wideFor(ctx, 10).Exp(&e, x)
		if err != nil {
			return cond, err
		}
		c2, err := roundScaled(ctx, r, &e)
		return c2 | cond&(apd.Inexact|apd.Rounded), err
	}
	etiny := int64(ctx.MinExponent) - int64(ctx.Precision) + 1
	// limit rounds to Infinity (or the largest finite value) when k is
	// past Emax, and to 0E-Etiny when it is past Etiny.
	limit := func(k int64) (apd.Condition, error) {
		e := int64(ctx.MaxExponent) + 2
		if k < 0 {
			e = etiny - 2
		}
		return roundScaled(ctx, r, apd.New(1, clampExp(e)))
	}
	if pos(x) >= 12 {
		if x.Negative {
			return limit(-1)
		}
		return limit(1)
	}
	wide := wideFor(ctx, 12+pos(x))
	var ln10, q, kd, kl, rest, e apd.Decimal
	if _, err := wide.Ln(&ln10, apd.New(10, 0)); err != nil {
		return 0, err
	}
	if _, err := wide.Quo(&q, x, &ln10); err != nil {
		return 0, err
	}
	floor := *wide
	floor.Rounding = apd.RoundFloor
	if _, err := floor.RoundToIntegralValue(&kd, &q); err != nil {
		return 0, err
	}
	k, err := kd.Int64()
	if err != nil {
		return 0, err
	}
	if k > int64(ctx.MaxExponent)+2 || k < etiny-int64(ctx.Precision)-4 {
		return limit(k)
	}
	if _, err := wide.Mul(&kl, &kd, &ln10); err != nil {
		return 0, err
	}
	if _, err := wide.Sub(&rest, x, &kl); err != nil {
		return 0, err
	}
	if _, err := wideFor(ctx, 12).Exp(&e, &rest); err != nil {
		return 0, err
	}
	e.Exponent = clampExp(int64(e.Exponent) + k)
	cond, err := roundScaled(ctx, r, &e)
	return cond | apd.Inexact | apd.Rounded, err
}

// shorten returns x with about keep digits when it has many more than
// apd can round away at once (it refuses dropping over 100000): its
// first keep digits, the next one, and then a 1 if any digit after that
// was nonzero. Rounding to keep digits or fewer then decides and signals
// as for x itself.
func shorten(x *apd.Decimal, keep int64) *apd.Decimal {
	if x.Form != apd.Finite {
		return x
	}
	if x.Coeff.BitLen()/3 < int(keep+near) {
		return x // fewer than keep+near digits
	}
	nd := x.NumDigits()
	if nd <= keep+near {
		return x
	}
	drop := nd - keep - 1
	q, rem := new(big.Int), new(big.Int)
	q.QuoRem(x.Coeff.MathBigInt(), new(big.Int).Exp(big.NewInt(10), big.NewInt(drop), nil), rem) //krait:alloc-ok smaller than x's own coefficient
	exp := int64(x.Exponent) + drop
	if rem.Sign() != 0 {
		q.Mul(q, big.NewInt(10))
		q.Add(q, big.NewInt(1))
		exp--
	}
	r := new(apd.Decimal)
	r.Coeff.SetMathBigInt(q)
	r.Exponent = clampExp(exp)
	r.Negative = x.Negative
	return r
}

// quantizeScaled is ctx.Quantize for any exponents: both the operand and
// the target move down by the target.
func quantizeScaled(ctx *apd.Context, r, x *apd.Decimal, exp int32) (apd.Condition, error) {
	if x.Form == apd.Finite && !x.IsZero() && int64(x.Exponent) < int64(exp)-1 && !atLeastDigits(x, int64(exp)-int64(x.Exponent)) {
		// Below a tenth of the unit only the mode and the sign decide
		// (apd rounds every digit away to 0 whatever the mode).
		etiny := int64(ctx.MinExponent) - int64(ctx.Precision) + 1
		if int64(exp) > int64(ctx.MaxExponent) || int64(exp) < etiny {
			r.Form = apd.NaN
			return apd.InvalidOperation, nil
		}
		var one int64
		switch ctx.Rounding {
		case apd.RoundUp, apd.Round05Up:
			one = 1
		case apd.RoundCeiling:
			if !x.Negative {
				one = 1
			}
		case apd.RoundFloor:
			if x.Negative {
				one = 1
			}
		}
		r.SetFinite(one, exp)
		r.Negative = x.Negative
		return apd.Inexact | apd.Rounded, nil
	}
	if !far(x) && exp < near && exp > -near {
		return ctx.Quantize(r, x, exp)
	}
	s := int64(exp)
	if x.Form == apd.Finite {
		switch {
		case x.IsZero():
			x = rebase(x, int64(x.Exponent)-s) // the same zero, at exp
		case pos(x)-s > int64(ctx.Precision)+2:
			x = rebase(x, pos(x)-s-int64(ctx.Precision)-2) // too many digits still
		}
	}
	return scaled(ctx, r, s, func(c *apd.Context) (apd.Condition, error) { return c.Quantize(r, rebase(x, s), 0) })
}

// toIntegralScaled is ctx.RoundToIntegralValue for any exponent: an
// integer is itself, and below 0.1 only the sign and whether x is zero
// decide the result.
func toIntegralScaled(ctx *apd.Context, r, x *apd.Decimal) (apd.Condition, error) {
	if x.Form == apd.Finite && x.Exponent >= 0 {
		r.Set(x) // an integer already, unrounded
		return 0, nil
	}
	if x.Form == apd.Finite && (far(x) || x.NumDigits() > near) {
		switch {
		case x.IsZero():
			x = rebase(x, int64(x.Exponent)) // the same zero, at 0
		}
	}
	if x.Form == apd.Finite && !x.IsZero() && pos(x) < -1 {
		// Below a tenth, only the sign decides, as for a tenth (apd
		// rounds every digit away to 0 whatever the mode).
		tenth := apd.New(1, -1)
		tenth.Negative = x.Negative
		x = tenth
	}
	return ctx.RoundToIntegralValue(r, x)
}

// settle finishes a result as CPython does where apd does not: an
// overflow is always Rounded, and gives the largest finite value instead
// of Infinity when the rounding mode rounds toward zero there; a zero
// clamped to Etiny (or Emax) loses no digit, so it is not Rounded.
func settle(ctx *apd.Context, r *apd.Decimal, cond apd.Condition) apd.Condition {
	if cond.Overflow() {
		cond |= apd.Rounded | apd.Inexact
		if r.Form == apd.Infinite && saturates(ctx.Rounding, r.Negative) && ctx.Precision <= 1<<16 {
			var ten apd.BigInt
			r.Form = apd.Finite
			r.Coeff.Exp(ten.SetInt64(10), apd.NewBigInt(int64(ctx.Precision)), nil)
			r.Coeff.Sub(&r.Coeff, apd.NewBigInt(1))
			r.Exponent = clampExp(int64(ctx.MaxExponent) - int64(ctx.Precision) + 1)
		}
	}
	if cond.Clamped() && !cond.Inexact() && r.Form == apd.Finite && r.IsZero() {
		cond &^= apd.Rounded
	}
	return subnormalSign(ctx, r, cond)
}

// subnormalSign corrects apd's rounding of a negative subnormal under
// ROUND_CEILING or ROUND_FLOOR, which it does as for a positive one
// (apd drops the sign before rounding to Etiny): the right result is
// one unit of Etiny nearer zero (ceiling) or further (floor).
func subnormalSign(ctx *apd.Context, r *apd.Decimal, cond apd.Condition) apd.Condition {
	if !r.Negative || r.Form != apd.Finite || !cond.Subnormal() || !cond.Inexact() ||
		ctx.Rounding != apd.RoundCeiling && ctx.Rounding != apd.RoundFloor ||
		int64(r.Exponent) != int64(ctx.MinExponent)-int64(ctx.Precision)+1 {
		return cond
	}
	if ctx.Rounding == apd.RoundCeiling {
		if r.Coeff.Sign() == 0 {
			return cond
		}
		r.Coeff.Sub(&r.Coeff, apd.NewBigInt(1))
	} else {
		r.Coeff.Add(&r.Coeff, apd.NewBigInt(1))
	}
	if r.Coeff.Sign() == 0 {
		return cond | apd.Clamped
	}
	return cond &^ apd.Clamped
}

// zeroResult sets r to a zero of exponent exp, clamped to the context's
// range (Clamped) as CPython clamps it.
func zeroResult(ctx *apd.Context, r *apd.Decimal, exp int64, negative bool) apd.Condition {
	etiny := int64(ctx.MinExponent) - int64(ctx.Precision) + 1
	var cond apd.Condition
	switch {
	case exp < etiny:
		exp, cond = etiny, apd.Clamped
	case exp > int64(ctx.MaxExponent):
		exp, cond = int64(ctx.MaxExponent), apd.Clamped
	}
	r.SetFinite(0, clampExp(exp))
	r.Negative = negative
	return cond
}

// saturates reports whether an overflow rounds to the largest finite
// value (not Infinity) under rounding mode rd.
func saturates(rd apd.Rounder, negative bool) bool {
	switch rd {
	case apd.RoundDown, apd.Round05Up:
		return true
	case apd.RoundCeiling:
		return negative
	case apd.RoundFloor:
		return !negative
	}
	return false
}

// beyond computes a nonzero result whose adjusted exponent is about adj
// when that is far past the context's limits, where apd cannot round it:
// any value that far rounds as a unit just past them does (Overflow, or
// Underflow to zero or to the smallest subnormal). ok is false when adj
// is within reach.
func beyond(ctx *apd.Context, r *apd.Decimal, adj int64, negative bool) (cond apd.Condition, err error, ok bool) {
	etiny := int64(ctx.MinExponent) - int64(ctx.Precision) + 1
	var e int64
	switch {
	case adj > int64(ctx.MaxExponent)+3:
		e = int64(ctx.MaxExponent) + 2
	case adj < etiny-4:
		e = etiny - 3
	default:
		return 0, nil, false
	}
	unit := apd.New(1, clampExp(e))
	unit.Negative = negative
	cond, err = roundScaled(ctx, r, unit)
	return cond, err, true
}

// halfEven returns ctx rounding half-even: exp, ln and log10 are
// correctly rounded that way whatever the context's mode.
func halfEven(ctx *apd.Context) *apd.Context {
	c := *ctx
	c.Rounding = apd.RoundHalfEven
	return &c
}

// nonzero reports whether d is finite and not zero.
func nonzero(d *apd.Decimal) bool { return d.Form == apd.Finite && !d.IsZero() }

// longNumeral is the length past which parseDecimal reads a numeral's
// digits itself (py.BigFromText) rather than with apd, whose scan is
// quadratic in the number of digits.
const longNumeral = 4096

// parseLongDecimal reads [sign] digits [. digits] [e [sign] digits], the
// finite numerals of CPython's Decimal; ok is false for anything else
// (apd then decides).
func parseLongDecimal(s string) (*apd.Decimal, bool) {
	neg := false
	if s != "" && (s[0] == '+' || s[0] == '-') {
		neg = s[0] == '-'
		s = s[1:]
	}
	exp := int64(0)
	if i := strings.IndexAny(s, "eE"); i >= 0 {
		e, err := strconv.ParseInt(s[i+1:], 10, 64)
		if err != nil || e > maxExp || e < -maxExp {
			return nil, false
		}
		exp, s = e, s[:i]
	}
	intPart, frac, hasPoint := strings.Cut(s, ".")
	if hasPoint && strings.Contains(frac, ".") || intPart == "" && frac == "" {
		return nil, false
	}
	exp -= int64(len(frac))
	digits := intPart + frac
	// Leading zeros carry nothing (and may stand for a digit string as
	// long as the coefficient's).
	digits = strings.TrimLeft(digits, "0")
	if digits == "" {
		digits = "0"
	}
	x, ok := py.BigFromText(digits)
	if !ok {
		return nil, false
	}
	adjusted := exp + int64(len(digits)) - 1
	if exp < -maxExp || adjusted > maxExp {
		return nil, false
	}
	d := &apd.Decimal{Negative: neg, Exponent: int32(exp)}
	d.Coeff.SetMathBigInt(x)
	return d, true
}
