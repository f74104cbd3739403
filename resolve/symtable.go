package resolve

import (
	"github.com/kraitpy/krait/ast"
)

// The flags recorded for a name in a scope by the first pass; they are
// CPython's DEF_* bits.
const (
	flagGlobal    = 1 << iota // global statement
	flagLocal                 // bound in the scope
	flagParam                 // parameter
	flagNonlocal              // nonlocal statement
	flagUse                   // read in the scope
	flagFree                  // free in an inner scope (unused here)
	flagFreeClass             // free in a method, bound in the class
	flagImport                // bound by an import
	flagAnnot                 // annotated
	flagCompIter              // comprehension iteration variable

	flagModuleUnbound // Global never bound at module level (derived)
)

const flagBound = flagLocal | flagParam | flagImport

// maxDepth bounds the nesting of the tree the resolver walks, so that a
// pathological tree cannot exhaust the Go stack.
const maxDepth = 3000

// resolver holds the state of one Resolve call.
type resolver struct {
	filename string
	src      []byte
	info     *Info
	cur      *Scope
	depth    int

	err        error // first error of the symbol-table pass
	starImport bool  // the module has `from m import *`
	futureLine int   // the line of the last valid __future__ import

	// compileErr is the first error the compiler would report; seq orders
	// compile errors the way the compiler meets them.
	compileErr    error
	compileErrSeq int
	seq           int

	// Per compiled block (function, class or module) state.
	loops int // enclosing loops in the current block
	// starLoops is loops at the innermost enclosing except* clause of the
	// current block, -1 outside any: break and continue may not leave
	// the clause, return may not appear in it.
	starLoops    int
	asyncFunc    bool // the current function is async
	returnValues []pendingReturn
}

// pendingReturn is a `return value` whose validity depends on whether its
// function turns out to be an async generator.
type pendingReturn struct {
	scope *Scope
	pos   ast.Pos
	seq   int
}

// Resolve builds the symbol table of a module and checks the compile-time
// rules of CPython 3.11. src is the module's source text, used for error
// reports. Errors are *ast.SyntaxError.
func Resolve(filename string, src []byte, mod *ast.Module) (*Info, error) {
	futureLine, err := checkFuture(filename, src, mod)
	if err != nil {
		return nil, err
	}
	r := &resolver{filename: filename, src: src, info: &Info{Scopes: map[ast.Node]*Scope{}}, starLoops: -1, futureLine: futureLine}
	top := r.newScope(ModuleScope, "<module>", mod)
	r.info.Module = top
	r.cur = top
	r.stmts(mod.Body)
	r.checkPendingReturns()
	if r.err != nil {
		return nil, r.err
	}
	if err := r.analyze(top); err != nil {
		return nil, err
	}
	if r.compileErr != nil {
		return nil, r.compileErr
	}
	finish(top, r.starImport)
	return r.info, nil
}

// fail records the first symbol-table error.
func (r *resolver) fail(pos ast.Pos, format string, args ...any) {
	if r.err == nil {
		r.err = syntaxError(r.filename, r.src, pos, format, args...)
	}
}

// compileError records an error the compiler reports, keeping the first in
// compilation order.
func (r *resolver) compileError(pos ast.Pos, format string, args ...any) {
	r.seq++
	r.compileErrorAt(r.seq, pos, format, args...)
}

func (r *resolver) compileErrorAt(seq int, pos ast.Pos, format string, args ...any) {
	if r.compileErr == nil || seq < r.compileErrSeq {
		r.compileErr = syntaxError(r.filename, r.src, pos, format, args...)
		r.compileErrSeq = seq
	}
}

func (r *resolver) newScope(kind ScopeKind, name string, node ast.Node) *Scope {
	s := &Scope{Kind: kind, Name: name, Node: node, Symbols: map[string]*Symbol{}}
	if r.cur != nil {
		s.Parent = r.cur
		r.cur.Children = append(r.cur.Children, s)
		s.Private = r.cur.Private
		s.nested = r.cur.nested || r.cur.IsFunctionLike()
	}
	r.info.Scopes[node] = s
	if m, ok := node.(*ast.Module); ok {
		r.info.FutureAnnotations = hasFutureAnnotations(m)
	}
	return s
}

// blockState is the per-block compiler state saved around a nested block.
type blockState struct {
	cur       *Scope
	loops     int
	starLoops int
	asyncFunc bool
}

func (r *resolver) enter(s *Scope, async bool) blockState {
	saved := blockState{r.cur, r.loops, r.starLoops, r.asyncFunc}
	r.cur = s
	r.loops = 0
	r.starLoops = -1
	if s.Kind != ComprehensionScope {
		r.asyncFunc = async
	}
	return saved
}

func (r *resolver) leave(saved blockState) {
	r.cur, r.loops, r.starLoops, r.asyncFunc = saved.cur, saved.loops, saved.starLoops, saved.asyncFunc
}

// addDef records a flag for a name in the current scope.
func (r *resolver) addDef(name string, flag int, pos ast.Pos) {
	r.addDefIn(r.cur, name, flag, pos)
}

func (r *resolver) addDefIn(s *Scope, name string, flag int, pos ast.Pos) {
	name = Mangle(r.cur.Private, name)
	sym := s.Symbols[name]
	if sym == nil {
		sym = &Symbol{Name: name, Index: -1}
		s.Symbols[name] = sym
		s.Names = append(s.Names, name)
	} else if flag&flagParam != 0 && sym.flags&flagParam != 0 {
		r.fail(pos, msgDuplicateArgument, name)
		return
	}
	sym.flags |= flag
	if flag&flagGlobal != 0 && s != r.info.Module {
		// CPython records every global declaration in the module's table
		// too.
		m := r.info.Module
		if g := m.Symbols[name]; g != nil {
			g.flags |= flag
		} else {
			m.Symbols[name] = &Symbol{Name: name, Index: -1, flags: flag}
			m.Names = append(m.Names, name)
		}
	}
	if s.compIterTarget {
		if sym.flags&(flagGlobal|flagNonlocal) != 0 {
			r.fail(pos, msgNamedExprInnerLoop, name)
			return
		}
		sym.flags |= flagCompIter
	}
}

func (r *resolver) flagsOf(s *Scope, name string) int {
	if sym := s.Symbols[Mangle(r.cur.Private, name)]; sym != nil {
		return sym.flags
	}
	return 0
}

func (r *resolver) recordDirective(name string, pos ast.Pos) {
	r.cur.directives = append(r.cur.directives, directive{Mangle(r.cur.Private, name), pos})
}

// deeper guards the recursion of the walk.
func (r *resolver) deeper(pos ast.Pos) bool {
	r.depth++
	if r.depth > maxDepth {
		r.fail(pos, msgTooDeep)
		return false
	}
	return true
}

func (r *resolver) stmts(list []ast.Stmt) {
	for _, s := range list {
		if r.err != nil {
			return
		}
		r.stmt(s)
	}
}

func (r *resolver) exprs(list []ast.Expr) {
	for _, e := range list {
		if e != nil {
			r.expr(e)
		}
	}
}

func (r *resolver) stmt(s ast.Stmt) {
	if !r.deeper(*s.Position()) {
		return
	}
	defer func() { r.depth-- }()
	switch s := s.(type) {
	case *ast.FunctionDef:
		r.functionDef(s, s.Name, s.Args, s.Body, s.DecoratorList, s.Returns, false)
	case *ast.AsyncFunctionDef:
		r.functionDef(s, s.Name, s.Args, s.Body, s.DecoratorList, s.Returns, true)
	case *ast.ClassDef:
		r.classDef(s)
	case *ast.Return:
		if !r.cur.IsFunctionLike() {
			r.compileError(s.Pos, msgReturnOutside)
		} else if r.starLoops >= 0 {
			// CPython reports a constant value on the return's line at the
			// constant, anything else at the statement.
			pos := s.Pos
			if c, ok := s.Value.(*ast.Constant); ok && c.Lineno == s.Lineno {
				pos = c.Pos
			}
			r.compileError(pos, msgExceptStarFlow)
		} else if s.Value != nil {
			r.seq++
			r.returnValues = append(r.returnValues, pendingReturn{r.cur, s.Pos, r.seq})
		}
		if s.Value != nil {
			r.valueExpr(s.Value)
		}
	case *ast.Delete:
		for _, t := range s.Targets {
			r.target(t)
		}
	case *ast.Assign:
		for _, t := range s.Targets {
			r.target(t)
		}
		r.valueExpr(s.Value)
	case *ast.AnnAssign:
		r.annAssign(s)
	case *ast.AugAssign:
		r.target(s.Target)
		r.valueExpr(s.Value)
	case *ast.For:
		r.target(s.Target)
		r.valueExpr(s.Iter)
		r.loopBody(s.Body)
		r.stmts(s.Orelse)
	case *ast.AsyncFor:
		if !r.asyncFunc {
			r.compileError(s.Pos, msgAsyncForOutside)
		}
		r.target(s.Target)
		r.valueExpr(s.Iter)
		r.loopBody(s.Body)
		r.stmts(s.Orelse)
	case *ast.While:
		r.valueExpr(s.Test)
		r.loopBody(s.Body)
		r.stmts(s.Orelse)
	case *ast.If:
		r.valueExpr(s.Test)
		r.stmts(s.Body)
		r.stmts(s.Orelse)
	case *ast.Match:
		r.match(s)
	case *ast.Raise:
		if s.Exc != nil {
			r.valueExpr(s.Exc)
		}
		if s.Cause != nil {
			r.valueExpr(s.Cause)
		}
	case *ast.Try:
		r.try(s.Body, s.Handlers, s.Orelse, s.Finalbody, false)
	case *ast.TryStar:
		r.try(s.Body, s.Handlers, s.Orelse, s.Finalbody, true)
	case *ast.Assert:
		r.valueExpr(s.Test)
		if s.Msg != nil {
			r.valueExpr(s.Msg)
		}
	case *ast.Import:
		for _, a := range s.Names {
			r.alias(a, a.Name)
		}
	case *ast.ImportFrom:
		if s.Module == "__future__" && s.Lineno > r.futureLine {
			r.compileError(s.Pos, msgLateFuture)
		}
		for _, a := range s.Names {
			r.alias(a, a.Name)
		}
	case *ast.Global:
		r.declare(s.Pos, s.Names, flagGlobal)
	case *ast.Nonlocal:
		r.declare(s.Pos, s.Names, flagNonlocal)
	case *ast.ExprStmt:
		r.valueExpr(s.Value)
	case *ast.Pass:
	case *ast.Break:
		if r.starLoops == r.loops {
			r.compileError(s.Pos, msgExceptStarFlow)
		} else if r.loops == 0 {
			r.compileError(s.Pos, msgBreakOutside)
		}
	case *ast.Continue:
		if r.starLoops == r.loops {
			r.compileError(s.Pos, msgExceptStarFlow)
		} else if r.loops == 0 {
			r.compileError(s.Pos, msgContinueOutside)
		}
	case *ast.With:
		r.with(s.Items, s.Body)
	case *ast.AsyncWith:
		if !r.asyncFunc {
			r.compileError(s.Pos, msgAsyncWithOutside)
		}
		r.with(s.Items, s.Body)
	}
}

func (r *resolver) loopBody(body []ast.Stmt) {
	r.loops++
	r.stmts(body)
	r.loops--
}

func (r *resolver) functionDef(node ast.Stmt, name string, args *ast.Arguments, body []ast.Stmt, decorators []ast.Expr, returns ast.Expr, async bool) {
	pos := *node.Position()
	if name == "__debug__" {
		r.compileError(pos, msgAssignDebug)
	}
	r.addDef(name, flagLocal, pos)
	r.checkDebugArgs(args, pos)
	r.exprs(args.Defaults)
	r.exprs(args.KwDefaults)
	r.annotations(args, returns)
	r.exprs(decorators)
	s := r.newScope(FunctionScope, name, node)
	s.Coroutine = async
	saved := r.enter(s, async)
	r.params(args)
	r.stmts(body)
	r.leave(saved)
}

func (r *resolver) checkDebugArgs(args *ast.Arguments, pos ast.Pos) {
	for _, list := range [][]*ast.Arg{args.Posonlyargs, args.Args, args.Kwonlyargs, {args.Vararg, args.Kwarg}} {
		for _, a := range list {
			if a != nil && a.Arg == "__debug__" {
				r.compileError(pos, msgAssignDebug)
				return
			}
		}
	}
}

func (r *resolver) annotations(args *ast.Arguments, returns ast.Expr) {
	for _, list := range [][]*ast.Arg{args.Posonlyargs, args.Args} {
		for _, a := range list {
			if a.Annotation != nil {
				r.annotation(a.Annotation)
			}
		}
	}
	if args.Vararg != nil && args.Vararg.Annotation != nil {
		r.annotation(args.Vararg.Annotation)
	}
	if args.Kwarg != nil && args.Kwarg.Annotation != nil {
		r.annotation(args.Kwarg.Annotation)
	}
	for _, a := range args.Kwonlyargs {
		if a.Annotation != nil {
			r.annotation(a.Annotation)
		}
	}
	if returns != nil {
		r.annotation(returns)
	}
}

// params records the parameters of the current scope in CPython's order.
func (r *resolver) params(args *ast.Arguments) {
	add := func(a *ast.Arg) {
		if a != nil {
			r.addDef(a.Arg, flagParam, a.Pos)
			r.cur.NumParams++
		}
	}
	for _, a := range args.Posonlyargs {
		add(a)
	}
	for _, a := range args.Args {
		add(a)
	}
	for _, a := range args.Kwonlyargs {
		add(a)
	}
	add(args.Vararg)
	add(args.Kwarg)
}

func (r *resolver) classDef(c *ast.ClassDef) {
	if c.Name == "__debug__" {
		r.compileError(c.Pos, msgAssignDebug)
	}
	r.addDef(c.Name, flagLocal, c.Pos)
	r.exprs(c.Bases)
	for _, k := range c.Keywords {
		r.keyword(k)
	}
	r.exprs(c.DecoratorList)
	s := r.newScope(ClassScope, c.Name, c)
	s.Private = c.Name
	saved := r.enter(s, false)
	r.stmts(c.Body)
	r.leave(saved)
}

func (r *resolver) keyword(k *ast.Keyword) {
	if k.Arg == "__debug__" {
		r.compileError(k.Pos, msgAssignDebug)
	}
	r.expr(k.Value)
}

func (r *resolver) annAssign(s *ast.AnnAssign) {
	if name, ok := s.Target.(*ast.Name); ok {
		cur := r.flagsOf(r.cur, name.Id)
		if cur&(flagGlobal|flagNonlocal) != 0 && r.cur.Kind != ModuleScope && s.Simple != 0 {
			if cur&flagGlobal != 0 {
				r.fail(s.Pos, msgGlobalAnnot, name.Id)
			} else {
				r.fail(s.Pos, msgNonlocalAnnot, name.Id)
			}
			return
		}
		r.checkDebugName(name)
		if s.Simple != 0 {
			r.addDef(name.Id, flagAnnot|flagLocal, name.Pos)
		} else if s.Value != nil {
			r.addDef(name.Id, flagLocal, name.Pos)
		}
	} else {
		r.target(s.Target)
	}
	r.annotation(s.Annotation)
	if s.Value != nil {
		r.valueExpr(s.Value)
	}
}

func (r *resolver) try(body []ast.Stmt, handlers []*ast.ExceptHandler, orelse, final []ast.Stmt, star bool) {
	r.stmts(body)
	r.stmts(orelse)
	for i, h := range handlers {
		if h.Type == nil && i < len(handlers)-1 {
			r.compileError(h.Pos, msgDefaultExceptLast)
		}
		if h.Type != nil {
			r.expr(h.Type)
		}
		if h.Name != "" {
			r.addDef(h.Name, flagLocal, h.Pos)
		}
		if star {
			saved := r.starLoops
			r.starLoops = r.loops
			r.stmts(h.Body)
			r.starLoops = saved
			continue
		}
		r.stmts(h.Body)
	}
	r.stmts(final)
}

func (r *resolver) with(items []*ast.WithItem, body []ast.Stmt) {
	for _, it := range items {
		r.valueExpr(it.ContextExpr)
		if it.OptionalVars != nil {
			r.target(it.OptionalVars)
		}
	}
	r.stmts(body)
}

func (r *resolver) alias(a *ast.Alias, name string) {
	if name == "*" {
		if r.cur.Kind != ModuleScope {
			r.fail(a.Pos, msgImportStar)
		}
		r.starImport = true
		return
	}
	store := a.Asname
	if store == "" {
		store = name
		for i := 0; i < len(name); i++ {
			if name[i] == '.' {
				store = name[:i]
				break
			}
		}
	}
	if store == "__debug__" {
		r.compileError(a.Pos, msgAssignDebug)
	}
	r.addDef(store, flagImport, a.Pos)
}

// declare handles global and nonlocal statements.
func (r *resolver) declare(pos ast.Pos, names []string, flag int) {
	for _, name := range names {
		cur := r.flagsOf(r.cur, name)
		if cur&(flagParam|flagLocal|flagUse|flagAnnot) != 0 {
			global := flag == flagGlobal
			var msg string
			switch {
			case cur&flagParam != 0:
				msg = pick(global, msgGlobalParam, msgNonlocalParam)
			case cur&flagUse != 0:
				msg = pick(global, msgGlobalAfterUse, msgNonlocalAfterUse)
			case cur&flagAnnot != 0:
				msg = pick(global, msgGlobalAnnot, msgNonlocalAnnot)
			default:
				msg = pick(global, msgGlobalAfterAssign, msgNonlocalAfterAssign)
			}
			r.fail(pos, msg, name)
			return
		}
		r.addDef(name, flag, pos)
		r.recordDirective(name, pos)
	}
}

func pick(cond bool, a, b string) string {
	if cond {
		return a
	}
	return b
}

// target visits an assignment, deletion, for or with target, checking
// the compiler's rules for starred targets.
func (r *resolver) target(e ast.Expr) {
	if s, ok := e.(*ast.Starred); ok {
		if s.Ctx == ast.Del {
			r.compileError(s.Pos, msgDeleteStarred)
		} else {
			r.compileError(s.Pos, msgStarredTarget)
		}
		r.target(s.Value)
		return
	}
	r.expr(e)
}

// valueExpr visits an expression in a position where a bare starred
// expression is not allowed.
func (r *resolver) valueExpr(e ast.Expr) {
	if s, ok := e.(*ast.Starred); ok && s.Ctx == ast.Load {
		r.compileError(s.Pos, msgStarredHere)
		r.expr(s.Value)
		return
	}
	r.expr(e)
}

func (r *resolver) checkDebugName(n *ast.Name) {
	if n.Id != "__debug__" {
		return
	}
	switch n.Ctx {
	case ast.Store:
		r.compileError(n.Pos, msgAssignDebug)
	case ast.Del:
		r.compileError(n.Pos, msgDeleteDebug)
	}
}

// elements visits the elements of a list or tuple display or target.
func (r *resolver) elements(pos ast.Pos, elts []ast.Expr, ctx ast.ExprContext) {
	if ctx == ast.Store {
		starred := -1
		for i, e := range elts {
			if _, ok := e.(*ast.Starred); ok {
				if starred >= 0 {
					r.compileError(pos, msgMultipleStarred)
					break
				}
				starred = i
			}
		}
		if starred >= 0 && (starred >= 1<<8 || len(elts)-starred-1 >= (1<<31-1)>>8) {
			r.compileError(pos, msgTooManyStarExprs)
		}
	}
	for _, e := range elts {
		if s, ok := e.(*ast.Starred); ok {
			if s.Ctx == ast.Del {
				r.compileError(s.Pos, msgDeleteStarred)
			}
			r.expr(s.Value)
			continue
		}
		r.expr(e)
	}
}

func (r *resolver) expr(e ast.Expr) {
	if r.err != nil || !r.deeper(*e.Position()) {
		return
	}
	defer func() { r.depth-- }()
	switch e := e.(type) {
	case *ast.Name:
		r.checkDebugName(e)
		if e.Ctx == ast.Load {
			r.addDef(e.Id, flagUse, e.Pos)
			if e.Id == "super" && r.cur.IsFunctionLike() {
				r.addDef("__class__", flagUse, e.Pos)
			}
		} else {
			r.addDef(e.Id, flagLocal, e.Pos)
		}
	case *ast.Constant:
	case *ast.BoolOp:
		r.exprs(e.Values)
	case *ast.NamedExpr:
		r.namedExpr(e)
	case *ast.BinOp:
		r.expr(e.Left)
		r.expr(e.Right)
	case *ast.UnaryOp:
		r.expr(e.Operand)
	case *ast.Lambda:
		r.lambda(e)
	case *ast.IfExp:
		r.expr(e.Test)
		r.expr(e.Body)
		r.expr(e.Orelse)
	case *ast.Dict:
		r.exprs(e.Keys)
		r.exprs(e.Values)
	case *ast.Set:
		r.elements(e.Pos, e.Elts, ast.Load)
	case *ast.ListComp:
		r.comprehension(e, "<listcomp>", e.Generators, e.Elt, nil)
	case *ast.SetComp:
		r.comprehension(e, "<setcomp>", e.Generators, e.Elt, nil)
	case *ast.DictComp:
		r.comprehension(e, "<dictcomp>", e.Generators, e.Key, e.Value)
	case *ast.GeneratorExp:
		r.comprehension(e, "<genexpr>", e.Generators, e.Elt, nil)
	case *ast.Yield:
		r.yield(e.Pos, e.Value, false)
	case *ast.YieldFrom:
		r.yield(e.Pos, e.Value, true)
	case *ast.Await:
		r.await(e)
	case *ast.Compare:
		r.expr(e.Left)
		r.exprs(e.Comparators)
	case *ast.Call:
		r.expr(e.Func)
		r.elements(e.Pos, e.Args, ast.Load)
		for _, k := range e.Keywords {
			r.keyword(k)
		}
	case *ast.FormattedValue:
		r.expr(e.Value)
		if e.FormatSpec != nil {
			r.expr(e.FormatSpec)
		}
	case *ast.JoinedStr:
		r.exprs(e.Values)
	case *ast.Attribute:
		if e.Attr == "__debug__" && e.Ctx == ast.Store {
			r.compileError(e.Pos, msgAssignDebug)
		}
		r.expr(e.Value)
	case *ast.Subscript:
		r.expr(e.Value)
		r.expr(e.Slice)
	case *ast.Starred:
		// A starred expression reaches here only outside a display,
		// call or target list.
		if e.Ctx == ast.Load {
			r.compileError(e.Pos, msgStarredHere)
		} else if e.Ctx == ast.Store {
			r.compileError(e.Pos, msgStarredTarget)
		}
		r.expr(e.Value)
	case *ast.List:
		r.elements(e.Pos, e.Elts, e.Ctx)
	case *ast.Tuple:
		r.elements(e.Pos, e.Elts, e.Ctx)
	case *ast.Slice:
		if e.Lower != nil {
			r.expr(e.Lower)
		}
		if e.Upper != nil {
			r.expr(e.Upper)
		}
		if e.Step != nil {
			r.expr(e.Step)
		}
	}
}

func (r *resolver) lambda(l *ast.Lambda) {
	r.checkDebugArgs(l.Args, l.Pos)
	r.exprs(l.Args.Defaults)
	r.exprs(l.Args.KwDefaults)
	s := r.newScope(LambdaScope, "<lambda>", l)
	saved := r.enter(s, false)
	r.params(l.Args)
	r.valueExpr(l.Body)
	r.leave(saved)
}

func (r *resolver) yield(pos ast.Pos, value ast.Expr, from bool) {
	if r.cur.Kind == ComprehensionScope {
		r.fail(pos, "'yield' inside %s", comprehensionWhat(r.cur.Node))
		return
	}
	if !r.cur.IsFunctionLike() {
		r.compileError(pos, msgYieldOutside)
	} else if from && r.cur.Coroutine {
		r.compileError(pos, msgYieldFromAsync)
	}
	if value != nil {
		r.valueExpr(value)
	}
	r.cur.Generator = true
}

func (r *resolver) await(e *ast.Await) {
	switch {
	case !r.cur.IsFunctionLike():
		r.compileError(e.Pos, msgAwaitOutside)
	case r.cur.Kind != ComprehensionScope && !r.asyncFunc:
		r.compileError(e.Pos, msgAwaitOutsideAsync)
	}
	r.expr(e.Value)
	r.cur.Coroutine = true
}

func comprehensionWhat(n ast.Node) string {
	switch n.(type) {
	case *ast.ListComp:
		return "list comprehension"
	case *ast.SetComp:
		return "set comprehension"
	case *ast.DictComp:
		return "dict comprehension"
	}
	return "generator expression"
}

// comprehension visits a comprehension: the outermost iterable in the
// current scope, everything else in a new scope.
func (r *resolver) comprehension(node ast.Expr, name string, gens []*ast.Comprehension, elt, value ast.Expr) {
	outer := gens[0]
	r.cur.compIterExpr++
	r.valueExpr(outer.Iter)
	r.cur.compIterExpr--
	s := r.newScope(ComprehensionScope, name, node)
	_, isGen := node.(*ast.GeneratorExp)
	if outer.IsAsync != 0 {
		s.Coroutine = true
	}
	saved := r.enter(s, false)
	s.compIterTarget = true
	r.target(outer.Target)
	s.compIterTarget = false
	r.exprs(outer.Ifs)
	for _, g := range gens[1:] {
		s.compIterTarget = true
		r.target(g.Target)
		s.compIterTarget = false
		s.compIterExpr++
		r.valueExpr(g.Iter)
		s.compIterExpr--
		r.exprs(g.Ifs)
		if g.IsAsync != 0 {
			s.Coroutine = true
		}
	}
	if value != nil {
		r.expr(value)
	}
	r.expr(elt)
	s.Generator = isGen
	r.leave(saved)
	if s.Coroutine && !isGen {
		if !r.asyncFunc && r.cur.Kind != ComprehensionScope {
			r.compileError(*node.Position(), msgAsyncComprehension)
		}
		r.cur.Coroutine = true
	}
}

func (r *resolver) namedExpr(e *ast.NamedExpr) {
	if r.cur.compIterExpr > 0 {
		r.fail(e.Pos, msgNamedExprCompIterExpr)
		return
	}
	if r.cur.Kind == ComprehensionScope {
		if !r.extendNamedExprScope(e.Target.(*ast.Name)) {
			return
		}
	}
	r.expr(e.Value)
	r.expr(e.Target)
}

// extendNamedExprScope binds the target of a walrus inside a comprehension
// in the nearest enclosing function or module scope.
func (r *resolver) extendNamedExprScope(target *ast.Name) bool {
	name := target.Id
	for s := r.cur; s != nil; s = s.Parent {
		switch s.Kind {
		case ComprehensionScope:
			if r.flagsOf(s, name)&flagCompIter != 0 {
				r.fail(target.Pos, msgNamedExprCompConflict, name)
				return false
			}
		case FunctionScope, LambdaScope:
			if r.flagsOf(s, name)&flagGlobal != 0 {
				r.addDef(name, flagGlobal, target.Pos)
			} else {
				r.addDef(name, flagNonlocal, target.Pos)
			}
			r.recordDirective(name, target.Pos)
			r.addDefIn(s, name, flagLocal, target.Pos)
			return r.err == nil
		case ModuleScope:
			r.addDef(name, flagGlobal, target.Pos)
			r.recordDirective(name, target.Pos)
			r.addDefIn(s, name, flagGlobal, target.Pos)
			return r.err == nil
		case ClassScope:
			r.fail(target.Pos, msgNamedExprCompInClass)
			return false
		}
	}
	return false
}

// checkPendingReturns reports `return value` in async generators, which
// can only be decided once the whole function has been visited.
func (r *resolver) checkPendingReturns() {
	for _, p := range r.returnValues {
		if p.scope.Coroutine && p.scope.Generator && p.scope.Kind != ComprehensionScope {
			r.compileErrorAt(p.seq, p.pos, msgReturnAsyncGen)
		}
	}
}
