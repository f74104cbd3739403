package serve_test

import (
	"bytes"
	"context"
	"net"
	"net/http"
	"net/http/httptest"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kraitpy/krait/serve"
	"github.com/kraitpy/krait/serve/client"
)

// TestHTTPKeepAlive: the Go client reuses its connections across runs, so
// a session's runs do not open a connection each: one connection for runs
// without tool calls, one for the requests and one for the stream when
// each tool result is a request of its own (SetPostToolResults). When tool
// results travel in the run's request body, the client has the result
// before the stream's end and reads that end on the side: the next run
// may take another connection meanwhile, but every stream is read to its
// end and no connection is dropped. A connection kept alive after a
// stream serves later requests past the stream's write deadline.
func TestHTTPKeepAlive(t *testing.T) {
	// The write timeout is short, so that the test can wait past it, but
	// not shorter than a loaded machine may keep a goroutine from running:
	// a stream's last write (its end, after the 20 ms sleep below) comes
	// after its deadline was set, and a write past its deadline fails
	// even when the socket could take it, closing the connection (at
	// 200 ms it did, once, under load).
	const writeTimeout = 2 * time.Second
	srv := serve.New(serve.Config{WriteTimeout: writeTimeout})
	defer srv.Close()
	handler := srv.Handler()
	hs := httptest.NewUnstartedServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		handler.ServeHTTP(w, r)
		if strings.HasSuffix(r.URL.Path, "/runs") {
			// The stream's end comes late: the client must read up to
			// it, not drop the connection after the result.
			http.NewResponseController(w).Flush()
			time.Sleep(20 * time.Millisecond)
		}
	}))
	var mu sync.Mutex
	states := map[net.Conn]http.ConnState{}
	closed := 0
	hs.Config.ConnState = func(c net.Conn, s http.ConnState) {
		mu.Lock()
		defer mu.Unlock()
		states[c] = s
		if s == http.StateClosed || s == http.StateHijacked {
			closed++
		}
	}
	opened := func() int {
		mu.Lock()
		defer mu.Unlock()
		return len(states)
	}
	hs.Start()
	defer hs.Close()
	tr := http.DefaultTransport.(*http.Transport).Clone()
	tr.MaxIdleConnsPerHost = 64
	defer tr.CloseIdleConnections()
	c := client.NewHTTP(hs.URL, "", &http.Client{Transport: tr})
	defer c.Close()
	ctx := context.Background()
	sess, err := c.CreateSession(ctx, serve.SessionRequest{})
	require.NoError(t, err)
	for i := 0; i < 10; i++ {
		res, err := sess.Run(ctx, "print('x' * 100)\n7", client.RunHandler{})
		require.NoError(t, err)
		require.Equal(t, int64(7), res.Value)
	}
	assert.Equal(t, 1, opened(), "connections opened for 10 runs without tool calls")

	require.NoError(t, sess.SendTools(ctx, serve.ToolSpec{Name: "lookup", Parameters: []serve.ParamSpec{{Name: "key"}}}))
	h := client.RunHandler{ToolCall: func(_ context.Context, call *client.ToolCall) (any, error) { return call.Args[0], nil }}
	for i := 0; i < 10; i++ {
		res, err := sess.Run(ctx, "lookup('a') + lookup('b')", h)
		require.NoError(t, err)
		require.Equal(t, "ab", res.Value)
	}
	// Every stream is read to its end: each connection goes idle, none
	// is closed (a stream dropped before its end closes its connection).
	// A connection still new carried no request: the client's transport
	// dialed it for a run that then took a connection freed meanwhile
	// (it waits in the client's pool).
	deadline := time.Now().Add(10 * time.Second)
	for {
		mu.Lock()
		idle := 0
		var busy []string
		for _, s := range states {
			if s == http.StateIdle || s == http.StateNew {
				idle++
			} else {
				busy = append(busy, s.String())
			}
		}
		n, lost := len(states), closed
		mu.Unlock()
		require.Zero(t, lost, "connections closed during runs with tool results in their body")
		if idle == n {
			break
		}
		require.True(t, time.Now().Before(deadline), "%d of %d connections still busy 10s after the last run (%v)", n-idle, n, busy)
		time.Sleep(5 * time.Millisecond)
	}
	inBody := opened()

	c.SetPostToolResults(true)
	for i := 0; i < 10; i++ {
		res, err := sess.Run(ctx, "lookup('a') + lookup('b')", h)
		require.NoError(t, err)
		require.Equal(t, "ab", res.Value)
	}
	assert.Equal(t, max(inBody, 2), opened(), "connections opened by 10 more runs with tool calls answered by requests of their own")

	// Past the last stream's write deadline, its connection still serves.
	time.Sleep(writeTimeout + 200*time.Millisecond)
	require.NoError(t, sess.SendVariables(ctx, map[string]any{"v": 1}))
	res, err := sess.Run(ctx, "v + 1", client.RunHandler{})
	require.NoError(t, err)
	assert.Equal(t, int64(2), res.Value)
	assert.Equal(t, max(inBody, 2), opened())
	mu.Lock()
	assert.Zero(t, closed, "connections closed")
	mu.Unlock()
}

// TestHTTPStreamEndsWithResult: the server writes a run's result and the
// end of its stream in one write, so the client learns both at once: one
// write fewer per run, and the connection is free for the next request as
// soon as the result arrives. A run that ends before its stream was
// flushed is one write with a Content-Length; after a flush (a tool call)
// the result comes with the terminating chunk. When tool results travel in
// the run's request body, the stream ends in a write of its own, after the
// body's end (the client ends the body when it has the result, and reads
// the stream's end on the side).
func TestHTTPStreamEndsWithResult(t *testing.T) {
	srv := serve.New(serve.Config{})
	defer srv.Close()
	hs := httptest.NewUnstartedServer(srv.Handler())
	ln := &recordingListener{Listener: hs.Listener}
	hs.Listener = ln
	hs.Start()
	defer hs.Close()
	c := client.NewHTTP(hs.URL, "", nil)
	defer c.Close()
	ctx := context.Background()
	sess, err := c.CreateSession(ctx, serve.SessionRequest{})
	require.NoError(t, err)
	h := client.RunHandler{ToolCall: func(context.Context, *client.ToolCall) (any, error) { return 6, nil }}
	// Runs 3 and 4 send tool results in their body: 4 as the run before
	// it called a tool; 5 does not, as 4 called none.
	for i, code := range []string{"7", "print('x')\n7", "print('x')\nlookup('a') + 1", "print('x')\nlookup('a') + 1", "7", "7"} {
		inBody := i == 3 || i == 4
		switch i {
		case 2: // tools declared: their results go in the body, unless...
			require.NoError(t, sess.SendTools(ctx, serve.ToolSpec{Name: "lookup", Parameters: []serve.ParamSpec{{Name: "key"}}}))
			c.SetPostToolResults(true)
		case 3:
			c.SetPostToolResults(false)
		}
		ln.reset()
		res, err := sess.Run(ctx, code, h)
		require.NoError(t, err)
		require.Equal(t, int64(7), res.Value)
		if inBody {
			// The client has the result before the stream's end,
			// which it reads on the side.
			ln.await(t, []byte("0\r\n\r\n"))
		}
		var stream [][]byte
		for _, w := range ln.writes() {
			// Leave out the tool result's answer and the hello (the
			// client's first run with tools asks for the server's
			// features).
			if !bytes.Contains(w, []byte(`{"ok":true}`)) && !bytes.Contains(w, []byte(`"protocol":`)) {
				stream = append(stream, w)
			}
		}
		require.NotEmpty(t, stream)
		last := stream[len(stream)-1]
		switch {
		case inBody:
			require.GreaterOrEqual(t, len(stream), 2, code)
			assert.Contains(t, string(stream[len(stream)-2]), `"event":"result"`, "%s: the write before the end has the result", code)
			assert.Equal(t, "0\r\n\r\n", string(last), "%s: the stream's end comes alone", code)
		case len(stream) == 1:
			assert.Contains(t, string(last), `"event":"result"`, "%s: the last write has the result", code)
			assert.Contains(t, string(last), "\r\nContent-Length: ", "%s: the stream in one write has a length", code)
		default:
			assert.Contains(t, string(last), `"event":"result"`, "%s: the last write has the result", code)
			assert.True(t, bytes.HasSuffix(last, []byte("\r\n0\r\n\r\n")), "%s: the write with the result ends the stream: %q", code, last)
		}
	}
}

// recordingListener records what the server writes on its connections.
type recordingListener struct {
	net.Listener
	mu  sync.Mutex
	out [][]byte
}

func (l *recordingListener) Accept() (net.Conn, error) {
	c, err := l.Listener.Accept()
	if err != nil {
		return nil, err
	}
	return &recordingConn{Conn: c, l: l}, nil
}

func (l *recordingListener) reset() {
	l.mu.Lock()
	l.out = nil
	l.mu.Unlock()
}

// await waits until some connection has written w (10s at most).
func (l *recordingListener) await(t *testing.T, w []byte) {
	deadline := time.Now().Add(10 * time.Second)
	for !slices.ContainsFunc(l.writes(), func(p []byte) bool { return bytes.Equal(p, w) }) {
		require.True(t, time.Now().Before(deadline), "no write of %q within 10s", w)
		time.Sleep(time.Millisecond)
	}
}

func (l *recordingListener) writes() [][]byte {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.out
}

type recordingConn struct {
	net.Conn
	l *recordingListener
}

func (c *recordingConn) Write(p []byte) (int, error) {
	c.l.mu.Lock()
	c.l.out = append(c.l.out, append([]byte(nil), p...))
	c.l.mu.Unlock()
	return c.Conn.Write(p)
}

// writeCounter is a listener whose connections count their writes.
type writeCounter struct {
	net.Listener
	mu     sync.Mutex
	writes int
}

func (l *writeCounter) Accept() (net.Conn, error) {
	c, err := l.Listener.Accept()
	return &countedConn{Conn: c, l: l}, err
}

func (l *writeCounter) count() int {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.writes
}

type countedConn struct {
	net.Conn
	l *writeCounter
}

func (c *countedConn) Write(p []byte) (int, error) {
	c.l.mu.Lock()
	c.l.writes++
	c.l.mu.Unlock()
	return c.Conn.Write(p)
}

// TestShortRunOneWrite: a run that ends before its output's flush is due
// sends its whole stream (headers, output, result, the stream's end) in
// one write, so its client wakes once for it. (The flush delay is an hour
// here: the run cannot outlast it, however loaded the machine.) A run
// calling a tool gets its stream's start with the tool call, at once.
func TestShortRunOneWrite(t *testing.T) {
	srv := serve.New(serve.Config{})
	defer srv.Close()
	serve.SetFlushDelay(srv, time.Hour)
	hs := httptest.NewUnstartedServer(srv.Handler())
	ln := &writeCounter{Listener: hs.Listener}
	hs.Listener = ln
	hs.Start()
	defer hs.Close()
	c := client.NewHTTP(hs.URL, "", nil)
	defer c.Close()
	ctx := context.Background()
	sess, err := c.CreateSession(ctx, serve.SessionRequest{})
	require.NoError(t, err)
	var out strings.Builder
	for i := 0; i < 5; i++ {
		before := ln.count()
		res, err := sess.Run(ctx, "print('x')\nprint('y')\n7", client.RunHandler{Output: func(s string) { out.WriteString(s) }})
		require.NoError(t, err)
		require.Equal(t, int64(7), res.Value)
		assert.Equal(t, 1, ln.count()-before, "writes of run %d's stream", i)
	}
	assert.Equal(t, strings.Repeat("x\ny\n", 5), out.String(), "output events")

	require.NoError(t, sess.SendTools(ctx, serve.ToolSpec{Name: "lookup", Parameters: []serve.ParamSpec{{Name: "key"}}}))
	h := client.RunHandler{ToolCall: func(_ context.Context, call *client.ToolCall) (any, error) { return call.Args[0], nil }}
	res, err := sess.Run(ctx, "lookup('a') + lookup('b')", h)
	require.NoError(t, err)
	assert.Equal(t, "ab", res.Value)
}
