package builtins

import (
	"strings"

	"github.com/kraitpy/krait/py"
)

// builtinPrint is print(*objects, sep=' ', end='\n', file=None,
// flush=False). Only the standard output is writable: file may be None.
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
		return nil, py.NewTypeError("print() can only write to the standard output in krait (file must be None)")
	}
	var b strings.Builder
	for i, a := range args {
		if i > 0 {
			b.WriteString(sep)
		}
		s, err := py.ToStr(t, a)
		if err != nil {
			return nil, err
		}
		b.WriteString(s)
	}
	b.WriteString(end)
	if err := t.Write(b.String()); err != nil {
		return nil, err
	}
	return py.None, nil
}
