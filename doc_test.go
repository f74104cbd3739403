package krait_test

import (
	"go/ast"
	"go/doc"
	"go/parser"
	"go/token"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/kraitpy/krait"
)

// The public error types that are aliases of other packages' types show
// their fields where users look (`go doc krait.LimitError` showed only
// "type LimitError = py.LimitError").
func TestAliasedErrorTypesDocumentTheirFields(t *testing.T) {
	fset := token.NewFileSet()
	names, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	files := []*ast.File{}
	for _, name := range names {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, name, nil, parser.ParseComments)
		if err != nil {
			t.Fatal(err)
		}
		files = append(files, f)
	}
	p, err := doc.NewFromFiles(fset, files, "github.com/kraitpy/krait")
	if err != nil {
		t.Fatal(err)
	}
	docs := map[string]string{}
	for _, ty := range p.Types {
		docs[ty.Name] = ty.Doc
	}
	for name, typ := range map[string]reflect.Type{
		"LimitError":  reflect.TypeOf(krait.LimitError{}),
		"SyntaxError": reflect.TypeOf(krait.SyntaxError{}),
	} {
		d, ok := docs[name]
		if !ok {
			t.Fatalf("no doc for %s", name)
		}
		for i := 0; i < typ.NumField(); i++ {
			f := typ.Field(i)
			if !f.IsExported() || f.Name == "ByteOffsets" || f.Name == "TokenizerError" || f.Name == "FileNoColumn" {
				continue
			}
			if !strings.Contains(d, f.Name) {
				t.Errorf("the doc of %s does not mention its field %s", name, f.Name)
			}
		}
	}
}

// SyntaxError.Error() carries the source line and the caret line.
func TestSyntaxErrorCarriesCaret(t *testing.T) {
	e := newExec(t, krait.Options{})
	_, err := e.Run(t.Context(), "x = (1,\n")
	if err == nil || err.Error() != "SyntaxError: '(' was never closed (<code>, line 1)\n    x = (1,\n        ^" {
		t.Errorf("%q", err)
	}
}
