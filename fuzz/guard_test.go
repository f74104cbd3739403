package fuzz

import (
	"fmt"
	"os"
	"runtime"
	"runtime/debug"
	"runtime/metrics"
	"sync/atomic"
	"testing"
	"time"
)

const (
	// maxInput is the largest input a target looks at; longer inputs
	// only slow the fuzzer down without reaching new code.
	maxInput = 1 << 16
	// callTimeout is how long one call may take before it counts as a
	// hang. Every run stops itself after tinyPolicy's one second, so this
	// only needs to be far above that: long fuzzing sessions run at low
	// priority on loaded machines, where a call can wait for a CPU for
	// seconds (a 5 s timeout reported such a wait as a hang).
	callTimeout = 20 * time.Second
	// allocBase and allocPerByte bound the bytes one call may allocate:
	// allocBase + allocPerByte*len(input).
	allocBase    = 32 << 20
	allocPerByte = 4096
)

// watchdog detects calls that do not finish. One watchdog serves a whole
// fuzz target, so that a call costs two atomic stores rather than a
// goroutine and a timer: a hang crashes the process with the input in
// the message, which the fuzzing engine records as a failing input.
type watchdog struct {
	start atomic.Int64 // UnixNano when the current call began; 0 when idle
	input atomic.Pointer[[]byte]
}

// newWatchdog starts a watchdog that lives as long as the fuzz target.
func newWatchdog(f *testing.F) *watchdog {
	w := &watchdog{}
	stop := make(chan struct{})
	f.Cleanup(func() { close(stop) })
	go func() {
		tick := time.NewTicker(callTimeout / 10)
		defer tick.Stop()
		for {
			select {
			case <-stop:
				return
			case now := <-tick.C:
				if s := w.start.Load(); s != 0 && now.UnixNano()-s > int64(callTimeout) {
					w.crash()
				}
			}
		}
	}()
	return w
}

// crash reports the input of the call that hangs, with every goroutine's
// stack, and ends the process.
func (w *watchdog) crash() {
	buf := make([]byte, 1<<20)
	buf = buf[:runtime.Stack(buf, true)]
	var in []byte
	if p := w.input.Load(); p != nil {
		in = *p
	}
	fmt.Fprintf(os.Stderr, "fuzz: no result after %v for input %q\n%s\n", callTimeout, in, buf)
	panic(fmt.Sprintf("fuzz: call did not finish within %v", callTimeout))
}

// run calls fn and fails the test if fn panics or allocates more than
// the input justifies; the watchdog catches calls that do not return.
func (w *watchdog) run(t *testing.T, src []byte, fn func()) {
	t.Helper()
	w.runLimit(t, src, allocBase+allocPerByte*len(src), fn)
}

// runLimit is run with an explicit allocation limit in bytes; a limit of
// zero or less checks only for panics and hangs.
func (w *watchdog) runLimit(t *testing.T, src []byte, limit int, fn func()) {
	t.Helper()
	sample := []metrics.Sample{{Name: "/gc/heap/allocs:bytes"}}
	metrics.Read(sample)
	before := sample[0].Value.Uint64()
	w.input.Store(&src)
	w.start.Store(time.Now().UnixNano())
	msg := func() (msg string) {
		defer func() {
			if r := recover(); r != nil {
				msg = fmt.Sprintf("panic: %v\n%s", r, debug.Stack())
			}
		}()
		fn()
		return ""
	}()
	w.start.Store(0)
	if msg != "" {
		t.Fatalf("input %q: %s", src, msg)
	}
	metrics.Read(sample)
	if used := sample[0].Value.Uint64() - before; limit > 0 && used > uint64(limit) {
		t.Fatalf("input of %d bytes: allocated %d bytes (limit %d): %q", len(src), used, limit, src)
	}
}
