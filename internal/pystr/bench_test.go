package pystr

import (
	"strings"
	"testing"
)

var (
	benchASCII   = strings.Repeat("The quick brown fox jumps over the lazy dog. ", 20)
	benchUnicode = strings.Repeat("Ünïcödé ΣΊΣΥΦΟΣ straße — naïve café. ", 20)
	sinkStr      string
	sinkInt      int
	sinkList     []string
)

func BenchmarkFindASCII(b *testing.B) {
	for i := 0; i < b.N; i++ {
		sinkInt = Find(benchASCII, "lazy cat", 0, End)
	}
}

func BenchmarkFindUnicode(b *testing.B) {
	for i := 0; i < b.N; i++ {
		sinkInt = Find(benchUnicode, "café!", 3, End)
	}
}

func BenchmarkSplitWhitespaceASCII(b *testing.B) {
	for i := 0; i < b.N; i++ {
		sinkList = SplitWhitespace(benchASCII, -1)
	}
}

func BenchmarkUpperASCII(b *testing.B) {
	for i := 0; i < b.N; i++ {
		sinkStr = Upper(benchASCII)
	}
}

func BenchmarkLowerUnicode(b *testing.B) {
	for i := 0; i < b.N; i++ {
		sinkStr = Lower(benchUnicode)
	}
}

func BenchmarkTitleUnicode(b *testing.B) {
	for i := 0; i < b.N; i++ {
		sinkStr = Title(benchUnicode)
	}
}

func BenchmarkStripASCII(b *testing.B) {
	s := "   \t padded value \n  "
	for i := 0; i < b.N; i++ {
		sinkStr = Strip(s)
	}
}

func BenchmarkIsIdentifier(b *testing.B) {
	for i := 0; i < b.N; i++ {
		sinkInt = 0
		if IsIdentifier("some_variable_name2") {
			sinkInt = 1
		}
	}
}

// benchLong is a 40 KB non-ASCII text with 1000 occurrences of "café".
var benchLong = strings.Repeat("Ünïcödé ΣΊΣΥΦΟΣ straße — naïve café. ", 1000)

// BenchmarkFindLoopUnicode is `i = s.find("café", i + 1)` over the whole
// text, without a cached index: every call recounts from the start.
func BenchmarkFindLoopUnicode(b *testing.B) {
	for n := 0; n < b.N; n++ {
		for i := Find(benchLong, "café", 0, End); i >= 0; i = Find(benchLong, "café", i+1, End) {
		}
	}
}

// BenchmarkFindLoopIndexed is the same loop with a cached index.
func BenchmarkFindLoopIndexed(b *testing.B) {
	ix := newTestIndexed(benchLong)
	for n := 0; n < b.N; n++ {
		for i := FindIndexed(ix, "café", 0, End); i >= 0; i = FindIndexed(ix, "café", i+1, End) {
		}
	}
}
