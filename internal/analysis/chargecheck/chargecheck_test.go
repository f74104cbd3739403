package chargecheck_test

import (
	"testing"

	"github.com/kraitpy/krait/internal/analysis/chargecheck"
	"golang.org/x/tools/go/analysis/analysistest"
)

// TestAnalyzer checks the sites, the dominance rule, check functions
// (local, imported through facts and marked) and the allow-list marker on
// testdata/src/a.
func TestAnalyzer(t *testing.T) {
	analysistest.Run(t, analysistest.TestData(), chargecheck.Analyzer, "a")
}
