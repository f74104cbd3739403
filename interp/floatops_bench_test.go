package interp_test

import "testing"

// The float benchmarks: one boxed result per statement is the floor
// (a py.Float in an interface is one 8-byte allocation); the fused
// evaluation of +, -, * and / trees keeps intermediates unboxed.

// BenchmarkFloatFusedTree: `x*x + y*y + z*z` and `a / (b * c)` trees,
// 100k iterations (one allocation per tree).
func BenchmarkFloatFusedTree(b *testing.B) {
	benchProgram(b, "def f():\n    x, y, z = 1.5, 2.5, 3.5\n    s = 0.0\n    for _ in range(100000):\n        d = x * x + y * y + z * z\n        m = 0.01 / (d * d)\n    return m\nf()\n")
}

// BenchmarkFloatAugAssign: `l[i] -= x * y` and `s += x * y` on floats,
// 100k iterations.
func BenchmarkFloatAugAssign(b *testing.B) {
	benchProgram(b, "def f():\n    l = [0.0, 1.0]\n    x, y = 1.5, 0.5\n    s = 0.0\n    for _ in range(100000):\n        l[0] -= x * y\n        s += x * y\n    return s\nf()\n")
}

// BenchmarkFloatIntMix: int*float and float/int operands, 100k iterations.
func BenchmarkFloatIntMix(b *testing.B) {
	benchProgram(b, "def f():\n    t = 0.0\n    for i in range(100000):\n        t = 0.5 * i + t / 3\n    return t\nf()\n")
}

// BenchmarkIntTree: an int-only +, *, // tree (spectral_norm's index
// formula), which also takes the fused path, 100k iterations.
func BenchmarkIntTree(b *testing.B) {
	benchProgram(b, "def f():\n    t = 0\n    for i in range(100000):\n        j = i & 63\n        t = (i + j) * (i + j + 1) // 2 + i + 1\n    return t\nf()\n")
}
