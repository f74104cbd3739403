package krait

import (
	"errors"
	"fmt"
)

// ErrorInfo is how krait reports the error of a run, the same way in the
// CLI (`krait run`'s last stderr line and --json) and in `krait serve`'s
// results.
type ErrorInfo struct {
	// Type and Message make the report's last line, "Type: Message":
	// the exception's class for Python errors, SyntaxError (or
	// IndentationError, TabError), InterpreterError for policy refusals
	// and other errors, the limit's name for limits (TimeoutError for
	// the time limit), SystemExit for an exit with a non-zero status.
	Type, Message string
	// Line is the line of the code the error happened on, 0 if unknown.
	Line int
	// Traceback is CPython's traceback of a Python exception, its report
	// of a syntax error, or the traceback-style report of a policy
	// refusal at run time; empty for the other errors.
	Traceback string
	// ExitCode is the krait CLI's exit status (see ExitCode).
	ExitCode int
	// Text is the error as smolagents words it for an agent: "Code
	// execution failed at line '...' due to: Type: message" for a Python
	// error, "Code parsing failed on line N due to: SyntaxError: ..." for
	// source that does not parse, the error's own text otherwise.
	Text string
}

// DescribeError classifies an error returned by Run (or Run.Wait). A nil
// error, and a SystemExit with status 0, describe as the zero ErrorInfo.
func DescribeError(err error) ErrorInfo {
	if err == nil {
		return ErrorInfo{}
	}
	info := describe(err)
	if info.Type != "" {
		info.Text = err.Error()
		var se *SyntaxError
		if errors.As(err, &se) {
			info.Text = fmt.Sprintf("Code parsing failed on line %d due to: %v", se.Lineno, se)
		}
	}
	return info
}

func describe(err error) ErrorInfo {
	var se *SyntaxError
	var ee *ExitError
	var pe *PythonError
	var le *LimitError
	var pol *PolicyError
	switch {
	case errors.As(err, &se):
		return ErrorInfo{Type: se.Kind, Message: se.Msg, Line: se.Lineno, Traceback: se.Report(), ExitCode: ExitPython}
	case errors.As(err, &ee):
		if ee.Code != 0 {
			return ErrorInfo{Type: "SystemExit", Message: ee.Err.Message, ExitCode: ExitPython}
		}
	case errors.As(err, &pe):
		return ErrorInfo{Type: pe.Type, Message: pe.Message, Line: pe.Line, Traceback: pe.Traceback, ExitCode: ExitPython}
	case errors.As(err, &le):
		info := ErrorInfo{Type: le.Kind.String(), Message: le.Msg, ExitCode: ExitLimit}
		if le.Kind == ErrTimeout.Kind {
			info.Type = "TimeoutError"
		}
		return info
	case errors.As(err, &pol):
		return ErrorInfo{Type: "InterpreterError", Message: pol.Err.Error(), Line: pol.Line, Traceback: pol.Traceback, ExitCode: ExitPolicy}
	default:
		return ErrorInfo{Type: "InterpreterError", Message: err.Error(), ExitCode: ExitPython}
	}
	return ErrorInfo{}
}
