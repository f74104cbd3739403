// Package statistics is krait's Python statistics module, following
// CPython 3.11's statistics.py: exact sums of ints and floats as
// rationals (math/big.Rat where CPython uses Fraction), the same
// conversions back to int or float, Python arithmetic where statistics.py
// uses it (medians, quantiles), and its StatisticsError texts.
package statistics

import (
	gomath "math"

	"github.com/kraitpy/krait/internal/libm"
	"github.com/kraitpy/krait/py"
	"github.com/kraitpy/krait/stdlib/bisect"
	"github.com/kraitpy/krait/stdlib/collections"
	decimalmod "github.com/kraitpy/krait/stdlib/decimal"
	fractionsmod "github.com/kraitpy/krait/stdlib/fractions"
	"github.com/kraitpy/krait/stdlib/functools"
	"github.com/kraitpy/krait/stdlib/internal/pyargs"
	"github.com/kraitpy/krait/stdlib/itertools"
	mathmod "github.com/kraitpy/krait/stdlib/math"
	"github.com/kraitpy/krait/stdlib/operator"
	randommod "github.com/kraitpy/krait/stdlib/random"
)

// module holds one interpreter's statistics classes.
type module struct {
	errCls      *py.Type
	regression  py.Value   // the LinearRegression namedtuple class
	fractionCls py.Value   // fractions.Fraction, as statistics.py imports it
	random      *py.Module // the random module NormalDist.samples draws from
}

// reexports lists, per module statistics.py imports from, the names it
// re-exports (CPython's dir(statistics) shows them). The modules it
// imports (math, random, numbers, sys) are left out on purpose, as
// everywhere in krait: a module is reached only through its own
// authorized import. random is loaded privately for NormalDist.samples.
var reexports = []struct {
	module string
	load   func(*py.Thread) (py.Value, error)
	names  []string
	keep   bool // the module is kept (not bound) for the module's own use
}{
	{"math", mathmod.Load, []string{"hypot", "sqrt", "fabs", "exp", "erf", "tau", "log", "fsum"}, false},
	{"fractions", fractionsmod.Load, []string{"Fraction"}, false},
	{"decimal", decimalmod.Load, []string{"Decimal"}, false},
	{"itertools", itertools.Load, []string{"groupby", "repeat"}, false},
	{"bisect", bisect.Load, []string{"bisect_left", "bisect_right"}, false},
	{"operator", operator.Load, []string{"mul"}, false},
	{"collections", collections.Load, []string{"Counter", "namedtuple", "defaultdict"}, false},
	{"random", randommod.Load, nil, true},
}

// loadReexports binds the re-exported names and modules.
func (m *module) loadReexports(t *py.Thread, d *py.Dict) error {
	for _, r := range reexports {
		v, err := r.load(t)
		if err != nil {
			return err
		}
		mod, ok := v.(*py.Module)
		if !ok {
			return py.NewTypeError("module %s did not load as a module", r.module)
		}
		for _, n := range r.names {
			x := mod.Dict.GetStr(n)
			if x == nil {
				return py.NewAttributeError("module '" + r.module + "' has no attribute '" + n + "'")
			}
			d.SetStr(n, x)
		}
		if r.keep {
			m.random = mod
		}
	}
	d.SetStr("reduce", py.NewBuiltin("reduce", functools.Reduce))
	m.fractionCls = d.GetStr("Fraction")
	return nil
}

// newRegressionClass makes LinearRegression = namedtuple('LinearRegression',
// ('slope', 'intercept')) in module statistics.
func (m *module) newRegressionClass(t *py.Thread, d *py.Dict) error {
	cls, err := collections.NewNamedTuple(t, "LinearRegression", []string{"slope", "intercept"}, "statistics")
	if err != nil {
		return err
	}
	m.regression = cls
	d.SetStr("LinearRegression", cls)
	return nil
}

// Load creates a fresh statistics module for one interpreter.
func Load(t *py.Thread) (py.Value, error) {
	m := &module{}
	ns := py.NewDict()
	ns.SetStr("__module__", py.NewStr("statistics"))
	var err error
	if m.errCls, err = py.NewClass(t, "StatisticsError", []*py.Type{py.ValueErrorType}, ns); err != nil {
		return nil, err
	}
	mod := py.NewModule("statistics")
	funcs := map[string]py.BuiltinFunc{
		"mean":              m.mean,
		"fmean":             m.fmean,
		"geometric_mean":    m.geometricMean,
		"harmonic_mean":     m.harmonicMean,
		"median":            m.median(0),
		"median_low":        m.median(-1),
		"median_high":       m.median(1),
		"median_grouped":    m.medianGrouped,
		"mode":              m.mode,
		"multimode":         m.multimode,
		"quantiles":         m.quantiles,
		"variance":          m.variance("variance", false, false),
		"pvariance":         m.variance("pvariance", true, false),
		"stdev":             m.variance("stdev", false, true),
		"pstdev":            m.variance("pstdev", true, true),
		"covariance":        m.bivariate("covariance"),
		"correlation":       m.bivariate("correlation"),
		"linear_regression": m.linearRegression,
	}
	for name, f := range funcs {
		mod.Dict.SetStr(name, py.NewBuiltin(name, f))
	}
	mod.Dict.SetStr("StatisticsError", m.errCls)
	nd, err := m.newNormalDist(t)
	if err != nil {
		return nil, err
	}
	mod.Dict.SetStr("NormalDist", nd)
	if err := m.loadReexports(t, mod.Dict); err != nil {
		return nil, err
	}
	if err := m.newRegressionClass(t, mod.Dict); err != nil {
		return nil, err
	}
	// The memory walk can measure it: its functions and NormalDist's
	// methods close over m (visited as mod.Go), the class itself, names
	// and Go values; a NormalDist keeps two floats (nd). What it
	// re-exports is measured as its own module's.
	mod.Go = m
	py.MarkClassWalkable(nd)
	py.MarkWalkable(mod)
	return mod, nil
}

// MemRefs visits the module's per-interpreter classes and the random
// module it keeps for the memory walk.
func (m *module) MemRefs(w *py.MemWalk) {
	w.Add(64)
	w.Visit(m.errCls)
	w.Visit(m.regression)
	w.Visit(m.fractionCls)
	w.Visit(m.random)
}

// statErr makes a StatisticsError.
func (m *module) statErr(t *py.Thread, msg string) error {
	v, err := py.Call(t, m.errCls, []py.Value{py.NewStr(msg)}, nil)
	if err != nil {
		return err
	}
	if e, ok := v.(error); ok {
		return e
	}
	return py.NewValueError("%s", msg)
}

// items collects an iterable's items, charging for them.
func items(t *py.Thread, v py.Value) ([]py.Value, error) {
	xs, err := py.Items(t, v)
	if err != nil {
		return nil, err
	}
	if err := t.Charge(int64(len(xs)) + 1); err != nil {
		return nil, err
	}
	return xs, nil
}

// oneArg parses a function taking exactly one positional argument.
func oneArg(name string, args []py.Value, kwargs []py.Kwarg, pnames ...string) (py.Value, error) {
	if len(pnames) == 0 {
		pnames = []string{"data"}
	}
	vals, err := pyargs.Bind(name, false, pnames, 1, args, kwargs)
	if err != nil {
		return nil, err
	}
	return vals[0], nil
}

// mean is statistics.mean(data).
func (m *module) mean(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	data, err := oneArg("mean", args, kwargs)
	if err != nil {
		return nil, err
	}
	xs, err := items(t, data)
	if err != nil {
		return nil, err
	}
	s, err := sumOf(t, xs)
	if err != nil {
		return nil, err
	}
	if s.n < 1 {
		return nil, m.statErr(t, "mean requires at least one data point")
	}
	return m.result(t, s, s.total, s.n)
}

// floats converts values to floats as fsum does.
func floats(t *py.Thread, xs []py.Value) ([]float64, error) {
	out := make([]float64, len(xs))
	for i, x := range xs {
		f, ok, err := py.AsFloat(x)
		if err != nil {
			return nil, err
		}
		if !ok {
			r, err := py.ToFloat(t, x)
			if err != nil {
				return nil, py.NewTypeError("must be real number, not %s", x.Type().Name)
			}
			f = float64(r.(py.Float))
		}
		out[i] = f
	}
	return out, nil
}

// fmean is statistics.fmean(data, weights=None).
func (m *module) fmean(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	a, err := pyargs.Bind("fmean", false, []string{"data", "weights"}, 1, args, kwargs)
	if err != nil {
		return nil, err
	}
	xs, err := items(t, a[0])
	if err != nil {
		return nil, err
	}
	fs, err := floats(t, xs)
	if err != nil {
		return nil, err
	}
	if a[1] == nil || a[1] == py.None {
		total, err := mathmod.FSum(fs)
		if err != nil {
			return nil, err
		}
		if len(fs) == 0 {
			return nil, m.statErr(t, "fmean requires at least one data point")
		}
		return py.Float(total / float64(len(fs))), nil
	}
	ws, err := items(t, a[1])
	if err != nil {
		return nil, err
	}
	wf, err := floats(t, ws)
	if err != nil {
		return nil, err
	}
	k := len(fs)
	if len(wf) < k {
		k = len(wf)
	}
	prods := make([]float64, k) //krait:alloc-ok k <= len(fs), a slice of float64 that exists
	for i := 0; i < k; i++ {
		p, err := py.Binary(t, py.Mul, xs[i], ws[i])
		if err != nil {
			return nil, err
		}
		pf, err := floats(t, []py.Value{p})
		if err != nil {
			return nil, err
		}
		prods[i] = pf[0]
	}
	num, err := mathmod.FSum(prods)
	if err != nil {
		return nil, err
	}
	if len(fs) != len(wf) {
		return nil, m.statErr(t, "data and weights must be the same length")
	}
	den, err := mathmod.FSum(wf)
	if err != nil {
		return nil, err
	}
	if den == 0 {
		return nil, m.statErr(t, "sum of weights must be non-zero")
	}
	return py.Float(num / den), nil
}

// geometricMean is statistics.geometric_mean(data).
func (m *module) geometricMean(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	data, err := oneArg("geometric_mean", args, kwargs)
	if err != nil {
		return nil, err
	}
	xs, err := items(t, data)
	if err != nil {
		return nil, err
	}
	fs, err := floats(t, xs)
	if err != nil {
		return nil, err
	}
	logs := make([]float64, len(fs))
	for i, f := range fs {
		if !(f > 0) {
			return nil, m.statErr(t, "geometric mean requires a non-empty dataset containing positive numbers")
		}
		logs[i] = libm.Log(f)
	}
	if len(logs) == 0 {
		return nil, m.statErr(t, "geometric mean requires a non-empty dataset containing positive numbers")
	}
	total, err := mathmod.FSum(logs)
	if err != nil {
		return nil, err
	}
	r := libm.Exp(total / float64(len(logs)))
	if gomath.IsInf(r, 0) {
		return nil, py.NewOverflowError("math range error")
	}
	return py.Float(r), nil
}

// failNeg is _fail_neg: a StatisticsError for a negative value.
func (m *module) failNeg(t *py.Thread, xs []py.Value, msg string) error {
	for _, x := range xs {
		neg, err := py.CompareBool(t, py.Lt, x, py.NewInt(0))
		if err != nil {
			return err
		}
		if neg {
			return m.statErr(t, msg)
		}
	}
	return nil
}

// harmonicMean is statistics.harmonic_mean(data, weights=None).
func (m *module) harmonicMean(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	a, err := pyargs.Bind("harmonic_mean", false, []string{"data", "weights"}, 1, args, kwargs)
	if err != nil {
		return nil, err
	}
	xs, err := items(t, a[0])
	if err != nil {
		return nil, err
	}
	const errmsg = "harmonic mean does not support negative values"
	n := len(xs)
	weights := a[1]
	if weights == py.None {
		weights = nil
	}
	if n < 1 {
		return nil, m.statErr(t, "harmonic_mean requires at least one data point")
	}
	if n == 1 && weights == nil {
		x := xs[0]
		_, isNum := py.AsBig(x)
		_, isFloat := x.(py.Float)
		if !isNum && !isFloat && !isFraction(x.Type()) && decimalBase(x.Type()) == nil {
			return nil, py.NewTypeError("unsupported type")
		}
		if err := m.failNeg(t, xs, errmsg); err != nil {
			return nil, err
		}
		return x, nil
	}
	var ws []py.Value
	var sumWeights py.Value
	if weights == nil {
		ws = make([]py.Value, n) //krait:alloc-ok n = len(xs), a slice of values that exists
		for i := range ws {
			ws[i] = py.NewInt(1)
		}
		sumWeights = py.NewInt(int64(n))
	} else {
		if ws, err = items(t, weights); err != nil {
			return nil, err
		}
		if len(ws) != n {
			return nil, m.statErr(t, "Number of weights does not match data size")
		}
		if err := m.failNeg(t, ws, errmsg); err != nil {
			return nil, err
		}
		s, err := sumOf(t, ws)
		if err != nil {
			return nil, err
		}
		if s.special != nil {
			sumWeights = s.special
		} else if sumWeights, err = m.fraction(t, s.total); err != nil {
			return nil, err
		}
	}
	if err := m.failNeg(t, xs, errmsg); err != nil {
		return nil, err
	}
	terms := make([]py.Value, n) //krait:alloc-ok n = len(xs), a slice of values that exists
	for i := range xs {
		nz, err := py.Truth(t, ws[i])
		if err != nil {
			return nil, err
		}
		if !nz {
			terms[i] = py.NewInt(0)
			continue
		}
		q, err := py.Binary(t, py.TrueDiv, ws[i], xs[i])
		if err != nil {
			if isError(err, py.ZeroDivisionErrorType) {
				return py.NewInt(0), nil
			}
			return nil, err
		}
		terms[i] = q
	}
	s, err := sumOf(t, terms)
	if err != nil {
		return nil, err
	}
	var total py.Value = s.special
	if total == nil {
		if total, err = m.fraction(t, s.total); err != nil {
			return nil, err
		}
	}
	le, err := py.CompareBool(t, py.Le, total, py.NewInt(0))
	if err != nil {
		return nil, err
	}
	if le {
		return nil, m.statErr(t, "Weighted sum must be positive")
	}
	q, err := py.Binary(t, py.TrueDiv, sumWeights, total)
	if err != nil {
		return nil, err
	}
	if s.special == nil {
		if r, _, err := exact(t, q); err == nil && r != nil {
			return m.convert(t, r, s.T)
		}
	}
	return convertValue(t, q, s.T)
}
