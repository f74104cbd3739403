package pystr

import (
	"github.com/kraitpy/krait/internal/wtf8"

	"strings"
	"unicode/utf8"
)

// Split implements str.split(sep, maxsplit) for a non-empty sep; a
// negative maxsplit means no limit.
func Split(s, sep string, maxsplit int) ([]string, error) {
	if sep == "" {
		return nil, ErrEmptySeparator
	}
	if maxsplit < 0 {
		return strings.Split(s, sep), nil //krait:alloc-ok callers check the pieces first (str: CheckAlloc of the count; bytes: chargeBytesPieces)
	}
	return strings.SplitN(s, sep, maxsplit+1), nil //krait:alloc-ok callers check the pieces first (str: CheckAlloc of the count; bytes: chargeBytesPieces)
}

// RSplit implements str.rsplit(sep, maxsplit) for a non-empty sep,
// splitting from the right.
func RSplit(s, sep string, maxsplit int) ([]string, error) {
	if sep == "" {
		return nil, ErrEmptySeparator
	}
	if maxsplit < 0 {
		return strings.Split(s, sep), nil //krait:alloc-ok callers check the pieces first (str: CheckAlloc of the count; bytes: chargeBytesPieces)
	}
	parts := make([]string, 0, 4)
	end := len(s)
	for ; maxsplit > 0; maxsplit-- {
		i := strings.LastIndex(s[:end], sep)
		if i < 0 {
			break
		}
		parts = append(parts, s[i+len(sep):end])
		end = i
	}
	parts = append(parts, s[:end])
	for i, j := 0, len(parts)-1; i < j; i, j = i+1, j-1 {
		parts[i], parts[j] = parts[j], parts[i]
	}
	return parts, nil
}

// spaceAt reports whether a Python whitespace code point starts at byte
// offset i of s, and its size.
func spaceAt(s string, i int) (bool, int) {
	c := s[i]
	if c < utf8.RuneSelf {
		return asciiSpace[c], 1
	}
	r, size := wtf8.DecodeRune(s[i:])
	return IsSpaceRune(r), size
}

// spaceBefore reports whether a whitespace code point ends at byte offset
// j of s, and its size.
func spaceBefore(s string, j int) (bool, int) {
	c := s[j-1]
	if c < utf8.RuneSelf {
		return asciiSpace[c], 1
	}
	r, size := wtf8.DecodeLastRune(s[:j])
	return IsSpaceRune(r), size
}

// CountWords returns how many pieces SplitWhitespace(s, maxsplit) makes
// (at most maxsplit+1 when maxsplit >= 0), so that a caller can check its
// budget before splitting. ASCII bytes are classified without decoding;
// the rest through spaceAt (a stored surrogate is one non-space code
// point).
func CountWords(s string, maxsplit int) int {
	n := 0
	inWord := false
	for i := 0; i < len(s); {
		var sp bool
		if c := s[i]; c < utf8.RuneSelf {
			sp = asciiSpace[c]
			i++
		} else {
			var size int
			sp, size = spaceAt(s, i)
			i += size
		}
		if sp {
			inWord = false
			continue
		}
		if !inWord {
			n++
			inWord = true
			if maxsplit >= 0 && n > maxsplit {
				return maxsplit + 1
			}
		}
	}
	return n
}

// SplitWhitespace implements str.split() / str.split(None, maxsplit):
// runs of whitespace separate the words, and leading and trailing
// whitespace yields no empty strings. After maxsplit splits the rest,
// stripped on the left only, is the last item.
func SplitWhitespace(s string, maxsplit int) []string {
	return SplitWhitespaceCap(s, maxsplit, 4)
}

// SplitWhitespaceCap is SplitWhitespace into a slice of the given
// capacity (the caller counted the words: a million words grown by
// append allocate five times the slice).
func SplitWhitespaceCap(s string, maxsplit, capacity int) []string {
	return SplitWhitespaceAppend(make([]string, 0, capacity), s, maxsplit) //krait:alloc-ok the caller checked its budget for capacity pieces (str.split counts the words first)
}

// SplitWhitespaceAppend appends SplitWhitespace(s, maxsplit)'s pieces to
// dst (a caller's array on its stack when the words are few).
func SplitWhitespaceAppend(dst []string, s string, maxsplit int) []string {
	if maxsplit < 0 {
		maxsplit = End
	}
	parts := dst
	i := 0
	for ; maxsplit > 0; maxsplit-- {
		i = skipSpace(s, i)
		if i == len(s) {
			break
		}
		j := i
		i = skipWord(s, i)
		parts = append(parts, s[j:i])
	}
	if i < len(s) {
		i = skipSpace(s, i)
		if i != len(s) {
			parts = append(parts, s[i:])
		}
	}
	return parts
}

// skipSpace returns the offset of the first code point at or after i of
// s that is not whitespace (len(s) if none), ASCII bytes tested without
// decoding.
func skipSpace(s string, i int) int {
	for i < len(s) {
		if c := s[i]; c < utf8.RuneSelf {
			if !asciiSpace[c] {
				return i
			}
			i++
			continue
		}
		sp, size := spaceAt(s, i)
		if !sp {
			return i
		}
		i += size
	}
	return i
}

// skipWord returns the offset of the first whitespace code point at or
// after i of s (len(s) if none).
func skipWord(s string, i int) int {
	for i < len(s) {
		if c := s[i]; c < utf8.RuneSelf {
			if asciiSpace[c] {
				return i
			}
			i++
			continue
		}
		sp, size := spaceAt(s, i)
		if sp {
			return i
		}
		i += size
	}
	return i
}

// RSplitWhitespace implements str.rsplit() / str.rsplit(None, maxsplit),
// splitting from the right.
func RSplitWhitespace(s string, maxsplit int) []string {
	return RSplitWhitespaceCap(s, maxsplit, 4)
}

// RSplitWhitespaceCap is RSplitWhitespace into a slice of the given
// capacity.
func RSplitWhitespaceCap(s string, maxsplit, capacity int) []string {
	if maxsplit < 0 {
		maxsplit = End
	}
	parts := make([]string, 0, capacity) //krait:alloc-ok the caller checked its budget for capacity pieces (str.split counts the words first)
	i := len(s)
	for ; maxsplit > 0; maxsplit-- {
		for i > 0 {
			sp, size := spaceBefore(s, i)
			if !sp {
				break
			}
			i -= size
		}
		if i == 0 {
			break
		}
		j := i
		for i > 0 {
			sp, size := spaceBefore(s, i)
			if sp {
				break
			}
			i -= size
		}
		parts = append(parts, s[i:j])
	}
	if i > 0 {
		for i > 0 {
			sp, size := spaceBefore(s, i)
			if !sp {
				break
			}
			i -= size
		}
		if i != 0 {
			parts = append(parts, s[:i])
		}
	}
	for a, b := 0, len(parts)-1; a < b; a, b = a+1, b-1 {
		parts[a], parts[b] = parts[b], parts[a]
	}
	return parts
}

// lineBreakAt reports whether a Python line boundary starts at byte
// offset i of s, and its size: \n \r \v \f \x1c \x1d \x1e \x85 \u2028
// \u2029 (\r\n is handled by the caller).
func lineBreakAt(s string, i int) (bool, int) {
	c := s[i]
	if c < utf8.RuneSelf {
		return c == '\n' || c == '\r' || c == '\v' || c == '\f' || c == 0x1c || c == 0x1d || c == 0x1e, 1
	}
	r, size := wtf8.DecodeRune(s[i:])
	return r == 0x85 || r == 0x2028 || r == 0x2029, size
}

// breakLead marks the bytes a line boundary can start with: the ASCII
// boundaries and the lead bytes of U+0085 (0xc2) and U+2028/U+2029
// (0xe2). Scanning for them skips most text a byte at a time.
var breakLead = [256]bool{'\n': true, '\r': true, '\v': true, '\f': true,
	0x1c: true, 0x1d: true, 0x1e: true, 0xc2: true, 0xe2: true}

// nextLineBreak returns the offset of the first line boundary in s at or
// after i and its size, or len(s) and 0.
func nextLineBreak(s string, i int) (int, int) {
	for i < len(s) {
		if !breakLead[s[i]] {
			i++
			continue
		}
		if br, size := lineBreakAt(s, i); br {
			return i, size
		}
		i++ // a lead byte of another character: its continuation bytes are not leads
	}
	return len(s), 0
}

// CountLineBreaks returns an upper bound of the line boundaries in s (the
// number of splitlines pieces is at most one more).
func CountLineBreaks(s string) int {
	n := 0
	for i := 0; i < len(s); i++ {
		if breakLead[s[i]] {
			n++
		}
	}
	return n
}

// SplitLines implements str.splitlines(keepends): lines end at any of
// Python's line boundaries, \r\n counting as one.
func SplitLines(s string, keepends bool) []string {
	lines := make([]string, 0, 4)
	i, j := 0, 0
	for i < len(s) {
		var size int
		i, size = nextLineBreak(s, i)
		eol := i
		if i < len(s) {
			if s[i] == '\r' && i+1 < len(s) && s[i+1] == '\n' {
				i += 2
			} else {
				i += size
			}
			if keepends {
				eol = i
			}
		}
		lines = append(lines, s[j:eol]) //krait:alloc-ok the caller checks the pieces first (str.splitlines: CheckAlloc of CountLineBreaks)
		j = i
	}
	return lines
}
