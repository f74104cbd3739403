package pystr

import (
	"github.com/kraitpy/krait/internal/wtf8"

	"strings"
	"unicode/utf8"
)

// pad returns s with left and right copies of fill around it, refusing a
// result longer than maxLen bytes before allocating.
func pad(s string, left, right int, fill rune, maxLen int) (string, error) {
	if left <= 0 && right <= 0 {
		return s, CheckLen(len(s), maxLen)
	}
	fillLen := wtf8.RuneLen(fill)
	if fillLen < 0 {
		fillLen = 3 // written as U+FFFD
	}
	n := left + right
	if n > (End-len(s))/fillLen {
		return "", &TooLargeError{Size: End, Max: maxLen}
	}
	if err := CheckLen(len(s)+n*fillLen, maxLen); err != nil {
		return "", err
	}
	var b strings.Builder
	b.Grow(len(s) + n*fillLen)
	// The fill is written in chunks of up to fillChunk copies, encoded
	// once: encoding it per copy made a string per copy, and
	// "a".center(10**8) took 11 s in one call, without a poll.
	f := strings.Repeat(wtf8.EncodeRune(fill), min(max(left, right), fillChunk)) //krait:alloc-ok at most fillChunk copies of one code point (16 KiB)
	writeFill(&b, f, left*fillLen)
	b.WriteString(s)
	writeFill(&b, f, right*fillLen)
	return b.String(), nil
}

// fillChunk is how many copies of the fill pad writes at once.
const fillChunk = 4096

// writeFill writes n bytes of fill to b, from chunk (copies of it).
func writeFill(b *strings.Builder, chunk string, n int) {
	for n > 0 {
		c := min(n, len(chunk))
		b.WriteString(chunk[:c])
		n -= c
	}
}

// Center implements str.center(width, fillchar), placing the extra fill
// code point on the side CPython does.
func Center(s string, width int, fill rune, maxLen int) (string, error) {
	n := Len(s)
	if width <= n {
		return s, nil
	}
	marg := width - n
	left := marg/2 + (marg & width & 1)
	return pad(s, left, marg-left, fill, maxLen)
}

// LJust implements str.ljust(width, fillchar).
func LJust(s string, width int, fill rune, maxLen int) (string, error) {
	n := Len(s)
	if width <= n {
		return s, nil
	}
	return pad(s, 0, width-n, fill, maxLen)
}

// RJust implements str.rjust(width, fillchar).
func RJust(s string, width int, fill rune, maxLen int) (string, error) {
	n := Len(s)
	if width <= n {
		return s, nil
	}
	return pad(s, width-n, 0, fill, maxLen)
}

// ZFill implements str.zfill(width): zeros on the left, after a leading
// '+' or '-'.
func ZFill(s string, width int, maxLen int) (string, error) {
	n := Len(s)
	if width <= n {
		return s, nil
	}
	r, err := pad(s, width-n, 0, '0', maxLen)
	if err != nil {
		return "", err
	}
	if s != "" && (s[0] == '+' || s[0] == '-') {
		fill := width - n
		b := []byte(r)
		b[0], b[fill] = s[0], '0'
		return ownedString(b), nil
	}
	return r, nil
}

// ErrExpandTabsTooLong is the OverflowError CPython raises when
// str.expandtabs would produce more than sys.maxsize code points.
var ErrExpandTabsTooLong = &Error{Kind: OverflowError, Msg: "new string is too long"}

// ExpandTabs implements str.expandtabs(tabsize): each tab becomes spaces
// up to the next multiple of tabsize columns (none when tabsize <= 0); the
// column restarts after \n and \r.
func ExpandTabs(s string, tabsize int, maxLen int) (string, error) {
	if strings.IndexByte(s, '\t') < 0 {
		return s, CheckLen(len(s), maxLen)
	}
	// First pass: the result's length in bytes.
	size, col := 0, 0
	for i := 0; i < len(s); {
		c := s[i]
		n := 1
		if c >= utf8.RuneSelf {
			_, n = wtf8.DecodeRune(s[i:])
		}
		switch {
		case c == '\t':
			if tabsize > 0 {
				incr := tabsize - col%tabsize
				if incr > End-size-len(s) {
					return "", ErrExpandTabsTooLong
				}
				col += incr
				size += incr
			}
		case c == '\n' || c == '\r':
			col = 0
			size++
		default:
			col++
			size += n
		}
		i += n
	}
	if err := CheckLen(size, maxLen); err != nil {
		return "", err
	}
	b := make([]byte, 0, size)
	col = 0
	for i := 0; i < len(s); {
		c := s[i]
		n := 1
		if c >= utf8.RuneSelf {
			_, n = wtf8.DecodeRune(s[i:])
		}
		switch {
		case c == '\t':
			if tabsize > 0 {
				incr := tabsize - col%tabsize
				col += incr
				for k := 0; k < incr; k++ {
					b = append(b, ' ')
				}
			}
		case c == '\n' || c == '\r':
			col = 0
			b = append(b, c)
		default:
			col++
			b = append(b, s[i:i+n]...)
		}
		i += n
	}
	return ownedString(b), nil
}
