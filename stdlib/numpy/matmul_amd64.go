package numpy

import "golang.org/x/sys/cpu"

// kern4x8 is in matmul_amd64.s: a 4x8 tile of a product with AVX2
// fused multiply-adds, each element summed over k in order from zero.
//
//go:noescape
func kern4x8(k int, a *float64, lda int, b *float64, ldb int, c *float64, ldc int)

// haveFMA reports whether the AVX2/FMA tile kernel can run.
var haveFMA = cpu.X86.HasAVX2 && cpu.X86.HasFMA

// matmulTiles computes rows [r0, r1) (r0 a multiple of 4) of the (n, p)
// product of the C-contiguous (n, k) a and (k, p) b into the zeroed c
// with the tile kernel where it fits, returning the end of the rows and
// the number of columns it covered (the caller finishes the edges with
// the scalar loop).
func matmulTiles(a []float64, b []float64, c []float64, n, k, p, r0, r1 int) (rows, cols int) {
	if !haveFMA || k == 0 {
		return r0, 0
	}
	rows, cols = max(r0, min(r1, n&^3)), p&^7
	for i := r0; i < rows; i += 4 {
		for j := 0; j < cols; j += 8 {
			kern4x8(k, &a[i*k], k, &b[j], p, &c[i*p+j], p)
		}
	}
	return rows, cols
}
