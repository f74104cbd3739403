package interp

import (
	"github.com/kraitpy/krait/ast"
	"github.com/kraitpy/krait/py"
)

// The memory walk and coroutine generators. A generator body that is not
// resumable (genbody.go) runs on a goroutine of its own, and while it is
// suspended at a yield the Go code of the statements around the yield
// holds values: a for loop's iterator, a with statement's manager, an
// except clause's exception and the one handled around it, a finally
// block's pending exception, return value and handled exception, a
// yield from's iterator. When every yield of such a body is a statement
// of its own (`yield v`, `x = yield v`, `yield from it`, as the value of
// an expression statement or an assignment), those are all it holds: the
// statements that hold one push it on the generator's roots
// (Generator.roots) for as long as they hold it, and the walk measures
// the suspended generator exactly (Generator.MemRefs). A body with a
// yield inside a larger expression (`f((yield))`, `total += yield`), in
// a statement's test, iterable, target or context expression, or inside
// a try* statement is opaque: its expressions hold operands on the Go
// stack across the yield, and the walk gives up on it while it is
// suspended.

// coCompile is the state of compiling a coroutine generator body.
type coCompile struct {
	// opaque is why the body holds values the walk cannot see while it
	// is suspended, or "".
	opaque string
}

// noteOpaque records the first reason the body is opaque.
func (co *coCompile) noteOpaque(why string) {
	if co.opaque == "" {
		co.opaque = why
	}
}

// checkStmt records whether s, a statement of a coroutine body, holds
// values the walk cannot see across a yield of its own: only a yield
// that is the whole value of an expression statement or an assignment
// (with no yield in its operand or targets) holds nothing; a try*
// statement with a yield anywhere inside holds its exception group.
func (co *coCompile) checkStmt(s ast.Stmt) {
	if ts, ok := s.(*ast.TryStar); ok && yieldsIn(ts, true) {
		co.noteOpaque("yield inside a try* statement")
		return
	}
	var whole ast.Expr
	switch s := s.(type) {
	case *ast.ExprStmt:
		whole = s.Value
	case *ast.Assign:
		whole = s.Value
	}
	switch y := whole.(type) {
	case *ast.Yield:
		if y.Value == nil || !yieldsIn(y.Value, false) {
			whole = y
		} else {
			whole = nil
		}
	case *ast.YieldFrom:
		if !yieldsIn(y.Value, false) {
			whole = y
		} else {
			whole = nil
		}
	default:
		whole = nil
	}
	n := 0
	ownYields(s, func(y ast.Node) {
		if y != ast.Node(whole) {
			n++
		}
	})
	if n > 0 {
		co.noteOpaque("yield inside an expression")
	}
}

// ownYields calls f on each yield expression of s itself: not those of
// the statements nested in it, nor of nested functions and classes.
func ownYields(s ast.Stmt, f func(ast.Node)) {
	var visit func(n ast.Node) bool
	visit = func(n ast.Node) bool {
		switch l := n.(type) {
		case *ast.Yield, *ast.YieldFrom:
			f(n)
		case *ast.Lambda:
			visitArgs(l.Args, visit) // its defaults are this scope's
			return true
		case *ast.FunctionDef, *ast.AsyncFunctionDef, *ast.ClassDef:
			return true // their own scopes (defaults and decorators aside: see below)
		}
		if st, ok := n.(ast.Stmt); ok && st != s {
			return true
		}
		return ast.Children(n, visit)
	}
	switch d := s.(type) {
	case *ast.FunctionDef:
		// Decorators and defaults are evaluated in this scope.
		for _, e := range d.DecoratorList {
			visit(e)
		}
		visitArgs(d.Args, visit)
		return
	case *ast.ClassDef:
		for _, e := range d.DecoratorList {
			visit(e)
		}
		for _, e := range d.Bases {
			visit(e)
		}
		for _, k := range d.Keywords {
			visit(k.Value)
		}
		return
	}
	visit(s)
}

// visitArgs visits the defaults of a function's arguments.
func visitArgs(a *ast.Arguments, visit func(ast.Node) bool) {
	if a == nil {
		return
	}
	for _, e := range a.Defaults {
		visit(e)
	}
	for _, e := range a.KwDefaults {
		if e != nil {
			visit(e)
		}
	}
}

// yieldsIn reports whether n contains a yield of its own scope; deep
// says whether nested statements count.
func yieldsIn(n ast.Node, deep bool) bool {
	found := false
	var visit func(n ast.Node) bool
	visit = func(x ast.Node) bool {
		switch l := x.(type) {
		case *ast.Yield, *ast.YieldFrom:
			found = true
			return false
		case *ast.Lambda:
			visitArgs(l.Args, visit)
			return !found
		case *ast.FunctionDef, *ast.AsyncFunctionDef, *ast.ClassDef:
			return true
		}
		if _, ok := x.(ast.Stmt); ok && !deep && x != n {
			return true
		}
		return ast.Children(x, visit)
	}
	visit(n)
	return found
}

// pushRoots appends vs to the roots r and returns the length to pop back
// to (popRoots).
func pushRoots(r *[]py.Value, vs ...py.Value) int {
	n := len(*r)
	*r = append(*r, vs...) //krait:alloc-ok the few values one Go call site passes (variadic arguments spelled in the source)
	return n
}

// popRoots drops the roots pushed since r had length n, clearing their
// slots so that the array does not keep them alive.
func popRoots(r *[]py.Value, n int) {
	clear((*r)[n:])
	*r = (*r)[:n]
}
