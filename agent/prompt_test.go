package agent_test

import (
	"strings"
	"testing"

	"github.com/kraitpy/krait/agent"
	"github.com/kraitpy/krait/agent/agenttest"
)

func TestSystemPromptTemplate(t *testing.T) {
	m := agenttest.NewScriptedModel()
	a, err := agent.New(m, agenttest.NewToyExecutor, agent.WithInstructions("Be brief."),
		agent.WithSystemPromptTemplate("Code goes in {{.Open}}...{{.Close}}. Imports: {{.Imports}}. {{len .Tools}} tools. {{.Instructions}}"))
	if err != nil {
		t.Fatal(err)
	}
	if got := a.SystemPrompt(); !strings.HasPrefix(got, "Code goes in <code>...</code>. Imports: collections,") || !strings.HasSuffix(got, " 1 tools. Be brief.") {
		t.Errorf("system prompt %q", got)
	}
	if _, err := agent.New(m, agenttest.NewToyExecutor, agent.WithSystemPromptTemplate("{{.NoSuchField}}")); err == nil || !strings.Contains(err.Error(), "NoSuchField") {
		t.Errorf("unknown field: %v", err)
	}
	if _, err := agent.New(m, agenttest.NewToyExecutor, agent.WithSystemPromptTemplate("{{.Open")); err == nil {
		t.Error("a broken template was accepted")
	}
}

// The default prompt shows tool calls in its examples and has the rules
// against repeated calls and invented values.
func TestDefaultSystemPromptRules(t *testing.T) {
	a := newAgent(t, agenttest.NewScriptedModel())
	sys := a.SystemPrompt()
	for _, want := range []string{`rainfall(city=city, month="2024-03")`, `lookup_person(name="Dana Lee", field="email")`,
		"Do not call a function again with the same arguments", "Never invent a variable, a value or a result"} {
		if !strings.Contains(sys, want) {
			t.Errorf("the system prompt lacks %q", want)
		}
	}
}
