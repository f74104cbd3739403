package re

import (
	"strings"

	"github.com/kraitpy/krait/py"
)

// allFlags is the union of the RegexFlag members (what ~flag keeps).
const allFlags = FlagTemplate | FlagIgnoreCase | FlagLocale | FlagMultiline | FlagDotAll | FlagUnicode | FlagVerbose | FlagDebug | FlagASCII

// newFlag makes a RegexFlag value.
func (m *module) newFlag(v int) py.Value {
	return &py.Instance{Class: m.flag, Base: py.NewInt(int64(v))}
}

// flagValue returns the int value of a RegexFlag (or int) self.
func flagValue(v py.Value) (int64, bool) {
	if in, ok := v.(*py.Instance); ok && in.Base != nil {
		v = in.Base
	}
	return py.AsInt64(v)
}

// newFlagClass creates re.RegexFlag, an int subclass whose members print
// as re.IGNORECASE|re.MULTILINE and combine with |, & and ^.
func (m *module) newFlagClass(t *py.Thread) (*py.Type, error) {
	repr := func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		v, _ := flagValue(self)
		return py.NewStr(RegexFlagRepr(int(v))), nil
	}
	binop := func(op py.BinaryOp) py.BuiltinFunc {
		return func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			if len(args) != 1 {
				return nil, py.NewTypeError("expected 1 argument, got %d", len(args))
			}
			a, _ := flagValue(self)
			b, ok := flagValue(args[0])
			if !ok {
				return py.NotImplemented, nil
			}
			var r int64
			switch op {
			case py.Or:
				r = a | b
			case py.And:
				r = a & b
			default:
				r = a ^ b
			}
			return m.newFlag(int(r)), nil
		}
	}
	methods := []method{
		{"__repr__", repr},
		{"__str__", repr},
		{"__format__", func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			if len(args) == 1 {
				if s, ok := args[0].(*py.Str); ok && s.String() != "" {
					v, _ := flagValue(self)
					out, err := py.Format(t, py.NewInt(v), s.String())
					if err != nil {
						return nil, err
					}
					return py.NewStr(out), nil
				}
			}
			return repr(t, self, nil, nil)
		}},
		{"__or__", binop(py.Or)},
		{"__ror__", binop(py.Or)},
		{"__and__", binop(py.And)},
		{"__rand__", binop(py.And)},
		{"__xor__", binop(py.Xor)},
		{"__rxor__", binop(py.Xor)},
		{"__invert__", func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			v, _ := flagValue(self)
			return m.newFlag(int(^v & allFlags)), nil
		}},
	}
	attrs := map[string]py.Value{
		"value": property("value", func(t *py.Thread, self py.Value) (py.Value, error) {
			v, _ := flagValue(self)
			return py.NewInt(v), nil
		}),
		"name": property("name", func(t *py.Thread, self py.Value) (py.Value, error) {
			v, _ := flagValue(self)
			if v == 0 {
				return py.NewStr("NOFLAG"), nil
			}
			return py.NewStr(strings.ReplaceAll(RegexFlagRepr(int(v)), "re.", "")), nil
		}),
	}
	return newClass(t, "RegexFlag", []*py.Type{py.IntType}, methods, attrs)
}

// newErrorClass creates re.error, raised for invalid patterns and
// templates, with msg, pattern, pos, lineno and colno attributes.
func (m *module) newErrorClass(t *py.Thread) (*py.Type, error) {
	return newClass(t, "error", []*py.Type{py.ExceptionType}, nil, nil)
}

// pyError converts an engine *Error to a Python exception.
func (m *module) pyError(t *py.Thread, e *Error) error {
	switch e.Type {
	case "OverflowError":
		return py.NewOverflowError("%s", e.Msg)
	case "ValueError":
		return py.NewValueError("%s", e.Msg)
	case "IndexError":
		return py.NewIndexError("%s", e.Msg)
	case "RecursionError":
		return py.NewException(py.RecursionErrorType, e.Msg)
	case "TypeError":
		return py.NewTypeError("%s", e.Msg)
	}
	v, err := py.Call(t, m.errorCls, []py.Value{py.NewStr(e.Error())}, nil)
	if err != nil {
		return err
	}
	set := func(name py.LibName, val py.Value) {
		if err == nil {
			err = py.SetAttr(t, v, name, val)
		}
	}
	set("msg", py.NewStr(e.Msg))
	if e.Pos >= 0 {
		set("pattern", py.NewStr(e.Pattern))
		set("pos", py.NewInt(int64(e.Pos)))
		line, col := e.LineCol()
		set("lineno", py.NewInt(int64(line)))
		set("colno", py.NewInt(int64(col)))
	} else {
		set("pattern", py.None)
		set("pos", py.None)
		set("lineno", py.None)
		set("colno", py.None)
	}
	if err != nil {
		return err
	}
	if exc, ok := v.(error); ok {
		return exc
	}
	return py.NewTypeError("re.error is not an exception")
}
