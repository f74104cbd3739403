package py

import (
	"math"
	"math/big"

	"github.com/kraitpy/krait/internal/pyfmt"
)

// This file holds the constructors of the built-in types (what calling
// int, str, list, ... does), installed as Type.New at init.

var (
	strInt   = internStr("__int__")
	strFloat = internStr("__float__")
	strTrunc = internStr("__trunc__")
)

// integerValue converts pyfmt's Integer to a Value.
func integerValue(i pyfmt.Integer) Value {
	if i.Big != nil {
		return NewBigInt(i.Big)
	}
	return NewInt(i.Small)
}

// newInt is int(x=0, base=10).
func newInt(t *Thread, typ *Type, args []Value, kwargs []Kwarg) (Value, error) {
	var x, base Value
	if err := UnpackArgs("int", args, kwargs, []string{"x/", "base"}, 0, &x, &base); err != nil {
		return nil, err
	}
	if x == nil {
		if base != nil {
			return nil, NewTypeError("int() missing string argument")
		}
		return NewInt(0), nil
	}
	if base != nil {
		b, err := Index(t, base)
		if err != nil {
			return nil, err
		}
		if b != 0 && (b < 2 || b > 36) {
			return nil, NewValueError("int() base must be >= 2 and <= 36, or 0")
		}
		switch s := unwrapBase(x).(type) {
		case *Str:
			return parseIntStr(t, s.s, int(b))
		case *Bytes:
			r, err := pyfmt.ParseIntBytes([]byte(s.s), int(b), maxStrDigits)
			if err != nil {
				return nil, t.convertFmtError(err)
			}
			return integerValue(r), nil
		}
		return nil, NewTypeError("int() can't convert non-string with explicit base")
	}
	return ToInt(t, x)
}

// parseIntStr is int(s, base) for a str.
func parseIntStr(t *Thread, s string, base int) (Value, error) {
	if err := t.Charge(int64(len(s)) / 16); err != nil {
		return nil, err
	}
	r, err := pyfmt.ParseInt(s, base, maxStrDigits)
	if err != nil {
		return nil, t.convertFmtError(err)
	}
	return integerValue(r), nil
}

// ToInt is int(x) for one argument: ints, floats (truncated), strings,
// and objects with __int__, __index__ or __trunc__.
func ToInt(t *Thread, x Value) (Value, error) { return toInt(t, x, x) }

// toInt is ToInt; outer is the value the caller asked about: an instance delegating to its
// built-in part (Instance.Base) is named in the error, not the part.
func toInt(t *Thread, x, outer Value) (Value, error) {
	switch v := x.(type) {
	case Int, *BigInt:
		return v, nil
	case Bool:
		if v {
			return NewInt(1), nil
		}
		return NewInt(0), nil
	case Float:
		return floatToInt(float64(v))
	case *Str:
		return parseIntStr(t, v.s, 10)
	case *Bytes:
		r, err := pyfmt.ParseIntBytes([]byte(v.s), 10, maxStrDigits)
		if err != nil {
			return nil, t.convertFmtError(err)
		}
		return integerValue(r), nil
	case *ByteArray:
		r, err := pyfmt.ParseIntBytes(v.b, 10, maxStrDigits)
		if err != nil {
			return nil, t.convertFmtError(err)
		}
		return integerValue(r), nil
	case *Instance:
		for _, name := range []*Str{strInt, strIndex, strTrunc} {
			if f := v.Class.lookupUser(name); f != nil {
				r, err := callMethodValue(t, f, v)
				if err != nil {
					return nil, err
				}
				if !isIntValue(r) {
					return nil, NewTypeError("%s returned non-int (type %s)", name.s, typeName(r))
				}
				return ToInt(t, unwrapBase(r))
			}
		}
		if v.Base != nil {
			return toInt(t, v.Base, outer)
		}
	}
	return nil, NewTypeError("int() argument must be a string, a bytes-like object or a real number, not '%s'", typeName(outer))
}

// floatToInt truncates a float to an int.
func floatToInt(f float64) (Value, error) {
	if math.IsNaN(f) {
		return nil, NewValueError("cannot convert float NaN to integer")
	}
	if math.IsInf(f, 0) {
		return nil, NewOverflowError("cannot convert float infinity to integer")
	}
	if f > -9.2e18 && f < 9.2e18 {
		return NewInt(int64(f)), nil
	}
	b, _ := big.NewFloat(math.Trunc(f)).Int(nil)
	return NewBigInt(b), nil
}

// newFloat is float(x=0.0).
func newFloat(t *Thread, typ *Type, args []Value, kwargs []Kwarg) (Value, error) {
	if err := CheckPositional("float", args, kwargs, 0, 1); err != nil {
		return nil, err
	}
	if len(args) == 0 {
		return Float(0), nil
	}
	return ToFloat(t, args[0])
}

// ToFloat is float(x).
func ToFloat(t *Thread, x Value) (Value, error) { return toFloat(t, x, x) }

// toFloat is ToFloat; outer is the value the caller asked about: an instance delegating to its
// built-in part (Instance.Base) is named in the error, not the part.
func toFloat(t *Thread, x, outer Value) (Value, error) {
	switch v := x.(type) {
	case Float:
		return v, nil
	case Int, *BigInt, Bool:
		f, err := IntToFloat(v)
		if err != nil {
			return nil, err
		}
		return Float(f), nil
	case *Str:
		f, err := pyfmt.ParseFloat(v.s)
		if err != nil {
			return nil, t.convertFmtError(err)
		}
		return Float(f), nil
	case *Bytes:
		f, err := pyfmt.ParseFloatBytes([]byte(v.s))
		if err != nil {
			return nil, t.convertFmtError(err)
		}
		return Float(f), nil
	case *Instance:
		if f := v.Class.lookupUser(strFloat); f != nil {
			r, err := callMethodValue(t, f, v)
			if err != nil {
				return nil, err
			}
			if fv, ok := unwrapBase(r).(Float); ok {
				return fv, nil
			}
			return nil, NewTypeError("%s.__float__ returned non-float (type %s)", v.Class.Name, typeName(r))
		}
		if f := v.Class.lookupUser(strIndex); f != nil {
			x, err := indexFloat(t, v, f)
			if err != nil {
				return nil, err
			}
			return Float(x), nil
		}
		if v.Base != nil {
			return toFloat(t, v.Base, outer)
		}
	}
	return nil, NewTypeError("float() argument must be a string or a real number, not '%s'", typeName(outer))
}

// newComplex is complex(real=0, imag=0), CPython 3.11's complex_new: a
// string is parsed; otherwise the first argument's __complex__ is tried,
// then each part must be a complex or have __float__ or __index__.
func newComplex(t *Thread, typ *Type, args []Value, kwargs []Kwarg) (Value, error) {
	var re, im Value
	if err := UnpackArgs("complex", args, kwargs, []string{"real", "imag"}, 0, &re, &im); err != nil {
		return nil, err
	}
	if re == nil {
		re = Int(0)
	}
	if s, ok := unwrapBase(re).(*Str); ok {
		if im != nil {
			return nil, NewTypeError("complex() can't take second arg if first is a string")
		}
		return parseComplex(t, s.s)
	}
	if im != nil {
		if _, ok := unwrapBase(im).(*Str); ok {
			return nil, NewTypeError("complex() second arg can't be a string")
		}
	}
	re, err := complexSpecial(t, re)
	if err != nil {
		return nil, err
	}
	if !complexPartOK(re) {
		return nil, NewTypeError("complex() first argument must be a string or a number, not '%s'", typeName(re))
	}
	if im != nil && !complexPartOK(im) {
		return nil, NewTypeError("complex() second argument must be a number, not '%s'", typeName(im))
	}
	// As CPython: a complex part keeps both its components, a real part is
	// converted to a float; they are combined only when they are complex,
	// so complex(0, -0.0) keeps its -0.0.
	cr, reIsComplex := unwrapBase(re).(Complex)
	if !reIsComplex {
		f, err := complexPartFloat(t, re)
		if err != nil {
			return nil, err
		}
		cr = Complex(complex(f, 0))
	}
	if im == nil {
		return cr, nil
	}
	ci, imIsComplex := unwrapBase(im).(Complex)
	if !imIsComplex {
		f, err := complexPartFloat(t, im)
		if err != nil {
			return nil, err
		}
		ci = Complex(complex(f, 0))
	}
	r, i := real(cr), real(ci)
	if imIsComplex {
		r -= imag(ci)
	}
	if reIsComplex {
		i += imag(cr)
	}
	return Complex(complex(r, i)), nil
}

var strComplex = internStr("__complex__")

// complexSpecial returns v.__complex__() when v's class defines it (it
// must return a complex), else v.
func complexSpecial(t *Thread, v Value) (Value, error) {
	in, ok := v.(*Instance)
	if !ok {
		return v, nil
	}
	f := in.Class.lookupUser(strComplex)
	if f == nil {
		return v, nil
	}
	r, err := callMethodValue(t, f, v)
	if err != nil {
		return nil, err
	}
	if _, ok := unwrapBase(r).(Complex); !ok {
		return nil, NewTypeError("__complex__ returned non-complex (type %s)", typeName(r))
	}
	return r, nil
}

// AsCComplex converts an argument as CPython's PyComplex_AsCComplex (the
// "D" argument format of cmath's functions): a complex, subclasses too,
// as it is; else the complex its __complex__ method returns; else a real
// number (float, int, __float__, __index__) with a zero imaginary part.
// Anything else is "must be real number, not X".
func AsCComplex(t *Thread, v Value) (complex128, error) {
	if c, ok := unwrapBase(v).(Complex); ok {
		return complex128(c), nil
	}
	if in, ok := v.(*Instance); ok && in.Class.lookupUser(strComplex) != nil {
		r, err := complexSpecial(t, v)
		if err != nil {
			return 0, err
		}
		return complex128(unwrapBase(r).(Complex)), nil
	}
	if !complexPartOK(v) {
		return 0, NewTypeError("must be real number, not %s", typeName(v))
	}
	f, err := complexPartFloat(t, v)
	return complex(f, 0), err
}

// complexPartOK reports whether v can be a part of complex(): a complex,
// or a number with __float__ or __index__.
func complexPartOK(v Value) bool {
	switch x := v.(type) {
	case Int, *BigInt, Bool, Float, Complex:
		return true
	case *Instance:
		if x.Class.lookupUser(strFloat) != nil || x.Class.lookupUser(strIndex) != nil {
			return true
		}
		if x.Base != nil {
			return complexPartOK(x.Base)
		}
	}
	return false
}

// complexPartFloat is float(v) for a part of complex() that complexPartOK
// accepted and that is not a complex: __float__ first (a subclass of a
// built-in number inherits its base's), then __index__.
func complexPartFloat(t *Thread, v Value) (float64, error) {
	if in, ok := v.(*Instance); ok && in.Class.lookupUser(strFloat) == nil {
		if in.Base != nil {
			return complexPartFloat(t, in.Base)
		}
		return indexFloat(t, v, in.Class.lookupUser(strIndex))
	}
	f, err := ToFloat(t, v)
	if err != nil {
		return 0, err
	}
	x, _, err := AsFloat(f)
	return x, err
}

// indexFloat converts v to a float through its class's __index__ method
// f, as PyNumber_Float does for a value without __float__ (an int too
// large for a float raises OverflowError).
func indexFloat(t *Thread, v, f Value) (float64, error) {
	r, err := callMethodValue(t, f, v)
	if err != nil {
		return 0, err
	}
	if !isIntValue(r) {
		return 0, NewTypeError("__index__ returned non-int (type %s)", typeName(r))
	}
	return IntToFloat(unwrapBase(r))
}

// parseComplex is complex(s) for a string s.
func parseComplex(t *Thread, s string) (Value, error) {
	c, err := pyfmt.ParseComplex(s)
	if err != nil {
		return nil, t.convertFmtError(err)
	}
	return Complex(c), nil
}

// newStr is str(object=”) and str(bytes, encoding, errors).
func newStr(t *Thread, typ *Type, args []Value, kwargs []Kwarg) (Value, error) {
	var obj, encoding, errs Value
	if err := UnpackArgs("str", args, kwargs, []string{"object", "encoding", "errors"}, 0, &obj, &encoding, &errs); err != nil {
		return nil, err
	}
	if obj == nil {
		return emptyStr, nil
	}
	if encoding == nil && errs == nil {
		return StrValue(t, obj)
	}
	if encoding != nil {
		if _, ok := encoding.(*Str); !ok {
			return nil, NewTypeError("str() argument 'encoding' must be str, not %s", typeName(encoding))
		}
	}
	b, ok := asByteString(obj)
	if !ok {
		return nil, NewTypeError("decoding to str: need a bytes-like object, %s found", typeName(obj))
	}
	if errs != nil {
		if _, ok := errs.(*Str); !ok {
			return nil, NewTypeError("str() argument 'errors' must be str, not %s", typeName(errs))
		}
	}
	return decodeBytes(t, "str", b, encoding, errs)
}

// newBool is bool(x=False).
func newBool(t *Thread, typ *Type, args []Value, kwargs []Kwarg) (Value, error) {
	if err := CheckPositional("bool", args, kwargs, 0, 1); err != nil {
		return nil, err
	}
	if len(args) == 0 {
		return False, nil
	}
	b, err := Truth(t, args[0])
	if err != nil {
		return nil, err
	}
	return NewBool(b), nil
}

// newList is list(iterable=()).
func newList(t *Thread, typ *Type, args []Value, kwargs []Kwarg) (Value, error) {
	if err := CheckPositional("list", args, kwargs, 0, 1); err != nil {
		return nil, err
	}
	if len(args) == 0 {
		return NewListCharged(t, nil)
	}
	items, err := iterateHinted(t, args[0])
	if err != nil {
		return nil, err
	}
	if tu, ok := args[0].(*Tuple); ok {
		return NewListCopy(t, tu.items)
	}
	return NewListCharged(t, items)
}

// iterateHinted is iterateAll as list() and tuple() do it: after
// getting the iterator, CPython's length hint calls a user __len__, whose
// errors other than TypeError propagate (a negative length is a
// ValueError).
func iterateHinted(t *Thread, v Value) ([]Value, error) {
	if in, ok := v.(*Instance); !ok || in.Class.lookupUser(strLen) == nil {
		return iterateAll(t, v)
	}
	it, err := Iterate(t, v)
	if err != nil {
		return nil, err
	}
	if _, err := Len(t, v); err != nil && !isTypeError(err) {
		return nil, err
	}
	return iterateAll(t, it)
}

// newTuple is tuple(iterable=()).
func newTuple(t *Thread, typ *Type, args []Value, kwargs []Kwarg) (Value, error) {
	if err := CheckPositional("tuple", args, kwargs, 0, 1); err != nil {
		return nil, err
	}
	if len(args) == 0 {
		return emptyTuple, nil
	}
	if tu, ok := args[0].(*Tuple); ok {
		return tu, nil
	}
	items, err := iterateHinted(t, args[0])
	if err != nil {
		return nil, err
	}
	if _, ok := args[0].(*List); !ok {
		return NewTupleCharged(t, items)
	}
	return NewTupleCharged(t, items)
}

// newDict is dict(mapping_or_iterable=(), **kwargs).
func newDict(t *Thread, typ *Type, args []Value, kwargs []Kwarg) (Value, error) {
	if len(args) > 1 {
		return nil, NewTypeError("dict expected at most 1 argument, got %d", len(args))
	}
	if err := t.Alloc(64); err != nil {
		return nil, err
	}
	d := NewDict()
	if len(args) == 1 {
		if err := dictUpdateFrom(t, d, args[0]); err != nil {
			return nil, err
		}
	}
	for _, kw := range kwargs {
		if err := d.Set(t, NewStr(kw.Name), kw.Value); err != nil {
			return nil, err
		}
	}
	return d, nil
}

// newSet is set(iterable=()).
func newSet(t *Thread, typ *Type, args []Value, kwargs []Kwarg) (Value, error) {
	if err := CheckPositional("set", args, kwargs, 0, 1); err != nil {
		return nil, err
	}
	if len(args) == 0 {
		return NewSetFrom(t, nil)
	}
	return NewSetFrom(t, args[0])
}

// newFrozenSet is frozenset(iterable=()).
func newFrozenSet(t *Thread, typ *Type, args []Value, kwargs []Kwarg) (Value, error) {
	if err := CheckPositional("frozenset", args, kwargs, 0, 1); err != nil {
		return nil, err
	}
	if len(args) == 0 {
		return NewFrozenSetFrom(t, nil)
	}
	if f, ok := args[0].(*FrozenSet); ok && typ == FrozenSetType {
		return f, nil
	}
	return NewFrozenSetFrom(t, args[0])
}

// newRange is range(stop) / range(start, stop[, step]): each argument
// through __index__, ints of any size.
func newRange(t *Thread, typ *Type, args []Value, kwargs []Kwarg) (Value, error) {
	if err := CheckPositional("range", args, kwargs, 1, 3); err != nil {
		return nil, err
	}
	var vals [3]Value
	small := true
	for i, a := range args {
		v, ok, err := indexInt(t, a)
		if err != nil {
			return nil, err
		}
		if !ok {
			return nil, NewTypeError("'%s' object cannot be interpreted as an integer", typeName(a))
		}
		_, isSmall := v.(Int)
		small = small && isSmall
		vals[i] = v
	}
	start, stop, step := Value(NewInt(0)), vals[0], Value(NewInt(1))
	if len(args) > 1 {
		start, stop = vals[0], vals[1]
	}
	if len(args) == 3 {
		step = vals[2]
		if i, ok := step.(Int); ok && i == 0 {
			return nil, NewValueError("range() arg 3 must not be zero")
		}
	}
	if small {
		return NewRange(int64(start.(Int)), int64(stop.(Int)), int64(step.(Int))), nil
	}
	b := func(v Value) *big.Int {
		x, _ := AsBig(v)
		return new(big.Int).Set(x)
	}
	return newBigRange(b(start), b(stop), b(step)), nil
}

// newSlice is slice(stop) / slice(start, stop[, step]).
func newSlice(t *Thread, typ *Type, args []Value, kwargs []Kwarg) (Value, error) {
	if err := CheckPositional("slice", args, kwargs, 1, 3); err != nil {
		return nil, err
	}
	switch len(args) {
	case 1:
		return NewSlice(nil, args[0], nil), nil
	case 2:
		return NewSlice(args[0], args[1], nil), nil
	}
	return NewSlice(args[0], args[1], args[2]), nil
}

// newBytes is bytes(source) for the common sources.
func newBytes(t *Thread, typ *Type, args []Value, kwargs []Kwarg) (Value, error) {
	b, err := bytesFromArgs(t, "bytes", args, kwargs)
	if err != nil {
		return nil, err
	}
	return NewBytes(string(b)), nil
}

// newByteArray is bytearray(source).
func newByteArray(t *Thread, typ *Type, args []Value, kwargs []Kwarg) (Value, error) {
	b, err := bytesFromArgs(t, "bytearray", args, kwargs)
	if err != nil {
		return nil, err
	}
	return NewByteArray(b), nil
}

// bytesFromArgs implements the source argument of bytes()/bytearray().
func bytesFromArgs(t *Thread, name string, args []Value, kwargs []Kwarg) ([]byte, error) {
	var src, encoding, errs Value
	if err := UnpackArgs(name, args, kwargs, []string{"source", "encoding", "errors"}, 0, &src, &encoding, &errs); err != nil {
		return nil, err
	}
	if src == nil {
		return nil, nil
	}
	if s, ok := src.(*Str); ok {
		if encoding == nil {
			return nil, NewTypeError("string argument without an encoding")
		}
		r, err := encodeStr(t, name, s.s, encoding, errs)
		if err != nil {
			return nil, err
		}
		return []byte(r), nil
	}
	if encoding != nil {
		return nil, NewTypeError("encoding without a string argument")
	}
	if b, ok := asByteString(src); ok {
		if err := t.Alloc(int64(len(b))); err != nil {
			return nil, err
		}
		return []byte(b), nil
	}
	if n, ok, err := indexValue(t, src); ok || err != nil {
		if err != nil {
			return nil, err
		}
		if n < 0 {
			return nil, NewValueError("negative count")
		}
		if err := t.Alloc(n); err != nil {
			return nil, err
		}
		return make([]byte, n), nil
	}
	items, err := iterateAll(t, src)
	if err != nil {
		if ex, ok := err.(*Exception); ok && ex.typ == TypeErrorType {
			return nil, NewTypeError("cannot convert '%s' object to %s", typeName(src), name)
		}
		return nil, err
	}
	out := make([]byte, len(items))
	for i, it := range items {
		c, ok, err := indexValue(t, it)
		if err != nil {
			return nil, err
		}
		if !ok {
			return nil, NewTypeError("'%s' object cannot be interpreted as an integer", typeName(it))
		}
		if c < 0 || c > 255 {
			if name == "bytearray" {
				return nil, NewValueError("byte must be in range(0, 256)")
			}
			return nil, NewValueError("bytes must be in range(0, 256)")
		}
		out[i] = byte(c)
	}
	return out, nil
}

// singletonNew makes the constructor of a singleton's type: type(None)()
// is None.
func singletonNew(name string, v Value) NewFunc {
	return func(t *Thread, typ *Type, args []Value, kwargs []Kwarg) (Value, error) {
		if len(args) > 0 || len(kwargs) > 0 {
			return nil, NewTypeError("%s takes no arguments", name)
		}
		return v, nil
	}
}

// newObject is object().
func newObject(t *Thread, typ *Type, args []Value, kwargs []Kwarg) (Value, error) {
	if len(args) > 0 || len(kwargs) > 0 {
		return nil, NewTypeError("object() takes no arguments")
	}
	if err := t.Alloc(32); err != nil {
		return nil, err
	}
	return &Instance{Class: ObjectType}, nil
}

// newProperty is property(fget=None, fset=None, fdel=None, doc=None).
func newProperty(t *Thread, typ *Type, args []Value, kwargs []Kwarg) (Value, error) {
	p := &Property{}
	if err := UnpackArgs("property", args, kwargs, []string{"fget", "fset", "fdel", "doc"}, 0, &p.Get, &p.Set, &p.Del, &p.Doc); err != nil {
		return nil, err
	}
	return p, nil
}

// newStaticMethod is staticmethod(f).
func newStaticMethod(t *Thread, typ *Type, args []Value, kwargs []Kwarg) (Value, error) {
	if err := CheckPositional("staticmethod", args, kwargs, 1, 1); err != nil {
		return nil, err
	}
	return &StaticMethod{Func: args[0]}, nil
}

// newClassMethod is classmethod(f).
func newClassMethod(t *Thread, typ *Type, args []Value, kwargs []Kwarg) (Value, error) {
	if err := CheckPositional("classmethod", args, kwargs, 1, 1); err != nil {
		return nil, err
	}
	return &ClassMethod{Func: args[0]}, nil
}

func init() {
	IntType.New = newInt
	BoolType.New = newBool
	FloatType.New = newFloat
	ComplexType.New = newComplex
	StrType.New = newStr
	ListType.New = newList
	TupleType.New = newTuple
	DictType.New = newDict
	SetType.New = newSet
	FrozenSetType.New = newFrozenSet
	RangeType.New = newRange
	SliceType.New = newSlice
	BytesType.New = newBytes
	ByteArrayType.New = newByteArray
	ObjectType.New = newObject
	PropertyType.New = newProperty
	StaticMethodType.New = newStaticMethod
	ClassMethodType.New = newClassMethod
	SuperType.New = newSuper
	NoneTypeType.New = singletonNew("NoneType", None)
	NotImplementedTypeType.New = singletonNew("NotImplementedType", NotImplemented)
	EllipsisTypeType.New = singletonNew("ellipsis", Ellipsis)
}
