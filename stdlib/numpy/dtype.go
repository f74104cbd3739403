package numpy

import (
	"slices"
	"strconv"
	"strings"

	"github.com/kraitpy/krait/py"
	"github.com/kraitpy/krait/stdlib/internal/goclass"
)

// dtypeInfo is the Go state of a numpy.dtype instance.
type dtypeInfo struct {
	kind  Kind
	width int // characters, for Str
}

// Type implements py.Value (kept in Instance.Base).
func (*dtypeInfo) Type() *py.Type { return opaque }

// kindNames are the dtype names numpy prints.
var kindNames = [numKinds]string{"bool", "int64", "float64", "complex128", "str", "object"}

// name returns dtype.name ("float64", "str160" for '<U5').
func (d *dtypeInfo) name() string {
	if nd := narrowOf(d.kind, d.width); nd != nil {
		return nd.name
	}
	if d.kind == Str {
		return "str" + strconv.Itoa(32*d.width)
	}
	return kindNames[d.kind]
}

// str returns str(dtype): the name, '<U5' for strings.
func (d *dtypeInfo) str() string {
	if nd := narrowOf(d.kind, d.width); nd != nil {
		return nd.name
	}
	if d.kind == Str {
		return "<U" + strconv.Itoa(d.width)
	}
	return kindNames[d.kind]
}

// reprArg returns what repr(dtype) and an array's dtype= suffix show:
// float64, '<U5', object ('O' in repr(dtype)).
func (d *dtypeInfo) reprArg() string {
	if nd := narrowOf(d.kind, d.width); nd != nil {
		return nd.name
	}
	if d.kind == Str {
		return "'<U" + strconv.Itoa(d.width) + "'"
	}
	return kindNames[d.kind]
}

// dtypeOf returns the dtype object of an array.
func (m *Module) dtypeOf(a *Array) py.Value {
	return m.dtypeFor(a.kind, a.width)
}

// dtypeFor returns the dtype object of a kind (and width, for Str).
func (m *Module) dtypeFor(k Kind, width int) py.Value {
	if k == Str {
		if d, ok := m.strTypes[width]; ok {
			return d
		}
		d := &py.Instance{Class: m.dtypeCls, Base: &dtypeInfo{kind: Str, width: width}}
		m.strTypes[width] = d
		return d
	}
	if j := narrowIndex(k, width); j >= 0 {
		return m.narrowDt[j]
	}
	return m.dtypes[k]
}

// dtypeInfoOf returns the state of a dtype instance.
func dtypeInfoOf(v py.Value) (*dtypeInfo, bool) {
	if in, ok := v.(*py.Instance); ok {
		d, ok := in.Base.(*dtypeInfo)
		return d, ok
	}
	return nil, false
}

// unsupportedDtype is the error for numpy dtypes krait's numpy does not
// have (int32, float32, uint8, datetime64, ...).
func unsupportedDtype(name string) error {
	return py.NewTypeError("data type '%s' is not supported by krait's numpy (it has bool, int8, int16, int32, int64, uint8, uint16, uint32, float16, float32, float64, complex128, str and object)", name)
}

// dtypeNames maps the strings numpy accepts as dtypes to kinds.
var dtypeNames = map[string]Kind{
	"bool": Bool, "bool_": Bool, "?": Bool, "b1": Bool, "|b1": Bool, "bool8": Bool,
	"int64": Int64, "int": Int64, "i8": Int64, "<i8": Int64, "l": Int64, "int_": Int64, "intp": Int64, "p": Int64, "q": Int64, "longlong": Int64, "long": Int64,
	"float64": Float64, "float": Float64, "f8": Float64, "<f8": Float64, "d": Float64, "double": Float64, "float_": Float64,
	"complex128": Complex128, "complex": Complex128, "c16": Complex128, "<c16": Complex128, "D": Complex128, "cdouble": Complex128, "complex_": Complex128,
	"object": Object, "O": Object, "object_": Object, "|O": Object,
	"str": Str, "U": Str, "str_": Str, "unicode": Str, "<U": Str,
}

// parseDtype converts a dtype argument (a dtype, a scalar type, a Python
// type or a string) to a kind and, for Str, a width (0: as wide as the
// data).
func (m *Module) parseDtype(t *py.Thread, v py.Value) (Kind, int, error) {
	if d, ok := dtypeInfoOf(v); ok {
		return d.kind, d.width, nil
	}
	switch x := v.(type) {
	case *py.Type:
		switch x {
		case py.FloatType:
			return Float64, 0, nil
		case py.IntType:
			return Int64, 0, nil
		case py.BoolType:
			return Bool, 0, nil
		case py.ComplexType:
			return Complex128, 0, nil
		case py.StrType:
			return Str, 0, nil
		case py.ObjectType:
			return Object, 0, nil
		}
		for k, c := range m.scalarCls {
			if c == x {
				return Kind(k), 0, nil
			}
		}
		for j, c := range m.narrowCls {
			if c == x {
				return narrowDtypes[j].kind, narrowDtypes[j].width, nil
			}
		}
		switch x {
		case m.floating, m.inexact:
			return Float64, 0, nil
		case m.integer, m.signedint, m.number:
			return Int64, 0, nil
		case m.complexfloating:
			return Complex128, 0, nil
		case m.generic:
			return Object, 0, nil
		}
		if strings.HasPrefix(x.Module, "numpy") {
			return 0, 0, unsupportedDtype(x.Name)
		}
		return Object, 0, nil
	case *py.Str:
		s := x.String()
		if k, ok := dtypeNames[s]; ok {
			return k, 0, nil
		}
		for _, nd := range narrowDtypes {
			if s == nd.name || slices.Contains(nd.aliases, s) || slices.Contains(nd.typeStrs, s) {
				return nd.kind, nd.width, nil
			}
		}
		for _, p := range []string{"<U", "U", "=U", "|U"} {
			if rest, ok := strings.CutPrefix(s, p); ok {
				if w, err := strconv.Atoi(rest); err == nil && w >= 0 {
					return Str, w, nil
				}
			}
		}
		if isKnownNumpyDtype(s) {
			return 0, 0, unsupportedDtype(s)
		}
		return 0, 0, py.NewTypeError("data type '%s' not understood", s)
	}
	if v == py.None {
		return Float64, 0, nil
	}
	return 0, 0, py.NewTypeError("Cannot interpret '%s' as a data type", reprOrType(t, v))
}

// isKnownNumpyDtype reports whether s names a numpy dtype krait lacks.
func isKnownNumpyDtype(s string) bool {
	s = strings.TrimLeft(s, "<>=|")
	for _, p := range []string{"int", "uint", "float", "complex", "datetime64", "timedelta64", "i", "u", "f", "c", "M", "m", "S", "a", "V", "bytes", "e", "g", "h", "H", "B", "b", "I", "L", "Q", "F", "G", "half", "single", "longdouble", "byte", "ubyte", "short", "ushort", "intc", "uintc", "ulonglong", "csingle", "clongdouble"} {
		if strings.HasPrefix(s, p) {
			return true
		}
	}
	return false
}

// reprOrType is repr(v) for error messages, or its type name.
func reprOrType(t *py.Thread, v py.Value) string {
	if r, err := py.Repr(t, v); err == nil {
		return r
	}
	return py.TypeName(v)
}

// makeDtypeClass creates numpy.dtype and the dtype objects of each kind.
func (m *Module) makeDtypeClass(t *py.Thread) error {
	prop := func(name string, f func(d *dtypeInfo) py.Value) goclass.Method {
		return goclass.Method{Name: name, Fn: func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			d, _ := dtypeInfoOf(self)
			return f(d), nil
		}}
	}
	props := []goclass.Method{
		prop("name", func(d *dtypeInfo) py.Value { return py.NewStr(d.name()) }),
		prop("kind", func(d *dtypeInfo) py.Value {
			if nd := narrowOf(d.kind, d.width); nd != nil {
				return py.NewStr(nd.kindCh)
			}
			return py.NewStr(string("bifcUO"[d.kind]))
		}),
		prop("char", func(d *dtypeInfo) py.Value {
			if nd := narrowOf(d.kind, d.width); nd != nil {
				return py.NewStr(nd.ch)
			}
			return py.NewStr(string("?ldDUO"[d.kind]))
		}),
		prop("itemsize", func(d *dtypeInfo) py.Value {
			if nd := narrowOf(d.kind, d.width); nd != nil {
				return py.NewInt(nd.itemsize)
			}
			if d.kind == Str {
				return py.NewInt(int64(4 * d.width))
			}
			if d.kind == Object {
				return py.NewInt(8)
			}
			return py.NewInt(itemSize(d.kind))
		}),
		prop("str", func(d *dtypeInfo) py.Value {
			if nd := narrowOf(d.kind, d.width); nd != nil {
				return py.NewStr(nd.str)
			}
			return py.NewStr([numKinds]string{"|b1", "<i8", "<f8", "<c16", "<U" + strconv.Itoa(d.width), "|O"}[d.kind])
		}),
		prop("type", func(d *dtypeInfo) py.Value {
			if j := narrowIndex(d.kind, d.width); j >= 0 {
				return m.narrowCls[j]
			}
			return m.scalarCls[d.kind]
		}),
		prop("ndim", func(d *dtypeInfo) py.Value { return py.NewInt(0) }),
		prop("shape", func(d *dtypeInfo) py.Value { return py.NewTuple(nil) }),
		prop("names", func(d *dtypeInfo) py.Value { return py.None }),
		prop("fields", func(d *dtypeInfo) py.Value { return py.None }),
		prop("byteorder", func(d *dtypeInfo) py.Value {
			if nd := narrowOf(d.kind, d.width); d.kind == Bool || d.kind == Object || (nd != nil && nd.itemsize == 1) {
				return py.NewStr("|")
			}
			return py.NewStr("=")
		}),
		prop("isbuiltin", func(d *dtypeInfo) py.Value { return py.NewInt(1) }),
	}
	attrs := map[string]py.Value{}
	for _, p := range props {
		attrs[p.Name] = newProperty(p.Name, p.Fn)
	}
	cls, err := goclass.New(t, goclass.Spec{Module: "numpy", Name: "dtype", TpName: "numpy.dtype",
		Methods: []goclass.Method{
			{Name: "__repr__", Fn: func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
				d, _ := dtypeInfoOf(self)
				if d.kind == Object {
					return py.NewStr("dtype('O')"), nil
				}
				if d.kind == Str {
					return py.NewStr("dtype(" + d.reprArg() + ")"), nil
				}
				return py.NewStr("dtype('" + d.name() + "')"), nil
			}},
			{Name: "__str__", Fn: func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
				d, _ := dtypeInfoOf(self)
				return py.NewStr(d.str()), nil
			}},
			{Name: "__eq__", Fn: m.dtypeEq(false)},
			{Name: "__hash__", Fn: func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
				d, _ := dtypeInfoOf(self)
				return py.NewInt(int64(d.kind)*1000003 + int64(d.width)), nil
			}},
			{Name: "__ne__", Fn: m.dtypeEq(true)},
		},
		Statics: []goclass.Method{{Name: "__new__", Fn: func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			if len(args) < 2 {
				return nil, py.NewTypeError("dtype() missing required argument 'dtype' (pos 0)")
			}
			k, w, err := m.parseDtype(t, args[1])
			if err != nil {
				return nil, err
			}
			return m.dtypeFor(k, w), nil
		}}},
		Attrs: attrs,
	})
	if err != nil {
		return err
	}
	m.dtypeCls = cls
	for k := Kind(0); k < numKinds; k++ {
		m.dtypes[k] = &py.Instance{Class: cls, Base: &dtypeInfo{kind: k}}
	}
	for j, nd := range narrowDtypes {
		m.narrowDt[j] = &py.Instance{Class: cls, Base: &dtypeInfo{kind: nd.kind, width: nd.width}}
	}
	m.mod.Dict.SetStr("dtype", cls)
	return nil
}

// dtypeEq is dtype.__eq__ (and __ne__): equal to anything naming the
// same dtype.
func (m *Module) dtypeEq(negate bool) py.BuiltinFunc {
	return func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		d, _ := dtypeInfoOf(self)
		if len(args) != 1 {
			return nil, py.NewTypeError("expected 1 argument")
		}
		k, w, err := m.parseDtype(t, args[0])
		eq := err == nil && k == d.kind && (k == Object || w == d.width)
		if _, isType := args[0].(*py.Type); isType && err == nil && k == Object && d.kind == Object {
			eq = true
		}
		return py.NewBool(eq != negate), nil
	}
}

// promote returns the kind two operands of a binary operation compute in.
func promote(a, b Kind) Kind {
	if a == Object || b == Object {
		return Object
	}
	if a == Str || b == Str {
		if a == b {
			return Str
		}
		return Object
	}
	return max(a, b)
}
