package krait_test

import (
	"context"
	"errors"
	"fmt"
	"runtime"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kraitpy/krait"
	"github.com/kraitpy/krait/internal/leakcheck"
	"github.com/kraitpy/krait/policy"
)

// hostExec returns an executor with the host tools search(query, limit)
// and final_answer.
func hostExec(t *testing.T, opts krait.Options) *krait.Executor {
	t.Helper()
	e := newExec(t, opts)
	require.NoError(t, e.SendTools(krait.HostTool("search", "Searches.", "query", "limit")))
	t.Cleanup(func() { e.Close() })
	return e
}

func TestRunPausesAtHostCalls(t *testing.T) {
	e := hostExec(t, krait.Options{})
	r, err := e.Start(context.Background(), `
hits = search("krait", limit=2)
print("got", hits)
try:
    search("boom")
except ValueError as e:
    print("caught", type(e).__name__, e)
len(hits)
`)
	require.NoError(t, err)

	c := r.Next()
	require.NotNil(t, c)
	assert.Equal(t, 1, c.ID)
	assert.Equal(t, "search", c.Tool)
	assert.Equal(t, []any{"krait"}, c.Args)
	assert.Equal(t, map[string]any{"limit": int64(2)}, c.Kwargs)
	require.NoError(t, c.Resume([]string{"a", "b"}, nil))
	assert.ErrorIs(t, c.Resume(nil, nil), krait.ErrNotWaiting)

	c = r.Next()
	require.NotNil(t, c)
	assert.Equal(t, 2, c.ID)
	require.NoError(t, c.Resume(nil, &krait.HostError{Type: "ValueError", Message: "no results"}))

	assert.Nil(t, r.Next())
	out, err := r.Wait()
	require.NoError(t, err)
	assert.Equal(t, "got ['a', 'b']\ncaught ValueError no results\n", out.Logs)
	assert.Equal(t, int64(2), out.Value)
}

func TestHostErrorTypes(t *testing.T) {
	e := hostExec(t, krait.Options{})
	answer := func(code string, err error) (krait.Output, error) {
		r, serr := e.Start(context.Background(), code)
		require.NoError(t, serr)
		for c := r.Next(); c != nil; c = r.Next() {
			require.NoError(t, c.Resume(nil, err))
		}
		return r.Wait()
	}
	// A class the host names is created as a subclass of Exception; its
	// module shows in the traceback as CPython shows a real one.
	out, err := answer("try:\n    search('x')\nexcept Exception as e:\n    print(type(e).__name__, type(e).__module__, e)\nsearch('y')\n",
		&krait.HostError{Type: "requests.HTTPError", Message: "503 Service Unavailable"})
	assert.Equal(t, "HTTPError requests 503 Service Unavailable\n", out.Logs)
	var pe *krait.PythonError
	require.ErrorAs(t, err, &pe)
	assert.Equal(t, "HTTPError", pe.Type)
	assert.Equal(t, "503 Service Unavailable", pe.Message)
	assert.Equal(t, 5, pe.Line)
	assert.Contains(t, pe.Traceback, "\nrequests.HTTPError: 503 Service Unavailable\n")

	// Built-in classes are the real ones; a plain Go error is RuntimeError.
	out, err = answer("try:\n    search('x')\nexcept KeyError as e:\n    print('KeyError', e)\n", &krait.HostError{Type: "KeyError", Message: "k"})
	require.NoError(t, err)
	assert.Equal(t, "KeyError 'k'\n", out.Logs)
	_, err = answer("search('x')", errors.New("backend down"))
	require.ErrorAs(t, err, &pe)
	assert.Equal(t, "RuntimeError", pe.Type)
	assert.Equal(t, "backend down", pe.Message)
	// A type that is not a dotted name is not trusted as one.
	_, err = answer("search('x')", &krait.HostError{Type: "not a name", Message: "m"})
	require.ErrorAs(t, err, &pe)
	assert.Equal(t, "RuntimeError", pe.Type)
	assert.Equal(t, "not a name: m", pe.Message)
}

func TestHostFinalAnswer(t *testing.T) {
	e := newExec(t, krait.Options{})
	require.NoError(t, e.SendTools(krait.HostTool("final_answer", "Ends the task.", "answer")))
	r, err := e.Start(context.Background(), "final_answer({'n': 1})\nprint('not reached')")
	require.NoError(t, err)
	c := r.Next()
	require.NotNil(t, c)
	assert.Equal(t, []any{map[string]any{"n": int64(1)}}, c.Args)
	require.NoError(t, c.Resume("checked", nil))
	assert.Nil(t, r.Next())
	out, err := r.Wait()
	require.NoError(t, err)
	assert.True(t, out.IsFinalAnswer)
	assert.Equal(t, "checked", out.Value)
	assert.Equal(t, "", out.Logs)
}

func TestBlockingRunRefusesHostCalls(t *testing.T) {
	e := hostExec(t, krait.Options{})
	_, err := e.Run(context.Background(), "search('x')")
	var pe *krait.PythonError
	require.ErrorAs(t, err, &pe)
	assert.Equal(t, "RuntimeError", pe.Type)
	assert.Equal(t, "host tool 'search' needs a host to answer it: run the code with Executor.Start", pe.Message)
}

// TestPausedTimeIsNotRunTime pauses a run for twice its time limit: the
// run still succeeds, and its output says where the time went.
func TestPausedTimeIsNotRunTime(t *testing.T) {
	pol := policy.Default()
	pol.Limits.MaxDuration = 300 * time.Millisecond
	e := hostExec(t, krait.Options{Policy: pol})
	code := "total = 0\nfor i in range(100):\n    total += i\nx = search('q')\ntotal + x\n"
	r, err := e.Start(context.Background(), code)
	require.NoError(t, err)
	c := r.Next()
	require.NotNil(t, c)
	time.Sleep(600 * time.Millisecond)
	require.NoError(t, c.Resume(1, nil))
	assert.Nil(t, r.Next())
	out, err := r.Wait()
	require.NoError(t, err)
	assert.Equal(t, int64(4951), out.Value)
	assert.GreaterOrEqual(t, out.HostWait, 600*time.Millisecond)
	assert.Less(t, out.Duration, 300*time.Millisecond)

	// The same code answered at once charges the same operations: the
	// pause charged none.
	r, err = e.Start(context.Background(), code)
	require.NoError(t, err)
	require.NoError(t, r.Next().Resume(1, nil))
	assert.Nil(t, r.Next())
	quick, err := r.Wait()
	require.NoError(t, err)
	assert.Equal(t, out.Ops, quick.Ops)
	assert.Positive(t, out.Ops)
}

func TestRunTimeLimitStillApplies(t *testing.T) {
	pol := policy.Default()
	pol.Limits.MaxDuration = 50 * time.Millisecond
	pol.Limits.MaxOps = 1 << 62
	pol.Limits.MaxWhileIterations = 0
	e := hostExec(t, krait.Options{Policy: pol})
	// The run pauses first (for longer than its limit), then loops.
	r, err := e.Start(context.Background(), "search('q')\nwhile True:\n    pass\n")
	require.NoError(t, err)
	c := r.Next()
	time.Sleep(100 * time.Millisecond)
	require.NoError(t, c.Resume(nil, nil))
	assert.Nil(t, r.Next())
	_, err = r.Wait()
	assert.ErrorIs(t, err, krait.ErrTimeout)
	assert.Equal(t, "TimeLimitError: time limit of 50ms exceeded", err.Error())
}

// TestOwnTimeEndsAfterLongPause: a run paused for twice its time limit
// goes on, and its own time still ends on time afterwards for a tool that
// waits on the run's context (the run's timer, which fired during the
// pause, is armed again for the rest of the run's own time and not left
// until the pause's host wait limit, 30 s away).
func TestOwnTimeEndsAfterLongPause(t *testing.T) {
	pol := policy.Default()
	pol.Limits.MaxDuration = 200 * time.Millisecond
	e := hostExec(t, krait.Options{Policy: pol, MaxHostWait: 30 * time.Second})
	block := krait.RawTool("block", "Waits for the run's end.", func(ctx context.Context, _ []krait.Value, _ []krait.Kwarg) (krait.Value, error) {
		<-ctx.Done()
		return nil, context.Cause(ctx)
	})
	require.NoError(t, e.SendTools(block))
	r, err := e.Start(context.Background(), "search('q')\nprint('resumed')\nblock()\nprint('not reached')\n")
	require.NoError(t, err)
	c := r.Next()
	require.NotNil(t, c)
	time.Sleep(400 * time.Millisecond)
	resumed := time.Now()
	require.NoError(t, c.Resume(1, nil))
	assert.Nil(t, r.Next())
	out, err := r.Wait()
	assert.ErrorIs(t, err, krait.ErrTimeout)
	assert.Equal(t, "TimeLimitError: time limit of 200ms exceeded", err.Error())
	assert.Equal(t, "resumed\n", out.Logs)
	assert.Less(t, time.Since(resumed), 10*time.Second)
	assert.GreaterOrEqual(t, out.HostWait, 400*time.Millisecond)
}

// TestHostWaitLimitAcrossPauses: the host wait limit is the run's total
// over its pauses and ends a pause on time, whichever of the run's own
// time and its host wait the run's timer was armed for.
func TestHostWaitLimitAcrossPauses(t *testing.T) {
	for _, own := range []time.Duration{50 * time.Millisecond, time.Minute} {
		t.Run(own.String(), func(t *testing.T) {
			pol := policy.Default()
			pol.Limits.MaxDuration = own
			e := hostExec(t, krait.Options{Policy: pol, MaxHostWait: 300 * time.Millisecond})
			r, err := e.Start(context.Background(), "search('a')\nprint('first answered')\nsearch('b')\n")
			require.NoError(t, err)
			c := r.Next()
			require.NotNil(t, c)
			time.Sleep(100 * time.Millisecond) // over the 50 ms own time
			require.NoError(t, c.Resume(1, nil))
			second := time.Now()
			c = r.Next()
			require.NotNil(t, c)
			// Unanswered: the rest of the 300 ms ends it.
			assert.Nil(t, r.Next())
			out, err := r.Wait()
			assert.Equal(t, "TimeLimitError: host wait limit of 300ms exceeded waiting for tool 'search'", err.Error())
			assert.Equal(t, "first answered\n", out.Logs)
			assert.GreaterOrEqual(t, out.HostWait, 300*time.Millisecond)
			assert.Less(t, time.Since(second), 10*time.Second)
			assert.ErrorIs(t, c.Resume(1, nil), krait.ErrNotWaiting)
		})
	}
}

func TestHostWaitLimit(t *testing.T) {
	e := hostExec(t, krait.Options{MaxHostWait: 50 * time.Millisecond})
	r, err := e.Start(context.Background(), "search('q')")
	require.NoError(t, err)
	c := r.Next()
	require.NotNil(t, c)
	// Nobody answers: the run ends by itself at the host wait limit.
	assert.Nil(t, r.Next())
	out, err := r.Wait()
	assert.ErrorIs(t, err, krait.ErrTimeout)
	assert.Equal(t, "TimeLimitError: host wait limit of 50ms exceeded waiting for tool 'search'", err.Error())
	assert.GreaterOrEqual(t, out.HostWait, 50*time.Millisecond)
	assert.ErrorIs(t, c.Resume(1, nil), krait.ErrNotWaiting)
}

func TestAbandonedRuns(t *testing.T) {
	for _, how := range []string{"cancel", "context", "close"} {
		t.Run(how, func(t *testing.T) {
			e := hostExec(t, krait.Options{})
			ctx, cancel := context.WithCancel(context.Background())
			defer cancel()
			r, err := e.Start(ctx, "search('q')\nprint('not reached')")
			require.NoError(t, err)
			c := r.Next()
			require.NotNil(t, c)
			_, err = e.Start(ctx, "1")
			assert.ErrorIs(t, err, krait.ErrConcurrentUse)
			switch how {
			case "cancel":
				r.Cancel()
			case "context":
				cancel()
			case "close":
				require.NoError(t, e.Close())
			}
			assert.Nil(t, r.Next())
			out, err := r.Wait()
			assert.ErrorIs(t, err, krait.ErrCancelled)
			assert.Equal(t, "", out.Logs)
			assert.ErrorIs(t, c.Resume(1, nil), krait.ErrNotWaiting)
			r.Cancel() // idempotent
			if how == "close" {
				_, err = e.Run(ctx, "1")
				assert.ErrorIs(t, err, krait.ErrClosed)
				return
			}
			out, err = e.Run(context.Background(), "2 + 2")
			require.NoError(t, err)
			assert.Equal(t, int64(4), out.Value)
		})
	}
}

// TestAbandonedRunsLeaveNoGoroutine pauses 10,000 runs at a host call and
// abandons each one way or another (Cancel, the context, Executor.Close,
// or the host wait limit); afterwards no goroutine they started is left.
func TestAbandonedRunsLeaveNoGoroutine(t *testing.T) {
	const n = 10_000
	snap := leakcheck.Take()
	before := runtime.NumGoroutine()
	newHost := func(wait time.Duration) *krait.Executor {
		e := newExec(t, krait.Options{MaxHostWait: wait})
		require.NoError(t, e.SendTools(krait.HostTool("search", "Searches.", "query")))
		return e
	}
	// unanswered's runs are left paused until its short host wait limit
	// ends them.
	unanswered := newHost(5 * time.Millisecond)
	var e *krait.Executor
	for i := 0; i < n; i++ {
		if e == nil {
			e = newHost(0)
		}
		ctx, cancel := context.WithCancel(context.Background())
		ex := e
		if i%4 == 3 {
			ex = unanswered
		}
		r, err := ex.Start(ctx, fmt.Sprintf("x = %d\nsearch(x)\n", i))
		require.NoError(t, err)
		c := r.Next()
		if i%4 != 3 {
			require.NotNil(t, c)
		}
		if c != nil {
			require.Equal(t, int64(i), c.Args[0])
		}
		switch i % 4 {
		case 0:
			r.Cancel()
		case 1:
			cancel()
		case 2:
			require.NoError(t, e.Close())
			e = nil
		}
		assert.Nil(t, r.Next())
		_, err = r.Wait()
		require.Error(t, err)
		cancel()
	}
	if e != nil {
		e.Close()
	}
	unanswered.Close()
	snap.Check(t)
	t.Logf("%d paused runs abandoned; goroutines before %d, after %d", n, before, runtime.NumGoroutine())
}

// TestToolCalledWhileRendering: a result whose __repr__ calls a host
// tool is rendered after its run: the call is a RuntimeError in the code,
// not a Go panic (the tool got a nil context: an InternalError).
func TestToolCalledWhileRendering(t *testing.T) {
	e := newExec(t, krait.Options{})
	defer e.Close()
	require.NoError(t, e.SendTools(krait.HostTool("t", "a host tool")))
	r, err := e.Start(context.Background(), "class P:\n    def __repr__(self):\n        return str(t())\nP()")
	require.NoError(t, err)
	for c := r.Next(); c != nil; c = r.Next() {
		require.NoError(t, c.Resume("from the tool", nil))
	}
	out, err := r.Wait()
	require.NoError(t, err)
	_, _, _, err = e.MarshalResult(context.Background(), out.PyValue)
	var ie *krait.InternalError
	require.False(t, errors.As(err, &ie), "%v", err)
	require.ErrorContains(t, err, "host tool 't' called outside a run")
}

// TestRenderResultInsideTheRun: with Options.RenderResult the result is
// rendered as part of the run, so a host tool its __repr__ and __str__
// call pauses the run like any other call, and a __repr__ that raises
// is the run's Python error, with its traceback.
func TestRenderResultInsideTheRun(t *testing.T) {
	e := newExec(t, krait.Options{RenderResult: true})
	defer e.Close()
	require.NoError(t, e.SendTools(krait.HostTool("t", "a host tool")))
	r, err := e.Start(context.Background(), "class P:\n    def __repr__(self):\n        return 'r:' + t('repr')\n    def __str__(self):\n        return 's:' + t('str')\nP()")
	require.NoError(t, err)
	var calls []string
	for c := r.Next(); c != nil; c = r.Next() {
		calls = append(calls, c.Args[0].(string))
		require.NoError(t, c.Resume("from the tool", nil))
	}
	out, err := r.Wait()
	require.NoError(t, err)
	assert.Equal(t, []string{"repr", "str"}, calls)
	require.NotNil(t, out.Rendered)
	assert.Equal(t, "r:from the tool", out.Rendered.Repr)
	assert.Equal(t, "s:from the tool", out.Rendered.Str)
	assert.Contains(t, string(out.Rendered.JSON), `"repr":"r:from the tool"`)

	out, err = e.Run(context.Background(), "[1, 'a']")
	require.NoError(t, err)
	assert.Equal(t, &krait.Rendered{JSON: krait.TypedJSON(`[1,"a"]`), Repr: "[1, 'a']", Str: "[1, 'a']"}, out.Rendered)

	_, err = e.Run(context.Background(), "class Q:\n    def __repr__(self):\n        raise ValueError('no repr')\nQ()")
	var pe *krait.PythonError
	require.ErrorAs(t, err, &pe)
	assert.Equal(t, "ValueError", pe.Type)
	assert.Contains(t, pe.Traceback, "no repr")
}
