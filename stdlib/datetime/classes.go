package datetime

import (
	"math"
	"math/big"

	"github.com/kraitpy/krait/py"
	tm "github.com/kraitpy/krait/stdlib/time"
)

// selfFn adapts a method body taking the instance state.
func selfFn(f func(t *py.Thread, v *dtv, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error)) py.BuiltinFunc {
	return func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		v, ok := dtvOf(self)
		if !ok {
			return nil, py.NewTypeError("descriptor requires a datetime object but received a '%s'", self.Type().Name)
		}
		return f(t, v, self, args, kwargs)
	}
}

// kindOf returns the kind of values class cls makes.
func (m *module) kindOf(cls *py.Type) int {
	switch {
	case cls.IsSubtype(m.datetime):
		return kindDateTime
	case cls.IsSubtype(m.time):
		return kindTime
	}
	return kindDate
}

// intFields converts constructor arguments to ints (nil: default).
func intFields(t *py.Thread, vals []py.Value, defaults []int64) ([]int64, error) {
	out := make([]int64, len(vals))
	for i, v := range vals {
		if v == nil {
			out[i] = defaults[i]
			continue
		}
		n, err := intArg(t, v)
		if err != nil {
			return nil, err
		}
		out[i] = n
	}
	return out, nil
}

// missingRequired reports the first required constructor argument
// neither passed positionally nor by keyword, in CPython's words.
func missingRequired(args []py.Value, kwargs []py.Kwarg, names []string, required int) error {
	for i := len(args); i < required; i++ {
		found := false
		for _, kw := range kwargs {
			if kw.Name == names[i] {
				found = true
			}
		}
		if !found {
			return py.NewTypeError("function missing required argument '%s' (pos %d)", names[i], i+1)
		}
	}
	return nil
}

// newAny is the __new__ of date, time and datetime.
func (m *module) newAny(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	if len(args) == 0 {
		return nil, py.NewTypeError("__new__(): not enough arguments")
	}
	cls, ok := args[0].(*py.Type)
	if !ok {
		return nil, py.NewTypeError("__new__(X): X is not a type object")
	}
	args = args[1:]
	kind := m.kindOf(cls)
	var v dtv
	v.kind = kind
	switch kind {
	case kindDate:
		var y, mo, d py.Value
		if err := missingRequired(args, kwargs, []string{"year", "month", "day"}, 3); err != nil {
			return nil, err
		}
		if err := unpack("function", args, kwargs, []string{"year", "month", "day"}, 3, &y, &mo, &d); err != nil {
			return nil, err
		}
		n, err := intFields(t, []py.Value{y, mo, d}, []int64{0, 0, 0})
		if err != nil {
			return nil, err
		}
		if err := checkDate(n[0], n[1], n[2]); err != nil {
			return nil, err
		}
		v.y, v.mo, v.d = int(n[0]), int(n[1]), int(n[2])
	case kindTime:
		var h, mi, s, us, tz, fold py.Value
		if err := unpack("function", args, kwargs, []string{"hour", "minute", "second", "microsecond", "tzinfo", "*fold"}, 0, &h, &mi, &s, &us, &tz, &fold); err != nil {
			return nil, err
		}
		n, err := intFields(t, []py.Value{h, mi, s, us, fold}, []int64{0, 0, 0, 0, 0})
		if err != nil {
			return nil, err
		}
		if err := checkTime(n[0], n[1], n[2], n[3], n[4]); err != nil {
			return nil, err
		}
		if v.tz, err = m.checkTz(tz); err != nil {
			return nil, err
		}
		v.h, v.mi, v.s, v.us, v.fold = int(n[0]), int(n[1]), int(n[2]), int(n[3]), int(n[4])
	default:
		var y, mo, d, h, mi, s, us, tz, fold py.Value
		if err := missingRequired(args, kwargs, []string{"year", "month", "day"}, 3); err != nil {
			return nil, err
		}
		if err := unpack("function", args, kwargs, []string{"year", "month", "day", "hour", "minute", "second", "microsecond", "tzinfo", "*fold"}, 3, &y, &mo, &d, &h, &mi, &s, &us, &tz, &fold); err != nil {
			return nil, err
		}
		n, err := intFields(t, []py.Value{y, mo, d, h, mi, s, us, fold}, []int64{0, 0, 0, 0, 0, 0, 0, 0})
		if err != nil {
			return nil, err
		}
		if err := checkDate(n[0], n[1], n[2]); err != nil {
			return nil, err
		}
		if err := checkTime(n[3], n[4], n[5], n[6], n[7]); err != nil {
			return nil, err
		}
		if v.tz, err = m.checkTz(tz); err != nil {
			return nil, err
		}
		v.y, v.mo, v.d = int(n[0]), int(n[1]), int(n[2])
		v.h, v.mi, v.s, v.us, v.fold = int(n[3]), int(n[4]), int(n[5]), int(n[6]), int(n[7])
	}
	return m.newValue(cls, v), nil
}

// commonMethods are the methods shared by the three classes (each class
// overrides what differs by kind through the state's kind).
func (m *module) commonMethods() []method {
	return []method{
		{"__repr__", selfFn(func(t *py.Thread, v *dtv, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			s, err := m.repr(t, v, self)
			if err != nil {
				return nil, err
			}
			return py.NewStr(s), nil
		})},
		{"__str__", selfFn(func(t *py.Thread, v *dtv, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			s, err := m.isoformat(t, v, self, " ", "auto")
			if err != nil {
				return nil, err
			}
			return py.NewStr(s), nil
		})},
		{"isoformat", selfFn(func(t *py.Thread, v *dtv, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			sep, spec := "T", "auto"
			switch v.kind {
			case kindDate:
				if err := py.CheckNoArgs("isoformat", args, kwargs); err != nil {
					return nil, err
				}
			case kindTime:
				var ts py.Value
				if err := unpack("isoformat", args, kwargs, []string{"timespec"}, 0, &ts); err != nil {
					return nil, err
				}
				if s, ok := ts.(*py.Str); ok {
					spec = s.String()
				}
			default:
				var sv, ts py.Value
				if err := unpack("isoformat", args, kwargs, []string{"sep", "timespec"}, 0, &sv, &ts); err != nil {
					return nil, err
				}
				if s, ok := sv.(*py.Str); ok {
					if len([]rune(s.String())) != 1 {
						return nil, py.NewTypeError("isoformat() argument 1 must be a unicode character, not str")
					}
					sep = s.String()
				}
				if s, ok := ts.(*py.Str); ok {
					spec = s.String()
				}
			}
			s, err := m.isoformat(t, v, self, sep, spec)
			if err != nil {
				return nil, err
			}
			return py.NewStr(s), nil
		})},
		{"strftime", selfFn(func(t *py.Thread, v *dtv, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			var f py.Value
			if err := unpack("strftime", args, kwargs, []string{"format"}, 1, &f); err != nil {
				return nil, err
			}
			fs, ok := f.(*py.Str)
			if !ok {
				return nil, py.NewTypeError("strftime() argument 1 must be str, not %s", f.Type().Name)
			}
			s, err := m.strftime(t, v, self, fs.String())
			if err != nil {
				return nil, err
			}
			return py.NewStr(s), nil
		})},
		{"__format__", selfFn(func(t *py.Thread, v *dtv, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			if len(args) != 1 {
				return nil, py.NewTypeError("__format__() takes exactly one argument (%d given)", len(args))
			}
			fs, ok := args[0].(*py.Str)
			if !ok {
				return nil, py.NewTypeError("__format__() argument 1 must be str, not %s", args[0].Type().Name)
			}
			if fs.String() == "" {
				return py.StrValue(t, self)
			}
			s, err := m.strftime(t, v, self, fs.String())
			if err != nil {
				return nil, err
			}
			return py.NewStr(s), nil
		})},
		{"__eq__", m.compare(py.Eq)}, {"__ne__", m.compare(py.Ne)},
		{"__lt__", m.compare(py.Lt)}, {"__le__", m.compare(py.Le)},
		{"__gt__", m.compare(py.Gt)}, {"__ge__", m.compare(py.Ge)},
		{"__hash__", selfFn(func(t *py.Thread, v *dtv, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			off, err := m.utcoffset(t, v, self)
			if err != nil {
				return nil, err
			}
			switch v.kind {
			case kindDate:
				return py.NewInt(hashInts(int64(v.y), int64(v.mo), int64(v.d))), nil
			case kindTime:
				us := v.dayUS()
				if off != nil {
					us -= off.totalUS().Int64()
				}
				return py.NewInt(hashInts(-7, us)), nil
			}
			us := v.totalUS()
			if off != nil {
				us.Sub(us, off.totalUS())
			}
			return py.NewInt(hashInts(-9, us.Int64())), nil
		})},
		{"replace", selfFn(m.replace)},
		{"__reduce__", selfFn(func(t *py.Thread, v *dtv, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			return nil, py.NewTypeError("cannot pickle '%s' object", self.Type().Name)
		})},
	}
}

// compare makes the rich comparisons of the three classes.
func (m *module) compare(op py.CompareOp) py.BuiltinFunc {
	return selfFn(func(t *py.Thread, v *dtv, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		if len(args) != 1 {
			return nil, py.NewTypeError("expected 1 argument, got %d", len(args))
		}
		o, ok := dtvOf(args[0])
		if !ok {
			return py.NotImplemented, nil
		}
		if v.kind != o.kind {
			if v.kind == kindDateTime && o.kind == kindDate {
				switch op {
				case py.Eq:
					return py.False, nil
				case py.Ne:
					return py.True, nil
				}
				return nil, py.NewTypeError("can't compare datetime.datetime to datetime.date")
			}
			return py.NotImplemented, nil
		}
		if v.kind == kindDate {
			return py.NewBool(compareResult(op, v.ordinal()-o.ordinal())), nil
		}
		a, b := v.totalUS(), o.totalUS()
		if v.kind == kindTime {
			a, b = big.NewInt(v.dayUS()), big.NewInt(o.dayUS())
		}
		if v.tz != o.tz {
			offA, err := m.utcoffset(t, v, self)
			if err != nil {
				return nil, err
			}
			offB, err := m.utcoffset(t, o, args[0])
			if err != nil {
				return nil, err
			}
			if (offA == nil) != (offB == nil) {
				switch op {
				case py.Eq:
					return py.False, nil
				case py.Ne:
					return py.True, nil
				}
				if v.kind == kindTime {
					return nil, py.NewTypeError("can't compare offset-naive and offset-aware times")
				}
				return nil, py.NewTypeError("can't compare offset-naive and offset-aware datetimes")
			}
			if offA != nil {
				a.Sub(a, offA.totalUS())
				b.Sub(b, offB.totalUS())
			}
		}
		return py.NewBool(compareResult(op, a.Cmp(b))), nil
	})
}

// replace is replace(**fields) of the three classes.
func (m *module) replace(t *py.Thread, v *dtv, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	var names []string
	switch v.kind {
	case kindDate:
		names = []string{"year", "month", "day"}
	case kindTime:
		names = []string{"hour", "minute", "second", "microsecond", "tzinfo", "*fold"}
	default:
		names = []string{"year", "month", "day", "hour", "minute", "second", "microsecond", "tzinfo", "*fold"}
	}
	vals := make([]py.Value, len(names))
	ptrs := make([]*py.Value, len(names))
	for i := range vals {
		ptrs[i] = &vals[i]
	}
	if err := unpack("replace", args, kwargs, names, 0, ptrs...); err != nil {
		return nil, err
	}
	n := *v
	for i, name := range names {
		val := vals[i]
		if val == nil {
			continue
		}
		if name == "tzinfo" {
			tz, err := m.checkTz(val)
			if err != nil {
				return nil, err
			}
			n.tz = tz
			continue
		}
		x, err := intArg(t, val)
		if err != nil {
			return nil, err
		}
		switch name {
		case "year":
			n.y = int(x)
		case "month":
			n.mo = int(x)
		case "day":
			n.d = int(x)
		case "hour":
			n.h = int(x)
		case "minute":
			n.mi = int(x)
		case "second":
			n.s = int(x)
		case "microsecond":
			n.us = int(x)
		case "*fold":
			n.fold = int(x)
		}
	}
	if n.kind != kindTime {
		if err := checkDate(int64(n.y), int64(n.mo), int64(n.d)); err != nil {
			return nil, err
		}
	}
	if err := checkTime(int64(n.h), int64(n.mi), int64(n.s), int64(n.us), int64(n.fold)); err != nil {
		return nil, err
	}
	return m.newValue(self.Type(), n), nil
}

// dateMethods are the methods of date (inherited by datetime).
func (m *module) dateMethods() []method {
	noArgs := func(name string, f func(t *py.Thread, v *dtv, self py.Value) (py.Value, error)) method {
		return method{name, selfFn(func(t *py.Thread, v *dtv, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			if err := py.CheckNoArgs(name, args, kwargs); err != nil {
				return nil, err
			}
			return f(t, v, self)
		})}
	}
	return append(m.commonMethods(),
		noArgs("toordinal", func(t *py.Thread, v *dtv, self py.Value) (py.Value, error) { return py.NewInt(int64(v.ordinal())), nil }),
		noArgs("weekday", func(t *py.Thread, v *dtv, self py.Value) (py.Value, error) { return py.NewInt(int64(v.weekday())), nil }),
		noArgs("isoweekday", func(t *py.Thread, v *dtv, self py.Value) (py.Value, error) {
			return py.NewInt(int64(v.weekday() + 1)), nil
		}),
		noArgs("isocalendar", func(t *py.Thread, v *dtv, self py.Value) (py.Value, error) { return m.isoCalendar(t, v) }),
		noArgs("ctime", func(t *py.Thread, v *dtv, self py.Value) (py.Value, error) {
			return py.NewStr(tm.Asctime(v.fields())), nil
		}),
		noArgs("timetuple", func(t *py.Thread, v *dtv, self py.Value) (py.Value, error) {
			isdst := -1
			if v.tz != nil {
				d, err := m.tzCall(t, v, self, "dst")
				if err != nil {
					return nil, err
				}
				if d != py.None {
					isdst = 0
					if dd, ok := tdOf(d); ok && dd != (td{}) {
						isdst = 1
					}
				}
			}
			return m.structTime(t, v.fields(), isdst)
		}),
		method{"__add__", selfFn(m.add)},
		method{"__radd__", selfFn(m.add)},
		method{"__sub__", selfFn(m.sub)},
	)
}

// structTime builds a time.struct_time.
func (m *module) structTime(t *py.Thread, f tm.Fields, isdst int) (py.Value, error) {
	mod, err := tm.Load(t)
	if err != nil {
		return nil, err
	}
	f.Zone, f.HasOffset = "", false
	return tm.StructTime(mod, f, isdst)
}

// isoCalendar returns IsoCalendarDate(year, week, weekday).
func (m *module) isoCalendar(t *py.Thread, v *dtv) (py.Value, error) {
	y := v.y
	ord := v.ordinal()
	week1 := isoWeek1Monday(y)
	if ord < week1 {
		y--
		week1 = isoWeek1Monday(y)
	} else if ord >= isoWeek1Monday(y+1) {
		y++
		week1 = isoWeek1Monday(y)
	}
	week := (ord-week1)/7 + 1
	return m.newIsoCalendar(t, y, week, v.weekday()+1)
}

func isoWeek1Monday(y int) int {
	jan4 := tm.Ordinal(y, 1, 4)
	return jan4 - (jan4+6)%7
}

// add is date/datetime + timedelta.
func (m *module) add(t *py.Thread, v *dtv, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	if len(args) != 1 {
		return nil, py.NewTypeError("expected 1 argument, got %d", len(args))
	}
	d, ok := tdOf(args[0])
	if !ok {
		return py.NotImplemented, nil
	}
	return m.shift(v, self, d, 1)
}

// shift returns v moved by sign*d.
func (m *module) shift(v *dtv, self py.Value, d td, sign int64) (py.Value, error) {
	n := *v
	if v.kind == kindDate {
		ord := int64(v.ordinal()) + sign*d.days
		if ord < 1 || ord > int64(tm.Ordinal(9999, 12, 31)) {
			return nil, py.NewOverflowError("date value out of range")
		}
		n.y, n.mo, n.d = tm.FromOrdinal(int(ord))
		return m.newValue(m.baseClass(self), n), nil
	}
	us := d.totalUS()
	if sign < 0 {
		us.Neg(us)
	}
	if err := n.fromTotalUS(us.Add(us, v.totalUS())); err != nil {
		return nil, err
	}
	n.fold = 0
	return m.newValue(m.baseClass(self), n), nil
}

// baseClass is the class arithmetic results get: CPython 3.11 returns
// the base date/datetime for subclasses.
func (m *module) baseClass(self py.Value) *py.Type {
	if v, ok := dtvOf(self); ok && v.kind == kindDateTime {
		return m.datetime
	}
	return m.date
}

// sub is date/datetime - timedelta, date - date, datetime - datetime.
func (m *module) sub(t *py.Thread, v *dtv, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	if len(args) != 1 {
		return nil, py.NewTypeError("expected 1 argument, got %d", len(args))
	}
	if d, ok := tdOf(args[0]); ok {
		return m.shift(v, self, d, -1)
	}
	o, ok := dtvOf(args[0])
	if !ok || o.kind != v.kind {
		return py.NotImplemented, nil
	}
	if v.kind == kindDate {
		return m.newTD(td{days: int64(v.ordinal() - o.ordinal())}), nil
	}
	a, b := v.totalUS(), o.totalUS()
	if v.tz != o.tz {
		offA, err := m.utcoffset(t, v, self)
		if err != nil {
			return nil, err
		}
		offB, err := m.utcoffset(t, o, args[0])
		if err != nil {
			return nil, err
		}
		if (offA == nil) != (offB == nil) {
			return nil, py.NewTypeError("can't subtract offset-naive and offset-aware datetimes")
		}
		if offA != nil {
			a.Sub(a, offA.totalUS())
			b.Sub(b, offB.totalUS())
		}
	}
	return m.tdResult(a.Sub(a, b))
}

// timestampUS converts a POSIX timestamp (int or float) to microseconds,
// rounding half to even as CPython does.
func timestampUS(t *py.Thread, v py.Value) (*big.Int, error) {
	switch x := v.(type) {
	case py.Float:
		f := float64(x)
		if math.IsNaN(f) {
			return nil, py.NewValueError("Invalid value NaN (not a number)")
		}
		if math.IsInf(f, 0) || math.Abs(f) > 1e14 {
			return nil, py.NewOverflowError("timestamp out of range for platform time_t")
		}
		// CPython splits off the integral part and rounds the fraction
		// times 1e6 half to even, in double precision.
		ip, fp := math.Modf(f)
		fus := math.RoundToEven(fp * 1e6)
		us := new(big.Int).Mul(big.NewInt(int64(ip)), bigMillion)
		return us.Add(us, big.NewInt(int64(fus))), nil
	}
	b, ok := py.AsBig(v)
	if !ok {
		i, err := py.Index(t, v)
		if err != nil {
			return nil, err
		}
		b = big.NewInt(i)
	}
	return new(big.Int).Mul(b, bigMillion), nil
}

// epochUS is microseconds from 0001-01-01 to 1970-01-01.
var epochUS = new(big.Int).Mul(big.NewInt(int64(tm.Ordinal(1970, 1, 1))), bigUSPerDay)

// fromUTC builds a datetime of class cls for a UTC instant (microseconds
// since the epoch), converted to tz (nil: naive UTC, the local time).
func (m *module) fromUTC(t *py.Thread, cls *py.Type, us *big.Int, tz py.Value) (py.Value, error) {
	var v dtv
	v.kind = m.kindOf(cls)
	if err := v.fromTotalUS(new(big.Int).Add(us, epochUS)); err != nil {
		return nil, py.NewValueError("year is out of range")
	}
	if v.kind == kindDate {
		v.h, v.mi, v.s, v.us = 0, 0, 0, 0
		return m.newValue(cls, v), nil
	}
	if tz == nil {
		return m.newValue(cls, v), nil
	}
	v.tz = tz
	dt := m.newValue(cls, v)
	return py.CallMethod(t, tz, "fromutc", []py.Value{dt}, nil)
}
