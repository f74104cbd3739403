package ast_test

import (
	"encoding/json"
	"os"
	"testing"

	"github.com/kraitpy/krait/ast"
	"github.com/kraitpy/krait/parser"
)

// TestUnparse compares Unparse with the strings CPython 3.11 keeps for
// annotations under `from __future__ import annotations`
// (testdata/unparse.json, written by testdata/unparse_gen.py with python3).
func TestUnparse(t *testing.T) {
	data, err := os.ReadFile("testdata/unparse.json")
	if err != nil {
		t.Fatal(err)
	}
	var cases [][2]string
	if err := json.Unmarshal(data, &cases); err != nil {
		t.Fatal(err)
	}
	if len(cases) < 90 {
		t.Fatalf("only %d cases", len(cases))
	}
	for _, c := range cases {
		mod, err := parser.ParseFile("t", []byte("x: "+c[0]+"\n"))
		if err != nil {
			t.Errorf("%s: %v", c[0], err)
			continue
		}
		ann := mod.Body[0].(*ast.AnnAssign).Annotation
		if got := ast.Unparse(ann); got != c[1] {
			t.Errorf("Unparse(%s) = %q, CPython %q", c[0], got, c[1])
		}
	}
}
