package pandas

import (
	"github.com/kraitpy/krait/py"
)

// This file is the DataFrame methods about labels and rows: sorting,
// set_index/reset_index, rename, drop, dropna, drop_duplicates, assign,
// insert, pop, and the conversions (to_dict, iterrows, itertuples).

// frameMethods lists the DataFrame methods.
func (m *Module) frameMethods() []method {
	ms := []method{
		fmeth("__str__", func(t *py.Thread, f *Frame, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			s, err := m.frameToString(t, f, m.reprParams())
			return py.NewStr(s), err
		}),
		fmeth("sort_values", m.frameSortValues),
		fmeth("sort_index", func(t *py.Thread, f *Frame, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			vals, err := bind("sort_index", []string{"axis", "level", "ascending", "inplace", "kind", "na_position", "sort_remaining", "ignore_index", "key"}, 0, args, kwargs)
			if err != nil {
				return nil, err
			}
			asc, err := m.ascendingList(t, vals[2])
			if err != nil {
				return nil, err
			}
			axis, err := axisArg(vals[0], 0)
			if err != nil {
				return nil, err
			}
			var r py.Value
			if axis == 1 {
				pos, err := m.keyedIndexPositions(t, f.columns, vals[8], asc, false)
				if err != nil {
					return nil, err
				}
				if err := checkTake(pos, f.ncols()); err != nil {
					return nil, err
				}
				if r, err = m.selectFrame(t, f, allSel(f.nrows()), sel{pos: pos}); err != nil {
					return nil, err
				}
			} else {
				pos, err := m.keyedIndexPositions(t, f.idx, vals[8], asc, false)
				if err != nil {
					return nil, err
				}
				if err := checkTake(pos, f.nrows()); err != nil {
					return nil, err
				}
				if r, err = m.selectFrame(t, f, sel{pos: pos}, allSel(f.ncols())); err != nil {
					return nil, err
				}
			}
			inpl, _ := argBool(t, vals[3], false)
			return frameInplace(f, r, inpl)
		}),
		fmeth("set_index", m.frameSetIndex),
		fmeth("reset_index", m.frameResetIndex),
		fmeth("rename", m.frameRename),
		fmeth("drop", m.frameDrop),
		fmeth("dropna", m.frameDropna),
		fmeth("drop_duplicates", func(t *py.Thread, f *Frame, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			vals, err := bind("drop_duplicates", []string{"subset", "keep", "inplace", "ignore_index"}, 0, args, kwargs)
			if err != nil {
				return nil, err
			}
			if f.ncols() == 0 {
				// pandas copies an empty frame (no work per row: a frame
				// of 10**12 rows and no columns is free).
				g := &Frame{m: m, cols: sharedCols(f.cols), columns: f.columns, idx: f.idx}
				if b, _ := argBool(t, vals[3], false); b {
					g.idx = rangeIndex(f.nrows())
				}
				inpl, _ := argBool(t, vals[2], false)
				return frameInplace(f, m.wrapFrame(g), inpl)
			}
			dup, err := m.frameDuplicated(t, f, vals[0], vals[1])
			if err != nil {
				return nil, err
			}
			var pos []int
			for j, d := range dup {
				if !d {
					pos = append(pos, j)
				}
			}
			g, err := f.takeRows(t, pos, nil)
			if err != nil {
				return nil, err
			}
			if b, _ := argBool(t, vals[3], false); b {
				g.idx = rangeIndex(len(pos))
			}
			inpl, _ := argBool(t, vals[2], false)
			return frameInplace(f, m.wrapFrame(g), inpl)
		}),
		fmeth("duplicated", func(t *py.Thread, f *Frame, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			vals, err := bind("duplicated", []string{"subset", "keep"}, 0, args, kwargs)
			if err != nil {
				return nil, err
			}
			if f.ncols() == 0 {
				// pandas: an empty bool Series, whatever the rows.
				return m.wrapSeries(boolCol(nil), rangeIndex(0), py.None), nil
			}
			dup, err := m.frameDuplicated(t, f, vals[0], vals[1])
			if err != nil {
				return nil, err
			}
			return m.wrapSeries(boolCol(dup), f.idx, py.None), nil
		}),
		fmeth("assign", func(t *py.Thread, f *Frame, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			if len(args) > 0 {
				return nil, py.NewTypeError("assign() takes 1 positional argument but %d were given", len(args)+1)
			}
			g := &Frame{m: m, cols: sharedCols(f.cols), columns: f.columns, idx: f.idx}
			self := m.wrapFrame(g)
			for _, kw := range kwargs {
				v := kw.Value
				if py.IsCallable(v) && seriesOf(v) == nil && frameOf(v) == nil {
					if _, isType := v.(*py.Type); !isType {
						r, err := py.Call(t, v, []py.Value{self}, nil)
						if err != nil {
							return nil, err
						}
						v = r
					}
				}
				if err := m.frameSetItem(t, g, py.NewStr(kw.Name), v); err != nil {
					return nil, err
				}
			}
			return self, nil
		}),
		fmeth("insert", func(t *py.Thread, f *Frame, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			vals, err := bind("insert", []string{"loc", "column", "value", "allow_duplicates"}, 3, args, kwargs)
			if err != nil {
				return nil, err
			}
			loc, err := argInt(vals[0], "loc", 0)
			if err != nil {
				return nil, err
			}
			if loc < 0 || loc > f.ncols() {
				return nil, py.NewException(py.IndexErrorType, "index "+itoa(loc)+" is out of bounds for axis 0 with size "+itoa(f.ncols()))
			}
			if ps, _ := f.columns.find(t, keyOf(t, vals[1])); len(ps) > 0 && vals[3] != py.True {
				s, _ := py.Repr(t, vals[1])
				return nil, py.NewValueError("cannot insert %s, already exists", s)
			}
			c, err := m.valueColumn(t, vals[2], f.idx)
			if err != nil {
				return nil, err
			}
			labels, err := m.indexLabels(t, f.columns)
			if err != nil {
				return nil, err
			}
			labels = append(labels[:loc], append([]py.Value{vals[1]}, labels[loc:]...)...)
			cols := append(append(append([]*column(nil), f.cols[:loc]...), c.share()), f.cols[loc:]...)
			ix, err := m.labelsIndex(t, labels)
			if err != nil {
				return nil, err
			}
			f.cols, f.columns = cols, ix
			return py.None, nil
		}),
		fmeth("pop", func(t *py.Thread, f *Frame, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			vals, err := bind("pop", []string{"item"}, 1, args, kwargs)
			if err != nil {
				return nil, err
			}
			r, err := m.frameGetItem(t, f, vals[0])
			if err != nil {
				return nil, err
			}
			ps, _ := m.columnPositions(t, f, vals[0])
			return r, m.dropColumnPositions(t, f, ps)
		}),
		fmeth("to_dict", m.frameToDict),
		fmeth("iterrows", func(t *py.Thread, f *Frame, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			n := f.nrows()
			if err := t.Charge(int64(n * max(f.ncols(), 1))); err != nil {
				return nil, err
			}
			if err := chargeCells(t, n, 1, 16); err != nil {
				return nil, err
			}
			out := make([]py.Value, n)
			for j := range out {
				r, err := m.frameRow(t, f, j, f.idx.labelAt(m, j))
				if err != nil {
					return nil, err
				}
				out[j] = py.NewTuple([]py.Value{f.idx.labelAt(m, j), m.wrapSeries(r.col, r.idx, r.name)})
			}
			return py.IterObject(t, py.NewList(out))
		}),
		fmeth("itertuples", m.frameItertuples),
		fmeth("items", m.frameItems),
		fmeth("iteritems", m.frameItems),
		fmeth("keys", func(t *py.Thread, f *Frame, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			return m.wrapIndex(f.columns), nil
		}),
		fmeth("get", func(t *py.Thread, f *Frame, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			vals, err := bind("get", []string{"key", "default"}, 1, args, kwargs)
			if err != nil {
				return nil, err
			}
			r, err := m.frameGetItem(t, f, vals[0])
			if err != nil {
				if e, ok := err.(*py.Exception); ok && e.Matches(py.KeyErrorType) {
					if vals[1] == nil {
						return py.None, nil
					}
					return vals[1], nil
				}
				return nil, err
			}
			return r, nil
		}),
		fmeth("isin", func(t *py.Thread, f *Frame, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			vals, err := bind("isin", []string{"values"}, 1, args, kwargs)
			if err != nil {
				return nil, err
			}
			//krait:alloc-ok one per column of an existing frame, whose columns each hold more
			out := &Frame{columns: f.columns, idx: f.idx, cols: make([]*column, f.ncols())}
			d, isDict := vals[0].(*py.Dict)
			var all []py.Value
			if !isDict {
				if all, err = m.listItems(t, vals[0]); err != nil {
					return nil, err
				}
			}
			for k, c := range f.cols {
				items := all
				if isDict {
					v, ok, err := d.Get(t, f.columns.labelAt(m, k))
					if err != nil {
						return nil, err
					}
					items = nil
					if ok {
						if items, err = m.listItems(t, v); err != nil {
							return nil, err
						}
					}
				}
				if out.cols[k], err = m.isinColumn(t, c, items); err != nil {
					return nil, err
				}
			}
			return m.wrapFrame(out), nil
		}),
		fmeth("nlargest", func(t *py.Thread, f *Frame, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			return m.frameNExtreme(t, f, args, kwargs, true)
		}),
		fmeth("nsmallest", func(t *py.Thread, f *Frame, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			return m.frameNExtreme(t, f, args, kwargs, false)
		}),
		fmeth("to_string", m.frameToStringMethod),
		fmeth("info", m.frameInfo),
		fmeth("select_dtypes", m.frameSelectDtypes),
		fmeth("transpose", func(t *py.Thread, f *Frame, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			g, err := m.transpose(t, f)
			if err != nil {
				return nil, err
			}
			return m.wrapFrame(g), nil
		}),
		fmeth("add_prefix", func(t *py.Thread, f *Frame, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			return m.affixColumns(t, f, args, kwargs, true)
		}),
		fmeth("add_suffix", func(t *py.Thread, f *Frame, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			return m.affixColumns(t, f, args, kwargs, false)
		}),
		fmeth("squeeze", func(t *py.Thread, f *Frame, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			switch {
			case f.ncols() == 1 && f.nrows() == 1:
				return f.cols[0].boxAt(m, 0), nil
			case f.ncols() == 1:
				s := m.columnSeries(f, 0)
				return m.wrapSeries(s.col, s.idx, s.name), nil
			case f.nrows() == 1:
				r, err := m.frameRow(t, f, 0, f.idx.labelAt(m, 0))
				if err != nil {
					return nil, err
				}
				return m.wrapSeries(r.col, r.idx, r.name), nil
			}
			return m.wrapFrame(f), nil
		}),
		fmeth("set_axis", func(t *py.Thread, f *Frame, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			vals, err := bind("set_axis", []string{"labels", "axis", "inplace", "copy"}, 1, args, kwargs)
			if err != nil {
				return nil, err
			}
			axis, err := axisArg(vals[1], 0)
			if err != nil {
				return nil, err
			}
			ix, err := m.indexFrom(t, vals[0])
			if err != nil {
				return nil, err
			}
			g := &Frame{m: m, cols: sharedCols(f.cols), columns: f.columns, idx: f.idx}
			if axis == 1 {
				if ix.len() != f.ncols() {
					return nil, py.NewValueError("Length mismatch: Expected axis has %d elements, new values have %d elements", f.ncols(), ix.len())
				}
				g.columns = ix
			} else {
				if ix.len() != f.nrows() {
					return nil, py.NewValueError("Length mismatch: Expected axis has %d elements, new values have %d elements", f.nrows(), ix.len())
				}
				g.idx = ix
			}
			return m.wrapFrame(g), nil
		}),
		fmeth("rename_axis", func(t *py.Thread, f *Frame, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			vals, err := bind("rename_axis", []string{"mapper", "index", "columns", "axis", "copy", "inplace"}, 0, args, kwargs)
			if err != nil {
				return nil, err
			}
			g := &Frame{m: m, cols: sharedCols(f.cols), columns: f.columns, idx: f.idx}
			axis, _ := axisArg(vals[3], 0)
			if vals[0] != nil {
				if axis == 1 {
					g.columns = f.columns.withName(vals[0])
				} else {
					g.idx = f.idx.withName(vals[0])
				}
			}
			if vals[1] != nil {
				g.idx = f.idx.withName(vals[1])
			}
			if vals[2] != nil {
				g.columns = f.columns.withName(vals[2])
			}
			return m.wrapFrame(g), nil
		}),
		fmeth("reindex", func(t *py.Thread, f *Frame, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			vals, err := bind("reindex", []string{"labels", "index", "columns", "axis", "method", "copy", "level", "fill_value", "limit", "tolerance"}, 0, args, kwargs)
			if err != nil {
				return nil, err
			}
			g := f
			rows := vals[1]
			if vals[0] != nil {
				if ax, _ := axisArg(vals[3], 0); ax == 1 {
					vals[2] = vals[0]
				} else {
					rows = vals[0]
				}
			}
			if rows != nil {
				ix, err := m.indexFrom(t, rows)
				if err != nil {
					return nil, err
				}
				if g, err = m.reindexFrame(t, g, ix); err != nil {
					return nil, err
				}
			}
			if vals[2] != nil {
				labels, err := m.listItems(t, vals[2])
				if err != nil {
					return nil, err
				}
				if g, err = m.selectColumns(t, g, labels, true); err != nil {
					return nil, err
				}
			}
			if !isNone(vals[7]) {
				for k, c := range g.cols {
					if g.cols[k], err = m.fillNA(t, c, vals[7]); err != nil {
						return nil, err
					}
				}
			}
			return m.wrapFrame(g), nil
		}),
		fmeth("first_valid_index", func(t *py.Thread, f *Frame, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			// Column by column, up to the best row so far: the rows of a
			// frame without columns are never visited (10**12 of them).
			best := -1
			for _, c := range f.cols {
				for j := 0; j < f.nrows() && (best < 0 || j < best); j++ {
					if !c.isNA(j) {
						best = j
						break
					}
				}
			}
			if best < 0 {
				return py.None, nil
			}
			return f.idx.labelAt(m, best), nil
		}),
	}
	ms = append(ms, m.operatorMethods(true)...) //krait:alloc-ok a method table: fixed lists, built once when the class is made
	ms = append(ms, m.ndMethods()...)           //krait:alloc-ok a method table: fixed lists, built once when the class is made
	ms = append(ms, m.frameExtraMethods()...)   //krait:alloc-ok a method table: fixed lists, built once when the class is made
	ms = append(ms, method{Name: "filter", Fn: m.filterMethod})
	return ms
}

// frameInplace finishes a DataFrame method with inplace=.
func frameInplace(f *Frame, result py.Value, yes bool) (py.Value, error) {
	if !yes {
		return result, nil
	}
	r := frameOf(result)
	f.cols, f.columns, f.idx = r.cols, r.columns, r.idx
	return py.None, nil
}

// frameSortValues is DataFrame.sort_values(by, ascending, ...).
func (m *Module) frameSortValues(t *py.Thread, f *Frame, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	vals, err := bind("sort_values", []string{"by", "axis", "ascending", "inplace", "kind", "na_position", "ignore_index", "key"}, 1, args, kwargs)
	if err != nil {
		return nil, err
	}
	by, _, err := m.labelArg(t, vals[0])
	if err != nil {
		return nil, err
	}
	asc, err := m.ascendingList(t, vals[2])
	if err != nil {
		return nil, err
	}
	if len(asc) != 1 && len(asc) != len(by) {
		return nil, py.NewValueError("Length of ascending (%d) != length of by (%d)", len(asc), len(by))
	}
	naPos, err := argStr(vals[5], "na_position", "last")
	if err != nil {
		return nil, err
	}
	n := f.nrows()
	keys := make([]sortKey, len(by))
	for k, b := range by {
		c, err := m.keyColumn(t, f, b)
		if err != nil {
			return nil, err
		}
		keys[k].c = c
	}
	// pandas reads every key column first, then maps them (a key function
	// that changes the frame in place does not change the keys).
	for k, b := range by {
		c := keys[k].c
		if !isNone(vals[7]) {
			var err error
			if c, err = m.keyMapped(t, vals[7], c, f.idx, b); err != nil {
				return nil, err
			}
		}
		a := asc[0]
		if len(asc) > 1 {
			a = asc[k]
		}
		keys[k] = sortKey{c: c, ascending: a}
	}
	pos, err := argsort(t, n, keys, naPos == "first")
	if err != nil {
		return nil, err
	}
	if err := checkTake(pos, f.nrows()); err != nil {
		return nil, err
	}
	g, err := f.takeRows(t, pos, nil)
	if err != nil {
		return nil, err
	}
	if b, _ := argBool(t, vals[6], false); b {
		g.idx = rangeIndex(len(pos))
	}
	inpl, _ := argBool(t, vals[3], false)
	return frameInplace(f, m.wrapFrame(g), inpl)
}

// keyColumn returns the column a "by" label names: a column, else an
// index level of that name (KeyError otherwise).
func (m *Module) keyColumn(t *py.Thread, f *Frame, label py.Value) (*column, error) {
	ps, err := m.columnPositions(t, f, label)
	if err != nil {
		return nil, err
	}
	if len(ps) == 1 {
		return f.cols[ps[0]], nil
	}
	if len(ps) > 1 {
		s, _ := py.Repr(t, label)
		return nil, py.NewValueError("The column label %s is not unique.", s)
	}
	for k := 0; k < f.idx.nlevels(); k++ {
		if n := f.idx.levelName(k); n != py.None && keyOf(t, n) == keyOf(t, label) {
			return f.idx.levelColumn(t, m, k)
		}
	}
	return nil, keyError(label)
}

// frameDuplicated is the duplicated mask over subset columns.
func (m *Module) frameDuplicated(t *py.Thread, f *Frame, subset, keepV py.Value) ([]bool, error) {
	keep, err := keepArg(keepV)
	if err != nil {
		return nil, err
	}
	cols := f.cols
	if !isNone(subset) {
		labels, _, err := m.labelArg(t, subset)
		if err != nil {
			return nil, err
		}
		cols = nil
		var missing []py.Value
		for _, l := range labels {
			ps, err := m.columnPositions(t, f, l)
			if err != nil {
				return nil, err
			}
			if len(ps) == 0 {
				missing = append(missing, l)
			}
			for _, p := range ps {
				cols = append(cols, f.cols[p])
			}
		}
		if len(missing) > 0 {
			lbl, _ := m.labelsIndex(t, missing)
			r, _ := m.indexRepr(t, lbl)
			return nil, py.NewKeyError(py.NewStr(r))
		}
	}
	return duplicatedMask(t, cols, f.nrows(), keep)
}

// frameDropna is dropna(axis, how, thresh, subset, inplace).
func (m *Module) frameDropna(t *py.Thread, f *Frame, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	vals, err := bind("dropna", []string{"axis", "how", "thresh", "subset", "inplace"}, 0, args, kwargs)
	if err != nil {
		return nil, err
	}
	axis, err := axisArg(vals[0], 0)
	if err != nil {
		return nil, err
	}
	how, err := argStr(vals[1], "how", "any")
	if err != nil {
		return nil, err
	}
	if how != "any" && how != "all" {
		return nil, py.NewValueError("invalid how option: %s", how)
	}
	thresh, err := argInt(vals[2], "thresh", -1)
	if err != nil {
		return nil, err
	}
	inpl, _ := argBool(t, vals[4], false)
	if axis == 1 {
		var keep []int
		for k, c := range f.cols {
			cnt := 0
			for j := 0; j < f.nrows(); j++ {
				if !c.isNA(j) {
					cnt++
				}
			}
			ok := (thresh >= 0 && cnt >= thresh) || (thresh < 0 && ((how == "any" && cnt == f.nrows()) || (how == "all" && cnt > 0)))
			if ok {
				keep = append(keep, k)
			}
		}
		r, err := m.selectFrame(t, f, allSel(f.nrows()), sel{pos: keep})
		if err != nil {
			return nil, err
		}
		return frameInplace(f, r, inpl)
	}
	cols := f.cols
	if !isNone(vals[3]) {
		labels, _, err := m.labelArg(t, vals[3])
		if err != nil {
			return nil, err
		}
		cols = nil
		for _, l := range labels {
			ps, err := m.columnPositions(t, f, l)
			if err != nil {
				return nil, err
			}
			if len(ps) == 0 {
				lbl, _ := m.labelsIndex(t, []py.Value{l})
				r, _ := m.indexRepr(t, lbl)
				return nil, py.NewKeyError(py.NewStr(r))
			}
			for _, p := range ps {
				cols = append(cols, f.cols[p])
			}
		}
	}
	if err := t.Charge(int64(f.nrows() * max(len(cols), 1))); err != nil {
		return nil, err
	}
	var pos []int
	for j := 0; j < f.nrows(); j++ {
		cnt := 0
		for _, c := range cols {
			if !c.isNA(j) {
				cnt++
			}
		}
		ok := (thresh >= 0 && cnt >= thresh) || (thresh < 0 && ((how == "any" && cnt == len(cols)) || (how == "all" && cnt > 0)))
		if ok {
			if pos, err = appendCharged(t, pos, j); err != nil {
				return nil, err
			}
		}
	}
	g, err := f.takeRows(t, pos, nil)
	if err != nil {
		return nil, err
	}
	return frameInplace(f, m.wrapFrame(g), inpl)
}

// frameNExtreme is nlargest/nsmallest(n, columns, keep).
func (m *Module) frameNExtreme(t *py.Thread, f *Frame, args []py.Value, kwargs []py.Kwarg, largest bool) (py.Value, error) {
	vals, err := bind("nlargest", []string{"n", "columns", "keep"}, 2, args, kwargs)
	if err != nil {
		return nil, err
	}
	n, err := argInt(vals[0], "n", 5)
	if err != nil {
		return nil, err
	}
	by, _, err := m.labelArg(t, vals[1])
	if err != nil {
		return nil, err
	}
	keys := make([]sortKey, len(by))
	for k, b := range by {
		c, err := m.keyColumn(t, f, b)
		if err != nil {
			return nil, err
		}
		if !c.dt.numeric() {
			return nil, py.NewTypeError("Column '%s' has dtype object, cannot use method 'nlargest' with this dtype", reprOrType(b))
		}
		keys[k] = sortKey{c: c, ascending: !largest}
	}
	pos, err := argsort(t, f.nrows(), keys, false)
	if err != nil {
		return nil, err
	}
	var out []int
	for _, p := range pos {
		if len(out) >= n {
			break
		}
		if keys[0].c.isNA(p) {
			continue
		}
		out = append(out, p)
	}
	g, err := f.takeRows(t, out, nil)
	if err != nil {
		return nil, err
	}
	return m.wrapFrame(g), nil
}

// affixColumns is add_prefix/add_suffix.
func (m *Module) affixColumns(t *py.Thread, f *Frame, args []py.Value, kwargs []py.Kwarg, prefix bool) (py.Value, error) {
	vals, err := bind("add_prefix", []string{"prefix"}, 1, args, kwargs)
	if err != nil {
		return nil, err
	}
	a, err := py.ToStr(t, vals[0])
	if err != nil {
		return nil, err
	}
	//krait:alloc-ok one per column of an existing frame, whose columns each hold more
	labels := make([]py.Value, f.ncols())
	for k := range labels {
		s, err := py.ToStr(t, f.columns.labelAt(m, k))
		if err != nil {
			return nil, err
		}
		if prefix {
			labels[k] = py.NewStr(a + s)
		} else {
			labels[k] = py.NewStr(s + a)
		}
	}
	ix, err := m.labelsIndex(t, labels)
	if err != nil {
		return nil, err
	}
	return m.wrapFrame(&Frame{cols: sharedCols(f.cols), columns: ix, idx: f.idx}), nil
}

// transpose swaps rows and columns.
func (m *Module) transpose(t *py.Thread, f *Frame) (*Frame, error) {
	n := f.nrows()
	out := &Frame{m: m, columns: f.idx, idx: f.columns}
	// Every row becomes a column: the whole frame boxed once.
	if err := chargeCells(t, n, f.ncols()+1, 16); err != nil {
		return nil, err
	}
	for j := 0; j < n; j++ {
		r, err := m.frameRow(t, f, j, nil)
		if err != nil {
			return nil, err
		}
		out.cols = append(out.cols, r.col)
	}
	return out, nil
}
