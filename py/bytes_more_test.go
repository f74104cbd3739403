package py

import (
	"errors"
	"testing"
)

// resultString renders a result as its repr or as "Type: message".
func resultString(t *testing.T, th *Thread, v Value, err error) string {
	t.Helper()
	if err != nil {
		var ex *Exception
		if errors.As(err, &ex) {
			return ex.Error()
		}
		return "error: " + err.Error()
	}
	return mustRepr(t, th, v)
}

// TestBytesMoreMethods checks the padding, partition, affix, translate and
// % formatting of bytes and bytearray, and bytearray's insert/remove/
// reverse; expected values are what python3 (3.11) prints.
func TestBytesMoreMethods(t *testing.T) {
	th := NewThread(nil, Limits{}, nil)
	b := func(x string) Value { return NewBytes(x) }
	ba := func(x string) Value { return NewByteArray([]byte(x)) }
	i, s := NewInt, NewStr
	m := func(recv Value, name string, args ...Value) func() (Value, error) {
		return func() (Value, error) { return callMethodAny(th, recv, name, args, nil) }
	}
	bin := func(op BinaryOp, x, y Value) func() (Value, error) {
		return func() (Value, error) { return Binary(th, op, x, y) }
	}
	arr := ba("abc")
	d := NewDict()
	d.Set(th, b("a"), b("x"))
	cases := []struct {
		expr string
		run  func() (Value, error)
		want string
	}{
		{"b'a' + 1", bin(Add, b("a"), i(1)), "TypeError: can't concat int to bytes"},
		{"bytearray(b'a') + 'b'", bin(Add, ba("a"), s("b")), "TypeError: can't concat str to bytearray"},
		{"b'%d-%s' % (1, b'x')", bin(Mod, b("%d-%s"), NewTuple([]Value{i(1), b("x")})), "b'1-x'"},
		{"b'%s' % 'x'", bin(Mod, b("%s"), s("x")), "TypeError: %b requires a bytes-like object, or an object that implements __bytes__, not 'str'"},
		{"b'%(a)s' % {b'a': b'x'}", bin(Mod, b("%(a)s"), d), "b'x'"},
		{"bytearray(b'%d') % 3", bin(Mod, ba("%d"), i(3)), "bytearray(b'3')"},
		{"b'a'.center(5, 'x')", m(b("a"), "center", i(5), s("x")), "TypeError: center() argument 2 must be a byte string of length 1, not str"},
		{"b'a'.center(5, b'xy')", m(b("a"), "center", i(5), b("xy")), "TypeError: center() argument 2 must be a byte string of length 1, not bytes"},
		{"b'abc'.center(7)", m(b("abc"), "center", i(7)), "b'  abc  '"},
		{"bytearray(b'a').ljust(5, bytearray(b'x'))", m(ba("a"), "ljust", i(5), ba("x")), "bytearray(b'axxxx')"},
		{"b'a'.rjust(5, b'x')", m(b("a"), "rjust", i(5), b("x")), "b'xxxxa'"},
		{"b'-12'.zfill(6)", m(b("-12"), "zfill", i(6)), "b'-00012'"},
		{"b'a\\tb'.expandtabs()", m(b("a\tb"), "expandtabs"), "b'a       b'"},
		{"b'a,b'.partition(b',')", m(b("a,b"), "partition", b(",")), "(b'a', b',', b'b')"},
		{"b'a,b'.partition(',')", m(b("a,b"), "partition", s(",")), "TypeError: a bytes-like object is required, not 'str'"},
		{"b'a,b'.rpartition(b'x')", m(b("a,b"), "rpartition", b("x")), "(b'', b'', b'a,b')"},
		{"b'a,b'.partition(b'')", m(b("a,b"), "partition", b("")), "ValueError: empty separator"},
		{"bytearray(b'a,b').partition(b',')", m(ba("a,b"), "partition", b(",")), "(bytearray(b'a'), bytearray(b','), bytearray(b'b'))"},
		{"b'abc'.removeprefix(b'ab')", m(b("abc"), "removeprefix", b("ab")), "b'c'"},
		{"bytearray(b'abc').removesuffix(b'bc')", m(ba("abc"), "removesuffix", b("bc")), "bytearray(b'a')"},
		{"b'abc'.translate(bytes.maketrans(b'ab', b'xy'))", func() (Value, error) {
			tab, err := CallMethod(th, BytesType, "maketrans", []Value{b("ab"), b("xy")}, nil)
			if err != nil {
				return nil, err
			}
			return CallMethod(th, b("abc"), "translate", []Value{tab}, nil)
		}, "b'xyc'"},
		{"bytes.maketrans(b'ab', b'x')", m(BytesType, "maketrans", b("ab"), b("x")), "ValueError: maketrans arguments must have same length"},
		{"b'abc'.translate(None, b'b')", m(b("abc"), "translate", None, b("b")), "b'ac'"},
		{"b'abc'.translate(b'x')", m(b("abc"), "translate", b("x")), "ValueError: translation table must be 256 characters long"},
		{"a.insert(1, 120)", m(arr, "insert", i(1), i(120)), "None"},
		{"a.insert(-100, 121)", m(arr, "insert", i(-100), i(121)), "None"},
		{"a.insert(1, 300)", m(arr, "insert", i(1), i(300)), "ValueError: byte must be in range(0, 256)"},
		{"a.remove(98)", m(arr, "remove", i(98)), "None"},
		{"a.remove(98) again", m(arr, "remove", i(98)), "ValueError: value not found in bytearray"},
		{"a.reverse()", m(arr, "reverse"), "None"},
		{"a", func() (Value, error) { return arr, nil }, "bytearray(b'cxay')"},
	}
	for _, c := range cases {
		v, err := c.run()
		if got := resultString(t, th, v, err); got != c.want {
			t.Errorf("%s = %s, want %s", c.expr, got, c.want)
		}
	}
}

// TestByteArraySliceItems checks bytearray slice assignment and item
// deletion, and in-place operator errors on numbers; expected values are
// what python3 (3.11) prints.
func TestByteArraySliceItems(t *testing.T) {
	th := NewThread(nil, Limits{}, nil)
	i := NewInt
	ba := NewByteArray([]byte("hello world"))
	set := func(k, v Value) func() (Value, error) {
		return func() (Value, error) { return ba, SetItem(th, ba, k, v) }
	}
	del := func(k Value) func() (Value, error) {
		return func() (Value, error) { return ba, DelItem(th, ba, k) }
	}
	cases := []struct {
		expr string
		run  func() (Value, error)
		want string
	}{
		{"ba[0:1] = b'XYZ'", set(NewSlice(i(0), i(1), nil), NewBytes("XYZ")), "bytearray(b'XYZello world')"},
		{"ba[0:2] = [65, 66, 67]", set(NewSlice(i(0), i(2), nil), NewList([]Value{i(65), i(66), i(67)})), "bytearray(b'ABCZello world')"},
		{"ba[0:2] = 5", set(NewSlice(i(0), i(2), nil), i(5)), "TypeError: can assign only bytes, buffers, or iterables of ints in range(0, 256)"},
		{"ba[::2] = b'ab'", set(NewSlice(nil, nil, i(2)), NewBytes("ab")), "ValueError: attempt to assign bytes of size 2 to extended slice of size 7"},
		{"ba[:4:2] = b'ab'", set(NewSlice(nil, i(4), i(2)), NewBytes("ab")), "bytearray(b'aBbZello world')"},
		{"ba[5:2] = b'--'", set(NewSlice(i(5), i(2), nil), NewBytes("--")), "bytearray(b'aBbZe--llo world')"},
		{"del ba[0]", del(i(0)), "bytearray(b'BbZe--llo world')"},
		{"del ba[100]", del(i(100)), "IndexError: bytearray index out of range"},
		{"del ba[::3]", del(NewSlice(nil, nil, i(3))), "bytearray(b'bZ--lowold')"},
		{"ba[0:1] = [300]", set(NewSlice(i(0), i(1), nil), NewList([]Value{i(300)})), "ValueError: byte must be in range(0, 256)"},
		{"x = 1; x &= 1.5", func() (Value, error) { return InPlace(th, And, i(1), Float(1.5)) }, "TypeError: unsupported operand type(s) for &=: 'int' and 'float'"},
		{"x = 2.5; x += 'a'", func() (Value, error) { return InPlace(th, Add, Float(2.5), NewStr("a")) }, "TypeError: unsupported operand type(s) for +=: 'float' and 'str'"},
	}
	for _, c := range cases {
		v, err := c.run()
		if got := resultString(t, th, v, err); got != c.want {
			t.Errorf("%s = %s, want %s", c.expr, got, c.want)
		}
	}
}
