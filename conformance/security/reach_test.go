package security_test

import (
	"context"
	"fmt"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/kraitpy/krait"
	"github.com/kraitpy/krait/policy"
)

// TestReadableDundersReachNothingRefused walks the object graph a program
// can reach by attribute reads alone — every name dir() lists that the
// dunder table lets it read, from a wide set of roots, breadth first — and
// checks that what it reaches is harmless by construction: no code, frame
// or cell object, no module the program did not import, and every
// namespace of a class or module it reaches is read-only. The walk runs
// in krait itself, through the same checkpoint as any program (a refused
// name would end the run with a policy error, failing the test).
func TestReadableDundersReachNothingRefused(t *testing.T) {
	readable := policy.DunderTable.DunderReadAllowed()
	quoted := make([]string, len(readable))
	for i, n := range readable {
		quoted[i] = fmt.Sprintf("%q", n)
	}
	src := `import math, functools, collections, dataclasses, enum, re, json
readable = {` + strings.Join(quoted, ", ") + `}

def deco(f):
    @functools.wraps(f)
    def w(*a):
        return f(*a)
    return w

@deco
def fn(a, b=[1], *, c=2):
    return a

class C:
    x = 1
    def m(self):
        return self
    @property
    def p(self):
        return 1
    @classmethod
    def cm(cls):
        return cls

@dataclasses.dataclass(frozen=True)
class D:
    a: int = 1

class E(enum.Enum):
    A = 1

def gen():
    yield 1

try:
    try:
        {}['k']
    except KeyError as k:
        raise ValueError('v') from k
except ValueError as v:
    exc = v

roots = [1, 1.5, 1j, 'a', b'b', bytearray(b'c'), [1], (1,), {1: 2}, {1}, frozenset(), range(3), None,
         len, print, [].append, fn, C, C(), C().m, C.cm, D(), E.A, E, gen(), iter([1]), exc,
         math, functools, collections.OrderedDict(), re.compile('a'), json.JSONEncoder(), type, object,
         super(C, C()), property(), slice(1), functools.partial(fn, 1), lambda: 0, ValueError, int.__add__ if hasattr(int, '__add__') else 0]
` + reachWalk + `print(len(seen) > 500, ro_namespaces > 0)
print(sorted(kinds))
print(sorted(modules))
`
	pol := policy.Default()
	pol.Limits = testLimits()
	pol.Limits.MaxOps = 2e8
	pol.Limits.MaxDuration = 2 * time.Minute
	pol.Limits.MaxMemoryBytes = 256 << 20
	ex, err := krait.New(krait.Options{Policy: pol, AuthorizedImports: []string{"math", "functools", "collections", "dataclasses", "enum", "re", "json"}})
	if err != nil {
		t.Fatal(err)
	}
	out, err := ex.Run(context.Background(), src)
	if err != nil {
		t.Fatalf("the walk failed: %v\n%s", err, out.Logs)
	}
	lines := strings.Split(strings.TrimSpace(out.Logs), "\n")
	if len(lines) != 3 || lines[0] != "True True" {
		t.Fatalf("walk output:\n%s", out.Logs)
	}
	for _, bad := range []string{"'code'", "'frame'", "'cell'", "'function_globals'", "WRITABLE"} {
		if strings.Contains(out.Logs, bad) {
			t.Errorf("the walk reached %s:\n%s", bad, out.Logs)
		}
	}
	mods := strings.Trim(lines[2], "[]")
	var got []string
	for _, m := range strings.Split(mods, ", ") {
		got = append(got, strings.Trim(m, "'"))
	}
	sort.Strings(got)
	imported := map[string]bool{"math": true, "functools": true, "collections": true, "dataclasses": true, "enum": true, "re": true, "json": true}
	for _, m := range got {
		if m != "" && !imported[m] {
			t.Errorf("the walk reached module %q, which the program did not import", m)
		}
	}
	t.Logf("kinds reached: %s", lines[1])
}

// reachWalk is the breadth-first walk the reach tests run inside krait:
// from the program's roots, every attribute dir() lists (dunders only
// when the table makes them readable), three levels deep, at most 2,500
// objects, recording the kinds and modules reached and printing
// WRITABLE NAMESPACE for a class or module namespace that can be
// written.
const reachWalk = `seen = {}
kinds = set()
modules = set()
ro_namespaces = 0
queue = [(r, 0) for r in roots]
while queue:
    obj, depth = queue.pop(0)
    if id(obj) in seen or len(seen) > 2500:
        continue
    seen[id(obj)] = obj
    kinds.add(type(obj).__name__)
    if type(obj).__name__ == 'module':
        modules.add(obj.__name__)
    if isinstance(obj, type) or type(obj).__name__ == 'module':
        if type(vars(obj)).__name__ != 'mappingproxy':
            print('WRITABLE NAMESPACE', obj)
    if type(obj).__name__ == 'mappingproxy':
        ro_namespaces += 1
        try:
            obj['probe'] = 1
            print('WRITABLE NAMESPACE', obj)
        except TypeError:
            pass
    try:
        names = dir(obj)
    except Exception:
        continue
    for n in names:
        if n.startswith('__') and n.endswith('__') and n not in readable:
            continue
        try:
            v = getattr(obj, n)
        except Exception:
            continue
        if depth < 3 and id(v) not in seen:
            queue.append((v, depth + 1))
`
