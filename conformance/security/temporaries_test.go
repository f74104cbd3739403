package security_test

import (
	"context"
	"testing"

	"github.com/kraitpy/krait"
	"github.com/kraitpy/krait/py"
)

// TestBigTemporariesPayOperations generates the class "a loop that makes
// a big temporary per iteration": each builtin below copies or builds at
// least 1 MiB per call, the result is dropped at once (so the memory
// budget forgives it), and the loop body is a handful of evaluated nodes.
// Before allocations paid for their bytes (py.AllocChargeMin), `t = s +
// "y"` over a 10 MB s ran 2,000 times (20 GB copied, 17 s) inside the
// default 10M-operation budget. Each case must now charge at least half
// of a memmove-speed pass (py.BytesPerOp) over the bytes it produced.
// (sorted is not here: it charges its n log n comparisons up front, far
// more than the copy.)
func TestBigTemporariesPayOperations(t *testing.T) {
	const (
		iterations = 40
		size       = 1 << 20 // bytes each iteration produces, at least
	)
	setup := "s = 'x' * (1 << 20)\nb = b'x' * (1 << 20)\nL = [0] * (1 << 17)\nd = dict.fromkeys(range(1 << 15))\nparts = ['x' * 1024] * 1024\n"
	cases := []struct{ name, expr string }{
		{"str concat", "s + 'y'"},
		{"str repeat", "'xy' * (1 << 19)"},
		{"str join", "''.join(parts)"},
		{"str replace", "s.replace('x', 'z')"},
		{"str upper", "s.upper()"},
		{"str slice copy", "s[1:]"},
		{"str format", "'{}!'.format(s)"},
		{"fstring", "f'{s}!'"},
		{"percent format", "'%s!' % s"},
		{"str center", "s.center((1 << 20) + 2)"},
		{"bytes concat", "b + b'y'"},
		{"bytes repeat", "b'xy' * (1 << 19)"},
		{"bytes join", "b''.join([b] * 1)+b'!'"},
		{"bytes hex", "b[:1 << 19].hex()"},
		{"bytearray copy", "bytearray(b)"},
		{"list concat", "L + [1]"},
		{"list repeat", "[0, 1] * (1 << 16)"},
		{"list copy", "L[:]"},
		{"list of list", "list(L)"},
		{"tuple of list", "tuple(L)"},
		{"dict copy", "d.copy()"},
		{"str of list", "str(L)"},
		{"repr of str", "repr(s)"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			ex, err := krait.New(krait.Options{})
			if err != nil {
				t.Fatal(err)
			}
			defer ex.Close()
			if _, err := ex.Run(context.Background(), setup); err != nil {
				t.Fatal(err)
			}
			code := "for _ in range(" + itoa(iterations) + "):\n    t = " + c.expr + "\n"
			out, err := ex.Run(context.Background(), code)
			if err != nil {
				t.Fatalf("%v (after %d operations)", err, out.Ops)
			}
			want := int64(iterations) * size / py.BytesPerOp / 2
			if out.Ops < want {
				t.Errorf("%d iterations of %s charged %d operations, want at least %d", iterations, c.expr, out.Ops, want)
			}
		})
	}
}
