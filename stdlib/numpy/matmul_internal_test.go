package numpy

import (
	"errors"
	"math"
	"sync/atomic"
	"testing"

	"github.com/kraitpy/krait/py"
)

// TestMatmulTilesExact: the vector tile kernel gives bit-identical
// results to the scalar fused multiply-add chain it replaces.
func TestMatmulTilesExact(t *testing.T) {
	for _, dims := range [][3]int{{4, 1, 8}, {4, 3, 8}, {8, 17, 16}, {13, 9, 23}, {32, 300, 40}, {5, 2, 7}, {1, 1, 1}, {7, 5, 3}, {19, 31, 33}, {12, 4, 17}, {300, 300, 300}} {
		n, k, p := dims[0], dims[1], dims[2]
		a, b := testMatrices(n, k, p)
		want := refProduct(a, b, n, k, p)
		got := nanSlice(n * p) // the kernels must not read what c held
		rows, cols := matmulTiles(a, b, got, n, k, p, 0, n)
		for i := 0; i < rows; i++ {
			for j := 0; j < cols; j++ {
				if got[i*p+j] != want[i*p+j] {
					t.Fatalf("%v: C[%d,%d] = %v, want %v", dims, i, j, got[i*p+j], want[i*p+j])
				}
			}
		}
		if have512 && (rows != n || cols != p) || !have512 && haveFMA && (rows != n&^3 || cols != p&^7) {
			t.Errorf("%v: covered %dx%d", dims, rows, cols)
		}
	}
}

// refProduct is the (n, p) product of a and b as one in-order fused
// multiply-add chain per element, the order every kernel must keep.
func refProduct(a, b []float64, n, k, p int) []float64 {
	want := make([]float64, n*p)
	for i := 0; i < n; i++ {
		for j := 0; j < p; j++ {
			acc := 0.0
			for l := 0; l < k; l++ {
				acc = math.FMA(a[i*k+l], b[l*p+j], acc)
			}
			want[i*p+j] = acc
		}
	}
	return want
}

// nanSlice is n NaNs: a recycled buffer's leftovers.
func nanSlice(n int) []float64 {
	s := make([]float64, n)
	for i := range s {
		s[i] = math.NaN()
	}
	return s
}

// testMatrices returns an (n, k) and a (k, p) matrix of irregular values.
func testMatrices(n, k, p int) ([]float64, []float64) {
	a := make([]float64, n*k)
	b := make([]float64, k*p)
	for i := range a {
		a[i] = math.Sin(float64(i)*0.37) * 1e3
	}
	for i := range b {
		b[i] = math.Cos(float64(i)*0.91) / 7
	}
	return a, b
}

// TestMatmulWorkersExact: however many goroutines share a product, and
// however its rows fall into blocks (edges included), every element is
// the same fused multiply-add chain, bit for bit.
func TestMatmulWorkersExact(t *testing.T) {
	th := py.NewThread(nil, py.Limits{}, nil)
	for _, dims := range [][3]int{{1, 1, 1}, {3, 5, 7}, {5, 0, 7}, {3, 4, 0}, {301, 133, 77}, {64, 600, 9}, {130, 3, 2000}, {9, 1000, 1001}} {
		n, k, p := dims[0], dims[1], dims[2]
		a, b := testMatrices(n, k, p)
		want := refProduct(a, b, n, k, p)
		for _, helpers := range []int{0, 1, 2, 7} {
			got := nanSlice(n * p)
			if err := matmulFloatWorkers(th, a, b, got, n, k, p, helpers, never, func() {}); err != nil {
				t.Fatal(err)
			}
			for i := range got {
				if got[i] != want[i] {
					t.Fatalf("%v with %d helpers: C[%d,%d] = %v, want %v", dims, helpers, i/p, i%p, got[i], want[i])
				}
			}
		}
	}
}

// TestMatmulWorkersStop: a cancelled run stops a product at the caller's
// first poll with the cancellation error, and the call returns only once
// every goroutine stopped writing (under -race, reading the result
// afterwards would race with a late writer).
func TestMatmulWorkersStop(t *testing.T) {
	th := py.NewThread(nil, py.Limits{}, nil)
	th.Cancel()
	n, k, p := 400, 64, 64
	a, b := testMatrices(n, k, p)
	c := make([]float64, n*p)
	err := matmulFloatWorkers(th, a, b, c, n, k, p, 3, never, func() {})
	if !errors.Is(err, &py.LimitError{Kind: py.LimitCancel}) {
		t.Fatalf("err = %v, want the cancellation", err)
	}
	sum := 0.0
	for _, v := range c {
		sum += v
	}
	_ = sum
}

// TestMatmulWorkersPanic: a panic in any goroutine of a product reaches
// the caller (where the run's panic containment is), after the other
// goroutines stopped.
func TestMatmulWorkersPanic(t *testing.T) {
	th := py.NewThread(nil, py.Limits{}, nil)
	n, k, p := 400, 64, 64
	a, b := testMatrices(n, k, p)
	c := make([]float64, (n-4)*p) // the last block of rows is past the end
	defer func() {
		if recover() == nil {
			t.Fatal("no panic")
		}
		for range c { // no goroutine writes any more (checked by -race)
		}
		_ = c[0]
	}()
	matmulFloatWorkers(th, a, b, c, n, k, p, 3, never, func() {})
}

// never is the contended func of a product with the CPU to itself.
func never() bool { return false }

// TestMatmulHelpersGiveBack: each helper gives its share back once as it
// stops, and helpers told the CPU is contended take no more blocks (the
// caller computes them all), with the same digits either way.
func TestMatmulHelpersGiveBack(t *testing.T) {
	th := py.NewThread(nil, py.Limits{}, nil)
	n, k, p := 301, 133, 77
	a, b := testMatrices(n, k, p)
	want := refProduct(a, b, n, k, p)
	for _, busy := range []bool{false, true} {
		var given atomic.Int32
		got := nanSlice(n * p)
		if err := matmulFloatWorkers(th, a, b, got, n, k, p, 3, func() bool { return busy }, func() { given.Add(1) }); err != nil {
			t.Fatal(err)
		}
		if g := given.Load(); g != 3 {
			t.Errorf("contended=%v: %d shares given back, want 3", busy, g)
		}
		for i := range got {
			if got[i] != want[i] {
				t.Fatalf("contended=%v: C[%d,%d] = %v, want %v", busy, i/p, i%p, got[i], want[i])
			}
		}
	}
}
