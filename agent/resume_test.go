package agent_test

import (
	"context"
	"encoding/json"
	"reflect"
	"strings"
	"testing"

	"github.com/kraitpy/krait/agent"
	"github.com/kraitpy/krait/agent/agenttest"
)

func TestResumeContinuesTheConversation(t *testing.T) {
	m := agenttest.NewScriptedModel(agenttest.Texts(
		code("first", "print(2)"), code("answer", "final_answer(1.0)"),
		code("second", "final_answer(7)"))...)
	a := newAgent(t, m)
	first, err := a.Run(context.Background(), "first task")
	if err != nil {
		t.Fatal(err)
	}
	data, err := json.Marshal(first)
	if err != nil {
		t.Fatal(err)
	}
	mem, err := agent.LoadMemory(data)
	if err != nil {
		t.Fatal(err)
	}
	if got := mem.Steps[1].Output; !reflect.DeepEqual(got, 1.0) {
		t.Errorf("1.0 came back from JSON as %#v", got)
	}
	second, err := a.Run(context.Background(), "second task", agent.Resume(mem))
	if err != nil || second.AnswerText != "7" {
		t.Fatalf("answer %q, %v", second.AnswerText, err)
	}
	if len(second.Steps) != 4 || second.Steps[2].Kind != agent.TaskStep || second.Steps[3].Number != 3 {
		t.Errorf("steps %+v", second.Steps)
	}
	if second.Usage != first.Usage.Add(agent.TokenUsage{InputTokens: 10, OutputTokens: 5}) {
		t.Errorf("usage %+v", second.Usage)
	}
	msgs := m.Calls()[2].Messages
	var texts []string
	for _, msg := range msgs {
		texts = append(texts, string(msg.Role)+": "+msg.Content)
	}
	all := strings.Join(texts, "\n")
	for _, want := range []string{"user: New task:\nfirst task", "Execution logs:\n2\n", "user: New task:\nsecond task", "interpreter was restarted"} {
		if !strings.Contains(all, want) {
			t.Errorf("the resumed conversation lacks %q:\n%s", want, all)
		}
	}
	if msgs[len(msgs)-1].Role != agent.RoleUser || !strings.HasPrefix(msgs[len(msgs)-1].Content, "New task:\nsecond task") {
		t.Errorf("last message %+v", msgs[len(msgs)-1])
	}
	if len(first.Steps) != 2 {
		t.Errorf("Resume changed the memory it was given: %d steps", len(first.Steps))
	}
}

// An empty task keeps working on the saved one, after a run that ran out
// of steps.
func TestResumeSameTask(t *testing.T) {
	m := agenttest.NewScriptedModel(agenttest.Texts(code("a", "print(1)"), "no idea", code("b", "final_answer(2)"))...)
	a := newAgent(t, m, agent.WithMaxSteps(1))
	first, _ := a.Run(context.Background(), "the task")
	res, err := a.Run(context.Background(), "", agent.Resume(first.Memory))
	if err != nil || res.AnswerText != "2" || res.CurrentTask() == "" || !strings.HasPrefix(res.CurrentTask(), "the task") {
		t.Errorf("answer %q, task %q, %v", res.AnswerText, res.CurrentTask(), err)
	}
}
