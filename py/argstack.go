package py

// A call of a built-in method passes its arguments as a slice, and a slice
// handed to an indirect call (Builtin.Fn) escapes to the heap: one
// allocation per call of d.get(k, 0) or s.startswith("#"). A method whose
// Builtin.Borrows is set promises not to keep the slice after it returns,
// so its callers lend it a window of the thread's argument stack instead.
//
// The stack is used strictly last in, first out: a caller takes a window
// above the current top once all arguments are evaluated (an argument's
// evaluation may call, and even suspend a generator, so nothing is taken
// before), and gives it back when the call returns. Calls made while a
// window is lent (a method calling back into Python, a generator resumed
// by it) take their windows above it and give them back before the lending
// call returns, because a generator only suspends at its own yield, never
// inside a built-in call it made. Growing the stack allocates a new array
// without moving the lent windows: they stay valid in the old one.

// argStack is a Thread's stack of lent argument windows.
type argStack struct {
	buf []Value
	top int
}

// BorrowArgs copies vals into a window of the thread's argument stack and
// returns the window and the mark to give to ReturnArgs once the call that
// borrows it (a Builtin with Borrows set) has returned.
func (t *Thread) BorrowArgs(vals []Value) ([]Value, int) {
	s := &t.args
	mark := s.top
	end := mark + len(vals)
	if end > len(s.buf) {
		// The stack is as deep as the call depth times the arguments of
		// one call in the source: bounded by the depth guard and the AST.
		s.buf = make([]Value, max(2*len(s.buf), end, 32)) //krait:alloc-ok call depth (depth guard) x arity of a call in the source (AST)
	}
	w := s.buf[mark:end:end]
	copy(w, vals)
	s.top = end
	return w, mark
}

// ReturnArgs gives back a window BorrowArgs lent at mark, clearing it so
// that it holds no value alive.
func (t *Thread) ReturnArgs(w []Value, mark int) {
	clear(w)
	t.args.top = mark
}
