package security_test

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"
)

// rawDecodeFuncs are the unicode/utf8 functions that read or write a
// str's text as plain UTF-8: on a str holding a lone surrogate (stored in
// the three-byte WTF-8 form) they see three invalid bytes instead of one
// code point, so code handling str values uses internal/wtf8's versions.
var rawDecodeFuncs = map[string]bool{
	"DecodeRuneInString": true, "DecodeLastRuneInString": true, "RuneCountInString": true,
	"DecodeRune": true, "DecodeLastRune": true, "RuneCount": true,
	"AppendRune": true, "EncodeRune": true, "RuneLen": true,
}

// TestOneDecodingPath fails when code under py, builtins, internal, interp
// or stdlib decodes text with unicode/utf8 (rawDecodeFuncs), converts a
// non-constant string to []rune, or writes a rune with WriteRune, more
// often in a file than testdata/wtf8_sites.txt allows. The file lists
// the sites that remain, each file with its count and why: either they
// never see a str's text (source code columns, format specs that are
// ASCII by construction) or they are debt to convert to internal/wtf8 —
// the list may only shrink. What the scan does not see: a range loop
// over a string (Go decodes it as UTF-8), which needs types to tell from
// a range over a slice.
func TestOneDecodingPath(t *testing.T) {
	allowed := map[string]int{}
	b, err := os.ReadFile(filepath.Join("testdata", "wtf8_sites.txt"))
	if err != nil {
		t.Fatal(err)
	}
	for _, line := range strings.Split(string(b), "\n") {
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		f := strings.Fields(line)
		n, err := strconv.Atoi(f[1])
		if len(f) < 3 || err != nil {
			t.Fatalf("wtf8_sites.txt: want \"path count reason\", got %q", line)
		}
		allowed[f[0]] = n
	}
	root := filepath.Join("..", "..")
	found := map[string]int{}
	for _, dir := range []string{"py", "builtins", "internal", "interp", "stdlib"} {
		err := filepath.WalkDir(filepath.Join(root, dir), func(path string, d fs.DirEntry, err error) error {
			if err != nil || d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
				return err
			}
			rel, _ := filepath.Rel(root, path)
			rel = filepath.ToSlash(rel)
			if strings.HasPrefix(rel, "internal/wtf8/") || strings.HasPrefix(rel, "internal/analysis/") {
				return nil
			}
			if n := countRawDecodes(t, path); n > 0 {
				found[rel] = n
			}
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	var files []string
	for f := range found {
		files = append(files, f)
	}
	for f := range allowed {
		if _, ok := found[f]; !ok {
			files = append(files, f)
		}
	}
	sort.Strings(files)
	total := 0
	for _, f := range files {
		total += found[f]
		switch n, ok := allowed[f]; {
		case found[f] > n:
			t.Errorf("%s: %d raw UTF-8 decodes (unicode/utf8, []rune, WriteRune), %d allowed: use internal/wtf8 (or, for text that is never a str, list the file with its reason)", f, found[f], n)
		case ok && found[f] < n:
			t.Errorf("%s: %d raw UTF-8 decodes, %d listed: lower the count in testdata/wtf8_sites.txt", f, found[f], n)
		}
	}
	t.Logf("%d raw decoding sites left in %d files", total, len(found))
}

// countRawDecodes counts the raw UTF-8 decoding sites of one file.
func countRawDecodes(t *testing.T, path string) int {
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, path, nil, 0)
	if err != nil {
		t.Fatal(fmt.Errorf("%s: %w", path, err))
	}
	n := 0
	ast.Inspect(f, func(node ast.Node) bool {
		call, ok := node.(*ast.CallExpr)
		if !ok {
			return true
		}
		switch fun := call.Fun.(type) {
		case *ast.SelectorExpr:
			if x, ok := fun.X.(*ast.Ident); ok && x.Name == "utf8" && rawDecodeFuncs[fun.Sel.Name] {
				n++
			} else if fun.Sel.Name == "WriteRune" {
				n++
			}
		case *ast.ArrayType:
			if id, ok := fun.Elt.(*ast.Ident); ok && id.Name == "rune" && fun.Len == nil && len(call.Args) == 1 {
				if _, lit := call.Args[0].(*ast.BasicLit); !lit {
					n++
				}
			}
		}
		return true
	})
	return n
}
