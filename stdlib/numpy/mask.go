package numpy

import (
	"math"

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
		count = countTrue(mask.b[mask.off : mask.off+n])
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
	mo, err := mask.offsets(t)
	if err != nil {
		return nil, err
	}
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
		return m.compressContig(t, a, mask)
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
	if err := plainComplexInto(a, value); err != nil {
		return err
	}
	src, err := m.valueArray(t, value, a)
	if err != nil {
		return err
	}
	if err := m.castWarning(t, src, a); err != nil {
		return err
	}
	if src.root() == a.root() {
		// a[m] = a[1:] reads elements the assignment writes: numpy
		// copies the value first.
		if src, err = src.copyArray(t); err != nil {
			return err
		}
	}
	if done, err := maskSetContig(t, a, mask, src); done || err != nil {
		return err
	}
	offs, err := maskOffsets(t, a, mask)
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
		so := src.offsetAt(0)
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
	so, err := src.offsets(t)
	if err != nil {
		return err
	}
	for j, o := range offs {
		if err := m.copyElem(t, a, o, src, so[j]); err != nil {
			return err
		}
	}
	return nil
}

// compressContig is a[mask] for contiguous float64 and int64 arrays and
// masks: a count, then one pass that copies every element and advances
// the output index by the mask (no branch per element, which a mask
// that is not sorted would mispredict half the time).
func (m *Module) compressContig(t *py.Thread, a, mask *Array) (*Array, error) {
	n := a.Size()
	if err := t.Charge(int64(n)); err != nil {
		return nil, err
	}
	mb := mask.b[mask.off : mask.off+n]
	count := countTrue(mb)
	// Every element is written below: the buffer may come from the pool
	// (and, recorded, go back to it once nothing reaches it: recycle.go).
	out, err := m.allocResult(t, a.kind, []int{count})
	if err != nil {
		return nil, err
	}
	out.width = a.width
	if count == 0 {
		return out, nil
	}
	// Up to and including the last true element, the output index is
	// below count before each copy, so the unconditional store stays
	// inside out.
	last := n - 1
	for !mb[last] {
		last--
	}
	mb = mb[:last+1]
	if a.kind == Float64 {
		compressInto(out.f, a.f[a.off:a.off+len(mb)], mb)
	} else {
		compressInto(out.i, a.i[a.off:a.off+len(mb)], mb)
	}
	return out, nil
}

// compressInto copies src[c] for each true mb[c] to dst in order; mb's
// last element is true and dst holds exactly its true count.
func compressInto[T float64 | int64](dst, src []T, mb []bool) {
	src = src[:len(mb)]
	j := 0
	for c, b := range mb {
		dst[j] = src[c]
		j += b2int(b)
	}
}

// b2int is 1 for true and 0 for false (compiled without a branch).
func b2int(b bool) int {
	if b {
		return 1
	}
	return 0
}

// countTrue counts the true elements of bs.
func countTrue(bs []bool) int {
	count, done := countTrueVec(bs)
	for _, b := range bs[done:] {
		count += b2int(b)
	}
	return count
}

// maskSetContig is a[mask] = src for contiguous float64 and int64 arrays
// and masks and a src of a's kind holding one value or one per true
// element (contiguous): one pass that selects each element's old or new
// bits without a branch. It reports false when the layout does not fit
// (the general path then also raises the shape errors).
func maskSetContig(t *py.Thread, a, mask, src *Array) (bool, error) {
	if (a.kind != Float64 && a.kind != Int64) || src.kind != a.kind || !a.isContiguous() || !mask.isContiguous() || !src.isContiguous() {
		return false, nil
	}
	if numWidth(src) != numWidth(a) && src.Size() != 1 {
		return false, nil // values to narrow one by one: the general path
	}
	n := a.Size()
	mb := mask.b[mask.off : mask.off+n]
	if err := t.Charge(int64(n)); err != nil {
		return false, err
	}
	count := countTrue(mb)
	if ns := src.Size(); ns != 1 && (ns != count || len(src.shape) != 1) {
		return false, nil
	}
	if count == 0 {
		return true, nil
	}
	last := n - 1
	for !mb[last] {
		last--
	}
	mb = mb[:last+1]
	if a.kind == Float64 {
		d := a.f[a.off : a.off+len(mb)]
		if src.Size() == 1 {
			fillMaskedF(d, mb, narrowFloat(a.width, src.f[src.off]))
		} else {
			expandMaskedF(d, mb, src.f[src.off:src.off+count])
		}
		return true, nil
	}
	d := a.i[a.off : a.off+len(mb)]
	if src.Size() == 1 {
		fillMaskedI(d, mb, narrowInt(a.width, src.i[src.off]))
	} else {
		expandMaskedI(d, mb, src.i[src.off:src.off+count])
	}
	return true, nil
}

// fillMaskedF sets dst[c] = v where mb[c] (len(dst) == len(mb)),
// choosing between the old and new bits with a mask rather than a
// branch.
func fillMaskedF(dst []float64, mb []bool, v float64) {
	vb := math.Float64bits(v)
	dst = dst[:len(mb)]
	for c, b := range mb {
		sel := -uint64(b2int(b))
		dst[c] = math.Float64frombits(math.Float64bits(dst[c])&^sel | vb&sel)
	}
}

// fillMaskedI is fillMaskedF for int64.
func fillMaskedI(dst []int64, mb []bool, v int64) {
	dst = dst[:len(mb)]
	for c, b := range mb {
		sel := -int64(b2int(b))
		dst[c] = dst[c]&^sel | v&sel
	}
}

// expandMaskedF sets the true positions of dst to src's values in
// order; mb's last element is true and src holds one value per true
// element.
func expandMaskedF(dst []float64, mb []bool, src []float64) {
	dst = dst[:len(mb)]
	j := 0
	for c, b := range mb {
		sel := -uint64(b2int(b))
		dst[c] = math.Float64frombits(math.Float64bits(dst[c])&^sel | math.Float64bits(src[j])&sel)
		j += b2int(b)
	}
}

// expandMaskedI is expandMaskedF for int64.
func expandMaskedI(dst []int64, mb []bool, src []int64) {
	dst = dst[:len(mb)]
	j := 0
	for c, b := range mb {
		sel := -int64(b2int(b))
		dst[c] = dst[c]&^sel | src[j]&sel
		j += b2int(b)
	}
}
