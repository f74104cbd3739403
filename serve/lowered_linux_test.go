package serve_test

import (
	"context"
	"fmt"
	"strconv"
	"sync/atomic"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kraitpy/krait"
	"github.com/kraitpy/krait/internal/procstat"
	"github.com/kraitpy/krait/policy"
	"github.com/kraitpy/krait/serve"
	"github.com/kraitpy/krait/serve/client"
)

// TestQuietRunNextToBombInWorker: in process isolation, a quiet session
// is served while a CPU bomb runs in the same worker, the bomb's thread
// (and only it) runs at the worker's --long-run-nice, and when the bomb
// ends no thread of the worker is left at it. Counts and states, not
// times: the quiet runs complete while the bomb has not ended, and the
// bomb of a 30 s limit is cancelled by the test.
func TestQuietRunNextToBombInWorker(t *testing.T) {
	const nice = 10
	if err := krait.ProbeLowerPriority(nice); err != nil {
		t.Skipf("this process may not raise a thread's priority back: %v", err)
	}
	// The supervisor's limits are the ones its sessions get in the worker
	// (it sends them with each session): without these, the bomb ended at
	// the default while cap, ~60 ms after it started, and the test passed
	// only when the quiet runs were done within 10 ms of the lowering.
	pol := policy.Default()
	pol.Limits.MaxWhileIterations = 0
	pol.Limits.MaxOps = 100_000_000_000
	_, url := isolated(t, serve.Config{Policy: pol}, serve.Isolation{Workers: 1,
		Command: kraitWorkers("--long-run-nice", strconv.Itoa(nice), "--max-ops", "100000000000", "--max-while", "0")})
	pids := workerPIDs(t, url)
	require.Len(t, pids, 1)
	worker := pids[0]

	_, bomb := session(t, url, serve.SessionRequest{Limits: &serve.Limits{Timeout: ptr(30.0)}})
	_, quiet := session(t, url, serve.SessionRequest{})
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	resp, sc := streamRun(t, ctx, url, bomb.ID, "n = 0\nwhile True:\n    n += 1")
	defer resp.Body.Close()
	var bombEnded atomic.Bool
	go func() {
		for sc.Scan() {
		}
		bombEnded.Store(true)
	}()

	atNice := func() int {
		n := 0
		nices, err := procstat.ThreadNices(worker)
		require.NoError(t, err)
		for _, v := range nices {
			if v == nice {
				n++
			}
		}
		return n
	}
	require.Eventually(t, func() bool { return atNice() == 1 }, 20*time.Second, 10*time.Millisecond,
		"the bomb's thread is lowered to nice %d", nice)
	for i := 0; i < 5; i++ {
		res, err := quiet.Run(context.Background(), fmt.Sprintf("sum(range(%d))", 10+i), client.RunHandler{})
		require.NoError(t, err)
		require.Nil(t, res.Error)
		assert.Equal(t, int64((10+i)*(9+i)/2), res.Value)
	}
	assert.False(t, bombEnded.Load(), "the quiet runs were served while the bomb ran")
	assert.Equal(t, 1, atNice(), "only the bomb's thread is lowered")

	cancel() // the client goes: the bomb is cancelled
	require.Eventually(t, func() bool { return atNice() == 0 }, 20*time.Second, 10*time.Millisecond,
		"the bomb's thread has its priority back when the run ends")
}
