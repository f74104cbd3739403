package interp

import (
	"strconv"
	"strings"
	"unicode/utf8"
)

// TruncationMarker starts the line that takes the place of what a
// traceback report left out to stay within the output limit.
const TruncationMarker = "[... traceback truncated: "

// MessageCutMarker follows the byte count in the place of the middle of
// an exception message too long for its traceback report.
const MessageCutMarker = " bytes of the message left out ...] "

// report is the text of a traceback report, kept within a byte limit: no
// rendering of an uncaught exception, however long its chain of causes
// and however large their messages, is longer than the output limit
// (plus one marker line). It keeps the first half of the limit and the
// last half, where the final "Type: message" line is; String joins them
// with a TruncationMarker line saying how many bytes were left out.
//
// The tail holds the strings written (gathered into pieces, never copies
// of large ones) and drops the oldest pieces it no longer needs: a
// message of a megabyte shared by three hundred chained exceptions costs
// a reference per exception, not a copy.
type report struct {
	limit   int      // bytes kept at most; <= 0 keeps everything
	head    []byte   // the first limit/2 bytes written
	tail    []string // pieces written after the head, oldest first
	tailLen int      // bytes in tail
	small   []byte   // short writes gathered into the next tail piece
	total   int      // bytes written
}

// smallPiece is the size below which writes are gathered into one piece.
const smallPiece = 512

func (r *report) headCap() int { return r.limit / 2 }
func (r *report) tailCap() int { return r.limit - r.limit/2 }

// Len returns the number of bytes written (kept or not).
func (r *report) Len() int { return r.total }

// WriteByte implements io.ByteWriter.
func (r *report) WriteByte(c byte) error {
	if r.limit <= 0 || len(r.head) < r.headCap() {
		r.head = append(r.head, c)
		r.total++
		return nil
	}
	r.total++
	r.small = append(r.small, c)
	if len(r.small) >= smallPiece {
		r.flush()
	}
	return nil
}

// WriteString implements io.StringWriter.
func (r *report) WriteString(s string) (int, error) {
	n := len(s)
	r.total += n
	if r.limit <= 0 {
		r.head = append(r.head, s...) //krait:alloc-ok limit <= 0 only when the host configured no output limit (an unbounded traceback was asked for)
		return n, nil
	}
	if room := r.headCap() - len(r.head); room > 0 {
		if room > len(s) {
			room = len(s)
		}
		r.head = append(r.head, s[:room]...) //krait:alloc-ok at most room bytes: headCap bounds the head
		s = s[room:]
	}
	if len(s) == 0 {
		return n, nil
	}
	if len(s) < smallPiece {
		r.small = append(r.small, s...) //krait:alloc-ok a piece shorter than smallPiece
		if len(r.small) >= smallPiece {
			r.flush()
		}
		return n, nil
	}
	r.flush()
	r.push(s)
	return n, nil
}

// flush moves the gathered short writes into a tail piece.
func (r *report) flush() {
	if len(r.small) > 0 {
		r.push(string(r.small))
		r.small = r.small[:0]
	}
}

// push appends a piece to the tail and drops the oldest pieces that the
// last tailCap bytes no longer reach.
func (r *report) push(s string) {
	r.tail = append(r.tail, s)
	r.tailLen += len(s)
	for len(r.tail) > 1 && r.tailLen-len(r.tail[0]) >= r.tailCap() {
		r.tailLen -= len(r.tail[0])
		r.tail[0] = ""
		r.tail = r.tail[1:]
	}
}

// String returns the report: everything written when it fits the limit,
// else its head, the marker line and its tail.
func (r *report) String() string {
	r.flush()
	var b strings.Builder
	if r.limit <= 0 || r.total <= r.limit {
		b.Grow(r.total) //krait:alloc-ok r.total <= r.limit here: the output limit, at most MaxReportSize
		b.Write(r.head)
		for _, s := range r.tail {
			b.WriteString(s)
		}
		return b.String()
	}
	head := r.head
	// Cut the head after its last complete line (or, with none, at a
	// character boundary).
	if i := strings.LastIndexByte(string(head), '\n'); i >= 0 {
		head = head[:i+1]
	} else {
		head = head[:completeRunes(head)]
	}
	// The last tailCap bytes of the pieces (the first piece can be much
	// longer: only its end is copied).
	skip := r.tailLen - r.tailCap()
	var t strings.Builder
	t.Grow(r.tailLen - max(skip, 0)) //krait:alloc-ok at most tailCap bytes, half the limit
	for _, s := range r.tail {
		if skip >= len(s) {
			skip -= len(s)
			continue
		}
		if skip > 0 {
			s, skip = s[skip:], 0
		}
		t.WriteString(s)
	}
	tail := t.String()
	// Start the tail at a line of its own when it holds more than the
	// end of one, else at a character boundary.
	if i := strings.IndexByte(tail, '\n'); i >= 0 && i < len(tail)-1 {
		tail = tail[i+1:]
	} else {
		for len(tail) > 0 && !utf8.RuneStart(tail[0]) {
			tail = tail[1:]
		}
	}
	left := r.total - len(head) - len(tail)
	b.Grow(len(head) + len(tail) + 120) //krait:alloc-ok at most the limit (head and tail are cut to it) plus the marker
	b.Write(head)
	if len(head) > 0 && head[len(head)-1] != '\n' {
		b.WriteByte('\n')
	}
	b.WriteString(TruncationMarker + strconv.Itoa(left) + " bytes left out, over the output limit of " + strconv.Itoa(r.limit) + " bytes ...]\n")
	b.WriteString(tail)
	return b.String()
}

// completeRunes returns the length of b without an incomplete UTF-8
// sequence at its end.
func completeRunes(b []byte) int {
	i := len(b) - 1
	for i >= 0 && len(b)-i < utf8.UTFMax && !utf8.RuneStart(b[i]) {
		i--
	}
	if i >= 0 && !utf8.FullRune(b[i:]) {
		return i
	}
	return len(b)
}
