package numpy_test

import (
	"testing"

	"github.com/kraitpy/krait/py"
	"github.com/kraitpy/krait/stdlib/internal/stdlibtest"
	"github.com/kraitpy/krait/stdlib/numpy"
)

// benchProgram runs setup once and stmt b.N times inside one program.
func benchProgram(b *testing.B, setup, stmt string) {
	b.Helper()
	src := setup + "\nfor _ in range(" + itoa(b.N) + "):\n    " + stmt + "\n"
	b.ResetTimer()
	_, err := stdlibtest.Run(&testing.T{}, src, "numpy", numpy.Load, py.Limits{MaxOps: 1 << 50, MaxMemory: 8 << 30, MaxTime: -1})
	if err != nil {
		b.Fatal(err)
	}
}

func itoa(n int) string {
	if n == 0 {
		return "0"
	}
	var d []byte
	for n > 0 {
		d = append([]byte{byte('0' + n%10)}, d...)
		n /= 10
	}
	return string(d)
}

const floats = "import numpy as np\na = np.arange(1_000_000) / 7.0\nb = np.arange(1_000_000)[::-1] / 3.0\nkeys = np.arange(1_000_000) * 7919 % 1000\nperm = np.arange(1_000_000) * 7919 % 1_000_003 / 3.0\nA = (np.arange(90_000).reshape(300, 300) % 17) / 7.0"

func BenchmarkAdd(b *testing.B)        { benchProgram(b, floats, "r = a + a") }
func BenchmarkAddStrided(b *testing.B) { benchProgram(b, floats, "r = b + b") }
func BenchmarkSqrt(b *testing.B)       { benchProgram(b, floats, "r = np.sqrt(a)") }
func BenchmarkSum(b *testing.B)        { benchProgram(b, floats, "r = a.sum()") }
func BenchmarkStd(b *testing.B)        { benchProgram(b, floats, "r = a.std()") }
func BenchmarkMax(b *testing.B)        { benchProgram(b, floats, "r = a.max()") }
func BenchmarkMask(b *testing.B)       { benchProgram(b, floats, "r = a[(a > 25) & (a < 75)]") }
func BenchmarkCompare(b *testing.B)    { benchProgram(b, floats, "r = a > 25") }
func BenchmarkBincount(b *testing.B)   { benchProgram(b, floats, "r = np.bincount(keys, weights=a)") }
func BenchmarkSort(b *testing.B)       { benchProgram(b, floats, "r = np.sort(perm)") }
func BenchmarkArgsort(b *testing.B)    { benchProgram(b, floats, "r = np.argsort(perm)") }
func BenchmarkMatmul300(b *testing.B)  { benchProgram(b, floats, "r = A @ A") }
func BenchmarkExpr(b *testing.B)       { benchProgram(b, floats, "r = np.sqrt(a * a + b * b) * 0.5 + 1.0") }
func BenchmarkMulScalar(b *testing.B)  { benchProgram(b, floats, "r = a * 0.5") }
func BenchmarkInPlaceMul(b *testing.B) { benchProgram(b, floats, "a *= 1.0000001") }
func BenchmarkInPlaceAdd(b *testing.B) { benchProgram(b, floats, "a += b") }
