package resolve

import (
	"fmt"
	"os"
	"sort"
	"strings"
	"testing"

	"github.com/kraitpy/krait/parser"
)

// TestSymtableGolden compares the resolver's classification of every name
// with CPython's symtable module on the chunks of testdata/scopes.py; the
// expectations in testdata/scopes.golden were written by
// testdata/gen_scopes.py running under python3.
func TestSymtableGolden(t *testing.T) {
	src, err := os.ReadFile("testdata/scopes.py")
	if err != nil {
		t.Fatal(err)
	}
	want, err := os.ReadFile("testdata/scopes.golden")
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for i, chunk := range strings.Split(string(src), "\n---\n") {
		out = append(out, fmt.Sprintf("=== %d", i))
		mod, err := parser.ParseFile("chunk.py", []byte(chunk))
		if err != nil {
			t.Fatalf("chunk %d: parse: %v", i, err)
		}
		info, err := Resolve("chunk.py", []byte(chunk), mod)
		if err != nil {
			t.Fatalf("chunk %d: resolve: %v", i, err)
		}
		dumpScope(info.Module, &out, 0)
	}
	got := strings.Join(out, "\n") + "\n"
	if got != string(want) {
		gl, wl := strings.Split(got, "\n"), strings.Split(string(want), "\n")
		for i := 0; i < len(gl) && i < len(wl); i++ {
			if gl[i] != wl[i] {
				t.Fatalf("line %d: got %q, want %q\n--- got:\n%s", i+1, gl[i], wl[i], got)
			}
		}
		t.Fatalf("length differs: got %d lines, want %d", len(gl), len(wl))
	}
}

var rawKindNames = map[rawKind]string{
	rawLocal: "LOCAL", rawGlobalExplicit: "GLOBAL_EXPLICIT", rawGlobalImplicit: "GLOBAL_IMPLICIT",
	rawFree: "FREE", rawCell: "CELL",
}

// dumpScope prints a scope the way gen_scopes.py prints CPython's table.
func dumpScope(s *Scope, out *[]string, depth int) {
	indent := strings.Repeat("  ", depth)
	var head string
	switch s.Kind {
	case ModuleScope:
		head = "module top"
	case ClassScope:
		head = "class " + s.Name
	default:
		head = "function " + strings.Trim(s.Name, "<>")
	}
	*out = append(*out, indent+head)
	names := append([]string(nil), s.Names...)
	sort.Strings(names)
	for _, n := range names {
		sym := s.Symbols[n]
		*out = append(*out, fmt.Sprintf("%s  %s %s", indent, n, rawKindNames[rawKind(sym.flags>>rawShift)]))
	}
	for _, c := range s.Children {
		dumpScope(c, out, depth+1)
	}
}

// TestCompileErrorsFromSource checks error messages and positions on
// parsed programs; each expectation was printed by CPython's compile().
func TestCompileErrorsFromSource(t *testing.T) {
	tests := []struct {
		src       string
		msg       string
		line, off int
		endOff    int
	}{
		{"x = 1\nif x:\n     return   5", "'return' outside function", 3, 6, 16},
		{"def f():\n    x = 1\n    def g():\n        print(x)\n        nonlocal x", "name 'x' is used prior to nonlocal declaration", 5, 9, 19},
		{"def f():\n    global x\n    nonlocal x", "name 'x' is nonlocal and global", 2, 5, 13},
		{"def f():\n    [(yield x) for x in y]", "'yield' inside list comprehension", 2, 7, 14},
		{"[i for i in (x := y)]", "assignment expression cannot be used in a comprehension iterable expression", 1, 14, 20},
		{"class C:\n    [y := 1 for x in z]", "assignment expression within a comprehension cannot be used in a class body", 2, 6, 7},
		{"def f():\n    from m import *", "import * only allowed at module level", 2, 19, 20},
		{"*a, *b = 1", "multiple starred expressions in assignment", 1, 1, 7},
		{"def f():\n    await x", "'await' outside async function", 2, 5, 12},
		{"try:\n    pass\nexcept:\n    pass\nexcept ValueError:\n    pass", "default 'except:' must be last", 3, 1, 9},
		{"match x:\n    case a:\n        pass\n    case b:\n        pass", "name capture 'a' makes remaining patterns unreachable", 2, 10, 11},
		{"match x:\n    case [a, a]:\n        pass", "multiple assignments to name 'a' in pattern", 2, 14, 15},
		{"def f():\n    x: int\n    global x", "annotated name 'x' can't be global", 3, 5, 13},
		{"def f():\n    for x in y: pass\n    global x", "name 'x' is assigned to before global declaration", 3, 5, 13},
		{"async def f():\n    yield 1\n    return 2", "'return' with value in async generator", 3, 5, 13},
		{"match x:\n    case [x] | [y]:\n        pass", "alternative patterns bind different names", 2, 17, 18},
		{"del __debug__", "cannot delete __debug__", 1, 5, 14},
		{"[[(j := 0) for i in range(5)] for j in range(5)]", "assignment expression cannot rebind comprehension iteration variable 'j'", 1, 4, 5},
		// break, continue and return may not leave an except* clause
		// (CPython 3.11's compile(); a constant return value is the site).
		{"for i in x:\n    try:\n        pass\n    except* E:\n        break", "'break', 'continue' and 'return' cannot appear in an except* block", 5, 9, 14},
		{"def f():\n    try:\n        pass\n    except* E:\n        return 1", "'break', 'continue' and 'return' cannot appear in an except* block", 5, 16, 17},
		{"def f():\n    try:\n        pass\n    except* E:\n        return a + b", "'break', 'continue' and 'return' cannot appear in an except* block", 5, 9, 21},
		{"try:\n    pass\nexcept* E:\n    for i in x:\n        continue\n    continue", "'break', 'continue' and 'return' cannot appear in an except* block", 6, 5, 13},
		{"while x:\n    try:\n        pass\n    except* E:\n        try:\n            pass\n        finally:\n            break", "'break', 'continue' and 'return' cannot appear in an except* block", 8, 13, 18},
	}
	for _, tc := range tests {
		mod, err := parser.ParseFile("f", []byte(tc.src))
		if err != nil {
			t.Errorf("%q: parse: %v", tc.src, err)
			continue
		}
		_, err = Resolve("f", []byte(tc.src), mod)
		se, ok := err.(*parser.SyntaxError)
		if !ok {
			t.Errorf("%q: got %v, want %q", tc.src, err, tc.msg)
			continue
		}
		if se.Msg != tc.msg || se.Lineno != tc.line || se.Offset != tc.off || se.EndOffset != tc.endOff {
			t.Errorf("%q: got %q at %d:%d-%d, want %q at %d:%d-%d", tc.src, se.Msg, se.Lineno, se.Offset, se.EndOffset, tc.msg, tc.line, tc.off, tc.endOff)
		}
	}
}
