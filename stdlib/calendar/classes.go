package calendar

import (
	"strconv"

	"github.com/kraitpy/krait/py"
	"github.com/kraitpy/krait/stdlib/internal/goclass"
)

// The Calendar and TextCalendar classes keep their first weekday in the
// _firstweekday attribute, as CPython's do; firstweekday is a property
// over it, and getfirstweekday() reduces it modulo 7.

// firstOf reads an instance's first weekday.
func firstOf(t *py.Thread, self py.Value) (int64, error) {
	v, err := py.GetAttr(t, self, "_firstweekday")
	if err != nil {
		return 0, err
	}
	n, err := py.Index(t, v)
	if err != nil {
		return 0, err
	}
	return ((n % 7) + 7) % 7, nil
}

// newClasses creates Calendar and TextCalendar; date makes
// datetime.date values (nil when datetime is not available).
func (m *module) newClasses(t *py.Thread, date py.Value) (*py.Type, *py.Type, error) {
	meth := func(name string, fn func(t *py.Thread, self py.Value, first int64, args []py.Value, kwargs []py.Kwarg) (py.Value, error)) goclass.Method {
		return goclass.Method{Name: name, Fn: func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			first, err := firstOf(t, self)
			if err != nil {
				return nil, err
			}
			return fn(t, self, first, args, kwargs)
		}}
	}
	ym := func(t *py.Thread, fname string, args []py.Value, kwargs []py.Kwarg) (int64, int64, error) {
		var yv, mv py.Value
		if err := py.UnpackArgs(fname, args, kwargs, []string{"year", "month"}, 2, &yv, &mv); err != nil {
			return 0, 0, err
		}
		a, err := indexes(t, []py.Value{yv, mv}, []int64{0, 0})
		if err != nil {
			return 0, 0, err
		}
		return a[0], a[1], nil
	}
	// grid returns the month's weeks with each cell made by cell.
	grid := func(fname string, cell func(t *py.Thread, y, mo, d, wd int64) (py.Value, error), flat bool) func(t *py.Thread, self py.Value, first int64, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		return func(t *py.Thread, self py.Value, first int64, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			y, mo, err := ym(t, fname, args, kwargs)
			if err != nil {
				return nil, err
			}
			ws, err := m.weeks(y, mo, first)
			if err != nil {
				return nil, err
			}
			var rows, all []py.Value
			for wi, week := range ws {
				cells := make([]py.Value, 7)
				for i, d := range week {
					wd := (first + int64(i)) % 7
					if cells[i], err = cell(t, y, mo, d, wd); err != nil {
						return nil, err
					}
					if d == 0 && date != nil && cells[i] == nil {
						// itermonthdates: the days of the neighbouring months.
						cells[i], err = m.outsideDate(t, date, y, mo, int64(wi), int64(i), week)
						if err != nil {
							return nil, err
						}
					}
				}
				rows = append(rows, py.NewList(cells))
				all = append(all, cells...) //krait:alloc-ok 7 cells a week, at most 6 weeks in a month
			}
			if flat {
				return py.Iterate(t, py.NewList(all))
			}
			return py.NewList(rows), nil
		}
	}
	day := func(t *py.Thread, y, mo, d, wd int64) (py.Value, error) { return py.NewInt(d), nil }
	day2 := func(t *py.Thread, y, mo, d, wd int64) (py.Value, error) {
		return py.NewTuple([]py.Value{py.NewInt(d), py.NewInt(wd)}), nil
	}
	dateCell := func(t *py.Thread, y, mo, d, wd int64) (py.Value, error) {
		if date == nil {
			return nil, py.NewNotImplementedError("krait's calendar has no datetime here")
		}
		if d == 0 {
			return nil, nil
		}
		return py.Call(t, date, []py.Value{py.NewInt(y), py.NewInt(mo), py.NewInt(d)}, nil)
	}
	cal, err := goclass.New(t, goclass.Spec{Module: "calendar", Name: "Calendar", Methods: []goclass.Method{
		{Name: "__init__", Fn: func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			var fw py.Value = py.NewInt(0)
			if err := py.UnpackArgs("Calendar", args, kwargs, []string{"firstweekday"}, 0, &fw); err != nil {
				return nil, err
			}
			return py.None, py.SetAttr(t, self, "_firstweekday", fw)
		}},
		meth("getfirstweekday", func(t *py.Thread, self py.Value, first int64, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			return py.NewInt(first), py.CheckNoArgs("getfirstweekday", args, kwargs)
		}),
		{Name: "setfirstweekday", Fn: func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			if err := py.CheckExactlyOne("setfirstweekday", args, kwargs); err != nil {
				return nil, err
			}
			return py.None, py.SetAttr(t, self, "_firstweekday", args[0])
		}},
		meth("iterweekdays", func(t *py.Thread, self py.Value, first int64, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			out := make([]py.Value, 7)
			for i := range out {
				out[i] = py.NewInt((first + int64(i)) % 7)
			}
			return py.Iterate(t, py.NewList(out))
		}),
		meth("itermonthdays", grid("itermonthdays", day, true)),
		meth("itermonthdays2", grid("itermonthdays2", day2, true)),
		meth("itermonthdates", grid("itermonthdates", dateCell, true)),
		meth("monthdayscalendar", grid("monthdayscalendar", day, false)),
		meth("monthdays2calendar", grid("monthdays2calendar", day2, false)),
		meth("monthdatescalendar", grid("monthdatescalendar", dateCell, false)),
	}})
	if err != nil {
		return nil, nil, err
	}
	getFW := py.NewBuiltin("firstweekday", func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		if len(args) != 1 {
			return nil, py.NewTypeError("firstweekday getter takes the instance")
		}
		n, err := firstOf(t, args[0])
		return py.NewInt(n), err
	})
	setFW := py.NewBuiltin("firstweekday", func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		if len(args) != 2 {
			return nil, py.NewTypeError("firstweekday setter takes the instance and a value")
		}
		return py.None, py.SetAttr(t, args[0], "_firstweekday", args[1])
	})
	cal.Dict.SetStr("firstweekday", &py.Property{Get: getFW, Set: setFW, Doc: py.None})
	text, err := goclass.New(t, goclass.Spec{Module: "calendar", Name: "TextCalendar", Bases: []*py.Type{cal}, Methods: []goclass.Method{
		meth("formatmonth", func(t *py.Thread, self py.Value, first int64, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			a, err := monthArgs(t, args, kwargs, "formatmonth")
			if err != nil {
				return nil, err
			}
			s, err := m.formatMonth(t, a[0], a[1], a[2], a[3], first)
			return py.NewStr(s), err
		}),
		meth("prmonth", func(t *py.Thread, self py.Value, first int64, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			a, err := monthArgs(t, args, kwargs, "prmonth")
			if err != nil {
				return nil, err
			}
			s, err := m.formatMonth(t, a[0], a[1], a[2], a[3], first)
			if err != nil {
				return nil, err
			}
			return py.None, t.Write(s)
		}),
		meth("formatyear", func(t *py.Thread, self py.Value, first int64, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			a, err := yearArgs(t, args, kwargs, "formatyear", 2, 1)
			if err != nil {
				return nil, err
			}
			s, err := m.formatYear(t, a[0], a[1], a[2], a[3], a[4], first)
			return py.NewStr(s), err
		}),
		meth("pryear", func(t *py.Thread, self py.Value, first int64, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			a, err := yearArgs(t, args, kwargs, "pryear", 0, 0)
			if err != nil {
				return nil, err
			}
			s, err := m.formatYear(t, a[0], a[1], a[2], a[3], a[4], first)
			if err != nil {
				return nil, err
			}
			return py.None, t.Write(s)
		}),
		meth("formatweekheader", func(t *py.Thread, self py.Value, first int64, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			var wv py.Value
			if err := py.UnpackArgs("formatweekheader", args, kwargs, []string{"width"}, 1, &wv); err != nil {
				return nil, err
			}
			w, err := py.Index(t, wv)
			if err != nil {
				return nil, err
			}
			if err := reserve(t, 7, w+1); err != nil {
				return nil, err
			}
			return py.NewStr(header(int(max(w, 0)), first)), nil
		}),
		{Name: "formatmonthname", Fn: func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			var yv, mv, wv py.Value
			var withYear py.Value = py.True
			if err := py.UnpackArgs("formatmonthname", args, kwargs, []string{"theyear", "themonth", "width", "withyear"}, 3, &yv, &mv, &wv, &withYear); err != nil {
				return nil, err
			}
			a, err := indexes(t, []py.Value{yv, mv, wv}, []int64{0, 0, 0})
			if err != nil {
				return nil, err
			}
			if a[1] < 0 || a[1] > 12 {
				return nil, py.NewIndexError("list index out of range")
			}
			s := monthNames[a[1]]
			if ok, err := py.Truth(t, withYear); err != nil {
				return nil, err
			} else if ok {
				s += " " + strconv.FormatInt(a[0], 10)
			}
			if err := reserve(t, 1, a[2]); err != nil {
				return nil, err
			}
			return py.NewStr(center(s, int(max(a[2], 0)))), nil
		}},
	}})
	if err != nil {
		return nil, nil, err
	}
	return cal, text, nil
}

// outsideDate is the date itermonthdates gives a cell outside the
// month: a day of the previous month in the first week, of the next
// month in the last.
func (m *module) outsideDate(t *py.Thread, date py.Value, y, mo, wi, i int64, week [7]int64) (py.Value, error) {
	if wi == 0 {
		// Count back from the month's first day.
		firstIdx := int64(0)
		for week[firstIdx] == 0 {
			firstIdx++
		}
		py2, pm := y, mo-1
		if pm == 0 {
			py2, pm = y-1, 12
		}
		if py2 < 1 {
			return nil, py.NewOverflowError("date value out of range")
		}
		return py.Call(t, date, []py.Value{py.NewInt(py2), py.NewInt(pm), py.NewInt(monthLen(py2, pm) - (firstIdx - i) + 1)}, nil)
	}
	lastIdx := int64(6)
	for week[lastIdx] == 0 {
		lastIdx--
	}
	ny, nm := y, mo+1
	if nm == 13 {
		ny, nm = y+1, 1
	}
	if ny > 9999 {
		return nil, py.NewOverflowError("date value out of range")
	}
	return py.Call(t, date, []py.Value{py.NewInt(ny), py.NewInt(nm), py.NewInt(i - lastIdx)}, nil)
}
