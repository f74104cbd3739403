// Package resolve is krait's name-resolution pass. It builds CPython's
// symbol table for a module: every function, lambda, class body and
// comprehension becomes a Scope, and every name used or bound in a scope
// becomes a Symbol classified exactly as CPython 3.11's symtable.c does
// (local, cell, free, global explicit or implicit, class namespace).
//
// It also assigns slot indices, so that the evaluator addresses a local as
// frame.locals[i] and a captured variable as frame.cells[i], never through a
// map, and it reports the compile-time errors that CPython raises from its
// symbol table and compiler ("'return' outside function", "no binding for
// nonlocal 'x' found", ...) as *ast.SyntaxError with CPython's message
// and source range.
//
// The resolver is pure analysis: it does not evaluate anything and keeps no
// state between calls.
package resolve

import (
	"github.com/kraitpy/krait/ast"
	"github.com/kraitpy/krait/internal/pystr"
)

// ScopeKind tells what kind of code block a Scope is.
type ScopeKind uint8

// The scope kinds.
const (
	ModuleScope        ScopeKind = iota + 1 // the module body
	FunctionScope                           // a def or async def
	LambdaScope                             // a lambda
	ClassScope                              // a class body
	ComprehensionScope                      // a list/set/dict comprehension or generator expression
)

var scopeKindNames = [...]string{"", "module", "function", "lambda", "class", "comprehension"}

// String returns a lower-case name of the kind.
func (k ScopeKind) String() string {
	if int(k) < len(scopeKindNames) {
		return scopeKindNames[k]
	}
	return "?"
}

// Kind classifies one name in one scope: where the evaluator finds it.
type Kind uint8

// The symbol kinds.
const (
	// Local is a fast local of a function-like scope: frame.locals[Index].
	Local Kind = iota + 1
	// Cell is a local of a function-like scope that an inner scope
	// captures: frame.cells[Index]. In a class scope, only the implicit
	// __class__ cell has this kind.
	Cell
	// Free is a variable captured from an enclosing function:
	// frame.cells[Index]. In a class body, a load of a Free name looks in
	// the class namespace first (CPython's LOAD_CLASSDEREF).
	Free
	// Global is a module-level name: bound at module level, or used in a
	// nested scope without being bound in any enclosing function. Loads
	// fall back to the builtins.
	Global
	// GlobalExplicit is a name declared with a global statement.
	GlobalExplicit
	// ClassLocal is a name bound in a class body: it lives in the class
	// namespace, and loads fall back to the globals and builtins.
	ClassLocal
)

var kindNames = [...]string{"", "local", "cell", "free", "global", "global_explicit", "class_local"}

// String returns a lower-case name of the kind.
func (k Kind) String() string {
	if int(k) < len(kindNames) {
		return kindNames[k]
	}
	return "?"
}

// Symbol is the resolution of one name in one scope.
type Symbol struct {
	Name string // the (mangled) name
	Kind Kind
	// Index is the slot: into frame.locals for Local, into frame.cells for
	// Cell and Free (and for a ClassLocal with FreeClass, the cell the
	// class passes through to its methods); -1 otherwise.
	Index int
	// Param is true for a parameter of the scope. ParamSlot is then its
	// position in frame.locals, where the call writes the argument (for a
	// parameter that is also a Cell, the function moves it into its cell on
	// entry).
	Param     bool
	ParamSlot int
	// Assigned is true when the scope binds the name (assignment, def,
	// class, import, for target, parameter, ...).
	Assigned bool
	// Used is true when the scope reads the name.
	Used bool
	// Imported is true when the scope binds the name by an import.
	Imported bool
	// FreeClass is true in a class scope for a name that is bound in the
	// class body and also captured from an enclosing function by a method
	// (CPython's DEF_FREE_CLASS): the class must pass the cell through.
	FreeClass bool

	flags int
}

// BuiltinCandidate reports whether a load of the symbol may end in the
// builtins: a Global the module itself never binds.
func (s *Symbol) BuiltinCandidate() bool { return s.Kind == Global && s.flags&flagModuleUnbound != 0 }

// Scope is one code block: the module, a function, a lambda, a class body
// or a comprehension.
type Scope struct {
	Kind ScopeKind
	// Name is the block's name as CPython's code objects spell it:
	// "<module>", the def or class name, "<lambda>", "<listcomp>",
	// "<setcomp>", "<dictcomp>" or "<genexpr>".
	Name string
	// Node is the syntax node of the block: *ast.Module, *ast.FunctionDef,
	// *ast.AsyncFunctionDef, *ast.Lambda, *ast.ClassDef, *ast.ListComp,
	// *ast.SetComp, *ast.DictComp or *ast.GeneratorExp.
	Node     ast.Node
	Parent   *Scope
	Children []*Scope

	// Symbols maps every (mangled) name of the block to its symbol.
	Symbols map[string]*Symbol
	// Names lists the block's names in order of first appearance.
	Names []string
	// Locals names the slots of frame.locals: the parameters first (in
	// CPython's order: positional-only, positional, keyword-only, *args,
	// **kwargs), then the other fast locals. Empty for module and class
	// scopes.
	Locals []string
	// Cells names the slots of frame.cells: the cell variables (sorted,
	// as CPython's co_cellvars), then the free variables (sorted, as
	// co_freevars). Free variables are filled from the closure.
	Cells []string
	// NumCellVars is the number of leading entries of Cells that are the
	// block's own cells; the rest are free variables.
	NumCellVars int
	// NumParams is the number of parameters, including *args and **kwargs.
	NumParams int

	// Generator is true for a function or lambda containing yield, and
	// for a generator expression.
	Generator bool
	// Coroutine is true for an async def (and for comprehensions that
	// await inside an async function).
	Coroutine bool
	// NeedsClassCell is true for a class scope whose methods use
	// __class__ or super: the class gets an implicit __class__ cell.
	NeedsClassCell bool
	// Private is the name of the innermost enclosing class, used to
	// mangle __private names; empty outside classes.
	Private string

	nested         bool // nested in a function-like scope
	free           bool // uses free variables
	childFree      bool // some child uses free variables
	compIterTarget bool // currently visiting a comprehension target
	compIterExpr   int  // depth of comprehension iterable expressions
	directives     []directive
}

// directive records where a global or nonlocal declaration of a name is,
// for the errors reported after the whole module has been visited.
type directive struct {
	name string
	pos  ast.Pos
}

// Lookup returns the symbol of a name used in the scope, mangling private
// names as CPython does, or nil when the scope never mentions it.
func (s *Scope) Lookup(name string) *Symbol {
	return s.Symbols[Mangle(s.Private, name)]
}

// IsFunctionLike reports whether the scope has fast locals: a function,
// a lambda or a comprehension.
func (s *Scope) IsFunctionLike() bool {
	return s.Kind == FunctionScope || s.Kind == LambdaScope || s.Kind == ComprehensionScope
}

// Info is the result of resolving a module.
type Info struct {
	// Module is the scope of the module body.
	Module *Scope
	// Scopes maps every block node (see Scope.Node) to its scope.
	Scopes map[ast.Node]*Scope
	// FutureAnnotations is set by `from __future__ import annotations`:
	// annotations are kept as their source text, not evaluated.
	FutureAnnotations bool
}

// ScopeOf returns the scope of a block node, or nil.
func (in *Info) ScopeOf(n ast.Node) *Scope { return in.Scopes[n] }

// Mangle returns the name as CPython's compiler spells it inside the class
// named private (pystr.Mangle: type creation mangles __slots__ the same way).
func Mangle(private, name string) string { return pystr.Mangle(private, name) }
