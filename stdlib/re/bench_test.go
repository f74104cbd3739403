package re

import (
	"strings"
	"testing"
)

func BenchmarkCompile(b *testing.B) {
	for i := 0; i < b.N; i++ {
		if _, err := Compile(`(?P<user>[\w.+-]+)@(?P<host>[\w-]+(?:\.[\w-]+)+)`, 0); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkFindAllWords(b *testing.B) {
	p, err := Compile(`\b\w+\b`, 0)
	if err != nil {
		b.Fatal(err)
	}
	in := []rune(strings.Repeat("the quick brown fox jumps over the lazy dog ", 200))
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, err := p.FindAll(in, 0, len(in), nil); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkSubTemplate(b *testing.B) {
	p, err := Compile(`(\d+)-(\d+)`, 0)
	if err != nil {
		b.Fatal(err)
	}
	t, err := p.CompileTemplate(`\2-\1`)
	if err != nil {
		b.Fatal(err)
	}
	in := []rune(strings.Repeat("10-20 and 3-4; ", 200))
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, _, err := p.Sub(TemplateReplacer(t), in, 0, nil); err != nil {
			b.Fatal(err)
		}
	}
}
