package serve_test

import (
	"context"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kraitpy/krait/serve"
	"github.com/kraitpy/krait/serve/client"
)

// TestClusterGracefulStop stops one instance of a three-instance cluster
// gracefully (as `krait serve --nats` does on SIGTERM: Server.Shutdown
// with a grace period, then Member.Leave) while runs are in flight on
// every instance. On the stopping instance, a run waiting in a tool call
// that is answered within the grace period finishes normally (its tool
// result is still taken); a run whose tool call outlasts the grace period
// ends with CancelledError and the shutdown's reason; a new run during
// the drain is refused with shutting_down; after the stop its sessions
// answer unknown_session. Meanwhile the other instances' sessions keep
// running tool-calling snippets without one error, new sessions created
// during the drain land on them, and every run gets exactly one result.
func TestClusterGracefulStop(t *testing.T) {
	url := startNATS(t)
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	c := clusterClient(t, url, serve.GatewayConfig{ProbeEvery: 100 * time.Millisecond})
	step := serve.ToolSpec{Name: "step", Parameters: []serve.ParamSpec{{Name: "x"}}}

	// The victim starts alone, so that it holds the first three sessions.
	victim := startInstance(t, url, "victim", 10)
	var held []*client.Session
	for i := 0; i < 3; i++ {
		sess, err := c.CreateSession(ctx, serve.SessionRequest{})
		require.NoError(t, err)
		require.Equal(t, "victim", sess.Info.Instance)
		require.NoError(t, sess.SendTools(ctx, step))
		held = append(held, sess)
	}
	startInstance(t, url, "s1", 10)
	startInstance(t, url, "s2", 10)
	// Sessions on the survivors (the queue group picks at random: the
	// victim may take some, which are left idle).
	var load []*client.Session
	for tries := 0; len(load) < 4; tries++ {
		require.Less(t, tries, 40, "no session landed on a survivor")
		sess, err := c.CreateSession(ctx, serve.SessionRequest{})
		require.NoError(t, err)
		if sess.Info.Instance != "victim" {
			require.NoError(t, sess.SendTools(ctx, step))
			load = append(load, sess)
		}
	}

	// Load: each survivor session runs tool-calling snippets until the
	// stop is over; every run must succeed.
	stopLoad := make(chan struct{})
	var wg sync.WaitGroup
	var mu sync.Mutex
	runs := 0
	echo := client.RunHandler{ToolCall: func(_ context.Context, call *client.ToolCall) (any, error) { return call.Args[0], nil }}
	for i, sess := range load {
		wg.Add(1)
		go func() {
			defer wg.Done()
			if !assert.NoError(t, sess.SendVariables(ctx, map[string]any{"n": i * 1000})) {
				return
			}
			for n := 1; ; n++ {
				select {
				case <-stopLoad:
					return
				default:
				}
				res, err := sess.Run(ctx, "n = step(n + 1)\nn", echo)
				if !assert.NoError(t, err) || !assert.Nil(t, res.Error, "run %d of load session %d", n, i) {
					return
				}
				assert.Equal(t, int64(i*1000+n), res.Value)
				mu.Lock()
				runs++
				mu.Unlock()
			}
		}()
	}

	// Two runs of the victim wait in tool calls when the stop begins.
	type outcome struct {
		res *client.Result
		err error
	}
	inCall := make(chan string, 2)
	answer := make(chan struct{}) // the quick call's answer may go
	release := make(chan struct{})
	handler := client.RunHandler{ToolCall: func(_ context.Context, call *client.ToolCall) (any, error) {
		inCall <- call.Args[0].(string)
		if call.Args[0] == "quick" {
			<-answer
		} else {
			<-release
		}
		return call.Args[0], nil
	}}
	quick, slow := make(chan outcome, 1), make(chan outcome, 1)
	for _, r := range []struct {
		sess *client.Session
		arg  string
		out  chan outcome
	}{{held[0], "quick", quick}, {held[1], "slow", slow}} {
		go func() {
			res, err := r.sess.Run(ctx, "print('started')\nstep('"+r.arg+"')", handler)
			r.out <- outcome{res, err}
		}()
	}
	<-inCall
	<-inCall

	// The quick run must finish within the grace period, through the
	// gateway and NATS, on a machine that may be loaded (at 2 s it did
	// not, once); the slow one waits it out.
	const grace = 6 * time.Second
	stopped := make(chan struct{})
	go func() {
		defer close(stopped)
		drain, cancelDrain := context.WithTimeout(context.Background(), grace)
		defer cancelDrain()
		victim.srv.Shutdown(drain)
		victim.member.Leave()
	}()
	require.Eventually(t, func() bool { ok, _ := victim.srv.Ready(); return !ok }, 10*time.Second, time.Millisecond)

	// During the drain: the quick call's answer is still taken and its
	// run finishes (answered at once, so that the grace period is its
	// own); a new run on the victim is refused.
	close(answer)
	_, err := held[2].Run(ctx, "1", client.RunHandler{})
	var se *client.ServerError
	require.ErrorAs(t, err, &se)
	assert.Equal(t, serve.CodeShuttingDown, se.Code)
	t.Logf("a new run on the stopping instance: %v", err)
	got := <-quick
	require.NoError(t, got.err)
	require.Nil(t, got.res.Error, "the run answered within the grace period")
	assert.Equal(t, "quick", got.res.Value)
	assert.Equal(t, "started\n", got.res.Logs)

	// New sessions land on the survivors.
	for i := 0; i < 6; i++ {
		sess, err := c.CreateSession(ctx, serve.SessionRequest{})
		require.NoError(t, err)
		assert.NotEqual(t, "victim", sess.Info.Instance)
		res, err := sess.Run(ctx, "6 * 7", client.RunHandler{})
		require.NoError(t, err)
		assert.Equal(t, int64(42), res.Value)
	}

	// The slow call outlasts the grace period: its run is cancelled
	// with the shutdown's reason, and its stream still ends with that
	// result.
	select {
	case <-stopped:
	case <-time.After(time.Minute):
		t.Fatal("the instance did not stop")
	}
	close(release)
	got = <-slow
	require.NoError(t, got.err)
	require.NotNil(t, got.res.Error)
	assert.Equal(t, "CancelledError", got.res.Error.Type)
	assert.Equal(t, serve.ErrShuttingDown.Error(), got.res.Error.Message)
	assert.Equal(t, "started\n", got.res.Logs)
	t.Logf("the run still waiting after the grace period: %s", got.res.Error.Text)

	// The stopped instance's sessions are gone, with a clear error.
	_, err = held[2].Run(ctx, "1", client.RunHandler{})
	require.ErrorAs(t, err, &se)
	assert.Equal(t, serve.CodeUnknownSession, se.Code)

	close(stopLoad)
	wg.Wait()
	assert.Positive(t, runs)
	t.Logf("%d load runs on the survivors during the stop, all with their result", runs)
}
