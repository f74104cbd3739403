package pandas

import (
	"github.com/kraitpy/krait/py"
)

// This file is pd.concat: Series and frames stacked (axis 0, columns
// unioned in order of appearance, missing ones NaN) or side by side
// (axis 1, rows aligned on the union of the indexes), with keys,
// ignore_index and join='inner'.

// commonDtype is the dtype of a concatenation of columns.
func commonDtype(cols []*column) dtype {
	if len(cols) == 0 {
		return dtFloat
	}
	d := cols[0].dt
	for _, c := range cols[1:] {
		if c.dt == d {
			continue
		}
		switch {
		case (d == dtInt && c.dt == dtFloat) || (d == dtFloat && c.dt == dtInt):
			d = dtFloat
		default:
			return dtObject
		}
	}
	return d
}

// concatColumns appends columns end to end.
func (m *Module) concatColumns(t *py.Thread, cols []*column) (*column, error) {
	n := 0
	for _, c := range cols {
		n += c.len()
	}
	if len(cols) == 0 {
		return newColumn(t, dtObject, 0)
	}
	d := commonDtype(cols)
	out, err := newColumn(t, d, n)
	if err != nil {
		return nil, err
	}
	at := 0
	for _, c := range cols {
		k := c.len()
		switch {
		case d == c.dt:
			switch d {
			case dtBool:
				copy(out.b[at:], c.b)
			case dtFloat:
				copy(out.f[at:], c.f)
			case dtObject:
				copy(out.o[at:], c.o)
			default:
				copy(out.i[at:], c.i)
			}
		case d == dtFloat:
			for j := 0; j < k; j++ {
				out.f[at+j] = c.floatAt(j)
			}
		default:
			for j := 0; j < k; j++ {
				out.o[at+j] = c.pyAt(m, j)
			}
		}
		at += k
	}
	return out, nil
}

// concatIndexes appends indexes (a RangeIndex when they continue each
// other).
func (m *Module) concatIndexes(t *py.Thread, ixs []*index) (*index, error) {
	if len(ixs) == 0 {
		return rangeIndex(0), nil
	}
	allRange := true
	for _, ix := range ixs {
		if !ix.isRange {
			allRange = false
		}
	}
	if allRange {
		cont := true
		next := ixs[0].start
		for _, ix := range ixs {
			if ix.n == 0 {
				continue
			}
			if ix.start != next || ix.step != 1 {
				cont = false
				break
			}
			next = ix.start + int64(ix.n)
		}
		if cont {
			n := 0
			for _, ix := range ixs {
				n += ix.n
			}
			return newRangeIndex(ixs[0].start, 1, n), nil
		}
	}
	multi := ixs[0].isMulti()
	for _, ix := range ixs {
		if ix.isMulti() != multi || ix.nlevels() != ixs[0].nlevels() {
			multi = false
		}
	}
	if multi {
		//krait:alloc-ok one per level of the index (its levels exist)
		levels := make([]*column, ixs[0].nlevels())
		for k := range levels {
			var parts []*column
			for _, ix := range ixs {
				//krait:alloc-ok one per piece being concatenated, a list the program holds
				parts = append(parts, ix.levels[k])
			}
			c, err := m.concatColumns(t, parts)
			if err != nil {
				return nil, err
			}
			levels[k] = c
		}
		return multiIndex(levels, ixs[0].names), nil
	}
	var parts []*column
	for _, ix := range ixs {
		c, err := ix.values(t, m)
		if err != nil {
			return nil, err
		}
		parts = append(parts, c)
	}
	c, err := m.concatColumns(t, parts)
	if err != nil {
		return nil, err
	}
	out := flatIndex(c, nil)
	name := ixs[0].name
	for _, ix := range ixs[1:] {
		if !sameName(ix.name, name) {
			name = nil
		}
	}
	out.name = name
	return out, nil
}

// concatValues concatenates Series and frames along axis.
func (m *Module) concatValues(t *py.Thread, objs []py.Value, axis int) (py.Value, error) {
	return m.concat(t, objs, axis, "outer", false, nil, nil)
}

// concat is pd.concat's work.
func (m *Module) concat(t *py.Thread, objs []py.Value, axis int, join string, ignoreIndex bool, keys []py.Value, names []py.Value) (py.Value, error) {
	if len(objs) == 0 {
		return nil, py.NewValueError("No objects to concatenate")
	}
	var kept []py.Value
	var keptKeys []py.Value
	for j, o := range objs {
		if keys != nil && j >= len(keys) {
			break // pandas pairs objs with keys as zip does: the rest is dropped
		}
		if o == py.None {
			continue
		}
		if seriesOf(o) == nil && frameOf(o) == nil {
			return nil, py.NewTypeError("cannot concatenate object of type '%s'; only Series and DataFrame objs are valid", "<class '"+py.TypeName(o)+"'>")
		}
		kept = append(kept, o)
		if keys != nil {
			keptKeys = append(keptKeys, keys[j])
		}
	}
	if len(kept) == 0 {
		return nil, py.NewValueError("All objects passed were None")
	}
	objs = kept
	allSeries := true
	for _, o := range objs {
		if seriesOf(o) == nil {
			allSeries = false
		}
	}
	if axis == 0 && allSeries {
		var cols []*column
		var ixs []*index
		name := seriesOf(objs[0]).name
		for _, o := range objs {
			s := seriesOf(o)
			cols = append(cols, s.col)
			ixs = append(ixs, s.idx)
			if !sameName(s.name, name) {
				name = py.None
			}
		}
		c, err := m.concatColumns(t, cols)
		if err != nil {
			return nil, err
		}
		idx, err := m.concatIndexes(t, ixs)
		if err != nil {
			return nil, err
		}
		if keptKeys != nil {
			if idx, err = m.keysIndex(t, keptKeys, ixs, names); err != nil {
				return nil, err
			}
		}
		if ignoreIndex {
			idx = rangeIndex(c.len())
		}
		return m.wrapSeries(c, idx, nameOrNone(name)), nil
	}
	frames := make([]*Frame, len(objs))
	for j, o := range objs {
		if f := frameOf(o); f != nil {
			frames[j] = f
			continue
		}
		s := seriesOf(o)
		name := s.name
		if name == nil || name == py.None {
			if axis == 1 {
				name = py.NewInt(int64(j))
			} else {
				name = py.NewInt(0)
			}
		}
		frames[j] = m.seriesAsFrame(t, &Series{m: m, col: s.col, idx: s.idx, name: name})
	}
	if axis == 1 {
		return m.concatColumnsAxis(t, frames, join, ignoreIndex, keptKeys)
	}
	// Axis 0: the union of the columns in order of appearance (or their
	// intersection with join='inner').
	var labels []py.Value
	seen := map[hkey]bool{}
	for _, f := range frames {
		for j := 0; j < f.columns.len(); j++ {
			k := f.columns.keyAt(t, j)
			if !seen[k] {
				seen[k] = true
				//krait:alloc-ok one per column of an existing frame, whose columns each hold more
				labels = append(labels, f.columns.labelAt(m, j))
			}
		}
	}
	if join == "inner" {
		var inner []py.Value
		for _, l := range labels {
			in := true
			for _, f := range frames {
				if ps, _ := f.columns.find(t, keyOf(t, l)); len(ps) == 0 {
					in = false
				}
			}
			if in {
				inner = append(inner, l)
			}
		}
		labels = inner
	}
	out := &Frame{m: m}
	for _, l := range labels {
		var parts []*column
		for _, f := range frames {
			p, err := f.columns.findOne(t, keyOf(t, l))
			if err != nil {
				return nil, err
			}
			if p < 0 {
				if err := chargeCells(t, f.nrows(), 1, 8); err != nil {
					return nil, err
				}
				parts = append(parts, nanCol(f.nrows()))
				continue
			}
			parts = append(parts, f.cols[p])
		}
		// All-NaN fillers do not change an object column's dtype.
		c, err := m.concatColumns(t, parts)
		if err != nil {
			return nil, err
		}
		out.cols = append(out.cols, c)
	}
	var err error
	sameCols := true
	for _, f := range frames[1:] {
		if !f.columns.equals(t, frames[0].columns) {
			sameCols = false
		}
	}
	if sameCols {
		out.columns = frames[0].columns
	} else if out.columns, err = m.labelsIndex(t, labels); err != nil {
		return nil, err
	}
	if len(labels) == 0 {
		out.columns = rangeIndex(0)
	}
	var ixs []*index
	for _, f := range frames {
		ixs = append(ixs, f.idx)
	}
	if out.idx, err = m.concatIndexes(t, ixs); err != nil {
		return nil, err
	}
	if keptKeys != nil {
		if out.idx, err = m.keysIndex(t, keptKeys, ixs, names); err != nil {
			return nil, err
		}
	}
	if ignoreIndex {
		out.idx = rangeIndex(out.idx.len())
	}
	return m.wrapFrame(out), nil
}

// keysIndex is the MultiIndex concat's keys= makes: the key of each
// piece repeated over its rows, then the pieces' own labels.
func (m *Module) keysIndex(t *py.Thread, keys []py.Value, ixs []*index, names []py.Value) (*index, error) {
	var outer []py.Value
	total := 0
	for _, ix := range ixs {
		total += ix.len()
	}
	if err := chargeCells(t, total, 1, 16); err != nil {
		return nil, err
	}
	for j, ix := range ixs {
		for r := 0; r < ix.len(); r++ {
			outer = append(outer, keys[j])
		}
	}
	oc, err := m.inferColumn(t, outer)
	if err != nil {
		return nil, err
	}
	inner, err := m.concatIndexes(t, ixs)
	if err != nil {
		return nil, err
	}
	levels := []*column{oc}
	nm := []py.Value{py.None}
	if len(names) > 0 {
		nm[0] = names[0]
	}
	for k := 0; k < inner.nlevels(); k++ {
		c, err := inner.levelColumn(t, m, k)
		if err != nil {
			return nil, err
		}
		levels = append(levels, c)
		name := inner.levelName(k)
		if len(names) > k+1 {
			name = names[k+1]
		}
		nm = append(nm, name)
	}
	return multiIndex(levels, nm), nil
}

// concatColumnsAxis is concat(axis=1): frames side by side on the union
// of their indexes (the intersection with join='inner').
func (m *Module) concatColumnsAxis(t *py.Thread, frames []*Frame, join string, ignoreIndex bool, keys []py.Value) (py.Value, error) {
	idx := frames[0].idx
	for _, f := range frames[1:] {
		if f.idx.equals(t, idx) {
			continue
		}
		if join == "inner" {
			var pos []int
			for j := 0; j < idx.len(); j++ {
				if p, _ := f.idx.findOne(t, idx.keyAt(t, j)); p >= 0 {
					pos = append(pos, j)
				}
			}
			var err error
			if idx, err = idx.take(t, pos); err != nil {
				return nil, err
			}
			continue
		}
		// Union without sorting: labels in order of appearance.
		seen := map[hkey]bool{}
		var labels []py.Value
		for _, ix := range []*index{idx, f.idx} {
			for j := 0; j < ix.len(); j++ {
				k := ix.keyAt(t, j)
				if !seen[k] {
					seen[k] = true
					//krait:alloc-ok one per label of the pieces' indexes, which exist
					labels = append(labels, ix.labelAt(m, j))
				}
			}
		}
		var u *index
		var err error
		if idx.isMulti() && f.idx.isMulti() && idx.nlevels() == f.idx.nlevels() {
			u, _, err = m.tuplesToMulti(t, labels, idx.names)
		} else {
			u, err = m.labelsIndex(t, labels)
		}
		if err != nil {
			return nil, err
		}
		idx = u
	}
	out := &Frame{m: m, idx: idx}
	var labels []py.Value
	var tuples []py.Value
	for j, f := range frames {
		g, err := m.reindexFrame(t, f, idx)
		if err != nil {
			return nil, err
		}
		for k := range g.cols {
			out.cols = append(out.cols, g.cols[k])
			l := f.columns.labelAt(m, k)
			labels = append(labels, l)
			if keys != nil {
				tuples = append(tuples, py.NewTuple([]py.Value{keys[j], l}))
			}
		}
	}
	var err error
	switch {
	case keys != nil:
		out.columns, _, err = m.tuplesToMulti(t, tuples, nil)
	case ignoreIndex:
		out.columns = rangeIndex(len(labels))
	default:
		out.columns, err = m.labelsIndex(t, labels)
	}
	if err != nil {
		return nil, err
	}
	return m.wrapFrame(out), nil
}

// concatFunc is pd.concat(objs, axis, join, ignore_index, keys, ...).
func (m *Module) concatFunc(t *py.Thread, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	vals, err := bind("concat", []string{"objs", "axis", "join", "ignore_index", "keys", "levels", "names", "verify_integrity", "sort", "copy"}, 1, args, kwargs)
	if err != nil {
		return nil, err
	}
	var objs []py.Value
	var keys []py.Value
	if d, ok := vals[0].(*py.Dict); ok {
		for _, kv := range d.Items() {
			keys = append(keys, kv[0])
			objs = append(objs, kv[1])
		}
	} else {
		if seriesOf(vals[0]) != nil || frameOf(vals[0]) != nil {
			return nil, py.NewTypeError("first argument must be an iterable of pandas objects, you passed an object of type \"%s\"", py.TypeName(vals[0]))
		}
		if objs, err = py.Items(t, vals[0]); err != nil {
			return nil, err
		}
	}
	axis, err := axisArg(vals[1], 0)
	if err != nil {
		return nil, err
	}
	join, err := argStr(vals[2], "join", "outer")
	if err != nil {
		return nil, err
	}
	ignore, err := argBool(t, vals[3], false)
	if err != nil {
		return nil, err
	}
	if !isNone(vals[4]) {
		if keys, err = m.listItems(t, vals[4]); err != nil {
			return nil, err
		}
	}
	var names []py.Value
	if !isNone(vals[6]) {
		if names, err = m.listItems(t, vals[6]); err != nil {
			return nil, err
		}
	}
	return m.concat(t, objs, axis, join, ignore, keys, names)
}
