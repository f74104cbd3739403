package conformance

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/kraitpy/krait/conformance/internal/golden"
	"github.com/kraitpy/krait/conformance/internal/oracle"
)

// programsDir holds the conformance programs, as <area>/<case>.py.
var programsDir = filepath.Join("testdata", "programs")

// programTimeout bounds one run of `krait run`.
const programTimeout = 60 * time.Second

// kraitBinary builds cmd/krait once per test process, into a directory
// TestMain removes.
type kraitBinary struct {
	once sync.Once
	dir  string
	path string
	err  error
}

// binary is the krait CLI under test, shared by the tests of this
// package; it is only built if a test asks for it.
var binary kraitBinary

func TestMain(m *testing.M) {
	code := m.Run()
	if binary.dir != "" {
		os.RemoveAll(binary.dir)
	}
	os.Exit(code)
}

// get returns the path of the built binary, or of $KRAIT_BIN if set (to
// test an installed or differently built CLI).
func (b *kraitBinary) get() (string, error) {
	if bin := os.Getenv("KRAIT_BIN"); bin != "" {
		return filepath.Abs(bin)
	}
	b.once.Do(func() {
		b.dir, b.err = os.MkdirTemp("", "krait-conformance-")
		if b.err != nil {
			return
		}
		b.path = filepath.Join(b.dir, "krait")
		cmd := exec.Command("go", "build", "-o", b.path, "github.com/kraitpy/krait/cmd/krait")
		out, err := cmd.CombinedOutput()
		if err != nil {
			b.err = fmt.Errorf("go build ./cmd/krait: %v\n%s", err, out)
		}
	})
	return b.path, b.err
}

// TestProgramExpectationsHavePrograms finds expectation files left behind
// by a renamed or deleted program.
func TestProgramExpectationsHavePrograms(t *testing.T) {
	for _, ext := range []string{".out", ".err"} {
		files, err := filepath.Glob(filepath.Join(programsDir, "*", "*"+ext))
		if err != nil {
			t.Fatal(err)
		}
		for _, f := range files {
			if _, err := os.Stat(strings.TrimSuffix(f, ext) + ".py"); err != nil {
				t.Errorf("%s has no program: delete it or restore %s", f, strings.TrimSuffix(filepath.Base(f), ext)+".py")
			}
		}
	}
}

// kraitRun runs `krait run rel` in dir and returns what it did.
func kraitRun(bin, dir, rel string) (oracle.ProgramResult, error) {
	ctx, cancel := context.WithTimeout(context.Background(), programTimeout)
	defer cancel()
	args := append([]string{"run"}, programFlags(filepath.Join(dir, rel))...)
	cmd := exec.CommandContext(ctx, bin, append(args, rel)...)
	cmd.Dir = dir
	cmd.Stdin = strings.NewReader("")
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	err := cmd.Run()
	res := oracle.ProgramResult{Stdout: out.String(), Stderr: errb.String()}
	var ee *exec.ExitError
	switch {
	case ctx.Err() != nil:
		return res, fmt.Errorf("no result after %v", programTimeout)
	case errors.As(err, &ee):
		res.ExitCode = ee.ExitCode()
	case err != nil:
		return res, err
	}
	return res, nil
}

// programFlags returns the extra `krait run` flags a program asks for in
// its leading comment lines, written "# krait-run: --allow-import json"
// (CPython ignores the comment).
func programFlags(path string) []string {
	src, err := os.ReadFile(path)
	if err != nil {
		return nil
	}
	var flags []string
	for _, line := range strings.Split(string(src), "\n") {
		line = strings.TrimSpace(line)
		if !strings.HasPrefix(line, "#") {
			break
		}
		if rest, ok := strings.CutPrefix(line, "# krait-run:"); ok {
			flags = append(flags, strings.Fields(rest)...)
		}
	}
	return flags
}

// programPaths returns the conformance programs as "<area>/<case>.py",
// sorted, keeping those containing KRAIT_PROGRAMS_FILTER if it is set.
func programPaths(t *testing.T) []string {
	matches, err := filepath.Glob(filepath.Join(programsDir, "*", "*.py"))
	if err != nil {
		t.Fatal(err)
	}
	filter := os.Getenv("KRAIT_PROGRAMS_FILTER")
	var rel []string
	for _, m := range matches {
		r, err := filepath.Rel(programsDir, m)
		if err != nil {
			t.Fatal(err)
		}
		r = filepath.ToSlash(r)
		if filter == "" || strings.Contains(r, filter) {
			rel = append(rel, r)
		}
	}
	sort.Strings(rel)
	return rel
}

// TestPrograms runs every testdata/programs/<area>/<case>.py through
// `krait run` (working directory testdata/programs, so tracebacks name
// the file "<area>/<case>.py" as CPython's do) and compares stdout byte
// for byte, the exit status, and for a failing program the last line of
// stderr (all of it when the first line is "# traceback: full") with
// CPython's, from the golden files or, with KRAIT_CONFORMANCE_LIVE=1,
// from python3 itself.
//
// A program whose leading comments include "# xfail: <reason>" is a
// strict expected failure: its differences are only logged, and it fails
// the test once it behaves as in CPython (remove the marker then).
func TestPrograms(t *testing.T) {
	paths := programPaths(t)
	if len(paths) == 0 {
		t.Skip("no programs match KRAIT_PROGRAMS_FILTER")
	}
	bin, err := binary.get()
	if err != nil {
		t.Fatal(err)
	}
	var py, npy *oracle.Python
	if liveOracle() {
		if py, err = oracle.Find(context.Background()); err != nil {
			t.Fatal(err)
		}
		if npy, err = oracle.FindNumpy(context.Background()); err != nil {
			t.Logf("%v: numpy programs use their golden files", err)
		}
	}
	var mu sync.Mutex
	passed, xfailed := 0, 0
	type tally struct{ passed, total int }
	areas := map[string]*tally{}
	t.Run("programs", func(t *testing.T) {
		for _, rel := range paths {
			t.Run(strings.TrimSuffix(rel, ".py"), func(t *testing.T) {
				t.Parallel()
				runner := py
				if oracle.UsesNumpy(rel) {
					runner = npy
				}
				ok, xfail := checkProgram(t, bin, runner, rel)
				mu.Lock()
				defer mu.Unlock()
				area, _, _ := strings.Cut(rel, "/")
				if areas[area] == nil {
					areas[area] = &tally{}
				}
				areas[area].total++
				if ok {
					passed++
					areas[area].passed++
				} else if xfail {
					xfailed++
				}
			})
		}
	})
	names := make([]string, 0, len(areas))
	for a := range areas {
		names = append(names, a)
	}
	sort.Strings(names)
	var b strings.Builder
	for _, a := range names {
		fmt.Fprintf(&b, "\n  %-24s %4d/%d", a, areas[a].passed, areas[a].total)
	}
	t.Logf("programs behaving as in CPython, by area:%s", b.String())
	t.Logf("%d/%d programs behave as in CPython (%d more are expected failures)", passed, len(paths), xfailed)
}

// checkProgram runs one program and reports how it differs from CPython;
// it returns whether it behaves the same, and whether it is an expected
// failure that still fails.
func checkProgram(t *testing.T, bin string, py *oracle.Python, rel string) (ok, xfail bool) {
	full := filepath.Join(programsDir, filepath.FromSlash(rel))
	src, err := os.ReadFile(full)
	if err != nil {
		t.Fatal(err)
	}
	if reason := golden.XFail(string(src)); reason != "" {
		var diffs []string
		ok = compareProgram(t, bin, py, rel, full, string(src), func(format string, args ...any) {
			diffs = append(diffs, fmt.Sprintf(format, args...))
		})
		if ok {
			t.Errorf("marked '# xfail: %s' but behaves as in CPython: remove the marker", reason)
			return true, false
		}
		t.Logf("expected failure (%s):\n%s", reason, strings.Join(diffs, "\n"))
		return false, true
	}
	return compareProgram(t, bin, py, rel, full, string(src), t.Errorf), false
}

// compareProgram runs one program under krait and CPython's expectation
// and reports each difference through errorf.
func compareProgram(t *testing.T, bin string, py *oracle.Python, rel, full, src string, errorf func(string, ...any)) bool {
	var err error
	var want golden.Program
	if py != nil {
		res, err := py.RunProgram(context.Background(), programsDir, rel)
		if err == nil {
			want, err = golden.ProgramFromResult(src, programsDir, res)
		}
		if err != nil {
			t.Fatalf("CPython: %v", err)
		}
	} else if want, err = golden.ReadProgram(full, src); err != nil {
		t.Fatal(err)
	}
	got, err := kraitRun(bin, programsDir, rel)
	if err != nil {
		errorf("krait run %s: %v", rel, err)
		return false
	}
	ok := true
	if got.Stdout != want.Stdout {
		ok = false
		errorf("stdout differs from CPython's\n%s", firstLineDiff(want.Stdout, got.Stdout))
	}
	if got.ExitCode != want.ExitCode {
		ok = false
		errorf("exit status %d, CPython's %d; stderr:\n%s", got.ExitCode, want.ExitCode, got.Stderr)
	} else if want.ExitCode == 1 {
		gotErr := golden.LastLine(got.Stderr) + "\n"
		if want.FullTraceback {
			gotErr = golden.RelativePaths(got.Stderr, programsDir)
		}
		if gotErr != want.Stderr {
			ok = false
			errorf("stderr differs from CPython's\n%s", firstLineDiff(want.Stderr, gotErr))
		}
	}
	return ok
}

// firstLineDiff shows the first line where two outputs differ.
func firstLineDiff(want, got string) string {
	wl, gl := strings.SplitAfter(want, "\n"), strings.SplitAfter(got, "\n")
	for i := 0; i < len(wl) || i < len(gl); i++ {
		var w, g string
		if i < len(wl) {
			w = wl[i]
		}
		if i < len(gl) {
			g = gl[i]
		}
		if w != g {
			return fmt.Sprintf("  line %d:\n    cpython: %q\n    krait:   %q", i+1, w, g)
		}
	}
	return "  (identical lines)"
}
