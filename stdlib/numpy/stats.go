package numpy

import (
	"math"

	"github.com/kraitpy/krait/py"
)

// This file binds the statistics functions: median, percentile,
// quantile (numpy's default linear method, with its lerp), their nan
// variants, average, cov, corrcoef, histogram, bincount and digitize.

// lerp is numpy's _lerp: a + (b-a)*t, computed from b when t >= 0.5.
func lerp(a, b, t float64) float64 {
	d := b - a
	if t >= 0.5 {
		return b - d*(1-t)
	}
	return a + d*t
}

// quantileSorted is the linear-method quantile q of sorted values.
func quantileSorted(v []float64, q float64) float64 {
	n := len(v)
	if n == 0 {
		return nan
	}
	if v[n-1] != v[n-1] {
		return nan
	}
	virt := q * float64(n-1)
	prev := math.Floor(virt)
	lo := int(prev)
	hi := lo + 1
	if lo < 0 {
		lo = 0
	}
	if lo > n-1 {
		lo = n - 1
	}
	if hi > n-1 {
		hi = n - 1
	}
	gamma := virt - prev
	return lerp(v[lo], v[hi], gamma)
}

// quantileCore computes quantiles qs (fractions) of a along the axes
// argument (None: flattened), dropping NaNs when skipNaN. The result has
// the quantiles' shape first, then the reduced shape.
func (m *Module) quantileCore(t *py.Thread, a *Array, axisV py.Value, qs *Array, keepdims, skipNaN bool, method string) (py.Value, error) {
	if a.kind == Complex128 || a.kind >= Str {
		return nil, py.NewTypeError("a must be an array of real numbers")
	}
	s, err := m.reduceSetup(t, a, axisV)
	if err != nil {
		return nil, err
	}
	if len(qs.shape) > 2 {
		// numpy 1.24 refuses q of more than 2 dimensions (which also
		// keeps the result within maxDims).
		return nil, py.NewValueError("q must be a scalar or 1d")
	}
	if s.count == 0 && !skipNaN {
		// numpy takes the quantiles' positions from the empty lanes.
		return nil, py.NewIndexError("cannot do a non-empty take from an empty axes.")
	}
	if err := t.Charge(int64(a.Size()) * int64(msb(max(s.count, 1))+1)); err != nil {
		return nil, err
	}
	qv, err := qs.Float64s(t)
	if err != nil {
		return nil, err
	}
	outShape := append(append([]int(nil), qs.shape...), s.outShape...) //krait:alloc-ok q has at most 2 dimensions (checked above), the reduced shape at most maxDims
	if keepdims {
		outShape = append(append([]int(nil), qs.shape...), s.keepShape...) //krait:alloc-ok q has at most 2 dimensions (checked above), the reduced shape at most maxDims
	}
	out, err := alloc(t, Float64, outShape)
	if err != nil {
		return nil, err
	}
	nblocks := shapeSize(s.outShape)
	lane := make([]float64, 0, s.count)
	allNaN := false
	s.forEachBlock(a.off, func(j, off int) {
		lane = lane[:0]
		s.blockOffsets(a, off, func(o int) {
			x := a.floatAt(o)
			if skipNaN && x != x {
				return
			}
			lane = append(lane, x)
		})
		sortFloats(lane)
		if skipNaN && len(lane) == 0 {
			allNaN = true
		}
		for qi, q := range qv {
			var r float64
			switch method {
			case "lower":
				r = pick(lane, math.Floor(q*float64(len(lane)-1)))
			case "higher":
				r = pick(lane, math.Ceil(q*float64(len(lane)-1)))
			case "nearest":
				r = pick(lane, math.RoundToEven(q*float64(len(lane)-1)))
			case "midpoint":
				lo := pick(lane, math.Floor(q*float64(len(lane)-1)))
				hi := pick(lane, math.Ceil(q*float64(len(lane)-1)))
				r = lerp(lo, hi, 0.5)
			default:
				r = quantileSorted(lane, q)
			}
			out.f[qi*nblocks+j] = r
		}
	})
	if allNaN {
		if err := m.warn(t, py.RuntimeWarningType, "All-NaN slice encountered"); err != nil {
			return nil, err
		}
	}
	if (method == "lower" || method == "higher" || method == "nearest") && (a.kind == Int64 || a.kind == Bool) {
		ia, err := m.astype(t, out, a.kind, 0)
		if err != nil {
			return nil, err
		}
		return m.result(ia), nil
	}
	return m.result(out), nil
}

// pick returns v[i] (NaN for an empty v).
func pick(v []float64, i float64) float64 {
	if len(v) == 0 {
		return nan
	}
	k := int(i)
	if k < 0 {
		k = 0
	}
	if k >= len(v) {
		k = len(v) - 1
	}
	if v[len(v)-1] != v[len(v)-1] {
		return nan
	}
	return v[k]
}

// quantileFn is np.percentile / np.quantile (and nan variants).
func (m *Module) quantileFn(name string, percent, skipNaN bool) py.BuiltinFunc {
	return func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		vals, err := bindArgs(name, []string{"a", "q", "axis", "out", "overwrite_input", "method", "keepdims", "*interpolation"}, 2, args, kwargs)
		if err != nil {
			return nil, err
		}
		a, err := m.arrayArg(t, vals[0])
		if err != nil {
			return nil, err
		}
		qs, err := m.operand(t, vals[1])
		if err != nil {
			return nil, err
		}
		if qs, err = m.castTo(t, qs, Float64); err != nil {
			return nil, err
		}
		if percent {
			if qs, err = m.applyBinary(t, m.bin["true_divide"], qs, floatScalar(100), nil, false); err != nil {
				return nil, err
			}
		}
		qfs, err := qs.Float64s(t)
		if err != nil {
			return nil, err
		}
		for _, q := range qfs {
			if !(q >= 0 && q <= 1) {
				if percent {
					return nil, py.NewValueError("Percentiles must be in the range [0, 100]")
				}
				return nil, py.NewValueError("Quantiles must be in the range [0, 1]")
			}
		}
		keep := false
		if vals[6] != nil {
			keep, _ = py.Truth(t, vals[6])
		}
		method := strArg(vals[5], strArg(vals[7], "linear"))
		switch method {
		case "linear", "lower", "higher", "nearest", "midpoint":
		default:
			return nil, py.NewNotImplementedError("quantile method '%s' is not supported by krait's numpy", method)
		}
		if a.kind == Bool && (method == "linear" || method == "midpoint") {
			// numpy interpolates with a subtraction, which bools lack.
			return nil, errBoolSubtract()
		}
		return m.quantileCore(t, a, vals[2], qs, keep, skipNaN, method)
	}
}

// medianFn is np.median / np.nanmedian.
func (m *Module) medianFn(name string, skipNaN bool) py.BuiltinFunc {
	return func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		vals, err := bindArgs(name, []string{"a", "axis", "out", "overwrite_input", "keepdims"}, 1, args, kwargs)
		if err != nil {
			return nil, err
		}
		a, err := m.arrayArg(t, vals[0])
		if err != nil {
			return nil, err
		}
		keep := false
		if vals[4] != nil {
			keep, _ = py.Truth(t, vals[4])
		}
		s, err := m.reduceSetup(t, a, vals[1])
		if err != nil {
			return nil, err
		}
		out, err := alloc(t, Float64, s.outShape)
		if err != nil {
			return nil, err
		}
		if a.Size() == 0 {
			// numpy takes the mean of the empty lanes: nan in each, and
			// its warnings when there is any lane.
			for j := range out.f {
				out.f[j] = nan
			}
			if err := m.emptyMedianWarn(t, skipNaN, len(out.f) > 0, len(s.outShape) == 0); err != nil {
				return nil, err
			}
		} else if err := m.medianLanes(t, a, s, out, skipNaN); err != nil {
			return nil, err
		}
		if keep {
			out.shape, out.strides = s.keepShape, cStrides(s.keepShape)
			return m.Wrap(out), nil
		}
		return m.result(out), nil
	}
}

// emptyMedianWarn gives the warnings of a median of an empty array: the
// mean of empty lanes, when there are any (lanes), whose division is a
// scalar one when the result is 0-d (scalar).
func (m *Module) emptyMedianWarn(t *py.Thread, skipNaN, lanes, scalar bool) error {
	if !lanes {
		return nil
	}
	if skipNaN {
		return m.warn(t, py.RuntimeWarningType, "Mean of empty slice")
	}
	if err := m.warn(t, py.RuntimeWarningType, "Mean of empty slice."); err != nil {
		return err
	}
	name := "divide"
	if scalar {
		name = "scalar divide"
	}
	return m.report(t, fpFlags{invalid: true}, name)
}

// medianLanes writes the median of each lane of a (set up by s) to out.
func (m *Module) medianLanes(t *py.Thread, a *Array, s *reduceSpec, out *Array, skipNaN bool) error {
	if err := t.Charge(int64(a.Size()) * int64(msb(max(s.count, 1))+1)); err != nil {
		return err
	}
	if err := t.Alloc(int64(s.count) * 8); err != nil {
		return err
	}
	lane := make([]float64, 0, s.count)
	allNaN := false
	s.forEachBlock(a.off, func(j, off int) {
		lane = lane[:0]
		s.blockOffsets(a, off, func(o int) {
			x := a.floatAt(o)
			if skipNaN && x != x {
				return
			}
			lane = append(lane, x)
		})
		sortFloats(lane)
		n := len(lane)
		switch {
		case n == 0:
			allNaN = true
			out.f[j] = nan
		case lane[n-1] != lane[n-1]:
			out.f[j] = nan
		case n%2 == 1:
			out.f[j] = lane[n/2]
		default:
			out.f[j] = (lane[n/2-1] + lane[n/2]) / 2
		}
	})
	if allNaN {
		return m.warn(t, py.RuntimeWarningType, "All-NaN slice encountered")
	}
	return nil
}

// averageFn is np.average(a, axis=None, weights=None, returned=False).
func (m *Module) averageFn(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	vals, err := bindArgs("average", []string{"a", "axis", "weights", "returned", "*keepdims"}, 1, args, kwargs)
	if err != nil {
		return nil, err
	}
	a, err := m.arrayArg(t, vals[0])
	if err != nil {
		return nil, err
	}
	returned := false
	if vals[3] != nil {
		returned, _ = py.Truth(t, vals[3])
	}
	axis := vals[1]
	if axis == nil {
		axis = py.None
	}
	if vals[2] == nil || vals[2] == py.None {
		avg, err := m.funcs["mean"](t, nil, []py.Value{m.Wrap(a), axis}, nil)
		if err != nil || !returned {
			return avg, err
		}
		s, err := m.reduceSetup(t, a, axis)
		if err != nil {
			return nil, err
		}
		cnt, err := m.filled(t, s.outShape, Float64, 0, py.NewInt(int64(s.count)))
		if err != nil {
			return nil, err
		}
		return py.NewTuple([]py.Value{avg, m.result(cnt)}), nil
	}
	w, err := m.arrayArg(t, vals[2])
	if err != nil {
		return nil, err
	}
	if !sameShape(w.shape, a.shape) {
		if axis == py.None {
			return nil, py.NewTypeError("Axis must be specified when shapes of a and weights differ.")
		}
		if len(w.shape) != 1 {
			return nil, py.NewTypeError("1D weights expected when shapes of a and weights differ.")
		}
		ax, err := m.axisArg(t, axis, len(a.shape))
		if err != nil {
			return nil, err
		}
		if w.shape[0] != a.shape[ax] {
			return nil, py.NewValueError("Length of weights not compatible with specified axis.")
		}
		shape := onesShape(len(a.shape))
		shape[ax] = w.shape[0]
		st := make([]int, len(a.shape))
		st[ax] = w.strides[0]
		w = w.view(shape, st, w.off)
	}
	k := promote(promote(a.kind, w.kind), Float64)
	wf, err := m.castTo(t, w, k)
	if err != nil {
		return nil, err
	}
	ws := broadcastTo(wf, a.shape)
	s, err := m.reduceSetup(t, ws, axis)
	if err != nil {
		return nil, err
	}
	scl, err := m.sumArray(t, ws, s, k)
	if err != nil {
		return nil, err
	}
	sums, err := scl.Float64s(t)
	if err != nil {
		return nil, err
	}
	for _, v := range sums {
		if v == 0 {
			return nil, py.NewException(py.ZeroDivisionErrorType, "Weights sum to zero, can't be normalized")
		}
	}
	prod, err := m.applyBinary(t, m.bin["multiply"], a, wf, nil, false)
	if err != nil {
		return nil, err
	}
	if prod, err = m.castTo(t, prod, k); err != nil {
		return nil, err
	}
	tot, err := m.sumArray(t, prod, m.reduceSpecFor(prod, s.axes), k)
	if err != nil {
		return nil, err
	}
	avg, err := m.applyBinary(t, m.bin["true_divide"], tot, scl, nil, len(tot.shape) == 0)
	if err != nil {
		return nil, err
	}
	if returned {
		return py.NewTuple([]py.Value{m.result(avg), m.result(scl)}), nil
	}
	return m.result(avg), nil
}

// bincountFn is np.bincount(x, weights=None, minlength=0).
func (m *Module) bincountFn(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	vals, err := bindArgs("bincount", []string{"x", "weights", "minlength"}, 1, args, kwargs)
	if err != nil {
		return nil, err
	}
	x, err := m.arrayArg(t, vals[0])
	if err != nil {
		return nil, err
	}
	if len(x.shape) != 1 {
		return nil, py.NewValueError("object too deep for desired array")
	}
	if x.kind != Int64 && x.kind != Bool && !(x.kind == Float64 && x.Size() == 0) {
		return nil, py.NewTypeError("Cannot cast array data from dtype('%s') to dtype('int64') according to the rule 'safe'", kindNames[x.kind])
	}
	minlength := int64(0)
	if vals[2] != nil && vals[2] != py.None {
		if minlength, err = py.Index(t, vals[2]); err != nil {
			return nil, err
		}
		if minlength < 0 {
			return nil, py.NewValueError("'minlength' must not be negative")
		}
	}
	if err := t.Charge(int64(x.Size())); err != nil {
		return nil, err
	}
	xs := x.Int64Data()
	if xs == nil || x.kind != Int64 {
		if xs, err = x.Int64s(t); err != nil {
			return nil, err
		}
	}
	n := minlength
	for _, v := range xs {
		if v < 0 {
			return nil, py.NewValueError("'list' argument must have no negative elements")
		}
		if v+1 > n {
			n = v + 1
		}
	}
	if vals[1] == nil || vals[1] == py.None {
		out, err := alloc(t, Int64, []int{int(n)})
		if err != nil {
			return nil, err
		}
		for _, v := range xs {
			out.i[v]++
		}
		return m.Wrap(out), nil
	}
	w, err := m.asArrayDtype(t, vals[1], Float64)
	if err != nil {
		return nil, err
	}
	if w.Size() != len(xs) {
		return nil, py.NewValueError("The weights and list don't have the same length.")
	}
	ws := w.Float64Data()
	if ws == nil {
		if ws, err = w.Float64s(t); err != nil {
			return nil, err
		}
	}
	out, err := alloc(t, Float64, []int{int(n)})
	if err != nil {
		return nil, err
	}
	for j, v := range xs {
		out.f[v] += ws[j]
	}
	return m.Wrap(out), nil
}

// digitizeFn is np.digitize(x, bins, right=False).
func (m *Module) digitizeFn(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	vals, err := bindArgs("digitize", []string{"x", "bins", "right"}, 2, args, kwargs)
	if err != nil {
		return nil, err
	}
	x, err := m.operand(t, vals[0])
	if err != nil {
		return nil, err
	}
	bins, err := m.arrayArg(t, vals[1])
	if err != nil {
		return nil, err
	}
	if len(bins.shape) != 1 {
		return nil, py.NewValueError("object too deep for desired array")
	}
	right := false
	if vals[2] != nil {
		right, _ = py.Truth(t, vals[2])
	}
	bf, err := bins.Float64s(t)
	if err != nil {
		return nil, err
	}
	inc, dec := true, true
	for j := 1; j < len(bf); j++ {
		if bf[j] < bf[j-1] {
			inc = false
		}
		if bf[j] > bf[j-1] {
			dec = false
		}
	}
	if !inc && !dec {
		return nil, py.NewValueError("bins must be monotonically increasing or decreasing")
	}
	if inc {
		r, err := m.searchsorted(t, bins, x, !right, nil)
		if err != nil {
			return nil, err
		}
		return m.result(r), nil
	}
	rev := flipView(bins, []int{0})
	r, err := m.searchsorted(t, rev, x, !right, nil)
	if err != nil {
		return nil, err
	}
	for j := range r.i {
		r.i[j] = int64(len(bf)) - r.i[j]
	}
	return m.result(r), nil
}

// histogramFn is np.histogram(a, bins=10, range=None, density=None,
// weights=None) with numpy's uniform-bin computation.
func (m *Module) histogramFn(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	vals, err := bindArgs("histogram", []string{"a", "bins", "range", "normed", "weights", "density"}, 1, args, kwargs)
	if err != nil {
		return nil, err
	}
	a, err := m.arrayArg(t, vals[0])
	if err != nil {
		return nil, err
	}
	data, err := a.Float64s(t)
	if err != nil {
		return nil, err
	}
	if err := t.Charge(int64(len(data))); err != nil {
		return nil, err
	}
	var weights []float64
	if vals[4] != nil && vals[4] != py.None {
		w, err := m.arrayArg(t, vals[4])
		if err != nil {
			return nil, err
		}
		if w.Size() != len(data) {
			return nil, py.NewValueError("weights should have the same shape as a.")
		}
		if weights, err = w.Float64s(t); err != nil {
			return nil, err
		}
	}
	var edges []float64
	var edgeArr *Array
	uniform := false
	nbins := 10
	bv := vals[1]
	if bv == nil {
		bv = py.NewInt(10)
	}
	estimator, isStr := bv.(*py.Str)
	if isStr {
		if weights != nil {
			return nil, py.NewTypeError("Automated estimation of the number of bins is not supported for weighted data")
		}
	}
	n, isInt, err := indexArg(t, bv)
	if err != nil {
		return nil, err
	}
	if isStr || isInt {
		if isInt && n < 1 {
			return nil, py.NewValueError("`bins` must be positive, when an integer")
		}
		nbins = int(n)
		uniform = true
		var lo, hi float64
		if vals[2] != nil && vals[2] != py.None {
			r, err := py.Items(t, vals[2])
			if err != nil {
				return nil, err
			}
			if len(r) != 2 {
				return nil, py.NewValueError("too many values to unpack (expected 2)")
			}
			if lo, err = m.floatArg(t, r[0]); err != nil {
				return nil, err
			}
			if hi, err = m.floatArg(t, r[1]); err != nil {
				return nil, err
			}
			if lo > hi {
				return nil, py.NewValueError("max must be larger than min in range parameter.")
			}
		} else if len(data) > 0 {
			lo, hi = data[0], data[0]
			for _, x := range data {
				if x != x {
					return nil, py.NewValueError("autodetected range of [nan, nan] is not finite")
				}
				lo, hi = math.Min(lo, x), math.Max(hi, x)
			}
		} else {
			lo, hi = 0, 1 // numpy's edges for no data
		}
		if math.IsInf(lo, 0) || math.IsInf(hi, 0) {
			return nil, py.NewValueError("autodetected range of [%s, %s] is not finite", py.FloatRepr(lo), py.FloatRepr(hi))
		}
		if lo == hi {
			lo -= 0.5
			hi += 0.5
		}
		if isStr {
			sel := data
			if vals[2] != nil && vals[2] != py.None {
				sel = nil
				for _, x := range data {
					if x >= lo && x <= hi {
						sel = append(sel, x)
					}
				}
			}
			if nbins, err = m.histBinCount(t, estimator.String(), sel, lo, hi); err != nil {
				return nil, err
			}
		}
		ea, _, err := m.linspace(t, lo, hi, nbins+1, true)
		if err != nil {
			return nil, err
		}
		edges = ea.f
	} else {
		ba, err := m.arrayArg(t, bv)
		if err != nil {
			return nil, err
		}
		if len(ba.shape) == 0 {
			return nil, py.NewTypeError("`bins` must be an integer, a string, or an array")
		}
		if len(ba.shape) != 1 {
			return nil, py.NewValueError("`bins` must be 1d, when an array")
		}
		if edgeArr, err = ba.copyArray(t); err != nil {
			return nil, err
		}
		if edges, err = ba.Float64s(t); err != nil {
			return nil, err
		}
		for j := 1; j < len(edges); j++ {
			if edges[j] < edges[j-1] {
				return nil, py.NewValueError("`bins` must increase monotonically, when an array")
			}
		}
		nbins = max(len(edges)-1, 0)
	}
	counts := make([]float64, nbins)
	if uniform && nbins > 0 {
		first, last := edges[0], edges[nbins]
		denom := last - first
		for j, x := range data {
			if !(x >= first && x <= last) {
				continue
			}
			i := int(floatToInt((x - first) / denom * float64(nbins)))
			if i == nbins {
				i--
			}
			if x < edges[i] {
				i--
			}
			if i+1 <= nbins && x >= edges[i+1] && i != nbins-1 {
				i++
			}
			w := 1.0
			if weights != nil {
				w = weights[j]
			}
			counts[i] += w
		}
	} else if nbins > 0 {
		for j, x := range data {
			if !(x >= edges[0] && x <= edges[nbins]) {
				continue
			}
			lo, hi := 0, nbins
			for lo < hi {
				mid := (lo + hi) / 2
				if edges[mid+1] <= x {
					lo = mid + 1
				} else {
					hi = mid
				}
			}
			if lo == nbins {
				lo--
			}
			w := 1.0
			if weights != nil {
				w = weights[j]
			}
			counts[lo] += w
		}
	}
	density := false
	if vals[5] != nil && vals[5] != py.None {
		density, _ = py.Truth(t, vals[5])
	}
	if err := Charge(t, Float64, 2*nbins+1); err != nil {
		return nil, err
	}
	if edgeArr == nil {
		edgeArr = NewFloat64(append([]float64(nil), edges...), len(edges))
	}
	var hist *Array
	switch {
	case density:
		total := 0.0
		for _, c := range counts {
			total += c
		}
		out := make([]float64, nbins)
		for j := range counts {
			out[j] = counts[j] / (edges[j+1] - edges[j]) / total
		}
		hist = NewFloat64(out, nbins)
	case weights != nil:
		hist = NewFloat64(counts, nbins)
	default:
		ci := make([]int64, nbins)
		for j, c := range counts {
			ci[j] = int64(c)
		}
		hist = NewInt64(ci, nbins)
	}
	return py.NewTuple([]py.Value{m.Wrap(hist), m.Wrap(edgeArr)}), nil
}

// covArrays is np.cov of the rows of x (2-d, or 1-d as one row) with
// numpy's arithmetic: the (weighted) mean by np.average, the product of
// the deviations with their weighted transpose, and the result scaled by
// 1/fact as numpy's c *= true_divide(1, fact). w is the product of
// fweights and aweights (nil: none), aw the aweights alone.
func (m *Module) covArrays(t *py.Thread, x *Array, ddof int, w, aw []float64) (*Array, error) {
	if len(x.shape) == 1 {
		x = x.view([]int{1, x.shape[0]}, []int{0, x.strides[0]}, x.off)
	}
	xf, err := m.castTo(t, x, promote(x.kind, Float64))
	if err != nil {
		return nil, err
	}
	vars, n := xf.shape[0], xf.shape[1]
	// The vars x vars result and the means first: with no observations
	// (np.zeros((10**9, 0))) the data's size bounds neither, nor the
	// loops over the variables.
	if err := Charge(t, Float64, shapeSize([]int{vars, vars + 1})); err != nil {
		return nil, err
	}
	if err := t.Charge(int64(vars) * int64(vars) * int64(max(n, 1))); err != nil {
		return nil, err
	}
	dev, err := alloc(t, Float64, []int{vars, n})
	if err != nil {
		return nil, err
	}
	for i := 0; i < vars; i++ {
		for j := 0; j < n; j++ {
			dev.f[i*n+j] = xf.f[xf.off+i*xf.strides[0]+j*xf.strides[1]]
		}
	}
	avg := make([]float64, vars)
	var fact, wSum float64
	if w == nil {
		for i := range avg {
			avg[i] = pairwiseSum1(dev.f[i*n:(i+1)*n]) / float64(n)
		}
		fact = float64(n - ddof)
	} else {
		wSum = pairwiseSum1(w)
		prod := make([]float64, n)
		for i := range avg {
			for j, v := range dev.f[i*n : (i+1)*n] {
				prod[j] = v * w[j]
			}
			avg[i] = pairwiseSum1(prod) / wSum
		}
		switch {
		case ddof == 0:
			fact = wSum
		case aw == nil:
			fact = wSum - float64(ddof)
		default:
			for j := range prod {
				prod[j] = w[j] * aw[j]
			}
			fact = wSum - float64(ddof)*pairwiseSum1(prod)/wSum
		}
	}
	if fact <= 0 {
		if err := m.warn(t, py.RuntimeWarningType, "Degrees of freedom <= 0 for slice"); err != nil {
			return nil, err
		}
		fact = 0
	}
	for i := 0; i < vars; i++ {
		for j := 0; j < n; j++ {
			dev.f[i*n+j] -= avg[i]
		}
	}
	devT := dev.f
	if w != nil {
		devT = make([]float64, len(dev.f))
		for i := 0; i < vars; i++ {
			for j := 0; j < n; j++ {
				devT[i*n+j] = dev.f[i*n+j] * w[j]
			}
		}
	}
	out, err := alloc(t, Float64, []int{vars, vars})
	if err != nil {
		return nil, err
	}
	for i := 0; i < vars; i++ {
		for k := 0; k < vars; k++ {
			acc := 0.0
			for j := 0; j < n; j++ {
				acc = math.FMA(dev.f[i*n+j], devT[k*n+j], acc)
			}
			out.f[i*vars+k] = acc
		}
	}
	var fl fpFlags
	if fact == 0 {
		fl.divide = true
	}
	if err := m.report(t, fl, "divide"); err != nil {
		return nil, err
	}
	scale := 1 / fact
	var ml fpFlags
	for j, v := range out.f {
		p := v * scale
		if p != p && v == v {
			ml.invalid = true // 0 * inf when fact is 0
		}
		out.f[j] = p
	}
	if err := m.report(t, ml, "multiply"); err != nil {
		return nil, err
	}
	return out, nil
}

// covInput stacks cov's m and y and applies rowvar.
func (m *Module) covInput(t *py.Thread, mv, yv, rowvar py.Value) (*Array, error) {
	x, err := m.arrayArg(t, mv)
	if err != nil {
		return nil, err
	}
	if len(x.shape) > 2 {
		return nil, py.NewValueError("m has more than 2 dimensions")
	}
	rv := true
	if rowvar != nil {
		rv, _ = py.Truth(t, rowvar)
	}
	x = atleast(x, 2)
	if !rv && x.shape[0] != 1 {
		x = x.transposed(nil)
	}
	if yv != nil && yv != py.None {
		y, err := m.arrayArg(t, yv)
		if err != nil {
			return nil, err
		}
		y = atleast(y, 2)
		if !rv && y.shape[0] != 1 {
			y = y.transposed(nil)
		}
		if x, err = m.concat(t, []*Array{x, y}, 0, true); err != nil {
			return nil, err
		}
	}
	return x, nil
}

// covFn is np.cov(m, y=None, rowvar=True, bias=False, ddof=None).
func (m *Module) covFn(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	vals, err := bindArgs("cov", []string{"m", "y", "rowvar", "bias", "ddof", "fweights", "aweights", "*dtype"}, 1, args, kwargs)
	if err != nil {
		return nil, err
	}
	x, err := m.covInput(t, vals[0], vals[1], vals[2])
	if err != nil {
		return nil, err
	}
	ddof := 1
	if vals[3] != nil {
		if b, _ := py.Truth(t, vals[3]); b {
			ddof = 0
		}
	}
	if vals[4] != nil && vals[4] != py.None {
		n, err := py.Index(t, vals[4])
		if err != nil {
			return nil, err
		}
		ddof = int(n)
	}
	n := x.shape[1]
	var w, aw []float64
	for j, name := range []string{"fweights", "aweights"} {
		v := vals[5+j]
		if v == nil || v == py.None {
			continue
		}
		wa, err := m.arrayArg(t, v)
		if err != nil {
			return nil, err
		}
		if j == 0 && wa.kind > Int64 {
			if wa.kind != Float64 {
				return nil, py.NewTypeError("fweights must be integer")
			}
			fws, err := wa.Float64s(t)
			if err != nil {
				return nil, err
			}
			for _, f := range fws {
				if f != math.Trunc(f) {
					return nil, py.NewTypeError("fweights must be integer")
				}
			}
		}
		if len(wa.shape) > 1 {
			return nil, py.NewRuntimeError("cannot handle multidimensional %s", name)
		}
		if wa.Size() != n {
			return nil, py.NewRuntimeError("incompatible numbers of samples and %s", name)
		}
		ws, err := wa.Float64s(t)
		if err != nil {
			return nil, err
		}
		for _, f := range ws {
			if f < 0 {
				return nil, py.NewValueError("%s cannot be negative", name)
			}
		}
		if j == 1 {
			aw = ws
			if w != nil {
				if err := Charge(t, Float64, n); err != nil {
					return nil, err
				}
				prod := make([]float64, n)
				for k := range prod {
					prod[k] = w[k] * ws[k]
				}
				ws = prod
			}
		}
		w = ws
	}
	c, err := m.covArrays(t, x, ddof, w, aw)
	if err != nil {
		return nil, err
	}
	if c.shape[0] == 1 {
		return m.Wrap(c.view([]int{}, []int{}, c.off)), nil // numpy's c.squeeze()
	}
	return m.Wrap(c), nil
}

// corrcoefFn is np.corrcoef(x, y=None, rowvar=True).
func (m *Module) corrcoefFn(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	vals, err := bindArgs("corrcoef", []string{"x", "y", "rowvar", "bias", "ddof", "*dtype"}, 1, args, kwargs)
	if err != nil {
		return nil, err
	}
	x, err := m.covInput(t, vals[0], vals[1], vals[2])
	if err != nil {
		return nil, err
	}
	c, err := m.covArrays(t, x, 1, nil, nil)
	if err != nil {
		return nil, err
	}
	n := c.shape[0]
	var fl fpFlags
	if n == 1 {
		// numpy's cov squeezes a single variable to 0-d, diag fails, and
		// corrcoef returns c / c.
		v := c.f[0]
		r := v / v
		if r != r && v == v {
			fl.invalid = true
		}
		if err := m.report(t, fl, "divide"); err != nil {
			return nil, err
		}
		c.f[0] = r
		return m.box(c, 0), nil
	}
	if err := Charge(t, Float64, n); err != nil {
		return nil, err
	}
	d := make([]float64, n)
	for i := range d {
		d[i] = math.Sqrt(c.f[i*n+i])
		if d[i] != d[i] && c.f[i*n+i] == c.f[i*n+i] {
			fl.invalid = true
		}
	}
	for i := 0; i < n; i++ {
		for k := 0; k < n; k++ {
			v := c.f[i*n+k] / d[i]
			v /= d[k]
			if v != v && c.f[i*n+k] == c.f[i*n+k] {
				fl.invalid = true
			}
			if v > 1 {
				v = 1
			} else if v < -1 {
				v = -1
			}
			c.f[i*n+k] = v
		}
	}
	if err := m.report(t, fl, "divide"); err != nil {
		return nil, err
	}
	if n == 1 {
		return m.box(c, 0), nil
	}
	return m.Wrap(c), nil
}

// addStats binds the statistics functions.
func (m *Module) addStats(t *py.Thread, d *py.Dict) error {
	m.def(map[string]py.BuiltinFunc{
		"median":        m.medianFn("median", false),
		"nanmedian":     m.medianFn("nanmedian", true),
		"percentile":    m.quantileFn("percentile", true, false),
		"quantile":      m.quantileFn("quantile", false, false),
		"nanpercentile": m.quantileFn("nanpercentile", true, true),
		"nanquantile":   m.quantileFn("nanquantile", false, true),
		"average":       m.averageFn,
		"bincount":      m.bincountFn,
		"digitize":      m.digitizeFn,
		"histogram":     m.histogramFn,
		"cov":           m.covFn,
		"corrcoef":      m.corrcoefFn,
	})
	return nil
}
