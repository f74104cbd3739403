package random

import "errors"

// ErrPython is matched (errors.Is) by every *Error of this package.
var ErrPython = errors.New("python exception")

// Error is a Python exception raised by the engine: Type is the exception
// class name CPython's random module raises ("ValueError", "IndexError",
// "TypeError", "ZeroDivisionError", "OverflowError") and Msg its text, both
// exactly as CPython 3.11 words them. The Python module wrapper turns it
// into the corresponding exception object.
type Error struct {
	// Type is the Python exception class name.
	Type string
	// Msg is the exception message.
	Msg string
}

// Error implements error as "Type: Msg", the last line of a traceback.
func (e *Error) Error() string { return e.Type + ": " + e.Msg }

// Is makes errors.Is(err, ErrPython) true.
func (e *Error) Is(target error) bool { return target == ErrPython }

func valueError(msg string) error { return &Error{Type: "ValueError", Msg: msg} }
func indexError(msg string) error { return &Error{Type: "IndexError", Msg: msg} }
func typeError(msg string) error  { return &Error{Type: "TypeError", Msg: msg} }
func zeroDivision() error         { return &Error{Type: "ZeroDivisionError", Msg: "float division by zero"} }
func mathRangeError() error       { return &Error{Type: "OverflowError", Msg: "math range error"} }
func mathDomainError() error      { return &Error{Type: "ValueError", Msg: "math domain error"} }
