package pandas

import (
	"math"
	"strings"
	"time"

	"github.com/kraitpy/krait/py"
	"github.com/kraitpy/krait/stdlib/numpy"
)

// This file resolves selection keys into row and column positions:
// labels, label slices (inclusive), lists, boolean masks (a Series is
// aligned first), positions and position slices, callables, and the
// level-0 lookups of a MultiIndex; and builds the selected rows, columns
// and scalars.

// sel is a resolved selection along one axis.
type sel struct {
	pos    []int
	scalar bool // one label/position: the axis is dropped
	all    bool // the whole axis (":")
	// drop is the MultiIndex levels a partial key consumed.
	drop int
}

// allSel selects a whole axis of n.
func allSel(n int) sel { return sel{pos: seq(n), all: true} }

// isSlice reports whether v is a slice.
func isSlice(v py.Value) (*py.Slice, bool) {
	s, ok := v.(*py.Slice)
	return s, ok
}

// isFullSlice reports whether v is ":".
func isFullSlice(v py.Value) bool {
	s, ok := v.(*py.Slice)
	return ok && s.Start == py.None && s.Stop == py.None && s.Step == py.None
}

// boolMask returns the positions a boolean mask selects over an axis
// (ok=false when key is not a mask).
func (m *Module) boolMask(t *py.Thread, key py.Value, ix *index, iloc bool) ([]int, bool, error) {
	n := ix.len()
	var c *column
	if s := seriesOf(key); s != nil {
		if s.col.dt != dtBool {
			if s.col.dt != dtObject || !allBools(s.col.o) {
				return nil, false, nil
			}
		}
		if iloc {
			return nil, true, py.NewValueError("iLocation based boolean indexing cannot use an indexable as a mask")
		}
		if !s.idx.equals(t, ix) {
			r, err := m.reindexSeries(t, s, ix)
			if err != nil {
				return nil, true, err
			}
			if r.col.hasNA() {
				return nil, true, py.NewException(py.IndexErrorType, "Unalignable boolean Series provided as indexer (index of the boolean Series and of the indexed object do not match).")
			}
			s = r
		}
		c = s.col
	} else if a, ok := numpy.Unwrap(key); ok {
		if a.Kind() != numpy.Bool || a.Ndim() != 1 {
			return nil, false, nil
		}
		var err error
		if c, err = m.fromArray(t, a); err != nil {
			return nil, true, err
		}
	} else if l, ok := key.(*py.List); ok && l.Len() > 0 && allBools(l.Items()) {
		var err error
		if c, err = m.inferColumn(t, l.Items()); err != nil {
			return nil, true, err
		}
	} else {
		return nil, false, nil
	}
	if c.len() != n {
		return nil, true, py.NewException(py.IndexErrorType, "Boolean index has wrong length: "+itoa(c.len())+" instead of "+itoa(n))
	}
	if err := chargeCells(t, n, 1, 8); err != nil {
		return nil, true, err
	}
	var pos []int
	for j := 0; j < n; j++ {
		b := false
		if c.dt == dtBool {
			b = c.b[j]
		} else {
			b = c.o[j] == py.True
		}
		if b {
			pos = append(pos, j)
		}
	}
	return pos, true, nil
}

// allBools reports whether every value is a bool.
func allBools(vals []py.Value) bool {
	for _, v := range vals {
		switch x := v.(type) {
		case py.Bool:
		case *py.Instance:
			if _, ok := numpyBool(x); !ok {
				return false
			}
		default:
			return false
		}
	}
	return true
}

// locSel resolves a .loc key along an index.
func (m *Module) locSel(t *py.Thread, key py.Value, ix *index, self py.Value) (sel, error) {
	if py.IsCallable(key) && seriesOf(key) == nil && frameOf(key) == nil {
		if _, isType := key.(*py.Type); !isType {
			r, err := py.Call(t, key, []py.Value{self}, nil)
			if err != nil {
				return sel{}, err
			}
			key = r
		}
	}
	if isFullSlice(key) {
		return allSel(ix.len()), nil
	}
	if sl, ok := isSlice(key); ok {
		pos, err := m.labelSlice(t, ix, sl)
		return sel{pos: pos}, err
	}
	if pos, ok, err := m.boolMask(t, key, ix, false); ok || err != nil {
		return sel{pos: pos}, err
	}
	if ix.isMulti() {
		return m.multiSel(t, ix, key)
	}
	if isListLike(key) {
		labels, err := m.listItems(t, key)
		if err != nil {
			return sel{}, err
		}
		var pos []int
		var missing []py.Value
		for _, l := range labels {
			ps, err := ix.find(t, keyOf(t, l))
			if err != nil {
				return sel{}, err
			}
			if len(ps) == 0 {
				missing = append(missing, l)
			}
			pos = append(pos, ps...)
		}
		if len(missing) > 0 {
			if len(missing) == len(labels) {
				lbl, _ := m.labelsIndex(t, labels)
				r, _ := m.indexRepr(t, lbl)
				return sel{}, py.NewKeyError(py.NewStr("None of [" + r + "] are in the [index]"))
			}
			return sel{}, m.missingLabels(t, missing, "index")
		}
		return sel{pos: pos}, nil
	}
	if pos, ok := m.partialDate(ix, key); ok {
		if len(pos) == 0 {
			return sel{}, keyError(key)
		}
		return sel{pos: pos}, nil
	}
	ps, err := ix.find(t, keyOf(t, key))
	if err != nil {
		return sel{}, err
	}
	if len(ps) == 0 {
		return sel{}, keyError(key)
	}
	if len(ps) == 1 {
		return sel{pos: ps, scalar: true}, nil
	}
	return sel{pos: ps}, nil
}

// dateSpan parses a date string and returns the span of time it names:
// a year, a month, a day (or the instant of a full timestamp).
func dateSpan(s string) (lo, hi int64, res int, ok bool) {
	s = strings.TrimSpace(s)
	ns, ok := parseDatetime(s, false)
	if !ok {
		return 0, 0, 0, false
	}
	tt := nsTime(ns)
	switch {
	case len(s) == 4 && allDigits(s):
		return ns, time.Date(tt.Year()+1, 1, 1, 0, 0, 0, 0, time.UTC).UnixNano(), 1, true
	case len(s) <= 7 && strings.Count(s, "-")+strings.Count(s, "/") == 1:
		return ns, time.Date(tt.Year(), tt.Month()+1, 1, 0, 0, 0, 0, time.UTC).UnixNano(), 2, true
	case len(s) <= 10 && !strings.ContainsAny(s, " T:"):
		return ns, ns + nsPerDay, 3, true
	}
	return ns, ns + 1, 4, true
}

// partialDate resolves a date string coarser than a DatetimeIndex's
// resolution (a year, a month, or a day of an index with times) to the
// rows in that span (ok=false when the key is not such a string).
func (m *Module) partialDate(ix *index, key py.Value) ([]int, bool) {
	s, isStr := key.(*py.Str)
	if !isStr || ix.isMulti() || ix.col == nil || ix.col.dt != dtDatetime {
		return nil, false
	}
	lo, hi, res, ok := dateSpan(s.String())
	if !ok {
		return nil, false
	}
	if res >= 3 {
		daily := true
		for _, v := range ix.col.i {
			if v != natInt && v%nsPerDay != 0 {
				daily = false
				break
			}
		}
		if daily || res == 4 {
			return nil, false
		}
	}
	var pos []int
	for j, v := range ix.col.i {
		if v != natInt && v >= lo && v < hi {
			pos = append(pos, j)
		}
	}
	return pos, true
}

// multiSel resolves a key on a MultiIndex: a full tuple (one entry), a
// partial tuple or a level-0 label (the matching rows, those levels
// dropped), or a list of either.
func (m *Module) multiSel(t *py.Thread, ix *index, key py.Value) (sel, error) {
	if l, ok := key.(*py.List); ok {
		var pos []int
		for _, k := range l.Items() {
			s, err := m.multiSel(t, ix, k)
			if err != nil {
				return sel{}, err
			}
			if err := chargeCells(t, len(s.pos), 1, 8); err != nil {
				return sel{}, err
			}
			pos = append(pos, s.pos...)
		}
		return sel{pos: pos}, nil
	}
	var parts []py.Value
	if tu, ok := key.(*py.Tuple); ok {
		parts = tu.Items()
	} else {
		parts = []py.Value{key}
	}
	if len(parts) > len(ix.levels) {
		return sel{}, py.NewKeyError(key)
	}
	//krait:alloc-ok one per part of the key tuple the program holds
	keys := make([]hkey, len(parts))
	for k, p := range parts {
		keys[k] = keyOf(t, p)
	}
	var pos []int
	for j := 0; j < ix.len(); j++ {
		match := true
		if err := chargeCells(t, ix.len(), 1, 8); err != nil {
			return sel{}, err
		}
		for k := range parts {
			if sl, ok := parts[k].(*py.Slice); ok && isFullSlice(sl) {
				continue
			}
			if ix.levels[k].keyAt(t, j) != keys[k] {
				match = false
				break
			}
		}
		if match {
			pos = append(pos, j)
		}
	}
	if len(pos) == 0 {
		return sel{}, keyError(key)
	}
	if len(parts) == len(ix.levels) && len(pos) == 1 {
		return sel{pos: pos, scalar: true}, nil
	}
	return sel{pos: pos, drop: len(parts)}, nil
}

// dropLevels returns an index without its first k levels.
func dropLevels(ix *index, k int) *index {
	if k <= 0 || !ix.isMulti() {
		return ix
	}
	if k >= len(ix.levels)-1 {
		return &index{col: ix.levels[len(ix.levels)-1], n: ix.n, name: ix.names[len(ix.levels)-1]}
	}
	return &index{levels: ix.levels[k:], names: ix.names[k:], n: ix.n}
}

// labelSlice returns the positions of a label slice (both ends
// included), by search on a sorted index when an end is missing.
func (m *Module) labelSlice(t *py.Thread, ix *index, sl *py.Slice) ([]int, error) {
	n := ix.len()
	step := 1
	if sl.Step != py.None {
		s, ok := pyInt64(sl.Step)
		if !ok || s == 0 {
			return nil, py.NewValueError("slice step cannot be zero")
		}
		step = int(s)
	}
	lo, hi := 0, n-1
	if step < 0 {
		lo, hi = n-1, 0
	}
	if str, ok := isDateBoundSlice(ix, sl); ok && step > 0 {
		return dateSlice(ix, str[0], str[1]), nil
	}
	bound := func(v py.Value, left bool) (int, error) {
		ps, err := ix.find(t, keyOf(t, v))
		if err != nil {
			return 0, err
		}
		if len(ps) > 0 {
			if left == (step > 0) {
				return ps[0], nil
			}
			return ps[len(ps)-1], nil
		}
		// Not present: a sorted index is searched.
		c, err := ix.levelColumn(t, m, 0)
		if err != nil {
			return 0, err
		}
		mono, err := m.monotonic(t, c, true)
		if err != nil {
			return 0, err
		}
		if mono != py.True {
			return 0, keyError(v)
		}
		probe, err := m.inferColumn(t, []py.Value{v})
		if err != nil {
			return 0, err
		}
		k := 0
		for k < n {
			r, err := compareValues(t, c.pyAt(m, k), probe.pyAt(m, 0))
			if err != nil {
				return 0, py.NewTypeError("cannot do slice indexing on %s with these indexers [%s] of type %s", indexClassName(ix), reprOrType(v), py.TypeName(v))
			}
			if r >= 0 {
				break
			}
			k++
		}
		if left {
			return k, nil
		}
		return k - 1, nil
	}
	var err error
	if sl.Start != py.None {
		if lo, err = bound(sl.Start, true); err != nil {
			return nil, err
		}
	}
	if sl.Stop != py.None {
		if hi, err = bound(sl.Stop, false); err != nil {
			return nil, err
		}
	}
	if err := chargeCells(t, ix.len(), 1, 8); err != nil {
		return nil, err
	}
	var pos []int
	if step > 0 {
		for j := lo; j <= hi; j += step {
			pos = append(pos, j)
		}
	} else {
		for j := lo; j >= hi; j += step {
			pos = append(pos, j)
		}
	}
	return pos, nil
}

// isDateBoundSlice reports whether a slice of a DatetimeIndex has date
// strings (or None) as bounds.
func isDateBoundSlice(ix *index, sl *py.Slice) ([2]string, bool) {
	var out [2]string
	if ix.isMulti() || ix.col == nil || ix.col.dt != dtDatetime {
		return out, false
	}
	any := false
	for k, b := range []py.Value{sl.Start, sl.Stop} {
		if b == py.None {
			continue
		}
		s, ok := b.(*py.Str)
		if !ok {
			return out, false
		}
		out[k] = s.String()
		any = true
	}
	return out, any
}

// dateSlice returns the rows of a DatetimeIndex from the start of the
// first bound's span to the end of the second's ("" : open).
func dateSlice(ix *index, start, stop string) []int {
	lo, hi := int64(math.MinInt64+1), int64(math.MaxInt64)
	if start != "" {
		if l, _, _, ok := dateSpan(start); ok {
			lo = l
		}
	}
	if stop != "" {
		if _, h, _, ok := dateSpan(stop); ok {
			hi = h
		}
	}
	var pos []int
	for j, v := range ix.col.i {
		if v != natInt && v >= lo && v < hi {
			pos = append(pos, j)
		}
	}
	return pos
}

// positionSlice returns the positions of a positional slice.
func positionSlice(t *py.Thread, sl *py.Slice, n int) ([]int, error) {
	start, _, step, k, err := sl.Indices(t, func() int { return n })
	if err != nil {
		return nil, err
	}
	if err := chargeCells(t, k, 1, 8); err != nil {
		return nil, err
	}
	pos := make([]int, k)
	for j := range pos {
		pos[j] = start + j*step
	}
	return pos, nil
}

// ilocSel resolves an .iloc key along an axis of n.
func (m *Module) ilocSel(t *py.Thread, key py.Value, ix *index, self py.Value) (sel, error) {
	n := ix.len()
	if py.IsCallable(key) && seriesOf(key) == nil {
		r, err := py.Call(t, key, []py.Value{self}, nil)
		if err != nil {
			return sel{}, err
		}
		key = r
	}
	if sl, ok := isSlice(key); ok {
		if isFullSlice(sl) {
			return allSel(n), nil
		}
		pos, err := positionSlice(t, sl, n)
		return sel{pos: pos}, err
	}
	if pos, ok, err := m.boolMask(t, key, ix, true); ok || err != nil {
		return sel{pos: pos}, err
	}
	if isListLike(key) {
		items, err := m.listItems(t, key)
		if err != nil {
			return sel{}, err
		}
		pos := make([]int, len(items))
		for j, it := range items {
			p, ok := pyInt64(it)
			if !ok {
				return sel{}, py.NewException(py.IndexErrorType, ".iloc requires numeric indexers, got "+reprOrType(it))
			}
			if p < 0 {
				p += int64(n)
			}
			if p < 0 || p >= int64(n) {
				return sel{}, py.NewException(py.IndexErrorType, "positional indexers are out-of-bounds")
			}
			pos[j] = int(p)
		}
		return sel{pos: pos}, nil
	}
	p, ok := pyInt64(key)
	if !ok {
		if _, isFloat := key.(py.Float); isFloat {
			return sel{}, py.NewTypeError("Cannot index by location index with a non-integer key")
		}
		return sel{}, py.NewTypeError("Cannot index by location index with a non-integer key")
	}
	if p < 0 {
		p += int64(n)
	}
	if p < 0 || p >= int64(n) {
		return sel{}, py.NewException(py.IndexErrorType, "single positional indexer is out-of-bounds")
	}
	return sel{pos: []int{int(p)}, scalar: true}, nil
}

// frameRow returns row j of a frame as a Series named by its label,
// of the columns' common dtype.
func (m *Module) frameRow(t *py.Thread, f *Frame, j int, name py.Value) (*Series, error) {
	//krait:alloc-ok one per column of an existing frame, whose columns each hold more
	vals := make([]py.Value, f.ncols())
	common := dtObject
	for k, c := range f.cols {
		if k == 0 {
			common = c.dt
		} else if c.dt != common {
			if (c.dt == dtInt && common == dtFloat) || (c.dt == dtFloat && common == dtInt) {
				common = dtFloat
			} else {
				common = dtObject
			}
		}
		vals[k] = c.pyAt(m, j)
	}
	var col *column
	var err error
	if common == dtObject {
		col, err = m.objectColumn(t, vals)
	} else {
		col, err = m.inferColumn(t, vals)
		if err == nil && col.dt != common {
			col, err = m.castColumn(t, col, common, false)
		}
	}
	if err != nil {
		return nil, err
	}
	if f.ncols() == 0 {
		col = objCol(nil)
	}
	return &Series{m: m, col: col, idx: f.columns, name: name}, nil
}

// selectFrame returns the part of a frame two selections pick: a frame,
// a Series (one axis scalar) or a scalar.
func (m *Module) selectFrame(t *py.Thread, f *Frame, rows, cols sel) (py.Value, error) {
	if rows.scalar && cols.scalar {
		return f.cols[cols.pos[0]].boxAt(m, rows.pos[0]), nil
	}
	if cols.scalar {
		k := cols.pos[0]
		s := &Series{m: m, col: f.cols[k], idx: f.idx, name: f.columns.labelAt(m, k)}
		if !rows.all {
			c, err := f.cols[k].take(t, rows.pos)
			if err != nil {
				return nil, err
			}
			idx, err := f.idx.take(t, rows.pos)
			if err != nil {
				return nil, err
			}
			s.col, s.idx = c, dropLevels(idx, rows.drop)
		} else {
			s.col.share()
		}
		return m.wrapSeries(s.col, s.idx, s.name), nil
	}
	g := f
	if !cols.all {
		labels, err := f.columns.take(t, cols.pos)
		if err != nil {
			return nil, err
		}
		g = &Frame{m: m, idx: f.idx, columns: dropLevels(labels, cols.drop)}
		for _, p := range cols.pos {
			g.cols = append(g.cols, f.cols[p].share())
		}
	}
	if rows.scalar {
		r, err := m.frameRow(t, g, rows.pos[0], f.idx.labelAt(m, rows.pos[0]))
		if err != nil {
			return nil, err
		}
		return m.wrapSeries(r.col, r.idx, r.name), nil
	}
	if !rows.all {
		var err error
		if g, err = g.takeRows(t, rows.pos, nil); err != nil {
			return nil, err
		}
		g.idx = dropLevels(g.idx, rows.drop)
	} else if g == f {
		g = &Frame{m: m, idx: f.idx, columns: f.columns, cols: sharedCols(f.cols)}
	}
	return m.wrapFrame(g), nil
}

// selectSeries returns the part of a Series a selection picks.
func (m *Module) selectSeries(t *py.Thread, s *Series, rows sel) (py.Value, error) {
	if rows.scalar {
		return s.col.boxAt(m, rows.pos[0]), nil
	}
	c, err := s.col.take(t, rows.pos)
	if err != nil {
		return nil, err
	}
	idx, err := s.idx.take(t, rows.pos)
	if err != nil {
		return nil, err
	}
	return m.wrapSeries(c, dropLevels(idx, rows.drop), s.name), nil
}

// frameGetItem is df[key].
func (m *Module) frameGetItem(t *py.Thread, f *Frame, key py.Value) (py.Value, error) {
	if sl, ok := isSlice(key); ok {
		rows, err := m.seriesSliceSel(t, f.idx, sl)
		if err != nil {
			return nil, err
		}
		return m.selectFrame(t, f, rows, allSel(f.ncols()))
	}
	if pos, ok, err := m.boolMask(t, key, f.idx, false); ok || err != nil {
		if err != nil {
			if l, isList := key.(*py.List); isList {
				return nil, py.NewValueError("Item wrong length %d instead of %d.", l.Len(), f.nrows())
			}
			return nil, err
		}
		return m.selectFrame(t, f, sel{pos: pos}, allSel(f.ncols()))
	}
	if mask := frameOf(key); mask != nil {
		return m.frameWhere(t, f, mask, nil, false)
	}
	if isListLike(key) {
		labels, err := m.listItems(t, key)
		if err != nil {
			return nil, err
		}
		var pos []int
		var missing []py.Value
		for _, l := range labels {
			ps, err := m.columnPositions(t, f, l)
			if err != nil {
				return nil, err
			}
			if len(ps) == 0 {
				missing = append(missing, l)
			}
			pos = append(pos, ps...)
		}
		if len(missing) > 0 {
			if len(missing) == len(labels) {
				lbl, _ := m.labelsIndex(t, labels)
				r, _ := m.indexRepr(t, lbl)
				return nil, py.NewKeyError(py.NewStr("None of [" + r + "] are in the [columns]"))
			}
			return nil, m.missingLabels(t, missing, "columns")
		}
		return m.selectFrame(t, f, allSel(f.nrows()), sel{pos: pos})
	}
	ps, err := m.columnPositions(t, f, key)
	if err != nil {
		return nil, err
	}
	if len(ps) == 0 {
		return nil, keyError(key)
	}
	if len(ps) == 1 && !(f.columns.isMulti() && !isTuple(key)) {
		return m.selectFrame(t, f, allSel(f.nrows()), sel{pos: ps, scalar: true})
	}
	drop := 0
	if f.columns.isMulti() {
		drop = 1
		if tu, ok := key.(*py.Tuple); ok {
			drop = tu.Len()
		}
		if drop >= f.columns.nlevels() {
			if len(ps) == 1 {
				return m.selectFrame(t, f, allSel(f.nrows()), sel{pos: ps, scalar: true})
			}
			drop = 0
		}
	}
	return m.selectFrame(t, f, allSel(f.nrows()), sel{pos: ps, drop: drop})
}

// isTuple reports whether v is a tuple.
func isTuple(v py.Value) bool {
	_, ok := v.(*py.Tuple)
	return ok
}

// seriesSliceSel resolves s[a:b] / df[a:b]: positional for integer
// slices (except on a float index), by label otherwise.
func (m *Module) seriesSliceSel(t *py.Thread, ix *index, sl *py.Slice) (sel, error) {
	intLike := func(v py.Value) bool {
		if v == py.None {
			return true
		}
		_, ok := pyInt64(v)
		return ok
	}
	if intLike(sl.Start) && intLike(sl.Stop) && intLike(sl.Step) && !(ix.col != nil && ix.col.dt == dtFloat) {
		pos, err := positionSlice(t, sl, ix.len())
		return sel{pos: pos}, err
	}
	pos, err := m.labelSlice(t, ix, sl)
	return sel{pos: pos}, err
}

// seriesGetItem is s[key].
func (m *Module) seriesGetItem(t *py.Thread, s *Series, key py.Value) (py.Value, error) {
	if sl, ok := isSlice(key); ok {
		rows, err := m.seriesSliceSel(t, s.idx, sl)
		if err != nil {
			return nil, err
		}
		return m.selectSeries(t, s, rows)
	}
	if pos, ok, err := m.boolMask(t, key, s.idx, false); ok || err != nil {
		if err != nil {
			return nil, err
		}
		return m.selectSeries(t, s, sel{pos: pos})
	}
	if s.idx.isMulti() {
		r, err := m.multiSel(t, s.idx, key)
		if err != nil {
			return nil, err
		}
		return m.selectSeries(t, s, r)
	}
	if isListLike(key) {
		r, err := m.locSel(t, key, s.idx, nil)
		if err != nil {
			if !m.labelIsPositional(s.idx) {
				return nil, err
			}
			r, err = m.ilocSel(t, key, s.idx, nil)
			if err != nil {
				return nil, err
			}
		}
		return m.selectSeries(t, s, r)
	}
	ps, err := s.idx.find(t, keyOf(t, key))
	if err != nil {
		return nil, err
	}
	if len(ps) == 0 {
		// An int key on an index without int labels is a position.
		if _, ok := pyInt64(key); ok && m.labelIsPositional(s.idx) {
			if _, isBool := key.(py.Bool); !isBool {
				r, err := m.ilocSel(t, key, s.idx, nil)
				if err != nil {
					return nil, err
				}
				return m.selectSeries(t, s, r)
			}
		}
		return nil, keyError(key)
	}
	if len(ps) == 1 {
		return s.col.boxAt(m, ps[0]), nil
	}
	return m.selectSeries(t, s, sel{pos: ps})
}

// labelIsPositional reports whether integer keys on this index are
// positions (its labels are not integers).
func (m *Module) labelIsPositional(ix *index) bool {
	if ix.isRange || ix.isMulti() {
		return false
	}
	switch ix.col.dt {
	case dtInt, dtFloat:
		return false
	}
	return true
}
