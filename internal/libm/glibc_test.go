package libm

import (
	"bufio"
	"io"
	"math"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"testing"
)

// glibcFuncs maps CPython's math function names to this package's.
var glibcFuncs = map[string]func(a []float64) float64{
	"exp":   func(a []float64) float64 { return Exp(a[0]) },
	"log":   func(a []float64) float64 { return Log(a[0]) },
	"pow":   func(a []float64) float64 { return Pow(a[0], a[1]) },
	"log2":  func(a []float64) float64 { return Log2(a[0]) },
	"log10": func(a []float64) float64 { return Log10(a[0]) },
	"exp2":  func(a []float64) float64 { return Exp2(a[0]) },
	"log1p": func(a []float64) float64 { return Log1p(a[0]) },
	"expm1": func(a []float64) float64 { return Expm1(a[0]) },
	"tan":   func(a []float64) float64 { return Tan(a[0]) },
	"atanh": func(a []float64) float64 { return Atanh(a[0]) },
	"sinh":  func(a []float64) float64 { return Sinh(a[0]) },
	"cosh":  func(a []float64) float64 { return Cosh(a[0]) },
	"tanh":  func(a []float64) float64 { return Tanh(a[0]) },
	"asinh": func(a []float64) float64 { return Asinh(a[0]) },
	"acosh": func(a []float64) float64 { return Acosh(a[0]) },
	"asin":  func(a []float64) float64 { return Asin(a[0]) },
	"acos":  func(a []float64) float64 { return Acos(a[0]) },
	"atan":  func(a []float64) float64 { return Atan(a[0]) },
	"atan2": func(a []float64) float64 { return Atan2(a[0], a[1]) },
	"erf":   func(a []float64) float64 { return Erf(a[0]) },
	"erfc":  func(a []float64) float64 { return Erfc(a[0]) },
	"cbrt":  func(a []float64) float64 { return Cbrt(a[0]) },
	"sin":   func(a []float64) float64 { return Sin(a[0]) },
	"cos":   func(a []float64) float64 { return Cos(a[0]) },
	"hypot": func(a []float64) float64 { return Hypot(a[0], a[1]) },
}

// glibcStats counts calls and mismatches per function.
type glibcStats struct{ total, diff map[string]int }

// checkGlibcLines compares each line of gen_glibc.py's output with this
// package, reporting up to a few mismatches per function.
func checkGlibcLines(t *testing.T, r io.Reader) glibcStats {
	st := glibcStats{map[string]int{}, map[string]int{}}
	sc := bufio.NewScanner(r)
	for sc.Scan() {
		fields := strings.Fields(sc.Text())
		f := glibcFuncs[fields[0]]
		if f == nil {
			t.Fatalf("unknown function in %q", sc.Text())
		}
		var args []float64
		for _, h := range fields[1 : len(fields)-1] {
			b, err := strconv.ParseUint(h, 16, 64)
			if err != nil {
				t.Fatal(err)
			}
			args = append(args, math.Float64frombits(b))
		}
		got := f(args)
		name, want := fields[0], fields[len(fields)-1]
		st.total[name]++
		ok := false
		switch want {
		case "OverflowError":
			ok = math.IsInf(got, 0)
		case "ValueError":
			ok = math.IsNaN(got) || math.IsInf(got, 0)
		default:
			b, err := strconv.ParseUint(want, 16, 64)
			if err != nil {
				t.Fatal(err)
			}
			w := math.Float64frombits(b)
			ok = math.Float64bits(got) == b || math.IsNaN(got) && math.IsNaN(w)
		}
		if !ok {
			st.diff[name]++
			if st.diff[name] <= 5 {
				t.Errorf("%s%v = %v (%016x), glibc gives %s", name, args, got, math.Float64bits(got), want)
			}
		}
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	for name, n := range st.total {
		t.Logf("%-6s %d of %d differ from glibc", name, st.diff[name], n)
	}
	return st
}

// TestGlibcGolden checks every function against results of CPython's
// math module (glibc 2.36 on x86-64 with FMA) stored by gen_glibc.py.
func TestGlibcGolden(t *testing.T) {
	f, err := os.Open("testdata/glibc_golden.txt")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	st := checkGlibcLines(t, f)
	if len(st.total) != len(glibcFuncs) {
		t.Errorf("golden file covers %d functions, want %d", len(st.total), len(glibcFuncs))
	}
}

// TestGlibcLong is the opt-in long check: KRAIT_LIBM_LONG=count runs
// gen_glibc.py with python3 for count fresh arguments per function
// (KRAIT_LIBM_FUNCS restricts the functions, KRAIT_LIBM_SEED picks the
// seed) and compares them all.
func TestGlibcLong(t *testing.T) {
	count := os.Getenv("KRAIT_LIBM_LONG")
	if count == "" {
		t.Log("set KRAIT_LIBM_LONG=count to compare with python3 on fresh arguments")
		return
	}
	seed := os.Getenv("KRAIT_LIBM_SEED")
	if seed == "" {
		seed = "2"
	}
	args := append([]string{"testdata/gen_glibc.py", seed, count}, strings.Fields(os.Getenv("KRAIT_LIBM_FUNCS"))...)
	cmd := exec.Command("python3", args...)
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	checkGlibcLines(t, out)
	if err := cmd.Wait(); err != nil {
		t.Fatal(err)
	}
}

var benchSink float64

func BenchmarkPow(b *testing.B) {
	for i := 0; i < b.N; i++ {
		benchSink += Pow(1.0001+float64(i&255)*0.01, 2.5)
	}
}

func BenchmarkGoPow(b *testing.B) {
	for i := 0; i < b.N; i++ {
		benchSink += math.Pow(1.0001+float64(i&255)*0.01, 2.5)
	}
}

func BenchmarkExp(b *testing.B) {
	for i := 0; i < b.N; i++ {
		benchSink += Exp(float64(i&255) * 0.01)
	}
}

func BenchmarkLog(b *testing.B) {
	for i := 0; i < b.N; i++ {
		benchSink += Log(1.5 + float64(i&255)*0.01)
	}
}
