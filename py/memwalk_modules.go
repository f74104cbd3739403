package py

// What the memory walk may trust about Go code: a built-in function
// whose Go closure holds no value of any run, a module whose Go code
// keeps no Python values out of the walk's sight, and the state shared
// modules keep per interpreter (Locals). Everything else it cannot see
// through makes the walk inexact (MemWalk.GiveUp).

// MemState is implemented by Go state that holds Python values where the
// memory walk cannot see them otherwise (a module's Go state, an entry of
// an interpreter's Locals): MemRefs adds its size with w.Add and passes
// every Python value it holds to w.Visit, or calls w.GiveUp.
type MemState interface {
	MemRefs(w *MemWalk)
}

// MarkWalkable declares that the memory walk can measure module m from
// its namespace: its functions close over no value of a run (or only over
// m.Go), and its Go state m.Go is nil, data shared read-only by every
// interpreter, or a MemState the walk visits. Values its functions return
// must be built-in values, instances whose Base is a MemReferrer, or
// MemReferrers themselves (anything else makes the walk give up). The
// functions in its namespace are marked as holding nothing; a function
// Python code stores there later is not. State a shared module keeps per
// interpreter in Locals must implement MemState. Call it once the module
// is built, before any run can see it.
func MarkWalkable(m *Module) {
	m.walkable = true
	markStatic(m.Dict)
}

// MarkClassWalkable declares that the Go methods in class t's namespace
// (functions, static and class methods, property accessors) close over
// no value of a run but t itself or its module's Go state (see
// MarkWalkable), for a class a module builds per interpreter.
func MarkClassWalkable(t *Type) {
	t.memoNS = true
	markStatic(t.Dict)
}

// markStatic marks the built-in functions and methods in a namespace
// that is built once and closes over no value of a run (a module's built
// by MarkWalkable, a class's frozen by Freeze). A function already marked
// is not written again: a per-interpreter module can hold one of a
// module shared by every interpreter (functools.namedtuple is
// collections'), marked once before it was shared, and two interpreters
// loading theirs at once must only read it.
func markStatic(d *Dict) {
	if d == nil {
		return
	}
	mark := func(v Value) {
		if b, ok := v.(*Builtin); ok && !b.static {
			b.static = true
		}
	}
	for _, e := range d.entries {
		switch v := e.value.(type) {
		case *Builtin:
			mark(v)
		case *StaticMethod:
			mark(v.Func)
		case *ClassMethod:
			mark(v.Func)
		case *Property:
			for _, f := range [...]Value{v.Get, v.Set, v.Del} {
				mark(f)
			}
		}
	}
}

// IsWalkable reports whether m was marked with MarkWalkable.
func (m *Module) IsWalkable() bool { return m.walkable }

// MemRefs visits one interpreter's state of shared modules: every entry
// must be a MemState, or the walk gives up.
func (l *Locals) MemRefs(w *MemWalk) {
	if l == nil {
		return
	}
	for _, v := range l.m {
		s, ok := v.(MemState)
		if !ok {
			w.GiveUp("state of a shared module")
			continue
		}
		s.MemRefs(w)
	}
}

// Holds is a Builtin's Refs for a Go closure that keeps the listed
// Python values and nothing else of a run, each captured once and never
// replaced (a wrapper's function, a class's methods' class).
type Holds []Value

// MemRefs counts the captured references and visits the values.
func (h Holds) MemRefs(w *MemWalk) {
	w.Add(24 + int64(len(h))*16)
	for _, v := range h {
		w.Visit(v)
	}
}
