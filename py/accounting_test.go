package py

import (
	"runtime"
	"testing"
)

// measure runs f and returns the bytes the Go runtime allocated and the
// bytes f charged to th.
func measure(th *Thread, f func()) (actual, charged int64) {
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	m := th.Memory()
	f()
	runtime.ReadMemStats(&after)
	return int64(after.TotalAlloc - before.TotalAlloc), th.Memory() - m
}

// TestAccountingIsHonest checks, in the spirit of canonical/starlark's
// startest, that growing containers and strings charge at least what the
// Go runtime really allocates for them (at least 80%).
func TestAccountingIsHonest(t *testing.T) {
	const n = 100000
	cases := []struct {
		name string
		run  func(th *Thread)
	}{
		{"list.append", func(th *Thread) {
			l := NewList(nil)
			for i := 0; i < n; i++ {
				l.Append(th, NewInt(int64(i%1000)))
			}
		}},
		{"dict[str]=int", func(th *Thread) {
			d := NewDict()
			keys := make([]Value, 1000)
			for i := range keys {
				keys[i] = NewStr("k" + itoa(int64(i)))
			}
			for i := 0; i < n; i++ {
				d.Set(th, NewInt(int64(i)), keys[i%1000])
			}
		}},
		{"set.add", func(th *Thread) {
			s := NewSet()
			for i := 0; i < n; i++ {
				s.Add(th, NewInt(int64(i%30000)))
			}
		}},
		{"str repeat and concat", func(th *Thread) {
			s := Value(NewStr("ab"))
			for i := 0; i < 200; i++ {
				s, _ = Binary(th, Add, s, NewStr("xyzxyzxyzxyz"))
			}
			Binary(th, Mul, s, NewInt(1000))
		}},
		{"list * n", func(th *Thread) {
			Binary(th, Mul, NewList([]Value{None, None}), NewInt(n))
		}},
	}
	for _, c := range cases {
		th := NewThread(nil, Limits{MaxMemory: -1, MaxOps: -1}, nil)
		actual, charged := measure(th, func() { c.run(th) })
		t.Logf("%s: allocated %d bytes, charged %d", c.name, actual, charged)
		if charged*5 < actual*4 {
			t.Errorf("%s: allocated %d bytes but charged only %d", c.name, actual, charged)
		}
	}
}
