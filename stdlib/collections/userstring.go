package collections

import (
	"github.com/kraitpy/krait/py"
)

// wrappingStrMethods are the str methods whose UserString versions wrap
// their result in the UserString's class.
var wrappingStrMethods = []py.LibName{"capitalize", "casefold", "center", "expandtabs", "ljust", "lower", "lstrip",
	"removeprefix", "removesuffix", "replace", "rjust", "rstrip", "strip", "swapcase", "title", "translate",
	"upper", "zfill", "__add__", "__mul__", "__rmul__", "__mod__", "__getitem__"}

// plainStrMethods are the str methods UserString passes through.
var plainStrMethods = []py.LibName{"count", "encode", "endswith", "find", "format", "format_map", "index", "isalpha",
	"isalnum", "isascii", "isdecimal", "isdigit", "isidentifier", "islower", "isnumeric", "isprintable",
	"isspace", "istitle", "isupper", "join", "partition", "rfind", "rindex", "rpartition", "rsplit", "split",
	"splitlines", "startswith", "__len__", "__hash__", "__repr__"}

// unwrapUser returns other.data for UserStrings, else other.
func unwrapUser(t *py.Thread, other py.Value, cls *py.Type) (py.Value, error) {
	if other.Type().IsSubtype(cls) {
		return dataOf(t, other)
	}
	return other, nil
}

// newUserString creates UserString: a str wrapper in a data attribute,
// meant to be subclassed.
func (m *module) newUserString(t *py.Thread) (*py.Type, error) {
	var methods []method
	for _, name := range wrappingStrMethods {
		name := name
		methods = append(methods, method{string(name), func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			data, err := dataOf(t, self)
			if err != nil {
				return nil, err
			}
			if name == "__add__" && len(args) == 1 {
				if args[0], err = unwrapUser(t, args[0], m.userString); err != nil {
					return nil, err
				}
				if _, ok := args[0].(*py.Str); !ok {
					if args[0], err = py.StrValue(t, args[0]); err != nil {
						return nil, err
					}
				}
			}
			r, err := strOperation(t, data, name, args, kwargs)
			if err != nil || r == py.NotImplemented {
				return r, err
			}
			return py.Call(t, self.Type(), []py.Value{r}, nil)
		}})
	}
	for _, name := range plainStrMethods {
		name := name
		methods = append(methods, method{string(name), func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			data, err := dataOf(t, self)
			if err != nil {
				return nil, err
			}
			return strOperation(t, data, name, args, kwargs)
		}})
	}
	methods = append(methods,
		method{"__init__", func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			var seq py.Value
			if err := py.UnpackArgs("UserString", args, kwargs, []string{"seq"}, 1, &seq); err != nil {
				return nil, err
			}
			if seq.Type().IsSubtype(m.userString) {
				d, err := dataOf(t, seq)
				if err != nil {
					return nil, err
				}
				return py.None, py.SetAttr(t, self, "data", d)
			}
			s, err := py.StrValue(t, seq)
			if err != nil {
				return nil, err
			}
			return py.None, py.SetAttr(t, self, "data", s)
		}},
		method{"__str__", func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			return dataOf(t, self)
		}},
		method{"__contains__", func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			data, err := dataOf(t, self)
			if err != nil {
				return nil, err
			}
			c, err := unwrapUser(t, args[0], m.userString)
			if err != nil {
				return nil, err
			}
			ok, err := py.Contains(t, data, c)
			return py.NewBool(ok), err
		}},
		method{"__radd__", func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			data, err := dataOf(t, self)
			if err != nil {
				return nil, err
			}
			left, err := py.StrValue(t, args[0])
			if err != nil {
				return nil, err
			}
			r, err := py.Binary(t, py.Add, left, data)
			if err != nil {
				return nil, err
			}
			return py.Call(t, self.Type(), []py.Value{r}, nil)
		}},
	)
	for name, op := range map[string]py.CompareOp{"__eq__": py.Eq, "__ne__": py.Ne, "__lt__": py.Lt, "__le__": py.Le, "__gt__": py.Gt, "__ge__": py.Ge} {
		op := op
		methods = append(methods, method{string(name), func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			data, err := dataOf(t, self)
			if err != nil {
				return nil, err
			}
			other, err := unwrapUser(t, args[0], m.userString)
			if err != nil {
				return nil, err
			}
			return py.Compare(t, op, data, other)
		}})
	}
	return newClass(t, classSpec{name: "UserString", methods: methods})
}

// strOperation applies a str method or operator to data.
func strOperation(t *py.Thread, data py.Value, name py.LibName, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	switch name {
	case "__add__":
		return py.Binary(t, py.Add, data, args[0])
	case "__mul__", "__rmul__":
		return py.Binary(t, py.Mul, data, args[0])
	case "__mod__":
		return py.Binary(t, py.Mod, data, args[0])
	case "__getitem__":
		return py.GetItem(t, data, args[0])
	case "__len__":
		n, err := py.Len(t, data)
		return py.NewInt(int64(n)), err
	case "__hash__":
		h, err := py.Hash(t, data)
		return py.NewInt(h), err
	case "__repr__":
		r, err := py.Repr(t, data)
		return py.NewStr(r), err
	}
	return py.CallMethod(t, data, name, args, kwargs)
}
