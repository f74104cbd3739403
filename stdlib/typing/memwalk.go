package typing

import "github.com/kraitpy/krait/py"

// The memory walk (py.MemWalk) measures the module's Go state and what
// the functions it makes at run time hold: the module is marked walkable
// (py.MarkWalkable) with its state as the module's Go state, its classes'
// methods close over that state only (py.MarkClassWalkable), and the
// methods of a NamedTuple class list their ntInfo (py.Builtin.Refs).

// classes returns the module's classes.
func (m *module) classes() []*py.Type {
	return []*py.Type{m.alias, m.typeVar, m.fwd, m.newType, m.generic, m.protocol, m.namedTuple, m.typedDict}
}

// MemRefs visits the module's classes (the module's Go state).
func (m *module) MemRefs(w *py.MemWalk) {
	for _, c := range m.classes() {
		w.Visit(c)
	}
}

// MemRefs measures what a NamedTuple class's methods hold: the class and
// its defaults (counted once for all of them).
func (info *ntInfo) MemRefs(w *py.MemWalk) {
	size := int64(64 + 48*len(info.defaults))
	for _, n := range info.names {
		size += 16 + int64(len(n))
	}
	if !w.AddBuffer(info, size) {
		return
	}
	w.Visit(info.cls)
	for _, v := range info.defaults {
		w.Visit(v)
	}
}

// MemRefs measures a NamedTuple field's getter (it holds an index).
func (f *tupleField) MemRefs(w *py.MemWalk) { w.Add(16) }
