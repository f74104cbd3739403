package krait

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// armed returns when the clock's timer fires (zero: not armed).
func (c *runClock) armed() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.at
}

// TestClockPauseTouchesNoTimer: a tool call answered before either limit
// is near leaves the run's timer as it was (no stop, no re-arm: each costs
// a server's network poller a wake-up), and the run's own time still ends
// where it should, later by the pauses.
func TestClockPauseTouchesNoTimer(t *testing.T) {
	up := make(chan time.Time, 1)
	var c runClock
	c.start(time.Minute, func(error) { up <- time.Now() }, nil)
	defer c.stop()
	at := c.armed()
	require.False(t, at.IsZero())
	for i := 0; i < 100; i++ {
		start := time.Now()
		c.pause(start, 5*time.Minute)
		assert.Equal(t, at, c.armed(), "pause %d re-armed the timer", i)
		c.resume(time.Since(start))
		assert.Equal(t, at, c.armed(), "resume %d re-armed the timer", i)
	}
	c.mu.Lock()
	assert.True(t, c.ownEnd.After(at), "own time's end did not move by the pauses")
	c.mu.Unlock()
	select {
	case <-up:
		t.Fatal("own time ended early")
	default:
	}
}

// TestClockFiresEarlyAndRearms: the timer firing before a limit is reached
// re-arms for the next one: own time through a pause longer than it, then
// the host wait of a later pause on time.
func TestClockFiresEarlyAndRearms(t *testing.T) {
	up := make(chan time.Time, 1)
	var c runClock
	begin := time.Now()
	c.start(50*time.Millisecond, func(error) { up <- time.Now() }, nil)
	defer c.stop()

	// A pause of 150 ms (three times the run's own time): the timer
	// fires during it, and own time does not end.
	paused := time.Now()
	c.pause(paused, time.Hour)
	time.Sleep(150 * time.Millisecond)
	c.resume(time.Since(paused))
	select {
	case <-up:
		t.Fatal("own time ended during a pause")
	default:
	}
	// After the pause the timer is armed for the run's own time again,
	// not for the pause's host wait an hour away.
	assert.True(t, c.armed().Before(time.Now().Add(time.Minute)), "armed for %v", c.armed())
	select {
	case at := <-up:
		assert.GreaterOrEqual(t, at.Sub(begin), 150*time.Millisecond+50*time.Millisecond)
	case <-time.After(20 * time.Second):
		t.Fatal("own time did not end after the pause")
	}

	// A host wait shorter than the time the timer is armed for.
	var w runClock
	w.start(time.Hour, func(error) { t.Error("own time ended") }, nil)
	defer w.stop()
	start := time.Now()
	w.pause(start, 30*time.Millisecond)
	<-w.waitUp
	assert.GreaterOrEqual(t, time.Since(start), 30*time.Millisecond)
	w.resume(time.Since(start))
	assert.Equal(t, 0, len(w.waitUp))
}
