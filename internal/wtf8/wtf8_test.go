package wtf8

import (
	"testing"
	"unicode/utf8"
)

// TestRoundTrip: every code point, surrogates included, encodes to a form
// that decodes (forwards and backwards) to it, counts as one and is
// valid; UTF-8 text decodes as unicode/utf8 decodes it.
func TestRoundTrip(t *testing.T) {
	for r := rune(0); r <= utf8.MaxRune; r++ {
		s := EncodeRune(r)
		if len(s) != RuneLen(r) {
			t.Fatalf("%U: %d bytes, RuneLen %d", r, len(s), RuneLen(r))
		}
		if got, n := DecodeRune(s); got != r || n != len(s) {
			t.Fatalf("%U: DecodeRune = %U, %d", r, got, n)
		}
		if got, n := DecodeLastRune("a" + s); got != r || n != len(s) {
			t.Fatalf("%U: DecodeLastRune = %U, %d", r, got, n)
		}
		if RuneCount("a"+s+"b") != 3 || !Valid(s) || HasSurrogate(s) != IsSurrogate(r) {
			t.Fatalf("%U: count %d, valid %v, has surrogate %v", r, RuneCount("a"+s+"b"), Valid(s), HasSurrogate(s))
		}
	}
}

func TestText(t *testing.T) {
	s := "x\xed\xa0\x80y\xed\xb0\x80\xf0\x9f\x98\x80\xed\x9f\xbf\xff"
	want := []rune{'x', 0xd800, 'y', 0xdc00, 0x1f600, 0xd7ff, utf8.RuneError}
	got := Runes(s)
	if len(got) != len(want) || RuneCount(s) != len(want) {
		t.Fatalf("Runes = %U, RuneCount %d, want %U", got, RuneCount(s), want)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Fatalf("Runes = %U, want %U", got, want)
		}
	}
	if Valid(s) || !Valid(s[:len(s)-1]) {
		t.Errorf("Valid: a stray byte must make the text invalid, the rest is valid")
	}
	if FromRunes(want[:6]) != s[:len(s)-1] {
		t.Errorf("FromRunes does not give back the text")
	}
	// Truncated surrogate forms are three invalid bytes, as in UTF-8.
	if RuneCount("\xed\xa0") != 2 || HasSurrogate("\xed\xa0") {
		t.Errorf("a truncated surrogate must not decode")
	}
}

// TestRuneCountMatchesDecoding: RuneCount (its short-text loop and its
// long-text count) is the number of DecodeRune steps over every prefix and
// suffix of a text mixing ASCII, UTF-8, surrogates, truncated forms and
// stray bytes.
func TestRuneCountMatchesDecoding(t *testing.T) {
	s := "ab\xed\xa0\x80é\xed\xa0z\xf0\x9f\x98\x80\xff\xed\xbf\xbf\x80 \u3000\xed\x9f\xbfq\xed\xb0\x80\xe2\x82"
	s += s
	for i := 0; i <= len(s); i++ {
		for _, sub := range []string{s[:i], s[i:]} {
			steps := 0
			for k := 0; k < len(sub); steps++ {
				_, size := DecodeRune(sub[k:])
				k += size
			}
			if got := RuneCount(sub); got != steps {
				t.Fatalf("RuneCount(%q) = %d, DecodeRune takes %d steps", sub, got, steps)
			}
		}
	}
}
