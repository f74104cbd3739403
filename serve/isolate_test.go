package serve_test

import (
	"bufio"
	"bytes"
	"context"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"runtime/debug"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kraitpy/krait/policy"
	"github.com/kraitpy/krait/serve"
	"github.com/kraitpy/krait/serve/client"
)

// helperWorkerEnv makes the test binary a worker (see helperWorker).
const helperWorkerEnv = "KRAIT_TEST_HELPER_WORKER"

// helperWorker is a worker process for the fault tests: the real stdio
// server, except that a request line containing __stack_overflow__ makes
// it die of a Go stack overflow and one containing __hang__ makes it stop
// answering — failures krait's own code is meant never to have.
func helperWorker() int {
	pr, pw := io.Pipe()
	go func() {
		br := bufio.NewReader(os.Stdin)
		for {
			line, err := br.ReadBytes('\n')
			switch {
			case bytes.Contains(line, []byte("__stack_overflow__")):
				debug.SetMaxStack(1 << 20)
				//lint:ignore SA4017 the call is for its stack overflow
				overflow(1)
			case bytes.Contains(line, []byte("__hang__")):
				select {}
			}
			pw.Write(line)
			if err != nil {
				pw.Close()
				return
			}
		}
	}()
	srv := serve.New(serve.Config{SessionTTL: time.Hour})
	defer srv.Close()
	if err := srv.ServeStdio(context.Background(), pr, os.Stdout); err != nil {
		return 1
	}
	return 0
}

// overflow recurses without end: the helper worker dies of a Go stack
// overflow.
//
//lint:ignore SA5007 the recursion is the point
func overflow(n int) int { return overflow(n+1) + 1 }

// isolated starts an in-process server whose sessions run in workers made
// by command.
func isolated(t *testing.T, cfg serve.Config, iso serve.Isolation) (*serve.Server, string) {
	t.Helper()
	srv, err := serve.NewIsolated(cfg, iso)
	require.NoError(t, err)
	hs := httptest.NewServer(srv.Handler())
	t.Cleanup(func() {
		srv.Close()
		hs.Close()
	})
	return srv, hs.URL
}

// kraitWorkers are real krait workers with the given extra flags.
func kraitWorkers(extra ...string) func() *exec.Cmd {
	return func() *exec.Cmd {
		return exec.Command(kraitBin, append([]string{"serve", "--stdio", "--worker", "--session-ttl", "1h", "--max-sessions", "1000"}, extra...)...)
	}
}

// helperWorkers are helperWorker processes.
func helperWorkers() *exec.Cmd {
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(os.Environ(), helperWorkerEnv+"=1")
	return cmd
}

// pausedRun starts a run that waits at a tool call and returns its
// stream once the call event has come.
func pausedRun(t *testing.T, url string, sess *client.Session) (*http.Response, *bufio.Scanner) {
	t.Helper()
	require.NoError(t, sess.SendTools(context.Background(), serve.ToolSpec{Name: "wait"}))
	resp, sc := streamRun(t, context.Background(), url, sess.ID, "print('waiting')\nwait()")
	assert.Equal(t, "output", nextEvent(t, sc)["event"])
	require.Equal(t, "tool_call", nextEvent(t, sc)["event"])
	return resp, sc
}

// TestWorkerKilled: kill -9 of the worker holding one session while its
// run waits at a tool call fails only that run (WorkerLostError) and
// that session; the other worker's session runs on, the worker is
// replaced and new sessions work.
func TestWorkerKilled(t *testing.T) {
	var wl workerLog
	_, url := isolated(t, serve.Config{Logger: wl.logger()}, serve.Isolation{Workers: 2, Command: kraitWorkers()})
	_, a := session(t, url, serve.SessionRequest{})
	_, b := session(t, url, serve.SessionRequest{})
	ctx := context.Background()
	_, err := b.Run(ctx, "x = 41", client.RunHandler{})
	require.NoError(t, err)

	resp, sc := pausedRun(t, url, a)
	defer resp.Body.Close()
	require.Len(t, workerPIDs(t, url), 2, "two workers")
	require.NoError(t, syscall.Kill(wl.pidOf(t, a.ID), syscall.SIGKILL))

	ev := nextEvent(t, sc)
	assert.Equal(t, "result", ev["event"])
	e := ev["error"].(map[string]any)
	assert.Equal(t, serve.WorkerLostError, e["type"])
	assert.Contains(t, e["message"], "died: signal: killed; the session's state is lost with it")
	assert.False(t, sc.Scan(), "exactly one result")

	res, err := b.Run(ctx, "x + 1", client.RunHandler{})
	require.NoError(t, err)
	assert.Equal(t, int64(42), res.Value, "the other worker's session keeps its state")
	_, err = a.Run(ctx, "1", client.RunHandler{})
	var se *client.ServerError
	require.ErrorAs(t, err, &se)
	assert.Equal(t, serve.CodeUnknownSession, se.Code)
	assert.Contains(t, se.Message, "was lost: worker process")

	require.Eventually(t, func() bool { return len(workerPIDs(t, url)) == 2 }, 20*time.Second, 20*time.Millisecond, "the worker is replaced")
	_, c := session(t, url, serve.SessionRequest{})
	res, err = c.Run(ctx, "2 * 21", client.RunHandler{})
	require.NoError(t, err)
	assert.Equal(t, int64(42), res.Value)
	assert.Contains(t, metricsText(t, url), `krait_worker_restarts_total{reason="died"} 1`)
	assert.Contains(t, metricsText(t, url), `krait_runs_total{outcome="worker_lost"} 1`)
}

// workerPIDs returns the pids of the server's workers: the children of
// this process running `serve --stdio --worker`.
func workerPIDs(t *testing.T, _ string) []int {
	t.Helper()
	out, err := exec.Command("ps", "--ppid", strconv.Itoa(os.Getpid()), "-o", "pid=,args=").Output()
	require.NoError(t, err)
	var pids []int
	for _, line := range strings.Split(string(out), "\n") {
		f := strings.Fields(line)
		if len(f) > 3 && strings.Contains(line, "--worker") {
			pid, _ := strconv.Atoi(f[0])
			pids = append(pids, pid)
		}
	}
	return pids
}

// TestWorkerFaults: a Go stack overflow, a worker out of memory under its
// address-space rlimit, and a hung worker each end with a WorkerLostError
// that says why; the server goes on.
func TestWorkerFaults(t *testing.T) {
	ctx := context.Background()
	t.Run("stack overflow", func(t *testing.T) {
		_, url := isolated(t, serve.Config{}, serve.Isolation{Workers: 1, Command: helperWorkers})
		_, sess := session(t, url, serve.SessionRequest{})
		res, err := sess.Run(ctx, "'__stack_overflow__'", client.RunHandler{})
		require.NoError(t, err)
		require.NotNil(t, res.Error)
		assert.Equal(t, serve.WorkerLostError, res.Error.Type)
		assert.Contains(t, res.Error.Message, "exit status 2; fatal error: stack overflow")
		_, sess = session(t, url, serve.SessionRequest{})
		res, err = sess.Run(ctx, "1 + 1", client.RunHandler{})
		require.NoError(t, err)
		assert.Equal(t, int64(2), res.Value)
	})
	t.Run("out of memory", func(t *testing.T) {
		// The session may hold 8 GiB, the worker's address space 2 GiB.
		pol := policy.Default()
		pol.Limits.MaxMemoryBytes = 8 << 30
		pol.Limits.MaxOps = 100_000_000_000
		_, url := isolated(t, serve.Config{Policy: pol}, serve.Isolation{Workers: 1,
			Command: kraitWorkers("--max-memory", "8GiB", "--max-ops", "100000000000", "--worker-rlimit-as", "2147483648")})
		_, sess := session(t, url, serve.SessionRequest{})
		res, err := sess.Run(ctx, "x = 'a' * (3 * 2 ** 30)\nlen(x)", client.RunHandler{})
		require.NoError(t, err)
		require.NotNil(t, res.Error)
		assert.Equal(t, serve.WorkerLostError, res.Error.Type)
		assert.Contains(t, res.Error.Message, "out of memory")
	})
	t.Run("hung", func(t *testing.T) {
		_, url := isolated(t, serve.Config{}, serve.Isolation{Workers: 1, Command: helperWorkers, RunGrace: 100 * time.Millisecond})
		_, sess := session(t, url, serve.SessionRequest{Limits: &serve.Limits{Timeout: ptr(0.2), MaxHostWait: ptr(0.2)}})
		res, err := sess.Run(ctx, "'__hang__'", client.RunHandler{})
		require.NoError(t, err)
		require.NotNil(t, res.Error)
		assert.Equal(t, serve.WorkerLostError, res.Error.Type)
		assert.Contains(t, res.Error.Message, "killed by the supervisor: run 1 of session")
		assert.Contains(t, res.Error.Message, "did not finish within its limits plus 100ms")
	})
}

// TestWorkerRecycling: after RecycleAfter runs a worker takes no new
// sessions and a fresh one takes its place; the old one ends with its
// last session.
func TestWorkerRecycling(t *testing.T) {
	srv, url := isolated(t, serve.Config{}, serve.Isolation{Workers: 1, RecycleAfter: 2, Command: kraitWorkers()})
	ctx := context.Background()
	_, a := session(t, url, serve.SessionRequest{})
	for i := 0; i < 3; i++ {
		_, err := a.Run(ctx, "x = 1", client.RunHandler{})
		require.NoError(t, err)
	}
	require.Eventually(t, func() bool { return len(workerPIDs(t, url)) == 2 }, 20*time.Second, 20*time.Millisecond, "a fresh worker")
	res, err := a.Run(ctx, "x + 1", client.RunHandler{})
	require.NoError(t, err)
	assert.Equal(t, int64(2), res.Value, "the retired worker still serves its session")
	_, b := session(t, url, serve.SessionRequest{})
	_, err = b.Run(ctx, "1", client.RunHandler{})
	require.NoError(t, err)
	require.NoError(t, a.Delete(ctx))
	require.Eventually(t, func() bool { return len(workerPIDs(t, url)) == 1 }, 20*time.Second, 20*time.Millisecond, "the retired worker ends")
	assert.Contains(t, metricsText(t, url), `krait_worker_restarts_total{reason="recycled"} 1`)
	assert.Equal(t, 1, srv.Sessions())
}

// TestIsolatedSessionsSpread: sessions go to the worker holding fewest.
func TestIsolatedSessionsSpread(t *testing.T) {
	_, url := isolated(t, serve.Config{}, serve.Isolation{Workers: 3, Command: kraitWorkers()})
	var wg sync.WaitGroup
	for i := 0; i < 6; i++ {
		_, s := session(t, url, serve.SessionRequest{})
		wg.Add(1)
		go func() {
			defer wg.Done()
			res, err := s.Run(context.Background(), "sum(range(10))", client.RunHandler{})
			assert.NoError(t, err)
			assert.Equal(t, int64(45), res.Value)
		}()
	}
	wg.Wait()
	assert.Len(t, workerPIDs(t, url), 3)
}
