package krait

import (
	"context"
	"errors"
	"time"

	"github.com/kraitpy/krait/py"
)

// ErrConcurrentUse is returned by an Executor's methods when another call
// on the same Executor is still in progress: an Executor runs one call at
// a time, and a second goroutine is refused rather than left to race.
var ErrConcurrentUse = errors.New("krait: Executor used concurrently: another call (Run, SendVariables, SendTools, Repr, ...) is in progress")

// acquire marks the executor busy, or refuses when it already is.
func (e *Executor) acquire() error {
	if !e.busy.CompareAndSwap(false, true) {
		return ErrConcurrentUse
	}
	return nil
}

// release ends what acquire began.
func (e *Executor) release() { e.busy.Store(false) }

// Interrupt raises KeyboardInterrupt in the code of the run in progress,
// as Ctrl-C does in CPython's interpreter: the code may catch it, and an
// uncaught one ends the run with a *PythonError while the Executor's
// state stays. It does nothing when no run is in progress, and is safe to
// call from any goroutine.
func (e *Executor) Interrupt() {
	e.mu.Lock()
	r := e.active
	e.mu.Unlock()
	if r != nil {
		r.th.Interrupt()
	}
}

// contextCause returns why the caller's context ended, or nil: its
// cause (context.Cause: its Err unless it was cancelled with a cause of
// its own, e.g. a server's shutdown), or DeadlineExceeded once its
// deadline has passed (the run may notice the deadline before the
// context's timer fires).
func contextCause(ctx context.Context) error {
	if ctx.Err() != nil {
		return context.Cause(ctx)
	}
	if d, ok := ctx.Deadline(); ok && !time.Now().Before(d) {
		return context.DeadlineExceeded
	}
	return nil
}

// contextLimitError is the limit error of a run ended by the caller's
// context: it names the context's reason and unwraps to it, so that
// errors.Is(err, context.DeadlineExceeded) and errors.Is(err,
// context.Canceled) hold.
func contextLimitError(cause error) error {
	if cause == nil {
		return nil
	}
	kind := py.LimitCancel
	if errors.Is(cause, context.DeadlineExceeded) {
		kind = py.LimitTime
	}
	return &py.LimitError{Kind: kind, Msg: cause.Error(), Err: cause}
}
