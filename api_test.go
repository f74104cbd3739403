package krait_test

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kraitpy/krait"
	"github.com/kraitpy/krait/policy"
	"github.com/kraitpy/krait/py"
)

// A context deadline or cancellation is reported as such, not as the
// policy's time limit (it said "time limit of 30s exceeded" for a 200 ms
// deadline).
func TestContextEndIsReportedAsSuch(t *testing.T) {
	pol := policy.Default()
	pol.Limits.MaxOps = 1 << 62
	pol.Limits.MaxWhileIterations = 0
	e := newExec(t, krait.Options{Policy: pol})
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Millisecond)
	defer cancel()
	_, err := e.Run(ctx, "while True:\n    pass\n")
	assert.ErrorIs(t, err, context.DeadlineExceeded)
	assert.ErrorIs(t, err, krait.ErrTimeout)
	assert.NotContains(t, err.Error(), "30s")
	assert.Equal(t, krait.ExitLimit, krait.ExitCode(err))

	ctx, cancel = context.WithCancel(context.Background())
	tool := krait.RawTool("stop", "Cancels the run.", func(context.Context, []krait.Value, []krait.Kwarg) (krait.Value, error) {
		cancel()
		return nil, nil
	})
	require.NoError(t, e.SendTools(tool))
	_, err = e.Run(ctx, "stop()\nwhile True:\n    pass\n")
	assert.ErrorIs(t, err, context.Canceled)
	assert.ErrorIs(t, err, krait.ErrCancelled)

	// The policy's own time limit is still the policy's.
	pol.Limits.MaxDuration = 20 * time.Millisecond
	e = newExec(t, krait.Options{Policy: pol})
	_, err = e.Run(context.Background(), "while True:\n    pass\n")
	assert.ErrorIs(t, err, krait.ErrTimeout)
	assert.False(t, errors.Is(err, context.DeadlineExceeded), "%v", err)
}

// PythonError quotes the top-level statement being run, as smolagents
// does, not the def whose body raised.
func TestPythonErrorQuotesTopLevelStatement(t *testing.T) {
	e := newExec(t, krait.Options{})
	_, err := e.Run(context.Background(), "def f(x):\n    return 1 / x\n\nz = f(0)\n")
	var pe *krait.PythonError
	require.ErrorAs(t, err, &pe)
	assert.Equal(t, "z = f(0)", pe.SourceLine)
	assert.Equal(t, 2, pe.Line)
	assert.Equal(t, "Code execution failed at line 'z = f(0)' due to: ZeroDivisionError: division by zero", pe.Error())
	// A function from an earlier run: its lines are not this run's.
	_, err = e.Run(context.Background(), "y = 1\nw = f(0)\n")
	require.ErrorAs(t, err, &pe)
	assert.Equal(t, "w = f(0)", pe.SourceLine)
}

// An uncaught SystemExit is an *ExitError with CPython's exit status, and
// still a *PythonError.
func TestSystemExitIsExitError(t *testing.T) {
	e := newExec(t, krait.Options{})
	for _, tc := range []struct {
		src  string
		code int
		msg  string
	}{
		{"raise SystemExit", 0, ""},
		{"raise SystemExit(None)", 0, "None"},
		{"raise SystemExit(0)", 0, "0"},
		{"raise SystemExit(3)", 3, "3"},
		{"raise SystemExit('bye')", 1, "bye"},
		{"raise SystemExit(1, 2)", 1, "(1, 2)"},
	} {
		_, err := e.Run(context.Background(), tc.src)
		var ee *krait.ExitError
		require.ErrorAs(t, err, &ee, tc.src)
		assert.Equal(t, tc.code, ee.Code, tc.src)
		assert.Equal(t, tc.msg, ee.Err.Message, tc.src)
		var pe *krait.PythonError
		require.ErrorAs(t, err, &pe, tc.src)
		assert.Equal(t, "SystemExit", pe.Type)
		want := krait.ExitPython
		if tc.code == 0 {
			want = krait.ExitOK
		}
		assert.Equal(t, want, krait.ExitCode(err), tc.src)
	}
}

// A second call on an Executor while one is in progress is refused.
func TestConcurrentUseIsRefused(t *testing.T) {
	e := newExec(t, krait.Options{})
	entered, release := make(chan struct{}), make(chan struct{})
	tool := krait.RawTool("wait", "Blocks until released.", func(context.Context, []krait.Value, []krait.Kwarg) (krait.Value, error) {
		close(entered)
		<-release
		return nil, nil
	})
	require.NoError(t, e.SendTools(tool))
	done := make(chan error)
	go func() {
		_, err := e.Run(context.Background(), "wait()\n")
		done <- err
	}()
	<-entered
	_, err := e.Run(context.Background(), "1")
	assert.ErrorIs(t, err, krait.ErrConcurrentUse)
	assert.ErrorIs(t, e.SendVariables(map[string]any{"x": 1}), krait.ErrConcurrentUse)
	_, err = e.Repr(context.Background(), nil)
	assert.ErrorIs(t, err, krait.ErrConcurrentUse)
	close(release)
	require.NoError(t, <-done)
	_, err = e.Run(context.Background(), "1")
	assert.NoError(t, err)
}

// An allowlist naming a module krait does not have is refused by New.
func TestUnknownAuthorizedImportsRefused(t *testing.T) {
	_, err := krait.New(krait.Options{AuthorizedImports: []string{"json", "numpyy", "i_do_not_exist", "collections.*", "nothere.*"}})
	var ue *krait.UnknownImportsError
	require.ErrorAs(t, err, &ue)
	assert.Equal(t, []string{"i_do_not_exist", "nothere.*", "numpyy"}, ue.Modules)
	assert.True(t, strings.Contains(err.Error(), "i_do_not_exist, nothere.*, numpyy"), err.Error())
	_, err = krait.New(krait.Options{AuthorizedImports: []string{"*"}})
	assert.NoError(t, err)
}

// Compiler warnings reach Options.Stderr before the code runs.
func TestWarningsGoToStderrFirst(t *testing.T) {
	var order []string
	w := writerFunc(func(p []byte) { order = append(order, "stderr:"+string(p)) })
	o := writerFunc(func(p []byte) { order = append(order, "stdout:"+string(p)) })
	e := newExec(t, krait.Options{Stdout: o, Stderr: w})
	out, err := e.Run(context.Background(), "x = 5\nprint(x is 5)\n")
	require.NoError(t, err)
	require.Len(t, out.Warnings, 1)
	require.Len(t, order, 2)
	assert.True(t, strings.HasPrefix(order[0], "stderr:<code>:2: SyntaxWarning: \"is\" with a literal"), order[0])
	assert.Equal(t, "stdout:True\n", order[1])
}

// MaxOutput bounds what a run may print.
func TestMaxOutputOption(t *testing.T) {
	e := newExec(t, krait.Options{MaxOutput: 10})
	out, err := e.Run(context.Background(), "print('x' * 100)")
	assert.ErrorIs(t, err, krait.ErrOutputLimit)
	assert.Equal(t, strings.Repeat("x", 10), out.Logs)
}

type writerFunc func(p []byte)

func (f writerFunc) Write(p []byte) (int, error) { f(p); return len(p), nil }

// Interrupt raises KeyboardInterrupt in the running code, which may catch
// it; uncaught, it ends the run and the state stays.
func TestInterrupt(t *testing.T) {
	pol := policy.Default()
	pol.Limits.MaxWhileIterations = 0
	e := newExec(t, krait.Options{Policy: pol})
	tool := krait.RawTool("ctrl_c", "Presses Ctrl-C.", func(context.Context, []krait.Value, []krait.Kwarg) (krait.Value, error) {
		e.Interrupt()
		return nil, nil
	})
	require.NoError(t, e.SendTools(tool))
	out, err := e.Run(context.Background(), "n = 0\ntry:\n    ctrl_c()\n    while True:\n        n += 1\nexcept KeyboardInterrupt:\n    print('caught')\nn > 0")
	require.NoError(t, err)
	assert.Equal(t, "caught\n", out.Logs)
	assert.Equal(t, true, out.Value)
	_, err = e.Run(context.Background(), "ctrl_c()\nwhile True:\n    n += 1\n")
	var pe *krait.PythonError
	require.ErrorAs(t, err, &pe)
	assert.Equal(t, "KeyboardInterrupt", pe.Type)
	out, err = e.Run(context.Background(), "n > 0")
	require.NoError(t, err)
	assert.Equal(t, true, out.Value)
	e.Interrupt() // no run: nothing happens
	_, err = e.Run(context.Background(), "for i in range(10000): pass")
	assert.NoError(t, err)
}

// TestSkipGoValue: with Options.SkipGoValue the run's last value is
// only PyValue, not converted (nor charged) to Go.
func TestSkipGoValue(t *testing.T) {
	p := policy.Default()
	p.Limits.MaxMemoryBytes = 16 << 20
	const src = "junk = ['j' * (12 * 2 ** 20)]\n"
	e, err := krait.New(krait.Options{Policy: p})
	require.NoError(t, err)
	_, err = e.Run(context.Background(), src)
	var le *krait.LimitError
	require.ErrorAs(t, err, &le, "converting the value to Go is charged to the run")

	e, err = krait.New(krait.Options{Policy: p, SkipGoValue: true})
	require.NoError(t, err)
	out, err := e.Run(context.Background(), src)
	require.NoError(t, err)
	assert.Nil(t, out.Value)
	lst, ok := out.PyValue.(*py.List)
	require.True(t, ok, "PyValue %T", out.PyValue)
	assert.Equal(t, 1, len(lst.Items()))
}
