package numpy

import (
	"bytes"
	"testing"

	"github.com/kraitpy/krait/builtins"
	"github.com/kraitpy/krait/interp"
	"github.com/kraitpy/krait/parser"
	"github.com/kraitpy/krait/py"
)

// TestWalkIsExact: the memory walk sees through numpy (its module, its
// classes' methods, its Go state and every kind of value it keeps in an
// instance's Base) without giving up, and counts each buffer once.
func TestWalkIsExact(t *testing.T) {
	const src = `import numpy as np
a = np.arange(10_000, dtype=float)
v = a[::2]
kinds = [np.zeros(3, dtype=k) for k in (bool, int, float, complex, object, str, np.int8, np.float32)]
scalars = [np.float64(1.5), np.int64(3), np.bool_(True), np.float32(2.5), np.int8(4), np.complex128(1j), np.str_("x")]
dts = [np.dtype("float64"), np.dtype("<U7"), np.dtype(np.int16), a.dtype]
fl = a.flat
it = iter(a)
vec = np.vectorize(lambda x: x + 1)
nd = np.nditer(a[:4])
p = np.poly1d([1.0, 2.0, 3.0])
es = np.errstate(divide="ignore")
po = np.printoptions(precision=3)
np.set_printoptions(formatter={"float": lambda x: "%.1f" % x})
grid = np.mgrid[0:3, 0:2]
uf = (np.add, np.sqrt)
err = np.linalg.LinAlgError("x")
`
	mod0, err := parser.ParseFile("<test>", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	var np *Module
	in := interp.New(interp.Config{})
	builtins.Register(in)
	in.RegisterModule("numpy", func(th *py.Thread) (py.Value, error) {
		m, err := New(th)
		if err != nil {
			return nil, err
		}
		np = m
		return m.mod, nil
	})
	in.RegisterModule("numpy.linalg", func(th *py.Thread) (py.Value, error) { return np.Linalg(), nil })
	prog, err := in.Compile("<test>", []byte(src), mod0)
	if err != nil {
		t.Fatal(err)
	}
	var out bytes.Buffer
	th := py.NewThread(nil, py.Limits{MaxOps: 1 << 40, MaxMemory: 1 << 30, MaxTime: -1}, &out)
	defer th.Close()
	if err := prog.Run(th); err != nil {
		t.Fatalf("%v\n%s", err, out.String())
	}
	w := py.NewMemWalk(1 << 20)
	g := in.Globals()
	for _, name := range g.Names() {
		w.Visit(g.Get(name))
	}
	size, exact := w.Run()
	if !exact {
		t.Fatalf("walk gave up: %s", w.Failed())
	}
	// a's buffer (80,000 bytes) once, though v shares it.
	if size < 80_000 || size > 400_000 {
		t.Errorf("walk measured %d bytes", size)
	}
}
