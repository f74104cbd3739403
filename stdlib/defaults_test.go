package stdlib_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// xfailReason returns the reason of a "# xfail: <reason>" marker among
// the program's leading comments (the conformance harness's convention
// for programs known to differ from CPython), or "".
func xfailReason(src []byte) string {
	for _, line := range strings.Split(string(src), "\n") {
		if !strings.HasPrefix(line, "#") {
			break
		}
		if r, ok := strings.CutPrefix(line, "# xfail: "); ok {
			return r
		}
	}
	return ""
}

// TestDefaultModulePrograms runs the conformance programs of the default
// modules in process (the same programs and python3 goldens the
// conformance harness runs through `krait run`).
func TestDefaultModulePrograms(t *testing.T) {
	for _, mod := range []string{"math", "random", "re", "time", "datetime", "statistics", "unicodedata", "stat", "queue"} {
		files, _ := filepath.Glob(filepath.Join("..", "conformance", "testdata", "programs", "stdlib_"+mod, "*.py"))
		for _, f := range files {
			f := f
			t.Run(mod+"/"+strings.TrimSuffix(filepath.Base(f), ".py"), func(t *testing.T) {
				src, err := os.ReadFile(f)
				if err != nil {
					t.Fatal(err)
				}
				base := strings.TrimSuffix(f, ".py")
				wantOut, err := os.ReadFile(base + ".out")
				if err != nil {
					t.Fatalf("%s has no golden output: run go run ./conformance/cmd/update -programs", f)
				}
				wantErr, _ := os.ReadFile(base + ".err")
				out, lastErr := runProgram(t, "stdlib_"+mod+"/"+filepath.Base(f), src)
				if reason := xfailReason(src); reason != "" {
					if out == string(wantOut) && lastErr == strings.TrimSpace(string(wantErr)) {
						t.Errorf("marked '# xfail: %s' but agrees with CPython: remove the marker", reason)
					}
					return
				}
				if out != string(wantOut) {
					t.Errorf("stdout differs\n--- got ---\n%s\n--- want ---\n%s", out, wantOut)
				}
				if w := strings.TrimSpace(string(wantErr)); lastErr != w {
					t.Errorf("error: got %q, want %q", lastErr, w)
				}
			})
		}
	}
}
