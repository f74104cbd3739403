package nprandom

import "fmt"

// Kind is the Python exception class numpy raises for an Error.
type Kind int

// The exception classes of the engine's errors.
const (
	ValueError Kind = iota
	TypeError
	OverflowError
	IndexError
)

// String is the Python name of the exception class.
func (k Kind) String() string {
	switch k {
	case TypeError:
		return "TypeError"
	case OverflowError:
		return "OverflowError"
	case IndexError:
		return "IndexError"
	}
	return "ValueError"
}

// Error is an argument numpy refuses: the module wrapper raises it as a
// Python exception of class Kind with message Msg, both numpy 1.24's.
type Error struct {
	Kind Kind
	Msg  string
}

// Error implements error.
func (e *Error) Error() string { return e.Kind.String() + ": " + e.Msg }

func valueErrorf(format string, args ...any) error {
	return &Error{Kind: ValueError, Msg: fmt.Sprintf(format, args...)}
}
