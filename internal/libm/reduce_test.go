package libm

import (
	"encoding/json"
	"math"
	"math/big"
	"os"
	"strconv"
	"testing"
)

// TestBranredWorstCase checks the reduction on the double closest to a
// multiple of pi/2 (6381956970095103 * 2^797), where glibc's reduction is
// not exact: CPython prints cos = -4.68716592425462e-19 (the exact value
// is -4.687165924254628e-19), sin = 1.0, tan = -2.1334853857537075e+18.
func TestBranredWorstCase(t *testing.T) {
	x := 6381956970095103 * math.Pow(2, 797)
	if got := Cos(x); got != -4.68716592425462e-19 {
		t.Errorf("Cos(%v) = %v, glibc gives -4.68716592425462e-19", x, got)
	}
	if got := Sin(x); got != 1 {
		t.Errorf("Sin(%v) = %v, glibc gives 1", x, got)
	}
	if got := Tan(x); got != -2.1334853857537075e+18 {
		t.Errorf("Tan(%v) = %v, glibc gives -2.1334853857537075e+18", x, got)
	}
}

// TestTwoOverPiDigits checks branred's table against 2/pi computed here
// (pi by Machin's formula, 1900 bits).
func TestTwoOverPiDigits(t *testing.T) {
	const prec = 1900
	atanInv := func(n int64) *big.Float {
		x := new(big.Float).SetPrec(prec).Quo(big.NewFloat(1).SetPrec(prec), big.NewFloat(float64(n)).SetPrec(prec))
		x2 := new(big.Float).SetPrec(prec).Mul(x, x)
		sum := new(big.Float).SetPrec(prec).Set(x)
		term := new(big.Float).SetPrec(prec).Set(x)
		for k := int64(3); k < 2000; k += 2 {
			term.Mul(term, x2)
			term.Neg(term)
			sum.Add(sum, new(big.Float).SetPrec(prec).Quo(term, big.NewFloat(float64(k)).SetPrec(prec)))
		}
		return sum
	}
	pi := new(big.Float).SetPrec(prec).Sub(
		new(big.Float).SetPrec(prec).Mul(big.NewFloat(16), atanInv(5)),
		new(big.Float).SetPrec(prec).Mul(big.NewFloat(4), atanInv(239)))
	v := new(big.Float).SetPrec(prec).Quo(big.NewFloat(2).SetPrec(prec), pi)
	for i, want := range twoOverPi24 {
		v.Mul(v, big.NewFloat(1<<24))
		d, _ := v.Int64()
		if float64(d) != want {
			t.Fatalf("digit %d of 2/pi in base 2^24 is %d, table has %v", i, d, want)
		}
		v.Sub(v, new(big.Float).SetInt64(d))
	}
}

// TestTrigLargeArgumentsMatchGlibc compares Sin and Cos on 2,000 large
// arguments (1e5 to 1e308) with CPython's math module (glibc), recorded
// in testdata/trig_large.json by python3: every result must be identical.
func TestTrigLargeArgumentsMatchGlibc(t *testing.T) {
	b, err := os.ReadFile("testdata/trig_large.json")
	if err != nil {
		t.Fatal(err)
	}
	var rows []struct{ X, Sin, Cos string }
	if err := json.Unmarshal(b, &rows); err != nil {
		t.Fatal(err)
	}
	for _, r := range rows {
		x, _ := strconv.ParseFloat(r.X, 64)
		for _, c := range []struct {
			name string
			got  float64
			want string
		}{{"sin", Sin(x), r.Sin}, {"cos", Cos(x), r.Cos}} {
			if want, _ := strconv.ParseFloat(c.want, 64); c.got != want {
				t.Errorf("%s(%v) = %v, glibc gives %v", c.name, x, c.got, want)
			}
		}
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
