package typing

import (
	"github.com/kraitpy/krait/ast"
	"github.com/kraitpy/krait/interp"
	"github.com/kraitpy/krait/parser"
	"github.com/kraitpy/krait/policy"
	"github.com/kraitpy/krait/py"
)

// annotationRefused is the refusal of an expression in a string
// annotation that the annotation grammar does not need: CPython would
// run it (eval), krait never does.
type annotationRefused struct{ node string }

// Error implements error.
func (e *annotationRefused) Error() string {
	return policy.PythonNodeName(e.node) + " is not supported in a string annotation: krait evaluates only names, attributes, subscripts, | and literals there"
}

// Is makes errors.Is(err, policy.ErrNodeRefused) true: it is a policy
// refusal, which no except clause catches.
func (e *annotationRefused) Is(target error) bool { return target == policy.ErrNodeRefused }

// scope is where a string annotation's names are looked up, in order:
// eval's locals, then its globals, then the builtins.
type scope []py.Value

// lookup returns the value of name, or a NameError.
func (s scope) lookup(t *py.Thread, name string) (py.Value, error) {
	for _, ns := range s {
		switch ns := ns.(type) {
		case nil:
		case *py.Dict:
			v, ok, err := ns.Get(t, py.NewStr(name))
			if err != nil {
				return nil, err
			}
			if ok {
				return v, nil
			}
		case nsValue:
			if v := ns.n.Get(name); v != nil {
				return v, nil
			}
		}
	}
	return nil, py.NewNameError(name)
}

// nsValue carries a py.Namespace (a module's globals, the builtins) in a
// scope.
type nsValue struct{ n py.Namespace }

func (nsValue) Type() *py.Type { return py.ObjectType }

// evalAnnotation is ForwardRef._evaluate for the annotation text src:
// the expression parsed and evaluated with the annotation grammar only,
// then checked as _type_check does. A str it evaluates to is evaluated
// in turn (a doubly quoted annotation), as CPython's recursion does.
func evalAnnotation(t *py.Thread, src string, sc scope, guard map[string]bool) (py.Value, error) {
	if guard[src] {
		// CPython's recursive_guard: the reference stays unevaluated.
		return py.NewStr(src), nil
	}
	if err := t.EnterData(""); err != nil {
		return nil, err
	}
	defer t.LeaveData()
	if err := t.ChargeChars(len(src)); err != nil {
		return nil, err
	}
	expr, err := parser.ParseExpr("<string>", []byte(src))
	if err != nil {
		return nil, py.NewExceptionArgs(py.SyntaxErrorType, py.NewStr("Forward reference must be an expression -- got "+reprOf(t, src)))
	}
	v, err := evalNode(t, expr.Body, sc, guard, src)
	if err != nil {
		return nil, err
	}
	if v == py.None {
		v = py.NoneTypeType
	}
	if tup, ok := v.(*py.Tuple); ok && tup.Type() == py.TupleType {
		r, err := py.Repr(t, v)
		if err != nil {
			return nil, err
		}
		if len(r) > 100 {
			r = r[:100]
		}
		return nil, py.NewTypeError("Forward references must evaluate to types. Got %s.", r)
	}
	if s, ok := v.(*py.Str); ok {
		inner := map[string]bool{src: true}
		for k := range guard {
			inner[k] = true
		}
		return evalAnnotation(t, s.String(), sc, inner)
	}
	return v, nil
}

// reprOf is repr(s) for a str.
func reprOf(t *py.Thread, s string) string {
	r, err := py.Repr(t, py.NewStr(s))
	if err != nil {
		return "'...'"
	}
	return r
}

// evalNode evaluates the annotation grammar: names, attributes (through
// the attribute checkpoint), subscripts, |, constants, tuples and lists
// (Callable[[int], str]); anything else is refused.
func evalNode(t *py.Thread, n ast.Expr, sc scope, guard map[string]bool, src string) (py.Value, error) {
	if err := t.Tick(); err != nil {
		return nil, err
	}
	if err := t.EnterData(""); err != nil {
		return nil, err
	}
	defer t.LeaveData()
	switch n := n.(type) {
	case *ast.Name:
		return sc.lookup(t, n.Id)
	case *ast.Constant:
		v := interp.ConstantValue(n.Value)
		if s, ok := v.(*py.Str); ok && n != nil {
			// A string inside the annotation (List['int']) is a forward
			// reference of its own, which _eval_type evaluates.
			return evalAnnotation(t, s.String(), sc, guard)
		}
		return v, nil
	case *ast.Attribute:
		v, err := evalNode(t, n.Value, sc, guard, src)
		if err != nil {
			return nil, err
		}
		return py.GetAttrByName(t, v, n.Attr)
	case *ast.Subscript:
		v, err := evalNode(t, n.Value, sc, guard, src)
		if err != nil {
			return nil, err
		}
		k, err := evalNode(t, n.Slice, sc, guard, src)
		if err != nil {
			return nil, err
		}
		return py.GetItem(t, v, k)
	case *ast.BinOp:
		if n.Op != ast.BitOr {
			return nil, &annotationRefused{node: "BinOp"}
		}
		a, err := evalNode(t, n.Left, sc, guard, src)
		if err != nil {
			return nil, err
		}
		b, err := evalNode(t, n.Right, sc, guard, src)
		if err != nil {
			return nil, err
		}
		return py.Binary(t, py.Or, a, b)
	case *ast.Tuple, *ast.List:
		var elts []ast.Expr
		if tu, ok := n.(*ast.Tuple); ok {
			elts = tu.Elts
		} else {
			elts = n.(*ast.List).Elts
		}
		items := make([]py.Value, 0, len(elts)) //krait:alloc-ok one per element of the annotation's text, which was charged
		for _, e := range elts {
			v, err := evalNode(t, e, sc, guard, src)
			if err != nil {
				return nil, err
			}
			items = append(items, v)
		}
		if _, ok := n.(*ast.List); ok {
			return py.NewList(items), nil
		}
		return py.NewTuple(items), nil
	}
	return nil, &annotationRefused{node: nodeName(n)}
}

// nodeName is the ast node type name of n ("Call").
func nodeName(n ast.Node) string {
	if nn, ok := n.(interface{ NodeName() string }); ok {
		return nn.NodeName()
	}
	return "expression"
}

// hintValue is one annotation as get_type_hints returns it: None as
// NoneType, a str evaluated, anything else as it is.
func hintValue(t *py.Thread, v py.Value, sc scope) (py.Value, error) {
	if v == py.None {
		return py.NoneTypeType, nil
	}
	if s, ok := v.(*py.Str); ok {
		return evalAnnotation(t, s.String(), sc, nil)
	}
	return v, nil
}

// builtinsScope returns the builtins namespace as a scope entry.
func builtinsScope(t *py.Thread) py.Value {
	if t.ModuleNamespace == nil {
		return nil
	}
	if ns := t.ModuleNamespace("builtins"); ns != nil {
		return nsValue{ns}
	}
	return nil
}

// moduleScope returns a module's globals as a scope entry.
func moduleScope(t *py.Thread, name py.Value) py.Value {
	s, ok := name.(*py.Str)
	if !ok || t.ModuleNamespace == nil {
		return nil
	}
	if ns := t.ModuleNamespace(s.String()); ns != nil {
		return nsValue{ns}
	}
	return nil
}

// getTypeHints is typing.get_type_hints(obj, globalns=None, localns=None,
// include_extras=False), as CPython 3.11: string annotations evaluated
// (with the annotation grammar only) in the namespace of the module that
// defined the function or class.
func (m *module) getTypeHints(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	var obj, globalns, localns, extras py.Value = nil, py.None, py.None, py.False
	if err := py.UnpackArgs("get_type_hints", args, kwargs, []string{"obj", "globalns", "localns", "include_extras"}, 1, &obj, &globalns, &localns, &extras); err != nil {
		return nil, err
	}
	opt := func(v py.Value) py.Value {
		if v == py.None {
			return nil
		}
		return v
	}
	builtins := builtinsScope(t)
	out := py.NewDict()
	if c, ok := obj.(*py.Type); ok {
		for i := len(c.MRO) - 1; i >= 0; i-- {
			base := c.MRO[i]
			ann, ok := base.Dict.GetStr("__annotations__").(*py.Dict)
			if !ok {
				continue
			}
			g := opt(globalns)
			if g == nil {
				g = moduleScope(t, base.Dict.GetStr("__module__"))
			}
			l := opt(localns)
			var sc scope
			if l == nil && opt(globalns) == nil {
				// CPython swaps them here: the module's globals first,
				// then the class namespace.
				sc = scope{g, base.Dict, builtins}
			} else {
				if l == nil {
					l = base.Dict
				}
				sc = scope{l, g, builtins}
			}
			for _, e := range ann.Items() {
				v, err := hintValue(t, e[1], sc)
				if err != nil {
					return nil, err
				}
				if err := out.Set(t, e[0], v); err != nil {
					return nil, err
				}
			}
		}
		return out, nil
	}
	g, l := opt(globalns), opt(localns)
	if g == nil {
		if mod, ok := obj.(*py.Module); ok {
			g = mod.Dict
		} else {
			ns := obj
			for depth := 0; depth < 1000; depth++ {
				w, err := py.GetAttr(t, ns, "__wrapped__")
				if err != nil {
					break
				}
				ns = w
			}
			if mname, err := py.GetAttr(t, ns, "__module__"); err == nil {
				g = moduleScope(t, mname)
			}
		}
		if l == nil {
			l = g
		}
	} else if l == nil {
		l = g
	}
	ann, err := py.GetAttr(t, obj, "__annotations__")
	if err != nil {
		if exc, ok := err.(*py.Exception); !ok || !exc.Matches(py.AttributeErrorType) {
			return nil, err
		}
		if _, isFunc := obj.(py.Callable); isFunc {
			return out, nil
		}
		r, rerr := py.Repr(t, obj)
		if rerr != nil {
			return nil, rerr
		}
		return nil, py.NewTypeError("%s is not a module, class, method, or function.", r)
	}
	items, err := py.Items(t, ann)
	if err != nil {
		return nil, err
	}
	sc := scope{l, g, builtins}
	for _, k := range items {
		v, err := py.GetItem(t, ann, k)
		if err != nil {
			return nil, err
		}
		if v, err = hintValue(t, v, sc); err != nil {
			return nil, err
		}
		if err := out.Set(t, k, v); err != nil {
			return nil, err
		}
	}
	return out, nil
}
