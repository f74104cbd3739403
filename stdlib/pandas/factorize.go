package pandas

import (
	"github.com/kraitpy/krait/py"
	"github.com/kraitpy/krait/stdlib/numpy"
)

// This file is pd.factorize and Series.factorize: codes numbering the
// distinct values in order of first appearance (or sorted), -1 for
// missing values, and the distinct values.

// pdFactorize is pd.factorize(values, sort=False, use_na_sentinel=True):
// the uniques are an Index for a Series or an Index, an array otherwise.
func (m *Module) pdFactorize(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	vals, err := bind("factorize", []string{"values", "sort", "na_sentinel", "use_na_sentinel", "size_hint"}, 1, args, kwargs)
	if err != nil {
		return nil, err
	}
	c, err := m.columnFrom(t, vals[0])
	if err != nil {
		return nil, err
	}
	asIndex := seriesOf(vals[0]) != nil
	if in, ok := vals[0].(*py.Instance); ok {
		if _, ok := in.Base.(*Index); ok {
			asIndex = true
		}
	}
	return m.factorizeColumn(t, c, vals[1], vals[3], asIndex)
}

// seriesFactorize is Series.factorize(sort=False, use_na_sentinel=True).
func (m *Module) seriesFactorize(t *py.Thread, s *Series, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	vals, err := bind("factorize", []string{"sort", "na_sentinel", "use_na_sentinel"}, 0, args, kwargs)
	if err != nil {
		return nil, err
	}
	return m.factorizeColumn(t, s.col, vals[0], vals[2], true)
}

// factorizeColumn returns (codes, uniques) of a column.
func (m *Module) factorizeColumn(t *py.Thread, c *column, sortArg, naArg py.Value, asIndex bool) (py.Value, error) {
	sortIt, err := argBool(t, sortArg, false)
	if err != nil {
		return nil, err
	}
	useNA, err := argBool(t, naArg, true)
	if err != nil {
		return nil, err
	}
	codes, firsts, err := factorize(t, []*column{c}, useNA)
	if err != nil {
		return nil, err
	}
	u, err := c.take(t, firsts)
	if err != nil {
		return nil, err
	}
	//krait:alloc-ok one code per row of a column that exists (factorize charged its codes)
	out := make([]int64, len(codes))
	for j, g := range codes {
		out[j] = int64(g)
	}
	if sortIt && len(firsts) > 1 {
		order, err := argsort(t, len(firsts), []sortKey{{c: u, ascending: true}}, false)
		if err != nil {
			return nil, err
		}
		rank := make([]int64, len(order)) //krait:alloc-ok one per distinct value, fewer than the rows
		for r, g := range order {
			rank[g] = int64(r)
		}
		for j, g := range out {
			if g >= 0 {
				out[j] = rank[g]
			}
		}
		if u, err = u.take(t, order); err != nil {
			return nil, err
		}
	}
	var uv py.Value
	if asIndex {
		uv = m.wrapIndex(flatIndex(u, py.None))
	} else {
		a, err := u.array(t, m)
		if err != nil {
			return nil, err
		}
		uv = m.np.Wrap(a)
	}
	return py.NewTuple([]py.Value{m.np.Wrap(numpy.NewInt64(out, len(out))), uv}), nil
}
