package pandas_test

import (
	"errors"
	"os"
	"path/filepath"
	"regexp"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/kraitpy/krait/py"
	"github.com/kraitpy/krait/stdlib/internal/stdlibtest"
)

// bombDir holds the generated pandas_memory programs
// (conformance/pandasgen/memgen.py). conformance's TestPrograms checks
// them against pandas 1.5.3 with their small N under the default budget.
var bombDir = filepath.Join("..", "..", "conformance", "testdata", "programs", "pandas_memory")

var (
	bombHeader = regexp.MustCompile(`(?m)^# memory-bomb: N=(.+) budget=(\d+)$`)
	bombN      = regexp.MustCompile(`(?m)^N = \d+$`)
)

// TestMemoryBombs runs every pandas_memory program with its big N under
// its small memory budget: the program's input fits (the part before
// "# the operation:" runs alone first and must succeed), the operation's
// result or scratch does not, so the run must end in a MemoryLimitError
// raised before the allocation. An allocation made before its charge shows as a
// run that completes, ends on another limit, or grows the Go heap far
// past the budget (the heap is sampled during the run: with the
// garbage collector's headroom it stays within a few budgets).
func TestMemoryBombs(t *testing.T) {
	files, err := filepath.Glob(filepath.Join(bombDir, "*.py"))
	if err != nil {
		t.Fatal(err)
	}
	if len(files) < 20 {
		t.Fatalf("found %d programs in %s, want the generated set (memgen.py)", len(files), bombDir)
	}
	for _, path := range files {
		src, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		name := strings.TrimSuffix(filepath.Base(path), ".py")
		t.Run(name, func(t *testing.T) {
			h := bombHeader.FindStringSubmatch(string(src))
			if h == nil || !bombN.Match(src) {
				t.Fatalf("%s: no '# memory-bomb: N=... budget=...' header or 'N = ...' line", path)
			}
			var budget int64
			for _, c := range h[2] {
				budget = budget*10 + int64(c-'0')
			}
			budget <<= 20
			prog := bombN.ReplaceAllLiteralString(string(src), "N = "+h[1])
			lim := py.Limits{MaxMemory: budget, MaxOps: 1 << 40, MaxOutput: 1 << 20, MaxTime: 2 * time.Minute}
			// The input alone fits: the operation is what trips the limit.
			if input, _, ok := strings.Cut(prog, "\n# the operation:\n"); ok {
				if _, err := run(t, input+"\n", lim); err != nil {
					t.Fatalf("N=%s under %d MiB: the input alone fails: %v", h[1], budget>>20, err)
				}
			}
			runtime.GC()
			peak := stdlibtest.WatchHeap()
			_, err := run(t, prog, lim)
			high := peak()
			var le *py.LimitError
			if !errors.As(err, &le) || le.Kind != py.LimitMemory {
				t.Errorf("N=%s under %d MiB: got %v, want a MemoryLimitError", h[1], budget>>20, err)
			}
			t.Logf("N=%s budget %d MiB: heap peak %d MiB", h[1], budget>>20, high>>20)
			if high > 3*budget+(64<<20) {
				t.Errorf("N=%s under %d MiB: the Go heap reached %d MiB during the run (more than 3x the budget + 64 MiB): memory spent before it was charged", h[1], budget>>20, high>>20)
			}
		})
	}
}
