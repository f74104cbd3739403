// Package statistics is krait's Python statistics module, following
// CPython 3.11's statistics.py: exact sums of ints and floats as
// rationals (math/big.Rat where CPython uses Fraction), the same
// conversions back to int or float, Python arithmetic where statistics.py
// uses it (medians, quantiles), and its StatisticsError texts.
package statistics

import (
	gomath "math"
	"math/big"

	"github.com/kraitpy/krait/py"
	mathmod "github.com/kraitpy/krait/stdlib/math"
	"github.com/kraitpy/krait/stdlib/math/libm"
)

// module holds one interpreter's statistics classes.
type module struct {
	errCls     *py.Type
	regression *py.Type
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
	return mod, nil
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

// numeric is the exact value of one data point: a rational, or a
// non-finite float.
type numeric struct {
	r       *big.Rat
	special float64 // inf or nan when r is nil
	isFloat bool
}

// exact converts a data point as _exact_ratio does.
func exact(v py.Value) (numeric, error) {
	switch x := v.(type) {
	case py.Float:
		f := float64(x)
		if gomath.IsInf(f, 0) || gomath.IsNaN(f) {
			return numeric{special: f, isFloat: true}, nil
		}
		return numeric{r: new(big.Rat).SetFloat64(f), isFloat: true}, nil
	}
	if b, ok := py.AsBig(v); ok {
		return numeric{r: new(big.Rat).SetInt(b)}, nil
	}
	if in, ok := v.(*py.Instance); ok && in.Base != nil {
		return exact(in.Base)
	}
	return numeric{}, py.NewTypeError("can't convert type '%s' to numerator/denominator", v.Type().Name)
}

// exactSum is _sum: the exact total, whether any float was seen (the
// result type T), and the count. A non-finite float makes the total that
// float sum.
type exactSum struct {
	total   *big.Rat
	special *float64
	isFloat bool
	n       int
}

func sumOf(xs []py.Value) (exactSum, error) {
	s := exactSum{total: new(big.Rat)}
	for _, x := range xs {
		v, err := exact(x)
		if err != nil {
			return s, err
		}
		s.n++
		s.isFloat = s.isFloat || v.isFloat
		if v.r == nil {
			if s.special == nil {
				f := v.special
				s.special = &f
			} else {
				*s.special += v.special
			}
			continue
		}
		s.total.Add(s.total, v.r)
	}
	return s, nil
}

// convert is _convert(value, T): an int when T is int and the value is
// integral, else the correctly rounded float.
func convert(r *big.Rat, isFloat bool) py.Value {
	if !isFloat && r.IsInt() {
		return py.NewBigInt(new(big.Int).Set(r.Num()))
	}
	f, _ := r.Float64()
	return py.Float(f)
}

// oneArg parses a function taking exactly one positional argument.
func oneArg(name string, args []py.Value, kwargs []py.Kwarg, pnames ...string) (py.Value, error) {
	if len(pnames) == 0 {
		pnames = []string{"data"}
	}
	vals, err := bind(name, pnames, 1, args, kwargs)
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
	s, err := sumOf(xs)
	if err != nil {
		return nil, err
	}
	if s.n < 1 {
		return nil, m.statErr(t, "mean requires at least one data point")
	}
	if s.special != nil {
		return py.Float(*s.special / float64(s.n)), nil
	}
	return convert(s.total.Quo(s.total, new(big.Rat).SetInt64(int64(s.n))), s.isFloat), nil
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
	a, err := bind("fmean", []string{"data", "weights"}, 1, args, kwargs)
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
	prods := make([]float64, k)
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
	a, err := bind("harmonic_mean", []string{"data", "weights"}, 1, args, kwargs)
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
		if _, err := exact(xs[0]); err != nil {
			return nil, py.NewTypeError("unsupported type")
		}
		if err := m.failNeg(t, xs, errmsg); err != nil {
			return nil, err
		}
		return xs[0], nil
	}
	var ws []py.Value
	var sumWeights *big.Rat
	if weights == nil {
		ws = make([]py.Value, n)
		for i := range ws {
			ws[i] = py.NewInt(1)
		}
		sumWeights = new(big.Rat).SetInt64(int64(n))
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
		s, err := sumOf(ws)
		if err != nil {
			return nil, err
		}
		sumWeights = s.total
	}
	if err := m.failNeg(t, xs, errmsg); err != nil {
		return nil, err
	}
	terms := make([]py.Value, n)
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
			if exc, ok := err.(*py.Exception); ok && exc.Type().IsSubtype(py.ZeroDivisionErrorType) {
				return py.NewInt(0), nil
			}
			return nil, err
		}
		terms[i] = q
	}
	s, err := sumOf(terms)
	if err != nil {
		return nil, err
	}
	if s.special != nil || s.total.Sign() <= 0 {
		if s.special != nil && *s.special > 0 {
			return py.Float(0), nil
		}
		return nil, m.statErr(t, "Weighted sum must be positive")
	}
	return convert(new(big.Rat).Quo(sumWeights, s.total), s.isFloat), nil
}
