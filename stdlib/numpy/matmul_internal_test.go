package numpy

import (
	"math"
	"testing"
)

// TestMatmulTilesExact: the vector tile kernel gives bit-identical
// results to the scalar fused multiply-add chain it replaces.
func TestMatmulTilesExact(t *testing.T) {
	for _, dims := range [][3]int{{4, 1, 8}, {4, 3, 8}, {8, 17, 16}, {13, 9, 23}, {32, 300, 40}, {5, 2, 7}} {
		n, k, p := dims[0], dims[1], dims[2]
		a := make([]float64, n*k)
		b := make([]float64, k*p)
		for i := range a {
			a[i] = math.Sin(float64(i)*0.37) * 1e3
		}
		for i := range b {
			b[i] = math.Cos(float64(i)*0.91) / 7
		}
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
		got := make([]float64, n*p)
		rows, cols := matmulTiles(a, b, got, n, k, p)
		for i := 0; i < rows; i++ {
			for j := 0; j < cols; j++ {
				if got[i*p+j] != want[i*p+j] {
					t.Fatalf("%v: C[%d,%d] = %v, want %v", dims, i, j, got[i*p+j], want[i*p+j])
				}
			}
		}
		if haveFMA && (rows != n&^3 || cols != p&^7) {
			t.Errorf("%v: covered %dx%d", dims, rows, cols)
		}
	}
}
