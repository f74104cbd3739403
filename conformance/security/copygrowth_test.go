package security_test

import (
	"context"
	"errors"
	"runtime"
	"runtime/metrics"
	"strings"
	"testing"
	"time"

	"github.com/kraitpy/krait"
	"github.com/kraitpy/krait/policy"
)

// copyGrowthSetup is the data every case may copy: N = 32768 slots,
// 512 KiB per copy, so about 30 kept copies pass the budget. data is a tuple so
// that f(*data) passes its items without a charged snapshot of its own:
// the copy the library code makes is then the only one, and a copy it
// makes without charging shows (a list would be snapshotted, charged, by
// the argument expansion and hide it).
const copyGrowthSetup = "N = 32768\n" +
	"data = (None,) * N\n" +
	"nums = tuple(range(N))\n" +
	"text = 'ab' * (N // 2)\n" +
	"def f(*a, **k):\n    return a\n" +
	"class O:\n    def m(self, *a):\n        return a\n"

// copyGrowthCases are the library operations that copy a sequence whose
// length program data decides (chargecheck's spread appends, charged
// through py.CopyValues, NewListCopy, NewTupleCopy and JoinValues, or
// made in place). Each expression makes (at least) one such copy and
// its result keeps it, so a loop appending results grows past the memory
// budget; expect is "memory" for those and "ops" for the operations
// whose copies are transient (the loop then ends at the op limit).
var copyGrowthCases = []struct {
	name, imports, setup, expr, expect string
}{
	{"deque_add", "collections", "d = collections.deque(data)", "d + d", "memory"},
	{"deque_copy", "collections", "d = collections.deque(data)", "d.copy()", "memory"},
	{"deque_mul", "collections", "d = collections.deque(data)", "d * 2", "memory"},
	// In place (CPython's algorithms): no copy, one operation per item
	// moved.
	{"deque_insert", "collections", "d = collections.deque(data)", "d.insert(N // 2, 1)", "ops"},
	{"deque_rotate", "collections", "d = collections.deque(data)", "d.rotate(N // 3)", "ops"},
	{"deque_delitem", "collections", "d = collections.deque(data)", "d.__delitem__(1)", "ops"},
	{"deque_remove", "collections", "d = collections.deque(data)", "d.remove(None)", "ops"},
	{"chainmap_init", "collections", "maps = ({},) * N", "collections.ChainMap(*maps)", "memory"},
	{"chainmap_new_child", "collections", "c = collections.ChainMap(*(({},) * N))", "c.new_child()", "memory"},
	{"chainmap_copy", "collections", "c = collections.ChainMap(*(({},) * N))", "c.copy()", "memory"},
	{"chainmap_parents", "collections", "c = collections.ChainMap(*(({},) * N))", "c.parents", "memory"},
	{"namedtuple_make", "collections", "P = collections.namedtuple('P', ['f%d' % i for i in range(N // 8)])\nrow = (None,) * (N // 8)", "P._make(row)", "memory"},
	{"namedtuple_replace", "collections", "P = collections.namedtuple('P', ['f%d' % i for i in range(N // 8)])\np = P(*((None,) * (N // 8)))", "p._replace(f0=1)", "memory"},
	{"userlist", "collections", "", "collections.UserList(data)", "memory"},
	{"itemgetter", "operator", "", "operator.itemgetter(*data)", "memory"},
	{"methodcaller", "operator", "", "operator.methodcaller('m', *data)", "memory"},
	{"partial", "functools", "", "functools.partial(f, *data)", "memory"},
	{"partial_flatten", "functools", "p = functools.partial(f, *data)", "functools.partial(p, 1)", "memory"},
	{"partial_call", "functools", "p = functools.partial(f, *data)", "p()", "memory"},
	{"partialmethod", "functools", "", "functools.partialmethod(f, *data)", "memory"},
	{"partialmethod_get", "functools", "O.pm = functools.partialmethod(O.m, *data)\no = O()", "o.pm", "memory"},
	// The chain's tuple of sources is held by a tuple iterator only: the
	// walk measured such an iterator's array as nothing (py's
	// tupleIterator now measures it through its tuple).
	{"itertools_chain", "itertools", "", "itertools.chain(*data)", "memory"},
	{"tuple_iterator", "", "", "iter(tuple(data))", "memory"},
	{"suppress", "contextlib", "", "contextlib.suppress(*((ValueError,) * N))", "memory"},
	{"exitstack_callback", "contextlib", "s = contextlib.ExitStack()", "s.callback(f, *data)", "memory"},
	{"typevar_constraints", "typing", "", "typing.TypeVar('T', *((int,) * N))", "memory"},
	{"heapq_nsmallest", "heapq", "", "heapq.nsmallest(N, nums)", "memory"},
	{"statistics_median", "statistics", "", "statistics.median(nums)", "ops"},
	{"formatter_format", "string", "fm = string.Formatter()", "fm.format('{0}', *data)", "ops"},
	{"copy_exception", "copy", "e = ValueError(*data)", "copy.copy(e)", "memory"},
	{"float_format_precision", "", "", "format(1.5, '.1000000f')", "memory"},
	{"float_percent_precision", "", "", "'%.*f' % (1000000, 1.5)", "memory"},
	{"float_format_e_precision", "", "", "format(1.5, '.1000000e')", "memory"},
	{"re_sub_many_matches", "re", "", "re.sub('a', 'xy', text)", "memory"},
	{"re_sub_template", "re", "", "re.sub('(a)', r'\\1\\1', text)", "memory"},
}

// heapObjects returns the bytes of heap objects, live or not yet swept.
func heapObjects() uint64 {
	s := []metrics.Sample{{Name: "/memory/classes/heap/objects:bytes"}}
	metrics.Read(s)
	return s[0].Value.Uint64()
}

// TestCopyGrowthMatrix runs each data-sized copy in a loop that keeps its
// results, under a 16 MiB budget: it must end with the memory limit (or,
// for transient copies, the op limit), never the time limit, a Go panic
// or any other error, and the process must never hold more than
// allocFactor times the budget meanwhile. A copy made without a charge is
// held outside the budget until a walk measures it: the loop runs on
// while the heap grows, and a guard stops it when the heap passes that
// bound (so a regression fails the case rather than the machine). Checked
// by removing a charge: partial_flatten fails without py.JoinValues'
// charge in partialNew (the heap passed 128 MiB). Where a copy is charged
// twice (by the helper and by the object that keeps it, as namedtuple's
// newInstance does) removing one charge passes, as it should.
func TestCopyGrowthMatrix(t *testing.T) {
	for _, c := range copyGrowthCases {
		t.Run(c.name, func(t *testing.T) {
			pol := policy.Default()
			// Transient copies end at the op limit: a lower one keeps
			// those cases short; kept copies pass the budget in at most
			// about 6M operations (re.sub's).
			pol.Limits.MaxOps = 2e7
			if c.expect == "ops" {
				pol.Limits.MaxOps = 3e6
			}
			pol.Limits.MaxMemoryBytes = allocLimit
			pol.Limits.MaxDuration = 60 * time.Second
			var imports []string
			if c.imports != "" {
				imports = []string{c.imports}
			}
			ex, err := krait.New(krait.Options{Policy: pol, AuthorizedImports: imports})
			if err != nil {
				t.Fatal(err)
			}
			defer ex.Close()
			code := copyGrowthSetup
			if c.imports != "" {
				code = "import " + c.imports + "\n" + code
			}
			code += c.setup + "\nkeep = []\nwhile True:\n    keep.append(" + c.expr + ")\n"
			runtime.GC()
			base := heapObjects()
			ctx, cancel := context.WithCancel(context.Background())
			defer cancel()
			done := make(chan struct{})
			peak := make(chan uint64, 1)
			go func() {
				max := base
				tick := time.NewTicker(time.Millisecond)
				defer tick.Stop()
				for {
					h := heapObjects()
					if h > max {
						max = h
					}
					if h > base+allocFactor*allocLimit {
						cancel() // held outside the budget: stop before the machine suffers
					}
					select {
					case <-done:
						peak <- max
						return
					case <-tick.C:
					}
				}
			}()
			start := time.Now()
			out, err, p := runGuarded(ctx, ex, code)
			close(done)
			held := (<-peak - base) >> 20
			if p != "" {
				t.Fatalf("Go panic escaped Run: %s", p)
			}
			if ctx.Err() != nil {
				t.Fatalf("the heap grew past %d x the %d MiB budget (the copy is not charged): %v", allocFactor, allocLimit>>20, err)
			}
			want := krait.ErrMemoryLimit
			if c.expect == "ops" {
				want = krait.ErrOpLimit
			}
			if !errors.Is(err, want) {
				t.Fatalf("want the %s limit, got %T: %v (after %d operations, %v)", c.expect, err, err, out.Ops, time.Since(start))
			}
			if strings.Contains(c.name, "deque_") && c.expect == "ops" && held > allocLimit>>20 {
				// In place: the operation copies nothing.
				t.Errorf("an in-place deque operation held %d MiB of heap", held)
			}
			t.Logf("%v after %d operations, %v, heap peak +%d MiB", err, out.Ops, time.Since(start), held)
		})
	}
}
