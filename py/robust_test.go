package py

import (
	"fmt"
	"math"
	"math/big"
	"testing"
)

// sampleValues returns one value of (nearly) every kind py knows.
func sampleValues(t *testing.T, th *Thread) []Value {
	t.Helper()
	huge := NewBigInt(new(big.Int).Lsh(big.NewInt(3), 200))
	a := class(t, th, "A", nil, nil)
	l := class(t, th, "L", []*Type{ListType}, nil)
	d := NewDict()
	d.Set(th, NewStr("k"), NewInt(1))
	s := NewSet()
	s.Add(th, NewInt(3))
	fs, _ := NewFrozenSetFrom(th, NewList([]Value{NewInt(1)}))
	return []Value{
		None, True, False, NotImplemented, Ellipsis,
		NewInt(0), NewInt(-1), NewInt(7), NewInt(math.MaxInt64), NewInt(math.MinInt64), huge,
		Float(0), Float(-2.5), Float(math.Inf(1)), Float(math.NaN()), Complex(1 + 2i),
		NewStr(""), NewStr("abc"), NewStr("日本"), NewBytes("xy"), NewByteArray([]byte("z")),
		NewList(nil), NewList([]Value{NewInt(1), NewStr("a")}), NewTuple(nil), NewTuple([]Value{NewInt(1)}),
		d, NewDict(), s, fs, NewRange(0, 10, 2), NewSlice(NewInt(1), nil, nil),
		IntType, a, mustCall(th, a), mustCall(th, l), NewException(ValueErrorType, "x"),
		NewBuiltin("f", func(t *Thread, _ Value, args []Value, _ []Kwarg) (Value, error) { return None, nil }),
		&DictView{d: d, kind: dictIterItems}, &Property{}, NewModule("m"),
	}
}

// TestNoPanics applies every generic operation to every pair of sample
// values: errors are fine, a Go panic is a bug.
func TestNoPanics(t *testing.T) {
	th := NewThread(nil, Limits{MaxOps: 1 << 40}, nil)
	vals := sampleValues(t, th)
	try := func(what string, f func()) {
		defer func() {
			if r := recover(); r != nil {
				t.Errorf("%s panicked: %v", what, r)
			}
		}()
		f()
	}
	for i, x := range vals {
		name := fmt.Sprintf("#%d %T", i, x)
		try("Repr "+name, func() { Repr(th, x) })
		try("ToStr "+name, func() { ToStr(th, x) })
		try("Truth "+name, func() { Truth(th, x) })
		try("Hash "+name, func() { Hash(th, x) })
		try("Len "+name, func() { Len(th, x) })
		try("Iterate "+name, func() {
			if it, err := Iterate(th, x); err == nil {
				for k := 0; k < 5; k++ {
					if v, _ := it.Next(th); v == nil {
						break
					}
				}
			}
		})
		try("Format "+name, func() { Format(th, x, "") })
		try("Format spec "+name, func() { Format(th, x, ">5") })
		try("Call "+name, func() { Call(th, x, nil, nil) })
		try("Abs "+name, func() { Abs(th, x) })
		try("Reversed "+name, func() { Reversed(th, x) })
		try("Dir "+name, func() { Dir(th, x) })
		for op := Invert; op <= USub; op++ {
			try(fmt.Sprintf("Unary %d %s", op, name), func() { Unary(th, op, x) })
		}
		for _, attr := range []string{"real", "append", "__class__", "nope", "keys", "args"} {
			try("GetAttr "+attr+" "+name, func() { getAttrAny(th, x, attr) })
		}
		for j, y := range vals {
			pair := fmt.Sprintf("%s, #%d %T", name, j, y)
			for op := Add; op <= FloorDiv; op++ {
				try(fmt.Sprintf("Binary %s %s", op, pair), func() { Binary(th, op, x, y) })
				if j%5 == 0 {
					try(fmt.Sprintf("InPlace %s %s", op, pair), func() { InPlace(th, op, x, y) })
				}
			}
			for op := Eq; op <= Ge; op++ {
				try(fmt.Sprintf("Compare %s %s", op, pair), func() { Compare(th, op, x, y) })
			}
			try("Equal "+pair, func() { Equal(th, x, y) })
			try("GetItem "+pair, func() { GetItem(th, x, y) })
			try("Contains "+pair, func() { Contains(th, x, y) })
			try("Call "+pair, func() { Call(th, x, []Value{y}, nil) })
		}
	}
}

// TestMethodsNoPanics calls every method of every sample value's type
// (and its bases) with zero to two sample arguments and keyword
// arguments: errors are fine, a Go panic is a bug.
func TestMethodsNoPanics(t *testing.T) {
	th := NewThread(nil, Limits{MaxOps: 1 << 40, MaxMemory: 64 << 20}, nil)
	vals := sampleValues(t, th)
	argSets := [][]Value{nil, {NewInt(2)}, {NewStr("a")}, {NewStr("a"), NewInt(1)}, {None, None}, {NewList([]Value{NewStr("q")})}, {Float(0.5)}, {NewInt(-1), NewStr("big")}}
	for i, x := range vals {
		for _, typ := range x.Type().MRO {
			for _, name := range typ.Dict.Keys() {
				mname := name.(*Str).s
				for _, args := range argSets {
					for _, kw := range [][]Kwarg{nil, {{"key", None}}, {{"sep", NewStr(",")}}} {
						func() {
							defer func() {
								if r := recover(); r != nil {
									t.Errorf("#%d %T .%s(%d args, %v) panicked: %v", i, x, mname, len(args), kw, r)
								}
							}()
							// Fresh containers so mutations do not pile up.
							recv := x
							switch c := x.(type) {
							case *List:
								recv = NewList(append([]Value(nil), c.items...))
							case *Dict:
								recv, _ = c.Copy(th)
							}
							callMethodAny(th, recv, mname, append([]Value(nil), args...), kw)
						}()
					}
				}
			}
		}
	}
}
