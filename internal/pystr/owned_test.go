package pystr

import (
	"strings"
	"testing"
)

// TestResultsBuiltOnce checks that the functions whose result is built
// in a byte buffer hand that buffer over as the string (one allocation,
// the result) instead of copying it: with the copy a 25 MB bytearray
// zfill held 75 MB uncharged for a moment and the text matrix's peak
// RSS went over its bound.
func TestResultsBuiltOnce(t *testing.T) {
	const n = 1 << 16
	a := strings.Repeat("a", n)
	signed := "-" + a
	tabs := strings.Repeat("a\t", n/2)
	cases := []struct {
		name string
		f    func() string
	}{
		{"BytesZFill", func() string { r, _ := BytesZFill(a, 2*n, End); return r }},
		{"BytesZFill signed", func() string { r, _ := BytesZFill(signed, 2*n, End); return r }},
		{"BytesCenter", func() string { r, _ := BytesCenter(a, 2*n, ' ', End); return r }},
		{"BytesExpandTabs", func() string { r, _ := BytesExpandTabs(tabs, 1, End); return r }},
		{"BytesTranslate", func() string { r, _ := BytesTranslate(a, "", false, "b"); return r }},
		{"BytesHex", func() string { return BytesHex(a) }},
		{"Title", func() string { return Title(a) }},
		{"SwapCase", func() string { return SwapCase(a) }},
	}
	for _, c := range cases {
		if got := testing.AllocsPerRun(3, func() { _ = c.f() }); got != 1 {
			t.Errorf("%s: %v allocations, want 1 (the result)", c.name, got)
		}
	}
}

// TestOwnedStringKeepsNoSlack checks that a grown buffer with unused
// capacity is copied: the string must not hold memory its length does
// not show.
func TestOwnedStringKeepsNoSlack(t *testing.T) {
	b := make([]byte, 10, 100)
	copy(b, "0123456789")
	s := ownedString(b)
	b[0] = 'x'
	if s != "0123456789" {
		t.Fatalf("a buffer with slack was not copied: %q", s)
	}
	if ownedString(nil) != "" || ownedString(b[:0]) != "" {
		t.Fatal("empty buffers must give the empty string")
	}
}
