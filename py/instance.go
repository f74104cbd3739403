package py

import "github.com/kraitpy/krait/policy"

// Instance is an instance of a user class. When the class derives from a
// built-in type, Base holds the built-in part (a *List for a list
// subclass, an Int for an int subclass, ...).
type Instance struct {
	Class *Type
	Dict  *Dict // nil when the class's __slots__ leave instances without one
	Base  Value
	// slots points at the __slots__ values (slots.go; nil entries are
	// unset), nil for an instance without any. It is a pointer, not a
	// slice, so an instance is 40 bytes: an instance, its dict and two
	// entries fit in a 192-byte block (newPlainInstance), as before slots.
	slots *[]Value
}

// Type returns the instance's class.
func (in *Instance) Type() *Type { return in.Class }

var (
	strGetAttr  = internStr("__getattr__")
	strSetAttr  = internStr("__setattr__")
	strDelAttr  = internStr("__delattr__")
	strInit     = internStr("__init__")
	strNew      = internStr("__new__")
	strGetAttrE = internStr("__getattribute__")
	strSetName  = internStr("__set_name__")
	strGet      = internStr("__get__")
	strSet      = internStr("__set__")
	strDelete   = internStr("__delete__")
)

// attrError is CPython's AttributeError for a missing attribute, with
// the name and obj attributes set for "Did you mean" hints.
func attrError(obj Value, name string) *Exception {
	var e *Exception
	switch x := obj.(type) {
	case *Type:
		e = NewAttributeError("type object '%s' has no attribute '%s'", x.Name, name)
	case *Module:
		e = NewAttributeError("module '%s' has no attribute '%s'", x.Name, name)
	default:
		e = NewAttributeError("'%s' object has no attribute '%s'", typeName(obj), name)
	}
	e.SetAttr("name", NewStr(name))
	e.SetAttr("obj", obj)
	return e
}

// getAttrAny returns obj.name, unchecked: the primitive behind the
// checkpoint's GetAttrByName and GetAttrChecked and the library's
// GetAttr (attrcheck.go).
func getAttrAny(t *Thread, obj Value, name string) (Value, error) {
	return getAttrHashed(t, obj, name, hashString(name, isASCII(name)))
}

// getAttrHashed is GetAttr with the name's hash computed by the caller.
func getAttrHashed(t *Thread, obj Value, name string, h int64) (Value, error) {
	var v Value
	var err error
	if typ := obj.Type(); !typ.builtin {
		if f := typ.lookupUser(strGetAttrE); f != nil {
			v, err = callMethodValue(t, f, obj, NewStr(name))
		} else {
			v, err = getAttr(t, obj, name, h)
		}
	} else {
		v, err = getAttr(t, obj, name, h)
	}
	if err != nil {
		return getAttrMissing(t, obj, name, nil, err)
	}
	return v, nil
}

// GetAttrMissing is the end of an attribute read of a user class's
// instance that failed with err (a descriptor's or __getattribute__'s
// error): when err is an AttributeError and the class defines
// __getattr__, its answer; otherwise err.
func GetAttrMissing(t *Thread, obj Value, name *Str, err error) (Value, error) {
	return getAttrMissing(t, obj, name.s, name, err)
}

// getAttrMissing is GetAttrMissing with the name as a string (and its
// *Str when the caller has one).
func getAttrMissing(t *Thread, obj Value, name string, s *Str, err error) (Value, error) {
	if ex, ok := err.(*Exception); ok && ex.typ.IsSubtype(AttributeErrorType) {
		if typ := obj.Type(); !typ.builtin {
			if f := typ.lookupUser(strGetAttr); f != nil {
				if s == nil {
					s = NewStr(name)
				}
				return callMethodValue(t, f, obj, s)
			}
		}
	}
	return nil, err
}

// instanceGetAttr is getAttrHashed for an instance of a user class, with
// the class lookup through its memo (LookupAttr): when no user
// __getattribute__ intervenes and the class attribute, if any, is not a
// data descriptor, the instance dict and then the class attribute
// answer; everything else (descriptors that take precedence, a missing
// name and __getattr__) takes the generic path.
func instanceGetAttr(t *Thread, in *Instance, name *Str) (Value, error) {
	cls := in.Class
	if !cls.frozen {
		attr, fl := cls.LookupAttr(name)
		if fl&UserGetattribute == 0 {
			switch attr.(type) {
			case DataDescriptor, *Instance:
			default:
				if v := in.DictAttr(name); v != nil && (attr != nil || !ObjectDataName(name.s)) {
					return v, nil
				}
				if d, ok := attr.(Descriptor); ok {
					v, err := d.DescriptorGet(t, in, cls)
					if err != nil {
						return getAttrMissing(t, in, name.s, name, err)
					}
					return v, nil
				}
				if attr != nil {
					return attr, nil
				}
			}
		}
	}
	return getAttrHashed(t, in, name.s, name.Hash())
}

// lookupHashed is Lookup with a precomputed hash of name.
func (t *Type) lookupHashed(name string, h int64) Value {
	for _, m := range t.MRO {
		if m.Dict.used > 0 {
			if v := m.Dict.getStrHash(name, h); v != nil {
				return v
			}
		}
	}
	return nil
}

// getAttr is object.__getattribute__ (and type's, and module's).
func getAttr(t *Thread, obj Value, name string, h int64) (Value, error) {
	switch x := obj.(type) {
	case *Type:
		return typeGetAttr(t, x, name)
	case *Super:
		return superGetAttr(t, x, name)
	case *Module:
		if x.Dict.used > 0 {
			if v := x.Dict.getStrHash(name, h); v != nil {
				return v, nil
			}
		}
		if name == "__dict__" {
			return namespaceProxy(t, x.Dict)
		}
		return nil, attrError(obj, name)
	}
	typ := obj.Type()
	attr := typ.lookupHashed(name, h)
	var userGet Value // __get__ of a user-defined descriptor
	if attr != nil {
		if dd, ok := attr.(DataDescriptor); ok {
			return dd.DescriptorGet(t, obj, typ)
		}
		if in, ok := attr.(*Instance); ok {
			if userGet = in.Class.lookupUser(strGet); userGet != nil && isUserDataDescriptor(in) {
				return callMethodValue(t, userGet, in, obj, typ)
			}
		}
	}
	if d := instanceDict(obj); d != nil && d.used > 0 {
		if v := d.getStrHash(name, h); v != nil {
			if attr == nil && (h == objectDataHashes[0] || h == objectDataHashes[1]) {
				// object.__class__ and the class's __dict__ are data
				// descriptors no class of the MRO overrides.
				return objectDataOrDict(t, obj, name, v)
			}
			return v, nil
		}
	}
	if attr != nil {
		if userGet != nil {
			return callMethodValue(t, userGet, attr, obj, typ)
		}
		if d, ok := attr.(Descriptor); ok {
			return d.DescriptorGet(t, obj, typ)
		}
		return attr, nil
	}
	if v, ok, err := specialAttr(t, obj, name); ok || err != nil {
		return v, err
	}
	return nil, attrError(obj, name)
}

// isUserDataDescriptor reports whether a user object used as a class
// attribute defines __set__ or __delete__ (and so takes precedence over
// the instance dict).
func isUserDataDescriptor(in *Instance) bool {
	return in.Class.lookupUser(strSet) != nil || in.Class.lookupUser(strDelete) != nil
}

// instanceDict returns the __dict__ of values that have one.
func instanceDict(obj Value) *Dict {
	switch x := obj.(type) {
	case *Instance:
		return x.Dict
	case *Exception:
		return x.Dict
	case AttrDicter:
		return x.AttrDict(false)
	}
	return nil
}

// typeGetAttr is attribute lookup on a class: the MRO, with descriptors
// bound to no instance, then type's own attributes.
func typeGetAttr(t *Thread, cls *Type, name string) (Value, error) {
	switch name {
	case "__name__", "__qualname__", "__bases__", "__base__", "__mro__", "__dict__", "__class__":
		// Data descriptors of the metatype: they win over the class's own
		// namespace (type(f).__name__ is 'function' even though function
		// defines an instance attribute __name__).
		if name == "__dict__" {
			return namespaceProxy(t, cls.Dict)
		}
		return typeSpecialAttr(cls, name)
	}
	if attr := cls.Lookup(name); attr != nil {
		if in, ok := attr.(*Instance); ok {
			if g := in.Class.lookupUser(strGet); g != nil {
				return callMethodValue(t, g, in, None, cls)
			}
		}
		if d, ok := attr.(Descriptor); ok {
			if _, isBuiltin := attr.(*Builtin); !isBuiltin {
				return d.DescriptorGet(t, nil, cls)
			}
		}
		return attr, nil
	}
	// Attributes of the metatype (type.mro, a Go metatype's methods) bind
	// to the class.
	meta := cls.Type()
	if m, ok := meta.Lookup(name).(*Builtin); ok && (m.Owner == TypeType || m.Owner == meta) {
		return &Builtin{Name: m.Name, Fn: m.Fn, Self: cls, Owner: m.Owner, Refs: m.Refs, static: m.static}, nil
	}
	v, err := typeSpecialAttr(cls, name)
	if err != nil && meta.Hooks != nil && meta.Hooks.GetAttr != nil {
		return meta.Hooks.GetAttr(t, cls, name)
	}
	return v, err
}

// typeSpecialAttr provides the attributes every type object has.
func typeSpecialAttr(cls *Type, name string) (Value, error) {
	switch name {
	case "__name__":
		return NewStr(cls.Name), nil
	case "__qualname__":
		return NewStr(cls.QualName()), nil
	case "__module__":
		return NewStr(cls.Module), nil
	case "__bases__":
		items := make([]Value, len(cls.Bases)) //krait:alloc-ok a tuple of the class's bases: bounded by its MRO, charged at class creation
		for i, b := range cls.Bases {
			items[i] = b
		}
		return NewTuple(items), nil
	case "__base__":
		if len(cls.Bases) == 0 {
			return None, nil
		}
		return cls.Bases[0], nil
	case "__mro__":
		items := make([]Value, len(cls.MRO)) //krait:alloc-ok a tuple of the class's MRO, charged at class creation
		for i, b := range cls.MRO {
			items[i] = b
		}
		return NewTuple(items), nil
	case "__class__":
		return TypeType, nil
	case "__doc__":
		return None, nil
	}
	return nil, attrError(cls, name)
}

// specialAttr provides attributes every object or built-in kind has that
// are not stored in a namespace (__class__, int.real, exception args...).
func specialAttr(t *Thread, obj Value, name string) (Value, bool, error) {
	if name == "__class__" {
		return obj.Type(), true, nil
	}
	switch x := obj.(type) {
	case *Instance:
		if name == "__dict__" && x.Dict != nil && !x.Class.noDict {
			return x.Dict, true, nil
		}
		if x.Base != nil {
			return specialAttr(t, x.Base, name)
		}
	case *Exception:
		return exceptionAttr(x, name)
	case *MemberDescriptor:
		v, ok := memberAttr(x, name)
		return v, ok, nil
	case AttrDicter:
		// interp's functions: their own attributes as __dict__.
		if name == "__dict__" {
			return x.AttrDict(true), true, nil
		}
	case Int, *BigInt, Bool:
		switch name {
		case "real", "numerator":
			if b, ok := x.(Bool); ok {
				return NewInt(map[bool]int64{true: 1, false: 0}[bool(b)]), true, nil
			}
			return x, true, nil
		case "imag":
			return NewInt(0), true, nil
		case "denominator":
			return NewInt(1), true, nil
		}
	case Float:
		switch name {
		case "real":
			return x, true, nil
		case "imag":
			return Float(0), true, nil
		}
	case Complex:
		switch name {
		case "real":
			return Float(real(x)), true, nil
		case "imag":
			return Float(imag(x)), true, nil
		}
	case *Builtin:
		switch name {
		case "__name__", "__qualname__":
			return NewStr(x.Name), true, nil
		case "__module__":
			if x.Self != nil {
				return None, true, nil
			}
			if x.Module != "" {
				return NewStr(x.Module), true, nil
			}
		case "__self__":
			if x.Self == nil {
				return None, true, nil
			}
			return x.Self, true, nil
		}
	case *BoundMethod:
		switch name {
		case "__self__":
			return x.Self, true, nil
		case "__func__":
			return x.Func, true, nil
		}
		v, err := getAttrNested(t, x.Func, name)
		if err != nil {
			return nil, false, nil
		}
		return v, true, nil
	case *Property:
		switch name {
		case "fget", "fset", "fdel", "__doc__":
			v := map[string]Value{"fget": x.Get, "fset": x.Set, "fdel": x.Del, "__doc__": x.Doc}[name]
			if name == "__doc__" && (v == nil || v == None) && x.Get != nil && x.Get != None {
				// A property without its own doc takes the getter's.
				if d, err := getAttrNested(t, x.Get, "__doc__"); err == nil {
					return d, true, nil
				}
			}
			if v == nil {
				v = None
			}
			return v, true, nil
		}
	case *StaticMethod:
		if name == "__func__" {
			return x.Func, true, nil
		}
	case *ClassMethod:
		if name == "__func__" {
			return x.Func, true, nil
		}
	case *Slice:
		switch name {
		case "start":
			return x.Start, true, nil
		case "stop":
			return x.Stop, true, nil
		case "step":
			return x.Step, true, nil
		}
	}
	return specialAttrExtra(t, obj, name)
}

// exceptionAttr provides the attributes of exceptions.
func exceptionAttr(e *Exception, name string) (Value, bool, error) {
	if v := e.member(name); v != nil {
		return v, true, nil
	}
	if v, ok := unicodeErrorAttr(e, name); ok {
		return v, true, nil
	}
	switch name {
	case "args":
		return NewTuple(append([]Value(nil), e.Args...)), true, nil //krait:alloc-ok a tuple of the exception's args, which exist (charged when the exception was made)
	case "__cause__":
		if e.Cause == nil {
			return None, true, nil
		}
		return e.Cause, true, nil
	case "__context__":
		if e.Context == nil {
			return None, true, nil
		}
		return e.Context, true, nil
	case "__suppress_context__":
		return NewBool(e.SuppressContext), true, nil
	case "__traceback__":
		// The interpreter's traceback (tb_lineno and tb_next only).
		if tb, ok := e.TB.(interface{ TracebackValue() Value }); ok && e.TB != nil {
			return tb.TracebackValue(), true, nil
		}
		return None, true, nil
	case "__dict__":
		if e.Dict == nil {
			e.Dict = NewDict()
		}
		return e.Dict, true, nil
	case "value":
		if e.typ.IsSubtype(StopIterationType) {
			return e.StopValue(), true, nil
		}
	case "code":
		if e.typ.IsSubtype(SystemExitType) {
			switch len(e.Args) {
			case 0:
				return None, true, nil
			case 1:
				return e.Args[0], true, nil
			}
			return NewTuple(e.Args), true, nil
		}
	case "name":
		if e.typ.IsSubtype(NameErrorType) || e.typ.IsSubtype(AttributeErrorType) || e.typ.IsSubtype(ImportErrorType) {
			return None, true, nil
		}
	case "msg":
		if e.typ.IsSubtype(ImportErrorType) && len(e.Args) > 0 {
			return e.Args[0], true, nil
		}
	case "errno", "strerror", "filename", "filename2":
		if e.typ.IsSubtype(OSErrorType) {
			i := map[string]int{"errno": 0, "strerror": 1, "filename": 2, "filename2": 4}[name]
			if len(e.Args) >= 2 && len(e.Args) <= 5 && i < len(e.Args) {
				return e.Args[i], true, nil
			}
			return None, true, nil
		}
	}
	if e.typ.IsSubtype(SyntaxErrorType) {
		if v, ok := syntaxErrorAttr(e, name); ok {
			return v, true, nil
		}
	}
	if e.isMember(name) {
		if name == "characters_written" {
			return nil, true, NewAttributeError("characters_written")
		}
		return None, true, nil
	}
	return nil, false, nil
}

// syntaxErrorAttr provides SyntaxError's msg, filename, lineno, offset,
// text, end_lineno and end_offset from its (msg, details) arguments.
func syntaxErrorAttr(e *Exception, name string) (Value, bool) {
	fields := map[string]int{"msg": -1, "filename": 0, "lineno": 1, "offset": 2, "text": 3, "end_lineno": 4, "end_offset": 5}
	i, ok := fields[name]
	if !ok {
		return nil, false
	}
	if i < 0 {
		if len(e.Args) > 0 {
			return e.Args[0], true
		}
		return None, true
	}
	if len(e.Args) == 2 {
		if d, ok := e.Args[1].(*Tuple); ok && i < len(d.items) {
			return d.items[i], true
		}
	}
	return None, true
}

// setAttrAny performs obj.name = value, unchecked.
func setAttrAny(t *Thread, obj Value, name string, value Value) error {
	typ := obj.Type()
	if cls, ok := obj.(*Type); ok && cls.frozen {
		return immutableTypeError(cls, name)
	}
	if cls, ok := obj.(*Type); ok && typ.Hooks != nil && typ.Hooks.SetAttr != nil {
		return typ.Hooks.SetAttr(t, cls, name, value)
	}
	if !typ.builtin {
		if f := typ.lookupUser(strSetAttr); f != nil {
			_, err := callMethodValue(t, f, obj, NewStr(name), value)
			return err
		}
	}
	return genericSetAttr(t, obj, name, value)
}

// instanceSetAttr is setAttrAny for an instance of a user class and a
// *Str name: when the class neither intercepts the store (a user
// __setattr__, a data descriptor or a user object under that name) nor
// restricts it (__slots__, a built-in base), the value goes to the
// instance dict under that very *Str; everything else takes the generic
// path.
func instanceSetAttr(t *Thread, in *Instance, name *Str, value Value) error {
	cls := in.Class
	if in.Dict != nil && in.Base == nil && !cls.frozen && !cls.noDict {
		attr, fl := cls.LookupAttr(name)
		switch attr.(type) {
		case DataDescriptor, *Instance:
		default:
			if fl&UserSetattr == 0 {
				return in.SetDictAttr(t, name, value)
			}
		}
	}
	return setAttrAny(t, in, name.s, value)
}

// GenericGetAttr is object.__getattribute__ for a name that came from
// data (the checkpoint, then descriptors, the instance dict and the
// class, without __getattr__): what a library's __getattr__ ends with.
func GenericGetAttr(t *Thread, obj Value, name string) (Value, error) {
	// The name is data: object.__getattribute__(x, n) is getattr.
	if err := t.CheckAttr(name, policy.DunderRead); err != nil {
		return nil, err
	}
	return getAttr(t, obj, name, hashString(name, isASCII(name)))
}

// GenericSetAttr is object.__setattr__ for a name that came from data
// (metatype and __setattr__ hooks forward the name they were given):
// the checkpoint, then data descriptors and the instance dict.
func GenericSetAttr(t *Thread, obj Value, name string, value Value) error {
	if err := t.CheckAttr(name, policy.DunderWrite); err != nil {
		return err
	}
	return genericSetAttr(t, obj, name, value)
}

// genericSetAttr is object.__setattr__, unchecked.
func genericSetAttr(t *Thread, obj Value, name string, value Value) error {
	switch x := obj.(type) {
	case *Type:
		if x.builtin || x.solid == nil || x.frozen {
			// Built-in types, frozen classes (and types built outside
			// py as struct literals) are shared by every run: never
			// writable.
			return immutableTypeError(x, name)
		}
		if name == "__name__" || name == "__qualname__" {
			// Data descriptors of type: they rename the class.
			s, ok := value.(*Str)
			if !ok {
				return NewTypeError("can only assign string to %s.%s, not '%s'", x.Name, name, typeName(value))
			}
			if name == "__name__" {
				x.Name = s.s
			} else {
				x.Qualname = s.s
			}
			return nil
		}
		return x.Dict.Set(t, NewStr(name), value)
	case *Module:
		return x.Dict.Set(t, NewStr(name), value)
	}
	typ := obj.Type()
	if attr := typ.Lookup(name); attr != nil {
		if dd, ok := attr.(DataDescriptor); ok {
			return dd.DescriptorSet(t, obj, value)
		}
		if in, ok := attr.(*Instance); ok {
			if s := in.Class.lookupUser(strSet); s != nil {
				_, err := callMethodValue(t, s, in, obj, value)
				return err
			}
			if in.Class.lookupUser(strDelete) != nil {
				return NewAttributeError("__set__")
			}
		}
	}
	switch x := obj.(type) {
	case *Instance:
		if x.Dict == nil || x.Class.noDict {
			// (A library's Go code may keep its own state in the dict
			// of a class without one: Decimal.)
			return attrError(obj, name)
		}
		return x.Dict.Set(t, NewStr(name), value)
	case *Exception:
		// args, __cause__, __context__, __suppress_context__ and the
		// members are NumAttr data descriptors of the exception types
		// (datadesc.go), handled above.
		if x.Dict == nil {
			x.Dict = NewDict()
		}
		return x.Dict.Set(t, NewStr(name), value)
	case AttrDicter:
		if d := x.AttrDict(true); d != nil {
			return d.Set(t, NewStr(name), value)
		}
	}
	if attr := typ.Lookup(name); attr != nil {
		return NewAttributeError("'%s' object attribute '%s' is read-only", typ.Name, name)
	}
	return NewAttributeError("'%s' object has no attribute '%s'", typ.Name, name)
}

// delAttrAny performs del obj.name, unchecked.
func delAttrAny(t *Thread, obj Value, name string) error {
	typ := obj.Type()
	if cls, ok := obj.(*Type); ok && cls.frozen {
		return immutableTypeError(cls, name)
	}
	if cls, ok := obj.(*Type); ok && typ.Hooks != nil && typ.Hooks.SetAttr != nil {
		return typ.Hooks.SetAttr(t, cls, name, nil)
	}
	if !typ.builtin {
		if f := typ.lookupUser(strDelAttr); f != nil {
			_, err := callMethodValue(t, f, obj, NewStr(name))
			return err
		}
	}
	return genericDelAttr(t, obj, name)
}

// GenericDelAttr is object.__delattr__ for a name that came from data:
// the checkpoint, then data descriptors and the instance (or class, or
// module) dict.
func GenericDelAttr(t *Thread, obj Value, name string) error {
	if err := t.CheckAttr(name, policy.DunderDelete); err != nil {
		return err
	}
	return genericDelAttr(t, obj, name)
}

// genericDelAttr is object.__delattr__, unchecked.
func genericDelAttr(t *Thread, obj Value, name string) error {
	typ := obj.Type()
	if attr := typ.Lookup(name); attr != nil {
		if dd, ok := attr.(DataDescriptor); ok {
			return dd.DescriptorDelete(t, obj)
		}
		if in, ok := attr.(*Instance); ok {
			if f := in.Class.lookupUser(strDelete); f != nil {
				_, err := callMethodValue(t, f, in, obj)
				return err
			}
			if in.Class.lookupUser(strSet) != nil {
				return NewAttributeError("__delete__")
			}
		}
	}
	var d *Dict
	switch x := obj.(type) {
	case *Type:
		if x.builtin || x.solid == nil || x.frozen {
			return immutableTypeError(x, name)
		}
		d = x.Dict
	case *Module:
		d = x.Dict
	default:
		d = instanceDict(obj)
	}
	if d != nil {
		_, ok, err := d.Delete(t, NewStr(name))
		if err != nil || ok {
			return err
		}
	}
	return attrError(obj, name)
}

// hasAttrAny reports whether getattr(obj, name) succeeds, unchecked;
// errors other than AttributeError propagate.
func hasAttrAny(t *Thread, obj Value, name string) (bool, error) {
	_, err := getAttrAny(t, obj, name)
	if err == nil {
		return true, nil
	}
	if ex, ok := err.(*Exception); ok && ex.typ.IsSubtype(AttributeErrorType) {
		return false, nil
	}
	return false, err
}

// callType calls a type object: type(x), construction of built-in
// values, and instantiation of user classes (__new__ then __init__).
func callType(t *Thread, cls *Type, args []Value, kwargs []Kwarg) (Value, error) {
	if cls.meta != nil && cls.meta.Hooks.Call != nil {
		return cls.meta.Hooks.Call(t, cls, args, kwargs)
	}
	if cls == TypeType {
		if len(args) == 1 && len(kwargs) == 0 {
			return args[0].Type(), nil
		}
		if len(args) != 3 {
			return nil, NewTypeError("type() takes 1 or 3 arguments")
		}
		return typeNew(t, args)
	}
	if cls.builtin || cls.solid == nil {
		// (A type built as a struct literal outside py, without NewClass
		// or NewBuiltinType, has no layout: it cannot be instantiated.)
		if cls.New == nil {
			return nil, NewTypeError("cannot create '%s' instances", typeNameOf(cls))
		}
		return cls.New(t, cls, args, kwargs)
	}
	var obj Value
	var err error
	newFn := cls.lookupUser(strNew)
	if newFn != nil {
		full := make([]Value, len(args)+1)
		full[0] = cls
		copy(full[1:], args)
		if sm, ok := newFn.(*StaticMethod); ok {
			newFn = sm.Func
		}
		obj, err = Call(t, newFn, full, kwargs)
	} else {
		obj, err = NewInstance(t, cls, args, kwargs)
	}
	if err != nil {
		return nil, err
	}
	if !obj.Type().IsSubtype(cls) {
		return obj, nil
	}
	if initFn := cls.lookupUser(strInit); initFn != nil {
		r, err := callMethodArgs(t, initFn, obj, args, kwargs)
		if err != nil {
			return nil, err
		}
		if r != None {
			return nil, NewTypeError("__init__() should return None, not '%s'", typeName(r))
		}
		if in, ok := obj.(*Instance); ok && in.Class == cls {
			NoteInstanceAttrs(in)
		}
		return obj, nil
	}
	if newFn == nil && cls.solid == ObjectType && (len(args) > 0 || len(kwargs) > 0) {
		return nil, NewTypeError("%s() takes no arguments", cls.Name)
	}
	return obj, nil
}

// NewInstance is object.__new__(cls, ...) for user classes: it creates
// the instance with its built-in part (initialised from the arguments
// for immutable built-in bases, empty for mutable ones, which their
// __init__ fills).
func NewInstance(t *Thread, cls *Type, args []Value, kwargs []Kwarg) (Value, error) {
	if err := t.Alloc(64); err != nil {
		return nil, err
	}
	solid := cls.solid
	switch {
	case solid == ObjectType:
		if cls.layout != nil || cls.noDict {
			return newSlottedInstance(t, cls, nil)
		}
		return newPlainInstance(t, cls)
	case solid == BaseExceptionType:
		if len(kwargs) > 0 && cls.lookupUser(strInit) == nil {
			// BaseException.__init__ takes no keywords (__new__ ignores them).
			return nil, NewTypeError("%s() takes no keyword arguments", cls.Name)
		}
		if cls.IsSubtype(BaseExceptionGroupType) {
			return newGroup(t, cls, args)
		}
		a, err := CopyValues(t, args)
		if err != nil {
			return nil, err
		}
		return &Exception{typ: cls, Args: a}, nil
	}
	var base Value
	var err error
	if solid.New == nil {
		return nil, NewTypeError("cannot create '%s' instances", cls.Name)
	}
	if cls.lookupUser(strInit) != nil && isMutableSolid(solid) {
		base, err = solid.New(t, solid, nil, nil)
	} else {
		base, err = solid.New(t, solid, args, kwargs)
	}
	if err != nil {
		return nil, err
	}
	if cls.layout != nil || cls.noDict {
		return newSlottedInstance(t, cls, base)
	}
	return &Instance{Class: cls, Dict: NewDict(), Base: base}, nil
}

// isMutableSolid reports whether the built-in type is filled by __init__
// rather than __new__ (list, dict, set, bytearray).
func isMutableSolid(typ *Type) bool {
	switch typ {
	case ListType, DictType, SetType, ByteArrayType:
		return true
	}
	return false
}

// typeNew is type(name, bases, dict).
func typeNew(t *Thread, args []Value) (Value, error) {
	name, ok := args[0].(*Str)
	if !ok {
		return nil, NewTypeError("type.__new__() argument 1 must be str, not %s", typeName(args[0]))
	}
	bt, ok := args[1].(*Tuple)
	if !ok {
		return nil, NewTypeError("type.__new__() argument 2 must be tuple, not %s", typeName(args[1]))
	}
	ns, ok := args[2].(*Dict)
	if !ok {
		return nil, NewTypeError("type.__new__() argument 3 must be dict, not %s", typeName(args[2]))
	}
	bases := make([]*Type, len(bt.items))
	for i, b := range bt.items {
		bty, ok := b.(*Type)
		if !ok {
			// CPython computes the metaclass first: type(base) is
			// neither a subclass nor a superclass of type.
			return nil, NewTypeError("metaclass conflict: the metaclass of a derived class must be a (non-strict) subclass of the metaclasses of all its bases")
		}
		bases[i] = bty
	}
	c, err := ns.Copy(t)
	if err != nil {
		return nil, err
	}
	return NewClass(t, name.s, bases, c)
}

// instanceBlock2, instanceBlock4 and instanceBlock8 hold an instance, its
// dict and the dict's first entries in one allocation.
type instanceBlock2 struct {
	in Instance
	d  Dict
	e  [2]dictEntry
}

type instanceBlock4 struct {
	in Instance
	d  Dict
	e  [4]dictEntry
}

type instanceBlock8 struct {
	in Instance
	d  Dict
	e  [8]dictEntry
}

// newPlainInstance creates an instance of a class deriving from object
// only, presizing its dict for the attributes earlier instances had.
func newPlainInstance(t *Thread, cls *Type) (Value, error) {
	n := cls.instAttrs.Load()
	if n == 0 {
		return &Instance{Class: cls, Dict: NewDict()}, nil
	}
	size := int64(8)
	if n <= 4 {
		size = 4
		if n <= 2 {
			size = 2
		}
	}
	if err := t.Alloc(size * dictEntrySize); err != nil {
		return nil, err
	}
	var in *Instance
	var d *Dict
	var entries []dictEntry
	switch size {
	case 2:
		b := &instanceBlock2{}
		in, d, entries = &b.in, &b.d, b.e[:0]
	case 4:
		b := &instanceBlock4{}
		in, d, entries = &b.in, &b.d, b.e[:0]
	default:
		b := &instanceBlock8{}
		in, d, entries = &b.in, &b.d, b.e[:0]
	}
	d.entries = entries
	*in = Instance{Class: cls, Dict: d}
	return in, nil
}

// AttrDicter is implemented by Go-defined values that carry a per-object
// attribute dict (interp's functions: f.calls = 0): py.GetAttr reads it
// after the type's data descriptors, py.SetAttr/DelAttr write it.
// AttrDict returns nil when the value has no dict and create is false.
type AttrDicter interface {
	Value
	AttrDict(create bool) *Dict
}

// DictAttr returns the value of the str name in the instance's dict, or
// nil: a key that is the same *Str (names interned by the compiler) is
// found by pointer before the hashed lookup.
func (in *Instance) DictAttr(name *Str) Value {
	d := in.Dict
	if d == nil || d.used == 0 {
		return nil
	}
	h := name.Hash()
	if d.index == nil {
		// One pass: the same *Str, or an equal str (dict keys are
		// unique, so at most one entry matches either way).
		for i := range d.entries {
			e := &d.entries[i]
			if k, ok := e.key.(*Str); ok && (k == name || e.hash == h && k.s == name.s) {
				return e.value
			}
		}
		return nil
	}
	return d.getStrHash(name.s, h)
}

// DictAttrAt is DictAttr for a name that is usually entry i of the
// instance's dict (the attributes an __init__ sets in a fixed order, such
// as a dataclass's fields): that entry is tried first, by identity.
func (in *Instance) DictAttrAt(i int, name *Str) Value {
	if d := in.Dict; d != nil && i < len(d.entries) {
		if k, ok := d.entries[i].key.(*Str); ok && k == name {
			return d.entries[i].value
		}
	}
	return in.DictAttr(name)
}

// SetDictAttr stores v under the str name in the instance's dict (which
// must exist): an existing str key of a small dict is replaced in place
// and a new one appended when the entries have room, without the generic
// hash and key comparison; anything else takes Dict.SetHashed.
func (in *Instance) SetDictAttr(t *Thread, name *Str, v Value) error {
	d := in.Dict
	h := name.Hash()
	if d.index == nil {
		for i := range d.entries {
			e := &d.entries[i]
			if k, ok := e.key.(*Str); ok && k == name {
				e.value = v
				d.writes++
				return nil
			}
			if e.hash != h || e.key == nil {
				continue
			}
			k, ok := e.key.(*Str)
			if !ok {
				return d.SetHashed(t, name, h, v) // a key with its own __eq__
			}
			if k == name || k.s == name.s {
				e.value = v
				d.writes++
				return nil
			}
		}
		if n := len(d.entries); n < cap(d.entries) && n < dictLinearMax {
			d.entries = append(d.entries, dictEntry{hash: h, key: name, value: v})
			d.used++
			d.writes++
			return nil
		}
	}
	return d.SetHashed(t, name, h, v)
}

// getAttrNested reads an attribute of a value another value wraps (a
// bound method's function, a property's getter), which may wrap another
// in turn: one level of the depth guard.
func getAttrNested(t *Thread, v Value, name string) (Value, error) {
	if err := t.EnterData(""); err != nil {
		return nil, err
	}
	r, err := getAttrAny(t, v, name)
	t.LeaveData()
	return r, err
}
