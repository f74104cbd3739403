package json

import "testing"

// quotedLen must predict quote's output length exactly, since it is the
// memory pre-check for it.
func TestQuotedLen(t *testing.T) {
	for _, s := range []string{"", "plain", "quote\" back\\ nl\n cr\r tab\t bs\b ff\f", "\x00\x1f\x7f",
		"caf\u00e9 \u4e2d \U0001F600", "\xed\xa0\x80 lone surrogate", "\xff invalid byte"} {
		for _, ascii := range []bool{true, false} {
			if got, want := quotedLen(s, ascii), int64(len(quote(s, ascii))); got != want {
				t.Errorf("quotedLen(%q, %v) = %d, quote gives %d bytes", s, ascii, got, want)
			}
		}
	}
}
