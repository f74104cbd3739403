package main

import (
	"runtime"
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

	floor := tuneGC([]string{"run", "--max-memory", "64MiB", "prog.py"})
	if floor == nil {
		t.Fatal("run: no heap floor")
	}
	floor.stop.Store(true)
	pct, lim := restore()
	if pct != runGCPercent || lim != 160<<20 {
		t.Errorf("run: GC percent %d, limit %d; want %d, %d", pct, lim, runGCPercent, 160<<20)
	}

	debug.SetMemoryLimit(oldLim)
	for _, args := range [][]string{{"repl"}, {"run", "--max-memory", "bogus", "p.py"}, {}} {
		if tuneGC(args) != nil {
			t.Errorf("%q: a heap floor", args)
		}
		if pct, lim := restore(); pct != 100 || lim != oldLim {
			t.Errorf("%q: GC percent %d, limit %d changed", args, pct, lim)
		}
	}

	t.Setenv("GOGC", "150")
	if tuneGC([]string{"run", "prog.py"}) != nil {
		t.Error("GOGC set: a heap floor")
	}
	if pct, _ := restore(); pct != 100 {
		t.Errorf("GOGC set: GC percent changed to %d", pct)
	}
}

// The GC percent lets the heap grow by the headroom (4 MiB) while that is
// more than 70% of the live heap, without the runtime's least goal (4 MiB
// times the percent) passing live+headroom.
func TestGCPercentFor(t *testing.T) {
	const mib = 1 << 20
	for _, tc := range []struct{ live, want uint64 }{
		{0, 70},
		{mib / 2, 112},  // least goal 4.5 MiB = live + 4 MiB
		{2 * mib, 150},  // goal 6 MiB (least goal; 2 MiB x 2.5 = 5)
		{3 * mib, 133},  // goal 3 MiB x 2.33 = 7 MiB
		{6 * mib, 70},   // 70% of 6 MiB is above the headroom
		{100 * mib, 70}, //
	} {
		if got := gcPercentFor(tc.live, 4*mib, 70); got != tc.want {
			t.Errorf("live %d: percent %d, want %d", tc.live, got, tc.want)
		}
	}
}

// The heap floor's finalizer runs after each collection and sets the GC
// percent for the live heap it finds.
func TestHeapFloorAdjustsAfterCollections(t *testing.T) {
	old := debug.SetGCPercent(70)
	defer debug.SetGCPercent(old)
	// A headroom of 1 TiB is far above any live heap here: the percent
	// is the least goal's cap, (live + 1 TiB) / 4 MiB * 100.
	f := &heapFloor{percent: 70, headroom: 1 << 40, set: 70}
	defer f.stop.Store(true)
	f.arm()
	for i := 0; ; i++ {
		runtime.GC()
		runtime.Gosched()
		// Swapping in 70 reads the percent without losing an update.
		if pct := debug.SetGCPercent(70); pct > 26_000_000 {
			break
		} else if pct != 70 {
			t.Fatalf("GC percent %d", pct)
		}
		if i == 1000 {
			t.Fatal("the heap floor did not adjust the GC percent after 1,000 collections")
		}
	}
}
