// Package leakcheck finds goroutines a test left behind: it records the
// goroutines alive at a snapshot and, later, waits a bounded time for every
// goroutine started since to end, reporting the stacks of those that did
// not. Tests that use it must not run in parallel with tests that start
// goroutines of their own.
package leakcheck

import (
	"bytes"
	"fmt"
	"runtime"
	"strconv"
	"strings"
	"time"
)

// Snapshot is the set of goroutines alive at one moment.
type Snapshot struct {
	ids map[uint64]bool
}

// Take records the goroutines alive now.
func Take() *Snapshot {
	s := &Snapshot{ids: map[uint64]bool{}}
	for _, g := range goroutines() {
		s.ids[g.id] = true
	}
	return s
}

// Leaked waits up to wait for the goroutines started since the snapshot
// to end and returns the stacks of those still alive (nil when none).
func (s *Snapshot) Leaked(wait time.Duration) []string {
	deadline := time.Now().Add(wait)
	for delay := time.Millisecond; ; delay *= 2 {
		var extra []string
		for _, g := range goroutines() {
			if !s.ids[g.id] && !ignored(g.stack) {
				extra = append(extra, g.stack) //krait:alloc-ok test support: the process's own goroutines, not program data
			}
		}
		if len(extra) == 0 || time.Now().After(deadline) {
			return extra
		}
		if delay > 100*time.Millisecond {
			delay = 100 * time.Millisecond
		}
		time.Sleep(delay)
	}
}

// TB is the part of testing.TB that Check uses.
type TB interface {
	Helper()
	Errorf(format string, args ...any)
}

// Check fails t when goroutines started since the snapshot are still
// alive after a bounded wait, listing their stacks.
func (s *Snapshot) Check(t TB) {
	t.Helper()
	if leaked := s.Leaked(10 * time.Second); len(leaked) > 0 {
		t.Errorf("%d goroutines left behind:\n\n%s", len(leaked), strings.Join(leaked, "\n\n"))
	}
}

type goroutine struct {
	id    uint64
	stack string
}

// goroutines returns every goroutine's id and stack, except the caller's.
func goroutines() []goroutine {
	buf := make([]byte, 1<<16)
	for {
		n := runtime.Stack(buf, true)
		if n < len(buf) {
			buf = buf[:n]
			break
		}
		buf = make([]byte, 2*len(buf)) //krait:alloc-ok test support: the process's own goroutine dump, not program data
	}
	var out []goroutine
	for i, block := range bytes.Split(buf, []byte("\n\n")) { //krait:alloc-ok test support: the process's own goroutine dump, not program data
		if i == 0 {
			continue // the calling goroutine
		}
		header, _, _ := bytes.Cut(block, []byte("\n"))
		fields := strings.Fields(string(header)) //krait:alloc-ok test support: one goroutine header line, not program data
		if len(fields) < 2 || fields[0] != "goroutine" {
			continue
		}
		id, err := strconv.ParseUint(fields[1], 10, 64)
		if err != nil {
			continue
		}
		out = append(out, goroutine{id: id, stack: string(block)})
	}
	return out
}

// ignored reports goroutines the runtime and the testing package start on
// their own schedule.
func ignored(stack string) bool {
	for _, s := range []string{
		"testing.(*M).startAlarm",
		"testing.runFuzzing",
		"os/signal.signal_recv",
		"runtime.ensureSigM",
		"created by runtime.gc",
		"runtime/pprof.",
	} {
		if strings.Contains(stack, s) {
			return true
		}
	}
	return false
}

// String lists the snapshot's size, for messages.
func (s *Snapshot) String() string { return fmt.Sprintf("%d goroutines", len(s.ids)) }
