// Package traceback implements a text-only traceback module for krait:
// print_exc, format_exc, print_exception, format_exception,
// format_exception_only, format_tb, print_tb, extract_tb, format_list,
// print_list, FrameSummary, StackSummary and TracebackException print
// and return exactly what CPython 3.11's traceback module does. A
// FrameSummary carries a file name, a line number, a function name and
// the source line, never a frame: walk_tb, walk_stack, the current
// stack (print_stack, extract_stack) and captured locals are absent,
// so nothing here reaches a frame, its locals or its globals
// (docs/security.md). What print_* writes goes to the program's standard
// error stream (py.Thread.WriteErr) unless a file is given.
package traceback

import (
	"github.com/kraitpy/krait/interp"
	"github.com/kraitpy/krait/py"
	"github.com/kraitpy/krait/stdlib/internal/goclass"
)

// module is one interpreter's traceback module.
type module struct {
	frameSummary *py.Type
	stackSummary *py.Type
	tbException  *py.Type
}

// sentinel marks an argument not given (CPython's _sentinel).
type sentinel struct{}

func (sentinel) Type() *py.Type { return py.ObjectType }

var notGiven py.Value = sentinel{}

// Load creates the traceback module for one interpreter.
func Load(t *py.Thread) (py.Value, error) {
	m := &module{}
	var err error
	if m.frameSummary, err = goclass.New(t, goclass.Spec{
		Module: "traceback",
		Name:   "FrameSummary",
		Methods: []goclass.Method{
			{Name: "__init__", Fn: m.frameInit},
			{Name: "__eq__", Fn: m.frameEq},
			{Name: "__getitem__", Fn: frameGetItem},
			{Name: "__iter__", Fn: frameIter},
			{Name: "__repr__", Fn: frameRepr},
			{Name: "__len__", Fn: func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
				return py.NewInt(4), py.CheckNoArgs("__len__", args, kwargs)
			}},
		},
		Attrs: map[string]py.Value{
			"line": &py.Property{Name: "line", Get: py.NewBuiltin("line", func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
				if len(args) != 1 {
					return nil, py.NewTypeError("line needs a FrameSummary")
				}
				return frameLine(t, args[0])
			})},
		},
	}); err != nil {
		return nil, err
	}
	if m.stackSummary, err = goclass.New(t, goclass.Spec{
		Module:       "traceback",
		Name:         "StackSummary",
		Bases:        []*py.Type{py.ListType},
		Methods:      []goclass.Method{{Name: "format", Fn: m.stackFormat}, {Name: "format_frame_summary", Fn: m.stackFormatFrame}},
		ClassMethods: []goclass.Method{{Name: "from_list", Fn: m.stackFromList}},
	}); err != nil {
		return nil, err
	}
	if m.tbException, err = goclass.New(t, goclass.Spec{
		Module: "traceback",
		Name:   "TracebackException",
		Methods: []goclass.Method{
			{Name: "__init__", Fn: m.teInit},
			{Name: "__str__", Fn: teStr},
			{Name: "format", Fn: m.teFormat},
			{Name: "format_exception_only", Fn: m.teFormatOnly},
			{Name: "print", Fn: m.tePrint},
		},
		ClassMethods: []goclass.Method{{Name: "from_exception", Fn: m.teFromException}},
	}); err != nil {
		return nil, err
	}
	mod := py.NewModule("traceback")
	d := mod.Dict
	d.SetStr("FrameSummary", m.frameSummary)
	d.SetStr("StackSummary", m.stackSummary)
	d.SetStr("TracebackException", m.tbException)
	for _, f := range []struct {
		name string
		fn   func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error)
	}{
		{"print_exc", m.printExc},
		{"format_exc", m.formatExc},
		{"print_exception", m.printException},
		{"format_exception", m.formatException},
		{"format_exception_only", m.formatExceptionOnly},
		{"extract_tb", m.extractTB},
		{"format_tb", m.formatTB},
		{"print_tb", m.printTB},
		{"format_list", m.formatList},
		{"print_list", m.printList},
	} {
		d.SetStr(f.name, py.NewBuiltin(f.name, f.fn))
	}
	return mod, nil
}

// output writes chunks to file (None is the program's stderr) as
// print(chunk, file=file, end="") does.
func output(t *py.Thread, file py.Value, chunks []string) error {
	if file == py.None {
		for _, c := range chunks {
			if err := t.WriteErr(c); err != nil {
				return err
			}
		}
		return nil
	}
	write, err := py.GetAttr(t, file, "write")
	if err != nil {
		return err
	}
	empty := py.NewStr("")
	for _, c := range chunks {
		if _, err := py.Call(t, write, []py.Value{py.NewStr(c)}, nil); err != nil {
			return err
		}
		if _, err := py.Call(t, write, []py.Value{empty}, nil); err != nil {
			return err
		}
	}
	return nil
}

// strList returns chunks as a Python list of str.
func strList(t *py.Thread, chunks []string) (py.Value, error) {
	items := make([]py.Value, len(chunks)) //krait:alloc-ok one per chunk, each already charged as text
	for i, c := range chunks {
		items[i] = py.NewStr(c)
	}
	return py.NewListCharged(t, items)
}

// joined is "".join(chunks) as a str.
func joined(t *py.Thread, chunks []string) (py.Value, error) {
	n := 0
	for _, c := range chunks {
		n += len(c)
	}
	if err := t.ChargeChars(n); err != nil {
		return nil, err
	}
	if err := t.CheckAlloc(int64(n)); err != nil {
		return nil, err
	}
	b := make([]byte, 0, n)
	for _, c := range chunks {
		b = append(b, c...)
	}
	return py.NewStr(string(b)), nil
}

// parseLimit reads limit= (None or an int).
func parseLimit(t *py.Thread, v py.Value, o *options) error {
	if v == nil || v == py.None {
		return nil
	}
	n, err := indexInt(t, v)
	if err != nil {
		return err
	}
	o.limit, o.hasLimit = n, true
	return nil
}

// indexInt is operator.index(v) as an int.
func indexInt(t *py.Thread, v py.Value) (int, error) {
	n, err := py.Index(t, v)
	if err != nil {
		return 0, err
	}
	if n > 1<<31 {
		n = 1 << 31
	} else if n < -(1 << 31) {
		n = -(1 << 31)
	}
	return int(n), nil
}

// defaultOptions are TracebackException's defaults as print_exception
// and format_exception use them (compact=True).
func defaultOptions() options {
	return options{compact: true, maxWidth: 15, maxDepth: 10}
}

// parseValueTB is _parse_value_tb: the exception and traceback entries
// from print_exception's (exc, value, tb) arguments.
func parseValueTB(t *py.Thread, exc, value, tb py.Value) (*py.Type, *py.Exception, []frame, error) {
	if (value == notGiven) != (tb == notGiven) {
		return nil, nil, nil, py.NewValueError("Both or neither of value and tb must be given")
	}
	if value == notGiven {
		if exc == py.None {
			return nil, nil, nil, nil
		}
		e, ok := exc.(*py.Exception)
		if !ok {
			return nil, nil, nil, py.NewTypeError("Exception expected for value, %s found", exc.Type().Name)
		}
		return e.Type(), e, framesOf(interp.ExceptionFrames(e)), nil
	}
	fs, err := tbFrames(tb)
	if err != nil {
		return nil, nil, nil, err
	}
	if value == py.None {
		return py.NoneTypeType, nil, fs, nil
	}
	e, ok := value.(*py.Exception)
	if !ok {
		// TracebackException(type(value), value, ...) with a value that
		// is not an exception fails reading its attributes.
		return nil, nil, nil, py.NewAttributeError("'%s' object has no attribute '__suppress_context__'", value.Type().Name)
	}
	return e.Type(), e, fs, nil
}

// tbFrames reads a traceback argument: a traceback object or None.
func tbFrames(tb py.Value) ([]frame, error) {
	if tb == py.None {
		return nil, nil
	}
	entries, ok := interp.TracebackFrames(tb)
	if !ok {
		return nil, py.NewAttributeError("'%s' object has no attribute 'tb_frame'", tb.Type().Name)
	}
	return framesOf(entries), nil
}

// exceptionChunks formats an exception as format_exception does.
func exceptionChunks(t *py.Thread, typ *py.Type, value *py.Exception, fs []frame, o options, chain bool) ([]string, error) {
	te, err := newTexc(t, typ, value, fs, o, nil)
	if err != nil {
		return nil, err
	}
	return te.format(t, chain, nil)
}

// handled returns sys.exc_info()'s exception and traceback entries.
func handled(t *py.Thread) (*py.Type, *py.Exception, []frame) {
	if t.HandledException == nil {
		return nil, nil, nil
	}
	e := t.HandledException()
	if e == nil {
		return nil, nil, nil
	}
	return e.Type(), e, framesOf(interp.ExceptionFrames(e))
}

// printExc is print_exc(limit=None, file=None, chain=True).
func (m *module) printExc(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	var limit, file, chain py.Value = py.None, py.None, py.True
	if err := py.UnpackArgs("print_exc", args, kwargs, []string{"limit", "file", "chain"}, 0, &limit, &file, &chain); err != nil {
		return nil, err
	}
	chunks, err := m.excChunks(t, limit, chain)
	if err != nil {
		return nil, err
	}
	return py.None, output(t, file, chunks)
}

// formatExc is format_exc(limit=None, chain=True).
func (m *module) formatExc(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	var limit, chain py.Value = py.None, py.True
	if err := py.UnpackArgs("format_exc", args, kwargs, []string{"limit", "chain"}, 0, &limit, &chain); err != nil {
		return nil, err
	}
	chunks, err := m.excChunks(t, limit, chain)
	if err != nil {
		return nil, err
	}
	return joined(t, chunks)
}

// excChunks formats the exception being handled (format_exc).
func (m *module) excChunks(t *py.Thread, limit, chain py.Value) ([]string, error) {
	o := defaultOptions()
	if err := parseLimit(t, limit, &o); err != nil {
		return nil, err
	}
	ch, err := py.Truth(t, chain)
	if err != nil {
		return nil, err
	}
	typ, e, fs := handled(t)
	if e == nil {
		typ = py.NoneTypeType
	}
	return exceptionChunks(t, typ, e, fs, o, ch)
}

// exceptionArgs reads (exc, /, value, tb, limit, [file,] chain).
func exceptionArgs(t *py.Thread, name string, args []py.Value, kwargs []py.Kwarg, withFile bool) ([]string, py.Value, error) {
	exc, value, tb, limit, file, chain := py.Value(nil), notGiven, notGiven, py.Value(py.None), py.Value(py.None), py.Value(py.True)
	var err error
	if withFile {
		err = py.UnpackArgs(name, args, kwargs, []string{"exc/", "value", "tb", "limit", "file", "chain"}, 1, &exc, &value, &tb, &limit, &file, &chain)
	} else {
		err = py.UnpackArgs(name, args, kwargs, []string{"exc/", "value", "tb", "limit", "chain"}, 1, &exc, &value, &tb, &limit, &chain)
	}
	if err != nil {
		return nil, nil, err
	}
	o := defaultOptions()
	if err := parseLimit(t, limit, &o); err != nil {
		return nil, nil, err
	}
	ch, err := py.Truth(t, chain)
	if err != nil {
		return nil, nil, err
	}
	typ, e, fs, err := parseValueTB(t, exc, value, tb)
	if err != nil {
		return nil, nil, err
	}
	if typ == nil {
		typ = py.NoneTypeType
	}
	chunks, err := exceptionChunks(t, typ, e, fs, o, ch)
	return chunks, file, err
}

// printException is print_exception(exc, /, value, tb, limit=None,
// file=None, chain=True).
func (m *module) printException(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	chunks, file, err := exceptionArgs(t, "print_exception", args, kwargs, true)
	if err != nil {
		return nil, err
	}
	return py.None, output(t, file, chunks)
}

// formatException is format_exception(exc, /, value, tb, limit=None,
// chain=True).
func (m *module) formatException(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	chunks, _, err := exceptionArgs(t, "format_exception", args, kwargs, false)
	if err != nil {
		return nil, err
	}
	return strList(t, chunks)
}

// formatExceptionOnly is format_exception_only(exc, /, value).
func (m *module) formatExceptionOnly(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	exc, value := py.Value(nil), notGiven
	if err := py.UnpackArgs("format_exception_only", args, kwargs, []string{"exc/", "value"}, 1, &exc, &value); err != nil {
		return nil, err
	}
	if value == notGiven {
		value = exc
	}
	var typ *py.Type = py.NoneTypeType
	e, _ := value.(*py.Exception)
	if e != nil {
		typ = e.Type()
	} else if value != py.None {
		return nil, py.NewAttributeError("'%s' object has no attribute '__suppress_context__'", value.Type().Name)
	}
	te, err := newTexc(t, typ, e, nil, defaultOptions(), nil)
	if err != nil {
		return nil, err
	}
	lines, err := te.formatOnly(t)
	if err != nil {
		return nil, err
	}
	return strList(t, lines)
}
