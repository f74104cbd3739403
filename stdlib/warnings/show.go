package warnings

import (
	"strconv"
	"strings"

	"github.com/kraitpy/krait/py"
)

// show is CPython's _showwarnmsg: inside catch_warnings(record=True) the
// WarningMessage is appended to the log; otherwise a showwarning the
// program assigned is called, or the warning is formatted (by a
// formatwarning the program assigned, or as CPython does) and written to
// the program's stderr.
func (m *module) show(t *py.Thread, message py.Value, cat *py.Type, where py.CallerFrame, source py.Value) error {
	if sw := m.mod.Dict.GetStr("showwarning"); sw != nil && sw != m.showOrig {
		if !py.IsCallable(sw) {
			return py.NewTypeError("warnings.showwarning() must be set to a function or method")
		}
		_, err := py.Call(t, sw, []py.Value{message, cat, py.NewStr(where.Filename), py.NewInt(int64(where.Lineno)), py.None, py.None}, nil)
		return err
	}
	if m.record != nil {
		if err := t.Alloc(256); err != nil {
			return err
		}
		return m.record.Append(t, m.newMessage(message, cat, where, source))
	}
	var text string
	if fw := m.mod.Dict.GetStr("formatwarning"); fw != nil && fw != m.formatOrig {
		v, err := py.Call(t, fw, []py.Value{message, cat, py.NewStr(where.Filename), py.NewInt(int64(where.Lineno)), py.None}, nil)
		if err != nil {
			return err
		}
		s, ok := v.(*py.Str)
		if !ok {
			return py.NewTypeError("write() argument must be str, not %s", v.Type().Name)
		}
		text = s.String()
	} else {
		msg, err := py.ToStr(t, message)
		if err != nil {
			return err
		}
		text = format(where.Filename, itoa(where.Lineno), cat.Name, msg, where.Line)
		if source != py.None {
			// krait has no tracemalloc: CPython says so the same way
			// when it is not tracing.
			text += cat.Name + ": Enable tracemalloc to get the object allocation traceback\n"
		}
	}
	return t.WriteErr(text)
}

// newMessage makes the WarningMessage a recording catch_warnings logs.
func (m *module) newMessage(message py.Value, cat *py.Type, where py.CallerFrame, source py.Value) *py.Instance {
	in := &py.Instance{Class: m.msgClass, Dict: py.NewDict()}
	in.Dict.SetStr("message", message)
	in.Dict.SetStr("category", cat)
	in.Dict.SetStr("filename", py.NewStr(where.Filename))
	in.Dict.SetStr("lineno", py.NewInt(int64(where.Lineno)))
	in.Dict.SetStr("file", py.None)
	in.Dict.SetStr("line", py.None)
	in.Dict.SetStr("source", source)
	in.Dict.SetStr("_category_name", py.NewStr(cat.Name))
	return in
}

// format is CPython's _formatwarnmsg_impl without tracemalloc:
// "file:line: Category: message" and, when there is one, the source
// line stripped, indented by two spaces.
func format(filename, lineno, category, message, line string) string {
	out := filename + ":" + lineno + ": " + category + ": " + message + "\n"
	if l := strings.TrimSpace(line); l != "" {
		out += "  " + l + "\n"
	}
	return out
}

func itoa(n int) string { return strconv.Itoa(n) }

// showwarning is warnings.showwarning: the warning formatted and written
// to the program's stderr (file, when given, must have a write method).
func showwarning(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	var message, category, filename, lineno, file, line py.Value = nil, nil, nil, nil, py.None, py.None
	if err := py.UnpackArgs("showwarning", args, kwargs, []string{"message", "category", "filename", "lineno", "file", "line"}, 4, &message, &category, &filename, &lineno, &file, &line); err != nil {
		return nil, err
	}
	s, err := formatwarning(t, nil, []py.Value{message, category, filename, lineno, line}, nil)
	if err != nil {
		return nil, err
	}
	if file != py.None {
		w, err := py.GetAttr(t, file, "write")
		if err != nil {
			return nil, err
		}
		if _, err := py.Call(t, w, []py.Value{s}, nil); err != nil {
			return nil, err
		}
		return py.None, nil
	}
	return py.None, t.WriteErr(s.(*py.Str).String())
}

// formatwarning is warnings.formatwarning. A line of None is read from
// the file in CPython (linecache); krait reads no files, so it is left
// out.
func formatwarning(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	var message, category, filename, lineno, line py.Value = nil, nil, nil, nil, py.None
	if err := py.UnpackArgs("formatwarning", args, kwargs, []string{"message", "category", "filename", "lineno", "line"}, 4, &message, &category, &filename, &lineno, &line); err != nil {
		return nil, err
	}
	msg, err := py.ToStr(t, message)
	if err != nil {
		return nil, err
	}
	fn, err := py.ToStr(t, filename)
	if err != nil {
		return nil, err
	}
	ln, err := py.ToStr(t, lineno)
	if err != nil {
		return nil, err
	}
	c, ok := category.(*py.Type)
	if !ok {
		return nil, py.NewAttributeError("'%s' object has no attribute '__name__'", category.Type().Name)
	}
	l := ""
	if s, ok := line.(*py.Str); ok {
		l = s.String()
	}
	return py.NewStr(format(fn, ln, c.Name, msg, l)), nil
}
