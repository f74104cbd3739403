package agent

import "context"

// compactionDue reports whether the conversation has outgrown the
// compaction limit, and then up to which step index a summary replaces
// the steps (all but the latest KeepSteps action steps).
func (a *CodeAgent) compactionDue(mem *Memory) (through int, ok bool) {
	c := a.cfg.compaction
	if c == nil {
		return 0, false
	}
	size := 0
	for _, m := range mem.Messages() {
		size += len(m.Content)
	}
	if size <= c.MaxChars {
		return 0, false
	}
	from := 0
	for _, s := range mem.Steps {
		if s.Kind == SummaryStep {
			from = s.Through + 1
		}
	}
	var actions []int
	for i := from; i < len(mem.Steps); i++ {
		if mem.Steps[i].Kind == ActionStep {
			actions = append(actions, i)
		}
	}
	if len(actions) <= c.KeepSteps {
		return 0, false
	}
	return actions[len(actions)-c.KeepSteps] - 1, true
}

// compactionStep has the model summarize the steps up to index through.
func (a *CodeAgent) compactionStep(ctx context.Context, mem *Memory, n, through int) (Step, error) {
	s := Step{Kind: SummaryStep, Number: n, Through: through, Start: a.cfg.now()}
	prompt, err := render(a.prompts.summary, nil)
	if err != nil {
		return s, err
	}
	view := Memory{SystemPrompt: mem.SystemPrompt, Task: mem.Task, Steps: mem.Steps[:through+1]}
	model := a.cfg.compaction.Model
	if model == nil {
		model = a.model
	}
	c, err := model.Generate(ctx, append(view.Messages(), Message{Role: RoleUser, Content: prompt}), GenerateOptions{})
	return s, s.takeReply(ctx, c, err)
}
