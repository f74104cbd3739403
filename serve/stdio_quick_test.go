package serve

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"strings"
	"sync"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestStdioQuickSameAnswers: a run or tool_result line taken by the one
// pass decoder (stdioQuick) gets the answer the general path gives it,
// and a line it does not decode is left to the general path.
func TestStdioQuickSameAnswers(t *testing.T) {
	srv := New(Config{})
	defer srv.Close()
	ctx := context.Background()
	res, serr := srv.createSession(ctx, SessionRequest{})
	require.Nil(t, serr)
	sid := res.Session
	for _, c := range []struct {
		line  string
		quick bool
	}{
		{`{"id":1,"op":"run","session":"s_nope","code":"1"}`, true},
		{`{"id": 2, "op": "run", "session": "s_nope", "code": "1"}`, true},
		{`{"id":3,"op":"tool_result","session":"SID","run":"9","call":1,"value":5}`, true},
		{`{"id":4,"op":"tool_result","session":"SID","run":"9","call":1,"error":{"type":"KeyError","message":"k"}}`, true},
		{`{"id":5,"op":"tool_result","session":"SID","run":"9","call":1,"value":5,"error":{"type":"E","message":"m"}}`, true},
		{`{"id":6,"op":"run","session":"SID","code":"print(6 * 7)\n6 * 7","traceparent":"00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01"}`, true},
		{`{"id":7,"op":"run","session":"SID","code":"1","cod":2}`, false},
		{`{"id":8,"op":"run","session":"SID","code":5}`, false},
		{`{"id":9,"op":"run","session":"SID","code":"1"} x`, false},
		{`{"id":10,"op":"tool_result","session":"SID","run":"9","call":"x"}`, false},
		{`{"id":11,"op":"run","op":"tool_result","session":"SID","run":"9","call":1}`, false},
		{`{"op":"run","id":12,"session":"SID","code":"1"}`, false},
		{`{"id":13,"op":"send_tools","session":"SID","tools":[]}`, false},
	} {
		line := []byte(strings.ReplaceAll(c.line, "SID", sid))
		answer := func(f func(context.Context, []byte, *lineWriter, *sync.WaitGroup, func(func()))) []map[string]any {
			var out bytes.Buffer
			w := &lineWriter{bw: bufio.NewWriter(&out)}
			var runs sync.WaitGroup
			f(ctx, line, w, &runs, nil)
			runs.Wait()
			var docs []map[string]any
			for _, l := range bytes.Split(bytes.TrimSpace(out.Bytes()), []byte("\n")) {
				var doc map[string]any
				require.NoError(t, json.Unmarshal(l, &doc), "%s", l)
				// A run's own time, and its number in the session
				// (each line runs twice).
				delete(doc, "duration")
				delete(doc, "run")
				docs = append(docs, doc)
			}
			return docs
		}
		quick := false
		got := answer(func(ctx context.Context, line []byte, w *lineWriter, runs *sync.WaitGroup, start func(func())) {
			quick = srv.stdioQuick(ctx, line, w, runs, start)
			if !quick {
				srv.stdioGeneral(ctx, line, w, runs, start)
			}
		})
		want := answer(srv.stdioGeneral)
		assert.Equal(t, c.quick, quick, "%s", line)
		assert.Equal(t, want, got, "%s", line)
	}
}
