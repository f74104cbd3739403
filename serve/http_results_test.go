package serve_test

import (
	"bufio"
	"encoding/json"
	"fmt"
	"net"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kraitpy/krait/internal/leakcheck"
	"github.com/kraitpy/krait/serve"
)

// duplexConn is a run request written by hand, whose body carries the
// tool results (serve.ToolResultsHeader): chunks go out as the test
// writes them, while the response streams.
type duplexConn struct {
	t    *testing.T
	conn net.Conn
	br   *bufio.Reader
	resp *http.Response
	body *bufio.Reader
}

func openDuplex(t *testing.T, addr, session, runRequest string) *duplexConn {
	t.Helper()
	conn, err := net.Dial("tcp", addr)
	require.NoError(t, err)
	t.Cleanup(func() { conn.Close() })
	conn.SetDeadline(time.Now().Add(time.Minute))
	d := &duplexConn{t: t, conn: conn, br: bufio.NewReader(conn)}
	fmt.Fprintf(conn, "POST /v1/sessions/%s/runs HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n%s: body\r\n\r\n", session, serve.ToolResultsHeader)
	d.chunk(runRequest + "\n")
	d.resp, err = http.ReadResponse(d.br, nil)
	require.NoError(t, err)
	d.body = bufio.NewReader(d.resp.Body)
	return d
}

// chunk sends one chunk of the body ("" ends it).
func (d *duplexConn) chunk(s string) {
	_, err := fmt.Fprintf(d.conn, "%x\r\n%s\r\n", len(s), s)
	require.NoError(d.t, err)
}

// event reads the next event line.
func (d *duplexConn) event() map[string]any {
	d.t.Helper()
	line, err := d.body.ReadBytes('\n')
	require.NoError(d.t, err, "reading an event")
	var ev map[string]any
	require.NoError(d.t, json.Unmarshal(line, &ev))
	return ev
}

func duplexServer(t *testing.T, cfg serve.Config) (addr, session string) {
	srv := serve.New(cfg)
	t.Cleanup(func() { srv.Close() })
	hs := httptest.NewServer(srv.Handler())
	t.Cleanup(hs.Close)
	status, doc := call(t, "POST", hs.URL+"/v1/sessions", `{}`)
	require.Equal(t, http.StatusCreated, status)
	session = doc["session"].(string)
	status, doc = call(t, "POST", hs.URL+"/v1/sessions/"+session+"/tools", `{"tools": [{"name": "lookup", "parameters": [{"name": "key"}]}]}`)
	require.Equal(t, http.StatusOK, status, "%v", doc)
	status, doc = call(t, "GET", hs.URL+"/v1", "")
	require.Equal(t, http.StatusOK, status)
	assert.Contains(t, doc["features"], serve.FeatureToolResultsInBody)
	return strings.TrimPrefix(hs.URL, "http://"), session
}

// TestToolResultsInBody drives the protocol by hand: tool results in the
// run's body reach the code, a result for a call that is not waiting is
// dropped, the stream ends only after the body, and the connection then
// serves the next run; a malformed or oversized line ends the run with
// an error saying so; a refused run closes the connection.
func TestToolResultsInBody(t *testing.T) {
	addr, session := duplexServer(t, serve.Config{MaxBodyBytes: 1000})

	d := openDuplex(t, addr, session, `{"code": "a = lookup('x')\nb = lookup('y')\na + b"}`)
	require.Equal(t, http.StatusOK, d.resp.StatusCode)
	assert.Equal(t, "body", d.resp.Header.Get(serve.ToolResultsHeader))
	ev := d.event()
	require.Equal(t, "tool_call", ev["event"])
	require.Equal(t, float64(1), ev["call"])
	d.chunk(`{"call": 7, "value": "stray"}` + "\n" + `{"call": 1, "value": "p"}` + "\n")
	ev = d.event()
	require.Equal(t, "tool_call", ev["event"], "%v", ev)
	require.Equal(t, float64(2), ev["call"])
	d.chunk(`{"call": 2, "value": {"$tuple": []}}` + "\n")
	ev = d.event()
	require.Equal(t, "result", ev["event"])
	assert.Equal(t, "TypeError", ev["error"].(map[string]any)["type"], "'p' + () is a TypeError: the values reached the code")
	// The stream has not ended: it ends after the body.
	done := make(chan error, 1)
	go func() { _, err := d.body.ReadByte(); done <- err }()
	select {
	case err := <-done:
		t.Fatalf("the stream ended before the body: %v", err)
	case <-time.After(50 * time.Millisecond):
	}
	d.chunk("")
	require.Error(t, <-done) // EOF: the stream's end

	// The same connection serves the next run.
	fmt.Fprintf(d.conn, "POST /v1/sessions/%s/runs HTTP/1.1\r\nHost: x\r\nContent-Length: 15\r\n\r\n{\"code\": \"1+1\"}", session)
	resp, err := http.ReadResponse(d.br, nil)
	require.NoError(t, err)
	var res map[string]any
	require.NoError(t, json.NewDecoder(resp.Body).Decode(&res))
	assert.Equal(t, float64(2), res["value"])

	for _, tc := range []struct{ name, line, want string }{
		{"malformed", `{"call": 1, "value": }` + "\n", "malformed tool result line"},
		{"unknown field", `{"call": 1, "valeu": 1}` + "\n", `unknown field "valeu"`},
		{"no call", `{"value": 1}` + "\n", `needs "call"`},
		{"value and error", `{"call": 1, "value": 1, "error": {"type": "E", "message": "m"}}` + "\n", "a value or an error, not both"},
		{"too large", `{"call": 1, "value": "` + strings.Repeat("x", 2000) + `"}` + "\n", "larger than the server's limit of 1000 bytes"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			d := openDuplex(t, addr, session, `{"code": "lookup('x')"}`)
			require.Equal(t, "tool_call", d.event()["event"])
			d.chunk(tc.line)
			ev := d.event()
			require.Equal(t, "result", ev["event"])
			e := ev["error"].(map[string]any)
			assert.Equal(t, "CancelledError", e["type"])
			assert.Contains(t, e["message"], tc.want)
			d.chunk("")
		})
	}

	d = openDuplex(t, addr, "s_nope", `{"code": "1"}`)
	assert.Equal(t, http.StatusNotFound, d.resp.StatusCode)
	assert.True(t, d.resp.Close, "a refused run closes its connection")
}

// TestToolResultsInBodyLeaveNoGoroutine: runs paused at a tool call whose
// results would come in their body, abandoned by the client closing the
// connection or by the server's Close, leave no goroutine behind.
func TestToolResultsInBodyLeaveNoGoroutine(t *testing.T) {
	snap := leakcheck.Take()
	func() {
		srv := serve.New(serve.Config{})
		hs := httptest.NewServer(srv.Handler())
		defer hs.Close()
		defer srv.Close()
		addr := strings.TrimPrefix(hs.URL, "http://")
		for i := 0; i < 4; i++ {
			status, doc := call(t, "POST", hs.URL+"/v1/sessions", `{}`)
			require.Equal(t, http.StatusCreated, status)
			session := doc["session"].(string)
			status, _ = call(t, "POST", hs.URL+"/v1/sessions/"+session+"/tools", `{"tools": [{"name": "lookup", "parameters": null}]}`)
			require.Equal(t, http.StatusOK, status)
			d := openDuplex(t, addr, session, `{"code": "lookup(1)"}`)
			require.Equal(t, "tool_call", d.event()["event"])
			if i%2 == 0 {
				d.conn.Close()
			}
		}
		http.DefaultClient.CloseIdleConnections()
	}()
	snap.Check(t)
}
