package numpy

import (
	"strings"

	"github.com/kraitpy/krait/py"
)

// This file binds the shape functions: reshape, ravel, transpose,
// swapaxes, moveaxis, squeeze, expand_dims, concatenate, stack, vstack,
// hstack, column_stack, dstack, split, array_split, tile, repeat, flip,
// roll, atleast_*d, broadcast_to, append, insert, delete.

// addShapeFuncs binds the shape functions.
func (m *Module) addShapeFuncs(t *py.Thread, d *py.Dict) error {
	m.def(map[string]py.BuiltinFunc{
		"reshape": func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			vals, err := bindArgs("reshape", []string{"a", "newshape", "order"}, 2, args, kwargs)
			if err != nil {
				return nil, err
			}
			a, err := m.arrayArg(t, vals[0])
			if err != nil {
				return nil, err
			}
			shape, err := m.reshapeArgs(t, a, []py.Value{vals[1]})
			if err != nil {
				return nil, err
			}
			r, err := m.reshape(t, a, shape, strArg(vals[2], "C"))
			if err != nil {
				return nil, err
			}
			return m.Wrap(r), nil
		},
		"ravel": func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			vals, err := bindArgs("ravel", []string{"a", "order"}, 1, args, kwargs)
			if err != nil {
				return nil, err
			}
			a, err := m.arrayArg(t, vals[0])
			if err != nil {
				return nil, err
			}
			r, err := m.reshape(t, a, []int{a.Size()}, strArg(vals[1], "C"))
			if err != nil {
				return nil, err
			}
			return m.Wrap(r), nil
		},
		"flatten": func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			vals, err := bindArgs("flatten", []string{"a", "order"}, 1, args, kwargs)
			if err != nil {
				return nil, err
			}
			a, err := m.arrayArg(t, vals[0])
			if err != nil {
				return nil, err
			}
			src := a
			if strArg(vals[1], "C") == "F" {
				src = a.transposed(nil)
			}
			c, err := src.copyArray(t)
			if err != nil {
				return nil, err
			}
			return m.Wrap(c.view([]int{c.Size()}, []int{1}, 0)), nil
		},
		"transpose": func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			vals, err := bindArgs("transpose", []string{"a", "axes"}, 1, args, kwargs)
			if err != nil {
				return nil, err
			}
			a, err := m.arrayArg(t, vals[0])
			if err != nil {
				return nil, err
			}
			if vals[1] == nil || vals[1] == py.None {
				return m.Wrap(a.transposed(nil)), nil
			}
			axes, err := m.axesArg(t, vals[1], len(a.shape))
			if err != nil {
				if ex, ok := err.(*py.Exception); ok && ex.Matches(py.ValueErrorType) {
					return nil, py.NewValueError("repeated axis in transpose")
				}
				return nil, err
			}
			if len(axes) != len(a.shape) {
				return nil, py.NewValueError("axes don't match array")
			}
			return m.Wrap(a.transposed(axes)), nil
		},
		"swapaxes": func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			vals, err := bindArgs("swapaxes", []string{"a", "axis1", "axis2"}, 3, args, kwargs)
			if err != nil {
				return nil, err
			}
			a, err := m.arrayArg(t, vals[0])
			if err != nil {
				return nil, err
			}
			for _, v := range vals[1:3] {
				if _, err := cIntArg(t, v, cIntFormat); err != nil {
					return nil, err
				}
			}
			x, err := m.axisArg(t, vals[1], len(a.shape))
			if err != nil {
				return nil, err
			}
			y, err := m.axisArg(t, vals[2], len(a.shape))
			if err != nil {
				return nil, err
			}
			axes := identityAxes(len(a.shape))
			axes[x], axes[y] = axes[y], axes[x]
			return m.Wrap(a.transposed(axes)), nil
		},
		"moveaxis": func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			vals, err := bindArgs("moveaxis", []string{"a", "source", "destination"}, 3, args, kwargs)
			if err != nil {
				return nil, err
			}
			a, err := m.arrayArg(t, vals[0])
			if err != nil {
				return nil, err
			}
			src, err := m.axesArg(t, vals[1], len(a.shape))
			if err != nil {
				return nil, err
			}
			dst, err := m.axesArg(t, vals[2], len(a.shape))
			if err != nil {
				return nil, err
			}
			if len(src) != len(dst) {
				return nil, py.NewValueError("`source` and `destination` arguments must have the same number of elements")
			}
			var order []int
			moved := map[int]bool{}
			for _, s := range src {
				moved[s] = true
			}
			for k := 0; k < len(a.shape); k++ {
				if !moved[k] {
					order = append(order, k)
				}
			}
			type pair struct{ d, s int }
			ps := make([]pair, len(src))
			for j := range src {
				ps[j] = pair{dst[j], src[j]}
			}
			for changed := true; changed; {
				changed = false
				for j := 1; j < len(ps); j++ {
					if ps[j].d < ps[j-1].d {
						ps[j], ps[j-1] = ps[j-1], ps[j]
						changed = true
					}
				}
			}
			for _, p := range ps {
				order = append(order[:p.d], append([]int{p.s}, order[p.d:]...)...)
			}
			return m.Wrap(a.transposed(order)), nil
		},
		"squeeze": func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			vals, err := bindArgs("squeeze", []string{"a", "axis"}, 1, args, kwargs)
			if err != nil {
				return nil, err
			}
			a, err := m.arrayArg(t, vals[0])
			if err != nil {
				return nil, err
			}
			drop := map[int]bool{}
			if vals[1] == nil || vals[1] == py.None {
				for k, d := range a.shape {
					if d == 1 {
						drop[k] = true
					}
				}
			} else {
				axes, err := m.axesArg(t, vals[1], len(a.shape))
				if err != nil {
					return nil, err
				}
				for _, ax := range axes {
					if a.shape[ax] != 1 {
						return nil, py.NewValueError("cannot select an axis to squeeze out which has size not equal to one")
					}
					drop[ax] = true
				}
			}
			var shape, strides []int
			for k := range a.shape {
				if !drop[k] {
					shape = append(shape, a.shape[k])
					strides = append(strides, a.strides[k])
				}
			}
			if shape == nil {
				shape, strides = []int{}, []int{}
			}
			return m.Wrap(a.view(shape, strides, a.off)), nil
		},
		"expand_dims": func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			vals, err := bindArgs("expand_dims", []string{"a", "axis"}, 2, args, kwargs)
			if err != nil {
				return nil, err
			}
			a, err := m.arrayArg(t, vals[0])
			if err != nil {
				return nil, err
			}
			n := 1
			if tu, ok := vals[1].(*py.Tuple); ok {
				n = tu.Len()
			}
			if err := checkNdim(len(a.shape) + n); err != nil {
				return nil, err
			}
			axes, err := m.axesArg(t, vals[1], len(a.shape)+n)
			if err != nil {
				return nil, err
			}
			return m.Wrap(expandDims(a, axes)), nil
		},
		"concatenate": func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			vals, err := bindArgs("concatenate", []string{"arrays", "axis", "out", "*dtype", "*casting"}, 1, args, kwargs)
			if err != nil {
				return nil, err
			}
			arrs, err := m.arraysArg(t, vals[0])
			if err != nil {
				return nil, err
			}
			axis, given := 0, true
			if vals[1] == py.None {
				given = false
			} else if vals[1] != nil {
				n, err := py.Index(t, vals[1])
				if err != nil {
					return nil, err
				}
				axis = int(n)
			}
			r, err := m.concat(t, arrs, axis, given)
			if err != nil {
				return nil, err
			}
			return m.Wrap(r), nil
		},
		"stack": func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			vals, err := bindArgs("stack", []string{"arrays", "axis", "out", "*dtype", "*casting"}, 1, args, kwargs)
			if err != nil {
				return nil, err
			}
			arrs, err := m.arraysArg(t, vals[0])
			if err != nil {
				return nil, err
			}
			if len(arrs) == 0 {
				return nil, py.NewValueError("need at least one array to stack")
			}
			for _, a := range arrs[1:] {
				if !sameShape(a.shape, arrs[0].shape) {
					return nil, py.NewValueError("all input arrays must have the same shape")
				}
			}
			axis := 0
			if vals[1] != nil {
				n, err := py.Index(t, vals[1])
				if err != nil {
					return nil, err
				}
				axis = int(n)
			}
			if err := checkIndexNdim(len(arrs[0].shape) + 1); err != nil {
				return nil, err
			}
			ax, err := m.normAxis(t, axis, len(arrs[0].shape)+1)
			if err != nil {
				return nil, err
			}
			ex := make([]*Array, len(arrs))
			for j, a := range arrs {
				ex[j] = expandDims(a, []int{ax})
			}
			r, err := m.concat(t, ex, ax, true)
			if err != nil {
				return nil, err
			}
			return m.Wrap(r), nil
		},
		"vstack":       m.stackFn("vstack", 2, 0),
		"row_stack":    m.stackFn("row_stack", 2, 0),
		"hstack":       m.stackFn("hstack", 1, 1),
		"dstack":       m.stackFn("dstack", 3, 2),
		"column_stack": m.stackFn("column_stack", -2, 1),
		"split":        m.splitFn("split", true, -1),
		"array_split":  m.splitFn("array_split", false, -1),
		"hsplit":       m.splitFn("hsplit", true, 1),
		"vsplit":       m.splitFn("vsplit", true, 0),
		"atleast_1d":   m.atleastFn(1),
		"atleast_2d":   m.atleastFn(2),
		"atleast_3d":   m.atleastFn(3),
		"tile": func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			vals, err := bindArgs("tile", []string{"A", "reps"}, 2, args, kwargs)
			if err != nil {
				return nil, err
			}
			a, err := m.arrayArg(t, vals[0])
			if err != nil {
				return nil, err
			}
			if err := checkNdmin(int64(seqLen(vals[1]))); err != nil {
				return nil, err
			}
			reps, err := ShapeArg(t, vals[1])
			if err != nil {
				return nil, err
			}
			nd := max(len(a.shape), len(reps))
			for len(reps) < nd {
				reps = append([]int{1}, reps...)
			}
			src := a
			for len(src.shape) < nd {
				src = expandDims(src, []int{0})
			}
			// Interleave: shape (r0, s0, r1, s1, ...) then reshape.
			shape := make([]int, 0, 2*nd)
			strides := make([]int, 0, 2*nd)
			out := make([]int, nd)
			for k := 0; k < nd; k++ {
				shape = append(shape, reps[k], src.shape[k])
				strides = append(strides, 0, src.strides[k])
				out[k] = reps[k] * src.shape[k]
			}
			big := src.view(shape, strides, src.off)
			c, err := big.copyArray(t)
			if err != nil {
				return nil, err
			}
			return m.Wrap(c.view(out, cStrides(out), 0)), nil
		},
		"repeat": func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			vals, err := bindArgs("repeat", []string{"a", "repeats", "axis"}, 2, args, kwargs)
			if err != nil {
				return nil, err
			}
			a, err := m.arrayArg(t, vals[0])
			if err != nil {
				return nil, err
			}
			reps, err := m.asArrayDtype(t, vals[1], Int64)
			if err != nil {
				return nil, err
			}
			flat := vals[2] == nil || vals[2] == py.None
			axis := 0
			if !flat {
				if axis, err = m.axisArg(t, vals[2], len(a.shape)); err != nil {
					return nil, err
				}
			}
			r, err := m.repeatArray(t, a, reps, axis, flat)
			if err != nil {
				return nil, err
			}
			return m.Wrap(r), nil
		},
		"flip": func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			vals, err := bindArgs("flip", []string{"m", "axis"}, 1, args, kwargs)
			if err != nil {
				return nil, err
			}
			a, err := m.arrayArg(t, vals[0])
			if err != nil {
				return nil, err
			}
			axes, err := m.axesArg(t, vals[1], len(a.shape))
			if err != nil {
				return nil, err
			}
			return m.result(flipView(a, axes)), nil // a 0-d array gives its scalar, as numpy's m[()]
		},
		"fliplr": func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			a, err := m.oneArray(t, "fliplr", "m", args, kwargs)
			if err != nil {
				return nil, err
			}
			if len(a.shape) < 2 {
				return nil, py.NewValueError("Input must be >= 2-d.")
			}
			return m.Wrap(flipView(a, []int{1})), nil
		},
		"flipud": func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			a, err := m.oneArray(t, "flipud", "m", args, kwargs)
			if err != nil {
				return nil, err
			}
			if len(a.shape) < 1 {
				return nil, py.NewValueError("Input must be >= 1-d.")
			}
			return m.Wrap(flipView(a, []int{0})), nil
		},
		"roll": func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			vals, err := bindArgs("roll", []string{"a", "shift", "axis"}, 2, args, kwargs)
			if err != nil {
				return nil, err
			}
			a, err := m.arrayArg(t, vals[0])
			if err != nil {
				return nil, err
			}
			shift, err := py.Index(t, vals[1])
			if err != nil {
				return nil, err
			}
			if vals[2] == nil || vals[2] == py.None {
				flat, err := m.reshape(t, a, []int{a.Size()}, "C")
				if err != nil {
					return nil, err
				}
				r, err := m.roll(t, flat, int(shift), 0)
				if err != nil {
					return nil, err
				}
				return m.Wrap(r.view(append([]int(nil), a.shape...), cStrides(a.shape), 0)), nil
			}
			ax, err := m.axisArg(t, vals[2], len(a.shape))
			if err != nil {
				return nil, err
			}
			r, err := m.roll(t, a, int(shift), ax)
			if err != nil {
				return nil, err
			}
			return m.Wrap(r), nil
		},
		"broadcast_to": func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			vals, err := bindArgs("broadcast_to", []string{"array", "shape", "subok"}, 2, args, kwargs)
			if err != nil {
				return nil, err
			}
			a, err := m.arrayArg(t, vals[0])
			if err != nil {
				return nil, err
			}
			shape, err := ShapeArg(t, vals[1])
			if err != nil {
				return nil, err
			}
			bs, err := broadcastShapes(a.shape, shape)
			if err != nil || !sameShape(bs, shape) {
				return nil, py.NewValueError("operands could not be broadcast together with remapped shapes [original->remapped]: %s  and requested shape %s", strings.ReplaceAll(shapeRepr(a.shape), " ", ""), strings.ReplaceAll(shapeRepr(shape), " ", ""))
			}
			v := broadcastTo(a, shape)
			v.readonly = true
			return m.Wrap(v), nil
		},
		"append": func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			vals, err := bindArgs("append", []string{"arr", "values", "axis"}, 2, args, kwargs)
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
			if vals[2] == nil || vals[2] == py.None {
				r, err := m.concat(t, []*Array{a, b}, 0, false)
				if err != nil {
					return nil, err
				}
				return m.Wrap(r), nil
			}
			n, err := py.Index(t, vals[2])
			if err != nil {
				return nil, err
			}
			r, err := m.concat(t, []*Array{a, b}, int(n), true)
			if err != nil {
				return nil, err
			}
			return m.Wrap(r), nil
		},
		"insert": m.insertFn,
		"delete": m.deleteFn,
	})
	return nil
}

// identityAxes returns 0..n-1.
func identityAxes(n int) []int {
	out := make([]int, n) //krait:alloc-ok n counts dimensions (at most maxDims: ndim.go)
	for k := range out {
		out[k] = k
	}
	return out
}

// strArg returns a str argument's value, or def.
func strArg(v py.Value, def string) string {
	if s, ok := v.(*py.Str); ok {
		return s.String()
	}
	return def
}

// oneArray binds a function of one array argument.
func (m *Module) oneArray(t *py.Thread, fname, param string, args []py.Value, kwargs []py.Kwarg) (*Array, error) {
	vals, err := bindArgs(fname, []string{param}, 1, args, kwargs)
	if err != nil {
		return nil, err
	}
	return m.arrayArg(t, vals[0])
}

// stackFn makes vstack (nd 2, axis 0), hstack (1, axis 1 or 0 for 1-d),
// dstack (3, 2) and column_stack (-2: 1-d arrays become columns).
func (m *Module) stackFn(name string, nd, axis int) py.BuiltinFunc {
	return func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		vals, err := bindArgs(name, []string{"tup", "*dtype", "*casting"}, 1, args, kwargs)
		if err != nil {
			return nil, err
		}
		arrs, err := m.arraysArg(t, vals[0])
		if err != nil {
			return nil, err
		}
		if len(arrs) == 0 {
			return nil, py.NewValueError("need at least one array to concatenate")
		}
		ax := axis
		for j, a := range arrs {
			switch {
			case nd == -2:
				if len(a.shape) < 2 {
					a = atleast(a, 1)
					arrs[j] = a.view([]int{a.shape[0], 1}, []int{a.strides[0], 0}, a.off)
				}
			case nd == 1:
				arrs[j] = atleast(a, 1)
			default:
				arrs[j] = atleast(a, nd)
			}
		}
		if nd == 1 && len(arrs[0].shape) == 1 {
			ax = 0
		}
		r, err := m.concat(t, arrs, ax, true)
		if err != nil {
			return nil, err
		}
		return m.Wrap(r), nil
	}
}

// splitFn makes split, array_split, hsplit and vsplit.
func (m *Module) splitFn(name string, strict bool, fixedAxis int) py.BuiltinFunc {
	return func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		names := []string{"ary", "indices_or_sections", "axis"}
		if fixedAxis >= 0 {
			names = names[:2]
		}
		vals, err := bindArgs(name, names, 2, args, kwargs)
		if err != nil {
			return nil, err
		}
		a, err := m.arrayArg(t, vals[0])
		if err != nil {
			return nil, err
		}
		ax := 0
		switch {
		case fixedAxis == 1:
			if len(a.shape) == 0 {
				return nil, py.NewValueError("hsplit only works on arrays of 1 or more dimensions")
			}
			if len(a.shape) > 1 {
				ax = 1
			}
		case fixedAxis == 0:
			if len(a.shape) < 2 {
				return nil, py.NewValueError("vsplit only works on arrays of 2 or more dimensions")
			}
		case fixedAxis == 2:
			if len(a.shape) < 3 {
				return nil, py.NewValueError("dsplit only works on arrays of 3 or more dimensions")
			}
			ax = 2
		default:
			if vals[2] != nil {
				if ax, err = m.axisArg(t, vals[2], len(a.shape)); err != nil {
					return nil, err
				}
			}
		}
		if len(a.shape) == 0 {
			return nil, py.NewIndexError("tuple index out of range")
		}
		pts, err := m.splitPoints(t, a.shape[ax], vals[1], strict)
		if err != nil {
			return nil, err
		}
		parts, err := m.split(t, a, pts, ax)
		if err != nil {
			return nil, err
		}
		return py.NewList(parts), nil
	}
}

// atleastFn makes atleast_1d/2d/3d.
func (m *Module) atleastFn(nd int) py.BuiltinFunc {
	return func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		if len(kwargs) > 0 {
			return nil, py.NewTypeError("atleast_%dd() got an unexpected keyword argument '%s'", nd, kwargs[0].Name)
		}
		out := make([]py.Value, len(args))
		for j, v := range args {
			a, err := m.arrayArg(t, v)
			if err != nil {
				return nil, err
			}
			out[j] = m.Wrap(atleast(a, nd))
		}
		if len(out) == 1 {
			return out[0], nil
		}
		return py.NewList(out), nil
	}
}

// roll shifts a's elements along axis ax.
func (m *Module) roll(t *py.Thread, a *Array, shift, ax int) (*Array, error) {
	n := a.shape[ax]
	out, err := alloc(t, a.kind, a.shape)
	if err != nil {
		return nil, err
	}
	out.width = a.width
	if n == 0 {
		return out, nil
	}
	shift = ((shift % n) + n) % n
	pts := []int{0, n - shift, n}
	for j := 0; j < 2; j++ {
		lo, hi := pts[j], pts[j+1]
		if hi <= lo {
			continue
		}
		shape := append([]int(nil), a.shape...)
		shape[ax] = hi - lo
		src := a.view(shape, a.strides, a.off+lo*a.strides[ax])
		dstStart := (lo + shift) % n
		dst := out.view(shape, out.strides, out.off+dstStart*out.strides[ax])
		if err := m.assignArray(t, dst, src); err != nil {
			return nil, err
		}
	}
	return out, nil
}

// insertFn is np.insert (1-d or flattened, or along an axis, with a
// scalar or array of positions).
func (m *Module) insertFn(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	vals, err := bindArgs("insert", []string{"arr", "obj", "values", "axis"}, 3, args, kwargs)
	if err != nil {
		return nil, err
	}
	a, err := m.arrayArg(t, vals[0])
	if err != nil {
		return nil, err
	}
	if vals[3] != nil && vals[3] != py.None {
		return nil, py.NewNotImplementedError("np.insert with an axis is not supported by krait's numpy")
	}
	flat, err := m.reshape(t, a, []int{a.Size()}, "C")
	if err != nil {
		return nil, err
	}
	n := flat.Size()
	posArr, err := m.asArrayDtype(t, vals[1], Int64)
	if err != nil {
		return nil, err
	}
	valArr, err := m.valueArray(t, vals[2], flat)
	if err != nil {
		return nil, err
	}
	pos, err := posArr.Int64s(t)
	if err != nil {
		return nil, err
	}
	vs := valArr
	if len(posArr.shape) == 0 && len(vs.shape) > 0 {
		// A scalar position inserts all the values there.
		p := int(pos[0])
		if p < 0 {
			p += n
		}
		if p < 0 || p > n {
			return nil, py.NewIndexError("index %d is out of bounds for axis 0 with size %d", pos[0], n)
		}
		vflat, err := m.reshape(t, vs, []int{vs.Size()}, "C")
		if err != nil {
			return nil, err
		}
		r, err := m.concat(t, []*Array{flat.view([]int{p}, []int{flat.strides[0]}, flat.off), vflat, flat.view([]int{n - p}, []int{flat.strides[0]}, flat.off+p*flat.strides[0])}, 0, true)
		if err != nil {
			return nil, err
		}
		out, err := m.castTo(t, r, a.kind)
		if err != nil {
			return nil, err
		}
		return m.Wrap(out), nil
	}
	vs = broadcastTo(vs, []int{len(pos)})
	vo, err := vs.offsets(t)
	if err != nil {
		return nil, err
	}
	type ins struct{ p, j int }
	var list []ins
	for j, p := range pos {
		q := int(p)
		if q < 0 {
			q += n
		}
		if q < 0 || q > n {
			return nil, py.NewIndexError("index %d is out of bounds for axis 0 with size %d", p, n)
		}
		list = append(list, ins{q, j})
	}
	for changed := true; changed; {
		changed = false
		for j := 1; j < len(list); j++ {
			if list[j].p < list[j-1].p {
				list[j], list[j-1] = list[j-1], list[j]
				changed = true
			}
		}
	}
	out, err := alloc(t, a.kind, []int{n + len(pos)})
	if err != nil {
		return nil, err
	}
	out.width = a.width
	fo, err := flat.offsets(t)
	if err != nil {
		return nil, err
	}
	k, src := 0, 0
	for _, in := range list {
		for src < in.p {
			if err := m.copyElem(t, out, k, flat, fo[src]); err != nil {
				return nil, err
			}
			k++
			src++
		}
		if err := m.copyElem(t, out, k, vs, vo[in.j]); err != nil {
			return nil, err
		}
		k++
	}
	for src < n {
		if err := m.copyElem(t, out, k, flat, fo[src]); err != nil {
			return nil, err
		}
		k++
		src++
	}
	return m.Wrap(out), nil
}

// deleteZeroSize is np.delete on a zero-size array whose axis ax has n
// > 0 positions, for the obj numpy deletes without a mask of the axis (a
// slice, one integer): the result is zero-size too, its axis shortened
// by the positions deleted. ok is false for an index or boolean array,
// for which numpy makes a mask of the axis too (its MemoryError is the
// budget's refusal here).
func (m *Module) deleteZeroSize(t *py.Thread, src *Array, ax int, obj py.Value) (_ py.Value, ok bool, err error) {
	n := src.shape[ax]
	deleted := 0
	if sl, isSlice := obj.(*py.Slice); isSlice {
		_, _, _, cnt, err := sl.Indices(t, func() int { return n })
		if err != nil {
			return nil, true, err
		}
		deleted = cnt
	} else {
		if _, isBool := obj.(py.Bool); isBool {
			return nil, false, nil // a boolean is a mask for numpy
		}
		q, err := py.Index(t, obj)
		if err != nil {
			return nil, false, nil // not one integer: an index array
		}
		if q < -int64(n) || q >= int64(n) {
			return nil, true, py.NewIndexError("index %d is out of bounds for axis %d with size %d", q, ax, n)
		}
		deleted = 1
	}
	shape := append([]int(nil), src.shape...) //krait:alloc-ok one int a dimension
	shape[ax] = n - deleted
	out, err := alloc(t, src.kind, shape)
	if err != nil {
		return nil, true, err
	}
	out.width = src.width
	return m.Wrap(out), true, nil
}

// deleteFn is np.delete.
func (m *Module) deleteFn(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	vals, err := bindArgs("delete", []string{"arr", "obj", "axis"}, 2, args, kwargs)
	if err != nil {
		return nil, err
	}
	a, err := m.arrayArg(t, vals[0])
	if err != nil {
		return nil, err
	}
	src := a
	ax := 0
	if vals[2] == nil || vals[2] == py.None {
		if src, err = m.reshape(t, a, []int{a.Size()}, "C"); err != nil {
			return nil, err
		}
	} else if ax, err = m.axisArg(t, vals[2], len(a.shape)); err != nil {
		return nil, err
	}
	n := src.shape[ax]
	if src.Size() == 0 && n > 0 {
		// A zero-size array's axis may be huge ((0, 10**12)): for a
		// slice or an integer only the result's shape is needed.
		if r, ok, err := m.deleteZeroSize(t, src, ax, vals[1]); ok {
			return r, err
		}
	}
	// The mask and the kept positions: one bool and up to one int64 per
	// position of the axis (an array of that many elements exists).
	if err := Charge(t, Bool, n); err != nil {
		return nil, err
	}
	if err := Charge(t, Int64, n); err != nil {
		return nil, err
	}
	drop := make([]bool, n)
	if sl, ok := vals[1].(*py.Slice); ok {
		start, _, step, cnt, err := sl.Indices(t, func() int { return n })
		if err != nil {
			return nil, err
		}
		for j := 0; j < cnt; j++ {
			drop[start+j*step] = true
		}
	} else {
		idx, err := m.AsArray(t, vals[1])
		if err != nil {
			return nil, err
		}
		if idx.kind == Bool {
			if idx.Size() != n {
				return nil, py.NewValueError("boolean array argument obj to delete must be one dimensional and match the axis length of %d", n)
			}
			j := 0
			idx.forEachOffset(func(o int) { drop[j] = idx.b[o]; j++ })
		} else {
			ixs, err := idx.Int64s(t)
			if err != nil {
				return nil, err
			}
			for _, p := range ixs {
				q := p
				if q < 0 {
					q += int64(n)
				}
				if q < 0 || q >= int64(n) {
					return nil, py.NewIndexError("index %d is out of bounds for axis %d with size %d", p, ax, n)
				}
				drop[q] = true
			}
		}
	}
	var keep []int64
	for j, d := range drop {
		if !d {
			keep = append(keep, int64(j))
		}
	}
	items := make([]idxItem, len(src.shape))
	for k := range items {
		items[k] = idxItem{kind: idxSlice, slice: py.NewSlice(nil, nil, nil), dims: 1}
	}
	items[ax] = idxItem{kind: idxArray, arr: NewInt64(keep, len(keep)), dims: 1}
	shape, offs, err := m.advancedOffsets(t, src, items)
	if err != nil {
		return nil, err
	}
	out, err := alloc(t, src.kind, shape)
	if err != nil {
		return nil, err
	}
	out.width = src.width
	gather(out, src, offs)
	return m.Wrap(out), nil
}
