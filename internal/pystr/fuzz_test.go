package pystr

import (
	"strings"
	"testing"
	"unicode/utf8"
)

// FuzzStrMethods checks that no input makes a str or bytes algorithm
// panic, and a few invariants that hold for any input.
func FuzzStrMethods(f *testing.F) {
	for _, s := range []string{"", "a b\tc", "ΑΣ ǅemo ß", "\xff\xfe", "x\r\ny\u2028z", "0x_1", "\xed\xa0\x80 \xed\xbf\xbf\u3000b"} {
		f.Add(s, "b", 1, 3)
	}
	f.Fuzz(func(t *testing.T, s, sub string, a, b int) {
		n := Len(s)
		if i := Find(s, sub, a, b); i >= 0 && (i > n || Count(s, sub, a, b) == 0) {
			t.Fatalf("Find(%q, %q) = %d but Count is 0 or index past end", s, sub, i)
		}
		if i := RFind(s, sub, a, b); i > n {
			t.Fatalf("RFind past end: %d", i)
		}
		_ = StartsWith(s, sub, a, b)
		_ = EndsWith(s, sub, a, b)
		if r, err := Replace(s, sub, "xy", a%5, 1<<16); err == nil && len(r) > 1<<16 {
			t.Fatalf("Replace exceeded maxLen: %d bytes", len(r))
		}
		if utf8.ValidString(s) {
			if got := strings.Join(SplitLines(s, true), ""); got != s {
				t.Fatalf("SplitLines(keepends) does not rejoin: %q", got)
			}
		}
		if got, want := CountWords(s, a%4), len(SplitWhitespace(s, a%4)); got != want {
			t.Fatalf("CountWords(%q, %d) = %d, split makes %d", s, a%4, got, want)
		}
		_ = RSplitWhitespace(s, b%4)
		if sub != "" {
			parts, _ := Split(s, sub, a%4)
			if a%4 < 0 && strings.Join(parts, sub) != s {
				t.Fatalf("Split does not rejoin")
			}
			_, _ = RSplit(s, sub, b%4)
		}
		_ = Strip(s)
		_ = StripChars(s, sub)
		_, _ = Center(s, a%100, 'é', 1<<16)
		_, _ = ZFill(s, b%100, 1<<16)
		_, _ = ExpandTabs(s, a%20, 1<<16)
		for _, fn := range []func(string) string{Upper, Lower, CaseFold, Title, Capitalize, SwapCase} {
			_ = fn(s)
		}
		for _, fn := range []func(string) bool{IsAlpha, IsDecimal, IsDigit, IsNumeric, IsAlnum, IsSpace, IsLower, IsUpper, IsTitle, IsIdentifier, IsPrintable} {
			_ = fn(s)
		}
		_, _ = Encode(s, "ascii", "backslashreplace", 1<<16)
		if d, err := Decode(s, "utf-8", "replace", 1<<16); err != nil || !utf8.ValidString(d) {
			t.Fatalf("Decode(replace) = %q, %v", d, err)
		}
		_ = BytesSplitWhitespace(s, a%4)
		_ = BytesTitle(s)
		_, _ = BytesFromHex(s)
		_, _ = BytesCenter(s, a%100, '*', 1<<16)
	})
}
