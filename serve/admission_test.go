package serve_test

import (
	"context"
	"errors"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kraitpy/krait/serve"
	"github.com/kraitpy/krait/serve/client"
)

// heldRun is a run paused at a tool call: it holds its memory budget
// until its tool result is sent (release).
type heldRun struct {
	release chan struct{}
	done    chan error
}

// holdRun starts code calling hold() in sess and returns once the call
// has come, or at once (the run may be waiting for memory) when
// waitCall is false.
func holdRun(t *testing.T, sess *client.Session, waitCall bool) *heldRun {
	t.Helper()
	require.NoError(t, sess.SendTools(context.Background(), serve.ToolSpec{Name: "hold"}))
	h := &heldRun{release: make(chan struct{}), done: make(chan error, 1)}
	called := make(chan struct{})
	go func() {
		_, err := sess.Run(context.Background(), "hold()", client.RunHandler{ToolCall: func(ctx context.Context, call *client.ToolCall) (any, error) {
			close(called)
			<-h.release
			return 1, nil
		}})
		h.done <- err
	}()
	if waitCall {
		select {
		case <-called:
		case err := <-h.done:
			t.Fatalf("the run ended before its tool call: %v", err)
		}
	}
	return h
}

// waitMetric waits (a bounded number of polls) until /metrics has line.
func waitMetric(t *testing.T, url, line string) {
	t.Helper()
	for range 2000 {
		if strings.Contains(metricsText(t, url), line) {
			return
		}
		time.Sleep(5 * time.Millisecond)
	}
	t.Fatalf("/metrics never had %q", line)
}

// TestMemoryAdmission: with --runs-memory, the runs in progress hold at
// most that much memory budget between them. A run that does not fit
// waits for one to end and then runs; one that waits longer than
// MemoryWait is refused with "overloaded"; /readyz fails while a run of
// the default budget would wait, and /metrics shows the budgets held and
// the runs waiting.
func TestMemoryAdmission(t *testing.T) {
	const budget = 8 << 20
	// MemoryWait covers c's wait below: from its start to the end of a's
	// run, through a /metrics poll and a tool result's round trip (at
	// 300 ms, c was refused under -race at load 40 and the test failed);
	// d waits it out.
	_, url := newServer(t, serve.Config{RunsMemory: 2*budget + budget/2, MemoryWait: 3 * time.Second})
	req := serve.SessionRequest{Limits: &serve.Limits{MaxMemory: ptr(int64(budget))}}
	_, a := session(t, url, req)
	_, b := session(t, url, req)
	_, c := session(t, url, req)
	_, d := session(t, url, req)

	// A session may not ask for more than the server holds for runs (the
	// server's own default budget, 256 MiB, was lowered to it).
	status, doc := call(t, "POST", url+"/v1/sessions", `{"limits": {"max_memory": 30000000}}`)
	assert.Equal(t, http.StatusBadRequest, status)
	assert.Equal(t, "bad_request", errCode(doc))

	status, _ = call(t, "GET", url+"/readyz", "")
	assert.Equal(t, http.StatusOK, status)
	ha := holdRun(t, a, true)
	hb := holdRun(t, b, true)
	waitMetric(t, url, "krait_memory_reserved_bytes 1.6777216e+07")
	status, doc = call(t, "GET", url+"/readyz", "")
	assert.Equal(t, http.StatusServiceUnavailable, status, "a run of the default budget would wait")
	assert.Contains(t, doc["reason"], "its memory for runs is taken: 16777216 of 20971520 bytes")

	// c waits for memory; the run of a ending lets it in.
	hc := holdRun(t, c, false)
	waitMetric(t, url, "krait_runs_waiting_memory 1")
	close(ha.release)
	require.NoError(t, <-ha.done)
	waitMetric(t, url, "krait_runs_waiting_memory 0")
	waitMetric(t, url, "krait_memory_reserved_bytes 1.6777216e+07")

	// d waits longer than MemoryWait: refused, with the reason.
	_, err := d.Run(context.Background(), "1", client.RunHandler{})
	var se *client.ServerError
	require.True(t, errors.As(err, &se), "%v", err)
	assert.Equal(t, serve.CodeOverloaded, se.Code)
	assert.Contains(t, se.Message, "its budget of 8388608 bytes did not fit in the server's 20971520 bytes for runs (--runs-memory)")
	assert.Contains(t, metricsText(t, url), `krait_requests_refused_total{code="overloaded"} 1`)

	close(hb.release)
	close(hc.release)
	require.NoError(t, <-hb.done)
	require.NoError(t, <-hc.done)
	waitMetric(t, url, "krait_memory_reserved_bytes 0")
	res, err := d.Run(context.Background(), "6 * 7", client.RunHandler{})
	require.NoError(t, err)
	assert.Equal(t, int64(42), res.Value)
	status, _ = call(t, "GET", url+"/readyz", "")
	assert.Equal(t, http.StatusOK, status)
}
