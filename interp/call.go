package interp

import (
	"slices"

	"github.com/kraitpy/krait/ast"
	"github.com/kraitpy/krait/policy"
	"github.com/kraitpy/krait/py"
	"github.com/kraitpy/krait/resolve"
)

// call compiles a call expression.
func (c *compiler) call(e *ast.Call) evalFn {
	inOperand := c.takeOperand()
	clean := c.cleanValue == ast.Expr(e)
	c.cleanValue = nil
	if fn := c.zeroArgSuper(e); fn != nil {
		return fn
	}
	if fn := c.zeroArgDir(e); fn != nil {
		return fn
	}
	if fn := c.freshArgCall(e); fn != nil {
		return fn
	}
	if fn := c.tempCall(e, inOperand, clean); fn != nil {
		return fn
	}
	var fn evalFn
	if a, ok := e.Func.(*ast.Attribute); ok {
		fn = c.attributeAccess(a, policy.DunderCall)
	} else {
		fn = c.expr(e.Func)
	}
	site := c.site(e)
	simple := !hasStarred(e.Args)
	for _, k := range e.Keywords {
		if k.Arg == "" {
			simple = false
		}
	}
	if simple {
		args := c.exprs(e.Args)
		names := make([]string, len(e.Keywords)) //krait:alloc-ok sized by the AST of the program (its source is capped by MaxSourceBytes)
		kwvals := make([]evalFn, len(e.Keywords))
		for i, k := range e.Keywords {
			names[i] = k.Arg
			kwvals[i] = c.expr(k.Value)
		}
		if a, ok := e.Func.(*ast.Attribute); ok {
			return c.methodCall(a, args, names, kwvals, site, clean)
		}
		if len(names) == 0 && len(args) <= 4 {
			return c.callPositional(fn, args, site, clean)
		}
		if clean && len(names) <= maxBoundKw {
			return c.callKeywordsClean(fn, args, names, kwvals, site)
		}
		return func(fr *frame) (py.Value, error) {
			f, argv, kw, err := fr.evalCall(fn, args, names, kwvals)
			if err != nil {
				return nil, err
			}
			return fr.callValue(f, argv, kw, site)
		}
	}
	args := c.callElements(e.Args)
	type kwarg struct {
		name  string // "" for **mapping
		value evalFn
	}
	kws := make([]kwarg, len(e.Keywords)) //krait:alloc-ok sized by the AST of the program (its source is capped by MaxSourceBytes)
	for i, k := range e.Keywords {
		kws[i] = kwarg{k.Arg, c.expr(k.Value)}
	}
	return func(fr *frame) (py.Value, error) {
		f, err := fn(fr)
		if err != nil {
			return nil, err
		}
		argv, err := args(fr, f)
		if err != nil {
			return nil, err
		}
		var kw []py.Kwarg
		for _, k := range kws {
			v, err := k.value(fr)
			if err != nil {
				return nil, err
			}
			if k.name != "" {
				for _, x := range kw {
					if x.Name == k.name {
						return nil, fr.fail(py.NewTypeError("%s got multiple values for keyword argument '%s'", funcDesc(f), k.name), site)
					}
				}
				kw = append(kw, py.Kwarg{Name: k.name, Value: v}) //krait:alloc-ok one per keyword argument of the call in the source (AST); **mapping items go through mappingItems, charged per chunk
				continue
			}
			kw, err = appendMappingKwargs(fr.th, kw, v, f)
			if err != nil {
				return nil, fr.fail(err, site)
			}
		}
		return fr.callValue(f, argv, kw, site)
	}
}

// evalCall evaluates the callee, the positional arguments and the
// keyword arguments (named names) of a call without * or **.
func (fr *frame) evalCall(fn evalFn, args []evalFn, names []string, kwvals []evalFn) (f py.Value, argv []py.Value, kw []py.Kwarg, err error) {
	if f, err = fn(fr); err != nil {
		return nil, nil, nil, err
	}
	argv, kw, err = fr.evalArgs(args, names, kwvals)
	return f, argv, kw, err
}

// evalArgs evaluates the positional arguments and the keyword arguments
// (named names) of a call without * or **.
func (fr *frame) evalArgs(args []evalFn, names []string, kwvals []evalFn) (argv []py.Value, kw []py.Kwarg, err error) {
	argv = make([]py.Value, len(args)) //krait:alloc-ok sized by the AST of the program (its source is capped by MaxSourceBytes)
	for i, a := range args {
		if argv[i], err = a(fr); err != nil {
			return nil, nil, err
		}
	}
	if len(names) > 0 {
		kw = make([]py.Kwarg, len(names)) //krait:alloc-ok sized by the AST of the program (its source is capped by MaxSourceBytes)
		for i, v := range kwvals {
			x, err := v(fr)
			if err != nil {
				return nil, nil, err
			}
			kw[i] = py.Kwarg{Name: names[i], Value: x}
		}
	}
	return argv, kw, nil
}

// callElements compiles the positional arguments of a call with *args:
// like elements, but a starred value that is not iterable fails with
// CPython's "f() argument after * must be an iterable, not int".
func (c *compiler) callElements(elts []ast.Expr) func(fr *frame, f py.Value) ([]py.Value, error) {
	type elem struct {
		fn      evalFn
		starred bool
		site    *site
	}
	list := make([]elem, len(elts)) //krait:alloc-ok sized by the AST of the program (its source is capped by MaxSourceBytes)
	for i, e := range elts {
		if s, ok := e.(*ast.Starred); ok {
			list[i] = elem{c.expr(s.Value), true, c.site(s.Value)}
		} else {
			list[i] = elem{fn: c.expr(e)}
		}
	}
	return func(fr *frame, f py.Value) ([]py.Value, error) {
		var out []py.Value
		for _, el := range list {
			v, err := el.fn(fr)
			if err != nil {
				return nil, err
			}
			if !el.starred {
				out = append(out, v)
				continue
			}
			out, err = appendIterable(fr.th, out, v)
			if err != nil {
				if ex, ok := err.(*py.Exception); ok && ex.Type() == py.TypeErrorType {
					if msg := "'" + typeName(v) + "' object is not iterable"; len(ex.Args) == 1 && argString(ex.Args[0]) == msg {
						err = py.NewTypeError("%s argument after * must be an iterable, not %s", funcDesc(f), typeName(v))
					}
				}
				return nil, fr.fail(err, el.site)
			}
		}
		return out, nil
	}
}

// callPositional compiles a call with up to four positional arguments.
// When the callee is a Python function whose parameters take exactly these
// arguments, they are evaluated straight into the new frame's slots: the
// call allocates nothing.
// With clean, the call is the whole value of its statement: a Python
// function it calls directly is entered clean (see memory.go).
func (c *compiler) callPositional(fn evalFn, args []evalFn, site *site, clean bool) evalFn {
	if clean {
		return func(fr *frame) (py.Value, error) {
			f, err := fn(fr)
			if err != nil {
				return nil, err
			}
			if pf, ok := f.(*Function); ok {
				if pf.code.takesExactly(len(args)) {
					return fr.callDirect(pf, args, site, true)
				}
				if bindSlots(pf, 0, len(args), nil, nil) { // defaults fill the rest
					return fr.callMethodBound(pf, nil, args, nil, nil, site, true)
				}
			}
			return fr.callPositionalValue(f, args, site)
		}
	}
	return func(fr *frame) (py.Value, error) {
		f, err := fn(fr)
		if err != nil {
			return nil, err
		}
		return fr.callPositionalValue(f, args, site)
	}
}

// callKeywordsClean compiles a call with keyword arguments (at most
// maxBoundKw, no * or **) that is the whole value of its statement: a
// Python function whose parameters bindSlots can fill is called with the
// values straight in its new frame, entered clean (see memory.go); any
// other callee takes the generic path.
func (c *compiler) callKeywordsClean(fn evalFn, args []evalFn, names []string, kwvals []evalFn, site *site) evalFn {
	return func(fr *frame) (py.Value, error) {
		f, err := fn(fr)
		if err != nil {
			return nil, err
		}
		if pf, ok := f.(*Function); ok {
			var slots [maxBoundKw]int
			if bindSlots(pf, 0, len(args), names, slots[:]) {
				return fr.callMethodBound(pf, nil, args, kwvals, slots[:len(names)], site, true)
			}
		}
		argv, kw, err := fr.evalArgs(args, names, kwvals)
		if err != nil {
			return nil, err
		}
		return fr.callValue(f, argv, kw, site)
	}
}

// callPositionalValue is callPositional once the callee f is evaluated.
func (fr *frame) callPositionalValue(f py.Value, args []evalFn, site *site) (py.Value, error) {
	n := len(args)
	if pf, ok := f.(*Function); ok && pf.code.takesExactly(n) {
		return fr.callDirect(pf, args, site, false)
	}
	if cls, ok := f.(*py.Type); ok {
		if init, ok := cls.PlainInit(); ok {
			if fn, ok := init.(*Function); ok && fn.code.takesExactly(n+1) {
				return fr.constructDirect(cls, fn, args, site)
			}
		}
	}
	if n <= maxBorrowArgs && borrowsArgs(f) {
		return fr.callBorrowing(f, args, site)
	}
	argv := make([]py.Value, n) //krait:alloc-ok n <= 4 positional arguments (callPositional)
	for i, a := range args {
		var err error
		if argv[i], err = a(fr); err != nil {
			return nil, err
		}
	}
	return fr.callValue(f, argv, nil, site)
}

// takesExactly reports whether n positional arguments bind one to one to
// the parameters (no defaults, *args, keyword-only or **kwargs).
func (c *code) takesExactly(n int) bool {
	return len(c.posNames) == n && c.varargs < 0 && c.varkw < 0 && len(c.kwonlyNames) == 0 && !c.generator
}

// callDirect calls a Python function, evaluating the arguments into the
// slots of its new frame. With clean, the caller's Go code holds nothing
// but f and the new frame, which are rooted for the memory walk while
// the call runs: the frame is entered clean (see memory.go).
func (fr *frame) callDirect(f *Function, args []evalFn, site *site, clean bool) (py.Value, error) {
	if err := fr.th.Tick(); err != nil {
		return nil, err
	}
	in := fr.in
	nf, err := in.newFrame(fr.th, f.code, f.globals)
	if err != nil {
		return nil, fr.fail(err, site)
	}
	for i, a := range args {
		v, err := a(fr)
		if err != nil {
			in.release(nf)
			return nil, err
		}
		nf.locals[i] = v
	}
	if clean {
		return fr.callClean(f, nf, site)
	}
	if err := fr.th.Enter(); err != nil {
		in.release(nf)
		return nil, fr.fail(err, site)
	}
	fr.line = site.pos.Lineno
	v, err := f.run(nf)
	fr.th.Leave()
	in.release(nf)
	if err != nil {
		return nil, fr.fail(err, site)
	}
	return v, nil
}

// callValue calls f, charging the budget and recording the call site in
// the traceback of an error.
func (fr *frame) callValue(f py.Value, args []py.Value, kwargs []py.Kwarg, site *site) (py.Value, error) {
	if err := fr.th.Tick(); err != nil {
		return nil, err
	}
	fr.line = site.pos.Lineno
	var v py.Value
	var err error
	if pf, ok := f.(*Function); ok {
		v, err = pf.Call(fr.th, args, kwargs)
		if pf.code.generator && err == nil {
			fr.noteFresh(v, site)
		}
	} else {
		v, err = call(fr.th, f, args, kwargs)
		if m, ok := f.(*py.BoundMethod); ok && err == nil {
			if pf, ok := m.Func.(*Function); ok && pf.code.generator {
				fr.noteFresh(v, site)
			}
		}
	}
	if err != nil {
		return nil, fr.fail(err, site)
	}
	return v, nil
}

// functionDef compiles a def statement.
func (c *compiler) functionDef(s ast.Stmt, name string, args *ast.Arguments, body []ast.Stmt, decorators []ast.Expr) execFn {
	decos := c.exprs(decorators)
	decoSites := make([]*site, len(decorators))
	for i, d := range decorators {
		decoSites[i] = c.site(d)
	}
	mk := c.makeFunction(s, name, args, func(fc *compiler) execFn { return fc.functionBody(body) })
	if doc := docstring(body); doc != nil {
		mk.code.doc = doc
	}
	store := c.storeName(&ast.Name{Pos: posOf(s), Id: name, Ctx: ast.Store})
	rec := c.recorder()
	return func(fr *frame) (flow, error) {
		ds := make([]py.Value, len(decos)) //krait:alloc-ok one per decorator in the source (AST)
		for i, d := range decos {
			v, err := d(fr)
			if err != nil {
				return flowNext, err
			}
			ds[i] = v
		}
		var f py.Value
		f, err := mk.make(fr)
		if err != nil {
			return flowNext, err
		}
		for i := len(ds) - 1; i >= 0; i-- {
			if f, err = fr.callValue(ds[i], []py.Value{f}, nil, decoSites[i]); err != nil {
				return flowNext, err
			}
		}
		if rec != nil {
			rec(fr, f)
		}
		return flowNext, store(fr, f)
	}
}

// lambda compiles a lambda expression.
func (c *compiler) lambda(e *ast.Lambda) evalFn {
	body := e.Body
	mk := c.makeFunction(e, "<lambda>", e.Args, func(fc *compiler) execFn {
		ev := fc.expr(body)
		return func(fr *frame) (flow, error) {
			v, err := ev(fr)
			if err != nil {
				return flowNext, err
			}
			fr.ret = v
			return flowReturn, nil
		}
	})
	return mk.make
}

// docstring returns the docstring of a body, or nil.
func docstring(body []ast.Stmt) py.Value {
	if len(body) == 0 {
		return nil
	}
	if e, ok := body[0].(*ast.ExprStmt); ok {
		if k, ok := e.Value.(*ast.Constant); ok {
			if s, ok := k.Value.(string); ok {
				return py.NewStrConst(s)
			}
		}
	}
	return nil
}

// funcMaker creates function values of one compiled def or lambda.
type funcMaker struct {
	code *code
	make evalFn
}

// makeFunction compiles the body of a def or lambda in its own scope and
// returns the closure that creates the function value at run time:
// defaults are evaluated then, once.
func (c *compiler) makeFunction(node ast.Node, name string, args *ast.Arguments, compileBody func(*compiler) execFn) funcMaker {
	scope := c.info.ScopeOf(node)
	qualname := c.childQualname(name)
	fc := &compiler{in: c.in, info: c.info, scope: scope, filename: c.filename, src: c.src, lines: c.lines, unit: c.unit, globals: c.globals, qualname: qualname,
		slots: newSlotUse(len(scope.Locals))}
	cd := &code{name: name, qualname: qualname, filename: c.filename, src: c.src, scope: scope, varargs: -1, varkw: -1, unit: c.unit}
	cd.nlocals = len(scope.Locals)
	cd.ncells = len(scope.Cells)
	cd.generator = scope.Generator
	cd.cleanup = scope.Generator && hasCleanup(node)
	for _, a := range args.Posonlyargs {
		cd.posNames = append(cd.posNames, a.Arg) //krait:alloc-ok sized by the AST of the program (its source is capped by MaxSourceBytes)
	}
	cd.posonly = len(args.Posonlyargs)
	for _, a := range args.Args {
		cd.posNames = append(cd.posNames, a.Arg) //krait:alloc-ok sized by the AST of the program (its source is capped by MaxSourceBytes)
	}
	for _, a := range args.Kwonlyargs {
		cd.kwonlyNames = append(cd.kwonlyNames, a.Arg) //krait:alloc-ok sized by the AST of the program (its source is capped by MaxSourceBytes)
	}
	paramSlot := func(a *ast.Arg) int { return scope.Lookup(a.Arg).ParamSlot }
	if args.Vararg != nil {
		cd.varargs = paramSlot(args.Vararg)
	}
	if args.Kwarg != nil {
		cd.varkw = paramSlot(args.Kwarg)
	}
	for _, n := range scope.Names {
		if sym := scope.Symbols[n]; sym.Param && sym.Kind == resolve.Cell {
			cd.cellParams = append(cd.cellParams, [2]int{sym.ParamSlot, sym.Index})
		}
	}
	cd.body = compileBody(fc)
	fc.finishSlots()
	cd.private = fc.slots.private
	cd.resumable = fc.resumable
	cd.coRooted = fc.co != nil && fc.co.opaque == ""
	if fd, ok := node.(*ast.FunctionDef); ok && len(fd.Body) == 1 && fc.numReturn != nil && !cd.generator {
		if _, ok := fd.Body[0].(*ast.Return); ok {
			cd.numBody = fc.numReturn
		}
	}
	if fc.err != nil {
		c.refuse(fc.err)
	}

	defaults := c.exprs(args.Defaults)
	kwdefaults := make([]evalFn, len(args.KwDefaults))
	for i, d := range args.KwDefaults {
		if d != nil {
			kwdefaults[i] = c.expr(d)
		}
	}
	annotations := c.annotations(node, args)
	closure := c.closureSources(scope)
	in := c.in
	globals := c.globals
	return funcMaker{code: cd, make: func(fr *frame) (py.Value, error) {
		f := &Function{in: in, code: cd, globals: globals, name: name, qualname: qualname}
		if len(defaults) > 0 {
			f.defaults = make([]py.Value, len(defaults)) //krait:alloc-ok one per default in the source (AST)
			for i, d := range defaults {
				v, err := d(fr)
				if err != nil {
					return nil, err
				}
				f.defaults[i] = v
			}
		}
		if len(kwdefaults) > 0 {
			f.kwdefaults = make([]py.Value, len(kwdefaults)) //krait:alloc-ok one per default in the source (AST)
			for i, d := range kwdefaults {
				if d == nil {
					continue
				}
				v, err := d(fr)
				if err != nil {
					return nil, err
				}
				f.kwdefaults[i] = v
			}
		}
		if len(annotations) > 0 {
			d, err := annotations.eval(fr)
			if err != nil {
				return nil, err
			}
			f.annotations = d
		}
		if len(closure) > 0 {
			f.closure = make([]*Cell, len(closure))
			for i, src := range closure {
				f.closure[i] = fr.cells[src]
			}
		}
		return f, fr.th.Alloc(128)
	}}
}

// closureSources returns, for each free variable of the child scope, the
// slot in the current frame's cells that holds it.
func (c *compiler) closureSources(child *resolve.Scope) []int {
	frees := child.Cells[child.NumCellVars:]
	out := make([]int, len(frees))
	for i, name := range frees {
		out[i] = c.scope.CellIndex(name)
	}
	return out
}

// childQualname returns the __qualname__ of a function or class defined
// in the current block.
func (c *compiler) childQualname(name string) string {
	switch c.scope.Kind {
	case resolve.ModuleScope:
		return name
	case resolve.ClassScope:
		return c.qualname + "." + name
	}
	return c.qualname + ".<locals>." + name
}

// zeroArgDir compiles dir() without arguments: when the name still means
// the builtin at run time, the sorted names bound in the current scope
// (locals of a function, the class namespace, the module's globals);
// nil when e is not such a call.
func (c *compiler) zeroArgDir(e *ast.Call) evalFn {
	name, ok := e.Func.(*ast.Name)
	if !ok || name.Id != "dir" || len(e.Args) > 0 || len(e.Keywords) > 0 {
		return nil
	}
	if sym := c.scope.Lookup("dir"); sym == nil || (sym.Kind != resolve.Global && sym.Kind != resolve.GlobalExplicit) {
		return nil
	}
	dirFn := c.loadName(name)
	site := c.site(e)
	scope := c.scope
	type slot struct {
		name  string
		index int
		cell  bool
	}
	var slots []slot
	if scope.IsFunctionLike() {
		for _, n := range scope.Names {
			sym := scope.Symbols[n]
			switch sym.Kind {
			case resolve.Local:
				slots = append(slots, slot{n, sym.Index, false}) //krait:alloc-ok one per symbol of a scope (AST)
			case resolve.Cell, resolve.Free:
				slots = append(slots, slot{n, sym.Index, true}) //krait:alloc-ok one per symbol of a scope (AST)
			}
		}
	}
	classBody := scope.Kind == resolve.ClassScope
	return func(fr *frame) (py.Value, error) {
		f, err := dirFn(fr)
		if err != nil {
			return nil, err
		}
		if b, ok := f.(*py.Builtin); !ok || b.Name != "dir" || b.Self != nil {
			return fr.callValue(f, nil, nil, site)
		}
		if err := fr.th.Tick(); err != nil {
			return nil, err
		}
		var names []string
		switch {
		case classBody && fr.ns != nil:
			for _, kv := range fr.ns.Items() {
				if k, ok := kv[0].(*py.Str); ok {
					names = append(names, k.String())
				}
			}
		case scope.IsFunctionLike():
			for _, s := range slots {
				var v py.Value
				if s.cell {
					v = fr.cells[s.index].Value
				} else {
					v = fr.locals[s.index]
				}
				if v != nil {
					names = append(names, s.name)
				}
			}
		default:
			names = fr.globals.Names()
		}
		slices.Sort(names)
		items := make([]py.Value, len(names))
		for i, n := range names {
			items[i] = newStr(n)
		}
		return py.NewList(items), nil
	}
}

// zeroArgSuper compiles super() without arguments inside a method into
// super(__class__, <first argument>), as CPython's compiler does; nil when
// e is not such a call.
func (c *compiler) zeroArgSuper(e *ast.Call) evalFn {
	name, ok := e.Func.(*ast.Name)
	if !ok || name.Id != "super" || len(e.Args) > 0 || len(e.Keywords) > 0 || !c.scope.IsFunctionLike() {
		return nil
	}
	if sym := c.scope.Lookup("super"); sym == nil || (sym.Kind != resolve.Global && sym.Kind != resolve.GlobalExplicit) {
		return nil
	}
	classSym := c.scope.Lookup("__class__")
	if classSym == nil || classSym.Kind != resolve.Free {
		return nil
	}
	superFn := c.loadName(name)
	classCell := classSym.Index
	site := c.site(e)
	// The first argument: its local slot, or its cell when captured.
	firstLocal, firstCell := -1, -1
	if len(c.scope.Locals) > 0 && c.scope.NumParams > 0 {
		if sym := c.scope.Lookup(c.scope.Locals[0]); sym != nil && sym.Param {
			if sym.Kind == resolve.Cell {
				firstCell = sym.Index
			} else {
				firstLocal = sym.ParamSlot
			}
		}
	}
	return func(fr *frame) (py.Value, error) {
		sup, err := superFn(fr)
		if err != nil {
			return nil, err
		}
		cls := fr.cells[classCell].Value
		if cls == nil {
			return nil, fr.fail(py.NewRuntimeError("super(): empty __class__ cell"), site)
		}
		var self py.Value
		switch {
		case firstLocal >= 0:
			self = fr.locals[firstLocal]
		case firstCell >= 0:
			self = fr.cells[firstCell].Value
		}
		if self == nil {
			return nil, fr.fail(py.NewRuntimeError("super(): no arguments"), site)
		}
		return fr.callValue(sup, []py.Value{cls, self}, nil, site)
	}
}

// argString returns the text of a str exception argument ("" otherwise).
func argString(v py.Value) string {
	if s, ok := v.(*py.Str); ok {
		return s.String()
	}
	return ""
}
