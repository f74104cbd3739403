package re

import (
	"fmt"
	"strings"
	"unicode"
)

// Python text helpers for error messages and names: str.isidentifier,
// int() of a group number, repr() and backslashreplace.

// isIdentifier is Python's str.isidentifier (XID_Start then XID_Continue,
// approximated with Unicode categories).
func isIdentifier(s string) bool {
	if s == "" {
		return false
	}
	for i, r := range s {
		if r == '_' || unicode.IsLetter(r) || unicode.Is(unicode.Nl, r) {
			continue
		}
		if i > 0 && (unicode.Is(unicode.Mn, r) || unicode.Is(unicode.Mc, r) || unicode.Is(unicode.Nd, r) || unicode.Is(unicode.Pc, r)) {
			continue
		}
		return false
	}
	return true
}

// pyIntLiteral parses s the way Python's int(s) does for the forms a group
// number can take: optional surrounding whitespace, an optional sign,
// decimal digits (any script) with single underscores between them.
func pyIntLiteral(s string) (int64, bool) {
	s = strings.TrimFunc(s, unicode.IsSpace)
	neg := false
	if s != "" && (s[0] == '+' || s[0] == '-') {
		neg = s[0] == '-'
		s = s[1:]
	}
	if s == "" || s[0] == '_' || s[len(s)-1] == '_' || strings.Contains(s, "__") {
		return 0, false
	}
	var v int64
	for _, r := range s {
		if r == '_' {
			continue
		}
		d := unicodeDigitValue(r)
		if d < 0 {
			return 0, false
		}
		if v > (1<<62)/10 {
			v = 1 << 62 // saturate: far beyond any group number
			continue
		}
		v = v*10 + int64(d)
	}
	if neg {
		v = -v
	}
	return v, true
}

// unicodeDigitValue returns the value of a decimal digit (category Nd) or -1.
func unicodeDigitValue(r rune) int {
	if r >= '0' && r <= '9' {
		return int(r - '0')
	}
	if !unicode.Is(unicode.Nd, r) {
		return -1
	}
	// Nd digits come in contiguous runs of ten starting at a zero.
	z := r
	for unicode.Is(unicode.Nd, z-1) && r-z < 9 {
		z--
	}
	return int(r - z)
}

// pyRepr renders a str like Python's repr().
func pyRepr(s string) string {
	quote := byte('\'')
	if strings.ContainsRune(s, '\'') && !strings.ContainsRune(s, '"') {
		quote = '"'
	}
	var b strings.Builder
	b.WriteByte(quote)
	for _, r := range s {
		switch {
		case r == rune(quote) || r == '\\':
			b.WriteByte('\\')
			b.WriteRune(r)
		case r == '\n':
			b.WriteString(`\n`)
		case r == '\r':
			b.WriteString(`\r`)
		case r == '\t':
			b.WriteString(`\t`)
		case r < 0x20 || r == 0x7f:
			fmt.Fprintf(&b, `\x%02x`, r)
		case r < 0x7f:
			b.WriteRune(r)
		case !unicode.IsPrint(r):
			switch {
			case r <= 0xff:
				fmt.Fprintf(&b, `\x%02x`, r)
			case r <= 0xffff:
				fmt.Fprintf(&b, `\u%04x`, r)
			default:
				fmt.Fprintf(&b, `\U%08x`, r)
			}
		default:
			b.WriteRune(r)
		}
	}
	b.WriteByte(quote)
	return b.String()
}

// backslashReplace is str.encode('ascii', 'backslashreplace') for the
// messages of bytes patterns.
func backslashReplace(s string) string {
	var b strings.Builder
	for _, r := range s {
		switch {
		case r < 0x80:
			b.WriteRune(r)
		case r <= 0xff:
			fmt.Fprintf(&b, `\x%02x`, r)
		case r <= 0xffff:
			fmt.Fprintf(&b, `\u%04x`, r)
		default:
			fmt.Fprintf(&b, `\U%08x`, r)
		}
	}
	return b.String()
}
