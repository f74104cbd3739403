package krait_test

import (
	"bytes"
	"context"
	"runtime"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kraitpy/krait"
)

// goid returns the calling goroutine's id, from its stack's first line.
func goid() string {
	buf := make([]byte, 64)
	buf = buf[:runtime.Stack(buf, false)]
	f := bytes.Fields(buf)
	return string(f[1])
}

// TestRunInline: the code runs on the caller's goroutine, and so do
// started and host; a call answered from another goroutine resumes the
// run, one answered in host too; Wait returns the output at once after.
func TestRunInline(t *testing.T) {
	e := hostExec(t, krait.Options{})
	me := goid()
	var seen []string
	var calls []string
	r, err := e.RunInline(context.Background(), `
hits = search("krait", limit=2)
print("got", hits)
try:
    search("boom")
except ValueError as e:
    print("caught", type(e).__name__, e)
len(hits)
`, func(r *krait.Run) bool {
		seen = append(seen, "started:"+goid())
		return true
	}, func(c *krait.Call) {
		seen = append(seen, "host:"+goid())
		calls = append(calls, c.Tool)
		if c.ID == 1 {
			go c.Resume([]string{"a", "b"}, nil) // from another goroutine
			return
		}
		require.NoError(t, c.Resume(nil, &krait.HostError{Type: "ValueError", Message: "no results"}))
	})
	require.NoError(t, err)
	assert.Equal(t, []string{"started:" + me, "host:" + me, "host:" + me}, seen)
	assert.Equal(t, []string{"search", "search"}, calls)
	select {
	case <-r.Done():
	default:
		t.Fatal("RunInline returned before its run ended")
	}
	assert.Nil(t, r.Next())
	out, err := r.Wait()
	require.NoError(t, err)
	assert.Equal(t, "got ['a', 'b']\ncaught ValueError no results\n", out.Logs)
	assert.Equal(t, int64(2), out.Value)

	// Executor.Run runs on its caller's goroutine too: a tool sees it.
	var in string
	where, err := krait.NewTool("where", "", func() int64 {
		in = goid()
		return 1
	})
	require.NoError(t, err)
	require.NoError(t, e.SendTools(where))
	_, err = e.Run(context.Background(), "where()")
	require.NoError(t, err)
	assert.Equal(t, me, in, "the goroutine Run ran the code on")
}

// TestRunInlineCancel: started returning false cancels the run before its
// code runs; Cancel from another goroutine ends a run waiting for its
// host; a syntax error is returned before anything is called.
func TestRunInlineCancel(t *testing.T) {
	e := hostExec(t, krait.Options{})
	ran := false
	mark, err := krait.NewTool("mark", "", func() int64 { ran = true; return 1 })
	require.NoError(t, err)
	require.NoError(t, e.SendTools(mark))
	r, err := e.RunInline(context.Background(), "mark()", func(*krait.Run) bool { return false }, func(c *krait.Call) {
		t.Error("no host call expected")
	})
	require.NoError(t, err)
	_, err = r.Wait()
	assert.ErrorIs(t, err, krait.ErrCancelled)
	assert.False(t, ran, "the cancelled run's code ran")

	var run *krait.Run
	r, err = e.RunInline(context.Background(), "search('x')", func(r *krait.Run) bool { run = r; return true }, func(c *krait.Call) {
		go run.Cancel() // never answered: the cancel ends the wait
	})
	require.NoError(t, err)
	_, err = r.Wait()
	assert.ErrorIs(t, err, krait.ErrCancelled)

	_, err = e.RunInline(context.Background(), "x = (", func(*krait.Run) bool {
		t.Error("started called for a run that did not start")
		return true
	}, func(*krait.Call) {})
	var se *krait.SyntaxError
	assert.ErrorAs(t, err, &se)

	out, err := e.Run(context.Background(), "1 + 1")
	require.NoError(t, err)
	assert.Equal(t, int64(2), out.Value, "the executor serves runs after these")
}
