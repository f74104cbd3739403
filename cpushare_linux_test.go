package krait

import (
	"context"
	"errors"
	"os"
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// sharedPair returns two schedulers of one slot and 1 ms slices that
// share a table of cpus CPUs through two mappings of its memory, as two
// worker processes do: a as member 0, b as member 1.
func sharedPair(t *testing.T, cpus int) (a, b *Scheduler, share *CPUShare) {
	t.Helper()
	share, err := NewSharedCPUShare(cpus, 2)
	if errors.Is(err, ErrCPUShareUnsupported) {
		t.Skip(err)
	}
	require.NoError(t, err)
	t.Cleanup(func() { share.Close() })
	fd, err := syscall.Dup(int(share.File().Fd()))
	require.NoError(t, err)
	other, err := OpenCPUShare(os.NewFile(uintptr(fd), "other"))
	require.NoError(t, err)
	t.Cleanup(func() { other.Close() })
	assert.Equal(t, cpus, other.CPUs())
	assert.Equal(t, 2, other.Members())
	a, b = NewScheduler(1, time.Millisecond), NewScheduler(1, time.Millisecond)
	require.NoError(t, share.Use(0))
	require.NoError(t, share.Use(1))
	require.NoError(t, a.ShareCPUs(share, 0))
	require.NoError(t, b.ShareCPUs(other, 1))
	return a, b, share
}

// TestCPUShareLongRunYieldsToQuietRunElsewhere: two schedulers (two
// workers) share one CPU. A long run on a computes while nothing else
// wants the CPU; once a quiet run holds b's slot it does not pass its
// next budget check, and waits without its slot, until b's run is done.
func TestCPUShareLongRunYieldsToQuietRunElsewhere(t *testing.T) {
	a, b, share := sharedPair(t, 1)
	long := longRun(t, a)
	for range 10 {
		long.yield(nil, time.Time{})
		require.True(t, long.mine, "alone, a long run keeps computing")
	}
	assert.Equal(t, [3]int{0, 1, 0}, counts(share, 0), "counted as a long run")
	quiet := newTicket(b)
	quiet.beginRun()
	require.True(t, quiet.acquire(nil, time.Time{}), "a quiet run never waits for a long one")
	assert.Equal(t, [3]int{1, 0, 0}, counts(share, 1), "b's quiet run, seen through a's mapping")

	done := make(chan struct{})
	go func() {
		long.yield(nil, time.Time{})
		close(done)
	}()
	waitFor(t, func() bool { return counts(share, 0) == [3]int{0, 0, 1} }, "the long run waits for the CPU")
	a.mu.Lock()
	free := a.free
	a.mu.Unlock()
	assert.Equal(t, 1, free, "it waits without its slot")
	// It looks again every slice (1 ms): let it look a few times.
	for range 5 {
		time.Sleep(a.slice)
		select {
		case <-done:
			t.Fatal("the long run went on while the quiet run held the CPU")
		default:
		}
	}
	quiet.release()
	ended(t, done, "the long run goes on once the quiet run is done")
	assert.True(t, long.mine)
	assert.Equal(t, [3]int{0, 1, 0}, counts(share, 0))
	assert.Equal(t, [3]int{0, 0, 0}, counts(share, 1))
	assert.Positive(t, long.waited, "its wait is the run's slot wait")
	long.release()
	assert.Equal(t, [3]int{0, 0, 0}, counts(share, 0))
}

// TestCPUShareClearedMember: what a dead worker's runs counted holds the
// others' long runs back until the supervisor clears its member (Clear;
// Use does it too, for the member's next worker).
func TestCPUShareClearedMember(t *testing.T) {
	a, b, share := sharedPair(t, 2)
	// A worker killed with two quiet runs counted, never released.
	b.member.quiet.Add(2)
	long := longRun(t, a)
	done := make(chan struct{})
	go func() {
		long.yield(nil, time.Time{})
		close(done)
	}()
	waitFor(t, func() bool { return counts(share, 0) == [3]int{0, 0, 1} }, "the long run waits")
	share.Clear(1)
	ended(t, done, "the long run goes on once the dead member is cleared")
	assert.Equal(t, [3]int{0, 1, 0}, counts(share, 0))
	long.release()

	b.member.long.Add(5)
	require.NoError(t, share.Use(1))
	assert.Equal(t, [3]int{0, 0, 0}, counts(share, 1), "a member given to a new worker starts from zero")
	assert.Error(t, share.Use(2))
	assert.Error(t, a.ShareCPUs(share, 2))
}

// TestCPUShareWaitEndsAtDeadline: a long run waiting for the CPU ends its
// wait at its deadline, and when its context ends, without a slot and
// counting nowhere.
func TestCPUShareWaitEndsAtDeadline(t *testing.T) {
	a, b, share := sharedPair(t, 1)
	b.member.quiet.Add(1) // the CPU stays wanted
	long := longRun(t, a)
	long.yield(nil, time.Now().Add(20*time.Millisecond))
	assert.False(t, long.mine, "its deadline passed while it waited")
	assert.Equal(t, [3]int{0, 0, 0}, counts(share, 0))

	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan struct{})
	go func() {
		assert.False(t, long.acquire(ctx, time.Time{}))
		close(done)
	}()
	waitFor(t, func() bool { return counts(share, 0) == [3]int{0, 0, 1} }, "the long run waits")
	cancel()
	ended(t, done, "the wait ends with the run's context")
	assert.False(t, long.mine)
	assert.Equal(t, [3]int{0, 0, 0}, counts(share, 0))
	a.mu.Lock()
	defer a.mu.Unlock()
	assert.Equal(t, 1, a.free)
}
