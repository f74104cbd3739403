package py

import "testing"

// TestRangeSliceNumAttrs checks range.index/count, slice.indices, the
// numeric attributes on the types, float bit operations, bool's &|^ and
// metatype attributes; expected values are what python3 (3.11) prints.
func TestRangeSliceNumAttrs(t *testing.T) {
	th := NewThread(nil, Limits{}, nil)
	i := NewInt
	m := func(recv Value, name string, args ...Value) func() (Value, error) {
		return func() (Value, error) { return callMethodAny(th, recv, name, args, nil) }
	}
	bin := func(op BinaryOp, x, y Value) func() (Value, error) {
		return func() (Value, error) { return Binary(th, op, x, y) }
	}
	attr := func(v Value, name string) func() (Value, error) {
		return func() (Value, error) { return getAttrAny(th, v, name) }
	}
	has := func(v Value, name string) func() (Value, error) {
		return func() (Value, error) { ok, err := hasAttrAny(th, v, name); return NewBool(ok), err }
	}
	cases := []struct {
		expr string
		run  func() (Value, error)
		want string
	}{
		{"range(3).index(5)", m(NewRange(0, 3, 1), "index", i(5)), "ValueError: 5 is not in range"},
		{"range(10, 0, -3).index(4)", m(NewRange(10, 0, -3), "index", i(4)), "2"},
		{"range(10, 0, -3).index(5)", m(NewRange(10, 0, -3), "index", i(5)), "ValueError: 5 is not in range"},
		{"range(5).index(2.0)", m(NewRange(0, 5, 1), "index", Float(2)), "2"},
		{"range(5).index('a')", m(NewRange(0, 5, 1), "index", NewStr("a")), "ValueError: sequence.index(x): x not in sequence"},
		{"range(5).count(2.0)", m(NewRange(0, 5, 1), "count", Float(2)), "1"},
		{"range(5).count(True)", m(NewRange(0, 5, 1), "count", True), "1"},
		{"range(5).count(7)", m(NewRange(0, 5, 1), "count", i(7)), "0"},
		{"range(5).index()", m(NewRange(0, 5, 1), "index"), "TypeError: range.index() takes exactly one argument (0 given)"},
		{"slice(2, 8, 2).indices(5)", m(NewSlice(i(2), i(8), i(2)), "indices", i(5)), "(2, 5, 2)"},
		{"slice(None, None, -1).indices(4)", m(NewSlice(nil, nil, i(-1)), "indices", i(4)), "(3, -1, -1)"},
		{"slice(1, 2).indices(-1)", m(NewSlice(i(1), i(2), nil), "indices", i(-1)), "ValueError: length should not be negative"},
		{"slice(1, 2, 0).indices(3)", m(NewSlice(i(1), i(2), i(0)), "indices", i(3)), "ValueError: slice step cannot be zero"},
		{"int.real", attr(IntType, "real"), "<attribute 'real' of 'int' objects>"},
		{"complex.imag", attr(ComplexType, "imag"), "<member 'imag' of 'complex' objects>"},
		{"hasattr(int, 'denominator')", has(IntType, "denominator"), "True"},
		{"(5).real", attr(i(5), "real"), "5"},
		{"True.real", attr(True, "real"), "1"},
		{"(2.5).imag", attr(Float(2.5), "imag"), "0.0"},
		{"1.0 & 1", bin(And, Float(1), i(1)), "TypeError: unsupported operand type(s) for &: 'float' and 'int'"},
		{"1 | 2.5", bin(Or, i(1), Float(2.5)), "TypeError: unsupported operand type(s) for |: 'int' and 'float'"},
		{"1.5 ^ 1.5", bin(Xor, Float(1.5), Float(1.5)), "TypeError: unsupported operand type(s) for ^: 'float' and 'float'"},
		{"True & False", bin(And, True, False), "False"},
		{"True | False", bin(Or, True, False), "True"},
		{"True ^ True", bin(Xor, True, True), "False"},
		{"True & 3", bin(And, True, i(3)), "1"},
		{"int.__name__", attr(IntType, "__name__"), "'int'"},
	}
	for _, c := range cases {
		v, err := c.run()
		if got := resultString(t, th, v, err); got != c.want {
			t.Errorf("%s = %s, want %s", c.expr, got, c.want)
		}
	}
}

// TestCodecs checks encode/decode through internal/pystr and the
// UnicodeError values; expected values are what python3 (3.11) prints.
func TestCodecs(t *testing.T) {
	th := NewThread(nil, Limits{}, nil)
	s, b := NewStr, func(x string) Value { return NewBytes(x) }
	m := func(recv Value, name string, args ...Value) func() (Value, error) {
		return func() (Value, error) { return callMethodAny(th, recv, name, args, nil) }
	}
	call := func(f Value, args ...Value) func() (Value, error) {
		return func() (Value, error) { return Call(th, f, args, nil) }
	}
	cases := []struct {
		expr string
		run  func() (Value, error)
		want string
	}{
		{"str(b'\\xff', 'utf-8')", call(StrType, b("\xff"), s("utf-8")), "UnicodeDecodeError: 'utf-8' codec can't decode byte 0xff in position 0: invalid start byte"},
		{"b'\\xe9'.decode()", m(b("\xe9"), "decode"), "UnicodeDecodeError: 'utf-8' codec can't decode byte 0xe9 in position 0: unexpected end of data"},
		{"b'a\\xe9b'.decode('utf-8', 'replace')", m(b("a\xe9b"), "decode", s("utf-8"), s("replace")), "'a\ufffdb'"},
		{"b'a\\xe9b'.decode('latin-1')", m(b("a\xe9b"), "decode", s("latin-1")), "'aéb'"},
		{"b'a\\xe9b'.decode('nope')", m(b("a\xe9b"), "decode", s("nope")), "LookupError: unknown encoding: nope"},
		{"'hé€'.encode('latin-1', 'xmlcharrefreplace')", m(s("hé€"), "encode", s("latin-1"), s("xmlcharrefreplace")), "b'h\\xe9&#8364;'"},
		{"'hé'.encode('ascii')", m(s("hé"), "encode", s("ascii")), "UnicodeEncodeError: 'ascii' codec can't encode character '\\xe9' in position 1: ordinal not in range(128)"},
		{"'hé'.encode(1)", m(s("hé"), "encode", NewInt(1)), "TypeError: encode() argument 'encoding' must be str, not int"},
		{"bytes('hé', 'latin-1')", call(BytesType, s("hé"), s("latin-1")), "b'h\\xe9'"},
		{"bytes('aé', 'ascii', 'ignore')", call(BytesType, s("aé"), s("ascii"), s("ignore")), "b'a'"},
		{"int.from_bytes('ab', 'big')", m(IntType, "from_bytes", s("ab"), s("big")), "TypeError: cannot convert 'str' object to bytes"},
		{"str(UnicodeDecodeError('utf-8', b'\\xff\\xfe', 0, 2, 'bad'))", func() (Value, error) {
			e, err := Call(th, UnicodeDecodeErrorType, []Value{s("utf-8"), b("\xff\xfe"), NewInt(0), NewInt(2), s("bad")}, nil)
			if err != nil {
				return nil, err
			}
			return StrValue(th, e)
		}, "\"'utf-8' codec can't decode bytes in position 0-1: bad\""},
	}
	negZero := Float(0)
	negZero = -negZero
	cases = append(cases, struct {
		expr string
		run  func() (Value, error)
		want string
	}{"complex(0, -0.0)", call(ComplexType, NewInt(0), negZero), "-0j"})
	for _, c := range cases {
		v, err := c.run()
		if got := resultString(t, th, v, err); got != c.want {
			t.Errorf("%s = %s, want %s", c.expr, got, c.want)
		}
	}
}

// TestMiscErrorParity checks flag arguments parsed as ints, read-only
// numeric attributes, type() with a non-type base and calling a
// staticmethod object; expected values are what python3 (3.11) prints.
func TestMiscErrorParity(t *testing.T) {
	th := NewThread(nil, Limits{}, nil)
	double := NewBuiltin("double", func(t *Thread, _ Value, args []Value, _ []Kwarg) (Value, error) {
		return Binary(t, Mul, args[0], NewInt(2))
	})
	cases := []struct {
		expr string
		run  func() (Value, error)
		want string
	}{
		{"[2, 1].sort(reverse='yes')", func() (Value, error) {
			return CallMethod(th, NewList([]Value{NewInt(2), NewInt(1)}), "sort", nil, []Kwarg{{Name: "reverse", Value: NewStr("yes")}})
		}, "TypeError: 'str' object cannot be interpreted as an integer"},
		{"'a'.splitlines('x')", func() (Value, error) { return CallMethod(th, NewStr("a"), "splitlines", []Value{NewStr("x")}, nil) }, "TypeError: 'str' object cannot be interpreted as an integer"},
		{"'a\\nb'.splitlines(2)", func() (Value, error) { return CallMethod(th, NewStr("a\nb"), "splitlines", []Value{NewInt(2)}, nil) }, "['a\\n', 'b']"},
		{"n = 1; n.real = 2", func() (Value, error) { return None, SetAttr(th, NewInt(1), "real", NewInt(2)) }, "AttributeError: attribute 'real' of 'int' objects is not writable"},
		{"type('A', (1,), {})", func() (Value, error) {
			return Call(th, TypeType, []Value{NewStr("A"), NewTuple([]Value{NewInt(1)}), NewDict()}, nil)
		}, "TypeError: metaclass conflict: the metaclass of a derived class must be a (non-strict) subclass of the metaclasses of all its bases"},
		{"staticmethod(double)(21)", func() (Value, error) { return Call(th, &StaticMethod{Func: double}, []Value{NewInt(21)}, nil) }, "42"},
	}
	for _, c := range cases {
		v, err := c.run()
		if got := resultString(t, th, v, err); got != c.want {
			t.Errorf("%s = %s, want %s", c.expr, got, c.want)
		}
	}
}

// TestClassGetItem checks Cls[x]: built-in generic types give aliases,
// other built-in types are not subscriptable, and a user
// __class_getitem__ receives the subscripted class; expected values are
// what python3 (3.11) prints.
func TestClassGetItem(t *testing.T) {
	th := NewThread(nil, Limits{}, nil)
	ns := NewDict()
	ns.SetStr("__class_getitem__", NewBuiltin("__class_getitem__", func(t *Thread, _ Value, args []Value, _ []Kwarg) (Value, error) {
		name, err := GetAttr(t, args[0], "__name__")
		if err != nil {
			return nil, err
		}
		return NewTuple([]Value{name, args[1]}), nil
	}))
	c, err := NewClass(th, "C", nil, ns)
	if err != nil {
		t.Fatal(err)
	}
	d, err := NewClass(th, "D", []*Type{c}, NewDict())
	if err != nil {
		t.Fatal(err)
	}
	l, err := NewClass(th, "L", []*Type{ListType}, NewDict())
	if err != nil {
		t.Fatal(err)
	}
	count := NewBuiltinType("count", ObjectType)
	count.Module = "itertools"
	cases := []struct {
		expr string
		obj  Value
		want string
	}{
		{"list[int]", ListType, "list[int]"},
		{"L[int]", l, "__main__.L[int]"},
		{"D[str]", d, "('D', <class 'str'>)"},
		{"itertools.count[int]", count, "TypeError: type 'itertools.count' is not subscriptable"},
		{"int[str]", IntType, "TypeError: type 'int' is not subscriptable"},
	}
	for _, c := range cases {
		key := Value(IntType)
		if c.expr == "D[str]" || c.expr == "int[str]" {
			key = StrType
		}
		v, err := GetItem(th, c.obj, key)
		if got := resultString(t, th, v, err); got != c.want {
			t.Errorf("%s = %s, want %s", c.expr, got, c.want)
		}
	}
}

// TestTpName checks that Type.TpName names the type in operator errors
// (CPython: "unsupported operand type(s) for +: 'datetime.datetime' and
// 'int'") while __name__ stays the short name.
func TestTpName(t *testing.T) {
	th := NewThread(nil, Limits{}, nil)
	cls, err := NewClass(th, "datetime", nil, NewDict())
	if err != nil {
		t.Fatal(err)
	}
	cls.TpName = "datetime.datetime"
	obj, err := Call(th, cls, nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	_, err = Binary(th, Add, obj, NewInt(1))
	if got, want := resultString(t, th, nil, err), "TypeError: unsupported operand type(s) for +: 'datetime.datetime' and 'int'"; got != want {
		t.Errorf("datetime + 1: %s, want %s", got, want)
	}
	_, err = Compare(th, Lt, obj, NewInt(1))
	if got, want := resultString(t, th, nil, err), "TypeError: '<' not supported between instances of 'datetime.datetime' and 'int'"; got != want {
		t.Errorf("datetime < 1: %s, want %s", got, want)
	}
	name, err := GetAttr(th, cls, "__name__")
	if got := resultString(t, th, name, err); got != "'datetime'" {
		t.Errorf("__name__ = %s", got)
	}
}

// attrBox is a Go value with a per-object attribute dict.
type attrBox struct{ d *Dict }

func (*attrBox) Type() *Type { return ObjectType }

func (b *attrBox) AttrDict(create bool) *Dict {
	if b.d == nil && create {
		b.d = NewDict()
	}
	return b.d
}

// TestAttrDicter checks that GetAttr/SetAttr/DelAttr use the dict of an
// AttrDicter value.
func TestAttrDicter(t *testing.T) {
	th := NewThread(nil, Limits{}, nil)
	b := &attrBox{}
	if _, err := GetAttr(th, b, "calls"); err == nil {
		t.Fatal("calls found before being set")
	}
	if err := SetAttr(th, b, "calls", NewInt(3)); err != nil {
		t.Fatal(err)
	}
	v, err := GetAttr(th, b, "calls")
	if got := resultString(t, th, v, err); got != "3" {
		t.Errorf("b.calls = %s", got)
	}
	if err := DelAttr(th, b, "calls"); err != nil {
		t.Fatal(err)
	}
	if _, err := GetAttr(th, b, "calls"); err == nil {
		t.Error("calls still there after del")
	}
}

// TestReprSliceNoneOr checks bytearray's quote escaping, range slicing
// bounds and None | None; expected values are what python3 (3.11) prints.
func TestReprSliceNoneOr(t *testing.T) {
	th := NewThread(nil, Limits{}, nil)
	i := NewInt
	get := func(r *Range, lo, hi, st Value) func() (Value, error) {
		return func() (Value, error) { return GetItem(th, r, NewSlice(lo, hi, st)) }
	}
	cases := []struct {
		expr string
		run  func() (Value, error)
		want string
	}{
		{`bytearray(b"'")`, func() (Value, error) { return NewByteArray([]byte("'")), nil }, `bytearray(b"\'")`},
		{`bytearray(b'\\'"')`, func() (Value, error) { return NewByteArray([]byte(`'"`)), nil }, `bytearray(b'\'"')`},
		{`bytearray(b"\\\\'")`, func() (Value, error) { return NewByteArray([]byte(`\'`)), nil }, `bytearray(b"\\\'")`},
		{"range(5)[3:1]", get(NewRange(0, 5, 1), i(3), i(1), nil), "range(3, 1)"},
		{"range(10, 0, -2)[1:0]", get(NewRange(10, 0, -2), i(1), i(0), nil), "range(8, 10, -2)"},
		{"range(10, 0, -2)[0:3:-1]", get(NewRange(10, 0, -2), i(0), i(3), i(-1)), "range(10, 4, 2)"},
		{"range(5)[-1:-10]", get(NewRange(0, 5, 1), i(-1), i(-10), nil), "range(4, 0)"},
		{"range(5)[::-1]", get(NewRange(0, 5, 1), nil, nil, i(-1)), "range(4, -1, -1)"},
		{"None | None", func() (Value, error) { return Binary(th, Or, None, None) }, "TypeError: unsupported operand type(s) for |: 'NoneType' and 'NoneType'"},
		{"int | None", func() (Value, error) { return Binary(th, Or, IntType, None) }, "int | None"},
	}
	for _, c := range cases {
		v, err := c.run()
		if got := resultString(t, th, v, err); got != c.want {
			t.Errorf("%s = %s, want %s", c.expr, got, c.want)
		}
	}
}
