package main

import (
	"runtime/debug"
	"testing"
)

// TestTuneGC: `krait run` lowers the heap growth and sets a soft memory
// limit from --max-memory; other commands and an explicit GOGC/GOMEMLIMIT
// leave the collector alone.
func TestTuneGC(t *testing.T) {
	t.Setenv("GOGC", "")
	t.Setenv("GOMEMLIMIT", "")
	oldPct := debug.SetGCPercent(100)
	oldLim := debug.SetMemoryLimit(-1)
	restore := func() (int, int64) {
		return debug.SetGCPercent(100), debug.SetMemoryLimit(oldLim)
	}
	defer debug.SetGCPercent(oldPct)
	defer debug.SetMemoryLimit(oldLim)

	tuneGC([]string{"run", "--max-memory", "64MiB", "prog.py"})
	pct, lim := restore()
	if pct != runGCPercent || lim != 160<<20 {
		t.Errorf("run: GC percent %d, limit %d; want %d, %d", pct, lim, runGCPercent, 160<<20)
	}

	debug.SetMemoryLimit(oldLim)
	for _, args := range [][]string{{"repl"}, {"run", "--max-memory", "bogus", "p.py"}, {}} {
		tuneGC(args)
		if pct, lim := restore(); pct != 100 || lim != oldLim {
			t.Errorf("%q: GC percent %d, limit %d changed", args, pct, lim)
		}
	}

	t.Setenv("GOGC", "150")
	tuneGC([]string{"run", "prog.py"})
	if pct, _ := restore(); pct != 100 {
		t.Errorf("GOGC set: GC percent changed to %d", pct)
	}
}
