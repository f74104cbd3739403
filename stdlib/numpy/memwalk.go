package numpy

import "github.com/kraitpy/krait/py"

// MemRefs measures an array for the memory walk (py.MemWalk): its buffer
// once however many views share it (keyed by the buffer's first
// element), the values of an object or str array, and the array whose
// buffer a view shares.
func (a *Array) MemRefs(w *py.MemWalk) {
	w.Add(96 + int64(len(a.shape)+len(a.strides))*8)
	if key, _ := bufferKey(a); key != nil {
		w.AddBuffer(key, int64(cap(a.f))*8+int64(cap(a.i))*8+int64(cap(a.b))+int64(cap(a.c))*16+int64(cap(a.o))*itemSize(Object))
	}
	for _, v := range a.o[:cap(a.o)] {
		w.Visit(v)
	}
	if a.base != nil {
		w.Visit(a.base)
	}
	if a.self != nil {
		w.Visit(a.self)
	}
}

// numpy is walkable (py.MarkWalkable): its functions and the methods of
// its classes close over nothing but the Module, and the Module's Go
// state is a py.MemState. The values it keeps in instances' Base are
// MemReferrers below.

// MemRefs visits what one interpreter's numpy holds in Go (py.MemState):
// its classes, dtypes and submodules, the print options' formatter (a
// dict of Python callables), the warnings module it reports through, and
// the size of the dead buffers its pool keeps for reuse.
func (m *Module) MemRefs(w *py.MemWalk) {
	w.Add(512 + int64(len(m.strTypes)+len(m.subs))*32)
	for _, c := range [...]*py.Type{m.ndarray, m.dtypeCls, m.flatCls, m.generic, m.number, m.integer,
		m.signedint, m.unsignedint, m.inexact, m.floating, m.complexfloating, m.linAlgError, m.axisError,
		m.complexWarning, m.ufuncTypeError, m.noLoopError, m.castingError, m.errCls} {
		if c != nil {
			w.Visit(c)
		}
	}
	for _, c := range m.scalarCls {
		if c != nil {
			w.Visit(c)
		}
	}
	for _, c := range m.narrowCls {
		if c != nil {
			w.Visit(c)
		}
	}
	for _, d := range m.dtypes {
		w.Visit(d)
	}
	for _, d := range m.narrowDt {
		w.Visit(d)
	}
	for _, d := range m.strTypes {
		w.Visit(d)
	}
	if m.linalg != nil {
		w.Visit(m.linalg)
	}
	for _, s := range m.subs {
		w.Visit(s)
	}
	if m.print.formatter != nil {
		w.Visit(m.print.formatter)
	}
	if m.Warnings != nil {
		w.Visit(m.Warnings)
	}
	w.Add(m.pool.bytes())
}

// MemRefs measures a dtype's Go state.
func (*dtypeInfo) MemRefs(w *py.MemWalk) { w.Add(24) }

// MemRefs measures a ufunc's Go state (its loops are shared Go code).
func (*ufuncVal) MemRefs(w *py.MemWalk) { w.Add(16) }

// MemRefs measures an mgrid/ogrid/r_/c_ object's Go state.
func (g *gridVal) MemRefs(w *py.MemWalk) { w.Add(16 + int64(len(g.kind))) }

// MemRefs measures a numpy scalar's number (boxed in the Base).
func (npFloat) MemRefs(w *py.MemWalk) { w.Add(8) }

// MemRefs measures a numpy scalar's number (boxed in the Base).
func (npInt) MemRefs(w *py.MemWalk) { w.Add(8) }

// MemRefs measures a numpy scalar's number (boxed in the Base).
func (npBool) MemRefs(w *py.MemWalk) { w.Add(8) }

// MemRefs measures the stand-in of a refused submodule: its error.
func (r *refusedSubmodule) MemRefs(w *py.MemWalk) {
	w.Add(32 + int64(len(r.name)))
	if v, ok := r.err.(py.Value); ok {
		w.Visit(v)
	}
}

// MemRefs measures an a.flat iterator: its array.
func (f *flatVal) MemRefs(w *py.MemWalk) {
	w.Add(24)
	w.Visit(f.a)
}

// MemRefs measures an iterator over an array's first axis.
func (it *arrayIter) MemRefs(w *py.MemWalk) {
	w.Add(32)
	w.Visit(it.a)
}

// MemRefs measures an np.vectorize object: its Python function.
func (v *vectorizeVal) MemRefs(w *py.MemWalk) {
	w.Add(32)
	w.Visit(v.fn)
}

// MemRefs measures an np.nditer: the arrays it iterates.
func (n *nditerVal) MemRefs(w *py.MemWalk) {
	w.Add(24 + int64(len(n.items))*16)
	for _, v := range n.items {
		w.Visit(v)
	}
}

// MemRefs measures an np.poly1d: its coefficients.
func (p *poly1dVal) MemRefs(w *py.MemWalk) {
	w.Add(16)
	if p.coeffs != nil {
		w.Visit(p.coeffs)
	}
}

// MemRefs measures an np.errstate: its arguments and the saved states.
func (e *errstateVal) MemRefs(w *py.MemWalk) {
	w.Add(48 + int64(len(e.kwargs))*32 + int64(len(e.saved))*numCats*16)
	for _, kw := range e.kwargs {
		w.Visit(kw.Value)
	}
}

// MemRefs measures an np.printoptions: its arguments and the saved
// options (whose formatters hold Python callables).
func (p *printoptionsVal) MemRefs(w *py.MemWalk) {
	w.Add(72 + int64(len(p.args))*16 + int64(len(p.kwargs))*32 + int64(len(p.saved))*96)
	for _, v := range p.args {
		w.Visit(v)
	}
	for _, kw := range p.kwargs {
		w.Visit(kw.Value)
	}
	for _, o := range p.saved {
		if o.formatter != nil {
			w.Visit(o.formatter)
		}
	}
}
