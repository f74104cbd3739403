package operator

import "github.com/kraitpy/krait/py"

// The memory walk (py.MemWalk) measures the getters: each MemRefs adds
// the getter's size and visits the Python values it holds.

// MemRefs measures an itemgetter.
func (g *itemGetter) MemRefs(w *py.MemWalk) {
	w.Add(24 + int64(cap(g.items))*16)
	for _, v := range g.items {
		w.Visit(v)
	}
}

// MemRefs measures an attrgetter (its names are Go strings).
func (g *attrGetter) MemRefs(w *py.MemWalk) {
	n := int64(48 + 16*len(g.names))
	for i, name := range g.names {
		n += int64(len(name))
		if i < len(g.paths) {
			n += 24 + 16*int64(len(g.paths[i]))
		}
	}
	w.Add(n)
}

// MemRefs measures a methodcaller: its name and arguments.
func (c *methodCaller) MemRefs(w *py.MemWalk) {
	w.Add(64 + int64(len(c.name)) + int64(cap(c.args))*16 + int64(cap(c.kwargs))*32)
	for _, v := range c.args {
		w.Visit(v)
	}
	for _, kw := range c.kwargs {
		w.Add(int64(len(kw.Name)))
		w.Visit(kw.Value)
	}
}
