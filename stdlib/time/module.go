// Package time is krait's Python time module. Every clock is the Thread's
// (py.Thread.Now, injectable by the embedder): time and time_ns read it,
// and monotonic, perf_counter, process_time, thread_time (and their _ns
// forms) count from the time the module was loaded on it; the local time
// zone is always UTC, so no host time-zone setting is read. On an
// injected clock time.sleep does not wait but advances the clock
// (py.Thread.Advance), so every clock moves by the time slept and a test
// is deterministic. On the host's clock it waits, charged against the
// run's deadline: a sleep that would pass it ends the run at once with the
// time-limit error (or earlier with the cancellation error when the run is
// cancelled).
package time

import (
	"errors"
	"math"
	"math/big"
	gotime "time"

	"github.com/kraitpy/krait/py"
)

// module is one interpreter's time module state.
type module struct {
	structTime *py.Type
	start      gotime.Time     // the Thread's time at load: monotonic's origin
	last       gotime.Duration // the latest monotonic reading, never gone back from
}

// Load creates a fresh time module for one interpreter.
func Load(t *py.Thread) (py.Value, error) {
	m := &module{start: t.Now()}
	var err error
	if m.structTime, err = m.newStructTime(t); err != nil {
		return nil, err
	}
	mod := py.NewModule("time")
	d := mod.Dict
	funcs := map[string]py.BuiltinFunc{
		"time": func(t *py.Thread, _ py.Value, a []py.Value, k []py.Kwarg) (py.Value, error) {
			return noArgs(t, "time", a, k, m.now)
		},
		"time_ns": func(t *py.Thread, _ py.Value, a []py.Value, k []py.Kwarg) (py.Value, error) {
			return noArgs(t, "time_ns", a, k, m.nowNs)
		},
		"monotonic":        m.elapsed("monotonic", false),
		"monotonic_ns":     m.elapsed("monotonic_ns", true),
		"perf_counter":     m.elapsed("perf_counter", false),
		"perf_counter_ns":  m.elapsed("perf_counter_ns", true),
		"process_time":     m.elapsed("process_time", false),
		"process_time_ns":  m.elapsed("process_time_ns", true),
		"thread_time":      m.elapsed("thread_time", false),
		"thread_time_ns":   m.elapsed("thread_time_ns", true),
		"sleep":            sleep,
		"gmtime":           m.gmtimeFunc("gmtime", "GMT"),
		"localtime":        m.gmtimeFunc("localtime", "UTC"),
		"mktime":           m.mktime,
		"asctime":          m.asctime,
		"ctime":            m.ctime,
		"strftime":         m.strftime,
		"strptime":         m.strptime,
		"get_clock_info":   getClockInfo,
		"tzset":            func(t *py.Thread, _ py.Value, a []py.Value, k []py.Kwarg) (py.Value, error) { return py.None, nil },
		"clock_gettime":    m.clockGettime(false),
		"clock_gettime_ns": m.clockGettime(true),
		"clock_getres":     clockGetres,
	}
	for name, f := range funcs {
		d.SetStr(name, py.NewBuiltin(name, f))
	}
	d.SetStr("struct_time", m.structTime)
	d.SetStr("timezone", py.NewInt(0))
	d.SetStr("altzone", py.NewInt(0))
	d.SetStr("daylight", py.NewInt(0))
	d.SetStr("tzname", py.NewTuple([]py.Value{py.NewStr("UTC"), py.NewStr("UTC")}))
	for name, v := range clockIDs {
		d.SetStr(name, py.NewInt(v))
	}
	// Its functions and struct_time's methods close over m (the memory
	// walk visits it as mod.Go), names and indexes.
	mod.Go = m
	py.MarkWalkable(mod)
	py.MarkClassWalkable(m.structTime)
	return mod, nil
}

// MemRefs visits struct_time (the module's Go state holds no other
// Python value).
func (m *module) MemRefs(w *py.MemWalk) {
	w.Add(64)
	w.Visit(m.structTime)
}

// clockIDs are Linux's clock identifiers, as CPython exposes them.
var clockIDs = map[string]int64{
	"CLOCK_REALTIME": 0, "CLOCK_MONOTONIC": 1, "CLOCK_PROCESS_CPUTIME_ID": 2,
	"CLOCK_THREAD_CPUTIME_ID": 3, "CLOCK_MONOTONIC_RAW": 4, "CLOCK_BOOTTIME": 7, "CLOCK_TAI": 11,
}

// noArgs checks that a function got no arguments, then calls f.
func noArgs(t *py.Thread, name string, args []py.Value, kwargs []py.Kwarg, f func(t *py.Thread) py.Value) (py.Value, error) {
	if err := py.CheckNoArgs(name, args, kwargs); err != nil {
		return nil, err
	}
	return f(t), nil
}

// now is time.time(): the Thread's clock as float seconds (computed from
// the nanoseconds as CPython does, while they fit in an int64).
func (m *module) now(t *py.Thread) py.Value {
	now := t.Now()
	if ns, ok := unixNano(now); ok {
		return py.Float(float64(ns) / 1e9)
	}
	return py.Float(float64(now.Unix()) + float64(now.Nanosecond())/1e9)
}

// nowNs is time.time_ns().
func (m *module) nowNs(t *py.Thread) py.Value {
	now := t.Now()
	if ns, ok := unixNano(now); ok {
		return py.NewInt(ns)
	}
	ns := new(big.Int).Mul(big.NewInt(now.Unix()), big.NewInt(1e9))
	return py.NewBigInt(ns.Add(ns, big.NewInt(int64(now.Nanosecond()))))
}

// unixNano is now.UnixNano() when it fits in an int64 (years 1678 to
// 2261; an injected clock advanced by long sleeps can pass them).
func unixNano(now gotime.Time) (int64, bool) {
	if y := now.Year(); y < 1678 || y > 2261 {
		return 0, false
	}
	return now.UnixNano(), true
}

// monotonic is the reading of the monotonic clocks: the time since the
// module was loaded, plus one second, on the Thread's clock (the host's
// monotonic clock when it is the host's). It never goes back, even when
// a later run's Thread has another clock.
func (m *module) monotonic(t *py.Thread) gotime.Duration {
	if d := t.Now().Sub(m.start) + gotime.Second; d > m.last {
		m.last = d
	}
	return m.last
}

// elapsed makes the monotonic clocks (monotonic, perf_counter,
// process_time, thread_time and their _ns forms).
func (m *module) elapsed(name string, ns bool) py.BuiltinFunc {
	return func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		if err := py.CheckNoArgs(name, args, kwargs); err != nil {
			return nil, err
		}
		d := m.monotonic(t)
		if ns {
			return py.NewInt(int64(d)), nil
		}
		return py.Float(d.Seconds()), nil
	}
}

// clockGettime is time.clock_gettime(clk_id).
func (m *module) clockGettime(ns bool) py.BuiltinFunc {
	return func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		name := "clock_gettime"
		if ns {
			name = "clock_gettime_ns"
		}
		if err := py.CheckExactlyOne(name+"()", args, kwargs); err != nil {
			return nil, err
		}
		id, err := py.Index(t, args[0])
		if err != nil {
			return nil, err
		}
		if id == 0 {
			if ns {
				return m.nowNs(t), nil
			}
			return m.now(t), nil
		}
		return m.elapsed(name, ns)(t, nil, nil, nil)
	}
}

// clockGetres is time.clock_getres(clk_id): one nanosecond.
func clockGetres(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	if err := py.CheckExactlyOne("clock_getres()", args, kwargs); err != nil {
		return nil, err
	}
	if _, err := py.Index(t, args[0]); err != nil {
		return nil, err
	}
	return py.Float(1e-09), nil
}

// getClockInfo is time.get_clock_info(name). CPython returns a
// types.SimpleNamespace; krait returns the same fields in a dict.
func getClockInfo(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	if err := py.CheckExactlyOne("get_clock_info()", args, kwargs); err != nil {
		return nil, err
	}
	s, ok := args[0].(*py.Str)
	if !ok {
		return nil, py.NewTypeError("get_clock_info() argument must be str, not %s", args[0].Type().Name)
	}
	impl := map[string]string{
		"time": "clock_gettime(CLOCK_REALTIME)", "monotonic": "clock_gettime(CLOCK_MONOTONIC)",
		"perf_counter": "clock_gettime(CLOCK_MONOTONIC)", "process_time": "clock_gettime(CLOCK_PROCESS_CPUTIME_ID)",
		"thread_time": "clock_gettime(CLOCK_THREAD_CPUTIME_ID)",
	}[s.String()]
	if impl == "" {
		return nil, py.NewValueError("unknown clock")
	}
	d := py.NewDict()
	d.SetStr("implementation", py.NewStr(impl))
	d.SetStr("monotonic", py.NewBool(s.String() != "time"))
	d.SetStr("adjustable", py.NewBool(s.String() == "time"))
	d.SetStr("resolution", py.Float(1e-09))
	return d, nil
}

// secondsArg converts a duration or timestamp argument (int or float).
func secondsArg(t *py.Thread, v py.Value) (float64, error) {
	switch x := v.(type) {
	case py.Float:
		if math.IsNaN(float64(x)) {
			return 0, py.NewValueError("Invalid value NaN (not a number)")
		}
		return float64(x), nil
	}
	if f, ok, err := py.AsFloat(v); ok || err != nil {
		return f, err
	}
	if v.Type().Lookup("__float__") != nil {
		r, err := py.ToFloat(t, v)
		if err != nil {
			return 0, err
		}
		return float64(r.(py.Float)), nil
	}
	i, err := py.Index(t, v)
	return float64(i), err
}

// sleep is time.sleep(secs): on an injected clock it advances the clock;
// on the host's it waits on the run's context; a sleep that would pass the
// deadline ends the run at once with the time limit, and a cancelled run
// ends with the cancellation error.
func sleep(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	if err := py.CheckExactlyOne("sleep()", args, kwargs); err != nil {
		return nil, err
	}
	secs, err := secondsArg(t, args[0])
	if err != nil {
		return nil, err
	}
	if secs < 0 {
		return nil, py.NewValueError("sleep length must be non-negative")
	}
	if secs > float64(math.MaxInt64)/1e9 {
		return nil, py.NewOverflowError("sleep length is too large")
	}
	d := gotime.Duration(secs * 1e9)
	// A run already cancelled (or past its deadline) stops at once.
	if err := t.Poll(); err != nil {
		return nil, err
	}
	if t.Advance(d) {
		return py.None, nil
	}
	// A sleep that would pass the deadline ends the run at once with the
	// time limit: waiting would only burn the rest of the run's time for
	// the same outcome.
	if dl := t.Deadline(); !dl.IsZero() && gotime.Now().Add(d).After(dl) {
		return nil, t.TimeoutError()
	}
	timer := gotime.NewTimer(d)
	defer timer.Stop()
	// Wake up regularly to notice Thread.Cancel (a budget check with a
	// negative charge polls cancellation and the deadline at once).
	tick := gotime.NewTicker(20 * gotime.Millisecond)
	defer tick.Stop()
	var done <-chan struct{}
	if t.Ctx != nil {
		done = t.Ctx.Done()
	}
	for {
		select {
		case <-timer.C:
			return py.None, nil
		case <-done:
			if err := t.Poll(); err != nil {
				return nil, err
			}
			return nil, t.TimeoutError()
		case <-tick.C:
			if err := t.Poll(); err != nil {
				return nil, err
			}
		}
	}
}

// timestampArg converts the optional seconds argument of gmtime,
// localtime and ctime (None or absent: now) to whole seconds, rounding
// toward minus infinity as CPython does.
func timestampArg(t *py.Thread, name string, args []py.Value, kwargs []py.Kwarg) (int64, error) {
	if err := py.CheckPositional(name, args, kwargs, 0, 1); err != nil {
		return 0, err
	}
	if len(args) == 0 || args[0] == py.None {
		return t.Now().Unix(), nil
	}
	if _, ok := args[0].(py.Float); !ok {
		if b, ok := py.AsBig(args[0]); ok {
			if !b.IsInt64() {
				return 0, py.NewOverflowError("timestamp out of range for platform time_t")
			}
			return b.Int64(), nil
		}
	}
	f, err := secondsArg(t, args[0])
	if err != nil {
		return 0, err
	}
	f = math.Floor(f)
	if f >= 9.2e18 || f <= -9.2e18 {
		return 0, py.NewOverflowError("timestamp out of range for platform time_t")
	}
	return int64(f), nil
}

// fieldsOf breaks a Unix time down in UTC.
func fieldsOf(secs int64) (Fields, error) {
	days := floorDiv64(secs, 86400)
	rem := secs - days*86400
	ord := days + int64(Ordinal(1970, 1, 1))
	if ord < 1 || ord > int64(Ordinal(9999, 12, 31))*1000 {
		return Fields{}, py.NewOverflowError("timestamp out of range for platform time_t")
	}
	y, mo, d := FromOrdinal(int(ord))
	return Fields{
		Year: y, Month: mo, Day: d,
		Hour: int(rem / 3600), Minute: int(rem / 60 % 60), Second: int(rem % 60),
		Weekday: (int(ord) + 6) % 7, Yearday: int(ord) - DaysBeforeYear(y),
	}, nil
}

func floorDiv64(a, b int64) int64 {
	q := a / b
	if a%b != 0 && (a < 0) != (b < 0) {
		q--
	}
	return q
}

// gmtimeFunc makes gmtime and localtime (both UTC; zone named zone).
func (m *module) gmtimeFunc(name, zone string) py.BuiltinFunc {
	return func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		secs, err := timestampArg(t, name, args, kwargs)
		if err != nil {
			return nil, err
		}
		f, err := fieldsOf(secs)
		if err != nil {
			return nil, err
		}
		f.Zone, f.HasOffset = zone, true
		return m.newStruct(f, 0, py.NewStr(zone), py.NewInt(0)), nil
	}
}

// ctime is time.ctime(secs=None): asctime(localtime(secs)).
func (m *module) ctime(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	secs, err := timestampArg(t, "ctime", args, kwargs)
	if err != nil {
		return nil, err
	}
	f, err := fieldsOf(secs)
	if err != nil {
		return nil, err
	}
	return py.NewStr(Asctime(f)), nil
}

// Asctime formats f as C's asctime (without the newline).
func Asctime(f Fields) string {
	return DayAbbr(f.Weekday) + " " + MonthAbbr(f.Month) + " " + spacePad(f.Day, 2) + " " +
		pad(f.Hour, 2) + ":" + pad(f.Minute, 2) + ":" + pad(f.Second, 2) + " " + itoa(f.Year)
}

func itoa(n int) string {
	if n < 0 {
		return "-" + itoa(-n)
	}
	return pad(n, 1)
}

// asctime is time.asctime(t=None).
func (m *module) asctime(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	if err := py.CheckPositional("asctime", args, kwargs, 0, 1); err != nil {
		return nil, err
	}
	var f Fields
	if len(args) == 0 {
		secs, _ := timestampArg(t, "asctime", nil, nil)
		var err error
		if f, err = fieldsOf(secs); err != nil {
			return nil, err
		}
	} else {
		var err error
		if f, _, err = m.tupleArg(t, "asctime", args[0]); err != nil {
			return nil, err
		}
		if err := checkFields(f); err != nil {
			return nil, err
		}
	}
	return py.NewStr(Asctime(f)), nil
}

// mktime is time.mktime(t): the inverse of localtime (UTC here).
func (m *module) mktime(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	if err := py.CheckExactlyOne("mktime()", args, kwargs); err != nil {
		return nil, err
	}
	_, raw, err := m.tupleArg(t, "mktime", args[0])
	if err != nil {
		return nil, err
	}
	// mktime normalises out-of-range fields: compute from the raw
	// year, month, day and time.
	y, mo := raw[0], raw[1]-1
	y += floorDiv(mo, 12)
	mo = mod(mo, 12) + 1
	days := int64(Ordinal(y, mo, 1)-Ordinal(1970, 1, 1)) + int64(raw[2]-1)
	secs := days*86400 + int64(raw[3])*3600 + int64(raw[4])*60 + int64(raw[5])
	return py.Float(float64(secs)), nil
}

// strftime is time.strftime(format, t=None).
func (m *module) strftime(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	if err := py.CheckPositional("strftime", args, kwargs, 1, 2); err != nil {
		return nil, err
	}
	fs, ok := args[0].(*py.Str)
	if !ok {
		return nil, py.NewTypeError("strftime() argument 1 must be str, not %s", args[0].Type().Name)
	}
	var f Fields
	if len(args) == 1 {
		secs, _ := timestampArg(t, "strftime", nil, nil)
		var err error
		if f, err = fieldsOf(secs); err != nil {
			return nil, err
		}
		f.HasOffset, f.Zone = true, "UTC"
	} else {
		var err error
		if f, _, err = m.tupleArg(t, "strftime", args[1]); err != nil {
			return nil, err
		}
		if err := checkFields(f); err != nil {
			return nil, err
		}
	}
	if err := t.Charge(int64(len(fs.String())) + 1); err != nil {
		return nil, err
	}
	out := Strftime(fs.String(), f, false)
	if err := t.Alloc(int64(len(out))); err != nil {
		return nil, err
	}
	return py.NewStr(out), nil
}

// checkFields is CPython's checktm for strftime.
func checkFields(f Fields) error {
	switch {
	case f.Month < 1 || f.Month > 12:
		return py.NewValueError("month out of range")
	case f.Day < 1 || f.Day > 31:
		return py.NewValueError("day of month out of range")
	case f.Hour < 0 || f.Hour > 23:
		return py.NewValueError("hour out of range")
	case f.Minute < 0 || f.Minute > 59:
		return py.NewValueError("minute out of range")
	case f.Second < 0 || f.Second > 61:
		return py.NewValueError("seconds out of range")
	case f.Yearday < 1 || f.Yearday > 366:
		return py.NewValueError("day of year out of range")
	}
	return nil
}

// strptime is time.strptime(string, format="%a %b %d %H:%M:%S %Y").
func (m *module) strptime(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	if err := py.CheckPositional("strptime", args, kwargs, 1, 2); err != nil {
		return nil, err
	}
	s, ok := args[0].(*py.Str)
	if !ok {
		return nil, py.NewTypeError("strptime() argument 0 must be str, not %s", args[0].Type().Name)
	}
	format := "%a %b %d %H:%M:%S %Y"
	if len(args) == 2 {
		fs, ok := args[1].(*py.Str)
		if !ok {
			return nil, py.NewTypeError("strptime() argument 1 must be str, not %s", args[1].Type().Name)
		}
		format = fs.String()
	}
	if err := t.Charge(int64(len(s.String())+len(format)) + 1); err != nil {
		return nil, err
	}
	p, err := Strptime(t, s.String(), format)
	if err != nil {
		var pe *ParseError
		if errors.As(err, &pe) {
			return nil, py.NewValueError("%s", pe.Msg)
		}
		return nil, err
	}
	var zone, gmtoff py.Value = py.None, py.None
	if p.HasZoneName {
		zone = py.NewStr(p.Zone)
	}
	if p.HasOffset {
		gmtoff = py.NewInt(int64(p.Offset))
	}
	return m.newStruct(p.Fields, p.Isdst, zone, gmtoff), nil
}
