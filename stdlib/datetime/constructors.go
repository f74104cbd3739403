package datetime

import (
	"errors"
	"math/big"

	"github.com/kraitpy/krait/py"
	tm "github.com/kraitpy/krait/stdlib/time"
)

// fieldProps makes the read-only field attributes.
func fieldProps(names ...string) map[string]py.Value {
	attrs := map[string]py.Value{}
	for _, n := range names {
		n := n
		attrs[n] = property(n, func(self py.Value) (py.Value, error) {
			v, ok := dtvOf(self)
			if !ok {
				return nil, py.NewTypeError("descriptor '%s' needs a datetime object", n)
			}
			switch n {
			case "year":
				return py.NewInt(int64(v.y)), nil
			case "month":
				return py.NewInt(int64(v.mo)), nil
			case "day":
				return py.NewInt(int64(v.d)), nil
			case "hour":
				return py.NewInt(int64(v.h)), nil
			case "minute":
				return py.NewInt(int64(v.mi)), nil
			case "second":
				return py.NewInt(int64(v.s)), nil
			case "microsecond":
				return py.NewInt(int64(v.us)), nil
			case "fold":
				return py.NewInt(int64(v.fold)), nil
			}
			if v.tz == nil {
				return py.None, nil
			}
			return v.tz, nil
		})
	}
	return attrs
}

// tpName is the C type name CPython prints for v in argument errors:
// datetime.date for the module's classes, the class name otherwise.
func (m *module) tpName(v py.Value) string {
	switch typ := v.Type(); typ {
	case m.date, m.time, m.datetime, m.timedelta, m.tzinfo, m.timezone:
		return "datetime." + typ.Name
	default:
		return typ.Name
	}
}

// clsArg returns the class a class method was called on.
func clsArg(c py.Value) *py.Type {
	if t, ok := c.(*py.Type); ok {
		return t
	}
	return c.Type()
}

// dateClassMethods are the class methods of date (and datetime).
func (m *module) dateClassMethods() []method {
	return []method{
		{"today", func(t *py.Thread, c py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			if err := py.CheckNoArgs("today", args, kwargs); err != nil {
				return nil, err
			}
			return m.fromUTC(t, clsArg(c), big.NewInt(t.Now().UnixMicro()), nil)
		}},
		{"fromtimestamp", func(t *py.Thread, c py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			cls := clsArg(c)
			var ts, tz py.Value
			names := []string{"timestamp", "tz"}
			if m.kindOf(cls) == kindDate {
				names = names[:1]
			}
			ptrs := []*py.Value{&ts, &tz}[:len(names)]
			if err := unpack("fromtimestamp", args, kwargs, names, 1, ptrs...); err != nil {
				return nil, err
			}
			us, err := timestampUS(t, ts)
			if err != nil {
				return nil, err
			}
			tzv, err := m.checkTz(tz)
			if err != nil {
				return nil, err
			}
			return m.fromUTC(t, cls, us, tzv)
		}},
		{"fromordinal", func(t *py.Thread, c py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			if err := py.CheckExactlyOne("fromordinal()", args, kwargs); err != nil {
				return nil, err
			}
			n, err := intArg(t, args[0])
			if err != nil {
				return nil, err
			}
			if n < 1 {
				return nil, py.NewValueError("ordinal must be >= 1")
			}
			if n > int64(tm.Ordinal(9999, 12, 31)) {
				return nil, py.NewValueError("year %d is out of range", 10000)
			}
			cls := clsArg(c)
			var v dtv
			v.kind = m.kindOf(cls)
			v.y, v.mo, v.d = tm.FromOrdinal(int(n))
			return m.newValue(cls, v), nil
		}},
		{"fromisocalendar", func(t *py.Thread, c py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			var y, w, d py.Value
			if err := unpack("fromisocalendar", args, kwargs, []string{"year", "week", "day"}, 3, &y, &w, &d); err != nil {
				return nil, err
			}
			n, err := intFields(t, []py.Value{y, w, d}, []int64{0, 0, 0})
			if err != nil {
				return nil, err
			}
			if n[0] < minYear || n[0] > maxYear {
				return nil, py.NewValueError("Year is out of range: %d", n[0])
			}
			if n[2] < 1 || n[2] > 7 {
				return nil, py.NewValueError("Invalid day: %d (range is [1, 7])", n[2])
			}
			ord, ok := isoToOrdinal(int(n[0]), int(n[1]), int(n[2]))
			if !ok {
				return nil, py.NewValueError("Invalid week: %d", n[1])
			}
			cls := clsArg(c)
			var v dtv
			v.kind = m.kindOf(cls)
			v.y, v.mo, v.d = tm.FromOrdinal(ord)
			return m.newValue(cls, v), nil
		}},
		{"fromisoformat", func(t *py.Thread, c py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			if err := py.CheckExactlyOne("fromisoformat()", args, kwargs); err != nil {
				return nil, err
			}
			s, ok := args[0].(*py.Str)
			if !ok {
				return nil, py.NewTypeError("fromisoformat: argument must be str")
			}
			return m.fromISO(t, clsArg(c), s)
		}},
	}
}

// fromISO parses an ISO string for date, time or datetime.
func (m *module) fromISO(t *py.Thread, cls *py.Type, str *py.Str) (py.Value, error) {
	s := str.String()
	p := &isoParser{s: s}
	var v dtv
	v.kind = m.kindOf(cls)
	var off *int64
	switch v.kind {
	case kindDate:
		y, mo, d, ok := p.parseDate()
		if !ok || p.pos != len(s) {
			return nil, invalidISO(t, str)
		}
		if err := checkDate(int64(y), int64(mo), int64(d)); err != nil {
			return nil, err
		}
		v.y, v.mo, v.d = y, mo, d
	case kindTime:
		if p.peek() == 'T' {
			p.pos++
		}
		h, mi, sec, us, o, ok := p.parseTime()
		if !ok {
			return nil, invalidISO(t, str)
		}
		if err := checkTime(int64(h), int64(mi), int64(sec), int64(us), 0); err != nil {
			return nil, err
		}
		v.h, v.mi, v.s, v.us, off = h, mi, sec, us, o
	default:
		y, mo, d, ok := p.parseDate()
		if !ok {
			return nil, invalidISO(t, str)
		}
		if p.pos < len(s) {
			p.pos++ // any one separator character
			rest := []rune(s[p.pos-1:])
			p.pos += len(string(rest[0])) - 1
			h, mi, sec, us, o, ok := p.parseTime()
			if !ok {
				return nil, invalidISO(t, str)
			}
			if err := checkTime(int64(h), int64(mi), int64(sec), int64(us), 0); err != nil {
				return nil, err
			}
			v.h, v.mi, v.s, v.us, off = h, mi, sec, us, o
		}
		if err := checkDate(int64(y), int64(mo), int64(d)); err != nil {
			return nil, err
		}
		v.y, v.mo, v.d = y, mo, d
	}
	if off != nil {
		if *off == 0 {
			v.tz = m.utc
		} else {
			d, err := tdFromUS(big.NewInt(*off))
			if err != nil {
				return nil, err
			}
			v.tz = &py.Instance{Class: m.timezone, Base: &tzState{off: d}}
		}
	}
	return m.newValue(cls, v), nil
}

// newDateClass creates datetime.date.
func (m *module) newDateClass(t *py.Thread) (*py.Type, error) {
	return newClass(t, classSpec{name: "date", bases: []*py.Type{py.ObjectType},
		methods: m.dateMethods(), classes: m.dateClassMethods(),
		statics: []method{{"__new__", m.newAny}}, attrs: fieldProps("year", "month", "day")})
}

// newTimeClass creates datetime.time.
func (m *module) newTimeClass(t *py.Thread) (*py.Type, error) {
	methods := append(m.commonMethods(), m.tzMethods()...) //krait:alloc-ok constant method tables of datetime
	classes := []method{{"fromisoformat", func(t *py.Thread, c py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		if err := py.CheckExactlyOne("fromisoformat()", args, kwargs); err != nil {
			return nil, err
		}
		s, ok := args[0].(*py.Str)
		if !ok {
			return nil, py.NewTypeError("fromisoformat: argument must be str")
		}
		return m.fromISO(t, clsArg(c), s)
	}}}
	return newClass(t, classSpec{name: "time", bases: []*py.Type{py.ObjectType}, methods: methods, classes: classes,
		statics: []method{{"__new__", m.newAny}}, attrs: fieldProps("hour", "minute", "second", "microsecond", "tzinfo", "fold")})
}

// tzMethods are utcoffset, tzname and dst of time and datetime.
func (m *module) tzMethods() []method {
	return []method{
		{"utcoffset", selfFn(func(t *py.Thread, v *dtv, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			if err := py.CheckNoArgs("utcoffset", args, kwargs); err != nil {
				return nil, err
			}
			off, err := m.utcoffset(t, v, self)
			if err != nil || off == nil {
				return py.None, err
			}
			return m.newTD(*off), nil
		})},
		{"tzname", selfFn(func(t *py.Thread, v *dtv, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			if err := py.CheckNoArgs("tzname", args, kwargs); err != nil {
				return nil, err
			}
			return m.tzCall(t, v, self, "tzname")
		})},
		{"dst", selfFn(func(t *py.Thread, v *dtv, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			if err := py.CheckNoArgs("dst", args, kwargs); err != nil {
				return nil, err
			}
			return m.tzCall(t, v, self, "dst")
		})},
	}
}

// newDatetimeClass creates datetime.datetime.
func (m *module) newDatetimeClass(t *py.Thread) (*py.Type, error) {
	noArgs := func(name string, f func(t *py.Thread, v *dtv, self py.Value) (py.Value, error)) method {
		return method{name, selfFn(func(t *py.Thread, v *dtv, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			if err := py.CheckNoArgs(name, args, kwargs); err != nil {
				return nil, err
			}
			return f(t, v, self)
		})}
	}
	methods := append(m.tzMethods(),
		noArgs("date", func(t *py.Thread, v *dtv, self py.Value) (py.Value, error) {
			return m.newValue(m.date, dtv{kind: kindDate, y: v.y, mo: v.mo, d: v.d}), nil
		}),
		noArgs("time", func(t *py.Thread, v *dtv, self py.Value) (py.Value, error) {
			return m.newValue(m.time, dtv{kind: kindTime, h: v.h, mi: v.mi, s: v.s, us: v.us, fold: v.fold}), nil
		}),
		noArgs("timetz", func(t *py.Thread, v *dtv, self py.Value) (py.Value, error) {
			return m.newValue(m.time, dtv{kind: kindTime, h: v.h, mi: v.mi, s: v.s, us: v.us, fold: v.fold, tz: v.tz}), nil
		}),
		noArgs("timestamp", func(t *py.Thread, v *dtv, self py.Value) (py.Value, error) {
			us := v.totalUS()
			off, err := m.utcoffset(t, v, self)
			if err != nil {
				return nil, err
			}
			if off != nil {
				us.Sub(us, off.totalUS())
			}
			us.Sub(us, epochUS)
			f, _ := new(big.Rat).SetFrac(us, bigMillion).Float64()
			return py.Float(f), nil
		}),
		noArgs("utctimetuple", func(t *py.Thread, v *dtv, self py.Value) (py.Value, error) {
			n := *v
			off, err := m.utcoffset(t, v, self)
			if err != nil {
				return nil, err
			}
			if off != nil {
				if err := n.fromTotalUS(new(big.Int).Sub(v.totalUS(), off.totalUS())); err != nil {
					return nil, err
				}
			}
			return m.structTime(t, n.fields(), 0)
		}),
		method{"astimezone", selfFn(m.astimezone)},
	)
	methods = append(m.dateMethods(), methods...) //krait:alloc-ok constant method tables of datetime
	classes := append(m.dateClassMethods(),
		method{"now", func(t *py.Thread, c py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			var tz py.Value
			if err := unpack("now", args, kwargs, []string{"tz"}, 0, &tz); err != nil {
				return nil, err
			}
			tzv, err := m.checkTz(tz)
			if err != nil {
				return nil, err
			}
			return m.fromUTC(t, clsArg(c), big.NewInt(t.Now().UnixMicro()), tzv)
		}},
		method{"utcnow", func(t *py.Thread, c py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			if err := py.CheckNoArgs("utcnow", args, kwargs); err != nil {
				return nil, err
			}
			return m.fromUTC(t, clsArg(c), big.NewInt(t.Now().UnixMicro()), nil)
		}},
		method{"utcfromtimestamp", func(t *py.Thread, c py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			if err := py.CheckExactlyOne("utcfromtimestamp()", args, kwargs); err != nil {
				return nil, err
			}
			us, err := timestampUS(t, args[0])
			if err != nil {
				return nil, err
			}
			return m.fromUTC(t, clsArg(c), us, nil)
		}},
		method{"combine", func(t *py.Thread, c py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			var dv, tv, tz py.Value
			if err := unpack("combine", args, kwargs, []string{"date", "time", "tzinfo"}, 2, &dv, &tv, &tz); err != nil {
				return nil, err
			}
			d, ok := dtvOf(dv)
			if !ok || d.kind == kindTime {
				return nil, py.NewTypeError("combine() argument 1 must be datetime.date, not %s", m.tpName(dv))
			}
			tt, ok := dtvOf(tv)
			if !ok || tt.kind != kindTime {
				return nil, py.NewTypeError("combine() argument 2 must be datetime.time, not %s", m.tpName(tv))
			}
			v := dtv{kind: kindDateTime, y: d.y, mo: d.mo, d: d.d, h: tt.h, mi: tt.mi, s: tt.s, us: tt.us, fold: tt.fold, tz: tt.tz}
			if tz != nil {
				tzv, err := m.checkTz(tz)
				if err != nil {
					return nil, err
				}
				v.tz = tzv
			}
			return m.newValue(clsArg(c), v), nil
		}},
		method{"strptime", func(t *py.Thread, c py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			if err := py.CheckPositional("strptime", args, kwargs, 2, 2); err != nil {
				return nil, err
			}
			s, ok1 := args[0].(*py.Str)
			f, ok2 := args[1].(*py.Str)
			if !ok1 || !ok2 {
				bad := args[0]
				if ok1 {
					bad = args[1]
				}
				return nil, py.NewTypeError("strptime() argument 1 must be str, not %s", bad.Type().Name)
			}
			if err := t.Charge(int64(len(s.String())+len(f.String())) + 1); err != nil {
				return nil, err
			}
			p, err := tm.Strptime(t, s.String(), f.String())
			if err != nil {
				var pe *tm.ParseError
				if errors.As(err, &pe) {
					return nil, py.NewValueError("%s", pe.Msg)
				}
				return nil, err
			}
			v := dtv{kind: kindDateTime, y: p.Year, mo: p.Month, d: p.Day, h: p.Hour, mi: p.Minute, s: p.Second, us: p.Microsecond}
			if p.HasOffset {
				d, err := tdFromUS(new(big.Int).Mul(big.NewInt(int64(p.Offset)), bigMillion))
				if err != nil {
					return nil, err
				}
				var name py.Value
				if p.HasZoneName {
					name = py.NewStr(p.Zone)
				}
				if d == (td{}) && name == nil {
					v.tz = m.utc
				} else {
					v.tz = &py.Instance{Class: m.timezone, Base: &tzState{off: d, name: name}}
				}
			}
			return m.newValue(clsArg(c), v), nil
		}},
	)
	return newClass(t, classSpec{name: "datetime", bases: []*py.Type{m.date}, methods: methods, classes: classes,
		statics: []method{{"__new__", m.newAny}},
		attrs:   fieldProps("year", "month", "day", "hour", "minute", "second", "microsecond", "tzinfo", "fold")})
}

// astimezone is datetime.astimezone(tz=None).
func (m *module) astimezone(t *py.Thread, v *dtv, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	var tz py.Value
	if err := unpack("astimezone", args, kwargs, []string{"tz"}, 0, &tz); err != nil {
		return nil, err
	}
	tzv, err := m.checkTz(tz)
	if err != nil {
		return nil, err
	}
	if tzv == nil {
		tzv = &py.Instance{Class: m.timezone, Base: &tzState{name: py.NewStr("UTC")}}
	}
	if v.tz == tzv {
		return self, nil
	}
	us := v.totalUS()
	off, err := m.utcoffset(t, v, self)
	if err != nil {
		return nil, err
	}
	if off != nil {
		us.Sub(us, off.totalUS())
	}
	return m.fromUTC(t, m.datetime, us.Sub(us, epochUS), tzv)
}

// newIsoCalendar makes datetime.IsoCalendarDate(year, week, weekday), a
// tuple subclass with named fields.
func (m *module) newIsoCalendar(t *py.Thread, y, w, d int) (py.Value, error) {
	return &py.Instance{Class: m.isoCal, Base: py.NewTuple([]py.Value{py.NewInt(int64(y)), py.NewInt(int64(w)), py.NewInt(int64(d))})}, nil
}

// newIsoCalendarClass makes the class of isocalendar()'s results.
func newIsoCalendarClass(t *py.Thread) (*py.Type, error) {
	{
		ns := py.NewDict()
		ns.SetStr("__module__", py.NewStr("datetime"))
		for i, n := range []string{"year", "week", "weekday"} {
			i := i
			ns.SetStr(n, property(n, func(self py.Value) (py.Value, error) {
				it, err := tupleItems(self, 3)
				if err != nil {
					return nil, err
				}
				return it[i], nil
			}))
		}
		repr := &py.Builtin{Name: "__repr__", Fn: func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			it, err := tupleItems(self, 3)
			if err != nil {
				return nil, err
			}
			a, _ := py.Repr(t, it[0])
			b, _ := py.Repr(t, it[1])
			c, _ := py.Repr(t, it[2])
			return py.NewStr("datetime.IsoCalendarDate(year=" + a + ", week=" + b + ", weekday=" + c + ")"), nil
		}}
		ns.SetStr("__repr__", repr)
		cls, err := py.NewClass(t, "IsoCalendarDate", []*py.Type{py.TupleType}, ns)
		if err != nil {
			return nil, err
		}
		repr.Owner = cls
		return cls, nil
	}
}

// tupleItems returns the n items of a tuple-subclass instance.
func tupleItems(v py.Value, n int) ([]py.Value, error) {
	if in, ok := v.(*py.Instance); ok {
		if tup, ok := in.Base.(*py.Tuple); ok && len(tup.Items()) == n {
			return tup.Items(), nil
		}
	}
	return nil, py.NewTypeError("expected a %d-item named tuple, got %s", n, v.Type().Name)
}
