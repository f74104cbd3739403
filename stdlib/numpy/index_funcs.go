package numpy

import (
	"math"

	"github.com/kraitpy/krait/py"
)

// This file binds the index functions: where, nonzero, argwhere,
// flatnonzero, select, take, put, choose, compress, extract,
// take_along_axis, diag_indices, unravel_index, ravel_multi_index.

// nonzero returns, per dimension, the indices of a's true elements.
func (m *Module) nonzero(t *py.Thread, a *Array) ([]*Array, error) {
	if err := t.Charge(int64(a.Size())); err != nil {
		return nil, err
	}
	nd := len(a.shape)
	if nd == 0 {
		a = a.view([]int{1}, []int{0}, a.off)
		nd = 1
	}
	count := 0
	var ferr error
	if err := Charge(t, Bool, a.Size()); err != nil {
		return nil, err
	}
	truth := make([]bool, 0, a.Size())
	a.forEachOffset(func(o int) {
		if ferr != nil {
			return
		}
		b, err := a.truthAt(t, o)
		if err != nil {
			ferr = err
		}
		truth = append(truth, b)
		if b {
			count++
		}
	})
	if ferr != nil {
		return nil, ferr
	}
	if err := Charge(t, Int64, count*nd); err != nil {
		return nil, err
	}
	cols := make([][]int64, nd)
	for k := range cols {
		cols[k] = make([]int64, 0, count)
	}
	st := cStrides(a.shape)
	for j, b := range truth {
		if !b {
			continue
		}
		for k := 0; k < nd; k++ {
			cols[k] = append(cols[k], int64((j/st[k])%a.shape[k]))
		}
	}
	out := make([]*Array, nd)
	for k := range out {
		out[k] = NewInt64(cols[k], count)
	}
	return out, nil
}

// addIndexFuncs binds the index functions.
func (m *Module) addIndexFuncs(t *py.Thread, d *py.Dict) error {
	m.def(map[string]py.BuiltinFunc{
		"where": m.whereFn,
		"nonzero": func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			a, err := m.oneArray(t, "nonzero", "a", args, kwargs)
			if err != nil {
				return nil, err
			}
			nz, err := m.nonzero(t, a)
			if err != nil {
				return nil, err
			}
			items := make([]py.Value, len(nz))
			for k, z := range nz {
				items[k] = m.Wrap(z)
			}
			return py.NewTuple(items), nil
		},
		"argwhere": func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			a, err := m.oneArray(t, "argwhere", "a", args, kwargs)
			if err != nil {
				return nil, err
			}
			nz, err := m.nonzero(t, a)
			if err != nil {
				return nil, err
			}
			nd := len(a.shape)
			if nd == 0 {
				n := nz[0].shape[0]
				return m.Wrap(NewInt64(make([]int64, 0), n, 0)), nil
			}
			n := nz[0].shape[0]
			out, err := alloc(t, Int64, []int{n, nd})
			if err != nil {
				return nil, err
			}
			for k, z := range nz {
				for j := 0; j < n; j++ {
					out.i[j*nd+k] = z.i[j]
				}
			}
			return m.Wrap(out), nil
		},
		"flatnonzero": func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			a, err := m.oneArray(t, "flatnonzero", "a", args, kwargs)
			if err != nil {
				return nil, err
			}
			flat, err := m.reshape(t, a, []int{a.Size()}, "C")
			if err != nil {
				return nil, err
			}
			nz, err := m.nonzero(t, flat)
			if err != nil {
				return nil, err
			}
			return m.Wrap(nz[0]), nil
		},
		"select":   m.selectFn,
		"take":     m.takeFn,
		"put":      m.putFn,
		"choose":   m.chooseFn,
		"compress": m.compressFn,
		"extract": func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			vals, err := bindArgs("extract", []string{"condition", "arr"}, 2, args, kwargs)
			if err != nil {
				return nil, err
			}
			c, err := m.arrayArg(t, vals[0])
			if err != nil {
				return nil, err
			}
			a, err := m.arrayArg(t, vals[1])
			if err != nil {
				return nil, err
			}
			cf, err := m.reshape(t, c, []int{c.Size()}, "C")
			if err != nil {
				return nil, err
			}
			af, err := m.reshape(t, a, []int{a.Size()}, "C")
			if err != nil {
				return nil, err
			}
			nz, err := m.nonzero(t, cf)
			if err != nil {
				return nil, err
			}
			return m.getItem(t, af, m.Wrap(nz[0]))
		},
		"take_along_axis": m.takeAlongAxis,
		"unravel_index":   m.unravelIndex,
		"ravel_multi_index": func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			vals, err := bindArgs("ravel_multi_index", []string{"multi_index", "dims", "mode", "order"}, 2, args, kwargs)
			if err != nil {
				return nil, err
			}
			dims, err := ShapeArg(t, vals[1])
			if err != nil {
				return nil, err
			}
			idx, err := m.arraysArg(t, vals[0])
			if err != nil {
				return nil, err
			}
			if len(idx) != len(dims) {
				return nil, py.NewValueError("parameter multi_index must be a sequence of length %d", len(dims))
			}
			shapes := make([][]int, len(idx)) //krait:alloc-ok len(idx) == len(dims): one per dimension (at most maxDims: ndim.go)
			for k, a := range idx {
				shapes[k] = a.shape
			}
			bs, err := broadcastShapes(shapes...)
			if err != nil {
				return nil, err
			}
			out, err := alloc(t, Int64, bs)
			if err != nil {
				return nil, err
			}
			st := cStrides(dims)
			for k, a := range idx {
				v := broadcastTo(a, bs)
				j := 0
				var berr error
				v.forEachOffset(func(o int) {
					n := v.intAt(o)
					if n < 0 || n >= int64(dims[k]) {
						berr = py.NewValueError("invalid entry in coordinates array")
					}
					out.i[j] += n * int64(st[k])
					j++
				})
				if berr != nil {
					return nil, berr
				}
			}
			return m.result(out), nil
		},
		"diag_indices": func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			vals, err := bindArgs("diag_indices", []string{"n", "ndim"}, 1, args, kwargs)
			if err != nil {
				return nil, err
			}
			n, err := py.Index(t, vals[0])
			if err != nil {
				return nil, err
			}
			nd := int64(2)
			if vals[1] != nil {
				if nd, err = py.Index(t, vals[1]); err != nil {
					return nil, err
				}
			}
			// numpy: arange(n) (empty when n < 0) repeated ndim times
			// (none when ndim < 0); charged before it is built.
			n, nd = max(n, 0), max(nd, 0)
			if nd > 0 && n > math.MaxInt32/nd {
				return nil, t.Alloc(-1)
			}
			if err := Charge(t, Int64, int(n*nd)); err != nil {
				return nil, err
			}
			items := make([]py.Value, nd)
			for k := range items {
				idx := make([]int64, n)
				for j := range idx {
					idx[j] = int64(j)
				}
				items[k] = m.Wrap(NewInt64(idx, int(n)))
			}
			return py.NewTuple(items), nil
		},
		"triu_indices": m.triIndices(false),
		"tril_indices": m.triIndices(true),
	})
	return nil
}

// whereFn is np.where(cond) (nonzero) or np.where(cond, x, y).
func (m *Module) whereFn(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	vals, err := bindArgs("where", []string{"condition", "x", "y"}, 1, args, kwargs)
	if err != nil {
		return nil, err
	}
	c, err := m.operand(t, vals[0])
	if err != nil {
		return nil, err
	}
	if vals[1] == nil && vals[2] == nil {
		return m.funcs["nonzero"](t, nil, []py.Value{m.Wrap(c)}, nil)
	}
	if vals[1] == nil || vals[2] == nil {
		return nil, py.NewValueError("either both or neither of x and y should be given")
	}
	x, err := m.operand(t, vals[1])
	if err != nil {
		return nil, err
	}
	y, err := m.operand(t, vals[2])
	if err != nil {
		return nil, err
	}
	shape, err := broadcastShapes(c.shape, x.shape, y.shape)
	if err != nil {
		return nil, err
	}
	k := promote(x.kind, y.kind)
	width := max(x.width, y.width)
	out, err := alloc(t, k, shape)
	if err != nil {
		return nil, err
	}
	out.width = width
	if x, err = m.castTo(t, x, k); err != nil {
		return nil, err
	}
	if y, err = m.castTo(t, y, k); err != nil {
		return nil, err
	}
	cb, xb, yb := broadcastTo(c, shape), broadcastTo(x, shape), broadcastTo(y, shape)
	offs, err := offsetsOf(t, cb, xb, yb)
	if err != nil {
		return nil, err
	}
	co, xo, yo := offs[0], offs[1], offs[2]
	for j := range co {
		take, err := cb.truthAt(t, co[j])
		if err != nil {
			return nil, err
		}
		src, so := yb, yo[j]
		if take {
			src, so = xb, xo[j]
		}
		if err := m.copyElem(t, out, j, src, so); err != nil {
			return nil, err
		}
	}
	return m.result(out), nil
}

// selectFn is np.select(condlist, choicelist, default=0).
func (m *Module) selectFn(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	vals, err := bindArgs("select", []string{"condlist", "choicelist", "default"}, 2, args, kwargs)
	if err != nil {
		return nil, err
	}
	conds, err := m.seqOperands(t, vals[0])
	if err != nil {
		return nil, err
	}
	choices, err := m.seqOperands(t, vals[1])
	if err != nil {
		return nil, err
	}
	if len(conds) != len(choices) {
		return nil, py.NewValueError("list of cases must be same length as list of conditions")
	}
	if len(conds) == 0 {
		return nil, py.NewValueError("select with an empty condition list is not possible")
	}
	def := vals[2]
	if def == nil {
		def = py.NewInt(0)
	}
	dv, err := m.operand(t, def)
	if err != nil {
		return nil, err
	}
	shapes := [][]int{dv.shape}
	k := dv.kind
	for j := range conds {
		if conds[j].kind != Bool {
			return nil, py.NewTypeError("invalid entry %d in condlist: should be boolean ndarray", j)
		}
		shapes = append(shapes, conds[j].shape, choices[j].shape) //krait:alloc-ok two per item of condlist, a list the program built
		k = promote(k, choices[j].kind)
	}
	shape, err := broadcastShapes(shapes...)
	if err != nil {
		return nil, err
	}
	out, err := alloc(t, k, shape)
	if err != nil {
		return nil, err
	}
	if err := m.assignArray(t, out, dv); err != nil {
		return nil, err
	}
	for j := len(conds) - 1; j >= 0; j-- {
		cb := broadcastTo(conds[j], shape)
		ch := broadcastTo(choices[j], shape)
		offs, err := offsetsOf(t, cb, ch)
		if err != nil {
			return nil, err
		}
		co, ho := offs[0], offs[1]
		for e := range co {
			if cb.b[co[e]] {
				if err := m.copyElem(t, out, e, ch, ho[e]); err != nil {
					return nil, err
				}
			}
		}
	}
	return m.result(out), nil
}

// seqOperands converts each item of a list of array-likes.
func (m *Module) seqOperands(t *py.Thread, v py.Value) ([]*Array, error) {
	items, err := py.Items(t, v)
	if err != nil {
		return nil, err
	}
	out := make([]*Array, len(items))
	for j, it := range items {
		if out[j], err = m.operand(t, it); err != nil {
			return nil, err
		}
	}
	return out, nil
}

// takeFn is np.take(a, indices, axis=None).
func (m *Module) takeFn(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	vals, err := bindArgs("take", []string{"a", "indices", "axis", "out", "mode"}, 2, args, kwargs)
	if err != nil {
		return nil, err
	}
	a, err := m.arrayArg(t, vals[0])
	if err != nil {
		return nil, err
	}
	if vals[2] == nil || vals[2] == py.None {
		if a, err = m.reshape(t, a, []int{a.Size()}, "C"); err != nil {
			return nil, err
		}
		return m.getItem(t, a, vals[1])
	}
	ax, err := m.axisArg(t, vals[2], len(a.shape))
	if err != nil {
		return nil, err
	}
	key := make([]py.Value, ax+1)
	for k := 0; k < ax; k++ {
		key[k] = py.NewSlice(nil, nil, nil)
	}
	idx := vals[1]
	if _, ok := idx.(*py.List); ok {
		ia, err := m.asArrayDtype(t, idx, Int64)
		if err != nil {
			return nil, err
		}
		idx = m.Wrap(ia)
	}
	key[ax] = idx
	return m.getItem(t, a, py.NewTuple(key))
}

// putFn is np.put(a, ind, v): flat positions, values repeated.
func (m *Module) putFn(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	vals, err := bindArgs("put", []string{"a", "ind", "v", "mode"}, 3, args, kwargs)
	if err != nil {
		return nil, err
	}
	a, ok := Unwrap(vals[0])
	if !ok {
		return nil, py.NewTypeError("argument 1 must be numpy.ndarray, not %s", py.TypeName(vals[0]))
	}
	ind, err := m.asArrayDtype(t, vals[1], Int64)
	if err != nil {
		return nil, err
	}
	v, err := m.valueArray(t, vals[2], a)
	if err != nil {
		return nil, err
	}
	ov, err := offsetsOf(t, a, v)
	if err != nil {
		return nil, err
	}
	offs, vo := ov[0], ov[1]
	if len(vo) == 0 {
		return py.None, nil
	}
	inds, err := ind.Int64s(t)
	if err != nil {
		return nil, err
	}
	for j, p := range inds {
		q := p
		if q < 0 {
			q += int64(len(offs))
		}
		if q < 0 || q >= int64(len(offs)) {
			return nil, py.NewIndexError("index %d is out of bounds for axis 0 with size %d", p, len(offs))
		}
		if err := m.copyElem(t, a, offs[q], v, vo[j%len(vo)]); err != nil {
			return nil, err
		}
	}
	return py.None, nil
}

// maxChoices is numpy's limit on np.choose's choices (NPY_MAXARGS, 32
// arrays, less the index array).
const maxChoices = 31

// chooseFn is np.choose(a, choices).
func (m *Module) chooseFn(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	vals, err := bindArgs("choose", []string{"a", "choices", "out", "mode"}, 2, args, kwargs)
	if err != nil {
		return nil, err
	}
	idx, err := m.asArrayDtype(t, vals[0], Int64)
	if err != nil {
		return nil, err
	}
	// numpy's iterator takes at most 32 arrays, a and 31 choices (so it
	// never broadcasts 10**7 of them: here each was a view and a copy of
	// the offsets, 3 GB for np.choose([0], [np.zeros(1)] * 10**7)).
	if n, err := py.Len(t, vals[1]); err == nil && n > maxChoices {
		return nil, py.NewValueError("Need at least 0 and at most 32 array objects.")
	}
	choices, err := m.seqOperands(t, vals[1])
	if err != nil {
		return nil, err
	}
	if len(choices) > maxChoices {
		return nil, py.NewValueError("Need at least 0 and at most 32 array objects.")
	}
	if len(choices) == 0 {
		return nil, py.NewValueError("0-length sequence.")
	}
	shapes := [][]int{idx.shape}
	k := Bool
	for _, c := range choices {
		shapes = append(shapes, c.shape) //krait:alloc-ok one per choice, a sequence the program built (converted and charged by seqOperands)
		k = promote(k, c.kind)
	}
	shape, err := broadcastShapes(shapes...)
	if err != nil {
		return nil, err
	}
	out, err := alloc(t, k, shape)
	if err != nil {
		return nil, err
	}
	ib := broadcastTo(idx, shape)
	io, err := ib.offsets(t)
	if err != nil {
		return nil, err
	}
	bcs := make([]*Array, len(choices))
	bos := make([][]int, len(choices))
	for j, c := range choices {
		bcs[j] = broadcastTo(c, shape)
		if bos[j], err = bcs[j].offsets(t); err != nil {
			return nil, err
		}
	}
	for e, o := range io {
		n := ib.i[o]
		if n < 0 || n >= int64(len(choices)) {
			return nil, py.NewValueError("invalid entry in choice array")
		}
		if err := m.copyElem(t, out, e, bcs[n], bos[n][e]); err != nil {
			return nil, err
		}
	}
	return m.result(out), nil
}

// compressFn is np.compress(condition, a, axis=None).
func (m *Module) compressFn(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	vals, err := bindArgs("compress", []string{"condition", "a", "axis", "out"}, 2, args, kwargs)
	if err != nil {
		return nil, err
	}
	c, err := m.asArrayDtype(t, vals[0], Bool)
	if err != nil {
		return nil, err
	}
	a, err := m.arrayArg(t, vals[1])
	if err != nil {
		return nil, err
	}
	nz, err := m.nonzero(t, c)
	if err != nil {
		return nil, err
	}
	kw := []py.Kwarg{}
	if vals[2] != nil {
		kw = append(kw, py.Kwarg{Name: "axis", Value: vals[2]})
	}
	return m.takeFn(t, nil, []py.Value{m.Wrap(a), m.Wrap(nz[0])}, kw)
}

// takeAlongAxis is np.take_along_axis(arr, indices, axis).
func (m *Module) takeAlongAxis(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	vals, err := bindArgs("take_along_axis", []string{"arr", "indices", "axis"}, 3, args, kwargs)
	if err != nil {
		return nil, err
	}
	a, err := m.arrayArg(t, vals[0])
	if err != nil {
		return nil, err
	}
	idx, err := m.arrayArg(t, vals[1])
	if err != nil {
		return nil, err
	}
	if vals[2] == py.None {
		if a, err = m.reshape(t, a, []int{a.Size()}, "C"); err != nil {
			return nil, err
		}
		vals[2] = py.NewInt(0)
	}
	ax, err := m.axisArg(t, vals[2], len(a.shape))
	if err != nil {
		return nil, err
	}
	if len(idx.shape) != len(a.shape) {
		return nil, py.NewValueError("`indices` and `arr` must have the same number of dimensions")
	}
	if idx.kind != Int64 {
		return nil, py.NewIndexError("arrays used as indices must be of integer (or boolean) type")
	}
	items := make([]idxItem, len(a.shape))
	for k := range a.shape {
		if k == ax {
			items[k] = idxItem{kind: idxArray, arr: idx, dims: 1}
			continue
		}
		n := a.shape[k]
		// One index per position of the axis: a zero-size array's
		// other axes may be huge (numpy's arange fails there too).
		if err := Charge(t, Int64, n); err != nil {
			return nil, err
		}
		r := make([]int64, n)
		for j := range r {
			r[j] = int64(j)
		}
		shape := onesShape(len(a.shape))
		shape[k] = n
		items[k] = idxItem{kind: idxArray, arr: NewInt64(r, shape...), dims: 1}
	}
	shape, offs, err := m.advancedOffsets(t, a, items)
	if err != nil {
		return nil, err
	}
	out, err := alloc(t, a.kind, shape)
	if err != nil {
		return nil, err
	}
	gather(out, a, offs)
	return m.Wrap(out), nil
}

// unravelIndex is np.unravel_index(indices, shape).
func (m *Module) unravelIndex(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	vals, err := bindArgs("unravel_index", []string{"indices", "shape", "order"}, 2, args, kwargs)
	if err != nil {
		return nil, err
	}
	idx, err := m.operand(t, vals[0])
	if err != nil {
		return nil, err
	}
	if idx.kind != Int64 && idx.kind != Bool {
		return nil, py.NewTypeError("only int indices permitted")
	}
	dims, err := ShapeArg(t, vals[1])
	if err != nil {
		return nil, err
	}
	size := shapeSize(dims)
	outs := make([]*Array, len(dims))
	for k := range outs {
		if outs[k], err = alloc(t, Int64, idx.shape); err != nil {
			return nil, err
		}
	}
	j := 0
	var ferr error
	idx.forEachOffset(func(o int) {
		n := idx.intAt(o)
		if n < 0 || n >= int64(size) {
			if ferr == nil {
				ferr = py.NewValueError("index %d is out of bounds for array with size %d", n, size)
			}
			return
		}
		for k := len(dims) - 1; k >= 0; k-- {
			outs[k].i[j] = n % int64(dims[k])
			n /= int64(dims[k])
		}
		j++
	})
	if ferr != nil {
		return nil, ferr
	}
	items := make([]py.Value, len(outs)) //krait:alloc-ok one per dimension of the shape argument (ShapeArg: at most maxDims)
	for k, a := range outs {
		items[k] = m.result(a)
	}
	return py.NewTuple(items), nil
}

// triIndices is np.triu_indices / np.tril_indices.
func (m *Module) triIndices(lower bool) py.BuiltinFunc {
	return func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		vals, err := bindArgs("triu_indices", []string{"n", "k", "m"}, 1, args, kwargs)
		if err != nil {
			return nil, err
		}
		n, err := py.Index(t, vals[0])
		if err != nil {
			return nil, err
		}
		var k int64
		if vals[1] != nil {
			if k, err = py.Index(t, vals[1]); err != nil {
				return nil, err
			}
		}
		cols := n
		if vals[2] != nil && vals[2] != py.None {
			if cols, err = py.Index(t, vals[2]); err != nil {
				return nil, err
			}
		}
		// Row i keeps the columns [lo, hi): counted first and charged
		// before anything is built (tril_indices(10**9) looped over
		// 10**18 cells without polling the deadline).
		n, cols = max(n, 0), max(cols, 0)
		if err := t.ChargeItems(int(min(n, 1<<40))); err != nil {
			return nil, err
		}
		row := func(i int64) (lo, hi int64) {
			if lower {
				return 0, clampAdd(i, k+1, 0, cols)
			}
			return clampAdd(i, k, 0, cols), cols
		}
		var count int64
		for i := int64(0); i < n; i++ {
			lo, hi := row(i)
			if count += hi - lo; count > math.MaxInt32 {
				return nil, t.Alloc(-1)
			}
		}
		if err := Charge(t, Int64, 2*int(count)); err != nil {
			return nil, err
		}
		rs, cs := make([]int64, 0, count), make([]int64, 0, count)
		for i := int64(0); i < n; i++ {
			lo, hi := row(i)
			for j := lo; j < hi; j++ {
				rs = append(rs, i)
				cs = append(cs, j)
			}
		}
		return py.NewTuple([]py.Value{m.Wrap(NewInt64(rs, len(rs))), m.Wrap(NewInt64(cs, len(cs)))}), nil
	}
}

// clampAdd returns i+k clamped to [lo, hi] without overflowing (i, lo
// and hi are non-negative).
func clampAdd(i, k, lo, hi int64) int64 {
	switch {
	case k > hi-i:
		return hi
	case k < lo-i:
		return lo
	}
	return i + k
}
