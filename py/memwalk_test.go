package py

import (
	"strconv"
	"testing"
)

// BenchmarkMemWalk measures the walk per object (a list of distinct
// strings and small dicts): the cost walkOpsPerNode in interp charges.
func BenchmarkMemWalk(b *testing.B) {
	items := make([]Value, 100_000)
	for i := range items {
		if i%2 == 0 {
			items[i] = NewStr("s" + strconv.Itoa(i))
		} else {
			d := NewDict()
			d.SetStr("k", NewInt(int64(i)))
			items[i] = d
		}
	}
	l := NewList(items)
	b.ResetTimer()
	for b.Loop() {
		w := NewMemWalk(1 << 20)
		w.Visit(l)
		if _, ok := w.Run(); !ok {
			b.Fatal(w.Failed())
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(len(items)+1), "ns/object")
}

// nested and its first field share an address; the walk must measure
// both (the set of values seen keys on the type as well as the pointer).
type nested struct{ first nestedField }

type nestedField struct{ n int64 }

func (*nested) Type() *Type               { return ObjectType }
func (n *nested) MemRefs(w *MemWalk)      { w.Add(100); w.Visit(&n.first) }
func (*nestedField) Type() *Type          { return ObjectType }
func (f *nestedField) MemRefs(w *MemWalk) { w.Add(f.n) }

func TestMemWalkCountsEachValueOnce(t *testing.T) {
	strs := make([]Value, 5000)
	for i := range strs {
		strs[i] = NewStr(strconv.Itoa(i)) // 32 bytes + its length
	}
	want := int64(32 + 5000*valueSize) // the list
	for _, s := range strs {
		want += 32 + int64(len(s.(*Str).s))
	}
	// Every string twice (in the list and in a tuple) and the list
	// twice: each counted once.
	tup := NewTuple(append(append([]Value{}, strs...), NewList(nil)))
	want += 24 + int64(len(tup.items))*valueSize + 32
	l := NewList(strs)
	n := &nested{first: nestedField{n: 7}}
	want += 107
	w := NewMemWalk(1 << 20)
	w.Visit(l)
	w.Visit(tup)
	w.Visit(l)
	w.Visit(n)
	size, ok := w.Run()
	if !ok {
		t.Fatal(w.Failed())
	}
	if size != want {
		t.Errorf("walk measured %d bytes, want %d", size, want)
	}
	if w.Nodes() != 5000+5 { // the strings, two lists, the tuple, n and its field
		t.Errorf("walk visited %d values, want %d", w.Nodes(), 5005)
	}
}
