//go:build !race

package krait_test

import (
	"fmt"
	"strings"
	"testing"
)

// memoSiteForms are the shapes of code whose attribute site memoizes a
// class attribute (interp's attrSite): each makes 1 MiB (d), defines a
// class C whose attribute holds it (body), then reads or calls it once at
// its own site (use). After `del C, d` only that site's memo keeps the
// MiB: the class (for an instance's lookup), and the attribute itself (a
// string, a function whose default holds it, a property). The MiB is made
// at the top level, not in the class body: a class body is unclean code,
// where the heap fallback would collect (see runHiddenBombs).
var memoSiteForms = []struct{ name, body, use string }{
	{"instance_attribute", `v = d`, `C().v`},
	{"method_call", `def m(self, d=d): return 0`, `C().m()`},
	{"bound_method", `def m(self, d=d): return 0`, `C().m`},
	{"property", `v = property(lambda self, d=d: 0)`, `C().v`},
	{"classmethod", `@classmethod
    def m(cls, d=d): return 0`, `C().m()`},
	{"staticmethod", `@staticmethod
    def m(d=d): return 0`, `C().m()`},
	{"store_then_read", `pass`, `o = C(); C.w = d; o.w; del o`},
}

// memoBombs generates a hidden bomb per form: 64 copies of the form,
// each at its own sites, so that 64 MiB end up held by memos alone. The
// straight-line program has no loop: every step is a new site. Under a
// 32 MiB budget each must stop on the memory limit having printed no
// more than 32: if the walk did not count what memos hold, the garbage
// of each step would be forgiven and the program would end holding 64
// MiB, and 64 thousand sites (a 1 MiB program) would hold 64 GiB.
func memoBombs() []struct{ name, code string } {
	var bombs []struct{ name, code string }
	for _, f := range memoSiteForms {
		var b strings.Builder
		b.WriteString("n = 0\n")
		for range 64 {
			fmt.Fprintf(&b, "d = \"a\" * 2**20\nclass C:\n    %s\n%s\ndel C, d\nn += 1\nprint(n)\n", f.body, f.use)
		}
		bombs = append(bombs, struct{ name, code string }{f.name, b.String()})
	}
	return bombs
}

// TestMemoizedAttributesAreCounted runs memoBombs as hidden bombs.
func TestMemoizedAttributesAreCounted(t *testing.T) {
	runHiddenBombs(t, memoBombs(), 1)
}
