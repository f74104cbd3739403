package fuzz

import (
	"errors"
	"testing"

	"github.com/kraitpy/krait/parser"
	"github.com/kraitpy/krait/resolve"
)

// checkResolve parses src and, when it parses, runs the resolver over the
// tree: the result must be a symbol table or a well-formed
// *parser.SyntaxError (the resolver's compile-time errors), never a panic
// or a hang.
func checkResolve(t *testing.T, w *watchdog, src []byte) {
	if len(src) > maxInput {
		return
	}
	mod, err := parser.ParseFile("<fuzz>", src)
	if err != nil {
		return // the parser's own errors are FuzzParse's business
	}
	var info *resolve.Info
	w.run(t, src, func() {
		info, err = resolve.Resolve("<fuzz>", src, mod)
	})
	if err == nil {
		if info == nil || info.Module == nil {
			t.Fatalf("input %q: nil symbol table and nil error", src)
		}
		return
	}
	var se *parser.SyntaxError
	if !errors.As(err, &se) {
		t.Fatalf("input %q: resolver error %T is not a *parser.SyntaxError: %v", src, err, err)
	}
	if se.Msg == "" || se.Lineno < 0 || se.Offset < 0 {
		t.Fatalf("input %q: malformed error %+v", src, se)
	}
	w.run(t, src, func() { se.Report() })
}

// FuzzResolve runs the resolver (scopes, slots, compile-time SyntaxErrors)
// over programs assembled from Python tokens, most of which parse, plus the
// conformance corpus as raw seeds through the same token mapping.
func FuzzResolve(f *testing.F) {
	skipIfParserStub(f)
	for _, prog := range []string{
		"def f():\n    global x\n    x = 1\n",
		"def f(x):\n    def g():\n        nonlocal x\n        x += 1\n    return g\n",
		"class C:\n    x = 1\n    def m(self):\n        return [x for _ in range(3)]\n",
		"[y := 1 for x in range(3)]\n",
		"def f():\n    yield 1\n    return 2\n",
		"def f(a, a):\n    pass\n",
		"nonlocal x\n",
		"def f():\n    x = 1\n    global x\n",
		"return 1\n",
		"class C:\n    def __m(self):\n        return self.__x\n",
	} {
		f.Add([]byte(prog))
	}
	w := newWatchdog(f)
	f.Fuzz(func(t *testing.T, src []byte) {
		checkResolve(t, w, src)
		checkResolve(t, w, tokensToSource(src))
	})
}
