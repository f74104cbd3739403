package pandas

import (
	"math"
	"sort"
	"time"

	"github.com/kraitpy/krait/py"
)

// This file is windows: rolling(window) and expanding() with pandas'
// online Kahan-compensated sums and means, ewm(...).mean(), and
// resample(rule) on a DatetimeIndex (bins of fixed frequencies, weeks
// ending Sunday, month/quarter/year ends and starts).

// window is the state of a Rolling, Expanding or EWM object.
type window struct {
	obj    py.Value // the Series or DataFrame
	size   int      // rolling window (0: expanding)
	minP   int
	center bool
	alpha  float64 // ewm
	adjust bool
	ewm    bool
}

// Type implements py.Value.
func (*window) Type() *py.Type { return opaque }

// makeWindowClasses creates Rolling, Expanding, ExponentialMovingWindow
// and Resampler.
func (m *Module) makeWindowClasses(t *py.Thread) error {
	var ms []method
	for _, name := range []string{"mean", "sum", "min", "max", "std", "var", "count", "median"} {
		name := name
		ms = append(ms, method{Name: name, Fn: func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			w := self.(*py.Instance).Base.(*window)
			ddof := 1
			if v := kwargValue(kwargs, "ddof"); v != nil {
				ddof, _ = argInt(v, "ddof", 1)
			}
			return m.windowApply(t, w, func(c *column) (*column, error) { return m.windowColumn(t, w, c, name, ddof, nil) })
		}})
	}
	ms = append(ms, method{Name: "apply", Fn: func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		w := self.(*py.Instance).Base.(*window)
		vals, err := bind("apply", []string{"func", "raw", "engine", "engine_kwargs", "args", "kwargs"}, 1, args, kwargs)
		if err != nil {
			return nil, err
		}
		raw, _ := argBool(t, vals[1], false)
		return m.windowApply(t, w, func(c *column) (*column, error) {
			return m.windowColumn(t, w, c, "apply", 1, func(sub *column) (float64, error) {
				var arg py.Value
				if raw {
					a, err := sub.array(t, m)
					if err != nil {
						return 0, err
					}
					arg = m.np.Wrap(a)
				} else {
					arg = m.wrapSeries(sub, rangeIndex(sub.len()), py.None)
				}
				r, err := py.Call(t, vals[0], []py.Value{arg}, nil)
				if err != nil {
					return 0, err
				}
				f, ok := pyNumber(r)
				if !ok {
					return 0, py.NewTypeError("must be real number, not %s", py.TypeName(r))
				}
				return f, nil
			})
		})
	}})
	ms = append(ms, method{Name: "__getitem__", Fn: func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		w := *self.(*py.Instance).Base.(*window)
		f := frameOf(w.obj)
		if f == nil {
			return nil, py.NewTypeError("Series window has no columns")
		}
		r, err := m.frameGetItem(t, f, args[0])
		if err != nil {
			return nil, err
		}
		w.obj = r
		return &py.Instance{Class: self.(*py.Instance).Class, Base: &w}, nil
	}})
	var err error
	if m.rollingCls, err = m.newClass(t, "pandas.core.window.rolling", "Rolling", nil, ms, nil); err != nil {
		return err
	}
	if m.expandingCls, err = m.newClass(t, "pandas.core.window.expanding", "Expanding", nil, ms, nil); err != nil {
		return err
	}
	// ewm has mean, std and var (and column selection) of these.
	var ewms []method
	for _, me := range ms {
		switch me.Name {
		case "mean", "std", "var", "__getitem__":
			ewms = append(ewms, me)
		}
	}
	if m.ewmCls, err = m.newClass(t, "pandas.core.window.ewm", "ExponentialMovingWindow", nil, ewms, nil); err != nil {
		return err
	}
	return m.makeResampler(t)
}

// windowApply runs a column transform on a Series or each numeric column
// of a frame.
func (m *Module) windowApply(t *py.Thread, w *window, fn func(c *column) (*column, error)) (py.Value, error) {
	s, f, err := ndSelf(w.obj)
	if err != nil {
		return nil, err
	}
	if s != nil {
		if !s.col.dt.numeric() {
			return nil, py.NewException(py.TypeErrorType, "ops for Rolling for this dtype "+s.col.dt.name()+" are not implemented")
		}
		c, err := fn(s.col)
		if err != nil {
			return nil, err
		}
		return m.wrapSeries(c, s.idx, s.name), nil
	}
	out := &Frame{m: m, idx: f.idx}
	var keep []int
	for k, c := range f.cols {
		if !c.dt.numeric() {
			continue
		}
		r, err := fn(c)
		if err != nil {
			return nil, err
		}
		out.cols = append(out.cols, r)
		keep = append(keep, k)
	}
	if out.columns, err = f.columns.take(t, keep); err != nil {
		return nil, err
	}
	return m.wrapFrame(out), nil
}

// windowBounds returns the [start, end) rows of window i.
func (w *window) bounds(i, n int) (int, int) {
	if w.size == 0 {
		return 0, i + 1
	}
	// pandas' FixedWindowIndexer: a centered window ends (size-1)/2
	// rows after i.
	end := i + 1
	if w.center {
		end += (w.size - 1) / 2
	}
	start := end - w.size
	return max(start, 0), min(end, n)
}

// windowColumn computes one rolling/expanding statistic of a column.
func (m *Module) windowColumn(t *py.Thread, w *window, c *column, name string, ddof int, fn func(*column) (float64, error)) (*column, error) {
	n := c.len()
	if err := t.Charge(int64(n) * int64(max(w.size, 1))); err != nil {
		return nil, err
	}
	if err := chargeCells(t, n, 1, 16); err != nil {
		return nil, err
	}
	vals := make([]float64, n)
	for j := range vals {
		vals[j] = c.floatAt(j)
	}
	out := floatCol(make([]float64, n))
	if w.ewm {
		if name == "mean" {
			ewmaInto(vals, out.f, w.alpha, w.adjust, w.minP)
			return out, nil
		}
		ewmVarInto(vals, out.f, w.alpha, w.adjust, w.minP)
		if name == "std" {
			for j, v := range out.f {
				out.f[j] = math.Sqrt(v)
			}
		}
		return out, nil
	}
	minP := w.minP
	if name == "count" && w.size > 0 && minP == w.size {
		minP = 0
	}
	if name == "mean" || name == "sum" {
		rollSumMean(vals, out.f, w, minP, name == "mean")
		return out, nil
	}
	for i := 0; i < n; i++ {
		s, e := w.bounds(i, n)
		var win []float64
		for j := s; j < e; j++ {
			if vals[j] == vals[j] {
				//krait:alloc-ok one window of the column's values (at most n floats; vals charged above), garbage after each row
				win = append(win, vals[j])
			}
		}
		if len(win) < minP || (len(win) == 0 && name != "count") {
			out.f[i] = math.NaN()
			continue
		}
		switch name {
		case "count":
			out.f[i] = float64(len(win))
		case "min", "max":
			b := win[0]
			for _, v := range win[1:] {
				if (name == "min" && v < b) || (name == "max" && v > b) {
					b = v
				}
			}
			out.f[i] = b
		case "median":
			//krait:alloc-ok one window of the column's values (at most n floats; vals charged above), garbage after each row
			out.f[i] = median(append([]float64(nil), win...))
		case "std", "var":
			v := seqVariance(win, ddof)
			if name == "std" {
				v = math.Sqrt(v)
			}
			out.f[i] = v
		case "apply":
			sub := floatCol(vals[s:e])
			r, err := fn(sub)
			if err != nil {
				return nil, err
			}
			out.f[i] = r
		}
	}
	return out, nil
}

// rollSumMean is pandas' roll_sum/roll_mean: windows updated by adding
// and removing values with Kahan compensation.
func rollSumMean(vals, out []float64, w *window, minP int, mean bool) {
	n := len(vals)
	var nobs, negCt int
	var sum, compAdd, compRem float64
	var prev float64
	same := 0
	add := func(v float64) {
		if v != v {
			return
		}
		nobs++
		y := v - compAdd
		t := sum + y
		compAdd = t - sum - y
		sum = t
		if math.Signbit(v) {
			negCt++
		}
		if v == prev {
			same++
		} else {
			same = 1
		}
		prev = v
	}
	remove := func(v float64) {
		if v != v {
			return
		}
		nobs--
		y := -v - compRem
		t := sum + y
		compRem = t - sum - y
		sum = t
		if math.Signbit(v) {
			negCt--
		}
	}
	ps, pe := 0, 0
	for i := 0; i < n; i++ {
		s, e := w.bounds(i, n)
		if i == 0 || s >= pe {
			nobs, negCt, sum, compAdd, compRem, same = 0, 0, 0, 0, 0, 0
			prev = vals[s]
			for j := s; j < e; j++ {
				add(vals[j])
			}
		} else {
			for j := ps; j < s; j++ {
				remove(vals[j])
			}
			for j := pe; j < e; j++ {
				add(vals[j])
			}
		}
		ps, pe = s, e
		switch {
		case mean && nobs >= minP && nobs > 0:
			r := sum / float64(nobs)
			if same >= nobs {
				r = prev
			} else if negCt == 0 && r < 0 {
				r = 0
			} else if negCt == nobs && r > 0 {
				r = 0
			}
			out[i] = r
		case !mean && nobs == 0 && minP == 0:
			out[i] = 0
		case !mean && nobs >= minP:
			if same >= nobs {
				out[i] = prev * float64(nobs)
			} else {
				out[i] = sum
			}
		default:
			out[i] = math.NaN()
		}
	}
}

// ewmaInto is pandas' ewma with adjust and ignore_na=False.
func ewmaInto(vals, out []float64, alpha float64, adjust bool, minP int) {
	if len(vals) == 0 {
		return
	}
	oldWtFactor := 1 - alpha
	newWt := 1.0
	if !adjust {
		newWt = alpha
	}
	avg := vals[0]
	nobs := 0
	if avg == avg {
		nobs = 1
	}
	if nobs >= minP {
		out[0] = avg
	} else {
		out[0] = math.NaN()
	}
	oldWt := 1.0
	for i := 1; i < len(vals); i++ {
		cur := vals[i]
		obs := cur == cur
		if obs {
			nobs++
		}
		if avg == avg {
			oldWt *= oldWtFactor
			if obs {
				if avg != cur {
					avg = (oldWt*avg + newWt*cur) / (oldWt + newWt)
				}
				if adjust {
					oldWt += newWt
				} else {
					oldWt = 1
				}
			}
		} else if obs {
			avg = cur
		}
		if nobs >= minP {
			out[i] = avg
		} else {
			out[i] = math.NaN()
		}
	}
}

// rollingMethod is Series/DataFrame.rolling(window, min_periods, center).
func (m *Module) rollingMethod(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	vals, err := bind("rolling", []string{"window", "min_periods", "center", "win_type", "on", "axis", "closed", "step", "method"}, 1, args, kwargs)
	if err != nil {
		return nil, err
	}
	size, err := argInt(vals[0], "window", 0)
	if err != nil {
		return nil, py.NewValueError("window must be an integer 0 or greater")
	}
	if size < 0 {
		return nil, py.NewValueError("window must be an integer 0 or greater")
	}
	minP, err := argInt(vals[1], "min_periods", size)
	if err != nil {
		return nil, err
	}
	if minP > size {
		return nil, py.NewValueError("min_periods %d must be <= window %d", minP, size)
	}
	center, _ := argBool(t, vals[2], false)
	return &py.Instance{Class: m.rollingCls, Base: &window{obj: self, size: size, minP: minP, center: center}}, nil
}

// expandingMethod is expanding(min_periods=1).
func (m *Module) expandingMethod(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	vals, err := bind("expanding", []string{"min_periods", "center", "axis", "method"}, 0, args, kwargs)
	if err != nil {
		return nil, err
	}
	minP, err := argInt(vals[0], "min_periods", 1)
	if err != nil {
		return nil, err
	}
	return &py.Instance{Class: m.expandingCls, Base: &window{obj: self, minP: minP}}, nil
}

// ewmMethod is ewm(com, span, halflife, alpha, min_periods, adjust).
func (m *Module) ewmMethod(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	vals, err := bind("ewm", []string{"com", "span", "halflife", "alpha", "min_periods", "adjust", "ignore_na", "axis", "times", "method"}, 0, args, kwargs)
	if err != nil {
		return nil, err
	}
	var alpha float64
	switch {
	case !isNone(vals[0]):
		c, _ := pyNumber(vals[0])
		alpha = 1 / (1 + c)
	case !isNone(vals[1]):
		s, _ := pyNumber(vals[1])
		if s < 1 {
			return nil, py.NewValueError("span must satisfy: span >= 1")
		}
		alpha = 2 / (s + 1)
	case !isNone(vals[2]):
		h, _ := pyNumber(vals[2])
		alpha = 1 - math.Exp(-math.Ln2/h)
	case !isNone(vals[3]):
		alpha, _ = pyNumber(vals[3])
		if alpha <= 0 || alpha > 1 {
			return nil, py.NewValueError("alpha must satisfy: 0 < alpha <= 1")
		}
	default:
		return nil, py.NewValueError("Must pass one of comass, span, halflife, or alpha")
	}
	minP, _ := argInt(vals[4], "min_periods", 0)
	adjust, _ := argBool(t, vals[5], true)
	return &py.Instance{Class: m.ewmCls, Base: &window{obj: self, ewm: true, alpha: alpha, adjust: adjust, minP: max(minP, 1)}}, nil
}

// makeResampler creates DatetimeIndexResampler (its methods are the
// groupby ones over the time bins).
func (m *Module) makeResampler(t *py.Thread) error {
	var err error
	m.resamplerCls, err = m.newClass(t, "pandas.core.resample", "DatetimeIndexResampler", []*py.Type{m.groupByCls}, nil, nil)
	return err
}

// binOf returns the label (bin) of a timestamp for a resample rule, and
// the rule's frequency name.
func binRule(rule string) (func(ns int64) int64, string, error) {
	k := 0
	for k < len(rule) && rule[k] >= '0' && rule[k] <= '9' {
		k++
	}
	mult := 1
	if k > 0 {
		mult = 0
		for _, c := range rule[:k] {
			mult = mult*10 + int(c-'0')
		}
	}
	unit := rule[k:]
	prefix := ""
	if k > 0 {
		prefix = rule[:k]
	}
	day := func(ns int64) time.Time { return nsTime(ns) }
	switch unit {
	case "M", "ME":
		return func(ns int64) int64 {
			tt := day(ns)
			y, mo := tt.Year(), int(tt.Month())
			mo = ((mo-1)/mult+1)*mult + 0
			if mult == 1 {
				mo = int(tt.Month())
			}
			return time.Date(y, time.Month(mo)+1, 0, 0, 0, 0, 0, time.UTC).UnixNano()
		}, prefix + "M", nil
	case "MS":
		return func(ns int64) int64 {
			tt := day(ns)
			return time.Date(tt.Year(), tt.Month(), 1, 0, 0, 0, 0, time.UTC).UnixNano()
		}, prefix + "MS", nil
	case "Q", "QE":
		return func(ns int64) int64 {
			tt := day(ns)
			q := (int(tt.Month())-1)/3*3 + 3
			return time.Date(tt.Year(), time.Month(q)+1, 0, 0, 0, 0, 0, time.UTC).UnixNano()
		}, prefix + "Q-DEC", nil
	case "QS":
		return func(ns int64) int64 {
			tt := day(ns)
			q := (int(tt.Month())-1)/3*3 + 1
			return time.Date(tt.Year(), time.Month(q), 1, 0, 0, 0, 0, time.UTC).UnixNano()
		}, prefix + "QS-JAN", nil
	case "A", "Y", "YE", "A-DEC", "Y-DEC":
		return func(ns int64) int64 {
			return time.Date(day(ns).Year(), 12, 31, 0, 0, 0, 0, time.UTC).UnixNano()
		}, prefix + "A-DEC", nil
	case "AS", "YS":
		return func(ns int64) int64 {
			return time.Date(day(ns).Year(), 1, 1, 0, 0, 0, 0, time.UTC).UnixNano()
		}, prefix + "AS-JAN", nil
	case "W", "W-SUN":
		return func(ns int64) int64 {
			d := floorDiv(ns, nsPerDay) * nsPerDay
			wd := weekday(d) // Monday 0
			return d + int64(6-wd)*nsPerDay
		}, prefix + "W-SUN", nil
	}
	step, ok := freqUnit(rule)
	if !ok {
		return nil, "", py.NewValueError("Invalid frequency: %s", rule)
	}
	name := rule
	switch unit {
	case "min":
		name = prefix + "T"
	case "h":
		name = prefix + "H"
	case "s":
		name = prefix + "S"
	}
	return func(ns int64) int64 { return floorDiv(ns, step) * step }, name, nil
}

// resampleMethod is resample(rule, on=None): a groupby over time bins
// (empty bins included).
func (m *Module) resampleMethod(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	vals, err := bind("resample", []string{"rule", "axis", "closed", "label", "convention", "kind", "loffset", "base", "on", "level", "origin", "offset", "group_keys"}, 1, args, kwargs)
	if err != nil {
		return nil, err
	}
	rule, err := argStr(vals[0], "rule", "")
	if err != nil {
		return nil, err
	}
	s, f, err := ndSelf(self)
	if err != nil {
		return nil, err
	}
	series := s != nil
	if series {
		f = &Frame{m: m, cols: []*column{s.col}, columns: rangeIndex(1), idx: s.idx}
		f.columns, _ = m.labelsIndex(t, []py.Value{nameOrNone(s.name)})
	}
	var times *column
	var keyCol = -1
	if !isNone(vals[8]) {
		ps, err := m.columnPositions(t, f, vals[8])
		if err != nil {
			return nil, err
		}
		if len(ps) == 0 {
			return nil, keyError(vals[8])
		}
		times, keyCol = f.cols[ps[0]], ps[0]
	} else if f.idx.col != nil && f.idx.col.dt == dtDatetime {
		times = f.idx.col
	}
	if times == nil || times.dt != dtDatetime {
		return nil, py.NewTypeError("Only valid with DatetimeIndex, TimedeltaIndex or PeriodIndex, but got an instance of '%s'", indexClassName(f.idx))
	}
	bin, freq, err := binRule(rule)
	if err != nil {
		return nil, err
	}
	// The bins: every step between the first and the last value.
	n := times.len()
	if err := chargeCells(t, n, 1, 16); err != nil {
		return nil, err
	}
	labels := make([]int64, n)
	var lo, hi int64
	first := true
	for j, v := range times.i {
		if v == natInt {
			labels[j] = natInt
			continue
		}
		labels[j] = bin(v)
		if first || labels[j] < lo {
			lo = labels[j]
		}
		if first || labels[j] > hi {
			hi = labels[j]
		}
		first = false
	}
	var all []int64
	if !first {
		for b := lo; b <= hi; {
			//krait:alloc-ok at most 1,000,001 bins: the loop refuses more, and they are charged below before the hash is built
			all = append(all, b)
			var nb int64
			step, ok := freqUnit(rule)
			if ok {
				nb = b + step
			} else {
				// Calendar rules: the next bin after b.
				nb = bin(b + 1)
				for nb <= b {
					nb = bin(nb + nsPerDay)
				}
			}
			if len(all) > 1_000_000 {
				return nil, py.NewValueError("too many resample bins")
			}
			b = nb
		}
	}
	if err := chargeCells(t, len(all), 1, mapEntryBytes+32); err != nil {
		return nil, err
	}
	pos := make(map[int64]int, len(all))
	for r, b := range all {
		pos[b] = r
	}
	g := &grouping{m: m, f: f.snapshot(), series: series, asIndex: true, sortKeys: true, dropna: true, groupKeys: true}
	//krait:alloc-ok charged with labels above (16 bytes a row)
	g.codes = make([]int, n)
	g.ngroups = len(all)
	//krait:alloc-ok charged with the bins' hash above
	g.rows = make([][]int, len(all))
	for j, l := range labels {
		if l == natInt {
			g.codes[j] = -1
			continue
		}
		r := pos[l]
		g.codes[j] = r
		g.rows[r] = append(g.rows[r], j)
	}
	g.order = seq(len(all))
	g.rank = seq(len(all))
	ic := &column{dt: dtDatetime, i: all}
	name := nameOrNone(f.idx.name)
	if keyCol >= 0 {
		name = f.columns.labelAt(m, keyCol)
		g.keyCols = []int{keyCol}
	} else {
		g.keyCols = []int{-1}
	}
	if name == py.None {
		name = nil
	}
	g.index = &index{col: ic, n: len(all), name: name, freq: freq}
	g.keys = []*column{ic}
	g.keyNames = []py.Value{nameOrNone(name)}
	sort.Ints(g.order)
	return &py.Instance{Class: m.resamplerCls, Base: g}, nil
}
