// Package stdlibtest runs Python programs for the tests of the stdlib
// modules: builtins and one module registered, nothing else.
package stdlibtest

import (
	"bytes"
	"testing"

	"github.com/kraitpy/krait/builtins"
	"github.com/kraitpy/krait/interp"
	"github.com/kraitpy/krait/parser"
	"github.com/kraitpy/krait/py"
)

// Run executes src under lim, with the builtins and the module name
// (made by load) importable, and returns what it printed and how it
// ended. A program that does not compile fails the test.
func Run(t *testing.T, src, name string, load func(*py.Thread) (py.Value, error), lim py.Limits) (string, error) {
	t.Helper()
	mod, err := parser.ParseFile("<test>", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	in := interp.New(interp.Config{})
	builtins.Register(in)
	in.RegisterModule(name, load)
	prog, err := in.Compile("<test>", []byte(src), mod)
	if err != nil {
		t.Fatal(err)
	}
	var out bytes.Buffer
	th := py.NewThread(nil, lim, &out)
	defer th.Close()
	err = prog.Run(th)
	return out.String(), err
}
