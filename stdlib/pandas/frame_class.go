package pandas

import (
	"github.com/kraitpy/krait/py"
)

// This file is the pandas.DataFrame class: constructor, Python protocol
// (len, iteration over labels, in, [], []=, del, attribute access to
// columns) and properties.

// ffn is a DataFrame method implemented in Go.
type ffn func(t *py.Thread, f *Frame, args []py.Value, kwargs []py.Kwarg) (py.Value, error)

// fmeth makes a DataFrame method.
func fmeth(name string, fn ffn) method {
	return method{Name: name, Fn: func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		f, err := selfFrame(self)
		if err != nil {
			return nil, err
		}
		return fn(t, f, args, kwargs)
	}}
}

// fprop makes a DataFrame property, settable when set is given.
func fprop(name string, get func(t *py.Thread, f *Frame) (py.Value, error), set func(t *py.Thread, f *Frame, v py.Value) error) *py.Property {
	p := &py.Property{Name: name, Get: py.NewBuiltin(name, func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		f, err := selfFrame(args[0])
		if err != nil {
			return nil, err
		}
		return get(t, f)
	})}
	if set != nil {
		p.Set = py.NewBuiltin(name, func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			f, err := selfFrame(args[0])
			if err != nil {
				return nil, err
			}
			return py.None, set(t, f, args[1])
		})
	}
	return p
}

// makeFrameClass creates pandas.DataFrame.
func (m *Module) makeFrameClass(t *py.Thread) error {
	attrs := map[string]py.Value{"__hash__": py.None, "__array_priority__": py.NewInt(1000)}
	for name, p := range m.frameProperties() {
		attrs[name] = p
	}
	methods := []method{
		fmeth("__repr__", func(t *py.Thread, f *Frame, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			s, err := m.frameToString(t, f, m.reprParams())
			return py.NewStr(s), err
		}),
		fmeth("__len__", func(t *py.Thread, f *Frame, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			return py.NewInt(int64(f.nrows())), nil
		}),
		fmeth("__bool__", func(t *py.Thread, f *Frame, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			return nil, py.NewValueError("The truth value of a DataFrame is ambiguous. Use a.empty, a.bool(), a.item(), a.any() or a.all().")
		}),
		fmeth("__iter__", func(t *py.Thread, f *Frame, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			//krait:alloc-ok one per column of an existing frame, whose columns each hold more
			labels := make([]py.Value, f.columns.len())
			for j := range labels {
				labels[j] = f.columns.labelAt(m, j)
			}
			return py.IterObject(t, py.NewList(labels))
		}),
		fmeth("__contains__", func(t *py.Thread, f *Frame, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			if len(args) != 1 {
				return nil, py.NewTypeError("__contains__ takes 1 argument")
			}
			ps, err := m.columnPositions(t, f, args[0])
			if err != nil {
				return nil, err
			}
			return py.NewBool(len(ps) > 0), nil
		}),
		fmeth("__getitem__", func(t *py.Thread, f *Frame, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			if len(args) != 1 {
				return nil, py.NewTypeError("__getitem__ takes 1 argument")
			}
			return m.frameGetItem(t, f, args[0])
		}),
		fmeth("__setitem__", func(t *py.Thread, f *Frame, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			if len(args) != 2 {
				return nil, py.NewTypeError("__setitem__ takes 2 arguments")
			}
			return py.None, m.frameSetItem(t, f, args[0], args[1])
		}),
		fmeth("__delitem__", func(t *py.Thread, f *Frame, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			if len(args) != 1 {
				return nil, py.NewTypeError("__delitem__ takes 1 argument")
			}
			ps, err := m.columnPositions(t, f, args[0])
			if err != nil {
				return nil, err
			}
			if len(ps) == 0 {
				return nil, keyError(args[0])
			}
			return py.None, m.dropColumnPositions(t, f, ps)
		}),
		fmeth("__getattr__", func(t *py.Thread, f *Frame, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			name, _ := args[0].(*py.Str)
			if name != nil && !startsUnderscore(name.String()) {
				ps, err := f.columns.find(t, hkey{k: kStr, s: name.String()})
				if err != nil {
					return nil, err
				}
				if len(ps) == 1 {
					return m.wrapSeries(f.cols[ps[0]].share(), f.idx, f.columns.labelAt(m, ps[0])), nil
				}
				if len(ps) > 1 || (f.columns.isMulti() && len(ps) == 0) {
					if v, err := m.frameGetItem(t, f, name); err == nil {
						return v, nil
					}
				}
			}
			n := "?"
			if name != nil {
				n = name.String()
			}
			return nil, py.NewAttributeError("'DataFrame' object has no attribute '%s'", n)
		}),
		{Name: "__setattr__", Fn: func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			f, err := selfFrame(self)
			if err != nil {
				return nil, err
			}
			name, _ := args[0].(*py.Str)
			if name != nil && !startsUnderscore(name.String()) && !frameSettable[name.String()] {
				ps, err := f.columns.find(t, hkey{k: kStr, s: name.String()})
				if err != nil {
					return nil, err
				}
				if len(ps) > 0 {
					return py.None, m.frameSetItem(t, f, name, args[1])
				}
			}
			if in, ok := self.(*py.Instance); ok && in.Dict == nil {
				in.Dict = py.NewDict()
			}
			return py.None, py.GenericSetAttr(t, self, name.String(), args[1])
		}},
	}
	methods = append(methods, m.frameMethods()...) //krait:alloc-ok a method table: fixed lists, built once when the class is made
	cls, err := m.newClass(t, "pandas.core.frame", "DataFrame", nil, methods, attrs)
	if err != nil {
		return err
	}
	cls.Dict.SetStr("__new__", &py.StaticMethod{Func: py.NewBuiltin("__new__", func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		vals, err := bind("DataFrame", []string{"cls", "data", "index", "columns", "dtype", "copy"}, 1, args, kwargs)
		if err != nil {
			return nil, err
		}
		f, err := m.newFrame(t, vals[1], vals[2], vals[3], vals[4])
		if err != nil {
			return nil, err
		}
		f.m = m
		cls, _ := vals[0].(*py.Type)
		if cls == nil {
			cls = m.frameCls
		}
		return &py.Instance{Class: cls, Base: f, Dict: py.NewDict()}, nil
	})})
	for name, fn := range m.frameClassMethods() {
		fn := fn
		cls.Dict.SetStr(name, &py.ClassMethod{Func: py.NewBuiltin(name, func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			return fn(t, args[1:], kwargs)
		})})
	}
	m.frameCls = cls
	m.mod.Dict.SetStr("DataFrame", cls)
	return nil
}

// frameClassMethods are DataFrame.from_dict and from_records.
func (m *Module) frameClassMethods() map[string]func(t *py.Thread, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	return map[string]func(t *py.Thread, args []py.Value, kwargs []py.Kwarg) (py.Value, error){
		"from_dict": func(t *py.Thread, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			vals, err := bind("from_dict", []string{"data", "orient", "dtype", "columns"}, 1, args, kwargs)
			if err != nil {
				return nil, err
			}
			orient, err := argStr(vals[1], "orient", "columns")
			if err != nil {
				return nil, err
			}
			var f *Frame
			switch orient {
			case "columns":
				if !isNone(vals[3]) {
					return nil, py.NewValueError("cannot use columns parameter with orient='columns'")
				}
				f, err = m.newFrame(t, vals[0], nil, nil, vals[2])
			case "index":
				d, ok := vals[0].(*py.Dict)
				if !ok {
					return nil, py.NewTypeError("from_dict(orient='index') needs a dict")
				}
				var rows, labels []py.Value
				for _, kv := range d.Items() {
					labels = append(labels, kv[0])
					if isScalar(kv[1]) {
						rows = append(rows, py.NewList([]py.Value{kv[1]}))
					} else {
						rows = append(rows, kv[1])
					}
				}
				var cols py.Value
				if !isNone(vals[3]) {
					cols = vals[3]
				}
				if f, err = m.newFrame(t, py.NewList(rows), nil, cols, vals[2]); err != nil {
					return nil, err
				}
				f.idx, err = m.labelsIndex(t, labels)
			case "tight":
				return nil, py.NewNotImplementedError("from_dict(orient='tight') is not supported by krait's pandas")
			default:
				return nil, py.NewValueError("Expected 'index', 'columns' or 'tight' for orient parameter. Got '%s' instead", orient)
			}
			if err != nil {
				return nil, err
			}
			f.m = m
			return m.wrapFrame(f), nil
		},
		"from_records": func(t *py.Thread, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			vals, err := bind("from_records", []string{"data", "index", "exclude", "columns", "coerce_float", "nrows"}, 1, args, kwargs)
			if err != nil {
				return nil, err
			}
			f, err := m.newFrame(t, vals[0], nil, vals[3], nil)
			if err != nil {
				return nil, err
			}
			f.m = m
			if !isNone(vals[1]) {
				r, err := m.frameSetIndex(t, f, []py.Value{vals[1]}, nil)
				if err != nil {
					return nil, err
				}
				return r, nil
			}
			return m.wrapFrame(f), nil
		},
	}
}

// frameSettable are the DataFrame properties assignment sets (never a
// column of that name).
var frameSettable = map[string]bool{"index": true, "columns": true}

// startsUnderscore reports whether a name is private.
func startsUnderscore(s string) bool { return len(s) > 0 && s[0] == '_' }

// frameProperties are the DataFrame attributes.
func (m *Module) frameProperties() map[string]*py.Property {
	return map[string]*py.Property{
		"values": fprop("values", func(t *py.Thread, f *Frame) (py.Value, error) {
			a, err := f.values(t)
			if err != nil {
				return nil, err
			}
			return m.np.Wrap(a), nil
		}, nil),
		"columns": fprop("columns", func(t *py.Thread, f *Frame) (py.Value, error) {
			return m.wrapIndex(f.columns), nil
		}, func(t *py.Thread, f *Frame, v py.Value) error {
			ix, err := m.indexFrom(t, v)
			if err != nil {
				return err
			}
			if ix.len() != f.ncols() {
				return py.NewValueError("Length mismatch: Expected axis has %d elements, new values have %d elements", f.ncols(), ix.len())
			}
			f.columns = ix
			return nil
		}),
		"index": fprop("index", func(t *py.Thread, f *Frame) (py.Value, error) {
			return m.wrapIndex(f.idx), nil
		}, func(t *py.Thread, f *Frame, v py.Value) error {
			ix, err := m.indexFrom(t, v)
			if err != nil {
				return err
			}
			if ix.len() != f.nrows() {
				return py.NewValueError("Length mismatch: Expected axis has %d elements, new values have %d elements", f.nrows(), ix.len())
			}
			f.idx = ix
			return nil
		}),
		"dtypes": fprop("dtypes", func(t *py.Thread, f *Frame) (py.Value, error) {
			c, err := newColumn(t, dtObject, f.ncols())
			if err != nil {
				return nil, err
			}
			for k, col := range f.cols {
				if c.o[k], err = m.columnDtype(t, col); err != nil {
					return nil, err
				}
			}
			return m.wrapSeries(c, f.columns, py.None), nil
		}, nil),
		"shape": fprop("shape", func(t *py.Thread, f *Frame) (py.Value, error) {
			return py.NewTuple([]py.Value{py.NewInt(int64(f.nrows())), py.NewInt(int64(f.ncols()))}), nil
		}, nil),
		"size": fprop("size", func(t *py.Thread, f *Frame) (py.Value, error) {
			return py.NewInt(int64(f.nrows() * f.ncols())), nil
		}, nil),
		"ndim": fprop("ndim", func(t *py.Thread, f *Frame) (py.Value, error) { return py.NewInt(2), nil }, nil),
		"empty": fprop("empty", func(t *py.Thread, f *Frame) (py.Value, error) {
			return py.NewBool(f.nrows() == 0 || f.ncols() == 0), nil
		}, nil),
		"axes": fprop("axes", func(t *py.Thread, f *Frame) (py.Value, error) {
			return py.NewList([]py.Value{m.wrapIndex(f.idx), m.wrapIndex(f.columns)}), nil
		}, nil),
		"T": fprop("T", func(t *py.Thread, f *Frame) (py.Value, error) {
			g, err := m.transpose(t, f)
			if err != nil {
				return nil, err
			}
			return m.wrapFrame(g), nil
		}, nil),
		"loc":  fprop("loc", func(t *py.Thread, f *Frame) (py.Value, error) { return m.indexer(m.locCls, f), nil }, nil),
		"iloc": fprop("iloc", func(t *py.Thread, f *Frame) (py.Value, error) { return m.indexer(m.ilocCls, f), nil }, nil),
		"at":   fprop("at", func(t *py.Thread, f *Frame) (py.Value, error) { return m.indexer(m.atCls, f), nil }, nil),
		"iat":  fprop("iat", func(t *py.Thread, f *Frame) (py.Value, error) { return m.indexer(m.iatCls, f), nil }, nil),
	}
}

// columnPositions returns the positions of the columns a label names
// (several for repeated labels, or for the top level of a MultiIndex).
func (m *Module) columnPositions(t *py.Thread, f *Frame, label py.Value) ([]int, error) {
	if !isHashable(label) {
		return nil, py.NewTypeError("unhashable type: '%s'", py.TypeName(label))
	}
	if f.columns.isMulti() {
		if _, ok := label.(*py.Tuple); !ok {
			k := keyOf(t, label)
			var out []int
			for j := 0; j < f.columns.len(); j++ {
				if f.columns.levels[0].keyAt(t, j) == k {
					//krait:alloc-ok one per column of an existing frame, whose columns each hold more
					out = append(out, j)
				}
			}
			return out, nil
		}
	}
	return f.columns.find(t, keyOf(t, label))
}

// isHashable reports whether a label can be looked up.
func isHashable(v py.Value) bool {
	switch v.(type) {
	case *py.List, *py.Dict, *py.Set:
		return false
	}
	return true
}

// column returns the Series of column position k.
func (m *Module) columnSeries(f *Frame, k int) *Series {
	return &Series{m: m, col: f.cols[k].share(), idx: f.idx, name: f.columns.labelAt(m, k)}
}

// dropColumnPositions removes columns in place.
func (m *Module) dropColumnPositions(t *py.Thread, f *Frame, ps []int) error {
	drop := map[int]bool{}
	for _, p := range ps {
		drop[p] = true
	}
	var keep []int
	var cols []*column
	for k, c := range f.cols {
		if !drop[k] {
			keep = append(keep, k)
			cols = append(cols, c)
		}
	}
	labels, err := f.columns.take(t, keep)
	if err != nil {
		return err
	}
	f.cols, f.columns = cols, labels
	return nil
}

// setColumn sets (or appends) the column with a label, in place.
func (m *Module) setColumn(t *py.Thread, f *Frame, label py.Value, c *column) error {
	ps, err := f.columns.find(t, keyOf(t, label))
	if err != nil {
		return err
	}
	if len(ps) > 0 {
		for _, p := range ps {
			f.cols[p] = c.share()
		}
		return nil
	}
	labels := make([]py.Value, 0, f.ncols()+1) //krait:alloc-ok one more label than the frame's existing columns
	for j := 0; j < f.columns.len(); j++ {
		labels = append(labels, f.columns.labelAt(m, j)) //krait:alloc-ok one label per existing column
	}
	labels = append(labels, label)
	var ix *index
	if f.columns.isRange && f.columns.start+int64(f.columns.n)*f.columns.step == mustInt(label) && f.columns.step == 1 {
		ix = newRangeIndex(f.columns.start, 1, f.columns.n+1)
	} else if ix, err = m.labelsIndex(t, labels); err != nil {
		return err
	}
	ix.name = f.columns.name
	if f.columns.isMulti() {
		tu, ok := label.(*py.Tuple)
		if !ok || tu.Len() != f.columns.nlevels() {
			items := make([]py.Value, f.columns.nlevels()) //krait:alloc-ok one item per level of the existing column index
			items[0] = label
			for k := 1; k < len(items); k++ {
				items[k] = py.NewStr("")
			}
			tu = py.NewTuple(items)
		}
		levels := make([]*column, f.columns.nlevels()) //krait:alloc-ok one column per level of the existing column index
		for k := range levels {
			vals, err := f.columns.levels[k].pyValues(t, m)
			if err != nil {
				return err
			}
			vals = append(vals, tu.Items()[k])
			if levels[k], err = m.inferColumn(t, vals); err != nil {
				return err
			}
		}
		ix = multiIndex(levels, f.columns.names)
	}
	f.cols = append(f.cols, c.share())
	f.columns = ix
	return nil
}

// mustInt returns an int label's value (or a value no range reaches).
func mustInt(v py.Value) int64 {
	if i, ok := pyInt64(v); ok {
		if _, isBool := v.(py.Bool); !isBool {
			return i
		}
	}
	return -1 << 62
}
