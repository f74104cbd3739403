package krait

import (
	"context"

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
	var s string
	err := e.render(ctx, func(th *py.Thread) (err error) {
		s, err = py.ToStr(th, v)
		return err
	})
	return s, err
}
