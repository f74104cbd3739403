// Package collections implements Python's collections module for krait:
// Counter, defaultdict, OrderedDict, deque, namedtuple, ChainMap,
// UserDict, UserList and UserString.
//
// Each class is a class whose methods are Go functions, frozen (immutable,
// as CPython's C types; the pure-Python ones of CPython, such as Counter,
// are frozen too) and built once per process for every interpreter: user
// code subclasses them, and each interpreter has its own module objects. Counter, defaultdict and OrderedDict derive from dict and
// keep their items in the dict part; namedtuple classes derive from
// tuple; deque keeps its ring buffer as the instance's built-in part.
package collections

import (
	"github.com/kraitpy/krait/py"
	"github.com/kraitpy/krait/stdlib/internal/goclass"
	"github.com/kraitpy/krait/stdlib/internal/sharedmod"
)

// module holds the classes of the shared collections module, so that
// methods can recognise instances (isinstance(other, Counter)).
type module struct {
	counter     *py.Type
	defaultdict *py.Type
	ordered     *py.Type
	deque       *py.Type
	chainMap    *py.Type
	userDict    *py.Type
	userList    *py.Type
	userString  *py.Type
	odictKeys   *py.Type
	odictValues *py.Type
	odictItems  *py.Type
	keysView    *py.Type
	valuesView  *py.Type
	itemsView   *py.Type
}

// method is a Go method of a class made by newClass.
type method struct {
	name string
	fn   py.BuiltinFunc
}

// goMethods converts methods for goclass. Dunder methods of a fixed
// arity check it, since code may call them directly with any arguments.
func goMethods(ms []method) []goclass.Method {
	out := make([]goclass.Method, len(ms))
	for i, m := range ms {
		fn := m.fn
		if n, ok := dunderArity[m.name]; ok {
			fn = argsMethod(m.name, n, fn)
		}
		out[i] = goclass.Method{Name: m.name, Fn: fn}
	}
	return out
}

// argsMethod checks that a dunder method called directly gets exactly n
// arguments (the operators always pass them).
func argsMethod(name string, n int, f py.BuiltinFunc) py.BuiltinFunc {
	return func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		if err := py.CheckPositional(name, args, kwargs, n, n); err != nil {
			return nil, err
		}
		return f(t, self, args, kwargs)
	}
}

// dunderArity is the number of arguments (after self) of the dunder
// methods that take a fixed number.
var dunderArity = map[string]int{
	"__getitem__": 1, "__delitem__": 1, "__contains__": 1, "__setitem__": 2, "__missing__": 1,
	"__eq__": 1, "__ne__": 1, "__lt__": 1, "__le__": 1, "__gt__": 1, "__ge__": 1,
	"__add__": 1, "__radd__": 1, "__iadd__": 1, "__sub__": 1, "__rsub__": 1, "__isub__": 1,
	"__mul__": 1, "__rmul__": 1, "__imul__": 1, "__mod__": 1, "__rmod__": 1,
	"__and__": 1, "__rand__": 1, "__iand__": 1, "__or__": 1, "__ror__": 1, "__ior__": 1,
	"__xor__": 1, "__rxor__": 1, "__ixor__": 1,
}

// classSpec describes a class made by newClass.
type classSpec struct {
	name    string
	tpName  string // the dotted name of a class CPython writes in C ("collections.deque"); "" for its Python classes
	bases   []*py.Type
	methods []method // instance methods: fn receives self
	classes []method // class methods: fn receives the class as self
	statics []method // static methods (and __new__): no receiver
	attrs   map[string]py.Value
}

// newClass creates a class of the collections module whose methods are
// Go functions; collections' classes are generic (Cls[T]).
func newClass(t *py.Thread, spec classSpec) (*py.Type, error) {
	cls, err := goclass.New(t, goclass.Spec{Module: "collections", Name: spec.name, TpName: spec.tpName, Bases: spec.bases,
		Methods: goMethods(spec.methods), ClassMethods: goMethods(spec.classes), Statics: goMethods(spec.statics), Attrs: spec.attrs})
	if err != nil {
		return nil, err
	}
	cls.Dict.SetStr("__class_getitem__", classGetItem(cls))
	return cls, nil
}

// Load returns the collections module for one interpreter: its own
// module object over the frozen classes every interpreter shares.
func Load(t *py.Thread) (py.Value, error) {
	m, err := shared.Load(t, "collections")
	if err != nil {
		return nil, err
	}
	return m, nil
}

// LoadABC returns the collections.abc module for one interpreter (the
// ABCs are shared; what register() adds is the interpreter's own).
func LoadABC(t *py.Thread) (*py.Module, error) { return shared.Load(t, "collections.abc") }

// shared is collections and collections.abc, built together once per
// process: collections' classes are registered with the ABCs.
var shared = sharedmod.NewSet(func(t *py.Thread) ([]*py.Module, error) {
	c, err := build(t)
	if err != nil {
		return nil, err
	}
	a, st, err := buildABC(t)
	if err != nil {
		return nil, err
	}
	if err := RegisterWithABC(t, c, a); err != nil {
		return nil, err
	}
	st.built = true
	return []*py.Module{c, a}, nil
})

// build makes the shared collections module.
func build(t *py.Thread) (*py.Module, error) {
	m := &module{}
	mod := py.NewModule("collections")
	var err error
	if m.counter, err = m.newCounter(t); err != nil {
		return nil, err
	}
	if m.defaultdict, err = m.newDefaultDict(t); err != nil {
		return nil, err
	}
	for _, v := range []struct {
		dst  **py.Type
		name string
	}{{&m.odictKeys, "odict_keys"}, {&m.odictValues, "odict_values"}, {&m.odictItems, "odict_items"}} {
		if *v.dst, err = newViewClass(t, v.name); err != nil {
			return nil, err
		}
	}
	for _, v := range []struct {
		dst        **py.Type
		name, kind string
	}{{&m.keysView, "KeysView", "keys"}, {&m.valuesView, "ValuesView", "values"}, {&m.itemsView, "ItemsView", "items"}} {
		if *v.dst, err = newMappingViewClass(t, v.name, v.kind); err != nil {
			return nil, err
		}
	}
	if m.ordered, err = m.newOrderedDict(t); err != nil {
		return nil, err
	}
	if m.deque, err = m.newDeque(t); err != nil {
		return nil, err
	}
	if m.chainMap, err = m.newChainMap(t); err != nil {
		return nil, err
	}
	if m.userDict, err = m.newUserDict(t); err != nil {
		return nil, err
	}
	if m.userList, err = m.newUserList(t); err != nil {
		return nil, err
	}
	if m.userString, err = m.newUserString(t); err != nil {
		return nil, err
	}
	mod.Dict.SetStr("UserString", m.userString)
	mod.Dict.SetStr("UserDict", m.userDict)
	mod.Dict.SetStr("UserList", m.userList)
	mod.Dict.SetStr("Counter", m.counter)
	mod.Dict.SetStr("defaultdict", m.defaultdict)
	mod.Dict.SetStr("OrderedDict", m.ordered)
	mod.Dict.SetStr("deque", m.deque)
	mod.Dict.SetStr("ChainMap", m.chainMap)
	mod.Dict.SetStr("namedtuple", py.NewBuiltin("namedtuple", m.namedtuple))
	return mod, nil
}

// classGetItem makes the __class_getitem__ of cls: Counter[str] and
// friends are generic aliases, as in CPython (annotations evaluate
// them). It is set on the class after creation, bound to it, because py
// binds an implicit classmethod __class_getitem__ to the metaclass;
// subclasses therefore alias the collections class itself.
func classGetItem(cls *py.Type) *py.Builtin {
	b := py.NewBuiltin("__class_getitem__", func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		if len(args) != 1 || len(kwargs) > 0 {
			return nil, py.NewTypeError("__class_getitem__() takes exactly one argument")
		}
		params := []py.Value{args[0]}
		if tu, ok := args[0].(*py.Tuple); ok {
			var err error
			if params, err = py.CopyValues(t, tu.Items()); err != nil {
				return nil, err
			}
		}
		return &py.GenericAlias{Origin: cls, Args: params}, nil
	})
	b.Refs = py.Holds{cls}
	return b
}

// dictOf returns the dict part of a dict or dict-subclass instance, or
// nil.
func dictOf(v py.Value) *py.Dict {
	switch x := v.(type) {
	case *py.Dict:
		return x
	case *py.Instance:
		if d, ok := x.Base.(*py.Dict); ok {
			return d
		}
	}
	return nil
}

// items returns a snapshot of the (key, value) pairs of a mapping: a dict
// (or subclass) directly, anything else through its items() method, as
// CPython's Counter and MutableMapping code does.
func items(t *py.Thread, m py.Value) ([][2]py.Value, error) {
	if d := dictOf(m); d != nil {
		if err := t.Charge(int64(d.Len())); err != nil {
			return nil, err
		}
		return d.Items(), nil
	}
	iv, err := py.CallMethod(t, m, "items", nil, nil)
	if err != nil {
		return nil, err
	}
	pairs, err := py.Items(t, iv)
	if err != nil {
		return nil, err
	}
	out := make([][2]py.Value, 0, len(pairs)) //krait:alloc-ok one pair per item of pairs, a slice that exists (2 slots per slot)
	for _, p := range pairs {
		kv, err := py.Items(t, p)
		if err != nil {
			return nil, err
		}
		if len(kv) != 2 {
			return nil, py.NewValueError("too many values to unpack (expected 2)")
		}
		out = append(out, [2]py.Value{kv[0], kv[1]}) //krait:alloc-ok one pair per item of pairs, a slice that exists (2 slots per slot)
	}
	return out, nil
}

// isMapping reports whether v is a mapping for the purposes of
// Counter.update and friends (CPython checks collections.abc.Mapping):
// dicts, their subclasses, and ChainMap.
func (m *module) isMapping(v py.Value) bool {
	if dictOf(v) != nil {
		return true
	}
	typ := v.Type()
	return m.chainMap != nil && typ.IsSubtype(m.chainMap) || m.userDict != nil && typ.IsSubtype(m.userDict)
}

// zero and one are the ints Counter arithmetic starts from.
var (
	zero = py.NewInt(0)
	one  = py.NewInt(1)
)
