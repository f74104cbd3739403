package serve_test

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	natsserver "github.com/nats-io/nats-server/v2/server"
	"github.com/nats-io/nats.go"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kraitpy/krait/serve"
	"github.com/kraitpy/krait/serve/client"
)

// startNATS starts a NATS server in this process on a free loopback port;
// it is shut down at the end of the test.
func startNATS(t *testing.T) string {
	t.Helper()
	ns, err := natsserver.NewServer(&natsserver.Options{Host: "127.0.0.1", Port: -1, NoLog: true, NoSigs: true})
	require.NoError(t, err)
	go ns.Start()
	require.True(t, ns.ReadyForConnections(10*time.Second), "the NATS server did not start")
	t.Cleanup(func() {
		ns.Shutdown()
		ns.WaitForShutdown()
	})
	return ns.ClientURL()
}

// instance is one krait server of a test cluster.
type instance struct {
	srv    *serve.Server
	nc     *nats.Conn
	member *serve.Member
}

// stop ends the instance abruptly, as a crash would: its connection to
// NATS first (nothing more leaves it), then the server.
func (in *instance) stop() {
	in.nc.Close()
	in.member.Leave()
	in.srv.Close()
}

// clusterClient returns a client of the cluster on the NATS server at
// url; it is closed at the end of the test.
func clusterClient(t *testing.T, url string, cfg serve.GatewayConfig) *client.Client {
	t.Helper()
	nc, err := nats.Connect(url, nats.Name("client"))
	require.NoError(t, err)
	c, err := client.NewCluster(nc, cfg)
	require.NoError(t, err)
	t.Cleanup(func() {
		c.Close()
		nc.Close()
	})
	return c
}

func startInstance(t *testing.T, url, name string, maxSessions int) *instance {
	t.Helper()
	nc, err := nats.Connect(url, nats.Name(name))
	require.NoError(t, err)
	srv := serve.New(serve.Config{MaxSessions: maxSessions})
	m, err := srv.JoinCluster(nc, serve.ClusterConfig{Instance: name, AnnounceEvery: 50 * time.Millisecond})
	require.NoError(t, err)
	in := &instance{srv: srv, nc: nc, member: m}
	t.Cleanup(in.stop)
	return in
}

// TestCluster is the three-instance cluster of docs/deploy.md on a NATS
// server in this process: new sessions spread over the instances (each
// takes at most its cap, so every one gets some); stopping one instance
// fails only its sessions — its run in progress ends with a
// WorkerLostError result, its sessions answer unknown_session — while the
// others' sessions keep their state, and new sessions land on the
// survivors.
func TestCluster(t *testing.T) {
	url := startNATS(t)
	names := []string{"i1", "i2", "i3"}
	instances := map[string]*instance{}
	for _, name := range names {
		instances[name] = startInstance(t, url, name, 10)
	}
	c := clusterClient(t, url, serve.GatewayConfig{ProbeEvery: 100 * time.Millisecond})
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()

	// 30 sessions on 3 instances of at most 10 each: an instance that is
	// full leaves the queue group, so each ends up with 10.
	var sessions []*client.Session
	byInstance := map[string][]*client.Session{}
	for i := 0; i < 30; i++ {
		sess, err := c.CreateSession(ctx, serve.SessionRequest{})
		require.NoError(t, err, "session %d", i)
		require.Contains(t, names, sess.Info.Instance)
		sessions = append(sessions, sess)
		byInstance[sess.Info.Instance] = append(byInstance[sess.Info.Instance], sess)
		res, err := sess.Run(ctx, fmt.Sprintf("n = %d\nn", i), client.RunHandler{})
		require.NoError(t, err)
		require.Nil(t, res.Error)
	}
	counts := map[string]int{}
	for _, name := range names {
		counts[name] = len(byInstance[name])
		assert.Equal(t, counts[name], instances[name].srv.Sessions())
		assert.Equal(t, 10, counts[name], "instance %s", name)
	}
	t.Logf("30 sessions spread over the instances: %v", counts)
	// A 31st session finds every instance full.
	_, err := c.CreateSession(ctx, serve.SessionRequest{})
	var se *client.ServerError
	require.ErrorAs(t, err, &se)
	assert.Equal(t, serve.CodeTooMany, se.Code)
	t.Logf("a 31st session: %v", err)

	// The status of each instance, as it answers on <prefix>.status.
	status, err := serve.ClusterStatus(ctx, instances["i1"].nc, "", 500*time.Millisecond)
	require.NoError(t, err)
	require.Len(t, status, 3)
	for _, a := range status {
		assert.Equal(t, counts[a.Instance], a.Sessions)
		assert.Equal(t, 10, a.MaxSessions)
	}

	// Keep two sessions of each instance; delete the others.
	kept := map[string][]*client.Session{}
	for name, list := range byInstance {
		kept[name] = list[:2]
		for _, sess := range list[2:] {
			require.NoError(t, sess.Delete(ctx))
		}
	}
	victim := "i2"
	// One session of i2 waits in a tool call when i2 stops.
	waiting := kept[victim][0]
	require.NoError(t, waiting.SendTools(ctx, serve.ToolSpec{Name: "slow", Parameters: []serve.ParamSpec{}}))
	inCall := make(chan struct{})
	release := make(chan struct{})
	type outcome struct {
		res *client.Result
		err error
	}
	lost := make(chan outcome, 1)
	go func() {
		res, err := waiting.Run(ctx, "print('before')\nslow()", client.RunHandler{ToolCall: func(ctx context.Context, call *client.ToolCall) (any, error) {
			close(inCall)
			<-release
			return nil, nil
		}})
		lost <- outcome{res, err}
	}()
	<-inCall
	instances[victim].stop()
	close(release)
	got := <-lost
	require.NoError(t, got.err)
	require.NotNil(t, got.res.Error)
	assert.Equal(t, serve.WorkerLostError, got.res.Error.Type)
	assert.Contains(t, got.res.Error.Message, "the krait instance holding session "+waiting.ID+" is gone")
	t.Logf("the run in progress on the stopped instance: %s", got.res.Error.Text)

	// Its other session is gone too, with a clear error.
	_, err = kept[victim][1].Run(ctx, "n", client.RunHandler{})
	require.ErrorAs(t, err, &se)
	assert.Equal(t, serve.CodeUnknownSession, se.Code)
	assert.Contains(t, se.Message, "its instance stopped")
	t.Logf("a request for another session of the stopped instance: %v", err)

	// The survivors' sessions kept their state.
	for _, name := range names {
		if name == victim {
			continue
		}
		for _, sess := range kept[name] {
			res, err := sess.Run(ctx, "n", client.RunHandler{})
			require.NoError(t, err)
			require.Nil(t, res.Error)
			assert.Contains(t, byInstanceIndex(sessions, sess), res.Value)
		}
	}

	// New sessions land on the survivors.
	for i := 0; i < 8; i++ {
		sess, err := c.CreateSession(ctx, serve.SessionRequest{})
		require.NoError(t, err)
		assert.NotEqual(t, victim, sess.Info.Instance)
		res, err := sess.Run(ctx, "6 * 7", client.RunHandler{})
		require.NoError(t, err)
		assert.Equal(t, int64(42), res.Value)
	}
}

// byInstanceIndex returns the value of n each session was given: its
// index among sessions.
func byInstanceIndex(sessions []*client.Session, sess *client.Session) []any {
	for i, s := range sessions {
		if s == sess {
			return []any{int64(i)}
		}
	}
	return nil
}

// TestClusterPythonClient runs the Python client against a cluster of two
// instances through `krait serve --stdio --gateway --nats URL`: a session
// with a tool, its state across runs.
func TestClusterPythonClient(t *testing.T) {
	py := python3(t)
	url := startNATS(t)
	a := startInstance(t, url, "a", 10)
	b := startInstance(t, url, "b", 10)
	script := `
import sys
from krait_client import KraitExecutor
ex = KraitExecutor(krait_binary=sys.argv[1], nats=sys.argv[2])
ex.send_tools({"double": lambda x: 2 * x})
out = ex("y = double(21)\nprint('y is', y)\ny")
print(out.output, repr(out.logs))
out = ex("y + 1")
print(out.output)
ex.cleanup()
`
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, py, "-c", script, kraitBin, url)
	cmd.Stderr = os.Stderr
	dir, err := filepath.Abs(filepath.Join("..", "clients", "python"))
	require.NoError(t, err)
	cmd.Env = append(os.Environ(), "PYTHONPATH="+dir, "PYTHONDONTWRITEBYTECODE=1")
	out, err := cmd.Output()
	require.NoError(t, err, "%s", out)
	assert.Equal(t, "42 'y is 42\\n'\n43\n", string(out))
	assert.Equal(t, 0, a.srv.Sessions()+b.srv.Sessions(), "cleanup deletes the session")
}

// TestGatewayErrors: requests the gateway answers itself.
func TestGatewayErrors(t *testing.T) {
	url := startNATS(t)
	c := clusterClient(t, url, serve.GatewayConfig{})
	ctx := context.Background()
	_, err := c.CreateSession(ctx, serve.SessionRequest{})
	var se *client.ServerError
	require.ErrorAs(t, err, &se)
	assert.Equal(t, serve.CodeTooMany, se.Code)
	assert.True(t, strings.Contains(se.Message, "no krait instance of the cluster takes new sessions"), se.Message)
	_, err = c.Hello(ctx)
	require.NoError(t, err)
}

// TestClusterCLI: `krait serve --listen ... --nats URL` joins the cluster
// as an instance, and stops cleanly on SIGINT.
func TestClusterCLI(t *testing.T) {
	url := startNATS(t)
	startHTTP(t, "--nats", url, "--instance", "cli")
	c := clusterClient(t, url, serve.GatewayConfig{})
	ctx := context.Background()
	sess, err := c.CreateSession(ctx, serve.SessionRequest{})
	require.NoError(t, err)
	assert.Equal(t, "cli", sess.Info.Instance)
	res, err := sess.Run(ctx, "print('hi')\n6 * 7", client.RunHandler{})
	require.NoError(t, err)
	assert.Equal(t, int64(42), res.Value)
	assert.Equal(t, "hi\n", res.Logs)
}
