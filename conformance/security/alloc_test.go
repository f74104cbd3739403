package security_test

import (
	"context"
	"errors"
	"os"
	"runtime"
	"runtime/metrics"
	"testing"
	"time"

	"github.com/kraitpy/krait"
	"github.com/kraitpy/krait/policy"
)

// allocLimit is the memory budget of the allocation-honesty cases.
const allocLimit = 16 << 20

// allocFactor bounds what one bomb may really allocate (Go heap, garbage
// included) as a multiple of its memory budget. krait's accounting is an
// estimate, so a small factor is fair; tens of times the budget means
// the work happened before it was charged.
const allocFactor = 8

// allocCases are single operations that must be refused by the memory
// budget before they allocate much more than it.
var allocCases = []struct {
	name, code string
	hole       string // non-empty: known hole (skipped unless KRAIT_SECURITY_HOLES=1)
}{
	{"str_repeat", "'x' * 10 ** 12", ""},
	{"list_repeat", "[0] * 10 ** 10", ""},
	{"bytearray", "bytearray(10 ** 10)", ""},
	{"pow", "2 ** 10 ** 10", ""},
	{"format_width", "'{:>1000000000}'.format(1)", ""},
	{"list_range", "list(range(10 ** 8))", ""},
	{"tuple_range", "tuple(range(10 ** 8))", ""},
	{"zip_range", "list(zip(range(10 ** 8), range(10 ** 8)))", ""},
	{"dict_comp", "{i: i for i in range(10 ** 9)}", ""},
	{"str_list_comp", "[str(i) for i in range(10 ** 7)]", ""},
	{"list_of_str", "list('a' * (8 * 10 ** 6))", ""},
	{"split_comma", "('a,' * (4 * 10 ** 6)).split(',')", ""},
	// split_whitespace, splitlines, suspended_generators and sorted_range
	// were holes (fixed by py, interp and builtins on the first night).
	{"split_whitespace", "('a ' * (4 * 10 ** 6)).split()", ""},
	{"splitlines", "('a\\n' * (4 * 10 ** 6)).splitlines()", ""},
	{"translate", "('a' * 10 ** 4).translate({97: 'x' * 10 ** 4})", ""},
	{"json_dumps", "import json\njson.dumps(['x' * 1000] * 100000)", ""},
	{"replace", "('a' * 1000).replace('a', 'b' * 1000000)", ""},
	{"re_sub", "import re\nre.sub('', 'x' * 1000, 'a' * 100000)", ""},
	{"str_join", "''.join(['y' * 1000000] * 1000)", ""},
	{"bytes_join", "b''.join([b'y' * 1000000] * 1000)", ""},
	{"to_bytes", "(1).to_bytes(10 ** 10, 'big')", ""},
	{"deque_range", "import collections\ncollections.deque(range(10 ** 9))", ""},
	{"suspended_generators", "def g():\n    while True:\n        yield 1\ngens = []\nfor _ in range(2 * 10 ** 5):\n    x = g()\n    next(x)\n    gens.append(x)",
		""},
	{"sorted_range", "sorted(range(10 ** 8))", ""},
}

// heapAllocs returns the process's cumulative heap allocation in bytes.
func heapAllocs() uint64 {
	s := []metrics.Sample{{Name: "/gc/heap/allocs:bytes"}}
	metrics.Read(s)
	return s[0].Value.Uint64()
}

// stackBytes returns the memory currently used by goroutine stacks, which
// the heap counter does not include (a run that parks goroutines, e.g.
// suspended generators, holds them while its executor lives).
func stackBytes() uint64 {
	s := []metrics.Sample{{Name: "/memory/classes/heap/stacks:bytes"}}
	metrics.Read(s)
	return s[0].Value.Uint64()
}

// TestAllocationHonesty runs memory bombs one at a time (not in parallel,
// so the process-wide allocation counter is attributable) and checks that
// each ends with the memory limit having really allocated at most
// allocFactor times the budget.
func TestAllocationHonesty(t *testing.T) {
	runHoles := os.Getenv("KRAIT_SECURITY_HOLES") != ""
	for _, c := range allocCases {
		t.Run(c.name, func(t *testing.T) {
			if c.hole != "" && !runHoles {
				t.Skip("known hole: " + c.hole)
			}
			ex := allocExecutor(t, "json", "re", "collections")
			runtime.GC()
			before, stacksBefore := heapAllocs(), stackBytes()
			// Goroutine stacks are not heap: sample their peak while the
			// program runs.
			stop := make(chan struct{})
			peak := make(chan uint64)
			go func() {
				max := stacksBefore
				tick := time.NewTicker(time.Millisecond)
				defer tick.Stop()
				for {
					if st := stackBytes(); st > max {
						max = st
					}
					select {
					case <-stop:
						peak <- max
						return
					case <-tick.C:
					}
				}
			}()
			_, err, p := runGuarded(context.Background(), ex, c.code)
			close(stop)
			used := heapAllocs() - before + (<-peak - stacksBefore)
			if p != "" {
				t.Fatalf("Go panic escaped Run: %s", p)
			}
			if !errors.Is(err, krait.ErrMemoryLimit) {
				t.Errorf("want the memory limit, got %T: %v", err, err)
			}
			if used > allocFactor*allocLimit {
				t.Errorf("allocated %d MiB before stopping, more than %d x the %d MiB budget",
					used>>20, allocFactor, allocLimit>>20)
			}
		})
	}
}

// allocExecutor is an executor whose only binding limit is the
// allocLimit memory budget, authorizing imports.
func allocExecutor(t *testing.T, imports ...string) *krait.Executor {
	t.Helper()
	pol := policy.Default()
	pol.Limits.MaxOps = 1e12
	pol.Limits.MaxMemoryBytes = allocLimit
	pol.Limits.MaxDuration = 20e9
	ex, err := krait.New(krait.Options{Policy: pol, AuthorizedImports: imports})
	if err != nil {
		t.Fatal(err)
	}
	return ex
}

// TestTracebackAllocation: formatting the traceback of a long exception
// chain (raise ... from ... 40000 times, within the memory budget) must
// not cost the host much more than the budget either.
func TestTracebackAllocation(t *testing.T) {
	ex := allocExecutor(t)
	runtime.GC()
	before := heapAllocs()
	start := time.Now()
	_, err, p := runGuarded(context.Background(), ex, "err = ValueError(0)\nfor i in range(40000):\n    try:\n        raise ValueError(i) from err\n    except ValueError as x:\n        err = x\nraise err\n")
	used := heapAllocs() - before
	if p != "" {
		t.Fatalf("Go panic escaped Run: %s", p)
	}
	var pe *krait.PythonError
	if !errors.As(err, &pe) || pe.Type != "ValueError" || pe.Message != "39999" {
		t.Fatalf("want the chained ValueError: 39999, got %T: %v", err, err)
	}
	t.Logf("traceback %d bytes, %d MiB allocated, %v", len(pe.Traceback), used>>20, time.Since(start))
	if used > allocFactor*allocLimit {
		t.Errorf("allocated %d MiB for a run within a %d MiB budget (traceback of %d bytes)", used>>20, allocLimit>>20, len(pe.Traceback))
	}
}

// TestMemoryBudgetAcrossRuns runs the same memory bomb in fresh executors
// one after the other, with no collection in between: each run must stop
// at its budget having allocated about what the first did. The fallback
// of the accounting reconciles the budget with the process's live heap,
// measured against the heap when the run began; when that base still
// counted the previous run's data, later runs could hold several times
// their budget (found by FuzzExec). Runs that used the fallback collect
// when they end, and the walk bounds the counter from below
// (docs/security.md, "Memory accounting").
func TestMemoryBudgetAcrossRuns(t *testing.T) {
	const code = "x = list(iter(lambda: lambda: (), ''))\n"
	var first uint64
	for i := range 4 {
		ex := allocExecutor(t)
		before := heapAllocs()
		_, err, p := runGuarded(context.Background(), ex, code)
		used := heapAllocs() - before
		if p != "" {
			t.Fatalf("Go panic escaped Run: %s", p)
		}
		if !errors.Is(err, krait.ErrMemoryLimit) {
			t.Fatalf("run %d: want the memory limit, got %T: %v", i+1, err, err)
		}
		t.Logf("run %d: %d MiB allocated", i+1, used>>20)
		if i == 0 {
			first = used
		} else if used > first*3/2+4<<20 {
			t.Errorf("run %d allocated %d MiB before its memory limit, the first run %d MiB", i+1, used>>20, first>>20)
		}
	}
}
