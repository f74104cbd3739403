package random

import (
	"math/big"
	"strconv"

	"github.com/kraitpy/krait/py"
	"github.com/kraitpy/krait/stdlib/internal/pyargs"
	"github.com/kraitpy/krait/stdlib/numpy"
	"github.com/kraitpy/krait/stdlib/numpy/internal/nprandom"
)

// This file is the integer draws (randint, integers, random_integers) and
// the ones over sequences (choice, shuffle, permutation), plus the vector
// draws multinomial and dirichlet.

// intTypes are the integer dtypes by numpy name. krait's numpy holds
// integers as int64: the narrower types draw exactly numpy's values
// (their algorithms depend on the width) into an int64 array.
var intTypes = map[string]nprandom.IntType{
	"int64": nprandom.Int64, "int32": nprandom.Int32, "int16": nprandom.Int16, "int8": nprandom.Int8,
	"uint64": nprandom.Uint64, "uint32": nprandom.Uint32, "uint16": nprandom.Uint16, "uint8": nprandom.Uint8,
	"bool": nprandom.Bool,
}

// intValue is a drawn value of type typ as an int64 (sign-extended or
// masked to its width).
func intValue(v uint64, typ nprandom.IntType) int64 {
	switch {
	case typ.Bits == 1:
		return int64(v & 1)
	case typ.Bits == 64:
		return int64(v)
	case typ.Signed:
		s := uint(64 - typ.Bits)
		return int64(v<<s) >> s
	}
	return int64(v & (1<<uint(typ.Bits) - 1))
}

// integers is RandomState.randint(low, high=None, size=None, dtype=int)
// (masked rejection) and Generator.integers(low, high=None, size=None,
// dtype=np.int64, endpoint=False) (Lemire's method).
func (m *Module) integers(name string, legacy bool) py.BuiltinFunc {
	names := []string{"low", "high", "size", "dtype"}
	if !legacy {
		names = append(names, "endpoint")
	}
	return func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		g, err := genOf(self, legacy)
		if err != nil {
			return nil, err
		}
		a, err := pyargs.Bind(name, true, names, 1, args, kwargs)
		if err != nil {
			return nil, err
		}
		closed := false
		if !legacy && a[4] != nil {
			if closed, err = py.Truth(t, a[4]); err != nil {
				return nil, err
			}
		}
		return m.drawInts(t, g, legacy, a[0], a[1], a[2], a[3], closed, name)
	}
}

// drawInts draws integers in [low, high) (or [low, high] when closed).
func (m *Module) drawInts(t *py.Thread, g *gen, legacy bool, low, high, size, dtype py.Value, closed bool, name string) (py.Value, error) {
	if high == nil || high == py.None {
		low, high = py.NewInt(0), low
	}
	typ, pyResult := nprandom.Int64, legacy
	if dtype != nil {
		dn := dtypeName(t, dtype)
		var ok bool
		if typ, ok = intTypes[dn]; !ok {
			return nil, py.NewTypeError("Unsupported dtype dtype('%s') for %s", dn, name)
		}
		_, isType := dtype.(*py.Type)
		pyResult = isType && (dtype == py.IntType || dtype == py.BoolType)
	}
	hasSize := size != nil && size != py.None
	var shape []int
	if hasSize {
		var err error
		if shape, err = m.shapeArg(t, size); err != nil {
			return nil, err
		}
		if sizeOf(shape) == 0 {
			return m.intResult(t, nil, shape, typ), nil
		}
	}
	lowP, err1 := m.intParam(t, low)
	highP, err2 := m.intParam(t, high)
	if err1 != nil {
		return nil, err1
	}
	if err2 != nil {
		return nil, err2
	}
	bd := nprandom.NewBounded(g.src(), typ, legacy)
	if lowP.scalar && highP.scalar {
		off, rng, err := nprandom.IntRange(lowP.big, highP.big, closed, typ)
		if err != nil {
			return nil, errorOf(err)
		}
		if !hasSize {
			if err := t.Charge(1); err != nil {
				return nil, err
			}
			v := intValue(bd.Next(off, rng), typ)
			switch {
			case typ.Bits == 1 && pyResult:
				return py.Bool(v != 0), nil
			case typ.Bits == 1:
				return m.boolScalar(v != 0), nil
			case pyResult:
				return py.NewInt(v), nil
			}
			return m.np.IntScalar(v, typeName(typ)), nil
		}
		n := sizeOf(shape)
		if err := m.charge(t, n); err != nil {
			return nil, err
		}
		out := make([]int64, n)
		for i := 0; i < n; i += chunk {
			if err := t.Poll(); err != nil {
				return nil, err
			}
			part := out[i:min(i+chunk, n)]
			if typ.Bits == 64 {
				bd.FillInt64(off, rng, part)
				continue
			}
			for k := range part {
				part[k] = intValue(bd.Next(off, rng), typ)
			}
		}
		return m.intResult(t, out, shape, typ), nil
	}
	// Array bounds: numpy checks every pair, then draws one value per
	// element of the broadcast.
	ps := []param{lowP.param, highP.param}
	shp, err := outShape(shape, hasSize, ps)
	if err != nil {
		return nil, err
	}
	n := sizeOf(shp)
	if err := m.charge(t, 2*n); err != nil {
		return nil, err
	}
	offs := make([]uint64, n)
	rngs := make([]uint64, n)
	var rerr error
	_ = forEach(t, shp, ps, func(i int, v []float64) {
		if rerr != nil {
			return
		}
		offs[i], rngs[i], rerr = nprandom.IntRange(big.NewInt(int64(v[0])), big.NewInt(int64(v[1])), closed, typ)
	})
	if rerr != nil {
		return nil, errorOf(rerr)
	}
	out := make([]int64, n)
	for i := range out {
		out[i] = intValue(bd.Next(offs[i], rngs[i]), typ)
	}
	return m.intResult(t, out, shp, typ), nil
}

// intResult wraps drawn integers as an int64 or (for bool) bool array.
func (m *Module) intResult(t *py.Thread, out []int64, shape []int, typ nprandom.IntType) py.Value {
	if typ.Bits == 1 {
		b := make([]bool, len(out))
		for i, v := range out {
			b[i] = v != 0
		}
		return m.boolArray(t, b, shape)
	}
	if out == nil {
		out = []int64{}
	}
	a := numpy.NewInt64(out, shape...)
	a.SetIntDtype(typeName(typ)) // uint8 ... int32 arrays, as numpy's
	return m.zeroDim(t, a, shape)
}

// typeName is numpy's name of an integer type ("uint8", "int64").
func typeName(typ nprandom.IntType) string {
	if typ.Signed {
		return "int" + strconv.Itoa(typ.Bits)
	}
	return "uint" + strconv.Itoa(typ.Bits)
}

// intParam is a bound of randint: a scalar kept exact as a big int, or
// an array (its elements as int64 values in a float param: bounds
// arrays beyond 2**53 are not supported).
type intParamT struct {
	param
	big *big.Int
}

func (m *Module) intParam(t *py.Thread, v py.Value) (intParamT, error) {
	if a, ok := m.unwrap(v); ok && a.Ndim() > 0 {
		p, err := m.floatParam(t, v)
		if err != nil {
			return intParamT{}, err
		}
		for i := range p.vals {
			p.vals[i] = float64(a.Int64At(i))
		}
		return intParamT{param: p}, nil
	}
	switch v.(type) {
	case *py.List, *py.Tuple:
		a, err := m.asArray(t, v)
		if err != nil {
			return intParamT{}, err
		}
		return m.intParam(t, m.np.Wrap(a))
	}
	if a, ok := m.unwrap(v); ok {
		v = m.int64Scalar(a.Int64At(0))
	}
	n, err := bigOf(t, v)
	if err != nil {
		return intParamT{}, err
	}
	return intParamT{param: param{scalar: true}, big: n}, nil
}

// randomIntegers is the deprecated RandomState.random_integers(low,
// high=None, size=None): randint(low, high + 1) (1..low without high).
func (m *Module) randomIntegers(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	g, err := genOf(self, true)
	if err != nil {
		return nil, err
	}
	a, err := pyargs.Bind("random_integers", true, []string{"low", "high", "size"}, 1, args, kwargs)
	if err != nil {
		return nil, err
	}
	low, high := a[0], a[1]
	if high == nil || high == py.None {
		low, high = py.NewInt(1), a[0]
	}
	h, err := bigOf(t, high)
	if err != nil {
		return nil, err
	}
	return m.drawInts(t, g, true, low, py.NewBigInt(h.Add(h, big.NewInt(1))), a[2], py.NewStr("int64"), false, "randint")
}

// population is choice's a: an int (draws are indexes) or an array.
type population struct {
	isInt bool
	n     int64
	arr   py.Value // the ndarray of a (when not an int)
}

// choicePopulation reads choice's a as numpy does, with its messages.
func (m *Module) choicePopulation(t *py.Thread, v py.Value, draws int, legacy bool, axis int) (population, error) {
	if n, ok := intOf(v); ok {
		if n.Sign() <= 0 && draws != 0 {
			if legacy {
				return population{}, py.NewValueError("a must be greater than 0 unless no samples are taken")
			}
			return population{}, py.NewValueError("a must be a positive integer unless no samples are taken")
		}
		return population{isInt: true, n: n.Int64()}, nil
	}
	arr, err := m.asArray(t, v)
	if err != nil {
		return population{}, err
	}
	if arr.Ndim() == 0 {
		if legacy {
			return population{}, py.NewValueError("a must be 1-dimensional or an integer")
		}
		return population{}, py.NewValueError("a must be a sequence or an integer, not <class '%s'>", py.TypeName(v))
	}
	if legacy && arr.Ndim() != 1 {
		return population{}, py.NewValueError("a must be 1-dimensional")
	}
	if axis < 0 {
		axis += arr.Ndim()
	}
	if axis < 0 || axis >= arr.Ndim() {
		return population{}, py.NewException(py.IndexErrorType, "axis "+itoa(axis)+" is out of bounds for array of dimension "+itoa(arr.Ndim()))
	}
	pop := int64(arr.Shape()[axis])
	if pop == 0 && draws != 0 {
		if legacy {
			return population{}, py.NewValueError("'a' cannot be empty unless no samples are taken")
		}
		return population{}, py.NewValueError("a cannot be empty unless no samples are taken")
	}
	wrapped := v
	if _, ok := m.unwrap(v); !ok {
		wrapped = m.np.Wrap(arr)
	}
	return population{n: pop, arr: wrapped}, nil
}

// choice is RandomState.choice(a, size=None, replace=True, p=None) and
// Generator.choice(a, size=None, replace=True, p=None, axis=0,
// shuffle=True).
func (m *Module) choice(legacy bool) py.BuiltinFunc {
	names := []string{"a", "size", "replace", "p"}
	if !legacy {
		names = append(names, "axis", "shuffle")
	}
	return func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		g, err := genOf(self, legacy)
		if err != nil {
			return nil, err
		}
		a, err := pyargs.Bind("choice", true, names, 1, args, kwargs)
		if err != nil {
			return nil, err
		}
		hasSize := a[1] != nil && a[1] != py.None
		var shape []int
		draws := 1
		if hasSize {
			if shape, err = m.shapeArg(t, a[1]); err != nil {
				return nil, err
			}
			draws = sizeOf(shape)
		}
		axis, shuffle := 0, true
		if !legacy {
			if a[4] != nil {
				n, err := py.Index(t, a[4])
				if err != nil {
					return nil, err
				}
				axis = int(n)
			}
			if a[5] != nil {
				if shuffle, err = py.Truth(t, a[5]); err != nil {
					return nil, err
				}
			}
		}
		pop, err := m.choicePopulation(t, a[0], draws, legacy, axis)
		if err != nil {
			return nil, err
		}
		var p []float64
		if a[3] != nil && a[3] != py.None {
			parr, err := m.asArray(t, a[3])
			if err != nil {
				return nil, err
			}
			if parr.Ndim() != 1 {
				if legacy {
					return nil, py.NewValueError("'p' must be 1-dimensional")
				}
				return nil, py.NewValueError("p must be 1-dimensional")
			}
			if err := t.Charge(int64(parr.Size())); err != nil {
				return nil, err
			}
			if p, err = parr.Float64s(t); err != nil {
				return nil, err
			}
		}
		replace := true
		if a[2] != nil {
			if replace, err = py.Truth(t, a[2]); err != nil {
				return nil, err
			}
		}
		if err := m.chargeTemp(t, nprandom.ChoiceBytes(pop.n, draws, replace, p != nil, legacy, shuffle)/8); err != nil {
			return nil, err
		}
		idx, err := nprandom.ChoiceIndexes(g.src(), pop.n, draws, replace, p, legacy, shuffle)
		if err != nil {
			return nil, errorOf(err)
		}
		if pop.isInt {
			if !hasSize {
				return py.NewInt(idx[0]), nil
			}
			return m.intArray(t, idx, shape), nil
		}
		var key py.Value
		if hasSize {
			key = m.intArray(t, idx, shape)
		} else {
			key = py.NewInt(idx[0])
		}
		if legacy {
			return py.GetItem(t, pop.arr, key)
		}
		return py.CallMethod(t, pop.arr, "take", []py.Value{key}, []py.Kwarg{{Name: "axis", Value: py.NewInt(int64(axis))}})
	}
}

// shuffle is shuffle(x) (Generator's: shuffle(x, axis=0)): Fisher–Yates
// in place along the first axis (of x.swapaxes(0, axis)).
func (m *Module) shuffle(legacy bool) py.BuiltinFunc {
	names := []string{"x"}
	if !legacy {
		names = append(names, "axis")
	}
	return func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		g, err := genOf(self, legacy)
		if err != nil {
			return nil, err
		}
		a, err := pyargs.Bind("shuffle", true, names, 1, args, kwargs)
		if err != nil {
			return nil, err
		}
		x := a[0]
		axis := int64(0)
		if !legacy && a[1] != nil {
			if axis, err = py.Index(t, a[1]); err != nil {
				return nil, err
			}
		}
		if arr, ok := m.unwrap(x); ok {
			if !writeable(t, x) {
				return nil, py.NewValueError("array is read-only")
			}
			if arr.Ndim() == 0 {
				return nil, py.NewTypeError("len() of unsized object")
			}
			if axis != 0 {
				if x, err = py.CallMethod(t, x, "swapaxes", []py.Value{py.NewInt(0), py.NewInt(axis)}, nil); err != nil {
					return nil, err
				}
				arr, _ = m.unwrap(x)
			}
			n := arr.Len()
			if n == 0 || arr.Size() == 0 {
				return py.None, nil
			}
			if err := t.Charge(int64(arr.Size())); err != nil {
				return nil, err
			}
			nprandom.Shuffle(g.src(), n, arr.SwapAxis0)
			return py.None, nil
		}
		if axis != 0 {
			return nil, py.NewException(py.NotImplementedErrorType, "Axis argument is only supported on ndarray objects")
		}
		n, err := py.Len(t, x)
		if err != nil {
			return nil, err
		}
		if err := t.Charge(int64(n)); err != nil {
			return nil, err
		}
		var swapErr error
		src := g.src()
		if l, ok := x.(*py.List); ok {
			items := l.Items()
			nprandom.Shuffle(src, n, func(i, j int) { items[i], items[j] = items[j], items[i] })
			return py.None, nil
		}
		nprandom.Shuffle(src, n, func(i, j int) {
			if swapErr != nil {
				return
			}
			swapErr = swapItems(t, x, i, j)
		})
		return py.None, swapErr
	}
}

// writeable is x.flags['WRITEABLE'] (true when it cannot be read).
func writeable(t *py.Thread, x py.Value) bool {
	flags, err := py.GetAttr(t, x, "flags")
	if err != nil {
		return true
	}
	w, err := py.GetItem(t, flags, py.NewStr("WRITEABLE"))
	if err != nil {
		return true
	}
	b, err := py.Truth(t, w)
	return err != nil || b
}

// swapItems is x[i], x[j] = x[j], x[i].
func swapItems(t *py.Thread, x py.Value, i, j int) error {
	vi, err := py.GetItem(t, x, py.NewInt(int64(i)))
	if err != nil {
		return err
	}
	vj, err := py.GetItem(t, x, py.NewInt(int64(j)))
	if err != nil {
		return err
	}
	if err := py.SetItem(t, x, py.NewInt(int64(i)), vj); err != nil {
		return err
	}
	return py.SetItem(t, x, py.NewInt(int64(j)), vi)
}

// permutation is permutation(x) (Generator's: permutation(x, axis=0)): a
// shuffled arange(x) for an int, else a shuffled copy of x along axis.
func (m *Module) permutation(legacy bool) py.BuiltinFunc {
	names := []string{"x"}
	if !legacy {
		names = append(names, "axis")
	}
	return func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		g, err := genOf(self, legacy)
		if err != nil {
			return nil, err
		}
		a, err := pyargs.Bind("permutation", true, names, 1, args, kwargs)
		if err != nil {
			return nil, err
		}
		if n, ok := intOf(a[0]); ok {
			k := n.Int64()
			if k < 0 || !n.IsInt64() {
				k = 0
			}
			if err := m.charge(t, int(k)); err != nil {
				return nil, err
			}
			return m.intArray(t, nprandom.Permutation(g.src(), int(k)), []int{int(k)}), nil
		}
		arr, err := m.asArray(t, a[0])
		if err != nil {
			return nil, err
		}
		if arr.Ndim() < 1 {
			return nil, py.NewException(py.IndexErrorType, "x must be an integer or at least 1-dimensional")
		}
		axis := int64(0)
		if !legacy && a[1] != nil {
			if axis, err = py.Index(t, a[1]); err != nil {
				return nil, err
			}
		}
		if axis < 0 {
			axis += int64(arr.Ndim())
		}
		if axis < 0 || axis >= int64(arr.Ndim()) {
			return nil, py.NewException(py.IndexErrorType, "axis "+itoa(int(axis))+" is out of bounds for array of dimension "+itoa(arr.Ndim()))
		}
		n := arr.Shape()[axis]
		if err := m.chargeTemp(t, int64(n)); err != nil {
			return nil, err
		}
		perm := m.intArray(t, nprandom.Permutation(g.src(), n), []int{n})
		return py.CallMethod(t, m.np.Wrap(arr), "take", []py.Value{perm}, []py.Kwarg{{Name: "axis", Value: py.NewInt(axis)}})
	}
}

// vectorShape is size + (d,) for multinomial and dirichlet.
func (m *Module) vectorShape(t *py.Thread, size py.Value, d int) ([]int, error) {
	if size == nil || size == py.None {
		return []int{d}, nil
	}
	s, err := m.shapeArg(t, size)
	if err != nil {
		return nil, err
	}
	return append(s, d), nil
}

// multinomial is multinomial(n, pvals, size=None) for a scalar n and a
// one-dimensional pvals.
func (m *Module) multinomial(legacy bool) py.BuiltinFunc {
	return func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		g, err := genOf(self, legacy)
		if err != nil {
			return nil, err
		}
		a, err := pyargs.Bind("multinomial", true, []string{"n", "pvals", "size"}, 2, args, kwargs)
		if err != nil {
			return nil, err
		}
		nn, err := bigOf(t, a[0])
		if err != nil {
			return nil, err
		}
		parr, err := m.asArray(t, a[1])
		if err != nil {
			return nil, err
		}
		if parr.Ndim() != 1 {
			if legacy || parr.Ndim() == 0 {
				return nil, py.NewTypeError("pvals must be a 1-d sequence")
			}
			return nil, py.NewTypeError("multinomial: krait supports one-dimensional pvals only")
		}
		pv, err := parr.Float64s(t)
		if err != nil {
			return nil, err
		}
		if !legacy && len(pv) == 0 {
			return nil, py.NewValueError("pvals must have at least 1 dimension and the last dimension of pvals must be greater than 0.")
		}
		if err := nprandom.CheckPvals(pv); err != nil {
			return nil, errorOf(err)
		}
		shape, err := m.vectorShape(t, a[2], len(pv))
		if err != nil {
			return nil, err
		}
		if err := nprandom.ConsNonNegative.Check("n", float64(nn.Int64())); err != nil {
			return nil, errorOf(err)
		}
		total := sizeOf(shape)
		if err := m.charge(t, total); err != nil {
			return nil, err
		}
		out := make([]int64, total)
		d := len(pv)
		for off := 0; d > 0 && off < total; off += d {
			if legacy {
				g.rs.Multinomial(nn.Int64(), pv, out[off:off+d])
			} else {
				g.g.Multinomial(nn.Int64(), pv, out[off:off+d])
			}
		}
		return m.intArray(t, out, shape), nil
	}
}

// dirichlet is dirichlet(alpha, size=None).
func (m *Module) dirichlet(legacy bool) py.BuiltinFunc {
	return func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		g, err := genOf(self, legacy)
		if err != nil {
			return nil, err
		}
		a, err := pyargs.Bind("dirichlet", true, []string{"alpha", "size"}, 1, args, kwargs)
		if err != nil {
			return nil, err
		}
		arr, err := m.asArray(t, a[0])
		if err != nil {
			return nil, err
		}
		if arr.Ndim() != 1 {
			return nil, py.NewValueError("object of too small depth for desired array")
		}
		alpha, err := arr.Float64s(t)
		if err != nil {
			return nil, err
		}
		if err := nprandom.CheckAlpha(alpha); err != nil {
			return nil, errorOf(err)
		}
		shape, err := m.vectorShape(t, a[1], len(alpha))
		if err != nil {
			return nil, err
		}
		total := sizeOf(shape)
		if err := m.charge(t, total); err != nil {
			return nil, err
		}
		out := make([]float64, total)
		k := len(alpha)
		for off := 0; k > 0 && off < total; off += k {
			if legacy {
				g.rs.Dirichlet(alpha, out[off:off+k])
			} else {
				g.g.Dirichlet(alpha, out[off:off+k])
			}
		}
		return m.floatArray(t, out, shape), nil
	}
}
