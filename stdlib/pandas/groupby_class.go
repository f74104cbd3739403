package pandas

import (
	"math"

	"github.com/kraitpy/krait/py"
)

// This file is the DataFrameGroupBy and SeriesGroupBy classes: column
// selection, the named aggregations, agg/aggregate in its string, list,
// dict and named forms, size, transform, apply, filter, iteration and
// get_group.

// groupSelf returns the grouping of a receiver.
func groupSelf(self py.Value) (*grouping, error) {
	if in, ok := self.(*py.Instance); ok {
		if g, ok := in.Base.(*grouping); ok {
			return g, nil
		}
	}
	return nil, py.NewTypeError("descriptor requires a GroupBy object but received a '%s'", py.TypeName(self))
}

// gmeth makes a GroupBy method.
func gmeth(name string, fn func(t *py.Thread, g *grouping, args []py.Value, kwargs []py.Kwarg) (py.Value, error)) method {
	return method{Name: name, Fn: func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		g, err := groupSelf(self)
		if err != nil {
			return nil, err
		}
		return fn(t, g, args, kwargs)
	}}
}

// wrapGroup makes a DataFrameGroupBy or SeriesGroupBy value.
func (m *Module) wrapGroup(g *grouping) py.Value {
	if g.series || g.selScalar {
		return &py.Instance{Class: m.seriesGroupByCls, Base: g}
	}
	return &py.Instance{Class: m.groupByCls, Base: g}
}

// groupbyMethod is DataFrame.groupby / Series.groupby.
func (m *Module) groupbyMethod(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	vals, err := bind("groupby", []string{"by", "axis", "level", "as_index", "sort", "group_keys", "squeeze", "observed", "dropna"}, 0, args, kwargs)
	if err != nil {
		return nil, err
	}
	asIndex, err := argBool(t, vals[3], true)
	if err != nil {
		return nil, err
	}
	sortKeys, err := argBool(t, vals[4], true)
	if err != nil {
		return nil, err
	}
	dropna, err := argBool(t, vals[8], true)
	if err != nil {
		return nil, err
	}
	s, f, err := ndSelf(self)
	if err != nil {
		return nil, err
	}
	series := s != nil
	if series {
		f = &Frame{m: m, cols: []*column{s.col}, columns: rangeIndex(1), idx: s.idx}
		name := s.name
		if name == nil {
			name = py.None
		}
		cols, _ := m.labelsIndex(t, []py.Value{name})
		f.columns = cols
		if !asIndex {
			return nil, py.NewTypeError("as_index=False only valid with DataFrame")
		}
	}
	g, err := m.newGrouping(t, f, series, vals[0], vals[2], asIndex, sortKeys, dropna)
	if err != nil {
		return nil, err
	}
	if vals[5] == py.False {
		g.groupKeys = false
	}
	if vals[5] == py.True {
		g.explicitKeys = true
	}
	return m.wrapGroup(g), nil
}

// makeGroupByClasses creates DataFrameGroupBy and SeriesGroupBy.
func (m *Module) makeGroupByClasses(t *py.Thread) error {
	methods := []method{
		gmeth("__getitem__", func(t *py.Thread, g *grouping, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			return m.groupSelect(t, g, args[0])
		}),
		gmeth("__getattr__", func(t *py.Thread, g *grouping, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			name, _ := args[0].(*py.Str)
			if name != nil && !g.series && !startsUnderscore(name.String()) {
				if ps, _ := g.f.columns.find(t, hkey{k: kStr, s: name.String()}); len(ps) == 1 {
					return m.groupSelect(t, g, name)
				}
			}
			n := "?"
			if name != nil {
				n = name.String()
			}
			cls := "DataFrameGroupBy"
			if g.series || g.selScalar {
				cls = "SeriesGroupBy"
			}
			return nil, py.NewAttributeError("'%s' object has no attribute '%s'", cls, n)
		}),
		gmeth("__iter__", func(t *py.Thread, g *grouping, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			//krait:alloc-ok one per group: factorize charged 104 bytes per group
			out := make([]py.Value, g.ngroups)
			for r, gn := range g.order {
				part, err := g.part(t, gn)
				if err != nil {
					return nil, err
				}
				out[r] = py.NewTuple([]py.Value{g.groupKey(gn), part})
			}
			return py.IterObject(t, py.NewList(out))
		}),
		gmeth("__len__", func(t *py.Thread, g *grouping, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			return py.NewInt(int64(g.ngroups)), nil
		}),
		gmeth("get_group", func(t *py.Thread, g *grouping, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			vals, err := bind("get_group", []string{"name", "obj"}, 1, args, kwargs)
			if err != nil {
				return nil, err
			}
			k := keyOf(t, vals[0])
			for _, gn := range g.order {
				if keyOf(t, g.groupKey(gn)) == k {
					return g.part(t, gn)
				}
			}
			return nil, keyError(vals[0])
		}),
		gmeth("size", func(t *py.Thread, g *grouping, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			c, err := g.aggColumn(t, nil, "size", 1)
			if err != nil {
				return nil, err
			}
			if !g.asIndex {
				lbl, _ := m.labelsIndex(t, []py.Value{py.NewStr("size")})
				f, err := g.finish(t, []*column{c}, lbl)
				if err != nil {
					return nil, err
				}
				return m.wrapFrame(f), nil
			}
			name := py.Value(py.None)
			if g.series {
				name = g.f.columns.labelAt(m, 0)
			}
			return m.wrapSeries(c, g.index, name), nil
		}),
		gmeth("agg", m.groupAgg),
		gmeth("aggregate", m.groupAgg),
		gmeth("transform", m.groupTransform),
		gmeth("apply", m.groupApply),
		gmeth("filter", m.groupFilter),
		gmeth("cumcount", func(t *py.Thread, g *grouping, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			if err := chargeCells(t, g.f.nrows(), 1, 8); err != nil {
				return nil, err
			}
			out := intCol(make([]int64, g.f.nrows()))
			for _, rows := range g.rows {
				for k, j := range rows {
					out.i[j] = int64(k)
				}
			}
			return m.wrapSeries(out, g.f.idx, py.None), nil
		}),
		gmeth("ngroup", func(t *py.Thread, g *grouping, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			if err := chargeCells(t, g.f.nrows(), 1, 8); err != nil {
				return nil, err
			}
			out := intCol(make([]int64, g.f.nrows()))
			for j, c := range g.codes {
				out.i[j] = int64(g.rank[c])
			}
			return m.wrapSeries(out, g.f.idx, py.None), nil
		}),
		gmeth("head", func(t *py.Thread, g *grouping, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			return m.groupHeadTail(t, g, args, kwargs, true)
		}),
		gmeth("tail", func(t *py.Thread, g *grouping, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			return m.groupHeadTail(t, g, args, kwargs, false)
		}),
		gmeth("describe", func(t *py.Thread, g *grouping, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			return m.groupDescribe(t, g)
		}),
		gmeth("value_counts", m.groupValueCounts),
		gmeth("idxmax", func(t *py.Thread, g *grouping, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			return m.groupIdx(t, g, true)
		}),
		gmeth("idxmin", func(t *py.Thread, g *grouping, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			return m.groupIdx(t, g, false)
		}),
		gmeth("unique", func(t *py.Thread, g *grouping, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			return m.groupApplyFunc(t, g, func(t *py.Thread, c *column) (py.Value, error) {
				_, firsts, err := factorize(t, []*column{c}, false)
				if err != nil {
					return nil, err
				}
				u, err := c.take(t, firsts)
				if err != nil {
					return nil, err
				}
				a, err := u.array(t, m)
				if err != nil {
					return nil, err
				}
				return m.np.Wrap(a), nil
			})
		}),
		gmeth("quantile", func(t *py.Thread, g *grouping, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			vals, err := bind("quantile", []string{"q", "interpolation", "numeric_only"}, 0, args, kwargs)
			if err != nil {
				return nil, err
			}
			q := 0.5
			if vals[0] != nil {
				q, _ = pyNumber(vals[0])
			}
			return m.groupApplyFunc(t, g, func(t *py.Thread, c *column) (py.Value, error) {
				// quantileColumn's sorted copy of the values.
				if err := chargeCells(t, c.len(), 1, 16); err != nil {
					return nil, err
				}
				return py.Float(quantileColumn(c, q)), nil
			})
		}),
	}
	for _, name := range []string{"sum", "mean", "median", "min", "max", "std", "var", "count", "nunique", "first", "last", "prod", "sem", "any", "all"} {
		name := name
		methods = append(methods, gmeth(name, func(t *py.Thread, g *grouping, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			ddof := 1
			numOnly := -1
			for _, kw := range kwargs {
				switch kw.Name {
				case "ddof":
					d, err := argInt(kw.Value, "ddof", 1)
					if err != nil {
						return nil, err
					}
					ddof = d
				case "numeric_only":
					if b, _ := py.Truth(t, kw.Value); b {
						numOnly = 1
					} else {
						numOnly = 0
					}
				case "min_count", "skipna", "dropna":
				default:
					return nil, py.NewTypeError("%s() got an unexpected keyword argument '%s'", name, kw.Name)
				}
			}
			if len(args) > 0 && (name == "std" || name == "var" || name == "sem") {
				d, err := argInt(args[0], "ddof", 1)
				if err != nil {
					return nil, err
				}
				ddof = d
			}
			return m.groupReduce(t, g, name, ddof, numOnly)
		}))
	}
	for _, name := range []string{"cumsum", "cumprod", "cummax", "cummin", "shift", "diff", "rank", "pct_change", "fillna", "ffill", "bfill"} {
		name := name
		methods = append(methods, gmeth(name, func(t *py.Thread, g *grouping, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			return m.groupWindowOp(t, g, name, args, kwargs)
		}))
	}
	methods = append(methods, gmeth("rolling", func(t *py.Thread, g *grouping, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		return m.groupRolling(t, g, args, kwargs)
	}))
	attrs := map[string]py.Value{
		"ngroups": &py.Property{Name: "ngroups", Get: py.NewBuiltin("ngroups", func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			g, err := groupSelf(args[0])
			if err != nil {
				return nil, err
			}
			return py.NewInt(int64(g.ngroups)), nil
		})},
		"groups": &py.Property{Name: "groups", Get: py.NewBuiltin("groups", func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			g, err := groupSelf(args[0])
			if err != nil {
				return nil, err
			}
			d := py.NewDict()
			for _, gn := range g.order {
				ix, err := g.f.idx.take(t, g.rows[gn])
				if err != nil {
					return nil, err
				}
				if err := d.Set(t, g.groupKey(gn), m.wrapIndex(ix)); err != nil {
					return nil, err
				}
			}
			return d, nil
		})},
	}
	var err error
	if m.groupByCls, err = m.newClass(t, "pandas.core.groupby.generic", "DataFrameGroupBy", nil, methods, attrs); err != nil {
		return err
	}
	m.seriesGroupByCls, err = m.newClass(t, "pandas.core.groupby.generic", "SeriesGroupBy", nil, methods, attrs)
	return err
}

// part returns group gn's rows: a frame, or a Series for a
// SeriesGroupBy.
func (g *grouping) part(t *py.Thread, gn int) (py.Value, error) {
	m := g.m
	if g.series || g.selScalar {
		k := 0
		if g.selScalar {
			k = g.selection[0]
		}
		c, err := g.f.cols[k].take(t, g.rows[gn])
		if err != nil {
			return nil, err
		}
		idx, err := g.f.idx.take(t, g.rows[gn])
		if err != nil {
			return nil, err
		}
		return m.wrapSeries(c, idx, g.f.columns.labelAt(m, k)), nil
	}
	sub, err := g.groupFrame(t, gn, g.selection)
	if err != nil {
		return nil, err
	}
	return m.wrapFrame(sub), nil
}

// groupSelect is gb[col] / gb[[cols]].
func (m *Module) groupSelect(t *py.Thread, g *grouping, key py.Value) (py.Value, error) {
	if g.series {
		return nil, py.NewTypeError("Column(s) %s already selected", reprOrType(key))
	}
	h := *g
	if isListLike(key) || isTuple(key) {
		labels, err := m.listItems(t, key)
		if err != nil {
			return nil, err
		}
		h.selection = nil
		for _, l := range labels {
			ps, err := m.columnPositions(t, g.f, l)
			if err != nil {
				return nil, err
			}
			if len(ps) == 0 {
				s, _ := py.Repr(t, py.NewList([]py.Value{l}))
				return nil, py.NewKeyError(py.NewStr("Columns not found: " + s[1:len(s)-1]))
			}
			h.selection = append(h.selection, ps...)
		}
		h.selScalar = false
		return m.wrapGroup(&h), nil
	}
	ps, err := m.columnPositions(t, g.f, key)
	if err != nil {
		return nil, err
	}
	if len(ps) == 0 {
		return nil, py.NewKeyError(py.NewStr("Column not found: " + reprStr(t, key)))
	}
	h.selection = ps[:1]
	h.selScalar = true
	return m.wrapGroup(&h), nil
}

// reprStr is str(v) (its repr for strings' absence of quotes is not
// wanted: pandas shows the label as str).
func reprStr(t *py.Thread, v py.Value) string {
	s, err := py.ToStr(t, v)
	if err != nil {
		return "?"
	}
	return s
}

// groupReduce is gb.sum() and the other named aggregations.
func (m *Module) groupReduce(t *py.Thread, g *grouping, name string, ddof, numOnly int) (py.Value, error) {
	cols := g.valueColumns()
	if g.series || g.selScalar {
		k := cols[0]
		if g.series {
			k = 0
		}
		c, err := g.aggColumn(t, g.f.cols[k], name, ddof)
		if err != nil {
			return nil, err
		}
		label := g.f.columns.labelAt(m, k)
		if !g.asIndex {
			lbl, _ := m.labelsIndex(t, []py.Value{label})
			f, err := g.finish(t, []*column{c}, lbl)
			if err != nil {
				return nil, err
			}
			return m.wrapFrame(f), nil
		}
		return m.wrapSeries(c, g.index, label), nil
	}
	var out []*column
	var keep []int
	for _, k := range cols {
		c := g.f.cols[k]
		if (numOnly == 1 || (numOnly == -1 && numericOnlyAgg(name))) && !c.dt.numeric() {
			continue
		}
		r, err := g.aggColumn(t, c, name, ddof)
		if err != nil {
			if numOnly == -1 {
				if _, ok := err.(*py.Exception); ok {
					continue
				}
			}
			return nil, err
		}
		out = append(out, r)
		keep = append(keep, k)
	}
	labels, err := g.f.columns.take(t, keep)
	if err != nil {
		return nil, err
	}
	f, err := g.finish(t, out, labels)
	if err != nil {
		return nil, err
	}
	return m.wrapFrame(f), nil
}

// funcName returns the name of an aggregation argument: a str, or the
// __name__ of a numpy/builtin function that has a named counterpart.
func funcName(t *py.Thread, v py.Value) (string, bool) {
	if s, ok := strOf(v); ok {
		return s, true
	}
	n, err := py.GetAttrByName(t, v, "__name__")
	if err != nil {
		return "", false
	}
	s, ok := strOf(n)
	if !ok {
		return "", false
	}
	switch s {
	case "sum", "mean", "median", "min", "max", "std", "var", "prod", "len", "amin", "amax", "nanmean", "nansum", "count_nonzero":
		switch s {
		case "len":
			return "size", true
		case "amin":
			return "min", true
		case "amax":
			return "max", true
		case "nanmean":
			return "mean", true
		case "nansum":
			return "sum", true
		case "count_nonzero":
			return "", false
		}
		return s, true
	}
	return "", false
}

// aggOne aggregates column k with one function argument (a name or a
// callable), returning a column in result order.
func (m *Module) aggOne(t *py.Thread, g *grouping, k int, fn py.Value) (*column, error) {
	c := g.f.cols[k]
	if name, ok := funcName(t, fn); ok {
		switch name {
		case "sum", "mean", "median", "min", "max", "std", "var", "count", "nunique", "first", "last", "prod", "sem", "size", "any", "all":
			return g.aggColumn(t, c, name, 1)
		}
		if _, isStr := fn.(*py.Str); isStr {
			return nil, py.NewAttributeError("'SeriesGroupBy' object has no attribute '%s'", name)
		}
	}
	//krait:alloc-ok one per group: factorize charged 104 bytes per group
	vals := make([]py.Value, g.ngroups)
	for r, gn := range g.order {
		sub, err := c.take(t, g.rows[gn])
		if err != nil {
			return nil, err
		}
		idx, err := g.f.idx.take(t, g.rows[gn])
		if err != nil {
			return nil, err
		}
		v, err := py.Call(t, fn, []py.Value{m.wrapSeries(sub, idx, g.f.columns.labelAt(m, k))}, nil)
		if err != nil {
			return nil, err
		}
		vals[r] = unboxNumpy(v)
	}
	return m.inferColumn(t, vals)
}

// aggLabel is the column label a function gets in a list aggregation.
func aggLabel(t *py.Thread, fn py.Value) py.Value {
	if s, ok := strOf(fn); ok {
		return py.NewStr(s)
	}
	if n, err := py.GetAttrByName(t, fn, "__name__"); err == nil {
		return n
	}
	return py.NewStr("<lambda>")
}

// groupAgg is agg/aggregate: a function, a list of them, a dict of
// column -> function(s), or named aggregations new=(column, function).
func (m *Module) groupAgg(t *py.Thread, g *grouping, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	var fn py.Value
	if len(args) > 0 {
		fn = args[0]
	}
	if fn == nil {
		fn = kwargValue(kwargs, "func")
	}
	if fn == nil && len(kwargs) > 0 {
		return m.namedAgg(t, g, kwargs)
	}
	if fn == nil {
		return nil, py.NewTypeError("Must provide 'func' or tuples of '(column, aggfunc).")
	}
	single := g.series || g.selScalar
	cols := g.valueColumns()
	if single && g.series {
		cols = []int{0}
	}
	if d, ok := fn.(*py.Dict); ok {
		var out []*column
		var tuples []py.Value
		multi := false
		for _, kv := range d.Items() {
			if isListLike(kv[1]) {
				multi = true
			}
		}
		var labels []py.Value
		for _, kv := range d.Items() {
			ps, err := m.columnPositions(t, g.f, kv[0])
			if err != nil {
				return nil, err
			}
			if len(ps) == 0 {
				s, _ := py.Repr(t, py.NewList([]py.Value{kv[0]}))
				return nil, py.NewKeyError(py.NewStr("Column(s) " + s + " do not exist"))
			}
			fns := []py.Value{kv[1]}
			if isListLike(kv[1]) {
				items, err := m.listItems(t, kv[1])
				if err != nil {
					return nil, err
				}
				fns = items
			}
			for _, f1 := range fns {
				c, err := m.aggOne(t, g, ps[0], f1)
				if err != nil {
					return nil, err
				}
				out = append(out, c)
				tuples = append(tuples, py.NewTuple([]py.Value{kv[0], aggLabel(t, f1)}))
				labels = append(labels, kv[0])
			}
		}
		var ix *index
		var err error
		if multi {
			ix, _, err = m.tuplesToMulti(t, tuples, nil)
		} else {
			ix, err = m.labelsIndex(t, labels)
		}
		if err != nil {
			return nil, err
		}
		f, err := g.finish(t, out, ix)
		if err != nil {
			return nil, err
		}
		return m.wrapFrame(f), nil
	}
	if isListLike(fn) {
		fns, err := m.listItems(t, fn)
		if err != nil {
			return nil, err
		}
		var out []*column
		var tuples, flat []py.Value
		for _, k := range cols {
			for _, f1 := range fns {
				c, err := m.aggOne(t, g, k, f1)
				if err != nil {
					if !single {
						if _, ok := err.(*py.Exception); ok {
							continue
						}
					}
					return nil, err
				}
				out = append(out, c)
				tuples = append(tuples, py.NewTuple([]py.Value{g.f.columns.labelAt(m, k), aggLabel(t, f1)}))
				flat = append(flat, aggLabel(t, f1))
			}
		}
		var ix *index
		if single {
			ix, err = m.labelsIndex(t, flat)
		} else {
			ix, _, err = m.tuplesToMulti(t, tuples, nil)
		}
		if err != nil {
			return nil, err
		}
		f, err := g.finish(t, out, ix)
		if err != nil {
			return nil, err
		}
		return m.wrapFrame(f), nil
	}
	if name, ok := funcName(t, fn); ok {
		switch name {
		case "sum", "mean", "median", "min", "max", "std", "var", "count", "nunique", "first", "last", "prod", "sem":
			return m.groupReduce(t, g, name, 1, -1)
		case "size":
			if single {
				c, err := g.aggColumn(t, nil, "size", 1)
				if err != nil {
					return nil, err
				}
				return m.wrapSeries(c, g.index, g.f.columns.labelAt(m, cols[0])), nil
			}
		}
	}
	var out []*column
	var keep []int
	for _, k := range cols {
		c, err := m.aggOne(t, g, k, fn)
		if err != nil {
			return nil, err
		}
		out = append(out, c)
		keep = append(keep, k)
	}
	if single {
		return m.wrapSeries(out[0], g.index, g.f.columns.labelAt(m, cols[0])), nil
	}
	labels, err := g.f.columns.take(t, keep)
	if err != nil {
		return nil, err
	}
	f, err := g.finish(t, out, labels)
	if err != nil {
		return nil, err
	}
	return m.wrapFrame(f), nil
}

// namedAgg is agg(new=('col', 'func'), ...).
func (m *Module) namedAgg(t *py.Thread, g *grouping, kwargs []py.Kwarg) (py.Value, error) {
	var out []*column
	var labels []py.Value
	for _, kw := range kwargs {
		var col, fn py.Value
		if tu, ok := kw.Value.(*py.Tuple); ok && tu.Len() == 2 {
			col, fn = tu.Items()[0], tu.Items()[1]
		} else if g.series || g.selScalar {
			fn = kw.Value
		} else {
			return nil, py.NewTypeError("Must provide 'func' or tuples of '(column, aggfunc).")
		}
		k := 0
		if col != nil {
			ps, err := m.columnPositions(t, g.f, col)
			if err != nil {
				return nil, err
			}
			if len(ps) == 0 {
				s, _ := py.Repr(t, py.NewList([]py.Value{col}))
				return nil, py.NewKeyError(py.NewStr("Column(s) " + s + " do not exist"))
			}
			k = ps[0]
		} else if g.selScalar {
			k = g.selection[0]
		}
		c, err := m.aggOne(t, g, k, fn)
		if err != nil {
			return nil, err
		}
		out = append(out, c)
		labels = append(labels, py.NewStr(kw.Name))
	}
	ix, err := m.labelsIndex(t, labels)
	if err != nil {
		return nil, err
	}
	f, err := g.finish(t, out, ix)
	if err != nil {
		return nil, err
	}
	return m.wrapFrame(f), nil
}

// groupApplyFunc makes a Series (or frame of columns) from a function
// of each group's column.
func (m *Module) groupApplyFunc(t *py.Thread, g *grouping, fn func(t *py.Thread, c *column) (py.Value, error)) (py.Value, error) {
	cols := g.valueColumns()
	if g.series {
		cols = []int{0}
	}
	var out []*column
	for _, k := range cols {
		//krait:alloc-ok one per group: factorize charged 104 bytes per group
		vals := make([]py.Value, g.ngroups)
		for r, gn := range g.order {
			sub, err := g.f.cols[k].take(t, g.rows[gn])
			if err != nil {
				return nil, err
			}
			if vals[r], err = fn(t, sub); err != nil {
				return nil, err
			}
		}
		c, err := m.inferColumn(t, vals)
		if err != nil {
			return nil, err
		}
		out = append(out, c)
	}
	if g.series || g.selScalar {
		return m.wrapSeries(out[0], g.index, g.f.columns.labelAt(m, cols[0])), nil
	}
	labels, err := g.f.columns.take(t, cols)
	if err != nil {
		return nil, err
	}
	f, err := g.finish(t, out, labels)
	if err != nil {
		return nil, err
	}
	return m.wrapFrame(f), nil
}

// nanCol returns a float column of n NaNs.
func nanCol(n int) *column {
	//krait:alloc-ok the one caller (concat) charges the column first
	c := floatCol(make([]float64, n))
	for j := range c.f {
		c.f[j] = math.NaN()
	}
	return c
}
