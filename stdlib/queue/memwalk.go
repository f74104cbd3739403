package queue

import "github.com/kraitpy/krait/py"

// The memory walk (py.MemWalk) measures the module: its classes' methods
// close over the module's state (the Empty and Full classes) and over
// names, and a queue's items live in its Go state.

// MemRefs visits the exception classes (the module's Go state).
func (m *module) MemRefs(w *py.MemWalk) {
	w.Visit(m.empty)
	w.Visit(m.full)
}

// MemRefs measures a queue's items, every slot of the array included (a
// LIFO pop leaves the old item past the length).
func (s *state) MemRefs(w *py.MemWalk) {
	w.Add(64 + int64(cap(s.items))*16)
	for _, v := range s.items[:cap(s.items)] {
		w.Visit(v)
	}
}
