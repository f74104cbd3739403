package interp

import (
	"github.com/kraitpy/krait/ast"
	"github.com/kraitpy/krait/py"
	"github.com/kraitpy/krait/resolve"
)

// symbol returns the resolution of a name in the current block.
func (c *compiler) symbol(name string) *resolve.Symbol {
	sym := c.scope.Lookup(name)
	if sym == nil {
		// Names the resolver never saw (none in valid trees) are globals.
		return &resolve.Symbol{Name: name, Kind: resolve.Global, Index: -1}
	}
	return sym
}

// loadName compiles a load of a name.
func (c *compiler) loadName(n *ast.Name) evalFn {
	sym := c.symbol(n.Id)
	name := sym.Name
	site := c.site(n)
	switch sym.Kind {
	case resolve.Local:
		i := sym.Index
		c.escape(i)
		return func(fr *frame) (py.Value, error) {
			if v := fr.locals[i]; v != nil {
				return v, nil
			}
			return nil, fr.fail(py.NewUnboundLocalError(name), site)
		}
	case resolve.Cell, resolve.Free:
		i := sym.Index
		if c.scope.Kind == resolve.ClassScope {
			// CPython's LOAD_CLASSDEREF: the class namespace first.
			return func(fr *frame) (py.Value, error) {
				if v := nsGet(fr.ns, name); v != nil {
					return v, nil
				}
				if v := fr.cells[i].Value; v != nil {
					return v, nil
				}
				return nil, fr.fail(fr.freeVarError(name), site)
			}
		}
		isCell := sym.Kind == resolve.Cell
		return func(fr *frame) (py.Value, error) {
			if v := fr.cells[i].Value; v != nil {
				return v, nil
			}
			if isCell {
				return nil, fr.fail(py.NewUnboundLocalError(name), site)
			}
			return nil, fr.fail(fr.freeVarError(name), site)
		}
	case resolve.ClassLocal:
		g := c.globals
		slot := g.slot(name)
		return func(fr *frame) (py.Value, error) {
			if v := nsGet(fr.ns, name); v != nil {
				return v, nil
			}
			return fr.loadGlobal(g, slot, site)
		}
	}
	g := c.globals
	slot := g.slot(name)
	return func(fr *frame) (py.Value, error) {
		if v := g.values[slot]; v != nil {
			return v, nil
		}
		return fr.loadGlobal(g, slot, site)
	}
}

// loadGlobal is the slow path of a global load: the builtin fallback, then
// NameError (or a policy refusal for a refused builtin).
func (fr *frame) loadGlobal(g *Globals, slot int, site *site) (py.Value, error) {
	if v := g.values[slot]; v != nil {
		return v, nil
	}
	if v := g.builtin[slot]; v != nil {
		return v, nil
	}
	name := g.names[slot]
	if err := fr.in.policy.CheckBuiltin(name); err != nil {
		return nil, fr.fail(err, site)
	}
	return nil, fr.fail(fr.nameError(name), site)
}

// freeVarError is CPython's NameError for an unbound free variable, with
// its name attribute and the "Did you mean" hint of other NameErrors.
func (fr *frame) freeVarError(name string) error {
	exc := py.NewException(py.NameErrorType, "cannot access free variable '"+name+"' where it is not associated with a value in enclosing scope")
	exc.SetAttr("name", py.NewStr(name))
	if hint := fr.suggestName(name); hint != "" {
		fr.in.hints[exc] = hint
	}
	return exc
}

// storeName compiles a store into a name.
func (c *compiler) storeName(n *ast.Name) storeFn {
	sym := c.symbol(n.Id)
	name := sym.Name
	switch sym.Kind {
	case resolve.Local:
		i := sym.Index
		c.escape(i)
		return func(fr *frame, v py.Value) error {
			fr.locals[i] = v
			return nil
		}
	case resolve.Cell, resolve.Free:
		i := sym.Index
		return func(fr *frame, v py.Value) error {
			fr.cells[i].Value = v
			return nil
		}
	case resolve.ClassLocal:
		return func(fr *frame, v py.Value) error {
			if fr.nsStore != nil {
				var err error
				if v, err = fr.nsStore(fr.th, name, v); err != nil {
					return err
				}
			}
			return nsSet(fr.th, fr.ns, name, v)
		}
	}
	c.checkProtected(name)
	g := c.globals
	slot := g.slot(name)
	return func(fr *frame, v py.Value) error {
		g.values[slot] = v
		return nil
	}
}

// checkProtected refuses a binding of a protected module-level name.
func (c *compiler) checkProtected(name string) {
	if p := c.in.cfg.Protected; p != nil && p(name) {
		c.refuse(&ProtectedError{Name: name})
	}
}

// delName compiles `del name`.
func (c *compiler) delName(n *ast.Name) execFn {
	sym := c.symbol(n.Id)
	name := sym.Name
	site := c.site(n)
	switch sym.Kind {
	case resolve.Local:
		i := sym.Index
		c.escape(i)
		return func(fr *frame) (flow, error) {
			if fr.locals[i] == nil {
				return flowNext, fr.fail(py.NewUnboundLocalError(name), site)
			}
			fr.locals[i] = nil
			return flowNext, nil
		}
	case resolve.Cell, resolve.Free:
		i := sym.Index
		isCell := sym.Kind == resolve.Cell
		return func(fr *frame) (flow, error) {
			if fr.cells[i].Value == nil {
				if isCell {
					return flowNext, fr.fail(py.NewUnboundLocalError(name), site)
				}
				return flowNext, fr.fail(fr.freeVarError(name), site)
			}
			fr.cells[i].Value = nil
			return flowNext, nil
		}
	case resolve.ClassLocal:
		return func(fr *frame) (flow, error) {
			if !nsDel(fr.th, fr.ns, name) {
				return flowNext, fr.fail(fr.nameError(name), site)
			}
			return flowNext, nil
		}
	}
	c.checkProtected(name)
	g := c.globals
	slot := g.slot(name)
	return func(fr *frame) (flow, error) {
		if g.values[slot] == nil {
			return flowNext, fr.fail(fr.nameError(name), site)
		}
		g.values[slot] = nil
		return flowNext, nil
	}
}

// nameError builds CPython's NameError, with its "Did you mean" hint
// computed from the names visible in the frame.
func (fr *frame) nameError(name string) error {
	exc := py.NewNameError(name)
	if hint := fr.suggestName(name); hint != "" {
		fr.in.hints[exc] = hint
	}
	return exc
}

// suggestName picks CPython's suggestion for an unknown name: the closest
// local variable name of the function, else global, else builtin name.
func (fr *frame) suggestName(name string) string {
	if fr.code != nil && fr.code.scope != nil && fr.code.scope.IsFunctionLike() {
		if s := closestName(name, fr.code.scope.Locals); s != "" {
			return s
		}
	}
	if s := closestName(name, fr.globals.Names()); s != "" {
		return s
	}
	return closestName(name, fr.in.builtinNames())
}
