package builtins

import (
	"github.com/kraitpy/krait/internal/wtf8"

	"errors"

	"github.com/kraitpy/krait/policy"
	"github.com/kraitpy/krait/py"
)

func builtinRepr(t *py.Thread, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	v, err := exactlyOne("repr", args, kwargs)
	if err != nil {
		return nil, err
	}
	s, err := py.Repr(t, v)
	if err != nil {
		return nil, err
	}
	return py.NewStrCharged(t, s)
}

func builtinASCII(t *py.Thread, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	v, err := exactlyOne("ascii", args, kwargs)
	if err != nil {
		return nil, err
	}
	s, err := py.ASCII(t, v)
	if err != nil {
		return nil, err
	}
	return py.NewStrCharged(t, s)
}

func builtinFormat(t *py.Thread, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	if err := positional("format", args, kwargs, 1, 2); err != nil {
		return nil, err
	}
	spec := ""
	if len(args) == 2 {
		s, ok := args[1].(*py.Str)
		if !ok {
			return nil, py.NewTypeError("format() argument 2 must be str, not %s", typeName(args[1]))
		}
		spec = s.String()
	}
	s, err := py.Format(t, args[0], spec)
	if err != nil {
		return nil, err
	}
	return py.NewStr(s), nil
}

func builtinChr(t *py.Thread, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	v, err := exactlyOne("chr", args, kwargs)
	if err != nil {
		return nil, err
	}
	i, err := py.Index(t, v)
	if err != nil {
		return nil, chrIndexError(err)
	}
	if int64(int32(i)) != i {
		// chr takes a C int.
		return nil, py.NewOverflowError("Python int too large to convert to C int")
	}
	if i < 0 || i > 0x10ffff {
		return nil, py.NewValueError("chr() arg not in range(0x110000)")
	}
	return py.NewStrRune(rune(i)), nil
}

// chrIndexError is the error of chr() whose argument's index failed: an
// OverflowError says the value does not fit a C int (kept out of
// builtinChr, whose errors.As target would otherwise escape every call).
func chrIndexError(err error) error {
	var ex *py.Exception
	if errors.As(err, &ex) && ex.Matches(py.OverflowErrorType) {
		return py.NewOverflowError("Python int too large to convert to C int")
	}
	return err
}

// ordByte is ord() of a bytes or bytearray value.
func ordByte[S string | []byte](raw S) (py.Value, error) {
	if len(raw) != 1 {
		return nil, py.NewTypeError("ord() expected a character, but string of length %d found", len(raw))
	}
	return py.NewInt(int64(raw[0])), nil
}

func builtinOrd(t *py.Thread, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	v, err := exactlyOne("ord", args, kwargs)
	if err != nil {
		return nil, err
	}
	switch b := v.(type) {
	case *py.Bytes:
		return ordByte(b.String())
	case *py.ByteArray:
		return ordByte(b.Bytes()) // no copy of the whole bytearray
	}
	s, ok := v.(*py.Str)
	if !ok {
		return nil, py.NewTypeError("ord() expected string of length 1, but %s found", typeName(v))
	}
	if n := s.Len(); n != 1 {
		return nil, py.NewTypeError("ord() expected a character, but string of length %d found", n)
	}
	r, _ := wtf8.DecodeRune(s.String())
	return py.NewInt(int64(r)), nil
}

// classInfo checks the second argument of isinstance/issubclass.
func classMatch(t *py.Thread, name string, cls *py.Type, info py.Value) (bool, error) {
	switch info := info.(type) {
	case *py.Type:
		return py.IsSubclass(t, cls, info)
	case *py.Tuple:
		// Tuples nest: one level of the depth guard, with CPython's
		// message (" in __instancecheck__" / " in __subclasscheck__").
		what := " in __instancecheck__"
		if name == "issubclass" {
			what = " in __subclasscheck__"
		}
		if err := t.EnterData(what); err != nil {
			return false, err
		}
		defer t.LeaveData()
		for _, x := range info.Items() {
			ok, err := classMatch(t, name, cls, x)
			if err != nil || ok {
				return ok, err
			}
		}
		return false, nil
	case *py.Union:
		for _, x := range info.Args {
			if x == py.None {
				x = py.None.Type()
			}
			ok, err := classMatch(t, name, cls, x)
			if err != nil || ok {
				return ok, err
			}
		}
		return false, nil
	}
	if _, ok := info.(*py.GenericAlias); ok {
		return false, py.NewTypeError("%s() argument 2 cannot be a parameterized generic", name)
	}
	return false, py.NewTypeError("%s() arg 2 must be a type, a tuple of types, or a union", name)
}

func builtinIsinstance(t *py.Thread, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	if err := positional("isinstance", args, kwargs, 2, 2); err != nil {
		return nil, err
	}
	ok, err := classMatch(t, "isinstance", args[0].Type(), args[1])
	if err != nil {
		return nil, err
	}
	return py.NewBool(ok), nil
}

func builtinIssubclass(t *py.Thread, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	if err := positional("issubclass", args, kwargs, 2, 2); err != nil {
		return nil, err
	}
	cls, ok := args[0].(*py.Type)
	if !ok {
		return nil, py.NewTypeError("issubclass() arg 1 must be a class")
	}
	ok, err := classMatch(t, "issubclass", cls, args[1])
	if err != nil {
		return nil, err
	}
	return py.NewBool(ok), nil
}

func builtinCallable(t *py.Thread, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	v, err := exactlyOne("callable", args, kwargs)
	if err != nil {
		return nil, err
	}
	return py.NewBool(py.IsCallable(v)), nil
}

func builtinID(t *py.Thread, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	v, err := exactlyOne("id", args, kwargs)
	if err != nil {
		return nil, err
	}
	return py.NewInt(py.Id(v)), nil
}

func builtinHash(t *py.Thread, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	v, err := exactlyOne("hash", args, kwargs)
	if err != nil {
		return nil, err
	}
	h, err := py.Hash(t, v)
	if err != nil {
		return nil, err
	}
	return py.NewInt(h), nil
}

// attrName returns the name argument of getattr/setattr/hasattr/delattr.
// The name is data: the py.*ByName functions pass it through the
// attribute checkpoint.
func attrName(v py.Value) (string, error) {
	s, ok := v.(*py.Str)
	if !ok {
		return "", py.NewTypeError("attribute name must be string, not '%s'", typeName(v))
	}
	return s.String(), nil
}

func builtinGetattr(t *py.Thread, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	if err := positional("getattr", args, kwargs, 2, 3); err != nil {
		return nil, err
	}
	name, err := attrName(args[1])
	if err != nil {
		return nil, err
	}
	v, err := py.GetAttrByName(t, args[0], name)
	if err != nil && len(args) == 3 {
		if exc, ok := err.(*py.Exception); ok && exc.Matches(py.AttributeErrorType) {
			return args[2], nil
		}
	}
	return v, err
}

func builtinHasattr(t *py.Thread, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	if err := positional("hasattr", args, kwargs, 2, 2); err != nil {
		return nil, err
	}
	name, err := attrName(args[1])
	if err != nil {
		return nil, err
	}
	ok, err := py.HasAttrByName(t, args[0], name)
	if err != nil {
		return nil, err
	}
	return py.NewBool(ok), nil
}

func builtinDelattr(t *py.Thread, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	if err := positional("delattr", args, kwargs, 2, 2); err != nil {
		return nil, err
	}
	name, err := attrName(args[1])
	if err != nil {
		return nil, err
	}
	if err := py.DelAttrByName(t, args[0], name); err != nil {
		return nil, err
	}
	return py.None, nil
}

func builtinSetattr(t *py.Thread, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	if err := positional("setattr", args, kwargs, 3, 3); err != nil {
		return nil, err
	}
	name, err := attrName(args[1])
	if err != nil {
		return nil, err
	}
	if err := py.SetAttrByName(t, args[0], name, args[2]); err != nil {
		return nil, err
	}
	return py.None, nil
}

// builtinVars is vars(x): x.__dict__ through the attribute checkpoint, so
// it works exactly where x.__dict__ does (and the strict dunder rule
// refuses it with the dunder refusal). vars() without an argument is
// locals(), which the policy refuses.
func builtinVars(t *py.Thread, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	if err := positional("vars", args, kwargs, 0, 1); err != nil {
		return nil, err
	}
	if len(args) == 0 {
		return nil, &policy.BuiltinError{Name: "vars", Form: "vars() without an argument",
			Reason: "it returns locals(), a namespace as a dict (smolagents' DANGEROUS_FUNCTIONS); pass the object: vars(obj)"}
	}
	v, err := py.GetAttrByName(t, args[0], "__dict__")
	if exc, ok := err.(*py.Exception); ok && exc.Matches(py.AttributeErrorType) {
		return nil, py.NewTypeError("vars() argument must have __dict__ attribute")
	}
	return v, err
}

// builtinDir is dir(obj): the sorted attribute names py.Dir finds. dir()
// without an argument is compiled by the interpreter (it needs the
// caller's scope); called indirectly without one it returns [].
func builtinDir(t *py.Thread, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	if err := positional("dir", args, kwargs, 0, 1); err != nil {
		return nil, err
	}
	if len(args) == 0 {
		return py.NewList(nil), nil
	}
	if _, isType := args[0].(*py.Type); !isType {
		// type(obj).__dir__(obj), sorted, when a class overrides
		// object.__dir__ (modules and classes keep py.Dir's answer).
		if _, isMod := args[0].(*py.Module); !isMod {
			if f := args[0].Type().Lookup("__dir__"); f != nil && f != py.ObjectType.Dict.GetStr("__dir__") {
				r, err := py.CallMethod(t, args[0], "__dir__", nil, nil)
				if err != nil {
					return nil, err
				}
				l, err := py.Call(t, py.ListType, []py.Value{r}, nil)
				if err != nil {
					return nil, err
				}
				if err := py.SortList(t, l.(*py.List), nil, false); err != nil {
					return nil, err
				}
				return l, nil
			}
		}
	}
	names := py.Dir(t, args[0])
	if err := t.Charge(int64(len(names))); err != nil {
		return nil, err
	}
	items := make([]py.Value, len(names))
	for i, n := range names {
		items[i] = py.NewStr(n)
	}
	return py.NewList(items), nil
}
