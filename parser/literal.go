package parser

import (
	"bytes"
	"math/big"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/kraitpy/krait/internal/ucd"
	"github.com/kraitpy/krait/lexer"
	"golang.org/x/text/encoding/ianaindex"
	"golang.org/x/text/unicode/norm"
)

// number converts a NUMBER token to its Constant value: int64, *big.Int,
// float64 or complex128.
func (p *parser) number(t *lexer.Token) any {
	b := p.text(t)
	if bytes.IndexByte(b, '_') >= 0 {
		b = bytes.ReplaceAll(b, []byte{'_'}, nil)
	}
	s := string(b)
	last := s[len(s)-1] | 0x20
	if last == 'j' {
		f := parseFloat(s[:len(s)-1])
		return complex(0, f)
	}
	if len(s) > 1 && s[0] == '0' {
		base := 0
		switch s[1] | 0x20 {
		case 'x':
			base = 16
		case 'o':
			base = 8
		case 'b':
			base = 2
		}
		if base != 0 {
			return intValue(s[2:], base)
		}
	}
	if strings.ContainsAny(s, ".eE") {
		return parseFloat(s)
	}
	return intValue(s, 10)
}

func parseFloat(s string) float64 {
	f, _ := strconv.ParseFloat(s, 64) // range errors give ±Inf or 0, as Python does
	return f
}

func intValue(s string, base int) any {
	if v, err := strconv.ParseInt(s, base, 64); err == nil {
		return v
	}
	z, ok := new(big.Int).SetString(s, base)
	if !ok {
		return int64(0)
	}
	if z.IsInt64() {
		return z.Int64()
	}
	return z
}

// nfkc normalizes a non-ASCII identifier as CPython does.
func nfkc(s string) string { return norm.NFKC.String(s) }

// lookupRuneName resolves a \N{...} name as CPython's string literals do.
func lookupRuneName(name string) (rune, bool) { return ucd.LookupRune(name) }

// codingCookie returns the encoding declared in the first two lines.
func codingCookie(src []byte) string {
	for n := 0; n < 2 && len(src) > 0; n++ {
		line := src
		if i := bytes.IndexByte(src, '\n'); i >= 0 {
			line, src = src[:i], src[i+1:]
		} else {
			src = nil
		}
		t := bytes.TrimLeft(line, " \t\f")
		if len(t) == 0 || t[0] != '#' {
			if len(t) != 0 {
				return ""
			}
			continue
		}
		i := bytes.Index(t, []byte("coding"))
		if i < 0 || i+6 >= len(t) || (t[i+6] != ':' && t[i+6] != '=') {
			continue
		}
		rest := bytes.TrimLeft(t[i+7:], " \t")
		j := 0
		for j < len(rest) && (rest[j] == '-' || rest[j] == '_' || rest[j] == '.' || rest[j] >= '0' && rest[j] <= '9' || rest[j]|0x20 >= 'a' && rest[j]|0x20 <= 'z') {
			j++
		}
		return strings.ToLower(string(rest[:j]))
	}
	return ""
}

// isLatin1 reports whether an encoding name means ISO-8859-1.
func isLatin1(enc string) bool {
	enc = strings.ReplaceAll(enc, "_", "-")
	switch enc {
	case "latin-1", "latin1", "iso-8859-1", "iso8859-1", "l1", "iso-latin-1", "8859", "cp819":
		return true
	}
	return strings.HasPrefix(enc, "latin-1-") || strings.HasPrefix(enc, "iso-8859-1-")
}

func isUTF8(enc string) bool {
	enc = strings.ReplaceAll(enc, "_", "-")
	return enc == "utf-8" || enc == "utf8" || strings.HasPrefix(enc, "utf-8-")
}

// decodeWith converts source declared in a non-UTF-8 encoding.
func decodeWith(filename, enc string, src []byte) ([]byte, error) {
	if isLatin1(enc) {
		return latin1ToUTF8(src), nil
	}
	e, err := ianaindex.IANA.Encoding(enc)
	if err != nil || e == nil {
		e, err = ianaindex.IANA.Encoding(strings.ReplaceAll(enc, "_", "-"))
	}
	if (err != nil || e == nil) && strings.HasPrefix(enc, "cp") {
		if e, err = ianaindex.IANA.Encoding("windows-" + enc[2:]); err != nil || e == nil {
			e, err = ianaindex.IANA.Encoding("ibm" + enc[2:])
		}
	}
	if err != nil || e == nil {
		return nil, &SyntaxError{Kind: "SyntaxError", Filename: filename, Msg: "unknown encoding: " + enc}
	}
	out, err := e.NewDecoder().Bytes(src)
	if err != nil {
		return nil, &SyntaxError{Kind: "SyntaxError", Filename: filename, Msg: "(unicode error) " + err.Error()}
	}
	return out, nil
}

// decodeSource converts source that is not valid UTF-8: Latin-1 when the
// file declares it, otherwise it is an error.
func decodeSource(filename string, src []byte) ([]byte, error) {
	if isLatin1(codingCookie(src)) {
		return latin1ToUTF8(src), nil
	}
	pos := 0
	for pos < len(src) {
		r, size := utf8.DecodeRune(src[pos:])
		if r == utf8.RuneError && size <= 1 {
			break
		}
		pos += size
	}
	line := 1 + bytes.Count(src[:pos], []byte{'\n'})
	text := lineText(src, line)
	// CPython decodes from the offending byte, so it reports position 0.
	return nil, &SyntaxError{Kind: "SyntaxError", Filename: filename, Lineno: line, Offset: 1,
		Text: strings.ToValidUTF8(string(text), "\ufffd"),
		Msg:  "(unicode error) 'utf-8' codec can't decode byte 0x" + strconv.FormatUint(uint64(src[pos]), 16) + " in position 0: " + utf8Problem(src[pos:])}
}

func latin1ToUTF8(src []byte) []byte {
	out := make([]byte, 0, len(src)+len(src)/8)
	for _, c := range src {
		out = utf8.AppendRune(out, rune(c))
	}
	return out
}

// utf8Problem names why b does not start with valid UTF-8, in Python's
// codec words.
func utf8Problem(b []byte) string {
	c := b[0]
	n := 0
	switch {
	case c >= 0xC2 && c <= 0xDF:
		n = 1
	case c >= 0xE0 && c <= 0xEF:
		n = 2
	case c >= 0xF0 && c <= 0xF4:
		n = 3
	default:
		return "invalid start byte"
	}
	for i := 1; i <= n; i++ {
		if i >= len(b) {
			return "unexpected end of data"
		}
		if b[i]&0xC0 != 0x80 {
			return "invalid continuation byte"
		}
	}
	return "invalid continuation byte"
}
