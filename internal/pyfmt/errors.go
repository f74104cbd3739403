package pyfmt

import "github.com/kraitpy/krait/internal/pystr"

// Error is a Python exception raised by a formatting or parsing function:
// the caller turns it into an exception of class Kind with message Msg.
// It is the same type as pystr.Error, so callers convert one type.
type Error = pystr.Error

// ErrorKind names the Python exception class an *Error stands for.
type ErrorKind = pystr.ErrorKind

// The Python exception classes that formatting and parsing can raise.
const (
	ValueError        = pystr.ValueError
	TypeError         = pystr.TypeError
	OverflowError     = pystr.OverflowError
	KeyError          = pystr.KeyError
	ZeroDivisionError = pystr.ZeroDivisionError
	IndexError        = pystr.IndexError
)

// TooLargeError reports that a result would exceed the caller's maxLen; it
// is raised before the large result is allocated. It is not a Python
// exception: the interpreter reports it as a memory-limit error.
type TooLargeError = pystr.TooLargeError

// ErrTooLarge is matched (errors.Is) by every *TooLargeError.
var ErrTooLarge = pystr.ErrTooLarge

func valueError(msg string) error    { return &Error{Kind: ValueError, Msg: msg} }
func typeError(msg string) error     { return &Error{Kind: TypeError, Msg: msg} }
func overflowError(msg string) error { return &Error{Kind: OverflowError, Msg: msg} }

func checkLen(size, maxLen int) error { return pystr.CheckLen(size, maxLen) }
