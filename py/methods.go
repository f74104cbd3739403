package py

import (
	"slices"

	"github.com/kraitpy/krait/policy"
)

// methodDef is one entry of a built-in type's method table.
type methodDef struct {
	name string
	fn   BuiltinFunc
}

// addMethods installs methods into a built-in type's namespace (at init;
// the namespace is immutable afterwards).
func addMethods(typ *Type, defs []methodDef) {
	for _, d := range defs {
		typ.Dict.SetStr(d.name, &Builtin{Name: d.name, Fn: d.fn, Owner: typ, static: true})
	}
}

// addBorrowingMethods is addMethods for methods that keep no reference to
// their args slice once they return (Builtin.Borrows): those of str,
// bytes, bytearray, int, float, list, tuple, dict, set and frozenset,
// which read their arguments (or store the values) during the call only.
func addBorrowingMethods(typ *Type, defs []methodDef) {
	for _, d := range defs {
		typ.Dict.SetStr(d.name, &Builtin{Name: d.name, Fn: d.fn, Owner: typ, static: true, Borrows: true})
	}
}

// checkSlotNoArgs is the argument check of CPython's slot wrappers that
// take no arguments (list.__len__, int.__repr__, ...).
func checkSlotNoArgs(name string, args []Value, kwargs []Kwarg) error {
	if len(kwargs) > 0 {
		return NewTypeError("wrapper %s() takes no keyword arguments", name)
	}
	if len(args) > 0 {
		return NewTypeError("expected 0 arguments, got %d", len(args))
	}
	return nil
}

// objectMethods are the methods of object that user classes reach through
// super() or object.method(self, ...).
var objectMethods = []methodDef{
	{"__init__", func(t *Thread, self Value, args []Value, kwargs []Kwarg) (Value, error) {
		return None, nil
	}},
	{"__setattr__", func(t *Thread, self Value, args []Value, kwargs []Kwarg) (Value, error) {
		if err := CheckPositional("__setattr__", args, kwargs, 2, 2); err != nil {
			return nil, err
		}
		name, ok := args[0].(*Str)
		if !ok {
			return nil, NewTypeError("attribute name must be string, not '%s'", typeName(args[0]))
		}
		return None, GenericSetAttr(t, self, name.s, args[1])
	}},
	{"__getattribute__", func(t *Thread, self Value, args []Value, kwargs []Kwarg) (Value, error) {
		if err := CheckExactlyOne("object.__getattribute__", args, kwargs); err != nil {
			return nil, err
		}
		name, ok := args[0].(*Str)
		if !ok {
			return nil, NewTypeError("attribute name must be string, not '%s'", typeName(args[0]))
		}
		return GenericGetAttr(t, self, name.s)
	}},
	{"__delattr__", func(t *Thread, self Value, args []Value, kwargs []Kwarg) (Value, error) {
		if err := CheckExactlyOne("object.__delattr__", args, kwargs); err != nil {
			return nil, err
		}
		name, ok := args[0].(*Str)
		if !ok {
			return nil, NewTypeError("attribute name must be string, not '%s'", typeName(args[0]))
		}
		if err := t.CheckAttr(name.s, policy.DunderDelete); err != nil {
			return nil, err
		}
		d := instanceDict(self)
		if d != nil {
			if _, found, err := d.Delete(t, name); err != nil || found {
				return None, err
			}
		}
		return nil, attrError(self, name.s)
	}},
	{"__repr__", func(t *Thread, self Value, args []Value, kwargs []Kwarg) (Value, error) {
		return NewStr("<" + qualifiedName(self.Type()) + " object at " + addressOf(self) + ">"), nil
	}},
	{"__str__", func(t *Thread, self Value, args []Value, kwargs []Kwarg) (Value, error) {
		s, err := Repr(t, self)
		if err != nil {
			return nil, err
		}
		return NewStr(s), nil
	}},
	{"__eq__", func(t *Thread, self Value, args []Value, kwargs []Kwarg) (Value, error) {
		if err := CheckExactlyOne("object.__eq__", args, kwargs); err != nil {
			return nil, err
		}
		if self == args[0] {
			return True, nil
		}
		return NotImplemented, nil
	}},
	{"__ne__", func(t *Thread, self Value, args []Value, kwargs []Kwarg) (Value, error) {
		if err := CheckExactlyOne("object.__ne__", args, kwargs); err != nil {
			return nil, err
		}
		r, err := compareHalf(t, Eq, self, args[0])
		if err != nil || r == NotImplemented {
			return r, err
		}
		b, err := Truth(t, r)
		return NewBool(!b), err
	}},
	{"__hash__", func(t *Thread, self Value, args []Value, kwargs []Kwarg) (Value, error) {
		if _, ok := self.(*Instance); !ok {
			// Built-in values have no __hash__ entry of their own:
			// (1).__hash__() is hash(1), as their type's slot is in
			// CPython.
			h, err := Hash(t, self)
			if err != nil {
				return nil, err
			}
			return NewInt(h), nil
		}
		return NewInt(identityHash(self)), nil
	}},
	{"__format__", func(t *Thread, self Value, args []Value, kwargs []Kwarg) (Value, error) {
		if err := CheckExactlyOne("object.__format__", args, kwargs); err != nil {
			return nil, err
		}
		spec, ok := args[0].(*Str)
		if !ok {
			return nil, ArgError("__format__", 1, "str", args[0])
		}
		if spec.s != "" {
			return nil, NewTypeError("unsupported format string passed to %s.__format__", typeName(self))
		}
		s, err := ToStr(t, self)
		if err != nil {
			return nil, err
		}
		return NewStr(s), nil
	}},
}

// exceptionMethods are BaseException's methods.
var exceptionMethods = []methodDef{
	{"__init__", func(t *Thread, self Value, args []Value, kwargs []Kwarg) (Value, error) {
		if e, ok := self.(*Exception); ok {
			e.Args = append([]Value(nil), args...)
		}
		return None, nil
	}},
	{"with_traceback", func(t *Thread, self Value, args []Value, kwargs []Kwarg) (Value, error) {
		if err := CheckExactlyOne("BaseException.with_traceback", args, kwargs); err != nil {
			return nil, err
		}
		return self, nil
	}},
	{"add_note", func(t *Thread, self Value, args []Value, kwargs []Kwarg) (Value, error) {
		if err := CheckExactlyOne("BaseException.add_note", args, kwargs); err != nil {
			return nil, err
		}
		e := self.(*Exception)
		note, ok := args[0].(*Str)
		if !ok {
			return nil, NewTypeError("note must be a str, not '%s'", typeName(args[0]))
		}
		var notes *List
		switch v := e.Attr("__notes__").(type) {
		case nil:
			notes = NewList(nil)
			e.SetAttr("__notes__", notes)
		case *List:
			notes = v
		default:
			if l, ok := unwrapBase(v).(*List); ok {
				notes = l
			} else {
				return nil, NewTypeError("Cannot add note: __notes__ is not a list")
			}
		}
		return None, notes.Append(t, note)
	}},
	{"__str__", func(t *Thread, self Value, args []Value, kwargs []Kwarg) (Value, error) {
		s, err := exceptionStr(t, self.(*Exception))
		if err != nil {
			return nil, err
		}
		return NewStr(s), nil
	}},
	{"__repr__", func(t *Thread, self Value, args []Value, kwargs []Kwarg) (Value, error) {
		s, err := exceptionRepr(t, self.(*Exception))
		if err != nil {
			return nil, err
		}
		return NewStr(s), nil
	}},
}

// objectInitSubclass is object.__init_subclass__, a classmethod: it does
// nothing and takes no arguments besides the class (so that
// super().__init_subclass__(**kw) with keywords left over fails as in
// CPython).
func objectInitSubclass(t *Thread, _ Value, args []Value, kwargs []Kwarg) (Value, error) {
	if len(kwargs) > 0 {
		name := "object"
		if len(args) > 0 {
			if c, ok := args[0].(*Type); ok {
				name = c.Name
			}
		}
		return nil, NewTypeError("%s.__init_subclass__() takes no keyword arguments", name)
	}
	if len(args) > 1 {
		return nil, NewTypeError("__init_subclass__() takes no positional arguments")
	}
	return None, nil
}

// objectNew is object.__new__(cls, ...), a static method.
func objectNew(t *Thread, _ Value, args []Value, kwargs []Kwarg) (Value, error) {
	if len(args) == 0 {
		return nil, NewTypeError("object.__new__(): not enough arguments")
	}
	cls, ok := args[0].(*Type)
	if !ok {
		return nil, NewTypeError("object.__new__(X): X is not a type object (%s)", typeName(args[0]))
	}
	if cls.builtin {
		return Call(t, cls, args[1:], kwargs)
	}
	return NewInstance(t, cls, args[1:], kwargs)
}

func init() {
	addMethods(ObjectType, objectMethods)
	ObjectType.Dict.SetStr("__new__", &StaticMethod{Func: NewBuiltin("__new__", objectNew)})
	ObjectType.Dict.SetStr("__init_subclass__", &ClassMethod{Func: NewBuiltin("__init_subclass__", objectInitSubclass)})
	addMethods(BaseExceptionType, exceptionMethods)
	addDocAttrs()
}

// addDocAttrs gives built-in types a __doc__ entry (None: krait has no
// docstrings for them), so that x.__doc__ finds it on their values as
// CPython finds the type's docstring. Left out: object (its entry would
// shadow the __doc__ that functions, bound methods and properties compute)
// and the types whose values compute their own (property, method,
// staticmethod, classmethod, super, module, GenericAlias, UnionType).
func addDocAttrs() {
	skip := []*Type{ObjectType, PropertyType, MethodType, StaticMethodType, ClassMethodType, SuperType,
		ModuleType, GenericAliasType, UnionTypeType}
	for _, typ := range append(builtinTypes(), ExceptionTypes()...) { //krait:alloc-ok the built-in types at init (a fixed set)
		if !slices.Contains(skip, typ) && typ.Dict.GetStr("__doc__") == nil {
			typ.Dict.SetStr("__doc__", None)
		}
	}
}

// propertyCopy implements property.getter/setter/deleter: a copy of the
// property with one accessor replaced.
func propertyCopy(which string) methodDef {
	return methodDef{which, func(t *Thread, self Value, args []Value, kwargs []Kwarg) (Value, error) {
		if err := CheckExactlyOne("property."+which, args, kwargs); err != nil {
			return nil, err
		}
		p, ok := self.(*Property)
		if !ok {
			return nil, NewTypeError("descriptor '%s' requires a 'property' object", which)
		}
		c := *p
		switch which {
		case "getter":
			c.Get = args[0]
		case "setter":
			c.Set = args[0]
		default:
			c.Del = args[0]
		}
		return &c, nil
	}}
}

func init() {
	addMethods(PropertyType, []methodDef{propertyCopy("getter"), propertyCopy("setter"), propertyCopy("deleter")})
	addMethods(TypeType, []methodDef{{"mro", func(t *Thread, self Value, args []Value, kwargs []Kwarg) (Value, error) {
		if err := CheckNoArgs("type.mro", args, kwargs); err != nil {
			return nil, err
		}
		cls, ok := self.(*Type)
		if !ok {
			return nil, NewTypeError("descriptor 'mro' requires a 'type' object")
		}
		items := make([]Value, len(cls.MRO)) //krait:alloc-ok a list of the class's MRO, charged at class creation
		for i, m := range cls.MRO {
			items[i] = m
		}
		return NewList(items), nil
	}}})
}
