package decimal

import (
	"errors"
	"strings"

	"math/big"
	"strconv"

	"github.com/cockroachdb/apd/v3"
	"github.com/kraitpy/krait/py"
)

// method makes a Go method of cls.
func method(cls *py.Type, name string, fn py.BuiltinFunc) {
	cls.Dict.SetStr(name, &py.Builtin{Name: name, Owner: cls, Fn: fn})
}

// installContext gives Context its constructor and repr.
func (m *module) installContext() {
	method(m.ctxCls, "__init__", func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		var prec, rounding, emin, emax, capitals, clamp, flags, traps py.Value
		if err := py.UnpackArgs("Context", args, kwargs, []string{"prec", "rounding", "Emin", "Emax", "capitals", "clamp", "flags", "traps"}, 0,
			&prec, &rounding, &emin, &emax, &capitals, &clamp, &flags, &traps); err != nil {
			return nil, err
		}
		in := asInst(self)
		def := m.newContext(28, "ROUND_HALF_EVEN")
		for _, e := range def.Dict.Items() {
			if err := in.Dict.Set(t, e[0], e[1]); err != nil {
				return nil, err
			}
		}
		for name, v := range map[string]py.Value{"prec": prec, "rounding": rounding, "Emin": emin, "Emax": emax} {
			if v != nil && v != py.None {
				in.Dict.SetStr(name, v)
			}
		}
		st := &ctxState{traps: defaultTraps}
		if flags != nil && flags != py.None {
			b, err := m.bitsFromArg(t, flags)
			if err != nil {
				return nil, err
			}
			st.status = b
		}
		if traps != nil && traps != py.None {
			b, err := m.bitsFromArg(t, traps)
			if err != nil {
				return nil, err
			}
			st.traps = b
		}
		m.setState(in, st)
		_, err := m.apdContext(in)
		return py.None, err
	})
	// Etiny and Etop from the context's own values (not the limits
	// krait computes with).
	limit := func(name string, f func(prec, emin, emax int64) int64) {
		method(m.ctxCls, name, func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			if err := py.CheckNoArgs(name, args, kwargs); err != nil {
				return nil, err
			}
			in := asInst(self)
			if _, err := m.apdContext(in); err != nil {
				return nil, err
			}
			prec, _ := py.AsInt64(in.Dict.GetStr("prec"))
			emin, _ := py.AsInt64(in.Dict.GetStr("Emin"))
			emax, _ := py.AsInt64(in.Dict.GetStr("Emax"))
			return py.NewInt(f(prec, emin, emax)), nil
		})
	}
	limit("Etiny", func(prec, emin, _ int64) int64 { return emin - prec + 1 })
	limit("Etop", func(prec, _, emax int64) int64 { return emax - prec + 1 })
	method(m.ctxCls, "__repr__", func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		in := asInst(self)
		get := func(n string) string {
			s, _ := py.ToStr(t, in.Dict.GetStr(n))
			return s
		}
		return py.NewStr("Context(prec=" + get("prec") + ", rounding=" + get("rounding") + ", Emin=" + get("Emin") + ", Emax=" + get("Emax") +
			", capitals=" + get("capitals") + ", clamp=" + get("clamp") + ", flags=" + listBits(stateOf(in).status) + ", traps=" + listBits(stateOf(in).traps) + ")"), nil
	})
	for _, n := range []string{"clear_flags", "clear_traps"} {
		traps := n == "clear_traps"
		method(m.ctxCls, n, func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			if err := py.CheckNoArgs(n, args, kwargs); err != nil {
				return nil, err
			}
			if st := stateOf(asInst(self)); traps {
				st.traps = 0
			} else {
				st.status = 0
			}
			return py.None, nil
		})
	}
	method(m.ctxCls, "copy", func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		return m.copyContext(t, asInst(self))
	})
}

// recv returns the Decimal receiver of a method.
func (m *module) recv(v py.Value) (*apd.Decimal, error) {
	d, ok := m.decOf(v)
	if !ok {
		return nil, py.NewTypeError("descriptor requires a 'decimal.Decimal' object but received '%s'", py.TypeName(v))
	}
	return d, nil
}

// sciString is str(Decimal).
func sciString(d *apd.Decimal) string {
	if d.Form == apd.NaNSignaling {
		s := "sNaN"
		if d.Negative {
			s = "-" + s
		}
		return s
	}
	if d.Form == apd.Finite && d.IsZero() && d.Exponent < -6 {
		// apd writes such a zero out in full; CPython's adjusted
		// exponent below -6 gives exponent notation (0E-30).
		s := "0E" + strconv.Itoa(int(d.Exponent))
		if d.Negative {
			s = "-" + s
		}
		return s
	}
	return d.String()
}

// hashDec is CPython's Decimal hash.
func hashDec(d *apd.Decimal) (int64, error) {
	const mod = (1 << 61) - 1
	switch d.Form {
	case apd.Infinite:
		if d.Negative {
			return -314159, nil
		}
		return 314159, nil
	case apd.NaN:
		return 0, nil
	case apd.NaNSignaling:
		return 0, py.NewTypeError("Cannot hash a signaling NaN value.")
	}
	M := big.NewInt(mod)
	var eh *big.Int
	if d.Exponent >= 0 {
		eh = new(big.Int).Exp(big.NewInt(10), big.NewInt(int64(d.Exponent)), M)
	} else {
		inv := new(big.Int).Exp(big.NewInt(10), big.NewInt(mod-2), M)
		eh = new(big.Int).Exp(inv, big.NewInt(-int64(d.Exponent)), M)
	}
	h := d.Coeff.MathBigInt()
	h.Mul(h, eh)
	h.Mod(h, M)
	r := h.Int64()
	if d.Negative {
		r = -r
	}
	if r == -1 {
		r = -2
	}
	return r, nil
}

// installDecimal gives Decimal its methods.
func (m *module) installDecimal() {
	c := m.cls
	c.Dict.SetStr("__new__", &py.StaticMethod{Func: py.NewBuiltin("__new__", m.construct)})
	method(c, "__init__", func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		return py.None, nil
	})
	un := func(name string, f func(t *py.Thread, d *apd.Decimal, args []py.Value, kwargs []py.Kwarg) (py.Value, error)) {
		method(c, name, func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			d, err := m.recv(self)
			if err != nil {
				return nil, err
			}
			return f(t, d, args, kwargs)
		})
	}
	un("__str__", func(t *py.Thread, d *apd.Decimal, _ []py.Value, _ []py.Kwarg) (py.Value, error) {
		return py.NewStr(sciString(d)), nil
	})
	un("__repr__", func(t *py.Thread, d *apd.Decimal, _ []py.Value, _ []py.Kwarg) (py.Value, error) {
		return py.NewStr("Decimal('" + sciString(d) + "')"), nil
	})
	un("__hash__", func(t *py.Thread, d *apd.Decimal, _ []py.Value, _ []py.Kwarg) (py.Value, error) {
		h, err := hashDec(d)
		return py.NewInt(h), err
	})
	un("__bool__", func(t *py.Thread, d *apd.Decimal, _ []py.Value, _ []py.Kwarg) (py.Value, error) {
		return py.NewBool(d.Form != apd.Finite || !d.IsZero()), nil
	})
	un("__float__", func(t *py.Thread, d *apd.Decimal, _ []py.Value, _ []py.Kwarg) (py.Value, error) {
		if d.Form == apd.NaNSignaling {
			return nil, py.NewValueError("cannot convert signaling NaN to float")
		}
		s := sciString(d)
		f, err := strconv.ParseFloat(s, 64)
		if err != nil && d.Form == apd.Finite && !errors.Is(err, strconv.ErrRange) {
			// Beyond float's range ParseFloat gives ±inf or ±0, as CPython does.
			return nil, py.NewOverflowError("cannot convert to float")
		}
		if d.Form == apd.NaN {
			f, _ = strconv.ParseFloat("nan", 64)
		}
		return py.Float(f), nil
	})
	toInt := func(t *py.Thread, d *apd.Decimal, _ []py.Value, _ []py.Kwarg) (py.Value, error) {
		switch d.Form {
		case apd.NaN, apd.NaNSignaling:
			return nil, py.NewValueError("cannot convert NaN to integer")
		case apd.Infinite:
			return nil, py.NewOverflowError("cannot convert Infinity to integer")
		}
		var r apd.Decimal
		ctx := &apd.Context{Precision: 0, Rounding: apd.RoundDown, MaxExponent: apd.MaxExponent, MinExponent: apd.MinExponent}
		if _, err := toIntegralScaled(ctx, &r, d); err != nil {
			return nil, py.NewValueError("%v", err)
		}
		if r.Exponent > 0 {
			if r.Exponent > 1<<20 {
				return nil, py.NewOverflowError("integer too large")
			}
			if err := t.Alloc(int64(r.Exponent) / 2); err != nil {
				return nil, err
			}
		}
		b := r.Coeff.MathBigInt()
		if r.Exponent > 0 {
			b.Mul(b, new(big.Int).Exp(big.NewInt(10), big.NewInt(int64(r.Exponent)), nil)) //krait:alloc-ok the exponent is at most 2**20 (checked above) and charged (t.Alloc(r.Exponent/2))
		}
		if r.Negative {
			b.Neg(b)
		}
		return py.NewBigInt(b), nil
	}
	un("__int__", toInt)
	un("__trunc__", toInt)
	unCtx := func(name string, op func(ctx *apd.Context, r, d *apd.Decimal) (apd.Condition, error)) {
		un(name, func(t *py.Thread, d *apd.Decimal, _ []py.Value, _ []py.Kwarg) (py.Value, error) {
			ctx, err := m.ctx()
			if err != nil {
				return nil, err
			}
			if err := chargeOp(t, strings.Trim(name, "_"), ctx, d, nil); err != nil {
				return nil, err
			}
			var r apd.Decimal
			cond, err := op(ctx, &r, d)
			if name != "normalize" { // which settles before it strips zeros
				cond = settle(ctx, &r, cond)
			}
			if err := m.signal(cond, err); err != nil {
				return nil, err
			}
			return m.newDec(nil, &r), nil
		})
	}
	unCtx("__neg__", func(ctx *apd.Context, r, d *apd.Decimal) (apd.Condition, error) {
		return unaryScaled(ctx, r, d, (*apd.Context).Neg)
	})
	unCtx("__pos__", roundScaled)
	unCtx("__abs__", func(ctx *apd.Context, r, d *apd.Decimal) (apd.Condition, error) {
		return unaryScaled(ctx, r, d, (*apd.Context).Abs)
	})
	unCtx("exp", expScaled)
	unCtx("ln", lnScaled)
	unCtx("log10", log10Scaled)
	unCtx("normalize", func(ctx *apd.Context, r, d *apd.Decimal) (apd.Condition, error) {
		// Rounded to the context, then stripped of trailing zeros.
		cond, err := roundScaled(ctx, r, d)
		if err != nil {
			return cond, err
		}
		if cond = settle(ctx, r, cond); r.Form != apd.Finite {
			return cond, nil
		}
		if r.IsZero() {
			r.Exponent = 0 // CPython's normalized zero
			return cond, nil
		}
		stripZeros(r)
		return cond, nil
	})
	pred := func(name string, f func(d *apd.Decimal) bool) {
		un(name, func(t *py.Thread, d *apd.Decimal, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			if err := py.CheckNoArgs(name, args, kwargs); err != nil {
				return nil, err
			}
			return py.NewBool(f(d)), nil
		})
	}
	pred("is_nan", func(d *apd.Decimal) bool { return d.Form == apd.NaN || d.Form == apd.NaNSignaling })
	pred("is_snan", func(d *apd.Decimal) bool { return d.Form == apd.NaNSignaling })
	pred("is_qnan", func(d *apd.Decimal) bool { return d.Form == apd.NaN })
	pred("is_infinite", func(d *apd.Decimal) bool { return d.Form == apd.Infinite })
	pred("is_finite", func(d *apd.Decimal) bool { return d.Form == apd.Finite })
	pred("is_zero", func(d *apd.Decimal) bool { return d.Form == apd.Finite && d.IsZero() })
	pred("is_signed", func(d *apd.Decimal) bool { return d.Negative })
	un("copy_abs", func(t *py.Thread, d *apd.Decimal, _ []py.Value, _ []py.Kwarg) (py.Value, error) {
		r := new(apd.Decimal).Set(d)
		r.Negative = false
		return m.newDec(nil, r), nil
	})
	un("copy_negate", func(t *py.Thread, d *apd.Decimal, _ []py.Value, _ []py.Kwarg) (py.Value, error) {
		r := new(apd.Decimal).Set(d)
		r.Negative = !r.Negative
		return m.newDec(nil, r), nil
	})
	un("adjusted", func(t *py.Thread, d *apd.Decimal, _ []py.Value, _ []py.Kwarg) (py.Value, error) {
		if d.Form != apd.Finite {
			return py.NewInt(0), nil
		}
		return py.NewInt(int64(d.Exponent) + int64(d.NumDigits()) - 1), nil
	})
	roundingArg := func(ctx *apd.Context, v py.Value) error {
		if v == nil || v == py.None {
			return nil
		}
		s, _ := v.(*py.Str)
		if s == nil {
			return py.NewTypeError("invalid rounding mode")
		}
		r, ok := roundings[s.String()]
		if !ok {
			return py.NewTypeError("valid values for rounding are: [ROUND_CEILING, ROUND_FLOOR, ROUND_UP, ROUND_DOWN, ROUND_HALF_UP, ROUND_HALF_DOWN, ROUND_HALF_EVEN, ROUND_05UP]")
		}
		ctx.Rounding = r
		return nil
	}
	un("quantize", func(t *py.Thread, d *apd.Decimal, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		var exp, rounding, context py.Value
		if err := py.UnpackArgs("quantize", args, kwargs, []string{"exp", "rounding", "context"}, 1, &exp, &rounding, &context); err != nil {
			return nil, err
		}
		e, ok := m.decOf(exp)
		if !ok {
			return nil, py.NewTypeError("conversion from %s to Decimal is not supported", py.TypeName(exp))
		}
		ctx, err := m.ctx()
		if err != nil {
			return nil, err
		}
		if err := roundingArg(ctx, rounding); err != nil {
			return nil, err
		}
		var r apd.Decimal
		if e.Form != apd.Finite || d.Form != apd.Finite {
			if err := m.addStatus(sInvalidOperation); err != nil {
				return nil, err
			}
			return m.newDec(nil, &apd.Decimal{Form: apd.NaN}), nil
		}
		if err := m.signal(quantizeScaled(ctx, &r, d, e.Exponent)); err != nil {
			return nil, err
		}
		return m.newDec(nil, &r), nil
	})
	integral := func(t *py.Thread, d *apd.Decimal, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		var rounding, context py.Value
		if err := py.UnpackArgs("to_integral_value", args, kwargs, []string{"rounding", "context"}, 0, &rounding, &context); err != nil {
			return nil, err
		}
		ctx, err := m.ctx()
		if err != nil {
			return nil, err
		}
		if err := roundingArg(ctx, rounding); err != nil {
			return nil, err
		}
		var r apd.Decimal
		if err := m.signal(toIntegralScaled(ctx, &r, d)); err != nil {
			return nil, err
		}
		return m.newDec(nil, &r), nil
	}
	un("to_integral_value", integral)
	un("to_integral", integral)
	un("__round__", func(t *py.Thread, d *apd.Decimal, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		if len(args) == 0 || args[0] == py.None {
			if d.Form != apd.Finite {
				if d.Form == apd.Infinite {
					return nil, py.NewOverflowError("cannot round an infinity")
				}
				return nil, py.NewValueError("cannot round a NaN")
			}
			ctx := &apd.Context{Rounding: apd.RoundHalfEven, MaxExponent: apd.MaxExponent, MinExponent: apd.MinExponent}
			var r apd.Decimal
			if _, err := toIntegralScaled(ctx, &r, d); err != nil {
				return nil, py.NewValueError("%v", err)
			}
			return toInt(t, &r, nil, nil)
		}
		n, ok := py.AsInt64(args[0])
		if !ok {
			return nil, py.NewTypeError("optional arg must be an integer")
		}
		ctx, err := m.ctx()
		if err != nil {
			return nil, err
		}
		var r apd.Decimal
		if err := m.signal(quantizeScaled(ctx, &r, d, clampExp(-n))); err != nil {
			return nil, err
		}
		return m.newDec(nil, &r), nil
	})
	m.installArith()
	m.installNext()
	m.installFormat()
	m.installMisc(toInt)
	m.installCreate()
	m.installCopy()
}
