package krait

import (
	"fmt"
	"io"
	"unicode/utf8"
	"unsafe"
)

// logBuffer captures printed output in bounded memory: it keeps the first
// half and the last half of the limit and, when more was printed, joins
// them with smolagents' truncation marker. Writes are whole strings (no
// character is split between two writes).
type logBuffer struct {
	limit int // in characters; <= 0 keeps everything
	head  []byte
	nhead int // characters in head
	// tail holds the most recent bytes once the head is full: at least
	// the last limit/2 characters, trimmed to them from time to time.
	tail  []byte
	total int // characters written
	tee   io.Writer
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
	return b.keep(p)
}

// WriteString implements io.StringWriter: what the code prints reaches
// the tee (as a string, when it takes one) and the kept logs without a
// copy of its own (io.WriteString to a plain Writer copies the text).
func (b *logBuffer) WriteString(s string) (int, error) {
	if b.tee != nil {
		if _, err := io.WriteString(b.tee, s); err != nil {
			return 0, err
		}
	}
	if s == "" {
		return 0, nil
	}
	// keep reads p and copies what it keeps: it never writes p or holds
	// on to it, so it may see the string's bytes.
	return b.keep(unsafe.Slice(unsafe.StringData(s), len(s)))
}

// stderrWriter is the program's standard error stream: Output.Stderr
// (and Options.Stderr as it is written) and, interleaved with what the
// code prints, Output.Logs: the logs show what a terminal would.
type stderrWriter struct {
	logs, errs *logBuffer
}

// Write implements io.Writer.
func (w stderrWriter) Write(p []byte) (int, error) {
	if _, err := w.errs.Write(p); err != nil {
		return 0, err
	}
	return w.logs.keep(p)
}

// keep records p without sending it to the tee.
func (b *logBuffer) keep(p []byte) (int, error) {
	if b.limit <= 0 {
		b.head = append(b.head, p...)
		return len(p), nil
	}
	n := len(p)
	half := b.limit / 2
	if room := b.limit - half - b.nhead; room > 0 {
		cut, runes := prefixRunes(p, room)
		b.head = append(b.head, p[:cut]...)
		b.nhead += runes
		b.total += runes
		p = p[cut:]
	}
	if len(p) == 0 {
		return n, nil
	}
	b.total += utf8.RuneCount(p)
	if half == 0 {
		return n, nil
	}
	b.tail = append(b.tail, p...)
	// A character is at most 4 bytes: past 8x the kept size, drop what
	// can no longer be in the tail.
	if len(b.tail) > 8*half+4096 {
		b.tail = append(b.tail[:0], lastRunes(b.tail, half)...)
	}
	return n, nil
}

// prefixRunes returns the byte length and character count of p's first
// at most max characters.
func prefixRunes(p []byte, max int) (cut, runes int) {
	for cut < len(p) && runes < max {
		if p[cut] < utf8.RuneSelf {
			cut++
		} else {
			_, size := utf8.DecodeRune(p[cut:])
			cut += size
		}
		runes++
	}
	return cut, runes
}

// lastRunes returns p's last at most n characters.
func lastRunes(p []byte, n int) []byte {
	i := len(p)
	for k := 0; k < n && i > 0; k++ {
		if p[i-1] < utf8.RuneSelf {
			i--
		} else {
			_, size := utf8.DecodeLastRune(p[:i])
			i -= size
		}
	}
	return p[i:]
}

// String returns the captured output, truncated with the marker when it
// exceeded the limit.
func (b *logBuffer) String() string {
	if b.limit <= 0 || b.total <= b.limit {
		return string(b.head) + string(b.tail)
	}
	return string(b.head) + fmt.Sprintf("\n..._This content has been truncated to stay below %d characters_...\n", b.limit) + string(lastRunes(b.tail, b.limit/2))
}
