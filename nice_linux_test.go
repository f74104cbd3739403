package krait

import (
	"context"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kraitpy/krait/internal/procstat"
	"github.com/kraitpy/krait/py"
)

// TestLowerLongRuns: with Scheduler.LowerLongRuns, a run's thread keeps
// its priority until the run has held a slot for the time given, runs at
// the nice value from then on, and has its priority back when the run
// ends; a short run is never lowered, and no thread of the process is
// left lowered.
func TestLowerLongRuns(t *testing.T) {
	const nice = 7
	if err := ProbeLowerPriority(nice); err != nil {
		t.Skipf("this process may not raise a thread's priority back: %v", err)
	}
	base, err := threadNice(syscall.Gettid())
	require.NoError(t, err)
	s := NewScheduler(2, 0)
	require.NoError(t, s.LowerLongRuns(20*time.Millisecond, nice))
	e, err := New(Options{Scheduler: s, AuthorizedImports: []string{"time"}})
	require.NoError(t, err)
	defer e.Close()
	// probe answers its thread's nice value: a tool runs on the run's
	// goroutine.
	probe := RawTool("probe", "", func(context.Context, []Value, []Kwarg) (Value, error) {
		n, err := threadNice(syscall.Gettid())
		if err != nil {
			return nil, err
		}
		return py.NewInt(int64(n)), nil
	})
	require.NoError(t, e.SendTools(probe))
	ctx := context.Background()
	run := func(code string) any {
		t.Helper()
		out, err := e.Run(ctx, code)
		require.NoError(t, err)
		return out.Value
	}
	assert.Equal(t, int64(base), run("probe()"), "a short run keeps its priority")
	assert.Equal(t, []any{int64(base), int64(nice)},
		// It computes for 100 ms, and on until it is lowered (at most
		// 10 s): on an idle machine 100 ms of computing are 100 ms of
		// slot time, but on one with ten times more runnable threads than
		// cores the watchdog takes the slot from a thread the OS does not
		// run, and the run's slot time grows more slowly than the clock.
		run("import time\nbefore = probe()\nt = time.monotonic()\nwhile time.monotonic() - t < 0.1 or (probe() == before and time.monotonic() - t < 10):\n    pass\n[before, probe()]"),
		"a run lowered once past its operations")
	assert.Equal(t, int64(base), run("probe()"), "the next run has its priority back")

	// A lowered run whose time is up has its priority back at once, to
	// reach its next check and end at its limit: wait() sees it from
	// the run's own thread after the run's context ends.
	var during, after atomic.Int64
	wait := RawTool("wait", "", func(ctx context.Context, _ []Value, _ []Kwarg) (Value, error) {
		tid := syscall.Gettid()
		n, _ := threadNice(tid)
		during.Store(int64(n))
		<-ctx.Done()
		for i := 0; i < 10000 && n != base; i++ {
			time.Sleep(time.Millisecond) // the priority goes back on a goroutine of its own
			n, _ = threadNice(tid)
		}
		after.Store(int64(n))
		return py.None, nil
	})
	require.NoError(t, e.SendTools(probe, wait))
	tctx, cancel := context.WithCancel(ctx)
	go func() {
		for during.Load() == 0 {
			time.Sleep(time.Millisecond)
		}
		cancel()
	}()
	_, err = e.Run(tctx, "import time\nbefore = probe()\nt = time.monotonic()\nwhile time.monotonic() - t < 0.1 or (probe() == before and time.monotonic() - t < 10):\n    pass\nwait()\nwhile True:\n    pass")
	assert.Error(t, err, "cancelled")
	assert.Equal(t, int64(nice), during.Load())
	assert.Equal(t, int64(base), after.Load(), "the priority is back when the run's context ends")

	nices, err := procstat.ThreadNices(0)
	require.NoError(t, err)
	for _, task := range nices {
		assert.NotEqual(t, nice, task, "a thread of the process left at nice %d", nice)
	}

	assert.Error(t, NewScheduler(1, 0).LowerLongRuns(0, nice), "after 0")
	assert.Error(t, NewScheduler(1, 0).LowerLongRuns(time.Second, 20), "nice 20")
}
