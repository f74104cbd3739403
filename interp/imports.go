package interp

import (
	"strings"

	"github.com/kraitpy/krait/ast"
	"github.com/kraitpy/krait/py"
)

// importModule returns the module named name, loading it on first use,
// after the import check.
func (fr *frame) importModule(name string, from bool) (py.Value, error) {
	return fr.in.importModule(fr.th, name, from)
}

// Import returns the module named name as `import name` in the code would
// (after the same import check), loading it on th on first use; the host
// uses it to build values of a module's types.
func (in *Interp) Import(th *py.Thread, name string) (py.Value, error) {
	return in.importModule(th, name, false)
}

func (in *Interp) importModule(th *py.Thread, name string, from bool) (py.Value, error) {
	if in.cfg.CheckImport != nil {
		if err := in.cfg.CheckImport(name, from); err != nil {
			return nil, err
		}
	}
	if m, ok := in.modules[name]; ok {
		return m, nil
	}
	load := in.loader(name)
	if load == nil {
		exc := py.NewException(py.ModuleNotFoundErrorType, "No module named '"+name+"'")
		return nil, exc
	}
	if th.Locals == nil {
		// Loaders keep the interpreter's copies of shared modules in
		// its Locals, whichever thread imports.
		th.Locals = &in.locals
	}
	m, err := load(th)
	if err != nil {
		return nil, err
	}
	in.modules[name] = m
	return m, nil
}

func (c *compiler) importStmt(s *ast.Import) execFn {
	type item struct {
		name  string
		store storeFn
		// top is true for `import a.b` without alias: the name a is
		// bound to the top-level package.
		top bool
	}
	items := make([]item, len(s.Names)) //krait:alloc-ok sized by the AST of the program (its source is capped by MaxSourceBytes)
	for i, a := range s.Names {
		bind := a.Asname
		top := false
		if bind == "" {
			bind, _, _ = strings.Cut(a.Name, ".")
			top = strings.Contains(a.Name, ".")
		}
		items[i] = item{a.Name, c.storeName(&ast.Name{Pos: a.Pos, Id: bind, Ctx: ast.Store}), top}
	}
	site := c.site(s)
	return func(fr *frame) (flow, error) {
		for _, it := range items {
			m, err := fr.importModule(it.name, false)
			if err != nil {
				return flowNext, fr.fail(err, site)
			}
			if it.top {
				top, _, _ := strings.Cut(it.name, ".")
				if m, err = fr.importModule(top, false); err != nil {
					return flowNext, fr.fail(err, site)
				}
			}
			if err := it.store(fr, m); err != nil {
				return flowNext, err
			}
		}
		return flowNext, nil
	}
}

func (c *compiler) importFrom(s *ast.ImportFrom) execFn {
	module := s.Module
	site := c.site(s)
	if s.Level > 0 {
		return func(fr *frame) (flow, error) {
			return flowNext, fr.fail(py.NewException(py.ImportErrorType, "attempted relative import with no known parent package"), site)
		}
	}
	type item struct {
		name  string
		store storeFn
	}
	var items []item
	star := false
	for _, a := range s.Names {
		if a.Name == "*" {
			star = true
			continue
		}
		bind := a.Asname
		if bind == "" {
			bind = a.Name
		}
		items = append(items, item{a.Name, c.storeName(&ast.Name{Pos: a.Pos, Id: bind, Ctx: ast.Store})}) //krait:alloc-ok sized by the AST of the program (its source is capped by MaxSourceBytes)
	}
	g := c.globals
	return func(fr *frame) (flow, error) {
		m, err := fr.importModule(module, true)
		if err != nil {
			return flowNext, fr.fail(err, site)
		}
		if star {
			names, err := publicNames(fr.th, m)
			if err != nil {
				return flowNext, fr.fail(err, site)
			}
			for _, n := range names {
				if p := fr.in.cfg.Protected; p != nil && p(n) {
					return flowNext, &ProtectedError{Name: n}
				}
				v, err := py.GetAttrByName(fr.th, m, n)
				if err != nil {
					return flowNext, fr.fail(err, site)
				}
				g.Set(n, v)
			}
		}
		for _, it := range items {
			v, err := py.GetAttrByName(fr.th, m, it.name)
			if err != nil {
				if asException(err) != nil {
					// A submodule not yet imported as an attribute.
					if sub, serr := fr.importModule(module+"."+it.name, true); serr == nil {
						v, err = sub, nil
					}
				}
				if err != nil {
					if asException(err) != nil {
						err = py.NewException(py.ImportErrorType, "cannot import name '"+it.name+"' from '"+module+"' (unknown location)")
					}
					return flowNext, fr.fail(err, site)
				}
			}
			if err := it.store(fr, v); err != nil {
				return flowNext, err
			}
		}
		return flowNext, nil
	}
}

// importGuard is Thread.ImportGuard: the import check for a dotted
// module name, as `import name` would apply it.
func (in *Interp) importGuard(name string) error {
	if in.cfg.CheckImport == nil {
		return nil
	}
	return in.cfg.CheckImport(name, false)
}

// moduleNamespace returns the globals of the program ("__main__") or of
// an imported module, or nil.
func (in *Interp) moduleNamespace(name string) py.Namespace {
	if name == "__main__" {
		return in.globals
	}
	if name == "builtins" {
		// Read-only, for name look-ups such as typing's string
		// annotations: the program cannot import builtins.
		return builtinsNamespace{in}
	}
	if m, ok := in.modules[name].(*py.Module); ok {
		return py.DictNamespace{Dict: m.Dict}
	}
	return nil
}

// builtinsNamespace is the builtins as a read-only namespace: what the
// program's names fall back to (library code looks names up in it; it
// cannot bind any).
type builtinsNamespace struct{ in *Interp }

// Get returns the builtin name, or nil.
func (b builtinsNamespace) Get(name string) py.Value { return b.in.Builtin(name) }

// Set does nothing: the builtins cannot be rebound.
func (b builtinsNamespace) Set(string, py.Value) {}
