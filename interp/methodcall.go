package interp

import (
	"github.com/kraitpy/krait/ast"
	"github.com/kraitpy/krait/policy"
	"github.com/kraitpy/krait/py"
)

// maxBorrowArgs is the most positional arguments a call of a built-in
// method evaluates on the Go stack before lending them to the method from
// the thread's argument stack (py.Thread.BorrowArgs).
const maxBorrowArgs = 4

// methodCallSite is a compiled obj.name(args...) call, apart from the
// evaluation of obj: call runs it for the receiver's value, so that a
// caller that has evaluated obj already (tempCall) does not evaluate it
// again. call is a method, not a closure, so that the call costs no
// indirect jump.
type methodCallSite struct {
	as       *attrSite
	attrSite *site
	site     *site
	args     []evalFn
	names    []string
	kwvals   []evalFn
	// clean: the call is the whole value of its statement, so a Python
	// method it binds straight into a frame is entered clean (memory.go).
	clean bool
}

// methodCall compiles obj.name(args...) with positional arguments. When
// obj is an instance whose class defines name as a Python function, the
// function is called with obj as its first argument without making a
// bound method; otherwise the attribute is read and called generically.
//
// With clean, the call is the whole value of its statement: a Python
// method it binds straight into a frame is entered clean (see memory.go).
func (c *compiler) methodCall(a *ast.Attribute, args []evalFn, names []string, kwvals []evalFn, site *site, clean bool) evalFn {
	obj := c.expr(a.Value)
	m := c.methodCallSite(a, args, names, kwvals, site, clean)
	return func(fr *frame) (py.Value, error) {
		o, err := obj(fr)
		if err != nil {
			return nil, err
		}
		return m.call(fr, o)
	}
}

// methodCallSite compiles obj.name(args...) but the evaluation of obj.
func (c *compiler) methodCallSite(a *ast.Attribute, args []evalFn, names []string, kwvals []evalFn, site *site, clean bool) *methodCallSite {
	return &methodCallSite{
		as:       c.attrSite(c.mangle(a.Attr), policy.DunderCall),
		attrSite: c.site(a),
		site:     site,
		args:     args,
		names:    names,
		kwvals:   kwvals,
		clean:    clean,
	}
}

// evalKw evaluates the keyword arguments (nil when there are none).
func (m *methodCallSite) evalKw(fr *frame) ([]py.Kwarg, error) {
	if len(m.names) == 0 {
		return nil, nil
	}
	kw := make([]py.Kwarg, len(m.names)) //krait:alloc-ok one per keyword argument of the call in the source (AST)
	for i, v := range m.kwvals {
		x, err := v(fr)
		if err != nil {
			return nil, err
		}
		kw[i] = py.Kwarg{Name: m.names[i], Value: x}
	}
	return kw, nil
}

// evalArgs evaluates the positional arguments into a new slice, with room
// for skip values before them.
func (m *methodCallSite) evalArgs(fr *frame, skip int) ([]py.Value, error) {
	argv := make([]py.Value, skip+len(m.args)) //krait:alloc-ok one per argument of the call in the source (AST)
	for i, ev := range m.args {
		v, err := ev(fr)
		if err != nil {
			return nil, err
		}
		argv[skip+i] = v
	}
	return argv, nil
}

// call runs the call with o, the value of obj.
func (m *methodCallSite) call(fr *frame, o py.Value) (py.Value, error) {
	if err := fr.th.Tick(); err != nil {
		return nil, err
	}
	as := m.as
	if as.getErr != nil {
		return nil, fr.fail(as.getErr, m.attrSite)
	}
	n := len(m.args)
	if inst, ok := o.(*py.Instance); ok {
		meth := instanceMethod(inst, as)
		if f, ok := meth.(*Function); ok {
			if len(m.names) == 0 && f.code.takesExactly(n+1) {
				return fr.callMethodBound(f, inst, m.args, nil, nil, m.site, m.clean)
			}
			if len(m.names) <= maxBoundKw {
				var slots [maxBoundKw]int
				if bindSlots(f, 1, n, m.names, slots[:]) {
					return fr.callMethodBound(f, inst, m.args, m.kwvals, slots[:len(m.names)], m.site, m.clean)
				}
			}
			argv, err := m.evalArgs(fr, 1)
			if err != nil {
				return nil, err
			}
			argv[0] = inst
			kw, err := m.evalKw(fr)
			if err != nil {
				return nil, err
			}
			return fr.callValue(f, argv, kw, m.site)
		}
		if b, ok := meth.(*py.Builtin); ok && b.Owner != nil && b.Self == nil {
			return m.callBuiltin(fr, b, inst)
		}
	}
	if b := as.builtinMethodOf(o); b != nil {
		return m.callBuiltin(fr, b, o)
	}
	var meth py.Value
	var err error
	if inst, ok := o.(*py.Instance); ok {
		meth, err = instanceGetAttr(fr.th, inst, as)
	} else {
		meth, err = py.GetAttrChecked(fr.th, o, as.get)
	}
	if err != nil {
		return nil, fr.fail(err, m.attrSite)
	}
	argv, err := m.evalArgs(fr, 0)
	if err != nil {
		return nil, err
	}
	kw, err := m.evalKw(fr)
	if err != nil {
		return nil, err
	}
	return fr.callValue(meth, argv, kw, m.site)
}

// callBuiltin calls b, an unbound method of o's type, with o as its
// receiver. A method that borrows its arguments (py.Builtin.Borrows)
// called without keywords gets them in a window of the thread's argument
// stack, evaluated first on the Go stack; any other gets a new slice.
func (m *methodCallSite) callBuiltin(fr *frame, b *py.Builtin, o py.Value) (py.Value, error) {
	n := len(m.args)
	if b.Borrows && len(m.names) == 0 && n <= maxBorrowArgs {
		var vals [maxBorrowArgs]py.Value
		for i, ev := range m.args {
			v, err := ev(fr)
			if err != nil {
				return nil, err
			}
			vals[i] = v
		}
		if err := fr.th.Tick(); err != nil {
			return nil, err
		}
		fr.line = m.site.pos.Lineno
		argv, mark := fr.th.BorrowArgs(vals[:n])
		v, err := b.Fn(fr.th, o, argv, nil)
		fr.th.ReturnArgs(argv, mark)
		if err != nil {
			return nil, fr.fail(err, m.site)
		}
		return v, nil
	}
	argv, err := m.evalArgs(fr, 0)
	if err != nil {
		return nil, err
	}
	kw, err := m.evalKw(fr)
	if err != nil {
		return nil, err
	}
	if err := fr.th.Tick(); err != nil {
		return nil, err
	}
	fr.line = m.site.pos.Lineno
	v, err := b.Fn(fr.th, o, argv, kw)
	if err != nil {
		return nil, fr.fail(err, m.site)
	}
	return v, nil
}

// borrowsArgs reports whether a call of f keeps no reference to its
// argument slice once it returns, so that it may be lent a window of the
// thread's argument stack: a built-in marked so (py.Builtin.Borrows),
// int, float, str and bool themselves, whose constructors read their
// arguments only, or a plain class (object.__new__ then __init__) whose
// __init__ borrows (a dataclass's generated one).
func borrowsArgs(f py.Value) bool {
	switch x := f.(type) {
	case *py.Builtin:
		return x.Borrows
	case *py.Type:
		if x == py.IntType || x == py.FloatType || x == py.StrType || x == py.BoolType {
			return true
		}
		if init, ok := x.PlainInit(); ok {
			b, ok := init.(*py.Builtin)
			return ok && b.Borrows && b.Owner != nil && b.Self == nil
		}
	}
	return false
}

// callBorrowing calls f (borrowsArgs) with at most maxBorrowArgs
// positional arguments, evaluated on the Go stack and then lent to f in a
// window of the thread's argument stack.
func (fr *frame) callBorrowing(f py.Value, args []evalFn, site *site) (py.Value, error) {
	var vals [maxBorrowArgs]py.Value
	for i, ev := range args {
		v, err := ev(fr)
		if err != nil {
			return nil, err
		}
		vals[i] = v
	}
	if err := fr.th.Tick(); err != nil {
		return nil, err
	}
	fr.line = site.pos.Lineno
	if !borrowsArgs(f) {
		// An argument's evaluation changed the class's __init__: the
		// callee may keep its arguments, so they get a slice of their own.
		v, err := call(fr.th, f, append([]py.Value(nil), vals[:len(args)]...), nil) //krait:alloc-ok at most maxBorrowArgs positional arguments (AST)
		if err != nil {
			return nil, fr.fail(err, site)
		}
		return v, nil
	}
	argv, mark := fr.th.BorrowArgs(vals[:len(args)])
	v, err := call(fr.th, f, argv, nil)
	fr.th.ReturnArgs(argv, mark)
	if err != nil {
		return nil, fr.fail(err, site)
	}
	return v, nil
}
