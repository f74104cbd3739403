package itertools

import "github.com/kraitpy/krait/py"

// The memory walk (py.MemWalk) measures itertools' iterators: each
// MemRefs adds the iterator's size and visits the Python values it holds.

// visitIts visits iterators (nil entries are exhausted ones).
func visitIts(w *py.MemWalk, its ...py.Iterator) {
	for _, it := range its {
		if it != nil {
			w.Visit(it)
		}
	}
}

// visitPool counts and visits a saved pool of items.
func visitPool(w *py.MemWalk, pool []py.Value) {
	w.Add(int64(cap(pool)) * 16)
	for _, v := range pool {
		w.Visit(v)
	}
}

// MemRefs measures a product iterator: its pools and indices.
func (p *product) MemRefs(w *py.MemWalk) {
	w.Add(64 + int64(cap(p.indices))*8)
	for _, pool := range p.pools {
		visitPool(w, pool)
	}
}

// MemRefs measures a combinations or permutations iterator.
func (s *selection) MemRefs(w *py.MemWalk) {
	w.Add(96 + int64(cap(s.indices)+cap(s.cycles))*8)
	visitPool(w, s.pool)
}

// MemRefs measures an accumulate iterator.
func (a *accumulate) MemRefs(w *py.MemWalk) {
	w.Add(64)
	visitIts(w, a.it)
	w.Visit(a.fn)
	w.Visit(a.total)
	w.Visit(a.initial)
}

// MemRefs measures a chain iterator.
func (c *chain) MemRefs(w *py.MemWalk) {
	w.Add(48)
	visitIts(w, c.sources, c.cur)
}

// MemRefs measures a compress iterator.
func (c *compress) MemRefs(w *py.MemWalk) {
	w.Add(48)
	visitIts(w, c.data, c.selectors)
}

// MemRefs measures a dropwhile, takewhile or filterfalse iterator.
func (p *predicateIter) MemRefs(w *py.MemWalk) {
	w.Add(48)
	w.Visit(p.pred)
	visitIts(w, p.it)
}

// MemRefs measures a starmap iterator.
func (s *starmap) MemRefs(w *py.MemWalk) {
	w.Add(48)
	w.Visit(s.fn)
	visitIts(w, s.it)
}

// MemRefs measures an islice iterator.
func (s *islice) MemRefs(w *py.MemWalk) {
	w.Add(64)
	visitIts(w, s.it)
}

// MemRefs measures a pairwise iterator.
func (p *pairwise) MemRefs(w *py.MemWalk) {
	w.Add(48)
	visitIts(w, p.it)
	w.Visit(p.prev)
}

// MemRefs measures a zip_longest iterator.
func (z *zipLongest) MemRefs(w *py.MemWalk) {
	w.Add(64 + int64(cap(z.its))*16)
	visitIts(w, z.its...)
	w.Visit(z.fill)
}

// MemRefs measures a groupby iterator.
func (g *groupby) MemRefs(w *py.MemWalk) {
	w.Add(96)
	visitIts(w, g.it)
	w.Visit(g.keyfn)
	w.Visit(g.tgtkey)
	w.Visit(g.currkey)
	w.Visit(g.currvalue)
	if g.current != nil {
		w.Visit(g.current)
	}
}

// MemRefs measures one group of a groupby.
func (gr *grouper) MemRefs(w *py.MemWalk) {
	w.Add(32)
	w.Visit(gr.parent)
	w.Visit(gr.tgtkey)
}

// MemRefs measures a tee iterator: its source and the items buffered
// after its position (shared by the tees of one source, counted once).
func (ti *teeIter) MemRefs(w *py.MemWalk) {
	w.Add(32)
	if ti.src != nil && w.AddBuffer(ti.src, 32) {
		visitIts(w, ti.src.it)
	}
	for n := ti.pos; n != nil && w.AddBuffer(n, 32); n = n.next {
		w.Visit(n.value)
	}
}

// MemRefs measures a count iterator.
func (c *count) MemRefs(w *py.MemWalk) {
	w.Add(32)
	w.Visit(c.cur)
	w.Visit(c.step)
}

// MemRefs measures a cycle iterator: its source and the items saved.
func (c *cycle) MemRefs(w *py.MemWalk) {
	w.Add(48)
	visitIts(w, c.it)
	visitPool(w, c.saved)
}

// MemRefs measures a repeat iterator.
func (r *repeat) MemRefs(w *py.MemWalk) {
	w.Add(32)
	w.Visit(r.obj)
}
