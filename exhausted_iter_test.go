package krait_test

import (
	"context"
	"testing"

	"github.com/kraitpy/krait"
	"github.com/stretchr/testify/require"
)

// iterableKinds are expressions whose iterators cover every iterator
// kind krait has: the builtins' (list, reversed list, tuple, range, long
// range, str, bytes, bytearray, dict and its views, set, frozenset, the
// sequence-protocol and callable-sentinel iterators, enumerate, zip, map,
// filter, reversed), itertools', a generator, and the stdlib containers'.
var iterableKinds = []string{
	"[1, 2]", "reversed([1, 2])", "(1, 2)", "range(3)", "range(2**70, 2**70 + 2)", "range(2**62, 2**62+2)",
	"'ab'", "b'ab'", "bytearray(b'ab')", "{1: 2}", "{1: 2}.keys()", "{1: 2}.values()",
	"{1: 2}.items()", "reversed({1: 2})", "{1, 2}", "frozenset({1, 2})", "Seq()", "reversed(Seq())",
	"iter(Counter3(), 3)", "enumerate([1])", "zip([1], [2])", "map(abs, [1])", "filter(None, [1])",
	"(i for i in [1])", "Gen()",
	"itertools.count(0) if False else itertools.islice(itertools.count(), 2)", "itertools.cycle([]) ",
	"itertools.repeat(1, 2)", "itertools.accumulate([1, 2])", "itertools.chain([1], [2])",
	"itertools.chain.from_iterable([[1]])", "itertools.compress([1], [1])", "itertools.dropwhile(bool, [0])",
	"itertools.filterfalse(bool, [0])", "itertools.groupby([1, 1])", "itertools.islice([1, 2], 1)",
	"itertools.pairwise([1, 2, 3])", "itertools.starmap(pow, [(2, 3)])", "itertools.takewhile(bool, [1, 0])",
	"itertools.tee([1, 2])[0]", "itertools.zip_longest([1], [])", "itertools.product([1], [2])",
	"itertools.permutations([1, 2])", "itertools.combinations([1, 2], 1)",
	"itertools.combinations_with_replacement([1], 2)", "collections.deque([1])", "reversed(collections.deque([1]))",
	"collections.OrderedDict(a=1)", "reversed(collections.OrderedDict(a=1))", "collections.Counter('ab')",
	"collections.defaultdict(int, a=1)", "heapq.merge([1], [2])", "re.finditer('a', 'aa')",
	"iter(json.loads('[1, 2]'))", "enumerate(datetime.date(2020, 1, 1).timetuple())",
}

// TestExhaustedIteratorsSurviveTheNextRun: an iterator run to its end (or
// half-way) and kept in a global is walked when the next run starts (the
// memory accounting measures the globals); an exhausted iterator keeps
// nil in place of what it read, and the walk must not dereference it.
// A list iterator's did (an InternalError on every later run), found by
// the depth matrix.
func TestExhaustedIteratorsSurviveTheNextRun(t *testing.T) {
	setup := `import itertools, collections, heapq, re, json, datetime
class Seq:
    def __len__(self): return 2
    def __getitem__(self, i):
        if i >= 2: raise IndexError(i)
        return i
class Counter3:
    n = 0
    def __call__(self):
        self.n += 1
        return self.n
def Gen():
    yield 1
    yield 2
`
	for _, kind := range iterableKinds {
		t.Run(kind, func(t *testing.T) {
			e := newExec(t, krait.Options{AuthorizedImports: []string{"itertools", "collections", "heapq", "re", "json", "datetime"}})
			ctx := context.Background()
			_, err := e.Run(ctx, setup)
			require.NoError(t, err)
			_, err = e.Run(ctx, "half = iter("+kind+")\nnext(half, None)\ndone = iter("+kind+")\nfor _ in done: pass")
			require.NoError(t, err)
			for range 2 {
				out, err := e.Run(ctx, "print(next(done, 'end'), next(half, 'end') is not None)")
				require.NoError(t, err, "a run after exhausting iter(%s)", kind)
				require.Contains(t, out.Logs, "end ")
			}
		})
	}
}
