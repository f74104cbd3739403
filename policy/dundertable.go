package policy

// The dunder table: the one source of truth for which dunder attributes
// user code may read, call, assign or delete, and why. `krait policy`
// (text and JSON) and docs/security.md's table are generated from it
// (DunderEntries; the doc is checked by TestSecurityDocTable).
//
// The default rule (DunderTable) rests on what krait guarantees by
// construction: built-in types and their namespaces are immutable and
// shared by no mutable state; no object exposes code, frames, globals or
// the builtins namespace; modules are instantiated per executor. So a
// dunder that yields a value the program can reach anyway (type(x),
// type.mro, the arguments it passed) or inert data of its own objects is
// harmless to read. The security suite proves each readable name with
// attacks (reach something refused through it, mutate shared state
// through it, reach another executor through it).

// dunderGroups orders and explains the groups of the table.
var dunderGroups = []struct{ name, doc string }{
	{"names and docs", "plain strings (or None) describing functions, classes and modules"},
	{"classes", "the class graph upward: classes the program can reach with type() and type.mro() anyway"},
	{"namespaces", "the program's own namespaces"},
	{"functions and methods", "parts of functions and bound methods the program created or passed"},
	{"exceptions", "exception chaining and notes: data the raise statement and add_note already set"},
	{"typing and abc", "inert data of annotations, generics and abstract classes"},
	{"data-model methods", "methods Python's operators and builtins call anyway; calling one directly runs the same code"},
	{"by-name accessors", "callable so that object.__setattr__(self, n, v) and super().__getattribute__(n) work; their name argument goes through the same checkpoint, and they cannot be read as values"},
	{"code and globals", "refused: they lead to code objects, frames, globals or the builtins namespace"},
	{"class graph downward", "refused: walks from a class to every class in the process"},
	{"serialisation", "refused: hooks that return reconstruction callables and their arguments"},
	{"import machinery", "refused: module loading internals"},
	{"other", "refused: not needed by programs and not reviewed"},
}

// row builders for the table below.
func readable(group, reason string) DunderEntry {
	return DunderEntry{Read: true, Group: group, Reason: reason}
}

func refused(group, reason string) DunderEntry { return DunderEntry{Group: group, Reason: reason} }

var dunderTable = buildDunderTable()

func buildDunderTable() map[string]DunderEntry {
	t := map[string]DunderEntry{}
	add := func(name string, d DunderEntry) {
		d.Name = name
		t[name] = d
	}
	rw := func(d DunderEntry) DunderEntry { d.Write = true; return d }
	strictRead := func(d DunderEntry) DunderEntry { d.StrictRead = true; return d }
	strictCall := func(d DunderEntry) DunderEntry { d.StrictCall = true; return d }

	const names = "names and docs"
	add("__name__", strictRead(rw(readable(names, "a str; assignable on functions and user classes (hand-written decorators copy it); built-in types are immutable"))))
	add("__qualname__", strictRead(rw(readable(names, "a str: the dotted qualified name; assignable like __name__"))))
	add("__module__", strictRead(rw(readable(names, "a str: the defining module's name, never the module object"))))
	add("__doc__", strictRead(rw(readable(names, "a str or None: the docstring"))))
	add("__members__", strictRead(readable(names, "enum's documented API: on an enum class a read-only mappingproxy of its members")))
	add("__version__", readable(names, "a str: a module's version"))
	add("__all__", readable(names, "a module's list of public names (strs)"))

	const classes = "classes"
	add("__class__", readable(classes, "= type(x), which every program may call; assignment refused: it would rebind an object's identity"))
	add("__mro__", readable(classes, "= type.mro(cls): a tuple of classes, each reachable by name or type(); built-in types are immutable"))
	add("__bases__", readable(classes, "a tuple of the class's bases (reachable by name); assignment refused: it would rebind the class graph"))
	add("__base__", readable(classes, "the first base (reachable by name); built-in types are immutable"))

	const ns = "namespaces"
	add("__dict__", readable(ns, "instances, functions and exceptions: their own attribute dict (what vars(x) returns); classes and modules: a read-only mappingproxy that hides refused names; assignment refused: it would rebind the namespace"))
	add("__annotations__", readable(ns, "the annotations dict of the program's own function, class or module"))
	add("__dataclass_fields__", readable(ns, "dataclass metadata of the program's own class (Field objects)"))
	add("__dataclass_params__", readable(ns, "dataclass parameters of the program's own class"))
	add("__slots__", readable(ns, "the slot names the program's class declared"))
	add("__match_args__", readable(ns, "the positional-pattern names the program's class declared (a tuple of strs)"))

	const fns = "functions and methods"
	add("__wrapped__", rw(readable(fns, "the function functools.wraps (or a hand-written decorator) stored: the program's own")))
	add("__self__", readable(fns, "the receiver of a bound method: an object the program bound; krait's module-level builtins give None, never a module or the builtins namespace"))
	add("__func__", readable(fns, "the function behind a bound method, classmethod or staticmethod: the program's own or a builtin"))
	add("__defaults__", readable(fns, "the tuple of default values the program wrote; assignment refused (it rebinds behaviour)"))
	add("__kwdefaults__", readable(fns, "the dict of keyword-only defaults the program wrote"))

	const exc = "exceptions"
	add("__cause__", rw(readable(exc, "the exception `raise ... from` chained; assigning is what `raise from` does")))
	add("__context__", rw(readable(exc, "the exception being handled when this one was raised")))
	add("__suppress_context__", rw(readable(exc, "a bool set by `raise ... from`")))
	add("__notes__", rw(readable(exc, "the list of strs add_note appended")))
	add("__traceback__", readable(exc, "krait's traceback object: tb_lineno and tb_next only (no tb_frame, so no frame or globals), or None"))

	const typing = "typing and abc"
	add("__origin__", readable(typing, "the class a generic alias subscripts (list for list[int])"))
	add("__args__", readable(typing, "the tuple of a generic alias's arguments"))
	add("__parameters__", readable(typing, "the type variables of a generic alias"))
	add("__abstractmethods__", readable(typing, "a frozenset of the abstract method names of the program's class"))
	add("__isabstractmethod__", readable(typing, "a bool marking an abstract method"))

	const dm = "data-model methods"
	for _, n := range dataModelMethods {
		d := readable(dm, "the operator or builtin that calls it runs the same code; built-in types' methods are shared and immutable")
		switch n {
		case "__init__", "__str__", "__repr__":
			d = strictCall(d)
		case "__new__":
			d.Reason = "object.__new__(cls) makes an instance of the program's class (built-in classes are constructed by calling them); type.__new__ is type(name, bases, ns)"
		case "__init_subclass__":
			d.Reason = "the class-creation hook the class statement calls anyway; object's version does nothing"
		case "__getattr__":
			d.Reason = "a fallback only the program's own classes define; no built-in type has one"
		}
		add(n, d)
	}

	const acc = "by-name accessors"
	for _, n := range []string{"__getattribute__", "__setattr__", "__delattr__"} {
		add(n, DunderEntry{Call: true, Group: acc, Reason: "callable only: object." + n + "(obj, name, ...) applies the dunder checkpoint to name as getattr/setattr/delattr do; as a value it would be a by-name accessor handed around (functools.wraps(type, assigned=...))"})
	}

	const code = "code and globals"
	add("__globals__", refused(code, "the defining module's namespace, holding every global and __builtins__"))
	add("__code__", refused(code, "code objects"))
	add("__closure__", refused(code, "closure cells of other functions"))
	add("__builtins__", refused(code, "the builtins namespace itself"))
	add("__import__", refused(code, "import bypassing the import statement's checks"))

	add("__subclasses__", refused("class graph downward", "walks from object to every class in the process (the first step of subclass-walk escapes)"))

	const ser = "serialisation"
	for _, n := range []string{"__reduce__", "__reduce_ex__", "__getstate__", "__setstate__", "__getnewargs__", "__getnewargs_ex__"} {
		add(n, refused(ser, "pickling hook: returns reconstruction callables and arguments (copy calls them internally)"))
	}

	const imp = "import machinery"
	for _, n := range []string{"__loader__", "__spec__", "__file__", "__path__", "__package__", "__cached__"} {
		add(n, refused(imp, "module loading internals (krait's modules have none)"))
	}

	add("__thisclass__", refused("other", "super() internals; the class is reachable by name"))
	add("__self_class__", refused("other", "super() internals; type(self) gives it"))
	add("__objclass__", refused("other", "the class a method descriptor belongs to; not needed"))
	add("__weakref__", refused("other", "krait has no weak references"))
	return t
}

// dataModelMethods are the special methods the interpreter's operators
// and builtins call; reading or calling them directly runs nothing else.
var dataModelMethods = func() []string {
	out := []string{
		"__init__", "__new__", "__init_subclass__", "__class_getitem__", "__post_init__",
		"__str__", "__repr__", "__format__", "__bytes__", "__hash__", "__bool__", "__sizeof__", "__dir__",
		"__eq__", "__ne__", "__lt__", "__le__", "__gt__", "__ge__",
		"__len__", "__length_hint__", "__iter__", "__next__", "__reversed__", "__contains__",
		"__getitem__", "__setitem__", "__delitem__", "__missing__",
		"__enter__", "__exit__", "__call__", "__getattr__",
		"__get__", "__set__", "__delete__", "__set_name__",
		"__instancecheck__", "__subclasscheck__",
		"__index__", "__int__", "__float__", "__complex__", "__round__", "__trunc__", "__floor__", "__ceil__",
		"__abs__", "__neg__", "__pos__", "__invert__", "__divmod__", "__rdivmod__",
		"__copy__", "__deepcopy__",
	}
	for _, op := range []string{"add", "sub", "mul", "matmul", "truediv", "floordiv", "mod", "pow", "lshift", "rshift", "and", "xor", "or"} {
		out = append(out, "__"+op+"__", "__r"+op+"__", "__i"+op+"__")
	}
	return out
}()
