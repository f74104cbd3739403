package parser

import (
	"errors"
	"math/rand"
	"strings"
	"testing"

	"github.com/kraitpy/krait/ast"
)

func TestGoldenEval(t *testing.T) {
	var cases []astCase
	loadJSON(t, "testdata/eval_cases.json", &cases)
	if len(cases) == 0 {
		t.Fatal("no cases")
	}
	for _, c := range cases {
		e, err := ParseExpr("<unknown>", []byte(c.Src))
		if err != nil {
			t.Errorf("ParseExpr(%q): %v", c.Src, err)
			continue
		}
		if got := ast.Dump(e, true); got != c.Attrs {
			t.Errorf("ParseExpr(%q):\n got %s\nwant %s", c.Src, got, c.Attrs)
		}
	}
	if _, err := ParseExpr("<unknown>", []byte("x = 1")); err == nil {
		t.Error("ParseExpr accepted a statement")
	}
}

// TestIncompleteInput checks the REPL continuation signal: input that
// more lines could complete is Incomplete, anything else is not.
func TestIncompleteInput(t *testing.T) {
	incomplete := []string{
		"if x:\n", "x = (1,\n", "x = \"\"\"abc\n", "x = 1 +\\\n", "if x:\n    pass\nelse:\n",
		"try:\n    pass\n", "@dec\n", "def f(\n", "class C:\n", "match x:\n", "foo(a,\n  b\n",
		"while True:\n    if x:\n",
	}
	for _, src := range incomplete {
		_, err := ParseFile("<stdin>", []byte(src))
		if err == nil || !IncompleteInput(err) {
			t.Errorf("ParseFile(%q) = %v, want an incomplete-input error", src, err)
		}
	}
	complete := []string{"x = 1 +\n", "if x\n", "x = )\n", "x = \"abc\n", "1abc\n", "print 'x'\n"}
	for _, src := range complete {
		_, err := ParseFile("<stdin>", []byte(src))
		if err == nil || IncompleteInput(err) {
			t.Errorf("ParseFile(%q) = %v, want a complete (final) syntax error", src, err)
		}
	}
	if IncompleteInput(errors.New("other")) {
		t.Error("IncompleteInput(non-syntax error) = true")
	}
}

// TestDeepNesting checks that deeply nested input gives a SyntaxError
// instead of exhausting the Go stack.
func TestDeepNesting(t *testing.T) {
	n := 100000
	for _, src := range []string{
		strings.Repeat("-", n) + "x",
		strings.Repeat("not ", n) + "x",
		strings.Repeat("lambda: ", n) + "x",
		"x" + strings.Repeat("[0]", n),
		"x" + strings.Repeat("()", n),
		"x" + strings.Repeat(".a", n),
		strings.Repeat("1 if x else ", n) + "x",
		strings.Repeat("x**", n) + "x",
		strings.Repeat("x+", n) + "x",
		strings.Repeat("(", n),
		strings.Repeat("[", 199) + strings.Repeat("]", 199) + " + " + strings.Repeat("f(", n),
		strings.Repeat(`f"{`, n) + "x" + strings.Repeat(`}"`, n),
		"match x:\n case " + strings.Repeat("[", n) + ":\n  pass\n",
	} {
		_, err := ParseFile("<deep>", []byte(src))
		var se *SyntaxError
		if !errors.As(err, &se) {
			t.Errorf("ParseFile(%.30q...) = %v, want a SyntaxError", src, err)
		}
	}
	// Nesting within the limits still parses.
	if _, err := ParseFile("<deep>", []byte(strings.Repeat("(", 199)+"1"+strings.Repeat(")", 199))); err != nil {
		t.Errorf("199 nested parentheses: %v", err)
	}
}

// TestNoPanicOnGarbage feeds random bytes and mutated Python; every
// outcome must be a tree or a *SyntaxError.
func TestNoPanicOnGarbage(t *testing.T) {
	rng := rand.New(rand.NewSource(1))
	seeds := []string{
		"def f(a, *b, **c):\n    return [x async for x in y if x] + {k: v for k, v in z}\n",
		"match p:\n    case Point(x=0) | [1, *r] | {'k': v, **kw} as q if q: pass\n",
		"x = f\"{a!r:>{w}} {b=} {{}}\" 'tail' b'\\x00'\n",
		"try:\n    pass\nexcept* E as e:\n    raise X from e\nfinally:\n    del a[1:2, ::3]\n",
		"@d\nclass C(B, metaclass=M):\n    x: int = 1\n    async def g(self, /, q, *, r=2): await q\n",
	}
	alphabet := []byte("()[]{}:;,.=+-*/%@&|^~<>!\"'\\#\n\t fxrb0123456789_ifelsedefclassmatchcase\xff\x80é")
	for i := 0; i < 3000; i++ {
		src := []byte(seeds[i%len(seeds)])
		for k := rng.Intn(6); k >= 0; k-- {
			switch rng.Intn(3) {
			case 0: // replace
				src[rng.Intn(len(src))] = alphabet[rng.Intn(len(alphabet))]
			case 1: // insert
				j := rng.Intn(len(src) + 1)
				src = append(src[:j], append([]byte{alphabet[rng.Intn(len(alphabet))]}, src[j:]...)...)
			case 2: // delete
				if len(src) > 1 {
					j := rng.Intn(len(src))
					src = append(src[:j], src[j+1:]...)
				}
			}
		}
		mod, err := ParseFile("<fuzz>", src)
		var se *SyntaxError
		if err != nil && !errors.As(err, &se) {
			t.Fatalf("ParseFile(%q) returned non-SyntaxError %T %v", src, err, err)
		}
		if err == nil && mod == nil {
			t.Fatalf("ParseFile(%q) returned neither tree nor error", src)
		}
		if err != nil && (se.Lineno < 0 || se.Msg == "") {
			t.Fatalf("ParseFile(%q): malformed error %+v", src, se)
		}
	}
	for _, src := range []string{"\x00", "x = 1\x00", "\xff\xfe", "\xef\xbb\xbfx = 1\n"} {
		_, err := ParseFile("<bytes>", []byte(src))
		var se *SyntaxError
		if err != nil && !errors.As(err, &se) {
			t.Errorf("ParseFile(%q) returned %T", src, err)
		}
	}
}

// FuzzParseFile checks that no input panics or returns a non-SyntaxError.
func FuzzParseFile(f *testing.F) {
	f.Add([]byte("x = [i for i in range(3)]\n"))
	f.Add([]byte("f\"{x!r:{w}}\"\n"))
	f.Add([]byte("match x:\n case [1, *_]: pass\n"))
	f.Fuzz(func(t *testing.T, src []byte) {
		_, err := ParseFile("<fuzz>", src)
		var se *SyntaxError
		if err != nil && !errors.As(err, &se) {
			t.Fatalf("non-SyntaxError %T %v", err, err)
		}
	})
}

// TestFString312 checks PEP 701 f-strings (Python 3.12 syntax that LLMs
// write): each must give the tree CPython 3.11 gives for the same text
// with the inner quotes swapped (same length, so positions agree too).
func TestFString312(t *testing.T) {
	cases := []struct{ src312, src311 string }{
		{`f"{d["k"]}"` + "\n", `f"{d['k']}"` + "\n"},
		{`f'{x['a']!r:>{w}}'` + "\n", `f'{x["a"]!r:>{w}}'` + "\n"},
		{`f"{", ".join(xs)}"` + "\n", `f"{', '.join(xs)}"` + "\n"},
		{`f"{f"{x}"}"` + "\n", `f"{f'{x}'}"` + "\n"},
		{`f"""{"""a"""}"""` + "\n", `f"""{'''a'''}"""` + "\n"},
	}
	for _, c := range cases {
		got, err := ParseFile("<unknown>", []byte(c.src312))
		if err != nil {
			t.Errorf("ParseFile(%s): %v", c.src312, err)
			continue
		}
		want, err := ParseFile("<unknown>", []byte(c.src311))
		if err != nil {
			t.Fatalf("ParseFile(%s): %v", c.src311, err)
		}
		if g, w := ast.Dump(got, true), ast.Dump(want, true); g != w {
			t.Errorf("ParseFile(%s):\n got %s\nwant %s", c.src312, g, w)
		}
	}
	// Backslashes and comments inside replacement fields (3.12 only) give
	// the tree of the same expression written outside the f-string.
	for _, c := range []struct{ src, expr string }{
		{"f\"{'\\n'.join(a)}\"\n", "'\\n'.join(a)"},
		{"f'''{x # a comment\n}'''\n", "x"},
	} {
		mod, err := ParseFile("<unknown>", []byte(c.src))
		if err != nil {
			t.Errorf("ParseFile(%q): %v", c.src, err)
			continue
		}
		want, err := ParseExpr("<unknown>", []byte(c.expr))
		if err != nil {
			t.Fatal(err)
		}
		js := mod.Body[0].(*ast.ExprStmt).Value.(*ast.JoinedStr)
		fv := js.Values[0].(*ast.FormattedValue)
		if g, w := ast.Dump(fv.Value, false), ast.Dump(want.Body, false); g != w {
			t.Errorf("ParseFile(%q) field = %s, want %s", c.src, g, w)
		}
	}
}

// TestPathologicalInputs checks inputs that once made error hints
// re-parse exponentially or scan quadratically: they must give CPython's
// result (expectations from CPython 3.11's ast.parse) without hanging.
func TestPathologicalInputs(t *testing.T) {
	cases := []struct {
		src    string
		msg    string // "" when the source is valid
		offset int
	}{
		{strings.Repeat("x if (", 150) + "* " + strings.Repeat(")", 150), "invalid syntax", 903},
		{strings.Repeat("(a if ", 150) + "b $" + strings.Repeat(")", 150), "expected 'else' after 'if' expression", 896},
		{"x = f'" + strings.Repeat("{a}", 200000) + "'\n", "", 0},
		{"x = " + strings.Repeat("f'{a}' ", 50000) + "\n", "", 0},
		{strings.Repeat("f(a, ", 150) + "b c" + strings.Repeat(")", 150), "invalid syntax. Perhaps you forgot a comma?", 751},
		{strings.Repeat("[a, ", 150) + "b = c" + strings.Repeat("]", 150), "invalid syntax. Maybe you meant '==' or ':=' instead of '='?", 601},
	}
	for _, c := range cases {
		_, err := ParseFile("<slow>", []byte(c.src))
		if c.msg == "" {
			if err != nil {
				t.Errorf("ParseFile(%.40q...): %v", c.src, err)
			}
			continue
		}
		var se *SyntaxError
		if !errors.As(err, &se) || se.Msg != c.msg || se.Lineno != 1 || se.Offset != c.offset {
			t.Errorf("ParseFile(%.40q...) = %v, want %q at offset %d", c.src, err, c.msg, c.offset)
		}
	}
}

// TestUndecodableSource checks sources that are not valid UTF-8 and
// declare no other encoding (messages from CPython 3.11's ast.parse).
func TestUndecodableSource(t *testing.T) {
	cases := []struct {
		src, msg string
		line     int
	}{
		{"x = \"\xff\"\n", "(unicode error) 'utf-8' codec can't decode byte 0xff in position 0: invalid start byte", 1},
		{"x = 1\n\xff\n", "(unicode error) 'utf-8' codec can't decode byte 0xff in position 0: invalid start byte", 2},
		{"x = '\xc3('\n", "(unicode error) 'utf-8' codec can't decode byte 0xc3 in position 0: invalid continuation byte", 1},
		{"# coding: foo\nx=1\n", "unknown encoding: foo", 0},
	}
	for _, c := range cases {
		_, err := ParseFile("<bytes>", []byte(c.src))
		var se *SyntaxError
		if !errors.As(err, &se) || se.Msg != c.msg || se.Lineno != c.line {
			t.Errorf("ParseFile(%q) = %v, want %q on line %d", c.src, err, c.msg, c.line)
		}
	}
	// A declared Latin-1 source decodes instead.
	mod, err := ParseFile("<latin1>", []byte("# -*- coding: latin-1 -*-\nx = '\xe9'\n"))
	if err != nil {
		t.Fatal(err)
	}
	if got := ast.Dump(mod.Body[0], false); got != "Assign(targets=[Name(id='x', ctx=Store())], value=Constant(value='é'))" {
		t.Errorf("latin-1 source: %s", got)
	}
}

// TestConcurrentParses parses in parallel goroutines: parsers share no
// mutable state, so results must equal the sequential ones (run with
// -race to check for data races).
func TestConcurrentParses(t *testing.T) {
	srcs := []string{
		"x = f'{a!r:>{w}}' + \"\\N{BULLET}\"\n",
		"match p:\n    case [1, *r] | {'k': v}: pass\n",
		"def f(a, /, b=1, *c, d, **e) -> int:\n    return [x async for x in y]\n",
		"try:\n    pass\nexcept* E as e:\n    raise\n",
	}
	want := make([]string, len(srcs))
	for i, s := range srcs {
		mod, err := ParseFile("<c>", []byte(s))
		if err != nil {
			t.Fatal(err)
		}
		want[i] = ast.Dump(mod, true)
	}
	errs := make(chan string, 64)
	done := make(chan bool)
	for g := 0; g < 8; g++ {
		go func(g int) {
			for k := 0; k < 50; k++ {
				i := (g + k) % len(srcs)
				mod, err := ParseFile("<c>", []byte(srcs[i]))
				if err != nil || ast.Dump(mod, true) != want[i] {
					errs <- srcs[i]
				}
			}
			done <- true
		}(g)
	}
	for g := 0; g < 8; g++ {
		<-done
	}
	close(errs)
	for s := range errs {
		t.Errorf("concurrent parse of %q differs", s)
	}
}

// TestNamedEscapes checks \N{...} lookups; code points from CPython 3.11's
// unicodedata.lookup.
func TestNamedEscapes(t *testing.T) {
	cases := map[string]rune{
		"BULLET": 0x2022, "latin small letter a": 'a', "CJK UNIFIED IDEOGRAPH-4E00": 0x4E00,
		"HANGUL SYLLABLE GAG": 0xAC01, "LINE FEED": '\n', "ZWJ": 0x200D, "VS17": 0xE0100, "VS256": 0xE01EF,
		"BELL": 0x1F514, "NBSP": 0xA0,
	}
	for name, want := range cases {
		got, ok := lookupRuneName(name)
		if !ok || got != want {
			t.Errorf("lookupRuneName(%q) = %U, %v; want %U", name, got, ok, want)
		}
	}
	for _, bad := range []string{"NOT A NAME", "VS0", "VS257", "CJK UNIFIED IDEOGRAPH-0041", "HANGUL SYLLABLE XX"} {
		if r, ok := lookupRuneName(bad); ok {
			t.Errorf("lookupRuneName(%q) = %U, want not found", bad, r)
		}
	}
}
