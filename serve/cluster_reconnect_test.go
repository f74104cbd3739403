package serve_test

import (
	"context"
	"net"
	"strconv"
	"testing"
	"time"

	natsserver "github.com/nats-io/nats-server/v2/server"
	"github.com/nats-io/nats.go"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kraitpy/krait/serve"
	"github.com/kraitpy/krait/serve/client"
)

// restartableNATS is a NATS server in this process that can be stopped
// and started again on the same port.
type restartableNATS struct {
	t    *testing.T
	port int
	ns   *natsserver.Server
}

func (r *restartableNATS) start() {
	r.t.Helper()
	ns, err := natsserver.NewServer(&natsserver.Options{Host: "127.0.0.1", Port: r.port, NoLog: true, NoSigs: true})
	require.NoError(r.t, err)
	go ns.Start()
	require.True(r.t, ns.ReadyForConnections(10*time.Second), "the NATS server did not start")
	r.ns = ns
	r.port = ns.Addr().(*net.TCPAddr).Port
}

func (r *restartableNATS) stop() {
	r.ns.Shutdown()
	r.ns.WaitForShutdown()
}

func (r *restartableNATS) url() string { return "nats://127.0.0.1:" + strconv.Itoa(r.port) }

// reconnecting are the connection options of the reconnect test: retry
// at once and without end.
func reconnecting(name string) []nats.Option {
	return []nats.Option{nats.Name(name), nats.MaxReconnects(-1), nats.ReconnectWait(20 * time.Millisecond), nats.ReconnectJitter(0, 0)}
}

// TestClusterNATSRestart restarts the NATS server under a two-instance
// cluster, down for longer than the gateway's probe period: the instances
// and the client's gateway reconnect by themselves, a run that waited in
// a tool call across the restart finishes with its value (the gateway
// does not take the session for lost while it or the instance is
// reconnecting), the sessions keep their state (their subjects are
// subscribed again), and new sessions are created. Past the gateway's
// ReconnectGrace, an instance that stops is still found gone.
func TestClusterNATSRestart(t *testing.T) {
	ns := &restartableNATS{t: t, port: -1}
	ns.start()
	t.Cleanup(ns.stop)
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()

	var conns []*nats.Conn
	instances := map[string]*instance{}
	for _, name := range []string{"a", "b"} {
		nc, err := nats.Connect(ns.url(), reconnecting(name)...)
		require.NoError(t, err)
		srv := serve.New(serve.Config{MaxSessions: 10})
		m, err := srv.JoinCluster(nc, serve.ClusterConfig{Instance: name, AnnounceEvery: 50 * time.Millisecond})
		require.NoError(t, err)
		in := &instance{srv: srv, nc: nc, member: m}
		t.Cleanup(in.stop)
		instances[name] = in
		conns = append(conns, nc)
	}
	gnc, err := nats.Connect(ns.url(), reconnecting("client")...)
	require.NoError(t, err)
	conns = append(conns, gnc)
	c, err := client.NewCluster(gnc, serve.GatewayConfig{ProbeEvery: 100 * time.Millisecond, ReconnectGrace: 500 * time.Millisecond})
	require.NoError(t, err)
	t.Cleanup(func() {
		c.Close()
		gnc.Close()
	})

	step := serve.ToolSpec{Name: "step", Parameters: []serve.ParamSpec{{Name: "x"}}}
	var sessions []*client.Session
	for i := 0; i < 4; i++ {
		sess, err := c.CreateSession(ctx, serve.SessionRequest{})
		require.NoError(t, err)
		require.NoError(t, sess.SendTools(ctx, step))
		_, err = sess.Run(ctx, "n = "+strconv.Itoa(i), client.RunHandler{})
		require.NoError(t, err)
		sessions = append(sessions, sess)
	}

	// A run waits in a tool call while NATS restarts.
	inCall, release := make(chan struct{}), make(chan struct{})
	type outcome struct {
		res *client.Result
		err error
	}
	waiting := make(chan outcome, 1)
	go func() {
		res, err := sessions[0].Run(ctx, "print('before')\nstep(41) + 1", client.RunHandler{ToolCall: func(_ context.Context, call *client.ToolCall) (any, error) {
			close(inCall)
			<-release
			return call.Args[0], nil
		}})
		waiting <- outcome{res, err}
	}()
	<-inCall

	ns.stop()
	require.Eventually(t, func() bool {
		for _, nc := range conns {
			if nc.IsConnected() {
				return false
			}
		}
		return true
	}, 10*time.Second, time.Millisecond, "the connections did not see NATS go")
	// Down for longer than the gateway's probe period: the waiting run's
	// stream is probed during the outage.
	time.Sleep(300 * time.Millisecond)
	ns.start()
	require.Eventually(t, func() bool {
		for _, nc := range conns {
			if !nc.IsConnected() {
				return false
			}
		}
		return true
	}, 30*time.Second, 5*time.Millisecond, "the connections did not come back")
	for _, nc := range conns {
		require.NoError(t, nc.Flush(), "subscriptions sent again")
		assert.Positive(t, nc.Stats().Reconnects)
	}

	close(release)
	got := <-waiting
	require.NoError(t, got.err)
	require.Nil(t, got.res.Error, "the run waiting across the restart")
	assert.Equal(t, int64(42), got.res.Value)
	assert.Equal(t, "before\n", got.res.Logs)

	// The sessions kept their state.
	for i, sess := range sessions {
		res, err := sess.Run(ctx, "n", client.RunHandler{})
		require.NoError(t, err)
		require.Nil(t, res.Error)
		assert.Equal(t, int64(i), res.Value)
	}
	// New sessions are taken.
	for i := 0; i < 4; i++ {
		sess, err := c.CreateSession(ctx, serve.SessionRequest{})
		require.NoError(t, err)
		res, err := sess.Run(ctx, "6 * 7", client.RunHandler{})
		require.NoError(t, err)
		assert.Equal(t, int64(42), res.Value)
	}

	// Past the grace, an instance that stops is found gone.
	time.Sleep(500 * time.Millisecond)
	inCall, release = make(chan struct{}), make(chan struct{})
	go func() {
		res, err := sessions[1].Run(ctx, "step(1)", client.RunHandler{ToolCall: func(context.Context, *client.ToolCall) (any, error) {
			close(inCall)
			<-release
			return nil, nil
		}})
		waiting <- outcome{res, err}
	}()
	<-inCall
	instances[sessions[1].Info.Instance].stop()
	close(release)
	got = <-waiting
	require.NoError(t, got.err)
	require.NotNil(t, got.res.Error)
	assert.Equal(t, serve.WorkerLostError, got.res.Error.Type)
}
