package time

import (
	"strconv"
	"strings"
)

// Fields is a broken-down time, the input of Strftime: struct_time's
// fields plus what datetime adds.
type Fields struct {
	Year, Month, Day     int // Month 1..12, Day 1..31
	Hour, Minute, Second int
	Weekday              int // 0 = Monday, as Python numbers weekdays
	Yearday              int // 1..366
	Microsecond          int
	// Offset is the UTC offset in seconds when HasOffset; Zone is the
	// zone name (%Z).
	Offset    int
	HasOffset bool
	Zone      string
}

var (
	dayNames   = [7]string{"Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"}
	monthNames = [12]string{"January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"}
)

// DayAbbr returns the three-letter name of a Python weekday (0 = Monday).
func DayAbbr(wd int) string { return dayNames[((wd%7)+7)%7][:3] }

// MonthAbbr returns the three-letter name of a month 1..12.
func MonthAbbr(m int) string { return monthNames[(m-1+12)%12][:3] }

// Strftime formats f as glibc's strftime does in the C locale (the
// platform CPython's time.strftime calls), including its flags
// (%-d, %_d, %0e, %^a, %#Z) and its unpadded %Y/%G for years below 1000.
// Unknown directives are copied as they are. dateTime selects
// datetime.strftime's own %f, %z and %Z handling.
func Strftime(format string, f Fields, dateTime bool) string {
	var b strings.Builder
	rs := []rune(format)
	for i := 0; i < len(rs); i++ {
		c := rs[i]
		if c != '%' || i+1 >= len(rs) {
			b.WriteRune(c)
			continue
		}
		start := i
		i++
		flag := rune(0)
		if rs[i] == '-' || rs[i] == '_' || rs[i] == '0' || rs[i] == '^' || rs[i] == '#' {
			flag = rs[i]
			i++
			if i >= len(rs) {
				b.WriteString(string(rs[start:]))
				break
			}
		}
		out, ok := directive(rs[i], f, dateTime)
		if !ok {
			b.WriteString(string(rs[start : i+1]))
			continue
		}
		b.WriteString(applyFlag(flag, rs[i], out))
	}
	return b.String()
}

// applyFlag applies a glibc flag to a formatted field.
func applyFlag(flag, d rune, s string) string {
	switch flag {
	case '-':
		if isNumeric(d) {
			t := strings.TrimLeft(s, "0 ")
			if t == "" {
				return "0"
			}
			return t
		}
	case '_':
		if isNumeric(d) {
			n := len(s)
			t := strings.TrimLeft(s, "0 ")
			if t == "" {
				t = "0"
			}
			return strings.Repeat(" ", n-len(t)) + t //krait:alloc-ok n-len(t) <= len(s): no longer than the field's text
		}
	case '0':
		if isNumeric(d) {
			return strings.ReplaceAll(s, " ", "0")
		}
	case '^':
		return strings.ToUpper(s)
	case '#':
		switch d {
		case 'a', 'A', 'b', 'B', 'h':
			return strings.ToUpper(s)
		case 'p', 'Z':
			return strings.ToLower(s)
		}
	}
	return s
}

func isNumeric(d rune) bool { return strings.ContainsRune("CdegGHIjklmMsSuUVwWyY", d) }

func pad(n, width int) string {
	s := strconv.Itoa(abs(n))
	for len(s) < width {
		s = "0" + s
	}
	if n < 0 {
		return "-" + s
	}
	return s
}

func spacePad(n, width int) string {
	s := strconv.Itoa(n)
	for len(s) < width {
		s = " " + s
	}
	return s
}

func abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}

// directive formats one conversion; ok is false for unknown ones.
func directive(d rune, f Fields, dateTime bool) (string, bool) {
	hour12 := f.Hour % 12
	if hour12 == 0 {
		hour12 = 12
	}
	sunday := (f.Weekday + 1) % 7 // C's tm_wday: 0 = Sunday
	switch d {
	case 'a':
		return dayNames[f.Weekday][:3], true
	case 'A':
		return dayNames[f.Weekday], true
	case 'b', 'h':
		return monthNames[f.Month-1][:3], true
	case 'B':
		return monthNames[f.Month-1], true
	case 'c':
		return dayNames[f.Weekday][:3] + " " + monthNames[f.Month-1][:3] + " " + spacePad(f.Day, 2) + " " +
			pad(f.Hour, 2) + ":" + pad(f.Minute, 2) + ":" + pad(f.Second, 2) + " " + strconv.Itoa(f.Year), true
	case 'C':
		// glibc does not pad the century of years below 1000 (as %Y).
		if f.Year < 1000 {
			return strconv.Itoa(floorDiv(f.Year, 100)), true
		}
		return pad(floorDiv(f.Year, 100), 2), true
	case 'd':
		return pad(f.Day, 2), true
	case 'D', 'x':
		return pad(f.Month, 2) + "/" + pad(f.Day, 2) + "/" + pad(mod(f.Year, 100), 2), true
	case 'e':
		return spacePad(f.Day, 2), true
	case 'F':
		return pad(f.Year, 4) + "-" + pad(f.Month, 2) + "-" + pad(f.Day, 2), true
	case 'f':
		if dateTime {
			return pad(f.Microsecond, 6), true
		}
		return "", false
	case 'g':
		y, _ := isoWeek(f)
		return pad(mod(y, 100), 2), true
	case 'G':
		y, _ := isoWeek(f)
		return strconv.Itoa(y), true
	case 'H':
		return pad(f.Hour, 2), true
	case 'I':
		return pad(hour12, 2), true
	case 'j':
		return pad(f.Yearday, 3), true
	case 'k':
		return spacePad(f.Hour, 2), true
	case 'l':
		return spacePad(hour12, 2), true
	case 'm':
		return pad(f.Month, 2), true
	case 'M':
		return pad(f.Minute, 2), true
	case 'n':
		return "\n", true
	case 'p':
		if f.Hour < 12 {
			return "AM", true
		}
		return "PM", true
	case 'P':
		if f.Hour < 12 {
			return "am", true
		}
		return "pm", true
	case 'r':
		ampm := "AM"
		if f.Hour >= 12 {
			ampm = "PM"
		}
		return pad(hour12, 2) + ":" + pad(f.Minute, 2) + ":" + pad(f.Second, 2) + " " + ampm, true
	case 'R':
		return pad(f.Hour, 2) + ":" + pad(f.Minute, 2), true
	case 's':
		return strconv.FormatInt(unixSeconds(f), 10), true
	case 'S':
		return pad(f.Second, 2), true
	case 't':
		return "\t", true
	case 'T', 'X':
		return pad(f.Hour, 2) + ":" + pad(f.Minute, 2) + ":" + pad(f.Second, 2), true
	case 'u':
		return strconv.Itoa(f.Weekday + 1), true
	case 'U':
		return pad((f.Yearday-1-sunday+7)/7, 2), true
	case 'V':
		_, w := isoWeek(f)
		return pad(w, 2), true
	case 'w':
		return strconv.Itoa(sunday), true
	case 'W':
		return pad((f.Yearday-1-f.Weekday+7)/7, 2), true
	case 'y':
		return pad(mod(f.Year, 100), 2), true
	case 'Y':
		return strconv.Itoa(f.Year), true
	case 'z':
		if !f.HasOffset {
			return "", true
		}
		return FormatOffset(f.Offset, ""), true
	case 'Z':
		return f.Zone, true
	case '%':
		return "%", true
	}
	return "", false
}

// FormatOffset renders a UTC offset in seconds as +HHMM (sep "") or
// +HH:MM (sep ":"), adding seconds when they are not zero.
func FormatOffset(seconds int, sep string) string {
	sign := "+"
	if seconds < 0 {
		sign = "-"
		seconds = -seconds
	}
	s := sign + pad(seconds/3600, 2) + sep + pad(seconds/60%60, 2)
	if seconds%60 != 0 {
		s += sep + pad(seconds%60, 2)
	}
	return s
}

func floorDiv(a, b int) int {
	q := a / b
	if (a%b != 0) && ((a < 0) != (b < 0)) {
		q--
	}
	return q
}

func mod(a, b int) int { return a - floorDiv(a, b)*b }

// isoWeek returns the ISO 8601 year and week of f.
func isoWeek(f Fields) (year, week int) {
	year = f.Year
	wd := f.Weekday // 0 = Monday
	week = (f.Yearday - 1 - wd + 10) / 7
	if week < 1 {
		year--
		prevDays := 365
		if isLeap(year) {
			prevDays = 366
		}
		return year, (f.Yearday + prevDays - 1 - wd + 10) / 7
	}
	days := 365
	if isLeap(f.Year) {
		days = 366
	}
	if f.Yearday-wd+3 > days {
		return year + 1, 1
	}
	return year, week
}

func isLeap(y int) bool { return y%4 == 0 && (y%100 != 0 || y%400 == 0) }

// DaysBeforeYear is the number of days from 0001-01-01 to y-01-01.
func DaysBeforeYear(y int) int {
	y--
	return y*365 + y/4 - y/100 + y/400
}

// unixSeconds is the epoch time of f taken as UTC minus its offset.
func unixSeconds(f Fields) int64 {
	days := DaysBeforeYear(f.Year) + f.Yearday - 1 - DaysBeforeYear(1970)
	s := int64(days)*86400 + int64(f.Hour*3600+f.Minute*60+f.Second)
	if f.HasOffset {
		s -= int64(f.Offset)
	}
	return s
}
