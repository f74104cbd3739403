package interp

import (
	"github.com/kraitpy/krait/ast"
	"github.com/kraitpy/krait/py"
)

// compStep runs the loops of a comprehension from one level inward.
type compStep func(fr *frame, iterable py.Value) error

// comprehension compiles a list, set or dict comprehension or a generator
// expression. It runs in its own frame; the outermost iterable is
// evaluated in the enclosing one.
func (c *compiler) comprehension(e ast.Expr) evalFn {
	var gens []*ast.Comprehension
	var name string
	switch e := e.(type) {
	case *ast.ListComp:
		gens, name = e.Generators, "<listcomp>"
	case *ast.SetComp:
		gens, name = e.Generators, "<setcomp>"
	case *ast.DictComp:
		gens, name = e.Generators, "<dictcomp>"
	case *ast.GeneratorExp:
		gens, name = e.Generators, "<genexpr>"
	}
	// A list, set or dict comprehension that is the whole value of its
	// statement is entered clean: each iteration's start is a safe point
	// (see memory.go), with its frame, its result and its iterators rooted.
	clean := c.cleanValue == e
	c.cleanValue = nil
	scope := c.info.ScopeOf(e)
	first := c.iterable(gens[0].Iter)
	firstSite := c.site(gens[0].Iter)
	cc := &compiler{in: c.in, info: c.info, scope: scope, filename: c.filename, src: c.src, lines: c.lines, unit: c.unit, globals: c.globals, qualname: c.qualname}
	cd := &code{name: name, qualname: name, filename: c.filename, src: c.src, scope: scope, varargs: -1, varkw: -1, unit: c.unit,
		nlocals: len(scope.Locals), ncells: len(scope.Cells)}
	site := c.site(e)

	// emit adds one element to the accumulator held in fr.ret.
	var emit func(fr *frame) error
	switch e := e.(type) {
	case *ast.ListComp:
		elt := cc.expr(e.Elt)
		emit = func(fr *frame) error {
			v, err := elt(fr)
			if err != nil {
				return err
			}
			return listAppend(fr.th, fr.ret, v)
		}
	case *ast.SetComp:
		elt := cc.expr(e.Elt)
		esite := cc.site(e.Elt)
		emit = func(fr *frame) error {
			v, err := elt(fr)
			if err != nil {
				return err
			}
			if err := setAdd(fr.th, fr.ret, v); err != nil {
				return fr.fail(err, esite)
			}
			return nil
		}
	case *ast.DictComp:
		key, value := cc.expr(e.Key), cc.expr(e.Value)
		ksite := cc.site(e.Key)
		emit = func(fr *frame) error {
			k, err := key(fr)
			if err != nil {
				return err
			}
			v, err := value(fr)
			if err != nil {
				return err
			}
			if err := setItem(fr.th, fr.ret, k, v); err != nil {
				return fr.fail(err, ksite)
			}
			return nil
		}
	}
	// CPython evaluates the inner iterables inside the comprehension's
	// frame and reports a failure to iterate one at the whole display.
	loops := cc.compLoops(gens, 0, emit, cc.site(e), clean)
	if cc.err != nil {
		c.refuse(cc.err)
	}
	closure := c.closureSources(scope)
	ncell := scope.NumCellVars
	_, isSet := e.(*ast.SetComp)
	_, isDict := e.(*ast.DictComp)
	_, isList := e.(*ast.ListComp)
	presize := isList && len(gens) == 1 && len(gens[0].Ifs) == 0
	if ge, isGen := e.(*ast.GeneratorExp); isGen {
		// A generator expression has no yield of its own: it runs as a
		// resumable loop nest on the consumer's goroutine.
		genQualname := c.childQualname(name)
		cd.generator = true
		levels := make([]genexpLevel, len(gens)) //krait:alloc-ok sized by the AST of the program (its source is capped by MaxSourceBytes)
		for i, g := range gens {
			lv := genexpLevel{store: cc.store(g.Target)}
			for _, cond := range g.Ifs {
				lv.ifs = append(lv.ifs, cc.cond(cond)) //krait:alloc-ok sized by the AST of the program (its source is capped by MaxSourceBytes)
			}
			if i > 0 {
				lv.iter = cc.iterable(g.Iter)
				lv.site = cc.site(e)
				lv.fresh = cc.freshIterator(g.Iter)
			}
			levels[i] = lv
		}
		firstFresh := c.freshIterator(gens[0].Iter)
		elt := cc.expr(ge.Elt)
		if cc.err != nil {
			c.refuse(cc.err)
		}
		return func(fr *frame) (py.Value, error) {
			iterable, err := first(fr)
			if err != nil {
				return nil, err
			}
			it, err := iterate(fr.th, iterable)
			if err != nil {
				return nil, fr.fail(err, firstSite)
			}
			cf, err := fr.in.newFrame(fr.th, cd, fr.globals)
			if err != nil {
				return nil, fr.fail(err, site)
			}
			for i := 0; i < ncell; i++ {
				cf.cells[i] = &Cell{}
			}
			for i, src := range closure {
				cf.cells[ncell+i] = fr.cells[src]
			}
			g, err := fr.in.newGenerator(fr.th, cd, cf, name, genQualname)
			if err != nil {
				return nil, fr.fail(err, site)
			}
			g.direct = &genexpRunner{levels: levels, elt: elt, its: make([]py.Iterator, len(levels)), fresh: make([]bool, len(levels))}
			g.direct.its[0] = it
			g.direct.fresh[0] = firstFresh != nil && firstFresh(fr, iterable)
			return g, nil
		}
	}
	return func(fr *frame) (py.Value, error) {
		iterable, err := first(fr)
		if err != nil {
			return nil, err
		}
		it, err := iterate(fr.th, iterable)
		if err != nil {
			return nil, fr.fail(err, firstSite)
		}
		if clean {
			if err := fr.th.EnterClean(); err != nil {
				return nil, fr.fail(err, site)
			}
			defer fr.th.LeaveClean()
		} else {
			if err := fr.th.Enter(); err != nil {
				return nil, fr.fail(err, site)
			}
			defer fr.th.Leave()
		}
		cf, err := fr.in.newFrame(fr.th, cd, fr.globals)
		if err != nil {
			return nil, fr.fail(err, site)
		}
		defer fr.in.release(cf)
		for i := 0; i < ncell; i++ {
			cf.cells[i] = &Cell{}
		}
		for i, src := range closure {
			cf.cells[ncell+i] = fr.cells[src]
		}
		var acc py.Value
		switch {
		case isSet:
			acc, err = newSet(fr.th, nil)
		case isDict:
			acc, err = newDict(fr.th)
		case presize:
			acc, err = newListCap(fr.th, presizeOf(iterable))
		default:
			acc, err = newList(fr.th, nil)
		}
		if err != nil {
			return nil, err
		}
		cf.ret = acc
		fr.line = site.pos.Lineno
		fr.in.enter(cf)
		if clean {
			in := fr.in
			ns, nr := len(in.safeFrames), len(in.memRoots)
			in.safeFrames = append(in.safeFrames, safeFrame{fr: cf})
			in.memRoots = append(in.memRoots, iterable, it)
			err = loops(cf, it)
			in.safeFrames, in.memRoots = in.safeFrames[:ns], in.memRoots[:nr]
		} else {
			err = loops(cf, it)
		}
		fr.in.leave(cf)
		if err != nil {
			return nil, fr.fail(err, site)
		}
		return acc, nil
	}
}

// maxPresize is the most elements a list comprehension reserves room for
// before it runs: if it fails part-way, it has been charged at most that
// much more memory than growing would have cost.
const maxPresize = 4096

// presizeOf is the room a list comprehension with one for clause and no
// if reserves for its result: the length of a list, tuple or range
// iterable (whose length is known without running Python code), capped at
// maxPresize; 0 for other iterables.
func presizeOf(v py.Value) int {
	n := 0
	switch x := v.(type) {
	case *py.List:
		n = x.Len()
	case *py.Tuple:
		n = x.Len()
	case *py.Range:
		n = x.Len()
	}
	return min(n, maxPresize)
}

// compLoops compiles the for/if clauses from level i inward.
// iterSite is where a failure to iterate an inner iterable is reported.
// With clean, the comprehension's frame was entered clean: each
// iteration starts at a safe point, and the inner levels root their
// iterables and iterators for the walk.
func (c *compiler) compLoops(gens []*ast.Comprehension, i int, emit func(fr *frame) error, iterSite *site, clean bool) compStep {
	g := gens[i]
	store := c.store(g.Target)
	ifs := make([]func(fr *frame) (bool, error), len(g.Ifs))
	for j, cond := range g.Ifs {
		ifs[j] = c.cond(cond)
	}
	var inner compStep
	var innerIter evalFn
	if i+1 < len(gens) {
		inner = c.compLoops(gens, i+1, emit, iterSite, clean)
		innerIter = c.iterable(gens[i+1].Iter)
	}
	rootInner := clean && i > 0
	return func(fr *frame, iterable py.Value) error {
		it, ok := iterable.(py.Iterator)
		if !ok {
			var err error
			if it, err = iterate(fr.th, iterable); err != nil {
				return fr.fail(err, iterSite)
			}
		}
		if rootInner {
			in := fr.in
			n := len(in.memRoots)
			in.memRoots = append(in.memRoots, iterable, it)
			defer func() { in.memRoots = in.memRoots[:n] }()
		}
	items:
		for {
			var err error
			if clean {
				err = fr.th.TickStmt()
			} else {
				err = fr.th.Tick()
			}
			if err != nil {
				return err
			}
			v, err := it.Next(fr.th)
			if err != nil {
				return err
			}
			if v == nil {
				return nil
			}
			if err := store(fr, v); err != nil {
				return err
			}
			for _, cond := range ifs {
				ok, err := cond(fr)
				if err != nil {
					return err
				}
				if !ok {
					continue items
				}
			}
			if inner == nil {
				if err := emit(fr); err != nil {
					return err
				}
				continue
			}
			next, err := innerIter(fr)
			if err != nil {
				return err
			}
			if err := inner(fr, next); err != nil {
				return err
			}
		}
	}
}

// genexpLevel is one for clause of a generator expression.
type genexpLevel struct {
	store storeFn
	ifs   []func(fr *frame) (bool, error)
	iter  evalFn // the iterable (nil for the outermost, evaluated at creation)
	site  *site
	fresh func(fr *frame, v py.Value) bool // see freshIterator; nil when never fresh
}

// genexpRunner is the resumable state of a generator expression: the
// iterator of each active for clause.
type genexpRunner struct {
	levels []genexpLevel
	elt    evalFn
	its    []py.Iterator
	depth  int
	// fresh says which iterators are generators nothing else references:
	// they are closed when the generator expression stops early.
	fresh []bool
}

// release closes the fresh iterators still open, innermost first, when
// the generator expression ends with err (thrown in, or raised by its
// body), as CPython does when the exception unwinds the expression's
// value stack. The outermost iterator is a local of CPython's frame, which
// the exception's traceback keeps alive: it is closed only for close()'s
// GeneratorExit, which close() swallows.
func (r *genexpRunner) release(t *py.Thread, err error) error {
	exc := asException(err)
	closing := exc != nil && exc.Matches(py.GeneratorExitType)
	for d := len(r.its) - 1; d >= 0; d-- {
		if d == 0 && !closing {
			break
		}
		if r.fresh[d] && r.its[d] != nil {
			r.fresh[d] = false
			err = closeFresh(t, r.its[d], err)
		}
	}
	return err
}

// next produces the next element, or nil when the loops are exhausted.
func (r *genexpRunner) next(fr *frame) (py.Value, error) {
	d := r.depth
	for {
		if err := fr.th.Tick(); err != nil {
			return nil, err
		}
		v, err := r.its[d].Next(fr.th)
		if err != nil {
			return nil, err
		}
		if v == nil {
			if d == 0 {
				return nil, nil
			}
			r.its[d] = nil
			r.fresh[d] = false
			d--
			r.depth = d
			continue
		}
		lv := &r.levels[d]
		if err := lv.store(fr, v); err != nil {
			return nil, err
		}
		ok := true
		for _, cond := range lv.ifs {
			if ok, err = cond(fr); err != nil {
				return nil, err
			}
			if !ok {
				break
			}
		}
		if !ok {
			continue
		}
		if d == len(r.levels)-1 {
			return r.elt(fr)
		}
		next := &r.levels[d+1]
		iterable, err := next.iter(fr)
		if err != nil {
			return nil, err
		}
		it, err := iterate(fr.th, iterable)
		if err != nil {
			return nil, fr.fail(err, next.site)
		}
		d++
		r.its[d] = it
		r.fresh[d] = next.fresh != nil && next.fresh(fr, iterable)
		r.depth = d
	}
}
