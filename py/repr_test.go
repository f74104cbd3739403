package py

import (
	"encoding/json"
	"math"
	"math/big"
	"os"
	"testing"
)

// reprCases builds the values of testdata/gen_repr.py in Go.
func reprCases(th *Thread) map[string]Value {
	s := NewStr
	i := func(n int64) Value { return NewInt(n) }
	dict := func(kv ...Value) *Dict {
		d := NewDict()
		for j := 0; j < len(kv); j += 2 {
			if err := d.Set(th, kv[j], kv[j+1]); err != nil {
				panic(err)
			}
		}
		return d
	}
	set := func(vs ...Value) *Set {
		st := NewSet()
		for _, v := range vs {
			st.Add(th, v)
		}
		return st
	}
	pow := func(b, e int64) *big.Int { return new(big.Int).Exp(big.NewInt(b), big.NewInt(e), nil) }
	fs, _ := NewFrozenSetFrom(th, NewList([]Value{i(7)}))
	ab := dict(s("a"), i(1), s("b"), i(2))
	a1 := dict(s("a"), i(1))
	return map[string]Value{
		"none": None, "true": True, "false": False, "ellipsis": Ellipsis, "notimpl": NotImplemented,
		"int": i(12345), "negint": i(-7), "bigint": NewBigInt(pow(2, 100)), "negbig": NewBigInt(new(big.Int).Neg(pow(3, 70))),
		"float": Float(1.5), "float_int": Float(2), "float_small": Float(1e-7), "float_big": Float(1e22),
		"float_inf": Float(math.Inf(1)), "float_nan": Float(math.NaN()), "float_negzero": Float(math.Copysign(0, -1)), "float_third": Float(1.0 / 3),
		"complex": Complex(complex(1, 2)), "complex_imag": Complex(2i), "complex_neg": Complex(complex(-1.5, math.Copysign(0, -1))),
		"str": s("hello"), "str_quote": s("it's"), "str_both": s("a'b\"c"), "str_ctrl": s("tab\there\nnl\x00\x7f"),
		"str_uni": s("café ☃ 😀"), "str_empty": s(""),
		"list_empty": NewList(nil), "list": NewList([]Value{i(1), s("a"), Float(2.5), None}),
		"list_nested": NewList([]Value{NewList([]Value{i(1), i(2)}), NewList([]Value{i(3), NewList([]Value{i(4), NewList(nil)})})}),
		"tuple_empty": NewTuple(nil), "tuple_one": NewTuple([]Value{i(1)}), "tuple": NewTuple([]Value{i(1), s("two"), NewTuple([]Value{i(3)})}),
		"dict_empty": NewDict(), "dict": dict(s("a"), i(1), i(2), NewList([]Value{i(3)}), NewTuple([]Value{i(4), i(5)}), dict(s("x"), None)),
		"set_empty": NewSet(), "set": set(i(1), i(2), i(3)), "frozenset_empty": NewFrozenSet(), "frozenset": fs,
		"range": NewRange(0, 10, 1), "range_step": NewRange(1, 10, 3), "range_neg": NewRange(5, -5, -2),
		"slice": NewSlice(i(1), nil, i(2)), "bytes": NewBytes("ab\x00\xff'\""), "bytes_empty": NewBytes(""), "bytearray": NewByteArray([]byte("xy")),
		"type_int": IntType, "type_dict": DictType,
		"exc_value": NewException(ValueErrorType, "bad value"), "exc_key": NewKeyError(s("k")),
		"exc_empty": NewExceptionArgs(RuntimeErrorType), "exc_two": mustCall(th, OSErrorType, i(2), s("No such file")),
		"exc_stop": NewStopIteration(i(5)),
		"keys":     &DictView{d: ab, kind: dictIterKeys}, "values": &DictView{d: a1, kind: dictIterValues}, "items": &DictView{d: a1, kind: dictIterItems},
	}
}

// TestReprMatchesCPython compares repr() and str() with CPython's.
func TestReprMatchesCPython(t *testing.T) {
	raw, err := os.ReadFile("testdata/repr.json")
	if err != nil {
		t.Fatal(err)
	}
	var want map[string][2]string
	if err := json.Unmarshal(raw, &want); err != nil {
		t.Fatal(err)
	}
	th := NewThread(nil, Limits{}, nil)
	cases := reprCases(th)
	for name, w := range want {
		v, ok := cases[name]
		if !ok {
			t.Errorf("no Go value for case %s", name)
			continue
		}
		r, err := Repr(th, v)
		if err != nil || r != w[0] {
			t.Errorf("%s: repr = %q, %v; want %q", name, r, err, w[0])
		}
		s, err := ToStr(th, v)
		if err != nil || s != w[1] {
			t.Errorf("%s: str = %q, %v; want %q", name, s, err, w[1])
		}
	}
}

// mustCall calls f or panics (test helper).
func mustCall(th *Thread, f Value, args ...Value) Value {
	v, err := Call(th, f, args, nil)
	if err != nil {
		panic(err)
	}
	return v
}

// TestSyntaxAndOSErrorAttributes checks str() and attributes of
// SyntaxError('bad thing', ('/a/b/f.py', 3, 5, 'x = = 1\n', 3, 6)) and
// OSError(2, 'No such file', 'x.txt') against CPython.
func TestSyntaxAndOSErrorAttributes(t *testing.T) {
	th := NewThread(nil, Limits{}, nil)
	details := NewTuple([]Value{NewStr("/a/b/f.py"), NewInt(3), NewInt(5), NewStr("x = = 1\n"), NewInt(3), NewInt(6)})
	se := mustCall(th, SyntaxErrorType, NewStr("bad thing"), details)
	if got := mustStr(t, th, se); got != "bad thing (f.py, line 3)" {
		t.Errorf("str: %q", got)
	}
	for name, want := range map[string]string{"msg": "'bad thing'", "filename": "'/a/b/f.py'", "lineno": "3", "offset": "5", "text": `'x = = 1\n'`, "end_offset": "6"} {
		v, err := getAttrAny(th, se, name)
		if err != nil || mustRepr(t, th, v) != want {
			t.Errorf("SyntaxError.%s = %v, %v; want %s", name, v, err, want)
		}
	}
	oe := mustCall(th, OSErrorType, NewInt(2), NewStr("No such file"), NewStr("x.txt"))
	if got := mustStr(t, th, oe); got != "[Errno 2] No such file: 'x.txt'" {
		t.Errorf("OSError str: %q", got)
	}
	if v, _ := GetAttr(th, oe, "filename"); mustRepr(t, th, v) != "'x.txt'" {
		t.Errorf("OSError.filename = %v", v)
	}
	if v, _ := GetAttr(th, mustCall(th, OSErrorType, NewStr("plain")), "errno"); v != None {
		t.Errorf("OSError('plain').errno = %v", v)
	}
}
