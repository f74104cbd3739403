// Package pyfmt renders Go primitives the way CPython 3.11 renders the
// corresponding Python values: repr of floats, complex numbers, str and
// bytes, and (in the other files) the format-spec mini-language and
// %-formatting.
package pyfmt

import (
	"math"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// FloatRepr returns repr(f) exactly as CPython prints it.
func FloatRepr(f float64) string {
	return floatRepr(f, true)
}

// floatRepr implements repr(float); addPointZero is false for the parts of
// a complex repr, where CPython prints integral values without ".0".
func floatRepr(f float64, addPointZero bool) string {
	switch {
	case math.IsInf(f, 1):
		return "inf"
	case math.IsInf(f, -1):
		return "-inf"
	case math.IsNaN(f):
		return "nan"
	}
	// Shortest round-trip digits, then CPython's layout: fixed notation
	// for decimal exponents in [-4, 16), scientific otherwise.
	e := strconv.FormatFloat(f, 'e', -1, 64)
	mant, expStr, _ := strings.Cut(e, "e")
	exp, _ := strconv.Atoi(expStr)
	neg := strings.HasPrefix(mant, "-")
	if neg {
		mant = mant[1:]
	}
	digits := strings.Replace(mant, ".", "", 1)
	var b strings.Builder
	if neg {
		b.WriteByte('-')
	}
	if -4 <= exp && exp < 16 {
		if exp < 0 {
			b.WriteString("0.")
			b.WriteString(strings.Repeat("0", -exp-1))
			b.WriteString(digits)
		} else if len(digits) <= exp+1 {
			b.WriteString(digits)
			b.WriteString(strings.Repeat("0", exp+1-len(digits)))
			if addPointZero {
				b.WriteString(".0")
			}
		} else {
			b.WriteString(digits[:exp+1])
			b.WriteByte('.')
			b.WriteString(digits[exp+1:])
		}
		return b.String()
	}
	b.WriteByte(digits[0])
	if len(digits) > 1 {
		b.WriteByte('.')
		b.WriteString(digits[1:])
	}
	b.WriteByte('e')
	if exp < 0 {
		b.WriteByte('-')
		exp = -exp
	} else {
		b.WriteByte('+')
	}
	if exp < 10 {
		b.WriteByte('0')
	}
	b.WriteString(strconv.Itoa(exp))
	return b.String()
}

// ComplexRepr returns repr(c) exactly as CPython prints it.
func ComplexRepr(c complex128) string {
	re, im := real(c), imag(c)
	if re == 0 && !math.Signbit(re) {
		return floatRepr(im, false) + "j"
	}
	ims := floatRepr(im, false)
	if !strings.HasPrefix(ims, "-") {
		ims = "+" + ims
	}
	return "(" + floatRepr(re, false) + ims + "j)"
}

// IsPrintable reports whether CPython's str.isprintable() holds for r.
func IsPrintable(r rune) bool {
	if r == ' ' {
		return true
	}
	if r < 0x7f {
		return r > 0x20
	}
	if unicode.In(r, unicode.Cc, unicode.Cf, unicode.Cs, unicode.Co, unicode.Zl, unicode.Zp, unicode.Zs) {
		return false
	}
	// Unassigned code points (Cn) are not printable.
	return unicode.In(r, unicode.L, unicode.M, unicode.N, unicode.P, unicode.S)
}

// StrRepr returns repr(s) for a Python str exactly as CPython prints it.
// Invalid UTF-8 bytes (lone surrogates carried through) are shown as \x..
// escapes of the replacement rune's code point.
func StrRepr(s string) string {
	quote := byte('\'')
	if strings.IndexByte(s, '\'') >= 0 && strings.IndexByte(s, '"') < 0 {
		quote = '"'
	}
	var b strings.Builder
	b.Grow(len(s) + 2)
	b.WriteByte(quote)
	for i := 0; i < len(s); {
		c := s[i]
		if c < utf8.RuneSelf {
			i++
			switch {
			case c == quote || c == '\\':
				b.WriteByte('\\')
				b.WriteByte(c)
			case c == '\t':
				b.WriteString(`\t`)
			case c == '\n':
				b.WriteString(`\n`)
			case c == '\r':
				b.WriteString(`\r`)
			case c < ' ' || c == 0x7f:
				writeHexEscape(&b, 'x', uint32(c), 2)
			default:
				b.WriteByte(c)
			}
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		if IsPrintable(r) && !(r == utf8.RuneError && size == 1) {
			b.WriteString(s[i : i+size])
		} else if r < 0x100 {
			writeHexEscape(&b, 'x', uint32(r), 2)
		} else if r < 0x10000 {
			writeHexEscape(&b, 'u', uint32(r), 4)
		} else {
			writeHexEscape(&b, 'U', uint32(r), 8)
		}
		i += size
	}
	b.WriteByte(quote)
	return b.String()
}

// BytesRepr returns repr(b) for a Python bytes object, with the given
// prefix ("b" for bytes; bytearray callers wrap the result themselves).
func BytesRepr(s string) string {
	quote := byte('\'')
	if strings.IndexByte(s, '\'') >= 0 && strings.IndexByte(s, '"') < 0 {
		quote = '"'
	}
	var b strings.Builder
	b.Grow(len(s) + 3)
	b.WriteByte('b')
	b.WriteByte(quote)
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c == quote || c == '\\':
			b.WriteByte('\\')
			b.WriteByte(c)
		case c == '\t':
			b.WriteString(`\t`)
		case c == '\n':
			b.WriteString(`\n`)
		case c == '\r':
			b.WriteString(`\r`)
		case c < ' ' || c >= 0x7f:
			writeHexEscape(&b, 'x', uint32(c), 2)
		default:
			b.WriteByte(c)
		}
	}
	b.WriteByte(quote)
	return b.String()
}

const hexDigits = "0123456789abcdef"

func writeHexEscape(b *strings.Builder, kind byte, v uint32, width int) {
	b.WriteByte('\\')
	b.WriteByte(kind)
	for shift := 4 * (width - 1); shift >= 0; shift -= 4 {
		b.WriteByte(hexDigits[(v>>uint(shift))&0xf])
	}
}
