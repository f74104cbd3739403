package collections

import (
	"sort"
	"strings"

	"github.com/kraitpy/krait/py"
	"github.com/kraitpy/krait/stdlib/internal/goclass"
)

// collections.abc: the abstract base classes, with CPython's mixin
// methods as Go functions. krait has no metaclasses, so ABCMeta's part is
// played by two pieces: a __subclasshook__ class method on every ABC
// (which builtins' isinstance/issubclass consult for classes deriving
// from collections.abc) implementing ABCMeta.__subclasscheck__ — the
// duck-typing hooks, the register() registry and the subclasses of the
// family — and a __new__ that refuses to instantiate a class whose
// abstract methods are not all overridden.

// abcState is the shared collections.abc: everything in it is written
// while the module is built, and only read afterwards; register() then
// adds to the calling interpreter's registry (localRegistry).
type abcState struct {
	cls map[string]*py.Type
	// registry holds the registrations made while building: CPython's
	// built-in types and collections' classes.
	registry map[*py.Type][]*py.Type
	// built is set once the module is complete.
	built bool
	// hooks holds the methods the __subclasshook__ of exactly this ABC
	// checks (CPython's _check_methods).
	hooks map[*py.Type][]string
	// abstract marks the Go functions that are abstract methods.
	abstract map[py.Value]bool
}

// abcSpec describes one ABC.
type abcSpec struct {
	name     string
	bases    []string
	abstract []string // abstract methods: Go stubs marked abstract
	hook     []string // the methods its __subclasshook__ checks
	methods  []method // concrete mixin methods
	classes  []method
}

// builtinMethods says which of the hook methods CPython 3.11's built-in
// types define ("-name": defined as None), generated from python3.
var builtinMethods = map[string][]string{
	"NoneType":                   {"__hash__"},
	"NotImplementedType":         {"__hash__"},
	"bool":                       {"__hash__"},
	"builtin_function_or_method": {"__hash__", "__call__"},
	"bytearray":                  {"-__hash__", "__iter__", "__len__", "__contains__"},
	"bytearray_iterator":         {"__hash__", "__iter__", "__next__"},
	"bytes":                      {"__hash__", "__iter__", "__len__", "__contains__"},
	"bytes_iterator":             {"__hash__", "__iter__", "__next__"},
	"callable_iterator":          {"__hash__", "__iter__", "__next__"},
	"classmethod":                {"__hash__"},
	"complex":                    {"__hash__"},
	"dict":                       {"-__hash__", "__iter__", "__reversed__", "__len__", "__contains__"},
	"dict_itemiterator":          {"__hash__", "__iter__", "__next__"},
	"dict_items":                 {"-__hash__", "__iter__", "__reversed__", "__len__", "__contains__"},
	"dict_keyiterator":           {"__hash__", "__iter__", "__next__"},
	"dict_keys":                  {"-__hash__", "__iter__", "__reversed__", "__len__", "__contains__"},
	"dict_reverseitemiterator":   {"__hash__", "__iter__", "__next__"},
	"dict_reversekeyiterator":    {"__hash__", "__iter__", "__next__"},
	"dict_reversevalueiterator":  {"__hash__", "__iter__", "__next__"},
	"dict_valueiterator":         {"__hash__", "__iter__", "__next__"},
	"dict_values":                {"__hash__", "__iter__", "__reversed__", "__len__"},
	"ellipsis":                   {"__hash__"},
	"enumerate":                  {"__hash__", "__iter__", "__next__"},
	"filter":                     {"__hash__", "__iter__", "__next__"},
	"float":                      {"__hash__"},
	"frozenset":                  {"__hash__", "__iter__", "__len__", "__contains__"},
	"function":                   {"__hash__", "__call__"},
	"generator":                  {"__hash__", "__iter__", "__next__", "send", "throw", "close"},
	"int":                        {"__hash__"},
	"iterator":                   {"__hash__", "__iter__", "__next__"},
	"list":                       {"-__hash__", "__iter__", "__reversed__", "__len__", "__contains__"},
	"list_iterator":              {"__hash__", "__iter__", "__next__"},
	"list_reverseiterator":       {"__hash__", "__iter__", "__next__"},
	"longrange_iterator":         {"__hash__", "__iter__", "__next__"},
	"map":                        {"__hash__", "__iter__", "__next__"},
	"mappingproxy":               {"-__hash__", "__iter__", "__reversed__", "__len__", "__contains__"},
	"method":                     {"__hash__", "__call__"},
	"object":                     {"__hash__"},
	"property":                   {"__hash__"},
	"range":                      {"__hash__", "__iter__", "__reversed__", "__len__", "__contains__"},
	"range_iterator":             {"__hash__", "__iter__", "__next__"},
	"reversed":                   {"__hash__", "__iter__", "__next__"},
	"set":                        {"-__hash__", "__iter__", "__len__", "__contains__"},
	"set_iterator":               {"__hash__", "__iter__", "__next__"},
	"slice":                      {"-__hash__"},
	"staticmethod":               {"__hash__", "__call__"},
	"str":                        {"__hash__", "__iter__", "__len__", "__contains__"},
	"str_ascii_iterator":         {"__hash__", "__iter__", "__next__"},
	"str_iterator":               {"__hash__", "__iter__", "__next__"},
	"super":                      {"__hash__"},
	"tuple":                      {"__hash__", "__iter__", "__len__", "__contains__"},
	"tuple_iterator":             {"__hash__", "__iter__", "__next__"},
	"type":                       {"__hash__", "__call__"},
	"zip":                        {"__hash__", "__iter__", "__next__"},
}

// builtinRegistrations are CPython's register() calls of built-in types
// in _collections_abc.
var builtinRegistrations = map[string][]*py.Type{
	"Set":             {py.FrozenSetType},
	"MutableSet":      {py.SetType},
	"Mapping":         {py.MappingProxyType},
	"MutableMapping":  {py.DictType},
	"Sequence":        {py.TupleType, py.StrType, py.RangeType},
	"MutableSequence": {py.ListType, py.ByteArrayType},
	"ByteString":      {py.BytesType, py.ByteArrayType},
	"KeysView":        {py.DictKeysType},
	"ValuesView":      {py.DictValuesType},
	"ItemsView":       {py.DictItemsType},
}

// abcOrder lists the ABCs in definition order (bases first).
var abcOrder = []abcSpec{
	{name: "Hashable", abstract: []string{"__hash__"}, hook: []string{"__hash__"}},
	{name: "Awaitable", abstract: []string{"__await__"}, hook: []string{"__await__"}},
	{name: "Coroutine", bases: []string{"Awaitable"}, abstract: []string{"send", "throw"}, hook: []string{"__await__", "send", "throw", "close"}},
	{name: "AsyncIterable", abstract: []string{"__aiter__"}, hook: []string{"__aiter__"}},
	{name: "AsyncIterator", bases: []string{"AsyncIterable"}, abstract: []string{"__anext__"}, hook: []string{"__anext__", "__aiter__"}},
	{name: "AsyncGenerator", bases: []string{"AsyncIterator"}, abstract: []string{"asend", "athrow"}, hook: []string{"__aiter__", "__anext__", "asend", "athrow", "aclose"}},
	{name: "Iterable", abstract: []string{"__iter__"}, hook: []string{"__iter__"}},
	{name: "Iterator", bases: []string{"Iterable"}, abstract: []string{"__next__"}, hook: []string{"__iter__", "__next__"}},
	{name: "Reversible", bases: []string{"Iterable"}, abstract: []string{"__reversed__"}, hook: []string{"__reversed__", "__iter__"}},
	{name: "Generator", bases: []string{"Iterator"}, abstract: []string{"send", "throw"}, hook: []string{"__iter__", "__next__", "send", "throw", "close"}},
	{name: "Sized", abstract: []string{"__len__"}, hook: []string{"__len__"}},
	{name: "Container", abstract: []string{"__contains__"}, hook: []string{"__contains__"}},
	{name: "Collection", bases: []string{"Sized", "Iterable", "Container"}, hook: []string{"__len__", "__iter__", "__contains__"}},
	{name: "Callable", abstract: []string{"__call__"}, hook: []string{"__call__"}},
	{name: "Set", bases: []string{"Collection"}},
	{name: "MutableSet", bases: []string{"Set"}, abstract: []string{"add", "discard"}},
	{name: "Mapping", bases: []string{"Collection"}, abstract: []string{"__getitem__"}},
	{name: "MappingView", bases: []string{"Sized"}},
	{name: "KeysView", bases: []string{"MappingView", "Set"}},
	{name: "ItemsView", bases: []string{"MappingView", "Set"}},
	{name: "ValuesView", bases: []string{"MappingView", "Collection"}},
	{name: "MutableMapping", bases: []string{"Mapping"}, abstract: []string{"__setitem__", "__delitem__"}},
	{name: "Sequence", bases: []string{"Reversible", "Collection"}, abstract: []string{"__getitem__"}},
	{name: "ByteString", bases: []string{"Sequence"}},
	{name: "MutableSequence", bases: []string{"Sequence"}, abstract: []string{"__setitem__", "__delitem__", "insert"}},
}

// registryKey is the key of an interpreter's registrations in its
// py.Locals.
var registryKey byte

// registrations are one interpreter's register() calls: the classes
// registered with each ABC.
type registrations map[*py.Type][]*py.Type

// MemRefs visits the registered classes (py.MemState: the memory walk).
func (r registrations) MemRefs(w *py.MemWalk) {
	for abc, regs := range r {
		w.Add(64 + int64(cap(regs))*8)
		w.Visit(abc)
		for _, c := range regs {
			w.Visit(c)
		}
	}
}

// localRegistry returns the calling interpreter's registrations.
func localRegistry(t *py.Thread) map[*py.Type][]*py.Type {
	return t.Local(&registryKey, func() any { return registrations{} }).(registrations)
}

// buildABC makes the shared collections.abc module.
func buildABC(t *py.Thread) (*py.Module, *abcState, error) {
	st := &abcState{
		cls:      map[string]*py.Type{},
		registry: map[*py.Type][]*py.Type{},
		hooks:    map[*py.Type][]string{},
		abstract: map[py.Value]bool{},
	}
	mod := py.NewModule("collections.abc")
	for _, spec := range abcOrder {
		cls, err := st.newABC(t, spec)
		if err != nil {
			return nil, nil, err
		}
		st.cls[spec.name] = cls
		mod.Dict.SetStr(spec.name, cls)
	}
	for name, types := range builtinRegistrations {
		st.registry[st.cls[name]] = append(st.registry[st.cls[name]], types...) //krait:alloc-ok builtinRegistrations is a constant table of built-in types
	}
	return mod, st, nil
}

// RegisterWithABC makes collections' classes virtual subclasses of the
// ABCs CPython derives or registers them from (deque is a
// MutableSequence, UserDict a MutableMapping, ...), through each ABC's
// register().
func RegisterWithABC(t *py.Thread, collections, abc *py.Module) error {
	for _, r := range [][2]string{
		{"deque", "MutableSequence"}, {"ChainMap", "MutableMapping"}, {"UserDict", "MutableMapping"},
		{"UserList", "MutableSequence"}, {"UserString", "Sequence"},
	} {
		cls := collections.Dict.GetStr(r[0])
		base := abc.Dict.GetStr(r[1])
		if cls == nil || base == nil {
			continue
		}
		if _, err := py.CallMethod(t, base, "register", []py.Value{cls}, nil); err != nil {
			return err
		}
	}
	return nil
}

// newABC creates one ABC.
func (st *abcState) newABC(t *py.Thread, spec abcSpec) (*py.Type, error) {
	var bases []*py.Type
	for _, b := range spec.bases {
		bases = append(bases, st.cls[b])
	}
	gs := goclass.Spec{Module: "collections.abc", Name: spec.name, Bases: bases}
	var abstracts []*py.Builtin
	for _, name := range spec.abstract {
		gs.Methods = append(gs.Methods, goclass.Method{Name: name, Fn: abstractStub(name)}) //krait:alloc-ok spec.abstract is a constant table of collections.abc
	}
	// The specs and mixins are constant method tables of collections.abc.
	gs.Methods = append(gs.Methods, goMethods(append(spec.methods, st.mixins(spec.name)...))...) //krait:alloc-ok constant method tables (abcSpecs, mixins)
	gs.ClassMethods = goMethods(append(spec.classes, st.classMixins(spec.name)...))              //krait:alloc-ok constant method tables (abcSpecs, classMixins)
	gs.ClassMethods = append(gs.ClassMethods,
		goclass.Method{Name: "__subclasshook__", Fn: st.subclassHook},
		goclass.Method{Name: "register", Fn: st.register})
	if len(spec.bases) == 0 {
		gs.Statics = append(gs.Statics, goclass.Method{Name: "__new__", Fn: st.new})
	}
	cls, err := goclass.New(t, gs)
	if err != nil {
		return nil, err
	}
	for _, name := range spec.abstract {
		if b, ok := cls.Dict.GetStr(name).(*py.Builtin); ok {
			abstracts = append(abstracts, b)
		}
	}
	for _, b := range abstracts {
		st.abstract[b] = true
	}
	if spec.name == "Mapping" {
		cls.Dict.SetStr("__reversed__", py.None)
	}
	cls.Dict.SetStr("__class_getitem__", classGetItem(cls))
	if spec.hook != nil {
		st.hooks[cls] = spec.hook
	}
	return cls, nil
}

// abstractStub is the body CPython gives an abstract method, reached
// through super(): Sized.__len__ returns 0, Container.__contains__
// False, Mapping.__getitem__ raises KeyError, and so on.
func abstractStub(name string) py.BuiltinFunc {
	return func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		switch name {
		case "__len__", "__hash__":
			return py.NewInt(0), nil
		case "__contains__", "__call__":
			return py.False, nil
		case "__getitem__":
			if len(args) > 0 && strings.Contains(self.Type().Name, "Sequence") {
				return nil, py.NewExceptionArgs(py.IndexErrorType)
			}
			return nil, py.NewExceptionArgs(py.KeyErrorType)
		case "__next__":
			return nil, py.NewExceptionArgs(py.StopIterationType)
		case "__setitem__", "__delitem__", "insert", "add", "discard":
			if name == "__setitem__" || name == "__delitem__" || name == "insert" {
				if len(args) > 0 && strings.Contains(self.Type().Name, "Mapping") {
					return nil, py.NewExceptionArgs(py.KeyErrorType)
				}
				return nil, py.NewExceptionArgs(py.IndexErrorType)
			}
			return nil, py.NewExceptionArgs(py.NotImplementedErrorType)
		case "__iter__", "__reversed__":
			return py.Iterate(t, py.NewTuple(nil))
		case "throw":
			if len(args) > 0 {
				if cls, ok := args[0].(*py.Type); ok {
					return nil, py.NewExceptionArgs(cls)
				}
				if ex, ok := args[0].(*py.Exception); ok {
					return nil, ex
				}
			}
			return nil, py.NewTypeError("exceptions must derive from BaseException")
		case "send":
			return nil, py.NewExceptionArgs(py.StopIterationType)
		}
		return py.None, nil
	}
}

// new is the roots' __new__: object.__new__ after ABCMeta's check that
// no abstract method is left.
func (st *abcState) new(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	if len(args) == 0 {
		return nil, py.NewTypeError("object.__new__(): not enough arguments")
	}
	cls, ok := args[0].(*py.Type)
	if !ok {
		return nil, py.NewTypeError("object.__new__(X): X is not a type object (%s)", args[0].Type().Name)
	}
	if missing := st.abstractMethods(cls); len(missing) > 0 {
		s := ""
		if len(missing) > 1 {
			s = "s"
		}
		return nil, py.NewTypeError("Can't instantiate abstract class %s with abstract method%s %s", cls.Name, s, strings.Join(missing, ", "))
	}
	rest := args[1:]
	if len(rest) > 0 || len(kwargs) > 0 {
		if init := cls.Lookup("__init__"); init == nil || init == py.ObjectType.Dict.GetStr("__init__") {
			return nil, py.NewTypeError("%s() takes no arguments", cls.Name)
		}
	}
	return py.NewInstance(t, cls, nil, nil)
}

// abstractMethods lists, sorted, the names whose implementation cls
// finds along its MRO is still an abstract stub.
func (st *abcState) abstractMethods(cls *py.Type) []string {
	seen := map[string]bool{}
	var out []string
	for _, k := range cls.MRO {
		for _, kv := range k.Dict.Items() {
			name, ok := kv[0].(*py.Str)
			if !ok || seen[name.String()] {
				continue
			}
			seen[name.String()] = true
			if st.abstract[cls.Lookup(name.String())] {
				out = append(out, name.String()) //krait:alloc-ok one per name in a class's namespace (which exists)
			}
		}
	}
	sort.Strings(out)
	return out
}

// subclassHook is every ABC's __subclasshook__(C), standing in for
// ABCMeta.__subclasscheck__: True when C is a subclass, else
// NotImplemented.
func (st *abcState) subclassHook(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	if err := py.CheckPositional("__subclasshook__", args, kwargs, 1, 1); err != nil {
		return nil, err
	}
	abc, ok1 := self.(*py.Type)
	c, ok2 := args[0].(*py.Type)
	if ok1 && ok2 && st.isSubclass(t, c, abc, 0) {
		return py.True, nil
	}
	return py.NotImplemented, nil
}

// isSubclass is issubclass(c, abc) for an ABC of the family (or a user
// class deriving from one).
func (st *abcState) isSubclass(t *py.Thread, c, abc *py.Type, depth int) bool {
	if c.IsSubtype(abc) {
		return true
	}
	if depth > 32 || t.Tick() != nil {
		return false
	}
	if names, ok := st.hooks[abc]; ok && hasMethods(c, names) {
		return true
	}
	// A class registered with abc or with any subclass of abc (the
	// ABCs of the family or user classes deriving from them).
	registries := []map[*py.Type][]*py.Type{st.registry}
	if st.built {
		registries = append(registries, localRegistry(t))
	}
	for _, registry := range registries {
		for owner, regs := range registry {
			if !owner.IsSubtype(abc) {
				continue
			}
			for _, r := range regs {
				if c.IsSubtype(r) || (r != owner && st.isFamily(r) && st.isSubclass(t, c, r, depth+1)) {
					return true
				}
			}
		}
	}
	return false
}

// isFamily reports whether cls is one of this module's ABCs.
func (st *abcState) isFamily(cls *py.Type) bool {
	return cls.Module == "collections.abc" && st.cls[cls.Name] == cls
}

// isInstance is isinstance(v, the ABC named name).
func (st *abcState) isInstance(t *py.Thread, v py.Value, name string) bool {
	return st.isSubclass(t, v.Type(), st.cls[name], 0)
}

// hasMethods is CPython's _check_methods: every name is defined along
// C's MRO, and not as None.
func hasMethods(c *py.Type, names []string) bool {
	for _, name := range names {
		if !hasMethod(c, name) {
			return false
		}
	}
	return true
}

func hasMethod(c *py.Type, name string) bool {
	for _, k := range c.MRO {
		if k.IsBuiltin() && k.Module == "builtins" {
			if row, ok := builtinMethods[k.Name]; ok {
				for _, m := range row {
					if m == name {
						return true
					}
					if m == "-"+name {
						return false
					}
				}
				continue
			}
		}
		if v := k.Dict.GetStr(name); v != nil {
			return v != py.None
		}
	}
	return false
}

// register is ABCMeta.register(subclass): it returns subclass, so it
// works as a class decorator.
func (st *abcState) register(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	if err := py.CheckPositional("register", args, kwargs, 1, 1); err != nil {
		return nil, err
	}
	abc, _ := self.(*py.Type)
	sub, ok := args[0].(*py.Type)
	if !ok || abc == nil {
		return nil, py.NewTypeError("Can only register classes")
	}
	if st.isSubclass(t, sub, abc, 0) {
		return sub, nil
	}
	if abc.IsSubtype(sub) || (st.isFamily(sub) && st.isSubclass(t, abc, sub, 0)) {
		return nil, py.NewRuntimeError("Refusing to create an inheritance cycle")
	}
	if err := t.Alloc(16); err != nil {
		return nil, err
	}
	registry := st.registry
	if st.built {
		registry = localRegistry(t)
	}
	registry[abc] = append(registry[abc], sub)
	return sub, nil
}
