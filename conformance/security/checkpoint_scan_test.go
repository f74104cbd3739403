package security_test

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"
)

// TestAttrCheckpointScan fails when library code (stdlib, builtins) reads
// or writes an attribute by a run-time name without the attribute
// checkpoint. py's by-name API makes that structurally hard: its unchecked
// functions (py.GetAttr, SetAttr, DelAttr, HasAttr, CallMethod) take a
// py.LibName, to which only a string constant converts implicitly, and
// the by-name functions taking a string (py.GetAttrByName, ...) check.
// What the compiler cannot see, this scan does:
//
//   - an explicit conversion py.LibName(x) of anything but a string
//     literal (it would smuggle a run-time name past the checkpoint);
//   - a class-namespace lookup (Type.Lookup, LookupStr, LookupAttr) or a
//     namespace read (x.Dict.GetStr, x.Dict.Get, Instance.DictAttr) with a
//     non-literal name, outside the reviewed sites listed in
//     checkpointAllowed with the reason each is not a read on the
//     program's behalf.
func TestAttrCheckpointScan(t *testing.T) {
	root := filepath.Join("..", "..")
	var found []string
	for _, dir := range []string{"stdlib", "builtins"} {
		err := filepath.WalkDir(filepath.Join(root, dir), func(path string, d fs.DirEntry, err error) error {
			if err != nil || d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
				return err
			}
			rel, _ := filepath.Rel(root, path)
			found = append(found, scanCheckpoint(t, path, filepath.ToSlash(rel))...)
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	seen := map[string]bool{}
	for _, f := range found {
		key := f[:strings.Index(f, " ")]
		seen[key] = true
		if _, ok := checkpointAllowed[key]; !ok {
			t.Errorf("%s: attribute name from a run-time value without the checkpoint (use py.GetAttrByName & co., or review and list the site in checkpointAllowed with its reason)", f)
		}
	}
	var stale []string
	for k := range checkpointAllowed {
		if !seen[k] {
			stale = append(stale, k)
		}
	}
	sort.Strings(stale)
	for _, k := range stale {
		t.Errorf("checkpointAllowed lists %s, which no longer reads by a run-time name: remove it", k)
	}
}

// scanCheckpoint returns "file:func what" for each suspicious site.
func scanCheckpoint(t *testing.T, path, rel string) []string {
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, path, nil, 0)
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, decl := range f.Decls {
		fn, ok := decl.(*ast.FuncDecl)
		if !ok || fn.Body == nil {
			continue
		}
		name := fn.Name.Name
		if fn.Recv != nil && len(fn.Recv.List) > 0 {
			name = recvName(fn.Recv.List[0].Type) + "." + name
		}
		ast.Inspect(fn.Body, func(n ast.Node) bool {
			call, ok := n.(*ast.CallExpr)
			if !ok {
				return true
			}
			sel, ok := call.Fun.(*ast.SelectorExpr)
			if !ok || len(call.Args) == 0 {
				return true
			}
			what := ""
			switch sel.Sel.Name {
			case "LibName":
				if id, ok := sel.X.(*ast.Ident); ok && id.Name == "py" && !isStringLit(call.Args[0]) {
					what = "py.LibName(non-literal)"
				}
			case "Lookup", "LookupStr", "LookupAttr", "DictAttr":
				if !isStringLit(call.Args[0]) {
					what = "." + sel.Sel.Name + "(non-literal)"
				}
			case "GetStr", "Get":
				if inner, ok := sel.X.(*ast.SelectorExpr); ok && inner.Sel.Name == "Dict" && !isStringLit(call.Args[0]) {
					what = ".Dict." + sel.Sel.Name + "(non-literal)"
				}
			}
			if what != "" {
				out = append(out, rel+":"+name+" "+what+" at line "+itoa(fset.Position(call.Pos()).Line))
			}
			return true
		})
	}
	return out
}

func recvName(e ast.Expr) string {
	switch x := e.(type) {
	case *ast.StarExpr:
		return recvName(x.X)
	case *ast.Ident:
		return x.Name
	case *ast.IndexExpr:
		return recvName(x.X)
	}
	return "?"
}

// isStringLit reports whether e is a string literal, possibly wrapped in
// string(...) or a LibName constant conversion.
func isStringLit(e ast.Expr) bool {
	if lit, ok := e.(*ast.BasicLit); ok {
		return lit.Kind == token.STRING
	}
	return false
}

func itoa(n int) string {
	if n == 0 {
		return "0"
	}
	var b []byte
	for ; n > 0; n /= 10 {
		b = append([]byte{byte('0' + n%10)}, b...)
	}
	return string(b)
}

// checkpointAllowed are the reviewed sites that read a namespace by a
// run-time name that does not come from the program (or whose result is
// never handed to it), each with the reason.
var checkpointAllowed = map[string]string{
	"stdlib/abc/abc.go:module.initClass":                        "names from the class's own __abstractmethods__ computation; only their abstractness (a bool) is used",
	"stdlib/collections/abc.go:RegisterWithABC":                 "module wiring: names from a constant registration table",
	"stdlib/collections/abc.go:abcState.abstractMethods":        "abstractness check: only a bool is used",
	"stdlib/collections/abc.go:abcState.newABC":                 "builds the ABC from a constant method table of the module",
	"stdlib/collections/abc.go:hasMethod":                       "__subclasshook__ probe with constant method names; only a bool is used",
	"stdlib/contextlib/contextlib.go:field":                     "reads the library's own instance fields by constant names passed by its callers",
	"stdlib/dataclasses/module.go:module.fieldRepr":             "Field.__repr__ reads the Field's own slots from a constant list",
	"stdlib/dataclasses/process.go:annotationTarget":            "resolves an annotation's leading name in the class's module (ClassVar/InitVar detection); only compared, never returned",
	"stdlib/dataclasses/process.go:module.process":              "the decorated class's own namespace, by the field names its body annotated: the program's own values (defaults)",
	"stdlib/dataclasses/process.go:classInfo.plainFields":       "looks up a compared field's name on the class only to see whether a descriptor could change the read (after policy.MaybeDunder refused dunder-like names); the value is never returned",
	"stdlib/decimal/ctxmethods.go:module.installContextMethods": "module setup: LibName constants of a method table",
	"stdlib/decimal/methods.go:module.installContext":           "module setup: constant context field names",
	"stdlib/enum/create.go:isDescriptor":                        "constant descriptor-protocol names; only a bool is used",
	"stdlib/enum/create.go:module.fixMethods":                   "enum class creation: constant method names copied from the module's own base classes",
	"stdlib/enum/create.go:module.redirect":                     "enum member lookup in the enum class's own namespace by member name (the program's enum)",
	"stdlib/enum/extras.go:attrOr":                              "the library's own instance fields by constant names",
	"stdlib/enum/flag.go:intAttr":                               "constant private names (_flag_mask_, ...) of the library's own flag classes",
	"stdlib/enum/module.go:module.makeConstants":                "module setup: constant member names",
	"stdlib/functools/ordering.go:cachedProperty.DescriptorGet": "cached_property reads the instance's own dict under the attribute name the class statement bound it to (what attribute syntax just asked for)",
	"stdlib/functools/ordering.go:definesOwn":                   "whether the class defines a comparison (constant names); only a bool is used",
	"stdlib/links.go:linkModules":                               "module wiring: constant submodule names",
	"stdlib/math/ints.go:rounder":                               "LibName constants __floor__/__ceil__/__trunc__",
	"stdlib/numpy/module.go:Module.delegate":                    "ndarray methods delegating to module functions: names from the module's own method table",
	"stdlib/random/module.go:Load":                              "module setup: constant method names of Random",
	"stdlib/statistics/module.go:module.loadReexports":          "module setup: constant re-exported names",
	"stdlib/typing/module.go:aliasField":                        "the library's own alias instance fields by constant names",
	"stdlib/typing/protocol.go:module.protoHook":                "runtime_checkable probe of the protocol's own member names; only a bool is used",
	"stdlib/typing/records.go:module.installNamedTuple":         "NamedTuple class creation: the class's own namespace by its field names",
	"stdlib/unicodedata/module.go:Load":                         "not an attribute: a Unicode character-name table lookup",
}

// TestAttrCheckpointScanFinds: the scan reports each kind of bypass.
func TestAttrCheckpointScanFinds(t *testing.T) {
	src := `package x

func f(t *py.Thread, cls *py.Type, obj py.Value, name string) {
	py.GetAttr(t, obj, py.LibName(name))
	cls.Lookup(name)
	cls.Dict.GetStr(name)
	py.GetAttr(t, obj, py.LibName("ok"))
	cls.Lookup("ok")
}
`
	path := filepath.Join(t.TempDir(), "x.go")
	if err := os.WriteFile(path, []byte(src), 0o600); err != nil {
		t.Fatal(err)
	}
	got := scanCheckpoint(t, path, "x.go")
	if len(got) != 3 {
		t.Errorf("scan found %q, want the three bypasses", got)
	}
}
