package pandas

import (
	"github.com/kraitpy/krait/py"
)

// This file is Series/DataFrame.xs: a cross-section by label, on a level
// (or several) of a MultiIndex, along the rows or the columns.

// xsMethod is xs(key, axis=0, level=None, drop_level=True). Without a
// level it is .loc[key] (axis 0) or [key] (axis 1); with one, the rows
// (or columns) whose label on that level equals key, that level dropped.
func (m *Module) xsMethod(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	vals, err := bind("xs", []string{"key", "axis", "level", "drop_level"}, 1, args, kwargs)
	if err != nil {
		return nil, err
	}
	s, f, err := ndSelf(self)
	if err != nil {
		return nil, err
	}
	axis := 0
	if f != nil {
		if axis, err = axisArg(vals[1], 0); err != nil {
			return nil, err
		}
	} else if err := seriesAxis(t, vals[1]); err != nil {
		return nil, err
	}
	dropLevel, err := argBool(t, vals[3], true)
	if err != nil {
		return nil, err
	}
	key := vals[0]
	if isNone(vals[2]) {
		if axis == 1 {
			return py.GetItem(t, self, key)
		}
		var base py.Value = s
		if f != nil {
			base = f
		}
		return py.GetItem(t, m.indexer(m.locCls, base), key)
	}
	ix := s.indexOrNil()
	if f != nil {
		ix = f.idx
		if axis == 1 {
			ix = f.columns
		}
	}
	levels := []py.Value{vals[2]}
	if l, ok := vals[2].(*py.List); ok {
		levels = l.Items()
	}
	keys := []py.Value{key}
	if len(levels) > 1 {
		tu, ok := key.(*py.Tuple)
		if !ok || tu.Len() != len(levels) {
			return nil, py.NewTypeError("Expected tuple or list for key of length %d", len(levels))
		}
		keys = tu.Items()
	}
	ks := make([]int, len(levels))    //krait:alloc-ok one per level named by the program, each checked against the index's levels
	want := make([]hkey, len(levels)) //krait:alloc-ok as above
	for j, l := range levels {
		if ks[j], err = m.levelArg(t, ix, l); err != nil {
			return nil, err
		}
		want[j] = keyOf(t, keys[j])
	}
	if err := t.Charge(int64(ix.len() * len(ks))); err != nil {
		return nil, err
	}
	var pos []int
	for j := 0; j < ix.len(); j++ {
		match := true
		for n, k := range ks {
			c, err := ix.levelColumn(t, m, k)
			if err != nil {
				return nil, err
			}
			if ix.coerceKey(c.keyAt(t, j)) != ix.coerceKey(want[n]) {
				match = false
				break
			}
		}
		if match {
			pos = append(pos, j) //krait:alloc-ok at most one int per label of an index that exists
		}
	}
	if len(pos) == 0 {
		return nil, py.NewKeyError(key)
	}
	out, err := ix.take(t, pos)
	if err != nil {
		return nil, err
	}
	if dropLevel && ix.isMulti() && len(ks) < ix.nlevels() {
		out = out.dropLevels(ks)
	}
	switch {
	case f == nil:
		c, err := s.col.take(t, pos)
		if err != nil {
			return nil, err
		}
		return m.wrapSeries(c, out, s.name), nil
	case axis == 0:
		r, err := f.takeRows(t, pos, out)
		if err != nil {
			return nil, err
		}
		return m.wrapFrame(r), nil
	}
	cols := make([]*column, len(pos)) //krait:alloc-ok one pointer per column taken from a frame that exists
	for j, p := range pos {
		cols[j] = f.cols[p]
	}
	return m.wrapFrame(&Frame{m: m, cols: sharedCols(cols), columns: out, idx: f.idx}), nil
}

// dropLevels returns a MultiIndex without the levels numbered in drop
// (a flat index when one level is left).
func (ix *index) dropLevels(drop []int) *index {
	var levels []*column
	var names []py.Value
	for j := range ix.levels {
		dropped := false
		for _, k := range drop {
			dropped = dropped || k == j
		}
		if !dropped {
			levels = append(levels, ix.levels[j])
			//krait:alloc-ok one per level of the index (its levels exist)
			names = append(names, ix.names[j])
		}
	}
	if len(levels) == 1 {
		return flatIndex(levels[0], names[0])
	}
	return multiIndex(levels, names)
}

// swaplevelMethod is swaplevel(i=-2, j=-1, axis=0): the MultiIndex with
// two levels exchanged (the rows stay in their order).
func (m *Module) swaplevelMethod(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	vals, err := bind("swaplevel", []string{"i", "j", "axis"}, 0, args, kwargs)
	if err != nil {
		return nil, err
	}
	s, f, err := ndSelf(self)
	if err != nil {
		return nil, err
	}
	ix := s.indexOrNil()
	axis := 0
	if f != nil {
		if axis, err = axisArg(vals[2], 0); err != nil {
			return nil, err
		}
		ix = f.idx
		if axis == 1 {
			ix = f.columns
		}
	}
	if !ix.isMulti() {
		return nil, py.NewTypeError("Can only swap levels on a hierarchical axis.")
	}
	ij := [2]int{ix.nlevels() - 2, ix.nlevels() - 1}
	for n, v := range vals[:2] {
		if isNone(v) {
			continue
		}
		k, err := m.levelArg(t, ix, v)
		if err != nil {
			return nil, err
		}
		if k < 0 {
			k += ix.nlevels()
		}
		ij[n] = k
	}
	levels := append([]*column(nil), ix.levels...) //krait:alloc-ok one per level of an index that exists
	names := append([]py.Value(nil), ix.names...)  //krait:alloc-ok as above
	levels[ij[0]], levels[ij[1]] = levels[ij[1]], levels[ij[0]]
	names[ij[0]], names[ij[1]] = names[ij[1]], names[ij[0]]
	out := multiIndex(levels, names)
	switch {
	case f == nil:
		return m.wrapSeries(s.col, out, s.name), nil
	case axis == 0:
		return m.wrapFrame(&Frame{m: m, cols: sharedCols(f.cols), columns: f.columns, idx: out}), nil
	}
	return m.wrapFrame(&Frame{m: m, cols: sharedCols(f.cols), columns: out, idx: f.idx}), nil
}

// truncateMethod is truncate(before=None, after=None): the rows whose
// labels are in [before, after] of a sorted index, as .loc[before:after].
func (m *Module) truncateMethod(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	vals, err := bind("truncate", []string{"before", "after", "axis", "copy"}, 0, args, kwargs)
	if err != nil {
		return nil, err
	}
	s, f, err := ndSelf(self)
	if err != nil {
		return nil, err
	}
	var base py.Value = s
	if f != nil {
		base = f
	}
	return py.GetItem(t, m.indexer(m.locCls, base), py.NewSlice(orNone(vals[0]), orNone(vals[1]), py.None))
}
