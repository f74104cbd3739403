package pystr

import (
	"bytes"

	"github.com/kraitpy/krait/internal/wtf8"

	"strings"
)

// window returns the byte range of s[start:end] after Python's index
// adjustment, and ok false when fewer than need code points fit in it.
func (t text) window(start, end, need int) (lo, hi int, cpStart int, ok bool) {
	start, end = adjustIndices(start, end, t.n)
	if end-start < need {
		return 0, 0, 0, false
	}
	return t.offset(start), t.offset(end), start, true
}

// whole reports that start and end cover all of s whatever its length in
// code points, so no index conversion is needed.
func whole(s string, start, end int) bool { return start == 0 && end >= len(s) }

// Find implements str.find(sub, start, end): the lowest code-point index
// of sub within s[start:end], or -1. Pass 0 and End for omitted bounds.
func Find(s, sub string, start, end int) int {
	if whole(s, start, end) {
		i := strings.Index(s, sub)
		if i <= 0 {
			return i
		}
		return Len(s[:i])
	}
	return newText(s).find(sub, start, end)
}

// FindIndexed is Find for a str with a cached index.
func FindIndexed(s Indexed, sub string, start, end int) int {
	return textOf(s).find(sub, start, end)
}

func (t text) find(sub string, start, end int) int {
	lo, hi, cp, ok := t.window(start, end, Len(sub))
	if !ok {
		return -1
	}
	i := strings.Index(t.s[lo:hi], sub)
	if i < 0 {
		return -1
	}
	if t.ascii {
		return cp + i
	}
	return cp + wtf8.RuneCount(t.s[lo:lo+i])
}

// RFind implements str.rfind(sub, start, end): the highest code-point
// index of sub within s[start:end], or -1.
func RFind(s, sub string, start, end int) int {
	if whole(s, start, end) {
		i := strings.LastIndex(s, sub)
		if i <= 0 {
			return i
		}
		return Len(s[:i])
	}
	return newText(s).rfind(sub, start, end)
}

// RFindIndexed is RFind for a str with a cached index.
func RFindIndexed(s Indexed, sub string, start, end int) int {
	return textOf(s).rfind(sub, start, end)
}

func (t text) rfind(sub string, start, end int) int {
	lo, hi, cp, ok := t.window(start, end, Len(sub))
	if !ok {
		return -1
	}
	i := strings.LastIndex(t.s[lo:hi], sub)
	if i < 0 {
		return -1
	}
	if t.ascii {
		return cp + i
	}
	// Count back from the window's end: a right-to-left search loop then
	// costs the distance it moves, not the whole prefix.
	_, endCp := adjustIndices(start, end, t.n)
	return endCp - wtf8.RuneCount(t.s[lo+i:hi])
}

// ErrSubstringNotFound is the ValueError raised by str.index and
// str.rindex when Find or RFind returns -1.
var ErrSubstringNotFound = &Error{Kind: ValueError, Msg: "substring not found"}

// Index implements str.index(sub, start, end): Find, or the ValueError
// "substring not found".
func Index(s, sub string, start, end int) (int, error) {
	if i := Find(s, sub, start, end); i >= 0 {
		return i, nil
	}
	return 0, ErrSubstringNotFound
}

// RIndex implements str.rindex(sub, start, end).
func RIndex(s, sub string, start, end int) (int, error) {
	if i := RFind(s, sub, start, end); i >= 0 {
		return i, nil
	}
	return 0, ErrSubstringNotFound
}

// Count implements str.count(sub, start, end): the number of
// non-overlapping occurrences of sub in s[start:end].
func Count(s, sub string, start, end int) int {
	if whole(s, start, end) {
		if sub == "" {
			return Len(s) + 1
		}
		return strings.Count(s, sub)
	}
	return newText(s).count(sub, start, end)
}

// CountIndexed is Count for a str with a cached index.
func CountIndexed(s Indexed, sub string, start, end int) int {
	return textOf(s).count(sub, start, end)
}

func (t text) count(sub string, start, end int) int {
	if sub == "" {
		start, end = adjustIndices(start, end, t.n)
		if end < start {
			return 0
		}
		return end - start + 1
	}
	lo, hi, _, ok := t.window(start, end, Len(sub))
	if !ok {
		return 0
	}
	return strings.Count(t.s[lo:hi], sub)
}

// StartsWith implements str.startswith(prefix, start, end) for one prefix
// (callers loop over a tuple of prefixes).
func StartsWith(s, prefix string, start, end int) bool {
	if whole(s, start, end) {
		return strings.HasPrefix(s, prefix)
	}
	return newText(s).startsWith(prefix, start, end)
}

// StartsWithIndexed is StartsWith for a str with a cached index.
func StartsWithIndexed(s Indexed, prefix string, start, end int) bool {
	return textOf(s).startsWith(prefix, start, end)
}

func (t text) startsWith(prefix string, start, end int) bool {
	lo, hi, _, ok := t.window(start, end, Len(prefix))
	return ok && strings.HasPrefix(t.s[lo:hi], prefix)
}

// EndsWith implements str.endswith(suffix, start, end) for one suffix.
func EndsWith(s, suffix string, start, end int) bool {
	if whole(s, start, end) {
		return strings.HasSuffix(s, suffix)
	}
	return newText(s).endsWith(suffix, start, end)
}

// EndsWithIndexed is EndsWith for a str with a cached index.
func EndsWithIndexed(s Indexed, suffix string, start, end int) bool {
	return textOf(s).endsWith(suffix, start, end)
}

func (t text) endsWith(suffix string, start, end int) bool {
	lo, hi, _, ok := t.window(start, end, Len(suffix))
	return ok && strings.HasSuffix(t.s[lo:hi], suffix)
}

// RemovePrefix implements str.removeprefix(prefix).
func RemovePrefix(s, prefix string) string { return strings.TrimPrefix(s, prefix) }

// RemoveSuffix implements str.removesuffix(suffix).
func RemoveSuffix(s, suffix string) string { return strings.TrimSuffix(s, suffix) }

// ErrEmptySeparator is the ValueError raised by split, rsplit, partition
// and rpartition for an empty separator.
var ErrEmptySeparator = &Error{Kind: ValueError, Msg: "empty separator"}

// Partition implements str.partition(sep): the part before the first sep,
// sep itself, and the part after; (s, "", "") when sep is absent.
func Partition(s, sep string) (before, separator, after string, err error) {
	if sep == "" {
		return "", "", "", ErrEmptySeparator
	}
	if i := strings.Index(s, sep); i >= 0 {
		return s[:i], sep, s[i+len(sep):], nil
	}
	return s, "", "", nil
}

// RPartition implements str.rpartition(sep); ("", "", s) when sep is
// absent.
func RPartition(s, sep string) (before, separator, after string, err error) {
	if sep == "" {
		return "", "", "", ErrEmptySeparator
	}
	if i := strings.LastIndex(s, sep); i >= 0 {
		return s[:i], sep, s[i+len(sep):], nil
	}
	return "", "", s, nil
}

// Replace implements str.replace(old, new, count); a negative count
// replaces every occurrence. An empty old inserts new before every code
// point and at the end. The result is refused before allocation when it
// would be longer than maxLen bytes (negative: no limit).
func Replace(s, old, new string, count, maxLen int) (string, error) {
	m, err := ReplaceCount(s, old, new, count, maxLen)
	if err != nil || m == 0 {
		return s, err
	}
	return strings.Replace(s, old, new, m), nil
}

// ReplaceCount returns how many occurrences str.replace(old, new, count)
// replaces in s, refusing a result longer than maxLen bytes (negative: no
// limit). The result is len(s) + m*(len(new)-len(old)) bytes long.
func ReplaceCount(s, old, new string, count, maxLen int) (int, error) {
	if count == 0 {
		return 0, CheckLen(len(s), maxLen)
	}
	var m int
	if old == "" {
		m = Len(s) + 1
	} else {
		m = strings.Count(s, old)
	}
	if count >= 0 && m > count {
		m = count
	}
	if m == 0 {
		return 0, CheckLen(len(s), maxLen)
	}
	growth := len(new) - len(old)
	if growth > 0 && m > (End-len(s))/growth {
		return 0, &TooLargeError{Size: End, Max: maxLen}
	}
	if err := CheckLen(len(s)+m*growth, maxLen); err != nil {
		return 0, err
	}
	return m, nil
}

// denseEvery is the mean distance in bytes between occurrences below which
// ReplaceInto scans the bytes itself.
const denseEvery = 16

// replaceByte writes s with its first m occurrences of byte o replaced by
// r into dst (as long as s). o is ASCII in a str (UTF-8 never has an ASCII
// byte inside a longer sequence), so this replaces characters.
func replaceByte(dst []byte, s string, o, r byte, m int) {
	copy(dst, s)
	if len(s) < denseEvery*m {
		for i, b := range dst {
			if b == o {
				dst[i] = r
				if m--; m == 0 {
					return
				}
			}
		}
		return
	}
	for i := 0; m > 0; m-- {
		j := bytes.IndexByte(dst[i:], o)
		if j < 0 {
			return
		}
		dst[i+j] = r
		i += j + 1
	}
}

// ReplaceInto writes s with its first m occurrences of a non-empty old
// replaced by new into dst, which is exactly the result's length.
func ReplaceInto(dst []byte, s, old, new string, m int) {
	if len(old) == 1 && len(new) == 1 {
		replaceByte(dst, s, old[0], new[0], m)
		return
	}
	w := 0
	if len(s) < denseEvery*m {
		// Occurrences close together: a scan of the bytes costs less than
		// a call of strings.Index per occurrence.
		i, last, o0 := 0, 0, old[0]
		for ; m > 0; m-- {
			for i+len(old) <= len(s) && (s[i] != o0 || s[i:i+len(old)] != old) {
				i++
			}
			if i+len(old) > len(s) {
				break // not reached: s holds m more occurrences
			}
			w += copy(dst[w:], s[last:i])
			w += copy(dst[w:], new)
			i += len(old)
			last = i
		}
		copy(dst[w:], s[last:])
		return
	}
	for ; m > 0; m-- {
		j := strings.Index(s, old)
		w += copy(dst[w:], s[:j])
		w += copy(dst[w:], new)
		s = s[j+len(old):]
	}
	copy(dst[w:], s)
}
