package krait

import (
	"context"
	"io"
	"math"

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
	return f(th)
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

// maxJSONDepth bounds the nesting JSON keeps as arrays and objects; deeper
// values become their repr.
const maxJSONDepth = 32

// JSON returns v as data for encoding/json, the form `krait run --json`
// prints: None, bool, int within int64, finite float and str as
// themselves, list and tuple as arrays, dict with only str keys as
// objects (nested up to 32 levels), and any other value as its repr
// (computed under the executor's limits).
func (e *Executor) JSON(ctx context.Context, v Value) (any, error) {
	var out any
	err := e.render(ctx, func(th *py.Thread) (err error) {
		out, err = jsonValue(th, v, 0)
		return err
	})
	return out, err
}

func jsonValue(th *py.Thread, v py.Value, depth int) (any, error) {
	switch x := v.(type) {
	case py.NoneType:
		return nil, nil
	case py.Bool:
		return bool(x), nil
	case py.Int:
		return int64(x), nil
	case py.Float:
		if f := float64(x); !math.IsInf(f, 0) && !math.IsNaN(f) {
			return f, nil
		}
	case *py.Str:
		return x.String(), nil
	}
	if depth < maxJSONDepth {
		switch x := v.(type) {
		case *py.List:
			return jsonItems(th, x.Items(), depth)
		case *py.Tuple:
			return jsonItems(th, x.Items(), depth)
		case *py.Dict:
			items := x.Items()
			obj := make(map[string]any, len(items))
			for _, kv := range items {
				k, ok := kv[0].(*py.Str)
				if !ok {
					return py.Repr(th, v)
				}
				jv, err := jsonValue(th, kv[1], depth+1)
				if err != nil {
					return nil, err
				}
				obj[k.String()] = jv
			}
			return obj, nil
		}
	}
	return py.Repr(th, v)
}

func jsonItems(th *py.Thread, items []py.Value, depth int) (any, error) {
	out := make([]any, len(items))
	for i, it := range items {
		jv, err := jsonValue(th, it, depth+1)
		if err != nil {
			return nil, err
		}
		out[i] = jv
	}
	return out, nil
}
