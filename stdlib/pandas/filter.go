package pandas

import (
	"strings"

	"github.com/kraitpy/krait/py"
	"github.com/kraitpy/krait/stdlib/re"
)

// This file is DataFrame.filter and Series.filter: the labels of one
// axis kept by a list of items, a substring or a regular expression.

// filterPositions returns the positions of ix's labels that filter's
// arguments keep: items (in the items' order, those present), like (a
// substring of the label's str) or regex (re.search on it).
func (m *Module) filterPositions(t *py.Thread, ix *index, items, like, regex py.Value) ([]int, error) {
	given := 0
	for _, v := range []py.Value{items, like, regex} {
		if !isNone(v) {
			given++
		}
	}
	if given > 1 {
		return nil, py.NewTypeError("Keyword arguments `items`, `like`, or `regex` are mutually exclusive")
	}
	if given == 0 {
		return nil, py.NewTypeError("Must pass either `items`, `like`, or `regex`")
	}
	if err := charge(t, dtInt, ix.len()); err != nil {
		return nil, err
	}
	var pos []int
	if !isNone(items) {
		labels, err := m.listItems(t, items)
		if err != nil {
			return nil, err
		}
		for _, l := range labels {
			ps, err := ix.find(t, keyOf(t, l))
			if err != nil {
				return nil, err
			}
			pos = append(pos, ps...)
		}
		return pos, nil
	}
	text := func(j int) (string, error) { return py.ToStr(t, ix.labelAt(m, j)) }
	if !isNone(like) {
		sub, err := py.ToStr(t, like)
		if err != nil {
			return nil, err
		}
		for j := 0; j < ix.len(); j++ {
			s, err := text(j)
			if err != nil {
				return nil, err
			}
			if strings.Contains(s, sub) {
				pos = append(pos, j)
			}
		}
		return pos, nil
	}
	pat, ok := strOf(regex)
	if !ok {
		return nil, py.NewTypeError("first argument must be string or compiled pattern")
	}
	p, err := compileRe(t, pat, false, 0)
	if err != nil {
		return nil, err
	}
	lim := reLimits(t)
	for j := 0; j < ix.len(); j++ {
		s, err := text(j)
		if err != nil {
			return nil, err
		}
		rs := []rune(s)
		mt, err := p.Search(rs, 0, len(rs), lim)
		if err != nil {
			return nil, re.LimitError(t, err)
		}
		if mt != nil {
			pos = append(pos, j)
		}
	}
	return pos, nil
}

// filterMethod is filter(items, like, regex, axis) of both classes: a
// frame filters its columns unless axis is 0/'index'.
func (m *Module) filterMethod(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	vals, err := bind("filter", []string{"items", "like", "regex", "axis"}, 0, args, kwargs)
	if err != nil {
		return nil, err
	}
	s, f, err := ndSelf(self)
	if err != nil {
		return nil, err
	}
	if s != nil {
		if err := seriesAxis(t, vals[3]); err != nil {
			return nil, err
		}
		pos, err := m.filterPositions(t, s.idx, vals[0], vals[1], vals[2])
		if err != nil {
			return nil, err
		}
		c, err := s.col.take(t, pos)
		if err != nil {
			return nil, err
		}
		ix, err := s.idx.take(t, pos)
		if err != nil {
			return nil, err
		}
		return m.wrapSeries(c, ix, s.name), nil
	}
	axis, err := axisArg(vals[3], 1)
	if err != nil {
		return nil, err
	}
	if axis == 0 {
		pos, err := m.filterPositions(t, f.idx, vals[0], vals[1], vals[2])
		if err != nil {
			return nil, err
		}
		g, err := f.takeRows(t, pos, nil)
		if err != nil {
			return nil, err
		}
		return m.wrapFrame(g), nil
	}
	pos, err := m.filterPositions(t, f.columns, vals[0], vals[1], vals[2])
	if err != nil {
		return nil, err
	}
	cols, err := f.columns.take(t, pos)
	if err != nil {
		return nil, err
	}
	out := &Frame{m: m, idx: f.idx, columns: cols, cols: make([]*column, len(pos))}
	for k, p := range pos {
		out.cols[k] = f.cols[p].share()
	}
	return m.wrapFrame(out), nil
}
