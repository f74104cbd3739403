package py

import "math"

// What the memory walk tells a module that recycles buffers. A buffer
// that an exact walk at a safe point did not reach (AddBuffer never saw
// its key) is held by nothing of the interpreter: no global, frame,
// container, closure or module state reaches it, and at a safe point no
// Go code of the interpreter holds a value the walk does not see (see
// Thread.TickStmt). If neither the host nor another interpreter can
// reach it either, the module that made it may reuse it for its next
// result, as CPython's reference counts let numpy reuse the block of an
// array the moment its last reference goes. The host can hold a value
// it received from a tool call's arguments (HandToHost) or as a run's
// result: a module records the runs' thread and the hand-off count with
// each buffer, and recycles only buffers made by the current run since
// its last hand-off.

// WalkObserver is implemented by per-interpreter state in Locals that
// acts on a walk's findings (numpy recycles the result buffers it made
// that the walk did not reach). Walked is called after every walk at a
// safe point during a run (not the one when the run starts), with
// exact reporting whether the walk saw every value reachable from the
// interpreter's roots (it did not give up, nor stop at its limit). It
// must not run Python code or change what the walk measured.
type WalkObserver interface {
	Walked(t *Thread, w *MemWalk, exact bool)
}

// Walked passes a walk's findings to every entry of l that is a
// WalkObserver.
func (l *Locals) Walked(t *Thread, w *MemWalk, exact bool) {
	if l == nil {
		return
	}
	for _, v := range l.m {
		if o, ok := v.(WalkObserver); ok {
			o.Walked(t, w, exact)
		}
	}
}

// HasBuffer reports whether the walk counted a buffer under key
// (AddBuffer).
func (w *MemWalk) HasBuffer(key any) bool {
	_, ok := w.buffers[key]
	return ok
}

// RequestWalk asks for a walk at the next safe point, for a module that
// has buffers to recycle (WalkObserver). It does nothing in a run that
// does not walk (no memory limit, or no base measure). The walk is the
// one that lowers the memory counter, charged to the operation budget
// as always; the caller spaces its requests by the walks' cost.
func (t *Thread) RequestWalk() {
	if t == nil || !t.baseKnown || t.reclaimAt == math.MaxInt64 {
		return
	}
	if t.reclaimAt > t.memory {
		t.reclaimAt = t.memory
	}
	t.stmtCheck = 0
}

// HandToHost records that Python values went to the host (a tool call's
// arguments): the host may keep them, so no buffer made before now may
// be recycled (HostHandoffs).
func (t *Thread) HandToHost() {
	if t != nil {
		t.handoffs++
	}
}

// HostHandoffs returns how many times the run handed values to the host
// (HandToHost).
func (t *Thread) HostHandoffs() uint64 {
	if t == nil {
		return 0
	}
	return t.handoffs
}
