package numpy

import (
	"math"

	"github.com/kraitpy/krait/py"
	"github.com/kraitpy/krait/stdlib/internal/goclass"
	"github.com/kraitpy/krait/stdlib/internal/pyargs"
)

// This file is numpy's floating-point error handling: the errstate
// categories and modes (np.seterr, np.geterr, np.errstate), and the
// reporting of what a loop encountered as RuntimeWarning (through the
// interpreter's warnings module, so its filters apply) or
// FloatingPointError.

var (
	posInf = math.Inf(1)
	negInf = math.Inf(-1)
	nan    = math.NaN()
)

// fpFlags are the floating-point conditions a loop encountered.
type fpFlags struct {
	divide, overflow, underflow, invalid bool
	// scalar is set (by the caller) for operations on numpy scalars,
	// whose integer loops report overflow.
	scalar bool
	// negPow is set by integer power for a negative exponent.
	negPow bool
}

// any reports whether any condition was seen.
func (f fpFlags) any() bool { return f.divide || f.overflow || f.underflow || f.invalid }

// The error categories, in the order numpy reports them.
const (
	catDivide = iota
	catOver
	catUnder
	catInvalid
	numCats
)

var catNames = [numCats]string{"divide", "over", "under", "invalid"}

// errState holds the mode of each category: "ignore", "warn", "raise",
// "call", "print" or "log".
type errState [numCats]string

func defaultErrState() errState { return errState{"warn", "warn", "ignore", "warn"} }

var validModes = map[string]bool{"ignore": true, "warn": true, "raise": true, "call": true, "print": true, "log": true}

// report warns about or raises for the conditions in f, met by the
// operation name ("divide", "scalar power", "sqrt").
func (m *Module) report(t *py.Thread, f fpFlags, name string) error {
	if !f.any() {
		return nil
	}
	if g := m.gather; g != nil {
		g.divide, g.overflow = g.divide || f.divide, g.overflow || f.overflow
		g.underflow, g.invalid = g.underflow || f.underflow, g.invalid || f.invalid
		g.scalar = g.scalar || f.scalar
		return nil
	}
	seen := [numCats]bool{f.divide, f.overflow, f.underflow, f.invalid}
	texts := [numCats]string{"divide by zero", "overflow", "underflow", "invalid value"}
	for c := 0; c < numCats; c++ {
		if !seen[c] {
			continue
		}
		msg := texts[c] + " encountered in " + name
		switch m.errs[c] {
		case "ignore":
		case "raise":
			return py.NewException(py.FloatingPointErrorType, msg)
		default:
			if err := m.warn(t, py.RuntimeWarningType, msg); err != nil {
				return err
			}
		}
	}
	return nil
}

// warn issues a warning through the interpreter's warnings module (a
// filter may turn it into an exception); without one it is dropped, as
// krait drops the warnings CPython prints to stderr.
func (m *Module) warn(t *py.Thread, cat *py.Type, msg string) error {
	if m.Warnings == nil {
		return nil
	}
	fn := m.Warnings.Dict.GetStr("warn")
	if fn == nil {
		return nil
	}
	_, err := py.Call(t, fn, []py.Value{py.NewStr(msg), cat}, nil)
	return err
}

// errDict returns the modes as numpy's dict.
func (s errState) dict() *py.Dict {
	d := py.NewDict()
	for c := 0; c < numCats; c++ {
		d.SetStr(catNames[c], py.NewStr(s[c]))
	}
	return d
}

// apply sets modes from seterr/errstate keyword arguments.
func (s *errState) apply(t *py.Thread, fname string, kwargs []py.Kwarg) error {
	var all string
	set := map[int]string{}
	for _, kw := range kwargs {
		if kw.Value == py.None {
			continue
		}
		v, ok := kw.Value.(*py.Str)
		if !ok || !validModes[v.String()] {
			r, _ := py.Repr(t, kw.Value)
			return py.NewValueError("invalid error mode %s", r)
		}
		switch kw.Name {
		case "all":
			all = v.String()
		case "divide":
			set[catDivide] = v.String()
		case "over":
			set[catOver] = v.String()
		case "under":
			set[catUnder] = v.String()
		case "invalid":
			set[catInvalid] = v.String()
		default:
			return py.NewTypeError("%s() got an unexpected keyword argument '%s'", fname, kw.Name)
		}
	}
	if all != "" {
		for c := 0; c < numCats; c++ {
			s[c] = all
		}
	}
	for c, v := range set {
		s[c] = v
	}
	return nil
}

// errstateVal is the Go state of an np.errstate instance.
type errstateVal struct {
	kwargs []py.Kwarg
	saved  []errState
}

// Type implements py.Value.
func (*errstateVal) Type() *py.Type { return opaque }

// addErrstate binds seterr, geterr and errstate.
func (m *Module) addErrstate(t *py.Thread, d *py.Dict) error {
	setFuncs(d, map[string]py.BuiltinFunc{
		"seterr": func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			if len(args) > 0 {
				names := []string{"all", "divide", "over", "under", "invalid"}
				if len(args) > len(names) {
					return nil, py.NewTypeError("seterr() takes from 0 to 5 positional arguments but %d were given", len(args))
				}
				for j, a := range args {
					kwargs = append(kwargs, py.Kwarg{Name: names[j], Value: a}) //krait:alloc-ok at most len(names) (5) arguments (checked above)
				}
			}
			old := m.errs.dict()
			ns := m.errs
			if err := ns.apply(t, "seterr", kwargs); err != nil {
				return nil, err
			}
			m.errs = ns
			return old, nil
		},
		"geterr": func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			if err := py.CheckNoArgs("geterr", args, kwargs); err != nil {
				return nil, err
			}
			return m.errs.dict(), nil
		},
	})
	cls, err := goclass.New(t, goclass.Spec{Module: "numpy", Name: "errstate", Methods: []goclass.Method{
		{Name: "__init__", Fn: func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			if len(args) > 0 {
				return nil, py.NewTypeError("errstate.__init__() takes 1 positional argument but %d were given", len(args)+1)
			}
			probe := m.errs
			if err := probe.apply(t, "errstate", kwargs); err != nil {
				return nil, err
			}
			self.(*py.Instance).Base = &errstateVal{kwargs: append([]py.Kwarg(nil), kwargs...)} //krait:alloc-ok the keywords apply just accepted: at most its five names
			return py.None, nil
		}},
		{Name: "__enter__", Fn: func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			st, ok := self.(*py.Instance).Base.(*errstateVal)
			if !ok {
				return nil, py.NewTypeError("errstate not initialized")
			}
			st.saved = append(st.saved, m.errs)
			ns := m.errs
			if err := ns.apply(t, "errstate", st.kwargs); err != nil {
				return nil, err
			}
			m.errs = ns
			return py.None, nil
		}},
		{Name: "__exit__", Fn: func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			st, ok := self.(*py.Instance).Base.(*errstateVal)
			if ok && len(st.saved) > 0 {
				m.errs = st.saved[len(st.saved)-1]
				st.saved = st.saved[:len(st.saved)-1]
			}
			return py.False, nil
		}},
	}})
	if err != nil {
		return err
	}
	m.errCls = cls
	d.SetStr("errstate", cls)
	return nil
}

// bindArgs is pyargs.Bind for a numpy function (not a method).
func bindArgs(qual string, names []string, required int, args []py.Value, kwargs []py.Kwarg) ([]py.Value, error) {
	return pyargs.Bind(qual, false, names, required, args, kwargs)
}

// warnComplex issues numpy's ComplexWarning for a cast of complex values
// to a real type.
func (m *Module) warnComplex(t *py.Thread) error {
	if m.complexWarning == nil {
		return nil
	}
	return m.warn(t, m.complexWarning, "Casting complex values to real discards the imaginary part")
}

// castWarning issues the ComplexWarning of storing src's complex values
// into the real array dst.
func (m *Module) castWarning(t *py.Thread, src, dst *Array) error {
	if src.kind == Complex128 && (dst.kind == Float64 || dst.kind == Int64) {
		return m.warnComplex(t)
	}
	return nil
}

// divmod computes the quotient and remainder with q and r and reports
// the conditions both loops met as one operation, "divmod" (or "scalar
// divmod"), as numpy's single divmod loop does.
func (m *Module) divmod(t *py.Thread, q, r func() (py.Value, error)) (py.Value, error) {
	prev := m.gather
	var fl fpFlags
	m.gather = &fl
	qv, err := q()
	var rv py.Value
	if err == nil && qv != py.NotImplemented {
		rv, err = r()
	}
	m.gather = prev
	if err != nil || qv == py.NotImplemented {
		return qv, err
	}
	name := "divmod"
	if fl.scalar {
		name = "scalar divmod"
	}
	if err := m.report(t, fl, name); err != nil {
		return nil, err
	}
	return py.NewTuple([]py.Value{qv, rv}), nil
}
