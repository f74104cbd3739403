package traceback

import (
	"unsafe"

	"github.com/kraitpy/krait/py"
)

// frameSummary attribute names, as CPython's __slots__.
const (
	attrFilename  py.LibName = "filename"
	attrLineno    py.LibName = "lineno"
	attrName      py.LibName = "name"
	attrLine      py.LibName = "_line"
	attrLocals    py.LibName = "locals"
	attrEndLineno py.LibName = "end_lineno"
	attrColno     py.LibName = "colno"
	attrEndColno  py.LibName = "end_colno"
)

// frameInit is FrameSummary.__init__(filename, lineno, name, *,
// lookup_line=True, locals=None, line=None, end_lineno=None, colno=None,
// end_colno=None).
func (m *module) frameInit(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	var filename, lineno, name py.Value
	var lookup, locals, line, endLineno, colno, endColno py.Value = py.True, py.None, py.None, py.None, py.None, py.None
	if err := py.UnpackArgs("FrameSummary", args, kwargs,
		[]string{"filename", "lineno", "name", "*lookup_line", "*locals", "*line", "*end_lineno", "*colno", "*end_colno"}, 3,
		&filename, &lineno, &name, &lookup, &locals, &line, &endLineno, &colno, &endColno); err != nil {
		return nil, err
	}
	in, ok := self.(*py.Instance)
	if !ok {
		return nil, py.NewTypeError("FrameSummary.__init__ needs an instance")
	}
	if locals != py.None {
		// {k: repr(v) for k, v in locals.items()} when locals is not empty.
		n, err := py.Len(t, locals)
		if err != nil {
			return nil, err
		}
		if n == 0 {
			locals = py.None
		} else {
			reprs := py.NewDict()
			items, err := py.CallMethod(t, locals, "items", nil, nil)
			if err != nil {
				return nil, err
			}
			pairs, err := py.Items(t, items)
			if err != nil {
				return nil, err
			}
			for _, p := range pairs {
				kv, err := py.Items(t, p)
				if err != nil {
					return nil, err
				}
				if len(kv) != 2 {
					return nil, py.NewValueError("too many values to unpack (expected 2)")
				}
				r, err := py.Repr(t, kv[1])
				if err != nil {
					return nil, err
				}
				if err := reprs.Set(t, kv[0], py.NewStr(r)); err != nil {
					return nil, err
				}
			}
			locals = reprs
		}
	}
	for _, a := range []struct {
		name py.LibName
		v    py.Value
	}{{attrFilename, filename}, {attrLineno, lineno}, {attrName, name}, {attrLine, line}, {attrLocals, locals},
		{attrEndLineno, endLineno}, {attrColno, colno}, {attrEndColno, endColno}} {
		if err := py.SetAttr(t, in, a.name, a.v); err != nil {
			return nil, err
		}
	}
	if lookup != py.False && lookup != py.None {
		if _, err := frameLine(t, in); err != nil {
			return nil, err
		}
	}
	return py.None, nil
}

// newFrameSummary makes the FrameSummary of a traceback entry.
func (m *module) newFrameSummary(t *py.Thread, f *frame) (py.Value, error) {
	obj, err := py.Call(t, m.frameSummary, []py.Value{py.NewStr(f.file), py.NewInt(int64(f.ln)), py.NewStr(f.name)},
		[]py.Kwarg{{Name: "lookup_line", Value: py.False}, {Name: "line", Value: py.NewStr(f.line)},
			{Name: "end_lineno", Value: optInt(f.endLn)}, {Name: "colno", Value: optInt(f.colno)}, {Name: "end_colno", Value: optInt(f.endColno)}})
	return obj, err
}

// optInt is n as an int, or None when negative.
func optInt(n int) py.Value {
	if n < 0 {
		return py.None
	}
	return py.NewInt(int64(n))
}

// frameLine is the FrameSummary.line property: the source line without
// surrounding whitespace. A line not given is ” (krait reads no files:
// linecache finds nothing), None when lineno is None.
func frameLine(t *py.Thread, self py.Value) (py.Value, error) {
	line, err := py.GetAttr(t, self, attrLine)
	if err != nil {
		return nil, err
	}
	if line == py.None {
		ln, err := py.GetAttr(t, self, attrLineno)
		if err != nil {
			return nil, err
		}
		if ln == py.None {
			return py.None, nil
		}
		line = py.NewStr("")
		if err := py.SetAttr(t, self, attrLine, line); err != nil {
			return nil, err
		}
	}
	return py.CallMethod(t, line, "strip", nil, nil)
}

// frameTuple is (filename, lineno, name, line).
func frameTuple(t *py.Thread, self py.Value) (*py.Tuple, error) {
	out := make([]py.Value, 0, 4)
	for _, n := range []py.LibName{attrFilename, attrLineno, attrName} {
		v, err := py.GetAttr(t, self, n)
		if err != nil {
			return nil, err
		}
		out = append(out, v)
	}
	line, err := frameLine(t, self)
	if err != nil {
		return nil, err
	}
	return py.NewTuple(append(out, line)), nil
}

// frameEq is FrameSummary.__eq__: another FrameSummary with the same
// filename, lineno, name and locals, or the tuple (filename, lineno,
// name, line).
func (m *module) frameEq(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	if len(args) != 1 || len(kwargs) != 0 {
		return nil, py.NewTypeError("expected 1 argument, got %d", len(args)+len(kwargs))
	}
	other := args[0]
	if other.Type().IsSubtype(m.frameSummary) {
		for _, n := range []py.LibName{attrFilename, attrLineno, attrName, attrLocals} {
			a, err := py.GetAttr(t, self, n)
			if err != nil {
				return nil, err
			}
			b, err := py.GetAttr(t, other, n)
			if err != nil {
				return nil, err
			}
			eq, err := py.Equal(t, a, b)
			if err != nil || !eq {
				return py.False, err
			}
		}
		return py.True, nil
	}
	if other.Type().IsSubtype(py.TupleType) {
		mine, err := frameTuple(t, self)
		if err != nil {
			return nil, err
		}
		eq, err := py.Equal(t, mine, other)
		if err != nil {
			return nil, err
		}
		return py.NewBool(eq), nil
	}
	return py.NotImplemented, nil
}

// frameGetItem is FrameSummary.__getitem__.
func frameGetItem(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	if len(args) != 1 || len(kwargs) != 0 {
		return nil, py.NewTypeError("expected 1 argument, got %d", len(args)+len(kwargs))
	}
	tup, err := frameTuple(t, self)
	if err != nil {
		return nil, err
	}
	return py.GetItem(t, tup, args[0])
}

// frameIter is FrameSummary.__iter__.
func frameIter(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	if err := py.CheckNoArgs("__iter__", args, kwargs); err != nil {
		return nil, err
	}
	tup, err := frameTuple(t, self)
	if err != nil {
		return nil, err
	}
	return py.IterObject(t, py.NewList(tup.Items()))
}

// frameRepr is FrameSummary.__repr__.
func frameRepr(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	if err := py.CheckNoArgs("__repr__", args, kwargs); err != nil {
		return nil, err
	}
	var parts [3]string
	for i, n := range []py.LibName{attrFilename, attrLineno, attrName} {
		v, err := py.GetAttr(t, self, n)
		if err != nil {
			return nil, err
		}
		if parts[i], err = py.ToStr(t, v); err != nil {
			return nil, err
		}
	}
	if err := t.ChargeChars(len(parts[0]) + len(parts[1]) + len(parts[2]) + 32); err != nil {
		return nil, err
	}
	return py.NewStr("<FrameSummary file " + parts[0] + ", line " + parts[1] + " in " + parts[2] + ">"), nil
}

// frameOf reads what formatting needs from a FrameSummary (or, as
// StackSummary.from_list accepts, a (filename, lineno, name, line)
// tuple).
func (m *module) frameOf(t *py.Thread, v py.Value) (frame, error) {
	f := frame{ln: -1, endLn: -1, colno: -1, endColno: -1}
	get := func(n py.LibName) (py.Value, error) { return py.GetAttr(t, v, n) }
	if !v.Type().IsSubtype(m.frameSummary) {
		items, err := py.Items(t, v)
		if err != nil {
			return f, err
		}
		if len(items) != 4 {
			if len(items) < 4 {
				return f, py.NewValueError("not enough values to unpack (expected 4, got %d)", len(items))
			}
			return f, py.NewValueError("too many values to unpack (expected 4)")
		}
		fs, err := py.Call(t, m.frameSummary, items[:3], []py.Kwarg{{Name: "line", Value: items[3]}})
		if err != nil {
			return f, err
		}
		v = fs
	}
	var err error
	texts := []*string{&f.file, &f.lineno, &f.name}
	for i, n := range []py.LibName{attrFilename, attrLineno, attrName} {
		x, err := get(n)
		if err != nil {
			return f, err
		}
		if *texts[i], err = py.ToStr(t, x); err != nil {
			return f, err
		}
		if n == attrLineno {
			f.ln = intOr(x)
		}
	}
	if _, err = frameLine(t, v); err != nil {
		return f, err
	}
	line, err := get(attrLine)
	if err != nil {
		return f, err
	}
	if s, ok := line.(*py.Str); ok {
		f.line, f.hasLine = s.String(), true
	} else if line != py.None {
		// CPython calls .strip() on it: only a str gets this far.
		return f, py.NewAttributeError("'%s' object has no attribute 'strip'", line.Type().Name)
	}
	for _, p := range []struct {
		n   py.LibName
		dst *int
	}{{attrEndLineno, &f.endLn}, {attrColno, &f.colno}, {attrEndColno, &f.endColno}} {
		x, err := get(p.n)
		if err != nil {
			return f, err
		}
		*p.dst = intOr(x)
	}
	loc, err := get(attrLocals)
	if err != nil {
		return f, err
	}
	if truthy(t, loc) {
		f.locals = loc
	}
	return f, nil
}

// intOr is v as an int, or -1 (None or not an int).
func intOr(v py.Value) int {
	if n, ok := py.AsInt64(v); ok && n >= 0 && n < 1<<31 {
		return int(n)
	}
	return -1
}

// framesFromList reads a list of FrameSummary objects or tuples.
func (m *module) framesFromList(t *py.Thread, list py.Value) ([]frame, error) {
	items, err := py.Items(t, list)
	if err != nil {
		return nil, err
	}
	if err := t.CheckAlloc(int64(len(items)) * int64(unsafe.Sizeof(frame{}))); err != nil {
		return nil, err
	}
	out := make([]frame, 0, len(items))
	for _, it := range items {
		f, err := m.frameOf(t, it)
		if err != nil {
			return nil, err
		}
		out = append(out, f)
	}
	return out, nil
}

// stackOf makes a StackSummary of frames.
func (m *module) stackOf(t *py.Thread, fs []frame) (py.Value, error) {
	items := make([]py.Value, 0, len(fs)) //krait:alloc-ok one per traceback entry
	for i := range fs {
		v, err := m.newFrameSummary(t, &fs[i])
		if err != nil {
			return nil, err
		}
		items = append(items, v)
	}
	l, err := py.NewListCharged(t, items)
	if err != nil {
		return nil, err
	}
	return py.Call(t, m.stackSummary, []py.Value{l}, nil)
}

// stackFormat is StackSummary.format().
func (m *module) stackFormat(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	if err := py.CheckNoArgs("format", args, kwargs); err != nil {
		return nil, err
	}
	fs, err := m.framesFromList(t, self)
	if err != nil {
		return nil, err
	}
	lines, err := formatStack(t, fs)
	if err != nil {
		return nil, err
	}
	return strList(t, lines)
}

// stackFormatFrame is StackSummary.format_frame_summary(frame_summary).
func (m *module) stackFormatFrame(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	var fsv py.Value
	if err := py.UnpackArgs("format_frame_summary", args, kwargs, []string{"frame_summary"}, 1, &fsv); err != nil {
		return nil, err
	}
	f, err := m.frameOf(t, fsv)
	if err != nil {
		return nil, err
	}
	s, err := formatFrame(t, &f)
	if err != nil {
		return nil, err
	}
	return py.NewStr(s), nil
}

// stackFromList is StackSummary.from_list(a_list).
func (m *module) stackFromList(t *py.Thread, cls py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	var list py.Value
	if err := py.UnpackArgs("from_list", args, kwargs, []string{"a_list"}, 1, &list); err != nil {
		return nil, err
	}
	items, err := py.Items(t, list)
	if err != nil {
		return nil, err
	}
	out := make([]py.Value, 0, len(items)) //krait:alloc-ok one per item of a list the program holds
	for _, it := range items {
		if !it.Type().IsSubtype(m.frameSummary) {
			f, err := m.frameOf(t, it)
			if err != nil {
				return nil, err
			}
			if it, err = py.Call(t, m.frameSummary, []py.Value{py.NewStr(f.file), py.NewInt(int64(f.ln)), py.NewStr(f.name)},
				[]py.Kwarg{{Name: "line", Value: py.NewStr(f.line)}}); err != nil {
				return nil, err
			}
		}
		out = append(out, it)
	}
	l, err := py.NewListCharged(t, out)
	if err != nil {
		return nil, err
	}
	// CPython's from_list always builds a StackSummary.
	return py.Call(t, m.stackSummary, []py.Value{l}, nil)
}

// extractTB is extract_tb(tb, limit=None).
func (m *module) extractTB(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	fs, err := tbArgs(t, "extract_tb", args, kwargs)
	if err != nil {
		return nil, err
	}
	return m.stackOf(t, fs)
}

// formatTB is format_tb(tb, limit=None).
func (m *module) formatTB(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	fs, err := tbArgs(t, "format_tb", args, kwargs)
	if err != nil {
		return nil, err
	}
	lines, err := formatStack(t, fs)
	if err != nil {
		return nil, err
	}
	return strList(t, lines)
}

// printTB is print_tb(tb, limit=None, file=None).
func (m *module) printTB(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	var tb, limit, file py.Value = nil, py.None, py.None
	if err := py.UnpackArgs("print_tb", args, kwargs, []string{"tb", "limit", "file"}, 1, &tb, &limit, &file); err != nil {
		return nil, err
	}
	fs, err := tbArgs(t, "print_tb", []py.Value{tb, limit}, nil)
	if err != nil {
		return nil, err
	}
	lines, err := formatStack(t, fs)
	if err != nil {
		return nil, err
	}
	return py.None, output(t, file, lines)
}

// tbArgs reads (tb, limit=None) into limited traceback entries.
func tbArgs(t *py.Thread, name string, args []py.Value, kwargs []py.Kwarg) ([]frame, error) {
	var tb, limit py.Value = nil, py.None
	if err := py.UnpackArgs(name, args, kwargs, []string{"tb", "limit"}, 1, &tb, &limit); err != nil {
		return nil, err
	}
	o := options{}
	if err := parseLimit(t, limit, &o); err != nil {
		return nil, err
	}
	fs, err := tbFrames(tb)
	if err != nil {
		return nil, err
	}
	return limitFrames(fs, o.limit, o.hasLimit), nil
}

// formatList is format_list(extracted_list).
func (m *module) formatList(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	var list py.Value
	if err := py.UnpackArgs("format_list", args, kwargs, []string{"extracted_list"}, 1, &list); err != nil {
		return nil, err
	}
	fs, err := m.framesFromList(t, list)
	if err != nil {
		return nil, err
	}
	lines, err := formatStack(t, fs)
	if err != nil {
		return nil, err
	}
	return strList(t, lines)
}

// printList is print_list(extracted_list, file=None).
func (m *module) printList(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	var list, file py.Value = nil, py.None
	if err := py.UnpackArgs("print_list", args, kwargs, []string{"extracted_list", "file"}, 1, &list, &file); err != nil {
		return nil, err
	}
	fs, err := m.framesFromList(t, list)
	if err != nil {
		return nil, err
	}
	lines, err := formatStack(t, fs)
	if err != nil {
		return nil, err
	}
	return py.None, output(t, file, lines)
}
