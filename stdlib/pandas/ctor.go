package pandas

import (
	"strconv"

	"github.com/kraitpy/krait/py"
	"github.com/kraitpy/krait/stdlib/numpy"
)

// This file is the Series, DataFrame and Index constructors.

// indexFrom converts an index argument (an Index, a list-like of labels,
// a range) to an index.
func (m *Module) indexFrom(t *py.Thread, v py.Value) (*index, error) {
	switch x := v.(type) {
	case *py.Range:
		if x.Len() == 0 {
			return rangeIndex(0), nil
		}
		step := int64(1)
		if x.Len() > 1 {
			step = x.At(1) - x.At(0)
		}
		return newRangeIndex(x.At(0), step, x.Len()), nil
	case *py.Instance:
		switch b := x.Base.(type) {
		case *Index:
			return b.ix, nil
		case *Series:
			return flatIndex(b.col, b.name), nil
		}
	}
	if isScalar(v) {
		return nil, py.NewTypeError("Index(...) must be called with a collection of some kind, %s was passed", reprOrType(v))
	}
	c, err := m.columnFrom(t, v)
	if err != nil {
		return nil, err
	}
	return flatIndex(c, nil), nil
}

// reprOrType is repr(v) for messages (its type name when repr fails).
func reprOrType(v py.Value) string {
	s, err := py.Repr(nil, v)
	if err != nil {
		return py.TypeName(v)
	}
	return s
}

// labelsIndex makes an object/int index from Python labels.
func (m *Module) labelsIndex(t *py.Thread, labels []py.Value) (*index, error) {
	c, err := m.inferColumn(t, labels)
	if err != nil {
		return nil, err
	}
	return flatIndex(c, nil), nil
}

// seriesValues is the column of a Series' list-like data: with
// dtype=object, a list or tuple keeps its values as they are (None stays
// None where inferring a float column would make it NaN).
func (m *Module) seriesValues(t *py.Thread, data, dtypeArg py.Value) (*column, error) {
	switch data.(type) {
	case *py.List, *py.Tuple:
		if s, ok := strOf(dtypeArg); ok && (s == "object" || s == "O") || dtypeArg == py.Value(py.ObjectType) {
			items, err := py.Items(t, data)
			if err != nil {
				return nil, err
			}
			return m.objectColumn(t, items)
		}
	}
	return m.columnFrom(t, data)
}

// newSeries is pd.Series(data, index, dtype, name).
func (m *Module) newSeries(t *py.Thread, data, idxArg, dtypeArg, name py.Value) (*Series, error) {
	var idx *index
	var err error
	if !isNone(idxArg) {
		if idx, err = m.indexFrom(t, idxArg); err != nil {
			return nil, err
		}
	}
	var col *column
	switch {
	case isNone(data):
		n := 0
		if idx != nil {
			n = idx.len()
		}
		if idx != nil && n > 0 {
			col, err = m.broadcast(t, py.Float(nan()), n)
		} else {
			col, err = newColumn(t, dtFloat, 0)
			if idx == nil {
				idx = rangeIndex(0)
			}
		}
		if err != nil {
			return nil, err
		}
	default:
		if d, ok := data.(*py.Dict); ok {
			items := d.Items()
			keys := make([]py.Value, len(items))
			vals := make([]py.Value, len(items))
			for j, kv := range items {
				keys[j], vals[j] = kv[0], kv[1]
			}
			if col, err = m.inferColumn(t, vals); err != nil {
				return nil, err
			}
			own, err := m.labelsIndex(t, keys)
			if err != nil {
				return nil, err
			}
			if len(items) == 0 {
				own = rangeIndex(0)
				if col, err = newColumn(t, dtObject, 0); err != nil {
					return nil, err
				}
			}
			s := &Series{m: m, col: col, idx: own}
			if idx != nil {
				if s, err = m.reindexSeries(t, s, idx); err != nil {
					return nil, err
				}
			}
			col, idx = s.col, s.idx
			break
		}
		if src := seriesOf(data); src != nil {
			if name == nil {
				name = src.name
			}
			col = src.col.share()
			if idx != nil {
				s, err := m.reindexSeries(t, src, idx)
				if err != nil {
					return nil, err
				}
				col = s.col
			} else {
				idx = src.idx
			}
			break
		}
		if isScalar(data) {
			n := 1
			if idx != nil {
				n = idx.len()
			}
			if col, err = m.broadcast(t, data, n); err != nil {
				return nil, err
			}
			break
		}
		if col, err = m.seriesValues(t, data, dtypeArg); err != nil {
			return nil, err
		}
		if idx != nil {
			if err := valuesFitIndex(col.len(), idx); err != nil {
				return nil, err
			}
		}
	}
	if idx == nil {
		idx = rangeIndex(col.len())
	}
	if name, ok := strOf(dtypeArg); ok && name == "category" {
		if col.cat == nil {
			if col, err = m.asCategorical(t, col, nil, false); err != nil {
				return nil, err
			}
		}
	} else if !isNone(dtypeArg) {
		dt, strs, err := m.dtypeArg(t, dtypeArg)
		if err != nil {
			return nil, err
		}
		if col, err = m.castColumn(t, col, dt, strs); err != nil {
			return nil, err
		}
	}
	if name == nil {
		name = py.None
	}
	return &Series{m: m, col: col, idx: idx, name: name}, nil
}

func nan() float64 { return nanValue }

// newFrame is pd.DataFrame(data, index, columns, dtype).
func (m *Module) newFrame(t *py.Thread, data, idxArg, colsArg, dtypeArg py.Value) (*Frame, error) {
	var idx *index
	var err error
	if !isNone(idxArg) {
		if idx, err = m.indexFrom(t, idxArg); err != nil {
			return nil, err
		}
	}
	var colLabels []py.Value
	hasCols := !isNone(colsArg)
	if hasCols {
		if colLabels, err = m.listItems(t, colsArg); err != nil {
			return nil, err
		}
	}
	var f *Frame
	switch x := data.(type) {
	case nil, py.NoneType:
		f = &Frame{columns: rangeIndex(0), idx: rangeIndex(0)}
		if idx != nil {
			f.idx = idx
		}
		if hasCols {
			f.columns, err = m.labelsIndex(t, colLabels)
			if err != nil {
				return nil, err
			}
			for range colLabels {
				c, err := m.broadcast(t, py.Float(nanValue), f.idx.len())
				if err != nil {
					return nil, err
				}
				c.dt = dtObject
				c.o = make([]py.Value, c.len())
				for j := range c.o {
					c.o[j] = py.Float(nanValue)
				}
				c.f = nil
				f.cols = append(f.cols, c)
			}
		}
		return f, nil
	case *py.Dict:
		if f, err = m.frameFromDict(t, x, idx, colLabels, hasCols); err != nil {
			return nil, err
		}
		idx = nil
	default:
		if src := frameOf(data); src != nil {
			f = &Frame{cols: sharedCols(src.cols), columns: src.columns, idx: src.idx}
			if hasCols {
				if f, err = m.selectColumns(t, f, colLabels, true); err != nil {
					return nil, err
				}
			}
			if idx != nil {
				if f, err = m.reindexFrame(t, f, idx); err != nil {
					return nil, err
				}
				idx = nil
			}
		} else if a, ok := numpy.Unwrap(data); ok && a.Ndim() == 2 {
			cols, err := m.columnsOf2D(t, a)
			if err != nil {
				return nil, err
			}
			f = &Frame{cols: cols, idx: rangeIndex(a.Shape()[0])}
		} else if s := seriesOf(data); s != nil {
			f = &Frame{cols: []*column{s.col.share()}, idx: s.idx}
			lbl := s.name
			if lbl == nil || lbl == py.None {
				lbl = py.NewInt(0)
			}
			f.columns, _ = m.labelsIndex(t, []py.Value{lbl})
			if hasCols {
				f.columns, _ = m.labelsIndex(t, colLabels[:1])
			}
			hasCols = false
		} else {
			items, err := m.listItems(t, data)
			if err != nil {
				return nil, err
			}
			if f, err = m.frameFromRows(t, items, colLabels, hasCols); err != nil {
				return nil, err
			}
			hasCols = false
		}
	}
	if f.columns == nil {
		if hasCols {
			if len(colLabels) != len(f.cols) {
				return nil, py.NewValueError("Shape of passed values is (%d, %d), indices imply (%d, %d)", f.nrows(), len(f.cols), f.nrows(), len(colLabels))
			}
			if f.columns, err = m.labelsIndex(t, colLabels); err != nil {
				return nil, err
			}
		} else {
			f.columns = rangeIndex(len(f.cols))
		}
	}
	if idx != nil {
		if err := valuesFitIndex(f.nrows(), idx); err != nil {
			return nil, err
		}
		f.idx = idx
	}
	if !isNone(dtypeArg) {
		dt, strs, err := m.dtypeArg(t, dtypeArg)
		if err != nil {
			return nil, err
		}
		for k, c := range f.cols {
			if f.cols[k], err = m.castColumn(t, c, dt, strs); err != nil {
				return nil, err
			}
		}
	}
	return f, nil
}

// nanValue is the float NaN.
var nanValue = func() float64 { var z float64; return z / z }()

// sharedCols marks columns as shared and returns a new slice of them.
func sharedCols(cols []*column) []*column {
	out := make([]*column, len(cols))
	for k, c := range cols {
		out[k] = c.share()
	}
	return out
}

// frameFromDict is DataFrame({label: values, ...}).
func (m *Module) frameFromDict(t *py.Thread, d *py.Dict, idx *index, colLabels []py.Value, hasCols bool) (*Frame, error) {
	items := d.Items()
	keys := make([]py.Value, len(items))
	vals := make([]py.Value, len(items))
	for j, kv := range items {
		keys[j], vals[j] = kv[0], kv[1]
	}
	if hasCols {
		// Only the named columns, in that order; missing ones are NaN.
		nk := make([]py.Value, len(colLabels))
		nv := make([]py.Value, len(colLabels))
		for j, l := range colLabels {
			nk[j] = l
			v, ok, err := d.Get(t, l)
			if err != nil {
				return nil, err
			}
			if ok {
				nv[j] = v
			}
		}
		keys, vals = nk, nv
	}
	// The index: given, or the union of the Series' and dicts' indexes,
	// or a range over the lists' length.
	series := make([]*Series, len(vals))
	n := -1
	anyList := false
	for j, v := range vals {
		if v == nil {
			continue
		}
		if s := seriesOf(v); s != nil {
			series[j] = s
			continue
		}
		if dd, ok := v.(*py.Dict); ok {
			s, err := m.newSeries(t, dd, nil, nil, nil)
			if err != nil {
				return nil, err
			}
			series[j] = s
			continue
		}
		if isScalar(v) {
			continue
		}
		c, err := m.columnFrom(t, v)
		if err != nil {
			return nil, err
		}
		series[j] = &Series{m: m, col: c}
		anyList = true
		if n >= 0 && c.len() != n {
			return nil, py.NewValueError("All arrays must be of the same length")
		}
		n = c.len()
	}
	if idx == nil {
		for _, s := range series {
			if s == nil || s.idx == nil {
				continue
			}
			if idx == nil {
				idx = s.idx
				continue
			}
			u, err := m.unionIndex(t, idx, s.idx)
			if err != nil {
				return nil, err
			}
			idx = u
		}
		if idx != nil && anyList && idx.len() != n {
			return nil, py.NewValueError("array length %d does not match index length %d", n, idx.len())
		}
		if idx == nil {
			if n < 0 {
				if len(vals) > 0 && !hasCols {
					return nil, py.NewValueError("If using all scalar values, you must pass an index")
				}
				n = 0
			}
			idx = rangeIndex(n)
		}
	} else if anyList {
		if err := valuesFitIndex(n, idx); err != nil {
			return nil, err
		}
	}
	f := &Frame{idx: idx}
	for j, v := range vals {
		var c *column
		var err error
		switch {
		case v == nil:
			if c, err = newColumn(t, dtObject, idx.len()); err != nil {
				return nil, err
			}
			for k := range c.o {
				c.o[k] = py.Float(nanValue)
			}
		case series[j] != nil && series[j].idx != nil:
			s, err := m.reindexSeries(t, series[j], idx)
			if err != nil {
				return nil, err
			}
			c = s.col
		case series[j] != nil:
			c = series[j].col
		default:
			if c, err = m.broadcast(t, v, idx.len()); err != nil {
				return nil, err
			}
		}
		f.cols = append(f.cols, c.share())
	}
	cols, err := m.labelsIndex(t, keys)
	if err != nil {
		return nil, err
	}
	if len(keys) == 0 {
		cols = rangeIndex(0)
		if !hasCols {
			cols = &index{col: objCol(nil), n: 0}
		}
	}
	f.columns = cols
	return f, nil
}

// frameFromRows is DataFrame(list of rows): dicts (records), Series,
// lists/tuples/arrays, or scalars (one column).
func (m *Module) frameFromRows(t *py.Thread, rows []py.Value, colLabels []py.Value, hasCols bool) (*Frame, error) {
	n := len(rows)
	if n == 0 {
		f := &Frame{idx: rangeIndex(0), columns: rangeIndex(0)}
		if hasCols {
			var err error
			if f.columns, err = m.labelsIndex(t, colLabels); err != nil {
				return nil, err
			}
			for range colLabels {
				c, err := newColumn(t, dtObject, 0)
				if err != nil {
					return nil, err
				}
				f.cols = append(f.cols, c)
			}
		}
		return f, nil
	}
	if err := t.Charge(int64(n)); err != nil {
		return nil, err
	}
	// Records: the union of keys in order of appearance.
	if _, ok := rows[0].(*py.Dict); ok {
		var keys []py.Value
		seen := map[hkey]int{}
		for _, r := range rows {
			d, ok := r.(*py.Dict)
			if !ok {
				return nil, py.NewTypeError("object of type '%s' has no len()", py.TypeName(r))
			}
			for _, kv := range d.Items() {
				k := keyOf(t, kv[0])
				if _, ok := seen[k]; !ok {
					seen[k] = len(keys)
					//krait:alloc-ok one per key of the dicts the program built and holds
					keys = append(keys, kv[0])
				}
			}
		}
		if hasCols {
			keys = colLabels
		}
		if err := chargeCells(t, len(keys), n, 16); err != nil {
			return nil, err
		}
		grid := make([][]py.Value, len(keys))
		for k, key := range keys {
			//krait:alloc-ok charged above (len(keys) x n cells)
			grid[k] = make([]py.Value, n)
			for j, r := range rows {
				v, ok, err := r.(*py.Dict).Get(t, key)
				if err != nil {
					return nil, err
				}
				if !ok {
					v = py.Float(nanValue)
				}
				grid[k][j] = v
			}
		}
		return m.frameFromGrid(t, grid, keys, n)
	}
	if s := seriesOf(rows[0]); s != nil {
		// Rows as Series: columns are the union of their indexes.
		var cols *index
		for _, r := range rows {
			rs := seriesOf(r)
			if rs == nil {
				return nil, py.NewTypeError("all rows must be Series")
			}
			if cols == nil {
				cols = rs.idx
				continue
			}
			u, err := m.unionIndex(t, cols, rs.idx)
			if err != nil {
				return nil, err
			}
			cols = u
		}
		if err := chargeCells(t, cols.len(), n, 16); err != nil {
			return nil, err
		}
		grid := make([][]py.Value, cols.len())
		for k := range grid {
			//krait:alloc-ok charged above (columns x n cells)
			grid[k] = make([]py.Value, n)
		}
		for j, r := range rows {
			rs, err := m.reindexSeries(t, seriesOf(r), cols)
			if err != nil {
				return nil, err
			}
			for k := range grid {
				grid[k][j] = rs.col.pyAt(m, k)
			}
		}
		var names []py.Value
		for k := 0; k < cols.len(); k++ {
			//krait:alloc-ok one per column, charged with the cells above
			names = append(names, cols.labelAt(m, k))
		}
		f, err := m.frameFromGrid(t, grid, names, n)
		if err != nil {
			return nil, err
		}
		f.columns = cols
		idxLabels := make([]py.Value, n)
		allNamed := true
		for j, r := range rows {
			idxLabels[j] = seriesOf(r).name
			if idxLabels[j] == nil || idxLabels[j] == py.None {
				allNamed = false
			}
		}
		if allNamed {
			if f.idx, err = m.labelsIndex(t, idxLabels); err != nil {
				return nil, err
			}
		}
		return f, nil
	}
	// Lists of rows.
	width := -1
	if err := chargeCells(t, n, 1, 24); err != nil {
		return nil, err
	}
	rowItems := make([][]py.Value, n)
	for j, r := range rows {
		if isScalar(r) {
			width = -2
			break
		}
		items, err := m.listItems(t, r)
		if err != nil {
			return nil, err
		}
		rowItems[j] = items
		if len(items) > width {
			width = len(items)
		}
	}
	if width == -2 {
		c, err := m.inferColumn(t, rows)
		if err != nil {
			return nil, err
		}
		f := &Frame{cols: []*column{c}, idx: rangeIndex(n), columns: rangeIndex(1)}
		if hasCols {
			if len(colLabels) != 1 {
				return nil, py.NewValueError("Shape of passed values is (%d, 1), indices imply (%d, %d)", n, n, len(colLabels))
			}
			if f.columns, err = m.labelsIndex(t, colLabels); err != nil {
				return nil, err
			}
		}
		return f, nil
	}
	if hasCols && len(colLabels) != width {
		return nil, py.NewValueError("%d columns passed, passed data had %d columns", len(colLabels), width)
	}
	if err := chargeCells(t, width, n, 16); err != nil {
		return nil, err
	}
	grid := make([][]py.Value, width)
	for k := range grid {
		//krait:alloc-ok charged above (width x n cells)
		grid[k] = make([]py.Value, n)
		for j, r := range rowItems {
			if k < len(r) {
				grid[k][j] = r[k]
			} else {
				grid[k][j] = py.None
			}
		}
	}
	labels := colLabels
	if !hasCols {
		labels = nil
	}
	return m.frameFromGrid(t, grid, labels, n)
}

// frameFromGrid makes a frame from column-major values (labels nil: a
// RangeIndex of columns).
func (m *Module) frameFromGrid(t *py.Thread, grid [][]py.Value, labels []py.Value, n int) (*Frame, error) {
	f := &Frame{idx: rangeIndex(n)}
	for _, vals := range grid {
		c, err := m.inferColumn(t, vals)
		if err != nil {
			return nil, err
		}
		f.cols = append(f.cols, c)
	}
	if labels == nil {
		f.columns = rangeIndex(len(grid))
		return f, nil
	}
	var err error
	f.columns, err = m.labelsIndex(t, labels)
	return f, err
}

// columnsOf2D splits a 2-d array into columns.
func (m *Module) columnsOf2D(t *py.Thread, a *numpy.Array) ([]*column, error) {
	sh := a.Shape()
	rows, ncols := sh[0], sh[1]
	flat, err := m.fromArray(t, a)
	if err != nil {
		return nil, err
	}
	if err := chargeColumns(t, ncols); err != nil {
		return nil, err
	}
	cols := make([]*column, ncols)
	for k := 0; k < ncols; k++ {
		if err := charge(t, dtInt, rows); err != nil {
			return nil, err
		}
		pos := make([]int, rows)
		for j := range pos {
			pos[j] = j*ncols + k
		}
		if cols[k], err = flat.take(t, pos); err != nil {
			return nil, err
		}
		if cols[k].dt == dtObject {
			// An object array of numbers infers like a list.
			vals := cols[k].o
			if cols[k], err = m.inferObjectsKeep(t, vals); err != nil {
				return nil, err
			}
		}
	}
	return cols, nil
}

// inferObjectsKeep keeps an object column as objects (numpy object
// arrays stay object in pandas).
func (m *Module) inferObjectsKeep(t *py.Thread, vals []py.Value) (*column, error) {
	return m.objectColumn(t, vals)
}

// values is DataFrame.values: a 2-d array of the columns' common dtype.
func (f *Frame) values(t *py.Thread) (*numpy.Array, error) {
	m := f.m
	n, nc := f.nrows(), f.ncols()
	common := dtBool
	mixed := false
	for k, c := range f.cols {
		if k == 0 {
			common = c.dt
			continue
		}
		if c.dt != common {
			if (c.dt == dtInt && common == dtFloat) || (c.dt == dtFloat && common == dtInt) {
				common = dtFloat
			} else {
				mixed = true
			}
		}
	}
	if nc == 0 {
		common = dtObject
	}
	if mixed || common == dtDatetime || common == dtTimedelta {
		common = dtObject
	}
	total := n * nc
	switch common {
	case dtFloat:
		if err := numpy.Charge(t, numpy.Float64, total); err != nil {
			return nil, err
		}
		out := make([]float64, total)
		for k, c := range f.cols {
			for j := 0; j < n; j++ {
				out[j*nc+k] = c.floatAt(j)
			}
		}
		return numpy.NewFloat64(out, n, nc), nil
	case dtInt:
		if err := numpy.Charge(t, numpy.Int64, total); err != nil {
			return nil, err
		}
		out := make([]int64, total)
		for k, c := range f.cols {
			for j := 0; j < n; j++ {
				out[j*nc+k] = c.i[j]
			}
		}
		return numpy.NewInt64(out, n, nc), nil
	case dtBool:
		if err := numpy.Charge(t, numpy.Bool, total); err != nil {
			return nil, err
		}
		out := make([]bool, total)
		for k, c := range f.cols {
			for j := 0; j < n; j++ {
				out[j*nc+k] = c.b[j]
			}
		}
		return numpy.NewBool(out, n, nc), nil
	}
	if err := numpy.Charge(t, numpy.Object, total); err != nil {
		return nil, err
	}
	out := make([]py.Value, total)
	for k, c := range f.cols {
		for j := 0; j < n; j++ {
			out[j*nc+k] = c.pyAt(m, j)
		}
	}
	return numpy.NewObject(out, n, nc), nil
}

// itoa formats an int.
func itoa(n int) string { return strconv.Itoa(n) }
