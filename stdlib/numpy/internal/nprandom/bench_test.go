package nprandom

import "testing"

// Draws per op: one; compare with numpy's per-element time for a 10**6
// array (python3 -m timeit -s 'import numpy as np; r=np.random.RandomState(0)' 'r.randn(10**6)').

func BenchmarkLegacyGauss(b *testing.B) {
	r := NewRandomState(NewMT19937Legacy(0))
	for i := 0; i < b.N; i++ {
		r.Gauss()
	}
}

func BenchmarkLegacyRandomSample(b *testing.B) {
	r := NewRandomState(NewMT19937Legacy(0))
	for i := 0; i < b.N; i++ {
		r.RandomSample()
	}
}

func BenchmarkLegacyRandint(b *testing.B) {
	r := NewRandomState(NewMT19937Legacy(0))
	bd := r.Bounded(Int64)
	for i := 0; i < b.N; i++ {
		bd.Next(0, 99)
	}
}

func BenchmarkGeneratorNormal(b *testing.B) {
	g := NewGenerator(NewPCG64(NewSeedSequence([]uint32{0}, nil, DefaultPoolSize)))
	for i := 0; i < b.N; i++ {
		g.StandardNormal()
	}
}

func BenchmarkGeneratorRandom(b *testing.B) {
	g := NewGenerator(NewPCG64(NewSeedSequence([]uint32{0}, nil, DefaultPoolSize)))
	for i := 0; i < b.N; i++ {
		g.Random()
	}
}

func BenchmarkGeneratorIntegers(b *testing.B) {
	g := NewGenerator(NewPCG64(NewSeedSequence([]uint32{0}, nil, DefaultPoolSize)))
	bd := g.Bounded(Int64)
	for i := 0; i < b.N; i++ {
		bd.Next(0, 99)
	}
}
