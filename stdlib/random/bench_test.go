package random

import "testing"

func BenchmarkGauss(b *testing.B) {
	r := New()
	for i := 0; i < b.N; i++ {
		r.Gauss(0, 1)
	}
}
