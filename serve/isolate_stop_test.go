package serve_test

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"log/slog"
	"net/http"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kraitpy/krait/serve"
	"github.com/kraitpy/krait/serve/client"
)

// workerLog is a server's JSON log, kept to find which worker holds a
// session.
type workerLog struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (l *workerLog) logger() *slog.Logger {
	return slog.New(slog.NewJSONHandler(lockedWriter{&l.mu, &l.buf}, nil))
}

// pidOf returns the pid of the worker holding session sid, from the
// log's "worker started" and "session created" records.
func (l *workerLog) pidOf(t *testing.T, sid string) int {
	t.Helper()
	l.mu.Lock()
	defer l.mu.Unlock()
	var worker string
	pids := map[string]int{}
	for _, line := range strings.Split(l.buf.String(), "\n") {
		var rec struct {
			Msg, Session, Worker string
			PID                  int
		}
		if json.Unmarshal([]byte(line), &rec) != nil {
			continue
		}
		switch rec.Msg {
		case "worker started":
			pids[rec.Worker] = rec.PID
		case "session created":
			if rec.Session == sid {
				worker = rec.Worker
			}
		}
	}
	require.NotZero(t, pids[worker], "the log names session %s's worker and its pid", sid)
	return pids[worker]
}

// TestStoppedWorkerStallsOnlyItsSessions: a worker that stops running
// altogether (SIGSTOP: what a worker whose threads the kernel or its
// garbage collector holds looks like to the supervisor, for as long as
// it lasts) stalls only the runs of its own sessions. While it is
// stopped, with its stdin full (a tool result larger than a pipe's
// buffer is being written to it), the supervisor keeps serving the other
// worker's sessions' runs, with their tool calls, and its /healthz and
// /metrics; once it continues, its run ends with its one result,
// nothing lost.
func TestStoppedWorkerStallsOnlyItsSessions(t *testing.T) {
	var wl workerLog
	_, url := isolated(t, serve.Config{Logger: wl.logger()}, serve.Isolation{Workers: 2, Command: kraitWorkers()})
	_, a := session(t, url, serve.SessionRequest{})
	_, b := session(t, url, serve.SessionRequest{})
	pa, pb := wl.pidOf(t, a.ID), wl.pidOf(t, b.ID)
	require.NotEqual(t, pa, pb, "a and b are in different workers")
	require.NoError(t, b.SendTools(context.Background(), serve.ToolSpec{Name: "double", Parameters: []serve.ParamSpec{{Name: "x"}}}))

	require.NoError(t, a.SendTools(context.Background(), serve.ToolSpec{Name: "wait"}))
	resp, sc := streamRun(t, context.Background(), url, a.ID, "r = wait()\nlen(r)")
	defer resp.Body.Close()
	require.Equal(t, "tool_call", nextEvent(t, sc)["event"])
	require.NoError(t, syscall.Kill(pa, syscall.SIGSTOP))
	continued := false
	cont := func() {
		if !continued {
			continued = true
			syscall.Kill(pa, syscall.SIGCONT)
		}
	}
	defer cont()
	// a's tool result, 1 MiB: the supervisor's write to the stopped
	// worker's stdin blocks (a pipe holds 64 KiB) until it continues.
	answered := make(chan error, 1)
	go func() {
		body := `{"value": "` + strings.Repeat("x", 1<<20) + `"}`
		r, err := http.Post(url+"/v1/sessions/"+a.ID+"/runs/1/calls/1", "application/json", strings.NewReader(body))
		if err == nil {
			r.Body.Close()
			if r.StatusCode != http.StatusOK {
				err = fmt.Errorf("status %d", r.StatusCode)
			}
		}
		answered <- err
	}()

	// A stall of the supervisor would hang these until the deadline.
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	h := client.RunHandler{ToolCall: func(_ context.Context, call *client.ToolCall) (any, error) {
		return 2 * call.Args[0].(int64), nil
	}}
	for i := range 20 {
		res, err := b.Run(ctx, fmt.Sprintf("double(%d) + 1", i), h)
		require.NoError(t, err, "run %d of the other worker's session", i)
		require.Nil(t, res.Error)
		require.Equal(t, int64(2*i+1), res.Value)
	}
	for _, path := range []string{"/healthz", "/metrics"} {
		req, _ := http.NewRequestWithContext(ctx, "GET", url+path, nil)
		r, err := http.DefaultClient.Do(req)
		require.NoError(t, err, path)
		r.Body.Close()
		assert.Equal(t, http.StatusOK, r.StatusCode, path)
	}
	select {
	case err := <-answered:
		t.Fatalf("the stopped worker's tool result was answered (%v) while it was stopped", err)
	default:
	}

	cont()
	require.NoError(t, <-answered, "a's tool result, once its worker continues")
	ev := nextEvent(t, sc)
	require.Equal(t, "result", ev["event"], "%v", ev)
	assert.Nil(t, ev["error"])
	assert.EqualValues(t, 1<<20, ev["value"])
	assert.False(t, sc.Scan(), "exactly one result")
}

// TestStoppedWorkerBoundsRequests: a request outside a run (creating a
// session, declaring its tools) to a worker that stopped (SIGSTOP), with
// its stdin blocked by a large tool result being written to it, fails
// once the supervisor's AnswerWait has passed, with an error that says
// why, instead of waiting for as long as the worker stays stopped; the
// worker is killed as a run's watchdog kills one: its waiting run ends
// with its one WorkerLostError result, its sessions are lost, and a new
// worker takes the next session.
func TestStoppedWorkerBoundsRequests(t *testing.T) {
	const grace = 2 * time.Second
	var wl workerLog
	_, url := isolated(t, serve.Config{Logger: wl.logger()}, serve.Isolation{Workers: 1, Command: kraitWorkers(), AnswerWait: grace})
	_, a := session(t, url, serve.SessionRequest{})
	pa := wl.pidOf(t, a.ID)
	require.NoError(t, a.SendTools(context.Background(), serve.ToolSpec{Name: "wait"}))
	resp, sc := streamRun(t, context.Background(), url, a.ID, "r = wait()\nlen(r)")
	defer resp.Body.Close()
	require.Equal(t, "tool_call", nextEvent(t, sc)["event"])
	require.NoError(t, syscall.Kill(pa, syscall.SIGSTOP))
	defer syscall.Kill(pa, syscall.SIGCONT)
	answered := make(chan int, 1)
	go func() {
		body := `{"value": "` + strings.Repeat("x", 1<<20) + `"}`
		r, err := http.Post(url+"/v1/sessions/"+a.ID+"/runs/1/calls/1", "application/json", strings.NewReader(body))
		if err != nil {
			answered <- 0
			return
		}
		r.Body.Close()
		answered <- r.StatusCode
	}()

	start := time.Now()
	status, doc := call(t, "POST", url+"/v1/sessions", "{}")
	took := time.Since(start)
	assert.Equal(t, http.StatusInternalServerError, status, "%v", doc)
	assert.Equal(t, serve.CodeInternal, errCode(doc))
	msg := fmt.Sprint(doc["error"])
	assert.Contains(t, msg, "no session was created (retry): worker process w1 did not answer create_session within 2s (a stopped or wedged process): the server killed it and starts another")
	assert.GreaterOrEqual(t, took, grace, "refused by the bound, not before")
	assert.Less(t, took, time.Minute)

	ev := nextEvent(t, sc)
	require.Equal(t, "result", ev["event"], "%v", ev)
	runErr, _ := ev["error"].(map[string]any)
	assert.Equal(t, serve.WorkerLostError, runErr["type"], "%v", ev)
	assert.Contains(t, runErr["message"], "did not answer create_session")
	assert.False(t, sc.Scan(), "exactly one result")
	assert.NotEqual(t, http.StatusOK, <-answered, "the tool result written to the killed worker")
	status, doc = call(t, "POST", url+"/v1/sessions/"+a.ID+"/runs", `{"code": "1"}`)
	assert.Equal(t, serve.CodeUnknownSession, errCode(doc), "%d %v", status, doc)

	// The next session goes to the worker started in its place; a
	// request for a session of a worker that stops fails the same way.
	_, b := session(t, url, serve.SessionRequest{})
	pb := wl.pidOf(t, b.ID)
	require.NotEqual(t, pa, pb)
	require.NoError(t, syscall.Kill(pb, syscall.SIGSTOP))
	defer syscall.Kill(pb, syscall.SIGCONT)
	err := b.SendTools(context.Background(), serve.ToolSpec{Name: "wait"})
	require.Error(t, err)
	assert.Contains(t, err.Error(), "unknown_session: the session was lost: worker process w2 did not answer send_tools within 2s")
}
