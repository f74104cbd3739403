package numpy

import (
	"math"
	"strings"

	"github.com/kraitpy/krait/py"
)

// This file is shape manipulation: reshape (a view when the layout
// allows), transpose and axis moves (views), squeeze/expand_dims, and the
// joining and splitting functions.

// normAxis normalises an axis against ndim, or numpy's AxisError.
func (m *Module) normAxis(t *py.Thread, axis, ndim int) (int, error) {
	if axis < -ndim || axis >= ndim {
		return 0, m.axisErr(t, axis, ndim)
	}
	if axis < 0 {
		axis += ndim
	}
	return axis, nil
}

// axisArg converts an axis argument (an int) and normalises it.
func (m *Module) axisArg(t *py.Thread, v py.Value, ndim int) (int, error) {
	if _, big := v.(*py.BigInt); !big {
		if _, err := py.Index(t, v); err != nil {
			return 0, py.NewTypeError("'%s' object cannot be interpreted as an integer", py.TypeName(v))
		}
	}
	n, err := cIntArg(t, v, cIntAsInt)
	if err != nil {
		return 0, err
	}
	return m.normAxis(t, n, ndim)
}

// cIntKind is the way numpy's C code reads an int argument, which picks
// the error an out-of-range value raises.
type cIntKind int

const (
	// cIntFormat is PyArg_ParseTuple's "i" (a diagonal offset, round's
	// decimals).
	cIntFormat cIntKind = iota
	// cIntAsInt is PyLong_AsInt (normalize_axis_index: most axes).
	cIntAsInt
	// cIntAxisConv is PyArray_AxisConverter (a reduction's, take's or
	// concatenate's single axis).
	cIntAxisConv
)

// cIntArg reads the integer v as numpy reads a C int argument: values
// beyond a C long or a C int raise numpy's OverflowError or ValueError
// instead of being used (numpy never sees them as out-of-bounds axes or
// as offsets giving empty results).
func cIntArg(t *py.Thread, v py.Value, kind cIntKind) (int, error) {
	if _, big := v.(*py.BigInt); big {
		return 0, py.NewOverflowError("Python int too large to convert to C long")
	}
	n, err := py.Index(t, v)
	if err != nil {
		return 0, err
	}
	if n >= math.MinInt32 && n <= math.MaxInt32 {
		return int(n), nil
	}
	switch kind {
	case cIntFormat:
		if n > 0 {
			return 0, py.NewOverflowError("signed integer is greater than maximum")
		}
		return 0, py.NewOverflowError("signed integer is less than minimum")
	case cIntAsInt:
		return 0, py.NewOverflowError("Python int too large to convert to C int")
	}
	return 0, py.NewValueError("integer won't fit into a C int")
}

// axesArg converts an axis argument that may be an int or a tuple of
// ints; nil means every axis.
func (m *Module) axesArg(t *py.Thread, v py.Value, ndim int) ([]int, error) {
	if v == nil || v == py.None {
		all := make([]int, ndim) //krait:alloc-ok one per dimension (at most maxDims: ndim.go)
		for k := range all {
			all[k] = k
		}
		return all, nil
	}
	var items []py.Value
	switch x := v.(type) {
	case *py.Tuple:
		items = x.Items()
	case *py.List:
		items = x.Items()
	default:
		items = []py.Value{v}
	}
	seen := map[int]bool{}
	out := make([]int, 0, len(items))
	for _, it := range items {
		ax, err := m.axisArg(t, it, ndim)
		if err != nil {
			return nil, err
		}
		if seen[ax] {
			return nil, py.NewValueError("duplicate value in 'axis'")
		}
		seen[ax] = true
		out = append(out, ax)
	}
	return out, nil
}

// reshapeArgs reads a new shape given as one tuple/list/int or as several
// ints, resolving a -1 against a's size.
func (m *Module) reshapeArgs(t *py.Thread, a *Array, args []py.Value) ([]int, error) {
	var items []py.Value
	if len(args) == 1 {
		switch x := args[0].(type) {
		case *py.Tuple:
			items = x.Items()
		case *py.List:
			items = x.Items()
		default:
			items = args
		}
	} else {
		items = args
	}
	if err := checkNdim(len(items)); err != nil {
		return nil, err
	}
	shape := make([]int, len(items)) //krait:alloc-ok at most maxDims dimensions (checked above)
	unknown := -1
	known := 1
	for k, it := range items {
		n, ok, err := indexArg(t, it)
		if err != nil {
			return nil, err
		}
		if !ok {
			return nil, py.NewTypeError("'%s' object cannot be interpreted as an integer", py.TypeName(it))
		}
		if n < 0 {
			if n != -1 {
				return nil, py.NewValueError("negative dimensions not allowed")
			}
			if unknown >= 0 {
				return nil, py.NewValueError("can only specify one unknown dimension")
			}
			unknown = k
			continue
		}
		shape[k] = int(n)
		known *= int(n)
	}
	size := a.Size()
	if unknown >= 0 {
		if known == 0 || size%known != 0 {
			return nil, reshapeError(size, shape, unknown)
		}
		shape[unknown] = size / known
	}
	if shapeSize(shape) != size {
		return nil, reshapeError(size, shape, -1)
	}
	return shape, nil
}

// reshapeError is numpy's message (a -1 stays -1 in it).
func reshapeError(size int, shape []int, unknown int) error {
	s := append([]int(nil), shape...) //krait:alloc-ok a shape (reshapeArgs checks maxDims): one int per dimension (at most maxDims: ndim.go)
	if unknown >= 0 {
		s[unknown] = -1
	}
	text := strings.ReplaceAll(shapeRepr(s), " ", "")
	if unknown >= 0 {
		// numpy prints the -1 as 'newaxis' in this message.
		parts := strings.Split(strings.Trim(text, "()"), ",") //krait:alloc-ok one per dimension of a shape (at most maxDims: ndim.go)
		parts[unknown] = "newaxis"
		text = "(" + strings.Join(parts, ",") + ")"
	}
	return py.NewValueError("cannot reshape array of size %d into shape %s", size, text)
}

// reshape returns a with a new shape: a view when a is contiguous in the
// order, else a reshaped copy.
func (m *Module) reshape(t *py.Thread, a *Array, shape []int, order string) (*Array, error) {
	if order == "F" {
		r, err := m.reshape(t, a.transposed(nil), reversed(shape), "C")
		if err != nil {
			return nil, err
		}
		return r.transposed(nil), nil
	}
	src := a
	if !a.isContiguous() {
		c, err := a.copyArray(t)
		if err != nil {
			return nil, err
		}
		src = c
		//krait:alloc-ok a shape (reshapeArgs checks maxDims): one int per dimension (at most maxDims: ndim.go)
		return src.view(append([]int(nil), shape...), cStrides(shape), 0), nil
	}
	//krait:alloc-ok a shape (reshapeArgs checks maxDims): one int per dimension (at most maxDims: ndim.go)
	return src.view(append([]int(nil), shape...), cStrides(shape), src.off), nil
}

// reversed returns a reversed copy of xs.
func reversed(xs []int) []int {
	out := make([]int, len(xs))
	for k, x := range xs {
		out[len(xs)-1-k] = x
	}
	return out
}

// transposed returns the view with axes permuted (nil: reversed).
func (a *Array) transposed(axes []int) *Array {
	nd := len(a.shape)
	if axes == nil {
		axes = make([]int, nd) //krait:alloc-ok one per dimension (at most maxDims: ndim.go)
		for k := range axes {
			axes[k] = nd - 1 - k
		}
	}
	shape := make([]int, nd)   //krait:alloc-ok one per dimension (at most maxDims: ndim.go)
	strides := make([]int, nd) //krait:alloc-ok one per dimension (at most maxDims: ndim.go)
	for k, ax := range axes {
		shape[k] = a.shape[ax]
		strides[k] = a.strides[ax]
	}
	return a.view(shape, strides, a.off)
}

// arrayArg converts argument v to an array (np.asarray).
func (m *Module) arrayArg(t *py.Thread, v py.Value) (*Array, error) {
	if v == nil {
		return nil, py.NewTypeError("missing array argument")
	}
	return m.AsArray(t, v)
}

// arraysArg converts a sequence of array-likes.
func (m *Module) arraysArg(t *py.Thread, v py.Value) ([]*Array, error) {
	var items []py.Value
	switch x := v.(type) {
	case *py.List:
		items = x.Items()
	case *py.Tuple:
		items = x.Items()
	default:
		if a, ok := Unwrap(v); ok {
			if len(a.shape) == 0 {
				return nil, py.NewValueError("zero-dimensional arrays cannot be concatenated")
			}
			if err := chargeViews(t, a.shape[0]); err != nil {
				return nil, err
			}
			out := make([]*Array, a.shape[0])
			for j := range out {
				out[j] = a.view(a.shape[1:], a.strides[1:], a.off+j*a.strides[0])
			}
			return out, nil
		}
		var err error
		if items, err = py.Items(t, v); err != nil {
			return nil, err
		}
	}
	out := make([]*Array, len(items))
	for j, it := range items {
		a, err := m.AsArray(t, it)
		if err != nil {
			return nil, err
		}
		out[j] = a
	}
	return out, nil
}

// concat joins arrays along axis (the arrays' dimensions must agree
// elsewhere).
func (m *Module) concat(t *py.Thread, arrs []*Array, axis int, axisGiven bool) (*Array, error) {
	if len(arrs) == 0 {
		return nil, py.NewValueError("need at least one array to concatenate")
	}
	if !axisGiven {
		flat := make([]*Array, len(arrs))
		for j, a := range arrs {
			flat[j] = a
			if len(a.shape) != 1 {
				r, err := m.reshape(t, a, []int{a.Size()}, "C")
				if err != nil {
					return nil, err
				}
				flat[j] = r
			}
		}
		arrs, axis = flat, 0
	}
	nd := len(arrs[0].shape)
	if nd == 0 {
		return nil, py.NewValueError("zero-dimensional arrays cannot be concatenated")
	}
	ax, err := m.normAxis(t, axis, nd)
	if err != nil {
		return nil, err
	}
	k := arrs[0].kind
	width := 0
	total := 0
	for j, a := range arrs {
		if len(a.shape) != nd {
			return nil, py.NewValueError("all the input arrays must have same number of dimensions, but the array at index 0 has %d dimension(s) and the array at index %d has %d dimension(s)", nd, j, len(a.shape))
		}
		for d := 0; d < nd; d++ {
			if d != ax && a.shape[d] != arrs[0].shape[d] {
				return nil, py.NewValueError("all the input array dimensions except for the concatenation axis must match exactly, but along dimension %d, the array at index 0 has size %d and the array at index %d has size %d", d, arrs[0].shape[d], j, a.shape[d])
			}
		}
		k = promoteInfer(k, a.kind)
		width = max(width, a.width, strWidthOf(a.kind, nil))
		total += a.shape[ax]
	}
	numW := 0
	if k == Int64 || k == Float64 {
		// int8 with float32 arrays is float32, uint8 with int8 int16.
		pk, pw := arrs[0].kind, numWidth(arrs[0])
		for _, a := range arrs[1:] {
			if nk, nw, ok := promoteDtypes(pk, pw, a.kind, numWidth(a)); ok {
				pk, pw = nk, nw
			}
		}
		if pk == k {
			numW = pw
		}
	}
	shape := append([]int(nil), arrs[0].shape...) //krait:alloc-ok a copy of an array's shape: one int per dimension (at most maxDims: ndim.go)
	shape[ax] = total
	out, err := alloc(t, k, shape)
	if err != nil {
		return nil, err
	}
	if k == Str {
		out.width = width
	}
	out.width = max(out.width, numW)
	pos := 0
	for _, a := range arrs {
		n := a.shape[ax]
		sub := out.view(append([]int(nil), a.shape...), out.strides, out.off+pos*out.strides[ax])
		if err := m.assignArray(t, sub, a); err != nil {
			return nil, err
		}
		pos += n
	}
	return out, nil
}

// atleast returns a with at least nd dimensions, as atleast_1d/2d/3d do.
func atleast(a *Array, nd int) *Array {
	switch {
	case len(a.shape) >= nd:
		return a
	case nd == 1:
		return a.view([]int{1}, []int{0}, a.off)
	case nd == 2:
		if len(a.shape) == 0 {
			return a.view([]int{1, 1}, []int{0, 0}, a.off)
		}
		return a.view([]int{1, a.shape[0]}, []int{0, a.strides[0]}, a.off)
	}
	switch len(a.shape) {
	case 0:
		return a.view([]int{1, 1, 1}, []int{0, 0, 0}, a.off)
	case 1:
		return a.view([]int{1, a.shape[0], 1}, []int{0, a.strides[0], 0}, a.off)
	}
	return a.view([]int{a.shape[0], a.shape[1], 1}, []int{a.strides[0], a.strides[1], 0}, a.off)
}

// expandDims inserts length-1 axes at the given (normalised) positions.
func expandDims(a *Array, axes []int) *Array {
	nd := len(a.shape) + len(axes)
	ins := map[int]bool{}
	for _, ax := range axes {
		ins[ax] = true
	}
	shape := make([]int, 0, nd)   //krait:alloc-ok one per dimension (at most maxDims: ndim.go)
	strides := make([]int, 0, nd) //krait:alloc-ok one per dimension (at most maxDims: ndim.go)
	j := 0
	for k := 0; k < nd; k++ {
		if ins[k] {
			shape = append(shape, 1)     //krait:alloc-ok one per dimension (at most maxDims: ndim.go)
			strides = append(strides, 0) //krait:alloc-ok one per dimension (at most maxDims: ndim.go)
			continue
		}
		shape = append(shape, a.shape[j])       //krait:alloc-ok one per dimension (at most maxDims: ndim.go)
		strides = append(strides, a.strides[j]) //krait:alloc-ok one per dimension (at most maxDims: ndim.go)
		j++
	}
	return a.view(shape, strides, a.off)
}

// splitPoints returns the division points of split/array_split.
func (m *Module) splitPoints(t *py.Thread, n int, spec py.Value, strict bool) ([]int, error) {
	if k, ok, err := indexArg(t, spec); ok || err != nil {
		if err != nil {
			return nil, err
		}
		if k <= 0 {
			return nil, py.NewValueError("number sections must be larger than 0.")
		}
		if strict && n%int(k) != 0 {
			return nil, py.NewValueError("array split does not result in an equal division")
		}
		// k+1 points, then k views (split charges those).
		if err := Charge(t, Int64, int(k)+1); err != nil {
			return nil, err
		}
		each, extra := n/int(k), n%int(k)
		pts := make([]int, 1, int(k)+1)
		for j := 0; j < int(k); j++ {
			size := each
			if j < extra {
				size++
			}
			pts = append(pts, pts[len(pts)-1]+size)
		}
		return pts, nil
	}
	idx, err := m.AsArray(t, spec)
	if err != nil {
		return nil, err
	}
	// The points (the indexes as int64s charge themselves).
	if err := Charge(t, Int64, idx.Size()+2); err != nil {
		return nil, err
	}
	ixs, err := idx.Int64s(t)
	if err != nil {
		return nil, err
	}
	pts := make([]int, 1, idx.Size()+2)
	for _, v := range ixs {
		p := int(v)
		if p < 0 {
			p += n
		}
		p = max(0, min(p, n))
		pts = append(pts, p)
	}
	return append(pts, n), nil
}

// split divides a along axis at the points: one view per piece, charged
// first (np.array_split(a, 10**7) makes ten million views of any a).
func (m *Module) split(t *py.Thread, a *Array, pts []int, ax int) ([]py.Value, error) {
	if err := chargeViews(t, len(pts)); err != nil {
		return nil, err
	}
	out := make([]py.Value, 0, len(pts)-1)
	for j := 0; j+1 < len(pts); j++ {
		lo, hi := pts[j], max(pts[j], pts[j+1])
		shape := append([]int(nil), a.shape...) //krait:alloc-ok one per dimension (at most maxDims: ndim.go)
		shape[ax] = hi - lo
		off := a.off
		if hi > lo {
			off += lo * a.strides[ax]
		}
		strides := append([]int(nil), a.strides...) //krait:alloc-ok one per dimension (at most maxDims: ndim.go)
		out = append(out, m.Wrap(a.view(shape, strides, off)))
	}
	return out, nil
}

// repeatArray is np.repeat.
func (m *Module) repeatArray(t *py.Thread, a *Array, reps *Array, axis int, flat bool) (*Array, error) {
	if flat {
		r, err := m.reshape(t, a, []int{a.Size()}, "C")
		if err != nil {
			return nil, err
		}
		a, axis = r, 0
	}
	n := a.shape[axis]
	counts, err := reps.Int64s(t)
	if err != nil {
		return nil, err
	}
	if len(counts) == 1 {
		c := counts[0]
		if err := Charge(t, Int64, n); err != nil {
			return nil, err
		}
		counts = make([]int64, n)
		for j := range counts {
			counts[j] = c
		}
	}
	if len(counts) != n {
		return nil, py.NewValueError("operands could not be broadcast together with shape (%d,) (%d,)", n, len(counts))
	}
	total := 0
	for _, c := range counts {
		if c < 0 {
			return nil, py.NewValueError("repeats may not contain negative values.")
		}
		total += int(c)
	}
	shape := append([]int(nil), a.shape...) //krait:alloc-ok a copy of an array's shape: one int per dimension (at most maxDims: ndim.go)
	shape[axis] = total
	out, err := alloc(t, a.kind, shape)
	if err != nil {
		return nil, err
	}
	out.width = a.width
	if out.Size() == 0 {
		// Nothing to copy, however many repeats the counts ask for
		// (np.repeat(np.zeros((2, 0)), 10**18, axis=0) is empty).
		return out, nil
	}
	pos := 0
	for j := 0; j < n; j++ {
		srcShape := append([]int(nil), a.shape...) //krait:alloc-ok a copy of a's shape: at most maxDims ints
		srcShape[axis] = 1
		src := a.view(srcShape, a.strides, a.off+j*a.strides[axis])
		for c := 0; c < int(counts[j]); c++ {
			dstShape := append([]int(nil), shape...) //krait:alloc-ok a copy of the result's shape: at most maxDims ints
			dstShape[axis] = 1
			dst := out.view(dstShape, out.strides, out.off+pos*out.strides[axis])
			if err := m.assignArray(t, dst, src); err != nil {
				return nil, err
			}
			pos++
		}
	}
	return out, nil
}

// flipView reverses a along the given axes (a view).
func flipView(a *Array, axes []int) *Array {
	shape := append([]int(nil), a.shape...)     //krait:alloc-ok a copy of an array's shape: one int per dimension (at most maxDims: ndim.go)
	strides := append([]int(nil), a.strides...) //krait:alloc-ok a copy of an array's strides: one int per dimension (at most maxDims: ndim.go)
	off := a.off
	for _, ax := range axes {
		if shape[ax] > 0 {
			off += (shape[ax] - 1) * strides[ax]
		}
		strides[ax] = -strides[ax]
	}
	return a.view(shape, strides, off)
}
