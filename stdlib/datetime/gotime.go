package datetime

import (
	"math/big"
	"time"

	"github.com/kraitpy/krait/py"
)

// This file converts between Go's time.Time and time.Duration and the
// module's datetime and timedelta, for the host (krait's Go<->Python
// converters). mod is always a module returned by Load.

func moduleOf(mod py.Value) (*module, bool) {
	pm, ok := mod.(*py.Module)
	if !ok {
		return nil, false
	}
	m, ok := pm.Go.(*module)
	return m, ok
}

// FromTime returns tt, rounded to the microsecond, as a datetime of mod:
// naive (tt's wall clock) when naive is set, else aware, with
// timezone.utc for time.UTC and timezone(offset, zone name) otherwise.
// Years outside 1..9999 are an OverflowError.
func FromTime(mod py.Value, tt time.Time, naive bool) (py.Value, error) {
	m, ok := moduleOf(mod)
	if !ok {
		return nil, py.NewTypeError("not a datetime module")
	}
	tt = tt.Round(time.Microsecond)
	if y := tt.Year(); y < minYear || y > maxYear {
		return nil, py.NewOverflowError("year %d is out of range", y)
	}
	v := dtv{kind: kindDateTime, y: tt.Year(), mo: int(tt.Month()), d: tt.Day(),
		h: tt.Hour(), mi: tt.Minute(), s: tt.Second(), us: tt.Nanosecond() / 1000}
	if !naive {
		if tt.Location() == time.UTC {
			v.tz = m.utc
		} else {
			name, off := tt.Zone()
			var pyName py.Value
			if name != "" {
				pyName = py.NewStr(name)
			}
			v.tz = m.newTimezone(off, pyName)
		}
	}
	return m.newValue(m.datetime, v), nil
}

// FromDuration returns d, rounded to the microsecond, as a timedelta of
// mod.
func FromDuration(mod py.Value, d time.Duration) (py.Value, error) {
	m, ok := moduleOf(mod)
	if !ok {
		return nil, py.NewTypeError("not a datetime module")
	}
	v, err := tdFromUS(big.NewInt(int64(d.Round(time.Microsecond) / time.Microsecond)))
	if err != nil {
		return nil, err
	}
	return m.newTD(v), nil
}

// Time returns a datetime (or an instance of a subclass) as a time.Time:
// a naive one in naiveLoc, an aware one whose tzinfo is a
// datetime.timezone with a whole-second offset in time.UTC (offset 0, no
// name) or a fixed zone of the timezone's name and offset. ok is false
// for any other value, including dates, times, and datetimes with another
// tzinfo.
func Time(v py.Value, naiveLoc *time.Location) (tt time.Time, naive, ok bool) {
	d, isDT := dtvOf(v)
	if !isDT || d.kind != kindDateTime {
		return time.Time{}, false, false
	}
	loc := naiveLoc
	if d.tz != nil {
		st, isTZ := tzStateOf(d.tz)
		if !isTZ || st.off.us != 0 {
			return time.Time{}, false, false
		}
		off := int(st.off.days*86400 + st.off.secs)
		name := ""
		if s, isStr := st.name.(*py.Str); isStr {
			name = s.String()
		}
		if off == 0 && name == "" {
			loc = time.UTC
		} else {
			loc = time.FixedZone(name, off)
		}
	}
	return time.Date(d.y, time.Month(d.mo), d.d, d.h, d.mi, d.s, d.us*1000, loc), d.tz == nil, true
}

// Duration returns a timedelta (or an instance of a subclass) as a
// time.Duration; ok is false for any other value and for a timedelta
// beyond time.Duration's range (about 292 years).
func Duration(v py.Value) (time.Duration, bool) {
	d, ok := tdOf(v)
	if !ok {
		return 0, false
	}
	const fit = int64(1<<63-1) / int64(24*time.Hour)
	if d.days > fit-1 || d.days < -fit+1 {
		return 0, false
	}
	return time.Duration(d.days)*24*time.Hour + time.Duration(d.secs)*time.Second + time.Duration(d.us)*time.Microsecond, true
}
