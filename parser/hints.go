package parser

// This file emulates CPython's error pass. When its PEG parser fails,
// CPython parses again with extra "invalid_*" rules that only produce
// better messages, and reports generic errors at the furthest token the
// first pass read. krait's parser is single-pass, so at the points where
// those rules would fire it re-reads the input speculatively.

import (
	"fmt"
	"strings"

	"github.com/kraitpy/krait/ast"
	"github.com/kraitpy/krait/lexer"
)

// parserState is what a speculative parse must restore when it fails
// (the parser's hot paths do not use defer, so a panic skips their
// cleanup).
type parserState struct {
	i, depth, namedCtx, noAssignHint, maxIdx, inStrings, pegPrefix int
}

func (p *parser) save() parserState {
	return parserState{p.i, p.depth, p.namedCtx, p.noAssignHint, p.maxIdx, p.inStrings, p.pegPrefix}
}

// restore resets the parser after a failed speculative parse. Error-hint
// parses (CPython's second pass) also forget how far they read, since
// CPython reports generic errors at the first pass's furthest token.
func (p *parser) restore(s parserState) {
	p.i, p.depth, p.namedCtx, p.noAssignHint, p.inStrings, p.pegPrefix = s.i, s.depth, s.namedCtx, s.noAssignHint, s.inStrings, s.pegPrefix
}

func (p *parser) restoreAll(s parserState) {
	p.restore(s)
	p.forgetFurthest(s.maxIdx)
}

// forgetFurthest resets the first pass's furthest token to m after an
// error-pass read, remembering in fetched how far that read went.
func (p *parser) forgetFurthest(m int) {
	p.fetched = max(p.fetched, p.maxIdx, p.i)
	p.maxIdx = m
}

// speculate runs parse, returning nil instead of failing on a parser
// error; tokenizer errors still abort, as they do in CPython.
func (p *parser) speculate(parse func() ast.Expr) (e ast.Expr) {
	if p.specBudget <= 0 {
		return nil
	}
	saved := p.save()
	defer func() {
		if r := recover(); r != nil {
			if b, ok := r.(bailout); !ok || b.fromLexer {
				panic(r)
			}
			p.restoreAll(saved)
			p.specBudget-- // only failures lead to re-parsing
			e = nil
		}
	}()
	e = parse()
	p.forgetFurthest(saved.maxIdx)
	return e
}

// speculateGeneric is speculate for parses where CPython's error rules
// are active: only generic failures are swallowed.
func (p *parser) speculateGeneric(parse func() ast.Expr) (e ast.Expr) {
	if p.specBudget <= 0 {
		return nil
	}
	saved := p.save()
	defer func() {
		if r := recover(); r != nil {
			if b, ok := r.(bailout); !ok || b.fromLexer || !b.generic {
				panic(r)
			}
			p.restoreAll(saved)
			p.specBudget-- // only failures lead to re-parsing
			e = nil
		}
	}()
	e = parse()
	p.forgetFurthest(saved.maxIdx)
	return e
}

// namedAssignError reports `x = 1` used where an expression is expected,
// with CPython's hints (its invalid_named_expression rule).
func (p *parser) namedAssignError(e ast.Expr) {
	eq := p.tok()
	if p.noNestedHints > 0 {
		// Memoized without error rules in CPython: no hint.
		p.syntaxErrorAtToken(eq, "invalid syntax")
	}
	if _, isName := e.(*ast.Name); !isName && !p.hereCandidate(e, nil) {
		p.syntaxErrorAtToken(eq, "invalid syntax")
	}
	save := p.i
	p.advance()
	var rhs ast.Expr
	if k := p.kind(); startsExpr(k) && k != lexer.STAR && k != lexer.KwNot && k != lexer.KwLambda {
		rhs = p.speculateGeneric(p.bitwiseOr)
	}
	if rhs == nil || p.kind() == lexer.EQUAL || p.kind() == lexer.COLONEQUAL {
		p.i = save
		p.syntaxErrorAtToken(eq, "invalid syntax")
	}
	if _, ok := e.(*ast.Name); ok {
		p.syntaxErrorRange(e.Position(), rhs.Position(), "invalid syntax. Maybe you meant '==' or ':=' instead of '='?")
	}
	if !p.hereCandidate(e, rhs) {
		p.i = save
		p.syntaxErrorAtToken(eq, "invalid syntax")
	}
	p.syntaxErrorAtNode(e, "cannot assign to "+exprName(e)+" here. Maybe you meant '==' instead of '='?")
}

// missingComma reports two adjacent expressions inside brackets.
func (p *parser) missingComma(args []ast.Expr) {
	if len(args) > 0 {
		p.commaHint(args[len(args)-1])
	}
	p.invalidSyntax()
}

// commaHint raises CPython's "Perhaps you forgot a comma?" when another
// expression directly follows last inside brackets; otherwise it
// returns.
func (p *parser) commaHint(last ast.Expr) {
	if p.noNestedHints > 0 {
		return
	}
	t := p.tok()
	// CPython tries invalid_expression (the comma hint) before
	// invalid_legacy_expression.
	if startsExpr(t.Kind) && t.Kind != lexer.STAR && t.Kind != lexer.MINUS && t.Kind != lexer.PLUS {
		if st, ok := last.(*ast.Starred); ok {
			last = st.Value
		}
		if sl, ok := last.(*ast.Slice); ok {
			// The expression the hint follows is the slice's last part.
			switch {
			case sl.Step != nil:
				last = sl.Step
			case sl.Upper != nil:
				last = sl.Upper
			case sl.Lower != nil:
				last = sl.Lower
			}
		}
		// CPython raises the hint where its expression rule parses the
		// last part: a lambda's body, a conditional's else branch.
		for done := false; !done; {
			switch e := last.(type) {
			case *ast.Lambda:
				last = e.Body
			case *ast.IfExp:
				last = e.Orelse
			default:
				done = true
			}
		}
		save := p.i
		next := p.tryExpressionWithoutInvalid()
		p.i = save
		if next != nil && p.commaHintApplies(last) {
			p.syntaxErrorRange(last.Position(), next.Position(), "invalid syntax. Perhaps you forgot a comma?")
		}
		if next != nil {
			p.softKeywordCommaHint(p.exprStart(last), next)
		}
	}
	p.legacyExpression(last)
}

// noteLegacy records, at the start of an expression, a valid one that
// CPython's invalid_legacy_expression rule rejects in its error pass
// (print or exec, then no '(' but an expression: `print -1`,
// `print [x]`), which any later parser error then reports instead.
func (p *parser) noteLegacy() {
	t := p.tok()
	switch p.peekQuiet(1) {
	case lexer.LSQB, lexer.MINUS, lexer.PLUS, lexer.STAR:
	default:
		return
	}
	if p.legacy != nil || p.inFString || !p.isName("print") && !p.isName("exec") {
		return
	}
	saved := p.save()
	p.advance()
	rest := p.speculate(p.starExpressions)
	p.restoreAll(saved)
	if rest != nil {
		name := p.text(t)
		pos := tokPos(t)
		r := rest.Position()
		p.legacy = p.newError("SyntaxError", fmt.Sprintf("Missing parentheses in call to '%s'. Did you mean %s(...)?", name, name),
			int32(pos.Lineno), int32(pos.ColOffset), int32(r.EndLineno), int32(r.EndColOffset))
	}
}

// legacyExpression emulates CPython's invalid_legacy_expression rule at
// a NAME directly followed by another expression (`print x`): the rest
// is parsed with the error rules active, so a specific error inside it
// (such as a conditional without else) is reported, and print/exec get
// the "Missing parentheses" message.
func (p *parser) legacyExpression(last ast.Expr) {
	name, ok := last.(*ast.Name)
	if !ok || !startsExpr(p.kind()) || p.kind() == lexer.LPAR {
		return
	}
	saved := p.save()
	defer p.restoreAll(saved)
	// CPython memoizes the bracketed parts of what follows from an
	// earlier attempt without error rules, so no hints fire inside them.
	p.noNestedHints++
	p.pegPrefix++
	defer func() { p.noNestedHints--; p.pegPrefix-- }()
	for steps := 0; steps < 64; steps++ {
		rest := p.speculateGeneric(p.starExpressions)
		if rest == nil {
			return
		}
		if name.Id == "print" || name.Id == "exec" {
			msg := fmt.Sprintf("Missing parentheses in call to '%s'. Did you mean %s(...)?", name.Id, name.Id)
			p.syntaxErrorRange(&name.Pos, rest.Position(), msg)
		}
		// The rule applies again at each following expression start.
		next, ok := rest.(*ast.Name)
		if !ok || !startsExpr(p.kind()) || p.kind() == lexer.LPAR {
			return
		}
		name = next
	}
}

// forTargetError reports a for target not followed by 'in' the way
// CPython's invalid_for_target rule does: the target is re-read as an
// expression with the error rules active (so `for x y in` gets the comma
// hint inside brackets), and an expression that is no target is named.
func (p *parser) forTargetError(start int, inBrackets bool) {
	saved := p.save()
	p.i = start
	e := p.speculateGeneric(p.starExpressions)
	if e != nil {
		last := e
		if tup, ok := e.(*ast.Tuple); ok && p.toks[start].Kind != lexer.LPAR {
			last = tup.Elts[len(tup.Elts)-1] // the hint follows the last element
		}
		_, starred := last.(*ast.Starred) // '*' bitwise_or has no hint
		if inBrackets && !starred && startsExpr(p.kind()) && p.commaHintApplies(last) {
			if next := p.tryExpressionWithoutInvalid(); next != nil {
				p.syntaxErrorRange(last.Position(), next.Position(), "invalid syntax. Perhaps you forgot a comma?")
			}
		}
		p.legacyExpression(e)
		if bad := invalidForTarget(e); bad != nil {
			p.badTarget(bad, ast.Store)
		}
	}
	p.restoreAll(saved)
	p.invalidSyntax()
}

// commaBeforeFor reports `[a, b, for x in y]` as CPython's
// invalid_comprehension does: a bad for target is named, otherwise the
// elements needed parentheses. The current token is the 'for'.
func (p *parser) commaBeforeFor(elts []ast.Expr) {
	comma := p.prev()
	saved := p.save()
	ok := p.speculateGeneric(func() ast.Expr {
		p.comprehensions()
		return elts[0]
	}) != nil
	p.restoreAll(saved)
	if !ok {
		p.invalidSyntax()
	}
	end := elts[len(elts)-1].Position()
	if len(elts) == 1 {
		end = &ast.Pos{EndLineno: int(comma.EndLine), EndColOffset: int(comma.EndCol)}
	}
	p.syntaxErrorRange(elts[0].Position(), end, "did you forget parentheses around the comprehension target?")
}

// exprStart returns the index of the token where last, which ends at
// the current token, starts (before any parentheses around it).
func (p *parser) exprStart(last ast.Expr) int {
	pos := last.Position()
	j := p.i - 1
	for j > 0 && !(int(p.toks[j].Line) == pos.Lineno && int(p.toks[j].Col) == pos.ColOffset) {
		j--
	}
	for j > 0 && p.toks[j-1].Kind == lexer.LPAR && p.toks[j].Kind == lexer.LPAR {
		j--
	}
	return j
}

// softKeywordAt reports whether the NAME at token j passes CPython's
// soft keyword test, which compares only the name's length of each soft
// keyword, so that any prefix of one counts (m, ca).
func (p *parser) softKeywordAt(j int) bool {
	name := string(p.text(&p.toks[j]))
	return strings.HasPrefix("match", name) || strings.HasPrefix("case", name) || name == "_"
}

// softKeywordCommaHint is the comma hint CPython gives after a soft
// keyword: its invalid_legacy_expression reads the expressions after any
// name, so `c[1] b` is blamed from `[1]`. last starts at token j.
func (p *parser) softKeywordCommaHint(j int, next ast.Expr) {
	if p.toks[j].Kind != lexer.NAME || !p.softKeywordAt(j) || p.toks[j+1].Kind == lexer.LPAR || !startsExpr(p.toks[j+1].Kind) {
		return
	}
	saved := p.save()
	p.i = j + 1
	a := p.speculate(p.disjunction)
	end := p.i
	p.restoreAll(saved)
	if a != nil && end == p.i {
		p.syntaxErrorRange(a.Position(), next.Position(), "invalid syntax. Perhaps you forgot a comma?")
	}
}

// commaHintApplies mirrors the lookaheads of CPython's invalid_expression:
// no hint after `NAME STRING` (a string prefix typo), a soft keyword, or
// a legacy print/exec statement.
func (p *parser) commaHintApplies(last ast.Expr) bool {
	j := p.exprStart(last)
	if p.toks[j].Kind == lexer.NAME {
		if p.toks[j+1].Kind == lexer.STRING || p.softKeywordAt(j) {
			return false
		}
	}
	if n, ok := last.(*ast.Name); ok && (n.Id == "print" || n.Id == "exec") {
		return false
	}
	return true
}

// tryExpression parses an expression, returning nil instead of failing.
func (p *parser) tryExpression() ast.Expr { return p.speculate(p.expression) }

// tryExpressionWithoutInvalid is tryExpression for CPython's
// expression_without_invalid, which has no error rules: when the whole
// expression fails it takes its valid prefix, a disjunction (`b` of
// `b if c` with no else).
func (p *parser) tryExpressionWithoutInvalid() ast.Expr {
	if e := p.tryExpression(); e != nil {
		return e
	}
	return p.speculate(p.disjunction)
}

// noStarredElt rejects `[*a for a in b]`.
func (p *parser) noStarredElt(e ast.Expr) {
	if _, ok := e.(*ast.Starred); ok {
		p.syntaxErrorAtNode(e, "iterable unpacking cannot be used in comprehension")
	}
}

// statementEndError reports junk after a complete simple statement.
func (p *parser) statementEndError(last ast.Stmt) {
	t := p.tok()
	switch s := last.(type) {
	case *ast.ExprStmt:
		p.legacyExpression(s.Value)
	case *ast.Assign:
		p.legacyExpression(s.Value)
	case *ast.Return:
		p.legacyExpression(s.Value)
	}
	switch last.(type) {
	case *ast.ExprStmt, *ast.Assign, *ast.AugAssign, *ast.AnnAssign, *ast.Return, *ast.Raise, *ast.Assert:
		// After an expression CPython's invalid_expression reads the
		// next one (a tokenizer error there wins); at statement level it
		// gives no comma hint, as the brackets level is 0.
		p.probeExpression()
	}
	if t.Kind == lexer.EQUAL {
		if es, ok := last.(*ast.ExprStmt); ok {
			p.namedAssignError(es.Value)
		}
	}
	if es, ok := last.(*ast.ExprStmt); ok && t.Kind == lexer.COLONEQUAL && startsExpr(p.peekQuiet(1)) && p.toks[p.i-1].Kind != lexer.COMMA {
		v := es.Value
		if tup, ok := v.(*ast.Tuple); ok && int(p.toks[p.i-1].Kind) != int(lexer.RPAR) {
			v = tup.Elts[len(tup.Elts)-1]
		}
		_, isStarred := v.(*ast.Starred)
		_, isName := v.(*ast.Name)
		if !isName && !isStarred {
			p.syntaxErrorAtNode(v, "cannot use assignment expressions with "+exprName(v))
		}
		if isName {
			// CPython's error pass parses `name := value` as an
			// assignment expression: the value's own errors win.
			saved := p.save()
			p.advance()
			p.speculateGeneric(p.expression)
			p.restoreAll(saved)
		}
	}
	p.invalidSyntax()
}

// assignmentHints re-reads an invalid assignment statement from token
// index start the way CPython's invalid_assignment rule does: each
// comma-separated element on the left goes through its
// invalid_named_expression check, which turns `x = 1 if y` or
// `f() = 1` into the "Maybe you meant '=='" messages. After the first
// comma the rule repeats whole element lists, so an element directly
// following another is read too (`a, b c = 1`). It returns if no hint
// applies, leaving the parser where it was.
func (p *parser) assignmentHints(start int) {
	saved := p.save()
	p.i = start
	p.noAssignHint++
	p.pegPrefix++
	for first := true; ; first = false {
		elemStart := p.i
		if p.kind() == lexer.NAME && p.peek(1) == lexer.EQUAL {
			name := p.tok()
			p.i += 2
			rhs := p.speculateGeneric(p.bitwiseOr)
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
		if p.speculate(p.starNamedExpression) == nil || (!p.accept(lexer.COMMA) && first) || !startsExpr(p.kind()) {
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
	if value == nil {
		return true
	}
	if tup, ok := value.(*ast.Tuple); ok && len(tup.Elts) > 0 {
		value = tup.Elts[0]
	}
	switch v := value.(type) {
	case *ast.Starred, *ast.Yield, *ast.YieldFrom, *ast.Lambda:
		return false
	case *ast.UnaryOp:
		return v.Op != ast.Not
	}
	return true
}

// probeExpression reads the expression starting at the current token,
// if any, and forgets it: CPython's error pass does so (its
// invalid_expression rule), so a tokenizer error there wins.
func (p *parser) probeExpression() {
	if p.probing || !startsExpr(p.toks[p.i].Kind) {
		return
	}
	p.probing = true
	saved := p.save()
	p.tryExpression()
	p.restoreAll(saved)
	p.probing = false
}
