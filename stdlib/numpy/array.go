package numpy

import (
	"math"

	"github.com/kraitpy/krait/py"
)

// Kind is the element type of an array: the dtypes krait's numpy has.
type Kind uint8

// The element kinds, in numpy's promotion order (a binary operation on
// two numeric kinds computes in the larger one). Object holds any Python
// value; Str holds Python strs (numpy's '<U' dtypes, whose width is the
// longest string's length).
const (
	Bool Kind = iota
	Int64
	Float64
	Complex128
	Str
	Object
	numKinds
)

// Array is an n-dimensional array: a typed Go slice (the buffer, shared
// with every view of it) and the shape, strides (in elements) and offset
// that place the array's elements in it. Exactly one of the slices is
// used, by Kind: f (Float64), i (Int64), b (Bool), c (Complex128), o
// (Object and Str).
//
// An Array made by a slice, a transpose or a reshape of a contiguous
// array is a view: it shares the buffer of its base, so writing through
// it changes the base, as in numpy.
type Array struct {
	kind    Kind
	shape   []int
	strides []int
	off     int
	f       []float64
	i       []int64
	b       []bool
	c       []complex128
	o       []py.Value
	// width is the itemsize in characters of a Str array ('<U5').
	width int
	// base is the array whose buffer a view shares (nil when the array
	// owns its buffer).
	base *Array
	// readonly arrays refuse assignment (broadcast_to results, flat views
	// numpy marks read-only).
	readonly bool
	// self is the ndarray value made for this array by Wrap, so that the
	// same array is the same Python object (v.base is a).
	self *py.Instance
}

// Type implements py.Value: an Array is kept in the Base of an ndarray
// instance and never seen directly by Python code.
func (*Array) Type() *py.Type { return opaque }

// opaque is the type of the Go state kept in Instance.Base.
var opaque = py.NewBuiltinType("_ndarray_state", nil)

// itemSize returns the bytes one element of kind k takes in memory
// (what numpy reports as itemsize, and what the memory budget charges).
func itemSize(k Kind) int64 {
	switch k {
	case Bool:
		return 1
	case Complex128:
		return 16
	case Object, Str:
		return 16
	}
	return 8
}

// shapeSize returns the number of elements of a shape, or -1 when it
// overflows.
func shapeSize(shape []int) int {
	n := 1
	for _, d := range shape {
		if d == 0 {
			return 0
		}
	}
	for _, d := range shape {
		if d < 0 || n > math.MaxInt64/max(d, 1) {
			return -1
		}
		n *= d
	}
	return n
}

// cStrides returns the C-order (row-major) strides of a shape, in
// elements.
func cStrides(shape []int) []int {
	st := make([]int, len(shape))
	s := 1
	for k := len(shape) - 1; k >= 0; k-- {
		st[k] = s
		s *= max(shape[k], 1)
	}
	return st
}

// newArray makes a zeroed C-contiguous array; the caller has charged its
// memory (see Charge): alloc and allocResult do, the other callers make
// a single element (0-d arrays, a 1-element zero) or charged the
// elements first (the set operations' picks).
func newArray(k Kind, shape []int) *Array {
	n := shapeSize(shape)
	//krait:alloc-ok the new array's shape: one int per dimension (at most maxDims: ndim.go)
	a := &Array{kind: k, shape: append([]int(nil), shape...), strides: cStrides(shape)}
	switch k {
	case Bool:
		a.b = make([]bool, n) //krait:alloc-ok charged by the caller (see the doc comment)
	case Int64:
		a.i = make([]int64, n) //krait:alloc-ok charged by the caller (see the doc comment)
	case Float64:
		a.f = make([]float64, n) //krait:alloc-ok charged by the caller (see the doc comment)
	case Complex128:
		a.c = make([]complex128, n) //krait:alloc-ok charged by the caller (see the doc comment)
	default:
		a.o = make([]py.Value, n) //krait:alloc-ok charged by the caller (see the doc comment)
		fill := py.Value(py.None)
		if k == Str {
			fill = py.NewStr("")
		}
		for j := range a.o {
			a.o[j] = fill
		}
	}
	return a
}

// Charge charges the memory and work of making an array of n elements
// of kind k: n*itemsize bytes (the memory limit is checked first, so a
// huge array is a MemoryLimitError) and n operations, before anything is
// allocated. Every function that makes an array calls it first; code
// outside this package that fills a buffer for NewFloat64 and friends
// must call it before allocating the buffer.
func Charge(t *py.Thread, k Kind, n int) error {
	if n < 0 {
		return t.Alloc(-1)
	}
	sz := itemSize(k)
	if int64(n) > math.MaxInt64/sz {
		return t.Alloc(-1)
	}
	if err := t.Alloc(int64(n) * sz); err != nil {
		return err
	}
	return t.Charge(int64(n))
}

// alloc charges and makes a zeroed array of shape.
func alloc(t *py.Thread, k Kind, shape []int) (*Array, error) {
	n := shapeSize(shape)
	if n < 0 {
		return nil, py.NewValueError("array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.")
	}
	if err := Charge(t, k, n); err != nil {
		return nil, err
	}
	return newArray(k, shape), nil
}

// NewFloat64 makes a C-contiguous float64 array of the given shape that
// owns data (no copy; len(data) must be the product of shape). The caller
// charged the memory with Charge before allocating data.
func NewFloat64(data []float64, shape ...int) *Array {
	return &Array{kind: Float64, f: data, shape: shapeOrLen(shape, len(data)), strides: cStrides(shapeOrLen(shape, len(data)))}
}

// NewInt64 makes a C-contiguous int64 array; see NewFloat64.
func NewInt64(data []int64, shape ...int) *Array {
	return &Array{kind: Int64, i: data, shape: shapeOrLen(shape, len(data)), strides: cStrides(shapeOrLen(shape, len(data)))}
}

// NewBool makes a C-contiguous bool array; see NewFloat64.
func NewBool(data []bool, shape ...int) *Array {
	return &Array{kind: Bool, b: data, shape: shapeOrLen(shape, len(data)), strides: cStrides(shapeOrLen(shape, len(data)))}
}

// NewComplex128 makes a C-contiguous complex128 array; see NewFloat64.
func NewComplex128(data []complex128, shape ...int) *Array {
	return &Array{kind: Complex128, c: data, shape: shapeOrLen(shape, len(data)), strides: cStrides(shapeOrLen(shape, len(data)))}
}

// NewObject makes a C-contiguous object array of Python values; see
// NewFloat64.
func NewObject(data []py.Value, shape ...int) *Array {
	return &Array{kind: Object, o: data, shape: shapeOrLen(shape, len(data)), strides: cStrides(shapeOrLen(shape, len(data)))}
}

// shapeOrLen is shape, or (n,) when no shape is given.
func shapeOrLen(shape []int, n int) []int {
	if len(shape) == 0 {
		return []int{n}
	}
	return append([]int(nil), shape...) //krait:alloc-ok a shape: one int per dimension (at most maxDims: ndim.go)
}

// Kind returns the array's element kind.
func (a *Array) Kind() Kind { return a.kind }

// Shape returns the array's shape (do not modify it).
func (a *Array) Shape() []int { return a.shape }

// Ndim returns the number of dimensions.
func (a *Array) Ndim() int { return len(a.shape) }

// Size returns the number of elements.
func (a *Array) Size() int { return shapeSize(a.shape) }

// isContiguous reports whether the elements are laid out in C order
// without gaps, starting at off.
func (a *Array) isContiguous() bool {
	s := 1
	for k := len(a.shape) - 1; k >= 0; k-- {
		if a.shape[k] == 1 {
			continue
		}
		if a.strides[k] != s {
			return false
		}
		s *= a.shape[k]
	}
	return true
}

// isFContiguous reports whether the elements are laid out in Fortran
// order without gaps.
func (a *Array) isFContiguous() bool {
	s := 1
	for k := 0; k < len(a.shape); k++ {
		if a.shape[k] == 1 {
			continue
		}
		if a.strides[k] != s {
			return false
		}
		s *= a.shape[k]
	}
	return true
}

// view returns an array sharing a's buffer with a new shape, strides and
// offset.
func (a *Array) view(shape, strides []int, off int) *Array {
	v := *a
	v.shape, v.strides, v.off = shape, strides, off
	v.self = nil
	if a.base != nil {
		v.base = a.base
	} else {
		v.base = a
	}
	return &v
}

// root returns the array owning a's buffer.
func (a *Array) root() *Array {
	if a.base != nil {
		return a.base
	}
	return a
}

// forEachOffset calls fn with the buffer offset of every element, in C
// order.
func (a *Array) forEachOffset(fn func(off int)) {
	n := a.Size()
	if n == 0 {
		return
	}
	nd := len(a.shape)
	if nd == 0 {
		fn(a.off)
		return
	}
	if a.isContiguous() {
		for j := 0; j < n; j++ {
			fn(a.off + j)
		}
		return
	}
	idx := make([]int, nd) //krait:alloc-ok one per dimension (at most maxDims: ndim.go)
	off := a.off
	last := nd - 1
	inner, istride := a.shape[last], a.strides[last]
	for {
		o := off
		for j := 0; j < inner; j++ {
			fn(o)
			o += istride
		}
		k := last - 1
		for ; k >= 0; k-- {
			idx[k]++
			off += a.strides[k]
			if idx[k] < a.shape[k] {
				break
			}
			off -= a.strides[k] * idx[k]
			idx[k] = 0
		}
		if k < 0 {
			return
		}
	}
}

// offsetAt returns the buffer offset of the element at flat C-order
// position k (0 <= k < a.Size()), without making the offsets of the
// others: for code that reads one element.
func (a *Array) offsetAt(k int) int {
	o := a.off
	for d := len(a.shape) - 1; d >= 0; d-- {
		n := a.shape[d]
		o += (k % n) * a.strides[d]
		k /= n
	}
	return o
}

// offsets returns the buffer offsets of all elements in C order. The
// slice is charged (8 bytes an element, 8 times a bool array's buffer):
// it is the one checkpoint for the temporary copies the converters
// below make of an array the program already holds.
func (a *Array) offsets(t *py.Thread) ([]int, error) {
	n := a.Size()
	if err := chargeCopy(t, n, 8); err != nil {
		return nil, err
	}
	out := make([]int, 0, n)
	a.forEachOffset(func(o int) { out = append(out, o) })
	return out, nil
}

// offsetsOf returns the offsets of each array (see offsets): for the
// operands of an element-wise loop.
func offsetsOf(t *py.Thread, arrs ...*Array) ([][]int, error) {
	out := make([][]int, len(arrs)) //krait:alloc-ok one per operand (arrays the caller holds)
	for j, a := range arrs {
		var err error
		if out[j], err = a.offsets(t); err != nil {
			return nil, err
		}
	}
	return out, nil
}

// chargeCopy charges the memory of a copy of n elements of size bytes
// each that a converter (offsets, Float64s, Int64s, Objects) is about to
// make, before it allocates. The work is the caller's: it charges the
// loop that reads the copy.
func chargeCopy(t *py.Thread, n int, size int64) error {
	if n < 0 || int64(n) > math.MaxInt64/size {
		return t.Alloc(-1)
	}
	return t.Alloc(int64(n) * size)
}

// contiguous returns a C-contiguous array with a's elements: a itself when
// it already is one starting at offset 0 over its whole buffer, else a
// charged copy.
func (a *Array) contiguous(t *py.Thread) (*Array, error) {
	if a.isContiguous() && a.off == 0 && a.bufLen() == a.Size() {
		return a, nil
	}
	return a.copyArray(t)
}

// bufLen returns the length of the buffer.
func (a *Array) bufLen() int {
	switch a.kind {
	case Bool:
		return len(a.b)
	case Int64:
		return len(a.i)
	case Float64:
		return len(a.f)
	case Complex128:
		return len(a.c)
	}
	return len(a.o)
}

// copyArray returns a new C-contiguous copy of a.
func (a *Array) copyArray(t *py.Thread) (*Array, error) {
	out, err := alloc(t, a.kind, a.shape)
	if err != nil {
		return nil, err
	}
	out.width = a.width
	copyInto(out, a)
	return out, nil
}

// copyInto copies src's elements into the C-contiguous dst (from its
// offset) of the same kind and size, in C order.
func copyInto(dst, src *Array) {
	n := src.Size()
	d := dst.off
	if src.isContiguous() {
		o := src.off
		switch src.kind {
		case Bool:
			copy(dst.b[d:d+n], src.b[o:o+n])
		case Int64:
			copy(dst.i[d:d+n], src.i[o:o+n])
		case Float64:
			copy(dst.f[d:d+n], src.f[o:o+n])
		case Complex128:
			copy(dst.c[d:d+n], src.c[o:o+n])
		default:
			copy(dst.o[d:d+n], src.o[o:o+n])
		}
		return
	}
	j := d
	switch src.kind {
	case Bool:
		src.forEachOffset(func(o int) { dst.b[j] = src.b[o]; j++ })
	case Int64:
		src.forEachOffset(func(o int) { dst.i[j] = src.i[o]; j++ })
	case Float64:
		src.forEachOffset(func(o int) { dst.f[j] = src.f[o]; j++ })
	case Complex128:
		src.forEachOffset(func(o int) { dst.c[j] = src.c[o]; j++ })
	default:
		src.forEachOffset(func(o int) { dst.o[j] = src.o[o]; j++ })
	}
}

// Float64s returns the elements in C order converted to float64 (complex
// values keep their real part, objects convert as float() does when they
// are numbers, else NaN). The result is a new slice the caller owns,
// charged to t before it is made (see chargeCopy).
func (a *Array) Float64s(t *py.Thread) ([]float64, error) {
	n := a.Size()
	if err := chargeCopy(t, n, 8); err != nil {
		return nil, err
	}
	if a.kind == Float64 && a.isContiguous() {
		return append([]float64(nil), a.f[a.off:a.off+n]...), nil
	}
	out := make([]float64, 0, n)
	a.forEachOffset(func(o int) { out = append(out, a.floatAt(o)) })
	return out, nil
}

// Int64s returns the elements in C order converted to int64 (floats
// truncated toward zero). The result is a new slice the caller owns,
// charged to t before it is made (see chargeCopy).
func (a *Array) Int64s(t *py.Thread) ([]int64, error) {
	n := a.Size()
	if err := chargeCopy(t, n, 8); err != nil {
		return nil, err
	}
	if a.kind == Int64 && a.isContiguous() {
		return append([]int64(nil), a.i[a.off:a.off+n]...), nil
	}
	out := make([]int64, 0, n)
	a.forEachOffset(func(o int) { out = append(out, a.intAt(o)) })
	return out, nil
}

// Float64At returns the element at flat C-order position k converted as
// Float64s converts it, without copying the others.
func (a *Array) Float64At(k int) float64 { return a.floatAt(a.offsetAt(k)) }

// Int64At returns the element at flat C-order position k converted as
// Int64s converts it, without copying the others.
func (a *Array) Int64At(k int) int64 { return a.intAt(a.offsetAt(k)) }

// floatAt returns the element at buffer offset o as a float64.
func (a *Array) floatAt(o int) float64 {
	switch a.kind {
	case Bool:
		if a.b[o] {
			return 1
		}
		return 0
	case Int64:
		return float64(a.i[o])
	case Float64:
		return a.f[o]
	case Complex128:
		return real(a.c[o])
	}
	if f, ok, err := py.AsFloat(a.o[o]); ok && err == nil {
		return f
	}
	return math.NaN()
}

// intAt returns the element at buffer offset o as an int64.
func (a *Array) intAt(o int) int64 {
	switch a.kind {
	case Bool:
		if a.b[o] {
			return 1
		}
		return 0
	case Int64:
		return a.i[o]
	case Float64:
		return floatToInt(a.f[o])
	case Complex128:
		return floatToInt(real(a.c[o]))
	}
	if i, ok := py.AsInt64(a.o[o]); ok {
		return i
	}
	return 0
}

// complexAt returns the element at buffer offset o as a complex128.
func (a *Array) complexAt(o int) complex128 {
	if a.kind == Complex128 {
		return a.c[o]
	}
	if a.kind == Object {
		if c, ok := a.o[o].(py.Complex); ok {
			return complex128(c)
		}
	}
	return complex(a.floatAt(o), 0)
}

// boolAt returns the truth of the element at buffer offset o (objects:
// nil-safe identity truth only for the built-in kinds; see truthAt).
func (a *Array) boolAt(o int) bool {
	switch a.kind {
	case Bool:
		return a.b[o]
	case Int64:
		return a.i[o] != 0
	case Float64:
		return a.f[o] != 0
	case Complex128:
		return a.c[o] != 0
	}
	return true
}

// truthAt is bool(element), calling Python for object elements.
func (a *Array) truthAt(t *py.Thread, o int) (bool, error) {
	if a.kind == Object || a.kind == Str {
		return py.Truth(t, a.o[o])
	}
	return a.boolAt(o), nil
}

// floatToInt converts as a C cast does on x86-64 (numpy's astype): NaN
// and out-of-range values become the minimum int64.
func floatToInt(f float64) int64 {
	if f != f || f >= 9.223372036854775807e18 || f < -9.223372036854775808e18 {
		return math.MinInt64
	}
	return int64(f)
}

// Float64Data returns the buffer of a C-contiguous float64 array that owns
// it from offset 0, or nil: for code that fills or reads an array it just
// made.
func (a *Array) Float64Data() []float64 {
	if a.kind != Float64 || !a.isContiguous() || a.off != 0 {
		return nil
	}
	return a.f[:a.Size()]
}

// Int64Data is Float64Data for int64 arrays.
func (a *Array) Int64Data() []int64 {
	if a.kind != Int64 || !a.isContiguous() || a.off != 0 {
		return nil
	}
	return a.i[:a.Size()]
}

// SwapAxis0 exchanges a[i] and a[j] along the first axis in place (the
// sub-arrays when a has more dimensions): the step np.random's shuffle
// applies for each swap of numpy's sequence.
func (a *Array) SwapAxis0(i, j int) {
	if i == j || len(a.shape) == 0 {
		return
	}
	sub := a.view(a.shape[1:], a.strides[1:], 0)
	oi, oj := a.off+i*a.strides[0], a.off+j*a.strides[0]
	sub.off = oi
	// Both sub-arrays have the same strides, so the element of a[j]
	// matching a[i]'s at offset x is at x+d.
	d := oj - oi
	sub.forEachOffset(func(x int) {
		y := x + d
		switch a.kind {
		case Bool:
			a.b[x], a.b[y] = a.b[y], a.b[x]
		case Int64:
			a.i[x], a.i[y] = a.i[y], a.i[x]
		case Float64:
			a.f[x], a.f[y] = a.f[y], a.f[x]
		case Complex128:
			a.c[x], a.c[y] = a.c[y], a.c[x]
		default:
			a.o[x], a.o[y] = a.o[y], a.o[x]
		}
	})
}

// Len returns the length of the first axis (0 for a 0-d array).
func (a *Array) Len() int {
	if len(a.shape) == 0 {
		return 0
	}
	return a.shape[0]
}

// Take returns a new array of a's sub-arrays along the first axis at the
// given indices (which the caller has checked), as a[indices] does:
// np.random.choice on a non-integer population.
func (m *Module) Take(t *py.Thread, a *Array, indices []int, shape ...int) (*Array, error) {
	idx := make([]int64, len(indices))
	for k, v := range indices {
		idx[k] = int64(v)
	}
	if len(shape) == 0 {
		shape = []int{len(indices)}
	}
	items := make([]idxItem, len(a.shape)) //krait:alloc-ok one per dimension (at most maxDims: ndim.go)
	for k := range items {
		items[k] = idxItem{kind: idxSlice, slice: py.NewSlice(nil, nil, nil), dims: 1}
	}
	items[0] = idxItem{kind: idxArray, arr: NewInt64(idx, shape...), dims: 1}
	outShape, offs, err := m.advancedOffsets(t, a, items)
	if err != nil {
		return nil, err
	}
	out, err := alloc(t, a.kind, outShape)
	if err != nil {
		return nil, err
	}
	out.width = a.width
	gather(out, a, offs)
	return out, nil
}

// Box returns the element at flat C-order position k of a as numpy
// returns an element: a numpy scalar, or the object itself.
func (m *Module) Box(a *Array, k int) py.Value {
	return m.box(a, a.offsetAt(k))
}
