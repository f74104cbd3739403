//go:build !amd64

package numpy

// matmulTiles has no vector kernel on this architecture: the scalar
// loop computes the whole product (with the same results).
func matmulTiles(a []float64, b []float64, c []float64, n, k, p, r0, r1 int) (rows, cols int) {
	return r0, 0
}
