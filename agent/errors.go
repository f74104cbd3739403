package agent

import (
	"errors"
	"fmt"
)

// ErrMaxSteps is returned (wrapped) by Run when the step limit is reached
// before the code gave a final answer. The Result then holds the answer
// the model was asked for one last time.
var ErrMaxSteps = errors.New("agent: reached the maximum number of steps without a final answer")

// GenerationError reports that the model could not produce a reply; it
// ends the run. Err is the model's own error (for the OpenAI model, an
// *openai.APIError or *openai.RequestError reachable with errors.As).
type GenerationError struct {
	// Step is the step number during which the model failed.
	Step int
	// Err is the underlying model error.
	Err error
}

// Error describes the failure.
func (e *GenerationError) Error() string {
	return fmt.Sprintf("agent: model call failed at step %d: %v", e.Step, e.Err)
}

// Unwrap returns the model's error.
func (e *GenerationError) Unwrap() error { return e.Err }

// ExecutorPanicError reports that the Executor panicked, which is a bug in
// the executor. The run ends with this error, since the executor's state
// can no longer be trusted.
type ExecutorPanicError struct {
	// Value is what the executor panicked with.
	Value any
	// Stack is the goroutine's stack at the panic.
	Stack string
}

// Error describes the panic.
func (e *ExecutorPanicError) Error() string {
	return fmt.Sprintf("agent: the executor panicked: %v", e.Value)
}

// ExecutorAbandonedError reports that the Executor did not return when
// the run's context ended (it ignored cancellation). The run ends with
// this error at once; the executor's goroutine is left running and the
// executor is not closed.
type ExecutorAbandonedError struct {
	// Err is the context's error.
	Err error
}

// Error describes what happened.
func (e *ExecutorAbandonedError) Error() string {
	return fmt.Sprintf("agent: the executor did not stop when the run ended (%v); it was abandoned", e.Err)
}

// Unwrap returns the context's error, so errors.Is(err,
// context.DeadlineExceeded) holds.
func (e *ExecutorAbandonedError) Unwrap() error { return e.Err }

// ErrorKind classifies the errors recorded on a step; they are shown to
// the model and the run goes on.
type ErrorKind int

// The kinds of step errors.
const (
	// ParsingError: the reply had no usable code.
	ParsingError ErrorKind = iota + 1
	// ExecutionError: the code raised or the executor failed.
	ExecutionError
	// FinalAnswerRejected: a final-answer check refused the answer.
	FinalAnswerRejected
	// ActionRejected: the Approver rejected the code.
	ActionRejected
)

// String names the kind the way it appears in logs.
func (k ErrorKind) String() string {
	switch k {
	case ParsingError:
		return "AgentParsingError"
	case ExecutionError:
		return "AgentExecutionError"
	case FinalAnswerRejected:
		return "AgentFinalAnswerRejected"
	case ActionRejected:
		return "AgentActionRejected"
	}
	return fmt.Sprintf("ErrorKind(%d)", int(k))
}

// Error is a step error: something the model did wrong that it is told
// about so it can try again.
type Error struct {
	// Kind says what went wrong.
	Kind ErrorKind
	// Err is the cause (an Executor error, a check's error, ...).
	Err error
}

// Error returns the cause's message.
func (e *Error) Error() string { return e.Err.Error() }

// Unwrap returns the cause.
func (e *Error) Unwrap() error { return e.Err }
