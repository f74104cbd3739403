package interp

import "github.com/kraitpy/krait/py"

// Builtins is a table of builtin names that any number of interpreters
// share (the builtins package builds one per process): immutable once
// built, so an interpreter adopts it with UseBuiltins instead of
// registering every name again. What an interpreter adds or replaces
// afterwards (SetBuiltin) stays its own.
type Builtins struct {
	byName map[string]py.Value
	order  []string
}

// NewBuiltins returns an empty table.
func NewBuiltins() *Builtins { return &Builtins{byName: map[string]py.Value{}} }

// Set adds (or replaces) a builtin; only while the table is being built,
// before any interpreter uses it.
func (b *Builtins) Set(name string, v py.Value) {
	if _, ok := b.byName[name]; !ok {
		b.order = append(b.order, name)
	}
	b.byName[name] = v
}

// Modules is a table of module loaders by dotted name, which an
// interpreter adopts whole (UseModules) instead of registering each name;
// RegisterModule adds to one interpreter only.
type Modules map[string]ModuleLoader

// UseBuiltins makes b the interpreter's shared builtins (replacing an
// earlier shared table); names set with SetBuiltin keep precedence.
func (in *Interp) UseBuiltins(b *Builtins) {
	in.sharedBuiltins = b
	for name, i := range in.globals.index {
		in.globals.builtin[i] = in.Builtin(name)
	}
}

// UseModules makes m the interpreter's table of module loaders
// (replacing an earlier table; the interpreter does not change it, and
// only shares it with others if its loaders keep no state); loaders
// registered with RegisterModule keep precedence.
func (in *Interp) UseModules(m Modules) { in.sharedModules = m }
