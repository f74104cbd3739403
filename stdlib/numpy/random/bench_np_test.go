package random_test

import (
	"context"
	"testing"

	"github.com/kraitpy/krait"
	"github.com/kraitpy/krait/policy"
)

func benchCode(b *testing.B, setup, code string) {
	pol := policy.Default()
	lim := pol.Limits
	lim.MaxOps = 1 << 60
	lim.MaxMemoryBytes = 1 << 34
	pol.Limits = lim
	e, err := krait.New(krait.Options{Policy: pol, AuthorizedImports: []string{"numpy.*"}})
	if err != nil {
		b.Fatal(err)
	}
	if _, err := e.Run(context.Background(), setup); err != nil {
		b.Fatal(err)
	}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, err := e.Run(context.Background(), code); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkLegacyRand(b *testing.B) {
	benchCode(b, "import numpy as np\nnp.random.seed(0)", "x = np.random.rand(10**6)")
}
func BenchmarkGenIntegers(b *testing.B) {
	benchCode(b, "import numpy as np\nrng = np.random.default_rng(0)", "x = rng.integers(0, 100, 10**6)")
}
