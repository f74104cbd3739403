package pandas

import (
	"math"

	"github.com/kraitpy/krait/py"
	"github.com/kraitpy/krait/stdlib/numpy"
)

// This file is assignment: df[col] = v, df[mask] = v, s[label] = v and
// the .loc/.iloc/.at/.iat setters, with pandas' upcasting of a column to
// a dtype that holds the new values and enlargement by new labels.

// indexerState is the Go state of a .loc/.iloc/.at/.iat object.
type indexerState struct {
	obj py.Value // *Series or *Frame
}

// Type implements py.Value.
func (*indexerState) Type() *py.Type { return opaque }

// indexer makes an indexer object of class cls over a Series or Frame.
func (m *Module) indexer(cls *py.Type, obj py.Value) py.Value {
	return &py.Instance{Class: cls, Base: &indexerState{obj: obj}}
}

// makeIndexers creates the _LocIndexer, _iLocIndexer, _AtIndexer and
// _iAtIndexer classes.
func (m *Module) makeIndexers(t *py.Thread) error {
	mk := func(name string, iloc bool) (*py.Type, error) {
		return m.newClass(t, "pandas.core.indexing", name, nil, []method{
			{Name: "__getitem__", Fn: func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
				st := self.(*py.Instance).Base.(*indexerState)
				return m.indexerGet(t, st.obj, args[0], iloc)
			}},
			{Name: "__setitem__", Fn: func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
				st := self.(*py.Instance).Base.(*indexerState)
				return py.None, m.indexerSet(t, st.obj, args[0], args[1], iloc)
			}},
		}, nil)
	}
	var err error
	if m.locCls, err = mk("_LocIndexer", false); err != nil {
		return err
	}
	if m.ilocCls, err = mk("_iLocIndexer", true); err != nil {
		return err
	}
	if m.atCls, err = mk("_AtIndexer", false); err != nil {
		return err
	}
	m.iatCls, err = mk("_iAtIndexer", true)
	return err
}

// splitKey splits a frame indexer key into row and column keys.
func splitKey(key py.Value) (py.Value, py.Value, bool) {
	if tu, ok := key.(*py.Tuple); ok && tu.Len() == 2 {
		return tu.Items()[0], tu.Items()[1], true
	}
	return key, nil, false
}

// indexerGet is obj.loc[key] / obj.iloc[key].
func (m *Module) indexerGet(t *py.Thread, obj py.Value, key py.Value, iloc bool) (py.Value, error) {
	resolve := func(k py.Value, ix *index, self py.Value) (sel, error) {
		if iloc {
			return m.ilocSel(t, k, ix, self)
		}
		return m.locSel(t, k, ix, self)
	}
	switch x := obj.(type) {
	case *Series:
		self := m.wrapSeries(x.col, x.idx, x.name)
		if tu, ok := key.(*py.Tuple); ok && tu.Len() == 1 {
			key = tu.Items()[0]
		}
		if !iloc && x.idx.isMulti() && isTuple(key) {
			r, err := m.multiSel(t, x.idx, key)
			if err != nil {
				return nil, err
			}
			return m.selectSeries(t, x, r)
		}
		if _, ok := key.(*py.Tuple); ok && !x.idx.isMulti() {
			return nil, py.NewException(py.IndexErrorType, "too many indexers")
		}
		r, err := resolve(key, x.idx, self)
		if err != nil {
			return nil, err
		}
		return m.selectSeries(t, x, r)
	case *Frame:
		self := m.wrapFrame(x)
		rk, ck, two := splitKey(key)
		if two && !iloc && x.idx.isMulti() {
			// df.loc[('a', 1)] on a MultiIndex is a row key.
			if _, err := m.multiSel(t, x.idx, key); err == nil {
				if _, ok := ck.(*py.Slice); !ok && !isListLike(ck) {
					if ps, _ := m.columnPositions(t, x, ck); len(ps) == 0 {
						two, rk = false, key
					}
				}
			}
		}
		rows, err := resolve(rk, x.idx, self)
		if err != nil {
			return nil, err
		}
		cols := allSel(x.ncols())
		if two {
			if iloc {
				if p, ok := pyInt64(ck); ok && (p >= int64(x.ncols()) || p < -int64(x.ncols())) {
					return nil, py.NewIndexError("index %d is out of bounds for axis 0 with size %d", p, x.ncols())
				}
				cols, err = m.ilocSel(t, ck, x.columns, self)
			} else {
				cols, err = m.locSel(t, ck, x.columns, self)
			}
			if err != nil {
				return nil, err
			}
		}
		return m.selectFrame(t, x, rows, cols)
	}
	return nil, py.NewTypeError("indexer on an unknown object")
}

// valueColumn converts an assigned value to a column of n rows aligned
// to idx: a Series is reindexed, a list-like must have length n, a
// scalar is broadcast.
func (m *Module) valueColumn(t *py.Thread, value py.Value, idx *index) (*column, error) {
	n := idx.len()
	if s := seriesOf(value); s != nil {
		r, err := m.reindexSeries(t, s, idx)
		if err != nil {
			return nil, err
		}
		return r.col, nil
	}
	if f := frameOf(value); f != nil {
		if f.ncols() != 1 {
			return nil, py.NewValueError("Cannot set a DataFrame with multiple columns to the single column")
		}
		r, err := m.reindexSeries(t, m.columnSeries(f, 0), idx)
		if err != nil {
			return nil, err
		}
		return r.col, nil
	}
	if isScalar(value) {
		return m.broadcast(t, value, n)
	}
	if a, ok := numpy.Unwrap(value); ok && a.Ndim() == 2 && a.Shape()[1] == 1 {
		fs, err := a.Float64s(t)
		if err != nil {
			return nil, err
		}
		value = m.np.Wrap(numpy.NewFloat64(fs))
	}
	c, err := m.columnFrom(t, value)
	if err != nil {
		return nil, err
	}
	if c.len() != n {
		return nil, py.NewValueError("Length of values (%d) does not match length of index (%d)", c.len(), n)
	}
	return c, nil
}

// frameSetItem is df[key] = value.
func (m *Module) frameSetItem(t *py.Thread, f *Frame, key, value py.Value) error {
	if mask := frameOf(key); mask != nil {
		r, err := m.frameWhere(t, f, mask, value, true)
		if err != nil {
			return err
		}
		*f = *frameOf(r)
		return nil
	}
	if pos, ok, err := m.boolMask(t, key, f.idx, false); ok || err != nil {
		if err != nil {
			return err
		}
		for k := range f.cols {
			if err := m.assignCells(t, f, k, pos, value, f.idx); err != nil {
				return err
			}
		}
		return nil
	}
	if isListLike(key) {
		labels, err := m.listItems(t, key)
		if err != nil {
			return err
		}
		if src := frameOf(value); src != nil {
			if src.ncols() != len(labels) {
				return py.NewValueError("Columns must be same length as key")
			}
			for k, l := range labels {
				c, err := m.valueColumn(t, m.wrapSeries(src.cols[k], src.idx, nil), f.idx)
				if err != nil {
					return err
				}
				if err := m.setColumn(t, f, l, c); err != nil {
					return err
				}
			}
			return nil
		}
		if a, ok := numpy.Unwrap(value); ok && a.Ndim() == 2 {
			cols, err := m.columnsOf2D(t, a)
			if err != nil {
				return err
			}
			if len(cols) != len(labels) {
				return py.NewValueError("Columns must be same length as key")
			}
			for k, l := range labels {
				if err := m.setColumn(t, f, l, cols[k]); err != nil {
					return err
				}
			}
			return nil
		}
		for _, l := range labels {
			c, err := m.valueColumn(t, value, f.idx)
			if err != nil {
				return err
			}
			if err := m.setColumn(t, f, l, c); err != nil {
				return err
			}
		}
		return nil
	}
	if !isHashable(key) {
		return py.NewTypeError("unhashable type: '%s'", py.TypeName(key))
	}
	if f.ncols() == 0 && f.nrows() == 0 && !isScalar(value) {
		// An empty frame takes the index of its first column.
		if s := seriesOf(value); s != nil {
			f.idx = s.idx
		} else {
			c, err := m.columnFrom(t, value)
			if err != nil {
				return err
			}
			f.idx = rangeIndex(c.len())
		}
	}
	c, err := m.valueColumn(t, value, f.idx)
	if err != nil {
		return err
	}
	return m.setColumn(t, f, key, c)
}

// holds reports the dtype a column becomes to hold values of dtype v.
func holds(c, v dtype, vc *column) dtype {
	if c == v {
		return c
	}
	switch c {
	case dtObject:
		return dtObject
	case dtFloat:
		if v == dtInt || v == dtBool {
			if v == dtBool {
				return dtObject
			}
			return dtFloat
		}
	case dtInt:
		if v == dtFloat {
			// Integral floats keep an int column.
			for _, f := range vc.f {
				if f != math.Trunc(f) || math.IsInf(f, 0) {
					return dtFloat
				}
			}
			return dtInt
		}
	case dtDatetime, dtTimedelta:
		if v == dtObject && vc != nil {
			for _, o := range vc.o {
				if !isNAValue(o) {
					return dtObject
				}
			}
			return c
		}
	}
	return dtObject
}

// settable returns a column the caller may write values like v into:
// an owned copy of c, upcast when v needs it.
func (m *Module) settable(t *py.Thread, c *column, v py.Value) (*column, error) {
	vc, err := m.inferColumn(t, []py.Value{v})
	if err != nil {
		return nil, err
	}
	return m.settableFor(t, c, vc)
}

// settableFor is settable for a column of new values.
func (m *Module) settableFor(t *py.Thread, c *column, vc *column) (*column, error) {
	d := holds(c.dt, vc.dt, vc)
	if vc.dt == dtObject && vc.len() > 0 {
		allNA := true
		for _, o := range vc.o {
			if !isNAValue(o) {
				allNA = false
			}
		}
		if allNA && (c.dt == dtInt || c.dt == dtFloat) {
			d = dtFloat
		}
	}
	if d == c.dt {
		return c.copy(t)
	}
	return m.castColumn(t, c, d, false)
}

// assignCells writes value into column k of f at rows pos: a scalar to
// each, a list-like of len(pos) element-wise, a Series aligned on the
// labels of idx.
func (m *Module) assignCells(t *py.Thread, f *Frame, k int, pos []int, value py.Value, idx *index) error {
	c, err := m.writeCells(t, f.cols[k], pos, value, idx)
	if err != nil {
		return err
	}
	f.cols[k] = c
	return nil
}

// writeCells returns column c with value written at rows pos.
func (m *Module) writeCells(t *py.Thread, c *column, pos []int, value py.Value, idx *index) (*column, error) {
	var vals *column
	var err error
	switch {
	case seriesOf(value) != nil:
		s := seriesOf(value)
		sub, err := idx.take(t, pos)
		if err != nil {
			return nil, err
		}
		r, err := m.reindexSeries(t, s, sub)
		if err != nil {
			return nil, err
		}
		vals = r.col
	case isScalar(value):
		if vals, err = m.inferColumn(t, []py.Value{value}); err != nil {
			return nil, err
		}
	default:
		if vals, err = m.columnFrom(t, value); err != nil {
			return nil, err
		}
		if vals.len() != len(pos) {
			return nil, py.NewValueError("Must have equal len keys and value when setting with an iterable")
		}
	}
	out, err := m.settableFor(t, c, vals)
	if err != nil {
		return nil, err
	}
	for j, p := range pos {
		src := 0
		if vals.len() > 1 || (vals.len() == 1 && len(pos) == 1) {
			src = j
		}
		if vals.len() == 1 {
			src = 0
		}
		out.setAt(p, vals.pyAt(m, src))
	}
	return out, nil
}

// appendLabel returns an index with one more label.
func (m *Module) appendLabel(t *py.Thread, ix *index, label py.Value) (*index, error) {
	if ix.isRange && mustInt(label) == ix.start+int64(ix.n)*ix.step && ix.step == 1 {
		out := newRangeIndex(ix.start, 1, ix.n+1)
		out.name = ix.name
		return out, nil
	}
	labels, err := m.indexLabels(t, ix)
	if err != nil {
		return nil, err
	}
	labels = append(labels, label)
	out, err := m.labelsIndex(t, labels)
	if err != nil {
		return nil, err
	}
	out.name = ix.name
	return out, nil
}

// indexerSet is obj.loc[key] = value / obj.iloc[key] = value.
func (m *Module) indexerSet(t *py.Thread, obj py.Value, key, value py.Value, iloc bool) error {
	resolve := func(k py.Value, ix *index, self py.Value) (sel, error) {
		if iloc {
			return m.ilocSel(t, k, ix, self)
		}
		return m.locSel(t, k, ix, self)
	}
	switch x := obj.(type) {
	case *Series:
		r, err := resolve(key, x.idx, m.wrapSeries(x.col, x.idx, x.name))
		if err != nil {
			if !iloc && isHashable(key) && !isListLike(key) {
				if _, isKey := err.(*py.Exception); isKey {
					// Enlargement by a new label.
					f := &Frame{cols: []*column{x.col}, idx: x.idx, columns: rangeIndex(1)}
					if err := m.enlarge(t, f, key, sel{pos: []int{0}, scalar: true}, value); err != nil {
						return err
					}
					x.col, x.idx = f.cols[0], f.idx
					return nil
				} else {
					return err
				}
			} else {
				return err
			}
		}
		c, err := m.writeCells(t, x.col, r.pos, value, x.idx)
		if err != nil {
			return err
		}
		x.col = c
		return nil
	case *Frame:
		self := m.wrapFrame(x)
		rk, ck, two := splitKey(key)
		var cols sel
		var err error
		if two {
			if iloc {
				cols, err = m.ilocSel(t, ck, x.columns, self)
				if err != nil {
					return err
				}
			} else {
				cols, err = m.locSel(t, ck, x.columns, self)
				if err != nil {
					if !isHashable(ck) || isListLike(ck) {
						return err
					}
					// A new column.
					c, err := newColumn(t, dtObject, x.nrows())
					if err != nil {
						return err
					}
					for j := range c.o {
						c.o[j] = py.Float(math.NaN())
					}
					if c, err = m.castColumn(t, c, dtFloat, false); err != nil {
						return err
					}
					if err := m.setColumn(t, x, ck, c); err != nil {
						return err
					}
					cols = sel{pos: []int{x.ncols() - 1}, scalar: true}
				}
			}
		} else {
			cols = allSel(x.ncols())
		}
		rows, err := resolve(rk, x.idx, self)
		if err != nil {
			if iloc || !isHashable(rk) || isListLike(rk) {
				return err
			}
			return m.enlarge(t, x, rk, cols, value)
		}
		return m.assignBlock(t, x, rows, cols, value)
	}
	return py.NewTypeError("indexer on an unknown object")
}

// enlarge appends a row with a new label: the selected columns get the
// value (one per column for a list-like, by label for a Series or
// dict), the others NaN; each column's dtype is the common one of its
// values and the new one.
func (m *Module) enlarge(t *py.Thread, f *Frame, label py.Value, cols sel, value py.Value) error {
	//krait:alloc-ok one per column of an existing frame, whose columns each hold more
	vals := make([]py.Value, f.ncols())
	for k := range vals {
		vals[k] = py.Float(nanValue)
	}
	switch {
	case seriesOf(value) != nil:
		s := seriesOf(value)
		for _, k := range cols.pos {
			p, err := s.idx.findOne(t, f.columns.keyAt(t, k))
			if err != nil {
				return err
			}
			if p >= 0 {
				vals[k] = s.col.pyAt(m, p)
			}
		}
	case isDictValue(value):
		d := value.(*py.Dict)
		for _, k := range cols.pos {
			v, ok, err := d.Get(t, f.columns.labelAt(m, k))
			if err != nil {
				return err
			}
			if ok {
				vals[k] = v
			}
		}
	case isScalar(value):
		for _, k := range cols.pos {
			vals[k] = value
		}
	default:
		items, err := m.listItems(t, value)
		if err != nil {
			return err
		}
		if len(items) != len(cols.pos) {
			return py.NewValueError("cannot set a row with mismatched columns")
		}
		for j, k := range cols.pos {
			vals[k] = items[j]
		}
	}
	for k, c := range f.cols {
		one, err := m.inferColumn(t, []py.Value{vals[k]})
		if err != nil {
			return err
		}
		if (c.dt == dtDatetime || c.dt == dtTimedelta) && one.dt == dtFloat && one.f[0] != one.f[0] {
			one = &column{dt: c.dt, i: []int64{natInt}}
		}
		if f.cols[k], err = m.concatColumns(t, []*column{c, one}); err != nil {
			return err
		}
	}
	ix, err := m.appendLabel(t, f.idx, label)
	if err != nil {
		return err
	}
	f.idx = ix
	return nil
}

// isDictValue reports whether v is a dict.
func isDictValue(v py.Value) bool {
	_, ok := v.(*py.Dict)
	return ok
}

// assignBlock writes value into the rows x columns of a frame.
func (m *Module) assignBlock(t *py.Thread, f *Frame, rows, cols sel, value py.Value) error {
	if src := frameOf(value); src != nil {
		for _, k := range cols.pos {
			ps, err := src.columns.find(t, f.columns.keyAt(t, k))
			if err != nil {
				return err
			}
			var v py.Value = py.Float(math.NaN())
			if len(ps) > 0 {
				v = m.wrapSeries(src.cols[ps[0]], src.idx, nil)
			}
			if err := m.assignCells(t, f, k, rows.pos, v, f.idx); err != nil {
				return err
			}
		}
		return nil
	}
	if a, ok := numpy.Unwrap(value); ok && a.Ndim() == 2 {
		cs, err := m.columnsOf2D(t, a)
		if err != nil {
			return err
		}
		if len(cs) != len(cols.pos) {
			return py.NewValueError("shape mismatch: value array could not be broadcast to indexing result")
		}
		for j, k := range cols.pos {
			if err := m.assignCells(t, f, k, rows.pos, cs[j].asList(t, m), f.idx); err != nil {
				return err
			}
		}
		return nil
	}
	oneRow := rows.scalar || len(rows.pos) == 1
	if oneRow && len(cols.pos) > 1 && !isScalar(value) {
		var vals []py.Value
		if s := seriesOf(value); s != nil {
			for _, k := range cols.pos {
				p, err := s.idx.findOne(t, f.columns.keyAt(t, k))
				if err != nil {
					return err
				}
				if p < 0 {
					vals = append(vals, py.Float(math.NaN()))
				} else {
					vals = append(vals, s.col.pyAt(m, p))
				}
			}
		} else {
			items, err := m.listItems(t, value)
			if err != nil {
				return err
			}
			if len(items) != len(cols.pos) {
				return py.NewValueError("Must have equal len keys and value when setting with an iterable")
			}
			vals = items
		}
		for j, k := range cols.pos {
			if err := m.assignCells(t, f, k, rows.pos, vals[j], f.idx); err != nil {
				return err
			}
		}
		return nil
	}
	if !isScalar(value) && seriesOf(value) == nil && len(cols.pos) > 1 {
		items, err := m.listItems(t, value)
		if err != nil {
			return err
		}
		if len(items) > 0 && !isScalar(items[0]) {
			// A list of rows.
			if len(items) != len(rows.pos) {
				return py.NewValueError("Must have equal len keys and value when setting with an ndarray")
			}
			for j, k := range cols.pos {
				colVals := make([]py.Value, len(items))
				for r, it := range items {
					row, err := m.listItems(t, it)
					if err != nil {
						return err
					}
					if j < len(row) {
						colVals[r] = row[j]
					}
				}
				if err := m.assignCells(t, f, k, rows.pos, py.NewList(colVals), f.idx); err != nil {
					return err
				}
			}
			return nil
		}
	}
	for _, k := range cols.pos {
		if err := m.assignCells(t, f, k, rows.pos, value, f.idx); err != nil {
			return err
		}
	}
	return nil
}

// asList returns the column's values as a Python list.
func (c *column) asList(t *py.Thread, m *Module) py.Value {
	vals, err := c.pyValues(t, m)
	if err != nil {
		return py.NewList(nil)
	}
	return py.NewList(vals)
}
