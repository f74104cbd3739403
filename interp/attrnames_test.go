package interp

import (
	"fmt"
	"strings"
	"testing"

	"github.com/kraitpy/krait/parser"
)

// TestAttrNamesBounded compiles three programs of maxAttrNames/2 fresh
// attribute names each in one interpreter: the names it shares between
// sites stop at maxAttrNames (each program's names were kept for ever
// before), and the sites past the bound still get their names.
func TestAttrNamesBounded(t *testing.T) {
	in := New(Config{})
	for r := range 3 {
		var b strings.Builder
		b.WriteString("if False:\n")
		for i := range maxAttrNames / 2 {
			fmt.Fprintf(&b, "    x.a%d_%d\n", r, i)
		}
		src := []byte(b.String())
		mod, err := parser.ParseFile("<test>", src)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := in.Compile("<test>", src, mod); err != nil {
			t.Fatal(err)
		}
	}
	if n := len(in.attrNames); n != maxAttrNames {
		t.Errorf("%d names shared, want the bound %d", n, maxAttrNames)
	}
	if s := in.attrName("past_the_bound"); s.String() != "past_the_bound" {
		t.Errorf("a name past the bound is %q", s.String())
	}
	if _, ok := in.attrNames["past_the_bound"]; ok {
		t.Error("a name past the bound was shared")
	}
}
