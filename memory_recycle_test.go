package krait_test

import (
	"context"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/kraitpy/krait"
	"github.com/kraitpy/krait/policy"
)

// numpy reuses the buffer of a result that an exact memory walk did not
// reach (stdlib/numpy/recycle.go). Each program below keeps the result
// of iteration 7 somewhere only that place reaches, while the loop makes
// new results of the same size (whose buffers would be the recycled
// one), then checks the kept values. A buffer recycled while reachable
// is overwritten by a later result and the check prints False.
var recycleHolders = []struct{ name, keep, check string }{
	{"name", "kept = r", "kept"},
	{"view", "kept = r[10:]", "kept"},
	{"view_of_view", "kept = r[::2][1:]", "kept"},
	{"reshaped", "kept = r.reshape(100, -1)", "kept.ravel()"},
	{"transposed", "kept = r.reshape(100, -1).T", "kept.T.ravel()"},
	{"list", "held = [r]", "held[0]"},
	{"dict", "held = {'x': r}", "held['x']"},
	{"nested_tuple", "held = [(1, (r,))]", "held[0][1][0]"},
	{"attribute", "class O: pass\nheld = O()\nheld.x = r", "held.x"},
	{"class_attribute", "class C: pass\nC.x = r", "C.x"},
	{"closure", "def mk(x):\n    return lambda: x\nheld = mk(r)", "held()"},
	{"default_arg", "def mk(x):\n    def h(y=x):\n        return y\n    return h\nheld = mk(r)", "held()"},
	{"generator_frame", "def gen(x):\n    yield 1\n    yield x\nheld = gen(r)\nnext(held)", "next(held)"},
	{"generator_view", "def gen(x):\n    v = x[::1]\n    yield 1\n    yield v\nheld = gen(r)\nnext(held)", "next(held)"},
	// Coroutine generators (a yield inside an except clause or a finally
	// block) paused where the statements around the yield hold the kept
	// array and no variable does (take empties the box it came in): a
	// finally block's pending exception or return value, a for loop's
	// iterator, a with statement's manager, an except clause's exception.
	// The walk is exact for them only when it sees the generator's roots.
	{"coroutine_pending_exception", "def take(box):\n    v = box[0]\n    box[0] = None\n    return v\ndef gen(box):\n    try:\n        raise ValueError(take(box))\n    finally:\n        yield 1\ndef grab(g):\n    try:\n        next(g)\n    except ValueError as e:\n        return e.args[0]\nheld = gen([r])\nnext(held)", "grab(held)"},
	{"coroutine_pending_return", "def take(box):\n    v = box[0]\n    box[0] = None\n    return v\ndef gen(box):\n    try:\n        return take(box)\n    finally:\n        yield 1\ndef grab(g):\n    try:\n        next(g)\n    except StopIteration as e:\n        return e.value\nheld = gen([r])\nnext(held)", "grab(held)"},
	{"coroutine_for_iterator", "def take(box):\n    v = box[0]\n    box[0] = None\n    return v\ndef gen(box):\n    for k in take(box):\n        try:\n            raise KeyError\n        except KeyError:\n            yield k\nheld = gen([[0, r]])\nnext(held)", "next(held)"},
	{"coroutine_with_manager", "def take(box):\n    v = box[0]\n    box[0] = None\n    return v\nclass CM:\n    def __init__(self, v): self.v = v\n    def __enter__(self): return None\n    def __exit__(self, *a):\n        CM.out = self.v\n        return False\ndef gen(box):\n    with take(box):\n        try:\n            raise KeyError\n        except KeyError:\n            yield 1\n    yield 2\nheld = gen([CM(r)])\nnext(held)", "(next(held), CM.out)[1]"},
	{"coroutine_except_clause", "def take(box):\n    v = box[0]\n    box[0] = None\n    return v\ndef gen(box):\n    try:\n        raise ValueError(take(box))\n    except ValueError:\n        yield 1\n        raise\ndef grab(g):\n    try:\n        next(g)\n    except ValueError as e:\n        return e.args[0]\nheld = gen([r])\nnext(held)", "grab(held)"},
	{"exception", "held = ValueError(r)", "held.args[0]"},
	{"iterator", "held = iter(r)", "np.array(list(held))"},
	{"flat", "held = r.flat", "np.array(list(held))"},
	{"vectorize", "held = np.vectorize(lambda z, h=r: float(h.sum()))", "held(0)"},
	{"module_attribute", "np.kept_by_test = r", "np.kept_by_test"},
	// Namespaces the walks before iteration 7 read through their memo
	// (py.WalkMemo): a store must be seen by the next walk.
	{"module_built_class_attribute", "np.ndarray.kept_by_test = r", "np.ndarray.kept_by_test"},
	{"module_function_replaced", "np.kept_by_test = (lambda h: (lambda: h))(r)", "np.kept_by_test()"},
	// Past a million objects the walk stops: it is inexact, and
	// recycles nothing.
	{"past_the_walks_limit", "held = [str(j) for j in range(1_100_000)]\nheld.append(r)", "held[-1]"},
	{"printoptions", "np.set_printoptions(formatter={'float': lambda v, h=r: str(float(h.sum()))})",
		"np.array([float(repr(np.array([1.5])).split('[')[1].split(']')[0])])"},
}

// recycleProgram builds the program for one holder: n-element results
// (large enough for numpy's pool), 60 iterations, the kept one at 7.
func recycleProgram(keep, check string) string {
	var b strings.Builder
	b.WriteString("import numpy as np\na = np.arange(100_000, dtype=float)\n")
	b.WriteString("for i in range(60):\n    r = a + i\n    if i == 7:\n")
	for _, line := range strings.Split(keep, "\n") {
		b.WriteString("        " + line + "\n")
	}
	b.WriteString("    r = r * 2.0\n")
	b.WriteString("got = " + check + "\n")
	return b.String()
}

func recycleExecutor(t *testing.T, tools ...krait.Tool) *krait.Executor {
	t.Helper()
	pol := policy.Default()
	pol.Limits.MaxOps = 1 << 34
	var out strings.Builder
	e, err := krait.New(krait.Options{Policy: pol, AuthorizedImports: []string{"numpy"}, Stdout: &out})
	require.NoError(t, err)
	if len(tools) > 0 {
		require.NoError(t, e.SendTools(tools...))
	}
	t.Cleanup(func() { e.Close() })
	return e
}

func TestRecycledBuffersAreUnreachable(t *testing.T) {
	for _, h := range recycleHolders {
		t.Run(h.name, func(t *testing.T) {
			e := recycleExecutor(t)
			src := recycleProgram(h.keep, h.check)
			if h.name == "printoptions" || h.name == "vectorize" {
				// The function returns (the formatter prints) the kept
				// array's sum.
				src += "got = bool(np.ravel(got)[0] == (a + 7).sum())\n"
			} else {
				src += "got = got.shape == (a + 7).shape and bool((got == (a + 7)).all()) if hasattr(got, 'shape') else got\n"
				if strings.HasPrefix(h.name, "view") || h.name == "reshaped" || h.name == "transposed" {
					src = strings.Replace(src, "(a + 7).shape and bool((got == (a + 7)).all())", "got.shape and bool((got == (a + 7)"+viewIndex(h.name)+").all())", 1)
				}
			}
			src += "got\n"
			out, err := e.Run(context.Background(), src)
			require.NoError(t, err)
			require.Equal(t, true, out.Value, "kept values changed:\n%s", src)
		})
	}
}

// viewIndex is the index that makes a+7 what the view holder keeps.
func viewIndex(name string) string {
	switch name {
	case "view":
		return "[10:]"
	case "view_of_view":
		return "[::2][1:]"
	}
	return ""
}

// A result handed to a tool, or returned to the host, stays the host's:
// later runs and iterations never reuse its buffer.
func TestRecycleSparesValuesGivenToTheHost(t *testing.T) {
	var stashed krait.Value
	stash := krait.RawTool("stash", "keeps its argument", func(_ context.Context, args []krait.Value, _ []krait.Kwarg) (krait.Value, error) {
		stashed = args[0]
		return nil, nil
	})
	e := recycleExecutor(t, stash)
	src := recycleProgram("stash(r)", "0")
	_, err := e.Run(context.Background(), src)
	require.NoError(t, err)
	out, err := e.Run(context.Background(), "r = a + 7\nr")
	require.NoError(t, err)
	returned := out.PyValue
	_, err = e.Run(context.Background(), "del r\nfor i in range(60):\n    s = a + i\n    s = s * 3.0\n")
	require.NoError(t, err)
	require.NoError(t, e.SendVariables(map[string]any{"stashed": stashed, "returned": returned}))
	out, err = e.Run(context.Background(), "bool((stashed == a + 7).all()), bool((returned == a + 7).all())")
	require.NoError(t, err)
	require.Equal(t, krait.Tuple{true, true}, out.Value)
}

// A long expression over large arrays holds two results at a time: 5×10^6
// floats (40 MB, more than the pool keeps under the default 256 MiB
// budget) through six operators fit that budget, where charging every
// operator's result (320 MB with a) would not, and no walk runs inside
// the statement to forgive it once numpy's walks are exact.
func TestLongExpressionChargesPooledBuffersOnce(t *testing.T) {
	e := recycleExecutor(t)
	out, err := e.Run(context.Background(), "import numpy as np\na = np.arange(5_000_000, dtype=float)\nr = (((((a * 2.0) + 1.0) * 3.0) + 4.0) * 5.0) - 6.0\nfloat(r[1])")
	require.NoError(t, err)
	require.Equal(t, 59.0, out.Value)
}

// A boolean-mask selection's result is recycled as an operator's is:
// the kept one keeps its values while later selections of its size churn.
func TestRecycledMaskResultsAreUnreachable(t *testing.T) {
	e := recycleExecutor(t)
	src := "import numpy as np\na = np.arange(100_000, dtype=float)\nfor i in range(60):\n    r = (a + i)[a > -1]\n    if i == 7:\n        kept = r\n    r = r[a >= 0]\nbool((kept == a + 7).all())"
	out, err := e.Run(context.Background(), src)
	require.NoError(t, err)
	require.Equal(t, true, out.Value)
}
