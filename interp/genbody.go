package interp

import (
	"github.com/kraitpy/krait/ast"
	"github.com/kraitpy/krait/py"
)

// Most generator functions need no coroutine: when every yield of the
// body is a statement of its own (`yield v`, `x = yield v`, `yield from
// it`, `x = yield from it`) and the statements containing yields are only
// if, for and while statements, the body compiles into resumable
// statements. A resumable statement that yields saves where it stands in
// the generator's slots (the statement index of a block, the iterator of
// a for loop) and returns flowYield; resuming runs the same nest of
// statements again, each one skipping to its saved position. The body then
// runs on the consumer's goroutine like any call: no hand-off, no
// goroutine to bound or unwind. Bodies of other shapes (a yield inside
// an except, else or finally clause or a match, or inside an
// expression) run as coroutines.

// rexecFn runs a statement of a resumable generator body. With resume
// set it continues from where it last returned flowYield.
type rexecFn func(fr *frame, resume bool) (flow, error)

// flowYield says that a resumable statement yielded: the value is in the
// generator's yv field.
const flowYield flow = 255

// resumableBody is the compiled body of a generator function that runs
// without a coroutine.
type resumableBody struct {
	body   rexecFn
	nslots int // the generator's slots (genSlot) it needs
}

// genSlot is the saved position of one resumable statement.
type genSlot struct {
	pc  int         // the statement of a block; the branch of an if; 1 in a loop's else
	n   int64       // passes of a while loop (the iteration cap)
	it  py.Iterator // the iterator of a for loop or of yield from
	sub *Generator  // the sub-generator of yield from
	mgr py.Value    // the context manager of a with statement
	// fresh says that it is a generator nothing else references (see
	// freshIterator): it is closed when the loop is left early.
	fresh bool
}

// genBodyCompiler compiles a generator function's body into resumable
// statements.
type genBodyCompiler struct {
	c      *compiler
	nslots int
	failed bool // the body has a yield where resumable statements cannot resume
}

// functionBody compiles the body of a def. The body of a generator that
// fits resumable statements is left in c.resumable; the returned execFn
// is then never run.
func (c *compiler) functionBody(body []ast.Stmt) execFn {
	if !c.scope.Generator {
		return c.block(body)
	}
	g := &genBodyCompiler{c: c}
	rb := g.block(body)
	if g.failed {
		c.co = &coCompile{}
		return c.block(body)
	}
	c.resumable = &resumableBody{body: rb, nslots: g.nslots}
	return func(fr *frame) (flow, error) {
		return flowNext, &InternalError{Panic: "resumable generator body run as a plain function"}
	}
}

func (g *genBodyCompiler) slot() int {
	g.nslots++
	return g.nslots - 1
}

// noYield runs compile, which must compile no yield: a yield there
// (`for x in (yield)`) is not at a place a resumable statement resumes.
func (g *genBodyCompiler) noYield(compile func()) {
	n := g.c.yields
	compile()
	if g.c.yields != n {
		g.failed = true
	}
}

// expr compiles an expression that must not contain a yield.
func (g *genBodyCompiler) expr(e ast.Expr) (fn evalFn) {
	g.noYield(func() { fn = g.c.expr(e) })
	return fn
}

// store compiles an assignment target that must not contain a yield.
func (g *genBodyCompiler) store(e ast.Expr) (fn storeFn) {
	g.noYield(func() { fn = g.c.store(e) })
	return fn
}

// cond compiles a condition that must not contain a yield.
func (g *genBodyCompiler) cond(e ast.Expr) (fn func(fr *frame) (bool, error)) {
	g.noYield(func() { fn = g.c.cond(e) })
	return fn
}

// block compiles a statement list.
func (g *genBodyCompiler) block(stmts []ast.Stmt) rexecFn {
	type item struct {
		plain execFn
		r     rexecFn
	}
	items := make([]item, len(stmts))
	resumables := 0
	for i, s := range stmts {
		items[i].plain, items[i].r = g.stmt(s)
		if items[i].r != nil {
			resumables++
		}
	}
	if resumables == 0 {
		return func(fr *frame, resume bool) (flow, error) {
			for i := range items {
				if f, err := items[i].plain(fr); f != flowNext || err != nil {
					return f, err
				}
			}
			return flowNext, nil
		}
	}
	if len(items) == 1 {
		return items[0].r
	}
	slot := g.slot()
	return func(fr *frame, resume bool) (flow, error) {
		st := &fr.gen.slots[slot]
		i := 0
		if resume {
			i = st.pc
		}
		for ; i < len(items); i++ {
			it := &items[i]
			if it.r == nil {
				if f, err := it.plain(fr); f != flowNext || err != nil {
					return f, err
				}
				continue
			}
			f, err := it.r(fr, resume)
			resume = false
			if f != flowNext || err != nil {
				if f == flowYield && err == nil {
					st.pc = i
				}
				return f, err
			}
		}
		return flowNext, nil
	}
}

// stmt compiles one statement: plain when it contains no yield, else
// resumable.
func (g *genBodyCompiler) stmt(s ast.Stmt) (execFn, rexecFn) {
	c := g.c
	n := c.yields
	fn := c.stmt(s)
	if c.yields == n {
		return fn, nil
	}
	var r rexecFn
	switch s := s.(type) {
	case *ast.ExprStmt:
		switch v := s.Value.(type) {
		case *ast.Yield:
			r = g.yieldStmt(v, nil)
		case *ast.YieldFrom:
			r = g.yieldFromStmt(v, nil)
		}
	case *ast.Assign:
		switch v := s.Value.(type) {
		case *ast.Yield:
			r = g.yieldStmt(v, s.Targets)
		case *ast.YieldFrom:
			r = g.yieldFromStmt(v, s.Targets)
		}
	case *ast.If:
		r = g.ifStmt(s)
	case *ast.For:
		r = g.forStmt(s)
	case *ast.While:
		r = g.whileStmt(s)
	case *ast.Try:
		r = g.tryStmt(s)
	case *ast.With:
		r = g.withStmt(s)
	}
	if r == nil {
		g.failed = true
		return fn, nil
	}
	return nil, r
}

// stores compiles the targets a yield's result is assigned to.
func (g *genBodyCompiler) stores(targets []ast.Expr) []storeFn {
	out := make([]storeFn, len(targets))
	for i, t := range targets {
		out[i] = g.store(t)
	}
	return out
}

// assignAll stores v into every target, left to right.
func assignAll(fr *frame, stores []storeFn, v py.Value) error {
	for _, st := range stores {
		if err := st(fr, v); err != nil {
			return err
		}
	}
	return nil
}

// yieldStmt compiles `yield v` as a statement, or `targets = yield v`.
func (g *genBodyCompiler) yieldStmt(y *ast.Yield, targets []ast.Expr) rexecFn {
	var value evalFn
	if y.Value != nil {
		value = g.expr(y.Value)
	}
	stores := g.stores(targets)
	site := g.c.site(y)
	return func(fr *frame, resume bool) (flow, error) {
		gen := fr.gen
		if !resume {
			if err := fr.th.Tick(); err != nil {
				return flowNext, err
			}
			var v py.Value = py.None
			if value != nil {
				var err error
				if v, err = value(fr); err != nil {
					return flowNext, err
				}
			}
			gen.yv = v
			return flowYield, nil
		}
		msg := gen.sent
		gen.sent = genMsg{}
		if msg.err != nil {
			return flowNext, fr.fail(msg.err, site)
		}
		return flowNext, assignAll(fr, stores, msg.value)
	}
}

// yieldFromStmt compiles `yield from it` as a statement, or
// `targets = yield from it`.
func (g *genBodyCompiler) yieldFromStmt(y *ast.YieldFrom, targets []ast.Expr) rexecFn {
	value := g.expr(y.Value)
	stores := g.stores(targets)
	site := g.c.site(y)
	slot := g.slot()
	return func(fr *frame, resume bool) (flow, error) {
		gen := fr.gen
		st := &gen.slots[slot]
		msg := genMsg{value: py.None}
		if !resume {
			if err := fr.th.Tick(); err != nil {
				return flowNext, err
			}
			v, err := value(fr)
			if err != nil {
				return flowNext, err
			}
			if sub, ok := v.(*Generator); ok {
				st.sub = sub
			} else if st.it, err = iterate(fr.th, v); err != nil {
				return flowNext, fr.fail(err, site)
			}
		} else {
			msg = gen.sent
			gen.sent = genMsg{}
		}
		if sub := st.sub; sub != nil {
			x, done, err := delegate(fr.th, sub, msg, resume)
			if err != nil {
				st.sub = nil
				return flowNext, fr.fail(err, site)
			}
			if done {
				st.sub = nil
				return flowNext, assignAll(fr, stores, sub.ReturnValue())
			}
			gen.yv = x
			return flowYield, nil
		}
		if msg.err != nil {
			st.it = nil
			return flowNext, fr.fail(msg.err, site)
		}
		x, err := st.it.Next(fr.th)
		if err != nil {
			st.it = nil
			return flowNext, fr.fail(err, site)
		}
		if x == nil {
			st.it = nil
			return flowNext, assignAll(fr, stores, py.None)
		}
		gen.yv = x
		return flowYield, nil
	}
}

// delegate passes what the consumer resumed a `yield from` with on to
// its sub-generator: a value or an exception to throw, or for
// GeneratorExit (close) the sub-generator's close, after which
// GeneratorExit goes on rising in the delegating generator.
func delegate(t *py.Thread, sub *Generator, msg genMsg, resumed bool) (py.Value, bool, error) {
	if resumed && msg.err != nil {
		if exc := asException(msg.err); exc == nil {
			return nil, false, msg.err
		} else if exc.Matches(py.GeneratorExitType) {
			if err := sub.close(t); err != nil {
				return nil, false, err
			}
			return nil, false, msg.err
		}
	}
	return sub.send(t, msg)
}

// ifStmt compiles an if statement with a yield in a branch.
func (g *genBodyCompiler) ifStmt(s *ast.If) rexecFn {
	test := g.cond(s.Test)
	body := g.block(s.Body)
	orelse := g.block(s.Orelse)
	slot := g.slot()
	return func(fr *frame, resume bool) (flow, error) {
		st := &fr.gen.slots[slot]
		if resume {
			if st.pc == 1 {
				return body(fr, true)
			}
			return orelse(fr, true)
		}
		if err := fr.th.Tick(); err != nil {
			return flowNext, err
		}
		ok, err := test(fr)
		if err != nil {
			return flowNext, err
		}
		if ok {
			st.pc = 1
			return body(fr, false)
		}
		st.pc = 2
		return orelse(fr, false)
	}
}

// whileStmt compiles a while loop with a yield in its body or else
// clause.
func (g *genBodyCompiler) whileStmt(s *ast.While) rexecFn {
	test := g.cond(s.Test)
	body := g.block(s.Body)
	var orelse rexecFn
	if len(s.Orelse) > 0 {
		orelse = g.block(s.Orelse)
	}
	maxIter := g.c.in.policy.Limits.MaxWhileIterations
	slot := g.slot()
	return func(fr *frame, resume bool) (flow, error) {
		st := &fr.gen.slots[slot]
		if resume {
			if st.pc == 1 {
				return orelse(fr, true)
			}
		} else {
			if err := fr.th.Tick(); err != nil {
				return flowNext, err
			}
			st.pc, st.n = 0, 0
		}
		for {
			if !resume {
				ok, err := test(fr)
				if err != nil {
					return flowNext, err
				}
				if !ok {
					break
				}
			}
			f, err := body(fr, resume)
			resume = false
			if err != nil {
				return flowNext, err
			}
			switch f {
			case flowYield, flowReturn:
				return f, nil
			case flowBreak:
				return flowNext, nil
			}
			// smolagents' cap, counted as in whileStmt.
			if st.n++; maxIter > 0 && st.n > maxIter {
				return flowNext, whileLimitError(maxIter)
			}
		}
		if orelse != nil {
			st.pc = 1
			return orelse(fr, false)
		}
		return flowNext, nil
	}
}

// forStmt compiles a for loop with a yield in its body or else clause.
func (g *genBodyCompiler) forStmt(s *ast.For) rexecFn {
	iter := g.expr(s.Iter)
	fresh := g.c.freshIterator(s.Iter)
	store := g.store(s.Target)
	body := g.block(s.Body)
	var orelse rexecFn
	if len(s.Orelse) > 0 {
		orelse = g.block(s.Orelse)
	}
	site := g.c.site(s)
	slot := g.slot()
	return func(fr *frame, resume bool) (flow, error) {
		st := &fr.gen.slots[slot]
		var it py.Iterator
		if resume {
			if st.pc == 1 {
				return orelse(fr, true)
			}
			it = st.it
		} else {
			if err := fr.th.Tick(); err != nil {
				return flowNext, err
			}
			seq, err := iter(fr)
			if err != nil {
				return flowNext, err
			}
			st.fresh = fresh != nil && fresh(fr, seq)
			if it, err = iterate(fr.th, seq); err != nil {
				return flowNext, fr.fail(err, site)
			}
			st.it, st.pc = it, 0
		}
		for {
			if !resume {
				if err := fr.th.Tick(); err != nil {
					return flowNext, st.leave(fr.th, err)
				}
				v, err := it.Next(fr.th)
				if err != nil {
					st.it = nil
					return flowNext, fr.fail(err, site)
				}
				if v == nil {
					break
				}
				if err := store(fr, v); err != nil {
					return flowNext, st.leave(fr.th, err)
				}
			}
			f, err := body(fr, resume)
			resume = false
			if err != nil {
				return flowNext, st.leave(fr.th, err)
			}
			switch f {
			case flowYield:
				return f, nil
			case flowBreak:
				return flowNext, st.leave(fr.th, nil)
			case flowReturn:
				return f, st.leave(fr.th, nil)
			}
		}
		st.it = nil
		if orelse != nil {
			st.pc = 1
			return orelse(fr, false)
		}
		return flowNext, nil
	}
}

// leave drops a for loop's iterator when the loop is left early, closing
// it first when it is a fresh generator (see closeFresh).
func (st *genSlot) leave(t *py.Thread, err error) error {
	it := st.it
	st.it = nil
	if st.fresh {
		st.fresh = false
		return closeFresh(t, it, err)
	}
	return err
}

// tryStmt compiles a try statement whose body has a yield; its except,
// else and finally clauses must have none. They are compiled as in a
// plain try statement around the resumable body, which learns from the
// generator whether it is resumed.
func (g *genBodyCompiler) tryStmt(s *ast.Try) rexecFn {
	body := g.block(s.Body)
	var run execFn
	g.noYield(func() {
		run = g.c.tryAround(func(fr *frame) (flow, error) {
			gen := fr.gen
			resume := gen.resumeTry
			gen.resumeTry = false
			return body(fr, resume)
		}, s)
	})
	return func(fr *frame, resume bool) (flow, error) {
		if !resume {
			if err := fr.th.Tick(); err != nil {
				return flowNext, err
			}
		}
		fr.gen.resumeTry = resume
		return run(fr)
	}
}

// withStmt compiles a with statement whose body has a yield; several
// items nest like several with statements.
func (g *genBodyCompiler) withStmt(s *ast.With) rexecFn {
	return nestItems(s, g.block(s.Body), func(item *ast.WithItem, body rexecFn) rexecFn {
		return g.withItem(s, item, body)
	})
}

// withItem compiles one context manager around a resumable body: the
// manager waits in the statement's slot while the body is suspended.
func (g *genBodyCompiler) withItem(s *ast.With, item *ast.WithItem, body rexecFn) rexecFn {
	mgrFn := g.expr(item.ContextExpr)
	var store storeFn
	if item.OptionalVars != nil {
		store = g.store(item.OptionalVars)
	}
	stmtSite := g.c.site(s)
	slot := g.slot()
	return func(fr *frame, resume bool) (flow, error) {
		st := &fr.gen.slots[slot]
		if !resume {
			if err := fr.th.Tick(); err != nil {
				return flowNext, err
			}
			mgr, err := mgrFn(fr)
			if err != nil {
				return flowNext, err
			}
			if err := fr.enterWith(mgr, store, stmtSite); err != nil {
				return flowNext, err
			}
			st.mgr = mgr
		}
		f, err := body(fr, resume)
		if f == flowYield && err == nil {
			return f, nil
		}
		mgr := st.mgr
		st.mgr = nil
		return fr.exitWith(mgr, f, err, stmtSite)
	}
}
