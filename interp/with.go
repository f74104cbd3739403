package interp

import (
	"github.com/kraitpy/krait/ast"
	"github.com/kraitpy/krait/py"
)

// withStmt compiles a with statement; several items nest like several
// with statements.
func (c *compiler) withStmt(s *ast.With) execFn {
	return nestItems(s, c.block(s.Body), func(item *ast.WithItem, body execFn) execFn {
		return c.withItem(s, item, body)
	})
}

// nestItems wraps body in each item of s, the last one innermost.
func nestItems[F any](s *ast.With, body F, wrap func(item *ast.WithItem, body F) F) F {
	for i := len(s.Items) - 1; i >= 0; i-- {
		body = wrap(s.Items[i], body)
	}
	return body
}

// withItem compiles one context manager around body: __enter__, then the
// body, then __exit__ with the exception (which it may suppress by
// returning a true value).
func (c *compiler) withItem(s *ast.With, item *ast.WithItem, body execFn) execFn {
	mgrFn := c.expr(item.ContextExpr)
	var store storeFn
	if item.OptionalVars != nil {
		store = c.store(item.OptionalVars)
	}
	stmtSite := c.site(s)
	// The body's statements may be safe points (see memory.go): the
	// manager, which only this Go code holds, is rooted for the walk.
	// A generator's statements never are, and its body may yield with
	// the manager held, out of order with other roots: it roots nothing.
	rooted := !c.scope.Generator
	coroutine := c.co != nil // roots it in the generator (gencoroutine.go)
	return func(fr *frame) (flow, error) {
		mgr, err := mgrFn(fr)
		if err != nil {
			return flowNext, err
		}
		if err := fr.enterWith(mgr, store, stmtSite); err != nil {
			return flowNext, err
		}
		var f flow
		if rooted {
			in := fr.in
			n := len(in.memRoots)
			in.memRoots = append(in.memRoots, mgr)
			f, err = body(fr)
			in.memRoots = in.memRoots[:n]
		} else if coroutine {
			r := &fr.gen.roots
			n := pushRoots(r, mgr)
			f, err = body(fr)
			popRoots(r, n)
		} else {
			f, err = body(fr)
		}
		return fr.exitWith(mgr, f, err, stmtSite)
	}
}

// enterWith calls mgr.__enter__ and stores its result in the target (if
// any), with CPython's errors for an object that is no context manager.
func (fr *frame) enterWith(mgr py.Value, store storeFn, stmtSite *site) error {
	typ := mgr.Type()
	enter, exit := typ.Lookup("__enter__"), typ.Lookup("__exit__")
	if enter == nil {
		return fr.fail(py.NewTypeError("'%s' object does not support the context manager protocol", typ.Name), stmtSite)
	}
	if exit == nil {
		return fr.fail(py.NewTypeError("'%s' object does not support the context manager protocol (missed __exit__ method)", typ.Name), stmtSite)
	}
	v, err := py.CallMethod(fr.th, mgr, "__enter__", nil, nil)
	if err != nil {
		return fr.fail(err, stmtSite)
	}
	if store != nil {
		return store(fr, v)
	}
	return nil
}

// exitWith calls mgr.__exit__ once the body left with flow f and error
// err: with the exception, which __exit__ may suppress by returning a
// true value, or with three Nones.
func (fr *frame) exitWith(mgr py.Value, f flow, err error, stmtSite *site) (flow, error) {
	if err != nil {
		exc := asException(err)
		if exc == nil {
			// Limit errors and policy refusals end the run.
			return f, err
		}
		saved := fr.in.handling
		fr.in.handling = exc
		r, xerr := py.CallMethod(fr.th, mgr, "__exit__", []py.Value{exc.Type(), exc, &Traceback{node: tbOf(exc)}}, nil)
		fr.in.handling = saved
		if xerr != nil {
			return flowNext, chain(fr.fail(xerr, stmtSite), exc)
		}
		suppress, terr := truth(fr.th, r)
		if terr != nil {
			return flowNext, terr
		}
		if suppress {
			fr.in.forget(exc)
			return flowNext, nil
		}
		return f, err
	}
	ret := fr.ret
	if _, xerr := py.CallMethod(fr.th, mgr, "__exit__", []py.Value{py.None, py.None, py.None}, nil); xerr != nil {
		return flowNext, fr.fail(xerr, stmtSite)
	}
	fr.ret = ret
	return f, nil
}
