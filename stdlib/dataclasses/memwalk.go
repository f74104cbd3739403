package dataclasses

import "github.com/kraitpy/krait/py"

// The memory walk (py.MemWalk) measures the module's Go state and what
// the methods it generates close over: the module is marked walkable
// (py.MarkWalkable) with its state as the module's Go state, and every
// generated method lists its class's classInfo as what it holds
// (py.Builtin.Refs).

// MemRefs visits the module's classes and sentinels (the module's Go
// state, which its functions and its classes' methods close over).
func (m *module) MemRefs(w *py.MemWalk) {
	w.Visit(m.fieldCls)
	w.Visit(m.frozenErr)
	w.Visit(m.initVar)
	w.Visit(m.missing)
	w.Visit(m.kwOnly)
}

// MemRefs measures what a dataclass's generated methods hold: the class,
// its fields (names, types, defaults, factories, Field objects) and the
// module's state. The methods of one class share it: it is counted once.
func (ci *classInfo) MemRefs(w *py.MemWalk) {
	size := int64(96 + 24*len(ci.fields))
	if p := ci.initPlan; p != nil {
		size += 64 + int64(len(p.qual)) + 24*int64(len(p.names)+len(p.param))
	}
	if !w.AddBuffer(ci, size) {
		return
	}
	w.Visit(ci.cls)
	for _, f := range ci.fields {
		w.Add(128 + int64(len(f.name)))
		w.Visit(f.typ)
		w.Visit(f.def)
		w.Visit(f.factory)
		w.Visit(f.hash)
		if f.inst != nil {
			w.Visit(f.inst)
		}
		if f.keyStr != nil {
			w.Visit(f.keyStr)
		}
	}
	ci.m.MemRefs(w)
}
