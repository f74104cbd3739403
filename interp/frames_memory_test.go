package interp_test

import (
	"errors"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/kraitpy/krait/py"
)

// smallFrame is the number of locals of the functions below: under
// bigFrame (frame.go), so making their frames is not charged.
const smallFrame = 200

// TestHeldSmallFramesAreCharged: a frame with fewer locals than bigFrame
// is not charged when it is made, because while its call runs the
// recursion limit bounds how many there are (MaxRecursion x bigFrame
// slots). A frame that outlives its call is a generator's, which is
// charged with its slots when the generator is made (newGenerator) and
// measured by the memory walk (Generator.MemRefs); tracebacks keep no
// frames. So holding many small frames runs into the memory budget: each
// case keeps generators of a function with 200 locals until the limit
// stops it, and the slots held when it stops (the count printed every
// 100) stay within two budgets. (With both counts removed, 16,300
// generators held 49 MiB of slots under the 8 MiB budget.)
func TestHeldSmallFramesAreCharged(t *testing.T) {
	const budget = 8 << 20
	names := make([]string, smallFrame)
	for i := range names {
		names[i] = "v" + strconv.Itoa(i)
	}
	def := "def g():\n    " + strings.Join(names, ", ") + " = [0] * " + strconv.Itoa(smallFrame) + "\n    yield 1\n    yield v0\n"
	for _, c := range []struct{ name, make string }{
		{"unstarted generators", "x = g()"},
		{"suspended generators", "x = g()\n    next(x)"},
	} {
		t.Run(c.name, func(t *testing.T) {
			src := def + "keep = []\nn = 0\nwhile True:\n    " + c.make + "\n    keep.append(x)\n    n += 1\n    if n % 100 == 0:\n        print(n)\n"
			r := run(t, src, py.Limits{MaxMemory: budget, MaxOps: 1 << 40, MaxTime: time.Hour})
			var le *py.LimitError
			if !errors.As(r.err, &le) || le.Kind != py.LimitMemory {
				t.Fatalf("got %v, want a memory limit error", r.err)
			}
			lines := strings.Fields(r.out)
			if len(lines) == 0 {
				t.Fatalf("no generator was kept: %q", r.out)
			}
			n, _ := strconv.Atoi(lines[len(lines)-1])
			if held := int64(n) * smallFrame * 16; held > 2*budget {
				t.Errorf("%d generators held %d MiB of frame slots under a %d MiB budget", n, held>>20, budget>>20)
			}
		})
	}
}

// TestRunningSmallFramesAreBounded: frames of running calls are bounded by
// the recursion limit, not charged: a recursion of 255-local frames
// under a 1 MiB budget ends in RecursionError at the limit, holding at
// most MaxDepth x bigFrame slots (4 MiB) outside the budget.
func TestRunningSmallFramesAreBounded(t *testing.T) {
	names := make([]string, 255)
	for i := range names {
		names[i] = "v" + strconv.Itoa(i)
	}
	// A chained assignment binds the locals without making a list per
	// frame (whose garbage would be charged, and forgiven only by the
	// heap fallback, whose measure depends on the process).
	src := "def r(n):\n    " + strings.Join(names, " = ") + " = n\n    return r(n + 1) + v0\ntry:\n    r(0)\nexcept RecursionError:\n    print('RecursionError')\n"
	r := run(t, src, py.Limits{MaxMemory: 1 << 20, MaxOps: 1 << 40, MaxTime: time.Hour, MaxDepth: 1000})
	if r.err != nil || r.out != "RecursionError\n" {
		t.Fatalf("got %q, %v; want RecursionError", r.out, r.err)
	}
}
