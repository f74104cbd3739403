package numpy

import (
	"github.com/kraitpy/krait/internal/libm"
	"github.com/kraitpy/krait/py"
	"github.com/kraitpy/krait/stdlib/internal/goclass"
)

// This file makes ufuncs Python objects (np.add, np.sqrt, ...: numpy.ufunc
// instances with __call__, reduce, accumulate, outer and at) and binds
// the element-wise functions that are not ufuncs in numpy (round, clip).

// ufuncVal is the Go state of a numpy.ufunc instance.
type ufuncVal struct {
	bin *binFn
	un  *unFn
}

// Type implements py.Value.
func (*ufuncVal) Type() *py.Type { return opaque }

// powFn is the float power numpy's loops use.
func powFn(x, y float64) float64 { return libm.Pow(x, y) }

// ufuncOf returns the state of a ufunc receiver.
func ufuncOf(self py.Value) (*ufuncVal, error) {
	if in, ok := self.(*py.Instance); ok {
		if u, ok := in.Base.(*ufuncVal); ok {
			return u, nil
		}
	}
	return nil, py.NewTypeError("descriptor requires a 'numpy.ufunc' object")
}

// name returns the ufunc's name.
func (u *ufuncVal) name() string {
	if u.bin != nil {
		return u.bin.name
	}
	return u.un.name
}

// outArg reads an out= argument (an array or a 1-tuple of one).
func outArg(v py.Value) (*Array, error) {
	if v == nil || v == py.None {
		return nil, nil
	}
	if tu, ok := v.(*py.Tuple); ok && tu.Len() == 1 {
		v = tu.Items()[0]
	}
	a, ok := Unwrap(v)
	if !ok {
		return nil, py.NewTypeError("return arrays must be of ArrayType")
	}
	return a, nil
}

// callBinary is u(x, y, out=None, dtype=None).
func (m *Module) callBinary(t *py.Thread, u *binFn, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	vals, err := bindArgs(u.name, []string{"x1", "x2", "out", "*where", "*dtype", "*casting", "*order", "*subok", "*signature"}, 2, args, kwargs)
	if err != nil {
		return nil, err
	}
	x, err := m.operand(t, vals[0])
	if err != nil {
		return nil, err
	}
	y, err := m.operand(t, vals[1])
	if err != nil {
		return nil, err
	}
	if x, y, err = m.bigUintOperands(t, x, y); err != nil {
		return nil, err
	}
	if dk, _, has, err := m.dtypeParam(t, vals[4]); err != nil {
		return nil, err
	} else if has {
		if x, err = m.castTo(t, x, dk); err != nil {
			return nil, err
		}
		if y, err = m.castTo(t, y, dk); err != nil {
			return nil, err
		}
	}
	out, err := outArg(vals[2])
	if err != nil {
		return nil, err
	}
	if r, ok := m.strCompare(u, x, y); ok && out == nil {
		return r, nil
	}
	if out != nil {
		_, rk, err := u.resolve(x.kind, y.kind)
		if err == errNoLoop {
			return nil, m.noLoop(t, u.name, x, y)
		}
		if err != nil {
			return nil, err
		}
		ops, err := m.outOperands(t, u.name, rk, out, x, y)
		if err != nil {
			return nil, err
		}
		x, y = ops[0], ops[1]
	}
	if wv := vals[3]; wv != nil && wv != py.True {
		r, err := m.ufuncWhere(t, []*Array{x, y}, wv, out, func(ops []*Array) (*Array, error) {
			return m.applyBinary(t, u, ops[0], ops[1], nil, false)
		})
		if err != nil {
			return nil, err
		}
		if out != nil {
			return vals[2], nil
		}
		return m.result(r), nil
	}
	r, err := m.applyBinary(t, u, x, y, out, false)
	if err != nil {
		return nil, err
	}
	if out != nil {
		return vals[2], nil
	}
	return m.wrapResult(t, firstArrayLike(vals[:2]), r)
}

// callUnary is u(x, out=None, dtype=None).
func (m *Module) callUnary(t *py.Thread, u *unFn, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	vals, err := bindArgs(u.name, []string{"x", "out", "*where", "*dtype", "*casting", "*order", "*subok", "*signature"}, 1, args, kwargs)
	if err != nil {
		return nil, err
	}
	x, err := m.operand(t, vals[0])
	if err != nil {
		return nil, err
	}
	if dk, _, has, err := m.dtypeParam(t, vals[3]); err != nil {
		return nil, err
	} else if has {
		if x, err = m.castTo(t, x, dk); err != nil {
			return nil, err
		}
	}
	out, err := outArg(vals[1])
	if err != nil {
		return nil, err
	}
	if out != nil {
		_, rk, err := u.resolve(x.kind)
		if err == errNoLoop {
			return nil, raise(t, m.noLoopError, "ufunc '"+u.name+"' did not contain a loop with signature matching types "+kindDtypeClass(x.kind)+" -> None")
		}
		if err != nil {
			return nil, err
		}
		ops, err := m.outOperands(t, u.name, rk, out, x)
		if err != nil {
			return nil, err
		}
		x = ops[0]
	}
	if wv := vals[2]; wv != nil && wv != py.True {
		r, err := m.ufuncWhere(t, []*Array{x}, wv, out, func(ops []*Array) (*Array, error) {
			return m.applyUnary(t, u, ops[0], nil, false)
		})
		if err != nil {
			return nil, err
		}
		if out != nil {
			return vals[1], nil
		}
		return m.result(r), nil
	}
	r, err := m.applyUnary(t, u, x, out, false)
	if err != nil {
		return nil, err
	}
	if out != nil {
		return vals[1], nil
	}
	return m.wrapResult(t, arrayLike(vals[0]), r)
}

// addUfuncs creates numpy.ufunc and binds every ufunc, round and clip.
func (m *Module) addUfuncs(t *py.Thread, d *py.Dict) error {
	cls, err := goclass.New(t, goclass.Spec{Module: "numpy", Name: "ufunc", TpName: "numpy.ufunc", Methods: []goclass.Method{
		{Name: "__call__", Fn: func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			u, err := ufuncOf(self)
			if err != nil {
				return nil, err
			}
			isTemp, confirmed := m.tempCallArgs(t, self, args, kwargs)
			var r py.Value
			if u.bin != nil {
				r, err = m.callBinary(t, u.bin, args, kwargs)
			} else {
				r, err = m.callUnary(t, u.un, args, kwargs)
			}
			if err == nil && (confirmed || isTemp != [2]bool{}) {
				m.finishCallTemps(t, r, confirmed, args, isTemp)
			}
			return r, err
		}},
		{Name: "__repr__", Fn: func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			u, err := ufuncOf(self)
			if err != nil {
				return nil, err
			}
			return py.NewStr("<ufunc '" + u.name() + "'>"), nil
		}},
		{Name: "reduce", Fn: m.ufuncReduce},
		{Name: "accumulate", Fn: m.ufuncAccumulate},
		{Name: "outer", Fn: m.ufuncOuter},
		{Name: "reduceat", Fn: m.ufuncReduceat},
		{Name: "at", Fn: m.ufuncAt},
	}, Attrs: map[string]py.Value{
		"__name__": newProperty("__name__", func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			u, err := ufuncOf(self)
			if err != nil {
				return nil, err
			}
			return py.NewStr(u.name()), nil
		}),
		"nin": newProperty("nin", func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			u, err := ufuncOf(self)
			if err != nil {
				return nil, err
			}
			if u.bin != nil {
				return py.NewInt(2), nil
			}
			return py.NewInt(1), nil
		}),
		"nout": newProperty("nout", func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			return py.NewInt(1), nil
		}),
		"identity": newProperty("identity", func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			u, err := ufuncOf(self)
			if err != nil || u.bin == nil {
				return py.None, err
			}
			switch u.bin.name {
			case "add", "bitwise_or", "bitwise_xor":
				return py.NewInt(0), nil
			case "multiply":
				return py.NewInt(1), nil
			case "bitwise_and":
				return py.NewInt(-1), nil
			case "logical_and":
				return py.True, nil
			case "logical_or", "logical_xor":
				return py.False, nil
			}
			return py.None, nil
		}),
		"nargs": newProperty("nargs", func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			u, err := ufuncOf(self)
			if err != nil {
				return nil, err
			}
			if u.bin != nil {
				return py.NewInt(3), nil
			}
			return py.NewInt(2), nil
		}),
	}})
	if err != nil {
		return err
	}
	d.SetStr("ufunc", cls)
	for name, u := range m.bin {
		d.SetStr(name, &py.Instance{Class: cls, Base: &ufuncVal{bin: u}})
	}
	for name, u := range m.un {
		d.SetStr(name, &py.Instance{Class: cls, Base: &ufuncVal{un: u}})
	}
	m.def(map[string]py.BuiltinFunc{
		"around": m.roundFn("around"),
		"round":  m.roundFn("round"),
		"round_": m.roundFn("round_"),
		"clip":   m.clipFn,
		"fix": func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			a, err := m.oneArray(t, "fix", "x", args, kwargs)
			if err != nil {
				return nil, err
			}
			r, err := m.applyUnary(t, m.un["trunc"], a, nil, false)
			if err != nil {
				return nil, err
			}
			return m.result(r), nil
		},
		"real": m.partFn(false),
		"imag": m.partFn(true),
		"angle": func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			vals, err := bindArgs("angle", []string{"z", "deg"}, 1, args, kwargs)
			if err != nil {
				return nil, err
			}
			a, err := m.arrayArg(t, vals[0])
			if err != nil {
				return nil, err
			}
			out, err := alloc(t, Float64, a.shape)
			if err != nil {
				return nil, err
			}
			deg := false
			if vals[1] != nil {
				deg, _ = py.Truth(t, vals[1])
			}
			j := 0
			a.forEachOffset(func(o int) {
				c := a.complexAt(o)
				v := libm.Atan2(imag(c), real(c))
				if deg {
					v *= 180 / 3.141592653589793
				}
				out.f[j] = v
				j++
			})
			return m.result(out), nil
		},
	})
	return nil
}

// partFn is np.real / np.imag.
func (m *Module) partFn(imagPart bool) py.BuiltinFunc {
	return func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		a, err := m.oneArray(t, "real", "val", args, kwargs)
		if err != nil {
			return nil, err
		}
		name := "real"
		if imagPart {
			name = "imag"
		}
		v, err := m.arrayProperty(name)(t, m.Wrap(a), nil, nil)
		if err != nil {
			return nil, err
		}
		if ra, ok := Unwrap(v); ok {
			return m.result(ra), nil
		}
		return v, nil
	}
}

// roundArray is numpy's round to decimals.
func (m *Module) roundArray(t *py.Thread, a *Array, decimals int) (*Array, error) {
	if a.kind == Bool {
		// numpy scales bools in place: any decimals but 0 cannot cast
		// the float product back.
		switch {
		case decimals > 0:
			return nil, raise(t, m.castingError, "Cannot cast ufunc 'multiply' output from dtype('float64') to dtype('bool') with casting rule 'same_kind'")
		case decimals < 0:
			return nil, raise(t, m.castingError, "Cannot cast ufunc 'divide' output from dtype('float64') to dtype('bool') with casting rule 'same_kind'")
		}
		return m.astype(t, a, Float64, 0)
	}
	switch a.kind {
	case Int64:
		if decimals >= 0 {
			return a.copyArray(t)
		}
	case Object, Str:
		return nil, py.NewTypeError("loop of ufunc does not support argument 0 of type %s which has no callable rint method", py.TypeName(m.pyElem(a, a.off)))
	}
	src := a
	if a.kind != Float64 && a.kind != Complex128 {
		var err error
		if src, err = m.astype(t, a, Float64, 0); err != nil {
			return nil, err
		}
	}
	op1, op2 := m.bin["multiply"], m.bin["true_divide"]
	f := powFn(10, float64(decimals))
	if decimals < 0 {
		op1, op2 = op2, op1
		f = powFn(10, float64(-decimals))
	}
	y, err := m.applyBinary(t, op1, src, floatScalar(f), nil, false)
	if err != nil {
		return nil, err
	}
	if y, err = m.applyUnary(t, m.un["rint"], y, y, false); err != nil {
		return nil, err
	}
	if y, err = m.applyBinary(t, op2, y, floatScalar(f), y, false); err != nil {
		return nil, err
	}
	if a.kind == Int64 {
		return m.astype(t, y, Int64, 0)
	}
	return y, nil
}

// roundFn is np.round / np.around.
func (m *Module) roundFn(name string) py.BuiltinFunc {
	return func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		vals, err := bindArgs(name, []string{"a", "decimals", "out"}, 1, args, kwargs)
		if err != nil {
			return nil, err
		}
		a, err := m.operand(t, vals[0])
		if err != nil {
			return nil, err
		}
		decimals := 0
		if vals[1] != nil {
			if decimals, err = cIntArg(t, vals[1], cIntFormat); err != nil {
				return nil, err
			}
		}
		r, err := m.roundArray(t, a, decimals)
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

// clipFn is np.clip (a_min and a_max may be None, scalars or arrays).
func (m *Module) clipFn(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	vals, err := bindArgs("clip", []string{"a", "a_min", "a_max", "out"}, 3, args, kwargs)
	if err != nil {
		return nil, err
	}
	a, err := m.operand(t, vals[0])
	if err != nil {
		return nil, err
	}
	lo, hi := vals[1], vals[2]
	if lo == py.None && hi == py.None {
		return nil, py.NewValueError("One of max or min must be given")
	}
	r := a
	if lo != py.None {
		x, err := m.operand(t, lo)
		if err != nil {
			return nil, err
		}
		if r, err = m.applyBinary(t, m.bin["maximum"], r, x, nil, false); err != nil {
			return nil, err
		}
	}
	if hi != py.None {
		x, err := m.operand(t, hi)
		if err != nil {
			return nil, err
		}
		if r, err = m.applyBinary(t, m.bin["minimum"], r, x, nil, false); err != nil {
			return nil, err
		}
	}
	if r == a {
		if r, err = a.copyArray(t); err != nil {
			return nil, err
		}
	}
	if out, err := outArg(vals[3]); err != nil {
		return nil, err
	} else if out != nil {
		if err := m.assignArray(t, out, r); err != nil {
			return nil, err
		}
		return vals[3], nil
	}
	return m.result(r), nil
}

// ufuncReduce is ufunc.reduce(a, axis=0, dtype=None, out=None,
// keepdims=False).
func (m *Module) ufuncReduce(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	u, err := ufuncOf(self)
	if err != nil {
		return nil, err
	}
	if u.bin == nil {
		return nil, py.NewValueError("reduce only supported for binary functions")
	}
	vals, err := bindArgs("reduce", []string{"array", "axis", "dtype", "out", "keepdims", "initial", "where"}, 1, args, kwargs)
	if err != nil {
		return nil, err
	}
	if vals[1] == nil {
		vals[1] = py.NewInt(0)
	}
	kw := []py.Kwarg{{Name: "axis", Value: vals[1]}}
	if vals[4] != nil {
		kw = append(kw, py.Kwarg{Name: "keepdims", Value: vals[4]})
	}
	fname := map[string]string{"add": "sum", "multiply": "prod", "maximum": "max", "minimum": "min",
		"logical_and": "all", "logical_or": "any", "fmax": "nanmax", "fmin": "nanmin"}[u.bin.name]
	if fname != "" {
		if vals[2] != nil && (fname == "sum" || fname == "prod") {
			kw = append(kw, py.Kwarg{Name: "dtype", Value: vals[2]})
		}
		return m.funcs[fname](t, nil, []py.Value{vals[0]}, kw)
	}
	a, err := m.arrayArg(t, vals[0])
	if err != nil {
		return nil, err
	}
	if vals[1] == py.None {
		if a, err = m.reshape(t, a, []int{a.Size()}, "C"); err != nil {
			return nil, err
		}
		vals[1] = py.NewInt(0)
	}
	ax, err := m.axisArg(t, vals[1], len(a.shape))
	if err != nil {
		return nil, err
	}
	n := a.shape[ax]
	if n == 0 {
		return nil, py.NewValueError("zero-size array to reduction operation %s which has no identity", u.bin.name)
	}
	sub := func(j int) *Array {
		shape := append(append([]int(nil), a.shape[:ax]...), a.shape[ax+1:]...)
		strides := append(append([]int(nil), a.strides[:ax]...), a.strides[ax+1:]...)
		return a.view(shape, strides, a.off+j*a.strides[ax])
	}
	acc, err := sub(0).copyArray(t)
	if err != nil {
		return nil, err
	}
	for j := 1; j < n; j++ {
		if acc, err = m.applyBinary(t, u.bin, acc, sub(j), nil, false); err != nil {
			return nil, err
		}
	}
	return m.result(acc), nil
}

// ufuncReduceat is ufunc.reduceat(a, indices, axis=0): the reduction
// of each slice a[indices[i]:indices[i+1]] along axis (a[indices[i]]
// alone where the next index is not larger), the last running to the
// end.
func (m *Module) ufuncReduceat(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	u, err := ufuncOf(self)
	if err != nil {
		return nil, err
	}
	if u.bin == nil {
		return nil, py.NewValueError("reduceat only supported for binary functions")
	}
	vals, err := bindArgs("reduceat", []string{"array", "indices", "axis", "dtype", "out"}, 2, args, kwargs)
	if err != nil {
		return nil, err
	}
	a, err := m.arrayArg(t, vals[0])
	if err != nil {
		return nil, err
	}
	axV := vals[2]
	if axV == nil {
		axV = py.NewInt(0)
	}
	ax, err := m.axisArg(t, axV, len(a.shape))
	if err != nil {
		return nil, err
	}
	ia, err := m.arrayArg(t, vals[1])
	if err != nil {
		return nil, err
	}
	if ia.kind > Int64 {
		return nil, py.NewTypeError("Cannot cast array data from dtype('%s') to dtype('int64') according to the rule 'safe'", kindNames[ia.kind])
	}
	idx, err := ia.Int64s(t)
	if err != nil {
		return nil, err
	}
	n := a.shape[ax]
	parts := make([]*Array, len(idx))
	for i, s := range idx {
		if s < 0 || s >= int64(n) {
			return nil, py.NewIndexError("index %d out-of-bounds in reduceat [0, %d)", s, n)
		}
		e := int64(n)
		if i+1 < len(idx) {
			e = idx[i+1]
		}
		if e <= s {
			e = s + 1
		}
		shape := append([]int(nil), a.shape...)
		shape[ax] = int(e - s)
		part := a.view(shape, a.strides, a.off+int(s)*a.strides[ax])
		r, err := m.ufuncReduce(t, self, []py.Value{m.Wrap(part)}, []py.Kwarg{{Name: "axis", Value: py.NewInt(int64(ax))}, {Name: "keepdims", Value: py.True}})
		if err != nil {
			return nil, err
		}
		if parts[i], err = m.arrayArg(t, r); err != nil {
			return nil, err
		}
	}
	out, err := m.concat(t, parts, ax, true)
	if err != nil {
		return nil, err
	}
	return m.Wrap(out), nil
}

// ufuncAccumulate is ufunc.accumulate(a, axis=0).
func (m *Module) ufuncAccumulate(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	u, err := ufuncOf(self)
	if err != nil {
		return nil, err
	}
	if u.bin == nil {
		return nil, py.NewValueError("accumulate only supported for binary functions")
	}
	vals, err := bindArgs("accumulate", []string{"array", "axis", "dtype", "out"}, 1, args, kwargs)
	if err != nil {
		return nil, err
	}
	a, err := m.arrayArg(t, vals[0])
	if err != nil {
		return nil, err
	}
	if len(a.shape) == 0 {
		return nil, py.NewTypeError("cannot accumulate on a scalar")
	}
	ax := 0
	if vals[1] != nil {
		if ax, err = m.axisArg(t, vals[1], len(a.shape)); err != nil {
			return nil, err
		}
	}
	k, _, err := u.bin.resolve(a.kind, a.kind)
	if err != nil {
		return nil, err
	}
	if dk, _, has, err := m.dtypeParam(t, vals[2]); err != nil {
		return nil, err
	} else if has {
		k = dk
	}
	r, err := m.accumulate(t, u.bin, a, ax, k)
	if err != nil {
		return nil, err
	}
	return m.Wrap(r), nil
}

// ufuncOuter is ufunc.outer(a, b): u applied to every pair.
func (m *Module) ufuncOuter(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	u, err := ufuncOf(self)
	if err != nil {
		return nil, err
	}
	if u.bin == nil {
		return nil, py.NewValueError("outer product only supported for binary functions")
	}
	vals, err := bindArgs("outer", []string{"A", "B"}, 2, args, kwargs)
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
	if n := len(a.shape) + len(b.shape); n > maxDims {
		return nil, py.NewValueError("maximum supported dimension for an ndarray is 32, but `%s.outer()` result would have %d.", u.name(), n)
	}
	//krait:alloc-ok len(a.shape)+len(b.shape) <= maxDims (checked above)
	av := a.view(append(append([]int(nil), a.shape...), onesShape(len(b.shape))...), append(append([]int(nil), a.strides...), make([]int, len(b.shape))...), a.off)
	r, err := m.applyBinary(t, u.bin, av, b, nil, false)
	if err != nil {
		return nil, err
	}
	return m.result(r), nil
}

// onesShape returns n ones; n counts dimensions (at most a few times
// maxDims, see ndim.go).
func onesShape(n int) []int {
	s := make([]int, n) //krait:alloc-ok n counts dimensions (ndim.go)
	for k := range s {
		s[k] = 1
	}
	return s
}

// ufuncAt is ufunc.at(a, indices, b): unbuffered in-place application,
// so repeated indices accumulate.
func (m *Module) ufuncAt(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	u, err := ufuncOf(self)
	if err != nil {
		return nil, err
	}
	vals, err := bindArgs("at", []string{"a", "indices", "b"}, 2, args, kwargs)
	if err != nil {
		return nil, err
	}
	a, err := m.arrayArg(t, vals[0])
	if err != nil {
		return nil, err
	}
	items, _, err := m.parseIndex(t, a, vals[1])
	if err != nil {
		return nil, err
	}
	for j, it := range items {
		if it.kind == idxInt {
			items[j] = idxItem{kind: idxArray, arr: intScalar(it.n), dims: 1}
		}
	}
	_, offs, err := m.advancedOffsets(t, a, items)
	if err != nil {
		return nil, err
	}
	var b *Array
	if u.bin != nil {
		if vals[2] == nil {
			return nil, py.NewValueError("second operand needed for ufunc")
		}
		if b, err = m.operand(t, vals[2]); err != nil {
			return nil, err
		}
		b = broadcastTo(b, trimLeadingOnes(b.shape, []int{len(offs)}))
		if b.Size() != 1 && b.Size() != len(offs) {
			return nil, py.NewValueError("array is not broadcastable to correct shape")
		}
	}
	bo := []int{}
	if b != nil {
		if bo, err = b.offsets(t); err != nil {
			return nil, err
		}
	}
	for j, o := range offs {
		cell := a.view([]int{}, []int{}, o)
		var r *Array
		if u.bin != nil {
			k := j
			if len(bo) == 1 {
				k = 0
			}
			r, err = m.applyBinary(t, u.bin, cell, b.view([]int{}, []int{}, bo[k]), cell, false)
		} else {
			r, err = m.applyUnary(t, u.un, cell, cell, false)
		}
		if err != nil {
			return nil, err
		}
		_ = r
	}
	return py.None, nil
}

// outOperands checks a ufunc's out= array: numpy's same_kind cast of the
// result kind rk into it, and a shape the operands broadcast to (they are
// returned broadcast to it).
func (m *Module) outOperands(t *py.Thread, name string, rk Kind, out *Array, ops ...*Array) ([]*Array, error) {
	if out.readonly {
		return nil, py.NewValueError("output array is read-only")
	}
	if !canCastSameKind(rk, out.kind) {
		return nil, raise(t, m.castingError, "Cannot cast ufunc '"+name+"' output from dtype('"+kindNames[rk]+"') to dtype('"+kindNames[out.kind]+"') with casting rule 'same_kind'")
	}
	shapes := [][]int{out.shape}
	for _, o := range ops {
		shapes = append(shapes, o.shape) //krait:alloc-ok one per ufunc operand (at most 3)
	}
	shape, err := broadcastShapes(shapes...)
	if err != nil {
		return nil, err
	}
	if !sameShape(shape, out.shape) {
		opShapes := make([][]int, len(ops)) //krait:alloc-ok one per ufunc operand (at most 3)
		for j, o := range ops {
			opShapes[j] = o.shape
		}
		bs, _ := broadcastShapes(opShapes...)
		return nil, py.NewValueError("non-broadcastable output operand with shape %s doesn't match the broadcast shape %s", shapeRepr(out.shape), shapeRepr(bs))
	}
	res := make([]*Array, len(ops))
	for j, o := range ops {
		res[j] = broadcastTo(o, shape)
	}
	return res, nil
}

// ufuncWhere is a ufunc call with where=: apply runs on the operands'
// elements where the mask is true (so only they can warn), and the
// results land there in out; without out the other elements are zero
// (numpy leaves them uninitialised).
func (m *Module) ufuncWhere(t *py.Thread, ops []*Array, whereV py.Value, out *Array, apply func([]*Array) (*Array, error)) (*Array, error) {
	w, err := m.operand(t, whereV)
	if err != nil {
		return nil, err
	}
	if w.kind != Bool {
		if w, err = m.castTo(t, w, Bool); err != nil {
			return nil, err
		}
	}
	shapes := [][]int{w.shape}
	for _, o := range ops {
		shapes = append(shapes, o.shape) //krait:alloc-ok one per ufunc operand (at most 3)
	}
	shape, err := broadcastShapes(shapes...)
	if err != nil {
		return nil, err
	}
	if out != nil {
		if s2, err := broadcastShapes(shape, out.shape); err != nil || !sameShape(s2, out.shape) {
			return nil, py.NewValueError("non-broadcastable output operand with shape %s doesn't match the broadcast shape %s", shapeRepr(out.shape), shapeRepr(shape))
		}
		shape = out.shape
	}
	wb := broadcastTo(w, shape)
	sel := make([]*Array, len(ops))
	for j, o := range ops {
		if sel[j], err = m.maskGet(t, broadcastTo(o, shape), wb); err != nil {
			return nil, err
		}
	}
	r, err := apply(sel)
	if err != nil {
		return nil, err
	}
	dst := out
	if dst == nil {
		if dst, err = alloc(t, r.kind, shape); err != nil {
			return nil, err
		}
	}
	offs, err := maskOffsets(t, dst, wb)
	if err != nil {
		return nil, err
	}
	ro, err := r.offsets(t)
	if err != nil {
		return nil, err
	}
	for j, o := range offs {
		if err := m.copyElem(t, dst, o, r, ro[j]); err != nil {
			return nil, err
		}
	}
	return dst, nil
}
