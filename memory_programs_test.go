//go:build !race

// These programs take seconds each without the race detector, minutes
// with it: they run in `go test ./...`, not in `make race`. Most run on
// one goroutine (the race detector has nothing to check in them);
// TestOneStatementLimitIsIsolated runs executors in parallel, as
// TestMemoryLimitsAreIsolated (which make race runs) does with a
// lighter load.

package krait_test

import (
	"context"
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

// garbagePrograms are real programs that hold little but make more
// garbage than the default memory budget (256 MiB) — most of them where
// no walk of the executor's data can run or measure (an imported module
// with Go state, a generator, an expression, a try or with body) — with
// the output CPython 3.11 prints (numpy 1.24 and pandas 1.5 for those).
// The memory accounting must forgive the garbage: each runs to its end
// under the default budget. (The operation budget is raised: several
// need more than the default 10 million operations, with any memory
// accounting.)
var garbagePrograms = []struct{ name, code, want string }{
	{"numpy_arith_loop", `
import numpy as np
a = np.arange(10**6, dtype=float)
for _ in range(30):
    s = (a * 2.0 + 1.0).sum()
print(s)
`, "1000000000000.0\n"},
	{"numpy_masks_cumsum", `
import numpy as np
rng = np.arange(200000, dtype=float)
acc = 0.0
for i in range(40):
    x = np.sqrt(rng + i) * 3.0
    y = x[x > 100.0]
    acc += float(y.mean()) + float(np.cumsum(x)[-1]) / 1e9
print(round(acc, 6))
`, "35970.972162\n"},
	{"pandas_groupby_loop", `
import pandas as pd
import numpy as np
df = pd.DataFrame({"k": np.arange(400000) % 7, "v": np.arange(400000, dtype=float)})
tot = 0.0
for i in range(20):
    g = (df.assign(w=df["v"] * 2 + i)).groupby("k")["w"].sum()
    tot += float(g.sum())
print(tot)
`, "3200068000000.0\n"},
	{"re_str_list_loop", `
import re
for _ in range(60000):
    t = str(list(range(300)))
print(len(t), re.sub(r"\d+", "n", t[:20]))
`, "1390 [n, n, n, n, n, n, n\n"},
	{"json_collections_loop", `
import json
from collections import Counter, defaultdict, deque
data = {"items": [{"id": i, "name": "item%d" % i, "tags": ["a", "b", "c"]} for i in range(100)]}
n = 0
c = Counter()
for _ in range(3000):
    s = json.dumps(data)
    d = json.loads(s)
    c.update(t for it in d["items"] for t in it["tags"])
    dd = defaultdict(list)
    for it in d["items"]:
        dd[it["id"] % 5].append(it["name"])
    q = deque(d["items"], maxlen=50)
    n += len(s) + len(dd) + len(q)
print(n, c.most_common(2))
`, "16638000 [('a', 300000), ('b', 300000)]\n"},
	{"try_with_per_iteration", `
class Res:
    def __enter__(self):
        return self
    def __exit__(self, *a):
        return False
total = 0
for i in range(20000):
    try:
        s = "x" * 10000 + str(i)
        with Res():
            t = [s] * 100 + list(range(200))
            total += len(t) + len(s)
    except ValueError:
        pass
print(total)
`, "206088890\n"},
	{"loop_inside_try_with", `
class Res:
    def __enter__(self):
        return self
    def __exit__(self, *a):
        return False
total = 0
try:
    with Res():
        for i in range(20000):
            s = "x" * 10000 + str(i)
            t = [s] * 100 + list(range(200))
            total += len(t) + len(s)
except ValueError:
    pass
print(total)
`, "206088890\n"},
	{"generators", `
def chunks(n):
    for i in range(n):
        yield "y" * 20000 + str(i)
def lines():
    for c in chunks(n=8000):
        yield c.upper()
total = sum(len(x) for x in lines())
print(total, sum(len(str(list(range(50)))) for _ in range(20000)))
`, "160030890 3800000\n"},
	{"growth_builders", `
x = list(range(10**6))
parts = []
for i in range(200000):
    parts.append(str(i))
s = "".join(parts)
d = {}
for i in range(200000):
    d[i] = i
print(len(x), len(s), len(d))
`, "1000000 1088890 200000\n"},
}

// TestGarbageIsForgiven runs garbagePrograms under the default memory
// budget: none may end with MemoryLimitError.
func TestGarbageIsForgiven(t *testing.T) {
	pol := policy.Default()
	pol.Limits.MaxOps = 1_000_000_000
	pol.Limits.MaxDuration = 10 * time.Minute // not a timing test
	pol.AllowImports("numpy", "pandas", "re", "json", "collections")
	require.Equal(t, int64(256<<20), pol.Limits.MaxMemoryBytes, "the default budget")
	for _, p := range garbagePrograms {
		t.Run(p.name, func(t *testing.T) {
			e := newExec(t, krait.Options{Policy: pol})
			defer e.Close()
			out, err := e.Run(context.Background(), p.code)
			require.NoError(t, err)
			assert.Equal(t, p.want, out.Logs)
		})
	}
}

// memoryBombs hold one more MiB per step, printing how many they hold,
// where the walk can measure and where only the fallback can: each must
// stop on the memory limit, holding no more than its budget.
var memoryBombs = []struct{ name, code string }{
	{"plain", `
keep = []
while True:
    keep.append("z" * 2**20)
    print(len(keep))
`},
	{"numpy", `
import numpy as np
keep = []
while True:
    keep.append(np.ones(2**17))
    print(len(keep))
`},
	{"inside_try", `
import re
try:
    keep = []
    while True:
        keep.append("t" * 2**20)
        print(len(keep))
except Exception:
    print("caught")
`},
	{"generator", `
def g():
    keep = []
    while True:
        keep.append("g" * 2**20)
        yield len(keep)
for n in g():
    print(n)
`},
	// Inside one statement: each iteration of a comprehension that is the
	// whole value of its statement is a safe point.
	{"comprehension", `
keep = [print(i + 1) or ("c" * 2**20) for i in range(10**6)]
`},
}

// TestMemoryBombsStop runs memoryBombs under a 32 MiB budget.
func TestMemoryBombsStop(t *testing.T) {
	const budget = 32 << 20
	pol := policy.Default()
	pol.Limits.MaxMemoryBytes = budget
	pol.Limits.MaxOps = 100_000_000
	pol.Limits.MaxDuration = 10 * time.Minute
	pol.AllowImports("numpy", "re")
	for _, b := range memoryBombs {
		t.Run(b.name, func(t *testing.T) {
			e := newExec(t, krait.Options{Policy: pol})
			defer e.Close()
			out, err := e.Run(context.Background(), b.code)
			require.ErrorIs(t, err, krait.ErrMemoryLimit)
			lines := strings.Split(strings.TrimSpace(out.Logs), "\n")
			held, err := strconv.Atoi(lines[len(lines)-1])
			require.NoError(t, err, "logs %q", out.Logs)
			assert.LessOrEqual(t, held, budget>>20, "MiB held")
			assert.GreaterOrEqual(t, held, budget>>21, "MiB held: stopped early")
		})
	}
}

// TestRangeListUnderSmallBudget builds a list of a million ints (16 MB of
// slots) under a 32 MiB budget: the array is allocated and charged once
// (it needed 48 MiB when every array a growing slice replaced was
// charged and forgiven only by the heap fallback).
func TestRangeListUnderSmallBudget(t *testing.T) {
	pol := policy.Default()
	pol.Limits.MaxMemoryBytes = 32 << 20
	e := newExec(t, krait.Options{Policy: pol})
	defer e.Close()
	out, err := e.Run(context.Background(), "x = list(range(10**6))\nprint(len(x), x[-1], sum(x[:10]))\n")
	require.NoError(t, err)
	assert.Equal(t, "1000000 999999 45\n", out.Logs)
}

// oneStatementBombs hold memory inside one statement or one call, where
// the heap fallback bounded them before (run alone in the attack suite,
// since other runs' freed memory loosened it): each prints how far it
// got, and must stop at the same point whatever runs beside it.
var oneStatementBombs = []struct{ name, code string }{
	{"comprehension", `
keep = [print(i + 1) or ("c" * 2 ** 20) for i in range(10 ** 6)]
`},
	{"ascii_in_comprehension", `
b = b"\xff" * 10 ** 6
held = [print(i + 1) or ascii(b) for i in range(100)]
`},
	{"frame_recursion", `
def f(k):
    print(k)
    ` + manyLocals(2000) + ` = 0
    f(k + 1)
f(1)
`},
}

// manyLocals returns "v0=v1=...=v(n-1)": n local variables.
func manyLocals(n int) string {
	names := make([]string, n)
	for i := range names {
		names[i] = "v" + strconv.Itoa(i)
	}
	return strings.Join(names, "=")
}

// TestOneStatementLimitIsIsolated runs oneStatementBombs alone, then
// each next to sessions churning garbage (oneStatementChurn and
// churnCode), several times in parallel: a bomb always stops on the
// memory limit at the point it stops alone, and no session forces a
// collection of the process's heap. Memory held inside one builtin call
// or one statement is counted by this executor alone.
func TestOneStatementLimitIsIsolated(t *testing.T) {
	pol := policy.Default()
	pol.Limits.MaxMemoryBytes = isolationLimit
	pol.Limits.MaxOps = 50_000_000
	pol.Limits.MaxOutputChars = 1 << 20
	pol.Limits.MaxDuration = 10 * time.Minute // not a timing test (-race, loaded machines)
	ctx := context.Background()
	run := func(code string) (krait.Output, error) {
		e := newExec(t, krait.Options{Policy: pol})
		defer e.Close()
		return e.Run(ctx, code)
	}
	gcBefore := forcedGCs()
	for _, churn := range []string{churnCode, oneStatementChurn} {
		_, err := run(churn)
		require.NoError(t, err, "the churner alone:\n%s", churn)
	}
	for _, b := range oneStatementBombs {
		t.Run(b.name, func(t *testing.T) {
			out, err := run(b.code)
			require.ErrorIs(t, err, krait.ErrMemoryLimit, "alone")
			solo := lastLine(t, out.Logs)
			require.Greater(t, solo, 1, "it got somewhere alone")

			const rounds = 4
			var wg sync.WaitGroup
			seen := make([]int, rounds)
			errs := make([]error, 3*rounds)
			for i := 0; i < rounds; i++ {
				wg.Add(3)
				go func() {
					defer wg.Done()
					var out krait.Output
					out, errs[3*i] = run(b.code)
					if errs[3*i] != nil && strings.TrimSpace(out.Logs) != "" {
						seen[i] = lastLine(t, out.Logs)
					}
				}()
				go func() {
					defer wg.Done()
					_, errs[3*i+1] = run(churnCode)
				}()
				go func() {
					defer wg.Done()
					_, errs[3*i+2] = run(oneStatementChurn)
				}()
			}
			wg.Wait()
			for i := 0; i < rounds; i++ {
				assert.ErrorIs(t, errs[3*i], krait.ErrMemoryLimit, "bomb %d next to churners", i)
				assert.Equal(t, solo, seen[i], "where bomb %d stopped", i)
				assert.NoError(t, errs[3*i+1], "churner %d", i)
				assert.NoError(t, errs[3*i+2], "one-statement churner %d", i)
			}
		})
	}
	assert.Equal(t, gcBefore, forcedGCs(), "collections forced")
}

// TestWalkComesBeforeTheLimit holds 300,000 small strings (about 20 MB
// by the walk's measure) and makes 1 GiB of garbage in 1 MiB strings
// under the default 256 MiB budget: the walks that forgive the garbage
// must come before the limit. (With walks spaced by their cost alone,
// 2.4 million operations for 300,000 objects put the next walk 600 MB
// later, past the limit, and the run ended with a MemoryLimitError.)
func TestWalkComesBeforeTheLimit(t *testing.T) {
	pol := policy.Default()
	pol.Limits.MaxOps = 1_000_000_000
	pol.Limits.MaxDuration = 10 * time.Minute // not a timing test
	require.Equal(t, int64(256<<20), pol.Limits.MaxMemoryBytes, "the default budget")
	e := newExec(t, krait.Options{Policy: pol})
	defer e.Close()
	out, err := e.Run(context.Background(), `
parts = [str(i) for i in range(300000)]
for i in range(1024):
    s = "x" * 2**20
print(len(parts), len(s))
`)
	require.NoError(t, err)
	assert.Equal(t, "300000 1048576\n", out.Logs)
}
