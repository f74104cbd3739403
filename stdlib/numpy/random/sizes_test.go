package random_test

import (
	"strings"
	"testing"

	"github.com/kraitpy/krait/policy"
	"github.com/kraitpy/krait/stdlib/internal/stdlibtest"
)

// sizeCases are the numpy calls whose allocations are sized by a number
// the program passes (the chargecheck baseline's np.random and split
// sites): the input made with N (it must fit), the call, a small N that
// must work, and the bytes the call makes per unit of N at least (the
// views, seed pools, index words), from which the test derives the N that
// must not fit.
var sizeCases = []struct {
	name, setup, expr string
	small             int64
	unit              int64
}{
	{"SeedSequence pool_size", "", "np.random.SeedSequence(1, pool_size=N).pool_size", 64, 8},
	{"SeedSequence pool_size, OS entropy", "", "np.random.SeedSequence(pool_size=N).pool_size", 64, 8},
	{"SeedSequence.spawn", "", "len(np.random.SeedSequence(1).spawn(N))", 100, 512},
	{"SeedSequence.spawn with a long key", "", "len(np.random.SeedSequence(1, spawn_key=tuple(range(64))).spawn(N))", 100, 1024},
	{"generate_state uint32", "", "np.random.SeedSequence(1).generate_state(N).size", 1000, 12},
	{"generate_state uint64", "", "np.random.SeedSequence(1).generate_state(N, np.uint64).size", 1000, 16},
	{"legacy choice without replacement", "", "np.random.choice(N, 3, replace=False).size", 1000, 8},
	{"Generator choice, partial shuffle", "", "np.random.default_rng(0).choice(N, N // 2, replace=False).size", 20000, 8},
	{"Generator choice, Floyd", "", "np.random.default_rng(0).choice(10**15, N, replace=False).size", 1000, 24},
	{"choice with replacement", "", "np.random.choice(10, N).size", 1000, 8},
	{"choice with p", "", "np.random.default_rng(0).choice(5, N, p=[0.2] * 5).size", 1000, 8},
	// p (8 bytes a word, here 2/3 of the budget) must fit, its copies
	// (weights, cdf: 16 bytes a word) not.
	{"choice with p, no replacement", "p = np.full(N, 1 / N)", "np.random.default_rng(0).choice(N, 3, replace=False, p=p).size", 1000, 96},
	{"legacy permutation", "", "np.random.permutation(N).size", 1000, 8},
	{"Generator permutation", "", "np.random.default_rng(0).permutation(N).size", 1000, 8},
	{"dirichlet", "", "np.random.default_rng(0).dirichlet([0.05, 0.05], size=N).size", 1000, 16},
	{"array_split into sections", "", "len(np.array_split(np.arange(3), N))", 1000, 256},
	{"split at indices", "idx = np.arange(N)", "len(np.split(np.arange(3), idx))", 1000, 256},
	{"broadcast_arrays", "arrs = [np.ones(1)] * N", "len(np.broadcast_arrays(*arrs))", 1000, 1024},
}

// TestSizesFromDataAreCharged runs each case twice: with its small N
// under the default limits (the call works), and with an N whose memory
// is eight budgets under a 32 MiB budget (its input alone fits), which
// must end in a
// MemoryLimitError raised before the allocation: the Go heap, sampled
// during the run, stays under three budgets plus 64 MiB. A site that
// allocates first shows as a run that completes, ends on another limit,
// or grows the heap past that.
func TestSizesFromDataAreCharged(t *testing.T) {
	const budget = 32 << 20
	for _, c := range sizeCases {
		t.Run(c.name, func(t *testing.T) {
			stdlibtest.CheckCharged(t, stdlibtest.ChargedCall{
				Input:   func(n int64) string { return stdlibtest.Prelude(n, "import numpy as np", c.setup) },
				Expr:    c.expr,
				Small:   c.small,
				Big:     8 * budget / c.unit,
				Imports: []string{"numpy.*"},
			}, budget)
		})
	}
}

// runWith runs code in a fresh executor with numpy importable under lim
// and returns what it printed.
func runWith(t *testing.T, code string, lim policy.Limits) (string, error) {
	t.Helper()
	return stdlibtest.RunExecutor(t, code, lim, "numpy.*")
}

// TestChildrenSpawnedIsACount: SeedSequence(n_children_spawned=n) records
// a count (numpy's uint32_t) and makes no children, so any count in range
// costs nothing; out of range is Cython's OverflowError, as is a negative
// spawn(n). Expected values from numpy 1.24.2.
func TestChildrenSpawnedIsACount(t *testing.T) {
	lim := policy.DefaultLimits()
	lim.MaxMemoryBytes = 32 << 20
	for _, c := range []struct{ code, want string }{
		{"print(np.random.SeedSequence(1, n_children_spawned=2**32 - 1).n_children_spawned)", "4294967295"},
		{"s = np.random.SeedSequence(1, n_children_spawned=3)\nprint(s.spawn(2)[1].spawn_key, s.spawn(1)[0].generate_state(2))", "(4,) [ 480482724 1371948158]"},
		{"np.random.SeedSequence(1, n_children_spawned=-1)", "OverflowError: can't convert negative value to uint32_t"},
		{"np.random.SeedSequence(1, n_children_spawned=2**32)", "OverflowError: value too large to convert to uint32_t"},
		{"np.random.SeedSequence(1).spawn(-1)", "OverflowError: can't convert negative value to uint32_t"},
	} {
		out, err := runWith(t, "import numpy as np\n"+c.code, lim)
		got := strings.TrimSpace(out)
		if err != nil {
			got = err.Error()
		}
		if !strings.Contains(got, c.want) {
			t.Errorf("%s: got %q, want %q", c.code, got, c.want)
		}
	}
}
