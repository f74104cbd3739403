package fuzz

import (
	"errors"
	"testing"

	"github.com/kraitpy/krait/ast"
	"github.com/kraitpy/krait/parser"
)

// checkParse parses src and checks the result is a tree or a well-formed
// *parser.SyntaxError, exercising Dump and Report on the way.
func checkParse(t *testing.T, w *watchdog, src []byte) {
	if len(src) > maxInput {
		return
	}
	var (
		mod *ast.Module
		err error
	)
	w.run(t, src, func() {
		mod, err = parser.ParseFile("<fuzz>", src)
	})
	w.run(t, src, func() {
		if err == nil && mod != nil {
			ast.Dump(mod, true)
		}
		var se *parser.SyntaxError
		if errors.As(err, &se) {
			se.Report()
		}
	})
	if err == nil {
		if mod == nil {
			t.Fatalf("input %q: nil module and nil error", src)
		}
		return
	}
	var se *parser.SyntaxError
	if !errors.As(err, &se) {
		t.Fatalf("input %q: error %T is not a *parser.SyntaxError: %v", src, err, err)
	}
	switch se.Kind {
	case "SyntaxError", "IndentationError", "TabError":
	default:
		t.Fatalf("input %q: SyntaxError.Kind %q", src, se.Kind)
	}
	if se.Msg == "" || se.Lineno < 0 || se.Offset < 0 {
		t.Fatalf("input %q: malformed error %+v", src, se)
	}
}

// FuzzParse feeds arbitrary bytes to the parser.
func FuzzParse(f *testing.F) {
	skipIfParserStub(f)
	addSeeds(f)
	w := newWatchdog(f)
	f.Fuzz(func(t *testing.T, src []byte) {
		checkParse(t, w, src)
	})
}

// skipIfParserStub skips while the parser reports it is not implemented.
func skipIfParserStub(t testing.TB) {
	_, err := parser.ParseFile("<fuzz>", []byte("x = 1\n"))
	var se *parser.SyntaxError
	if err != nil && !errors.As(err, &se) {
		t.Skipf("parser not available: %v", err)
	}
}
