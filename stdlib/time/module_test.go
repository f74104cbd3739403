package time

import (
	"errors"
	"slices"
	"testing"
	gotime "time"

	"github.com/kraitpy/krait/py"
)

func call(t *testing.T, th *py.Thread, name string, args ...py.Value) (py.Value, error) {
	t.Helper()
	m, err := Load(th)
	if err != nil {
		t.Fatal(err)
	}
	return py.Call(th, m.(*py.Module).Dict.GetStr(name), args, nil)
}

// TestSleepPastDeadlineEndsAtOnce checks that a sleep longer than the
// time left ends the run at once with the time-limit error, instead of
// holding the run until its deadline for the same outcome.
func TestSleepPastDeadlineEndsAtOnce(t *testing.T) {
	th := py.NewThread(nil, py.Limits{MaxTime: gotime.Minute}, nil)
	defer th.Close()
	start := gotime.Now()
	_, err := call(t, th, "sleep", py.NewInt(3600))
	var le *py.LimitError
	if !errors.As(err, &le) || le.Kind != py.LimitTime {
		t.Fatalf("sleep(3600) = %v, want a time LimitError", err)
	}
	if d := gotime.Since(start); d > 5*gotime.Second {
		t.Errorf("sleep returned after %v, want at once", d)
	}
}

// TestSleepAlreadyCancelled checks that a sleep in a cancelled run ends
// at once with the cancellation error.
func TestSleepAlreadyCancelled(t *testing.T) {
	th := py.NewThread(nil, py.Limits{MaxTime: gotime.Minute}, nil)
	defer th.Close()
	th.Cancel()
	_, err := call(t, th, "sleep", py.NewInt(1000))
	var le *py.LimitError
	if !errors.As(err, &le) || le.Kind != py.LimitCancel {
		t.Fatalf("sleep(1000) = %v, want a cancel LimitError", err)
	}
}

// TestSleepRespectsCancel checks that Thread.Cancel interrupts a sleep.
func TestSleepRespectsCancel(t *testing.T) {
	th := py.NewThread(nil, py.Limits{MaxTime: -1}, nil)
	defer th.Close()
	go func() {
		gotime.Sleep(50 * gotime.Millisecond)
		th.Cancel()
	}()
	start := gotime.Now()
	_, err := call(t, th, "sleep", py.NewInt(30))
	var le *py.LimitError
	if !errors.As(err, &le) || le.Kind != py.LimitCancel {
		t.Fatalf("sleep(30) = %v, want a cancel LimitError", err)
	}
	if d := gotime.Since(start); d < 40*gotime.Millisecond || d > 5*gotime.Second {
		t.Errorf("cancel took %v", d)
	}
}

// TestClockHook checks that time.time and gmtime() read the Thread's
// clock.
func TestClockHook(t *testing.T) {
	th := py.NewThread(nil, py.Limits{}, nil)
	defer th.Close()
	th.Clock = func() gotime.Time { return gotime.Unix(1704164645, 500000000) }
	v, err := call(t, th, "time")
	if err != nil || v != py.Float(1704164645.5) {
		t.Errorf("time() = %v, %v", v, err)
	}
	st, err := call(t, th, "gmtime")
	if err != nil {
		t.Fatal(err)
	}
	// python3: time.gmtime(1704164645)[:6] == (2024, 1, 2, 3, 4, 5)
	r, _ := py.Repr(th, st)
	want := "time.struct_time(tm_year=2024, tm_mon=1, tm_mday=2, tm_hour=3, tm_min=4, tm_sec=5, tm_wday=1, tm_yday=2, tm_isdst=0)"
	if r != want {
		t.Errorf("gmtime() = %s, want %s", r, want)
	}
}

// TestInjectedClockDrivesEveryClock checks that on an injected clock
// every clock of the module reads the Thread's time and that time.sleep
// advances them all by exactly the time slept, without waiting.
func TestInjectedClockDrivesEveryClock(t *testing.T) {
	th := py.NewThread(nil, py.Limits{MaxTime: -1}, nil)
	defer th.Close()
	now := gotime.Unix(1704164645, 0)
	th.Clock = func() gotime.Time { return now }
	mod, err := Load(th)
	if err != nil {
		t.Fatal(err)
	}
	call := func(name string, args ...py.Value) py.Value {
		t.Helper()
		v, err := py.Call(th, mod.(*py.Module).Dict.GetStr(name), args, nil)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		return v
	}
	clocks := []string{"monotonic_ns", "perf_counter_ns", "process_time_ns", "thread_time_ns", "time_ns"}
	read := func() []int64 {
		var out []int64
		for _, name := range clocks {
			out = append(out, int64(call(name).(py.Int)))
		}
		out = append(out, int64(call("clock_gettime_ns", py.NewInt(1)).(py.Int)))
		return out
	}
	before := read()
	if before[0] != int64(gotime.Second) || before[4] != now.UnixNano() {
		t.Errorf("monotonic_ns, time_ns = %d, %d; want 1e9 (one second at load) and %d", before[0], before[4], now.UnixNano())
	}
	if again := read(); !slices.Equal(again, before) {
		t.Errorf("a fixed clock read %v then %v", before, again)
	}
	call("sleep", py.Float(2.5))
	call("sleep", py.NewInt(3600))
	after := read()
	for i := range after {
		if d := after[i] - before[i]; d != int64(3602500*gotime.Millisecond) {
			t.Errorf("clock %d moved %d ns over sleeps of 3602.5 s", i, d)
		}
	}
	if v := call("monotonic"); v != py.Float(3603.5) {
		t.Errorf("monotonic() = %v, want 3603.5", v)
	}
	// A clock set back (another run's clock) never makes monotonic go back.
	now = now.Add(-gotime.Hour * 2)
	if v := call("monotonic"); v != py.Float(3603.5) {
		t.Errorf("monotonic() after the clock went back = %v, want 3603.5", v)
	}
}

// TestInjectedClockLongSleeps checks that sleeps adding up past what a
// time.Duration holds saturate instead of wrapping the clock around.
func TestInjectedClockLongSleeps(t *testing.T) {
	th := py.NewThread(nil, py.Limits{MaxTime: -1}, nil)
	defer th.Close()
	th.Clock = func() gotime.Time { return gotime.Unix(1704164645, 0) }
	mod, err := Load(th)
	if err != nil {
		t.Fatal(err)
	}
	d := mod.(*py.Module).Dict
	prev := py.Float(0)
	for range 3 {
		if _, err := py.Call(th, d.GetStr("sleep"), []py.Value{py.Float(9e9)}, nil); err != nil {
			t.Fatal(err)
		}
		m, err := py.Call(th, d.GetStr("monotonic"), nil, nil)
		if err != nil {
			t.Fatal(err)
		}
		if m.(py.Float) < prev {
			t.Fatalf("monotonic went back: %v after %v", m, prev)
		}
		prev = m.(py.Float)
	}
	if now, _ := py.Call(th, d.GetStr("time"), nil, nil); now.(py.Float) < 1704164645 {
		t.Errorf("time() = %v after long sleeps: the clock wrapped", now)
	}
}
