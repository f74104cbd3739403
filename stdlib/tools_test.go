package stdlib_test

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/kraitpy/krait/builtins"
	"github.com/kraitpy/krait/interp"
	"github.com/kraitpy/krait/parser"
	"github.com/kraitpy/krait/py"
	"github.com/kraitpy/krait/stdlib"
)

// toolModules are the modules whose conformance programs (under
// conformance/testdata/programs/stdlib_<module>/) this test runs
// in-process, every import allowed.
var toolModules = []string{
	"collections", "itertools", "json", "functools", "operator", "heapq",
	"bisect", "copy", "string", "textwrap", "pprint",
}

// toolXFail returns the reason of a program's "# xfail: <reason>"
// leading comment (the conformance harness's marker of a known
// difference), or "".
func toolXFail(src []byte) string {
	for _, line := range strings.Split(string(src), "\n") {
		if !strings.HasPrefix(line, "#") {
			break
		}
		if r, ok := strings.CutPrefix(line, "# xfail:"); ok {
			return strings.TrimSpace(r)
		}
	}
	return ""
}

// runProgram runs src as `krait run` would, with every registered module
// importable, and returns its output and the last line of its traceback.
func runProgram(t *testing.T, filename string, src []byte) (string, string) {
	out, last, _ := runLimited(t, filename, src, headerLimits(t, src))
	return out, last
}

// headerLimits reads the operation budget a program's "# krait-run:"
// header gives (--max-ops N), as the conformance harness passes it to
// `krait run`.
func headerLimits(t *testing.T, src []byte) py.Limits {
	var l py.Limits
	for _, line := range strings.Split(string(src), "\n") {
		if !strings.HasPrefix(line, "#") {
			break
		}
		rest, ok := strings.CutPrefix(line, "# krait-run:")
		if !ok {
			continue
		}
		f := strings.Fields(rest)
		for i := 0; i+1 < len(f); i++ {
			if f[i] == "--max-ops" {
				n, err := strconv.ParseInt(f[i+1], 10, 64)
				if err != nil {
					t.Fatalf("bad --max-ops in the header: %v", err)
				}
				l.MaxOps = n
			}
		}
	}
	return l
}

// runLimited is runProgram with the given limits; it also returns the
// run's error.
func runLimited(t *testing.T, filename string, src []byte, limits py.Limits) (string, string, error) {
	mod, err := parser.ParseFile(filename, src)
	if err != nil {
		return "", err.Error(), err
	}
	in := interp.New(interp.Config{})
	builtins.Register(in)
	stdlib.Register(in)
	prog, err := in.Compile(filename, src, mod)
	if err != nil {
		return "", err.Error(), err
	}
	var out bytes.Buffer
	if limits.MaxOutput == 0 {
		// krait run's output limit, not the library default.
		limits.MaxOutput = 64 << 20
	}
	th := py.NewThread(nil, limits, &out)
	defer th.Close()
	err = prog.Run(th)
	if err == nil {
		return out.String(), "", nil
	}
	var exc *py.Exception
	if errors.As(err, &exc) {
		tb := strings.TrimSuffix(in.Traceback(th, exc), "\n")
		return out.String(), tb[strings.LastIndexByte(tb, '\n')+1:], err
	}
	return out.String(), err.Error(), err
}

// TestToolModulePrograms checks every program against the output CPython
// printed for it (the golden .out and .err files).
func TestToolModulePrograms(t *testing.T) {
	root := filepath.Join("..", "conformance", "testdata", "programs")
	for _, name := range toolModules {
		files, _ := filepath.Glob(filepath.Join(root, "stdlib_"+name, "*.py"))
		for _, f := range files {
			rel, _ := filepath.Rel(root, f)
			t.Run(rel, func(t *testing.T) {
				src, err := os.ReadFile(f)
				if err != nil {
					t.Fatal(err)
				}
				base := strings.TrimSuffix(f, ".py")
				wantOut, _ := os.ReadFile(base + ".out")
				wantErr, _ := os.ReadFile(base + ".err")
				out, last := runProgram(t, rel, src)
				ok := out == string(wantOut) && last == strings.TrimSpace(string(wantErr))
				if reason := toolXFail(src); reason != "" {
					if ok {
						t.Errorf("passes now: remove its xfail marker (%s)", reason)
					}
					return
				}
				if out != string(wantOut) {
					t.Errorf("stdout:\n%s\nwant:\n%s", out, wantOut)
				}
				if w := strings.TrimSpace(string(wantErr)); last != w {
					t.Errorf("error: %q, want %q", last, w)
				}
			})
		}
	}
}
