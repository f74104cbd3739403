package numpy

import "testing"

// TestMatmulKernelsExact: each vector kernel this machine has gives
// bit-identical results to the in-order fused multiply-add chain over
// the part it covers (the AVX-512 kernels everything, edges masked;
// the AVX2 one whole 4x8 tiles), whatever c held before.
func TestMatmulKernelsExact(t *testing.T) {
	kernels := map[string]func(a, b, c []float64, n, k, p int) (int, int){}
	if haveFMA {
		kernels["avx2"] = func(a, b, c []float64, n, k, p int) (int, int) { return tiles256(a, b, c, n, k, p, 0, n) }
	}
	if have512 {
		kernels["avx512"] = func(a, b, c []float64, n, k, p int) (int, int) {
			for r0 := 0; r0 < n; r0 += 8 {
				tiles512(a, b, c, k, p, r0, min(r0+8, n))
			}
			return n, p
		}
	}
	if len(kernels) == 0 {
		t.Skip("no vector kernel on this machine")
	}
	for name, kern := range kernels {
		for _, dims := range [][3]int{{1, 1, 1}, {4, 3, 8}, {13, 9, 23}, {8, 300, 16}, {7, 2, 15}, {9, 17, 17}, {20, 6, 31}, {300, 300, 300}} {
			n, k, p := dims[0], dims[1], dims[2]
			a, b := testMatrices(n, k, p)
			want := refProduct(a, b, n, k, p)
			got := nanSlice(n*p + 16) // and nothing past the end written
			rows, cols := kern(a, b, got[:n*p], n, k, p)
			for i := 0; i < rows; i++ {
				for j := 0; j < cols; j++ {
					if got[i*p+j] != want[i*p+j] {
						t.Fatalf("%s %v: C[%d,%d] = %v, want %v", name, dims, i, j, got[i*p+j], want[i*p+j])
					}
				}
			}
			for j := n * p; j < len(got); j++ {
				if got[j] == got[j] {
					t.Fatalf("%s %v: wrote past the end of c", name, dims)
				}
			}
		}
	}
}
