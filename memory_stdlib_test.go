//go:build !race

package krait_test

import (
	"context"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kraitpy/krait"
	"github.com/kraitpy/krait/policy"
)

// keepsExactLimit runs quietCode, which fills its budget in 256 KiB
// chunks after keeping other objects, alone and then three times next to
// churners: it must hold the same number of chunks every time (fewer
// than quietCode's 63, not a quarter fewer), and no session may force a
// collection of the process's heap (an inexact walk would leave its
// garbage to the heap fallback, which collects and reads the heap that
// the churners move).
func keepsExactLimit(t *testing.T, quietCode string, imports ...string) {
	pol := policy.Default()
	pol.AllowImports(imports...)
	pol.Limits.MaxMemoryBytes = isolationLimit
	pol.Limits.MaxOps = 50_000_000
	pol.Limits.MaxWhileIterations = 0
	pol.Limits.MaxOutputChars = 1 << 20
	pol.Limits.MaxDuration = 10 * time.Minute // not a timing test
	ctx := context.Background()

	quiet := func() (int, error) {
		e := newExec(t, krait.Options{Policy: pol})
		defer e.Close()
		out, err := e.Run(ctx, quietCode)
		if !assert.ErrorIs(t, err, krait.ErrMemoryLimit) {
			return 0, err
		}
		return lastLine(t, out.Logs), nil
	}
	churn := func() error {
		e := newExec(t, krait.Options{Policy: pol})
		defer e.Close()
		_, err := e.Run(ctx, churnCode)
		return err
	}

	gcBefore := forcedGCs()
	soloHeld, err := quiet()
	require.NoError(t, err)
	assert.Equal(t, gcBefore, forcedGCs(), "collections forced by the quiet session alone")
	assert.Greater(t, soloHeld, 48, "chunks held alone")
	assert.Less(t, soloHeld, 64, "chunks held alone")

	const rounds = 3
	heldSeen := make([]int, rounds)
	errs := make([]error, 2*rounds)
	sideBySide(rounds,
		func(i int) { heldSeen[i], errs[2*i] = quiet() },
		func(i int) { errs[2*i+1] = churn() })
	for i := 0; i < rounds; i++ {
		assert.NoError(t, errs[2*i], "quiet session %d", i)
		assert.NoError(t, errs[2*i+1], "churner %d", i)
		assert.Equal(t, soloHeld, heldSeen[i], "chunks quiet session %d held next to a churner", i)
	}
	assert.Equal(t, gcBefore, forcedGCs(), "collections forced by either session")
}

// cleanCallsCode holds 8 MiB of its 16 MiB budget and makes 12 MiB of
// garbage inside each of 20 method calls, calls with keyword arguments
// and calls that take defaults, each the whole value of its statement.
const cleanCallsCode = `
keep = ["k" * (8 * 2 ** 20)]
class Worker:
    def step(self, i, scale=1):
        for j in range(12):
            s = "g" * 2 ** 20
        return len(s) * scale + i
def churn(i, scale=1, extra=None):
    for j in range(12):
        s = "h" * 2 ** 20
    return len(s) + i
w = Worker()
total = 0
for i in range(4):
    w.step(i)
    total = w.step(i, scale=2)
    total = churn(i)
    churn(i, scale=3)
    total = churn(i, extra=i)
total
`

// TestCleanCallsForgiveGarbage checks that a method call, a call with
// keyword arguments and a call filling parameters from defaults, when it
// is the whole value of its statement, enters its frame clean: the
// garbage made inside is forgiven by the run's own walks at the callee's
// statements, and the run never reconciles with the process heap at its
// limit (each reconciliation forces a collection). One collection is
// forced when the counter passes half the limit in a frame that is not
// clean (here the class body, defined after 8 MiB are held): the
// fallback's base (py's baseHeapNow), taken in case the limit is reached
// there. Reconciling at the limit would force more: every call makes 12
// MiB of garbage.
func TestCleanCallsForgiveGarbage(t *testing.T) {
	pol := policy.Default()
	pol.Limits.MaxMemoryBytes = isolationLimit
	pol.Limits.MaxOps = 50_000_000
	pol.Limits.MaxDuration = 10 * time.Minute // not a timing test
	e := newExec(t, krait.Options{Policy: pol})
	defer e.Close()
	gcBefore := forcedGCs()
	out, err := e.Run(context.Background(), cleanCallsCode)
	require.NoError(t, err)
	assert.Equal(t, int64(1048579), out.Value)
	assert.LessOrEqual(t, forcedGCs(), gcBefore+1, "collections forced")
}
