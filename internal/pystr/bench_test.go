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
