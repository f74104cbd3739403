package pandas

import (
	"math"
	"sort"

	"github.com/kraitpy/krait/py"
)

// This file makes the reduction methods of Series and DataFrame (sum,
// mean, ... with axis, skipna, numeric_only, ddof, min_count), and
// quantile, idxmax/idxmin, mode and describe.

// reductionMethods makes the reductions for both classes.
func (m *Module) reductionMethods() []method {
	var out []method
	for _, name := range reductionNames {
		name := name
		params := []string{"axis", "skipna", "level", "numeric_only"}
		switch name {
		case "sum", "prod":
			params = append(params, "min_count")
		case "std", "var", "sem":
			params = []string{"axis", "skipna", "level", "ddof", "numeric_only"}
		case "count":
			params = []string{"axis", "level", "numeric_only"}
		case "nunique":
			params = []string{"axis", "dropna"}
		case "any", "all":
			params = []string{"axis", "bool_only", "skipna", "level"}
		}
		fn := func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			vals, err := bind(name, params, 0, args, kwargs)
			if err != nil {
				return nil, err
			}
			get := func(p string) py.Value {
				for k, n := range params {
					if n == p {
						return vals[k]
					}
				}
				return nil
			}
			o, err := reduceOptsFrom(t, get("skipna"), get("ddof"), get("min_count"))
			if err != nil {
				return nil, err
			}
			if name == "nunique" {
				dropna, err := argBool(t, get("dropna"), true)
				if err != nil {
					return nil, err
				}
				o.skipna = dropna
			}
			s, f, err := ndSelf(self)
			if err != nil {
				return nil, err
			}
			if s != nil {
				if name == "nunique" && !o.skipna {
					_, firsts, err := factorize(t, []*column{s.col}, false)
					if err != nil {
						return nil, err
					}
					return py.NewInt(int64(len(firsts))), nil
				}
				if no := get("numeric_only"); no == py.True && !s.col.dt.numeric() {
					return nil, py.NewTypeError("Series.%s does not allow numeric_only=True with non-numeric dtypes.", name)
				}
				return m.reduceColumn(t, name, s.col, o)
			}
			axis, err := axisArg(get("axis"), 0)
			if err != nil {
				return nil, err
			}
			numOnly := -1
			if no := get("numeric_only"); no != nil && no != py.None {
				b, err := py.Truth(t, no)
				if err != nil {
					return nil, err
				}
				numOnly = 0
				if b {
					numOnly = 1
				}
			}
			if name == "any" || name == "all" {
				numOnly = 0
			}
			r, err := m.reduceFrame(t, f, name, axis, numOnly, o)
			if err != nil {
				return nil, err
			}
			return m.wrapSeries(r.col, r.idx, r.name), nil
		}
		out = append(out, method{Name: name, Fn: fn})
		switch name {
		case "kurt":
			out = append(out, method{Name: "kurtosis", Fn: fn})
		case "prod":
			out = append(out, method{Name: "product", Fn: fn})
		}
	}
	out = append(out,
		method{Name: "quantile", Fn: m.quantileMethod},
		method{Name: "idxmax", Fn: func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			return m.idxMethod(t, self, args, kwargs, true)
		}},
		method{Name: "idxmin", Fn: func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			return m.idxMethod(t, self, args, kwargs, false)
		}},
		method{Name: "mode", Fn: m.modeMethod},
		method{Name: "describe", Fn: m.describeMethod},
	)
	return out
}

// quantileMethod is quantile(q=0.5) (a list of q gives a Series, or a
// frame for a DataFrame).
func (m *Module) quantileMethod(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	vals, err := bind("quantile", []string{"q", "axis", "numeric_only", "interpolation"}, 0, args, kwargs)
	if err != nil {
		return nil, err
	}
	var qs []py.Value
	list := false
	if vals[0] == nil {
		qs = []py.Value{py.Float(0.5)}
	} else if isListLike(vals[0]) {
		list = true
		if qs, err = m.listItems(t, vals[0]); err != nil {
			return nil, err
		}
	} else {
		qs = []py.Value{vals[0]}
	}
	qf := make([]float64, len(qs))
	for k, q := range qs {
		f, ok := pyNumber(q)
		if !ok || f < 0 || f > 1 {
			return nil, py.NewValueError("percentiles should all be in the interval [0, 1]. Try %s instead.", reprOrType(q))
		}
		qf[k] = f
	}
	s, f, err := ndSelf(self)
	if err != nil {
		return nil, err
	}
	qIndex, err := m.inferColumn(t, qs)
	if err != nil {
		return nil, err
	}
	if qIndex.dt == dtInt {
		if qIndex, err = m.castColumn(t, qIndex, dtFloat, false); err != nil {
			return nil, err
		}
	}
	colQuant := func(c *column) (*column, error) {
		if err := t.Charge(int64(c.len())); err != nil {
			return nil, err
		}
		out, err := newColumn(t, dtFloat, len(qf))
		if err != nil {
			return nil, err
		}
		vs, err := floatsCharged(t, c, true)
		if err != nil {
			return nil, err
		}
		sort.Float64s(vs)
		for k, q := range qf {
			out.f[k] = quantileOf(vs, q)
		}
		return out, nil
	}
	if s != nil {
		if !s.col.dt.numeric() {
			return nil, py.NewTypeError("unsupported operand type(s) for -: 'str' and 'str'")
		}
		c, err := colQuant(s.col)
		if err != nil {
			return nil, err
		}
		if !list {
			return m.np.Float64(c.f[0]), nil
		}
		return m.wrapSeries(c, flatIndex(qIndex, nil), s.name), nil
	}
	var keep []int
	var cols []*column
	for k, c := range f.cols {
		if !c.dt.numeric() {
			continue
		}
		qc, err := colQuant(c)
		if err != nil {
			return nil, err
		}
		keep = append(keep, k)
		cols = append(cols, qc)
	}
	labels, err := f.columns.take(t, keep)
	if err != nil {
		return nil, err
	}
	if !list {
		vs := make([]py.Value, len(cols))
		for k, c := range cols {
			vs[k] = py.Float(c.f[0])
		}
		c, err := m.inferColumn(t, vs)
		if err != nil {
			return nil, err
		}
		if len(vs) == 0 {
			c = floatCol(nil)
		}
		return m.wrapSeries(c, labels, vals[0]), nil
	}
	return m.wrapFrame(&Frame{cols: cols, columns: labels, idx: flatIndex(qIndex, nil)}), nil
}

// idxMethod is idxmax/idxmin: the label of the largest/smallest value.
func (m *Module) idxMethod(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg, isMax bool) (py.Value, error) {
	name := "idxmin"
	if isMax {
		name = "idxmax"
	}
	vals, err := bind(name, []string{"axis", "skipna", "numeric_only"}, 0, args, kwargs)
	if err != nil {
		return nil, err
	}
	best := func(c *column) (int, error) {
		b := -1
		for j := 0; j < c.len(); j++ {
			if c.isNA(j) {
				continue
			}
			if b < 0 {
				b = j
				continue
			}
			r, err := c.compareAt(t, j, b)
			if err != nil {
				return 0, err
			}
			if (isMax && r > 0) || (!isMax && r < 0) {
				b = j
			}
		}
		return b, nil
	}
	s, f, err := ndSelf(self)
	if err != nil {
		return nil, err
	}
	if s != nil {
		b, err := best(s.col)
		if err != nil {
			return nil, err
		}
		if b < 0 {
			if s.col.len() == 0 {
				return nil, py.NewValueError("attempt to get arg%s of an empty sequence", name[3:])
			}
			return py.Float(math.NaN()), nil
		}
		return s.idx.labelAt(m, b), nil
	}
	axis, err := axisArg(vals[0], 0)
	if err != nil {
		return nil, err
	}
	if axis == 1 {
		if err := chargeCells(t, f.nrows(), 1, 16); err != nil {
			return nil, err
		}
		res := make([]py.Value, f.nrows())
		for j := range res {
			row, err := m.frameRow(t, f, j, nil)
			if err != nil {
				return nil, err
			}
			b, err := best(row.col)
			if err != nil {
				return nil, err
			}
			if b < 0 {
				res[j] = py.Float(math.NaN())
			} else {
				res[j] = f.columns.labelAt(m, b)
			}
		}
		c, err := m.inferColumn(t, res)
		if err != nil {
			return nil, err
		}
		return m.wrapSeries(c, f.idx, py.None), nil
	}
	var keep []int
	var res []py.Value
	for k, c := range f.cols {
		if c.dt == dtObject && vals[2] == py.True {
			continue
		}
		b, err := best(c)
		if err != nil {
			return nil, err
		}
		keep = append(keep, k)
		if b < 0 {
			//krait:alloc-ok one per column of an existing frame, whose columns each hold more
			res = append(res, py.Float(math.NaN()))
		} else {
			//krait:alloc-ok one per column of an existing frame, whose columns each hold more
			res = append(res, f.idx.labelAt(m, b))
		}
	}
	c, err := m.inferColumn(t, res)
	if err != nil {
		return nil, err
	}
	labels, err := f.columns.take(t, keep)
	if err != nil {
		return nil, err
	}
	return m.wrapSeries(c, labels, py.None), nil
}

// modeMethod is mode(): the most frequent values, sorted.
func (m *Module) modeMethod(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	vals, err := bind("mode", []string{"axis", "numeric_only", "dropna"}, 0, args, kwargs)
	if err != nil {
		return nil, err
	}
	dropna, err := argBool(t, vals[2], true)
	if err != nil {
		return nil, err
	}
	colMode := func(c *column) (*column, error) {
		u, counts, err := m.valueCounts(t, c, dropna, false, false)
		if err != nil {
			return nil, err
		}
		var top int64
		for _, k := range counts {
			top = max(top, k)
		}
		var pos []int
		for j, k := range counts {
			if k == top {
				pos = append(pos, j)
			}
		}
		r, err := u.take(t, pos)
		if err != nil {
			return nil, err
		}
		order, err := argsort(t, r.len(), []sortKey{{c: r, ascending: true}}, false)
		if err != nil {
			if !isPyException(err) {
				return nil, err
			}
			return r, nil // pandas: "Unable to sort modes" (a warning), kept unsorted
		}
		return r.take(t, order)
	}
	s, f, err := ndSelf(self)
	if err != nil {
		return nil, err
	}
	if s != nil {
		c, err := colMode(s.col)
		if err != nil {
			return nil, err
		}
		return m.wrapSeries(c, rangeIndex(c.len()), s.name), nil
	}
	var cols []*column
	n := 0
	for _, c := range f.cols {
		mc, err := colMode(c)
		if err != nil {
			return nil, err
		}
		cols = append(cols, mc)
		n = max(n, mc.len())
	}
	for k, c := range cols {
		if c.len() < n {
			pos := seq(n)
			for j := c.len(); j < n; j++ {
				pos[j] = -1
			}
			var err error
			if cols[k], err = c.take(t, pos); err != nil {
				return nil, err
			}
		}
	}
	return m.wrapFrame(&Frame{cols: cols, columns: f.columns, idx: rangeIndex(n)}), nil
}
