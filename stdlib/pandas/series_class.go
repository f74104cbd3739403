package pandas

import (
	"github.com/kraitpy/krait/py"
)

// This file is the pandas.Series class: its constructor, Python
// protocol and properties. The methods live with their concern (ops.go,
// reduce.go, transform.go, select.go, ...); seriesMethods gathers them.

// sfn is a Series method implemented in Go.
type sfn func(t *py.Thread, s *Series, args []py.Value, kwargs []py.Kwarg) (py.Value, error)

// smeth makes a Series method from an sfn.
func smeth(name string, fn sfn) method {
	return method{Name: name, Fn: func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		s, err := selfSeries(self)
		if err != nil {
			return nil, err
		}
		return fn(t, s, args, kwargs)
	}}
}

// sprop makes a read-only Series property.
func sprop(name string, fn func(t *py.Thread, s *Series) (py.Value, error)) *py.Property {
	return &py.Property{Name: name, Get: py.NewBuiltin(name, func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		s, err := selfSeries(args[0])
		if err != nil {
			return nil, err
		}
		return fn(t, s)
	})}
}

// makeSeriesClass creates pandas.Series.
func (m *Module) makeSeriesClass(t *py.Thread) error {
	attrs := map[string]py.Value{"__hash__": py.None, "__array_priority__": py.NewInt(1000)}
	for name, fn := range m.seriesProperties() {
		attrs[name] = sprop(name, fn)
	}
	attrs["name"] = &py.Property{Name: "name",
		Get: py.NewBuiltin("name", func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			s, err := selfSeries(args[0])
			if err != nil {
				return nil, err
			}
			return nameOrNone(s.name), nil
		}),
		Set: py.NewBuiltin("name", func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			s, err := selfSeries(args[0])
			if err != nil {
				return nil, err
			}
			s.name = args[1]
			return py.None, nil
		})}
	attrs["index"] = &py.Property{Name: "index",
		Get: py.NewBuiltin("index", func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			s, err := selfSeries(args[0])
			if err != nil {
				return nil, err
			}
			return m.wrapIndex(s.idx), nil
		}),
		Set: py.NewBuiltin("index", func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			s, err := selfSeries(args[0])
			if err != nil {
				return nil, err
			}
			ix, err := m.indexFrom(t, args[1])
			if err != nil {
				return nil, err
			}
			if ix.len() != s.col.len() {
				return nil, py.NewValueError("Length mismatch: Expected axis has %d elements, new values have %d elements", s.col.len(), ix.len())
			}
			s.idx = ix
			return py.None, nil
		})}
	methods := []method{
		smeth("__repr__", func(t *py.Thread, s *Series, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			r, err := m.seriesRepr(t, s)
			return py.NewStr(r), err
		}),
		smeth("__len__", func(t *py.Thread, s *Series, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			return py.NewInt(int64(s.col.len())), nil
		}),
		smeth("__bool__", func(t *py.Thread, s *Series, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			return nil, py.NewValueError("The truth value of a Series is ambiguous. Use a.empty, a.bool(), a.item(), a.any() or a.all().")
		}),
		smeth("__iter__", func(t *py.Thread, s *Series, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			vals, err := s.col.pyValues(t, m)
			if err != nil {
				return nil, err
			}
			return py.IterObject(t, py.NewList(vals))
		}),
		smeth("__contains__", func(t *py.Thread, s *Series, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			if len(args) != 1 {
				return nil, py.NewTypeError("__contains__ takes 1 argument")
			}
			ps, err := s.idx.find(t, keyOf(t, args[0]))
			if err != nil {
				return nil, err
			}
			return py.NewBool(len(ps) > 0), nil
		}),
	}
	methods = append(methods, m.seriesMethods()...) //krait:alloc-ok a method table: fixed lists, built once when the class is made
	cls, err := m.newClass(t, "pandas.core.series", "Series", nil, methods, attrs)
	if err != nil {
		return err
	}
	cls.Dict.SetStr("__new__", &py.StaticMethod{Func: py.NewBuiltin("__new__", func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		vals, err := bind("Series", []string{"cls", "data", "index", "dtype", "name", "copy", "fastpath"}, 1, args, kwargs)
		if err != nil {
			return nil, err
		}
		s, err := m.newSeries(t, vals[1], vals[2], vals[3], vals[4])
		if err != nil {
			return nil, err
		}
		cls, _ := vals[0].(*py.Type)
		if cls == nil {
			cls = m.seriesCls
		}
		return &py.Instance{Class: cls, Base: s}, nil
	})})
	m.seriesCls = cls
	m.mod.Dict.SetStr("Series", cls)
	return nil
}

// seriesProperties are the read-only Series attributes.
func (m *Module) seriesProperties() map[string]func(t *py.Thread, s *Series) (py.Value, error) {
	return map[string]func(t *py.Thread, s *Series) (py.Value, error){
		"values": func(t *py.Thread, s *Series) (py.Value, error) {
			a, err := s.col.array(t, m)
			if err != nil {
				return nil, err
			}
			return m.np.Wrap(a), nil
		},
		"dtype":  func(t *py.Thread, s *Series) (py.Value, error) { return m.columnDtype(t, s.col) },
		"dtypes": func(t *py.Thread, s *Series) (py.Value, error) { return m.columnDtype(t, s.col) },
		"shape": func(t *py.Thread, s *Series) (py.Value, error) {
			return py.NewTuple([]py.Value{py.NewInt(int64(s.col.len()))}), nil
		},
		"size":  func(t *py.Thread, s *Series) (py.Value, error) { return py.NewInt(int64(s.col.len())), nil },
		"ndim":  func(t *py.Thread, s *Series) (py.Value, error) { return py.NewInt(1), nil },
		"empty": func(t *py.Thread, s *Series) (py.Value, error) { return py.NewBool(s.col.len() == 0), nil },
		"T":     func(t *py.Thread, s *Series) (py.Value, error) { return m.wrapSeries(s.col, s.idx, s.name), nil },
		"axes": func(t *py.Thread, s *Series) (py.Value, error) {
			return py.NewList([]py.Value{m.wrapIndex(s.idx)}), nil
		},
		"hasnans": func(t *py.Thread, s *Series) (py.Value, error) { return py.NewBool(s.col.hasNA()), nil },
		"is_unique": func(t *py.Thread, s *Series) (py.Value, error) {
			_, firsts, err := factorize(t, []*column{s.col}, false)
			return py.NewBool(len(firsts) == s.col.len()), err
		},
		"is_monotonic_increasing": func(t *py.Thread, s *Series) (py.Value, error) {
			return m.monotonic(t, s.col, true)
		},
		"is_monotonic": func(t *py.Thread, s *Series) (py.Value, error) {
			return m.monotonic(t, s.col, true)
		},
		"is_monotonic_decreasing": func(t *py.Thread, s *Series) (py.Value, error) {
			return m.monotonic(t, s.col, false)
		},
		"loc":  func(t *py.Thread, s *Series) (py.Value, error) { return m.indexer(m.locCls, s), nil },
		"iloc": func(t *py.Thread, s *Series) (py.Value, error) { return m.indexer(m.ilocCls, s), nil },
		"at":   func(t *py.Thread, s *Series) (py.Value, error) { return m.indexer(m.atCls, s), nil },
		"iat":  func(t *py.Thread, s *Series) (py.Value, error) { return m.indexer(m.iatCls, s), nil },
		"str":  func(t *py.Thread, s *Series) (py.Value, error) { return m.strAccessor(t, s) },
		"dt":   func(t *py.Thread, s *Series) (py.Value, error) { return m.dtAccessor(t, s) },
		"cat": func(t *py.Thread, s *Series) (py.Value, error) {
			if s.col.cat == nil {
				return nil, py.NewAttributeError("Can only use .cat accessor with a 'category' dtype")
			}
			return &py.Instance{Class: m.catAccCls, Base: &catAcc{s: s}}, nil
		},
	}
}

// monotonic reports whether a column never decreases (or never
// increases).
func (m *Module) monotonic(t *py.Thread, c *column, inc bool) (py.Value, error) {
	n := c.len()
	if err := t.Charge(int64(n)); err != nil {
		return nil, err
	}
	for j := 1; j < n; j++ {
		if c.isNA(j) || c.isNA(j-1) {
			return py.False, nil
		}
		r, err := c.compareAt(t, j-1, j)
		if err != nil {
			return nil, err
		}
		if (inc && r > 0) || (!inc && r < 0) {
			return py.False, nil
		}
	}
	return py.True, nil
}

// columnDtype returns the dtype object of a column (a category dtype
// for a Categorical).
func (m *Module) columnDtype(t *py.Thread, c *column) (py.Value, error) {
	if c.cat != nil {
		return &py.Instance{Class: m.dtypeNameCls, Base: &dtypeName{name: "category"}}, nil
	}
	return m.dtypeObject(t, c.dt)
}

// dtypeObject returns the numpy dtype object of a pandas dtype.
func (m *Module) dtypeObject(t *py.Thread, d dtype) (py.Value, error) {
	np := m.np.PyModule()
	f := np.Dict.GetStr("dtype")
	if f == nil {
		return py.NewStr(d.name()), nil
	}
	name := d.name()
	if d == dtDatetime || d == dtTimedelta {
		return &py.Instance{Class: m.dtypeNameCls, Base: &dtypeName{name: name}}, nil
	}
	return py.Call(t, f, []py.Value{py.NewStr(name)}, nil)
}
