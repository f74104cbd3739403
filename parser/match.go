package parser

import "github.com/kraitpy/krait/ast"

// tryMatch parses a match statement if the current 'match' starts one.
func (p *parser) tryMatch() ast.Stmt { return nil }
