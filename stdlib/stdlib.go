// Package stdlib provides krait's Go implementations of the Python standard
// library modules that agents use. Each module lives in its own package
// under stdlib/ and has no access to the host: no files, network,
// processes or environment.
package stdlib

import (
	"sync"

	"github.com/kraitpy/krait/interp"
)

// Register makes every stdlib module importable in the interpreter. Whether
// an import is allowed is decided separately, by the policy. The table is
// the process's (Loaders): its loaders keep what they load in the
// interpreter's py.Locals (links.go).
func Register(in *interp.Interp) { in.UseModules(Loaders()) }

var (
	loadersOnce sync.Once
	loaders     interp.Modules
)

// Loaders returns the table of every stdlib module's loader, by dotted
// module name: one per process, built on first use, which callers must
// not change. A loader keeps the modules it shares with others in the
// thread's Locals (the interpreter's, or the thread's own).
func Loaders() interp.Modules {
	loadersOnce.Do(func() {
		m := map[string]interp.ModuleLoader{}
		addDefaultModules(m)
		addToolModules(m)
		addExtraModules(m)
		linkModules(m)
		loaders = m
	})
	return loaders
}
