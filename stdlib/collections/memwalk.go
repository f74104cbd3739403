package collections

import "github.com/kraitpy/krait/py"

// The memory walk (py.MemWalk) measures collections' Go values: each
// MemRefs adds the value's size and visits the Python values it holds.

// MemRefs measures a deque's ring buffer, every slot included.
func (r *ring) MemRefs(w *py.MemWalk) {
	w.Add(48 + int64(cap(r.buf))*16)
	for _, v := range r.buf[:cap(r.buf)] {
		w.Visit(v)
	}
}

// MemRefs measures a deque iterator.
func (it *dequeIterator) MemRefs(w *py.MemWalk) {
	w.Add(48)
	w.Visit(it.r)
}

// MemRefs measures the iterator of a Sequence mixin's __iter__.
func (it *seqIter) MemRefs(w *py.MemWalk) {
	w.Add(32)
	w.Visit(it.seq)
}

// MemRefs measures Counter.elements()'s iterator.
func (it *elementsIter) MemRefs(w *py.MemWalk) {
	w.Add(48 + int64(cap(it.pairs))*32)
	for _, p := range it.pairs {
		w.Visit(p[0])
		w.Visit(p[1])
	}
}

// MemRefs measures a namedtuple field's getter (it holds an index).
func (f *fieldGetter) MemRefs(w *py.MemWalk) { w.Add(16) }

// MemRefs measures what a namedtuple class's methods hold: the class
// and the defaults (counted once for all of them).
func (tc *tupleClass) MemRefs(w *py.MemWalk) {
	size := int64(64+len(tc.name)) + int64(len(tc.defaults))*16
	for _, f := range tc.fields {
		size += 16 + int64(len(f))
	}
	if !w.AddBuffer(tc, size) {
		return
	}
	w.Visit(tc.cls)
	for _, v := range tc.defaults {
		w.Visit(v)
	}
}
