package pystr

import (
	"unicode/utf8"
)

// End is the end index to pass when a Python start/end argument is
// omitted (or None): any value at least the string's length behaves so.
const End = int(^uint(0) >> 1)

// Len returns len(s) for a Python str: the number of code points.
func Len(s string) int {
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return i + utf8.RuneCountInString(s[i:])
		}
	}
	return len(s)
}

// adjustIndices clamps start and end like CPython's ADJUST_INDICES: end
// to n, negative values counted from the end and then to 0. start is not
// clamped to n.
func adjustIndices(start, end, n int) (int, int) {
	if end > n {
		end = n
	} else if end < 0 {
		end += n
		if end < 0 {
			end = 0
		}
	}
	if start < 0 {
		start += n
		if start < 0 {
			start = 0
		}
	}
	return start, end
}

// text is a string with its code-point length, so that code-point indexes
// convert to byte offsets cheaply (directly for ASCII).
type text struct {
	s     string
	n     int
	ascii bool
}

func newText(s string) text {
	n := Len(s)
	return text{s: s, n: n, ascii: n == len(s)}
}

// offset returns the byte offset of code point index i (0 <= i <= n).
func (t text) offset(i int) int {
	if t.ascii || i <= 0 {
		return i
	}
	if i >= t.n {
		return len(t.s)
	}
	for off := range t.s {
		if i == 0 {
			return off
		}
		i--
	}
	return len(t.s)
}

// index returns the code-point index of byte offset off.
func (t text) index(off int) int {
	if t.ascii {
		return off
	}
	return utf8.RuneCountInString(t.s[:off])
}
