package py

// BuiltinFunc is the Go implementation of a built-in function or method.
// self is the bound receiver (nil for plain functions).
type BuiltinFunc func(t *Thread, self Value, args []Value, kwargs []Kwarg) (Value, error)

// Builtin is a built-in function, or a method of a built-in type (bound
// when Self is set).
type Builtin struct {
	Name  string
	Fn    BuiltinFunc
	Self  Value // bound receiver; nil for functions and unbound methods
	Owner *Type // the type a method belongs to; nil for functions
	// Module is __module__ of a module-level function ("builtins" for
	// the builtins); "" when unknown.
	Module string
	// Float1, when set, is Fn for exactly one float argument, for callers
	// holding an unboxed float64 (the evaluator's fused float arithmetic
	// calls math.sqrt(x) without boxing x or the result). It must behave
	// exactly as Fn does for a float argument, errors included.
	Float1 func(x float64) (float64, error)
	// Refs, when set, is what Fn closes over (a closure's state holding
	// values of a run: a class's generated methods, a wrapper's function):
	// the memory walk measures the function through it instead of giving
	// up. MemRefs must visit every Python value Fn can reach that way.
	// Bound methods made from the function keep it.
	Refs MemState
	// static is set when Fn closes over no value of any run (a method of
	// a built-in or frozen class, a function of a module marked with
	// MarkWalkable): the memory walk may count it as holding nothing.
	static bool
	// Borrows reports that Fn keeps no reference to its args slice once
	// it returns (it may keep the values in it): a caller may then lend
	// it a window of the thread's argument stack (Thread.BorrowArgs)
	// instead of allocating the slice.
	Borrows bool
	// slot marks a wrapper of a C slot in CPython (slotwrappers.go),
	// which CPython shows as a slot wrapper, or a method-wrapper once
	// bound.
	slot bool
}

// Type returns builtin_function_or_method (method_descriptor when unbound).
func (b *Builtin) Type() *Type {
	if b.Owner != nil && b.Self == nil {
		return MethodDescriptorType
	}
	return BuiltinFunctionType
}

// NewBuiltin returns a built-in function.
func NewBuiltin(name string, fn BuiltinFunc) *Builtin {
	return &Builtin{Name: name, Fn: fn}
}

// Call runs the function. An unbound method takes its receiver as the
// first argument.
func (b *Builtin) Call(t *Thread, args []Value, kwargs []Kwarg) (Value, error) {
	if b.Owner != nil && b.Self == nil {
		if len(args) == 0 {
			return nil, NewTypeError("unbound method %s.%s() needs an argument", b.Owner.Name, b.Name)
		}
		if !args[0].Type().IsSubtype(b.Owner) {
			if b.slot {
				return nil, NewTypeError("descriptor '%s' requires a '%s' object but received a '%s'", b.Name, b.Owner.Name, typeName(args[0]))
			}
			return nil, NewTypeError("descriptor '%s' for '%s' objects doesn't apply to a '%s' object", b.Name, b.Owner.Name, typeName(args[0]))
		}
		return b.Fn(t, args[0], args[1:], kwargs)
	}
	return b.Fn(t, b.Self, args, kwargs)
}

// DescriptorGet binds an unbound method to instance.
func (b *Builtin) DescriptorGet(t *Thread, instance Value, owner *Type) (Value, error) {
	if b.Owner == nil || b.Self != nil || instance == nil {
		return b, nil
	}
	return &Builtin{Name: b.Name, Fn: b.Fn, Self: instance, Owner: b.Owner, Refs: b.Refs, static: b.static, slot: b.slot}, nil
}

// Descriptor is implemented by values that customise how they are read
// as class attributes: functions become bound methods, properties run
// their getter. instance is nil when the attribute is read on the class.
type Descriptor interface {
	Value
	DescriptorGet(t *Thread, instance Value, owner *Type) (Value, error)
}

// DataDescriptor is a descriptor that also intercepts assignment and
// deletion (a property); it takes precedence over the instance dict.
type DataDescriptor interface {
	Descriptor
	DescriptorSet(t *Thread, instance, value Value) error
	DescriptorDelete(t *Thread, instance Value) error
}

// SelfCallable is an optional interface of callables (interp's Python
// functions) that can take a method's receiver separately, binding it
// without building a new argument slice.
type SelfCallable interface {
	Callable
	CallSelf(t *Thread, self Value, args []Value, kwargs []Kwarg) (Value, error)
}

// BoundMethod is a function bound to its first argument (a Python
// method, or a classmethod bound to its class).
type BoundMethod struct {
	Func Value
	Self Value
}

// Type returns method.
func (*BoundMethod) Type() *Type { return MethodType }

// Call calls the function with Self prepended.
func (m *BoundMethod) Call(t *Thread, args []Value, kwargs []Kwarg) (Value, error) {
	if sc, ok := m.Func.(SelfCallable); ok {
		return sc.CallSelf(t, m.Self, args, kwargs)
	}
	full := make([]Value, len(args)+1)
	full[0] = m.Self
	copy(full[1:], args)
	return Call(t, m.Func, full, kwargs)
}

// Call calls f with the given arguments. Callables can wrap callables
// (partial, lru_cache, staticmethod, bound methods), so each call is one
// level of the depth guard, except the call of a Python function, whose
// frame the call depth counts.
func Call(t *Thread, f Value, args []Value, kwargs []Kwarg) (Value, error) {
	if fc, ok := f.(FrameCaller); ok {
		return fc.Call(t, args, kwargs)
	}
	if err := t.EnterData(WhileCalling); err != nil {
		return nil, err
	}
	r, err := callNested(t, f, args, kwargs)
	t.LeaveData()
	return r, err
}

// CallInFrame is Call for the evaluator: a call written in Python code.
// The frame making it is counted by the call depth and bounds the Go
// stack between it and whatever the callee calls through Call, so it is
// not a level of the depth guard (CPython does not count calls of
// built-in functions either). Go code calling a value it was given uses
// Call; only package interp calls this.
func CallInFrame(t *Thread, f Value, args []Value, kwargs []Kwarg) (Value, error) {
	return callNested(t, f, args, kwargs)
}

// callNested is Call once the level is counted.
func callNested(t *Thread, f Value, args []Value, kwargs []Kwarg) (Value, error) {
	switch x := f.(type) {
	case Callable:
		return x.Call(t, args, kwargs)
	case *Type:
		return callType(t, x, args, kwargs)
	case *Instance:
		if m := x.Class.lookupUser(strCall); m != nil {
			return callMethodArgs(t, m, x, args, kwargs)
		}
	case *StaticMethod:
		// Static methods are callable since Python 3.10.
		return Call(t, x.Func, args, kwargs)
	}
	return nil, NewTypeError("'%s' object is not callable", typeName(f))
}

// IsCallable reports whether callable(v).
func IsCallable(v Value) bool {
	for {
		switch x := v.(type) {
		case Callable, *Type:
			return true
		case *StaticMethod:
			v = x.Func // staticmethods nest: a loop, not a recursion
			continue
		case *Instance:
			return x.Class.lookupUser(strCall) != nil
		}
		return false
	}
}

// callMethodValue calls a method found on a class (unbound: a function,
// staticmethod, classmethod or builtin) with self and args. args does not
// escape (callers' variadic slices stay on their stacks): a method
// descriptor that borrows its arguments (Builtin.Borrows: a generated
// dataclass comparison, a str method) gets a window of the thread's
// argument stack; any other callee gets a copy.
func callMethodValue(t *Thread, f Value, self Value, args ...Value) (Value, error) {
	if b, ok := f.(*Builtin); ok && b.Borrows && b.Owner != nil && b.Self == nil {
		// callMethodArgs' path for a method descriptor, with the window.
		if err := t.EnterData(WhileCalling); err != nil {
			return nil, err
		}
		w, mark := t.BorrowArgs(args)
		r, err := b.Fn(t, self, w, nil)
		t.ReturnArgs(w, mark)
		t.LeaveData()
		return r, err
	}
	var own []Value
	if len(args) > 0 {
		own = append(own, args...) //krait:alloc-ok a copy of the caller's variadic arguments (a few, written in the Go source)
	}
	return callMethodArgs(t, f, self, own, nil)
}

// callMethodArgs calls class attribute f as a method of self. A Python
// function counts its frame itself; any other method (a Go-defined
// method of a stdlib class such as ChainMap.__getitem__, a wrapped
// callable) is one level of the depth guard, as Call is.
func callMethodArgs(t *Thread, f Value, self Value, args []Value, kwargs []Kwarg) (Value, error) {
	if fc, ok := f.(FrameCaller); ok {
		if sc, ok := fc.(SelfCallable); ok {
			return sc.CallSelf(t, self, args, kwargs)
		}
	}
	if err := t.EnterData(WhileCalling); err != nil {
		return nil, err
	}
	r, err := callMethodNested(t, f, self, args, kwargs)
	t.LeaveData()
	return r, err
}

// callMethodNested is callMethodArgs once the level is counted.
func callMethodNested(t *Thread, f Value, self Value, args []Value, kwargs []Kwarg) (Value, error) {
	switch m := f.(type) {
	case *StaticMethod:
		return Call(t, m.Func, args, kwargs)
	case *ClassMethod:
		if m.wrapsDescriptor() {
			bound, err := m.DescriptorGet(t, self, self.Type())
			if err != nil {
				return nil, err
			}
			return Call(t, bound, args, kwargs)
		}
		full := make([]Value, len(args)+1)
		full[0] = self.Type()
		copy(full[1:], args)
		return Call(t, m.Func, full, kwargs)
	case *Builtin:
		if m.Owner != nil && m.Self == nil {
			return m.Fn(t, self, args, kwargs)
		}
		return m.Fn(t, m.Self, args, kwargs)
	case SelfCallable:
		if _, isDesc := f.(Descriptor); isDesc {
			return m.CallSelf(t, self, args, kwargs)
		}
		return m.Call(t, args, kwargs)
	case Callable:
		if _, isDesc := f.(Descriptor); isDesc {
			full := make([]Value, len(args)+1)
			full[0] = self
			copy(full[1:], args)
			return m.Call(t, full, kwargs)
		}
		return m.Call(t, args, kwargs)
	}
	if d, ok := f.(Descriptor); ok {
		bound, err := d.DescriptorGet(t, self, self.Type())
		if err != nil {
			return nil, err
		}
		return Call(t, bound, args, kwargs)
	}
	return Call(t, f, args, kwargs)
}

// callMethodAny calls obj.name(*args, **kwargs), unchecked, without
// creating a bound method when the attribute is a plain method.
func callMethodAny(t *Thread, obj Value, name string, args []Value, kwargs []Kwarg) (Value, error) {
	typ := obj.Type()
	if typ.builtin {
		if _, isType := obj.(*Type); !isType {
			if _, isMod := obj.(*Module); !isMod {
				if m, ok := typ.Lookup(name).(*Builtin); ok && m.Owner != nil {
					return m.Fn(t, obj, args, kwargs)
				}
			}
		}
	}
	f, err := getAttrAny(t, obj, name)
	if err != nil {
		return nil, err
	}
	return Call(t, f, args, kwargs)
}

// StaticMethod is staticmethod(f).
type StaticMethod struct {
	Func Value
}

// Type returns staticmethod.
func (*StaticMethod) Type() *Type { return StaticMethodType }

// DescriptorGet returns the wrapped function unchanged.
func (s *StaticMethod) DescriptorGet(t *Thread, instance Value, owner *Type) (Value, error) {
	return s.Func, nil
}

// ClassMethod is classmethod(f).
type ClassMethod struct {
	Func Value
}

// Type returns classmethod.
func (*ClassMethod) Type() *Type { return ClassMethodType }

// DescriptorGet binds the function to the owner class. As in CPython
// 3.9-3.12, a wrapped descriptor is bound to the class instead
// (classmethod(property(f)) reads f(cls); a classmethod of a classmethod
// binds the inner one).
func (c *ClassMethod) DescriptorGet(t *Thread, instance Value, owner *Type) (Value, error) {
	if owner == nil {
		owner = instance.Type()
	}
	if c.wrapsDescriptor() {
		// Wrappers nest as deep as a program builds them: one level of
		// the depth guard each, as a call.
		if err := t.EnterData(WhileCalling); err != nil {
			return nil, err
		}
		defer t.LeaveData()
		if in, ok := c.Func.(*Instance); ok {
			return callMethodValue(t, in.Class.lookupUser(strGet), in, owner, owner)
		}
		return c.Func.(Descriptor).DescriptorGet(t, owner, owner)
	}
	return &BoundMethod{Func: c.Func, Self: owner}, nil
}

// wrapsDescriptor reports whether the wrapped callable is a descriptor
// other than a function: a property, classmethod, staticmethod or an
// object whose class defines __get__.
func (c *ClassMethod) wrapsDescriptor() bool {
	switch f := c.Func.(type) {
	case *Property, *ClassMethod, *StaticMethod:
		return true
	case *Instance:
		return f.Class.lookupUser(strGet) != nil
	}
	return false
}

// Property is property(fget, fset, fdel, doc).
type Property struct {
	Get, Set, Del Value // nil when absent
	Doc           Value
	Name          string // the attribute name, set when the class is created
}

// Type returns property.
func (*Property) Type() *Type { return PropertyType }

// DescriptorGet runs the getter (or returns the property itself when read
// on the class).
func (p *Property) DescriptorGet(t *Thread, instance Value, owner *Type) (Value, error) {
	if instance == nil {
		return p, nil
	}
	if p.Get == nil || p.Get == None {
		return nil, p.missing(instance, "getter")
	}
	return Call(t, p.Get, []Value{instance}, nil)
}

// DescriptorSet runs the setter.
func (p *Property) DescriptorSet(t *Thread, instance, value Value) error {
	if p.Set == nil || p.Set == None {
		return p.missing(instance, "setter")
	}
	_, err := Call(t, p.Set, []Value{instance, value}, nil)
	return err
}

// DescriptorDelete runs the deleter.
func (p *Property) DescriptorDelete(t *Thread, instance Value) error {
	if p.Del == nil || p.Del == None {
		return p.missing(instance, "deleter")
	}
	_, err := Call(t, p.Del, []Value{instance}, nil)
	return err
}

// Module is a module object: a name and a namespace.
type Module struct {
	Name string
	Dict *Dict
	// Go is the Go state of a module implemented in Go, for Go code that
	// works with the module's classes (Python code cannot see it).
	Go any
	// walkable is set by MarkWalkable (and kept by Clone).
	walkable bool
}

// Type returns module.
func (*Module) Type() *Type { return ModuleType }

// NewModule returns an empty module.
func NewModule(name string) *Module {
	m := &Module{Name: name, Dict: NewDict()}
	m.Dict.SetStr("__name__", NewStr(name))
	return m
}

// missing is CPython's AttributeError for a property without a getter,
// setter or deleter: its name when it has one (from __set_name__), and
// the __qualname__ of the instance's type.
func (p *Property) missing(instance Value, what string) *Exception {
	owner := instance.Type()
	qual := owner.Qualname
	if qual == "" {
		qual = owner.Name
	}
	if p.Name == "" {
		return NewAttributeError("property of '%s' object has no %s", qual, what)
	}
	return NewAttributeError("property '%s' of '%s' object has no %s", p.Name, qual, what)
}
