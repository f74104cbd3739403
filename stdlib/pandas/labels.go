package pandas

import (
	"github.com/kraitpy/krait/py"
)

// This file changes labels: set_index, reset_index, rename and drop for
// frames and Series.

// frameSetIndex is set_index(keys, drop=True, append=False, inplace).
func (m *Module) frameSetIndex(t *py.Thread, f *Frame, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	vals, err := bind("set_index", []string{"keys", "drop", "append", "inplace", "verify_integrity"}, 1, args, kwargs)
	if err != nil {
		return nil, err
	}
	drop, err := argBool(t, vals[1], true)
	if err != nil {
		return nil, err
	}
	appendIdx, err := argBool(t, vals[2], false)
	if err != nil {
		return nil, err
	}
	var keys []py.Value
	if _, ok := vals[0].(*py.List); ok {
		keys, _ = m.listItems(t, vals[0])
	} else {
		keys = []py.Value{vals[0]}
	}
	var levels []*column
	var names []py.Value
	var dropPos []int
	if appendIdx {
		for k := 0; k < f.idx.nlevels(); k++ {
			c, err := f.idx.levelColumn(t, m, k)
			if err != nil {
				return nil, err
			}
			levels = append(levels, c)
			names = append(names, f.idx.levelName(k))
		}
	}
	var missing []py.Value
	for _, k := range keys {
		if s := seriesOf(k); s != nil {
			levels = append(levels, s.col)
			names = append(names, nameOrNone(s.name))
			continue
		}
		if ix := indexOf(k); ix != nil {
			c, err := ix.values(t, m)
			if err != nil {
				return nil, err
			}
			levels = append(levels, c)
			names = append(names, nameOrNone(ix.name))
			continue
		}
		if _, ok := k.(*py.List); ok {
			c, err := m.columnFrom(t, k)
			if err != nil {
				return nil, err
			}
			levels = append(levels, c)
			names = append(names, py.None)
			continue
		}
		ps, err := m.columnPositions(t, f, k)
		if err != nil {
			return nil, err
		}
		if len(ps) == 0 {
			missing = append(missing, k)
			continue
		}
		levels = append(levels, f.cols[ps[0]])
		names = append(names, k)
		dropPos = append(dropPos, ps[0])
	}
	if len(missing) > 0 {
		s, _ := py.Repr(t, py.NewList(missing))
		return nil, py.NewKeyError(py.NewStr("None of " + s + " are in the columns"))
	}
	for _, l := range levels {
		if l.len() != f.nrows() {
			return nil, py.NewValueError("Length mismatch: Expected %d rows, received array of length %d", f.nrows(), l.len())
		}
	}
	g := &Frame{m: m, cols: sharedCols(f.cols), columns: f.columns}
	if len(levels) == 1 {
		g.idx = flatIndex(levels[0], names[0])
	} else {
		g.idx = multiIndex(levels, names)
	}
	if drop && len(dropPos) > 0 {
		if err := m.dropColumnPositions(t, g, dropPos); err != nil {
			return nil, err
		}
	}
	inpl, _ := argBool(t, vals[3], false)
	return frameInplace(f, m.wrapFrame(g), inpl)
}

// indexAsColumns returns the levels of an index as columns with the
// labels reset_index gives them ('index' or 'level_k' when unnamed).
func (m *Module) indexAsColumns(t *py.Thread, ix *index, f *Frame) ([]*column, []py.Value, error) {
	var cols []*column
	var labels []py.Value
	for k := 0; k < ix.nlevels(); k++ {
		c, err := ix.levelColumn(t, m, k)
		if err != nil {
			return nil, nil, err
		}
		cols = append(cols, c)
		name := ix.levelName(k)
		if name == py.None {
			if ix.isMulti() {
				name = py.NewStr("level_" + itoa(k))
			} else {
				name = py.NewStr("index")
				if f != nil {
					if ps, _ := f.columns.find(t, hkey{k: kStr, s: "index"}); len(ps) > 0 {
						name = py.NewStr("level_0")
					}
				}
			}
		}
		labels = append(labels, name)
	}
	return cols, labels, nil
}

// frameResetIndex is reset_index(level, drop, inplace).
func (m *Module) frameResetIndex(t *py.Thread, f *Frame, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	vals, err := bind("reset_index", []string{"level", "drop", "inplace", "col_level", "col_fill", "allow_duplicates", "names"}, 0, args, kwargs)
	if err != nil {
		return nil, err
	}
	drop, err := argBool(t, vals[1], false)
	if err != nil {
		return nil, err
	}
	inpl, _ := argBool(t, vals[2], false)
	g := &Frame{m: m, cols: sharedCols(f.cols), columns: f.columns, idx: rangeIndex(f.nrows())}
	keepLevels := []int(nil)
	if !isNone(vals[0]) && f.idx.isMulti() {
		lv, _, err := m.labelArg(t, vals[0])
		if err != nil {
			return nil, err
		}
		take := map[int]bool{}
		for _, l := range lv {
			k := m.levelNumber(t, f.idx, l)
			if k < 0 {
				return nil, keyError(l)
			}
			take[k] = true
		}
		for k := 0; k < f.idx.nlevels(); k++ {
			if !take[k] {
				//krait:alloc-ok one per level of the index (its levels exist)
				keepLevels = append(keepLevels, k)
			}
		}
	}
	if !drop {
		cols, labels, err := m.indexAsColumns(t, f.idx, f)
		if err != nil {
			return nil, err
		}
		if keepLevels != nil {
			keep := map[int]bool{}
			for _, k := range keepLevels {
				keep[k] = true
			}
			var c2 []*column
			var l2 []py.Value
			for k := range cols {
				if !keep[k] {
					c2 = append(c2, cols[k])
					//krait:alloc-ok one per column of the index levels being moved (they exist)
					l2 = append(l2, labels[k])
				}
			}
			cols, labels = c2, l2
		}
		if !isNone(vals[6]) {
			names, _, err := m.labelArg(t, vals[6])
			if err != nil {
				return nil, err
			}
			for k := range labels {
				if k < len(names) {
					labels[k] = names[k]
				}
			}
		}
		existing, err := m.indexLabels(t, f.columns)
		if err != nil {
			return nil, err
		}
		for _, l := range labels {
			if ps, _ := f.columns.find(t, keyOf(t, l)); len(ps) > 0 {
				s, _ := py.Repr(t, l)
				return nil, py.NewValueError("cannot insert %s, already exists", s)
			}
		}
		all := append(append([]py.Value(nil), labels...), existing...)
		if f.columns.isMulti() {
			// New columns get the label on the first level, '' below.
			var tuples []py.Value
			for _, l := range labels {
				items := make([]py.Value, f.columns.nlevels())
				items[0] = l
				for k := 1; k < len(items); k++ {
					items[k] = py.NewStr("")
				}
				tuples = append(tuples, py.NewTuple(items))
			}
			all = append(tuples, existing...)
			mi, _, err := m.tuplesToMulti(t, all, f.columns.names)
			if err != nil {
				return nil, err
			}
			g.columns = mi
		} else {
			ix, err := m.labelsIndex(t, all)
			if err != nil {
				return nil, err
			}
			ix.name = f.columns.name
			g.columns = ix
		}
		g.cols = append(sharedCols(cols), g.cols...)
	}
	if keepLevels != nil {
		var levels []*column
		var names []py.Value
		for _, k := range keepLevels {
			levels = append(levels, f.idx.levels[k])
			//krait:alloc-ok one per level of the index (its levels exist)
			names = append(names, f.idx.names[k])
		}
		if len(levels) == 1 {
			g.idx = flatIndex(levels[0], names[0])
		} else {
			g.idx = multiIndex(levels, names)
		}
	}
	return frameInplace(f, m.wrapFrame(g), inpl)
}

// levelNumber returns the level a name or number refers to, or -1.
func (m *Module) levelNumber(t *py.Thread, ix *index, l py.Value) int {
	for k := 0; k < ix.nlevels(); k++ {
		if n := ix.levelName(k); n != py.None && keyOf(t, n) == keyOf(t, l) {
			return k
		}
	}
	if n, ok := pyInt64(l); ok && int(n) >= 0 && int(n) < ix.nlevels() {
		return int(n)
	}
	return -1
}

// seriesResetIndex is Series.reset_index: a frame of the index and the
// values (or a Series with a fresh index with drop=True).
func (m *Module) seriesResetIndex(t *py.Thread, s *Series, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	vals, err := bind("reset_index", []string{"level", "drop", "name", "inplace", "allow_duplicates"}, 0, args, kwargs)
	if err != nil {
		return nil, err
	}
	drop, err := argBool(t, vals[1], false)
	if err != nil {
		return nil, err
	}
	if drop {
		r := m.wrapSeries(s.col, rangeIndex(s.col.len()), s.name)
		inpl, _ := argBool(t, vals[3], false)
		return seriesInplace(s, r, inpl)
	}
	cols, labels, err := m.indexAsColumns(t, s.idx, nil)
	if err != nil {
		return nil, err
	}
	name := s.name
	if vals[2] != nil {
		name = vals[2]
	}
	if name == nil || name == py.None {
		name = py.NewInt(0)
	}
	labels = append(labels, name)
	cols = append(cols, s.col)
	ix, err := m.labelsIndex(t, labels)
	if err != nil {
		return nil, err
	}
	return m.wrapFrame(&Frame{cols: sharedCols(cols), columns: ix, idx: rangeIndex(s.col.len())}), nil
}

// renameIndex maps the labels of an index through a dict or function.
func (m *Module) renameIndex(t *py.Thread, ix *index, mapper py.Value) (*index, error) {
	if ix.isRange && !py.IsCallable(mapper) {
		if d, ok := mapper.(*py.Dict); ok && d.Len() == 0 {
			return ix, nil
		}
	}
	lookup := func(v py.Value) (py.Value, error) {
		if d, ok := mapper.(*py.Dict); ok {
			r, ok, err := d.Get(t, v)
			if err != nil || !ok {
				return v, err
			}
			return r, nil
		}
		if s := seriesOf(mapper); s != nil {
			p, err := s.idx.findOne(t, keyOf(t, v))
			if err != nil || p < 0 {
				return v, err
			}
			return s.col.pyAt(m, p), nil
		}
		return py.Call(t, mapper, []py.Value{v}, nil)
	}
	if ix.isMulti() {
		levels := make([]*column, len(ix.levels))
		for k, l := range ix.levels {
			if err := chargeCells(t, l.len(), 1, 16); err != nil {
				return nil, err
			}
			vals := make([]py.Value, l.len())
			for j := range vals {
				r, err := lookup(l.pyAt(m, j))
				if err != nil {
					return nil, err
				}
				vals[j] = r
			}
			c, err := m.inferColumn(t, vals)
			if err != nil {
				return nil, err
			}
			levels[k] = c
		}
		return multiIndex(levels, ix.names), nil
	}
	labels, err := m.indexLabels(t, ix)
	if err != nil {
		return nil, err
	}
	for j, l := range labels {
		if labels[j], err = lookup(l); err != nil {
			return nil, err
		}
	}
	out, err := m.labelsIndex(t, labels)
	if err != nil {
		return nil, err
	}
	out.name = ix.name
	return out, nil
}

// frameRename is rename(mapper, index, columns, axis, inplace).
func (m *Module) frameRename(t *py.Thread, f *Frame, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	vals, err := bind("rename", []string{"mapper", "index", "columns", "axis", "copy", "inplace", "level", "errors"}, 0, args, kwargs)
	if err != nil {
		return nil, err
	}
	g := &Frame{m: m, cols: sharedCols(f.cols), columns: f.columns, idx: f.idx}
	rows, cols := vals[1], vals[2]
	if vals[0] != nil {
		axis, err := axisArg(vals[3], 0)
		if err != nil {
			return nil, err
		}
		if axis == 1 {
			cols = vals[0]
		} else {
			rows = vals[0]
		}
	}
	if rows == nil && cols == nil {
		return nil, py.NewTypeError("must pass an index to rename")
	}
	errs, _ := argStr(vals[7], "errors", "ignore")
	check := func(ix *index, mapper py.Value) error {
		if errs != "raise" {
			return nil
		}
		if d, ok := mapper.(*py.Dict); ok {
			var missing []py.Value
			for _, k := range d.Keys() {
				if ps, _ := ix.find(t, keyOf(t, k)); len(ps) == 0 {
					missing = append(missing, k)
				}
			}
			if len(missing) > 0 {
				return m.dropMissing(t, missing, ix)
			}
		}
		return nil
	}
	if rows != nil {
		if err := check(f.idx, rows); err != nil {
			return nil, err
		}
		if g.idx, err = m.renameIndex(t, f.idx, rows); err != nil {
			return nil, err
		}
	}
	if cols != nil {
		if err := check(f.columns, cols); err != nil {
			return nil, err
		}
		if g.columns, err = m.renameIndex(t, f.columns, cols); err != nil {
			return nil, err
		}
	}
	inpl, _ := argBool(t, vals[5], false)
	return frameInplace(f, m.wrapFrame(g), inpl)
}

// seriesRename is Series.rename(index): a scalar renames the Series, a
// dict or function maps the labels.
func (m *Module) seriesRename(t *py.Thread, s *Series, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	vals, err := bind("rename", []string{"index", "axis", "copy", "inplace", "level", "errors"}, 0, args, kwargs)
	if err != nil {
		return nil, err
	}
	inpl, _ := argBool(t, vals[3], false)
	v := vals[0]
	if v == nil {
		return m.wrapSeries(s.col, s.idx, s.name), nil
	}
	if _, isDict := v.(*py.Dict); !isDict && (seriesOf(v) == nil) && !(py.IsCallable(v)) {
		if inpl {
			s.name = v
			return py.None, nil
		}
		return m.wrapSeries(s.col, s.idx, v), nil
	}
	ix, err := m.renameIndex(t, s.idx, v)
	if err != nil {
		return nil, err
	}
	return seriesInplace(s, m.wrapSeries(s.col, ix, s.name), inpl)
}

// dropLabels returns the positions of an index to keep after dropping
// labels (KeyError for missing ones unless errors='ignore').
func (m *Module) dropLabels(t *py.Thread, ix *index, labels []py.Value, ignore bool) ([]int, error) {
	drop := map[int]bool{}
	var missing []py.Value
	for _, l := range labels {
		var ps []int
		var err error
		if ix.isMulti() && !isTuple(l) {
			k := keyOf(t, l)
			for j := 0; j < ix.len(); j++ {
				if ix.levels[0].keyAt(t, j) == k {
					if ps, err = appendCharged(t, ps, j); err != nil {
						return nil, err
					}
				}
			}
		} else if ps, err = ix.find(t, keyOf(t, l)); err != nil {
			return nil, err
		}
		if len(ps) == 0 {
			missing = append(missing, l)
		}
		for _, p := range ps {
			if !drop[p] {
				if err := t.Alloc(mapEntryBytes); err != nil {
					return nil, err
				}
				drop[p] = true
			}
		}
	}
	if len(missing) > 0 && !ignore {
		return nil, m.dropMissing(t, missing, ix)
	}
	var keep []int
	if err := chargeCells(t, ix.len(), 1, 8); err != nil {
		return nil, err
	}
	for j := 0; j < ix.len(); j++ {
		if !drop[j] {
			keep = append(keep, j)
		}
	}
	return keep, nil
}

// dropMissing is drop()'s KeyError: "['x'] not found in axis".
func (m *Module) dropMissing(t *py.Thread, missing []py.Value, ix *index) error {
	s, err := py.Repr(t, py.NewList(missing))
	if err != nil {
		return err
	}
	return py.NewKeyError(py.NewStr(s + " not found in axis"))
}

// frameDrop is drop(labels, axis, index, columns, inplace, errors).
func (m *Module) frameDrop(t *py.Thread, f *Frame, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	vals, err := bind("drop", []string{"labels", "axis", "index", "columns", "level", "inplace", "errors"}, 0, args, kwargs)
	if err != nil {
		return nil, err
	}
	ignore := false
	if e, _ := argStr(vals[6], "errors", "raise"); e == "ignore" {
		ignore = true
	}
	rows, cols := vals[2], vals[3]
	if vals[0] != nil {
		axis, err := axisArg(vals[1], 0)
		if err != nil {
			return nil, err
		}
		if axis == 1 {
			cols = vals[0]
		} else {
			rows = vals[0]
		}
	}
	if rows == nil && cols == nil {
		return nil, py.NewValueError("Need to specify at least one of 'labels', 'index' or 'columns'")
	}
	g := &Frame{m: m, cols: sharedCols(f.cols), columns: f.columns, idx: f.idx}
	if cols != nil {
		labels, _, err := m.labelArg(t, cols)
		if err != nil {
			return nil, err
		}
		keep, err := m.dropLabels(t, f.columns, labels, ignore)
		if err != nil {
			return nil, err
		}
		r, err := m.selectFrame(t, g, allSel(g.nrows()), sel{pos: keep})
		if err != nil {
			return nil, err
		}
		g = frameOf(r)
	}
	if rows != nil {
		labels, _, err := m.labelArg(t, rows)
		if err != nil {
			return nil, err
		}
		keep, err := m.dropLabels(t, g.idx, labels, ignore)
		if err != nil {
			return nil, err
		}
		if g, err = g.takeRows(t, keep, nil); err != nil {
			return nil, err
		}
	}
	inpl, _ := argBool(t, vals[5], false)
	return frameInplace(f, m.wrapFrame(g), inpl)
}

// seriesDrop is Series.drop(labels, index, inplace, errors).
func (m *Module) seriesDrop(t *py.Thread, s *Series, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	vals, err := bind("drop", []string{"labels", "axis", "index", "columns", "level", "inplace", "errors"}, 0, args, kwargs)
	if err != nil {
		return nil, err
	}
	lv := vals[0]
	if lv == nil {
		lv = vals[2]
	}
	labels, _, err := m.labelArg(t, lv)
	if err != nil {
		return nil, err
	}
	ignore := false
	if e, _ := argStr(vals[6], "errors", "raise"); e == "ignore" {
		ignore = true
	}
	keep, err := m.dropLabels(t, s.idx, labels, ignore)
	if err != nil {
		return nil, err
	}
	r, err := m.selectSeries(t, s, sel{pos: keep})
	if err != nil {
		return nil, err
	}
	inpl, _ := argBool(t, vals[5], false)
	return seriesInplace(s, r, inpl)
}

// levelArg resolves a level argument (a level name or number) on ix as
// pandas does, with its errors: a name that is no level's is a KeyError,
// a number past the levels an IndexError ("Too many levels").
func (m *Module) levelArg(t *py.Thread, ix *index, l py.Value) (int, error) {
	nl := ix.nlevels()
	for k := 0; k < nl; k++ {
		if n := ix.levelName(k); n != py.None && keyOf(t, n) == keyOf(t, l) {
			return k, nil
		}
	}
	isInt := false
	switch l.(type) {
	case py.Int, *py.BigInt:
		isInt = true
	}
	n, fits := pyInt64(l)
	if !isInt && !fits {
		text, err := py.ToStr(t, l)
		if err != nil {
			return 0, err
		}
		if nl == 1 {
			name, err := py.ToStr(t, ix.levelName(0))
			if err != nil {
				return 0, err
			}
			return 0, py.NewKeyError(py.NewStr("Requested level (" + text + ") does not match index name (" + name + ")"))
		}
		return 0, py.NewKeyError(py.NewStr("Level " + text + " not found"))
	}
	levels := "levels"
	if nl == 1 {
		levels = "level"
	}
	if fits && n < 0 && n >= -int64(nl) {
		return int(n) + nl, nil
	}
	if fits && n >= 0 && n < int64(nl) {
		return int(n), nil
	}
	if fits && n < 0 {
		return 0, py.NewIndexError("Too many levels: Index has only %d %s, %d is not a valid level number", nl, levels, n)
	}
	past, err := py.Binary(t, py.Add, l, py.NewInt(1))
	if err != nil {
		return 0, err
	}
	text, err := py.ToStr(t, past)
	if err != nil {
		return 0, err
	}
	if neg, err := py.CompareBool(t, py.Lt, l, py.NewInt(0)); err == nil && neg {
		text, err = py.ToStr(t, l)
		if err != nil {
			return 0, err
		}
		return 0, py.NewIndexError("Too many levels: Index has only %d %s, %s is not a valid level number", nl, levels, text)
	}
	return 0, py.NewIndexError("Too many levels: Index has only %d %s, not %s", nl, levels, text)
}
