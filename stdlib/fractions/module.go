// Package fractions implements Python's fractions module for krait: the
// Fraction class on math/big.Rat, with CPython's constructors (ints,
// floats, strings, other Fractions), arithmetic and comparisons mixed
// with ints and floats, limit_denominator, str/repr and CPython's hash.
package fractions

import (
	"math"
	"math/big"
	"regexp"
	"strings"

	"github.com/kraitpy/krait/internal/pyfmt"
	"github.com/kraitpy/krait/py"
)

// module holds one interpreter's Fraction class.
type module struct {
	cls *py.Type
	// num and den are the positions of _numerator and _denominator in
	// a Fraction's slot array.
	num, den int
}

// fracRE is the accepted string syntax (sign, integer or decimal part,
// optional exponent, or n/d).
var fracRE = regexp.MustCompile(`^\s*([-+]?)(?:(\d+(?:_\d+)*)(?:\s*/\s*(\d+(?:_\d+)*))?|(\d*(?:_\d+)*)\.(\d*(?:_\d+)*)?|(\d+(?:_\d+)*))(?:[eE]([-+]?\d+(?:_\d+)*))?\s*$`)

// Load creates a fresh fractions module for one interpreter.
func Load(t *py.Thread) (py.Value, error) {
	m := &module{}
	ns := py.NewDict()
	ns.SetStr("__module__", py.NewStr("fractions"))
	// As CPython's: instances take no new attributes (subclasses may).
	ns.SetStr("__slots__", py.NewTuple([]py.Value{py.NewStr("_numerator"), py.NewStr("_denominator")}))
	var err error
	if m.cls, err = py.NewClass(t, "Fraction", nil, ns); err != nil {
		return nil, err
	}
	m.num = m.cls.Dict.GetStr("_numerator").(*py.MemberDescriptor).Index()
	m.den = m.cls.Dict.GetStr("_denominator").(*py.MemberDescriptor).Index()
	m.install()
	mod := py.NewModule("fractions")
	mod.Dict.SetStr("Fraction", m.cls)
	// The memory walk can measure it: Fraction's Go methods close over m
	// (visited as mod.Go), names and Go values; a Fraction keeps its
	// numerator and denominator in its slots.
	mod.Go = m
	py.MarkClassWalkable(m.cls)
	py.MarkWalkable(mod)
	return mod, nil
}

// MemRefs visits the module's class for the memory walk.
func (m *module) MemRefs(w *py.MemWalk) { w.Visit(m.cls) }

// ratOf returns the exact value of a Fraction or int (ok false for other
// types).
func (m *module) ratOf(v py.Value) (*big.Rat, bool) {
	if in, ok := v.(*py.Instance); ok && in.Class.IsSubtype(m.cls) {
		slots := in.Slots()
		if len(slots) <= max(m.num, m.den) || slots[m.num] == nil || slots[m.den] == nil {
			return nil, false
		}
		n, ok1 := py.AsBig(slots[m.num])
		d, ok2 := py.AsBig(slots[m.den])
		if ok1 && ok2 && d.Sign() != 0 {
			return new(big.Rat).SetFrac(n, d), true
		}
		return nil, false
	}
	switch v.(type) {
	case py.Float:
		return nil, false
	}
	if b, ok := py.AsBig(v); ok {
		return new(big.Rat).SetInt(b), true
	}
	return nil, false
}

// isFloat reports whether v is a float.
func isFloat(v py.Value) (float64, bool) {
	if f, ok := v.(py.Float); ok {
		return float64(f), true
	}
	return 0, false
}

// newFrac makes a Fraction instance of cls from r.
func (m *module) newFrac(cls *py.Type, r *big.Rat) *py.Instance {
	if cls == nil {
		cls = m.cls
	}
	in := &py.Instance{Class: cls}
	if cls.HasInstanceDict() {
		in.Dict = py.NewDict() // a subclass without __slots__
	}
	slots := make([]py.Value, cls.SlotCount()) //krait:alloc-ok the class's slot count (its class statements' size)
	slots[m.num] = py.NewBigInt(new(big.Int).Set(r.Num()))
	slots[m.den] = py.NewBigInt(new(big.Int).Set(r.Denom()))
	in.SetSlots(slots)
	return in
}

// method makes a Go method of Fraction.
func (m *module) method(name string, fn py.BuiltinFunc) {
	m.cls.Dict.SetStr(name, &py.Builtin{Name: name, Owner: m.cls, Fn: fn})
}

// property makes a read-only property of Fraction.
func (m *module) property(name string, fn py.BuiltinFunc) {
	m.cls.Dict.SetStr(name, &py.Property{Get: &py.Builtin{Name: name, Owner: m.cls, Fn: fn}, Name: name})
}

// self returns the value of a Fraction receiver.
func (m *module) self(v py.Value) (*big.Rat, error) {
	r, ok := m.ratOf(v)
	if !ok {
		return nil, py.NewTypeError("descriptor requires a 'Fraction' object but received '%s'", py.TypeName(v))
	}
	return r, nil
}

// intOf reads a run of decimal digits as int() does, with its limit of
// py.MaxStrDigits digits: CPython's Fraction calls int() on each part of
// the string. math/big reads decimal digits in quadratic time, and
// Fraction('1.' + '1' * 10**6) took 20 s without the limit.
func intOf(t *py.Thread, digits string) (*big.Int, error) {
	v, err := pyfmt.ParseInt(digits, 10, py.MaxStrDigits)
	if err != nil {
		return nil, py.ConvertError(t, err)
	}
	if v.Big != nil {
		return v.Big, nil
	}
	return big.NewInt(v.Small), nil
}

// parse reads a Fraction string; the power of ten of its exponent is
// charged before it is computed.
func parse(t *py.Thread, s string) (*big.Rat, bool, error) {
	g := fracRE.FindStringSubmatch(s)
	if g == nil {
		return nil, false, nil
	}
	clean := func(x string) string { return strings.ReplaceAll(x, "_", "") }
	r := new(big.Rat)
	switch {
	case g[2] != "":
		n, err := intOf(t, clean(g[2]))
		if err != nil {
			return nil, false, err
		}
		d := big.NewInt(1)
		if g[3] != "" {
			if d, err = intOf(t, clean(g[3])); err != nil {
				return nil, false, err
			}
			if d.Sign() == 0 {
				return nil, true, nil
			}
			if g[7] != "" {
				return nil, false, nil
			}
		}
		r.SetFrac(n, d)
	case g[6] != "":
		n, err := intOf(t, clean(g[6]))
		if err != nil {
			return nil, false, err
		}
		r.SetInt(n)
	default:
		ip, fp := clean(g[4]), clean(g[5])
		if ip == "" && fp == "" {
			return nil, false, nil
		}
		for _, part := range []string{ip, fp} {
			if part == "" {
				continue
			}
			if _, err := intOf(t, part); err != nil {
				return nil, false, err
			}
		}
		n, _ := new(big.Int).SetString("0"+ip+fp, 10)
		d := new(big.Int).Exp(big.NewInt(10), big.NewInt(int64(len(fp))), nil) //krait:alloc-ok 10**len(fp): no larger than n, parsed from the digits of a str that exists
		r.SetFrac(n, d)
	}
	if g[7] != "" {
		e, err := intOf(t, clean(g[7]))
		if err != nil {
			return nil, false, err
		}
		if e.BitLen() > 20 {
			return nil, false, nil
		}
		// Below 10**(2**20): 436 KB, and a few Karatsuba squarings.
		digits := new(big.Int).Abs(e).Int64()
		if err := t.ChargeNanos(py.BigPowNanos(4, float64(digits))); err != nil {
			return nil, false, err
		}
		if err := t.Alloc(digits/2 + 1); err != nil {
			return nil, false, err
		}
		p := new(big.Int).Exp(big.NewInt(10), new(big.Int).Abs(e), nil)
		if e.Sign() >= 0 {
			r.Mul(r, new(big.Rat).SetInt(p))
		} else {
			r.Quo(r, new(big.Rat).SetInt(p))
		}
	}
	if g[1] == "-" {
		r.Neg(r)
	}
	return r, true, nil
}

// floatRat converts a finite float exactly.
func floatRat(f float64) (*big.Rat, error) {
	if math.IsInf(f, 0) {
		return nil, py.NewOverflowError("cannot convert Infinity to integer ratio")
	}
	if math.IsNaN(f) {
		return nil, py.NewValueError("cannot convert NaN to integer ratio")
	}
	r := new(big.Rat)
	r.SetFloat64(f)
	return r, nil
}

// construct is Fraction(numerator=0, denominator=None).
func (m *module) construct(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	if len(args) == 0 {
		return nil, py.NewTypeError("Fraction.__new__() missing 1 required positional argument: 'cls'")
	}
	cls, _ := args[0].(*py.Type)
	var num, den py.Value
	if err := py.UnpackArgs("Fraction", args[1:], kwargs, []string{"numerator", "denominator"}, 0, &num, &den); err != nil {
		return nil, err
	}
	if num == nil {
		num = py.NewInt(0)
	}
	if den == nil || den == py.None {
		if r, ok := m.ratOf(num); ok {
			return m.newFrac(cls, r), nil
		}
		if f, ok := isFloat(num); ok {
			r, err := floatRat(f)
			if err != nil {
				return nil, err
			}
			return m.newFrac(cls, r), nil
		}
		if s, ok := num.(*py.Str); ok {
			if err := t.Charge(int64(len(s.String()))/16 + 1); err != nil {
				return nil, err
			}
			r, ok, err := parse(t, s.String())
			if err != nil {
				return nil, err
			}
			if !ok {
				sr, _ := py.Repr(t, s)
				return nil, py.NewValueError("Invalid literal for Fraction: %s", sr)
			}
			if r == nil {
				g := fracRE.FindStringSubmatch(s.String())
				return nil, py.NewZeroDivisionError("Fraction(" + strings.ReplaceAll(g[1]+g[2], "_", "") + ", 0)")
			}
			return m.newFrac(cls, r), nil
		}
		if isDecimal(num) {
			r, err := decimalRat(t, num)
			if err != nil {
				return nil, err
			}
			return m.newFrac(cls, r), nil
		}
		return nil, py.NewTypeError("argument should be a string or a Rational instance")
	}
	n, ok1 := m.ratOf(num)
	d, ok2 := m.ratOf(den)
	if !ok1 || !ok2 {
		return nil, py.NewTypeError("both arguments should be Rational instances")
	}
	if d.Sign() == 0 {
		ns, _ := py.ToStr(t, num)
		return nil, py.NewZeroDivisionError("Fraction(" + ns + ", 0)")
	}
	return m.newFrac(cls, new(big.Rat).Quo(n, d)), nil
}

// fracStr is str(Fraction): its terms are ints printed by str(int),
// with its 4300-digit limit.
func fracStr(t *py.Thread, r *big.Rat) (string, error) {
	num, err := py.BigString(t, r.Num())
	if err != nil || r.IsInt() {
		return num, err
	}
	den, err := py.BigString(t, r.Denom())
	if err != nil {
		return "", err
	}
	return num + "/" + den, nil
}

// ratFloat is the correctly rounded float of r.
func ratFloat(r *big.Rat) py.Value {
	f, _ := r.Float64()
	return py.Float(f)
}

// floorDiv returns floor(a / b) as an int.
func floorDiv(a, b *big.Rat) *big.Int {
	q := new(big.Rat).Quo(a, b)
	z := new(big.Int)
	z.Div(q.Num(), q.Denom()) // Euclidean; denominator positive, so floor
	return z
}

// hashRat is CPython's hash of a rational number.
func hashRat(r *big.Rat) int64 {
	const mod = (1 << 61) - 1
	M := big.NewInt(mod)
	dinv := new(big.Int).Exp(new(big.Int).Mod(r.Denom(), M), big.NewInt(mod-2), M)
	var h int64
	if dinv.Sign() == 0 {
		h = 314159
	} else {
		a := new(big.Int).Abs(r.Num())
		a.Mod(a, M)
		a.Mul(a, dinv)
		a.Mod(a, M)
		h = a.Int64()
	}
	if r.Sign() < 0 {
		h = -h
	}
	if h == -1 {
		h = -2
	}
	return h
}

// install gives Fraction its methods.
func (m *module) install() {
	m.cls.Dict.SetStr("__new__", &py.StaticMethod{Func: py.NewBuiltin("__new__", m.construct)})
	m.method("__init__", func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		return py.None, nil
	})
	m.property("numerator", func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		r, err := m.self(self)
		if err != nil {
			return nil, err
		}
		return py.NewBigInt(new(big.Int).Set(r.Num())), nil
	})
	m.property("denominator", func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		r, err := m.self(self)
		if err != nil {
			return nil, err
		}
		return py.NewBigInt(new(big.Int).Set(r.Denom())), nil
	})
	unary := func(name string, f func(t *py.Thread, r *big.Rat, args []py.Value) (py.Value, error)) {
		m.method(name, func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			r, err := m.self(self)
			if err != nil {
				return nil, err
			}
			return f(t, r, args)
		})
	}
	m.method("__repr__", func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		r, err := m.self(self)
		if err != nil {
			return nil, err
		}
		num, err := py.BigString(t, r.Num())
		if err != nil {
			return nil, err
		}
		den, err := py.BigString(t, r.Denom())
		if err != nil {
			return nil, err
		}
		// CPython uses the class's own name, so subclasses repr as theirs.
		return py.NewStr(self.Type().Name + "(" + num + ", " + den + ")"), nil
	})
	unary("__str__", func(t *py.Thread, r *big.Rat, _ []py.Value) (py.Value, error) {
		s, err := fracStr(t, r)
		if err != nil {
			return nil, err
		}
		return py.NewStr(s), nil
	})
	unary("__hash__", func(t *py.Thread, r *big.Rat, _ []py.Value) (py.Value, error) { return py.NewInt(hashRat(r)), nil })
	unary("__float__", func(t *py.Thread, r *big.Rat, _ []py.Value) (py.Value, error) { return ratFloat(r), nil })
	unary("__bool__", func(t *py.Thread, r *big.Rat, _ []py.Value) (py.Value, error) { return py.NewBool(r.Sign() != 0), nil })
	unary("__neg__", func(t *py.Thread, r *big.Rat, _ []py.Value) (py.Value, error) {
		return m.newFrac(nil, new(big.Rat).Neg(r)), nil
	})
	unary("__pos__", func(t *py.Thread, r *big.Rat, _ []py.Value) (py.Value, error) { return m.newFrac(nil, r), nil })
	unary("__abs__", func(t *py.Thread, r *big.Rat, _ []py.Value) (py.Value, error) {
		return m.newFrac(nil, new(big.Rat).Abs(r)), nil
	})
	trunc := func(t *py.Thread, r *big.Rat, _ []py.Value) (py.Value, error) {
		return py.NewBigInt(new(big.Int).Quo(r.Num(), r.Denom())), nil
	}
	unary("__trunc__", trunc)
	unary("__int__", trunc)
	unary("__floor__", func(t *py.Thread, r *big.Rat, _ []py.Value) (py.Value, error) {
		return py.NewBigInt(new(big.Int).Div(r.Num(), r.Denom())), nil
	})
	unary("__ceil__", func(t *py.Thread, r *big.Rat, _ []py.Value) (py.Value, error) {
		n := new(big.Int).Neg(r.Num())
		n.Div(n, r.Denom())
		return py.NewBigInt(n.Neg(n)), nil
	})
	unary("__round__", func(t *py.Thread, r *big.Rat, args []py.Value) (py.Value, error) {
		if len(args) == 0 || args[0] == py.None {
			return py.NewBigInt(roundHalfEven(r)), nil
		}
		nd, ok := py.AsInt64(args[0])
		if !ok {
			// CPython's Fraction takes 10**abs(ndigits) first.
			if _, err := py.Abs(t, args[0]); err != nil {
				return nil, err
			}
			return nil, py.NewTypeError("'%s' object cannot be interpreted as an integer", py.TypeName(args[0]))
		}
		// 10**|nd| takes |nd|*log2(10) bits: refuse before computing it.
		if err := t.Alloc(absInt(nd)/2 + 16); err != nil {
			return nil, err
		}
		if err := t.Charge(absInt(nd)/64 + 1); err != nil {
			return nil, err
		}
		p := new(big.Rat).SetInt(new(big.Int).Exp(big.NewInt(10), big.NewInt(absInt(nd)), nil))
		if nd >= 0 {
			q := new(big.Rat).SetInt(roundHalfEven(new(big.Rat).Mul(r, p)))
			return m.newFrac(nil, q.Quo(q, p)), nil
		}
		q := new(big.Rat).SetInt(roundHalfEven(new(big.Rat).Quo(r, p)))
		return m.newFrac(nil, q.Mul(q, p)), nil
	})
	unary("as_integer_ratio", func(t *py.Thread, r *big.Rat, _ []py.Value) (py.Value, error) {
		return py.NewTuple([]py.Value{py.NewBigInt(new(big.Int).Set(r.Num())), py.NewBigInt(new(big.Int).Set(r.Denom()))}), nil
	})
	m.method("limit_denominator", m.limitDenominator)
	unary("conjugate", func(t *py.Thread, r *big.Rat, _ []py.Value) (py.Value, error) {
		return m.newFrac(nil, new(big.Rat).Set(r)), nil
	})
	m.property("real", func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		r, err := m.self(self)
		if err != nil {
			return nil, err
		}
		return m.newFrac(nil, new(big.Rat).Set(r)), nil
	})
	m.property("imag", func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		return py.NewInt(0), nil
	})
	m.cls.Dict.SetStr("from_float", &py.ClassMethod{Func: py.NewBuiltin("from_float", func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		if len(args) != 2 {
			return nil, py.NewTypeError("from_float() takes exactly one argument")
		}
		cls, _ := args[0].(*py.Type)
		if r, ok := m.ratOf(args[1]); ok {
			if _, isFrac := args[1].(*py.Instance); !isFrac {
				return m.newFrac(cls, r), nil
			}
		}
		f, ok := isFloat(args[1])
		if !ok {
			sr, _ := py.Repr(t, args[1])
			return nil, py.NewTypeError("Fraction.from_float() only takes floats, not %s (%s)", sr, py.TypeName(args[1]))
		}
		r, err := floatRat(f)
		if err != nil {
			return nil, err
		}
		return m.newFrac(cls, r), nil
	})})
	m.cls.Dict.SetStr("from_decimal", &py.ClassMethod{Func: py.NewBuiltin("from_decimal", m.fromDecimal)})
	m.installCopy()
	m.installArith()
}

// absInt is |n|.
func absInt(n int64) int64 {
	if n < 0 {
		return -n
	}
	return n
}

// roundHalfEven rounds r to the nearest integer, ties to even.
func roundHalfEven(r *big.Rat) *big.Int {
	fl := new(big.Int).Div(r.Num(), r.Denom())
	rem := new(big.Rat).Sub(r, new(big.Rat).SetInt(fl))
	c := rem.Cmp(big.NewRat(1, 2))
	if c > 0 || (c == 0 && fl.Bit(0) == 1) {
		fl.Add(fl, big.NewInt(1))
	}
	return fl
}

// limitDenominator is Fraction.limit_denominator(max_denominator=1000000).
func (m *module) limitDenominator(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	r, err := m.self(self)
	if err != nil {
		return nil, err
	}
	var mdv py.Value = py.NewInt(1000000)
	if err := py.UnpackArgs("limit_denominator", args, kwargs, []string{"max_denominator"}, 0, &mdv); err != nil {
		return nil, err
	}
	maxD, ok := py.AsBig(mdv)
	if !ok {
		return nil, py.NewTypeError("'<' not supported between instances of '%s' and 'int'", py.TypeName(mdv))
	}
	if maxD.Cmp(big.NewInt(1)) < 0 {
		return nil, py.NewValueError("max_denominator should be at least 1")
	}
	if r.Denom().Cmp(maxD) <= 0 {
		return m.newFrac(nil, r), nil
	}
	p0, q0, p1, q1 := big.NewInt(0), big.NewInt(1), big.NewInt(1), big.NewInt(0)
	n, d := new(big.Int).Set(r.Num()), new(big.Int).Set(r.Denom())
	for {
		if err := t.Charge(1); err != nil {
			return nil, err
		}
		a := new(big.Int).Div(n, d)
		q2 := new(big.Int).Add(q0, new(big.Int).Mul(a, q1))
		if q2.Cmp(maxD) > 0 {
			break
		}
		p0, q0, p1, q1 = p1, q1, new(big.Int).Add(p0, new(big.Int).Mul(a, p1)), q2
		n, d = d, new(big.Int).Sub(n, new(big.Int).Mul(a, d))
	}
	k := new(big.Int).Div(new(big.Int).Sub(maxD, q0), q1)
	b1 := new(big.Rat).SetFrac(new(big.Int).Add(p0, new(big.Int).Mul(k, p1)), new(big.Int).Add(q0, new(big.Int).Mul(k, q1)))
	b2 := new(big.Rat).SetFrac(p1, q1)
	d1 := new(big.Rat).Abs(new(big.Rat).Sub(b2, r))
	d2 := new(big.Rat).Abs(new(big.Rat).Sub(b1, r))
	if d1.Cmp(d2) <= 0 {
		return m.newFrac(nil, b2), nil
	}
	return m.newFrac(nil, b1), nil
}
