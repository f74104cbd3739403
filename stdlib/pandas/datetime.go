package pandas

import (
	"math"
	"strconv"
	"strings"
	"time"

	"github.com/kraitpy/krait/py"
	"github.com/kraitpy/krait/stdlib/datetime"
)

// This file holds datetimes and timedeltas as pandas does (int64
// nanoseconds, NaT as the smallest int64): the Go state of Timestamp,
// Timedelta and NaT, string parsing as to_datetime does it for the
// formats agent data has, and the text forms pandas prints.

// timestampValue is the state of a pandas Timestamp: nanoseconds since
// the epoch (naive, no time zone).
type timestampValue struct{ ns int64 }

// Type implements py.Value.
func (*timestampValue) Type() *py.Type { return opaque }

// timedeltaValue is the state of a pandas Timedelta: nanoseconds.
type timedeltaValue struct{ ns int64 }

// Type implements py.Value.
func (*timedeltaValue) Type() *py.Type { return opaque }

// natValue is the state of pd.NaT.
type natValue struct{}

// Type implements py.Value.
func (*natValue) Type() *py.Type { return opaque }

// naValue is the state of pd.NA.
type naValue struct{}

// Type implements py.Value.
func (*naValue) Type() *py.Type { return opaque }

const (
	nsPerSec  = int64(time.Second)
	nsPerDay  = 86400 * nsPerSec
	nsPerUsec = int64(time.Microsecond)
)

// timestamp returns the Python Timestamp for ns (NaT for natInt).
func (m *Module) timestamp(ns int64) py.Value {
	if ns == natInt {
		return m.nat
	}
	return &py.Instance{Class: m.timestampCls, Base: &timestampValue{ns: ns}}
}

// timedelta returns the Python Timedelta for ns (NaT for natInt).
func (m *Module) timedelta(ns int64) py.Value {
	if ns == natInt {
		return m.nat
	}
	return &py.Instance{Class: m.timedeltaCls, Base: &timedeltaValue{ns: ns}}
}

// tsOf returns the nanoseconds of a Timestamp value.
func tsOf(v py.Value) (int64, bool) {
	if in, ok := v.(*py.Instance); ok {
		if ts, ok := in.Base.(*timestampValue); ok {
			return ts.ns, true
		}
	}
	return 0, false
}

// tdOf returns the nanoseconds of a Timedelta value.
func tdOf(v py.Value) (int64, bool) {
	if in, ok := v.(*py.Instance); ok {
		if td, ok := in.Base.(*timedeltaValue); ok {
			return td.ns, true
		}
	}
	return 0, false
}

// isNaT reports whether v is pd.NaT.
func isNaT(v py.Value) bool {
	if in, ok := v.(*py.Instance); ok {
		_, ok := in.Base.(*natValue)
		return ok
	}
	return false
}

// pyDatetimeNs converts a Python datetime.datetime or date (krait's
// datetime module) to nanoseconds since the epoch.
func pyDatetimeNs(v py.Value) (int64, bool) {
	if _, ok := v.(*py.Instance); !ok {
		return 0, false
	}
	d, ok := datetime.Describe(v)
	if !ok || (d.Kind != "datetime" && d.Kind != "date") {
		return 0, false
	}
	if d.Kind == "date" {
		return parseDatetime(d.ISO, false)
	}
	tt, _, ok := datetime.Time(v, time.UTC)
	if !ok {
		return 0, false
	}
	return timeNs(tt), true
}

// timeNs converts a Go time to nanoseconds since the epoch in its wall
// clock (naive).
func timeNs(tt time.Time) int64 {
	y, mo, d := tt.Date()
	h, mi, s := tt.Clock()
	u := time.Date(y, mo, d, h, mi, s, tt.Nanosecond(), time.UTC)
	return u.UnixNano()
}

// nsTime converts nanoseconds since the epoch to a UTC Go time.
func nsTime(ns int64) time.Time { return time.Unix(0, ns).UTC() }

// datetimeNs converts a value written into a datetime column.
func datetimeNs(v py.Value) int64 {
	if ns, ok := tsOf(v); ok {
		return ns
	}
	if ns, ok := pyDatetimeNs(v); ok {
		return ns
	}
	if s, ok := v.(*py.Str); ok {
		if ns, ok := parseDatetime(s.String(), false); ok {
			return ns
		}
	}
	return natInt
}

// timedeltaNs converts a value written into a timedelta column.
func timedeltaNs(v py.Value) int64 {
	if ns, ok := tdOf(v); ok {
		return ns
	}
	if d, ok := datetime.Duration(v); ok {
		return int64(d)
	}
	return natInt
}

// formatTimestamp is str(Timestamp): 'YYYY-MM-DD HH:MM:SS' with
// microseconds or nanoseconds when present.
func formatTimestamp(ns int64) string {
	tt := nsTime(ns)
	var b strings.Builder
	b.WriteString(tt.Format("2006-01-02 15:04:05"))
	frac := ns % nsPerSec
	if frac < 0 {
		frac += nsPerSec
	}
	if frac%1000 != 0 {
		b.WriteString("." + pad(frac, 9))
	} else if frac != 0 {
		b.WriteString("." + pad(frac/1000, 6))
	}
	return b.String()
}

// pad writes n with leading zeros to width w.
func pad(n int64, w int) string {
	s := strconv.FormatInt(n, 10)
	for len(s) < w {
		s = "0" + s
	}
	return s
}

// formatDate is the date part 'YYYY-MM-DD'.
func formatDate(ns int64) string { return nsTime(ns).Format("2006-01-02") }

// formatDatetimes formats a datetime column as pandas prints it: dates
// only when every value is at midnight, else full timestamps with as
// many fraction digits as the values need.
func formatDatetimes(vals []int64, na string) []string {
	datesOnly := true
	fracDigits := 0
	for _, v := range vals {
		if v == natInt {
			continue
		}
		r := v % nsPerDay
		if r != 0 {
			datesOnly = false
		}
		frac := v % nsPerSec
		if frac < 0 {
			frac += nsPerSec
		}
		if frac%1000 != 0 {
			fracDigits = 9
		} else if frac != 0 && fracDigits < 6 {
			fracDigits = 6
		}
	}
	//krait:alloc-ok one per value: every caller charged at least cellBytes per value first (formatStrings, flatReprValues, to_csv's date cells; csv.go's one-value call)
	out := make([]string, len(vals))
	for j, v := range vals {
		switch {
		case v == natInt:
			out[j] = na
		case datesOnly:
			out[j] = formatDate(v)
		default:
			tt := nsTime(v)
			s := tt.Format("2006-01-02 15:04:05")
			frac := v % nsPerSec
			if frac < 0 {
				frac += nsPerSec
			}
			if fracDigits == 9 {
				s += "." + pad(frac, 9)
			} else if fracDigits == 6 {
				s += "." + pad(frac/1000, 6)
			}
			out[j] = s
		}
	}
	return out
}

// formatTimedelta is str(Timedelta): '1 days 02:00:00' (with a fraction
// when present).
func formatTimedelta(ns int64) string { return timedeltaText(ns, true) }

// timedeltaText formats a duration as pandas' Timedelta._repr_base: the
// long form 'D days HH:MM:SS[.f]', or 'D days' when long is false and
// the value is whole days.
func timedeltaText(ns int64, long bool) string {
	neg := ns < 0
	u := uint64(ns)
	if neg {
		u = uint64(-ns)
	}
	days := int64(u / uint64(nsPerDay))
	rem := int64(u % uint64(nsPerDay))
	if neg {
		// pandas shows negative durations as -N days + a positive time.
		if rem != 0 {
			days = -days - 1
			rem = nsPerDay - rem
		} else {
			days = -days
		}
	}
	if !long && rem == 0 {
		return strconv.FormatInt(days, 10) + " days"
	}
	h := rem / (3600 * nsPerSec)
	mi := rem / (60 * nsPerSec) % 60
	s := rem / nsPerSec % 60
	frac := rem % nsPerSec
	out := strconv.FormatInt(days, 10) + " days " + pad(h, 2) + ":" + pad(mi, 2) + ":" + pad(s, 2)
	if frac%1000 != 0 {
		out += "." + pad(frac, 9)
	} else if frac != 0 {
		out += "." + pad(frac/1000, 6)
	}
	return out
}

// formatTimedeltas formats a timedelta column: 'N days' when every value
// is whole days, else the long form.
func formatTimedeltas(vals []int64, na string) []string {
	even := true
	for _, v := range vals {
		if v != natInt && v%nsPerDay != 0 {
			even = false
		}
	}
	//krait:alloc-ok one per value: every caller charged at least cellBytes per value first (formatStrings, flatReprValues, to_csv's date cells; csv.go's one-value call)
	out := make([]string, len(vals))
	for j, v := range vals {
		if v == natInt {
			out[j] = na
		} else {
			out[j] = timedeltaText(v, !even)
		}
	}
	return out
}

var monthNames = []string{"January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"}

var dayNames = []string{"Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"}

// weekday is Monday=0 .. Sunday=6.
func weekday(ns int64) int { return (int(nsTime(ns).Weekday()) + 6) % 7 }

// parseDatetime parses a date or date-time string in the forms
// to_datetime infers: ISO (2024-01-15, 2024-01-15 10:30:00[.f],
// 2024-01-15T10:30), slashes (2024/01/15, 01/15/2024, 15/01/2024 when the
// first number cannot be a month or dayfirst is set), dots, month names
// (Jan 15, 2024; 15 January 2024; January 2024), year-month (2024-01) and
// compact digits (20240115).
func parseDatetime(s string, dayfirst bool) (int64, bool) {
	s = strings.TrimSpace(s)
	if s == "" {
		return 0, false
	}
	date, clock := s, ""
	if k := strings.IndexAny(s, "T "); k > 0 && isDigit(s[0]) && strings.Count(s[:k], "-")+strings.Count(s[:k], "/")+strings.Count(s[:k], ".") >= 1 {
		date, clock = s[:k], strings.TrimSpace(s[k+1:])
	}
	y, mo, d, ok := parseDatePart(date, dayfirst)
	if !ok {
		return parseWordDate(s)
	}
	h, mi, sec, ns, ok := parseClock(clock)
	if !ok {
		return 0, false
	}
	if mo < 1 || mo > 12 || d < 1 || d > daysIn(y, mo) {
		return 0, false
	}
	tt := time.Date(y, time.Month(mo), d, h, mi, sec, ns, time.UTC)
	return tt.UnixNano(), true
}

func isDigit(c byte) bool { return c >= '0' && c <= '9' }

// daysIn returns the number of days of a month.
func daysIn(y, mo int) int {
	return time.Date(y, time.Month(mo)+1, 0, 0, 0, 0, 0, time.UTC).Day()
}

// parseDatePart parses the date of a numeric date string.
func parseDatePart(s string, dayfirst bool) (y, mo, d int, ok bool) {
	if len(s) == 8 && allDigits(s) {
		y, _ = strconv.Atoi(s[:4])
		mo, _ = strconv.Atoi(s[4:6])
		d, _ = strconv.Atoi(s[6:])
		return y, mo, d, true
	}
	if len(s) == 4 && allDigits(s) {
		y, _ = strconv.Atoi(s)
		return y, 1, 1, true
	}
	var sep string
	for _, c := range []string{"-", "/", "."} {
		if strings.Contains(s, c) {
			sep = c
			break
		}
	}
	if sep == "" {
		return 0, 0, 0, false
	}
	//krait:alloc-ok splits one date or time string the program gave into its few parts (at most len(s)+1, garbage after the parse)
	parts := strings.Split(s, sep)
	nums := make([]int, len(parts))
	for j, p := range parts {
		if p == "" || !allDigits(p) {
			return 0, 0, 0, false
		}
		nums[j], _ = strconv.Atoi(p)
	}
	switch len(parts) {
	case 2:
		if len(parts[0]) == 4 {
			return nums[0], nums[1], 1, true
		}
		if len(parts[1]) == 4 {
			return nums[1], nums[0], 1, true
		}
		return 0, 0, 0, false
	case 3:
		if len(parts[0]) == 4 {
			return nums[0], nums[1], nums[2], true
		}
		if len(parts[2]) == 4 || len(parts[2]) == 2 {
			y = nums[2]
			if len(parts[2]) == 2 {
				y += 2000
				if y > 2068 {
					y -= 100
				}
			}
			a, b := nums[0], nums[1]
			if dayfirst && b <= 12 || a > 12 {
				return y, b, a, true
			}
			return y, a, b, true
		}
	}
	return 0, 0, 0, false
}

func allDigits(s string) bool {
	for j := 0; j < len(s); j++ {
		if !isDigit(s[j]) {
			return false
		}
	}
	return s != ""
}

// parseClock parses HH:MM[:SS[.fraction]] (empty: midnight).
func parseClock(s string) (h, mi, sec, ns int, ok bool) {
	if s == "" {
		return 0, 0, 0, 0, true
	}
	s = strings.TrimSuffix(s, "Z")
	//krait:alloc-ok splits one date or time string the program gave into its few parts (at most len(s)+1, garbage after the parse)
	parts := strings.Split(s, ":")
	if len(parts) < 2 || len(parts) > 3 {
		return 0, 0, 0, 0, false
	}
	var err error
	if h, err = strconv.Atoi(parts[0]); err != nil || h > 23 {
		return 0, 0, 0, 0, false
	}
	if mi, err = strconv.Atoi(parts[1]); err != nil || mi > 59 {
		return 0, 0, 0, 0, false
	}
	if len(parts) == 3 {
		secs := parts[2]
		if k := strings.IndexByte(secs, '.'); k >= 0 {
			frac := secs[k+1:]
			secs = secs[:k]
			if !allDigits(frac) || len(frac) > 9 {
				return 0, 0, 0, 0, false
			}
			for len(frac) < 9 {
				frac += "0"
			}
			ns, _ = strconv.Atoi(frac)
		}
		if sec, err = strconv.Atoi(secs); err != nil || sec > 59 {
			return 0, 0, 0, 0, false
		}
	}
	return h, mi, sec, ns, true
}

// parseWordDate parses dates with month names: "Jan 15, 2024",
// "15 January 2024", "January 2024", "January 15 2024 10:00".
func parseWordDate(s string) (int64, bool) {
	//krait:alloc-ok splits one date or time string the program gave into its few parts (at most len(s)+1, garbage after the parse)
	fields := strings.FieldsFunc(s, func(r rune) bool { return r == ' ' || r == ',' || r == '-' })
	y, mo, d := 0, 0, 0
	clock := ""
	for _, f := range fields {
		if strings.Contains(f, ":") {
			clock = f
			continue
		}
		if m := monthOf(f); m > 0 && mo == 0 {
			mo = m
			continue
		}
		if !allDigits(f) {
			return 0, false
		}
		n, _ := strconv.Atoi(f)
		switch {
		case len(f) == 4 && y == 0:
			y = n
		case d == 0 && n >= 1 && n <= 31:
			d = n
		default:
			return 0, false
		}
	}
	if y == 0 || mo == 0 {
		return 0, false
	}
	if d == 0 {
		d = 1
	}
	if d > daysIn(y, mo) {
		return 0, false
	}
	h, mi, sec, ns, ok := parseClock(clock)
	if !ok {
		return 0, false
	}
	return time.Date(y, time.Month(mo), d, h, mi, sec, ns, time.UTC).UnixNano(), true
}

// monthOf returns the month of a month name or its 3-letter
// abbreviation, or 0.
func monthOf(s string) int {
	l := strings.ToLower(strings.TrimSuffix(s, "."))
	if len(l) < 3 {
		return 0
	}
	for j, n := range monthNames {
		ln := strings.ToLower(n)
		if l == ln || l == ln[:3] || (len(l) >= 3 && strings.HasPrefix(ln, l) && l == "sept") {
			return j + 1
		}
	}
	return 0
}

// parseTimedelta parses the strings Timedelta accepts: '1 day', '2 days
// 03:00:00', '3h', '15min', '30s', '1 days 02:00:00', '02:30:00'.
func parseTimedelta(s string) (int64, bool) {
	s = strings.TrimSpace(s)
	if s == "" {
		return 0, false
	}
	neg := false
	if s[0] == '-' {
		neg, s = true, s[1:]
	}
	var total float64
	rest := s
	for rest != "" {
		rest = strings.TrimSpace(rest)
		if rest == "" {
			break
		}
		//krait:alloc-ok splits one date or time string the program gave into its few parts (at most len(s)+1, garbage after the parse)
		if strings.Count(rest, ":") >= 1 && isDigit(rest[0]) && !strings.ContainsAny(strings.SplitN(rest, ":", 2)[0], " ") {
			h, mi, sec, ns, ok := parseClockLoose(rest)
			if !ok {
				return 0, false
			}
			total += float64(h)*3600e9 + float64(mi)*60e9 + float64(sec)*1e9 + float64(ns)
			break
		}
		k := 0
		for k < len(rest) && (isDigit(rest[k]) || rest[k] == '.') {
			k++
		}
		if k == 0 {
			return 0, false
		}
		num, err := strconv.ParseFloat(rest[:k], 64)
		if err != nil {
			return 0, false
		}
		rest = strings.TrimSpace(rest[k:])
		u := 0
		for u < len(rest) && (rest[u] >= 'a' && rest[u] <= 'z' || rest[u] >= 'A' && rest[u] <= 'Z') {
			u++
		}
		unit := rest[:u]
		rest = rest[u:]
		mult, ok := timedeltaUnit(unit)
		if !ok {
			return 0, false
		}
		total += num * mult
	}
	if neg {
		total = -total
	}
	if math.IsNaN(total) || math.Abs(total) > 9.2e18 {
		return 0, false
	}
	return int64(math.Round(total)), true
}

// parseClockLoose parses H:MM:SS[.f] with hours past 23 allowed.
func parseClockLoose(s string) (h, mi, sec, ns int, ok bool) {
	//krait:alloc-ok splits one date or time string the program gave into its few parts (at most len(s)+1, garbage after the parse)
	parts := strings.Split(s, ":")
	if len(parts) != 3 && len(parts) != 2 {
		return 0, 0, 0, 0, false
	}
	var err error
	if h, err = strconv.Atoi(parts[0]); err != nil {
		return 0, 0, 0, 0, false
	}
	if mi, err = strconv.Atoi(parts[1]); err != nil {
		return 0, 0, 0, 0, false
	}
	if len(parts) == 3 {
		secs := parts[2]
		if k := strings.IndexByte(secs, '.'); k >= 0 {
			frac := secs[k+1:]
			secs = secs[:k]
			for len(frac) < 9 {
				frac += "0"
			}
			ns, _ = strconv.Atoi(frac[:9])
		}
		if sec, err = strconv.Atoi(secs); err != nil {
			return 0, 0, 0, 0, false
		}
	}
	return h, mi, sec, ns, true
}

// timedeltaUnit returns the nanoseconds of a unit name as pandas spells
// them.
func timedeltaUnit(u string) (float64, bool) {
	switch strings.ToLower(u) {
	case "w", "week", "weeks":
		return 7 * 86400e9, true
	case "d", "day", "days":
		return 86400e9, true
	case "h", "hr", "hour", "hours":
		return 3600e9, true
	case "m", "min", "minute", "minutes", "t":
		return 60e9, true
	case "s", "sec", "second", "seconds":
		return 1e9, true
	case "ms", "milli", "millis", "millisecond", "milliseconds", "l":
		return 1e6, true
	case "us", "micro", "micros", "microsecond", "microseconds", "u":
		return 1e3, true
	case "ns", "nano", "nanos", "nanosecond", "nanoseconds", "n":
		return 1, true
	case "":
		return 1, true
	}
	return 0, false
}

// strftime formats a timestamp with C strftime directives (the common
// ones).
func strftime(ns int64, f string) string {
	tt := nsTime(ns)
	var b strings.Builder
	for j := 0; j < len(f); j++ {
		c := f[j]
		if c != '%' || j+1 >= len(f) {
			b.WriteByte(c)
			continue
		}
		j++
		switch f[j] {
		case 'Y':
			b.WriteString(pad(int64(tt.Year()), 4))
		case 'y':
			b.WriteString(pad(int64(tt.Year()%100), 2))
		case 'm':
			b.WriteString(pad(int64(tt.Month()), 2))
		case 'd':
			b.WriteString(pad(int64(tt.Day()), 2))
		case 'H':
			b.WriteString(pad(int64(tt.Hour()), 2))
		case 'I':
			h := tt.Hour() % 12
			if h == 0 {
				h = 12
			}
			b.WriteString(pad(int64(h), 2))
		case 'p':
			if tt.Hour() < 12 {
				b.WriteString("AM")
			} else {
				b.WriteString("PM")
			}
		case 'M':
			b.WriteString(pad(int64(tt.Minute()), 2))
		case 'S':
			b.WriteString(pad(int64(tt.Second()), 2))
		case 'f':
			b.WriteString(pad(int64(tt.Nanosecond()/1000), 6))
		case 'B':
			b.WriteString(monthNames[tt.Month()-1])
		case 'b', 'h':
			b.WriteString(monthNames[tt.Month()-1][:3])
		case 'A':
			b.WriteString(dayNames[weekday(ns)])
		case 'a':
			b.WriteString(dayNames[weekday(ns)][:3])
		case 'j':
			b.WriteString(pad(int64(tt.YearDay()), 3))
		case 'w':
			b.WriteString(strconv.Itoa(int(tt.Weekday())))
		case 'u':
			b.WriteString(strconv.Itoa(weekday(ns) + 1))
		case 'U':
			b.WriteString(pad(int64((tt.YearDay()+6-int(tt.Weekday()))/7), 2))
		case 'W':
			b.WriteString(pad(int64((tt.YearDay()+6-weekday(ns))/7), 2))
		case 'V':
			_, w := tt.ISOWeek()
			b.WriteString(pad(int64(w), 2))
		case 'G':
			y, _ := tt.ISOWeek()
			b.WriteString(pad(int64(y), 4))
		case 'F':
			b.WriteString(tt.Format("2006-01-02"))
		case 'T':
			b.WriteString(tt.Format("15:04:05"))
		case 'D':
			b.WriteString(tt.Format("01/02/06"))
		case 'Z', 'z':
		case '%':
			b.WriteByte('%')
		default:
			b.WriteByte('%')
			b.WriteByte(f[j])
		}
	}
	return b.String()
}

// parseWithFormat parses a string with a strptime format (the common
// directives).
func parseWithFormat(s, f string) (int64, bool) {
	y, mo, d, h, mi, sec, ns := 1900, 1, 1, 0, 0, 0, 0
	pm := -1
	i := 0
	num := func(maxw int) (int, bool) {
		k := i
		for k < len(s) && k-i < maxw && isDigit(s[k]) {
			k++
		}
		if k == i {
			return 0, false
		}
		n, _ := strconv.Atoi(s[i:k])
		i = k
		return n, true
	}
	for j := 0; j < len(f); j++ {
		c := f[j]
		if c != '%' || j+1 >= len(f) {
			if i >= len(s) || s[i] != c {
				if c == ' ' {
					continue
				}
				return 0, false
			}
			i++
			continue
		}
		j++
		var ok bool
		switch f[j] {
		case 'Y':
			y, ok = num(4)
		case 'y':
			y, ok = num(2)
			if y < 69 {
				y += 2000
			} else {
				y += 1900
			}
		case 'm':
			mo, ok = num(2)
		case 'd':
			d, ok = num(2)
		case 'H', 'I':
			h, ok = num(2)
		case 'M':
			mi, ok = num(2)
		case 'S':
			sec, ok = num(2)
		case 'f':
			k := i
			for k < len(s) && k-i < 9 && isDigit(s[k]) {
				k++
			}
			frac := s[i:k]
			i = k
			ok = frac != ""
			for len(frac) < 9 {
				frac += "0"
			}
			ns, _ = strconv.Atoi(frac)
		case 'p':
			if i+2 <= len(s) {
				switch strings.ToUpper(s[i : i+2]) {
				case "AM":
					pm, ok = 0, true
				case "PM":
					pm, ok = 1, true
				}
				i += 2
			}
		case 'B', 'b', 'h':
			k := i
			for k < len(s) && (s[k] >= 'a' && s[k] <= 'z' || s[k] >= 'A' && s[k] <= 'Z') {
				k++
			}
			mo = monthOf(s[i:k])
			ok = mo > 0
			i = k
		case '%':
			ok = i < len(s) && s[i] == '%'
			i++
		default:
			return 0, false
		}
		if !ok {
			return 0, false
		}
	}
	if i != len(s) {
		return 0, false
	}
	if pm == 1 && h < 12 {
		h += 12
	} else if pm == 0 && h == 12 {
		h = 0
	}
	if mo < 1 || mo > 12 || d < 1 || d > daysIn(y, mo) || h > 23 || mi > 59 || sec > 59 {
		return 0, false
	}
	return time.Date(y, time.Month(mo), d, h, mi, sec, ns, time.UTC).UnixNano(), true
}

// durationOf converts nanoseconds to a Go duration.
func durationOf(ns int64) time.Duration { return time.Duration(ns) }
