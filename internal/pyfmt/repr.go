// Package pyfmt renders Go primitives the way CPython 3.11 renders the
// corresponding Python values: repr of floats, complex numbers, str and
// bytes, and (in the other files) the format-spec mini-language and
// %-formatting.
package pyfmt

import (
	"github.com/kraitpy/krait/internal/wtf8"

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

// AppendFloatRepr appends repr(f) to dst.
func AppendFloatRepr(dst []byte, f float64) []byte {
	return appendFloatRepr(dst, f, true)
}

// floatRepr implements repr(float); addPointZero is false for the parts of
// a complex repr, where CPython prints integral values without ".0".
func floatRepr(f float64, addPointZero bool) string {
	var stack [40]byte
	return string(appendFloatRepr(stack[:0], f, addPointZero))
}

// appendFloatRepr appends floatRepr(f, addPointZero) to dst.
func appendFloatRepr(dst []byte, f float64, addPointZero bool) []byte {
	switch {
	case math.IsInf(f, 1):
		return append(dst, "inf"...)
	case math.IsInf(f, -1):
		return append(dst, "-inf"...)
	case math.IsNaN(f):
		return append(dst, "nan"...)
	}
	// Shortest round-trip digits, then CPython's layout: fixed notation
	// for decimal exponents in [-4, 16), scientific otherwise.
	var tmp [32]byte
	e := strconv.AppendFloat(tmp[:0], f, 'e', -1, 64)
	if e[0] == '-' {
		dst = append(dst, '-')
		e = e[1:]
	}
	k := 0
	for e[k] != 'e' {
		k++
	}
	mant := e[:k]
	exp := 0
	for _, c := range e[k+2:] {
		exp = exp*10 + int(c-'0')
	}
	if e[k+1] == '-' {
		exp = -exp
	}
	// The significant digits: the mantissa without its decimal point.
	var dig [24]byte
	digits := append(dig[:0], mant[0])
	if len(mant) > 2 {
		digits = append(digits, mant[2:]...) //krait:alloc-ok a float's shortest digits: at most 17 (dig is 24 bytes)
	}
	if -4 <= exp && exp < 16 {
		switch {
		case exp < 0:
			dst = append(dst, '0', '.')
			dst = appendZeros(dst, -exp-1)
			dst = append(dst, digits...) //krait:alloc-ok a float's shortest digits: at most 17 (dig is 24 bytes)
		case len(digits) <= exp+1:
			dst = append(dst, digits...) //krait:alloc-ok a float's shortest digits: at most 17 (dig is 24 bytes)
			dst = appendZeros(dst, exp+1-len(digits))
			if addPointZero {
				dst = append(dst, '.', '0')
			}
		default:
			dst = append(dst, digits[:exp+1]...) //krait:alloc-ok a float's shortest digits: at most 17 (dig is 24 bytes)
			dst = append(dst, '.')
			dst = append(dst, digits[exp+1:]...) //krait:alloc-ok a float's shortest digits: at most 17 (dig is 24 bytes)
		}
		return dst
	}
	dst = append(dst, digits[0])
	if len(digits) > 1 {
		dst = append(dst, '.')
		dst = append(dst, digits[1:]...) //krait:alloc-ok a float's shortest digits: at most 17 (dig is 24 bytes)
	}
	dst = append(dst, 'e')
	if exp < 0 {
		dst = append(dst, '-')
		exp = -exp
	} else {
		dst = append(dst, '+')
	}
	if exp < 10 {
		dst = append(dst, '0')
	}
	return strconv.AppendInt(dst, int64(exp), 10)
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
	// Unassigned code points (Cn) are not printable, including those
	// assigned only after Unicode 14.0, the version CPython 3.11 uses.
	return unicode.In(r, unicode.L, unicode.M, unicode.N, unicode.P, unicode.S) &&
		!unicode.Is(newerThanUnicode14, r)
}

// newerThanUnicode14 holds the graphic code points that Go's Unicode 15.0
// tables assign but Unicode 14.0 leaves unassigned (so CPython 3.11 treats
// them as unprintable). Derived by comparing with CPython's
// str.isprintable over every code point (see repr_test.go).
var newerThanUnicode14 = &unicode.RangeTable{
	R16: []unicode.Range16{
		{0x0CF3, 0x0CF3, 1},
		{0x0ECE, 0x0ECE, 1},
	},
	R32: []unicode.Range32{
		{0x10EFD, 0x10EFF, 1},
		{0x1123F, 0x11241, 1},
		{0x11B00, 0x11B09, 1},
		{0x11F00, 0x11F10, 1},
		{0x11F12, 0x11F3A, 1},
		{0x11F3E, 0x11F59, 1},
		{0x1342F, 0x1342F, 1},
		{0x13440, 0x13455, 1},
		{0x1B132, 0x1B132, 1},
		{0x1B155, 0x1B155, 1},
		{0x1D2C0, 0x1D2D3, 1},
		{0x1DF25, 0x1DF2A, 1},
		{0x1E030, 0x1E06D, 1},
		{0x1E08F, 0x1E08F, 1},
		{0x1E4D0, 0x1E4F9, 1},
		{0x1F6DC, 0x1F6DC, 1},
		{0x1F774, 0x1F776, 1},
		{0x1F77B, 0x1F77F, 1},
		{0x1F7D9, 0x1F7D9, 1},
		{0x1FA75, 0x1FA77, 1},
		{0x1FA87, 0x1FA88, 1},
		{0x1FAAD, 0x1FAAF, 1},
		{0x1FABB, 0x1FABD, 1},
		{0x1FABF, 0x1FABF, 1},
		{0x1FACE, 0x1FACF, 1},
		{0x1FADA, 0x1FADB, 1},
		{0x1FAE8, 0x1FAE8, 1},
		{0x1FAF7, 0x1FAF8, 1},
		{0x2B739, 0x2B739, 1},
		{0x31350, 0x323AF, 1},
	},
}

// StrRepr returns repr(s) for a Python str exactly as CPython prints it.
// s is UTF-8, except that lone surrogates may appear in the generalized
// (WTF-8) three-byte form; they print as \udxxx like CPython's. Any other
// invalid byte, which no Python str can hold, prints as a \x escape.
func StrRepr(s string) string {
	if len(s) <= 60 {
		var stack [128]byte
		return string(AppendStrRepr(stack[:0], s))
	}
	return string(AppendStrRepr(make([]byte, 0, len(s)+2), s))
}

// AppendStrRepr appends StrRepr(s) to dst.
func AppendStrRepr(dst []byte, s string) []byte {
	quote := ReprQuote(s)
	dst = append(dst, quote)
	dst = AppendStrReprBody(dst, s, quote)
	return append(dst, quote)
}

// ReprQuote is the quote the repr of a str or bytes s uses: a double
// quote when s has single quotes and no double quotes.
func ReprQuote(s string) byte {
	if strings.IndexByte(s, '\'') >= 0 && strings.IndexByte(s, '"') < 0 {
		return '"'
	}
	return '\''
}

// AppendStrReprBody appends the characters of StrRepr(s) between its
// quotes, escaped for the given quote. Each code point maps on its own:
// the text can be escaped piece by piece.
func AppendStrReprBody(dst []byte, s string, quote byte) []byte {
	for i := 0; i < len(s); {
		c := s[i]
		if c < utf8.RuneSelf {
			i++
			switch {
			case c == quote || c == '\\':
				dst = append(dst, '\\')
				dst = append(dst, c)
			case c == '\t':
				dst = append(dst, `\t`...) //krait:alloc-ok repr of a str that exists: at most 10 bytes a character; the callers charge the result
			case c == '\n':
				dst = append(dst, `\n`...) //krait:alloc-ok repr of a str that exists: at most 10 bytes a character; the callers charge the result
			case c == '\r':
				dst = append(dst, `\r`...) //krait:alloc-ok repr of a str that exists: at most 10 bytes a character; the callers charge the result
			case c < ' ' || c == 0x7f:
				dst = appendHexEscape(dst, 'x', uint32(c), 2)
			default:
				dst = append(dst, c)
			}
			continue
		}
		r, size := wtf8.DecodeRune(s[i:]) // a lone surrogate is not printable: \udxxx below
		if r == utf8.RuneError && size == 1 {
			dst = appendHexEscape(dst, 'x', uint32(s[i]), 2)
			i++
			continue
		}
		if IsPrintable(r) {
			dst = append(dst, s[i:i+size]...) //krait:alloc-ok repr of a str that exists: at most 10 bytes a character; the callers charge the result
		} else if r < 0x100 {
			dst = appendHexEscape(dst, 'x', uint32(r), 2)
		} else if r < 0x10000 {
			dst = appendHexEscape(dst, 'u', uint32(r), 4)
		} else {
			dst = appendHexEscape(dst, 'U', uint32(r), 8)
		}
		i += size
	}
	return dst
}

// BytesRepr returns repr(b) for a Python bytes object, with the given
// prefix ("b" for bytes; bytearray callers wrap the result themselves).
func BytesRepr(s string) string {
	quote := ReprQuote(s)
	b := make([]byte, 0, len(s)+3) //krait:alloc-ok len(s)+3 for bytes s that exist; escapes grow it (callers charge large ones first: EscapeText)
	b = append(b, 'b', quote)
	b = AppendBytesReprBody(b, s, quote, false)
	return string(append(b, quote))
}

// AppendBytesReprBody appends the characters of repr(s) for bytes s
// between its quotes, escaped for the given quote; escapeSingle escapes a
// single quote even inside double quotes (bytearray's repr does). Each
// byte maps on its own: the bytes can be escaped piece by piece.
func AppendBytesReprBody(dst []byte, s string, quote byte, escapeSingle bool) []byte {
	for i := 0; i < len(s); i++ {
		e, n := bytesEscape(s[i], quote, escapeSingle)
		// Large texts are escaped into a buffer their caller sized and
		// charged by measuring first (py's EscapeText); others are reprs
		// of at most 4 KiB, of the program's source, or error messages.
		dst = append(dst, e[:n]...) //krait:alloc-ok at most 4 bytes a byte, into a buffer the caller sized (py.EscapeText for large texts)
	}
	return dst
}

// bytesEscape is how the repr of bytes shows byte c: its first n bytes.
func bytesEscape(c, quote byte, escapeSingle bool) (e [4]byte, n int) {
	switch {
	case c == quote || c == '\\' || c == '\'' && escapeSingle:
		return [4]byte{'\\', c}, 2
	case c == '\t':
		return [4]byte{'\\', 't'}, 2
	case c == '\n':
		return [4]byte{'\\', 'n'}, 2
	case c == '\r':
		return [4]byte{'\\', 'r'}, 2
	case c < ' ' || c >= 0x7f:
		return [4]byte{'\\', 'x', hexDigits[c>>4], hexDigits[c&15]}, 4
	}
	return [4]byte{c}, 1
}

const hexDigits = "0123456789abcdef"

// appendHexEscape appends the escape \<kind><width hex digits of v>.
func appendHexEscape(dst []byte, kind byte, v uint32, width int) []byte {
	dst = append(dst, '\\', kind)
	for shift := 4 * (width - 1); shift >= 0; shift -= 4 {
		dst = append(dst, hexDigits[(v>>uint(shift))&0xf])
	}
	return dst
}
