package re

import (
	"errors"
	"fmt"
	"strings"
)

// ErrPattern is matched (errors.Is) by every *Error.
var ErrPattern = errors.New("regular expression error")

// ErrMatchTimeout is returned (wrapped) when a match runs longer than the
// time allowed by Limits.Timeout, e.g. on catastrophic backtracking.
var ErrMatchTimeout = errors.New("regular expression match timed out")

// Error is a Python exception raised while compiling a pattern or
// expanding a template. Type "error" is re.error; the other types
// CPython's re module raises are "OverflowError", "ValueError",
// "IndexError" and "RecursionError". Error() is str() of the exception,
// with CPython's " at position N" and "(line L, column C)" suffixes.
type Error struct {
	// Type is the Python exception class name ("error" for re.error).
	Type string
	// Msg is the unformatted message (re.error's .msg).
	Msg string
	// Pattern is the pattern or template text the position refers to.
	Pattern string
	// Pos is the code-point index of the error in Pattern, or -1.
	Pos int
}

// Error implements error, formatted like str() of the Python exception.
func (e *Error) Error() string {
	if e.Pos < 0 {
		return e.Msg
	}
	s := fmt.Sprintf("%s at position %d", e.Msg, e.Pos)
	if strings.Contains(e.Pattern, "\n") {
		line, col := e.LineCol()
		s = fmt.Sprintf("%s (line %d, column %d)", s, line, col)
	}
	return s
}

// LineCol returns re.error's lineno and colno for Pos (1-based).
func (e *Error) LineCol() (line, col int) {
	r := []rune(e.Pattern)
	pos := min(e.Pos, len(r))
	line, last := 1, -1
	for i := 0; i < pos; i++ {
		if r[i] == '\n' {
			line++
			last = i
		}
	}
	return line, pos - last
}

// Is makes errors.Is(err, ErrPattern) true.
func (e *Error) Is(target error) bool { return target == ErrPattern }
