package interp_test

import (
	"io"
	"testing"

	"github.com/kraitpy/krait/builtins"
	"github.com/kraitpy/krait/interp"
	"github.com/kraitpy/krait/parser"
	"github.com/kraitpy/krait/policy"
	"github.com/kraitpy/krait/py"
)

// benchProgram compiles src once and runs it b.N times.
func benchProgram(b *testing.B, src string) {
	b.Helper()
	mod, err := parser.ParseFile("<bench>", []byte(src))
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		b.StopTimer()
		pol := policy.Default()
		pol.Limits.MaxWhileIterations = 0
		in := interp.New(interp.Config{Policy: pol})
		builtins.Register(in)
		prog, err := in.Compile("<bench>", []byte(src), mod)
		if err != nil {
			b.Fatal(err)
		}
		th := py.NewThread(nil, py.Limits{MaxOps: -1, MaxMemory: -1}, io.Discard)
		b.StartTimer()
		if err := prog.Run(th); err != nil {
			b.Fatal(err)
		}
		th.Close()
	}
}

func BenchmarkFib27(b *testing.B) {
	benchProgram(b, "def fib(n):\n    if n < 2:\n        return n\n    return fib(n - 1) + fib(n - 2)\nfib(27)\n")
}

// BenchmarkIntLoop3M: a 3M-iteration small-int loop (the goal is zero
// allocations per iteration: i and total stay in the small-int cache's
// range or are boxed once per iteration at most).
func BenchmarkIntLoop3M(b *testing.B) {
	benchProgram(b, "def loop():\n    total = 0\n    i = 0\n    while i < 3000000:\n        total = (total + i) % 1000\n        i += 1\n    return total\nloop()\n")
}

func BenchmarkStringBuild(b *testing.B) {
	benchProgram(b, "parts = []\nfor i in range(100000):\n    parts.append(str(i))\ns = ','.join(parts)\n")
}

func BenchmarkDictWordCount(b *testing.B) {
	benchProgram(b, "words = ('the quick brown fox jumps over the lazy dog ' * 20000).split()\ncounts = {}\nfor w in words:\n    counts[w] = counts.get(w, 0) + 1\n")
}

func BenchmarkListCompSort(b *testing.B) {
	benchProgram(b, "xs = [(i * 7919) % 100003 for i in range(200000)]\nys = sorted(xs)\n")
}

// BenchmarkSmallIntLoop3M: 3M iterations whose ints all stay inside py's
// small-int cache, so the loop body allocates nothing.
func BenchmarkSmallIntLoop3M(b *testing.B) {
	benchProgram(b, "def loop():\n    t = 0\n    for i in range(3000):\n        j = 0\n        while j < 1000:\n            t = (t + j) % 1000\n            j += 1\n    return t\nloop()\n")
}

func BenchmarkMethodCalls(b *testing.B) {
	benchProgram(b, "class Acc:\n    def __init__(self):\n        self.total = 0\n    def add(self, x):\n        self.total += x\n        return self\na = Acc()\nfor i in range(300000):\n    a.add(i)\n")
}

// BenchmarkGenerator: 100k values through a generator function (its body
// resumes on the consumer's goroutine).
func BenchmarkGenerator(b *testing.B) {
	benchProgram(b, "def gen(n):\n    i = 0\n    while i < n:\n        yield i\n        i += 1\nt = 0\nfor x in gen(100000):\n    t += x\n")
}

// BenchmarkGeneratorPipeline: 100k values through a 3-stage pipeline of
// generator functions (bench/generators.py's shape) summed by sum().
func BenchmarkGeneratorPipeline(b *testing.B) {
	benchProgram(b, "def numbers(n):\n    for i in range(n):\n        yield i\ndef evens(it):\n    for x in it:\n        if x % 2 == 0:\n            yield x\ndef squared(it):\n    for x in it:\n        yield x * x\nt = sum(squared(evens(numbers(100000))))\n")
}

// BenchmarkGeneratorSend: 100k send() calls into a suspended generator.
func BenchmarkGeneratorSend(b *testing.B) {
	benchProgram(b, "def acc():\n    total = 0\n    while True:\n        x = yield total\n        total += x\na = acc()\nnext(a)\nfor i in range(100000):\n    a.send(i)\n")
}

// BenchmarkGeneratorCoroutine: 100k values through a generator whose
// yield is inside an expression (it runs as a coroutine).
func BenchmarkGeneratorCoroutine(b *testing.B) {
	benchProgram(b, "def gen(n):\n    for i in range(n):\n        [(yield i)]\nt = 0\nfor x in gen(100000):\n    t += x\n")
}

// BenchmarkGeneratorTryFinally: 100k values through a generator whose
// yield is inside try/finally (a resumable body).
func BenchmarkGeneratorTryFinally(b *testing.B) {
	benchProgram(b, "def gen(n):\n    try:\n        for i in range(n):\n            yield i\n    finally:\n        pass\nt = 0\nfor x in gen(100000):\n    t += x\n")
}

// BenchmarkGeneratorExpression: sum over a 300k-element generator
// expression (resumable loops, no goroutine hand-off).
func BenchmarkGeneratorExpression(b *testing.B) {
	benchProgram(b, "t = sum(x * 2 for x in range(300000) if x % 3)\n")
}

// BenchmarkInstanceCreation: 100k instances through __init__ (py calls it
// through the function's CallSelf) and a method call with a keyword.
func BenchmarkInstanceCreation(b *testing.B) {
	benchProgram(b, "class V:\n    def __init__(self, x, y):\n        self.x = x\n        self.y = y\n    def scaled(self, k=1):\n        return self.x * k\nt = 0\nfor i in range(100000):\n    v = V(i, 2)\n    t += v.scaled(k=2)\n")
}

// BenchmarkSpectralRow: spectral_norm's inner loop, 25.6k calls of an
// int-tree function whose result is a float, summed per row.
func BenchmarkSpectralRow(b *testing.B) {
	benchProgram(b, "def a(i, j):\n    return 1.0 / ((i + j) * (i + j + 1) // 2 + i + 1)\ndef mul(v, n):\n    return [sum([a(i, j) * v[j] for j in range(n)]) for i in range(n)]\nu = mul([1.0] * 160, 160)\n")
}

// BenchmarkAttrReadWrite: 4 attribute reads and 4 stores on an instance
// per iteration, 300k iterations.
func BenchmarkAttrReadWrite(b *testing.B) {
	benchProgram(b, "class C:\n    def __init__(self):\n        self.x = 1\nc = C()\ndef f():\n    for i in range(300000):\n        c.x; c.x; c.x; c.x\n        c.x = i; c.x = i; c.x = i; c.x = i\nf()\n")
}

// BenchmarkFuncAttr: a function's own attribute read and written 300k
// times (f.calls += 1, the counter idiom of hand-written decorators).
func BenchmarkFuncAttr(b *testing.B) {
	benchProgram(b, "def f():\n    pass\nf.calls = 0\ndef g():\n    for i in range(300000):\n        f.calls += 1\n    return f.__name__\ng()\n")
}

// BenchmarkForRange: for-loops over ranges, one long loop and many short
// ones (the iterator is built 300,000 times).
func BenchmarkForRange(b *testing.B) {
	benchProgram(b, "def loop():\n    t = 0\n    for i in range(1000000):\n        t += i\n    for i in range(100000):\n        for j in range(10):\n            t -= j\n    return t\nloop()\n")
}
