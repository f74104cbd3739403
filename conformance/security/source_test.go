package security_test

import (
	"context"
	"errors"
	"strings"
	"testing"

	"github.com/kraitpy/krait"
)

// TestDeepSourceNesting: deeply nested source (10^5 levels) is refused by
// the parser with a SyntaxError — never a Go stack overflow, which would
// kill the host process (architecture.md §12 item 2, parser depth cap).
func TestDeepSourceNesting(t *testing.T) {
	const n = 100000
	indent := ""
	for i := 0; i < 200; i++ {
		indent += strings.Repeat(" ", i) + "if 1:\n"
	}
	indent += strings.Repeat(" ", 200) + "pass\n"
	cases := []struct{ name, src, kind, msg string }{
		{"list", strings.Repeat("[", n) + strings.Repeat("]", n), "SyntaxError", "too many nested parentheses"},
		{"parens", strings.Repeat("(", n) + "1" + strings.Repeat(")", n), "SyntaxError", "too many nested parentheses"},
		{"dict", strings.Repeat("{1:", n) + "1" + strings.Repeat("}", n), "SyntaxError", "too many nested parentheses"},
		{"calls", strings.Repeat("f(", n) + strings.Repeat(")", n), "SyntaxError", "too many nested parentheses"},
		{"unary", strings.Repeat("-", n) + "1", "SyntaxError", "too many nested expressions"},
		{"not", strings.Repeat("not ", n) + "True", "SyntaxError", "too many nested expressions"},
		{"attributes", "x" + strings.Repeat(".a", n), "SyntaxError", "too many nested expressions"},
		{"subscripts", "x" + strings.Repeat("[0]", n), "SyntaxError", "too many nested expressions"},
		{"binop_chain", strings.Repeat("1+", n) + "1", "SyntaxError", "too many nested expressions"},
		{"power_chain", strings.Repeat("2**", n) + "1", "SyntaxError", "too many nested expressions"},
		{"lambdas", strings.Repeat("lambda: ", n) + "1", "SyntaxError", "too many nested expressions"},
		{"ifexp", strings.Repeat("1 if 1 else ", n/2) + "1", "SyntaxError", "too many nested expressions"},
		{"indentation", indent, "IndentationError", "too many levels of indentation"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			ex := newSmall(t)
			_, err, p := runGuarded(context.Background(), ex, c.src+"\n")
			if p != "" {
				t.Fatalf("Go panic escaped Run: %s", p)
			}
			var se *krait.SyntaxError
			if !errors.As(err, &se) {
				t.Fatalf("want %s, got %T: %v", c.kind, err, err)
			}
			if se.Kind != c.kind || se.Msg != c.msg {
				t.Errorf("got %s: %s, want %s: %s", se.Kind, se.Msg, c.kind, c.msg)
			}
		})
	}
}

// TestLongFlatSource: long but flat expressions (which CPython compiles)
// run without trouble, so the nesting caps do not refuse ordinary code.
func TestLongFlatSource(t *testing.T) {
	ex := newSmall(t)
	src := "x = [" + strings.Repeat("1, ", 20000) + "]\ny = " + strings.Repeat("'a' ", 20000) + "\nprint(len(x), len(y), " + strings.Repeat("1 + ", 1000) + "0)\n"
	if got := mustRun(t, ex, src); got != "20000 20000 1000\n" {
		t.Errorf("got %q", got)
	}
}

// TestSourceSizeLimit: a program larger than the policy's source limit is
// refused before parsing.
func TestSourceSizeLimit(t *testing.T) {
	ex := newSmall(t)
	src := "x = '" + strings.Repeat("a", 2<<20) + "'\n"
	_, err := ex.Run(context.Background(), src)
	var pe *krait.PolicyError
	if !errors.As(err, &pe) || !strings.Contains(err.Error(), "exceeds the limit of 1048576 bytes") {
		t.Errorf("want a PolicyError for the source size, got %T: %v", err, err)
	}
}
