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

// hiddenBombs each keep one more MiB per step where only the memory
// walk's view of Go state can see it — a suspended generator's frame,
// its for loop's iterator, a generator expression's inner iterator, a
// yield from's iterator, a with statement's manager, the frame that
// called a generator function, what a dataclass's or a namedtuple's
// methods close over, a cmp_to_key or wraps closure, a partialmethod, a
// LIFO queue's array past its length, a recording catch_warnings' log,
// decimal.localcontext() managers, what the statements around a
// coroutine generator's yield hold (an except clause's exception, a
// finally block's pending exception or return value, a for loop's
// iterator, a with manager, a yield from's iterator) —
// printing how many MiB they hold. The walk measures those runs exactly,
// so nothing but the walk forgives garbage there: if it missed such a
// value, it would forgive the MiB and the bomb would hold far more than
// its budget.
var hiddenBombs = []struct{ name, code string }{
	{"generator_locals", `
def hold(data):
    yield 0
    yield data
keep = []
while True:
    g = hold("l" * 2**20)
    next(g)
    keep.append(g)
    print(len(keep))
`},
	{"generator_for_iterator", `
def hold(box):
    for k in box.pop():
        yield k
keep = []
while True:
    g = hold([[0, "i" * 2**20]])
    next(g)
    keep.append(g)
    print(len(keep))
`},
	{"genexp_inner_iterator", `
keep = []
while True:
    box = [[0, "e" * 2**20]]
    g = (y for x in [0] for y in box.pop())
    next(g)
    keep.append(g)
    print(len(keep))
`},
	{"yield_from_iterator", `
def hold(box):
    yield from iter(box.pop())
keep = []
while True:
    g = hold([[0, "f" * 2**20]])
    next(g)
    keep.append(g)
    print(len(keep))
`},
	{"with_manager", `
class Box:
    def __init__(self, data):
        self.data = data
    def __enter__(self):
        return 0
    def __exit__(self, *exc):
        return False
def hold(box):
    with box.pop():
        yield 0
        yield 1
keep = []
while True:
    g = hold([Box("w" * 2**20)])
    next(g)
    keep.append(g)
    print(len(keep))
`},
	{"calling_frame", `
def inner():
    yield 0
def outer(data):
    yield inner()
keep = []
while True:
    keep.append(next(outer("o" * 2**20)))
    print(len(keep))
`},
	{"dataclass_default", `
from dataclasses import dataclass, fields
keep = []
while True:
    big = "d" * 2**20
    @dataclass
    class C:
        x: str = big
    del C.x
    fields(C)[0].default = None
    keep.append(C)
    print(len(keep))
`},
	{"namedtuple_defaults", `
from collections import namedtuple
keep = []
while True:
    P = namedtuple("P", "a", defaults=["n" * 2**20])
    del P._field_defaults
    keep.append(P)
    print(len(keep))
`},
	{"cmp_to_key", `
import functools
keep = []
while True:
    keep.append(functools.cmp_to_key(lambda a, b, big="c" * 2**20: 0))
    print(len(keep))
`},
	{"wraps", `
import functools
keep = []
while True:
    keep.append(functools.wraps(lambda big="w" * 2**20: 0))
    print(len(keep))
`},
	{"lifo_queue_stale_slot", `
import queue
keep = []
while True:
    q = queue.LifoQueue()
    q.put("s" * 2**20)
    x = q.get()
    x = None
    keep.append(q)
    print(len(keep))
`},
	{"partialmethod", `
import functools
keep = []
while True:
    keep.append(functools.partialmethod(max, "p" * 2**20))
    print(len(keep))
`},
	{"warnings_record_log", `
import warnings
cw = warnings.catch_warnings(record=True)
cw.__enter__()
warnings.simplefilter("always")
n = 0
while True:
    warnings.warn("r" * 2**20)
    n += 1
    print(n)
`},
	{"decimal_localcontext", `
import decimal
keep = []
while True:
    cm = decimal.localcontext(prec=5)
    with cm as c:
        pass
    keep.append((cm, "m" * 2**20))
    print(len(keep))
`},
}

// coroutineBombs are hiddenBombs whose generators' bodies run as
// coroutines (a yield in an except or finally clause or a match), where
// the statements around the yield hold values on the generator's Go
// stack (gencoroutine.go): an except clause's exception, a finally
// block's pending exception or return value, a for loop's iterator, a
// with manager, a yield from's iterator. take empties its box's slot
// (list.pop would leave the value in the list's array, where the walk
// counts it).
var coroutineBombs = []struct{ name, code string }{
	coroutineBomb("coroutine_except_exception", `
def hold(box):
    try:
        raise ValueError(take(box))
    except ValueError:
        yield 0
        yield 1
`, `["x" * 2**20]`),
	coroutineBomb("coroutine_finally_pending_exception", `
def hold(box):
    try:
        raise ValueError(take(box))
    finally:
        yield 0
        yield 1
`, `["p" * 2**20]`),
	coroutineBomb("coroutine_finally_pending_return", `
def hold(box):
    try:
        return take(box)
    finally:
        for _ in [0]:
            try:
                return 0
            finally:
                break
        yield 0
        yield 1
`, `["r" * 2**20]`),
	coroutineBomb("coroutine_for_iterator", `
def hold(box):
    for k in take(box):
        try:
            raise KeyError(k)
        except KeyError:
            yield k
`, `[[0, "i" * 2**20]]`),
	coroutineBomb("coroutine_with_manager", `
class Box:
    def __init__(self, data):
        self.data = data
    def __enter__(self):
        return 0
    def __exit__(self, *exc):
        return False
def hold(box):
    with take(box):
        try:
            raise KeyError
        except KeyError:
            yield 0
            yield 1
`, `[Box("w" * 2**20)]`),
	coroutineBomb("coroutine_yield_from_iterator", `
def hold(box):
    try:
        raise KeyError
    except KeyError:
        yield from iter(take(box))
`, `[[0, "f" * 2**20]]`),
	coroutineBomb("coroutine_match_case", `
def hold(box):
    match take(box):
        case [_, data]:
            yield 0
            yield 1
`, `[[0, "m" * 2**20]]`),
}

// coroutineBomb is a program that keeps, one MiB at a time, generators
// suspended inside defs' hold(box) until the memory limit: take empties
// the box the value came in, so only the generator's statements hold it.
func coroutineBomb(name, defs, box string) struct{ name, code string } {
	return struct{ name, code string }{name, `
def take(box):
    v = box[0]
    box[0] = None
    return v
` + defs + `keep = []
while True:
    g = hold(` + box + `)
    next(g)
    keep.append(g)
    print(len(keep))
`}
}

// TestHiddenMemoryIsCounted runs hiddenBombs under a 32 MiB budget: each
// must stop on the memory limit holding no more than its budget, forcing
// no collection but the fallback's base (their walks are exact: the heap
// fallback never reconciles).
func TestHiddenMemoryIsCounted(t *testing.T) {
	runHiddenBombs(t, hiddenBombs, 1)
}

// TestCoroutineMemoryIsCounted runs coroutineBombs the same way. Their
// generators' bodies charge near the limit (the exception they raise),
// where no walk runs, so the fallback may also collect once there before
// the next safe point's walk stops the run.
func TestCoroutineMemoryIsCounted(t *testing.T) {
	runHiddenBombs(t, coroutineBombs, 2)
}

// runHiddenBombs runs each bomb under a 32 MiB budget: it must stop on
// the memory limit holding no more than its budget (and at least half of
// it), forcing at most maxGCs collections.
func runHiddenBombs(t *testing.T, bombs []struct{ name, code string }, maxGCs uint64) {
	const budget = 32 << 20
	pol := policy.Default()
	pol.Limits.MaxMemoryBytes = budget
	pol.Limits.MaxOps = 100_000_000
	pol.Limits.MaxWhileIterations = 0
	pol.Limits.MaxDuration = 10 * time.Minute // not a timing test
	pol.AllowImports("dataclasses", "functools", "collections", "queue", "warnings", "decimal")
	for _, b := range bombs {
		t.Run(b.name, func(t *testing.T) {
			e := newExec(t, krait.Options{Policy: pol})
			defer e.Close()
			gcBefore := forcedGCs()
			out, err := e.Run(context.Background(), b.code)
			require.ErrorIs(t, err, krait.ErrMemoryLimit, "logs %q", out.Logs)
			held := lastLine(t, out.Logs)
			assert.LessOrEqual(t, held, budget>>20, "MiB held")
			assert.GreaterOrEqual(t, held, budget>>21, "MiB held: stopped early")
			// At most the collection that takes the heap fallback's base
			// when unclean code (a generator's body, a class body) charges
			// past half the limit (py.Thread.baseHeapNow); an inexact walk
			// leaves the limit to the fallback, which collects again.
			assert.LessOrEqual(t, forcedGCs()-gcBefore, maxGCs, "collections forced")
		})
	}
}

// quietSessions each keep values whose memory only the walk's view of
// Go state sees, then make 10 times their budget of garbage and keep
// 256 KiB chunks until their limit stops them (quietTail), printing how
// many they hold: keepsExactLimit runs each alone and next to churners.
// Each value is one the walk measures exactly, so the session's own
// walks forgive its garbage and its limit is exact: the heap fallback
// (a forced collection) never runs.
var quietSessions = []struct {
	name    string
	imports []string
	code    string
}{
	// re patterns and matches, json results, deque, OrderedDict, Counter,
	// defaultdict, datetime values, itertools iterators,
	// functools.partial and lru_cache, operator getters, and loops over
	// enumerate, zip, map, filter and islice objects.
	{"stdlib", []string{"re", "json", "math", "datetime", "itertools", "functools", "operator", "collections"}, `
import re, json, math, datetime, itertools, functools, operator
from collections import deque, OrderedDict, Counter, defaultdict
pat = re.compile(r"(\w+)-(\d+)")
m = pat.match("abc-123")
found = list(pat.finditer("a-1 b-2 c-3 d\u00e9-4"))
finder = pat.finditer("x-1 y-2")
next(finder)
data = json.loads(json.dumps({"a": [1, 2.5, "x"], "b": {"c": None}}))
dq = deque(range(100), maxlen=200)
od = OrderedDict((str(i), i) for i in range(50))
cn = Counter("hello world")
dd = defaultdict(list)
dd["x"].append(1)
when = datetime.datetime(2024, 1, 2, 3, 4, 5, tzinfo=datetime.timezone.utc)
span = datetime.timedelta(days=3)
day = datetime.date(2024, 5, 6)
counter = itertools.count(10)
chained = itertools.chain([1, 2], (3, 4))
pairs = itertools.pairwise(range(10))
next(pairs)
grouped = itertools.groupby("aabbc")
left, right = itertools.tee(range(20))
next(left)
combos = itertools.combinations(range(5), 2)
cycler = itertools.cycle("ab")
next(cycler)
part = functools.partial(max, 3, key=abs)
keyed = sorted([3, 1, 2], key=functools.cmp_to_key(lambda a, b: a - b))
@functools.lru_cache(maxsize=None)
def square(n):
    return n * n
squares = [square(i) for i in range(20)]
getter = operator.itemgetter(1, 2)
caller = operator.methodcaller("split", ",")
attr = operator.attrgetter("real")
root = math.sqrt(2)
lengths = [1] * 40
for i, n in enumerate(lengths):
    s = "g" * 2 ** 20
for a, b in zip(lengths, range(40)):
    s = "z" * 2 ** 20
for x in map(abs, lengths):
    s = "m" * 2 ** 20
for x in filter(None, lengths):
    s = "f" * 2 ** 20
for x in itertools.islice(itertools.count(), 40):
    s = "i" * 2 ** 20
`},
	// Suspended generators of every resumable shape and generator
	// expressions, dataclasses (typing annotations, defaults, factories,
	// frozen, order), namedtuple and typing.NamedTuple classes, abc
	// classes and functools closures (cmp_to_key, singledispatch,
	// partialmethod, wraps, lru_cache(maxsize), total_ordering).
	{"classes_generators", []string{"functools", "abc", "collections", "dataclasses", "typing"}, `
import functools
from abc import ABC, abstractmethod
from collections import namedtuple
from dataclasses import dataclass, field
from typing import List, Optional, NamedTuple, Dict

def numbers(n):
    total = 0
    for i in range(n):
        try:
            total += i
            yield i
        finally:
            pass
    while total > 0:
        total -= 1
        x = yield total
        if x:
            yield x
def relay(n):
    yield from numbers(n)
class Ctx:
    def __enter__(self):
        return self
    def __exit__(self, *exc):
        return False
def managed():
    with Ctx():
        yield 1
        yield 2

g1 = numbers(5)
next(g1)
g2 = relay(5)
next(g2)
g3 = managed()
next(g3)
g4 = (x * y for x in range(5) for y in range(3) if x)
next(g4)
g5 = (len(s) for s in ["ab", "cde"])

@dataclass(order=True)
class Point:
    x: int
    y: int = 0
    tags: List[str] = field(default_factory=list)
    note: Optional[str] = None
@dataclass(frozen=True)
class Frozen:
    name: str
    meta: Dict[str, int] = field(default_factory=dict)
pts = [Point(i, i * 2) for i in range(20)]
fz = Frozen("a")
Pair = namedtuple("Pair", "a b", defaults=[0])
class Emp(NamedTuple):
    name: str
    age: int = 30
pairs = [Pair(i) for i in range(10)]
emp = Emp("x")
class Shape(ABC):
    @abstractmethod
    def area(self): ...
class Sq(Shape):
    def area(self):
        return 4
sq = Sq()

key = functools.cmp_to_key(lambda a, b: a - b)
ordered = sorted([3, 1, 2], key=key)
@functools.singledispatch
def show(x):
    return "obj"
@show.register
def _(x: int):
    return "int"
reg = show.register(str)
class Acc:
    def add(self, a, b):
        return a + b
    inc = functools.partialmethod(add, 1)
def deco(fn):
    @functools.wraps(fn)
    def inner(*a):
        return fn(*a)
    return inner
@deco
def hello():
    return "hi"
cache = functools.lru_cache(maxsize=16)
@cache
def sq2(n):
    return n * n
@functools.total_ordering
class Ver:
    def __init__(self, v):
        self.v = v
    def __eq__(self, o):
        return self.v == o.v
    def __lt__(self, o):
        return self.v < o.v
vers = sorted([Ver(2), Ver(1)])
`},
	// The other modules smolagents authorizes by default (queue, random,
	// stat, time, unicodedata, statistics with the Fraction and Decimal
	// it re-exports), heapq, bisect, decimal and fractions.
	{"default_imports", []string{"queue", "random", "stat", "time", "unicodedata", "heapq", "bisect", "statistics", "decimal", "fractions"}, `
import queue, random, stat, time, unicodedata, heapq, bisect, statistics
import decimal, fractions
q = queue.Queue()
for i in range(10):
    q.put(("item", i))
q.get()
lq = queue.LifoQueue()
lq.put([1, 2])
lq.put("x")
lq.get()
pq = queue.PriorityQueue()
pq.put((2, "b"))
pq.put((1, "a"))
rng = random.Random(42)
picks = [rng.choice("abc") for _ in range(10)]
random.seed(7)
shuffled = list(range(20))
random.shuffle(shuffled)
mode = stat.filemode(0o100644)
started = time.monotonic()
st = time.gmtime(0)
stamp = time.strftime("%Y-%m-%d", st)
cat = unicodedata.category("A")
norm = unicodedata.normalize("NFC", "e\u0301")
h = [5, 1, 4]
heapq.heapify(h)
heapq.heappush(h, 0)
srt = [1, 3, 5]
bisect.insort(srt, 4)
sample = [2.5, 3.25, 5.5, 11.0]
summary = (statistics.mean(sample), statistics.median(sample), statistics.stdev(sample))
exact = statistics.mean([statistics.Fraction(1, 3), statistics.Fraction(1, 6)])
dist = statistics.NormalDist.from_samples(sample)
fit = statistics.linear_regression([1, 2, 3], [2, 4, 7])
money = statistics.Decimal("10.25") * 3
decimal.getcontext().prec = 40
third = decimal.Decimal(1) / decimal.Decimal(3)
ctx = decimal.Context(prec=10)
flags = decimal.getcontext().flags
with decimal.localcontext() as lc:
    lc.prec = 5
    fifth = decimal.Decimal(1) / decimal.Decimal(5)
frac = fractions.Fraction(3, 7) + fractions.Fraction(1, 2)
`},
	// Suspended generators whose bodies run as coroutines, of every
	// shape whose Go stack the walk sees (gencoroutine.go): a yield in an
	// except clause (inside a for loop and a with statement), in a
	// finally block with a pending exception or return value, a yield
	// from there, a yield in a match case.
	{"coroutine_generators", nil, `
class Box:
    def __enter__(self):
        return self
    def __exit__(self, *exc):
        return False
def in_except(items):
    for k in items:
        with Box():
            try:
                raise KeyError(k)
            except KeyError as e:
                x = yield e
def in_finally():
    try:
        raise ValueError("pending")
    finally:
        yield 1
        yield 2
def returning():
    try:
        return "value"
    finally:
        yield 3
        yield 4
def delegating(items):
    try:
        raise KeyError
    except KeyError:
        yield from iter(items)
def matching(p):
    match p:
        case [a, b]:
            yield a
            yield b
gens = [in_except([1, 2, 3]), in_finally(), returning(), delegating([5, 6, 7]), matching([8, 9])]
firsts = [next(g) for g in gens]
`},
	// Modules the walk audit found (TestMemWalkAudit): enum classes and
	// flags, copy's dispatch table, graphlib's and difflib's objects,
	// string's Template and Formatter, textwrap, base64, cmath, keyword,
	// fnmatch, shlex, numbers, __future__, a recording catch_warnings and
	// a decimal.localcontext() manager.
	{"audited_modules", []string{"enum", "copy", "graphlib", "difflib", "string", "textwrap", "base64", "cmath", "keyword", "fnmatch", "shlex", "numbers", "__future__", "warnings", "decimal"}, `
from __future__ import annotations
import enum, copy, graphlib, difflib, string, textwrap, base64, cmath
import keyword, fnmatch, shlex, numbers, __future__, warnings, decimal
class Color(enum.Enum):
    RED = 1
    GREEN = 2
class Perm(enum.Flag):
    R = 4
    W = 2
@enum.unique
class Size(enum.IntEnum):
    S = 1
    L = 2
rw = Perm.R | Perm.W
names = [c.name for c in Color]
copy.dispatch_table[Color] = lambda c: (Color, (c.value,))
deep = copy.deepcopy({"a": [1, 2]})
ts = graphlib.TopologicalSorter({"b": {"a"}, "c": {"b"}})
ts.prepare()
ready = ts.get_ready()
sm = difflib.SequenceMatcher(None, "abcd", "abxd")
ratio = sm.ratio()
tpl = string.Template("$who likes $what")
said = tpl.substitute(who="tim", what="kung pao")
fmt = string.Formatter()
shown = fmt.format("{0}-{1}", 1, 2)
tw = textwrap.TextWrapper(width=20)
lines = tw.wrap("the quick brown fox jumps over the lazy dog")
enc = base64.b64encode(b"data")
root = cmath.sqrt(-1)
kw = keyword.iskeyword("for")
hit = fnmatch.fnmatch("a.py", "*.py")
parts = shlex.split("a 'b c'")
isnum = isinstance(3, numbers.Integral)
feat = __future__.annotations
cw = warnings.catch_warnings(record=True)
log = cw.__enter__()
warnings.simplefilter("always")
warnings.warn("kept")
cm = decimal.localcontext(prec=6)
`},
}

// quietTail makes 10 times the budget of garbage, then keeps 256 KiB
// chunks until the limit stops it, printing how many it holds.
const quietTail = `
for i in range(160):
    s = "g" * 2 ** 20
held = []
while True:
    held.append("q" * (256 * 1024))
    print(len(held))
`

// TestQuietSessionsKeepExactLimit runs each of quietSessions alone and
// next to sessions churning garbage near their own limits
// (keepsExactLimit).
func TestQuietSessionsKeepExactLimit(t *testing.T) {
	for _, s := range quietSessions {
		t.Run(s.name, func(t *testing.T) {
			keepsExactLimit(t, s.code+quietTail, s.imports...)
		})
	}
}
