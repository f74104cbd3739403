package serve_test

import (
	"context"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kraitpy/krait/serve"
	"github.com/kraitpy/krait/serve/client"
)

// TestToolCalledFromResultRepr: the run's result is rendered inside the
// run, so a tool its __repr__ calls is an ordinary tool call of the run.
// Rendered after the run, the call had no run to pause: the result was
// an InternalError (a nil pointer), then a RuntimeError "called outside
// a run".
func TestToolCalledFromResultRepr(t *testing.T) {
	_, url := newServer(t, serve.Config{})
	_, sess := session(t, url, serve.SessionRequest{})
	ctx := context.Background()
	require.NoError(t, sess.SendTools(ctx, serve.ToolSpec{Name: "lookup"}))
	var calls []any
	h := client.RunHandler{ToolCall: func(ctx context.Context, c *client.ToolCall) (any, error) {
		calls = append(calls, c.Args...)
		return "looked up", nil
	}}
	res, err := sess.Run(ctx, "class P:\n    def __repr__(self):\n        return 'P(' + lookup('repr') + ')'\n    def __str__(self):\n        return lookup('str')\nP()", h)
	require.NoError(t, err)
	require.Nil(t, res.Error, "%+v", res.Error)
	assert.Equal(t, "P(looked up)", res.Repr)
	assert.Equal(t, "looked up", res.Str)
	assert.Equal(t, []any{"repr", "str"}, calls)
}
