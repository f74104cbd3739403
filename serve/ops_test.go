package serve_test

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"log/slog"
	"net/http"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kraitpy/krait/serve"
	"github.com/kraitpy/krait/serve/client"
)

// metricsText fetches /metrics.
func metricsText(t *testing.T, url string) string {
	t.Helper()
	resp, err := http.Get(url + "/metrics")
	require.NoError(t, err)
	defer resp.Body.Close()
	require.Equal(t, http.StatusOK, resp.StatusCode)
	b, err := io.ReadAll(resp.Body)
	require.NoError(t, err)
	return string(b)
}

// TestMetricsAndProbes runs code with every kind of outcome and a tool
// call, then reads /metrics, /healthz and /readyz.
func TestMetricsAndProbes(t *testing.T) {
	_, url := newServer(t, serve.Config{MaxSessions: 2})
	_, sess := session(t, url, serve.SessionRequest{Limits: &serve.Limits{MaxOps: ptr(int64(100_000))}})
	ctx := context.Background()
	require.NoError(t, sess.SendTools(ctx, serve.ToolSpec{Name: "lookup"}))
	h := client.RunHandler{ToolCall: func(ctx context.Context, c *client.ToolCall) (any, error) { return 42, nil }}
	for _, code := range []string{"1 + 1", "lookup()", "1 / 0", "while True:\n    pass", "import os"} {
		_, err := sess.Run(ctx, code, h)
		require.NoError(t, err, code)
	}
	call(t, "POST", url+"/v1/sessions/s_nope/runs", `{"code": "1"}`)

	text := metricsText(t, url)
	for _, want := range []string{
		`krait_runs_total{outcome="ok"} 2`,
		`krait_runs_total{outcome="error"} 1`,
		`krait_runs_total{outcome="limit"} 1`,
		`krait_runs_total{outcome="policy"} 1`,
		`krait_limit_errors_total{kind="OperationLimitError"} 1`,
		`krait_run_duration_seconds_count 5`,
		`krait_run_operations_count 5`,
		`krait_tool_call_duration_seconds_count{outcome="value"} 1`,
		`krait_sessions_active 1`,
		`krait_runs_active 0`,
		`krait_requests_refused_total{code="unknown_session"} 1`,
		`go_goroutines `,
		`process_resident_memory_bytes `,
	} {
		assert.Contains(t, text, want)
	}

	status, doc := call(t, "GET", url+"/healthz", "")
	assert.Equal(t, http.StatusOK, status)
	assert.Equal(t, "ok", doc["status"])
	status, doc = call(t, "GET", url+"/readyz", "")
	assert.Equal(t, http.StatusOK, status)
	assert.Equal(t, "ready", doc["status"])
	session(t, url, serve.SessionRequest{})
	status, doc = call(t, "GET", url+"/readyz", "")
	assert.Equal(t, http.StatusServiceUnavailable, status, "at the session cap")
	assert.Equal(t, "holding its maximum of 2 sessions", doc["reason"])
}

// TestProbesNeedNoToken: an orchestrator probes without the clients'
// token; everything else still needs it.
func TestProbesNeedNoToken(t *testing.T) {
	_, url := newServer(t, serve.Config{Token: "tok"})
	status, _ := call(t, "GET", url+"/healthz", "")
	assert.Equal(t, http.StatusOK, status)
	status, _ = call(t, "GET", url+"/readyz", "")
	assert.Equal(t, http.StatusOK, status)
	status, _ = call(t, "GET", url+"/metrics", "")
	assert.Equal(t, http.StatusUnauthorized, status)
}

// TestShutdown: a run paused at a tool call when Shutdown begins may
// finish within the grace period; one that does not is cancelled with a
// clear error; new work is refused meanwhile and /readyz says why.
func TestShutdown(t *testing.T) {
	srv, url := newServer(t, serve.Config{})
	ctx := context.Background()
	_, quick := session(t, url, serve.SessionRequest{})
	_, slow := session(t, url, serve.SessionRequest{})
	for _, s := range []*client.Session{quick, slow} {
		require.NoError(t, s.SendTools(ctx, serve.ToolSpec{Name: "wait"}))
	}
	// The quick run's tool answers once released.
	release := make(chan struct{})
	waiting := make(chan struct{})
	quickDone := make(chan *client.Result, 1)
	go func() {
		res, err := quick.Run(ctx, "wait()\n'done'", client.RunHandler{ToolCall: func(ctx context.Context, c *client.ToolCall) (any, error) {
			close(waiting)
			<-release
			return nil, nil
		}})
		assert.NoError(t, err)
		quickDone <- res
	}()
	<-waiting
	// The slow run's call is never answered.
	resp, sc := streamRun(t, ctx, url, slow.ID, "wait()\n'done'")
	defer resp.Body.Close()
	require.Equal(t, "tool_call", nextEvent(t, sc)["event"])

	shutCtx, cancel := context.WithTimeout(ctx, 500*time.Millisecond)
	defer cancel()
	shut := make(chan error, 1)
	go func() { shut <- srv.Shutdown(shutCtx) }()
	// Draining: no new sessions or runs, not ready.
	require.Eventually(t, func() bool {
		status, _ := call(t, "GET", url+"/readyz", "")
		return status == http.StatusServiceUnavailable
	}, 10*time.Second, 5*time.Millisecond)
	status, doc := call(t, "POST", url+"/v1/sessions", "{}")
	assert.Equal(t, http.StatusServiceUnavailable, status)
	assert.Equal(t, serve.CodeShuttingDown, errCode(doc))
	close(release) // the quick run finishes within the grace period
	res := <-quickDone
	require.NotNil(t, res)
	assert.Nil(t, res.Error)
	assert.Equal(t, "done", res.Value)

	ev := nextEvent(t, sc)
	assert.Equal(t, "result", ev["event"])
	assert.Equal(t, map[string]any{"type": "CancelledError", "message": serve.ErrShuttingDown.Error(), "text": "CancelledError: " + serve.ErrShuttingDown.Error()}, ev["error"])
	require.NoError(t, <-shut)
	assert.Equal(t, 0, srv.Sessions())
}

// TestJSONLog: the log is JSON lines with the session and run ids.
func TestJSONLog(t *testing.T) {
	var mu sync.Mutex
	var buf bytes.Buffer
	logger := slog.New(slog.NewJSONHandler(lockedWriter{&mu, &buf}, &slog.HandlerOptions{Level: slog.LevelDebug}))
	_, url := newServer(t, serve.Config{Logger: logger})
	_, sess := session(t, url, serve.SessionRequest{})
	_, err := sess.Run(context.Background(), "1 / 0", client.RunHandler{})
	require.NoError(t, err)
	mu.Lock()
	defer mu.Unlock()
	var finished map[string]any
	for _, line := range strings.Split(strings.TrimSpace(buf.String()), "\n") {
		var rec map[string]any
		require.NoError(t, json.Unmarshal([]byte(line), &rec), line)
		if rec["msg"] == "run finished" {
			finished = rec
		}
	}
	require.NotNil(t, finished, buf.String())
	assert.Equal(t, sess.ID, finished["session"])
	assert.Equal(t, "1", finished["run"])
	assert.Equal(t, "error", finished["outcome"])
	assert.Equal(t, "ZeroDivisionError: division by zero", finished["error"])
}

type lockedWriter struct {
	mu *sync.Mutex
	w  io.Writer
}

func (l lockedWriter) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.w.Write(p)
}
