package py

import (
	"strconv"
	"testing"
)

// BenchmarkIntAdd measures Int+Int on cached small ints: 0 allocs/op.
func BenchmarkIntAdd(b *testing.B) {
	th := NewThread(nil, Limits{MaxOps: -1}, nil)
	x, y := NewInt(1000), NewInt(7)
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		r, err := Binary(th, Add, x, y)
		if err != nil || r != Int(1007) {
			b.Fatal(r, err)
		}
	}
}

// BenchmarkIntLess measures Int<Int.
func BenchmarkIntLess(b *testing.B) {
	th := NewThread(nil, Limits{MaxOps: -1}, nil)
	x, y := NewInt(1000), NewInt(7)
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		r, err := Compare(th, Lt, x, y)
		if err != nil || r != False {
			b.Fatal(r, err)
		}
	}
}

// BenchmarkFloatMul measures Float*Float (boxing a float allocates).
func BenchmarkFloatMul(b *testing.B) {
	th := NewThread(nil, Limits{MaxOps: -1}, nil)
	x, y := Value(Float(1.5)), Value(Float(2.25))
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		if _, err := Binary(th, Mul, x, y); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkTick measures the per-operation budget check.
func BenchmarkTick(b *testing.B) {
	th := NewThread(nil, Limits{MaxOps: -1}, nil)
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		if err := th.Tick(); err != nil {
			b.Fatal(err)
		}
	}
}

func strKeys(n int) []Value {
	keys := make([]Value, n)
	for i := range keys {
		keys[i] = NewStr("key" + strconv.Itoa(i))
	}
	return keys
}

// BenchmarkDictSetStr measures d[k] = v with str keys (hashes cached).
func BenchmarkDictSetStr(b *testing.B) {
	th := NewThread(nil, Limits{MaxOps: -1, MaxMemory: -1}, nil)
	keys := strKeys(1000)
	d := NewDict()
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		if err := d.Set(th, keys[i%len(keys)], NewInt(int64(i&1023))); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkDictGetStr measures d[k] with str keys.
func BenchmarkDictGetStr(b *testing.B) {
	th := NewThread(nil, Limits{MaxOps: -1, MaxMemory: -1}, nil)
	keys := strKeys(1000)
	d := NewDict()
	for i, k := range keys {
		d.Set(th, k, NewInt(int64(i)))
	}
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, err := GetItem(th, d, keys[i%len(keys)]); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkListAppend measures list.append through the method table.
func BenchmarkListAppend(b *testing.B) {
	th := NewThread(nil, Limits{MaxOps: -1, MaxMemory: -1}, nil)
	l := NewList(nil)
	args := []Value{NewInt(1)}
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		if i&0xffff == 0 {
			l.items = l.items[:0]
		}
		if _, err := CallMethod(th, l, "append", args, nil); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkStrConcat measures str + str of short strings.
func BenchmarkStrConcat(b *testing.B) {
	th := NewThread(nil, Limits{MaxOps: -1, MaxMemory: -1}, nil)
	x, y := NewStr("hello "), NewStr("world")
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		if _, err := Binary(th, Add, x, y); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkSetAddInt measures set.add of ints.
func BenchmarkSetAddInt(b *testing.B) {
	th := NewThread(nil, Limits{MaxOps: -1, MaxMemory: -1}, nil)
	s := NewSet()
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		if err := s.Add(th, NewInt(int64(i&4095))); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkFloatPowFractional measures x ** 1.7 (correctly rounded pow).
func BenchmarkFloatPowFractional(b *testing.B) {
	th := NewThread(nil, Limits{MaxOps: -1}, nil)
	x, y := Value(Float(3.3)), Value(Float(1.7))
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		if _, err := Binary(th, Pow, x, y); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkFloatPowInt measures x ** 3.0.
func BenchmarkFloatPowInt(b *testing.B) {
	th := NewThread(nil, Limits{MaxOps: -1}, nil)
	x, y := Value(Float(3.3)), Value(Float(3))
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		if _, err := Binary(th, Pow, x, y); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkSortInts measures list.sort of 100k ints (merge sort, fast
// comparisons).
func BenchmarkSortInts(b *testing.B) {
	th := NewThread(nil, Limits{MaxOps: -1, MaxMemory: -1}, nil)
	items := make([]Value, 100000)
	for i := range items {
		items[i] = NewInt(int64((i * 7919) % 100003))
	}
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		l := NewList(append([]Value(nil), items...))
		if err := SortList(th, l, nil, false); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkStrAppendLoop measures s += 'x' repeated 100k times (linear
// thanks to the shared builder; CPython does it in place).
func BenchmarkStrAppendLoop(b *testing.B) {
	th := NewThread(nil, Limits{MaxOps: -1, MaxMemory: -1}, nil)
	x := NewStr("x")
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		var s Value = NewStr("")
		for j := 0; j < 100000; j++ {
			var err error
			if s, err = InPlace(th, Add, s, x); err != nil {
				b.Fatal(err)
			}
		}
		if s.(*Str).Len() != 100000 {
			b.Fatal("wrong length")
		}
	}
}

// BenchmarkInstanceInit creates instances of a class whose __init__ sets
// three attributes (the shape of most user classes).
func BenchmarkInstanceInit(b *testing.B) {
	th := NewThread(nil, Limits{}, nil)
	ns := NewDict()
	ns.SetStr("__init__", &Builtin{Name: "__init__", Owner: ObjectType, Fn: func(t *Thread, self Value, args []Value, _ []Kwarg) (Value, error) {
		for _, name := range []LibName{"x", "y", "z"} {
			if err := SetAttr(t, self, name, args[0]); err != nil {
				return nil, err
			}
		}
		return None, nil
	}})
	cls, err := NewClass(th, "P", nil, ns)
	if err != nil {
		b.Fatal(err)
	}
	args := []Value{NewInt(1)}
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		if _, err := Call(th, cls, args, nil); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkListBuild250k appends 250,000 items to a fresh list (a large
// list comprehension's result).
func BenchmarkListBuild250k(b *testing.B) {
	th := NewThread(nil, Limits{MaxOps: -1, MaxMemory: -1}, nil)
	v := NewInt(1)
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		l := NewList(nil)
		for j := 0; j < 250000; j++ {
			if err := l.Append(th, v); err != nil {
				b.Fatal(err)
			}
		}
	}
}

// BenchmarkRangeIterate: iter() of a 10-item range and its items, the
// work of a short for-loop over range.
func BenchmarkRangeIterate(b *testing.B) {
	th := NewThread(nil, Limits{MaxOps: -1, MaxMemory: -1}, nil)
	r := NewRange(0, 10, 1)
	for i := 0; i < b.N; i++ {
		it, err := Iterate(th, r)
		if err != nil {
			b.Fatal(err)
		}
		for {
			v, _ := it.Next(th)
			if v == nil {
				break
			}
		}
	}
}
