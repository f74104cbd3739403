package krait

import (
	"context"
	"encoding/json"
	"io"
	"math"
	"math/big"
	"reflect"
	"strconv"

	"github.com/kraitpy/krait/py"
)

// threadLimits are the py limits of one run (or one rendering) under the
// executor's policy and options.
func (e *Executor) threadLimits() py.Limits {
	lim := e.policy.Limits
	return py.Limits{
		MaxOps:       lim.MaxOps,
		MaxMemory:    lim.MaxMemoryBytes,
		MaxDepth:     lim.MaxRecursion,
		MaxDataDepth: lim.MaxDataDepth,
		MaxOutput:    e.opts.MaxOutput,
		MaxTime:      lim.MaxDuration,
	}
}

// render runs f on a fresh thread under the executor's limits: rendering
// a value may run the code's own __repr__ or __str__, which must be
// bounded like any run.
func (e *Executor) render(ctx context.Context, f func(th *py.Thread) error) error {
	if err := e.acquire(); err != nil {
		return err
	}
	defer e.release()
	if ctx == nil {
		ctx = context.Background()
	}
	th := py.NewThread(ctx, e.threadLimits(), io.Discard)
	th.Clock = e.opts.Clock
	defer th.Close()
	err := e.contain("rendering a value", func() error { return f(th) })
	if err != nil {
		// An exception raised by the value's own __repr__ or __str__ is a
		// *PythonError like one raised by a run, with its traceback.
		err = e.classify(ctx, err, th, nil, nil)
	}
	return err
}

// Repr returns Python's repr(v), computed under the executor's limits
// (the REPL echoes values with it).
func (e *Executor) Repr(ctx context.Context, v Value) (string, error) {
	var s string
	err := e.render(ctx, func(th *py.Thread) (err error) {
		s, err = py.Repr(th, v)
		return err
	})
	return s, err
}

// JSON returns v as JSONValue(ToGo(v)) would, with the reprs of Python
// objects computed under the executor's limits: the form `krait run
// --json` prints.
func (e *Executor) JSON(ctx context.Context, v Value) (any, error) {
	var out any
	err := e.render(ctx, func(th *py.Thread) error {
		g := ToGo(v)
		if !(&jsonBudget{n: maxJSONNodes}).fits(g, 0) {
			s, err := py.Repr(th, v)
			out = s
			return err
		}
		c := &goToPy{e: e, th: th}
		var rerr error
		out = jsonData(g, &jsonBudget{n: maxJSONNodes}, func(x any) string {
			s, err := reprOf(c, x)
			if err != nil && rerr == nil {
				rerr = err
			}
			return s
		}, 0)
		return rerr
	})
	return out, err
}

// GoRepr returns Python's repr of a Go value converted by the package's
// table (ToGo's results convert back to what they came from), computed
// under default limits without an executor. A value that cannot be shown
// (a Python object whose __repr__ fails) is "<unrepresentable TYPE>".
func GoRepr(v any) string {
	c := &goToPy{}
	defer c.close()
	s, err := reprOf(c, v)
	if err != nil {
		return "<unrepresentable " + reflect.TypeOf(v).String() + ">"
	}
	return s
}

// reprOf converts v with c and returns its repr.
func reprOf(c *goToPy, v any) (string, error) {
	pv, err := c.convert(reflect.ValueOf(v), "", 0)
	if err != nil {
		return "", err
	}
	return py.Repr(c.thread(), pv)
}

// JSONValue returns v, a Go value of ToGo's family, as data encoding/json
// writes without losing what it holds: nil, bool, string, integers of any
// size and finite floats (an integral float as a json.Number ending in
// ".0", so it reads back as a float) as themselves, []any and Tuple as
// arrays, map[string]any as objects (nested up to 32 levels), and
// anything else (sets, dicts with other keys, bytes, complex numbers,
// NaN, infinities, times, Python objects) as its Python repr (GoRepr).
func JSONValue(v any) any {
	return jsonTop(v, GoRepr)
}

// jsonTop converts v with jsonData, or to its repr (which the limits
// bound) when its arrays and objects, counted as often as they appear,
// are more than maxJSONNodes.
func jsonTop(v any, repr func(any) string) any {
	b := &jsonBudget{n: maxJSONNodes}
	if !b.fits(v, 0) {
		return repr(v)
	}
	return jsonData(v, &jsonBudget{n: maxJSONNodes}, repr, 0)
}

// fits counts v's arrays and objects against the budget.
func (b *jsonBudget) fits(v any, depth int) bool {
	if depth >= maxJSONDepth {
		return true
	}
	var items []any
	switch x := v.(type) {
	case []any:
		items = x
	case Tuple:
		items = x
	case map[string]any:
		b.n--
		for _, e := range x {
			if !b.fits(e, depth+1) {
				return false
			}
		}
		return b.n >= 0
	default:
		return true
	}
	b.n--
	if b.n < 0 {
		return false
	}
	for _, e := range items {
		if !b.fits(e, depth+1) {
			return false
		}
	}
	return true
}

// maxJSONDepth bounds the nesting JSON keeps as arrays and objects; deeper
// values become their repr.
const maxJSONDepth = 32

// maxJSONNodes bounds the arrays and objects one conversion writes out: a
// larger value is written as its repr, which is charged to the limits (a
// value built as x = [x, x] twenty times over would otherwise expand to
// millions of arrays outside every limit).
const maxJSONNodes = 1 << 16

// jsonBudget counts the arrays and objects left to write.
type jsonBudget struct{ n int }

func jsonData(v any, b *jsonBudget, repr func(any) string, depth int) any {
	switch x := v.(type) {
	case nil, bool, string, int, int8, int16, int32, int64, uint, uint8, uint16, uint32, uint64, *big.Int:
		return x
	case float64:
		if math.IsNaN(x) || math.IsInf(x, 0) {
			return repr(x)
		}
		if x == math.Trunc(x) && math.Abs(x) < 1e21 {
			// encoding/json would write 1.0 as 1, which reads back as an int.
			return json.Number(strconv.FormatFloat(x, 'f', -1, 64) + ".0")
		}
		return x
	}
	if depth < maxJSONDepth && b.n > 0 {
		b.n--
		switch x := v.(type) {
		case []any:
			return jsonItems(x, b, repr, depth)
		case Tuple:
			return jsonItems(x, b, repr, depth)
		case map[string]any:
			out := make(map[string]any, len(x))
			for k, e := range x {
				out[k] = jsonData(e, b, repr, depth+1)
			}
			return out
		}
	}
	return repr(v)
}

func jsonItems(items []any, b *jsonBudget, repr func(any) string, depth int) []any {
	out := make([]any, len(items))
	for i, it := range items {
		out[i] = jsonData(it, b, repr, depth+1)
	}
	return out
}
