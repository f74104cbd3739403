package security_test

import (
	"context"
	"errors"
	"fmt"
	"os"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/kraitpy/krait"
	"github.com/kraitpy/krait/policy"
)

// newSmall returns an executor with the suite's small limits.
func newSmall(t *testing.T, imports ...string) *krait.Executor {
	t.Helper()
	pol := policy.Default()
	pol.Limits = testLimits()
	ex, err := krait.New(krait.Options{Policy: pol, AuthorizedImports: imports})
	if err != nil {
		t.Fatal(err)
	}
	return ex
}

// mustRun runs code and returns its output, failing the test on an error.
func mustRun(t *testing.T, ex *krait.Executor, code string) string {
	t.Helper()
	out, err, p := runGuarded(context.Background(), ex, code)
	if p != "" {
		t.Fatalf("Go panic escaped Run: %s", p)
	}
	if err != nil {
		t.Fatalf("run %q: %v", code, err)
	}
	return out.Logs
}

// TestExecutorsShareNoGlobals: a variable, function or class defined by
// one executor is invisible to another.
func TestExecutorsShareNoGlobals(t *testing.T) {
	a, b := newSmall(t), newSmall(t)
	mustRun(t, a, "secret = 41\ndef f():\n    return 1\nclass C:\n    pass\n")
	for _, name := range []string{"secret", "f", "C"} {
		_, err := b.Run(context.Background(), name)
		var pe *krait.PythonError
		if !errors.As(err, &pe) || pe.Type != "NameError" || pe.Message != fmt.Sprintf("name '%s' is not defined", name) {
			t.Errorf("executor b sees %s of executor a: %v", name, err)
		}
	}
}

// TestExecutorsShareNoModules: changing an imported module (or a class
// inside it) in one executor does not change it in another — the shape of
// smolagents' shared host modules, where random.Random.x = 5 monkeypatches
// the host process (spec §4.5).
func TestExecutorsShareNoModules(t *testing.T) {
	a, b := newSmall(t), newSmall(t)
	mustRun(t, a, "import math\nmath.pi = 3\nmath.sqrt = len\n")
	if got := mustRun(t, b, "import math\nprint(math.pi, math.sqrt(16))"); got != "3.141592653589793 4.0\n" {
		t.Errorf("executor b sees a's changes to math: %q", got)
	}
	// A second import in a sees its own change (one module per executor).
	if got := mustRun(t, a, "import math\nprint(math.pi)"); got != "3\n" {
		t.Errorf("executor a lost its own module state: %q", got)
	}
	if !moduleAvailable("collections") || !moduleAvailable("random") {
		t.Fatal("modules collections and random are missing from krait")
	}
	{
		// collections' classes are shared by every executor, frozen: a
		// change is refused (CPython's error for its static types).
		got := mustRun(t, a, "import collections\ntry:\n    collections.Counter.most_common = None\nexcept TypeError as e:\n    print(e)\ncollections.evil = 1\n")
		if got != "cannot set 'most_common' attribute of immutable type 'Counter'\n" {
			t.Errorf("collections.Counter.most_common = None in executor a: %q", got)
		}
		got = mustRun(t, b, "import collections\nprint(collections.Counter('aab').most_common(1), hasattr(collections, 'evil'))")
		if got != "[('a', 2)] False\n" {
			t.Errorf("executor b sees a's changes to collections: %q", got)
		}
	}
	{
		mustRun(t, a, "import random\nrandom.Random.evil = 5\nrandom.shuffle = None\n")
		got := mustRun(t, b, "import random\nprint(hasattr(random.Random, 'evil'), random.shuffle is None)")
		if got != "False False\n" {
			t.Errorf("executor b sees a's changes to random: %q", got)
		}
	}
}

// TestExecutorsShareNoRandomState: seeding one executor's random module
// does not move the other's sequence.
func TestExecutorsShareNoRandomState(t *testing.T) {
	if !moduleAvailable("random") {
		t.Fatal("module random is missing from krait")
	}
	a, b := newSmall(t), newSmall(t)
	mustRun(t, a, "import random\nrandom.seed(7)")
	mustRun(t, b, "import random\nrandom.seed(7)")
	x := mustRun(t, a, "print(random.random())")
	y := mustRun(t, b, "print(random.random())")
	if x != y {
		t.Errorf("same seed, different first draws: a %q, b %q (shared random state?)", x, y)
	}
}

// TestBuiltinTypesNotMonkeypatchable: built-in types are shared by every
// executor in the process, so code must not be able to change them.
func TestBuiltinTypesNotMonkeypatchable(t *testing.T) {
	a, b := newSmall(t), newSmall(t)
	for _, code := range []string{"int.evil = 1", "str.join = None", "list.append = print", "setattr(dict, 'get', None)", "object.x = 1", "type.x = 1"} {
		_, err := a.Run(context.Background(), code)
		var pe *krait.PythonError
		if !errors.As(err, &pe) || pe.Type != "TypeError" {
			t.Errorf("%s: want TypeError (immutable type), got %v", code, err)
		}
	}
	if got := mustRun(t, b, "print(','.join(['a', 'b']), {1: 2}.get(1), hasattr(int, 'evil'))"); got != "a,b 2 False\n" {
		t.Errorf("executor b sees changes to built-in types: %q", got)
	}
}

// TestParallelExecutors runs attacks and ordinary code in several
// executors at once (meant for -race): limits and state stay per executor.
func TestParallelExecutors(t *testing.T) {
	var wg sync.WaitGroup
	errs := make(chan string, 16)
	for i := 0; i < 4; i++ {
		i := i
		ex := newSmall(t)
		wg.Add(1)
		go func() {
			defer wg.Done()
			if _, err := ex.Run(context.Background(), fmt.Sprintf("n = %d\nfor _ in range(1000):\n    n += 1\n", i)); err != nil {
				errs <- err.Error()
				return
			}
			if _, err := ex.Run(context.Background(), "'x' * 10 ** 12"); !errors.Is(err, krait.ErrMemoryLimit) {
				errs <- fmt.Sprintf("executor %d: want memory limit, got %v", i, err)
			}
			if _, err := ex.Run(context.Background(), "while True:\n    pass"); !errors.Is(err, krait.ErrOpLimit) {
				errs <- fmt.Sprintf("executor %d: want op limit, got %v", i, err)
			}
			out, err := ex.Run(context.Background(), "print(n)")
			if err != nil || out.Logs != fmt.Sprintf("%d\n", 1000+i) {
				errs <- fmt.Sprintf("executor %d: state after limits: %q %v", i, out.Logs, err)
			}
		}()
	}
	wg.Wait()
	close(errs)
	for e := range errs {
		t.Error(e)
	}
}

// TestCancellation: a run cancelled through its context stops within a
// bounded time, whatever it is doing, with krait.ErrCancelled.
func TestCancellation(t *testing.T) {
	cases := []struct{ name, code, requires, hole string }{
		{"while_true", "while True:\n    pass", "", ""},
		{"recursion_loop", "def f(n):\n    try:\n        return f(n + 1)\n    except RecursionError:\n        return f(0)\nf(0)", "", ""},
		{"native_sum", "sum(range(10 ** 15))", "", ""},
		{"native_count", "import itertools\nfor _ in itertools.count():\n    pass", "itertools", ""},
		{"sleep", "import time\ntime.sleep(30)", "time", ""},
		{"except_loop", "while True:\n    try:\n        while True:\n            pass\n    except BaseException:\n        pass", "", ""},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			if c.hole != "" && os.Getenv("KRAIT_SECURITY_HOLES") == "" {
				t.Skip("known hole: " + c.hole)
			}
			if c.requires != "" && !moduleAvailable(c.requires) {
				t.Fatalf("module %s is missing from krait", c.requires)
			}
			pol := policy.Default()
			pol.Limits.MaxOps = 1e15
			pol.Limits.MaxWhileIterations = 0
			pol.Limits.MaxDuration = time.Minute
			ex, err := krait.New(krait.Options{Policy: pol})
			if err != nil {
				t.Fatal(err)
			}
			ctx, cancel := context.WithCancel(context.Background())
			done := make(chan error, 1)
			go func() {
				_, err, p := runGuarded(ctx, ex, c.code)
				if p != "" {
					err = errors.New("Go panic: " + p)
				}
				done <- err
			}()
			time.Sleep(100 * time.Millisecond)
			start := time.Now()
			cancel()
			select {
			case err := <-done:
				if !errors.Is(err, krait.ErrCancelled) {
					t.Errorf("want krait.ErrCancelled, got %T: %v", err, err)
				}
				if d := time.Since(start); d > 2*time.Second {
					t.Errorf("stopped %v after the cancellation", d)
				}
			case <-time.After(15 * time.Second):
				t.Fatal("run did not stop within 15 s of its cancellation")
			}
		})
	}
}

// TestCancelledBeforeRun: an already-cancelled context runs nothing.
func TestCancelledBeforeRun(t *testing.T) {
	ex := newSmall(t)
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	out, err := ex.Run(ctx, "while True:\n    print('x')")
	if !errors.Is(err, krait.ErrCancelled) {
		t.Errorf("want krait.ErrCancelled, got %T: %v (logs %d bytes)", err, err, len(out.Logs))
	}
}

// TestBuiltinTypeNamespacesNotShared: built-in types are shared by every
// executor in the process, so no path may hand code their real
// namespaces. A match class pattern reading __dict__ did (fixed hole);
// under the dunder table __dict__ is readable, as a read-only copy.
func TestBuiltinTypeNamespacesNotShared(t *testing.T) {
	a, b := newSmall(t), newSmall(t)
	_, err := a.Run(context.Background(), "match str:\n    case object(__dict__=d):\n        d['evil'] = 1\n        d['upper'] = lambda self: 'pwned'\n")
	var pe *krait.PythonError
	if !errors.As(err, &pe) || !strings.Contains(err.Error(), "'mappingproxy' object does not support item assignment") {
		t.Errorf("want the mappingproxy TypeError, got %v", err)
	}
	if got := mustRun(t, b, "print(hasattr(str, 'evil'), 'a'.upper())"); got != "False A\n" {
		t.Errorf("executor b sees a's change to str: %q", got)
	}
}

// TestModuleClassesNotShared: classes and objects that stdlib modules
// define (string.Template, json.JSONEncoder, collections classes, re
// patterns from a compile cache, ...) are per executor or immutable: a
// change in one executor never shows in another.
func TestModuleClassesNotShared(t *testing.T) {
	cases := []struct{ module, mutate, check, want string }{
		{"string", "string.Template.delimiter = '#'", "print(string.Template('$a').substitute(a=1))", "1\n"},
		{"string", "string.ascii_letters = 'x'", "print(string.ascii_letters[:3])", "abc\n"},
		{"json", "json.JSONEncoder.evil = 1", "print(hasattr(json.JSONEncoder, 'evil'))", "False\n"},
		{"json", "json.dumps = None", "print(json.dumps([1]))", "[1]\n"},
		{"collections", "collections.OrderedDict.evil = 1", "print(hasattr(collections.OrderedDict, 'evil'))", "False\n"},
		{"collections", "collections.deque.evil = 1", "print(hasattr(collections.deque, 'evil'))", "False\n"},
		{"re", "p = re.compile('abc')\np.evil = 1", "print(hasattr(re.compile('abc'), 'evil'))", "False\n"},
		{"re", "re.Pattern.evil = 1", "print(hasattr(re.Pattern, 'evil'))", "False\n"},
		{"functools", "functools.partial.evil = 1", "print(hasattr(functools.partial, 'evil'))", "False\n"},
		{"itertools", "itertools.count.evil = 1", "print(hasattr(itertools.count, 'evil'))", "False\n"},
		{"random", "random.Random.random = lambda self: 5", "print(random.Random(1).random() != 5)", "True\n"},
	}
	for _, c := range cases {
		t.Run(c.module+"/"+c.mutate, func(t *testing.T) {
			if !moduleAvailable(c.module) {
				t.Fatalf("module %s is missing from krait", c.module)
			}
			a, b := newSmall(t, c.module), newSmall(t, c.module)
			// The mutation may be refused (TypeError for an immutable
			// type); either way b must not see it.
			a.Run(context.Background(), "import "+c.module+"\n"+c.mutate)
			if got := mustRun(t, b, "import "+c.module+"\n"+c.check); got != c.want {
				t.Errorf("after %q in executor a, executor b prints %q, want %q", c.mutate, got, c.want)
			}
		})
	}
}

// TestReadableDundersDoNotCrossExecutors: every name the dunder table
// makes readable is tried as a channel from one executor to another: the
// first mutates what it reaches (errors are expected and ignored), the
// second must see nothing of it.
func TestReadableDundersDoNotCrossExecutors(t *testing.T) {
	attacks := []string{
		"type(1).__mro__[1].__init_subclass__ = None",
		"int.__dict__['evil'] = 1",
		"vars(str)['upper'] = None",
		"object.__setattr__(int, 'evil', 1)",
		"type.__setattr__(str, 'evil', 1)",
		"len.__dict__['evil'] = 1",
		"len.__self__.evil = 1",
		"print.__module__ = 'x'",
		"int.__name__ = 'x'",
		"int.__doc__ = 'x'",
		"(1).__class__.evil = 1",
		"ValueError.__bases__[0].evil = 1",
		"import math\nmath.__dict__['pi'] = 3",
		"import math\nvars(math)['evil'] = 1",
		"import functools\nfunctools.wraps.__self__",
		"e = ValueError()\ne.__class__.__notes__ = []",
		"[].append.__self__.__class__.evil = 1",
		"int.__add__.__self__",
		"dict.__dict__['get'].__dict__",
	}
	check := "import math\nprint(hasattr(int, 'evil'), hasattr(str, 'evil'), hasattr(object, 'evil'), hasattr(ValueError, 'evil'), 'a'.upper(), math.pi, int.__name__, int.__doc__ is None, hasattr(list, 'evil'), hasattr(ValueError, '__notes__'))"
	want := "False False False False A 3.141592653589793 int True False False\n"
	for _, src := range attacks {
		a, b := newSmall(t), newSmall(t)
		a.Run(context.Background(), src)
		if got := mustRun(t, b, check); got != want {
			t.Errorf("after %q in another executor: %q, want %q", src, got, want)
		}
		if got := mustRun(t, a, check); got != want {
			t.Errorf("after %q in the same executor: %q, want %q", src, got, want)
		}
	}
}
