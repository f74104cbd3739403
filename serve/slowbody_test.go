package serve_test

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kraitpy/krait/policy"
	"github.com/kraitpy/krait/serve"
	"github.com/kraitpy/krait/serve/client"
)

// slowTimeout is the servers' body (or write) timeout in these tests, and
// slowSlack what the tests allow on top of it for a loaded machine (timers
// late under -race, GOGC=1 and a load of 40).
const (
	slowTimeout = time.Second
	slowSlack   = 7 * time.Second
)

// startSlowServer serves cfg's server on a loopback port through
// Server.HTTPServer, the http.Server krait serve uses.
func startSlowServer(t *testing.T, cfg serve.Config) (*serve.Server, string) {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	require.NoError(t, err)
	return serveOn(t, cfg, ln)
}

// serveOn is startSlowServer on the listener ln.
func serveOn(t *testing.T, cfg serve.Config, ln net.Listener) (*serve.Server, string) {
	t.Helper()
	srv := serve.New(cfg)
	hs := srv.HTTPServer("")
	done := make(chan struct{})
	go func() {
		defer close(done)
		hs.Serve(ln)
	}()
	t.Cleanup(func() {
		hs.Close()
		<-done
		srv.Close()
	})
	return srv, ln.Addr().String()
}

// trickle sends head and then, every 100 ms, one more piece of the body
// (drip), the way a client sending a byte a second does, and reads what
// the server answers until it closes the connection. It returns how long
// the server took to close it and what it answered; a connection still
// open after 25 s fails the test.
func trickle(t *testing.T, addr, head, drip string) (time.Duration, string) {
	t.Helper()
	start := time.Now()
	conn, err := net.Dial("tcp", addr)
	require.NoError(t, err)
	defer conn.Close()
	_, err = io.WriteString(conn, head)
	require.NoError(t, err)
	stop := make(chan struct{})
	dripped := make(chan struct{})
	go func() {
		defer close(dripped)
		tick := time.NewTicker(100 * time.Millisecond)
		defer tick.Stop()
		for {
			select {
			case <-stop:
				return
			case <-tick.C:
				if _, err := io.WriteString(conn, drip); err != nil {
					return
				}
			}
		}
	}()
	defer func() {
		close(stop)
		<-dripped
	}()
	conn.SetReadDeadline(start.Add(25 * time.Second))
	answer, err := io.ReadAll(conn)
	var ne net.Error
	require.False(t, errors.As(err, &ne) && ne.Timeout(), "the connection was still open after 25 s; the server answered %q", answer)
	return time.Since(start), string(answer)
}

// TestSlowRequestBody: a client that sends a request body a byte at a
// time, never finishing it, holds its connection for at most the server's
// BodyTimeout, whatever the request: every endpoint, with a body cut short
// or one whose JSON value is whole but is followed by more bytes, the
// bodies handlers never read (net/http reads up to 256 KiB of those
// itself), a run request with its tool results in its body (before the
// run starts, and after its result), and a tool result posted for a run
// waiting for it (the run then goes on with the result posted properly).
func TestSlowRequestBody(t *testing.T) {
	_, addr := startSlowServer(t, serve.Config{BodyTimeout: slowTimeout})
	url := "http://" + addr
	c := client.NewHTTP(url, "", nil)
	defer c.Close()
	ctx := context.Background()
	newSession := func() *client.Session {
		sess, err := c.CreateSession(ctx, serve.SessionRequest{})
		require.NoError(t, err)
		return sess
	}
	sid := newSession().ID

	// Content-Length below net/http's 256 KiB: it would read what the
	// handler left unread.
	plain := func(method, path, body string) string {
		return fmt.Sprintf("%s %s HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 4096\r\n\r\n%s", method, path, body)
	}
	chunk := func(s string) string { return fmt.Sprintf("%x\r\n%s\r\n", len(s), s) }
	duplex := func(path, body string) string {
		return fmt.Sprintf("POST %s HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n%s: body\r\n\r\n%s", path, serve.ToolResultsHeader, chunk(body))
	}
	endpoints := []struct{ method, path string }{
		{"POST", "/v1/sessions"},
		{"POST", "/v1/sessions/" + sid + "/variables"},
		{"POST", "/v1/sessions/" + sid + "/tools"},
		{"POST", "/v1/sessions/" + sid + "/runs"},
		{"POST", "/v1/sessions/" + sid + "/runs/1/calls/1"},
		{"POST", "/v1/sessions/nosuch/runs/1/calls/1"},
		{"DELETE", "/v1/sessions/nosuch"},
		{"DELETE", "/v1/sessions/" + sid + "/runs/1"},
		{"GET", "/v1/sessions/" + sid + "/runs/latest"},
		{"GET", "/v1"},
		{"GET", "/healthz"},
		{"GET", "/metrics"},
		{"POST", "/v1/nowhere"},
	}
	type tc struct{ name, head, drip string }
	var cases []tc
	for _, ep := range endpoints {
		cases = append(cases,
			tc{ep.method + " " + ep.path + " cut short", plain(ep.method, ep.path, `{"code": "1"`), " "},
			tc{ep.method + " " + ep.path + " trailing", plain(ep.method, ep.path, `{}`), " "})
	}
	cases = append(cases,
		tc{"duplex run request cut short", duplex("/v1/sessions/"+sid+"/runs", `{"code": "1"`), chunk(" ")},
		tc{"duplex body after the result", duplex("/v1/sessions/"+newSession().ID+"/runs", `{"code": "1"}`+"\n"), chunk(" ")})
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			took, answer := trickle(t, addr, c.head, c.drip)
			assert.Less(t, took, slowTimeout+slowSlack, "answer: %q", answer)
			if c.name == "duplex body after the result" {
				assert.Contains(t, answer, `"event":"result"`)
			}
		})
	}

	t.Run("tool result posted slowly", func(t *testing.T) {
		t.Parallel()
		pc := client.NewHTTP(url, "", nil)
		pc.SetPostToolResults(true)
		defer pc.Close()
		sess, err := pc.CreateSession(ctx, serve.SessionRequest{})
		require.NoError(t, err)
		require.NoError(t, sess.SendTools(ctx, serve.ToolSpec{Name: "lookup", Parameters: []serve.ParamSpec{{Name: "key"}}}))
		var took time.Duration
		var answer string
		h := client.RunHandler{ToolCall: func(_ context.Context, call *client.ToolCall) (any, error) {
			path := fmt.Sprintf("/v1/sessions/%s/runs/%s/calls/%d", sess.ID, call.Run, call.ID)
			took, answer = trickle(t, addr, plain("POST", path, `{"value": "slow"}`), " ")
			return "v", nil
		}}
		res, err := sess.Run(ctx, "lookup('k') + '!'", h)
		require.NoError(t, err)
		assert.Less(t, took, slowTimeout+slowSlack, "answer: %q", answer)
		require.Nil(t, res.Error)
		assert.Equal(t, "v!", res.Value)
	})
}

// TestSlowReaderBounded: a client that sends a run request and then reads
// nothing loses its connection once a write of its stream has been
// blocked for the server's WriteTimeout: the run ends at its own limits
// (the output not streamed is left out), and the stream is cut rather
// than waiting for the client.
func TestSlowReaderBounded(t *testing.T) {
	pol := policy.Default()
	pol.Limits.MaxWhileIterations = 0
	pol.Limits.MaxOps = 1 << 40
	pol.Limits.MaxDuration = time.Hour
	// The server's send buffer is small and fixed too (accepted sockets
	// inherit the listener's): grown by Linux up to tcp_wmem's maximum
	// (4 MiB here), it could take everything the server had left to send
	// when the server, short of CPU on a loaded machine, had dropped most
	// of the output meanwhile; the stream then ended whole without a
	// write waiting (a failed land at load 13-15).
	lc := net.ListenConfig{Control: func(_, _ string, c syscall.RawConn) error {
		var serr error
		err := c.Control(func(fd uintptr) {
			serr = syscall.SetsockoptInt(int(fd), syscall.SOL_SOCKET, syscall.SO_SNDBUF, 4<<10)
		})
		return errors.Join(err, serr)
	}}
	ln, err := lc.Listen(context.Background(), "tcp", "127.0.0.1:0")
	require.NoError(t, err)
	_, addr := serveOn(t, serve.Config{Policy: pol, MaxOutput: 64 << 20, OutputBuffer: 64 << 10, WriteTimeout: slowTimeout}, ln)
	c := client.NewHTTP("http://"+addr, "", nil)
	defer c.Close()
	ctx := context.Background()
	sess, err := c.CreateSession(ctx, serve.SessionRequest{})
	require.NoError(t, err)

	// A small receive buffer, set before connecting (it then stays
	// small): Linux grows a loopback socket's up to net.ipv4.tcp_rmem's
	// maximum (32 MiB here), which can hold all the run streams before
	// its end, and the stream then ends whole without a write waiting.
	d := net.Dialer{Control: func(_, _ string, c syscall.RawConn) error {
		var serr error
		err := c.Control(func(fd uintptr) {
			serr = syscall.SetsockoptInt(int(fd), syscall.SOL_SOCKET, syscall.SO_RCVBUF, 16<<10)
		})
		return errors.Join(err, serr)
	}}
	conn, err := d.Dial("tcp", addr)
	require.NoError(t, err)
	defer conn.Close()
	body := `{"code": "while True:\n    print('x' * 1000)"}`
	fmt.Fprintf(conn, "POST /v1/sessions/%s/runs HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: %d\r\n\r\n%s", sess.ID, len(body), body)
	// The stream's start (the headers) comes once the run has started:
	// before, the run below could come first, find the session free and
	// return at once, and the flood then streamed to a client already
	// reading (the stream ended whole, 8.01 s into the test, in a land's
	// -race phase). Only the headers are read here.
	br := bufio.NewReader(conn)
	conn.SetReadDeadline(time.Now().Add(60 * time.Second))
	resp, err := http.ReadResponse(br, nil)
	require.NoError(t, err)
	// The run ends at its output limit without the client reading.
	runWhenFree(t, sess, "1", 60*time.Second)
	ended := time.Now()
	// The server gave up on the stream within its write timeout: reading
	// now gets what the sockets held, then the connection's end, not the
	// rest of the stream.
	conn.SetReadDeadline(ended.Add(slowTimeout + slowSlack + 10*time.Second))
	time.Sleep(slowTimeout + slowSlack)
	data, err := io.ReadAll(resp.Body)
	var ne net.Error
	require.False(t, errors.As(err, &ne) && ne.Timeout(), "the connection is still open %v after the run ended (read %d bytes)", time.Since(ended), len(data))
	require.Error(t, err, "the stream ended whole: the server waited for the client")
	assert.False(t, strings.Contains(string(data), `"event":"result"`) && err == nil)
}
