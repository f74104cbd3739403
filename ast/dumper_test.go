package ast

import (
	"bytes"
	"encoding/json"
	"math"
	"math/big"
	"os/exec"
	"reflect"
	"testing"
)

// dumpCase is a hand-built tree and the Python expression that builds the
// same tree with CPython's ast classes.
type dumpCase struct {
	name string
	node Node
	py   string
}

func name(id string) *Name { return &Name{Id: id, Ctx: Load} }

func num(v int64) *Constant { return &Constant{Value: v} }

func dumpCases() []dumpCase {
	big1, _ := new(big.Int).SetString("123456789012345678901234567890", 10)
	bigNeg, _ := new(big.Int).SetString("-98765432109876543210", 10)
	consts := []struct {
		v  any
		py string
	}{
		{nil, "None"}, {true, "True"}, {false, "False"}, {int64(0), "0"}, {int64(-7), "-7"},
		{int64(math.MaxInt64), "9223372036854775807"}, {big1, "123456789012345678901234567890"},
		{bigNeg, "-98765432109876543210"}, {1.0, "1.0"}, {0.1, "0.1"}, {1e16, "1e+16"},
		{1.5e-7, "1.5e-07"}, {math.Inf(1), "float('inf')"}, {math.Copysign(0, -1), "-0.0"},
		{complex(0, 1), "1j"}, {complex(1, -2.5), "(1-2.5j)"}, {"", "''"},
		{"it's", `"it's"`}, {`say "x"`, `'say "x"'`}, {`'"`, `'\'"'`}, {"tab\tnl\n\\", `'tab\tnl\n\\'`},
		{"é日😀\u200b\x00", `'é日😀\u200b\x00'`}, {Bytes(""), "b''"}, {Bytes("a'b\x00\xff"), `b"a'b\x00\xff"`},
		{Ellipsis, "Ellipsis"},
	}
	var cs []dumpCase
	for _, c := range consts {
		cs = append(cs, dumpCase{"constant " + c.py, &Constant{Value: c.v}, "Constant(value=" + c.py + ")"})
	}
	cs = append(cs,
		dumpCase{"constant kind u", &Constant{Value: "x", Kind: "u"}, "Constant(value='x', kind='u')"},
		dumpCase{"empty module", &Module{}, "Module(body=[], type_ignores=[])"},
		dumpCase{"pass", &Module{Body: []Stmt{&Pass{}, &Break{}, &Continue{}}},
			"Module(body=[Pass(), Break(), Continue()], type_ignores=[])"},
		dumpCase{"expr stmt", &Module{Body: []Stmt{&ExprStmt{Value: num(1)}}},
			"Module(body=[Expr(value=Constant(value=1))], type_ignores=[])"},
		dumpCase{"nested lists",
			&List{Elts: []Expr{&List{Elts: []Expr{num(1), &List{Ctx: Load}}, Ctx: Load}, &Tuple{Ctx: Store}}, Ctx: Load},
			"List(elts=[List(elts=[Constant(value=1), List(elts=[], ctx=Load())], ctx=Load()), Tuple(elts=[], ctx=Store())], ctx=Load())"},
		dumpCase{"return none", &Return{}, "Return()"},
		dumpCase{"return value", &Return{Value: name("x")}, "Return(value=Name(id='x', ctx=Load()))"},
		dumpCase{"raise", &Raise{Cause: name("c")}, "Raise(cause=Name(id='c', ctx=Load()))"},
		dumpCase{"function with none fields",
			&FunctionDef{Name: "f", Args: &Arguments{}, Body: []Stmt{&Pass{}}},
			"FunctionDef(name='f', args=arguments(posonlyargs=[], args=[], kwonlyargs=[], kw_defaults=[], defaults=[]), body=[Pass()], decorator_list=[])"},
		dumpCase{"function full",
			&AsyncFunctionDef{Name: "g", Args: &Arguments{
				Posonlyargs: []*Arg{{Arg: "a"}},
				Args:        []*Arg{{Arg: "b", Annotation: name("int"), TypeComment: "tc"}},
				Vararg:      &Arg{Arg: "args"},
				Kwonlyargs:  []*Arg{{Arg: "k"}, {Arg: "m"}},
				KwDefaults:  []Expr{nil, num(2)},
				Kwarg:       &Arg{Arg: "kw"},
				Defaults:    []Expr{num(1)},
			}, Body: []Stmt{&Pass{}}, DecoratorList: []Expr{name("d")}, Returns: name("r"), TypeComment: "t"},
			"AsyncFunctionDef(name='g', args=arguments(posonlyargs=[arg(arg='a')], args=[arg(arg='b', annotation=Name(id='int', ctx=Load()), type_comment='tc')], vararg=arg(arg='args'), kwonlyargs=[arg(arg='k'), arg(arg='m')], kw_defaults=[None, Constant(value=2)], kwarg=arg(arg='kw'), defaults=[Constant(value=1)]), body=[Pass()], decorator_list=[Name(id='d', ctx=Load())], returns=Name(id='r', ctx=Load()), type_comment='t')"},
		dumpCase{"import from",
			&Module{Body: []Stmt{
				&ImportFrom{Names: []*Alias{{Name: "x"}}, Level: 2},
				&ImportFrom{Module: "a.b", Names: []*Alias{{Name: "y", Asname: "z"}}},
				&Import{Names: []*Alias{{Name: "os"}}},
				&Global{Names: []string{"a", "b"}}, &Nonlocal{Names: []string{"it's"}},
			}, TypeIgnores: []*TypeIgnore{{Lineno: 3, Tag: "[x]"}}},
			"Module(body=[ImportFrom(names=[alias(name='x')], level=2), ImportFrom(module='a.b', names=[alias(name='y', asname='z')], level=0), Import(names=[alias(name='os')]), Global(names=['a', 'b']), Nonlocal(names=[\"it's\"])], type_ignores=[TypeIgnore(lineno=3, tag='[x]')])"},
		dumpCase{"operators",
			&BoolOp{Op: Or, Values: []Expr{
				&BinOp{Left: num(1), Op: FloorDiv, Right: &UnaryOp{Op: USub, Operand: num(2)}},
				&Compare{Left: name("a"), Ops: []CmpOperator{IsNot, NotIn}, Comparators: []Expr{name("b"), name("c")}},
			}},
			"BoolOp(op=Or(), values=[BinOp(left=Constant(value=1), op=FloorDiv(), right=UnaryOp(op=USub(), operand=Constant(value=2))), Compare(left=Name(id='a', ctx=Load()), ops=[IsNot(), NotIn()], comparators=[Name(id='b', ctx=Load()), Name(id='c', ctx=Load())])])"},
		dumpCase{"aug assign", &AugAssign{Target: &Name{Id: "x", Ctx: Store}, Op: MatMult, Value: num(1)},
			"AugAssign(target=Name(id='x', ctx=Store()), op=MatMult(), value=Constant(value=1))"},
		dumpCase{"ann assign", &AnnAssign{Target: &Name{Id: "x", Ctx: Store}, Annotation: name("int"), Simple: 1},
			"AnnAssign(target=Name(id='x', ctx=Store()), annotation=Name(id='int', ctx=Load()), simple=1)"},
		dumpCase{"dict with None key",
			&Dict{Keys: []Expr{nil, num(1)}, Values: []Expr{name("d"), num(2)}},
			"Dict(keys=[None, Constant(value=1)], values=[Name(id='d', ctx=Load()), Constant(value=2)])"},
		dumpCase{"call and keywords",
			&Call{Func: &Attribute{Value: name("o"), Attr: "m", Ctx: Load}, Args: []Expr{&Starred{Value: name("a"), Ctx: Load}},
				Keywords: []*Keyword{{Arg: "k", Value: num(1)}, {Value: name("kw")}}},
			"Call(func=Attribute(value=Name(id='o', ctx=Load()), attr='m', ctx=Load()), args=[Starred(value=Name(id='a', ctx=Load()), ctx=Load())], keywords=[keyword(arg='k', value=Constant(value=1)), keyword(value=Name(id='kw', ctx=Load()))])"},
		dumpCase{"slices",
			&Subscript{Value: name("a"), Slice: &Tuple{Elts: []Expr{&Slice{}, &Slice{Lower: num(1), Step: num(2)}}, Ctx: Load}, Ctx: Del},
			"Subscript(value=Name(id='a', ctx=Load()), slice=Tuple(elts=[Slice(), Slice(lower=Constant(value=1), step=Constant(value=2))], ctx=Load()), ctx=Del())"},
		dumpCase{"f-string",
			&JoinedStr{Values: []Expr{&Constant{Value: "a"}, &FormattedValue{Value: name("x"), Conversion: 114,
				FormatSpec: &JoinedStr{Values: []Expr{&Constant{Value: ">10"}}}}, &FormattedValue{Value: name("y"), Conversion: -1}}},
			"JoinedStr(values=[Constant(value='a'), FormattedValue(value=Name(id='x', ctx=Load()), conversion=114, format_spec=JoinedStr(values=[Constant(value='>10')])), FormattedValue(value=Name(id='y', ctx=Load()), conversion=-1)])"},
		dumpCase{"comprehensions",
			&DictComp{Key: name("k"), Value: name("v"), Generators: []*Comprehension{
				{Target: &Tuple{Elts: []Expr{&Name{Id: "k", Ctx: Store}}, Ctx: Store}, Iter: name("it"), Ifs: []Expr{name("c")}, IsAsync: 1},
			}},
			"DictComp(key=Name(id='k', ctx=Load()), value=Name(id='v', ctx=Load()), generators=[comprehension(target=Tuple(elts=[Name(id='k', ctx=Store())], ctx=Store()), iter=Name(id='it', ctx=Load()), ifs=[Name(id='c', ctx=Load())], is_async=1)])"},
		dumpCase{"lambda yield await",
			&Lambda{Args: &Arguments{}, Body: &IfExp{Test: &Yield{}, Body: &Await{Value: &YieldFrom{Value: name("g")}}, Orelse: &NamedExpr{Target: &Name{Id: "n", Ctx: Store}, Value: &Set{Elts: []Expr{num(1)}}}}},
			"Lambda(args=arguments(posonlyargs=[], args=[], kwonlyargs=[], kw_defaults=[], defaults=[]), body=IfExp(test=Yield(), body=Await(value=YieldFrom(value=Name(id='g', ctx=Load()))), orelse=NamedExpr(target=Name(id='n', ctx=Store()), value=Set(elts=[Constant(value=1)]))))"},
		dumpCase{"try and with",
			&Module{Body: []Stmt{
				&TryStar{Body: []Stmt{&Pass{}}, Handlers: []*ExceptHandler{{Body: []Stmt{&Pass{}}}, {Type: name("E"), Name: "e", Body: []Stmt{&Pass{}}}}},
				&With{Items: []*WithItem{{ContextExpr: name("a")}, {ContextExpr: name("b"), OptionalVars: &Name{Id: "c", Ctx: Store}}}, Body: []Stmt{&Pass{}}},
				&Assert{Test: name("t")},
				&Delete{Targets: []Expr{&Name{Id: "d", Ctx: Del}}},
			}},
			"Module(body=[TryStar(body=[Pass()], handlers=[ExceptHandler(body=[Pass()]), ExceptHandler(type=Name(id='E', ctx=Load()), name='e', body=[Pass()])], orelse=[], finalbody=[]), With(items=[withitem(context_expr=Name(id='a', ctx=Load())), withitem(context_expr=Name(id='b', ctx=Load()), optional_vars=Name(id='c', ctx=Store()))], body=[Pass()]), Assert(test=Name(id='t', ctx=Load())), Delete(targets=[Name(id='d', ctx=Del())])], type_ignores=[])"},
		dumpCase{"match",
			&Match{Subject: name("s"), Cases: []*MatchCase{
				{Pattern: &MatchAs{}, Body: []Stmt{&Pass{}}},
				{Pattern: &MatchOr{Patterns: []Pattern{&MatchSingleton{Value: nil}, &MatchSingleton{Value: true}, &MatchValue{Value: num(1)}}}, Guard: name("g"), Body: []Stmt{&Pass{}}},
				{Pattern: &MatchSequence{Patterns: []Pattern{&MatchStar{}, &MatchStar{Name: "r"}, &MatchAs{Pattern: &MatchAs{Name: "y"}, Name: "x"}}}, Body: []Stmt{&Pass{}}},
				{Pattern: &MatchMapping{Keys: []Expr{num(1)}, Patterns: []Pattern{&MatchAs{}}, Rest: "rest"}, Body: []Stmt{&Pass{}}},
				{Pattern: &MatchClass{Cls: name("C"), KwdAttrs: []string{"a"}, KwdPatterns: []Pattern{&MatchAs{Name: "b"}}}, Body: []Stmt{&Pass{}}},
			}},
			"Match(subject=Name(id='s', ctx=Load()), cases=[match_case(pattern=MatchAs(), body=[Pass()]), match_case(pattern=MatchOr(patterns=[MatchSingleton(value=None), MatchSingleton(value=True), MatchValue(value=Constant(value=1))]), guard=Name(id='g', ctx=Load()), body=[Pass()]), match_case(pattern=MatchSequence(patterns=[MatchStar(), MatchStar(name='r'), MatchAs(pattern=MatchAs(name='y'), name='x')]), body=[Pass()]), match_case(pattern=MatchMapping(keys=[Constant(value=1)], patterns=[MatchAs()], rest='rest'), body=[Pass()]), match_case(pattern=MatchClass(cls=Name(id='C', ctx=Load()), patterns=[], kwd_attrs=['a'], kwd_patterns=[MatchAs(name='b')]), body=[Pass()])])"},
		dumpCase{"class", &ClassDef{Name: "C", Bases: []Expr{name("B")}, Keywords: []*Keyword{{Arg: "metaclass", Value: name("M")}}, Body: []Stmt{&Pass{}}},
			"ClassDef(name='C', bases=[Name(id='B', ctx=Load())], keywords=[keyword(arg='metaclass', value=Name(id='M', ctx=Load()))], body=[Pass()], decorator_list=[])"},
		dumpCase{"loops", &Module{Body: []Stmt{
			&For{Target: &Name{Id: "i", Ctx: Store}, Iter: name("r"), Body: []Stmt{&Break{}}, Orelse: []Stmt{&Pass{}}, TypeComment: "int"},
			&While{Test: &Constant{Value: true}, Body: []Stmt{&If{Test: name("c"), Body: []Stmt{&Continue{}}}}},
			&Assign{Targets: []Expr{&Name{Id: "a", Ctx: Store}, &Name{Id: "b", Ctx: Store}}, Value: num(0)},
		}},
			"Module(body=[For(target=Name(id='i', ctx=Store()), iter=Name(id='r', ctx=Load()), body=[Break()], orelse=[Pass()], type_comment='int'), While(test=Constant(value=True), body=[If(test=Name(id='c', ctx=Load()), body=[Continue()], orelse=[])], orelse=[]), Assign(targets=[Name(id='a', ctx=Store()), Name(id='b', ctx=Store())], value=Constant(value=0))], type_ignores=[])"},
		dumpCase{"expression", &Expression{Body: &GeneratorExp{Elt: name("x"), Generators: []*Comprehension{{Target: &Name{Id: "x", Ctx: Store}, Iter: name("y")}}}},
			"Expression(body=GeneratorExp(elt=Name(id='x', ctx=Load()), generators=[comprehension(target=Name(id='x', ctx=Store()), iter=Name(id='y', ctx=Load()), ifs=[], is_async=0)]))"},
	)
	return cs
}

// fillPositions gives every positioned node a distinct, recognisable
// source range, numbering nodes in pre-order over the fields; the Python
// side of the test does the same walk, so the two trees carry the same
// positions.
func fillPositions(n Node) {
	counter := 0
	var walk func(v reflect.Value)
	nodeType := reflect.TypeFor[Node]()
	walk = func(v reflect.Value) {
		switch v.Kind() {
		case reflect.Interface:
			if !v.IsNil() && v.Elem().Type().Implements(nodeType) {
				walk(v.Elem())
			}
		case reflect.Slice:
			for i := range v.Len() {
				walk(v.Index(i))
			}
		case reflect.Pointer:
			if v.IsNil() || !v.Type().Implements(nodeType) {
				return
			}
			if p, ok := v.Interface().(Positioned); ok {
				i := counter
				counter++
				*p.Position() = Pos{Lineno: i + 1, ColOffset: 2 * i, EndLineno: i + 3, EndColOffset: 2*i + 5}
			}
			s := v.Elem()
			for f := range s.NumField() {
				if s.Type().Field(f).Anonymous {
					continue
				}
				walk(s.Field(f))
			}
		}
	}
	walk(reflect.ValueOf(n))
}

const dumpScript = `
import ast, json, sys
sys.stdout.reconfigure(encoding="utf-8")

def fill(node, counter):
    if isinstance(node, ast.AST):
        if "lineno" in node._attributes:
            i = counter[0]
            counter[0] += 1
            node.lineno, node.col_offset = i + 1, 2 * i
            node.end_lineno, node.end_col_offset = i + 3, 2 * i + 5
        for f in node._fields:
            fill(getattr(node, f, None), counter)
    elif isinstance(node, list):
        for x in node:
            fill(x, counter)

# ast.Ellipsis is a deprecated class; the constant is the builtin.
ns = {k: v for k, v in vars(ast).items() if k != "Ellipsis"}
out = []
for src in json.load(sys.stdin):
    node = eval(src, ns)
    plain = ast.dump(node)
    fill(node, [0])
    out.append([plain, ast.dump(node, include_attributes=True)])
json.dump(out, sys.stdout, ensure_ascii=False)
`

// TestDumpMatchesCPython builds the same trees in Go and with CPython's
// ast classes and compares Dump with ast.dump, with and without positions.
func TestDumpMatchesCPython(t *testing.T) {
	exe, err := exec.LookPath("python3")
	if err != nil {
		t.Skip("python3 not found: this test compares with CPython")
	}
	cases := dumpCases()
	srcs := make([]string, len(cases))
	for i, c := range cases {
		srcs[i] = c.py
	}
	in, _ := json.Marshal(srcs)
	cmd := exec.Command(exe, "-I", "-c", dumpScript)
	cmd.Stdin = bytes.NewReader(in)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("python3: %v\n%s", err, stderr.String())
	}
	var want [][2]string
	if err := json.Unmarshal(out, &want); err != nil {
		t.Fatal(err)
	}
	for i, c := range cases {
		if got := Dump(c.node, false); got != want[i][0] {
			t.Errorf("%s: Dump =\n  %s\nCPython:\n  %s", c.name, got, want[i][0])
		}
		fillPositions(c.node)
		if got := Dump(c.node, true); got != want[i][1] {
			t.Errorf("%s: Dump(includeAttributes) =\n  %s\nCPython:\n  %s", c.name, got, want[i][1])
		}
	}
}

// TestDumpPlainMatchesExpressions checks that each case's Python
// expression is itself what CPython's ast.dump prints for it: the cases
// are written in dump syntax, so this pins Dump's output without python3.
func TestDumpPlainMatchesExpressions(t *testing.T) {
	for _, c := range dumpCases() {
		if c.name == "constant float('inf')" {
			continue // written as a constructor call: the repr inf is not Python
		}
		if got := Dump(c.node, false); got != c.py {
			t.Errorf("%s: Dump =\n  %s\nwant\n  %s", c.name, got, c.py)
		}
	}
}
