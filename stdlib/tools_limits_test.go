package stdlib_test

import (
	"errors"
	"testing"
	"time"

	"github.com/kraitpy/krait/py"
)

// Infinite iterators and unbounded work must end with a limit error, not
// hang or exhaust the host; deep data must end with RecursionError, not a
// Go stack overflow.
func TestToolModuleLimits(t *testing.T) {
	small := py.Limits{MaxOps: 200_000, MaxMemory: 8 << 20, MaxTime: 10 * time.Second}
	limitCases := []struct {
		name, src string
	}{
		{"count consumed by list", "import itertools\nlist(itertools.count())\n"},
		{"repeat in a for loop", "import itertools\nfor x in itertools.repeat(1):\n    pass\n"},
		{"cycle summed", "import itertools\nsum(itertools.cycle([1, 2]))\n"},
		{"chain of infinite", "import itertools\nlist(itertools.chain(itertools.count(), [1]))\n"},
		{"product huge", "import itertools\nlist(itertools.product(range(100), repeat=5))\n"},
		{"permutations huge", "import itertools\nfor p in itertools.permutations(range(12)):\n    pass\n"},
		{"accumulate infinite", "import itertools\nfor x in itertools.accumulate(itertools.repeat(1)):\n    pass\n"},
		{"tee buffering", "import itertools\na, b = itertools.tee(itertools.count())\nfor x in a:\n    pass\n"},
		{"deque extend infinite", "import collections, itertools\ncollections.deque(itertools.count())\n"},
		{"Counter of infinite", "import collections, itertools\ncollections.Counter(itertools.count())\n"},
		{"json dumps huge", "import json\njson.dumps([list(range(1000))] * 10000)\n"},
		{"deque repeat", "import collections\ncollections.deque([1, 2]) * (10 ** 9)\n"},
		{"textwrap huge", "import textwrap\ntextwrap.wrap('ab ' * 10 ** 6, 5)\n"},
		{"pformat huge", "import pprint\npprint.pformat([list(range(100))] * 10000)\n"},
	}
	for _, tc := range limitCases {
		t.Run(tc.name, func(t *testing.T) {
			_, _, err := runLimited(t, "<limits>", []byte(tc.src), small)
			var le *py.LimitError
			if !errors.As(err, &le) {
				t.Errorf("got %v, want a limit error", err)
			}
		})
	}
	deep := py.Limits{MaxOps: 50_000_000, MaxDataDepth: 200}
	recursionCases := []struct {
		name, src string
	}{
		{"json loads", "import json\njson.loads('[' * 100000 + ']' * 100000)\n"},
		{"json dumps", "import json\nx = []\nfor _ in range(100000):\n    x = [x]\njson.dumps(x)\n"},
		{"json dumps indent", "import json\nx = {}\nfor _ in range(100000):\n    x = {'k': x}\njson.dumps(x, indent=1)\n"},
		{"deepcopy", "import copy\nx = []\nfor _ in range(100000):\n    x = [x]\ncopy.deepcopy(x)\n"},
		{"pformat", "import pprint\nx = []\nfor _ in range(100000):\n    x = [x]\npprint.pformat(x)\n"},
		{"pprint narrow", "import pprint\nx = []\nfor _ in range(100000):\n    x = [x, 1]\npprint.pformat(x, width=1)\n"},
		{"deque repr", "import collections\nx = collections.deque()\nfor _ in range(100000):\n    x = collections.deque([x])\nrepr(x)\n"},
		{"namedtuple repr", "import collections\nP = collections.namedtuple('P', 'a')\nx = None\nfor _ in range(100000):\n    x = P(x)\nrepr(x)\n"},
	}
	for _, tc := range recursionCases {
		t.Run(tc.name, func(t *testing.T) {
			_, last, err := runLimited(t, "<deep>", []byte(tc.src), deep)
			var exc *py.Exception
			if !errors.As(err, &exc) || !exc.Matches(py.RecursionErrorType) {
				t.Errorf("got %v (%s), want RecursionError", err, last)
			}
		})
	}
}

// Each interpreter gets its own module objects over shared, frozen
// classes: a change made by one program is invisible to another.
func TestToolModulesAreIsolated(t *testing.T) {
	src := []byte("import collections, functools\ncollections.Counter = None\ntry:\n    collections.deque.extra = 1\nexcept TypeError as e:\n    print(e)\nprint(collections.Counter)\n")
	out1, _ := runProgram(t, "<a>", src)
	out2, _ := runProgram(t, "<b>", []byte("import collections\nprint(collections.Counter, hasattr(collections.deque, 'extra'))\n"))
	if out1 != "cannot set 'extra' attribute of immutable type 'collections.deque'\nNone\n" || out2 != "<class 'collections.Counter'> False\n" {
		t.Errorf("first run %q, second %q: module state leaked between interpreters", out1, out2)
	}
}

// Linear work must stay within a modest budget: long inputs to the
// regular-expression based modules cost per character, not per
// character squared.
func TestToolModulesLinearCost(t *testing.T) {
	budget := py.Limits{MaxOps: 5_000_000}
	for _, src := range []string{
		"import textwrap\nprint(len(textwrap.wrap('lorem ipsum dolor ' * 20000, 60)))\n",
		"import textwrap\nprint(len(textwrap.fill('a-b-c ' * 20000, 30, break_on_hyphens=False)))\n",
		"import string\nprint(len(string.Template('$a ' * 20000).substitute(a=1)))\n",
		"import json\nprint(len(json.loads(json.dumps(list(range(100000))))))\n",
	} {
		out, last, err := runLimited(t, "<linear>", []byte(src), budget)
		if err != nil || out == "" {
			t.Errorf("%q: %v (%s)", src, err, last)
		}
	}
}
