package conformance

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"runtime/debug"
	"strings"
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
// exception type and line CPython's ast.parse reports; the share with the
// same message and offset is reported, and required only with
// KRAIT_SYNTAX_STRICT=1.
func TestSyntaxErrors(t *testing.T) {
	files, err := filepath.Glob(filepath.Join("testdata", "syntax_errors", "*.py"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no syntax error cases found: %v", err)
	}
	strict := os.Getenv("KRAIT_SYNTAX_STRICT") == "1"
	var py *oracle.Python
	if liveOracle() {
		if py, err = oracle.Find(context.Background()); err != nil {
			t.Fatal(err)
		}
	}
	var total, sameMsg, sameOffset, stubs int
	var msgDiffs []string
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
				if err != nil && strings.Contains(err.Error(), "not implemented") {
					stubs++
					continue
				}
				t.Errorf("%s: krait returned %v, CPython raises %s: %s (line %d)", where, err, w.Type, w.Msg, w.Lineno)
				continue
			}
			if se.Kind != w.Type || se.Lineno != w.Lineno {
				t.Errorf("%s: krait raises %s at line %d (%s), CPython %s at line %d (%s)",
					where, se.Kind, se.Lineno, se.Msg, w.Type, w.Lineno, w.Msg)
				continue
			}
			if se.Msg == w.Msg {
				sameMsg++
			} else {
				msgDiffs = append(msgDiffs, fmt.Sprintf("%s:\n    krait:   %s\n    cpython: %s", where, se.Msg, w.Msg))
			}
			if se.Offset == w.Offset {
				sameOffset++
			} else if strict {
				t.Errorf("%s: krait reports offset %d, CPython %d (%s)", where, se.Offset, w.Offset, w.Msg)
			}
		}
	}
	if stubs == total {
		t.Skipf("parser not implemented yet (%d cases)", total)
	}
	if len(msgDiffs) > 0 {
		report := t.Logf
		if strict {
			report = t.Errorf
		}
		report("messages that differ from CPython's:\n  %s", strings.Join(msgDiffs, "\n  "))
	}
	t.Logf("%d cases: same type and line required; same message %d/%d (%.1f%%), same offset %d/%d (%.1f%%)",
		total, sameMsg, total, 100*float64(sameMsg)/float64(total), sameOffset, total, 100*float64(sameOffset)/float64(total))
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
