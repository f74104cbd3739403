package pandas

import (
	"github.com/kraitpy/krait/py"
	"github.com/kraitpy/krait/stdlib/numpy"
)

// Series is the Go state of a pandas Series: one column, its index and
// its name (nil: None).
type Series struct {
	m    *Module
	col  *column
	idx  *index
	name py.Value
}

// Type implements py.Value (the state lives in an Instance's Base).
func (*Series) Type() *py.Type { return opaque }

// Frame is the Go state of a pandas DataFrame: columns of equal length,
// their labels (an index: usually strs, a MultiIndex after some
// aggregations) and the row index.
type Frame struct {
	m       *Module
	cols    []*column
	columns *index
	idx     *index
}

// Type implements py.Value.
func (*Frame) Type() *py.Type { return opaque }

// snapshot is f as it is now, for an operation that keeps row positions
// while it calls back into Python code (a groupby's rows): a callback
// that changes the frame in place (df.drop(df.index, inplace=True)
// replaces its columns and index) does not change the snapshot, so the
// positions stay valid.
func (f *Frame) snapshot() *Frame {
	//krait:alloc-ok a pointer per column of f, whose columns (each far bigger) exist; garbage when the operation ends
	return &Frame{m: f.m, cols: append([]*column(nil), f.cols...), columns: f.columns, idx: f.idx}
}

// Index is the Go state of a pandas Index object.
type Index struct {
	m  *Module
	ix *index
}

// Type implements py.Value.
func (*Index) Type() *py.Type { return opaque }

// opaque is the type of Go state kept in Instance.Base.
var opaque = py.NewBuiltinType("_pandas_state", nil)

// nrows returns the number of rows.
func (f *Frame) nrows() int { return f.idx.len() }

// ncols returns the number of columns.
func (f *Frame) ncols() int { return len(f.cols) }

// wrapSeries makes a Series value.
func (m *Module) wrapSeries(col *column, idx *index, name py.Value) py.Value {
	return &py.Instance{Class: m.seriesCls, Base: &Series{m: m, col: col, idx: idx, name: name}}
}

// wrapFrame makes a DataFrame value.
func (m *Module) wrapFrame(f *Frame) py.Value {
	f.m = m
	return &py.Instance{Class: m.frameCls, Base: f}
}

// wrapIndex makes an Index value of the class its labels call for
// (RangeIndex, Int64Index, Float64Index, DatetimeIndex, MultiIndex or
// Index).
func (m *Module) wrapIndex(ix *index) py.Value {
	cls := m.indexCls
	switch {
	case ix.isRange:
		cls = m.rangeIndexCls
	case ix.levels != nil:
		cls = m.multiIndexCls
	default:
		switch ix.col.dt {
		case dtInt:
			cls = m.int64IndexCls
		case dtFloat:
			cls = m.float64IndexCls
		case dtDatetime:
			cls = m.datetimeIndexCls
		case dtTimedelta:
			cls = m.timedeltaIndexCls
		}
	}
	return &py.Instance{Class: cls, Base: &Index{m: m, ix: ix}}
}

// seriesOf returns the Series state of a value, or nil.
func seriesOf(v py.Value) *Series {
	if in, ok := v.(*py.Instance); ok {
		if s, ok := in.Base.(*Series); ok {
			return s
		}
	}
	return nil
}

// frameOf returns the DataFrame state of a value, or nil.
func frameOf(v py.Value) *Frame {
	if in, ok := v.(*py.Instance); ok {
		if f, ok := in.Base.(*Frame); ok {
			return f
		}
	}
	return nil
}

// indexOf returns the index of an Index value, or nil.
func indexOf(v py.Value) *index {
	if in, ok := v.(*py.Instance); ok {
		if ix, ok := in.Base.(*Index); ok {
			return ix.ix
		}
	}
	return nil
}

// selfSeries returns the Series of a method's receiver.
func selfSeries(self py.Value) (*Series, error) {
	if s := seriesOf(self); s != nil {
		return s, nil
	}
	return nil, py.NewTypeError("descriptor requires a 'Series' object but received a '%s'", py.TypeName(self))
}

// selfFrame returns the DataFrame of a method's receiver.
func selfFrame(self py.Value) (*Frame, error) {
	if f := frameOf(self); f != nil {
		return f, nil
	}
	return nil, py.NewTypeError("descriptor requires a 'DataFrame' object but received a '%s'", py.TypeName(self))
}

// NumpyArray implements numpy.ArrayLike: the Series' values.
func (s *Series) NumpyArray(t *py.Thread) (*numpy.Array, error) { return s.col.array(t, s.m) }

// WrapUfunc implements numpy.ArrayLike: a ufunc of a Series is a Series
// with the same index and name.
func (s *Series) WrapUfunc(t *py.Thread, r *numpy.Array) (py.Value, error) {
	if r.Ndim() != 1 || r.Size() != s.col.len() {
		return s.m.np.Wrap(r), nil
	}
	c, err := s.m.fromArray(t, r)
	if err != nil {
		return nil, err
	}
	return s.m.wrapSeries(c, s.idx, s.name), nil
}

// NumpyArray implements numpy.ArrayLike: the index labels.
func (x *Index) NumpyArray(t *py.Thread) (*numpy.Array, error) {
	c, err := x.ix.values(t, x.m)
	if err != nil {
		return nil, err
	}
	return c.array(t, x.m)
}

// WrapUfunc implements numpy.ArrayLike: a ufunc of an Index gives an
// Index.
func (x *Index) WrapUfunc(t *py.Thread, r *numpy.Array) (py.Value, error) {
	if r.Ndim() != 1 {
		return x.m.np.Wrap(r), nil
	}
	c, err := x.m.fromArray(t, r)
	if err != nil {
		return nil, err
	}
	return x.m.wrapIndex(flatIndex(c, x.ix.name)), nil
}

// NumpyArray implements numpy.ArrayLike: the frame as a 2-d array of the
// columns' common dtype.
func (f *Frame) NumpyArray(t *py.Thread) (*numpy.Array, error) { return f.values(t) }

// WrapUfunc implements numpy.ArrayLike: a ufunc of a DataFrame is a
// DataFrame with the same labels.
func (f *Frame) WrapUfunc(t *py.Thread, r *numpy.Array) (py.Value, error) {
	sh := r.Shape()
	if len(sh) != 2 || sh[0] != f.nrows() || sh[1] != f.ncols() {
		return f.m.np.Wrap(r), nil
	}
	cols, err := f.m.columnsOf2D(t, r)
	if err != nil {
		return nil, err
	}
	return f.m.wrapFrame(&Frame{cols: cols, columns: f.columns, idx: f.idx}), nil
}
