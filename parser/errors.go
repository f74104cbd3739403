package parser

import (
	"bytes"
	"errors"
	"strings"
	"unicode/utf8"

	"github.com/kraitpy/krait/ast"
	"github.com/kraitpy/krait/lexer"
)

// SyntaxError is a compile-time error in Python source, reported the way
// CPython 3.11 reports it (the type lives in package ast, so that the
// resolver reports its errors without importing the parser).
type SyntaxError = ast.SyntaxError

// IncompleteInput reports whether err is a syntax error caused only by
// the source ending early (an open bracket, an unterminated triple-quoted
// string, a block header or a continuation backslash at the end), so that
// a REPL should read another line instead of reporting it.
func IncompleteInput(err error) bool {
	var se *SyntaxError
	if errors.As(err, &se) {
		return se.Incomplete
	}
	return false
}

// lineText returns line n (1-based) of src without its newline.
func lineText(src []byte, n int) []byte {
	start := 0
	for l := 1; l < n; l++ {
		i := bytes.IndexByte(src[start:], '\n')
		if i < 0 {
			return nil
		}
		start += i + 1
	}
	end := bytes.IndexByte(src[start:], '\n')
	if end < 0 {
		return src[start:]
	}
	return src[start : start+end]
}

// charOffset converts a 0-based byte column in line into CPython's
// 1-based character offset.
func charOffset(line []byte, col int) int {
	if col < 0 {
		return col + 1
	}
	if col > len(line) {
		return utf8.RuneCount(line) + 1
	}
	if col < len(line) && !utf8.RuneStart(line[col]) {
		// Inside a character: CPython decodes the first col+1 bytes,
		// the cut character counting once.
		n := utf8.RuneCount(line[:col+1])
		i := col
		for i > 0 && !utf8.RuneStart(line[i]) {
			i--
		}
		if !utf8.FullRune(line[i : col+1]) {
			n -= col - i // RuneCount counted the cut character's bytes singly
		}
		return n
	}
	return utf8.RuneCount(line[:col]) + 1
}

// newError builds a SyntaxError from byte positions.
func (p *parser) newError(kind, msg string, line, col int32, endLine, endCol int32) *SyntaxError {
	text := lineText(p.src, int(line))
	e := &SyntaxError{Kind: kind, Msg: msg, Filename: p.filename, Lineno: int(line),
		Offset: charOffset(text, int(col)), EndLineno: int(endLine), Text: string(text)}
	if endLine > 0 {
		// CPython converts the end column against the start line's text,
		// clamped to its length, even when the range ends on a later line.
		e.EndOffset = charOffset(text, int(endCol))
	}
	return e
}

// raise aborts the parse with a parser error, letting a tokenizer error
// later in the file take precedence as CPython does.
func (p *parser) raise(kind, msg string, line, col, endLine, endCol int32) {
	e := p.newError(kind, msg, line, col, endLine, endCol)
	p.bail(e)
}

func (p *parser) bail(e *SyntaxError) {
	if p.i > p.maxIdx {
		p.maxIdx = p.i
	}
	if p.atEnd() {
		e.Incomplete = true
	}
	if le := p.lexErr; le != nil && le.Kind == "SyntaxError" && le.Msg != "unexpected EOF while parsing" && le.Msg != "unexpected character after line continuation character" &&
		le.Msg != "invalid syntax" && !(e.Kind == "IndentationError" && (e.Msg == "unexpected indent" || e.Msg == "unexpected unindent")) {
		if !strings.HasSuffix(le.Msg, "was never closed") || int(p.toks[min(max(p.maxIdx, p.fetched), len(p.toks)-1)].Line) > le.Line {
			p.raiseLexError()
		}
	}
	panic(bailout{err: e, generic: e.Msg == "invalid syntax", firstPass: p.inStrings > 0})
}

// raiseLexError aborts with the tokenizer's error.
func (p *parser) raiseLexError() {
	le := p.lexErr
	text := lineText(p.src, le.Line)
	e := &SyntaxError{Kind: le.Kind, Msg: le.Msg, Filename: p.filename, Lineno: le.Line,
		Offset: charOffset(text, le.Col), EndLineno: le.EndLine, Text: string(text), Incomplete: le.Incomplete,
		TokenizerError: !le.FileBytes, FileNoColumn: le.FileNoColumn}
	if le.OffsetRaw {
		e.Offset = le.Col + 1
	}
	if le.EndRaw {
		e.EndOffset = le.EndCol
	} else {
		e.EndOffset = charOffset(lineText(p.src, le.EndLine), le.EndCol)
	}
	panic(bailout{err: e, fromLexer: true})
}

// syntaxErrorAtToken fails with msg covering token t.
func (p *parser) syntaxErrorAtToken(t *lexer.Token, msg string) {
	switch t.Kind {
	case lexer.EOF:
		if p.inFString {
			p.raise("SyntaxError", msg, t.Line, t.Col, t.Line, t.Col+1)
		}
		// ENDMARKER has no column: CPython reports offset 0, end 0.
		e := p.newError("SyntaxError", msg, t.Line, 0, t.Line, 0)
		e.Offset, e.EndOffset = 0, 0
		p.bail(e)
	case lexer.INDENT:
		if msg == "invalid syntax" {
			p.bail(p.noColError("IndentationError", "unexpected indent", t, t.EndCol))
		}
		p.bail(p.noColError("SyntaxError", msg, t, t.EndCol))
	case lexer.DEDENT:
		if msg == "invalid syntax" {
			p.bail(p.noColError("IndentationError", "unexpected unindent", t, t.Col))
		}
		p.bail(p.noColError("SyntaxError", msg, t, t.Col))
	}
	p.raise("SyntaxError", msg, t.Line, t.Col, t.EndLine, t.EndCol)
}

// noColError builds an error at a token CPython gives no column
// (INDENT, DEDENT, ENDMARKER): the offset is the tokenizer's cursor and
// there is no end.
func (p *parser) noColError(kind, msg string, t *lexer.Token, col int32) *SyntaxError {
	text := lineText(p.src, int(t.Line))
	off := int(col)
	if off > len(text) {
		off = utf8.RuneCount(text) + off - len(text)
	} else {
		off = utf8.RuneCount(text[:off])
	}
	return &SyntaxError{Kind: kind, Msg: msg, Filename: p.filename, Lineno: int(t.Line), Offset: off,
		EndLineno: int(t.Line), EndOffset: -1, Text: string(text), Incomplete: t.Kind == lexer.EOF,
		FileNoColumn: !p.inFString && int(t.Start) >= len(p.src)}
}

// raiseHere fails with msg at the current token the way CPython's
// RAISE_SYNTAX_ERROR (no explicit location) does: tokens without a
// column (EOF, DEDENT, INDENT) use the tokenizer's cursor and no end.
func (p *parser) raiseHere(kind, msg string) {
	t := p.tok()
	switch t.Kind {
	case lexer.EOF, lexer.DEDENT:
		p.bail(p.noColError(kind, msg, t, t.Col))
	case lexer.INDENT:
		p.bail(p.noColError(kind, msg, t, t.EndCol))
	}
	p.raise(kind, msg, t.Line, t.Col, t.EndLine, t.EndCol)
}

// syntaxErrorAtNode fails with msg covering node n.
func (p *parser) syntaxErrorAtNode(n ast.Positioned, msg string) {
	pos := n.Position()
	p.raise("SyntaxError", msg, int32(pos.Lineno), int32(pos.ColOffset), int32(pos.EndLineno), int32(pos.EndColOffset))
}

// syntaxErrorRange fails with msg from the start of a to the end of b.
func (p *parser) syntaxErrorRange(a, b *ast.Pos, msg string) {
	p.raise("SyntaxError", msg, int32(a.Lineno), int32(a.ColOffset), int32(b.EndLineno), int32(b.EndColOffset))
}

// invalidSyntax fails with CPython's generic message at the furthest
// token read, where CPython's first pass stopped.
func (p *parser) invalidSyntax() {
	j := p.i
	if p.maxIdx > j && p.maxIdx < len(p.toks) && p.toks[p.maxIdx].Kind != lexer.ERROR {
		j = p.maxIdx
	}
	p.syntaxErrorAtToken(&p.toks[j], "invalid syntax")
}

// expectedColon fails with "expected ':'" the way CPython places it:
// always for forced colons (def, try, finally, else), otherwise only when
// the line ends where the colon should be.
func (p *parser) expectedColon(forced bool) {
	if !forced {
		p.probeExpression()
	}
	t := p.tok()
	if forced || t.Kind == lexer.NEWLINE {
		p.raise("SyntaxError", "expected ':'", t.Line, t.Col, t.EndLine, t.EndCol)
	}
	p.invalidSyntax()
}

// atEnd reports whether only DEDENT and EOF tokens remain, so that an
// error here could be fixed by more input.
func (p *parser) atEnd() bool {
	for j := p.i; j < len(p.toks); j++ {
		switch p.toks[j].Kind {
		case lexer.DEDENT:
		case lexer.EOF:
			return true
		default:
			return false
		}
	}
	return false
}
