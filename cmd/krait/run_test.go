package main

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// runKrait runs `krait run args...` with src on standard input when the
// file argument is "-".
func runKrait(t *testing.T, src string, args ...string) (int, string, string) {
	t.Helper()
	var out, errb bytes.Buffer
	code := run(append([]string{"run"}, args...), strings.NewReader(src), &out, &errb)
	return code, out.String(), errb.String()
}

// The expected outputs and tracebacks were printed by python3 for the same
// programs.
func TestRunExitCodes(t *testing.T) {
	tests := []struct {
		name     string
		src      string
		args     []string
		code     int
		stdout   string
		lastErr  string
		stderrIs string
	}{
		{name: "ok", src: "print('hello', 1 + 2)\n", code: 0, stdout: "hello 3\n"},
		{name: "python error keeps output", src: "print('before')\nx = 1 / 0\n", code: 1, stdout: "before\n",
			stderrIs: "Traceback (most recent call last):\n  File \"<stdin>\", line 2, in <module>\n    x = 1 / 0\n        ~~^~~\nZeroDivisionError: division by zero\n"},
		{name: "syntax error", src: "x = (\n", code: 1, lastErr: "SyntaxError: '(' was never closed"},
		{name: "compile-time error", src: "return 5\n", code: 1,
			stderrIs: "  File \"<stdin>\", line 1\n    return 5\n    ^^^^^^^^\nSyntaxError: 'return' outside function\n"},
		{name: "forbidden import", src: "import os\n", code: 3, lastErr: "InterpreterError: Import of os is not allowed."},
		{name: "forbidden builtin", src: "print('a')\neval('1')\n", code: 3, stdout: "a\n",
			lastErr: "InterpreterError: Forbidden function evaluation: 'eval' is not among the explicitly allowed tools or defined/imported in the preceding code"},
		{name: "op limit", src: "while True:\n    pass\n", args: []string{"--max-ops", "10000"}, code: 4,
			lastErr: "OperationLimitError: operation budget of 10000 exhausted"},
		{name: "limit not catchable", src: "try:\n    while True:\n        pass\nexcept BaseException:\n    print('caught')\n", args: []string{"--max-ops", "5000"}, code: 4, stdout: "",
			lastErr: "OperationLimitError: operation budget of 5000 exhausted"},
		{name: "usage", src: "", args: []string{"--max-ops", "x"}, code: 2, lastErr: "UsageError:"},
		{name: "system exit", src: "print('a')\nraise SystemExit\n", code: 0, stdout: "a\n"},
		{name: "system exit 0", src: "raise SystemExit(0)\n", code: 0},
		// CPython: exit status 1 and an empty stderr for SystemExit(1);
		// a non-int code is printed alone.
		{name: "system exit 1", src: "print('a')\nraise SystemExit(1)\n", code: 1, stdout: "a\n"},
		// CPython prints "bye"; krait's contract wants the last stderr
		// line in the form "Name: message".
		{name: "system exit message", src: "raise SystemExit('bye')\n", code: 1, stderrIs: "SystemExit: bye\n"},
		{name: "system exit code", src: "raise SystemExit(3)\n", code: 1, stderrIs: "SystemExit: 3\n"},
		// A limit error ends the run even inside a with block whose
		// __exit__ would suppress exceptions: __exit__ is not called.
		{name: "limit not swallowed by with", src: "class S:\n    def __enter__(self): return self\n    def __exit__(self, *a):\n        print('exit')\n        return True\nwith S():\n    while True:\n        pass\nprint('after')\n",
			args: []string{"--max-ops", "10000"}, code: 4, lastErr: "OperationLimitError: operation budget of 10000 exhausted"},
		// krait has no metaclass protocol: a custom metaclass is a clear
		// TypeError (metaclass=type is accepted, see the conformance corpus).
		{name: "metaclass refused", src: "class M(type):\n    pass\nclass A(metaclass=M):\n    pass\n", code: 1,
			lastErr: "TypeError: krait does not support metaclasses (class A uses metaclass M)"},
		// except* runs, and an uncaught group prints CPython's boxes.
		{name: "except star", src: "try:\n    raise ValueError(1)\nexcept* ValueError as e:\n    print(repr(e))\nraise ExceptionGroup(\"g\", [KeyError(2)])\n", code: 1,
			stdout:   "ExceptionGroup('', (ValueError(1),))\n",
			stderrIs: "  + Exception Group Traceback (most recent call last):\n  |   File \"<stdin>\", line 5, in <module>\n  |     raise ExceptionGroup(\"g\", [KeyError(2)])\n  | ExceptionGroup: g (1 sub-exception)\n  +-+---------------- 1 ----------------\n    | KeyError: 2\n    +------------------------------------\n"},
		{name: "async refused", src: "async def f():\n    pass\n", code: 3,
			lastErr: "InterpreterError: AsyncFunctionDef is not supported."},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			args := append(append([]string{}, tc.args...), "-")
			if tc.name == "usage" {
				args = tc.args
			}
			code, out, errs := runKrait(t, tc.src, args...)
			if code != tc.code {
				t.Errorf("exit %d, want %d (stderr %q)", code, tc.code, errs)
			}
			if out != tc.stdout {
				t.Errorf("stdout %q, want %q", out, tc.stdout)
			}
			if tc.stderrIs != "" && errs != tc.stderrIs {
				t.Errorf("stderr:\n%s\nwant:\n%s", errs, tc.stderrIs)
			}
			if tc.lastErr != "" && !strings.HasPrefix(lastLine(errs), tc.lastErr) {
				t.Errorf("last stderr line %q, want prefix %q", lastLine(errs), tc.lastErr)
			}
		})
	}
}

func TestRunFileUsesAbsolutePath(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "prog.py")
	if err := os.WriteFile(path, []byte("def f():\n    return [][0]\nf()\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	code, _, errs := runKrait(t, "", path)
	if code != 1 || !strings.Contains(errs, "  File \""+path+"\", line 3, in <module>\n") {
		t.Fatalf("exit %d, stderr:\n%s", code, errs)
	}
}

func TestRunJSON(t *testing.T) {
	code, out, _ := runKrait(t, "print('hi')\nprint(1/0)\n", "--json", "-")
	if code != 1 {
		t.Errorf("exit %d", code)
	}
	var doc struct {
		Logs  string `json:"logs"`
		Error struct {
			Type, Message string
			Line          int
		} `json:"error"`
	}
	if err := json.Unmarshal([]byte(out), &doc); err != nil {
		t.Fatalf("%v: %s", err, out)
	}
	if doc.Logs != "hi\n" || doc.Error.Type != "ZeroDivisionError" || doc.Error.Message != "division by zero" || doc.Error.Line != 2 {
		t.Errorf("got %+v", doc)
	}
}

func TestRunJSONResult(t *testing.T) {
	code, out, _ := runKrait(t, "print('x')\n{'a': [1, 2.5, None], 'b': 'z'}\n", "--json", "-")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, out)
	}
	want := `{"output":{"a":[1,2.5,null],"b":"z"},"logs":"x\n","is_final_answer":false,"error":null}` + "\n"
	if out != want {
		t.Errorf("got %s, want %s", out, want)
	}
}

// TestRunBombs: resource bombs end with the right limit error (exit 4),
// never a crash or a hang.
func TestRunBombs(t *testing.T) {
	tests := []struct{ src, last string }{
		{"x = 'x' * 10**12\n", "MemoryLimitError: "},
		{"x = [0] * 10**9\n", "MemoryLimitError: "},
		{"x = 2 ** 10 ** 10\n", "MemoryLimitError: "},
		{"x = '{:>1000000000}'.format(1)\n", "MemoryLimitError: "},
		{"s = 'a'\nwhile True:\n    s = s + s\n", "MemoryLimitError: "},
		{"while True:\n    pass\n", "OperationLimitError: "},
		{"def f():\n    try:\n        return f()\n    except RecursionError:\n        return f()\nf()\n", "OperationLimitError: "},
		{"def g():\n    while True:\n        yield 1\nfor x in g():\n    pass\n", "OperationLimitError: "},
	}
	for _, src := range []string{"sorted(range(10**8))\n", "x = [*range(10**8)]\n", "a, *b = range(10**8)\n"} {
		code, _, errs := runKrait(t, src, "--max-ops", "1000000000000", "--max-memory", "32MiB", "-")
		if code != exitLimit || !strings.HasPrefix(lastLine(errs), "MemoryLimitError: ") {
			t.Errorf("%q: exit %d, last line %q; want a memory limit", src, code, lastLine(errs))
		}
	}
	for _, tc := range tests {
		code, _, errs := runKrait(t, tc.src, "--max-ops", "2000000", "-")
		if code != exitLimit || !strings.HasPrefix(lastLine(errs), tc.last) {
			t.Errorf("%q: exit %d, last line %q; want exit 4 and %q", tc.src, code, lastLine(errs), tc.last)
		}
	}
}

// TestRunManyGenerators: every started generator costs memory, so piling
// up suspended generators ends in the memory limit, not in an exhausted
// host.
func TestRunManyGenerators(t *testing.T) {
	src := "def g():\n    yield 1\n    yield 2\nkeep = []\nwhile True:\n    x = g()\n    next(x)\n    keep.append(x)\n"
	code, _, errs := runKrait(t, src, "--max-memory", "4MiB", "-")
	if code != exitLimit || !strings.HasPrefix(lastLine(errs), "MemoryLimitError: ") {
		t.Fatalf("exit %d, last line %q", code, lastLine(errs))
	}
}

// TestRunLastValueIsNotConverted: `krait run` prints nothing for the last
// statement's value (as python3 prints nothing for these programs), so it
// does not pay for a Go copy of it: a program ending with an assignment
// or an expression holding 12 MiB runs within a 16 MiB budget.
func TestRunLastValueIsNotConverted(t *testing.T) {
	for _, src := range []string{
		"junk = ['j' * (12 * 2 ** 20)]\n",
		"junk = 'j' * (12 * 2 ** 20)\njunk\n",
	} {
		code, out, errs := runKrait(t, src, "--max-memory", "16MiB", "-")
		if code != 0 || out != "" || errs != "" {
			t.Errorf("%q: exit %d, stdout %q, stderr %q; want 0 and nothing printed", src, code, out, errs)
		}
	}
}
