package numpy

import (
	"sort"
	"strings"

	"github.com/kraitpy/krait/py"
)

// This file is np.unique(ar, axis=k): the distinct subarrays along axis
// k, in the lexicographic order numpy's structured-dtype sort gives them
// (field by field, NaN after numbers, NaN never equal to NaN).

// uniqueAxis is np.unique with an axis.
func (m *Module) uniqueAxis(t *py.Thread, a *Array, axisV py.Value, retIndex, retInverse, retCounts bool) (py.Value, error) {
	ax, err := m.axisArg(t, axisV, len(a.shape))
	if err != nil {
		return nil, err
	}
	if a.kind == Object {
		return nil, py.NewTypeError("The axis argument to unique is not supported for dtype object")
	}
	perm := identityPerm(len(a.shape))
	perm = append([]int{ax}, append(perm[:ax:ax], perm[ax+1:]...)...) //krait:alloc-ok a permutation of a's axes: one int per dimension (at most maxDims: ndim.go)
	moved, err := a.transposed(perm).copyArray(t)
	if err != nil {
		return nil, err
	}
	rows := moved.shape[0]
	width := 1
	for _, d := range moved.shape[1:] {
		width *= d
	}
	if err := t.Charge(int64(moved.Size()) * int64(msb(rows)+1)); err != nil {
		return nil, err
	}
	// order and keep (an int per row), offs (an int per element).
	if err := t.Alloc(16*int64(rows) + 8*int64(moved.Size())); err != nil {
		return nil, err
	}
	cmp := func(x, y int) int {
		for j := 0; j < width; j++ {
			if c := cmpElem(moved, x*width+j, y*width+j); c != 0 {
				return c
			}
		}
		return 0
	}
	order := identityPerm(rows)
	sort.SliceStable(order, func(p, q int) bool { return cmp(order[p], order[q]) < 0 })
	var keep []int // positions in order starting a new subarray
	for j := range order {
		if j == 0 || !rowsEqual(moved, order[j-1], order[j], width) {
			keep = append(keep, j)
		}
	}
	shape := append([]int{len(keep)}, moved.shape[1:]...)
	uniq, err := alloc(t, moved.kind, shape)
	if err != nil {
		return nil, err
	}
	uniq.width = moved.width
	offs := make([]int, 0, len(keep)*width)
	for _, k := range keep {
		for j := 0; j < width; j++ {
			offs = append(offs, order[k]*width+j)
		}
	}
	gather(uniq, moved, offs)
	inv := make([]int, len(perm))
	for j, p := range perm {
		inv[p] = j
	}
	res := []py.Value{m.Wrap(uniq.transposed(inv))}
	if retIndex {
		idx := make([]int64, len(keep))
		for j, k := range keep {
			idx[j] = int64(order[k])
		}
		res = append(res, m.Wrap(NewInt64(idx, len(idx))))
	}
	if retInverse {
		invIdx := make([]int64, rows)
		c := int64(-1)
		next := 0
		for j, r := range order {
			if next < len(keep) && keep[next] == j {
				c++
				next++
			}
			invIdx[r] = c
		}
		res = append(res, m.Wrap(NewInt64(invIdx, rows)))
	}
	if retCounts {
		cnt := make([]int64, len(keep))
		for j, k := range keep {
			end := rows
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

// cmpElem orders two elements of a contiguous array as numpy's compare
// functions do (NaN last; complex by real then imaginary part).
func cmpElem(a *Array, x, y int) int {
	switch a.kind {
	case Float64:
		p, q := a.f[x], a.f[y]
		switch {
		case floatLess(p, q):
			return -1
		case floatLess(q, p):
			return 1
		}
		return 0
	case Int64:
		switch p, q := a.i[x], a.i[y]; {
		case p < q:
			return -1
		case p > q:
			return 1
		}
		return 0
	case Bool:
		switch p, q := a.b[x], a.b[y]; {
		case !p && q:
			return -1
		case p && !q:
			return 1
		}
		return 0
	case Complex128:
		switch p, q := a.c[x], a.c[y]; {
		case complexLessNaN(p, q):
			return -1
		case complexLessNaN(q, p):
			return 1
		}
		return 0
	}
	return strings.Compare(a.o[x].(*py.Str).String(), a.o[y].(*py.Str).String())
}

// rowsEqual reports whether rows x and y (width elements each) are equal
// element by element (NaN unequal, as numpy's structured ==).
func rowsEqual(a *Array, x, y, width int) bool {
	for j := 0; j < width; j++ {
		p, q := x*width+j, y*width+j
		switch a.kind {
		case Float64:
			if a.f[p] != a.f[q] {
				return false
			}
		case Int64:
			if a.i[p] != a.i[q] {
				return false
			}
		case Bool:
			if a.b[p] != a.b[q] {
				return false
			}
		case Complex128:
			if a.c[p] != a.c[q] {
				return false
			}
		default:
			if a.o[p].(*py.Str).String() != a.o[q].(*py.Str).String() {
				return false
			}
		}
	}
	return true
}
