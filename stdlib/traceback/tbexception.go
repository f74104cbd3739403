package traceback

import (
	"github.com/kraitpy/krait/py"
)

// teState is the Go side of a TracebackException instance, kept as an
// opaque attribute.
type teState struct {
	te *texc
}

// Type returns object: the state is an opaque attribute.
func (s *teState) Type() *py.Type { return py.ObjectType }

// teOf returns the state of a TracebackException instance.
func teOf(self py.Value) (*texc, error) {
	if in, ok := self.(*py.Instance); ok {
		if s, ok := in.Dict.GetStr("_krait_te").(*teState); ok {
			return s.te, nil
		}
	}
	return nil, py.NewTypeError("descriptor requires a 'traceback.TracebackException' object")
}

// teInit is TracebackException.__init__(exc_type, exc_value,
// exc_traceback, *, limit=None, lookup_lines=True, capture_locals=False,
// compact=False, max_group_width=15, max_group_depth=10).
func (m *module) teInit(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	var typ, value, tb py.Value
	var limit, lookup, capture, compact, width, depth py.Value = py.None, py.True, py.False, py.False, py.NewInt(15), py.NewInt(10)
	if err := py.UnpackArgs("TracebackException", args, kwargs,
		[]string{"exc_type", "exc_value", "exc_traceback", "*limit", "*lookup_lines", "*capture_locals", "*compact", "*max_group_width", "*max_group_depth"}, 3,
		&typ, &value, &tb, &limit, &lookup, &capture, &compact, &width, &depth); err != nil {
		return nil, err
	}
	in, ok := self.(*py.Instance)
	if !ok {
		return nil, py.NewTypeError("TracebackException.__init__ needs an instance")
	}
	if truthy(t, capture) {
		// Locals come from frames, which krait's tracebacks do not have.
		return nil, py.NewValueError("capture_locals is not supported: krait's tracebacks carry no frames")
	}
	o := options{compact: truthy(t, compact)}
	if err := parseLimit(t, limit, &o); err != nil {
		return nil, err
	}
	var err error
	if o.maxWidth, err = indexInt(t, width); err != nil {
		return nil, err
	}
	if o.maxDepth, err = indexInt(t, depth); err != nil {
		return nil, err
	}
	fs, err := tbFrames(tb)
	if err != nil {
		return nil, err
	}
	var exc *py.Exception
	cls, _ := typ.(*py.Type)
	if value != py.None {
		e, ok := value.(*py.Exception)
		if !ok {
			return nil, py.NewAttributeError("'%s' object has no attribute '__suppress_context__'", value.Type().Name)
		}
		exc = e
	}
	if cls == nil && typ != py.None {
		return nil, py.NewTypeError("issubclass() arg 1 must be a class")
	}
	te, err := newTexc(t, cls, exc, fs, o, nil)
	if err != nil {
		return nil, err
	}
	if err := m.setTeAttrs(t, in, te); err != nil {
		return nil, err
	}
	return py.None, nil
}

// setTeAttrs sets the public attributes of a TracebackException from its
// state, and of the TracebackExceptions it links to (__cause__,
// __context__, exceptions), without recursion: a chain of a million
// exceptions (built in a loop) is a million links, which a Go recursion
// per link turned into a fatal stack overflow. CPython builds the chain
// with a loop too, so it has no depth limit here.
func (m *module) setTeAttrs(t *py.Thread, in *py.Instance, te *texc) error {
	type pending struct {
		in *py.Instance
		te *texc
	}
	queue := []pending{{in, te}}
	wrap := func(x *texc) (py.Value, error) {
		w, err := py.NewPlainInstance(t, m.tbException)
		if err != nil {
			return nil, err
		}
		queue = append(queue, pending{w, x})
		return w, nil
	}
	for len(queue) > 0 {
		p := queue[len(queue)-1]
		queue = queue[:len(queue)-1]
		if err := m.setOneTe(t, p.in, p.te, wrap); err != nil {
			return err
		}
	}
	return nil
}

// setOneTe sets one TracebackException's attributes: exc_type, stack,
// __cause__, __context__, __suppress_context__, __notes__, exceptions
// (and a SyntaxError's filename, lineno, text, offset, msg); wrap makes
// the (not yet filled) instances of the exceptions it links to.
func (m *module) setOneTe(t *py.Thread, in *py.Instance, te *texc, wrap func(*texc) (py.Value, error)) error {
	if err := t.Charge(1); err != nil {
		return err
	}
	in.Dict.SetStr("_krait_te", &teState{te: te})
	var typ py.Value = py.None
	if te.typ != nil {
		typ = te.typ
	}
	stack, err := m.stackOf(t, te.stack)
	if err != nil {
		return err
	}
	var notes py.Value = py.None
	if te.notes != nil {
		notes = te.notes
	}
	link := func(x *texc) (py.Value, error) {
		if x == nil {
			return py.None, nil
		}
		return wrap(x)
	}
	cause, err := link(te.cause)
	if err != nil {
		return err
	}
	context, err := link(te.context)
	if err != nil {
		return err
	}
	var excs py.Value = py.None
	if te.exceptions != nil {
		items := make([]py.Value, 0, len(te.exceptions)) //krait:alloc-ok one per member of an exception group
		for _, x := range te.exceptions {
			w, err := wrap(x)
			if err != nil {
				return err
			}
			items = append(items, w)
		}
		excs = py.NewList(items)
	}
	attrs := []struct {
		name string
		v    py.Value
	}{
		{"exc_type", typ}, {"stack", stack}, {"__cause__", cause}, {"__context__", context},
		{"__suppress_context__", py.NewBool(te.suppress)}, {"__notes__", notes}, {"exceptions", excs},
		{"max_group_width", py.NewInt(int64(te.maxWidth))}, {"max_group_depth", py.NewInt(int64(te.maxDepth))},
	}
	if si := te.syntax; si != nil {
		lineno := py.Value(py.None)
		if si.lineno != py.None {
			s, err := py.ToStr(t, si.lineno)
			if err != nil {
				return err
			}
			lineno = py.NewStr(s)
		}
		attrs = append(attrs, []struct {
			name string
			v    py.Value
		}{{"filename", si.filename}, {"lineno", lineno}, {"text", si.text}, {"offset", si.offset}, {"end_offset", si.endOffset}, {"msg", si.msg}}...)
	}
	for _, a := range attrs {
		in.Dict.SetStr(a.name, a.v)
	}
	return nil
}

// teFromException is TracebackException.from_exception(exc, **kwargs).
func (m *module) teFromException(t *py.Thread, cls py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	if len(args) < 1 {
		return nil, py.NewTypeError("TracebackException.from_exception() missing 1 required positional argument: 'exc'")
	}
	exc := args[0]
	tb, err := py.GetAttr(t, exc, "__traceback__")
	if err != nil {
		return nil, err
	}
	all, err := py.JoinValues(t, []py.Value{exc.Type(), exc, tb}, args[1:])
	if err != nil {
		return nil, err
	}
	return py.Call(t, cls, all, kwargs)
}

// teStr is TracebackException.__str__: the exception's str.
func teStr(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	te, err := teOf(self)
	if err != nil {
		return nil, err
	}
	return py.NewStr(te.str), py.CheckNoArgs("__str__", args, kwargs)
}

// teFormatChunks is format(*, chain=True) as Go strings.
func teFormatChunks(t *py.Thread, self py.Value, name string, args []py.Value, kwargs []py.Kwarg, withFile bool) ([]string, py.Value, error) {
	te, err := teOf(self)
	if err != nil {
		return nil, nil, err
	}
	var chain, file py.Value = py.True, py.None
	if withFile {
		err = py.UnpackArgs(name, args, kwargs, []string{"*file", "*chain"}, 0, &file, &chain)
	} else {
		err = py.UnpackArgs(name, args, kwargs, []string{"*chain"}, 0, &chain)
	}
	if err != nil {
		return nil, nil, err
	}
	ch, err := py.Truth(t, chain)
	if err != nil {
		return nil, nil, err
	}
	chunks, err := te.format(t, ch, nil)
	return chunks, file, err
}

// teFormat is TracebackException.format(*, chain=True). CPython returns
// a generator; krait returns an iterator over the same strings.
func (m *module) teFormat(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	chunks, _, err := teFormatChunks(t, self, "format", args, kwargs, false)
	if err != nil {
		return nil, err
	}
	l, err := strList(t, chunks)
	if err != nil {
		return nil, err
	}
	return py.IterObject(t, l)
}

// teFormatOnly is TracebackException.format_exception_only().
func (m *module) teFormatOnly(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	te, err := teOf(self)
	if err != nil {
		return nil, err
	}
	if err := py.CheckNoArgs("format_exception_only", args, kwargs); err != nil {
		return nil, err
	}
	lines, err := te.formatOnly(t)
	if err != nil {
		return nil, err
	}
	l, err := strList(t, lines)
	if err != nil {
		return nil, err
	}
	return py.IterObject(t, l)
}

// tePrint is TracebackException.print(*, file=None, chain=True).
func (m *module) tePrint(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	chunks, file, err := teFormatChunks(t, self, "print", args, kwargs, true)
	if err != nil {
		return nil, err
	}
	return py.None, output(t, file, chunks)
}
