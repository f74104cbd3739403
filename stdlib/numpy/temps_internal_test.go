package numpy

import (
	"bytes"
	"testing"

	"github.com/kraitpy/krait/builtins"
	"github.com/kraitpy/krait/interp"
	"github.com/kraitpy/krait/parser"
	"github.com/kraitpy/krait/py"
)

// runWithModule runs src with numpy importable and returns its output
// and the interpreter's numpy module (its pool).
func runWithModule(t *testing.T, src string) (string, *Module) {
	t.Helper()
	return runNumpy(t, src, 1<<30, false)
}

// runNumpy runs src under a memory limit of maxMemory bytes with numpy
// importable (its walk observer installed when observe is set, as
// stdlib's links install one for every interpreter's numpy) and returns
// the output and the module.
func runNumpy(t *testing.T, src string, maxMemory int64, observe bool) (string, *Module) {
	t.Helper()
	var mod *Module
	key := new(byte)
	load := func(th *py.Thread) (py.Value, error) {
		m, err := New(th)
		if err != nil {
			return nil, err
		}
		mod = m
		if observe {
			th.Local(key, func() any { return observer{m} })
		}
		return m.mod, nil
	}
	mod0, err := parser.ParseFile("<test>", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	in := interp.New(interp.Config{})
	builtins.Register(in)
	in.RegisterModule("numpy", load)
	prog, err := in.Compile("<test>", []byte(src), mod0)
	if err != nil {
		t.Fatal(err)
	}
	var out bytes.Buffer
	th := py.NewThread(nil, py.Limits{MaxOps: 1 << 40, MaxMemory: maxMemory, MaxTime: -1}, &out)
	defer th.Close()
	if err := prog.Run(th); err != nil {
		t.Fatalf("%v\n%s", err, out.String())
	}
	return out.String(), mod
}

// pooledBools counts the boolean buffers in the pool.
func pooledBools(m *Module) int {
	n := 0
	for _, a := range m.pool.arrs {
		if a.kind == Bool {
			n++
		}
	}
	return n
}

// TestMaskTempRecycled: a mask written in the subscript (a temporary the
// interpreter declares with py.TempIndex) goes to the pool once read; a
// mask held by a name does not, and keeps its values while later masks
// take pooled buffers.
func TestMaskTempRecycled(t *testing.T) {
	const setup = "import numpy as np\na = np.arange(100_000) / 10.0\n"
	cases := []struct {
		stmt string
		want int // boolean buffers in the pool afterwards
	}{
		// a > 25 and a < 75 go to the pool when & has read them, the
		// mask when the subscript has.
		{"r = a[(a > 25) & (a < 75)]", 3},
		{"r = a[a > 25]", 1},
		{"m = a > 25\nr = a[~m]", 1},
		// Held by a name, or by the walrus target: never pooled.
		{"m = (a > 25) & (a < 75)\nr = a[m]", 2},
		{"r = a[(m := (a > 25) & (a < 75))]", 2},
		// An index that is not a mask shape keeps the usual path.
		{"r = a[np.nonzero(a > 25)]", 0},
	}
	for _, c := range cases {
		_, m := runWithModule(t, setup+c.stmt+"\n")
		if got := pooledBools(m); got != c.want {
			t.Errorf("%q: %d boolean buffers pooled, want %d", c.stmt, got, c.want)
		}
	}
	// The named mask keeps its values while new masks take the pooled
	// buffers (the recycled ones are overwritten).
	out, _ := runWithModule(t, setup+`m = (a > 25) & (a < 75)
for i in range(4):
    r = a[(a > i * 100) & (a < i * 100 + 50)]
    s = a[~(a > i)]
    print(r.size, s.size, int(m.sum()), m[300], m[200])
`)
	want := "499 1 499 True False\n499 11 499 True False\n499 21 499 True False\n499 31 499 True False\n"
	if out != want {
		t.Errorf("output:\n%s\nwant:\n%s", out, want)
	}
}
