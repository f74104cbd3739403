package datetime

import (
	"math/big"

	"github.com/kraitpy/krait/py"
	tm "github.com/kraitpy/krait/stdlib/time"
)

// Kinds of dtv values.
const (
	kindDate = iota
	kindTime
	kindDateTime
)

// dtv is the state of a date, time or datetime instance.
type dtv struct {
	kind         int
	y, mo, d     int
	h, mi, s, us int
	fold         int
	tz           py.Value // nil for naive values
}

// Type implements py.Value (dtv is kept in Instance.Base).
func (*dtv) Type() *py.Type { return opaque }

// dtvOf returns the state of a date, time or datetime instance.
func dtvOf(v py.Value) (*dtv, bool) {
	if in, ok := v.(*py.Instance); ok {
		if d, ok := in.Base.(*dtv); ok {
			return d, true
		}
	}
	return nil, false
}

// newValue makes an instance of cls (date, time, datetime or a subclass).
func (m *module) newValue(cls *py.Type, v dtv) py.Value {
	in := &py.Instance{Class: cls, Base: &v}
	if cls != m.date && cls != m.time && cls != m.datetime {
		in.Dict = py.NewDict()
	}
	return in
}

// ordinal returns the proleptic Gregorian ordinal of v's date.
func (v *dtv) ordinal() int { return tm.Ordinal(v.y, v.mo, v.d) }

// weekday returns Python's weekday (0 = Monday).
func (v *dtv) weekday() int { return (v.ordinal() + 6) % 7 }

// dayUS returns the time of day in microseconds.
func (v *dtv) dayUS() int64 {
	return int64(v.h)*3600000000 + int64(v.mi)*60000000 + int64(v.s)*1000000 + int64(v.us)
}

// totalUS returns microseconds since 0001-01-01 00:00 (local, naive).
func (v *dtv) totalUS() *big.Int {
	r := big.NewInt(int64(v.ordinal()))
	r.Mul(r, bigUSPerDay)
	return r.Add(r, big.NewInt(v.dayUS()))
}

// fromTotalUS sets the date and time of v from microseconds since
// 0001-01-01, failing outside the supported years.
func (v *dtv) fromTotalUS(us *big.Int) error {
	days, rem := new(big.Int).DivMod(us, bigUSPerDay, new(big.Int))
	if !days.IsInt64() || days.Int64() < 1 || days.Int64() > int64(tm.Ordinal(9999, 12, 31)) {
		return py.NewOverflowError("date value out of range")
	}
	v.y, v.mo, v.d = tm.FromOrdinal(int(days.Int64()))
	r := rem.Int64()
	v.h, v.mi, v.s, v.us = int(r/3600000000), int(r/60000000%60), int(r/1000000%60), int(r%1000000)
	return nil
}

// checkDate validates year, month and day with CPython's messages.
func checkDate(y, mo, d int64) error {
	if y < minYear || y > maxYear {
		return py.NewValueError("year %d is out of range", y)
	}
	if mo < 1 || mo > 12 {
		return py.NewValueError("month must be in 1..12")
	}
	if d < 1 || d > int64(tm.DaysInMonth(int(y), int(mo))) {
		return py.NewValueError("day is out of range for month")
	}
	return nil
}

// checkTime validates the time fields.
func checkTime(h, mi, s, us, fold int64) error {
	switch {
	case h < 0 || h > 23:
		return py.NewValueError("hour must be in 0..23")
	case mi < 0 || mi > 59:
		return py.NewValueError("minute must be in 0..59")
	case s < 0 || s > 59:
		return py.NewValueError("second must be in 0..59")
	case us < 0 || us > 999999:
		return py.NewValueError("microsecond must be in 0..999999")
	case fold != 0 && fold != 1:
		return py.NewValueError("fold must be either 0 or 1")
	}
	return nil
}

// checkTz validates a tzinfo argument.
func (m *module) checkTz(v py.Value) (py.Value, error) {
	if v == nil || v == py.None {
		return nil, nil
	}
	if !v.Type().IsSubtype(m.tzinfo) {
		return nil, py.NewTypeError("tzinfo argument must be None or of a tzinfo subclass, not type '%s'", m.tpName(v))
	}
	return v, nil
}

// fields converts v to the broken-down form strftime takes.
func (v *dtv) fields() tm.Fields {
	y, mo, d := v.y, v.mo, v.d
	if v.kind == kindTime {
		y, mo, d = 1900, 1, 1
	}
	ord := tm.Ordinal(y, mo, d)
	return tm.Fields{
		Year: y, Month: mo, Day: d, Hour: v.h, Minute: v.mi, Second: v.s,
		Weekday: (ord + 6) % 7, Yearday: ord - tm.DaysBeforeYear(y), Microsecond: v.us,
	}
}

// utcoffset calls tz.utcoffset(arg) and checks the result: None or a
// timedelta strictly within a day.
func (m *module) utcoffset(t *py.Thread, v *dtv, self py.Value) (*td, error) {
	if v.tz == nil {
		return nil, nil
	}
	var arg py.Value = py.None
	if v.kind == kindDateTime {
		arg = self
	}
	if st, ok := tzStateOf(v.tz); ok {
		d := st.off
		return &d, nil
	}
	r, err := py.CallMethod(t, v.tz, "utcoffset", []py.Value{arg}, nil)
	if err != nil {
		return nil, err
	}
	if r == py.None {
		return nil, nil
	}
	d, ok := tdOf(r)
	if !ok {
		return nil, py.NewTypeError("tzinfo.utcoffset() must return None or timedelta, not '%s'", r.Type().Name)
	}
	us := d.totalUS()
	if us.CmpAbs(bigUSPerDay) >= 0 {
		return nil, py.NewValueError("offset must be a timedelta strictly between -timedelta(hours=24) and timedelta(hours=24), not %s.", tdRepr(d))
	}
	return &d, nil
}

// tzCall calls tz.tzname(arg) or tz.dst(arg).
func (m *module) tzCall(t *py.Thread, v *dtv, self py.Value, name py.LibName) (py.Value, error) {
	if v.tz == nil {
		return py.None, nil
	}
	var arg py.Value = py.None
	if v.kind == kindDateTime {
		arg = self
	}
	return py.CallMethod(t, v.tz, name, []py.Value{arg}, nil)
}
