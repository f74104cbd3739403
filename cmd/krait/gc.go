package main

import (
	"os"
	"runtime"
	"runtime/debug"
	"runtime/metrics"
	"sync/atomic"
)

// runGCPercent is the garbage collector's heap growth for `krait run`:
// the heap may grow by this percentage of the live data before a
// collection. Go's default (100) lets a program's peak resident memory
// reach twice its live data over the runtime's base; CPython frees most
// objects as soon as they die, so the lower value keeps krait's peak
// within 2x of CPython's for string- and exception-heavy programs at a
// few percent of CPU time (docs/performance.md, "Garbage collector").
const runGCPercent = 70

// runHeapHeadroom is the least the heap of `krait run` may grow between
// two collections. With runGCPercent alone a program whose live heap is
// 1-3 MiB is collected every 2-3 MiB it allocates (Go's least heap goal
// is 4 MiB times the percent), which cost classes, nbody or generators
// up to a fifth of their CPU; the headroom costs them 2-3 MiB of resident
// memory, and nothing to programs whose live heap is above ~6 MiB
// (docs/performance.md, "Garbage collector").
const runHeapHeadroom = 4 << 20

// tuneGC sets the collector of a `krait run` process (args are the
// command line after the program name): runGCPercent with the
// runHeapHeadroom floor, and a soft memory limit above the memory budget,
// so that a program near its budget is collected harder instead of
// letting garbage double the process's memory. GOGC and GOMEMLIMIT in the
// environment win. It is called from main only: the settings are
// process-wide, and tests run cmdRun in the test process. It returns the
// heap floor it started, if any.
func tuneGC(args []string) *heapFloor {
	if len(args) == 0 || args[0] != "run" {
		return nil
	}
	opts, err := parseRunFlags(args[1:])
	if err != nil {
		return nil // cmdRun reports it
	}
	var floor *heapFloor
	if os.Getenv("GOGC") == "" {
		debug.SetGCPercent(runGCPercent)
		floor = &heapFloor{percent: runGCPercent, headroom: runHeapHeadroom, set: runGCPercent}
		floor.arm()
	}
	if os.Getenv("GOMEMLIMIT") == "" && opts.Policy.Limits.MaxMemoryBytes < 1<<50 {
		debug.SetMemoryLimit(gcMemoryLimit(opts.Policy.Limits.MaxMemoryBytes))
	}
	return floor
}

// gcMemoryLimit is the soft limit for a memory budget: the budget counts
// Python objects approximately, so the limit leaves half of it again plus
// room for the runtime and the compiled program.
func gcMemoryLimit(maxMemory int64) int64 {
	return maxMemory + maxMemory/2 + 64<<20
}

// heapFloor keeps the heap's growth between two collections at least
// headroom bytes: after every collection it sets the GC percent for the
// live heap the collection left (gcPercentFor).
type heapFloor struct {
	percent  uint64 // the percent above the floor
	headroom uint64
	set      uint64 // the percent in force
	stop     atomic.Bool
	sample   [1]metrics.Sample
}

// gcSentinel is garbage whose finalizer runs after the collection that
// finds it unreachable.
type gcSentinel struct {
	f *heapFloor
	_ [2]uintptr // not a tiny allocation, whose finalizer may never run
}

// arm makes f adjust the GC percent after the next collection, and again
// after every one until f.stop is set.
func (f *heapFloor) arm() {
	runtime.SetFinalizer(&gcSentinel{f: f}, func(s *gcSentinel) {
		if s.f.stop.Load() {
			return
		}
		s.f.sample[0].Name = "/gc/heap/live:bytes"
		metrics.Read(s.f.sample[:])
		if pct := gcPercentFor(s.f.sample[0].Value.Uint64(), s.f.headroom, s.f.percent); pct != s.f.set {
			debug.SetGCPercent(int(pct))
			s.f.set = pct
		}
		s.f.arm()
	})
}

// gcPercentFor is the GC percent that lets a live heap of live bytes grow
// by headroom bytes, or by percent of itself when that is more. The heap
// goal is the larger of live times (1 + percent/100) and the runtime's
// least goal, 4 MiB times percent/100: neither may pass live+headroom.
func gcPercentFor(live, headroom, percent uint64) uint64 {
	if live == 0 || live*percent >= headroom*100 {
		return percent
	}
	return max(percent, min(headroom*100/live, (live+headroom)*100/(4<<20)))
}
