package krait_test

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kraitpy/krait"
)

// TestAttributesPastTheSharedNames: after a run that compiled more fresh
// attribute names than an interpreter shares between its sites
// (interp's maxAttrNames, 16,384), attributes of new names are written,
// read, deleted and listed as before at their own sites. The expected
// output is CPython 3.11's for the second program.
func TestAttributesPastTheSharedNames(t *testing.T) {
	e := newExec(t, krait.Options{})
	defer e.Close()
	var b strings.Builder
	b.WriteString("if False:\n")
	for i := range 20_000 {
		fmt.Fprintf(&b, "    x.n%d\n", i)
	}
	ctx := context.Background()
	_, err := e.Run(ctx, b.String())
	require.NoError(t, err)
	out, err := e.Run(ctx, `class C:
    def set(self):
        self.fresh_one = 1
        self.fresh_two = [2]
    def get(self):
        return self.fresh_one + self.fresh_two[0]
c = C()
c.set()
c.fresh_two.append(3)
print(c.get(), c.fresh_two, getattr(c, "fresh_one"), hasattr(c, "fresh_three"))
del c.fresh_one
print(sorted(vars(c)), C.get.__name__)
`)
	require.NoError(t, err)
	assert.Equal(t, "3 [2, 3] 1 False\n['fresh_two'] get\n", out.Logs)
}
