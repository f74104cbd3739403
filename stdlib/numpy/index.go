package numpy

import (
	"github.com/kraitpy/krait/py"
)

// This file is indexing: basic indexing (integers, slices, ellipsis,
// newaxis) gives views sharing the array's buffer; advanced indexing
// (integer arrays and boolean masks) gathers copies, with numpy's rule
// for where the broadcast index dimensions go; assignment goes through
// both.

// idxKind is the kind of one index item.
type idxKind uint8

const (
	idxInt idxKind = iota
	idxSlice
	idxNewAxis
	idxEllipsis
	idxArray // integer array (booleans already converted)
)

// idxItem is one item of an index tuple.
type idxItem struct {
	kind  idxKind
	n     int64 // idxInt
	slice *py.Slice
	arr   *Array // idxArray: int64 indices
	// dims is how many array dimensions the item consumes.
	dims int
}

const badIndexMsg = "only integers, slices (`:`), ellipsis (`...`), numpy.newaxis (`None`) and integer or boolean arrays are valid indices"

// parseIndex converts a subscript into index items, expanding the
// ellipsis and turning boolean masks into integer arrays. It reports
// whether any item is advanced.
func (m *Module) parseIndex(t *py.Thread, a *Array, key py.Value) ([]idxItem, bool, error) {
	var raw []py.Value
	if tu, ok := key.(*py.Tuple); ok {
		raw = tu.Items()
	} else {
		raw = []py.Value{key}
	}
	var items []idxItem
	advanced := false
	ellipsis := -1
	consumed := 0
	for _, v := range raw {
		switch x := v.(type) {
		case *py.Slice:
			items = append(items, idxItem{kind: idxSlice, slice: x, dims: 1}) //krait:alloc-ok one per item of the key tuple, which the program built
			consumed++
			continue
		case py.NoneType:
			items = append(items, idxItem{kind: idxNewAxis}) //krait:alloc-ok one per item of the key tuple, which the program built
			continue
		case py.EllipsisType:
			if ellipsis >= 0 {
				return nil, false, py.NewIndexError("an index can only have a single ellipsis ('...')")
			}
			ellipsis = len(items)
			items = append(items, idxItem{kind: idxEllipsis}) //krait:alloc-ok one per item of the key tuple, which the program built
			continue
		case py.Bool:
			// A Python bool is a 0-d boolean mask: True adds an axis.
			if !bool(x) {
				return nil, false, py.NewNotImplementedError("indexing with False is not supported by krait's numpy")
			}
			items = append(items, idxItem{kind: idxNewAxis}) //krait:alloc-ok one per item of the key tuple, which the program built
			continue
		}
		if n, ok, err := indexArg(t, v); ok || err != nil {
			if err != nil {
				return nil, false, err
			}
			items = append(items, idxItem{kind: idxInt, n: n, dims: 1}) //krait:alloc-ok one per item of the key tuple, which the program built
			consumed++
			continue
		}
		if in, ok := v.(*py.Instance); ok && in.Base != nil {
			if _, isArr := in.Base.(*Array); !isArr {
				if n, ok, err := indexIntLike(t, v); ok || err != nil {
					if err != nil {
						return nil, false, err
					}
					items = append(items, idxItem{kind: idxInt, n: n, dims: 1}) //krait:alloc-ok one per item of the key tuple, which the program built
					consumed++
					continue
				}
			}
		}
		var arr *Array
		switch v.(type) {
		case *py.List, *py.Tuple:
			var err error
			if arr, err = m.fromValue(t, v, 0, false, 0); err != nil {
				return nil, false, err
			}
			if arr.Size() == 0 && arr.kind == Float64 {
				arr = &Array{kind: Int64, shape: arr.shape, strides: arr.strides}
			}
		default:
			if x, ok := Unwrap(v); ok {
				arr = x
			}
		}
		if arr == nil {
			return nil, false, py.NewIndexError("%s", badIndexMsg)
		}
		advanced = true
		switch arr.kind {
		case Bool:
			items = append(items, idxItem{kind: idxArray, arr: arr, dims: len(arr.shape)}) //krait:alloc-ok one per item of the key tuple, which the program built
			consumed += len(arr.shape)
		case Int64:
			items = append(items, idxItem{kind: idxArray, arr: arr, dims: 1}) //krait:alloc-ok one per item of the key tuple, which the program built
			consumed++
		default:
			return nil, false, py.NewIndexError("arrays used as indices must be of integer (or boolean) type")
		}
	}
	if consumed > len(a.shape) {
		return nil, false, py.NewIndexError("too many indices for array: array is %d-dimensional, but %d were indexed", len(a.shape), consumed)
	}
	if err := checkIndexNdim(len(a.shape) - consumed + resultDims(items)); err != nil {
		return nil, false, err
	}
	// Expand the ellipsis (or append it) into full slices.
	fill := len(a.shape) - consumed
	full := make([]idxItem, 0, len(items)+fill) //krait:alloc-ok one per item of the key and per dimension (ndim.go)
	for _, it := range items {
		if it.kind == idxEllipsis {
			for k := 0; k < fill; k++ {
				full = append(full, idxItem{kind: idxSlice, slice: py.NewSlice(nil, nil, nil), dims: 1}) //krait:alloc-ok one per item of the key or dimension (at most maxDims: ndim.go)
			}
			fill = 0
			continue
		}
		full = append(full, it)
	}
	for k := 0; k < fill; k++ {
		full = append(full, idxItem{kind: idxSlice, slice: py.NewSlice(nil, nil, nil), dims: 1}) //krait:alloc-ok one per item of the key or dimension (at most maxDims: ndim.go)
	}
	if !advanced {
		return full, false, nil
	}
	// Boolean masks become integer arrays (their nonzero), one per
	// dimension they cover; integers become 0-d index arrays.
	out := make([]idxItem, 0, len(full))
	dim := 0
	for _, it := range full {
		switch it.kind {
		case idxArray:
			if it.arr.kind == Bool {
				if len(it.arr.shape) == 0 {
					return nil, false, py.NewNotImplementedError("indexing with a 0-d boolean array is not supported by krait's numpy")
				}
				for k, d := range it.arr.shape {
					if dim+k >= len(a.shape) || a.shape[dim+k] != d {
						size := 0
						if dim+k < len(a.shape) {
							size = a.shape[dim+k]
						}
						return nil, false, py.NewIndexError("boolean index did not match indexed array along dimension %d; dimension is %d but corresponding boolean dimension is %d", dim+k, size, d)
					}
				}
				nz, err := m.nonzero(t, it.arr)
				if err != nil {
					return nil, false, err
				}
				for _, z := range nz {
					out = append(out, idxItem{kind: idxArray, arr: z, dims: 1}) //krait:alloc-ok one per dimension the mask covers (at most maxDims: ndim.go)
				}
				dim += len(it.arr.shape)
				continue
			}
			out = append(out, it)
			dim++
		case idxInt:
			out = append(out, idxItem{kind: idxArray, arr: &Array{kind: Int64, i: []int64{it.n}, shape: []int{}, strides: []int{}}, dims: 1}) //krait:alloc-ok one per item of full (above)
			dim++
		case idxSlice:
			out = append(out, it)
			dim++
		default:
			out = append(out, it)
		}
	}
	return out, true, nil
}

// indexIntLike accepts objects with __index__ (numpy integer scalars).
func indexIntLike(t *py.Thread, v py.Value) (int64, bool, error) {
	if _, ok := v.(*py.Instance); !ok {
		return 0, false, nil
	}
	if ok, err := py.HasAttr(t, v, "__index__"); err != nil || !ok {
		return 0, false, err
	}
	n, err := py.Index(t, v)
	return n, true, err
}

// outOfBounds is numpy's IndexError for an index past an axis.
func outOfBounds(n int64, axis, size int) error {
	return py.NewIndexError("index %d is out of bounds for axis %d with size %d", n, axis, size)
}

// basicView applies basic index items (no arrays) to a, giving a view;
// scalar reports that every dimension was indexed by an integer.
func basicView(t *py.Thread, a *Array, items []idxItem) (*Array, bool, error) {
	off := a.off
	var shape, strides []int
	dim := 0
	for _, it := range items {
		switch it.kind {
		case idxInt:
			size := a.shape[dim]
			n := it.n
			if n < 0 {
				n += int64(size)
			}
			if n < 0 || n >= int64(size) {
				return nil, false, outOfBounds(it.n, dim, size)
			}
			off += int(n) * a.strides[dim]
			dim++
		case idxSlice:
			start, _, step, cnt, err := it.slice.Indices(t, func() int { return a.shape[dim] })
			if err != nil {
				return nil, false, err
			}
			if cnt > 0 {
				off += start * a.strides[dim]
			}
			shape = append(shape, cnt)
			strides = append(strides, step*a.strides[dim])
			dim++
		case idxNewAxis:
			shape = append(shape, 1)
			strides = append(strides, 0)
		}
	}
	if shape == nil {
		shape, strides = []int{}, []int{}
	}
	scalar := len(shape) == 0
	return a.view(shape, strides, off), scalar, nil
}

// advancedOffsets computes, for advanced items, the result shape and the
// buffer offset of every result element in C order.
func (m *Module) advancedOffsets(t *py.Thread, a *Array, items []idxItem) ([]int, []int, error) {
	// Broadcast the index arrays.
	var arrShapes [][]int
	var advPos []int
	for j, it := range items {
		if it.kind == idxArray {
			arrShapes = append(arrShapes, it.arr.shape)
			advPos = append(advPos, j)
		}
	}
	bshape, err := broadcastShapes(arrShapes...)
	if err != nil {
		msg := "shape mismatch: indexing arrays could not be broadcast together with shapes "
		for _, s := range arrShapes {
			msg += shapeRepr(s) + " "
		}
		return nil, nil, py.NewIndexError("%s", msg)
	}
	adjacent := true
	for k := 1; k < len(advPos); k++ {
		if advPos[k] != advPos[k-1]+1 {
			adjacent = false
		}
	}
	// Offsets contributed by the advanced block.
	bsize := shapeSize(bshape)
	if err := t.Charge(int64(bsize * len(advPos))); err != nil {
		return nil, nil, err
	}
	if err := t.Alloc(int64(bsize) * 8); err != nil {
		return nil, nil, err
	}
	block := make([]int, bsize)
	dim := 0
	for _, it := range items {
		switch it.kind {
		case idxArray:
			size, stride := a.shape[dim], a.strides[dim]
			bv := broadcastTo(it.arr, bshape)
			j := 0
			var berr error
			bv.forEachOffset(func(o int) {
				n := bv.i[o]
				if n < 0 {
					n += int64(size)
				}
				if n < 0 || n >= int64(size) {
					if berr == nil {
						berr = outOfBounds(bv.i[o], dim, size)
					}
					n = 0
				}
				block[j] += int(n) * stride
				j++
			})
			if berr != nil {
				return nil, nil, berr
			}
			dim++
		case idxSlice:
			dim++
		}
	}
	// Output dimensions: (length, stride) for basic items, the block as a
	// whole.
	type odim struct {
		n, stride int
		block     bool
	}
	var dims []odim
	off := a.off
	blockPlaced := false
	if !adjacent {
		dims = append(dims, odim{block: true})
		blockPlaced = true
	}
	dim = 0
	for _, it := range items {
		switch it.kind {
		case idxArray:
			if !blockPlaced {
				dims = append(dims, odim{block: true})
				blockPlaced = true
			}
			dim++
		case idxSlice:
			start, _, step, cnt, err := it.slice.Indices(t, func() int { return a.shape[dim] })
			if err != nil {
				return nil, nil, err
			}
			if cnt > 0 {
				off += start * a.strides[dim]
			}
			dims = append(dims, odim{n: cnt, stride: step * a.strides[dim]})
			dim++
		case idxNewAxis:
			dims = append(dims, odim{n: 1})
		}
	}
	var shape []int
	for _, d := range dims {
		if d.block {
			shape = append(shape, bshape...)
		} else {
			shape = append(shape, d.n)
		}
	}
	if shape == nil {
		shape = []int{}
	}
	total := shapeSize(shape)
	if err := Charge(t, Int64, total); err != nil {
		return nil, nil, err
	}
	offs := make([]int, 0, total)
	var rec func(k, base int)
	rec = func(k, base int) {
		if k == len(dims) {
			offs = append(offs, base)
			return
		}
		d := dims[k]
		if d.block {
			for _, b := range block {
				rec(k+1, base+b)
			}
			return
		}
		for j := 0; j < d.n; j++ {
			rec(k+1, base+j*d.stride)
		}
	}
	if total > 0 {
		rec(0, off)
	}
	return shape, offs, nil
}

// getItem is a[key].
func (m *Module) getItem(t *py.Thread, a *Array, key py.Value) (py.Value, error) {
	// The fast path: one integer on a 1-d array.
	if n, ok := key.(py.Int); ok && len(a.shape) == 1 {
		size := a.shape[0]
		j := int64(n)
		if j < 0 {
			j += int64(size)
		}
		if j < 0 || j >= int64(size) {
			return nil, outOfBounds(int64(n), 0, size)
		}
		return m.box(a, a.off+int(j)*a.strides[0]), nil
	}
	if mask, ok := fullMask(a, key); ok {
		r, err := m.maskGet(t, a, mask)
		if err != nil {
			return nil, err
		}
		return m.Wrap(r), nil
	}
	items, adv, err := m.parseIndex(t, a, key)
	if err != nil {
		return nil, err
	}
	if !adv {
		v, scalar, err := basicView(t, a, items)
		if err != nil {
			return nil, err
		}
		if scalar {
			return m.box(v, v.off), nil
		}
		return m.Wrap(v), nil
	}
	shape, offs, err := m.advancedOffsets(t, a, items)
	if err != nil {
		return nil, err
	}
	out, err := alloc(t, a.kind, shape)
	if err != nil {
		return nil, err
	}
	out.width = a.width
	gather(out, a, offs)
	return m.Wrap(out), nil
}

// gather copies a's elements at offs into the contiguous out.
func gather(out, a *Array, offs []int) {
	switch a.kind {
	case Bool:
		for j, o := range offs {
			out.b[j] = a.b[o]
		}
	case Int64:
		for j, o := range offs {
			out.i[j] = a.i[o]
		}
	case Float64:
		for j, o := range offs {
			out.f[j] = a.f[o]
		}
	case Complex128:
		for j, o := range offs {
			out.c[j] = a.c[o]
		}
	default:
		for j, o := range offs {
			out.o[j] = a.o[o]
		}
	}
}

// setItem is a[key] = value.
func (m *Module) setItem(t *py.Thread, a *Array, key, value py.Value) error {
	if a.readonly {
		return py.NewValueError("assignment destination is read-only")
	}
	if n, ok := key.(py.Int); ok && len(a.shape) == 1 {
		if _, isArr := Unwrap(value); !isArr {
			size := a.shape[0]
			j := int64(n)
			if j < 0 {
				j += int64(size)
			}
			if j < 0 || j >= int64(size) {
				return outOfBounds(int64(n), 0, size)
			}
			if err := checkScalarValue(a, value); err != nil {
				return err
			}
			return m.setElem(t, a, a.off+int(j)*a.strides[0], value)
		}
	}
	if mask, ok := fullMask(a, key); ok {
		return m.maskSet(t, a, mask, value)
	}
	items, adv, err := m.parseIndex(t, a, key)
	if err != nil {
		return err
	}
	if !adv {
		v, scalar, err := basicView(t, a, items)
		if err != nil {
			return err
		}
		if scalar && a.kind == Object && !v.readonly {
			// numpy stores the value itself in one object element, even
			// an array (the array itself included).
			v.o[v.off] = value
			return nil
		}
		if scalar {
			if err := checkScalarValue(a, value); err != nil {
				return err
			}
		}
		return m.assignValue(t, v, value)
	}
	shape, offs, err := m.advancedOffsets(t, a, items)
	if err != nil {
		return err
	}
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
	if err := checkAssignShape(src.shape, shape, true); err != nil {
		return err
	}
	src = broadcastTo(src, trimLeadingOnes(src.shape, shape))
	src = broadcastTo(src, shape)
	j := 0
	var ferr error
	src.forEachOffset(func(o int) {
		if ferr == nil {
			ferr = m.copyElem(t, a, offs[j], src, o)
		}
		j++
	})
	return ferr
}

// valueArray converts an assigned value to an array (of dst's kind when
// it is a Python scalar or sequence).
func (m *Module) valueArray(t *py.Thread, v py.Value, dst *Array) (*Array, error) {
	if x, ok := Unwrap(v); ok {
		return x, nil
	}
	if x, ok := m.scalarArray(v); ok {
		return x, nil
	}
	if dst.kind == Object {
		if _, ok := v.(*py.List); !ok {
			if _, ok := v.(*py.Tuple); !ok {
				return &Array{kind: Object, o: []py.Value{v}, shape: []int{}, strides: []int{}}, nil
			}
		}
		return m.fromValue(t, v, Object, true, 0)
	}
	if x, ok := pyScalarArray(v); ok {
		return x, nil
	}
	switch v.(type) {
	case *py.List, *py.Tuple, *py.Range:
		return m.fromValue(t, v, 0, false, 0)
	}
	return &Array{kind: Object, o: []py.Value{v}, shape: []int{}, strides: []int{}}, nil
}

// trimLeadingOnes drops leading length-1 dimensions of a value shape that
// has more dimensions than the target (numpy allows them).
func trimLeadingOnes(src, target []int) []int {
	for len(src) > len(target) && src[0] == 1 {
		src = src[1:]
	}
	return src
}

// checkAssignShape checks that a value of shape src can be assigned to a
// target of shape dst (fancy: an advanced-index target, whose message
// numpy words differently).
func checkAssignShape(src, dst []int, fancy ...bool) error {
	s := trimLeadingOnes(src, dst)
	bad := len(s) > len(dst)
	for k := 0; !bad && k < len(s); k++ {
		d := s[len(s)-1-k]
		if d != 1 && d != dst[len(dst)-1-k] {
			bad = true
		}
	}
	if !bad {
		return nil
	}
	if len(fancy) > 0 && fancy[0] {
		return py.NewValueError("shape mismatch: value array of shape %s could not be broadcast to indexing result of shape %s", compactShape(src), compactShape(dst))
	}
	return py.NewValueError("could not broadcast input array from shape %s into shape %s", compactShape(src), compactShape(dst))
}

// assignValue assigns a Python value (scalar, sequence or array) to every
// element of the view dst, broadcasting it.
func (m *Module) assignValue(t *py.Thread, dst *Array, v py.Value) error {
	if dst.readonly {
		return py.NewValueError("assignment destination is read-only")
	}
	if err := plainComplexInto(dst, v); err != nil {
		return err
	}
	src, err := m.valueArray(t, v, dst)
	if err != nil {
		return err
	}
	return m.assignArray(t, dst, src)
}

// plainComplexInto is the TypeError of storing a Python complex into a
// float or int array (numpy converts it as float() or int() would; a
// numpy complex is cast instead, with a ComplexWarning).
func plainComplexInto(dst *Array, v py.Value) error {
	if _, ok := v.(py.Complex); !ok {
		return nil
	}
	switch dst.kind {
	case Float64:
		return py.NewTypeError("float() argument must be a string or a real number, not 'complex'")
	case Int64:
		return py.NewTypeError("int() argument must be a string, a bytes-like object or a real number, not 'complex'")
	}
	return nil
}

// assignArray copies src into dst with broadcasting and casting.
func (m *Module) assignArray(t *py.Thread, dst, src *Array) error {
	if err := checkAssignShape(src.shape, dst.shape); err != nil {
		return err
	}
	if err := t.Charge(int64(dst.Size())); err != nil {
		return err
	}
	if overlaps(dst, src) {
		c, err := src.copyArray(t)
		if err != nil {
			return err
		}
		src = c
	}
	src = broadcastTo(src, trimLeadingOnes(src.shape, dst.shape))
	src = broadcastTo(src, dst.shape)
	if err := m.castWarning(t, src, dst); err != nil {
		return err
	}
	if src.kind == dst.kind && src.kind != Str {
		walk(dst.shape, []operand{{off: dst.off, strides: dst.strides}, {off: src.off, strides: src.strides}}, func(offs []int, n int, st []int) {
			d, s := offs[0], offs[1]
			for c := 0; c < n; c++ {
				switch dst.kind {
				case Bool:
					dst.b[d] = src.b[s]
				case Int64:
					dst.i[d] = src.i[s]
				case Float64:
					dst.f[d] = src.f[s]
				case Complex128:
					dst.c[d] = src.c[s]
				default:
					dst.o[d] = src.o[s]
				}
				d += st[0]
				s += st[1]
			}
		})
		if numWidth(src) != numWidth(dst) {
			narrowArray(dst)
		}
		return nil
	}
	var ferr error
	walk(dst.shape, []operand{{off: dst.off, strides: dst.strides}, {off: src.off, strides: src.strides}}, func(offs []int, n int, st []int) {
		d, s := offs[0], offs[1]
		for c := 0; c < n && ferr == nil; c++ {
			ferr = m.copyElem(t, dst, d, src, s)
			d += st[0]
			s += st[1]
		}
	})
	return ferr
}

// copyElem stores src's element at so into dst at do, converting kinds.
func (m *Module) copyElem(t *py.Thread, dst *Array, do int, src *Array, so int) error {
	if src.kind == dst.kind && src.kind != Str {
		switch dst.kind {
		case Bool:
			dst.b[do] = src.b[so]
		case Int64:
			dst.i[do] = narrowInt(dst.width, src.i[so])
		case Float64:
			dst.f[do] = narrowFloat(dst.width, src.f[so])
		case Complex128:
			dst.c[do] = src.c[so]
		default:
			dst.o[do] = src.o[so]
		}
		return nil
	}
	if dst.kind == Str && src.kind != Str && src.kind != Object {
		return m.setElem(t, dst, do, m.box(src, so)) // str() of the number
	}
	switch src.kind {
	case Bool:
		dst.setBool(do, src.b[so])
	case Int64:
		dst.setInt(do, src.i[so])
	case Float64:
		if dst.kind == Str || dst.kind == Object {
			return m.setElem(t, dst, do, m.box(src, so))
		}
		dst.setFloat(do, src.f[so])
	case Complex128:
		switch dst.kind {
		case Complex128:
			dst.c[do] = src.c[so]
		case Object, Str:
			return m.setElem(t, dst, do, py.Complex(src.c[so]))
		default:
			dst.setFloat(do, real(src.c[so]))
		}
	default:
		return m.setElem(t, dst, do, src.o[so])
	}
	return nil
}

// checkScalarValue refuses a sequence assigned to a single numeric
// element, as numpy does (an array of one element is accepted; bool and
// object arrays take the sequence's truth or the sequence itself).
func checkScalarValue(a *Array, v py.Value) error {
	if a.kind == Object {
		return nil
	}
	switch x := v.(type) {
	case *py.List, *py.Tuple:
		if a.kind == Bool {
			return nil
		}
		return py.NewValueError("setting an array element with a sequence.")
	default:
		if a, ok := Unwrap(x); ok && a.Size() != 1 {
			return py.NewValueError("setting an array element with a sequence.")
		}
	}
	return nil
}

// resultDims counts the dimensions the items of an index add to an
// indexing result besides the array's unindexed ones: one per newaxis,
// and the (broadcast) dimensions of the index arrays, a boolean mask
// counting one.
func resultDims(items []idxItem) int {
	n, adv := 0, 0
	for _, it := range items {
		switch {
		case it.kind == idxNewAxis:
			n++
		case it.kind == idxSlice:
			n++
		case it.kind == idxArray && it.arr.kind == Bool:
			adv = max(adv, 1)
		case it.kind == idxArray:
			adv = max(adv, len(it.arr.shape))
		}
	}
	return n + adv
}
