package krait

import (
	"context"
	"errors"
	"strings"
	"testing"
)

// TestKeptProgramRunsAgain runs one source three times in an executor:
// the second and third runs take the kept program (no parse, no compile)
// and behave as a fresh compile would, each with its own frame and
// state from the runs before.
func TestKeptProgramRunsAgain(t *testing.T) {
	e, err := New(Options{})
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	const src = `try:
    n += 1
except NameError:
    n = 1
def f(x):
    return [x * i for i in range(n)]
print(n, f(2), sum(i for i in range(n)))
n
`
	want := []string{"1 [0] 0\n", "2 [0, 2] 1\n", "3 [0, 2, 4] 3\n"}
	var prog any
	for i, w := range want {
		out, err := e.Run(ctx, src)
		if err != nil {
			t.Fatalf("run %d: %v", i+1, err)
		}
		if out.Logs != w || out.Value != int64(i+1) {
			t.Errorf("run %d: logs %q value %v, want %q %d", i+1, out.Logs, out.Value, w, i+1)
		}
		if e.kept == nil || e.kept.code != src {
			t.Fatalf("run %d: the program is not kept", i+1)
		}
		if i == 0 {
			prog = e.kept.prog
		} else if any(e.kept.prog) != prog {
			t.Errorf("run %d compiled the source again", i+1)
		}
	}
	// Another source replaces the kept program.
	if _, err := e.Run(ctx, "n"); err != nil {
		t.Fatal(err)
	}
	if e.kept == nil || e.kept.code != "n" {
		t.Errorf("kept %+v, want the last source's program", e.kept)
	}
}

// TestKeptProgramErrors: a kept program that raises gives the traceback
// and source line a fresh compile gives, on every run.
func TestKeptProgramErrors(t *testing.T) {
	e, err := New(Options{})
	if err != nil {
		t.Fatal(err)
	}
	const src = "x = 1\ny = x / 0\n"
	var first string
	for i := range 2 {
		_, err := e.Run(context.Background(), src)
		var pe *PythonError
		if !errors.As(err, &pe) || pe.Type != "ZeroDivisionError" || pe.SourceLine != "y = x / 0" || pe.Line != 2 {
			t.Fatalf("run %d: %v (%#v)", i+1, err, pe)
		}
		if i == 0 {
			first = pe.Traceback
		} else if pe.Traceback != first {
			t.Errorf("run 2 traceback:\n%s\nrun 1:\n%s", pe.Traceback, first)
		}
	}
}

// TestKeptProgramDroppedBySendTools: code that binds a name compiles
// until a tool of that name is sent; the same source must then be
// refused as when it is compiled afresh, not run from the kept program.
func TestKeptProgramDroppedBySendTools(t *testing.T) {
	e, err := New(Options{})
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	const src = "lookup = 1\nlookup\n"
	if out, err := e.Run(ctx, src); err != nil || out.Value != int64(1) {
		t.Fatalf("before the tool: %v %v", out.Value, err)
	}
	if err := e.SendTools(HostTool("lookup", "Looks up.", "key")); err != nil {
		t.Fatal(err)
	}
	_, err = e.Run(ctx, src)
	var pe *PolicyError
	if !errors.As(err, &pe) || !strings.Contains(err.Error(), "Cannot assign to name 'lookup'") {
		t.Fatalf("after the tool: %v, want the PolicyError refusing the rebinding", err)
	}
}

// TestKeptProgramDocstring: each run of a module with a docstring
// stores it in __doc__ as it starts, as CPython's module code does, so a
// kept program restores a __doc__ rebound since.
func TestKeptProgramDocstring(t *testing.T) {
	e, err := New(Options{})
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	const src = "'''the doc'''\n__doc__\n"
	for i := range 2 {
		out, err := e.Run(ctx, src)
		if err != nil || out.Value != "the doc" {
			t.Fatalf("run %d: %v %v", i+1, out.Value, err)
		}
		if _, err := e.Run(ctx, "__doc__ = 'other'"); err != nil {
			t.Fatal(err)
		}
	}
}

// TestKeptProgramBounded: a source past maxKeptSource is not kept.
func TestKeptProgramBounded(t *testing.T) {
	e, err := New(Options{})
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	big := "x = 1\n" + strings.Repeat("# padding\n", maxKeptSource/10+1)
	if _, err := e.Run(ctx, "y = 2\n"); err != nil {
		t.Fatal(err)
	}
	if _, err := e.Run(ctx, big); err != nil {
		t.Fatal(err)
	}
	if e.kept != nil {
		t.Errorf("a %d-byte source was kept (limit %d)", len(big), maxKeptSource)
	}
}
