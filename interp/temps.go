package interp

// Temporaries (the protocol is described in py/temps.go). An operator or
// call written directly as the operand of an operator, or as an argument
// of a call, gives a value only this evaluation holds, unless the
// implementation that made it kept it: such operands are "sources". The
// nodes compiled here collect their sources' temporaries right after
// evaluating them (Thread.TakeTemp), declare their own dispatch with
// which operands are temporaries, and close it, so the implementation
// (numpy) can compute `a * a + b * b` into the buffer of `a * a`.
//
// Every source closes its dispatch (or forgets the last temporary) on
// every path that can return an object, so a stale temporary is never
// taken for a fresh one. Only dispatches with an object operand are
// declared; numbers take the usual paths.

import (
	"github.com/kraitpy/krait/ast"
	"github.com/kraitpy/krait/policy"
	"github.com/kraitpy/krait/py"
)

// tempSource reports whether e, compiled as an operand (see operand), can
// give a temporary.
func tempSource(e ast.Expr) bool {
	switch e := e.(type) {
	case *ast.BinOp:
		return true
	case *ast.UnaryOp:
		return e.Op != ast.Not
	case *ast.Compare:
		return len(e.Ops) == 1 && richCompare(e.Ops[0])
	case *ast.Call:
		return tempCallable(e)
	}
	return false
}

// richCompare reports whether op is ==, !=, <, <=, > or >=.
func richCompare(op ast.CmpOperator) bool {
	switch op {
	case ast.Eq, ast.NotEq, ast.Lt, ast.LtE, ast.Gt, ast.GtE:
		return true
	}
	return false
}

// tempCallable reports whether tempCall compiles e: `f(x)` or `m.f(x, y)`
// (one or two positional arguments, the callee a name or an attribute of
// a name), f not one of the builtins that consume an iterable.
func tempCallable(e *ast.Call) bool {
	if len(e.Keywords) != 0 || len(e.Args) == 0 || len(e.Args) > 2 || hasStarred(e.Args) {
		return false
	}
	switch f := e.Func.(type) {
	case *ast.Name:
		return !consumesIterable(f.Id)
	case *ast.Attribute:
		_, ok := f.Value.(*ast.Name)
		return ok
	}
	return false
}

// operand compiles e as an operand whose temporary the caller collects;
// src reports whether it can give one.
func (c *compiler) operand(e ast.Expr) (fn evalFn, src bool) {
	src = tempSource(e)
	c.inOperand = src
	fn = c.expr(e)
	c.inOperand = false
	return fn, src
}

// takeOperand reports whether the node being compiled is a source
// operand (see operand), and resets the flag for its children.
func (c *compiler) takeOperand() bool {
	in := c.inOperand
	c.inOperand = false
	return in
}

// isObject reports whether v can be a temporary.
func isObject(v py.Value) bool {
	_, ok := v.(*py.Instance)
	return ok
}

// dispatchBinary computes a op b, declaring the dispatch when an operand
// is an object.
func dispatchBinary(th *py.Thread, op ast.Operator, a, b py.Value, aTemp, bTemp bool) (py.Value, error) {
	if !isObject(a) && !isObject(b) {
		v, err := binary(th, op, a, b)
		th.ForgetTemp()
		return v, err
	}
	th.DeclareOp(py.TempBinary+int(op), a, b, aTemp, bTemp)
	v, err := binary(th, op, a, b)
	th.EndDispatch(v)
	return v, err
}

// tempBinOp compiles a binary operator that is a source operand or has
// one (nil otherwise, and for the fused arithmetic of floatops.go, which
// handles temporaries itself).
func (c *compiler) tempBinOp(e *ast.BinOp, inOperand bool) evalFn {
	if !inOperand && !tempSource(e.Left) && !tempSource(e.Right) {
		return nil
	}
	left, lsrc := c.operand(e.Left)
	right, rsrc := c.operand(e.Right)
	op := e.Op
	site := c.site(e)
	return func(fr *frame) (py.Value, error) {
		a, err := left(fr)
		if err != nil {
			return nil, err
		}
		aTemp := lsrc && fr.th.TakeTemp(a)
		b, err := right(fr)
		if err != nil {
			return nil, err
		}
		bTemp := rsrc && fr.th.TakeTemp(b)
		if err := fr.th.Tick(); err != nil {
			return nil, err
		}
		if v := fastBinary(op, a, b); v != nil {
			return v, nil
		}
		fr.line = site.pos.Lineno // the line a warning the operator issues names
		v, err := dispatchBinary(fr.th, op, a, b, aTemp, bTemp)
		if err != nil {
			return nil, fr.fail(err, site)
		}
		return v, nil
	}
}

// tempUnaryOp compiles -x, +x or ~x that is a source operand or has one.
func (c *compiler) tempUnaryOp(e *ast.UnaryOp, inOperand bool) evalFn {
	if !inOperand && !tempSource(e.Operand) {
		return nil
	}
	operand, src := c.operand(e.Operand)
	op := e.Op
	site := c.site(e)
	return func(fr *frame) (py.Value, error) {
		v, err := operand(fr)
		if err != nil {
			return nil, err
		}
		isTemp := src && fr.th.TakeTemp(v)
		if err := fr.th.Tick(); err != nil {
			return nil, err
		}
		var r py.Value
		if isObject(v) {
			fr.line = site.pos.Lineno
			fr.th.DeclareOp(py.TempUnary+int(op), v, nil, isTemp, false)
			r, err = unary(fr.th, op, v)
			fr.th.EndDispatch(r)
		} else {
			r, err = unary(fr.th, op, v)
			fr.th.ForgetTemp()
		}
		if err != nil {
			return nil, fr.fail(err, site)
		}
		return r, nil
	}
}

// tempCompare compiles a single rich comparison that is a source operand
// or has one.
func (c *compiler) tempCompare(e *ast.Compare, inOperand bool) evalFn {
	if len(e.Ops) != 1 || !richCompare(e.Ops[0]) || !inOperand && !tempSource(e.Left) && !tempSource(e.Comparators[0]) {
		return nil
	}
	left, lsrc := c.operand(e.Left)
	right, rsrc := c.operand(e.Comparators[0])
	op := e.Ops[0]
	site := c.site(e)
	return func(fr *frame) (py.Value, error) {
		a, err := left(fr)
		if err != nil {
			return nil, err
		}
		aTemp := lsrc && fr.th.TakeTemp(a)
		b, err := right(fr)
		if err != nil {
			return nil, err
		}
		bTemp := rsrc && fr.th.TakeTemp(b)
		if err := fr.th.Tick(); err != nil {
			return nil, err
		}
		var v py.Value
		if isObject(a) || isObject(b) {
			fr.line = site.pos.Lineno
			fr.th.DeclareOp(py.TempCompare+int(op), a, b, aTemp, bTemp)
			v, err = compare(fr.th, op, a, b)
			fr.th.EndDispatch(v)
		} else {
			v, err = compare(fr.th, op, a, b)
			fr.th.ForgetTemp()
		}
		if err != nil {
			return nil, fr.fail(err, site)
		}
		return v, nil
	}
}

// tempCall compiles a call tempCallable accepts that is a source operand
// or has a source argument. A Python function, or a method of anything
// but a module, is called as usual (through the call's usual compiled
// form, plain): only calls of objects such as numpy's ufuncs are
// declared. With clean, the call is the whole value of its statement:
// a Python function taking exactly these arguments is entered clean.
func (c *compiler) tempCall(e *ast.Call, inOperand, clean bool) evalFn {
	if !tempCallable(e) {
		return nil
	}
	srcs := [2]bool{}
	any := false
	for i, a := range e.Args {
		srcs[i] = tempSource(a)
		any = any || srcs[i]
	}
	if !inOperand && !any {
		return nil
	}
	args := make([]evalFn, len(e.Args)) //krait:alloc-ok at most two arguments (tempCallable)
	for i, a := range e.Args {
		args[i], _ = c.operand(a)
	}
	site := c.site(e)
	// call evaluates the arguments, collecting their temporaries, and
	// calls f with the dispatch declared.
	call := func(fr *frame, f py.Value) (py.Value, error) {
		var argv [2]py.Value
		var isTemp [2]bool
		for i, a := range args {
			v, err := a(fr)
			if err != nil {
				return nil, err
			}
			argv[i] = v
			isTemp[i] = srcs[i] && fr.th.TakeTemp(v)
		}
		fr.th.DeclareCall(f, argv[:len(args)], isTemp)
		v, err := fr.callValue(f, argv[:len(args):len(args)], nil, site)
		fr.th.EndDispatch(v)
		return v, err
	}
	if a, ok := e.Func.(*ast.Attribute); ok {
		obj := c.expr(a.Value)
		as := c.attrSite(c.mangle(a.Attr), policy.DunderCall)
		attrSite := c.site(a)
		plain := c.methodCallSite(a, args, nil, nil, site, false) // o is held in Go meanwhile: not clean
		return func(fr *frame) (py.Value, error) {
			o, err := obj(fr)
			if err != nil {
				return nil, err
			}
			if _, ok := o.(*py.Module); !ok {
				v, err := plain.call(fr, o)
				fr.th.ForgetTemp()
				return v, err
			}
			if err := fr.th.Tick(); err != nil {
				return nil, err
			}
			if as.getErr != nil {
				return nil, fr.fail(as.getErr, attrSite)
			}
			f, err := py.GetAttrChecked(fr.th, o, as.get)
			if err != nil {
				return nil, fr.fail(err, attrSite)
			}
			return call(fr, f)
		}
	}
	fn := c.expr(e.Func)
	return func(fr *frame) (py.Value, error) {
		f, err := fn(fr)
		if err != nil {
			return nil, err
		}
		if pf, ok := f.(*Function); ok {
			var v py.Value
			if clean && pf.code.takesExactly(len(args)) {
				v, err = fr.callDirect(pf, args, site, true)
			} else {
				v, err = fr.callPositionalValue(f, args, site)
			}
			fr.th.ForgetTemp()
			return v, err
		}
		if cls, ok := f.(*py.Type); ok {
			// A class whose __init__ is a plain Python function is built
			// directly, as a call that declares nothing is (callPositionalValue):
			// Vector(self.x + o.x, self.y + o.y) was 25% slower through call.
			if init, ok := cls.PlainInit(); ok {
				if fn, ok := init.(*Function); ok && fn.code.takesExactly(len(args)+1) {
					v, err := fr.constructDirect(cls, fn, args, site)
					fr.th.ForgetTemp()
					return v, err
				}
			}
		}
		return call(fr, f)
	}
}

// maskSource reports whether subscriptGeneric compiles an index e as a
// source operand: the shapes of a boolean mask, a single rich comparison
// (`a[a > 0]`), ~ of anything (`a[~m]`), and &, | or ^ with a mask shape
// on one side (`a[(a > 0) & (a < 9)]`). Other indexes (`xs[i + 1]`,
// `xs[i & 7]`, `d[f(x)]`) keep their usual compiled forms.
func maskSource(e ast.Expr) bool {
	switch e := e.(type) {
	case *ast.Compare:
		return len(e.Ops) == 1 && richCompare(e.Ops[0])
	case *ast.BinOp:
		return (e.Op == ast.BitAnd || e.Op == ast.BitOr || e.Op == ast.BitXor) && (maskSource(e.Left) || maskSource(e.Right))
	case *ast.UnaryOp:
		return e.Op == ast.Invert
	}
	return false
}

// maskSubscript compiles obj[key] whose key maskSource accepts, the key
// a source operand: when it gives a temporary, the subscript declares
// its dispatch (TempIndex, the key the second operand), so that the
// implementation may recycle the key once it has read it. (A closure of
// its own: the generic subscript's is a hot path.)
func (c *compiler) maskSubscript(e *ast.Subscript) evalFn {
	obj := c.expr(e.Value)
	key, _ := c.operand(e.Slice)
	site := c.site(e)
	return func(fr *frame) (py.Value, error) {
		v, err := obj(fr)
		if err != nil {
			return nil, err
		}
		k, err := key(fr)
		if err != nil {
			return nil, err
		}
		r, err := getItemMask(fr.th, v, k, fr.th.TakeTemp(k))
		if err != nil {
			return nil, fr.fail(err, site)
		}
		return r, nil
	}
}

// getItemMask is v[k], the dispatch declared when k is a temporary.
func getItemMask(th *py.Thread, v, k py.Value, kTemp bool) (py.Value, error) {
	if err := th.Tick(); err != nil {
		return nil, err
	}
	if !kTemp {
		return getItem(th, v, k)
	}
	th.DeclareOp(py.TempIndex, v, k, false, true)
	r, err := getItem(th, v, k)
	th.EndDispatch(nil) // the result is no temporary
	return r, err
}
