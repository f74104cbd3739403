package agent

import (
	"context"
	"errors"
	"fmt"
	"sync"
)

// ManagedAgent is a sub-agent the code can call like a function:
// name(task: str, additional_args: dict = None) -> str. The sub-agent
// runs a whole task of its own, with additional_args as variables, and
// returns a report.
type ManagedAgent struct {
	// Name is the Python name of the callable.
	Name string
	// Description tells the manager what the sub-agent is good at.
	Description string
	// Agent does the work.
	Agent *CodeAgent
}

// managedTool exposes a managed agent as a tool.
func (a *CodeAgent) managedTool(m ManagedAgent) Tool {
	params := []Param{
		{Name: "task", Type: "str", Description: "The task, described completely, with every detail the team member needs."},
		{Name: "additional_args", Type: "dict", Description: "Data the team member needs, as a dict of variable names to values; it gets them as variables.", Optional: true},
	}
	return NewFuncTool(m.Name, m.Description, params, "str", func(ctx context.Context, args map[string]any) (any, error) {
		task, ok := args["task"].(string)
		if !ok {
			return nil, &ToolError{Tool: m.Name, Msg: fmt.Sprintf("argument 'task' must be str, not %s", pyTypeName(args["task"]))}
		}
		var runOpts []RunOption
		switch extra := args["additional_args"].(type) {
		case nil:
		case map[string]any:
			runOpts = append(runOpts, WithRunVariables(extra))
		default:
			return nil, &ToolError{Tool: m.Name, Msg: fmt.Sprintf("argument 'additional_args' must be a dict with str keys, not %s", pyTypeName(extra))}
		}
		if m.Agent == nil {
			return nil, fmt.Errorf("agent: managed agent %s has no agent", m.Name)
		}
		full, err := render(a.prompts.managedTask, map[string]any{"Name": m.Name, "Task": task})
		if err != nil {
			return nil, err
		}
		res, err := m.Agent.Run(ctx, full, runOpts...)
		if sink := sinkOf(ctx); sink != nil {
			sink.add(res.Usage)
		}
		switch {
		case errors.Is(err, ErrMaxSteps):
			return fmt.Sprintf("Report from %s (it ran out of steps, so this may be incomplete):\n%s", m.Name, res.AnswerText), nil
		case err != nil:
			return nil, fmt.Errorf("%s failed: %w", m.Name, err)
		}
		return fmt.Sprintf("Report from %s:\n%s", m.Name, res.AnswerText), nil
	})
}

// stepSinkKey is the context key under which an action step collects
// what the tools its code calls report: the token usage of managed
// agents, and tools abandoned because they ignored cancellation. It relies
// on the Executor passing Run's context to Tool.Call, as the contract
// requires.
type stepSinkKey struct{}

// stepSink collects tool reports for one step; tools may run
// concurrently.
type stepSink struct {
	mu        sync.Mutex
	u         TokenUsage
	used      bool
	abandoned []string
}

// sinkOf returns the step's sink in ctx, or nil.
func sinkOf(ctx context.Context) *stepSink {
	s, _ := ctx.Value(stepSinkKey{}).(*stepSink)
	return s
}

// add records one managed run's usage.
func (s *stepSink) add(u TokenUsage) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.u, s.used = s.u.Add(u), true
}

// abandon records a tool whose goroutine was left running.
func (s *stepSink) abandon(tool string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.abandoned = append(s.abandoned, tool)
}

// total returns the sum, or nil when no managed agent ran.
func (s *stepSink) total() *TokenUsage {
	s.mu.Lock()
	defer s.mu.Unlock()
	if !s.used {
		return nil
	}
	u := s.u
	return &u
}

// abandonedTools returns the tools abandoned so far.
func (s *stepSink) abandonedTools() []string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]string(nil), s.abandoned...)
}

// pyTypeName names the Python type of a plain value.
func pyTypeName(v any) string {
	switch v.(type) {
	case nil:
		return "NoneType"
	case bool:
		return "bool"
	case int, int64:
		return "int"
	case float64:
		return "float"
	case string:
		return "str"
	case []any:
		return "list"
	case map[string]any:
		return "dict"
	}
	return fmt.Sprintf("%T", v)
}

// FinalAnswerTool is the built-in final_answer(answer) tool: it returns
// its argument, and the Executor ends the code with it as the answer. An
// executor with a final_answer of its own that keeps the value as it is
// should use that instead of calling this tool (see IsDefaultFinalAnswer):
// calling it converts the answer to Go and back.
func FinalAnswerTool() Tool {
	params := []Param{{Name: "answer", Type: "Any", Description: "The final answer to the task."}}
	t := NewFuncTool(finalAnswerName, "Gives the final answer to the task and ends the work.", params, "Any",
		func(_ context.Context, args map[string]any) (any, error) { return args["answer"], nil })
	t.defaultFinalAnswer = true
	return t
}

// IsDefaultFinalAnswer reports whether t is FinalAnswerTool(), which does
// nothing but hand its argument back, as opposed to a final_answer tool of
// the user's. An Executor may then use its own final_answer.
func IsDefaultFinalAnswer(t Tool) bool { return t.defaultFinalAnswer }
