package difftest

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"
)

// TestGenerateDeterministic checks that a program is a function of its
// seed and index.
func TestGenerateDeterministic(t *testing.T) {
	for i := range 50 {
		if a, b := Generate(9, i), Generate(9, i); a != b {
			t.Fatalf("program %d of seed 9 differs between two generations", i)
		}
	}
	if Generate(9, 0) == Generate(10, 0) {
		t.Error("seeds 9 and 10 give the same first program")
	}
}

// TestDifferential runs 200 generated programs through krait and python3
// so the generator cannot rot: every program must be valid Python that
// CPython finishes, and krait must run it within its policy (no refusal,
// no limit). Differences in behaviour are logged; `make difftest` is the
// gate for them.
func TestDifferential(t *testing.T) {
	py := startPython(t)
	ctx := context.Background()
	same := 0
	const n = 200
	for i := range n {
		src := Generate(1, i)
		want, err := py.Run(src)
		if err != nil {
			t.Fatalf("program %d: %v", i, err)
		}
		if isSyntaxError(want.Exception) {
			t.Errorf("program %d is not valid Python 3.11: %s\n%s", i, want.Exception, src)
			continue
		}
		got := RunKrait(ctx, src, 20*time.Second)
		for _, refusal := range []string{"InterpreterError", "OperationLimitError", "MemoryLimitError", "TimeoutError"} {
			if strings.HasPrefix(got.Exception, refusal) {
				t.Errorf("program %d leaves krait's policy or limits: %s", i, got.Exception)
			}
		}
		if got == want {
			same++
			continue
		}
		d := &Difference{Seed: 1, Index: i, Program: src, Krait: got, CPython: want}
		if explain(d) == nil {
			t.Errorf("unexplained difference (see make difftest):%s", d.firstDifference())
		}
	}
	t.Logf("%d/%d programs behave the same", same, n)
}

// TestShrink checks that the minimiser keeps what the predicate needs
// and deletes and unwraps the rest.
func TestShrink(t *testing.T) {
	src := "a = 1\nprint(a)\ntry:\n    for i in range(3):\n        print(i)\n    k = 0\n    while k < 3:\n        k += 1\nexcept Exception as e:\n    print(e)\nprint('done')\n"
	// keep stands in for "CPython accepts it and the difference stays":
	// the indentation must be consistent, and the two lines present.
	keep := func(s string) bool {
		prev := ""
		for _, l := range strings.Split(strings.TrimSuffix(s, "\n"), "\n") {
			if in := indentOf(l); in > indentOf(prev) && !(strings.HasSuffix(prev, ":") && in == indentOf(prev)+4) {
				return false
			}
			prev = l
		}
		return strings.Contains(s, "k += 1") && strings.Contains(s, "print('done')")
	}
	got := shrink(src, keep)
	if want := "k += 1\nprint('done')\n"; got != want {
		t.Errorf("shrink gave\n%s\nwant\n%s", got, want)
	}
}

// startPython starts a CPython worker for the test, or skips it when
// python3 is absent.
func startPython(t *testing.T) *CPython {
	py, err := NewCPython(20 * time.Second)
	if errors.Is(err, ErrNoPython) {
		t.Skip(err)
	} else if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(py.Close)
	return py
}

// TestNumpyDifferential runs 100 generated numpy programs through krait
// and the numpy oracle (skipped without a python3 that has numpy): the
// generator must write valid programs that stay within krait's policy,
// and every difference must be explained; `make difftest-numpy` runs
// more.
func TestNumpyDifferential(t *testing.T) {
	py, err := NewNumpyPython(20 * time.Second)
	if errors.Is(err, ErrNoNumpy) {
		t.Skip(err)
	}
	if err != nil {
		t.Fatal(err)
	}
	defer py.Close()
	ctx := context.Background()
	same := 0
	const n = 100
	for i := range n {
		src := GenerateNumpy(1, i)
		want, err := py.Run(src)
		if err != nil {
			t.Fatalf("program %d: %v", i, err)
		}
		if isSyntaxError(want.Exception) {
			t.Errorf("program %d is not valid Python 3.11: %s\n%s", i, want.Exception, src)
			continue
		}
		got := RunKraitImports(ctx, src, 20*time.Second, NumpyImports)
		for _, refusal := range []string{"InterpreterError", "OperationLimitError", "MemoryLimitError", "TimeoutError"} {
			if strings.HasPrefix(got.Exception, refusal) {
				t.Errorf("program %d leaves krait's policy or limits: %s", i, got.Exception)
			}
		}
		if got == want {
			same++
			continue
		}
		d := &Difference{Seed: 1, Index: i, Program: src, Krait: got, CPython: want, Imports: NumpyImports}
		if explain(d) == nil {
			t.Errorf("unexplained difference (see make difftest-numpy):\n%s", d.Format())
		}
	}
	t.Logf("%d/%d numpy programs behave the same", same, n)
}
