package pystr

import (
	"github.com/kraitpy/krait/internal/wtf8"

	"strings"
	"unicode/utf8"
)

// isASCII reports whether s has only ASCII bytes.
func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return false
		}
	}
	return true
}

// appendMapped appends the full case mapping of r from the given tables.
func appendMapped(b []byte, r rune, runs caseRuns, multi caseMulti) []byte {
	if m, ok := runs.lookup(r); ok {
		return wtf8.AppendRune(b, m)
	}
	if s, ok := multi.lookup(r); ok {
		return append(b, s...) //krait:alloc-ok a special case mapping: at most 3 characters (Unicode's SpecialCasing)
	}
	return wtf8.AppendRune(b, r)
}

// appendUpper, appendLowerSimple, appendTitle and appendFold append the
// full upper, lower (without the final-sigma rule), title and folded
// mapping of r, with a fast path for ASCII.
func appendUpper(b []byte, r rune) []byte {
	if r < utf8.RuneSelf {
		return append(b, toUpperByte(byte(r)))
	}
	return appendMapped(b, r, upperRuns, upperMulti)
}

func appendLowerSimple(b []byte, r rune) []byte {
	if r < utf8.RuneSelf {
		return append(b, toLowerByte(byte(r)))
	}
	return appendMapped(b, r, lowerRuns, lowerMulti)
}

func appendTitle(b []byte, r rune) []byte {
	if r < utf8.RuneSelf {
		return append(b, toUpperByte(byte(r)))
	}
	return appendMapped(b, r, titleRuns, titleMulti)
}

func appendFold(b []byte, r rune) []byte {
	if r < utf8.RuneSelf {
		return append(b, toLowerByte(byte(r)))
	}
	return appendMapped(b, r, foldRuns, foldMulti)
}

// decodeAt decodes the code point at byte offset i; invalid bytes decode
// as wtf8.RuneError with size 1 and are copied through unchanged by the
// case functions.
func decodeAt(s string, i int) (rune, int) {
	c := s[i]
	if c < utf8.RuneSelf {
		return rune(c), 1
	}
	return wtf8.DecodeRune(s[i:])
}

// mapRunes applies f to every code point of s, copying invalid bytes.
func mapRunes(s string, f func(b []byte, s string, i int, r rune) []byte) string {
	return ownedString(appendMapRunes(make([]byte, 0, len(s)+len(s)/8), s, f))
}

// appendMapRunes appends f of every code point of s to b, copying
// invalid bytes.
func appendMapRunes(b []byte, s string, f func(b []byte, s string, i int, r rune) []byte) []byte {
	for i := 0; i < len(s); {
		r, size := decodeAt(s, i)
		if r == wtf8.RuneError && size == 1 {
			b = append(b, s[i])
		} else {
			b = f(b, s, i, r)
		}
		i += size
	}
	return b
}

// Appenders of the case mappings of any text, for callers that size the
// result before making it. The length of a mapping is the sum of the
// lengths of its pieces' mappings: the one rule that looks at neighbours
// (a final capital sigma) chooses between σ and ς, of equal length.

// AppendUpper appends Upper(s) to dst.
func AppendUpper(dst []byte, s string) []byte {
	return appendMapRunes(dst, s, func(b []byte, _ string, _ int, r rune) []byte { return appendUpper(b, r) })
}

// AppendLower appends Lower(s) to dst.
func AppendLower(dst []byte, s string) []byte { return appendMapRunes(dst, s, appendLower) }

// AppendCaseFold appends CaseFold(s) to dst.
func AppendCaseFold(dst []byte, s string) []byte {
	return appendMapRunes(dst, s, func(b []byte, _ string, _ int, r rune) []byte { return appendFold(b, r) })
}

// AppendSwapCase appends SwapCase(s) to dst.
func AppendSwapCase(dst []byte, s string) []byte { return appendMapRunes(dst, s, appendSwapped) }

// Upper implements str.upper(), with full case mappings ('ß' -> 'SS').
func Upper(s string) string {
	if isASCII(s) {
		return strings.ToUpper(s)
	}
	return mapRunes(s, func(b []byte, _ string, _ int, r rune) []byte {
		return appendUpper(b, r)
	})
}

// Lower implements str.lower(), with full case mappings and the
// final-sigma rule ('ΑΣ' -> 'ας').
func Lower(s string) string {
	if isASCII(s) {
		return strings.ToLower(s)
	}
	return mapRunes(s, appendLower)
}

// appendLower is CPython's lower_ucs4: the lowercase mapping of the code
// point r at byte offset i of s, with capital sigma decided by context.
func appendLower(b []byte, s string, i int, r rune) []byte {
	if r == 0x3a3 {
		return wtf8.AppendRune(b, capitalSigma(s, i))
	}
	return appendLowerSimple(b, r)
}

// capitalSigma is CPython's handle_capital_sigma: U+03A3 at byte offset i
// lowercases to final sigma when a cased letter precedes it (skipping
// case-ignorable code points) and none follows it.
func capitalSigma(s string, i int) rune {
	var c rune
	j := i
	found := false
	for j > 0 {
		r, size := wtf8.DecodeLastRune(s[:j])
		j -= size
		c = r
		if !isCaseIgnorable(r) {
			found = true
			break
		}
	}
	final := found && isCased(c)
	if final {
		j = i + wtf8.RuneLen(0x3a3)
		for j < len(s) {
			r, size := decodeAt(s, j)
			if !isCaseIgnorable(r) {
				final = !isCased(r)
				return finalOrNot(final)
			}
			j += size
		}
	}
	return finalOrNot(final)
}

func finalOrNot(final bool) rune {
	if final {
		return 0x3c2
	}
	return 0x3c3
}

// CaseFold implements str.casefold().
func CaseFold(s string) string {
	if isASCII(s) {
		return strings.ToLower(s)
	}
	return mapRunes(s, func(b []byte, _ string, _ int, r rune) []byte {
		return appendFold(b, r)
	})
}

// Title implements str.title(): a code point following a cased one is
// lowercased, any other is titlecased ("they're" -> "They'Re").
func Title(s string) string {
	prevCased := false
	if isASCII(s) {
		b := []byte(s)
		for i, c := range b {
			lower, upper := c >= 'a' && c <= 'z', c >= 'A' && c <= 'Z'
			if prevCased && upper {
				b[i] = c + 'a' - 'A'
			} else if !prevCased && lower {
				b[i] = c - ('a' - 'A')
			}
			prevCased = lower || upper
		}
		return ownedString(b)
	}
	return mapRunes(s, func(b []byte, s string, i int, r rune) []byte {
		if prevCased {
			b = appendLower(b, s, i, r)
		} else {
			b = appendTitle(b, r)
		}
		prevCased = isCased(r)
		return b
	})
}

// Capitalize implements str.capitalize(): the first code point is
// titlecased and the rest lowercased.
func Capitalize(s string) string {
	first := true
	return mapRunes(s, func(b []byte, s string, i int, r rune) []byte {
		if first {
			first = false
			return appendTitle(b, r)
		}
		return appendLower(b, s, i, r)
	})
}

// SwapCase implements str.swapcase(): uppercase code points are
// lowercased and lowercase ones uppercased.
func SwapCase(s string) string {
	if isASCII(s) {
		b := []byte(s)
		for i, c := range b {
			if c >= 'a' && c <= 'z' {
				b[i] = c - ('a' - 'A')
			} else if c >= 'A' && c <= 'Z' {
				b[i] = c + 'a' - 'A'
			}
		}
		return ownedString(b)
	}
	return mapRunes(s, appendSwapped)
}

// appendSwapped appends the swapped case of the code point r at byte
// offset i of s.
func appendSwapped(b []byte, s string, i int, r rune) []byte {
	switch {
	case IsUpperRune(r):
		return appendLower(b, s, i, r)
	case IsLowerRune(r):
		return appendUpper(b, r)
	}
	return wtf8.AppendRune(b, r)
}
