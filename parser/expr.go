package parser

import (
	"github.com/kraitpy/krait/ast"
	"github.com/kraitpy/krait/lexer"
)

// startsExpr reports whether a token of kind k can begin an expression.
func startsExpr(k lexer.Kind) bool {
	switch k {
	case lexer.NAME, lexer.NUMBER, lexer.STRING, lexer.LPAR, lexer.LSQB, lexer.LBRACE,
		lexer.MINUS, lexer.PLUS, lexer.TILDE, lexer.KwNot, lexer.KwLambda, lexer.KwAwait,
		lexer.KwNone, lexer.KwTrue, lexer.KwFalse, lexer.ELLIPSIS, lexer.STAR:
		return true
	}
	return false
}

// starExpressions parses star_expressions: a comma list becomes a Tuple.
func (p *parser) starExpressions() ast.Expr {
	st := startOf(p.tok())
	first := p.starExpression()
	if p.kind() != lexer.COMMA {
		return first
	}
	elts := []ast.Expr{first}
	for p.accept(lexer.COMMA) {
		if !startsExpr(p.kind()) {
			break
		}
		elts = append(elts, p.starExpression())
	}
	return &ast.Tuple{Pos: p.finish(st), Elts: elts, Ctx: ast.Load}
}

// starExpression parses '*' bitwise_or | expression.
func (p *parser) starExpression() ast.Expr {
	if p.kind() == lexer.STAR {
		t := p.advance()
		v := p.bitwiseOr()
		return &ast.Starred{Pos: p.finish(startOf(t)), Value: v, Ctx: ast.Load}
	}
	return p.expression()
}

// starNamedExpression parses '*' bitwise_or | named_expression.
func (p *parser) starNamedExpression() ast.Expr {
	if p.kind() == lexer.STAR {
		t := p.advance()
		v := p.bitwiseOr()
		return &ast.Starred{Pos: p.finish(startOf(t)), Value: v, Ctx: ast.Load}
	}
	return p.namedExpression()
}

// namedExpression parses NAME ':=' expression | expression !':='.
func (p *parser) namedExpression() ast.Expr {
	t := p.tok()
	if t.Kind == lexer.NAME && p.peek(1) == lexer.COLONEQUAL {
		p.advance()
		target := &ast.Name{Pos: tokPos(t), Id: p.intern(p.text(t)), Ctx: ast.Store}
		p.advance()
		v := p.expression()
		return &ast.NamedExpr{Pos: p.finish(startOf(t)), Target: target, Value: v}
	}
	e := p.expression()
	if p.kind() == lexer.COLONEQUAL {
		if !startsExpr(p.peekQuiet(1)) {
			p.syntaxErrorAtToken(p.tok(), "invalid syntax")
		}
		p.syntaxErrorAtNode(e, "cannot use assignment expressions with "+exprName(e))
	}
	if p.kind() == lexer.EQUAL && p.noAssignHint == 0 {
		p.namedAssignError(e)
	}
	return e
}

// expression parses a conditional expression or lambda.
func (p *parser) expression() ast.Expr {
	st := startOf(p.tok())
	switch p.kind() {
	case lexer.KwLambda:
		return p.lambda()
	case lexer.NAME:
		if p.legacy == nil {
			p.noteLegacy()
		}
	}
	p.enter()
	body := p.disjunction()
	if p.kind() != lexer.KwIf {
		p.leave()
		return body
	}
	p.advance()
	save := p.i
	var test ast.Expr
	if p.specBudget > 0 {
		test = p.speculateGeneric(p.disjunction)
	} else {
		test = p.disjunction()
	}
	if test == nil {
		// CPython's invalid_expression takes the longest valid prefix.
		for _, prefix := range [...]func() ast.Expr{p.bitwiseOr, p.factor} {
			p.i = save
			if test = p.speculateGeneric(prefix); test != nil {
				break
			}
		}
		if test == nil || p.kind() == lexer.KwElse || p.kind() == lexer.COLON {
			p.i = save
			test = p.disjunction()
		}
	}
	if k := p.kind(); k != lexer.KwElse {
		if k != lexer.COLON {
			p.syntaxErrorRange(body.Position(), test.Position(), "expected 'else' after 'if' expression")
		}
		p.invalidSyntax()
	}
	p.advance()
	orelse := p.expression()
	p.leave()
	return &ast.IfExp{Pos: p.finish(st), Test: test, Body: body, Orelse: orelse}
}

func (p *parser) disjunction() ast.Expr {
	st := startOf(p.tok())
	first := p.conjunction()
	if p.kind() != lexer.KwOr {
		return first
	}
	values := []ast.Expr{first}
	for p.accept(lexer.KwOr) {
		values = append(values, p.conjunction())
	}
	return &ast.BoolOp{Pos: p.finish(st), Op: ast.Or, Values: values}
}

func (p *parser) conjunction() ast.Expr {
	st := startOf(p.tok())
	first := p.inversion()
	if p.kind() != lexer.KwAnd {
		return first
	}
	values := []ast.Expr{first}
	for p.accept(lexer.KwAnd) {
		values = append(values, p.inversion())
	}
	return &ast.BoolOp{Pos: p.finish(st), Op: ast.And, Values: values}
}

func (p *parser) inversion() ast.Expr {
	if p.kind() == lexer.KwNot {
		t := p.advance()
		p.enter()
		v := p.inversion()
		p.leave()
		return &ast.UnaryOp{Pos: p.finish(startOf(t)), Op: ast.Not, Operand: v}
	}
	return p.comparison()
}

// compareOp returns the comparison at the current token, consuming it.
func (p *parser) compareOp() (ast.CmpOperator, bool) {
	var op ast.CmpOperator
	switch p.kind() {
	case lexer.EQEQUAL:
		op = ast.Eq
	case lexer.NOTEQUAL:
		if t := p.tok(); p.src[t.Start] == '<' {
			p.syntaxErrorAtToken(t, "invalid syntax")
		}
		op = ast.NotEq
	case lexer.LESS:
		op = ast.Lt
	case lexer.LESSEQUAL:
		op = ast.LtE
	case lexer.GREATER:
		op = ast.Gt
	case lexer.GREATEREQUAL:
		op = ast.GtE
	case lexer.KwIn:
		op = ast.In
	case lexer.KwIs:
		p.advance()
		if p.accept(lexer.KwNot) {
			return ast.IsNot, true
		}
		return ast.Is, true
	case lexer.KwNot:
		if p.peek(1) != lexer.KwIn {
			return 0, false
		}
		p.advance()
		p.advance()
		return ast.NotIn, true
	default:
		return 0, false
	}
	p.advance()
	return op, true
}

func (p *parser) comparison() ast.Expr {
	st := startOf(p.tok())
	left := p.bitwiseOr()
	var ops []ast.CmpOperator
	var comps []ast.Expr
	for {
		save := p.i
		op, ok := p.compareOp()
		if !ok {
			break
		}
		if k := p.kind(); !startsExpr(k) || k == lexer.STAR {
			// PEG backtracking: no operand, so the operator is not
			// part of this comparison.
			p.i = save
			break
		}
		ops = append(ops, op)
		comps = append(comps, p.bitwiseOr())
	}
	if ops == nil {
		return left
	}
	return &ast.Compare{Pos: p.finish(st), Left: left, Ops: ops, Comparators: comps}
}

// binOpLevel describes one level of left-associative binary operators.
func binaryOp(k lexer.Kind, level int) (ast.Operator, bool) {
	switch level {
	case 0:
		if k == lexer.VBAR {
			return ast.BitOr, true
		}
	case 1:
		if k == lexer.CIRCUMFLEX {
			return ast.BitXor, true
		}
	case 2:
		if k == lexer.AMPER {
			return ast.BitAnd, true
		}
	case 3:
		switch k {
		case lexer.LEFTSHIFT:
			return ast.LShift, true
		case lexer.RIGHTSHIFT:
			return ast.RShift, true
		}
	case 4:
		switch k {
		case lexer.PLUS:
			return ast.Add, true
		case lexer.MINUS:
			return ast.Sub, true
		}
	case 5:
		switch k {
		case lexer.STAR:
			return ast.Mult, true
		case lexer.SLASH:
			return ast.Div, true
		case lexer.DOUBLESLASH:
			return ast.FloorDiv, true
		case lexer.PERCENT:
			return ast.Mod, true
		case lexer.AT:
			return ast.MatMult, true
		}
	}
	return 0, false
}

func (p *parser) bitwiseOr() ast.Expr { return p.binary(1) }

// binaryPrec gives the precedence of a binary operator token (higher
// binds tighter), or 0 if k is not one.
var binaryPrec = func() [256]int8 {
	var t [256]int8
	for level := 0; level <= 5; level++ {
		for k := 0; k < 256; k++ {
			if _, ok := binaryOp(lexer.Kind(k), level); ok {
				t[k] = int8(level + 1)
			}
		}
	}
	return t
}()

// binary parses binary operators of precedence minPrec and tighter by
// precedence climbing; all operators here are left-associative.
func (p *parser) binary(minPrec int8) ast.Expr {
	st := startOf(p.tok())
	left := p.factor()
	links := 0
	for {
		k := p.kind()
		prec := binaryPrec[k]
		if prec == 0 || prec < minPrec {
			p.depth -= links
			return left
		}
		if !startsExpr(p.peek(1)) {
			// PEG backtracking: the operator is not part of this
			// expression; the caller reports the error.
			p.depth -= links
			return left
		}
		op, _ := binaryOp(k, int(prec-1))
		p.advance()
		links++
		p.enter()
		right := p.binary(prec + 1)
		left = &ast.BinOp{Pos: p.finish(st), Left: left, Op: op, Right: right}
	}
}

func (p *parser) factor() ast.Expr {
	var op ast.UnaryOperator
	switch p.kind() {
	case lexer.PLUS:
		op = ast.UAdd
	case lexer.MINUS:
		op = ast.USub
	case lexer.TILDE:
		op = ast.Invert
	default:
		return p.power()
	}
	t := p.advance()
	p.enter()
	v := p.factor()
	p.leave()
	return &ast.UnaryOp{Pos: p.finish(startOf(t)), Op: op, Operand: v}
}

func (p *parser) power() ast.Expr {
	st := startOf(p.tok())
	var left ast.Expr
	if p.kind() == lexer.KwAwait {
		t := p.advance()
		p.enter()
		v := p.primary()
		p.leave()
		left = &ast.Await{Pos: p.finish(startOf(t)), Value: v}
	} else {
		left = p.primary()
	}
	if p.kind() != lexer.DOUBLESTAR || !startsExpr(p.peek(1)) {
		return left
	}
	p.advance()
	p.enter()
	right := p.factor()
	p.leave()
	return &ast.BinOp{Pos: p.finish(st), Left: left, Op: ast.Pow, Right: right}
}

// primary parses an atom followed by attribute, call and subscript
// trailers.
func (p *parser) primary() ast.Expr {
	st := startOf(p.tok())
	e := p.atom()
	links := 0
	for {
		switch k := p.kind(); k {
		case lexer.DOT, lexer.LPAR, lexer.LSQB:
			// Each trailer nests the tree one level deeper.
			links++
			p.enter()
		}
		switch p.kind() {
		case lexer.DOT:
			if p.peek(1) != lexer.NAME {
				// PEG backtracking: the '.' is not part of this primary.
				p.depth -= links
				return e
			}
			p.advance()
			t := p.tok()
			p.advance()
			e = &ast.Attribute{Pos: p.finish(st), Value: e, Attr: p.intern(p.text(t)), Ctx: ast.Load}
		case lexer.LPAR:
			if p.pegPrefix > 0 {
				if r := p.prefixTrailer(e, st); r != nil {
					e = r
					continue
				}
				p.depth -= links
				return e
			}
			e = p.call(e, st)
		case lexer.LSQB:
			if p.peek(1) == lexer.RSQB {
				// PEG backtracking: `x[]` is x followed by a list.
				p.depth -= links
				return e
			}
			if p.pegPrefix > 0 {
				if r := p.prefixTrailer(e, st); r != nil {
					e = r
					continue
				}
				p.depth -= links
				return e
			}
			e = p.subscript(e, st)
		default:
			p.depth -= links
			return e
		}
	}
}

// subscript parses the trailer `[slices]` of e, which starts at st.
func (p *parser) subscript(e ast.Expr, st ast.Pos) ast.Expr {
	p.advance()
	p.enter()
	s := p.slices()
	p.leave()
	p.expect(lexer.RSQB)
	return &ast.Subscript{Pos: p.finish(st), Value: e, Slice: s, Ctx: ast.Load}
}

// prefixTrailer parses the call or subscript trailer of e the way a PEG
// parser does: if it fails generically, it returns nil with the parser
// where it was, and the primary ends before it (`'a'(, n)` is 'a').
func (p *parser) prefixTrailer(e ast.Expr, st ast.Pos) ast.Expr {
	return p.speculateGeneric(func() ast.Expr {
		if p.kind() == lexer.LPAR {
			return p.call(e, st)
		}
		return p.subscript(e, st)
	})
}

// slices parses the inside of a subscript.
func (p *parser) slices() ast.Expr {
	st := startOf(p.tok())
	first := p.slice()
	if p.kind() != lexer.COMMA && p.kind() != lexer.RSQB {
		p.missingComma([]ast.Expr{first})
	}
	if p.kind() != lexer.COMMA {
		if _, ok := first.(*ast.Starred); ok {
			return &ast.Tuple{Pos: p.finish(st), Elts: []ast.Expr{first}, Ctx: ast.Load}
		}
		return first
	}
	elts := []ast.Expr{first}
	for p.accept(lexer.COMMA) {
		if p.kind() == lexer.RSQB {
			break
		}
		elts = append(elts, p.slice())
		if k := p.kind(); k != lexer.COMMA && k != lexer.RSQB {
			p.missingComma(elts)
		}
	}
	return &ast.Tuple{Pos: p.finish(st), Elts: elts, Ctx: ast.Load}
}

// slice parses [expr] ':' [expr] [':' [expr]] | named_expression | starred.
func (p *parser) slice() ast.Expr {
	t := p.tok()
	if t.Kind == lexer.STAR {
		return p.starExpression()
	}
	var lower ast.Expr
	if t.Kind != lexer.COLON {
		lower = p.namedExpression()
		if p.kind() != lexer.COLON {
			return lower
		}
		// An unparenthesized walrus cannot be a slice bound; a
		// parenthesized one can (its target is a name, so the
		// unparenthesized form never starts with '(').
		if _, ok := lower.(*ast.NamedExpr); ok && t.Kind != lexer.LPAR {
			p.invalidSyntax()
		}
	}
	p.advance() // ':'
	var upper, step ast.Expr
	if k := p.kind(); k != lexer.COLON && k != lexer.COMMA && k != lexer.RSQB {
		upper = p.expression()
	}
	if p.accept(lexer.COLON) {
		if k := p.kind(); k != lexer.COMMA && k != lexer.RSQB {
			step = p.expression()
		}
	}
	return &ast.Slice{Pos: p.finish(startOf(t)), Lower: lower, Upper: upper, Step: step}
}

// call parses the argument list of a call to fn.
func (p *parser) call(fn ast.Expr, st ast.Pos) ast.Expr {
	open := p.advance()
	p.enter()
	args, kws := p.arguments(open, true)
	p.leave()
	p.expect(lexer.RPAR)
	return &ast.Call{Pos: p.finish(st), Func: fn, Args: args, Keywords: kws}
}

// arguments parses call arguments up to (not including) ')'.
func (p *parser) arguments(open *lexer.Token, genexpOK bool) ([]ast.Expr, []*ast.Keyword) {
	var args []ast.Expr
	var kws []*ast.Keyword
	sawKw, sawKwUnpack := false, false
	orderErr := ""
	var lastExpr ast.Expr
	p.noAssignHint++
	for p.kind() != lexer.RPAR {
		t := p.tok()
		switch {
		case t.Kind == lexer.STAR:
			p.advance()
			v := p.expression()
			if sawKwUnpack {
				p.syntaxErrorAtToken(t, "iterable argument unpacking follows keyword argument unpacking")
			}
			star := &ast.Starred{Pos: p.finish(startOf(t)), Value: v, Ctx: ast.Load}
			first := len(args) == 0 && len(kws) == 0
			if genexpOK && p.atComprehensionArg(first) {
				p.starredGenexpArg(star, first, len(args))
			}
			args = append(args, star)
			lastExpr = v
		case t.Kind == lexer.DOUBLESTAR:
			p.advance()
			v := p.expression()
			kws = append(kws, &ast.Keyword{Pos: p.finish(startOf(t)), Value: v})
			lastExpr = v
			sawKwUnpack = true
		case (t.Kind == lexer.KwTrue || t.Kind == lexer.KwFalse || t.Kind == lexer.KwNone) && p.peekQuiet(1) == lexer.EQUAL:
			eq := &p.toks[p.i+1]
			p.raise("SyntaxError", "cannot assign to "+t.Kind.String(), t.Line, t.Col, eq.EndLine, eq.EndCol)
		case t.Kind == lexer.NAME && p.peek(1) == lexer.EQUAL:
			p.advance()
			eq := p.advance()
			v := p.expression()
			if k := p.kind(); k == lexer.KwFor || k == lexer.KwAsync && p.peek(1) == lexer.KwFor {
				p.raise("SyntaxError", "invalid syntax. Maybe you meant '==' or ':=' instead of '='?", t.Line, t.Col, eq.EndLine, eq.EndCol)
			}
			kws = append(kws, &ast.Keyword{Pos: p.finish(startOf(t)), Arg: p.intern(p.text(t)), Value: v})
			lastExpr = v
			sawKw = true
		default:
			var e ast.Expr
			if t.Kind == lexer.NAME && p.peek(1) == lexer.COLONEQUAL {
				e = p.namedExpression()
			} else if sawKw || sawKwUnpack {
				// After a keyword argument CPython's first pass reads
				// no expression (only name=, * and **): one that fails
				// is invalid syntax where it starts.
				furthest := p.maxIdx
				if e = p.speculateGeneric(p.expression); e == nil {
					p.forgetFurthest(furthest)
					p.syntaxErrorAtToken(t, "invalid syntax")
				}
				if p.kind() == lexer.COLONEQUAL {
					p.invalidSyntax()
				}
			} else {
				e = p.expression()
				if p.kind() == lexer.COLONEQUAL {
					p.invalidSyntax()
				}
			}
			if p.atComprehensionArg(len(args) == 0 && len(kws) == 0) {
				if !genexpOK {
					p.invalidSyntax()
				}
				gens := p.comprehensions()
				if len(args) == 0 && len(kws) == 0 && p.kind() == lexer.RPAR {
					pos := startOf(open)
					pos.EndLineno = int(p.tok().EndLine)
					pos.EndColOffset = int(p.tok().EndCol)
					args = append(args, &ast.GeneratorExp{Pos: pos, Elt: e, Generators: gens})
					continue
				}
				if len(args) > 0 || len(kws) > 0 || p.kind() == lexer.COMMA {
					last := p.prev()
					p.syntaxErrorRange(e.Position(), &ast.Pos{EndLineno: int(last.EndLine), EndColOffset: int(last.EndCol)},
						"Generator expression must be parenthesized")
				}
				p.invalidSyntax()
			}
			if p.kind() == lexer.EQUAL {
				p.raise("SyntaxError", `expression cannot contain assignment, perhaps you meant "=="?`,
					int32(e.Position().Lineno), int32(e.Position().ColOffset), p.tok().EndLine, p.tok().EndCol)
			}
			if orderErr == "" && sawKwUnpack {
				orderErr = "positional argument follows keyword argument unpacking"
			} else if orderErr == "" && sawKw {
				orderErr = "positional argument follows keyword argument"
			}
			args = append(args, e)
			lastExpr = e
		}
		if !p.accept(lexer.COMMA) {
			if p.kind() != lexer.RPAR {
				if lastExpr != nil {
					p.commaHint(lastExpr)
				}
				if orderErr != "" {
					// CPython's invalid_arguments, at the furthest token.
					j := p.i
					if p.maxIdx > j && p.toks[p.maxIdx].Kind != lexer.ERROR {
						j = p.maxIdx
					}
					p.syntaxErrorAtToken(&p.toks[j], orderErr)
				}
				p.invalidSyntax()
			}
			break
		}
	}
	p.noAssignHint--
	if orderErr != "" {
		// CPython reports it at the last token it read: the ')'.
		p.syntaxErrorAtToken(p.tok(), orderErr)
	}
	return args, kws
}

// atom parses names, literals and bracketed forms.
func (p *parser) atom() ast.Expr {
	t := p.tok()
	switch t.Kind {
	case lexer.NAME:
		p.advance()
		return &ast.Name{Pos: tokPos(t), Id: p.intern(p.text(t)), Ctx: ast.Load}
	case lexer.NUMBER:
		p.advance()
		return &ast.Constant{Pos: tokPos(t), Value: p.number(t)}
	case lexer.STRING:
		return p.strings()
	case lexer.KwNone:
		p.advance()
		return &ast.Constant{Pos: tokPos(t), Value: nil}
	case lexer.KwTrue:
		p.advance()
		return &ast.Constant{Pos: tokPos(t), Value: true}
	case lexer.KwFalse:
		p.advance()
		return &ast.Constant{Pos: tokPos(t), Value: false}
	case lexer.ELLIPSIS:
		p.advance()
		return &ast.Constant{Pos: tokPos(t), Value: ast.Ellipsis}
	case lexer.LPAR:
		p.enter()
		saved, savedHint := p.namedCtx, p.noAssignHint
		p.noAssignHint = 0
		e := p.parenAtom()
		p.namedCtx, p.noAssignHint = saved, savedHint
		p.leave()
		return e
	case lexer.LSQB:
		p.enter()
		saved, savedHint := p.namedCtx, p.noAssignHint
		p.noAssignHint = 0
		e := p.listAtom()
		p.namedCtx, p.noAssignHint = saved, savedHint
		p.leave()
		return e
	case lexer.LBRACE:
		p.enter()
		saved, savedHint := p.namedCtx, p.noAssignHint
		p.noAssignHint = 0
		e := p.braceAtom()
		p.namedCtx, p.noAssignHint = saved, savedHint
		p.leave()
		return e
	}
	if t.Kind == lexer.NEWLINE || t.Kind == lexer.EOF {
		p.invalidSyntax()
	}
	p.invalidSyntax()
	return nil
}

// parenAtom parses (), a parenthesized expression, a tuple, a generator
// expression or a parenthesized yield.
func (p *parser) parenAtom() ast.Expr {
	open := p.advance()
	if p.kind() == lexer.RPAR {
		p.advance()
		return &ast.Tuple{Pos: p.finish(startOf(open)), Ctx: ast.Load}
	}
	if p.kind() == lexer.KwYield {
		e := p.yieldExpr()
		p.expect(lexer.RPAR)
		return e
	}
	p.namedCtx = 0
	if t := p.tok(); t.Kind == lexer.DOUBLESTAR {
		// CPython's invalid_group: only `(**expression)`.
		saved := p.save()
		p.advance()
		e := p.speculateGeneric(p.expression)
		closed := e != nil && p.kind() == lexer.RPAR
		if e != nil && !closed {
			p.commaHint(e)
		}
		p.restoreAll(saved)
		if !closed {
			p.invalidSyntax()
		}
		p.syntaxErrorAtToken(t, "cannot use double starred expression here")
	}
	first := p.starNamedExpression()
	switch p.kind() {
	case lexer.RPAR:
		p.advance()
		if _, ok := first.(*ast.Starred); ok {
			p.syntaxErrorAtNode(first, "cannot use starred expression here")
		}
		return first
	case lexer.KwFor, lexer.KwAsync:
		if !p.atComprehensionFetch() {
			break
		}
		p.noStarredElt(first)
		gens := p.comprehensions()
		p.expect(lexer.RPAR)
		return &ast.GeneratorExp{Pos: p.finish(startOf(open)), Elt: first, Generators: gens}
	}
	elts := p.exprListTail(first, lexer.RPAR)
	p.expect(lexer.RPAR)
	return &ast.Tuple{Pos: p.finish(startOf(open)), Elts: elts, Ctx: ast.Load}
}

// atComprehensionArg is atComprehensionFetch for a call argument: only
// the first argument may be a bare generator expression, so only there
// does CPython read past 'async'.
func (p *parser) atComprehensionArg(first bool) bool {
	if first {
		return p.atComprehensionFetch()
	}
	k := p.kind()
	return k == lexer.KwFor || k == lexer.KwAsync && p.peekQuiet(1) == lexer.KwFor
}

// atComprehensionFetch reports whether a for clause starts here,
// reading the token after 'async' as CPython's first pass does.
func (p *parser) atComprehensionFetch() bool {
	k := p.kind()
	return k == lexer.KwFor || k == lexer.KwAsync && p.peek(1) == lexer.KwFor
}

// exprListTail parses ", elt" repetitions after first until close.
func (p *parser) exprListTail(first ast.Expr, close lexer.Kind) []ast.Expr {
	elts := []ast.Expr{first}
	for {
		if !p.accept(lexer.COMMA) {
			if p.kind() != close {
				p.missingComma(elts)
			}
			return elts
		}
		if p.kind() == close {
			return elts
		}
		// These for clauses are only looked for by CPython's error pass,
		// which does not move the first pass's furthest token.
		if close != lexer.RPAR && p.atComprehensionArg(false) {
			p.commaBeforeFor(elts)
		}
		elts = append(elts, p.starNamedExpression())
		if close != lexer.RPAR && p.atComprehensionArg(false) {
			// CPython's invalid_comprehension, if the for clauses parse.
			saved := p.save()
			ok := p.speculateGeneric(func() ast.Expr { p.comprehensions(); return first }) != nil
			p.restoreAll(saved)
			if ok {
				p.syntaxErrorRange(elts[0].Position(), elts[len(elts)-1].Position(),
					"did you forget parentheses around the comprehension target?")
			}
		}
	}
}

func (p *parser) listAtom() ast.Expr {
	open := p.advance()
	if p.accept(lexer.RSQB) {
		return &ast.List{Pos: p.finish(startOf(open)), Ctx: ast.Load}
	}
	p.namedCtx = 0
	first := p.starNamedExpression()
	if p.atComprehensionFetch() {
		p.noStarredElt(first)
		gens := p.comprehensions()
		p.expect(lexer.RSQB)
		return &ast.ListComp{Pos: p.finish(startOf(open)), Elt: first, Generators: gens}
	}
	elts := p.exprListTail(first, lexer.RSQB)
	p.expect(lexer.RSQB)
	return &ast.List{Pos: p.finish(startOf(open)), Elts: elts, Ctx: ast.Load}
}

func (p *parser) braceAtom() ast.Expr {
	parenthesized := p.peekQuiet(1) == lexer.LPAR
	open := p.advance()
	if p.accept(lexer.RBRACE) {
		return &ast.Dict{Pos: p.finish(startOf(open))}
	}
	p.namedCtx = 0
	if p.kind() == lexer.DOUBLESTAR {
		return p.dictTail(open, nil)
	}
	first := p.starNamedExpression()
	if p.kind() == lexer.COLON {
		switch first.(type) {
		case *ast.Starred:
			p.invalidSyntax()
		case *ast.NamedExpr:
			if !parenthesized {
				p.invalidSyntax() // a dict key is no named expression
			}
		}
		return p.dictTail(open, first)
	}
	if p.atComprehensionFetch() {
		p.noStarredElt(first)
		gens := p.comprehensions()
		p.expect(lexer.RBRACE)
		return &ast.SetComp{Pos: p.finish(startOf(open)), Elt: first, Generators: gens}
	}
	elts := p.exprListTail(first, lexer.RBRACE)
	p.expect(lexer.RBRACE)
	return &ast.Set{Pos: p.finish(startOf(open)), Elts: elts}
}

// dictTail parses a dict display or comprehension; firstKey, if not nil,
// has been parsed and the current token is ':'.
func (p *parser) dictTail(open *lexer.Token, firstKey ast.Expr) ast.Expr {
	var keys, values []ast.Expr
	key := firstKey
	for {
		if key == nil {
			if p.kind() == lexer.DOUBLESTAR {
				star := p.advance()
				keys = append(keys, nil)
				values = append(values, p.bitwiseOr())
				if len(keys) == 1 && p.atComprehensionFetch() {
					p.syntaxErrorAtToken(star, "dict unpacking cannot be used in dict comprehension")
				}
			} else {
				key = p.dictKey()
			}
		}
		if key != nil {
			if p.kind() != lexer.COLON {
				// CPython's invalid_kvpair: after a first pair, any key
				// not followed by ':'.
				if k := p.kind(); len(keys) > 0 || k == lexer.COMMA || k == lexer.RBRACE || startsExpr(k) {
					kp := key.Position()
					p.bail(&SyntaxError{Kind: "SyntaxError", Msg: "':' expected after dictionary key", Filename: p.filename,
						Lineno: kp.EndLineno, Offset: charOffset(lineText(p.src, kp.EndLineno), kp.EndColOffset-1),
						EndLineno: kp.EndLineno, EndOffset: 0, Text: string(lineText(p.src, kp.EndLineno))})
				}
				p.invalidSyntax()
			}
			p.advance()
			if p.kind() == lexer.RBRACE || p.kind() == lexer.COMMA {
				p.syntaxErrorAtToken(p.prev(), "expression expected after dictionary key and ':'")
			}
			if p.kind() == lexer.STAR {
				p.starredDictValue()
			}
			v := p.expression()
			if firstKey != nil && len(keys) == 0 {
				if p.atComprehensionFetch() {
					gens := p.comprehensions()
					p.expect(lexer.RBRACE)
					return &ast.DictComp{Pos: p.finish(startOf(open)), Key: key, Value: v, Generators: gens}
				}
			}
			keys = append(keys, key)
			values = append(values, v)
			key = nil
		}
		if !p.accept(lexer.COMMA) {
			if p.kind() != lexer.RBRACE && len(values) > 0 {
				p.commaHint(values[len(values)-1])
			}
			break
		}
		if p.kind() == lexer.RBRACE {
			break
		}
	}
	p.expect(lexer.RBRACE)
	return &ast.Dict{Pos: p.finish(startOf(open)), Keys: keys, Values: values}
}

// starredDictValue reports `{k: *v}` as CPython's invalid_kvpair does,
// from the '*' to its tokenizer's cursor (the end of the token after v).
func (p *parser) starredDictValue() {
	saved := p.save()
	star := p.advance()
	if p.speculate(p.bitwiseOr) == nil {
		p.restore(saved)
		return
	}
	t := p.tok()
	e := p.newError("SyntaxError", "cannot use a starred expression in a dictionary value", star.Line, star.Col, t.EndLine, t.EndCol)
	if t.EndLine == star.Line {
		e.EndOffset-- // a cursor position, not a column
	} else {
		e.EndOffset = charOffset(lineText(p.src, int(t.EndLine)), int(t.EndCol)) - 1
	}
	p.bail(e)
}

// starredGenexpArg reports a starred call argument followed by for
// clauses when they parse: CPython's invalid_comprehension for the
// first argument (f(*a for a in b)), its invalid_arguments after other
// positional arguments (nargs of them).
func (p *parser) starredGenexpArg(star *ast.Starred, first bool, nargs int) {
	if !first && nargs == 0 || p.speculate(func() ast.Expr { p.comprehensions(); return star }) == nil {
		return
	}
	if first {
		p.syntaxErrorAtNode(star, "iterable unpacking cannot be used in comprehension")
	}
	last := p.prev()
	p.syntaxErrorRange(&star.Pos, &ast.Pos{EndLineno: int(last.EndLine), EndColOffset: int(last.EndCol)},
		"Generator expression must be parenthesized")
}

// dictKey parses a dict key after a comma. CPython's invalid_kvpair
// takes the longest valid expression there without its error rules
// ({a: 1, b if c} reports the missing ':' after b), so those only apply
// when no prefix parses.
func (p *parser) dictKey() ast.Expr {
	if e := p.tryExpressionWithoutInvalid(); e != nil {
		return e
	}
	return p.expression()
}

// comprehensions parses one or more for/if clauses.
func (p *parser) comprehensions() []*ast.Comprehension {
	var gens []*ast.Comprehension
	for {
		isAsync := 0
		if p.kind() == lexer.KwAsync {
			if p.peek(1) != lexer.KwFor {
				break
			}
			p.advance()
			isAsync = 1
		}
		if p.kind() != lexer.KwFor {
			break
		}
		p.advance()
		targetStart := p.i
		target := p.forTarget()
		if target == nil || p.kind() != lexer.KwIn || invalidTarget(target, ast.Store) != nil {
			p.forTargetError(targetStart, true)
		}
		setCtx(target, ast.Store)
		p.advance()
		iter := p.disjunction()
		var ifs []ast.Expr
		for p.accept(lexer.KwIf) {
			ifs = append(ifs, p.disjunction())
		}
		gens = append(gens, &ast.Comprehension{Target: target, Iter: iter, Ifs: ifs, IsAsync: isAsync})
	}
	return gens
}

// yieldExpr parses 'yield' 'from' expression | 'yield' [star_expressions].
func (p *parser) yieldExpr() ast.Expr {
	t := p.advance()
	if p.accept(lexer.KwFrom) {
		v := p.expression()
		return &ast.YieldFrom{Pos: p.finish(startOf(t)), Value: v}
	}
	var v ast.Expr
	if startsExpr(p.kind()) {
		v = p.starExpressions()
	}
	return &ast.Yield{Pos: p.finish(startOf(t)), Value: v}
}

// lambda parses 'lambda' [params] ':' expression.
func (p *parser) lambda() ast.Expr {
	t := p.advance()
	p.enter()
	args := p.parameters(lexer.COLON, false)
	if p.kind() != lexer.COLON {
		p.invalidSyntax()
	}
	p.advance()
	body := p.expression()
	p.leave()
	return &ast.Lambda{Pos: p.finish(startOf(t)), Args: args, Body: body}
}
