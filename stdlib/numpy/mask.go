package numpy

import (
	"github.com/kraitpy/krait/py"
)

// This file is the fast path of the commonest advanced index: a boolean
// mask with the array's own shape (a[a > 0], a[mask] = v), which selects
// elements in C order without materialising their indices.

// fullMask returns the mask when key is a bool ndarray shaped like a.
func fullMask(a *Array, key py.Value) (*Array, bool) {
	mk, ok := Unwrap(key)
	if !ok || mk.kind != Bool || len(a.shape) == 0 || !sameShape(mk.shape, a.shape) {
		return nil, false
	}
	return mk, true
}

// maskOffsets returns the buffer offsets of a's elements where mask is
// true, in C order.
func maskOffsets(t *py.Thread, a, mask *Array) ([]int, error) {
	n := a.Size()
	if err := t.Charge(int64(n)); err != nil {
		return nil, err
	}
	count := 0
	if mask.isContiguous() {
		for _, b := range mask.b[mask.off : mask.off+n] {
			if b {
				count++
			}
		}
	} else {
		mask.forEachOffset(func(o int) {
			if mask.b[o] {
				count++
			}
		})
	}
	if err := Charge(t, Int64, count); err != nil {
		return nil, err
	}
	offs := make([]int, 0, count)
	if mask.isContiguous() && a.isContiguous() {
		mb := mask.b[mask.off : mask.off+n]
		for j, b := range mb {
			if b {
				offs = append(offs, a.off+j) //krait:alloc-ok at most count appends, into the capacity charged above
			}
		}
		return offs, nil
	}
	mo := mask.offsets()
	j := 0
	a.forEachOffset(func(o int) {
		if mask.b[mo[j]] {
			offs = append(offs, o)
		}
		j++
	})
	return offs, nil
}

// maskGet is a[mask] for a full-shape mask.
func (m *Module) maskGet(t *py.Thread, a, mask *Array) (*Array, error) {
	if (a.kind == Float64 || a.kind == Int64) && a.isContiguous() && mask.isContiguous() {
		return compressContig(t, a, mask)
	}
	offs, err := maskOffsets(t, a, mask)
	if err != nil {
		return nil, err
	}
	out, err := alloc(t, a.kind, []int{len(offs)})
	if err != nil {
		return nil, err
	}
	out.width = a.width
	gather(out, a, offs)
	return out, nil
}

// maskSet is a[mask] = value for a full-shape mask.
func (m *Module) maskSet(t *py.Thread, a, mask *Array, value py.Value) error {
	offs, err := maskOffsets(t, a, mask)
	if err != nil {
		return err
	}
	src, err := m.valueArray(t, value, a)
	if err != nil {
		return err
	}
	shape := []int{len(offs)}
	if n := src.Size(); n != 1 && n != len(offs) {
		return py.NewValueError("NumPy boolean array indexing assignment cannot assign %d input values to the %d output values where the mask is true", n, len(offs))
	}
	if err := checkAssignShape(src.shape, shape, true); err != nil {
		return err
	}
	if src.Size() == 1 {
		so := src.offsets()[0]
		if src.kind == a.kind && a.kind == Float64 {
			v := src.f[so]
			for _, o := range offs {
				a.f[o] = v
			}
			return nil
		}
		if src.kind == a.kind && a.kind == Int64 {
			v := src.i[so]
			for _, o := range offs {
				a.i[o] = v
			}
			return nil
		}
		for _, o := range offs {
			if err := m.copyElem(t, a, o, src, so); err != nil {
				return err
			}
		}
		return nil
	}
	src = broadcastTo(src, trimLeadingOnes(src.shape, shape))
	src = broadcastTo(src, shape)
	so := src.offsets()
	for j, o := range offs {
		if err := m.copyElem(t, a, o, src, so[j]); err != nil {
			return err
		}
	}
	return nil
}

// compressContig is maskGet for a contiguous float or int array and
// mask: a count, then one pass copying the selected elements.
func compressContig(t *py.Thread, a, mask *Array) (*Array, error) {
	n := a.Size()
	if err := t.Charge(int64(n)); err != nil {
		return nil, err
	}
	mb := mask.b[mask.off : mask.off+n]
	count := 0
	for _, b := range mb {
		if b {
			count++
		}
	}
	out, err := alloc(t, a.kind, []int{count})
	if err != nil {
		return nil, err
	}
	j := 0
	if a.kind == Float64 {
		src, dst := a.f[a.off:a.off+n], out.f
		for c, b := range mb {
			if b {
				dst[j] = src[c]
				j++
			}
		}
		return out, nil
	}
	src, dst := a.i[a.off:a.off+n], out.i
	for c, b := range mb {
		if b {
			dst[j] = src[c]
			j++
		}
	}
	return out, nil
}
