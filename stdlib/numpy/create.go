package numpy

import (
	"math"

	"github.com/kraitpy/krait/py"
)

// This file binds the array creation functions: array, asarray, zeros,
// ones, full, empty (zeros, as krait never exposes uninitialised memory),
// the *_like variants, arange, linspace, logspace, geomspace, eye,
// identity, diag, meshgrid, tri/tril/triu, fromfunction, fromiter,
// indices.

// dtypeParam reads an optional dtype argument.
func (m *Module) dtypeParam(t *py.Thread, v py.Value) (Kind, int, bool, error) {
	if v == nil || v == py.None {
		return 0, 0, false, nil
	}
	k, w, err := m.parseDtype(t, v)
	return k, w, true, err
}

// filled makes an array of shape with every element set to v.
func (m *Module) filled(t *py.Thread, shape []int, k Kind, width int, v py.Value) (*Array, error) {
	a, err := alloc(t, k, shape)
	if err != nil {
		return nil, err
	}
	if k == Str || narrowOf(k, width) != nil {
		a.width = width
	}
	if v == nil {
		if k == Str && width == 0 {
			a.width = 1
		}
		return a, nil
	}
	src, err := m.valueArray(t, v, a)
	if err != nil {
		return nil, err
	}
	if k == Str && width == 0 {
		a.width = max(src.width, 1)
	}
	return a, m.assignArray(t, a, src)
}

// addCreation binds the creation functions.
func (m *Module) addCreation(t *py.Thread, d *py.Dict) error {
	filledFn := func(name string, fill py.Value) py.BuiltinFunc {
		return func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			vals, err := bindArgs(name, []string{"shape", "dtype", "order", "*like"}, 1, args, kwargs)
			if err != nil {
				return nil, err
			}
			shape, err := ShapeArg(t, vals[0])
			if err != nil {
				return nil, err
			}
			k, w, has, err := m.dtypeParam(t, vals[1])
			if err != nil {
				return nil, err
			}
			if !has {
				k = Float64
			}
			a, err := m.filled(t, shape, k, w, fill)
			if err != nil {
				return nil, err
			}
			return m.Wrap(a), nil
		}
	}
	likeFn := func(name string, fill py.Value, hasFill bool) py.BuiltinFunc {
		return func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			names := []string{"a", "dtype", "order", "subok", "shape"}
			req := 1
			if hasFill {
				names = []string{"a", "fill_value", "dtype", "order", "subok", "shape"}
				req = 2
			}
			vals, err := bindArgs(name, names, req, args, kwargs)
			if err != nil {
				return nil, err
			}
			a, err := m.arrayArg(t, vals[0])
			if err != nil {
				return nil, err
			}
			dt, sh := vals[1], vals[4]
			if hasFill {
				fill, dt, sh = vals[1], vals[2], vals[5]
			}
			k, w, has, err := m.dtypeParam(t, dt)
			if err != nil {
				return nil, err
			}
			if !has {
				k, w = a.kind, a.width
			}
			shape := a.shape
			if sh != nil && sh != py.None {
				if shape, err = ShapeArg(t, sh); err != nil {
					return nil, err
				}
			}
			f := fill
			if k == Object && fill == nil {
				f = py.NewInt(0)
			}
			r, err := m.filled(t, shape, k, w, f)
			if err != nil {
				return nil, err
			}
			return m.Wrap(r), nil
		}
	}
	m.def(map[string]py.BuiltinFunc{
		"array":             m.arrayFn("array", true),
		"asarray":           m.arrayFn("asarray", false),
		"asanyarray":        m.arrayFn("asanyarray", false),
		"ascontiguousarray": m.arrayFn("ascontiguousarray", false),
		"asfarray": func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			a, err := m.oneArray(t, "asfarray", "a", args, kwargs)
			if err != nil {
				return nil, err
			}
			if a.kind < Float64 {
				if a, err = m.astype(t, a, Float64, 0); err != nil {
					return nil, err
				}
			}
			return m.Wrap(a), nil
		},
		"copy": func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			vals, err := bindArgs("copy", []string{"a", "order", "subok"}, 1, args, kwargs)
			if err != nil {
				return nil, err
			}
			a, err := m.arrayArg(t, vals[0])
			if err != nil {
				return nil, err
			}
			c, err := a.copyArray(t)
			if err != nil {
				return nil, err
			}
			return m.Wrap(c), nil
		},
		"zeros":      filledFn("zeros", nil),
		"empty":      filledFn("empty", nil),
		"ones":       filledFn("ones", py.NewInt(1)),
		"zeros_like": likeFn("zeros_like", nil, false),
		"empty_like": likeFn("empty_like", nil, false),
		"ones_like":  likeFn("ones_like", py.NewInt(1), false),
		"full_like":  likeFn("full_like", nil, true),
		"full": func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			vals, err := bindArgs("full", []string{"shape", "fill_value", "dtype", "order", "*like"}, 2, args, kwargs)
			if err != nil {
				return nil, err
			}
			shape, err := ShapeArg(t, vals[0])
			if err != nil {
				return nil, err
			}
			k, w, has, err := m.dtypeParam(t, vals[2])
			if err != nil {
				return nil, err
			}
			if !has {
				fv, err := m.operand(t, vals[1])
				if err != nil {
					return nil, err
				}
				k, w = fv.kind, fv.width
			}
			a, err := m.filled(t, shape, k, w, vals[1])
			if err != nil {
				return nil, err
			}
			return m.Wrap(a), nil
		},
		"arange":    m.arange,
		"linspace":  m.linspaceFn,
		"logspace":  m.logspaceFn(false),
		"geomspace": m.logspaceFn(true),
		"eye": func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			vals, err := bindArgs("eye", []string{"N", "M", "k", "dtype", "order", "*like"}, 1, args, kwargs)
			if err != nil {
				return nil, err
			}
			n, err := py.Index(t, vals[0])
			if err != nil {
				return nil, err
			}
			cols := n
			if vals[1] != nil && vals[1] != py.None {
				if cols, err = py.Index(t, vals[1]); err != nil {
					return nil, err
				}
			}
			var k int64
			if vals[2] != nil {
				if k, err = py.Index(t, vals[2]); err != nil {
					return nil, err
				}
			}
			return m.eye(t, int(n), int(cols), int(k), vals[3])
		},
		"identity": func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			vals, err := bindArgs("identity", []string{"n", "dtype", "*like"}, 1, args, kwargs)
			if err != nil {
				return nil, err
			}
			n, err := py.Index(t, vals[0])
			if err != nil {
				return nil, err
			}
			return m.eye(t, int(n), int(n), 0, vals[1])
		},
		"diag":       m.diagFn(false),
		"diagflat":   m.diagFn(true),
		"meshgrid":   m.meshgrid,
		"tri":        m.triFn,
		"tril":       m.trilu(true),
		"triu":       m.trilu(false),
		"fromiter":   m.fromiter,
		"indices":    m.indicesFn,
		"diagonal":   m.diagonalFn,
		"trace":      m.traceFn,
		"frombuffer": m.refuse("frombuffer"),
	})
	return nil
}

// arrayFn makes np.array (copy) and np.asarray (no copy of arrays).
func (m *Module) arrayFn(name string, copyArrays bool) py.BuiltinFunc {
	return func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		vals, err := bindArgs(name, []string{"object", "dtype", "*copy", "*order", "*subok", "*ndmin", "*like"}, 1, args, kwargs)
		if err != nil {
			return nil, err
		}
		k, w, has, err := m.dtypeParam(t, vals[1])
		if err != nil {
			return nil, err
		}
		copyIt := copyArrays
		if vals[2] != nil {
			if copyIt, err = py.Truth(t, vals[2]); err != nil {
				return nil, err
			}
		}
		var a *Array
		if src, ok := Unwrap(vals[0]); ok && (!has || (src.kind == k && (k == Str && (w == 0 || w == src.width) || k != Str && w == numWidth(src)))) {
			a = src
			if copyIt {
				if a, err = src.copyArray(t); err != nil {
					return nil, err
				}
			}
		} else if a, err = m.fromValue(t, vals[0], k, has, w); err != nil {
			return nil, err
		}
		if name == "ascontiguousarray" {
			if !a.isContiguous() {
				if a, err = a.copyArray(t); err != nil {
					return nil, err
				}
			}
			if len(a.shape) == 0 {
				a = expandDims(a, []int{0})
			}
		}
		if vals[5] != nil {
			n, err := py.Index(t, vals[5])
			if err != nil {
				return nil, err
			}
			if err := checkNdmin(n); err != nil {
				return nil, err
			}
			a = prependDims(a, int(n))
		}
		return m.Wrap(a), nil
	}
}

// numArg reads a real number argument as a 0-d array.
func (m *Module) numArg(t *py.Thread, v py.Value) (*Array, error) {
	a, err := m.operand(t, v)
	if err != nil {
		return nil, err
	}
	if len(a.shape) != 0 {
		return nil, py.NewTypeError("only size-1 arrays can be converted to Python scalars")
	}
	return a, nil
}

// arange is np.arange.
func (m *Module) arange(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	vals, err := bindArgs("arange", []string{"start", "stop", "step", "dtype", "*like"}, 0, args, kwargs)
	if err != nil {
		return nil, err
	}
	if vals[0] == nil {
		return nil, py.NewTypeError("arange() missing required argument 'start' (pos 1)")
	}
	startV, stopV, stepV := vals[0], vals[1], vals[2]
	if stopV == nil || stopV == py.None {
		startV, stopV = py.NewInt(0), vals[0]
	}
	if stepV == nil || stepV == py.None {
		stepV = py.NewInt(1)
	}
	var parts [3]*Array
	k := Int64
	for j, v := range []py.Value{startV, stopV, stepV} {
		a, err := m.numArg(t, v)
		if err != nil {
			return nil, err
		}
		if a.kind == Complex128 || a.kind > Complex128 {
			return nil, py.NewTypeError("unsupported operand type(s) for -: '%s' and '%s'", py.TypeName(stopV), py.TypeName(startV))
		}
		parts[j] = a
		k = max(k, a.kind)
	}
	dk, dw, has, err := m.dtypeParam(t, vals[3])
	if err != nil {
		return nil, err
	}
	start, stop, step := parts[0].floatAt(0), parts[1].floatAt(0), parts[2].floatAt(0)
	if step == 0 {
		return nil, py.NewException(py.ZeroDivisionErrorType, "division by zero")
	}
	var n int
	if k == Int64 {
		s0, s1, st := parts[0].intAt(0), parts[1].intAt(0), parts[2].intAt(0)
		cnt := (s1 - s0 + st - sign64(st)) / st
		if cnt < 0 {
			cnt = 0
		}
		n = int(cnt)
		out := Int64
		if has {
			out = dk
		}
		a, err := alloc(t, out, []int{n})
		if err != nil {
			return nil, err
		}
		for j := 0; j < n; j++ {
			a.setInt(j, s0+int64(j)*st)
		}
		return m.Wrap(narrowTo(a, dk, dw)), nil
	}
	length := math.Ceil((stop - start) / step)
	if length != length {
		return nil, py.NewValueError("arange: cannot compute length")
	}
	if length > 1e15 {
		return nil, t.Alloc(-1)
	}
	if length > 0 {
		n = int(length)
	}
	out := Float64
	if has {
		out = dk
	}
	a, err := alloc(t, Float64, []int{n})
	if err != nil {
		return nil, err
	}
	if n > 0 {
		a.f[0] = start
	}
	if n > 1 {
		a.f[1] = start + step
		delta := a.f[1] - start
		for j := 2; j < n; j++ {
			a.f[j] = start + float64(j)*delta
		}
	}
	if out != Float64 {
		if a, err = m.astype(t, a, out, 0); err != nil {
			return nil, err
		}
	}
	return m.Wrap(narrowTo(a, dk, dw)), nil
}

// sign64 is the sign of x.
func sign64(x int64) int64 {
	if x < 0 {
		return -1
	}
	return 1
}

// linspace computes numpy's linspace values.
func (m *Module) linspace(t *py.Thread, start, stop float64, num int, endpoint bool) (*Array, float64, error) {
	if num < 0 {
		return nil, 0, py.NewValueError("Number of samples, %d, must be non-negative.", num)
	}
	a, err := alloc(t, Float64, []int{num})
	if err != nil {
		return nil, 0, err
	}
	div := num
	if endpoint {
		div = num - 1
	}
	delta := stop - start
	var step float64
	if div > 0 {
		step = delta / float64(div)
		if step == 0 {
			for j := range a.f {
				a.f[j] = float64(j) / float64(div) * delta
			}
		} else {
			for j := range a.f {
				a.f[j] = float64(j) * step
			}
		}
	} else {
		step = nan
		for j := range a.f {
			a.f[j] = float64(j) * delta
		}
	}
	for j := range a.f {
		a.f[j] += start
	}
	if endpoint && num > 1 {
		a.f[num-1] = stop
	}
	return a, step, nil
}

// linspaceFn is np.linspace.
func (m *Module) linspaceFn(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	vals, err := bindArgs("linspace", []string{"start", "stop", "num", "endpoint", "retstep", "dtype", "axis"}, 2, args, kwargs)
	if err != nil {
		return nil, err
	}
	start, err := m.floatArg(t, vals[0])
	if err != nil {
		return nil, err
	}
	stop, err := m.floatArg(t, vals[1])
	if err != nil {
		return nil, err
	}
	num := int64(50)
	if vals[2] != nil {
		if num, err = py.Index(t, vals[2]); err != nil {
			return nil, err
		}
	}
	endpoint := true
	if vals[3] != nil {
		if endpoint, err = py.Truth(t, vals[3]); err != nil {
			return nil, err
		}
	}
	a, step, err := m.linspace(t, start, stop, int(num), endpoint)
	if err != nil {
		return nil, err
	}
	dk, dw, has, err := m.dtypeParam(t, vals[5])
	if err != nil {
		return nil, err
	}
	if has && (dk != Float64 || dw != 0) {
		if dk == Int64 {
			for j := range a.f {
				a.f[j] = math.Floor(a.f[j])
			}
		}
		if a, err = m.astype(t, a, dk, dw); err != nil {
			return nil, err
		}
	}
	if vals[4] != nil {
		if rs, _ := py.Truth(t, vals[4]); rs {
			return py.NewTuple([]py.Value{m.Wrap(a), m.Float64(step)}), nil
		}
	}
	return m.Wrap(a), nil
}

// floatArg reads a float argument (numbers and numpy scalars).
func (m *Module) floatArg(t *py.Thread, v py.Value) (float64, error) {
	f, err := py.ToFloat(t, unwrapScalar(v))
	if err != nil {
		if a, ok := Unwrap(v); ok && a.Size() == 1 {
			return a.floatAt(a.offsetAt(0)), nil
		}
		return 0, err
	}
	return float64(f.(py.Float)), nil
}

// logspaceFn is np.logspace (geom: np.geomspace).
func (m *Module) logspaceFn(geom bool) py.BuiltinFunc {
	return func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		name := "logspace"
		names := []string{"start", "stop", "num", "endpoint", "base", "dtype", "axis"}
		if geom {
			name = "geomspace"
			names = []string{"start", "stop", "num", "endpoint", "dtype", "axis"}
		}
		vals, err := bindArgs(name, names, 2, args, kwargs)
		if err != nil {
			return nil, err
		}
		start, err := m.floatArg(t, vals[0])
		if err != nil {
			return nil, err
		}
		stop, err := m.floatArg(t, vals[1])
		if err != nil {
			return nil, err
		}
		num := int64(50)
		if vals[2] != nil {
			if num, err = py.Index(t, vals[2]); err != nil {
				return nil, err
			}
		}
		endpoint := true
		if vals[3] != nil {
			if endpoint, err = py.Truth(t, vals[3]); err != nil {
				return nil, err
			}
		}
		base := 10.0
		if geom {
			if start == 0 || stop == 0 {
				return nil, py.NewValueError("Geometric sequence cannot include zero")
			}
			ls, le := math.Log10(math.Abs(start)), math.Log10(math.Abs(stop))
			neg := start < 0 && stop < 0
			a, _, err := m.linspace(t, ls, le, int(num), endpoint)
			if err != nil {
				return nil, err
			}
			for j := range a.f {
				a.f[j] = powFn(10, a.f[j])
				if neg {
					a.f[j] = -a.f[j]
				}
			}
			if num > 0 {
				a.f[0] = start
				if endpoint && num > 1 {
					a.f[num-1] = stop
				}
			}
			return m.Wrap(a), nil
		}
		if vals[4] != nil {
			if base, err = m.floatArg(t, vals[4]); err != nil {
				return nil, err
			}
		}
		a, _, err := m.linspace(t, start, stop, int(num), endpoint)
		if err != nil {
			return nil, err
		}
		for j := range a.f {
			a.f[j] = powFn(base, a.f[j])
		}
		return m.Wrap(a), nil
	}
}

// eye makes an n x cols matrix with ones on diagonal k.
func (m *Module) eye(t *py.Thread, n, cols, k int, dtype py.Value) (py.Value, error) {
	dk, dw, has, err := m.dtypeParam(t, dtype)
	if err != nil {
		return nil, err
	}
	if !has {
		dk = Float64
	}
	if n < 0 || cols < 0 {
		return nil, py.NewValueError("negative dimensions are not allowed")
	}
	a, err := alloc(t, dk, []int{n, cols})
	if err != nil {
		return nil, err
	}
	for i := 0; i < n; i++ {
		if j := i + k; j >= 0 && j < cols {
			a.setInt(i*cols+j, 1)
		}
	}
	return m.Wrap(narrowTo(a, dk, dw)), nil
}

// diagFn is np.diag (flat: np.diagflat).
func (m *Module) diagFn(flat bool) py.BuiltinFunc {
	return func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		name := "diag"
		if flat {
			name = "diagflat"
		}
		vals, err := bindArgs(name, []string{"v", "k"}, 1, args, kwargs)
		if err != nil {
			return nil, err
		}
		a, err := m.arrayArg(t, vals[0])
		if err != nil {
			return nil, err
		}
		k := 0
		if vals[1] != nil {
			if k, err = cIntArg(t, vals[1], cIntFormat); err != nil {
				return nil, err
			}
		}
		if flat && len(a.shape) != 1 {
			if a, err = m.reshape(t, a, []int{a.Size()}, "C"); err != nil {
				return nil, err
			}
		}
		switch len(a.shape) {
		case 1:
			n := a.shape[0] + absInt2(k)
			out, err := alloc(t, a.kind, []int{n, n})
			if err != nil {
				return nil, err
			}
			out.width = a.width
			for j := 0; j < a.shape[0]; j++ {
				r, c := j, j+k
				if k < 0 {
					r, c = j-k, j
				}
				if err := m.copyElem(t, out, r*n+c, a, a.off+j*a.strides[0]); err != nil {
					return nil, err
				}
			}
			return m.Wrap(out), nil
		case 2:
			d, err := m.diagonal(t, a, k, 0, 1)
			if err != nil {
				return nil, err
			}
			return m.Wrap(d), nil
		}
		return nil, py.NewValueError("Input must be 1- or 2-d.")
	}
}

// absInt2 is |x| for ints.
func absInt2(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// diagonal returns a copy of diagonal k over axes (ax1, ax2), which move
// to the end.
func (m *Module) diagonal(t *py.Thread, a *Array, k, ax1, ax2 int) (*Array, error) {
	r, c := a.shape[ax1], a.shape[ax2]
	off := a.off
	n := 0
	if k >= 0 {
		n = max(0, min(r, c-k))
		if n > 0 {
			off += k * a.strides[ax2]
		}
	} else {
		n = max(0, min(r+k, c))
		if n > 0 {
			off += -k * a.strides[ax1]
		}
	}
	var shape, strides []int
	for d := range a.shape {
		if d != ax1 && d != ax2 {
			shape = append(shape, a.shape[d])
			strides = append(strides, a.strides[d])
		}
	}
	shape = append(shape, n)
	strides = append(strides, a.strides[ax1]+a.strides[ax2])
	return a.view(shape, strides, off).copyArray(t)
}

// diagonalFn is np.diagonal.
func (m *Module) diagonalFn(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	vals, err := bindArgs("diagonal", []string{"a", "offset", "axis1", "axis2"}, 1, args, kwargs)
	if err != nil {
		return nil, err
	}
	a, err := m.arrayArg(t, vals[0])
	if err != nil {
		return nil, err
	}
	if len(a.shape) < 2 {
		return nil, py.NewValueError("diag requires an array of at least two dimensions")
	}
	k, ax1, ax2 := 0, 0, 1
	if vals[1] != nil {
		if k, err = cIntArg(t, vals[1], cIntFormat); err != nil {
			return nil, err
		}
	}
	if vals[2] != nil {
		if ax1, err = m.axisArg(t, vals[2], len(a.shape)); err != nil {
			return nil, err
		}
	}
	if vals[3] != nil {
		if ax2, err = m.axisArg(t, vals[3], len(a.shape)); err != nil {
			return nil, err
		}
	}
	d, err := m.diagonal(t, a, k, ax1, ax2)
	if err != nil {
		return nil, err
	}
	d.readonly = true
	return m.Wrap(d), nil
}

// traceFn is np.trace: the sum of the diagonal.
func (m *Module) traceFn(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	vals, err := bindArgs("trace", []string{"a", "offset", "axis1", "axis2", "dtype", "out"}, 1, args, kwargs)
	if err != nil {
		return nil, err
	}
	a, err := m.arrayArg(t, vals[0])
	if err != nil {
		return nil, err
	}
	if len(a.shape) < 2 {
		return nil, py.NewValueError("diag requires an array of at least two dimensions")
	}
	k := 0
	if vals[1] != nil {
		if k, err = cIntArg(t, vals[1], cIntAsInt); err != nil {
			return nil, err
		}
	}
	d, err := m.diagonal(t, a, k, 0, 1)
	if err != nil {
		return nil, err
	}
	return m.funcs["sum"](t, nil, []py.Value{m.Wrap(d), py.NewInt(-1)}, nil)
}

// meshgrid is np.meshgrid.
func (m *Module) meshgrid(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	indexing := "xy"
	sparse := false
	for _, kw := range kwargs {
		switch kw.Name {
		case "indexing":
			indexing = strArg(kw.Value, "xy")
			if indexing != "xy" && indexing != "ij" {
				return nil, py.NewValueError("Valid values for `indexing` are 'xy' and 'ij'.")
			}
		case "sparse":
			sparse, _ = py.Truth(t, kw.Value)
		case "copy":
		default:
			return nil, py.NewTypeError("meshgrid() got an unexpected keyword argument '%s'", kw.Name)
		}
	}
	n := len(args)
	if err := checkNdim(n); err != nil {
		return nil, err
	}
	xs := make([]*Array, n) //krait:alloc-ok at most maxDims arguments (checked above)
	shape := make([]int, n) //krait:alloc-ok at most maxDims arguments (checked above)
	for j, v := range args {
		a, err := m.arrayArg(t, v)
		if err != nil {
			return nil, err
		}
		if len(a.shape) != 1 {
			if a, err = m.reshape(t, a, []int{a.Size()}, "C"); err != nil {
				return nil, err
			}
		}
		xs[j] = a
		shape[j] = a.shape[0]
	}
	if indexing == "xy" && n > 1 {
		shape[0], shape[1] = shape[1], shape[0]
	}
	out := make([]py.Value, n) //krait:alloc-ok at most maxDims arguments (checked above)
	for j, a := range xs {
		pos := j
		if indexing == "xy" && n > 1 && j < 2 {
			pos = 1 - j
		}
		vshape := make([]int, n)   //krait:alloc-ok at most maxDims arguments (checked above)
		vstrides := make([]int, n) //krait:alloc-ok at most maxDims arguments (checked above)
		for k := range vshape {
			vshape[k] = 1
		}
		vshape[pos] = a.shape[0]
		vstrides[pos] = a.strides[0]
		v := a.view(vshape, vstrides, a.off)
		if sparse {
			c, err := v.copyArray(t)
			if err != nil {
				return nil, err
			}
			out[j] = m.Wrap(c)
			continue
		}
		c, err := broadcastTo(v, shape).copyArray(t)
		if err != nil {
			return nil, err
		}
		out[j] = m.Wrap(c)
	}
	return py.NewList(out), nil
}

// triFn is np.tri.
func (m *Module) triFn(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	vals, err := bindArgs("tri", []string{"N", "M", "k", "dtype", "*like"}, 1, args, kwargs)
	if err != nil {
		return nil, err
	}
	n, err := py.Index(t, vals[0])
	if err != nil {
		return nil, err
	}
	cols := n
	if vals[1] != nil && vals[1] != py.None {
		if cols, err = py.Index(t, vals[1]); err != nil {
			return nil, err
		}
	}
	var k int64
	if vals[2] != nil {
		if k, err = py.Index(t, vals[2]); err != nil {
			return nil, err
		}
	}
	dk, _, has, err := m.dtypeParam(t, vals[3])
	if err != nil {
		return nil, err
	}
	if !has {
		dk = Float64
	}
	a, err := alloc(t, dk, []int{int(n), int(cols)})
	if err != nil {
		return nil, err
	}
	for i := 0; i < int(n); i++ {
		for j := 0; j < int(cols); j++ {
			if int64(j) <= int64(i)+k {
				a.setInt(i*int(cols)+j, 1)
			}
		}
	}
	return m.Wrap(a), nil
}

// trilu is np.tril (lower) / np.triu.
func (m *Module) trilu(lower bool) py.BuiltinFunc {
	return func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		name := "triu"
		if lower {
			name = "tril"
		}
		vals, err := bindArgs(name, []string{"m", "k"}, 1, args, kwargs)
		if err != nil {
			return nil, err
		}
		a, err := m.arrayArg(t, vals[0])
		if err != nil {
			return nil, err
		}
		var k int64
		if vals[1] != nil {
			if k, err = py.Index(t, vals[1]); err != nil {
				return nil, err
			}
		}
		if len(a.shape) < 2 {
			a = atleast(a, 2)
			if len(a.shape) == 2 && a.shape[0] == 1 {
				a = broadcastTo(a, []int{a.shape[1], a.shape[1]})
			}
		}
		c, err := a.copyArray(t)
		if err != nil {
			return nil, err
		}
		nd := len(c.shape)
		rows, cols := c.shape[nd-2], c.shape[nd-1]
		blocks := c.Size() / max(rows*cols, 1)
		zero := newArray(c.kind, []int{1})
		if c.kind == Object {
			zero.o[0] = py.NewInt(0)
		}
		for b := 0; b < blocks; b++ {
			for i := 0; i < rows; i++ {
				for j := 0; j < cols; j++ {
					keep := int64(j) <= int64(i)+k
					if !lower {
						keep = int64(j) >= int64(i)+k
					}
					if !keep {
						if err := m.copyElem(t, c, b*rows*cols+i*cols+j, zero, 0); err != nil {
							return nil, err
						}
					}
				}
			}
		}
		return m.Wrap(c), nil
	}
}

// fromiter is np.fromiter.
func (m *Module) fromiter(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	vals, err := bindArgs("fromiter", []string{"iter", "dtype", "count", "*like"}, 2, args, kwargs)
	if err != nil {
		return nil, err
	}
	k, w, err := m.parseDtype(t, vals[1])
	if err != nil {
		return nil, err
	}
	items, err := py.Items(t, vals[0])
	if err != nil {
		return nil, err
	}
	if vals[2] != nil {
		n, err := py.Index(t, vals[2])
		if err != nil {
			return nil, err
		}
		if n >= 0 {
			if int(n) > len(items) {
				return nil, py.NewValueError("iterator too short: Expected %d but iterator had only %d items.", n, len(items))
			}
			items = items[:n]
		}
	}
	a, err := m.fromValue(t, py.NewList(items), k, true, w)
	if err != nil {
		return nil, err
	}
	return m.Wrap(a), nil
}

// indicesFn is np.indices.
func (m *Module) indicesFn(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	vals, err := bindArgs("indices", []string{"dimensions", "dtype", "sparse"}, 1, args, kwargs)
	if err != nil {
		return nil, err
	}
	dims, err := ShapeArg(t, vals[0])
	if err != nil {
		return nil, err
	}
	if err := checkNdim(len(dims) + 1); err != nil {
		return nil, err
	}
	shape := append([]int{len(dims)}, dims...) //krait:alloc-ok len(dims)+1 <= maxDims (checked above)
	a, err := alloc(t, Int64, shape)
	if err != nil {
		return nil, err
	}
	size := shapeSize(dims)
	st := cStrides(dims)
	for d := range dims {
		for j := 0; j < size; j++ {
			a.i[d*size+j] = int64((j / st[d]) % max(dims[d], 1))
		}
	}
	return m.Wrap(a), nil
}
