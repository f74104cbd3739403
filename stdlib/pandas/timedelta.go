package pandas

import (
	"math"
	"strings"

	"github.com/kraitpy/krait/py"
	"github.com/kraitpy/krait/stdlib/datetime"
)

// This file is the Timedelta class, the arithmetic and comparisons of
// Timestamps and Timedeltas, and the conversion of one value as
// to_datetime does it.

// tdSelf returns the nanoseconds of a Timedelta receiver.
func tdSelf(self py.Value) (int64, error) {
	if ns, ok := tdOf(self); ok {
		return ns, nil
	}
	return 0, py.NewTypeError("descriptor requires a 'Timedelta' object but received a '%s'", py.TypeName(self))
}

// makeTimedeltaClass creates pandas.Timedelta.
func (m *Module) makeTimedeltaClass(t *py.Thread) error {
	prop := func(name string, fn func(ns int64) py.Value) *py.Property {
		return &py.Property{Name: name, Get: py.NewBuiltin(name, func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			ns, err := tdSelf(args[0])
			if err != nil {
				return nil, err
			}
			return fn(ns), nil
		})}
	}
	attrs := map[string]py.Value{
		"days": prop("days", func(ns int64) py.Value { return py.NewInt(floorDiv(ns, nsPerDay)) }),
		"seconds": prop("seconds", func(ns int64) py.Value {
			return py.NewInt((ns - floorDiv(ns, nsPerDay)*nsPerDay) / nsPerSec)
		}),
		"microseconds": prop("microseconds", func(ns int64) py.Value {
			return py.NewInt((ns - floorDiv(ns, nsPerSec)*nsPerSec) / 1000)
		}),
		"nanoseconds": prop("nanoseconds", func(ns int64) py.Value {
			return py.NewInt((ns%1000 + 1000) % 1000)
		}),
		"value": prop("value", func(ns int64) py.Value { return py.NewInt(ns) }),
	}
	methods := []method{
		{Name: "__repr__", Fn: func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			ns, err := tdSelf(self)
			if err != nil {
				return nil, err
			}
			return py.NewStr("Timedelta('" + formatTimedelta(ns) + "')"), nil
		}},
		{Name: "__str__", Fn: func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			ns, err := tdSelf(self)
			if err != nil {
				return nil, err
			}
			return py.NewStr(formatTimedelta(ns)), nil
		}},
		{Name: "__hash__", Fn: func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			ns, err := tdSelf(self)
			return py.NewInt(ns), err
		}},
		{Name: "total_seconds", Fn: func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			ns, err := tdSelf(self)
			return py.Float(float64(ns) / 1e9), err
		}},
		{Name: "__abs__", Fn: func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			ns, err := tdSelf(self)
			if ns < 0 {
				ns = -ns
			}
			return m.timedelta(ns), err
		}},
		{Name: "__neg__", Fn: func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			ns, err := tdSelf(self)
			return m.timedelta(-ns), err
		}},
		{Name: "__bool__", Fn: func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			ns, err := tdSelf(self)
			return py.NewBool(ns != 0), err
		}},
		{Name: "to_pytimedelta", Fn: func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			ns, err := tdSelf(self)
			if err != nil {
				return nil, err
			}
			if m.Datetime == nil {
				return nil, py.NewNotImplementedError("the datetime module is not available")
			}
			return datetime.FromDuration(m.Datetime, durationOf(ns))
		}},
	}
	methods = append(methods, m.timeArith(false)...) //krait:alloc-ok a method table: fixed lists, built once when the class is made
	cls, err := m.newClass(t, "pandas._libs.tslibs.timedeltas", "Timedelta", nil, methods, attrs)
	if err != nil {
		return err
	}
	cls.Dict.SetStr("__new__", &py.StaticMethod{Func: py.NewBuiltin("__new__", func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		var value py.Value
		unit := "ns"
		total := 0.0
		for _, kw := range kwargs {
			switch kw.Name {
			case "value":
				value = kw.Value
			case "unit":
				unit, _ = strOf(kw.Value)
			default:
				mult, ok := timedeltaUnit(strings.TrimSuffix(kw.Name, "s") + "s")
				if !ok {
					if mult, ok = timedeltaUnit(kw.Name); !ok {
						return nil, py.NewTypeError("Timedelta() got an unexpected keyword argument '%s'", kw.Name)
					}
				}
				f, ok := pyNumber(kw.Value)
				if !ok {
					return nil, py.NewTypeError("Invalid type %s. Must be int or float.", py.TypeName(kw.Value))
				}
				total += f * mult
			}
		}
		if len(args) > 1 {
			value = args[1]
		}
		if len(args) > 2 {
			unit, _ = strOf(args[2])
		}
		if value == nil {
			if len(kwargs) == 0 {
				return nil, py.NewValueError("cannot construct a Timedelta without a value/unit or descriptive keywords (days,seconds....)")
			}
			return m.timedelta(int64(math.Round(total))), nil
		}
		ns, err := m.toTimedeltaValue(t, value, unit)
		if err != nil {
			return nil, err
		}
		return m.timedelta(ns), nil
	})})
	m.timedeltaCls = cls
	m.mod.Dict.SetStr("Timedelta", cls)
	return nil
}

// toTimedeltaValue converts one value to timedelta nanoseconds.
func (m *Module) toTimedeltaValue(t *py.Thread, v py.Value, unit string) (int64, error) {
	if ns, ok := tdOf(v); ok {
		return ns, nil
	}
	if isNAValue(v) {
		return natInt, nil
	}
	if d, ok := datetime.Duration(v); ok {
		return int64(d), nil
	}
	if s, ok := strOf(v); ok {
		ns, ok := parseTimedelta(s)
		if !ok {
			return 0, py.NewValueError("unit abbreviation w/o a number")
		}
		return ns, nil
	}
	if f, ok := pyNumber(v); ok {
		mult, ok := timedeltaUnit(unit)
		if !ok {
			return 0, py.NewValueError("invalid unit abbreviation: %s", unit)
		}
		return int64(math.Round(f * mult)), nil
	}
	return 0, py.NewValueError("Invalid type for timedelta scalar: %s", py.TypeName(v))
}

// timeArith makes the arithmetic and comparison methods of Timestamp
// (ts) or Timedelta.
func (m *Module) timeArith(ts bool) []method {
	self := func(v py.Value) (int64, bool) {
		if ts {
			return tsOf(v)
		}
		return tdOf(v)
	}
	// other returns the nanoseconds and kind of an operand: 't' a
	// timestamp, 'd' a duration, 'n' NaT.
	other := func(v py.Value) (int64, byte) {
		if ns, ok := tsOf(v); ok {
			return ns, 't'
		}
		if ns, ok := tdOf(v); ok {
			return ns, 'd'
		}
		if isNaT(v) {
			return 0, 'n'
		}
		if ns, ok := pyDatetimeNs(v); ok {
			return ns, 't'
		}
		if d, ok := datetime.Duration(v); ok {
			return int64(d), 'd'
		}
		return 0, 0
	}
	var ms []method
	bin := func(name string, fn func(t *py.Thread, a int64, b int64, kind byte, o py.Value) (py.Value, error)) {
		ms = append(ms, method{Name: name, Fn: func(t *py.Thread, s py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			a, _ := self(s)
			if len(args) != 1 {
				return nil, py.NewTypeError("expected 1 argument")
			}
			b, kind := other(args[0])
			return fn(t, a, b, kind, args[0])
		}})
	}
	bin("__add__", func(t *py.Thread, a, b int64, kind byte, o py.Value) (py.Value, error) {
		switch {
		case kind == 'n':
			return m.nat, nil
		case kind == 'd' && ts:
			return m.timestamp(a + b), nil
		case kind == 'd':
			return m.timedelta(a + b), nil
		case kind == 't' && !ts:
			return m.timestamp(a + b), nil
		}
		return py.NotImplemented, nil
	})
	ms = append(ms, method{Name: "__radd__", Fn: ms[0].Fn})
	bin("__sub__", func(t *py.Thread, a, b int64, kind byte, o py.Value) (py.Value, error) {
		switch {
		case kind == 'n':
			return m.nat, nil
		case kind == 'd' && ts:
			return m.timestamp(a - b), nil
		case kind == 't' && ts:
			return m.timedelta(a - b), nil
		case kind == 'd':
			return m.timedelta(a - b), nil
		}
		return py.NotImplemented, nil
	})
	bin("__rsub__", func(t *py.Thread, a, b int64, kind byte, o py.Value) (py.Value, error) {
		switch {
		case kind == 't' && ts:
			return m.timedelta(b - a), nil
		case kind == 't':
			return m.timestamp(b - a), nil
		case kind == 'd' && !ts:
			return m.timedelta(b - a), nil
		}
		return py.NotImplemented, nil
	})
	if !ts {
		bin("__mul__", func(t *py.Thread, a, b int64, kind byte, o py.Value) (py.Value, error) {
			if f, ok := pyNumber(o); ok {
				return m.timedelta(int64(math.Round(float64(a) * f))), nil
			}
			return py.NotImplemented, nil
		})
		ms = append(ms, method{Name: "__rmul__", Fn: ms[len(ms)-1].Fn})
		bin("__truediv__", func(t *py.Thread, a, b int64, kind byte, o py.Value) (py.Value, error) {
			if kind == 'd' {
				return py.Float(float64(a) / float64(b)), nil
			}
			if f, ok := pyNumber(o); ok {
				return m.timedelta(int64(float64(a) / f)), nil
			}
			return py.NotImplemented, nil
		})
		bin("__floordiv__", func(t *py.Thread, a, b int64, kind byte, o py.Value) (py.Value, error) {
			if kind == 'd' {
				if b == 0 {
					return nil, py.NewZeroDivisionError("integer division or modulo by zero")
				}
				return py.NewInt(floorDiv(a, b)), nil
			}
			if f, ok := pyNumber(o); ok {
				return m.timedelta(int64(math.Floor(float64(a) / f))), nil
			}
			return py.NotImplemented, nil
		})
	}
	cmp := func(name string, test func(c int) bool, eq bool) {
		bin(name, func(t *py.Thread, a, b int64, kind byte, o py.Value) (py.Value, error) {
			want := byte('d')
			if ts {
				want = 't'
			}
			if kind == 'n' {
				return py.NewBool(name == "__ne__"), nil
			}
			if kind != want {
				if s, ok := strOf(o); ok && ts {
					if ns, ok := parseDatetime(s, false); ok {
						b, kind = ns, want
					}
				}
			}
			if kind != want {
				if eq {
					return py.NewBool(name == "__ne__"), nil
				}
				return py.NotImplemented, nil
			}
			c := 0
			if a < b {
				c = -1
			} else if a > b {
				c = 1
			}
			return py.NewBool(test(c)), nil
		})
	}
	cmp("__eq__", func(c int) bool { return c == 0 }, true)
	cmp("__ne__", func(c int) bool { return c != 0 }, true)
	cmp("__lt__", func(c int) bool { return c < 0 }, false)
	cmp("__le__", func(c int) bool { return c <= 0 }, false)
	cmp("__gt__", func(c int) bool { return c > 0 }, false)
	cmp("__ge__", func(c int) bool { return c >= 0 }, false)
	return ms
}

// toDatetimeValue converts one value as to_datetime does (format: a
// strptime format, or "" to infer). errors is "raise", "coerce" or
// "ignore".
func (m *Module) toDatetimeValue(t *py.Thread, v py.Value, format string, dayfirst bool, errors string) (int64, error) {
	if ns, ok := tsOf(v); ok {
		return ns, nil
	}
	if isNAValue(v) {
		return natInt, nil
	}
	if ns, ok := pyDatetimeNs(v); ok {
		return ns, nil
	}
	if s, ok := strOf(v); ok {
		var ns int64
		if format != "" {
			ns, ok = parseWithFormat(s, format)
		} else {
			ns, ok = parseDatetime(s, dayfirst)
		}
		if ok {
			return ns, nil
		}
		if errors == "coerce" {
			return natInt, nil
		}
		if format != "" {
			return 0, py.NewValueError("time data '%s' does not match format '%s' (match)", s, format)
		}
		return 0, m.parserErr(t, s)
	}
	if f, ok := pyNumber(v); ok {
		return int64(f), nil
	}
	if errors == "coerce" {
		return natInt, nil
	}
	return 0, py.NewTypeError("<class '%s'> is not convertible to datetime", py.TypeName(v))
}

// parserErr is dateutil's ParserError for an unparseable date string
// (a ValueError).
func (m *Module) parserErr(t *py.Thread, s string) error {
	return raise(t, m.dateParserError, "Unknown string format: "+s+" present at position 0")
}
