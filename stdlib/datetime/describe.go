package datetime

import (
	"fmt"

	"github.com/kraitpy/krait/py"
)

// Described is a date, time, datetime or timedelta value as plain data,
// for serialisers (see Describe).
type Described struct {
	// Kind is "date", "time", "datetime" or "timedelta".
	Kind string
	// ISO is isoformat() of a date, time or datetime.
	ISO string
	// Days, Seconds and Micros are a timedelta's normalised fields.
	Days, Seconds, Micros int64
}

// Describe returns v as plain data without running Python code. ok is
// false for values of other types and for aware values whose tzinfo is not
// a datetime.timezone (their offset would come from Python code).
func Describe(v py.Value) (d Described, ok bool) {
	if x, isTD := tdOf(v); isTD {
		return Described{Kind: "timedelta", Days: x.days, Seconds: x.secs, Micros: x.us}, true
	}
	x, isDT := dtvOf(v)
	if !isDT {
		return Described{}, false
	}
	var s string
	switch x.kind {
	case kindDate:
		return Described{Kind: "date", ISO: fmt.Sprintf("%04d-%02d-%02d", x.y, x.mo, x.d)}, true
	case kindDateTime:
		s = fmt.Sprintf("%04d-%02d-%02dT", x.y, x.mo, x.d)
	}
	s += fmt.Sprintf("%02d:%02d:%02d", x.h, x.mi, x.s)
	if x.us != 0 {
		s += fmt.Sprintf(".%06d", x.us)
	}
	if x.tz != nil {
		st, fixed := tzStateOf(x.tz)
		if !fixed {
			return Described{}, false
		}
		s += isoOffset(st.off)
	}
	kind := "time"
	if x.kind == kindDateTime {
		kind = "datetime"
	}
	return Described{Kind: kind, ISO: s}, true
}

// isoOffset formats a UTC offset as isoformat does: +HH:MM, with :SS and
// .ffffff only when they are not zero.
func isoOffset(off td) string {
	us := (off.days*86400+off.secs)*1_000_000 + off.us
	sign := "+"
	if us < 0 {
		sign, us = "-", -us
	}
	h, m, s, f := us/3_600_000_000, us/60_000_000%60, us/1_000_000%60, us%1_000_000
	out := fmt.Sprintf("%s%02d:%02d", sign, h, m)
	if s != 0 || f != 0 {
		out += fmt.Sprintf(":%02d", s)
	}
	if f != 0 {
		out += fmt.Sprintf(".%06d", f)
	}
	return out
}
