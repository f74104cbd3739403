// Package math is krait's Python math module: CPython 3.11's functions and
// constants, with float results matching CPython on glibc (the
// transcendental functions come from internal/libm) and CPython's error
// types and messages.
package math

import (
	gomath "math"

	"github.com/kraitpy/krait/internal/libm"
	"github.com/kraitpy/krait/py"
)

// Load creates a fresh math module for one interpreter.
func Load(t *py.Thread) (py.Value, error) {
	m := py.NewModule("math")
	d := m.Dict
	for _, u := range unaryFuncs {
		d.SetStr(u.name, unary(u))
	}
	for name, f := range binaryFuncs {
		d.SetStr(name, binary(name, f))
	}
	d.SetStr("isfinite", predicate("isfinite", isFinite))
	d.SetStr("isinf", predicate("isinf", func(x float64) bool { return gomath.IsInf(x, 0) }))
	d.SetStr("isnan", predicate("isnan", gomath.IsNaN))
	d.SetStr("gamma", errFunc("gamma", gamma))
	d.SetStr("lgamma", errFunc("lgamma", lgamma))
	d.SetStr("frexp", floatOnly("frexp", frexp))
	d.SetStr("modf", floatOnly("modf", modf))
	d.SetStr("ulp", floatOnly("ulp", ulp))
	d.SetStr("degrees", scaleFunc("degrees", 180.0/gomath.Pi))
	d.SetStr("radians", scaleFunc("radians", gomath.Pi/180.0))
	builtins := map[string]py.BuiltinFunc{
		"ldexp":     ldexp,
		"trunc":     trunc,
		"factorial": factorial,
		"isqrt":     isqrt,
		"comb":      comb,
		"perm":      perm,
		"log":       log,
		"fsum":      fsum,
		"prod":      prod,
		"hypot":     hypot,
		"dist":      dist,
		"isclose":   isclose,
	}
	for name, f := range builtins {
		d.SetStr(name, py.NewBuiltin(name, f))
	}
	d.SetStr("floor", rounder("floor", "__floor__", gomath.Floor))
	d.SetStr("ceil", rounder("ceil", "__ceil__", gomath.Ceil))
	d.SetStr("gcd", gcdLcm("gcd", false))
	d.SetStr("lcm", gcdLcm("lcm", true))
	d.SetStr("log2", logFunc("log2", libm.Log2))
	d.SetStr("log10", logFunc("log10", libm.Log10))
	d.SetStr("pi", py.Float(gomath.Pi))
	d.SetStr("e", py.Float(gomath.E))
	d.SetStr("tau", py.Float(2*gomath.Pi))
	d.SetStr("inf", py.Float(gomath.Inf(1)))
	d.SetStr("nan", py.Float(gomath.NaN()))
	py.MarkWalkable(m) // its functions close over names and Go functions only
	return m, nil
}
