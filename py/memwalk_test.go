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
