package pandas

import (
	"math"

	"github.com/kraitpy/krait/py"
)

// This file is the Series-only methods: conversion (to_list, to_dict,
// to_frame), value_counts/unique, sorting, labels (rename, reset_index,
// drop), filtering (isin, between, dropna, nlargest), map/apply and
// item access.

// seriesMethods lists the Series methods.
func (m *Module) seriesMethods() []method {
	ms := []method{
		smeth("__str__", func(t *py.Thread, s *Series, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			r, err := m.seriesRepr(t, s)
			return py.NewStr(r), err
		}),
		smeth("__getitem__", func(t *py.Thread, s *Series, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			if len(args) != 1 {
				return nil, py.NewTypeError("__getitem__ takes 1 argument")
			}
			return m.seriesGetItem(t, s, args[0])
		}),
		{Name: "__getattr__", Fn: func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			s, err := selfSeries(self)
			if err != nil {
				return nil, err
			}
			// pandas: a label of an object index reads as an attribute
			// (row.qty in df.apply(..., axis=1)).
			name, _ := args[0].(*py.Str)
			if name != nil && !startsUnderscore(name.String()) && !s.idx.isMulti() && s.idx.dtype() == dtObject {
				if ps, err := s.idx.find(t, hkey{k: kStr, s: name.String()}); err == nil && len(ps) > 0 {
					return m.seriesGetItem(t, s, name)
				}
			}
			if name == nil {
				return nil, py.NewAttributeError("'Series' object has no attribute '?'")
			}
			// NDFrame.__getattr__ ends with object.__getattribute__: a
			// property that raised AttributeError (.str of numbers)
			// raises it again.
			return py.GenericGetAttr(t, self, name.String())
		}},
		smeth("__setitem__", func(t *py.Thread, s *Series, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			if len(args) != 2 {
				return nil, py.NewTypeError("__setitem__ takes 2 arguments")
			}
			if sl, ok := isSlice(args[0]); ok {
				r, err := m.seriesSliceSel(t, s.idx, sl)
				if err != nil {
					return nil, err
				}
				c, err := m.writeCells(t, s.col, r.pos, args[1], s.idx)
				if err != nil {
					return nil, err
				}
				s.col = c
				return py.None, nil
			}
			if _, ok := pyInt64(args[0]); ok && m.labelIsPositional(s.idx) {
				if ps, _ := s.idx.find(t, keyOf(t, args[0])); len(ps) == 0 {
					return py.None, m.indexerSet(t, s, args[0], args[1], true)
				}
			}
			return py.None, m.indexerSet(t, s, args[0], args[1], false)
		}),
		smeth("get", func(t *py.Thread, s *Series, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			vals, err := bind("get", []string{"key", "default"}, 1, args, kwargs)
			if err != nil {
				return nil, err
			}
			r, err := m.seriesGetItem(t, s, vals[0])
			if err != nil {
				if e, ok := err.(*py.Exception); ok && (e.Matches(py.KeyErrorType) || e.Matches(py.IndexErrorType)) {
					if vals[1] == nil {
						return py.None, nil
					}
					return vals[1], nil
				}
				return nil, err
			}
			return r, nil
		}),
		smeth("to_list", seriesToList),
		smeth("tolist", seriesToList),
		smeth("to_dict", func(t *py.Thread, s *Series, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			if _, err := bind("to_dict", []string{"into"}, 0, args, kwargs); err != nil {
				return nil, err
			}
			d := py.NewDict()
			for j := 0; j < s.col.len(); j++ {
				if err := d.Set(t, s.idx.labelAt(m, j), s.col.pyAt(m, j)); err != nil {
					return nil, err
				}
			}
			return d, nil
		}),
		smeth("to_frame", func(t *py.Thread, s *Series, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			vals, err := bind("to_frame", []string{"name"}, 0, args, kwargs)
			if err != nil {
				return nil, err
			}
			name := s.name
			if vals[0] != nil {
				name = vals[0]
			}
			if name == nil || name == py.None {
				name = py.NewInt(0)
			}
			cols, err := m.labelsIndex(t, []py.Value{name})
			if err != nil {
				return nil, err
			}
			if _, isInt := name.(py.Int); isInt && (s.name == nil || s.name == py.None) {
				cols = rangeIndex(1)
			}
			return m.wrapFrame(&Frame{cols: []*column{s.col.share()}, columns: cols, idx: s.idx}), nil
		}),
		smeth("items", m.seriesItems),
		smeth("iteritems", m.seriesItems),
		smeth("keys", func(t *py.Thread, s *Series, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			return m.wrapIndex(s.idx), nil
		}),
		smeth("factorize", m.seriesFactorize),
		smeth("unique", func(t *py.Thread, s *Series, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			_, firsts, err := factorize(t, []*column{s.col}, false)
			if err != nil {
				return nil, err
			}
			c, err := s.col.take(t, firsts)
			if err != nil {
				return nil, err
			}
			a, err := c.array(t, m)
			if err != nil {
				return nil, err
			}
			return m.np.Wrap(a), nil
		}),
		smeth("value_counts", func(t *py.Thread, s *Series, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			vals, err := bind("value_counts", []string{"normalize", "sort", "ascending", "bins", "dropna"}, 0, args, kwargs)
			if err != nil {
				return nil, err
			}
			return m.seriesValueCounts(t, s, vals)
		}),
		smeth("sort_values", func(t *py.Thread, s *Series, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			vals, err := bind("sort_values", []string{"axis", "ascending", "inplace", "kind", "na_position", "ignore_index", "key"}, 0, args, kwargs)
			if err != nil {
				return nil, err
			}
			asc, err := argBool(t, vals[1], true)
			if err != nil {
				return nil, err
			}
			naPos, err := argStr(vals[4], "na_position", "last")
			if err != nil {
				return nil, err
			}
			keyCol := s.col
			if !isNone(vals[6]) {
				if keyCol, err = m.keyMapped(t, vals[6], s.col, s.idx, s.name); err != nil {
					return nil, err
				}
			}
			pos, err := argsort(t, keyCol.len(), []sortKey{{c: keyCol, ascending: asc}}, naPos == "first")
			if err != nil {
				return nil, err
			}
			if err := checkTake(pos, s.col.len()); err != nil {
				return nil, err
			}
			r, err := m.selectSeries(t, s, sel{pos: pos})
			if err != nil {
				return nil, err
			}
			if b, _ := argBool(t, vals[5], false); b {
				seriesOf(r).idx = rangeIndex(len(pos))
			}
			inpl, err := argBool(t, vals[2], false)
			if err != nil {
				return nil, err
			}
			return seriesInplace(s, r, inpl)
		}),
		smeth("sort_index", func(t *py.Thread, s *Series, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			vals, err := bind("sort_index", []string{"axis", "level", "ascending", "inplace", "kind", "na_position", "sort_remaining", "ignore_index", "key"}, 0, args, kwargs)
			if err != nil {
				return nil, err
			}
			asc, err := m.ascendingList(t, vals[2])
			if err != nil {
				return nil, err
			}
			pos, err := m.keyedIndexPositions(t, s.idx, vals[8], asc, false)
			if err != nil {
				return nil, err
			}
			if err := checkTake(pos, s.col.len()); err != nil {
				return nil, err
			}
			r, err := m.selectSeries(t, s, sel{pos: pos})
			if err != nil {
				return nil, err
			}
			inpl, _ := argBool(t, vals[3], false)
			return seriesInplace(s, r, inpl)
		}),
		smeth("argsort", func(t *py.Thread, s *Series, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			pos, err := argsort(t, s.col.len(), []sortKey{{c: s.col, ascending: true}}, false)
			if err != nil {
				return nil, err
			}
			c := intCol(make([]int64, len(pos)))
			for j, p := range pos {
				c.i[j] = int64(p)
			}
			return m.wrapSeries(c, s.idx, s.name), nil
		}),
		smeth("argmax", func(t *py.Thread, s *Series, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			return m.argExtreme(t, s, true)
		}),
		smeth("argmin", func(t *py.Thread, s *Series, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			return m.argExtreme(t, s, false)
		}),
		smeth("isin", func(t *py.Thread, s *Series, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			vals, err := bind("isin", []string{"values"}, 1, args, kwargs)
			if err != nil {
				return nil, err
			}
			if !isListLike(vals[0]) {
				if _, ok := vals[0].(*py.Dict); !ok {
					return nil, py.NewTypeError("only list-like objects are allowed to be passed to isin(), you passed a [%s]", py.TypeName(vals[0]))
				}
			}
			items, err := m.listItems(t, vals[0])
			if err != nil {
				return nil, err
			}
			c, err := m.isinColumn(t, s.col, items)
			if err != nil {
				return nil, err
			}
			return m.wrapSeries(c, s.idx, s.name), nil
		}),
		smeth("between", func(t *py.Thread, s *Series, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			vals, err := bind("between", []string{"left", "right", "inclusive"}, 2, args, kwargs)
			if err != nil {
				return nil, err
			}
			inc := "both"
			if b, ok := vals[2].(py.Bool); ok {
				if !b {
					inc = "neither"
				}
			} else if inc, err = argStr(vals[2], "inclusive", "both"); err != nil {
				return nil, err
			}
			c, err := m.betweenColumn(t, s.col, vals[0], vals[1], inc)
			if err != nil {
				return nil, err
			}
			return m.wrapSeries(c, s.idx, s.name), nil
		}),
		smeth("map", func(t *py.Thread, s *Series, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			vals, err := bind("map", []string{"arg", "na_action"}, 1, args, kwargs)
			if err != nil {
				return nil, err
			}
			na, _ := argStr(vals[1], "na_action", "")
			c, err := m.mapColumn(t, s.col, vals[0], na == "ignore")
			if err != nil {
				return nil, err
			}
			if err := valuesFitIndex(c.len(), s.idx); err != nil {
				return nil, err
			}
			return m.wrapSeries(c, s.idx, s.name), nil
		}),
		smeth("apply", m.seriesApply),
		smeth("dropna", func(t *py.Thread, s *Series, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			vals, err := bind("dropna", []string{"axis", "inplace", "how", "ignore_index"}, 0, args, kwargs)
			if err != nil {
				return nil, err
			}
			var pos []int
			for j := 0; j < s.col.len(); j++ {
				if !s.col.isNA(j) {
					if pos, err = appendCharged(t, pos, j); err != nil {
						return nil, err
					}
				}
			}
			r, err := m.selectSeries(t, s, sel{pos: pos})
			if err != nil {
				return nil, err
			}
			inpl, _ := argBool(t, vals[1], false)
			return seriesInplace(s, r, inpl)
		}),
		smeth("nlargest", func(t *py.Thread, s *Series, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			return m.seriesNExtreme(t, s, args, kwargs, true)
		}),
		smeth("nsmallest", func(t *py.Thread, s *Series, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			return m.seriesNExtreme(t, s, args, kwargs, false)
		}),
		smeth("item", func(t *py.Thread, s *Series, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			if s.col.len() != 1 {
				return nil, py.NewValueError("can only convert an array of size 1 to a Python scalar")
			}
			return s.col.pyAt(m, 0), nil
		}),
		smeth("to_string", m.seriesToStringMethod),
		smeth("reset_index", m.seriesResetIndex),
		smeth("rename", m.seriesRename),
		smeth("drop_duplicates", func(t *py.Thread, s *Series, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			vals, err := bind("drop_duplicates", []string{"keep", "inplace"}, 0, args, kwargs)
			if err != nil {
				return nil, err
			}
			keep, err := keepArg(vals[0])
			if err != nil {
				return nil, err
			}
			dup, err := duplicatedMask(t, []*column{s.col}, s.col.len(), keep)
			if err != nil {
				return nil, err
			}
			var pos []int
			for j, d := range dup {
				if !d {
					pos = append(pos, j)
				}
			}
			r, err := m.selectSeries(t, s, sel{pos: pos})
			if err != nil {
				return nil, err
			}
			inpl, _ := argBool(t, vals[1], false)
			return seriesInplace(s, r, inpl)
		}),
		smeth("duplicated", func(t *py.Thread, s *Series, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			vals, err := bind("duplicated", []string{"keep"}, 0, args, kwargs)
			if err != nil {
				return nil, err
			}
			keep, err := keepArg(vals[0])
			if err != nil {
				return nil, err
			}
			dup, err := duplicatedMask(t, []*column{s.col}, s.col.len(), keep)
			if err != nil {
				return nil, err
			}
			return m.wrapSeries(boolCol(dup), s.idx, s.name), nil
		}),
		smeth("drop", m.seriesDrop),
		smeth("reindex", func(t *py.Thread, s *Series, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			vals, err := bind("reindex", []string{"index", "method", "copy", "level", "fill_value", "limit", "tolerance"}, 0, args, kwargs)
			if err != nil {
				return nil, err
			}
			ix, err := m.indexFrom(t, vals[0])
			if err != nil {
				return nil, err
			}
			r, err := m.reindexSeries(t, s, ix)
			if err != nil {
				return nil, err
			}
			if _, named := vals[0].(*py.Instance); !named && !r.idx.isMulti() && !s.idx.isMulti() && s.idx.name != nil {
				// labels without a name of their own keep the index's name
				nix := *r.idx
				nix.name = s.idx.name
				r.idx = &nix
			}
			if !isNone(vals[4]) {
				if r.col, err = m.fillNA(t, r.col, vals[4]); err != nil {
					return nil, err
				}
			}
			return m.wrapSeries(r.col, r.idx, r.name), nil
		}),
		smeth("explode", func(t *py.Thread, s *Series, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			c, pos, err := m.explodeColumn(t, s.col)
			if err != nil {
				return nil, err
			}
			idx, err := s.idx.take(t, pos)
			if err != nil {
				return nil, err
			}
			return m.wrapSeries(c, idx, s.name), nil
		}),
		smeth("set_axis", func(t *py.Thread, s *Series, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			vals, err := bind("set_axis", []string{"labels", "axis", "inplace", "copy"}, 1, args, kwargs)
			if err != nil {
				return nil, err
			}
			ix, err := m.indexFrom(t, vals[0])
			if err != nil {
				return nil, err
			}
			if ix.len() != s.col.len() {
				return nil, py.NewValueError("Length mismatch: Expected axis has %d elements, new values have %d elements", s.col.len(), ix.len())
			}
			return m.wrapSeries(s.col, ix, s.name), nil
		}),
		smeth("squeeze", func(t *py.Thread, s *Series, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			if s.col.len() == 1 {
				return s.col.boxAt(m, 0), nil
			}
			return m.wrapSeries(s.col, s.idx, s.name), nil
		}),
		smeth("first_valid_index", func(t *py.Thread, s *Series, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			for j := 0; j < s.col.len(); j++ {
				if !s.col.isNA(j) {
					return s.idx.labelAt(m, j), nil
				}
			}
			return py.None, nil
		}),
		smeth("last_valid_index", func(t *py.Thread, s *Series, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			for j := s.col.len() - 1; j >= 0; j-- {
				if !s.col.isNA(j) {
					return s.idx.labelAt(m, j), nil
				}
			}
			return py.None, nil
		}),
		smeth("corr", func(t *py.Thread, s *Series, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			vals, err := bind("corr", []string{"other", "method", "min_periods"}, 1, args, kwargs)
			if err != nil {
				return nil, err
			}
			o := seriesOf(vals[0])
			if o == nil {
				return nil, py.NewTypeError("other must be a Series")
			}
			a, b, err := m.alignSeries(t, s, o)
			if err != nil {
				return nil, err
			}
			meth, _ := argStr(vals[1], "method", "pearson")
			if err := chargeCells(t, a.col.len(), 1, 16); err != nil { // pairStat's copies
				return nil, err
			}
			return m.np.Float64(pairStat(a.col, b.col, meth, false)), nil
		}),
		smeth("cov", func(t *py.Thread, s *Series, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			vals, err := bind("cov", []string{"other", "min_periods", "ddof"}, 1, args, kwargs)
			if err != nil {
				return nil, err
			}
			o := seriesOf(vals[0])
			if o == nil {
				return nil, py.NewTypeError("other must be a Series")
			}
			a, b, err := m.alignSeries(t, s, o)
			if err != nil {
				return nil, err
			}
			if err := chargeCells(t, a.col.len(), 1, 16); err != nil { // pairStat's copies
				return nil, err
			}
			return m.np.Float64(pairStat(a.col, b.col, "cov", false)), nil
		}),
		smeth("info", func(t *py.Thread, s *Series, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			return m.seriesInfo(t, s)
		}),
	}
	ms = append(ms, m.operatorMethods(false)...) //krait:alloc-ok a method table: fixed lists, built once when the class is made
	ms = append(ms, m.ndMethods()...)            //krait:alloc-ok a method table: fixed lists, built once when the class is made
	ms = append(ms, m.seriesExtraMethods()...)   //krait:alloc-ok a method table: fixed lists, built once when the class is made
	ms = append(ms, method{Name: "filter", Fn: m.filterMethod})
	return ms
}

// seriesInplace finishes a Series method with inplace=: the result's
// data and labels replace the Series' own, and the method returns None.
func seriesInplace(s *Series, result py.Value, yes bool) (py.Value, error) {
	if !yes {
		return result, nil
	}
	r := seriesOf(result)
	s.col, s.idx = r.col, r.idx
	return py.None, nil
}

// seriesToList is tolist(): Python scalars.
func seriesToList(t *py.Thread, s *Series, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	vals, err := s.col.pyValues(t, s.m)
	if err != nil {
		return nil, err
	}
	return py.NewList(vals), nil
}

// seriesItems is items(): (label, value) pairs.
func (m *Module) seriesItems(t *py.Thread, s *Series, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	n := s.col.len()
	if err := charge(t, dtObject, 2*n); err != nil {
		return nil, err
	}
	out := make([]py.Value, n)
	for j := range out {
		out[j] = py.NewTuple([]py.Value{s.idx.labelAt(m, j), s.col.pyAt(m, j)})
	}
	return py.IterObject(t, py.NewList(out))
}

// keepArg reads keep= of duplicated/drop_duplicates.
func keepArg(v py.Value) (string, error) {
	if v == nil {
		return "first", nil
	}
	if v == py.False {
		return "false", nil
	}
	if s, ok := strOf(v); ok && (s == "first" || s == "last") {
		return s, nil
	}
	return "", py.NewValueError("keep must be either \"first\", \"last\" or False")
}

// ascendingList reads ascending= as one bool or a list of bools.
func (m *Module) ascendingList(t *py.Thread, v py.Value) ([]bool, error) {
	if v == nil {
		return []bool{true}, nil
	}
	if isListLike(v) {
		items, err := m.listItems(t, v)
		if err != nil {
			return nil, err
		}
		out := make([]bool, len(items))
		for j, it := range items {
			if out[j], err = py.Truth(t, it); err != nil {
				return nil, err
			}
		}
		return out, nil
	}
	b, err := py.Truth(t, v)
	return []bool{b}, err
}

// seriesValueCounts is Series.value_counts.
func (m *Module) seriesValueCounts(t *py.Thread, s *Series, vals []py.Value) (py.Value, error) {
	if !isNone(vals[3]) {
		// bins=: the counts of pd.cut(s, bins, include_lowest=True).
		cut, err := m.cut(t, nil, []py.Value{m.wrapSeries(s.col, s.idx, s.name), vals[3]}, []py.Kwarg{{Name: "include_lowest", Value: py.True}})
		if err != nil {
			return nil, err
		}
		cs := seriesOf(cut)
		if cs == nil {
			return nil, py.NewTypeError("value_counts: bins gave no Series")
		}
		return m.seriesValueCounts(t, cs, []py.Value{vals[0], vals[1], vals[2], py.None, vals[4]})
	}
	norm, err := argBool(t, vals[0], false)
	if err != nil {
		return nil, err
	}
	sortIt, err := argBool(t, vals[1], true)
	if err != nil {
		return nil, err
	}
	asc, err := argBool(t, vals[2], false)
	if err != nil {
		return nil, err
	}
	dropna, err := argBool(t, vals[4], true)
	if err != nil {
		return nil, err
	}
	var u *column
	var counts []int64
	if s.col.cat != nil {
		u, counts, err = m.categoricalCounts(t, s.col, asc)
	} else {
		u, counts, err = m.valueCounts(t, s.col, dropna, sortIt, asc)
	}
	if err != nil {
		return nil, err
	}
	ix := flatIndex(u, nil)
	if norm {
		total := 0.0
		for _, k := range counts {
			total += float64(k)
		}
		c := floatCol(make([]float64, len(counts)))
		for j, k := range counts {
			c.f[j] = float64(k) / total
		}
		return m.wrapSeries(c, ix, s.name), nil
	}
	return m.wrapSeries(intCol(counts), ix, s.name), nil
}

// argExtreme is argmax/argmin: a position.
func (m *Module) argExtreme(t *py.Thread, s *Series, isMax bool) (py.Value, error) {
	b := -1
	for j := 0; j < s.col.len(); j++ {
		if s.col.isNA(j) {
			continue
		}
		if b < 0 {
			b = j
			continue
		}
		r, err := s.col.compareAt(t, j, b)
		if err != nil {
			return nil, err
		}
		if (isMax && r > 0) || (!isMax && r < 0) {
			b = j
		}
	}
	if b < 0 {
		return m.np.Int64(-1), nil
	}
	return m.np.Int64(int64(b)), nil
}

// seriesNExtreme is nlargest/nsmallest(n, keep).
func (m *Module) seriesNExtreme(t *py.Thread, s *Series, args []py.Value, kwargs []py.Kwarg, largest bool) (py.Value, error) {
	vals, err := bind("nlargest", []string{"n", "keep"}, 0, args, kwargs)
	if err != nil {
		return nil, err
	}
	n, err := argInt(vals[0], "n", 5)
	if err != nil {
		return nil, err
	}
	pos, err := argsort(t, s.col.len(), []sortKey{{c: s.col, ascending: !largest}}, false)
	if err != nil {
		return nil, err
	}
	var out []int
	for _, p := range pos {
		if len(out) >= n {
			break
		}
		if s.col.isNA(p) {
			continue
		}
		out = append(out, p)
	}
	return m.selectSeries(t, s, sel{pos: out})
}

// seriesApply is Series.apply(func, convert_dtype, args, **kwargs).
func (m *Module) seriesApply(t *py.Thread, s *Series, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	if len(args) == 0 && kwargValue(kwargs, "func") == nil {
		return nil, py.NewTypeError("apply() missing 1 required positional argument: 'func'")
	}
	fn := kwargValue(kwargs, "func")
	if len(args) > 0 {
		fn = args[0]
	}
	var extra []py.Value
	var rest []py.Kwarg
	for _, kw := range kwargs {
		switch kw.Name {
		case "func", "convert_dtype":
		case "args":
			items, err := py.Items(t, kw.Value)
			if err != nil {
				return nil, err
			}
			extra = items
		default:
			rest = append(rest, kw)
		}
	}
	if name, ok := strOf(fn); ok {
		return py.CallMethodByName(t, m.wrapSeries(s.col, s.idx, s.name), name, extra, rest)
	}
	// pandas calls fn on a copy of the values (object values are shared),
	// and builds the result on the index the Series has afterwards.
	col := s.col
	if col.dt != dtObject {
		var err error
		if col, err = col.copy(t); err != nil {
			return nil, err
		}
	}
	n := col.len()
	if err := charge(t, dtObject, n); err != nil {
		return nil, err
	}
	vals := make([]py.Value, n)
	allSeries := n > 0
	for j := 0; j < n; j++ {
		r, err := py.Call(t, fn, append([]py.Value{col.pyAt(m, j)}, extra...), rest)
		if err != nil {
			return nil, err
		}
		vals[j] = r
		if seriesOf(r) == nil {
			allSeries = false
		}
	}
	if err := valuesFitIndex(n, s.idx); err != nil {
		return nil, err
	}
	if allSeries {
		// Functions returning Series make a frame.
		rows := make([]py.Value, n)
		copy(rows, vals)
		f, err := m.frameFromRows(t, rows, nil, false)
		if err != nil {
			return nil, err
		}
		f.idx = s.idx
		return m.wrapFrame(f), nil
	}
	c, err := m.inferColumn(t, vals)
	if err != nil {
		return nil, err
	}
	return m.wrapSeries(c, s.idx, s.name), nil
}

// pairStat is the Pearson/Spearman correlation or the covariance of two
// columns over the rows where both have values.
func pairStat(a, b *column, method string, _ bool) float64 {
	var xs, ys []float64
	for j := 0; j < a.len(); j++ {
		if a.isNA(j) || b.isNA(j) {
			continue
		}
		//krait:alloc-ok as long as the columns: every caller charged 16 bytes per row first (pairStat's copies)
		xs = append(xs, a.floatAt(j))
		//krait:alloc-ok as long as the columns: every caller charged 16 bytes per row first (pairStat's copies)
		ys = append(ys, b.floatAt(j))
	}
	if method == "spearman" {
		xs, ys = ranks(xs), ranks(ys)
	}
	n := float64(len(xs))
	if n < 2 {
		return math.NaN()
	}
	mx, my := pairwiseSum(xs)/n, pairwiseSum(ys)/n
	var sxy, sxx, syy float64
	for j := range xs {
		dx, dy := xs[j]-mx, ys[j]-my
		sxy += dx * dy
		sxx += dx * dx
		syy += dy * dy
	}
	if method == "cov" {
		return sxy / (n - 1)
	}
	return sxy / math.Sqrt(sxx*syy)
}

// ranks returns average ranks (1-based) of values.
func ranks(vals []float64) []float64 {
	c := floatCol(vals)
	r, err := (&Module{}).rankColumn(nil, c, "average", true, false, "keep")
	if err != nil {
		return vals
	}
	return r.f
}

// valuesFitIndex is the check pandas' Series constructor makes of values
// computed for an index that a callback then changed in place.
func valuesFitIndex(n int, idx *index) error {
	if n != idx.len() {
		return py.NewValueError("Length of values (%d) does not match length of index (%d)", n, idx.len())
	}
	return nil
}
