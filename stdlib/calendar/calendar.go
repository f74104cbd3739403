// Package calendar implements the core of Python's calendar module for
// krait: leap years, weekdays, month ranges and grids, the English
// month and day names, timegm, and the text layout of month().
package calendar

import (
	"strconv"
	"strings"

	"github.com/kraitpy/krait/py"
)

var (
	monthNames = []string{"", "January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"}
	dayNames   = []string{"Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"}
	mdays      = []int64{0, 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31}
)

// module is one interpreter's calendar module state.
type module struct {
	first                int64 // firstweekday()
	illegalMonth, illDay *py.Type
}

// Load creates a fresh calendar module for one interpreter, without
// dates (Calendar.itermonthdates needs LoadLinked).
func Load(t *py.Thread) (py.Value, error) { return LoadLinked(t, nil) }

// LoadLinked creates a fresh calendar module whose Calendar makes
// datetime.date values with datetimeMod's date class.
func LoadLinked(t *py.Thread, datetimeMod *py.Module) (py.Value, error) {
	m := &module{}
	mod := py.NewModule("calendar")
	d := mod.Dict
	var err error
	if m.illegalMonth, err = m.errClass(t, "IllegalMonthError"); err != nil {
		return nil, err
	}
	if m.illDay, err = m.errClass(t, "IllegalWeekdayError"); err != nil {
		return nil, err
	}
	d.SetStr("IllegalMonthError", m.illegalMonth)
	d.SetStr("IllegalWeekdayError", m.illDay)
	d.SetStr("error", py.ValueErrorType)
	for i, n := range []string{"MONDAY", "TUESDAY", "WEDNESDAY", "THURSDAY", "FRIDAY", "SATURDAY", "SUNDAY"} {
		d.SetStr(n, py.NewInt(int64(i)))
	}
	d.SetStr("January", py.NewInt(1))
	d.SetStr("February", py.NewInt(2))
	d.SetStr("EPOCH", py.NewInt(1970))
	md := make([]py.Value, len(mdays)) //krait:alloc-ok len(mdays) is 13 (a package-level table)
	for i, n := range mdays {
		md[i] = py.NewInt(n)
	}
	d.SetStr("mdays", py.NewList(md))
	strs := func(ss []string, n int) py.Value {
		out := make([]py.Value, len(ss))
		for i, s := range ss {
			if n > 0 && len(s) > n {
				s = s[:n]
			}
			out[i] = py.NewStr(s)
		}
		return py.NewList(out)
	}
	d.SetStr("month_name", strs(monthNames, 0))
	d.SetStr("month_abbr", strs(monthNames, 3))
	d.SetStr("day_name", strs(dayNames, 0))
	d.SetStr("day_abbr", strs(dayNames, 3))
	fns := map[string]py.BuiltinFunc{
		"isleap":          m.isleap,
		"leapdays":        m.leapdays,
		"weekday":         m.weekday,
		"monthrange":      m.monthrange,
		"monthcalendar":   m.monthcalendar,
		"firstweekday":    m.firstweekday,
		"setfirstweekday": m.setfirstweekday,
		"timegm":          m.timegm,
		"month":           m.month,
		"prmonth":         m.prmonth,
		"weekheader":      m.weekheader,
		"calendar":        m.calendar,
		"prcal":           m.prcal,
		"formatstring":    m.formatstring,
		"week":            m.week,
	}
	for name, fn := range fns {
		d.SetStr(name, py.NewBuiltin(name, fn))
	}
	var date py.Value
	if datetimeMod != nil {
		date = datetimeMod.Dict.GetStr("date")
	}
	cal, text, err := m.newClasses(t, date)
	if err != nil {
		return nil, err
	}
	d.SetStr("Calendar", cal)
	d.SetStr("TextCalendar", text)
	return mod, nil
}

// errClass makes IllegalMonthError / IllegalWeekdayError: ValueErrors
// whose message names the bad number.
func (m *module) errClass(t *py.Thread, name string) (*py.Type, error) {
	ns := py.NewDict()
	ns.SetStr("__module__", py.NewStr("calendar"))
	return py.NewClass(t, name, []*py.Type{py.ValueErrorType}, ns)
}

// newErr raises IllegalMonthError(n) or IllegalWeekdayError(n).
func (m *module) newErr(cls *py.Type, n int64) error {
	msg := "bad month number " + strconv.FormatInt(n, 10) + "; must be 1-12"
	if cls == m.illDay {
		msg = "bad weekday number " + strconv.FormatInt(n, 10) + "; must be 0 (Monday) to 6 (Sunday)"
	}
	return py.NewExceptionArgs(cls, py.NewStr(msg))
}

// ints reads n integer arguments (through __index__).
func ints(t *py.Thread, fname string, args []py.Value, kwargs []py.Kwarg, names ...string) ([]int64, error) {
	vals := make([]py.Value, len(names))
	ptrs := make([]*py.Value, len(names))
	for i := range vals {
		ptrs[i] = &vals[i]
	}
	if err := py.UnpackArgs(fname, args, kwargs, names, len(names), ptrs...); err != nil {
		return nil, err
	}
	out := make([]int64, len(vals))
	for i, v := range vals {
		n, err := py.Index(t, v)
		if err != nil {
			return nil, err
		}
		out[i] = n
	}
	return out, nil
}

func isLeap(y int64) bool { return y%4 == 0 && (y%100 != 0 || y%400 == 0) }

func floorDiv(a, b int64) int64 {
	q := a / b
	if (a%b != 0) && ((a < 0) != (b < 0)) {
		q--
	}
	return q
}

// daysBefore is the number of days from 0001-01-01 to year-01-01
// (proleptic Gregorian).
func daysBefore(y int64) int64 {
	y--
	return y*365 + floorDiv(y, 4) - floorDiv(y, 100) + floorDiv(y, 400)
}

// ordinal is date(y, mo, d).toordinal() for a valid date.
func ordinal(y, mo, d int64) int64 {
	n := daysBefore(y)
	for i := int64(1); i < mo; i++ {
		n += mdays[i]
		if i == 2 && isLeap(y) {
			n++
		}
	}
	return n + d
}

func monthLen(y, mo int64) int64 {
	if mo == 2 && isLeap(y) {
		return 29
	}
	return mdays[mo]
}

// weekdayOf is calendar.weekday, with datetime.date's errors.
func weekdayOf(y, mo, d int64) (int64, error) {
	if y < 1 || y > 9999 {
		y = 2000 + ((y%400)+400)%400
	}
	if mo < 1 || mo > 12 {
		return 0, py.NewValueError("month must be in 1..12")
	}
	if d < 1 || d > monthLen(y, mo) {
		return 0, py.NewValueError("day is out of range for month")
	}
	return (ordinal(y, mo, d) + 6) % 7, nil
}

func (m *module) isleap(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	a, err := ints(t, "isleap", args, kwargs, "year")
	if err != nil {
		return nil, err
	}
	return py.NewBool(isLeap(a[0])), nil
}

func (m *module) leapdays(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	a, err := ints(t, "leapdays", args, kwargs, "y1", "y2")
	if err != nil {
		return nil, err
	}
	y1, y2 := a[0]-1, a[1]-1
	return py.NewInt((floorDiv(y2, 4) - floorDiv(y1, 4)) - (floorDiv(y2, 100) - floorDiv(y1, 100)) + (floorDiv(y2, 400) - floorDiv(y1, 400))), nil
}

func (m *module) weekday(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	a, err := ints(t, "weekday", args, kwargs, "year", "month", "day")
	if err != nil {
		return nil, err
	}
	w, err := weekdayOf(a[0], a[1], a[2])
	if err != nil {
		return nil, err
	}
	return py.NewInt(w), nil
}

// monthRange is monthrange(y, mo): the weekday of the 1st and the
// number of days.
func (m *module) monthRange(y, mo int64) (int64, int64, error) {
	if mo < 1 || mo > 12 {
		return 0, 0, m.newErr(m.illegalMonth, mo)
	}
	w, err := weekdayOf(y, mo, 1)
	if err != nil {
		return 0, 0, err
	}
	return w, monthLen(y, mo), nil
}

func (m *module) monthrange(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	a, err := ints(t, "monthrange", args, kwargs, "year", "month")
	if err != nil {
		return nil, err
	}
	w, n, err := m.monthRange(a[0], a[1])
	if err != nil {
		return nil, err
	}
	return py.NewTuple([]py.Value{py.NewInt(w), py.NewInt(n)}), nil
}

// weeks is the month's grid: weeks of seven day numbers starting on
// firstweekday, 0 outside the month.
func (m *module) weeks(y, mo, first int64) ([][7]int64, error) {
	w, n, err := m.monthRange(y, mo)
	if err != nil {
		return nil, err
	}
	lead := (w - first + 7) % 7
	var out [][7]int64
	var week [7]int64
	pos := lead
	for day := int64(1); day <= n; day++ {
		week[pos] = day
		pos++
		if pos == 7 {
			out = append(out, week) //krait:alloc-ok at most 6 weeks in a month
			week = [7]int64{}
			pos = 0
		}
	}
	if pos > 0 {
		out = append(out, week) //krait:alloc-ok at most 6 weeks in a month
	}
	return out, nil
}

func (m *module) monthcalendar(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	a, err := ints(t, "monthcalendar", args, kwargs, "year", "month")
	if err != nil {
		return nil, err
	}
	ws, err := m.weeks(a[0], a[1], m.first)
	if err != nil {
		return nil, err
	}
	rows := make([]py.Value, len(ws))
	for i, w := range ws {
		cells := make([]py.Value, 7)
		for j, d := range w {
			cells[j] = py.NewInt(d)
		}
		rows[i] = py.NewList(cells)
	}
	return py.NewList(rows), nil
}

func (m *module) firstweekday(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	if err := py.CheckNoArgs("firstweekday", args, kwargs); err != nil {
		return nil, err
	}
	return py.NewInt(m.first), nil
}

func (m *module) setfirstweekday(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	a, err := ints(t, "setfirstweekday", args, kwargs, "firstweekday")
	if err != nil {
		return nil, err
	}
	if a[0] < 0 || a[0] > 6 {
		return nil, m.newErr(m.illDay, a[0])
	}
	m.first = a[0]
	return py.None, nil
}

// timegm is the inverse of time.gmtime: seconds since the epoch of a
// UTC time tuple's first six fields.
func (m *module) timegm(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	if err := py.CheckExactlyOne("timegm", args, kwargs); err != nil {
		return nil, err
	}
	it, err := py.Iterate(t, args[0])
	if err != nil {
		return nil, err
	}
	var f [6]int64
	for i := 0; i < 6; i++ {
		v, err := it.Next(t)
		if err != nil {
			return nil, err
		}
		if v == nil {
			return nil, py.NewValueError("not enough values to unpack (expected 6, got %d)", i)
		}
		if f[i], err = py.Index(t, v); err != nil {
			return nil, err
		}
	}
	if f[1] < 1 || f[1] > 12 {
		return nil, py.NewValueError("month must be in 1..12")
	}
	if f[0] < 1 || f[0] > 9999 {
		return nil, py.NewValueError("year %d is out of range", f[0])
	}
	days := ordinal(f[0], f[1], 1) - ordinal(1970, 1, 1) + f[2] - 1
	return py.NewInt(((days*24+f[3])*60+f[4])*60 + f[5]), nil
}

// center is str.center(width) with CPython's split of odd padding.
func center(s string, width int) string {
	n := len([]rune(s))
	if n >= width {
		return s
	}
	marg := width - n
	left := marg/2 + (marg & width & 1)
	return strings.Repeat(" ", left) + s + strings.Repeat(" ", marg-left) //krait:alloc-ok callers reserve the width first (weekheader, formatweek, formatmonth, formatyear, formatstring, the month-name helper)
}

// header is weekheader(width).
func header(width int, first int64) string {
	parts := make([]string, 7)
	for i := range parts {
		name := dayNames[(int(first)+i)%7]
		if width < 9 && len(name) > 3 {
			name = name[:3]
		}
		if len(name) > width {
			name = name[:width]
		}
		parts[i] = center(name, width)
	}
	return strings.Join(parts, " ")
}

func (m *module) weekheader(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	a, err := ints(t, "weekheader", args, kwargs, "width")
	if err != nil {
		return nil, err
	}
	if err := reserve(t, 7, a[0]+1); err != nil {
		return nil, err
	}
	return py.NewStr(header(int(max(a[0], 0)), m.first)), nil
}

// monthArgs reads (theyear, themonth, w=0, l=0).
func monthArgs(t *py.Thread, args []py.Value, kwargs []py.Kwarg, fname string) ([]int64, error) {
	var yv, mv, wv, lv py.Value
	if err := py.UnpackArgs(fname, args, kwargs, []string{"theyear", "themonth", "w", "l"}, 2, &yv, &mv, &wv, &lv); err != nil {
		return nil, err
	}
	return indexes(t, []py.Value{yv, mv, wv, lv}, []int64{0, 0, 0, 0})
}

// indexes converts optional integer arguments, nil taking the default.
// defaults becomes the result: each caller passes a fresh literal.
func indexes(t *py.Thread, vals []py.Value, defaults []int64) ([]int64, error) {
	out := defaults
	for i, v := range vals {
		if v == nil {
			continue
		}
		n, err := py.Index(t, v)
		if err != nil {
			return nil, err
		}
		out[i] = n
	}
	return out, nil
}

// formatDay is TextCalendar.formatday: the day number centered, blank
// for 0.
func formatDay(d int64, w int) string {
	s := ""
	if d != 0 {
		s = strconv.FormatInt(d, 10)
		if len(s) < 2 {
			s = " " + s
		}
	}
	return center(s, w)
}

// formatWeek is TextCalendar.formatweek.
func formatWeek(week [7]int64, w int) string {
	cells := make([]string, 7)
	for i, d := range week {
		cells[i] = formatDay(d, w)
	}
	return strings.Join(cells, " ")
}

// formatMonth is TextCalendar.formatmonth(y, mo, w, l).
func (m *module) formatMonth(t *py.Thread, y, mo, wa, la, first int64) (string, error) {
	if err := reserve(t, 8, 7*(max(wa, 2)+1)+max(la, 1)); err != nil {
		return "", err
	}
	w, l := int(max(wa, 2)), int(max(la, 1))
	ws, err := m.weeks(y, mo, first)
	if err != nil {
		return "", err
	}
	nl := strings.Repeat("\n", l)
	var b strings.Builder
	b.WriteString(strings.TrimRight(center(monthNames[mo]+" "+strconv.FormatInt(y, 10), 7*(w+1)-1), " "))
	b.WriteString(nl)
	b.WriteString(strings.TrimRight(header(w, first), " "))
	b.WriteString(nl)
	for _, week := range ws {
		b.WriteString(strings.TrimRight(formatWeek(week, w), " "))
		b.WriteString(nl)
	}
	return b.String(), nil
}

// formatString is calendar.formatstring(cols, colwidth, spacing).
func formatString(cols []string, colwidth, spacing int) string {
	parts := make([]string, len(cols))
	for i, c := range cols {
		parts[i] = center(c, colwidth)
	}
	return strings.Join(parts, strings.Repeat(" ", spacing)) //krait:alloc-ok callers reserve len(cols) x (colwidth + spacing) first (formatstring, formatYear)
}

// formatYear is TextCalendar.formatyear(y, w, l, c, m).
func (m *module) formatYear(t *py.Thread, y, wa, la, ca, ma, first int64) (string, error) {
	if err := reserve(t, 12*9, (7*(max(wa, 2)+1)+max(ca, 2))*min(max(ma, 1), 12)+max(la, 1)); err != nil {
		return "", err
	}
	// The year's title is centred in the width of m months, however many
	// of them there are (m = 10**9 is 20 GB of spaces, as in CPython).
	if ma > 1<<40 || wa > 1<<40 || ca > 1<<40 {
		return "", t.CheckAlloc(-1)
	}
	if err := reserve(t, 1, (7*(max(wa, 2)+1)+max(ca, 2))*max(ma, 1)); err != nil {
		return "", err
	}
	w, l, c, per := int(max(wa, 2)), int(max(la, 1)), int(max(ca, 2)), int(max(ma, 1))
	colwidth := (w+1)*7 - 1
	nl := strings.Repeat("\n", l)
	var b strings.Builder
	b.WriteString(strings.TrimRight(center(strconv.FormatInt(y, 10), colwidth*per+c*(per-1)), " "))
	b.WriteString(nl)
	hdr := header(w, first)
	for row := 0; row*per < 12; row++ {
		var months []int64
		for k := row*per + 1; k <= min(per*(row+1), 12); k++ {
			months = append(months, int64(k))
		}
		b.WriteString(nl)
		names := make([]string, len(months))
		hdrs := make([]string, len(months))
		cals := make([][][7]int64, len(months))
		height := 0
		for i, mo := range months {
			names[i] = monthNames[mo]
			hdrs[i] = hdr
			ws, err := m.weeks(y, mo, first)
			if err != nil {
				return "", err
			}
			cals[i] = ws
			height = max(height, len(ws))
		}
		b.WriteString(strings.TrimRight(formatString(names, colwidth, c), " "))
		b.WriteString(nl)
		b.WriteString(strings.TrimRight(formatString(hdrs, colwidth, c), " "))
		b.WriteString(nl)
		for j := 0; j < height; j++ {
			weeks := make([]string, len(cals))
			for i, cal := range cals {
				if j < len(cal) {
					weeks[i] = formatWeek(cal[j], w)
				}
			}
			b.WriteString(strings.TrimRight(formatString(weeks, colwidth, c), " "))
			b.WriteString(nl)
		}
	}
	return b.String(), nil
}

// yearArgs reads (theyear, w=2, l=1, c=6, m=3).
func yearArgs(t *py.Thread, args []py.Value, kwargs []py.Kwarg, fname string, wDefault, lDefault int64) ([]int64, error) {
	var yv, wv, lv, cv, mv py.Value
	if err := py.UnpackArgs(fname, args, kwargs, []string{"theyear", "w", "l", "c", "m"}, 1, &yv, &wv, &lv, &cv, &mv); err != nil {
		return nil, err
	}
	return indexes(t, []py.Value{yv, wv, lv, cv, mv}, []int64{0, wDefault, lDefault, 6, 3})
}

func (m *module) month(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	a, err := monthArgs(t, args, kwargs, "formatmonth")
	if err != nil {
		return nil, err
	}
	s, err := m.formatMonth(t, a[0], a[1], a[2], a[3], m.first)
	if err != nil {
		return nil, err
	}
	return py.NewStr(s), nil
}

func (m *module) prmonth(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	a, err := monthArgs(t, args, kwargs, "prmonth")
	if err != nil {
		return nil, err
	}
	s, err := m.formatMonth(t, a[0], a[1], a[2], a[3], m.first)
	if err != nil {
		return nil, err
	}
	return py.None, t.Write(s)
}

func (m *module) calendar(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	a, err := yearArgs(t, args, kwargs, "formatyear", 2, 1)
	if err != nil {
		return nil, err
	}
	s, err := m.formatYear(t, a[0], a[1], a[2], a[3], a[4], m.first)
	if err != nil {
		return nil, err
	}
	return py.NewStr(s), nil
}

func (m *module) prcal(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	a, err := yearArgs(t, args, kwargs, "pryear", 0, 0)
	if err != nil {
		return nil, err
	}
	s, err := m.formatYear(t, a[0], a[1], a[2], a[3], a[4], m.first)
	if err != nil {
		return nil, err
	}
	return py.None, t.Write(s)
}

// strList reads an iterable of str.
func strList(t *py.Thread, v py.Value) ([]string, error) {
	it, err := py.Iterate(t, v)
	if err != nil {
		return nil, err
	}
	var out []string
	for {
		e, err := it.Next(t)
		if err != nil {
			return nil, err
		}
		if e == nil {
			return out, nil
		}
		s, ok := e.(*py.Str)
		if !ok {
			return nil, py.NewAttributeError("'%s' object has no attribute 'center'", py.TypeName(e))
		}
		if err := t.Alloc(16); err != nil { // the slot (the iterator may be endless)
			return nil, err
		}
		out = append(out, s.String()) //krait:alloc-ok charged 16 bytes per item just above
	}
}

func (m *module) formatstring(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	var cols, cw, sp py.Value
	if err := py.UnpackArgs("formatstring", args, kwargs, []string{"cols", "colwidth", "spacing"}, 1, &cols, &cw, &sp); err != nil {
		return nil, err
	}
	n, err := indexes(t, []py.Value{cw, sp}, []int64{20, 6})
	if err != nil {
		return nil, err
	}
	cs, err := strList(t, cols)
	if err != nil {
		return nil, err
	}
	// Each column is centred in colwidth, columns are joined by spacing.
	if err := reserve(t, int64(len(cs)), max(n[0], 0)+max(n[1], 0)); err != nil {
		return nil, err
	}
	return py.NewStr(formatString(cs, int(max(n[0], 0)), int(max(n[1], 0)))), nil
}

func (m *module) week(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	var wk, wv py.Value
	if err := py.UnpackArgs("formatweek", args, kwargs, []string{"theweek", "width"}, 2, &wk, &wv); err != nil {
		return nil, err
	}
	w, err := py.Index(t, wv)
	if err != nil {
		return nil, err
	}
	it, err := py.Iterate(t, wk)
	if err != nil {
		return nil, err
	}
	var cells []string
	for {
		e, err := it.Next(t)
		if err != nil {
			return nil, err
		}
		if e == nil {
			break
		}
		pair, ok := e.(*py.Tuple)
		if !ok || len(pair.Items()) != 2 {
			return nil, py.NewTypeError("cannot unpack non-iterable %s object", py.TypeName(e))
		}
		d, err := py.Index(t, pair.Items()[0])
		if err != nil {
			return nil, err
		}
		if err := reserve(t, 1, w+1); err != nil {
			return nil, err
		}
		cells = append(cells, formatDay(d, int(max(w, 0))))
	}
	return py.NewStr(strings.Join(cells, " ")), nil
}

// reserve charges lines*width characters of output to the operation
// budget and the memory limit before a layout builds them (the widths
// are the caller's and unbounded, as in CPython).
func reserve(t *py.Thread, lines, width int64) error {
	if width < 0 {
		width = 0
	}
	n := int64(1 << 62)
	if width < 1<<40 && lines < 1<<20 {
		n = lines * width
	}
	if err := t.Charge(n/16 + 1); err != nil {
		return err
	}
	return t.Alloc(n)
}
