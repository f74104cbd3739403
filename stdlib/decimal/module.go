// Package decimal implements the commonly used part of Python's decimal
// module for krait on github.com/cockroachdb/apd/v3: Decimal
// (constructors from str/int/float/Decimal, arithmetic with context
// precision and rounding, comparisons (also exact ones with Fraction),
// CPython's hash, str/repr, __format__, quantize, sqrt with the ideal
// exponent, next_plus/next_minus/next_toward, as_integer_ratio,
// to_integral_value, normalize, to_eng_string, compare/max/min/fma/scaleb
// and predicates; error messages name 'decimal.Decimal'), Context,
// getcontext/setcontext, the ROUND_* constants and the signal
// exceptions.
package decimal

import (
	"math"
	"math/big"
	"strings"

	"github.com/cockroachdb/apd/v3"
	"github.com/kraitpy/krait/py"
)

// maxEmax is CPython's MAX_EMAX (and -MIN_EMIN) on 64-bit machines.
const maxEmax = 999999999999999999

// module holds one interpreter's classes and current context.
type module struct {
	cls, ctxCls                      *py.Type
	decExc, invalid, divZero, overfl *py.Type
	syntax, divUndef, divImpossible  *py.Type
	current                          *py.Instance
	// signals maps each signal and condition name to its class.
	signals map[string]*py.Type
	sigDict *py.Type // SignalDict, the class of Context.flags and .traps
	mgrCls  *py.Type // the class of localcontext()'s managers
}

// box holds an apd.Decimal inside a Python instance's dict.
type box struct{ d apd.Decimal }

// Type returns object (the box is never visible to Python code).
func (*box) Type() *py.Type { return py.ObjectType }

// MemRefs counts a Decimal's value for the memory walk.
func (b *box) MemRefs(w *py.MemWalk) { w.Add(64 + int64(b.d.Coeff.BitLen()/8)) }

// roundings maps Python's rounding names to apd's.
var roundings = map[string]apd.Rounder{
	"ROUND_DOWN": apd.RoundDown, "ROUND_HALF_UP": apd.RoundHalfUp, "ROUND_HALF_EVEN": apd.RoundHalfEven,
	"ROUND_CEILING": apd.RoundCeiling, "ROUND_FLOOR": apd.RoundFloor, "ROUND_UP": apd.RoundUp,
	"ROUND_HALF_DOWN": apd.RoundHalfDown, "ROUND_05UP": apd.Round05Up,
}

// Load creates a fresh decimal module for one interpreter.
func Load(t *py.Thread) (py.Value, error) {
	m := &module{}
	mk := func(name string, bases ...*py.Type) (*py.Type, error) {
		ns := py.NewDict()
		ns.SetStr("__module__", py.NewStr("decimal"))
		return py.NewClass(t, name, bases, ns)
	}
	var err error
	if m.decExc, err = mk("DecimalException", py.ArithmeticErrorType); err != nil {
		return nil, err
	}
	if m.invalid, err = mk("InvalidOperation", m.decExc); err != nil {
		return nil, err
	}
	if m.divZero, err = mk("DivisionByZero", m.decExc, py.ZeroDivisionErrorType); err != nil {
		return nil, err
	}
	if m.overfl, err = mk("Overflow", m.decExc); err != nil {
		return nil, err
	}
	if m.syntax, err = mk("ConversionSyntax", m.invalid); err != nil {
		return nil, err
	}
	if m.divUndef, err = mk("DivisionUndefined", m.invalid, py.ZeroDivisionErrorType); err != nil {
		return nil, err
	}
	if m.divImpossible, err = mk("DivisionImpossible", m.invalid); err != nil {
		return nil, err
	}
	extra := map[string]*py.Type{}
	for _, e := range []struct {
		name  string
		bases []*py.Type
	}{{"Inexact", []*py.Type{m.decExc}}, {"Rounded", []*py.Type{m.decExc}}, {"Clamped", []*py.Type{m.decExc}},
		{"Subnormal", []*py.Type{m.decExc}}, {"Underflow", nil}, {"FloatOperation", []*py.Type{m.decExc, py.TypeErrorType}},
		{"InvalidContext", []*py.Type{m.invalid}}} {
		bases := e.bases
		if e.name == "Underflow" {
			bases = []*py.Type{extra["Inexact"], extra["Rounded"], extra["Subnormal"]}
		}
		if extra[e.name], err = mk(e.name, bases...); err != nil {
			return nil, err
		}
	}
	decNS := py.NewDict()
	decNS.SetStr("__module__", py.NewStr("decimal"))
	decNS.SetStr("__slots__", py.NewTuple(nil)) // d.x = 1 fails as in CPython; subclasses may
	if m.cls, err = py.NewClass(t, "Decimal", nil, decNS); err != nil {
		return nil, err
	}
	if m.ctxCls, err = mk("Context"); err != nil {
		return nil, err
	}
	m.cls.TpName = "decimal.Decimal"
	m.ctxCls.TpName = "decimal.Context"
	m.signals = map[string]*py.Type{"InvalidOperation": m.invalid, "DivisionByZero": m.divZero, "Overflow": m.overfl,
		"ConversionSyntax": m.syntax, "DivisionUndefined": m.divUndef, "DivisionImpossible": m.divImpossible}
	for name, cls := range extra {
		m.signals[name] = cls
	}
	if m.mgrCls, err = m.newManagerClass(t); err != nil {
		return nil, err
	}
	if m.sigDict, err = m.newSignalDict(t); err != nil {
		return nil, err
	}
	m.installContext()
	m.installDecimal()
	m.installContextMethods()
	m.current = m.newContext(28, "ROUND_HALF_EVEN")
	mod := py.NewModule("decimal")
	d := mod.Dict
	d.SetStr("Decimal", m.cls)
	d.SetStr("Context", m.ctxCls)
	for name, cls := range map[string]*py.Type{"DecimalException": m.decExc, "InvalidOperation": m.invalid, "DivisionByZero": m.divZero,
		"Overflow": m.overfl, "ConversionSyntax": m.syntax, "DivisionUndefined": m.divUndef, "DivisionImpossible": m.divImpossible} {
		d.SetStr(name, cls)
	}
	for name, cls := range extra {
		d.SetStr(name, cls)
	}
	d.SetStr("DefaultContext", m.newContext(28, "ROUND_HALF_EVEN"))
	basic := m.newContext(9, "ROUND_HALF_UP")
	stateOf(basic).traps = sClamped | ieeeInvalid | sDivisionByZero | sOverflow | sUnderflow
	d.SetStr("BasicContext", basic)
	extended := m.newContext(9, "ROUND_HALF_EVEN")
	stateOf(extended).traps = 0
	d.SetStr("ExtendedContext", extended)
	d.SetStr("HAVE_THREADS", py.True)
	d.SetStr("HAVE_CONTEXTVAR", py.True)
	d.SetStr("MIN_ETINY", py.NewInt(-1999999999999999997))
	d.SetStr("localcontext", py.NewBuiltin("localcontext", m.localContext))
	for name := range roundings {
		d.SetStr(name, py.NewStr(name))
	}
	d.SetStr("MAX_PREC", py.NewInt(999999999999999999))
	d.SetStr("MAX_EMAX", py.NewInt(maxEmax))
	d.SetStr("MIN_EMIN", py.NewInt(-maxEmax))
	d.SetStr("getcontext", py.NewBuiltin("getcontext", func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		if err := py.CheckNoArgs("getcontext", args, kwargs); err != nil {
			return nil, err
		}
		return m.current, nil
	}))
	d.SetStr("setcontext", py.NewBuiltin("setcontext", func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		if err := py.CheckExactlyOne("setcontext", args, kwargs); err != nil {
			return nil, err
		}
		c, ok := args[0].(*py.Instance)
		if !ok || c.Class != m.ctxCls {
			return nil, py.NewTypeError("argument must be a context")
		}
		m.current = c
		return py.None, nil
	}))
	if err := m.installTuple(t, mod.Dict); err != nil {
		return nil, err
	}
	// The memory walk can measure it: the Go methods of its classes and
	// its functions close over m (visited as mod.Go: its classes and the
	// current context), names and Go values; a localcontext() manager
	// keeps its contexts in its instance (ctxManager).
	mod.Go = m
	for _, cls := range []*py.Type{m.cls, m.ctxCls, m.sigDict, m.mgrCls} {
		py.MarkClassWalkable(cls)
	}
	py.MarkWalkable(mod)
	return mod, nil
}

// MemRefs visits the module's classes and current context for the
// memory walk.
func (m *module) MemRefs(w *py.MemWalk) {
	w.Add(256)
	for _, c := range []*py.Type{m.cls, m.ctxCls, m.decExc, m.invalid, m.divZero, m.overfl, m.syntax, m.divUndef, m.divImpossible, m.sigDict, m.mgrCls} {
		w.Visit(c)
	}
	for _, c := range m.signals {
		w.Visit(c)
	}
	w.Visit(m.current)
}

// newContext makes a Context instance.
func (m *module) newContext(prec int64, rounding string) *py.Instance {
	in := &py.Instance{Class: m.ctxCls, Dict: py.NewDict()}
	in.Dict.SetStr("prec", py.NewInt(prec))
	in.Dict.SetStr("rounding", py.NewStr(rounding))
	in.Dict.SetStr("Emax", py.NewInt(999999))
	in.Dict.SetStr("Emin", py.NewInt(-999999))
	in.Dict.SetStr("capitals", py.NewInt(1))
	in.Dict.SetStr("clamp", py.NewInt(0))
	m.setState(in, &ctxState{traps: defaultTraps})
	return in
}

// copyContext returns a copy of a context, with its own flags and traps.
func (m *module) copyContext(t *py.Thread, src *py.Instance) (*py.Instance, error) {
	c := &py.Instance{Class: m.ctxCls, Dict: py.NewDict()}
	for _, e := range src.Dict.Items() {
		if err := c.Dict.Set(t, e[0], e[1]); err != nil {
			return nil, err
		}
	}
	st := *stateOf(src)
	m.setState(c, &st)
	return c, nil
}

// apdContext builds the apd context of a Context instance.
func (m *module) apdContext(c *py.Instance) (*apd.Context, error) {
	prec, ok := py.AsInt64(c.Dict.GetStr("prec"))
	if !ok || prec < 1 || prec > 1<<31 {
		return nil, py.NewValueError("valid range for prec is [1, MAX_PREC]")
	}
	rs, _ := c.Dict.GetStr("rounding").(*py.Str)
	if rs == nil {
		return nil, py.NewTypeError("valid values for rounding are: [ROUND_CEILING, ROUND_FLOOR, ROUND_UP, ROUND_DOWN, ROUND_HALF_UP, ROUND_HALF_DOWN, ROUND_HALF_EVEN, ROUND_05UP]")
	}
	r, ok := roundings[rs.String()]
	if !ok {
		return nil, py.NewTypeError("valid values for rounding are: [ROUND_CEILING, ROUND_FLOOR, ROUND_UP, ROUND_DOWN, ROUND_HALF_UP, ROUND_HALF_DOWN, ROUND_HALF_EVEN, ROUND_05UP]")
	}
	emax, ok := py.AsInt64(c.Dict.GetStr("Emax"))
	if !ok || emax < 0 || emax > maxEmax {
		return nil, py.NewValueError("valid range for Emax is [0, MAX_EMAX]")
	}
	emin, ok := py.AsInt64(c.Dict.GetStr("Emin"))
	if !ok || emin > 0 || emin < -maxEmax {
		return nil, py.NewValueError("valid range for Emin is [MIN_EMIN, 0]")
	}
	return &apd.Context{Precision: uint32(prec), Rounding: r, MaxExponent: clampExp(emax), MinExponent: clampExp(emin)}, nil
}

// ctx returns the current apd context.
func (m *module) ctx() (*apd.Context, error) { return m.apdContext(m.current) }

// signal turns an operation's conditions into the Python exception
// CPython's default traps raise.
//
// The conditions are recorded in the current context's flags; those the
// context traps raise (see addStatus); the others leave the result as
// the operation computed it (NaN, Infinity, a rounded value).
func (m *module) signal(c apd.Condition, err error) error {
	if err != nil {
		if c&apd.SystemOverflow != 0 {
			// Beyond apd's exponent range: CPython overflows there too,
			// and apd has no result to give: it raises even untrapped.
			if aerr := m.addStatus(sOverflow | sInexact | sRounded); aerr != nil {
				return aerr
			}
			return py.NewException(m.overfl, "[<class 'decimal.Overflow'>]")
		}
		if aerr := m.addStatus(sInvalidOperation); aerr != nil {
			return aerr
		}
		return py.NewException(m.invalid, "[<class 'decimal.InvalidOperation'>]")
	}
	if c == 0 {
		return nil
	}
	return m.addStatus(statusOf(c))
}

// decOf returns the apd value of a Decimal or int (ok false otherwise).
func (m *module) decOf(v py.Value) (*apd.Decimal, bool) {
	if in, ok := v.(*py.Instance); ok && in.Class.IsSubtype(m.cls) && in.Dict != nil {
		if b, ok := in.Dict.GetStr("_d").(*box); ok {
			return &b.d, true
		}
		return nil, false
	}
	if _, ok := v.(py.Float); ok {
		return nil, false
	}
	if b, ok := py.AsBig(v); ok {
		d := new(apd.Decimal)
		d.Coeff.SetMathBigInt(new(big.Int).Abs(b))
		d.Negative = b.Sign() < 0
		return d, true
	}
	return nil, false
}

// newDec wraps d as a Decimal instance.
func (m *module) newDec(cls *py.Type, d *apd.Decimal) *py.Instance {
	if cls == nil {
		cls = m.cls
	}
	in := &py.Instance{Class: cls, Dict: py.NewDict()}
	b := &box{}
	b.d.Set(d)
	in.Dict.SetStr("_d", b)
	return in
}

// fromFloat converts a float exactly.
func fromFloat(f float64) *apd.Decimal {
	d := new(apd.Decimal)
	switch {
	case math.IsNaN(f):
		d.Form = apd.NaN
		return d
	case math.IsInf(f, 0):
		d.Form = apd.Infinite
		d.Negative = f < 0
		return d
	}
	r := new(big.Rat)
	r.SetFloat64(f)
	num := new(big.Int).Abs(r.Num())
	den := r.Denom()
	exp := int32(0)
	for den.Cmp(big.NewInt(1)) > 0 {
		// den is a power of two: multiply by 5 and divide the power out.
		num.Mul(num, big.NewInt(5))
		den.Rsh(den, 1)
		exp--
	}
	d.Coeff.SetMathBigInt(num)
	d.Exponent = exp
	d.Negative = math.Signbit(f)
	return d
}

// construct is Decimal(value='0', context=None).
func (m *module) construct(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	if len(args) == 0 {
		return nil, py.NewTypeError("Decimal.__new__ needs a class")
	}
	cls, _ := args[0].(*py.Type)
	var v, c py.Value
	if err := py.UnpackArgs("Decimal", args[1:], kwargs, []string{"value", "context"}, 0, &v, &c); err != nil {
		return nil, err
	}
	if v == nil {
		return m.newDec(cls, new(apd.Decimal)), nil
	}
	if d, ok := m.decOf(v); ok {
		return m.newDec(cls, d), nil
	}
	switch x := v.(type) {
	case py.Float:
		if err := m.addStatus(sFloatOperation); err != nil {
			return nil, err
		}
		return m.newDec(cls, fromFloat(float64(x))), nil
	case *py.Str:
		s := strings.TrimSpace(strings.ReplaceAll(x.String(), "_", ""))
		// The coefficient is read by math/big's quadratic scan:
		// Decimal('1' * 10**7) ran for minutes past every time limit.
		if err := t.ChargeNanos(py.BigFromTextNanos(len(s))); err != nil {
			return nil, err
		}
		d, err := parseDecimal(s)
		if err != nil || s == "" || strings.ContainsAny(s, " \t") {
			if err := m.addStatus(sConversionSyntax); err != nil {
				return nil, err
			}
			return m.newDec(cls, &apd.Decimal{Form: apd.NaN}), nil
		}
		return m.newDec(cls, d), nil
	case *py.Tuple, *py.List:
		if n, _ := py.Len(t, v); n != 3 {
			return nil, py.NewValueError("argument must be a sequence of length 3")
		}
		return nil, py.NewTypeError("krait's Decimal does not take (sign, digits, exponent) tuples")
	}
	return nil, py.NewTypeError("conversion from %s to Decimal is not supported", py.TypeName(v))
}

// localContext is decimal.localcontext(ctx=None, **kwargs): a context
// manager that installs a copy of the context and restores the previous
// one on exit.
func (m *module) localContext(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	var base py.Value
	var rest []py.Kwarg
	for _, kw := range kwargs {
		if kw.Name == "ctx" {
			base = kw.Value
			continue
		}
		if kw.Name != "prec" && kw.Name != "rounding" && kw.Name != "Emin" && kw.Name != "Emax" {
			return nil, py.NewTypeError("'%s' is an invalid keyword argument for this function", kw.Name)
		}
		rest = append(rest, kw)
	}
	if len(args) > 1 {
		return nil, py.NewTypeError("localcontext() takes at most 1 positional argument")
	}
	if len(args) == 1 {
		base = args[0]
	}
	src := m.current
	if base != nil && base != py.None {
		c, ok := base.(*py.Instance)
		if !ok || c.Class != m.ctxCls {
			return nil, py.NewTypeError("optional argument must be a context")
		}
		src = c
	}
	nc, err := m.copyContext(t, src)
	if err != nil {
		return nil, err
	}
	for _, kw := range rest {
		nc.Dict.SetStr(kw.Name, kw.Value)
	}
	if _, err := m.apdContext(nc); err != nil {
		return nil, err
	}
	return &py.Instance{Class: m.mgrCls, Dict: py.NewDict(), Base: &ctxManager{ctx: nc}}, nil
}

// ctxManager is the state of a localcontext() manager: the context it
// installs and the one it replaced, restored on exit.
type ctxManager struct {
	ctx, saved *py.Instance
}

// Type returns object (the state is never visible to Python code).
func (*ctxManager) Type() *py.Type { return py.ObjectType }

// MemRefs visits the manager's two contexts for the memory walk.
func (c *ctxManager) MemRefs(w *py.MemWalk) {
	w.Add(16)
	if c.ctx != nil {
		w.Visit(c.ctx)
	}
	if c.saved != nil {
		w.Visit(c.saved)
	}
}

// newManagerClass makes the class of localcontext()'s managers, whose
// methods keep their state in the instance (ctxManager).
func (m *module) newManagerClass(t *py.Thread) (*py.Type, error) {
	ns := py.NewDict()
	ns.SetStr("__module__", py.NewStr("decimal"))
	cls, err := py.NewClass(t, "_ContextManager", nil, ns)
	if err != nil {
		return nil, err
	}
	state := func(self py.Value) (*ctxManager, error) {
		if in, ok := self.(*py.Instance); ok {
			if c, ok := in.Base.(*ctxManager); ok {
				return c, nil
			}
		}
		return nil, py.NewTypeError("descriptor requires a '_ContextManager' object")
	}
	method(cls, "__enter__", func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		c, err := state(self)
		if err != nil {
			return nil, err
		}
		c.saved = m.current
		m.current = c.ctx
		return c.ctx, nil
	})
	method(cls, "__exit__", func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		c, err := state(self)
		if err != nil {
			return nil, err
		}
		if c.saved != nil {
			m.current = c.saved
		}
		return py.False, nil
	})
	return cls, nil
}
