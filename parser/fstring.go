package parser

import (
	"bytes"
	"strings"
	"unicode/utf8"

	"github.com/kraitpy/krait/ast"
	"github.com/kraitpy/krait/lexer"
)

// fstringParse parses the body of an f-string part from *pos to end,
// appending to fs. Inside a format spec (lvl > 0) it stops at the '}'
// that closes the replacement field, leaving *pos on it.
func (p *parser) fstringParse(fs *fstringState, part *strPart, pos *int, end int, lvl int) {
	src := p.src
	for *pos < end {
		start := *pos
		i := start
		for i < end {
			c := src[i]
			if c == '\\' && i+1 < end {
				next := src[i+1]
				if next == '{' || next == '}' {
					i++
					continue
				}
				if !part.isRaw && next == 'N' && i+2 < end && src[i+2] == '{' {
					j := bytes.IndexByte(src[i:end], '}')
					if j > 0 {
						i += j + 1
						continue
					}
				}
				i += 2
				continue
			}
			if c == '{' || c == '}' {
				break
			}
			i++
		}
		if i > end {
			i = end
		}
		if i > start {
			fs.last.WriteString(p.decodeString(part, start, i))
		}
		*pos = i
		if i >= end {
			return
		}
		if src[i] == '{' {
			if lvl == 0 && i+1 < end && src[i+1] == '{' {
				fs.last.WriteByte('{')
				*pos = i + 2
				continue
			}
			p.fstringField(fs, part, pos, end, lvl)
			continue
		}
		// '}'
		if lvl > 0 {
			return
		}
		if i+1 < end && src[i+1] == '}' {
			fs.last.WriteByte('}')
			*pos = i + 2
			continue
		}
		p.fstringError(part, "f-string: single '}' is not allowed")
	}
}

// fstringError reports an f-string error found while splitting the
// string the way CPython 3.11 does: at the token after the strings, the
// last one its parser had read.
func (p *parser) fstringError(part *strPart, msg string) {
	p.raiseHere("SyntaxError", msg)
}

// fstringField parses one replacement field starting at the '{' at *pos.
func (p *parser) fstringField(fs *fstringState, part *strPart, pos *int, end int, lvl int) {
	src := p.src
	if lvl >= 2 {
		p.fstringError(part, "f-string: expressions nested too deeply")
	}
	triple := part.bodyStart-int(part.tok.Start) >= 3 && src[part.bodyStart-1] == src[part.bodyStart-2] &&
		(src[part.bodyStart-1] == '"' || src[part.bodyStart-1] == '\'') && src[part.bodyStart-3] == src[part.bodyStart-1]
	i := *pos + 1
	exprStart := i
	var parens []byte // the open brackets, innermost last
scan:
	for i < end {
		c := src[i]
		switch c {
		case '\\':
			// CPython 3.11 allows no backslash in the expression (3.12
			// allows them in nested strings, which krait accepts).
			p.fstringError(part, "f-string expression part cannot include a backslash")
		case '\'', '"':
			j, ok := lexer.SkipString(src, i, end)
			if !ok {
				p.fstringError(part, "f-string: unterminated string")
			}
			i = j
			continue
		case '(', '[', '{':
			if len(parens) >= lexer.MaxParenDepth-1 {
				p.fstringError(part, "f-string: too many nested parenthesis")
			}
			parens = append(parens, c)
		case ')', ']', '}':
			if len(parens) == 0 {
				if c == '}' {
					break scan
				}
				p.fstringError(part, "f-string: unmatched '"+string(c)+"'")
			}
			if open := parens[len(parens)-1]; open != c-1 && open != c-2 { // ( ) are adjacent in ASCII, [ ] and { } one apart
				p.fstringError(part, "f-string: closing parenthesis '"+string(c)+"' does not match opening parenthesis '"+string(open)+"'")
			}
			parens = parens[:len(parens)-1]
		case '#':
			if !triple {
				p.fstringError(part, "f-string expression part cannot include '#'")
			}
			for i < end && src[i] != '\n' {
				i++
			}
			continue
		case '!', '=':
			if i+1 < end && src[i+1] == '=' {
				i += 2
				continue
			}
			if len(parens) == 0 {
				break scan
			}
		case '<', '>':
			if i+1 < end && src[i+1] == '=' {
				i += 2
				continue
			}
		case ':':
			if len(parens) == 0 {
				break scan
			}
		}
		i++
	}
	if i >= end {
		p.fstringError(part, "f-string: expecting '}'")
	}
	exprEnd := i
	if len(bytes.TrimLeft(src[exprStart:exprEnd], " \t\n\f\r")) == 0 {
		switch src[i] {
		case '!', '=', ':':
			p.fstringError(part, "f-string: expression required before '"+string(src[i])+"'")
		}
		p.fstringError(part, "f-string: empty expression not allowed")
	}
	expr := p.fstringExpr(part, exprStart, exprEnd)
	debug := false
	if src[i] == '=' {
		i++
		for i < end && (src[i] == ' ' || src[i] == '\t' || src[i] == '\n' || src[i] == '\f') {
			i++
		}
		fs.last.Write(src[exprStart:i])
		debug = true
	}
	conversion := -1
	if i < end && src[i] == '!' {
		i++
		if i >= end {
			p.fstringError(part, "f-string: expecting '}'")
		}
		switch src[i] {
		case 's', 'r', 'a':
			conversion = int(src[i])
		default:
			p.fstringError(part, "f-string: invalid conversion character: expected 's', 'r', or 'a'")
		}
		i++
	}
	var spec ast.Expr
	if i < end && src[i] == ':' {
		i++
		tpos := tokPos(part.tok)
		ss := &fstringState{whole: fs.whole, kind: fs.kind}
		*pos = i
		p.fstringParse(ss, part, pos, end, lvl+1)
		i = *pos
		if ss.last.Len() > 0 {
			ss.values = append(ss.values, &ast.Constant{Pos: tpos, Value: ss.last.String()})
		}
		spec = &ast.JoinedStr{Pos: tpos, Values: ss.values}
	}
	if i >= end || src[i] != '}' {
		p.fstringError(part, "f-string: expecting '}'")
	}
	*pos = i + 1
	if debug && conversion == -1 && spec == nil {
		conversion = 'r'
	}
	fs.flush()
	fs.values = append(fs.values, &ast.FormattedValue{Pos: fs.whole, Value: expr, Conversion: conversion, FormatSpec: spec})
}

// fstringExpr parses the expression src[start:end] of a replacement
// field, with its real source positions.
func (p *parser) fstringExpr(part *strPart, start, end int) ast.Expr {
	line, lineStart := part.lineAt(p.src, start)
	toks, lerr := lexer.TokenizeRange(p.src, lexer.Config{Start: start, End: end, Line: line, LineStart: lineStart, InParens: true})
	sub := &parser{filename: p.filename, src: p.src, toks: toks, lexErr: lerr, depth: p.depth, names: p.names,
		inFString: true, specBudget: maxSpeculations / 4}
	var e ast.Expr
	func() {
		defer func() {
			if r := recover(); r != nil {
				b, ok := r.(bailout)
				if !ok {
					panic(r)
				}
				b.firstPass = true
				if !strings.HasPrefix(b.err.Msg, "f-string") {
					if b.err.Msg == "unexpected EOF while parsing" {
						b.err.Msg = "invalid syntax"
					}
					// The tokenizer's own errors keep their message.
					if !b.fromLexer || !b.err.TokenizerError {
						b.err.Msg = "f-string: " + b.err.Msg
					}
					p.relocateFStringError(b.err, start, end, line, lineStart)
				}
				panic(b)
			}
		}()
		if sub.kind() == lexer.KwYield {
			e = sub.yieldExpr()
		} else {
			e = sub.starExpressions()
		}
		if s, ok := e.(*ast.Starred); ok {
			sub.syntaxErrorAtNode(s, "cannot use starred expression here")
		}
		if sub.kind() != lexer.EOF {
			sub.missingComma([]ast.Expr{e})
		}
	}()
	if tup, ok := e.(*ast.Tuple); ok {
		// CPython parses the field as "(expr)", so a bare tuple spans
		// the braces' positions.
		first := &toks[0]
		last := &toks[len(toks)-2]
		if !(first.Kind == lexer.LPAR && int(first.Col) == tup.ColOffset && int(first.Line) == tup.Lineno &&
			last.Kind == lexer.RPAR && int(last.EndCol) == tup.EndColOffset && int(last.EndLine) == tup.EndLineno) {
			endLine := line + bytes.Count(p.src[start:end], []byte{'\n'})
			endLineStart := bytes.LastIndexByte(p.src[:end], '\n') + 1
			tup.Lineno, tup.ColOffset = line, start-1-lineStart
			tup.EndLineno, tup.EndColOffset = endLine, end+1-endLineStart
		}
	}
	return e
}

// relocateFStringError gives an error inside a replacement field the
// position CPython 3.11 reports: it parses a copy "(expr)", so columns
// on the field's first line count from that copy's '(' and the text is
// the copy.
func (p *parser) relocateFStringError(e *SyntaxError, start, end, line, lineStart int) {
	if e.Lineno != line {
		return
	}
	before := utf8.RuneCount(p.src[lineStart:start])
	e.Offset = e.Offset - before + 1
	if e.EndLineno == line && e.EndOffset > 0 {
		e.EndOffset = e.EndOffset - before + 1
	}
	e.Text = "(" + string(p.src[start:end]) + ")"
}
