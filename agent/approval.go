package agent

import (
	"context"
	"fmt"
)

// ActionKind says what an Action is about to do.
type ActionKind string

// The kinds of actions an Approver sees.
const (
	// CodeAction: a code snippet is about to run.
	CodeAction ActionKind = "code"
	// ToolCallAction: the code calls a tool, which is about to execute.
	ToolCallAction ActionKind = "tool_call"
)

// Action is an effect about to happen, shown to an Approver.
type Action struct {
	// Kind says what is about to happen.
	Kind ActionKind
	// Step is the action step's number.
	Step int
	// Code is the snippet about to run (CodeAction).
	Code string
	// Tool is the tool about to run and Args its keyword arguments
	// (ToolCallAction; positional arguments are bound to their names).
	Tool string
	Args map[string]any
}

// Verdict is an Approver's answer.
type Verdict int

// The verdicts.
const (
	// Approve lets the action happen as it is.
	Approve Verdict = iota
	// Edit lets it happen with Decision.Code or Decision.Args instead.
	Edit
	// Reject stops it; Decision.Message goes to the model.
	Reject
)

// Decision is what an Approver decided about an Action.
type Decision struct {
	// Verdict is the decision.
	Verdict Verdict
	// Code replaces the snippet (Edit of a CodeAction).
	Code string
	// Args replace the tool's arguments (Edit of a ToolCallAction).
	Args map[string]any
	// Message tells the model why (Reject); it may be empty.
	Message string
}

// Approver decides about each effect before it happens. It may take as
// long as a person needs: tool calls wait with the code paused (with
// agent/kraitexec the waiting does not count against the step's time
// limit), and ctx ends the wait. An error from the Approver ends the run.
type Approver func(ctx context.Context, a Action) (Decision, error)

// WithApproval has fn approve, edit or reject each code snippet before it
// runs and each tool call before the tool executes (final_answer
// excepted: it has no effect). A rejected snippet does not run and the
// model is told, with the message; a rejected tool call raises
// PermissionError in the code, with the message.
func WithApproval(fn Approver) Option { return func(c *config) { c.approve = fn } }

// RejectedError is a tool call an Approver rejected. Executors raise it in
// the code as PermissionError.
type RejectedError struct {
	// Tool is the rejected tool.
	Tool string
	// Message is the approver's reason.
	Message string
}

// Error is the text the code sees.
func (e *RejectedError) Error() string {
	msg := fmt.Sprintf("the call of %s was rejected by the user", e.Tool)
	if e.Message != "" {
		msg += ": " + e.Message
	}
	return msg
}

// approvalStepKey is the context key under which a step's code carries
// the step's number, for the tool calls its approver sees.
type approvalStepKey struct{}

// withApproval wraps t so that the approver sees each call first.
func withApproval(t Tool, approve Approver) Tool {
	inner := t.fn
	t.fn = func(ctx context.Context, args map[string]any) (any, error) {
		step, _ := ctx.Value(approvalStepKey{}).(int)
		d, err := approve(ctx, Action{Kind: ToolCallAction, Step: step, Tool: t.Name, Args: args})
		if err != nil {
			return nil, err
		}
		switch d.Verdict {
		case Reject:
			return nil, &RejectedError{Tool: t.Name, Message: d.Message}
		case Edit:
			if d.Args != nil {
				args = d.Args
			}
		}
		return inner(ctx, args)
	}
	return t
}

// approveCode asks the approver about a snippet. It returns the code to
// run, or a step error when the snippet was rejected.
func (a *CodeAgent) approveCode(ctx context.Context, step int, code string) (string, *Error, error) {
	if a.cfg.approve == nil {
		return code, nil, nil
	}
	d, err := a.cfg.approve(ctx, Action{Kind: CodeAction, Step: step, Code: code})
	if err != nil {
		return "", nil, err
	}
	switch d.Verdict {
	case Reject:
		msg := "The user rejected this code; it did not run."
		if d.Message != "" {
			msg += " Their message: " + d.Message
		}
		return "", &Error{Kind: ActionRejected, Err: fmt.Errorf("%s", msg)}, nil
	case Edit:
		return d.Code, nil, nil
	}
	return code, nil, nil
}
