package numpy

import (
	"runtime"
	"testing"
	"unsafe"
)

// pooled reports whether the pool holds the buffer starting at addr (an
// address, not a pointer: that would keep the buffer alive).
func (p *bufPool) pooled(addr uintptr) bool {
	p.mu.Lock()
	defer p.mu.Unlock()
	for _, a := range p.arrs {
		if len(a.f) > 0 && uintptr(unsafe.Pointer(&a.f[0])) == addr {
			return true
		}
	}
	return false
}

// collectUntil runs the garbage collector until cond holds (a finalizer
// ran), at most 200 times.
func collectUntil(cond func() bool) bool {
	for range 200 {
		if cond() {
			return true
		}
		runtime.GC()
		runtime.Gosched()
	}
	return cond()
}

// TestPoolFinalizer: a result's buffer comes back to the pool once nothing
// refers to any part of it, and never while a Go slice of its middle
// (what a view or a caller holds) is alive; a buffer that came back is
// armed again when it is handed out, and comes back again.
func TestPoolFinalizer(t *testing.T) {
	var p bufPool
	p.maxBytes = 1 << 30
	kept := newArray(Float64, []int{poolMinElems})
	p.arm(kept)
	keptAddr := uintptr(unsafe.Pointer(&kept.f[0]))
	middle := kept.f[7:9] // an interior pointer only
	middle[0] = 42
	kept = nil

	dropped := newArray(Float64, []int{poolMinElems})
	p.arm(dropped)
	droppedAddr := uintptr(unsafe.Pointer(&dropped.f[0]))
	dropped = nil
	if !collectUntil(func() bool { return p.pooled(droppedAddr) }) {
		t.Fatal("a dropped buffer did not come back to the pool")
	}
	if p.pooled(keptAddr) {
		t.Fatal("a buffer still referenced through a slice came back to the pool")
	}
	if middle[0] != 42 {
		t.Fatal("the referenced buffer was changed")
	}
	runtime.KeepAlive(middle)

	// Handed out again (as allocResult does), it is re-armed and comes
	// back once more.
	again := p.take(Float64, []int{poolMinElems})
	if again == nil || uintptr(unsafe.Pointer(&again.f[0])) != droppedAddr || again.armed {
		t.Fatalf("take = %v, want the unarmed buffer that came back", again)
	}
	p.arm(again)
	again = nil
	if !collectUntil(func() bool { return p.pooled(droppedAddr) }) {
		t.Fatal("a re-armed buffer did not come back to the pool")
	}
}

// TestPoolFinalizerBounded: buffers coming back from finalizers never
// push the pool past its entries or its bytes, and never evict an entry.
func TestPoolFinalizerBounded(t *testing.T) {
	var p bufPool
	p.maxBytes = 3 * poolMinElems * 8
	first := newArray(Float64, []int{poolMinElems})
	p.release(first, p.maxBytes)
	for range 6 {
		a := newArray(Float64, []int{poolMinElems})
		p.arm(a)
	}
	collectUntil(func() bool {
		p.mu.Lock()
		defer p.mu.Unlock()
		return len(p.arrs) == 3
	})
	for range 20 { // let any other finalizer run
		runtime.GC()
	}
	p.mu.Lock()
	n, size := len(p.arrs), p.bytes()
	p.mu.Unlock()
	if n != 3 || size > p.maxBytes {
		t.Fatalf("pool holds %d buffers, %d bytes (at most 3, %d)", n, size, p.maxBytes)
	}
	if !p.pooled(uintptr(unsafe.Pointer(&first.f[0]))) {
		t.Fatal("a returning buffer evicted a released one")
	}
}
