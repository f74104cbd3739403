package agent

import (
	"context"
	"errors"
	"fmt"

	"github.com/kraitpy/krait/policy"
)

// Executor runs the Python code an agent writes. One Executor serves one
// run: variables, functions and imports made by a step stay visible to
// the next steps.
//
// When the code calls the tool named "final_answer", the Executor must stop
// the code right there and report the tool's return value with
// IsFinalAnswer set. When the code raises, Run returns an error (ideally
// one that implements PythonError) together with a result whose Logs hold
// what was printed before the error. An Executor that also implements
// io.Closer is closed when its run ends.
type Executor interface {
	// Run executes code and reports its printed output and the value of
	// its last statement. It must stop promptly when ctx is done.
	Run(ctx context.Context, code string) (ExecResult, error)
	// SendVariables defines global variables visible to later code.
	SendVariables(vars map[string]any) error
	// SendTools makes each tool callable from Python under its name; a
	// tool must be called with the context given to Run.
	SendTools(tools map[string]Tool) error
}

// SyntaxChecker is optionally implemented by an Executor that can tell
// whether a text is valid Python without running it. The agent then
// accepts a reply that has no code block but is Python as a whole.
type SyntaxChecker interface {
	// CheckSyntax returns nil when code parses as Python.
	CheckSyntax(code string) error
}

// ExecutorConfig is what the agent tells an executor factory about the
// executor it needs.
type ExecutorConfig struct {
	// AuthorizedImports are the modules the code may import, the same list
	// the system prompt shows the model ("*" allows any).
	AuthorizedImports []string
	// Limits are the resource limits of one Run; a zero field keeps the
	// executor's default (policy.DefaultLimits for krait). MaxOutputChars
	// is always set: the executor must cut printed output beyond it,
	// keeping head and tail with a note, and the agent shows the logs as
	// they come (it does not cut them again).
	Limits policy.Limits
	// PauseForTools says that tool calls may wait on a person (an
	// Approver): an executor that can should run them with the code
	// paused, so that the wait does not count against Limits.MaxDuration.
	PauseForTools bool
}

// NewExecutorFunc builds a fresh Executor for one agent run.
type NewExecutorFunc func(cfg ExecutorConfig) (Executor, error)

// ExecResult is the outcome of running one code snippet.
type ExecResult struct {
	// Value is the value of the last statement, or the final answer,
	// converted to Go (for agent/kraitexec, krait.ToGo's conversion, which
	// loses nothing silently: tuples are krait.Tuple, sets krait.Set,
	// dicts with non-str keys an ordered krait.Dict; see the krait package
	// documentation).
	Value any
	// Python is the same value in the executor's own representation (a
	// krait.Value for agent/kraitexec), unconverted; nil when the executor
	// has none.
	Python any
	// Text is Python's str() of the value, exactly; when empty the agent
	// formats Value itself.
	Text string
	// Logs is everything the code printed.
	Logs string
	// IsFinalAnswer reports that the code called final_answer.
	IsFinalAnswer bool
}

// PythonError is implemented by Executor errors that come from a Python
// exception. The agent shows Error() and Traceback() to the model and logs
// PythonType().
type PythonError interface {
	error
	// PythonType is the exception class name, such as "NameError".
	PythonType() string
	// Traceback is the Python traceback text, or "" when unknown.
	Traceback() string
}

// ExecError is a ready-made PythonError for Executor implementations and
// adapters.
type ExecError struct {
	// Type is the Python exception class name.
	Type string
	// Message is the full message shown to the model, e.g. "Code execution
	// failed at line 'x = 1/0' due to: ZeroDivisionError: division by zero".
	Message string
	// Trace is the traceback text, possibly empty.
	Trace string
}

// Error returns the message shown to the model.
func (e *ExecError) Error() string { return e.Message }

// PythonType returns the exception class name.
func (e *ExecError) PythonType() string { return e.Type }

// Traceback returns the traceback text.
func (e *ExecError) Traceback() string { return e.Trace }

// errorType names an error for logs and steps: the Python exception class
// when there is one, otherwise the Go type.
func errorType(err error) string {
	if err == nil {
		return ""
	}
	var pe PythonError
	if errors.As(err, &pe) {
		return pe.PythonType()
	}
	var ae *Error
	if errors.As(err, &ae) {
		return ae.Kind.String()
	}
	return fmt.Sprintf("%T", err)
}
