package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/kraitpy/krait/parser"
)

// These tests compare `krait ast` with CPython: the tree with
// `python3 -c 'print(ast.dump(ast.parse(open(F).read())))' F`, and the
// syntax-error report with what `python3 F` prints for the same file.

func runAST(stdin string, args ...string) (code int, stdout, stderr string) {
	var out, errb bytes.Buffer
	code = cmdAST(args, strings.NewReader(stdin), &out, &errb)
	return code, out.String(), errb.String()
}

func astLastLine(s string) string {
	lines := strings.Split(strings.TrimRight(s, "\n"), "\n")
	return lines[len(lines)-1]
}

// needPython returns the python3 executable or skips the test.
func needPython(t *testing.T) string {
	t.Helper()
	exe, err := exec.LookPath("python3")
	if err != nil {
		t.Skip("python3 not found: this test compares with CPython")
	}
	return exe
}

// skipIfParserStub skips while the parser reports it is not implemented.
func skipIfParserStub(t *testing.T) {
	t.Helper()
	code, _, errs := runAST("x = 1\n", "-")
	if code != exitOK && strings.Contains(errs, "not implemented") {
		t.Skipf("parser not implemented yet: %s", strings.TrimSpace(errs))
	}
}

// runPython runs python3 with args and returns exit code, stdout, stderr.
func runPython(t *testing.T, exe, stdin string, args ...string) (int, string, string) {
	t.Helper()
	cmd := exec.Command(exe, args...)
	cmd.Stdin = strings.NewReader(stdin)
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	err := cmd.Run()
	code := 0
	if ee, ok := err.(*exec.ExitError); ok {
		code = ee.ExitCode()
	} else if err != nil {
		t.Fatal(err)
	}
	return code, out.String(), errb.String()
}

func TestASTUsageErrors(t *testing.T) {
	for _, args := range [][]string{
		{},
		{"a.py", "b.py"},
		{"--bogus", "a.py"},
		{filepath.Join(t.TempDir(), "missing.py")},
	} {
		code, out, errs := runAST("", args...)
		if code != exitUsage {
			t.Errorf("krait ast %q: exit %d, want %d", args, code, exitUsage)
		}
		if out != "" {
			t.Errorf("krait ast %q: unexpected stdout %q", args, out)
		}
		if last := astLastLine(errs); !strings.HasPrefix(last, "UsageError: ") {
			t.Errorf("krait ast %q: last stderr line %q, want UsageError: ...", args, last)
		}
	}
	code, out, _ := runAST("", "--help")
	if code != exitOK || !strings.HasPrefix(out, "usage: krait ast") {
		t.Errorf("krait ast --help: exit %d, stdout %q", code, out)
	}
}

// astSources are valid programs exercising many node kinds and positions
// (including non-ASCII text, whose columns CPython counts in bytes).
var astSources = []string{
	"",
	"x = 1\n",
	"pass",
	"# only a comment\n",
	"def f(a, /, b: int = 2, *args, c, d=4, **kw) -> None:\n    return a + b\n",
	"async def g():\n    async with a as b, c:\n        await x\n    async for i in y:\n        yield i\n",
	"class C(B, metaclass=M):\n    '''doc'''\n    x: int = 0\n\n@dec\nclass D: ...\n",
	"s = 'é' + \"日本\"; t = f'{s!r:>{w}} and {s=}'\n",
	"if a:\n    pass\nelif b:\n    pass\nelse:\n    x = [i for i in range(10) if i % 2]\n",
	"try:\n    1/0\nexcept (ZeroDivisionError, ValueError) as e:\n    raise RuntimeError('x') from e\nelse:\n    pass\nfinally:\n    del x\n",
	"match p:\n    case [1, *rest]:\n        pass\n    case {'k': v, **kw}:\n        pass\n    case Point(x=0) | None:\n        pass\n    case _ if cond:\n        pass\n",
	"x = (1,\n     2,\n     3)\ny = {**a, 'b': 2}\nz = a[1:2, ::3]\n",
	"lambda x, *y, z=1: (yield)\n",
	"import os.path as p, sys\nfrom .. import a as b\nfrom x import (y, z)\n",
	"w = 0x1F + 0o17 + 0b101 + 1_000 + 1.5e3 + 3j + 10**20\nb = b'\\x00\\xff' rb'\\d'\n",
	"while (n := n - 1) > 0:\n    continue\nelse:\n    break_ = 1\n",
	"global a\nnonlocal_ = not a or b and c\nassert x, 'msg'\n",
	"x = '''multi\nline''' \\\n    'continued'\n",
	"print(*args, sep='', **kw)\n",
}

// pythonJSON runs a python3 script that reads a JSON list of sources on
// stdin and prints one JSON value, decoded into out.
func pythonJSON(t *testing.T, exe, script string, srcs []string, out any) {
	t.Helper()
	in, err := json.Marshal(srcs)
	if err != nil {
		t.Fatal(err)
	}
	code, stdout, stderr := runPython(t, exe, string(in), "-c", script)
	if code != 0 {
		t.Fatalf("python3 failed: %s", stderr)
	}
	if err := json.Unmarshal([]byte(stdout), out); err != nil {
		t.Fatalf("python3 output: %v", err)
	}
}

func TestASTMatchesCPython(t *testing.T) {
	exe := needPython(t)
	skipIfParserStub(t)
	// One python3 process dumps every source, as the one-liner in the
	// package comment would (print adds the final newline).
	const script = `import ast, json, sys
out = []
for src in json.load(sys.stdin):
    tree = ast.parse(src)
    out.append([ast.dump(tree) + "\n", ast.dump(tree, include_attributes=True) + "\n"])
json.dump(out, sys.stdout)`
	var want [][2]string
	pythonJSON(t, exe, script, astSources, &want)
	dir := t.TempDir()
	path := filepath.Join(dir, "case.py")
	for i, src := range astSources {
		if err := os.WriteFile(path, []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
		for j, args := range [][]string{{path}, {"--positions", path}} {
			code, got, errs := runAST("", args...)
			if code != exitOK || got != want[i][j] {
				t.Errorf("krait ast %v on %q: exit %d\nkrait:   %s\ncpython: %s\nstderr: %s",
					args[:len(args)-1], src, code, got, want[i][j], errs)
			}
		}
	}
	// Standard input gives the same tree.
	if code, got, errs := runAST(astSources[4], "-"); code != exitOK || got != want[4][0] {
		t.Errorf("krait ast - : exit %d\nkrait:   %s\ncpython: %s\nstderr: %s", code, got, want[4][0], errs)
	}
}

// syntaxErrorSources are programs that ast.parse rejects, chosen to
// exercise the report's layout: indentation stripped from the quoted
// line, caret ranges, non-ASCII text before the error, errors spanning
// lines, errors at end of file, and each exception type.
var syntaxErrorSources = []string{
	"x = (\n",
	"x = 1 +\n",
	"    x = 1\n",
	"if x:\n        y = (1 2)\n",
	"if x:\npass\n",
	"s = 'unterminated\n",
	"s = '''never\nends\n",
	"f(a for a in b, c)\n",
	"é = 'ü'; print 'x'\n",
	"x = [1, 2\ny = 3\n",
	"def f(x, x=1, y):\n    pass\n",
	"a + 1 = 2\n",
	"for x in range(10)\n    pass\n",
	"if True:\n\tx = 1\n        y = 2\n",
	"x = 1 if y\n",
	"f(**k, *a)\n",
	"class C:\n    def f(self):\n    return 1\n",
	"x = 09\n",
	"print(f'{a b}')\n",
	"match x:\n    case 1 + 1:\n        pass\n",
	"(a, b) += 1\n",
	"x = {1: 2, 3}\n",
	"\tx = 1\n",
	"a = 1\n  b = 2\n",
}

// cpythonSyntaxError is what ast.parse raised for a source.
type cpythonSyntaxError struct {
	Type      string `json:"type"`
	Msg       string `json:"msg"`
	Lineno    int    `json:"lineno"`
	Offset    int    `json:"offset"`
	EndLineno int    `json:"end_lineno"`
	EndOffset int    `json:"end_offset"`
}

// TestASTSyntaxErrorReport compares the report with what `python3 FILE`
// prints. The report's layout is this package's job, the position and
// message the parser's: cases where the parser's SyntaxError differs
// from ast.parse's are only logged here (conformance.TestSyntaxErrors
// holds the parser to them).
func TestASTSyntaxErrorReport(t *testing.T) {
	exe := needPython(t)
	skipIfParserStub(t)
	const script = `import ast, json, sys
out = []
for src in json.load(sys.stdin):
    try:
        ast.parse(src)
        out.append(None)
    except SyntaxError as e:
        out.append({"type": type(e).__name__, "msg": e.msg, "lineno": e.lineno, "offset": e.offset or 0,
                    "end_lineno": e.end_lineno or 0, "end_offset": e.end_offset or 0})
json.dump(out, sys.stdout)`
	var want []*cpythonSyntaxError
	pythonJSON(t, exe, script, syntaxErrorSources, &want)
	dir := t.TempDir()
	path := filepath.Join(dir, "bad.py")
	compared := 0
	for i, src := range syntaxErrorSources {
		w := want[i]
		if w == nil {
			t.Fatalf("case %d %q: ast.parse accepts it", i, src)
		}
		_, err := parser.ParseFile("bad.py", []byte(src))
		var se *parser.SyntaxError
		if !errors.As(err, &se) {
			t.Errorf("case %d %q: parser returned %v, CPython raises %s", i, src, err, w.Type)
			continue
		}
		if got := (cpythonSyntaxError{se.Kind, se.Msg, se.Lineno, se.Offset, se.EndLineno, se.EndOffset}); got != *w {
			t.Logf("case %d %q: parser reports %+v, ast.parse %+v: report not compared", i, src, got, *w)
			continue
		}
		compared++
		if err := os.WriteFile(path, []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
		// python3 FILE prints exactly the report krait must print for a
		// file whose error ast.parse raises.
		pcode, _, wantReport := runPython(t, exe, "", path)
		if pcode != 1 {
			t.Fatalf("case %d %q: python3 exited %d, want 1\n%s", i, src, pcode, wantReport)
		}
		code, out, got := runAST("", path)
		if code != exitPython || out != "" || got != wantReport {
			t.Errorf("case %d %q: exit %d, stdout %q\nkrait stderr:\n%s\ncpython stderr:\n%s", i, src, code, out, got, wantReport)
		}
	}
	t.Logf("report compared for %d of %d cases", compared, len(syntaxErrorSources))
	// From standard input the file is called <stdin>, as for `python3 -`.
	src := syntaxErrorSources[0]
	_, _, wantReport := runPython(t, exe, src, "-")
	if code, _, got := runAST(src, "-"); code != exitPython || got != wantReport {
		t.Errorf("stdin: exit %d\nkrait stderr:\n%s\ncpython stderr:\n%s", code, got, wantReport)
	}
}

// TestFileSyntaxErrorReportLayout checks the caret layout against
// CPython's own printer (sys.__excepthook__, the C code `python3 FILE`
// uses) on SyntaxErrors built with the byte offsets CPython's file
// tokenizer would report, for positions the parser rarely produces.
func TestFileSyntaxErrorReportLayout(t *testing.T) {
	exe := needPython(t)
	cases := []parser.SyntaxError{
		{Kind: "SyntaxError", Lineno: 1, Offset: 3, EndLineno: 1, EndOffset: 5, Text: "x = (1 2)"},
		{Kind: "SyntaxError", Lineno: 1, Offset: 7, EndLineno: 1, EndOffset: 10, Text: "    y = a b c"},
		{Kind: "SyntaxError", Lineno: 1, Offset: 3, EndLineno: 1, EndOffset: 5, Text: "\tab cd"},
		{Kind: "SyntaxError", Lineno: 1, Offset: 2, EndLineno: 1, EndOffset: 4, Text: "\f\fabc"},
		{Kind: "SyntaxError", Lineno: 1, Offset: 1, EndLineno: 1, EndOffset: 3, Text: "  abc"},
		{Kind: "SyntaxError", Lineno: 1, Offset: 6, EndLineno: 1, EndOffset: 9, Text: "é = 'ü' + x y"},
		{Kind: "SyntaxError", Lineno: 1, Offset: 2, EndLineno: 1, EndOffset: 6, Text: "f(日本語x)"},
		{Kind: "SyntaxError", Lineno: 2, Offset: 5, EndLineno: 4, EndOffset: 2, Text: "x = [1,"},
		{Kind: "SyntaxError", Lineno: 1, Offset: 9, EndLineno: 1, EndOffset: 9, Text: "x = 1 +"},
		{Kind: "SyntaxError", Lineno: 1, Offset: 40, EndLineno: 1, EndOffset: 60, Text: "abc"},
		{Kind: "SyntaxError", Lineno: 1, Offset: 3, EndLineno: 1, EndOffset: 1, Text: "abcdef"},
		{Kind: "SyntaxError", Lineno: 1, Offset: 3, EndLineno: 1, EndOffset: 0, Text: "abcdef"},
		{Kind: "SyntaxError", Lineno: 1, Offset: 2, EndLineno: 1, EndOffset: -1, Text: "abcdef"},
		{Kind: "SyntaxError", Lineno: 3, Offset: 0, EndLineno: 3, EndOffset: 0, Text: "abc"},
		{Kind: "SyntaxError", Lineno: 1, Offset: 1, EndLineno: 1, EndOffset: 2, Text: ""},
		{Kind: "IndentationError", Lineno: 1, Offset: 5, EndLineno: 1, EndOffset: 11, Text: "    return 1"},
		{Kind: "IndentationError", Lineno: 2, Offset: 3, EndLineno: 2, EndOffset: -1, Text: "  b = 2"},
		{Kind: "TabError", Lineno: 3, Offset: 1, EndLineno: 3, EndOffset: 0, Text: "        y = 2"},
		{Kind: "TabError", Lineno: 3, Offset: 10, EndLineno: 3, EndOffset: 12, Text: "\t\ty = 2 + 3"},
	}
	type pyCase struct {
		Kind                                 string
		Lineno, Offset, EndLineno, EndOffset int
		Text                                 string
	}
	in := make([]pyCase, len(cases))
	for i, c := range cases {
		in[i] = pyCase{c.Kind, c.Lineno, c.Offset, c.EndLineno, c.EndOffset, c.Text}
	}
	data, err := json.Marshal(in)
	if err != nil {
		t.Fatal(err)
	}
	// Offsets become UTF-8 byte offsets, as the file tokenizer reports
	// them; positions past the end keep their distance from it. An empty
	// text stands for no text (None).
	const script = `import json, sys
sys.stderr.reconfigure(encoding="utf-8")
def b(text, off):
    if off < 1:
        return off
    head = text[:off - 1]
    return len(head.encode()) + 1 + (off - 1 - len(head))
for c in json.load(sys.stdin):
    cls = {"SyntaxError": SyntaxError, "IndentationError": IndentationError, "TabError": TabError}[c["Kind"]]
    text = c["Text"] + "\n" if c["Text"] else None
    e = cls("msg", ("f.py", c["Lineno"], b(c["Text"], c["Offset"]), text, c["EndLineno"], b(c["Text"], c["EndOffset"])))
    sys.__excepthook__(cls, e, None)
    sys.stderr.write("\x00")`
	code, _, stderr := runPython(t, exe, string(data), "-c", script)
	if code != 0 {
		t.Fatalf("python3 failed: %s", stderr)
	}
	want := strings.Split(stderr, "\x00")
	if len(want) != len(cases)+1 {
		t.Fatalf("python3 printed %d reports for %d cases:\n%s", len(want)-1, len(cases), stderr)
	}
	for i, c := range cases {
		c.Msg, c.Filename = "msg", "f.py"
		if got := fileSyntaxErrorReport(&c); got != want[i] {
			t.Errorf("case %d %+v:\nkrait:\n%s\ncpython:\n%s", i, c, got, want[i])
		}
	}
}
