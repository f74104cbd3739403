package main

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// writeProg writes src to a file in a temporary directory.
func writeProg(t *testing.T, src string) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "prog.py")
	if err := os.WriteFile(path, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// `krait run` goes through the embedders' executor: final_answer exists,
// so --json can report a final answer (it was a NameError).
func TestRunFinalAnswer(t *testing.T) {
	code, out, errs := runKrait(t, "print('x')\nfinal_answer({'n': 42})\nprint('not reached')\n", "--json", "-")
	if code != exitOK {
		t.Fatalf("exit %d: %s %s", code, out, errs)
	}
	want := `{"output":{"n":42},"logs":"x\n","is_final_answer":true,"error":null}` + "\n"
	if out != want {
		t.Errorf("got %s, want %s", out, want)
	}
	// Without --json the answer ends the program like a return.
	code, out, _ = runKrait(t, "print('x')\nfinal_answer(1)\nprint('not reached')\n", "-")
	if code != exitOK || out != "x\n" {
		t.Errorf("exit %d, stdout %q", code, out)
	}
}

// Flags may follow the file, and --allow-import accumulates.
func TestRunFlagsAnywhere(t *testing.T) {
	path := writeProg(t, "import json, textwrap\nprint(json.dumps([1]))\n")
	code, out, errs := runKrait(t, "", path, "--json", "--allow-import", "json", "--allow-import=textwrap")
	if code != exitOK {
		t.Fatalf("exit %d: %s %s", code, out, errs)
	}
	var doc struct{ Logs string }
	if err := json.Unmarshal([]byte(out), &doc); err != nil || doc.Logs != "[1]\n" {
		t.Fatalf("%v: %s", err, out)
	}
	// The same through `krait repl`.
	stdout, stderr, rc := runRepl(t, "import json, textwrap\nprint(json.dumps(2))\n", "--allow-import", "json", "--allow-import", "textwrap")
	if rc != exitOK || stdout != "2\n" {
		t.Errorf("repl: exit %d, stdout %q, stderr %q", rc, stdout, stderr)
	}
	// "--" ends the flags.
	code, _, errs = runKrait(t, "", "--", "--json")
	if code != exitUsage || !strings.Contains(errs, "cannot read --json") {
		t.Errorf("exit %d, stderr %q", code, errs)
	}
}

// Flag mistakes are reported in krait's words, with exit status 2.
func TestRunFlagErrorsInKraitsWords(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"--bogus", "-"}, "UsageError: unknown flag --bogus (see 'krait run --help')"},
		{[]string{"-", "-bogus"}, "UsageError: unknown flag -bogus (see 'krait run --help')"},
		{[]string{"-", "--max-ops"}, "UsageError: flag --max-ops needs a value"},
		{[]string{"-", "--max-ops", "x"}, `UsageError: --max-ops: "x" is not a whole number`},
		{[]string{"-", "--max-ops", "0"}, "UsageError: --max-ops: must be positive, got 0"},
		{[]string{"-", "--timeout", "soon"}, `UsageError: --timeout: "soon" is not a duration (use e.g. 30s, 1.5m, 200ms)`},
		{[]string{"-", "--max-memory", "lots"}, `UsageError: --max-memory: "lots" is not a size (use e.g. 256MiB, 512KiB, 1048576)`},
		{[]string{"-", "--max-while", "-1"}, "UsageError: --max-while: must be at least 0, got -1"},
		{[]string{"-", "--json=maybe"}, `UsageError: --json: invalid value "maybe"`},
		{[]string{"a.py", "b.py"}, `UsageError: unexpected argument "b.py"`},
		{[]string{"--allow-import", "os", "-"}, `UsageError: invalid policy: AuthorizedImports: "os" can never be imported in krait`},
		{[]string{"--allow-import", "sklearn,i_do_not_exist", "-"}, "UsageError: authorized imports that krait does not have: i_do_not_exist, sklearn"},
	} {
		code, _, errs := runKrait(t, "print(1)\n", tc.args...)
		if code != exitUsage || !strings.HasPrefix(lastLine(errs), tc.want) {
			t.Errorf("%q: exit %d, last line %q; want %q", tc.args, code, lastLine(errs), tc.want)
		}
		if strings.Contains(errs, "flag provided but not defined") || strings.Contains(errs, "parse error") {
			t.Errorf("%q: Go's flag wording leaked: %q", tc.args, errs)
		}
	}
}

// Every limit is a flag of `krait run`.
func TestRunLimitFlags(t *testing.T) {
	whileLoop := "i = 0\nwhile i < 3000000:\n    i += 1\nprint(i)\n"
	deep := "x = []\nfor i in range(200):\n    x = [x]\nprint(len(repr(x)))\n"
	recurse := "def f(n):\n    return f(n + 1) if n < 500 else n\nprint(f(0))\n"
	for _, tc := range []struct {
		name, src string
		args      []string
		code      int
		last      string
	}{
		{"while cap default", whileLoop, nil, exitLimit, "OperationLimitError: Maximum number of 1000000 iterations in While loop exceeded"},
		{"while cap off", whileLoop, []string{"--max-while", "0", "--max-ops", "100000000"}, exitOK, ""},
		{"while cap set", whileLoop, []string{"--max-while=10"}, exitLimit, "OperationLimitError: Maximum number of 10 iterations in While loop exceeded"},
		{"ops", whileLoop, []string{"--max-ops", "1000"}, exitLimit, "OperationLimitError: operation budget of 1000 exhausted"},
		{"recursion", recurse, []string{"--max-recursion", "100"}, exitPython, "RecursionError: maximum recursion depth exceeded"},
		{"recursion ok", recurse, nil, exitOK, ""},
		{"data depth", deep, []string{"--max-data-depth", "50"}, exitPython, "RecursionError: maximum recursion depth exceeded while getting the repr of an object"},
		{"data depth ok", deep, nil, exitOK, ""},
		{"output", "print('x' * 100)\n", []string{"--max-output", "10"}, exitLimit, "OutputLimitError: output limit of 10 bytes exceeded"},
		{"source", "x = 1\n" + strings.Repeat("#", 2000) + "\n", []string{"--max-source", "1KiB"}, exitPolicy, "InterpreterError: source of 2007 bytes exceeds the limit of 1024 bytes"},
		{"memory", "x = [0] * 10**7\n", []string{"--max-memory", "1MiB"}, exitLimit, "MemoryLimitError: "},
		{"timeout", "import time\ntime.sleep(5)\n", []string{"--timeout", "50ms", "--allow-import", "time"}, exitLimit, "TimeoutError: "},
	} {
		t.Run(tc.name, func(t *testing.T) {
			code, _, errs := runKrait(t, tc.src, append(tc.args, "-")...)
			if code != tc.code || !strings.HasPrefix(lastLine(errs), tc.last) {
				t.Errorf("exit %d, last line %q; want %d, %q", code, lastLine(errs), tc.code, tc.last)
			}
		})
	}
	// --max-output-chars truncates --json's logs head and tail.
	code, out, _ := runKrait(t, "for i in range(100):\n    print(i)\n", "--json", "--max-output-chars", "20", "-")
	if code != exitOK || !strings.Contains(out, "_This content has been truncated to stay below 20 characters_") {
		t.Errorf("exit %d, %s", code, out)
	}
}

// `krait --version` prints the module version and the VCS revision from
// the build information.
func TestVersion(t *testing.T) {
	for _, arg := range []string{"--version", "version"} {
		var out, errb bytes.Buffer
		code := run([]string{arg}, strings.NewReader(""), &out, &errb)
		if code != exitOK || !strings.HasPrefix(out.String(), "krait ") || !strings.Contains(out.String(), "(revision ") {
			t.Errorf("%s: exit %d, %q %q", arg, code, out.String(), errb.String())
		}
	}
}
