package parser

import (
	"fmt"

	"github.com/kraitpy/krait/ast"
	"github.com/kraitpy/krait/lexer"
)

// tryMatch parses a match statement if the current 'match' starts one
// (it is a soft keyword); otherwise it restores the position and
// returns nil so the line is parsed as an ordinary statement.
func (p *parser) tryMatch() ast.Stmt {
	t := p.tok()
	subject, missingColon := p.tryMatchHeader()
	if missingColon {
		// "match x" without a colon, unless the line is an ordinary
		// statement such as the call "match(x)".
		if p.speculateStmt(p.i) {
			return nil
		}
		p.syntaxErrorAtToken(&p.toks[p.matchColonAt], "expected ':'")
	}
	if subject == nil {
		return nil
	}
	// Header parsed: "match" subject ':' NEWLINE.
	if p.kind() != lexer.INDENT {
		p.expectedIndent(fmt.Sprintf("expected an indented block after 'match' statement on line %d", t.Line))
	}
	p.advance()
	var cases []*ast.MatchCase
	for p.kind() != lexer.DEDENT && p.kind() != lexer.EOF {
		if !p.isName("case") {
			p.invalidSyntax()
		}
		cases = append(cases, p.caseBlock())
	}
	p.accept(lexer.DEDENT)
	return &ast.Match{Pos: p.blockEnd(startOf(t), nil), Subject: subject, Cases: cases}
}

// speculateStmt reports whether the simple statements starting at token
// index start parse; the parser position is left unchanged.
func (p *parser) speculateStmt(start int) (ok bool) {
	saved := p.save()
	defer func() {
		r := recover()
		if r != nil {
			if b, isBail := r.(bailout); !isBail || b.fromLexer {
				panic(r)
			}
		}
		p.restoreAll(saved)
		ok = r == nil
	}()
	p.i = start
	p.simpleStmts(nil)
	return true
}

// tryMatchHeader parses "match" subject ':' NEWLINE, or restores the
// position and returns nil.
func (p *parser) tryMatchHeader() (subject ast.Expr, missingColon bool) {
	save := p.i
	switch p.peek(1) {
	case lexer.NEWLINE, lexer.EQUAL, lexer.DOT, lexer.COMMA, lexer.RPAR, lexer.COLON, lexer.SEMI, lexer.EOF:
		return nil, false
	}
	saved := p.save()
	defer func() {
		if r := recover(); r != nil {
			if b, ok := r.(bailout); !ok || b.fromLexer {
				panic(r)
			}
			p.restore(saved)
			subject, missingColon = nil, false
		}
	}()
	p.advance()
	st := startOf(p.tok())
	first := p.starNamedExpression()
	if p.kind() == lexer.COMMA {
		elts := []ast.Expr{first}
		for p.accept(lexer.COMMA) {
			if p.kind() == lexer.COLON {
				break
			}
			elts = append(elts, p.starNamedExpression())
		}
		first = &ast.Tuple{Pos: p.finish(st), Elts: elts, Ctx: ast.Load}
	} else if _, ok := first.(*ast.Starred); ok {
		p.i = save
		return nil, false
	}
	if p.kind() == lexer.NEWLINE {
		colonAt := p.i
		p.i = save
		p.matchColonAt = colonAt
		return nil, true
	}
	if p.kind() != lexer.COLON || p.peek(1) != lexer.NEWLINE {
		p.i = save
		return nil, false
	}
	p.advance()
	p.advance()
	return first, false
}

func (p *parser) caseBlock() *ast.MatchCase {
	t := p.advance() // "case"
	pat := p.patterns()
	c := &ast.MatchCase{Pattern: pat}
	if p.accept(lexer.KwIf) {
		c.Guard = p.namedExpression()
	}
	c.Body = p.block("'case' statement", t)
	return c
}

// patterns parses open_sequence_pattern | pattern.
func (p *parser) patterns() ast.Pattern {
	st := startOf(p.tok())
	first := p.maybeStarPattern()
	if p.kind() != lexer.COMMA {
		if _, ok := first.(*ast.MatchStar); ok {
			p.invalidSyntax()
		}
		return first
	}
	pats := []ast.Pattern{first}
	for p.accept(lexer.COMMA) {
		if k := p.kind(); k == lexer.COLON || k == lexer.KwIf {
			break
		}
		pats = append(pats, p.maybeStarPattern())
	}
	return &ast.MatchSequence{Pos: p.finish(st), Patterns: pats}
}

func (p *parser) maybeStarPattern() ast.Pattern {
	if p.kind() == lexer.STAR {
		t := p.advance()
		n := p.tok()
		if n.Kind != lexer.NAME {
			p.invalidSyntax()
		}
		p.advance()
		name := p.intern(p.text(n))
		if name == "_" {
			name = ""
		}
		return &ast.MatchStar{Pos: p.finish(startOf(t)), Name: name}
	}
	return p.pattern()
}

// pattern parses or_pattern ['as' NAME].
func (p *parser) pattern() ast.Pattern {
	p.enter()
	defer p.leave()
	st := startOf(p.tok())
	or := p.orPattern()
	if !p.accept(lexer.KwAs) {
		return or
	}
	n := p.tok()
	if n.Kind != lexer.NAME {
		// CPython's invalid_as_pattern: an expression that is no name.
		saved := p.save()
		e := p.speculate(p.expression)
		p.restoreAll(saved)
		if e == nil {
			p.invalidSyntax()
		}
		p.syntaxErrorAtNode(e, "invalid pattern target")
	}
	name := p.intern(p.text(n))
	if name == "_" {
		p.syntaxErrorAtToken(n, "cannot use '_' as a target")
	}
	p.advance()
	return &ast.MatchAs{Pos: p.finish(st), Pattern: or, Name: name}
}

func (p *parser) orPattern() ast.Pattern {
	st := startOf(p.tok())
	first := p.closedPattern()
	if p.kind() != lexer.VBAR {
		return first
	}
	pats := []ast.Pattern{first}
	for p.accept(lexer.VBAR) {
		pats = append(pats, p.closedPattern())
	}
	return &ast.MatchOr{Pos: p.finish(st), Patterns: pats}
}

func (p *parser) closedPattern() ast.Pattern {
	t := p.tok()
	st := startOf(t)
	switch t.Kind {
	case lexer.KwNone:
		p.advance()
		return &ast.MatchSingleton{Pos: p.finish(st), Value: nil}
	case lexer.KwTrue:
		p.advance()
		return &ast.MatchSingleton{Pos: p.finish(st), Value: true}
	case lexer.KwFalse:
		p.advance()
		return &ast.MatchSingleton{Pos: p.finish(st), Value: false}
	case lexer.NUMBER, lexer.MINUS:
		v := p.numberPatternExpr()
		return &ast.MatchValue{Pos: p.finish(st), Value: v}
	case lexer.STRING:
		v := p.strings()
		return &ast.MatchValue{Pos: p.finish(st), Value: v}
	case lexer.NAME:
		if p.isName("_") {
			// The wildcard pattern comes first in CPython's grammar and
			// commits: `_(` or `_.` is invalid syntax after it.
			p.advance()
			if k := p.kind(); k == lexer.DOT || k == lexer.LPAR {
				p.invalidSyntax()
			}
			return &ast.MatchAs{Pos: p.finish(st)}
		}
		if p.peek(1) != lexer.DOT && p.peek(1) != lexer.LPAR {
			p.advance()
			name := p.intern(p.text(t))
			if name == "_" {
				return &ast.MatchAs{Pos: p.finish(st)}
			}
			return &ast.MatchAs{Pos: p.finish(st), Name: name}
		}
		var e ast.Expr = &ast.Name{Pos: tokPos(p.advance()), Id: p.intern(p.text(t)), Ctx: ast.Load}
		for p.accept(lexer.DOT) {
			n := p.tok()
			if n.Kind != lexer.NAME {
				p.invalidSyntax()
			}
			p.advance()
			e = &ast.Attribute{Pos: p.finish(st), Value: e, Attr: p.intern(p.text(n)), Ctx: ast.Load}
		}
		if p.kind() == lexer.LPAR {
			return p.classPattern(e, st)
		}
		return &ast.MatchValue{Pos: p.finish(st), Value: e}
	case lexer.LPAR:
		p.advance()
		if p.accept(lexer.RPAR) {
			return &ast.MatchSequence{Pos: p.finish(st)}
		}
		first := p.maybeStarPattern()
		if p.kind() == lexer.RPAR {
			if _, ok := first.(*ast.MatchStar); ok {
				p.invalidSyntax()
			}
			p.advance()
			return first // group pattern
		}
		pats := []ast.Pattern{first}
		for p.accept(lexer.COMMA) {
			if p.kind() == lexer.RPAR {
				break
			}
			pats = append(pats, p.maybeStarPattern())
		}
		p.expect(lexer.RPAR)
		return &ast.MatchSequence{Pos: p.finish(st), Patterns: pats}
	case lexer.LSQB:
		p.advance()
		var pats []ast.Pattern
		for p.kind() != lexer.RSQB {
			pats = append(pats, p.maybeStarPattern())
			if !p.accept(lexer.COMMA) {
				break
			}
		}
		p.expect(lexer.RSQB)
		return &ast.MatchSequence{Pos: p.finish(st), Patterns: pats}
	case lexer.LBRACE:
		return p.mappingPattern()
	}
	p.invalidSyntax()
	return nil
}

// numberPatternExpr parses signed_number or complex_number.
func (p *parser) numberPatternExpr() ast.Expr {
	st := startOf(p.tok())
	var e ast.Expr
	if p.kind() == lexer.MINUS {
		p.advance()
		n := p.tok()
		if n.Kind != lexer.NUMBER {
			p.invalidSyntax()
		}
		p.advance()
		e = &ast.UnaryOp{Pos: p.finish(st), Op: ast.USub, Operand: &ast.Constant{Pos: tokPos(n), Value: p.number(n)}}
	} else {
		n := p.advance()
		e = &ast.Constant{Pos: tokPos(n), Value: p.number(n)}
	}
	if k := p.kind(); k == lexer.PLUS || k == lexer.MINUS {
		if c, ok := e.(*ast.Constant); ok {
			if _, ok := c.Value.(complex128); ok {
				p.syntaxErrorAtNode(e, "real number required in complex literal")
			}
		} else if u, ok := e.(*ast.UnaryOp); ok {
			if _, ok := u.Operand.(*ast.Constant).Value.(complex128); ok {
				p.syntaxErrorAtNode(e, "real number required in complex literal")
			}
		}
		op := ast.Add
		if k == lexer.MINUS {
			op = ast.Sub
		}
		p.advance()
		n := p.tok()
		if n.Kind != lexer.NUMBER {
			p.invalidSyntax()
		}
		p.advance()
		right := &ast.Constant{Pos: tokPos(n), Value: p.number(n)}
		if _, ok := right.Value.(complex128); !ok {
			p.syntaxErrorAtNode(right, "imaginary number required in complex literal")
		}
		e = &ast.BinOp{Pos: p.finish(st), Left: e, Op: op, Right: right}
	}
	return e
}

func (p *parser) classPattern(cls ast.Expr, st ast.Pos) ast.Pattern {
	p.advance() // '('
	c := &ast.MatchClass{Cls: cls}
	for p.kind() != lexer.RPAR {
		if p.kind() == lexer.NAME && p.peek(1) == lexer.EQUAL {
			n := p.advance()
			p.advance()
			c.KwdAttrs = append(c.KwdAttrs, p.intern(p.text(n)))
			c.KwdPatterns = append(c.KwdPatterns, p.pattern())
		} else {
			pat := p.pattern()
			if len(c.KwdAttrs) > 0 {
				p.syntaxErrorAtNode(pat, "positional patterns follow keyword patterns")
			}
			c.Patterns = append(c.Patterns, pat)
		}
		if !p.accept(lexer.COMMA) {
			break
		}
	}
	p.expect(lexer.RPAR)
	c.Pos = p.finish(st)
	return c
}

func (p *parser) mappingPattern() ast.Pattern {
	st := startOf(p.advance())
	m := &ast.MatchMapping{}
	for p.kind() != lexer.RBRACE {
		if p.kind() == lexer.DOUBLESTAR {
			p.advance()
			n := p.tok()
			if n.Kind != lexer.NAME {
				p.invalidSyntax()
			}
			if p.text(n)[0] == '_' && len(p.text(n)) == 1 {
				p.invalidSyntax()
			}
			p.advance()
			m.Rest = p.intern(p.text(n))
			p.accept(lexer.COMMA)
			break
		}
		var key ast.Expr
		t := p.tok()
		switch t.Kind {
		case lexer.KwNone:
			p.advance()
			key = &ast.Constant{Pos: tokPos(t), Value: nil}
		case lexer.KwTrue:
			p.advance()
			key = &ast.Constant{Pos: tokPos(t), Value: true}
		case lexer.KwFalse:
			p.advance()
			key = &ast.Constant{Pos: tokPos(t), Value: false}
		case lexer.NUMBER, lexer.MINUS:
			key = p.numberPatternExpr()
		case lexer.STRING:
			key = p.strings()
		case lexer.NAME:
			kst := startOf(t)
			key = &ast.Name{Pos: tokPos(p.advance()), Id: p.intern(p.text(t)), Ctx: ast.Load}
			if p.kind() != lexer.DOT {
				p.invalidSyntax()
			}
			for p.accept(lexer.DOT) {
				n := p.tok()
				if n.Kind != lexer.NAME {
					p.invalidSyntax()
				}
				p.advance()
				key = &ast.Attribute{Pos: p.finish(kst), Value: key, Attr: p.intern(p.text(n)), Ctx: ast.Load}
			}
		default:
			p.invalidSyntax()
		}
		if p.kind() != lexer.COLON {
			p.invalidSyntax()
		}
		p.advance()
		m.Keys = append(m.Keys, key)
		m.Patterns = append(m.Patterns, p.pattern())
		if !p.accept(lexer.COMMA) {
			break
		}
	}
	p.expect(lexer.RBRACE)
	m.Pos = p.finish(st)
	return m
}
