package agent_test

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/kraitpy/krait/agent"
	"github.com/kraitpy/krait/agent/agenttest"
)

// scriptedApprover answers actions in order and records them.
type scriptedApprover struct {
	decisions []agent.Decision
	seen      []agent.Action
}

func (s *scriptedApprover) approve(_ context.Context, a agent.Action) (agent.Decision, error) {
	s.seen = append(s.seen, a)
	if len(s.decisions) == 0 {
		return agent.Decision{Verdict: agent.Approve}, nil
	}
	d := s.decisions[0]
	s.decisions = s.decisions[1:]
	return d, nil
}

func TestApprovalRejectsEditsAndApprovesCode(t *testing.T) {
	ap := &scriptedApprover{decisions: []agent.Decision{
		{Verdict: agent.Reject, Message: "no printing"},
		{Verdict: agent.Edit, Code: "final_answer(2)"},
	}}
	m := agenttest.NewScriptedModel(agenttest.Texts(code("a", "print(1)"), code("b", "final_answer(1)"))...)
	res, err := newAgent(t, m, agent.WithApproval(ap.approve)).Run(context.Background(), "t")
	if err != nil || res.AnswerText != "2" {
		t.Fatalf("answer %q, %v", res.AnswerText, err)
	}
	if s := res.Steps[0]; s.ErrorType != "AgentActionRejected" || s.Logs != "" || !strings.Contains(s.Error, "rejected this code; it did not run. Their message: no printing") {
		t.Errorf("rejected step %+v", s)
	}
	if !strings.Contains(lastUserMessage(m.Calls()[1]), "no printing") {
		t.Errorf("the model was not told: %q", lastUserMessage(m.Calls()[1]))
	}
	if res.Steps[1].Code != "final_answer(2)" || len(ap.seen) != 2 || ap.seen[0].Kind != agent.CodeAction || ap.seen[0].Code != "print(1)" {
		t.Errorf("edited step %+v, seen %+v", res.Steps[1], ap.seen)
	}
}

func TestApprovalOfToolCalls(t *testing.T) {
	calls := 0
	tool := agent.NewFuncTool("delete_file", "Deletes a file.", []agent.Param{{Name: "path", Type: "str"}}, "str",
		func(_ context.Context, args map[string]any) (any, error) {
			calls++
			return fmt.Sprint("deleted ", args["path"]), nil
		})
	ap := &scriptedApprover{decisions: []agent.Decision{
		{Verdict: agent.Approve}, // the code
		{Verdict: agent.Reject, Message: "keep it"},
		{Verdict: agent.Approve}, // the code
		{Verdict: agent.Edit, Args: map[string]any{"path": "/tmp/other"}},
	}}
	m := agenttest.NewScriptedModel(agenttest.Texts(
		code("a", `delete_file(path="/etc/passwd")`),
		code("b", `r = delete_file(path="/tmp/x")`+"\nfinal_answer(r)"))...)
	res, err := newAgent(t, m, agent.WithApproval(ap.approve), agent.WithTools(tool)).Run(context.Background(), "t")
	if err != nil || res.AnswerText != "deleted /tmp/other" || calls != 1 {
		t.Fatalf("answer %q, %d calls, %v", res.AnswerText, calls, err)
	}
	if !strings.Contains(res.Steps[0].Error, "the call of delete_file was rejected by the user: keep it") {
		t.Errorf("step 1 error %q", res.Steps[0].Error)
	}
	if a := ap.seen[1]; a.Kind != agent.ToolCallAction || a.Tool != "delete_file" || a.Args["path"] != "/etc/passwd" || a.Step != 1 {
		t.Errorf("tool action %+v", a)
	}
}
