package chargecheck_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/kraitpy/krait/internal/analysis/chargecheck"
	"golang.org/x/tools/go/analysis/analysistest"
)

// TestAnalyzer checks the sites, the dominance rule, check functions
// (local, imported through facts and marked) and the allow-list marker on
// testdata/src/a. The test packages are stored as .go.txt (so that no
// build of the module's packages picks them up: their py is a stand-in)
// and copied to a temporary GOPATH tree as .go files.
func TestAnalyzer(t *testing.T) {
	dir := t.TempDir()
	err := filepath.Walk("testdata", func(path string, info os.FileInfo, err error) error {
		if err != nil || info.IsDir() || !strings.HasSuffix(path, ".go.txt") {
			return err
		}
		rel, _ := filepath.Rel("testdata", path)
		dst := filepath.Join(dir, strings.TrimSuffix(rel, ".txt"))
		if err := os.MkdirAll(filepath.Dir(dst), 0o755); err != nil {
			return err
		}
		b, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		return os.WriteFile(dst, b, 0o644)
	})
	if err != nil {
		t.Fatal(err)
	}
	analysistest.Run(t, dir, chargecheck.Analyzer, "a")
}
