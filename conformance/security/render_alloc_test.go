package security_test

import (
	"context"
	"errors"
	"fmt"
	"os"
	"runtime"
	"testing"

	"github.com/kraitpy/krait"
	"github.com/kraitpy/krait/policy"
)

// The rendering matrix: every way a program turns a value into text
// (repr, str, ascii, format, f-strings, %-formatting, print, json,
// pprint, exception messages) applied to every container krait has,
// holding many references to one big str or bytes. The data is small
// (the references share one leaf), its text is renderFactor times the
// memory budget: a builder that sizes its output by the data and charges
// only the finished text (or checks each piece against the budget
// without charging what it has built) allocates far past the budget
// before anything stops it. Each cell must end having allocated at most
// renderAllocFactor times the budget.
const (
	renderLimit       = 8 << 20 // memory budget of each cell
	renderFactor      = 16      // the rendered text is this many budgets
	renderAllocFactor = 5       // allowed allocation, in budgets (see TestRenderAllocation)
	renderLeaf        = 1 << 17 // bytes of the shared leaf
)

// renderLeaves are the shared big values: plain text, text whose repr is
// four times longer (escapes), non-ASCII text (ascii escapes it), bytes.
var renderLeaves = []struct{ name, code string }{
	{"str", fmt.Sprintf("'x' * %d", renderLeaf)},
	{"escaped", fmt.Sprintf("'\\x00' * %d", renderLeaf/4)},
	{"nonascii", fmt.Sprintf("'\\u00e9' * %d", renderLeaf/2)},
	{"bytes", fmt.Sprintf("b'x' * %d", renderLeaf)},
}

// renderContainers build a value from the leaf S holding N references to
// it (N is chosen so that the text is renderFactor budgets).
var renderContainers = []struct{ name, code string }{
	{"list", "[S] * N"},
	{"tuple", "(S,) * N"},
	{"dict_values", "{i: S for i in range(N)}"},
	{"dict_keys", "{(i, S): i for i in range(N)}"},
	{"set", "{(i, S) for i in range(N)}"},
	{"frozenset", "frozenset((i, S) for i in range(N))"},
	{"nested_list", "[[S] * 16] * (N // 16)"},
	{"dict_of_lists", "{i: [S] * 16 for i in range(N // 16)}"},
	{"keys_view", "{(i, S): i for i in range(N)}.keys()"},
	{"values_view", "{i: S for i in range(N)}.values()"},
	{"items_view", "{i: S for i in range(N)}.items()"},
	{"deque", "collections.deque([S] * N)"},
	{"ordereddict", "collections.OrderedDict((i, S) for i in range(N))"},
	{"defaultdict", "collections.defaultdict(list, {i: S for i in range(N)})"},
	{"counter", "collections.Counter({(i, S): 1 for i in range(N)})"},
	{"chainmap", "collections.ChainMap({i: S for i in range(N)})"},
	{"namedtuple", "[collections.namedtuple('P', 'a b')(S, S)] * (N // 2)"},
	{"dataclass", "[D(S)] * N"},
	{"exception", "ValueError(*[S] * N)"},
	{"exception_list", "[ValueError(S)] * N"},
	{"slice", "[slice(S, S, S)] * (N // 3)"},
}

// renderOps turn X into text.
var renderOps = []struct{ name, code string }{
	{"repr", "_r = repr(X)"},
	{"str", "_r = str(X)"},
	{"ascii", "_r = ascii(X)"},
	{"format", "_r = format(X)"},
	{"str_format", "_r = '{}'.format(X)"},
	{"str_format_r", "_r = '{!r}'.format(X)"},
	{"fstring", "_r = f'{X}'"},
	{"fstring_r", "_r = f'{X!r}'"},
	{"fstring_a", "_r = f'{X!a}'"},
	{"percent_s", "_r = '%s' % (X,)"},
	{"percent_r", "_r = '%r' % (X,)"},
	{"print", "print(X)"},
	{"json", "_r = json.dumps(X, default=repr)"},
	{"pprint", "_r = pprint.pformat(X)"},
	{"raise", "raise ValueError(X)"},
}

// TestRenderAllocation runs the matrix, one cell at a time (the process's
// allocation counter must be attributable to the cell). The leaves rotate
// so that every container and every operation meets every leaf;
// KRAIT_RENDER_FULL=1 runs every leaf with every cell. One executor holds
// a container built from one leaf for all the operations that use it.
func TestRenderAllocation(t *testing.T) {
	full := os.Getenv("KRAIT_RENDER_FULL") != ""
	cells, over := 0, 0
	var most uint64
	mostName := ""
	for ci, c := range renderContainers {
		for li, l := range renderLeaves {
			var ex *krait.Executor
			for oi, o := range renderOps {
				if !full && (ci+oi)%len(renderLeaves) != li {
					continue
				}
				if ex == nil {
					ex = renderSetup(t, c.code, l.code)
				}
				name := c.name + "/" + l.name + "/" + o.name
				cells++
				used, outcome := renderCell(t, ex, o.code)
				if used > most {
					most, mostName = used, name
				}
				if used > renderAllocFactor*renderLimit {
					over++
					t.Errorf("%s: allocated %d MiB (%s), more than %d x the %d MiB budget",
						name, used>>20, outcome, renderAllocFactor, renderLimit>>20)
				}
			}
		}
	}
	t.Logf("%d cells (%d containers x %d operations), %d over the bound; most allocated: %d MiB (%s)",
		cells, len(renderContainers), len(renderOps), over, most>>20, mostName)
}

// renderSetup returns an executor holding X, the container built from
// the leaf S.
func renderSetup(t *testing.T, container, leaf string) *krait.Executor {
	t.Helper()
	pol := policy.Default()
	pol.Limits.MaxOps = 1e12
	pol.Limits.MaxMemoryBytes = renderLimit
	pol.Limits.MaxDuration = 60e9
	ex, err := krait.New(krait.Options{Policy: pol, AuthorizedImports: []string{"collections", "json", "pprint", "dataclasses"}})
	if err != nil {
		t.Fatal(err)
	}
	n := renderFactor * renderLimit / renderLeaf
	setup := "import collections, json, pprint, dataclasses\n" +
		"@dataclasses.dataclass\nclass D:\n    a: object\n" +
		"S = " + leaf + "\nN = " + fmt.Sprint(n) + "\nX = " + container + "\nNone\n"
	// The memory counter is reconciled with the process's live heap
	// (until per-executor accounting lands): collect the previous cell's
	// garbage first so that it does not count against this setup.
	runtime.GC()
	if _, err, p := runGuarded(context.Background(), ex, setup); err != nil || p != "" {
		t.Fatalf("setup of %q: %v %s", container, err, p)
	}
	return ex
}

// renderCell renders X with op in a run of its own, returning what the
// run allocated and how it ended.
func renderCell(t *testing.T, ex *krait.Executor, op string) (uint64, string) {
	t.Helper()
	runtime.GC()
	before := heapAllocs()
	_, err, p := runGuarded(context.Background(), ex, op)
	used := heapAllocs() - before
	if p != "" {
		t.Fatalf("Go panic escaped Run: %s", p)
	}
	var ie *krait.InternalError
	if errors.As(err, &ie) {
		t.Errorf("internal error: %v", err)
	}
	outcome := "ok"
	if err != nil {
		outcome = err.Error()
		if len(outcome) > 80 {
			outcome = outcome[:80]
		}
	}
	return used, outcome
}
