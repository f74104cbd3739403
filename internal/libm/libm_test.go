package libm

import (
	"encoding/json"
	"os"
	"strconv"
	"testing"
)

// TestRandomHelpersMath checks the functions random.py uses against
// CPython's math module, i.e. glibc: log, exp, pow, sin, cos and acos
// exactly (glibc's algorithms). The rows also hold the
// exactly rounded value (CPython's decimal module at 80 digits); glibc
// differs from it in 11 of the 15,000 log/exp/pow rows, and so must we.
func TestRandomHelpersMath(t *testing.T) {
	b, err := os.ReadFile("testdata/libm.json")
	if err != nil {
		t.Fatal(err)
	}
	var rows []struct {
		F     string   `json:"f"`
		Args  []string `json:"args"`
		Glibc string   `json:"glibc"`
		CR    *string  `json:"cr"`
	}
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
	fns := map[string]func(a []float64) float64{
		"log":  func(a []float64) float64 { return Log(a[0]) },
		"exp":  func(a []float64) float64 { return Exp(a[0]) },
		"pow":  func(a []float64) float64 { return Pow(a[0], a[1]) },
		"sin":  func(a []float64) float64 { return Sin(a[0]) },
		"cos":  func(a []float64) float64 { return Cos(a[0]) },
		"acos": func(a []float64) float64 { return Acos(a[0]) },
	}
	same, total, crDiff := map[string]int{}, map[string]int{}, 0
	for _, r := range rows {
		var args []float64
		for _, a := range r.Args {
			args = append(args, parse(a))
		}
		got := fns[r.F](args)
		total[r.F]++
		glibc := parse(r.Glibc)
		if got == glibc {
			same[r.F]++
		} else {
			t.Errorf("%s%v = %v, glibc gives %v", r.F, args, got, glibc)
		}
		if r.CR != nil && got != parse(*r.CR) {
			crDiff++
		}
	}
	if crDiff != 11 {
		t.Errorf("%d results differ from the exactly rounded value, glibc's differ in 11", crDiff)
	}
	for f, n := range total {
		t.Logf("%s: %d of %d equal to glibc", f, same[f], n)
	}
}

func BenchmarkLogConst(b *testing.B) {
	x := 0.123456789
	for i := 0; i < b.N; i++ {
		Log(x)
	}
}
