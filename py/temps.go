package py

// Temporaries. krait counts no references, so a Go implementation cannot
// tell whether an operand it receives is referenced anywhere else. The
// interpreter can, in one case: the result of an operator (or of a call)
// written directly as the operand of another operator or as an argument
// of a call, such as `a * a` in `a * a + b * b`, is held only by the
// interpreter's evaluation, provided the implementation that made it
// keeps no reference to it. The protocol below lets the two sides prove
// that together, so that numpy can compute `a * a + b * b` into the
// buffer of `a * a` and reuse the buffer of `b * b`.
//
//   - Before each such dispatch the interpreter declares it (DeclareOp,
//     DeclareCall): the operator or callee, the operands, which operands
//     are temporaries, and the call depth. EndDispatch closes it.
//   - An implementation reads the declaration with DispatchedOp or
//     DispatchedCall, passing the operands it received: it gets the
//     temporaries only when they are the declared ones (the same
//     objects, the same callee, at the same depth: no Python frame and no
//     other implementation ran before it), and the declaration is
//     consumed. It may then overwrite or recycle those operands.
//   - An implementation that answered a declared dispatch with a value it
//     just made and holds nowhere else calls MarkMade; EndDispatch keeps
//     that value as the last temporary, which the interpreter collects
//     with TakeTemp right after the operand's evaluation.
//
// The declared operands are compared by identity, and only objects
// (*Instance) can be temporaries: numbers are never recycled.

// temps is a thread's state of the protocol.
type temps struct {
	declared bool
	depth    int
	op       int   // the operator (an ast operator code + 1 per kind), 0 for a call
	fn       Value // the callee of a call
	args     [2]Value
	temp     [2]bool
	made     *Instance // what the implementation marked as made
	last     *Instance // the last dispatch's made result
}

// TempOp codes name the dispatches of the protocol that are operators:
// a binary operator is TempBinary+op, a unary one TempUnary+op, a rich
// comparison TempCompare+op, and TempIndex a subscript `x[k]` whose key
// k (the second operand) may be a temporary: a boolean mask such as
// `(a > 0) & (a < 9)`, which the subscript reads and then drops.
const (
	TempBinary  = 1 << 8
	TempUnary   = 2 << 8
	TempCompare = 3 << 8
	TempIndex   = 4 << 8
)

// DeclareOp declares that the interpreter is about to dispatch operator
// op on a and b (b nil for a unary operator); aTemp and bTemp say which
// are temporaries.
func (t *Thread) DeclareOp(op int, a, b Value, aTemp, bTemp bool) {
	t.temps = temps{declared: true, depth: t.depth, op: op, args: [2]Value{a, b}, temp: [2]bool{aTemp, bTemp}}
}

// DeclareCall declares that the interpreter is about to call fn with the
// positional arguments args (at most two are tracked; with more, none is
// a temporary).
func (t *Thread) DeclareCall(fn Value, args []Value, isTemp [2]bool) {
	t.temps = temps{declared: true, depth: t.depth, fn: fn}
	if len(args) <= 2 {
		copy(t.temps.args[:], args)
		t.temps.temp = isTemp
	}
}

// EndDispatch closes the declared dispatch that returned v (nil on an
// error): v becomes the last temporary when its implementation marked it
// made.
func (t *Thread) EndDispatch(v Value) {
	made := t.temps.made
	t.temps = temps{}
	if in, ok := v.(*Instance); ok && in == made {
		t.temps.last = made
	}
}

// ForgetTemp forgets the last temporary (an operand evaluated without a
// declared dispatch).
func (t *Thread) ForgetTemp() { t.temps.last = nil }

// TakeTemp reports whether v, just returned by an operand's evaluation,
// is the last temporary, and forgets it.
func (t *Thread) TakeTemp(v Value) bool {
	last := t.temps.last
	t.temps.last = nil
	in, ok := v.(*Instance)
	return ok && in == last
}

// DispatchedOp reports, for an implementation of operator op that
// received a and b (b nil for a unary operator), whether this is the
// declared dispatch, and which of a and b are temporaries. A reflected
// implementation passes its operands in the operator's order. It
// consumes the declaration.
// A comparison also matches the declared swapped comparison on the
// swapped operands (`1 < a` runs a's __gt__).
func (t *Thread) DispatchedOp(op int, a, b Value) (aTemp, bTemp, ok bool) {
	d := &t.temps
	if !d.declared || d.depth != t.depth {
		d.declared = false
		return false, false, false
	}
	d.declared = false
	if d.op == op && sameObject(d.args[0], a) && sameObject(d.args[1], b) {
		return d.temp[0], d.temp[1], true
	}
	if op > TempCompare && op < TempCompare+len(compareSwapped) && d.op == TempCompare+int(compareSwapped[op-TempCompare]) &&
		sameObject(d.args[0], b) && sameObject(d.args[1], a) {
		return d.temp[1], d.temp[0], true
	}
	return false, false, false
}

// DispatchedCall is DispatchedOp for a call of fn with args.
func (t *Thread) DispatchedCall(fn Value, args []Value) (isTemp [2]bool, ok bool) {
	d := &t.temps
	if !d.declared || d.op != 0 || d.depth != t.depth || len(args) > 2 || !sameObject(d.fn, fn) {
		d.declared = false
		return isTemp, false
	}
	for i, a := range args {
		if !sameObject(d.args[i], a) {
			d.declared = false
			return isTemp, false
		}
	}
	d.declared = false
	return d.temp, true
}

// MarkMade records that the implementation of the dispatch DispatchedOp
// or DispatchedCall just confirmed returns v, which it made and holds
// nowhere else.
func (t *Thread) MarkMade(v *Instance) { t.temps.made = v }

// sameObject reports whether x and y are the same object, or the same
// number (numbers are compared by value; nothing else matches).
func sameObject(x, y Value) bool {
	switch x := x.(type) {
	case nil:
		return y == nil
	case *Instance:
		yi, ok := y.(*Instance)
		return ok && x == yi
	case Float:
		yf, ok := y.(Float)
		return ok && x == yf
	case Int:
		yi, ok := y.(Int)
		return ok && x == yi
	case Bool:
		yb, ok := y.(Bool)
		return ok && x == yb
	}
	return false
}
