package parser

import (
	"github.com/kraitpy/krait/ast"
	"github.com/kraitpy/krait/lexer"
)

// parameters parses a def or lambda parameter list up to (not including)
// the closing token end. Annotations are allowed only for def.
func (p *parser) parameters(end lexer.Kind, annotations bool) *ast.Arguments {
	a := &ast.Arguments{}
	var plain []*ast.Arg
	sawDefault, sawStar, sawSlash := false, false, false
	for p.kind() != end {
		t := p.tok()
		switch t.Kind {
		case lexer.SLASH:
			if sawSlash {
				p.syntaxErrorAtToken(t, "/ may appear only once")
			}
			if sawStar {
				p.syntaxErrorAtToken(t, "/ must be ahead of *")
			}
			if len(plain) == 0 {
				if p.peek(1) == lexer.COMMA {
					p.syntaxErrorAtToken(t, "at least one argument must precede /")
				}
				p.syntaxErrorAtToken(t, "invalid syntax")
			}
			if p.peekQuiet(1) == lexer.STAR {
				p.syntaxErrorAtToken(&p.toks[p.i+1], "expected comma between / and *")
			}
			p.advance()
			sawSlash = true
			a.Posonlyargs = plain
			plain = nil
		case lexer.STAR:
			if sawStar {
				p.syntaxErrorAtToken(t, "* argument may appear only once")
			}
			p.advance()
			sawStar = true
			if k := p.kind(); k == lexer.COMMA || k == end {
				if next := p.peek(1); k == end || next == end || next == lexer.DOUBLESTAR {
					if annotations {
						p.syntaxErrorAtToken(t, "named arguments must follow bare *")
					}
					p.accept(lexer.COMMA)
					p.syntaxErrorAtToken(p.tok(), "named arguments must follow bare *")
				}
				break
			}
			a.Vararg = p.param(annotations, true)
			if p.kind() == lexer.EQUAL {
				p.syntaxErrorAtToken(p.tok(), "var-positional argument cannot have default value")
			}
		case lexer.DOUBLESTAR:
			p.advance()
			a.Kwarg = p.param(annotations, false)
			if p.kind() == lexer.EQUAL {
				p.syntaxErrorAtToken(p.tok(), "var-keyword argument cannot have default value")
			}
			if p.accept(lexer.COMMA) && p.kind() != end {
				switch p.kind() {
				case lexer.NAME, lexer.STAR, lexer.DOUBLESTAR, lexer.SLASH:
					p.syntaxErrorAtToken(p.tok(), "arguments cannot follow var-keyword argument")
				}
			}
			if p.kind() != end {
				p.invalidSyntax()
			}
			return p.finishArgs(a, plain)
		case lexer.NAME:
			arg := p.param(annotations, false)
			var def ast.Expr
			if p.accept(lexer.EQUAL) {
				if k := p.kind(); k == lexer.COMMA || k == end {
					p.syntaxErrorAtToken(p.prev(), "expected default value expression")
				}
				def = p.expression()
				if k := p.kind(); k != lexer.COMMA && k != end && startsExpr(k) {
					p.missingComma([]ast.Expr{def})
				}
			}
			if sawStar {
				a.Kwonlyargs = append(a.Kwonlyargs, arg)
				a.KwDefaults = append(a.KwDefaults, def)
			} else {
				if def != nil {
					sawDefault = true
					a.Defaults = append(a.Defaults, def)
				} else if sawDefault {
					if k := p.kind(); k != lexer.COMMA && k != end {
						p.invalidSyntax()
					}
					p.syntaxErrorAtNode(arg, "non-default argument follows default argument")
				}
				plain = append(plain, arg)
			}
		case lexer.LPAR:
			open := p.tok()
			saved := p.save()
			p.advance()
			if e := p.speculate(p.starExpressions); e != nil && p.kind() == lexer.RPAR && namesOnly(e) {
				msg := "Lambda expression parameters cannot be parenthesized"
				if annotations {
					msg = "Function parameters cannot be parenthesized"
				}
				p.raise("SyntaxError", msg, open.Line, open.Col, p.tok().EndLine, p.tok().EndCol)
			}
			p.restoreAll(saved)
			p.syntaxErrorAtToken(open, "invalid syntax")
		default:
			p.invalidSyntax()
		}
		if !p.accept(lexer.COMMA) {
			break
		}
	}
	return p.finishArgs(a, plain)
}

// namesOnly reports whether e is a name or a tuple of names, the only
// parenthesized parameter lists CPython gives its special message for.
func namesOnly(e ast.Expr) bool {
	switch e := e.(type) {
	case *ast.Name:
		return true
	case *ast.Tuple:
		for _, x := range e.Elts {
			if _, ok := x.(*ast.Name); !ok {
				return false
			}
		}
		return true
	}
	return false
}

func (p *parser) finishArgs(a *ast.Arguments, plain []*ast.Arg) *ast.Arguments {
	a.Args = plain
	return a
}

// param parses NAME [':' annotation]; a *args annotation may be starred.
func (p *parser) param(annotations, star bool) *ast.Arg {
	t := p.tok()
	if t.Kind != lexer.NAME {
		p.invalidSyntax()
	}
	p.advance()
	arg := &ast.Arg{Pos: tokPos(t), Arg: p.intern(p.text(t))}
	if annotations && p.accept(lexer.COLON) {
		if star && p.kind() == lexer.STAR {
			arg.Annotation = p.starExpression()
		} else {
			arg.Annotation = p.expression()
		}
		if k := p.kind(); k != lexer.COMMA && k != lexer.EQUAL && startsExpr(k) {
			p.commaHint(arg.Annotation)
		}
		arg.Pos = p.finish(arg.Pos)
	}
	return arg
}
