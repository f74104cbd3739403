package serve

import (
	"context"
	"fmt"
	"sync"
	"time"
)

// memoryGate admits runs while the memory budgets (max_memory) of the
// runs in progress add up to at most limit bytes (Config.RunsMemory): a
// run whose budget does not fit waits for runs to end, in arrival order
// (a large budget is not passed over forever by small ones), until its
// wait is over; then it is refused. Budgets are what a run may hold, so
// the server's memory for runs is bounded whatever they do; the process
// holds more than the sum (its garbage, the sessions' state between
// runs, the server itself).
type memoryGate struct {
	limit int64
	m     *metrics

	mu      sync.Mutex
	used    int64
	waiters []*memoryWaiter
}

type memoryWaiter struct {
	n     int64
	ready chan struct{} // closed when admitted
}

// newMemoryGate returns a gate of limit bytes, or nil (no bound) when
// limit is not positive.
func newMemoryGate(limit int64, m *metrics) *memoryGate {
	if limit <= 0 {
		return nil
	}
	return &memoryGate{limit: limit, m: m}
}

// acquire admits a run of budget n, waiting at most wait (and while ctx
// lasts) for room; the caller calls release(n) after the run.
func (g *memoryGate) acquire(ctx context.Context, n int64, wait time.Duration) *Error {
	if g == nil {
		return nil
	}
	g.mu.Lock()
	if len(g.waiters) == 0 && g.used+n <= g.limit {
		g.take(n)
		g.mu.Unlock()
		return nil
	}
	w := &memoryWaiter{n: n, ready: make(chan struct{})}
	g.waiters = append(g.waiters, w)
	g.m.memoryWaiting.Inc()
	used, waiting := g.used, len(g.waiters)
	g.mu.Unlock()

	timer := time.NewTimer(wait)
	defer timer.Stop()
	select {
	case <-w.ready:
		return nil
	case <-ctx.Done():
	case <-timer.C:
	}
	g.mu.Lock()
	defer g.mu.Unlock()
	select {
	case <-w.ready: // admitted meanwhile
		return nil
	default:
	}
	for i, x := range g.waiters {
		if x == w {
			g.waiters = append(g.waiters[:i], g.waiters[i+1:]...)
			break
		}
	}
	g.m.memoryWaiting.Dec()
	g.admitLocked() // the runs behind it may fit
	if ctx.Err() != nil {
		return errorf(CodeOverloaded, "the request ended while its run waited for memory")
	}
	return errorf(CodeOverloaded, "no memory for this run: its budget of %d bytes did not fit in the server's %d bytes for runs (--runs-memory) within %s; runs in progress held %d bytes and %d runs waited; retry later", n, g.limit, wait, used, waiting)
}

// take records n bytes admitted; the caller holds mu.
func (g *memoryGate) take(n int64) {
	g.used += n
	g.m.memoryReserved.Set(float64(g.used))
}

// release gives back the budget of a run that ended.
func (g *memoryGate) release(n int64) {
	if g == nil {
		return
	}
	g.mu.Lock()
	defer g.mu.Unlock()
	g.used -= n
	g.m.memoryReserved.Set(float64(g.used))
	g.admitLocked()
}

// admitLocked admits the waiters at the head of the queue that fit.
func (g *memoryGate) admitLocked() {
	for len(g.waiters) > 0 && g.used+g.waiters[0].n <= g.limit {
		w := g.waiters[0]
		g.waiters = g.waiters[1:]
		g.take(w.n)
		g.m.memoryWaiting.Dec()
		close(w.ready)
	}
}

// full reports, for Ready, whether a run of budget n would have to wait.
func (g *memoryGate) full(n int64) (bool, string) {
	if g == nil {
		return false, ""
	}
	g.mu.Lock()
	defer g.mu.Unlock()
	if len(g.waiters) == 0 && g.used+n <= g.limit {
		return false, ""
	}
	return true, fmt.Sprintf("its memory for runs is taken: %d of %d bytes held by runs in progress, %d runs waiting", g.used, g.limit, len(g.waiters))
}
