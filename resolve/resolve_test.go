package resolve

import (
	"errors"
	"testing"

	"github.com/kraitpy/krait/ast"
	"github.com/kraitpy/krait/parser"
)

// Small constructors for hand-built trees (the expectations below come
// from CPython's symtable module and compile() on the same programs).
func at(line, col, endCol int) ast.Pos {
	return ast.Pos{Lineno: line, ColOffset: col, EndLineno: line, EndColOffset: endCol}
}
func load(id string) *ast.Name  { return &ast.Name{Id: id, Ctx: ast.Load} }
func store(id string) *ast.Name { return &ast.Name{Id: id, Ctx: ast.Store} }
func assign(target string, value ast.Expr) *ast.Assign {
	return &ast.Assign{Targets: []ast.Expr{store(target)}, Value: value}
}
func one() ast.Expr { return &ast.Constant{Value: int64(1)} }
func exprStmt(e ast.Expr) ast.Stmt {
	return &ast.ExprStmt{Value: e}
}
func def(name string, params []string, body ...ast.Stmt) *ast.FunctionDef {
	args := &ast.Arguments{}
	for _, p := range params {
		args.Args = append(args.Args, &ast.Arg{Arg: p})
	}
	return &ast.FunctionDef{Name: name, Args: args, Body: body}
}
func module(body ...ast.Stmt) *ast.Module { return &ast.Module{Body: body} }

func mustResolve(t *testing.T, m *ast.Module) *Info {
	t.Helper()
	info, err := Resolve("t.py", nil, m)
	if err != nil {
		t.Fatalf("Resolve: %v", err)
	}
	return info
}

func expectKind(t *testing.T, s *Scope, name string, want Kind) *Symbol {
	t.Helper()
	sym := s.Lookup(name)
	if sym == nil {
		t.Fatalf("%s: no symbol %q", s.Name, name)
	}
	if sym.Kind != want {
		t.Errorf("%s.%s: kind %v, want %v", s.Name, name, sym.Kind, want)
	}
	return sym
}

func TestFunctionLocalsAndSlots(t *testing.T) {
	// def f(a, b):
	//     c = a + b
	//     return len(c)
	f := def("f", []string{"a", "b"},
		assign("c", &ast.BinOp{Left: load("a"), Op: ast.Add, Right: load("b")}),
		&ast.Return{Value: &ast.Call{Func: load("len"), Args: []ast.Expr{load("c")}}})
	info := mustResolve(t, module(f))
	expectKind(t, info.Module, "f", Global)
	s := info.ScopeOf(f)
	for i, n := range []string{"a", "b", "c"} {
		sym := expectKind(t, s, n, Local)
		if sym.Index != i {
			t.Errorf("%s: slot %d, want %d", n, sym.Index, i)
		}
	}
	if !expectKind(t, s, "len", Global).BuiltinCandidate() {
		t.Errorf("len should be a builtin candidate")
	}
	if s.NumParams != 2 || len(s.Locals) != 3 {
		t.Errorf("NumParams %d Locals %v", s.NumParams, s.Locals)
	}
}

func TestClosureCellsAndFree(t *testing.T) {
	// def outer(x):
	//     def inner():
	//         return x
	//     return inner
	inner := def("inner", nil, &ast.Return{Value: load("x")})
	outer := def("outer", []string{"x"}, inner, &ast.Return{Value: load("inner")})
	info := mustResolve(t, module(outer))
	so, si := info.ScopeOf(outer), info.ScopeOf(inner)
	x := expectKind(t, so, "x", Cell)
	if !x.Param || x.ParamSlot != 0 || x.Index != 0 {
		t.Errorf("outer.x = %+v", x)
	}
	expectKind(t, so, "inner", Local)
	expectKind(t, si, "x", Free)
	if si.NumCellVars != 0 || len(si.Cells) != 1 || so.NumCellVars != 1 {
		t.Errorf("cells: outer %v/%d inner %v/%d", so.Cells, so.NumCellVars, si.Cells, si.NumCellVars)
	}
}

func TestClassScopeNotVisibleToMethods(t *testing.T) {
	// y = 0
	// def f():
	//     y = 1
	//     class C:
	//         y = 2
	//         def m(self):
	//             return y, super
	m := def("m", []string{"self"}, &ast.Return{Value: &ast.Tuple{Elts: []ast.Expr{load("y"), load("super")}, Ctx: ast.Load}})
	c := &ast.ClassDef{Name: "C", Body: []ast.Stmt{assign("y", one()), m}}
	f := def("f", nil, assign("y", one()), c)
	info := mustResolve(t, module(assign("y", one()), f))
	sf, sc, sm := info.ScopeOf(f), info.ScopeOf(c), info.ScopeOf(m)
	expectKind(t, sf, "y", Cell)
	ys := expectKind(t, sc, "y", ClassLocal)
	if !ys.FreeClass {
		t.Errorf("class y should be passed through (FreeClass)")
	}
	expectKind(t, sm, "y", Free)
	expectKind(t, sm, "__class__", Free)
	if !sc.NeedsClassCell || sc.CellIndex("__class__") < 0 || sc.CellIndex("y") < 0 {
		t.Errorf("class cells %v needs=%v", sc.Cells, sc.NeedsClassCell)
	}
}

func TestGlobalAndNonlocal(t *testing.T) {
	// def f():
	//     global g
	//     n = 1
	//     def h():
	//         nonlocal n
	//         n = g
	h := def("h", nil, &ast.Nonlocal{Names: []string{"n"}}, assign("n", load("g")))
	f := def("f", nil, &ast.Global{Names: []string{"g"}}, assign("n", one()), h)
	info := mustResolve(t, module(f))
	expectKind(t, info.ScopeOf(f), "g", GlobalExplicit)
	expectKind(t, info.ScopeOf(f), "n", Cell)
	expectKind(t, info.ScopeOf(h), "n", Free)
	expectKind(t, info.ScopeOf(h), "g", Global)
}

func TestComprehensionScopeAndWalrus(t *testing.T) {
	// def f(xs):
	//     return [(y := x) for x in xs]
	comp := &ast.ListComp{
		Elt:        &ast.NamedExpr{Target: store("y"), Value: load("x")},
		Generators: []*ast.Comprehension{{Target: store("x"), Iter: load("xs")}},
	}
	f := def("f", []string{"xs"}, &ast.Return{Value: comp})
	info := mustResolve(t, module(f))
	sf, sc := info.ScopeOf(f), info.ScopeOf(comp)
	expectKind(t, sf, "xs", Local) // the outermost iterable is evaluated in f
	if sc.Lookup("xs") != nil {
		t.Errorf("xs must not be a symbol of the comprehension")
	}
	expectKind(t, sf, "y", Cell)
	expectKind(t, sc, "y", Free)
	expectKind(t, sc, "x", Local)
}

func TestErrors(t *testing.T) {
	tests := []struct {
		name string
		src  string
		mod  *ast.Module
		msg  string
		line int
		off  int
	}{
		{"return outside", "return 1", module(&ast.Return{Pos: at(1, 0, 8), Value: one()}),
			"'return' outside function", 1, 1},
		{"break outside", "break", module(&ast.Break{Pos: at(1, 0, 5)}), "'break' outside loop", 1, 1},
		{"continue in def in loop", "while x:\n    def f():\n        continue",
			module(&ast.While{Test: load("x"), Body: []ast.Stmt{def("f", nil, &ast.Continue{Pos: at(3, 8, 16)})}}),
			"'continue' not properly in loop", 3, 9},
		{"nonlocal at module", "nonlocal x", module(&ast.Nonlocal{Pos: at(1, 0, 10), Names: []string{"x"}}),
			"nonlocal declaration not allowed at module level", 1, 1},
		{"no binding", "def f():\n    nonlocal x",
			module(def("f", nil, &ast.Nonlocal{Pos: at(2, 4, 14), Names: []string{"x"}})),
			"no binding for nonlocal 'x' found", 2, 5},
		{"used prior to global", "def f():\n    print(x)\n    global x",
			module(def("f", nil, exprStmt(&ast.Call{Func: load("print"), Args: []ast.Expr{load("x")}}),
				&ast.Global{Pos: at(3, 4, 12), Names: []string{"x"}})),
			"name 'x' is used prior to global declaration", 3, 5},
		{"parameter and global", "def f(x):\n    global x",
			module(def("f", []string{"x"}, &ast.Global{Pos: at(2, 4, 12), Names: []string{"x"}})),
			"name 'x' is parameter and global", 2, 5},
		{"duplicate argument", "def f(a, a): pass",
			module(&ast.FunctionDef{Name: "f", Args: &ast.Arguments{Args: []*ast.Arg{{Arg: "a", Pos: at(1, 6, 7)}, {Arg: "a", Pos: at(1, 9, 10)}}}, Body: []ast.Stmt{&ast.Pass{}}}),
			"duplicate argument 'a' in function definition", 1, 10},
		{"yield outside", "yield 1", module(exprStmt(&ast.Yield{Pos: at(1, 0, 7), Value: one()})),
			"'yield' outside function", 1, 1},
		// Symbol-table errors win over compiler errors that come earlier.
		{"symtable first", "return\ndef f(a, a): pass",
			module(&ast.Return{Pos: at(1, 0, 6)},
				&ast.FunctionDef{Name: "f", Args: &ast.Arguments{Args: []*ast.Arg{{Arg: "a", Pos: at(2, 6, 7)}, {Arg: "a", Pos: at(2, 9, 10)}}}, Body: []ast.Stmt{&ast.Pass{}}}),
			"duplicate argument 'a' in function definition", 2, 10},
		{"walrus rebinds iteration variable", "[x := 1 for x in y]",
			module(exprStmt(&ast.ListComp{
				Elt:        &ast.NamedExpr{Target: &ast.Name{Pos: at(1, 1, 2), Id: "x", Ctx: ast.Store}, Value: one()},
				Generators: []*ast.Comprehension{{Target: store("x"), Iter: load("y")}}})),
			"assignment expression cannot rebind comprehension iteration variable 'x'", 1, 2},
		{"starred target", "*a = 1",
			module(&ast.Assign{Targets: []ast.Expr{&ast.Starred{Pos: at(1, 0, 2), Value: store("a"), Ctx: ast.Store}}, Value: one()}),
			"starred assignment target must be in a list or tuple", 1, 1},
		{"starred value", "x = *a",
			module(&ast.Assign{Targets: []ast.Expr{store("x")}, Value: &ast.Starred{Pos: at(1, 4, 6), Value: load("a"), Ctx: ast.Load}}),
			"can't use starred expression here", 1, 5},
		{"break in loop else", "for x in y:\n    pass\nelse:\n    break",
			module(&ast.For{Target: store("x"), Iter: load("y"), Body: []ast.Stmt{&ast.Pass{}}, Orelse: []ast.Stmt{&ast.Break{Pos: at(4, 4, 9)}}}),
			"'break' outside loop", 4, 5},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := Resolve("f", []byte(tc.src), tc.mod)
			var se *parser.SyntaxError
			if !errors.As(err, &se) {
				t.Fatalf("got %v, want SyntaxError %q", err, tc.msg)
			}
			if se.Msg != tc.msg || se.Lineno != tc.line || se.Offset != tc.off {
				t.Errorf("got %q at %d:%d, want %q at %d:%d", se.Msg, se.Lineno, se.Offset, tc.msg, tc.line, tc.off)
			}
		})
	}
}

func TestMangle(t *testing.T) {
	tests := []struct{ class, name, want string }{
		{"C", "__x", "_C__x"},
		{"_C", "__x", "_C__x"},
		{"C", "__x__", "__x__"},
		{"C", "_x", "_x"},
		{"___", "__x", "__x"},
		{"", "__x", "__x"},
	}
	for _, tc := range tests {
		if got := Mangle(tc.class, tc.name); got != tc.want {
			t.Errorf("Mangle(%q, %q) = %q, want %q", tc.class, tc.name, got, tc.want)
		}
	}
}
