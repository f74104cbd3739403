package krait_test

import (
	"context"
	"fmt"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/kraitpy/krait"
	"github.com/kraitpy/krait/policy"
)

// TestTextResultChargedOnce: a text result is charged once, as the
// memory it is. repr('a' * n) was charged by the builder that made it
// and again by the str made of it, and a list's repr once more for every
// buffer its builder outgrew, so a result that fitted the budget with
// room to spare was refused. Under a 64 MiB budget, each program holds
// its input and makes a text of M MiB: with M = 24 (48-50 MiB held) it
// must succeed, with M = 40 (80 MiB) it must stop on the memory limit
// ("f-string parts": an input of M/2 MiB, a text of 3M/2).
func TestTextResultChargedOnce(t *testing.T) {
	const budget = 64 << 20
	programs := map[string]string{
		"repr(str)":      "X = 'a' * (M << 20)\nR = repr(X)\nprint(len(R))",
		"ascii(str)":     "X = 'a' * (M << 20)\nR = ascii(X)\nprint(len(R))",
		"repr(bytes)":    "X = b'a' * (M << 20)\nR = repr(X)\nprint(len(R))",
		"repr(list)":     "X = ['a' * 2**20] * M\nR = repr(X)\nprint(len(R))",
		"str(list)":      "X = ['a' * 2**20] * M\nR = str(X)\nprint(len(R))",
		"str.format !r":  "X = 'a' * (M << 20)\nR = '{!r}'.format(X)\nprint(len(R))",
		"str.upper":      "X = '\\u0101' * (M << 19)\nR = X.upper()\nprint(len(R))",
		"str.center":     "X = 'a' * (M << 20)\nR = X.center((M << 20) + 10)\nprint(len(R))",
		"f-string":       "X = 'a' * (M << 20)\nR = f'{X}.'\nprint(len(R))",
		"f-string !r":    "X = 'a' * (M << 20)\nR = f'{X!r}'\nprint(len(R))",
		"f-string parts": "X = 'a' * (M << 19)\nR = f'<{X}|{X}|{X}>'\nprint(len(R))",
	}
	pol := policy.Default()
	pol.Limits.MaxMemoryBytes = budget
	pol.Limits.MaxOps = 1_000_000_000
	pol.Limits.MaxDuration = 10 * time.Minute // not a timing test
	for name, code := range programs {
		for _, m := range []int{24, 40} {
			t.Run(fmt.Sprintf("%s/%dMiB", name, m), func(t *testing.T) {
				e := newExec(t, krait.Options{Policy: pol})
				defer e.Close()
				out, err := e.Run(context.Background(), fmt.Sprintf("M = %d\n%s", m, code))
				if m == 24 {
					require.NoError(t, err, "a result that fits the budget was refused (logs %q)", out.Logs)
				} else {
					require.ErrorIs(t, err, krait.ErrMemoryLimit, "logs %q", out.Logs)
				}
			})
		}
	}
}
