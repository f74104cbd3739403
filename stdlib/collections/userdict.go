package collections

import (
	"github.com/kraitpy/krait/py"
)

// dataOf returns self.data.
func dataOf(t *py.Thread, self py.Value) (py.Value, error) {
	return py.GetAttr(t, self, "data")
}

// delegate makes a method calling the same-named method of self.data.
func delegate(name py.LibName) py.BuiltinFunc {
	return func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		data, err := dataOf(t, self)
		if err != nil {
			return nil, err
		}
		return py.CallMethod(t, data, name, args, kwargs)
	}
}

// newUserDict creates UserDict: a mapping class wrapping a dict in its
// data attribute, meant to be subclassed.
func (m *module) newUserDict(t *py.Thread) (*py.Type, error) {
	return newClass(t, classSpec{
		name: "UserDict",
		methods: []method{
			{"__init__", userDictInit},
			{"__len__", delegate("__len__")},
			{"__getitem__", userDictGetItem},
			{"__setitem__", delegate("__setitem__")},
			{"__delitem__", delegate("__delitem__")},
			{"__iter__", delegate("__iter__")},
			{"__contains__", delegate("__contains__")},
			{"__repr__", delegate("__repr__")},
			{"__eq__", userDictEq},
			{"keys", m.mappingView("keys")},
			{"values", m.mappingView("values")},
			{"items", m.mappingView("items")},
			{"get", userDictGet},
			{"pop", delegate("pop")},
			{"popitem", delegate("popitem")},
			{"setdefault", delegate("setdefault")},
			{"clear", delegate("clear")},
			{"update", userDictUpdate},
			{"copy", userDictCopy},
			{"__copy__", userDictCopy},
			{"__or__", userDictOr(false)},
			{"__ror__", userDictOr(true)},
		},
	})
}

func userDictInit(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	if len(args) > 1 {
		return nil, py.NewTypeError("UserDict.__init__() takes from 1 to 2 positional arguments but %d were given", len(args)+1)
	}
	if err := py.SetAttr(t, self, "data", py.NewDict()); err != nil {
		return nil, err
	}
	if len(args) == 1 && args[0] != py.None {
		if _, err := py.CallMethod(t, self, "update", args, nil); err != nil {
			return nil, err
		}
	}
	if len(kwargs) > 0 {
		if _, err := py.CallMethod(t, self, "update", nil, kwargs); err != nil {
			return nil, err
		}
	}
	return py.None, nil
}

// userDictGetItem is self.data[key], or __missing__ when the class has
// one.
func userDictGetItem(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	data, err := dataOf(t, self)
	if err != nil {
		return nil, err
	}
	in, err := py.Contains(t, data, args[0])
	if err != nil {
		return nil, err
	}
	if in {
		return py.GetItem(t, data, args[0])
	}
	if self.Type().Lookup("__missing__") != nil {
		return py.CallMethod(t, self, "__missing__", args[:1], nil)
	}
	return nil, py.NewKeyError(args[0])
}

func userDictGet(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	var key, def py.Value = nil, py.None
	if err := py.UnpackArgs("get", args, kwargs, []string{"key", "default"}, 1, &key, &def); err != nil {
		return nil, err
	}
	// Python 3.11's UserDict inherits Mapping.get: self[key], so a
	// __missing__ answers too, and the default on KeyError.
	v, err := py.GetItem(t, self, key)
	if err != nil {
		if ex, ok := err.(*py.Exception); ok && ex.Matches(py.KeyErrorType) {
			return def, nil
		}
		return nil, err
	}
	return v, nil
}

// userDictUpdate stores each item through self[key] = value, as
// MutableMapping.update does.
func userDictUpdate(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	if len(args) > 1 {
		return nil, py.NewTypeError("update expected at most 1 argument, got %d", len(args))
	}
	tmp := py.NewDict()
	if len(args) == 1 {
		src := args[0]
		if !src.Type().IsBuiltin() && src.Type().Lookup("keys") != nil && dictOf(src) == nil {
			pairs, err := items(t, src)
			if err != nil {
				return nil, err
			}
			for _, kv := range pairs {
				if err := tmp.Set(t, kv[0], kv[1]); err != nil {
					return nil, err
				}
			}
		} else if err := py.DictUpdate(t, tmp, src); err != nil {
			return nil, err
		}
	}
	for _, kw := range kwargs {
		if err := tmp.Set(t, py.NewStr(kw.Name), kw.Value); err != nil {
			return nil, err
		}
	}
	for _, kv := range tmp.Items() {
		if err := py.SetItem(t, self, kv[0], kv[1]); err != nil {
			return nil, err
		}
	}
	return py.None, nil
}

func userDictEq(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	data, err := dataOf(t, self)
	if err != nil {
		return nil, err
	}
	other := args[0]
	if other.Type() == self.Type() || other.Type().IsSubtype(self.Type()) {
		if other, err = dataOf(t, other); err != nil {
			return nil, err
		}
	} else if dictOf(other) == nil {
		return py.NotImplemented, nil
	}
	return py.Compare(t, py.Eq, data, other)
}

func userDictCopy(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	data, err := dataOf(t, self)
	if err != nil {
		return nil, err
	}
	return py.Call(t, self.Type(), []py.Value{data}, nil)
}

func userDictOr(reflected bool) py.BuiltinFunc {
	return func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		data, err := dataOf(t, self)
		if err != nil {
			return nil, err
		}
		other := args[0]
		if other.Type().IsSubtype(self.Type()) {
			if other, err = dataOf(t, other); err != nil {
				return nil, err
			}
		} else if dictOf(other) == nil {
			return py.NotImplemented, nil
		}
		left, right := data, other
		if reflected {
			left, right = other, data
		}
		merged, err := py.Binary(t, py.Or, left, right)
		if err != nil {
			return nil, err
		}
		return py.Call(t, self.Type(), []py.Value{merged}, nil)
	}
}

// newUserList creates UserList: a sequence class wrapping a list in its
// data attribute, meant to be subclassed.
func (m *module) newUserList(t *py.Thread) (*py.Type, error) {
	methods := []method{
		{"__init__", userListInit},
		{"__getitem__", userListGetItem},
		{"__repr__", delegate("__repr__")},
		{"__add__", userListConcat(false)},
		{"__radd__", userListConcat(true)},
		{"__iadd__", userListInPlaceAdd},
		{"__mul__", userListRepeat},
		{"__rmul__", userListRepeat},
		{"__imul__", userListInPlaceMul},
		{"copy", userListCopy},
		{"__copy__", userListCopy},
	}
	for _, name := range []py.LibName{"__len__", "__setitem__", "__delitem__", "__iter__", "__contains__", "__reversed__",
		"append", "insert", "pop", "remove", "clear", "count", "index", "reverse", "sort", "extend"} {
		methods = append(methods, method{string(name), delegate(name)})
	}
	for name, op := range map[string]py.CompareOp{"__eq__": py.Eq, "__ne__": py.Ne, "__lt__": py.Lt, "__le__": py.Le, "__gt__": py.Gt, "__ge__": py.Ge} {
		methods = append(methods, method{name, userListCompare(op)})
	}
	return newClass(t, classSpec{name: "UserList", methods: methods})
}

func userListInit(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	if err := py.CheckPositional("UserList", args, kwargs, 0, 1); err != nil {
		return nil, err
	}
	items := []py.Value{}
	if len(args) == 1 && args[0] != py.None {
		src := args[0]
		if src.Type().IsSubtype(self.Type()) || src.Type().Lookup("data") != nil {
			if d, err := dataOf(t, src); err == nil {
				src = d
			}
		}
		vals, err := py.Items(t, src)
		if err != nil {
			return nil, err
		}
		if items, err = py.CopyValues(t, vals); err != nil {
			return nil, err
		}
	}
	l, err := py.NewListCharged(t, items)
	if err != nil {
		return nil, err
	}
	return py.None, py.SetAttr(t, self, "data", l)
}

// otherData returns other.data for UserLists, else other.
func otherData(t *py.Thread, other py.Value, cls *py.Type) (py.Value, error) {
	if other.Type().IsSubtype(cls) {
		return dataOf(t, other)
	}
	return other, nil
}

func userListGetItem(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	data, err := dataOf(t, self)
	if err != nil {
		return nil, err
	}
	v, err := py.GetItem(t, data, args[0])
	if err != nil {
		return nil, err
	}
	if _, isSlice := args[0].(*py.Slice); isSlice {
		return py.Call(t, self.Type(), []py.Value{v}, nil)
	}
	return v, nil
}

func userListCompare(op py.CompareOp) py.BuiltinFunc {
	return func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		data, err := dataOf(t, self)
		if err != nil {
			return nil, err
		}
		other, err := otherData(t, args[0], self.Type())
		if err != nil {
			return nil, err
		}
		return py.Compare(t, op, data, other)
	}
}

func userListConcat(reflected bool) py.BuiltinFunc {
	return func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		data, err := dataOf(t, self)
		if err != nil {
			return nil, err
		}
		other, err := otherData(t, args[0], self.Type())
		if err != nil {
			return nil, err
		}
		if _, isList := other.(*py.List); !isList {
			if other, err = py.Call(t, py.ListType, []py.Value{other}, nil); err != nil {
				return nil, err
			}
		}
		left, right := data, other
		if reflected {
			left, right = other, data
		}
		r, err := py.Binary(t, py.Add, left, right)
		if err != nil {
			return nil, err
		}
		return py.Call(t, self.Type(), []py.Value{r}, nil)
	}
}

func userListInPlaceAdd(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	other, err := otherData(t, args[0], self.Type())
	if err != nil {
		return nil, err
	}
	if _, err := delegate("extend")(t, self, []py.Value{other}, nil); err != nil {
		return nil, err
	}
	return self, nil
}

func userListRepeat(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	data, err := dataOf(t, self)
	if err != nil {
		return nil, err
	}
	r, err := py.Binary(t, py.Mul, data, args[0])
	if err != nil {
		return nil, err
	}
	return py.Call(t, self.Type(), []py.Value{r}, nil)
}

func userListInPlaceMul(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	data, err := dataOf(t, self)
	if err != nil {
		return nil, err
	}
	r, err := py.InPlace(t, py.Mul, data, args[0])
	if err != nil {
		return nil, err
	}
	if err := py.SetAttr(t, self, "data", r); err != nil {
		return nil, err
	}
	return self, nil
}

func userListCopy(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	data, err := dataOf(t, self)
	if err != nil {
		return nil, err
	}
	return py.Call(t, self.Type(), []py.Value{data}, nil)
}
