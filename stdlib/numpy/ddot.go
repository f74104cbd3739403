package numpy

import "math"

// ddot is the dot product of n float64s as the oracle's numpy computes
// it: numpy calls BLAS ddot, and Debian's numpy runs on OpenBLAS, whose
// AVX-512 (SkylakeX) kernel sums a contiguous vector in 32 fused
// multiply-add lanes (then 16, folded pairwise) over the largest multiple
// of 16 elements and adds the rest one fused multiply-add at a time; a
// strided vector is summed in two interleaved partial sums. The printed
// digits of np.dot, np.linalg.norm and friends depend on this order, so
// it is reproduced here (checked against the oracle on random vectors of
// many lengths).
func ddot(x []float64, xo, xs int, y []float64, yo, ys, n int) float64 {
	if xs == 1 && ys == 1 {
		return ddotContiguous(x[xo:xo+n], y[yo:yo+n])
	}
	var t1, t2 float64
	i := 0
	n1 := n &^ 3
	for ; i < n1; i += 4 {
		m1 := y[yo+i*ys] * x[xo+i*xs]
		m2 := y[yo+(i+1)*ys] * x[xo+(i+1)*xs]
		m3 := y[yo+(i+2)*ys] * x[xo+(i+2)*xs]
		m4 := y[yo+(i+3)*ys] * x[xo+(i+3)*xs]
		t1 += m1 + m3
		t2 += m2 + m4
	}
	for ; i < n; i++ {
		t1 = math.FMA(y[yo+i*ys], x[xo+i*xs], t1)
	}
	return t1 + t2
}

// ddotContiguous is OpenBLAS's SkylakeX ddot kernel on unit strides.
func ddotContiguous(x, y []float64) float64 {
	n := len(x)
	n1 := n &^ 15
	dot := 0.0
	if n1 > 0 {
		var acc5 [4][8]float64
		i := 0
		n32 := n1 &^ 31
		for ; i < n32; i += 32 {
			for v := 0; v < 4; v++ {
				b := i + 8*v
				xs, ys := x[b:b+8], y[b:b+8]
				a := &acc5[v]
				for l := 0; l < 8; l++ {
					a[l] = math.FMA(xs[l], ys[l], a[l])
				}
			}
		}
		var acc [4][4]float64
		for v := 0; v < 4; v++ {
			for l := 0; l < 4; l++ {
				acc[v][l] = acc5[v][l] + acc5[v][l+4]
			}
		}
		for ; i < n1; i += 16 {
			for v := 0; v < 4; v++ {
				b := i + 4*v
				for l := 0; l < 4; l++ {
					acc[v][l] = math.FMA(x[b+l], y[b+l], acc[v][l])
				}
			}
		}
		var a0 [4]float64
		for l := 0; l < 4; l++ {
			a0[l] = ((acc[0][l] + acc[1][l]) + acc[2][l]) + acc[3][l]
		}
		dot = (a0[0] + a0[2]) + (a0[1] + a0[3])
	}
	for i := n1; i < n; i++ {
		dot = math.FMA(y[i], x[i], dot)
	}
	return dot
}
