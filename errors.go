package krait

import (
	"errors"
	"fmt"

	"github.com/kraitpy/krait/parser"
	"github.com/kraitpy/krait/py"
)

// SyntaxError is source that does not parse or compile, reported as CPython
// reports it (parser.SyntaxError and ast.SyntaxError are this type). Its
// fields:
//
//	Kind        string // "SyntaxError", "IndentationError" or "TabError"
//	Msg         string // the message, e.g. "'(' was never closed"
//	Filename    string // Options.Filename
//	Lineno      int    // the line of the error (1-based)
//	Offset      int    // its column (1-based; see ByteOffsets)
//	EndLineno   int    // where the underlined range ends
//	EndOffset   int
//	Text        string // the source line, without its newline
//	Incomplete  bool   // more input could make it valid (a REPL reads on)
//
// Error returns "Kind: Msg (Filename, line Lineno)" followed by the source
// line and the caret line under the error; Report returns CPython's
// traceback form.
type SyntaxError = parser.SyntaxError

// PythonError is an uncaught Python exception.
type PythonError struct {
	Type       string // exception type name, e.g. "ZeroDivisionError"
	Message    string // str() of the exception
	Line       int    // line of the innermost frame in the run's code (0 if unknown)
	SourceLine string // the top-level statement that failed, as smolagents quotes it
	// Traceback is CPython 3.11's traceback text, within the executor's
	// output limit (Options.MaxOutput, at most 4 MiB): a longer one keeps
	// its first and last halves, joined by a line that starts with
	// "[... traceback truncated: " and says how many bytes were left out.
	Traceback string
	Exception *py.Exception
}

// Error reads like smolagents' executor errors, so agents trained on them
// recover the same way: "Code execution failed at line '...' due to:
// Type: message".
func (e *PythonError) Error() string {
	return fmt.Sprintf("Code execution failed at line '%s' due to: %s: %s", e.SourceLine, e.Type, e.Message)
}

// ExitError is an uncaught SystemExit: the code asked to end the program
// (`raise SystemExit(2)`). It wraps the exception's *PythonError, so
// errors.As finds either.
type ExitError struct {
	// Code is the exit status CPython's interpreter gives: 0 for
	// SystemExit(), SystemExit(None) and SystemExit(0), n for
	// SystemExit(n) with an int n, 1 for any other argument (which CPython
	// prints to stderr instead).
	Code int
	// Err is the SystemExit as a Python error; Err.Message is what
	// follows "SystemExit: " in its report ("" for no argument).
	Err *PythonError
}

// Error returns the PythonError's message.
func (e *ExitError) Error() string { return e.Err.Error() }

// Unwrap returns the PythonError.
func (e *ExitError) Unwrap() error { return e.Err }

// newExitError classifies a SystemExit's argument like CPython's exit
// handling.
func newExitError(pe *PythonError) *ExitError {
	code := 1
	switch args := pe.Exception.Args; len(args) {
	case 0:
		code = 0
	case 1:
		switch v := args[0].(type) {
		case py.NoneType:
			code = 0
		case py.Int:
			code = int(v)
		case py.Bool:
			code = 0
			if v {
				code = 1
			}
		}
	}
	return &ExitError{Code: code, Err: pe}
}

// PolicyError is a refusal by the safety policy: a forbidden import,
// builtin, dunder attribute, syntax node, or an attempt to rebind a tool.
type PolicyError struct {
	Err error // the policy's own error, usable with errors.Is
	// Line is the line of the refused access (in the innermost frame
	// that ran Python code), 0 when unknown (a refusal before the run,
	// such as a disabled node type found at compile time).
	Line int
	// Traceback is CPython's report of the refusal ("Traceback (most
	// recent call last):", the frames, "InterpreterError: ..."), or ""
	// when no frame is known.
	Traceback string
}

// Error returns the refusal in the CLI's form "InterpreterError: ...".
func (e *PolicyError) Error() string { return "InterpreterError: " + e.Err.Error() }

// Unwrap returns the policy's error.
func (e *PolicyError) Unwrap() error { return e.Err }

// LimitError is an exceeded resource bound: operations, memory, time,
// output, or cancellation. No Python code can catch it. Its fields
// (package py):
//
//	Kind LimitKind // which bound: compare with the sentinels below, e.g.
//	               // errors.Is(err, krait.ErrOpLimit); Kind.String() is the
//	               // name the CLI prints ("OperationLimitError", ...)
//	Msg  string    // how, e.g. "operation budget of 10000000 exhausted"
//	Err  error     // the cause when the caller's context ended the run:
//	               // context.DeadlineExceeded or context.Canceled
//
// Error returns "Kind: Msg"; errors.Is(err, &LimitError{Kind: k}) matches
// any limit error of kind k, and Unwrap returns Err.
type LimitError = py.LimitError

// LimitKind says which resource bound a LimitError reports.
type LimitKind = py.LimitKind

// Sentinels for errors.Is on a LimitError's kind.
var (
	ErrOpLimit     = &py.LimitError{Kind: py.LimitOps}
	ErrMemoryLimit = &py.LimitError{Kind: py.LimitMemory}
	ErrTimeout     = &py.LimitError{Kind: py.LimitTime}
	ErrOutputLimit = &py.LimitError{Kind: py.LimitOutput}
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
// 0 for nil and for a SystemExit with status 0, 1 for Python and syntax
// errors (and any other SystemExit), 3 for policy refusals, 4 for limits.
func ExitCode(err error) int {
	var pe *PolicyError
	var le *py.LimitError
	var ee *ExitError
	switch {
	case err == nil:
		return ExitOK
	case errors.As(err, &ee) && ee.Code == 0:
		return ExitOK
	case errors.As(err, &pe):
		return ExitPolicy
	case errors.As(err, &le):
		return ExitLimit
	}
	return ExitPython
}
