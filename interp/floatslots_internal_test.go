package interp

import (
	"testing"

	"github.com/kraitpy/krait/parser"
	"github.com/kraitpy/krait/py"
)

// Only locals that fused arithmetic alone reads and assigns are private;
// every other use (a call argument, an augmented assignment, a parameter,
// a closure, del) leaves the slot shared. The outputs of both kinds are
// checked against CPython by conformance's core_arith/float_locals_reuse.
func TestPrivateFloatSlots(t *testing.T) {
	src := `def f(n):
    acc = 0.0 * 1.0 + 0.0
    i = 0
    while i < n:
        d = i * 0.25 - 1.0
        acc = acc + d * d
        i += 1
    return acc * 1.0 + 0.0

def g(n, out):
    x = n * 0.5 + 1.0
    out.append(x)
    y = x * 2.0 - 1.0
    y += 1
    z = y * 3.0 - 1.0
    del z
    n = n * 2.0 - 1.0
    w = n * 1.0 + 0.0
    def h():
        return w
    return h
`
	mod, err := parser.ParseFile("<test>", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	in := New(Config{})
	prog, err := in.Compile("<test>", []byte(src), mod)
	if err != nil {
		t.Fatal(err)
	}
	th := py.NewThread(nil, py.Limits{}, nil)
	defer th.Close()
	if err := prog.Run(th); err != nil {
		t.Fatal(err)
	}
	want := map[string]map[string]bool{
		"f": {"acc": true, "d": true, "i": false, "n": false},
		"g": {"x": false, "y": false, "z": false, "n": false, "out": false},
	}
	for fn, names := range want {
		f, ok := in.globals.Get(fn).(*Function)
		if !ok {
			t.Fatalf("%s is not a function", fn)
		}
		for name, private := range names {
			sym := f.code.scope.Lookup(name)
			if sym == nil {
				t.Fatalf("%s: no symbol %s", fn, name)
			}
			got := sym.Index >= 0 && sym.Index < len(f.code.private) && f.code.private[sym.Index]
			if got != private {
				t.Errorf("%s.%s: private = %v, want %v", fn, name, got, private)
			}
		}
	}
	// The private slots give the same results as shared ones.
	r, err := py.Call(th, in.globals.Get("f"), []py.Value{py.NewInt(9)}, nil)
	if err != nil {
		t.Fatal(err)
	}
	if r != py.Float(3.75) {
		t.Errorf("f(9) = %v, want 3.75 (CPython)", r)
	}
}
