package typing

import (
	"strings"

	"github.com/kraitpy/krait/py"
)

// method makes a Go method of cls.
func method(cls *py.Type, name string, fn py.BuiltinFunc) {
	cls.Dict.SetStr(name, &py.Builtin{Name: name, Owner: cls, Fn: fn})
}

// normArg turns None into NoneType and strings into forward references.
func (m *module) normArg(v py.Value) py.Value {
	if v == py.None {
		return py.None.Type()
	}
	if s, ok := v.(*py.Str); ok {
		in := &py.Instance{Class: m.fwd, Dict: py.NewDict()}
		in.Dict.SetStr("__forward_arg__", s)
		return in
	}
	return v
}

// keyItems splits a subscript key into its parts.
func keyItems(key py.Value) []py.Value {
	if tu, ok := key.(*py.Tuple); ok {
		return tu.Items()
	}
	return []py.Value{key}
}

// joinReprs formats args for a subscript.
func joinReprs(t *py.Thread, args []py.Value, repr func(*py.Thread, py.Value) (string, error)) (string, error) {
	parts := make([]string, len(args))
	for i, a := range args {
		s, err := repr(t, a)
		if err != nil {
			return "", err
		}
		parts[i] = s
	}
	return strings.Join(parts, ", "), nil
}

// union builds Union[args] (flattened, deduplicated; one arg is itself).
func (m *module) union(t *py.Thread, raw []py.Value) (py.Value, error) {
	var args []py.Value
	var add func(v py.Value) error
	add = func(v py.Value) error {
		v = m.normArg(v)
		if aliasField(v, "_kind") == kindUnion {
			if inner, ok := aliasArgs(v); ok {
				for _, a := range inner {
					if err := add(a); err != nil {
						return err
					}
				}
				return nil
			}
		}
		if u, ok := v.(*py.Union); ok {
			for _, a := range u.Args {
				if err := add(a); err != nil {
					return err
				}
			}
			return nil
		}
		for _, a := range args {
			eq, err := py.Equal(t, a, v)
			if err != nil {
				return err
			}
			if eq {
				return nil
			}
		}
		args = append(args, v)
		return nil
	}
	for _, v := range raw {
		if err := add(v); err != nil {
			return nil, err
		}
	}
	if len(args) == 1 {
		return args[0], nil
	}
	return m.newAlias("typing.Union", kindUnion, nil, -1, args), nil
}

// aliasRepr is repr() of an alias: its name, and for a subscripted alias
// its arguments as typing prints them.
func aliasRepr(t *py.Thread, v py.Value) (string, error) {
	name := aliasField(v, "_name")
	args, sub := aliasArgs(v)
	if !sub {
		return name, nil
	}
	switch aliasField(v, "_kind") {
	case kindUnion:
		if len(args) == 2 && (args[0] == py.None.Type() || args[1] == py.None.Type()) {
			other := args[0]
			if other == py.None.Type() {
				other = args[1]
			}
			s, err := typeRepr(t, other)
			return "typing.Optional[" + s + "]", err
		}
	case kindLiteral:
		s, err := joinReprs(t, args, py.Repr)
		return name + "[" + s + "]", err
	case kindCallable:
		ps := "..."
		if asInst(v).Dict.GetStr("_ellipsis") != py.True {
			s, err := joinReprs(t, args[:len(args)-1], typeRepr)
			if err != nil {
				return "", err
			}
			ps = "[" + s + "]"
		}
		rs, err := typeRepr(t, args[len(args)-1])
		return name + "[" + ps + ", " + rs + "]", err
	case kindTuple:
		if len(args) == 0 {
			return name + "[()]", nil
		}
	}
	s, err := joinReprs(t, args, typeRepr)
	return name + "[" + s + "]", err
}

// aliasKey is what alias equality and hashing compare: the kind, the
// name and the arguments (for unions in any order: a frozenset).
func aliasKey(t *py.Thread, v py.Value) (py.Value, error) {
	args, _ := aliasArgs(v)
	var a py.Value = py.NewTuple(args)
	if aliasField(v, "_kind") == kindUnion {
		fs, err := py.NewFrozenSetFrom(t, a)
		if err != nil {
			return nil, err
		}
		a = fs
	}
	in := asInst(v)
	ellipsis := in.Dict.GetStr("_ellipsis") == py.True
	return py.NewTuple([]py.Value{in.Dict.GetStr("_kind"), in.Dict.GetStr("_name"), py.NewBool(ellipsis), a}), nil
}

// installAlias gives the alias class its methods.
func (m *module) installAlias() {
	c := m.alias
	method(c, "__repr__", func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		s, err := aliasRepr(t, self)
		if err != nil {
			return nil, err
		}
		return py.NewStr(s), nil
	})
	method(c, "__getitem__", m.subscript)
	method(c, "__eq__", func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		if err := py.CheckExactlyOne("__eq__", args, kwargs); err != nil {
			return nil, err
		}
		if !m.isAlias(args[0]) {
			return py.NotImplemented, nil
		}
		a, err := aliasKey(t, self)
		if err != nil {
			return nil, err
		}
		b, err := aliasKey(t, args[0])
		if err != nil {
			return nil, err
		}
		eq, err := py.Equal(t, a, b)
		return py.NewBool(eq), err
	})
	method(c, "__hash__", func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		k, err := aliasKey(t, self)
		if err != nil {
			return nil, err
		}
		h, err := py.Hash(t, k)
		return py.NewInt(h), err
	})
	or := func(swap bool) py.BuiltinFunc {
		return func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			if err := py.CheckExactlyOne("__or__", args, kwargs); err != nil {
				return nil, err
			}
			if swap {
				return m.union(t, []py.Value{args[0], self})
			}
			return m.union(t, []py.Value{self, args[0]})
		}
	}
	method(c, "__or__", or(false))
	method(c, "__ror__", or(true))
	method(c, "__call__", func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		in := asInst(self)
		if aliasField(self, "_kind") == kindUser {
			return py.Call(t, in.Dict.GetStr("__origin__"), args, kwargs)
		}
		if o, ok := in.Dict.GetStr("__origin__").(*py.Type); ok {
			name := strings.TrimPrefix(aliasField(self, "_name"), "typing.")
			return nil, py.NewTypeError("Type %s cannot be instantiated; use %s() instead", name, o.Name)
		}
		repr, err := aliasRepr(t, self)
		if err != nil {
			return nil, err
		}
		return nil, py.NewTypeError("Cannot instantiate %s", repr)
	})
	method(c, "__instancecheck__", func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		if err := py.CheckExactlyOne("__instancecheck__", args, kwargs); err != nil {
			return nil, err
		}
		if _, sub := aliasArgs(self); sub {
			return nil, py.NewTypeError("Subscripted generics cannot be used with class and instance checks")
		}
		if o, ok := asInst(self).Dict.GetStr("__origin__").(*py.Type); ok {
			return py.NewBool(args[0].Type().IsSubtype(o)), nil
		}
		return nil, py.NewTypeError("%s cannot be used with isinstance()", aliasField(self, "_name"))
	})
}

// subscript is alias[key].
func (m *module) subscript(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	if err := py.CheckExactlyOne("__getitem__", args, kwargs); err != nil {
		return nil, err
	}
	key := args[0]
	repr := aliasField(self, "_name")
	kind := aliasField(self, "_kind")
	in := asInst(self)
	origin := in.Dict.GetStr("__origin__")
	if _, sub := aliasArgs(self); sub && kind != kindUser {
		// Subscripting a subscripted alias substitutes type variables;
		// krait keeps it simple and refuses when none are left.
		return nil, py.NewTypeError("%s is not a generic class", repr)
	}
	items := keyItems(key)
	switch kind {
	case kindPlain:
		if repr == "typing.Any" {
			return nil, py.NewTypeError("type 'Any' is not subscriptable")
		}
		return nil, py.NewTypeError("%s is not subscriptable", repr)
	case kindUnion:
		if len(items) == 0 {
			return nil, py.NewTypeError("Cannot take a Union of no types.")
		}
		return m.union(t, items)
	case kindOptional:
		if len(items) != 1 {
			return nil, py.NewTypeError("typing.Optional requires a single type. Got %s.", mustRepr(t, key))
		}
		return m.union(t, []py.Value{items[0], py.None})
	case kindLiteral:
		return m.newAlias(repr, kindLiteral, nil, -1, items), nil
	case kindCallable:
		if len(items) != 2 {
			return nil, py.NewTypeError("Callable must be used as Callable[[arg, ...], result].")
		}
		var params []py.Value
		ellipsis := false
		if l, ok := items[0].(*py.List); ok {
			for _, a := range l.Items() {
				params = append(params, m.normArg(a))
			}
		} else if items[0] == py.Ellipsis {
			ellipsis = true
		} else {
			return nil, py.NewTypeError("Callable[args, result]: args must be a list. Got %s", mustRepr(t, items[0]))
		}
		all := append(params, m.normArg(items[1]))
		a := m.newAlias(repr, kindCallable, nil, -1, all)
		if ellipsis {
			a.Dict.SetStr("_ellipsis", py.True)
		}
		return a, nil
	case kindTuple:
		if tu, ok := key.(*py.Tuple); ok && len(tu.Items()) == 0 {
			return m.newAlias(repr, kindTuple, origin, -1, []py.Value{}), nil
		}
	case kindGeneric:
		n, _ := py.AsInt64(in.Dict.GetStr("_nparams"))
		if n == 0 {
			return nil, py.NewTypeError("%s is not a generic class", repr)
		}
		if int64(len(items)) != n {
			which := "many"
			if int64(len(items)) < n {
				which = "few"
			}
			return nil, py.NewTypeError("Too %s arguments for %s; actual %d, expected %d", which, repr, len(items), n)
		}
	}
	norm := make([]py.Value, len(items))
	for i, a := range items {
		norm[i] = m.normArg(a)
	}
	return m.newAlias(repr, kind, origin, -1, norm), nil
}

// mustRepr is repr that falls back to the type name.
func mustRepr(t *py.Thread, v py.Value) string {
	s, err := py.Repr(t, v)
	if err != nil {
		return py.TypeName(v)
	}
	return s
}

// installTypeVar gives TypeVar its constructor and repr.
func (m *module) installTypeVar() {
	c := m.typeVar
	method(c, "__init__", func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		if len(args) == 0 {
			return nil, py.NewTypeError("TypeVar.__init__() missing 1 required positional argument: 'name'")
		}
		name, ok := args[0].(*py.Str)
		if !ok {
			return nil, py.NewTypeError("TypeVar name must be a string")
		}
		in := asInst(self)
		in.Dict.SetStr("__name__", name)
		constraints, err := py.NewTupleCopy(t, args[1:])
		if err != nil {
			return nil, err
		}
		in.Dict.SetStr("__constraints__", constraints)
		var bound, co, contra py.Value = py.None, py.False, py.False
		for _, kw := range kwargs {
			switch kw.Name {
			case "bound":
				bound = kw.Value
			case "covariant":
				co = kw.Value
			case "contravariant":
				contra = kw.Value
			default:
				return nil, py.NewTypeError("TypeVar.__init__() got an unexpected keyword argument '%s'", kw.Name)
			}
		}
		in.Dict.SetStr("__bound__", bound)
		in.Dict.SetStr("__covariant__", co)
		in.Dict.SetStr("__contravariant__", contra)
		return py.None, nil
	})
	method(c, "__repr__", func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		in := asInst(self)
		prefix := "~"
		if in.Dict.GetStr("__covariant__") == py.True {
			prefix = "+"
		} else if in.Dict.GetStr("__contravariant__") == py.True {
			prefix = "-"
		}
		n, _ := in.Dict.GetStr("__name__").(*py.Str)
		if n == nil {
			return py.NewStr(prefix + "?"), nil
		}
		return py.NewStr(prefix + n.String()), nil
	})
	or := func(swap bool) py.BuiltinFunc {
		return func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			if err := py.CheckExactlyOne("__or__", args, kwargs); err != nil {
				return nil, err
			}
			if swap {
				return m.union(t, []py.Value{args[0], self})
			}
			return m.union(t, []py.Value{self, args[0]})
		}
	}
	method(c, "__or__", or(false))
	method(c, "__ror__", or(true))
}

// installMisc sets up ForwardRef, NewType, Generic and Protocol.
func (m *module) installMisc() {
	method(m.fwd, "__init__", func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		if len(args) != 1 {
			return nil, py.NewTypeError("ForwardRef() takes one argument")
		}
		if _, ok := args[0].(*py.Str); !ok {
			return nil, py.NewTypeError("Forward reference must be a string -- got %s", mustRepr(t, args[0]))
		}
		asInst(self).Dict.SetStr("__forward_arg__", args[0])
		return py.None, nil
	})
	method(m.fwd, "__repr__", func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		s, err := py.Repr(t, asInst(self).Dict.GetStr("__forward_arg__"))
		if err != nil {
			return nil, err
		}
		return py.NewStr("ForwardRef(" + s + ")"), nil
	})
	method(m.fwd, "__eq__", func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		o, ok := args[0].(*py.Instance)
		if !ok || o.Class != m.fwd {
			return py.NotImplemented, nil
		}
		eq, err := py.Equal(t, asInst(self).Dict.GetStr("__forward_arg__"), o.Dict.GetStr("__forward_arg__"))
		return py.NewBool(eq), err
	})
	method(m.fwd, "__hash__", func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		h, err := py.Hash(t, asInst(self).Dict.GetStr("__forward_arg__"))
		return py.NewInt(h), err
	})
	method(m.newType, "__init__", func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		var name, tp py.Value
		if err := py.UnpackArgs("NewType", args, kwargs, []string{"name", "tp"}, 2, &name, &tp); err != nil {
			return nil, err
		}
		in := asInst(self)
		in.Dict.SetStr("__name__", name)
		in.Dict.SetStr("__supertype__", tp)
		return py.None, nil
	})
	method(m.newType, "__call__", func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		if err := py.CheckExactlyOne("NewType", args, kwargs); err != nil {
			return nil, err
		}
		return args[0], nil
	})
	method(m.newType, "__repr__", func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		n, err := py.ToStr(t, asInst(self).Dict.GetStr("__name__"))
		if err != nil {
			return nil, err
		}
		return py.NewStr("__main__." + n), nil
	})
	for _, g := range []*py.Type{m.generic, m.protocol} {
		g := g
		g.Dict.SetStr("__class_getitem__", &py.Builtin{Name: "__class_getitem__", Owner: g, Fn: func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			cls, ok := self.(*py.Type)
			if !ok || len(args) != 1 {
				return nil, py.NewTypeError("bad generic subscript")
			}
			if cls == m.generic || cls == m.protocol {
				// Generic[T] in a class statement's bases: the class itself.
				return cls, nil
			}
			items := keyItems(args[0])
			norm := make([]py.Value, len(items))
			for i, a := range items {
				norm[i] = m.normArg(a)
			}
			base, err := typeRepr(t, cls)
			if err != nil {
				return nil, err
			}
			return m.newAlias(base, kindUser, cls, -1, norm), nil
		}})
	}
}

// getOrigin is typing.get_origin(tp).
func (m *module) getOrigin(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	if err := py.CheckExactlyOne("get_origin", args, kwargs); err != nil {
		return nil, err
	}
	if !m.isAlias(args[0]) {
		return py.None, nil
	}
	if aliasField(args[0], "_kind") == kindUnion {
		if _, sub := aliasArgs(args[0]); sub {
			return args[0], nil
		}
	}
	if _, sub := aliasArgs(args[0]); !sub {
		return py.None, nil
	}
	return args[0].(*py.Instance).Dict.GetStr("__origin__"), nil
}

// getArgs is typing.get_args(tp).
func (m *module) getArgs(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	if err := py.CheckExactlyOne("get_args", args, kwargs); err != nil {
		return nil, err
	}
	if a, ok := aliasArgs(args[0]); ok && m.isAlias(args[0]) {
		if aliasField(args[0], "_kind") == kindCallable && len(a) > 0 {
			params, err := py.NewListCopy(t, a[:len(a)-1])
			if err != nil {
				return nil, err
			}
			return py.NewTuple([]py.Value{params, a[len(a)-1]}), nil
		}
		return py.NewTuple(a), nil
	}
	return py.NewTuple(nil), nil
}
