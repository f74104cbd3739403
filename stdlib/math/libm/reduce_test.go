package libm

import (
	"encoding/json"
	"math"
	"os"
	"strconv"
	"testing"
)

// TestReduceLargeWorstCase checks the reduction on the double closest to a
// multiple of pi/2 (6381956970095103 * 2^797): r was computed with
// CPython's decimal module at 700 digits (pi by Machin's formula):
// r = 4.68716592425462761112e-19, k mod 4 = 1.
func TestReduceLargeWorstCase(t *testing.T) {
	x := 6381956970095103 * math.Pow(2, 797)
	r, k := reduceLarge(x)
	if want := 4.687165924254628e-19; r.hi != want || k != 1 {
		t.Fatalf("reduceLarge(%v) = %v, quadrant %d; want %v, quadrant 1", x, r, k, want)
	}
	if got := Cos(x); got != -4.687165924254628e-19 {
		t.Errorf("Cos(%v) = %v, want -r = -4.687165924254628e-19", x, got)
	}
}

// TestTrigLargeArgumentsMatchGlibc compares Sin and Cos on 2,000 large
// arguments (1e5 to 1e308) with CPython's math module (glibc), recorded
// in testdata/trig_large.json by python3. glibc's sin and cos are not
// always correctly rounded (within ~0.55 ulp), krait's are, so a few
// results differ by one ulp; more than that, or more than 1% of rows,
// is a bug in the reduction.
func TestTrigLargeArgumentsMatchGlibc(t *testing.T) {
	b, err := os.ReadFile("testdata/trig_large.json")
	if err != nil {
		t.Fatal(err)
	}
	var rows []struct{ X, Sin, Cos string }
	if err := json.Unmarshal(b, &rows); err != nil {
		t.Fatal(err)
	}
	same, total := 0, 0
	for _, r := range rows {
		x, _ := strconv.ParseFloat(r.X, 64)
		for _, c := range []struct {
			name string
			got  float64
			want string
		}{{"sin", Sin(x), r.Sin}, {"cos", Cos(x), r.Cos}} {
			want, _ := strconv.ParseFloat(c.want, 64)
			total++
			if c.got == want {
				same++
			} else if d := math.Float64bits(c.got) - math.Float64bits(want); d+1 > 2 {
				t.Errorf("%s(%v) = %v, more than 1 ulp from glibc's %v", c.name, x, c.got, want)
			}
		}
	}
	t.Logf("%d of %d equal to glibc", same, total)
	if float64(same) < 0.99*float64(total) {
		t.Errorf("only %d of %d equal to glibc", same, total)
	}
}

// TestSinCosMatchGlibcExactly compares Sin and Cos with CPython's
// math.sin and math.cos (glibc's FMA build) on 6,000 arguments below
// 105414350, recorded as float.hex() in testdata/sincos_glibc.json by
// python3: krait follows glibc's algorithm operation by operation there,
// so every result must be identical.
func TestSinCosMatchGlibcExactly(t *testing.T) {
	b, err := os.ReadFile("testdata/sincos_glibc.json")
	if err != nil {
		t.Fatal(err)
	}
	var rows [][3]string
	if err := json.Unmarshal(b, &rows); err != nil {
		t.Fatal(err)
	}
	parse := func(s string) float64 {
		f, err := strconv.ParseFloat(s, 64)
		if err != nil {
			t.Fatal(err)
		}
		return f
	}
	for _, r := range rows {
		x, s, c := parse(r[0]), parse(r[1]), parse(r[2])
		if got := Sin(x); got != s {
			t.Errorf("Sin(%v) = %v, glibc %v", x, got, s)
		}
		if got := Cos(x); got != c {
			t.Errorf("Cos(%v) = %v, glibc %v", x, got, c)
		}
	}
}
