package interp

import (
	"github.com/kraitpy/krait/ast"
	"github.com/kraitpy/krait/py"
)

// percentDisplay compiles `"..." % (a, b, ...)`: a str constant formatted
// with a tuple display of at most py.MaxPercentValues items, none
// starred. The items are evaluated into an array on the Go stack and
// formatted from there (py.StrPercentValues): the tuple the operator
// would take apart is never built. Everything else is as the generic
// operator: the items left to right, one tick, the error at the
// operator's site. (An exact str's % cannot be overridden, so the
// operation is str's format whatever the items are.) nil when e is not
// of that form.
func (c *compiler) percentDisplay(e *ast.BinOp) evalFn {
	if e.Op != ast.Mod {
		return nil
	}
	lit, ok := e.Left.(*ast.Constant)
	if !ok {
		return nil
	}
	text, ok := lit.Value.(string)
	if !ok {
		return nil
	}
	tup, ok := e.Right.(*ast.Tuple)
	if !ok || len(tup.Elts) > py.MaxPercentValues || hasStarred(tup.Elts) {
		return nil
	}
	for _, n := range []ast.Expr{lit, tup} {
		if err := c.in.policy.CheckNode(nodeName(n)); err != nil {
			c.refuse(err)
		}
	}
	format := constant(text).(*py.Str)
	fns := c.exprs(tup.Elts)
	site := c.site(e)
	return func(fr *frame) (py.Value, error) {
		var vals [py.MaxPercentValues]py.Value
		if err := evalInto(fr, fns, vals[:]); err != nil {
			return nil, err
		}
		if err := fr.th.Tick(); err != nil {
			return nil, err
		}
		fr.line = site.pos.Lineno
		v, err := py.StrPercentValues(fr.th, format, vals[:len(fns)])
		fr.th.ForgetTemp()
		if err != nil {
			return nil, fr.fail(err, site)
		}
		return v, nil
	}
}
