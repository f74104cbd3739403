package conformance

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"runtime/debug"
	"testing"
	"time"

	"github.com/kraitpy/krait/ast"
	"github.com/kraitpy/krait/conformance/internal/chunks"
	"github.com/kraitpy/krait/conformance/internal/golden"
	"github.com/kraitpy/krait/conformance/internal/oracle"
	"github.com/kraitpy/krait/parser"
)

// parseTimeout bounds one parse of a small invalid program.
const parseTimeout = 10 * time.Second

// liveOracle reports whether expectations come from running python3 now
// (KRAIT_CONFORMANCE_LIVE=1, `make conformance`) instead of the golden
// files.
func liveOracle() bool { return os.Getenv("KRAIT_CONFORMANCE_LIVE") == "1" }

// guardedParse parses src with krait, turning a Go panic or a parse that
// does not finish into an error.
func guardedParse(filename, src string) (*ast.Module, error) {
	type result struct {
		mod *ast.Module
		err error
	}
	done := make(chan result, 1)
	go func() {
		defer func() {
			if r := recover(); r != nil {
				done <- result{nil, fmt.Errorf("Go panic: %v\n%s", r, firstLines(string(debug.Stack()), 12))}
			}
		}()
		mod, err := parser.ParseFile(filename, []byte(src))
		done <- result{mod, err}
	}()
	select {
	case r := <-done:
		return r.mod, r.err
	case <-time.After(parseTimeout):
		return nil, fmt.Errorf("parse did not finish within %v", parseTimeout)
	}
}

// TestSyntaxErrors checks that krait rejects every invalid program of
// testdata/syntax_errors/*.py (cases separated by "---" lines) with the
// exception type, message, line, offset and end position CPython's
// ast.parse reports.
func TestSyntaxErrors(t *testing.T) {
	files, err := filepath.Glob(filepath.Join("testdata", "syntax_errors", "*.py"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no syntax error cases found: %v", err)
	}
	var py *oracle.Python
	if liveOracle() {
		if py, err = oracle.Find(context.Background()); err != nil {
			t.Fatal(err)
		}
	}
	total := 0
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		cs := chunks.Split(string(data))
		want, err := expectedSyntaxErrors(py, f, cs)
		if err != nil {
			t.Fatal(err)
		}
		for i, c := range cs {
			w := want[i]
			total++
			where := fmt.Sprintf("%s:%d", f, c.Line)
			_, err := guardedParse("<unknown>", c.Src)
			var se *parser.SyntaxError
			if !errors.As(err, &se) {
				t.Errorf("%s: krait returned %v, CPython raises %s: %s (line %d)", where, err, w.Type, w.Msg, w.Lineno)
				continue
			}
			got := oracle.ParseError{Type: se.Kind, Msg: se.Msg, Lineno: se.Lineno, Offset: se.Offset,
				EndLineno: se.EndLineno, EndOffset: se.EndOffset}
			if want := (oracle.ParseError{Type: w.Type, Msg: w.Msg, Lineno: w.Lineno, Offset: w.Offset,
				EndLineno: w.EndLineno, EndOffset: w.EndOffset}); got != want {
				t.Errorf("%s:\n  krait:   %s: %s (%d:%d-%d:%d)\n  cpython: %s: %s (%d:%d-%d:%d)", where,
					got.Type, got.Msg, got.Lineno, got.Offset, got.EndLineno, got.EndOffset,
					want.Type, want.Msg, want.Lineno, want.Offset, want.EndLineno, want.EndOffset)
			}
		}
	}
	t.Logf("%d cases", total)
}

// expectedSyntaxErrors returns CPython's errors for the cases of one
// chunked file: from its golden file, or from python3 in live mode.
func expectedSyntaxErrors(py *oracle.Python, file string, cs []chunks.Chunk) ([]oracle.ParseError, error) {
	if py != nil {
		srcs := make([]string, len(cs))
		for i, c := range cs {
			srcs[i] = c.Src
		}
		return py.ParseErrors(context.Background(), srcs)
	}
	cases, err := golden.ReadSyntax(file)
	if err != nil {
		return nil, err
	}
	if len(cases) != len(cs) {
		return nil, fmt.Errorf("%s has %d cases but %s has %d: run `make conformance-update`",
			file, len(cs), golden.SyntaxFile(file), len(cases))
	}
	out := make([]oracle.ParseError, len(cases))
	for i, c := range cases {
		if c.Line != cs[i].Line {
			return nil, fmt.Errorf("%s:%d: expectations are stale (case starts at line %d there): run `make conformance-update`",
				file, cs[i].Line, c.Line)
		}
		out[i] = c.ParseError
	}
	return out, nil
}
