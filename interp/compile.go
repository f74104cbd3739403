package interp

import (
	"fmt"
	"runtime/debug"

	"github.com/kraitpy/krait/ast"
	"github.com/kraitpy/krait/py"
	"github.com/kraitpy/krait/resolve"
)

// Program is a compiled module, ready to run in the interpreter that
// compiled it.
type Program struct {
	in   *Interp
	code *code
	// lastIsExpr records whether the last top-level statement is an
	// expression statement.
	lastIsExpr bool
	warnings   []resolve.Warning
	// doc is the module's docstring, or nil: each run stores it in
	// __doc__ before its first statement, as CPython's module code does.
	doc py.Value
}

// Warnings returns the SyntaxWarnings CPython's compiler would print
// (to stderr, before running) for the program.
func (p *Program) Warnings() []resolve.Warning { return p.warnings }

// LastIsExpression reports whether the program's last top-level statement
// is an expression statement: what an interactive session echoes, as
// Python's REPL does (RunResult also gives values of assignments and
// definitions, following smolagents).
func (p *Program) LastIsExpression() bool { return p.lastIsExpr }

// compiler turns the syntax tree of one block into closures.
type compiler struct {
	// unit is what the compilers of one module share: the blocks its
	// error sites and attribute sites are allocated from (a
	// comprehension's or a function's compiler takes its sites from the
	// module's blocks).
	unit     *compileUnit
	in       *Interp
	info     *resolve.Info
	scope    *resolve.Scope
	filename string
	src      []byte // the source text, for error sites and tracebacks
	// lines indexes src by line, shared by the compilers of one
	// source (error sites look their line up once per node).
	lines    *lineIndex
	globals  *Globals
	qualname string // qualified name prefix of the block
	err      error  // first compile error (a policy refusal)
	// record says whether statements being compiled record their value
	// as the program's result (see Program.RunResult).
	record recordMode
	// yields counts the yield expressions compiled (see genbody.go).
	yields int
	// resumable is the resumable body of the generator function being
	// compiled, when it has one (see functionBody).
	resumable *resumableBody
	// numReturn is the unboxed form of the last `return <arithmetic>`
	// compiled (see code.numBody).
	numReturn numFn
	// inOperand says the expression being compiled is a source operand
	// whose temporary its parent collects (see temps.go).
	inOperand bool
	// slots records how a function's locals are used (see floatslots.go);
	// nil outside function bodies.
	slots *slotUse
	// cleanValue is the call or comprehension that is the whole value of
	// the statement being compiled: its callee or its frame is entered
	// clean (see memory.go).
	cleanValue ast.Expr
	// co is set while a coroutine generator body is compiled (see
	// gencoroutine.go).
	co *coCompile
}

// recordMode is how a statement records the program's result.
type recordMode uint8

const (
	recordNone   recordMode = iota // not a top-level statement
	recordTop                      // a top-level statement: its value is the result
	recordNested                   // in a top-level if/for body: non-None values are
)

// recorder returns how the statement being compiled records its value,
// or nil when it does not.
func (c *compiler) recorder() func(fr *frame, v py.Value) {
	switch c.record {
	case recordTop:
		return func(fr *frame, v py.Value) { fr.result = v }
	case recordNested:
		return func(fr *frame, v py.Value) {
			if v != py.None {
				fr.result = v
			}
		}
	}
	return nil
}

// Compile compiles a parsed module for this interpreter. src is the
// module's source text (for tracebacks and compile-time errors).
func (in *Interp) Compile(filename string, src []byte, mod *ast.Module) (*Program, error) {
	info, err := resolve.Resolve(filename, src, mod)
	if err != nil {
		return nil, err
	}
	c := &compiler{in: in, info: info, scope: info.Module, filename: filename, src: src, lines: newLineIndex(src), globals: in.globals, record: recordTop, unit: &compileUnit{}}
	body := c.block(mod.Body)
	if c.err != nil {
		return nil, c.err
	}
	cd := &code{name: "<module>", qualname: "<module>", filename: filename, src: src, scope: info.Module, body: body, varargs: -1, varkw: -1, unit: c.unit}
	prog := &Program{in: in, code: cd, warnings: resolve.Warnings(filename, src, mod), doc: docstring(mod.Body)}
	if n := len(mod.Body); n > 0 {
		_, prog.lastIsExpr = mod.Body[n-1].(*ast.ExprStmt)
	}
	return prog, nil
}

// Run executes a compiled program in the interpreter's main module.
func (p *Program) Run(th *py.Thread) error {
	_, err := p.RunResult(th)
	return err
}

// RunResult executes the program and returns the value of its last
// top-level statement, smolagents-style: an expression statement's value,
// the value assigned by an assignment, the function or class a def or
// class statement defines, for if and for statements the last non-None
// value of their bodies, and None otherwise.
func (p *Program) RunResult(th *py.Thread) (result py.Value, err error) {
	// A Go panic is a krait bug; report it as an error rather than
	// crashing the host.
	defer func() {
		if r := recover(); r != nil {
			err = &InternalError{Panic: fmt.Sprint(r), Stack: string(debug.Stack())}
		}
	}()
	// Tracebacks of earlier runs of the session are no longer needed.
	p.in.resetRunState()
	p.in.prepareThread(th)
	if p.doc != nil {
		p.in.globals.Set("__doc__", p.doc)
	}
	// The module frame counts toward the recursion limit, as in CPython.
	if err := th.EnterClean(); err != nil {
		return nil, err
	}
	defer th.LeaveClean()
	defer p.in.forgetRun()
	defer func() {
		if cerr := p.in.closeGenerators(th, err); err == nil {
			err = cerr
		}
	}()
	fr, err := p.in.newFrame(th, p.code, p.in.globals)
	if err != nil {
		return nil, err
	}
	defer p.in.release(fr)
	p.in.memRoots = p.in.memRoots[:0]
	p.in.safeFrames = append(p.in.safeFrames[:0], safeFrame{fr: fr})
	defer func() { p.in.safeFrames = p.in.safeFrames[:0] }()
	th.MeasureHeld = p.in.measureHeld
	defer func() { th.MeasureHeld = nil }()
	p.in.walkFailure = ""
	if err := th.StartMeasureFrom(&p.in.heldFloor); err != nil {
		return nil, err
	}
	p.in.enter(fr)
	_, err = p.code.body(fr)
	p.in.leave(fr)
	result = fr.result
	if result == nil {
		result = py.None
	}
	return result, err
}

// refuse records a policy refusal found while compiling.
func (c *compiler) refuse(err error) {
	if c.err == nil {
		c.err = err
	}
}

// block compiles a statement list into one execFn.
func (c *compiler) block(stmts []ast.Stmt) execFn {
	if c.record == recordTop {
		// Top-level statements record the program's result (stmt).
		fns := make([]execFn, 0, len(stmts))
		for _, s := range stmts {
			fns = append(fns, c.stmt(s))
		}
		return seq(fns)
	}
	// Elsewhere the block charges each statement's operation itself, so
	// that a statement is one closure call, not a ticking wrapper and the
	// statement.
	fns := make([]execFn, 0, len(stmts))
	for _, s := range stmts {
		fns = append(fns, c.stmtUnticked(s))
	}
	switch len(fns) {
	case 0:
		return func(fr *frame) (flow, error) { return flowNext, nil }
	case 1:
		return ticked(fns[0])
	case 2:
		a, b := fns[0], fns[1]
		return func(fr *frame) (flow, error) {
			if err := fr.th.TickStmt(); err != nil {
				return flowNext, err
			}
			if f, err := a(fr); f != flowNext || err != nil {
				return f, err
			}
			if err := fr.th.TickStmt(); err != nil {
				return flowNext, err
			}
			return b(fr)
		}
	}
	return func(fr *frame) (flow, error) {
		for _, fn := range fns {
			if err := fr.th.TickStmt(); err != nil {
				return flowNext, err
			}
			if f, err := fn(fr); f != flowNext || err != nil {
				return f, err
			}
		}
		return flowNext, nil
	}
}

// seq runs statements in order until one leaves the block.
func seq(fns []execFn) execFn {
	switch len(fns) {
	case 0:
		return func(fr *frame) (flow, error) { return flowNext, nil }
	case 1:
		return fns[0]
	}
	return func(fr *frame) (flow, error) {
		for _, fn := range fns {
			if f, err := fn(fr); f != flowNext || err != nil {
				return f, err
			}
		}
		return flowNext, nil
	}
}

// ticked charges one operation before running a statement.
func ticked(inner execFn) execFn {
	return func(fr *frame) (flow, error) {
		if err := fr.th.TickStmt(); err != nil {
			return flowNext, err
		}
		return inner(fr)
	}
}

// stmtUnticked compiles a statement that is not top-level without the
// operation charged before it (its block charges it). Inside a top-level
// if or for body (recordNested) nested if/for bodies stay recordNested.
func (c *compiler) stmtUnticked(s ast.Stmt) execFn {
	if err := c.in.policy.CheckNode(nodeName(s)); err != nil {
		c.refuse(err)
	}
	rec := c.record
	switch s.(type) {
	case *ast.While, *ast.Try, *ast.TryStar, *ast.With, *ast.Match:
		c.record = recordNone
	}
	inner := c.stmtInner(s)
	c.record = rec
	return inner
}

// stmt compiles one statement; the returned closure charges one
// operation before running it.
func (c *compiler) stmt(s ast.Stmt) execFn {
	if c.record != recordTop {
		return ticked(c.stmtUnticked(s))
	}
	if err := c.in.policy.CheckNode(nodeName(s)); err != nil {
		c.refuse(err)
	}
	switch s.(type) {
	case *ast.If, *ast.For:
		c.record = recordNested
	case *ast.While, *ast.Try, *ast.TryStar, *ast.With, *ast.Match:
		c.record = recordNone
	}
	inner := c.stmtInner(s)
	c.record = recordTop
	return func(fr *frame) (flow, error) {
		fr.result = py.None
		if err := fr.th.TickStmt(); err != nil {
			return flowNext, err
		}
		return inner(fr)
	}
}

func (c *compiler) stmtInner(s ast.Stmt) execFn {
	if c.co != nil {
		c.co.checkStmt(s)
	}
	switch s.(type) {
	case *ast.TryStar, *ast.Match:
		if c.co != nil {
			// No safe point runs inside a generator's body; marked
			// unsafe, a body suspended inside would leave the consumer
			// without safe points (see gencoroutine.go).
			return c.stmtKind(s)
		}
		return unsafeStmt(c.stmtKind(s))
	}
	if v := statementValue(s); v != nil {
		c.cleanValue = v
		defer func() { c.cleanValue = nil }()
	}
	return c.stmtKind(s)
}

// stmtKind compiles a statement by its kind.
func (c *compiler) stmtKind(s ast.Stmt) execFn {
	switch s := s.(type) {
	case *ast.ExprStmt:
		e := c.expr(s.Value)
		if rec := c.recorder(); rec != nil {
			return func(fr *frame) (flow, error) {
				v, err := e(fr)
				if err == nil {
					rec(fr, v)
				}
				return flowNext, err
			}
		}
		return func(fr *frame) (flow, error) {
			_, err := e(fr)
			return flowNext, err
		}
	case *ast.Assign:
		return c.assign(s)
	case *ast.AugAssign:
		return c.augAssign(s)
	case *ast.AnnAssign:
		return c.annAssign(s)
	case *ast.Pass:
		return func(fr *frame) (flow, error) { return flowNext, nil }
	case *ast.Break:
		return func(fr *frame) (flow, error) { return flowBreak, nil }
	case *ast.Continue:
		return func(fr *frame) (flow, error) { return flowContinue, nil }
	case *ast.Return:
		return c.returnStmt(s)
	case *ast.If:
		return c.ifStmt(s)
	case *ast.While:
		return c.whileStmt(s)
	case *ast.For:
		return c.forStmt(s)
	case *ast.FunctionDef:
		return c.functionDef(s, s.Name, s.Args, s.Body, s.DecoratorList)
	case *ast.ClassDef:
		return c.classDef(s)
	case *ast.Delete:
		return c.deleteStmt(s)
	case *ast.Global, *ast.Nonlocal:
		return func(fr *frame) (flow, error) { return flowNext, nil }
	case *ast.Assert:
		return c.assertStmt(s)
	case *ast.Raise:
		return c.raiseStmt(s)
	case *ast.Try:
		return c.tryStmt(s)
	case *ast.TryStar:
		return c.tryStarStmt(s)
	case *ast.With:
		return c.withStmt(s)
	case *ast.Match:
		return c.matchStmt(s)
	case *ast.Import:
		return c.importStmt(s)
	case *ast.ImportFrom:
		return c.importFrom(s)
	}
	return c.unsupported(s)
}

// unsupported refuses a statement krait does not run,
// returning a closure that would raise the same error.
func (c *compiler) unsupported(n ast.Node) execFn {
	name := nodeName(n)
	// Refused when compiling, like the policy's node refusals: nothing of
	// the program runs.
	c.refuse(&UnsupportedError{Node: name})
	return func(fr *frame) (flow, error) {
		return flowNext, &UnsupportedError{Node: name}
	}
}

// nodeName returns the Go name of an ast node type ("ClassDef").
func nodeName(n ast.Node) string {
	if n == nil {
		return "<nil>"
	}
	return n.NodeName()
}

func (c *compiler) returnStmt(s *ast.Return) execFn {
	if s.Value == nil {
		return func(fr *frame) (flow, error) {
			fr.ret = py.None
			return flowReturn, nil
		}
	}
	if isFusable(s.Value) {
		// An arithmetic value is compiled once, unboxed: the statement
		// boxes it, and a caller inside a fused tree can take it as it is
		// (code.numBody).
		num := c.numExpr(s.Value)
		c.numReturn = num
		return func(fr *frame) (flow, error) {
			n, err := num(fr)
			if err != nil {
				return flowNext, err
			}
			fr.ret = n.box()
			return flowReturn, nil
		}
	}
	e := c.expr(s.Value)
	return func(fr *frame) (flow, error) {
		v, err := e(fr)
		if err != nil {
			return flowNext, err
		}
		fr.ret = v
		return flowReturn, nil
	}
}

func (c *compiler) ifStmt(s *ast.If) execFn {
	test := c.cond(s.Test)
	body := c.block(s.Body)
	if len(s.Orelse) == 0 {
		return func(fr *frame) (flow, error) {
			ok, err := test(fr)
			if err != nil {
				return flowNext, err
			}
			if ok {
				return body(fr)
			}
			return flowNext, nil
		}
	}
	orelse := c.block(s.Orelse)
	return func(fr *frame) (flow, error) {
		ok, err := test(fr)
		if err != nil {
			return flowNext, err
		}
		if ok {
			return body(fr)
		}
		return orelse(fr)
	}
}

func (c *compiler) whileStmt(s *ast.While) execFn {
	test := c.cond(s.Test)
	body := c.block(s.Body)
	var orelse execFn
	if len(s.Orelse) > 0 {
		orelse = c.block(s.Orelse)
	}
	maxIter := c.in.policy.Limits.MaxWhileIterations
	return func(fr *frame) (flow, error) {
		var n int64
		for {
			ok, err := test(fr)
			if err != nil {
				return flowNext, err
			}
			if !ok {
				break
			}
			f, err := body(fr)
			if err != nil {
				return flowNext, err
			}
			if f == flowBreak {
				return flowNext, nil
			}
			if f == flowReturn {
				return f, nil
			}
			// smolagents' cap: counted after each pass, so the body runs
			// at most maxIter+1 times.
			if n++; maxIter > 0 && n > maxIter {
				return flowNext, whileLimitError(maxIter)
			}
		}
		if orelse != nil {
			return orelse(fr)
		}
		return flowNext, nil
	}
}

func (c *compiler) forStmt(s *ast.For) execFn {
	iter := c.iterable(s.Iter)
	store := c.store(s.Target)
	body := c.block(s.Body)
	var orelse execFn
	if len(s.Orelse) > 0 {
		orelse = c.block(s.Orelse)
	}
	site := c.site(s)
	isFresh := c.freshIterator(s.Iter)
	// A generator's loops run interleaved with other frames' and its
	// statements are never safe points: only other loops root their
	// iterators, and a coroutine generator's in its own roots (it may be
	// suspended inside the loop; see gencoroutine.go).
	rooted := !c.scope.Generator
	coroutine := c.co != nil
	var loop func(fr *frame, it py.Iterator, fresh bool) (flow, error)
	run := func(fr *frame) (flow, error) {
		seq, err := iter(fr)
		if err != nil {
			return flowNext, err
		}
		// A fresh generator is closed at once when the loop is left
		// early (see freshIterator).
		fresh := isFresh != nil && isFresh(fr, seq)
		it, err := iterate(fr.th, seq)
		if err != nil {
			return flowNext, fr.fail(err, site)
		}
		if rooted {
			// The loop's body runs safe points: the walk must see what
			// only this Go code holds.
			n := len(fr.in.memRoots)
			fr.in.memRoots = append(fr.in.memRoots, seq, it)
			f, err := loop(fr, it, fresh)
			fr.in.memRoots = fr.in.memRoots[:n]
			return f, err
		}
		if coroutine {
			r := &fr.gen.roots
			n := pushRoots(r, seq, it)
			f, err := loop(fr, it, fresh)
			popRoots(r, n)
			return f, err
		}
		return loop(fr, it, fresh)
	}
	loop = func(fr *frame, it py.Iterator, fresh bool) (flow, error) {
		for {
			if err := fr.th.Tick(); err != nil {
				return flowNext, err
			}
			v, err := it.Next(fr.th)
			if err != nil {
				return flowNext, fr.fail(err, site)
			}
			if v == nil {
				break
			}
			if err := store(fr, v); err != nil {
				if fresh {
					err = closeFresh(fr.th, it, err)
				}
				return flowNext, err
			}
			f, err := body(fr)
			if err != nil || f == flowBreak || f == flowReturn {
				if fresh {
					err = closeFresh(fr.th, it, err)
				}
				if err != nil || f == flowBreak {
					return flowNext, err
				}
				return f, nil
			}
		}
		if orelse != nil {
			return orelse(fr)
		}
		return flowNext, nil
	}
	return run
}

func (c *compiler) assertStmt(s *ast.Assert) execFn {
	test := c.cond(s.Test)
	var msg evalFn
	if s.Msg != nil {
		msg = c.expr(s.Msg)
	}
	// CPython 3.11 attributes the AssertionError to the last comparison
	// compiled in the test (through not/and/or/if-else), else to the
	// whole statement.
	site := c.site(s)
	if cmp := lastCompare(s.Test); cmp != nil {
		site = c.site(cmp)
	}
	return func(fr *frame) (flow, error) {
		ok, err := test(fr)
		if err != nil || ok {
			return flowNext, err
		}
		exc := py.NewExceptionArgs(py.AssertionErrorType)
		if msg != nil {
			m, err := msg(fr)
			if err != nil {
				return flowNext, err
			}
			exc = py.NewExceptionArgs(py.AssertionErrorType, m)
		}
		return flowNext, fr.fail(exc, site)
	}
}

// cond compiles an expression used as a condition.
func (c *compiler) cond(e ast.Expr) func(fr *frame) (bool, error) {
	if cmp, ok := e.(*ast.Compare); ok && len(cmp.Ops) == 1 {
		if fn := c.fastCompareCond(cmp); fn != nil {
			return fn
		}
	}
	ev := c.expr(e)
	return func(fr *frame) (bool, error) {
		v, err := ev(fr)
		if err != nil {
			return false, err
		}
		return truth(fr.th, v)
	}
}

// lastCompare returns the last comparison met when compiling e as a
// condition (operands of not, values of and/or, the parts of a
// conditional expression), or nil.
func lastCompare(e ast.Expr) *ast.Compare {
	switch e := e.(type) {
	case *ast.Compare:
		return e
	case *ast.UnaryOp:
		if e.Op == ast.Not {
			return lastCompare(e.Operand)
		}
	case *ast.BoolOp:
		var last *ast.Compare
		for _, v := range e.Values {
			if c := lastCompare(v); c != nil {
				last = c
			}
		}
		return last
	case *ast.IfExp:
		var last *ast.Compare
		for _, v := range []ast.Expr{e.Test, e.Body, e.Orelse} {
			if c := lastCompare(v); c != nil {
				last = c
			}
		}
		return last
	}
	return nil
}

// prepareThread sets the hooks through which library code running on th
// reaches the interpreter.
func (in *Interp) prepareThread(th *py.Thread) {
	// Names from data (getattr, str.format fields, library code) go
	// through the checkpoint under the same rule as obj.name.
	th.Dunders = in.policy.DunderRule()
	if th.ModuleNamespace == nil {
		th.ModuleNamespace = in.moduleNamespace
	}
	if th.ImportGuard == nil {
		th.ImportGuard = in.importGuard
	}
	if th.Locals == nil {
		th.Locals = &in.locals
	}
	if th.HandledException == nil {
		th.HandledException = in.handledException
	}
	if th.Caller == nil {
		th.Caller = in.callerOf
	}
}
