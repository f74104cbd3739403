package decimal

import (
	"strconv"
	"strings"

	"github.com/cockroachdb/apd/v3"
	"github.com/kraitpy/krait/py"
)

// installMisc adds the smaller Decimal methods: compare, compare_total,
// max, min, copy_sign, fma, scaleb, same_quantum, number_class,
// to_eng_string, is_normal, is_subnormal, is_canonical, canonical,
// radix, conjugate, __floor__ and __ceil__.
func (m *module) installMisc(toInt func(t *py.Thread, d *apd.Decimal, args []py.Value, kwargs []py.Kwarg) (py.Value, error)) {
	// withArgs gives f the receiver and its Decimal (or int) arguments.
	withArgs := func(name string, n int, f func(t *py.Thread, ctx *apd.Context, d *apd.Decimal, o []*apd.Decimal) (py.Value, error)) {
		method(m.cls, name, func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			d, err := m.recv(self)
			if err != nil {
				return nil, err
			}
			var rest []py.Kwarg
			for _, kw := range kwargs {
				if kw.Name != "context" {
					rest = append(rest, kw)
				}
			}
			if len(args) < n || len(args) > n+1 || len(rest) > 0 {
				return nil, py.NewTypeError("%s() takes %d positional arguments", name, n)
			}
			o := make([]*apd.Decimal, n) //krait:alloc-ok n is the function's arity, a constant of its table (at most 3)
			for i := 0; i < n; i++ {
				x, ok := m.decOf(args[i])
				if !ok {
					return nil, py.NewTypeError("conversion from %s to Decimal is not supported", py.TypeName(args[i]))
				}
				o[i] = x
			}
			ctx, err := m.ctx()
			if err != nil {
				return nil, err
			}
			return f(t, ctx, d, o)
		})
	}
	dec := func(x *apd.Decimal) py.Value { return m.newDec(nil, x) }
	rounded := func(ctx *apd.Context, x *apd.Decimal) (py.Value, error) {
		r := new(apd.Decimal)
		cond, err := roundScaled(ctx, r, x)
		if err := m.signal(settle(ctx, r, cond), err); err != nil {
			return nil, err
		}
		return dec(r), nil
	}
	withArgs("compare", 1, func(t *py.Thread, ctx *apd.Context, d *apd.Decimal, o []*apd.Decimal) (py.Value, error) {
		if d.Form == apd.NaNSignaling || o[0].Form == apd.NaNSignaling {
			return nil, py.NewException(m.invalid, "[<class 'decimal.InvalidOperation'>]")
		}
		if isNaN(d) || isNaN(o[0]) {
			return dec(&apd.Decimal{Form: apd.NaN}), nil
		}
		return dec(apd.New(int64(d.Cmp(o[0])), 0)), nil
	})
	withArgs("compare_total", 1, func(t *py.Thread, ctx *apd.Context, d *apd.Decimal, o []*apd.Decimal) (py.Value, error) {
		return dec(apd.New(int64(d.CmpTotal(o[0])), 0)), nil
	})
	pick := func(name string, wantMax bool) {
		withArgs(name, 1, func(t *py.Thread, ctx *apd.Context, d *apd.Decimal, o []*apd.Decimal) (py.Value, error) {
			a, b := d, o[0]
			if a.Form == apd.NaNSignaling || b.Form == apd.NaNSignaling {
				return nil, py.NewException(m.invalid, "[<class 'decimal.InvalidOperation'>]")
			}
			switch {
			case isNaN(a) && isNaN(b):
				return dec(a), nil
			case isNaN(a):
				return rounded(ctx, b)
			case isNaN(b):
				return rounded(ctx, a)
			}
			c := a.Cmp(b)
			if c == 0 {
				c = a.CmpTotal(b)
			}
			if (c >= 0) == wantMax {
				return rounded(ctx, a)
			}
			return rounded(ctx, b)
		})
	}
	pick("max", true)
	pick("min", false)
	withArgs("copy_sign", 1, func(t *py.Thread, ctx *apd.Context, d *apd.Decimal, o []*apd.Decimal) (py.Value, error) {
		r := new(apd.Decimal).Set(d)
		r.Negative = o[0].Negative
		return dec(r), nil
	})
	withArgs("fma", 2, func(t *py.Thread, ctx *apd.Context, d *apd.Decimal, o []*apd.Decimal) (py.Value, error) {
		digits := d.NumDigits() + o[0].NumDigits() + 2
		if digits > 1<<20 {
			return nil, py.NewOverflowError("fma operands too large")
		}
		wide := &apd.Context{Precision: uint32(digits), Rounding: ctx.Rounding, MaxExponent: maxExp, MinExponent: -maxExp}
		p := new(apd.Decimal)
		if err := m.signal(mulScaled(wide, p, d, o[0])); err != nil {
			return nil, err
		}
		r := new(apd.Decimal)
		cond, err := addScaled(ctx, r, p, o[1], false)
		if err := m.signal(settle(ctx, r, cond), err); err != nil {
			return nil, err
		}
		return dec(r), nil
	})
	withArgs("scaleb", 1, func(t *py.Thread, ctx *apd.Context, d *apd.Decimal, o []*apd.Decimal) (py.Value, error) {
		n, err := o[0].Int64()
		if err != nil || o[0].Exponent != 0 || n > 1<<30 || n < -(1<<30) {
			return nil, py.NewException(m.invalid, "[<class 'decimal.InvalidOperation'>]")
		}
		r := new(apd.Decimal).Set(d)
		if r.Form == apd.Finite {
			r.Exponent += int32(n)
		}
		return rounded(ctx, r)
	})
	withArgs("same_quantum", 1, func(t *py.Thread, ctx *apd.Context, d *apd.Decimal, o []*apd.Decimal) (py.Value, error) {
		a, b := d, o[0]
		if a.Form != apd.Finite || b.Form != apd.Finite {
			return py.NewBool(isNaN(a) && isNaN(b) || a.Form == apd.Infinite && b.Form == apd.Infinite), nil
		}
		return py.NewBool(a.Exponent == b.Exponent), nil
	})
	withArgs("number_class", 0, func(t *py.Thread, ctx *apd.Context, d *apd.Decimal, _ []*apd.Decimal) (py.Value, error) {
		sign := "+"
		if d.Negative {
			sign = "-"
		}
		var s string
		switch {
		case d.Form == apd.NaNSignaling:
			s = "sNaN"
		case d.Form == apd.NaN:
			s = "NaN"
		case d.Form == apd.Infinite:
			s = sign + "Infinity"
		case d.IsZero():
			s = sign + "Zero"
		case int64(d.Exponent)+d.NumDigits()-1 < int64(ctx.MinExponent):
			s = sign + "Subnormal"
		default:
			s = sign + "Normal"
		}
		return py.NewStr(s), nil
	})
	withArgs("to_eng_string", 0, func(t *py.Thread, ctx *apd.Context, d *apd.Decimal, _ []*apd.Decimal) (py.Value, error) {
		return py.NewStr(engString(d)), nil
	})
	withArgs("is_normal", 0, func(t *py.Thread, ctx *apd.Context, d *apd.Decimal, _ []*apd.Decimal) (py.Value, error) {
		return py.NewBool(d.Form == apd.Finite && !d.IsZero() && int64(d.Exponent)+d.NumDigits()-1 >= int64(ctx.MinExponent)), nil
	})
	withArgs("is_subnormal", 0, func(t *py.Thread, ctx *apd.Context, d *apd.Decimal, _ []*apd.Decimal) (py.Value, error) {
		return py.NewBool(d.Form == apd.Finite && !d.IsZero() && int64(d.Exponent)+d.NumDigits()-1 < int64(ctx.MinExponent)), nil
	})
	withArgs("is_canonical", 0, func(t *py.Thread, ctx *apd.Context, d *apd.Decimal, _ []*apd.Decimal) (py.Value, error) {
		return py.True, nil
	})
	same := func(t *py.Thread, ctx *apd.Context, d *apd.Decimal, _ []*apd.Decimal) (py.Value, error) {
		return dec(d), nil
	}
	withArgs("canonical", 0, same)
	withArgs("conjugate", 0, same)
	withArgs("radix", 0, func(t *py.Thread, ctx *apd.Context, d *apd.Decimal, _ []*apd.Decimal) (py.Value, error) {
		return dec(apd.New(10, 0)), nil
	})
	roundInt := func(name string, mode apd.Rounder) {
		withArgs(name, 0, func(t *py.Thread, ctx *apd.Context, d *apd.Decimal, _ []*apd.Decimal) (py.Value, error) {
			if d.Form != apd.Finite {
				return toInt(t, d, nil, nil)
			}
			rc := &apd.Context{Rounding: mode, MaxExponent: apd.MaxExponent, MinExponent: apd.MinExponent}
			var r apd.Decimal
			if _, err := toIntegralScaled(rc, &r, d); err != nil {
				return nil, py.NewValueError("%v", err)
			}
			return toInt(t, &r, nil, nil)
		})
	}
	roundInt("__floor__", apd.RoundFloor)
	roundInt("__ceil__", apd.RoundCeiling)
}

// engString is Decimal.to_eng_string: like str, but an exponent is a
// multiple of three.
func engString(d *apd.Decimal) string {
	if d.Form != apd.Finite {
		return sciString(d)
	}
	coeff := d.Coeff.String()
	n := int64(len(coeff))
	exp := int64(d.Exponent)
	left := exp + n
	var dot int64
	switch {
	case exp <= 0 && left > -6:
		dot = left
	case coeff == "0":
		dot = floorMod(left+1, 3) - 1
	default:
		dot = floorMod(left-1, 3) + 1
	}
	var b strings.Builder
	if d.Negative {
		b.WriteByte('-')
	}
	switch {
	case dot <= 0:
		b.WriteString("0." + strings.Repeat("0", int(-dot)) + coeff) //krait:alloc-ok at most 6 zeros: dot is within -6..3 here (engineering notation)
	case dot >= n:
		b.WriteString(coeff + strings.Repeat("0", int(dot-n))) //krait:alloc-ok at most 2 zeros: dot is within -6..3 here (engineering notation)
	default:
		b.WriteString(coeff[:dot] + "." + coeff[dot:])
	}
	if left != dot {
		e := left - dot
		b.WriteByte('E')
		if e >= 0 {
			b.WriteByte('+')
		}
		b.WriteString(strconv.FormatInt(e, 10))
	}
	return b.String()
}

// floorMod is Python's a % b for b > 0.
func floorMod(a, b int64) int64 {
	r := a % b
	if r < 0 {
		r += b
	}
	return r
}

// installCreate adds the classmethod Decimal.from_float and
// Context.create_decimal / create_decimal_from_float.
func (m *module) installCreate() {
	m.cls.Dict.SetStr("from_float", &py.ClassMethod{Func: py.NewBuiltin("from_float", func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		if len(args) != 2 || len(kwargs) != 0 {
			return nil, py.NewTypeError("from_float() takes exactly one argument")
		}
		if _, isStr := args[1].(*py.Str); isStr {
			return nil, py.NewTypeError("argument must be int or float")
		}
		if _, isF := args[1].(py.Float); !isF {
			if _, ok := py.AsBig(args[1]); !ok {
				return nil, py.NewTypeError("argument must be int or float")
			}
		}
		v := args[1]
		if f, isF := v.(py.Float); isF {
			// The exact conversion asked for: not the FloatOperation
			// signal the constructor gives a float.
			v = m.newDec(nil, fromFloat(float64(f)))
		}
		return py.Call(t, args[0], []py.Value{v}, nil)
	})})
	create := func(name string, floatOnly bool) {
		method(m.ctxCls, name, func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			var v py.Value
			if err := py.UnpackArgs(name, args, kwargs, []string{"num"}, 0, &v); err != nil {
				return nil, err
			}
			if floatOnly {
				if _, isStr := v.(*py.Str); isStr || v == nil {
					return nil, py.NewTypeError("argument must be int or float")
				}
			}
			if s, ok := v.(*py.Str); ok {
				// Unlike the constructor, no surrounding whitespace or underscores.
				if str := s.String(); strings.TrimSpace(str) != str || strings.Contains(str, "_") {
					return nil, py.NewException(m.invalid, "[<class 'decimal.ConversionSyntax'>]")
				}
			}
			cargs := []py.Value{m.cls}
			if v != nil {
				cargs = append(cargs, v)
			}
			x, err := m.construct(t, nil, cargs, nil)
			if err != nil {
				return nil, err
			}
			d, _ := m.decOf(x)
			ctx, err := m.apdContext(asInst(self))
			if err != nil {
				return nil, err
			}
			r := new(apd.Decimal)
			// The conditions are this context's, not the current one's.
			return m.withContext(self, func() (py.Value, error) {
				cond, err := roundScaled(ctx, r, d)
				if err := m.signal(settle(ctx, r, cond), err); err != nil {
					return nil, err
				}
				return m.newDec(nil, r), nil
			})
		})
	}
	create("create_decimal", false)
	create("create_decimal_from_float", true)
}

// installCopy adds __copy__, __deepcopy__ (a Decimal is immutable: an
// exact Decimal is its own copy, a subclass instance is rebuilt) and
// __reduce__ (Decimal, (str,)).
func (m *module) installCopy() {
	cp := func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		d, err := m.recv(self)
		if err != nil {
			return nil, err
		}
		if self.Type() == m.cls {
			return self, nil
		}
		return py.Call(t, self.Type(), []py.Value{py.NewStr(sciString(d))}, nil)
	}
	method(m.cls, "__copy__", cp)
	method(m.cls, "__deepcopy__", cp)
	method(m.cls, "__reduce__", func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		d, err := m.recv(self)
		if err != nil {
			return nil, err
		}
		return py.NewTuple([]py.Value{self.Type(), py.NewTuple([]py.Value{py.NewStr(sciString(d))})}), nil
	})
}
