package interp_test

import (
	"bytes"
	"errors"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/kraitpy/krait/builtins"
	"github.com/kraitpy/krait/interp"
	"github.com/kraitpy/krait/parser"
	"github.com/kraitpy/krait/policy"
	"github.com/kraitpy/krait/py"
)

// result is the outcome of running a program.
type result struct {
	out string
	err error
	tb  string // the traceback of an uncaught Python exception
}

// run executes src in a fresh interpreter with the builtins.
func run(t testing.TB, src string, limits py.Limits) result {
	t.Helper()
	mod, err := parser.ParseFile("<test>", []byte(src))
	if err != nil {
		return result{err: err}
	}
	in := interp.New(interp.Config{})
	builtins.Register(in)
	prog, err := in.Compile("<test>", []byte(src), mod)
	if err != nil {
		return result{err: err}
	}
	var out bytes.Buffer
	th := py.NewThread(nil, limits, &out)
	defer th.Close()
	err = prog.Run(th)
	r := result{out: out.String(), err: err}
	var exc *py.Exception
	if errors.As(err, &exc) {
		r.tb = in.Traceback(th, exc)
	}
	return r
}

// The expected outputs below were printed by python3 (CPython 3.11) for
// the same programs.
func TestPrograms(t *testing.T) {
	tests := []struct {
		name, src, want string
	}{
		{"arith", "print(1 + 2 * 3, 7 // 2, 7 % 3, 2 ** 10, 7 / 2, -7 // 2)", "7 3 1 1024 3.5 -4\n"},
		{"bigint", "print(2 ** 100, 9223372036854775807 + 1)", "1267650600228229401496703205376 9223372036854775808\n"},
		{"loop", "t = 0\nfor i in range(10):\n    if i % 2:\n        continue\n    t += i\nprint(t)", "20\n"},
		{"while else", "n = 0\nwhile n < 3:\n    n += 1\nelse:\n    print('done', n)", "done 3\n"},
		{"closure", "def mk():\n    c = 0\n    def inc():\n        nonlocal c\n        c += 1\n        return c\n    return inc\nf = mk()\nf()\nprint(f())", "2\n"},
		{"defaults kwargs", "def f(a, b=2, *args, c, **kw):\n    return a, b, args, c, kw\nprint(f(1, c=3), f(1, 2, 3, c=4, d=5))", "(1, 2, (), 3, {}) (1, 2, (3,), 4, {'d': 5})\n"},
		{"unpack star", "a, *b, c = range(5)\nprint(a, b, c)", "0 [1, 2, 3] 4\n"},
		{"comprehensions", "print([x * x for x in range(4)], {k: v for k, v in [(1, 2)]}, sum(i for i in range(4)))", "[0, 1, 4, 9] {1: 2} 6\n"},
		{"walrus comp", "xs = [y for x in range(5) if (y := x * 2) > 4]\nprint(xs, y)", "[6, 8] 8\n"},
		{"try finally", "def f():\n    try:\n        return 1\n    finally:\n        print('fin')\nprint(f())", "fin\n1\n"},
		{"except as", "try:\n    1 / 0\nexcept ZeroDivisionError as e:\n    print('caught', e)", "caught division by zero\n"},
		{"fstring", "x = 3.14159\nprint(f'{x:.2f}|{x!r}|{10:>4}|{\"s\"!r}')", "3.14|3.14159|  10|'s'\n"},
		{"chained compare", "print(1 < 2 < 3, 1 < 3 < 2, 2 == 2.0)", "True False True\n"},
		{"global", "g = 0\ndef f():\n    global g\n    g += 5\nf()\nprint(g)", "5\n"},
		{"recursion", "def fib(n):\n    return n if n < 2 else fib(n - 1) + fib(n - 2)\nprint(fib(20))", "6765\n"},
		{"decorator", "def d(f):\n    return lambda x: f(x) * 2\n@d\ndef g(x):\n    return x + 1\nprint(g(1))", "4\n"},
		{"del", "l = [1, 2, 3]\ndel l[0]\nx = 1\ndel x\nprint(l)", "[2, 3]\n"},
		{"generator", "def g(n):\n    i = 0\n    while i < n:\n        yield i\n        i += 1\n    return 'r'\nprint(list(g(3)), sum(x * x for x in g(4)))", "[0, 1, 2] 14\n"},
		{"generator send", "def echo():\n    v = yield 'ready'\n    while True:\n        v = yield v * 2\ne = echo()\nprint(next(e), e.send(5), e.send(7))", "ready 10 14\n"},
		{"yield from", "def sub():\n    yield 1\n    return 'x'\ndef top():\n    r = yield from sub()\n    yield r\nprint(list(top()))", "[1, 'x']\n"},
		{"generator close runs finally", "def f():\n    try:\n        yield 1\n    finally:\n        print('fin')\ng = f()\nnext(g)\ng.close()\nprint('ok')", "fin\nok\n"},
		{"aug subscript", "d = {'a': 1}\nd['a'] += 2\nl = [1]\nl[0] *= 5\nprint(d, l)", "{'a': 3} [5]\n"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			r := run(t, tc.src, py.Limits{})
			if r.err != nil {
				t.Fatalf("error: %v\n%s", r.err, r.tb)
			}
			if r.out != tc.want {
				t.Errorf("got %q, want %q", r.out, tc.want)
			}
		})
	}
}

// TestTracebacks checks whole tracebacks against CPython's (file name
// "<test>" substituted for the script path).
func TestTracebacks(t *testing.T) {
	tests := []struct {
		name, src, want string
	}{
		{"binop carets", "x = 1\ny = 'a' + x\n", `Traceback (most recent call last):
  File "<test>", line 2, in <module>
    y = 'a' + x
        ~~~~^~~
TypeError: can only concatenate str (not "int") to str
`},
		{"nested calls", "def f(a):\n    return a[5]\nf([1])\n", `Traceback (most recent call last):
  File "<test>", line 3, in <module>
    f([1])
  File "<test>", line 2, in f
    return a[5]
           ~^^^
IndexError: list index out of range
`},
		{"name error suggestion", "value = 1\nprint(valeu)\n", `Traceback (most recent call last):
  File "<test>", line 2, in <module>
    print(valeu)
          ^^^^^
NameError: name 'valeu' is not defined. Did you mean: 'value'?
`},
		{"whole line no carets", "raise ValueError('bad')\n", `Traceback (most recent call last):
  File "<test>", line 1, in <module>
    raise ValueError('bad')
ValueError: bad
`},
		{"context", "try:\n    {}['k']\nexcept KeyError:\n    y = 1/0\n", `Traceback (most recent call last):
  File "<test>", line 2, in <module>
    {}['k']
    ~~^^^^^
KeyError: 'k'

During handling of the above exception, another exception occurred:

Traceback (most recent call last):
  File "<test>", line 4, in <module>
    y = 1/0
        ~^~
ZeroDivisionError: division by zero
`},
		{"cause", "try:\n    1/0\nexcept Exception as e:\n    raise ValueError('v') from e\n", `Traceback (most recent call last):
  File "<test>", line 2, in <module>
    1/0
    ~^~
ZeroDivisionError: division by zero

The above exception was the direct cause of the following exception:

Traceback (most recent call last):
  File "<test>", line 4, in <module>
    raise ValueError('v') from e
ValueError: v
`},
		{"unbound local", "x = 1\ndef f():\n    print(x)\n    x = 2\nf()\n", `Traceback (most recent call last):
  File "<test>", line 5, in <module>
    f()
  File "<test>", line 3, in f
    print(x)
          ^
UnboundLocalError: cannot access local variable 'x' where it is not associated with a value
`},
		{"missing argument", "def f(a, b):\n    pass\nf(1)\n", `Traceback (most recent call last):
  File "<test>", line 3, in <module>
    f(1)
TypeError: f() missing 1 required positional argument: 'b'
`},
		{"unpack", "a, b = [1, 2, 3]\n", `Traceback (most recent call last):
  File "<test>", line 1, in <module>
    a, b = [1, 2, 3]
    ^^^^
ValueError: too many values to unpack (expected 2)
`},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			r := run(t, tc.src, py.Limits{})
			if r.tb != tc.want {
				t.Errorf("got:\n%s\nwant:\n%s\n(err %v)", r.tb, tc.want, r.err)
			}
		})
	}
}

func TestLimitsAreNotCatchable(t *testing.T) {
	src := "while True:\n    try:\n        pass\n    except BaseException:\n        pass\n"
	r := run(t, src, py.Limits{MaxOps: 10_000})
	var le *py.LimitError
	if !errors.As(r.err, &le) || le.Kind != py.LimitOps {
		t.Fatalf("got %v, want an operation limit error", r.err)
	}
	src = "try:\n    while True:\n        pass\nexcept:\n    print('caught')\n"
	r = run(t, src, py.Limits{MaxOps: 10_000})
	if !errors.As(r.err, &le) || strings.Contains(r.out, "caught") {
		t.Fatalf("bare except caught a limit error: %v %q", r.err, r.out)
	}
}

func TestRecursionErrorIsCatchable(t *testing.T) {
	src := "def f():\n    return f()\ntry:\n    f()\nexcept RecursionError as e:\n    print('caught', e)\n"
	r := run(t, src, py.Limits{})
	if r.err != nil || r.out != "caught maximum recursion depth exceeded\n" {
		t.Fatalf("got %q, %v", r.out, r.err)
	}
}

func TestForbiddenBuiltin(t *testing.T) {
	r := run(t, "print('x')\neval('1')\n", py.Limits{})
	if !interp.IsPolicyError(r.err) || r.out != "x\n" {
		t.Fatalf("got %q, %v", r.out, r.err)
	}
	want := "Forbidden function evaluation: 'eval' is not among the explicitly allowed tools or defined/imported in the preceding code"
	if r.err.Error() != want {
		t.Errorf("message %q", r.err.Error())
	}
}

// TestAbandonedGeneratorsLeakNothing: generators left suspended when a run
// ends are unwound, so their goroutines end with the run.
func TestAbandonedGeneratorsLeakNothing(t *testing.T) {
	before := runtime.NumGoroutine()
	src := "def g():\n    while True:\n        yield 1\ngens = [g() for _ in range(50)]\nfor x in gens:\n    next(x)\n"
	r := run(t, src, py.Limits{})
	if r.err != nil {
		t.Fatal(r.err)
	}
	for i := 0; i < 100 && runtime.NumGoroutine() > before; i++ {
		time.Sleep(time.Millisecond)
	}
	if n := runtime.NumGoroutine(); n > before {
		t.Fatalf("%d goroutines after the run, %d before", n, before)
	}
}

func TestPolicyDisabledNodes(t *testing.T) {
	pol := policy.Default()
	pol.DisableNodes("Lambda", "While")
	for _, src := range []string{"f = lambda: 1\n", "while False:\n    pass\n"} {
		mod, err := parser.ParseFile("<test>", []byte(src))
		if err != nil {
			t.Fatal(err)
		}
		in := interp.New(interp.Config{Policy: pol})
		_, err = in.Compile("<test>", []byte(src), mod)
		if !errors.Is(err, policy.ErrNodeRefused) || !interp.IsPolicyError(err) {
			t.Errorf("%q: got %v, want a node refusal", src, err)
		}
	}
}

// compileRun compiles src in an interpreter made with cfg (plus the
// builtins) and runs it with RunResult.
func compileRun(t *testing.T, cfg interp.Config, src string, setup func(*interp.Interp)) (py.Value, string, error) {
	t.Helper()
	mod, err := parser.ParseFile("<test>", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	in := interp.New(cfg)
	builtins.Register(in)
	if setup != nil {
		setup(in)
	}
	prog, err := in.Compile("<test>", []byte(src), mod)
	if err != nil {
		return nil, "", err
	}
	var out bytes.Buffer
	th := py.NewThread(nil, py.Limits{}, &out)
	defer th.Close()
	v, err := prog.RunResult(th)
	return v, out.String(), err
}

// TestRunResult follows smolagents' rules for the value of a run.
func TestRunResult(t *testing.T) {
	tests := []struct{ src, want string }{
		{"1 + 2", "3"},
		{"x = 5", "5"},
		{"x = 5\nx += 2", "7"},
		{"a = 1\nb = None", "None"},
		{"for i in range(3):\n    i * 10", "20"},
		{"if True:\n    'yes'\nelse:\n    'no'", "'yes'"},
		{"print('hi')", "None"},
		{"x = 1\nwhile x < 3:\n    x += 1", "None"},
		{"y: int = 4", "4"},
		{"def f():\n    return 1\nf()", "1"},
	}
	for _, tc := range tests {
		v, _, err := compileRun(t, interp.Config{}, tc.src, nil)
		if err != nil {
			t.Errorf("%q: %v", tc.src, err)
			continue
		}
		got, err := py.Repr(nil, v)
		if err != nil || got != tc.want {
			t.Errorf("%q: result %s, want %s", tc.src, got, tc.want)
		}
	}
}

func TestProtectedNames(t *testing.T) {
	cfg := interp.Config{Protected: func(name string) bool { return name == "search" }}
	for _, src := range []string{"search = 1", "for search in []:\n    pass", "def search():\n    pass", "import math as search", "del search", "def f():\n    global search\n    search = 2"} {
		_, _, err := compileRun(t, cfg, src, nil)
		var pe *interp.ProtectedError
		if !errors.As(err, &pe) || !interp.IsPolicyError(err) {
			t.Errorf("%q: got %v, want a ProtectedError", src, err)
			continue
		}
		if want := "Cannot assign to name 'search': doing this would erase the existing tool!"; err.Error() != want {
			t.Errorf("message %q", err.Error())
		}
	}
	if _, _, err := compileRun(t, cfg, "def f():\n    search = 1\n    return search\nf()", nil); err != nil {
		t.Errorf("a local of the same name must be allowed: %v", err)
	}
}

// signal stands for an embedder's non-Python error (a final answer).
type signal struct{}

func (signal) Error() string { return "signal" }

// TestNonPythonErrorsSkipExceptButRunFinally: an error returned by a
// builtin that is not a Python exception is never caught, runs finally
// blocks, and comes out of the run unchanged.
func TestNonPythonErrorsSkipExceptButRunFinally(t *testing.T) {
	src := "try:\n    try:\n        stop()\n    except BaseException:\n        print('caught')\n    except:\n        print('bare')\n    finally:\n        print('finally')\nexcept:\n    print('outer')\nprint('after')\n"
	setup := func(in *interp.Interp) {
		in.SetBuiltin("stop", py.NewBuiltin("stop", func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			return nil, signal{}
		}))
	}
	_, out, err := compileRun(t, interp.Config{}, src, setup)
	var s signal
	if !errors.As(err, &s) {
		t.Fatalf("got %v, want the signal", err)
	}
	if out != "finally\n" {
		t.Errorf("output %q, want only the finally block", out)
	}
}

// TestTracebackOfEarlierSnippet: code compiled in an earlier snippet of
// the same interpreter keeps its own source for tracebacks, even when the
// snippets share a file name (an agent's successive steps).
func TestTracebackOfEarlierSnippet(t *testing.T) {
	in := interp.New(interp.Config{})
	builtins.Register(in)
	var out bytes.Buffer
	th := py.NewThread(nil, py.Limits{}, &out)
	defer th.Close()
	step := func(src string) error {
		mod, err := parser.ParseFile("<code>", []byte(src))
		if err != nil {
			t.Fatal(err)
		}
		prog, err := in.Compile("<code>", []byte(src), mod)
		if err != nil {
			t.Fatal(err)
		}
		return prog.Run(th)
	}
	if err := step("def f(x):\n    return 10 // x\n"); err != nil {
		t.Fatal(err)
	}
	err := step("y = 1\nf(0)\n")
	var exc *py.Exception
	if !errors.As(err, &exc) {
		t.Fatalf("got %v", err)
	}
	want := `Traceback (most recent call last):
  File "<code>", line 2, in <module>
    f(0)
  File "<code>", line 2, in f
    return 10 // x
           ~~~^^~~
ZeroDivisionError: integer division or modulo by zero
`
	if got := in.Traceback(th, exc); got != want {
		t.Errorf("got:\n%s\nwant:\n%s", got, want)
	}
}

// TestWhileCap: smolagents counts while-loop passes after each pass and
// fails once the count exceeds the cap, so the body runs cap+1 times.
func TestWhileCap(t *testing.T) {
	pol := policy.Default()
	pol.Limits.MaxWhileIterations = 3
	_, out, err := compileRun(t, interp.Config{Policy: pol}, "n = 0\nwhile True:\n    n += 1\n    print(n)\n", nil)
	var le *py.LimitError
	if !errors.As(err, &le) || out != "1\n2\n3\n4\n" {
		t.Fatalf("got %q, %v", out, err)
	}
	if want := "Maximum number of 3 iterations in While loop exceeded"; le.Msg != want {
		t.Errorf("message %q", le.Msg)
	}
}

// TestClassAnnotations: annotated names of a class body are recorded in
// its __annotations__ (mangled), as CPython does:
// P.__annotations__ == {'x': int, 'y': float, '_P__z': str}.
func TestClassAnnotations(t *testing.T) {
	src := "class P:\n    x: int\n    y: float = 1.5\n    __z: str = 'p'\n"
	in := interp.New(interp.Config{})
	builtins.Register(in)
	mod, err := parser.ParseFile("<test>", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	prog, err := in.Compile("<test>", []byte(src), mod)
	if err != nil {
		t.Fatal(err)
	}
	th := py.NewThread(nil, py.Limits{}, &bytes.Buffer{})
	defer th.Close()
	if err := prog.Run(th); err != nil {
		t.Fatal(err)
	}
	cls := in.Globals().Get("P").(*py.Type)
	ann, ok := cls.Dict.GetStr("__annotations__").(*py.Dict)
	if !ok {
		t.Fatal("no __annotations__ dict")
	}
	got, err := py.Repr(th, ann)
	if err != nil || got != "{'x': <class 'int'>, 'y': <class 'float'>, '_P__z': <class 'str'>}" {
		t.Errorf("__annotations__ = %s (%v)", got, err)
	}
}

func TestLastIsExpression(t *testing.T) {
	for src, want := range map[string]bool{"x = 1\nx": true, "x = 1": false, "def f():\n    pass": false, "print(1)": true, "": false} {
		mod, err := parser.ParseFile("<test>", []byte(src))
		if err != nil {
			t.Fatal(err)
		}
		prog, err := interp.New(interp.Config{}).Compile("<test>", []byte(src), mod)
		if err != nil {
			t.Fatal(err)
		}
		if prog.LastIsExpression() != want {
			t.Errorf("%q: LastIsExpression() = %v", src, !want)
		}
	}
}

// TestDeepNotCompilesLinearly guards against compiling a `not` operand
// twice (once as a value, once as a condition), which made a chain of n
// nots cost 2**n: 1300 of them, found by FuzzExec, never finished.
func TestDeepNotCompilesLinearly(t *testing.T) {
	src := "x = 0\nprint(" + strings.Repeat("not ", 1300) + "x)\n"
	done := make(chan result, 1)
	go func() { done <- run(t, src, py.Limits{}) }()
	select {
	case r := <-done:
		if r.err != nil || r.out != "False\n" {
			t.Fatalf("got %q, %v", r.out, r.err)
		}
	case <-time.After(20 * time.Second):
		t.Fatal("1300 nested nots did not compile and run within 20 s")
	}
}
