package numpy

import (
	"github.com/kraitpy/krait/py"
)

// This file binds the reductions: sum, prod, mean, std, var, min, max,
// argmin, argmax, any, all, cumsum, cumprod, ptp, count_nonzero, with
// axis, keepdims and dtype, computing as numpy's _methods.py does (mean
// and var divide sums by counts with numpy's warnings for empty slices).

// redArgs are the common arguments of a reduction.
type redArgs struct {
	a        *Array
	axis     py.Value
	dtype    Kind
	dwidth   int // the narrow width of dtype (float32, int8, ...)
	hasDtype bool
	keepdims bool
	ddof     int
	out      *Array
	// keepInt says the result of a narrow integer array keeps its dtype
	// (min, max, ptp); sums and products of integers are int64.
	keepInt bool
}

// bindReduction binds (a, axis, dtype, out, keepdims, ...) and the extra
// parameters of a particular reduction.
func (m *Module) bindReduction(t *py.Thread, name string, names []string, args []py.Value, kwargs []py.Kwarg) (*redArgs, []py.Value, error) {
	vals, err := bindArgs(name, names, 1, args, kwargs)
	if err != nil {
		return nil, nil, err
	}
	r := &redArgs{}
	if r.a, err = m.arrayArg(t, vals[0]); err != nil {
		return nil, nil, err
	}
	for j, n := range names {
		v := vals[j]
		if v == nil {
			continue
		}
		switch n {
		case "axis":
			r.axis = v
		case "dtype":
			if r.dtype, r.dwidth, r.hasDtype, err = m.dtypeParam(t, v); err != nil {
				return nil, nil, err
			}
		case "keepdims", "*keepdims":
			if r.keepdims, err = py.Truth(t, v); err != nil {
				return nil, nil, err
			}
		case "ddof", "*ddof":
			n, err := py.Index(t, v)
			if err != nil {
				return nil, nil, err
			}
			r.ddof = int(n)
		case "out":
			if v != py.None {
				o, ok := Unwrap(v)
				if !ok {
					return nil, nil, py.NewTypeError("output must be an array")
				}
				r.out = o
			}
		}
	}
	return r, vals, nil
}

// finish writes a result into out= when given, else shapes it.
func (m *Module) finish(t *py.Thread, res *Array, s *reduceSpec, r *redArgs) (py.Value, error) {
	if r.hasDtype && res.kind == r.dtype && narrowOf(r.dtype, r.dwidth) != nil {
		res.width = r.dwidth
		narrowArray(res)
	} else if a := r.a; isNarrow(a) && !r.hasDtype && res.kind == a.kind && (a.kind == Float64 || r.keepInt) {
		// float32 reductions are float32 (computed in float64 and
		// rounded once); min/max of int8 ... uint32 keep the dtype.
		res.width = a.width
		narrowArray(res)
	}
	if r.out != nil {
		if err := m.assignArray(t, r.out, res); err != nil {
			return nil, err
		}
		return m.Wrap(r.out), nil
	}
	return m.reduceResult(res, s, r.keepdims), nil
}

var redNames = []string{"a", "axis", "dtype", "out", "keepdims", "initial", "where"}

// addReductions binds the reductions.
func (m *Module) addReductions(t *py.Thread, d *py.Dict) error {
	m.def(map[string]py.BuiltinFunc{
		"sum":           m.sumFn("sum", false),
		"nansum":        m.sumFn("nansum", true),
		"prod":          m.prodFn("prod", false),
		"product":       m.prodFn("product", false),
		"nanprod":       m.prodFn("nanprod", true),
		"mean":          m.meanFn("mean", false),
		"nanmean":       m.meanFn("nanmean", true),
		"var":           m.varFn("var", false, false),
		"std":           m.varFn("std", true, false),
		"nanvar":        m.varFn("nanvar", false, true),
		"nanstd":        m.varFn("nanstd", true, true),
		"max":           m.minMaxFn("max", true, false),
		"amax":          m.minMaxFn("amax", true, false),
		"min":           m.minMaxFn("min", false, false),
		"amin":          m.minMaxFn("amin", false, false),
		"nanmax":        m.minMaxFn("nanmax", true, true),
		"nanmin":        m.minMaxFn("nanmin", false, true),
		"argmax":        m.argFn("argmax", true, false),
		"argmin":        m.argFn("argmin", false, false),
		"nanargmax":     m.argFn("nanargmax", true, true),
		"nanargmin":     m.argFn("nanargmin", false, true),
		"any":           m.anyAllFn("any", false),
		"all":           m.anyAllFn("all", true),
		"alltrue":       m.anyAllFn("alltrue", true),
		"sometrue":      m.anyAllFn("sometrue", false),
		"cumsum":        m.accumulateFn("cumsum", m.bin["add"], false),
		"cumprod":       m.accumulateFn("cumprod", m.bin["multiply"], false),
		"nancumsum":     m.accumulateFn("nancumsum", m.bin["add"], true),
		"nancumprod":    m.accumulateFn("nancumprod", m.bin["multiply"], true),
		"ptp":           m.ptpFn,
		"count_nonzero": m.countNonzeroFn,
	})
	return nil
}

// replaceNaN returns a copy of a float array with NaNs replaced by v, and
// the mask of where they were (nil for non-float arrays).
func (m *Module) replaceNaN(t *py.Thread, a *Array, v float64) (*Array, []bool, error) {
	if a.kind != Float64 && a.kind != Complex128 {
		return a, nil, nil
	}
	// numpy's copy keeps a Fortran-ordered array in Fortran order, and
	// sums follow the layout (sumOrder).
	fortran := len(a.shape) > 1 && !a.isContiguous() && a.isFContiguous()
	src := a
	if fortran {
		src = a.transposed(nil)
	}
	c, err := src.copyArray(t)
	if err != nil {
		return nil, nil, err
	}
	if fortran {
		c = c.transposed(nil)
	}
	mask := make([]bool, c.Size()) //krait:alloc-ok one byte per element of the copy copyArray charged (8 or 16 bytes each)
	if c.kind == Float64 {
		for j, x := range c.f {
			if x != x {
				c.f[j] = v
				mask[j] = true
			}
		}
	} else {
		for j, x := range c.c {
			if real(x) != real(x) || imag(x) != imag(x) {
				c.c[j] = complex(v, 0)
				mask[j] = true
			}
		}
	}
	return c, mask, nil
}

// sumFn is np.sum / np.nansum.
func (m *Module) sumFn(name string, nan bool) py.BuiltinFunc {
	return func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		r, vals, err := m.bindReduction(t, name, redNames, args, kwargs)
		if err != nil {
			return nil, err
		}
		a := r.a
		if a.kind == Str {
			return nil, m.noLoop(t, "add", a, a)
		}
		if nan {
			if a, _, err = m.replaceNaN(t, a, 0); err != nil {
				return nil, err
			}
		}
		s, err := m.reduceSetup(t, a, r.axis)
		if err != nil {
			return nil, err
		}
		k := sumKind(a.kind)
		if r.hasDtype {
			k = r.dtype
			if a.kind == Float64 && k == Float64 && a.width != r.dwidth {
				v := *a // accumulate in the requested float width
				v.width = r.dwidth
				a = &v
			}
		}
		res, err := m.sumArray(t, a, s, k)
		if err != nil {
			return nil, err
		}
		if init := vals[5]; init != nil {
			iv, err := m.operand(t, init)
			if err != nil {
				return nil, err
			}
			if res, err = m.applyBinary(t, m.bin["add"], res, iv, nil, false); err != nil {
				return nil, err
			}
		}
		return m.finish(t, res, s, r)
	}
}

// prodArray multiplies blocks element by element.
func (m *Module) prodArray(t *py.Thread, a *Array, s *reduceSpec, k Kind) (*Array, error) {
	if err := t.Charge(int64(a.Size())); err != nil {
		return nil, err
	}
	src, err := m.castTo(t, a, k)
	if err != nil {
		return nil, err
	}
	if src != a {
		s = m.reduceSpecFor(src, s.axes)
	}
	out, err := alloc(t, k, s.outShape)
	if err != nil {
		return nil, err
	}
	var ferr error
	s.forEachBlock(src.off, func(j, off int) {
		switch k {
		case Float64:
			acc := 1.0
			s.blockOffsets(src, off, func(o int) { acc *= src.f[o] })
			out.f[j] = acc
		case Complex128:
			acc := complex(1, 0)
			s.blockOffsets(src, off, func(o int) { acc *= src.c[o] })
			out.c[j] = acc
		case Int64:
			acc := int64(1)
			s.blockOffsets(src, off, func(o int) { acc *= src.i[o] })
			out.i[j] = acc
		case Bool:
			acc := true
			s.blockOffsets(src, off, func(o int) { acc = acc && src.b[o] })
			out.b[j] = acc
		default:
			var acc py.Value = py.NewInt(1)
			first := true
			s.blockOffsets(src, off, func(o int) {
				if ferr != nil {
					return
				}
				if first {
					acc, first = src.o[o], false
					return
				}
				acc, ferr = py.Binary(t, py.Mul, acc, src.o[o])
			})
			out.o[j] = acc
		}
	})
	return out, ferr
}

// prodFn is np.prod / np.nanprod.
func (m *Module) prodFn(name string, nan bool) py.BuiltinFunc {
	return func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		r, _, err := m.bindReduction(t, name, redNames, args, kwargs)
		if err != nil {
			return nil, err
		}
		a := r.a
		if nan {
			if a, _, err = m.replaceNaN(t, a, 1); err != nil {
				return nil, err
			}
		}
		s, err := m.reduceSetup(t, a, r.axis)
		if err != nil {
			return nil, err
		}
		k := sumKind(a.kind)
		if r.hasDtype {
			k = r.dtype
		}
		res, err := m.prodArray(t, a, s, k)
		if err != nil {
			return nil, err
		}
		return m.finish(t, res, s, r)
	}
}

// divideByCount divides a reduction's result by a count, as numpy's
// _mean does (a scalar result divides as a numpy scalar).
func (m *Module) divideByCount(t *py.Thread, sum *Array, count *Array) (*Array, error) {
	return m.applyBinary(t, m.bin["true_divide"], sum, count, nil, len(sum.shape) == 0)
}

// intScalar makes a 0-d int64 array.
func intScalar(n int64) *Array {
	return &Array{kind: Int64, i: []int64{n}, shape: []int{}, strides: []int{}}
}

// floatScalar makes a 0-d float64 array.
func floatScalar(x float64) *Array {
	return &Array{kind: Float64, f: []float64{x}, shape: []int{}, strides: []int{}}
}

// meanOf computes numpy's mean of a (axes from s), returning the result
// with the keepdims shape when keep is set.
func (m *Module) meanOf(t *py.Thread, a *Array, s *reduceSpec, r *redArgs) (*Array, error) {
	k := a.kind
	if r != nil && r.hasDtype {
		k = r.dtype
	} else if k == Bool || k == Int64 {
		k = Float64
	} else if k == Str {
		return nil, py.NewTypeError("cannot perform reduce with flexible type")
	}
	if s.count == 0 {
		if err := m.warn(t, py.RuntimeWarningType, "Mean of empty slice."); err != nil {
			return nil, err
		}
	}
	sum, err := m.sumArray(t, a, s, k)
	if err != nil {
		return nil, err
	}
	return m.divideByCount(t, sum, intScalar(int64(s.count)))
}

// meanFn is np.mean / np.nanmean.
func (m *Module) meanFn(name string, nan bool) py.BuiltinFunc {
	return func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		r, _, err := m.bindReduction(t, name, []string{"a", "axis", "dtype", "out", "keepdims", "*where"}, args, kwargs)
		if err != nil {
			return nil, err
		}
		s, err := m.reduceSetup(t, r.a, r.axis)
		if err != nil {
			return nil, err
		}
		if !nan || (r.a.kind != Float64 && r.a.kind != Complex128) {
			res, err := m.meanOf(t, r.a, s, r)
			if err != nil {
				return nil, err
			}
			return m.finish(t, res, s, r)
		}
		arr, mask, err := m.replaceNaN(t, r.a, 0)
		if err != nil {
			return nil, err
		}
		s2 := m.reduceSpecFor(arr, s.axes)
		cnt, err := m.countNot(t, arr, mask, s2)
		if err != nil {
			return nil, err
		}
		tot, err := m.sumArray(t, arr, s2, arr.kind)
		if err != nil {
			return nil, err
		}
		for _, c := range cnt.i {
			if c == 0 {
				if err := m.warn(t, py.RuntimeWarningType, "Mean of empty slice"); err != nil {
					return nil, err
				}
				break
			}
		}
		var fl fpFlags
		res, err := alloc(t, tot.kind, tot.shape)
		if err != nil {
			return nil, err
		}
		for j := range cnt.i {
			if tot.kind == Float64 {
				res.f[j] = tot.f[j] / float64(cnt.i[j])
			} else {
				res.c[j] = complexDiv(tot.c[j], complex(float64(cnt.i[j]), 0))
			}
		}
		_ = fl
		return m.finish(t, res, s2, r)
	}
}

// countNot counts, per block, the elements whose mask is false.
func (m *Module) countNot(t *py.Thread, a *Array, mask []bool, s *reduceSpec) (*Array, error) {
	out, err := alloc(t, Int64, s.outShape)
	if err != nil {
		return nil, err
	}
	s.forEachBlock(a.off, func(j, off int) {
		var c int64
		s.blockOffsets(a, off, func(o int) {
			if !mask[o] {
				c++
			}
		})
		out.i[j] = c
	})
	return out, nil
}

// varOf is numpy's _var: the mean of squared deviations with ddof.
func (m *Module) varOf(t *py.Thread, a *Array, s *reduceSpec, ddof int, r *redArgs) (*Array, error) {
	count := s.count
	if ddof >= count {
		if err := m.warn(t, py.RuntimeWarningType, "Degrees of freedom <= 0 for slice"); err != nil {
			return nil, err
		}
	}
	k := a.kind
	if r != nil && r.hasDtype {
		k = r.dtype
	} else if k == Bool || k == Int64 {
		k = Float64
	}
	// A float32 array's variance is computed in float32 throughout, as
	// numpy's: the mean, the deviations, their squares and their sum.
	fw := 0
	if a.kind == Float64 && k == Float64 && (r == nil || !r.hasDtype) {
		fw = a.width
	}
	sum, err := m.sumArray(t, a, s, k)
	if err != nil {
		return nil, err
	}
	narrowTo(sum, Float64, fw)
	sum.shape, sum.strides = s.keepShape, cStrides(s.keepShape)
	mean, err := m.applyBinary(t, m.bin["true_divide"], sum, intScalar(int64(count)), nil, false)
	if err != nil {
		return nil, err
	}
	if fw == 0 && k == Float64 && (r == nil || !r.hasDtype) {
		ret, ok, err := m.sumSquaredDeviations(t, a, s, mean)
		if err != nil {
			return nil, err
		}
		if ok {
			return m.divideByCount(t, ret, intScalar(int64(max(count-ddof, 0))))
		}
	}
	x, err := m.applyBinary(t, m.bin["subtract"], a, mean, nil, false)
	if err != nil {
		return nil, err
	}
	if x.kind == Complex128 {
		sq, err := alloc(t, Float64, x.shape)
		if err != nil {
			return nil, err
		}
		for j, c := range x.c {
			sq.f[j] = real(c)*real(c) + imag(c)*imag(c)
		}
		x = sq
	} else if x, err = m.applyBinary(t, m.bin["multiply"], x, x, x, false); err != nil {
		return nil, err
	}
	s2 := m.reduceSpecFor(x, s.axes)
	ret, err := m.sumArray(t, x, s2, x.kind)
	if err != nil {
		return nil, err
	}
	narrowTo(ret, Float64, fw)
	return m.divideByCount(t, ret, intScalar(int64(max(count-ddof, 0))))
}

// varFn is np.var / np.std (and their nan variants).
func (m *Module) varFn(name string, sqrt, nan bool) py.BuiltinFunc {
	return func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		r, _, err := m.bindReduction(t, name, []string{"a", "axis", "dtype", "out", "ddof", "keepdims", "*where"}, args, kwargs)
		if err != nil {
			return nil, err
		}
		s, err := m.reduceSetup(t, r.a, r.axis)
		if err != nil {
			return nil, err
		}
		var res *Array
		if nan && (r.a.kind == Float64 || r.a.kind == Complex128) {
			res, err = m.nanVar(t, r.a, s, r.ddof)
		} else {
			res, err = m.varOf(t, r.a, s, r.ddof, r)
		}
		if err != nil {
			return nil, err
		}
		if sqrt {
			if res, err = m.applyUnary(t, m.un["sqrt"], res, nil, false); err != nil {
				return nil, err
			}
		}
		return m.finish(t, res, s, r)
	}
}

// nanVar is numpy's nanvar.
func (m *Module) nanVar(t *py.Thread, a *Array, s *reduceSpec, ddof int) (*Array, error) {
	arr, mask, err := m.replaceNaN(t, a, 0)
	if err != nil {
		return nil, err
	}
	s2 := m.reduceSpecFor(arr, s.axes)
	cnt, err := m.countNot(t, arr, mask, s2)
	if err != nil {
		return nil, err
	}
	tot, err := m.sumArray(t, arr, s2, arr.kind)
	if err != nil {
		return nil, err
	}
	avg, err := alloc(t, Float64, s2.keepShape)
	if err != nil {
		return nil, err
	}
	for j := range cnt.i {
		avg.f[j] = tot.f[j] / float64(cnt.i[j])
	}
	// The deviations are laid out as arr (numpy's K order), so their
	// buffer is in the order of arr's and of mask.
	fortran := !arr.isContiguous() && arr.isFContiguous()
	xa, xm := arr, avg
	if fortran {
		xa, xm = arr.transposed(nil), avg.transposed(nil)
	}
	x, err := m.applyBinary(t, m.bin["subtract"], xa, xm, nil, false)
	if err != nil {
		return nil, err
	}
	for j, bad := range mask {
		if bad {
			x.f[j] = 0
		}
	}
	if fortran {
		x = x.transposed(nil)
	}
	if x, err = m.applyBinary(t, m.bin["multiply"], x, x, x, false); err != nil {
		return nil, err
	}
	v, err := m.sumArray(t, x, m.reduceSpecFor(x, s.axes), Float64)
	if err != nil {
		return nil, err
	}
	warned := false
	for j := range cnt.i {
		dof := cnt.i[j] - int64(ddof)
		if dof <= 0 && !warned {
			warned = true
			if err := m.warn(t, py.RuntimeWarningType, "Degrees of freedom <= 0 for slice."); err != nil {
				return nil, err
			}
		}
		if dof <= 0 {
			v.f[j] = nan
			continue
		}
		v.f[j] /= float64(dof)
	}
	return v, nil
}

// minMaxArray reduces with maximum or minimum (NaN propagates unless
// skipNaN).
func (m *Module) minMaxArray(t *py.Thread, a *Array, s *reduceSpec, isMax, skipNaN bool, name string) (*Array, error) {
	if err := t.Charge(int64(a.Size())); err != nil {
		return nil, err
	}
	if s.count == 0 {
		op := "minimum"
		if isMax {
			op = "maximum"
		}
		return nil, py.NewValueError("zero-size array to reduction operation %s which has no identity", op)
	}
	out, err := alloc(t, a.kind, s.outShape)
	if err != nil {
		return nil, err
	}
	out.width = a.width
	allNaN := false
	var ferr error
	s.forEachBlock(a.off, func(j, off int) {
		switch a.kind {
		case Float64:
			acc, ok := minMaxFloatBlock(s, a, off, isMax, skipNaN)
			if !ok {
				acc = nan
				allNaN = true
			}
			out.f[j] = acc
		case Int64:
			out.i[j] = minMaxIntBlock(s, a, off, isMax)
		case Bool:
			acc := !isMax
			s.blockOffsets(a, off, func(o int) {
				if isMax {
					acc = acc || a.b[o]
				} else {
					acc = acc && a.b[o]
				}
			})
			out.b[j] = acc
		case Complex128:
			first := true
			var acc complex128
			s.blockOffsets(a, off, func(o int) {
				v := a.c[o]
				if first || (isMax && complexLess(acc, v)) || (!isMax && complexLess(v, acc)) {
					acc, first = v, false
				}
			})
			out.c[j] = acc
		default:
			var acc py.Value
			s.blockOffsets(a, off, func(o int) {
				if ferr != nil {
					return
				}
				v := a.o[o]
				if acc == nil {
					acc = v
					return
				}
				op := py.Lt
				if isMax {
					op = py.Gt
				}
				better, err := py.CompareBool(t, op, v, acc)
				if err != nil {
					ferr = err
					return
				}
				if better {
					acc = v
				}
			})
			out.o[j] = acc
		}
	})
	if ferr != nil {
		return nil, ferr
	}
	if allNaN {
		if err := m.warn(t, py.RuntimeWarningType, "All-NaN slice encountered"); err != nil {
			return nil, err
		}
	}
	return out, nil
}

// minMaxFloatBlock is max (or min) of one float block; NaN propagates
// unless skipNaN, and ok is false when every element was a skipped NaN.
func minMaxFloatBlock(s *reduceSpec, a *Array, off int, isMax, skipNaN bool) (float64, bool) {
	acc := 0.0
	first := true
	nanSeen := false
	s.rows(a, off, func(o, n, stride int) {
		if nanSeen {
			return
		}
		if stride == 1 {
			if m, ok := minMaxVec(a.f[o:o+n], isMax); ok {
				if first || (isMax && m > acc) || (!isMax && m < acc) {
					acc, first = m, false
				}
				return
			}
		}
		for j := 0; j < n; j++ {
			v := a.f[o+j*stride]
			if v != v {
				if skipNaN {
					continue
				}
				acc, nanSeen, first = v, true, false
				return
			}
			if first {
				acc, first = v, false
				continue
			}
			if isMax {
				if v > acc {
					acc = v
				}
			} else if v < acc {
				acc = v
			}
		}
	})
	return acc, !first
}

// minMaxIntBlock is max (or min) of one int block (never empty).
func minMaxIntBlock(s *reduceSpec, a *Array, off int, isMax bool) int64 {
	var acc int64
	first := true
	s.rows(a, off, func(o, n, stride int) {
		for j := 0; j < n; j++ {
			v := a.i[o+j*stride]
			if first {
				acc, first = v, false
				continue
			}
			if isMax {
				if v > acc {
					acc = v
				}
			} else if v < acc {
				acc = v
			}
		}
	})
	return acc
}

// minMaxFn is np.max/np.min (and amax, amin, nanmax, nanmin).
func (m *Module) minMaxFn(name string, isMax, skipNaN bool) py.BuiltinFunc {
	return func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		r, vals, err := m.bindReduction(t, name, []string{"a", "axis", "out", "keepdims", "initial", "where"}, args, kwargs)
		if err != nil {
			return nil, err
		}
		r.keepInt = true
		s, err := m.reduceSetup(t, r.a, r.axis)
		if err != nil {
			return nil, err
		}
		a := r.a
		if init := vals[4]; init != nil && init != py.None {
			iv, err := m.operand(t, init)
			if err != nil {
				return nil, err
			}
			if s.count == 0 {
				res, err := m.filled(t, s.outShape, promote(a.kind, iv.kind), 0, init)
				if err != nil {
					return nil, err
				}
				return m.finish(t, res, s, r)
			}
			res, err := m.minMaxArray(t, a, s, isMax, skipNaN, name)
			if err != nil {
				return nil, err
			}
			u := m.bin["minimum"]
			if isMax {
				u = m.bin["maximum"]
			}
			if res, err = m.applyBinary(t, u, res, iv, nil, false); err != nil {
				return nil, err
			}
			return m.finish(t, res, s, r)
		}
		res, err := m.minMaxArray(t, a, s, isMax, skipNaN, name)
		if err != nil {
			return nil, err
		}
		return m.finish(t, res, s, r)
	}
}

// argFn is np.argmax/np.argmin (nan variants skip NaNs).
func (m *Module) argFn(name string, isMax, skipNaN bool) py.BuiltinFunc {
	return func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		r, _, err := m.bindReduction(t, name, []string{"a", "axis", "out", "*keepdims"}, args, kwargs)
		if err != nil {
			return nil, err
		}
		a := r.a
		var s *reduceSpec
		if r.axis == nil || r.axis == py.None {
			flat, err := m.reshape(t, a, []int{a.Size()}, "C")
			if err != nil {
				return nil, err
			}
			a = flat
			s = m.reduceSpecFor(a, []int{0})
		} else {
			ax, err := m.axisArg(t, r.axis, len(a.shape))
			if err != nil {
				return nil, err
			}
			s = m.reduceSpecFor(a, []int{ax})
		}
		if s.count == 0 {
			return nil, py.NewValueError("attempt to get %s of an empty sequence", name)
		}
		if err := t.Charge(int64(a.Size())); err != nil {
			return nil, err
		}
		out, err := alloc(t, Int64, s.outShape)
		if err != nil {
			return nil, err
		}
		var ferr error
		allNaN := false
		s.forEachBlock(a.off, func(j, off int) {
			best := -1
			idx := 0
			var bf float64
			var bi int64
			var bc complex128
			var bo py.Value
			s.blockOffsets(a, off, func(o int) {
				defer func() { idx++ }()
				if ferr != nil {
					return
				}
				switch a.kind {
				case Float64:
					v := a.f[o]
					if skipNaN && v != v {
						return
					}
					if best >= 0 && bf != bf {
						return
					}
					if best < 0 || v != v || (isMax && v > bf) || (!isMax && v < bf) {
						best, bf = idx, v
					}
				case Int64, Bool:
					v := a.intAt(o)
					if best < 0 || (isMax && v > bi) || (!isMax && v < bi) {
						best, bi = idx, v
					}
				case Complex128:
					v := a.c[o]
					if best < 0 || (isMax && complexLess(bc, v)) || (!isMax && complexLess(v, bc)) {
						best, bc = idx, v
					}
				default:
					v := a.o[o]
					if best < 0 {
						best, bo = idx, v
						return
					}
					op := py.Lt
					if isMax {
						op = py.Gt
					}
					better, err := py.CompareBool(t, op, v, bo)
					if err != nil {
						ferr = err
						return
					}
					if better {
						best, bo = idx, v
					}
				}
			})
			if best < 0 {
				allNaN = true
				best = 0
			}
			out.i[j] = int64(best)
		})
		if ferr != nil {
			return nil, ferr
		}
		if allNaN {
			return nil, py.NewValueError("All-NaN slice encountered")
		}
		if r.keepdims {
			shape := s.keepShape
			if r.axis == nil || r.axis == py.None {
				shape = onesShape(len(r.a.shape))
			}
			out.shape, out.strides = shape, cStrides(shape)
			return m.Wrap(out), nil
		}
		return m.result(out), nil
	}
}

// anyAllFn is np.any / np.all.
func (m *Module) anyAllFn(name string, isAll bool) py.BuiltinFunc {
	return func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		r, _, err := m.bindReduction(t, name, []string{"a", "axis", "out", "keepdims", "*where"}, args, kwargs)
		if err != nil {
			return nil, err
		}
		s, err := m.reduceSetup(t, r.a, r.axis)
		if err != nil {
			return nil, err
		}
		a := r.a
		if err := t.Charge(int64(a.Size())); err != nil {
			return nil, err
		}
		out, err := alloc(t, Bool, s.outShape)
		if err != nil {
			return nil, err
		}
		var ferr error
		s.forEachBlock(a.off, func(j, off int) {
			acc := isAll
			s.blockOffsets(a, off, func(o int) {
				if ferr != nil || acc != isAll {
					return
				}
				v, err := a.truthAt(t, o)
				if err != nil {
					ferr = err
					return
				}
				if v != isAll {
					acc = !isAll
				}
			})
			out.b[j] = acc
		})
		if ferr != nil {
			return nil, ferr
		}
		return m.finish(t, out, s, r)
	}
}

// accumulateFn is np.cumsum / np.cumprod (sequential, as numpy's
// accumulate).
func (m *Module) accumulateFn(name string, u *binFn, nan bool) py.BuiltinFunc {
	return func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		r, _, err := m.bindReduction(t, name, []string{"a", "axis", "dtype", "out"}, args, kwargs)
		if err != nil {
			return nil, err
		}
		a := r.a
		if nan {
			fill := 0.0
			if u.name == "multiply" {
				fill = 1
			}
			if a, _, err = m.replaceNaN(t, a, fill); err != nil {
				return nil, err
			}
		}
		ax := 0
		if r.axis == nil || r.axis == py.None {
			if a, err = m.reshape(t, a, []int{a.Size()}, "C"); err != nil {
				return nil, err
			}
		} else if ax, err = m.axisArg(t, r.axis, len(a.shape)); err != nil {
			return nil, err
		}
		k := sumKind(a.kind)
		if r.hasDtype {
			k = r.dtype
		}
		res, err := m.accumulate(t, u, a, ax, k)
		if err != nil {
			return nil, err
		}
		if isNarrow(res) && !r.hasDtype {
			if res.kind == Int64 {
				res.width = 0 // cumsum/cumprod of int8 ... uint32 are int64
			} else {
				narrowArray(res)
			}
		}
		if r.out != nil {
			if err := m.assignArray(t, r.out, res); err != nil {
				return nil, err
			}
			return m.Wrap(r.out), nil
		}
		return m.Wrap(res), nil
	}
}

// accumulate applies a binary ufunc cumulatively along axis ax (in
// kind k), lane by lane.
func (m *Module) accumulate(t *py.Thread, u *binFn, a *Array, ax int, k Kind) (*Array, error) {
	src, err := m.castTo(t, a, k)
	if err != nil {
		return nil, err
	}
	out, err := src.copyArray(t)
	if err != nil {
		return nil, err
	}
	n := out.shape[ax]
	if n <= 1 {
		return out, nil
	}
	if k == Float64 && u.f == nil || k == Int64 && u.i == nil || k == Bool && u.b == nil || k == Complex128 && u.c == nil || k >= Str && u.pyop == nil {
		return nil, u.notSupported()
	}
	if err := t.Charge(int64(out.Size())); err != nil {
		return nil, err
	}
	st := out.strides[ax]
	s := m.reduceSpecFor(out, []int{ax})
	var fl fpFlags
	var ferr error
	fw := numWidth(out) // float32 accumulates in float32: each step rounded
	s.forEachBlock(out.off, func(_, o int) {
		switch k {
		case Float64:
			f := u.f
			for j := 1; j < n; j++ {
				p, c := o+(j-1)*st, o+j*st
				r := f(out.f[p], out.f[c])
				if fw != 0 {
					r = narrowFloat(fw, r)
				}
				if r-r != 0 {
					classify(u, out.f[p], out.f[c], r, &fl)
				}
				out.f[c] = r
			}
		case Int64:
			f := u.i
			for j := 1; j < n; j++ {
				out.i[o+j*st] = f(out.i[o+(j-1)*st], out.i[o+j*st], &fl)
			}
		case Complex128:
			f := u.c
			for j := 1; j < n; j++ {
				out.c[o+j*st] = f(out.c[o+(j-1)*st], out.c[o+j*st])
			}
		case Bool:
			f := u.b
			for j := 1; j < n; j++ {
				out.b[o+j*st] = f(out.b[o+(j-1)*st], out.b[o+j*st])
			}
		default:
			for j := 1; j < n && ferr == nil; j++ {
				out.o[o+j*st], ferr = u.pyop(t, out.o[o+(j-1)*st], out.o[o+j*st])
			}
		}
	})
	if ferr != nil {
		return nil, ferr
	}
	if err := m.report(t, fl, u.msgName(false)); err != nil {
		return nil, err
	}
	return out, nil
}

// ptpFn is np.ptp: max - min.
func (m *Module) ptpFn(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	r, _, err := m.bindReduction(t, "ptp", []string{"a", "axis", "out", "keepdims"}, args, kwargs)
	if err != nil {
		return nil, err
	}
	r.keepInt = true
	s, err := m.reduceSetup(t, r.a, r.axis)
	if err != nil {
		return nil, err
	}
	hi, err := m.minMaxArray(t, r.a, s, true, false, "ptp")
	if err != nil {
		return nil, err
	}
	lo, err := m.minMaxArray(t, r.a, s, false, false, "ptp")
	if err != nil {
		return nil, err
	}
	res, err := m.applyBinary(t, m.bin["subtract"], hi, lo, nil, false)
	if err != nil {
		return nil, err
	}
	return m.finish(t, res, s, r)
}

// countNonzeroFn is np.count_nonzero (a Python int without axis).
func (m *Module) countNonzeroFn(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	r, _, err := m.bindReduction(t, "count_nonzero", []string{"a", "axis", "*keepdims"}, args, kwargs)
	if err != nil {
		return nil, err
	}
	s, err := m.reduceSetup(t, r.a, r.axis)
	if err != nil {
		return nil, err
	}
	a := r.a
	out, err := alloc(t, Int64, s.outShape)
	if err != nil {
		return nil, err
	}
	var ferr error
	s.forEachBlock(a.off, func(j, off int) {
		var c int64
		s.blockOffsets(a, off, func(o int) {
			b, err := a.truthAt(t, o)
			if err != nil {
				ferr = err
			}
			if b {
				c++
			}
		})
		out.i[j] = c
	})
	if ferr != nil {
		return nil, ferr
	}
	if (r.axis == nil || r.axis == py.None) && !r.keepdims {
		return py.NewInt(out.i[0]), nil
	}
	return m.finish(t, out, s, r)
}
