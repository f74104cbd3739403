package numpy

import (
	"github.com/kraitpy/krait/py"
)

// This file recycles the buffers of dead temporaries. In `a * a + b * b`
// the interpreter proves (py/temps.go) that the operands of + are
// temporaries: arrays an operator of this package made, which only the
// interpreter's evaluation holds. Once + has read them they are dead, so
// their buffers go to a small per-interpreter pool, from which the next
// operator's result of the same size and kind takes its buffer: an
// expression allocates (and zeroes, and makes the garbage collector
// scan) one new buffer instead of one per operator.
//
// The result is never written into an operand's own buffer: the loops
// classify a non-finite result (divide by zero, overflow, invalid) from
// the operands after writing it, so they must stay intact.

// poolEntries is how many dead buffers the pool keeps, and
// poolMinElems the smallest buffer worth keeping (small ones are cheap
// to allocate).
const (
	poolEntries  = 16
	poolMinElems = 4096
)

// bufPool holds the arrays whose buffers can be reused: each owns its
// whole buffer, and nothing references it any more (the interpreter
// proved that an operand was a temporary: release). It belongs to one
// interpreter and is used by its goroutine only.
type bufPool struct {
	arrs []*Array
}

// holds reports whether the pool keeps the buffer at addr (bufferKey).
func (p *bufPool) holds(addr uintptr) bool {
	for _, a := range p.arrs {
		if _, at := bufferKey(a); at == addr {
			return true
		}
	}
	return false
}

// recyclable reports whether a's buffer can go to the pool: a numeric
// array owning its whole contiguous buffer.
func recyclable(a *Array) bool {
	if a.base != nil || a.off != 0 || a.readonly || !a.isContiguous() {
		return false
	}
	n := a.Size()
	if n < poolMinElems {
		return false
	}
	switch a.kind {
	case Bool:
		return len(a.b) == n
	case Int64:
		return len(a.i) == n
	case Float64:
		return len(a.f) == n
	case Complex128:
		return len(a.c) == n
	}
	return false
}

// release puts the dead temporary a in the pool, dropping the oldest
// entry when the pool is full or would hold more than maxBytes, and
// reports whether it did.
func (p *bufPool) release(a *Array, maxBytes int64) bool {
	if !recyclable(a) {
		return false
	}
	size := int64(a.Size()) * itemSize(a.kind)
	if size > maxBytes {
		return false
	}
	for len(p.arrs) > 0 && (len(p.arrs) == poolEntries || p.bytes()+size > maxBytes) {
		p.arrs[0] = nil
		p.arrs = p.arrs[1:]
	}
	p.arrs = append(p.arrs, a) //krait:alloc-ok at most poolEntries entries
	return true
}

// releaseTemp gives back a dead temporary a (the interpreter proved that
// nothing else holds it): its buffer goes to the pool, or, when the pool
// cannot keep it (too big for the pool's share of the budget), its
// charge goes back to the run's memory counter. Otherwise, where the
// walk measures exactly and no fallback forgives garbage inside a
// statement, an expression over arrays larger than the pool's share
// would be charged each operator's result: six operators over 40 MB
// arrays passed the default 256 MiB budget while holding 120 MB.
func (m *Module) releaseTemp(t *py.Thread, a *Array, maxBytes int64) {
	m.recycle.forget(a)
	if !m.pool.release(a, maxBytes) && recyclable(a) {
		t.Free(int64(a.Size()) * itemSize(a.kind))
	}
}

// bytes returns the size of the buffers the pool holds.
func (p *bufPool) bytes() int64 {
	var n int64
	for _, a := range p.arrs {
		n += int64(a.Size()) * itemSize(a.kind)
	}
	return n
}

// take returns a C-contiguous array of kind k and shape whose buffer
// comes from the pool (its elements are left over: the caller overwrites
// them all), or nil. It takes the one released last: a temporary just
// read is still in the cache, and writing the result there is much
// faster than into a buffer last touched several operators ago.
func (p *bufPool) take(k Kind, shape []int) *Array {
	n := shapeSize(shape)
	if n < poolMinElems {
		return nil
	}
	for j := len(p.arrs) - 1; j >= 0; j-- {
		a := p.arrs[j]
		if a.kind != k || a.Size() != n {
			continue
		}
		//krait:alloc-ok removes an entry: never grows
		p.arrs = append(p.arrs[:j], p.arrs[j+1:]...)
		//krait:alloc-ok the shape and strides of a result the caller sized (at most maxDims dimensions)
		return &Array{kind: k, shape: append([]int(nil), shape...), strides: cStrides(shape), f: a.f, i: a.i, b: a.b, c: a.c}
	}
	return nil
}

// poolMaxBytes is how much the pool may hold: a sixteenth of the memory
// budget, at most 64 MiB, so that the buffers it keeps alive never bring
// a run near its memory limit.
func poolMaxBytes(t *py.Thread) int64 {
	return min(t.Limits.MaxMemory/16, 64<<20)
}

// allocResult charges and makes the result array of an operator whose
// loop writes every element: a pooled buffer when one fits, else a new
// zeroed one. A pooled buffer is charged its operations only: its
// memory is counted already, since it was made, as part of what the run
// charged or, after a walk, of the pool the walk counts (Module.MemRefs).
func (m *Module) allocResult(t *py.Thread, k Kind, shape []int) (*Array, error) {
	n := shapeSize(shape)
	if n < 0 {
		return alloc(t, k, shape)
	}
	a := m.pool.take(k, shape)
	if a != nil {
		if err := t.Charge(int64(n)); err != nil {
			return nil, err
		}
	} else {
		if err := Charge(t, k, n); err != nil {
			return nil, err
		}
		a = newArray(k, shape)
	}
	m.record(t, a)
	return a, nil
}

// cleanOperand reports whether v is an operand whose operator methods
// are this package's or a number's: an exact ndarray or a Python number.
// Only then is an operator method the first code a dispatch runs.
func (m *Module) cleanOperand(v py.Value) bool {
	switch x := v.(type) {
	case *py.Instance:
		return x.Class == m.ndarray
	case py.Float, py.Int, py.Bool:
		return true
	}
	return false
}

// ufuncTempOps maps the binary ufuncs behind ndarray's operators to the
// operator codes of py/temps.go.
var ufuncTempOps = map[string]int{
	"add": py.TempBinary + int(py.Add), "subtract": py.TempBinary + int(py.Sub),
	"multiply": py.TempBinary + int(py.Mul), "true_divide": py.TempBinary + int(py.TrueDiv),
	"floor_divide": py.TempBinary + int(py.FloorDiv), "remainder": py.TempBinary + int(py.Mod),
	"power": py.TempBinary + int(py.Pow), "bitwise_and": py.TempBinary + int(py.And),
	"bitwise_or": py.TempBinary + int(py.Or), "bitwise_xor": py.TempBinary + int(py.Xor),
	"left_shift": py.TempBinary + int(py.LShift), "right_shift": py.TempBinary + int(py.RShift),
	"equal": py.TempCompare + int(py.Eq), "not_equal": py.TempCompare + int(py.Ne),
	"less": py.TempCompare + int(py.Lt), "less_equal": py.TempCompare + int(py.Le),
	"greater": py.TempCompare + int(py.Gt), "greater_equal": py.TempCompare + int(py.Ge),
}

// unaryTempOps maps the unary ufuncs behind ndarray's operators to the
// operator codes of py/temps.go.
var unaryTempOps = map[string]int{
	"negative": py.TempUnary + int(py.USub), "positive": py.TempUnary + int(py.UAdd),
	"invert": py.TempUnary + int(py.Invert),
}

// tempOperands asks the thread whether the operator method of op that
// received self and other (in the operator's order a, b) answers the
// interpreter's declared dispatch; it returns which of a and b are
// temporaries, and ok when the result may be marked made.
func (m *Module) tempOperands(t *py.Thread, op int, a, b py.Value) (aTemp, bTemp, ok bool) {
	if op == 0 || !m.cleanOperand(a) || (b != nil && !m.cleanOperand(b)) {
		t.DispatchedOp(-1, nil, nil) // consume the declaration
		return false, false, false
	}
	return t.DispatchedOp(op, a, b)
}

// tempCallArgs is tempOperands for a call of the ufunc fn with args and
// kwargs: only plain positional calls with clean operands qualify.
func (m *Module) tempCallArgs(t *py.Thread, fn py.Value, args []py.Value, kwargs []py.Kwarg) (isTemp [2]bool, ok bool) {
	if len(kwargs) != 0 {
		t.DispatchedCall(nil, nil)
		return isTemp, false
	}
	for _, a := range args {
		if !m.cleanOperand(a) {
			t.DispatchedCall(nil, nil)
			return isTemp, false
		}
	}
	return t.DispatchedCall(fn, args)
}

// finishTemps releases the operands proven temporaries (x when xTemp, y
// when yTemp) once r, the result, is computed, and marks r made when the
// dispatch was confirmed. r is never one of them (see allocResult).
func (m *Module) finishTemps(t *py.Thread, r *Array, confirmed bool, ops [2]*Array, isTemp [2]bool) {
	maxBytes := poolMaxBytes(t)
	for j, a := range ops {
		if isTemp[j] && a != nil && a != r {
			m.releaseTemp(t, a, maxBytes)
		}
	}
	if confirmed && r != nil && len(r.shape) > 0 && r.base == nil {
		if in, ok := m.Wrap(r).(*py.Instance); ok {
			t.MarkMade(in)
		}
	}
}

// finishCallTemps is finishTemps for a ufunc call that returned v.
func (m *Module) finishCallTemps(t *py.Thread, v py.Value, confirmed bool, args []py.Value, isTemp [2]bool) {
	r, ok := Unwrap(v)
	if !ok {
		r = nil
	}
	var ops [2]*Array
	for j := range min(len(args), 2) {
		if isTemp[j] {
			ops[j], _ = Unwrap(args[j])
		}
	}
	m.finishTemps(t, r, confirmed, ops, isTemp)
}

// getItemTemp is ndarray.__getitem__ of self (the array a) at key: a
// boolean array key the interpreter proved a temporary (a mask written
// in the subscript, `a[(a > 0) & (a < 9)]`; py.TempIndex) is dead once
// read, so its buffer goes to the pool. Indexing with an array copies:
// the result never shares the key's buffer.
func (m *Module) getItemTemp(t *py.Thread, self py.Value, a *Array, key py.Value) (py.Value, error) {
	k, ok := Unwrap(key)
	if !ok || k.kind != Bool {
		return m.getItem(t, a, key)
	}
	_, keyTemp, _ := m.tempOperands(t, py.TempIndex, self, key)
	v, err := m.getItem(t, a, key)
	if err == nil && keyTemp && k != a {
		m.releaseTemp(t, k, poolMaxBytes(t))
	}
	return v, err
}
