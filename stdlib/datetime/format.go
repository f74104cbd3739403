package datetime

import (
	"strconv"
	"strings"

	"github.com/kraitpy/krait/py"
	tm "github.com/kraitpy/krait/stdlib/time"
)

// pad4 formats a year as %04d.
func pad4(y int) string {
	s := strconv.Itoa(y)
	for len(s) < 4 {
		s = "0" + s
	}
	return s
}

// dateISO is YYYY-MM-DD.
func (v *dtv) dateISO() string { return pad4(v.y) + "-" + two(v.mo) + "-" + two(v.d) }

// timeISO formats the time of day for a timespec.
func (v *dtv) timeISO(spec string) (string, error) {
	if spec == "auto" {
		spec = "seconds"
		if v.us != 0 {
			spec = "microseconds"
		}
	}
	hm := two(v.h) + ":" + two(v.mi)
	switch spec {
	case "hours":
		return two(v.h), nil
	case "minutes":
		return hm, nil
	case "seconds":
		return hm + ":" + two(v.s), nil
	case "milliseconds":
		ms := strconv.Itoa(v.us / 1000)
		for len(ms) < 3 {
			ms = "0" + ms
		}
		return hm + ":" + two(v.s) + "." + ms, nil
	case "microseconds":
		return hm + ":" + two(v.s) + "." + six(v.us), nil
	}
	return "", py.NewValueError("Unknown timespec value")
}

// offsetSuffix returns +HH:MM[...] for an aware value, "" for naive.
func (m *module) offsetSuffix(t *py.Thread, v *dtv, self py.Value, sep string) (string, error) {
	off, err := m.utcoffset(t, v, self)
	if err != nil || off == nil {
		return "", err
	}
	return offsetString(off.totalUS().Int64(), sep), nil
}

// repr is repr() of a date, time or datetime.
func (m *module) repr(t *py.Thread, v *dtv, self py.Value) (string, error) {
	cls := self.Type()
	name := cls.Name
	if cls == m.date || cls == m.time || cls == m.datetime {
		name = "datetime." + name
	}
	var nums []int
	switch v.kind {
	case kindDate:
		nums = []int{v.y, v.mo, v.d}
	case kindTime:
		nums = []int{v.h, v.mi}
	default:
		nums = []int{v.y, v.mo, v.d, v.h, v.mi}
	}
	if v.kind != kindDate && (v.s != 0 || v.us != 0) {
		nums = append(nums, v.s)
		if v.us != 0 {
			nums = append(nums, v.us)
		}
	}
	var b strings.Builder
	b.WriteString(name + "(")
	for i, n := range nums {
		if i > 0 {
			b.WriteString(", ")
		}
		b.WriteString(strconv.Itoa(n))
	}
	if v.fold != 0 {
		b.WriteString(", fold=1")
	}
	if v.tz != nil {
		r, err := py.Repr(t, v.tz)
		if err != nil {
			return "", err
		}
		b.WriteString(", tzinfo=" + r)
	}
	b.WriteString(")")
	return b.String(), nil
}

// isoformat is isoformat() of any kind (sep between date and time).
func (m *module) isoformat(t *py.Thread, v *dtv, self py.Value, sep, spec string) (string, error) {
	switch v.kind {
	case kindDate:
		return v.dateISO(), nil
	case kindTime:
		s, err := v.timeISO(spec)
		if err != nil {
			return "", err
		}
		off, err := m.offsetSuffix(t, v, self, ":")
		return s + off, err
	}
	s, err := v.timeISO(spec)
	if err != nil {
		return "", err
	}
	off, err := m.offsetSuffix(t, v, self, ":")
	return v.dateISO() + sep + s + off, err
}

// strftime formats v, filling %z and %Z from its tzinfo.
func (m *module) strftime(t *py.Thread, v *dtv, self py.Value, format string) (string, error) {
	f := v.fields()
	if v.tz != nil && (strings.Contains(format, "%z") || strings.Contains(format, "%Z")) {
		off, err := m.utcoffset(t, v, self)
		if err != nil {
			return "", err
		}
		if off != nil {
			us := off.totalUS().Int64()
			f.Offset, f.HasOffset = int(us/1000000), true
			if us%1000000 != 0 {
				// %z with microseconds: CPython prints them; render the
				// whole offset here.
				z := offsetString(us, "")
				if err := t.Alloc(int64(len(format) + strings.Count(format, "%z")*len(z))); err != nil {
					return "", err
				}
				format = strings.ReplaceAll(format, "%z", z)
			}
		}
		name, err := m.tzCall(t, v, self, "tzname")
		if err != nil {
			return "", err
		}
		if s, ok := name.(*py.Str); ok {
			f.Zone = s.String()
		}
	}
	if err := t.Charge(int64(len(format)) + 1); err != nil {
		return "", err
	}
	out := tm.Strftime(format, f, true)
	if err := t.Alloc(int64(len(out))); err != nil {
		return "", err
	}
	return out, nil
}

// isoParser reads an ISO 8601 string as CPython 3.11's fromisoformat.
type isoParser struct {
	s   string
	pos int
}

func (p *isoParser) digits(n int) (int, bool) {
	if p.pos+n > len(p.s) {
		return 0, false
	}
	v := 0
	for i := 0; i < n; i++ {
		c := p.s[p.pos+i]
		if c < '0' || c > '9' {
			return 0, false
		}
		v = v*10 + int(c-'0')
	}
	p.pos += n
	return v, true
}

func (p *isoParser) peek() byte {
	if p.pos < len(p.s) {
		return p.s[p.pos]
	}
	return 0
}

// parseDate reads YYYY-MM-DD, YYYYMMDD, YYYY-Www[-D] or YYYYWww[D].
func (p *isoParser) parseDate() (y, mo, d int, ok bool) {
	if y, ok = p.digits(4); !ok {
		return
	}
	ext := p.peek() == '-'
	if ext {
		p.pos++
	}
	if p.peek() == 'W' {
		p.pos++
		w, ok2 := p.digits(2)
		if !ok2 {
			return 0, 0, 0, false
		}
		wd := 1
		if ext && p.peek() == '-' {
			p.pos++
			if wd, ok = p.digits(1); !ok {
				return
			}
		} else if !ext {
			if c := p.peek(); c >= '0' && c <= '9' {
				wd, _ = p.digits(1)
			}
		}
		ord, valid := isoToOrdinal(y, w, wd)
		if !valid {
			return 0, 0, 0, false
		}
		y, mo, d = tm.FromOrdinal(ord)
		return y, mo, d, true
	}
	if mo, ok = p.digits(2); !ok {
		return
	}
	if ext {
		if p.peek() != '-' {
			return 0, 0, 0, false
		}
		p.pos++
	}
	d, ok = p.digits(2)
	return
}

// isoToOrdinal converts an ISO year, week and weekday to an ordinal.
func isoToOrdinal(y, w, wd int) (int, bool) {
	if y < minYear || y > maxYear || w < 1 || w > 53 || wd < 1 || wd > 7 {
		return 0, false
	}
	if w == 53 {
		first := (tm.Ordinal(y, 1, 1) + 6) % 7
		if !(first == 3 || (first == 2 && isLeap(y))) {
			return 0, false
		}
	}
	jan4 := tm.Ordinal(y, 1, 4)
	week1Monday := jan4 - (jan4+6)%7
	return week1Monday + (w-1)*7 + wd - 1, true
}

func isLeap(y int) bool { return y%4 == 0 && (y%100 != 0 || y%400 == 0) }

// parseTime reads HH[:MM[:SS[.f+]]] (or the basic forms) and an offset.
func (p *isoParser) parseTime() (h, mi, s, us int, off *int64, ok bool) {
	if h, ok = p.digits(2); !ok {
		return
	}
	fields := []*int{&mi, &s}
	for _, f := range fields {
		c := p.peek()
		if c == ':' {
			p.pos++
			if *f, ok = p.digits(2); !ok {
				return
			}
			continue
		}
		if c >= '0' && c <= '9' {
			if *f, ok = p.digits(2); !ok {
				return
			}
			continue
		}
		break
	}
	if c := p.peek(); c == '.' || c == ',' {
		p.pos++
		start := p.pos
		for p.pos < len(p.s) && p.s[p.pos] >= '0' && p.s[p.pos] <= '9' {
			p.pos++
		}
		frac := p.s[start:p.pos]
		if frac == "" {
			return 0, 0, 0, 0, nil, false
		}
		if len(frac) > 6 {
			frac = frac[:6]
		}
		for len(frac) < 6 {
			frac += "0"
		}
		us, _ = strconv.Atoi(frac)
	}
	switch c := p.peek(); c {
	case 'Z':
		p.pos++
		z := int64(0)
		off = &z
	case '+', '-':
		p.pos++
		oh, ok1 := p.digits(2)
		if !ok1 {
			return 0, 0, 0, 0, nil, false
		}
		var om, os, ous int
		if p.peek() == ':' {
			p.pos++
		}
		if p.pos < len(p.s) {
			if om, ok1 = p.digits(2); !ok1 {
				return 0, 0, 0, 0, nil, false
			}
			if p.peek() == ':' {
				p.pos++
			}
			if p.pos < len(p.s) {
				if os, ok1 = p.digits(2); !ok1 {
					return 0, 0, 0, 0, nil, false
				}
				if p.peek() == '.' {
					p.pos++
					if ous, ok1 = p.digits(6); !ok1 {
						return 0, 0, 0, 0, nil, false
					}
				}
			}
		}
		z := int64(oh)*3600000000 + int64(om)*60000000 + int64(os)*1000000 + int64(ous)
		if c == '-' {
			z = -z
		}
		off = &z
	}
	return h, mi, s, us, off, p.pos == len(p.s)
}

// invalidISO is fromisoformat's ValueError.
func invalidISO(t *py.Thread, s py.Value) error {
	r, _ := py.Repr(t, s)
	return py.NewValueError("Invalid isoformat string: %s", r)
}
