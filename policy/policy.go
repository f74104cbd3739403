// Package policy is krait's safety policy written down as data: which
// modules may be imported, which builtin names are refused, which dunder
// attributes user code may touch, which syntax (AST node types) may run, and
// the resource limits of a run.
//
// The package decides nothing at run time by itself: the interpreter and the
// builtins ask it (CheckImport, CheckAttributeRead, RefusesBuiltin,
// AllowsNode, Limits) and enforce the answer. It imports no other krait
// package, so it can be printed, serialized and audited on its own
// (`krait policy`, Policy.WriteText, json.Marshal).
//
// Defaults equal smolagents' LocalPythonExecutor where that is safe and are
// stricter where smolagents has a known hole (see the reasons attached to
// every rule, printed by WriteText).
package policy

import (
	"errors"
	"fmt"
	"slices"
	"strings"
	"time"
)

// Policy is one complete, self-describing safety policy. The zero value is
// not useful: start from Default() and adjust the plain fields or use the
// helper methods, then call Validate.
type Policy struct {
	// AuthorizedImports lists the importable modules: exact dotted names,
	// "pkg.*" (pkg and everything below it) or "*" (everything). Blocked
	// modules stay refused whatever this list says.
	AuthorizedImports []string
	// ExtraRefusedBuiltins names builtins refused in addition to the
	// always-refused set (see RefusedBuiltins).
	ExtraRefusedBuiltins []string
	// DisabledNodes names AST node types (Go names of package ast, e.g.
	// "ClassDef", "While") that the interpreter must refuse to run.
	DisabledNodes []string
	// StrictDunders selects smolagents' dunder rule (DunderStrict: only
	// __name__, __qualname__, __doc__, __module__, __members__ readable,
	// __init__, __str__, __repr__ callable, vars refused) instead of
	// krait's reasoned table (DunderTable, the default), for hosts that
	// want code to behave exactly as under smolagents.
	StrictDunders bool
	// Limits bounds the resources of one run.
	Limits Limits
}

// Limits are the resource bounds of one run. Zero means "no limit" only
// where the field's comment says so; Validate rejects unlimited values for
// the others.
type Limits struct {
	// MaxOps is the operation budget (one unit per evaluated AST node plus
	// size-proportional charges inside builtins).
	MaxOps int64
	// MaxDuration is the wall-clock limit of one run.
	MaxDuration time.Duration
	// MaxMemoryBytes bounds the estimated bytes of live Python values.
	MaxMemoryBytes int64
	// MaxRecursion is the Python call-depth limit (RecursionError beyond it).
	MaxRecursion int
	// MaxDataDepth bounds recursion over nested data (repr, ==, hash, copy,
	// json) so that no input can overflow the Go stack.
	MaxDataDepth int
	// MaxOutputChars bounds the characters printed in one run; the output is
	// truncated head+tail as smolagents does.
	MaxOutputChars int
	// MaxSourceBytes bounds the size of one program's source text.
	MaxSourceBytes int
	// MaxWhileIterations caps the iterations of one while loop
	// (smolagents' MAX_WHILE_ITERATIONS); 0 means no per-loop cap (the
	// operation budget still applies).
	MaxWhileIterations int64
}

// DefaultImports returns smolagents' BASE_BUILTIN_MODULES: the modules every
// run may import by default.
func DefaultImports() []string { return slices.Clone(defaultImports) }

var defaultImports = []string{
	"collections", "datetime", "itertools", "math", "queue", "random",
	"re", "stat", "statistics", "time", "unicodedata",
}

// Default limits; the numbers follow smolagents where it has one.
const (
	// DefaultMaxOps is smolagents' MAX_OPERATIONS.
	DefaultMaxOps = 10_000_000
	// DefaultMaxDuration is smolagents' MAX_EXECUTION_TIME_SECONDS.
	DefaultMaxDuration = 30 * time.Second
	// DefaultMaxMemoryBytes is 256 MiB of estimated live values.
	DefaultMaxMemoryBytes = 256 << 20
	// DefaultMaxRecursion is CPython's default recursion limit.
	DefaultMaxRecursion = 1000
	// DefaultMaxDataDepth matches the depth at which CPython's repr of a
	// nested list fails with RecursionError.
	DefaultMaxDataDepth = 1000
	// DefaultMaxOutputChars is smolagents' DEFAULT_MAX_LEN_OUTPUT.
	DefaultMaxOutputChars = 50_000
	// DefaultMaxSourceBytes is 1 MiB of source text.
	DefaultMaxSourceBytes = 1 << 20
	// DefaultMaxWhileIterations is smolagents' MAX_WHILE_ITERATIONS.
	DefaultMaxWhileIterations = 1_000_000
)

// Default returns the default policy: smolagents' base imports, the
// always-refused builtins, every node type except the async ones, and the
// default limits.
func Default() *Policy {
	return &Policy{
		AuthorizedImports: DefaultImports(),
		DisabledNodes:     slices.Clone(defaultDisabledNodes),
		Limits:            DefaultLimits(),
	}
}

// DefaultLimits returns the default resource limits.
func DefaultLimits() Limits {
	return Limits{
		MaxOps:             DefaultMaxOps,
		MaxDuration:        DefaultMaxDuration,
		MaxMemoryBytes:     DefaultMaxMemoryBytes,
		MaxRecursion:       DefaultMaxRecursion,
		MaxDataDepth:       DefaultMaxDataDepth,
		MaxOutputChars:     DefaultMaxOutputChars,
		MaxSourceBytes:     DefaultMaxSourceBytes,
		MaxWhileIterations: DefaultMaxWhileIterations,
	}
}

// Clone returns a deep copy, so that adjusting it leaves p unchanged.
func (p *Policy) Clone() *Policy {
	return &Policy{
		AuthorizedImports:    slices.Clone(p.AuthorizedImports),
		ExtraRefusedBuiltins: slices.Clone(p.ExtraRefusedBuiltins),
		DisabledNodes:        slices.Clone(p.DisabledNodes),
		StrictDunders:        p.StrictDunders,
		Limits:               p.Limits,
	}
}

// AllowImports adds module patterns (names, "pkg.*" or "*") to the
// authorized imports, ignoring ones already present.
func (p *Policy) AllowImports(patterns ...string) {
	for _, m := range patterns {
		m = normalizeName(strings.TrimSpace(m))
		if !slices.Contains(p.AuthorizedImports, m) {
			p.AuthorizedImports = append(p.AuthorizedImports, m)
		}
	}
}

// DisableNodes refuses the given AST node types (Go names of package ast).
func (p *Policy) DisableNodes(names ...string) {
	for _, n := range names {
		if !slices.Contains(p.DisabledNodes, n) {
			p.DisabledNodes = append(p.DisabledNodes, n)
		}
	}
}

// EnableNodes removes node types from DisabledNodes.
func (p *Policy) EnableNodes(names ...string) {
	p.DisabledNodes = slices.DeleteFunc(p.DisabledNodes, func(n string) bool {
		return slices.Contains(names, n)
	})
}

// RefuseBuiltins refuses additional builtin names.
func (p *Policy) RefuseBuiltins(names ...string) {
	for _, n := range names {
		if !slices.Contains(p.ExtraRefusedBuiltins, n) {
			p.ExtraRefusedBuiltins = append(p.ExtraRefusedBuiltins, n)
		}
	}
}

// DunderRule returns the rule the policy's checkpoint applies to
// attribute names: DunderStrict when StrictDunders is set, else
// DunderTable.
func (p *Policy) DunderRule() DunderRule {
	if p.StrictDunders {
		return DunderStrict
	}
	return DunderTable
}

// CheckAttribute decides one attribute access by name under the policy's
// dunder rule (see DunderRule.Check).
func (p *Policy) CheckAttribute(name string, access DunderAccess) error {
	return p.DunderRule().Check(name, access)
}

// ErrInvalid is matched (errors.Is) by every error Validate returns.
var ErrInvalid = errors.New("invalid policy")

// InvalidError describes one problem Validate found.
type InvalidError struct {
	// Field is the Policy field at fault, e.g. "AuthorizedImports".
	Field string
	// Msg says what is wrong.
	Msg string
}

// Error implements error.
func (e *InvalidError) Error() string { return "invalid policy: " + e.Field + ": " + e.Msg }

// Is makes errors.Is(err, ErrInvalid) true.
func (e *InvalidError) Is(target error) bool { return target == ErrInvalid }

// Validate checks that the policy is well formed and safe to enforce: every
// import pattern is a dotted identifier path (optionally ending in ".*") or
// "*", no blocked module is named explicitly, node names are known, builtin
// names are identifiers, and every limit is positive. All problems are
// joined into one error.
func (p *Policy) Validate() error {
	var errs []error
	bad := func(field, format string, args ...any) {
		errs = append(errs, &InvalidError{Field: field, Msg: fmt.Sprintf(format, args...)})
	}
	for _, pat := range p.AuthorizedImports {
		if pat == "*" {
			continue
		}
		name := strings.TrimSuffix(pat, ".*")
		if !isDottedName(name) {
			bad("AuthorizedImports", "%q is not a module name, \"pkg.*\" or \"*\"", pat)
			continue
		}
		if why, blocked := blockedReason(normalizeName(name)); blocked {
			bad("AuthorizedImports", "%q can never be imported in krait: %s", pat, why)
		}
	}
	for _, n := range p.ExtraRefusedBuiltins {
		if !isIdentifier(n) {
			bad("ExtraRefusedBuiltins", "%q is not an identifier", n)
		}
	}
	for _, n := range p.DisabledNodes {
		if !IsNodeType(n) {
			bad("DisabledNodes", "%q is not a statement or expression node type of package ast", n)
		}
	}
	l := p.Limits
	positive := []struct {
		name string
		v    int64
	}{
		{"MaxOps", l.MaxOps},
		{"MaxDuration", int64(l.MaxDuration)},
		{"MaxMemoryBytes", l.MaxMemoryBytes},
		{"MaxRecursion", int64(l.MaxRecursion)},
		{"MaxDataDepth", int64(l.MaxDataDepth)},
		{"MaxOutputChars", int64(l.MaxOutputChars)},
		{"MaxSourceBytes", int64(l.MaxSourceBytes)},
	}
	for _, f := range positive {
		if f.v <= 0 {
			bad("Limits."+f.name, "must be positive, got %d", f.v)
		}
	}
	if l.MaxWhileIterations < 0 {
		bad("Limits.MaxWhileIterations", "must be 0 (no cap) or positive, got %d", l.MaxWhileIterations)
	}
	return errors.Join(errs...)
}
