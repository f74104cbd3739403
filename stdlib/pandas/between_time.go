package pandas

import (
	"strings"

	"github.com/kraitpy/krait/py"
	"github.com/kraitpy/krait/stdlib/datetime"
)

// This file is between_time and at_time of a Series or DataFrame on a
// DatetimeIndex: the rows whose time of day is in a range, or is one.

// betweenTime is Series/DataFrame.between_time(start_time, end_time,
// include_start, include_end, inclusive='both', axis=None): a start after
// the end selects the times outside [end, start] (a range over midnight).
func (m *Module) betweenTime(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	vals, err := bind("between_time", []string{"start_time", "end_time", "include_start", "include_end", "inclusive", "axis"}, 2, args, kwargs)
	if err != nil {
		return nil, err
	}
	start, err := timeOfDay(t, vals[0])
	if err != nil {
		return nil, err
	}
	end, err := timeOfDay(t, vals[1])
	if err != nil {
		return nil, err
	}
	incl, err := argStr(vals[4], "inclusive", "both")
	if err != nil {
		return nil, err
	}
	var inStart, inEnd bool
	switch incl {
	case "both":
		inStart, inEnd = true, true
	case "left":
		inStart = true
	case "right":
		inEnd = true
	case "neither":
	default:
		return nil, py.NewValueError("Inclusive has to be either string of 'both','left', 'right', or 'neither'.")
	}
	return m.rowsAtTimes(t, self, func(tod int64) bool {
		lo := tod > start || inStart && tod == start
		hi := tod < end || inEnd && tod == end
		if start <= end {
			return lo && hi
		}
		return lo || hi
	})
}

// atTime is Series/DataFrame.at_time(time, asof=False, axis=None).
func (m *Module) atTime(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	vals, err := bind("at_time", []string{"time", "asof", "axis"}, 1, args, kwargs)
	if err != nil {
		return nil, err
	}
	at, err := timeOfDay(t, vals[0])
	if err != nil {
		return nil, err
	}
	return m.rowsAtTimes(t, self, func(tod int64) bool { return tod == at })
}

// rowsAtTimes takes the rows of a Series or frame whose index time of
// day (in ns) passes keep; the index must be a DatetimeIndex.
func (m *Module) rowsAtTimes(t *py.Thread, self py.Value, keep func(tod int64) bool) (py.Value, error) {
	s, f, err := ndSelf(self)
	if err != nil {
		return nil, err
	}
	ix := s.indexOrNil()
	if f != nil {
		ix = f.idx
	}
	if ix.isMulti() || ix.isRange || ix.col == nil || ix.col.dt != dtDatetime {
		return nil, py.NewTypeError("Index must be DatetimeIndex")
	}
	if err := t.Charge(int64(ix.len())); err != nil {
		return nil, err
	}
	var pos []int
	for j, ns := range ix.col.i {
		if ns == natInt {
			continue
		}
		tod := ns % nsPerDay
		if tod < 0 {
			tod += nsPerDay
		}
		if keep(tod) {
			pos = append(pos, j) //krait:alloc-ok at most one int per row of an index that exists
		}
	}
	if f != nil {
		out, err := f.takeRows(t, pos, nil)
		if err != nil {
			return nil, err
		}
		return m.wrapFrame(out), nil
	}
	c, err := s.col.take(t, pos)
	if err != nil {
		return nil, err
	}
	idx, err := s.idx.take(t, pos)
	if err != nil {
		return nil, err
	}
	return m.wrapSeries(c, idx, s.name), nil
}

// indexOrNil is a Series' index (nil for a nil Series).
func (s *Series) indexOrNil() *index {
	if s == nil {
		return nil
	}
	return s.idx
}

// timeOfDay reads a time argument as nanoseconds since midnight: a
// datetime.time, or a string in one of the forms pandas' to_time accepts
// ("09:00", "0900", "09:00:00", "090000", with an optional AM/PM).
func timeOfDay(t *py.Thread, v py.Value) (int64, error) {
	if d, ok := datetime.Describe(v); ok && d.Kind == "time" {
		if ns, ok := clockNs(d.ISO); ok {
			return ns, nil
		}
	}
	if s, ok := strOf(v); ok {
		if ns, ok := clockNs(s); ok {
			return ns, nil
		}
		return 0, py.NewValueError("Cannot convert arg ['%s'] to a time", s)
	}
	return 0, py.NewValueError("Cannot convert arg [%s] to a time", reprOrType(v))
}

// clockNs parses a time of day as pandas' to_time does: H:MM[:SS[.f]]
// or HHMM[SS], with an optional AM/PM, to nanoseconds since midnight.
func clockNs(s string) (int64, bool) {
	s = strings.TrimSpace(s)
	u := strings.ToUpper(s)
	pm, am := strings.HasSuffix(u, "PM"), strings.HasSuffix(u, "AM")
	if am || pm {
		s = strings.TrimSpace(s[:len(s)-2])
	}
	if !strings.Contains(s, ":") && allDigits(s) && (len(s) == 4 || len(s) == 6) {
		if len(s) == 6 {
			s = s[:2] + ":" + s[2:4] + ":" + s[4:]
		} else {
			s = s[:2] + ":" + s[2:]
		}
	}
	if s == "" {
		return 0, false
	}
	h, mi, sec, ns, ok := parseClock(s)
	if !ok {
		return 0, false
	}
	if am || pm {
		if h < 1 || h > 12 {
			return 0, false
		}
		h %= 12
		if pm {
			h += 12
		}
	}
	return (int64(h*60+mi)*60+int64(sec))*nsPerSec + int64(ns), true
}
