package interp

import (
	"math/rand"
	"strconv"
	"strings"
	"testing"
	"unicode/utf8"
)

// TestReportMatchesDefinition checks the bounded report against what it
// promises, for random writes of random sizes (short and long, ASCII and
// multi-byte, with and without newlines): the whole text when it fits the
// limit; else a prefix of it, the marker line with the exact count of
// bytes left out, and a suffix of it, in at most the limit plus the
// marker, never splitting a character.
func TestReportMatchesDefinition(t *testing.T) {
	rng := rand.New(rand.NewSource(1))
	alphabet := []string{"a", "b", "\n", "é", "\U0001F600", "ab\ncd"}
	for iter := 0; iter < 3000; iter++ {
		limit := rng.Intn(3000) + 2
		r := report{limit: limit}
		var full strings.Builder
		for w := rng.Intn(40); w > 0; w-- {
			var s strings.Builder
			n := rng.Intn(20)
			if rng.Intn(8) == 0 {
				n = rng.Intn(2000)
			}
			for i := 0; i < n; i++ {
				s.WriteString(alphabet[rng.Intn(len(alphabet))])
			}
			if rng.Intn(5) == 0 {
				r.WriteByte('\n')
				full.WriteByte('\n')
			}
			r.WriteString(s.String())
			full.WriteString(s.String())
		}
		got, want := r.String(), full.String()
		if r.Len() != len(want) {
			t.Fatalf("Len %d, wrote %d", r.Len(), len(want))
		}
		if len(want) <= limit {
			if got != want {
				t.Fatalf("limit %d: %q, want %q", limit, got, want)
			}
			continue
		}
		if !utf8.ValidString(got) {
			t.Fatalf("limit %d: invalid UTF-8 %q", limit, got)
		}
		i := strings.Index(got, TruncationMarker)
		if i < 0 {
			t.Fatalf("limit %d: no marker in %q", limit, got)
		}
		j := i + strings.IndexByte(got[i:], '\n') + 1
		marker, tail := got[i:j], got[j:]
		if got[:i] != "" && !strings.HasSuffix(got[:i], "\n") {
			t.Fatalf("marker not on a line of its own: %q", got)
		}
		// The head is got[:i], or that without the line end the marker
		// needed: one of them is a prefix of the text with the count the
		// marker says.
		ok := false
		for _, head := range []string{got[:i], strings.TrimSuffix(got[:i], "\n")} {
			left := len(want) - len(head) - len(tail)
			if strings.HasPrefix(want, head) && strings.HasSuffix(want, tail) && len(head)+len(tail) <= limit &&
				strings.HasPrefix(marker, TruncationMarker+strconv.Itoa(left)+" bytes left out, over the output limit of "+strconv.Itoa(limit)+" bytes ...]") {
				ok = true
			}
		}
		if !ok {
			t.Fatalf("limit %d: %q is not head, marker, tail of %q", limit, got, want)
		}
	}
}

// A message shared by many writes is referenced, not copied: the tail
// holds a bounded number of pieces.
func TestReportTailPieces(t *testing.T) {
	msg := strings.Repeat("x", 1<<20)
	r := report{limit: 4 << 20}
	for i := 0; i < 300; i++ {
		r.WriteString("ValueError: ")
		r.WriteString(msg)
		r.WriteByte('\n')
	}
	if len(r.tail) > 10 {
		t.Fatalf("%d tail pieces", len(r.tail))
	}
	s := r.String()
	if len(s) > 4<<20+200 || !strings.HasSuffix(s, "ValueError: "+msg+"\n") {
		t.Fatalf("report of %d bytes", len(s))
	}
}

// One huge write (a note of 100 MB on one line) is not copied whole
// when the report is rendered.
func TestReportHugePiece(t *testing.T) {
	r := report{limit: 1000}
	r.WriteString("Traceback\n")
	r.WriteString(strings.Repeat("n", 100<<20))
	r.WriteString("\nValueError: boom\n")
	s := r.String()
	if len(s) > 1200 || !strings.HasSuffix(s, "\nValueError: boom\n") {
		t.Fatalf("%d bytes: %.300q", len(s), s)
	}
}
