package krait

import (
	"errors"
	"fmt"

	"github.com/kraitpy/krait/parser"
	"github.com/kraitpy/krait/py"
)

// SyntaxError is source that does not parse or compile, reported as CPython
// reports it (Kind is SyntaxError, IndentationError or TabError).
type SyntaxError = parser.SyntaxError

// PythonError is an uncaught Python exception.
type PythonError struct {
	Type       string // exception type name, e.g. "ZeroDivisionError"
	Message    string // str() of the exception
	Line       int    // line of the innermost frame in the run's code (0 if unknown)
	SourceLine string // the top-level statement that failed, as smolagents quotes it
	Traceback  string // CPython 3.11's full traceback text
	Exception  *py.Exception
}

// Error reads like smolagents' executor errors, so agents trained on them
// recover the same way: "Code execution failed at line '...' due to:
// Type: message".
func (e *PythonError) Error() string {
	return fmt.Sprintf("Code execution failed at line '%s' due to: %s: %s", e.SourceLine, e.Type, e.Message)
}

// PolicyError is a refusal by the safety policy: a forbidden import,
// builtin, dunder attribute, syntax node, or an attempt to rebind a tool.
type PolicyError struct {
	Err error // the policy's own error, usable with errors.Is
}

// Error returns the refusal in the CLI's form "InterpreterError: ...".
func (e *PolicyError) Error() string { return "InterpreterError: " + e.Err.Error() }

// Unwrap returns the policy's error.
func (e *PolicyError) Unwrap() error { return e.Err }

// LimitError is an exceeded resource bound: operations, memory, time,
// output, or cancellation. No Python code can catch it.
type LimitError = py.LimitError

// Sentinels for errors.Is on a LimitError's kind.
var (
	ErrOpLimit     = &py.LimitError{Kind: py.LimitOps}
	ErrMemoryLimit = &py.LimitError{Kind: py.LimitMemory}
	ErrTimeout     = &py.LimitError{Kind: py.LimitTime}
	ErrCancelled   = &py.LimitError{Kind: py.LimitCancel}
)

// Exit codes of the krait CLI, which ExitCode maps errors onto.
const (
	ExitOK     = 0
	ExitPython = 1
	ExitUsage  = 2
	ExitPolicy = 3
	ExitLimit  = 4
)

// ExitCode returns the krait CLI's exit code for an error returned by Run:
// 0 for nil, 1 for Python and syntax errors, 3 for policy refusals, 4 for
// limits.
func ExitCode(err error) int {
	var pe *PolicyError
	var le *py.LimitError
	switch {
	case err == nil:
		return ExitOK
	case errors.As(err, &pe):
		return ExitPolicy
	case errors.As(err, &le):
		return ExitLimit
	}
	return ExitPython
}
