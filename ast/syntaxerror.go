package ast

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
	// Incomplete is set when the error is due only to the input ending
	// early, so that more input could make it valid (see IncompleteInput).
	Incomplete bool
	// ByteOffsets is set when Offset and EndOffset count UTF-8 bytes
	// instead of characters, as in CPython's symbol table and compiler
	// errors.
	ByteOffsets bool
	// TokenizerError marks the errors CPython's tokenizer raises itself
	// (unterminated strings, invalid characters and number literals,
	// unmatched brackets), whose offsets count characters when
	// `python3 FILE` reports them too; see FileOffsets.
	TokenizerError bool
	// FileNoColumn marks an error at the end of the input that
	// `python3 FILE` reports with offset 0, its file tokenizer having
	// dropped the last line by then; see FileOffsets.
	FileNoColumn bool
}

// FileOffsets returns the offset and end offset CPython reports for the
// error when it compiles a file (`python3 FILE`), where they differ from
// compile() of a str: the parser's offsets count UTF-8 bytes of the line
// (the file tokenizer has no encoding to convert them with), except for
// the tokenizer's own errors; an error at the end of the input may have
// no column. Offsets past the end of the text keep their distance from
// it; offsets below 1 (no position) are unchanged.
func (e *SyntaxError) FileOffsets() (offset, endOffset int) {
	offset, endOffset = e.Offset, e.EndOffset
	if !e.ByteOffsets && !e.TokenizerError {
		offset, endOffset = byteOffset(e.Text, offset), byteOffset(e.Text, endOffset)
	}
	if e.FileNoColumn {
		offset = 0
	}
	return offset, endOffset
}

// byteOffset converts a 1-based character offset into text to a 1-based
// UTF-8 byte offset.
func byteOffset(text string, offset int) int {
	if offset < 1 {
		return offset
	}
	chars := 0
	for i := range text {
		if chars == offset-1 {
			return i + 1
		}
		chars++
	}
	return len(text) + offset - chars
}

// Error returns "Kind: msg (filename, line N)" like str() of the exception
// prefixed by its type name.
//
// When the error has a source line, it follows on the next lines with the
// caret line under the error, as in Report:
//
//	SyntaxError: '(' was never closed (<code>, line 1)
//	    x = (1,
//	        ^
func (e *SyntaxError) Error() string {
	head := fmt.Sprintf("%s: %s (%s, line %d)", e.Kind, e.Msg, e.Filename, e.Lineno)
	rep := e.Report()
	_, rest, _ := strings.Cut(rep, "\n") // drop the File line
	if i := strings.LastIndex(strings.TrimSuffix(rest, "\n"), "\n"); i >= 0 {
		return head + "\n" + rest[:i]
	}
	return head
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
