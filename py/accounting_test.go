package py

import (
	"context"
	"errors"
	"runtime"
	"testing"
	"time"
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

// TestFallbackBaseWaitsNoCollectionPastTheDeadline: the fallback's first
// charge past half the limit takes its base after a garbage collection
// (baseHeapNow); a run already cancelled or past its deadline gets its
// limit error instead of waiting for a collection of the whole process
// (which held deep-recursion bombs 80-145 ms past their deadline on a
// loaded machine), and no base is taken.
func TestFallbackBaseWaitsNoCollectionPastTheDeadline(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	th := NewThread(ctx, Limits{MaxMemory: 1 << 20, MaxOps: -1}, nil)
	err := th.Alloc(600 << 10) // past half the limit, where no walk measures
	var le *LimitError
	if !errors.As(err, &le) || le.Kind != LimitCancel {
		t.Fatalf("Alloc in a cancelled run: %v, want its cancellation", err)
	}
	if th.heapBased {
		t.Error("a base was taken")
	}

	th = NewThread(nil, Limits{MaxMemory: 1 << 20, MaxOps: -1, MaxTime: time.Nanosecond}, nil)
	th.init()
	time.Sleep(time.Millisecond)
	err = th.Alloc(600 << 10)
	if !errors.As(err, &le) || le.Kind != LimitTime {
		t.Fatalf("Alloc past the deadline: %v, want the time limit", err)
	}
	if th.heapBased {
		t.Error("a base was taken")
	}

	// Within its time, the same charge takes the base and fits.
	th = NewThread(nil, Limits{MaxMemory: 1 << 20, MaxOps: -1}, nil)
	if err := th.Alloc(600 << 10); err != nil {
		t.Fatal(err)
	}
	if !th.heapBased {
		t.Error("no base taken")
	}
}
