package random_test

import (
	"context"
	"errors"
	"strings"
	"testing"

	"github.com/kraitpy/krait"
	"github.com/kraitpy/krait/py"
)

func newExecutor(t *testing.T) *krait.Executor {
	t.Helper()
	e, err := krait.New(krait.Options{AuthorizedImports: []string{"numpy.*"}})
	if err != nil {
		t.Fatal(err)
	}
	return e
}

func run(t *testing.T, e *krait.Executor, code string) string {
	t.Helper()
	out, err := e.Run(context.Background(), code)
	if err != nil {
		t.Fatalf("%s: %v", code, err)
	}
	return out.Logs
}

// TestExecutorsDrawIndependently checks that numpy.random's state is per
// executor: two executors seeded alike, their calls interleaved, draw the
// same streams (numpy's, from /usr/bin/python3 with numpy 1.24.2), and
// reseeding one does not move the other.
func TestExecutorsDrawIndependently(t *testing.T) {
	a, b := newExecutor(t), newExecutor(t)
	for _, e := range []*krait.Executor{a, b} {
		run(t, e, "import numpy as np\nnp.random.seed(7)\nrng = np.random.default_rng(3)")
	}
	steps := []struct{ code, want string }{
		{"print(np.random.rand(3))", "[0.07630829 0.77991879 0.43840923]\n"},
		{"print(rng.integers(0, 100, 4))", "[81  8 17 23]\n"},
		{"print(np.random.randn(2))", "[0.09316606 3.20091471]\n"},
		{"print(rng.normal(size=2))", "[ 0.41809885 -0.56776961]\n"},
	}
	for _, s := range steps {
		for name, e := range map[string]*krait.Executor{"first": a, "second": b} {
			if got := run(t, e, s.code); got != s.want {
				t.Errorf("%s executor, %s: got %q, numpy %q", name, s.code, got, s.want)
			}
		}
	}
	run(t, a, "np.random.seed(1)")
	if got, want := run(t, b, "print(np.random.rand())"), "0.07205113335976154\n"; got != want {
		t.Errorf("after reseeding the other executor: got %q, want %q", got, want)
	}
}

// TestHugeSizeIsALimitError checks that a result too large for the
// memory budget is refused with its limit error before anything is
// allocated.
func TestHugeSizeIsALimitError(t *testing.T) {
	e := newExecutor(t)
	for _, code := range []string{
		"np.random.rand(10**12)",
		"np.random.default_rng(0).integers(0, 10, size=10**12)",
		"np.random.default_rng(0).normal(size=(10**6, 10**6))",
		"np.random.choice(10**12, 3, replace=False)",
		"np.random.permutation(10**11)",
	} {
		_, err := e.Run(context.Background(), "import numpy as np\n"+code)
		var lim *py.LimitError
		if !errors.As(err, &lim) || lim.Kind != py.LimitMemory {
			t.Errorf("%s: error %v, want the memory limit error", code, err)
		}
	}
}

// TestEndlessRejectionLoopEnds checks that a draw whose rejection loop
// numpy never leaves (beta with tiny parameters) ends the run with the
// operation budget instead of hanging the executor.
func TestEndlessRejectionLoopEnds(t *testing.T) {
	e := newExecutor(t)
	_, err := e.Run(context.Background(), "import numpy as np\nnp.random.default_rng(1).beta(1e-300, 1e-300)")
	var lim *py.LimitError
	if !errors.As(err, &lim) || !strings.Contains(err.Error(), "operation") {
		t.Errorf("error %v, want the operation budget's limit error", err)
	}
}
