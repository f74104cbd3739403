package pandas

import (
	"github.com/kraitpy/krait/py"
)

// This file is the methods of Index objects.

// indexSeries views an index's labels as a Series (for the methods an
// Index shares with Series).
func (m *Module) indexSeries(t *py.Thread, x *Index) (*Series, error) {
	c, err := x.ix.values(t, m)
	if err != nil {
		return nil, err
	}
	return &Series{m: m, col: c, idx: rangeIndex(c.len()), name: x.ix.name}, nil
}

// indexMethods lists the Index methods.
func (m *Module) indexMethods() []method {
	viaSeries := func(name string, asIndex bool) method {
		return xmeth(name, func(t *py.Thread, x *Index, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			s, err := m.indexSeries(t, x)
			if err != nil {
				return nil, err
			}
			r, err := py.CallMethodByName(t, m.wrapSeries(s.col, s.idx, s.name), name, args, kwargs)
			if err != nil {
				return nil, err
			}
			if rs := seriesOf(r); rs != nil && asIndex {
				ix := flatIndex(rs.col, x.ix.name)
				if x.ix.col != nil && x.ix.col.dt == dtDatetime && rs.col.dt == dtDatetime {
					ix.freq = ""
				}
				return m.wrapIndex(ix), nil
			}
			return r, nil
		})
	}
	ms := []method{
		xmeth("__repr__", func(t *py.Thread, x *Index, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			s, err := m.indexRepr(t, x.ix)
			return py.NewStr(s), err
		}),
		xmeth("__len__", func(t *py.Thread, x *Index, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			return py.NewInt(int64(x.ix.len())), nil
		}),
		xmeth("__iter__", func(t *py.Thread, x *Index, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			labels, err := m.indexLabels(t, x.ix)
			if err != nil {
				return nil, err
			}
			return py.IterObject(t, py.NewList(labels))
		}),
		xmeth("__contains__", func(t *py.Thread, x *Index, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			if !isHashable(args[0]) {
				return nil, py.NewTypeError("unhashable type: '%s'", py.TypeName(args[0]))
			}
			ps, err := x.ix.find(t, keyOf(t, args[0]))
			return py.NewBool(len(ps) > 0), err
		}),
		xmeth("__getitem__", func(t *py.Thread, x *Index, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			key := args[0]
			if n, ok := pyInt64(key); ok {
				if _, isBool := key.(py.Bool); !isBool {
					j := int(n)
					if j < 0 {
						j += x.ix.len()
					}
					if j < 0 || j >= x.ix.len() {
						return nil, py.NewIndexError("index %d is out of bounds for axis 0 with size %d", n, x.ix.len())
					}
					return m.boxLabel(x.ix, j), nil
				}
			}
			var r sel
			var err error
			if sl, ok := isSlice(key); ok {
				pos, err := positionSlice(t, sl, x.ix.len())
				if err != nil {
					return nil, err
				}
				r = sel{pos: pos}
			} else if r, err = m.ilocSel(t, key, x.ix, nil); err != nil {
				return nil, err
			}
			ix, err := x.ix.take(t, r.pos)
			if err != nil {
				return nil, err
			}
			return m.wrapIndex(ix), nil
		}),
		xmeth("tolist", func(t *py.Thread, x *Index, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			labels, err := m.indexLabels(t, x.ix)
			return py.NewList(labels), err
		}),
		xmeth("to_list", func(t *py.Thread, x *Index, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			labels, err := m.indexLabels(t, x.ix)
			return py.NewList(labels), err
		}),
		xmeth("to_numpy", func(t *py.Thread, x *Index, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			a, err := x.NumpyArray(t)
			if err != nil {
				return nil, err
			}
			return m.np.Wrap(a), nil
		}),
		xmeth("to_series", func(t *py.Thread, x *Index, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			c, err := x.ix.values(t, m)
			if err != nil {
				return nil, err
			}
			return m.wrapSeries(c, x.ix, nameOrNone(x.ix.name)), nil
		}),
		xmeth("to_frame", func(t *py.Thread, x *Index, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			vals, err := bind("to_frame", []string{"index", "name"}, 0, args, kwargs)
			if err != nil {
				return nil, err
			}
			withIdx, _ := argBool(t, vals[0], true)
			cols, labels, err := m.indexAsColumns(t, x.ix, nil)
			if err != nil {
				return nil, err
			}
			for k := range labels {
				if x.ix.levelName(k) == py.None {
					labels[k] = py.NewInt(int64(k))
				}
			}
			if vals[1] != nil {
				labels[0] = vals[1]
			}
			ci, err := m.labelsIndex(t, labels)
			if err != nil {
				return nil, err
			}
			f := &Frame{m: m, cols: cols, columns: ci, idx: rangeIndex(x.ix.len())}
			if withIdx {
				f.idx = x.ix
			}
			return m.wrapFrame(f), nil
		}),
		xmeth("get_loc", func(t *py.Thread, x *Index, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			vals, err := bind("get_loc", []string{"key", "method", "tolerance"}, 1, args, kwargs)
			if err != nil {
				return nil, err
			}
			ps, err := x.ix.find(t, keyOf(t, vals[0]))
			if err != nil {
				return nil, err
			}
			if len(ps) == 0 {
				return nil, keyError(vals[0])
			}
			if len(ps) == 1 {
				return py.NewInt(int64(ps[0])), nil
			}
			if err := t.Alloc(int64(x.ix.len())); err != nil {
				return nil, err
			}
			mask := make([]bool, x.ix.len())
			for _, p := range ps {
				mask[p] = true
			}
			c := boolCol(mask)
			a, err := c.array(t, m)
			if err != nil {
				return nil, err
			}
			return m.np.Wrap(a), nil
		}),
		xmeth("get_level_values", func(t *py.Thread, x *Index, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			if len(args) != 1 {
				return nil, py.NewTypeError("get_level_values() takes 1 argument")
			}
			k := m.levelNumber(t, x.ix, args[0])
			if k < 0 {
				return nil, py.NewKeyError(py.NewStr("Level " + reprStr(t, args[0]) + " not found"))
			}
			c, err := x.ix.levelColumn(t, m, k)
			if err != nil {
				return nil, err
			}
			name := x.ix.levelName(k)
			if name == py.None {
				name = nil
			}
			return m.wrapIndex(flatIndex(c, name)), nil
		}),
		xmeth("droplevel", func(t *py.Thread, x *Index, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			lv := py.Value(py.NewInt(0))
			if len(args) > 0 {
				lv = args[0]
			}
			k := m.levelNumber(t, x.ix, lv)
			if k < 0 || !x.ix.isMulti() {
				return nil, py.NewValueError("Cannot remove 1 levels from an index with 1 levels: at least one level must be left.")
			}
			return m.wrapIndex(x.ix.dropLevels([]int{k})), nil
		}),
		xmeth("rename", func(t *py.Thread, x *Index, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			vals, err := bind("rename", []string{"name", "inplace"}, 1, args, kwargs)
			if err != nil {
				return nil, err
			}
			return m.wrapIndex(x.ix.withName(vals[0])), nil
		}),
		xmeth("set_names", func(t *py.Thread, x *Index, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			vals, err := bind("set_names", []string{"names", "level", "inplace"}, 1, args, kwargs)
			if err != nil {
				return nil, err
			}
			if x.ix.isMulti() {
				names, err := m.listItems(t, vals[0])
				if err != nil {
					return nil, err
				}
				ix := *x.ix
				ix.names = names
				return m.wrapIndex(&ix), nil
			}
			n := vals[0]
			if isListLike(n) {
				items, _ := m.listItems(t, n)
				if len(items) > 0 {
					n = items[0]
				}
			}
			return m.wrapIndex(x.ix.withName(n)), nil
		}),
		xmeth("copy", func(t *py.Thread, x *Index, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			return m.wrapIndex(x.ix), nil
		}),
		xmeth("equals", func(t *py.Thread, x *Index, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			o := indexOf(args[0])
			return py.NewBool(o != nil && x.ix.equals(t, o)), nil
		}),
		xmeth("sort_values", func(t *py.Thread, x *Index, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			vals, err := bind("sort_values", []string{"return_indexer", "ascending", "na_position", "key"}, 0, args, kwargs)
			if err != nil {
				return nil, err
			}
			asc, _ := argBool(t, vals[1], true)
			pos, err := m.sortedIndexPositions(t, x.ix, []bool{asc}, false)
			if err != nil {
				return nil, err
			}
			ix, err := x.ix.take(t, pos)
			if err != nil {
				return nil, err
			}
			return m.wrapIndex(ix), nil
		}),
		xmeth("union", func(t *py.Thread, x *Index, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			o, err := m.indexFrom(t, args[0])
			if err != nil {
				return nil, err
			}
			u, err := m.unionIndex(t, x.ix, o)
			if err != nil {
				return nil, err
			}
			return m.wrapIndex(u), nil
		}),
		xmeth("intersection", func(t *py.Thread, x *Index, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			return m.setOp(t, x, args, true)
		}),
		xmeth("difference", func(t *py.Thread, x *Index, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			return m.setOp(t, x, args, false)
		}),
		xmeth("drop", func(t *py.Thread, x *Index, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			vals, err := bind("drop", []string{"labels", "errors"}, 1, args, kwargs)
			if err != nil {
				return nil, err
			}
			labels, _, err := m.labelArg(t, vals[0])
			if err != nil {
				return nil, err
			}
			ignore := false
			if e, _ := argStr(vals[1], "errors", "raise"); e == "ignore" {
				ignore = true
			}
			keep, err := m.dropLabels(t, x.ix, labels, ignore)
			if err != nil {
				return nil, err
			}
			ix, err := x.ix.take(t, keep)
			if err != nil {
				return nil, err
			}
			return m.wrapIndex(ix), nil
		}),
		xmeth("append", func(t *py.Thread, x *Index, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			o, err := m.indexFrom(t, args[0])
			if err != nil {
				return nil, err
			}
			ix, err := m.concatIndexes(t, []*index{x.ix, o})
			if err != nil {
				return nil, err
			}
			return m.wrapIndex(ix), nil
		}),
		xmeth("isin", func(t *py.Thread, x *Index, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			items, err := m.listItems(t, args[0])
			if err != nil {
				return nil, err
			}
			c, err := x.ix.values(t, m)
			if err != nil {
				return nil, err
			}
			r, err := m.isinColumn(t, c, items)
			if err != nil {
				return nil, err
			}
			a, err := r.array(t, m)
			if err != nil {
				return nil, err
			}
			return m.np.Wrap(a), nil
		}),
		viaSeries("unique", true),
		viaSeries("nunique", false),
		viaSeries("value_counts", false),
		viaSeries("map", true),
		viaSeries("astype", true),
		viaSeries("min", false),
		viaSeries("max", false),
		viaSeries("sum", false),
		viaSeries("mean", false),
		viaSeries("argmax", false),
		viaSeries("argmin", false),
		viaSeries("duplicated", false),
		viaSeries("isna", false),
		viaSeries("notna", false),
		viaSeries("fillna", true),
		viaSeries("dropna", true),
		viaSeries("drop_duplicates", true),
		viaSeries("to_list", false),
		viaSeries("strftime", true),
		viaSeries("day_name", true),
		viaSeries("month_name", true),
		viaSeries("where", true),
		viaSeries("round", true),
		viaSeries("shift", true),
	}
	for _, op := range []string{"__eq__", "__ne__", "__lt__", "__le__", "__gt__", "__ge__", "__add__", "__sub__", "__mul__", "__truediv__", "__radd__", "__rsub__", "__rmul__", "__floordiv__", "__mod__", "__and__", "__or__", "__invert__", "__neg__"} {
		op := op
		ms = append(ms, xmeth(op, func(t *py.Thread, x *Index, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			s, err := m.indexSeries(t, x)
			if err != nil {
				return nil, err
			}
			if len(args) == 1 {
				if ox := indexOf(args[0]); ox != nil {
					os, err := m.indexSeries(t, &Index{m: m, ix: ox})
					if err != nil {
						return nil, err
					}
					args = []py.Value{m.wrapSeries(os.col, os.idx, os.name)}
				}
			}
			r, err := py.CallMethodByName(t, m.wrapSeries(s.col, s.idx, s.name), op, args, kwargs)
			if err != nil {
				return nil, err
			}
			rs := seriesOf(r)
			if rs == nil {
				return r, nil
			}
			if rs.col.dt == dtBool && (op == "__eq__" || op == "__ne__" || op == "__lt__" || op == "__le__" || op == "__gt__" || op == "__ge__") {
				a, err := rs.col.array(t, m)
				if err != nil {
					return nil, err
				}
				return m.np.Wrap(a), nil
			}
			return m.wrapIndex(flatIndex(rs.col, x.ix.name)), nil
		}))
	}
	return ms
}

// setOp is intersection/difference: labels of x in (not in) other, in
// x's order (difference sorted, as pandas sorts it when it can).
func (m *Module) setOp(t *py.Thread, x *Index, args []py.Value, inter bool) (py.Value, error) {
	if len(args) < 1 {
		return nil, py.NewTypeError("missing argument 'other'")
	}
	o, err := m.indexFrom(t, args[0])
	if err != nil {
		return nil, err
	}
	seen := map[hkey]bool{}
	var pos []int
	for j := 0; j < x.ix.len(); j++ {
		k := x.ix.keyAt(t, j)
		if seen[k] {
			continue
		}
		seen[k] = true
		p, err := o.findOne(t, k)
		if err != nil {
			return nil, err
		}
		if (p >= 0) == inter {
			pos = append(pos, j)
		}
	}
	ix, err := x.ix.take(t, pos)
	if err != nil {
		return nil, err
	}
	if !inter {
		if order, err := m.sortedIndexPositions(t, ix, nil, false); err == nil {
			if s, err := ix.take(t, order); err == nil {
				ix = s
			}
		}
	}
	return m.wrapIndex(ix), nil
}
