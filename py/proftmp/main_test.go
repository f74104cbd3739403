package prof

import (
	"context"
	"os"
	"testing"

	"github.com/kraitpy/krait"
)

func BenchmarkScript(b *testing.B) {
	src, _ := os.ReadFile(os.Getenv("SCRIPT"))
	for i := 0; i < b.N; i++ {
		e, err := krait.New(krait.Options{})
		if err != nil {
			b.Fatal(err)
		}
		if _, err := e.Run(context.Background(), string(src)); err != nil {
			b.Fatal(err)
		}
	}
}
