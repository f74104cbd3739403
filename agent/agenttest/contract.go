package agenttest

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/kraitpy/krait/agent"
)

// ExecutorContract checks that a real Python executor behaves the way the
// agent relies on. Run it from the executor's own tests:
//
//	func TestAgentContract(t *testing.T) { agenttest.ExecutorContract(t, newExecutor) }
//
// The toy executor of this package does not speak Python and is not
// expected to pass.
func ExecutorContract(t *testing.T, newExecutor agent.NewExecutorFunc) {
	t.Helper()
	ctx := context.Background()
	fresh := func(t *testing.T) agent.Executor {
		t.Helper()
		e, err := newExecutor(agent.ExecutorConfig{AuthorizedImports: []string{"math"}})
		if err != nil {
			t.Fatalf("new executor: %v", err)
		}
		type addArgs struct {
			A int `json:"a"`
			B int `json:"b"`
		}
		add, err := agent.NewTool("add", "Adds.", func(_ context.Context, in addArgs) (int, error) { return in.A + in.B, nil })
		if err != nil {
			t.Fatal(err)
		}
		fail := agent.NewFuncTool("fail", "Fails.", nil, "str", func(context.Context, map[string]any) (any, error) {
			return nil, errors.New("the tool failed on purpose")
		})
		if err := e.SendTools(map[string]agent.Tool{"add": add, "fail": fail, "final_answer": agent.FinalAnswerTool()}); err != nil {
			t.Fatalf("SendTools: %v", err)
		}
		return e
	}
	run := func(t *testing.T, e agent.Executor, code string) agent.ExecResult {
		t.Helper()
		res, err := e.Run(ctx, code)
		if err != nil {
			t.Fatalf("Run(%q): %v", code, err)
		}
		return res
	}

	t.Run("logs and last value", func(t *testing.T) {
		res := run(t, fresh(t), "x = 20\nprint('hi', x)\nx + 22")
		if res.Logs != "hi 20\n" || res.Value != int64(42) || res.IsFinalAnswer {
			t.Errorf("result = %+v", res)
		}
		if res.Text != "" && res.Text != "42" {
			t.Errorf("Text = %q, want Python's str() of the value", res.Text)
		}
	})
	t.Run("state persists between runs", func(t *testing.T) {
		e := fresh(t)
		run(t, e, "import math\ndef double(n):\n    return 2 * n\ny = 4")
		if res := run(t, e, "double(y) + math.floor(1.5)"); res.Value != int64(9) {
			t.Errorf("value = %#v", res.Value)
		}
	})
	t.Run("variables", func(t *testing.T) {
		e := fresh(t)
		if err := e.SendVariables(map[string]any{"city": "Oslo", "n": int64(3)}); err != nil {
			t.Fatal(err)
		}
		if res := run(t, e, "city * n"); res.Value != "OsloOsloOslo" {
			t.Errorf("value = %#v", res.Value)
		}
	})
	t.Run("tools by keyword and position", func(t *testing.T) {
		res := run(t, fresh(t), "print(add(a=1, b=2))\nprint(add(3, 4))")
		if res.Logs != "3\n7\n" {
			t.Errorf("logs = %q", res.Logs)
		}
	})
	t.Run("tool error is a Python exception", func(t *testing.T) {
		res := run(t, fresh(t), "try:\n    fail()\nexcept Exception as e:\n    print('caught', e)")
		if !strings.Contains(res.Logs, "caught") || !strings.Contains(res.Logs, "the tool failed on purpose") {
			t.Errorf("logs = %q", res.Logs)
		}
	})
	t.Run("final answer stops the code", func(t *testing.T) {
		res := run(t, fresh(t), "print('before')\nfinal_answer(answer=5)\nprint('after')")
		if !res.IsFinalAnswer || res.Value != int64(5) || res.Logs != "before\n" {
			t.Errorf("result = %+v", res)
		}
	})
	t.Run("final answer escapes except Exception", func(t *testing.T) {
		res := run(t, fresh(t), "try:\n    final_answer('x')\nexcept Exception:\n    print('swallowed')")
		if !res.IsFinalAnswer || res.Value != "x" || strings.Contains(res.Logs, "swallowed") {
			t.Errorf("result = %+v", res)
		}
	})
	t.Run("python error", func(t *testing.T) {
		res, err := fresh(t).Run(ctx, "print('before')\n1 / 0")
		var pe agent.PythonError
		if !errors.As(err, &pe) || pe.PythonType() != "ZeroDivisionError" {
			t.Fatalf("error = %v, want a PythonError of type ZeroDivisionError", err)
		}
		if !strings.Contains(err.Error(), "ZeroDivisionError") {
			t.Errorf("message %q does not name the exception", err)
		}
		if res.Logs != "before\n" {
			t.Errorf("logs before the error = %q", res.Logs)
		}
	})
	t.Run("cancellation", func(t *testing.T) {
		ctx, cancel := context.WithTimeout(ctx, 50*time.Millisecond)
		defer cancel()
		start := time.Now()
		_, err := fresh(t).Run(ctx, "while True:\n    pass")
		if err == nil {
			t.Fatal("an endless loop returned no error")
		}
		if d := time.Since(start); d > 5*time.Second {
			t.Errorf("took %v to stop after the context ended", d)
		}
	})
}
