package serve_test

import (
	"context"
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kraitpy/krait"
	"github.com/kraitpy/krait/policy"
	"github.com/kraitpy/krait/serve"
	"github.com/kraitpy/krait/serve/client"
)

// TestWorkersCountInOneCPUShare: the workers of process isolation count
// their runs in the supervisor's CPU share (a bomb in one worker counts
// as a long run there, seen from the supervisor); a quiet session on
// another worker is served next to it on one shared CPU; when the
// bomb's worker is killed, its member is cleared (nothing it counted
// holds the others back) and its replacement counts in the share again.
func TestWorkersCountInOneCPUShare(t *testing.T) {
	share, err := krait.NewSharedCPUShare(1, 6)
	require.NoError(t, err)
	t.Cleanup(func() { share.Close() })
	total := func() [3]int {
		var sum [3]int
		for i := range share.Members() {
			q, l, w := share.Counts(i)
			sum[0], sum[1], sum[2] = sum[0]+q, sum[1]+l, sum[2]+w
		}
		return sum
	}
	pol := policy.Default()
	pol.Limits.MaxWhileIterations = 0
	pol.Limits.MaxOps = 100_000_000_000
	var wl workerLog
	_, url := isolated(t, serve.Config{Policy: pol, Logger: wl.logger()}, serve.Isolation{Workers: 2, CPUShare: share,
		Command: kraitWorkers("--max-ops", "100000000000", "--max-while", "0")})
	_, bomb := session(t, url, serve.SessionRequest{Limits: &serve.Limits{Timeout: ptr(30.0)}})
	_, quiet := session(t, url, serve.SessionRequest{})
	require.NotEqual(t, wl.pidOf(t, bomb.ID), wl.pidOf(t, quiet.ID), "in two workers")

	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	resp, sc := streamRun(t, ctx, url, bomb.ID, "n = 0\nwhile True:\n    n += 1")
	defer resp.Body.Close()
	require.Eventually(t, func() bool { return total()[1] == 1 }, 20*time.Second, 2*time.Millisecond,
		"the bomb counts as a long run in the supervisor's share")
	assert.Contains(t, metricsText(t, url), "\nkrait_cpu_share_long_runs 1\n")
	for range 5 {
		res, err := quiet.Run(ctx, "21 * 2", client.RunHandler{})
		require.NoError(t, err)
		assert.Equal(t, int64(42), res.Value)
	}

	require.NoError(t, syscall.Kill(wl.pidOf(t, bomb.ID), syscall.SIGKILL))
	ev := nextEvent(t, sc)
	require.Equal(t, "result", ev["event"])
	assert.Equal(t, serve.WorkerLostError, ev["error"].(map[string]any)["type"])
	require.Eventually(t, func() bool { return total() == [3]int{} && len(workerPIDs(t, url)) == 2 }, 20*time.Second, 5*time.Millisecond,
		"the dead worker's member is cleared, and the worker replaced")

	_, again := session(t, url, serve.SessionRequest{Limits: &serve.Limits{Timeout: ptr(30.0)}})
	resp2, _ := streamRun(t, ctx, url, again.ID, "n = 0\nwhile True:\n    n += 1")
	defer resp2.Body.Close()
	require.Eventually(t, func() bool { return total()[1] == 1 }, 20*time.Second, 2*time.Millisecond,
		"the replacement counts in the share")
	cancel()
	require.Eventually(t, func() bool { return total() == [3]int{} }, 20*time.Second, 5*time.Millisecond,
		"a cancelled run counts nowhere")
}
