package agent_test

import (
	"context"
	"errors"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/kraitpy/krait/agent"
	"github.com/kraitpy/krait/agent/agenttest"
)

// stuckTool is a tool that ignores its context and returns only when
// released (or after a long time), recording whether it finished.
func stuckTool(t *testing.T) (agent.Tool, *atomic.Bool) {
	release := make(chan struct{})
	t.Cleanup(func() { close(release) })
	var finished atomic.Bool
	tool := agent.NewFuncTool("stuck", "Ignores cancellation.", nil, "str",
		func(context.Context, map[string]any) (any, error) {
			select {
			case <-release:
			case <-time.After(20 * time.Second):
			}
			finished.Store(true)
			return "late", nil
		})
	return tool, &finished
}

// A tool that ignores its context cannot hold the run past its deadline:
// Run returns while the tool is still running, and the step names it.
func TestToolIgnoringContextIsAbandoned(t *testing.T) {
	tool, finished := stuckTool(t)
	m := agenttest.NewScriptedModel(agenttest.Texts(code("call", "stuck()"), code("never", "final_answer(1)"))...)
	a := newAgent(t, m, agent.WithTools(tool))
	ctx, cancel := context.WithTimeout(context.Background(), 300*time.Millisecond)
	defer cancel()
	res, err := a.Run(ctx, "t")
	if finished.Load() {
		t.Fatal("Run waited for the tool to finish")
	}
	if !errors.Is(err, context.DeadlineExceeded) {
		t.Errorf("error %v, want DeadlineExceeded", err)
	}
	if len(res.Steps) != 1 || strings.Join(res.Steps[0].AbandonedTools, ",") != "stuck" || !strings.Contains(res.Steps[0].Error, "abandoned") {
		t.Errorf("steps %+v", res.Steps)
	}
}

// blockingExecutor ignores its context entirely.
type blockingExecutor struct{ agent.Executor }

func (blockingExecutor) Run(context.Context, string) (agent.ExecResult, error) {
	select {}
}

// An executor that ignores cancellation is abandoned shortly after the
// deadline, and not closed while its goroutine runs.
func TestExecutorIgnoringContextIsAbandoned(t *testing.T) {
	factory := func(cfg agent.ExecutorConfig) (agent.Executor, error) {
		e, err := agenttest.NewToyExecutor(cfg)
		return blockingExecutor{e}, err
	}
	m := agenttest.NewScriptedModel(agenttest.Texts(code("x", "print(1)"))...)
	a, err := agent.New(m, factory)
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 300*time.Millisecond)
	defer cancel()
	res, err := a.Run(ctx, "t")
	var ae *agent.ExecutorAbandonedError
	if !errors.As(err, &ae) || !errors.Is(err, context.DeadlineExceeded) {
		t.Fatalf("error %v, want an ExecutorAbandonedError", err)
	}
	if len(res.Steps) != 1 || !strings.Contains(res.Steps[0].Error, "abandoned") {
		t.Errorf("steps %+v", res.Steps)
	}
}
