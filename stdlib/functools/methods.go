package functools

import (
	"github.com/kraitpy/krait/py"
	"github.com/kraitpy/krait/stdlib/collections"
)

// MethodLikeType is the type of the Go-implemented functions of this
// module that bind as methods (recursive_repr wrappers, partialmethod and
// singledispatchmethod results). It is built at init and never modified
// after.
var MethodLikeType = func() *py.Type {
	t := py.NewBuiltinType("function", py.ObjectType)
	t.Module = "functools"
	return t
}()

// methodLike is a Go function that binds to an instance like a Python
// function does.
type methodLike struct {
	name string
	call func(t *py.Thread, args []py.Value, kwargs []py.Kwarg) (py.Value, error)
	// refs is what call closes over, for the memory walk.
	refs py.Holds
}

// Type returns functools.function.
func (*methodLike) Type() *py.Type { return MethodLikeType }

// Call runs the function.
func (f *methodLike) Call(t *py.Thread, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	return f.call(t, args, kwargs)
}

// DescriptorGet binds the function to instance.
func (f *methodLike) DescriptorGet(t *py.Thread, instance py.Value, owner *py.Type) (py.Value, error) {
	if instance == nil {
		return f, nil
	}
	return py.NewBoundMethod(instance, f), nil
}

// recursiveRepr is functools.recursive_repr(fillvalue='...'): a
// decorator for __repr__ methods returning fillvalue for an object whose
// repr is already being computed.
func recursiveRepr(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	var fill py.Value = py.NewStr("...")
	if err := py.UnpackArgs("recursive_repr", args, kwargs, []string{"fillvalue"}, 0, &fill); err != nil {
		return nil, err
	}
	deco := py.NewBuiltin("decorating_function", func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		if err := py.CheckPositional("decorating_function", args, kwargs, 1, 1); err != nil {
			return nil, err
		}
		fn := args[0]
		running := py.IdentitySet{}
		return &methodLike{name: "wrapper", call: func(t *py.Thread, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			if len(args) == 0 {
				return nil, py.NewTypeError("wrapper() missing 1 required positional argument: 'self'")
			}
			self := args[0]
			if running.Has(self) {
				return fill, nil
			}
			running.Add(self)
			defer running.Remove(self)
			return py.Call(t, fn, args, kwargs)
		}, refs: py.Holds{fn, fill}}, nil // running is empty but inside a call
	})
	deco.Refs = py.Holds{fill}
	return deco, nil
}

// bindTo binds fn to instance the way attribute access would.
func bindTo(t *py.Thread, fn, instance py.Value, owner *py.Type) (py.Value, error) {
	if d, ok := fn.(py.Descriptor); ok {
		return d.DescriptorGet(t, instance, owner)
	}
	return fn, nil
}

// partialMethod is partialmethod(func, /, *args, **keywords): a
// descriptor giving partial(bound func, *args, **keywords) on instances.
type partialMethod struct {
	m      *module
	fn     py.Value
	args   []py.Value
	kwargs []py.Kwarg
}

// PartialMethodType is the type of partialmethod descriptors.
var PartialMethodType = func() *py.Type {
	t := py.NewBuiltinType("partialmethod", py.ObjectType)
	t.Module = "functools"
	return t
}()

// Type returns functools.partialmethod.
func (*partialMethod) Type() *py.Type { return PartialMethodType }

// DescriptorGet returns the partial bound to instance, or on the class a
// function taking the instance first.
func (p *partialMethod) DescriptorGet(t *py.Thread, instance py.Value, owner *py.Type) (py.Value, error) {
	if instance == nil {
		return &methodLike{name: "_method", call: func(t *py.Thread, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			if len(args) == 0 {
				return nil, py.NewTypeError("_method() missing 1 required positional argument: 'cls_or_self'")
			}
			if err := t.Alloc(int64(16*(len(p.args)+len(args)) + 32*(len(p.kwargs)+len(kwargs)))); err != nil {
				return nil, err
			}
			all := append(append([]py.Value{args[0]}, p.args...), args[1:]...)
			return py.Call(t, p.fn, all, append(append([]py.Kwarg(nil), p.kwargs...), kwargs...))
		}, refs: py.Holds{p}}, nil
	}
	bound, err := bindTo(t, p.fn, instance, owner)
	if err != nil {
		return nil, err
	}
	if py.Is(bound, p.fn) {
		// A callable that does not bind (a builtin, a partial) gets the
		// instance as its first argument, as CPython's
		// _make_unbound_method does: partialmethod(print, 'x') on an
		// instance printed only 'x'.
		all, err := py.JoinValues(t, []py.Value{p.m.partial, p.fn, instance}, p.args)
		if err != nil {
			return nil, err
		}
		return p.m.partialNew(t, nil, all, p.kwargs)
	}
	all, err := py.JoinValues(t, []py.Value{p.m.partial, bound}, p.args)
	if err != nil {
		return nil, err
	}
	return p.m.partialNew(t, nil, all, p.kwargs)
}

// newPartialMethod is functools.partialmethod(func, /, *args, **keywords).
func (m *module) newPartialMethod(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	if len(args) == 0 {
		return nil, py.NewTypeError("partialmethod.__init__() missing 1 required positional argument: 'func'")
	}
	if !py.IsCallable(args[0]) {
		if _, ok := args[0].(py.Descriptor); !ok {
			r, err := py.Repr(t, args[0])
			if err != nil {
				return nil, err
			}
			return nil, py.NewTypeError("%s is not callable or a descriptor", r)
		}
	}
	frozen, err := py.CopyValues(t, args[1:])
	if err != nil {
		return nil, err
	}
	if err := t.Alloc(int64(32 * len(kwargs))); err != nil {
		return nil, err
	}
	return &partialMethod{m: m, fn: args[0], args: frozen, kwargs: append([]py.Kwarg(nil), kwargs...)}, nil
}

// SingleDispatchMethodType is the type of singledispatchmethod
// descriptors. It is built at init and never modified after.
var SingleDispatchMethodType = func() *py.Type {
	t := py.NewBuiltinType("singledispatchmethod", py.ObjectType)
	t.Module = "functools"
	return t
}()

func init() {
	SingleDispatchMethodType.Dict.SetStr("register", &py.Builtin{Name: "register", Owner: SingleDispatchMethodType,
		Fn: func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			return dispatchRegister(t, self.(*singleDispatchMethod).d, args, kwargs)
		}})
}

// singleDispatchMethod is singledispatchmethod(func): dispatch on the
// class of the first argument after self.
type singleDispatchMethod struct {
	d *dispatcher
}

// Type returns functools.singledispatchmethod.
func (*singleDispatchMethod) Type() *py.Type { return SingleDispatchMethodType }

// DescriptorGet returns the method bound to instance (or the class).
func (s *singleDispatchMethod) DescriptorGet(t *py.Thread, instance py.Value, owner *py.Type) (py.Value, error) {
	return &methodLike{name: "_method", call: func(t *py.Thread, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		if len(args) == 0 {
			return nil, py.NewTypeError("singledispatchmethod method requires at least 1 positional argument")
		}
		f, err := s.d.find(t, args[0].Type())
		if err != nil {
			return nil, err
		}
		bound, err := bindTo(t, f, instance, owner)
		if err != nil {
			return nil, err
		}
		return py.Call(t, bound, args, kwargs)
	}, refs: py.Holds{s, instance, owner}}, nil
}

// newSingleDispatchMethod is functools.singledispatchmethod(func).
func newSingleDispatchMethod(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	d, err := singledispatch(t, nil, args, kwargs)
	if err != nil {
		return nil, err
	}
	return &singleDispatchMethod{d: d.(*dispatcher)}, nil
}

// namedtupleFunc is collections.namedtuple, which functools re-exports.
func namedtupleFunc(t *py.Thread) (py.Value, error) {
	mod, err := collections.Load(t)
	if err != nil {
		return nil, err
	}
	return mod.(*py.Module).Dict.GetStr("namedtuple"), nil
}
