package agent_test

import (
	"context"
	"strings"
	"testing"

	"github.com/kraitpy/krait/agent"
	"github.com/kraitpy/krait/agent/agenttest"
)

// contents joins the contents of messages.
func contents(msgs []agent.Message) string {
	var b strings.Builder
	for _, m := range msgs {
		b.WriteString(string(m.Role) + ": " + m.Content + "\n")
	}
	return b.String()
}

func TestCompaction(t *testing.T) {
	long := strings.Repeat("data ", 60)
	m := agenttest.NewScriptedModel(agenttest.Texts(
		code("one", `print("first `+long+`")`),
		code("two", `print("second `+long+`")`),
		code("three", `print("third `+long+`")`),
		"SUMMARY: printed first and second.",
		code("four", "final_answer(4)"))...)
	sys := len(newAgent(t, m).SystemPrompt())
	a := newAgent(t, m, agent.WithCompaction(agent.Compaction{MaxChars: sys + 2000, KeepSteps: 1}))
	res, err := a.Run(context.Background(), "t")
	if err != nil || res.AnswerText != "4" {
		t.Fatalf("answer %q, %v", res.AnswerText, err)
	}
	kinds := []string{}
	for _, s := range res.Steps {
		kinds = append(kinds, string(s.Kind))
	}
	if strings.Join(kinds, ",") != "action,action,action,summary,action" || res.Steps[3].Through != 1 {
		t.Fatalf("steps %v, through %d", kinds, res.Steps[3].Through)
	}
	calls := m.Calls()
	sum := contents(calls[3].Messages)
	if !strings.Contains(sum, "first data") || !strings.Contains(sum, "second data") || strings.Contains(sum, "third data") || !strings.Contains(sum, "summary you write now") {
		t.Errorf("the summary request:\n%s", sum)
	}
	after := contents(calls[4].Messages)
	if strings.Contains(after, "first data") || strings.Contains(after, "second data") || !strings.Contains(after, "SUMMARY: printed first and second.") || !strings.Contains(after, "third data") {
		t.Errorf("the conversation after compaction:\n%s", after)
	}
	full := contents(res.FullMessages())
	for _, want := range []string{"first data", "second data", "third data", "final_answer(4)"} {
		if !strings.Contains(full, want) {
			t.Errorf("the full memory lacks %q", want)
		}
	}
	if strings.Contains(full, "SUMMARY") {
		t.Error("the full memory shows the summary")
	}
}

// A separate model can write the summaries.
func TestCompactionWithItsOwnModel(t *testing.T) {
	long := strings.Repeat("x", 2000)
	m := agenttest.NewScriptedModel(agenttest.Texts(code("a", `print("`+long+`")`), code("b", `print("`+long+`")`), code("c", "final_answer(1)"))...)
	cheap := agenttest.NewScriptedModel(agenttest.Texts("cheap summary")...)
	res, err := newAgent(t, m, agent.WithCompaction(agent.Compaction{MaxChars: len(newAgent(t, m).SystemPrompt()) + 3000, KeepSteps: 1, Model: cheap})).Run(context.Background(), "t")
	if err != nil || len(cheap.Calls()) != 1 || res.Steps[2].ModelOutput != "cheap summary" {
		t.Errorf("err %v, %d summary calls, steps %+v", err, len(cheap.Calls()), res.Steps)
	}
}
