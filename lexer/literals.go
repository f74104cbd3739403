package lexer

import "fmt"

// This file scans numeric and string literals, following the order in
// which CPython's tokenizer reads characters so that error positions
// match (an error's offset is the count of characters before the
// tokenizer's cursor).

func isHex(c byte) bool { return isDigit(c) || c|0x20 >= 'a' && c|0x20 <= 'f' }

func isPotentialIdentChar(c byte) bool { return isIdentASCII(c) || c >= 0x80 }

// numScan is the cursor state while scanning a number: c is the last
// character read and p the offset just after it.
type numScan struct {
	lx *Lexer
	p  int
	c  byte
}

func (n *numScan) next() byte {
	if n.p < n.lx.end {
		n.c = n.lx.src[n.p]
	} else {
		n.c = 0
	}
	n.p++
	return n.c
}

func (n *numScan) backup() { n.p-- }

// errHere fails with the cursor's position as CPython's offset.
func (n *numScan) errHere(msg string) bool {
	lx := n.lx
	col := n.p - 1 - lx.lineStart
	lx.pos = n.p
	lx.fail(&Error{Kind: "SyntaxError", Msg: msg, Line: lx.line, Col: col, EndLine: lx.line, EndCol: col})
	return false
}

// decimalTail reads the digits and single underscores after a digit.
func (n *numScan) decimalTail() bool {
	for {
		for isDigit(n.next()) {
		}
		if n.c != '_' {
			return true
		}
		if !isDigit(n.next()) {
			n.backup()
			return n.errHere("invalid decimal literal")
		}
	}
}

// lookahead reports whether the keyword rest follows (and is not the
// start of a longer identifier).
func (n *numScan) lookahead(rest string) bool {
	for i := 0; i < len(rest); i++ {
		q := n.p + i
		if q >= n.lx.end || n.lx.src[q] != rest[i] {
			return false
		}
	}
	q := n.p + len(rest)
	return q >= n.lx.end || !isPotentialIdentChar(n.lx.src[q])
}

// verifyEnd rejects a number immediately followed by identifier
// characters, except for the keywords CPython only warns about.
func (n *numScan) verifyEnd(kind string) bool {
	c := n.c
	r := false
	switch c {
	case 'a':
		r = n.lookahead("nd")
	case 'e':
		r = n.lookahead("lse")
	case 'f':
		r = n.lookahead("or")
	case 'i':
		if n.p < n.lx.end {
			c2 := n.lx.src[n.p]
			r = c2 == 'f' || c2 == 'n' || c2 == 's'
		}
	case 'o':
		r = n.lookahead("r")
	case 'n':
		r = n.lookahead("ot")
	}
	if r {
		return true
	}
	if c != 0 && c < 0x80 && isPotentialIdentChar(c) {
		n.backup()
		return n.errHere(fmt.Sprintf("invalid %s literal", kind))
	}
	return true
}

// radixDigits scans the digits of a 0x/0o/0b literal.
func (n *numScan) radixDigits(ok func(byte) bool, kind string) bool {
	n.next()
	for {
		if n.c == '_' {
			n.next()
		}
		if !ok(n.c) {
			if kind != "hexadecimal" && isDigit(n.c) {
				return n.errHere(fmt.Sprintf("invalid digit '%c' in %s literal", n.c, kind))
			}
			n.backup()
			return n.errHere(fmt.Sprintf("invalid %s literal", kind))
		}
		for ok(n.next()) {
		}
		if n.c != '_' {
			break
		}
	}
	if kind != "hexadecimal" && isDigit(n.c) {
		return n.errHere(fmt.Sprintf("invalid digit '%c' in %s literal", n.c, kind))
	}
	return n.verifyEnd(kind)
}

func (lx *Lexer) number() {
	start := lx.pos
	n := &numScan{lx: lx, p: start}
	c := n.next()
	ok := true
	switch {
	case c == '.':
		n.next()
		ok = n.fraction()
	case c == '0':
		c = n.next()
		switch c | 0x20 {
		case 'x':
			ok = n.radixDigits(isHex, "hexadecimal")
		case 'o':
			ok = n.radixDigits(func(c byte) bool { return c >= '0' && c <= '7' }, "octal")
		case 'b':
			ok = n.radixDigits(func(c byte) bool { return c == '0' || c == '1' }, "binary")
		default:
			nonzero := false
			for {
				if n.c == '_' {
					if !isDigit(n.next()) {
						n.backup()
						ok = n.errHere("invalid decimal literal")
						break
					}
				}
				if n.c != '0' {
					break
				}
				n.next()
			}
			if !ok {
				break
			}
			zerosEnd := n.p
			if isDigit(n.c) {
				nonzero = true
				if ok = n.decimalTail(); !ok {
					break
				}
			}
			switch {
			case n.c == '.':
				n.next()
				ok = n.fraction()
			case n.c|0x20 == 'e':
				ok = n.exponent()
			case n.c|0x20 == 'j':
				ok = n.imaginary()
			case nonzero:
				n.backup()
				lx.pos = n.p
				lx.fail(&Error{Kind: "SyntaxError",
					Msg:  "leading zeros in decimal integer literals are not permitted; use an 0o prefix for octal integers",
					Line: lx.line, Col: start - lx.lineStart, EndLine: lx.line, EndCol: zerosEnd - lx.lineStart, EndRaw: true, OffsetRaw: true})
				return
			default:
				ok = n.verifyEnd("decimal")
			}
		}
	default:
		if !n.decimalTail() {
			return
		}
		switch {
		case n.c == '.':
			n.next()
			ok = n.fraction()
		case n.c|0x20 == 'e':
			ok = n.exponent()
		case n.c|0x20 == 'j':
			ok = n.imaginary()
		default:
			ok = n.verifyEnd("decimal")
		}
	}
	if !ok {
		return
	}
	n.backup()
	lx.emit(NUMBER, start, n.p)
	lx.pos = n.p
}

// fraction continues after '.', with c the character following it.
func (n *numScan) fraction() bool {
	if isDigit(n.c) {
		if !n.decimalTail() {
			return false
		}
	}
	if n.c|0x20 == 'e' {
		return n.exponent()
	}
	if n.c|0x20 == 'j' {
		return n.imaginary()
	}
	return n.verifyEnd("decimal")
}

func (n *numScan) exponent() bool {
	e := n.c
	n.next()
	if n.c == '+' || n.c == '-' {
		if !isDigit(n.next()) {
			n.backup()
			return n.errHere("invalid decimal literal")
		}
	} else if !isDigit(n.c) {
		// "1else": the e may start a keyword; the number ends before it.
		n.backup()
		n.c = e
		return n.verifyEnd("decimal")
	}
	if !n.decimalTail() {
		return false
	}
	if n.c|0x20 == 'j' {
		return n.imaginary()
	}
	return n.verifyEnd("decimal")
}

func (n *numScan) imaginary() bool {
	n.next()
	return n.verifyEnd("imaginary")
}

// str scans a string literal whose prefix starts at start and whose
// opening quote is at q.
func (lx *Lexer) str(start, q int) {
	isF, raw := false, false
	for _, c := range lx.src[start:q] {
		switch c | 0x20 {
		case 'f':
			isF = true
		case 'r':
			raw = true
		}
	}
	startLine, startCol := lx.line, start-lx.lineStart
	lineStart, ntoks := lx.lineStart, len(lx.toks)
	p, ok := lx.scanString(q, isF, raw, startLine, startCol)
	if !ok && isF {
		// Not a valid 3.12-style f-string: retry with 3.11 rules, where
		// the first matching quote ends it, so that the parser reports
		// CPython 3.11's f-string error.
		lx.toks, lx.err, lx.line, lx.lineStart = lx.toks[:ntoks], nil, startLine, lineStart
		p, ok = lx.scanString(q, false, raw, startLine, startCol)
		if !ok {
			lx.toks, lx.err, lx.line, lx.lineStart = lx.toks[:ntoks], nil, startLine, lineStart
			p, ok = lx.scanString(q, isF, raw, startLine, startCol)
		}
	}
	if !ok {
		return
	}
	lx.toks = append(lx.toks, Token{Kind: STRING, Line: int32(startLine), Col: int32(startCol),
		EndLine: int32(lx.line), EndCol: lx.col(p), Start: int32(start), End: int32(p)})
	lx.pos = p
}

// scanString scans from the opening quote at q and returns the offset
// after the closing quote. Line tracking is updated for newlines inside.
func (lx *Lexer) scanString(q int, isF, raw bool, startLine, startCol int) (int, bool) {
	lx.strDepth++
	defer func() { lx.strDepth-- }()
	if lx.strDepth > MaxFStringNesting {
		lx.pos = q
		lx.fail(lx.syntaxErr("f-string: too many nested f-strings", lx.line, q-lx.lineStart))
		return 0, false
	}
	src, end := lx.src, lx.end
	quote := src[q]
	triple := q+2 < end && src[q+1] == quote && src[q+2] == quote
	p := q + 1
	if triple {
		p = q + 3
	}
	depth := 0          // replacement-field nesting in an f-string
	var brackets []byte // open brackets inside the current replacement field
	inSpec := false
	for {
		if p >= end {
			return lx.unterminated(triple, startLine, startCol, p)
		}
		c := src[p]
		if depth > 0 && !inSpec {
			// Inside an f-string replacement field expression.
			switch c {
			case '\'', '"':
				// A nested string, possibly reusing the outer quote.
				qq := p
				np, ok := lx.scanString(qq, lx.prefixHas(qq, 'f'), lx.prefixHas(qq, 'r'), startLine, startCol)
				if !ok {
					return 0, false
				}
				p = np
				continue
			case '(', '[', '{':
				brackets = append(brackets, c)
			case ')', ']':
				if len(brackets) > 0 {
					brackets = brackets[:len(brackets)-1]
				}
			case '}':
				if len(brackets) > 0 {
					brackets = brackets[:len(brackets)-1]
				} else {
					depth--
					inSpec = depth > 0
				}
			case ':':
				if len(brackets) == 0 {
					inSpec = true
				}
			case '\n':
				if !triple {
					return lx.unterminated(false, startLine, startCol, p)
				}
				p++
				lx.line++
				lx.lineStart = p
				continue
			case '#':
				if triple {
					for p < end && src[p] != '\n' {
						p++
					}
					continue
				}
			}
			p++
			continue
		}
		switch c {
		case quote:
			if !triple {
				return p + 1, true
			}
			if p+2 < end && src[p+1] == quote && src[p+2] == quote {
				return p + 3, true
			}
		case '\n':
			if !triple {
				return lx.unterminated(false, startLine, startCol, p)
			}
			p++
			lx.line++
			lx.lineStart = p
			continue
		case '\\':
			p++
			if isF && p < end && (src[p] == '{' || src[p] == '}') {
				continue
			}
			if isF && !raw && p+1 < end && src[p] == 'N' && src[p+1] == '{' {
				for p < end && src[p] != '}' && src[p] != quote && src[p] != '\n' {
					p++
				}
				if p < end && src[p] == '}' {
					p++
				}
				continue
			}
			if p < end && src[p] == '\n' {
				p++
				lx.line++
				lx.lineStart = p
				continue
			}
		case '{':
			if isF {
				if !inSpec && p+1 < end && src[p+1] == '{' {
					p += 2
					continue
				}
				depth++
				inSpec = false
				brackets = brackets[:0]
			}
		case '}':
			if isF {
				if depth > 0 {
					depth--
					inSpec = depth > 0
				} else if p+1 < end && src[p+1] == '}' {
					p += 2
					continue
				}
			}
		}
		p++
	}
}

// prefixHas reports whether the string whose quote is at q has the
// prefix letter want (among the letters immediately before it).
func (lx *Lexer) prefixHas(q int, want byte) bool {
	j := q
	for j > 0 && isIdentASCII(lx.src[j-1]) {
		j--
	}
	prefix := lx.src[j:q]
	if !isStringPrefix(prefix) {
		return false
	}
	for _, c := range prefix {
		if c|0x20 == want {
			return true
		}
	}
	return false
}

func (lx *Lexer) unterminated(triple bool, line, col, p int) (int, bool) {
	if p > lx.end {
		p = lx.end // a trailing backslash skipped past the end
	}
	msg := "unterminated string literal (detected at line %d)"
	detected := lx.line
	if p > 0 && p >= lx.end && lx.src[p-1] == '\n' && lx.lineStart == p {
		detected-- // input ending in a newline does not start a new line
	}
	if triple {
		msg = "unterminated triple-quoted string literal (detected at line %d)"
	}
	lx.pos = p
	e := &Error{Kind: "SyntaxError", Msg: fmt.Sprintf(msg, detected), Line: line, Col: col, EndLine: line, EndCol: col,
		Incomplete: triple}
	lx.fail(e)
	return 0, false
}

// SkipString returns the offset just past the string literal whose
// opening quote is at q (prefix letters, if any, come before q), scanning
// replacement fields of f-strings the way Tokenize does. ok is false if
// the literal is not terminated before end.
func SkipString(src []byte, q, end int) (next int, ok bool) {
	lx := &Lexer{src: src, pos: q, end: end, line: 1}
	return lx.scanString(q, lx.prefixHas(q, 'f'), lx.prefixHas(q, 'r'), 1, 0)
}
