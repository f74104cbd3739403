package numpy_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/kraitpy/krait/py"
	"github.com/kraitpy/krait/stdlib/internal/stdlibtest"
	"github.com/kraitpy/krait/stdlib/numpy"
)

// run executes a program with numpy importable under the limits.
func run(t *testing.T, src string, lim py.Limits) (string, error) {
	t.Helper()
	return stdlibtest.Run(t, src, "numpy", numpy.Load, lim)
}

// TestGoAPI checks the contract np.random and pandas build on: arrays
// made in Go from typed slices, wrapped as ndarrays, read back.
func TestGoAPI(t *testing.T) {
	th := py.NewThread(nil, py.Limits{}, nil)
	defer th.Close()
	m, err := numpy.New(th)
	if err != nil {
		t.Fatal(err)
	}
	if err := numpy.Charge(th, numpy.Float64, 6); err != nil {
		t.Fatal(err)
	}
	a := numpy.NewFloat64([]float64{1, 2, 3, 4, 5, 6.5}, 2, 3)
	v := m.Wrap(a)
	if m.Wrap(a) != v {
		t.Error("Wrap of the same array gave two objects")
	}
	r, err := py.Repr(th, v)
	if err != nil {
		t.Fatal(err)
	}
	if want := "array([[1. , 2. , 3. ],\n       [4. , 5. , 6.5]])"; r != want {
		t.Errorf("repr = %q, want %q", r, want)
	}
	back, ok := numpy.Unwrap(v)
	if !ok || back != a {
		t.Fatal("Unwrap did not return the array")
	}
	if got, _ := back.Float64s(th); len(got) != 6 || got[5] != 6.5 {
		t.Errorf("Float64s = %v", got)
	}
	i := numpy.NewInt64([]int64{3, 1, 2})
	if s := i.Shape(); len(s) != 1 || s[0] != 3 {
		t.Errorf("default shape of NewInt64 = %v, want [3]", s)
	}
	conv, err := m.AsArray(th, py.NewList([]py.Value{py.NewInt(1), py.Float(2.5)}))
	if err != nil {
		t.Fatal(err)
	}
	if conv.Kind() != numpy.Float64 || conv.Size() != 2 {
		t.Errorf("AsArray([1, 2.5]) kind %v size %d", conv.Kind(), conv.Size())
	}
	shape, err := numpy.ShapeArg(th, py.NewTuple([]py.Value{py.NewInt(2), py.NewInt(5)}))
	if err != nil || len(shape) != 2 || shape[1] != 5 {
		t.Errorf("ShapeArg((2, 5)) = %v, %v", shape, err)
	}
	if _, err := numpy.ShapeArg(th, py.NewInt(-1)); err == nil {
		t.Error("ShapeArg(-1) did not fail")
	}
	g := numpy.NewInt64([]int64{0, 1, 2, 3, 4, 5}, 3, 2)
	g.SwapAxis0(0, 2)
	if got, _ := g.Int64s(th); got[0] != 4 || got[1] != 5 || got[4] != 0 || got[5] != 1 {
		t.Errorf("SwapAxis0(0, 2) gave %v", got)
	}
	tk, err := m.Take(th, g, []int{1, 1, 0})
	if err != nil {
		t.Fatal(err)
	}
	if got, _ := tk.Int64s(th); len(got) != 6 || got[0] != 2 || got[4] != 4 || tk.Shape()[0] != 3 || tk.Shape()[1] != 2 {
		t.Errorf("Take([1, 1, 0]) gave %v shape %v", got, tk.Shape())
	}
	if s, err := py.Repr(th, m.Float64(0.1)); err != nil || s != "0.1" {
		t.Errorf("repr(np.float64(0.1)) = %q, %v", s, err)
	}
}

// TestMemoryChargedBeforeAllocating: a huge array is refused by the
// memory budget before anything is allocated.
func TestMemoryChargedBeforeAllocating(t *testing.T) {
	for _, src := range []string{
		"import numpy as np\nnp.zeros(10**12)\n",
		"import numpy as np\nnp.ones((10**6, 10**6))\n",
		"import numpy as np\nnp.arange(10**11)\n",
		"import numpy as np\nnp.full((10**5, 10**5), 1.5)\n",
		"import numpy as np\na = np.ones(10**6)\nnp.outer(a, a)\n",
	} {
		_, err := run(t, src, py.Limits{MaxMemory: 64 << 20})
		var le *py.LimitError
		if !errors.As(err, &le) || le.Kind != py.LimitMemory {
			t.Errorf("%q: got %v, want a MemoryLimitError", src, err)
		}
	}
}

// TestWorkCharged: operations charge the budget in proportion to the
// elements they touch.
func TestWorkCharged(t *testing.T) {
	_, err := run(t, "import numpy as np\na = np.ones(2_000_000)\nfor _ in range(10):\n    a = a + 1\n", py.Limits{MaxOps: 5_000_000, MaxMemory: 1 << 30})
	var le *py.LimitError
	if !errors.As(err, &le) || le.Kind != py.LimitOps {
		t.Errorf("20M element-operations under a 5M budget: got %v, want an OperationLimitError", err)
	}
	out, err := run(t, "import numpy as np\nprint(np.ones(1000).sum())\n", py.Limits{MaxOps: 1_000_000})
	if err != nil || strings.TrimSpace(out) != "1000.0" {
		t.Errorf("small program: %q, %v", out, err)
	}
}
