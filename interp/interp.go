// Package interp is krait's evaluator. It compiles a resolved syntax tree
// once into a tree of Go closures with every name resolved to a slot
// (frame.locals[i], frame.cells[i] or a module global slot), then runs it.
//
// Invariants:
//   - Every evaluated statement, operation, call and loop iteration charges
//     the run's operation budget through py.Thread.Tick.
//   - Python exceptions travel as *py.Exception error values. Any other
//     error (limit errors, policy refusals) is not a Python exception and
//     passes through every except clause.
//   - An Interp holds all per-interpreter state (builtins, modules,
//     globals); there is no package-level mutable state.
//   - Tracebacks: each operation that can raise carries a site (its
//     CPython 3.11 source range and ~~~^^^ anchors, computed at compile
//     time); the first frame an exception passes through records it
//     (frame.fail), and Interp.Traceback prints CPython's report.
//   - Generator functions whose yields are statements nested in
//     if/for/while/with statements and try bodies run as resumable
//     statements on the consumer's
//     goroutine (genbody.go); other bodies run as coroutines with a
//     strict hand-off (only one side runs at a time), and the coroutines
//     a run leaves suspended are unwound when it ends
//     (Interp.closeGenerators). A for loop, or a builtin that consumes
//     an iterable, closes a fresh generator it leaves early.
//
// The files: compile.go (statements), expr.go, names.go (slots),
// assign.go, call.go and function.go (calls and argument binding),
// attr.go (attribute fast paths), class.go, comprehension.go,
// generator.go and genbody.go, try.go, with.go, match.go, imports.go, fstring.go,
// traceback.go and suggest.go (error reports), ops.go (the calls into
// package py).
package interp

import (
	"github.com/kraitpy/krait/policy"
	"github.com/kraitpy/krait/py"
	"weak"
)

// ModuleLoader creates a fresh instance of a module for one interpreter.
type ModuleLoader func(t *py.Thread) (py.Value, error)

// Config configures an interpreter.
type Config struct {
	// Policy gives the refused builtins and the dunder rules; nil means
	// policy.Default().
	Policy *policy.Policy
	// CheckImport is consulted before every import with the dotted module
	// name (from is true for `from m import ...`); a non-nil error refuses
	// the import and ends the run. Nil allows every registered module.
	CheckImport func(name string, from bool) error
	// Protected, when set, names the module-level names code may not
	// rebind or delete (an embedder's tools): compiling such a binding
	// fails with a *ProtectedError.
	Protected func(name string) bool
}

// Interp is one interpreter: its builtins, module registry, imported
// modules and the globals of its main module. It is not safe for
// concurrent use.
type Interp struct {
	cfg    Config
	policy *policy.Policy
	// sharedBuiltins and sharedModules are process-wide tables
	// (UseBuiltins, UseModules); builtins and loaders hold what this
	// interpreter added or replaced (SetBuiltin, RegisterModule), which
	// is consulted first.
	sharedBuiltins *Builtins
	sharedModules  Modules
	builtins       map[string]py.Value
	// builtinOrder lists the names SetBuiltin added, in order, after
	// the shared table's (the order of CPython's builtins module, which
	// decides ties between suggestions).
	builtinOrder []string
	loaders      map[string]ModuleLoader
	modules      map[string]py.Value
	globals      *Globals

	// handled lists handled exceptions, oldest first (see forget).
	handled []*py.Exception
	// hints holds the "Did you mean" suggestion of NameErrors, which
	// CPython prints in the traceback but not in str() of the exception.
	hints map[*py.Exception]string

	framePool []*frame
	// top is the innermost running frame (its back links lead to the
	// module frame): warnings.warn finds its caller's line through it.
	top *frame
	// attrNames holds the *py.Str of each attribute name compiled, shared
	// by its sites.
	attrNames map[string]*py.Str
	// liveGens holds the started, unfinished generators.
	liveGens map[*Generator]struct{}
	// finalizable holds, oldest first and weakly, the generators whose
	// body has cleanup code (see finalizeGenerators).
	finalizable []weak.Pointer[Generator]
	// finalizableKept is len(finalizable) after its last pruning.
	finalizableKept int
	// memRoots holds the iterators of the module frame's running loops,
	// which the memory walk must see (see memory.go).
	memRoots []py.Value
	// safeFrames are the frames entered clean, outermost first: the
	// module frame, then the frames of calls that were the whole value of
	// a statement (see memory.go).
	safeFrames []safeFrame
	// walkFailure is why a memory walk of the run was inexact, the first
	// reason (MemWalkFailure).
	walkFailure string
	// walkMemo lets each walk skip the module namespaces unchanged
	// since the walk before (py.WalkMemo).
	walkMemo py.WalkMemo
	// heldFloor is what the interpreter held before its programs made
	// anything (measured when its first run started, moved by what the
	// host sends: HostSets), negative until then: each run's memory
	// counter starts from what the interpreter holds above it, so the
	// budget bounds what the interpreter holds across runs
	// (py.Thread.StartMeasureFrom).
	heldFloor int64

	// locals holds this interpreter's values for the modules that
	// interpreters share (py.Locals).
	locals py.Locals

	// handling is the exception the innermost running except clause (or
	// finally block) handles: bare raise re-raises it, and exceptions
	// raised meanwhile get it as their __context__.
	handling *py.Exception
}

// New returns an interpreter with no builtins and no modules registered.
func New(cfg Config) *Interp {
	p := cfg.Policy
	if p == nil {
		p = policy.Default()
	}
	in := &Interp{
		cfg:       cfg,
		policy:    p,
		builtins:  map[string]py.Value{},
		loaders:   map[string]ModuleLoader{},
		modules:   map[string]py.Value{},
		hints:     map[*py.Exception]string{},
		heldFloor: -1,
		liveGens:  map[*Generator]struct{}{},
	}
	in.globals = newGlobals(in)
	in.globals.Set("__name__", py.NewStr("__main__"))
	in.globals.Set("__doc__", py.None)
	return in
}

// Policy returns the policy the interpreter enforces.
func (in *Interp) Policy() *policy.Policy { return in.policy }

// SetBuiltin registers a builtin name for this interpreter (over the
// shared table's, if any). Builtins must be registered before code is
// compiled.
func (in *Interp) SetBuiltin(name string, v py.Value) {
	if in.Builtin(name) == nil {
		in.builtinOrder = append(in.builtinOrder, name)
	}
	in.builtins[name] = v
	if i, ok := in.globals.index[name]; ok {
		in.globals.builtin[i] = v
	}
}

// Builtin returns a registered builtin, or nil.
func (in *Interp) Builtin(name string) py.Value {
	if v, ok := in.builtins[name]; ok {
		return v
	}
	if in.sharedBuiltins != nil {
		return in.sharedBuiltins.byName[name]
	}
	return nil
}

// BuiltinNames returns the names of the registered builtins in
// registration order (a copy).
func (in *Interp) BuiltinNames() []string {
	return append([]string(nil), in.builtinNames()...) //krait:alloc-ok the registered builtin names: a fixed set
}

// builtinNames returns the builtin names in registration order.
func (in *Interp) builtinNames() []string {
	if in.sharedBuiltins == nil {
		return in.builtinOrder
	}
	shared := in.sharedBuiltins.order
	return append(shared[:len(shared):len(shared)], in.builtinOrder...) //krait:alloc-ok the registered builtin names: a fixed set
}

// RegisterModule makes a module importable by name in this interpreter
// (over the shared table's loader of that name, if any).
func (in *Interp) RegisterModule(name string, load ModuleLoader) { in.loaders[name] = load }

// loader returns the loader of the module named name, or nil.
func (in *Interp) loader(name string) ModuleLoader {
	if l, ok := in.loaders[name]; ok {
		return l
	}
	return in.sharedModules[name]
}

// HasModule reports whether a module is registered under name.
func (in *Interp) HasModule(name string) bool { return in.loader(name) != nil }

// ModuleNames returns the names of the registered modules, in no
// particular order.
func (in *Interp) ModuleNames() []string {
	var names []string
	for name := range in.sharedModules {
		if _, ok := in.loaders[name]; !ok {
			names = append(names, name)
		}
	}
	for name := range in.loaders {
		names = append(names, name)
	}
	return names
}

// Globals returns the namespace of the main module.
func (in *Interp) Globals() *Globals { return in.globals }

// Globals is a module namespace: values in indexed slots, with a name
// table. Compiled code addresses globals by slot.
type Globals struct {
	in     *Interp
	index  map[string]int
	names  []string
	values []py.Value
	// builtin holds, per slot, the builtin of the same name (nil when
	// none): a load of an unset global falls back to it.
	builtin []py.Value
}

func newGlobals(in *Interp) *Globals {
	return &Globals{in: in, index: map[string]int{}}
}

// slot returns the slot of a name, creating it.
func (g *Globals) slot(name string) int {
	if i, ok := g.index[name]; ok {
		return i
	}
	i := len(g.names)
	g.index[name] = i
	g.names = append(g.names, name)
	g.values = append(g.values, nil)
	g.builtin = append(g.builtin, g.in.Builtin(name))
	return i
}

// Get returns the value of a global, or nil when it is unset.
func (g *Globals) Get(name string) py.Value {
	if i, ok := g.index[name]; ok {
		return g.values[i]
	}
	return nil
}

// Set binds a global.
func (g *Globals) Set(name string, v py.Value) { g.values[g.slot(name)] = v }

// Names returns the names of the set globals, in creation order.
func (g *Globals) Names() []string {
	var out []string
	for i, n := range g.names {
		if g.values[i] != nil {
			out = append(out, n)
		}
	}
	return out
}
