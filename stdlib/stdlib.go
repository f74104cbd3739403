// Package stdlib provides krait's Go implementations of the Python standard
// library modules that agents use. Each module lives in its own package
// under stdlib/ and has no access to the host: no files, network,
// processes or environment.
package stdlib

import "github.com/kraitpy/krait/interp"

// Register makes every stdlib module importable in the interpreter. Whether
// an import is allowed is decided separately, by the policy. The table is
// the interpreter's own: some loaders keep the modules they share with
// others (links.go).
func Register(in *interp.Interp) { in.UseModules(Loaders()) }

// Loaders returns a fresh table of every stdlib module's loader, by dotted
// module name.
func Loaders() map[string]interp.ModuleLoader {
	m := map[string]interp.ModuleLoader{}
	addDefaultModules(m)
	addToolModules(m)
	addExtraModules(m)
	linkModules(m)
	return m
}
