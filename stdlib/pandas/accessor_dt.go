package pandas

import (
	"math"

	"github.com/kraitpy/krait/py"
)

// This file is the .dt accessor of datetime and timedelta Series: the
// calendar fields (int64, or float64 when NaT is present), day_name,
// month_name, strftime, date, normalize, floor/ceil/round, and the
// timedelta components.

// dtAcc is the state of a .dt accessor.
type dtAcc struct{ s *Series }

// Type implements py.Value.
func (*dtAcc) Type() *py.Type { return opaque }

// dtAccessor is s.dt.
func (m *Module) dtAccessor(t *py.Thread, s *Series) (py.Value, error) {
	if s.col.dt != dtDatetime && s.col.dt != dtTimedelta {
		return nil, py.NewAttributeError("Can only use .dt accessor with datetimelike values")
	}
	return &py.Instance{Class: m.dtAccCls, Base: &dtAcc{s: s}}, nil
}

// dtIntField makes the column of an integer field of each value.
func (m *Module) dtIntField(t *py.Thread, c *column, fn func(ns int64) int64) (*column, error) {
	n := c.len()
	if err := t.Charge(int64(n)); err != nil {
		return nil, err
	}
	if !c.hasNA() {
		out, err := newColumn(t, dtInt, n)
		if err != nil {
			return nil, err
		}
		for j, v := range c.i {
			out.i[j] = fn(v)
		}
		return out, nil
	}
	out, err := newColumn(t, dtFloat, n)
	if err != nil {
		return nil, err
	}
	for j, v := range c.i {
		if v == natInt {
			out.f[j] = math.NaN()
		} else {
			out.f[j] = float64(fn(v))
		}
	}
	return out, nil
}

// dtObjField makes an object column of a field (NaN for NaT).
func (m *Module) dtObjField(t *py.Thread, c *column, fn func(ns int64) py.Value) (*column, error) {
	n := c.len()
	out, err := newColumn(t, dtObject, n)
	if err != nil {
		return nil, err
	}
	for j, v := range c.i {
		if v == natInt {
			out.o[j] = py.Float(math.NaN())
		} else {
			out.o[j] = fn(v)
		}
	}
	return out, nil
}

// makeDtAccessor creates DatetimeProperties.
func (m *Module) makeDtAccessor(t *py.Thread) error {
	attrs := map[string]py.Value{}
	prop := func(name string, fn func(t *py.Thread, s *Series) (py.Value, error)) {
		attrs[name] = &py.Property{Name: name, Get: py.NewBuiltin(name, func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			return fn(t, args[0].(*py.Instance).Base.(*dtAcc).s)
		})}
	}
	wrap := func(s *Series, c *column) py.Value { return m.wrapSeries(c, s.idx, s.name) }
	for _, name := range []string{"year", "month", "day", "hour", "minute", "second", "microsecond", "nanosecond",
		"dayofweek", "day_of_week", "weekday", "dayofyear", "day_of_year", "quarter", "days_in_month", "daysinmonth", "week", "weekofyear"} {
		name := name
		prop(name, func(t *py.Thread, s *Series) (py.Value, error) {
			if s.col.dt != dtDatetime {
				return nil, py.NewAttributeError("'TimedeltaProperties' object has no attribute '%s'", name)
			}
			c, err := m.dtIntField(t, s.col, func(ns int64) int64 { v, _ := timestampField(ns, name); return v })
			if err != nil {
				return nil, err
			}
			return wrap(s, c), nil
		})
	}
	for _, name := range []string{"is_month_start", "is_month_end", "is_year_start", "is_year_end", "is_quarter_start", "is_quarter_end", "is_leap_year"} {
		name := name
		prop(name, func(t *py.Thread, s *Series) (py.Value, error) {
			c, err := newColumn(t, dtBool, s.col.len())
			if err != nil {
				return nil, err
			}
			for j, v := range s.col.i {
				c.b[j] = v != natInt && dateFlag(v, name)
			}
			return wrap(s, c), nil
		})
	}
	prop("date", func(t *py.Thread, s *Series) (py.Value, error) {
		n := s.col.len()
		out, err := newColumn(t, dtObject, n)
		if err != nil {
			return nil, err
		}
		for j, v := range s.col.i {
			if v == natInt {
				out.o[j] = m.nat
				continue
			}
			d, err := m.pyDatetime(t, v, true)
			if err != nil {
				return nil, err
			}
			out.o[j] = d
		}
		return wrap(s, out), nil
	})
	// Timedelta components.
	prop("days", func(t *py.Thread, s *Series) (py.Value, error) {
		c, err := m.dtIntField(t, s.col, func(ns int64) int64 { return floorDiv(ns, nsPerDay) })
		if err != nil {
			return nil, err
		}
		return wrap(s, c), nil
	})
	prop("seconds", func(t *py.Thread, s *Series) (py.Value, error) {
		c, err := m.dtIntField(t, s.col, func(ns int64) int64 { return (ns - floorDiv(ns, nsPerDay)*nsPerDay) / nsPerSec })
		if err != nil {
			return nil, err
		}
		return wrap(s, c), nil
	})
	var ms []method
	meth := func(name string, fn func(t *py.Thread, s *Series, args []py.Value, kwargs []py.Kwarg) (py.Value, error)) {
		ms = append(ms, method{Name: name, Fn: func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			return fn(t, self.(*py.Instance).Base.(*dtAcc).s, args, kwargs)
		}})
	}
	meth("day_name", func(t *py.Thread, s *Series, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		c, err := m.dtObjField(t, s.col, func(ns int64) py.Value { return py.NewStr(dayNames[weekday(ns)]) })
		if err != nil {
			return nil, err
		}
		return wrap(s, c), nil
	})
	meth("month_name", func(t *py.Thread, s *Series, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		c, err := m.dtObjField(t, s.col, func(ns int64) py.Value { return py.NewStr(monthNames[nsTime(ns).Month()-1]) })
		if err != nil {
			return nil, err
		}
		return wrap(s, c), nil
	})
	meth("strftime", func(t *py.Thread, s *Series, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		vals, err := bind("strftime", []string{"date_format"}, 1, args, kwargs)
		if err != nil {
			return nil, err
		}
		f, err := argStr(vals[0], "date_format", "")
		if err != nil {
			return nil, err
		}
		c, err := m.dtObjField(t, s.col, func(ns int64) py.Value { return py.NewStr(strftime(ns, f)) })
		if err != nil {
			return nil, err
		}
		return wrap(s, c), nil
	})
	meth("normalize", func(t *py.Thread, s *Series, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		c, err := newColumn(t, dtDatetime, s.col.len())
		if err != nil {
			return nil, err
		}
		for j, v := range s.col.i {
			if v == natInt {
				c.i[j] = natInt
			} else {
				c.i[j] = floorDiv(v, nsPerDay) * nsPerDay
			}
		}
		return wrap(s, c), nil
	})
	for _, how := range []string{"floor", "ceil", "round"} {
		how := how
		meth(how, func(t *py.Thread, s *Series, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			vals, err := bind(how, []string{"freq", "ambiguous", "nonexistent"}, 1, args, kwargs)
			if err != nil {
				return nil, err
			}
			f, err := argStr(vals[0], "freq", "")
			if err != nil {
				return nil, err
			}
			unit, ok := freqUnit(f)
			if !ok {
				return nil, py.NewValueError("Invalid frequency: %s", f)
			}
			c, err := newColumn(t, s.col.dt, s.col.len())
			if err != nil {
				return nil, err
			}
			for j, v := range s.col.i {
				if v == natInt {
					c.i[j] = natInt
				} else {
					c.i[j] = roundNs(v, unit, how)
				}
			}
			return wrap(s, c), nil
		})
	}
	meth("total_seconds", func(t *py.Thread, s *Series, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		c, err := newColumn(t, dtFloat, s.col.len())
		if err != nil {
			return nil, err
		}
		for j, v := range s.col.i {
			if v == natInt {
				c.f[j] = math.NaN()
			} else {
				c.f[j] = float64(v) / 1e9
			}
		}
		return wrap(s, c), nil
	})
	meth("isocalendar", func(t *py.Thread, s *Series, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		n := s.col.len()
		if err := chargeCells(t, n, 1, 24); err != nil {
			return nil, err
		}
		yr, wk, dy := intCol(make([]int64, n)), intCol(make([]int64, n)), intCol(make([]int64, n))
		for j, v := range s.col.i {
			y, w := nsTime(v).ISOWeek()
			yr.i[j], wk.i[j], dy.i[j] = int64(y), int64(w), int64(weekday(v)+1)
		}
		cols, err := m.labelsIndex(t, []py.Value{py.NewStr("year"), py.NewStr("week"), py.NewStr("day")})
		if err != nil {
			return nil, err
		}
		return m.wrapFrame(&Frame{cols: []*column{yr, wk, dy}, columns: cols, idx: s.idx}), nil
	})
	var err error
	m.dtAccCls, err = m.newClass(t, "pandas.core.indexes.accessors", "DatetimeProperties", nil, ms, attrs)
	return err
}

// freqUnit returns the nanoseconds of a fixed frequency string ('D',
// 'H', '15min', 'S').
func freqUnit(f string) (int64, bool) {
	k := 0
	for k < len(f) && f[k] >= '0' && f[k] <= '9' {
		k++
	}
	mult := int64(1)
	if k > 0 {
		n := int64(0)
		for _, c := range f[:k] {
			n = n*10 + int64(c-'0')
		}
		mult = n
	}
	unit := f[k:]
	switch unit {
	case "D":
		return mult * nsPerDay, true
	case "H", "h":
		return mult * 3600 * nsPerSec, true
	case "T", "min":
		return mult * 60 * nsPerSec, true
	case "S", "s":
		return mult * nsPerSec, true
	case "L", "ms":
		return mult * 1e6, true
	case "U", "us":
		return mult * 1e3, true
	case "N", "ns":
		return mult, true
	case "W":
		return mult * 7 * nsPerDay, true
	}
	return 0, false
}
