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
)

func newExec(t *testing.T, opts krait.Options) *krait.Executor {
	t.Helper()
	e, err := krait.New(opts)
	require.NoError(t, err)
	return e
}

func TestStatePersistsAcrossRuns(t *testing.T) {
	e := newExec(t, krait.Options{})
	_, err := e.Run(context.Background(), "x = 40\ndef add(a, b):\n    return a + b\nimport math")
	require.NoError(t, err)
	out, err := e.Run(context.Background(), "print(add(x, 2), math.floor(2.5))")
	require.NoError(t, err)
	assert.Equal(t, "42 2\n", out.Logs)
}

func TestFinalAnswerCannotBeSwallowed(t *testing.T) {
	e := newExec(t, krait.Options{})
	code := `
try:
    final_answer(6 * 7)
except Exception:
    print("caught by except Exception")
except:
    print("caught by bare except")
finally:
    print("finally runs")
print("not reached")
`
	out, err := e.Run(context.Background(), code)
	require.NoError(t, err)
	assert.True(t, out.IsFinalAnswer)
	assert.Equal(t, int64(42), out.Value)
	assert.Equal(t, "finally runs\n", out.Logs)
}

func TestPythonErrorReadsLikeSmolagents(t *testing.T) {
	e := newExec(t, krait.Options{})
	_, err := e.Run(context.Background(), "a = 1\nb = a / 0\n")
	var pe *krait.PythonError
	require.ErrorAs(t, err, &pe)
	assert.Equal(t, "ZeroDivisionError", pe.Type)
	assert.Equal(t, "division by zero", pe.Message)
	assert.Equal(t, 2, pe.Line)
	assert.Equal(t, "Code execution failed at line 'b = a / 0' due to: ZeroDivisionError: division by zero", pe.Error())
	assert.True(t, strings.HasPrefix(pe.Traceback, "Traceback (most recent call last):\n"), pe.Traceback)
	assert.Equal(t, krait.ExitPython, krait.ExitCode(err))
}

func TestRefusedImportIsPolicyError(t *testing.T) {
	e := newExec(t, krait.Options{})
	_, err := e.Run(context.Background(), "import os")
	var pe *krait.PolicyError
	require.ErrorAs(t, err, &pe)
	assert.True(t, errors.Is(err, policy.ErrImportRefused))
	assert.Equal(t, krait.ExitPolicy, krait.ExitCode(err))
}

func TestOperationBudget(t *testing.T) {
	pol := policy.Default()
	pol.Limits.MaxOps = 10_000
	e := newExec(t, krait.Options{Policy: pol})
	_, err := e.Run(context.Background(), "while True:\n    pass\n")
	assert.ErrorIs(t, err, krait.ErrOpLimit)
	assert.Equal(t, krait.ExitLimit, krait.ExitCode(err))
}

func TestCancellationStopsTheCode(t *testing.T) {
	pol := policy.Default()
	pol.Limits.MaxOps = 1 << 62
	pol.Limits.MaxWhileIterations = 0
	e := newExec(t, krait.Options{Policy: pol})
	ctx, cancel := context.WithTimeout(context.Background(), 50*time.Millisecond)
	defer cancel()
	start := time.Now()
	_, err := e.Run(ctx, "n = 0\nwhile True:\n    n += 1\n")
	require.Error(t, err)
	var le *krait.LimitError
	require.ErrorAs(t, err, &le)
	// The run must end soon after the deadline (generous bound for a
	// loaded 2-core machine; the point is that it ends at all).
	assert.Less(t, time.Since(start), 5*time.Second)
}

func TestSendVariablesAndTools(t *testing.T) {
	e := newExec(t, krait.Options{})
	type point struct {
		X int `json:"x"`
		Y int `json:"y"`
	}
	require.NoError(t, e.SendVariables(map[string]any{
		"names": []string{"ada", "bob"},
		"p":     point{X: 1, Y: 2},
	}))
	greet, err := krait.NewTool("greet", "Greets someone.", func(name string, times int) (string, error) {
		if times < 0 {
			return "", errors.New("times must be non-negative")
		}
		return strings.Repeat("hi "+name+"! ", times), nil
	}, "name", "times")
	require.NoError(t, err)
	require.NoError(t, e.SendTools(greet))
	out, err := e.Run(context.Background(), "print(greet(names[0], times=2).strip(), p['x'] + p['y'])\ngreet('x', -1)")
	var pe *krait.PythonError
	require.ErrorAs(t, err, &pe)
	assert.Equal(t, "hi ada! hi ada! 3\n", out.Logs)
	assert.Equal(t, "RuntimeError", pe.Type)
	assert.Equal(t, "times must be non-negative", pe.Message)
}

func TestLogsAreTruncatedHeadAndTail(t *testing.T) {
	pol := policy.Default()
	pol.Limits.MaxOutputChars = 20
	e := newExec(t, krait.Options{Policy: pol})
	out, err := e.Run(context.Background(), "for i in range(100):\n    print(i)\n")
	require.NoError(t, err)
	assert.True(t, strings.HasPrefix(out.Logs, "0\n1\n2\n3\n4\n"), out.Logs)
	assert.Contains(t, out.Logs, "_This content has been truncated to stay below 20 characters_")
	assert.True(t, strings.HasSuffix(out.Logs, "97\n98\n99\n"), out.Logs)
}

func TestExecutorsShareNothing(t *testing.T) {
	a := newExec(t, krait.Options{})
	b := newExec(t, krait.Options{})
	_, err := a.Run(context.Background(), "secret = 1")
	require.NoError(t, err)
	_, err = b.Run(context.Background(), "secret")
	var pe *krait.PythonError
	require.ErrorAs(t, err, &pe)
	assert.Equal(t, "NameError", pe.Type)
}

func TestLastValueAndToolProtection(t *testing.T) {
	e := newExec(t, krait.Options{})
	out, err := e.Run(context.Background(), "x = 2\nx * 21")
	require.NoError(t, err)
	assert.Equal(t, int64(42), out.Value)
	out, err = e.Run(context.Background(), "y = [1, 'a', None]")
	require.NoError(t, err)
	assert.Equal(t, []any{int64(1), "a", nil}, out.Value)

	tool := krait.RawTool("lookup", "Looks up.", func(ctx context.Context, args []krait.Value, kwargs []krait.Kwarg) (krait.Value, error) {
		return args[0], nil
	})
	require.NoError(t, e.SendTools(tool))
	_, err = e.Run(context.Background(), "lookup = 3")
	var pe *krait.PolicyError
	require.ErrorAs(t, err, &pe)
	assert.Contains(t, err.Error(), "Cannot assign to name 'lookup': doing this would erase the existing tool!")
	out, err = e.Run(context.Background(), "lookup('still works')")
	require.NoError(t, err)
	assert.Equal(t, "still works", out.Value)
}

// TestClockOption checks that an embedder's clock is the time the code
// sees, and that time.sleep advances it for every clock instead of
// waiting (an hour's sleep would time the test out otherwise).
func TestClockOption(t *testing.T) {
	fixed := time.Date(2024, 1, 2, 3, 4, 5, 0, time.UTC)
	e := newExec(t, krait.Options{AuthorizedImports: []string{"time", "datetime"}, Clock: func() time.Time { return fixed }})
	out, err := e.Run(context.Background(), `import time, datetime
t0, m0, p0 = time.time(), time.monotonic(), time.perf_counter_ns()
time.sleep(3600)
print(t0, time.time() - t0, time.monotonic() - m0, time.perf_counter_ns() - p0)
print(datetime.datetime.now(datetime.timezone.utc))`)
	require.NoError(t, err)
	assert.Equal(t, "1704164645.0 3600.0 3600.0 3600000000000\n2024-01-02 04:04:05+00:00\n", out.Logs)
}
