package fuzz

import (
	"strings"
	"testing"
)

// vocabulary is what FuzzParseTokens builds programs from: each input byte
// picks one entry (modulo the length). Entries are Python tokens, plus
// "\n" and indentation pieces, so that most generated programs get past
// the tokenizer and reach deep into the grammar.
var vocabulary = []string{
	"\n", "\n", "\n    ", "\n        ", "\n\t", "    ",
	"False", "None", "True", "and", "as", "assert", "async", "await", "break", "class",
	"continue", "def", "del", "elif", "else", "except", "finally", "for", "from", "global",
	"if", "import", "in", "is", "lambda", "nonlocal", "not", "or", "pass", "raise",
	"return", "try", "while", "with", "yield", "match", "case", "_", "type",
	"x", "y", "f", "self", "print", "é",
	"0", "1", "42", "0x1f", "1.5", "1e10", "2j", "1_000", "0o7", "0b1",
	"'s'", "\"d\"", "'''t'''", "b'b'", "r'\\d'", "f'{x}'", "f'{x!r:>{y}}'", "f'{x=}'", "'",
	"(", ")", "[", "]", "{", "}", ":", ",", ";", ".", "...", "->", "@", "=", ":=",
	"+", "-", "*", "**", "/", "//", "%", "|", "&", "^", "~", "<<", ">>",
	"<", ">", "<=", ">=", "==", "!=",
	"+=", "-=", "*=", "/=", "//=", "%=", "**=", "|=", "&=", "^=", "<<=", ">>=", "@=",
	"\\\n", "#c", "*args", "**kw",
}

// tokensToSource turns fuzz bytes into a program, one token per byte.
func tokensToSource(data []byte) []byte {
	var b strings.Builder
	prev := "\n"
	for _, c := range data {
		tok := vocabulary[int(c)%len(vocabulary)]
		if !strings.HasPrefix(tok, "\n") && !strings.HasSuffix(prev, "\n") && !strings.HasSuffix(prev, " ") {
			b.WriteByte(' ')
		}
		b.WriteString(tok)
		prev = tok
	}
	b.WriteByte('\n')
	return []byte(b.String())
}

// FuzzParseTokens feeds the parser programs assembled from Python tokens.
func FuzzParseTokens(f *testing.F) {
	skipIfParserStub(f)
	// Token-index seeds: "def f(x):\n    return x\n" and friends.
	index := map[string]byte{}
	for i, tok := range vocabulary {
		if _, ok := index[tok]; !ok {
			index[tok] = byte(i)
		}
	}
	for _, prog := range [][]string{
		{"def", "f", "(", "x", ")", ":", "\n    ", "return", "x", "\n"},
		{"if", "x", ":", "\n    ", "pass", "\n", "else", ":", "\n    ", "y", "=", "1"},
		{"match", "x", ":", "\n    ", "case", "[", "1", ",", "*", "_", "]", ":", "\n        ", "pass"},
		{"x", "=", "[", "y", "for", "y", "in", "x", "if", "not", "y", "]"},
		{"class", "f", "(", "x", ")", ":", "\n    ", "async", "def", "f", "(", "self", ")", ":", "\n        ", "await", "x"},
		{"try", ":", "\n    ", "pass", "\n", "except", "x", "as", "y", ":", "\n    ", "raise"},
		{"print", "(", "f'{x!r:>{y}}'", ",", "**kw", ")"},
		{"lambda", "x", ",", "*args", ":", "x", "if", "y", "else", "(", "yield", ")"},
	} {
		seed := make([]byte, len(prog))
		for i, tok := range prog {
			seed[i] = index[tok]
		}
		f.Add(seed)
	}
	w := newWatchdog(f)
	f.Fuzz(func(t *testing.T, data []byte) {
		checkParse(t, w, tokensToSource(data))
	})
}

func TestTokensToSource(t *testing.T) {
	idx := func(tok string) byte {
		for i, v := range vocabulary {
			if v == tok {
				return byte(i)
			}
		}
		t.Fatalf("%q not in vocabulary", tok)
		return 0
	}
	got := string(tokensToSource([]byte{idx("def"), idx("f"), idx("("), idx(")"), idx(":"), idx("\n    "), idx("pass")}))
	if want := "def f ( ) :\n    pass\n"; got != want {
		t.Errorf("tokensToSource = %q, want %q", got, want)
	}
}
