package numpy

import (
	"github.com/kraitpy/krait/py"
)

// This file is numpy.lib: the numpy functions numpy.lib re-exports, and
// numpy.lib.stride_tricks with sliding_window_view (as_strided, which
// can read outside the array, is left out).

// libNames are the names numpy.lib shares with numpy.
var libNames = []string{
	"DataSource", "RankWarning", "angle", "append", "apply_along_axis", "array_split", "asfarray",
	"average", "bartlett", "bincount", "blackman", "broadcast_arrays", "broadcast_shapes",
	"broadcast_to", "c_", "column_stack", "copy", "corrcoef", "cov", "delete", "diag", "diag_indices",
	"diag_indices_from", "diagflat", "diff", "digitize", "dsplit", "dstack", "ediff1d", "expand_dims",
	"extract", "eye", "fill_diagonal", "fix", "flip", "fliplr", "flipud", "fromregex", "genfromtxt",
	"gradient", "hamming", "hanning", "histogram", "hsplit", "imag", "in1d", "index_exp", "info",
	"insert", "interp", "intersect1d", "iscomplex", "iscomplexobj", "isin", "isneginf", "isposinf",
	"isreal", "isrealobj", "issubdtype", "iterable", "ix_", "kron", "load", "loadtxt", "lookfor",
	"median", "meshgrid", "mgrid", "msort", "nan_to_num", "nanargmax", "nanargmin", "nancumprod",
	"nancumsum", "nanmax", "nanmean", "nanmedian", "nanmin", "nanpercentile", "nanprod",
	"nanquantile", "nanstd", "nansum", "nanvar", "ndenumerate", "ndindex", "ogrid", "pad",
	"percentile", "piecewise", "poly", "poly1d", "polyadd", "polyder", "polyfit", "polyint",
	"polymul", "polysub", "polyval", "put_along_axis", "quantile", "r_", "ravel_multi_index", "real",
	"real_if_close", "recfromcsv", "recfromtxt", "roots", "rot90", "row_stack", "s_", "save",
	"savetxt", "savez", "savez_compressed", "select", "setdiff1d", "setxor1d", "sinc", "sort_complex",
	"split", "take_along_axis", "tile", "trapz", "tri", "tril", "tril_indices", "tril_indices_from",
	"trim_zeros", "triu", "triu_indices", "triu_indices_from", "typename", "union1d", "unique",
	"unravel_index", "unwrap", "vander", "vectorize", "vsplit",
}

// addLib makes numpy.lib and numpy.lib.stride_tricks.
func (m *Module) addLib(t *py.Thread, d *py.Dict) error {
	lib := py.NewModule("numpy.lib")
	for _, name := range libNames {
		if v := d.GetStr(name); v != nil {
			lib.Dict.SetStr(name, v)
		}
	}
	if err := m.SetSubmodule(t, "lib", lib); err != nil {
		return err
	}
	st := py.NewModule("numpy.lib.stride_tricks")
	setFuncs(st.Dict, map[string]py.BuiltinFunc{
		"sliding_window_view": m.slidingWindowView,
	})
	for _, name := range []string{"broadcast_to", "broadcast_arrays", "broadcast_shapes"} {
		st.Dict.SetStr(name, d.GetStr(name))
	}
	return m.SetSubmodule(t, "lib.stride_tricks", st)
}

// slidingWindowView is np.lib.stride_tricks.sliding_window_view(x,
// window_shape, axis=None): a read-only view of every window, the
// window's axes appended to the shape.
func (m *Module) slidingWindowView(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	vals, err := bindArgs("sliding_window_view", []string{"x", "window_shape", "axis", "*subok", "*writeable"}, 2, args, kwargs)
	if err != nil {
		return nil, err
	}
	x, err := m.arrayArg(t, vals[0])
	if err != nil {
		return nil, err
	}
	window, err := intList(t, vals[1])
	if err != nil {
		return nil, err
	}
	for _, w := range window {
		if w < 0 {
			return nil, py.NewValueError("`window_shape` cannot contain negative values")
		}
	}
	var axes []int
	if vals[2] == nil || vals[2] == py.None {
		if len(window) != len(x.shape) {
			return nil, py.NewValueError("Since axis is `None`, must provide window_shape for all dimensions of `x`; got %d window_shape elements and `x.ndim` is %d.", len(window), len(x.shape))
		}
		for j := range x.shape {
			axes = append(axes, j)
		}
	} else {
		raw, err := intList(t, vals[2])
		if err != nil {
			return nil, err
		}
		if len(raw) != len(window) {
			return nil, py.NewValueError("Must provide matching length window_shape and axis; got %d window_shape elements and %d axes elements.", len(window), len(raw))
		}
		for _, a := range raw {
			ax, err := m.normAxis(t, a, len(x.shape))
			if err != nil {
				return nil, err
			}
			axes = append(axes, ax)
		}
	}
	if len(x.shape)+len(window) > maxDims {
		return nil, py.NewValueError("number of dimensions must be within [0, 32]")
	}
	shape := append([]int(nil), x.shape...)
	strides := append([]int(nil), x.strides...)
	for j, ax := range axes {
		if shape[ax] < window[j] {
			return nil, py.NewValueError("window shape cannot be larger than input array shape")
		}
		shape[ax] -= window[j] - 1
		strides = append(strides, x.strides[ax])
	}
	shape = append(shape, window...) //krait:alloc-ok len(x.shape)+len(window) <= maxDims (checked above)
	v := x.view(shape, strides, x.off)
	v.readonly = true
	return m.Wrap(v), nil
}

// intList reads an int or a sequence of ints.
func intList(t *py.Thread, v py.Value) ([]int, error) {
	if n, err := py.Index(t, v); err == nil {
		return []int{int(n)}, nil
	}
	items, err := py.Items(t, v)
	if err != nil {
		return nil, err
	}
	out := make([]int, len(items))
	for j, it := range items {
		n, err := py.Index(t, it)
		if err != nil {
			return nil, err
		}
		out[j] = int(n)
	}
	return out, nil
}
