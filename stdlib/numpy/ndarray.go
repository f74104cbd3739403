package numpy

import (
	"github.com/kraitpy/krait/py"
	"github.com/kraitpy/krait/stdlib/internal/goclass"
)

// This file is the numpy.ndarray class: its Python protocol (operators,
// len, iteration, truth, conversions), attributes and methods. Most
// methods call the module function of the same name with the array
// first (see delegate).

// arrOf returns the Array of an ndarray receiver.
func arrOf(self py.Value) (*Array, error) {
	if a, ok := Unwrap(self); ok {
		return a, nil
	}
	return nil, py.NewTypeError("descriptor requires a 'numpy.ndarray' object but received a '%s'", py.TypeName(self))
}

// iterType is the type of the iterator over an array's first axis.
var iterType = py.NewBuiltinType("iterator", py.ObjectType)

// arrayIter iterates over the first axis of an array.
type arrayIter struct {
	m *Module
	a *Array
	j int
}

// Type implements py.Value.
func (*arrayIter) Type() *py.Type { return iterType }

// Next implements py.Iterator.
func (it *arrayIter) Next(t *py.Thread) (py.Value, error) {
	if it.j >= it.a.shape[0] {
		return nil, nil
	}
	if err := t.Tick(); err != nil {
		return nil, err
	}
	// Each row is a new view (a scalar for a 1-d array), which the
	// caller may keep: list(np.zeros((10**9, 0))) held 600 MiB of views
	// under a 256 MiB budget before its time limit.
	per := int64(boxSize)
	if len(it.a.shape) > 1 {
		per = viewBytes
	}
	if err := t.Alloc(per); err != nil {
		return nil, err
	}
	v := it.m.subscript(it.a, it.j)
	it.j++
	return v, nil
}

// makeNdarray creates numpy.ndarray.
func (m *Module) makeNdarray(t *py.Thread) error {
	attrs := map[string]py.Value{"__hash__": py.None}
	for _, name := range []string{"dtype", "ndim", "size", "T", "real", "imag", "itemsize", "nbytes", "strides", "flat", "base", "flags"} {
		attrs[name] = newProperty(name, m.arrayProperty(name))
	}
	attrs["shape"] = &py.Property{Name: "shape",
		Get: py.NewBuiltin("shape", func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			return m.arrayProperty("shape")(t, args[0], nil, nil)
		}),
		Set: py.NewBuiltin("shape", func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			a, err := arrOf(args[0])
			if err != nil {
				return nil, err
			}
			shape, err := m.reshapeArgs(t, a, []py.Value{args[1]})
			if err != nil {
				return nil, err
			}
			if !a.isContiguous() {
				return nil, py.NewAttributeError("Incompatible shape for in-place modification. Use `.reshape()` to make a copy with the desired shape.")
			}
			a.shape, a.strides = shape, cStrides(shape)
			return py.None, nil
		})}
	cls, err := goclass.New(t, goclass.Spec{Module: "numpy", Name: "ndarray", TpName: "numpy.ndarray",
		Methods: m.arrayMethodTable(), Attrs: attrs,
		Statics: []goclass.Method{{Name: "__new__", Fn: func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			vals, err := bindArgs("ndarray", []string{"cls", "shape", "dtype", "buffer", "offset", "strides", "order"}, 2, args, kwargs)
			if err != nil {
				return nil, err
			}
			shape, err := ShapeArg(t, vals[1])
			if err != nil {
				return nil, err
			}
			k := Float64
			if vals[2] != nil {
				if k, _, err = m.parseDtype(t, vals[2]); err != nil {
					return nil, err
				}
			}
			a, err := alloc(t, k, shape)
			if err != nil {
				return nil, err
			}
			return m.Wrap(a), nil
		}}},
	})
	if err != nil {
		return err
	}
	m.ndarray = cls
	m.mod.Dict.SetStr("ndarray", cls)
	return m.makeFlatIter(t)
}

// arrayMethodTable lists ndarray's methods.
func (m *Module) arrayMethodTable() []goclass.Method {
	ms := []goclass.Method{
		{Name: "__repr__", Fn: func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			a, err := arrOf(self)
			if err != nil {
				return nil, err
			}
			s, err := m.arrayRepr(t, a, m.print)
			if err != nil {
				return nil, err
			}
			return py.NewStr(s), nil
		}},
		{Name: "__str__", Fn: func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			a, err := arrOf(self)
			if err != nil {
				return nil, err
			}
			s, err := m.arrayStr(t, a, m.print)
			if err != nil {
				return nil, err
			}
			return py.NewStr(s), nil
		}},
		{Name: "__format__", Fn: func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			a, err := arrOf(self)
			if err != nil {
				return nil, err
			}
			spec := ""
			if len(args) == 1 {
				if s, ok := args[0].(*py.Str); ok {
					spec = s.String()
				}
			}
			if len(a.shape) == 0 {
				s, err := py.Format(t, m.box(a, a.off), spec)
				return py.NewStr(s), err
			}
			if spec != "" {
				return nil, py.NewTypeError("unsupported format string passed to numpy.ndarray.__format__")
			}
			s, err := m.arrayStr(t, a, m.print)
			return py.NewStr(s), err
		}},
		{Name: "__len__", Fn: func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			a, err := arrOf(self)
			if err != nil {
				return nil, err
			}
			if len(a.shape) == 0 {
				return nil, py.NewTypeError("len() of unsized object")
			}
			return py.NewInt(int64(a.shape[0])), nil
		}},
		{Name: "__iter__", Fn: func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			a, err := arrOf(self)
			if err != nil {
				return nil, err
			}
			if len(a.shape) == 0 {
				return nil, py.NewTypeError("iteration over a 0-d array")
			}
			return &arrayIter{m: m, a: a}, nil
		}},
		{Name: "__bool__", Fn: func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			a, err := arrOf(self)
			if err != nil {
				return nil, err
			}
			switch a.Size() {
			case 1:
				b, err := a.truthAt(t, a.offsetAt(0))
				return py.NewBool(b), err
			case 0:
				if err := m.warn(t, py.DeprecationWarningType, "The truth value of an empty array is ambiguous. Returning False, but in future this will result in an error. Use `array.size > 0` to check that an array is not empty."); err != nil {
					return nil, err
				}
				return py.False, nil
			}
			return nil, py.NewValueError("The truth value of an array with more than one element is ambiguous. Use a.any() or a.all()")
		}},
		{Name: "__float__", Fn: m.arrayConvert("float")},
		{Name: "__int__", Fn: m.arrayConvert("int")},
		{Name: "__complex__", Fn: m.arrayConvert("complex")},
		{Name: "__index__", Fn: func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			a, err := arrOf(self)
			if err != nil {
				return nil, err
			}
			if len(a.shape) != 0 || (a.kind != Int64) {
				return nil, py.NewTypeError("only integer scalar arrays can be converted to a scalar index")
			}
			return py.NewInt(a.i[a.off]), nil
		}},
		{Name: "__contains__", Fn: func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			a, err := arrOf(self)
			if err != nil {
				return nil, err
			}
			y, err := m.operand(t, args[0])
			if err != nil {
				return nil, err
			}
			eq, err := m.applyBinary(t, m.bin["equal"], a, y, nil, false)
			if err != nil {
				return nil, err
			}
			found := false
			eq.forEachOffset(func(o int) {
				if eq.kind == Bool && eq.b[o] {
					found = true
				}
			})
			return py.NewBool(found), nil
		}},
		{Name: "__getitem__", Fn: func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			a, err := arrOf(self)
			if err != nil {
				return nil, err
			}
			return m.getItemTemp(t, self, a, args[0])
		}},
		{Name: "__setitem__", Fn: func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			a, err := arrOf(self)
			if err != nil {
				return nil, err
			}
			return py.None, m.setItem(t, a, args[0], args[1])
		}},
		{Name: "__delitem__", Fn: func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			return nil, py.NewValueError("cannot delete array elements")
		}},
		{Name: "__neg__", Fn: m.arrayUnary("negative")},
		{Name: "__pos__", Fn: m.arrayUnary("positive")},
		{Name: "__abs__", Fn: m.arrayUnary("absolute")},
		{Name: "__invert__", Fn: m.arrayUnary("invert")},
		{Name: "__matmul__", Fn: m.arrayMatmul(false)},
		{Name: "__rmatmul__", Fn: m.arrayMatmul(true)},
		{Name: "__divmod__", Fn: m.arrayDivmod(false)},
		{Name: "__rdivmod__", Fn: m.arrayDivmod(true)},
		{Name: "__copy__", Fn: m.arrayCopy},
		{Name: "__deepcopy__", Fn: m.arrayCopy},
		{Name: "copy", Fn: m.arrayCopy},
		{Name: "astype", Fn: m.arrayAstype},
		{Name: "tolist", Fn: func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			a, err := arrOf(self)
			if err != nil {
				return nil, err
			}
			if err := py.CheckNoArgs("tolist", args, kwargs); err != nil {
				return nil, err
			}
			return m.tolist(t, a)
		}},
		{Name: "item", Fn: m.arrayItem},
		{Name: "fill", Fn: func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			a, err := arrOf(self)
			if err != nil {
				return nil, err
			}
			if err := py.CheckExactlyOne("fill", args, kwargs); err != nil {
				return nil, err
			}
			return py.None, m.assignValue(t, a, args[0])
		}},
		{Name: "reshape", Fn: func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			a, err := arrOf(self)
			if err != nil {
				return nil, err
			}
			order := "C"
			for _, kw := range kwargs {
				if kw.Name != "order" {
					return nil, py.NewTypeError("'%s' is an invalid keyword argument for reshape()", kw.Name)
				}
				if s, ok := kw.Value.(*py.Str); ok {
					order = s.String()
				}
			}
			shape, err := m.reshapeArgs(t, a, args)
			if err != nil {
				return nil, err
			}
			r, err := m.reshape(t, a, shape, order)
			if err != nil {
				return nil, err
			}
			return m.Wrap(r), nil
		}},
		{Name: "transpose", Fn: func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			a, err := arrOf(self)
			if err != nil {
				return nil, err
			}
			if len(args) == 1 {
				if _, ok := args[0].(*py.Tuple); ok {
					return m.funcs["transpose"](t, nil, []py.Value{self, args[0]}, kwargs)
				}
				if _, ok := args[0].(*py.List); ok {
					return m.funcs["transpose"](t, nil, []py.Value{self, args[0]}, kwargs)
				}
				if args[0] == py.None {
					args = nil
				}
			}
			if len(args) == 0 {
				return m.Wrap(a.transposed(nil)), nil
			}
			return m.funcs["transpose"](t, nil, []py.Value{self, py.NewTuple(args)}, kwargs)
		}},
		{Name: "sort", Fn: m.arraySortInPlace},
		{Name: "view", Fn: func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			a, err := arrOf(self)
			if err != nil {
				return nil, err
			}
			if len(args) > 0 || len(kwargs) > 0 {
				return nil, py.NewNotImplementedError("ndarray.view with a dtype is not supported by krait's numpy")
			}
			//krait:alloc-ok a copy of a's shape and strides: one int per dimension (at most maxDims: ndim.go)
			return m.Wrap(a.view(append([]int(nil), a.shape...), append([]int(nil), a.strides...), a.off)), nil
		}},
		{Name: "tofile", Fn: m.refuse("ndarray.tofile")},
		{Name: "dump", Fn: m.refuse("ndarray.dump")},
		{Name: "dumps", Fn: m.refuse("ndarray.dumps")},
		{Name: "tobytes", Fn: func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			return nil, py.NewNotImplementedError("ndarray.tobytes is not supported by krait's numpy")
		}},
	}
	for _, op := range arithDunders {
		u := m.bin[op.ufunc]
		ms = append(ms, goclass.Method{Name: "__" + op.dunder + "__", Fn: m.arrayBinary(u, false)})
		if !op.cmp {
			ms = append(ms,
				goclass.Method{Name: "__r" + op.dunder + "__", Fn: m.arrayBinary(u, true)},
				goclass.Method{Name: "__i" + op.dunder + "__", Fn: m.arrayInPlace(u)})
		}
	}
	for _, name := range []string{"sum", "mean", "std", "var", "min", "max", "argmin", "argmax", "prod", "cumsum",
		"cumprod", "any", "all", "ptp", "nonzero", "dot", "repeat", "take", "diagonal", "trace",
		"swapaxes", "squeeze", "ravel", "argsort", "searchsorted", "conj", "conjugate", "compress", "put",
		"round", "flatten", "partition", "argpartition", "cumprod", "choose", "resize"} {
		if name == "round" {
			ms = append(ms, goclass.Method{Name: name, Fn: m.delegate("around")})
			continue
		}
		ms = append(ms, goclass.Method{Name: name, Fn: m.delegate(name)})
	}
	ms = append(ms, goclass.Method{Name: "clip", Fn: func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		vals, err := bindArgs("clip", []string{"min", "max", "out"}, 0, args, kwargs)
		if err != nil {
			return nil, err
		}
		for j := range vals[:2] {
			if vals[j] == nil {
				vals[j] = py.None
			}
		}
		call := []py.Kwarg{{Name: "a_min", Value: vals[0]}, {Name: "a_max", Value: vals[1]}}
		if vals[2] != nil {
			call = append(call, py.Kwarg{Name: "out", Value: vals[2]})
		}
		return m.clipFn(t, nil, []py.Value{self}, call)
	}})
	return ms
}

// arrayBinary is an operator method of ndarray (reflected: the array is
// the right operand).
func (m *Module) arrayBinary(u *binFn, reflected bool) py.BuiltinFunc {
	op := ufuncTempOps[u.name]
	return func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		x, err := arrOf(self)
		if err != nil {
			return nil, err
		}
		if len(args) != 1 {
			return nil, py.NewTypeError("expected 1 argument, got %d", len(args))
		}
		pa, pb := self, args[0]
		if reflected {
			pa, pb = pb, pa
		}
		aTemp, bTemp, confirmed := m.tempOperands(t, op, pa, pb)
		if arrayLike(args[0]) != nil || m.optsOut(args[0]) {
			return py.NotImplemented, nil
		}
		y, err := m.operand(t, args[0])
		if err != nil {
			return nil, err
		}
		if reflected {
			x, y = y, x
		}
		if r, ok := m.strCompare(u, x, y); ok {
			return r, nil
		}
		if u.cmp && (x.kind == Str) != (y.kind == Str) && x.kind != Object && y.kind != Object {
			return py.NotImplemented, nil
		}
		if u.name == "equal" || u.name == "not_equal" {
			if _, err := broadcastShapes(x.shape, y.shape); err != nil {
				// numpy 1.24: "elementwise comparison failed" gives a
				// scalar (with a DeprecationWarning).
				if err := m.warn(t, py.DeprecationWarningType, "elementwise comparison failed; this will raise an error in the future."); err != nil {
					return nil, err
				}
				return py.NewBool(u.name == "not_equal"), nil
			}
		}
		r, err := m.applyBinary(t, u, x, y, nil, false)
		if err != nil {
			return nil, err
		}
		m.finishTemps(t, r, confirmed, [2]*Array{x, y}, [2]bool{aTemp, bTemp})
		return m.result(r), nil
	}
}

// strCompare is numpy 1.24's answer to == and != between numbers and
// strs: a scalar False (or True), not an element-wise comparison.
func (m *Module) strCompare(u *binFn, x, y *Array) (py.Value, bool) {
	if u.name != "equal" && u.name != "not_equal" {
		return nil, false
	}
	if (x.kind == Str) == (y.kind == Str) || x.kind == Object || y.kind == Object {
		return nil, false
	}
	return py.NewBool(u.name == "not_equal"), true
}

// arrayInPlace is an augmented assignment method (a += b): the result is
// written into the array, whose dtype it must fit under numpy's
// same_kind casting.
func (m *Module) arrayInPlace(u *binFn) py.BuiltinFunc {
	return func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		x, err := arrOf(self)
		if err != nil {
			return nil, err
		}
		y, err := m.operand(t, args[0])
		if err != nil {
			return nil, err
		}
		if f := bigUintOperand(y); f != nil && promotesToFloat(x) {
			y = f // a uint64-range Python int: float64 (bigints.go)
		}
		if x.readonly {
			return nil, py.NewValueError("output array is read-only")
		}
		_, rk, err := u.resolve(x.kind, y.kind)
		if err == errNoLoop {
			return nil, m.noLoop(t, u.name, x, y)
		}
		if err != nil {
			return nil, err
		}
		if !canCastSameKind(rk, x.kind) {
			return nil, raise(t, m.castingError, "Cannot cast ufunc '"+u.name+"' output from dtype('"+kindNames[rk]+"') to dtype('"+kindNames[x.kind]+"') with casting rule 'same_kind'")
		}
		if _, err := m.applyBinary(t, u, x, y, x, false); err != nil {
			return nil, err
		}
		return self, nil
	}
}

// canCastSameKind reports whether numpy's same_kind casting allows a
// result of kind from into an array of kind to.
func canCastSameKind(from, to Kind) bool {
	if to == Object || from == to {
		return true
	}
	if from == Object || from == Str || to == Str {
		return false
	}
	return from <= to
}

// arrayUnary is a unary operator method.
func (m *Module) arrayUnary(name string) py.BuiltinFunc {
	op := unaryTempOps[name]
	return func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		x, err := arrOf(self)
		if err != nil {
			return nil, err
		}
		isTemp, _, confirmed := m.tempOperands(t, op, self, nil)
		r, err := m.applyUnary(t, m.un[name], x, nil, false)
		if err != nil {
			return nil, err
		}
		m.finishTemps(t, r, confirmed, [2]*Array{x}, [2]bool{isTemp})
		return m.result(r), nil
	}
}

// arrayMatmul is a @ b (reflected: b @ a).
func (m *Module) arrayMatmul(reflected bool) py.BuiltinFunc {
	return func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		if len(args) != 1 {
			return nil, py.NewTypeError("expected 1 argument")
		}
		a, b := self, args[0]
		if reflected {
			a, b = b, a
		}
		return m.funcs["matmul"](t, nil, []py.Value{a, b}, nil)
	}
}

// arrayDivmod is divmod(a, b) for arrays.
func (m *Module) arrayDivmod(reflected bool) py.BuiltinFunc {
	return func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		return m.divmod(t, func() (py.Value, error) {
			return m.arrayBinary(m.bin["floor_divide"], reflected)(t, self, args, kwargs)
		},
			func() (py.Value, error) { return m.arrayBinary(m.bin["remainder"], reflected)(t, self, args, kwargs) })
	}
}

// arrayConvert is float(a), int(a), complex(a) for size-1 arrays.
func (m *Module) arrayConvert(to string) py.BuiltinFunc {
	return func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		a, err := arrOf(self)
		if err != nil {
			return nil, err
		}
		if a.Size() != 1 {
			return nil, py.NewTypeError("only size-1 arrays can be converted to Python scalars")
		}
		v := m.pyElem(a, a.offsetAt(0))
		switch to {
		case "float":
			return py.ToFloat(t, v)
		case "int":
			return py.ToInt(t, v)
		}
		if c, ok := v.(py.Complex); ok {
			return c, nil
		}
		f, err := py.ToFloat(t, v)
		if err != nil {
			return nil, err
		}
		return py.Complex(complex(float64(f.(py.Float)), 0)), nil
	}
}

// arrayCopy is ndarray.copy (and copy.copy / copy.deepcopy of arrays).
func (m *Module) arrayCopy(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	a, err := arrOf(self)
	if err != nil {
		return nil, err
	}
	c, err := a.copyArray(t)
	if err != nil {
		return nil, err
	}
	return m.Wrap(c), nil
}

// arrayAstype is ndarray.astype(dtype).
func (m *Module) arrayAstype(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	a, err := arrOf(self)
	if err != nil {
		return nil, err
	}
	vals, err := pyargsBindMethod("astype", []string{"dtype", "order", "casting", "subok", "copy"}, 1, args, kwargs)
	if err != nil {
		return nil, err
	}
	k, w, err := m.parseDtype(t, vals[0])
	if err != nil {
		return nil, err
	}
	if vals[4] != nil && vals[4] == py.False && k == a.kind {
		return self, nil
	}
	var fl fpFlags
	if k == Int64 && a.kind == Float64 {
		a.forEachOffset(func(o int) {
			if f := a.f[o]; f-f != 0 {
				fl.invalid = true
			}
		})
	}
	if a.kind == Complex128 && (k == Float64 || k == Int64) {
		if err := m.warnComplex(t); err != nil {
			return nil, err
		}
	}
	r, err := m.astype(t, a, k, w)
	if err != nil {
		return nil, err
	}
	if err := m.report(t, fl, "cast"); err != nil {
		return nil, err
	}
	return m.Wrap(r), nil
}

// arrayItem is ndarray.item(*args): a Python scalar.
func (m *Module) arrayItem(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	a, err := arrOf(self)
	if err != nil {
		return nil, err
	}
	if len(args) == 0 {
		if a.Size() != 1 {
			return nil, py.NewValueError("can only convert an array of size 1 to a Python scalar")
		}
		return m.pyElem(a, a.offsetAt(0)), nil
	}
	if len(args) == 1 {
		if _, ok := args[0].(*py.Tuple); !ok {
			n, err := py.Index(t, args[0])
			if err != nil {
				return nil, err
			}
			size := a.Size()
			if n < 0 {
				n += int64(size)
			}
			if n < 0 || n >= int64(size) {
				return nil, py.NewIndexError("index %d is out of bounds for size %d", n, size)
			}
			return m.pyElem(a, a.offsetAt(int(n))), nil
		}
		args = args[0].(*py.Tuple).Items()
	}
	v, err := m.getItem(t, a, py.NewTuple(args))
	if err != nil {
		return nil, err
	}
	if sa, ok := m.scalarArray(v); ok {
		return m.pyElem(sa, 0), nil
	}
	return v, nil
}

// refuse makes a function that refuses host access.
func (m *Module) refuse(name string) py.BuiltinFunc {
	return func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		return nil, py.NewException(py.PermissionErrorType, name+"() is not available in krait: the policy forbids file and host access (numpy arrays live only in the sandbox)")
	}
}

// arrayProperty returns the getter of an ndarray attribute.
func (m *Module) arrayProperty(name string) py.BuiltinFunc {
	return func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		a, err := arrOf(self)
		if err != nil {
			return nil, err
		}
		switch name {
		case "shape":
			return intTuple(a.shape), nil
		case "dtype":
			return m.dtypeOf(a), nil
		case "ndim":
			return py.NewInt(int64(len(a.shape))), nil
		case "size":
			return py.NewInt(int64(a.Size())), nil
		case "itemsize":
			return py.GetAttr(t, m.dtypeOf(a), "itemsize")
		case "nbytes":
			is, err := py.GetAttr(t, m.dtypeOf(a), "itemsize")
			if err != nil {
				return nil, err
			}
			n, _ := py.AsInt64(is)
			return py.NewInt(n * int64(a.Size())), nil
		case "strides":
			is, _ := py.GetAttr(t, m.dtypeOf(a), "itemsize")
			n, _ := py.AsInt64(is)
			st := make([]int, len(a.strides))
			for k, s := range a.strides {
				st[k] = s * int(n)
			}
			return intTuple(st), nil
		case "T":
			return m.Wrap(a.transposed(nil)), nil
		case "real":
			if a.kind != Complex128 {
				return self, nil
			}
			return m.complexPart(t, a, false)
		case "imag":
			if a.kind != Complex128 {
				z, err := alloc(t, a.kind, a.shape)
				if err != nil {
					return nil, err
				}
				return m.Wrap(z), nil
			}
			return m.complexPart(t, a, true)
		case "flat":
			return m.newFlat(a), nil
		case "base":
			if a.base == nil {
				return py.None, nil
			}
			return m.Wrap(a.base), nil
		case "flags":
			d := py.NewDict()
			d.SetStr("C_CONTIGUOUS", py.NewBool(a.isContiguous()))
			d.SetStr("F_CONTIGUOUS", py.NewBool(a.isFContiguous()))
			d.SetStr("OWNDATA", py.NewBool(a.base == nil))
			d.SetStr("WRITEABLE", py.NewBool(!a.readonly))
			return d, nil
		}
		return nil, py.NewAttributeError("'numpy.ndarray' object has no attribute '%s'", name)
	}
}

// complexPart returns a copy of the real or imaginary parts.
func (m *Module) complexPart(t *py.Thread, a *Array, imagPart bool) (py.Value, error) {
	out, err := alloc(t, Float64, a.shape)
	if err != nil {
		return nil, err
	}
	j := 0
	a.forEachOffset(func(o int) {
		if imagPart {
			out.f[j] = imag(a.c[o])
		} else {
			out.f[j] = real(a.c[o])
		}
		j++
	})
	return m.Wrap(out), nil
}

// intTuple makes a tuple of Python ints.
func intTuple(xs []int) *py.Tuple {
	items := make([]py.Value, len(xs)) //krait:alloc-ok a shape or strides tuple (at most maxDims items: ndim.go)
	for k, x := range xs {
		items[k] = py.NewInt(int64(x))
	}
	return py.NewTuple(items)
}

// pyargsBindMethod binds a method's arguments (self already taken off).
func pyargsBindMethod(qual string, names []string, required int, args []py.Value, kwargs []py.Kwarg) ([]py.Value, error) {
	return bindArgs(qual, names, required, args, kwargs)
}

// optsOut reports whether v's class sets __array_ufunc__ = None: numpy's
// operators then return NotImplemented, so that v's reflected operator
// runs.
func (m *Module) optsOut(v py.Value) bool {
	in, ok := v.(*py.Instance)
	return ok && in.Class != m.ndarray && in.Class.Lookup("__array_ufunc__") == py.None
}
