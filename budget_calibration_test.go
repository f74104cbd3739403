package krait_test

import (
	"context"
	"testing"

	"github.com/kraitpy/krait"
)

// TestDefaultBudgetBuysCPythonWork checks what loops agent code writes
// are charged: before the calibration (docs/security.md), the first
// exhausted the default 10M-operation budget in 0.05 s of CPython's
// work. Each runs a fifth of that loop and must charge at most a third
// of what it was charged before. (Regular expressions are charged by
// their measured time, so they are not checked here: the count would
// depend on the machine's load.)
func TestDefaultBudgetBuysCPythonWork(t *testing.T) {
	cases := []struct {
		name, code string
		maxOps     int64 // what the program may charge at most
	}{
		// Charged 2.08M operations before (one per item), 580k now.
		{"list of a range in a loop", "for _ in range(20000):\n    ramp = list(range(1, 101))\n", 700_000},
		// Charged 3.0M before, 770k now.
		{"in on a list", "a = list(range(1000))\nhits = 0\nfor i in range(4000):\n    if (i % 2000) in a:\n        hits += 1\n", 1_000_000},
		// Charged 660k before (n log n), 136k now.
		{"sorted floats", "import random\nrandom.seed(1)\ndata = [random.random() for _ in range(1000)]\nfor _ in range(60):\n    s = sorted(data)\n", 220_000},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			ex, err := krait.New(krait.Options{})
			if err != nil {
				t.Fatal(err)
			}
			defer ex.Close()
			out, err := ex.Run(context.Background(), c.code)
			if err != nil {
				t.Fatalf("%v (after %d operations)", err, out.Ops)
			}
			t.Logf("%d operations", out.Ops)
			if out.Ops > c.maxOps {
				t.Errorf("charged %d operations, want at most %d", out.Ops, c.maxOps)
			}
		})
	}
}
