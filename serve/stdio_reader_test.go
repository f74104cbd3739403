package serve_test

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kraitpy/krait/policy"
	"github.com/kraitpy/krait/serve"
	"github.com/kraitpy/krait/serve/client"
)

// stdioPair serves srv over stdio in this process and returns a client of
// it. pipe chooses the server's output: an os.Pipe (a reader with
// deadlines, as a spawned server's) or an io.Pipe (the client copies it
// through a pipe of its own).
func stdioPair(t *testing.T, srv *serve.Server, osPipe bool) *client.Client {
	t.Helper()
	inR, inW := io.Pipe()
	var outR io.Reader
	var outW io.WriteCloser
	if osPipe {
		r, w, err := os.Pipe()
		require.NoError(t, err)
		outR, outW = r, w
		t.Cleanup(func() { r.Close() })
	} else {
		outR, outW = io.Pipe()
	}
	served := make(chan error, 1)
	go func() {
		served <- srv.ServeStdio(context.Background(), inR, outW)
		outW.Close()
	}()
	c, err := client.NewStdio(outR, inW)
	require.NoError(t, err)
	t.Cleanup(func() {
		assert.NoError(t, c.Close())
		assert.NoError(t, <-served)
	})
	return c
}

// TestStdioCallersShareTheReader: the stdio client reads the server's
// lines on the goroutines that wait for them. Several goroutines running
// and asking at once, on one client, each get their own answers: a run
// whose tool blocks until other goroutines' requests (on the same
// client) are answered, next to runs of other sessions.
func TestStdioCallersShareTheReader(t *testing.T) {
	for _, osPipe := range []bool{true, false} {
		t.Run(fmt.Sprintf("os-pipe=%v", osPipe), func(t *testing.T) {
			func() {
				srv := serve.New(serve.Config{})
				defer srv.Close()
				c := stdioPair(t, srv, osPipe)
				ctx := context.Background()
				const n = 4
				var wg sync.WaitGroup
				errs := make(chan error, 3*n)
				for i := 0; i < n; i++ {
					sess, err := c.CreateSession(ctx, serve.SessionRequest{})
					require.NoError(t, err)
					require.NoError(t, sess.SendTools(ctx, serve.ToolSpec{Name: "ask", Parameters: []serve.ParamSpec{{Name: "k"}}}))
					wg.Add(1)
					go func() {
						defer wg.Done()
						h := client.RunHandler{ToolCall: func(ctx context.Context, call *client.ToolCall) (any, error) {
							// Other requests on the same client while
							// this run waits for the answer.
							for j := 0; j < 3; j++ {
								if _, err := c.Hello(ctx); err != nil {
									return nil, err
								}
								st, err := sess.RunStatus(ctx, call.Run)
								if err != nil {
									return nil, err
								}
								if st.State != serve.RunRunning || len(st.Calls) != 1 {
									return nil, fmt.Errorf("run_status %q with %d calls during a tool call", st.State, len(st.Calls))
								}
							}
							return call.Args[0].(int64) * 10, nil
						}}
						for r := 0; r < 5; r++ {
							res, err := sess.Run(ctx, fmt.Sprintf("print('x')\nask(%d) + ask(%d)", r, r+1), h)
							if err != nil {
								errs <- err
								return
							}
							if res.Value != int64(20*r+10) || res.Logs != "x\n" {
								errs <- fmt.Errorf("run %d: value %v logs %q error %v", r, res.Value, res.Logs, res.Error)
								return
							}
						}
					}()
				}
				wg.Wait()
				close(errs)
				for err := range errs {
					t.Error(err)
				}
			}()
		})
	}
}

// TestStdioContextEndsTheWait: a caller whose context ends while it is
// blocked reading (the run computes in silence after its first event,
// which names it) stops reading, asks the server to cancel, and gets the
// run's result; the client stays usable.
func TestStdioContextEndsTheWait(t *testing.T) {
	pol := policy.Default()
	pol.Limits.MaxWhileIterations = 0
	pol.Limits.MaxOps = 1 << 50
	pol.Limits.MaxDuration = time.Hour
	for _, osPipe := range []bool{true, false} {
		t.Run(fmt.Sprintf("os-pipe=%v", osPipe), func(t *testing.T) {
			srv := serve.New(serve.Config{Policy: pol})
			defer srv.Close()
			c := stdioPair(t, srv, osPipe)
			sess, err := c.CreateSession(context.Background(), serve.SessionRequest{})
			require.NoError(t, err)
			// Cancelled once the run has started (its output arrived): a
			// fixed delay could end the context before the request was
			// sent on a loaded machine. The timer only bounds the test.
			ctx, cancel := context.WithCancel(context.Background())
			defer time.AfterFunc(30*time.Second, cancel).Stop()
			started := client.RunHandler{Output: func(string) { cancel() }}
			res, err := sess.Run(ctx, "print('go')\nwhile True:\n    pass\n", started)
			require.NoError(t, err)
			require.NotNil(t, res.Error)
			assert.Equal(t, "CancelledError", res.Error.Type)
			res, err = sess.Run(context.Background(), "6 * 7", client.RunHandler{})
			require.NoError(t, err)
			assert.Equal(t, int64(42), res.Value)
		})
	}
}

// TestStdioQuietToolResult: a tool_result with "quiet": true is not
// answered when taken and is answered when refused; the hello lists the
// feature.
func TestStdioQuietToolResult(t *testing.T) {
	srv := serve.New(serve.Config{})
	defer srv.Close()
	send, next, end := rawStdio(t, srv)
	hello := next()
	assert.Contains(t, hello["features"], serve.FeatureQuietToolResults)
	send(`{"id":1,"op":"create_session"}`)
	sid := next()["session"].(string)
	send(`{"id":2,"op":"send_tools","session":"` + sid + `","tools":[{"name":"f"}]}`)
	assert.Equal(t, map[string]any{"id": float64(2), "ok": true}, next())
	for _, quick := range []bool{true, false} {
		// The quick path takes lines that start with their id and op;
		// the general path takes any other order.
		line := func(id int, run string, call int) string {
			if quick {
				return fmt.Sprintf(`{"id":%d,"op":"tool_result","session":%q,"run":%q,"call":%d,"quiet":true,"value":5}`, id, sid, run, call)
			}
			return fmt.Sprintf(`{"quiet":true,"op":"tool_result","id":%d,"session":%q,"run":%q,"call":%d,"value":5}`, id, sid, run, call)
		}
		send(`{"id":3,"op":"run","session":"` + sid + `","code":"f() + f()"}`)
		ev := next()
		require.Equal(t, "tool_call", ev["event"])
		run := ev["run"].(string)
		send(line(4, run, 1))
		ev = next()
		require.Equal(t, "tool_call", ev["event"], "no answer to the quiet tool result: %v", ev)
		send(line(5, run, 2))
		ev = next()
		assert.Equal(t, "result", ev["event"], "no answer to the quiet tool result: %v", ev)
		assert.Equal(t, "10", ev["repr"])
		// Refused: answered.
		send(line(6, run, 2))
		ev = next()
		assert.Equal(t, float64(6), ev["id"])
		assert.Equal(t, serve.CodeNotWaiting, errCode(ev))
	}
	end()
}

// rawStdio serves srv over stdio in this process, for a test that writes
// request lines (send) and reads the lines written (next, decoded). end
// closes the input and checks that nothing more was written and that
// ServeStdio returned nil.
func rawStdio(t *testing.T, srv *serve.Server) (send func(line string), next func() map[string]any, end func()) {
	inR, inW := io.Pipe()
	outR, outW := io.Pipe()
	served := make(chan error, 1)
	go func() {
		served <- srv.ServeStdio(context.Background(), inR, outW)
		outW.Close()
	}()
	sc := bufio.NewScanner(outR)
	sc.Buffer(nil, 1<<20)
	next = func() map[string]any {
		t.Helper()
		require.True(t, sc.Scan(), "a line")
		var doc map[string]any
		require.NoError(t, json.Unmarshal(sc.Bytes(), &doc), "%s", sc.Bytes())
		return doc
	}
	send = func(line string) {
		t.Helper()
		_, err := io.WriteString(inW, line+"\n")
		require.NoError(t, err)
	}
	end = func() {
		t.Helper()
		inW.Close()
		for sc.Scan() {
			t.Errorf("a line after the input ended: %s", sc.Bytes())
		}
		require.NoError(t, <-served)
	}
	return send, next, end
}

// TestStdioInputEndCancelsPausedRun: when the input ends while the first
// run read waits at a tool call, the run is cancelled (its result says
// so) and ServeStdio returns — it did not while the goroutine that
// would see the end executed that run.
func TestStdioInputEndCancelsPausedRun(t *testing.T) {
	srv := serve.New(serve.Config{MaxHostWait: time.Hour})
	defer srv.Close()
	inR, inW := io.Pipe()
	outR, outW := io.Pipe()
	served := make(chan error, 1)
	go func() {
		served <- srv.ServeStdio(context.Background(), inR, outW)
		outW.Close()
	}()
	sc := bufio.NewScanner(outR)
	next := func() map[string]any {
		t.Helper()
		require.True(t, sc.Scan(), "a line")
		var doc map[string]any
		require.NoError(t, json.Unmarshal(sc.Bytes(), &doc), "%s", sc.Bytes())
		return doc
	}
	next() // hello
	io.WriteString(inW, `{"id": 1, "op": "create_session"}`+"\n")
	sid, _ := next()["session"].(string)
	io.WriteString(inW, `{"id": 2, "op": "send_tools", "session": "`+sid+`", "tools": [{"name": "lookup"}]}`+"\n")
	assert.Equal(t, true, next()["ok"])
	io.WriteString(inW, `{"id": 3, "op": "run", "session": "`+sid+`", "code": "lookup()"}`+"\n")
	assert.Equal(t, "tool_call", next()["event"])
	inW.Close()
	result := make(chan []byte, 1)
	go func() {
		sc.Scan()
		result <- sc.Bytes()
	}()
	select {
	case line := <-result:
		assert.Contains(t, string(line), `"event":"result"`)
		assert.Contains(t, string(line), `"type":"CancelledError"`)
	case <-time.After(20 * time.Second):
		t.Fatal("the paused run was not cancelled when the input ended")
	}
	select {
	case err := <-served:
		assert.NoError(t, err)
	case <-time.After(20 * time.Second):
		t.Fatal("ServeStdio did not return after its input ended")
	}
}
