package pandas

import (
	"math"
	"strconv"
	"strings"

	"github.com/kraitpy/krait/py"
)

// This file is krait's light Categorical: an object column that carries
// its categories (in order) and whether they are ordered, as pd.cut,
// pd.qcut and astype('category') make it. It prints as pandas does
// (dtype: category and the Categories footer), value_counts lists every
// category, and groupby on it gives every category in category order.
// It also holds pd.Interval, the values of cut's bins.

// catInfo is the categories of a categorical column.
type catInfo struct {
	cats    []py.Value
	ordered bool
	dtype   string // the categories' dtype as pandas names it
}

// dtypeName is the dtype name pandas shows for a column.
func (c *column) dtypeName() string {
	if c.cat != nil {
		return "category"
	}
	return c.dt.name()
}

// catCodes returns each value's category number (-1 for missing or
// unknown values).
func (c *column) catCodes(t *py.Thread) ([]int, error) {
	if err := charge(t, dtObject, c.len()+len(c.cat.cats)); err != nil {
		return nil, err
	}
	pos := make(map[hkey]int, len(c.cat.cats))
	for k, v := range c.cat.cats {
		pos[keyOf(t, v)] = k
	}
	codes := make([]int, c.len())
	for j := range codes {
		if c.isNA(j) {
			codes[j] = -1
			continue
		}
		if k, ok := pos[c.keyAt(t, j)]; ok {
			codes[j] = k
		} else {
			codes[j] = -1
		}
	}
	return codes, nil
}

// intervalValue is the state of a pd.Interval.
type intervalValue struct {
	left, right py.Value
	closed      string
}

// Type implements py.Value.
func (*intervalValue) Type() *py.Type { return opaque }

// intervalText is str(Interval): "(0.5, 1.0]".
func intervalText(t *py.Thread, iv *intervalValue) (string, error) {
	l, err := py.Repr(t, unboxNumpy(iv.left))
	if err != nil {
		return "", err
	}
	r, err := py.Repr(t, unboxNumpy(iv.right))
	if err != nil {
		return "", err
	}
	open, close := "(", "]"
	switch iv.closed {
	case "left":
		open, close = "[", ")"
	case "both":
		open, close = "[", "]"
	case "neither":
		open, close = "(", ")"
	}
	return open + l + ", " + r + close, nil
}

// makeInterval creates pd.Interval.
func (m *Module) makeInterval(t *py.Thread) error {
	self := func(v py.Value) *intervalValue { return v.(*py.Instance).Base.(*intervalValue) }
	prop := func(name string, fn func(iv *intervalValue) py.Value) *py.Property {
		return &py.Property{Name: name, Get: py.NewBuiltin(name, func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			return fn(self(args[0])), nil
		})}
	}
	num := func(v py.Value) float64 { f, _ := pyNumber(v); return f }
	attrs := map[string]py.Value{
		"left":   prop("left", func(iv *intervalValue) py.Value { return iv.left }),
		"right":  prop("right", func(iv *intervalValue) py.Value { return iv.right }),
		"closed": prop("closed", func(iv *intervalValue) py.Value { return py.NewStr(iv.closed) }),
		"mid":    prop("mid", func(iv *intervalValue) py.Value { return py.Float((num(iv.left) + num(iv.right)) / 2) }),
		"length": prop("length", func(iv *intervalValue) py.Value { return py.Float(num(iv.right) - num(iv.left)) }),
	}
	cls, err := m.newClass(t, "pandas._libs.interval", "Interval", nil, []method{
		{Name: "__str__", Fn: func(t *py.Thread, s py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			txt, err := intervalText(t, self(s))
			return py.NewStr(txt), err
		}},
		{Name: "__repr__", Fn: func(t *py.Thread, s py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			iv := self(s)
			l, err := py.Repr(t, unboxNumpy(iv.left))
			if err != nil {
				return nil, err
			}
			r, err := py.Repr(t, unboxNumpy(iv.right))
			if err != nil {
				return nil, err
			}
			return py.NewStr("Interval(" + l + ", " + r + ", closed='" + iv.closed + "')"), nil
		}},
		{Name: "__contains__", Fn: func(t *py.Thread, s py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			iv := self(s)
			x, ok := pyNumber(args[0])
			if !ok {
				return py.False, nil
			}
			l, r := num(iv.left), num(iv.right)
			in := x > l && x < r || (x == r && (iv.closed == "right" || iv.closed == "both")) || (x == l && (iv.closed == "left" || iv.closed == "both"))
			return py.NewBool(in), nil
		}},
		{Name: "__eq__", Fn: func(t *py.Thread, s py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			o, ok := args[0].(*py.Instance)
			if !ok {
				return py.False, nil
			}
			ov, ok := o.Base.(*intervalValue)
			if !ok {
				return py.False, nil
			}
			iv := self(s)
			return py.NewBool(num(iv.left) == num(ov.left) && num(iv.right) == num(ov.right) && iv.closed == ov.closed), nil
		}},
		{Name: "__hash__", Fn: func(t *py.Thread, s py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			iv := self(s)
			return py.NewInt(int64(math.Float64bits(num(iv.left))*31 ^ math.Float64bits(num(iv.right)))), nil
		}},
	}, attrs)
	if err != nil {
		return err
	}
	cls.Dict.SetStr("__new__", &py.StaticMethod{Func: py.NewBuiltin("__new__", func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		vals, err := bind("Interval", []string{"cls", "left", "right", "closed"}, 3, args, kwargs)
		if err != nil {
			return nil, err
		}
		closed, err := argStr(vals[3], "closed", "right")
		if err != nil {
			return nil, err
		}
		return m.interval(vals[1], vals[2], closed), nil
	})})
	m.intervalCls = cls
	m.mod.Dict.SetStr("Interval", cls)
	return nil
}

// makeCatAccessor creates the .cat accessor (categories, ordered,
// codes).
func (m *Module) makeCatAccessor(t *py.Thread) error {
	get := func(v py.Value) *Series { return v.(*py.Instance).Base.(*catAcc).s }
	prop := func(name string, fn func(t *py.Thread, s *Series) (py.Value, error)) *py.Property {
		return &py.Property{Name: name, Get: py.NewBuiltin(name, func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			return fn(t, get(args[0]))
		})}
	}
	attrs := map[string]py.Value{
		"categories": prop("categories", func(t *py.Thread, s *Series) (py.Value, error) {
			c, err := m.inferColumn(t, s.col.cat.cats)
			if err != nil {
				return nil, err
			}
			return m.wrapIndex(flatIndex(c, nil)), nil
		}),
		"ordered": prop("ordered", func(t *py.Thread, s *Series) (py.Value, error) {
			return py.NewBool(s.col.cat.ordered), nil
		}),
		"codes": prop("codes", func(t *py.Thread, s *Series) (py.Value, error) {
			codes, err := s.col.catCodes(t)
			if err != nil {
				return nil, err
			}
			c := intCol(make([]int64, len(codes)))
			for j, k := range codes {
				c.i[j] = int64(k)
			}
			return m.wrapSeries(c, s.idx, s.name), nil
		}),
	}
	var err error
	m.catAccCls, err = m.newClass(t, "pandas.core.arrays.categorical", "CategoricalAccessor", nil, nil, attrs)
	return err
}

// catAcc is the state of a .cat accessor.
type catAcc struct{ s *Series }

// Type implements py.Value.
func (*catAcc) Type() *py.Type { return opaque }

// interval makes a pd.Interval.
func (m *Module) interval(left, right py.Value, closed string) py.Value {
	return &py.Instance{Class: m.intervalCls, Base: &intervalValue{left: left, right: right, closed: closed}}
}

// categoriesFooter is the "Categories (3, object): ['a' < 'b']" line.
func (m *Module) categoriesFooter(t *py.Thread, ci *catInfo) (string, error) {
	strs := make([]string, 0, len(ci.cats))
	maxCats := 8
	format := func(v py.Value) (string, error) {
		if in, ok := v.(*py.Instance); ok {
			if iv, ok := in.Base.(*intervalValue); ok {
				return intervalText(t, iv)
			}
		}
		if s, ok := v.(*py.Str); ok {
			return py.Repr(t, s)
		}
		return py.Repr(t, unboxNumpy(v))
	}
	pick := ci.cats
	truncated := false
	if len(pick) > maxCats {
		truncated = true
	}
	for k, v := range pick {
		if truncated && k == maxCats/2 {
			strs = append(strs, "...")
		}
		if truncated && k >= maxCats/2 && k < len(pick)-maxCats/2 {
			continue
		}
		s, err := format(v)
		if err != nil {
			return "", err
		}
		strs = append(strs, s)
	}
	header := "Categories (" + strconv.Itoa(len(ci.cats)) + ", " + ci.dtype + "): "
	width := m.opts.width
	if width <= 0 {
		width = termWidth
	}
	sepLen, sep := 2, ", "
	if ci.ordered {
		sepLen, sep = 3, " < "
	}
	lineSep := strings.TrimRight(sep, " ") + "\n"
	var b strings.Builder
	cur := strLen(header)
	for k, v := range strs {
		if cur+sepLen+strLen(v) > width {
			//krait:alloc-ok header is "Categories (n, dtype): ", a few dozen bytes
			b.WriteString(lineSep + strings.Repeat(" ", strLen(header)+1))
			cur = strLen(header) + 1
		} else if k > 0 {
			b.WriteString(sep)
			cur += strLen(v)
		}
		b.WriteString(v)
	}
	return header + "[" + strings.ReplaceAll(b.String(), " < ... < ", " ... ") + "]", nil
}

// asCategorical makes a categorical column of values with the given
// categories (nil: the sorted distinct values).
func (m *Module) asCategorical(t *py.Thread, c *column, cats []py.Value, ordered bool) (*column, error) {
	out, err := newColumn(t, dtObject, c.len())
	if err != nil {
		return nil, err
	}
	for j := range out.o {
		out.o[j] = c.pyAt(m, j)
	}
	dt := "object"
	if cats == nil {
		_, firsts, err := factorize(t, []*column{c}, true)
		if err != nil {
			return nil, err
		}
		u, err := c.take(t, firsts)
		if err != nil {
			return nil, err
		}
		order, err := argsort(t, u.len(), []sortKey{{c: u, ascending: true}}, false)
		if err != nil {
			return nil, err
		}
		if u, err = u.take(t, order); err != nil {
			return nil, err
		}
		for j := 0; j < u.len(); j++ {
			cats = append(cats, u.pyAt(m, j))
		}
		if c.dt != dtObject {
			dt = c.dt.name()
		}
	} else if cc, err := m.inferColumn(t, cats); err == nil && cc.dt != dtObject {
		dt = cc.dt.name()
	}
	out.cat = &catInfo{cats: cats, ordered: ordered, dtype: dt}
	return out, nil
}

// categoricalCounts is value_counts of a categorical: every category
// with its count, most frequent first, ties in category order.
func (m *Module) categoricalCounts(t *py.Thread, c *column, ascending bool) (*column, []int64, error) {
	codes, err := c.catCodes(t)
	if err != nil {
		return nil, nil, err
	}
	counts := make([]int64, len(c.cat.cats))
	for _, k := range codes {
		if k >= 0 {
			counts[k]++
		}
	}
	order := seq(len(counts))
	sortStable(order, func(a, b int) bool {
		if ascending {
			return counts[a] < counts[b]
		}
		return counts[a] > counts[b]
	})
	if err := charge(t, dtObject, 2*len(order)); err != nil {
		return nil, nil, err
	}
	vals := make([]py.Value, len(order))
	out := make([]int64, len(order))
	for j, k := range order {
		vals[j] = c.cat.cats[k]
		out[j] = counts[k]
	}
	u, err := m.objectColumn(t, vals)
	if err != nil {
		return nil, nil, err
	}
	u.cat = c.cat
	return u, out, nil
}

// sortStable sorts ints stably by less.
func sortStable(xs []int, less func(a, b int) bool) {
	for i := 1; i < len(xs); i++ {
		for j := i; j > 0 && less(xs[j], xs[j-1]); j-- {
			xs[j], xs[j-1] = xs[j-1], xs[j]
		}
	}
}

// roundFrac is pandas' _round_frac: round x's fractional part to
// precision significant digits.
func roundFrac(x float64, precision int) float64 {
	if math.IsInf(x, 0) || x != x || x == 0 {
		return x
	}
	whole, frac := math.Modf(x)
	digits := precision
	if whole == 0 {
		digits = -int(math.Floor(math.Log10(math.Abs(frac)))) - 1 + precision
	}
	return roundHalfEven(x, digits)
}

// inferPrecision is pandas' _infer_precision: the first precision from
// base that keeps the rounded bins distinct.
func inferPrecision(base int, bins []float64) int {
	for p := base; p < 20; p++ {
		seen := map[float64]bool{}
		for _, b := range bins {
			seen[roundFrac(b, p)] = true
		}
		if len(seen) == len(bins) {
			return p
		}
	}
	return base
}
