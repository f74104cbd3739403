package numpy

import (
	"strings"

	"github.com/kraitpy/krait/py"
)

// This file is matrix products: dot, matmul (@), vdot, inner, outer,
// cross, kron and tensordot. The float loops are written here rather than
// taken from gonum's BLAS on purpose: the printed digits of a product
// depend on its summation order, and the oracle's numpy runs on OpenBLAS,
// whose AVX-512 kernels chain fused multiply-adds over the inner
// dimension for small matrices (reproduced exactly: every output element
// is a sequential FMA chain from zero, kept in k order by the i-k-j loop
// while rows of b stream) and split larger products into blocks and
// lanes (not reproduced: krait's result can differ in the last bit
// there). Vector dot products follow OpenBLAS's ddot exactly (ddot.go).

// matmul2 multiplies the (n, k) and (k, p) matrices a and b (kind k
// already common) into a new (n, p) array.
func (m *Module) matmul2(t *py.Thread, a, b *Array) (*Array, error) {
	n, kk, p := a.shape[0], a.shape[1], b.shape[1]
	var out *Array
	var err error
	if a.kind == Float64 {
		// The float kernels write every element: the buffer of a dead
		// result may hold this one (recycle.go).
		out, err = m.allocResult(t, Float64, []int{n, p})
	} else {
		out, err = alloc(t, a.kind, []int{n, p})
	}
	if err != nil {
		return nil, err
	}
	if err := t.Charge(int64(n) * int64(kk) * int64(p)); err != nil {
		return nil, err
	}
	switch a.kind {
	case Float64:
		bc, err := b.contiguous(t)
		if err != nil {
			return nil, err
		}
		ac, err := a.contiguous(t)
		if err != nil {
			return nil, err
		}
		if err := matmulFloat(t, ac.f, bc.f, out.f, n, kk, p); err != nil {
			return nil, err
		}
	case Int64:
		for i := 0; i < n; i++ {
			for l := 0; l < kk; l++ {
				av := a.i[a.off+i*a.strides[0]+l*a.strides[1]]
				for j := 0; j < p; j++ {
					out.i[i*p+j] += av * b.i[b.off+l*b.strides[0]+j*b.strides[1]]
				}
			}
		}
	case Complex128:
		for i := 0; i < n; i++ {
			for j := 0; j < p; j++ {
				acc := complex(0, 0)
				for l := 0; l < kk; l++ {
					acc += a.c[a.off+i*a.strides[0]+l*a.strides[1]] * b.c[b.off+l*b.strides[0]+j*b.strides[1]]
				}
				out.c[i*p+j] = acc
			}
		}
	case Bool:
		for i := 0; i < n; i++ {
			for j := 0; j < p; j++ {
				acc := false
				for l := 0; l < kk && !acc; l++ {
					acc = a.b[a.off+i*a.strides[0]+l*a.strides[1]] && b.b[b.off+l*b.strides[0]+j*b.strides[1]]
				}
				out.b[i*p+j] = acc
			}
		}
	default:
		for i := 0; i < n; i++ {
			for j := 0; j < p; j++ {
				var acc py.Value
				for l := 0; l < kk; l++ {
					prod, err := py.Binary(t, py.Mul, a.o[a.off+i*a.strides[0]+l*a.strides[1]], b.o[b.off+l*b.strides[0]+j*b.strides[1]])
					if err != nil {
						return nil, err
					}
					if acc == nil {
						acc = prod
					} else if acc, err = py.Binary(t, py.Add, acc, prod); err != nil {
						return nil, err
					}
				}
				if acc == nil {
					acc = py.NewInt(0)
				}
				out.o[i*p+j] = acc
			}
		}
	}
	return out, nil
}

// matmulKind is the kind a product computes in (bools stay bool).
func matmulKind(a, b Kind) Kind {
	k := promote(a, b)
	if k == Str {
		return Object
	}
	return k
}

// matmul is np.matmul / @ with numpy's rules for 1-d operands (promoted
// to a row or a column, the added dimension removed) and broadcasting of
// stacked matrices.
func (m *Module) matmul(t *py.Thread, a, b *Array) (*Array, error) {
	r, err := m.matmulWide(t, a, b)
	return narrowProduct(r, a, b), err
}

// narrowProduct gives a product r of a and b their promoted narrow dtype
// (float32 @ float32 is float32, int32 @ int32 wraps around as int32).
func narrowProduct(r, a, b *Array) *Array {
	if r == nil || (!isNarrow(a) && !isNarrow(b)) {
		return r
	}
	if k, w, ok := promoteDtypes(a.kind, numWidth(a), b.kind, numWidth(b)); ok && k == r.kind {
		if w != 0 && r.base != nil {
			c := *r // a view of a fresh result: narrow the view's elements
			r = &c
		}
		return narrowTo(r, k, w)
	}
	return r
}

// matmulWide is matmul in int64/float64.
func (m *Module) matmulWide(t *py.Thread, a, b *Array) (*Array, error) {
	if len(a.shape) == 0 || len(b.shape) == 0 {
		return nil, py.NewValueError("matmul: Input operand %d does not have enough dimensions (has 0, gufunc core with signature (n?,k),(k,m?)->(n?,m?) requires 1)", map[bool]int{true: 0, false: 1}[len(a.shape) == 0])
	}
	k := matmulKind(a.kind, b.kind)
	var err error
	if a, err = m.castTo(t, a, k); err != nil {
		return nil, err
	}
	if b, err = m.castTo(t, b, k); err != nil {
		return nil, err
	}
	aVec, bVec := len(a.shape) == 1, len(b.shape) == 1
	if aVec && bVec && k == Float64 && a.shape[0] == b.shape[0] {
		if err := t.Charge(int64(a.shape[0])); err != nil {
			return nil, err
		}
		return floatScalar(ddot(a.f, a.off, a.strides[0], b.f, b.off, b.strides[0], a.shape[0])), nil
	}
	if aVec {
		a = a.view([]int{1, a.shape[0]}, []int{0, a.strides[0]}, a.off)
	}
	if bVec {
		b = b.view([]int{b.shape[0], 1}, []int{b.strides[0], 0}, b.off)
	}
	na, nb := len(a.shape), len(b.shape)
	if a.shape[na-1] != b.shape[nb-2] {
		return nil, py.NewValueError("matmul: Input operand 1 has a mismatch in its core dimension 0, with gufunc signature (n?,k),(k,m?)->(n?,m?) (size %d is different from %d)", b.shape[nb-2], a.shape[na-1])
	}
	batch, err := broadcastShapes(a.shape[:na-2], b.shape[:nb-2])
	if err != nil {
		return nil, err
	}
	nbatch := shapeSize(batch)
	rows, cols := a.shape[na-2], b.shape[nb-1]
	final := append([]int(nil), batch...)
	if !aVec {
		final = append(final, rows)
	}
	if !bVec {
		final = append(final, cols)
	}
	if len(batch) == 0 {
		// One product: its fresh result is the answer, reshaped in place
		// (no copy into another array).
		r, err := m.matmul2(t, a, b)
		if err != nil {
			return nil, err
		}
		r.shape, r.strides = final, cStrides(final)
		return r, nil
	}
	outShape := append(append([]int(nil), batch...), rows, cols)
	out, err := alloc(t, k, outShape)
	if err != nil {
		return nil, err
	}
	ab := broadcastTo(a.view(a.shape[:na-2], a.strides[:na-2], a.off), batch)
	bb := broadcastTo(b.view(b.shape[:nb-2], b.strides[:nb-2], b.off), batch)
	for j := 0; j < nbatch; j++ {
		am := a.view([]int{rows, a.shape[na-1]}, a.strides[na-2:], ab.offsetAt(j))
		bm := b.view([]int{b.shape[nb-2], cols}, b.strides[nb-2:], bb.offsetAt(j))
		r, err := m.matmul2(t, am, bm)
		if err != nil {
			return nil, err
		}
		dst := out.view([]int{rows, cols}, out.strides[len(batch):], j*rows*cols)
		copyInto(dst, r)
	}
	return out.view(final, cStrides(final), 0), nil
}

// dotArrays is np.dot: scalars multiply, 1-d with 1-d is the inner
// product, N-d with 1-d sums over the last axis, N-d with M-d sums the
// last axis of a with the second-to-last of b.
func (m *Module) dotArrays(t *py.Thread, a, b *Array) (*Array, error) {
	r, err := m.dotWide(t, a, b)
	return narrowProduct(r, a, b), err
}

// dotWide is dotArrays in int64/float64.
func (m *Module) dotWide(t *py.Thread, a, b *Array) (*Array, error) {
	if len(a.shape)+len(b.shape)-2 > maxDims {
		return nil, py.NewValueError("dot: too many dimensions in result")
	}
	if len(a.shape) == 0 || len(b.shape) == 0 {
		return m.applyBinary(t, m.bin["multiply"], a, b, nil, false)
	}
	if len(a.shape) <= 2 && len(b.shape) <= 2 {
		if len(a.shape) == 1 && len(b.shape) == 1 && a.shape[0] != b.shape[0] {
			return nil, py.NewValueError("shapes %s and %s not aligned: %d (dim 0) != %d (dim 0)", compactShape(a.shape), compactShape(b.shape), a.shape[0], b.shape[0])
		}
		if len(a.shape) == 1 && len(b.shape) == 1 && a.kind == Float64 && b.kind == Float64 {
			if err := t.Charge(int64(a.shape[0])); err != nil {
				return nil, err
			}
			return floatScalar(ddot(a.f, a.off, a.strides[0], b.f, b.off, b.strides[0], a.shape[0])), nil
		}
		la := a.shape[len(a.shape)-1]
		lb := b.shape[0]
		if len(b.shape) == 2 {
			lb = b.shape[0]
		}
		if la != lb {
			db := 0
			return nil, py.NewValueError("shapes %s and %s not aligned: %d (dim %d) != %d (dim %d)", compactShape(a.shape), compactShape(b.shape), la, len(a.shape)-1, lb, db)
		}
		return m.matmul(t, a, b)
	}
	// General case: contract a's last axis with b's second-to-last.
	nb := len(b.shape)
	kb := nb - 2
	if nb == 1 {
		kb = 0
	}
	if a.shape[len(a.shape)-1] != b.shape[kb] {
		return nil, py.NewValueError("shapes %s and %s not aligned: %d (dim %d) != %d (dim %d)", compactShape(a.shape), compactShape(b.shape), a.shape[len(a.shape)-1], len(a.shape)-1, b.shape[kb], kb)
	}
	return m.tensordot(t, a, b, []int{len(a.shape) - 1}, []int{kb})
}

// tensordot contracts a's axes aAx with b's bAx.
func (m *Module) tensordot(t *py.Thread, a, b *Array, aAx, bAx []int) (*Array, error) {
	if len(aAx) != len(bAx) {
		return nil, py.NewValueError("shape-mismatch for sum")
	}
	if err := checkNdim(len(a.shape) - len(aAx) + len(b.shape) - len(bAx)); err != nil {
		return nil, err
	}
	inA, inB := map[int]bool{}, map[int]bool{}
	n := 1
	for j := range aAx {
		if a.shape[aAx[j]] != b.shape[bAx[j]] {
			return nil, py.NewValueError("shape-mismatch for sum")
		}
		inA[aAx[j]], inB[bAx[j]] = true, true
		n *= a.shape[aAx[j]]
	}
	var freeA, freeB []int
	var outShape, outA, outB []int
	for k := range a.shape {
		if !inA[k] {
			freeA = append(freeA, k)
			outA = append(outA, a.shape[k])
		}
	}
	for k := range b.shape {
		if !inB[k] {
			freeB = append(freeB, k)
			outB = append(outB, b.shape[k])
		}
	}
	outShape = append(append(outShape, outA...), outB...)            //krait:alloc-ok axes of a and b: one int per dimension (at most maxDims: ndim.go)
	at := a.transposed(append(append([]int(nil), freeA...), aAx...)) //krait:alloc-ok axes of a and b: one int per dimension (at most maxDims: ndim.go)
	bt := b.transposed(append(append([]int(nil), bAx...), freeB...)) //krait:alloc-ok axes of a and b: one int per dimension (at most maxDims: ndim.go)
	// The free sizes are the products of the free dimensions (not the
	// size over n, which is 0/0 when a summed axis is empty).
	ra, err := m.reshape(t, at, []int{shapeSize(outA), n}, "C")
	if err != nil {
		return nil, err
	}
	rb, err := m.reshape(t, bt, []int{n, shapeSize(outB)}, "C")
	if err != nil {
		return nil, err
	}
	r, err := m.matmul(t, ra, rb)
	if err != nil {
		return nil, err
	}
	if outShape == nil {
		outShape = []int{}
	}
	return r.view(outShape, cStrides(outShape), r.off), nil
}

// addMatmul binds the product functions.
func (m *Module) addMatmul() {
	two := func(name string, f func(t *py.Thread, a, b *Array) (*Array, error)) py.BuiltinFunc {
		return func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			vals, err := bindArgs(name, []string{"a", "b", "out"}, 2, args, kwargs)
			if err != nil {
				return nil, err
			}
			a, err := m.operand(t, vals[0])
			if err != nil {
				return nil, err
			}
			b, err := m.operand(t, vals[1])
			if err != nil {
				return nil, err
			}
			r, err := f(t, a, b)
			if err != nil {
				return nil, err
			}
			if out, err := outArg(vals[2]); err != nil {
				return nil, err
			} else if out != nil {
				if err := m.assignArray(t, out, r); err != nil {
					return nil, err
				}
				return vals[2], nil
			}
			return m.result(r), nil
		}
	}
	m.def(map[string]py.BuiltinFunc{
		"dot":    two("dot", m.dotArrays),
		"matmul": two("matmul", m.matmul),
		"vdot": two("vdot", func(t *py.Thread, a, b *Array) (*Array, error) {
			fa, err := m.reshape(t, a, []int{a.Size()}, "C")
			if err != nil {
				return nil, err
			}
			fb, err := m.reshape(t, b, []int{b.Size()}, "C")
			if err != nil {
				return nil, err
			}
			if fa.kind == Complex128 {
				if fa, err = m.applyUnary(t, m.un["conjugate"], fa, nil, false); err != nil {
					return nil, err
				}
			}
			return m.dotArrays(t, fa, fb)
		}),
		"inner": two("inner", func(t *py.Thread, a, b *Array) (*Array, error) {
			if len(a.shape) == 0 || len(b.shape) == 0 {
				return m.applyBinary(t, m.bin["multiply"], a, b, nil, false)
			}
			if a.shape[len(a.shape)-1] != b.shape[len(b.shape)-1] {
				// numpy computes inner as a dot with b's last axis moved
				// second to last, and shows b so.
				bShown := b.shape
				if nb := len(b.shape); nb >= 2 {
					bShown = append(append(append([]int(nil), b.shape[:nb-2]...), b.shape[nb-1]), b.shape[nb-2]) //krait:alloc-ok a shape: one int per dimension (at most maxDims: ndim.go)
				}
				return nil, py.NewValueError("shapes %s and %s not aligned: %d (dim %d) != %d (dim %d)", compactShape(a.shape), compactShape(bShown), a.shape[len(a.shape)-1], len(a.shape)-1, b.shape[len(b.shape)-1], max(len(b.shape)-2, 0))
			}
			if len(a.shape)+len(b.shape)-2 > maxDims {
				return nil, py.NewValueError("dot: too many dimensions in result")
			}
			return m.tensordot(t, a, b, []int{len(a.shape) - 1}, []int{len(b.shape) - 1})
		}),
		"outer": two("outer", func(t *py.Thread, a, b *Array) (*Array, error) {
			fa, err := m.reshape(t, a, []int{a.Size(), 1}, "C")
			if err != nil {
				return nil, err
			}
			fb, err := m.reshape(t, b, []int{b.Size()}, "C")
			if err != nil {
				return nil, err
			}
			return m.applyBinary(t, m.bin["multiply"], fa, fb, nil, false)
		}),
		"kron": two("kron", func(t *py.Thread, a, b *Array) (*Array, error) {
			a2, b2 := atleast(a, 2), atleast(b, 2)
			if len(a.shape) > 2 || len(b.shape) > 2 {
				return nil, py.NewNotImplementedError("np.kron beyond 2-d is not supported by krait's numpy")
			}
			r, c := a2.shape[0], a2.shape[1]
			p, q := b2.shape[0], b2.shape[1]
			av := a2.view([]int{r, 1, c, 1}, []int{a2.strides[0], 0, a2.strides[1], 0}, a2.off)
			bv := b2.view([]int{1, p, 1, q}, []int{0, b2.strides[0], 0, b2.strides[1]}, b2.off)
			prod, err := m.applyBinary(t, m.bin["multiply"], av, bv, nil, false)
			if err != nil {
				return nil, err
			}
			shape := []int{r * p, c * q}
			if len(a.shape) < 2 && len(b.shape) < 2 {
				shape = []int{c * q}
			}
			return prod.view(shape, cStrides(shape), 0), nil
		}),
		"cross": m.crossFn,
		"tensordot": func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			vals, err := bindArgs("tensordot", []string{"a", "b", "axes"}, 2, args, kwargs)
			if err != nil {
				return nil, err
			}
			a, err := m.arrayArg(t, vals[0])
			if err != nil {
				return nil, err
			}
			b, err := m.arrayArg(t, vals[1])
			if err != nil {
				return nil, err
			}
			var aAx, bAx []int
			axes := vals[2]
			if axes == nil {
				axes = py.NewInt(2)
			}
			if n, ok, err := indexArg(t, axes); ok || err != nil {
				if err != nil {
					return nil, err
				}
				// numpy indexes the shapes with the count: beyond
				// either rank it is an IndexError (a loop of 10**9
				// appends before).
				if n > int64(len(a.shape)) || n > int64(len(b.shape)) {
					return nil, py.NewIndexError("tuple index out of range")
				}
				for j := 0; j < int(n); j++ {
					aAx = append(aAx, len(a.shape)-int(n)+j) //krait:alloc-ok n <= ndim (checked above)
					bAx = append(bAx, j)                     //krait:alloc-ok n <= ndim (checked above)
				}
			} else {
				pair, err := py.Items(t, axes)
				if err != nil || len(pair) != 2 {
					return nil, py.NewValueError("axes must be an integer or a pair of sequences")
				}
				if aAx, err = m.axesArg(t, pair[0], len(a.shape)); err != nil {
					return nil, err
				}
				if bAx, err = m.axesArg(t, pair[1], len(b.shape)); err != nil {
					return nil, err
				}
			}
			r, err := m.tensordot(t, a, b, aAx, bAx)
			if err != nil {
				return nil, err
			}
			return m.result(r), nil
		},
	})
}

// crossFn is np.cross for 3- (and 2-) vectors along the last axis.
func (m *Module) crossFn(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	vals, err := bindArgs("cross", []string{"a", "b", "axisa", "axisb", "axisc", "axis"}, 2, args, kwargs)
	if err != nil {
		return nil, err
	}
	a, err := m.arrayArg(t, vals[0])
	if err != nil {
		return nil, err
	}
	b, err := m.arrayArg(t, vals[1])
	if err != nil {
		return nil, err
	}
	if len(a.shape) == 0 {
		return nil, raise(t, m.axisError, "axisa: axis -1 is out of bounds for array of dimension 0")
	}
	if len(b.shape) == 0 {
		return nil, raise(t, m.axisError, "axisb: axis -1 is out of bounds for array of dimension 0")
	}
	la, lb := a.shape[len(a.shape)-1], b.shape[len(b.shape)-1]
	if (la != 2 && la != 3) || (lb != 2 && lb != 3) {
		return nil, py.NewValueError("incompatible dimensions for cross product\n(dimension must be 2 or 3)")
	}
	comp := func(x *Array, j int) *Array {
		n := x.shape[len(x.shape)-1]
		if j >= n {
			return &Array{kind: Int64, i: []int64{0}, shape: []int{}, strides: []int{}}
		}
		return x.view(x.shape[:len(x.shape)-1], x.strides[:len(x.strides)-1], x.off+j*x.strides[len(x.strides)-1])
	}
	mul := func(x, y *Array) (*Array, error) { return m.applyBinary(t, m.bin["multiply"], x, y, nil, false) }
	sub := func(x, y *Array) (*Array, error) { return m.applyBinary(t, m.bin["subtract"], x, y, nil, false) }
	term := func(i, j int) (*Array, error) {
		p, err := mul(comp(a, i), comp(b, j))
		if err != nil {
			return nil, err
		}
		q, err := mul(comp(a, j), comp(b, i))
		if err != nil {
			return nil, err
		}
		return sub(p, q)
	}
	if la == 2 && lb == 2 {
		z, err := term(0, 1)
		if err != nil {
			return nil, err
		}
		return m.result(z), nil
	}
	x, err := term(1, 2)
	if err != nil {
		return nil, err
	}
	y, err := term(2, 0)
	if err != nil {
		return nil, err
	}
	z, err := term(0, 1)
	if err != nil {
		return nil, err
	}
	parts := []*Array{expandDims(x, []int{len(x.shape)}), expandDims(y, []int{len(y.shape)}), expandDims(z, []int{len(z.shape)})}
	r, err := m.concat(t, parts, len(x.shape), true)
	if err != nil {
		return nil, err
	}
	return m.result(r), nil
}

// compactShape is a shape without spaces, as numpy's dot messages show it.
func compactShape(s []int) string { return strings.ReplaceAll(shapeRepr(s), " ", "") }
