package pandas

import (
	"math"
	"sort"

	"github.com/kraitpy/krait/py"
)

// This file gathers the Series and DataFrame methods that call other
// files' machinery (groupby, windows, reshaping, apply, agg, to_csv),
// and cut/qcut/get_dummies.

// seriesExtraMethods are Series methods implemented elsewhere.
func (m *Module) seriesExtraMethods() []method {
	return []method{
		{Name: "groupby", Fn: m.groupbyMethod},
		{Name: "rolling", Fn: m.rollingMethod},
		{Name: "expanding", Fn: m.expandingMethod},
		{Name: "ewm", Fn: m.ewmMethod},
		{Name: "resample", Fn: m.resampleMethod},
		{Name: "to_csv", Fn: m.toCSV},
		{Name: "to_json", Fn: m.toJSON},
		smeth("agg", m.seriesAgg),
		smeth("aggregate", m.seriesAgg),
		smeth("transform", func(t *py.Thread, s *Series, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			if len(args) == 0 {
				return nil, py.NewTypeError("transform() missing 1 required positional argument: 'func'")
			}
			if name, ok := strOf(args[0]); ok {
				return py.CallMethodByName(t, m.wrapSeries(s.col, s.idx, s.name), name, args[1:], kwargs)
			}
			return m.seriesApply(t, s, args, kwargs)
		}),
		smeth("unstack", func(t *py.Thread, s *Series, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			vals, err := bind("unstack", []string{"level", "fill_value"}, 0, args, kwargs)
			if err != nil {
				return nil, err
			}
			level, err := m.unstackLevel(t, s.idx, vals[0])
			if err != nil {
				return nil, err
			}
			f, err := m.unstackSeries(t, s, level, vals[1])
			if err != nil {
				return nil, err
			}
			return m.wrapFrame(f), nil
		}),
		smeth("to_markdown", func(t *py.Thread, s *Series, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			return nil, py.NewException(py.ImportErrorType, "Missing optional dependency 'tabulate'.  Use pip or conda to install tabulate.")
		}),
		smeth("autocorr", func(t *py.Thread, s *Series, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			lag := 1
			if len(args) > 0 {
				lag, _ = argInt(args[0], "lag", 1)
			}
			sh, err := m.shiftColumn(t, s.col, lag, nil)
			if err != nil {
				return nil, err
			}
			if err := chargeCells(t, s.col.len(), 1, 16); err != nil { // pairStat's copies
				return nil, err
			}
			return py.Float(pairStat(s.col, sh, "pearson", false)), nil
		}),
		smeth("dot", func(t *py.Thread, s *Series, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			if len(args) != 1 {
				return nil, py.NewTypeError("dot() takes 1 argument")
			}
			o, err := m.otherColumn(t, args[0], s.col.len())
			if err != nil {
				return nil, err
			}
			if os := seriesOf(args[0]); os != nil {
				o = operand{c: os.col}
			}
			var sum float64
			for j := 0; j < s.col.len(); j++ {
				sum += s.col.floatAt(j) * o.c.floatAt(o.at(j))
			}
			if s.col.dt == dtInt && o.c.dt == dtInt {
				return m.np.Int64(int64(sum)), nil
			}
			return m.np.Float64(sum), nil
		}),
	}
}

// unstackLevel resolves unstack's level argument (the last level when
// it is not given; a list of one level is that level): names first, as
// pandas does, then numbers on a MultiIndex. The level of a flat index
// is -1 once its name checks out.
func (m *Module) unstackLevel(t *py.Thread, ix *index, l py.Value) (int, error) {
	if l == nil {
		return ix.nlevels() - 1, nil
	}
	if isListLike(l) {
		items, err := m.listItems(t, l)
		if err != nil {
			return 0, err
		}
		if len(items) != 1 {
			return 0, py.NewNotImplementedError("unstack of several levels at once is not supported")
		}
		l = items[0]
	}
	_, isInt := l.(py.Int)
	if _, big := l.(*py.BigInt); big {
		isInt = true
	}
	if !ix.isMulti() {
		if !isInt {
			if _, err := m.levelArg(t, ix, l); err != nil {
				return 0, err
			}
		}
		return -1, nil
	}
	return m.levelArg(t, ix, l)
}

// seriesAgg is Series.agg(func): a name, a function, or a list of them
// (a Series of results).
func (m *Module) seriesAgg(t *py.Thread, s *Series, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	var fn py.Value
	if len(args) > 0 {
		fn = args[0]
	} else {
		fn = kwargValue(kwargs, "func")
	}
	if ax := kwargValue(kwargs, "axis"); ax != nil {
		if err := seriesAxis(t, ax); err != nil {
			return nil, err
		}
	}
	if fn == nil {
		return nil, py.NewValueError("No objects to concatenate")
	}
	self := m.wrapSeries(s.col, s.idx, s.name)
	one := func(f py.Value) (py.Value, error) {
		if name, ok := strOf(f); ok {
			return py.CallMethodByName(t, self, name, nil, nil)
		}
		if name, ok := funcName(t, f); ok && name != "size" {
			return py.CallMethodByName(t, self, name, nil, nil)
		}
		return py.Call(t, f, []py.Value{self}, nil)
	}
	if d, ok := fn.(*py.Dict); ok {
		var labels, vals []py.Value
		for _, kv := range d.Items() {
			r, err := one(kv[1])
			if err != nil {
				return nil, err
			}
			labels = append(labels, kv[0])
			vals = append(vals, unboxNumpy(r))
		}
		c, err := m.inferColumn(t, vals)
		if err != nil {
			return nil, err
		}
		ix, err := m.labelsIndex(t, labels)
		if err != nil {
			return nil, err
		}
		return m.wrapSeries(c, ix, s.name), nil
	}
	if isListLike(fn) {
		fns, err := m.listItems(t, fn)
		if err != nil {
			return nil, err
		}
		var labels, vals []py.Value
		for _, f := range fns {
			r, err := one(f)
			if err != nil {
				return nil, err
			}
			labels = append(labels, aggLabel(t, f))
			vals = append(vals, unboxNumpy(r))
		}
		c, err := m.inferColumn(t, vals)
		if err != nil {
			return nil, err
		}
		ix, err := m.labelsIndex(t, labels)
		if err != nil {
			return nil, err
		}
		return m.wrapSeries(c, ix, s.name), nil
	}
	return one(fn)
}

// frameExtraMethods are DataFrame methods implemented elsewhere.
func (m *Module) frameExtraMethods() []method {
	return []method{
		{Name: "groupby", Fn: m.groupbyMethod},
		{Name: "rolling", Fn: m.rollingMethod},
		{Name: "expanding", Fn: m.expandingMethod},
		{Name: "ewm", Fn: m.ewmMethod},
		{Name: "resample", Fn: m.resampleMethod},
		{Name: "to_csv", Fn: m.toCSV},
		{Name: "to_json", Fn: m.toJSON},
		fmeth("merge", func(t *py.Thread, f *Frame, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			all, err := py.JoinValues(t, []py.Value{m.wrapFrame(f)}, args)
			if err != nil {
				return nil, err
			}
			return m.mergeFunc(t, all, kwargs)
		}),
		fmeth("join", m.joinMethod),
		fmeth("pivot", m.pivotFunc),
		fmeth("pivot_table", func(t *py.Thread, f *Frame, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			return m.pivotTableCall(t, args, kwargs, f)
		}),
		fmeth("melt", func(t *py.Thread, f *Frame, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			vals, err := bind("melt", []string{"id_vars", "value_vars", "var_name", "value_name", "col_level", "ignore_index"}, 0, args, kwargs)
			if err != nil {
				return nil, err
			}
			return m.meltFunc(t, f, vals[0], vals[1], vals[2], vals[3])
		}),
		fmeth("stack", func(t *py.Thread, f *Frame, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			vals, err := bind("stack", []string{"level", "dropna"}, 0, args, kwargs)
			if err != nil {
				return nil, err
			}
			if vals[0] != nil {
				if _, err := m.levelArg(t, f.columns, vals[0]); err != nil {
					return nil, err
				}
			}
			dropna, _ := argBool(t, vals[1], true)
			s, err := m.stackFrame(t, f, dropna)
			if err != nil {
				return nil, err
			}
			return m.wrapSeries(s.col, s.idx, s.name), nil
		}),
		fmeth("unstack", func(t *py.Thread, f *Frame, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			vals, err := bind("unstack", []string{"level", "fill_value"}, 0, args, kwargs)
			if err != nil {
				return nil, err
			}
			if !f.idx.isMulti() {
				// A flat index: pandas checks a level name, then stacks
				// the transpose.
				if _, err := m.unstackLevel(t, f.idx, vals[0]); err != nil {
					return nil, err
				}
				tr, err := m.transpose(t, f)
				if err != nil {
					return nil, err
				}
				s, err := m.stackFrame(t, tr, false)
				if err != nil {
					return nil, err
				}
				return m.wrapSeries(s.col, s.idx, s.name), nil
			}
			level, err := m.unstackLevel(t, f.idx, vals[0])
			if err != nil {
				return nil, err
			}
			g, err := m.unstackFrame(t, f, level, vals[1])
			if err != nil {
				return nil, err
			}
			return m.wrapFrame(g), nil
		}),
		fmeth("apply", m.frameApply),
		fmeth("applymap", m.frameApplymap),
		fmeth("agg", m.frameAgg),
		fmeth("aggregate", m.frameAgg),
		fmeth("transform", func(t *py.Thread, f *Frame, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			if len(args) == 0 {
				return nil, py.NewTypeError("transform() missing 1 required positional argument: 'func'")
			}
			if name, ok := strOf(args[0]); ok {
				return py.CallMethodByName(t, m.wrapFrame(f), name, args[1:], kwargs)
			}
			return m.frameApply(t, f, args, kwargs)
		}),
		fmeth("query", m.frameQuery),
		fmeth("eval", m.frameEval),
		fmeth("corr", func(t *py.Thread, f *Frame, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			vals, err := bind("corr", []string{"method", "min_periods", "numeric_only"}, 0, args, kwargs)
			if err != nil {
				return nil, err
			}
			meth, _ := argStr(vals[0], "method", "pearson")
			return m.pairMatrix(t, f, meth)
		}),
		fmeth("cov", func(t *py.Thread, f *Frame, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			return m.pairMatrix(t, f, "cov")
		}),
		fmeth("value_counts", func(t *py.Thread, f *Frame, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			vals, err := bind("value_counts", []string{"subset", "normalize", "sort", "ascending", "dropna"}, 0, args, kwargs)
			if err != nil {
				return nil, err
			}
			norm, _ := argBool(t, vals[1], false)
			asc, _ := argBool(t, vals[3], false)
			srt, _ := argBool(t, vals[2], true)
			if !isNone(vals[0]) {
				labels, _, err := m.labelArg(t, vals[0])
				if err != nil {
					return nil, err
				}
				if f, err = m.selectColumns(t, f, labels, false); err != nil {
					return nil, err
				}
			}
			codes, firsts, err := factorize(t, f.cols, true)
			if err != nil {
				return nil, err
			}
			counts := make([]int64, len(firsts))
			for _, g := range codes {
				if g >= 0 {
					counts[g]++
				}
			}
			// pandas counts with a sorted groupby, then sorts the counts
			// (ties stay in the order of their keys).
			keys := make([]sortKey, len(f.cols))
			for k, c := range f.cols {
				kc, err := c.take(t, firsts)
				if err != nil {
					return nil, err
				}
				keys[k] = sortKey{c: kc, ascending: true}
			}
			order, err := argsort(t, len(firsts), keys, false)
			if err != nil {
				return nil, err
			}
			if srt {
				sort.SliceStable(order, func(a, b int) bool {
					if asc {
						return counts[order[a]] < counts[order[b]]
					}
					return counts[order[a]] > counts[order[b]]
				})
			}
			pos := make([]int, len(order))
			cnt := make([]int64, len(order))
			for k, g := range order {
				pos[k], cnt[k] = firsts[g], counts[g]
			}
			var levels []*column
			var names []py.Value
			for k, c := range f.cols {
				lc, err := c.take(t, pos)
				if err != nil {
					return nil, err
				}
				levels = append(levels, lc)
				names = append(names, f.columns.labelAt(m, k))
			}
			var ix *index
			if len(levels) == 1 {
				ix = flatIndex(levels[0], names[0])
			} else {
				ix = multiIndex(levels, names)
			}
			if norm {
				total := 0.0
				for _, c := range cnt {
					total += float64(c)
				}
				fc := floatCol(make([]float64, len(cnt)))
				for j, c := range cnt {
					fc.f[j] = float64(c) / total
				}
				return m.wrapSeries(fc, ix, py.None), nil
			}
			return m.wrapSeries(intCol(cnt), ix, py.None), nil
		}),
		fmeth("explode", func(t *py.Thread, f *Frame, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			vals, err := bind("explode", []string{"column", "ignore_index"}, 1, args, kwargs)
			if err != nil {
				return nil, err
			}
			ps, err := m.columnPositions(t, f, vals[0])
			if err != nil {
				return nil, err
			}
			if len(ps) == 0 {
				return nil, keyError(vals[0])
			}
			c, pos, err := m.explodeColumn(t, f.cols[ps[0]])
			if err != nil {
				return nil, err
			}
			g, err := f.takeRows(t, pos, nil)
			if err != nil {
				return nil, err
			}
			g.cols[ps[0]] = c
			if b, _ := argBool(t, vals[1], false); b {
				g.idx = rangeIndex(len(pos))
			}
			return m.wrapFrame(g), nil
		}),
		fmeth("to_markdown", func(t *py.Thread, f *Frame, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			return nil, py.NewException(py.ImportErrorType, "Missing optional dependency 'tabulate'.  Use pip or conda to install tabulate.")
		}),
		fmeth("memory_usage", func(t *py.Thread, f *Frame, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			vals, err := bind("memory_usage", []string{"index", "deep"}, 0, args, kwargs)
			if err != nil {
				return nil, err
			}
			withIdx, _ := argBool(t, vals[0], true)
			var labels, out []py.Value
			if withIdx {
				labels = append(labels, py.NewStr("Index"))
				out = append(out, py.NewInt(indexMemory(f.idx)))
			}
			for k, c := range f.cols {
				//krait:alloc-ok one per column of an existing frame, whose columns each hold more
				labels = append(labels, f.columns.labelAt(m, k))
				//krait:alloc-ok one per column of an existing frame, whose columns each hold more
				out = append(out, py.NewInt(memoryBytes(c)))
			}
			ix, err := m.labelsIndex(t, labels)
			if err != nil {
				return nil, err
			}
			c, err := m.inferColumn(t, out)
			if err != nil {
				return nil, err
			}
			return m.wrapSeries(c, ix, py.None), nil
		}),
	}
}

// pivotTableCall binds pivot_table's arguments (data is f for the
// method).
func (m *Module) pivotTableCall(t *py.Thread, args []py.Value, kwargs []py.Kwarg, f *Frame) (py.Value, error) {
	names := []string{"values", "index", "columns", "aggfunc", "fill_value", "margins", "dropna", "margins_name", "observed", "sort"}
	if f == nil {
		names = append([]string{"data"}, names...) //krait:alloc-ok names is the literal above (ten names)
	}
	vals, err := bind("pivot_table", names, 0, args, kwargs)
	if err != nil {
		return nil, err
	}
	if f == nil {
		f = frameOf(vals[0])
		if f == nil {
			return nil, py.NewTypeError("pivot_table() missing 1 required positional argument: 'data'")
		}
		vals = vals[1:]
	}
	margins, _ := argBool(t, vals[5], false)
	dropna, _ := argBool(t, vals[6], true)
	mn, _ := argStr(vals[7], "margins_name", "All")
	return m.pivotTable(t, f, vals[0], vals[1], vals[2], vals[3], vals[4], margins, dropna, mn)
}

// frameApply is DataFrame.apply(func, axis=0): func of each column (a
// Series of results, or a frame when it returns Series), or of each row
// with axis=1.
func (m *Module) frameApply(t *py.Thread, f *Frame, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	vals, err := bind("apply", []string{"func", "axis", "raw", "result_type", "args"}, 1, args, kwargs)
	if err != nil {
		var rest []py.Kwarg
		var known []py.Kwarg
		for _, kw := range kwargs {
			switch kw.Name {
			case "func", "axis", "raw", "result_type", "args":
				known = append(known, kw)
			default:
				rest = append(rest, kw)
			}
		}
		if vals, err = bind("apply", []string{"func", "axis", "raw", "result_type", "args"}, 1, args, known); err != nil {
			return nil, err
		}
		kwargs = rest
	} else {
		kwargs = nil
	}
	fn := vals[0]
	axis, err := axisArg(vals[1], 0)
	if err != nil {
		return nil, err
	}
	var extra []py.Value
	if !isNone(vals[4]) {
		if extra, err = py.Items(t, vals[4]); err != nil {
			return nil, err
		}
	}
	self := m.wrapFrame(f)
	if name, ok := strOf(fn); ok {
		return py.CallMethodByName(t, self, name, extra, append(kwargs, py.Kwarg{Name: "axis", Value: py.NewInt(int64(axis))}))
	}
	// pandas applies fn to rows of the frame's values as they were when
	// apply began (a callback that drops rows in place does not change
	// which rows are visited), and to the columns the frame has at each
	// call.
	live := f
	f = &Frame{m: f.m, cols: append([]*column(nil), f.cols...), columns: f.columns, idx: f.idx} //krait:alloc-ok one pointer per column of a frame that exists
	var parts []py.Value
	var labels *index
	if axis == 1 {
		labels = f.idx
		if err := t.Charge(int64(f.nrows() * max(f.ncols(), 1))); err != nil {
			return nil, err
		}
		for j := 0; j < f.nrows(); j++ {
			row, err := m.frameRow(t, f, j, f.idx.labelAt(m, j))
			if err != nil {
				return nil, err
			}
			//krait:alloc-ok the call's arguments, which the program holds (one copy per call, garbage after it)
			r, err := py.Call(t, fn, append([]py.Value{m.wrapSeries(row.col, row.idx, row.name)}, extra...), kwargs)
			if err != nil {
				return nil, err
			}
			//krait:alloc-ok one slot per row: the frame's rows are charged, and t.Charge above bounds the calls
			parts = append(parts, r)
		}
	} else {
		labels = f.columns
		for k := range f.cols {
			if k >= live.ncols() {
				return nil, py.NewIndexError("index %d is out of bounds for axis 0 with size %d", k, live.ncols())
			}
			s := m.columnSeries(live, k)
			//krait:alloc-ok the call's arguments, which the program holds (one copy per call, garbage after it)
			r, err := py.Call(t, fn, append([]py.Value{m.wrapSeries(s.col, s.idx, s.name)}, extra...), kwargs)
			if err != nil {
				return nil, err
			}
			//krait:alloc-ok one per column of an existing frame, whose columns each hold more
			parts = append(parts, r)
		}
	}
	allSeries := len(parts) > 0
	for _, p := range parts {
		if seriesOf(p) == nil {
			allSeries = false
		}
	}
	if allSeries {
		if axis == 1 {
			g, err := m.frameFromRows(t, parts, nil, false)
			if err != nil {
				return nil, err
			}
			g.idx = f.idx
			return m.wrapFrame(g), nil
		}
		// Columns of Series results.
		g := &Frame{m: m, columns: f.columns}
		for _, p := range parts {
			s := seriesOf(p)
			if g.idx == nil {
				g.idx = s.idx
			}
			r, err := m.reindexSeries(t, s, g.idx)
			if err != nil {
				return nil, err
			}
			g.cols = append(g.cols, r.col)
		}
		return m.wrapFrame(g), nil
	}
	vs := make([]py.Value, len(parts))
	for j, p := range parts {
		vs[j] = unboxNumpy(p)
	}
	c, err := m.inferColumn(t, vs)
	if err != nil {
		return nil, err
	}
	if len(parts) == 0 {
		c = floatCol(nil)
	}
	return m.wrapSeries(c, labels, py.None), nil
}

// frameApplymap is applymap(func): func of every element.
func (m *Module) frameApplymap(t *py.Thread, f *Frame, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	vals, err := bind("applymap", []string{"func", "na_action"}, 1, args, kwargs)
	if err != nil {
		return nil, err
	}
	na, _ := argStr(vals[1], "na_action", "")
	out := &Frame{m: m, columns: f.columns, idx: f.idx}
	for _, c := range f.cols {
		r, err := m.mapColumn(t, c, vals[0], na == "ignore")
		if err != nil {
			return nil, err
		}
		out.cols = append(out.cols, r)
	}
	return m.wrapFrame(out), nil
}

// frameAgg is DataFrame.agg(func): a name or function (per column), a
// list (a frame of rows per function), or a dict column -> function(s).
func (m *Module) frameAgg(t *py.Thread, f *Frame, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	var fn py.Value
	if len(args) > 0 {
		fn = args[0]
	} else {
		fn = kwargValue(kwargs, "func")
	}
	self := m.wrapFrame(f)
	colAgg := func(k int, fv py.Value) (py.Value, error) {
		s := m.columnSeries(f, k)
		sv := m.wrapSeries(s.col, s.idx, s.name)
		if name, ok := strOf(fv); ok {
			return py.CallMethodByName(t, sv, name, nil, nil)
		}
		if name, ok := funcName(t, fv); ok && name != "size" {
			return py.CallMethodByName(t, sv, name, nil, nil)
		}
		return py.Call(t, fv, []py.Value{sv}, nil)
	}
	if d, ok := fn.(*py.Dict); ok {
		anyList := false
		for _, kv := range d.Items() {
			if isListLike(kv[1]) {
				anyList = true
			}
		}
		if !anyList {
			var labels, vals []py.Value
			for _, kv := range d.Items() {
				ps, err := m.columnPositions(t, f, kv[0])
				if err != nil {
					return nil, err
				}
				if len(ps) == 0 {
					return nil, keyError(kv[0])
				}
				r, err := colAgg(ps[0], kv[1])
				if err != nil {
					return nil, err
				}
				labels = append(labels, kv[0])
				vals = append(vals, unboxNumpy(r))
			}
			c, err := m.inferColumn(t, vals)
			if err != nil {
				return nil, err
			}
			ix, err := m.labelsIndex(t, labels)
			if err != nil {
				return nil, err
			}
			return m.wrapSeries(c, ix, py.None), nil
		}
		// Lists: a frame indexed by function name, NaN where unused.
		var rowNames []py.Value
		seenRow := map[hkey]int{}
		type cell struct {
			row int
			v   py.Value
		}
		var colLabels []py.Value
		var cells [][]cell
		for _, kv := range d.Items() {
			ps, err := m.columnPositions(t, f, kv[0])
			if err != nil {
				return nil, err
			}
			if len(ps) == 0 {
				return nil, keyError(kv[0])
			}
			fns := []py.Value{kv[1]}
			if isListLike(kv[1]) {
				fns, _ = m.listItems(t, kv[1])
			}
			var cs []cell
			for _, fv := range fns {
				lbl := aggLabel(t, fv)
				r, ok := seenRow[keyOf(t, lbl)]
				if !ok {
					r = len(rowNames)
					seenRow[keyOf(t, lbl)] = r
					rowNames = append(rowNames, lbl)
				}
				v, err := colAgg(ps[0], fv)
				if err != nil {
					return nil, err
				}
				cs = append(cs, cell{row: r, v: unboxNumpy(v)})
			}
			colLabels = append(colLabels, kv[0])
			cells = append(cells, cs)
		}
		out := &Frame{m: m}
		for _, cs := range cells {
			vals := make([]py.Value, len(rowNames))
			for j := range vals {
				vals[j] = py.Float(math.NaN())
			}
			for _, c := range cs {
				vals[c.row] = c.v
			}
			c, err := m.inferColumn(t, vals)
			if err != nil {
				return nil, err
			}
			out.cols = append(out.cols, c)
		}
		var err error
		if out.columns, err = m.labelsIndex(t, colLabels); err != nil {
			return nil, err
		}
		if out.idx, err = m.labelsIndex(t, rowNames); err != nil {
			return nil, err
		}
		return m.wrapFrame(out), nil
	}
	if isListLike(fn) {
		fns, err := m.listItems(t, fn)
		if err != nil {
			return nil, err
		}
		out := &Frame{m: m, columns: f.columns}
		var rows []py.Value
		for _, fv := range fns {
			rows = append(rows, aggLabel(t, fv))
		}
		for k := range f.cols {
			vals := make([]py.Value, len(fns))
			for j, fv := range fns {
				r, err := colAgg(k, fv)
				if err != nil {
					return nil, err
				}
				vals[j] = unboxNumpy(r)
			}
			c, err := m.inferColumn(t, vals)
			if err != nil {
				return nil, err
			}
			out.cols = append(out.cols, c)
		}
		if out.idx, err = m.labelsIndex(t, rows); err != nil {
			return nil, err
		}
		return m.wrapFrame(out), nil
	}
	if name, ok := strOf(fn); ok {
		r, err := py.CallMethodByName(t, self, name, args[min(1, len(args)):], nil)
		if e, isExc := err.(*py.Exception); isExc && e.Matches(py.AttributeErrorType) {
			return nil, py.NewAttributeError("'%s' is not a valid function for 'DataFrame' object", name)
		}
		return r, err
	}
	return m.frameApply(t, f, []py.Value{fn}, nil)
}

// pairMatrix is corr()/cov(): the statistic of every pair of numeric
// columns.
func (m *Module) pairMatrix(t *py.Thread, f *Frame, method string) (py.Value, error) {
	var keep []int
	for k, c := range f.cols {
		if c.dt.numeric() {
			keep = append(keep, k)
		}
	}
	labels, err := f.columns.take(t, keep)
	if err != nil {
		return nil, err
	}
	out := &Frame{m: m, columns: labels, idx: labels}
	if err := t.Charge(int64(len(keep) * len(keep) * max(f.nrows(), 1))); err != nil {
		return nil, err
	}
	// The matrix, and pairStat's copies of two columns (garbage after
	// each pair).
	if err := chargeCells(t, len(keep), len(keep)+2*f.nrows(), 8); err != nil {
		return nil, err
	}
	for _, a := range keep {
		c := floatCol(make([]float64, len(keep)))
		for j, b := range keep {
			if a == b && method != "cov" {
				c.f[j] = 1
				continue
			}
			c.f[j] = pairStat(f.cols[b], f.cols[a], method, false)
		}
		out.cols = append(out.cols, c)
	}
	return m.wrapFrame(out), nil
}

// cut is pd.cut(x, bins, right, labels, precision, include_lowest): each
// value's bin as a Categorical of Intervals (or of the labels; ints
// with labels=False).
func (m *Module) cut(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	vals, err := bind("cut", []string{"x", "bins", "right", "labels", "retbins", "precision", "include_lowest", "duplicates", "ordered"}, 2, args, kwargs)
	if err != nil {
		return nil, err
	}
	c, err := m.columnFrom(t, vals[0])
	if err != nil {
		return nil, err
	}
	right, _ := argBool(t, vals[2], true)
	incLowest, _ := argBool(t, vals[6], false)
	prec, _ := argInt(vals[5], "precision", 3)
	var edges []float64
	intBins := false
	if n, ok := pyInt64(vals[1]); ok {
		if n < 1 {
			return nil, py.NewValueError("`bins` should be a positive integer.")
		}
		if err := t.Alloc((n + 1) * 8); err != nil {
			return nil, err
		}
		lo, hi := math.Inf(1), math.Inf(-1)
		for j := 0; j < c.len(); j++ {
			if v := c.floatAt(j); v == v {
				lo, hi = math.Min(lo, v), math.Max(hi, v)
			}
		}
		if lo == hi {
			lo -= 0.001 * math.Abs(lo)
			hi += 0.001 * math.Abs(hi)
		}
		for k := 0; k <= int(n); k++ {
			edges = append(edges, lo+(hi-lo)*float64(k)/float64(n))
		}
		adj := (hi - lo) * 0.001
		if right {
			edges[0] -= adj
		} else {
			edges[len(edges)-1] += adj
		}
	} else {
		items, err := m.listItems(t, vals[1])
		if err != nil {
			return nil, err
		}
		intBins = true
		for _, it := range items {
			f, _ := pyNumber(it)
			if _, isInt := pyInt64(it); !isInt {
				intBins = false
			}
			edges = append(edges, f)
		}
		for k := 1; k < len(edges); k++ {
			if edges[k] <= edges[k-1] {
				return nil, py.NewValueError("bins must increase monotonically.")
			}
		}
	}
	nb := len(edges) - 1
	var labels []py.Value
	noLabels := vals[3] == py.False
	if !isNone(vals[3]) && !noLabels {
		if labels, err = m.listItems(t, vals[3]); err != nil {
			return nil, err
		}
		if len(labels) != nb {
			return nil, py.NewValueError("Bin labels must be one fewer than the number of bin edges")
		}
	}
	closed := "right"
	if !right {
		closed = "left"
	}
	if labels == nil && !noLabels {
		// Interval labels with pandas' rounding of the breaks.
		breaks := make([]py.Value, len(edges))
		if intBins {
			for k, e := range edges {
				breaks[k] = py.NewInt(int64(e))
			}
		} else {
			p := inferPrecision(prec, edges)
			for k, e := range edges {
				breaks[k] = py.Float(roundFrac(e, p))
			}
			if right && incLowest {
				breaks[0] = py.Float(roundFrac(edges[0], p) - math.Pow(10, -float64(p)))
			}
		}
		for k := 0; k < nb; k++ {
			labels = append(labels, m.interval(breaks[k], breaks[k+1], closed))
		}
	}
	codes := make([]int, c.len())
	for j := range codes {
		codes[j] = -1
		v := c.floatAt(j)
		if v != v {
			continue
		}
		for k := 0; k < nb; k++ {
			lo, hi := edges[k], edges[k+1]
			in := (right && v > lo && v <= hi) || (!right && v >= lo && v < hi) || (incLowest && k == 0 && v == lo)
			if in {
				codes[j] = k
				break
			}
		}
	}
	var r *column
	if noLabels {
		out := make([]py.Value, len(codes))
		for j, k := range codes {
			if k < 0 {
				out[j] = py.Float(math.NaN())
			} else {
				out[j] = py.NewInt(int64(k))
			}
		}
		if r, err = m.inferColumn(t, out); err != nil {
			return nil, err
		}
	} else {
		out := make([]py.Value, len(codes))
		for j, k := range codes {
			if k < 0 {
				out[j] = py.Float(math.NaN())
			} else {
				out[j] = labels[k]
			}
		}
		r = objCol(out)
		dt := "object"
		if isNone(vals[3]) {
			sub := "float64"
			if intBins {
				sub = "int64"
			}
			dt = "interval[" + sub + ", " + closed + "]"
		} else if lc, err := m.inferColumn(t, labels); err == nil && lc.dt != dtObject {
			dt = lc.dt.name()
		}
		ordered := true
		if vals[8] == py.False {
			ordered = false
		}
		r.cat = &catInfo{cats: labels, ordered: ordered, dtype: dt}
	}
	if s := seriesOf(vals[0]); s != nil {
		return m.wrapSeries(r, s.idx, s.name), nil
	}
	if noLabels {
		a, err := r.array(t, m)
		if err != nil {
			return nil, err
		}
		return m.np.Wrap(a), nil
	}
	return m.wrapSeries(r, rangeIndex(r.len()), py.None), nil
}

// qcut is pd.qcut(x, q, labels): bins at quantiles.
func (m *Module) qcut(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	vals, err := bind("qcut", []string{"x", "q", "labels", "retbins", "precision", "duplicates"}, 2, args, kwargs)
	if err != nil {
		return nil, err
	}
	c, err := m.columnFrom(t, vals[0])
	if err != nil {
		return nil, err
	}
	sorted, err := floatsCharged(t, c, true)
	if err != nil {
		return nil, err
	}
	sort.Float64s(sorted)
	var qs []float64
	if n, ok := pyInt64(vals[1]); ok {
		if err := t.Alloc((max(n, 0) + 1) * 8); err != nil {
			return nil, err
		}
		for k := 0; k <= int(n); k++ {
			qs = append(qs, float64(k)/float64(n))
		}
	} else {
		items, err := m.listItems(t, vals[1])
		if err != nil {
			return nil, err
		}
		for _, it := range items {
			f, _ := pyNumber(it)
			qs = append(qs, f)
		}
	}
	edges := make([]py.Value, len(qs))
	for k, q := range qs {
		edges[k] = py.Float(quantileOf(sorted, q))
	}
	for k := 1; k < len(edges); k++ {
		if edges[k].(py.Float) == edges[k-1].(py.Float) {
			s, _ := py.Repr(t, py.NewList(edges))
			return nil, py.NewValueError("Bin edges must be unique: array(%s).\nYou can drop duplicate edges by setting the 'duplicates' kwarg", s)
		}
	}
	kw := []py.Kwarg{{Name: "include_lowest", Value: py.True}}
	if vals[2] != nil {
		kw = append(kw, py.Kwarg{Name: "labels", Value: vals[2]})
	}
	if vals[4] != nil {
		kw = append(kw, py.Kwarg{Name: "precision", Value: vals[4]})
	}
	return m.cut(t, nil, []py.Value{vals[0], py.NewList(edges)}, kw)
}

// getDummies is pd.get_dummies(data, columns, prefix, drop_first,
// dtype): one indicator column per value (uint8 in pandas 1.5, shown as
// ints).
func (m *Module) getDummies(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	vals, err := bind("get_dummies", []string{"data", "prefix", "prefix_sep", "dummy_na", "columns", "sparse", "drop_first", "dtype"}, 1, args, kwargs)
	if err != nil {
		return nil, err
	}
	sep, _ := argStr(vals[2], "prefix_sep", "_")
	dropFirst, _ := argBool(t, vals[6], false)
	asBool := false
	if !isNone(vals[7]) {
		dt, _, err := m.dtypeArg(t, vals[7])
		if err != nil {
			return nil, err
		}
		asBool = dt == dtBool
	}
	dummies := func(c *column, prefix string, hasPrefix bool) ([]*column, []py.Value, error) {
		codes, firsts, err := factorize(t, []*column{c}, true)
		if err != nil {
			return nil, nil, err
		}
		u, err := c.take(t, firsts)
		if err != nil {
			return nil, nil, err
		}
		order, err := argsort(t, u.len(), []sortKey{{c: u, ascending: true}}, false)
		if err != nil {
			return nil, nil, err
		}
		k0 := 0
		if dropFirst {
			k0 = 1
		}
		nd := max(len(order)-k0, 0)
		dt := dtInt
		if asBool {
			dt = dtBool
		}
		// The table: one column of len(c) per distinct value.
		if err := chargeCells(t, c.len(), nd, itemBytes(dt)+1); err != nil {
			return nil, nil, err
		}
		// rank[g] is group g's column (-1: dropped); firsts was charged
		// by factorize, rank is as long.
		rank := make([]int, len(firsts)) //krait:alloc-ok one per group, as firsts (charged by factorize)
		for g := range rank {
			rank[g] = -1
		}
		cols := make([]*column, nd)    //krait:alloc-ok one per column of the table, charged above
		labels := make([]py.Value, nd) //krait:alloc-ok one per column of the table, charged above
		for k := k0; k < len(order); k++ {
			p := order[k]
			rank[p] = k - k0
			cols[k-k0] = makeColumn(dt, c.len())
			lbl := u.pyAt(m, p)
			if hasPrefix {
				s, _ := py.ToStr(t, lbl)
				lbl = py.NewStr(prefix + sep + s)
			}
			labels[k-k0] = lbl
		}
		for j, g := range codes {
			if g < 0 || rank[g] < 0 {
				continue
			}
			if asBool {
				cols[rank[g]].b[j] = true
			} else {
				cols[rank[g]].i[j] = 1
			}
		}
		return cols, labels, nil
	}
	if s := seriesOf(vals[0]); s != nil {
		p, has := strOf(orNone(vals[1]))
		cols, labels, err := dummies(s.col, p, has)
		if err != nil {
			return nil, err
		}
		ix, err := m.labelsIndex(t, labels)
		if err != nil {
			return nil, err
		}
		return m.wrapFrame(&Frame{cols: cols, columns: ix, idx: s.idx}), nil
	}
	f := frameOf(vals[0])
	if f == nil {
		c, err := m.columnFrom(t, vals[0])
		if err != nil {
			return nil, err
		}
		cols, labels, err := dummies(c, "", false)
		if err != nil {
			return nil, err
		}
		ix, err := m.labelsIndex(t, labels)
		if err != nil {
			return nil, err
		}
		return m.wrapFrame(&Frame{cols: cols, columns: ix, idx: rangeIndex(c.len())}), nil
	}
	which := map[int]bool{}
	if !isNone(vals[4]) {
		labels, _, err := m.labelArg(t, vals[4])
		if err != nil {
			return nil, err
		}
		for _, l := range labels {
			ps, _ := f.columns.find(t, keyOf(t, l))
			for _, p := range ps {
				which[p] = true
			}
		}
	} else {
		for k, c := range f.cols {
			if c.dt == dtObject {
				which[k] = true
			}
		}
	}
	prefixes := map[int]string{}
	if d, ok := vals[1].(*py.Dict); ok {
		for _, kv := range d.Items() {
			ps, _ := f.columns.find(t, keyOf(t, kv[0]))
			s, _ := py.ToStr(t, kv[1])
			for _, p := range ps {
				prefixes[p] = s
			}
		}
	} else if p, ok := strOf(orNone(vals[1])); ok {
		for k := range f.cols {
			prefixes[k] = p
		}
	}
	out := &Frame{m: m, idx: f.idx}
	var labels []py.Value
	for k, c := range f.cols {
		if !which[k] {
			out.cols = append(out.cols, c)
			//krait:alloc-ok one per column of an existing frame, whose columns each hold more
			labels = append(labels, f.columns.labelAt(m, k))
		}
	}
	for k, c := range f.cols {
		if !which[k] {
			continue
		}
		p, ok := prefixes[k]
		if !ok {
			p, _ = py.ToStr(t, f.columns.labelAt(m, k))
		}
		cols, ls, err := dummies(c, p, true)
		if err != nil {
			return nil, err
		}
		//krait:alloc-ok the dummy columns made and charged by dummies (chargeCells)
		out.cols = append(out.cols, cols...)
		//krait:alloc-ok one label per dummy column, charged by dummies (chargeCells)
		labels = append(labels, ls...)
	}
	if out.columns, err = m.labelsIndex(t, labels); err != nil {
		return nil, err
	}
	return m.wrapFrame(out), nil
}
