package random

import "github.com/kraitpy/krait/py"

// MemRefs visits what one interpreter's numpy.random holds in Go
// (py.MemState): its classes and the hidden RandomState behind the
// module functions (whose bit generator set_bit_generator replaces).
func (m *Module) MemRefs(w *py.MemWalk) {
	w.Add(256)
	for _, c := range [...]*py.Type{m.rsCls, m.genCls, m.seqCls, m.bitgenCls, m.mtCls, m.pcgCls} {
		if c != nil {
			w.Visit(c)
		}
	}
	if m.global != nil {
		w.Visit(m.global)
	}
}

// MemRefs measures a RandomState's or Generator's Go state: the
// generator's tables and its bit generator object.
func (g *gen) MemRefs(w *py.MemWalk) {
	w.Add(256 + int64(len(g.dists))*48)
	if g.bitgen != nil {
		w.Visit(g.bitgen)
	}
}

// MemRefs measures a bit generator's state (MT19937's 624 words, or
// PCG64's) and the SeedSequence it was seeded from.
func (b *bitGen) MemRefs(w *py.MemWalk) {
	w.Add(2600)
	w.Visit(b.seq)
}

// MemRefs measures a SeedSequence: its entropy and spawn key.
func (s *seqState) MemRefs(w *py.MemWalk) {
	w.Add(256)
	w.Visit(s.entropy)
	if s.spawnKey != nil {
		w.Visit(s.spawnKey)
	}
}
