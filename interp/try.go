package interp

import (
	"github.com/kraitpy/krait/ast"
	"github.com/kraitpy/krait/py"
)

// handler is a compiled except clause.
type handler struct {
	typ   evalFn // nil for a bare except
	site  *site
	store storeFn // nil without `as name`
	unset execFn  // deletes the name after the handler
	body  execFn
}

func (c *compiler) tryStmt(s *ast.Try) execFn {
	return c.tryAround(c.block(s.Body), s)
}

// tryAround compiles the except, else and finally clauses of s around its
// compiled body (a resumable generator body's, see genbody.go).
func (c *compiler) tryAround(body execFn, s *ast.Try) execFn {
	handlers := c.handlers(s.Handlers)
	coroutine := c.co != nil // roots what it holds in the generator (gencoroutine.go)
	run := c.tryElse(body, s.Orelse, func(fr *frame, f flow, err error, exc *py.Exception) (flow, error) {
		if len(handlers) == 0 {
			return f, err
		}
		// A handler's Go code holds the exception (and runHandler the
		// one handled around it): no safe point under it. The try body
		// and else block hold nothing in Go; their statements may be.
		// (In a coroutine generator's body no safe point runs, and one
		// suspended in the handler must not leave its consumer without
		// safe points: it roots what it holds instead.)
		if !coroutine {
			fr.th.EnterUnsafe()
			defer fr.th.LeaveUnsafe()
		}
		for i := range handlers {
			h := &handlers[i]
			ok, err := fr.matches(h, exc)
			if err != nil {
				return flowNext, chain(err, exc)
			}
			if ok {
				if coroutine {
					r := &fr.gen.roots
					n := pushRoots(r, exc, fr.in.handling)
					f, err := fr.runHandler(h, exc)
					popRoots(r, n)
					return f, err
				}
				return fr.runHandler(h, exc)
			}
		}
		return f, err
	})
	return c.withFinally(run, s.Finalbody)
}

// finallyRoots pushes on a coroutine generator's roots what a finally
// block's Go code holds while the block runs (see withFinally).
func finallyRoots(fr *frame, pending, saved *py.Exception, ret py.Value) int {
	var p, s py.Value
	if pending != nil {
		p = pending
	}
	if saved != nil {
		s = saved
	}
	return pushRoots(&fr.gen.roots, p, s, ret)
}

// tryElse runs body, then the else block when body completed normally;
// when body raised a Python exception exc, handle decides the outcome.
func (c *compiler) tryElse(body execFn, elseBody []ast.Stmt, handle func(fr *frame, f flow, err error, exc *py.Exception) (flow, error)) execFn {
	var orelse execFn
	if len(elseBody) > 0 {
		orelse = c.block(elseBody)
	}
	return func(fr *frame) (flow, error) {
		f, err := body(fr)
		if err == nil {
			if orelse != nil && f == flowNext {
				return orelse(fr)
			}
			return f, nil
		}
		exc := asException(err)
		if exc == nil {
			return f, err
		}
		return handle(fr, f, err, exc)
	}
}

// handlers compiles the except (or except*) clauses of a try statement.
func (c *compiler) handlers(hs []*ast.ExceptHandler) []handler {
	handlers := make([]handler, len(hs)) //krait:alloc-ok sized by the AST of the program (its source is capped by MaxSourceBytes)
	for i, h := range hs {
		hd := handler{body: c.block(h.Body)}
		if h.Type != nil {
			hd.typ = c.expr(h.Type)
			hd.site = c.site(h.Type)
		}
		if h.Name != "" {
			name := &ast.Name{Pos: h.Pos, Id: h.Name, Ctx: ast.Store}
			hd.store = c.storeName(name)
			del := c.delName(&ast.Name{Pos: h.Pos, Id: h.Name, Ctx: ast.Del})
			hd.unset = func(fr *frame) (flow, error) {
				del(fr) // an already unbound name is fine
				return flowNext, nil
			}
		}
		handlers[i] = hd
	}
	return handlers
}

// withFinally wraps run in the finally block of a try statement (run
// itself when there is none).
func (c *compiler) withFinally(run execFn, finalBody []ast.Stmt) execFn {
	if len(finalBody) == 0 {
		return run
	}
	final := c.block(finalBody)
	coroutine := c.co != nil // roots what it holds in the generator (gencoroutine.go)
	return func(fr *frame) (flow, error) {
		f, err := run(fr)
		if f == flowYield && err == nil {
			// A resumable generator body stopped at a yield inside.
			return f, nil
		}
		pending := asException(err)
		if endsRun(err) {
			// Limit errors end the run at once: no finally.
			return f, err
		}
		saved := fr.in.handling
		if pending != nil {
			fr.in.handling = pending
		}
		ret := fr.ret
		var ff flow
		var ferr error
		if coroutine {
			// Rooted instead of unsafe (see the handlers above).
			n := finallyRoots(fr, pending, saved, ret)
			ff, ferr = final(fr)
			popRoots(&fr.gen.roots, n)
		} else {
			fr.th.EnterUnsafe() // pending, saved and ret are held in Go
			ff, ferr = final(fr)
			fr.th.LeaveUnsafe()
		}
		fr.in.handling = saved
		if ferr == nil && ff == flowNext && err != nil && pending == nil {
			// A non-Python error (a policy refusal, an embedder's
			// signal) continues after the finally block; only a
			// return/break/continue or an error in the block replaces it.
			return f, err
		}
		if ferr != nil {
			return ff, chain(ferr, pending)
		}
		if ff != flowNext {
			// return/break/continue in finally discards the pending
			// exception or return.
			return ff, nil
		}
		if f == flowReturn {
			fr.ret = ret
		}
		return f, err
	}
}

// matches reports whether an except clause catches exc.
func (fr *frame) matches(h *handler, exc *py.Exception) (bool, error) {
	if h.typ == nil {
		return true, nil
	}
	t, err := h.typ(fr)
	if err != nil {
		return false, err
	}
	if err := fr.th.Tick(); err != nil {
		return false, err
	}
	ok, err := exceptionMatches(exc, t)
	if err != nil {
		return false, fr.fail(err, h.site)
	}
	return ok, nil
}

// exceptionMatches is the except clause test: t is an exception class or
// a tuple of them.
func exceptionMatches(exc *py.Exception, t py.Value) (bool, error) {
	if cls, ok := t.(*py.Type); ok && cls.IsSubtype(py.BaseExceptionType) {
		return exc.Matches(cls), nil
	}
	if items, ok := tupleItems(t); ok {
		for _, x := range items {
			cls, ok := x.(*py.Type)
			if !ok || !cls.IsSubtype(py.BaseExceptionType) {
				return false, py.NewTypeError("catching classes that do not inherit from BaseException is not allowed")
			}
			if exc.Matches(cls) {
				return true, nil
			}
		}
		return false, nil
	}
	return false, py.NewTypeError("catching classes that do not inherit from BaseException is not allowed")
}

// runHandler runs an except clause body with exc as the handled
// exception.
func (fr *frame) runHandler(h *handler, exc *py.Exception) (flow, error) {
	saved := fr.in.handling
	chain(exc, saved)
	fr.in.handling = exc
	if fr.traced == exc {
		fr.traced = nil
	}
	if h.store != nil {
		if err := h.store(fr, exc); err != nil {
			fr.in.handling = saved
			return flowNext, err
		}
	}
	f, err := h.body(fr)
	if h.unset != nil {
		h.unset(fr)
	}
	fr.in.handling = saved
	if err != nil {
		return f, chain(err, exc)
	}
	fr.in.forget(exc)
	return f, nil
}

// chain sets the implicit __context__ of an exception raised while
// another was being handled.
func chain(err error, handled *py.Exception) error {
	exc := asException(err)
	if exc == nil || handled == nil || exc == handled || exc.Unchained {
		return err
	}
	if exc.Context == nil {
		setContext(exc, handled)
	}
	return err
}

// setContext makes handled the __context__ of exc, as CPython's raise
// does: when exc is already in handled's chain, the link to it is cut
// first, so that no cycle forms. Only an exception that is some
// exception's context can be in a chain: a fresh one (what builtins
// raise) needs no walk, which keeps long chains (a recursion bomb's)
// linear.
func setContext(exc, handled *py.Exception) {
	if exc.IsContext() {
		// Floyd's cycle detection, as CPython's, so that a cycle made
		// by assigning __context__ does not hang the walk.
		slow, toggle := handled, false
		for o := handled; o.Context != nil; {
			if o.Context == exc {
				o.Context = nil
				break
			}
			o = o.Context
			if o == slow {
				break
			}
			if toggle {
				slow = slow.Context
			}
			toggle = !toggle
		}
	}
	exc.SetContext(handled)
}

func (c *compiler) raiseStmt(s *ast.Raise) execFn {
	site := c.site(s)
	if s.Exc == nil {
		return func(fr *frame) (flow, error) {
			exc := fr.in.handling
			if exc == nil {
				return flowNext, fr.fail(py.NewRuntimeError("No active exception to reraise"), site)
			}
			fr.traced = exc
			return flowNext, exc
		}
	}
	excFn := c.expr(s.Exc)
	var causeFn evalFn
	if s.Cause != nil {
		causeFn = c.expr(s.Cause)
	}
	return func(fr *frame) (flow, error) {
		v, err := excFn(fr)
		if err != nil {
			return flowNext, err
		}
		exc, err := fr.makeException(v, "exceptions must derive from BaseException")
		if err != nil {
			return flowNext, fr.fail(err, site)
		}
		if causeFn != nil {
			cv, err := causeFn(fr)
			if err != nil {
				return flowNext, err
			}
			if cv == py.None {
				exc.Cause = nil
			} else {
				cause, err := fr.makeException(cv, "exception causes must derive from BaseException")
				if err != nil {
					return flowNext, fr.fail(err, site)
				}
				exc.Cause = cause
			}
			exc.SuppressContext = true
		}
		exc.Unchained = false
		// A raise statement sets the context anew, as CPython's does.
		if h := fr.in.handling; h != nil && h != exc {
			setContext(exc, h)
		}
		fr.traced = nil
		return flowNext, fr.fail(exc, site)
	}
}

// makeException turns the operand of raise into an exception instance:
// an exception class is called without arguments.
func (fr *frame) makeException(v py.Value, msg string) (*py.Exception, error) {
	if exc, ok := v.(*py.Exception); ok {
		return exc, nil
	}
	if cls, ok := v.(*py.Type); ok && cls.IsSubtype(py.BaseExceptionType) {
		r, err := call(fr.th, cls, nil, nil)
		if err != nil {
			return nil, err
		}
		if exc, ok := r.(*py.Exception); ok {
			return exc, nil
		}
		return nil, py.NewTypeError("calling %s should have returned an instance of BaseException, not %s", cls.Name, typeName(r))
	}
	return nil, py.NewTypeError("%s", msg)
}
