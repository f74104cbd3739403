package time

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"

	"github.com/kraitpy/krait/py"
)

// Parsed is the result of Strptime: the fields CPython's _strptime
// computes (defaults 1900-01-01 00:00:00), the fraction in microseconds,
// and the UTC offset when %z matched.
type Parsed struct {
	Fields
	// Isdst is struct_time's tm_isdst (-1: unknown).
	Isdst int
	// HasZoneName is true when %Z matched (Fields.Zone holds it).
	HasZoneName bool
}

// ParseError is one of _strptime's ValueErrors, with CPython's text.
type ParseError struct{ Msg string }

// Error implements error.
func (e *ParseError) Error() string { return e.Msg }

// directiveRegexps are _strptime's regular expressions per directive
// (C locale); Go's regexp prefers the leftmost alternative as Python's
// re does, so the same strings match the same way.
var directiveRegexps = map[byte]string{
	'd': `(?P<d>3[01]|[12]\d|0[1-9]|[1-9]| [1-9])`,
	'f': `(?P<f>[0-9]{1,6})`,
	'H': `(?P<H>2[0-3]|[0-1]\d|\d)`,
	'I': `(?P<I>1[0-2]|0[1-9]|[1-9])`,
	'G': `(?P<G>\d\d\d\d)`,
	'j': `(?P<j>36[0-6]|3[0-5]\d|[12]\d\d|0[1-9]\d|00[1-9]|[1-9]\d|0[1-9]|[1-9])`,
	'm': `(?P<m>1[0-2]|0[1-9]|[1-9])`,
	'M': `(?P<M>[0-5]\d|\d)`,
	'S': `(?P<S>6[0-1]|[0-5]\d|\d)`,
	'U': `(?P<U>5[0-3]|[0-4]\d|\d)`,
	'w': `(?P<w>[0-6])`,
	'W': `(?P<W>5[0-3]|[0-4]\d|\d)`,
	'u': `(?P<u>[1-7])`,
	'V': `(?P<V>5[0-3]|0[1-9]|[1-4]\d|\d)`,
	'y': `(?P<y>\d\d)`,
	'Y': `(?P<Y>\d\d\d\d)`,
	'z': `(?P<z>[+-]\d\d:?[0-5]\d(?::?[0-5]\d(?:\.\d{1,6})?)?|Z)`,
	'a': `(?P<a>monday|tuesday|wednesday|thursday|friday|saturday|sunday|mon|tue|wed|thu|fri|sat|sun)`,
	'A': `(?P<A>monday|tuesday|wednesday|thursday|friday|saturday|sunday|mon|tue|wed|thu|fri|sat|sun)`,
	'b': `(?P<b>january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)`,
	'B': `(?P<B>january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)`,
	'p': `(?P<p>am|pm)`,
	'Z': `(?P<Z>utc|gmt)`,
	'%': `%`,
}

// expansions are the composite directives of the C locale.
var expansions = map[byte]string{
	'c': "%a %b %d %H:%M:%S %Y",
	'x': "%m/%d/%y",
	'X': "%H:%M:%S",
	'D': "%m/%d/%y",
	'T': "%H:%M:%S",
	'R': "%H:%M",
}

// buildRegexp translates a strptime format to a regular expression as
// _strptime.TimeRE.pattern does.
func buildRegexp(format string) (string, error) {
	var b strings.Builder
	b.WriteString("(?is)^")
	seen := map[byte]bool{}
	var walk func(f string) error
	walk = func(f string) error {
		for i := 0; i < len(f); i++ {
			c := f[i]
			switch {
			case c == '%':
				if i+1 >= len(f) {
					return &ParseError{"stray % in format '" + format + "'"}
				}
				i++
				d := f[i]
				if e, ok := expansions[d]; ok {
					if err := walk(e); err != nil {
						return err
					}
					continue
				}
				re, ok := directiveRegexps[d]
				if !ok {
					return &ParseError{fmt.Sprintf("'%c' is a bad directive in format '%s'", d, strings.ReplaceAll(format, "'", `\'`))}
				}
				if d != '%' && seen[d] {
					// Python's re refuses a repeated group name; fall
					// back to an unnamed group matching the same text.
					re = "(?:" + re[strings.IndexByte(re, '>')+1:]
				}
				seen[d] = true
				b.WriteString(re)
			case c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v':
				for i+1 < len(f) && strings.IndexByte(" \t\n\r\f\v", f[i+1]) >= 0 {
					i++
				}
				b.WriteString(`\s+`)
			default:
				b.WriteString(regexp.QuoteMeta(string(c)))
			}
		}
		return nil
	}
	if err := walk(format); err != nil {
		return "", err
	}
	return b.String(), nil
}

// regexpCacheKey is the key of an interpreter's compiled formats in its
// py.Locals.
var regexpCacheKey byte

// Bounds of the cache of compiled formats: at most maxCachedFormats
// formats (emptied when full, as _strptime's cache is), each at most
// maxCachedFormatLen bytes long.
const (
	maxCachedFormats   = 32
	maxCachedFormatLen = 128
)

// formatCache is an interpreter's compiled formats.
type formatCache map[string]*regexp.Regexp

// MemRefs counts the cache (py.MemState: the memory walk); it holds no
// Python value. A compiled format of at most maxCachedFormatLen bytes is
// counted as 8 KiB.
func (c formatCache) MemRefs(w *py.MemWalk) {
	w.Add(int64(len(c)) * (8 << 10))
}

// formatRegexp returns the compiled expression of a strptime format.
func formatRegexp(t *py.Thread, format string) (*regexp.Regexp, error) {
	var cache formatCache
	if t != nil && len(format) <= maxCachedFormatLen {
		cache = t.Local(&regexpCacheKey, func() any { return formatCache{} }).(formatCache)
		if re, ok := cache[format]; ok {
			return re, nil
		}
	}
	pat, err := buildRegexp(format)
	if err != nil {
		return nil, err
	}
	re, err := regexp.Compile(pat)
	if err != nil {
		return nil, &ParseError{"invalid format '" + format + "'"}
	}
	if cache != nil {
		if len(cache) >= maxCachedFormats {
			clear(cache)
		}
		cache[format] = re
	}
	return re, nil
}

// Strptime parses s with format as CPython's _strptime does (C locale),
// with its ValueError texts.
// The formats' compiled expressions are kept on the interpreter (t's
// Locals), as _strptime's _regex_cache does.
func Strptime(t *py.Thread, s, format string) (*Parsed, error) {
	re, err := formatRegexp(t, format)
	if err != nil {
		return nil, err
	}
	loc := re.FindStringSubmatchIndex(s)
	if loc == nil {
		return nil, &ParseError{fmt.Sprintf("time data %s does not match format %s", pyQuote(s), pyQuote(format))}
	}
	if loc[1] != len(s) {
		return nil, &ParseError{"unconverted data remains: " + s[loc[1]:]}
	}
	groups := map[string]string{}
	for i, name := range re.SubexpNames() {
		if name != "" && loc[2*i] >= 0 {
			groups[name] = s[loc[2*i]:loc[2*i+1]]
		}
	}
	p := &Parsed{Fields: Fields{Year: 1900, Month: 1, Day: 1}, Isdst: -1}
	atoi := func(k string) int { n, _ := strconv.Atoi(strings.TrimSpace(groups[k])); return n }
	yearGiven, julian, weekday := false, -1, -1
	weekOfYear, weekStartsMonday := -1, false
	for k, v := range groups {
		switch k {
		case "y":
			y := atoi("y")
			if y <= 68 {
				y += 2000
			} else {
				y += 1900
			}
			p.Year, yearGiven = y, true
		case "Y":
			p.Year, yearGiven = atoi("Y"), true
		case "m":
			p.Month = atoi("m")
		case "b", "B":
			p.Month = monthIndex(strings.ToLower(v))
		case "d":
			p.Day = atoi("d")
		case "H":
			p.Hour = atoi("H")
		case "I":
			h := atoi("I")
			ampm := strings.ToLower(groups["p"])
			switch {
			case ampm == "" || ampm == "am":
				if h == 12 {
					h = 0
				}
			default:
				if h != 12 {
					h += 12
				}
			}
			p.Hour = h
		case "M":
			p.Minute = atoi("M")
		case "S":
			p.Second = atoi("S")
		case "f":
			frac := v + strings.Repeat("0", 6-len(v)) //krait:alloc-ok at most 6 zeros: %f matches 1 to 6 digits
			p.Microsecond, _ = strconv.Atoi(frac)
		case "a", "A":
			weekday = dayIndex(strings.ToLower(v))
		case "w":
			weekday = (atoi("w") + 6) % 7
		case "u":
			weekday = atoi("u") - 1
		case "j":
			julian = atoi("j")
		case "U":
			weekOfYear = atoi("U")
		case "W":
			weekOfYear, weekStartsMonday = atoi("W"), true
		case "z":
			off, err := parseOffset(v)
			if err != nil {
				return nil, err
			}
			p.Offset, p.HasOffset = off, true
		case "Z":
			p.Zone, p.HasZoneName = v, true
			lz := strings.ToLower(v)
			if lz == "utc" || lz == "gmt" {
				p.Isdst = 0
			}
		}
	}
	_ = yearGiven
	// A julian day given with %j or computed from the week wins over
	// the month and day; a weekday given with %a/%w is kept as given.
	if julian < 0 && weekday >= 0 && weekOfYear >= 0 {
		// The day is given by its week of the year and weekday.
		julian = julianFromWeek(p.Year, weekOfYear, weekday, weekStartsMonday)
		if julian <= 0 {
			y := p.Year - 1
			days := 365
			if isLeap(y) {
				days = 366
			}
			p.Year, julian = y, julian+days
		}
	}
	if julian < 0 {
		if !validDate(p.Year, p.Month, p.Day) {
			return nil, &ParseError{"day is out of range for month"}
		}
		julian = DaysBeforeYear(p.Year) + daysBeforeMonth(p.Year, p.Month) + p.Day - DaysBeforeYear(p.Year)
	} else {
		ord := DaysBeforeYear(p.Year) + julian
		p.Year, p.Month, p.Day = FromOrdinal(ord)
	}
	p.Yearday = julian
	if weekday >= 0 {
		p.Weekday = weekday
	} else {
		p.Weekday = dayOfWeek(p.Year, p.Month, p.Day)
	}
	return p, nil
}

// julianFromWeek is _strptime's _calc_julian_from_U_or_W.
func julianFromWeek(year, week, weekday int, mondayStart bool) int {
	first := dayOfWeek(year, 1, 1)
	if !mondayStart {
		first = (first + 1) % 7
		weekday = (weekday + 1) % 7
	}
	weekZeroLength := (7 - first) % 7
	if week == 0 {
		return 1 + weekday - first
	}
	daysToWeek := weekZeroLength + 7*(week-1)
	return 1 + daysToWeek + weekday
}

// parseOffset converts a %z match to seconds.
func parseOffset(z string) (int, error) {
	if z == "Z" || z == "z" {
		return 0, nil
	}
	sign := 1
	if z[0] == '-' {
		sign = -1
	}
	body := z[1:]
	if strings.Contains(body, ":") {
		parts := strings.Split(body, ":") //krait:alloc-ok a %z match: at most 15 bytes (its pattern)
		if len(parts) >= 2 && len(body) != 5 && len(body) != 8 && !strings.Contains(body, ".") {
			return 0, &ParseError{"Inconsistent use of : in " + z}
		}
		body = strings.Join(parts, "")
	}
	hh, _ := strconv.Atoi(body[0:2])
	mm, _ := strconv.Atoi(body[2:4])
	ss := 0
	if len(body) >= 6 {
		ss, _ = strconv.Atoi(body[4:6])
	}
	return sign * (hh*3600 + mm*60 + ss), nil
}

func monthIndex(s string) int {
	for i, n := range monthNames {
		if strings.ToLower(n) == s || strings.ToLower(n[:3]) == s {
			return i + 1
		}
	}
	return 1
}

func dayIndex(s string) int {
	for i, n := range dayNames {
		if strings.ToLower(n) == s || strings.ToLower(n[:3]) == s {
			return i
		}
	}
	return 0
}

var daysInMonthTable = [13]int{0, 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31}

// DaysInMonth returns the number of days of month m of year y.
func DaysInMonth(y, m int) int {
	if m == 2 && isLeap(y) {
		return 29
	}
	return daysInMonthTable[m]
}

func daysBeforeMonth(y, m int) int {
	n := 0
	for i := 1; i < m; i++ {
		n += DaysInMonth(y, i)
	}
	return n
}

func validDate(y, m, d int) bool { return m >= 1 && m <= 12 && d >= 1 && d <= DaysInMonth(y, m) }

// Ordinal returns the proleptic Gregorian ordinal of a date (0001-01-01
// is 1).
func Ordinal(y, m, d int) int { return DaysBeforeYear(y) + daysBeforeMonth(y, m) + d }

// FromOrdinal is the inverse of Ordinal.
func FromOrdinal(n int) (y, m, d int) {
	n--
	n400 := floorDiv(n, 146097)
	n = mod(n, 146097)
	y = n400*400 + 1
	n100 := n / 36524
	n %= 36524
	n4 := n / 1461
	n %= 1461
	n1 := n / 365
	n %= 365
	y += n100*100 + n4*4 + n1
	if n1 == 4 || n100 == 4 {
		return y - 1, 12, 31
	}
	m = 1
	for n >= DaysInMonth(y, m) {
		n -= DaysInMonth(y, m)
		m++
	}
	return y, m, n + 1
}

// dayOfWeek returns the Python weekday (0 = Monday) of a date.
func dayOfWeek(y, m, d int) int { return (Ordinal(y, m, d) + 6) % 7 }

// pyQuote is Python's repr of a str with no quotes or backslashes
// inside beyond what it escapes here.
func pyQuote(s string) string {
	q := "'"
	if strings.Contains(s, "'") && !strings.Contains(s, `"`) {
		q = `"`
	}
	var b strings.Builder
	b.WriteString(q)
	for _, r := range s {
		switch {
		case r == '\\':
			b.WriteString(`\\`)
		case string(r) == q:
			b.WriteString(`\` + q)
		case r == '\n':
			b.WriteString(`\n`)
		case r == '\t':
			b.WriteString(`\t`)
		case r == '\r':
			b.WriteString(`\r`)
		case r < 0x20 || r == 0x7f:
			b.WriteString(fmt.Sprintf(`\x%02x`, r))
		default:
			b.WriteRune(r)
		}
	}
	b.WriteString(q)
	return b.String()
}
