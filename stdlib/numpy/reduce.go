package numpy

import (
	"cmp"
	"math"
	"slices"
	"sort"

	"github.com/kraitpy/krait/py"
)

// This file is the reduction machinery: choosing the reduced axes,
// walking each output element's block of inputs, and numpy's summation
// order, which the printed digits of a float sum depend on: a run of
// contiguous elements along the reduced innermost axis is summed
// pairwise in chunks of 8192 (numpy's buffer), other reduced axes add
// whole rows one after another.

// bufSize is numpy's iterator buffer: the longest inner-loop run.
const bufSize = 8192

// reduceSpec is the geometry of one reduction.
type reduceSpec struct {
	axes      []int // reduced axes, sorted
	outShape  []int // result shape without keepdims
	keepShape []int // result shape with keepdims
	inner     []int // shape of each block
	innerSt   []int // strides of each block
	outer     []int // shape of the blocks' grid (= outShape)
	outerSt   []int
	count     int // elements per block
}

// reduceSetup resolves an axis argument (None, an int or a tuple) for a.
func (m *Module) reduceSetup(t *py.Thread, a *Array, axisV py.Value) (*reduceSpec, error) {
	var axes []int
	if axisV == nil || axisV == py.None {
		axes = identityAxes(len(a.shape))
	} else {
		if _, isInt, _ := indexArg(t, axisV); isInt {
			if _, err := cIntArg(t, axisV, cIntAxisConv); err != nil {
				return nil, err
			}
		}
		var err error
		if axes, err = m.axesArg(t, axisV, len(a.shape)); err != nil {
			return nil, err
		}
		sort.Ints(axes)
	}
	return m.reduceSpecFor(a, axes), nil
}

// reduceSpecFor builds the geometry for reducing the given (sorted)
// axes. When every axis is reduced and the array is laid out in Fortran
// order, the block follows memory order, as numpy's iterator does.
func (m *Module) reduceSpecFor(a *Array, axes []int) *reduceSpec {
	red := map[int]bool{}
	for _, ax := range axes {
		red[ax] = true
	}
	s := &reduceSpec{axes: axes, outShape: []int{}, keepShape: []int{}, outer: []int{}, outerSt: []int{}}
	for k, d := range a.shape {
		if red[k] {
			s.keepShape = append(s.keepShape, 1)
			continue
		}
		s.keepShape = append(s.keepShape, d)
		s.outShape = append(s.outShape, d)
		s.outer = append(s.outer, d)
		s.outerSt = append(s.outerSt, a.strides[k])
	}
	src := a
	order := axes
	if len(axes) == len(a.shape) && len(a.shape) > 1 && !a.isContiguous() && a.isFContiguous() {
		src = a.transposed(nil)
		order = identityAxes(len(a.shape))
	}
	for _, ax := range order {
		s.inner = append(s.inner, src.shape[ax])
		s.innerSt = append(s.innerSt, src.strides[ax])
	}
	s.count = shapeSize(s.inner)
	return s
}

// forEachBlock calls fn for every output element (in C order) with the
// buffer offset of its block.
func (s *reduceSpec) forEachBlock(base int, fn func(j, off int)) {
	n := shapeSize(s.outer)
	if n == 0 {
		return
	}
	if len(s.outer) == 0 {
		fn(0, base)
		return
	}
	idx := make([]int, len(s.outer))
	off := base
	for j := 0; j < n; j++ {
		fn(j, off)
		off = s.next(idx, off)
	}
}

// forEachBlockErr is forEachBlock for an fn that can fail: it stops at
// the first error and returns it. The blocks of an empty array's lanes
// can be 10**12 (np.zeros((0, 10**12)) along axis 0): a loop that only
// skips its calls after an error would run on past every limit.
func (s *reduceSpec) forEachBlockErr(base int, fn func(j, off int) error) error {
	n := shapeSize(s.outer)
	if n == 0 {
		return nil
	}
	if len(s.outer) == 0 {
		return fn(0, base)
	}
	idx := make([]int, len(s.outer))
	off := base
	for j := 0; j < n; j++ {
		if err := fn(j, off); err != nil {
			return err
		}
		off = s.next(idx, off)
	}
	return nil
}

// next advances the block index idx (and its offset off) to the next
// block in C order.
func (s *reduceSpec) next(idx []int, off int) int {
	for k := len(s.outer) - 1; k >= 0; k-- {
		idx[k]++
		off += s.outerSt[k]
		if idx[k] < s.outer[k] {
			break
		}
		off -= s.outerSt[k] * idx[k]
		idx[k] = 0
	}
	return off
}

// rows describes a block as runs along its innermost reduced axis,
// merging trailing axes that are contiguous with each other: it calls fn
// for each run (start offset, length, stride) in C order. pairwise
// reports whether the runs lie along the array's last axis (numpy then
// sums each run pairwise; otherwise it adds element by element).
func (s *reduceSpec) rows(a *Array, off int, fn func(off, n, stride int)) {
	shape, st := s.inner, s.innerSt
	if len(shape) == 0 {
		fn(off, 1, 0)
		return
	}
	last := len(shape) - 1
	n, stride := shape[last], st[last]
	k := last - 1
	for ; k >= 0 && st[k] == stride*n; k-- {
		n *= shape[k]
	}
	outerShape, outerSt := shape[:k+1], st[:k+1]
	if shapeSize(outerShape) == 0 || n == 0 {
		return
	}
	idx := make([]int, len(outerShape))
	cur := off
	for {
		fn(cur, n, stride)
		j := len(outerShape) - 1
		for ; j >= 0; j-- {
			idx[j]++
			cur += outerSt[j]
			if idx[j] < outerShape[j] {
				break
			}
			cur -= outerSt[j] * idx[j]
			idx[j] = 0
		}
		if j < 0 {
			return
		}
	}
}

// sumOrder returns the geometry in which numpy's iterator sums a (the
// array s was built for): the reduced axes from the largest stride to
// the smallest (memory order, numpy's K order), without axes of length
// 1; and whether the innermost axis of the whole iteration (the
// smallest stride of an axis longer than 1) is a reduced one: numpy
// then sums each run of it pairwise, and otherwise adds element by
// element.
func (s *reduceSpec) sumOrder(a *Array) (*reduceSpec, bool) {
	inner := -1
	for k, d := range a.shape {
		if d > 1 && (inner < 0 || absInt(int64(a.strides[k])) < absInt(int64(a.strides[inner]))) {
			inner = k
		}
	}
	pairwise := inner < 0 || slices.Contains(s.axes, inner)
	order := make([]int, 0, len(s.axes)) //krait:alloc-ok one per dimension (at most maxDims)
	for _, ax := range s.axes {
		if a.shape[ax] != 1 {
			order = append(order, ax)
		}
	}
	slices.SortStableFunc(order, func(x, y int) int {
		return cmp.Compare(absInt(int64(a.strides[y])), absInt(int64(a.strides[x])))
	})
	ks := *s
	ks.inner = make([]int, len(order))   //krait:alloc-ok one per dimension (at most maxDims)
	ks.innerSt = make([]int, len(order)) //krait:alloc-ok one per dimension (at most maxDims)
	for j, ax := range order {
		ks.inner[j], ks.innerSt[j] = a.shape[ax], a.strides[ax]
	}
	return &ks, pairwise
}

// pairwiseSum is numpy's pairwise_sum over n elements from off by
// stride.
func pairwiseSum(x []float64, off, n, stride int) float64 {
	if stride == 1 {
		return pairwiseSum1(x[off : off+n])
	}
	return pairwiseSumT[float64](x, off, n, stride)
}

// pairwiseSumT is numpy's pairwise_sum computing in T: float64, or
// float32 for a float32 array (its values held as float64), each
// addition rounded to T as numpy's float32 loop rounds it.
func pairwiseSumT[T float32 | float64](x []float64, off, n, stride int) T {
	if n < 8 {
		var r T
		for j := 0; j < n; j++ {
			r += T(x[off+j*stride])
		}
		return r
	}
	if n <= 128 {
		var r [8]T
		for j := 0; j < 8; j++ {
			r[j] = T(x[off+j*stride])
		}
		i := 8
		for ; i < n-n%8; i += 8 {
			b := off + i*stride
			r[0] += T(x[b])
			r[1] += T(x[b+stride])
			r[2] += T(x[b+2*stride])
			r[3] += T(x[b+3*stride])
			r[4] += T(x[b+4*stride])
			r[5] += T(x[b+5*stride])
			r[6] += T(x[b+6*stride])
			r[7] += T(x[b+7*stride])
		}
		res := ((r[0] + r[1]) + (r[2] + r[3])) + ((r[4] + r[5]) + (r[6] + r[7]))
		for ; i < n; i++ {
			res += T(x[off+i*stride])
		}
		return res
	}
	n2 := n / 2
	n2 -= n2 % 8
	return pairwiseSumT[T](x, off, n2, stride) + pairwiseSumT[T](x, off+n2*stride, n-n2, stride)
}

// pairwiseSum1 is pairwiseSum over a contiguous slice.
func pairwiseSum1(x []float64) float64 {
	n := len(x)
	if n < 8 {
		r := 0.0
		for _, v := range x {
			r += v
		}
		return r
	}
	if n <= 128 {
		r0, r1, r2, r3, r4, r5, r6, r7 := x[0], x[1], x[2], x[3], x[4], x[5], x[6], x[7]
		i := 8
		for ; i < n-n%8; i += 8 {
			b := x[i : i+8 : i+8]
			r0 += b[0]
			r1 += b[1]
			r2 += b[2]
			r3 += b[3]
			r4 += b[4]
			r5 += b[5]
			r6 += b[6]
			r7 += b[7]
		}
		res := ((r0 + r1) + (r2 + r3)) + ((r4 + r5) + (r6 + r7))
		for ; i < n; i++ {
			res += x[i]
		}
		return res
	}
	n2 := n / 2
	n2 -= n2 % 8
	return pairwiseSum1(x[:n2]) + pairwiseSum1(x[n2:])
}

// pairwiseSumC is pairwiseSum for complex values (numpy sums real and
// imaginary parts with the same tree).
func pairwiseSumC(x []complex128, off, n, stride int) complex128 {
	if n < 8 {
		r := complex(0, 0)
		for j := 0; j < n; j++ {
			r += x[off+j*stride]
		}
		return r
	}
	if n <= 128 {
		var r [8]complex128
		for j := 0; j < 8; j++ {
			r[j] = x[off+j*stride]
		}
		i := 8
		for ; i < n-n%8; i += 8 {
			for j := 0; j < 8; j++ {
				r[j] += x[off+(i+j)*stride]
			}
		}
		res := ((r[0] + r[1]) + (r[2] + r[3])) + ((r[4] + r[5]) + (r[6] + r[7]))
		for ; i < n; i++ {
			res += x[off+i*stride]
		}
		return res
	}
	n2 := n / 2
	n2 -= n2 % 8
	return pairwiseSumC(x, off, n2, stride) + pairwiseSumC(x, off+n2*stride, n-n2, stride)
}

// sumFloatBlock sums one block of a float64 array in numpy's order
// (a float32 array's in float32).
func (s *reduceSpec) sumFloatBlock(a *Array, off int, pairwise bool) float64 {
	if a.width == wFloat32 {
		return float64(sumFloatBlockT(s, a, off, pairwise, pairwiseSumT[float32]))
	}
	return sumFloatBlockT(s, a, off, pairwise, pairwiseSum)
}

// sumFloatBlockT is sumFloatBlock computing in T, pw summing a run.
func sumFloatBlockT[T float32 | float64](s *reduceSpec, a *Array, off int, pairwise bool, pw func(x []float64, off, n, stride int) T) T {
	var acc T
	first := true
	s.rows(a, off, func(o, n, stride int) {
		if pairwise {
			for c := 0; c < n; c += bufSize {
				acc += pw(a.f, o+c*stride, min(bufSize, n-c), stride)
			}
			return
		}
		for j := 0; j < n; j++ {
			v := T(a.f[o+j*stride])
			if first {
				acc = v
				first = false
				continue
			}
			acc += v
		}
	})
	return acc
}

// sumComplexBlock is sumFloatBlock for complex arrays.
func (s *reduceSpec) sumComplexBlock(a *Array, off int, pairwise bool) complex128 {
	acc := complex(0, 0)
	first := true
	s.rows(a, off, func(o, n, stride int) {
		if pairwise {
			for c := 0; c < n; c += bufSize {
				acc += pairwiseSumC(a.c, o+c*stride, min(bufSize, n-c), stride)
			}
			return
		}
		for j := 0; j < n; j++ {
			v := a.c[o+j*stride]
			if first {
				acc = v
				first = false
				continue
			}
			acc += v
		}
	})
	return acc
}

// blockOffsets calls fn for every element offset of a block in C order.
func (s *reduceSpec) blockOffsets(a *Array, off int, fn func(o int)) {
	s.rows(a, off, func(o, n, stride int) {
		for j := 0; j < n; j++ {
			fn(o + j*stride)
		}
	})
}

// reduceResult shapes a reduction's contiguous result: keepdims, and a
// scalar when every axis was reduced.
func (m *Module) reduceResult(out *Array, s *reduceSpec, keepdims bool) py.Value {
	if keepdims {
		out.shape, out.strides = s.keepShape, cStrides(s.keepShape)
		return m.Wrap(out)
	}
	return m.result(out)
}

// sumArray reduces a with add (kind k: the accumulation dtype).
func (m *Module) sumArray(t *py.Thread, a *Array, s *reduceSpec, k Kind) (*Array, error) {
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
	ks, pairwise := s.sumOrder(src)
	var ferr error
	s.forEachBlock(src.off, func(j, off int) {
		switch k {
		case Float64:
			out.f[j] = ks.sumFloatBlock(src, off, pairwise)
		case Complex128:
			out.c[j] = ks.sumComplexBlock(src, off, pairwise)
		case Int64:
			var acc int64
			s.rows(src, off, func(o, n, stride int) {
				for k := 0; k < n; k++ {
					acc += src.i[o+k*stride]
				}
			})
			out.i[j] = acc
		case Bool:
			acc := false
			s.blockOffsets(src, off, func(o int) { acc = acc || src.b[o] })
			out.b[j] = acc
		default:
			var acc py.Value
			s.blockOffsets(src, off, func(o int) {
				if ferr != nil {
					return
				}
				if acc == nil {
					acc = src.o[o]
					return
				}
				acc, ferr = py.Binary(t, py.Add, acc, src.o[o])
			})
			if acc == nil {
				acc = py.NewInt(0)
			}
			out.o[j] = acc
		}
	})
	if ferr != nil {
		return nil, ferr
	}
	if k == Float64 {
		var fl fpFlags
		for _, v := range out.f {
			if math.IsInf(v, 0) {
				fl.overflow = true
			}
		}
		if fl.overflow {
			// Only an overflow from finite inputs is reported.
			finite := true
			src.forEachOffset(func(o int) {
				if v := src.f[o]; v-v != 0 {
					finite = false
				}
			})
			if finite {
				if err := m.report(t, fl, "reduce"); err != nil {
					return nil, err
				}
			}
		}
	}
	return out, nil
}

// sumKind is the kind numpy's sum accumulates a kind in.
func sumKind(k Kind) Kind {
	if k == Bool {
		return Int64
	}
	if k == Str {
		return Object
	}
	return k
}
