package interp

import (
	"github.com/kraitpy/krait/ast"
	"github.com/kraitpy/krait/py"
)

// classDef compiles a class statement: the body runs once, in its own
// frame whose names live in the class namespace; then the class is
// created from the namespace, its implicit __class__ cell is filled (for
// zero-argument super), and the decorators are applied.
func (c *compiler) classDef(s *ast.ClassDef) execFn {
	decos := c.exprs(s.DecoratorList)
	decoSites := make([]*site, len(s.DecoratorList))
	for i, d := range s.DecoratorList {
		decoSites[i] = c.site(d)
	}
	bases := c.elements(s.Bases)
	type classKw struct {
		name  string
		value evalFn
	}
	var kws []classKw
	var metaFn evalFn // the metaclass= keyword, nil without one
	for _, k := range s.Keywords {
		if k.Arg == "" {
			stmtSite := c.site(s)
			return func(fr *frame) (flow, error) {
				return flowNext, fr.fail(py.NewTypeError("krait does not support ** keyword arguments in a class statement"), stmtSite)
			}
		}
		if k.Arg == "metaclass" {
			metaFn = c.expr(k.Value)
			continue
		}
		kws = append(kws, classKw{k.Arg, c.expr(k.Value)}) //krait:alloc-ok sized by the AST of the program (its source is capped by MaxSourceBytes)
	}
	scope := c.info.ScopeOf(s)
	qualname := c.childQualname(s.Name)
	cc := &compiler{in: c.in, info: c.info, scope: scope, filename: c.filename, src: c.src, lines: c.lines, unit: c.unit, globals: c.globals, qualname: qualname}
	cd := &code{name: s.Name, qualname: qualname, filename: c.filename, src: c.src, scope: scope, varargs: -1, varkw: -1, unit: c.unit,
		ncells: len(scope.Cells)}
	cd.body = cc.block(s.Body)
	if cc.err != nil {
		c.refuse(cc.err)
	}
	closure := c.closureSources(scope)
	classCell := scope.CellIndex("__class__")
	if !scope.NeedsClassCell {
		classCell = -1
	}
	ncell := scope.NumCellVars
	store := c.storeName(&ast.Name{Pos: s.Pos, Id: s.Name, Ctx: ast.Store})
	site := c.site(s)
	name := s.Name
	rec := c.recorder()
	var doc py.Value = py.None
	if d := docstring(s.Body); d != nil {
		doc = d
	}
	stmtSite := c.site(s)
	run := func(fr *frame, meta py.Value) (flow, error) {
		ds := make([]py.Value, len(decos)) //krait:alloc-ok one per decorator in the source (AST)
		for i, d := range decos {
			v, err := d(fr)
			if err != nil {
				return flowNext, err
			}
			ds[i] = v
		}
		bv, err := bases(fr, nil)
		if err != nil {
			return flowNext, err
		}
		bs := make([]*py.Type, len(bv))
		for i, b := range bv {
			t, ok := b.(*py.Type)
			if !ok {
				return flowNext, fr.fail(py.NewTypeError("bases must be types"), site)
			}
			bs[i] = t
		}
		explicit, ok := goMetatype(meta, bs)
		if !ok {
			name := typeName(meta)
			if t, ok := meta.(*py.Type); ok {
				name = t.Name
			}
			return flowNext, fr.fail(py.NewTypeError("krait does not support metaclasses (class %s uses metaclass %s)", s.Name, name), stmtSite)
		}
		var kwargs []py.Kwarg
		for _, k := range kws {
			v, err := k.value(fr)
			if err != nil {
				return flowNext, err
			}
			kwargs = append(kwargs, py.Kwarg{Name: k.name, Value: v}) //krait:alloc-ok one per keyword of the class statement (AST)
		}
		ns, err := newDict(fr.th)
		if err != nil {
			return flowNext, err
		}
		ns.SetStr("__module__", newStr("__main__"))
		ns.SetStr("__qualname__", newStr(qualname))
		ns.SetStr("__doc__", doc)
		if err := fr.th.Enter(); err != nil {
			return flowNext, fr.fail(err, site)
		}
		bodyStore, err := prepare(fr.th, name, bs, explicit)
		if err != nil {
			fr.th.Leave()
			return flowNext, fr.fail(err, site)
		}
		cf, err := fr.in.newFrame(fr.th, cd, fr.globals)
		if err != nil {
			fr.th.Leave()
			return flowNext, fr.fail(err, site)
		}
		cf.ns = ns
		cf.nsStore = bodyStore
		for i := 0; i < ncell; i++ {
			cf.cells[i] = &Cell{}
		}
		for i, src := range closure {
			cf.cells[ncell+i] = fr.cells[src]
		}
		var cell *Cell
		if classCell >= 0 {
			cell = cf.cells[classCell]
		}
		fr.line = site.pos.Lineno
		fr.in.enter(cf)
		_, err = cd.body(cf)
		fr.in.leave(cf)
		fr.in.release(cf)
		fr.th.Leave()
		if err != nil {
			return flowNext, fr.fail(err, site)
		}
		cls, err := py.NewClassMeta(fr.th, name, bs, ns, kwargs, explicit)
		if err != nil {
			return flowNext, fr.fail(err, site)
		}
		if cell != nil {
			cell.Value = cls
		}
		var v py.Value = cls
		for i := len(ds) - 1; i >= 0; i-- {
			if v, err = fr.callValue(ds[i], []py.Value{v}, nil, decoSites[i]); err != nil {
				return flowNext, err
			}
		}
		if rec != nil {
			rec(fr, v)
		}
		return flowNext, store(fr, v)
	}
	if metaFn == nil {
		return func(fr *frame) (flow, error) { return run(fr, nil) }
	}
	return func(fr *frame) (flow, error) {
		m, err := metaFn(fr)
		if err != nil {
			return flowNext, err
		}
		return run(fr, m)
	}
}

// goMetatype checks the metaclass= of a class statement: absent or type
// (nil), a Go metatype that allows being named (abc.ABCMeta), which the
// class then gets (or a more derived one from its bases), or a Go
// metatype one of the bases already has (class C(Enum,
// metaclass=EnumMeta) changes nothing). Any other metaclass is refused
// (ok false): user code cannot define metaclasses.
func goMetatype(m py.Value, bases []*py.Type) (meta *py.Type, ok bool) {
	if m == nil || m == py.Value(py.TypeType) {
		return nil, true
	}
	meta, ok = m.(*py.Type)
	if !ok || !meta.IsMetatype() {
		return nil, false
	}
	if meta.Hooks.Explicit {
		return meta, true
	}
	for _, b := range bases {
		if b.Type().IsSubtype(meta) {
			return nil, true
		}
	}
	return nil, false
}

// prepare runs the Prepare hook of the Go metatype the bases give the
// class (CPython's metaclass __prepare__), returning the function that
// sees the body's bindings, or nil.
func prepare(th *py.Thread, name string, bases []*py.Type, explicit *py.Type) (func(t *py.Thread, key string, v py.Value) (py.Value, error), error) {
	meta, err := py.MetatypeWith(explicit, bases)
	if err != nil || meta == nil || meta.Hooks.Prepare == nil {
		return nil, err
	}
	return meta.Hooks.Prepare(th, name, bases)
}
