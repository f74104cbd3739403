package numpy

import (
	"github.com/kraitpy/krait/py"
)

// This file binds einsum, pad, trim_zeros, vander, block, resize and
// put_along_axis.

// addMoreFuncs binds them.
func (m *Module) addMoreFuncs(t *py.Thread, d *py.Dict) error {
	m.def(map[string]py.BuiltinFunc{
		"einsum":         m.einsumFn,
		"pad":            m.padFn,
		"trim_zeros":     m.trimZerosFn,
		"vander":         m.vanderFn,
		"block":          m.blockFn,
		"resize":         m.resizeFn,
		"put_along_axis": m.putAlongAxisFn,
	})
	return m.addTricks(t, d)
}

// einsumFn is np.einsum(subscripts, *operands) without '...': every
// output element sums the products over the contracted letters, in C
// order of those letters.
func (m *Module) einsumFn(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	if len(args) < 2 {
		return nil, py.NewTypeError("einsum() needs subscripts and operands")
	}
	spec, ok := args[0].(*py.Str)
	if !ok {
		return nil, py.NewNotImplementedError("einsum's interleaved operand form is not supported by krait's numpy")
	}
	if len(args)-1 > maxDims {
		return nil, py.NewValueError("too many operands")
	}
	ops := make([]*Array, len(args)-1) //krait:alloc-ok at most maxDims operands (checked above)
	for j, v := range args[1:] {
		a, err := m.arrayArg(t, v)
		if err != nil {
			return nil, err
		}
		ops[j] = a
	}
	ndims := make([]int, len(ops)) //krait:alloc-ok at most maxDims operands (checked above)
	for j, a := range ops {
		ndims[j] = len(a.shape)
	}
	ins, out, err := parseEinsum(spec.String(), ndims)
	if err != nil {
		return nil, err
	}
	dims := map[rune]int{}
	k := Bool
	for j, term := range ins {
		if len([]rune(term)) != len(ops[j].shape) {
			return nil, py.NewValueError("operand has more dimensions than subscripts given in einstein sum, but no '...' ellipsis provided to broadcast the extra dimensions.")
		}
		for d, r := range []rune(term) {
			n := ops[j].shape[d]
			if old, seen := dims[r]; seen && old != n && old != 1 && n != 1 {
				return nil, py.NewValueError("operands could not be broadcast together with remapped shapes [original->remapped]: %s", shapeRepr(ops[j].shape))
			} else if !seen || old == 1 {
				dims[r] = n
			}
		}
		k = promote(k, ops[j].kind)
	}
	if k == Bool {
		k = Int64
	}
	outLetters := []rune(out)
	var sumLetters []rune
	inOut := map[rune]bool{}
	for j, r := range outLetters {
		inOut[r] = true
		if _, ok := dims[r]; !ok {
			return nil, py.NewValueError("einstein sum subscripts string included output subscript '%c' which never appeared in an input", r)
		}
		if j >= maxDims {
			return nil, py.NewValueError("einstein sum subscripts string contains too many subscripts in the output")
		}
	}
	seen := map[rune]bool{}
	for _, term := range ins {
		for _, r := range term {
			if !inOut[r] && !seen[r] {
				seen[r] = true
				sumLetters = append(sumLetters, r) //krait:alloc-ok one per distinct subscript letter (at most 52)
			}
		}
	}
	outShape := make([]int, len(outLetters)) //krait:alloc-ok one per distinct subscript letter (at most 52)
	for j, r := range outLetters {
		outShape[j] = dims[r]
	}
	sumShape := make([]int, len(sumLetters)) //krait:alloc-ok one per distinct subscript letter (at most 52)
	for j, r := range sumLetters {
		sumShape[j] = dims[r]
	}
	nOut, nSum := shapeSize(outShape), shapeSize(sumShape)
	if err := t.Charge(int64(nOut) * int64(max(nSum, 1)) * int64(len(ops))); err != nil {
		return nil, err
	}
	res, err := alloc(t, k, outShape)
	if err != nil {
		return nil, err
	}
	casted := make([]*Array, len(ops))
	for j, a := range ops {
		if casted[j], err = m.castTo(t, a, k); err != nil {
			return nil, err
		}
	}
	// For each operand, the stride each letter moves it by.
	letterStride := make([]map[rune]int, len(ops))
	for j, term := range ins {
		letterStride[j] = map[rune]int{}
		for d, r := range []rune(term) {
			if casted[j].shape[d] != 1 {
				letterStride[j][r] += casted[j].strides[d]
			}
		}
	}
	outSt := cStrides(outShape)
	sumSt := cStrides(sumShape)
	idx := map[rune]int{}
	for e := 0; e < nOut; e++ {
		for d, r := range outLetters {
			idx[r] = (e / outSt[d]) % outShape[d]
		}
		var accF float64
		var accI int64
		var accC complex128
		for s := 0; s < max(nSum, 1); s++ {
			if nSum == 0 {
				break
			}
			for d, r := range sumLetters {
				idx[r] = (s / sumSt[d]) % sumShape[d]
			}
			pf, pi, pc := 1.0, int64(1), complex(1, 0)
			for j, a := range casted {
				o := a.off
				for r, st := range letterStride[j] {
					o += idx[r] * st
				}
				switch k {
				case Float64:
					pf *= a.f[o]
				case Int64:
					pi *= a.i[o]
				case Complex128:
					pc *= a.c[o]
				}
			}
			accF += pf
			accI += pi
			accC += pc
		}
		switch k {
		case Float64:
			res.f[e] = accF
		case Int64:
			res.i[e] = accI
		case Complex128:
			res.c[e] = accC
		default:
			return nil, py.NewTypeError("einsum on %s arrays is not supported by krait's numpy", kindNames[k])
		}
	}
	return m.result(res), nil
}

// padFn is np.pad(array, pad_width, mode='constant', constant_values=0)
// with the modes constant, edge, reflect, symmetric and wrap.
func (m *Module) padFn(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	vals, err := bindArgs("pad", []string{"array", "pad_width", "mode", "*constant_values", "*stat_length", "*end_values", "*reflect_type"}, 2, args, kwargs)
	if err != nil {
		return nil, err
	}
	a, err := m.arrayArg(t, vals[0])
	if err != nil {
		return nil, err
	}
	nd := len(a.shape)
	pw, err := m.asArrayDtype(t, vals[1], Int64)
	if err != nil {
		return nil, err
	}
	widths := make([][2]int, nd)
	pv, err := pw.Int64s(t)
	if err != nil {
		return nil, err
	}
	for k := 0; k < nd; k++ {
		switch {
		case pw.Size() == 1:
			widths[k] = [2]int{int(pv[0]), int(pv[0])}
		case pw.Size() == 2 && len(pw.shape) == 1:
			widths[k] = [2]int{int(pv[0]), int(pv[1])}
		case pw.Size() == 2*nd:
			widths[k] = [2]int{int(pv[2*k]), int(pv[2*k+1])}
		case len(pw.shape) == 2 && pw.shape[0] == 1:
			widths[k] = [2]int{int(pv[0]), int(pv[1])}
		default:
			return nil, py.NewValueError("Unable to create correctly shaped tuple from %s", reprOrType(t, vals[1]))
		}
		if widths[k][0] < 0 || widths[k][1] < 0 {
			return nil, py.NewValueError("index can't contain negative values")
		}
	}
	mode := strArg(vals[2], "constant")
	shape := make([]int, nd)
	for k := range shape {
		shape[k] = a.shape[k] + widths[k][0] + widths[k][1]
	}
	out, err := alloc(t, a.kind, shape)
	if err != nil {
		return nil, err
	}
	out.width = a.width
	if mode == "constant" && vals[3] != nil {
		cv, err := m.valueArray(t, vals[3], out)
		if err != nil {
			return nil, err
		}
		if cv.Size() != 1 {
			return nil, py.NewNotImplementedError("np.pad with per-axis constant_values is not supported by krait's numpy")
		}
		if err := m.assignArray(t, out, cv); err != nil {
			return nil, err
		}
	}
	inner := make([]int, nd)
	for k := range inner {
		inner[k] = widths[k][0]
	}
	off := 0
	for k := range inner {
		off += inner[k] * out.strides[k]
	}
	if err := m.assignArray(t, out.view(a.shape, out.strides, off), a); err != nil {
		return nil, err
	}
	if mode == "constant" {
		return m.Wrap(out), nil
	}
	// Fill the pads axis by axis from the (already filled) interior.
	src := func(mode string, j, lo, n int) int {
		// j is a position relative to the interior start, outside [0, n).
		switch mode {
		case "edge":
			if j < 0 {
				return 0
			}
			return n - 1
		case "wrap":
			return ((j % n) + n) % n
		case "reflect":
			if n == 1 {
				return 0
			}
			p := 2 * (n - 1)
			j = ((j % p) + p) % p
			if j >= n {
				j = p - j
			}
			return j
		case "symmetric":
			p := 2 * n
			j = ((j % p) + p) % p
			if j >= n {
				j = p - 1 - j
			}
			return j
		}
		return -1
	}
	switch mode {
	case "edge", "wrap", "reflect", "symmetric":
	default:
		return nil, py.NewNotImplementedError("np.pad mode '%s' is not supported by krait's numpy", mode)
	}
	for k := 0; k < nd; k++ {
		n, lo := a.shape[k], widths[k][0]
		if n == 0 {
			return nil, py.NewValueError("can't extend empty axis %d using modes other than 'constant' or 'empty'", k)
		}
		sub := make([]int, nd)
		copy(sub, shape)
		sub[k] = 1
		for p := 0; p < shape[k]; p++ {
			j := p - lo
			if j >= 0 && j < n {
				continue
			}
			from := src(mode, j, lo, n) + lo
			dst := out.view(sub, out.strides, p*out.strides[k])
			sv := out.view(sub, out.strides, from*out.strides[k])
			if err := m.assignArray(t, dst, sv); err != nil {
				return nil, err
			}
		}
	}
	return m.Wrap(out), nil
}

// trimZerosFn is np.trim_zeros(filt, trim='fb').
func (m *Module) trimZerosFn(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	vals, err := bindArgs("trim_zeros", []string{"filt", "trim"}, 1, args, kwargs)
	if err != nil {
		return nil, err
	}
	a, err := m.arrayArg(t, vals[0])
	if err != nil {
		return nil, err
	}
	if len(a.shape) != 1 {
		return nil, py.NewValueError("trim_zeros only supports 1-d arrays")
	}
	trim := strArg(vals[1], "fb")
	lo, hi := 0, a.shape[0]
	at := func(j int) bool { return a.boolAt(a.off + j*a.strides[0]) }
	if containsAny(trim, "fF") {
		for lo < hi && !at(lo) {
			lo++
		}
	}
	if containsAny(trim, "bB") {
		for hi > lo && !at(hi-1) {
			hi--
		}
	}
	return m.Wrap(a.view([]int{hi - lo}, a.strides, a.off+lo*a.strides[0])), nil
}

// containsAny reports whether s holds any of the bytes in chars.
func containsAny(s, chars string) bool {
	for i := 0; i < len(s); i++ {
		for j := 0; j < len(chars); j++ {
			if s[i] == chars[j] {
				return true
			}
		}
	}
	return false
}

// vanderFn is np.vander(x, N=None, increasing=False).
func (m *Module) vanderFn(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	vals, err := bindArgs("vander", []string{"x", "N", "increasing"}, 1, args, kwargs)
	if err != nil {
		return nil, err
	}
	x, err := m.arrayArg(t, vals[0])
	if err != nil {
		return nil, err
	}
	if len(x.shape) != 1 {
		return nil, py.NewValueError("x must be a one-dimensional array or sequence.")
	}
	n := x.shape[0]
	cols := n
	if vals[1] != nil && vals[1] != py.None {
		c, err := py.Index(t, vals[1])
		if err != nil {
			return nil, err
		}
		cols = int(c)
	}
	inc := false
	if vals[2] != nil {
		inc, _ = py.Truth(t, vals[2])
	}
	k := promote(x.kind, Int64)
	out, err := alloc(t, k, []int{n, cols})
	if err != nil {
		return nil, err
	}
	xo, err := x.offsets(t)
	if err != nil {
		return nil, err
	}
	for i := 0; i < n; i++ {
		pf, pi := 1.0, int64(1)
		for j := 0; j < cols; j++ {
			c := cols - 1 - j
			if inc {
				c = j
			}
			if k == Int64 {
				out.i[i*cols+c] = pi
				pi *= x.intAt(xo[i])
			} else {
				out.setFloat(i*cols+c, pf)
				pf *= x.floatAt(xo[i])
			}
		}
	}
	return m.Wrap(out), nil
}

// blockFn is np.block(arrays): nested lists joined along the last axes.
func (m *Module) blockFn(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	vals, err := bindArgs("block", []string{"arrays"}, 1, args, kwargs)
	if err != nil {
		return nil, err
	}
	depth := 0
	for v := vals[0]; ; depth++ {
		l, ok := v.(*py.List)
		if !ok || l.Len() == 0 {
			break
		}
		if err := checkNdmin(int64(depth + 1)); err != nil {
			return nil, err
		}
		v = l.Items()[0]
	}
	var rec func(v py.Value, level int) (*Array, error)
	rec = func(v py.Value, level int) (*Array, error) {
		l, ok := v.(*py.List)
		if !ok {
			a, err := m.operand(t, v)
			if err != nil {
				return nil, err
			}
			return a, nil
		}
		parts := make([]*Array, l.Len()) //krait:alloc-ok one pointer per item of a list the program holds (each item's array is charged where it is made)
		for j, it := range l.Items() {
			p, err := rec(it, level+1)
			if err != nil {
				return nil, err
			}
			parts[j] = p
		}
		nd := 0
		for _, p := range parts {
			nd = max(nd, len(p.shape))
		}
		nd = max(nd, depth)
		for j, p := range parts {
			for len(p.shape) < nd {
				p = expandDims(p, []int{0})
			}
			parts[j] = p
		}
		return m.concat(t, parts, nd-(depth-level), true)
	}
	r, err := rec(vals[0], 0)
	if err != nil {
		return nil, err
	}
	return m.Wrap(r), nil
}

// resizeFn is np.resize(a, new_shape): the data repeated to fill.
func (m *Module) resizeFn(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	vals, err := bindArgs("resize", []string{"a", "new_shape"}, 2, args, kwargs)
	if err != nil {
		return nil, err
	}
	a, err := m.arrayArg(t, vals[0])
	if err != nil {
		return nil, err
	}
	shape, err := ShapeArg(t, vals[1])
	if err != nil {
		return nil, err
	}
	out, err := alloc(t, a.kind, shape)
	if err != nil {
		return nil, err
	}
	out.width = a.width
	offs, err := a.offsets(t)
	if err != nil {
		return nil, err
	}
	if len(offs) == 0 {
		return m.Wrap(out), nil
	}
	for j := 0; j < out.Size(); j++ {
		if err := m.copyElem(t, out, j, a, offs[j%len(offs)]); err != nil {
			return nil, err
		}
	}
	return m.Wrap(out), nil
}

// putAlongAxisFn is np.put_along_axis(arr, indices, values, axis).
func (m *Module) putAlongAxisFn(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	vals, err := bindArgs("put_along_axis", []string{"arr", "indices", "values", "axis"}, 4, args, kwargs)
	if err != nil {
		return nil, err
	}
	a, ok := Unwrap(vals[0])
	if !ok {
		return nil, py.NewTypeError("put_along_axis needs an ndarray")
	}
	idx, err := m.arrayArg(t, vals[1])
	if err != nil {
		return nil, err
	}
	ax, err := m.axisArg(t, vals[3], len(a.shape))
	if err != nil {
		return nil, err
	}
	items := make([]idxItem, len(a.shape)) //krait:alloc-ok one per dimension (at most maxDims: ndim.go)
	for k := range a.shape {
		if k == ax {
			items[k] = idxItem{kind: idxArray, arr: idx, dims: 1}
			continue
		}
		// A dimension is not bounded by the array's size: a zero-size
		// array may be 10**12 long on another axis.
		if err := Charge(t, Int64, a.shape[k]); err != nil {
			return nil, err
		}
		r := make([]int64, a.shape[k])
		for j := range r {
			r[j] = int64(j)
		}
		s := onesShape(len(a.shape))
		s[k] = a.shape[k]
		items[k] = idxItem{kind: idxArray, arr: NewInt64(r, s...), dims: 1}
	}
	shape, offs, err := m.advancedOffsets(t, a, items)
	if err != nil {
		return nil, err
	}
	src, err := m.valueArray(t, vals[2], a)
	if err != nil {
		return nil, err
	}
	src = broadcastTo(src, shape)
	so, err := src.offsets(t)
	if err != nil {
		return nil, err
	}
	for j, o := range offs {
		if err := m.copyElem(t, a, o, src, so[j]); err != nil {
			return nil, err
		}
	}
	return py.None, nil
}
