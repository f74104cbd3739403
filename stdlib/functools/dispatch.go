package functools

import (
	"github.com/kraitpy/krait/py"
)

// SingleDispatchType is the type of functions made by singledispatch. It
// is built at init and never modified after.
var SingleDispatchType = func() *py.Type {
	t := py.NewBuiltinType("singledispatch_function", py.ObjectType)
	t.Module = "functools"
	return t
}()

func init() {
	d := SingleDispatchType.Dict
	d.SetStr("register", &py.Builtin{Name: "register", Fn: dispatchRegister, Owner: SingleDispatchType})
	d.SetStr("dispatch", &py.Builtin{Name: "dispatch", Fn: dispatchDispatch, Owner: SingleDispatchType})
	d.SetStr("registry", &registryAttr{})
	for _, name := range append([]py.LibName{"__wrapped__"}, wrapperAssignments...) { //krait:alloc-ok wrapperAssignments is a constant table of functools (WRAPPER_ASSIGNMENTS)
		d.SetStr(string(name), &wrapperAttr{name: string(name)})
	}
}

// dispatcher is a generic function: calls go to the implementation
// registered for the class of the first argument (the nearest class of
// its MRO), else to the original function.
type dispatcher struct {
	registry *py.Dict // class -> implementation, object first
	attrs    *py.Dict
}

// Type returns functools.singledispatch_function.
func (*dispatcher) Type() *py.Type { return SingleDispatchType }

func (d *dispatcher) attrDict() *py.Dict { return d.attrs }

// DescriptorGet binds the generic function as a method.
func (d *dispatcher) DescriptorGet(t *py.Thread, instance py.Value, owner *py.Type) (py.Value, error) {
	if instance == nil {
		return d, nil
	}
	return py.NewBoundMethod(instance, d), nil
}

// find returns the implementation for cls.
func (d *dispatcher) find(t *py.Thread, cls *py.Type) (py.Value, error) {
	for _, c := range cls.MRO {
		if f, ok, err := d.registry.Get(t, c); err != nil || ok {
			return f, err
		}
	}
	f, _, err := d.registry.Get(t, py.ObjectType)
	return f, err
}

// Call dispatches on the class of the first argument.
func (d *dispatcher) Call(t *py.Thread, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	if len(args) == 0 {
		name := "singledispatch function"
		if n, ok := d.attrs.GetStr("__name__").(*py.Str); ok {
			name = n.String()
		}
		return nil, py.NewTypeError("%s requires at least 1 positional argument", name)
	}
	f, err := d.find(t, args[0].Type())
	if err != nil {
		return nil, err
	}
	return py.Call(t, f, args, kwargs)
}

// singledispatch is functools.singledispatch(func).
func singledispatch(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	var fn py.Value
	if err := py.UnpackArgs("singledispatch", args, kwargs, []string{"func"}, 1, &fn); err != nil {
		return nil, err
	}
	d := &dispatcher{registry: py.NewDict(), attrs: py.NewDict()}
	if err := d.registry.Set(t, py.ObjectType, fn); err != nil {
		return nil, err
	}
	if err := copyFunctionAttrs(t, fn, d.attrs); err != nil {
		return nil, err
	}
	return d, nil
}

// dispatchRegister is register(cls, func=None): register func for cls,
// or return a decorator doing so; register(func) registers func for the
// class its first annotation names.
func dispatchRegister(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	var clsV, fn py.Value = nil, py.None
	if err := py.UnpackArgs("register", args, kwargs, []string{"cls", "func"}, 1, &clsV, &fn); err != nil {
		return nil, err
	}
	d := self.(*dispatcher)
	cls, ok := clsV.(*py.Type)
	if !ok && fn == py.None {
		// @register on an annotated function: the first annotation is
		// the class (CPython's get_type_hints(func) order).
		if c, f, err := annotatedClass(t, clsV); err != nil || c != nil {
			if err != nil {
				return nil, err
			}
			return f, d.registry.Set(t, c, f)
		}
	}
	if !ok {
		r, err := py.Repr(t, clsV)
		if err != nil {
			return nil, err
		}
		return nil, py.NewTypeError("Invalid first argument to `register()`: %s. Use either `@register(some_class)` or plain `@register` on an annotated function.", r)
	}
	if fn == py.None {
		reg := py.NewBuiltin("<lambda>", func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			if err := py.CheckPositional("<lambda>", args, kwargs, 1, 1); err != nil {
				return nil, err
			}
			return args[0], d.registry.Set(t, cls, args[0])
		})
		reg.Refs = py.Holds{d, cls}
		return reg, nil
	}
	return fn, d.registry.Set(t, cls, fn)
}

// dispatchDispatch is dispatch(cls): the implementation chosen for cls.
func dispatchDispatch(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	var clsV py.Value
	if err := py.UnpackArgs("dispatch", args, kwargs, []string{"cls"}, 1, &clsV); err != nil {
		return nil, err
	}
	cls, ok := clsV.(*py.Type)
	if !ok {
		return nil, py.NewTypeError("'%s' object has no attribute '__mro__'", clsV.Type().Name)
	}
	return self.(*dispatcher).find(t, cls)
}

// registryAttr is the read-only registry attribute.
type registryAttr struct{}

// Type returns object.
func (*registryAttr) Type() *py.Type { return py.ObjectType }

// DescriptorGet returns a copy of the registry.
func (*registryAttr) DescriptorGet(t *py.Thread, instance py.Value, owner *py.Type) (py.Value, error) {
	d, ok := instance.(*dispatcher)
	if !ok {
		return &registryAttr{}, nil
	}
	return d.registry.Copy(t)
}

// DescriptorSet refuses assignment.
func (*registryAttr) DescriptorSet(t *py.Thread, instance, value py.Value) error {
	return py.NewAttributeError("readonly attribute")
}

// DescriptorDelete refuses deletion.
func (*registryAttr) DescriptorDelete(t *py.Thread, instance py.Value) error {
	return py.NewAttributeError("readonly attribute")
}

// annotatedClass returns the class a function's first annotation names
// and the function, or nil when it has no annotations (or no
// __annotations__ at all); an annotation that is not a class is
// CPython's TypeError.
func annotatedClass(t *py.Thread, fn py.Value) (*py.Type, py.Value, error) {
	a, err := py.GetAttr(t, fn, "__annotations__")
	if err != nil {
		if ex, ok := err.(*py.Exception); ok && ex.Matches(py.AttributeErrorType) {
			return nil, nil, nil
		}
		return nil, nil, err
	}
	ann, ok := a.(*py.Dict)
	if !ok || ann.Len() == 0 {
		return nil, nil, nil
	}
	first := ann.Items()[0]
	if c, ok := first[1].(*py.Type); ok {
		return c, fn, nil
	}
	name, err := py.Repr(t, first[0])
	if err != nil {
		return nil, nil, err
	}
	r, err := py.Repr(t, first[1])
	if err != nil {
		return nil, nil, err
	}
	return nil, nil, py.NewTypeError("Invalid annotation for %s. %s is not a class.", name, r)
}
