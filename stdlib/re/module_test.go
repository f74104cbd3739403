package re

import (
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/kraitpy/krait/py"
)

// callModule loads a fresh re module on th and calls re.<name>(args...).
func callModule(t *testing.T, th *py.Thread, name string, args ...py.Value) (py.Value, error) {
	t.Helper()
	m, err := Load(th)
	if err != nil {
		t.Fatal(err)
	}
	return py.Call(th, m.(*py.Module).Dict.GetStr(name), args, nil)
}

// TestModuleBacktrackingStopsAtDeadline checks that a pattern CPython would
// take hours on ends the run at its deadline with the time limit error.
func TestModuleBacktrackingStopsAtDeadline(t *testing.T) {
	th := py.NewThread(nil, py.Limits{MaxTime: 300 * time.Millisecond}, nil)
	defer th.Close()
	start := time.Now()
	_, err := callModule(t, th, "match", py.NewStr(`(a+)+$`), py.NewStr(strings.Repeat("a", 40)+"b"))
	var le *py.LimitError
	if !errors.As(err, &le) || le.Kind != py.LimitTime {
		t.Fatalf("got %v, want a time LimitError", err)
	}
	if d := time.Since(start); d > 5*time.Second {
		t.Errorf("stopping took %v", d)
	}
}

// TestModuleBacktrackingStopsAtOpBudget checks that catastrophic
// backtracking charges the operation budget: when the budget is the
// tighter bound, the run ends with the operation limit long before its
// deadline, and the budget is used up.
func TestModuleBacktrackingStopsAtOpBudget(t *testing.T) {
	th := py.NewThread(nil, py.Limits{MaxOps: 1_000_000, MaxTime: 20 * time.Second}, nil)
	defer th.Close()
	start := time.Now()
	_, err := callModule(t, th, "match", py.NewStr(`(a+)+$`), py.NewStr(strings.Repeat("a", 40)+"!"))
	var le *py.LimitError
	if !errors.As(err, &le) || le.Kind != py.LimitOps {
		t.Fatalf("got %T %v, want an operations LimitError", err, err)
	}
	if d := time.Since(start); d > 5*time.Second {
		t.Errorf("stopping took %v", d)
	}
	if th.Ops() < 1_000_000 {
		t.Errorf("ops charged %d, want the whole budget", th.Ops())
	}
}

// TestSlowMatchChargesItsTime checks that a backtracking match that ends
// is charged for the engine's work, not only for the text it scanned.
func TestSlowMatchChargesItsTime(t *testing.T) {
	th := py.NewThread(nil, py.Limits{MaxOps: 1 << 50}, nil)
	defer th.Close()
	before := th.Ops()
	start := time.Now()
	if _, err := callModule(t, th, "match", py.NewStr(`(a+)+$`), py.NewStr(strings.Repeat("a", 16)+"!")); err != nil {
		t.Fatal(err)
	}
	spent := time.Since(start)
	if got, want := th.Ops()-before, int64(spent/nsPerOp)/4; got < want {
		t.Errorf("a %v match charged %d ops, want at least %d", spent, got, want)
	}
}

// TestMatchingChargesOperations checks that scanning a long string
// charges the operation budget.
func TestMatchingChargesOperations(t *testing.T) {
	th := py.NewThread(nil, py.Limits{MaxOps: 1000}, nil)
	defer th.Close()
	_, err := callModule(t, th, "findall", py.NewStr(`a`), py.NewStr(strings.Repeat("ab", 100000)))
	var le *py.LimitError
	if !errors.As(err, &le) || le.Kind != py.LimitOps {
		t.Fatalf("got %v, want an operations LimitError", err)
	}
}

// TestModulesAreIndependent checks that two interpreters' re modules
// share only what is immutable: the frozen classes, not the module
// objects or the pattern cache.
func TestModulesAreIndependent(t *testing.T) {
	tha := py.NewThread(nil, py.Limits{}, nil)
	defer tha.Close()
	thb := py.NewThread(nil, py.Limits{}, nil)
	defer thb.Close()
	tha.Locals, thb.Locals = &py.Locals{}, &py.Locals{}
	a, _ := Load(tha)
	b, _ := Load(thb)
	ma, mb := a.(*py.Module), b.(*py.Module)
	if ma == mb || ma.Dict == mb.Dict {
		t.Fatal("two loads share the module object")
	}
	pa := ma.Dict.GetStr("Pattern").(*py.Type)
	if pa != mb.Dict.GetStr("Pattern") || !pa.IsFrozen() {
		t.Error("the Pattern class is not the one frozen class")
	}
	ma.Dict.SetStr("compile", py.None)
	if mb.Dict.GetStr("compile") == py.None {
		t.Error("rebinding re.compile in one module reached the other")
	}
	compile := mb.Dict.GetStr("compile")
	ca, _ := py.Call(tha, compile, []py.Value{py.NewStr("x")}, nil)
	ca2, _ := py.Call(tha, compile, []py.Value{py.NewStr("x")}, nil)
	cb, _ := py.Call(thb, compile, []py.Value{py.NewStr("x")}, nil)
	if ca != ca2 {
		t.Error("one interpreter's pattern cache missed")
	}
	if ca == cb {
		t.Error("two interpreters share the pattern cache")
	}
}

// TestSimpleMatcherStopsAtOpBudget checks that polynomial backtracking on
// the simple-pattern matcher (fast.go) ends with the operation limit when
// the budget is the tighter bound, and the deadline otherwise.
func TestSimpleMatcherStopsAtOpBudget(t *testing.T) {
	pattern, text := py.NewStr(`\d*\d*\d*\d*\d*\d*x`), py.NewStr(strings.Repeat("1", 5000))
	for _, c := range []struct {
		limits py.Limits
		kind   py.LimitKind
	}{
		{py.Limits{MaxOps: 1_000_000, MaxTime: 20 * time.Second}, py.LimitOps},
		{py.Limits{MaxOps: 1 << 50, MaxTime: 300 * time.Millisecond}, py.LimitTime},
	} {
		th := py.NewThread(nil, c.limits, nil)
		start := time.Now()
		_, err := callModule(t, th, "match", pattern, text) // one attempt
		th.Close()
		var le *py.LimitError
		if !errors.As(err, &le) || le.Kind != c.kind {
			t.Fatalf("limits %+v: got %T %v, want a %v LimitError", c.limits, err, err, c.kind)
		}
		if d := time.Since(start); d > 5*time.Second {
			t.Errorf("limits %+v: stopping took %v", c.limits, d)
		}
	}
}

// TestSimpleMatcherChargesSteps checks that a long scan on the
// simple-pattern matcher charges the operation budget for its steps.
func TestSimpleMatcherChargesSteps(t *testing.T) {
	th := py.NewThread(nil, py.Limits{MaxOps: 1 << 50}, nil)
	defer th.Close()
	before := th.Ops()
	// One attempt that tests each of 10^6 characters.
	if _, err := callModule(t, th, "search", py.NewStr(`x`), py.NewStr(strings.Repeat("a", 1_000_000))); err != nil {
		t.Fatal(err)
	}
	if got, want := th.Ops()-before, int64(1_000_000*fastStepCost/nsPerOp); got < want {
		t.Errorf("charged %d ops, want at least %d", got, want)
	}
}

// TestCallerLimitsFollowTheDeadline checks the limits Go library code
// (textwrap, string.Template, pandas) matches with: an attempt may run as
// long as the run's deadline allows (a fixed one-second bound stopped
// textwrap under load with an unconverted Go error), and a stopped
// attempt becomes the run's time LimitError.
func TestCallerLimitsFollowTheDeadline(t *testing.T) {
	charged := 0
	charge := func(cost int) error { charged += cost; return nil }

	long := py.NewThread(nil, py.Limits{MaxTime: time.Hour}, nil)
	defer long.Close()
	if d := CallerLimits(long, charge).AttemptTimeout(); d < 59*time.Minute {
		t.Errorf("attempt bound %v under a one-hour deadline, want the deadline", d)
	}

	th := py.NewThread(nil, py.Limits{MaxTime: 300 * time.Millisecond}, nil)
	defer th.Close()
	p, err := Compile(`(a+)+$`, 0)
	if err != nil {
		t.Fatal(err)
	}
	in := []rune(strings.Repeat("a", 40) + "b")
	_, err = p.Search(in, 0, len(in), CallerLimits(th, charge))
	if !IsTimeout(err) {
		t.Fatalf("got %v, want a match timeout", err)
	}
	var le *py.LimitError
	if err := LimitError(th, err); !errors.As(err, &le) || le.Kind != py.LimitTime {
		t.Fatalf("LimitError gave %T %v, want a time LimitError", err, err)
	}
	if charged == 0 {
		t.Error("the attempts were not charged")
	}
}
