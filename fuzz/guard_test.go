package fuzz

import (
	"fmt"
	"runtime/debug"
	"runtime/metrics"
	"testing"
	"time"
)

const (
	// maxInput is the largest input a target looks at; longer inputs
	// only slow the fuzzer down without reaching new code.
	maxInput = 1 << 16
	// callTimeout is how long one call may take before it counts as a hang.
	callTimeout = 5 * time.Second
	// allocBase and allocPerByte bound the bytes one call may allocate:
	// allocBase + allocPerByte*len(input).
	allocBase    = 32 << 20
	allocPerByte = 4096
)

// guard runs fn on src and fails the test if fn panics, does not finish
// within callTimeout, or allocates more than the input justifies.
func guard(t *testing.T, src []byte, fn func()) {
	t.Helper()
	sample := []metrics.Sample{{Name: "/gc/heap/allocs:bytes"}}
	metrics.Read(sample)
	before := sample[0].Value.Uint64()
	done := make(chan string, 1)
	go func() {
		defer func() {
			if r := recover(); r != nil {
				done <- fmt.Sprintf("panic: %v\n%s", r, debug.Stack())
			}
		}()
		fn()
		done <- ""
	}()
	select {
	case msg := <-done:
		if msg != "" {
			t.Fatalf("input %q: %s", src, msg)
		}
	case <-time.After(callTimeout):
		t.Fatalf("input %q: no result after %v", src, callTimeout)
	}
	metrics.Read(sample)
	if used, limit := sample[0].Value.Uint64()-before, uint64(allocBase+allocPerByte*len(src)); used > limit {
		t.Fatalf("input of %d bytes: allocated %d bytes (limit %d): %q", len(src), used, limit, src)
	}
}
