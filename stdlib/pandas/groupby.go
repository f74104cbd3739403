package pandas

import (
	"math"

	"github.com/kraitpy/krait/py"
)

// This file is groupby's engine: the keys (columns, index levels,
// Series, functions of the labels), their factorization into groups in
// sorted order, the index of the result, and the per-group aggregation
// kernels (Kahan sums and Welford variances as pandas' cython kernels
// compute them).

// grouping is one groupby: the source rows, the keys and the groups.
type grouping struct {
	m *Module
	f *Frame // the source frame (a one-column frame for a Series) as grouped
	// live is the frame the program holds, which a callback can change in
	// place while f keeps the rows and columns the groups were made of.
	live      *Frame
	series    bool // grouping a Series
	keys      []*column
	keyNames  []py.Value
	keyCols   []int // column positions of keys taken from columns (-1 otherwise)
	codes     []int // group of each row (-1: dropped)
	ngroups   int
	order     []int   // group numbers in result order
	rank      []int   // position in result order of each group number
	rows      [][]int // rows of each group (by group number)
	asIndex   bool
	sortKeys  bool
	dropna    bool
	groupKeys bool
	// explicitKeys is group_keys=True given explicitly.
	explicitKeys bool
	selection    []int // selected columns (nil: every non-key column)
	selScalar    bool  // one column selected by label: a SeriesGroupBy
	index        *index
}

// Type implements py.Value.
func (*grouping) Type() *py.Type { return opaque }

// newGrouping builds a groupby of frame f by the given keys.
func (m *Module) newGrouping(t *py.Thread, f *Frame, series bool, by, level py.Value, asIndex, sortKeys, dropna bool) (*grouping, error) {
	live := f
	f = &Frame{m: f.m, cols: append([]*column(nil), f.cols...), columns: f.columns, idx: f.idx} //krait:alloc-ok one pointer per column of a frame that exists
	g := &grouping{m: m, f: f, live: live, series: series, asIndex: asIndex, sortKeys: sortKeys, dropna: dropna, groupKeys: true}
	var byList []py.Value
	if !isNone(by) {
		if l, ok := by.(*py.List); ok {
			byList = l.Items()
		} else {
			byList = []py.Value{by}
		}
	}
	if !isNone(level) {
		levels, _, err := m.labelArg(t, level)
		if err != nil {
			return nil, err
		}
		for _, l := range levels {
			k := m.levelNumber(t, f.idx, l)
			if k < 0 {
				return nil, py.NewValueError("level name %s is not the name of the index", reprOrType(l))
			}
			c, err := f.idx.levelColumn(t, m, k)
			if err != nil {
				return nil, err
			}
			g.keys = append(g.keys, c)
			g.keyNames = append(g.keyNames, f.idx.levelName(k))
			g.keyCols = append(g.keyCols, -1)
		}
	}
	if len(byList) == 0 && len(g.keys) == 0 {
		return nil, py.NewTypeError("You have to supply one of 'by' and 'level'")
	}
	for _, b := range byList {
		if s := seriesOf(b); s != nil {
			r, err := m.reindexSeries(t, s, f.idx)
			if err != nil {
				return nil, err
			}
			g.keys = append(g.keys, r.col)
			g.keyNames = append(g.keyNames, nameOrNone(s.name))
			g.keyCols = append(g.keyCols, -1)
			continue
		}
		if py.IsCallable(b) && indexOf(b) == nil {
			if err := chargeCells(t, f.nrows(), 1, 16); err != nil {
				return nil, err
			}
			vals := make([]py.Value, f.nrows())
			for j := range vals {
				r, err := py.Call(t, b, []py.Value{f.idx.labelAt(m, j)}, nil)
				if err != nil {
					return nil, err
				}
				vals[j] = r
			}
			c, err := m.inferColumn(t, vals)
			if err != nil {
				return nil, err
			}
			g.keys = append(g.keys, c)
			g.keyNames = append(g.keyNames, py.None)
			g.keyCols = append(g.keyCols, -1)
			continue
		}
		if d, ok := b.(*py.Dict); ok {
			c, err := m.mapColumn(t, mustValues(t, m, f.idx), d, false)
			if err != nil {
				return nil, err
			}
			g.keys = append(g.keys, c)
			g.keyNames = append(g.keyNames, py.None)
			g.keyCols = append(g.keyCols, -1)
			continue
		}
		if isListLike(b) {
			c, err := m.columnFrom(t, b)
			if err != nil {
				return nil, err
			}
			if c.len() != f.nrows() {
				return nil, py.NewValueError("Grouper and axis must be same length")
			}
			g.keys = append(g.keys, c)
			// An Index key names the groups' index as it is named.
			name := py.Value(py.None)
			if ix := indexOf(b); ix != nil && !ix.isMulti() {
				name = nameOrNone(ix.name)
			}
			g.keyNames = append(g.keyNames, name)
			g.keyCols = append(g.keyCols, -1)
			continue
		}
		if !series {
			ps, err := m.columnPositions(t, f, b)
			if err != nil {
				return nil, err
			}
			if len(ps) == 1 {
				g.keys = append(g.keys, f.cols[ps[0]])
				g.keyNames = append(g.keyNames, b)
				g.keyCols = append(g.keyCols, ps[0])
				continue
			}
		}
		k := m.levelNumber(t, f.idx, b)
		if k >= 0 && f.idx.levelName(k) != py.None {
			c, err := f.idx.levelColumn(t, m, k)
			if err != nil {
				return nil, err
			}
			g.keys = append(g.keys, c)
			g.keyNames = append(g.keyNames, b)
			g.keyCols = append(g.keyCols, -1)
			continue
		}
		return nil, keyError(b)
	}
	if err := g.factor(t); err != nil {
		return nil, err
	}
	return g, nil
}

// mustValues returns the labels of an index as a column.
func mustValues(t *py.Thread, m *Module, ix *index) *column {
	c, err := ix.values(t, m)
	if err != nil {
		return objCol(nil)
	}
	return c
}

// factor numbers the groups, orders them and builds the result index.
func (g *grouping) factor(t *py.Thread) error {
	if len(g.keys) == 1 && g.keys[0].cat != nil {
		return g.factorCategorical(t)
	}
	codes, firsts, err := factorize(t, g.keys, g.dropna)
	if err != nil {
		return err
	}
	if !g.dropna {
		// NaN keys make one group each per distinct NaN key already.
	}
	g.codes = codes
	g.ngroups = len(firsts)
	g.order = seq(g.ngroups)
	if g.sortKeys && g.ngroups > 1 {
		keys := make([]sortKey, len(g.keys))
		for k, c := range g.keys {
			u, err := c.take(t, firsts)
			if err != nil {
				return err
			}
			keys[k] = sortKey{c: u, ascending: true}
		}
		ord, err := argsort(t, g.ngroups, keys, false)
		if err != nil {
			if _, ok := err.(*py.Exception); !ok {
				return err
			}
			ord = seq(g.ngroups)
		}
		g.order = ord
	}
	g.rank = make([]int, g.ngroups)
	for r, gn := range g.order {
		g.rank[gn] = r
	}
	g.rows = make([][]int, g.ngroups)
	counts := make([]int, g.ngroups)
	for _, c := range codes {
		if c >= 0 {
			counts[c]++
		}
	}
	for gn := range g.rows {
		g.rows[gn] = make([]int, 0, counts[gn]) //krait:alloc-ok the counts add up to at most len(codes): one int per row in all
	}
	for j, c := range codes {
		if c >= 0 {
			g.rows[c] = append(g.rows[c], j)
		}
	}
	pos := make([]int, g.ngroups)
	for r, gn := range g.order {
		pos[r] = firsts[gn]
	}
	levels := make([]*column, len(g.keys))
	for k, c := range g.keys {
		if levels[k], err = c.take(t, pos); err != nil {
			return err
		}
	}
	if len(levels) == 1 {
		g.index = flatIndex(levels[0], g.keyNames[0])
	} else {
		g.index = multiIndex(levels, append([]py.Value(nil), g.keyNames...))
	}
	return nil
}

// factorCategorical groups by a categorical key: every category is a
// group, in category order (observed=False).
func (g *grouping) factorCategorical(t *py.Thread) error {
	c := g.keys[0]
	codes, err := c.catCodes(t)
	if err != nil {
		return err
	}
	if err := charge(t, dtInt, 2*len(c.cat.cats)); err != nil {
		return err
	}
	g.codes = codes
	g.ngroups = len(c.cat.cats)
	g.order = seq(g.ngroups)
	g.rank = seq(g.ngroups)
	g.rows = make([][]int, g.ngroups)
	for j, k := range g.codes {
		if k >= 0 {
			g.rows[k] = append(g.rows[k], j)
		}
	}
	lc := objCol(append([]py.Value(nil), c.cat.cats...))
	lc.cat = c.cat
	g.index = flatIndex(lc, g.keyNames[0])
	return nil
}

// valueColumns returns the positions of the columns aggregated: the
// selection, or every column that is not a key.
func (g *grouping) valueColumns() []int {
	if g.selection != nil {
		return g.selection
	}
	isKey := map[int]bool{}
	for _, k := range g.keyCols {
		if k >= 0 {
			isKey[k] = true
		}
	}
	var out []int
	for k := range g.f.cols {
		if !isKey[k] {
			out = append(out, k)
		}
	}
	return out
}

// aggColumn aggregates one column per group with a named function,
// returning a column in result order.
func (g *grouping) aggColumn(t *py.Thread, c *column, name string, ddof int) (*column, error) {
	if err := t.Charge(int64(len(g.codes))); err != nil {
		return nil, err
	}
	n := g.ngroups
	// The result and at most one scratch array per group, and a group's
	// values (no more than the rows).
	if err := charge(t, dtObject, 2*n+len(g.codes)); err != nil {
		return nil, err
	}
	switch name {
	case "size":
		out := intCol(make([]int64, n))
		for r, gn := range g.order {
			out.i[r] = int64(len(g.rows[gn]))
		}
		return out, nil
	case "count":
		out := intCol(make([]int64, n))
		for r, gn := range g.order {
			k := 0
			for _, j := range g.rows[gn] {
				if !c.isNA(j) {
					k++
				}
			}
			out.i[r] = int64(k)
		}
		return out, nil
	case "nunique":
		out := intCol(make([]int64, n))
		for r, gn := range g.order {
			seen := map[hkey]bool{}
			for _, j := range g.rows[gn] {
				if !c.isNA(j) {
					seen[c.keyAt(t, j)] = true
				}
			}
			out.i[r] = int64(len(seen))
		}
		return out, nil
	case "first", "last":
		pos := make([]int, n)
		for r, gn := range g.order {
			pos[r] = -1
			rows := g.rows[gn]
			if name == "first" {
				for _, j := range rows {
					if !c.isNA(j) {
						pos[r] = j
						break
					}
				}
			} else {
				for k := len(rows) - 1; k >= 0; k-- {
					if !c.isNA(rows[k]) {
						pos[r] = rows[k]
						break
					}
				}
			}
		}
		return c.take(t, pos)
	}
	if c.dt == dtObject || c.dt == dtDatetime || c.dt == dtTimedelta {
		return g.aggGeneric(t, c, name, ddof)
	}
	switch name {
	case "sum", "prod":
		if c.dt == dtInt || c.dt == dtBool {
			out := intCol(make([]int64, n))
			for r, gn := range g.order {
				var acc int64
				if name == "prod" {
					acc = 1
				}
				for _, j := range g.rows[gn] {
					v := int64(c.floatAt(j))
					if c.dt == dtInt {
						v = c.i[j]
					}
					if name == "sum" {
						acc += v
					} else {
						acc *= v
					}
				}
				out.i[r] = acc
			}
			return out, nil
		}
		out := floatCol(make([]float64, n))
		for r, gn := range g.order {
			if name == "prod" {
				acc := 1.0
				for _, j := range g.rows[gn] {
					if v := c.f[j]; v == v {
						acc *= v
					}
				}
				out.f[r] = acc
				continue
			}
			out.f[r] = kahanSum(c, g.rows[gn])
		}
		return out, nil
	case "mean":
		out := floatCol(make([]float64, n))
		for r, gn := range g.order {
			s, k := kahanSumCount(c, g.rows[gn])
			if k == 0 {
				out.f[r] = math.NaN()
			} else {
				out.f[r] = s / float64(k)
			}
		}
		return out, nil
	case "min", "max":
		isMax := name == "max"
		if c.dt == dtInt {
			out := intCol(make([]int64, n))
			for r, gn := range g.order {
				for k, j := range g.rows[gn] {
					v := c.i[j]
					if k == 0 || (isMax && v > out.i[r]) || (!isMax && v < out.i[r]) {
						out.i[r] = v
					}
				}
			}
			return out, nil
		}
		if c.dt == dtBool {
			out := boolCol(make([]bool, n))
			for r, gn := range g.order {
				for k, j := range g.rows[gn] {
					v := c.b[j]
					if k == 0 || (isMax && v) || (!isMax && !v) {
						out.b[r] = v
					}
				}
			}
			return out, nil
		}
		out := floatCol(make([]float64, n))
		for r, gn := range g.order {
			best := math.NaN()
			for _, j := range g.rows[gn] {
				v := c.f[j]
				if v != v {
					continue
				}
				if best != best || (isMax && v > best) || (!isMax && v < best) {
					best = v
				}
			}
			out.f[r] = best
		}
		return out, nil
	case "std", "var", "sem":
		out := floatCol(make([]float64, n))
		for r, gn := range g.order {
			nobs, mean, ssq := 0.0, 0.0, 0.0
			for _, j := range g.rows[gn] {
				v := c.floatAt(j)
				if v != v {
					continue
				}
				nobs++
				old := mean
				mean += (v - old) / nobs
				ssq += (v - mean) * (v - old)
			}
			v := math.NaN()
			if nobs > float64(ddof) {
				v = ssq / (nobs - float64(ddof))
			}
			switch name {
			case "std":
				v = math.Sqrt(v)
			case "sem":
				v = math.Sqrt(v) / math.Sqrt(nobs)
			}
			out.f[r] = v
		}
		return out, nil
	case "median":
		out := floatCol(make([]float64, n))
		for r, gn := range g.order {
			var vals []float64
			for _, j := range g.rows[gn] {
				if v := c.floatAt(j); v == v {
					vals = append(vals, v)
				}
			}
			out.f[r] = median(vals)
		}
		return out, nil
	case "any", "all":
		out := boolCol(make([]bool, n))
		for r, gn := range g.order {
			res := name == "all"
			for _, j := range g.rows[gn] {
				if c.isNA(j) {
					continue
				}
				b := c.floatAt(j) != 0
				if name == "any" && b {
					res = true
					break
				}
				if name == "all" && !b {
					res = false
					break
				}
			}
			out.b[r] = res
		}
		return out, nil
	}
	return g.aggGeneric(t, c, name, ddof)
}

// kahanSum is pandas' group_sum: compensated summation of non-NaN
// values.
func kahanSum(c *column, rows []int) float64 {
	s, _ := kahanSumCount(c, rows)
	return s
}

// kahanSumCount returns the compensated sum and count of non-NaN values.
func kahanSumCount(c *column, rows []int) (float64, int) {
	var sum, comp float64
	k := 0
	for _, j := range rows {
		v := c.floatAt(j)
		if v != v {
			continue
		}
		k++
		y := v - comp
		t := sum + y
		comp = t - sum - y
		sum = t
	}
	return sum, k
}

// aggGeneric reduces each group through reduceColumn (objects, dates,
// and the rarer functions).
func (g *grouping) aggGeneric(t *py.Thread, c *column, name string, ddof int) (*column, error) {
	//krait:alloc-ok one per group: factorize charged 104 bytes per group
	vals := make([]py.Value, g.ngroups)
	for r, gn := range g.order {
		sub, err := c.take(t, g.rows[gn])
		if err != nil {
			return nil, err
		}
		v, err := g.m.reduceColumn(t, name, sub, reduceOpts{skipna: true, ddof: ddof})
		if err != nil {
			return nil, err
		}
		vals[r] = unboxNumpy(v)
	}
	return g.m.inferColumn(t, vals)
}

// groupFrame returns the rows of group gn as a frame (columns as
// selected when sel).
func (g *grouping) groupFrame(t *py.Thread, gn int, cols []int) (*Frame, error) {
	sub := &Frame{m: g.m, columns: g.f.columns, cols: g.f.cols}
	if cols != nil {
		labels, err := g.f.columns.take(t, cols)
		if err != nil {
			return nil, err
		}
		sub = &Frame{m: g.m, columns: labels}
		for _, k := range cols {
			sub.cols = append(sub.cols, g.f.cols[k])
		}
	}
	sub.idx = g.f.idx
	return sub.takeRows(t, g.rows[gn], nil)
}

// groupKey returns the key of group gn as the Python value iteration
// gives: a scalar for one key, a tuple for several.
func (g *grouping) groupKey(gn int) py.Value {
	r := g.rank[gn]
	if g.index.isMulti() {
		return g.index.tupleAt(g.m, r)
	}
	return g.index.labelAt(g.m, r)
}

// resultIndex returns the index of an aggregation, or with as_index
// False a RangeIndex and the key columns to prepend.
func (g *grouping) keyColumns(t *py.Thread) ([]*column, []py.Value, error) {
	var cols []*column
	var names []py.Value
	for k := 0; k < g.index.nlevels(); k++ {
		c, err := g.index.levelColumn(t, g.m, k)
		if err != nil {
			return nil, nil, err
		}
		name := g.keyNames[k]
		if g.keyCols[k] < 0 && name == py.None {
			continue
		}
		cols = append(cols, c)
		names = append(names, name)
	}
	return cols, names, nil
}

// finish wraps aggregated columns as the result frame: indexed by the
// group keys, or with the keys as leading columns when as_index=False.
func (g *grouping) finish(t *py.Thread, cols []*column, labels *index) (*Frame, error) {
	out := &Frame{m: g.m, cols: cols, columns: labels, idx: g.index}
	if g.asIndex {
		return out, nil
	}
	kc, kn, err := g.keyColumns(t)
	if err != nil {
		return nil, err
	}
	existing, err := g.m.indexLabels(t, labels)
	if err != nil {
		return nil, err
	}
	// The key columns, then the existing ones: a label and a column
	// pointer each.
	if err := t.Alloc(int64(len(kn)+len(existing)+len(cols)) * 24); err != nil {
		return nil, err
	}
	var allLabels []py.Value
	var allCols []*column
	for k, name := range kn {
		if ps, _ := labels.find(t, keyOf(t, name)); len(ps) > 0 {
			continue
		}
		allLabels = append(allLabels, name)
		allCols = append(allCols, kc[k])
	}
	allLabels = append(allLabels, existing...)
	allCols = append(allCols, cols...)
	if labels.isMulti() {
		var tuples []py.Value
		for _, l := range allLabels[:len(allLabels)-len(existing)] {
			items := make([]py.Value, labels.nlevels())
			items[0] = l
			for k := 1; k < len(items); k++ {
				items[k] = py.NewStr("")
			}
			tuples = append(tuples, py.NewTuple(items))
		}
		mi, _, err := g.m.tuplesToMulti(t, append(tuples, existing...), labels.names)
		if err != nil {
			return nil, err
		}
		out.columns = mi
	} else {
		ix, err := g.m.labelsIndex(t, allLabels)
		if err != nil {
			return nil, err
		}
		out.columns = ix
	}
	out.cols = allCols
	out.idx = rangeIndex(g.ngroups)
	return out, nil
}

// numericOnlyAgg reports whether an aggregation drops non-numeric
// columns by default (pandas 1.5's numeric_only default).
func numericOnlyAgg(name string) bool {
	switch name {
	case "sum", "mean", "median", "std", "var", "sem", "prod", "quantile":
		return true
	}
	return false
}
