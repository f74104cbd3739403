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
	// The strs are made first and the line in one buffer of its size:
	// a line grown piece by piece was allocated about twice over, and
	// a print flood's garbage drives the collector for every tenant of
	// a server.
	var small [4]string
	parts := small[:0]
	for _, a := range args {
		s, err := py.ToStr(t, a)
		if err == nil {
			err = py.OutputError(s)
		}
		if err != nil {
			// CPython writes piece by piece: what came before stays
			// printed, up to the separator.
			trailing := ""
			if len(parts) > 0 {
				trailing = sep
			}
			if werr := t.Write(printLine(parts, sep, trailing)); werr != nil {
				return nil, werr
			}
			return nil, err
		}
		parts = append(parts, s)
	}
	if err := py.OutputError(sep + end); err != nil {
		if werr := t.Write(printLine(parts, sep, "")); werr != nil {
			return nil, werr
		}
		return nil, err
	}
	if err := t.Write(printLine(parts, sep, end)); err != nil {
		return nil, err
	}
	return py.None, nil
}

// printExactMax is the longest line printLine sizes before it builds
// it; a longer one grows as it is written, as every line did before.
const printExactMax = 64 << 10

// printLine returns parts joined by sep, then end, built in one buffer
// of its size when it is at most printExactMax bytes.
func printLine(parts []string, sep, end string) string {
	if len(parts) == 0 {
		return end
	}
	n := len(end) + len(sep)*(len(parts)-1)
	for _, p := range parts {
		n += len(p)
	}
	var b strings.Builder
	if n <= printExactMax {
		b.Grow(n) //krait:alloc-ok at most printExactMax bytes, checked just above
	}
	for i, p := range parts {
		if i > 0 {
			b.WriteString(sep)
		}
		b.WriteString(p)
	}
	b.WriteString(end)
	return b.String()
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
