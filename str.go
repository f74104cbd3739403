package krait

import (
	"context"
	"io"

	"github.com/kraitpy/krait/policy"
	"github.com/kraitpy/krait/py"
)

// Str returns Python's str(v), computed under the Executor's limits and
// clock (a __str__ written in Python runs and is charged like any code).
// nil is None. It is how a host shows a value exactly as print() would,
// for example a final answer.
func (e *Executor) Str(ctx context.Context, v Value) (string, error) {
	if v == nil {
		v = py.None
	}
	if s, ok := v.(*py.Str); ok {
		return s.String(), nil
	}
	if ctx == nil {
		ctx = context.Background()
	}
	th := py.NewThread(ctx, threadLimits(e.policy.Limits), io.Discard)
	th.Clock = e.opts.Clock
	defer th.Close()
	return py.ToStr(th, v)
}

// threadLimits are the interpreter limits of a thread that runs under the
// policy's limits.
func threadLimits(lim policy.Limits) py.Limits {
	return py.Limits{
		MaxOps:       lim.MaxOps,
		MaxMemory:    lim.MaxMemoryBytes,
		MaxDepth:     lim.MaxRecursion,
		MaxDataDepth: lim.MaxDataDepth,
		MaxOutput:    hardOutputLimit,
		MaxTime:      lim.MaxDuration,
	}
}
