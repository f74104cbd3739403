package datetime

import (
	"math/big"

	"github.com/kraitpy/krait/py"
)

// tzState is the state of a timezone instance: a fixed offset and an
// optional name.
type tzState struct {
	off  td
	name py.Value // nil: no name given
}

// Type implements py.Value.
func (*tzState) Type() *py.Type { return opaque }

// tzStateOf returns the state of a timezone instance.
func tzStateOf(v py.Value) (*tzState, bool) {
	if in, ok := v.(*py.Instance); ok {
		if st, ok := in.Base.(*tzState); ok {
			return st, true
		}
	}
	return nil, false
}

// newTimezone makes a timezone of offset seconds.
func (m *module) newTimezone(seconds int, name py.Value) py.Value {
	d, _ := tdFromUS(new(big.Int).Mul(big.NewInt(int64(seconds)), bigMillion))
	return &py.Instance{Class: m.timezone, Base: &tzState{off: d, name: name}}
}

// newTzinfoClass creates datetime.tzinfo, the abstract base.
func (m *module) newTzinfoClass(t *py.Thread) (*py.Type, error) {
	abstract := func(name string) method {
		return method{name, func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			return nil, py.NewNotImplementedError("a tzinfo subclass must implement %s()", name)
		}}
	}
	return newClass(t, classSpec{name: "tzinfo", bases: []*py.Type{py.ObjectType}, methods: []method{
		abstract("utcoffset"), abstract("dst"), abstract("tzname"),
		{"fromutc", func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			if len(args) != 1 {
				return nil, py.NewTypeError("fromutc() takes exactly one argument (%d given)", len(args))
			}
			v, ok := dtvOf(args[0])
			if !ok || v.kind != kindDateTime {
				return nil, py.NewTypeError("fromutc: argument must be a datetime")
			}
			if v.tz != self {
				return nil, py.NewValueError("fromutc: dt.tzinfo is not self")
			}
			off, err := m.utcoffset(t, v, args[0])
			if err != nil {
				return nil, err
			}
			if off == nil {
				return nil, py.NewValueError("fromutc: non-None utcoffset() result required")
			}
			return m.shiftDatetime(args[0], v, off.totalUS())
		}},
	}})
}

// newTimezoneClass creates datetime.timezone.
func (m *module) newTimezoneClass(t *py.Thread) (*py.Type, error) {
	self := func(f func(t *py.Thread, st *tzState, self py.Value, args []py.Value) (py.Value, error)) py.BuiltinFunc {
		return func(t *py.Thread, s py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			st, ok := tzStateOf(s)
			if !ok {
				return nil, py.NewTypeError("descriptor requires a 'datetime.timezone' object")
			}
			return f(t, st, s, args)
		}
	}
	dtArg := func(name string, args []py.Value) error {
		if len(args) != 1 {
			return py.NewTypeError("%s() takes exactly one argument (%d given)", name, len(args))
		}
		if args[0] == py.None {
			return nil
		}
		if v, ok := dtvOf(args[0]); ok && v.kind == kindDateTime {
			return nil
		}
		return py.NewTypeError("%s(dt) argument must be a datetime instance or None, not %s", name, m.tpName(args[0]))
	}
	methods := []method{
		{"utcoffset", self(func(t *py.Thread, st *tzState, _ py.Value, args []py.Value) (py.Value, error) {
			if err := dtArg("utcoffset", args); err != nil {
				return nil, err
			}
			return m.newTD(st.off), nil
		})},
		{"dst", self(func(t *py.Thread, st *tzState, _ py.Value, args []py.Value) (py.Value, error) {
			if err := dtArg("dst", args); err != nil {
				return nil, err
			}
			return py.None, nil
		})},
		{"tzname", self(func(t *py.Thread, st *tzState, _ py.Value, args []py.Value) (py.Value, error) {
			if err := dtArg("tzname", args); err != nil {
				return nil, err
			}
			return py.NewStr(tzName(st)), nil
		})},
		{"fromutc", self(func(t *py.Thread, st *tzState, s py.Value, args []py.Value) (py.Value, error) {
			if len(args) != 1 {
				return nil, py.NewTypeError("fromutc() takes exactly one argument (%d given)", len(args))
			}
			v, ok := dtvOf(args[0])
			if !ok || v.kind != kindDateTime {
				return nil, py.NewTypeError("fromutc: argument must be a datetime")
			}
			if v.tz != s {
				return nil, py.NewValueError("fromutc: dt.tzinfo is not self")
			}
			return m.shiftDatetime(args[0], v, st.off.totalUS())
		})},
		{"__repr__", self(func(t *py.Thread, st *tzState, s py.Value, _ []py.Value) (py.Value, error) {
			if s == m.utc {
				return py.NewStr("datetime.timezone.utc"), nil
			}
			r := "datetime.timezone(" + tdRepr(st.off)
			if st.name != nil {
				nr, err := py.Repr(t, st.name)
				if err != nil {
					return nil, err
				}
				r += ", " + nr
			}
			return py.NewStr(r + ")"), nil
		})},
		{"__str__", self(func(t *py.Thread, st *tzState, _ py.Value, _ []py.Value) (py.Value, error) {
			return py.NewStr(tzName(st)), nil
		})},
		{"__eq__", self(func(t *py.Thread, st *tzState, _ py.Value, args []py.Value) (py.Value, error) {
			o, ok := tzStateOf(args[0])
			if !ok {
				return py.NotImplemented, nil
			}
			return py.NewBool(st.off == o.off), nil
		})},
		{"__hash__", self(func(t *py.Thread, st *tzState, _ py.Value, _ []py.Value) (py.Value, error) {
			return py.NewInt(hashInts(st.off.days, st.off.secs, st.off.us)), nil
		})},
	}
	return newClass(t, classSpec{name: "timezone", bases: []*py.Type{m.tzinfo}, methods: methods,
		statics: []method{{"__new__", m.timezoneNew}}})
}

// tzName is the default name of a timezone: UTC, UTC+HH:MM[:SS[.ffffff]].
func tzName(st *tzState) string {
	if st.name != nil {
		if s, ok := st.name.(*py.Str); ok {
			return s.String()
		}
	}
	us := st.off.totalUS().Int64()
	if us == 0 {
		return "UTC"
	}
	return "UTC" + offsetString(us, ":")
}

// offsetString formats an offset in microseconds as +HH:MM[:SS[.ffffff]].
func offsetString(us int64, sep string) string {
	sign := "+"
	if us < 0 {
		sign, us = "-", -us
	}
	secs := us / 1000000
	s := sign + two(int(secs/3600)) + sep + two(int(secs/60%60))
	if secs%60 != 0 || us%1000000 != 0 {
		s += sep + two(int(secs%60))
		if us%1000000 != 0 {
			s += "." + six(int(us%1000000))
		}
	}
	return s
}

// timezoneNew is timezone(offset, name=None).
func (m *module) timezoneNew(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	if len(args) == 0 {
		return nil, py.NewTypeError("timezone.__new__(): not enough arguments")
	}
	var off, name py.Value
	if err := unpack("timezone", args[1:], kwargs, []string{"offset", "name"}, 1, &off, &name); err != nil {
		return nil, err
	}
	d, ok := tdOf(off)
	if !ok {
		return nil, py.NewTypeError("timezone() argument 1 must be datetime.timedelta, not %s", m.tpName(off))
	}
	if name != nil {
		if _, ok := name.(*py.Str); !ok {
			return nil, py.NewTypeError("timezone() argument 2 must be str, not %s", name.Type().Name)
		}
	}
	if d.totalUS().CmpAbs(bigUSPerDay) >= 0 {
		return nil, py.NewValueError("offset must be a timedelta strictly between -timedelta(hours=24) and timedelta(hours=24), not %s.", tdRepr(d))
	}
	if name == nil && d == (td{}) {
		return m.utc, nil
	}
	return &py.Instance{Class: m.timezone, Base: &tzState{off: d, name: name}}, nil
}

// shiftDatetime returns the datetime v moved by us microseconds, same
// class and tzinfo.
func (m *module) shiftDatetime(self py.Value, v *dtv, us *big.Int) (py.Value, error) {
	n := *v
	if err := n.fromTotalUS(new(big.Int).Add(v.totalUS(), us)); err != nil {
		return nil, err
	}
	return m.newValue(self.Type(), n), nil
}
