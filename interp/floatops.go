package interp

// Fused float arithmetic. A tree of +, -, * and / nodes such as
// `dx*dx + dy*dy + dz*dz` is compiled into numFns that pass float results
// between nodes unboxed, as Go float64s, so that only the tree's final
// result is boxed into a py.Value (a py.Float in an interface is one heap
// allocation). Every node still ticks once, evaluates its operands left to
// right and, for anything but float/float and float/int operands, falls
// back to the generic operation with boxed operands, so user classes'
// __add__/__radd__, ints, strings and every error behave as in binOp.

import (
	"github.com/kraitpy/krait/ast"
	"github.com/kraitpy/krait/policy"
	"github.com/kraitpy/krait/py"
	"github.com/kraitpy/krait/resolve"
)

// numFn evaluates an arithmetic expression. A float result is returned
// unboxed in f with v == nil; any other result is returned in v.
type numFn func(fr *frame) (f float64, v py.Value, err error)

// fusableOp reports whether op is computed unboxed on floats.
func fusableOp(op ast.Operator) bool {
	switch op {
	case ast.Add, ast.Sub, ast.Mult, ast.Div:
		return true
	}
	return false
}

// isFusable reports whether e is a binary +, -, * or / node.
func isFusable(e ast.Expr) bool {
	b, ok := e.(*ast.BinOp)
	return ok && fusableOp(b.Op)
}

// fusedBinOp compiles a +, -, * or / node with at least one operand that is
// itself such a node, or nil when e is not one.
func (c *compiler) fusedBinOp(e *ast.BinOp) evalFn {
	if !fusableOp(e.Op) || (!isFusable(e.Left) && !isFusable(e.Right)) {
		return nil
	}
	num := c.numBinOp(e)
	return func(fr *frame) (py.Value, error) {
		f, v, err := num(fr)
		if err != nil || v != nil {
			return v, err
		}
		return py.Float(f), nil
	}
}

// numExpr compiles e as a numFn: fusable nodes unboxed, anything else
// through expr with a float result unwrapped.
func (c *compiler) numExpr(e ast.Expr) numFn {
	if b, ok := e.(*ast.BinOp); ok && fusableOp(b.Op) {
		if err := c.in.policy.CheckNode(nodeName(e)); err != nil {
			c.refuse(err)
		}
		return c.numBinOp(b)
	}
	switch e := e.(type) {
	case *ast.Constant:
		// Leaves are read directly: an extra closure per leaf would slow
		// int expressions, which take this path too.
		if err := c.in.policy.CheckNode(nodeName(e)); err != nil {
			c.refuse(err)
		}
		v := constant(e.Value)
		if x, ok := v.(py.Float); ok {
			return func(*frame) (float64, py.Value, error) { return float64(x), nil, nil }
		}
		return func(*frame) (float64, py.Value, error) { return 0, v, nil }
	case *ast.Call:
		if fn := c.float1Call(e); fn != nil {
			return fn
		}
	case *ast.Name:
		if sym := c.symbol(e.Id); sym.Kind == resolve.Local {
			ev := c.expr(e)
			i := sym.Index
			return func(fr *frame) (float64, py.Value, error) {
				v := fr.locals[i]
				if x, ok := v.(py.Float); ok {
					return float64(x), nil, nil
				}
				if v != nil {
					return 0, v, nil
				}
				_, err := ev(fr) // UnboundLocalError
				return 0, nil, err
			}
		}
	}
	ev := c.expr(e)
	return func(fr *frame) (float64, py.Value, error) {
		v, err := ev(fr)
		if x, ok := v.(py.Float); ok {
			return float64(x), nil, nil
		}
		return 0, v, err
	}
}

// numBinOp compiles a +, -, * or / node whose operands are numFns.
func (c *compiler) numBinOp(e *ast.BinOp) numFn {
	left, right := c.numExpr(e.Left), c.numExpr(e.Right)
	op := e.Op
	site := c.site(e)
	return func(fr *frame) (float64, py.Value, error) {
		fa, va, err := left(fr)
		if err != nil {
			return 0, nil, err
		}
		fb, vb, err := right(fr)
		if err != nil {
			return 0, nil, err
		}
		if err := fr.th.Tick(); err != nil {
			return 0, nil, err
		}
		if floatOperands(&fa, va, &fb, vb) {
			if r, ok := floatArith(op, fa, fb); ok {
				return r, nil, nil
			}
		} else if va != nil && vb != nil {
			if r := fastBinary(op, va, vb); r != nil {
				return 0, r, nil
			}
		}
		if va == nil {
			va = py.Float(fa)
		}
		if vb == nil {
			vb = py.Float(fb)
		}
		r, err := binary(fr.th, op, va, vb)
		if err != nil {
			return 0, nil, fr.fail(err, site)
		}
		if x, ok := r.(py.Float); ok {
			return float64(x), nil, nil
		}
		return 0, r, nil
	}
}

// floatOperands reports whether two numFn results are a float and a float
// or a small int, converting the int in place. Both ints is false: int
// arithmetic (and int / int) has its own rules.
func floatOperands(fa *float64, va py.Value, fb *float64, vb py.Value) bool {
	if va == nil {
		if vb == nil {
			return true
		}
		if y, ok := vb.(py.Int); ok {
			*fb = float64(y)
			return true
		}
		return false
	}
	if vb == nil {
		if x, ok := va.(py.Int); ok {
			*fa = float64(x)
			return true
		}
	}
	return false
}

// floatArith computes a op b for +, -, * and /; ok is false when the
// generic operation must run (division by zero raises there).
func floatArith(op ast.Operator, a, b float64) (float64, bool) {
	switch op {
	case ast.Add:
		return a + b, true
	case ast.Sub:
		return a - b, true
	case ast.Mult:
		return a * b, true
	case ast.Div:
		if b != 0 {
			return a / b, true
		}
	}
	return 0, false
}

// augFloat computes `old op v` (and `old op= v`) for a float and a float
// or small int, in either order, without the generic protocol, or returns
// nil.
func augFloat(op ast.Operator, old, v py.Value) py.Value {
	switch y := v.(type) {
	case py.Float:
		return augFloatNum(op, old, float64(y))
	case py.Int:
		if x, ok := old.(py.Float); ok {
			if r, ok := floatArith(op, float64(x), float64(y)); ok {
				return py.Float(r)
			}
		}
	}
	return nil
}

// augFloatNum computes `old op= f` for a float or small int old and an
// unboxed float f, or returns nil.
func augFloatNum(op ast.Operator, old py.Value, f float64) py.Value {
	var a float64
	switch x := old.(type) {
	case py.Float:
		a = float64(x)
	case py.Int:
		a = float64(x)
	default:
		return nil
	}
	if r, ok := floatArith(op, a, f); ok {
		return py.Float(r)
	}
	return nil
}

// floatCompare compares two floats as CPython does (IEEE: every ordering
// with a nan is false, != is true).
func floatCompare(op ast.CmpOperator, x, y float64) bool {
	switch op {
	case ast.Lt:
		return x < y
	case ast.LtE:
		return x <= y
	case ast.Gt:
		return x > y
	case ast.GtE:
		return x >= y
	case ast.Eq:
		return x == y
	}
	return x != y
}

// float1Call compiles `m.f(x)` inside a fused tree (math.sqrt(d2)): when
// the callee is a builtin with an unboxed Float1 entry and x is a float,
// it is called without an argument slice or a boxed result; otherwise the
// call runs as usual. nil when e is not such a call.
func (c *compiler) float1Call(e *ast.Call) numFn {
	a, ok := e.Func.(*ast.Attribute)
	if !ok || len(e.Args) != 1 || len(e.Keywords) != 0 || hasStarred(e.Args) {
		return nil
	}
	if _, ok := a.Value.(*ast.Name); !ok {
		return nil
	}
	if err := c.in.policy.CheckNode(nodeName(e)); err != nil {
		c.refuse(err)
	}
	callee := c.attributeAccess(a, policy.DunderCall)
	arg := c.numExpr(e.Args[0])
	site := c.site(e)
	return func(fr *frame) (float64, py.Value, error) {
		f, err := callee(fr)
		if err != nil {
			return 0, nil, err
		}
		x, v, err := arg(fr)
		if err != nil {
			return 0, nil, err
		}
		if b, ok := f.(*py.Builtin); ok && b.Float1 != nil && v == nil {
			if err := fr.th.Tick(); err != nil {
				return 0, nil, err
			}
			r, err := b.Float1(x)
			if err != nil {
				return 0, nil, fr.fail(err, site)
			}
			return r, nil, nil
		}
		if v == nil {
			v = py.Float(x)
		}
		r, err := fr.callValue(f, []py.Value{v}, nil, site)
		if err != nil {
			return 0, nil, err
		}
		if y, ok := r.(py.Float); ok {
			return float64(y), nil, nil
		}
		return 0, r, nil
	}
}
