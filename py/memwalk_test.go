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

// TestMemWalkPollsThroughLongMROs checks that a walk over classes
// chained by inheritance polls as it follows their MRO entries, and
// counts them in its cost: counting objects alone, the walk of 8,000
// chained classes (32 million MRO entries) polled once per 4096 classes,
// seconds past the run's deadline, and was charged as 8,000 objects.
// Making the classes charges the __init_subclass__ scan of each MRO.
func TestMemWalkPollsThroughLongMROs(t *testing.T) {
	const n = 2000
	th := NewThread(nil, Limits{}, nil)
	cls := ObjectType
	ops := th.Ops()
	for i := range n {
		c, err := NewClass(th, "C"+strconv.Itoa(i), []*Type{cls}, nil)
		if err != nil {
			t.Fatal(err)
		}
		cls = c
	}
	// The scans alone: n*n/2 look-ups, NativeItemsPerOp per operation.
	if got, want := th.Ops()-ops, int64(n*n/2/NativeItemsPerOp); got < want {
		t.Errorf("making %d chained classes charged %d operations, want at least %d", n, got, want)
	}
	polls := 0
	w := NewMemWalk(1 << 20)
	w.Poll = func() error { polls++; return nil }
	w.Visit(cls)
	w.Run()
	entries := int64(n) * (n + 1) / 2 // each class's MRO (object's is not walked)
	if w.Slots() < entries {
		t.Errorf("walk followed %d references, want at least the %d MRO entries", w.Slots(), entries)
	}
	// Run polls before measuring each object: the work of the last one
	// is not followed by a poll.
	if want := int(entries/slotsPerNode/pollNodes) - 1; polls < want {
		t.Errorf("walk polled %d times over %d MRO entries, want at least %d", polls, entries, want)
	}
}
