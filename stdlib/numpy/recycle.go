package numpy

import (
	"unsafe"
	"weak"

	"github.com/kraitpy/krait/py"
)

// This file recycles the buffers of results nothing reaches any more.
// In `for ...: r = np.sqrt(a * a + b * b)` each iteration's result is a
// new buffer and the one before it becomes garbage, which only the Go
// collector finds, after the heap has grown to twice the live data: on
// the way there every new buffer is fresh memory the kernel must fault
// in (about 2,000 faults for 8 MB), where numpy, freed by reference
// count, gets the same block back. The memory walk (py.MemWalk) knows
// sooner: an exact walk at a safe point visits every array the
// interpreter can still reach, each buffer under its key (bufferKey;
// views share their base's buffer and visit their base). A result
// buffer whose key it did not see is held by nothing of the interpreter
// and goes to the pool (temps.go), from which the next result of its
// size takes it.
//
// Which buffers: those allocResult made (fresh or pooled) in the current
// run since the run last handed Python values to the host (a tool call's
// arguments: py.Thread.HandToHost), large enough for the pool, while the
// array still owns its whole buffer (recyclable). The host keeps what a
// tool received or a run returned, and another run's values are not
// recorded: the records start again whenever the thread or its count of
// hand-offs changes. A record holds its array weakly: the collector may
// free it first.

// recycleMinBytes is the fewest recorded bytes for which numpy asks for
// a walk, and recycleBytesPerNode the bytes recorded per object the last
// walk visited before it asks again: a walk costs about 8 operations per
// object (interp's walkOpsPerNode), far less than writing 2 KiB of
// results costs.
const (
	recycleMinBytes     = 4 << 20
	recycleBytesPerNode = 2048
	recycleMaxRecords   = 256
)

// recycler is the record of result buffers a walk may find dead.
type recycler struct {
	thread   weak.Pointer[py.Thread]
	handoffs uint64
	recs     map[uintptr]weak.Pointer[Array]
	// pending is the bytes recorded since the last walk, and spacing
	// how many make numpy ask for the next one.
	pending, spacing int64
	// recycled counts the buffers recycled (for tests).
	recycled int
}

// bufferKey returns the key under which the memory walk counts a's
// buffer (the address of its first element, shared by every view of
// it), and that address; nil and 0 for an array without a buffer.
func bufferKey(a *Array) (any, uintptr) {
	switch {
	case cap(a.f) > 0:
		p := &a.f[:1][0]
		return p, uintptr(unsafe.Pointer(p))
	case cap(a.i) > 0:
		p := &a.i[:1][0]
		return p, uintptr(unsafe.Pointer(p))
	case cap(a.b) > 0:
		p := &a.b[:1][0]
		return p, uintptr(unsafe.Pointer(p))
	case cap(a.c) > 0:
		p := &a.c[:1][0]
		return p, uintptr(unsafe.Pointer(p))
	case cap(a.o) > 0:
		p := &a.o[:1][0]
		return p, uintptr(unsafe.Pointer(p))
	}
	return nil, 0
}

// sync starts the records again when t is not the thread they were made
// on or t handed values to the host since.
func (r *recycler) sync(t *py.Thread) {
	if r.thread.Value() == t && r.handoffs == t.HostHandoffs() {
		return
	}
	clear(r.recs)
	r.thread = weak.Make(t)
	r.handoffs = t.HostHandoffs()
	r.pending = 0
}

// record notes the result a of allocResult, and asks for a walk once
// enough was recorded.
func (m *Module) record(t *py.Thread, a *Array) {
	if t == nil || !recyclable(a) {
		return
	}
	r := &m.recycle
	r.sync(t)
	if r.recs == nil {
		r.recs = map[uintptr]weak.Pointer[Array]{} //krait:alloc-ok at most recycleMaxRecords entries
	}
	_, addr := bufferKey(a)
	if _, ok := r.recs[addr]; !ok && len(r.recs) >= recycleMaxRecords {
		return
	}
	r.recs[addr] = weak.Make(a)
	r.pending += int64(a.Size()) * itemSize(a.kind)
	if r.pending >= max(r.spacing, recycleMinBytes) {
		r.pending = 0
		t.RequestWalk()
	}
}

// forget drops the record of a's buffer (it went to the pool).
func (r *recycler) forget(a *Array) {
	if len(r.recs) > 0 {
		_, addr := bufferKey(a)
		delete(r.recs, addr)
	}
}

// Walked recycles the recorded buffers an exact walk at a safe point
// did not reach (py.WalkObserver), and spaces the next walk numpy asks
// for by this one's cost (an inexact walk makes the next request four
// times as far).
func (m *Module) Walked(t *py.Thread, w *py.MemWalk, exact bool) {
	r := &m.recycle
	if !exact {
		r.spacing = min(max(r.spacing, recycleMinBytes)*4, 1<<40)
		clear(r.recs)
		return
	}
	r.spacing = w.Nodes()*recycleBytesPerNode + w.Slots()*16
	r.sync(t)
	maxBytes := poolMaxBytes(t)
	for addr, wp := range r.recs {
		a := wp.Value()
		if a == nil {
			delete(r.recs, addr)
			continue
		}
		key, at := bufferKey(a)
		if at != addr || !recyclable(a) {
			delete(r.recs, addr) // no longer the buffer recorded
			continue
		}
		if w.HasBuffer(key) {
			continue // still reachable: it may die later
		}
		delete(r.recs, addr)
		if !m.pool.holds(addr) && m.pool.release(a, maxBytes) {
			// The walk did not count it: the pool holds it now.
			w.Add(int64(a.Size()) * itemSize(a.kind))
			r.recycled++
		}
	}
}
