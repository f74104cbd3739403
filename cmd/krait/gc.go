package main

import (
	"os"
	"runtime/debug"
)

// runGCPercent is the garbage collector's heap growth for `krait run`:
// the heap may grow by this percentage of the live data before a
// collection. Go's default (100) lets a program's peak resident memory
// reach twice its live data over the runtime's base; CPython frees most
// objects as soon as they die, so the lower value keeps krait's peak
// within 2x of CPython's for string- and exception-heavy programs at a
// few percent of CPU time (docs/performance.md).
const runGCPercent = 70

// tuneGC sets the collector of a `krait run` process (args are the
// command line after the program name): runGCPercent, and a soft memory
// limit above the memory budget, so that a program near its budget is
// collected harder instead of letting garbage double the process's
// memory. GOGC and GOMEMLIMIT in the environment win. It is called from
// main only: the settings are process-wide, and tests run cmdRun in the
// test process.
func tuneGC(args []string) {
	if len(args) == 0 || args[0] != "run" {
		return
	}
	opts, err := parseRunFlags(args[1:])
	if err != nil {
		return // cmdRun reports it
	}
	if os.Getenv("GOGC") == "" {
		debug.SetGCPercent(runGCPercent)
	}
	if os.Getenv("GOMEMLIMIT") == "" && opts.Policy.Limits.MaxMemoryBytes < 1<<50 {
		debug.SetMemoryLimit(gcMemoryLimit(opts.Policy.Limits.MaxMemoryBytes))
	}
}

// gcMemoryLimit is the soft limit for a memory budget: the budget counts
// Python objects approximately, so the limit leaves half of it again plus
// room for the runtime and the compiled program.
func gcMemoryLimit(maxMemory int64) int64 {
	return maxMemory + maxMemory/2 + 64<<20
}
