package agent_test

import (
	"context"
	"fmt"
	"strings"

	"github.com/kraitpy/krait/agent"
	"github.com/kraitpy/krait/agent/agenttest"
)

// Resume continues a run's conversation with a new task.
func ExampleResume() {
	model := agenttest.NewScriptedModel(agenttest.Texts(
		"<code>\nfinal_answer(3)\n</code>",
		"<code>\nfinal_answer(6)\n</code>",
	)...)
	a, _ := agent.New(model, agenttest.NewToyExecutor)
	first, _ := a.Run(context.Background(), "How many words are in 'a b c'?")
	second, _ := a.Run(context.Background(), "And twice that?", agent.Resume(first.Memory))
	fmt.Println(first.AnswerText, second.AnswerText, len(second.Steps))
	// Output: 3 6 3
}

// An output schema refuses answers that break it; the model is told why.
func ExampleWithOutputSchema() {
	schema, _ := agent.ParseOutputSchema([]byte(`{"type": "object", "properties": {"n": {"type": "integer"}}, "required": ["n"]}`))
	model := agenttest.NewScriptedModel(agenttest.Texts(
		`<code>`+"\n"+`final_answer({"count": 2})`+"\n</code>",
		`<code>`+"\n"+`final_answer({"n": 2})`+"\n</code>",
	)...)
	a, _ := agent.New(model, agenttest.NewToyExecutor, agent.WithOutputSchema(schema))
	res, _ := a.Run(context.Background(), "Count.")
	reason, _, _ := strings.Cut(res.Steps[0].Error, "\n") // the schema follows
	fmt.Println(reason)
	fmt.Println(res.AnswerText)
	// Output:
	// the final answer does not match the output schema: $: the key "n" is required
	// {'n': 2}
}

// An Approver sees each snippet before it runs.
func ExampleWithApproval() {
	model := agenttest.NewScriptedModel(agenttest.Texts(
		"<code>\nprint(\"rm -rf\")\n</code>",
		"<code>\nfinal_answer(\"ok\")\n</code>",
	)...)
	approve := func(_ context.Context, act agent.Action) (agent.Decision, error) {
		if act.Kind == agent.CodeAction && act.Code == `print("rm -rf")` {
			return agent.Decision{Verdict: agent.Reject, Message: "no"}, nil
		}
		return agent.Decision{Verdict: agent.Approve}, nil
	}
	a, _ := agent.New(model, agenttest.NewToyExecutor, agent.WithApproval(approve))
	res, _ := a.Run(context.Background(), "t")
	fmt.Println(res.Steps[0].Error)
	fmt.Println(res.AnswerText)
	// Output:
	// The user rejected this code; it did not run. Their message: no
	// ok
}
