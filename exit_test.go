package krait_test

import (
	"context"
	"testing"

	"github.com/kraitpy/krait"
)

// TestExitRunsSuspendedGeneratorsCleanup checks Executor.Exit: a
// generator suspended in a try/finally still works in the session's
// next run, and Exit then runs its finally block, as CPython's exit
// does; a generator closed before is not run again.
func TestExitRunsSuspendedGeneratorsCleanup(t *testing.T) {
	ex, err := krait.New(krait.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer ex.Close()
	ctx := context.Background()
	if _, err := ex.Run(ctx, "def g(tag):\n    try:\n        yield 1\n        yield 2\n    finally:\n        print('cleanup', tag)\nx = g('x')\nnext(x)\ny = g('y')\nnext(y)\n"); err != nil {
		t.Fatal(err)
	}
	out, err := ex.Run(ctx, "print(next(x))\ny.close()\n")
	if err != nil {
		t.Fatal(err)
	}
	if out.Logs != "2\ncleanup y\n" {
		t.Errorf("second run printed %q, want the generator resumed and y closed", out.Logs)
	}
	out, err = ex.Exit(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if out.Logs != "cleanup x\n" {
		t.Errorf("Exit printed %q, want %q", out.Logs, "cleanup x\n")
	}
}
