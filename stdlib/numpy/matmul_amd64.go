package numpy

import "golang.org/x/sys/cpu"

// kern4x8 is in matmul_amd64.s: a 4x8 tile of a product with AVX2
// fused multiply-adds, each element summed over k in order from zero.
//
//go:noescape
func kern4x8(k int, a *float64, lda int, b *float64, ldb int, c *float64, ldc int)

// kern8x16, kern4x16 and kern1x16 are in matmul_amd64.s: a tile of 8, 4
// or 1 rows by the columns of mask (at most 16) with AVX-512 fused
// multiply-adds, each element summed over k in order from zero.
//
//go:noescape
func kern8x16(k int, a *float64, lda int, b *float64, ldb int, c *float64, ldc int, mask int)

//go:noescape
func kern4x16(k int, a *float64, lda int, b *float64, ldb int, c *float64, ldc int, mask int)

//go:noescape
func kern1x16(k int, a *float64, lda int, b *float64, ldb int, c *float64, ldc int, mask int)

// haveFMA reports whether the AVX2/FMA tile kernel can run, and
// have512 whether the AVX-512 ones can (the mask registers' byte moves
// are AVX512DQ).
var (
	haveFMA = cpu.X86.HasAVX2 && cpu.X86.HasFMA
	have512 = cpu.X86.HasAVX512F && cpu.X86.HasAVX512DQ
)

// matmulTiles computes rows [r0, r1) (r0 a multiple of 4) of the (n, p)
// product of the C-contiguous (n, k) a and (k, p) b into c with the
// tile kernels where they fit, returning the end of the rows and the
// number of columns they covered (the caller finishes the edges with
// the scalar loop). The AVX-512 kernels mask the edges: they cover
// everything.
func matmulTiles(a []float64, b []float64, c []float64, n, k, p, r0, r1 int) (rows, cols int) {
	if k == 0 || p == 0 || r1 <= r0 || !haveFMA {
		return r0, 0
	}
	// The kernels write through raw pointers: a slice too short for the
	// rows asked is a panic here, never a write past its end.
	_, _, _ = a[r1*k-1], b[k*p-1], c[r1*p-1]
	if have512 {
		tiles512(a, b, c, k, p, r0, r1)
		return r1, p
	}
	return tiles256(a, b, c, n, k, p, r0, r1)
}

// tiles256 is matmulTiles with the AVX2 kernel: whole 4x8 tiles only.
func tiles256(a, b, c []float64, n, k, p, r0, r1 int) (rows, cols int) {
	rows, cols = max(r0, min(r1, n&^3)), p&^7
	for i := r0; i < rows; i += 4 {
		for j := 0; j < cols; j += 8 {
			kern4x8(k, &a[i*k], k, &b[j], p, &c[i*p+j], p)
		}
	}
	return rows, cols
}

// tiles512 computes rows [r0, r1) of the product with the AVX-512
// kernels, a panel of 16 columns at a time: the panel's rows of b stay
// in the cache while the rows of a stream past them. k >= 1.
func tiles512(a, b, c []float64, k, p, r0, r1 int) {
	for j := 0; j < p; j += 16 {
		mask := 0xffff
		if w := p - j; w < 16 {
			mask = 1<<w - 1
		}
		i := r0
		for ; i+8 <= r1; i += 8 {
			kern8x16(k, &a[i*k], k, &b[j], p, &c[i*p+j], p, mask)
		}
		if i+4 <= r1 {
			kern4x16(k, &a[i*k], k, &b[j], p, &c[i*p+j], p, mask)
			i += 4
		}
		for ; i < r1; i++ {
			kern1x16(k, &a[i*k], k, &b[j], p, &c[i*p+j], p, mask)
		}
	}
}
