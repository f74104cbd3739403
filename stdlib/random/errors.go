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

// The errors below belong to argument checks that the Python module
// wrapper performs on Python values before calling the engine; their
// texts are CPython 3.11's.

// NonIntegerRandRangeArg is randrange's ValueError for a float argument
// that is not integral; which is "arg 1", "stop" or "step". (An integral
// float is accepted with a DeprecationWarning.)
func NonIntegerRandRangeArg(which string) error {
	return valueError("non-integer " + which + " for randrange()")
}

// ErrPopulationNotSequence is sample's TypeError for a set or dict.
var ErrPopulationNotSequence error = &Error{Type: "TypeError", Msg: "Population must be a sequence.  For dicts or sets, use sorted(d)."}

// ErrBothWeights is choices' TypeError when weights and cum_weights are
// both given.
var ErrBothWeights error = &Error{Type: "TypeError", Msg: "Cannot specify both weights and cumulative weights"}

// ChoicesPositionalK is choices' TypeError when an int is passed as
// weights (meaning k).
func ChoicesPositionalK(k string) error {
	return typeError("The number of choices must be a keyword argument: k=" + k)
}

// ErrCountsMismatch is sample's ValueError when len(counts) differs from
// the population's length.
var ErrCountsMismatch error = &Error{Type: "ValueError", Msg: "The number of counts does not match the population"}

// ErrCountsNotIntegers is sample's TypeError when the counts' total is not
// an int.
var ErrCountsNotIntegers error = &Error{Type: "TypeError", Msg: "Counts must be integers"}

// ErrBadSeedType is seed's TypeError for an unsupported seed type.
var ErrBadSeedType error = &Error{Type: "TypeError", Msg: "The only supported seed types are: None,\nint, float, str, bytes, and bytearray."}

// SetStateVersion is setstate's ValueError for an unknown state version
// (rendered with str()).
func SetStateVersion(version string) error {
	return valueError("state with version " + version + " passed to Random.setstate() of version 3")
}

// ErrStateWrongSize is setstate's ValueError for an internal state that is
// not 625 numbers long.
var ErrStateWrongSize error = &Error{Type: "ValueError", Msg: "state vector is the wrong size"}

// MaxAllocation bounds the bytes one engine call may allocate for its
// result (getrandbits, randbytes, sample, choices). It is a backstop: the
// Python wrapper should charge the interpreter's memory budget before
// calling, but a request beyond this bound is refused with MemoryError
// rather than left to crash the Go process.
const MaxAllocation = 1 << 28

// checkAlloc refuses an engine allocation beyond MaxAllocation with
// MemoryError (krait:memcheck: a constant bound; the module's wrappers
// charge the interpreter's budget before calling the engine).
func checkAlloc(bytes int64) error {
	if bytes > MaxAllocation || bytes < 0 {
		return &Error{Type: "MemoryError", Msg: ""}
	}
	return nil
}
