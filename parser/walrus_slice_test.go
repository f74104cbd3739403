package parser

import (
	"testing"

	"github.com/kraitpy/krait/ast"
)

// A parenthesized walrus may be a slice bound (an unparenthesized one may
// not). The expected dump was printed by CPython 3.11's ast.dump; the
// random-program differential found the difference.
func TestParenthesizedWalrusSliceBound(t *testing.T) {
	mod, err := ParseFile("<test>", []byte("a[(x := 1):]\n"))
	if err != nil {
		t.Fatal(err)
	}
	const want = "Module(body=[Expr(value=Subscript(value=Name(id='a', ctx=Load()), slice=Slice(lower=NamedExpr(target=Name(id='x', ctx=Store()), value=Constant(value=1))), ctx=Load()))], type_ignores=[])"
	if got := ast.Dump(mod, false); got != want {
		t.Errorf("got  %s\nwant %s", got, want)
	}
	if _, err := ParseFile("<test>", []byte("a[x := 1:]\n")); err == nil {
		t.Error("an unparenthesized walrus slice bound must be a SyntaxError")
	}
}
