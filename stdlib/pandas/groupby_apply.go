package pandas

import (
	"sort"

	"github.com/kraitpy/krait/py"
)

// This file is the groupby operations that run per group and place
// results back in row order (transform, cumulative and shifting ops),
// apply and filter, head/tail, describe, value_counts and idxmax.

// scatterGroups builds a column of the source's length from per-group
// columns (aligned with each group's rows); rows in no group are NaN.
func (m *Module) scatterGroups(t *py.Thread, g *grouping, parts []*column) (*column, error) {
	n := g.f.nrows()
	var vals []py.Value
	var typed *column
	// Same dtype everywhere: fill a typed column.
	same := true
	for _, p := range parts {
		if p == nil || (parts[0] != nil && p.dt != parts[0].dt) {
			same = false
		}
	}
	missing := false
	for _, c := range g.codes {
		if c < 0 {
			missing = true
		}
	}
	if same && len(parts) > 0 && parts[0] != nil && !missing {
		var err error
		if typed, err = newColumn(t, parts[0].dt, n); err != nil {
			return nil, err
		}
		for gn, rows := range g.rows {
			p := parts[gn]
			for k, j := range rows {
				copyBetween(typed, j, p, k)
			}
		}
		return typed, nil
	}
	if err := charge(t, dtObject, n); err != nil {
		return nil, err
	}
	vals = make([]py.Value, n)
	for j := range vals {
		vals[j] = py.Float(nanValue)
	}
	for gn, rows := range g.rows {
		p := parts[gn]
		if p == nil {
			continue
		}
		for k, j := range rows {
			vals[j] = p.pyAt(m, k)
		}
	}
	return m.inferColumn(t, vals)
}

// copyBetween copies element src of b into element dst of a (same
// dtype).
func copyBetween(a *column, dst int, b *column, src int) {
	switch a.dt {
	case dtBool:
		a.b[dst] = b.b[src]
	case dtFloat:
		a.f[dst] = b.f[src]
	case dtObject:
		a.o[dst] = b.o[src]
	default:
		a.i[dst] = b.i[src]
	}
}

// perGroupColumn runs fn on each group's part of column k and scatters
// the results back.
func (m *Module) perGroupColumn(t *py.Thread, g *grouping, k int, fn func(sub *column, gn int) (*column, error)) (*column, error) {
	//krait:alloc-ok one per group: factorize charged 104 bytes per group
	parts := make([]*column, g.ngroups)
	for gn, rows := range g.rows {
		sub, err := g.f.cols[k].take(t, rows)
		if err != nil {
			return nil, err
		}
		if parts[gn], err = fn(sub, gn); err != nil {
			return nil, err
		}
	}
	return m.scatterGroups(t, g, parts)
}

// groupResultFrame wraps per-column results of a row-preserving group
// operation.
func (m *Module) groupRowResult(t *py.Thread, g *grouping, cols []int, fn func(k int) (*column, error)) (py.Value, error) {
	if g.series || g.selScalar {
		k := 0
		if g.selScalar {
			k = g.selection[0]
		}
		c, err := fn(k)
		if err != nil {
			return nil, err
		}
		return m.wrapSeries(c, g.f.idx, g.f.columns.labelAt(m, k)), nil
	}
	var out []*column
	var keep []int
	for _, k := range cols {
		c, err := fn(k)
		if err != nil {
			if _, ok := err.(*py.Exception); ok {
				continue
			}
			return nil, err
		}
		out = append(out, c)
		keep = append(keep, k)
	}
	labels, err := g.f.columns.take(t, keep)
	if err != nil {
		return nil, err
	}
	return m.wrapFrame(&Frame{cols: out, columns: labels, idx: g.f.idx}), nil
}

// groupTransform is transform(func): an aggregation broadcast to the
// rows of each group, or a function's same-length result.
func (m *Module) groupTransform(t *py.Thread, g *grouping, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	if len(args) == 0 {
		return nil, py.NewTypeError("transform() missing 1 required positional argument: 'func'")
	}
	fn := args[0]
	cols := g.valueColumns()
	if name, ok := strOf(fn); ok {
		switch name {
		case "cumsum", "cumprod", "cummax", "cummin", "shift", "diff", "rank", "pct_change", "ffill", "bfill", "fillna":
			return m.groupWindowOp(t, g, name, args[1:], kwargs)
		}
	}
	if name, ok := funcName(t, fn); ok {
		return m.groupRowResult(t, g, cols, func(k int) (*column, error) {
			if numericOnlyAgg(name) && !g.f.cols[k].dt.numeric() && !(g.series || g.selScalar) {
				return nil, py.NewTypeError("not numeric")
			}
			agg, err := g.aggColumn(t, g.f.cols[k], name, 1)
			if err != nil {
				return nil, err
			}
			pos := make([]int, g.f.nrows())
			for j, c := range g.codes {
				if c < 0 {
					pos[j] = -1
				} else {
					pos[j] = g.rank[c]
				}
			}
			return agg.take(t, pos)
		})
	}
	return m.groupRowResult(t, g, cols, func(k int) (*column, error) {
		return m.perGroupColumn(t, g, k, func(sub *column, gn int) (*column, error) {
			idx, err := g.f.idx.take(t, g.rows[gn])
			if err != nil {
				return nil, err
			}
			fargs, err := py.JoinValues(t, []py.Value{m.wrapSeries(sub, idx, g.f.columns.labelAt(m, k))}, args[1:])
			if err != nil {
				return nil, err
			}
			r, err := py.Call(t, fn, fargs, kwargs)
			if err != nil {
				return nil, err
			}
			if s := seriesOf(r); s != nil {
				if s.col.len() != sub.len() {
					return nil, py.NewValueError("Length mismatch: Expected axis has %d elements, new values have %d elements", sub.len(), s.col.len())
				}
				return s.col, nil
			}
			if isScalar(r) {
				return m.broadcast(t, unboxNumpy(r), sub.len())
			}
			c, err := m.columnFrom(t, r)
			if err != nil {
				return nil, err
			}
			if c.len() != sub.len() {
				return nil, py.NewValueError("Length mismatch: Expected axis has %d elements, new values have %d elements", sub.len(), c.len())
			}
			return c, nil
		})
	})
}

// groupWindowOp is cumsum, cumprod, cummax, cummin, shift, diff, rank,
// pct_change, fillna, ffill and bfill within each group.
func (m *Module) groupWindowOp(t *py.Thread, g *grouping, name string, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	periods := 1
	var fill py.Value
	method, naOpt, asc, pct := "average", "keep", true, false
	for j, a := range args {
		if j == 0 && (name == "shift" || name == "diff" || name == "pct_change") {
			p, err := argInt(a, "periods", 1)
			if err != nil {
				return nil, err
			}
			periods = p
		}
		if j == 0 && name == "fillna" {
			fill = a
		}
	}
	for _, kw := range kwargs {
		switch kw.Name {
		case "periods":
			p, err := argInt(kw.Value, "periods", 1)
			if err != nil {
				return nil, err
			}
			periods = p
		case "fill_value", "value":
			fill = kw.Value
		case "method":
			method, _ = argStr(kw.Value, "method", "average")
		case "ascending":
			asc, _ = argBool(t, kw.Value, true)
		case "pct":
			pct, _ = argBool(t, kw.Value, false)
		case "na_option":
			naOpt, _ = argStr(kw.Value, "na_option", "keep")
		}
	}
	cols := g.valueColumns()
	return m.groupRowResult(t, g, cols, func(k int) (*column, error) {
		c := g.f.cols[k]
		if (name == "cumsum" || name == "cumprod" || name == "diff" || name == "pct_change" || name == "rank") && c.dt == dtObject && !(g.series || g.selScalar) {
			return nil, py.NewTypeError("not numeric")
		}
		return m.perGroupColumn(t, g, k, func(sub *column, gn int) (*column, error) {
			switch name {
			case "cumsum", "cumprod", "cummax", "cummin":
				return m.cumulative(t, sub, name, true)
			case "shift":
				return m.shiftColumn(t, sub, periods, fill)
			case "diff":
				return m.diffColumn(t, sub, periods)
			case "pct_change":
				return m.pctChange(t, sub, periods, true)
			case "rank":
				return m.rankColumn(t, sub, method, asc, pct, naOpt)
			case "ffill":
				return m.fillDirection(t, sub, true, -1)
			case "bfill":
				return m.fillDirection(t, sub, false, -1)
			}
			if fill == nil {
				return sub, nil
			}
			return m.fillNA(t, sub, fill)
		})
	})
}

// groupApply is apply(func): per-group results combined as pandas does
// (scalars into a Series, Series into rows of a frame, frames stacked
// under the group keys).
func (m *Module) groupApply(t *py.Thread, g *grouping, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	if len(args) == 0 {
		return nil, py.NewTypeError("apply() missing 1 required positional argument: 'func'")
	}
	fn := args[0]
	//krait:alloc-ok one per group: factorize charged 104 bytes per group
	results := make([]py.Value, g.ngroups)
	//krait:alloc-ok one per group: factorize charged 104 bytes per group
	parts := make([]py.Value, g.ngroups)
	for r, gn := range g.order {
		part, err := g.partAll(t, gn)
		if err != nil {
			return nil, err
		}
		parts[r] = part
		if err := chargeCells(t, len(args), 1, 16); err != nil {
			return nil, err
		}
		v, err := py.Call(t, fn, append([]py.Value{part}, args[1:]...), kwargs)
		if err != nil {
			return nil, err
		}
		results[r] = v
	}
	if g.ngroups == 0 {
		return m.wrapFrame(&Frame{columns: g.f.columns, idx: rangeIndex(0), cols: nil}), nil
	}
	allSeries, allFrames := true, true
	for _, v := range results {
		if seriesOf(v) == nil {
			allSeries = false
		}
		if frameOf(v) == nil {
			allFrames = false
		}
	}
	switch {
	case allFrames || (allSeries && (g.series || g.selScalar)):
		// Same index as the input group: a transform-like result in
		// row order; otherwise stacked under the group keys.
		same := true
		for r, v := range results {
			var ix *index
			if f := frameOf(v); f != nil {
				ix = f.idx
			} else {
				ix = seriesOf(v).idx
			}
			var pix *index
			if f := frameOf(parts[r]); f != nil {
				pix = f.idx
			} else {
				pix = seriesOf(parts[r]).idx
			}
			if !ix.equals(t, pix) {
				same = false
				break
			}
		}
		combined, err := m.concatValues(t, results, 0)
		if err != nil {
			return nil, err
		}
		if same && !(g.groupKeys && g.explicitKeys) {
			return combined, nil
		}
		return m.prependGroupKeys(t, g, results, combined)
	case allSeries:
		// Series per group: rows of a frame indexed by the groups.
		f, err := m.frameFromRows(t, results, nil, false)
		if err != nil {
			return nil, err
		}
		f.idx = g.index
		return m.wrapFrame(f), nil
	}
	vals := make([]py.Value, len(results))
	for j, v := range results {
		vals[j] = unboxNumpy(v)
	}
	c, err := m.inferColumn(t, vals)
	if err != nil {
		return nil, err
	}
	var name py.Value = py.None
	if g.series || g.selScalar {
		k := 0
		if g.selScalar {
			k = g.selection[0]
		}
		name = g.f.columns.labelAt(m, k)
	}
	if !g.asIndex {
		lbl, _ := m.labelsIndex(t, []py.Value{py.None})
		f, err := g.finish(t, []*column{c}, lbl)
		if err != nil {
			return nil, err
		}
		return m.wrapFrame(f), nil
	}
	return m.wrapSeries(c, g.index, name), nil
}

// partAll is a group's rows as apply passes them: the whole frame
// (grouping columns included) unless columns were selected.
func (g *grouping) partAll(t *py.Thread, gn int) (py.Value, error) {
	return g.part(t, gn)
}

// prependGroupKeys puts the group keys in front of the index of a
// concatenation of per-group results.
func (m *Module) prependGroupKeys(t *py.Thread, g *grouping, results []py.Value, combined py.Value) (py.Value, error) {
	var levels [][]py.Value
	nk := g.index.nlevels()
	//krait:alloc-ok one per level of the group index, whose levels exist
	levels = make([][]py.Value, nk)
	for r, v := range results {
		var ix *index
		if f := frameOf(v); f != nil {
			ix = f.idx
		} else {
			ix = seriesOf(v).idx
		}
		for j := 0; j < ix.len(); j++ {
			for k := 0; k < nk; k++ {
				lc, _ := g.index.levelColumn(t, m, k)
				levels[k] = append(levels[k], lc.pyAt(m, r))
			}
		}
	}
	var cols []*column
	var names []py.Value
	for k := 0; k < nk; k++ {
		c, err := m.inferColumn(t, levels[k])
		if err != nil {
			return nil, err
		}
		cols = append(cols, c)
		names = append(names, g.keyNames[k])
	}
	// The inner index levels follow.
	var innerIdx *index
	if s := seriesOf(combined); s != nil {
		innerIdx = s.idx
	} else {
		innerIdx = frameOf(combined).idx
	}
	for k := 0; k < innerIdx.nlevels(); k++ {
		c, err := innerIdx.levelColumn(t, m, k)
		if err != nil {
			return nil, err
		}
		cols = append(cols, c)
		names = append(names, innerIdx.levelName(k))
	}
	mi := multiIndex(cols, names)
	if s := seriesOf(combined); s != nil {
		return m.wrapSeries(s.col, mi, s.name), nil
	}
	f := frameOf(combined)
	return m.wrapFrame(&Frame{cols: f.cols, columns: f.columns, idx: mi}), nil
}

// groupFilter is filter(func): the rows of the groups for which func is
// true, in their original order.
func (m *Module) groupFilter(t *py.Thread, g *grouping, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	if len(args) == 0 {
		return nil, py.NewTypeError("filter() missing 1 required positional argument: 'func'")
	}
	if err := chargeCells(t, g.f.nrows(), 1, 1); err != nil {
		return nil, err
	}
	keep := make([]bool, g.f.nrows())
	for _, gn := range g.order {
		part, err := g.part(t, gn)
		if err != nil {
			return nil, err
		}
		r, err := py.Call(t, args[0], append([]py.Value{part}, args[1:]...), kwargs)
		if err != nil {
			return nil, err
		}
		b, err := py.Truth(t, r)
		if err != nil {
			return nil, err
		}
		if b {
			for _, j := range g.rows[gn] {
				keep[j] = true
			}
		}
	}
	if err := chargeCells(t, len(keep), 1, 8); err != nil {
		return nil, err
	}
	var pos []int
	for j, k := range keep {
		if k {
			pos = append(pos, j)
		}
	}
	// pandas takes the kept rows from the frame as it is now.
	for _, p := range pos {
		if g.live != nil && p >= g.live.nrows() {
			return nil, py.NewIndexError("indices are out-of-bounds")
		}
	}
	if g.series || g.selScalar {
		k := 0
		if g.selScalar {
			k = g.selection[0]
		}
		return m.selectSeries(t, m.columnSeries(g.f, k), sel{pos: pos})
	}
	f, err := g.f.takeRows(t, pos, nil)
	if err != nil {
		return nil, err
	}
	return m.wrapFrame(f), nil
}

// groupHeadTail is head(n)/tail(n) of each group, in row order.
func (m *Module) groupHeadTail(t *py.Thread, g *grouping, args []py.Value, kwargs []py.Kwarg, head bool) (py.Value, error) {
	vals, err := bind("head", []string{"n"}, 0, args, kwargs)
	if err != nil {
		return nil, err
	}
	n, err := argInt(vals[0], "n", 5)
	if err != nil {
		return nil, err
	}
	if err := chargeCells(t, g.f.nrows(), 1, 8); err != nil {
		return nil, err
	}
	var pos []int
	for _, rows := range g.rows {
		// A negative n counts from the other end, as in pandas:
		// head(-1) is all rows of a group but its last.
		switch {
		case head && n >= 0:
			pos = append(pos, rows[:min(n, len(rows))]...)
		case head:
			pos = append(pos, rows[:max(len(rows)+n, 0)]...)
		case n >= 0:
			pos = append(pos, rows[max(len(rows)-n, 0):]...)
		case n > -len(rows): // (not -n: it overflows for the most negative int)
			pos = append(pos, rows[-n:]...)
		}
	}
	sort.Ints(pos)
	if g.series || g.selScalar {
		k := 0
		if g.selScalar {
			k = g.selection[0]
		}
		return m.selectSeries(t, m.columnSeries(g.f, k), sel{pos: pos})
	}
	f, err := g.f.takeRows(t, pos, nil)
	if err != nil {
		return nil, err
	}
	return m.wrapFrame(f), nil
}

// groupDescribe is describe() per group: a frame of statistics per
// group (columns (column, statistic) for a frame).
func (m *Module) groupDescribe(t *py.Thread, g *grouping) (py.Value, error) {
	cols := g.valueColumns()
	if g.series {
		cols = []int{0}
	}
	ps := []float64{0.25, 0.5, 0.75}
	stats := []string{"count", "mean", "std", "min", "25%", "50%", "75%", "max"}
	var out []*column
	var tuples, flat []py.Value
	for _, k := range cols {
		c := g.f.cols[k]
		if !c.dt.numeric() || c.dt == dtBool {
			continue
		}
		//krait:alloc-ok one per statistic of describe (eight)
		per := make([][]float64, len(stats))
		for _, gn := range g.order {
			sub, err := c.take(t, g.rows[gn])
			if err != nil {
				return nil, err
			}
			st, err := m.describeNumeric(t, sub, ps)
			if err != nil {
				return nil, err
			}
			for s := range stats {
				per[s] = append(per[s], st[s])
			}
		}
		for s, name := range stats {
			//krait:alloc-ok eight statistics per numeric column of the grouped frame
			out = append(out, floatCol(per[s]))
			//krait:alloc-ok eight statistics per numeric column of the grouped frame
			tuples = append(tuples, py.NewTuple([]py.Value{g.f.columns.labelAt(m, k), py.NewStr(name)}))
			//krait:alloc-ok eight statistics per numeric column of the grouped frame
			flat = append(flat, py.NewStr(name))
		}
	}
	var ix *index
	var err error
	if g.series || g.selScalar {
		ix, err = m.labelsIndex(t, flat)
	} else {
		ix, _, err = m.tuplesToMulti(t, tuples, nil)
	}
	if err != nil {
		return nil, err
	}
	return m.wrapFrame(&Frame{cols: out, columns: ix, idx: g.index}), nil
}

// groupValueCounts is SeriesGroupBy.value_counts: counts per group and
// value, under a MultiIndex (group keys, value).
func (m *Module) groupValueCounts(t *py.Thread, g *grouping, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	vals, err := bind("value_counts", []string{"normalize", "sort", "ascending", "bins", "dropna"}, 0, args, kwargs)
	if err != nil {
		return nil, err
	}
	norm, _ := argBool(t, vals[0], false)
	k := 0
	if g.selScalar {
		k = g.selection[0]
	} else if !g.series {
		return nil, py.NewNotImplementedError("DataFrameGroupBy.value_counts is not supported by krait's pandas")
	}
	c := g.f.cols[k]
	nk := g.index.nlevels()
	//krait:alloc-ok one per level of the group index, whose levels exist
	levels := make([][]py.Value, nk+1)
	var counts []int64
	var fracs []float64
	for r, gn := range g.order {
		sub, err := c.take(t, g.rows[gn])
		if err != nil {
			return nil, err
		}
		u, cnt, err := m.valueCounts(t, sub, true, true, false)
		if err != nil {
			return nil, err
		}
		total := 0
		for _, x := range cnt {
			total += int(x)
		}
		for j := 0; j < u.len(); j++ {
			for l := 0; l < nk; l++ {
				lc, _ := g.index.levelColumn(t, m, l)
				levels[l] = append(levels[l], lc.pyAt(m, r))
			}
			levels[nk] = append(levels[nk], u.pyAt(m, j))
			counts = append(counts, cnt[j])
			fracs = append(fracs, float64(cnt[j])/float64(total))
		}
	}
	var cols []*column
	var names []py.Value
	for l := 0; l <= nk; l++ {
		cc, err := m.inferColumn(t, levels[l])
		if err != nil {
			return nil, err
		}
		cols = append(cols, cc)
		if l < nk {
			names = append(names, g.keyNames[l])
		} else {
			names = append(names, g.f.columns.labelAt(m, k))
		}
	}
	ix := multiIndex(cols, names)
	name := g.f.columns.labelAt(m, k)
	if norm {
		return m.wrapSeries(floatCol(fracs), ix, name), nil
	}
	return m.wrapSeries(intCol(counts), ix, name), nil
}

// groupIdx is idxmax/idxmin per group: the label of the extreme row.
func (m *Module) groupIdx(t *py.Thread, g *grouping, isMax bool) (py.Value, error) {
	cols := g.valueColumns()
	if g.series {
		cols = []int{0}
	}
	var out []*column
	for _, k := range cols {
		c := g.f.cols[k]
		if err := chargeCells(t, g.ngroups, 1, 16); err != nil {
			return nil, err
		}
		vals := make([]py.Value, g.ngroups)
		for r, gn := range g.order {
			best := -1
			for _, j := range g.rows[gn] {
				if c.isNA(j) {
					continue
				}
				if best < 0 {
					best = j
					continue
				}
				cmp, err := c.compareAt(t, j, best)
				if err != nil {
					return nil, err
				}
				if (isMax && cmp > 0) || (!isMax && cmp < 0) {
					best = j
				}
			}
			if best < 0 {
				vals[r] = py.Float(nanValue)
			} else {
				vals[r] = g.f.idx.labelAt(m, best)
			}
		}
		col, err := m.inferColumn(t, vals)
		if err != nil {
			return nil, err
		}
		out = append(out, col)
	}
	if g.series || g.selScalar {
		return m.wrapSeries(out[0], g.index, g.f.columns.labelAt(m, cols[0])), nil
	}
	labels, err := g.f.columns.take(t, cols)
	if err != nil {
		return nil, err
	}
	return m.wrapFrame(&Frame{cols: out, columns: labels, idx: g.index}), nil
}

// groupRolling is groupby(...).rolling(window): not in krait yet.
func (m *Module) groupRolling(t *py.Thread, g *grouping, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	return nil, py.NewNotImplementedError("groupby(...).rolling is not supported by krait's pandas")
}
