package interp

import (
	"bytes"
	"strings"
	"testing"
)

// TestLineIndex checks that the line index answers every line (and the
// lines past the end) as the scan from the top does, with and without a
// final newline, with CRLF endings and empty lines.
func TestLineIndex(t *testing.T) {
	for _, src := range []string{"", "a", "a\n", "a\nb", "a\r\nb\r\n", "\n\n\n", "x = 1\n\ny = 2\r\nz\n", strings.Repeat("line\n", 50) + "end"} {
		li := newLineIndex([]byte(src))
		for n := -1; n <= strings.Count(src, "\n")+3; n++ {
			want := []byte(nil)
			if n >= 1 {
				want = sourceLine([]byte(src), n)
			}
			if got := li.line(n); !bytes.Equal(got, want) {
				t.Errorf("line %d of %q: %q, want %q", n, src, got, want)
			}
		}
	}
}
