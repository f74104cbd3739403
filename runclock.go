package krait

import (
	"sync"
	"time"
)

// runClock is a run's one timer, for both of its time limits: its own
// time (Limits.MaxDuration, which stands still while the run is paused at
// a host call) and, during a pause, the host wait limit (MaxHostWait).
//
// The timer stays armed through pauses, and a pause touches it only when
// its host wait ends before the timer fires. Stopping and re-arming a
// timer at every tool call, as a timer per limit needs, costs the
// network poller a wake-up per call whenever the new timer is the
// earliest one (in a server the poller sleeps on a connection's idle
// deadline, minutes away). Instead the timer may fire early: its callback
// (fire) looks at the run's state, acts when a limit is reached, and
// otherwise re-arms itself for the next moment a limit could be reached.
//
// The run's goroutine calls pause, resume and stop; the timer's callback
// runs on a goroutine of its own. mu orders them.
type runClock struct {
	mu sync.Mutex
	t  *time.Timer // nil until a limit needs it
	// at is when t fires; zero when it is not armed (or has fired).
	at time.Time
	// ownEnd is when the run's own time is up (zero: no limit); while
	// the run is paused it is where the run left it, and resume moves it
	// later by the pause.
	ownEnd time.Time
	// paused is set during a pause; waitEnd is then when its host wait
	// limit is reached (zero: no limit).
	paused  bool
	waitEnd time.Time
	ended   bool
	// cancel with timeUp ends the run's own time (cancels its context
	// with the thread's time-limit error: no closure to allocate); waitUp
	// receives (buffered) when a pause reaches waitEnd. It is made at the
	// run's first pause, by the run's goroutine, which alone receives.
	cancel func(error)
	timeUp error
	waitUp chan struct{}
}

// start arms the clock for a run whose own time is limit (none when
// limit is 0); cancel(timeUp) is called when that time is up.
func (c *runClock) start(limit time.Duration, cancel func(error), timeUp error) {
	c.cancel, c.timeUp = cancel, timeUp
	if limit > 0 {
		c.mu.Lock()
		c.ownEnd = time.Now().Add(limit)
		c.at = c.ownEnd
		c.t = time.AfterFunc(limit, c.fire)
		c.mu.Unlock()
	}
}

// pause notes that the run waits for the host from now, for at most
// wait (no limit when wait is negative).
func (c *runClock) pause(now time.Time, wait time.Duration) {
	c.mu.Lock()
	c.paused = true
	if c.waitUp == nil { // the run's first pause
		c.waitUp = make(chan struct{}, 1)
	}
	if wait >= 0 {
		c.waitEnd = now.Add(wait)
		c.armBy(c.waitEnd)
	}
	c.mu.Unlock()
}

// resume notes that a pause of waited ended: the run's own time goes on
// from where it stood. A host wait reached just as the pause ended is
// dropped.
func (c *runClock) resume(waited time.Duration) {
	c.mu.Lock()
	c.paused, c.waitEnd = false, time.Time{}
	if !c.ownEnd.IsZero() {
		c.ownEnd = c.ownEnd.Add(waited)
		// The timer fires at ownEnd at the latest (earlier, it
		// re-arms): it was armed for a host wait beyond ownEnd, or
		// fired during the pause.
		c.armBy(c.ownEnd)
	}
	select {
	case <-c.waitUp:
	default:
	}
	c.mu.Unlock()
}

// stop disarms the clock for good (the run has ended).
func (c *runClock) stop() {
	c.mu.Lock()
	c.ended = true
	if c.t != nil {
		c.t.Stop()
	}
	c.mu.Unlock()
}

// armBy makes the timer fire at when at the latest. c.mu is held.
func (c *runClock) armBy(when time.Time) {
	if !c.at.IsZero() && !when.Before(c.at) {
		return
	}
	c.at = when
	if c.t == nil {
		c.t = time.AfterFunc(time.Until(when), c.fire)
	} else {
		c.t.Reset(time.Until(when))
	}
}

// fire is the timer's callback: it ends the host wait or the run's own
// time when reached, and otherwise re-arms the timer for the next one.
func (c *runClock) fire() {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.at = time.Time{}
	if c.ended {
		return
	}
	now := time.Now()
	switch {
	case c.paused && c.waitEnd.IsZero():
		// Own time stands still and the wait has no limit: resume
		// re-arms.
	case c.paused && now.Before(c.waitEnd):
		c.armBy(c.waitEnd)
	case c.paused:
		select {
		case c.waitUp <- struct{}{}:
		default:
		}
	case c.ownEnd.IsZero():
	case now.Before(c.ownEnd):
		c.armBy(c.ownEnd)
	default:
		c.cancel(c.timeUp)
	}
}
