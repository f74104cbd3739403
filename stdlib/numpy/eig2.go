package numpy

import (
	"math"

	"gonum.org/v1/gonum/lapack"
	"gonum.org/v1/gonum/lapack/gonum"
)

// This file is np.linalg.eig of the one 2x2 case where gonum's Dgeev and
// LAPACK's (numpy's) part ways: a balanced matrix [[a, b], [c, a]] with
// b*c > 0 (any symmetric 2x2 with equal diagonal, a correlation matrix
// [[1, r], [r, 1]] among them). LAPACK's dlanv2 takes the root
// z = p + SIGN(sqrt(scale)*sqrt(z), p) with p = (a-d)/2 = +0, and
// Fortran's SIGN of +0 is positive; gonum's Dlanv2 tests p > 0 and takes
// the negative root. The eigenvalues then come out in the other order
// ([1, 3] for [[2, 1], [1, 2]] where numpy prints [3, 1]), and the
// eigenvectors with them. Every other step (balancing, the eigenvectors
// of the Schur form, undoing the balance, the normalization) is gonum's.

// eig2 returns the eigenvalues (wr) and, when vectors is set, the right
// eigenvectors (vr, row-major 2x2) of the 2x2 row-major matrix a as
// LAPACK's dgeev computes them, and ok; ok is false when a is not the
// case described above (gonum's Dgeev then gives LAPACK's answer).
func eig2(a []float64, vectors bool) (wr [2]float64, vr []float64, ok bool) {
	impl := gonum.Implementation{}
	const eps = 0x1p-52 // LAPACK's dlamch('P')
	smlnum := math.Sqrt(0x1p-1022) / eps
	anrm := 0.0
	for _, x := range a {
		if x != x {
			return wr, nil, false
		}
		anrm = math.Max(anrm, math.Abs(x))
	}
	if anrm < smlnum || anrm > 1/smlnum {
		return wr, nil, false // dgeev scales such a matrix first
	}
	h := []float64{a[0], a[1], a[2], a[3]}
	scale := make([]float64, 2)
	ilo, ihi := impl.Dgebal(lapack.PermuteScale, 2, h, 2, scale)
	p, b, c, d := h[0]-h[3], h[1], h[2], h[3]
	if ilo != 0 || ihi != 1 || p != 0 || math.Signbit(p) || b*c <= 0 ||
		math.Abs(c) <= eps*(math.Abs(h[0])+math.Abs(d)) {
		return wr, nil, false
	}
	bcmax := math.Max(math.Abs(b), math.Abs(c))
	bcmis := math.Min(math.Abs(b), math.Abs(c))
	z := bcmax / bcmax * bcmis
	if z < 4*eps {
		return wr, nil, false
	}
	z = math.Sqrt(bcmax) * math.Sqrt(z)
	wr = [2]float64{d + z, d - bcmax/z*bcmis}
	if !vectors {
		return wr, nil, true
	}
	tau := impl.Dlapy2(c, z)
	cs, sn := z/tau, c/tau
	t := []float64{wr[0], b - c, 0, wr[1]}
	vr = []float64{cs, -sn, sn, cs}
	work := make([]float64, 3*2)
	impl.Dtrevc3(lapack.EVRight, lapack.EVAllMulQ, nil, 2, t, 2, nil, 1, vr, 2, 2, work, len(work))
	impl.Dgebak(lapack.PermuteScale, lapack.EVRight, 2, ilo, ihi, scale, 2, vr, 2)
	for i := 0; i < 2; i++ {
		scl := 1 / norm2(vr[i], vr[2+i])
		vr[i] *= scl
		vr[2+i] *= scl
	}
	return wr, vr, true
}

// norm2 is sqrt(x*x + y*y) rounded once, as OpenBLAS's dnrm2 computes it
// (in extended precision) where gonum's Dnrm2 rescales and may be an ulp
// or two away: the sum of squares is carried exactly as a double-double,
// and its square root corrected by one Newton step.
func norm2(x, y float64) float64 {
	xx, yy := x*x, y*y
	xe, ye := math.FMA(x, x, -xx), math.FMA(y, y, -yy)
	s := xx + yy
	bv := s - xx
	se := (xx - (s - bv)) + (yy - bv) + xe + ye
	if s == 0 || math.IsInf(s, 0) {
		return math.Hypot(x, y)
	}
	r := math.Sqrt(s)
	return r + (math.FMA(-r, r, s)+se)/(2*r)
}
