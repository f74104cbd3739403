package serve_test

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"
)

// python3 returns the Python interpreter, or skips the test.
func python3(t *testing.T) string {
	t.Helper()
	py, err := exec.LookPath("python3")
	if err != nil {
		t.Skip("python3 is not installed: the Python client (clients/python) cannot be tested")
	}
	return py
}

// TestPythonClient runs the Python client's tests (clients/python/tests)
// against the krait binary: a scripted agent loop over stdio and HTTP,
// typed values, errors, and smolagents' interface with and without
// smolagents.
func TestPythonClient(t *testing.T) {
	py := python3(t)
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, py, "-m", "unittest", "discover", "-v", "-s", "tests")
	cmd.Dir = filepath.Join("..", "clients", "python")
	cmd.Env = append(os.Environ(), "PYTHONPATH=.", "KRAIT_BINARY="+kraitBin, "PYTHONDONTWRITEBYTECODE=1")
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("python3 -m unittest: %v\n%s", err, out)
	}
	text := string(out)
	ran := regexp.MustCompile(`Ran (\d+) tests`).FindStringSubmatch(text)
	if ran == nil || ran[1] == "0" || !strings.Contains(text, "\nOK") || strings.Contains(text, "skipped") {
		t.Fatalf("the Python tests did not all run:\n%s", text)
	}
	t.Logf("clients/python: %s tests passed", ran[1])
}

// TestPythonClientInstalls installs clients/python with pip, offline (its
// build backend is in the directory), and imports it from there.
func TestPythonClientInstalls(t *testing.T) {
	py := python3(t)
	if exec.Command(py, "-m", "pip", "--version").Run() != nil {
		t.Skip("pip is not available for python3")
	}
	target := t.TempDir()
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	src, err := filepath.Abs(filepath.Join("..", "clients", "python"))
	if err != nil {
		t.Fatal(err)
	}
	install := exec.CommandContext(ctx, py, "-m", "pip", "install", "--quiet", "--no-index", "--no-deps", "--target", target, src)
	install.Env = append(os.Environ(), "PIP_DISABLE_PIP_VERSION_CHECK=1", "PYTHONDONTWRITEBYTECODE=1")
	if out, err := install.CombinedOutput(); err != nil {
		t.Fatalf("pip install ./clients/python: %v\n%s", err, out)
	}
	check := exec.CommandContext(ctx, py, "-c", "import krait_client, sys; print(krait_client.KraitExecutor.__module__, krait_client.__file__.startswith(sys.argv[1]))", target)
	check.Env = append(os.Environ(), "PYTHONPATH="+target)
	out, err := check.CombinedOutput()
	if err != nil || strings.TrimSpace(string(out)) != "krait_client.executor True" {
		t.Fatalf("importing the installed client: %v\n%s", err, out)
	}
}
