package stdlibtest

import (
	"context"
	"errors"
	"fmt"
	"runtime"
	"strings"
	"testing"

	"github.com/kraitpy/krait"
	"github.com/kraitpy/krait/policy"
	"github.com/kraitpy/krait/py"
)

// RunExecutor runs code in a fresh executor (the root package's, with
// its memory walk) with imports authorized under lim, and returns what
// it printed.
func RunExecutor(t *testing.T, code string, lim policy.Limits, imports ...string) (string, error) {
	t.Helper()
	p := policy.Default()
	p.Limits = lim
	e, err := krait.New(krait.Options{Policy: p, AuthorizedImports: imports})
	if err != nil {
		t.Fatal(err)
	}
	out, err := e.Run(context.Background(), code)
	return out.Logs, err
}

// ChargedCall describes a call whose memory grows with a number N the
// program chooses: Input(n) makes its data (it must fit the budget),
// Expr is the call (printed), Small an N with which it works under the
// default limits, Big an N with which its allocations need several
// budgets.
type ChargedCall struct {
	Input      func(n int64) string
	Expr       string
	Small, Big int64
	Imports    []string
}

// CheckCharged runs c with Small under the default limits (it prints
// something) and with Big under budget bytes (the input alone fits),
// where the call must end in a MemoryLimitError raised before its
// allocations: the Go heap, sampled during the run, stays under three
// budgets plus 64 MiB. A site that allocates first shows as a run that
// completes, ends on another limit, or grows the heap past that.
func CheckCharged(t *testing.T, c ChargedCall, budget int64) {
	t.Helper()
	prog := func(n int64) string { return c.Input(n) + "print(" + c.Expr + ")\n" }
	out, err := RunExecutor(t, prog(c.Small), policy.DefaultLimits(), c.Imports...)
	if err != nil {
		t.Fatalf("N=%d: %v", c.Small, err)
	}
	if strings.TrimSpace(out) == "" {
		t.Fatalf("N=%d printed nothing", c.Small)
	}
	lim := policy.DefaultLimits()
	lim.MaxMemoryBytes, lim.MaxOps = budget, 1<<40
	if _, err := RunExecutor(t, c.Input(c.Big), lim, c.Imports...); err != nil {
		t.Fatalf("N=%d under %d MiB: the input alone fails: %v", c.Big, budget>>20, err)
	}
	runtime.GC()
	peak := WatchHeap()
	_, err = RunExecutor(t, prog(c.Big), lim, c.Imports...)
	high := peak()
	var le *py.LimitError
	if !errors.As(err, &le) || le.Kind != py.LimitMemory {
		t.Errorf("N=%d under %d MiB: got %v, want a MemoryLimitError", c.Big, budget>>20, err)
	}
	if high > 3*budget+(64<<20) {
		t.Errorf("N=%d under %d MiB: the Go heap reached %d MiB during the run: memory spent before it was charged", c.Big, budget>>20, high>>20)
	}
}

// Prelude returns the first lines of a program that sets N to n.
func Prelude(n int64, lines ...string) string {
	return "N = " + fmt.Sprint(n) + "\n" + strings.Join(lines, "\n") + "\n"
}
