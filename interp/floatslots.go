package interp

// Private float slots. A float in a py.Value is a pointer to an 8-byte
// heap box, so `dx = b[0] - c[0]` in a loop allocates a box per
// iteration. A local variable whose value nothing but fused arithmetic
// ever reads (see numExpr's Name case, which copies the float out of the
// box) and that only fused arithmetic ever assigns (numStore) holds a box
// no other value can refer to: such a slot is private, and a new float
// result is written into its box in place instead of into a new one.
//
// Privacy is decided per function when its body has been compiled: every
// other way of reading or binding a local (loadName, storeName, delName,
// and a parameter's binding by the call) marks the slot as escaping. A
// mark that comes later (no code is compiled later today) still clears
// the slot's privacy before the code that made it can run.

import (
	"unsafe"

	"github.com/kraitpy/krait/ast"
	"github.com/kraitpy/krait/py"
	"github.com/kraitpy/krait/resolve"
)

// slotUse records, for the locals of one function being compiled, which
// slots escape; private is what the compiled stores read at run time.
type slotUse struct {
	escapes []bool
	private []bool
}

// newSlotUse makes the record for a function scope with n locals.
func newSlotUse(n int) *slotUse {
	escapes := make([]bool, n) //krait:alloc-ok one per local of a function, sized by the AST of the program (its source is capped by MaxSourceBytes)
	private := make([]bool, n) //krait:alloc-ok one per local of a function, sized by the AST of the program (its source is capped by MaxSourceBytes)
	return &slotUse{escapes: escapes, private: private}
}

// escape marks local slot i as read or bound other than by fused
// arithmetic.
func (c *compiler) escape(i int) {
	u := c.slots
	if u == nil || i < 0 || i >= len(u.escapes) {
		return
	}
	u.escapes[i] = true
	u.private[i] = false
}

// finishSlots decides which locals of the function just compiled are
// private: those that do not escape and are not parameters (whose
// initial value is the caller's).
func (c *compiler) finishSlots() {
	u := c.slots
	if u == nil {
		return
	}
	for _, sym := range c.scope.Symbols {
		if sym.Param {
			c.escape(sym.ParamSlot)
			if sym.Kind == resolve.Local {
				c.escape(sym.Index)
			}
		}
	}
	for i := range u.private {
		u.private[i] = !u.escapes[i]
	}
}

// numStore compiles `name = <fused arithmetic>` for a local name of a
// function, or returns nil for any other assignment. The value is
// computed as fusedBinOp computes it; a float result goes into the
// slot's own box when the slot is private.
func (c *compiler) numStore(s *ast.Assign) execFn {
	if c.slots == nil || c.record != recordNone || len(s.Targets) != 1 {
		return nil
	}
	t, ok := s.Targets[0].(*ast.Name)
	if !ok {
		return nil
	}
	b, ok := s.Value.(*ast.BinOp)
	if !ok || !c.fuses(b) {
		return nil
	}
	sym := c.symbol(t.Id)
	if sym.Kind != resolve.Local || sym.Param {
		return nil
	}
	if err := c.in.policy.CheckNode(nodeName(t)); err != nil {
		c.refuse(err)
	}
	num := c.numExpr(b)
	i := sym.Index
	private := c.slots.private
	return func(fr *frame) (flow, error) {
		n, err := num(fr)
		if err != nil {
			return flowNext, err
		}
		if private[i] {
			if f, ok := n.v.(py.Float); ok && n.k == numBoxed {
				n = floatNum(float64(f)) // not produced today; never stored shared
			}
		}
		if n.k == numFloat && private[i] {
			if _, ok := fr.locals[i].(py.Float); ok {
				setOwnFloat(&fr.locals[i], n.f())
			} else {
				fr.locals[i] = newOwnFloat(n.f())
			}
			return flowNext, nil
		}
		fr.locals[i] = n.box()
		return flowNext, nil
	}
}

// eface is the layout of a Go interface value.
type eface struct {
	typ  unsafe.Pointer
	data unsafe.Pointer
}

// newOwnFloat boxes f in a box of its own: never one of the runtime's
// shared boxes of small values, so that setOwnFloat may write into it.
func newOwnFloat(f float64) py.Value {
	p := new(float64)
	*p = f
	var v py.Value = py.Float(0)
	(*eface)(unsafe.Pointer(&v)).data = unsafe.Pointer(p)
	return v
}

// setOwnFloat writes f into the box *v holds. *v must be a py.Float made
// by newOwnFloat that nothing else refers to (a private slot's).
func setOwnFloat(v *py.Value, f float64) {
	*(*float64)((*eface)(unsafe.Pointer(v)).data) = f
}
