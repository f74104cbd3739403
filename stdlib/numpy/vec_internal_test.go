package numpy

import (
	"math"
	"math/rand"
	"testing"
)

// TestVecKernels checks the vector kernels against the scalar
// operations bit for bit, and their inf/NaN reports.
func TestVecKernels(t *testing.T) {
	r := rand.New(rand.NewSource(1))
	special := []float64{0, math.Copysign(0, -1), math.Inf(1), math.Inf(-1), math.NaN(), 1e308, -1e308, 5e-324, -3}
	for _, n := range []int{0, 3, 4, 7, 64, 1001, vecChunk + 13} {
		xs, ys := make([]float64, n), make([]float64, n)
		for j := range xs {
			xs[j], ys[j] = r.NormFloat64()*1e3, r.NormFloat64()
			if r.Intn(50) == 0 {
				xs[j] = special[r.Intn(len(special))]
			}
			if r.Intn(50) == 0 {
				ys[j] = special[r.Intn(len(special))]
			}
		}
		s := r.NormFloat64()
		ops := []func(x, y float64) float64{
			func(x, y float64) float64 { return x + y }, func(x, y float64) float64 { return x - y },
			func(x, y float64) float64 { return x * y }, func(x, y float64) float64 { return x / y },
		}
		check := func(name string, got []float64, done int, bad bool, want func(j int) float64) {
			t.Helper()
			wantBad := false
			for j := 0; j < done; j++ {
				w := want(j)
				if math.Float64bits(got[j]) != math.Float64bits(w) && !(w != w && got[j] != got[j]) {
					t.Fatalf("%s n=%d [%d]: got %v want %v", name, n, j, got[j], w)
				}
				wantBad = wantBad || w-w != 0
			}
			if bad != wantBad {
				t.Fatalf("%s n=%d: bad %v, want %v", name, n, bad, wantBad)
			}
		}
		for op, f := range ops {
			ds := make([]float64, n)
			done, bad := arithVec(op, xs, ys, ds)
			check("arith", ds, done, bad, func(j int) float64 { return f(xs[j], ys[j]) })
			done, bad = arithScalarVec(op, xs, s, ds)
			check("scalar", ds, done, bad, func(j int) float64 { return f(xs[j], s) })
		}
		ds := make([]float64, n)
		done, bad := arithScalarVec(4, xs, s, ds)
		check("rsub", ds, done, bad, func(j int) float64 { return s - xs[j] })
		done, bad = arithScalarVec(5, xs, s, ds)
		check("rdiv", ds, done, bad, func(j int) float64 { return s / xs[j] })
		done, bad = sqrtVec(xs, ds)
		check("sqrt", ds, done, bad, func(j int) float64 { return math.Sqrt(xs[j]) })
	}
}

// TestMinMaxVec checks the vector extremum against a scalar scan.
func TestMinMaxVec(t *testing.T) {
	r := rand.New(rand.NewSource(2))
	for trial := 0; trial < 300; trial++ {
		n := 8 + r.Intn(300)
		if trial%50 == 0 {
			n = vecChunk*2 + r.Intn(9)
		}
		xs := make([]float64, n)
		for j := range xs {
			xs[j] = r.NormFloat64()
			switch r.Intn(40) {
			case 0:
				xs[j] = math.NaN()
			case 1:
				xs[j] = math.Inf(1 - 2*r.Intn(2))
			case 2:
				xs[j] = math.Copysign(0, float64(1-2*r.Intn(2)))
			}
		}
		if trial%3 == 0 {
			for j := range xs {
				xs[j] = -math.Abs(xs[j]) // extremum often a zero
			}
		}
		for _, isMax := range []bool{true, false} {
			got, ok := minMaxVec(xs, isMax)
			if !ok {
				continue
			}
			want := xs[0]
			for _, v := range xs {
				if v != v {
					t.Fatalf("ok with a NaN")
				}
				if (isMax && v > want) || (!isMax && v < want) {
					want = v
				}
			}
			if math.Float64bits(got) != math.Float64bits(want) {
				t.Fatalf("n=%d max=%v: got %v want %v", n, isMax, got, want)
			}
		}
	}
}

// TestCmpVec checks the vector comparisons against Go's operators.
func TestCmpVec(t *testing.T) {
	r := rand.New(rand.NewSource(3))
	for _, n := range []int{0, 4, 9, 100, vecChunk + 5} {
		xs, ys := make([]float64, n), make([]float64, n)
		for j := range xs {
			xs[j], ys[j] = float64(r.Intn(5)), float64(r.Intn(5))
			if r.Intn(20) == 0 {
				xs[j] = math.NaN()
			}
			if r.Intn(20) == 0 {
				ys[j] = math.NaN()
			}
		}
		for code := cmpLT; code <= cmpNE; code++ {
			for _, useY := range []bool{true, false} {
				ds := make([]bool, n)
				var yy []float64
				if useY {
					yy = ys
				}
				done := cmpVec(code, xs, yy, 2, ds)
				for j := 0; j < done; j++ {
					y := 2.0
					if useY {
						y = ys[j]
					}
					if want := cmpOp(code, xs[j], y); ds[j] != want {
						t.Fatalf("code %d n=%d [%d]: %v %v: got %v", code, n, j, xs[j], y, ds[j])
					}
				}
			}
		}
	}
}

// TestBoolKernels checks the bool and/or/count kernels and the
// branch-free compress against element-by-element loops, for lengths
// around the 32-byte blocks and masks of every density.
func TestBoolKernels(t *testing.T) {
	r := rand.New(rand.NewSource(2))
	for _, n := range []int{0, 1, 31, 32, 33, 64, 95, 1000, vecChunk + 40} {
		for _, density := range []int{0, 1, 50, 99, 100} {
			xs, ys := make([]bool, n), make([]bool, n)
			src := make([]float64, n)
			isrc := make([]int64, n)
			for j := range xs {
				xs[j] = r.Intn(100) < density
				ys[j] = r.Intn(100) < 50
				src[j] = float64(j) + 0.5
				isrc[j] = int64(-j)
			}
			for _, or := range []bool{false, true} {
				ds := make([]bool, n)
				done := boolLogicVec(or, xs, ys, ds)
				for j := 0; j < done; j++ {
					want := xs[j] && ys[j]
					if or {
						want = xs[j] || ys[j]
					}
					if ds[j] != want {
						t.Fatalf("n=%d or=%v [%d]: got %v want %v", n, or, j, ds[j], want)
					}
				}
			}
			want := 0
			var wantF []float64
			var wantI []int64
			for j, b := range xs {
				if b {
					want++
					wantF = append(wantF, src[j])
					wantI = append(wantI, isrc[j])
				}
			}
			if got := countTrue(xs); got != want {
				t.Fatalf("n=%d density=%d: countTrue %d, want %d", n, density, got, want)
			}
			if want == 0 {
				continue
			}
			last := n - 1
			for !xs[last] {
				last--
			}
			gotF, gotI := make([]float64, want), make([]int64, want)
			compressInto(gotF, src, xs[:last+1])
			compressInto(gotI, isrc, xs[:last+1])
			for j := range wantF {
				if gotF[j] != wantF[j] || gotI[j] != wantI[j] {
					t.Fatalf("n=%d density=%d compress [%d]: got %v,%v want %v,%v", n, density, j, gotF[j], gotI[j], wantF[j], wantI[j])
				}
			}
		}
	}
}
