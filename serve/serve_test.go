package serve_test

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kraitpy/krait"
	"github.com/kraitpy/krait/internal/leakcheck"
	"github.com/kraitpy/krait/policy"
	"github.com/kraitpy/krait/serve"
	"github.com/kraitpy/krait/serve/client"
)

// newServer starts an in-process server on a loopback port; it is closed
// at the end of the test.
func newServer(t *testing.T, cfg serve.Config) (*serve.Server, string) {
	t.Helper()
	srv := serve.New(cfg)
	hs := httptest.NewServer(srv.Handler())
	t.Cleanup(func() {
		srv.Close()
		hs.Close()
	})
	return srv, hs.URL
}

// call sends one HTTP request and returns the status and the decoded
// JSON body.
func call(t *testing.T, method, url, body string, header ...string) (int, map[string]any) {
	t.Helper()
	req, err := http.NewRequest(method, url, strings.NewReader(body))
	require.NoError(t, err)
	for i := 0; i+1 < len(header); i += 2 {
		req.Header.Set(header[i], header[i+1])
	}
	resp, err := http.DefaultClient.Do(req)
	require.NoError(t, err)
	defer resp.Body.Close()
	var doc map[string]any
	require.NoError(t, json.NewDecoder(resp.Body).Decode(&doc))
	return resp.StatusCode, doc
}

// errCode returns the error code of an error body.
func errCode(doc map[string]any) string {
	e, _ := doc["error"].(map[string]any)
	code, _ := e["code"].(string)
	return code
}

func TestHTTPErrors(t *testing.T) {
	_, url := newServer(t, serve.Config{MaxBodyBytes: 1 << 10, MaxSessions: 2})
	status, doc := call(t, "POST", url+"/v1/sessions", "")
	require.Equal(t, http.StatusCreated, status, doc)
	sid := doc["session"].(string)
	s := url + "/v1/sessions/" + sid

	for _, tc := range []struct {
		name, method, url, body string
		status                  int
		code, message           string
	}{
		{"unknown session", "POST", url + "/v1/sessions/s_nope/runs", `{"code": "1"}`, 404, serve.CodeUnknownSession, `no session "s_nope"`},
		{"malformed JSON", "POST", s + "/runs", `{"code": `, 400, serve.CodeBadRequest, "malformed JSON body"},
		{"unknown field", "POST", s + "/runs", `{"code": "1", "cod": 2}`, 400, serve.CodeBadRequest, `unknown field "cod"`},
		{"trailing data", "POST", s + "/runs", `{"code": "1"} {}`, 400, serve.CodeBadRequest, "data after the JSON value"},
		{"no body", "POST", s + "/runs", ``, 400, serve.CodeBadRequest, "needs a JSON body"},
		{"too large", "POST", s + "/runs", `{"code": "` + strings.Repeat("x", 2000) + `"}`, 413, serve.CodeTooLarge, "limit of 1024 bytes"},
		{"unknown endpoint", "GET", url + "/v2/sessions", ``, 404, serve.CodeNotFound, "no endpoint GET /v2/sessions"},
		{"wrong method", "GET", s + "/runs", ``, 404, serve.CodeNotFound, "no endpoint GET"},
		{"result for no run", "POST", s + "/runs/1/calls/1", `{"value": 1}`, 409, serve.CodeNotWaiting, "is not waiting for call 1"},
		{"bad call id", "POST", s + "/runs/1/calls/x", `{"value": 1}`, 404, serve.CodeNotFound, "call ids are numbers"},
		{"cancel no run", "DELETE", s + "/runs/1", ``, 409, serve.CodeNotWaiting, "has no run 1"},
		{"bad variable", "POST", s + "/variables", `{"variables": {"x": {"$tuple": 1}}}`, 400, serve.CodeBadRequest, "$tuple wants an array"},
		{"bad variable name", "POST", s + "/variables", `{"variables": {"not ok": 1}}`, 400, serve.CodeBadRequest, "is not a Python identifier"},
		{"bad tool name", "POST", s + "/tools", `{"tools": [{"name": "no-name"}]}`, 400, serve.CodeBadRequest, "not a Python identifier"},
		{"limit above the server's", "POST", url + "/v1/sessions", `{"limits": {"max_ops": 100000000000}}`, 400, serve.CodeBadRequest, "limits.max_ops of 100000000000 is above the server's maximum of 10000000"},
		{"non-positive limit", "POST", url + "/v1/sessions", `{"limits": {"timeout": -1}}`, 400, serve.CodeBadRequest, "limits.timeout must be positive"},
		{"unknown import", "POST", url + "/v1/sessions", `{"authorized_imports": ["nosuchmodule"]}`, 400, serve.CodeBadRequest, "nosuchmodule"},
	} {
		status, doc := call(t, tc.method, tc.url, tc.body)
		assert.Equal(t, tc.status, status, tc.name)
		assert.Equal(t, tc.code, errCode(doc), tc.name)
		assert.Contains(t, doc["error"].(map[string]any)["message"], tc.message, tc.name)
	}

	// The session cap.
	status, _ = call(t, "POST", url+"/v1/sessions", `{"limits": {"max_ops": 1000}}`)
	require.Equal(t, http.StatusCreated, status)
	status, doc = call(t, "POST", url+"/v1/sessions", "{}")
	assert.Equal(t, http.StatusServiceUnavailable, status)
	assert.Equal(t, serve.CodeTooMany, errCode(doc))
	status, doc = call(t, "DELETE", s, "")
	assert.Equal(t, http.StatusOK, status)
	assert.Equal(t, true, doc["ok"])
	status, _ = call(t, "POST", url+"/v1/sessions", "{}")
	assert.Equal(t, http.StatusCreated, status, "deleting a session makes room")
}

func TestBearerToken(t *testing.T) {
	_, url := newServer(t, serve.Config{Token: "s3cret"})
	status, doc := call(t, "GET", url+"/v1", "")
	assert.Equal(t, http.StatusUnauthorized, status)
	assert.Equal(t, serve.CodeUnauthorized, errCode(doc))
	status, _ = call(t, "GET", url+"/v1", "", "Authorization", "Bearer wrong")
	assert.Equal(t, http.StatusUnauthorized, status)
	status, doc = call(t, "GET", url+"/v1", "", "Authorization", "Bearer s3cret")
	assert.Equal(t, http.StatusOK, status)
	assert.Equal(t, float64(serve.ProtocolVersion), doc["protocol"])

	for addr, loop := range map[string]bool{"127.0.0.1:8700": true, "[::1]:1": true, "localhost:80": true, "0.0.0.0:8700": false, ":8700": false, "10.1.2.3:80": false} {
		assert.Equal(t, loop, serve.IsLoopback(addr), addr)
	}
}

// session creates a session through the Go client.
func session(t *testing.T, url string, req serve.SessionRequest) (*client.Client, *client.Session) {
	t.Helper()
	c := client.NewHTTP(url, "", nil)
	t.Cleanup(func() { c.Close() })
	sess, err := c.CreateSession(context.Background(), req)
	require.NoError(t, err)
	return c, sess
}

func TestToolCallChecks(t *testing.T) {
	_, url := newServer(t, serve.Config{})
	_, sess := session(t, url, serve.SessionRequest{})
	ctx := context.Background()
	require.NoError(t, sess.SendTools(ctx,
		serve.ToolSpec{Name: "search", Parameters: []serve.ParamSpec{{Name: "query"}, {Name: "limit", Nullable: true}}},
		serve.ToolSpec{Name: "echo"}, // parameters null: anything goes
	))
	var got []*client.ToolCall
	h := client.RunHandler{ToolCall: func(ctx context.Context, c *client.ToolCall) (any, error) {
		got = append(got, c)
		return krait.Tuple{c.Args, c.Kwargs}, nil
	}}
	res, err := sess.Run(ctx, `
errors = []
for args, kwargs in [((), {}), ((1, 2, 3), {}), ((1,), {'query': 2}), ((), {'query': 1, 'x': 2}), ((object(),), {})]:
    try:
        search(*args, **kwargs)
    except TypeError as e:
        errors.append(str(e))
print("\n".join(errors))
a, k = echo(1, (2, b'3'), {4}, name={'x': None})
(a, k, search('q', limit=2.5))
`, h)
	require.NoError(t, err)
	require.Nil(t, res.Error)
	assert.Equal(t, `search() missing 1 required positional argument: 'query'
search() takes 2 positional arguments but 3 were given
search() got multiple values for argument 'query'
search() got an unexpected keyword argument 'x'
search() argument 1: a value of type 'object' cannot be sent as JSON (send None, bool, int, float, complex, str, bytes, list, tuple, dict, set, datetime values or containers of them)
`, res.Logs)
	require.Len(t, got, 2, "refused calls never reach the client")
	assert.Equal(t, []any{int64(1), krait.Tuple{int64(2), []byte("3")}, krait.Set{int64(4)}}, got[0].Args)
	assert.Equal(t, map[string]any{"name": map[string]any{"x": nil}}, got[0].Kwargs)
	assert.Equal(t, "([1, (2, b'3'), {4}], {'name': {'x': None}}, (['q'], {'limit': 2.5}))", res.Repr)
}

// streamRun starts a run over raw HTTP and returns its event lines.
func streamRun(t *testing.T, ctx context.Context, url, sid, code string) (*http.Response, *bufio.Scanner) {
	t.Helper()
	req, err := http.NewRequestWithContext(ctx, "POST", url+"/v1/sessions/"+sid+"/runs", strings.NewReader(`{"code": `+quote(code)+`}`))
	require.NoError(t, err)
	resp, err := http.DefaultClient.Do(req)
	require.NoError(t, err)
	require.Equal(t, http.StatusOK, resp.StatusCode)
	assert.Equal(t, "application/x-ndjson", resp.Header.Get("Content-Type"))
	return resp, bufio.NewScanner(resp.Body)
}

func quote(s string) string {
	b, _ := json.Marshal(s)
	return string(b)
}

func nextEvent(t *testing.T, sc *bufio.Scanner) map[string]any {
	t.Helper()
	require.True(t, sc.Scan(), "the stream ended early: %v", sc.Err())
	var ev map[string]any
	require.NoError(t, json.Unmarshal(sc.Bytes(), &ev))
	return ev
}

func TestCancelAndBusy(t *testing.T) {
	_, url := newServer(t, serve.Config{})
	_, sess := session(t, url, serve.SessionRequest{})
	ctx := context.Background()
	require.NoError(t, sess.SendTools(ctx, serve.ToolSpec{Name: "wait"}))
	resp, sc := streamRun(t, ctx, url, sess.ID, "print('before')\nwait()\nprint('after')")
	defer resp.Body.Close()
	run := resp.Header.Get("Krait-Run")
	assert.Equal(t, map[string]any{"event": "output", "run": run, "text": "before\n"}, nextEvent(t, sc))
	ev := nextEvent(t, sc)
	assert.Equal(t, "tool_call", ev["event"])

	// While the run waits, the session refuses other work.
	status, doc := call(t, "POST", url+"/v1/sessions/"+sess.ID+"/runs", `{"code": "1"}`)
	assert.Equal(t, http.StatusConflict, status)
	assert.Equal(t, serve.CodeBusy, errCode(doc))
	status, _ = call(t, "POST", url+"/v1/sessions/"+sess.ID+"/variables", `{"variables": {}}`)
	assert.Equal(t, http.StatusConflict, status)
	// A result for a call that does not exist.
	status, doc = call(t, "POST", url+"/v1/sessions/"+sess.ID+"/runs/"+run+"/calls/7", `{"value": null}`)
	assert.Equal(t, http.StatusConflict, status)
	assert.Equal(t, serve.CodeNotWaiting, errCode(doc))

	status, _ = call(t, "DELETE", url+"/v1/sessions/"+sess.ID+"/runs/"+run, "")
	assert.Equal(t, http.StatusOK, status)
	ev = nextEvent(t, sc)
	assert.Equal(t, "result", ev["event"])
	assert.Equal(t, map[string]any{"type": "CancelledError", "message": "execution cancelled", "text": "CancelledError: execution cancelled"}, ev["error"])
	assert.Equal(t, float64(4), ev["exit_code"])
	assert.Equal(t, "before\n", ev["logs"])
	assert.False(t, sc.Scan(), "exactly one result ends the stream")

	// The call can no longer be answered; the session works again.
	status, doc = call(t, "POST", url+"/v1/sessions/"+sess.ID+"/runs/"+run+"/calls/1", `{"value": null}`)
	assert.Equal(t, http.StatusConflict, status)
	assert.Equal(t, serve.CodeNotWaiting, errCode(doc))
	res, err := sess.Run(ctx, "2 + 2", client.RunHandler{})
	require.NoError(t, err)
	assert.Equal(t, int64(4), res.Value)
}

// TestClientGoneCancelsTheRun drops the stream's connection while the run
// loops: the run is cancelled and the session is usable again.
func TestClientGoneCancelsTheRun(t *testing.T) {
	pol := policy.Default()
	pol.Limits.MaxWhileIterations = 0
	_, url := newServer(t, serve.Config{Policy: pol})
	_, sess := session(t, url, serve.SessionRequest{Limits: &serve.Limits{MaxWhile: ptr(int64(0)), MaxOps: ptr(int64(5_000_000))}})
	ctx, cancel := context.WithCancel(context.Background())
	resp, sc := streamRun(t, ctx, url, sess.ID, "print('go')\nwhile True:\n    pass")
	defer resp.Body.Close()
	assert.Equal(t, "output", nextEvent(t, sc)["event"])
	cancel()
	deadline := time.Now().Add(20 * time.Second)
	for {
		res, err := sess.Run(context.Background(), "'free'", client.RunHandler{})
		var se *client.ServerError
		if errors.As(err, &se) && se.Code == serve.CodeBusy && time.Now().Before(deadline) {
			time.Sleep(10 * time.Millisecond)
			continue
		}
		require.NoError(t, err)
		assert.Equal(t, "free", res.Value)
		break
	}
}

func ptr[T any](v T) *T { return &v }

// TestCloseLeavesNoGoroutine closes a server while runs wait at tool
// calls over HTTP and stdio; nothing it started is left running.
func TestCloseLeavesNoGoroutine(t *testing.T) {
	snap := leakcheck.Take()
	func() {
		srv := serve.New(serve.Config{Policy: policy.Default()})
		hs := httptest.NewServer(srv.Handler())
		defer hs.Close()
		c := client.NewHTTP(hs.URL, "", nil)
		defer c.Close()
		ctx := context.Background()
		started := make(chan struct{}, 8)
		stop := make(chan struct{})
		// block answers its call only when the test ends.
		block := client.RunHandler{ToolCall: func(ctx context.Context, _ *client.ToolCall) (any, error) {
			started <- struct{}{}
			<-stop
			return nil, nil
		}}
		for i := 0; i < 4; i++ {
			sess, err := c.CreateSession(ctx, serve.SessionRequest{})
			require.NoError(t, err)
			require.NoError(t, sess.SendTools(ctx, serve.ToolSpec{Name: "block"}))
			go sess.Run(ctx, "block()", block)
		}
		// stdio, in process.
		inR, inW := io.Pipe()
		outR, outW := io.Pipe()
		served := make(chan error, 1)
		go func() {
			served <- srv.ServeStdio(ctx, inR, outW)
			outW.Close()
		}()
		sc, err := client.NewStdio(outR, inW)
		require.NoError(t, err)
		sess, err := sc.CreateSession(ctx, serve.SessionRequest{})
		require.NoError(t, err)
		require.NoError(t, sess.SendTools(ctx, serve.ToolSpec{Name: "block"}))
		go sess.Run(ctx, "block()", block)
		for i := 0; i < 5; i++ {
			<-started
		}
		assert.Equal(t, 5, srv.Sessions())
		require.NoError(t, srv.Close())
		assert.Equal(t, 0, srv.Sessions())
		close(stop)
		require.NoError(t, sc.Close())
		require.NoError(t, <-served)
	}()
	http.DefaultClient.CloseIdleConnections()
	snap.Check(t)
}
