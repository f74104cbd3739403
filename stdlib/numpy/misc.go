package numpy

import (
	"math"

	"github.com/kraitpy/krait/py"
)

// This file binds the remaining array functions agents use: isclose,
// allclose, array_equal, nan_to_num, diff, ediff1d, gradient, trapz,
// convolve, correlate, interp, divmod, modf, and the type queries
// (ndim, shape, size, isscalar, issubdtype, result_type, iscomplexobj).

// addMiscFuncs binds them.
func (m *Module) addMiscFuncs(t *py.Thread, d *py.Dict) error {
	m.addMatmul()
	m.addPoly()
	m.def(map[string]py.BuiltinFunc{
		"isclose":     m.iscloseFn(false),
		"allclose":    m.iscloseFn(true),
		"array_equal": m.arrayEqualFn(false),
		"array_equiv": m.arrayEqualFn(true),
		"nan_to_num":  m.nanToNum,
		"diff":        m.diffFn,
		"ediff1d": func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			a, err := m.oneArray(t, "ediff1d", "ary", args, kwargs)
			if err != nil {
				return nil, err
			}
			if a.kind == Bool {
				return nil, errBoolSubtract()
			}
			flat, err := m.reshape(t, a, []int{a.Size()}, "C")
			if err != nil {
				return nil, err
			}
			return m.diffFn(t, nil, []py.Value{m.Wrap(flat)}, nil)
		},
		"gradient":  m.gradientFn,
		"trapz":     m.trapzFn,
		"convolve":  m.convolveFn(false),
		"correlate": m.convolveFn(true),
		"interp":    m.interpFn,
		"divmod": func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			return m.divmod(t, func() (py.Value, error) { return m.callBinary(t, m.bin["floor_divide"], args, kwargs) },
				func() (py.Value, error) { return m.callBinary(t, m.bin["remainder"], args, kwargs) })
		},
		"modf": func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			a, err := m.oneArray(t, "modf", "x", args, kwargs)
			if err != nil {
				return nil, err
			}
			f, err := m.castTo(t, a, Float64)
			if err != nil {
				return nil, err
			}
			ip, err := alloc(t, Float64, f.shape)
			if err != nil {
				return nil, err
			}
			fp, err := alloc(t, Float64, f.shape)
			if err != nil {
				return nil, err
			}
			j := 0
			f.forEachOffset(func(o int) {
				i, fr := math.Modf(f.f[o])
				ip.f[j], fp.f[j] = i, fr
				j++
			})
			return py.NewTuple([]py.Value{m.result(fp), m.result(ip)}), nil
		},
		"ndim": func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			a, err := m.oneArray(t, "ndim", "a", args, kwargs)
			if err != nil {
				return nil, err
			}
			return py.NewInt(int64(len(a.shape))), nil
		},
		"shape": func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			a, err := m.oneArray(t, "shape", "a", args, kwargs)
			if err != nil {
				return nil, err
			}
			return intTuple(a.shape), nil
		},
		"size": func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			vals, err := bindArgs("size", []string{"a", "axis"}, 1, args, kwargs)
			if err != nil {
				return nil, err
			}
			a, err := m.arrayArg(t, vals[0])
			if err != nil {
				return nil, err
			}
			if vals[1] != nil && vals[1] != py.None {
				ax, err := m.axisArg(t, vals[1], len(a.shape))
				if err != nil {
					return nil, err
				}
				return py.NewInt(int64(a.shape[ax])), nil
			}
			return py.NewInt(int64(a.Size())), nil
		},
		"isscalar": func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			vals, err := bindArgs("isscalar", []string{"element"}, 1, args, kwargs)
			if err != nil {
				return nil, err
			}
			switch v := vals[0].(type) {
			case py.Int, py.Float, py.Bool, py.Complex, *py.Str, *py.BigInt, *py.Bytes:
				return py.True, nil
			case *py.Instance:
				if m.isNumpyScalar(v) {
					return py.True, nil
				}
				for _, c := range []*py.Type{py.IntType, py.FloatType, py.ComplexType, py.StrType} {
					if v.Class.IsSubtype(c) {
						return py.True, nil
					}
				}
			}
			return py.False, nil
		},
		"iterable": func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			vals, err := bindArgs("iterable", []string{"y"}, 1, args, kwargs)
			if err != nil {
				return nil, err
			}
			if a, ok := Unwrap(vals[0]); ok {
				return py.NewBool(len(a.shape) > 0), nil
			}
			_, err = py.Iterate(t, vals[0])
			return py.NewBool(err == nil), nil
		},
		"issubdtype":    m.issubdtype,
		"result_type":   m.resultType,
		"promote_types": m.resultType,
		"iscomplexobj": func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			a, err := m.oneArray(t, "iscomplexobj", "x", args, kwargs)
			if err != nil {
				return nil, err
			}
			return py.NewBool(a.kind == Complex128), nil
		},
		"isrealobj": func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			a, err := m.oneArray(t, "isrealobj", "x", args, kwargs)
			if err != nil {
				return nil, err
			}
			return py.NewBool(a.kind != Complex128), nil
		},
		"shares_memory":    m.sharesMemory,
		"may_share_memory": m.sharesMemory,
		"apply_along_axis": m.applyAlongAxis,
		"sinc": func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			a, err := m.oneArray(t, "sinc", "x", args, kwargs)
			if err != nil {
				return nil, err
			}
			f, err := m.astype(t, a, Float64, 0)
			if err != nil {
				return nil, err
			}
			for j, x := range f.f {
				if x == 0 {
					f.f[j] = 1
					continue
				}
				y := math.Pi * x
				f.f[j] = sinOf(y) / y
			}
			return m.result(f), nil
		},
	})
	return nil
}

// iscloseFn is np.isclose (all: np.allclose): |a-b| <= atol + rtol*|b|.
func (m *Module) iscloseFn(all bool) py.BuiltinFunc {
	return func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		name := "isclose"
		if all {
			name = "allclose"
		}
		vals, err := bindArgs(name, []string{"a", "b", "rtol", "atol", "equal_nan"}, 2, args, kwargs)
		if err != nil {
			return nil, err
		}
		a, err := m.operand(t, vals[0])
		if err != nil {
			return nil, err
		}
		b, err := m.operand(t, vals[1])
		if err != nil {
			return nil, err
		}
		rtol, atol := 1e-05, 1e-08
		if vals[2] != nil {
			if rtol, err = m.floatArg(t, vals[2]); err != nil {
				return nil, err
			}
		}
		if vals[3] != nil {
			if atol, err = m.floatArg(t, vals[3]); err != nil {
				return nil, err
			}
		}
		eqNaN := false
		if vals[4] != nil {
			eqNaN, _ = py.Truth(t, vals[4])
		}
		shape, err := broadcastShapes(a.shape, b.shape)
		if err != nil {
			return nil, err
		}
		out, err := alloc(t, Bool, shape)
		if err != nil {
			return nil, err
		}
		ab, bb := broadcastTo(a, shape), broadcastTo(b, shape)
		offs, err := offsetsOf(t, ab, bb)
		if err != nil {
			return nil, err
		}
		ao, bo := offs[0], offs[1]
		for j := range ao {
			x, y := ab.complexAt(ao[j]), bb.complexAt(bo[j])
			var close bool
			xr, yr := real(x), real(y)
			switch {
			case imag(x) == 0 && imag(y) == 0 && (math.IsInf(xr, 0) || math.IsInf(yr, 0)):
				close = xr == yr
			case xr != xr || yr != yr || imag(x) != imag(x) || imag(y) != imag(y):
				close = eqNaN && (xr != xr) == (yr != yr)
			default:
				d := x - y
				dd := math.Hypot(real(d), imag(d))
				by := math.Hypot(real(y), imag(y))
				close = dd <= atol+rtol*by
			}
			out.b[j] = close
		}
		if all {
			for _, v := range out.b {
				if !v {
					return py.False, nil
				}
			}
			return py.True, nil
		}
		return m.result(out), nil
	}
}

// arrayEqualFn is np.array_equal (equiv: np.array_equiv broadcasts).
func (m *Module) arrayEqualFn(equiv bool) py.BuiltinFunc {
	return func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		vals, err := bindArgs("array_equal", []string{"a1", "a2", "equal_nan"}, 2, args, kwargs)
		if err != nil {
			return nil, err
		}
		a, err := m.arrayArg(t, vals[0])
		if err != nil {
			return nil, err
		}
		b, err := m.arrayArg(t, vals[1])
		if err != nil {
			return nil, err
		}
		eqNaN := false
		if len(vals) > 2 && vals[2] != nil {
			eqNaN, _ = py.Truth(t, vals[2])
		}
		if !equiv && !sameShape(a.shape, b.shape) {
			return py.False, nil
		}
		if equiv {
			if _, err := broadcastShapes(a.shape, b.shape); err != nil {
				return py.False, nil
			}
		}
		eq, err := m.applyBinary(t, m.bin["equal"], a, b, nil, false)
		if err != nil {
			return nil, err
		}
		nanEq := eqNaN && a.kind == Float64 && b.kind == Float64
		var ab, bb *Array
		if nanEq {
			ab, bb = broadcastTo(a, eq.shape), broadcastTo(b, eq.shape)
		}
		for j, v := range eq.b {
			if !v {
				if nanEq {
					x, y := ab.f[ab.offsetAt(j)], bb.f[bb.offsetAt(j)]
					if x != x && y != y {
						continue
					}
				}
				return py.False, nil
			}
		}
		return py.True, nil
	}
}

// nanToNum is np.nan_to_num(x, copy=True, nan=0.0, posinf=None,
// neginf=None).
func (m *Module) nanToNum(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	vals, err := bindArgs("nan_to_num", []string{"x", "copy", "nan", "posinf", "neginf"}, 1, args, kwargs)
	if err != nil {
		return nil, err
	}
	a, err := m.operand(t, vals[0])
	if err != nil {
		return nil, err
	}
	c, err := a.copyArray(t)
	if err != nil {
		return nil, err
	}
	if c.kind != Float64 && c.kind != Complex128 {
		return m.result(c), nil
	}
	nanV, posV, negV := 0.0, math.MaxFloat64, -math.MaxFloat64
	if vals[2] != nil && vals[2] != py.None {
		if nanV, err = m.floatArg(t, vals[2]); err != nil {
			return nil, err
		}
	}
	if vals[3] != nil && vals[3] != py.None {
		if posV, err = m.floatArg(t, vals[3]); err != nil {
			return nil, err
		}
	}
	if vals[4] != nil && vals[4] != py.None {
		if negV, err = m.floatArg(t, vals[4]); err != nil {
			return nil, err
		}
	}
	fix := func(x float64) float64 {
		switch {
		case x != x:
			return nanV
		case math.IsInf(x, 1):
			return posV
		case math.IsInf(x, -1):
			return negV
		}
		return x
	}
	if c.kind == Float64 {
		for j, x := range c.f {
			c.f[j] = fix(x)
		}
	} else {
		for j, x := range c.c {
			c.c[j] = complex(fix(real(x)), fix(imag(x)))
		}
	}
	return m.result(c), nil
}

// diffFn is np.diff(a, n=1, axis=-1, prepend, append).
func (m *Module) diffFn(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	vals, err := bindArgs("diff", []string{"a", "n", "axis", "prepend", "append"}, 1, args, kwargs)
	if err != nil {
		return nil, err
	}
	a, err := m.arrayArg(t, vals[0])
	if err != nil {
		return nil, err
	}
	n := int64(1)
	if vals[1] != nil {
		if n, err = py.Index(t, vals[1]); err != nil {
			return nil, err
		}
		if n < 0 {
			return nil, py.NewValueError("order must be non-negative but got %d", n)
		}
	}
	if len(a.shape) == 0 {
		return nil, py.NewValueError("diff requires input that is at least one dimensional")
	}
	ax := len(a.shape) - 1
	if vals[2] != nil {
		if ax, err = m.axisArg(t, vals[2], len(a.shape)); err != nil {
			return nil, err
		}
	}
	extra := func(v py.Value) (*Array, error) {
		e, err := m.operand(t, v)
		if err != nil {
			return nil, err
		}
		if len(e.shape) == 0 {
			shape := append([]int(nil), a.shape...)
			shape[ax] = 1
			e = broadcastTo(e, shape)
		}
		return e, nil
	}
	parts := []*Array{}
	if vals[3] != nil && vals[3] != py.None {
		e, err := extra(vals[3])
		if err != nil {
			return nil, err
		}
		parts = append(parts, e)
	}
	parts = append(parts, a)
	if vals[4] != nil && vals[4] != py.None {
		e, err := extra(vals[4])
		if err != nil {
			return nil, err
		}
		parts = append(parts, e)
	}
	if len(parts) > 1 {
		if a, err = m.concat(t, parts, ax, true); err != nil {
			return nil, err
		}
	}
	u := m.bin["subtract"]
	if a.kind == Bool {
		u = m.bin["not_equal"]
	}
	for k := int64(0); k < n; k++ {
		l := a.shape[ax]
		if l == 0 {
			break
		}
		shape := append([]int(nil), a.shape...) //krait:alloc-ok one per dimension (maxDims), once per difference, each of which computes a charged array
		shape[ax] = l - 1
		hi := a.view(shape, a.strides, a.off+a.strides[ax])
		lo := a.view(shape, a.strides, a.off)
		if l-1 == 0 {
			hi = lo
		}
		if a, err = m.applyBinary(t, u, hi, lo, nil, false); err != nil {
			return nil, err
		}
	}
	return m.Wrap(a), nil
}

// gradientFn is np.gradient(f, *varargs, axis=None, edge_order=1) for
// unit or scalar spacing.
func (m *Module) gradientFn(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	if len(args) == 0 {
		return nil, py.NewTypeError("gradient() missing 1 required positional argument: 'f'")
	}
	f, err := m.arrayArg(t, args[0])
	if err != nil {
		return nil, err
	}
	var axisV py.Value
	for _, kw := range kwargs {
		switch kw.Name {
		case "edge_order":
			if n, _ := py.Index(t, kw.Value); n != 1 {
				return nil, py.NewNotImplementedError("np.gradient with edge_order=2 is not supported by krait's numpy")
			}
		case "axis":
			axisV = kw.Value
		default:
			return nil, py.NewTypeError("gradient() got an unexpected keyword argument '%s'", kw.Name)
		}
	}
	axes, err := m.axesArg(t, axisV, len(f.shape))
	if err != nil {
		return nil, err
	}
	if f.kind == Bool {
		return nil, errBoolSubtract()
	}
	nd := len(axes)
	spacing := make([]*Array, nd) //krait:alloc-ok one per axis, at most ndim
	switch len(args) - 1 {
	case 0:
	case 1:
		s, err := m.operand(t, args[1])
		if err != nil {
			return nil, err
		}
		for k := range spacing {
			spacing[k] = s
		}
	default:
		if len(args)-1 != nd {
			return nil, py.NewTypeError("invalid number of arguments")
		}
		for k := range spacing {
			if spacing[k], err = m.operand(t, args[k+1]); err != nil {
				return nil, err
			}
		}
	}
	ff, err := m.astype(t, f, Float64, 0)
	if err != nil {
		return nil, err
	}
	var outs []py.Value
	for j, ax := range axes {
		n := ff.shape[ax]
		if n < 2 {
			return nil, py.NewValueError("Shape of array too small to calculate a numerical gradient, at least (edge_order + 1) elements are required.")
		}
		out, err := alloc(t, Float64, ff.shape)
		if err != nil {
			return nil, err
		}
		var coords []float64
		h := 1.0
		if s := spacing[j]; s != nil {
			if len(s.shape) == 0 {
				h = s.floatAt(s.off)
			} else {
				if s.Size() != n {
					return nil, py.NewValueError("when 1d, distances must match the length of the corresponding dimension")
				}
				if coords, err = s.Float64s(t); err != nil {
					return nil, err
				}
			}
		}
		st := ff.strides[ax]
		s := m.reduceSpecFor(ff, []int{ax})
		so := m.reduceSpecFor(out, []int{ax})
		var outOffs []int
		so.forEachBlock(0, func(_, o int) { outOffs = append(outOffs, o) })
		ost := out.strides[ax]
		s.forEachBlock(0, func(j, o int) {
			oo := outOffs[j]
			at := func(i int) float64 { return ff.f[o+i*st] }
			for i := 0; i < n; i++ {
				var g float64
				switch {
				case i == 0:
					d := h
					if coords != nil {
						d = coords[1] - coords[0]
					}
					g = (at(1) - at(0)) / d
				case i == n-1:
					d := h
					if coords != nil {
						d = coords[n-1] - coords[n-2]
					}
					g = (at(n-1) - at(n-2)) / d
				default:
					if coords == nil {
						g = (at(i+1) - at(i-1)) / (2 * h)
					} else {
						h1, h2 := coords[i]-coords[i-1], coords[i+1]-coords[i]
						a := -h2 / (h1 * (h1 + h2))
						b := (h2 - h1) / (h1 * h2)
						c := h1 / (h2 * (h1 + h2))
						g = a*at(i-1) + b*at(i) + c*at(i+1)
					}
				}
				out.f[oo+i*ost] = g
			}
		})
		outs = append(outs, m.Wrap(out))
	}
	if len(outs) == 1 {
		return outs[0], nil
	}
	return py.NewList(outs), nil
}

// errBoolSubtract is numpy's error for a subtraction of bools (diffs and
// interpolations of bool arrays that numpy computes with subtract).
func errBoolSubtract() error {
	return py.NewTypeError("numpy boolean subtract, the `-` operator, is not supported, use the bitwise_xor, the `^` operator, or the logical_xor function instead.")
}

// trapzFn is np.trapz(y, x=None, dx=1.0, axis=-1).
func (m *Module) trapzFn(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	vals, err := bindArgs("trapz", []string{"y", "x", "dx", "axis"}, 1, args, kwargs)
	if err != nil {
		return nil, err
	}
	y, err := m.arrayArg(t, vals[0])
	if err != nil {
		return nil, err
	}
	ax := len(y.shape) - 1
	if vals[3] != nil {
		if ax, err = m.axisArg(t, vals[3], len(y.shape)); err != nil {
			return nil, err
		}
	}
	if len(y.shape) == 0 {
		return nil, py.NewIndexError("tuple index out of range")
	}
	// numpy: (d * (y[1:] + y[:-1]) / 2.0).sum(axis); the axis is moved
	// last and each row summed as numpy sums a contiguous row.
	perm := identityPerm(len(y.shape))
	perm = append(append(perm[:ax:ax], perm[ax+1:]...), ax)
	rows, err := y.transposed(perm).copyArray(t)
	if err != nil {
		return nil, err
	}
	n := y.shape[ax]
	var xs []float64
	dx := 1.0
	if vals[1] != nil && vals[1] != py.None {
		x, err := m.arrayArg(t, vals[1])
		if err != nil {
			return nil, err
		}
		if len(x.shape) != 1 {
			return nil, py.NewNotImplementedError("np.trapz with an x of more than 1 dimension is not supported by krait's numpy")
		}
		if xs, err = x.Float64s(t); err != nil {
			return nil, err
		}
		if len(xs) != n {
			return nil, py.NewValueError("operands could not be broadcast together with shapes (%d,) %s ", len(xs)-1, shapeRepr(append(append([]int(nil), rows.shape[:len(rows.shape)-1]...), max(n-1, 0))))
		}
	} else if vals[2] != nil {
		if dx, err = m.floatArg(t, vals[2]); err != nil {
			return nil, err
		}
	}
	outShape := rows.shape[:len(rows.shape)-1]
	out, err := alloc(t, Float64, outShape)
	if err != nil {
		return nil, err
	}
	if err := Charge(t, Float64, max(n-1, 0)); err != nil {
		return nil, err
	}
	terms := make([]float64, max(n-1, 0))
	for r := range out.f {
		base := r * n
		for j := range terms {
			var pair float64
			if rows.kind == Bool {
				// bool + bool is a logical or in numpy.
				if rows.boolAt(base+j+1) || rows.boolAt(base+j) {
					pair = 1
				}
			} else {
				pair = rows.floatAt(base+j+1) + rows.floatAt(base+j)
			}
			d := dx
			if xs != nil {
				d = xs[j+1] - xs[j]
			}
			terms[j] = d * pair / 2.0
		}
		s := 0.0
		for c := 0; c < len(terms); c += bufSize {
			s += pairwiseSum(terms, c, min(bufSize, len(terms)-c), 1)
		}
		out.f[r] = s
	}
	if len(outShape) == 0 {
		return m.Float64(out.f[0]), nil
	}
	return m.Wrap(out), nil
}

// convolveFn is np.convolve(a, v, mode='full') (correlate: np.correlate,
// default mode 'valid').
func (m *Module) convolveFn(corr bool) py.BuiltinFunc {
	return func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		name := "convolve"
		if corr {
			name = "correlate"
		}
		vals, err := bindArgs(name, []string{"a", "v", "mode"}, 2, args, kwargs)
		if err != nil {
			return nil, err
		}
		a, err := m.arrayArg(t, vals[0])
		if err != nil {
			return nil, err
		}
		v, err := m.arrayArg(t, vals[1])
		if err != nil {
			return nil, err
		}
		if a.Size() == 0 {
			return nil, py.NewValueError("a cannot be empty")
		}
		if v.Size() == 0 {
			return nil, py.NewValueError("v cannot be empty")
		}
		mode := "full"
		if corr {
			mode = "valid"
		}
		mode = strArg(vals[2], mode)
		k := promote(a.kind, v.kind)
		if k == Bool {
			k = Int64
		}
		if k != Int64 && k != Float64 {
			return nil, py.NewNotImplementedError("np.%s on %s arrays is not supported by krait's numpy", name, kindNames[k])
		}
		av, err := a.Float64s(t)
		if err != nil {
			return nil, err
		}
		vv, err := v.Float64s(t)
		if err != nil {
			return nil, err
		}
		ai, err := a.Int64s(t)
		if err != nil {
			return nil, err
		}
		vi, err := v.Int64s(t)
		if err != nil {
			return nil, err
		}
		if corr {
			// correlate(a, v) = convolve(a, v[::-1]) with numpy's
			// argument order.
			for i, j := 0, len(vv)-1; i < j; i, j = i+1, j-1 {
				vv[i], vv[j] = vv[j], vv[i]
				vi[i], vi[j] = vi[j], vi[i]
			}
		}
		na, nv := len(av), len(vv)
		if nv > na && !corr {
			av, vv = vv, av
			ai, vi = vi, ai
			na, nv = nv, na
		}
		full := na + nv - 1
		if err := t.Charge(int64(na) * int64(nv)); err != nil {
			return nil, err
		}
		out, err := alloc(t, k, []int{full})
		if err != nil {
			return nil, err
		}
		for n := 0; n < full; n++ {
			lo := max(0, n-nv+1)
			hi := min(n, na-1)
			if k == Int64 {
				var acc int64
				for i := lo; i <= hi; i++ {
					acc += ai[i] * vi[n-i]
				}
				out.i[n] = acc
				continue
			}
			acc := 0.0
			for i := lo; i <= hi; i++ {
				acc += float64(av[i] * vv[n-i])
			}
			out.f[n] = acc
		}
		var start, length int
		switch mode {
		case "full":
			start, length = 0, full
		case "same":
			length = max(na, nv)
			start = (full - length) / 2
		case "valid":
			length = max(na, nv) - min(na, nv) + 1
			start = min(na, nv) - 1
		default:
			return nil, py.NewValueError("mode must be one of 'valid', 'same', or 'full' (got '%s')", mode)
		}
		return m.Wrap(out.view([]int{length}, []int{1}, start)), nil
	}
}

// interpFn is np.interp(x, xp, fp, left=None, right=None).
func (m *Module) interpFn(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	vals, err := bindArgs("interp", []string{"x", "xp", "fp", "left", "right", "period"}, 3, args, kwargs)
	if err != nil {
		return nil, err
	}
	x, err := m.operand(t, vals[0])
	if err != nil {
		return nil, err
	}
	xpa, err := m.arrayArg(t, vals[1])
	if err != nil {
		return nil, err
	}
	fpa, err := m.arrayArg(t, vals[2])
	if err != nil {
		return nil, err
	}
	xp, err := xpa.Float64s(t)
	if err != nil {
		return nil, err
	}
	fp, err := fpa.Float64s(t)
	if err != nil {
		return nil, err
	}
	if len(xp) != len(fp) {
		return nil, py.NewValueError("fp and xp are not of the same length.")
	}
	if len(xp) == 0 {
		return nil, py.NewValueError("array of sample points is empty")
	}
	left, right := fp[0], fp[len(fp)-1]
	if vals[3] != nil && vals[3] != py.None {
		if left, err = m.floatArg(t, vals[3]); err != nil {
			return nil, err
		}
	}
	if vals[4] != nil && vals[4] != py.None {
		if right, err = m.floatArg(t, vals[4]); err != nil {
			return nil, err
		}
	}
	out, err := alloc(t, Float64, x.shape)
	if err != nil {
		return nil, err
	}
	n := len(xp)
	j := 0
	x.forEachOffset(func(o int) {
		v := x.floatAt(o)
		var r float64
		switch {
		case v != v:
			r = v
		case v < xp[0]:
			r = left
		case v > xp[n-1]:
			r = right
		case v == xp[n-1]:
			r = fp[n-1]
		default:
			lo, hi := 0, n-1
			for lo < hi {
				mid := (lo + hi) / 2
				if xp[mid] <= v {
					lo = mid + 1
				} else {
					hi = mid
				}
			}
			i := lo - 1
			if i < 0 {
				i = 0
			}
			if xp[i] == v {
				r = fp[i]
				break
			}
			slope := (fp[i+1] - fp[i]) / (xp[i+1] - xp[i])
			r = slope*(v-xp[i]) + fp[i]
			if r != r {
				r = slope*(v-xp[i+1]) + fp[i+1]
				if r != r && fp[i] == fp[i+1] {
					r = fp[i]
				}
			}
		}
		out.f[j] = r
		j++
	})
	return m.result(out), nil
}

// issubdtype is np.issubdtype(arg1, arg2).
func (m *Module) issubdtype(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	vals, err := bindArgs("issubdtype", []string{"arg1", "arg2"}, 2, args, kwargs)
	if err != nil {
		return nil, err
	}
	var cls *py.Type
	if typ, ok := vals[0].(*py.Type); ok && typ.IsSubtype(m.generic) {
		cls = typ // numpy's scalar types, the ones krait's arrays lack too
	} else {
		k1, _, err := m.parseDtype(t, vals[0])
		if err != nil {
			return nil, err
		}
		cls = m.scalarCls[k1]
	}
	if typ, ok := vals[1].(*py.Type); ok {
		if typ == py.FloatType {
			typ = m.floating
		} else if typ == py.IntType {
			typ = m.signedint
		} else if typ == py.ComplexType {
			typ = m.complexfloating
		} else if typ == py.BoolType {
			typ = m.scalarCls[Bool]
		}
		return py.NewBool(cls.IsSubtype(typ)), nil
	}
	k2, _, err := m.parseDtype(t, vals[1])
	if err != nil {
		return nil, err
	}
	return py.NewBool(cls == m.scalarCls[k2]), nil
}

// resultType is np.result_type / np.promote_types.
func (m *Module) resultType(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	if len(args) == 0 {
		return nil, py.NewValueError("at least one array or dtype is required")
	}
	k, w := Bool, 0
	first := true
	for _, v := range args {
		var vk Kind
		vw := 0
		if _, isStr := v.(*py.Str); isStr {
			var err error
			if vk, vw, err = m.parseDtype(t, v); err != nil {
				return nil, err
			}
		} else if a, ok := Unwrap(v); ok {
			vk, vw = a.kind, numWidth(a)
		} else if sa, ok := pyScalarArray(v); ok {
			vk = sa.kind
		} else if sa, ok := m.scalarArray(v); ok {
			vk, vw = sa.kind, numWidth(sa)
		} else {
			var err error
			if vk, vw, err = m.parseDtype(t, v); err != nil {
				return nil, err
			}
		}
		vw = numWidthOf(vk, vw)
		if first {
			k, w, first = vk, vw, false
		} else if pk, pw, ok := promoteDtypes(k, w, vk, vw); ok {
			k, w = pk, pw
		} else {
			k, w = promote(k, vk), 0
		}
	}
	return m.dtypeFor(k, numWidthOf(k, w)), nil
}

// sharesMemory is np.shares_memory / may_share_memory: whether the two
// arrays use the same buffer.
func (m *Module) sharesMemory(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	vals, err := bindArgs("shares_memory", []string{"a", "b", "max_work"}, 2, args, kwargs)
	if err != nil {
		return nil, err
	}
	a, ok1 := Unwrap(vals[0])
	b, ok2 := Unwrap(vals[1])
	return py.NewBool(ok1 && ok2 && a.root() == b.root()), nil
}

// applyAlongAxis is np.apply_along_axis(func1d, axis, arr, *args).
func (m *Module) applyAlongAxis(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	if len(args) < 3 {
		return nil, py.NewTypeError("apply_along_axis() missing required arguments")
	}
	fn := args[0]
	a, err := m.arrayArg(t, args[2])
	if err != nil {
		return nil, err
	}
	ax, err := m.axisArg(t, args[1], len(a.shape))
	if err != nil {
		return nil, err
	}
	extra := args[3:]
	s := m.reduceSpecFor(a, []int{ax})
	var results []*Array
	ferr := s.forEachBlockErr(a.off, func(_, o int) error {
		// Each call is an operation, and each lane a view and a result
		// kept, even when the lanes are empty: np.zeros((0, 10**12))
		// along axis 0 calls fn 10**12 times (numpy does too), and only
		// this charge polls the deadline and bounds the results held.
		if err := t.Charge(1); err != nil {
			return err
		}
		if err := t.Alloc(2 * viewBytes); err != nil { // the lane's view and the result kept
			return err
		}
		lane := a.view([]int{a.shape[ax]}, []int{a.strides[ax]}, o)
		fargs, err := py.JoinValues(t, []py.Value{m.Wrap(lane)}, extra)
		if err != nil {
			return err
		}
		r, err := py.Call(t, fn, fargs, kwargs)
		if err != nil {
			return err
		}
		ra, err := m.operand(t, r)
		if err != nil {
			return err
		}
		if len(results) == 0 {
			// numpy makes its result buffer after the first call.
			if err := checkNdim(len(a.shape) - 1 + len(ra.shape)); err != nil {
				return err
			}
		}
		results = append(results, ra)
		return nil
	})
	if ferr != nil {
		return nil, ferr
	}
	if len(results) == 0 {
		return nil, py.NewValueError("Cannot apply_along_axis when any iteration dimensions are 0")
	}
	rshape := results[0].shape
	k := results[0].kind
	for _, r := range results {
		if !sameShape(r.shape, rshape) {
			return nil, py.NewValueError("could not broadcast input array from shape %s into shape %s", shapeRepr(r.shape), shapeRepr(rshape))
		}
		k = promote(k, r.kind)
	}
	outShape := append(append(append([]int(nil), s.outShape[:ax]...), rshape...), s.outShape[ax:]...)
	out, err := alloc(t, k, outShape)
	if err != nil {
		return nil, err
	}
	// Fill with the result dimensions last, then move them to ax.
	tmpShape := append(append([]int(nil), s.outShape...), rshape...)
	perm := make([]int, len(outShape))
	nOut := len(s.outShape)
	for k := range perm {
		switch {
		case k < ax:
			perm[k] = k
		case k < ax+len(rshape):
			perm[k] = nOut + (k - ax)
		default:
			perm[k] = k - len(rshape)
		}
	}
	flat, err := alloc(t, k, tmpShape)
	if err != nil {
		return nil, err
	}
	per := shapeSize(rshape)
	for j, r := range results {
		dst := flat.view(rshape, cStrides(rshape), j*per)
		if err := m.assignArray(t, dst, r); err != nil {
			return nil, err
		}
	}
	moved := flat.transposed(perm)
	if err := m.assignArray(t, out, moved); err != nil {
		return nil, err
	}
	return m.result(out), nil
}
