package krait_test

import (
	"context"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kraitpy/krait"
	"github.com/kraitpy/krait/policy"
)

// executorLimit is the memory budget of the executor-bound cases, and
// executorChunk the list each of their runs leaves behind: a list of
// 196,608 ints is 3 MiB of slots (16 bytes each), so five runs fit in
// the budget and the sixth cannot.
const (
	executorLimit = 16 << 20
	executorChunk = "[0] * 196_608"
)

// leftBehind is one way a run can leave data that outlives it: setup
// runs once, add leaves one chunk more each run, free lets it go (run
// before a run that allocates again).
type leftBehind struct {
	name, setup, add, free string
}

// leftBehindForms are the ways a run leaves data behind that the memory
// walk sees: each must stop at the executor's budget, not at a run's.
var leftBehindForms = []leftBehind{
	{"global list", "d = []", "d.append(CHUNK)", "del d"},
	{"dict value", "d = {}", "d[len(d)] = CHUNK", "d.clear()"},
	{"dict pop", "d = {}", "d[len(d)] = CHUNK", "for k in list(d):\n    d.pop(k)\nNone"},
	{"rebinding", "d = []", "d = d + [CHUNK]\nNone", "d = None"},
	{"class attribute", "class C:\n    n = 0", "C.n += 1\nsetattr(C, 'a' + str(C.n), CHUNK)", "del C"},
	{"closure cell", "def make():\n    box = []\n    def add():\n        box.append(CHUNK)\n    return add\nadd = make()", "add()", "del add"},
	{"default argument", "def add(acc=[]):\n    acc.append(CHUNK)", "add()", "del add"},
	{"module attribute", "import collections\ncollections.kept = []", "collections.kept.append(CHUNK)", "del collections.kept"},
	{"instance attribute", "class B:\n    pass\nb = B()\nb.n = 0", "b.n += 1\nsetattr(b, 'a' + str(b.n), CHUNK)", "del b"},
	{"kept generator", "def grow():\n    keep = []\n    while True:\n        keep.append(CHUNK)\n        yield len(keep)\ng = grow()", "next(g)", "del g"},
	{"memoized attribute site", "done = []", memoSites(8), "done.clear()"},
}

// memoSites is a program whose i-th run reads a new class's attribute at
// the i-th of n attribute sites and deletes the class: only the kept
// program's site memo holds it afterwards (the executor keeps a program
// run again with the same source).
func memoSites(n int) string {
	var b strings.Builder
	b.WriteString("class K:\n    big = CHUNK\ni = len(done)\ndone.append(0)\n")
	for i := 0; i < n; i++ {
		b.WriteString("if i == " + strconv.Itoa(i) + ":\n    K().big\n")
	}
	b.WriteString("del K\n")
	return b.String()
}

// boundedExecutor returns an executor whose memory budget is
// executorLimit.
func boundedExecutor(t *testing.T) *krait.Executor {
	t.Helper()
	p := policy.Default()
	p.Limits.MaxMemoryBytes = executorLimit
	return newExec(t, krait.Options{Policy: p})
}

// heldNow returns what the executor's data holds as its budget counts
// it: what a run that allocates nothing starts from.
func heldNow(t *testing.T, e *krait.Executor) int64 {
	t.Helper()
	out, err := e.Run(context.Background(), "pass")
	require.NoError(t, err)
	return out.HeldAtStart
}

// TestBudgetBoundsWhatTheExecutorHolds: runs that each add less than the
// budget but together more end with a MemoryLimitError once the
// executor's data reaches the budget, whatever holds it, and the
// executor then holds no more than its budget. Before, the budget bounded
// what one run added: all 12 runs of every form succeeded (36 MiB held
// under 16 MiB). After freeing, a run can allocate half its budget again.
func TestBudgetBoundsWhatTheExecutorHolds(t *testing.T) {
	for _, form := range leftBehindForms {
		t.Run(form.name, func(t *testing.T) {
			e := boundedExecutor(t)
			chunk := func(s string) string { return strings.ReplaceAll(s, "CHUNK", executorChunk) }
			_, err := e.Run(context.Background(), chunk(form.setup))
			require.NoError(t, err)
			runs := 0
			var out krait.Output
			for ; runs < 12; runs++ {
				if out, err = e.Run(context.Background(), chunk(form.add)); err != nil {
					break
				}
			}
			require.ErrorIs(t, err, krait.ErrMemoryLimit, "after %d runs", runs)
			assert.GreaterOrEqual(t, runs, 4, "stopped before the executor's data reached the budget")
			assert.Contains(t, err.Error(), "MemoryLimitError: memory budget of 16777216 bytes exceeded (")
			assert.Contains(t, err.Error(), "earlier runs' data held")
			// What the executor held when the refused run started (the
			// refused run added nothing): the memo form's data is held by
			// the kept program, which a run of another source drops.
			assert.LessOrEqual(t, out.HeldAtStart, int64(executorLimit))
			assert.Greater(t, out.HeldAtStart, int64(executorLimit/2), "the walk saw what the runs left")

			_, err = e.Run(context.Background(), form.free)
			require.NoError(t, err)
			assert.Less(t, heldNow(t, e), int64(1<<20), "freed")
			_, err = e.Run(context.Background(), "x = [0] * (1 << 19)\ny = len(x)\ndel x")
			require.NoError(t, err, "a run allocating half the budget after freeing")
		})
	}
}

// TestFreeAndAllocateInOneRun: a run that starts at its budget's limit
// can delete what earlier runs left (del, clear) and allocate in the
// same run.
func TestFreeAndAllocateInOneRun(t *testing.T) {
	e := boundedExecutor(t)
	_, err := e.Run(context.Background(), "d = []")
	require.NoError(t, err)
	for err == nil {
		_, err = e.Run(context.Background(), "d.append("+executorChunk+")")
	}
	require.ErrorIs(t, err, krait.ErrMemoryLimit)
	// Statements that allocate nothing still run.
	out, err := e.Run(context.Background(), "n = len(d)\nprint(n)")
	require.NoError(t, err)
	assert.Equal(t, "5\n", out.Logs)
	out, err = e.Run(context.Background(), "del d\nx = [0] * (1 << 19)\nprint(len(x))")
	require.NoError(t, err)
	assert.Equal(t, "524288\n", out.Logs)

	// The same with a container's clear.
	_, err = e.Run(context.Background(), "del x\nd = []")
	require.NoError(t, err)
	for err == nil {
		_, err = e.Run(context.Background(), "d.append("+executorChunk+")")
	}
	require.ErrorIs(t, err, krait.ErrMemoryLimit)
	out, err = e.Run(context.Background(), "d.clear()\ny = [0] * (1 << 19)\nprint(len(y))")
	require.NoError(t, err)
	assert.Equal(t, "524288\n", out.Logs)
}

// TestTwelveRunsOf48MB is session 13's case: 12 runs of
// d.append([0] * 3_000_000) under a 64 MiB budget held 550 MiB; the
// executor now holds at most its budget.
func TestTwelveRunsOf48MB(t *testing.T) {
	p := policy.Default()
	p.Limits.MaxMemoryBytes = 64 << 20
	e := newExec(t, krait.Options{Policy: p})
	_, err := e.Run(context.Background(), "d = []")
	require.NoError(t, err)
	failed := 0
	for i := 0; i < 12; i++ {
		if _, err := e.Run(context.Background(), "d.append([0] * 3_000_000)"); err != nil {
			require.ErrorIs(t, err, krait.ErrMemoryLimit)
			failed++
		}
	}
	assert.Equal(t, 11, failed, "one list of 48 MB fits in 64 MiB, a second does not")
	assert.LessOrEqual(t, heldNow(t, e), int64(64<<20))
}

// TestHostValuesAreNotCharged: what the host sends (SendVariables),
// before the first run or between runs, is not charged to the programs'
// budget.
func TestHostValuesAreNotCharged(t *testing.T) {
	e := boundedExecutor(t)
	big := make([]any, 1<<20)
	for i := range big {
		big[i] = i
	}
	require.NoError(t, e.SendVariables(map[string]any{"first": big}))
	assert.Less(t, heldNow(t, e), int64(4<<10))
	require.NoError(t, e.SendVariables(map[string]any{"second": big}))
	assert.Less(t, heldNow(t, e), int64(4<<10))
	_, err := e.Run(context.Background(), "x = [0] * (1 << 19)\nlen(x)")
	require.NoError(t, err, "half the budget fits next to the host's 32 MiB")
	assert.Greater(t, heldNow(t, e), int64(8<<20))
}
