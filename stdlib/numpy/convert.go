package numpy

import (
	"strconv"
	"strings"

	"github.com/kraitpy/krait/py"
)

// This file converts between Python values and arrays: np.array's
// inference of shape and dtype from nested lists, astype's casts, and
// tolist.

// Unwrap returns the Array of an ndarray value.
func Unwrap(v py.Value) (*Array, bool) {
	if in, ok := v.(*py.Instance); ok {
		a, ok := in.Base.(*Array)
		return a, ok
	}
	return nil, false
}

// Wrap returns the ndarray value of a.
func (m *Module) Wrap(a *Array) py.Value {
	if a.self != nil {
		return a.self
	}
	a.self = &py.Instance{Class: m.ndarray, Base: a}
	return a.self
}

// sequenceItems returns the items of a value np.array treats as a nested
// sequence (list, tuple, range, ndarray), or ok=false.
func (m *Module) sequenceItems(t *py.Thread, v py.Value) ([]py.Value, bool, error) {
	switch x := v.(type) {
	case *py.List:
		return x.Items(), true, nil
	case *py.Tuple:
		return x.Items(), true, nil
	case *py.Range:
		items, err := py.Items(t, x)
		return items, true, err
	case *py.Instance:
		if al, ok := x.Base.(ArrayLike); ok {
			a, err := al.NumpyArray(t)
			if err != nil {
				return nil, false, err
			}
			return m.sequenceItems(t, m.Wrap(a))
		}
		if a, ok := x.Base.(*Array); ok {
			if len(a.shape) == 0 {
				return nil, false, nil
			}
			if err := t.Charge(int64(a.shape[0])); err != nil {
				return nil, false, err
			}
			if err := chargeViews(t, a.shape[0]); err != nil {
				return nil, false, err
			}
			out := make([]py.Value, a.shape[0])
			for j := range out {
				out[j] = m.subscript(a, j)
			}
			return out, true, nil
		}
		if x.Base != nil {
			switch b := x.Base.(type) {
			case *py.List, *py.Tuple:
				return m.sequenceItems(t, b)
			}
		}
	}
	return nil, false, nil
}

// subscript returns a[j] along the first axis: a scalar for 1-d arrays,
// a view otherwise.
func (m *Module) subscript(a *Array, j int) py.Value {
	if len(a.shape) == 1 {
		return m.box(a, a.off+j*a.strides[0])
	}
	return m.Wrap(a.view(a.shape[1:], a.strides[1:], a.off+j*a.strides[0]))
}

// inhomogeneous is numpy's error for ragged nested sequences.
func inhomogeneous(depth int, shape []int) error {
	return py.NewValueError("setting an array element with a sequence. The requested array has an inhomogeneous shape after %d dimensions. The detected shape was %s + inhomogeneous part.", depth, shapeRepr(shape[:depth]))
}

// shapeRepr formats a shape as Python prints a tuple of ints.
func shapeRepr(shape []int) string {
	var b strings.Builder
	b.WriteByte('(')
	for j, d := range shape {
		if j > 0 {
			b.WriteString(", ")
		}
		b.WriteString(strconv.Itoa(d))
	}
	if len(shape) == 1 {
		b.WriteByte(',')
	}
	b.WriteByte(')')
	return b.String()
}

// flattenNested walks a nested sequence, returning its shape and leaves
// in C order. With object set, a ragged structure stops the shape at the
// deepest level where all lengths agree, its items becoming leaves;
// otherwise ragged input is numpy's inhomogeneous-shape ValueError.
func (m *Module) flattenNested(t *py.Thread, v py.Value, object bool) ([]int, []py.Value, error) {
	// The candidate shape follows first items.
	var shape []int
	cur := v
	for depth := 0; depth <= maxDims; depth++ {
		items, ok, err := m.sequenceItems(t, cur)
		if err != nil {
			return nil, nil, err
		}
		if !ok {
			break
		}
		if depth == maxDims {
			if object {
				break
			}
			return nil, nil, py.NewValueError("setting an array element with a sequence. The requested array would exceed the maximum number of dimension of 32.")
		}
		shape = append(shape, len(items)) //krait:alloc-ok at most maxDims levels
		if len(items) == 0 {
			break
		}
		cur = items[0]
	}
	if object {
		shape = m.consistentDepth(t, v, shape)
	}
	var leaves []py.Value
	var walk func(v py.Value, depth int) error
	walk = func(v py.Value, depth int) error {
		if depth == len(shape) {
			if !object {
				if _, ok, err := m.sequenceItems(t, v); err != nil {
					return err
				} else if ok {
					return inhomogeneous(depth, shape)
				}
			}
			if err := t.Tick(); err != nil {
				return err
			}
			leaves = append(leaves, v)
			return nil
		}
		items, ok, err := m.sequenceItems(t, v)
		if err != nil {
			return err
		}
		if !ok || len(items) != shape[depth] {
			return inhomogeneous(depth, shape)
		}
		for _, it := range items {
			if err := walk(it, depth+1); err != nil {
				return err
			}
		}
		return nil
	}
	if err := walk(v, 0); err != nil {
		return nil, nil, err
	}
	return shape, leaves, nil
}

// consistentDepth shortens a candidate shape to the levels where every
// nested sequence has the candidate length (object arrays of ragged
// lists).
func (m *Module) consistentDepth(t *py.Thread, v py.Value, shape []int) []int {
	limit := len(shape)
	var check func(v py.Value, depth int)
	check = func(v py.Value, depth int) {
		if depth >= limit {
			return
		}
		items, ok, err := m.sequenceItems(t, v)
		if err != nil || !ok || len(items) != shape[depth] {
			limit = depth
			return
		}
		for _, it := range items {
			check(it, depth+1)
		}
	}
	check(v, 0)
	return shape[:limit]
}

// leafKind returns the kind numpy infers for one scalar value.
func (m *Module) leafKind(v py.Value) Kind {
	switch x := v.(type) {
	case py.Bool:
		return Bool
	case py.Int:
		return Int64
	case py.Float:
		return Float64
	case py.Complex:
		return Complex128
	case *py.Str:
		return Str
	case *py.Instance:
		if a, ok := x.Base.(*Array); ok && len(a.shape) == 0 {
			return a.kind
		}
		for k, c := range m.scalarCls {
			if c == x.Class && Kind(k) != Object {
				return Kind(k)
			}
		}
		switch x.Base.(type) {
		case py.Int, npInt:
			return Int64
		case py.Float, npFloat:
			return Float64
		case py.Bool:
			return Bool
		}
	}
	return Object
}

// strWidthOf returns the '<U' width numpy gives a value converted to str
// inside a str array: its length for strs, 21 for ints, 32 for floats and
// complex, 5 for bools.
func strWidthOf(k Kind, v py.Value) int {
	switch k {
	case Bool:
		return 5
	case Int64:
		return 21
	case Float64:
		return 32
	case Complex128:
		return 64
	}
	if s, ok := v.(*py.Str); ok {
		return s.Len()
	}
	return 0
}

// fromValue is np.array(v, dtype) for any Python value (dtype < 0:
// inferred). width is the Str width asked for (0: as wide as the data).
func (m *Module) fromValue(t *py.Thread, v py.Value, dtype Kind, hasDtype bool, width int) (*Array, error) {
	if al := arrayLike(v); al != nil {
		a, err := al.NumpyArray(t)
		if err != nil {
			return nil, err
		}
		v = m.Wrap(a)
	}
	if a, ok := Unwrap(v); ok {
		if !hasDtype {
			return a.copyArray(t)
		}
		return m.astype(t, a, dtype, width)
	}
	object := hasDtype && dtype == Object
	shape, leaves, err := m.flattenNested(t, v, object)
	if err != nil {
		return nil, err
	}
	// A 0-d array leaf inside a list contributes its element.
	k := Bool
	if len(leaves) == 0 {
		k = Float64
	}
	strW := 0
	hasBig := false // a uint64-range Python int (bigints.go)
	for j, l := range leaves {
		if a, ok := Unwrap(l); ok && len(a.shape) == 0 {
			l = m.box(a, a.off)
			leaves[j] = l
		}
		lk := m.leafKind(l)
		if _, ok := uint64Range(l); ok {
			hasBig, lk = true, Bool
		}
		if lk == Str || k == Str {
			if lk != Str && k != Str && k != Object {
				// numbers so far: their width counts once strs join
			}
		}
		k = promoteInfer(k, lk)
		if w := strWidthOf(lk, l); w > strW {
			strW = w
		}
	}
	if hasBig {
		k = m.bigUintLeaves(leaves, k)
	}
	if k == Str {
		// Numbers mixed with strs are converted with the widths numpy
		// reserves for them.
		for _, l := range leaves {
			if w := strWidthOf(m.leafKind(l), l); w > strW {
				strW = w
			}
		}
	}
	if !hasDtype {
		dtype = k
		width = strW
		if k == Int64 || k == Float64 {
			width = m.leavesNarrowWidth(leaves, k)
		}
	} else if dtype == Str && width == 0 {
		width = strW
		if k != Str {
			width = 0
		}
	}
	out, err := alloc(t, dtype, shape)
	if err != nil {
		return nil, err
	}
	if narrowOf(dtype, width) != nil {
		out.width = width // setElem narrows each value
	}
	if err := m.fillFromLeaves(t, out, leaves, k); err != nil {
		return nil, err
	}
	if dtype == Str {
		if width == 0 {
			for _, s := range out.o {
				if w := s.(*py.Str).Len(); w > width {
					width = w
				}
			}
		}
		if width == 0 {
			width = 1
		}
		out.width = width
		truncateStrs(out)
	}
	return out, nil
}

// leavesNarrowWidth is the narrow width of k that every leaf, a numpy
// scalar of that dtype, has (np.array([np.float32(1)]) is float32), or 0.
func (m *Module) leavesNarrowWidth(leaves []py.Value, k Kind) int {
	w := -1
	for _, l := range leaves {
		in, ok := l.(*py.Instance)
		if !ok {
			return 0
		}
		lw := m.narrowWidthOf(in.Class)
		if lw == 0 || (w >= 0 && lw != w) || m.leafKind(l) != k {
			return 0
		}
		w = lw
	}
	return max(w, 0)
}

// promoteInfer combines inferred kinds: numbers and strs give str, as
// np.array(['a', 1]) does; anything with an object gives object.
func promoteInfer(a, b Kind) Kind {
	if a == Object || b == Object {
		return Object
	}
	if a == Str || b == Str {
		return Str
	}
	return max(a, b)
}

// truncateStrs cuts the strings of a Str array to its width.
func truncateStrs(a *Array) {
	for j, v := range a.o {
		if s, ok := v.(*py.Str); ok && s.Len() > a.width {
			a.o[j] = py.NewStr(string([]rune(s.String())[:a.width]))
		}
	}
}

// fillFromLeaves converts leaves (of inferred kind k) into out's buffer.
func (m *Module) fillFromLeaves(t *py.Thread, out *Array, leaves []py.Value, k Kind) error {
	for j, l := range leaves {
		if err := m.setElem(t, out, j, l); err != nil {
			return err
		}
	}
	return nil
}

// setElem stores the Python value v at buffer offset o of a, converting
// it to a's kind as numpy's assignment does.
func (m *Module) setElem(t *py.Thread, a *Array, o int, v py.Value) error {
	if a.kind == Object {
		a.o[o] = v
		return nil
	}
	if arr, ok := Unwrap(v); ok {
		if arr.Size() != 1 {
			return py.NewValueError("setting an array element with a sequence.")
		}
		if len(arr.shape) == 0 {
			v = m.box(arr, arr.off)
		} else {
			v = m.box(arr, arr.offsetAt(0))
		}
	}
	switch a.kind {
	case Object:
		a.o[o] = v
		return nil
	case Str:
		s, err := m.strOf(t, v)
		if err != nil {
			return err
		}
		if a.width > 0 && s.Len() > a.width {
			s = py.NewStr(string([]rune(s.String())[:a.width]))
		}
		a.o[o] = s
		return nil
	}
	switch x := unwrapScalar(v).(type) {
	case py.Bool:
		a.setBool(o, bool(x))
		return nil
	case py.Int:
		a.setInt(o, int64(x))
		return nil
	case py.Float:
		if a.kind == Int64 && (x != x || x > 9.2e18 || x < -9.2e18) {
			if x != x {
				return py.NewValueError("cannot convert float NaN to integer")
			}
			return py.NewOverflowError("cannot convert float infinity to integer")
		}
		a.setFloat(o, float64(x))
		return nil
	case py.Complex:
		switch {
		case a.kind == Complex128:
			a.c[o] = complex128(x)
			return nil
		case a.kind == Bool:
			a.setBool(o, x != 0)
			return nil
		case a.kind != Float64 && a.kind != Int64:
			return py.NewTypeError("can't convert complex to float")
		}
		if err := plainComplexInto(a, v); err != nil {
			return err
		}
		// A numpy complex is cast: numpy keeps the real part and warns.
		if err := m.warnComplex(t); err != nil {
			return err
		}
		return m.setElem(t, a, o, py.Float(real(x)))
	case *py.BigInt:
		if a.kind == Float64 || a.kind == Complex128 {
			f, err := py.ToFloat(t, x)
			if err != nil {
				return err
			}
			a.setFloat(o, float64(f.(py.Float)))
			return nil
		}
		return py.NewOverflowError("Python int too large to convert to C long")
	case *py.Str:
		return m.setFromStr(a, o, x.String())
	}
	if v == py.None {
		if a.kind == Float64 || a.kind == Complex128 {
			a.setFloat(o, nan)
			return nil
		}
		return py.NewTypeError("int() argument must be a string, a bytes-like object or a real number, not 'NoneType'")
	}
	switch a.kind {
	case Float64, Complex128:
		f, err := py.ToFloat(t, v)
		if err != nil {
			return err
		}
		a.setFloat(o, float64(f.(py.Float)))
	case Int64, Bool:
		if a.kind == Bool {
			b, err := py.Truth(t, v)
			if err != nil {
				return err
			}
			a.b[o] = b
			return nil
		}
		i, err := py.ToInt(t, v)
		if err != nil {
			return err
		}
		n, ok := py.AsInt64(i)
		if !ok {
			return py.NewOverflowError("Python int too large to convert to C long")
		}
		a.setInt(o, n)
	}
	return nil
}

// unwrapScalar returns the Python number inside a numpy scalar, or v.
func unwrapScalar(v py.Value) py.Value {
	if in, ok := v.(*py.Instance); ok && in.Base != nil {
		switch x := in.Base.(type) {
		case npInt:
			return py.Int(x)
		case npBool:
			return py.Bool(x)
		case npFloat:
			return py.Float(x)
		case py.Bool, py.Int, py.Float, py.Complex, *py.Str:
			return in.Base
		}
	}
	return v
}

// setFromStr parses a string into a numeric element, as numpy's casts
// from str do.
func (m *Module) setFromStr(a *Array, o int, s string) error {
	st := strings.TrimSpace(s)
	switch a.kind {
	case Bool:
		a.b[o] = s != ""
		return nil
	case Int64:
		n, err := strconv.ParseInt(st, 10, 64)
		if err != nil {
			return py.NewValueError("invalid literal for int() with base 10: %s", quoteStr(s))
		}
		a.i[o] = n
		return nil
	case Float64, Complex128:
		f, err := parsePyFloat(st)
		if err != nil {
			return py.NewValueError("could not convert string to float: %s", quoteStr(s))
		}
		a.setFloat(o, f)
		return nil
	}
	return nil
}

// quoteStr is repr of a str for error messages.
func quoteStr(s string) string {
	return "'" + strings.ReplaceAll(s, "'", "\\'") + "'"
}

// parsePyFloat parses a float as Python's float() does (inf, nan,
// underscores are not accepted by numpy either).
func parsePyFloat(s string) (float64, error) {
	switch strings.ToLower(strings.TrimLeft(s, "+-")) {
	case "inf", "infinity":
		if strings.HasPrefix(s, "-") {
			return negInf, nil
		}
		return posInf, nil
	case "nan":
		return nan, nil
	}
	return strconv.ParseFloat(s, 64)
}

// setBool stores a bool at offset o, converting to a's kind.
func (a *Array) setBool(o int, b bool) {
	switch a.kind {
	case Bool:
		a.b[o] = b
	case Int64:
		a.i[o] = b2i(b)
	case Float64:
		a.f[o] = float64(b2i(b))
	case Complex128:
		a.c[o] = complex(float64(b2i(b)), 0)
	default:
		a.o[o] = py.NewBool(b)
	}
}

// setInt stores an int at offset o, converting to a's kind.
func (a *Array) setInt(o int, n int64) {
	switch a.kind {
	case Bool:
		a.b[o] = n != 0
	case Int64:
		a.i[o] = narrowInt(a.width, n)
	case Float64:
		a.f[o] = narrowFloat(a.width, float64(n))
	case Complex128:
		a.c[o] = complex(float64(n), 0)
	default:
		a.o[o] = py.NewInt(n)
	}
}

// setFloat stores a float at offset o, converting to a's kind (to int:
// truncation toward zero as numpy's cast).
func (a *Array) setFloat(o int, f float64) {
	switch a.kind {
	case Bool:
		a.b[o] = f != 0
	case Int64:
		a.i[o] = narrowInt(a.width, floatToInt(f))
	case Float64:
		a.f[o] = narrowFloat(a.width, f)
	case Complex128:
		a.c[o] = complex(f, 0)
	default:
		a.o[o] = py.Float(f)
	}
}

// b2i converts a bool to 0 or 1.
func b2i(b bool) int64 {
	if b {
		return 1
	}
	return 0
}

// strOf is str(v) for storing into a str array: numbers print as numpy
// scalars do.
func (m *Module) strOf(t *py.Thread, v py.Value) (*py.Str, error) {
	if s, ok := v.(*py.Str); ok {
		return s, nil
	}
	if in, ok := v.(*py.Instance); ok {
		if s, ok := in.Base.(*py.Str); ok && in.Class.IsSubtype(m.scalarCls[Str]) {
			return s, nil
		}
	}
	s, err := py.ToStr(t, v)
	if err != nil {
		return nil, err
	}
	return py.NewStr(s), nil
}

// astype converts a to kind k (a copy, even when the kind is the same).
func (m *Module) astype(t *py.Thread, a *Array, k Kind, width int) (*Array, error) {
	if k == a.kind && (k == Str && (width == 0 || width == a.width) || k != Str && width == a.width) {
		return a.copyArray(t)
	}
	out, err := alloc(t, k, a.shape)
	if err != nil {
		return nil, err
	}
	if narrowOf(k, width) != nil {
		out.width = width
		defer narrowArray(out)
	}
	j := 0
	var ferr error
	switch {
	case k == Object:
		a.forEachOffset(func(o int) {
			out.o[j] = m.pyElem(a, o)
			j++
		})
	case k == Str:
		a.forEachOffset(func(o int) {
			if ferr != nil {
				return
			}
			s, err := m.strOf(t, m.box(a, o))
			if err != nil {
				ferr = err // (a nil *py.Str stored would be a non-nil Value)
				return
			}
			out.o[j] = s
			j++
		})
		if ferr != nil {
			return nil, ferr
		}
		if width == 0 {
			for _, s := range out.o {
				if s != nil && s.(*py.Str).Len() > width {
					width = s.(*py.Str).Len()
				}
			}
			if nd := narrowOf(a.kind, a.width); nd != nil {
				width = max(width, nd.strWidth)
			} else if a.kind != Str && a.kind != Object {
				width = max(width, strWidthOf(a.kind, nil))
			}
		}
		out.width = max(width, 1)
		truncateStrs(out)
	case a.kind == Object || a.kind == Str:
		a.forEachOffset(func(o int) {
			if ferr == nil {
				ferr = m.setElem(t, out, j, a.o[o])
			}
			j++
		})
	default:
		castNumeric(out, a)
	}
	return out, ferr
}

// castNumeric converts the numeric array a into the C-contiguous out.
func castNumeric(out, a *Array) {
	if a.isContiguous() {
		n := a.Size()
		switch {
		case a.kind == Int64 && out.kind == Float64:
			src, dst := a.i[a.off:a.off+n], out.f[:n]
			for j, v := range src {
				dst[j] = float64(v)
			}
			return
		case a.kind == Float64 && out.kind == Int64:
			src, dst := a.f[a.off:a.off+n], out.i[:n]
			for j, v := range src {
				dst[j] = floatToInt(v)
			}
			return
		case a.kind == Bool && out.kind == Int64:
			src, dst := a.b[a.off:a.off+n], out.i[:n]
			for j, v := range src {
				if v {
					dst[j] = 1
				}
			}
			return
		case a.kind == Bool && out.kind == Float64:
			src, dst := a.b[a.off:a.off+n], out.f[:n]
			for j, v := range src {
				if v {
					dst[j] = 1
				}
			}
			return
		}
	}
	j := 0
	switch out.kind {
	case Bool:
		a.forEachOffset(func(o int) { out.b[j] = a.boolAt(o); j++ })
	case Int64:
		a.forEachOffset(func(o int) { out.i[j] = a.intAt(o); j++ })
	case Float64:
		a.forEachOffset(func(o int) { out.f[j] = a.floatAt(o); j++ })
	case Complex128:
		a.forEachOffset(func(o int) { out.c[j] = a.complexAt(o); j++ })
	}
}

// pyElem returns the element at offset o as a plain Python value (what
// tolist and astype(object) give): int, float, bool, complex, str.
func (m *Module) pyElem(a *Array, o int) py.Value {
	switch a.kind {
	case Bool:
		return py.NewBool(a.b[o])
	case Int64:
		return py.NewInt(a.i[o])
	case Float64:
		return py.Float(a.f[o])
	case Complex128:
		return py.Complex(a.c[o])
	}
	return a.o[o]
}

// listWords is what a list costs besides its items, in 16-byte words
// (the py.List and its slice header).
const listWords = 4

// tolist is ndarray.tolist: nested lists of Python scalars.
func (m *Module) tolist(t *py.Thread, a *Array) (py.Value, error) {
	if len(a.shape) == 0 {
		return m.pyElem(a, a.off), nil
	}
	if err := Charge(t, Object, a.Size()); err != nil {
		return nil, err
	}
	// Each list is charged as it is made, with its items and a list's
	// own words (listWords): the array's size does not bound the lists
	// of a zero-size array, np.zeros((10**12, 0)).tolist() is 10**12
	// empty lists.
	var rec func(off, depth int) (py.Value, error)
	rec = func(off, depth int) (py.Value, error) {
		n := a.shape[depth]
		if err := Charge(t, Object, n+listWords); err != nil {
			return nil, err
		}
		items := make([]py.Value, n)
		for j := 0; j < n; j++ {
			o := off + j*a.strides[depth]
			if depth == len(a.shape)-1 {
				items[j] = m.pyElem(a, o)
				continue
			}
			v, err := rec(o, depth+1)
			if err != nil {
				return nil, err
			}
			items[j] = v
		}
		return py.NewList(items), nil
	}
	return rec(a.off, 0)
}

// AsArray converts a Python value to an array as np.asarray does: an
// ndarray is returned as is (no copy).
func (m *Module) AsArray(t *py.Thread, v py.Value) (*Array, error) {
	if a, ok := Unwrap(v); ok {
		return a, nil
	}
	if al := arrayLike(v); al != nil {
		return al.NumpyArray(t)
	}
	return m.fromValue(t, v, 0, false, 0)
}

// asArrayDtype is np.asarray(v, dtype): no copy when v already has the
// kind.
func (m *Module) asArrayDtype(t *py.Thread, v py.Value, k Kind) (*Array, error) {
	if a, ok := Unwrap(v); ok {
		if a.kind == k {
			return a, nil
		}
		return m.astype(t, a, k, 0)
	}
	return m.fromValue(t, v, k, true, 0)
}

// ShapeArg converts a shape argument (an int or a sequence of ints) as
// numpy's functions taking `shape` or `size` do.
func ShapeArg(t *py.Thread, v py.Value) ([]int, error) {
	if n, ok, err := indexArg(t, v); ok || err != nil {
		if err != nil {
			return nil, err
		}
		if n < 0 {
			return nil, py.NewValueError("negative dimensions are not allowed")
		}
		return []int{int(n)}, nil
	}
	var items []py.Value
	switch x := v.(type) {
	case *py.Tuple:
		items = x.Items()
	case *py.List:
		items = x.Items()
	default:
		if a, ok := Unwrap(v); ok && len(a.shape) == 1 && a.kind == Int64 {
			if err := checkNdim(a.shape[0]); err != nil {
				return nil, err
			}
			a.forEachOffset(func(o int) {
				items = append(items, py.NewInt(a.i[o])) //krait:alloc-ok at most maxDims items (checked above)
			})
		} else {
			return nil, py.NewTypeError("'%s' object cannot be interpreted as an integer", py.TypeName(v))
		}
	}
	if err := checkNdim(len(items)); err != nil {
		return nil, err
	}
	shape := make([]int, len(items)) //krait:alloc-ok at most maxDims dimensions (checked above)
	for j, it := range items {
		n, ok, err := indexArg(t, it)
		if err != nil {
			return nil, err
		}
		if !ok {
			return nil, py.NewTypeError("'%s' object cannot be interpreted as an integer", py.TypeName(it))
		}
		if n < 0 {
			return nil, py.NewValueError("negative dimensions are not allowed")
		}
		shape[j] = int(n)
	}
	if shapeSize(shape) < 0 {
		return nil, py.NewValueError("array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.")
	}
	return shape, nil
}

// indexArg converts an int-like value (int, bool, numpy integer) with
// ok=false for other types.
func indexArg(t *py.Thread, v py.Value) (int64, bool, error) {
	switch x := v.(type) {
	case py.Int:
		return int64(x), true, nil
	case py.Bool:
		return b2i(bool(x)), true, nil
	case *py.BigInt:
		return 0, true, py.NewValueError("Maximum allowed dimension exceeded")
	case *py.Instance:
		if n, ok := x.Base.(npInt); ok {
			return int64(n), true, nil
		}
		if _, ok := x.Base.(py.Int); ok && x.Class.IsSubtype(py.IntType) {
			n, _ := py.AsInt64(x.Base)
			return n, true, nil
		}
		if a, ok := x.Base.(*Array); ok && len(a.shape) == 0 && (a.kind == Int64 || a.kind == Bool) {
			return a.intAt(a.off), true, nil
		}
	}
	return 0, false, nil
}
