package main

import (
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"testing"
)

// krait does not link what only krait-serve and krait-agent need: Go
// initialises every linked package at start-up, so each would cost every
// `krait run` resident memory.
func TestKraitLinksNeitherServerNorAgent(t *testing.T) {
	out, err := exec.Command("go", "list", "-deps", "github.com/kraitpy/krait/cmd/krait").Output()
	if err != nil {
		t.Fatalf("go list: %v", err)
	}
	deps := strings.Fields(string(out))
	if len(deps) < 100 || !strings.Contains(string(out), "github.com/kraitpy/krait/interp\n") {
		t.Fatalf("go list -deps listed %d packages, not krait's", len(deps))
	}
	for _, p := range deps {
		for _, banned := range []string{"github.com/kraitpy/krait/serve", "github.com/kraitpy/krait/agent",
			"github.com/nats-io/", "github.com/prometheus/", "go.opentelemetry.io/", "google.golang.org/grpc", "net/http"} {
			if p == banned || strings.HasPrefix(p, strings.TrimSuffix(banned, "/")+"/") {
				t.Errorf("cmd/krait links %s", p)
			}
		}
	}
}

// `krait serve ARGS` and `krait agent ARGS` become the companion program
// next to krait, in place of the krait process (same pid, its exit
// status); without it, krait says what is missing.
func TestCompanionReplacesKrait(t *testing.T) {
	if runtime.GOOS == "windows" {
		t.Skip("the stand-in companions are shell scripts")
	}
	dir := t.TempDir()
	bin := filepath.Join(dir, "krait")
	if out, err := exec.Command("go", "build", "-o", bin, ".").CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	for _, name := range []string{"krait-serve", "krait-agent"} {
		script := "#!/bin/sh\necho " + name + " $$ \"$@\"\nexit 7\n"
		if err := os.WriteFile(filepath.Join(dir, name), []byte(script), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	for _, tc := range []struct{ cmd, program string }{{"serve", "krait-serve"}, {"agent", "krait-agent"}} {
		cmd := exec.Command(bin, tc.cmd, "--stdio", "a b")
		out, err := cmd.Output()
		var ee *exec.ExitError
		if !errors.As(err, &ee) || ee.ExitCode() != 7 {
			t.Fatalf("%s: %v, want exit status 7", tc.cmd, err)
		}
		want := tc.program + " " + strconv.Itoa(cmd.Process.Pid) + " --stdio a b\n"
		if string(out) != want {
			t.Errorf("%s: printed %q, want %q", tc.cmd, out, want)
		}
	}
	if err := os.Remove(filepath.Join(dir, "krait-serve")); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(bin, "serve")
	cmd.Env = append(os.Environ(), "PATH="+t.TempDir())
	out, err := cmd.CombinedOutput()
	var ee *exec.ExitError
	if !errors.As(err, &ee) || ee.ExitCode() != exitUsage || !strings.Contains(string(out), "the program krait-serve is neither next to krait nor on PATH") {
		t.Errorf("without krait-serve: %v, %q", err, out)
	}
}
