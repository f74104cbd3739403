package cmath

import (
	"bufio"
	"fmt"
	"io"
	"math"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"testing"
)

// goldenFuncs computes what one golden line names, in the golden file's
// notation: results as hex float bits, or the exception's name.
var goldenFuncs = map[string]func(a []float64) string{
	"rect": func(a []float64) string { return showComplex(rect(a[0], a[1])) },
	"logb": func(a []float64) string { return showComplex(logBase(complex(a[0], a[1]), complex(a[2], a[3]))) },
	"isclose": func(a []float64) string {
		return pyBool(closeTo(complex(a[0], a[1]), complex(a[2], a[3]), a[4], a[5]))
	},
	"phase": func(a []float64) string {
		r, st := phaseStatus(complex(a[0], a[1]))
		if st != ok {
			return statusName(st)
		}
		return bitsOf(r)
	},
	"polar": func(a []float64) string {
		r, phi, st := polar(complex(a[0], a[1]))
		if st != ok {
			return statusName(st)
		}
		return bitsOf(r) + " " + bitsOf(phi)
	},
	"isfinite": func(a []float64) string { return pyBool(finite(complex(a[0], a[1]))) },
	"isinf": func(a []float64) string {
		return pyBool(math.IsInf(a[0], 0) || math.IsInf(a[1], 0))
	},
	"isnan": func(a []float64) string { return pyBool(math.IsNaN(a[0]) || math.IsNaN(a[1])) },
}

func init() {
	for _, u := range unaryFuncs {
		f := u.f
		goldenFuncs[u.name] = func(a []float64) string { return showComplex(f(complex(a[0], a[1]))) }
	}
	goldenFuncs["log"] = func(a []float64) string { return showComplex(cLog(complex(a[0], a[1]))) }
}

func pyBool(b bool) string {
	if b {
		return "True"
	}
	return "False"
}

func statusName(st status) string {
	if st == domainErr {
		return "ValueError"
	}
	return "OverflowError"
}

// bitsOf is a float's IEEE bits in hex; every nan is shown alike, as
// Python prints every nan alike.
func bitsOf(x float64) string {
	if math.IsNaN(x) {
		return "nan"
	}
	return fmt.Sprintf("%016x", math.Float64bits(x))
}

func showComplex(z complex128, st status) string {
	if st != ok {
		return statusName(st)
	}
	return bitsOf(real(z)) + " " + bitsOf(imag(z))
}

// normalize rewrites the golden file's nan bits as bitsOf shows them.
func normalize(s string) string {
	fields := strings.Fields(s)
	for i, f := range fields {
		if len(f) == 16 {
			if b, err := strconv.ParseUint(f, 16, 64); err == nil && math.IsNaN(math.Float64frombits(b)) {
				fields[i] = "nan"
			}
		}
	}
	return strings.Join(fields, " ")
}

// checkLines compares every line of the generator's output with krait's
// result; it returns the number of lines per function.
func checkLines(t *testing.T, r io.Reader) map[string]int {
	t.Helper()
	counts := map[string]int{}
	bad := map[string]int{}
	sc := bufio.NewScanner(r)
	for sc.Scan() {
		line := sc.Text()
		lhs, want, found := strings.Cut(line, " -> ")
		if !found {
			t.Fatalf("bad line %q", line)
		}
		fields := strings.Fields(lhs)
		f := goldenFuncs[fields[0]]
		if f == nil {
			t.Fatalf("unknown function in %q", line)
		}
		args := make([]float64, len(fields)-1)
		for i, h := range fields[1:] {
			b, err := strconv.ParseUint(h, 16, 64)
			if err != nil {
				t.Fatalf("bad line %q: %v", line, err)
			}
			args[i] = math.Float64frombits(b)
		}
		counts[fields[0]]++
		if got := f(args); got != normalize(want) {
			bad[fields[0]]++
			if bad[fields[0]] <= 5 {
				t.Errorf("%s%v: got %s, want %s", fields[0], args, got, want)
			}
		}
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	for name, n := range bad {
		t.Errorf("%s: %d of %d differ", name, n, counts[name])
	}
	return counts
}

// TestGolden checks a sample made by python3 (testdata/gen_cmath.py 1
// 150): every function on the grid of special values and on random
// arguments, bit for bit.
func TestGolden(t *testing.T) {
	f, err := os.Open("testdata/cmath_golden.txt")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	counts := checkLines(t, f)
	if len(counts) != len(goldenFuncs) {
		t.Errorf("golden file covers %d functions, want %d", len(counts), len(goldenFuncs))
	}
}

// TestLong is the opt-in long check: KRAIT_CMATH_LONG=count runs
// gen_cmath.py with python3 for count fresh arguments per function
// (KRAIT_CMATH_SEED picks the seed, 2 by default) and compares them all.
func TestLong(t *testing.T) {
	count := os.Getenv("KRAIT_CMATH_LONG")
	if count == "" {
		t.Log("set KRAIT_CMATH_LONG=count to compare with python3 on fresh arguments")
		return
	}
	seed := os.Getenv("KRAIT_CMATH_SEED")
	if seed == "" {
		seed = "2"
	}
	cmd := exec.Command("python3", "testdata/gen_cmath.py", seed, count)
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	counts := checkLines(t, out)
	if err := cmd.Wait(); err != nil {
		t.Fatal(err)
	}
	t.Logf("compared: %v", counts)
}
