package decimal

import (
	"math"
	"math/big"

	"github.com/cockroachdb/apd/v3"
	"github.com/kraitpy/krait/py"
)

// installArith adds the binary operators and comparisons.
func (m *module) installArith() {
	type opFn func(ctx *apd.Context, r, x, y *apd.Decimal) (apd.Condition, error)
	symbols := map[string]string{"add": "+", "sub": "-", "mul": "*", "truediv": "/", "floordiv": "//", "mod": "%", "pow": "** or pow()", "divmod": "divmod()"}
	binValue := func(name string, op func(ctx *apd.Context, x, y *apd.Decimal) (py.Value, error)) {
		for _, refl := range []bool{false, true} {
			refl := refl
			mname := "__" + name + "__"
			if refl {
				mname = "__r" + name + "__"
			}
			method(m.cls, mname, func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
				if len(args) < 1 || len(kwargs) > 0 {
					return nil, py.NewTypeError("%s expected 1 argument", mname)
				}
				if len(args) == 2 && args[1] != py.None {
					if name == "pow" && !refl {
						return m.powMod(t, self, args[0], args[1])
					}
					return py.NotImplemented, nil
				}
				a, _ := m.decOf(self)
				b, ok := m.decOf(args[0])
				if !ok || a == nil {
					if _, isF := args[0].(py.Float); isF {
						l, r := "decimal.Decimal", "float"
						if refl {
							l, r = r, l
						}
						return nil, py.NewTypeError("unsupported operand type(s) for %s: '%s' and '%s'", symbols[name], l, r)
					}
					return py.NotImplemented, nil
				}
				if refl {
					a, b = b, a
				}
				ctx, err := m.ctx()
				if err != nil {
					return nil, err
				}
				if err := chargeOp(t, name, ctx, a, b); err != nil {
					return nil, err
				}
				return op(ctx, a, b)
			})
		}
	}
	bin := func(name string, op opFn) {
		binValue(name, func(ctx *apd.Context, x, y *apd.Decimal) (py.Value, error) {
			var r apd.Decimal
			cond, err := op(ctx, &r, x, y)
			if err := m.signal(settle(ctx, &r, cond), err); err != nil {
				return nil, err
			}
			return m.newDec(nil, &r), nil
		})
	}
	binValue("divmod", m.divmod)
	bin("add", func(c *apd.Context, r, x, y *apd.Decimal) (apd.Condition, error) { return addScaled(c, r, x, y, false) })
	bin("sub", func(c *apd.Context, r, x, y *apd.Decimal) (apd.Condition, error) { return addScaled(c, r, x, y, true) })
	bin("mul", mulScaled)
	bin("truediv", func(c *apd.Context, r, x, y *apd.Decimal) (apd.Condition, error) {
		return quoScaled(c, r, x, y, trueDiv)
	})
	bin("floordiv", func(c *apd.Context, r, x, y *apd.Decimal) (apd.Condition, error) {
		return remScaled(c, r, x, y, true, (*apd.Context).QuoInteger)
	})
	bin("mod", func(c *apd.Context, r, x, y *apd.Decimal) (apd.Condition, error) {
		return remScaled(c, r, x, y, false, (*apd.Context).Rem)
	})
	bin("pow", func(c *apd.Context, r, x, y *apd.Decimal) (apd.Condition, error) { return powScaled(c, r, x, y) })

	cmp := func(name string, test func(c int) bool, eq bool) {
		method(m.cls, name, func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			if err := py.CheckExactlyOne(name, args, kwargs); err != nil {
				return nil, err
			}
			a, _ := m.decOf(self)
			b, ok := m.decOf(args[0])
			if !ok {
				f, isF := args[0].(py.Float)
				if !isF {
					if r, ok, err := rationalOf(t, args[0]); err != nil || ok {
						if err != nil {
							return nil, err
						}
						return m.cmpRational(name, a, r, test, eq)
					}
					return py.NotImplemented, nil
				}
				b = fromFloat(float64(f))
				// Mixing floats in an ordering comparison is the
				// FloatOperation signal; in == and != only its flag.
				if eq {
					stateOf(m.current).status |= sFloatOperation
				} else if err := m.addStatus(sFloatOperation); err != nil {
					return nil, err
				}
			}
			if a.Form == apd.NaN || a.Form == apd.NaNSignaling || b.Form == apd.NaN || b.Form == apd.NaNSignaling {
				if eq {
					return py.NewBool(name == "__ne__"), nil
				}
				if err := m.addStatus(sInvalidOperation); err != nil {
					return nil, err
				}
				return py.False, nil
			}
			return py.NewBool(test(a.Cmp(b))), nil
		})
	}
	cmp("__eq__", func(c int) bool { return c == 0 }, true)
	cmp("__ne__", func(c int) bool { return c != 0 }, true)
	cmp("__lt__", func(c int) bool { return c < 0 }, false)
	cmp("__le__", func(c int) bool { return c <= 0 }, false)
	cmp("__gt__", func(c int) bool { return c > 0 }, false)
	cmp("__ge__", func(c int) bool { return c >= 0 }, false)
}

// integral returns the integer value of a finite integral decimal.
func integral(d *apd.Decimal) (*big.Int, bool) {
	if d.Form != apd.Finite {
		return nil, false
	}
	b := d.Coeff.MathBigInt()
	if d.Exponent >= 0 {
		if d.Exponent > 1<<16 {
			return nil, false
		}
		b.Mul(b, new(big.Int).Exp(big.NewInt(10), big.NewInt(int64(d.Exponent)), nil)) //krait:alloc-ok the exponent is at most 2**16 (checked above)
	} else {
		if -d.Exponent > 1<<16 {
			return nil, false
		}
		q, r := new(big.Int).QuoRem(b, new(big.Int).Exp(big.NewInt(10), big.NewInt(int64(-d.Exponent)), nil), new(big.Int)) //krait:alloc-ok the exponent is at most 2**16 (checked above)
		if r.Sign() != 0 {
			return nil, false
		}
		b = q
	}
	if d.Negative {
		b.Neg(b)
	}
	return b, true
}

// powMod is pow(x, y, modulo) for Decimals: integral operands, y >= 0,
// modulo nonzero with at most prec digits, not 0**0; the result is
// x**y % modulo with the sign of x, exponent 0. Anything else is
// InvalidOperation.
func (m *module) powMod(t *py.Thread, xv, yv, modv py.Value) (py.Value, error) {
	x, ok1 := m.decOf(xv)
	y, ok2 := m.decOf(yv)
	mod, ok3 := m.decOf(modv)
	if !ok1 || !ok2 || !ok3 {
		return py.NotImplemented, nil
	}
	ctx, err := m.ctx()
	if err != nil {
		return nil, err
	}
	invalid := py.NewException(m.invalid, "[<class 'decimal.InvalidOperation'>]")
	xi, ok1 := integral(x)
	yi, ok2 := integral(y)
	mi, ok3 := integral(mod)
	if !ok1 || !ok2 || !ok3 || mi.Sign() == 0 || yi.Sign() < 0 || (xi.Sign() == 0 && yi.Sign() == 0) {
		return nil, invalid
	}
	// The modulus's digits, counted without converting it to text.
	if apd.NumDigits(new(apd.BigInt).SetMathBigInt(mi)) > int64(ctx.Precision) {
		return nil, invalid
	}
	if err := t.Charge(int64(yi.BitLen()) * int64(mi.BitLen()/64+1)); err != nil {
		return nil, err
	}
	am := new(big.Int).Abs(mi)
	r := new(big.Int).Exp(new(big.Int).Abs(xi), yi, am)
	if xi.Sign() < 0 && yi.Bit(0) == 1 && r.Sign() != 0 {
		r.Neg(r)
	}
	var d apd.Decimal
	d.Coeff.SetMathBigInt(new(big.Int).Abs(r))
	d.Negative = r.Sign() < 0
	return m.newDec(nil, &d), nil
}

// trueDiv is x / y: an exact quotient takes the ideal exponent, as in
// CPython.
func trueDiv(c *apd.Context, r, x, y *apd.Decimal) (cond apd.Condition, err error) {
	if x.Form == apd.Finite && y.Form == apd.Infinite {
		// A zero at Etiny.
		return zeroResult(c, r, int64(c.MinExponent)-int64(c.Precision)+1, x.Negative != y.Negative) | apd.Clamped, nil
	}
	if int64(c.Precision) > near && x.Form == apd.Finite && y.Form == apd.Finite && !y.IsZero() {
		return wideQuo(c, r, x, y)
	}
	cond, err = c.Quo(r, x, y)
	if err != nil || cond.Inexact() || r.Form != apd.Finite {
		return cond, err
	}
	if cond&(apd.Rounded|apd.Subnormal) != 0 {
		// The exact quotient, rounded once: apd's digits beyond it are
		// zeros it rounded away, which CPython never had.
		defer func() {
			if err == nil {
				cond, err = c.Round(r, r)
			}
		}()
	}
	ideal := x.Exponent - y.Exponent
	var ten, q, rem apd.BigInt
	ten.SetInt64(10)
	for r.Exponent < ideal && r.Coeff.Sign() != 0 {
		q.QuoRem(&r.Coeff, &ten, &rem)
		if rem.Sign() != 0 {
			break
		}
		r.Coeff.Set(&q)
		r.Exponent++
	}
	if r.Coeff.Sign() == 0 && r.Exponent < ideal {
		r.Exponent = ideal
	}
	return cond, nil
}

// maxExactPowDigits bounds the exact integer powers powScaled computes
// (about 170 KB of coefficient).
const maxExactPowDigits = 400000

// powScaled is x ** y. An integer power whose result apd cannot hold
// (beyond its exponent range) is computed exactly when it has at most
// maxExactPowDigits digits and rounded once, which is what CPython's
// result is (2 ** 1000000, 10 ** 200000, 7 ** -200000).
func powScaled(c *apd.Context, r, x, y *apd.Decimal) (apd.Condition, error) {
	if y.Form == apd.Finite && y.Exponent >= 0 && y.NumDigits()+int64(y.Exponent) > 10 {
		r.Form = apd.Infinite
		return apd.Overflow, nil
	}
	if _, ok := exactPowSize(x, y); ok {
		n, _ := y.Int64()
		return exactPow(c, r, x, n)
	}
	cond, err := c.Pow(r, x, y)
	if err != nil || cond.Inexact() || r.Form != apd.Finite || y.Form != apd.Finite || !y.Negative {
		return cond, err
	}
	if n, e := y.Int64(); e != nil || y.Exponent != 0 && n == 0 {
		return cond, err
	}
	stripZeros(r)
	return roundScaled(c, r, r) // exact: only the final rounding counts
}

// stripZeros drops the trailing zeros of r's coefficient: an exact power
// with a negative integer exponent does (CPython: 2 ** -1 is 0.5).
func stripZeros(r *apd.Decimal) {
	var ten, q, rem apd.BigInt
	ten.SetInt64(10)
	for r.Coeff.Sign() != 0 {
		q.QuoRem(&r.Coeff, &ten, &rem)
		if rem.Sign() != 0 {
			break
		}
		r.Coeff.Set(&q)
		r.Exponent++
	}
}

// exactPowSize reports whether powScaled computes x ** y exactly (an
// integer power apd cannot hold, of at most maxExactPowDigits digits),
// and the power |y| then.
func exactPowSize(x, y *apd.Decimal) (float64, bool) {
	if x == nil || y == nil || !nonzero(x) || y.Form != apd.Finite {
		return 0, false
	}
	if y.Exponent >= 0 && y.NumDigits()+int64(y.Exponent) > 10 {
		return 0, false
	}
	n, err := y.Int64()
	if err != nil || n == 0 {
		return 0, false
	}
	// Digits of the coefficient's power, and where it ends.
	an := math.Abs(float64(n))
	xd := an * coeffLog10(x)
	e := float64(pos(x)) * an
	return an, (far(x) || e > near/2 || e < -near/2 || xd > near/2) && xd <= maxExactPowDigits
}

// exactPow is x ** n for a nonzero integer n, from the exact power of
// x's coefficient (at most maxExactPowDigits digits, checked by the
// caller), rounded once.
func exactPow(c *apd.Context, r, x *apd.Decimal, n int64) (apd.Condition, error) {
	an := n
	if an < 0 {
		an = -an
	}
	p := new(big.Int).Exp(x.Coeff.MathBigInt(), big.NewInt(an), nil) //krait:alloc-ok at most maxExactPowDigits digits (checked by the caller)
	e := int64(x.Exponent) * an
	if e > maxExp || e < -maxExp {
		e = min(max(e, -maxExp), maxExp)
	}
	pd := new(apd.Decimal)
	pd.Coeff.SetMathBigInt(p)
	pd.Exponent = int32(e)
	pd.Negative = x.Negative && an%2 == 1
	if n > 0 {
		return roundScaled(c, r, pd)
	}
	one := apd.New(1, 0)
	cond, err := quoScaled(c, r, one, shorten(pd, int64(c.Precision)+20), (*apd.Context).Quo)
	if err == nil && !cond.Inexact() && r.Form == apd.Finite {
		stripZeros(r)
		return roundScaled(c, r, r) // exact: only the final rounding counts
	}
	return cond, err
}

// coeffLog10 is log10 of d's coefficient, closely enough to size its
// powers.
func coeffLog10(d *apd.Decimal) float64 {
	nd := d.NumDigits()
	if nd <= 15 {
		return math.Log10(float64(d.Coeff.Int64()))
	}
	var lead apd.BigInt
	lead.Quo(&d.Coeff, apd.NewBigInt(0).Exp(apd.NewBigInt(10), apd.NewBigInt(nd-15), nil))
	return float64(nd-15) + math.Log10(float64(lead.Int64()))
}
