// Package typing implements the parts of Python's typing module that
// programs evaluate at run time: the special forms and generic aliases
// (subscriptable, with CPython's reprs), TypeVar, Generic, Protocol,
// NamedTuple, TypedDict, NewType, cast, overload and friends. Static
// checking is not done; annotations are just values.
package typing

import (
	"github.com/kraitpy/krait/py"
)

// module holds one interpreter's typing classes.
type module struct {
	alias, typeVar, fwd, newType, generic, protocol *py.Type
	namedTuple, typedDict                           *py.Type
}

// Alias kinds.
const (
	kindGeneric  = "generic"  // List, Dict, Iterable...: fixed parameter count
	kindTuple    = "tuple"    // Tuple: any count, Tuple[X, ...]
	kindCallable = "callable" // Callable[[args], ret]
	kindUnion    = "union"    // Union
	kindOptional = "optional" // Optional
	kindLiteral  = "literal"  // Literal
	kindWrap     = "wrap"     // ClassVar, Final, Annotated...: one or more args
	kindUser     = "user"     // a user Generic class subscripted
	kindPlain    = "plain"    // Any, NoReturn...: not subscriptable
)

// Load creates a fresh typing module for one interpreter.
func Load(t *py.Thread) (py.Value, error) { return LoadLinked(t, nil) }

// LoadLinked creates a fresh typing module whose Protocol derives from
// abcBase (abc.ABC, standing in for _ProtocolMeta deriving from
// ABCMeta) when it is not nil, so isinstance and issubclass consult
// Protocol's __subclasshook__ (the structural check of
// @runtime_checkable protocols).
func LoadLinked(t *py.Thread, abcBase *py.Type) (py.Value, error) {
	m := &module{}
	mk := func(name string, bases []*py.Type) (*py.Type, error) {
		ns := py.NewDict()
		ns.SetStr("__module__", py.NewStr("typing"))
		return py.NewClass(t, name, bases, ns)
	}
	var err error
	for _, c := range []struct {
		dst  **py.Type
		name string
	}{{&m.alias, "_GenericAlias"}, {&m.typeVar, "TypeVar"}, {&m.fwd, "ForwardRef"}, {&m.newType, "NewType"}, {&m.generic, "Generic"}} {
		if *c.dst, err = mk(c.name, nil); err != nil {
			return nil, err
		}
	}
	protoBases := []*py.Type{m.generic}
	if abcBase != nil {
		protoBases = append(protoBases, abcBase)
	}
	if m.protocol, err = mk("Protocol", protoBases); err != nil {
		return nil, err
	}
	m.installProtocol()
	if m.namedTuple, err = mk("NamedTuple", []*py.Type{py.TupleType}); err != nil {
		return nil, err
	}
	if m.typedDict, err = mk("TypedDict", []*py.Type{py.DictType}); err != nil {
		return nil, err
	}
	m.installAlias()
	m.installTypeVar()
	m.installMisc()
	m.installNamedTuple()
	m.installTypedDict()
	mod := py.NewModule("typing")
	d := mod.Dict
	n := func(name, kind string, origin py.Value, params int) {
		d.SetStr(name, m.newAlias("typing."+name, kind, origin, params, nil))
	}
	n("Any", kindPlain, nil, 0)
	n("NoReturn", kindPlain, nil, 0)
	n("Never", kindPlain, nil, 0)
	n("Self", kindPlain, nil, 0)
	n("LiteralString", kindPlain, nil, 0)
	n("Union", kindUnion, nil, -1)
	n("Optional", kindOptional, nil, 1)
	n("Literal", kindLiteral, nil, -1)
	n("ClassVar", kindWrap, nil, 1)
	n("Final", kindWrap, nil, 1)
	n("Annotated", kindWrap, nil, -1)
	n("TypeGuard", kindWrap, nil, 1)
	n("Required", kindWrap, nil, 1)
	n("Concatenate", kindWrap, nil, -1)
	n("Unpack", kindWrap, nil, 1)
	n("TypeAlias", kindPlain, nil, 0)
	n("NotRequired", kindWrap, nil, 1)
	n("Tuple", kindTuple, py.TupleType, -1)
	n("Callable", kindCallable, nil, -1)
	for _, g := range []struct {
		name   string
		origin py.Value
		params int
	}{
		{"List", py.ListType, 1}, {"Dict", py.DictType, 2}, {"Set", py.SetType, 1}, {"FrozenSet", py.FrozenSetType, 1},
		{"Type", py.TypeType, 1}, {"Deque", nil, 1}, {"DefaultDict", nil, 2}, {"OrderedDict", nil, 2}, {"Counter", nil, 1},
		{"ChainMap", nil, 2}, {"Iterable", nil, 1}, {"Iterator", nil, 1}, {"Sequence", nil, 1}, {"MutableSequence", nil, 1},
		{"Mapping", nil, 2}, {"MutableMapping", nil, 2}, {"Collection", nil, 1}, {"Container", nil, 1},
		{"AbstractSet", nil, 1}, {"MutableSet", nil, 1}, {"Generator", nil, 3}, {"Awaitable", nil, 1},
		{"Coroutine", nil, 3}, {"AsyncIterator", nil, 1}, {"AsyncIterable", nil, 1}, {"AsyncGenerator", nil, 2},
		{"Reversible", nil, 1}, {"KeysView", nil, 1}, {"ValuesView", nil, 1}, {"ItemsView", nil, 2},
		{"MappingView", nil, 1}, {"ContextManager", nil, 1}, {"AsyncContextManager", nil, 1},
		{"Hashable", nil, 0}, {"Sized", nil, 0}, {"SupportsInt", nil, 0}, {"SupportsFloat", nil, 0},
		{"SupportsAbs", nil, 0}, {"SupportsIndex", nil, 0}, {"SupportsRound", nil, 0}, {"SupportsBytes", nil, 0},
		{"Pattern", nil, 1}, {"Match", nil, 1}, {"SupportsComplex", nil, 0}, {"ByteString", nil, 0},
		{"IO", nil, 1}, {"TextIO", nil, 0}, {"BinaryIO", nil, 0},
	} {
		n(g.name, kindGeneric, g.origin, g.params)
	}
	d.SetStr("Text", py.StrType)
	d.SetStr("TYPE_CHECKING", py.False)
	d.SetStr("TypeVar", m.typeVar)
	d.SetStr("ForwardRef", m.fwd)
	d.SetStr("Generic", m.generic)
	d.SetStr("Protocol", m.protocol)
	d.SetStr("NamedTuple", m.namedTuple)
	d.SetStr("TypedDict", m.typedDict)
	anyStr, err := py.Call(t, m.typeVar, []py.Value{py.NewStr("AnyStr"), py.BytesType, py.StrType}, nil)
	if err != nil {
		return nil, err
	}
	d.SetStr("AnyStr", anyStr)
	d.SetStr("NewType", m.newType)
	identity := func(name string) {
		d.SetStr(name, py.NewBuiltin(name, func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			if err := py.CheckExactlyOne(name, args, kwargs); err != nil {
				return nil, err
			}
			return args[0], nil
		}))
	}
	d.SetStr("runtime_checkable", py.NewBuiltin("runtime_checkable", m.runtimeCheckable))
	for _, name := range []string{"final", "no_type_check", "no_type_check_decorator"} {
		identity(name)
	}
	d.SetStr("overload", py.NewBuiltin("overload", func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		if err := py.CheckExactlyOne("overload", args, kwargs); err != nil {
			return nil, err
		}
		return &py.Builtin{Name: "_overload_dummy", Refs: py.Holds{}, Fn: func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			return nil, py.NewNotImplementedError("You should not call an overloaded function. A series of @overload-decorated functions outside a stub module should always be followed by an implementation that is not @overload-ed.")
		}}, nil
	}))
	d.SetStr("cast", py.NewBuiltin("cast", func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		var typ, val py.Value
		if err := py.UnpackArgs("cast", args, kwargs, []string{"typ", "val"}, 2, &typ, &val); err != nil {
			return nil, err
		}
		return val, nil
	}))
	d.SetStr("assert_type", py.NewBuiltin("assert_type", func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		if err := py.CheckPositional("assert_type", args, kwargs, 2, 2); err != nil {
			return nil, err
		}
		return args[0], nil
	}))
	d.SetStr("reveal_type", py.NewBuiltin("reveal_type", func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		if err := py.CheckExactlyOne("reveal_type", args, kwargs); err != nil {
			return nil, err
		}
		return args[0], nil
	}))
	if err := m.addExtras(t, d); err != nil {
		return nil, err
	}
	d.SetStr("ParamSpec", m.typeVar)
	d.SetStr("TypeVarTuple", m.typeVar)
	d.SetStr("assert_never", py.NewBuiltin("assert_never", func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		if err := py.CheckExactlyOne("assert_never", args, kwargs); err != nil {
			return nil, err
		}
		r, err := py.Repr(t, args[0])
		if err != nil {
			return nil, err
		}
		if len(r) > 100 {
			r = r[:100] + "..."
		}
		return nil, py.NewException(py.AssertionErrorType, "Expected code to be unreachable, but got: "+r)
	}))
	d.SetStr("get_overloads", py.NewBuiltin("get_overloads", func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		if err := py.CheckExactlyOne("get_overloads", args, kwargs); err != nil {
			return nil, err
		}
		return py.NewList(nil), nil
	}))
	d.SetStr("clear_overloads", py.NewBuiltin("clear_overloads", func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		return py.None, py.CheckNoArgs("clear_overloads", args, kwargs)
	}))
	d.SetStr("dataclass_transform", py.NewBuiltin("dataclass_transform", func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		if len(args) > 0 {
			return nil, py.NewTypeError("dataclass_transform() takes 0 positional arguments but %d were given", len(args))
		}
		return &py.Builtin{Name: "decorator", Refs: py.Holds{}, Fn: func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			if err := py.CheckExactlyOne("decorator", args, kwargs); err != nil {
				return nil, err
			}
			return args[0], nil
		}}, nil
	}))
	d.SetStr("is_typeddict", py.NewBuiltin("is_typeddict", func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		if err := py.CheckExactlyOne("is_typeddict", args, kwargs); err != nil {
			return nil, err
		}
		c, ok := args[0].(*py.Type)
		return py.NewBool(ok && c != m.typedDict && c.IsSubtype(m.typedDict)), nil
	}))
	d.SetStr("get_type_hints", py.NewBuiltin("get_type_hints", m.getTypeHints))
	d.SetStr("get_origin", py.NewBuiltin("get_origin", m.getOrigin))
	d.SetStr("get_args", py.NewBuiltin("get_args", m.getArgs))
	// Its functions and its classes' methods close over m (the memory
	// walk visits it as mod.Go) or over nothing; what they make at run
	// time is measured (memwalk.go).
	mod.Go = m
	py.MarkWalkable(mod)
	for _, c := range m.classes() {
		py.MarkClassWalkable(c)
	}
	return mod, nil
}

// newAlias makes a typing alias object. name is the repr of the
// unsubscripted alias ("typing.List"); a subscripted alias renders its
// arguments when its repr is asked for (aliasRepr), not here: computing
// it eagerly made each level of a nested alias copy the text of all the
// levels below it.
func (m *module) newAlias(name, kind string, origin py.Value, params int, args []py.Value) *py.Instance {
	in := &py.Instance{Class: m.alias, Dict: py.NewDict()}
	in.Dict.SetStr("_name", py.NewStr(name))
	in.Dict.SetStr("_kind", py.NewStr(kind))
	if origin == nil {
		origin = py.None
	}
	in.Dict.SetStr("__origin__", origin)
	in.Dict.SetStr("_nparams", py.NewInt(int64(params)))
	if args != nil {
		in.Dict.SetStr("__args__", py.NewTuple(args))
	}
	return in
}

// aliasField reads a string field of an alias.
func aliasField(v py.Value, name string) string {
	if in, ok := v.(*py.Instance); ok {
		if s, ok := in.Dict.GetStr(name).(*py.Str); ok {
			return s.String()
		}
	}
	return ""
}

// aliasArgs returns the arguments of a subscripted alias (nil when bare).
func aliasArgs(v py.Value) ([]py.Value, bool) {
	if in, ok := v.(*py.Instance); ok {
		if tu, ok := in.Dict.GetStr("__args__").(*py.Tuple); ok {
			return tu.Items(), true
		}
	}
	return nil, false
}

// isAlias reports whether v is a typing alias of this module.
func (m *module) isAlias(v py.Value) bool {
	in, ok := v.(*py.Instance)
	return ok && in.Class == m.alias
}

// typeRepr is how an argument appears inside a subscripted alias.
func typeRepr(t *py.Thread, v py.Value) (string, error) {
	switch x := v.(type) {
	case *py.Type:
		if x.Module == "builtins" {
			return x.QualName(), nil
		}
		return x.Module + "." + x.QualName(), nil
	case *py.List:
		// Lists nest: one level of the depth guard.
		if err := t.EnterData(py.WhileRepr); err != nil {
			return "", err
		}
		s, err := joinReprs(t, x.Items(), typeRepr)
		t.LeaveData()
		return "[" + s + "]", err
	}
	if v == py.Ellipsis {
		return "...", nil
	}
	return py.Repr(t, v)
}
