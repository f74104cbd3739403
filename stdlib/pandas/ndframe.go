package pandas

import (
	"math"
	"slices"

	"github.com/kraitpy/krait/py"
	"github.com/kraitpy/krait/stdlib/numpy"
)

// This file is the methods Series and DataFrame share (pandas' NDFrame):
// those that transform every column the same way (fillna, isna, cumsum,
// shift, round, astype, ...), head/tail/sample, copy, and the
// reductions, which give a scalar for a Series and a Series for a frame.

// ndSelf returns the Series or Frame of a receiver.
func ndSelf(self py.Value) (*Series, *Frame, error) {
	if s := seriesOf(self); s != nil {
		return s, nil, nil
	}
	if f := frameOf(self); f != nil {
		return nil, f, nil
	}
	return nil, nil, py.NewTypeError("descriptor requires a 'Series' or 'DataFrame' object but received a '%s'", py.TypeName(self))
}

// eachColumn applies fn to a Series' column or every column of a frame,
// keeping the labels.
func (m *Module) eachColumn(t *py.Thread, self py.Value, fn func(c *column) (*column, error)) (py.Value, error) {
	s, f, err := ndSelf(self)
	if err != nil {
		return nil, err
	}
	if s != nil {
		c, err := fn(s.col)
		if err != nil {
			return nil, err
		}
		return m.wrapSeries(c, s.idx, s.name), nil
	}
	//krait:alloc-ok one pointer per column of an existing frame, whose columns each hold more
	out := &Frame{columns: f.columns, idx: f.idx, cols: make([]*column, f.ncols())}
	for k, c := range f.cols {
		if out.cols[k], err = fn(c); err != nil {
			return nil, err
		}
	}
	return m.wrapFrame(out), nil
}

// eachColumnAxis is eachColumn along an axis argument: along axis=1 (or
// 'columns') fn is applied to every row of a frame (the frame transposed,
// then transposed back), as pandas' cumsum/diff/shift/rank/pct_change do.
func (m *Module) eachColumnAxis(t *py.Thread, self py.Value, axis py.Value, fn func(c *column) (*column, error)) (py.Value, error) {
	f := frameOf(self)
	if f == nil {
		if seriesOf(self) != nil {
			if err := seriesAxis(t, axis); err != nil {
				return nil, err
			}
		}
		return m.eachColumn(t, self, fn)
	}
	ax, err := axisArg(axis, 0)
	if err != nil {
		return nil, err
	}
	if ax == 0 {
		return m.eachColumn(t, self, fn)
	}
	tf, err := m.transpose(t, f)
	if err != nil {
		return nil, err
	}
	r, err := m.eachColumn(t, m.wrapFrame(tf), fn)
	if err != nil {
		return nil, err
	}
	back, err := m.transpose(t, frameOf(r))
	if err != nil {
		return nil, err
	}
	return m.wrapFrame(back), nil
}

// shiftAcross is a frame's shift(axis=1) (or diff(axis=1) when diff is
// set: the frame minus that shift), as pandas 1.5 does it: the columns
// move right by periods keeping their dtypes, and the columns left empty
// are float NaN (or fill).
func (m *Module) shiftAcross(t *py.Thread, f *Frame, periods int, fill py.Value, diff bool) (py.Value, error) {
	nc, n := f.ncols(), f.nrows()
	out := &Frame{m: m, columns: f.columns, idx: f.idx, cols: make([]*column, nc)} //krait:alloc-ok one pointer per column of an existing frame
	for k := range out.cols {
		if src := k - periods; src >= 0 && src < nc {
			out.cols[k] = f.cols[src]
			continue
		}
		var err error
		if isNone(fill) {
			out.cols[k], err = newColumn(t, dtFloat, n)
			if err == nil {
				for j := range out.cols[k].f {
					out.cols[k].f[j] = math.NaN()
				}
			}
		} else {
			out.cols[k], err = m.broadcast(t, fill, n)
		}
		if err != nil {
			return nil, err
		}
	}
	if !diff {
		return m.wrapFrame(out), nil
	}
	return m.frameBinary(t, f, m.wrapFrame(out), py.Sub, false, 1, nil)
}

// inplace finishes a method with inplace=: the result replaces the
// receiver's state and the method returns None.
func inplace(self py.Value, result py.Value, yes bool) (py.Value, error) {
	if !yes {
		return result, nil
	}
	in := self.(*py.Instance)
	switch r := result.(*py.Instance).Base.(type) {
	case *Series:
		s := in.Base.(*Series)
		name := s.name
		*s = *r
		s.name = name
	case *Frame:
		*in.Base.(*Frame) = *r
	}
	return py.None, nil
}

// ndMethods are the methods of both Series and DataFrame.
func (m *Module) ndMethods() []method {
	var out []method
	add := func(name string, fn py.BuiltinFunc) { out = append(out, method{Name: name, Fn: fn}) }
	simple := func(name string, params []string, fn func(t *py.Thread, vals []py.Value) (func(c *column) (*column, error), error)) {
		add(name, func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			vals, err := bind(name, params, 0, args, kwargs)
			if err != nil {
				return nil, err
			}
			fn, err := fn(t, vals)
			if err != nil {
				return nil, err
			}
			if k := slices.Index(params, "axis"); k >= 0 && name != "clip" {
				if f := frameOf(self); f != nil && (name == "shift" || name == "diff") {
					if ax, err := axisArg(vals[k], 0); err != nil || ax == 1 {
						if err != nil {
							return nil, err
						}
						p, _ := argInt(vals[0], "periods", 1)
						var fill py.Value
						if name == "shift" {
							fill = vals[3]
						}
						return m.shiftAcross(t, f, p, fill, name == "diff")
					}
				}
				return m.eachColumnAxis(t, self, vals[k], fn)
			}
			return m.eachColumn(t, self, fn)
		})
	}
	add("interpolate", m.interpolateMethod)
	add("between_time", m.betweenTime)
	add("at_time", m.atTime)
	add("xs", m.xsMethod)
	add("swaplevel", m.swaplevelMethod)
	add("truncate", m.truncateMethod)
	for _, name := range []string{"isna", "isnull", "notna", "notnull"} {
		not := name == "notna" || name == "notnull"
		simple(name, nil, func(t *py.Thread, vals []py.Value) (func(c *column) (*column, error), error) {
			return func(c *column) (*column, error) { return isnaColumn(t, c, not) }, nil
		})
	}
	for _, name := range []string{"cumsum", "cumprod", "cummax", "cummin"} {
		name := name
		simple(name, []string{"axis", "skipna"}, func(t *py.Thread, vals []py.Value) (func(c *column) (*column, error), error) {
			skipna, err := argBool(t, vals[1], true)
			if err != nil {
				return nil, err
			}
			return func(c *column) (*column, error) { return m.cumulative(t, c, name, skipna) }, nil
		})
	}
	simple("diff", []string{"periods", "axis"}, func(t *py.Thread, vals []py.Value) (func(c *column) (*column, error), error) {
		p, err := argInt(vals[0], "periods", 1)
		if err != nil {
			return nil, err
		}
		return func(c *column) (*column, error) { return m.diffColumn(t, c, p) }, nil
	})
	simple("shift", []string{"periods", "freq", "axis", "fill_value"}, func(t *py.Thread, vals []py.Value) (func(c *column) (*column, error), error) {
		p, err := argInt(vals[0], "periods", 1)
		if err != nil {
			return nil, err
		}
		return func(c *column) (*column, error) { return m.shiftColumn(t, c, p, vals[3]) }, nil
	})
	simple("pct_change", []string{"periods", "fill_method", "limit", "freq", "axis"}, func(t *py.Thread, vals []py.Value) (func(c *column) (*column, error), error) {
		p, err := argInt(vals[0], "periods", 1)
		if err != nil {
			return nil, err
		}
		pad := vals[1] == nil || vals[1] != py.None
		return func(c *column) (*column, error) { return m.pctChange(t, c, p, pad) }, nil
	})
	simple("rank", []string{"axis", "method", "numeric_only", "na_option", "ascending", "pct"}, func(t *py.Thread, vals []py.Value) (func(c *column) (*column, error), error) {
		method, err := argStr(vals[1], "method", "average")
		if err != nil {
			return nil, err
		}
		naOpt, err := argStr(vals[3], "na_option", "keep")
		if err != nil {
			return nil, err
		}
		asc, err := argBool(t, vals[4], true)
		if err != nil {
			return nil, err
		}
		pct, err := argBool(t, vals[5], false)
		if err != nil {
			return nil, err
		}
		return func(c *column) (*column, error) { return m.rankColumn(t, c, method, asc, pct, naOpt) }, nil
	})
	add("round", m.roundMethod)
	add("__round__", m.roundMethod)
	simple("clip", []string{"lower", "upper", "axis", "inplace"}, func(t *py.Thread, vals []py.Value) (func(c *column) (*column, error), error) {
		return func(c *column) (*column, error) { return m.clipColumn(t, c, vals[0], vals[1]) }, nil
	})
	add("fillna", func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		vals, err := bind("fillna", []string{"value", "method", "axis", "inplace", "limit", "downcast"}, 0, args, kwargs)
		if err != nil {
			return nil, err
		}
		inpl, err := argBool(t, vals[3], false)
		if err != nil {
			return nil, err
		}
		limit, err := argInt(vals[4], "limit", -1)
		if err != nil {
			return nil, err
		}
		var r py.Value
		if !isNone(vals[1]) {
			meth, _ := argStr(vals[1], "method", "")
			fwd := meth == "ffill" || meth == "pad"
			if !fwd && meth != "bfill" && meth != "backfill" {
				return nil, py.NewValueError("Invalid fill method. Expecting pad (ffill) or backfill (bfill). Got %s", meth)
			}
			r, err = m.eachColumn(t, self, func(c *column) (*column, error) { return m.fillDirection(t, c, fwd, limit) })
		} else {
			if vals[0] == nil {
				return nil, py.NewValueError("Must specify a fill 'value' or 'method'.")
			}
			r, err = m.fillValues(t, self, vals[0])
		}
		if err != nil {
			return nil, err
		}
		return inplace(self, r, inpl)
	})
	for _, name := range []string{"ffill", "bfill", "pad", "backfill"} {
		fwd := name == "ffill" || name == "pad"
		add(name, func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			vals, err := bind(name, []string{"axis", "inplace", "limit", "downcast"}, 0, args, kwargs)
			if err != nil {
				return nil, err
			}
			inpl, err := argBool(t, vals[1], false)
			if err != nil {
				return nil, err
			}
			limit, err := argInt(vals[2], "limit", -1)
			if err != nil {
				return nil, err
			}
			r, err := m.eachColumn(t, self, func(c *column) (*column, error) { return m.fillDirection(t, c, fwd, limit) })
			if err != nil {
				return nil, err
			}
			return inplace(self, r, inpl)
		})
	}
	add("astype", func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		vals, err := bind("astype", []string{"dtype", "copy", "errors"}, 1, args, kwargs)
		if err != nil {
			return nil, err
		}
		if d, ok := vals[0].(*py.Dict); ok {
			_, f, err := ndSelf(self)
			if err != nil {
				return nil, err
			}
			if f == nil {
				return nil, py.NewKeyError(py.NewStr("Only the Series name can be used for the key in Series dtype mappings."))
			}
			out := &Frame{columns: f.columns, idx: f.idx, cols: sharedCols(f.cols)}
			for _, kv := range d.Items() {
				ps, err := f.columns.find(t, keyOf(t, kv[0]))
				if err != nil {
					return nil, err
				}
				if len(ps) == 0 {
					return nil, py.NewKeyError(py.NewStr("Only a column name can be used for the key in a dtype mappings argument. '" + reprOrType(kv[0]) + "' not found in columns."))
				}
				dt, strs, err := m.dtypeArg(t, kv[1])
				if err != nil {
					return nil, err
				}
				for _, p := range ps {
					if out.cols[p], err = m.castColumn(t, f.cols[p], dt, strs); err != nil {
						return nil, err
					}
				}
			}
			return m.wrapFrame(out), nil
		}
		if name, ok := strOf(vals[0]); ok && name == "category" {
			return m.eachColumn(t, self, func(c *column) (*column, error) {
				if c.cat != nil {
					return c, nil
				}
				return m.asCategorical(t, c, nil, false)
			})
		}
		dt, strs, err := m.dtypeArg(t, vals[0])
		if err != nil {
			return nil, err
		}
		return m.eachColumn(t, self, func(c *column) (*column, error) { return m.castColumn(t, c, dt, strs) })
	})
	add("copy", func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		if _, err := bind("copy", []string{"deep"}, 0, args, kwargs); err != nil {
			return nil, err
		}
		return m.eachColumn(t, self, func(c *column) (*column, error) { return c.copy(t) })
	})
	for _, name := range []string{"head", "tail"} {
		head := name == "head"
		add(name, func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			vals, err := bind(name, []string{"n"}, 0, args, kwargs)
			if err != nil {
				return nil, err
			}
			k, err := argInt(vals[0], "n", 5)
			if err != nil {
				return nil, err
			}
			s, f, err := ndSelf(self)
			if err != nil {
				return nil, err
			}
			n := 0
			var ix *index
			if s != nil {
				n, ix = s.col.len(), s.idx
			} else {
				n, ix = f.nrows(), f.idx
			}
			lo, hi := 0, n
			if head {
				if k >= 0 {
					hi = min(k, n)
				} else {
					hi = max(n+k, 0)
				}
			} else {
				if k >= 0 {
					lo = max(n-k, 0)
				} else {
					lo = min(-k, n)
				}
			}
			return m.sliceRows(t, s, f, ix, lo, hi)
		})
	}
	add("sample", m.sampleMethod)
	add("where", func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		return m.whereMethod(t, self, args, kwargs, false)
	})
	add("mask", func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		return m.whereMethod(t, self, args, kwargs, true)
	})
	add("replace", m.replaceMethod)
	add("pipe", func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		if len(args) == 0 {
			return nil, py.NewTypeError("pipe() missing 1 required positional argument: 'func'")
		}
		fargs, err := py.JoinValues(t, []py.Value{self}, args[1:])
		if err != nil {
			return nil, err
		}
		return py.Call(t, args[0], fargs, kwargs)
	})
	add("equals", func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		if len(args) != 1 {
			return nil, py.NewTypeError("equals() takes 1 argument")
		}
		return m.ndEquals(t, self, args[0])
	})
	add("to_numpy", func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		vals, err := bind("to_numpy", []string{"dtype", "copy", "na_value"}, 0, args, kwargs)
		if err != nil {
			return nil, err
		}
		s, f, err := ndSelf(self)
		if err != nil {
			return nil, err
		}
		var a *numpy.Array
		if s != nil {
			a, err = s.col.array(t, m)
		} else {
			a, err = f.values(t)
		}
		if err != nil {
			return nil, err
		}
		r := m.np.Wrap(a)
		if !isNone(vals[0]) {
			return py.CallMethodByName(t, r, "astype", []py.Value{vals[0]}, nil)
		}
		return r, nil
	})
	add("__array__", func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		s, f, err := ndSelf(self)
		if err != nil {
			return nil, err
		}
		var a *numpy.Array
		if s != nil {
			a, err = s.col.array(t, m)
		} else {
			a, err = f.values(t)
		}
		if err != nil {
			return nil, err
		}
		return m.np.Wrap(a), nil
	})
	out = append(out, m.reductionMethods()...) //krait:alloc-ok a method table: fixed lists, built once when the class is made
	return out
}

// roundMethod is round(decimals) / round(obj, n).
func (m *Module) roundMethod(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	vals, err := bind("round", []string{"decimals"}, 0, args, kwargs)
	if err != nil {
		return nil, err
	}
	if d, ok := vals[0].(*py.Dict); ok {
		_, f, err := ndSelf(self)
		if err != nil || f == nil {
			return nil, py.NewTypeError("decimals must be an integer")
		}
		out := &Frame{columns: f.columns, idx: f.idx, cols: sharedCols(f.cols)}
		for _, kv := range d.Items() {
			ps, err := f.columns.find(t, keyOf(t, kv[0]))
			if err != nil {
				return nil, err
			}
			dec, err := argInt(kv[1], "decimals", 0)
			if err != nil {
				return nil, err
			}
			for _, p := range ps {
				if out.cols[p], err = roundColumn(t, f.cols[p], dec); err != nil {
					return nil, err
				}
			}
		}
		return m.wrapFrame(out), nil
	}
	dec, err := argInt(vals[0], "decimals", 0)
	if err != nil {
		return nil, err
	}
	return m.eachColumn(t, self, func(c *column) (*column, error) { return roundColumn(t, c, dec) })
}

// fillValues is fillna(value): a scalar, or a dict/Series by column
// (frame) or by label (Series).
func (m *Module) fillValues(t *py.Thread, self py.Value, v py.Value) (py.Value, error) {
	s, f, err := ndSelf(self)
	if err != nil {
		return nil, err
	}
	if s != nil {
		if d, ok := v.(*py.Dict); ok {
			v, err = m.wrapSeriesValue(t, d)
			if err != nil {
				return nil, err
			}
		}
		if vs := seriesOf(v); vs != nil {
			r, err := m.reindexSeries(t, vs, s.idx)
			if err != nil {
				return nil, err
			}
			out, err := m.settableFor(t, s.col, r.col)
			if err != nil {
				return nil, err
			}
			for j := 0; j < out.len(); j++ {
				if s.col.isNA(j) && !r.col.isNA(j) {
					out.setAt(j, r.col.pyAt(m, j))
				}
			}
			return m.wrapSeries(out, s.idx, s.name), nil
		}
		c, err := m.fillNA(t, s.col, v)
		if err != nil {
			return nil, err
		}
		return m.wrapSeries(c, s.idx, s.name), nil
	}
	var byCol func(k int) (py.Value, bool)
	if d, ok := v.(*py.Dict); ok {
		byCol = func(k int) (py.Value, bool) {
			r, ok, _ := d.Get(t, f.columns.labelAt(m, k))
			return r, ok
		}
	} else if vs := seriesOf(v); vs != nil {
		byCol = func(k int) (py.Value, bool) {
			p, _ := vs.idx.findOne(t, f.columns.keyAt(t, k))
			if p < 0 {
				return nil, false
			}
			return vs.col.pyAt(m, p), true
		}
	} else {
		byCol = func(int) (py.Value, bool) { return v, true }
	}
	//krait:alloc-ok one pointer per column of an existing frame, whose columns each hold more
	out := &Frame{columns: f.columns, idx: f.idx, cols: make([]*column, f.ncols())}
	for k, c := range f.cols {
		fv, ok := byCol(k)
		if !ok {
			out.cols[k] = c.share()
			continue
		}
		if out.cols[k], err = m.fillNA(t, c, fv); err != nil {
			return nil, err
		}
	}
	return m.wrapFrame(out), nil
}

// wrapSeriesValue makes a Series from a dict.
func (m *Module) wrapSeriesValue(t *py.Thread, d *py.Dict) (py.Value, error) {
	s, err := m.newSeries(t, d, nil, nil, nil)
	if err != nil {
		return nil, err
	}
	return m.wrapSeries(s.col, s.idx, s.name), nil
}

// sliceRows returns rows [lo, hi).
func (m *Module) sliceRows(t *py.Thread, s *Series, f *Frame, ix *index, lo, hi int) (py.Value, error) {
	if err := t.Charge(int64(hi - lo)); err != nil {
		return nil, err
	}
	if s != nil {
		return m.wrapSeries(s.col.slice(lo, hi), ix.slice(lo, hi), s.name), nil
	}
	//krait:alloc-ok one pointer per column of an existing frame, whose columns each hold more
	out := &Frame{columns: f.columns, idx: ix.slice(lo, hi), cols: make([]*column, f.ncols())}
	for k, c := range f.cols {
		out.cols[k] = c.slice(lo, hi)
	}
	return m.wrapFrame(out), nil
}

// ndEquals is equals(): same labels, dtypes and values (NaNs equal).
func (m *Module) ndEquals(t *py.Thread, a, b py.Value) (py.Value, error) {
	sa, fa, err := ndSelf(a)
	if err != nil {
		return nil, err
	}
	sb, fb := seriesOf(b), frameOf(b)
	colEq := func(x, y *column) bool {
		if x.dt != y.dt || x.len() != y.len() {
			return false
		}
		for j := 0; j < x.len(); j++ {
			if x.isNA(j) && y.isNA(j) {
				continue
			}
			if x.keyAt(t, j) != y.keyAt(t, j) {
				return false
			}
		}
		return true
	}
	if sa != nil {
		if sb == nil {
			return py.False, nil
		}
		return py.NewBool(sa.idx.equals(t, sb.idx) && colEq(sa.col, sb.col)), nil
	}
	if fb == nil || !fa.idx.equals(t, fb.idx) || !fa.columns.equals(t, fb.columns) {
		return py.False, nil
	}
	for k := range fa.cols {
		if !colEq(fa.cols[k], fb.cols[k]) {
			return py.False, nil
		}
	}
	return py.True, nil
}

// whereMethod is where(cond, other) (mask when invert).
func (m *Module) whereMethod(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg, invert bool) (py.Value, error) {
	vals, err := bind("where", []string{"cond", "other", "inplace", "axis", "level"}, 1, args, kwargs)
	if err != nil {
		return nil, err
	}
	inpl, err := argBool(t, vals[2], false)
	if err != nil {
		return nil, err
	}
	cond := vals[0]
	if py.IsCallable(cond) && seriesOf(cond) == nil && frameOf(cond) == nil {
		if cond, err = py.Call(t, cond, []py.Value{self}, nil); err != nil {
			return nil, err
		}
	}
	other := vals[1]
	if other == nil {
		other = py.Float(math.NaN())
	}
	s, f, err := ndSelf(self)
	if err != nil {
		return nil, err
	}
	var r py.Value
	if s != nil {
		mask, err := m.condMask(t, cond, s.idx)
		if err != nil {
			return nil, err
		}
		if invert {
			for j := range mask {
				mask[j] = !mask[j]
			}
		}
		o, err := m.otherOperand(t, other, s.idx)
		if err != nil {
			return nil, err
		}
		c, err := m.whereColumn(t, s.col, mask, o)
		if err != nil {
			return nil, err
		}
		r = m.wrapSeries(c, s.idx, s.name)
	} else {
		cf := frameOf(cond)
		if cf == nil {
			if cs := seriesOf(cond); cs != nil {
				// A Series condition applies to every column, by row.
				mask, err := m.condMask(t, cond, f.idx)
				if err != nil {
					return nil, err
				}
				//krait:alloc-ok one pointer per column of an existing frame, whose columns each hold more
				out := &Frame{columns: f.columns, idx: f.idx, cols: make([]*column, f.ncols())}
				for k, c := range f.cols {
					mk := mask
					if invert {
						mk = make([]bool, len(mask))
						for j := range mask {
							mk[j] = !mask[j]
						}
					}
					o, err := m.otherOperand(t, other, f.idx)
					if err != nil {
						return nil, err
					}
					if out.cols[k], err = m.whereColumn(t, c, mk, o); err != nil {
						return nil, err
					}
				}
				return inplace(self, m.wrapFrame(out), inpl)
			}
			return nil, py.NewValueError("Array conditional must be same shape as self")
		}
		if r, err = m.frameWhere(t, f, cf, other, invert); err != nil {
			return nil, err
		}
	}
	return inplace(self, r, inpl)
}

// condMask converts a where() condition to a bool per row.
func (m *Module) condMask(t *py.Thread, cond py.Value, idx *index) ([]bool, error) {
	var c *column
	if s := seriesOf(cond); s != nil {
		r, err := m.reindexSeries(t, s, idx)
		if err != nil {
			return nil, err
		}
		c = r.col
	} else {
		var err error
		if c, err = m.columnFrom(t, cond); err != nil {
			return nil, err
		}
	}
	if c.len() != idx.len() {
		return nil, py.NewValueError("Array conditional must be same shape as self")
	}
	if err := chargeCells(t, c.len(), 1, 1); err != nil {
		return nil, err
	}
	out := make([]bool, c.len())
	for j := range out {
		switch c.dt {
		case dtBool:
			out[j] = c.b[j]
		case dtObject:
			out[j] = c.o[j] == py.True
		default:
			return nil, py.NewValueError("Boolean array expected for the condition, not %s", c.dt.name())
		}
	}
	return out, nil
}

// otherOperand converts where()'s other: a Series aligned on idx, a
// list-like, or a scalar.
func (m *Module) otherOperand(t *py.Thread, other py.Value, idx *index) (operand, error) {
	if s := seriesOf(other); s != nil {
		r, err := m.reindexSeries(t, s, idx)
		if err != nil {
			return operand{}, err
		}
		return operand{c: r.col}, nil
	}
	return m.otherColumn(t, other, idx.len())
}

// frameWhere keeps f's values where mask (a frame aligned to f) is true
// and puts other elsewhere (the reverse when invert).
func (m *Module) frameWhere(t *py.Thread, f *Frame, mask *Frame, other py.Value, invert bool) (py.Value, error) {
	if other == nil {
		other = py.Float(math.NaN())
	}
	//krait:alloc-ok one pointer per column of an existing frame, whose columns each hold more
	out := &Frame{columns: f.columns, idx: f.idx, cols: make([]*column, f.ncols())}
	for k, c := range f.cols {
		if err := chargeCells(t, f.nrows(), 1, 1); err != nil {
			return nil, err
		}
		keep := make([]bool, f.nrows())
		ps, err := mask.columns.find(t, f.columns.keyAt(t, k))
		if err != nil {
			return nil, err
		}
		if len(ps) > 0 {
			ms, err := m.reindexSeries(t, m.columnSeries(mask, ps[0]), f.idx)
			if err != nil {
				return nil, err
			}
			for j := range keep {
				if ms.col.dt == dtBool {
					keep[j] = ms.col.b[j]
				} else if ms.col.dt == dtObject {
					keep[j] = ms.col.o[j] == py.True
				} else {
					return nil, py.NewTypeError("Cannot perform 'where' with a non-boolean DataFrame")
				}
			}
		}
		if invert {
			for j := range keep {
				keep[j] = !keep[j]
			}
		}
		var o operand
		if of := frameOf(other); of != nil {
			p, err := of.columns.findOne(t, f.columns.keyAt(t, k))
			if err != nil {
				return nil, err
			}
			if p < 0 {
				o, _ = m.scalarOperand(t, py.Float(math.NaN()))
			} else if o, err = m.otherOperand(t, m.wrapSeries(of.cols[p], of.idx, nil), f.idx); err != nil {
				return nil, err
			}
		} else if o, err = m.otherOperand(t, other, f.idx); err != nil {
			return nil, err
		}
		if out.cols[k], err = m.whereColumn(t, c, keep, o); err != nil {
			return nil, err
		}
	}
	return m.wrapFrame(out), nil
}

// replaceMethod is replace(to_replace, value): scalars, lists, or dicts
// (old -> new, or for a frame column -> {old: new}).
func (m *Module) replaceMethod(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	vals, err := bind("replace", []string{"to_replace", "value", "inplace", "limit", "regex", "method"}, 0, args, kwargs)
	if err != nil {
		return nil, err
	}
	inpl, err := argBool(t, vals[2], false)
	if err != nil {
		return nil, err
	}
	regex, err := argBool(t, vals[4], false)
	if err != nil {
		return nil, err
	}
	if _, isDict := vals[0].(*py.Dict); !isDict && !regex && (vals[1] == nil || vals[5] != nil) {
		return m.replaceByFill(t, self, vals)
	}
	var from, to []py.Value
	perColumn := map[hkey][2][]py.Value{}
	switch x := vals[0].(type) {
	case *py.Dict:
		for _, kv := range x.Items() {
			if inner, ok := kv[1].(*py.Dict); ok && vals[1] == nil {
				var f2, t2 []py.Value
				for _, ikv := range inner.Items() {
					//krait:alloc-ok one per item of a dict the program built and holds
					f2 = append(f2, ikv[0])
					//krait:alloc-ok one per item of a dict the program built and holds
					t2 = append(t2, ikv[1])
				}
				perColumn[keyOf(t, kv[0])] = [2][]py.Value{f2, t2}
				continue
			}
			if vals[1] != nil {
				perColumn[keyOf(t, kv[0])] = [2][]py.Value{{kv[1]}, {vals[1]}}
				continue
			}
			from = append(from, kv[0])
			to = append(to, kv[1])
		}
	default:
		if isListLike(vals[0]) {
			if from, err = m.listItems(t, vals[0]); err != nil {
				return nil, err
			}
		} else {
			from = []py.Value{vals[0]}
		}
		v := vals[1]
		if v == nil {
			v = py.None
		}
		if isListLike(v) {
			if to, err = m.listItems(t, v); err != nil {
				return nil, err
			}
			if len(to) != len(from) {
				return nil, py.NewValueError("Replacement lists must match in length. Expecting %d got %d ", len(from), len(to))
			}
		} else {
			for range from {
				to = append(to, v)
			}
		}
	}
	if regex {
		return m.replaceRegex(t, self, from, to, inpl)
	}
	s, f, err := ndSelf(self)
	if err != nil {
		return nil, err
	}
	var r py.Value
	if s != nil {
		c, err := m.replaceColumn(t, s.col, from, to)
		if err != nil {
			return nil, err
		}
		r = m.wrapSeries(c, s.idx, s.name)
	} else {
		//krait:alloc-ok one pointer per column of an existing frame, whose columns each hold more
		out := &Frame{columns: f.columns, idx: f.idx, cols: make([]*column, f.ncols())}
		for k, c := range f.cols {
			ff, tt := from, to
			if pc, ok := perColumn[f.columns.keyAt(t, k)]; ok {
				ff, tt = pc[0], pc[1]
			} else if len(perColumn) > 0 && from == nil {
				out.cols[k] = c.share()
				continue
			}
			if out.cols[k], err = m.replaceColumn(t, c, ff, tt); err != nil {
				return nil, err
			}
		}
		r = m.wrapFrame(out)
	}
	return inplace(self, r, inpl)
}

// replaceByFill is replace(to_replace) of a scalar or a list without a
// value, or with a method: pandas 1.5 then fills the matching positions
// by the method (pad when none is given) instead of replacing them with
// None; without to_replace, the missing values are the ones filled.
func (m *Module) replaceByFill(t *py.Thread, self py.Value, vals []py.Value) (py.Value, error) {
	inpl, err := argBool(t, vals[2], false)
	if err != nil {
		return nil, err
	}
	limit, err := argInt(vals[3], "limit", -1)
	if err != nil {
		return nil, err
	}
	meth := "pad"
	if vals[5] != nil {
		if meth, err = argStr(vals[5], "method", ""); err != nil {
			return nil, err
		}
	}
	fwd := meth == "ffill" || meth == "pad"
	if !fwd && meth != "bfill" && meth != "backfill" {
		return nil, py.NewValueError("Invalid fill method. Expecting pad (ffill) or backfill (bfill). Got %s", meth)
	}
	from := []py.Value{py.None}
	switch x := vals[0].(type) {
	case nil:
	case *py.List:
		from = x.Items()
	case *py.Tuple:
		from = x.Items()
	default:
		from = []py.Value{x}
	}
	r, err := m.eachColumn(t, self, func(c *column) (*column, error) { return replaceFill(t, c, from, fwd, limit) })
	if err != nil {
		return nil, err
	}
	return inplace(self, r, inpl)
}

// replaceRegex is replace(..., regex=True) on str values.
func (m *Module) replaceRegex(t *py.Thread, self py.Value, from, to []py.Value, inpl bool) (py.Value, error) {
	r, err := m.eachColumn(t, self, func(c *column) (*column, error) {
		if c.dt != dtObject {
			return c, nil
		}
		out := c
		for k := range from {
			pat, ok := strOf(from[k])
			if !ok {
				continue
			}
			repl, ok := strOf(to[k])
			if !ok {
				continue
			}
			var err error
			if out, err = m.strReplaceColumn(t, out, pat, repl, true, -1); err != nil {
				return nil, err
			}
		}
		return out, nil
	})
	if err != nil {
		return nil, err
	}
	return inplace(self, r, inpl)
}
