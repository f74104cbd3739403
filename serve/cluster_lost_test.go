package serve_test

import (
	"bytes"
	"context"
	"errors"
	"io"
	"net/http/httptest"
	"sync/atomic"
	"testing"
	"time"

	"github.com/nats-io/nats.go"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kraitpy/krait/serve"
	"github.com/kraitpy/krait/serve/client"
)

// TestClusterLostMessages: core NATS keeps no messages, so a message
// published while its receiver is away (a network cut) is lost. Each case
// drops one message of a run between an instance and the client's
// gateway, as such a cut would; the gateway, finding the run's stream
// silent, asks the instance for the run's status (run_status) and
// recovers: a lost tool call or result is passed on, a lost tool result
// is sent again, a tool result whose answer was lost is answered, and a
// lost run request fails at once with a "lost" error instead of waiting
// for the client's deadline. Without the recovery each case waits until
// the context's deadline, which fails the test.
func TestClusterLostMessages(t *testing.T) {
	ns := &restartableNATS{t: t, port: -1}
	ns.start()
	t.Cleanup(ns.stop)
	nc, err := nats.Connect(ns.url(), nats.Name("instance"))
	require.NoError(t, err)
	srv := serve.New(serve.Config{})
	m, err := srv.JoinCluster(nc, serve.ClusterConfig{Instance: "a", AnnounceEvery: 50 * time.Millisecond})
	require.NoError(t, err)
	in := &instance{srv: srv, nc: nc, member: m}
	t.Cleanup(in.stop)
	c := clusterClient(t, ns.url(), serve.GatewayConfig{ProbeEvery: 100 * time.Millisecond})

	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	sess, err := c.CreateSession(ctx, serve.SessionRequest{})
	require.NoError(t, err)
	require.NoError(t, sess.SendTools(ctx, serve.ToolSpec{Name: "double", Parameters: []serve.ParamSpec{{Name: "x"}}}))
	h := client.RunHandler{ToolCall: func(_ context.Context, call *client.ToolCall) (any, error) {
		return 2 * call.Args[0].(int64), nil
	}}

	// once drops the first line that contains all of parts.
	once := func(dropped *atomic.Int32, parts ...string) func([]byte) bool {
		return func(line []byte) bool {
			for _, p := range parts {
				if !bytes.Contains(line, []byte(p)) {
					return false
				}
			}
			return dropped.CompareAndSwap(0, 1)
		}
	}
	for _, tc := range []struct {
		name           string
		request, reply []string // what the dropped message contains
		wantLost       bool
	}{
		{name: "tool call event", reply: []string{`"event":"tool_call"`}},
		{name: "result event", reply: []string{`"event":"result"`}},
		{name: "tool result request", request: []string{`"op":"tool_result"`}},
		{name: "tool result answer", reply: []string{`"ok":true`}},
		{name: "run request", request: []string{`"op":"run"`}, wantLost: true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var dropped atomic.Int32
			var dropRequest, dropReply func([]byte) bool
			if tc.request != nil {
				dropRequest = once(&dropped, tc.request...)
			} else {
				dropReply = once(&dropped, tc.reply...)
			}
			serve.SetClusterFaults(m, dropRequest, dropReply)
			defer serve.SetClusterFaults(m, nil, nil)
			runCtx, cancel := context.WithTimeout(ctx, 20*time.Second)
			defer cancel()
			res, err := sess.Run(runCtx, "print('a')\nx = double(21)\nprint('b')\nx", h)
			// A tool result's answer is written after the tool result
			// resumed the run, which may end, and its result reach the
			// client, before the answer is sent (and dropped).
			require.Eventually(t, func() bool { return dropped.Load() == 1 }, 20*time.Second, 5*time.Millisecond, "the message was dropped")
			if tc.wantLost {
				var se *client.ServerError
				require.True(t, errors.As(err, &se), "%v", err)
				assert.Equal(t, serve.CodeLost, se.Code)
				assert.Contains(t, se.Message, "was lost in the cluster")
				return
			}
			require.NoError(t, err)
			require.Nil(t, res.Error, "%+v", res.Error)
			assert.Equal(t, int64(42), res.Value)
			assert.Equal(t, "a\nb\n", res.Logs)
		})
	}
	// The session kept its state through all of it.
	res, err := sess.Run(ctx, "x + 1", client.RunHandler{})
	require.NoError(t, err)
	assert.Equal(t, int64(43), res.Value)
}

// TestRunStatus: run_status over HTTP and stdio reports a run waiting in
// a tool call with the call's event, the last finished run with its
// result, and unknown runs.
func TestRunStatus(t *testing.T) {
	for _, name := range []string{"http", "stdio"} {
		t.Run(name, func(t *testing.T) {
			ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
			defer cancel()
			c := inProcessClient(t, name)
			hello, err := c.Hello(ctx)
			require.NoError(t, err)
			assert.Contains(t, hello.Features, serve.FeatureRunStatus)
			sess, err := c.CreateSession(ctx, serve.SessionRequest{})
			require.NoError(t, err)
			st, err := sess.RunStatus(ctx, "")
			require.NoError(t, err)
			assert.Equal(t, serve.RunStatus{State: serve.RunUnknown}, *st, "a session that ran nothing")
			require.NoError(t, sess.SendTools(ctx, serve.ToolSpec{Name: "lookup", Parameters: []serve.ParamSpec{{Name: "key"}}}))
			var during *serve.RunStatus
			res, err := sess.Run(ctx, "lookup('k') + '!'", client.RunHandler{ToolCall: func(ctx context.Context, call *client.ToolCall) (any, error) {
				var err error
				during, err = sess.RunStatus(ctx, call.Run)
				return "v", err
			}})
			require.NoError(t, err)
			assert.Equal(t, "v!", res.Value)
			require.NotNil(t, during)
			assert.Equal(t, "1", during.Run)
			assert.Equal(t, serve.RunRunning, during.State)
			require.Len(t, during.Calls, 1)
			call := during.Calls[0].(map[string]any)
			assert.Equal(t, "tool_call", call["event"])
			assert.Equal(t, "lookup", call["tool"])
			assert.Equal(t, []any{"k"}, call["args"])
			for _, run := range []string{"1", ""} {
				st, err = sess.RunStatus(ctx, run)
				require.NoError(t, err)
				assert.Equal(t, serve.RunFinished, st.State)
				assert.Equal(t, "1", st.Run)
				require.NotNil(t, st.Result)
				assert.Equal(t, `"v!"`, string(st.Result.Value))
			}
			st, err = sess.RunStatus(ctx, "7")
			require.NoError(t, err)
			assert.Equal(t, serve.RunStatus{Run: "7", State: serve.RunUnknown}, *st)
			require.NoError(t, sess.Delete(ctx))
			_, err = sess.RunStatus(ctx, "1")
			var se *client.ServerError
			require.True(t, errors.As(err, &se), "%v", err)
			assert.Equal(t, serve.CodeUnknownSession, se.Code)
		})
	}
}

// inProcessClient returns a client of a server in this process, over
// HTTP or stdio.
func inProcessClient(t *testing.T, transport string) *client.Client {
	srv := serve.New(serve.Config{})
	t.Cleanup(func() { srv.Close() })
	return clientOf(t, srv, transport)
}

// clientOf returns a client of srv over HTTP ("http") or stdio (anything
// else), closed with the test.
func clientOf(tb testing.TB, srv *serve.Server, transport string) *client.Client {
	var c *client.Client
	if transport == "http" {
		hs := httptest.NewServer(srv.Handler())
		tb.Cleanup(hs.Close)
		c = client.NewHTTP(hs.URL, "", nil)
	} else {
		inR, inW := io.Pipe()
		outR, outW := io.Pipe()
		go func() {
			srv.ServeStdio(context.Background(), inR, outW)
			outW.Close()
		}()
		var err error
		c, err = client.NewStdio(outR, inW)
		require.NoError(tb, err)
	}
	tb.Cleanup(func() { c.Close() })
	return c
}
