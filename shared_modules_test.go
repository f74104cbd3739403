package krait_test

import (
	"context"
	"fmt"
	"sync"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kraitpy/krait"
)

// The stdlib modules built once per process (json, re, datetime,
// collections, collections.abc) give each executor its own module
// objects over frozen classes: nothing one executor's code changes is
// visible to another.

// sharedImports imports every module that is shared between executors.
const sharedImports = "import json, re, datetime, collections, collections.abc\n"

func newSharedExec(t *testing.T) *krait.Executor {
	t.Helper()
	return newExec(t, krait.Options{AuthorizedImports: []string{"json", "collections.abc"}})
}

// TestSharedModulesAreIsolated: rebinding module attributes, registering
// with an ABC, filling the pattern cache and re.purge in one executor
// change nothing in another, and the shared classes refuse changes with
// CPython's error for static types.
func TestSharedModulesAreIsolated(t *testing.T) {
	ctx := context.Background()
	a, b := newSharedExec(t), newSharedExec(t)
	_, err := a.Run(ctx, sharedImports+`
json.dumps = None
re.compile = None
datetime.datetime = None
collections.Counter = None
collections.abc.Mapping = None
json.encoder.ESCAPE_DCT["x"] = "y"
`)
	require.NoError(t, err)
	out, err := a.Run(ctx, `
class Mine:
    def __len__(self): return 0
collections.abc.Sequence.register(Mine)
p = re.search("a+", "baa")
print(json.dumps, re.compile, datetime.datetime, collections.Counter, collections.abc.Mapping)
print(issubclass(Mine, collections.abc.Sequence), json.encoder.ESCAPE_DCT["x"])
for cls in (datetime.date, collections.deque, collections.abc.Sized, json.JSONEncoder, re.Pattern):
    try:
        cls.extra = 1
    except TypeError as e:
        print(e)
    try:
        del cls.extra
    except TypeError as e:
        print(e)
`)
	require.NoError(t, err)
	assert.Equal(t, `None None None None None
True y
cannot set 'extra' attribute of immutable type 'datetime.date'
cannot set 'extra' attribute of immutable type 'datetime.date'
cannot set 'extra' attribute of immutable type 'collections.deque'
cannot set 'extra' attribute of immutable type 'collections.deque'
cannot set 'extra' attribute of immutable type 'Sized'
cannot set 'extra' attribute of immutable type 'Sized'
cannot set 'extra' attribute of immutable type 'JSONEncoder'
cannot set 'extra' attribute of immutable type 'JSONEncoder'
cannot set 'extra' attribute of immutable type 're.Pattern'
cannot set 'extra' attribute of immutable type 're.Pattern'
`, out.Logs)

	out, err = b.Run(ctx, sharedImports+`
class Mine:
    def __len__(self): return 0
print(json.dumps([1]), re.compile("x").pattern, datetime.datetime(2020, 1, 2), collections.Counter("aab"))
print(collections.abc.Mapping, issubclass(Mine, collections.abc.Sequence), "x" in json.encoder.ESCAPE_DCT)
`)
	require.NoError(t, err)
	assert.Equal(t, `[1] x 2020-01-02 00:00:00 Counter({'a': 2, 'b': 1})
<class 'collections.abc.Mapping'> False False
`, out.Logs)

	// A later executor sees the modules as built, too.
	c := newSharedExec(t)
	out, err = c.Run(ctx, sharedImports+"print(json.dumps is not None, collections.Counter.__name__)")
	require.NoError(t, err)
	assert.Equal(t, "True Counter\n", out.Logs)
}

// TestSharedModulesConcurrently runs executors at once on the shared
// modules (run it with -race: the classes, functions and module
// templates are only read).
func TestSharedModulesConcurrently(t *testing.T) {
	const n = 8
	var wg sync.WaitGroup
	errs := make([]error, n)
	outs := make([]string, n)
	for i := range n {
		wg.Add(1)
		go func() {
			defer wg.Done()
			e, err := krait.New(krait.Options{AuthorizedImports: []string{"json", "collections.abc"}})
			if err != nil {
				errs[i] = err
				return
			}
			out, err := e.Run(context.Background(), sharedImports+fmt.Sprintf(`
i = %d
class Mine(collections.abc.Mapping):
    def __getitem__(self, k): return k
    def __len__(self): return 0
    def __iter__(self): return iter(())
class Reg:
    pass
collections.abc.MutableSequence.register(Reg)
d = collections.deque([1, 2])
d.append(d)
od = collections.OrderedDict(a=i)
c = collections.Counter("abc" * i)
dt = datetime.datetime(2024, 1, 1) + datetime.timedelta(days=i)
s = json.dumps({"i": i, "when": dt.isoformat(), "od": od})
ms = re.findall(r"\d+", s)
re.purge()
print(i, repr(d), dict(json.loads(s)), ms, c.most_common(1), isinstance(Mine(), collections.abc.Mapping),
      issubclass(Reg, collections.abc.MutableSequence), dt.strftime("%%A"), list(od.keys()))
`, i))
			errs[i], outs[i] = err, out.Logs
		}()
	}
	wg.Wait()
	days := []string{"Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"}
	for i := range n {
		require.NoError(t, errs[i])
		want := fmt.Sprintf("%d deque([1, 2, [...]]) {'i': %d, 'when': '2024-01-%02dT00:00:00', 'od': {'a': %d}} ['%d', '2024', '01', '%02d', '00', '00', '00', '%d'] [('a', %d)] True True %s ['a']\n",
			i, i, i+1, i, i, i+1, i, i, days[i%7])
		if i == 0 {
			want = "0 deque([1, 2, [...]]) {'i': 0, 'when': '2024-01-01T00:00:00', 'od': {'a': 0}} ['0', '2024', '01', '01', '00', '00', '00', '0'] [] True True Monday ['a']\n"
		}
		assert.Equal(t, want, outs[i], "executor %d", i)
	}
}

// TestLinkedModulesPerExecutor: the stdlib's loader table is one per
// process, but what a loader links (collections.abc as an attribute of
// collections once imported, queue.deque from collections) is each
// executor's own.
func TestLinkedModulesPerExecutor(t *testing.T) {
	ctx := context.Background()
	a, b := newSharedExec(t), newSharedExec(t)
	out, err := a.Run(ctx, "import collections.abc\nimport collections\nprint(hasattr(collections, 'abc'))")
	require.NoError(t, err)
	assert.Equal(t, "True\n", out.Logs)
	out, err = b.Run(ctx, "import collections\nprint(hasattr(collections, 'abc'))")
	require.NoError(t, err)
	assert.Equal(t, "False\n", out.Logs)
	out, err = a.Run(ctx, "import queue, collections\ncollections.marker = 1\nprint(queue.deque is collections.deque)")
	require.NoError(t, err)
	assert.Equal(t, "True\n", out.Logs)
	out, err = b.Run(ctx, "import collections\nprint(hasattr(collections, 'marker'))")
	require.NoError(t, err)
	assert.Equal(t, "False\n", out.Logs)
}
