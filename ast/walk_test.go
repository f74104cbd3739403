package ast_test

import (
	"os"
	"path/filepath"
	"reflect"
	"testing"

	"github.com/kraitpy/krait/ast"
	"github.com/kraitpy/krait/parser"
)

var nodeType = reflect.TypeOf((*ast.Node)(nil)).Elem()

// reflectChildren is the reflective walk the generated Children replaced:
// the node-typed fields and the nodes of slice fields, in field order.
func reflectChildren(n ast.Node) []ast.Node {
	var out []ast.Node
	var each func(v reflect.Value)
	each = func(v reflect.Value) {
		switch v.Kind() {
		case reflect.Slice:
			for j := 0; j < v.Len(); j++ {
				each(v.Index(j))
			}
		case reflect.Interface, reflect.Pointer:
			if !v.IsNil() && v.Type().Implements(nodeType) {
				out = append(out, v.Interface().(ast.Node))
			}
		}
	}
	v := reflect.ValueOf(n).Elem()
	for i := 0; i < v.NumField(); i++ {
		each(v.Field(i))
	}
	return out
}

// The generated walker (Children, NodeName, IsNil) agrees with reflection
// on every node of the conformance programs.
func TestGeneratedWalkMatchesReflection(t *testing.T) {
	files, err := filepath.Glob("../conformance/testdata/programs/*/*.py")
	if err != nil || len(files) < 100 {
		t.Fatalf("%d programs, %v", len(files), err)
	}
	nodes := 0
	kinds := map[string]bool{}
	for _, f := range files {
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		mod, err := parser.ParseFile(f, src)
		if err != nil {
			continue // programs that test syntax errors
		}
		var walk func(n ast.Node)
		walk = func(n ast.Node) {
			nodes++
			if got, want := n.NodeName(), reflect.TypeOf(n).Elem().Name(); got != want {
				t.Fatalf("%s: NodeName %q, want %q", f, got, want)
			}
			kinds[n.NodeName()] = true
			var got []ast.Node
			ast.Children(n, func(c ast.Node) bool {
				got = append(got, c)
				return true
			})
			want := reflectChildren(n)
			if len(got) != len(want) {
				t.Fatalf("%s: %s has %d children, reflection finds %d", f, n.NodeName(), len(got), len(want))
			}
			for i := range got {
				if got[i] != want[i] {
					t.Fatalf("%s: %s child %d differs", f, n.NodeName(), i)
				}
			}
			for _, c := range got {
				walk(c)
			}
		}
		walk(mod)
	}
	if nodes < 100000 || len(kinds) < 60 {
		t.Errorf("only %d nodes of %d kinds walked", nodes, len(kinds))
	}
	var nilCall *ast.Call
	if !ast.IsNil(nil) || !ast.IsNil(nilCall) || ast.IsNil(&ast.Pass{}) {
		t.Error("IsNil")
	}
	// Children stops when f says so.
	mod, _ := parser.ParseFile("x", []byte("a = 1\nb = 2\n"))
	calls := 0
	if ast.Children(mod, func(ast.Node) bool { calls++; return false }) || calls != 1 {
		t.Errorf("Children went on after false (%d calls)", calls)
	}
}
