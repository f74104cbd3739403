package decimal

import (
	"math/big"

	"github.com/cockroachdb/apd/v3"
	"github.com/kraitpy/krait/py"
)

// installNext adds sqrt (with CPython's ideal exponent), next_plus,
// next_minus, next_toward and as_integer_ratio.
func (m *module) installNext() {
	noArgs := func(name string, f func(t *py.Thread, ctx *apd.Context, d *apd.Decimal) (py.Value, error)) {
		method(m.cls, name, func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			d, err := m.recv(self)
			if err != nil {
				return nil, err
			}
			if len(args) > 1 {
				return nil, py.NewTypeError("%s() takes at most 1 argument (%d given)", name, len(args))
			}
			ctx, err := m.ctx()
			if err != nil {
				return nil, err
			}
			// Charged like decimal arithmetic: the work grows with the
			// precision (and so does next_plus's 10**prec).
			if err := chargeOp(t, name, ctx, d, nil); err != nil {
				return nil, err
			}
			if err := t.CheckAlloc(int64(ctx.Precision)/2 + 16); err != nil {
				return nil, err
			}
			return f(t, ctx, d)
		})
	}
	noArgs("sqrt", func(t *py.Thread, ctx *apd.Context, d *apd.Decimal) (py.Value, error) {
		r, err := m.sqrt(ctx, d)
		if err != nil {
			return nil, err
		}
		return m.newDec(nil, r), nil
	})
	noArgs("next_plus", func(t *py.Thread, ctx *apd.Context, d *apd.Decimal) (py.Value, error) {
		r, err := m.next(t, ctx, d, true)
		if err != nil {
			return nil, err
		}
		return m.newDec(nil, r), nil
	})
	noArgs("next_minus", func(t *py.Thread, ctx *apd.Context, d *apd.Decimal) (py.Value, error) {
		r, err := m.next(t, ctx, d, false)
		if err != nil {
			return nil, err
		}
		return m.newDec(nil, r), nil
	})
	method(m.cls, "next_toward", func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		d, err := m.recv(self)
		if err != nil {
			return nil, err
		}
		var other, context py.Value
		if err := py.UnpackArgs("next_toward", args, kwargs, []string{"other", "context"}, 1, &other, &context); err != nil {
			return nil, err
		}
		o, ok := m.decOf(other)
		if !ok {
			return nil, py.NewTypeError("conversion from %s to Decimal is not supported", py.TypeName(other))
		}
		if isNaN(d) || isNaN(o) {
			if d.Form == apd.NaNSignaling || o.Form == apd.NaNSignaling {
				return nil, py.NewException(m.invalid, "[<class 'decimal.InvalidOperation'>]")
			}
			if isNaN(d) {
				return m.newDec(nil, d), nil
			}
			return m.newDec(nil, o), nil
		}
		ctx, err := m.ctx()
		if err != nil {
			return nil, err
		}
		c := d.Cmp(o)
		if c == 0 {
			r := new(apd.Decimal).Set(d)
			r.Negative = o.Negative
			return m.newDec(nil, r), nil
		}
		r, err := m.next(t, ctx, d, c < 0)
		if err != nil {
			return nil, err
		}
		return m.newDec(nil, r), nil
	})
	method(m.cls, "as_integer_ratio", func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		d, err := m.recv(self)
		if err != nil {
			return nil, err
		}
		if err := py.CheckNoArgs("as_integer_ratio", args, kwargs); err != nil {
			return nil, err
		}
		switch d.Form {
		case apd.NaN, apd.NaNSignaling:
			return nil, py.NewValueError("cannot convert NaN to integer ratio")
		case apd.Infinite:
			return nil, py.NewOverflowError("cannot convert Infinity to integer ratio")
		}
		e := int64(d.Exponent)
		if e > 1<<20 || e < -(1<<20) {
			return nil, py.NewOverflowError("exponent too large for an exact ratio")
		}
		if e < 0 {
			e = -e
		}
		if err := t.Alloc(e/2 + 8); err != nil {
			return nil, err
		}
		n := d.Coeff.MathBigInt()
		den := big.NewInt(1)
		p := new(big.Int).Exp(big.NewInt(10), big.NewInt(e), nil)
		if d.Exponent >= 0 {
			n.Mul(n, p)
		} else {
			den = p
			g := new(big.Int).GCD(nil, nil, n, den)
			if g.Sign() != 0 {
				n.Quo(n, g)
				den.Quo(den, g)
			}
		}
		if d.Negative {
			n.Neg(n)
		}
		return py.NewTuple([]py.Value{py.NewBigInt(n), py.NewBigInt(den)}), nil
	})
}

// isNaN reports whether d is a quiet or signaling NaN.
func isNaN(d *apd.Decimal) bool { return d.Form == apd.NaN || d.Form == apd.NaNSignaling }

// sqrt is Decimal.sqrt: an exact root takes the ideal exponent
// floor(exp/2) and is then rounded to the context's precision, as
// CPython does.
func (m *module) sqrt(ctx *apd.Context, d *apd.Decimal) (*apd.Decimal, error) {
	ctx = halfEven(ctx) // as in CPython, whatever the context's mode
	if far(d) && !d.Negative && !d.IsZero() {
		// sqrt(x * 10**2k) = sqrt(x) * 10**k.
		k := pos(d) >> 1
		var out apd.Decimal
		if cond, err, ok := beyond(ctx, &out, k, false); ok {
			return &out, m.signal(settle(ctx, &out, cond), err)
		}
		r, err := m.sqrt(shifted(ctx, k), rebase(d, 2*k))
		if err == nil {
			unshift(r, k)
		}
		return r, err
	}
	r := new(apd.Decimal)
	cond, err := ctx.Sqrt(r, d)
	if err != nil || cond.Inexact() || r.Form != apd.Finite || d.Form != apd.Finite {
		if err := m.signal(settle(ctx, r, cond), err); err != nil {
			return nil, err
		}
		return r, nil
	}
	// An exact root: apd's zeros past it were never rounded off in
	// CPython, whose only rounding is the final one below.
	cond &^= apd.Rounded
	ideal := d.Exponent >> 1 // floor(exp/2), also for negative exponents
	wide := &apd.Context{Precision: ctx.Precision + 4, Rounding: apd.RoundHalfEven, MaxExponent: apd.MaxExponent, MinExponent: apd.MinExponent}
	if extra := int64(r.NumDigits()) + int64(r.Exponent) - int64(ideal); extra > 0 && extra < 1<<20 {
		wide.Precision = uint32(extra) + 4
	}
	q := new(apd.Decimal)
	if _, err := wide.Quantize(q, r, ideal); err != nil || q.Form != apd.Finite {
		return r, m.signal(cond, nil)
	}
	if r.IsZero() {
		q.Negative = d.Negative
	}
	out := new(apd.Decimal)
	rc := *ctx
	rc.Rounding = apd.RoundHalfEven
	c2, err := rc.Round(out, q)
	if err != nil {
		return r, m.signal(cond, nil)
	}
	if err := m.signal(cond|c2, nil); err != nil {
		return nil, err
	}
	return out, nil
}

// next is next_plus (up) or next_minus: the closest representable
// value in the context beyond d.
func (m *module) next(t *py.Thread, ctx *apd.Context, d *apd.Decimal, up bool) (*apd.Decimal, error) {
	if nonzero(d) && pos(d) > int64(ctx.MaxExponent) {
		// Beyond Emax: as from the infinity of its sign.
		d = &apd.Decimal{Form: apd.Infinite, Negative: d.Negative}
	}
	if far(d) {
		// The step commutes with scaling by powers of ten.
		s := pos(d)
		r, err := m.next(t, shifted(ctx, s), rebase(d, s), up)
		if err == nil {
			unshift(r, s)
		}
		return r, err
	}
	r := new(apd.Decimal)
	etiny := int64(ctx.MinExponent) - int64(ctx.Precision) + 1
	switch d.Form {
	case apd.NaNSignaling:
		return nil, py.NewException(m.invalid, "[<class 'decimal.InvalidOperation'>]")
	case apd.NaN:
		return r.Set(d), nil
	case apd.Infinite:
		if d.Negative != up {
			return r.Set(d), nil
		}
		// The largest finite value, with d's sign flipped toward zero:
		// prec nines, charged first (the precision may be 10**9).
		if err := t.ChargeNanos(py.BigPowNanos(4, float64(ctx.Precision))); err != nil {
			return nil, err
		}
		if err := t.Alloc(int64(ctx.Precision)/2 + 1); err != nil {
			return nil, err
		}
		r.Coeff.SetMathBigInt(new(big.Int).Sub(new(big.Int).Exp(big.NewInt(10), big.NewInt(int64(ctx.Precision)), nil), big.NewInt(1))) //krait:alloc-ok charged just above (BigPowNanos and the coefficient's bytes)
		r.Exponent = int32(int64(ctx.MaxExponent) - int64(ctx.Precision) + 1)
		r.Negative = d.Negative
		return r, nil
	}
	rc := *ctx
	rc.Rounding = apd.RoundFloor
	if up {
		rc.Rounding = apd.RoundCeiling
	}
	cond, err := rc.Round(r, d)
	if err != nil {
		return nil, py.NewException(m.invalid, "[<class 'decimal.InvalidOperation'>]")
	}
	subnormalSign(&rc, r, cond)
	if r.Cmp(d) != 0 {
		return r, nil
	}
	if d.IsZero() {
		r.SetFinite(1, int32(etiny))
		r.Negative = !up
		return r, nil
	}
	// A step smaller than half of any unit in the last place near d,
	// rounded away in the step's direction.
	exp := int64(d.Exponent) + d.NumDigits() - 1 - int64(ctx.Precision) - 1
	if exp < etiny-1 {
		exp = etiny - 1
	}
	tiny := apd.New(1, int32(exp))
	tiny.Negative = !up
	cond, err = rc.Add(r, d, tiny)
	if err != nil {
		return nil, py.NewException(m.invalid, "[<class 'decimal.InvalidOperation'>]")
	}
	subnormalSign(&rc, r, cond)
	return r, nil
}
