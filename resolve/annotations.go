package resolve

import (
	"github.com/kraitpy/krait/ast"
)

const msgInAnnotation = "'%s' can not be used within an annotation"

// hasFutureAnnotations reports whether the module's leading future
// statements (after an optional docstring) include annotations. Invalid
// future statements are reported by checkFuture.
func hasFutureAnnotations(mod *ast.Module) bool {
	for i, s := range mod.Body {
		if i == 0 && isDocstring(s) {
			continue
		}
		imp, ok := s.(*ast.ImportFrom)
		if !ok || imp.Module != "__future__" || imp.Level != 0 {
			return false
		}
		for _, a := range imp.Names {
			if a.Name == "annotations" {
				return true
			}
		}
	}
	return false
}

// annotation resolves an annotation expression. Under `from __future__
// import annotations` it is never evaluated (the compiler keeps its text),
// so it binds and uses nothing; CPython still refuses the expressions that
// would act on the enclosing scope.
func (r *resolver) annotation(e ast.Expr) {
	if r.info.FutureAnnotations {
		if what, pos, ok := forbiddenInAnnotation(e); ok {
			r.fail(pos, msgInAnnotation, what)
		}
	}
	r.expr(e)
}

// forbiddenInAnnotation finds the first named, yield or await expression
// in n, in source order, outside lambdas.
func forbiddenInAnnotation(n ast.Node) (string, ast.Pos, bool) {
	switch n := n.(type) {
	case *ast.NamedExpr:
		return "named expression", n.Pos, true
	case *ast.Yield:
		return "yield expression", n.Pos, true
	case *ast.YieldFrom:
		return "yield expression", n.Pos, true
	case *ast.Await:
		return "await expression", n.Pos, true
	case *ast.Lambda:
		return "", ast.Pos{}, false
	}
	var found string
	var at ast.Pos
	eachChild(n, func(sub ast.Node) bool {
		what, pos, ok := forbiddenInAnnotation(sub)
		if ok {
			found, at = what, pos
		}
		return !ok
	})
	return found, at, found != ""
}
