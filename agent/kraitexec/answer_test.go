package kraitexec

import (
	"context"
	"encoding/json"
	"errors"
	"reflect"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/kraitpy/krait"
	"github.com/kraitpy/krait/agent"
	"github.com/kraitpy/krait/agent/agenttest"
	"github.com/kraitpy/krait/agent/openaimodel"
	"github.com/kraitpy/krait/policy"
)

// The final answer keeps its Python value: AnswerText is exactly str() of
// it, AnswerPython is the krait value, Answer its krait.ToGo conversion,
// and the result can be written as JSON. Each answer goes through the
// fake OpenAI server and the real interpreter.
func TestFinalAnswerKeepsItsPythonValue(t *testing.T) {
	for _, tc := range []struct {
		code, text string
		goValue    any
	}{
		{`{1: "a", 2: "b"}`, "{1: 'a', 2: 'b'}", krait.Dict{{Key: int64(1), Value: "a"}, {Key: int64(2), Value: "b"}}},
		{`b"x"`, "b'x'", []byte("x")},
		{`3+4j`, "(3+4j)", complex(3, 4)},
		{`{"b": 1, "a": 2}`, "{'b': 1, 'a': 2}", map[string]any{"b": int64(1), "a": int64(2)}},
		{`(1, "x")`, "(1, 'x')", krait.Tuple{int64(1), "x"}},
		{`{3, 1, 2}`, "{1, 2, 3}", krait.Set{int64(1), int64(2), int64(3)}},
		{`None`, "None", nil},
		{`"text"`, "text", "text"},
		{`1.0`, "1.0", 1.0},
	} {
		srv := agenttest.NewServer(t, agenttest.ServerReply{Content: "<code>\nfinal_answer(" + tc.code + ")\n</code>"})
		m, err := openaimodel.New(openaimodel.Config{BaseURL: srv.URL, Model: "m"})
		if err != nil {
			t.Fatal(err)
		}
		a, err := agent.New(m, New, agent.WithMaxSteps(1))
		if err != nil {
			t.Fatal(err)
		}
		res, err := a.Run(context.Background(), "answer")
		if err != nil {
			t.Errorf("%s: %v (step error %q)", tc.code, err, res.Steps[0].Error)
			continue
		}
		if res.AnswerText != tc.text {
			t.Errorf("%s: AnswerText %q, want %q", tc.code, res.AnswerText, tc.text)
		}
		if !reflect.DeepEqual(res.Answer, tc.goValue) {
			t.Errorf("%s: Answer %#v, want %#v", tc.code, res.Answer, tc.goValue)
		}
		if _, ok := res.AnswerPython.(krait.Value); !ok {
			t.Errorf("%s: AnswerPython %T is not a krait.Value", tc.code, res.AnswerPython)
		}
		if _, err := json.Marshal(res); err != nil {
			t.Errorf("%s: the result cannot be written as JSON: %v", tc.code, err)
		}
	}
}

// Through krait, a Go tool that ignores its context is abandoned at the
// run's deadline: Run returns while the tool still sleeps.
func TestStuckToolThroughKrait(t *testing.T) {
	release := make(chan struct{})
	defer close(release)
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
	m := agenttest.NewScriptedModel(agenttest.Texts("<code>\ntry:\n    stuck()\nexcept Exception:\n    pass\nwhile True:\n    pass\n</code>")...)
	a, err := agent.New(m, New, agent.WithTools(tool))
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 300*time.Millisecond)
	defer cancel()
	res, err := a.Run(ctx, "t")
	if finished.Load() || !errors.Is(err, context.DeadlineExceeded) {
		t.Fatalf("finished %v, error %v", finished.Load(), err)
	}
	if len(res.Steps) != 1 || strings.Join(res.Steps[0].AbandonedTools, ",") != "stuck" {
		t.Errorf("steps %+v", res.Steps)
	}
}

// The contract holds when tool calls pause the code.
func TestExecutorContractPausingForTools(t *testing.T) {
	agenttest.ExecutorContract(t, func(cfg agent.ExecutorConfig) (agent.Executor, error) {
		cfg.PauseForTools = true
		return New(cfg)
	})
}

// With an approver, a tool call waits with the code paused: a person
// taking longer than the step's time limit does not make it fail, and a
// rejected call is a PermissionError the code can catch.
func TestApprovalWaitsWithTheCodePaused(t *testing.T) {
	tool := agent.NewFuncTool("send", "Sends.", []agent.Param{{Name: "to", Type: "str"}}, "str",
		func(_ context.Context, args map[string]any) (any, error) {
			return "sent to " + args["to"].(string), nil
		})
	approve := func(ctx context.Context, a agent.Action) (agent.Decision, error) {
		if a.Kind == agent.ToolCallAction {
			time.Sleep(1500 * time.Millisecond) // longer than the step's time limit
			if a.Args["to"] == "boss" {
				return agent.Decision{Verdict: agent.Reject, Message: "not the boss"}, nil
			}
		}
		return agent.Decision{Verdict: agent.Approve}, nil
	}
	m := agenttest.NewScriptedModel(agenttest.Texts("<code>\ntry:\n    send(to='boss')\nexcept PermissionError as e:\n    print('refused:', e)\nfinal_answer(send('team'))\n</code>")...)
	a, err := agent.New(m, New, agent.WithTools(tool), agent.WithApproval(approve),
		agent.WithExecutorLimits(policy.Limits{MaxDuration: time.Second})) // generous: the machine may be loaded
	if err != nil {
		t.Fatal(err)
	}
	res, err := a.Run(context.Background(), "t")
	if err != nil || res.AnswerText != "sent to team" {
		t.Fatalf("answer %q, %v; steps %+v", res.AnswerText, err, res.Steps)
	}
	if logs := res.Steps[0].Logs; logs != "refused: the call of send was rejected by the user: not the boss\n" {
		t.Errorf("logs %q", logs)
	}
}

// The step's own time limit abandons a stuck tool too: the step fails
// with the time limit, the tool is reported, and the run goes on.
func TestStuckToolAtTheStepTimeLimit(t *testing.T) {
	release := make(chan struct{})
	defer close(release)
	tool := agent.NewFuncTool("stuck", "Ignores cancellation.", nil, "str",
		func(context.Context, map[string]any) (any, error) {
			<-release
			return "late", nil
		})
	m := agenttest.NewScriptedModel(agenttest.Texts("<code>\nstuck()\n</code>", "<code>\nfinal_answer('moved on')\n</code>")...)
	a, err := agent.New(m, New, agent.WithTools(tool), agent.WithExecutorLimits(policy.Limits{MaxDuration: time.Second})) // generous: the machine may be loaded
	if err != nil {
		t.Fatal(err)
	}
	res, err := a.Run(context.Background(), "t")
	if err != nil || res.AnswerText != "moved on" {
		t.Fatalf("answer %q, %v", res.AnswerText, err)
	}
	if s := res.Steps[0]; strings.Join(s.AbandonedTools, ",") != "stuck" || s.Error == "" {
		t.Errorf("step 1: %+v", s)
	}
}
