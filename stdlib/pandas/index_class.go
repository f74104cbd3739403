package pandas

import (
	"github.com/kraitpy/krait/py"
)

// This file is pandas' Index classes: Index and its subclasses
// RangeIndex, Int64Index, Float64Index, DatetimeIndex, TimedeltaIndex
// and MultiIndex (all the same Go state; the class follows the labels'
// dtype), with the methods agent code uses on df.index and df.columns.

// selfIndex returns the index of an Index receiver.
func selfIndex(self py.Value) (*Index, error) {
	if in, ok := self.(*py.Instance); ok {
		if x, ok := in.Base.(*Index); ok {
			return x, nil
		}
	}
	return nil, py.NewTypeError("descriptor requires an 'Index' object but received a '%s'", py.TypeName(self))
}

// xfn is an Index method.
type xfn func(t *py.Thread, x *Index, args []py.Value, kwargs []py.Kwarg) (py.Value, error)

// xmeth makes an Index method.
func xmeth(name string, fn xfn) method {
	return method{Name: name, Fn: func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		x, err := selfIndex(self)
		if err != nil {
			return nil, err
		}
		return fn(t, x, args, kwargs)
	}}
}

// xprop makes an Index property.
func xprop(name string, fn func(t *py.Thread, x *Index) (py.Value, error)) *py.Property {
	return &py.Property{Name: name, Get: py.NewBuiltin(name, func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		x, err := selfIndex(args[0])
		if err != nil {
			return nil, err
		}
		return fn(t, x)
	})}
}

// makeIndexClasses creates Index and its subclasses.
func (m *Module) makeIndexClasses(t *py.Thread) error {
	attrs := map[string]py.Value{"__hash__": py.None}
	for name, fn := range m.indexProperties() {
		attrs[name] = xprop(name, fn)
	}
	attrs["name"] = &py.Property{Name: "name",
		Get: py.NewBuiltin("name", func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			x, err := selfIndex(args[0])
			if err != nil {
				return nil, err
			}
			return nameOrNone(x.ix.name), nil
		}),
		Set: py.NewBuiltin("name", func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			x, err := selfIndex(args[0])
			if err != nil {
				return nil, err
			}
			x.ix = x.ix.withName(args[1])
			return py.None, nil
		})}
	attrs["names"] = &py.Property{Name: "names",
		Get: py.NewBuiltin("names", func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			x, err := selfIndex(args[0])
			if err != nil {
				return nil, err
			}
			if x.ix.isMulti() {
				out := make([]py.Value, len(x.ix.names))
				for k, n := range x.ix.names {
					out[k] = nameOrNone(n)
				}
				return py.NewList(out), nil
			}
			return py.NewList([]py.Value{nameOrNone(x.ix.name)}), nil
		}),
		Set: py.NewBuiltin("names", func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			x, err := selfIndex(args[0])
			if err != nil {
				return nil, err
			}
			names, err := m.listItems(t, args[1])
			if err != nil {
				return nil, err
			}
			if len(names) != x.ix.nlevels() {
				return nil, py.NewValueError("Length of names must match number of levels in MultiIndex.")
			}
			if x.ix.isMulti() {
				ix := *x.ix
				if ix.names, err = py.CopyValues(t, names); err != nil {
					return nil, err
				}
				x.ix = &ix
			} else {
				x.ix = x.ix.withName(names[0])
			}
			return py.None, nil
		})}
	cls, err := m.newClass(t, "pandas.core.indexes.base", "Index", nil, m.indexMethods(), attrs)
	if err != nil {
		return err
	}
	cls.Dict.SetStr("__new__", &py.StaticMethod{Func: py.NewBuiltin("__new__", func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		vals, err := bind("Index", []string{"cls", "data", "dtype", "copy", "name", "tupleize_cols"}, 1, args, kwargs)
		if err != nil {
			return nil, err
		}
		var ix *index
		if isNone(vals[1]) {
			ix = &index{col: objCol(nil)}
		} else if ix, err = m.indexFrom(t, vals[1]); err != nil {
			return nil, err
		}
		if !isNone(vals[2]) {
			dt, strs, err := m.dtypeArg(t, vals[2])
			if err != nil {
				return nil, err
			}
			c, err := ix.values(t, m)
			if err != nil {
				return nil, err
			}
			if c, err = m.castColumn(t, c, dt, strs); err != nil {
				return nil, err
			}
			ix = flatIndex(c, ix.name)
		}
		if vals[4] != nil {
			ix = ix.withName(vals[4])
		}
		// A list of tuples makes a MultiIndex.
		if !ix.isRange && !ix.isMulti() && ix.col.dt == dtObject && ix.n > 0 {
			if mi, ok, err := m.tuplesToMulti(t, ix.col.o, nil); err != nil {
				return nil, err
			} else if ok {
				ix = mi
			}
		}
		// DatetimeIndex(strings) parses them as pd.to_datetime does.
		if vals[0] == m.datetimeIndexCls && !ix.isMulti() && (ix.isRange || ix.col.dt != dtDatetime) {
			r, err := m.toDatetime(t, nil, []py.Value{m.wrapIndex(ix)}, nil)
			if err != nil {
				return nil, err
			}
			if di := indexOf(r); di != nil {
				ix = di.withName(ix.name)
			}
		}
		return m.wrapIndex(ix), nil
	})})
	m.indexCls = cls
	sub := func(module, name string) (*py.Type, error) {
		c, err := m.newClass(t, module, name, []*py.Type{cls}, nil, nil)
		if err != nil {
			return nil, err
		}
		m.mod.Dict.SetStr(name, c)
		return c, nil
	}
	if m.rangeIndexCls, err = sub("pandas.core.indexes.range", "RangeIndex"); err != nil {
		return err
	}
	m.rangeIndexCls.Dict.SetStr("__new__", &py.StaticMethod{Func: py.NewBuiltin("__new__", func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		vals, err := bind("RangeIndex", []string{"cls", "start", "stop", "step", "dtype", "copy", "name"}, 1, args, kwargs)
		if err != nil {
			return nil, err
		}
		start, err := argInt(vals[1], "start", 0)
		if err != nil {
			return nil, err
		}
		stop, err := argInt(vals[2], "stop", 0)
		if err != nil {
			return nil, err
		}
		step, err := argInt(vals[3], "step", 1)
		if err != nil {
			return nil, err
		}
		if isNone(vals[2]) {
			start, stop = 0, start
		}
		if step == 0 {
			return nil, py.NewValueError("Step must not be zero")
		}
		n := 0
		if step > 0 && stop > start {
			n = (stop - start + step - 1) / step
		} else if step < 0 && stop < start {
			n = (start - stop - step - 1) / -step
		}
		ix := newRangeIndex(int64(start), int64(step), n)
		ix.name = vals[6]
		return m.wrapIndex(ix), nil
	})})
	if m.int64IndexCls, err = sub("pandas.core.indexes.numeric", "Int64Index"); err != nil {
		return err
	}
	if m.float64IndexCls, err = sub("pandas.core.indexes.numeric", "Float64Index"); err != nil {
		return err
	}
	if m.datetimeIndexCls, err = sub("pandas.core.indexes.datetimes", "DatetimeIndex"); err != nil {
		return err
	}
	if m.timedeltaIndexCls, err = sub("pandas.core.indexes.timedeltas", "TimedeltaIndex"); err != nil {
		return err
	}
	if m.multiIndexCls, err = sub("pandas.core.indexes.multi", "MultiIndex"); err != nil {
		return err
	}
	for name, fn := range m.multiIndexClassMethods() {
		fn := fn
		m.multiIndexCls.Dict.SetStr(name, &py.ClassMethod{Func: py.NewBuiltin(name, func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			return fn(t, args[1:], kwargs)
		})})
	}
	m.mod.Dict.SetStr("Index", cls)
	return nil
}

// indexProperties are Index attributes.
func (m *Module) indexProperties() map[string]func(t *py.Thread, x *Index) (py.Value, error) {
	return map[string]func(t *py.Thread, x *Index) (py.Value, error){
		"values": func(t *py.Thread, x *Index) (py.Value, error) {
			a, err := x.NumpyArray(t)
			if err != nil {
				return nil, err
			}
			return m.np.Wrap(a), nil
		},
		"dtype": func(t *py.Thread, x *Index) (py.Value, error) { return m.dtypeObject(t, x.ix.dtype()) },
		"shape": func(t *py.Thread, x *Index) (py.Value, error) {
			return py.NewTuple([]py.Value{py.NewInt(int64(x.ix.len()))}), nil
		},
		"size":    func(t *py.Thread, x *Index) (py.Value, error) { return py.NewInt(int64(x.ix.len())), nil },
		"ndim":    func(t *py.Thread, x *Index) (py.Value, error) { return py.NewInt(1), nil },
		"nlevels": func(t *py.Thread, x *Index) (py.Value, error) { return py.NewInt(int64(x.ix.nlevels())), nil },
		"empty":   func(t *py.Thread, x *Index) (py.Value, error) { return py.NewBool(x.ix.len() == 0), nil },
		"is_unique": func(t *py.Thread, x *Index) (py.Value, error) {
			u, err := x.ix.isUnique(t)
			return py.NewBool(u), err
		},
		"hasnans": func(t *py.Thread, x *Index) (py.Value, error) {
			if x.ix.isRange || x.ix.isMulti() {
				return py.False, nil
			}
			return py.NewBool(x.ix.col.hasNA()), nil
		},
		"is_monotonic_increasing": func(t *py.Thread, x *Index) (py.Value, error) {
			c, err := x.ix.levelColumn(t, m, 0)
			if err != nil {
				return nil, err
			}
			return m.monotonic(t, c, true)
		},
		"is_monotonic_decreasing": func(t *py.Thread, x *Index) (py.Value, error) {
			c, err := x.ix.levelColumn(t, m, 0)
			if err != nil {
				return nil, err
			}
			return m.monotonic(t, c, false)
		},
		"levels": func(t *py.Thread, x *Index) (py.Value, error) {
			var out []py.Value
			for k := 0; k < x.ix.nlevels(); k++ {
				lv, err := m.levelUniques(t, x.ix, k)
				if err != nil {
					return nil, err
				}
				out = append(out, m.wrapIndex(lv))
			}
			return py.NewList(out), nil
		},
		"str": func(t *py.Thread, x *Index) (py.Value, error) {
			c, err := x.ix.values(t, m)
			if err != nil {
				return nil, err
			}
			return m.strAccessorOf(t, &Series{m: m, col: c, idx: rangeIndex(c.len()), name: x.ix.name}, true)
		},
		"freq": func(t *py.Thread, x *Index) (py.Value, error) {
			if x.ix.freq == "" {
				return py.None, nil
			}
			return py.NewStr(x.ix.freq), nil
		},
		"freqstr": func(t *py.Thread, x *Index) (py.Value, error) {
			if x.ix.freq == "" {
				return py.None, nil
			}
			return py.NewStr(x.ix.freq), nil
		},
		"start": func(t *py.Thread, x *Index) (py.Value, error) { return py.NewInt(x.ix.start), nil },
		"stop": func(t *py.Thread, x *Index) (py.Value, error) {
			return py.NewInt(x.ix.start + int64(x.ix.n)*x.ix.step), nil
		},
		"step": func(t *py.Thread, x *Index) (py.Value, error) { return py.NewInt(x.ix.step), nil },
	}
}

// levelUniques returns the sorted distinct labels of level k.
func (m *Module) levelUniques(t *py.Thread, ix *index, k int) (*index, error) {
	c, err := ix.levelColumn(t, m, k)
	if err != nil {
		return nil, err
	}
	_, firsts, err := factorize(t, []*column{c}, true)
	if err != nil {
		return nil, err
	}
	u, err := c.take(t, firsts)
	if err != nil {
		return nil, err
	}
	pos, err := argsort(t, u.len(), []sortKey{{c: u, ascending: true}}, false)
	if err != nil {
		return nil, err
	}
	u, err = u.take(t, pos)
	if err != nil {
		return nil, err
	}
	out := flatIndex(u, ix.levelName(k))
	if out.name == py.None {
		out.name = nil
	}
	return out, nil
}

// tuplesToMulti makes a MultiIndex from tuples of equal length (ok=false
// when the values are not all tuples).
func (m *Module) tuplesToMulti(t *py.Thread, vals []py.Value, names []py.Value) (*index, bool, error) {
	width := -1
	for _, v := range vals {
		tu, ok := v.(*py.Tuple)
		if !ok {
			return nil, false, nil
		}
		if width < 0 {
			width = tu.Len()
		} else if tu.Len() != width {
			return nil, false, nil
		}
	}
	if width <= 0 {
		return nil, false, nil
	}
	//krait:alloc-ok one per element of the widest tuple the program gave (the tuples exist)
	levels := make([]*column, width)
	for k := range levels {
		items := make([]py.Value, len(vals))
		for j, v := range vals {
			items[j] = v.(*py.Tuple).Items()[k]
		}
		c, err := m.inferColumn(t, items)
		if err != nil {
			return nil, false, err
		}
		levels[k] = c
	}
	if names != nil && len(names) != width {
		return nil, false, py.NewValueError("Length of names must match number of levels in MultiIndex.")
	}
	return multiIndex(levels, names), true, nil
}

// multiIndexClassMethods are MultiIndex.from_tuples, from_product,
// from_arrays and from_frame.
func (m *Module) multiIndexClassMethods() map[string]func(t *py.Thread, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	namesOf := func(t *py.Thread, v py.Value) ([]py.Value, error) {
		if isNone(v) {
			return nil, nil
		}
		return m.listItems(t, v)
	}
	return map[string]func(t *py.Thread, args []py.Value, kwargs []py.Kwarg) (py.Value, error){
		"from_tuples": func(t *py.Thread, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			vals, err := bind("from_tuples", []string{"tuples", "sortorder", "names"}, 1, args, kwargs)
			if err != nil {
				return nil, err
			}
			items, err := m.listItems(t, vals[0])
			if err != nil {
				return nil, err
			}
			names, err := namesOf(t, vals[2])
			if err != nil {
				return nil, err
			}
			if len(items) == 0 && len(names) == 0 {
				return nil, py.NewTypeError("Cannot infer number of levels from empty list")
			}
			mi, ok, err := m.tuplesToMulti(t, items, names)
			if err != nil {
				return nil, err
			}
			if !ok && len(items) > 0 {
				return nil, py.NewTypeError("Expected tuple, got %s", py.TypeName(items[0]))
			}
			if !ok {
				return nil, py.NewNotImplementedError("MultiIndex.from_tuples of no tuples with names is not supported by krait's pandas")
			}
			return m.wrapIndex(mi), nil
		},
		"from_arrays": func(t *py.Thread, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			vals, err := bind("from_arrays", []string{"arrays", "sortorder", "names"}, 1, args, kwargs)
			if err != nil {
				return nil, err
			}
			arrays, err := m.listItems(t, vals[0])
			if err != nil {
				return nil, err
			}
			names, err := namesOf(t, vals[2])
			if err != nil {
				return nil, err
			}
			var levels []*column
			for _, a := range arrays {
				c, err := m.columnFrom(t, a)
				if err != nil {
					return nil, err
				}
				if len(levels) > 0 && c.len() != levels[0].len() {
					return nil, py.NewValueError("all arrays must be same length")
				}
				levels = append(levels, c)
			}
			return m.wrapIndex(multiIndex(levels, names)), nil
		},
		"from_product": func(t *py.Thread, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			vals, err := bind("from_product", []string{"iterables", "sortorder", "names"}, 1, args, kwargs)
			if err != nil {
				return nil, err
			}
			iters, err := m.listItems(t, vals[0])
			if err != nil {
				return nil, err
			}
			names, err := namesOf(t, vals[2])
			if err != nil {
				return nil, err
			}
			var lists [][]py.Value
			total := 1
			for _, it := range iters {
				items, err := m.listItems(t, it)
				if err != nil {
					return nil, err
				}
				if len(items) > 0 && total > (1<<40)/len(items) {
					return nil, t.Alloc(-1) // a product past any budget
				}
				//krait:alloc-ok one per iterable the program passed
				lists = append(lists, items)
				total *= len(items)
			}
			if err := t.Charge(int64(total * len(lists))); err != nil {
				return nil, err
			}
			// Every level repeats to the product's length.
			if err := chargeCells(t, total, len(lists), 16); err != nil {
				return nil, err
			}
			levels := make([]*column, len(lists))
			rep := total
			for k, items := range lists {
				rep /= max(len(items), 1)
				out := make([]py.Value, 0, total)
				for len(out) < total {
					for _, v := range items {
						for r := 0; r < rep; r++ {
							out = append(out, v)
						}
					}
					if len(items) == 0 {
						break
					}
				}
				c, err := m.inferColumn(t, out)
				if err != nil {
					return nil, err
				}
				levels[k] = c
			}
			return m.wrapIndex(multiIndex(levels, names)), nil
		},
	}
}

// indexLabels returns every label of an index as Python values.
func (m *Module) indexLabels(t *py.Thread, ix *index) ([]py.Value, error) {
	if err := charge(t, dtObject, ix.len()); err != nil {
		return nil, err
	}
	out := make([]py.Value, ix.len())
	for j := range out {
		out[j] = ix.labelAt(m, j)
	}
	return out, nil
}

// boxLabel returns label j as pandas' Index.__getitem__ gives it (numpy
// scalars for numeric indexes other than RangeIndex).
func (m *Module) boxLabel(ix *index, j int) py.Value {
	if ix.isRange || ix.isMulti() {
		return ix.labelAt(m, j)
	}
	return ix.col.boxAt(m, j)
}
