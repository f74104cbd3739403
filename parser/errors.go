package parser

import (
	"fmt"
	"strings"
	"unicode/utf8"
)

// SyntaxError is a compile-time error in Python source, reported the way
// CPython 3.11 reports it. Kind is "SyntaxError", "IndentationError" or
// "TabError". Lineno and Offset are 1-based; Offset counts characters
// (code points) as CPython's SyntaxError.offset does. EndLineno and
// EndOffset are zero when CPython reports no range.
type SyntaxError struct {
	Kind      string
	Msg       string
	Filename  string
	Lineno    int
	Offset    int
	EndLineno int
	EndOffset int
	Text      string // the offending source line, without its newline
}

// Error returns "Kind: msg (filename, line N)" like str() of the exception
// prefixed by its type name.
func (e *SyntaxError) Error() string {
	return fmt.Sprintf("%s: %s (%s, line %d)", e.Kind, e.Msg, e.Filename, e.Lineno)
}

// Report returns the text CPython prints for an uncaught SyntaxError:
//
//	  File "name", line N
//	    source line
//	       ^^^^
//	SyntaxError: message
func (e *SyntaxError) Report() string {
	var b strings.Builder
	fmt.Fprintf(&b, "  File \"%s\", line %d\n", e.Filename, e.Lineno)
	if e.Text != "" {
		line := e.Text
		// CPython strips leading whitespace and moves the caret with it.
		trimmed := strings.TrimLeft(line, " \t\f")
		removed := utf8.RuneCountInString(line) - utf8.RuneCountInString(trimmed)
		trimmed = strings.TrimRight(trimmed, "\r\n")
		fmt.Fprintf(&b, "    %s\n", trimmed)
		if e.Offset >= 1 {
			start := e.Offset - 1 - removed
			if start < 0 {
				start = 0
			}
			width := 1
			if e.EndLineno == e.Lineno && e.EndOffset > e.Offset {
				width = e.EndOffset - e.Offset
			}
			n := utf8.RuneCountInString(trimmed)
			if start > n {
				start = n
			}
			if start+width > n+1 {
				width = n + 1 - start
			}
			if width < 1 {
				width = 1
			}
			b.WriteString("    ")
			b.WriteString(strings.Repeat(" ", start))
			b.WriteString(strings.Repeat("^", width))
			b.WriteByte('\n')
		}
	}
	fmt.Fprintf(&b, "%s: %s\n", e.Kind, e.Msg)
	return b.String()
}
