package re

import "github.com/kraitpy/krait/py"

// The memory walk (py.MemWalk) measures re's objects in the units re
// charges when it makes them: a compiled pattern 8 bytes per character of
// its source plus 256, a match 96 bytes plus the code points of a
// non-ASCII subject (4 bytes each, counted once per array: matches of one
// subject share it).

// MemRefs measures a Pattern's Go state (py.MemReferrer).
func (s *patState) MemRefs(w *py.MemWalk) {
	if s.p != nil {
		w.Add(int64(len(s.p.source))*8 + 256)
	}
	w.Visit(s.src)
}

// MemRefs measures a Match's Go state (py.MemReferrer).
func (s *matchState) MemRefs(w *py.MemWalk) {
	w.Add(96 + int64(len(s.mt.extra))*8)
	addRunes(w, s.mt.input)
	w.Visit(s.pat)
	w.Visit(s.str)
	s.in.memRefs(w)
}

// MemRefs measures finditer's iterator (py.MemReferrer).
func (it *matchIter) MemRefs(w *py.MemWalk) {
	w.Add(96)
	if it.it != nil {
		addRunes(w, it.it.input)
	}
	w.Visit(it.pat)
	w.Visit(it.str)
	it.in.memRefs(w)
}

// memRefs visits a subject's str and counts its code points.
func (s *subject) memRefs(w *py.MemWalk) {
	if s.src != nil {
		w.Visit(s.src)
	}
	addRunes(w, s.runes)
}

// MemRefs measures one interpreter's re state (py.MemState): the cache of
// compiled patterns and the code points of recent subjects.
func (st *state) MemRefs(w *py.MemWalk) {
	w.Add(int64(len(st.cache))*64 + int64(cap(st.order))*40)
	for _, p := range st.cache {
		w.Visit(p)
	}
	for i, s := range st.runes.strs {
		if s != nil {
			w.Visit(s)
		}
		addRunes(w, st.runes.runes[i])
	}
}

// addRunes counts an array of code points once per walk.
func addRunes(w *py.MemWalk, rs []rune) {
	if cap(rs) > 0 {
		w.AddBuffer(&rs[:1][0], int64(cap(rs))*4)
	}
}
