package pystr

import (
	"github.com/kraitpy/krait/internal/wtf8"

	"unicode/utf8"
)

// End is the end index to pass when a Python start/end argument is
// omitted (or None): any value at least the string's length behaves so.
const End = int(^uint(0) >> 1)

// Len returns len(s) for a Python str: the number of code points.
func Len(s string) int {
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return i + wtf8.RuneCount(s[i:])
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

// Indexed is a str whose code-point length and code-point-to-byte offsets
// the caller caches (py.Str keeps both), so that searches with start/end
// bounds (FindIndexed, ...) do not rescan the string on every call.
type Indexed interface {
	// String returns the UTF-8 text.
	String() string
	// Len returns the number of code points.
	Len() int
	// ByteOffset returns the byte offset of code point i, 0 <= i <= Len().
	ByteOffset(i int) int
}

// text is a string with its code-point length, so that code-point indexes
// convert to byte offsets cheaply (directly for ASCII, through the
// caller's index when there is one).
type text struct {
	s     string
	n     int
	ascii bool
	idx   Indexed
}

func newText(s string) text {
	n := Len(s)
	return text{s: s, n: n, ascii: n == len(s)}
}

func textOf(ix Indexed) text {
	s, n := ix.String(), ix.Len()
	return text{s: s, n: n, ascii: n == len(s), idx: ix}
}

// offset returns the byte offset of code point index i (0 <= i <= n).
func (t text) offset(i int) int {
	if t.ascii || i <= 0 {
		return i
	}
	if i >= t.n {
		return len(t.s)
	}
	if t.idx != nil {
		return t.idx.ByteOffset(i)
	}
	for off := 0; off < len(t.s); {
		if i == 0 {
			return off
		}
		i--
		_, size := wtf8.DecodeRune(t.s[off:])
		off += size
	}
	return len(t.s)
}
