package agenttest

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/kraitpy/krait/agent"
)

// contractCheck is one behaviour the agent relies on; it returns nil when
// the executor has it.
type contractCheck struct {
	name string
	run  func(ctx context.Context, fresh func() (agent.Executor, error)) error
}

// ContractChecks lists the names of the checks ExecutorContract runs.
func ContractChecks() []string {
	var names []string
	for _, c := range contractChecks() {
		names = append(names, c.name)
	}
	return names
}

// ExecutorContract checks that a real Python executor behaves the way the
// agent relies on. Run it from the executor's own tests:
//
//	func TestAgentContract(t *testing.T) { agenttest.ExecutorContract(t, newExecutor) }
//
// knownGaps names checks (see ContractChecks) the executor is known to
// fail; they must still fail, so that a fixed gap is noticed and removed
// from the list. The toy executor of this package does not speak Python
// and is not expected to pass.
func ExecutorContract(t *testing.T, newExecutor agent.NewExecutorFunc, knownGaps ...string) {
	t.Helper()
	for _, g := range knownGaps {
		if !slices.Contains(ContractChecks(), g) {
			t.Fatalf("unknown contract check %q in the known gaps", g)
		}
	}
	fresh := func() (agent.Executor, error) { return freshExecutor(newExecutor) }
	for _, c := range contractChecks() {
		t.Run(c.name, func(t *testing.T) {
			err := c.run(context.Background(), fresh)
			switch gap := slices.Contains(knownGaps, c.name); {
			case gap && err == nil:
				t.Errorf("known gap %q now passes: remove it from the known gaps", c.name)
			case gap:
				t.Logf("known gap: %v", err)
			case err != nil:
				t.Error(err)
			}
		})
	}
}

// freshExecutor makes an executor with the contract's tools.
func freshExecutor(newExecutor agent.NewExecutorFunc) (agent.Executor, error) {
	e, err := newExecutor(agent.ExecutorConfig{AuthorizedImports: []string{"math"}})
	if err != nil {
		return nil, fmt.Errorf("new executor: %w", err)
	}
	type addArgs struct {
		A int `json:"a"`
		B int `json:"b"`
	}
	add, err := agent.NewTool("add", "Adds.", func(_ context.Context, in addArgs) (int, error) { return in.A + in.B, nil })
	if err != nil {
		return nil, err
	}
	fail := agent.NewFuncTool("fail", "Fails.", nil, "str", func(context.Context, map[string]any) (any, error) {
		return nil, errors.New("the tool failed on purpose")
	})
	if err := e.SendTools(map[string]agent.Tool{"add": add, "fail": fail, "final_answer": agent.FinalAnswerTool()}); err != nil {
		return nil, fmt.Errorf("SendTools: %w", err)
	}
	return e, nil
}

// runFresh runs code in a fresh executor and insists on success.
func runFresh(ctx context.Context, fresh func() (agent.Executor, error), codes ...string) (agent.ExecResult, error) {
	e, err := fresh()
	if err != nil {
		return agent.ExecResult{}, err
	}
	var res agent.ExecResult
	for _, code := range codes {
		if res, err = e.Run(ctx, code); err != nil {
			return res, fmt.Errorf("Run(%q): %w", code, err)
		}
	}
	return res, nil
}

// contractChecks are the checks, in order.
func contractChecks() []contractCheck {
	return []contractCheck{
		{"logs", func(ctx context.Context, fresh func() (agent.Executor, error)) error {
			res, err := runFresh(ctx, fresh, "x = 20\nprint('hi', x)\nprint([1, 'a', None])")
			if err != nil {
				return err
			}
			if res.Logs != "hi 20\n[1, 'a', None]\n" || res.IsFinalAnswer {
				return fmt.Errorf("result = %+v", res)
			}
			return nil
		}},
		{"last value", func(ctx context.Context, fresh func() (agent.Executor, error)) error {
			res, err := runFresh(ctx, fresh, "x = 20\nx + 22")
			if err != nil {
				return err
			}
			if res.Value != int64(42) || (res.Text != "" && res.Text != "42") {
				return fmt.Errorf("value %#v, text %q; want 42", res.Value, res.Text)
			}
			return nil
		}},
		{"state persists between runs", func(ctx context.Context, fresh func() (agent.Executor, error)) error {
			res, err := runFresh(ctx, fresh, "def double(n):\n    return 2 * n\ny = 4", "print(double(y))")
			if err != nil {
				return err
			}
			if res.Logs != "8\n" {
				return fmt.Errorf("logs = %q", res.Logs)
			}
			return nil
		}},
		{"authorized import", func(ctx context.Context, fresh func() (agent.Executor, error)) error {
			res, err := runFresh(ctx, fresh, "import math\nprint(math.floor(2.5))")
			if err != nil {
				return err
			}
			if res.Logs != "2\n" {
				return fmt.Errorf("logs = %q", res.Logs)
			}
			return nil
		}},
		{"variables", func(ctx context.Context, fresh func() (agent.Executor, error)) error {
			e, err := fresh()
			if err != nil {
				return err
			}
			if err := e.SendVariables(map[string]any{"city": "Oslo", "n": int64(3)}); err != nil {
				return err
			}
			res, err := e.Run(ctx, "print(city * n)")
			if err != nil || res.Logs != "OsloOsloOslo\n" {
				return fmt.Errorf("logs %q, error %v", res.Logs, err)
			}
			return nil
		}},
		{"tools by keyword and position", func(ctx context.Context, fresh func() (agent.Executor, error)) error {
			res, err := runFresh(ctx, fresh, "print(add(a=1, b=2))\nprint(add(3, 4))")
			if err != nil {
				return err
			}
			if res.Logs != "3\n7\n" {
				return fmt.Errorf("logs = %q", res.Logs)
			}
			return nil
		}},
		{"tool error is a Python exception", func(ctx context.Context, fresh func() (agent.Executor, error)) error {
			res, err := runFresh(ctx, fresh, "try:\n    fail()\nexcept Exception as e:\n    print('caught', e)")
			if err != nil {
				return err
			}
			if !strings.Contains(res.Logs, "caught") || !strings.Contains(res.Logs, "the tool failed on purpose") {
				return fmt.Errorf("logs = %q", res.Logs)
			}
			return nil
		}},
		{"final answer stops the code", func(ctx context.Context, fresh func() (agent.Executor, error)) error {
			res, err := runFresh(ctx, fresh, "print('before')\nfinal_answer(answer=5)\nprint('after')")
			if err != nil {
				return err
			}
			if !res.IsFinalAnswer || res.Value != int64(5) || res.Logs != "before\n" {
				return fmt.Errorf("result = %+v", res)
			}
			return nil
		}},
		{"final answer escapes except Exception", func(ctx context.Context, fresh func() (agent.Executor, error)) error {
			res, err := runFresh(ctx, fresh, "try:\n    final_answer('x')\nexcept Exception:\n    print('swallowed')")
			if err != nil {
				return err
			}
			if !res.IsFinalAnswer || res.Value != "x" || strings.Contains(res.Logs, "swallowed") {
				return fmt.Errorf("result = %+v", res)
			}
			return nil
		}},
		{"python error", func(ctx context.Context, fresh func() (agent.Executor, error)) error {
			e, err := fresh()
			if err != nil {
				return err
			}
			res, err := e.Run(ctx, "print('before')\n1 / 0")
			var pe agent.PythonError
			if !errors.As(err, &pe) || pe.PythonType() != "ZeroDivisionError" {
				return fmt.Errorf("error = %v, want a PythonError of type ZeroDivisionError", err)
			}
			if !strings.Contains(err.Error(), "ZeroDivisionError") {
				return fmt.Errorf("message %q does not name the exception", err)
			}
			if res.Logs != "before\n" {
				return fmt.Errorf("logs before the error = %q", res.Logs)
			}
			return nil
		}},
		{"cancellation", func(ctx context.Context, fresh func() (agent.Executor, error)) error {
			e, err := fresh()
			if err != nil {
				return err
			}
			ctx, cancel := context.WithTimeout(ctx, 50*time.Millisecond)
			defer cancel()
			start := time.Now()
			if _, err := e.Run(ctx, "while True:\n    pass"); err == nil {
				return errors.New("an endless loop returned no error")
			}
			if d := time.Since(start); d > 5*time.Second {
				return fmt.Errorf("took %v to stop after the context ended", d)
			}
			return nil
		}},
	}
}
