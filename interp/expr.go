package interp

import (
	"github.com/kraitpy/krait/ast"
	"github.com/kraitpy/krait/policy"
	"github.com/kraitpy/krait/py"
)

// expr compiles an expression, refusing node types the policy disables.
func (c *compiler) expr(e ast.Expr) evalFn {
	if err := c.in.policy.CheckNode(nodeName(e)); err != nil {
		c.refuse(err)
	}
	switch e := e.(type) {
	case *ast.Constant:
		v := constant(e.Value)
		return func(fr *frame) (py.Value, error) { return v, nil }
	case *ast.Name:
		return c.loadName(e)
	case *ast.BinOp:
		return c.binOp(e)
	case *ast.UnaryOp:
		return c.unaryOp(e)
	case *ast.BoolOp:
		return c.boolOp(e)
	case *ast.Compare:
		return c.compare(e)
	case *ast.IfExp:
		test, body, orelse := c.cond(e.Test), c.expr(e.Body), c.expr(e.Orelse)
		return func(fr *frame) (py.Value, error) {
			ok, err := test(fr)
			if err != nil {
				return nil, err
			}
			if ok {
				return body(fr)
			}
			return orelse(fr)
		}
	case *ast.Call:
		return c.call(e)
	case *ast.Attribute:
		return c.attribute(e)
	case *ast.Subscript:
		return c.subscript(e)
	case *ast.Slice:
		return c.slice(e)
	case *ast.Tuple:
		return c.tuple(e.Elts)
	case *ast.List:
		return c.list(e.Elts)
	case *ast.Set:
		return c.set(e)
	case *ast.Dict:
		return c.dict(e)
	case *ast.Lambda:
		return c.lambda(e)
	case *ast.ListComp, *ast.SetComp, *ast.DictComp, *ast.GeneratorExp:
		return c.comprehension(e)
	case *ast.JoinedStr:
		return c.joinedStr(e)
	case *ast.FormattedValue:
		return c.formattedValue(e)
	case *ast.Yield:
		return c.yieldExpr(e)
	case *ast.YieldFrom:
		return c.yieldFrom(e)
	case *ast.NamedExpr:
		value := c.expr(e.Value)
		store := c.store(e.Target)
		return func(fr *frame) (py.Value, error) {
			v, err := value(fr)
			if err != nil {
				return nil, err
			}
			return v, store(fr, v)
		}
	}
	name := nodeName(e)
	c.refuse(&UnsupportedError{Node: name})
	return func(fr *frame) (py.Value, error) {
		return nil, &UnsupportedError{Node: name}
	}
}

func (c *compiler) exprs(list []ast.Expr) []evalFn {
	out := make([]evalFn, len(list))
	for i, e := range list {
		out[i] = c.expr(e)
	}
	return out
}

func (c *compiler) binOp(e *ast.BinOp) evalFn {
	inOperand := c.takeOperand()
	if fused := c.fusedBinOp(e); fused != nil {
		return fused
	}
	if fn := c.percentDisplay(e); fn != nil {
		return fn
	}
	if fn := c.tempBinOp(e, inOperand); fn != nil {
		return fn
	}
	left, right := c.expr(e.Left), c.expr(e.Right)
	op := e.Op
	site := c.site(e)
	if op == ast.Add {
		return func(fr *frame) (py.Value, error) {
			a, err := left(fr)
			if err != nil {
				return nil, err
			}
			b, err := right(fr)
			if err != nil {
				return nil, err
			}
			if err := fr.th.Tick(); err != nil {
				return nil, err
			}
			if x, ok := a.(py.Int); ok {
				if y, ok := b.(py.Int); ok {
					if s := x + y; (s > x) == (y > 0) {
						return py.NewInt(int64(s)), nil
					}
				}
			} else if _, ok := a.(py.Float); ok {
				if v := augFloat(op, a, b); v != nil {
					return v, nil
				}
			}
			fr.line = site.pos.Lineno
			v, err := binary(fr.th, op, a, b)
			if err != nil {
				return nil, fr.fail(err, site)
			}
			return v, nil
		}
	}
	return func(fr *frame) (py.Value, error) {
		a, err := left(fr)
		if err != nil {
			return nil, err
		}
		b, err := right(fr)
		if err != nil {
			return nil, err
		}
		if err := fr.th.Tick(); err != nil {
			return nil, err
		}
		if v := fastBinary(op, a, b); v != nil {
			return v, nil
		}
		fr.line = site.pos.Lineno
		v, err := binary(fr.th, op, a, b)
		if err != nil {
			return nil, fr.fail(err, site)
		}
		return v, nil
	}
}

// fastBinary computes small-int operations that cannot overflow or fail
// and float +, -, *, / that cannot fail, or returns nil.
func fastBinary(op ast.Operator, a, b py.Value) py.Value {
	x, ok := a.(py.Int)
	if !ok {
		if _, ok := a.(py.Float); ok {
			return augFloat(op, a, b)
		}
		return nil
	}
	y, ok := b.(py.Int)
	if !ok {
		if _, ok := b.(py.Float); ok {
			return augFloat(op, a, b)
		}
		return nil
	}
	switch op {
	case ast.Add:
		if s := x + y; (s > x) == (y > 0) {
			return py.NewInt(int64(s))
		}
	case ast.Sub:
		if s := x - y; (s < x) == (y > 0) {
			return py.NewInt(int64(s))
		}
	case ast.Mult:
		if x > -(1<<31) && x < 1<<31 && y > -(1<<31) && y < 1<<31 {
			return py.NewInt(int64(x * y))
		}
	case ast.Mod:
		if y > 0 && x >= 0 {
			return py.NewInt(int64(x % y))
		}
	case ast.FloorDiv:
		if y > 0 && x >= 0 {
			return py.NewInt(int64(x / y))
		}
	case ast.BitAnd:
		return py.NewInt(int64(x & y))
	case ast.BitOr:
		return py.NewInt(int64(x | y))
	case ast.BitXor:
		return py.NewInt(int64(x ^ y))
	}
	return nil
}

func (c *compiler) unaryOp(e *ast.UnaryOp) evalFn {
	inOperand := c.takeOperand()
	op := e.Op
	if op == ast.Not {
		// Compile the operand once, as a condition: compiling it also as
		// a value would double the work at every nested `not`.
		test := c.cond(e.Operand)
		return func(fr *frame) (py.Value, error) {
			ok, err := test(fr)
			if err != nil {
				return nil, err
			}
			return py.NewBool(!ok), nil
		}
	}
	if fn := c.tempUnaryOp(e, inOperand); fn != nil {
		return fn
	}
	operand := c.expr(e.Operand)
	site := c.site(e)
	return func(fr *frame) (py.Value, error) {
		v, err := operand(fr)
		if err != nil {
			return nil, err
		}
		if err := fr.th.Tick(); err != nil {
			return nil, err
		}
		r, err := unary(fr.th, op, v)
		if err != nil {
			return nil, fr.fail(err, site)
		}
		return r, nil
	}
}

func (c *compiler) boolOp(e *ast.BoolOp) evalFn {
	values := c.exprs(e.Values)
	and := e.Op == ast.And
	return func(fr *frame) (py.Value, error) {
		var v py.Value
		for i, ev := range values {
			var err error
			v, err = ev(fr)
			if err != nil {
				return nil, err
			}
			if i == len(values)-1 {
				break
			}
			ok, err := truth(fr.th, v)
			if err != nil {
				return nil, err
			}
			if ok != and {
				return v, nil
			}
		}
		return v, nil
	}
}

func (c *compiler) compare(e *ast.Compare) evalFn {
	inOperand := c.takeOperand()
	if fn := c.freshContains(e); fn != nil {
		return fn
	}
	if fn := c.tempCompare(e, inOperand); fn != nil {
		return fn
	}
	left := c.expr(e.Left)
	rights := c.exprs(e.Comparators)
	ops := e.Ops
	site := c.site(e)
	if len(ops) == 1 {
		right, op := rights[0], ops[0]
		return func(fr *frame) (py.Value, error) {
			a, err := left(fr)
			if err != nil {
				return nil, err
			}
			b, err := right(fr)
			if err != nil {
				return nil, err
			}
			if err := fr.th.Tick(); err != nil {
				return nil, err
			}
			v, err := compare(fr.th, op, a, b)
			if err != nil {
				return nil, fr.fail(err, site)
			}
			return v, nil
		}
	}
	return func(fr *frame) (py.Value, error) {
		a, err := left(fr)
		if err != nil {
			return nil, err
		}
		var v py.Value
		for i, right := range rights {
			b, err := right(fr)
			if err != nil {
				return nil, err
			}
			if err := fr.th.Tick(); err != nil {
				return nil, err
			}
			v, err = compare(fr.th, ops[i], a, b)
			if err != nil {
				return nil, fr.fail(err, site)
			}
			if i == len(rights)-1 {
				break
			}
			ok, err := truth(fr.th, v)
			if err != nil {
				return nil, err
			}
			if !ok {
				return v, nil
			}
			a = b
		}
		return v, nil
	}
}

// fastCompareCond compiles `a OP b` used as a condition, comparing small
// ints without boxing a bool; nil when not applicable.
func (c *compiler) fastCompareCond(e *ast.Compare) func(fr *frame) (bool, error) {
	op := e.Ops[0]
	switch op {
	case ast.Lt, ast.LtE, ast.Gt, ast.GtE, ast.Eq, ast.NotEq:
	default:
		return nil
	}
	left, right := c.expr(e.Left), c.expr(e.Comparators[0])
	site := c.site(e)
	return func(fr *frame) (bool, error) {
		a, err := left(fr)
		if err != nil {
			return false, err
		}
		b, err := right(fr)
		if err != nil {
			return false, err
		}
		if err := fr.th.Tick(); err != nil {
			return false, err
		}
		if x, ok := a.(py.Int); ok {
			if y, ok := b.(py.Int); ok {
				switch op {
				case ast.Lt:
					return x < y, nil
				case ast.LtE:
					return x <= y, nil
				case ast.Gt:
					return x > y, nil
				case ast.GtE:
					return x >= y, nil
				case ast.Eq:
					return x == y, nil
				default:
					return x != y, nil
				}
			}
		}
		if x, ok := a.(py.Float); ok {
			if y, ok := b.(py.Float); ok {
				return floatCompare(op, float64(x), float64(y)), nil
			}
		}
		v, err := compare(fr.th, op, a, b)
		if err != nil {
			return false, fr.fail(err, site)
		}
		return truth(fr.th, v)
	}
}

func (c *compiler) attribute(e *ast.Attribute) evalFn {
	return c.attributeAccess(e, policy.DunderRead)
}

// attributeAccess compiles an attribute load checked by the dunder rule
// for the given access (a read, or the callee of an immediate call).
func (c *compiler) attributeAccess(e *ast.Attribute, access policy.DunderAccess) evalFn {
	obj := c.expr(e.Value)
	as := c.attrSite(c.mangle(e.Attr), access)
	site := c.site(e)
	return func(fr *frame) (py.Value, error) {
		v, err := obj(fr)
		if err != nil {
			return nil, err
		}
		if err := fr.th.Tick(); err != nil {
			return nil, err
		}
		if as.getErr != nil {
			return nil, fr.fail(as.getErr, site)
		}
		var r py.Value
		if inst, ok := v.(*py.Instance); ok {
			r, err = instanceGetAttr(fr.th, inst, as)
		} else {
			r, err = py.GetAttrChecked(fr.th, v, as.get)
		}
		if err != nil {
			return nil, fr.fail(err, site)
		}
		return r, nil
	}
}

// mangle applies private-name mangling to an attribute name.
func (c *compiler) mangle(name string) string {
	return mangle(c.scope.Private, name)
}

func (c *compiler) subscript(e *ast.Subscript) evalFn {
	generic := c.subscriptGeneric(e)
	if fn := c.constSubscript(e, generic); fn != nil {
		return fn
	}
	return generic
}

// subscriptGeneric compiles obj[key] through py.GetItem (a key of a
// mask's shape through maskSubscript).
func (c *compiler) subscriptGeneric(e *ast.Subscript) evalFn {
	if maskSource(e.Slice) {
		return c.maskSubscript(e)
	}
	if sl, ok := e.Slice.(*ast.Slice); ok && sl.Step == nil {
		return c.subscriptSlice(e, sl)
	}
	obj, key := c.expr(e.Value), c.expr(e.Slice)
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
		if err := fr.th.Tick(); err != nil {
			return nil, err
		}
		r, err := getItem(fr.th, v, k)
		if err != nil {
			return nil, fr.fail(err, site)
		}
		return r, nil
	}
}

// subscriptSlice compiles obj[lo:hi] through py.GetSlice, which cuts a
// list or tuple without making the slice object.
func (c *compiler) subscriptSlice(e *ast.Subscript, sl *ast.Slice) evalFn {
	obj := c.expr(e.Value)
	lo, hi := c.slicePart(sl.Lower), c.slicePart(sl.Upper)
	site := c.site(e)
	return func(fr *frame) (py.Value, error) {
		v, err := obj(fr)
		if err != nil {
			return nil, err
		}
		a, err := lo(fr)
		if err != nil {
			return nil, err
		}
		b, err := hi(fr)
		if err != nil {
			return nil, err
		}
		if err := fr.th.Tick(); err != nil {
			return nil, err
		}
		r, err := py.GetSlice(fr.th, v, a, b)
		if err != nil {
			return nil, fr.fail(err, site)
		}
		return r, nil
	}
}

// slicePart compiles a bound of a slice; an absent one is None.
func (c *compiler) slicePart(x ast.Expr) evalFn {
	if x == nil {
		return func(fr *frame) (py.Value, error) { return py.None, nil }
	}
	return c.expr(x)
}

func (c *compiler) slice(e *ast.Slice) evalFn {
	lo, hi, step := c.slicePart(e.Lower), c.slicePart(e.Upper), c.slicePart(e.Step)
	return func(fr *frame) (py.Value, error) {
		a, err := lo(fr)
		if err != nil {
			return nil, err
		}
		b, err := hi(fr)
		if err != nil {
			return nil, err
		}
		s, err := step(fr)
		if err != nil {
			return nil, err
		}
		return newSlice(a, b, s), nil
	}
}
