package py

import (
	"math"
	"math/big"
	"math/bits"

	"github.com/kraitpy/krait/internal/pyfmt"
)

// asIntSelf returns self's int value as a *big.Int (shared; read only).
func asIntSelf(self Value) *big.Int {
	b, _ := AsBig(unwrapBase(self))
	return b
}

var intMethods = []methodDef{
	{"bit_length", func(t *Thread, self Value, args []Value, kwargs []Kwarg) (Value, error) {
		if err := CheckNoArgs("int.bit_length", args, kwargs); err != nil {
			return nil, err
		}
		if i, ok := AsInt64(unwrapBase(self)); ok {
			return NewInt(int64(bits.Len64(absU(i)))), nil
		}
		return NewInt(int64(asIntSelf(self).BitLen())), nil
	}},
	{"bit_count", func(t *Thread, self Value, args []Value, kwargs []Kwarg) (Value, error) {
		if err := CheckNoArgs("int.bit_count", args, kwargs); err != nil {
			return nil, err
		}
		b := new(big.Int).Abs(asIntSelf(self))
		n := 0
		for _, w := range b.Bits() {
			n += bits.OnesCount(uint(w))
		}
		return NewInt(int64(n)), nil
	}},
	{"conjugate", func(t *Thread, self Value, args []Value, kwargs []Kwarg) (Value, error) {
		if err := CheckNoArgs("int.conjugate", args, kwargs); err != nil {
			return nil, err
		}
		return ToInt(t, unwrapBase(self))
	}},
	{"as_integer_ratio", func(t *Thread, self Value, args []Value, kwargs []Kwarg) (Value, error) {
		if err := CheckNoArgs("int.as_integer_ratio", args, kwargs); err != nil {
			return nil, err
		}
		v, err := ToInt(t, unwrapBase(self))
		if err != nil {
			return nil, err
		}
		return NewTuple([]Value{v, NewInt(1)}), nil
	}},
	{"to_bytes", func(t *Thread, self Value, args []Value, kwargs []Kwarg) (Value, error) {
		var length, order, signed Value
		if err := UnpackArgs("to_bytes", args, kwargs, []string{"length", "byteorder", "*signed"}, 0, &length, &order, &signed); err != nil {
			return nil, err
		}
		n := int64(1)
		if length != nil {
			var err error
			if n, err = Index(t, length); err != nil {
				return nil, err
			}
		}
		if n < 0 {
			return nil, NewValueError("length argument must be non-negative")
		}
		if err := t.Alloc(n); err != nil {
			return nil, err
		}
		little, err := byteOrder(order)
		if err != nil {
			return nil, err
		}
		isSigned := false
		if signed != nil {
			if isSigned, err = Truth(t, signed); err != nil {
				return nil, err
			}
		}
		v := asIntSelf(self)
		if v.Sign() < 0 && !isSigned {
			return nil, NewOverflowError("can't convert negative int to unsigned")
		}
		x := new(big.Int).Set(v)
		if v.Sign() < 0 {
			x.Add(x, new(big.Int).Lsh(big.NewInt(1), uint(8*n)))
		}
		limitBits := int(8 * n)
		if isSigned {
			limitBits--
		}
		if (v.Sign() >= 0 && v.BitLen() > limitBits) || (v.Sign() < 0 && (x.Sign() < 0 || x.BitLen() > int(8*n) || new(big.Int).Neg(v).Cmp(new(big.Int).Lsh(big.NewInt(1), uint(limitBits))) > 0)) {
			return nil, NewOverflowError("int too big to convert")
		}
		out := x.FillBytes(make([]byte, n))
		if little {
			for i, j := 0, len(out)-1; i < j; i, j = i+1, j-1 {
				out[i], out[j] = out[j], out[i]
			}
		}
		return NewBytes(string(out)), nil
	}},
	{"__index__", func(t *Thread, self Value, args []Value, kwargs []Kwarg) (Value, error) {
		return ToInt(t, unwrapBase(self))
	}},
	{"__int__", func(t *Thread, self Value, args []Value, kwargs []Kwarg) (Value, error) {
		return ToInt(t, unwrapBase(self))
	}},
	{"__float__", func(t *Thread, self Value, args []Value, kwargs []Kwarg) (Value, error) {
		return ToFloat(t, unwrapBase(self))
	}},
	{"__format__", func(t *Thread, self Value, args []Value, kwargs []Kwarg) (Value, error) {
		return formatMethod(t, self, args, kwargs, "int")
	}},
}

// formatMethod is the __format__ method of built-in numbers and str.
func formatMethod(t *Thread, self Value, args []Value, kwargs []Kwarg, qual string) (Value, error) {
	if err := CheckExactlyOne(qual+".__format__", args, kwargs); err != nil {
		return nil, err
	}
	spec, ok := args[0].(*Str)
	if !ok {
		return nil, ArgError("__format__", 1, "str", args[0])
	}
	s, err := Format(t, unwrapBase(self), spec.s)
	if err != nil {
		return nil, err
	}
	return NewStr(s), nil
}

// byteOrder parses the byteorder argument ("big" by default).
func byteOrder(v Value) (bool, error) {
	if v == nil {
		return false, nil
	}
	s, ok := v.(*Str)
	if !ok {
		return false, ArgError("to_bytes", 2, "str", v)
	}
	switch s.s {
	case "little":
		return true, nil
	case "big":
		return false, nil
	}
	return false, NewValueError("byteorder must be either 'little' or 'big'")
}

// intFromBytes is int.from_bytes(bytes, byteorder='big', *, signed=False).
func intFromBytes(t *Thread, _ Value, args []Value, kwargs []Kwarg) (Value, error) {
	var cls, src, order, signed Value
	if len(args) > 0 {
		cls, args = args[0], args[1:]
	}
	if err := UnpackArgs("from_bytes", args, kwargs, []string{"bytes", "byteorder", "*signed"}, 1, &src, &order, &signed); err != nil {
		return nil, err
	}
	b, ok := asByteString(src)
	if _, isStr := unwrapBase(src).(*Str); isStr {
		return nil, NewTypeError("cannot convert '%s' object to bytes", typeName(src))
	}
	if !ok {
		items, err := bytesFromArgs(t, "bytes", []Value{src}, nil)
		if err != nil {
			return nil, err
		}
		b = string(items)
	}
	little, err := byteOrder(order)
	if err != nil {
		return nil, err
	}
	buf := []byte(b)
	if little {
		for i, j := 0, len(buf)-1; i < j; i, j = i+1, j-1 {
			buf[i], buf[j] = buf[j], buf[i]
		}
	}
	x := new(big.Int).SetBytes(buf)
	if signed != nil {
		if s, err := Truth(t, signed); err != nil {
			return nil, err
		} else if s && len(buf) > 0 && buf[0]&0x80 != 0 {
			x.Sub(x, new(big.Int).Lsh(big.NewInt(1), uint(8*len(buf)))) //krait:alloc-ok as many bits as the bytes that exist (int.from_bytes of them)
		}
	}
	v := NewBigInt(x)
	if c, ok := cls.(*Type); ok && c != IntType {
		return Call(t, c, []Value{v}, nil)
	}
	return v, nil
}

// asFloatSelf returns self's float value.
func asFloatSelf(self Value) float64 {
	f, _, _ := AsFloat(unwrapBase(self))
	return f
}

var floatMethods = []methodDef{
	{"is_integer", func(t *Thread, self Value, args []Value, kwargs []Kwarg) (Value, error) {
		if err := CheckNoArgs("float.is_integer", args, kwargs); err != nil {
			return nil, err
		}
		f := asFloatSelf(self)
		return NewBool(!math.IsInf(f, 0) && f == math.Trunc(f)), nil
	}},
	{"as_integer_ratio", func(t *Thread, self Value, args []Value, kwargs []Kwarg) (Value, error) {
		if err := CheckNoArgs("float.as_integer_ratio", args, kwargs); err != nil {
			return nil, err
		}
		n, d, err := pyfmt.FloatAsIntegerRatio(asFloatSelf(self))
		if err != nil {
			return nil, t.convertFmtError(err)
		}
		return NewTuple([]Value{NewBigInt(n), NewBigInt(d)}), nil
	}},
	{"hex", func(t *Thread, self Value, args []Value, kwargs []Kwarg) (Value, error) {
		if err := CheckNoArgs("float.hex", args, kwargs); err != nil {
			return nil, err
		}
		return NewStr(pyfmt.FloatHex(asFloatSelf(self))), nil
	}},
	{"conjugate", func(t *Thread, self Value, args []Value, kwargs []Kwarg) (Value, error) {
		if err := CheckNoArgs("float.conjugate", args, kwargs); err != nil {
			return nil, err
		}
		return Float(asFloatSelf(self)), nil
	}},
	{"__int__", func(t *Thread, self Value, args []Value, kwargs []Kwarg) (Value, error) {
		return floatToInt(asFloatSelf(self))
	}},
	{"__float__", func(t *Thread, self Value, args []Value, kwargs []Kwarg) (Value, error) {
		return Float(asFloatSelf(self)), nil
	}},
	{"__format__", func(t *Thread, self Value, args []Value, kwargs []Kwarg) (Value, error) {
		return formatMethod(t, self, args, kwargs, "float")
	}},
}

// floatFromHex is float.fromhex(s), a class method.
func floatFromHex(t *Thread, _ Value, args []Value, kwargs []Kwarg) (Value, error) {
	if len(args) > 0 {
		args = args[1:]
	}
	if err := CheckExactlyOne("float.fromhex", args, kwargs); err != nil {
		return nil, err
	}
	s, ok := args[0].(*Str)
	if !ok {
		return nil, ArgError("fromhex", 1, "str", args[0])
	}
	f, err := pyfmt.FloatFromHex(s.s)
	if err != nil {
		return nil, t.convertFmtError(err)
	}
	return Float(f), nil
}

var complexMethods = []methodDef{
	{"conjugate", func(t *Thread, self Value, args []Value, kwargs []Kwarg) (Value, error) {
		if err := CheckNoArgs("complex.conjugate", args, kwargs); err != nil {
			return nil, err
		}
		c, _, _ := asComplex(unwrapBase(self))
		return Complex(complex(real(c), -imag(c))), nil
	}},
}

// numberRepr is the __repr__ method of int, float and complex, reached by
// super().__repr__() in a subclass: the built-in value's repr.
var numberRepr = methodDef{"__repr__", func(t *Thread, self Value, args []Value, kwargs []Kwarg) (Value, error) {
	if err := checkSlotNoArgs("__repr__", args, kwargs); err != nil {
		return nil, err
	}
	s, err := Repr(t, unwrapBase(self))
	if err != nil {
		return nil, err
	}
	return NewStr(s), nil
}}

func init() {
	for _, typ := range []*Type{IntType, FloatType, ComplexType} {
		addMethods(typ, []methodDef{numberRepr})
	}
	addBorrowingMethods(IntType, intMethods)
	IntType.Dict.SetStr("from_bytes", &ClassMethod{Func: NewBuiltin("from_bytes", intFromBytes)})
	addBorrowingMethods(FloatType, floatMethods)
	FloatType.Dict.SetStr("fromhex", &ClassMethod{Func: NewBuiltin("fromhex", floatFromHex)})
	addMethods(ComplexType, complexMethods)
}
