package policy

import (
	"errors"
	"slices"
)

// ErrBuiltinRefused is matched (errors.Is) by every *BuiltinError.
var ErrBuiltinRefused = errors.New("builtin refused")

// BuiltinError is the refusal of a builtin name. Its text is smolagents'
// "Forbidden function evaluation" message so agents react the same way.
type BuiltinError struct {
	// Name is the refused builtin.
	Name string
	// Form, when set, is the refused form of a provided builtin
	// ("vars() without an argument"), with Reason saying why.
	Form, Reason string
}

// Error implements error.
func (e *BuiltinError) Error() string {
	if e.Form != "" {
		return "Forbidden function evaluation: " + e.Form + ": " + e.Reason
	}
	return "Forbidden function evaluation: '" + e.Name +
		"' is not among the explicitly allowed tools or defined/imported in the preceding code"
}

// Is makes errors.Is(err, ErrBuiltinRefused) true.
func (e *BuiltinError) Is(target error) bool { return target == ErrBuiltinRefused }

// refusedBuiltins are the builtin names krait never provides, with the
// reason. An embedder may refuse more (ExtraRefusedBuiltins) but never fewer.
//
// Deliberately NOT refused, unlike smolagents (which offers only 52 names):
//   - dir: it returns attribute *names* only; reaching any dunder it lists
//     still goes through the dunder rules, and agents use dir(module) to
//     explore.
//   - getattr/setattr/hasattr/delattr and vars(x): provided, but they go
//     through the same attribute checkpoint as the dot syntax (vars(x)
//     reads x.__dict__, so the strict dunder rule refuses it with the
//     dunder refusal); vars() without an argument is locals() and is
//     refused.
//   - super, object, type, property, classmethod, staticmethod, id, hash,
//     repr, format, bytes, frozenset, slice: plain value operations inside
//     krait's own object model; none reaches the host.
var refusedBuiltins = map[string]string{
	"eval":            "runs a string as code, bypassing the node whitelist",
	"exec":            "runs a string as code, bypassing the node whitelist",
	"compile":         "builds code objects, bypassing the node whitelist",
	"__import__":      "imports bypassing the import statement's checks",
	"open":            "file-system access",
	"input":           "reads the host's standard input",
	"globals":         "exposes the module namespace as a mutable dict",
	"locals":          "exposes a namespace as a dict (smolagents' DANGEROUS_FUNCTIONS)",
	"breakpoint":      "starts a debugger on the host",
	"memoryview":      "aliases raw buffers of other objects",
	"help":            "pydoc reads files and the host environment",
	"exit":            "raises SystemExit to stop the host; a run ends by returning",
	"quit":            "raises SystemExit to stop the host; a run ends by returning",
	"copyright":       "site-module banner, meaningless in a sandbox",
	"credits":         "site-module banner, meaningless in a sandbox",
	"license":         "site-module banner that reads files",
	"__build_class__": "interpreter internal behind the class statement",
	"__builtins__":    "the builtins namespace itself; reaching it would bypass these refusals",
	"__loader__":      "import machinery",
	"__spec__":        "import machinery",
}

// RefusedBuiltins returns every refused builtin name of p (the fixed set
// plus ExtraRefusedBuiltins), sorted.
func (p *Policy) RefusedBuiltins() []string {
	out := make([]string, 0, len(refusedBuiltins)+len(p.ExtraRefusedBuiltins))
	for n := range refusedBuiltins {
		out = append(out, n)
	}
	out = append(out, p.ExtraRefusedBuiltins...)
	slices.Sort(out)
	return slices.Compact(out)
}

// RefusesBuiltin reports whether the builtin name must not be provided.
// The name is NFKC-normalized first, as the parser normalizes identifiers.
func (p *Policy) RefusesBuiltin(name string) bool {
	name = normalizeName(name)
	if _, ok := refusedBuiltins[name]; ok {
		return true
	}
	return slices.Contains(p.ExtraRefusedBuiltins, name)
}

// CheckBuiltin returns a *BuiltinError when the builtin name is refused.
func (p *Policy) CheckBuiltin(name string) error {
	if p.RefusesBuiltin(name) {
		return &BuiltinError{Name: normalizeName(name)}
	}
	return nil
}

// BuiltinReason returns why a builtin is refused ("" when it is not one of
// the fixed refusals; an embedder's extra refusals have no recorded reason).
func BuiltinReason(name string) string { return refusedBuiltins[name] }
