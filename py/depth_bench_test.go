package py

import "testing"

// The depth guard sits on the generic entry points (Repr, ToStr, Compare,
// Hash, Call); these benchmarks watch what it costs on small containers,
// where the guard is a larger share of the work than anywhere else.

func benchThread() *Thread { return NewThread(nil, Limits{MaxOps: -1, MaxMemory: -1}, nil) }

// BenchmarkReprSmallList is repr([1, 'a', 2.5, None]).
func BenchmarkReprSmallList(b *testing.B) {
	th := benchThread()
	v := NewList([]Value{NewInt(1), NewStr("a"), Float(2.5), None})
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		if _, err := Repr(th, v); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkEqualSmallTuples is (1, 'a', (2, 3)) == (1, 'a', (2, 3)) on
// distinct but equal tuples.
func BenchmarkEqualSmallTuples(b *testing.B) {
	th := benchThread()
	mk := func() Value {
		return NewTuple([]Value{NewInt(1), NewStr("a"), NewTuple([]Value{NewInt(2), NewInt(3)})})
	}
	x, y := mk(), mk()
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		if eq, err := Equal(th, x, y); err != nil || !eq {
			b.Fatal(eq, err)
		}
	}
}

// BenchmarkLessSmallLists is [1, 2, 3] < [1, 2, 4].
func BenchmarkLessSmallLists(b *testing.B) {
	th := benchThread()
	x := NewList([]Value{NewInt(1), NewInt(2), NewInt(3)})
	y := NewList([]Value{NewInt(1), NewInt(2), NewInt(4)})
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		if r, err := Compare(th, Lt, x, y); err != nil || r != True {
			b.Fatal(r, err)
		}
	}
}

// BenchmarkHashSmallTuple is hash((1, 'a', 2.5)).
func BenchmarkHashSmallTuple(b *testing.B) {
	th := benchThread()
	v := NewTuple([]Value{NewInt(1), NewStr("a"), Float(2.5)})
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		if _, err := Hash(th, v); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkDictTupleKeys is d[(i, j)] lookups: tuple hashing and
// equality on the dict's hot path.
func BenchmarkDictTupleKeys(b *testing.B) {
	th := benchThread()
	d := NewDict()
	keys := make([]Value, 64)
	for i := range keys {
		keys[i] = NewTuple([]Value{NewInt(int64(i)), NewInt(int64(i * 7))})
		if err := d.Set(th, keys[i], NewInt(int64(i))); err != nil {
			b.Fatal(err)
		}
	}
	probe := make([]Value, len(keys))
	for i := range probe {
		probe[i] = NewTuple([]Value{NewInt(int64(i)), NewInt(int64(i * 7))})
	}
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		if _, ok, err := d.Get(th, probe[i%len(probe)]); err != nil || !ok {
			b.Fatal(ok, err)
		}
	}
}

// BenchmarkCallBuiltin is Call of a built-in function (len).
func BenchmarkCallBuiltin(b *testing.B) {
	th := benchThread()
	f := NewBuiltin("f", func(t *Thread, _ Value, args []Value, _ []Kwarg) (Value, error) { return args[0], nil })
	args := []Value{NewInt(3)}
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		if _, err := Call(th, f, args, nil); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkStrOfSmallList is str([1, 2, 3]).
func BenchmarkStrOfSmallList(b *testing.B) {
	th := benchThread()
	v := NewList([]Value{NewInt(1), NewInt(2), NewInt(3)})
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		if _, err := ToStr(th, v); err != nil {
			b.Fatal(err)
		}
	}
}
