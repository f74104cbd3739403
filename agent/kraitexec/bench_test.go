package kraitexec

import (
	"context"
	"testing"

	"github.com/kraitpy/krait/agent"
)

// stepModel writes a small computation for steps-1 turns, then answers.
type stepModel struct{ steps, calls int }

func (m *stepModel) Generate(context.Context, []agent.Message, agent.GenerateOptions) (agent.Completion, error) {
	m.calls++
	text := "Thought: compute.\n<code>\ntotal = sum(n * n for n in range(100))\nprint(total)\n</code>"
	if m.calls%m.steps == 0 {
		text = "Thought: done.\n<code>\nfinal_answer(total)\n</code>"
	}
	return agent.Completion{Text: text}, nil
}

// BenchmarkAgentStepOnKrait measures one agent step end to end with the
// real interpreter (a fresh executor per 5-step run) and a free model.
func BenchmarkAgentStepOnKrait(b *testing.B) {
	const steps = 5
	a, err := agent.New(&stepModel{steps: steps}, New, agent.WithMaxSteps(steps))
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		res, err := a.Run(context.Background(), "sum of squares")
		if err != nil || res.Answer != int64(328350) {
			b.Fatalf("answer %#v, error %v", res.Answer, err)
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*steps), "ns/step")
}
