package random

import (
	"github.com/kraitpy/krait/py"
	"github.com/kraitpy/krait/stdlib/internal/pyargs"
	"github.com/kraitpy/krait/stdlib/numpy/internal/nprandom"
)

// permuted is Generator.permuted(x, *, axis=None, out=None): a copy of x
// (or out, filled with x) shuffled as one flat sequence, or each 1-d
// slice along axis shuffled on its own, the slices in C order of the
// other axes (numpy's IterAllButAxis), each with the swaps of shuffle.
func (m *Module) permuted(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	g, err := genOf(self, false)
	if err != nil {
		return nil, err
	}
	a, err := pyargs.Bind("permuted", true, []string{"x", "*axis", "*out"}, 1, args, kwargs)
	if err != nil {
		return nil, err
	}
	x, err := m.asArray(t, a[0])
	if err != nil {
		return nil, err
	}
	xv := m.np.Wrap(x)
	var out py.Value
	if a[2] == nil || a[2] == py.None {
		if out, err = py.CallMethod(t, xv, "copy", nil, nil); err != nil {
			return nil, err
		}
	} else {
		o, ok := m.unwrap(a[2])
		if !ok {
			return nil, py.NewTypeError("out must be a numpy array")
		}
		if !sameShape(o.Shape(), x.Shape()) {
			return nil, py.NewValueError("out must have the same shape as x")
		}
		if err := py.SetItem(t, a[2], py.Ellipsis, xv); err != nil {
			return nil, err
		}
		out = a[2]
	}
	arr, _ := m.unwrap(out)
	if err := t.Charge(int64(arr.Size())); err != nil {
		return nil, err
	}
	src := g.src()
	if a[1] == nil || a[1] == py.None {
		flat, err := py.CallMethod(t, out, "reshape", []py.Value{py.NewInt(-1)}, nil)
		if err != nil {
			return nil, err
		}
		fa, _ := m.unwrap(flat)
		nprandom.Shuffle(src, fa.Len(), fa.SwapAxis0)
		return out, nil
	}
	ax, err := py.Index(t, a[1])
	if err != nil {
		return nil, err
	}
	nd := int64(arr.Ndim())
	if ax < -nd || ax >= nd {
		return nil, py.NewException(py.IndexErrorType, "axis "+itoa(int(ax))+" is out of bounds for array of dimension "+itoa(int(nd)))
	}
	if ax < 0 {
		ax += nd
	}
	shape := arr.Shape()
	// The other axes' indexes, in C order; each selects the 1-d slice
	// out[i0, ..., :, ..., ik].
	others := make([]int, 0, len(shape))
	for k, d := range shape {
		if int64(k) != ax {
			others = append(others, d)
		}
	}
	idx := make([]int, len(others))
	for n := sizeOf(others); n > 0; n-- {
		key := make([]py.Value, 0, len(shape))
		for k, j := 0, 0; k < len(shape); k++ {
			if int64(k) == ax {
				key = append(key, &py.Slice{Start: py.None, Stop: py.None, Step: py.None})
				continue
			}
			key = append(key, py.NewInt(int64(idx[j])))
			j++
		}
		line, err := py.GetItem(t, out, py.NewTuple(key))
		if err != nil {
			return nil, err
		}
		la, ok := m.unwrap(line)
		if !ok {
			return nil, py.NewTypeError("permuted: a slice along the axis is not an array")
		}
		nprandom.Shuffle(src, la.Len(), la.SwapAxis0)
		for k := len(idx) - 1; k >= 0; k-- {
			idx[k]++
			if idx[k] < others[k] {
				break
			}
			idx[k] = 0
		}
	}
	return out, nil
}
