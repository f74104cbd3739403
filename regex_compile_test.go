package krait_test

import (
	"context"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kraitpy/krait"
	"github.com/kraitpy/krait/policy"
)

// TestRegexCompileIsBounded: a pattern's compile cannot be interrupted,
// so one that may cost more than the operation budget has left is
// refused before it starts (1,000 \b: some 64 ms of compile, charged
// 2,000 operations before), and a compile's memory is checked against
// the memory budget wherever a program supplies a pattern (pandas' str
// methods compiled theirs unchecked: a 600,000-character pattern,
// 300 MB of compile by re's own bound, ran under a 256 MiB budget).
func TestRegexCompileIsBounded(t *testing.T) {
	ctx := context.Background()
	t.Run("re.compile past the budget", func(t *testing.T) {
		e := newExec(t, krait.Options{AuthorizedImports: []string{"re"}})
		defer e.Close()
		out, err := e.Run(ctx, `import re
print("before")
re.compile(r"\b" * 1000)
print("after")
`)
		require.ErrorIs(t, err, krait.ErrOpLimit)
		assert.Contains(t, err.Error(), "compiling this pattern may cost up to")
		assert.Equal(t, "before\n", out.Logs)
	})
	t.Run("pandas str.contains past the memory budget", func(t *testing.T) {
		pol := policy.Default()
		pol.Limits.MaxOps = 1 << 40 // the compile's memory, not its time
		e := newExec(t, krait.Options{Policy: pol, AuthorizedImports: []string{"pandas"}})
		defer e.Close()
		out, err := e.Run(ctx, `import pandas as pd
s = pd.Series(["ab", "cd"])
print(s.str.contains("a").tolist())
s.str.contains("a" * 600_000)
print("after")
`)
		require.ErrorIs(t, err, krait.ErrMemoryLimit)
		assert.Equal(t, "[True, False]\n", out.Logs)
	})
	t.Run("ordinary patterns in a loop", func(t *testing.T) {
		// 200 distinct patterns with two boundaries each, as code that
		// looks words up one by one writes them: charged their measured
		// time, they fit the default budget many times over.
		e := newExec(t, krait.Options{AuthorizedImports: []string{"re"}})
		defer e.Close()
		out, err := e.Run(ctx, `import re
text = " ".join(f"w{i}" for i in range(0, 400, 2))
print(sum(1 for i in range(200) if re.search(r"\b" + f"w{i}" + r"\b", text)))
`)
		require.NoError(t, err)
		assert.Equal(t, "100\n", out.Logs)
	})
}
