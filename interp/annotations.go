package interp

import (
	"github.com/kraitpy/krait/ast"
	"github.com/kraitpy/krait/py"
)

// annotation is one entry of a function's __annotations__: the parameter
// name (or "return") and its compiled expression.
type annotation struct {
	name  *py.Str
	value evalFn
}

// annotationList is the annotations of one def, in CPython's order.
type annotationList []annotation

// annotations compiles the annotations of a def in the enclosing scope,
// in the order CPython 3.11 evaluates them when the def runs (after the
// defaults): positional-or-keyword parameters, positional-only ones,
// *args, keyword-only ones, **kwargs, then the return annotation.
func (c *compiler) annotations(node ast.Node, args *ast.Arguments) annotationList {
	var out annotationList
	add := func(name string, e ast.Expr) {
		if e != nil {
			out = append(out, annotation{name: py.NewStrConst(name), value: c.annotationValue(e)})
		}
	}
	addArgs := func(list []*ast.Arg) {
		for _, a := range list {
			add(a.Arg, a.Annotation)
		}
	}
	addArgs(args.Args)
	addArgs(args.Posonlyargs)
	if args.Vararg != nil {
		add(args.Vararg.Arg, args.Vararg.Annotation)
	}
	addArgs(args.Kwonlyargs)
	if args.Kwarg != nil {
		add(args.Kwarg.Arg, args.Kwarg.Annotation)
	}
	if fd, ok := node.(*ast.FunctionDef); ok && fd.Returns != nil {
		add("return", fd.Returns)
	}
	return out
}

// eval evaluates the annotations into a new __annotations__ dict.
func (l annotationList) eval(fr *frame) (*py.Dict, error) {
	d := py.NewDict()
	for _, a := range l {
		v, err := a.value(fr)
		if err != nil {
			return nil, err
		}
		if err := d.Set(fr.th, a.name, v); err != nil {
			return nil, err
		}
	}
	return d, fr.th.Alloc(int64(64 + 32*len(l)))
}

// annotationValue compiles an annotation: its value, or under `from
// __future__ import annotations` its source text as CPython unparses it.
func (c *compiler) annotationValue(e ast.Expr) evalFn {
	if !c.info.FutureAnnotations {
		return c.expr(e)
	}
	text := py.NewStrConst(ast.Unparse(e))
	return func(*frame) (py.Value, error) { return text, nil }
}
