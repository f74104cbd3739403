package serve_test

import (
	"context"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kraitpy/krait/serve"
	"github.com/kraitpy/krait/serve/client"
)

// TestSessionMemoryBoundAcrossRuns: a session's memory budget bounds
// what the session holds, not what one run adds. Runs that each keep
// 3 MiB end with a MemoryLimitError once the session holds its 16 MiB,
// saying why; the session is not bricked (it frees and allocates again),
// and another session of the same server keeps its whole budget.
func TestSessionMemoryBoundAcrossRuns(t *testing.T) {
	const budget = 16 << 20
	_, url := newServer(t, serve.Config{})
	req := serve.SessionRequest{Limits: &serve.Limits{MaxMemory: ptr(int64(budget))}}
	_, full := session(t, url, req)
	_, quiet := session(t, url, req)
	ctx := context.Background()
	run := func(s *client.Session, code string) *client.Result {
		t.Helper()
		res, err := s.Run(ctx, code, client.RunHandler{})
		require.NoError(t, err)
		return res
	}

	require.Nil(t, run(full, "d = []").Error)
	var res *client.Result
	kept := 0
	for ; kept < 12; kept++ {
		if res = run(full, "d.append([0] * 196_608)"); res.Error != nil {
			break
		}
	}
	require.NotNil(t, res.Error, "12 runs of 3 MiB kept under a 16 MiB budget")
	assert.Equal(t, 5, kept)
	assert.Equal(t, "MemoryLimitError", res.Error.Type)
	assert.Contains(t, res.Error.Message, "memory budget of 16777216 bytes exceeded (the budget bounds all the data the session holds")

	// The other session has its whole budget: 12 MiB in one run.
	res = run(quiet, "x = [0] * (3 * 2**18)\nlen(x)")
	require.Nil(t, res.Error)
	assert.Equal(t, int64(3<<18), res.Value)

	// The full session still runs what allocates nothing, frees, and
	// allocates again in the same run.
	res = run(full, "len(d)")
	require.Nil(t, res.Error)
	assert.Equal(t, int64(5), res.Value)
	res = run(full, "del d\nx = [0] * 2**19\nlen(x)")
	require.Nil(t, res.Error, "%+v", res.Error)
	assert.Equal(t, int64(1<<19), res.Value)
}
