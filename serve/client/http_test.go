package client_test

import (
	"context"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"sync/atomic"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kraitpy/krait"
	"github.com/kraitpy/krait/internal/leakcheck"
	"github.com/kraitpy/krait/serve"
	"github.com/kraitpy/krait/serve/client"
)

// TestRunReturnsBeforeStreamEnd: a run whose tool results travel in its
// request body returns its result as soon as the result arrives, before
// its stream's end (which the server writes after the body's end); the
// client reads that end on the side, and Close ends that reading when the
// end does not come, leaving no goroutine behind.
func TestRunReturnsBeforeStreamEnd(t *testing.T) {
	snap := leakcheck.Take()
	func() {
		stop := make(chan struct{})
		bodyEnded := make(chan struct{}, 1)
		var endWritten atomic.Bool
		hs := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			switch {
			case r.Method == "GET" && r.URL.Path == "/v1":
				json.NewEncoder(w).Encode(serve.Hello{Server: "krait", Protocol: serve.ProtocolVersion, Features: []string{serve.FeatureToolResultsInBody}})
			case r.URL.Path == "/v1/sessions":
				w.WriteHeader(http.StatusCreated)
				json.NewEncoder(w).Encode(serve.SessionResponse{Session: "s1"})
			case r.URL.Path == "/v1/sessions/s1/tools":
				json.NewEncoder(w).Encode(serve.OK{OK: true})
			case r.URL.Path == "/v1/sessions/s1/runs":
				rc := http.NewResponseController(w)
				require.NoError(t, rc.EnableFullDuplex())
				dec := json.NewDecoder(r.Body)
				var req serve.RunRequest
				require.NoError(t, dec.Decode(&req))
				w.Header().Set(serve.ToolResultsHeader, "body")
				enc := json.NewEncoder(w)
				io.WriteString(w, `{"event":"tool_call","run":"1","call":1,"tool":"lookup","args":["k"],"kwargs":{}}`+"\n")
				rc.Flush()
				var line serve.ToolResultLine
				require.NoError(t, dec.Decode(&line))
				enc.Encode(serve.ResultEvent{Event: serve.EventResult, Run: "1", Value: krait.TypedJSON(line.Value)})
				rc.Flush()
				io.Copy(io.Discard, r.Body)
				bodyEnded <- struct{}{}
				// The stream's end comes only once the client has gone,
				// or late.
				select {
				case <-r.Context().Done():
				case <-stop:
				case <-time.After(60 * time.Second):
				}
				endWritten.Store(true)
			}
		}))
		defer hs.Close()
		defer close(stop)
		c := client.NewHTTP(hs.URL, "", nil)
		ctx := context.Background()
		sess, err := c.CreateSession(ctx, serve.SessionRequest{})
		require.NoError(t, err)
		require.NoError(t, sess.SendTools(ctx, serve.ToolSpec{Name: "lookup"}))
		res, err := sess.Run(ctx, "lookup('k')", client.RunHandler{ToolCall: func(context.Context, *client.ToolCall) (any, error) { return "v", nil }})
		require.NoError(t, err)
		assert.Equal(t, "v", res.Value)
		assert.False(t, endWritten.Load(), "the run returned after its stream's end")
		<-bodyEnded // the client ends its body when it has the result
		require.NoError(t, c.Close())
	}()
	snap.Check(t)
}

// TestRunCancelledBeforeHeaders: a run whose tool results travel in its
// request body, cancelled while the server has not yet answered its
// request, returns the context's error (net/http waits for the body's
// writer before it returns, and the body used to wait for the run's end:
// agent/remoteexec's cancellation test hung for 17 minutes in a loaded
// make test). No goroutine is left behind.
func TestRunCancelledBeforeHeaders(t *testing.T) {
	snap := leakcheck.Take()
	func() {
		release := make(chan struct{})
		got := make(chan struct{}, 1)
		hs := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			switch {
			case r.Method == "GET" && r.URL.Path == "/v1":
				json.NewEncoder(w).Encode(serve.Hello{Server: "krait", Protocol: serve.ProtocolVersion, Features: []string{serve.FeatureToolResultsInBody}})
			case r.URL.Path == "/v1/sessions":
				w.WriteHeader(http.StatusCreated)
				json.NewEncoder(w).Encode(serve.SessionResponse{Session: "s1"})
			case r.URL.Path == "/v1/sessions/s1/tools":
				json.NewEncoder(w).Encode(serve.OK{OK: true})
			case r.URL.Path == "/v1/sessions/s1/runs":
				// Read the run request, then answer nothing until the
				// client has gone or the test ends.
				var req serve.RunRequest
				require.NoError(t, json.NewDecoder(r.Body).Decode(&req))
				got <- struct{}{}
				select {
				case <-r.Context().Done():
				case <-release:
				}
			}
		}))
		defer hs.Close()
		defer close(release)
		c := client.NewHTTP(hs.URL, "", nil)
		sess, err := c.CreateSession(context.Background(), serve.SessionRequest{})
		require.NoError(t, err)
		require.NoError(t, sess.SendTools(context.Background(), serve.ToolSpec{Name: "lookup"}))
		ctx, cancel := context.WithCancel(context.Background())
		go func() {
			<-got
			cancel()
		}()
		done := make(chan error, 1)
		go func() {
			_, err := sess.Run(ctx, "lookup('k')", client.RunHandler{ToolCall: func(context.Context, *client.ToolCall) (any, error) { return "v", nil }})
			done <- err
		}()
		select {
		case err := <-done:
			require.ErrorIs(t, err, context.Canceled)
		case <-time.After(60 * time.Second):
			t.Fatal("Run did not return within 60 s of its context's cancellation")
		}
		require.NoError(t, c.Close())
	}()
	snap.Check(t)
}
