package nprandom

import (
	"bytes"
	"go/format"
	"os"
	"os/exec"
	"testing"
)

// oracle is the Python with numpy 1.24 the goldens come from.
const oracle = "/usr/bin/python3"

// haveOracle reports whether the oracle and its numpy are installed.
func haveOracle() bool {
	return exec.Command(oracle, "-c", "import numpy").Run() == nil
}

// TestGoldenLive regenerates the golden streams and the ziggurat tables
// from the oracle and checks that the checked-in files are what it
// writes now, so the engine's tests compare against numpy itself. It
// skips when the oracle's numpy is absent, and in -short mode.
func TestGoldenLive(t *testing.T) {
	if testing.Short() {
		t.Skip("-short: not regenerating from numpy")
	}
	if !haveOracle() {
		t.Skip(oracle + " with numpy is not installed")
	}
	for _, f := range []struct{ script, file string }{
		{"testdata/gen_golden.py", "testdata/golden.json"},
		{"gen_ziggurat.py", "ziggurat_tables.go"},
	} {
		out, err := exec.Command(oracle, f.script).Output()
		if err != nil {
			t.Fatalf("%s: %v", f.script, err)
		}
		if f.file == "ziggurat_tables.go" {
			if out, err = format.Source(out); err != nil {
				t.Fatalf("gofmt: %v", err)
			}
		}
		have, err := os.ReadFile(f.file)
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(have, out) {
			t.Errorf("%s is not what %s writes now with %s's numpy: regenerate it", f.file, f.script, oracle)
		}
	}
}
