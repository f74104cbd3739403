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
