package agent_test

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/kraitpy/krait/agent"
	"github.com/kraitpy/krait/agent/agenttest"
	"github.com/kraitpy/krait/agent/openaimodel"
)

// TestLoopOverHTTP runs the agent's main scenarios end to end against the
// fake OpenAI server, both with plain and with streamed replies.
func TestLoopOverHTTP(t *testing.T) {
	reply := func(snippet string) agenttest.ServerReply {
		return agenttest.ServerReply{Content: "Thought: next.\n<code>\n" + snippet + "\n</code>\nObservation: invented", PromptTokens: 40, CompletionTokens: 8, ChunkSize: 6}
	}
	type addArgs struct {
		A int `json:"a" description:"first"`
		B int `json:"b" description:"second"`
	}
	add, err := agent.NewTool("add", "Adds.", func(_ context.Context, in addArgs) (int, error) { return in.A + in.B, nil })
	if err != nil {
		t.Fatal(err)
	}
	notSeven := func(_ context.Context, answer any, _ *agent.Memory) error {
		if answer == int64(7) {
			return errors.New("7 is never right")
		}
		return nil
	}
	tests := []struct {
		name     string
		replies  []agenttest.ServerReply
		opts     []agent.Option
		wantText string
		wantErr  error
		steps    int
	}{
		{"one step", []agenttest.ServerReply{reply("final_answer(\"hi\")")}, nil, "hi", nil, 1},
		{"error then recovery", []agenttest.ServerReply{reply("raise ZeroDivisionError(\"division by zero\")"), reply("final_answer(0)")}, nil, "0", nil, 2},
		{"no code", []agenttest.ServerReply{{Content: "I would say 3."}, reply("final_answer(3)")}, nil, "3", nil, 2},
		{"typed tool", []agenttest.ServerReply{reply("final_answer(add(a=40, b=2))")}, []agent.Option{agent.WithTools(add)}, "42", nil, 1},
		{"check rejects", []agenttest.ServerReply{reply("final_answer(7)"), reply("final_answer(8)")}, []agent.Option{agent.WithFinalAnswerChecks(notSeven)}, "8", nil, 2},
		{"planning", []agenttest.ServerReply{{Content: "1. answer\n<end_plan>\nmore"}, reply("final_answer(1)")}, []agent.Option{agent.WithPlanningInterval(1)}, "1", nil, 2},
		{"max steps", []agenttest.ServerReply{reply("print(1)"), {Content: "best guess"}}, []agent.Option{agent.WithMaxSteps(1)}, "best guess", agent.ErrMaxSteps, 2},
		{"retry then answer", []agenttest.ServerReply{{Status: 429}, {Status: 503}, reply("final_answer(5)")}, nil, "5", nil, 1},
	}
	for _, streaming := range []bool{false, true} {
		for _, tc := range tests {
			t.Run(fmt.Sprintf("%s/stream=%v", tc.name, streaming), func(t *testing.T) {
				srv := agenttest.NewServer(t, tc.replies...)
				m, err := openaimodel.New(openaimodel.Config{BaseURL: srv.URL, Model: "fake", RetryBaseDelay: time.Millisecond})
				if err != nil {
					t.Fatal(err)
				}
				opts := tc.opts
				var streamed strings.Builder
				if streaming {
					opts = append(append([]agent.Option(nil), opts...), agent.WithStream(func(s string) { streamed.WriteString(s) }))
				}
				a, err := agent.New(m, agenttest.NewToyExecutor, opts...)
				if err != nil {
					t.Fatal(err)
				}
				res, err := a.Run(context.Background(), "task")
				if !errors.Is(err, tc.wantErr) {
					t.Fatalf("Run error = %v, want %v", err, tc.wantErr)
				}
				if res.AnswerText != tc.wantText || len(res.Steps) != tc.steps {
					t.Errorf("answer %q after %d steps, want %q after %d", res.AnswerText, len(res.Steps), tc.wantText, tc.steps)
				}
				if streaming && (streamed.Len() == 0 || strings.Contains(streamed.String(), "invented")) {
					t.Errorf("streamed text %q", streamed.String())
				}
				for _, s := range res.Steps {
					if s.Kind == agent.ActionStep && s.Usage.InputTokens == 0 && len(tc.replies) > 0 && tc.replies[0].PromptTokens > 0 && s.Error == "" {
						t.Errorf("step %d lost its usage", s.Number)
					}
				}
			})
		}
	}
}

func TestCancellationMidStepOverHTTP(t *testing.T) {
	srv := agenttest.NewServer(t, agenttest.ServerReply{Content: "late", Delay: 10 * time.Second})
	m, err := openaimodel.New(openaimodel.Config{BaseURL: srv.URL, Model: "fake"})
	if err != nil {
		t.Fatal(err)
	}
	a, err := agent.New(m, agenttest.NewToyExecutor)
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Millisecond)
	defer cancel()
	start := time.Now()
	_, err = a.Run(ctx, "t")
	if !errors.Is(err, context.DeadlineExceeded) {
		t.Errorf("error = %v, want DeadlineExceeded", err)
	}
	var ge *agent.GenerationError
	if errors.As(err, &ge) {
		t.Errorf("cancellation reported as a model failure")
	}
	if d := time.Since(start); d > 5*time.Second {
		t.Errorf("cancellation took %v", d)
	}
}

func TestManagedAgentOverHTTP(t *testing.T) {
	subSrv := agenttest.NewServer(t, agenttest.ServerReply{Content: "<code>\nfinal_answer(\"Paris\")\n</code>"})
	bossSrv := agenttest.NewServer(t, agenttest.ServerReply{Content: "<code>\nr = geographer(task=\"capital of France?\")\nfinal_answer(r)\n</code>"})
	subModel, _ := openaimodel.New(openaimodel.Config{BaseURL: subSrv.URL, Model: "fake"})
	bossModel, _ := openaimodel.New(openaimodel.Config{BaseURL: bossSrv.URL, Model: "fake"})
	sub, err := agent.New(subModel, agenttest.NewToyExecutor)
	if err != nil {
		t.Fatal(err)
	}
	boss, err := agent.New(bossModel, agenttest.NewToyExecutor,
		agent.WithManagedAgents(agent.ManagedAgent{Name: "geographer", Description: "Knows places.", Agent: sub}))
	if err != nil {
		t.Fatal(err)
	}
	res, err := boss.Run(context.Background(), "What is the capital of France?")
	if err != nil {
		t.Fatal(err)
	}
	if res.AnswerText != "Report from geographer:\nParis" {
		t.Errorf("answer = %q", res.AnswerText)
	}
	if !strings.Contains(string(subSrv.Requests()[0].Body), "capital of France?") {
		t.Errorf("sub-agent did not get the task: %s", subSrv.Requests()[0].Body)
	}
}
