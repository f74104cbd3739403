package krait

import (
	"bytes"
	"context"
	"errors"
	"log/slog"
	"strings"
	"testing"
)

// panicTool is a host tool that panics: the most direct way a Go panic
// reaches each boundary from Python code.
func panicTool() Tool {
	return RawTool("boom", "panics", func(ctx context.Context, args []Value, kwargs []Kwarg) (Value, error) {
		panic("boom: injected panic")
	})
}

// checkContained checks that err is the *InternalError of where, that its
// message shows no Go stack or source path, and that the executor still
// runs code afterwards.
func checkContained(t *testing.T, e *Executor, err error, where string) {
	t.Helper()
	var ie *InternalError
	if !errors.As(err, &ie) {
		t.Fatalf("want an *InternalError from %s, got %T: %v", where, err, err)
	}
	if ie.Where != where {
		t.Errorf("InternalError.Where = %q, want %q", ie.Where, where)
	}
	msg := err.Error()
	for _, leak := range []string{"goroutine", ".go:", "runtime/debug", "/krait/"} {
		if strings.Contains(msg, leak) {
			t.Errorf("the message shows Go internals (%q): %s", leak, msg)
		}
	}
	if !strings.Contains(ie.Stack, "goroutine") {
		t.Errorf("InternalError.Stack does not hold the Go stack: %q", ie.Stack)
	}
	out, err := e.Run(context.Background(), "print(6 * 7)")
	if err != nil || out.Logs != "42\n" {
		t.Errorf("the executor after the contained panic: logs %q, err %v", out.Logs, err)
	}
}

// TestPanicContainment: a Go panic at each boundary where Python code
// runs or values are rendered ends the call with an *InternalError, and
// neither the process nor the executor is lost. The panics come from a
// host tool called by the code at that boundary, and from the test-only
// injection hook (not reachable from Python) where no code runs.
func TestPanicContainment(t *testing.T) {
	ctx := context.Background()
	newExec := func(t *testing.T) (*Executor, *bytes.Buffer) {
		var log bytes.Buffer
		e, err := New(Options{DebugLog: slog.New(slog.NewTextHandler(&log, nil))})
		if err != nil {
			t.Fatal(err)
		}
		if err := e.SendTools(panicTool()); err != nil {
			t.Fatal(err)
		}
		return e, &log
	}
	t.Run("tool in the run", func(t *testing.T) {
		e, log := newExec(t)
		_, err := e.Run(ctx, "x = 1\nboom()\n")
		checkContained(t, e, err, "run")
		if !strings.Contains(log.String(), "goroutine") {
			t.Errorf("the debug log did not get the Go stack: %q", log.String())
		}
	})
	t.Run("tool in a generator", func(t *testing.T) {
		e, _ := newExec(t)
		_, err := e.Run(ctx, "def g():\n    yield boom()\nlist(g())\n")
		checkContained(t, e, err, "run")
	})
	t.Run("__str__ of the uncaught exception", func(t *testing.T) {
		e, _ := newExec(t)
		_, err := e.Run(ctx, "class E(Exception):\n    def __str__(self):\n        return boom()\nraise E()\n")
		checkContained(t, e, err, "traceback")
	})
	// The host renders the last value: the REPL's echo (Repr), an
	// agent's observation (Str), `krait run --json` (JSON).
	for _, c := range []struct {
		name, dunder string
		render       func(e *Executor, v Value) error
	}{
		{"Repr", "__repr__", func(e *Executor, v Value) error { _, err := e.Repr(ctx, v); return err }},
		{"Str", "__str__", func(e *Executor, v Value) error { _, err := e.Str(ctx, v); return err }},
		{"JSON", "__repr__", func(e *Executor, v Value) error { _, err := e.JSON(ctx, v); return err }},
	} {
		t.Run(c.dunder+" of the last value in "+c.name, func(t *testing.T) {
			e, _ := newExec(t)
			out, err := e.Run(ctx, "class R:\n    def "+c.dunder+"(self):\n        return boom()\nR()\n")
			if err != nil {
				t.Fatal(err)
			}
			checkContained(t, e, c.render(e, out.PyValue), "rendering a value")
		})
	}
	// Boundaries where no Python code runs: the hook panics there.
	for _, c := range []struct{ where, code string }{
		{"run", "x = 1\n"},
		{"traceback", "1 / 0\n"},
		{"Output.Value", "[1, 2, 3]\n"},
		{"Output.Value", "final_answer([1])\n"},
	} {
		t.Run("injected in "+c.where, func(t *testing.T) {
			e, _ := newExec(t)
			e.injectPanic = func(where string) {
				if where == c.where {
					panic("injected at " + where)
				}
			}
			_, err := e.Run(ctx, c.code)
			e.injectPanic = nil
			checkContained(t, e, err, c.where)
		})
	}
	t.Run("injected in SendVariables", func(t *testing.T) {
		e, _ := newExec(t)
		e.injectPanic = func(where string) { panic("injected at " + where) }
		err := e.SendVariables(map[string]any{"x": 1})
		e.injectPanic = nil
		checkContained(t, e, err, "SendVariables")
	})
}
