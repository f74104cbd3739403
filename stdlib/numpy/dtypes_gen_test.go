package numpy

import (
	"bytes"
	"go/format"
	"math"
	"os"
	"os/exec"
	"testing"

	"github.com/kraitpy/krait/internal/numpyoracle"
)

// TestDtypeTablesLive regenerates dtypes_gen.go from the numpy oracle and
// requires the checked-in file to be identical (skipped where no Python
// with numpy is installed; CI installs it).
func TestDtypeTablesLive(t *testing.T) {
	npy := numpyoracle.Find()
	if npy == "" {
		t.Skip("no Python with numpy: the checked-in tables are used as they are")
	}
	out, err := exec.Command(npy, "-I", "gen_dtypes.py").Output()
	if err != nil {
		t.Fatal(err)
	}
	src, err := format.Source(out)
	if err != nil {
		t.Fatal(err)
	}
	have, err := os.ReadFile("dtypes_gen.go")
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(src, have) {
		t.Fatal("dtypes_gen.go differs from what gen_dtypes.py prints with the oracle: run go generate ./stdlib/numpy/")
	}
}

// TestRoundHalf checks the float16 rounding at its edges: ties to even,
// the subnormal range, overflow to infinity.
func TestRoundHalf(t *testing.T) {
	for _, c := range []struct{ in, want float64 }{
		{0.1, 0.0999755859375},
		{1 + 0x1p-11, 1},                   // a tie: to even (1)
		{1 + 3*0x1p-11, 1 + 0x1p-9},        // a tie: to even (upward)
		{65504, 65504},                     // the largest half
		{65519.99, 65504},                  // below the halfway point to 2**16
		{65520, math.Inf(1)},               // the halfway point rounds to even: overflow
		{0x1p-24, 0x1p-24},                 // the smallest subnormal
		{0x1p-25, 0},                       // a tie with zero: to even (0)
		{0x1.8p-25, 0x1p-24},               // above the tie
		{-2.5e-5, -2.4974346160888672e-05}, // subnormal (numpy 1.24: float(np.float16(-2.5e-5)))
		{math.Copysign(0, -1), math.Copysign(0, -1)},
	} {
		if got := roundHalf(c.in); got != c.want || math.Signbit(got) != math.Signbit(c.want) {
			t.Errorf("roundHalf(%v) = %v, want %v", c.in, got, c.want)
		}
	}
	if !math.IsNaN(roundHalf(math.NaN())) {
		t.Error("roundHalf(NaN) is not NaN")
	}
}
