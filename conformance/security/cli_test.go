package security_test

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/kraitpy/krait"
)

// kraitBin is the krait CLI, built once by TestMain.
var kraitBin string

func TestMain(m *testing.M) {
	if plan := os.Getenv(depthChildEnv); plan != "" {
		os.Exit(depthChild(plan)) // the depth matrix's child (depth_test.go)
	}
	if os.Getenv(singleCallChildEnv) != "" {
		// A single-call or text matrix child: it needs no CLI, and the
		// build's compiler would count in the RSS its parent measures
		// (rusage includes waited-for grandchildren: every child
		// measured ~230 MiB, go build's peak).
		os.Exit(m.Run())
	}
	dir, err := os.MkdirTemp("", "krait-security-")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	bin := filepath.Join(dir, "krait")
	// As `make build` does: no source path of this machine in the binary.
	cmd := exec.Command("go", "build", "-trimpath", "-o", bin, "github.com/kraitpy/krait/cmd/krait")
	cmd.Stderr = os.Stderr
	if err := cmd.Run(); err != nil {
		// Other packages may be mid-edit; the CLI test reports it.
		fmt.Fprintln(os.Stderr, "building the krait CLI:", err)
	} else {
		kraitBin = bin
	}
	code := m.Run()
	os.RemoveAll(dir)
	os.Exit(code)
}

// cliAttacks are the attack programs also run through `krait run`.
var cliAttacks = []string{
	"imports/import_os",
	"imports/from_os_import_system",
	"imports/fullwidth_import_os",
	"imports/import_os_star_authorized",
	"imports/dunder_import_builtin",
	"imports/import_in_except",
	"attributes/subclasses_walk_tuple",
	"attributes/func_globals",
	"attributes/traceback_frame_globals",
	"attributes/getattr_concat",
	"builtins/eval",
	"builtins/open_write",
	"builtins/alias_eval",
	"classes/async_def",
	"classes/eq_loops_forever",
	"bombs/str_repeat",
	"bombs/pow_tower",
	"bombs/format_width",
	"bombs/while_true",
	"bombs/deep_recursion",
	"bombs/str_of_huge_int",
	"uncatchable/memory_except_baseexception",
	"uncatchable/ops_except_retry_loop",
}

// cliLimitNames are the names `krait run` prints for each limit kind.
var cliLimitNames = map[string]string{
	"ops":    "OperationLimitError: ",
	"memory": "MemoryLimitError: ",
	"time":   "TimeoutError: ",
	"output": "OutputLimitError: ",
}

// TestCLIAttacks runs a subset of the attacks through the CLI binary and
// checks the exit code (3 policy, 4 limit, 1 Python error) and the last
// line of stderr ("Name: message").
func TestCLIAttacks(t *testing.T) {
	if kraitBin == "" {
		t.Fatal("the krait CLI did not build (see the test log)")
	}
	for _, name := range cliAttacks {
		name := name
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			a, err := parseAttack(filepath.Join(attacksDir, filepath.FromSlash(name)+".py"))
			if err != nil {
				t.Fatal(err)
			}
			if a.hole != "" || a.pending != "" || a.tools != nil || len(a.requires) > 0 {
				t.Fatalf("%s is not runnable through the CLI subset (hole, pending, tools or requires)", name)
			}
			dir := t.TempDir()
			canary := filepath.Join(dir, "canary")
			keep := filepath.Join(dir, "keep")
			if err := os.WriteFile(keep, []byte(keepContent), 0o644); err != nil {
				t.Fatal(err)
			}
			code := strings.NewReplacer("{CANARY}", canary, "{KEEP}", keep, "{DIR}", dir).Replace(a.source)
			prog := filepath.Join(dir, "attack.py")
			if err := os.WriteFile(prog, []byte(code), 0o644); err != nil {
				t.Fatal(err)
			}
			args := []string{"run",
				"--max-ops", fmt.Sprint(a.limits.MaxOps),
				"--timeout", a.limits.MaxDuration.String(),
				"--max-memory", fmt.Sprintf("%dMiB", a.limits.MaxMemoryBytes>>20)}
			if len(a.imports) > 0 {
				args = append(args, "--allow-import", strings.Join(a.imports, ","))
			}
			if a.limits.MaxWhileIterations != testLimits().MaxWhileIterations {
				// The CLI has no while-cap flag: the op budget must end
				// those loops instead, which the expectations allow.
				if a.expect != "limit ops" && a.expect != "limit time" {
					t.Fatalf("%s needs a while cap the CLI cannot set", name)
				}
			}
			args = append(args, prog)
			ctx, cancel := context.WithTimeout(context.Background(), a.limits.MaxDuration+30*time.Second)
			defer cancel()
			cmd := exec.CommandContext(ctx, kraitBin, args...)
			var stderr bytes.Buffer
			cmd.Stderr = &stderr
			cmd.Stdout = &bytes.Buffer{}
			err = cmd.Run()
			if ctx.Err() != nil {
				t.Fatalf("krait run did not finish (hang)")
			}
			rc := 0
			var ee *exec.ExitError
			if errors.As(err, &ee) {
				rc = ee.ExitCode()
			} else if err != nil {
				t.Fatal(err)
			}
			lines := strings.Split(strings.TrimRight(stderr.String(), "\n"), "\n")
			last := lines[len(lines)-1]
			kind, arg, _ := strings.Cut(a.expect, " ")
			var wantRC int
			var wantPrefix string
			switch kind {
			case "policy":
				wantRC, wantPrefix = krait.ExitPolicy, "InterpreterError: "+a.message
			case "limit":
				wantRC, wantPrefix = krait.ExitLimit, cliLimitNames[arg]
				if a.message != "" && !strings.Contains(last, a.message) {
					t.Errorf("last stderr line %q does not contain %q", last, a.message)
				}
			case "python":
				wantRC, wantPrefix = krait.ExitPython, arg+": "+a.message
				if a.message != "" && last != arg+": "+a.message {
					t.Errorf("last stderr line %q, want %q", last, arg+": "+a.message)
				}
			default:
				t.Fatalf("no CLI expectation for %q", a.expect)
			}
			if rc != wantRC {
				t.Errorf("exit code %d, want %d (stderr %q)", rc, wantRC, last)
			}
			if !strings.HasPrefix(last, wantPrefix) {
				t.Errorf("last stderr line %q does not start with %q", last, wantPrefix)
			}
			if _, err := os.Lstat(canary); !errors.Is(err, os.ErrNotExist) {
				t.Errorf("ESCAPE: canary exists after krait run")
			}
			if b, err := os.ReadFile(keep); err != nil || string(b) != keepContent {
				t.Errorf("ESCAPE: %s changed", keep)
			}
		})
	}
}

// TestCLISystemExitCannotSpoof: a program raising SystemExit(n) cannot
// make `krait run` report a policy refusal (3) or a limit (4): like CPython
// it exits silently, and krait maps any non-zero code onto 1.
func TestCLISystemExitCannotSpoof(t *testing.T) {
	if kraitBin == "" {
		t.Fatal("the krait CLI did not build (see the test log)")
	}
	for code, want := range map[string]int{"0": 0, "2": 1, "3": 1, "4": 1, "255": 1, "'policy'": 1} {
		prog := filepath.Join(t.TempDir(), "exit.py")
		if err := os.WriteFile(prog, []byte("raise SystemExit("+code+")\n"), 0o644); err != nil {
			t.Fatal(err)
		}
		cmd := exec.Command(kraitBin, "run", prog)
		var stderr bytes.Buffer
		cmd.Stderr = &stderr
		err := cmd.Run()
		rc := 0
		var ee *exec.ExitError
		if errors.As(err, &ee) {
			rc = ee.ExitCode()
		} else if err != nil {
			t.Fatal(err)
		}
		if rc != want {
			t.Errorf("raise SystemExit(%s): exit code %d, want %d (stderr %q)", code, rc, want, stderr.String())
		}
		if strings.Contains(stderr.String(), "InterpreterError") || strings.Contains(stderr.String(), "LimitError") {
			t.Errorf("raise SystemExit(%s): stderr %q looks like a refusal", code, stderr.String())
		}
	}
}

// TestBuildTrimsPaths: the build that makes the krait binary (`make
// build`) passes -trimpath, so no crash dump or message of the binary can
// show the build machine's source paths; the CLI built the same way holds
// none.
func TestBuildTrimsPaths(t *testing.T) {
	mk, err := os.ReadFile(filepath.Join("..", "..", "Makefile"))
	if err != nil {
		t.Fatal(err)
	}
	builds := 0
	for _, line := range strings.Split(string(mk), "\n") {
		if strings.Contains(line, "$(GO) build") {
			builds++
			if !strings.Contains(line, "-trimpath") {
				t.Errorf("Makefile builds without -trimpath: %s", strings.TrimSpace(line))
			}
		}
	}
	if builds == 0 {
		t.Fatal("no go build in the Makefile")
	}
	if kraitBin == "" {
		t.Fatal("the krait CLI did not build (see the test log)")
	}
	bin, err := os.ReadFile(kraitBin)
	if err != nil {
		t.Fatal(err)
	}
	root, err := filepath.Abs(filepath.Join("..", ".."))
	if err != nil {
		t.Fatal(err)
	}
	if bytes.Contains(bin, []byte(root)) {
		t.Errorf("the binary holds the source path %s", root)
	}
}
