package main

import (
	"bytes"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

func writeFile(t *testing.T, path, data string) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, []byte(data), 0o644); err != nil {
		t.Fatal(err)
	}
}

func readFile(t *testing.T, path string) string {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return string(data)
}

// TestUpdate runs the generator on a small testdata tree and checks what
// it writes, and what it refuses to write.
func TestUpdate(t *testing.T) {
	if _, err := exec.LookPath("python3"); err != nil {
		t.Skip("python3 not found: the generator asks CPython")
	}
	dir := t.TempDir()
	writeFile(t, filepath.Join(dir, "syntax_errors", "a.py"), "x = (\n---\nif x\n    pass\n")
	writeFile(t, filepath.Join(dir, "programs", "area", "ok.py"), "print('hi')\n")
	writeFile(t, filepath.Join(dir, "programs", "area", "bad.py"), "print(1)\nraise ValueError('v')\n")
	writeFile(t, filepath.Join(dir, "programs", "area", "full.py"), "# traceback: full\n1/0\n")
	writeFile(t, filepath.Join(dir, "programs", "area", "stale.err"), "old\n")
	writeFile(t, filepath.Join(dir, "programs", "area", "stale.py"), "pass\n")

	var out, errb bytes.Buffer
	if code := run([]string{"-dir", dir}, &out, &errb); code != 0 {
		t.Fatalf("exit %d\n%s%s", code, out.String(), errb.String())
	}
	var cases []struct {
		Line   int    `json:"line"`
		Type   string `json:"type"`
		Msg    string `json:"msg"`
		Lineno int    `json:"lineno"`
	}
	if err := json.Unmarshal([]byte(readFile(t, filepath.Join(dir, "syntax_errors", "a.json"))), &cases); err != nil {
		t.Fatal(err)
	}
	// What CPython 3.11's ast.parse says about these two programs.
	if len(cases) != 2 || cases[0].Line != 1 || cases[0].Msg != "'(' was never closed" ||
		cases[1].Line != 3 || cases[1].Type != "SyntaxError" || cases[1].Msg != "expected ':'" {
		t.Errorf("syntax_errors/a.json = %+v", cases)
	}
	area := filepath.Join(dir, "programs", "area")
	for name, want := range map[string]string{
		"ok.out":   "hi\n",
		"bad.out":  "1\n",
		"bad.err":  "ValueError: v\n",
		"full.out": "",
		"full.err": "Traceback (most recent call last):\n  File \"area/full.py\", line 2, in <module>\n    1/0\n    ~^~\nZeroDivisionError: division by zero\n",
	} {
		if got := readFile(t, filepath.Join(area, name)); got != want {
			t.Errorf("%s = %q, want %q", name, got, want)
		}
	}
	for _, gone := range []string{"ok.err", "stale.err"} {
		if _, err := os.Stat(filepath.Join(area, gone)); err == nil {
			t.Errorf("%s exists, but its program succeeds", gone)
		}
	}

	// Unusable cases are refused, and their files left alone.
	writeFile(t, filepath.Join(dir, "syntax_errors", "b.py"), "x = 1\n")
	writeFile(t, filepath.Join(dir, "programs", "area", "exit3.py"), "import sys\nsys.exit(3)\n")
	out.Reset()
	errb.Reset()
	if code := run([]string{"-dir", dir}, &out, &errb); code != 1 {
		t.Fatalf("exit %d, want 1\n%s%s", code, out.String(), errb.String())
	}
	for _, want := range []string{"b.py:1: CPython's ast.parse accepts this case", "exit3.py: python3 exited with status 3"} {
		if !strings.Contains(errb.String(), want) {
			t.Errorf("stderr lacks %q:\n%s", want, errb.String())
		}
	}
	if _, err := os.Stat(filepath.Join(dir, "syntax_errors", "b.json")); err == nil {
		t.Errorf("b.json written for a case CPython accepts")
	}
}
