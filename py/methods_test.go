package py

import (
	"strings"
	"testing"
)

// TestBuiltinMethods checks method calls on built-in values against the
// results CPython 3.11 prints for the expressions in the comments.
func TestBuiltinMethods(t *testing.T) {
	th := NewThread(nil, Limits{}, nil)
	s, i, f := NewStr, NewInt, func(x float64) Value { return Float(x) }
	b := func(x string) Value { return NewBytes(x) }
	list := func(vs ...Value) Value { return NewList(vs) }
	tuple := func(vs ...Value) Value { return NewTuple(vs) }
	m := func(recv Value, name string, args ...Value) func() (Value, error) {
		return func() (Value, error) { return callMethodAny(th, recv, name, args, nil) }
	}
	mk := func(recv Value, name string, args []Value, kw ...Kwarg) func() (Value, error) {
		return func() (Value, error) { return callMethodAny(th, recv, name, args, kw) }
	}
	set := func(vs ...Value) Value {
		st := NewSet()
		for _, v := range vs {
			st.Add(th, v)
		}
		return st
	}
	bin := func(op BinaryOp, x, y Value) func() (Value, error) {
		return func() (Value, error) { return Binary(th, op, x, y) }
	}
	format := func(v Value, spec string) func() (Value, error) {
		return func() (Value, error) {
			r, err := Format(th, v, spec)
			return NewStr(r), err
		}
	}
	d := NewDict()
	d.Set(th, s("a"), i(1))
	pct := NewDict()
	pct.Set(th, s("a"), i(1))
	pct.Set(th, s("b"), s("x"))
	cases := []struct {
		expr string
		run  func() (Value, error)
		want string
	}{
		{"'a,b,,c'.split(',')", m(s("a,b,,c"), "split", s(",")), "['a', 'b', '', 'c']"},
		{"' a  b c '.split()", m(s(" a  b c "), "split"), "['a', 'b', 'c']"},
		{"'a b c'.split(None, 1)", m(s("a b c"), "split", None, i(1)), "['a', 'b c']"},
		{"'a,b,c'.rsplit(',', 1)", m(s("a,b,c"), "rsplit", s(","), i(1)), "['a,b', 'c']"},
		{"'  xx '.strip()", m(s("  xx "), "strip"), "'xx'"},
		{"'xxhixx'.strip('x')", m(s("xxhixx"), "strip", s("x")), "'hi'"},
		{"'-'.join(['a', 'b', 'c'])", m(s("-"), "join", list(s("a"), s("b"), s("c"))), "'a-b-c'"},
		{"'hello'.replace('l', 'L')", m(s("hello"), "replace", s("l"), s("L")), "'heLLo'"},
		{"'hello'.replace('l', 'L', 1)", m(s("hello"), "replace", s("l"), s("L"), i(1)), "'heLlo'"},
		{"'hello'.startswith(('x', 'he'))", m(s("hello"), "startswith", tuple(s("x"), s("he"))), "True"},
		{"'hello'.endswith('lo', 0, 4)", m(s("hello"), "endswith", s("lo"), i(0), i(4)), "False"},
		{"'Hello World'.upper()", m(s("Hello World"), "upper"), "'HELLO WORLD'"},
		{"'hello'.find('l')", m(s("hello"), "find", s("l")), "2"},
		{"'hello'.rfind('l')", m(s("hello"), "rfind", s("l")), "3"},
		{"'hello'.count('l')", m(s("hello"), "count", s("l")), "2"},
		{"'hello'.index('e')", m(s("hello"), "index", s("e")), "1"},
		{"'{} + {} = {x}'.format(1, 2.5, x='three')", mk(s("{} + {} = {x}"), "format", []Value{i(1), f(2.5)}, Kwarg{"x", s("three")}), "'1 + 2.5 = three'"},
		{"'{:>8.3f}|{!r:^7}'.format(3.14159, 'ab')", m(s("{:>8.3f}|{!r:^7}"), "format", f(3.14159), s("ab")), `"   3.142| 'ab'  "`},
		{"'ab'.center(7, '*')", m(s("ab"), "center", i(7), s("*")), "'***ab**'"},
		{"'42'.zfill(5)", m(s("42"), "zfill", i(5)), "'00042'"},
		{"'a\\tb'.expandtabs(4)", m(s("a\tb"), "expandtabs", i(4)), "'a   b'"},
		{"'key=value=x'.partition('=')", m(s("key=value=x"), "partition", s("=")), "('key', '=', 'value=x')"},
		{"'a\\nb\\r\\nc'.splitlines()", m(s("a\nb\r\nc"), "splitlines"), "['a', 'b', 'c']"},
		{"'hello world'.title()", m(s("hello world"), "title"), "'Hello World'"},
		{"'ß'.upper()", m(s("ß"), "upper"), "'SS'"},
		{"'12'.isdigit()", m(s("12"), "isdigit"), "True"},
		{"'%s is %d years and %.2f' % ('Bob', 42, 1.5)", bin(Mod, s("%s is %d years and %.2f"), tuple(s("Bob"), i(42), f(1.5))), "'Bob is 42 years and 1.50'"},
		{"'%(a)s-%(b)r' % {'a': 1, 'b': 'x'}", bin(Mod, s("%(a)s-%(b)r"), pct), `"1-'x'"`},
		{"'%5s|%-5s|' % ('ab', 'cd')", bin(Mod, s("%5s|%-5s|"), tuple(s("ab"), s("cd"))), "'   ab|cd   |'"},
		{"b'hello world'.split()", m(b("hello world"), "split"), "[b'hello', b'world']"},
		{"b'abc'.decode()", m(b("abc"), "decode"), "'abc'"},
		{"b'\\x00\\xff'.hex()", m(b("\x00\xff"), "hex"), "'00ff'"},
		{"bytes.fromhex('00ff')", m(BytesType, "fromhex", s("00ff")), `b'\x00\xff'`},
		{"b'-'.join([b'a', b'b'])", m(b("-"), "join", list(b("a"), b("b"))), "b'a-b'"},
		{"(255).to_bytes(2, 'big')", m(i(255), "to_bytes", i(2), s("big")), `b'\x00\xff'`},
		{"(-1).to_bytes(2, 'little', signed=True)", mk(i(-1), "to_bytes", []Value{i(2), s("little")}, Kwarg{"signed", True}), `b'\xff\xff'`},
		{"int.from_bytes(b'\\x01\\x00', 'little')", m(IntType, "from_bytes", b("\x01\x00"), s("little")), "1"},
		{"(1024).bit_length()", m(i(1024), "bit_length"), "11"},
		{"(0.5).as_integer_ratio()", m(f(0.5), "as_integer_ratio"), "(1, 2)"},
		{"(3.0).is_integer()", m(f(3), "is_integer"), "True"},
		{"(1.5).hex()", m(f(1.5), "hex"), "'0x1.8000000000000p+0'"},
		{"{'a': 1}.get('b', 0)", m(d, "get", s("b"), i(0)), "0"},
		{"dict.fromkeys('ab', 0)", m(DictType, "fromkeys", s("ab"), i(0)), "{'a': 0, 'b': 0}"},
		{"{1, 2, 3} & {2, 3, 4}", bin(And, set(i(1), i(2), i(3)), set(i(2), i(3), i(4))), "{2, 3}"},
		{"{1, 2, 3} - {2}", bin(Sub, set(i(1), i(2), i(3)), set(i(2))), "{1, 3}"},
		{"{1, 2} ^ {2, 3}", bin(Xor, set(i(1), i(2)), set(i(2), i(3))), "{1, 3}"},
		{"format(1234567.891, ',.2f')", format(f(1234567.891), ",.2f"), "'1,234,567.89'"},
		{"format(255, '#x')", format(i(255), "#x"), "'0xff'"},
		{"format('x', '^5')", format(s("x"), "^5"), "'  x  '"},
		{"format(12, '08b')", format(i(12), "08b"), "'00001100'"},
	}
	for _, c := range cases {
		v, err := c.run()
		if err != nil {
			t.Errorf("%s: %v", c.expr, err)
			continue
		}
		if got := mustRepr(t, th, v); got != c.want {
			t.Errorf("%s = %s, want %s", c.expr, got, c.want)
		}
	}
}

// TestListSort checks stability, key and reverse, and error propagation.
func TestListSort(t *testing.T) {
	th := NewThread(nil, Limits{}, nil)
	pair := func(k int64, tag string) Value { return NewTuple([]Value{NewInt(k), NewStr(tag)}) }
	l := NewList([]Value{pair(2, "a"), pair(1, "b"), pair(2, "c"), pair(1, "d"), pair(0, "e")})
	key := NewBuiltin("first", func(t *Thread, _ Value, args []Value, _ []Kwarg) (Value, error) {
		return GetItem(t, args[0], NewInt(0))
	})
	if err := SortList(th, l, key, true); err != nil {
		t.Fatal(err)
	}
	// sorted([(2,'a'),(1,'b'),(2,'c'),(1,'d'),(0,'e')], key=lambda p: p[0], reverse=True)
	if got := mustRepr(t, th, l); got != "[(2, 'a'), (2, 'c'), (1, 'b'), (1, 'd'), (0, 'e')]" {
		t.Errorf("sorted: %s", got)
	}
	mixed := NewList([]Value{NewInt(1), NewStr("a")})
	err := SortList(th, mixed, nil, false)
	if err == nil || err.Error() != "TypeError: '<' not supported between instances of 'str' and 'int'" {
		t.Errorf("mixed sort: %v", err)
	}
}

// TestNonASCIIIndexing checks indexing and slicing of long non-ASCII
// strings against a rune slice.
func TestNonASCIIIndexing(t *testing.T) {
	th := NewThread(nil, Limits{}, nil)
	var runes []rune
	for i := 0; i < 1000; i++ {
		runes = append(runes, rune('a'+i%26), rune(0xe9+i%7), rune(0x4e2d+i%5), rune(0x1f600+i%3))
	}
	s := NewStr(string(runes))
	if n, _ := Len(th, s); n != len(runes) {
		t.Fatalf("len %d, want %d", n, len(runes))
	}
	for _, i := range []int{0, 1, 31, 32, 33, 63, 64, 65, 1000, 2047, 3999, -1, -4000} {
		v, err := GetItem(th, s, NewInt(int64(i)))
		if err != nil {
			t.Fatal(err)
		}
		j := i
		if j < 0 {
			j += len(runes)
		}
		if v.(*Str).s != string(runes[j]) {
			t.Errorf("s[%d] = %q, want %q", i, v.(*Str).s, string(runes[j]))
		}
	}
	v, err := GetItem(th, s, NewSlice(NewInt(100), NewInt(200), nil))
	if err != nil || v.(*Str).s != string(runes[100:200]) {
		t.Errorf("s[100:200] wrong: %v", err)
	}
}

// TestSequenceSlicing checks slices of lists, tuples and strings against
// CPython: l[::2], t[::-1], s[3:8:2], s[::-2], out-of-range slices.
func TestSequenceSlicing(t *testing.T) {
	th := NewThread(nil, Limits{}, nil)
	n := func(i int64) Value { return NewInt(i) }
	tu := NewTuple([]Value{n(1), n(2), n(3)})
	s := NewStr("hello world")
	cases := []struct {
		obj  Value
		sl   *Slice
		want string
	}{
		{tu, NewSlice(nil, nil, n(-1)), "(3, 2, 1)"},
		{tu, NewSlice(nil, nil, nil), "(1, 2, 3)"},
		{tu, NewSlice(n(1), n(100), nil), "(2, 3)"},
		{s, NewSlice(n(-5), nil, nil), "'world'"},
		{s, NewSlice(nil, n(-6), nil), "'hello'"},
		{s, NewSlice(n(3), n(8), n(2)), "'l o'"},
		{s, NewSlice(nil, nil, n(-2)), "'drwolh'"},
		{NewStr("abc"), NewSlice(n(5), nil, nil), "''"},
		{NewList([]Value{n(0), n(1), n(2), n(3), n(4)}), NewSlice(n(-1), n(0), n(-2)), "[4, 2]"},
	}
	for _, c := range cases {
		v, err := GetItem(th, c.obj, c.sl)
		if err != nil {
			t.Fatal(err)
		}
		if got := mustRepr(t, th, v); got != c.want {
			t.Errorf("%s[%s] = %s, want %s", mustRepr(t, th, c.obj), mustRepr(t, th, c.sl), got, c.want)
		}
	}
}

// TestConcatBuilderKeepsValues checks that appending in place never
// changes strings made earlier: s = 'a'*70; t = s + 'x'; u = s + 'y'.
func TestConcatBuilderKeepsValues(t *testing.T) {
	th := NewThread(nil, Limits{}, nil)
	s, _ := Binary(th, Mul, NewStr("a"), NewInt(70))
	s2, _ := Binary(th, Add, s, NewStr("b")) // builder-backed
	t1, _ := Binary(th, Add, s2, NewStr("x"))
	u1, _ := Binary(th, Add, s2, NewStr("y"))
	t2, _ := Binary(th, Add, t1, NewStr("z"))
	want := strings.Repeat("a", 70) + "b"
	if s2.(*Str).s != want || t1.(*Str).s != want+"x" || u1.(*Str).s != want+"y" || t2.(*Str).s != want+"xz" {
		t.Errorf("got %q %q %q %q", s2.(*Str).s, t1.(*Str).s, u1.(*Str).s, t2.(*Str).s)
	}
	var acc Value = NewStr("")
	for i := 0; i < 1000; i++ {
		acc, _ = InPlace(th, Add, acc, NewStr(itoa(int64(i%10))))
	}
	if n, _ := Len(th, acc); n != 1000 || acc.(*Str).s[995:] != "56789" {
		t.Errorf("accumulated %d chars, tail %q", n, acc.(*Str).s[995:])
	}
}

// TestDivmod checks divmod against CPython: (2.0, 2.0) for (7, 2.5),
// (-4, 1) for (-7, 2), and the ZeroDivisionError/TypeError messages.
func TestDivmod(t *testing.T) {
	th := NewThread(nil, Limits{}, nil)
	cases := []struct {
		a, b Value
		want string
	}{
		{NewInt(7), Float(2.5), "(2.0, 2.0)"},
		{NewInt(-7), NewInt(2), "(-4, 1)"},
		{Float(1), NewInt(0), "ZeroDivisionError: float divmod()"},
		{NewInt(1), NewInt(0), "ZeroDivisionError: integer division or modulo by zero"},
		{NewStr("a"), NewInt(1), "TypeError: unsupported operand type(s) for divmod(): 'str' and 'int'"},
		{Complex(1 + 1i), NewInt(1), "TypeError: unsupported operand type(s) for divmod(): 'complex' and 'int'"},
	}
	for _, c := range cases {
		v, err := Divmod(th, c.a, c.b)
		got := ""
		if err != nil {
			got = err.Error()
		} else {
			got = mustRepr(t, th, v)
		}
		if got != c.want {
			t.Errorf("divmod(%s, %s) = %s, want %s", mustRepr(t, th, c.a), mustRepr(t, th, c.b), got, c.want)
		}
	}
}

// TestHugeRanges checks ranges whose length overflows int64 arithmetic:
// len(range(-2**62, 2**62, 3)) == 3074457345618258603 in CPython.
func TestHugeRanges(t *testing.T) {
	r := NewRange(-1<<62, 1<<62, 3)
	if n := r.Len(); n != 3074457345618258603 {
		t.Errorf("len %d", n)
	}
	r = NewRange(1<<62, -1<<62, -(1 << 62))
	if n := r.Len(); n != 2 {
		t.Errorf("len %d", n)
	}
}

// TestEncode checks str.encode against CPython: 'é'.encode('latin-1') is
// b'\xe9', and the UnicodeEncodeError messages.
func TestEncode(t *testing.T) {
	th := NewThread(nil, Limits{}, nil)
	enc := func(s, codec string) string {
		v, err := CallMethod(th, NewStr(s), "encode", []Value{NewStr(codec)}, nil)
		if err != nil {
			return err.Error()
		}
		return mustRepr(t, th, v)
	}
	cases := [][3]string{
		{"é", "latin-1", `b'\xe9'`},
		{"aé", "utf-8", `b'a\xc3\xa9'`},
		{"€", "latin-1", `UnicodeEncodeError: 'latin-1' codec can't encode character '\u20ac' in position 0: ordinal not in range(256)`},
		{"é", "ascii", `UnicodeEncodeError: 'ascii' codec can't encode character '\xe9' in position 0: ordinal not in range(128)`},
	}
	for _, c := range cases {
		if got := enc(c[0], c[1]); got != c[2] {
			t.Errorf("%q.encode(%q) = %s, want %s", c[0], c[1], got, c[2])
		}
	}
}
