package numpy

import (
	"math"

	"github.com/kraitpy/krait/internal/libm"
	"github.com/kraitpy/krait/py"
)

// This file is np.histogram's bin-width estimators (bins='auto', 'fd',
// 'sturges', ...), numpy's _hist_bin_* functions with numpy's arithmetic
// (its std, percentile and log2; Python's float pow).

// histBinCount returns the number of equal bins the estimator name gives
// data over [lo, hi] (numpy: ceil((hi-lo)/width), 1 for a zero width or
// no data).
func (m *Module) histBinCount(t *py.Thread, name string, data []float64, lo, hi float64) (int, error) {
	if len(data) == 0 {
		return 1, nil
	}
	width, err := m.histBinWidth(t, name, data)
	if err != nil {
		return 0, err
	}
	if width == 0 || width != width {
		return 1, nil
	}
	n := math.Ceil((hi - lo) / width)
	if n > 1e8 {
		return 0, py.NewValueError("Too many bins for data range. Cannot create %v finite-sized bins.", n)
	}
	return int(n), nil
}

// histBinWidth is numpy's _hist_bin_selectors[name](x).
func (m *Module) histBinWidth(t *py.Thread, name string, x []float64) (float64, error) {
	n := float64(len(x))
	ptp := func() float64 {
		lo, hi := x[0], x[0]
		for _, v := range x {
			lo, hi = math.Min(lo, v), math.Max(hi, v)
		}
		return hi - lo
	}
	arr := &Array{kind: Float64, f: x, shape: []int{len(x)}, strides: []int{1}}
	call := func(fn string, args ...py.Value) (float64, error) {
		r, err := m.funcs[fn](t, nil, append([]py.Value{m.Wrap(arr)}, args...), nil) //krait:alloc-ok this function's own calls pass at most one argument
		if err != nil {
			return 0, err
		}
		f, _, err := py.AsFloat(r)
		return f, err
	}
	log2 := m.un["log2"].f
	switch name {
	case "sqrt":
		return ptp() / math.Sqrt(n), nil
	case "sturges":
		return ptp() / (log2(n) + 1.0), nil
	case "rice":
		return ptp() / (2.0 * libm.Pow(n, 1.0/3)), nil
	case "scott":
		sd, err := call("std")
		if err != nil {
			return 0, err
		}
		return libm.Pow(24.0*libm.Pow(math.Pi, 0.5)/n, 1.0/3.0) * sd, nil
	case "doane":
		if len(x) <= 2 {
			return 0, nil
		}
		sg1 := math.Sqrt(6.0 * (n - 2) / ((n + 1.0) * (n + 3)))
		sigma, err := call("std")
		if err != nil || !(sigma > 0) {
			return 0, err
		}
		mean, err := call("mean")
		if err != nil {
			return 0, err
		}
		temp := make([]float64, len(x))
		for j, v := range x {
			d := (v - mean) / sigma
			temp[j] = powFn(d, 3)
		}
		g1 := pairwiseSum1(temp) / n
		return ptp() / (1.0 + log2(n) + log2(1.0+math.Abs(g1)/sg1)), nil
	case "fd", "auto":
		q75, err := call("percentile", py.Float(75))
		if err != nil {
			return 0, err
		}
		q25, err := call("percentile", py.Float(25))
		if err != nil {
			return 0, err
		}
		fd := 2.0 * (q75 - q25) * libm.Pow(n, -1.0/3.0)
		if name == "fd" {
			return fd, nil
		}
		sturges := ptp() / (log2(n) + 1.0)
		if fd != 0 {
			return math.Min(fd, sturges), nil
		}
		return sturges, nil
	case "stone":
		return 0, py.NewNotImplementedError("histogram's 'stone' estimator is not supported by krait's numpy")
	}
	return 0, py.NewValueError("%s is not a valid estimator for `bins`", quoteStr(name))
}
