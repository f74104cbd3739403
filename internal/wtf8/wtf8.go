// Package wtf8 decodes and encodes the text of krait's str values: UTF-8,
// except that a lone surrogate code point (U+D800-U+DFFF, which a Python
// str may hold: '\ud800', chr(0xdc00), 'surrogateescape' decoding) is
// stored in the generalized UTF-8 three-byte form (ED A0-BF 80-BF), as
// WTF-8 does. Go's unicode/utf8 reads those three bytes as three invalid
// bytes; every place that decodes a str's text into code points goes
// through this package instead, so that '\ud800' is one character
// everywhere (len, indexing, iteration, ord, methods, codecs).
//
// A surrogate pair is never stored as two lone surrogates: '\ud83d\ude00'
// written in a literal is a str of two code points in CPython too, and
// is stored as two three-byte sequences (not as the four-byte U+1F600),
// so that len() is 2 as in CPython.
package wtf8

import (
	"strings"
	"unicode/utf8"
)

// RuneError is returned for bytes that are neither UTF-8 nor a surrogate.
const RuneError = utf8.RuneError

// surrogate decodes the three-byte form of a surrogate at the start of s.
func surrogate(s string) (rune, bool) {
	if len(s) < 3 || s[0] != 0xED || s[1] < 0xA0 || s[1] > 0xBF || s[2] < 0x80 || s[2] > 0xBF {
		return 0, false
	}
	return 0xD000 | rune(s[1]&0x3F)<<6 | rune(s[2]&0x3F), true
}

// IsSurrogate reports whether r is a surrogate code point.
func IsSurrogate(r rune) bool { return r >= 0xD800 && r <= 0xDFFF }

// DecodeRune returns the first code point of s and its size in bytes,
// like utf8.DecodeRuneInString, reading a stored surrogate as one code
// point of three bytes.
//
// Its cost is kept within the compiler's inlining budget (the named
// results and the separate slow path are what make it fit; the inlining
// test checks it): the ASCII case then costs a compare at each caller.
func DecodeRune(s string) (r rune, size int) {
	if s != "" && s[0] < utf8.RuneSelf {
		return rune(s[0]), 1
	}
	r, size = decodeRuneSlow(s)
	return
}

// decodeRuneSlow is DecodeRune for text that does not start with ASCII.
func decodeRuneSlow(s string) (rune, int) {
	r, n := utf8.DecodeRuneInString(s)
	if r == utf8.RuneError && n == 1 && s[0] == 0xED {
		if sr, ok := surrogate(s); ok {
			return sr, 3
		}
	}
	return r, n
}

// DecodeLastRune returns the last code point of s and its size in bytes.
func DecodeLastRune(s string) (rune, int) {
	r, n := utf8.DecodeLastRuneInString(s)
	if r == utf8.RuneError && n == 1 && len(s) >= 3 {
		if sr, ok := surrogate(s[len(s)-3:]); ok {
			return sr, 3
		}
	}
	return r, n
}

// RuneCount returns the number of code points in s.
func RuneCount(s string) int {
	// One pass, as utf8.RuneCountInString: a stored surrogate decodes as
	// three invalid bytes, the first of them 0xED; count it once.
	n := 0
	for i, r := range s {
		n++
		if r == utf8.RuneError && s[i] == 0xED {
			if _, ok := surrogate(s[i:]); ok {
				n -= 2
			}
		}
	}
	return n
}

// HasSurrogate reports whether s holds a stored surrogate.
func HasSurrogate(s string) bool {
	for i := strings.IndexByte(s, 0xED); i >= 0 && i+2 < len(s); {
		if _, ok := surrogate(s[i:]); ok {
			return true
		}
		j := strings.IndexByte(s[i+1:], 0xED)
		if j < 0 {
			break
		}
		i += 1 + j
	}
	return false
}

// RuneLen returns the bytes that AppendRune writes for r (-1 for a value
// that is not a code point).
func RuneLen(r rune) int {
	if IsSurrogate(r) {
		return 3
	}
	return utf8.RuneLen(r)
}

// AppendRune appends the stored form of code point r to dst: UTF-8, or
// the three-byte form of a surrogate.
func AppendRune(dst []byte, r rune) []byte {
	if IsSurrogate(r) {
		return append(dst, 0xED, byte(0x80|(r>>6)&0x3F), byte(0x80|r&0x3F))
	}
	return utf8.AppendRune(dst, r)
}

// EncodeRune returns the stored form of code point r as a string.
func EncodeRune(r rune) string {
	if r < utf8.RuneSelf && r >= 0 {
		return string(byte(r))
	}
	var b [4]byte
	return string(AppendRune(b[:0], r))
}

// Runes returns the code points of s.
func Runes(s string) []rune {
	return AppendRunes(make([]rune, 0, len(s)), s) //krait:alloc-ok at most one rune per byte of a str that exists (callers charge what they keep)
}

// AppendRunes appends the code points of s to dst. With a dst on the
// caller's stack (a short format spec), no allocation is made, as Go's
// own []rune(s) conversion does for a result that does not escape.
func AppendRunes(dst []rune, s string) []rune {
	for i := 0; i < len(s); {
		r, n := DecodeRune(s[i:])
		dst = append(dst, r) //krait:alloc-ok at most len(s) code points: Runes makes the capacity; other callers pass a small stack buffer for short texts, and append grows it by what the str already holds
		i += n
	}
	return dst
}

// FromRunes returns the stored text of the code points rs.
func FromRunes(rs []rune) string {
	b := make([]byte, 0, len(rs)) //krait:alloc-ok at least one byte per code point that exists
	for _, r := range rs {
		b = AppendRune(b, r)
	}
	return string(b)
}

// Valid reports whether s is a str's stored text: UTF-8 with stored
// surrogates.
func Valid(s string) bool {
	for i := 0; i < len(s); {
		r, n := DecodeRune(s[i:])
		if r == utf8.RuneError && n == 1 {
			return false
		}
		i += n
	}
	return true
}
