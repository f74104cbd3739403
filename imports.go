package krait

import (
	"sort"
	"strings"

	"github.com/kraitpy/krait/interp"
	"github.com/kraitpy/krait/policy"
)

// UnknownImportsError is New's refusal of an import allowlist that names
// modules krait does not have (smolagents refuses them the same way, as
// "Non-installed authorized modules"): code told it may import numpy
// must be able to.
type UnknownImportsError struct {
	// Modules are the unknown names (or "pkg.*" patterns), sorted.
	Modules []string
}

// Error lists the modules.
func (e *UnknownImportsError) Error() string {
	return "krait: authorized imports that krait does not have: " + strings.Join(e.Modules, ", ")
}

// checkImportsExist refuses allowlist entries that match no registered
// module ("*" matches any).
func checkImportsExist(in *interp.Interp, pol *policy.Policy) error {
	var names []string
	var unknown []string
	for _, pat := range pol.AuthorizedImports {
		if pat == "*" || in.HasModule(pat) {
			continue
		}
		if pkg, ok := strings.CutSuffix(pat, ".*"); ok {
			if in.HasModule(pkg) {
				continue
			}
			if names == nil {
				names = in.ModuleNames()
			}
			found := false
			for _, n := range names {
				if strings.HasPrefix(n, pkg+".") {
					found = true
					break
				}
			}
			if found {
				continue
			}
		}
		unknown = append(unknown, pat)
	}
	if len(unknown) == 0 {
		return nil
	}
	sort.Strings(unknown)
	return &UnknownImportsError{Modules: unknown}
}
