package security_test

import (
	"context"
	"sync"
	"testing"

	"github.com/kraitpy/krait"
	"github.com/kraitpy/krait/policy"
)

// raceProgram touches much of what executors might share inside the
// process: built-in types and their method caches, interned strings,
// module loaders, exceptions, classes, generators, formatting, regexes.
const raceProgram = `
import math, itertools, collections, json, re, random, functools, operator, string, heapq, bisect, copy, textwrap, pprint
class A:
    def __init__(self, x):
        self.x = x
    def __repr__(self):
        return f'A({self.x!r})'
    def __eq__(self, o):
        return isinstance(o, A) and o.x == self.x
    def __hash__(self):
        return hash(self.x)
def gen(n):
    for i in range(n):
        yield i * i
acc = []
for i in range(200):
    s = 'k%d' % i
    d = {s: [A(i), (i, str(i)), {i}], 'f': i / 3}
    acc.append(json.dumps({s: i, 'l': [i, i + 1]}))
    acc.append(repr(d)[:20] + s.upper().lower().strip().replace('k', 'K'))
    acc.append(','.join(map(str, sorted(gen(5), reverse=True))))
    acc.append('{:>8}|{:.3f}|{!r}'.format(s, math.sqrt(i), A(i)))
    acc.append(f'{i:05d}{s!r:>10}')
    acc.append(str(collections.Counter(s).most_common(1)))
    acc.append(str(list(itertools.islice(itertools.count(i), 3))))
    acc.append(str(re.sub(r'(\d)', r'<\1>', s)))
    acc.append(str(functools.reduce(operator.add, range(i + 1))))
    acc.append(string.Template('$a-$b').substitute(a=i, b=s))
    h = list(range(10, 0, -1))
    heapq.heapify(h)
    acc.append(str(heapq.heappop(h)) + str(bisect.bisect([1, 5, 9], i % 10)))
    acc.append(str(copy.deepcopy([A(i), {'x': [i]}])))
    acc.append(textwrap.shorten('hello world ' * 3, 20) + pprint.pformat({'a': i}))
    try:
        {}[s]
    except KeyError as e:
        acc.append(repr(e))
    try:
        int(s)
    except ValueError as e:
        acc.append(str(e))
    acc.append(str(A(i) in {A(i)}) + str(sorted([A(3), A(1)], key=lambda a: a.x)))
    acc.append(str(random.Random(i).random())[:6])
print(len(acc), acc[-1], sum(len(a) for a in acc))
`

// TestConcurrentExecutorsRace runs the same varied program in several
// executors at once; under -race it finds state that executors share
// inside the process (a data race there is a cross-tenant channel and can
// end in an unrecoverable "concurrent map writes").
func TestConcurrentExecutorsRace(t *testing.T) {
	const n = 4
	var wg sync.WaitGroup
	outs := make([]string, n)
	errs := make([]error, n)
	pans := make([]string, n)
	for i := 0; i < n; i++ {
		pol := policy.Default()
		pol.Limits = testLimits()
		pol.Limits.MaxOps = 1e8
		pol.Limits.MaxMemoryBytes = 256 << 20
		pol.Limits.MaxDuration = 60e9
		ex, err := krait.New(krait.Options{Policy: pol, AuthorizedImports: []string{"*"}})
		if err != nil {
			t.Fatal(err)
		}
		i := i
		wg.Add(1)
		go func() {
			defer wg.Done()
			out, err, p := runGuarded(context.Background(), ex, raceProgram)
			outs[i], errs[i], pans[i] = out.Logs, err, p
		}()
	}
	wg.Wait()
	for i := 0; i < n; i++ {
		if pans[i] != "" {
			t.Fatalf("executor %d: Go panic: %s", i, pans[i])
		}
		if errs[i] != nil {
			t.Fatalf("executor %d: %v", i, errs[i])
		}
		if outs[i] != outs[0] {
			t.Errorf("executor %d printed %q, executor 0 %q", i, outs[i], outs[0])
		}
	}
	t.Logf("each executor printed %q", outs[0])
}
