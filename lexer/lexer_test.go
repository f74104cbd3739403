package lexer

import (
	"encoding/json"
	"os"
	"testing"
)

type tokenCase struct {
	Src    string  `json:"src"`
	Tokens [][]any `json:"tokens"`
}

// TestTokensMatchCPython compares kinds, texts and positions with what
// CPython's tokenize module produces (testdata/gen_tokens.py).
func TestTokensMatchCPython(t *testing.T) {
	data, err := os.ReadFile("testdata/tokens.json")
	if err != nil {
		t.Fatal(err)
	}
	var cases []tokenCase
	if err := json.Unmarshal(data, &cases); err != nil {
		t.Fatal(err)
	}
	for _, c := range cases {
		src := []byte(c.Src)
		toks, lerr := Tokenize(src)
		if lerr != nil {
			t.Errorf("Tokenize(%q): %v", c.Src, lerr)
			continue
		}
		if toks[len(toks)-1].Kind != EOF {
			t.Errorf("Tokenize(%q): last token %v, want EOF", c.Src, toks[len(toks)-1].Kind)
		}
		toks = toks[:len(toks)-1]
		if len(toks) != len(c.Tokens) {
			t.Errorf("Tokenize(%q): %d tokens, want %d", c.Src, len(toks), len(c.Tokens))
			continue
		}
		for i, want := range c.Tokens {
			got := toks[i]
			kind := want[0].(string)
			if len(want) == 1 {
				if got.Kind.String() != kind {
					t.Errorf("Tokenize(%q) token %d: %v, want %s", c.Src, i, got.Kind, kind)
				}
				continue
			}
			text := want[1].(string)
			switch kind {
			case "NAME":
				if got.Kind != NAME && !(got.Kind.IsKeyword() && got.Kind.String() == text) {
					t.Errorf("Tokenize(%q) token %d: %v, want NAME %q", c.Src, i, got.Kind, text)
				}
			case "NUMBER", "STRING":
				if got.Kind.String() != kind {
					t.Errorf("Tokenize(%q) token %d: %v, want %s", c.Src, i, got.Kind, kind)
				}
			default:
				if got.Kind.String() != kind {
					t.Errorf("Tokenize(%q) token %d: %v, want %s", c.Src, i, got.Kind, kind)
				}
			}
			if string(got.Text(src)) != text {
				t.Errorf("Tokenize(%q) token %d: text %q, want %q", c.Src, i, got.Text(src), text)
			}
			pos := [4]int{int(got.Line), int(got.Col), int(got.EndLine), int(got.EndCol)}
			wantPos := [4]int{int(want[2].(float64)), int(want[3].(float64)), int(want[4].(float64)), int(want[5].(float64))}
			if pos != wantPos {
				t.Errorf("Tokenize(%q) token %d %q: position %v, want %v", c.Src, i, text, pos, wantPos)
			}
		}
	}
}

// TestFString312 checks that a replacement field may reuse the enclosing
// quote (PEP 701): the whole literal is one STRING token.
func TestFString312(t *testing.T) {
	for _, src := range []string{`f"{d["k"]}"`, `f'{x['a']!r:>{w}}'`, `f"{f"{x}"}"`, `f"""{"""a"""}"""`} {
		toks, err := Tokenize([]byte(src + "\n"))
		if err != nil {
			t.Errorf("Tokenize(%s): %v", src, err)
			continue
		}
		if toks[0].Kind != STRING || int(toks[0].End) != len(src) || toks[1].Kind != NEWLINE {
			t.Errorf("Tokenize(%s): first token %v [%d:%d], want one STRING over the whole literal", src, toks[0].Kind, toks[0].Start, toks[0].End)
		}
	}
}

// TestErrors checks tokenizer errors; expectations from CPython's
// ast.parse (SyntaxError lineno and 1-based offset = Col+1 for ASCII).
func TestErrors(t *testing.T) {
	cases := []struct {
		src, kind, msg string
		line, offset   int
		incomplete     bool
	}{
		{"x = (1,\n", "SyntaxError", "'(' was never closed", 1, 5, true},
		{"x = \"abc\n", "SyntaxError", "unterminated string literal (detected at line 1)", 1, 5, false},
		{"x = \"\"\"abc\n\n", "SyntaxError", "unterminated triple-quoted string literal (detected at line 2)", 1, 5, true},
		{"x = 1abc\n", "SyntaxError", "invalid decimal literal", 1, 5, false},
		{"x = 0777\n", "SyntaxError", "leading zeros in decimal integer literals are not permitted; use an 0o prefix for octal integers", 1, 5, false},
		{"x = 1_\n", "SyntaxError", "invalid decimal literal", 1, 6, false},
		{"x = 0x\n", "SyntaxError", "invalid hexadecimal literal", 1, 6, false},
		{"x=0b12\n", "SyntaxError", "invalid digit '2' in binary literal", 1, 6, false},
		{"x=0o8\n", "SyntaxError", "invalid digit '8' in octal literal", 1, 5, false},
		{"x=1e\n", "SyntaxError", "invalid decimal literal", 1, 3, false},
		{"x=1e+\n", "SyntaxError", "invalid decimal literal", 1, 5, false},
		{"x = 1.__class__\n", "SyntaxError", "invalid decimal literal", 1, 6, false},
		{"f(x))\n", "SyntaxError", "unmatched ')'", 1, 5, false},
		{"f(x]\n", "SyntaxError", "closing parenthesis ']' does not match opening parenthesis '('", 1, 4, false},
		{"if x:\n\tpass\n        pass\n", "TabError", "inconsistent use of tabs and spaces in indentation", 3, 1, false},
		{"x = 1 +\\", "SyntaxError", "unexpected EOF while parsing", 1, 9, true},
	}
	for _, c := range cases {
		_, err := Tokenize([]byte(c.src))
		if err == nil {
			t.Errorf("Tokenize(%q): no error, want %s", c.src, c.msg)
			continue
		}
		if err.Kind != c.kind || err.Msg != c.msg || err.Line != c.line || err.Col+1 != c.offset || err.Incomplete != c.incomplete {
			t.Errorf("Tokenize(%q) = %s %q line %d offset %d incomplete %v\nwant %s %q line %d offset %d incomplete %v",
				c.src, err.Kind, err.Msg, err.Line, err.Col+1, err.Incomplete, c.kind, c.msg, c.line, c.offset, c.incomplete)
		}
	}
}

// TestKeywordsNotSoft checks that soft keywords stay NAME tokens.
func TestKeywordsNotSoft(t *testing.T) {
	src := []byte("match case _ type print if\n")
	toks, err := Tokenize(src)
	if err != nil {
		t.Fatal(err)
	}
	want := []Kind{NAME, NAME, NAME, NAME, NAME, KwIf, NEWLINE, EOF}
	for i, k := range want {
		if toks[i].Kind != k {
			t.Errorf("token %d = %v, want %v", i, toks[i].Kind, k)
		}
	}
}

// TestSkipStringPrefixes checks that SkipString honours the prefix
// letters before the quote: a raw string keeps `\"` from ending it.
func TestSkipStringPrefixes(t *testing.T) {
	cases := []struct {
		src  string
		q    int // offset of the opening quote
		next int // expected offset after the literal
	}{
		{`r"a\"b" x`, 1, 7},
		{`fr"{x}\"" x`, 2, 9},
		{`rf"{x}\"" x`, 2, 9},
		{`"a\"b" x`, 0, 6},
		{`xr"a\"b" x`, 2, 8}, // "xr" is a name, not a prefix: not raw
		{`r'a\'' x`, 1, 6},
	}
	for _, c := range cases {
		next, ok := SkipString([]byte(c.src), c.q, len(c.src))
		if !ok || next != c.next {
			t.Errorf("SkipString(%q, %d) = %d, %v; want %d", c.src, c.q, next, ok, c.next)
		}
	}
}

// TestBackslashAtEndOfString is a regression test: a backslash as the
// last byte inside an unterminated string once indexed past the input.
func TestBackslashAtEndOfString(t *testing.T) {
	for _, src := range []string{`'''\`, `'\`, `f"{x}\`, `"""a\`, `b'\`} {
		_, err := Tokenize([]byte(src))
		if err == nil || err.Kind != "SyntaxError" {
			t.Errorf("Tokenize(%q) = %v, want an unterminated-string SyntaxError", src, err)
		}
	}
}
