package interp

import (
	"github.com/kraitpy/krait/ast"
	"github.com/kraitpy/krait/py"
)

// withStmt compiles a with statement; several items nest like several
// with statements.
func (c *compiler) withStmt(s *ast.With) execFn {
	body := c.block(s.Body)
	for i := len(s.Items) - 1; i >= 0; i-- {
		body = c.withItem(s, s.Items[i], body)
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
	return func(fr *frame) (flow, error) {
		mgr, err := mgrFn(fr)
		if err != nil {
			return flowNext, err
		}
		typ := mgr.Type()
		enter, exit := typ.Lookup("__enter__"), typ.Lookup("__exit__")
		if enter == nil {
			return flowNext, fr.fail(py.NewTypeError("'%s' object does not support the context manager protocol", typ.Name), stmtSite)
		}
		if exit == nil {
			return flowNext, fr.fail(py.NewTypeError("'%s' object does not support the context manager protocol (missed __exit__ method)", typ.Name), stmtSite)
		}
		v, err := py.CallMethod(fr.th, mgr, "__enter__", nil, nil)
		if err != nil {
			return flowNext, fr.fail(err, stmtSite)
		}
		if store != nil {
			if err := store(fr, v); err != nil {
				return flowNext, err
			}
		}
		f, err := body(fr)
		if err != nil {
			exc := asException(err)
			if exc == nil {
				// Limit errors and policy refusals end the run.
				return f, err
			}
			saved := fr.in.handling
			fr.in.handling = exc
			r, xerr := py.CallMethod(fr.th, mgr, "__exit__", []py.Value{exc.Type(), exc, &Traceback{exc: exc}}, nil)
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
}
