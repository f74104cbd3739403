package stdlib_test

import (
	"io"
	"testing"

	"github.com/kraitpy/krait/builtins"
	"github.com/kraitpy/krait/interp"
	"github.com/kraitpy/krait/parser"
	"github.com/kraitpy/krait/policy"
	"github.com/kraitpy/krait/py"
	"github.com/kraitpy/krait/stdlib"
)

// benchStdlib compiles src once and runs it b.N times with the stdlib
// registered and no limits: the paths issue 14's charges touched (tuple
// hashing, bytes splitting, repr of str, exact fractions, decimals).
func benchStdlib(b *testing.B, src string) {
	b.Helper()
	mod, err := parser.ParseFile("<bench>", []byte(src))
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		b.StopTimer()
		pol := policy.Default()
		pol.AllowImports("*")
		pol.Limits.MaxWhileIterations = 0
		in := interp.New(interp.Config{Policy: pol, CheckImport: func(name string, from bool) error { return pol.CheckImport(name) }})
		builtins.Register(in)
		stdlib.Register(in)
		prog, err := in.Compile("<bench>", []byte(src), mod)
		if err != nil {
			b.Fatal(err)
		}
		th := py.NewThread(nil, py.Limits{MaxOps: -1, MaxMemory: -1}, io.Discard)
		b.StartTimer()
		if err := prog.Run(th); err != nil {
			b.Fatal(err)
		}
		th.Close()
	}
}

func BenchmarkBudgetTupleKeys(b *testing.B) {
	benchStdlib(b, "d = {}\nfor i in range(100000):\n    d[(i, i + 1)] = i\nt = 0\nfor i in range(100000):\n    t += d[(i, i + 1)]\n")
}

func BenchmarkBudgetBytesSplit(b *testing.B) {
	benchStdlib(b, "s = b'the quick brown fox jumps over the lazy dog\\n' * 2000\nfor i in range(50):\n    a = s.split()\n    c = s.split(b' ')\n    l = s.splitlines()\n")
}

func BenchmarkBudgetStrRepr(b *testing.B) {
	benchStdlib(b, "s = 'quick brown fox ' * 400\nxs = ['word%d' % i for i in range(1000)]\nfor i in range(200):\n    r = repr(s)\n    q = repr(xs)\n    a = ascii('caf\\u00e9 ' * 100)\n")
}

func BenchmarkBudgetFractions(b *testing.B) {
	benchStdlib(b, "from fractions import Fraction\nt = Fraction(0)\nfor i in range(1, 3000):\n    t += Fraction(1, i % 97 + 1)\nu = Fraction(3, 7) ** 50\n")
}

func BenchmarkBudgetDecimal(b *testing.B) {
	benchStdlib(b, "import decimal\nD = decimal.Decimal\nx = D('1.0001')\nt = D(0)\nfor i in range(20000):\n    t = t + x * x\ny = D(2).sqrt() + D(2).exp() + D(3).ln()\n")
}
