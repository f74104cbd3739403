package collections

import (
	"github.com/kraitpy/krait/py"
)

// newDefaultDict creates the defaultdict class: a dict whose missing keys
// are filled in by calling default_factory.
func (m *module) newDefaultDict(t *py.Thread) (*py.Type, error) {
	return newClass(t, classSpec{
		name:   "defaultdict",
		tpName: "collections.defaultdict",
		bases:  []*py.Type{py.DictType},
		methods: []method{
			{"__init__", defaultDictInit},
			{"__missing__", defaultDictMissing},
			{"__repr__", defaultDictRepr},
			{"copy", defaultDictCopy},
			{"__copy__", defaultDictCopy},
			{"__or__", m.defaultDictOr(false)},
			{"__ror__", m.defaultDictOr(true)},
		},
	})
}

// factoryOf returns d.default_factory.
func factoryOf(t *py.Thread, self py.Value) (py.Value, error) {
	return py.GetAttr(t, self, "default_factory")
}

// defaultDictInit is defaultdict(default_factory=None, /, *args, **kwargs):
// the other arguments are dict's.
func defaultDictInit(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	var factory py.Value = py.None
	if len(args) > 0 {
		factory = args[0]
		args = args[1:]
		if factory != py.None && !py.IsCallable(factory) {
			return nil, py.NewTypeError("first argument must be callable or None")
		}
	}
	in := self.(*py.Instance)
	if in.Dict == nil {
		in.Dict = py.NewDict()
	}
	in.Dict.SetStr("default_factory", factory)
	if len(args) > 1 {
		return nil, py.NewTypeError("dict expected at most 1 argument, got %d", len(args))
	}
	return py.None, updateDict(t, dictOf(self), args, kwargs)
}

// defaultDictMissing is __missing__: self[key] = default_factory().
func defaultDictMissing(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	if err := py.CheckPositional("__missing__", args, kwargs, 1, 1); err != nil {
		return nil, err
	}
	factory, err := factoryOf(t, self)
	if err != nil {
		return nil, err
	}
	if factory == py.None {
		return nil, py.NewKeyError(args[0])
	}
	v, err := py.Call(t, factory, nil, nil)
	if err != nil {
		return nil, err
	}
	if err := py.SetItem(t, self, args[0], v); err != nil {
		return nil, err
	}
	return v, nil
}

// defaultDictRepr is repr(d): defaultdict(<class 'list'>, {...}).
func defaultDictRepr(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	factory, err := factoryOf(t, self)
	if err != nil {
		return nil, err
	}
	var fr string
	if factory == self {
		fr = "..."
	} else if fr, err = py.Repr(t, factory); err != nil {
		return nil, err
	}
	dr, err := py.Repr(t, dictOf(self))
	if err != nil {
		return nil, err
	}
	return py.NewStr(self.Type().Name + "(" + fr + ", " + dr + ")"), nil
}

// defaultDictCopy is d.copy(): a defaultdict of the same class and
// factory.
func defaultDictCopy(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	if err := py.CheckNoArgs("copy", args, kwargs); err != nil {
		return nil, err
	}
	factory, err := factoryOf(t, self)
	if err != nil {
		return nil, err
	}
	return py.Call(t, self.Type(), []py.Value{factory, dictOf(self)}, nil)
}

// defaultDictOr is d | other (and other | d): a new defaultdict with the
// left operand's factory.
func (m *module) defaultDictOr(reflected bool) py.BuiltinFunc {
	return func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		return dictOr(t, self, args, kwargs, reflected, func(left py.Value) (py.Value, error) {
			factory, err := factoryOf(t, self)
			if err != nil {
				return nil, err
			}
			return py.Call(t, self.Type(), []py.Value{factory, dictOf(left)}, nil)
		})
	}
}
