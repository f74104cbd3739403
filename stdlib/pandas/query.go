package pandas

import (
	"math/big"
	"strings"

	"github.com/kraitpy/krait/ast"
	"github.com/kraitpy/krait/parser"
	"github.com/kraitpy/krait/policy"
	"github.com/kraitpy/krait/py"
)

// This file is DataFrame.query and eval: the expression is parsed by
// krait's own parser and evaluated over a safe subset (never exec):
// names are columns (backticks quote names with spaces), `index`, and
// @variables from the program's globals; constants, lists and tuples;
// arithmetic, comparisons (chained ones and `in` become element-wise
// tests), and/or/not as &, |, ~; attribute reads and method calls on
// values, their names passing krait's attribute checkpoint.

// queryEnv resolves names in a query.
type queryEnv struct {
	m    *Module
	f    *Frame
	self py.Value
	vars map[string]py.Value
}

// prepareQuery rewrites backtick names and @variables into identifiers
// the parser accepts.
func prepareQuery(expr string) (string, map[string]string, error) {
	names := map[string]string{}
	var b strings.Builder
	n := 0
	inStr := byte(0)
	for i := 0; i < len(expr); i++ {
		c := expr[i]
		switch {
		case inStr != 0:
			b.WriteByte(c)
			if c == '\\' && i+1 < len(expr) {
				i++
				b.WriteByte(expr[i])
			} else if c == inStr {
				inStr = 0
			}
		case c == '\'' || c == '"':
			inStr = c
			b.WriteByte(c)
		case c == '`':
			j := strings.IndexByte(expr[i+1:], '`')
			if j < 0 {
				return "", nil, py.NewException(py.SyntaxErrorType, "invalid syntax")
			}
			id := "__krait_bt" + itoa(n) + "__"
			n++
			names[id] = expr[i+1 : i+1+j]
			b.WriteString(id)
			i += j + 1
		case c == '@':
			b.WriteString("__krait_at_")
		default:
			b.WriteByte(c)
		}
	}
	return b.String(), names, nil
}

// frameQuery is DataFrame.query(expr, inplace).
func (m *Module) frameQuery(t *py.Thread, f *Frame, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	vals, err := bind("query", []string{"expr", "inplace", "engine", "local_dict", "global_dict", "resolvers", "level", "target", "parser"}, 1, args, kwargs)
	if err != nil {
		return nil, err
	}
	expr, ok := strOf(vals[0])
	if !ok {
		return nil, py.NewValueError("expr must be a string to be evaluated, %s given", "<class '"+py.TypeName(vals[0])+"'>")
	}
	r, err := m.evalQuery(t, f, expr, vals[3])
	if err != nil {
		return nil, err
	}
	var pos []int
	rs := seriesOf(r)
	if rs == nil || rs.col.dt != dtBool {
		if a := m.np.PyModule(); a != nil && rs == nil {
			return nil, py.NewValueError("query expression must evaluate to a boolean Series")
		}
		return nil, py.NewValueError("query expression must evaluate to a boolean Series")
	}
	for j, b := range rs.col.b {
		if b {
			var err error
			if pos, err = appendCharged(t, pos, j); err != nil {
				return nil, err
			}
		}
	}
	g, err := f.takeRows(t, pos, nil)
	if err != nil {
		return nil, err
	}
	inpl, _ := argBool(t, vals[1], false)
	return frameInplace(f, m.wrapFrame(g), inpl)
}

// frameEval is DataFrame.eval(expr): a value, or with "name = expr" a
// frame with that column assigned.
func (m *Module) frameEval(t *py.Thread, f *Frame, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	vals, err := bind("eval", []string{"expr", "inplace", "engine", "local_dict", "global_dict", "resolvers", "level", "target", "parser"}, 1, args, kwargs)
	if err != nil {
		return nil, err
	}
	expr, ok := strOf(vals[0])
	if !ok {
		return nil, py.NewValueError("expr must be a string to be evaluated")
	}
	target := ""
	if k := strings.Index(expr, "="); k > 0 && !strings.ContainsAny(expr[k-1:k], "<>!=") && (k+1 >= len(expr) || expr[k+1] != '=') {
		target = strings.TrimSpace(expr[:k])
		expr = expr[k+1:]
		if strings.HasPrefix(target, "`") && strings.HasSuffix(target, "`") {
			target = target[1 : len(target)-1]
		}
	}
	r, err := m.evalQuery(t, f, expr, vals[3])
	if err != nil {
		return nil, err
	}
	if target == "" {
		return r, nil
	}
	g := &Frame{m: m, cols: sharedCols(f.cols), columns: f.columns, idx: f.idx}
	if err := m.frameSetItem(t, g, py.NewStr(target), r); err != nil {
		return nil, err
	}
	inpl, _ := argBool(t, vals[1], false)
	return frameInplace(f, m.wrapFrame(g), inpl)
}

// evalQuery parses and evaluates a query expression over f.
func (m *Module) evalQuery(t *py.Thread, f *Frame, expr string, locals py.Value) (py.Value, error) {
	src, names, err := prepareQuery(strings.TrimSpace(expr))
	if err != nil {
		return nil, err
	}
	if strings.TrimSpace(src) == "" {
		return nil, py.NewValueError("expr cannot be an empty string")
	}
	tree, err := parser.ParseExpr("<query>", []byte(src))
	if err != nil {
		return nil, py.NewException(py.SyntaxErrorType, "invalid syntax")
	}
	env := &queryEnv{m: m, f: f, self: m.wrapFrame(f), vars: map[string]py.Value{}}
	for id, name := range names {
		env.vars[id] = py.NewStr("\x00col:" + name)
	}
	if d, ok := locals.(*py.Dict); ok {
		for _, kv := range d.Items() {
			if s, ok := strOf(kv[0]); ok {
				env.vars["__krait_at_"+s] = kv[1]
			}
		}
	}
	return env.eval(t, tree.Body)
}

// column returns the Series of a column name, or ok=false.
func (e *queryEnv) column(t *py.Thread, name string) (py.Value, bool, error) {
	ps, err := e.f.columns.find(t, hkey{k: kStr, s: name})
	if err != nil {
		return nil, false, err
	}
	if len(ps) == 0 {
		return nil, false, nil
	}
	s := e.m.columnSeries(e.f, ps[0])
	return e.m.wrapSeries(s.col, s.idx, s.name), true, nil
}

// name resolves a name: a column, the index, True/False/None, or an
// @variable.
func (e *queryEnv) name(t *py.Thread, id string) (py.Value, error) {
	if v, ok := e.vars[id]; ok {
		if s, ok := strOf(v); ok && strings.HasPrefix(s, "\x00col:") {
			c, found, err := e.column(t, s[5:])
			if err != nil {
				return nil, err
			}
			if !found {
				return nil, raise(t, e.m.undefinedVariable, "name '"+s[5:]+"' is not defined")
			}
			return c, nil
		}
		return v, nil
	}
	if strings.HasPrefix(id, "__krait_at_") {
		name := strings.TrimPrefix(id, "__krait_at_")
		if t.ModuleNamespace != nil {
			if ns := t.ModuleNamespace("__main__"); ns != nil {
				if v := ns.Get(name); v != nil {
					return v, nil
				}
			}
		}
		return nil, py.NewException(py.KeyErrorType, "'local variable '"+name+"' is not defined'")
	}
	if c, found, err := e.column(t, id); err != nil || found {
		return c, err
	}
	switch id {
	case "index":
		ix := e.f.idx
		c, err := ix.values(t, e.m)
		if err != nil {
			return nil, err
		}
		return e.m.wrapSeries(c, ix, nameOrNone(ix.name)), nil
	case "True":
		return py.True, nil
	case "False":
		return py.False, nil
	case "None":
		return py.None, nil
	}
	if n := e.f.idx.name; n != nil && n != py.None {
		if s, ok := strOf(n); ok && s == id {
			return e.name(t, "index")
		}
	}
	return nil, raise(t, e.m.undefinedVariable, "name '"+id+"' is not defined")
}

// eval evaluates one node.
func (e *queryEnv) eval(t *py.Thread, n ast.Expr) (py.Value, error) {
	if err := t.Tick(); err != nil {
		return nil, err
	}
	switch x := n.(type) {
	case *ast.Constant:
		switch v := x.Value.(type) {
		case nil:
			return py.None, nil
		case bool:
			return py.NewBool(v), nil
		case int64:
			return py.NewInt(v), nil
		case *big.Int:
			return py.NewBigInt(v), nil
		case float64:
			return py.Float(v), nil
		case string:
			return py.NewStr(v), nil
		}
		return nil, py.NewTypeError("unsupported constant in query")
	case *ast.Name:
		return e.name(t, x.Id)
	case *ast.List, *ast.Tuple:
		var elts []ast.Expr
		if l, ok := x.(*ast.List); ok {
			elts = l.Elts
		} else {
			elts = x.(*ast.Tuple).Elts
		}
		items := make([]py.Value, len(elts))
		for k, el := range elts {
			v, err := e.eval(t, el)
			if err != nil {
				return nil, err
			}
			items[k] = v
		}
		return py.NewList(items), nil
	case *ast.UnaryOp:
		v, err := e.eval(t, x.Operand)
		if err != nil {
			return nil, err
		}
		switch x.Op {
		case ast.Not, ast.Invert:
			if b, ok := v.(py.Bool); ok {
				return py.NewBool(!bool(b)), nil
			}
			return py.Unary(t, py.Invert, v)
		case ast.USub:
			return py.Unary(t, py.USub, v)
		default:
			return py.Unary(t, py.UAdd, v)
		}
	case *ast.BinOp:
		a, err := e.eval(t, x.Left)
		if err != nil {
			return nil, err
		}
		b, err := e.eval(t, x.Right)
		if err != nil {
			return nil, err
		}
		op, ok := map[ast.Operator]py.BinaryOp{ast.Add: py.Add, ast.Sub: py.Sub, ast.Mult: py.Mul, ast.Div: py.TrueDiv,
			ast.Mod: py.Mod, ast.Pow: py.Pow, ast.FloorDiv: py.FloorDiv, ast.BitAnd: py.And, ast.BitOr: py.Or, ast.BitXor: py.Xor}[x.Op]
		if !ok {
			return nil, py.NewNotImplementedError("'%s' operator is not supported in query", x.Op)
		}
		return py.Binary(t, op, a, b)
	case *ast.BoolOp:
		acc, err := e.eval(t, x.Values[0])
		if err != nil {
			return nil, err
		}
		for _, vn := range x.Values[1:] {
			v, err := e.eval(t, vn)
			if err != nil {
				return nil, err
			}
			op := py.And
			if x.Op == ast.Or {
				op = py.Or
			}
			if acc, err = py.Binary(t, op, acc, v); err != nil {
				return nil, err
			}
		}
		return acc, nil
	case *ast.Compare:
		left, err := e.eval(t, x.Left)
		if err != nil {
			return nil, err
		}
		var acc py.Value
		for k, op := range x.Ops {
			right, err := e.eval(t, x.Comparators[k])
			if err != nil {
				return nil, err
			}
			r, err := e.compare(t, op, left, right)
			if err != nil {
				return nil, err
			}
			if acc == nil {
				acc = r
			} else if acc, err = py.Binary(t, py.And, acc, r); err != nil {
				return nil, err
			}
			left = right
		}
		return acc, nil
	case *ast.Attribute:
		v, err := e.eval(t, x.Value)
		if err != nil {
			return nil, err
		}
		if strings.HasPrefix(x.Attr, "_") {
			return nil, py.NewAttributeError("private attribute '%s' is not allowed in query", x.Attr)
		}
		if err := t.CheckAttr(x.Attr, policy.DunderRead); err != nil {
			return nil, err
		}
		return py.GetAttrByName(t, v, x.Attr)
	case *ast.Call:
		fn, err := e.eval(t, x.Func)
		if err != nil {
			return nil, err
		}
		if _, isAttr := x.Func.(*ast.Attribute); !isAttr {
			return nil, py.NewValueError("only method calls are allowed in query expressions")
		}
		args := make([]py.Value, len(x.Args))
		for k, a := range x.Args {
			if args[k], err = e.eval(t, a); err != nil {
				return nil, err
			}
		}
		var kw []py.Kwarg
		for _, k := range x.Keywords {
			if k.Arg == "" {
				return nil, py.NewValueError("** arguments are not allowed in query expressions")
			}
			v, err := e.eval(t, k.Value)
			if err != nil {
				return nil, err
			}
			//krait:alloc-ok one per keyword of a call written in the query (program text, capped by the source limit)
			kw = append(kw, py.Kwarg{Name: k.Arg, Value: v})
		}
		return py.Call(t, fn, args, kw)
	case *ast.Subscript:
		v, err := e.eval(t, x.Value)
		if err != nil {
			return nil, err
		}
		k, err := e.eval(t, x.Slice)
		if err != nil {
			return nil, err
		}
		return py.GetItem(t, v, k)
	}
	return nil, py.NewNotImplementedError("this expression is not supported in query: %T", n)
}

// compare is one comparison of a query: == and != with a list, in and
// not in are isin tests.
func (e *queryEnv) compare(t *py.Thread, op ast.CmpOperator, a, b py.Value) (py.Value, error) {
	isList := func(v py.Value) bool {
		switch v.(type) {
		case *py.List, *py.Tuple:
			return true
		}
		return false
	}
	switch op {
	case ast.In, ast.NotIn:
		r, err := e.isin(t, a, b)
		if err != nil {
			return nil, err
		}
		if op == ast.NotIn {
			return py.Unary(t, py.Invert, r)
		}
		return r, nil
	case ast.Eq, ast.NotEq:
		if isList(b) && seriesOf(a) != nil {
			r, err := e.isin(t, a, b)
			if err != nil {
				return nil, err
			}
			if op == ast.NotEq {
				return py.Unary(t, py.Invert, r)
			}
			return r, nil
		}
	}
	cop, ok := map[ast.CmpOperator]py.CompareOp{ast.Eq: py.Eq, ast.NotEq: py.Ne, ast.Lt: py.Lt, ast.LtE: py.Le, ast.Gt: py.Gt, ast.GtE: py.Ge}[op]
	if !ok {
		return nil, py.NewNotImplementedError("'%s' is not supported in query", op)
	}
	return py.Compare(t, cop, a, b)
}

// isin is a in b element-wise.
func (e *queryEnv) isin(t *py.Thread, a, b py.Value) (py.Value, error) {
	s := seriesOf(a)
	if s == nil {
		in, err := py.Contains(t, b, a)
		return py.NewBool(in), err
	}
	items, err := e.m.listItems(t, b)
	if err != nil {
		items = []py.Value{b}
	}
	c, err := e.m.isinColumn(t, s.col, items)
	if err != nil {
		return nil, err
	}
	return e.m.wrapSeries(c, s.idx, s.name), nil
}
