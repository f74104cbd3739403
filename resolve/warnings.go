package resolve

import (
	"fmt"
	"math/big"
	"strings"

	"github.com/kraitpy/krait/ast"
)

// Warning is a warning CPython 3.11's compiler issues while compiling a
// module (a SyntaxWarning), printed to stderr before the program runs.
type Warning struct {
	Filename string
	Lineno   int
	Category string // "SyntaxWarning"
	Message  string
	Line     string // the source line, stripped
}

// String formats the warning as Python's warnings module prints it:
// "file:line: Category: message" and the stripped source line indented
// by two spaces, each ending in a newline.
func (w Warning) String() string {
	s := fmt.Sprintf("%s:%d: %s: %s\n", w.Filename, w.Lineno, w.Category, w.Message)
	if w.Line != "" {
		s += "  " + w.Line + "\n"
	}
	return s
}

// Warnings returns the SyntaxWarnings CPython 3.11's compiler gives for a
// module that compiles, in compilation order: `is` with a literal, calling
// or subscripting a literal ("perhaps you missed a comma?"), indexing a
// literal sequence with a literal of the wrong type, and asserting a
// non-empty tuple.
func Warnings(filename string, src []byte, mod *ast.Module) []Warning {
	w := &warner{filename: filename, src: src}
	visitList(w, mod.Body)
	return w.out
}

type warner struct {
	filename string
	src      []byte
	out      []Warning
	depth    int
	// blocks are the enclosing loops (nil) and try-finally bodies of
	// the code unit being compiled: CPython's compiler compiles a
	// finally body again wherever return, break or continue leaves it.
	blocks [][]ast.Stmt
	// line is the stripped text of source line lineNo, the last one
	// warned about.
	lineNo int
	line   string
}

func (w *warner) warn(pos ast.Pos, format string, args ...any) {
	// Warnings of one line share its text: a long line with thousands
	// of warnings is not copied for each.
	if w.lineNo != pos.Lineno || w.line == "" {
		w.lineNo, w.line = pos.Lineno, strings.TrimSpace(string(sourceLine(w.src, pos.Lineno)))
	}
	w.out = append(w.out, Warning{
		Filename: w.filename,
		Lineno:   pos.Lineno,
		Category: "SyntaxWarning",
		Message:  fmt.Sprintf(format, args...),
		Line:     w.line,
	})
}

// visit checks a node and its children in CPython's compilation order.
func (w *warner) visit(n ast.Node) {
	if ast.IsNil(n) || w.depth > maxDepth {
		return
	}
	w.depth++
	defer func() { w.depth-- }()
	switch n := n.(type) {
	case *ast.FunctionDef:
		visitList(w, n.DecoratorList)
		w.arguments(n.Args)
		w.visit(n.Returns)
		w.unit(n.Body)
	case *ast.ClassDef:
		visitList(w, n.DecoratorList)
		w.unit(n.Body)
		visitList(w, n.Bases)
		visitList(w, n.Keywords)
	case *ast.Lambda:
		w.arguments(n.Args)
		saved := w.blocks
		w.blocks = nil
		w.visit(n.Body)
		w.blocks = saved
	case *ast.IfExp:
		w.visit(n.Test)
		w.visit(n.Body)
		w.visit(n.Orelse)
	case *ast.Assign:
		w.visit(n.Value)
		visitList(w, n.Targets)
	case *ast.For:
		w.visit(n.Iter)
		w.visit(n.Target)
		w.loop(n.Body)
		visitList(w, n.Orelse)
	case *ast.While:
		w.visit(n.Test)
		w.loop(n.Body)
		w.visit(n.Test) // the condition is compiled again at the loop's end
		visitList(w, n.Orelse)
	case *ast.Try:
		w.try(n.Body, n.Orelse, n.Handlers, n.Finalbody)
	case *ast.TryStar:
		w.try(n.Body, n.Orelse, n.Handlers, n.Finalbody)
	case *ast.Return:
		w.visit(n.Value)
		w.unwind(false)
	case *ast.Break, *ast.Continue:
		w.unwind(true)
	case *ast.Dict:
		for i, v := range n.Values {
			if i < len(n.Keys) {
				w.visit(n.Keys[i])
			}
			w.visit(v)
		}
	case *ast.ListComp:
		w.comprehension(n.Generators, n.Elt)
	case *ast.SetComp:
		w.comprehension(n.Generators, n.Elt)
	case *ast.GeneratorExp:
		w.comprehension(n.Generators, n.Elt)
	case *ast.DictComp:
		w.comprehension(n.Generators, n.Key, n.Value)
	case *ast.UnaryOp:
		// The optimizer turns `not a is b` into `a is not b` first.
		if c, ok := n.Operand.(*ast.Compare); ok && n.Op == ast.Not && len(c.Ops) == 1 {
			if inv, ok := invertedCmp[c.Ops[0]]; ok {
				w.check(&ast.Compare{Pos: c.Pos, Left: c.Left, Ops: []ast.CmpOperator{inv}, Comparators: c.Comparators})
				w.visit(c.Left)
				visitList(w, c.Comparators)
				return
			}
		}
		w.check(n)
		w.visit(n.Operand)
	default:
		w.check(n)
		w.children(n)
	}
}

var invertedCmp = map[ast.CmpOperator]ast.CmpOperator{ast.Is: ast.IsNot, ast.IsNot: ast.Is, ast.In: ast.NotIn, ast.NotIn: ast.In}

// children visits the nodes inside n in field order.
func (w *warner) children(n ast.Node) {
	eachChild(n, func(c ast.Node) bool {
		w.visit(c)
		return true
	})
}

// visitList visits a slice of nodes.
func visitList[T ast.Node](w *warner, list []T) {
	for _, c := range list {
		w.visit(c)
	}
}

// unit visits the body of a new code unit (function or class).
func (w *warner) unit(body []ast.Stmt) {
	saved := w.blocks
	w.blocks = nil
	visitList(w, body)
	w.blocks = saved
}

// loop visits a loop body, where break and continue stop unwinding.
func (w *warner) loop(body []ast.Stmt) {
	w.blocks = append(w.blocks, nil)
	visitList(w, body)
	w.blocks = w.blocks[:len(w.blocks)-1]
}

// try visits a try statement in compilation order: body, else, handlers,
// then the finally body twice (the normal and the exceptional path).
func (w *warner) try(body, orelse []ast.Stmt, handlers []*ast.ExceptHandler, final []ast.Stmt) {
	if len(final) > 0 {
		w.blocks = append(w.blocks, final)
	}
	visitList(w, body)
	visitList(w, orelse)
	for _, h := range handlers {
		w.visit(h.Type)
		visitList(w, h.Body)
	}
	if len(final) > 0 {
		w.blocks = w.blocks[:len(w.blocks)-1]
		visitList(w, final)
		visitList(w, final)
	}
}

// unwind compiles the finally bodies a return (or, toLoop, a break or
// continue) leaves, innermost first.
func (w *warner) unwind(toLoop bool) {
	saved := w.blocks
	for i := len(saved) - 1; i >= 0; i-- {
		final := saved[i]
		if final == nil {
			if toLoop {
				break
			}
			continue
		}
		w.blocks = saved[:i]
		visitList(w, final)
	}
	w.blocks = saved
}

// comprehension visits the clauses (iterable, target, conditions), then
// the element expressions.
func (w *warner) comprehension(gens []*ast.Comprehension, elts ...ast.Expr) {
	for _, g := range gens {
		w.visit(g.Iter)
		w.visit(g.Target)
		visitList(w, g.Ifs)
	}
	for _, e := range elts {
		w.visit(e)
	}
}

// arguments visits defaults, then annotations, as the compiler does.
func (w *warner) arguments(a *ast.Arguments) {
	if a == nil {
		return
	}
	visitList(w, a.Defaults)
	visitList(w, a.KwDefaults)
	for _, list := range [][]*ast.Arg{a.Args, a.Posonlyargs, {a.Vararg}, a.Kwonlyargs, {a.Kwarg}} {
		for _, arg := range list {
			if arg != nil {
				w.visit(arg.Annotation)
			}
		}
	}
}

// check issues the warnings of one node.
func (w *warner) check(n ast.Node) {
	switch n := n.(type) {
	case *ast.Compare:
		left := isArgOK(n.Left)
		for i, op := range n.Ops {
			right := isArgOK(n.Comparators[i])
			if (op == ast.Is || op == ast.IsNot) && (!left || !right) {
				if op == ast.Is {
					w.warn(n.Pos, `"is" with a literal. Did you mean "=="?`)
				} else {
					w.warn(n.Pos, `"is not" with a literal. Did you mean "!="?`)
				}
				return
			}
			left = right
		}
	case *ast.Call:
		switch n.Func.(type) {
		case *ast.Constant, *ast.Tuple, *ast.List, *ast.ListComp, *ast.Dict, *ast.DictComp,
			*ast.Set, *ast.SetComp, *ast.GeneratorExp, *ast.JoinedStr, *ast.FormattedValue:
			w.warn(n.Pos, "'%s' object is not callable; perhaps you missed a comma?", literalType(n.Func))
		}
	case *ast.Subscript:
		if n.Ctx != ast.Load {
			return
		}
		if w.checkSubscripter(n) {
			w.checkIndex(n)
		}
	case *ast.Assert:
		if t, ok := n.Test.(*ast.Tuple); ok && len(t.Elts) > 0 {
			w.warn(n.Pos, "assertion is always true, perhaps remove parentheses?")
		}
	}
}

// checkSubscripter warns for subscripting a literal that has no
// __getitem__; it reports whether to go on with checkIndex.
func (w *warner) checkSubscripter(n *ast.Subscript) bool {
	switch v := n.Value.(type) {
	case *ast.Constant:
		switch v.Value.(type) {
		case nil, ast.EllipsisType, int64, *big.Int, bool, float64, complex128:
		default:
			return true
		}
	case *ast.Set, *ast.SetComp, *ast.GeneratorExp, *ast.Lambda:
	default:
		return true
	}
	w.warn(n.Pos, "'%s' object is not subscriptable; perhaps you missed a comma?", literalType(n.Value))
	return true
}

// checkIndex warns for indexing a literal sequence with a literal that
// is neither an int nor a slice.
func (w *warner) checkIndex(n *ast.Subscript) {
	index := literalType(n.Slice)
	if index == "" || index == "int" || index == "bool" || index == "slice" {
		return
	}
	switch v := n.Value.(type) {
	case *ast.Constant:
		switch v.Value.(type) {
		case string, ast.Bytes:
		default:
			return
		}
	case *ast.Tuple, *ast.List, *ast.ListComp, *ast.JoinedStr, *ast.FormattedValue:
	default:
		return
	}
	w.warn(n.Pos, "%s indices must be integers or slices, not %s; perhaps you missed a comma?", literalType(n.Value), index)
}

// isArgOK is check_is_arg: an operand of `is` that is not a literal, or
// is None, True, False or Ellipsis. Operands CPython folds into
// constants first (-1, (1, 2)) count as literals.
func isArgOK(e ast.Expr) bool {
	if k, ok := e.(*ast.Constant); ok {
		switch k.Value.(type) {
		case nil, bool, ast.EllipsisType:
			return true
		}
		return false
	}
	return !foldsToConstant(e)
}

// foldsToConstant reports whether CPython's AST optimizer turns e into
// a constant: a unary operator on a number, a tuple of constants.
func foldsToConstant(e ast.Expr) bool {
	switch e := e.(type) {
	case *ast.Constant:
		return true
	case *ast.UnaryOp:
		if k, ok := e.Operand.(*ast.Constant); ok {
			switch k.Value.(type) {
			case int64, *big.Int, bool, float64, complex128:
				return e.Op != ast.Not
			}
		}
	case *ast.Tuple:
		if e.Ctx != ast.Load {
			return false
		}
		for _, x := range e.Elts {
			if !foldsToConstant(x) {
				return false
			}
		}
		return true
	}
	return false
}

// literalType is CPython's infer_type: the type name of a literal
// expression, or "" when it is not one.
func literalType(e ast.Expr) string {
	switch e := e.(type) {
	case *ast.Tuple:
		return "tuple"
	case *ast.List, *ast.ListComp:
		return "list"
	case *ast.Dict, *ast.DictComp:
		return "dict"
	case *ast.Set, *ast.SetComp:
		return "set"
	case *ast.GeneratorExp:
		return "generator"
	case *ast.Lambda:
		return "function"
	case *ast.JoinedStr, *ast.FormattedValue:
		return "str"
	case *ast.Slice:
		return "slice"
	case *ast.Constant:
		switch e.Value.(type) {
		case nil:
			return "NoneType"
		case bool:
			return "bool"
		case int64, *big.Int:
			return "int"
		case float64:
			return "float"
		case complex128:
			return "complex"
		case string:
			return "str"
		case ast.Bytes:
			return "bytes"
		case ast.EllipsisType:
			return "ellipsis"
		}
	}
	return ""
}
