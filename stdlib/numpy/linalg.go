package numpy

import (
	"math"
	"strconv"

	"gonum.org/v1/gonum/blas"
	"gonum.org/v1/gonum/blas/blas64"
	"gonum.org/v1/gonum/lapack"
	"gonum.org/v1/gonum/lapack/lapack64"

	"github.com/kraitpy/krait/internal/libm"
	"github.com/kraitpy/krait/py"
)

// This file is np.linalg on gonum's LAPACK: inv, det, slogdet, solve,
// eig, eigvals, eigh, eigvalsh, svd, qr, lstsq, matrix_rank, pinv,
// cholesky, norm, cond, matrix_power and multi_dot. Factorizations are
// gonum's (a port of reference LAPACK); what numpy computes around them
// (det as sign*exp(sum(log|u_ii|)), the norms, the rank tolerance) is
// done here as numpy's linalg.py does it.

// linalgModule is np.linalg, made by addLinalg.
func (m *Module) addLinalg(t *py.Thread, d *py.Dict) error {
	lm := py.NewModule("numpy.linalg")
	ld := lm.Dict
	ld.SetStr("LinAlgError", m.linAlgError)
	setFuncs(ld, map[string]py.BuiltinFunc{
		"inv":          m.linInv,
		"det":          m.linDet(false),
		"slogdet":      m.linDet(true),
		"solve":        m.linSolve,
		"eig":          m.linEig(true, false),
		"eigvals":      m.linEig(false, false),
		"eigh":         m.linEig(true, true),
		"eigvalsh":     m.linEig(false, true),
		"svd":          m.linSVD,
		"qr":           m.linQR,
		"lstsq":        m.linLstsq,
		"matrix_rank":  m.linRank,
		"pinv":         m.linPinv,
		"cholesky":     m.linCholesky,
		"norm":         m.linNorm,
		"cond":         m.linCond,
		"matrix_power": m.linMatrixPower,
		"multi_dot":    m.linMultiDot,
	})
	m.linalg = lm
	return m.SetSubmodule(t, "linalg", lm)
}

// matrixArg converts an argument to a float64 (n, p) matrix in a fresh
// row-major buffer, checking numpy's dimension rules.
func (m *Module) matrixArg(t *py.Thread, v py.Value, square bool) (*Array, error) {
	a, err := m.arrayArg(t, v)
	if err != nil {
		return nil, err
	}
	if len(a.shape) < 2 {
		return nil, m.linAlgErr(t, itoa(len(a.shape))+"-dimensional array given. Array must be at least two-dimensional")
	}
	if len(a.shape) > 2 {
		return nil, py.NewNotImplementedError("stacked matrices are not supported by krait's np.linalg")
	}
	if square && a.shape[0] != a.shape[1] {
		return nil, m.linAlgErr(t, "Last 2 dimensions of the array must be square")
	}
	if a.kind == Complex128 || a.kind >= Str {
		return nil, py.NewNotImplementedError("np.linalg on %s matrices is not supported by krait's numpy", kindNames[a.kind])
	}
	f, err := m.astype(t, a, Float64, 0)
	if err != nil {
		return nil, err
	}
	if err := t.Charge(int64(f.Size()) * int64(max(f.shape[0], f.shape[1]))); err != nil {
		return nil, err
	}
	return f, nil
}

// general views a contiguous float64 matrix as gonum's blas64.General.
func general(a *Array) blas64.General {
	return blas64.General{Rows: a.shape[0], Cols: a.shape[1], Stride: max(a.shape[1], 1), Data: a.f}
}

// itoa formats an int.
func itoa(n int) string { return strconv.Itoa(n) }

// luFactor factorizes the square matrix a in place; ok reports that no
// pivot is exactly zero (numpy's "Singular matrix").
func luFactor(a *Array) ([]int, bool) {
	n := a.shape[0]
	ipiv := make([]int, n) //krait:alloc-ok one per row of the n x n matrix a (charged)
	ok := lapack64.Getrf(general(a), ipiv)
	return ipiv, ok
}

// linInv is np.linalg.inv.
func (m *Module) linInv(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	vals, err := bindArgs("inv", []string{"a"}, 1, args, kwargs)
	if err != nil {
		return nil, err
	}
	a, err := m.matrixArg(t, vals[0], true)
	if err != nil {
		return nil, err
	}
	n := a.shape[0]
	ipiv, ok := luFactor(a)
	if !ok {
		return nil, m.linAlgErr(t, "Singular matrix")
	}
	b, err := alloc(t, Float64, []int{n, n})
	if err != nil {
		return nil, err
	}
	for i := 0; i < n; i++ {
		b.f[i*n+i] = 1
	}
	lapack64.Getrs(blas.NoTrans, general(a), general(b), ipiv)
	return m.Wrap(b), nil
}

// linDet is np.linalg.det (sign*exp(sum(log|u_ii|)), as numpy computes
// it) and slogdet.
func (m *Module) linDet(slog bool) py.BuiltinFunc {
	return func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		vals, err := bindArgs("det", []string{"a"}, 1, args, kwargs)
		if err != nil {
			return nil, err
		}
		a, err := m.matrixArg(t, vals[0], true)
		if err != nil {
			return nil, err
		}
		n := a.shape[0]
		ipiv, _ := luFactor(a)
		sign := 1.0
		logdet := 0.0
		for i := 0; i < n; i++ {
			if ipiv[i] != i {
				sign = -sign
			}
			u := a.f[i*n+i]
			if u < 0 {
				sign = -sign
				u = -u
			}
			logdet += libm.Log(u)
		}
		for i := 0; i < n; i++ {
			if a.f[i*n+i] == 0 {
				sign, logdet = 0, math.Inf(-1)
			}
		}
		if slog {
			return py.NewTuple([]py.Value{m.Float64(sign), m.Float64(logdet)}), nil
		}
		return m.Float64(sign * libm.Exp(logdet)), nil
	}
}

// linSolve is np.linalg.solve(a, b).
func (m *Module) linSolve(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	vals, err := bindArgs("solve", []string{"a", "b"}, 2, args, kwargs)
	if err != nil {
		return nil, err
	}
	a, err := m.matrixArg(t, vals[0], true)
	if err != nil {
		return nil, err
	}
	bIn, err := m.arrayArg(t, vals[1])
	if err != nil {
		return nil, err
	}
	n := a.shape[0]
	vec := len(bIn.shape) == 1
	b := bIn
	if vec {
		b = bIn.view([]int{bIn.shape[0], 1}, []int{bIn.strides[0], 0}, bIn.off)
	}
	if len(b.shape) != 2 || b.shape[0] != n {
		return nil, py.NewValueError("solve: Input operand 1 has a mismatch in its core dimension 0, with gufunc signature (m,m),(m,n)->(m,n) (size %d is different from %d)", b.shape[0], n)
	}
	bf, err := m.astype(t, b, Float64, 0)
	if err != nil {
		return nil, err
	}
	ipiv, ok := luFactor(a)
	if !ok {
		return nil, m.linAlgErr(t, "Singular matrix")
	}
	lapack64.Getrs(blas.NoTrans, general(a), general(bf), ipiv)
	if vec {
		return m.Wrap(bf.view([]int{n}, []int{bf.strides[0]}, 0)), nil
	}
	return m.Wrap(bf), nil
}

// linEig is eig/eigvals (general) and eigh/eigvalsh (symmetric).
func (m *Module) linEig(vectors, symmetric bool) py.BuiltinFunc {
	return func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		names := []string{"a"}
		if symmetric {
			names = []string{"a", "UPLO"}
		}
		vals, err := bindArgs("eig", names, 1, args, kwargs)
		if err != nil {
			return nil, err
		}
		a, err := m.matrixArg(t, vals[0], true)
		if err != nil {
			return nil, err
		}
		n := a.shape[0]
		if symmetric {
			// The eigenvalues (a is square: n x n is its size, charged).
			if err := Charge(t, Float64, n); err != nil {
				return nil, err
			}
			uplo := blas.Lower
			if len(vals) > 1 && strArg(vals[1], "L") == "U" {
				uplo = blas.Upper
			}
			w := make([]float64, n)
			job := lapack.EVNone
			if vectors {
				job = lapack.EVCompute
			}
			sym := blas64.Symmetric{N: n, Stride: max(n, 1), Data: a.f, Uplo: uplo}
			work := make([]float64, 1)
			lapack64.Syev(job, sym, w, work, -1)
			work = make([]float64, int(work[0])) //krait:alloc-ok LAPACK's workspace query: (block size + 2) x n floats, at most the n x n matrix that exists for n over 34, small below
			if !lapack64.Syev(job, sym, w, work, len(work)) {
				return nil, m.linAlgErr(t, "Eigenvalues did not converge")
			}
			wa := NewFloat64(w, n)
			if !vectors {
				return m.Wrap(wa), nil
			}
			return py.NewTuple([]py.Value{m.Wrap(wa), m.Wrap(a)}), nil
		}
		// The eigenvalues' two parts, the vectors and LAPACK's minimum
		// workspace (a is square: n x n is its size).
		if err := Charge(t, Float64, n*n+6*n); err != nil {
			return nil, err
		}
		if n == 2 {
			if w, v, ok := eig2(a.f, vectors); ok {
				wv := NewFloat64(w[:], 2)
				if !vectors {
					return m.Wrap(wv), nil
				}
				return py.NewTuple([]py.Value{m.Wrap(wv), m.Wrap(NewFloat64(v, 2, 2))}), nil
			}
		}
		wr := make([]float64, n)
		wi := make([]float64, n)
		vr := blas64.General{Rows: n, Cols: n, Stride: max(n, 1), Data: make([]float64, n*n)}
		jobvr := lapack.RightEVNone
		if vectors {
			jobvr = lapack.RightEVCompute
		}
		vl := blas64.General{Stride: 1}
		work := make([]float64, 1)
		lapack64.Geev(lapack.LeftEVNone, jobvr, general(a), wr, wi, vl, vr, work, -1)
		if err := Charge(t, Float64, int(work[0])); err != nil {
			return nil, err
		}
		work = make([]float64, max(int(work[0]), 4*n))
		if first := lapack64.Geev(lapack.LeftEVNone, jobvr, general(a), wr, wi, vl, vr, work, len(work)); first > 0 {
			return nil, m.linAlgErr(t, "Eigenvalues did not converge")
		}
		isReal := true
		for _, x := range wi {
			if x != 0 {
				isReal = false
			}
		}
		var wv, vv *Array
		if isReal {
			wv = NewFloat64(wr, n)
			vv = NewFloat64(vr.Data, n, n)
		} else {
			if err := Charge(t, Complex128, n*n+n); err != nil {
				return nil, err
			}
			wc := make([]complex128, n)
			vc := make([]complex128, n*n)
			for j := 0; j < n; j++ {
				wc[j] = complex(wr[j], wi[j])
			}
			for j := 0; j < n; j++ {
				if wi[j] == 0 {
					for i := 0; i < n; i++ {
						vc[i*n+j] = complex(vr.Data[i*n+j], 0)
					}
				} else if wi[j] > 0 && j+1 < n {
					for i := 0; i < n; i++ {
						re, im := vr.Data[i*n+j], vr.Data[i*n+j+1]
						vc[i*n+j] = complex(re, im)
						vc[i*n+j+1] = complex(re, -im)
					}
					j++
				}
			}
			wv = NewComplex128(wc, n)
			vv = NewComplex128(vc, n, n)
		}
		if !vectors {
			return m.Wrap(wv), nil
		}
		return py.NewTuple([]py.Value{m.Wrap(wv), m.Wrap(vv)}), nil
	}
}

// svd computes the singular values (and vectors) of a (consumed).
func (m *Module) svd(t *py.Thread, a *Array, full, uv bool) (u, s, vt *Array, err error) {
	rows, cols := a.shape[0], a.shape[1]
	k := min(rows, cols)
	// The singular values and vectors: at most k + rows*rows + cols*cols.
	if err := t.Alloc(8 * (int64(k) + int64(rows)*int64(rows) + int64(cols)*int64(cols))); err != nil {
		return nil, nil, nil, err
	}
	sv := make([]float64, k)
	jobU, jobVT := lapack.SVDNone, lapack.SVDNone
	ug := blas64.General{Stride: 1}
	vg := blas64.General{Stride: 1}
	if uv {
		if full {
			jobU, jobVT = lapack.SVDAll, lapack.SVDAll
			ug = blas64.General{Rows: rows, Cols: rows, Stride: max(rows, 1), Data: make([]float64, rows*rows)}
			vg = blas64.General{Rows: cols, Cols: cols, Stride: max(cols, 1), Data: make([]float64, cols*cols)}
		} else {
			jobU, jobVT = lapack.SVDStore, lapack.SVDStore
			ug = blas64.General{Rows: rows, Cols: k, Stride: max(k, 1), Data: make([]float64, rows*k)}
			vg = blas64.General{Rows: k, Cols: cols, Stride: max(cols, 1), Data: make([]float64, k*cols)}
		}
	}
	work := make([]float64, 1)
	lapack64.Gesvd(jobU, jobVT, general(a), ug, vg, sv, work, -1)
	if err := t.Alloc(8 * int64(work[0])); err != nil {
		return nil, nil, nil, err
	}
	work = make([]float64, int(work[0]))
	if !lapack64.Gesvd(jobU, jobVT, general(a), ug, vg, sv, work, len(work)) {
		return nil, nil, nil, m.linAlgErr(t, "SVD did not converge")
	}
	s = NewFloat64(sv, k)
	if uv {
		u = NewFloat64(ug.Data, ug.Rows, ug.Cols)
		vt = NewFloat64(vg.Data, vg.Rows, vg.Cols)
	}
	return u, s, vt, nil
}

// linSVD is np.linalg.svd(a, full_matrices=True, compute_uv=True).
func (m *Module) linSVD(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	vals, err := bindArgs("svd", []string{"a", "full_matrices", "compute_uv", "hermitian"}, 1, args, kwargs)
	if err != nil {
		return nil, err
	}
	a, err := m.matrixArg(t, vals[0], false)
	if err != nil {
		return nil, err
	}
	full, uv := true, true
	if vals[1] != nil {
		full, _ = py.Truth(t, vals[1])
	}
	if vals[2] != nil {
		uv, _ = py.Truth(t, vals[2])
	}
	u, s, vt, err := m.svd(t, a, full, uv)
	if err != nil {
		return nil, err
	}
	if !uv {
		return m.Wrap(s), nil
	}
	return py.NewTuple([]py.Value{m.Wrap(u), m.Wrap(s), m.Wrap(vt)}), nil
}

// linQR is np.linalg.qr(a, mode='reduced').
func (m *Module) linQR(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	vals, err := bindArgs("qr", []string{"a", "mode"}, 1, args, kwargs)
	if err != nil {
		return nil, err
	}
	a, err := m.matrixArg(t, vals[0], false)
	if err != nil {
		return nil, err
	}
	mode := strArg(vals[1], "reduced")
	rows, cols := a.shape[0], a.shape[1]
	if rows == 0 || cols == 0 {
		return m.qrOfEmpty(t, rows, cols, mode)
	}
	k := min(rows, cols)
	// Each buffer below is sized by one dimension or a product of two,
	// which a zero-size matrix does not bound: (0, 10**12) needs a
	// workspace of 10**12 floats (numpy: MemoryError), and in complete
	// mode (10**12, 0) a q of 10**24 (numpy: ValueError).
	if err := Charge(t, Float64, k); err != nil {
		return nil, err
	}
	tau := make([]float64, k)
	work := make([]float64, 1)
	lapack64.Geqrf(general(a), tau, work, -1)
	if err := Charge(t, Float64, max(int(work[0]), cols, 1)); err != nil {
		return nil, err
	}
	work = make([]float64, max(int(work[0]), cols, 1))
	lapack64.Geqrf(general(a), tau, work, len(work))
	rCols := cols
	rRows := k
	if mode == "complete" {
		rRows = rows
	}
	if err := Charge(t, Float64, shapeSize([]int{rRows, rCols})); err != nil {
		return nil, err
	}
	r := make([]float64, rRows*rCols)
	for i := 0; i < rRows; i++ {
		for j := i; j < rCols; j++ {
			if i < rows {
				r[i*rCols+j] = a.f[i*cols+j]
			}
		}
	}
	if mode == "r" {
		return m.Wrap(NewFloat64(r, rRows, rCols)), nil
	}
	qCols := k
	if mode == "complete" {
		qCols = rows
	}
	if err := Charge(t, Float64, shapeSize([]int{rows, qCols})); err != nil {
		return nil, err
	}
	q := blas64.General{Rows: rows, Cols: qCols, Stride: max(qCols, 1), Data: make([]float64, rows*qCols)}
	for i := 0; i < rows; i++ {
		for j := 0; j < min(qCols, cols); j++ {
			q.Data[i*qCols+j] = a.f[i*cols+j]
		}
	}
	work = make([]float64, 1)
	lapack64.Orgqr(q, tau, work, -1)
	if err := Charge(t, Float64, max(int(work[0]), qCols, 1)); err != nil {
		return nil, err
	}
	work = make([]float64, max(int(work[0]), qCols, 1))
	lapack64.Orgqr(q, tau, work, len(work))
	return py.NewTuple([]py.Value{m.Wrap(NewFloat64(q.Data, rows, qCols)), m.Wrap(NewFloat64(r, rRows, rCols))}), nil
}

// qrOfEmpty is np.linalg.qr of a matrix with no elements, without LAPACK
// and without a loop over its other dimension (10**12 rows of nothing):
// r is empty and q is empty, or the identity in complete mode.
func (m *Module) qrOfEmpty(t *py.Thread, rows, cols int, mode string) (py.Value, error) {
	rRows, qCols := 0, 0
	if mode == "complete" {
		rRows, qCols = rows, rows
	}
	r, err := alloc(t, Float64, []int{rRows, cols})
	if err != nil {
		return nil, err
	}
	if mode == "r" {
		return m.Wrap(r), nil
	}
	q, err := alloc(t, Float64, []int{rows, qCols})
	if err != nil {
		return nil, err
	}
	for j := 0; j < qCols; j++ {
		q.f[j*qCols+j] = 1
	}
	return py.NewTuple([]py.Value{m.Wrap(q), m.Wrap(r)}), nil
}

// pinvOf is the pseudo-inverse through the SVD with numpy's cutoff.
func (m *Module) pinvOf(t *py.Thread, a *Array, rcond float64) (*Array, error) {
	rows, cols := a.shape[0], a.shape[1]
	u, s, vt, err := m.svd(t, a, false, true)
	if err != nil {
		return nil, err
	}
	k := len(s.f)
	maxS := 0.0
	for _, x := range s.f {
		maxS = math.Max(maxS, x)
	}
	cut := rcond * maxS
	inv := make([]float64, k) //krait:alloc-ok k = min(rows, cols) singular values of the matrix a (charged)
	for j, x := range s.f {
		if x > cut {
			inv[j] = 1 / x
		}
	}
	out, err := alloc(t, Float64, []int{cols, rows})
	if err != nil {
		return nil, err
	}
	// pinv = vt.T @ diag(inv) @ u.T, summed over the singular index.
	for i := 0; i < cols; i++ {
		for j := 0; j < rows; j++ {
			acc := 0.0
			for l := 0; l < k; l++ {
				acc += float64(float64(vt.f[l*cols+i]*inv[l]) * u.f[j*k+l])
			}
			out.f[i*rows+j] = acc
		}
	}
	return out, nil
}

// linPinv is np.linalg.pinv(a, rcond=1e-15).
func (m *Module) linPinv(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	vals, err := bindArgs("pinv", []string{"a", "rcond", "hermitian"}, 1, args, kwargs)
	if err != nil {
		return nil, err
	}
	a, err := m.matrixArg(t, vals[0], false)
	if err != nil {
		return nil, err
	}
	rcond := 1e-15
	if vals[1] != nil {
		if rcond, err = m.floatArg(t, vals[1]); err != nil {
			return nil, err
		}
	}
	r, err := m.pinvOf(t, a, rcond)
	if err != nil {
		return nil, err
	}
	return m.Wrap(r), nil
}

// linLstsq is np.linalg.lstsq(a, b, rcond): the minimum-norm solution
// through the pseudo-inverse, with residuals, rank and singular values.
func (m *Module) linLstsq(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	vals, err := bindArgs("lstsq", []string{"a", "b", "rcond"}, 2, args, kwargs)
	if err != nil {
		return nil, err
	}
	a, err := m.matrixArg(t, vals[0], false)
	if err != nil {
		return nil, err
	}
	bIn, err := m.arrayArg(t, vals[1])
	if err != nil {
		return nil, err
	}
	if len(bIn.shape) == 0 || len(bIn.shape) > 2 {
		return nil, m.linAlgErr(t, itoa(len(bIn.shape))+"-dimensional array given. Array must be two-dimensional")
	}
	rows, cols := a.shape[0], a.shape[1]
	vec := len(bIn.shape) == 1
	b := bIn
	if vec {
		b = bIn.view([]int{bIn.shape[0], 1}, []int{bIn.strides[0], 0}, bIn.off)
	}
	if b.shape[0] != rows {
		return nil, m.linAlgErr(t, "Incompatible dimensions")
	}
	eps := 2.220446049250313e-16
	rcond := eps * float64(max(rows, cols))
	if vals[2] == nil {
		if err := m.warn(t, py.FutureWarningType, "`rcond` parameter will change to the default of machine precision times ``max(M, N)`` where M and N are the input matrix dimensions.\nTo use the future default and silence this warning we advise to pass `rcond=None`, to keep using the old, explicitly pass `rcond=-1`."); err != nil {
			return nil, err
		}
		rcond = -1
	} else if vals[2] != py.None {
		if rcond, err = m.floatArg(t, vals[2]); err != nil {
			return nil, err
		}
	}
	if rows == 0 || cols == 0 {
		return m.emptyLstsq(t, b, cols, vec)
	}
	acopy := &Array{kind: Float64, f: append([]float64(nil), a.f...), shape: a.shape, strides: a.strides}
	_, s, _, err := m.svd(t, acopy, false, true)
	if err != nil {
		return nil, err
	}
	cut := rcond
	if cut < 0 {
		cut = eps
	}
	maxS := 0.0
	for _, x := range s.f {
		maxS = math.Max(maxS, x)
	}
	rank := 0
	for _, x := range s.f {
		if x > cut*maxS {
			rank++
		}
	}
	pinv, err := m.pinvOf(t, a, cut)
	if err != nil {
		return nil, err
	}
	bf, err := m.astype(t, b, Float64, 0)
	if err != nil {
		return nil, err
	}
	x, err := m.matmul2(t, pinv, bf)
	if err != nil {
		return nil, err
	}
	nrhs := bf.shape[1]
	var resid *Array
	if rank == cols && rows > cols {
		orig, err := m.matrixArg(t, vals[0], false)
		if err != nil {
			return nil, err
		}
		fit, err := m.matmul2(t, orig, x)
		if err != nil {
			return nil, err
		}
		if err := Charge(t, Float64, nrhs); err != nil {
			return nil, err
		}
		res := make([]float64, nrhs)
		for j := 0; j < nrhs; j++ {
			for i := 0; i < rows; i++ {
				d := bf.f[i*nrhs+j] - fit.f[i*nrhs+j]
				res[j] += d * d
			}
		}
		resid = NewFloat64(res, nrhs)
	} else {
		resid = NewFloat64(nil, 0)
	}
	xv := x
	if vec {
		xv = x.view([]int{cols}, []int{x.strides[0]}, 0)
	}
	return py.NewTuple([]py.Value{m.Wrap(xv), m.Wrap(resid), m.Int64(int64(rank)), m.Wrap(s)}), nil
}

// emptyLstsq is lstsq when a has no rows or no columns: the solution is
// zeros, the rank 0, there are no singular values, and with no columns
// the residuals are the squares of b (numpy's rank == N < M case).
func (m *Module) emptyLstsq(t *py.Thread, b *Array, cols int, vec bool) (py.Value, error) {
	rows, nrhs := b.shape[0], b.shape[1]
	xShape := []int{cols, nrhs}
	if vec {
		xShape = []int{cols}
	}
	x, err := alloc(t, Float64, xShape)
	if err != nil {
		return nil, err
	}
	resid := NewFloat64(nil, 0)
	if cols == 0 && rows > 0 {
		if resid, err = alloc(t, Float64, []int{nrhs}); err != nil {
			return nil, err
		}
		for i := 0; i < rows; i++ {
			for j := 0; j < nrhs; j++ {
				d := b.floatAt(b.off + i*b.strides[0] + j*b.strides[1])
				resid.f[j] += d * d
			}
		}
	}
	return py.NewTuple([]py.Value{m.Wrap(x), m.Wrap(resid), m.Int64(0), m.Wrap(NewFloat64(nil, 0))}), nil
}

// linRank is np.linalg.matrix_rank(A, tol=None).
func (m *Module) linRank(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	vals, err := bindArgs("matrix_rank", []string{"A", "tol", "hermitian"}, 1, args, kwargs)
	if err != nil {
		return nil, err
	}
	a, err := m.arrayArg(t, vals[0])
	if err != nil {
		return nil, err
	}
	if len(a.shape) < 2 {
		xs, err := a.Float64s(t)
		if err != nil {
			return nil, err
		}
		for _, x := range xs {
			if x != 0 {
				return m.Int64(1), nil
			}
		}
		return m.Int64(0), nil
	}
	f, err := m.matrixArg(t, vals[0], false)
	if err != nil {
		return nil, err
	}
	_, s, _, err := m.svd(t, f, false, false)
	if err != nil {
		return nil, err
	}
	maxS := 0.0
	for _, x := range s.f {
		maxS = math.Max(maxS, x)
	}
	tol := maxS * float64(max(a.shape[0], a.shape[1])) * 2.220446049250313e-16
	if vals[1] != nil && vals[1] != py.None {
		if tol, err = m.floatArg(t, vals[1]); err != nil {
			return nil, err
		}
	}
	rank := 0
	for _, x := range s.f {
		if x > tol {
			rank++
		}
	}
	return m.Int64(int64(rank)), nil
}

// linCholesky is np.linalg.cholesky (lower factor).
func (m *Module) linCholesky(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	vals, err := bindArgs("cholesky", []string{"a"}, 1, args, kwargs)
	if err != nil {
		return nil, err
	}
	a, err := m.matrixArg(t, vals[0], true)
	if err != nil {
		return nil, err
	}
	n := a.shape[0]
	sym := blas64.Symmetric{N: n, Stride: max(n, 1), Data: a.f, Uplo: blas.Lower}
	if _, ok := lapack64.Potrf(sym); !ok {
		return nil, m.linAlgErr(t, "Matrix is not positive definite")
	}
	for i := 0; i < n; i++ {
		for j := i + 1; j < n; j++ {
			a.f[i*n+j] = 0
		}
	}
	return m.Wrap(a), nil
}

// linMatrixPower is np.linalg.matrix_power(a, n).
func (m *Module) linMatrixPower(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	vals, err := bindArgs("matrix_power", []string{"a", "n"}, 2, args, kwargs)
	if err != nil {
		return nil, err
	}
	a, err := m.arrayArg(t, vals[0])
	if err != nil {
		return nil, err
	}
	if len(a.shape) != 2 || a.shape[0] != a.shape[1] {
		return nil, m.linAlgErr(t, "Last 2 dimensions of the array must be square")
	}
	n, err := py.Index(t, vals[1])
	if err != nil {
		return nil, py.NewTypeError("exponent must be an integer")
	}
	if n < 0 {
		inv, err := m.linInv(t, nil, []py.Value{vals[0]}, nil)
		if err != nil {
			return nil, err
		}
		a, _ = Unwrap(inv)
		n = -n
	}
	size := a.shape[0]
	if n == 0 {
		id, err := alloc(t, a.kind, []int{size, size})
		if err != nil {
			return nil, err
		}
		for i := 0; i < size; i++ {
			id.setInt(i*size+i, 1)
		}
		return m.Wrap(id), nil
	}
	if n == 1 {
		c, err := a.copyArray(t)
		if err != nil {
			return nil, err
		}
		return m.Wrap(c), nil
	}
	// numpy's binary decomposition: z = a, result built from squarings.
	var result *Array
	z := a
	first := true
	for n > 0 {
		if !first {
			if z, err = m.matmul(t, z, z); err != nil {
				return nil, err
			}
		}
		first = false
		if n&1 == 1 {
			if result == nil {
				result = z
			} else if result, err = m.matmul(t, result, z); err != nil {
				return nil, err
			}
		}
		n >>= 1
	}
	return m.Wrap(result), nil
}

// linMultiDot is np.linalg.multi_dot (left to right).
func (m *Module) linMultiDot(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	vals, err := bindArgs("multi_dot", []string{"arrays", "*out"}, 1, args, kwargs)
	if err != nil {
		return nil, err
	}
	arrs, err := m.arraysArg(t, vals[0])
	if err != nil {
		return nil, err
	}
	if len(arrs) < 2 {
		return nil, py.NewValueError("Expecting at least two arrays.")
	}
	acc := arrs[0]
	for _, b := range arrs[1:] {
		if acc, err = m.dotArrays(t, acc, b); err != nil {
			return nil, err
		}
	}
	return m.result(acc), nil
}

// linCond is np.linalg.cond(x, p=None): the ratio of extreme singular
// values.
func (m *Module) linCond(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	vals, err := bindArgs("cond", []string{"x", "p"}, 1, args, kwargs)
	if err != nil {
		return nil, err
	}
	if vals[1] != nil && vals[1] != py.None {
		return nil, py.NewNotImplementedError("np.linalg.cond with p is not supported by krait's numpy")
	}
	a, err := m.matrixArg(t, vals[0], false)
	if err != nil {
		return nil, err
	}
	_, s, _, err := m.svd(t, a, false, false)
	if err != nil {
		return nil, err
	}
	if len(s.f) == 0 {
		return m.Float64(nan), nil
	}
	return m.Float64(s.f[0] / s.f[len(s.f)-1]), nil
}
