package serve_test

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kraitpy/krait/policy"
	"github.com/kraitpy/krait/serve"
	"github.com/kraitpy/krait/serve/client"
)

// TestEndToEndUpgraded is the end-to-end scenario over an HTTP connection
// upgraded to the stdio protocol's lines (client.Dial on `krait serve`).
func TestEndToEndUpgraded(t *testing.T) {
	c, err := client.Dial(context.Background(), startHTTP(t), "", nil)
	require.NoError(t, err)
	require.True(t, c.Upgraded(), "the server offers the upgrade")
	scenario(t, c)
	require.NoError(t, c.Close())
}

// upgraded is a raw upgraded connection: send writes a request line,
// next reads a line.
type upgraded struct {
	t    *testing.T
	conn net.Conn
	br   *bufio.Reader
}

// dialUpgrade sends GET /v1/connect with the upgrade's headers and the
// extra header lines, and returns the connection and the answer (its
// body unread).
func dialUpgrade(t *testing.T, url string, extra ...string) (*upgraded, *http.Response) {
	t.Helper()
	conn, err := net.Dial("tcp", strings.TrimPrefix(url, "http://"))
	require.NoError(t, err)
	t.Cleanup(func() { conn.Close() })
	req := "GET /v1/connect HTTP/1.1\r\nHost: x\r\nConnection: Upgrade\r\nUpgrade: " + serve.UpgradeProtocol + "\r\n"
	for _, h := range extra {
		req += h + "\r\n"
	}
	_, err = io.WriteString(conn, req+"\r\n")
	require.NoError(t, err)
	conn.SetReadDeadline(time.Now().Add(30 * time.Second))
	br := bufio.NewReader(conn)
	resp, err := http.ReadResponse(br, &http.Request{Method: "GET"})
	require.NoError(t, err)
	return &upgraded{t: t, conn: conn, br: br}, resp
}

// upgrade returns an upgraded connection whose hello has been read.
func upgrade(t *testing.T, url string, extra ...string) *upgraded {
	t.Helper()
	u, resp := dialUpgrade(t, url, extra...)
	require.Equal(t, http.StatusSwitchingProtocols, resp.StatusCode)
	assert.Equal(t, serve.UpgradeProtocol, resp.Header.Get("Upgrade"))
	hello := u.next()
	assert.Equal(t, "hello", hello["event"])
	assert.Equal(t, float64(serve.ProtocolVersion), hello["protocol"])
	assert.Contains(t, hello["features"], serve.FeatureQuietToolResults)
	return u
}

func (u *upgraded) send(line string) {
	u.t.Helper()
	_, err := io.WriteString(u.conn, line+"\n")
	require.NoError(u.t, err)
}

func (u *upgraded) next() map[string]any {
	u.t.Helper()
	line, err := u.br.ReadBytes('\n')
	require.NoError(u.t, err, "a line")
	var doc map[string]any
	require.NoError(u.t, json.Unmarshal(line, &doc), "%s", line)
	return doc
}

// errorCode returns the code of an error line ("" when it is none).
func errorCode(doc map[string]any) string {
	e, _ := doc["error"].(map[string]any)
	code, _ := e["code"].(string)
	return code
}

// TestUpgradeErrors: every error of the protocol reaches an upgraded
// connection as it reaches stdio — and the connection goes on.
func TestUpgradeErrors(t *testing.T) {
	_, url := newServer(t, serve.Config{MaxSessions: 1, MaxBodyBytes: 1024})
	u := upgrade(t, url)
	u.send(`{"id": 1, "op": "create_session"}`)
	sid, _ := u.next()["session"].(string)
	require.NotEmpty(t, sid)
	for _, tc := range []struct{ line, code string }{
		{`{"id": 2, "op": "create_session"}`, serve.CodeTooMany},
		{`{"id": 3, "op": "run", "session": "s_nope", "code": "1"}`, serve.CodeUnknownSession},
		{`{"id": 4, "op": "tool_result", "session": "` + sid + `", "run": "1", "call": 1, "value": 1}`, serve.CodeNotWaiting},
		{`{"id": 5, "op": "run", "session": "` + sid + `", "code": "1", "bogus": 1}`, serve.CodeBadRequest},
		{`{"id": 6, "op": "fly"}`, serve.CodeBadRequest},
		{`{"id": 7, "op": "run", "session": "` + sid + `", "code": "` + strings.Repeat("x", 2000) + `"}`, serve.CodeTooLarge},
		{`not json`, serve.CodeBadRequest},
	} {
		u.send(tc.line)
		assert.Equal(t, tc.code, errorCode(u.next()), tc.line)
	}
	u.send(`{"id": 8, "op": "run", "session": "` + sid + `", "code": "6 * 7"}`)
	res := u.next()
	assert.Equal(t, "result", res["event"])
	assert.Equal(t, float64(42), res["value"])
	assert.Equal(t, float64(8), res["id"])
}

// TestUpgradeRefused: a request without the upgrade's headers is refused
// with upgrade_required (and the headers to send), and a client whose
// upgrade is refused on the way (a proxy) speaks the plain HTTP API.
func TestUpgradeRefused(t *testing.T) {
	srv, url := newServer(t, serve.Config{})
	status, doc := call(t, "GET", url+serve.UpgradePath, "")
	assert.Equal(t, http.StatusUpgradeRequired, status)
	assert.Equal(t, serve.CodeUpgradeRequired, errorCode(doc))
	status, doc = call(t, "GET", url+"/v1", "")
	assert.Equal(t, http.StatusOK, status)
	assert.Contains(t, doc["features"], serve.FeatureUpgrade)

	proxy := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path == serve.UpgradePath {
			http.Error(w, "upgrades are not passed here", http.StatusBadGateway)
			return
		}
		srv.Handler().ServeHTTP(w, r)
	}))
	defer proxy.Close()
	c, err := client.Dial(context.Background(), proxy.URL, "", nil)
	require.NoError(t, err)
	defer c.Close()
	assert.False(t, c.Upgraded(), "the upgrade was refused: plain HTTP")
	sess, err := c.CreateSession(context.Background(), serve.SessionRequest{})
	require.NoError(t, err)
	res, err := sess.Run(context.Background(), "6 * 7", client.RunHandler{})
	require.NoError(t, err)
	assert.Equal(t, int64(42), res.Value)
}

// TestUpgradeToken: the bearer token is checked before the connection
// changes hands.
func TestUpgradeToken(t *testing.T) {
	_, url := newServer(t, serve.Config{Token: "sesame"})
	for _, extra := range [][]string{nil, {"Authorization: Bearer wrong"}} {
		u, resp := dialUpgrade(t, url, extra...)
		assert.Equal(t, http.StatusUnauthorized, resp.StatusCode)
		var doc map[string]any
		require.NoError(t, json.NewDecoder(resp.Body).Decode(&doc))
		assert.Equal(t, serve.CodeUnauthorized, errorCode(doc))
		u.conn.Close()
	}
	_, err := client.Dial(context.Background(), url, "wrong", nil)
	var se *client.ServerError
	require.True(t, errors.As(err, &se), "a wrong token is an error: %v", err)
	assert.Equal(t, serve.CodeUnauthorized, se.Code)

	c, err := client.Dial(context.Background(), url, "sesame", nil)
	require.NoError(t, err)
	defer c.Close()
	require.True(t, c.Upgraded())
	sess, err := c.CreateSession(context.Background(), serve.SessionRequest{})
	require.NoError(t, err)
	res, err := sess.Run(context.Background(), "6 * 7", client.RunHandler{})
	require.NoError(t, err)
	assert.Equal(t, int64(42), res.Value)
}

// waitMetrics waits until the server's metrics hold every line of want.
func waitMetrics(t *testing.T, url string, want ...string) {
	t.Helper()
	deadline := time.Now().Add(20 * time.Second)
	for {
		text := metricsText(t, url)
		missing := ""
		for _, w := range want {
			if !strings.Contains(text, w) {
				missing = w
			}
		}
		if missing == "" {
			return
		}
		require.True(t, time.Now().Before(deadline), "the metrics never had %q:\n%s", missing, kraitMetrics(text))
		time.Sleep(20 * time.Millisecond)
	}
}

// kraitMetrics returns the lines of the server's own metrics.
func kraitMetrics(text string) string {
	var out []string
	for _, line := range strings.Split(text, "\n") {
		if strings.HasPrefix(line, "krait_") && !strings.Contains(line, "_bucket") {
			out = append(out, line)
		}
	}
	return strings.Join(out, "\n")
}

// TestUpgradeClientGone: a client that disappears while its run waits at
// a tool call has its run cancelled, as over HTTP; the session stays
// until its idle time runs out.
func TestUpgradeClientGone(t *testing.T) {
	srv, url := newServer(t, serve.Config{SessionTTL: 300 * time.Millisecond})
	u := upgrade(t, url)
	u.send(`{"id": 1, "op": "create_session"}`)
	sid, _ := u.next()["session"].(string)
	u.send(`{"id": 2, "op": "send_tools", "session": "` + sid + `", "tools": [{"name": "lookup"}]}`)
	assert.Equal(t, true, u.next()["ok"])
	u.send(`{"id": 3, "op": "run", "session": "` + sid + `", "code": "lookup()"}`)
	assert.Equal(t, "tool_call", u.next()["event"])
	waitMetrics(t, url, "krait_connections_upgraded 1")
	u.conn.Close() // the client is gone
	waitMetrics(t, url, `krait_runs_total{outcome="cancelled"} 1`, "krait_runs_active 0", "krait_connections_upgraded 0")
	deadline := time.Now().Add(20 * time.Second)
	for srv.Sessions() > 0 {
		require.True(t, time.Now().Before(deadline), "the abandoned session was not deleted")
		time.Sleep(20 * time.Millisecond)
	}
}

// TestUpgradeIdle: a connection without requests and runs closes after
// its idle time; a run in progress (paused at a tool call) keeps it.
func TestUpgradeIdle(t *testing.T) {
	srv, url := newServer(t, serve.Config{})
	serve.SetConnIdle(srv, 200*time.Millisecond)
	u := upgrade(t, url)
	u.send(`{"id": 1, "op": "create_session"}`)
	sid, _ := u.next()["session"].(string)
	u.send(`{"id": 2, "op": "send_tools", "session": "` + sid + `", "tools": [{"name": "lookup"}]}`)
	assert.Equal(t, true, u.next()["ok"])
	u.send(`{"id": 3, "op": "run", "session": "` + sid + `", "code": "lookup() + 1"}`)
	call := u.next()
	require.Equal(t, "tool_call", call["event"])
	time.Sleep(time.Second) // five idle times, paused
	u.send(fmt.Sprintf(`{"id": 4, "op": "tool_result", "session": %q, "run": %q, "call": 1, "quiet": true, "value": 41}`, sid, call["run"]))
	res := u.next()
	assert.Equal(t, "result", res["event"])
	assert.Equal(t, float64(42), res["value"])

	start := time.Now()
	_, err := u.br.ReadBytes('\n')
	assert.ErrorIs(t, err, io.EOF, "the idle connection is closed")
	assert.Less(t, time.Since(start), 10*time.Second)
	assert.Equal(t, 1, srv.Sessions(), "the session outlives the connection")
}

// TestUpgradeServerClose: closing the server closes its upgraded
// connections (no reader is left behind).
func TestUpgradeServerClose(t *testing.T) {
	srv, url := newServer(t, serve.Config{})
	u := upgrade(t, url)
	srv.Close()
	_, err := u.br.ReadBytes('\n')
	assert.ErrorIs(t, err, io.EOF)
}

// TestUpgradeSlowReader: the slow-reader bound holds on an upgraded
// connection (TestFaultSlowClient over HTTP): a client that does not read
// its run's output does not hold the run, which ends at its own limit;
// reading at last, the client finds a notice of what was left out.
func TestUpgradeSlowReader(t *testing.T) {
	pol := policy.Default()
	pol.Limits.MaxWhileIterations = 0
	pol.Limits.MaxOps = 1 << 40
	pol.Limits.MaxDuration = time.Hour
	_, url := newServer(t, serve.Config{Policy: pol, MaxOutput: 16 << 20, OutputBuffer: 64 << 10})
	u := upgrade(t, url)
	_, sess := session(t, url, serve.SessionRequest{})
	u.send(`{"id": 1, "op": "run", "session": "` + sess.ID + `", "code": "while True:\n    print('x' * 1000)"}`)
	waitMetrics(t, url, "krait_runs_active 1")
	// Not reading: the run must end by itself, at its limit.
	res := runWhenFree(t, sess, "'free'", 25*time.Second)
	assert.Equal(t, "free", res.Value)
	waitMetrics(t, url, `krait_limit_errors_total{kind="OutputLimitError"} 1`)
	var data []byte
	for {
		line, err := u.br.ReadBytes('\n')
		data = append(data, line...)
		if err != nil || bytes.Contains(line, []byte(`"event":"result"`)) {
			break
		}
	}
	assert.Contains(t, string(data), `"dropped":`)
	assert.Contains(t, string(data), `"type":"OutputLimitError"`)
}
