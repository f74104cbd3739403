package numpy

import (
	"testing"

	"github.com/kraitpy/krait/py"
)

// observer is the interpreter's py.WalkObserver for the test's numpy
// (stdlib's links install one for every interpreter's numpy).
type observer struct{ m *Module }

func (o observer) Walked(t *py.Thread, w *py.MemWalk, exact bool) { o.m.Walked(t, w, exact) }

func (o observer) MemRefs(w *py.MemWalk) { w.Visit(o.m.mod) }

// runRecycling runs src under a memory limit (so that walks run) with
// numpy importable and its walk observer installed, and returns the
// output and the module.
func runRecycling(t *testing.T, src string) (string, *Module) {
	t.Helper()
	return runNumpy(t, src, 256<<20, true)
}

// TestResultsRecycled: rebinding a name to a new result leaves the old
// one unreachable; the walks numpy asks for find it, and its buffer goes
// to the pool, from which later results take it. A result still held
// (here in a list) is not recycled.
func TestResultsRecycled(t *testing.T) {
	out, m := runRecycling(t, "import numpy as np\na = np.arange(100_000, dtype=float)\nfor i in range(40):\n    r = a + i\nprint(r[:3])\n")
	if out != "[39. 40. 41.]\n" {
		t.Fatalf("output %q", out)
	}
	if m.recycle.recycled < 10 {
		t.Errorf("%d buffers recycled in 40 iterations, want at least 10", m.recycle.recycled)
	}
	// Every result kept: nothing to recycle.
	out, m = runRecycling(t, "import numpy as np\na = np.arange(100_000, dtype=float)\nkept = []\nfor i in range(40):\n    r = a + i\n    kept.append(r)\nprint(all(bool((k == a + i).all()) for i, k in enumerate(kept)))\n")
	if out != "True\n" || m.recycle.recycled != 0 {
		t.Errorf("output %q, %d buffers recycled while every result is kept", out, m.recycle.recycled)
	}
}

// TestRecycledMatmulResultsAreUnreachable: a matrix product's result is
// recycled as an operator's is (its kernels write every element of a
// buffer whatever it held): the kept one keeps its values while later
// products of its size churn, and each product, whichever buffer it
// got, has the column sums the same sums done another way give (an odd
// shape: every kernel edge writes into the buffer).
func TestRecycledMatmulResultsAreUnreachable(t *testing.T) {
	out, m := runRecycling(t, "import numpy as np\nA = np.arange(203 * 201, dtype=float).reshape(203, 201) % 17 / 7.0\nB = np.arange(201 * 197, dtype=float).reshape(201, 197) % 13 / 5.0\nok = True\n"+
		"for i in range(60):\n    r = A @ (B + i)\n    ok = ok and bool(np.allclose(r.sum(0), A.sum(0) @ (B + i), rtol=1e-12, atol=0))\n    if i == 7:\n        kept = r\n    r = r + 1.0\n"+
		"print(ok and bool(np.allclose(kept, (A[:, :, None] * (B + 7)[None]).sum(1), rtol=1e-12, atol=0)))\n")
	if out != "True\n" {
		t.Fatalf("output %q", out)
	}
	if m.recycle.recycled < 20 {
		t.Errorf("%d buffers recycled in 60 iterations, want at least 20", m.recycle.recycled)
	}
}
