package interp_test

import (
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/kraitpy/krait/py"
)

// Caught exceptions keep their tracebacks, so hoarding them must run into
// the memory budget rather than grow the process unaccounted. The
// operation budget bounds the test, not the clock (a time limit flaked
// on loaded machines): the memory limit stops it after about 190
// exceptions, well within 2 million operations, and without a charge for
// the tracebacks the operation limit would stop it instead.
func TestTracebacksCountAsMemory(t *testing.T) {
	src := "def r(n):\n    if n == 0:\n        raise ValueError('x')\n    r(n - 1)\nkeep = []\nwhile True:\n    try:\n        r(500)\n    except ValueError as e:\n        keep.append(e)\n"
	r := run(t, src, py.Limits{MaxMemory: 8 << 20, MaxOps: 20_000_000, MaxTime: time.Hour})
	var le *py.LimitError
	if !errors.As(r.err, &le) || le.Kind != py.LimitMemory {
		t.Fatalf("got %v, want a memory limit error", r.err)
	}
}

// A limit error is not a Python exception: except* never wraps or
// catches it, and finally blocks do not run.
func TestExceptStarDoesNotCatchLimits(t *testing.T) {
	src := "try:\n    while True:\n        pass\nexcept* BaseException:\n    print('caught')\nfinally:\n    print('finally')\n"
	r := run(t, src, py.Limits{MaxOps: 10_000})
	var le *py.LimitError
	if !errors.As(r.err, &le) || le.Kind != py.LimitOps || strings.Contains(r.out, "caught") || strings.Contains(r.out, "finally") {
		t.Fatalf("got %v %q, want an operation limit error and no output", r.err, r.out)
	}
}

// The expected report was printed by python3 (3.11) for the same program.
func TestExceptStarTraceback(t *testing.T) {
	src := "try:\n    raise ExceptionGroup('g', [ValueError(1), TypeError(2)])\nexcept* ValueError:\n    pass\n"
	r := run(t, src, py.Limits{})
	want := "  + Exception Group Traceback (most recent call last):\n" +
		"  |   File \"<test>\", line 2, in <module>\n" +
		"  |     raise ExceptionGroup('g', [ValueError(1), TypeError(2)])\n" +
		"  | ExceptionGroup: g (1 sub-exception)\n" +
		"  +-+---------------- 1 ----------------\n" +
		"    | TypeError: 2\n" +
		"    +------------------------------------\n"
	if r.tb != want {
		t.Fatalf("got\n%s\nwant\n%s", r.tb, want)
	}
}

// CPython 3.11 prints a cause chain of 990 exceptions in full (beyond
// about a thousand its printer gives up); so does krait, when the output
// limit (which bounds the report) allows it.
func TestLongCauseChainIsPrinted(t *testing.T) {
	src := "prev = None\nfor i in range(990):\n    try:\n        raise ValueError(i) from prev\n    except ValueError as e:\n        prev = e\nraise prev\n"
	r := run(t, src, py.Limits{MaxOutput: 1 << 20})
	if got := strings.Count(r.tb, "The above exception was the direct cause"); got != 989 {
		t.Fatalf("%d chained reports, want 989", got)
	}
	if !strings.HasSuffix(r.tb, "ValueError: 989\n") {
		t.Fatalf("report ends %q", r.tb[len(r.tb)-40:])
	}
}
