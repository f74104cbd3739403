package interp

// Subscripts by a constant int of a local variable, `b[3]`: the shape of
// numeric code that keeps records in lists (nbody's bodies). When the
// local holds a list or a tuple and the index is in range, the item is
// read (and, for an augmented assignment, written back) without the key's
// closure or py.GetItem's dispatch; anything else, errors included, takes
// the generic path, which evaluates the same operands in the same order.

import (
	"github.com/kraitpy/krait/ast"
	"github.com/kraitpy/krait/py"
	"github.com/kraitpy/krait/resolve"
)

// localConstIndex reports whether e is `name[k]` with name a local
// variable of the block being compiled and k an int constant (not a
// bool), and returns the local's slot and k.
func (c *compiler) localConstIndex(e ast.Expr) (slot int, k int64, ok bool) {
	s, ok := e.(*ast.Subscript)
	if !ok {
		return 0, 0, false
	}
	name, ok := s.Value.(*ast.Name)
	if !ok {
		return 0, 0, false
	}
	kc, ok := s.Slice.(*ast.Constant)
	if !ok {
		return 0, 0, false
	}
	k, ok = kc.Value.(int64)
	if !ok {
		return 0, 0, false
	}
	sym := c.symbol(name.Id)
	if sym.Kind != resolve.Local {
		return 0, 0, false
	}
	return sym.Index, k, true
}

// itemAt returns items[k] with Python's negative indexing, or false when
// k is out of range.
func itemAt(items []py.Value, k int64) (py.Value, bool) {
	if k < 0 {
		k += int64(len(items))
	}
	if k < 0 || k >= int64(len(items)) {
		return nil, false
	}
	return items[k], true
}

// constSubscript compiles `name[k]` (see localConstIndex) with generic as
// the fallback, or returns nil when e is not that shape.
func (c *compiler) constSubscript(e *ast.Subscript, generic evalFn) evalFn {
	slot, k, ok := c.localConstIndex(e)
	if !ok {
		return nil
	}
	return func(fr *frame) (py.Value, error) {
		if items, ok := sequenceItems(fr.locals[slot]); ok {
			if v, ok := itemAt(items, k); ok {
				if err := fr.th.Tick(); err != nil {
					return nil, err
				}
				return v, nil
			}
		}
		return generic(fr)
	}
}

// constSubscriptNum is constSubscript inside a fused arithmetic tree: the
// item is returned unboxed when it is a float or an int.
func (c *compiler) constSubscriptNum(e *ast.Subscript) numFn {
	slot, k, ok := c.localConstIndex(e)
	if !ok {
		return nil
	}
	if err := c.in.policy.CheckNode(nodeName(e)); err != nil {
		c.refuse(err)
	}
	generic := c.subscriptGeneric(e)
	return func(fr *frame) (num, error) {
		if items, ok := sequenceItems(fr.locals[slot]); ok {
			if v, ok := itemAt(items, k); ok {
				if err := fr.th.Tick(); err != nil {
					return num{}, err
				}
				return numOf(v), nil
			}
		}
		v, err := generic(fr)
		if err != nil {
			return num{}, err
		}
		return numOf(v), nil
	}
}

// constSubscriptAug compiles `name[k] op= value` (see localConstIndex)
// for a list, with generic (the whole statement's generic form) as the
// fallback, or returns nil when t is not that shape. apply computes the
// new value from the old one and may run Python code, which may change
// the list: the index is checked again before the store.
func (c *compiler) constSubscriptAug(t *ast.Subscript, apply func(*frame, py.Value) (py.Value, error), generic execFn) execFn {
	slot, k, ok := c.localConstIndex(t)
	if !ok {
		return nil
	}
	key := py.NewInt(k)
	site := c.site(t)
	return func(fr *frame) (flow, error) {
		l, ok := fr.locals[slot].(*py.List)
		if !ok {
			return generic(fr)
		}
		old, ok := itemAt(l.Items(), k)
		if !ok {
			return generic(fr)
		}
		r, err := apply(fr, old)
		if err != nil {
			return flowNext, err
		}
		items := l.Items()
		j := k
		if j < 0 {
			j += int64(len(items))
		}
		if j >= 0 && j < int64(len(items)) {
			items[j] = r
			return flowNext, nil
		}
		if err := setItem(fr.th, l, key, r); err != nil {
			return flowNext, fr.fail(err, site)
		}
		return flowNext, nil
	}
}

// numSubscriptOperand reports whether e is a -, * or / node with an
// operand of localConstIndex's shape (`b[0] - c[0]`, `b[6] * mag`): such
// a node is computed unboxed (see fusedBinOp). + is left to the generic
// path, where str and list concatenation have their own (see temps.go).
func (c *compiler) numSubscriptOperand(e *ast.BinOp) bool {
	if e.Op == ast.Add {
		return false
	}
	_, _, l := c.localConstIndex(e.Left)
	_, _, r := c.localConstIndex(e.Right)
	return l || r
}
