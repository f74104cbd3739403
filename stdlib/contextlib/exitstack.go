package contextlib

import (
	"github.com/kraitpy/krait/py"
	"github.com/kraitpy/krait/stdlib/internal/goclass"
)

// ExitStack keeps its callbacks in the instance's _exit_callbacks list,
// as CPython does: each entry is a tuple (is_exit, callable, args,
// kwargs); exit callbacks take the exception details, plain callbacks
// their own arguments.

// newExitStack creates the ExitStack class.
func (m *module) newExitStack(t *py.Thread) (*py.Type, error) {
	return goclass.New(t, goclass.Spec{Module: "contextlib", Name: "ExitStack", Bases: []*py.Type{m.abstractCM},
		Methods: []goclass.Method{
			{Name: "__init__", Fn: func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
				if err := py.CheckNoArgs("ExitStack", args, kwargs); err != nil {
					return nil, err
				}
				return py.None, py.SetAttr(t, self, "_exit_callbacks", py.NewList(nil))
			}},
			{Name: "__enter__", Fn: func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
				return self, nil
			}},
			{Name: "__exit__", Fn: stackExit},
			{Name: "enter_context", Fn: func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
				var cm py.Value
				if err := py.UnpackArgs("enter_context", args, kwargs, []string{"cm"}, 1, &cm); err != nil {
					return nil, err
				}
				cls := cm.Type()
				if cls.Lookup("__enter__") == nil || cls.Lookup("__exit__") == nil {
					return nil, py.NewTypeError("'%s.%s' object does not support the context manager protocol", cls.Module, cls.Name)
				}
				r, err := py.CallMethod(t, cm, "__enter__", nil, nil)
				if err != nil {
					return nil, err
				}
				ex, err := py.GetAttr(t, cm, "__exit__")
				if err != nil {
					return nil, err
				}
				return r, push(t, self, true, ex, nil, nil)
			}},
			{Name: "push", Fn: func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
				var ex py.Value
				if err := py.UnpackArgs("push", args, kwargs, []string{"exit"}, 1, &ex); err != nil {
					return nil, err
				}
				cb := ex
				if ex.Type().Lookup("__exit__") != nil {
					b, err := py.GetAttr(t, ex, "__exit__")
					if err != nil {
						return nil, err
					}
					cb = b
				}
				return ex, push(t, self, true, cb, nil, nil)
			}},
			{Name: "callback", Fn: func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
				if len(args) == 0 {
					return nil, py.NewTypeError("descriptor 'callback' of 'ExitStack' object needs an argument")
				}
				kw := py.NewDict()
				for _, k := range kwargs {
					kw.SetStr(k.Name, k.Value)
				}
				cbArgs, err := py.NewTupleCopy(t, args[1:])
				if err != nil {
					return nil, err
				}
				return args[0], push(t, self, false, args[0], cbArgs, kw)
			}},
			{Name: "pop_all", Fn: func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
				if err := py.CheckNoArgs("pop_all", args, kwargs); err != nil {
					return nil, err
				}
				n, err := py.Call(t, self.Type(), nil, nil)
				if err != nil {
					return nil, err
				}
				old, err := py.GetAttr(t, self, "_exit_callbacks")
				if err != nil {
					return nil, err
				}
				if err := py.SetAttr(t, n, "_exit_callbacks", old); err != nil {
					return nil, err
				}
				return n, py.SetAttr(t, self, "_exit_callbacks", py.NewList(nil))
			}},
			{Name: "close", Fn: func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
				if err := py.CheckNoArgs("close", args, kwargs); err != nil {
					return nil, err
				}
				_, err := stackExit(t, self, []py.Value{py.None, py.None, py.None}, nil)
				return py.None, err
			}},
		}})
}

// push appends a callback entry.
func push(t *py.Thread, self py.Value, isExit bool, cb, args, kwargs py.Value) error {
	l, err := callbacks(t, self)
	if err != nil {
		return err
	}
	if args == nil {
		args = py.NewTuple(nil)
	}
	if kwargs == nil {
		kwargs = py.NewDict()
	}
	return l.Append(t, py.NewTuple([]py.Value{py.NewBool(isExit), cb, args, kwargs}))
}

// callbacks returns the instance's callback list.
func callbacks(t *py.Thread, self py.Value) (*py.List, error) {
	v, err := py.GetAttr(t, self, "_exit_callbacks")
	if err != nil {
		return nil, err
	}
	l, ok := v.(*py.List)
	if !ok {
		return nil, py.NewTypeError("ExitStack._exit_callbacks is not a list")
	}
	return l, nil
}

// stackExit is ExitStack.__exit__: the callbacks in LIFO order, each
// seeing the exception still pending; one returning true suppresses it,
// one raising replaces it.
func stackExit(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	if len(args) != 3 {
		return nil, py.NewTypeError("__exit__() takes 3 arguments")
	}
	l, err := callbacks(t, self)
	if err != nil {
		return nil, err
	}
	received := args[0] != py.None
	var pending *py.Exception
	if e, ok := args[1].(*py.Exception); ok {
		pending = e
	}
	pendingRaise, suppressed := false, false
	for {
		items := l.Items()
		if len(items) == 0 {
			break
		}
		entry, err := py.CallMethod(t, l, "pop", nil, nil)
		if err != nil {
			return nil, err
		}
		e := entry.(*py.Tuple).Items()
		var r py.Value
		if e[0] == py.True {
			details := []py.Value{py.None, py.None, py.None}
			if pending != nil {
				details = []py.Value{pending.Type(), pending, py.None}
			}
			r, err = py.Call(t, e[1], details, nil)
		} else {
			var kw []py.Kwarg
			for _, kv := range e[3].(*py.Dict).Items() {
				kw = append(kw, py.Kwarg{Name: kv[0].(*py.Str).String(), Value: kv[1]}) //krait:alloc-ok one per item of a dict that exists (the callback's keyword arguments)
			}
			_, err = py.Call(t, e[1], e[2].(*py.Tuple).Items(), kw)
			r = py.False
		}
		if err != nil {
			ex, ok := err.(*py.Exception)
			if !ok {
				return nil, err
			}
			if ex != pending && ex.Context == nil && pending != nil {
				ex.SetContext(pending)
			}
			pending, pendingRaise = ex, true
			continue
		}
		if ok, err := py.Truth(t, r); err != nil {
			return nil, err
		} else if ok && e[0] == py.True {
			suppressed, pendingRaise, pending = true, false, nil
		}
	}
	if pendingRaise && pending != nil {
		return nil, pending
	}
	return py.NewBool(received && suppressed), nil
}
