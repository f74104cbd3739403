package numpy

import (
	"github.com/kraitpy/krait/py"
)

// This file binds piecewise, rot90 and the small helpers
// numpy builds from other functions.

// addExtraFuncs binds them.
func (m *Module) addExtraFuncs(t *py.Thread, d *py.Dict) error {
	m.def(map[string]py.BuiltinFunc{
		"piecewise":     m.piecewiseFn,
		"rot90":         m.rot90Fn,
		"fromfunction":  m.fromfunctionFn,
		"fill_diagonal": m.fillDiagonalFn,
	})
	if err := m.makeVectorize(t, d); err != nil {
		return err
	}
	return m.makeNditer(t, d)
}

// piecewiseFn is np.piecewise(x, condlist, funclist, *args, **kw).
func (m *Module) piecewiseFn(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	if len(args) < 3 {
		return nil, py.NewTypeError("piecewise() missing required positional arguments")
	}
	x, err := m.arrayArg(t, args[0])
	if err != nil {
		return nil, err
	}
	funcs, err := py.Items(t, args[2])
	if err != nil {
		return nil, err
	}
	condV := args[1]
	wrap := false
	switch c := condV.(type) {
	case *py.List:
		if c.Len() == 0 {
			return nil, py.NewIndexError("list index out of range") // numpy reads condlist[0]
		}
		{
			first := c.Items()[0]
			if _, isList := first.(*py.List); !isList {
				if _, isArr := Unwrap(first); !isArr && len(x.shape) != 0 {
					wrap = true
				}
			}
		}
	case *py.Tuple:
		if c.Len() == 0 {
			return nil, py.NewIndexError("tuple index out of range")
		}
	default:
		if a, ok := Unwrap(c); !ok || len(a.shape) == len(x.shape) {
			wrap = true
		}
	}
	if wrap {
		condV = py.NewList([]py.Value{condV})
	}
	conds, err := m.asArrayDtype(t, condV, Bool)
	if err != nil {
		return nil, err
	}
	n := conds.shape[0]
	if len(conds.shape) == 0 {
		n = 1
	}
	// One view per condition: np.zeros((10**12, 0), bool) is 10**12 of
	// them in an empty array.
	if err := chargeViews(t, n); err != nil {
		return nil, err
	}
	list := make([]*Array, n)
	for j := range list {
		list[j] = conds.view(conds.shape[1:], conds.strides[1:], conds.off+j*conds.strides[0])
	}
	if n == len(funcs)-1 {
		other, err := alloc(t, Bool, x.shape)
		if err != nil {
			return nil, err
		}
		for j := range other.b {
			other.b[j] = true
		}
		for _, c := range list {
			cb := broadcastTo(c, x.shape)
			k := 0
			cb.forEachOffset(func(o int) {
				if cb.b[o] {
					other.b[k] = false
				}
				k++
			})
		}
		list = append(list, other)
	} else if n != len(funcs) {
		return nil, py.NewValueError("with %d condition(s), either %d or %d functions are expected", n, n, n+1)
	}
	y, err := alloc(t, x.kind, x.shape)
	if err != nil {
		return nil, err
	}
	for j, c := range list {
		cv := m.Wrap(broadcastTo(c, x.shape))
		fn := funcs[j]
		if !py.IsCallable(fn) {
			if err := m.setItem(t, y, cv, fn); err != nil {
				return nil, err
			}
			continue
		}
		vals, err := m.getItem(t, x, cv)
		if err != nil {
			return nil, err
		}
		va, _ := Unwrap(vals)
		if va != nil && va.Size() == 0 {
			continue
		}
		r, err := py.Call(t, fn, append([]py.Value{vals}, args[3:]...), kwargs)
		if err != nil {
			return nil, err
		}
		if err := m.setItem(t, y, cv, r); err != nil {
			return nil, err
		}
	}
	return m.Wrap(y), nil
}

// rot90Fn is np.rot90(m, k=1, axes=(0, 1)).
func (m *Module) rot90Fn(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	vals, err := bindArgs("rot90", []string{"m", "k", "axes"}, 1, args, kwargs)
	if err != nil {
		return nil, err
	}
	a, err := m.arrayArg(t, vals[0])
	if err != nil {
		return nil, err
	}
	if len(a.shape) < 2 {
		return nil, py.NewValueError("Axes must be different.")
	}
	k := int64(1)
	if vals[1] != nil {
		if k, err = py.Index(t, vals[1]); err != nil {
			return nil, err
		}
	}
	ax0, ax1 := 0, 1
	if vals[2] != nil {
		axes, err := m.axesArg(t, vals[2], len(a.shape))
		if err != nil {
			return nil, err
		}
		if len(axes) != 2 {
			return nil, py.NewValueError("len(axes) must be 2.")
		}
		ax0, ax1 = axes[0], axes[1]
	}
	k = ((k % 4) + 4) % 4
	perm := identityAxes(len(a.shape))
	perm[ax0], perm[ax1] = perm[ax1], perm[ax0]
	switch k {
	case 0:
		return m.Wrap(a.view(a.shape, a.strides, a.off)), nil
	case 2:
		return m.Wrap(flipView(flipView(a, []int{ax0}), []int{ax1})), nil
	case 1:
		return m.Wrap(flipView(a, []int{ax1}).transposed(perm)), nil
	}
	return m.Wrap(flipView(a.transposed(perm), []int{ax1})), nil
}

// fromfunctionFn is np.fromfunction(function, shape, dtype=float): the
// function called once with one index array per dimension.
func (m *Module) fromfunctionFn(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	vals, err := bindArgs("fromfunction", []string{"function", "shape", "*dtype", "*like"}, 2, args, kwargs)
	if err != nil {
		return nil, err
	}
	shape, err := ShapeArg(t, vals[1])
	if err != nil {
		return nil, err
	}
	k := Float64
	if vals[2] != nil {
		if k, _, err = m.parseDtype(t, vals[2]); err != nil {
			return nil, err
		}
	}
	st := cStrides(shape)
	size := shapeSize(shape)
	idx := make([]py.Value, len(shape)) //krait:alloc-ok one per dimension (at most maxDims: ndim.go)
	for d := range shape {
		a, err := alloc(t, k, shape)
		if err != nil {
			return nil, err
		}
		for j := 0; j < size; j++ {
			a.setInt(j, int64((j/st[d])%max(shape[d], 1)))
		}
		idx[d] = m.Wrap(a)
	}
	return py.Call(t, vals[0], idx, nil)
}

// fillDiagonalFn is np.fill_diagonal(a, val, wrap=False), in place.
func (m *Module) fillDiagonalFn(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	vals, err := bindArgs("fill_diagonal", []string{"a", "val", "wrap"}, 2, args, kwargs)
	if err != nil {
		return nil, err
	}
	a, ok := Unwrap(vals[0])
	if !ok {
		return nil, py.NewTypeError("fill_diagonal needs an ndarray")
	}
	if len(a.shape) < 2 {
		return nil, py.NewValueError("array must be at least 2-d")
	}
	n := a.shape[0]
	for _, d := range a.shape[1:] {
		if len(a.shape) > 2 && d != n {
			return nil, py.NewValueError("All dimensions of input must be of equal length")
		}
		n = min(n, d)
	}
	src, err := m.valueArray(t, vals[1], a)
	if err != nil {
		return nil, err
	}
	so, err := src.offsets(t)
	if err != nil {
		return nil, err
	}
	if len(so) == 0 {
		return py.None, nil
	}
	step := 0
	for _, s := range a.strides {
		step += s
	}
	for j := 0; j < n; j++ {
		if err := m.copyElem(t, a, a.off+j*step, src, so[j%len(so)]); err != nil {
			return nil, err
		}
	}
	return py.None, nil
}
