package krait

import (
	"fmt"
	"io"
	"strings"
	"unicode/utf8"
)

// logBuffer captures printed output in bounded memory: it keeps the first
// half and the last half of the limit and, when more was printed, joins
// them with smolagents' truncation marker.
type logBuffer struct {
	limit int // in characters; <= 0 keeps everything
	head  strings.Builder
	nhead int
	// tail is a ring of the most recent runes once the head is full.
	tail    []rune
	tailPos int
	total   int
	tee     io.Writer
}

func newLogBuffer(limit int, tee io.Writer) *logBuffer {
	return &logBuffer{limit: limit, tee: tee}
}

// Write implements io.Writer.
func (b *logBuffer) Write(p []byte) (int, error) {
	if b.tee != nil {
		if _, err := b.tee.Write(p); err != nil {
			return 0, err
		}
	}
	s := string(p)
	if b.limit <= 0 {
		b.head.WriteString(s)
		return len(p), nil
	}
	half := b.limit / 2
	for len(s) > 0 {
		r, size := utf8.DecodeRuneInString(s)
		s = s[size:]
		b.total++
		if b.nhead < b.limit-half {
			b.head.WriteRune(r)
			b.nhead++
			continue
		}
		if half == 0 {
			continue
		}
		if len(b.tail) < half {
			b.tail = append(b.tail, r)
			continue
		}
		b.tail[b.tailPos] = r
		b.tailPos = (b.tailPos + 1) % half
	}
	return len(p), nil
}

// String returns the captured output, truncated with the marker when it
// exceeded the limit.
func (b *logBuffer) String() string {
	if b.limit <= 0 || b.total <= b.limit {
		return b.head.String() + string(b.tail[b.tailPos:]) + string(b.tail[:b.tailPos])
	}
	tail := string(b.tail[b.tailPos:]) + string(b.tail[:b.tailPos])
	return b.head.String() + fmt.Sprintf("\n..._This content has been truncated to stay below %d characters_...\n", b.limit) + tail
}
