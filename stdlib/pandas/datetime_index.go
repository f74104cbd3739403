package pandas

import (
	"github.com/kraitpy/krait/py"
)

// This file gives DatetimeIndex the calendar fields and methods of the
// .dt accessor (idx.year, idx.month, idx.dayofweek, idx.date,
// idx.is_month_end, idx.day_name(), idx.strftime(...), ...), as pandas
// does: they answer what .dt answers on a Series of the same values,
// as an Index (numbers, names, datetimes) or a numpy array (bools and
// dates), named as the index.

// datetimeIndexFields are the .dt properties a DatetimeIndex has.
var datetimeIndexFields = []string{"year", "month", "day", "hour", "minute", "second", "microsecond", "nanosecond",
	"dayofweek", "day_of_week", "weekday", "dayofyear", "day_of_year", "quarter", "days_in_month", "daysinmonth",
	"is_month_start", "is_month_end", "is_year_start", "is_year_end", "is_quarter_start", "is_quarter_end",
	"is_leap_year", "date"}

// datetimeIndexMethods are the .dt methods a DatetimeIndex has.
var datetimeIndexMethods = []string{"day_name", "month_name", "strftime", "normalize", "floor", "ceil", "round", "isocalendar"}

// addDatetimeIndexFields sets the fields and methods on DatetimeIndex.
func (m *Module) addDatetimeIndexFields(t *py.Thread) error {
	// dtOf is the .dt accessor of a Series over the index's values.
	dtOf := func(t *py.Thread, self py.Value) (py.Value, *index, error) {
		x, ok := self.(*py.Instance)
		if !ok {
			return nil, nil, py.NewTypeError("descriptor needs a DatetimeIndex")
		}
		ixs, ok := x.Base.(*Index)
		if !ok || ixs.ix.isMulti() || ixs.ix.isRange || ixs.ix.col.dt != dtDatetime {
			return nil, nil, py.NewTypeError("descriptor needs a DatetimeIndex")
		}
		acc, err := m.dtAccessor(t, &Series{m: m, col: ixs.ix.col, idx: rangeIndex(ixs.ix.len()), name: py.None})
		return acc, ixs.ix, err
	}
	// asIndexResult turns a Series result into what the index gives.
	asIndexResult := func(t *py.Thread, name string, ix *index, r py.Value) (py.Value, error) {
		s := seriesOf(r)
		if s == nil {
			return r, nil
		}
		if s.col.dt == dtBool || name == "date" {
			a, err := s.col.array(t, m)
			if err != nil {
				return nil, err
			}
			return m.np.Wrap(a), nil
		}
		return m.wrapIndex(flatIndex(s.col, ix.name)), nil
	}
	for _, name := range datetimeIndexFields {
		name := name
		m.datetimeIndexCls.Dict.SetStr(name, &py.Property{Name: name, Get: py.NewBuiltin(name, func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			acc, ix, err := dtOf(t, args[0])
			if err != nil {
				return nil, err
			}
			r, err := py.GetAttrByName(t, acc, name)
			if err != nil {
				return nil, err
			}
			return asIndexResult(t, name, ix, r)
		})})
	}
	for _, name := range datetimeIndexMethods {
		name := name
		fn := py.NewBuiltin(name, func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			if self == nil && len(args) > 0 {
				self, args = args[0], args[1:]
			}
			acc, ix, err := dtOf(t, self)
			if err != nil {
				return nil, err
			}
			r, err := py.CallMethodByName(t, acc, name, args, kwargs)
			if err != nil {
				return nil, err
			}
			if f := frameOf(r); f != nil {
				// isocalendar: the frame is indexed by the index.
				f.idx = ix
				return r, nil
			}
			out, err := asIndexResult(t, name, ix, r)
			if err != nil {
				return nil, err
			}
			// A normalized daily index keeps its frequency.
			if oi := indexOf(out); oi != nil && name == "normalize" && ix.freq == "D" {
				oi.freq = ix.freq
			}
			return out, nil
		})
		fn.Owner = m.datetimeIndexCls
		m.datetimeIndexCls.Dict.SetStr(name, fn)
	}
	return nil
}
