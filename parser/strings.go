package parser

import (
	"fmt"
	"strings"
	"unicode/utf8"

	"github.com/kraitpy/krait/ast"
	"github.com/kraitpy/krait/lexer"
)

// strPart describes one string token: its prefix flags and body range.
type strPart struct {
	tok       *lexer.Token
	isBytes   bool
	isRaw     bool
	isF       bool
	bodyStart int // byte offset in src
	bodyEnd   int
	// Line tracking for replacement fields, advanced monotonically so
	// that a string with many fields is scanned once.
	scanPos, scanLine, scanLineStart int
}

// lineAt returns the line number and line start offset of src[pos],
// which must not precede an earlier call's pos.
func (s *strPart) lineAt(src []byte, pos int) (line, lineStart int) {
	if s.scanLine == 0 {
		s.scanPos = int(s.tok.Start)
		s.scanLine = int(s.tok.Line)
		s.scanLineStart = int(s.tok.Start) - int(s.tok.Col)
	}
	for ; s.scanPos < pos; s.scanPos++ {
		if src[s.scanPos] == '\n' {
			s.scanLine++
			s.scanLineStart = s.scanPos + 1
		}
	}
	return s.scanLine, s.scanLineStart
}

func (p *parser) splitString(t *lexer.Token) strPart {
	s := strPart{tok: t}
	i := int(t.Start)
	for ; ; i++ {
		c := p.src[i]
		if c == '\'' || c == '"' {
			break
		}
		switch c | 0x20 {
		case 'b':
			s.isBytes = true
		case 'r':
			s.isRaw = true
		case 'f':
			s.isF = true
		}
	}
	q := 1
	if int(t.End)-i >= 6 && p.src[i+1] == p.src[i] && p.src[i+2] == p.src[i] {
		q = 3
	}
	s.bodyStart = i + q
	s.bodyEnd = int(t.End) - q
	return s
}

// strings parses one or more adjacent string tokens into a Constant or a
// JoinedStr, as CPython concatenates them. Its errors are first-pass ones
// (inStrings stays raised when it fails).
func (p *parser) strings() ast.Expr {
	p.inStrings++
	e := p.concatStrings()
	p.inStrings--
	return e
}

// concatStrings is strings without the bookkeeping.
func (p *parser) concatStrings() ast.Expr {
	first := p.tok()
	n := 0
	for p.toks[p.i+n].Kind == lexer.STRING {
		n++
	}
	last := &p.toks[p.i+n-1]
	parts := make([]strPart, n)
	anyF, anyBytes, anyStr := false, false, false
	for j := 0; j < n; j++ {
		parts[j] = p.splitString(&p.toks[p.i+j])
		anyF = anyF || parts[j].isF
		if parts[j].isBytes {
			anyBytes = true
		} else {
			anyStr = true
		}
	}
	p.i += n
	whole := ast.Pos{Lineno: int(first.Line), ColOffset: int(first.Col), EndLineno: int(last.EndLine), EndColOffset: int(last.EndCol)}
	if anyBytes && anyStr {
		p.syntaxErrorAtToken(p.tok(), "cannot mix bytes and nonbytes literals")
	}
	kind := ""
	if p.src[first.Start] == 'u' {
		kind = "u"
	}
	if !anyF {
		if n == 1 {
			v := p.decodeString(&parts[0], parts[0].bodyStart, parts[0].bodyEnd)
			if parts[0].isBytes {
				return &ast.Constant{Pos: whole, Value: ast.Bytes(v), Kind: kind}
			}
			return &ast.Constant{Pos: whole, Value: v, Kind: kind}
		}
		var b strings.Builder
		for j := range parts {
			b.WriteString(p.decodeString(&parts[j], parts[j].bodyStart, parts[j].bodyEnd))
		}
		if anyBytes {
			return &ast.Constant{Pos: whole, Value: ast.Bytes(b.String()), Kind: kind}
		}
		return &ast.Constant{Pos: whole, Value: b.String(), Kind: kind}
	}
	fs := &fstringState{whole: whole, kind: kind}
	for j := range parts {
		part := &parts[j]
		if !part.isF {
			fs.last.WriteString(p.decodeString(part, part.bodyStart, part.bodyEnd))
			continue
		}
		pos := part.bodyStart
		p.fstringParse(fs, part, &pos, part.bodyEnd, 0)
	}
	fs.flush()
	return &ast.JoinedStr{Pos: whole, Values: fs.values}
}

// fstringState accumulates the values of one JoinedStr.
type fstringState struct {
	values []ast.Expr
	last   strings.Builder
	whole  ast.Pos
	kind   string
}

// flush turns pending literal text into a Constant value.
func (fs *fstringState) flush() {
	if fs.last.Len() > 0 {
		fs.values = append(fs.values, &ast.Constant{Pos: fs.whole, Value: fs.last.String(), Kind: fs.kind})
		fs.last.Reset()
	}
}

// decodeString decodes escapes in src[start:end] for a str or bytes part.
func (p *parser) decodeString(part *strPart, start, end int) string {
	body := p.src[start:end]
	if part.isBytes {
		for _, c := range body {
			if c >= utf8.RuneSelf {
				t := part.tok
				p.raise("SyntaxError", "bytes can only contain ASCII literal characters", t.Line, t.Col, t.EndLine, t.EndCol)
			}
		}
	}
	if part.isRaw {
		return string(body)
	}
	i := 0
	for i < len(body) && body[i] != '\\' {
		i++
	}
	if i == len(body) {
		return string(body)
	}
	var b strings.Builder
	b.Grow(len(body))
	b.Write(body[:i])
	for i < len(body) {
		c := body[i]
		if c != '\\' {
			b.WriteByte(c)
			i++
			continue
		}
		escStart := i
		i++
		if i >= len(body) {
			b.WriteByte('\\')
			break
		}
		c = body[i]
		i++
		switch c {
		case '\n':
		case '\\', '\'', '"':
			b.WriteByte(c)
		case 'a':
			b.WriteByte(7)
		case 'b':
			b.WriteByte(8)
		case 'f':
			b.WriteByte(12)
		case 'n':
			b.WriteByte('\n')
		case 'r':
			b.WriteByte('\r')
		case 't':
			b.WriteByte('\t')
		case 'v':
			b.WriteByte(11)
		case '0', '1', '2', '3', '4', '5', '6', '7':
			v := int(c - '0')
			for k := 0; k < 2 && i < len(body) && body[i] >= '0' && body[i] <= '7'; k++ {
				v = v*8 + int(body[i]-'0')
				i++
			}
			if part.isBytes {
				b.WriteByte(byte(v))
			} else {
				writeRune(&b, rune(v))
			}
		case 'x':
			v, ok := hexValue(body, i, 2)
			if !ok {
				p.escapeError(part, escStart, i+hexDigits(body, i, 2), "truncated \\xXX escape")
			}
			i += 2
			if part.isBytes {
				b.WriteByte(byte(v))
			} else {
				writeRune(&b, rune(v))
			}
		case 'u', 'U':
			if part.isBytes {
				b.WriteByte('\\')
				b.WriteByte(c)
				break
			}
			n := 4
			if c == 'U' {
				n = 8
			}
			v, ok := hexValue(body, i, n)
			if !ok {
				p.escapeError(part, escStart, i+hexDigits(body, i, n), fmt.Sprintf("truncated \\%cXXXX%s escape", c, strings.Repeat("XXXX", n/4-1)))
			}
			if v > 0x10FFFF {
				p.escapeError(part, escStart, i+n, "illegal Unicode character")
			}
			i += n
			writeRune(&b, rune(v))
		case 'N':
			if part.isBytes {
				b.WriteByte('\\')
				b.WriteByte(c)
				break
			}
			if i >= len(body) || body[i] != '{' {
				p.escapeError(part, escStart, i, "malformed \\N character escape")
			}
			j := i + 1
			for j < len(body) && body[j] != '}' {
				j++
			}
			if j >= len(body) || j == i+1 {
				p.escapeError(part, escStart, j, "malformed \\N character escape")
			}
			r, ok := lookupRuneName(string(body[i+1 : j]))
			if !ok {
				p.escapeError(part, escStart, j+1, "unknown Unicode character name")
			}
			writeRune(&b, r)
			i = j + 1
		default:
			// Invalid escapes are kept verbatim (CPython only warns).
			b.WriteByte('\\')
			i--
		}
	}
	return b.String()
}

// writeRune writes r as UTF-8, encoding lone surrogates the way CPython's
// "surrogatepass" would so that they are not lost.
func writeRune(b *strings.Builder, r rune) {
	if r >= 0xD800 && r <= 0xDFFF {
		b.WriteByte(byte(0xE0 | r>>12))
		b.WriteByte(byte(0x80 | (r>>6)&0x3F))
		b.WriteByte(byte(0x80 | r&0x3F))
		return
	}
	b.WriteRune(r)
}

// hexDigits counts the hex digits at body[i:], up to n.
func hexDigits(body []byte, i, n int) int {
	k := 0
	for k < n && i+k < len(body) {
		c := body[i+k]
		if !(c >= '0' && c <= '9' || c|0x20 >= 'a' && c|0x20 <= 'f') {
			break
		}
		k++
	}
	return k
}

func hexValue(body []byte, i, n int) (int, bool) {
	if i+n > len(body) {
		return 0, false
	}
	v := 0
	for k := 0; k < n; k++ {
		c := body[i+k]
		switch {
		case c >= '0' && c <= '9':
			v = v*16 + int(c-'0')
		case c|0x20 >= 'a' && c|0x20 <= 'f':
			v = v*16 + int(c|0x20-'a'+10)
		default:
			return 0, false
		}
	}
	return v, true
}

// escapeError reports a bad escape like CPython's unicode error, at the
// token after the string (where CPython's parser stands).
func (p *parser) escapeError(part *strPart, from, to int, what string) {
	codec := "unicodeescape"
	if part.isBytes {
		codec = "bytesescape"
	}
	if to > from+1 {
		to--
	}
	if to >= part.bodyEnd-part.bodyStart {
		to = part.bodyEnd - part.bodyStart - 1
	}
	msg := fmt.Sprintf("(unicode error) '%s' codec can't decode bytes in position %d-%d: %s", codec, from, to, what)
	if part.isBytes {
		msg = fmt.Sprintf("(value error) invalid \\x escape at position %d", from)
	}
	t := p.tok()
	p.raise("SyntaxError", msg, t.Line, t.Col, t.Line, t.Col)
}
