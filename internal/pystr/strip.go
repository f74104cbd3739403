package pystr

import (
	"github.com/kraitpy/krait/internal/wtf8"

	"strings"
)

// Strip implements str.strip() without arguments: leading and trailing
// Python whitespace removed.
func Strip(s string) string { return RStrip(LStrip(s)) }

// LStrip implements str.lstrip() without arguments.
func LStrip(s string) string { return s[skipSpace(s, 0):] }

// RStrip implements str.rstrip() without arguments.
func RStrip(s string) string {
	j := len(s)
	for j > 0 {
		sp, size := spaceBefore(s, j)
		if !sp {
			break
		}
		j -= size
	}
	return s[:j]
}

// StripChars implements str.strip(chars): leading and trailing code
// points that occur in chars removed.
func StripChars(s, chars string) string { return RStripChars(LStripChars(s, chars), chars) }

// LStripChars implements str.lstrip(chars).
func LStripChars(s, chars string) string {
	if isASCII(chars) {
		return strings.TrimLeft(s, chars)
	}
	i := 0
	for i < len(s) {
		r, size := decodeAt(s, i)
		if !containsRune(chars, r, size) {
			break
		}
		i += size
	}
	return s[i:]
}

// RStripChars implements str.rstrip(chars).
func RStripChars(s, chars string) string {
	if isASCII(chars) {
		return strings.TrimRight(s, chars)
	}
	j := len(s)
	for j > 0 {
		r, size := wtf8.DecodeLastRune(s[:j])
		if !containsRune(chars, r, size) {
			break
		}
		j -= size
	}
	return s[:j]
}

// containsRune reports whether chars holds r; an invalid byte (RuneError
// of size 1) is never matched.
func containsRune(chars string, r rune, size int) bool {
	if r == wtf8.RuneError && size == 1 {
		return false
	}
	if wtf8.IsSurrogate(r) {
		return strings.Contains(chars, wtf8.EncodeRune(r))
	}
	return strings.ContainsRune(chars, r)
}
