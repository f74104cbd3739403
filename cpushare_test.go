package krait

import (
	"context"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kraitpy/krait/py"
)

// longRun returns a run of s's that holds a slot and has computed past
// LongRunAfter: at its next budget check it is a long run.
func longRun(t *testing.T, s *Scheduler) *ticket {
	t.Helper()
	tk := newTicket(s)
	tk.beginRun()
	require.True(t, tk.acquire(nil, time.Time{}))
	tk.runStart -= time.Hour
	return tk
}

// waitFor polls cond until it holds (failing after 10 s: the bound is
// for a broken build, not a measure).
func waitFor(t *testing.T, cond func() bool, what string) {
	t.Helper()
	for range 10000 {
		if cond() {
			return
		}
		time.Sleep(time.Millisecond)
	}
	t.Fatal("never: " + what)
}

// ended waits for done (failing after 10 s).
func ended(t *testing.T, done <-chan struct{}, what string) {
	t.Helper()
	select {
	case <-done:
	case <-time.After(10 * time.Second):
		t.Fatal("never: " + what)
	}
}

func counts(c *CPUShare, i int) [3]int {
	q, l, w := c.Counts(i)
	return [3]int{q, l, w}
}

// TestSchedulerOneLongRunGivesWay: within one process (the scheduler's
// own share, two slots), two long runs compute; a quiet run arriving
// takes one slot from exactly one of them, which waits without a slot
// and goes on as soon as the quiet run is done (slices of an hour: only
// the quiet run's release can wake it).
func TestSchedulerOneLongRunGivesWay(t *testing.T) {
	s := NewScheduler(2, time.Hour)
	a, b := longRun(t, s), longRun(t, s)
	a.yield(nil, time.Time{})
	b.yield(nil, time.Time{})
	require.Equal(t, [3]int{0, 2, 0}, counts(s.share, 0), "two long runs on two CPUs")
	quiet := newTicket(s)
	quiet.beginRun()
	got := make(chan struct{})
	go func() {
		quiet.acquire(nil, time.Time{})
		close(got)
	}()
	waitQueued(t, s, 1)
	aDone := make(chan struct{})
	go func() {
		a.yield(nil, time.Time{})
		close(aDone)
	}()
	ended(t, got, "the quiet run gets a slot at a long run's check")
	b.yield(nil, time.Time{})
	assert.True(t, b.mine, "the other long run keeps its CPU")
	waitFor(t, func() bool { return counts(s.share, 0) == [3]int{1, 1, 1} }, "a waits for the CPU")
	quiet.release()
	ended(t, aDone, "a goes on when the quiet run is done")
	assert.True(t, a.mine)
	assert.Equal(t, [3]int{0, 2, 0}, counts(s.share, 0))
	a.release()
	b.release()
	assert.Equal(t, [3]int{0, 0, 0}, counts(s.share, 0))
}

// TestLongRunAloneNeverWaits: a run that computes for longer than
// LongRunAfter with nothing else wanting the CPU becomes long and never
// waits for it (its slot wait is zero), and leaves nothing counted.
func TestLongRunAloneNeverWaits(t *testing.T) {
	s := NewScheduler(1, 0)
	e, err := New(Options{Scheduler: s})
	require.NoError(t, err)
	defer e.Close()
	// probe runs on the run's goroutine, the one that owns the ticket.
	probe := RawTool("probe", "", func(context.Context, []Value, []Kwarg) (Value, error) {
		return py.NewBool(e.tk.long), nil
	})
	require.NoError(t, e.SendTools(probe))
	out, err := e.Run(context.Background(), "n = 0\nwhile not probe():\n    for i in range(10000):\n        n += i\nprobe()")
	require.NoError(t, err)
	assert.Equal(t, true, out.Value, "the run became long")
	assert.Zero(t, out.SlotWait)
	assert.Equal(t, [3]int{0, 0, 0}, counts(s.share, 0))
}
