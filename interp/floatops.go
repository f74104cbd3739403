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
	"math"

	"github.com/kraitpy/krait/ast"
	"github.com/kraitpy/krait/policy"
	"github.com/kraitpy/krait/py"
	"github.com/kraitpy/krait/resolve"
)

// numFn evaluates an arithmetic expression: a float or int result is
// returned unboxed, anything else boxed.
type numFn func(fr *frame) (num, error)

// numKind says which field of a num holds its value.
type numKind uint8

const (
	numBoxed numKind = iota // v
	numFloat                // f
	numInt                  // i
)

// num is the result of a numFn: a boxed value, or the bits of a float or
// an int (one word for both keeps a num in registers).
type num struct {
	v py.Value
	x uint64
	k numKind
}

// floatNum and intNum make unboxed nums.
func floatNum(f float64) num { return num{x: math.Float64bits(f), k: numFloat} }
func intNum(i int64) num     { return num{x: uint64(i), k: numInt} }

// f and i read the unboxed value of a float or int num.
func (n num) f() float64 { return math.Float64frombits(n.x) }
func (n num) i() int64   { return int64(n.x) }

// numOf unboxes a float or an int.
func numOf(v py.Value) num {
	switch x := v.(type) {
	case py.Float:
		return floatNum(float64(x))
	case py.Int:
		return intNum(int64(x))
	}
	return num{v: v}
}

// box returns n as a py.Value.
func (n num) box() py.Value {
	switch n.k {
	case numFloat:
		return py.Float(n.f())
	case numInt:
		return py.NewInt(n.i())
	}
	return n.v
}

// fusableOp reports whether op is computed unboxed on floats and ints
// (// and % on ints only).
func fusableOp(op ast.Operator) bool {
	switch op {
	case ast.Add, ast.Sub, ast.Mult, ast.Div, ast.FloorDiv, ast.Mod:
		return true
	}
	return false
}

// isFusable reports whether e is a binary +, -, *, /, // or % node.
func isFusable(e ast.Expr) bool {
	b, ok := e.(*ast.BinOp)
	return ok && fusableOp(b.Op)
}

// isNumCall reports whether e is a call numCall compiles: a name called
// with one to four positional arguments (not one of the builtins that
// consume an iterable, which have their own call path).
func isNumCall(e ast.Expr) bool {
	call, ok := e.(*ast.Call)
	if !ok {
		return false
	}
	name, ok := call.Func.(*ast.Name)
	return ok && len(call.Keywords) == 0 && len(call.Args) > 0 && len(call.Args) <= 4 &&
		!hasStarred(call.Args) && !consumesIterable(name.Id)
}

// fusedBinOp compiles a fusable node with at least one operand that is
// itself such a node or a call (whose function may return its result
// unboxed), or nil when e is not one.
func (c *compiler) fusedBinOp(e *ast.BinOp) evalFn {
	if !c.fuses(e) {
		return nil
	}
	num := c.numBinOp(e)
	return func(fr *frame) (py.Value, error) {
		n, err := num(fr)
		if err != nil {
			return nil, err
		}
		return n.box(), nil
	}
}

// fuses reports whether fusedBinOp compiles e: a fusable node with at
// least one operand that is itself such a node, a call, or a constant
// subscript of a local (see numSubscriptOperand).
func (c *compiler) fuses(e *ast.BinOp) bool {
	return fusableOp(e.Op) && (isFusable(e.Left) || isFusable(e.Right) || isNumCall(e.Left) || isNumCall(e.Right) || c.numSubscriptOperand(e))
}

// numExpr compiles e as a numFn: fusable nodes unboxed, anything else
// through expr with a float or int result unwrapped.
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
		n := numOf(constant(e.Value))
		return func(*frame) (num, error) { return n, nil }
	case *ast.Subscript:
		if fn := c.constSubscriptNum(e); fn != nil {
			return fn
		}
	case *ast.Call:
		if fn := c.float1Call(e); fn != nil {
			return fn
		}
		if fn := c.numCall(e); fn != nil {
			return fn
		}
	case *ast.Name:
		if sym := c.symbol(e.Id); sym.Kind == resolve.Local {
			// Not through loadName: reading the float out of its box
			// does not make the slot escape (see floatslots.go).
			if err := c.in.policy.CheckNode(nodeName(e)); err != nil {
				c.refuse(err)
			}
			name, site := sym.Name, c.site(e)
			ev := func(fr *frame) (py.Value, error) {
				return nil, fr.fail(py.NewUnboundLocalError(name), site)
			}
			i := sym.Index
			return func(fr *frame) (num, error) {
				switch x := fr.locals[i].(type) {
				case py.Float:
					return floatNum(float64(x)), nil
				case py.Int:
					return intNum(int64(x)), nil
				case nil:
					_, err := ev(fr) // UnboundLocalError
					return num{}, err
				default:
					return num{v: x}, nil
				}
			}
		}
	}
	ev := c.expr(e)
	return func(fr *frame) (num, error) {
		v, err := ev(fr)
		if err != nil {
			return num{}, err
		}
		return numOf(v), nil
	}
}

// numBinOp compiles a fusable node whose operands are numFns (a chain of
// + as one, see addchain.go).
func (c *compiler) numBinOp(e *ast.BinOp) numFn {
	if isAddChain(e) {
		return c.addChain(e)
	}
	left, lsrc := c.numOperand(e.Left)
	right, rsrc := c.numOperand(e.Right)
	op := e.Op
	site := c.site(e)
	return func(fr *frame) (num, error) {
		a, err := left(fr)
		if err != nil {
			return num{}, err
		}
		aTemp := lsrc && a.k == numBoxed && fr.th.TakeTemp(a.v)
		b, err := right(fr)
		if err != nil {
			return num{}, err
		}
		bTemp := rsrc && b.k == numBoxed && fr.th.TakeTemp(b.v)
		if err := fr.th.Tick(); err != nil {
			return num{}, err
		}
		if a.k == numFloat && b.k == numFloat {
			if r, ok := floatArith(op, a.f(), b.f()); ok {
				return floatNum(r), nil
			}
		} else if r, ok := numArith(op, a, b); ok {
			return r, nil
		}
		// The body of a function called by callNum runs without being
		// the innermost frame: it becomes it while an operand's type
		// runs its operator (which may warn).
		top := fr.in.top
		if top != fr {
			fr.in.enter(fr)
		}
		fr.line = site.pos.Lineno
		r, err := dispatchBinary(fr.th, op, a.box(), b.box(), aTemp, bTemp)
		if top != fr {
			fr.in.leave(fr)
		}
		if err != nil {
			return num{}, fr.fail(err, site)
		}
		return numOf(r), nil
	}
}

// numOperand compiles an operand of a fused node (see numExpr) and
// reports whether it is a source of temporaries (see temps.go): fused
// nodes and float1Calls always are, numCalls never.
func (c *compiler) numOperand(e ast.Expr) (numFn, bool) {
	switch e := e.(type) {
	case *ast.BinOp:
		if fusableOp(e.Op) {
			return c.numExpr(e), true
		}
	case *ast.Call:
		if isFloat1Call(e) {
			return c.numExpr(e), true
		}
		if isNumCall(e) {
			return c.numExpr(e), false
		}
	}
	src := tempSource(e)
	c.inOperand = src
	fn := c.numExpr(e)
	c.inOperand = false
	return fn, src
}

// numArith computes a op b for unboxed floats and ints when the result
// needs neither the generic protocol nor an error (overflow into a big
// int, division by zero, float // and %); ok is false otherwise.
func numArith(op ast.Operator, a, b num) (num, bool) {
	var x, y float64
	switch {
	case a.k == numInt && b.k == numInt:
		return intArith(op, a.i(), b.i())
	case a.k == numFloat && b.k == numFloat:
		x, y = a.f(), b.f()
	case a.k == numFloat && b.k == numInt:
		x, y = a.f(), float64(b.i())
	case a.k == numInt && b.k == numFloat:
		x, y = float64(a.i()), b.f()
	default:
		return num{}, false
	}
	r, ok := floatArith(op, x, y)
	return floatNum(r), ok
}

// maxExactInt is the largest magnitude up to which every int is exactly
// a float (2**53).
const maxExactInt = 1 << 53

// intArith computes x op y for +, -, *, //, % and / on ints as Python
// does; ok is false when the result is not an int64 (or, for /, when an
// operand is not exactly a float) or the operation raises.
func intArith(op ast.Operator, x, y int64) (num, bool) {
	var r int64
	switch op {
	case ast.Add:
		r = x + y
		if (x^r)&(y^r) < 0 {
			return num{}, false
		}
	case ast.Sub:
		r = x - y
		if (x^y)&(x^r) < 0 {
			return num{}, false
		}
	case ast.Mult:
		r = x * y
		if !(x > -(1<<31) && x < 1<<31 && y > -(1<<31) && y < 1<<31) {
			if x == -1 || y == -1 || (x != 0 && r/x != y) {
				return num{}, false
			}
		}
	case ast.FloorDiv:
		if y == 0 || y == -1 {
			return num{}, false
		}
		r = x / y
		if x%y != 0 && (x < 0) != (y < 0) {
			r--
		}
	case ast.Mod:
		if y == 0 || y == -1 {
			return num{}, false
		}
		r = x % y
		if r != 0 && (r < 0) != (y < 0) {
			r += y
		}
	case ast.Div:
		if y == 0 || x > maxExactInt || x < -maxExactInt || y > maxExactInt || y < -maxExactInt {
			return num{}, false
		}
		return floatNum(float64(x) / float64(y)), true
	default:
		return num{}, false
	}
	return intNum(r), true
}

// floatArith computes a op b for +, -, * and /; ok is false when the
// generic operation must run (division by zero raises there, // and %
// have their own rules).
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

// numCall compiles f(a1, ..., an) inside a fused tree (see isNumCall):
// a Python function whose body is `return <arithmetic>` (code.numBody)
// hands back its result unboxed; any other callee is called as a call
// expression calls it. nil when e is not such a call.
func (c *compiler) numCall(e *ast.Call) numFn {
	if !isNumCall(e) {
		return nil
	}
	if err := c.in.policy.CheckNode(nodeName(e)); err != nil {
		c.refuse(err)
	}
	callee := c.expr(e.Func)
	args := c.exprs(e.Args)
	site := c.site(e)
	return func(fr *frame) (num, error) {
		f, err := callee(fr)
		if err != nil {
			return num{}, err
		}
		var v py.Value
		if pf, ok := f.(*Function); ok && pf.code.takesExactly(len(args)) {
			if pf.code.numBody != nil {
				return fr.callNum(pf, args, site)
			}
			v, err = fr.callDirect(pf, args, site, false)
		} else {
			v, err = fr.callPositionalValue(f, args, site)
		}
		if err != nil {
			return num{}, err
		}
		return numOf(v), nil
	}
}

// callNum is callDirect of a function with a numBody: the body's single
// return statement is ticked and its value computed unboxed.
func (fr *frame) callNum(f *Function, args []evalFn, site *site) (num, error) {
	if err := fr.th.Tick(); err != nil {
		return num{}, err
	}
	in := fr.in
	nf, err := in.newFrame(fr.th, f.code, f.globals)
	if err != nil {
		return num{}, fr.fail(err, site)
	}
	for i, a := range args {
		v, err := a(fr)
		if err != nil {
			in.release(nf)
			return num{}, err
		}
		nf.locals[i] = v
	}
	if err := fr.th.Enter(); err != nil {
		in.release(nf)
		return num{}, fr.fail(err, site)
	}
	f.setupCells(nf)
	fr.line = site.pos.Lineno
	err = fr.th.Tick()
	var n num
	if err == nil {
		n, err = f.code.numBody(nf)
	}
	fr.th.Leave()
	in.release(nf)
	if err != nil {
		return num{}, fr.fail(err, site)
	}
	return n, nil
}

// float1Call compiles `m.f(x)` inside a fused tree (math.sqrt(d2)): when
// the callee is a builtin with an unboxed Float1 entry and x is a float,
// it is called without an argument slice or a boxed result; otherwise the
// call runs as usual. nil when e is not such a call.
func (c *compiler) float1Call(e *ast.Call) numFn {
	if !isFloat1Call(e) {
		return nil
	}
	a := e.Func.(*ast.Attribute)
	if err := c.in.policy.CheckNode(nodeName(e)); err != nil {
		c.refuse(err)
	}
	callee := c.attributeAccess(a, policy.DunderCall)
	arg, src := c.numOperand(e.Args[0])
	site := c.site(e)
	return func(fr *frame) (num, error) {
		f, err := callee(fr)
		if err != nil {
			return num{}, err
		}
		x, err := arg(fr)
		if err != nil {
			return num{}, err
		}
		if b, ok := f.(*py.Builtin); ok && b.Float1 != nil && x.k == numFloat {
			if err := fr.th.Tick(); err != nil {
				return num{}, err
			}
			r, err := b.Float1(x.f())
			if err != nil {
				return num{}, fr.fail(err, site)
			}
			return floatNum(r), nil
		}
		argv := []py.Value{x.box()}
		fr.th.DeclareCall(f, argv, [2]bool{src && x.k == numBoxed && fr.th.TakeTemp(x.v)})
		r, err := fr.callValue(f, argv, nil, site)
		fr.th.EndDispatch(r)
		if err != nil {
			return num{}, err
		}
		return numOf(r), nil
	}
}

// isFloat1Call reports whether float1Call compiles e: `m.f(x)`.
func isFloat1Call(e *ast.Call) bool {
	a, ok := e.Func.(*ast.Attribute)
	if !ok || len(e.Args) != 1 || len(e.Keywords) != 0 || hasStarred(e.Args) {
		return false
	}
	_, ok = a.Value.(*ast.Name)
	return ok
}
