package lexer

import (
	"fmt"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"
)

// MaxIndentLevels is CPython's limit on nested indentation levels.
const MaxIndentLevels = 100

// MaxParenDepth is CPython's limit on nested brackets.
const MaxParenDepth = 200

// MaxFStringNesting bounds strings nested inside f-string replacement
// fields (3.12 syntax allows reusing the quote, so nesting is unbounded
// otherwise).
const MaxFStringNesting = 150

// Error is a tokenizer error. Line is 1-based; Col is a 0-based byte
// column in that line. EndLine/EndCol give CPython's reported end (which
// may be 0 or -1 when CPython reports none; EndCol is then used verbatim
// as a 1-based offset by the parser when EndColRaw is set).
type Error struct {
	Kind    string // "SyntaxError", "IndentationError" or "TabError"
	Msg     string
	Line    int
	Col     int
	EndLine int
	EndCol  int
	// EndRaw means EndCol is already CPython's 1-based end_offset (it may
	// be 0 or -1) rather than a byte column.
	EndRaw bool
	// OffsetRaw means Col+1 is CPython's offset verbatim (for errors
	// CPython measures from the start of the input, not of the line).
	OffsetRaw bool
	// Incomplete is set when the error is only due to the input ending
	// early (open bracket, triple-quoted string, continuation line).
	Incomplete bool
	// FileBytes marks the errors CPython's parser raises for its
	// tokenizer (end of input, continuation character, unclosed bracket,
	// indentation): `python3 FILE` reports their offsets in UTF-8 bytes,
	// while the tokenizer's own errors count characters there too.
	FileBytes bool
	// FileNoColumn marks an error at the end of the input that
	// `python3 FILE` reports with offset 0 (its file tokenizer has
	// dropped the line by then): a continuation backslash starting the
	// last line.
	FileNoColumn bool
}

// Error returns the message with its position.
func (e *Error) Error() string {
	return fmt.Sprintf("%s: %s (line %d)", e.Kind, e.Msg, e.Line)
}

// Config positions the lexer inside a larger source, for lexing the
// expressions of f-string replacement fields.
type Config struct {
	Start, End int // byte range of src to lex
	Line       int // line number at Start
	LineStart  int // byte offset of the first byte of that line
	// InParens lexes as if inside brackets: no NEWLINE, INDENT or DEDENT,
	// and EOF ends the input.
	InParens bool
}

type paren struct {
	ch        byte
	line, col int
}

// Lexer holds the state of tokenizing one source buffer.
type Lexer struct {
	src       []byte
	pos, end  int
	line      int
	lineStart int
	indents   []int
	alts      []int
	parens    []paren
	inParens  bool
	toks      []Token
	err       *Error
	strDepth  int // nesting of strings inside f-string replacement fields
	// chainStart is the start of the first line of the current run of
	// backslash-continued lines (CPython measures one error from there).
	chainStart int
	inChain    bool
}

// Tokenize splits the whole of src into tokens, ending with EOF. If an
// error is found, the token list ends with an ERROR token at the error's
// position and the error is returned as well; tokens before it are valid.
func Tokenize(src []byte) ([]Token, *Error) {
	return TokenizeRange(src, Config{Start: 0, End: len(src), Line: 1})
}

// TokenizeRange tokenizes src[cfg.Start:cfg.End] as positioned by cfg.
func TokenizeRange(src []byte, cfg Config) ([]Token, *Error) {
	lx := &Lexer{
		src: src, pos: cfg.Start, end: cfg.End, line: cfg.Line, lineStart: cfg.LineStart,
		indents: []int{0}, alts: []int{0}, inParens: cfg.InParens, chainStart: cfg.LineStart,
	}
	// Python source averages about 3 bytes a token (2.4-5 in bench/):
	// sized for that, most sources tokenize without growing the slice.
	lx.toks = make([]Token, 0, (cfg.End-cfg.Start)/3+8)
	lx.run()
	return lx.toks, lx.err
}

func (lx *Lexer) col(pos int) int32 { return int32(pos - lx.lineStart) }

func (lx *Lexer) emit(k Kind, start, end int) {
	lx.toks = append(lx.toks, Token{
		Kind: k, Line: int32(lx.line), Col: lx.col(start), EndLine: int32(lx.line),
		EndCol: lx.col(end), Start: int32(start), End: int32(end),
	})
}

func (lx *Lexer) fail(e *Error) {
	if lx.err == nil {
		lx.err = e
		lx.toks = append(lx.toks, Token{Kind: ERROR, Line: int32(e.Line), Col: int32(e.Col),
			EndLine: int32(e.Line), EndCol: int32(e.Col), Start: int32(lx.pos), End: int32(lx.pos)})
	}
}

func (lx *Lexer) syntaxErr(msg string, line, col int) *Error {
	return &Error{Kind: "SyntaxError", Msg: msg, Line: line, Col: col, EndLine: line, EndCol: col}
}

func (lx *Lexer) run() {
	atBOL := !lx.inParens
	comment := -1 // start of a comment ending the current line
	for lx.err == nil {
		if atBOL {
			atBOL = false
			if !lx.indentation() {
				atBOL = true
				continue
			}
			if lx.err != nil {
				return
			}
		}
		// Skip spaces, tabs, form feeds.
		for lx.pos < lx.end {
			c := lx.src[lx.pos]
			if c == ' ' || c == '\t' || c == '\f' {
				lx.pos++
			} else {
				break
			}
		}
		if lx.pos >= lx.end {
			lx.finish()
			return
		}
		c := lx.src[lx.pos]
		switch {
		case c == '#':
			comment = lx.pos
			for lx.pos < lx.end && lx.src[lx.pos] != '\n' {
				lx.pos++
			}
			continue
		case c == '\n':
			if len(lx.parens) == 0 && !lx.inParens {
				// CPython's NEWLINE starts at a trailing comment, if any,
				// and ends before the newline character.
				start := lx.pos
				if comment >= 0 {
					start = comment
				}
				lx.emit(NEWLINE, start, lx.pos)
				atBOL = true
			}
			lx.pos++
			lx.newline()
			comment = -1
			lx.inChain = false
			lx.chainStart = lx.lineStart
			continue
		case c == '\\':
			lineHead := lx.atLineHead()
			if lx.pos+1 < lx.end && lx.src[lx.pos+1] == '\n' {
				if !lx.inChain {
					lx.inChain, lx.chainStart = true, lx.lineStart
				}
				lx.pos += 2
				lx.newline()
				if lx.pos >= lx.end && len(lx.parens) > 0 {
					lx.finish() // the open bracket is reported
					return
				}
				if lx.pos >= lx.end {
					lx.fail(&Error{Kind: "SyntaxError", Msg: "unexpected EOF while parsing",
						Line: lx.line - 1, Col: lx.pos - 1 - lx.prevLineStart(), EndLine: lx.line - 1, EndCol: -1, EndRaw: true, Incomplete: true,
						FileBytes: true, FileNoColumn: lineHead})
					return
				}
				continue
			}
			if lx.pos+1 >= lx.end && len(lx.parens) > 0 {
				lx.pos++
				lx.finish() // the open bracket is reported
				return
			}
			if lx.pos+1 >= lx.end {
				lx.fail(&Error{Kind: "SyntaxError", Msg: "unexpected EOF while parsing",
					Line: lx.line, Col: lx.pos + 1 - lx.lineStart, EndLine: lx.line, EndCol: -1, EndRaw: true, Incomplete: true,
					FileBytes: true, FileNoColumn: lineHead})
				return
			}
			// CPython counts this offset from the start of the
			// backslash-joined logical line.
			lx.fail(&Error{Kind: "SyntaxError", Msg: "unexpected character after line continuation character",
				Line: lx.line, Col: lx.pos + 1 - lx.chainStart, EndLine: lx.line, EndCol: 0, EndRaw: true, OffsetRaw: lx.chainStart != lx.lineStart,
				FileBytes: true})
			return
		case c >= '0' && c <= '9' || c == '.' && lx.pos+1 < lx.end && isDigit(lx.src[lx.pos+1]):
			lx.number()
		case c == '"' || c == '\'':
			lx.str(lx.pos, lx.pos)
		case c < utf8.RuneSelf && (c == '_' || c|0x20 >= 'a' && c|0x20 <= 'z') || c >= utf8.RuneSelf:
			lx.nameOrString()
		default:
			lx.operator()
		}
	}
}

// atLineHead reports whether the cursor starts a logical line (only
// blanks before it on its line, which does not continue another): CPython
// reads a backslash there with the line's indentation, where its file
// tokenizer keeps no column at the end of the input.
func (lx *Lexer) atLineHead() bool {
	if lx.inChain {
		return false
	}
	for _, c := range lx.src[lx.lineStart:lx.pos] {
		if c != ' ' && c != '\t' && c != '\f' {
			return false
		}
	}
	return true
}

// prevLineStart returns the start offset of the line before the current.
func (lx *Lexer) prevLineStart() int {
	i := lx.lineStart - 1
	for i > 0 && lx.src[i-1] != '\n' {
		i--
	}
	if i < 0 {
		i = 0
	}
	return i
}

// prevLineStartAt returns the start of the line containing offset i.
func (lx *Lexer) prevLineStartAt(i int) int {
	for i > 0 && lx.src[i-1] != '\n' {
		i--
	}
	return i
}

func (lx *Lexer) newline() {
	lx.line++
	lx.lineStart = lx.pos
	if !lx.inChain {
		lx.chainStart = lx.lineStart
	}
}

// finish emits the implicit final NEWLINE, closing DEDENTs and EOF.
func (lx *Lexer) finish() {
	if len(lx.parens) > 0 {
		p := lx.parens[len(lx.parens)-1]
		lx.fail(&Error{Kind: "SyntaxError", Msg: fmt.Sprintf("'%c' was never closed", p.ch),
			Line: p.line, Col: p.col, EndLine: p.line, EndCol: 0, EndRaw: true, Incomplete: true, FileBytes: true})
		return
	}
	if !lx.inParens {
		n := len(lx.toks)
		if n > 0 && lx.toks[n-1].Kind != NEWLINE && lx.toks[n-1].Kind != DEDENT && lx.toks[n-1].Kind != INDENT {
			lx.emit(NEWLINE, lx.pos, lx.pos)
		}
		implicit := lx.end > 0 && lx.src[lx.end-1] != '\n'
		// CPython places the final DEDENTs and ENDMARKER on the last
		// line, after its newline.
		if lx.pos > 0 && lx.lineStart == lx.pos && lx.src[lx.pos-1] == '\n' && lx.line > 1 {
			lx.line--
			lx.lineStart = lx.prevLineStartAt(lx.pos - 1)
		}
		if implicit {
			// CPython appends the missing newline to the buffer, so its
			// end-of-input cursor is one column further.
			lx.lineStart--
		}
		for len(lx.indents) > 1 {
			lx.indents = lx.indents[:len(lx.indents)-1]
			lx.emit(DEDENT, lx.pos, lx.pos)
		}
	}
	lx.emit(EOF, lx.pos, lx.pos)
}

// indentation measures the leading whitespace of a line and emits INDENT
// or DEDENT tokens. It returns false if the line was blank and has been
// skipped entirely.
func (lx *Lexer) indentation() bool {
	col, alt := 0, 0
	// contCol and contAlt are the indentation in front of the first
	// backslash continuation among the line's leading whitespace: as in
	// CPython, that one (when not zero) is the line's indentation, and
	// the whitespace after it only keeps being counted.
	contCol, contAlt := 0, 0
	p := lx.pos
	for p < lx.end {
		switch lx.src[p] {
		case ' ':
			col++
			alt++
		case '\t':
			col = (col/8 + 1) * 8
			alt++
		case '\f':
			col, alt = 0, 0
		case '\\':
			if p+2 >= lx.end || lx.src[p+1] != '\n' {
				goto done // run reports a stray or final backslash
			}
			if contCol == 0 {
				contCol, contAlt = col, alt
			}
			if !lx.inChain {
				lx.inChain, lx.chainStart = true, lx.lineStart
			}
			p += 2
			lx.pos = p
			lx.newline()
			continue
		default:
			goto done
		}
		p++
	}
done:
	lx.pos = p
	if contCol != 0 {
		col, alt = contCol, contAlt
	}
	if p >= lx.end {
		return true // EOF: finish() handles dedents
	}
	switch lx.src[p] {
	case '#', '\n':
		// Blank or comment-only line: no indentation change.
		for lx.pos < lx.end && lx.src[lx.pos] != '\n' {
			lx.pos++
		}
		if lx.pos < lx.end {
			lx.pos++
			lx.newline()
		}
		return false
	case '\\':
		if p+1 >= lx.end || lx.src[p+1] == '\n' {
			// CPython treats a line starting with a continuation as
			// part of the indentation computation of the next line
			// (a backslash ending the input is handled by run).
			return true
		}
		// A stray backslash is reported before any indentation error.
		lx.pos = p
		lx.fail(&Error{Kind: "SyntaxError", Msg: "unexpected character after line continuation character",
			Line: lx.line, Col: p + 1 - lx.lineStart, EndLine: lx.line, EndCol: 0, EndRaw: true, FileBytes: true})
		return true
	}
	top := len(lx.indents) - 1
	switch {
	case col == lx.indents[top]:
		if alt != lx.alts[top] {
			lx.tabError()
			return true
		}
	case col > lx.indents[top]:
		if len(lx.indents) >= MaxIndentLevels {
			lx.fail(&Error{Kind: "IndentationError", Msg: "too many levels of indentation",
				Line: lx.line, Col: 0, EndLine: lx.line, EndCol: 0, EndRaw: true, FileBytes: true})
			return true
		}
		if alt <= lx.alts[top] {
			lx.tabError()
			return true
		}
		lx.indents = append(lx.indents, col)
		lx.alts = append(lx.alts, alt)
		lx.toks = append(lx.toks, Token{Kind: INDENT, Line: int32(lx.line), Col: 0, EndLine: int32(lx.line),
			EndCol: lx.col(p), Start: int32(lx.lineStart), End: int32(p)})
	default:
		// Find the level dedented to before emitting anything: CPython
		// reports a mismatch before any DEDENT reaches the parser.
		target := top
		for target > 0 && col < lx.indents[target] {
			target--
		}
		if col != lx.indents[target] {
			eol := p
			for eol < lx.end && lx.src[eol] != '\n' {
				eol++
			}
			lx.fail(&Error{Kind: "IndentationError", Msg: "unindent does not match any outer indentation level",
				Line: lx.line, Col: eol - lx.lineStart, EndLine: lx.line, EndCol: -1, EndRaw: true, FileBytes: true})
			return true
		}
		for top > target {
			top--
			lx.toks = append(lx.toks, Token{Kind: DEDENT, Line: int32(lx.line), Col: lx.col(p), EndLine: int32(lx.line),
				EndCol: lx.col(p), Start: int32(p), End: int32(p)})
		}
		lx.indents = lx.indents[:top+1]
		lx.alts = lx.alts[:top+1]
		if alt != lx.alts[top] {
			lx.tabError()
			return true
		}
	}
	return true
}

func (lx *Lexer) tabError() {
	lx.fail(&Error{Kind: "TabError", Msg: "inconsistent use of tabs and spaces in indentation",
		Line: lx.line, Col: 0, EndLine: lx.line, EndCol: 0, EndRaw: true, FileBytes: true})
}

func isDigit(c byte) bool { return c >= '0' && c <= '9' }

func isIdentASCII(c byte) bool {
	return c == '_' || c|0x20 >= 'a' && c|0x20 <= 'z' || c >= '0' && c <= '9'
}

// isIDStart reports whether r may start an identifier (XID_Start or '_').
func isIDStart(r rune) bool {
	return r == '_' || unicode.IsLetter(r) || unicode.Is(unicode.Nl, r) ||
		unicode.Is(unicode.Other_ID_Start, r)
}

// isIDContinue reports whether r may continue an identifier.
func isIDContinue(r rune) bool {
	return isIDStart(r) || unicode.In(r, unicode.Mn, unicode.Mc, unicode.Nd, unicode.Pc) ||
		unicode.Is(unicode.Other_ID_Continue, r)
}

// nameOrString scans an identifier, keyword, or a prefixed string.
func (lx *Lexer) nameOrString() {
	start := lx.pos
	p := lx.pos
	ascii := true
	for p < lx.end {
		c := lx.src[p]
		if c < utf8.RuneSelf {
			if !isIdentASCII(c) {
				break
			}
			p++
			continue
		}
		r, size := utf8.DecodeRune(lx.src[p:lx.end])
		if r == utf8.RuneError && size <= 1 {
			lx.fail(lx.syntaxErr("invalid character in identifier", lx.line, p-lx.lineStart))
			return
		}
		if !(p == start && isIDStart(r) || p > start && isIDContinue(r)) {
			// Non-identifier characters after an identifier end it; NFKC
			// may still make some valid, which CPython checks after
			// normalization. Keep it simple: stop here.
			if p == start {
				lx.invalidChar(r, p)
				return
			}
			break
		}
		ascii = false
		p += size
	}
	if p < lx.end && (lx.src[p] == '"' || lx.src[p] == '\'') && p-start <= 2 && ascii && isStringPrefix(lx.src[start:p]) {
		lx.str(start, p)
		return
	}
	if !ascii {
		// Validate under NFKC normalization as CPython does.
		s := norm.NFKC.String(string(lx.src[start:p]))
		for i, r := range s {
			if i == 0 && !isIDStart(r) || i > 0 && !isIDContinue(r) {
				lx.invalidChar(r, start)
				return
			}
		}
	}
	lx.pos = p
	k := NAME
	if ascii && p-start >= 2 && p-start <= 8 {
		k = keywordKind(lx.src[start:p])
	}
	lx.emit(k, start, p)
}

func (lx *Lexer) invalidChar(r rune, p int) {
	var msg string
	if unicode.IsPrint(r) {
		msg = fmt.Sprintf("invalid character '%c' (U+%04X)", r, r)
	} else {
		msg = fmt.Sprintf("invalid non-printable character U+%04X", r)
	}
	lx.pos = p
	lx.fail(lx.syntaxErr(msg, lx.line, p-lx.lineStart))
}

func isStringPrefix(b []byte) bool {
	switch len(b) {
	case 1:
		switch b[0] | 0x20 {
		case 'r', 'u', 'b', 'f':
			return true
		}
	case 2:
		x, y := b[0]|0x20, b[1]|0x20
		return (x == 'r' && (y == 'b' || y == 'f')) || (y == 'r' && (x == 'b' || x == 'f'))
	}
	return false
}

// operator scans an operator or delimiter.
func (lx *Lexer) operator() {
	s := lx.src[lx.pos:lx.end]
	c := s[0]
	at := func(i int) byte {
		if i < len(s) {
			return s[i]
		}
		return 0
	}
	k, n := ERROR, 1
	switch c {
	case '(', '[', '{':
		if len(lx.parens) >= MaxParenDepth {
			lx.fail(lx.syntaxErr("too many nested parentheses", lx.line, lx.pos-lx.lineStart))
			return
		}
		lx.parens = append(lx.parens, paren{c, lx.line, lx.pos - lx.lineStart})
		k = openKind(c)
	case ')', ']', '}':
		if len(lx.parens) == 0 {
			if lx.inParens && c == '}' {
				// The end of an f-string replacement field.
				k = RBRACE
				break
			}
			lx.fail(lx.syntaxErr(fmt.Sprintf("unmatched '%c'", c), lx.line, lx.pos-lx.lineStart))
			return
		}
		open := lx.parens[len(lx.parens)-1]
		if !(open.ch == '(' && c == ')' || open.ch == '[' && c == ']' || open.ch == '{' && c == '}') {
			var msg string
			if open.line != lx.line {
				msg = fmt.Sprintf("closing parenthesis '%c' does not match opening parenthesis '%c' on line %d", c, open.ch, open.line)
			} else {
				msg = fmt.Sprintf("closing parenthesis '%c' does not match opening parenthesis '%c'", c, open.ch)
			}
			lx.fail(lx.syntaxErr(msg, lx.line, lx.pos-lx.lineStart))
			return
		}
		lx.parens = lx.parens[:len(lx.parens)-1]
		k = closeKind(c)
	case ':':
		k = COLON
		if at(1) == '=' {
			k, n = COLONEQUAL, 2
		}
	case ',':
		k = COMMA
	case ';':
		k = SEMI
	case '+':
		k = PLUS
		if at(1) == '=' {
			k, n = PLUSEQUAL, 2
		}
	case '-':
		k = MINUS
		if at(1) == '=' {
			k, n = MINEQUAL, 2
		} else if at(1) == '>' {
			k, n = RARROW, 2
		}
	case '*':
		k = STAR
		if at(1) == '*' {
			k, n = DOUBLESTAR, 2
			if at(2) == '=' {
				k, n = DOUBLESTAREQUAL, 3
			}
		} else if at(1) == '=' {
			k, n = STAREQUAL, 2
		}
	case '/':
		k = SLASH
		if at(1) == '/' {
			k, n = DOUBLESLASH, 2
			if at(2) == '=' {
				k, n = DOUBLESLASHEQUAL, 3
			}
		} else if at(1) == '=' {
			k, n = SLASHEQUAL, 2
		}
	case '|':
		k = VBAR
		if at(1) == '=' {
			k, n = VBAREQUAL, 2
		}
	case '&':
		k = AMPER
		if at(1) == '=' {
			k, n = AMPEREQUAL, 2
		}
	case '<':
		k = LESS
		switch at(1) {
		case '>':
			// "<>" is one token in CPython (PEP 401); the parser rejects it.
			k, n = NOTEQUAL, 2
		case '=':
			k, n = LESSEQUAL, 2
		case '<':
			k, n = LEFTSHIFT, 2
			if at(2) == '=' {
				k, n = LEFTSHIFTEQUAL, 3
			}
		}
	case '>':
		k = GREATER
		switch at(1) {
		case '=':
			k, n = GREATEREQUAL, 2
		case '>':
			k, n = RIGHTSHIFT, 2
			if at(2) == '=' {
				k, n = RIGHTSHIFTEQUAL, 3
			}
		}
	case '=':
		k = EQUAL
		if at(1) == '=' {
			k, n = EQEQUAL, 2
		}
	case '.':
		k = DOT
		if at(1) == '.' && at(2) == '.' {
			k, n = ELLIPSIS, 3
		}
	case '%':
		k = PERCENT
		if at(1) == '=' {
			k, n = PERCENTEQUAL, 2
		}
	case '~':
		k = TILDE
	case '^':
		k = CIRCUMFLEX
		if at(1) == '=' {
			k, n = CIRCUMFLEXEQUAL, 2
		}
	case '@':
		k = AT
		if at(1) == '=' {
			k, n = ATEQUAL, 2
		}
	case '!':
		k = EXCLAMATION
		if at(1) == '=' {
			k, n = NOTEQUAL, 2
		}
	default:
		r, size := utf8.DecodeRune(s)
		if r == utf8.RuneError && size <= 1 {
			lx.fail(lx.syntaxErr("invalid utf-8 byte in source", lx.line, lx.pos-lx.lineStart))
			return
		}
		// ASCII punctuation CPython does not know ($, ?, `) is an
		// ERRORTOKEN that the parser reports as invalid syntax.
		if c < utf8.RuneSelf && c > ' ' && c < 0x7f {
			k = UNKNOWN
			break
		}
		lx.invalidChar(r, lx.pos)
		return
	}
	lx.emit(k, lx.pos, lx.pos+n)
	lx.pos += n
}

func openKind(c byte) Kind {
	switch c {
	case '(':
		return LPAR
	case '[':
		return LSQB
	}
	return LBRACE
}

func closeKind(c byte) Kind {
	switch c {
	case ')':
		return RPAR
	case ']':
		return RSQB
	}
	return RBRACE
}
