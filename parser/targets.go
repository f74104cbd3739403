package parser

import (
	"github.com/kraitpy/krait/ast"
	"github.com/kraitpy/krait/lexer"
)

// forTarget parses the star_targets of a for loop or comprehension
// without validating them (the caller reports errors as CPython does).
func (p *parser) forTarget() ast.Expr {
	st := startOf(p.tok())
	first := p.forTargetElem()
	if first == nil || p.kind() != lexer.COMMA {
		return first
	}
	elts := []ast.Expr{first}
	for p.accept(lexer.COMMA) {
		if k := p.kind(); !startsExpr(k) {
			break
		}
		e := p.forTargetElem()
		if e == nil {
			return nil
		}
		elts = append(elts, e)
	}
	return &ast.Tuple{Pos: p.finish(st), Elts: elts, Ctx: ast.Load}
}

// forTargetElem parses one element of a for target. A target is a
// primary (a name, attribute, subscript or bracketed targets), so a
// primary followed by an operator is returned alone, as CPython's first
// pass stops there (`for a, b@ in x` fails at the '@'); the caller's
// error re-read then names the expression. It returns nil when no target
// starts here and no expression either.
func (p *parser) forTargetElem() ast.Expr {
	switch p.kind() {
	case lexer.NAME, lexer.LPAR, lexer.LSQB:
	case lexer.STAR:
		return p.starTarget()
	default:
		// No target starts here, so CPython's first pass reads nothing
		// further: if the expression fails too, the error is here.
		// nil then: the caller's error re-read reports it.
		furthest := p.maxIdx
		e := p.speculateGeneric(p.starTarget)
		if e == nil {
			p.forgetFurthest(furthest)
		}
		return e
	}
	save := p.save()
	e := p.primary()
	switch p.kind() {
	case lexer.KwIn, lexer.COMMA:
		return e
	}
	if isBinaryOperator(p.kind()) {
		return e
	}
	p.restore(save)
	return p.starTarget()
}

func (p *parser) starTarget() ast.Expr {
	if p.kind() == lexer.STAR {
		t := p.advance()
		p.enter()
		v := p.starTarget()
		p.leave()
		return &ast.Starred{Pos: p.finish(startOf(t)), Value: v, Ctx: ast.Load}
	}
	return p.bitwiseOr()
}

// exprName is CPython's description of an expression in "cannot assign
// to ..." messages.
func exprName(e ast.Expr) string {
	switch e := e.(type) {
	case *ast.Attribute:
		return "attribute"
	case *ast.Subscript:
		return "subscript"
	case *ast.Starred:
		return "starred"
	case *ast.Name:
		return "name"
	case *ast.List:
		return "list"
	case *ast.Tuple:
		return "tuple"
	case *ast.Lambda:
		return "lambda"
	case *ast.Call:
		return "function call"
	case *ast.BoolOp, *ast.BinOp, *ast.UnaryOp:
		return "expression"
	case *ast.GeneratorExp:
		return "generator expression"
	case *ast.Yield, *ast.YieldFrom:
		return "yield expression"
	case *ast.Await:
		return "await expression"
	case *ast.ListComp:
		return "list comprehension"
	case *ast.SetComp:
		return "set comprehension"
	case *ast.DictComp:
		return "dict comprehension"
	case *ast.Dict:
		return "dict literal"
	case *ast.Set:
		return "set display"
	case *ast.JoinedStr, *ast.FormattedValue:
		return "f-string expression"
	case *ast.Constant:
		switch e.Value {
		case nil:
			return "None"
		case true:
			return "True"
		case false:
			return "False"
		}
		if e.Value == ast.Ellipsis {
			return "ellipsis"
		}
		return "literal"
	case *ast.Compare:
		return "comparison"
	case *ast.IfExp:
		return "conditional expression"
	case *ast.NamedExpr:
		return "named expression"
	}
	return "expression"
}

// isBitwiseLevel reports whether e is what CPython's bitwise_or rule
// can produce (no comparison, boolean, conditional or lambda on top).
func isBitwiseLevel(e ast.Expr) bool {
	switch e := e.(type) {
	case *ast.Compare, *ast.BoolOp, *ast.IfExp, *ast.Lambda, *ast.NamedExpr, *ast.Starred, *ast.Yield, *ast.YieldFrom:
		return false
	case *ast.UnaryOp:
		return e.Op != ast.Not
	}
	return true
}

// invalidTarget finds the sub-expression that makes e an invalid target,
// or nil if e is valid.
func invalidTarget(e ast.Expr, ctx ast.ExprContext) ast.Expr {
	switch e := e.(type) {
	case *ast.Name, *ast.Attribute, *ast.Subscript:
		return nil
	case *ast.Starred:
		if ctx == ast.Del {
			return e
		}
		return invalidTarget(e.Value, ctx)
	case *ast.Tuple:
		for _, x := range e.Elts {
			if bad := invalidTarget(x, ctx); bad != nil {
				return bad
			}
		}
		return nil
	case *ast.List:
		for _, x := range e.Elts {
			if bad := invalidTarget(x, ctx); bad != nil {
				return bad
			}
		}
		return nil
	case *ast.Compare:
		// "x in y = 1": CPython blames the left operand when it is the
		// part written as a for-target.
		if ctx == ast.Store && len(e.Ops) > 0 && e.Ops[0] == ast.In {
			if bad := invalidTarget(e.Left, ctx); bad != nil {
				return bad
			}
			return e
		}
	}
	return e
}

// invalidForTarget is invalidTarget for a for-loop target, which CPython
// reads as an expression where `a in b` is a comparison: only the left
// side of one starting with `in` is looked at, and any other comparison
// is left to the generic error.
func invalidForTarget(e ast.Expr) ast.Expr {
	var elts []ast.Expr
	switch e := e.(type) {
	case *ast.Compare:
		if e.Ops[0] == ast.In {
			return invalidForTarget(e.Left)
		}
		return nil
	case *ast.Starred:
		return invalidForTarget(e.Value)
	case *ast.Tuple:
		elts = e.Elts
	case *ast.List:
		elts = e.Elts
	default:
		return invalidTarget(e, ast.Store)
	}
	for _, x := range elts {
		if bad := invalidForTarget(x); bad != nil {
			return bad
		}
	}
	return nil
}

// setContext marks a target expression with ctx, failing with CPython's
// message if it cannot be a target.
func (p *parser) setContext(e ast.Expr, ctx ast.ExprContext) ast.Expr {
	if bad := invalidTarget(e, ctx); bad != nil {
		p.badTarget(bad, ctx)
	}
	setCtx(e, ctx)
	return e
}

func (p *parser) badTarget(bad ast.Expr, ctx ast.ExprContext) {
	verb := "assign to"
	if ctx == ast.Del {
		verb = "delete"
	}
	if s, ok := bad.(*ast.Starred); ok && ctx == ast.Del {
		p.syntaxErrorAtNode(s, "cannot delete starred")
	}
	p.syntaxErrorAtNode(bad, "cannot "+verb+" "+exprName(bad))
}

func setCtx(e ast.Expr, ctx ast.ExprContext) {
	switch e := e.(type) {
	case *ast.Name:
		e.Ctx = ctx
	case *ast.Attribute:
		e.Ctx = ctx
	case *ast.Subscript:
		e.Ctx = ctx
	case *ast.Starred:
		e.Ctx = ctx
		setCtx(e.Value, ctx)
	case *ast.Tuple:
		e.Ctx = ctx
		for _, x := range e.Elts {
			setCtx(x, ctx)
		}
	case *ast.List:
		e.Ctx = ctx
		for _, x := range e.Elts {
			setCtx(x, ctx)
		}
	}
}

// isBinaryOperator reports whether k is a binary arithmetic or bitwise
// operator.
func isBinaryOperator(k lexer.Kind) bool {
	for level := 0; level < 8; level++ {
		if _, ok := binaryOp(k, level); ok {
			return true
		}
	}
	return k == lexer.DOUBLESTAR
}
