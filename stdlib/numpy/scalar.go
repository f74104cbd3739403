package numpy

import (
	"math"
	"strings"

	"github.com/kraitpy/krait/py"
	"github.com/kraitpy/krait/stdlib/internal/goclass"
)

// This file is numpy's scalar types: the abstract hierarchy (generic,
// number, integer, floating, ...), the concrete bool_, int64, float64
// (a float subclass, as in numpy), complex128 (a complex subclass),
// object_ and str_, and their arithmetic, which runs through the same
// ufunc loops as arrays (so np.float64(1)/0 is inf with numpy's
// "divide by zero encountered in scalar divide" warning).

// npInt is the value of an np.int64 and npBool of an np.bool_, kept in
// Instance.Base. They are not py.Int and py.Bool on purpose: numpy's
// int64 and bool_ are not subclasses of Python's int and bool, and py
// treats a built-in value in Base as the built-in part of a subclass
// (float64 and complex128 are subclasses, and keep py.Float and
// py.Complex).
type (
	npInt  int64
	npBool bool
	// npFloat is the value of an np.float32 or np.float16 (numpy's
	// narrow floats are not subclasses of Python's float).
	npFloat float64
)

// Type implements py.Value.
func (npFloat) Type() *py.Type { return opaque }

// Type implements py.Value.
func (npInt) Type() *py.Type { return opaque }

// Type implements py.Value.
func (npBool) Type() *py.Type { return opaque }

// boxSize is the bytes box allocates for a numpy scalar: the instance
// (64, as the memory walk counts one) and the boxed number.
const boxSize = 80

// box returns the element at buffer offset o as a numpy scalar (a plain
// Python value for object arrays, a str for str arrays).
func (m *Module) box(a *Array, o int) py.Value {
	if j := narrowIndex(a.kind, a.width); j >= 0 {
		if a.kind == Int64 {
			return &py.Instance{Class: m.narrowCls[j], Base: npInt(a.i[o])}
		}
		return &py.Instance{Class: m.narrowCls[j], Base: npFloat(a.f[o])}
	}
	switch a.kind {
	case Bool:
		return m.boolScalar(a.b[o])
	case Int64:
		return &py.Instance{Class: m.scalarCls[Int64], Base: npInt(a.i[o])}
	case Float64:
		return &py.Instance{Class: m.scalarCls[Float64], Base: py.Float(a.f[o])}
	case Complex128:
		return &py.Instance{Class: m.scalarCls[Complex128], Base: py.Complex(a.c[o])}
	case Str:
		return &py.Instance{Class: m.scalarCls[Str], Base: a.o[o]}
	}
	return a.o[o]
}

// Float64 returns the numpy scalar np.float64(x).
func (m *Module) Float64(x float64) py.Value {
	return &py.Instance{Class: m.scalarCls[Float64], Base: py.Float(x)}
}

// Int64 returns the numpy scalar np.int64(x).
func (m *Module) Int64(x int64) py.Value {
	return &py.Instance{Class: m.scalarCls[Int64], Base: npInt(x)}
}

// boolScalar returns np.True_ or np.False_.
func (m *Module) boolScalar(b bool) py.Value {
	if b {
		return m.mod.Dict.GetStr("True_")
	}
	return m.mod.Dict.GetStr("False_")
}

// result returns an operation's result as numpy does: a scalar for a
// 0-d array, the ndarray otherwise.
func (m *Module) result(a *Array) py.Value {
	if len(a.shape) == 0 {
		return m.box(a, a.off)
	}
	return m.Wrap(a)
}

// scalarArray returns a 0-d array holding a numpy scalar's value, or
// ok=false when v is not a numpy scalar.
func (m *Module) scalarArray(v py.Value) (*Array, bool) {
	in, ok := v.(*py.Instance)
	if !ok {
		return nil, false
	}
	switch x := in.Base.(type) {
	case py.Float:
		if in.Class == m.scalarCls[Float64] || in.Class.IsSubtype(m.scalarCls[Float64]) {
			return &Array{kind: Float64, f: []float64{float64(x)}, shape: []int{}, strides: []int{}}, true
		}
	case npInt:
		return &Array{kind: Int64, i: []int64{int64(x)}, shape: []int{}, strides: []int{}, width: m.narrowWidthOf(in.Class)}, true
	case npFloat:
		return &Array{kind: Float64, f: []float64{float64(x)}, shape: []int{}, strides: []int{}, width: m.narrowWidthOf(in.Class)}, true
	case npBool:
		return &Array{kind: Bool, b: []bool{bool(x)}, shape: []int{}, strides: []int{}}, true
	case *py.Str:
		if in.Class.IsSubtype(m.scalarCls[Str]) {
			return &Array{kind: Str, o: []py.Value{x}, width: max(1, x.Len()), shape: []int{}, strides: []int{}}, true
		}
	case py.Complex:
		if in.Class.IsSubtype(m.scalarCls[Complex128]) {
			return &Array{kind: Complex128, c: []complex128{complex128(x)}, shape: []int{}, strides: []int{}}, true
		}
	}
	return nil, false
}

// narrowWidthOf is the narrow width of a numpy scalar class (0 for
// int64 and float64).
func (m *Module) narrowWidthOf(c *py.Type) int {
	for j, nc := range m.narrowCls {
		if c == nc || (nc != nil && c.IsSubtype(nc)) {
			return narrowDtypes[j].width
		}
	}
	return 0
}

// pyScalarArray returns a 0-d array for a Python scalar (bool, int,
// float, complex, str), or ok=false.
func pyScalarArray(v py.Value) (*Array, bool) {
	switch x := v.(type) {
	case py.Bool:
		return &Array{kind: Bool, b: []bool{bool(x)}, shape: []int{}, strides: []int{}}, true
	case py.Int:
		return &Array{kind: Int64, i: []int64{int64(x)}, shape: []int{}, strides: []int{}}, true
	case py.Float:
		return &Array{kind: Float64, f: []float64{float64(x)}, shape: []int{}, strides: []int{}}, true
	case py.Complex:
		return &Array{kind: Complex128, c: []complex128{complex128(x)}, shape: []int{}, strides: []int{}}, true
	case *py.Str:
		return &Array{kind: Str, o: []py.Value{x}, shape: []int{}, strides: []int{}, width: max(x.Len(), 1)}, true
	}
	return nil, false
}

// operand converts a ufunc argument to an array: ndarrays as they are,
// scalars as 0-d arrays, sequences through np.asarray, anything else as
// a 0-d object array.
func (m *Module) operand(t *py.Thread, v py.Value) (*Array, error) {
	if a, ok := Unwrap(v); ok {
		return a, nil
	}
	if al := arrayLike(v); al != nil {
		return al.NumpyArray(t)
	}
	if a, ok := m.scalarArray(v); ok {
		return a, nil
	}
	if a, ok := pyScalarArray(v); ok {
		return a, nil
	}
	switch v.(type) {
	case *py.List, *py.Tuple, *py.Range:
		return m.fromValue(t, v, 0, false, 0)
	}
	if in, ok := v.(*py.Instance); ok {
		if _, isInt := in.Base.(py.Int); isInt && in.Class.IsSubtype(py.IntType) {
			n, _ := py.AsInt64(in.Base)
			return &Array{kind: Int64, i: []int64{n}, shape: []int{}, strides: []int{}}, nil
		}
		if f, isFloat := in.Base.(py.Float); isFloat && in.Class.IsSubtype(py.FloatType) {
			return &Array{kind: Float64, f: []float64{float64(f)}, shape: []int{}, strides: []int{}}, nil
		}
	}
	return &Array{kind: Object, o: []py.Value{v}, shape: []int{}, strides: []int{}}, nil
}

// isNumpyScalar reports whether v is an instance of numpy.generic.
func (m *Module) isNumpyScalar(v py.Value) bool {
	in, ok := v.(*py.Instance)
	return ok && in.Class.IsSubtype(m.generic)
}

// scalarBinary makes a scalar's binary operator method (reflected: the
// scalar is the right operand).
func (m *Module) scalarBinary(u *binFn, reflected bool) py.BuiltinFunc {
	return func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		if len(args) != 1 {
			return nil, py.NewTypeError("expected 1 argument, got %d", len(args))
		}
		other := args[0]
		x, ok := m.scalarArray(self)
		if !ok {
			return py.NotImplemented, nil
		}
		var y *Array
		scalar := true
		switch o := other.(type) {
		case *py.Str, py.NoneType:
			return py.NotImplemented, nil
		case *py.Instance:
			if a, ok := Unwrap(o); ok {
				y, scalar = a, false
			} else if a, ok := m.scalarArray(o); ok {
				y = a
			} else if _, isPyNum := unwrapScalar(o).(py.Float); !isPyNum {
				if _, isInt := unwrapScalar(o).(py.Int); !isInt {
					return py.NotImplemented, nil
				}
			}
		case *py.List, *py.Tuple:
			if u.name == "multiply" {
				return py.NotImplemented, nil // sequence repetition, by __index__
			}
			scalar = false
		case *py.Bytes, *py.ByteArray:
			if u.name == "multiply" {
				return py.NotImplemented, nil
			}
		}
		if y == nil {
			var err error
			if y, err = m.operand(t, other); err != nil {
				return nil, err
			}
		}
		if y.kind == Object && len(y.shape) == 0 && (bigUintOperand(y) == nil || !promotesToFloat(x)) {
			return py.NotImplemented, nil
		}
		if reflected {
			x, y = y, x
		}
		r, err := m.applyBinary(t, u, x, y, nil, scalar)
		if err != nil {
			return nil, err
		}
		return m.result(r), nil
	}
}

// scalarUnary makes a scalar's unary operator method.
func (m *Module) scalarUnary(u *unFn) py.BuiltinFunc {
	return func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		x, ok := m.scalarArray(self)
		if !ok {
			return py.NotImplemented, nil
		}
		r, err := m.applyUnary(t, u, x, nil, true)
		if err != nil {
			return nil, err
		}
		return m.result(r), nil
	}
}

// pyValueOf returns the Python number a numpy scalar holds.
func pyValueOf(self py.Value) py.Value {
	return unwrapScalar(self)
}

// makeScalarClasses creates the scalar type hierarchy.
func (m *Module) makeScalarClasses(t *py.Thread) error {
	bin, un := m.bin, m.un
	methods := []goclass.Method{
		{Name: "__repr__", Fn: m.scalarRepr},
		{Name: "__str__", Fn: m.scalarRepr},
		{Name: "__format__", Fn: func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			if len(args) != 1 {
				return nil, py.NewTypeError("__format__ expects 1 argument")
			}
			spec, ok := args[0].(*py.Str)
			if !ok {
				return nil, py.NewTypeError("format spec must be a str")
			}
			v := pyValueOf(self)
			if in, ok := self.(*py.Instance); ok && spec.String() == "" {
				if f, ok := in.Base.(npFloat); ok {
					return py.NewStr(py.FloatRepr(float64(f))), nil // as numpy: format(float(x))
				}
			}
			if spec.String() == "" {
				s, err := m.scalarRepr(t, self, nil, nil)
				return s, err
			}
			s, err := py.Format(t, v, spec.String())
			if err != nil {
				return nil, err
			}
			return py.NewStr(s), nil
		}},
		{Name: "__hash__", Fn: func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			h, err := py.Hash(t, pyValueOf(self))
			return py.NewInt(h), err
		}},
		{Name: "__bool__", Fn: func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			b, err := py.Truth(t, pyValueOf(self))
			return py.NewBool(b), err
		}},
		{Name: "__int__", Fn: func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			v, err := m.realPart(t, pyValueOf(self))
			if err != nil {
				return nil, err
			}
			return py.ToInt(t, v)
		}},
		{Name: "__float__", Fn: func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			v, err := m.realPart(t, pyValueOf(self))
			if err != nil {
				return nil, err
			}
			return py.ToFloat(t, v)
		}},
		{Name: "__complex__", Fn: func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			switch x := pyValueOf(self).(type) {
			case py.Complex:
				return x, nil
			default:
				f, err := py.ToFloat(t, x)
				if err != nil {
					return nil, err
				}
				return py.Complex(complex(float64(f.(py.Float)), 0)), nil
			}
		}},
		{Name: "__round__", Fn: m.scalarRound},
		{Name: "__neg__", Fn: m.scalarUnary(un["negative"])},
		{Name: "__pos__", Fn: m.scalarUnary(un["positive"])},
		{Name: "__abs__", Fn: m.scalarUnary(un["absolute"])},
		{Name: "__invert__", Fn: m.scalarUnary(un["invert"])},
	}
	for _, op := range arithDunders {
		methods = append(methods,
			goclass.Method{Name: "__" + op.dunder + "__", Fn: m.scalarBinary(bin[op.ufunc], false)})
		if !op.cmp {
			methods = append(methods, goclass.Method{Name: "__r" + op.dunder + "__", Fn: m.scalarBinary(bin[op.ufunc], true)})
		}
	}
	methods = append(methods,
		goclass.Method{Name: "__divmod__", Fn: m.scalarDivmod(false)},
		goclass.Method{Name: "__rdivmod__", Fn: m.scalarDivmod(true)})
	methods = append(methods, m.scalarArrayMethods()...) //krait:alloc-ok a method table: fixed lists, built once when the class is made
	var err error
	mk := func(name string, bases []*py.Type, ms []goclass.Method, attrs map[string]py.Value) *py.Type {
		if err != nil {
			return nil
		}
		var c *py.Type
		c, err = newClass(t, name, bases, ms, attrs)
		return c
	}
	m.generic = mk("generic", nil, methods, m.scalarProperties())
	m.number = mk("number", []*py.Type{m.generic}, nil, nil)
	m.integer = mk("integer", []*py.Type{m.number}, nil, nil)
	m.signedint = mk("signedinteger", []*py.Type{m.integer}, nil, nil)
	m.unsignedint = mk("unsignedinteger", []*py.Type{m.integer}, nil, nil)
	m.inexact = mk("inexact", []*py.Type{m.number}, nil, nil)
	m.floating = mk("floating", []*py.Type{m.inexact}, nil, nil)
	m.complexfloating = mk("complexfloating", []*py.Type{m.inexact}, nil, nil)
	m.scalarCls[Bool] = mk("bool_", []*py.Type{m.generic}, nil, nil)
	m.scalarCls[Int64] = mk("int64", []*py.Type{m.signedint}, []goclass.Method{{Name: "__index__", Fn: func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		return pyValueOf(self), nil
	}}}, nil)
	m.scalarCls[Float64] = mk("float64", []*py.Type{m.floating, py.FloatType}, nil, nil)
	m.scalarCls[Complex128] = mk("complex128", []*py.Type{m.complexfloating, py.ComplexType}, nil, nil)
	m.scalarCls[Object] = mk("object_", []*py.Type{m.generic}, nil, nil)
	m.scalarCls[Str] = mk("str_", []*py.Type{py.StrType, m.generic}, nil, nil)
	if err != nil {
		return err
	}
	for k := Kind(0); k < numKinds; k++ {
		c := m.scalarCls[k]
		c.Dict.SetStr("__new__", &py.StaticMethod{Func: py.NewBuiltin("__new__", m.scalarNew(k))})
	}
	d := m.mod.Dict
	for _, c := range []*py.Type{m.generic, m.number, m.integer, m.signedint, m.unsignedint, m.inexact, m.floating, m.complexfloating} {
		d.SetStr(c.Name, c)
	}
	for k := Kind(0); k < numKinds; k++ {
		d.SetStr(m.scalarCls[k].Name, m.scalarCls[k])
	}
	for alias, k := range map[string]Kind{"int_": Int64, "intp": Int64, "longlong": Int64, "float_": Float64, "double": Float64,
		"complex_": Complex128, "cdouble": Complex128, "unicode_": Str} {
		d.SetStr(alias, m.scalarCls[k])
	}
	for j, nd := range narrowDtypes {
		base := m.floating
		if nd.kind == Int64 {
			base = m.signedint
			if !nd.signed {
				base = m.unsignedint
			}
		}
		var ms []goclass.Method
		if nd.kind == Int64 {
			ms = []goclass.Method{{Name: "__index__", Fn: func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
				return pyValueOf(self), nil
			}}}
		}
		c := mk(nd.name, []*py.Type{base}, ms, nil)
		if err != nil {
			return err
		}
		c.Dict.SetStr("__new__", &py.StaticMethod{Func: py.NewBuiltin("__new__", m.narrowScalarNew(nd.kind, nd.width))})
		m.narrowCls[j] = c
		d.SetStr(nd.name, c)
		for _, alias := range nd.aliases {
			d.SetStr(alias, c)
		}
	}
	// numpy's other scalar types exist so that code naming them (dtype=
	// np.uint64, np.complex64(x)) gets a TypeError saying what krait's
	// numpy has rather than an AttributeError.
	for _, st := range []struct {
		name    string
		aliases []string
		base    *py.Type
	}{
		{"float128", []string{"longdouble", "longfloat"}, m.floating},
		{"uint64", []string{"uint", "ulonglong", "uintp"}, m.unsignedint},
		{"complex64", []string{"csingle", "singlecomplex"}, m.complexfloating},
		{"complex256", []string{"clongdouble", "clongfloat", "longcomplex"}, m.complexfloating},
		{"datetime64", nil, m.generic}, {"timedelta64", nil, m.signedint},
		{"bytes_", []string{"string_"}, m.generic}, {"void", nil, m.generic},
	} {
		c := mk(st.name, []*py.Type{st.base}, nil, nil)
		if err != nil {
			return err
		}
		name := st.name
		c.Dict.SetStr("__new__", &py.StaticMethod{Func: py.NewBuiltin("__new__", func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			return nil, unsupportedDtype(name)
		})})
		d.SetStr(st.name, c)
		for _, alias := range st.aliases {
			d.SetStr(alias, c)
		}
	}
	d.SetStr("True_", &py.Instance{Class: m.scalarCls[Bool], Base: npBool(true)})
	d.SetStr("False_", &py.Instance{Class: m.scalarCls[Bool], Base: npBool(false)})
	return nil
}

// arithDunders maps Python operator methods to ufuncs.
var arithDunders = []struct {
	dunder, ufunc string
	cmp           bool
}{
	{"add", "add", false}, {"sub", "subtract", false}, {"mul", "multiply", false},
	{"truediv", "true_divide", false}, {"floordiv", "floor_divide", false}, {"mod", "remainder", false},
	{"pow", "power", false}, {"and", "bitwise_and", false}, {"or", "bitwise_or", false},
	{"xor", "bitwise_xor", false}, {"lshift", "left_shift", false}, {"rshift", "right_shift", false},
	{"eq", "equal", true}, {"ne", "not_equal", true}, {"lt", "less", true}, {"le", "less_equal", true},
	{"gt", "greater", true}, {"ge", "greater_equal", true},
}

// scalarNew is np.float64(x) and friends: a conversion of x (arrays of
// more than one element give arrays).
func (m *Module) scalarNew(k Kind) py.BuiltinFunc {
	return func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		if len(args) == 0 {
			return nil, py.NewTypeError("scalar __new__ needs a class")
		}
		args = args[1:]
		if len(kwargs) > 0 || len(args) > 1 {
			return nil, py.NewTypeError("function takes at most 1 argument (%d given)", len(args)+len(kwargs))
		}
		if len(args) == 0 {
			a := newArray(k, nil)
			if k == Object {
				return py.None, nil
			}
			return m.box(a, 0), nil
		}
		v := args[0]
		if k == Object {
			return v, nil
		}
		if k == Str {
			s, err := m.strOf(t, v)
			if err != nil {
				return nil, err
			}
			return &py.Instance{Class: m.scalarCls[Str], Base: s}, nil
		}
		if s, ok := v.(*py.Str); ok && k != Bool {
			a := newArray(k, nil)
			if err := m.setFromStr(a, 0, s.String()); err != nil {
				return nil, err
			}
			return m.box(a, 0), nil
		}
		a, err := m.fromValue(t, v, k, true, 0)
		if err != nil {
			return nil, err
		}
		return m.result(a), nil
	}
}

// narrowScalarNew is np.float32(x), np.uint8(x) and the other narrow
// scalar types: x converted (wrapping around, rounding) as an array of
// that dtype would hold it.
func (m *Module) narrowScalarNew(k Kind, width int) py.BuiltinFunc {
	return func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		if len(args) == 0 {
			return nil, py.NewTypeError("scalar __new__ needs a class")
		}
		args = args[1:]
		if len(kwargs) > 0 || len(args) > 1 {
			return nil, py.NewTypeError("function takes at most 1 argument (%d given)", len(args)+len(kwargs))
		}
		a := newArray(k, nil)
		a.width = width
		if len(args) == 0 {
			return m.box(a, 0), nil
		}
		if s, ok := args[0].(*py.Str); ok {
			if err := m.setFromStr(a, 0, s.String()); err != nil {
				return nil, err
			}
			narrowArray(a)
			return m.box(a, 0), nil
		}
		r, err := m.fromValue(t, args[0], k, true, width)
		if err != nil {
			return nil, err
		}
		return m.result(r), nil
	}
}

// narrowFloatRepr is repr and str of an np.float32 or np.float16: the
// shortest digits of that format, positional from 1e-4 to 1e16 (and for
// zero), scientific otherwise, as numpy 1.24 prints them.
func narrowFloatRepr(x float64, w int) string {
	switch {
	case x != x:
		return "nan"
	case math.IsInf(x, 1):
		return "inf"
	case math.IsInf(x, -1):
		return "-inf"
	}
	ax := math.Abs(x)
	sign := ""
	if math.Signbit(x) {
		sign = "-"
	}
	if ax == 0 || (ax >= 1e-4 && ax < 1e16) {
		s := shortestDigits(ax, 'f', w)
		if !strings.Contains(s, ".") {
			s += ".0"
		}
		return sign + s
	}
	return sign + shortestDigits(ax, 'e', w)
}

// scalarRepr is repr and str of a numpy scalar (as Python prints the
// value, which numpy 1.24 matches).
func (m *Module) scalarRepr(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	if in, ok := self.(*py.Instance); ok {
		if f, ok := in.Base.(npFloat); ok {
			return py.NewStr(narrowFloatRepr(float64(f), m.narrowWidthOf(in.Class))), nil
		}
	}
	v := pyValueOf(self)
	if f, ok := v.(py.Float); ok {
		return py.NewStr(py.FloatRepr(float64(f))), nil
	}
	s, err := py.Repr(t, v)
	if err != nil {
		return nil, err
	}
	return py.NewStr(s), nil
}

// scalarRound is round(x[, ndigits]): a Python int without ndigits, a
// numpy scalar rounded as np.round with them.
func (m *Module) scalarRound(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	a, ok := m.scalarArray(self)
	if !ok {
		return nil, py.NewTypeError("not a numpy scalar")
	}
	if a.kind == Bool {
		return nil, py.NewTypeError("type numpy.bool_ doesn't define __round__ method")
	}
	if len(args) == 0 || args[0] == py.None {
		switch a.kind {
		case Float64:
			x := a.f[0]
			if x != x {
				return nil, py.NewValueError("cannot convert float NaN to integer")
			}
			if math.IsInf(x, 0) {
				return nil, py.NewOverflowError("cannot convert float infinity to integer")
			}
			return py.ToInt(t, py.Float(math.RoundToEven(x)))
		case Complex128:
			return nil, py.NewTypeError("type complex doesn't define __round__ method")
		}
		return py.ToInt(t, pyValueOf(self))
	}
	n, err := cIntArg(t, args[0], cIntFormat)
	if err != nil {
		return nil, err
	}
	r, err := m.roundArray(t, a, n)
	if err != nil {
		return nil, err
	}
	return m.result(r), nil
}

// scalarDivmod is divmod for scalars.
func (m *Module) scalarDivmod(reflected bool) py.BuiltinFunc {
	return func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		return m.divmod(t, func() (py.Value, error) {
			return m.scalarBinary(m.bin["floor_divide"], reflected)(t, self, args, kwargs)
		},
			func() (py.Value, error) { return m.scalarBinary(m.bin["remainder"], reflected)(t, self, args, kwargs) })
	}
}

// scalarProperties are the array attributes scalars have (dtype, shape,
// ndim, size, real, imag, T, itemsize, nbytes).
func (m *Module) scalarProperties() map[string]py.Value {
	props := map[string]py.Value{}
	for _, name := range []string{"dtype", "shape", "ndim", "size", "real", "imag", "T", "itemsize", "nbytes", "strides", "flat", "base"} {
		get := m.arrayProperty(name)
		props[name] = newProperty(name, func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			a, ok := m.scalarArray(self)
			if !ok {
				return nil, py.NewTypeError("not a numpy scalar")
			}
			r, err := get(t, m.Wrap(a), nil, nil)
			if err != nil {
				return nil, err
			}
			if ra, ok := Unwrap(r); ok && len(ra.shape) == 0 {
				return m.box(ra, ra.off), nil
			}
			return r, nil
		})
	}
	return props
}

// scalarArrayMethods are the ndarray methods scalars have: each runs on
// the scalar as a 0-d array, a 0-d result becoming a scalar again.
func (m *Module) scalarArrayMethods() []goclass.Method {
	var out []goclass.Method
	for _, am := range m.arrayMethodTable() {
		switch am.Name {
		case "__repr__", "__str__", "__format__", "__hash__", "__bool__", "__int__", "__float__", "__complex__",
			"__round__", "__index__", "__len__", "__iter__", "__getitem__", "__setitem__", "__contains__",
			"__array_priority__", "__neg__", "__pos__", "__abs__", "__invert__":
			continue
		}
		if len(am.Name) > 4 && am.Name[:2] == "__" {
			continue
		}
		fn := am.Fn
		out = append(out, goclass.Method{Name: am.Name, Fn: func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			a, ok := m.scalarArray(self)
			if !ok {
				return nil, py.NewTypeError("not a numpy scalar")
			}
			r, err := fn(t, m.Wrap(a), args, kwargs)
			if err != nil {
				return nil, err
			}
			if ra, ok := Unwrap(r); ok && len(ra.shape) == 0 {
				return m.box(ra, ra.off), nil
			}
			return r, nil
		}})
	}
	return out
}

// ScalarInt returns the value of a numpy integer or bool scalar
// (np.int64, np.bool_), for Go code reading arguments: these are not
// Python ints, so py.AsInt64 does not see them.
func ScalarInt(v py.Value) (int64, bool) {
	if in, ok := v.(*py.Instance); ok {
		switch x := in.Base.(type) {
		case npInt:
			return int64(x), true
		case npBool:
			return b2i(bool(x)), true
		}
	}
	return 0, false
}

// realPart is v, or for a complex v its real part, with numpy's
// ComplexWarning (int() and float() of a numpy complex scalar).
func (m *Module) realPart(t *py.Thread, v py.Value) (py.Value, error) {
	c, ok := v.(py.Complex)
	if !ok {
		return v, nil
	}
	if err := m.warnComplex(t); err != nil {
		return nil, err
	}
	return py.Float(real(c)), nil
}
