package functools

import "github.com/kraitpy/krait/py"

// The memory walk (py.MemWalk) measures functools' Go state: each
// MemRefs adds its size and visits the Python values it holds. Objects
// without one (singledispatch's, partialmethod's, the decorators that
// lru_cache(maxsize) and wraps return) make the walk give up.

// MemRefs visits the module's classes (py.MemState: the module's Go
// state, which its functions close over).
func (m *module) MemRefs(w *py.MemWalk) {
	w.Visit(m.partial)
	w.Visit(m.keyClass)
	w.Visit(m.cacheInfo)
}

// MemRefs measures a partial's function and frozen arguments.
func (s *partialState) MemRefs(w *py.MemWalk) {
	w.Add(64 + int64(cap(s.args))*16)
	w.Visit(s.fn)
	for _, v := range s.args {
		w.Visit(v)
	}
	if s.keywords != nil {
		w.Visit(s.keywords)
	}
}

// MemRefs measures a cmp_to_key wrapper.
func (k *keyState) MemRefs(w *py.MemWalk) {
	w.Add(32)
	w.Visit(k.obj)
	w.Visit(k.cmp)
}

// MemRefs measures an lru_cache wrapper: its function and its cache.
func (l *lruWrapper) MemRefs(w *py.MemWalk) {
	w.Add(96)
	w.Visit(l.fn)
	w.Visit(l.kwMark)
	if l.cache != nil {
		w.Visit(l.cache)
	}
	if l.attrs != nil {
		w.Visit(l.attrs)
	}
	if l.info != nil {
		w.Visit(l.info)
	}
}

// MemRefs measures a cached_property.
func (c *cachedProperty) MemRefs(w *py.MemWalk) {
	w.Add(32 + int64(len(c.name)))
	w.Visit(c.fn)
}

// MemRefs measures an RLock's state.
func (b *rlockBox) MemRefs(w *py.MemWalk) { w.Add(16) }

// MemRefs measures a singledispatch function: its registry and
// attributes.
func (d *dispatcher) MemRefs(w *py.MemWalk) {
	w.Add(48)
	w.Visit(d.registry)
	w.Visit(d.attrs)
}

// MemRefs measures a singledispatchmethod.
func (s *singleDispatchMethod) MemRefs(w *py.MemWalk) {
	w.Add(16)
	w.Visit(s.d)
}

// MemRefs measures a partialmethod: its function and frozen arguments.
func (p *partialMethod) MemRefs(w *py.MemWalk) {
	w.Add(80 + int64(cap(p.args))*16 + int64(cap(p.kwargs))*32)
	w.Visit(p.fn)
	for _, v := range p.args {
		w.Visit(v)
	}
	for _, kw := range p.kwargs {
		w.Add(int64(len(kw.Name)))
		w.Visit(kw.Value)
	}
	w.Visit(p.m.partial)
}

// MemRefs measures a Go function that binds as a method through what its
// closure holds.
func (f *methodLike) MemRefs(w *py.MemWalk) {
	w.Add(48 + int64(len(f.name)))
	f.refs.MemRefs(w)
}
