package interp_test

import "testing"

// BenchmarkBuiltinCalls: calls of built-in functions from Python code go
// through py.Call, where the depth guard counts one level per call.
func BenchmarkBuiltinCalls(b *testing.B) {
	benchProgram(b, "def f():\n    xs = [1, 2, 3]\n    n = 0\n    for i in range(200000):\n        n += len(xs) + abs(-i)\n    return n\nf()\n")
}

// BenchmarkMapFilter: iterator wrappers advance the iterator they wrap
// through py.NextNested.
func BenchmarkMapFilter(b *testing.B) {
	benchProgram(b, "s = sum(map(abs, filter(None, range(-100000, 100000))))\n")
}

// BenchmarkReprNested: repr of a list of small tuples and dicts.
func BenchmarkReprNested(b *testing.B) {
	benchProgram(b, "rows = [(i, {'k': [i, i + 1]}) for i in range(2000)]\nfor _ in range(20):\n    s = repr(rows)\n")
}

// BenchmarkTupleKeys: a dict keyed by tuples (hash and == of tuples).
func BenchmarkTupleKeys(b *testing.B) {
	benchProgram(b, "d = {}\nfor i in range(300):\n    for j in range(300):\n        d[(i, j)] = i\nn = 0\nfor i in range(300):\n    for j in range(300):\n        n += d[(i, j)]\n")
}
