// Package abc implements Python's abc module for krait: ABCMeta (a Go
// metatype, since user code cannot define metaclasses), ABC, the
// abstractmethod decorators, register() and the refusal to instantiate
// a class whose abstract methods are not all overridden.
package abc

import (
	"sort"
	"strings"

	"github.com/kraitpy/krait/py"
	"github.com/kraitpy/krait/stdlib/internal/goclass"
)

// module is one interpreter's abc module state.
type module struct {
	meta *py.Type // ABCMeta
	abc  *py.Type // ABC
	// registry holds each ABC's register()ed virtual subclasses, in
	// registration order.
	registry map[*py.Type][]*py.Type
	// token is get_cache_token(): it changes with every register().
	token int64
	// marked holds the functions abstractmethod marked whose
	// __isabstractmethod__ attribute could not be set (krait's functions
	// refuse dunder attributes); the set keeps them alive.
	marked py.IdentitySet
}

// Load creates a fresh abc module for one interpreter.
func Load(t *py.Thread) (py.Value, error) {
	m := &module{registry: map[*py.Type][]*py.Type{}, marked: py.IdentitySet{}}
	m.meta = py.NewMetatype("ABCMeta", "abc", &py.TypeHooks{Init: m.initClass, Explicit: true, Walkable: true})
	m.meta.New = func(t *py.Thread, _ *py.Type, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		return nil, py.NewTypeError("krait does not support creating classes with ABCMeta(); use a class statement deriving from ABC")
	}
	cls, err := goclass.New(t, goclass.Spec{
		Module:       "abc",
		Name:         "ABC",
		Statics:      []goclass.Method{{Name: "__new__", Fn: m.new}},
		ClassMethods: []goclass.Method{{Name: "__subclasshook__", Fn: m.subclassHook}, {Name: "register", Fn: m.register}},
		Attrs: map[string]py.Value{
			"__doc__":   py.NewStr("Helper class that provides a standard way to create an ABC using\ninheritance.\n    "),
			"__slots__": py.NewTuple(nil),
		},
	})
	if err != nil {
		return nil, err
	}
	// ABCMeta's own methods, found on any class it makes (also one that
	// names metaclass=ABCMeta without deriving from ABC).
	m.meta.Dict.SetStr("register", &py.Builtin{Name: "register", Owner: m.meta, Fn: m.register})
	if err := cls.SetMetatype(m.meta); err != nil {
		return nil, err
	}
	cls.Dict.SetStr("__abstractmethods__", py.NewFrozenSet())
	m.abc = cls
	mod := py.NewModule("abc")
	d := mod.Dict
	d.SetStr("ABCMeta", m.meta)
	d.SetStr("ABC", cls)
	d.SetStr("abstractmethod", py.NewBuiltin("abstractmethod", m.abstractMethod))
	for _, w := range []struct {
		name string
		wrap func(py.Value) py.Value
	}{
		{"abstractclassmethod", func(f py.Value) py.Value { return &py.ClassMethod{Func: f} }},
		{"abstractstaticmethod", func(f py.Value) py.Value { return &py.StaticMethod{Func: f} }},
		{"abstractproperty", func(f py.Value) py.Value { return &py.Property{Get: f, Doc: py.None} }},
	} {
		wrap, name := w.wrap, w.name
		d.SetStr(name, py.NewBuiltin(name, func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			f, err := m.abstractMethod(t, nil, args, kwargs)
			if err != nil {
				return nil, err
			}
			return wrap(f), nil
		}))
	}
	d.SetStr("get_cache_token", py.NewBuiltin("get_cache_token", func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		if err := py.CheckNoArgs("get_cache_token", args, kwargs); err != nil {
			return nil, err
		}
		return py.NewInt(m.token), nil
	}))
	d.SetStr("update_abstractmethods", py.NewBuiltin("update_abstractmethods", func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		if err := py.CheckExactlyOne("update_abstractmethods", args, kwargs); err != nil {
			return nil, err
		}
		if cls, ok := args[0].(*py.Type); ok && cls.Dict.GetStr("__abstractmethods__") != nil {
			if _, err := m.initClass(t, cls, nil); err != nil {
				return nil, err
			}
		}
		return args[0], nil
	}))
	// Its functions, ABC's methods and ABCMeta's hooks close over m (the
	// memory walk visits it as mod.Go) or over nothing.
	mod.Go = m
	py.MarkWalkable(mod)
	py.MarkClassWalkable(cls)
	py.MarkClassWalkable(m.meta)
	return mod, nil
}

// MemRefs visits ABC, the registered virtual subclasses and the functions
// abstractmethod marked (the module's Go state, for the memory walk).
func (m *module) MemRefs(w *py.MemWalk) {
	w.Visit(m.abc)
	w.Add(int64(len(m.registry))*48 + int64(len(m.marked))*32)
	for abc, subs := range m.registry {
		w.Visit(abc)
		w.Add(int64(cap(subs)) * 8)
		for _, s := range subs {
			w.Visit(s)
		}
	}
	for _, v := range m.marked {
		w.Visit(v)
	}
}

// abstractMethod is abc.abstractmethod: it marks the function with
// __isabstractmethod__ = True and returns it.
func (m *module) abstractMethod(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	if err := py.CheckExactlyOne("abstractmethod", args, kwargs); err != nil {
		return nil, err
	}
	if err := py.SetAttr(t, args[0], "__isabstractmethod__", py.True); err != nil {
		ex, ok := err.(*py.Exception)
		if !ok || !ex.Matches(py.AttributeErrorType) {
			return nil, err
		}
		m.marked.Add(args[0])
	}
	return args[0], nil
}

// isAbstract is getattr(v, "__isabstractmethod__", False) made a bool,
// with the answers of classmethod, staticmethod and property (which
// CPython derives from the functions they wrap).
func (m *module) isAbstract(t *py.Thread, v py.Value) (bool, error) {
	if m.marked.Has(v) {
		return true, nil
	}
	// classmethod(property(...)) and the like nest: one level of the
	// depth guard.
	if err := t.EnterData(""); err != nil {
		return false, err
	}
	defer t.LeaveData()
	switch f := v.(type) {
	case *py.ClassMethod:
		return m.isAbstract(t, f.Func)
	case *py.StaticMethod:
		return m.isAbstract(t, f.Func)
	case *py.Property:
		for _, g := range []py.Value{f.Get, f.Set, f.Del} {
			if g == nil {
				continue
			}
			if a, err := m.isAbstract(t, g); err != nil || a {
				return a, err
			}
		}
		return false, nil
	case *py.Type:
		// A nested class: its own __isabstractmethod__ is what counts.
		v := f.Dict.GetStr("__isabstractmethod__")
		if v == nil {
			return false, nil
		}
		return py.Truth(t, v)
	}
	r, err := py.GetAttr(t, v, "__isabstractmethod__")
	if err != nil {
		if ex, ok := err.(*py.Exception); ok && ex.Matches(py.AttributeErrorType) {
			return false, nil
		}
		return false, err
	}
	return py.Truth(t, r)
}

// initClass is ABCMeta.__new__'s computation of __abstractmethods__:
// the names the class's namespace binds to abstract methods, and the
// abstract names of its bases that the class still resolves to an
// abstract method.
func (m *module) initClass(t *py.Thread, cls *py.Type, kwargs []py.Kwarg) ([]py.Kwarg, error) {
	// A class that names metaclass=ABCMeta without deriving from ABC
	// still answers isinstance/issubclass for its register()ed classes:
	// it gets ABC's hook, which stands in for ABCMeta.__subclasscheck__.
	if m.abc != nil && !cls.IsSubtype(m.abc) && cls.Lookup("__subclasshook__") == py.ObjectType.Dict.GetStr("__subclasshook__") {
		cls.Dict.SetStr("__subclasshook__", m.abc.Dict.GetStr("__subclasshook__"))
	}
	var names []py.Value
	seen := map[string]bool{}
	add := func(name string) {
		if !seen[name] {
			seen[name] = true
			names = append(names, py.NewStr(name))
		}
	}
	for _, kv := range cls.Dict.Items() {
		if err := t.Tick(); err != nil {
			return nil, err
		}
		name, ok := kv[0].(*py.Str)
		if !ok {
			continue
		}
		a, err := m.isAbstract(t, kv[1])
		if err != nil {
			return nil, err
		}
		if a {
			add(name.String())
		}
	}
	for _, b := range cls.Bases {
		fs, ok := b.Dict.GetStr("__abstractmethods__").(*py.FrozenSet)
		if !ok {
			continue
		}
		for _, n := range fs.Elements() {
			if err := t.Tick(); err != nil {
				return nil, err
			}
			name, ok := n.(*py.Str)
			if !ok {
				continue
			}
			v := cls.Lookup(name.String())
			if v == nil {
				continue
			}
			a, err := m.isAbstract(t, v)
			if err != nil {
				return nil, err
			}
			if a {
				add(name.String())
			}
		}
	}
	fs, err := py.NewFrozenSetFrom(t, py.NewTuple(names))
	if err != nil {
		return nil, err
	}
	cls.Dict.SetStr("__abstractmethods__", fs)
	if m.abc != nil && !cls.IsSubtype(m.abc) && cls.Lookup("__new__") == py.ObjectType.Dict.GetStr("__new__") {
		// class C(metaclass=ABCMeta) without ABC among its bases: the
		// abstract check lives in ABC's __new__ (krait's classes have no
		// Python-visible metaclass __call__), so the class gets it too.
		cls.Dict.SetStr("__new__", m.abc.Dict.GetStr("__new__"))
	}
	return kwargs, nil
}

// new is object.__new__ for the classes deriving from ABC, with
// CPython's checks in its order: excess arguments, then abstract
// methods left.
func (m *module) new(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	if len(args) == 0 {
		return nil, py.NewTypeError("object.__new__(): not enough arguments")
	}
	cls, ok := args[0].(*py.Type)
	if !ok {
		return nil, py.NewTypeError("object.__new__(X): X is not a type object (%s)", py.TypeName(args[0]))
	}
	rest := args[1:]
	if len(rest) > 0 || len(kwargs) > 0 {
		if nw := cls.Lookup("__new__"); nw != m.abc.Dict.GetStr("__new__") {
			return nil, py.NewTypeError("object.__new__() takes exactly one argument (the type to instantiate)")
		}
		if init := cls.Lookup("__init__"); init == nil || init == py.ObjectType.Dict.GetStr("__init__") {
			return nil, py.NewTypeError("%s() takes no arguments", cls.Name)
		}
	}
	if fs, ok := cls.Dict.GetStr("__abstractmethods__").(*py.FrozenSet); ok && len(fs.Elements()) > 0 {
		var missing []string
		for _, n := range fs.Elements() {
			if s, ok := n.(*py.Str); ok {
				missing = append(missing, s.String())
			}
		}
		sort.Strings(missing)
		s := ""
		if len(missing) > 1 {
			s = "s"
		}
		return nil, py.NewTypeError("Can't instantiate abstract class %s with abstract method%s %s", cls.Name, s, strings.Join(missing, ", "))
	}
	return py.NewInstance(t, cls, rest, kwargs)
}

// register is ABCMeta.register(subclass): it records a virtual
// subclass and returns it, so it also serves as a class decorator.
func (m *module) register(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	if err := py.CheckPositional("register", args, kwargs, 1, 1); err != nil {
		return nil, err
	}
	abc, ok := self.(*py.Type)
	if !ok {
		return nil, py.NewTypeError("register() must be called on a class")
	}
	sub, ok := args[0].(*py.Type)
	if !ok {
		return nil, py.NewTypeError("Can only register classes")
	}
	if sub.IsSubtype(abc) {
		return sub, nil
	}
	if abc.IsSubtype(sub) {
		return nil, py.NewRuntimeError("Refusing to create an inheritance cycle")
	}
	m.registry[abc] = append(m.registry[abc], sub)
	m.token++
	return sub, nil
}

// subclassHook is ABC's __subclasshook__, standing in for the rest of
// ABCMeta.__subclasscheck__: C is a subclass when it derives from a
// class registered with this ABC or with one of its subclasses.
func (m *module) subclassHook(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	if err := py.CheckPositional("__subclasshook__", args, kwargs, 1, 1); err != nil {
		return nil, err
	}
	abc, ok1 := self.(*py.Type)
	c, ok2 := args[0].(*py.Type)
	if !ok1 || !ok2 {
		return py.NotImplemented, nil
	}
	for owner, subs := range m.registry {
		if !owner.IsSubtype(abc) {
			continue
		}
		for _, s := range subs {
			if err := t.Tick(); err != nil {
				return nil, err
			}
			if c.IsSubtype(s) {
				return py.True, nil
			}
		}
	}
	return py.NotImplemented, nil
}
