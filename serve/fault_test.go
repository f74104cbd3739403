package serve_test

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http/httptest"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kraitpy/krait/policy"
	"github.com/kraitpy/krait/serve"
	"github.com/kraitpy/krait/serve/client"
)

// The fault cases of docs/deploy.md ("Faults, and what a client sees")
// that are not in the other tests: a worker killed mid-run is
// TestWorkerKilled, malformed and oversized HTTP requests are
// TestHTTPErrors.

// TestFaultClientGone: a client that disappears while its run waits at a
// tool call. Its run is cancelled, and its session, which no one uses
// any more, is deleted when its idle time runs out.
func TestFaultClientGone(t *testing.T) {
	srv, url := newServer(t, serve.Config{SessionTTL: 300 * time.Millisecond})
	_, sess := session(t, url, serve.SessionRequest{})
	require.NoError(t, sess.SendTools(context.Background(), serve.ToolSpec{Name: "lookup"}))
	ctx, cancel := context.WithCancel(context.Background())
	resp, sc := streamRun(t, ctx, url, sess.ID, "lookup()")
	defer resp.Body.Close()
	assert.Equal(t, "tool_call", nextEvent(t, sc)["event"])
	cancel() // the client is gone
	deadline := time.Now().Add(20 * time.Second)
	for srv.Sessions() > 0 {
		require.True(t, time.Now().Before(deadline), "the abandoned session was not deleted")
		time.Sleep(20 * time.Millisecond)
	}
	text := metricsText(t, url)
	assert.Contains(t, text, `krait_runs_total{outcome="cancelled"} 1`)
	assert.Contains(t, text, `krait_runs_active 0`)
	assert.Contains(t, text, `krait_sessions_active 0`)
}

// TestFaultSlowClient: a client that sends a run printing without end and
// then does not read the stream. The server does not buffer the output:
// the code's prints wait for the connection, the write deadline ends the
// connection, and the run is cancelled; the session is free again. The
// client sees the events that fit in the connection's buffers and then
// the end of the stream, without a result.
func TestFaultSlowClient(t *testing.T) {
	pol := policy.Default()
	pol.Limits.MaxWhileIterations = 0
	pol.Limits.MaxOps = 1 << 40
	pol.Limits.MaxDuration = time.Hour
	srv := serve.New(serve.Config{Policy: pol, WriteTimeout: 300 * time.Millisecond})
	hs := httptest.NewServer(srv.Handler())
	defer hs.Close()
	defer srv.Close()
	c := client.NewHTTP(hs.URL, "", nil)
	defer c.Close()
	ctx := context.Background()
	sess, err := c.CreateSession(ctx, serve.SessionRequest{})
	require.NoError(t, err)

	var before runtime.MemStats
	runtime.ReadMemStats(&before)
	conn, err := net.Dial("tcp", strings.TrimPrefix(hs.URL, "http://"))
	require.NoError(t, err)
	defer conn.Close()
	body := `{"code": "while True:\n    print('x' * 1000)"}`
	fmt.Fprintf(conn, "POST /v1/sessions/%s/runs HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: %d\r\n\r\n%s", sess.ID, len(body), body)
	// The run has started once its stream's status line has come.
	br := bufio.NewReaderSize(conn, 64)
	status, err := br.ReadString('\n')
	require.NoError(t, err)
	require.Equal(t, "HTTP/1.1 200 OK\r\n", status)
	// Not reading any more: the run must end by itself.
	deadline := time.Now().Add(30 * time.Second)
	for {
		res, err := sess.Run(ctx, "'free'", client.RunHandler{})
		var se *client.ServerError
		if errors.As(err, &se) && se.Code == serve.CodeBusy {
			require.True(t, time.Now().Before(deadline), "the run of the client that does not read did not end")
			time.Sleep(20 * time.Millisecond)
			continue
		}
		require.NoError(t, err)
		assert.Equal(t, "free", res.Value)
		break
	}
	var after runtime.MemStats
	runtime.ReadMemStats(&after)
	// Unbounded buffering would hold the output printed meanwhile
	// (hundreds of MB per second).
	assert.Less(t, int64(after.HeapInuse)-int64(before.HeapInuse), int64(64<<20), "the server's heap grew")
	assert.Contains(t, metricsText(t, hs.URL), `krait_runs_total{outcome="cancelled"} 1`)

	// What the client gets when it reads at last: output events, then the
	// end of the stream, no result.
	conn.SetReadDeadline(time.Now().Add(10 * time.Second))
	data, _ := io.ReadAll(br)
	text := string(data)
	assert.Contains(t, text, `{"event":"output"`)
	assert.NotContains(t, text, `"event":"result"`)
	t.Logf("the client that did not read got %d bytes: output events, then the connection closed without a result", len(data))
}

// TestFaultStdioMalformed: malformed, oversized and unknown requests on
// stdio each get an error line, and the connection goes on serving.
func TestFaultStdioMalformed(t *testing.T) {
	srv := serve.New(serve.Config{MaxBodyBytes: 1 << 10})
	defer srv.Close()
	inR, inW := io.Pipe()
	outR, outW := io.Pipe()
	served := make(chan error, 1)
	go func() {
		served <- srv.ServeStdio(context.Background(), inR, outW)
		outW.Close()
	}()
	br := bufio.NewReader(outR)
	readLine := func() map[string]any {
		line, err := br.ReadBytes('\n')
		require.NoError(t, err)
		var doc map[string]any
		require.NoError(t, json.Unmarshal(line, &doc), "%s", line)
		return doc
	}
	readLine() // hello
	for _, tc := range []struct{ line, code, message string }{
		{`{"id": 1, "op": `, serve.CodeBadRequest, "malformed JSON line"},
		{`[1, 2]`, serve.CodeBadRequest, "malformed JSON line"},
		{`{"id": 2, "op": "run", "session": "s_x", "code": "` + strings.Repeat("x", 2000) + `"}`, serve.CodeTooLarge, "longer than the server's limit of 1024 bytes"},
		{`{"id": 3, "op": "explode"}`, serve.CodeBadRequest, `unknown op "explode"`},
		{`{"id": 4}`, serve.CodeBadRequest, `no "op"`},
		{`{"id": 5, "op": "create_session", "limits": {"max_ops": "many"}}`, serve.CodeBadRequest, "malformed create_session request"},
		{`{"id": 6, "op": "run", "session": "s_nope", "code": "1"}`, serve.CodeUnknownSession, `no session "s_nope"`},
	} {
		_, err := io.WriteString(inW, tc.line+"\n")
		require.NoError(t, err)
		doc := readLine()
		assert.Equal(t, tc.code, errCode(doc), tc.line)
		assert.Contains(t, doc["error"].(map[string]any)["message"], tc.message, tc.line)
	}
	// Still serving.
	io.WriteString(inW, `{"id": 7, "op": "create_session"}`+"\n")
	doc := readLine()
	assert.Equal(t, float64(7), doc["id"])
	assert.NotEmpty(t, doc["session"])
	inW.Close()
	require.NoError(t, <-served)
}
