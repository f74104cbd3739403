package parser

import (
	"github.com/kraitpy/krait/ast"
	"github.com/kraitpy/krait/lexer"
)

// starTargets parses star_targets (for-loop and comprehension targets)
// and marks them Store.
func (p *parser) starTargets() ast.Expr {
	st := startOf(p.tok())
	first := p.starTarget()
	if p.kind() != lexer.COMMA {
		return p.setContext(first, ast.Store)
	}
	elts := []ast.Expr{first}
	for p.accept(lexer.COMMA) {
		if k := p.kind(); !startsExpr(k) {
			break
		}
		elts = append(elts, p.starTarget())
	}
	tup := &ast.Tuple{Pos: p.finish(st), Elts: elts, Ctx: ast.Load}
	return p.setContext(tup, ast.Store)
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

// hereCandidate reports whether `target = value` gets CPython's
// "cannot assign to X here. Maybe you meant '==' instead of '='?" (its
// invalid_named_expression rule) rather than the plain message.
func (p *parser) hereCandidate(target, value ast.Expr) bool {
	if !isBitwiseLevel(target) {
		return false
	}
	switch t := target.(type) {
	case *ast.List, *ast.Tuple, *ast.GeneratorExp:
		return false
	case *ast.Constant:
		if t.Value == nil || t.Value == true || t.Value == false {
			return false
		}
	}
	if tup, ok := value.(*ast.Tuple); ok && len(tup.Elts) > 0 {
		value = tup.Elts[0]
	}
	switch value.(type) {
	case *ast.Starred, *ast.Yield, *ast.YieldFrom, *ast.Lambda:
		return false
	case *ast.UnaryOp:
		return value.(*ast.UnaryOp).Op != ast.Not
	}
	return true
}

// assignmentHints re-reads an invalid assignment statement from token
// index start the way CPython's invalid_assignment rule does: each
// comma-separated element on the left goes through its
// invalid_named_expression check, which turns `x = 1 if y` or
// `f() = 1` into the "Maybe you meant '=='" messages. It returns if no
// hint applies, leaving the parser where it was.
func (p *parser) assignmentHints(start int) {
	saved := p.save()
	p.i = start
	p.noAssignHint++
	for {
		elemStart := p.i
		if p.kind() == lexer.NAME && p.peek(1) == lexer.EQUAL {
			name := p.tok()
			p.i += 2
			rhs := p.speculate(p.bitwiseOr)
			if rhs != nil && p.kind() != lexer.EQUAL && p.kind() != lexer.COLONEQUAL {
				p.syntaxErrorRange(&ast.Pos{Lineno: int(name.Line), ColOffset: int(name.Col)}, rhs.Position(),
					"invalid syntax. Maybe you meant '==' or ':=' instead of '='?")
			}
			p.i = elemStart
		}
		if p.kind() != lexer.STAR && !p.startsExcludedAtom() {
			a := p.speculate(p.bitwiseOr)
			if a != nil && p.kind() == lexer.EQUAL {
				p.advance()
				rhs := p.speculate(p.bitwiseOr)
				if rhs != nil && p.kind() != lexer.EQUAL && p.kind() != lexer.COLONEQUAL {
					p.syntaxErrorAtNode(a, "cannot assign to "+exprName(a)+" here. Maybe you meant '==' instead of '='?")
				}
			}
			p.i = elemStart
		}
		if p.speculate(p.starNamedExpression) == nil || !p.accept(lexer.COMMA) || !startsExpr(p.kind()) {
			break
		}
	}
	p.restore(saved)
}

// startsExcludedAtom reports whether a list or tuple display, a
// generator expression or True/None/False starts here (CPython's
// invalid_named_expression does not apply to those).
func (p *parser) startsExcludedAtom() bool {
	switch p.kind() {
	case lexer.KwTrue, lexer.KwNone, lexer.KwFalse:
		return true
	case lexer.LSQB, lexer.LPAR:
		save := p.i
		a := p.speculate(p.atom)
		p.i = save
		switch a.(type) {
		case *ast.List, *ast.Tuple, *ast.GeneratorExp:
			return true
		}
	}
	return false
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
