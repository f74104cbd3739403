package serve_test

import (
	"context"
	"encoding/json"
	"sync"
	"testing"
	"time"

	"github.com/nats-io/nats.go"
	"github.com/stretchr/testify/require"

	"github.com/kraitpy/krait/serve"
	"github.com/kraitpy/krait/serve/client"
)

// TestClusterStaleRunStatus: an instance starts a run on a goroutine of
// its own after taking its request, so a run_status asking for a
// session's latest run can be answered about the run before, while the
// new run's first events are already on their way. The gateway must not
// take that answer for a lost result (it did: at load, a run slow to start
// on a healthy instance ended with "WorkerLostError: the result of run N
// ... was lost in the cluster"). A scripted instance answers the probe's
// run_status so, right after sending the run's first event; the run's
// result then follows and must reach the client.
func TestClusterStaleRunStatus(t *testing.T) {
	url := startNATS(t)
	nc, err := nats.Connect(url, nats.Name("scripted instance"))
	require.NoError(t, err)
	t.Cleanup(nc.Close)
	const prefix, session = "krait.v1", "s_scripted"
	reply := func(msg *nats.Msg, v any) {
		data, _ := json.Marshal(v)
		msg.Respond(data)
	}
	_, err = nc.Subscribe(prefix+".new", func(msg *nats.Msg) {
		var req struct {
			ID any `json:"id"`
		}
		json.Unmarshal(msg.Data, &req)
		reply(msg, map[string]any{"id": req.ID, "session": session, "protocol": serve.ProtocolVersion, "instance": "scripted"})
	})
	require.NoError(t, err)
	var inbox string
	var runID any
	statuses := 0
	_, err = nc.Subscribe(prefix+".session."+session, func(msg *nats.Msg) {
		var req struct {
			ID  any    `json:"id"`
			Op  string `json:"op"`
			Run string `json:"run"`
		}
		json.Unmarshal(msg.Data, &req)
		event := func(v map[string]any) {
			v["id"], v["run"] = runID, "2"
			data, _ := json.Marshal(v)
			nc.Publish(inbox, data)
			nc.Flush()
		}
		switch req.Op {
		case "hello":
			reply(msg, map[string]any{"id": req.ID, "server": "krait", "protocol": serve.ProtocolVersion})
		case "run":
			// The run starts late: its stream stays silent until the
			// gateway probes it.
			inbox, runID = msg.Reply, req.ID
		case "run_status":
			statuses++
			if statuses > 1 || req.Run != "" {
				reply(msg, map[string]any{"id": req.ID, "run": "2", "state": serve.RunRunning, "request": runID})
				return
			}
			// Asked for the latest run before this run's first event:
			// the run now starts and prints, and the answer, computed
			// before, is about run 1.
			event(map[string]any{"event": serve.EventOutput, "text": "started\n"})
			time.Sleep(50 * time.Millisecond) // the event is queued at the gateway first
			reply(msg, map[string]any{"id": req.ID, "run": "1", "state": serve.RunFinished, "request": 999,
				"result": map[string]any{"event": serve.EventResult, "id": 999, "run": "1", "logs": "", "exit_code": 0}})
			time.Sleep(50 * time.Millisecond)
			event(map[string]any{"event": serve.EventResult, "logs": "started\n", "exit_code": 0, "repr": "None", "value": nil})
		}
	})
	require.NoError(t, err)
	require.NoError(t, nc.Flush())

	c := clusterClient(t, url, serve.GatewayConfig{ProbeEvery: 100 * time.Millisecond})
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	sess, err := c.CreateSession(ctx, serve.SessionRequest{})
	require.NoError(t, err)
	res, err := sess.Run(ctx, "print('started')", client.RunHandler{})
	require.NoError(t, err)
	require.Nil(t, res.Error, "the run's own result, not a lost one")
	require.Equal(t, "started\n", res.Logs)
	require.Equal(t, "2", res.Run)
}

// TestClusterRunWaitingForMemory: a run request an instance took but has
// not started (it waits for memory behind another session's run) shows
// in run_status as starting, so the gateway probing its silent stream
// does not fail it as a lost request (it did, after two probes); the run
// starts and finishes once the memory is free.
func TestClusterRunWaitingForMemory(t *testing.T) {
	url := startNATS(t)
	nc, err := nats.Connect(url, nats.Name("instance"))
	require.NoError(t, err)
	srv := serve.New(serve.Config{RunsMemory: 64 << 20})
	m, err := srv.JoinCluster(nc, serve.ClusterConfig{Instance: "a", AnnounceEvery: 50 * time.Millisecond})
	require.NoError(t, err)
	in := &instance{srv: srv, nc: nc, member: m}
	t.Cleanup(in.stop)
	c := clusterClient(t, url, serve.GatewayConfig{ProbeEvery: 50 * time.Millisecond})
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	holder, err := c.CreateSession(ctx, serve.SessionRequest{})
	require.NoError(t, err)
	waiter, err := c.CreateSession(ctx, serve.SessionRequest{})
	require.NoError(t, err)

	held := holdRun(t, holder, true) // holds all of RunsMemory
	release := sync.OnceFunc(func() { close(held.release) })
	t.Cleanup(release) // before the instance stops, on failure too
	done := make(chan struct{})
	var res *client.Result
	var runErr error
	go func() {
		defer close(done)
		res, runErr = waiter.Run(ctx, "6 * 7", client.RunHandler{})
	}()
	// Ten probes' time: the waiting run must still be waiting.
	select {
	case <-done:
		t.Fatalf("the run ended while waiting for memory: %v, %+v", runErr, res)
	case <-time.After(500 * time.Millisecond):
	}
	release()
	require.NoError(t, <-held.done)
	<-done
	require.NoError(t, runErr)
	require.Nil(t, res.Error)
	require.Equal(t, int64(42), res.Value)
}
