package parser

import (
	"fmt"

	"github.com/kraitpy/krait/ast"
	"github.com/kraitpy/krait/lexer"
)

func (p *parser) parseModule() *ast.Module {
	var body []ast.Stmt
	for p.kind() != lexer.EOF {
		body = p.statement(body)
	}
	return &ast.Module{Body: body}
}

func (p *parser) parseEvalInput() *ast.Expression {
	for p.kind() == lexer.NEWLINE {
		p.advance()
	}
	st := startOf(p.tok())
	e := p.expression()
	if p.kind() == lexer.COMMA {
		elts := []ast.Expr{e}
		for p.accept(lexer.COMMA) {
			if !startsExpr(p.kind()) || p.kind() == lexer.STAR {
				break
			}
			elts = append(elts, p.expression())
		}
		e = &ast.Tuple{Pos: p.finish(st), Elts: elts, Ctx: ast.Load}
	}
	for p.kind() == lexer.NEWLINE {
		p.advance()
	}
	if p.kind() != lexer.EOF {
		p.invalidSyntax()
	}
	return &ast.Expression{Body: e}
}

// statement parses one statement (or a line of simple statements) and
// appends it to body.
func (p *parser) statement(body []ast.Stmt) []ast.Stmt {
	p.enter()
	body = p.statementInner(body)
	p.leave()
	return body
}

func (p *parser) statementInner(body []ast.Stmt) []ast.Stmt {
	t := p.tok()
	switch t.Kind {
	case lexer.KwDef:
		return append(body, p.funcDef(nil, nil))
	case lexer.KwIf:
		return append(body, p.ifStmt())
	case lexer.KwClass:
		return append(body, p.classDef(nil, nil))
	case lexer.KwWith:
		return append(body, p.withStmt(nil))
	case lexer.KwFor:
		return append(body, p.forStmt(nil))
	case lexer.KwTry:
		return append(body, p.tryStmt())
	case lexer.KwWhile:
		return append(body, p.whileStmt())
	case lexer.AT:
		return append(body, p.decorated())
	case lexer.KwAsync:
		switch p.peek(1) {
		case lexer.KwDef:
			return append(body, p.funcDef(nil, t))
		case lexer.KwWith:
			return append(body, p.withStmt(t))
		case lexer.KwFor:
			return append(body, p.forStmt(t))
		}
		p.advance()
		p.invalidSyntax()
	case lexer.NAME:
		if p.isName("match") {
			if m := p.tryMatch(); m != nil {
				return append(body, m)
			}
		}
	case lexer.INDENT:
		p.syntaxErrorAtToken(t, "invalid syntax")
	case lexer.DEDENT:
		p.invalidSyntax()
	case lexer.NEWLINE:
		p.invalidSyntax()
	}
	return p.simpleStmts(body)
}

// simpleStmts parses simple_stmt (';' simple_stmt)* [';'] NEWLINE.
func (p *parser) simpleStmts(body []ast.Stmt) []ast.Stmt {
	for {
		body = append(body, p.simpleStmt())
		if !p.accept(lexer.SEMI) {
			break
		}
		if p.kind() == lexer.NEWLINE {
			break
		}
	}
	if p.kind() != lexer.NEWLINE {
		p.statementEndError(body[len(body)-1])
	}
	p.advance()
	return body
}

// simpleStmt parses one simple statement.
func (p *parser) simpleStmt() ast.Stmt {
	t := p.tok()
	start := startOf(t)
	switch t.Kind {
	case lexer.KwPass:
		p.advance()
		return &ast.Pass{Pos: p.finish(start)}
	case lexer.KwBreak:
		p.advance()
		return &ast.Break{Pos: p.finish(start)}
	case lexer.KwContinue:
		p.advance()
		return &ast.Continue{Pos: p.finish(start)}
	case lexer.KwReturn:
		p.advance()
		var v ast.Expr
		if startsExpr(p.kind()) {
			v = p.starExpressions()
		}
		return &ast.Return{Pos: p.finish(start), Value: v}
	case lexer.KwRaise:
		p.advance()
		r := &ast.Raise{}
		if startsExpr(p.kind()) {
			r.Exc = p.expression()
			if p.accept(lexer.KwFrom) {
				r.Cause = p.expression()
			}
		}
		r.Pos = p.finish(start)
		return r
	case lexer.KwGlobal, lexer.KwNonlocal:
		p.advance()
		var names []string
		for {
			n := p.tok()
			if n.Kind != lexer.NAME {
				p.invalidSyntax()
			}
			p.advance()
			names = append(names, p.intern(p.text(n)))
			if !p.accept(lexer.COMMA) {
				break
			}
		}
		if t.Kind == lexer.KwGlobal {
			return &ast.Global{Pos: p.finish(start), Names: names}
		}
		return &ast.Nonlocal{Pos: p.finish(start), Names: names}
	case lexer.KwDel:
		p.advance()
		targets := p.delTargets()
		return &ast.Delete{Pos: p.finish(start), Targets: targets}
	case lexer.KwAssert:
		p.advance()
		test := p.expression()
		var msg ast.Expr
		if p.accept(lexer.COMMA) {
			msg = p.expression()
		}
		return &ast.Assert{Pos: p.finish(start), Test: test, Msg: msg}
	case lexer.KwImport:
		return p.importName()
	case lexer.KwFrom:
		return p.importFrom()
	}
	return p.exprOrAssign()
}

// delTargets parses del_targets, marking them Del.
func (p *parser) delTargets() []ast.Expr {
	var out []ast.Expr
	delStart := p.i
	for {
		if !startsExpr(p.kind()) {
			p.invalidSyntax()
		}
		start := p.i
		e := p.starTarget()
		if k := p.kind(); k != lexer.COMMA && k != lexer.NEWLINE && k != lexer.SEMI {
			// "del x + 1": CPython's invalid_del_stmt blames the whole
			// expression if it is a bad target; otherwise the error is
			// where the target ended.
			after := p.tok()
			saved := p.save()
			p.i = start
			if full := p.speculate(p.starExpressions); full != nil {
				if bad := invalidTarget(full, ast.Del); bad != nil {
					p.badTarget(bad, ast.Del)
				}
			}
			p.restoreAll(saved)
			if after.Kind == lexer.DOT {
				// CPython read the token after the '.'
				p.i++
				after = p.tok()
			}
			p.syntaxErrorAtToken(after, "invalid syntax")
		}
		if invalidTarget(e, ast.Del) != nil {
			// CPython's invalid_del_stmt re-reads the targets as
			// expressions (where `print + 1` is a legacy print).
			saved := p.save()
			p.i = delStart
			p.speculate(p.starExpressions)
			p.restoreAll(saved)
		}
		out = append(out, p.setContext(e, ast.Del))
		if !p.accept(lexer.COMMA) {
			break
		}
		if k := p.kind(); k == lexer.NEWLINE || k == lexer.SEMI {
			break
		}
	}
	return out
}

// dottedName parses NAME ('.' NAME)*.
func (p *parser) dottedName() string {
	t := p.tok()
	if t.Kind != lexer.NAME {
		p.invalidSyntax()
	}
	p.advance()
	if p.kind() != lexer.DOT {
		return p.intern(p.text(t))
	}
	buf := []byte(p.intern(p.text(t)))
	for p.accept(lexer.DOT) {
		n := p.tok()
		if n.Kind != lexer.NAME {
			p.invalidSyntax()
		}
		p.advance()
		buf = append(buf, '.')
		buf = append(buf, p.intern(p.text(n))...)
	}
	return string(buf)
}

func (p *parser) importName() ast.Stmt {
	start := startOf(p.advance())
	var names []*ast.Alias
	for {
		t := p.tok()
		name := p.dottedName()
		a := &ast.Alias{Name: name}
		if p.accept(lexer.KwAs) {
			n := p.tok()
			if n.Kind != lexer.NAME {
				p.invalidSyntax()
			}
			p.advance()
			a.Asname = p.intern(p.text(n))
		}
		a.Pos = p.finish(startOf(t))
		names = append(names, a)
		if !p.accept(lexer.COMMA) {
			break
		}
	}
	return &ast.Import{Pos: p.finish(start), Names: names}
}

func (p *parser) importFrom() ast.Stmt {
	start := startOf(p.advance())
	level := 0
	for {
		switch p.kind() {
		case lexer.DOT:
			level++
			p.advance()
			continue
		case lexer.ELLIPSIS:
			level += 3
			p.advance()
			continue
		}
		break
	}
	module := ""
	if p.kind() != lexer.KwImport || level == 0 {
		module = p.dottedName()
	}
	if p.kind() != lexer.KwImport {
		p.invalidSyntax()
	}
	p.advance()
	var names []*ast.Alias
	if t := p.tok(); t.Kind == lexer.STAR {
		p.advance()
		names = append(names, &ast.Alias{Pos: tokPos(t), Name: "*"})
		return &ast.ImportFrom{Pos: p.finish(start), Module: module, Names: names, Level: level}
	}
	paren := p.accept(lexer.LPAR)
	for {
		t := p.tok()
		if t.Kind != lexer.NAME {
			p.invalidSyntax()
		}
		p.advance()
		a := &ast.Alias{Name: p.intern(p.text(t))}
		if p.accept(lexer.KwAs) {
			n := p.tok()
			if n.Kind != lexer.NAME {
				p.invalidSyntax()
			}
			p.advance()
			a.Asname = p.intern(p.text(n))
		}
		a.Pos = p.finish(startOf(t))
		names = append(names, a)
		if !p.accept(lexer.COMMA) {
			break
		}
		if paren && p.kind() == lexer.RPAR {
			break
		}
		if !paren && p.kind() == lexer.NEWLINE {
			p.syntaxErrorAtToken(p.tok(), "trailing comma not allowed without surrounding parentheses")
		}
	}
	if paren {
		p.expect(lexer.RPAR)
	}
	return &ast.ImportFrom{Pos: p.finish(start), Module: module, Names: names, Level: level}
}

// augOp maps augmented-assignment tokens to operators.
func augOp(k lexer.Kind) (ast.Operator, bool) {
	switch k {
	case lexer.PLUSEQUAL:
		return ast.Add, true
	case lexer.MINEQUAL:
		return ast.Sub, true
	case lexer.STAREQUAL:
		return ast.Mult, true
	case lexer.ATEQUAL:
		return ast.MatMult, true
	case lexer.SLASHEQUAL:
		return ast.Div, true
	case lexer.PERCENTEQUAL:
		return ast.Mod, true
	case lexer.AMPEREQUAL:
		return ast.BitAnd, true
	case lexer.VBAREQUAL:
		return ast.BitOr, true
	case lexer.CIRCUMFLEXEQUAL:
		return ast.BitXor, true
	case lexer.LEFTSHIFTEQUAL:
		return ast.LShift, true
	case lexer.RIGHTSHIFTEQUAL:
		return ast.RShift, true
	case lexer.DOUBLESTAREQUAL:
		return ast.Pow, true
	case lexer.DOUBLESLASHEQUAL:
		return ast.FloorDiv, true
	}
	return 0, false
}

// assignValue parses the right-hand side of an assignment.
func (p *parser) assignValue() ast.Expr {
	if p.kind() == lexer.KwYield {
		return p.yieldExpr()
	}
	return p.starExpressions()
}

// exprOrAssign parses an expression statement or any kind of assignment.
func (p *parser) exprOrAssign() ast.Stmt {
	stmtStart := p.i
	t := p.tok()
	start := startOf(t)
	var first ast.Expr
	if t.Kind == lexer.KwYield {
		first = p.yieldExpr()
	} else {
		first = p.starExpressions()
	}
	switch k := p.kind(); k {
	case lexer.EQUAL:
		targets := []ast.Expr{first}
		bad := invalidTarget(first, ast.Store) != nil // some target is none
		var value ast.Expr
		for p.accept(lexer.EQUAL) {
			if k := p.kind(); !startsExpr(k) && k != lexer.KwYield {
				// CPython's invalid_assignment blames a bad target
				// before the missing value.
				p.assignmentHints(stmtStart)
				if bad {
					for _, tg := range targets {
						p.assignTarget(tg)
					}
				}
				p.invalidSyntax()
			}
			if bad {
				// CPython's invalid_assignment needs only the '=' after
				// a bad target, so a value that fails to parse
				// generically (`1 = await`) still gets the target's
				// message, after the "Maybe you meant '=='" hints
				// (which read only a bitwise_or of the value).
				p.assignmentHints(stmtStart)
				if value = p.speculateGeneric(p.assignValue); value == nil {
					for _, tg := range targets {
						p.assignTarget(tg)
					}
				}
			} else {
				value = p.assignValue()
			}
			if p.kind() == lexer.EQUAL {
				targets = append(targets, value)
				bad = bad || invalidTarget(value, ast.Store) != nil
			}
		}
		if bad {
			p.assignmentHints(stmtStart)
		}
		for _, tg := range targets {
			p.assignTarget(tg)
		}
		return &ast.Assign{Pos: p.finish(start), Targets: targets, Value: value}
	case lexer.COLON:
		if _, ok := first.(*ast.Starred); ok || t.Kind == lexer.KwYield {
			// No annotation rule starts with these.
			p.syntaxErrorAtToken(p.tok(), "invalid syntax")
		}
		switch first.(type) {
		case *ast.Name, *ast.Attribute, *ast.Subscript:
		default:
			// CPython's annotation errors need a valid annotation.
			if k := p.peek(1); !startsExpr(k) || k == lexer.STAR {
				p.syntaxErrorAtToken(p.tok(), "invalid syntax")
			}
			// PEG accepts any valid prefix of the annotation.
			saved := p.save()
			p.advance()
			if p.speculateGeneric(p.expression) == nil && p.speculateGeneric(p.factor) == nil {
				p.expression()
			}
			p.restoreAll(saved)
		}
		p.advance()
		simple := 0
		switch f := first.(type) {
		case *ast.Name:
			if t.Kind != lexer.LPAR {
				simple = 1
			}
		case *ast.Attribute, *ast.Subscript:
		case *ast.Tuple:
			if t.Kind != lexer.LPAR {
				p.syntaxErrorAtNode(f.Elts[0], "only single target (not tuple) can be annotated")
			}
			p.syntaxErrorAtNode(first, "only single target (not tuple) can be annotated")
		case *ast.List:
			p.syntaxErrorAtNode(first, "only single target (not list) can be annotated")
		default:
			p.syntaxErrorAtNode(first, "illegal target for annotation")
		}
		setCtx(first, ast.Store)
		ann := p.expression()
		var value ast.Expr
		if p.accept(lexer.EQUAL) {
			value = p.assignValue()
		}
		return &ast.AnnAssign{Pos: p.finish(start), Target: first, Annotation: ann, Value: value, Simple: simple}
	default:
		if op, ok := augOp(k); ok {
			switch first.(type) {
			case *ast.Name, *ast.Attribute, *ast.Subscript:
			default:
				// CPython's invalid_assignment needs a value after the
				// operator; without one the error is generic.
				opAt, furthest := p.i, p.maxIdx
				p.advance()
				if p.speculateGeneric(p.assignValue) == nil {
					p.i = opAt
					p.forgetFurthest(furthest)
					p.invalidSyntax()
				}
				p.syntaxErrorAtNode(first, fmt.Sprintf("'%s' is an illegal expression for augmented assignment", exprName(first)))
			}
			p.advance()
			setCtx(first, ast.Store)
			value := p.assignValue()
			return &ast.AugAssign{Pos: p.finish(start), Target: first, Op: op, Value: value}
		}
	}
	if _, ok := first.(*ast.Tuple); ok && t.Kind != lexer.LPAR && startsExpr(p.kind()) {
		// `a, b c = x`: CPython's invalid_assignment reads on past b,
		// in its error pass (the furthest token read stays c).
		furthest := p.maxIdx
		p.assignmentHints(stmtStart)
		p.forgetFurthest(furthest)
	}
	return &ast.ExprStmt{Pos: p.finish(start), Value: first}
}

// assignTarget validates and marks one '=' target.
func (p *parser) assignTarget(e ast.Expr) {
	switch e.(type) {
	case *ast.Yield, *ast.YieldFrom:
		p.syntaxErrorAtNode(e, "assignment to yield expression not possible")
	}
	p.setContext(e, ast.Store)
}

// block parses ':' followed by an indented suite or simple statements on
// the same line. what names the construct for the indentation error.
func (p *parser) block(what string, header *lexer.Token) []ast.Stmt {
	switch what {
	case "function definition", "'try' statement", "'finally' statement", "'else' statement":
		p.expectColon(true)
	case "class definition":
		// No expression ends a class header, so nothing is probed.
		if p.kind() != lexer.COLON {
			if p.kind() == lexer.NEWLINE {
				p.syntaxErrorAtToken(p.tok(), "expected ':'")
			}
			p.invalidSyntax()
		}
		p.advance()
	default:
		p.expectColon(false)
	}
	if p.kind() != lexer.NEWLINE {
		return p.simpleStmts(nil)
	}
	p.advance()
	if p.kind() != lexer.INDENT {
		p.expectedIndent(fmt.Sprintf("expected an indented block after %s on line %d", what, header.Line))
	}
	p.advance()
	var body []ast.Stmt
	for p.kind() != lexer.DEDENT && p.kind() != lexer.EOF {
		body = p.statement(body)
	}
	p.accept(lexer.DEDENT)
	return body
}

// expectedIndent fails with an IndentationError at the current token.
func (p *parser) expectedIndent(msg string) {
	p.raiseHere("IndentationError", msg)
}

// blockEnd ends pos at the last consumed token that is not NEWLINE,
// INDENT or DEDENT, as CPython ends compound statements.
func (p *parser) blockEnd(pos ast.Pos, _ []ast.Stmt) ast.Pos {
	j := p.i - 1
	for j > 0 {
		k := p.toks[j].Kind
		if k != lexer.NEWLINE && k != lexer.INDENT && k != lexer.DEDENT {
			break
		}
		j--
	}
	pos.EndLineno = int(p.toks[j].EndLine)
	pos.EndColOffset = int(p.toks[j].EndCol)
	return pos
}

func (p *parser) ifStmt() ast.Stmt {
	t := p.advance()
	what := "'if' statement"
	if t.Kind == lexer.KwElif {
		what = "'elif' statement"
	}
	test := p.condition()
	body := p.block(what, t)
	s := &ast.If{Test: test, Body: body}
	end := body
	switch p.kind() {
	case lexer.KwElif:
		elif := p.ifStmt()
		s.Orelse = []ast.Stmt{elif}
		end = s.Orelse
	case lexer.KwElse:
		e := p.advance()
		s.Orelse = p.block("'else' statement", e)
		end = s.Orelse
	}
	s.Pos = p.blockEnd(startOf(t), end)
	return s
}

// condition parses the named_expression of if/elif/while headers.
func (p *parser) condition() ast.Expr {
	p.namedCtx++
	e := p.namedExpression()
	p.namedCtx--
	return e
}

func (p *parser) whileStmt() ast.Stmt {
	t := p.advance()
	test := p.condition()
	body := p.block("'while' statement", t)
	s := &ast.While{Test: test, Body: body}
	end := body
	if p.kind() == lexer.KwElse {
		e := p.advance()
		s.Orelse = p.block("'else' statement", e)
		end = s.Orelse
	}
	s.Pos = p.blockEnd(startOf(t), end)
	return s
}

func (p *parser) forStmt(async *lexer.Token) ast.Stmt {
	start := async
	if async != nil {
		p.advance()
	}
	t := p.advance()
	if start == nil {
		start = t
	}
	targetStart := p.i
	target := p.forTarget()
	if target == nil || p.kind() != lexer.KwIn || invalidTarget(target, ast.Store) != nil {
		p.forTargetError(targetStart, false)
	}
	setCtx(target, ast.Store)
	p.advance()
	iter := p.starExpressions()
	body := p.block("'for' statement", t)
	var orelse []ast.Stmt
	end := body
	if p.kind() == lexer.KwElse {
		e := p.advance()
		orelse = p.block("'else' statement", e)
		end = orelse
	}
	pos := p.blockEnd(startOf(start), end)
	if async != nil {
		return &ast.AsyncFor{Pos: pos, Target: target, Iter: iter, Body: body, Orelse: orelse}
	}
	return &ast.For{Pos: pos, Target: target, Iter: iter, Body: body, Orelse: orelse}
}

func (p *parser) withStmt(async *lexer.Token) ast.Stmt {
	start := async
	if async != nil {
		p.advance()
	}
	t := p.advance()
	if start == nil {
		start = t
	}
	var items []*ast.WithItem
	if p.kind() == lexer.LPAR {
		var missingColon bool
		if items, missingColon = p.tryParenWithItems(); missingColon {
			p.raiseHere("SyntaxError", "expected ':'")
		}
	}
	if items == nil {
		for {
			items = append(items, p.withItem())
			if !p.accept(lexer.COMMA) {
				break
			}
		}
	}
	body := p.block("'with' statement", t)
	pos := p.blockEnd(startOf(start), body)
	if async != nil {
		return &ast.AsyncWith{Pos: pos, Items: items, Body: body}
	}
	return &ast.With{Pos: pos, Items: items, Body: body}
}

// tryParenWithItems parses '(' with_item (',' with_item)* [','] ')' when
// followed by ':', or restores the position and returns nil. When the
// line ends after ')', missingColon is set (CPython's invalid_with_stmt)
// with the parser on the NEWLINE.
func (p *parser) tryParenWithItems() (items []*ast.WithItem, missingColon bool) {
	saved := p.save()
	save := p.i
	defer func() {
		if r := recover(); r != nil {
			if b, ok := r.(bailout); !ok || b.fromLexer {
				panic(r)
			}
			p.restore(saved)
			items, missingColon = nil, false
		}
	}()
	p.advance()
	for {
		items = append(items, p.withItem())
		if !p.accept(lexer.COMMA) {
			break
		}
		if p.kind() == lexer.RPAR {
			break
		}
	}
	if p.kind() == lexer.RPAR && p.peek(1) == lexer.NEWLINE {
		p.advance()
		return nil, true
	}
	if p.kind() != lexer.RPAR || p.peek(1) != lexer.COLON {
		p.i = save
		return nil, false
	}
	p.advance()
	return items, false
}

func (p *parser) withItem() *ast.WithItem {
	e := p.expression()
	item := &ast.WithItem{ContextExpr: e}
	if p.accept(lexer.KwAs) {
		target := p.starTarget()
		switch p.kind() {
		case lexer.COMMA, lexer.RPAR, lexer.COLON, lexer.NEWLINE:
		default:
			p.invalidSyntax()
		}
		item.OptionalVars = p.setContext(target, ast.Store)
	}
	return item
}

func (p *parser) tryStmt() ast.Stmt {
	t := p.advance()
	body := p.block("'try' statement", t)
	var handlers []*ast.ExceptHandler
	star := -1
	for p.kind() == lexer.KwExcept {
		et := p.advance()
		isStar := false
		if p.kind() == lexer.STAR {
			p.advance()
			isStar = true
		}
		if star >= 0 && (star == 1) != isStar {
			p.raise("SyntaxError", "cannot have both 'except' and 'except*' on the same 'try'", et.Line, et.Col, p.prev().EndLine, p.prev().EndCol)
		}
		if isStar {
			star = 1
		} else {
			star = 0
		}
		h := &ast.ExceptHandler{}
		if p.kind() == lexer.NEWLINE {
			p.syntaxErrorAtToken(p.tok(), "expected ':'")
		}
		if p.kind() != lexer.COLON {
			h.Type = p.expression()
			if p.kind() == lexer.COMMA {
				// "except A, B:" needs parentheses.
				first := h.Type
				p.advance()
				last := p.expression()
				for p.accept(lexer.COMMA) {
					last = p.expression()
				}
				p.syntaxErrorRange(first.Position(), last.Position(), "multiple exception types must be parenthesized")
			}
			if p.accept(lexer.KwAs) {
				n := p.tok()
				if n.Kind != lexer.NAME {
					p.invalidSyntax()
				}
				p.advance()
				h.Name = p.intern(p.text(n))
				if k := p.kind(); k != lexer.COLON && k != lexer.NEWLINE {
					// No expression ends at the name, so CPython's error
					// pass reads nothing further (an open bracket here is
					// not blamed): plain invalid syntax at this token.
					p.invalidSyntax()
				}
			}
		} else if isStar {
			p.syntaxErrorAtToken(p.tok(), "expected one or more exception types")
		}
		what := "'except' statement"
		if isStar {
			what = "'except*' statement"
		}
		h.Body = p.block(what, et)
		h.Pos = p.blockEnd(startOf(et), h.Body)
		handlers = append(handlers, h)
	}
	end := body
	if len(handlers) > 0 {
		end = handlers[len(handlers)-1].Body
	}
	var orelse, final []ast.Stmt
	if len(handlers) > 0 && p.kind() == lexer.KwElse {
		e := p.advance()
		orelse = p.block("'else' statement", e)
		end = orelse
	}
	if p.kind() == lexer.KwFinally {
		f := p.advance()
		final = p.block("'finally' statement", f)
		end = final
	}
	if len(handlers) == 0 && final == nil {
		p.raiseHere("SyntaxError", "expected 'except' or 'finally' block")
	}
	pos := p.blockEnd(startOf(t), end)
	if star == 1 {
		return &ast.TryStar{Pos: pos, Body: body, Handlers: handlers, Orelse: orelse, Finalbody: final}
	}
	return &ast.Try{Pos: pos, Body: body, Handlers: handlers, Orelse: orelse, Finalbody: final}
}

// decorated parses decorators followed by a def or class.
func (p *parser) decorated() ast.Stmt {
	var decos []ast.Expr
	for p.kind() == lexer.AT {
		p.advance()
		decos = append(decos, p.namedExpression())
		if p.kind() != lexer.NEWLINE {
			p.probeExpression()
			p.invalidSyntax()
		}
		p.advance()
	}
	switch p.kind() {
	case lexer.KwDef:
		return p.funcDef(decos, nil)
	case lexer.KwClass:
		return p.classDef(decos, nil)
	case lexer.KwAsync:
		if p.peek(1) == lexer.KwDef {
			return p.funcDef(decos, p.tok())
		}
	}
	p.invalidSyntax()
	return nil
}

func (p *parser) funcDef(decos []ast.Expr, async *lexer.Token) ast.Stmt {
	start := async
	if async != nil {
		p.advance()
	}
	t := p.advance()
	if start == nil {
		start = t
	}
	n := p.tok()
	if n.Kind != lexer.NAME {
		p.invalidSyntax()
	}
	p.advance()
	name := p.intern(p.text(n))
	if p.kind() != lexer.LPAR {
		p.syntaxErrorAtToken(p.tok(), "expected '('")
	}
	p.advance()
	args := p.parameters(lexer.RPAR, true)
	p.expect(lexer.RPAR)
	var returns ast.Expr
	if p.kind() == lexer.RARROW {
		if !startsExpr(p.peek(1)) {
			p.syntaxErrorAtToken(p.tok(), "expected ':'")
		}
		p.advance()
		returns = p.expression()
	}
	body := p.block("function definition", t)
	pos := p.blockEnd(startOf(start), body)
	if async != nil {
		return &ast.AsyncFunctionDef{Pos: pos, Name: name, Args: args, Body: body, DecoratorList: decos, Returns: returns}
	}
	return &ast.FunctionDef{Pos: pos, Name: name, Args: args, Body: body, DecoratorList: decos, Returns: returns}
}

func (p *parser) classDef(decos []ast.Expr, _ *lexer.Token) ast.Stmt {
	t := p.advance()
	n := p.tok()
	if n.Kind != lexer.NAME {
		p.invalidSyntax()
	}
	p.advance()
	c := &ast.ClassDef{Name: p.intern(p.text(n)), DecoratorList: decos}
	if p.kind() == lexer.LPAR {
		open := p.advance()
		c.Bases, c.Keywords = p.arguments(open, false)
		p.expect(lexer.RPAR)
	}
	c.Body = p.block("class definition", t)
	c.Pos = p.blockEnd(startOf(t), c.Body)
	return c
}
