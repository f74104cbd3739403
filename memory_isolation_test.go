package krait_test

import (
	"context"
	"runtime/metrics"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kraitpy/krait"
	"github.com/kraitpy/krait/policy"
)

// isolationLimit is the memory budget of both sessions.
const isolationLimit = 16 << 20

// churnCode holds 12 MiB of its 16 MiB budget and makes 10 times the
// budget of garbage in 1 MiB strings, in a function called from a loop:
// it must finish, whatever another session in the process does.
const churnCode = `
keep = ['k' * (12 * 2 ** 20)]
def step(i):
    s = 'g' * (2 ** 20)
    return len(s) + i
total = 0
for i in range(160):
    total = step(i)
total
`

// quietCode keeps 256 KiB chunks until its budget is exhausted, printing
// how many it holds: the last line is the number of chunks its limit
// allowed.
const quietCode = `
held = []
while True:
    held.append('q' * (256 * 1024))
    print(len(held))
`

// lastLine returns the last line printed.
func lastLine(t *testing.T, logs string) int {
	t.Helper()
	lines := strings.Split(strings.TrimSpace(logs), "\n")
	n, err := strconv.Atoi(lines[len(lines)-1])
	require.NoError(t, err, "logs %q", logs)
	return n
}

// forcedGCs returns how many collections were forced by runtime.GC.
func forcedGCs() uint64 {
	s := []metrics.Sample{{Name: "/gc/cycles/forced:gc-cycles"}}
	metrics.Read(s)
	return s[0].Value.Uint64()
}

// TestMemoryLimitsAreIsolated runs two sessions in one process, one
// churning garbage near its memory limit and one quietly filling its
// own, alone and then side by side many times: each gets exactly the
// limit it was given — the churner always finishes with the same
// operation count, the quiet session always holds the same number of
// chunks when its limit stops it — and the churner forces no collection
// of the process's heap (its garbage is forgiven by walks of its own
// data). The quiet session, at its limit, may reconcile with the heap
// (the fallback, which sees the churner's memory), but the walk at the
// next statement has the last word: its count does not move.
func TestMemoryLimitsAreIsolated(t *testing.T) {
	pol := policy.Default()
	pol.Limits.MaxMemoryBytes = isolationLimit
	pol.Limits.MaxOps = 50_000_000
	pol.Limits.MaxWhileIterations = 0
	pol.Limits.MaxOutputChars = 1 << 20
	pol.Limits.MaxDuration = 10 * time.Minute // not a timing test (-race, loaded machines)
	ctx := context.Background()

	churn := func() (int64, error) {
		e := newExec(t, krait.Options{Policy: pol})
		defer e.Close()
		out, err := e.Run(ctx, churnCode)
		return out.Ops, err
	}
	quiet := func() (int, error) {
		e := newExec(t, krait.Options{Policy: pol})
		defer e.Close()
		out, err := e.Run(ctx, quietCode)
		if !assert.ErrorIs(t, err, krait.ErrMemoryLimit) {
			return 0, err
		}
		return lastLine(t, out.Logs), nil
	}

	gcBefore := forcedGCs()
	soloOps, err := churn()
	require.NoError(t, err, "the churner alone")
	// Its garbage is forgiven by walks of its own data: no collection of
	// the process's heap (the fallback of a run that reaches its limit).
	assert.Equal(t, gcBefore, forcedGCs(), "collections forced by the churner")
	soloHeld, err := quiet()
	require.NoError(t, err)
	// 16 MiB of budget in 256 KiB chunks, less the list and the strings'
	// headers.
	assert.Equal(t, 63, soloHeld, "chunks the quiet session holds alone")

	const rounds = 6
	var wg sync.WaitGroup
	opsSeen := make([]int64, rounds)
	heldSeen := make([]int, rounds)
	errs := make([]error, 2*rounds)
	for i := 0; i < rounds; i++ {
		wg.Add(2)
		go func() {
			defer wg.Done()
			opsSeen[i], errs[2*i] = churn()
		}()
		go func() {
			defer wg.Done()
			heldSeen[i], errs[2*i+1] = quiet()
		}()
	}
	wg.Wait()
	for i := 0; i < rounds; i++ {
		assert.NoError(t, errs[2*i], "churner %d next to a quiet session", i)
		assert.NoError(t, errs[2*i+1], "quiet session %d", i)
		assert.Equal(t, soloOps, opsSeen[i], "operations of churner %d", i)
		assert.Equal(t, soloHeld, heldSeen[i], "chunks quiet session %d held", i)
	}
}
