package resolve

import (
	"reflect"

	"github.com/kraitpy/krait/ast"
)

const msgInAnnotation = "'%s' can not be used within an annotation"

// hasFutureAnnotations reports whether the module's leading future
// statements (after an optional docstring) include annotations. Invalid
// future statements are reported by checkFuture.
func hasFutureAnnotations(mod *ast.Module) bool {
	for i, s := range mod.Body {
		if e, ok := s.(*ast.ExprStmt); ok && i == 0 {
			if k, ok := e.Value.(*ast.Constant); ok {
				if _, ok := k.Value.(string); ok {
					continue
				}
			}
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
// in e, in source order, outside lambdas.
func forbiddenInAnnotation(e ast.Expr) (string, ast.Pos, bool) {
	switch n := e.(type) {
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
	eachSubexpr(reflect.ValueOf(e), func(sub ast.Expr) bool {
		what, pos, ok := forbiddenInAnnotation(sub)
		if ok {
			found, at = what, pos
		}
		return !ok
	})
	return found, at, found != ""
}

var exprType = reflect.TypeOf((*ast.Expr)(nil)).Elem()

// eachSubexpr calls f on the expressions directly inside the node v (a
// pointer to an ast struct), through slices and comprehension clauses,
// until f returns false.
func eachSubexpr(v reflect.Value, f func(ast.Expr) bool) bool {
	if v.Kind() == reflect.Interface || v.Kind() == reflect.Pointer {
		if v.IsNil() {
			return true
		}
		v = v.Elem()
	}
	if v.Kind() != reflect.Struct {
		return true
	}
	for i := 0; i < v.NumField(); i++ {
		if !eachField(v.Field(i), f) {
			return false
		}
	}
	return true
}

func eachField(fv reflect.Value, f func(ast.Expr) bool) bool {
	switch {
	case fv.Type() == exprType:
		if fv.IsNil() {
			return true
		}
		return f(fv.Interface().(ast.Expr))
	case fv.Kind() == reflect.Slice:
		for j := 0; j < fv.Len(); j++ {
			if !eachField(fv.Index(j), f) {
				return false
			}
		}
	case fv.Kind() == reflect.Pointer && fv.Type().Elem().Kind() == reflect.Struct && fv.Type().Implements(reflect.TypeOf((*ast.Node)(nil)).Elem()):
		return eachSubexpr(fv, f)
	}
	return true
}
