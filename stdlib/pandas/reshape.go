package pandas

import (
	"math"

	"github.com/kraitpy/krait/py"
)

// This file is the reshaping functions: unstack/stack, pivot,
// pivot_table (with margins and pandas' downcast of integral results),
// crosstab and melt.

// unstackSeries moves the last level of a Series' MultiIndex to the
// columns: a frame indexed by the other levels (sorted) with one column
// per value of the last level (sorted).
func (m *Module) unstackSeries(t *py.Thread, s *Series, level int, fill py.Value) (*Frame, error) {
	ix := s.idx
	if !ix.isMulti() {
		cls, err := py.Repr(t, m.wrapIndex(ix).(*py.Instance).Class)
		if err != nil {
			return nil, err
		}
		return nil, py.NewValueError("index must be a MultiIndex to unstack, %s was passed", cls)
	}
	nl := ix.nlevels()
	if level < 0 {
		level += nl
	}
	var rowLevels []*column
	var rowNames []py.Value
	for k := 0; k < nl; k++ {
		if k != level {
			//krait:alloc-ok one per level of the index (its levels exist)
			rowLevels = append(rowLevels, ix.levels[k])
			//krait:alloc-ok one per level of the index (its levels exist)
			rowNames = append(rowNames, ix.names[k])
		}
	}
	colLevel := ix.levels[level]
	rcodes, rfirsts, err := factorize(t, rowLevels, false)
	if err != nil {
		return nil, err
	}
	ccodes, cfirsts, err := factorize(t, []*column{colLevel}, false)
	if err != nil {
		return nil, err
	}
	rorder, err := m.sortGroups(t, rowLevels, rfirsts)
	if err != nil {
		return nil, err
	}
	corder, err := m.sortGroups(t, []*column{colLevel}, cfirsts)
	if err != nil {
		return nil, err
	}
	rrank := make([]int, len(rfirsts))
	for r, g := range rorder {
		rrank[g] = r
	}
	crank := make([]int, len(cfirsts))
	for r, g := range corder {
		crank[g] = r
	}
	nr, nc := len(rfirsts), len(cfirsts)
	if err := chargeCells(t, nr, nc, 8); err != nil {
		return nil, err
	}
	grid := make([][]int, nc)
	for k := range grid {
		grid[k] = make([]int, nr)
		for j := range grid[k] {
			grid[k][j] = -1
		}
	}
	for j := range rcodes {
		r, c := rrank[rcodes[j]], crank[ccodes[j]]
		if grid[c][r] >= 0 {
			return nil, py.NewValueError("Index contains duplicate entries, cannot reshape")
		}
		grid[c][r] = j
	}
	out := &Frame{m: m}
	anyMissing := false
	if isNone(fill) {
		for k := range grid {
			for _, p := range grid[k] {
				if p < 0 {
					anyMissing = true
				}
			}
		}
	}
	for k := 0; k < nc; k++ {
		c, err := s.col.take(t, grid[k])
		if err == nil && anyMissing && c.dt != naDtype(s.col.dt) {
			// One missing cell makes the whole block NaN-capable.
			c, err = m.castColumn(t, c, naDtype(s.col.dt), false)
		}
		if err != nil {
			return nil, err
		}
		if !isNone(fill) {
			missing := false
			for _, p := range grid[k] {
				if p < 0 {
					missing = true
				}
			}
			if missing {
				// Fill where there was no entry (kept values stay).
				tmp, err := s.col.take(t, grid[k])
				if err != nil {
					return nil, err
				}
				if c, err = m.settable(t, tmp, fill); err != nil {
					return nil, err
				}
				for j, p := range grid[k] {
					if p < 0 {
						c.setAt(j, fill)
					}
				}
				if s.col.dt == dtInt && c.dt == dtFloat {
					if all := integral(c.f); all {
						c, _ = m.castColumn(t, c, dtInt, false)
					}
				}
			}
		}
		out.cols = append(out.cols, c)
	}
	rpos := make([]int, nr)
	for r, g := range rorder {
		rpos[r] = rfirsts[g]
	}
	cpos := make([]int, nc)
	for r, g := range corder {
		cpos[r] = cfirsts[g]
	}
	var rl []*column
	for _, l := range rowLevels {
		c, err := l.take(t, rpos)
		if err != nil {
			return nil, err
		}
		rl = append(rl, c)
	}
	if len(rl) == 1 {
		out.idx = flatIndex(rl[0], rowNames[0])
	} else {
		out.idx = multiIndex(rl, rowNames)
	}
	cl, err := colLevel.take(t, cpos)
	if err != nil {
		return nil, err
	}
	out.columns = flatIndex(cl, ix.names[level])
	return out, nil
}

// integral reports whether every float is a whole number (no NaN).
func integral(fs []float64) bool {
	for _, f := range fs {
		if f != math.Trunc(f) || math.IsInf(f, 0) {
			return false
		}
	}
	return true
}

// sortGroups orders groups (given by their first rows) by their keys.
func (m *Module) sortGroups(t *py.Thread, keys []*column, firsts []int) ([]int, error) {
	//krait:alloc-ok one per key column (columns that exist)
	sk := make([]sortKey, len(keys))
	for k, c := range keys {
		u, err := c.take(t, firsts)
		if err != nil {
			return nil, err
		}
		sk[k] = sortKey{c: u, ascending: true}
	}
	ord, err := argsort(t, len(firsts), sk, false)
	if err != nil {
		if _, ok := err.(*py.Exception); ok {
			return seq(len(firsts)), nil
		}
		return nil, err
	}
	return ord, nil
}

// unstackFrame unstacks every column of a frame: columns (column, key).
func (m *Module) unstackFrame(t *py.Thread, f *Frame, level int, fill py.Value) (*Frame, error) {
	out := &Frame{m: m}
	var tuples []py.Value
	for k := range f.cols {
		u, err := m.unstackSeries(t, m.columnSeries(f, k), level, fill)
		if err != nil {
			return nil, err
		}
		out.idx = u.idx
		for j := range u.cols {
			out.cols = append(out.cols, u.cols[j])
			tuples = append(tuples, py.NewTuple([]py.Value{f.columns.labelAt(m, k), u.columns.labelAt(m, j)}))
		}
		if out.columns == nil {
			out.columns = u.columns
		}
	}
	lvl := f.idx.nlevels() - 1
	if level >= 0 {
		lvl = level
	}
	mi, _, err := m.tuplesToMulti(t, tuples, []py.Value{f.columns.name, f.idx.names[lvl]})
	if err != nil {
		return nil, err
	}
	if mi == nil {
		mi = &index{levels: []*column{objCol(nil), objCol(nil)}, names: []py.Value{nil, nil}}
	}
	out.columns = mi
	return out, nil
}

// stackFrame is stack(): a Series indexed by (row, column), missing
// values dropped.
func (m *Module) stackFrame(t *py.Thread, f *Frame, dropna bool) (*Series, error) {
	// A value and its two positions per cell.
	if err := charge(t, dtObject, 2*f.nrows()*f.ncols()); err != nil {
		return nil, err
	}
	var vals []py.Value
	var rows []int
	var cols []int
	for j := 0; j < f.nrows() && f.ncols() > 0; j++ { // no columns: no cells, however many rows
		for k, c := range f.cols {
			if dropna && c.isNA(j) {
				continue
			}
			vals = append(vals, c.pyAt(m, j))
			rows = append(rows, j)
			cols = append(cols, k)
		}
	}
	common := commonDtype(append([]*column{}, f.cols...))
	c, err := m.inferColumn(t, vals)
	if err != nil {
		return nil, err
	}
	if common != dtObject && c.dt != common {
		if c, err = m.castColumn(t, c, common, false); err != nil {
			return nil, err
		}
	}
	ri, err := f.idx.take(t, rows)
	if err != nil {
		return nil, err
	}
	ci, err := f.columns.take(t, cols)
	if err != nil {
		return nil, err
	}
	var levels []*column
	var names []py.Value
	for k := 0; k < ri.nlevels(); k++ {
		l, err := ri.levelColumn(t, m, k)
		if err != nil {
			return nil, err
		}
		levels = append(levels, l)
		names = append(names, ri.levelName(k))
	}
	cl, err := ci.values(t, m)
	if err != nil {
		return nil, err
	}
	levels = append(levels, cl)
	names = append(names, nameOrNone(f.columns.name))
	return &Series{m: m, col: c, idx: multiIndex(levels, names), name: py.None}, nil
}

// pivotFunc is DataFrame.pivot(index, columns, values).
func (m *Module) pivotFunc(t *py.Thread, f *Frame, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	vals, err := bind("pivot", []string{"index", "columns", "values"}, 0, args, kwargs)
	if err != nil {
		return nil, err
	}
	if isNone(vals[1]) {
		return nil, py.NewTypeError("pivot() missing 1 required argument: 'columns'")
	}
	var idxKeys []*column
	var idxNames []py.Value
	if isNone(vals[0]) {
		c, err := f.idx.values(t, m)
		if err != nil {
			return nil, err
		}
		idxKeys, idxNames = []*column{c}, []py.Value{nameOrNone(f.idx.name)}
	} else {
		labels, _, err := m.labelArg(t, vals[0])
		if err != nil {
			return nil, err
		}
		for _, l := range labels {
			c, err := m.keyColumn(t, f, l)
			if err != nil {
				return nil, err
			}
			idxKeys = append(idxKeys, c)
			idxNames = append(idxNames, l)
		}
	}
	colLabels, _, err := m.labelArg(t, vals[1])
	if err != nil {
		return nil, err
	}
	colKey, err := m.keyColumn(t, f, colLabels[0])
	if err != nil {
		return nil, err
	}
	var valueCols []int
	single := false
	if isNone(vals[2]) {
		used := map[hkey]bool{keyOf(t, colLabels[0]): true}
		if !isNone(vals[0]) {
			for _, n := range idxNames {
				used[keyOf(t, n)] = true
			}
		}
		for k := 0; k < f.ncols(); k++ {
			if !used[f.columns.keyAt(t, k)] {
				valueCols = append(valueCols, k)
			}
		}
	} else {
		vl, isList, err := m.labelArg(t, vals[2])
		if err != nil {
			return nil, err
		}
		single = !isList
		for _, l := range vl {
			ps, err := m.columnPositions(t, f, l)
			if err != nil {
				return nil, err
			}
			if len(ps) == 0 {
				return nil, keyError(l)
			}
			valueCols = append(valueCols, ps[0])
		}
	}
	levels := append(append([]*column(nil), idxKeys...), colKey)
	names := append(append([]py.Value(nil), idxNames...), colLabels[0])
	mi := multiIndex(levels, names)
	out := &Frame{m: m}
	var tuples []py.Value
	for _, k := range valueCols {
		u, err := m.unstackSeries(t, &Series{m: m, col: f.cols[k], idx: mi, name: f.columns.labelAt(m, k)}, -1, nil)
		if err != nil {
			return nil, err
		}
		out.idx = u.idx
		for j := range u.cols {
			out.cols = append(out.cols, u.cols[j])
			tuples = append(tuples, py.NewTuple([]py.Value{f.columns.labelAt(m, k), u.columns.labelAt(m, j)}))
		}
		if single {
			out.columns = u.columns
		}
	}
	if !single {
		mc, _, err := m.tuplesToMulti(t, tuples, []py.Value{nil, colLabels[0]})
		if err != nil {
			return nil, err
		}
		out.columns = mc
	}
	return m.wrapFrame(out), nil
}

// pivotTable is pivot_table(data, values, index, columns, aggfunc,
// fill_value, margins, dropna, margins_name).
func (m *Module) pivotTable(t *py.Thread, f *Frame, values, index, columns, aggfunc, fill py.Value, margins, dropna bool, marginsName string) (py.Value, error) {
	idxLabels, _, err := m.labelArg(t, index)
	if err != nil {
		return nil, err
	}
	colLabels, _, err := m.labelArg(t, columns)
	if err != nil {
		return nil, err
	}
	keys, err := py.JoinValues(t, idxLabels, colLabels)
	if err != nil {
		return nil, err
	}
	if len(keys) == 0 {
		return nil, py.NewValueError("No group keys passed!")
	}
	var valLabels []py.Value
	valuesList := true
	if isNone(values) {
		isKey := map[hkey]bool{}
		for _, k := range keys {
			isKey[keyOf(t, k)] = true
		}
		for k := 0; k < f.ncols(); k++ {
			if !isKey[f.columns.keyAt(t, k)] && f.cols[k].dt.numeric() {
				//krait:alloc-ok one per column of an existing frame, whose columns each hold more
				valLabels = append(valLabels, f.columns.labelAt(m, k))
			}
		}
	} else {
		var isList bool
		if valLabels, isList, err = m.labelArg(t, values); err != nil {
			return nil, err
		}
		valuesList = isList
		if isList && len(colLabels) > 0 {
			vi, err := m.labelsIndex(t, valLabels)
			if err != nil {
				return nil, err
			}
			if ord, err := m.sortedIndexPositions(t, vi, nil, false); err == nil {
				sorted := make([]py.Value, len(ord))
				for j, p := range ord {
					sorted[j] = valLabels[p]
				}
				valLabels = sorted
			}
		}
	}
	if aggfunc == nil {
		aggfunc = py.NewStr("mean")
	}
	var funcs []py.Value
	funcList := false
	if isListLike(aggfunc) {
		if funcs, err = m.listItems(t, aggfunc); err != nil {
			return nil, err
		}
		funcList = true
	} else {
		funcs = []py.Value{aggfunc}
	}
	byList := make([]py.Value, len(keys))
	copy(byList, keys)
	g, err := m.newGrouping(t, f, false, py.NewList(byList), nil, true, true, true)
	if err != nil {
		return nil, err
	}
	// Aggregate each (function, value) into a column over the groups.
	type piece struct {
		fn  py.Value
		val py.Value
		col *column
	}
	var pieces []piece
	if fs, ok := aggfunc.(*py.Str); ok && fs.String() == "size" && isNone(values) {
		// pandas' groupby(keys).agg("size"): one count per group, whatever
		// the other columns (a Series when no column keys unstack it).
		ps, err := m.columnPositions(t, f, keys[0])
		if err != nil {
			return nil, err
		}
		if len(ps) == 0 {
			return nil, keyError(keys[0])
		}
		c, err := m.aggOne(t, g, ps[0], aggfunc)
		if err != nil {
			return nil, err
		}
		if len(colLabels) == 0 {
			return m.wrapSeries(c, g.index, py.None), nil
		}
		pieces = append(pieces, piece{fn: aggfunc, col: c})
		valLabels, valuesList = nil, false
	}
	for _, fn := range funcs {
		for _, v := range valLabels {
			ps, err := m.columnPositions(t, f, v)
			if err != nil {
				return nil, err
			}
			if len(ps) == 0 {
				return nil, keyError(v)
			}
			c, err := m.aggOne(t, g, ps[0], fn)
			if err != nil {
				return nil, err
			}
			if f.cols[ps[0]].dt == dtInt && c.dt == dtFloat && integral(c.f) {
				c, _ = m.castColumn(t, c, dtInt, false)
			}
			pieces = append(pieces, piece{fn: fn, val: v, col: c})
		}
	}
	nIdx := len(idxLabels)
	var out *Frame
	var tuples []py.Value
	for _, p := range pieces {
		s := &Series{m: m, col: p.col, idx: g.index, name: p.val}
		if len(colLabels) == 0 {
			if out == nil {
				out = &Frame{m: m, idx: g.index}
			}
			out.cols = append(out.cols, p.col)
			tuples = append(tuples, pivotLabel(p.fn, p.val, nil, funcList, valuesList, t))
			continue
		}
		// Unstack the column keys one by one (last first).
		sub := s
		var u *Frame
		for k := 0; k < len(colLabels); k++ {
			if u, err = m.unstackSeries(t, sub, nIdx, fill); err != nil {
				return nil, err
			}
			if k < len(colLabels)-1 {
				return nil, py.NewNotImplementedError("pivot_table with several columns keys is not supported by krait's pandas")
			}
		}
		if out == nil {
			out = &Frame{m: m, idx: u.idx}
		}
		for j := range u.cols {
			c := u.cols[j]
			if !u.idx.equals(t, out.idx) {
				r, err := m.reindexSeries(t, &Series{m: m, col: c, idx: u.idx}, out.idx)
				if err != nil {
					return nil, err
				}
				c = r.col
			}
			out.cols = append(out.cols, c)
			tuples = append(tuples, pivotLabel(p.fn, p.val, u.columns.labelAt(m, j), funcList, valuesList, t))
		}
	}
	if out == nil {
		out = &Frame{m: m, idx: g.index}
	}
	// Column labels.
	switch {
	case len(colLabels) == 0 && !funcList:
		out.columns, err = m.labelsIndex(t, tuplesFirst(tuples))
	case len(colLabels) > 0 && !funcList && !valuesList:
		out.columns, err = m.labelsIndex(t, tuplesLast(tuples))
		if err == nil {
			out.columns.name = colLabels[0]
		}
	default:
		var names []py.Value
		n := tuples[0].(*py.Tuple).Len()
		for k := 0; k < n; k++ {
			names = append(names, nil) //krait:alloc-ok one per item of a group key tuple, which exists
		}
		if len(colLabels) > 0 {
			names[n-1] = colLabels[0]
		}
		out.columns, _, err = m.tuplesToMulti(t, tuples, names)
	}
	if err != nil {
		return nil, err
	}
	if !isNone(fill) {
		for k, c := range out.cols {
			if out.cols[k], err = m.fillNA(t, c, fill); err != nil {
				return nil, err
			}
			// fillna(fill_value, downcast="infer"): integral floats
			// become ints.
			if out.cols[k].dt == dtFloat && integral(out.cols[k].f) {
				out.cols[k], _ = m.castColumn(t, out.cols[k], dtInt, false)
			}
		}
	}
	if dropna {
		var keep []int
		for k, c := range out.cols {
			allNA := c.len() > 0
			for j := 0; j < c.len(); j++ {
				if !c.isNA(j) {
					allNA = false
					break
				}
			}
			if !allNA {
				keep = append(keep, k)
			}
		}
		if len(keep) != len(out.cols) {
			r, err := m.selectFrame(t, out, allSel(out.nrows()), sel{pos: keep})
			if err != nil {
				return nil, err
			}
			out = frameOf(r)
		}
	}
	if len(colLabels) == 0 && valuesList && !funcList {
		pos, err := m.sortedIndexPositions(t, out.columns, nil, false)
		if err == nil {
			if r, err := m.selectFrame(t, out, allSel(out.nrows()), sel{pos: pos}); err == nil {
				out = frameOf(r)
			}
		}
	}
	if margins {
		if out, err = m.addMargins(t, f, out, idxLabels, colLabels, valLabels, funcs[0], marginsName, valuesList, fill); err != nil {
			return nil, err
		}
		// pandas downcasts integral results of int values after adding
		// the margins.
		allInt := true
		for _, v := range valLabels {
			if ps, _ := m.columnPositions(t, f, v); len(ps) == 0 || f.cols[ps[0]].dt != dtInt {
				allInt = false
			}
		}
		for k, c := range out.cols {
			if allInt && c.dt == dtFloat && integral(c.f) {
				out.cols[k], _ = m.castColumn(t, c, dtInt, false)
			}
		}
	}
	return m.wrapFrame(out), nil
}

// pivotLabel is the column label of one pivot_table piece.
func pivotLabel(fn, val, col py.Value, funcList, valuesList bool, t *py.Thread) py.Value {
	var items []py.Value
	if funcList {
		items = append(items, aggLabel(t, fn))
	}
	if valuesList || col == nil {
		items = append(items, val)
	}
	if col != nil {
		items = append(items, col)
	}
	return py.NewTuple(items)
}

// tuplesFirst and tuplesLast take one element of each tuple.
func tuplesFirst(ts []py.Value) []py.Value {
	out := make([]py.Value, len(ts))
	for j, v := range ts {
		out[j] = v.(*py.Tuple).Items()[0]
	}
	return out
}

func tuplesLast(ts []py.Value) []py.Value {
	out := make([]py.Value, len(ts))
	for j, v := range ts {
		items := v.(*py.Tuple).Items()
		out[j] = items[len(items)-1]
	}
	return out
}

// addMargins adds the 'All' row and column of pivot_table(margins=True)
// for one index key and at most one columns key.
func (m *Module) addMargins(t *py.Thread, f *Frame, out *Frame, idxLabels, colLabels, valLabels []py.Value, fn py.Value, name string, valuesList bool, fill py.Value) (*Frame, error) {
	if len(idxLabels) != 1 || len(colLabels) > 1 || len(valLabels) != 1 {
		return nil, py.NewNotImplementedError("pivot_table margins beyond one index key, one columns key and one value are not supported by krait's pandas")
	}
	vp, err := m.columnPositions(t, f, valLabels[0])
	if err != nil {
		return nil, err
	}
	val := vp[0]
	agg := func(by []py.Value) (*column, *index, error) {
		g, err := m.newGrouping(t, f, false, py.NewList(by), nil, true, true, true)
		if err != nil {
			return nil, nil, err
		}
		c, err := m.aggOne(t, g, val, fn)
		if err != nil {
			return nil, nil, err
		}
		return c, g.index, nil
	}
	total := func() (py.Value, error) {
		all := &grouping{m: m, f: f, ngroups: 1, order: []int{0}, rank: []int{0}, rows: [][]int{seq(f.nrows())}}
		c, err := m.aggOne(t, all, val, fn)
		if err != nil {
			return nil, err
		}
		return c.pyAt(m, 0), nil
	}
	intVals := f.cols[val].dt == dtInt
	down := func(c *column) *column {
		if intVals && c.dt == dtFloat && integral(c.f) {
			r, _ := m.castColumn(t, c, dtInt, false)
			return r
		}
		return c
	}
	// The 'All' column: aggregated by the index key.
	if len(colLabels) == 1 {
		rc, ri, err := agg(idxLabels)
		if err != nil {
			return nil, err
		}
		r, err := m.reindexSeries(t, &Series{m: m, col: down(rc), idx: ri}, out.idx)
		if err != nil {
			return nil, err
		}
		out.cols = append(out.cols, r.col)
		labels, err := m.indexLabels(t, out.columns)
		if err != nil {
			return nil, err
		}
		cn := out.columns.name
		if out.columns, err = m.labelsIndex(t, append(labels, py.NewStr(name))); err != nil {
			return nil, err
		}
		out.columns.name = cn
	}
	// The 'All' row.
	rowVals := make([]py.Value, len(out.cols)) //krait:alloc-ok one value per existing column of the result
	if len(colLabels) == 1 {
		cc, ci, err := agg(colLabels)
		if err != nil {
			return nil, err
		}
		cc = down(cc)
		for k := 0; k < len(out.cols)-1; k++ {
			p, _ := ci.findOne(t, out.columns.keyAt(t, k))
			if p >= 0 {
				rowVals[k] = cc.pyAt(m, p)
			} else {
				rowVals[k] = py.Float(nanValue)
			}
		}
	}
	tv, err := total()
	if err != nil {
		return nil, err
	}
	if f, ok := tv.(py.Float); ok && intVals && float64(f) == math.Trunc(float64(f)) {
		tv = py.NewInt(int64(f))
	}
	rowVals[len(rowVals)-1] = tv
	for k, c := range out.cols {
		v := rowVals[k]
		if fv, ok := v.(py.Float); ok && c.dt == dtInt && float64(fv) == math.Trunc(float64(fv)) {
			v = py.NewInt(int64(fv))
		}
		vc, err := m.inferColumn(t, []py.Value{v})
		if err != nil {
			return nil, err
		}
		if out.cols[k], err = m.concatColumns(t, []*column{c, vc}); err != nil {
			return nil, err
		}
	}
	ix, err := m.appendLabel(t, out.idx, py.NewStr(name))
	if err != nil {
		return nil, err
	}
	out.idx = ix
	return out, nil
}

// meltFunc is melt(frame, id_vars, value_vars, var_name, value_name).
func (m *Module) meltFunc(t *py.Thread, f *Frame, idVars, valueVars, varName, valueName py.Value) (py.Value, error) {
	ids, _, err := m.labelArg(t, idVars)
	if err != nil {
		return nil, err
	}
	var vals []py.Value
	if isNone(valueVars) {
		isID := map[hkey]bool{}
		for _, l := range ids {
			isID[keyOf(t, l)] = true
		}
		for k := 0; k < f.ncols(); k++ {
			if !isID[f.columns.keyAt(t, k)] {
				//krait:alloc-ok one per column of an existing frame, whose columns each hold more
				vals = append(vals, f.columns.labelAt(m, k))
			}
		}
	} else if vals, _, err = m.labelArg(t, valueVars); err != nil {
		return nil, err
	}
	n := f.nrows()
	if err := chargeCells(t, n, 1, int64(len(vals))*int64(8*len(ids)+16)); err != nil {
		return nil, err
	}
	out := &Frame{m: m, idx: rangeIndex(n * len(vals))}
	var labels []py.Value
	for _, l := range ids {
		c, err := m.keyColumn(t, f, l)
		if err != nil {
			return nil, err
		}
		pos := make([]int, 0, n*len(vals))
		for range vals {
			pos = append(pos, seq(n)...)
		}
		tc, err := c.take(t, pos)
		if err != nil {
			return nil, err
		}
		out.cols = append(out.cols, tc)
		labels = append(labels, l)
	}
	//krait:alloc-ok charged above (n x len(vals) slots)
	varCol := objCol(make([]py.Value, 0, n*len(vals)))
	var parts []*column
	for _, v := range vals {
		c, err := m.keyColumn(t, f, v)
		if err != nil {
			return nil, err
		}
		for j := 0; j < n; j++ {
			varCol.o = append(varCol.o, v)
		}
		parts = append(parts, c)
	}
	valCol, err := m.concatColumns(t, parts)
	if err != nil {
		return nil, err
	}
	if len(parts) == 0 {
		valCol = objCol(nil)
	}
	vc, err := m.inferColumn(t, varCol.o)
	if err != nil {
		return nil, err
	}
	out.cols = append(out.cols, vc, valCol)
	vn := varName
	if isNone(vn) {
		vn = py.NewStr("variable")
		if f.columns.name != nil && f.columns.name != py.None {
			vn = f.columns.name
		}
	}
	wn := valueName
	if isNone(wn) {
		wn = py.NewStr("value")
	}
	labels = append(labels, vn, wn)
	if out.columns, err = m.labelsIndex(t, labels); err != nil {
		return nil, err
	}
	return m.wrapFrame(out), nil
}

// crosstab is pd.crosstab(index, columns, values, aggfunc, margins,
// normalize).
func (m *Module) crosstab(t *py.Thread, index, columns, values, aggfunc py.Value, margins bool, normalize py.Value, rownames, colnames py.Value) (py.Value, error) {
	var ri, ci *Series
	toSeries := func(v py.Value, def string) (*Series, error) {
		if s := seriesOf(v); s != nil {
			return s, nil
		}
		c, err := m.columnFrom(t, v)
		if err != nil {
			return nil, err
		}
		return &Series{m: m, col: c, idx: rangeIndex(c.len()), name: py.NewStr(def)}, nil
	}
	var err error
	if ri, err = toSeries(index, "row_0"); err != nil {
		return nil, err
	}
	if ci, err = toSeries(columns, "col_0"); err != nil {
		return nil, err
	}
	rn, cn := nameOrNone(ri.name), nameOrNone(ci.name)
	if rn == py.None {
		rn = py.NewStr("row_0")
	}
	if cn == py.None {
		cn = py.NewStr("col_0")
	}
	if !isNone(rownames) {
		items, _ := m.listItems(t, rownames)
		if len(items) > 0 {
			rn = items[0]
		}
	}
	if !isNone(colnames) {
		items, _ := m.listItems(t, colnames)
		if len(items) > 0 {
			cn = items[0]
		}
	}
	f := &Frame{m: m, idx: ri.idx}
	f.cols = []*column{ri.col, ci.col}
	labels := []py.Value{rn, cn}
	fn := aggfunc
	if isNone(values) {
		if err := chargeCells(t, ri.col.len(), 1, 8); err != nil {
			return nil, err
		}
		one := intCol(make([]int64, ri.col.len()))
		for j := range one.i {
			one.i[j] = 1
		}
		f.cols = append(f.cols, one)
		labels = append(labels, py.NewStr("__dummy__"))
		fn = py.NewStr("count")
	} else {
		vc, err := m.valueColumn(t, values, ri.idx)
		if err != nil {
			return nil, err
		}
		f.cols = append(f.cols, vc)
		labels = append(labels, py.NewStr("__values__"))
	}
	if f.columns, err = m.labelsIndex(t, labels); err != nil {
		return nil, err
	}
	var fill py.Value
	if isNone(values) {
		fill = py.NewInt(0)
	}
	r, err := m.pivotTable(t, f, labels[2], labels[0], labels[1], fn, fill, margins, true, "All")
	if err != nil {
		return nil, err
	}
	out := frameOf(r)
	if !isNone(normalize) && normalize != py.False {
		how := "all"
		if s, ok := strOf(normalize); ok {
			how = s
		}
		if err := m.normalizeTable(t, out, how, margins); err != nil {
			return nil, err
		}
	}
	return m.wrapFrame(out), nil
}

// normalizeTable divides a crosstab by its total, row sums ("index") or
// column sums ("columns").
func (m *Module) normalizeTable(t *py.Thread, f *Frame, how string, margins bool) error {
	n, nc := f.nrows(), f.ncols()
	rows, cols := n, nc
	if margins {
		rows, cols = n-1, nc-1
	}
	get := func(k, j int) float64 { return f.cols[k].floatAt(j) }
	total := 0.0
	for k := 0; k < cols; k++ {
		for j := 0; j < rows; j++ {
			total += get(k, j)
		}
	}
	//krait:alloc-ok one per column of an existing frame, whose columns each hold more
	out := make([]*column, nc)
	for k := 0; k < nc; k++ {
		if err := chargeCells(t, n, 1, 8); err != nil {
			return err
		}
		out[k] = floatCol(make([]float64, n))
		for j := 0; j < n; j++ {
			v := get(k, j)
			switch how {
			case "index":
				rs := 0.0
				for kk := 0; kk < cols; kk++ {
					rs += get(kk, j)
				}
				out[k].f[j] = v / rs
			case "columns":
				cs := 0.0
				for jj := 0; jj < rows; jj++ {
					cs += get(k, jj)
				}
				out[k].f[j] = v / cs
			default:
				out[k].f[j] = v / total
			}
		}
	}
	f.cols = out
	return nil
}
