// Package cmath is krait's Python cmath module: CPython 3.11's functions
// for complex numbers, with its algorithms (branch cuts, signed zeros, the
// C99 Annex G values for infinite and nan arguments, the rescalings that
// avoid spurious overflow) on the glibc-exact real functions of
// internal/libm, so that results have CPython's digits, and its errors
// (ValueError "math domain error", OverflowError "math range error").
package cmath

import (
	"math"

	"github.com/kraitpy/krait/py"
	mathmod "github.com/kraitpy/krait/stdlib/math"
)

// unaryFuncs are the functions of one complex argument returning a complex.
var unaryFuncs = []struct {
	name string
	f    func(complex128) (complex128, status)
}{
	{"acos", cAcos}, {"acosh", cAcosh}, {"asin", cAsin}, {"asinh", cAsinh},
	{"atan", cAtan}, {"atanh", cAtanh}, {"cos", cCos}, {"cosh", cCosh},
	{"exp", cExp}, {"log10", cLog10}, {"sin", cSin}, {"sinh", cSinh},
	{"sqrt", cSqrt}, {"tan", cTan}, {"tanh", cTanh},
}

// Load creates a fresh cmath module for one interpreter.
func Load(t *py.Thread) (py.Value, error) {
	m := py.NewModule("cmath")
	d := m.Dict
	for _, u := range unaryFuncs {
		f := u.f
		d.SetStr(u.name, oneComplex(u.name, func(z complex128) (py.Value, error) {
			r, st := f(z)
			return result(r, st)
		}))
	}
	d.SetStr("phase", oneComplex("phase", func(z complex128) (py.Value, error) {
		phi, st := phaseStatus(z)
		if err := statusError(st); err != nil {
			return nil, err
		}
		return py.Float(phi), nil
	}))
	d.SetStr("polar", oneComplex("polar", func(z complex128) (py.Value, error) {
		r, phi, st := polar(z)
		if err := statusError(st); err != nil {
			return nil, err
		}
		return py.NewTuple([]py.Value{py.Float(r), py.Float(phi)}), nil
	}))
	for name, pred := range map[string]func(complex128) bool{
		"isfinite": finite,
		"isnan":    func(z complex128) bool { return math.IsNaN(real(z)) || math.IsNaN(imag(z)) },
		"isinf":    func(z complex128) bool { return math.IsInf(real(z), 0) || math.IsInf(imag(z), 0) },
	} {
		d.SetStr(name, oneComplex(name, func(z complex128) (py.Value, error) {
			return py.NewBool(pred(z)), nil
		}))
	}
	d.SetStr("log", py.NewBuiltin("log", cmathLog))
	d.SetStr("rect", py.NewBuiltin("rect", cmathRect))
	d.SetStr("isclose", py.NewBuiltin("isclose", isclose))
	d.SetStr("pi", py.Float(pi))
	d.SetStr("e", py.Float(e))
	d.SetStr("tau", py.Float(2*pi))
	d.SetStr("inf", py.Float(inf))
	d.SetStr("infj", py.Complex(complex(0, inf)))
	d.SetStr("nan", py.Float(math.Abs(nan)))
	d.SetStr("nanj", py.Complex(complex(0, nan)))
	py.MarkWalkable(m) // its functions close over names and Go functions
	return m, nil
}

// oneComplex is a function of one positional complex argument, with
// CPython's messages for a wrong call (its METH_O convention).
func oneComplex(name string, f func(complex128) (py.Value, error)) *py.Builtin {
	return py.NewBuiltin(name, func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		if len(kwargs) > 0 {
			return nil, py.NewTypeError("cmath.%s() takes no keyword arguments", name)
		}
		if len(args) != 1 {
			return nil, py.NewTypeError("cmath.%s() takes exactly one argument (%d given)", name, len(args))
		}
		z, err := py.AsCComplex(t, args[0])
		if err != nil {
			return nil, err
		}
		return f(z)
	})
}

// statusError is the exception CPython raises for a function's errno.
func statusError(st status) error {
	switch st {
	case domainErr:
		return py.NewValueError("math domain error")
	case rangeErr:
		return py.NewOverflowError("math range error")
	}
	return nil
}

func result(z complex128, st status) (py.Value, error) {
	if err := statusError(st); err != nil {
		return nil, err
	}
	return py.Complex(z), nil
}

// cmathLog is log(z[, base]).
func cmathLog(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	if len(kwargs) > 0 {
		return nil, py.NewTypeError("cmath.log() takes no keyword arguments")
	}
	if len(args) < 1 {
		return nil, py.NewTypeError("log expected at least 1 argument, got %d", len(args))
	}
	if len(args) > 2 {
		return nil, py.NewTypeError("log expected at most 2 arguments, got %d", len(args))
	}
	z, err := py.AsCComplex(t, args[0])
	if err != nil {
		return nil, err
	}
	if len(args) == 1 {
		return result(cLog(z))
	}
	b, err := py.AsCComplex(t, args[1])
	if err != nil {
		return nil, err
	}
	return result(logBase(z, b))
}

// cmathRect is rect(r, phi), of two real arguments.
func cmathRect(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	if len(kwargs) > 0 {
		return nil, py.NewTypeError("rect() takes no keyword arguments")
	}
	if len(args) != 2 {
		return nil, py.NewTypeError("rect expected 2 arguments, got %d", len(args))
	}
	r, err := mathmod.ToFloat(t, args[0])
	if err != nil {
		return nil, err
	}
	phi, err := mathmod.ToFloat(t, args[1])
	if err != nil {
		return nil, err
	}
	return result(rect(r, phi))
}

// isclose is isclose(a, b, *, rel_tol=1e-09, abs_tol=0.0) on complex
// numbers: |a-b| within either tolerance.
func isclose(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	if len(args) > 2 {
		return nil, py.NewTypeError("isclose() takes exactly 2 positional arguments (%d given)", len(args))
	}
	var av, bv py.Value
	var relv, absv py.Value = py.Float(1e-9), py.Float(0)
	if err := py.UnpackArgs("isclose", args, kwargs, []string{"a", "b", "*rel_tol", "*abs_tol"}, 2, &av, &bv, &relv, &absv); err != nil {
		return nil, err
	}
	a, err := py.AsCComplex(t, av)
	if err != nil {
		return nil, err
	}
	b, err := py.AsCComplex(t, bv)
	if err != nil {
		return nil, err
	}
	rel, err := mathmod.ToFloat(t, relv)
	if err != nil {
		return nil, err
	}
	abs, err := mathmod.ToFloat(t, absv)
	if err != nil {
		return nil, err
	}
	if rel < 0 || abs < 0 {
		return nil, py.NewValueError("tolerances must be non-negative")
	}
	return py.NewBool(closeTo(a, b, rel, abs)), nil
}
