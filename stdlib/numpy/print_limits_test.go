package numpy_test

import (
	"errors"
	"runtime"
	"strings"
	"testing"

	"github.com/kraitpy/krait/policy"
	"github.com/kraitpy/krait/py"
	"github.com/kraitpy/krait/stdlib/internal/stdlibtest"
)

// TestPrintTextIsCharged: the array printer's text grows with sizes the
// program chooses (array2string's prefix indents every line, nanstr pads
// every element, set_printoptions' precision sets the digits, linewidth
// the length of a line) and is charged as it is built, or bounded as
// numpy bounds it (a float's digits by the Dragon4 buffer: the
// expected lengths are numpy 1.24.2's). Each case runs under a 32 MiB
// budget; the Go heap sampled during the run stays under three budgets
// plus 64 MiB (the uncharged printer reached gigabytes on these).
func TestPrintTextIsCharged(t *testing.T) {
	const budget = 32 << 20
	cases := []struct {
		name, code string
		want       string       // the output, when the run succeeds
		limit      py.LimitKind // else the limit it ends on
		ops        int64        // the operation budget (default: 1<<40)
	}{
		{name: "precision past the Dragon4 buffer", code: "np.set_printoptions(precision=10**9, floatmode='fixed')\nprint(len(repr(np.array([0.1, 2.5]))), len(str(np.array([1e300, -1e-300]))))", want: "32784 32780"},
		{name: "small cases as numpy", code: "print(len(np.array2string(np.zeros((3, 1)), prefix='x' * 10)), len(np.array2string(np.zeros((3, 2, 1)), prefix='x' * 10, separator=', ')))\nnp.set_printoptions(nanstr='n' * 100)\nprint(len(repr(np.array([np.nan, 1.5]))))", want: "38 102\n218"},
		{name: "a prefix indenting every row", code: "print(len(np.array2string(np.zeros((64, 1)), prefix='x' * 2**22)))", limit: py.LimitMemory},
		{name: "a prefix at every depth, one element", code: "print(len(np.array2string(np.zeros((1,) * 32), prefix='x' * 2**22)), len(np.array2string(np.zeros((2, 2, 2)), prefix='x' * 2**10)))", want: "66 7223"},
		{name: "nanstr padding every element", code: "np.set_printoptions(nanstr='n' * 2**22)\nprint(len(repr(np.full(100, np.nan))))", limit: py.LimitMemory},
		{name: "a whole array on one line", code: "np.set_printoptions(threshold=2**62, linewidth=2**31 - 1)\nprint(len(repr(np.zeros(10**5))))", want: "400007", ops: policy.DefaultMaxOps},
		{name: "every element printed", code: "np.set_printoptions(threshold=2**62)\nprint(len(repr(np.zeros(2**23))))", limit: py.LimitMemory},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			lim := policy.DefaultLimits()
			lim.MaxMemoryBytes, lim.MaxOps = budget, 1<<40
			if c.ops != 0 {
				lim.MaxOps = c.ops
			}
			runtime.GC()
			peak := stdlibtest.WatchHeap()
			out, err := runExecutor(t, "import numpy as np\n"+c.code+"\n", lim)
			high := peak()
			if c.want != "" {
				if err != nil || strings.TrimSpace(out) != c.want {
					t.Errorf("got %q, %v; want %q", out, err, c.want)
				}
			} else {
				var le *py.LimitError
				if !errors.As(err, &le) || le.Kind != c.limit {
					t.Errorf("got %q, %v; want a limit error of kind %v", out, err, c.limit)
				}
			}
			if high > 3*budget+(64<<20) {
				t.Errorf("the Go heap reached %d MiB during the run: text built before it was charged", high>>20)
			}
		})
	}
}
