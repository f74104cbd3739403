package numpy

import (
	"sort"
	"strings"

	"github.com/kraitpy/krait/py"
)

// This file binds sorting and searching: sort, argsort, lexsort,
// partition, argpartition, unique, searchsorted, and the set functions
// (isin, in1d, intersect1d, union1d, setdiff1d, setxor1d).

// sortKind is a sort's kind argument: numpy's introsort ("quicksort"),
// its heapsort, or a stable sort ("stable", "mergesort"). Which one runs
// shows in argsort's order of equal elements and in where -0.0 and 0.0
// land.
type sortKind int

const (
	quickSort sortKind = iota
	stableSort
	heapSort
)

// laneSort sorts every lane of a (a C-contiguous copy) along axis ax in
// place.
func (m *Module) laneSort(t *py.Thread, a *Array, ax int, kind sortKind) error {
	n := a.shape[ax]
	if n <= 1 {
		return nil
	}
	if err := t.Charge(int64(a.Size()) * int64(msb(n)+1)); err != nil {
		return err
	}
	// Strided lanes are copied out, n elements at a time, once per lane:
	// lanes x n elements in all (the array's size; no lane at all when
	// another axis is 0, whatever n is).
	lanes := a.Size() / n
	if err := Charge(t, a.kind, lanes*n); err != nil {
		return err
	}
	st := a.strides[ax]
	s := m.reduceSpecFor(a, []int{ax})
	var ferr error
	s.forEachBlock(a.off, func(_, o int) {
		if ferr != nil {
			return
		}
		switch a.kind {
		case Float64:
			if st == 1 && kind != heapSort {
				sortFloats(a.f[o : o+n])
				return
			}
			lane := make([]float64, n)
			for j := range lane {
				lane[j] = a.f[o+j*st]
			}
			if kind == heapSort {
				heapsort(lane, floatLess)
			} else {
				sortFloats(lane)
			}
			for j, v := range lane {
				a.f[o+j*st] = v
			}
		case Int64:
			if st == 1 {
				quicksortLt(a.i[o : o+n]) // equal ints are indistinguishable
				return
			}
			lane := make([]int64, n)
			for j := range lane {
				lane[j] = a.i[o+j*st]
			}
			quicksortLt(lane)
			for j, v := range lane {
				a.i[o+j*st] = v
			}
		case Bool:
			c := 0
			for j := 0; j < n; j++ {
				if !a.b[o+j*st] {
					c++
				}
			}
			for j := 0; j < n; j++ {
				a.b[o+j*st] = j >= c
			}
		case Complex128:
			lane := make([]complex128, n)
			for j := range lane {
				lane[j] = a.c[o+j*st]
			}
			if kind == heapSort {
				heapsort(lane, complexLessNaN)
			} else {
				quicksort(lane, complexLessNaN)
			}
			for j, v := range lane {
				a.c[o+j*st] = v
			}
		default:
			idx, err := m.objectArgsort(t, a, o, st, n)
			if err != nil {
				ferr = err
				return
			}
			lane := make([]py.Value, n)
			for j, k := range idx {
				lane[j] = a.o[o+k*st]
			}
			for j, v := range lane {
				a.o[o+j*st] = v
			}
		}
	})
	return ferr
}

// objectArgsort orders Python values with their < (a stable sort, as
// errors must surface the same way for any order).
func (m *Module) objectArgsort(t *py.Thread, a *Array, o, st, n int) ([]int, error) {
	if err := t.Alloc(int64(n) * 8); err != nil {
		return nil, err
	}
	idx := make([]int, n)
	for j := range idx {
		idx[j] = j
	}
	var ferr error
	sort.SliceStable(idx, func(x, y int) bool {
		if ferr != nil {
			return false
		}
		lt, err := py.CompareBool(t, py.Lt, a.o[o+idx[x]*st], a.o[o+idx[y]*st])
		if err != nil {
			ferr = err
		}
		return lt
	})
	return idx, ferr
}

// argsortLanes returns the indices that sort every lane of a along ax.
func (m *Module) argsortLanes(t *py.Thread, a *Array, ax int, kind sortKind) (*Array, error) {
	out, err := alloc(t, Int64, a.shape)
	if err != nil {
		return nil, err
	}
	n := a.shape[ax]
	if n == 0 {
		return out, nil
	}
	if err := t.Charge(int64(a.Size()) * int64(msb(n)+1)); err != nil {
		return nil, err
	}
	// Each lane copies its n elements and n indices out: lanes x n of
	// each in all (no lane when another axis is 0, whatever n is).
	lanes := a.Size() / n
	if err := Charge(t, a.kind, lanes*n); err != nil {
		return nil, err
	}
	if err := Charge(t, Int64, lanes*n); err != nil {
		return nil, err
	}
	st := a.strides[ax]
	so := m.reduceSpecFor(out, []int{ax})
	sa := m.reduceSpecFor(a, []int{ax})
	var aOffs []int
	sa.forEachBlock(a.off, func(_, o int) { aOffs = append(aOffs, o) })
	ost := out.strides[ax]
	var ferr error
	so.forEachBlock(0, func(j, oo int) {
		if ferr != nil {
			return
		}
		o := aOffs[j]
		idx := make([]int, n)
		for k := range idx {
			idx[k] = k
		}
		switch a.kind {
		case Float64:
			lane := make([]float64, n)
			for k := range lane {
				lane[k] = a.f[o+k*st]
			}
			switch kind {
			case stableSort:
				stableArgsort(lane, idx, floatLess)
			case heapSort:
				argHeapsort(lane, idx, floatLess)
			default:
				argsortFloats(lane, idx)
			}
		case Int64:
			lane := make([]int64, n)
			for k := range lane {
				lane[k] = a.i[o+k*st]
			}
			switch kind {
			case stableSort:
				stableArgsort(lane, idx, intLess)
			case heapSort:
				argHeapsort(lane, idx, intLess)
			default:
				argQuicksortLt(lane, idx)
			}
		case Bool:
			lane := make([]bool, n)
			for k := range lane {
				lane[k] = a.b[o+k*st]
			}
			sortIdx(lane, idx, boolLess, kind)
		case Complex128:
			lane := make([]complex128, n)
			for k := range lane {
				lane[k] = a.c[o+k*st]
			}
			sortIdx(lane, idx, complexLessNaN, kind)
		default:
			var err error
			if idx, err = m.objectArgsort(t, a, o, st, n); err != nil {
				ferr = err
				return
			}
		}
		for k, v := range idx {
			out.i[oo+k*ost] = int64(v)
		}
	})
	return out, ferr
}

// sortIdx is argsort of one lane by kind.
func sortIdx[T any](lane []T, idx []int, less lessFn[T], kind sortKind) {
	switch kind {
	case stableSort:
		stableArgsort(lane, idx, less)
	case heapSort:
		argHeapsort(lane, idx, less)
	default:
		argQuicksort(lane, idx, less)
	}
}

// sortArgs reads sort's (a, axis=-1, kind=None, order=None).
func (m *Module) sortArgs(t *py.Thread, name string, args []py.Value, kwargs []py.Kwarg) (*Array, int, sortKind, bool, error) {
	vals, err := bindArgs(name, []string{"a", "axis", "kind", "order"}, 1, args, kwargs)
	if err != nil {
		return nil, 0, quickSort, false, err
	}
	a, err := m.arrayArg(t, vals[0])
	if err != nil {
		return nil, 0, quickSort, false, err
	}
	kind := quickSort
	if k, ok := vals[2].(*py.Str); ok {
		switch k.String() {
		case "stable", "mergesort":
			kind = stableSort
		case "heapsort":
			kind = heapSort
		case "quicksort":
		default:
			return nil, 0, quickSort, false, py.NewValueError("sort kind must be one of 'quick', 'heap', or 'stable' (got '%s')", k.String())
		}
	}
	flat := false
	ax := -1
	if vals[1] == py.None {
		flat = true
	} else if vals[1] != nil {
		n, err := py.Index(t, vals[1])
		if err != nil {
			return nil, 0, quickSort, false, err
		}
		ax = int(n)
	}
	if flat {
		if a, err = m.reshape(t, a, []int{a.Size()}, "C"); err != nil {
			return nil, 0, quickSort, false, err
		}
		ax = 0
	}
	if len(a.shape) == 0 {
		return nil, 0, quickSort, false, m.axisErr(t, ax, 0)
	}
	if ax, err = m.normAxis(t, ax, len(a.shape)); err != nil {
		return nil, 0, quickSort, false, err
	}
	return a, ax, kind, flat, nil
}

// arraySortInPlace is ndarray.sort(axis=-1, kind=None).
func (m *Module) arraySortInPlace(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	all, err := py.JoinValues(t, []py.Value{self}, args)
	if err != nil {
		return nil, err
	}
	a, ax, kind, _, err := m.sortArgs(t, "sort", all, kwargs)
	if err != nil {
		return nil, err
	}
	if a.readonly {
		return nil, py.NewValueError("assignment destination is read-only")
	}
	return py.None, m.laneSort(t, a, ax, kind)
}

// addSortFuncs binds the sorting and set functions.
func (m *Module) addSortFuncs(t *py.Thread, d *py.Dict) error {
	m.def(map[string]py.BuiltinFunc{
		"sort": func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			a, ax, kind, _, err := m.sortArgs(t, "sort", args, kwargs)
			if err != nil {
				return nil, err
			}
			c, err := a.copyArray(t)
			if err != nil {
				return nil, err
			}
			if err := m.laneSort(t, c, ax, kind); err != nil {
				return nil, err
			}
			return m.Wrap(c), nil
		},
		"argsort": func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			a, ax, kind, _, err := m.sortArgs(t, "argsort", args, kwargs)
			if err != nil {
				return nil, err
			}
			r, err := m.argsortLanes(t, a, ax, kind)
			if err != nil {
				return nil, err
			}
			return m.Wrap(r), nil
		},
		"msort": func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			a, err := m.oneArray(t, "msort", "a", args, kwargs)
			if err != nil {
				return nil, err
			}
			c, err := a.copyArray(t)
			if err != nil {
				return nil, err
			}
			return m.Wrap(c), m.laneSort(t, c, 0, quickSort)
		},
		"lexsort":      m.lexsortFn,
		"partition":    m.partitionFn(false),
		"argpartition": m.partitionFn(true),
		"unique":       m.uniqueFn,
		"searchsorted": m.searchsortedFn,
		"isin":         m.isinFn("isin"),
		"in1d":         m.isinFn("in1d"),
		"intersect1d":  m.setFn("intersect1d"),
		"union1d":      m.setFn("union1d"),
		"setdiff1d":    m.setFn("setdiff1d"),
		"setxor1d":     m.setFn("setxor1d"),
		"sort_complex": func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			a, err := m.oneArray(t, "sort_complex", "a", args, kwargs)
			if err != nil {
				return nil, err
			}
			c, err := m.astype(t, a, Complex128, 0)
			if err != nil {
				return nil, err
			}
			return m.Wrap(c), m.laneSort(t, c, len(c.shape)-1, quickSort)
		},
	})
	return nil
}

// lexsortFn is np.lexsort(keys): the last key is primary.
func (m *Module) lexsortFn(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	vals, err := bindArgs("lexsort", []string{"keys", "axis"}, 1, args, kwargs)
	if err != nil {
		return nil, err
	}
	keys, err := m.arraysArg(t, vals[0])
	if err != nil {
		return nil, err
	}
	if len(keys) == 0 {
		return nil, py.NewTypeError("need sequence of keys with len > 0 in lexsort")
	}
	n := keys[0].Size()
	// The permutation, one key's copy (a str is charged as 16 bytes: the
	// strs exist already) and the result.
	if err := t.Alloc(int64(n) * 32); err != nil {
		return nil, err
	}
	idx := make([]int, n)
	for j := range idx {
		idx[j] = j
	}
	for _, k := range keys {
		if k.Size() != n {
			return nil, py.NewValueError("all keys need to be the same shape")
		}
		switch k.kind {
		case Float64:
			fs, err := k.Float64s(t)
			if err != nil {
				return nil, err
			}
			stableArgsort(fs, idx, floatLess)
		case Int64, Bool:
			is, err := k.Int64s(t)
			if err != nil {
				return nil, err
			}
			stableArgsort(is, idx, intLess)
		case Str:
			strs := make([]string, 0, n)
			k.forEachOffset(func(o int) { strs = append(strs, k.o[o].(*py.Str).String()) })
			stableArgsort(strs, idx, func(a, b string) bool { return a < b })
		default:
			return nil, py.NewTypeError("lexsort on %s keys is not supported by krait's numpy", kindNames[k.kind])
		}
	}
	out := make([]int64, n)
	for j, v := range idx {
		out[j] = int64(v)
	}
	if err := Charge(t, Int64, n); err != nil {
		return nil, err
	}
	return m.Wrap(NewInt64(out, n)), nil
}

// partitionFn is np.partition / np.argpartition. krait sorts the lanes
// fully: the kth element and the sides are right, but the order within
// each side follows a full sort rather than numpy's introselect.
func (m *Module) partitionFn(arg bool) py.BuiltinFunc {
	return func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		name := "partition"
		if arg {
			name = "argpartition"
		}
		vals, err := bindArgs(name, []string{"a", "kth", "axis", "kind", "order"}, 2, args, kwargs)
		if err != nil {
			return nil, err
		}
		rest := []py.Value{vals[0]}
		var kw []py.Kwarg
		if vals[2] != nil {
			kw = append(kw, py.Kwarg{Name: "axis", Value: vals[2]})
		}
		a, ax, _, _, err := m.sortArgs(t, name, rest, kw)
		if err != nil {
			return nil, err
		}
		kth, err := m.asArrayDtype(t, vals[1], Int64)
		if err != nil {
			return nil, err
		}
		kths, err := kth.Int64s(t)
		if err != nil {
			return nil, err
		}
		for _, k := range kths {
			if k < -int64(a.shape[ax]) || k >= int64(a.shape[ax]) {
				return nil, py.NewValueError("kth(=%d) out of bounds (%d)", k, a.shape[ax])
			}
		}
		if arg {
			r, err := m.argsortLanes(t, a, ax, quickSort)
			if err != nil {
				return nil, err
			}
			return m.Wrap(r), nil
		}
		c, err := a.copyArray(t)
		if err != nil {
			return nil, err
		}
		return m.Wrap(c), m.laneSort(t, c, ax, quickSort)
	}
}

// searchsorted finds insertion points of v's elements in the sorted 1-d
// a (right: after equal elements).
func (m *Module) searchsorted(t *py.Thread, a, v *Array, right bool, sorter []int) (*Array, error) {
	n := a.Size()
	k := promote(a.kind, v.kind)
	var err error
	if a, err = m.castTo(t, a, k); err != nil {
		return nil, err
	}
	if v, err = m.castTo(t, v, k); err != nil {
		return nil, err
	}
	// The offsets of the array searched: of the cast one (a cast copy
	// has other offsets than the argument).
	offs, err := a.offsets(t)
	if err != nil {
		return nil, err
	}
	if sorter != nil {
		if err := t.Alloc(int64(n) * 8); err != nil {
			return nil, err
		}
		so := make([]int, n)
		for j, s := range sorter {
			so[j] = offs[s]
		}
		offs = so
	}
	out, err := alloc(t, Int64, v.shape)
	if err != nil {
		return nil, err
	}
	if err := t.Charge(int64(v.Size()) * int64(msb(n)+1)); err != nil {
		return nil, err
	}
	j := 0
	var ferr error
	v.forEachOffset(func(o int) {
		less := func(p int) bool {
			// reports whether a[p] goes before the value (left) or is
			// not after it (right).
			switch k {
			case Float64:
				x, y := a.f[offs[p]], v.f[o]
				if right {
					return !floatLess(y, x)
				}
				return floatLess(x, y)
			case Int64:
				x, y := a.i[offs[p]], v.i[o]
				if right {
					return x <= y
				}
				return x < y
			case Bool:
				x, y := a.b[offs[p]], v.b[o]
				if right {
					return !boolLess(y, x)
				}
				return boolLess(x, y)
			case Complex128:
				x, y := a.c[offs[p]], v.c[o]
				if right {
					return !complexLessNaN(y, x)
				}
				return complexLessNaN(x, y)
			}
			x, y := a.o[offs[p]], v.o[o]
			if k == Str {
				xs, ys := x.(*py.Str).String(), y.(*py.Str).String()
				if right {
					return strings.Compare(xs, ys) <= 0
				}
				return xs < ys
			}
			op := py.Lt
			if right {
				op = py.Le
			}
			r, err := py.CompareBool(t, op, x, y)
			if err != nil && ferr == nil {
				ferr = err
			}
			return r
		}
		lo, hi := 0, n
		for lo < hi {
			mid := (lo + hi) / 2
			if less(mid) {
				lo = mid + 1
			} else {
				hi = mid
			}
		}
		out.i[j] = int64(lo)
		j++
	})
	return out, ferr
}

// searchsortedFn is np.searchsorted(a, v, side='left', sorter=None).
func (m *Module) searchsortedFn(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	vals, err := bindArgs("searchsorted", []string{"a", "v", "side", "sorter"}, 2, args, kwargs)
	if err != nil {
		return nil, err
	}
	a, err := m.arrayArg(t, vals[0])
	if err != nil {
		return nil, err
	}
	if len(a.shape) != 1 {
		return nil, py.NewValueError("object too deep for desired array")
	}
	v, err := m.operand(t, vals[1])
	if err != nil {
		return nil, err
	}
	right := false
	if s, ok := vals[2].(*py.Str); ok {
		switch s.String() {
		case "left":
		case "right":
			right = true
		default:
			return nil, py.NewValueError("side must be 'left' or 'right' (got '%s')", s.String())
		}
	}
	var sorter []int
	if vals[3] != nil && vals[3] != py.None {
		sa, err := m.asArrayDtype(t, vals[3], Int64)
		if err != nil {
			return nil, err
		}
		sorts, err := sa.Int64s(t)
		if err != nil {
			return nil, err
		}
		for _, x := range sorts {
			if x < 0 || x >= int64(a.Size()) {
				return nil, py.NewValueError("Sorter index out of range.")
			}
			sorter = append(sorter, int(x))
		}
	}
	r, err := m.searchsorted(t, a, v, right, sorter)
	if err != nil {
		return nil, err
	}
	return m.result(r), nil
}

// sortedFlat returns a sorted flat copy of a.
func (m *Module) sortedFlat(t *py.Thread, a *Array) (*Array, error) {
	flat, err := m.reshape(t, a, []int{a.Size()}, "C")
	if err != nil {
		return nil, err
	}
	c, err := flat.copyArray(t)
	if err != nil {
		return nil, err
	}
	return c, m.laneSort(t, c, 0, quickSort)
}

// elemEqual reports whether the elements at offsets x and y of a are
// equal (NaNs equal, as unique's equal_nan).
func (m *Module) elemEqual(t *py.Thread, a *Array, x, y int) (bool, error) {
	switch a.kind {
	case Float64:
		p, q := a.f[x], a.f[y]
		return p == q || (p != p && q != q), nil
	case Int64:
		return a.i[x] == a.i[y], nil
	case Bool:
		return a.b[x] == a.b[y], nil
	case Complex128:
		return a.c[x] == a.c[y], nil
	}
	return py.Equal(t, a.o[x], a.o[y])
}

// uniqueFn is np.unique with return_index, return_inverse, return_counts.
func (m *Module) uniqueFn(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	vals, err := bindArgs("unique", []string{"ar", "return_index", "return_inverse", "return_counts", "axis", "*equal_nan"}, 1, args, kwargs)
	if err != nil {
		return nil, err
	}
	a, err := m.arrayArg(t, vals[0])
	if err != nil {
		return nil, err
	}
	flag := func(v py.Value) bool {
		if v == nil {
			return false
		}
		b, _ := py.Truth(t, v)
		return b
	}
	retIndex, retInverse, retCounts := flag(vals[1]), flag(vals[2]), flag(vals[3])
	if vals[4] != nil && vals[4] != py.None {
		return m.uniqueAxis(t, a, vals[4], retIndex, retInverse, retCounts)
	}
	flat, err := m.reshape(t, a, []int{a.Size()}, "C")
	if err != nil {
		return nil, err
	}
	n := flat.Size()
	var perm *Array
	var aux *Array
	if retIndex || retInverse {
		if perm, err = m.argsortLanes(t, flat, 0, sortKindOf(retIndex)); err != nil {
			return nil, err
		}
		aux, err = alloc(t, flat.kind, []int{n})
		if err != nil {
			return nil, err
		}
		aux.width = flat.width
		fo, err := flat.offsets(t)
		if err != nil {
			return nil, err
		}
		offs := make([]int, n)
		for j := range offs {
			offs[j] = fo[perm.i[j]]
		}
		gather(aux, flat, offs)
	} else if aux, err = m.sortedFlat(t, flat); err != nil {
		return nil, err
	}
	mask := make([]bool, n)
	for j := 0; j < n; j++ {
		if j == 0 {
			mask[j] = true
			continue
		}
		eq, err := m.elemEqual(t, aux, j, j-1)
		if err != nil {
			return nil, err
		}
		mask[j] = !eq
	}
	var keep []int
	for j, k := range mask {
		if k {
			keep = append(keep, j)
		}
	}
	uniq, err := alloc(t, aux.kind, []int{len(keep)})
	if err != nil {
		return nil, err
	}
	uniq.width = aux.width
	gather(uniq, aux, keep)
	res := []py.Value{m.Wrap(uniq)}
	if retIndex {
		idx := make([]int64, len(keep))
		for j, k := range keep {
			idx[j] = perm.i[k]
		}
		res = append(res, m.Wrap(NewInt64(idx, len(idx))))
	}
	if retInverse {
		inv := make([]int64, n)
		c := int64(-1)
		for j := 0; j < n; j++ {
			if mask[j] {
				c++
			}
			inv[perm.i[j]] = c
		}
		res = append(res, m.Wrap(NewInt64(inv, n)))
	}
	if retCounts {
		cnt := make([]int64, len(keep))
		for j, k := range keep {
			end := n
			if j+1 < len(keep) {
				end = keep[j+1]
			}
			cnt[j] = int64(end - k)
		}
		res = append(res, m.Wrap(NewInt64(cnt, len(cnt))))
	}
	if len(res) == 1 {
		return res[0], nil
	}
	return py.NewTuple(res), nil
}

// uniqueSorted returns the sorted unique elements of a (flattened).
func (m *Module) uniqueSorted(t *py.Thread, a *Array) (*Array, error) {
	v, err := m.uniqueFn(t, nil, []py.Value{m.Wrap(a)}, nil)
	if err != nil {
		return nil, err
	}
	r, _ := Unwrap(v)
	return r, nil
}

// isinFn is np.isin / np.in1d.
func (m *Module) isinFn(name string) py.BuiltinFunc {
	return func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		vals, err := bindArgs(name, []string{"element", "test_elements", "assume_unique", "invert", "*kind"}, 2, args, kwargs)
		if err != nil {
			return nil, err
		}
		el, err := m.arrayArg(t, vals[0])
		if err != nil {
			return nil, err
		}
		if name == "in1d" {
			if el, err = m.reshape(t, el, []int{el.Size()}, "C"); err != nil {
				return nil, err
			}
		}
		test, err := m.arrayArg(t, vals[1])
		if err != nil {
			return nil, err
		}
		invert := false
		if vals[3] != nil {
			invert, _ = py.Truth(t, vals[3])
		}
		if el.kind == Object || test.kind == Object {
			return m.isinObjects(t, el, test, invert)
		}
		u, err := m.uniqueSorted(t, test)
		if err != nil {
			return nil, err
		}
		out, err := alloc(t, Bool, el.shape)
		if err != nil {
			return nil, err
		}
		if u.Size() == 0 {
			for j := range out.b {
				out.b[j] = invert
			}
			return m.Wrap(out), nil
		}
		pos, err := m.searchsorted(t, u, el, false, nil)
		if err != nil {
			return nil, err
		}
		k := promote(u.kind, el.kind)
		uc, err := m.castTo(t, u, k)
		if err != nil {
			return nil, err
		}
		ec, err := m.castTo(t, el, k)
		if err != nil {
			return nil, err
		}
		eo, err := ec.offsets(t)
		if err != nil {
			return nil, err
		}
		for j, p := range pos.i {
			found := false
			if int(p) < uc.Size() {
				pair := &Array{kind: k, shape: []int{2}, strides: []int{1}}
				switch k {
				case Float64:
					pair.f = []float64{uc.f[p], ec.f[eo[j]]}
				case Int64:
					pair.i = []int64{uc.i[p], ec.i[eo[j]]}
				case Bool:
					pair.b = []bool{uc.b[p], ec.b[eo[j]]}
				case Complex128:
					pair.c = []complex128{uc.c[p], ec.c[eo[j]]}
				default:
					pair.o = []py.Value{uc.o[p], ec.o[eo[j]]}
				}
				if found, err = m.elemEqual(t, pair, 0, 1); err != nil {
					return nil, err
				}
				if k == Float64 && pair.f[0] != pair.f[0] {
					found = false
				}
			}
			out.b[j] = found != invert
		}
		return m.Wrap(out), nil
	}
}

// isinObjects is isin/in1d when either side holds objects: numpy then
// compares each element with each test value by ==, which needs no
// ordering (None, strings and numbers mixed).
func (m *Module) isinObjects(t *py.Thread, el, test *Array, invert bool) (py.Value, error) {
	out, err := alloc(t, Bool, el.shape)
	if err != nil {
		return nil, err
	}
	eo, err := el.offsets(t)
	if err != nil {
		return nil, err
	}
	to, err := test.offsets(t)
	if err != nil {
		return nil, err
	}
	if err := t.Charge(int64(len(eo)) * int64(len(to))); err != nil {
		return nil, err
	}
	for j, o := range eo {
		x := m.pyElem(el, o)
		found := false
		for _, q := range to {
			eq, err := py.Equal(t, x, m.pyElem(test, q))
			if err != nil {
				return nil, err
			}
			if eq {
				found = true
				break
			}
		}
		out.b[j] = found != invert
	}
	return m.Wrap(out), nil
}

// setFn is np.intersect1d / union1d / setdiff1d / setxor1d.
func (m *Module) setFn(name string) py.BuiltinFunc {
	return func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		vals, err := bindArgs(name, []string{"ar1", "ar2", "assume_unique", "return_indices"}, 2, args, kwargs)
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
		if name == "intersect1d" && (truth(t, vals[2]) || truth(t, vals[3])) {
			return m.intersectIndices(t, a, b, truth(t, vals[2]), truth(t, vals[3]))
		}
		ua, err := m.uniqueSorted(t, a)
		if err != nil {
			return nil, err
		}
		ub, err := m.uniqueSorted(t, b)
		if err != nil {
			return nil, err
		}
		if name == "union1d" {
			c, err := m.concat(t, []*Array{ua, ub}, 0, true)
			if err != nil {
				return nil, err
			}
			r, err := m.uniqueSorted(t, c)
			if err != nil {
				return nil, err
			}
			return m.Wrap(r), nil
		}
		inB, err := m.isinFn("in1d")(t, nil, []py.Value{m.Wrap(ua), m.Wrap(ub)}, nil)
		if err != nil {
			return nil, err
		}
		inA, err := m.isinFn("in1d")(t, nil, []py.Value{m.Wrap(ub), m.Wrap(ua)}, nil)
		if err != nil {
			return nil, err
		}
		maskB, _ := Unwrap(inB)
		maskA, _ := Unwrap(inA)
		// The picked elements and their offsets: at most both arrays.
		if err := t.Alloc(int64(ua.Size()+ub.Size()) * (itemSize(ua.kind) + itemSize(ub.kind) + 8)); err != nil {
			return nil, err
		}
		pick := func(src *Array, mask *Array, want bool) *Array {
			var offs []int
			for j, v := range mask.b {
				if v == want {
					offs = append(offs, j) //krait:alloc-ok at most one offset per element of a mask array that exists
				}
			}
			out := newArray(src.kind, []int{len(offs)})
			out.width = src.width
			gather(out, src, offs)
			return out
		}
		switch name {
		case "intersect1d":
			return m.Wrap(pick(ua, maskB, true)), nil
		case "setdiff1d":
			return m.Wrap(pick(ua, maskB, false)), nil
		}
		c, err := m.concat(t, []*Array{pick(ua, maskB, false), pick(ub, maskA, false)}, 0, true)
		if err != nil {
			return nil, err
		}
		r, err := m.sortedFlat(t, c)
		if err != nil {
			return nil, err
		}
		return m.Wrap(r), nil
	}
}

// truth is an optional flag argument's truth (false when absent).
func truth(t *py.Thread, v py.Value) bool {
	if v == nil {
		return false
	}
	b, _ := py.Truth(t, v)
	return b
}

// intersectIndices is intersect1d with assume_unique or return_indices,
// numpy's way: the (made unique unless assumed so) arrays concatenated and
// sorted stably, equal neighbours kept, with their positions in a and b.
func (m *Module) intersectIndices(t *py.Thread, a, b *Array, assumeUnique, retIndices bool) (py.Value, error) {
	var ind [2]*Array
	arrs := [2]*Array{a, b}
	for j, x := range arrs {
		flat, err := m.reshape(t, x, []int{x.Size()}, "C")
		if err != nil {
			return nil, err
		}
		arrs[j] = flat
		if assumeUnique {
			continue
		}
		r, err := m.uniqueFn(t, nil, []py.Value{m.Wrap(flat)}, []py.Kwarg{{Name: "return_index", Value: py.True}})
		if err != nil {
			return nil, err
		}
		pair := r.(*py.Tuple).Items()
		arrs[j], _ = Unwrap(pair[0])
		ind[j], _ = Unwrap(pair[1])
	}
	aux, err := m.concat(t, arrs[:], 0, true)
	if err != nil {
		return nil, err
	}
	perm, err := m.argsortLanes(t, aux, 0, stableSort)
	if err != nil {
		return nil, err
	}
	n := aux.Size()
	sorted, err := alloc(t, aux.kind, []int{n})
	if err != nil {
		return nil, err
	}
	sorted.width = aux.width
	if err := t.Alloc(int64(n) * 16); err != nil { // offs and keep
		return nil, err
	}
	offs := make([]int, n)
	for j := range offs {
		offs[j] = aux.off + int(perm.i[j])*aux.strides[0]
	}
	gather(sorted, aux, offs)
	keep := make([]int, 0, n) // positions j in sorted with sorted[j] == sorted[j+1]
	for j := 0; j+1 < n; j++ {
		eq, err := m.elemEqual(t, sorted, j, j+1)
		if err != nil {
			return nil, err
		}
		if eq && !(sorted.kind == Float64 && sorted.f[j] != sorted.f[j]) {
			keep = append(keep, j)
		}
	}
	vals, err := alloc(t, sorted.kind, []int{len(keep)})
	if err != nil {
		return nil, err
	}
	vals.width = sorted.width
	gather(vals, sorted, keep)
	if !retIndices {
		return m.Wrap(vals), nil
	}
	i1, err := alloc(t, Int64, []int{len(keep)})
	if err != nil {
		return nil, err
	}
	i2, err := alloc(t, Int64, []int{len(keep)})
	if err != nil {
		return nil, err
	}
	n1 := int64(arrs[0].Size())
	for k, j := range keep {
		p, q := perm.i[j], perm.i[j+1]-n1
		if !assumeUnique {
			p, q = ind[0].intAt(ind[0].off+int(p)*ind[0].strides[0]), ind[1].intAt(ind[1].off+int(q)*ind[1].strides[0])
		}
		i1.i[k], i2.i[k] = p, q
	}
	return py.NewTuple([]py.Value{m.Wrap(vals), m.Wrap(i1), m.Wrap(i2)}), nil
}

// sortKindOf is the stable kind when stable is set, numpy's introsort
// otherwise.
func sortKindOf(stable bool) sortKind {
	if stable {
		return stableSort
	}
	return quickSort
}
