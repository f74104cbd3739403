package agent_test

import (
	"context"
	"testing"
	"time"

	"github.com/kraitpy/krait/agent"
)

// loopModel answers with code that prints for steps-1 turns and then
// gives the final answer; it costs next to nothing.
type loopModel struct{ steps, calls int }

func (m *loopModel) Generate(_ context.Context, msgs []agent.Message, _ agent.GenerateOptions) (agent.Completion, error) {
	m.calls++
	text := "Thought: keep going.\n<code>\nprint(\"step\")\n</code>"
	if m.calls%m.steps == 0 {
		text = "Thought: done.\n<code>\nfinal_answer(\"ok\")\n</code>"
	}
	return agent.Completion{Text: text, Usage: agent.TokenUsage{InputTokens: len(msgs), OutputTokens: 1}}, nil
}

// nopExecutor returns a canned result at once.
type nopExecutor struct{}

func (nopExecutor) Run(_ context.Context, code string) (agent.ExecResult, error) {
	if code == "final_answer(\"ok\")" {
		return agent.ExecResult{Value: "ok", Text: "ok", IsFinalAnswer: true}, nil
	}
	return agent.ExecResult{Logs: "step\n"}, nil
}
func (nopExecutor) SendVariables(map[string]any) error    { return nil }
func (nopExecutor) SendTools(map[string]agent.Tool) error { return nil }

// BenchmarkLoopOverheadPerStep measures what the agent loop itself costs
// per step (prompt rebuilding, parsing, observation, logging, callbacks)
// in 10-step runs, with a free model and executor. Goal: < 10 µs/step.
// cpu-ns/step is the process's CPU time per step (GC included), which
// other load on the machine inflates far less than ns/step.
func BenchmarkLoopOverheadPerStep(b *testing.B) {
	const steps = 10
	m := &loopModel{steps: steps}
	a, err := agent.New(m, func(agent.ExecutorConfig) (agent.Executor, error) { return nopExecutor{}, nil },
		agent.WithMaxSteps(steps), agent.WithStepCallback(func(agent.Step) {}))
	if err != nil {
		b.Fatal(err)
	}
	// "deadline": a run that can end (a timeout, Ctrl-C) watches each
	// step from a second goroutine so that an executor that ignores the
	// end can be abandoned; "background": a run that cannot end does not.
	deadline, cancel := context.WithTimeout(context.Background(), time.Hour)
	defer cancel()
	for _, bc := range []struct {
		name string
		ctx  context.Context
	}{{"background", context.Background()}, {"deadline", deadline}} {
		b.Run(bc.name, func(b *testing.B) {
			b.ReportAllocs()
			cpu0 := cpuTime()
			for b.Loop() {
				res, err := a.Run(bc.ctx, "benchmark task")
				if err != nil || res.AnswerText != "ok" || len(res.Steps) != steps {
					b.Fatalf("run: %v, %d steps", err, len(res.Steps))
				}
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*steps), "ns/step")
			b.ReportMetric(float64((cpuTime()-cpu0).Nanoseconds())/float64(b.N*steps), "cpu-ns/step")
		})
	}
}
