package numpy

import "github.com/kraitpy/krait/py"

// MemRefs measures an array for the memory walk (py.MemWalk): its buffer
// once however many views share it (keyed by the buffer's first
// element), the values of an object or str array, and the array whose
// buffer a view shares.
func (a *Array) MemRefs(w *py.MemWalk) {
	w.Add(96 + int64(len(a.shape)+len(a.strides))*8)
	switch {
	case cap(a.f) > 0:
		w.AddBuffer(&a.f[:1][0], int64(cap(a.f))*8)
	case cap(a.i) > 0:
		w.AddBuffer(&a.i[:1][0], int64(cap(a.i))*8)
	case cap(a.b) > 0:
		w.AddBuffer(&a.b[:1][0], int64(cap(a.b)))
	case cap(a.c) > 0:
		w.AddBuffer(&a.c[:1][0], int64(cap(a.c))*16)
	case cap(a.o) > 0:
		w.AddBuffer(&a.o[:1][0], int64(cap(a.o))*itemSize(Object))
		for _, v := range a.o[:cap(a.o)] {
			w.Visit(v)
		}
	}
	if a.base != nil {
		w.Visit(a.base)
	}
	if a.self != nil {
		w.Visit(a.self)
	}
}
