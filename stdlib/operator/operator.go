// Package operator implements Python's operator module for krait: the
// operators as functions, and the itemgetter, attrgetter and
// methodcaller callables. attrgetter and methodcaller apply krait's
// dunder-attribute policy, so they cannot reach an attribute that direct
// access would refuse.
package operator

import (
	"github.com/kraitpy/krait/py"
)

// binaryFuncs maps function names to binary operators.
var binaryFuncs = []struct {
	name string
	op   py.BinaryOp
}{
	{"add", py.Add}, {"sub", py.Sub}, {"mul", py.Mul}, {"matmul", py.MatMul}, {"truediv", py.TrueDiv},
	{"floordiv", py.FloorDiv}, {"mod", py.Mod}, {"pow", py.Pow}, {"lshift", py.LShift},
	{"rshift", py.RShift}, {"and_", py.And}, {"or_", py.Or}, {"xor", py.Xor},
}

// inPlaceFuncs maps function names to in-place operators.
var inPlaceFuncs = []struct {
	name string
	op   py.BinaryOp
}{
	{"iadd", py.Add}, {"isub", py.Sub}, {"imul", py.Mul}, {"imatmul", py.MatMul}, {"itruediv", py.TrueDiv},
	{"ifloordiv", py.FloorDiv}, {"imod", py.Mod}, {"ipow", py.Pow}, {"ilshift", py.LShift},
	{"irshift", py.RShift}, {"iand", py.And}, {"ior", py.Or}, {"ixor", py.Xor},
}

// compareFuncs maps function names to comparisons.
var compareFuncs = []struct {
	name string
	op   py.CompareOp
}{
	{"lt", py.Lt}, {"le", py.Le}, {"eq", py.Eq}, {"ne", py.Ne}, {"ge", py.Ge}, {"gt", py.Gt},
}

// Load creates the operator module for one interpreter.
func Load(t *py.Thread) (py.Value, error) {
	mod := py.NewModule("operator")
	set := func(name string, fn py.BuiltinFunc) { mod.Dict.SetStr(name, py.NewBuiltin(name, fn)) }
	for _, f := range binaryFuncs {
		op, name := f.op, f.name
		set(name, func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			if err := py.CheckPositional(name, args, kwargs, 2, 2); err != nil {
				return nil, err
			}
			return py.Binary(t, op, args[0], args[1])
		})
	}
	for _, f := range inPlaceFuncs {
		op, name := f.op, f.name
		set(name, func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			if err := py.CheckPositional(name, args, kwargs, 2, 2); err != nil {
				return nil, err
			}
			return py.InPlace(t, op, args[0], args[1])
		})
	}
	for _, f := range compareFuncs {
		op, name := f.op, f.name
		set(name, func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			if err := py.CheckPositional(name, args, kwargs, 2, 2); err != nil {
				return nil, err
			}
			return py.Compare(t, op, args[0], args[1])
		})
	}
	unary := map[string]func(t *py.Thread, v py.Value) (py.Value, error){
		"neg":    func(t *py.Thread, v py.Value) (py.Value, error) { return py.Unary(t, py.USub, v) },
		"pos":    func(t *py.Thread, v py.Value) (py.Value, error) { return py.Unary(t, py.UAdd, v) },
		"inv":    func(t *py.Thread, v py.Value) (py.Value, error) { return py.Unary(t, py.Invert, v) },
		"invert": func(t *py.Thread, v py.Value) (py.Value, error) { return py.Unary(t, py.Invert, v) },
		"abs":    py.Abs,
		"not_": func(t *py.Thread, v py.Value) (py.Value, error) {
			b, err := py.Truth(t, v)
			return py.NewBool(!b), err
		},
		"truth": func(t *py.Thread, v py.Value) (py.Value, error) {
			b, err := py.Truth(t, v)
			return py.NewBool(b), err
		},
		"index": func(t *py.Thread, v py.Value) (py.Value, error) {
			if v.Type().IsSubtype(py.IntType) {
				if in, ok := v.(*py.Instance); ok {
					v = in.Base
				}
				// An exact int, as CPython's PyNumber_Index: True gives 1.
				return py.ToInt(t, v)
			}
			if v.Type().Lookup("__index__") != nil {
				return py.CallMethod(t, v, "__index__", nil, nil)
			}
			return nil, py.NewTypeError("'%s' object cannot be interpreted as an integer", py.TypeName(v))
		},
	}
	for name, f := range unary {
		f, name := f, name
		set(name, func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			if err := py.CheckExactlyOne(name, args, kwargs); err != nil {
				return nil, err
			}
			return f(t, args[0])
		})
	}
	set("is_", func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		if err := py.CheckPositional("is_", args, kwargs, 2, 2); err != nil {
			return nil, err
		}
		return py.NewBool(py.Is(args[0], args[1])), nil
	})
	set("is_not", func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		if err := py.CheckPositional("is_not", args, kwargs, 2, 2); err != nil {
			return nil, err
		}
		return py.NewBool(!py.Is(args[0], args[1])), nil
	})
	set("concat", concat(false))
	set("iconcat", concat(true))
	set("contains", func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		if err := py.CheckPositional("contains", args, kwargs, 2, 2); err != nil {
			return nil, err
		}
		ok, err := py.Contains(t, args[0], args[1])
		return py.NewBool(ok), err
	})
	set("countOf", func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		if err := py.CheckPositional("countOf", args, kwargs, 2, 2); err != nil {
			return nil, err
		}
		n, _, err := scan(t, args[0], args[1], false)
		return py.NewInt(n), err
	})
	set("indexOf", func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		if err := py.CheckPositional("indexOf", args, kwargs, 2, 2); err != nil {
			return nil, err
		}
		i, found, err := scan(t, args[0], args[1], true)
		if err != nil {
			return nil, err
		}
		if !found {
			return nil, py.NewValueError("sequence.index(x): x not in sequence")
		}
		return py.NewInt(i), nil
	})
	set("getitem", func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		if err := py.CheckPositional("getitem", args, kwargs, 2, 2); err != nil {
			return nil, err
		}
		return py.GetItem(t, args[0], args[1])
	})
	set("setitem", func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		if err := py.CheckPositional("setitem", args, kwargs, 3, 3); err != nil {
			return nil, err
		}
		return py.None, py.SetItem(t, args[0], args[1], args[2])
	})
	set("delitem", func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		if err := py.CheckPositional("delitem", args, kwargs, 2, 2); err != nil {
			return nil, err
		}
		return py.None, py.DelItem(t, args[0], args[1])
	})
	set("length_hint", lengthHint)
	set("call", func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		if len(args) == 0 {
			return nil, py.NewTypeError("call() missing 1 required positional argument: 'obj'")
		}
		return py.Call(t, args[0], args[1:], kwargs)
	})
	mod.Dict.SetStr("itemgetter", ItemGetterType)
	mod.Dict.SetStr("attrgetter", AttrGetterType)
	mod.Dict.SetStr("methodcaller", MethodCallerType)
	// Its functions close over operators and names only; the getters'
	// types are built once per process.
	py.MarkWalkable(mod)
	return mod, nil
}

// isSequence reports whether v supports sequence concatenation.
func isSequence(v py.Value) bool {
	switch v.(type) {
	case *py.Str, *py.List, *py.Tuple, *py.Bytes, *py.ByteArray:
		return true
	}
	// PySequence_Check: dicts (and their subclasses) are not sequences
	// even though they have __getitem__.
	return !v.Type().IsSubtype(py.DictType) && v.Type().Lookup("__getitem__") != nil
}

// concat is operator.concat / iconcat: + for sequences only.
func concat(inPlace bool) py.BuiltinFunc {
	name := "concat"
	if inPlace {
		name = "iconcat"
	}
	return func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		if err := py.CheckPositional(name, args, kwargs, 2, 2); err != nil {
			return nil, err
		}
		// PySequence_Concat: the built-in sequences concatenate (with
		// their own errors); other operands must both be sequences.
		switch args[0].(type) {
		case *py.Str, *py.List, *py.Tuple, *py.Bytes, *py.ByteArray:
		default:
			if !isSequence(args[0]) || !isSequence(args[1]) {
				return nil, py.NewTypeError("'%s' object can't be concatenated", args[0].Type().Name)
			}
		}
		if inPlace {
			return py.InPlace(t, py.Add, args[0], args[1])
		}
		return py.Binary(t, py.Add, args[0], args[1])
	}
}

// scan counts the items of seq equal to x, or (first) finds the first
// one's position.
func scan(t *py.Thread, seq, x py.Value, first bool) (int64, bool, error) {
	it, err := py.Iterate(t, seq)
	if err != nil {
		return 0, false, err
	}
	var i, n int64
	for ; ; i++ {
		v, err := it.Next(t)
		if err != nil {
			return 0, false, err
		}
		if v == nil {
			break
		}
		if err := t.Tick(); err != nil {
			return 0, false, err
		}
		eq := py.Is(v, x)
		if !eq {
			if eq, err = py.Equal(t, v, x); err != nil {
				return 0, false, err
			}
		}
		if eq {
			if first {
				return i, true, nil
			}
			n++
		}
	}
	return n, false, nil
}

// lengthHint is operator.length_hint(obj, default=0).
func lengthHint(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	if err := py.CheckPositional("length_hint", args, kwargs, 1, 2); err != nil {
		return nil, err
	}
	var def py.Value = py.NewInt(0)
	if len(args) == 2 {
		def = args[1]
		if !def.Type().IsSubtype(py.IntType) {
			return nil, py.NewTypeError("'%s' object cannot be interpreted as an integer", py.TypeName(def))
		}
	}
	n, err := py.Len(t, args[0])
	if err == nil {
		return py.NewInt(int64(n)), nil
	}
	if ex, ok := err.(*py.Exception); !ok || !ex.Matches(py.TypeErrorType) {
		return nil, err
	}
	if args[0].Type().Lookup("__length_hint__") == nil {
		return def, nil
	}
	r, err := py.CallMethod(t, args[0], "__length_hint__", nil, nil)
	if err != nil {
		return nil, err
	}
	if r == py.NotImplemented {
		return def, nil
	}
	if !r.Type().IsSubtype(py.IntType) {
		return nil, py.NewTypeError("__length_hint__ must be an integer, not %s", r.Type().Name)
	}
	if neg, err := py.CompareBool(t, py.Lt, r, py.NewInt(0)); err != nil || neg {
		if err == nil {
			err = py.NewValueError("__length_hint__() should return >= 0")
		}
		return nil, err
	}
	return r, nil
}
