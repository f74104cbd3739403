package interp

import (
	"runtime"
	"testing"
	"weak"

	"github.com/kraitpy/krait/parser"
	"github.com/kraitpy/krait/py"
)

// runSource compiles and runs src in the interpreter.
func runSource(t *testing.T, in *Interp, src string) *Program {
	t.Helper()
	mod, err := parser.ParseFile("<test>", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	prog, err := in.Compile("<test>", []byte(src), mod)
	if err != nil {
		t.Fatal(err)
	}
	th := py.NewThread(nil, py.Limits{}, nil)
	defer th.Close()
	if err := prog.Run(th); err != nil {
		t.Fatal(err)
	}
	return prog
}

// TestPoolForgetsPrograms: once its run has ended, a program the host no
// longer holds is not kept alive by the interpreter's pool of frames
// (whose frames ran its functions) nor by anything else of the
// interpreter: its compile unit, with the memos of its attribute sites,
// is collected. The recursion leaves frames of the first program in the
// pool below those the second run reuses.
func TestPoolForgetsPrograms(t *testing.T) {
	in := New(Config{})
	unit := weak.Make(runSource(t, in, "def f(n):\n    return f(n - 1) if n else 0\nf(20)\ndel f\n").code.unit)
	runSource(t, in, "def g(n):\n    return g(n - 1) if n else 0\ng(3)\n")
	runtime.GC()
	runtime.GC()
	if unit.Value() != nil {
		t.Error("the first program's compile unit is still reachable after its run")
	}
	for i, fr := range in.framePool {
		if fr.code != nil || fr.th != nil {
			t.Errorf("pooled frame %d still references a code object or a thread", i)
		}
	}
}
