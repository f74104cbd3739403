package pandas

import (
	"math"
	"strconv"
	"strings"
	"time"

	"github.com/kraitpy/krait/py"
	"github.com/kraitpy/krait/stdlib/datetime"
)

// This file is the Timestamp, Timedelta and NaT classes, and the dtype
// objects of datetime columns (numpy has no datetime64 in krait).

// dtypeName is the state of a dtype object krait's numpy lacks
// (datetime64[ns], timedelta64[ns]).
type dtypeName struct{ name string }

// Type implements py.Value.
func (*dtypeName) Type() *py.Type { return opaque }

// makeDatetimeClasses creates Timestamp, Timedelta, NaT and NA.
func (m *Module) makeDatetimeClasses(t *py.Thread) error {
	dn := func(self py.Value) *dtypeName { return self.(*py.Instance).Base.(*dtypeName) }
	var err error
	m.dtypeNameCls, err = m.newClass(t, "numpy", "dtype[datetime64]", nil, []method{
		{Name: "__repr__", Fn: func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			switch dn(self).name {
			case "datetime64[ns]":
				return py.NewStr("dtype('<M8[ns]')"), nil
			case "category":
				return py.NewStr("CategoricalDtype"), nil
			}
			return py.NewStr("dtype('<m8[ns]')"), nil
		}},
		{Name: "__str__", Fn: func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			return py.NewStr(dn(self).name), nil
		}},
		{Name: "__eq__", Fn: func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			name := dn(self).name
			switch o := args[0].(type) {
			case *py.Str:
				s := o.String()
				return py.NewBool(s == name || s == strings.TrimSuffix(name, "[ns]") || (name == "datetime64[ns]" && (s == "<M8[ns]" || s == "M8[ns]"))), nil
			case *py.Instance:
				if d, ok := o.Base.(*dtypeName); ok {
					return py.NewBool(d.name == name), nil
				}
			}
			return py.False, nil
		}},
		{Name: "__hash__", Fn: func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			h, err := py.Hash(t, py.NewStr(dn(self).name))
			return py.NewInt(h), err
		}},
	}, map[string]py.Value{
		"name": &py.Property{Name: "name", Get: py.NewBuiltin("name", func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			return py.NewStr(dn(args[0]).name), nil
		})},
		"kind": &py.Property{Name: "kind", Get: py.NewBuiltin("kind", func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			if dn(args[0]).name == "datetime64[ns]" {
				return py.NewStr("M"), nil
			}
			return py.NewStr("m"), nil
		})},
	})
	if err != nil {
		return err
	}
	if err := m.makeTimestampClass(t); err != nil {
		return err
	}
	if err := m.makeTimedeltaClass(t); err != nil {
		return err
	}
	m.natCls, err = m.newClass(t, "pandas._libs.tslibs.nattype", "NaTType", nil, []method{
		{Name: "__repr__", Fn: func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			return py.NewStr("NaT"), nil
		}},
		{Name: "__bool__", Fn: func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			return py.True, nil
		}},
		{Name: "__eq__", Fn: func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			return py.False, nil
		}},
		{Name: "__ne__", Fn: func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			return py.True, nil
		}},
		{Name: "__hash__", Fn: func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			return py.NewInt(natInt), nil
		}},
		{Name: "isoformat", Fn: func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			return py.NewStr("NaT"), nil
		}},
		{Name: "strftime", Fn: func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			return nil, py.NewValueError("NaTType does not support strftime")
		}},
	}, nil)
	if err != nil {
		return err
	}
	m.nat = &py.Instance{Class: m.natCls, Base: &natValue{}}
	m.naCls, err = m.newClass(t, "pandas._libs.missing", "NAType", nil, []method{
		{Name: "__repr__", Fn: func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			return py.NewStr("<NA>"), nil
		}},
		{Name: "__bool__", Fn: func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			return nil, py.NewTypeError("boolean value of NA is ambiguous")
		}},
	}, nil)
	if err != nil {
		return err
	}
	m.na = &py.Instance{Class: m.naCls, Base: &naValue{}}
	m.mod.Dict.SetStr("NaT", m.nat)
	m.mod.Dict.SetStr("NA", m.na)
	return nil
}

// tsSelf returns the nanoseconds of a Timestamp receiver.
func tsSelf(self py.Value) (int64, error) {
	if ns, ok := tsOf(self); ok {
		return ns, nil
	}
	return 0, py.NewTypeError("descriptor requires a 'Timestamp' object but received a '%s'", py.TypeName(self))
}

// tsMeth makes a Timestamp method.
func tsMeth(name string, fn func(t *py.Thread, ns int64, args []py.Value, kwargs []py.Kwarg) (py.Value, error)) method {
	return method{Name: name, Fn: func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		ns, err := tsSelf(self)
		if err != nil {
			return nil, err
		}
		return fn(t, ns, args, kwargs)
	}}
}

// timestampFields are the integer attributes of a Timestamp.
func timestampField(ns int64, name string) (int64, bool) {
	tt := nsTime(ns)
	switch name {
	case "year":
		return int64(tt.Year()), true
	case "month":
		return int64(tt.Month()), true
	case "day":
		return int64(tt.Day()), true
	case "hour":
		return int64(tt.Hour()), true
	case "minute":
		return int64(tt.Minute()), true
	case "second":
		return int64(tt.Second()), true
	case "microsecond":
		return int64(tt.Nanosecond() / 1000), true
	case "nanosecond":
		return int64(tt.Nanosecond() % 1000), true
	case "dayofweek", "day_of_week", "weekday":
		return int64(weekday(ns)), true
	case "dayofyear", "day_of_year":
		return int64(tt.YearDay()), true
	case "quarter":
		return int64((tt.Month()-1)/3 + 1), true
	case "days_in_month", "daysinmonth":
		return int64(daysIn(tt.Year(), int(tt.Month()))), true
	case "week", "weekofyear":
		_, w := tt.ISOWeek()
		return int64(w), true
	}
	return 0, false
}

// makeTimestampClass creates pandas.Timestamp.
func (m *Module) makeTimestampClass(t *py.Thread) error {
	attrs := map[string]py.Value{}
	for _, name := range []string{"year", "month", "day", "hour", "minute", "second", "microsecond", "nanosecond",
		"dayofweek", "day_of_week", "dayofyear", "day_of_year", "quarter", "days_in_month", "daysinmonth", "week", "weekofyear"} {
		name := name
		attrs[name] = &py.Property{Name: name, Get: py.NewBuiltin(name, func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			ns, err := tsSelf(args[0])
			if err != nil {
				return nil, err
			}
			v, _ := timestampField(ns, name)
			return py.NewInt(v), nil
		})}
	}
	for _, name := range []string{"is_month_start", "is_month_end", "is_year_start", "is_year_end", "is_quarter_start", "is_quarter_end", "is_leap_year"} {
		name := name
		attrs[name] = &py.Property{Name: name, Get: py.NewBuiltin(name, func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			ns, err := tsSelf(args[0])
			if err != nil {
				return nil, err
			}
			return py.NewBool(dateFlag(ns, name)), nil
		})}
	}
	methods := []method{
		tsMeth("__repr__", func(t *py.Thread, ns int64, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			return py.NewStr("Timestamp('" + formatTimestamp(ns) + "')"), nil
		}),
		tsMeth("__str__", func(t *py.Thread, ns int64, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			return py.NewStr(formatTimestamp(ns)), nil
		}),
		tsMeth("__format__", func(t *py.Thread, ns int64, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			spec := ""
			if len(args) > 0 {
				spec, _ = strOf(args[0])
			}
			if spec == "" {
				return py.NewStr(formatTimestamp(ns)), nil
			}
			if strings.Contains(spec, "%") {
				return py.NewStr(strftime(ns, spec)), nil
			}
			s, err := py.Format(t, py.NewStr(formatTimestamp(ns)), spec)
			return py.NewStr(s), err
		}),
		tsMeth("__hash__", func(t *py.Thread, ns int64, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			return py.NewInt(ns), nil
		}),
		tsMeth("isoformat", func(t *py.Thread, ns int64, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			sep := "T"
			if len(args) > 0 {
				sep, _ = strOf(args[0])
			}
			if err := chargeCells(t, len(sep)+32, 1, 1); err != nil {
				return nil, err
			}
			return py.NewStr(strings.Replace(formatTimestamp(ns), " ", sep, 1)), nil
		}),
		tsMeth("strftime", func(t *py.Thread, ns int64, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			vals, err := bind("strftime", []string{"format"}, 1, args, kwargs)
			if err != nil {
				return nil, err
			}
			f, err := argStr(vals[0], "format", "")
			if err != nil {
				return nil, err
			}
			return py.NewStr(strftime(ns, f)), nil
		}),
		tsMeth("weekday", func(t *py.Thread, ns int64, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			return py.NewInt(int64(weekday(ns))), nil
		}),
		tsMeth("isoweekday", func(t *py.Thread, ns int64, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			return py.NewInt(int64(weekday(ns) + 1)), nil
		}),
		tsMeth("day_name", func(t *py.Thread, ns int64, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			return py.NewStr(dayNames[weekday(ns)]), nil
		}),
		tsMeth("month_name", func(t *py.Thread, ns int64, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			return py.NewStr(monthNames[nsTime(ns).Month()-1]), nil
		}),
		tsMeth("normalize", func(t *py.Thread, ns int64, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			return m.timestamp(floorDiv(ns, nsPerDay) * nsPerDay), nil
		}),
		tsMeth("timestamp", func(t *py.Thread, ns int64, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			return py.Float(float64(ns) / 1e9), nil
		}),
		tsMeth("date", func(t *py.Thread, ns int64, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			return m.pyDatetime(t, ns, true)
		}),
		tsMeth("to_pydatetime", func(t *py.Thread, ns int64, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			return m.pyDatetime(t, ns, false)
		}),
		tsMeth("to_datetime64", func(t *py.Thread, ns int64, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			return m.timestamp(ns), nil
		}),
		tsMeth("floor", func(t *py.Thread, ns int64, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			return m.roundTimestamp(t, ns, args, kwargs, "floor")
		}),
		tsMeth("ceil", func(t *py.Thread, ns int64, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			return m.roundTimestamp(t, ns, args, kwargs, "ceil")
		}),
		tsMeth("round", func(t *py.Thread, ns int64, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			return m.roundTimestamp(t, ns, args, kwargs, "round")
		}),
		tsMeth("replace", func(t *py.Thread, ns int64, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			tt := nsTime(ns)
			y, mo, d := tt.Date()
			h, mi, s := tt.Clock()
			nsec := tt.Nanosecond()
			for _, kw := range kwargs {
				v, ok := pyInt64(kw.Value)
				if !ok {
					return nil, py.NewTypeError("replace() argument must be int")
				}
				switch kw.Name {
				case "year":
					y = int(v)
				case "month":
					mo = time.Month(v)
				case "day":
					d = int(v)
				case "hour":
					h = int(v)
				case "minute":
					mi = int(v)
				case "second":
					s = int(v)
				case "microsecond":
					nsec = int(v)*1000 + nsec%1000
				default:
					return nil, py.NewTypeError("replace() got an unexpected keyword argument '%s'", kw.Name)
				}
			}
			return m.timestamp(time.Date(y, mo, d, h, mi, s, nsec, time.UTC).UnixNano()), nil
		}),
	}
	methods = append(methods, m.timeArith(true)...) //krait:alloc-ok a method table: fixed lists, built once when the class is made
	cls, err := m.newClass(t, "pandas._libs.tslibs.timestamps", "Timestamp", nil, methods, attrs)
	if err != nil {
		return err
	}
	cls.Dict.SetStr("__new__", &py.StaticMethod{Func: py.NewBuiltin("__new__", func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		return m.newTimestamp(t, args[1:], kwargs)
	})})
	for _, name := range []string{"now", "today"} {
		cls.Dict.SetStr(name, &py.ClassMethod{Func: py.NewBuiltin(name, func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			return m.timestamp(timeNs(t.Now())), nil
		})})
	}
	m.timestampCls = cls
	m.mod.Dict.SetStr("Timestamp", cls)
	return nil
}

// dateFlag answers Timestamp.is_month_start and friends.
func dateFlag(ns int64, name string) bool {
	tt := nsTime(ns)
	y, mo, d := tt.Year(), int(tt.Month()), tt.Day()
	switch name {
	case "is_month_start":
		return d == 1
	case "is_month_end":
		return d == daysIn(y, mo)
	case "is_year_start":
		return d == 1 && mo == 1
	case "is_year_end":
		return d == 31 && mo == 12
	case "is_quarter_start":
		return d == 1 && (mo-1)%3 == 0
	case "is_quarter_end":
		return mo%3 == 0 && d == daysIn(y, mo)
	case "is_leap_year":
		return daysIn(y, 2) == 29
	}
	return false
}

// floorDiv is floor division of int64s.
func floorDiv(a, b int64) int64 {
	q := a / b
	if (a%b != 0) && ((a < 0) != (b < 0)) {
		q--
	}
	return q
}

// roundTimestamp is Timestamp.floor/ceil/round(freq).
func (m *Module) roundTimestamp(t *py.Thread, ns int64, args []py.Value, kwargs []py.Kwarg, how string) (py.Value, error) {
	vals, err := bind(how, []string{"freq", "ambiguous", "nonexistent"}, 1, args, kwargs)
	if err != nil {
		return nil, err
	}
	f, err := argStr(vals[0], "freq", "")
	if err != nil {
		return nil, err
	}
	unit, ok := parseTimedelta("1" + strings.TrimLeft(f, "0123456789"))
	if n := strings.TrimRight(f, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"); n != "" {
		k, _ := strconv.Atoi(n)
		unit *= int64(k)
	}
	if !ok || unit <= 0 {
		return nil, py.NewValueError("Invalid frequency: %s", f)
	}
	return m.timestamp(roundNs(ns, unit, how)), nil
}

// roundNs rounds ns to a multiple of unit.
func roundNs(ns, unit int64, how string) int64 {
	fl := floorDiv(ns, unit) * unit
	switch how {
	case "floor":
		return fl
	case "ceil":
		if fl == ns {
			return ns
		}
		return fl + unit
	}
	r := ns - fl
	if r*2 > unit || (r*2 == unit && (fl/unit)%2 != 0) {
		return fl + unit
	}
	return fl
}

// pyDatetime converts to the datetime module's datetime (or date).
func (m *Module) pyDatetime(t *py.Thread, ns int64, dateOnly bool) (py.Value, error) {
	mod := m.Datetime
	if mod == nil {
		return nil, py.NewNotImplementedError("the datetime module is not available")
	}
	tt := nsTime(ns)
	if dateOnly {
		cls, err := py.GetAttrByName(t, mod, "date")
		if err != nil {
			return nil, err
		}
		return py.Call(t, cls, []py.Value{py.NewInt(int64(tt.Year())), py.NewInt(int64(tt.Month())), py.NewInt(int64(tt.Day()))}, nil)
	}
	return datetime.FromTime(mod, tt.Truncate(time.Microsecond), true)
}

// newTimestamp is pd.Timestamp(value) or pd.Timestamp(year, month, day,
// ...).
func (m *Module) newTimestamp(t *py.Thread, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	vals, err := bind("Timestamp", []string{"ts_input", "freq", "tz", "unit", "year", "month", "day", "hour", "minute", "second", "microsecond", "nanosecond", "tzinfo"}, 0, args, kwargs)
	if err != nil {
		return nil, err
	}
	if len(args) >= 3 || !isNone(vals[4]) {
		// Timestamp(2024, 1, 15[, h, m, s]) or year=..., month=..., day=...
		parts := []int{1970, 1, 1, 0, 0, 0, 0}
		src := args
		if len(args) < 3 {
			src = nil
			for k := 4; k <= 10; k++ {
				src = append(src, vals[k])
			}
		}
		for k := 0; k < len(src) && k < 7; k++ {
			if isNone(src[k]) {
				continue
			}
			v, ok := pyInt64(src[k])
			if !ok {
				return nil, py.NewTypeError("an integer is required")
			}
			parts[k] = int(v)
		}
		if parts[1] < 1 || parts[1] > 12 {
			return nil, py.NewValueError("month must be in 1..12")
		}
		if parts[2] < 1 || parts[2] > daysIn(parts[0], parts[1]) {
			return nil, py.NewValueError("day is out of range for month")
		}
		return m.timestamp(time.Date(parts[0], time.Month(parts[1]), parts[2], parts[3], parts[4], parts[5], parts[6]*1000, time.UTC).UnixNano()), nil
	}
	v := vals[0]
	if v == nil {
		return nil, py.NewTypeError("__new__() missing required argument 'ts_input' (pos 1)")
	}
	unit, _ := argStr(vals[3], "unit", "ns")
	ns, err := m.toDatetimeValue(t, v, "", false, "raise")
	if err != nil {
		return nil, err
	}
	if n, ok := pyNumber(v); ok && !isNAValue(v) {
		mult, ok := timedeltaUnit(unit)
		if !ok {
			return nil, py.NewValueError("Invalid unit %s", unit)
		}
		ns = int64(math.Round(n * mult))
	}
	return m.timestamp(ns), nil
}
