// Package parser turns Python 3.11 source (plus 3.12-style f-strings) into
// the syntax tree of package ast, reporting errors as *SyntaxError.
package parser

import (
	"errors"

	"github.com/kraitpy/krait/ast"
)

// ParseFile parses a whole module, like CPython's ast.parse(src, filename)
// in "exec" mode. On failure the error is a *SyntaxError.
func ParseFile(filename string, src []byte) (*ast.Module, error) {
	return nil, errors.New("parser: not implemented yet")
}

// ParseExpr parses a single expression, like ast.parse(src, mode="eval").
func ParseExpr(filename string, src []byte) (*ast.Expression, error) {
	return nil, errors.New("parser: not implemented yet")
}
