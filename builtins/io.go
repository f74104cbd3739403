package builtins

import (
	"strings"

	"github.com/kraitpy/krait/py"
)

// builtinPrint is print(*objects, sep=' ', end='\n', file=None,
// flush=False). file may be None (the standard output) or any object
// with a write method (a user class: krait has no open()).
func builtinPrint(t *py.Thread, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	kw, err := keywords("print", kwargs, "sep", "end", "file", "flush")
	if err != nil {
		return nil, err
	}
	sep, end := " ", "\n"
	if v, ok := kw["sep"]; ok && v != py.None {
		s, ok := v.(*py.Str)
		if !ok {
			return nil, py.NewTypeError("sep must be None or a string, not %s", typeName(v))
		}
		sep = s.String()
	}
	if v, ok := kw["end"]; ok && v != py.None {
		s, ok := v.(*py.Str)
		if !ok {
			return nil, py.NewTypeError("end must be None or a string, not %s", typeName(v))
		}
		end = s.String()
	}
	if v, ok := kw["file"]; ok && v != py.None {
		return printTo(t, v, args, sep, end, kw["flush"])
	}
	var b strings.Builder
	for i, a := range args {
		if i > 0 {
			b.WriteString(sep)
		}
		s, err := py.ToStr(t, a)
		if err == nil {
			err = py.OutputError(s)
		}
		if err != nil {
			// CPython writes piece by piece: what came before stays
			// printed, up to the separator.
			if werr := t.Write(b.String()); werr != nil {
				return nil, werr
			}
			return nil, err
		}
		b.WriteString(s)
	}
	if err := py.OutputError(sep + end); err != nil {
		if werr := t.Write(b.String()); werr != nil {
			return nil, werr
		}
		return nil, err
	}
	b.WriteString(end)
	if err := t.Write(b.String()); err != nil {
		return nil, err
	}
	return py.None, nil
}

// printTo is print with a file argument: like CPython, it calls
// file.write with each piece (the str of every object, the separators
// and the end), then file.flush() when flush is true.
func printTo(t *py.Thread, file py.Value, args []py.Value, sep, end string, flush py.Value) (py.Value, error) {
	write, err := py.GetAttr(t, file, "write")
	if err != nil {
		return nil, err
	}
	put := func(s *py.Str) error {
		_, err := py.Call(t, write, []py.Value{s}, nil)
		return err
	}
	sepStr := py.NewStr(sep)
	for i, a := range args {
		if i > 0 {
			if err := put(sepStr); err != nil {
				return nil, err
			}
		}
		s, err := py.StrValue(t, a)
		if err != nil {
			return nil, err
		}
		if err := put(s); err != nil {
			return nil, err
		}
	}
	if err := put(py.NewStr(end)); err != nil {
		return nil, err
	}
	if flush != nil {
		doFlush, err := py.Truth(t, flush)
		if err != nil {
			return nil, err
		}
		if doFlush {
			if _, err := py.CallMethod(t, file, "flush", nil, nil); err != nil {
				return nil, err
			}
		}
	}
	return py.None, nil
}
