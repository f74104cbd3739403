// Package contextlib implements the parts of Python's contextlib that
// agents' code uses, for krait: contextmanager (generator-based context
// managers), suppress, closing, nullcontext, ExitStack and the
// AbstractContextManager / ContextDecorator bases.
package contextlib

import (
	"github.com/kraitpy/krait/py"
	"github.com/kraitpy/krait/stdlib/internal/goclass"
)

// module is one interpreter's contextlib.
type module struct {
	gcm, suppress, closing, nullctx, exitStack, abstractCM, decorator *py.Type
}

// Load creates a fresh contextlib module for one interpreter.
func Load(t *py.Thread) (py.Value, error) {
	m := &module{}
	var err error
	self := func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		return self, nil
	}
	if m.abstractCM, err = goclass.New(t, goclass.Spec{Module: "contextlib", Name: "AbstractContextManager",
		Methods: []goclass.Method{{Name: "__enter__", Fn: self}, {Name: "__exit__", Fn: func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			return py.None, nil
		}}}}); err != nil {
		return nil, err
	}
	if m.decorator, err = goclass.New(t, goclass.Spec{Module: "contextlib", Name: "ContextDecorator",
		Methods: []goclass.Method{{Name: "__call__", Fn: m.decorate}}}); err != nil {
		return nil, err
	}
	if m.gcm, err = goclass.New(t, goclass.Spec{Module: "contextlib", Name: "_GeneratorContextManager",
		Bases: []*py.Type{m.decorator, m.abstractCM},
		Methods: []goclass.Method{{Name: "__enter__", Fn: m.gcmEnter}, {Name: "__exit__", Fn: m.gcmExit},
			{Name: "_recreate_cm", Fn: m.gcmRecreate}}}); err != nil {
		return nil, err
	}
	if m.suppress, err = goclass.New(t, goclass.Spec{Module: "contextlib", Name: "suppress", Bases: []*py.Type{m.abstractCM},
		Methods: []goclass.Method{{Name: "__init__", Fn: func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			if len(kwargs) > 0 {
				return nil, py.NewTypeError("suppress() takes no keyword arguments")
			}
			excs, err := py.NewTupleCopy(t, args)
			if err != nil {
				return nil, err
			}
			return py.None, py.SetAttr(t, self, "_exceptions", excs)
		}}, {Name: "__enter__", Fn: func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			return py.None, nil
		}}, {Name: "__exit__", Fn: m.suppressExit}}}); err != nil {
		return nil, err
	}
	if m.closing, err = goclass.New(t, goclass.Spec{Module: "contextlib", Name: "closing", Bases: []*py.Type{m.abstractCM},
		Methods: []goclass.Method{{Name: "__init__", Fn: func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			var thing py.Value
			if err := py.UnpackArgs("closing", args, kwargs, []string{"thing"}, 1, &thing); err != nil {
				return nil, err
			}
			return py.None, py.SetAttr(t, self, "thing", thing)
		}}, {Name: "__enter__", Fn: func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			return py.GetAttr(t, self, "thing")
		}}, {Name: "__exit__", Fn: func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			thing, err := py.GetAttr(t, self, "thing")
			if err != nil {
				return nil, err
			}
			if _, err := py.CallMethod(t, thing, "close", nil, nil); err != nil {
				return nil, err
			}
			return py.None, nil
		}}}}); err != nil {
		return nil, err
	}
	if m.nullctx, err = goclass.New(t, goclass.Spec{Module: "contextlib", Name: "nullcontext", Bases: []*py.Type{m.abstractCM},
		Methods: []goclass.Method{{Name: "__init__", Fn: func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			var r py.Value = py.None
			if err := py.UnpackArgs("nullcontext", args, kwargs, []string{"enter_result"}, 0, &r); err != nil {
				return nil, err
			}
			return py.None, py.SetAttr(t, self, "enter_result", r)
		}}, {Name: "__enter__", Fn: func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			return py.GetAttr(t, self, "enter_result")
		}}, {Name: "__exit__", Fn: func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			return py.None, nil
		}}}}); err != nil {
		return nil, err
	}
	if m.exitStack, err = m.newExitStack(t); err != nil {
		return nil, err
	}
	redirect, err := m.newRedirect(t)
	if err != nil {
		return nil, err
	}
	mod := py.NewModule("contextlib")
	d := mod.Dict
	d.SetStr("contextmanager", py.NewBuiltin("contextmanager", m.contextmanager))
	d.SetStr("AbstractContextManager", m.abstractCM)
	d.SetStr("ContextDecorator", m.decorator)
	d.SetStr("suppress", m.suppress)
	d.SetStr("closing", m.closing)
	d.SetStr("nullcontext", m.nullctx)
	d.SetStr("ExitStack", m.exitStack)
	d.SetStr("redirect_stdout", redirect)
	return mod, nil
}

// contextmanager(func) returns the helper that builds a
// _GeneratorContextManager from func's generator.
func (m *module) contextmanager(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	if err := py.CheckExactlyOne("contextmanager", args, kwargs); err != nil {
		return nil, err
	}
	fn := args[0]
	h := &helper{m: m, fn: fn, attrs: py.NewDict()}
	for _, name := range []py.LibName{"__module__", "__name__", "__qualname__", "__doc__"} {
		if v, err := py.GetAttr(t, fn, name); err == nil {
			h.attrs.SetStr(string(name), v)
		}
	}
	h.attrs.SetStr("__wrapped__", fn)
	return h, nil
}

// newGCM calls fn and wraps its generator.
func (m *module) newGCM(t *py.Thread, fn py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	gen, err := py.Call(t, fn, args, kwargs)
	if err != nil {
		return nil, err
	}
	inst, err := py.NewInstance(t, m.gcm, nil, nil)
	if err != nil {
		return nil, err
	}
	kw := py.NewDict()
	for _, k := range kwargs {
		kw.SetStr(k.Name, k.Value)
	}
	argTuple, err := py.NewTupleCopy(t, args)
	if err != nil {
		return nil, err
	}
	d := inst.(*py.Instance).Dict
	d.SetStr("gen", gen)
	d.SetStr("func", fn)
	d.SetStr("args", argTuple)
	d.SetStr("kwds", kw)
	return inst, nil
}

// field reads one of a goclass instance's attributes set from Go.
func field(self py.Value, name string) py.Value {
	if in, ok := self.(*py.Instance); ok {
		if v := in.Dict.GetStr(name); v != nil {
			return v
		}
	}
	return py.None
}

// gcmRecreate is _recreate_cm: a fresh manager from the same call, for
// each use as a decorator.
func (m *module) gcmRecreate(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	a, _ := field(self, "args").(*py.Tuple)
	var pos []py.Value
	if a != nil {
		pos = a.Items()
	}
	var kw []py.Kwarg
	if d, ok := field(self, "kwds").(*py.Dict); ok {
		for _, kv := range d.Items() {
			if s, ok := kv[0].(*py.Str); ok {
				kw = append(kw, py.Kwarg{Name: s.String(), Value: kv[1]})
			}
		}
	}
	return m.newGCM(t, field(self, "func"), pos, kw)
}

// gcmEnter is __enter__: the generator's first value.
func (m *module) gcmEnter(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	if in, ok := self.(*py.Instance); ok {
		// As CPython: the arguments are dropped once the manager is used.
		in.Dict.Delete(t, py.NewStr("args"))
		in.Dict.Delete(t, py.NewStr("kwds"))
		in.Dict.Delete(t, py.NewStr("func"))
	}
	v, done, err := py.Next(t, field(self, "gen"))
	if err != nil {
		return nil, err
	}
	if done {
		return nil, py.NewRuntimeError("generator didn't yield")
	}
	return v, nil
}

// gcmExit is __exit__: run the generator to its end, or throw the
// with block's exception into it.
func (m *module) gcmExit(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	if len(args) != 3 {
		return nil, py.NewTypeError("__exit__() takes 3 arguments")
	}
	gen := field(self, "gen")
	typ, val := args[0], args[1]
	if typ == py.None {
		_, done, err := py.Next(t, gen)
		if err != nil {
			return nil, err
		}
		if !done {
			return nil, py.NewRuntimeError("generator didn't stop")
		}
		return py.False, nil
	}
	if val == py.None {
		v, err := py.Call(t, typ, nil, nil)
		if err != nil {
			return nil, err
		}
		val = v
	}
	_, err := py.CallMethod(t, gen, "throw", []py.Value{val}, nil)
	if err == nil {
		return nil, py.NewRuntimeError("generator didn't stop after throw()")
	}
	exc, ok := err.(*py.Exception)
	if !ok {
		return nil, err
	}
	if exc.Matches(py.StopIterationType) {
		return py.NewBool(py.Value(exc) != val), nil
	}
	if py.Value(exc) == val {
		return py.False, nil
	}
	if exc.Matches(py.RuntimeErrorType) {
		if v, ok := val.(*py.Exception); ok && v.Matches(py.StopIterationType) && exc.Cause == v {
			return py.False, nil
		}
	}
	return nil, err
}

// decorate is ContextDecorator.__call__(func): a function running func
// inside a fresh manager.
func (m *module) decorate(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	if err := py.CheckExactlyOne("__call__", args, kwargs); err != nil {
		return nil, err
	}
	fn := args[0]
	name := "inner"
	if n, err := py.GetAttr(t, fn, "__name__"); err == nil {
		if s, ok := n.(*py.Str); ok {
			name = s.String()
		}
	}
	return py.NewBuiltin(name, func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		cm := self
		if self.Type().Lookup("_recreate_cm") != nil {
			c, err := py.CallMethod(t, self, "_recreate_cm", nil, nil)
			if err != nil {
				return nil, err
			}
			cm = c
		}
		return with(t, cm, func() (py.Value, error) { return py.Call(t, fn, args, kwargs) })
	}), nil
}

// with runs body inside the context manager cm, as a with statement.
func with(t *py.Thread, cm py.Value, body func() (py.Value, error)) (py.Value, error) {
	if _, err := py.CallMethod(t, cm, "__enter__", nil, nil); err != nil {
		return nil, err
	}
	r, err := body()
	if err != nil {
		exc, ok := err.(*py.Exception)
		if !ok {
			return nil, err
		}
		sup, err2 := py.CallMethod(t, cm, "__exit__", []py.Value{exc.Type(), exc, py.None}, nil)
		if err2 != nil {
			return nil, err2
		}
		if ok, err3 := py.Truth(t, sup); err3 != nil || !ok {
			if err3 != nil {
				return nil, err3
			}
			return nil, err
		}
		return py.None, nil
	}
	if _, err := py.CallMethod(t, cm, "__exit__", []py.Value{py.None, py.None, py.None}, nil); err != nil {
		return nil, err
	}
	return r, nil
}

// suppressExit is suppress.__exit__: true when the exception is one of
// the suppressed classes.
func (m *module) suppressExit(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	if len(args) != 3 {
		return nil, py.NewTypeError("__exit__() takes 3 arguments")
	}
	typ, ok := args[0].(*py.Type)
	if !ok {
		return py.False, nil
	}
	excs, err := py.GetAttr(t, self, "_exceptions")
	if err != nil {
		return nil, err
	}
	tup, _ := excs.(*py.Tuple)
	if tup == nil {
		return py.False, nil
	}
	for _, e := range tup.Items() {
		c, ok := e.(*py.Type)
		if !ok {
			return nil, py.NewTypeError("issubclass() arg 2 must be a class, a tuple of classes, or a union")
		}
		if typ.IsSubtype(c) {
			return py.True, nil
		}
	}
	return py.False, nil
}

// helperType is the type of the functions contextmanager returns:
// Python functions in CPython, so they are named "function" and bind as
// methods.
var helperType = func() *py.Type {
	t := py.NewBuiltinType("function", py.ObjectType)
	for _, name := range []string{"__name__", "__qualname__", "__doc__", "__module__", "__wrapped__"} {
		t.Dict.SetStr(name, &helperAttr{name: name})
	}
	return t
}()

// helper is contextmanager's result: calling it calls the generator
// function and wraps the generator in a _GeneratorContextManager.
type helper struct {
	m     *module
	fn    py.Value
	attrs *py.Dict // the attributes functools.wraps copies, from fn
}

// Type returns the helpers' function type.
func (*helper) Type() *py.Type { return helperType }

// Call builds the context manager.
func (h *helper) Call(t *py.Thread, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	return h.m.newGCM(t, h.fn, args, kwargs)
}

// DescriptorGet binds the helper as a method, like a function.
func (h *helper) DescriptorGet(t *py.Thread, instance py.Value, owner *py.Type) (py.Value, error) {
	if instance == nil {
		return h, nil
	}
	return py.NewBoundMethod(instance, h), nil
}

// helperAttr reads one of the attributes a helper copied.
type helperAttr struct{ name string }

// Type returns object (a getset descriptor's stand-in).
func (*helperAttr) Type() *py.Type { return py.ObjectType }

// DescriptorGet returns the attribute of a helper.
func (a *helperAttr) DescriptorGet(t *py.Thread, instance py.Value, owner *py.Type) (py.Value, error) {
	h, ok := instance.(*helper)
	if !ok {
		return a, nil
	}
	if v := h.attrs.GetStr(a.name); v != nil {
		return v, nil
	}
	return nil, py.NewAttributeError("'function' object has no attribute '%s'", a.name)
}
