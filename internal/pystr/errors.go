package pystr

import (
	"errors"
	"strconv"
)

// ErrorKind names the Python exception class an *Error stands for.
type ErrorKind uint8

// The Python exception classes that formatting and parsing can raise.
const (
	ValueError        ErrorKind = iota + 1 // ValueError
	TypeError                              // TypeError
	OverflowError                          // OverflowError
	KeyError                               // KeyError; Msg is repr(key)
	ZeroDivisionError                      // ZeroDivisionError
	IndexError                             // IndexError
	LookupError                            // LookupError (unknown codec or error handler)
)

// String returns the Python class name of the kind, e.g. "ValueError".
func (k ErrorKind) String() string {
	switch k {
	case ValueError:
		return "ValueError"
	case TypeError:
		return "TypeError"
	case OverflowError:
		return "OverflowError"
	case KeyError:
		return "KeyError"
	case ZeroDivisionError:
		return "ZeroDivisionError"
	case IndexError:
		return "IndexError"
	case LookupError:
		return "LookupError"
	}
	return "ErrorKind(" + strconv.Itoa(int(k)) + ")"
}

// Error is a Python exception raised by a str algorithm (and, through an
// alias, by package pyfmt): the caller turns it into an exception of class
// Kind with message Msg.
type Error struct {
	Kind ErrorKind // Python exception class
	Msg  string    // the exception message, exactly as CPython words it
}

// Error returns "Kind: Msg", the way a traceback's last line reads.
func (e *Error) Error() string { return e.Kind.String() + ": " + e.Msg }

// Is reports whether target is an *Error of the same kind, so that
// errors.Is(err, &Error{Kind: ValueError}) matches any ValueError.
func (e *Error) Is(target error) bool {
	t, ok := target.(*Error)
	return ok && t.Kind == e.Kind && (t.Msg == "" || t.Msg == e.Msg)
}

// ErrTooLarge is matched (errors.Is) by every *TooLargeError.
var ErrTooLarge = errors.New("result larger than the allowed maximum")

// TooLargeError reports that a result would exceed the caller's maxLen; it
// is raised before the large result is allocated. It is not a Python
// exception: the interpreter reports it as a memory-limit error.
type TooLargeError struct {
	Size int // a lower bound of the refused result's length in bytes
	Max  int // the caller's limit
}

// Error describes the refused size.
func (e *TooLargeError) Error() string {
	return "result of " + strconv.Itoa(e.Size) + " bytes exceeds the limit of " + strconv.Itoa(e.Max) + " bytes"
}

// Is makes errors.Is(err, ErrTooLarge) true.
func (e *TooLargeError) Is(target error) bool { return target == ErrTooLarge }

// CheckLen refuses a result of size bytes when maxLen is non-negative and
// smaller than size, with a *TooLargeError. A negative maxLen means no
// limit other than MaxResultLen.
//
// It is the memory check of this package (krait:memcheck): the
// interpreter passes as maxLen what its memory budget still admits
// (py's Thread.maxLen), so a result checked here fits in the budget.
func CheckLen(size, maxLen int) error { return checkLen(size, maxLen) }

// MaxResultLen is the largest result any function builds even without a
// caller limit (1 TiB): larger requests are refused with a
// *TooLargeError rather than crashing the process on allocation.
const MaxResultLen = 1 << 40

// checkLen refuses a result of size bytes when maxLen is non-negative and
// smaller than size, and any result beyond MaxResultLen (krait:memcheck,
// as CheckLen).
func checkLen(size, maxLen int) error {
	if maxLen >= 0 && size > maxLen {
		return &TooLargeError{Size: size, Max: maxLen}
	}
	if size > MaxResultLen {
		return &TooLargeError{Size: size, Max: MaxResultLen}
	}
	return nil
}
