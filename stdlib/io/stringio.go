package io

import (
	"strings"

	"github.com/kraitpy/krait/py"
	"github.com/kraitpy/krait/stdlib/internal/goclass"
)

// Newline modes of a StringIO (its newline argument).
const (
	nlLF        = iota // '\n' (the default): no translation
	nlTranslate        // None: '\r\n' and '\r' are stored as '\n'
	nlUniversal        // '': no translation, lines end at any of the three
	nlCR               // '\r': '\n' is written as '\r'
	nlCRLF             // '\r\n': '\n' is written as '\r\n'
)

// Newline kinds seen, as the IncrementalNewlineDecoder counts them.
const (
	seenLF   = 1
	seenCR   = 2
	seenCRLF = 4
)

// stringState is the Go state of a StringIO: code points and a position
// counted in code points.
type stringState struct {
	m      *module
	buf    []rune
	pos    int
	closed bool
	mode   int
	seen   int
}

// Type returns object: the state is never seen by Python code.
func (*stringState) Type() *py.Type { return py.ObjectType }

func (s *stringState) mod() *module { return s.m }

// stringOf returns the state of a StringIO instance.
func stringOf(v py.Value) (*stringState, error) {
	if in, ok := v.(*py.Instance); ok {
		if s, ok := in.Base.(*stringState); ok {
			return s, nil
		}
	}
	return nil, py.NewTypeError("descriptor requires a '_io.StringIO' object but received '%s'", py.TypeName(v))
}

// openString returns the state of an open StringIO (msg when closed).
func openString(v py.Value, msg string) (*stringState, error) {
	s, err := stringOf(v)
	if err != nil {
		return nil, err
	}
	if s.closed {
		return nil, py.NewValueError("%s", msg)
	}
	return s, nil
}

// translate applies the write-side newline handling and records the
// newline kinds seen.
func (s *stringState) translate(text string) string {
	if s.mode == nlTranslate || s.mode == nlUniversal {
		for i := 0; i < len(text); i++ {
			switch text[i] {
			case '\n':
				s.seen |= seenLF
			case '\r':
				if i+1 < len(text) && text[i+1] == '\n' {
					s.seen |= seenCRLF
					i++
				} else {
					s.seen |= seenCR
				}
			}
		}
	}
	switch s.mode {
	case nlTranslate:
		if strings.IndexByte(text, '\r') >= 0 {
			text = strings.ReplaceAll(text, "\r\n", "\n")
			text = strings.ReplaceAll(text, "\r", "\n")
		}
	case nlCR:
		text = strings.ReplaceAll(text, "\n", "\r")
	case nlCRLF:
		text = strings.ReplaceAll(text, "\n", "\r\n")
	}
	return text
}

// write stores text at the position, padding with NULs past the end.
func (s *stringState) write(t *py.Thread, text string) error {
	rs := []rune(s.translate(text))
	end, err := writeEnd(s.pos, len(rs), "new position too large")
	if err != nil {
		return err
	}
	grow := end - len(s.buf)
	if err := growCost(t, len(rs), grow, 4); err != nil {
		return err
	}
	if end > len(s.buf) {
		s.buf = append(s.buf, make([]rune, end-len(s.buf))...)
	}
	copy(s.buf[s.pos:], rs)
	s.pos = end
	return nil
}

// readline returns the next line, at most limit code points (limit < 0:
// no limit).
func (s *stringState) readline(limit int64) string {
	if s.pos >= len(s.buf) {
		return ""
	}
	rest := s.buf[s.pos:]
	if limit >= 0 && int64(len(rest)) > limit {
		rest = rest[:limit]
	}
	n := len(rest)
	switch s.mode {
	case nlUniversal:
		for i, c := range rest {
			if c == '\n' {
				n = i + 1
				break
			}
			if c == '\r' {
				n = i + 1
				if i+1 < len(rest) && rest[i+1] == '\n' {
					n++
				}
				break
			}
		}
	case nlCR:
		for i, c := range rest {
			if c == '\r' {
				n = i + 1
				break
			}
		}
	case nlCRLF:
		for i := 0; i+1 < len(rest); i++ {
			if rest[i] == '\r' && rest[i+1] == '\n' {
				n = i + 2
				break
			}
		}
	default:
		for i, c := range rest {
			if c == '\n' {
				n = i + 1
				break
			}
		}
	}
	s.pos += n
	return string(rest[:n])
}

// newStringIO creates the StringIO class.
func (m *module) newStringIO(t *py.Thread, base *py.Type) (*py.Type, error) {
	check := func(self py.Value, msg string) error {
		_, err := openString(self, msg)
		return err
	}
	closeFn := func(self py.Value) {
		if s, err := stringOf(self); err == nil {
			s.closed = true
			s.buf = nil
		}
	}
	methods := append(commonMethods(check, closeFn), []goclass.Method{
		{Name: "__init__", Fn: m.stringInit},
		{Name: "write", Fn: stringWrite},
		{Name: "read", Fn: stringRead},
		{Name: "readline", Fn: stringReadline},
		{Name: "readlines", Fn: stringReadlines},
		{Name: "getvalue", Fn: stringGetvalue},
		{Name: "seek", Fn: stringSeek},
		{Name: "tell", Fn: stringTell},
		{Name: "truncate", Fn: stringTruncate},
		{Name: "__next__", Fn: stringNext},
		{Name: "flush", Fn: func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			return py.None, nil
		}},
		{Name: "detach", Fn: func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			return nil, unsupportedOf(self, "detach")
		}},
	}...)
	attrs := map[string]py.Value{
		"closed": property("closed", func(t *py.Thread, self py.Value) (py.Value, error) {
			s, err := stringOf(self)
			if err != nil {
				return nil, err
			}
			return py.NewBool(s.closed), nil
		}),
		"line_buffering": property("line_buffering", func(t *py.Thread, self py.Value) (py.Value, error) {
			if _, err := openString(self, closedMsg); err != nil {
				return nil, err
			}
			return py.False, nil
		}),
		"newlines": property("newlines", func(t *py.Thread, self py.Value) (py.Value, error) {
			s, err := openString(self, closedMsg)
			if err != nil {
				return nil, err
			}
			return s.newlines(), nil
		}),
		"encoding": py.None,
		"errors":   py.None,
	}
	cls, err := goclass.New(t, goclass.Spec{Module: "_io", Name: "StringIO", TpName: "_io.StringIO", Bases: []*py.Type{base},
		Methods: methods, Attrs: attrs,
		Statics: []goclass.Method{{Name: "__new__", Fn: m.stringNew}}})
	return cls, err
}

// newlines is the value of StringIO.newlines.
func (s *stringState) newlines() py.Value {
	if s.mode != nlTranslate && s.mode != nlUniversal {
		return py.None
	}
	var kinds []py.Value
	for _, k := range []struct {
		bit int
		s   string
	}{{seenCR, "\r"}, {seenLF, "\n"}, {seenCRLF, "\r\n"}} {
		if s.seen&k.bit != 0 {
			kinds = append(kinds, py.NewStr(k.s))
		}
	}
	switch len(kinds) {
	case 0:
		return py.None
	case 1:
		return kinds[0]
	}
	return py.NewTuple(kinds)
}

// stringNew is StringIO.__new__(cls, ...): an empty, open stream.
func (m *module) stringNew(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	if len(args) == 0 {
		return nil, py.NewTypeError("StringIO.__new__(): not enough arguments")
	}
	cls, ok := args[0].(*py.Type)
	if !ok || !cls.IsSubtype(m.stringIO) {
		return nil, py.NewTypeError("StringIO.__new__(X): X is not a subtype of StringIO")
	}
	if err := t.Alloc(96); err != nil {
		return nil, err
	}
	return &py.Instance{Class: cls, Dict: py.NewDict(), Base: &stringState{m: m}}, nil
}

// stringInit is StringIO(initial_value=”, newline='\n').
func (m *module) stringInit(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	var init, nl py.Value = py.None, py.NewStr("\n")
	if err := py.UnpackArgs("StringIO", args, kwargs, []string{"initial_value", "newline"}, 0, &init, &nl); err != nil {
		return nil, err
	}
	s, err := stringOf(self)
	if err != nil {
		return nil, err
	}
	mode := nlTranslate
	if nl != py.None {
		ns, ok := nl.(*py.Str)
		if !ok {
			return nil, py.NewTypeError("newline must be str or None, not %s", py.TypeName(nl))
		}
		switch ns.String() {
		case "\n":
			mode = nlLF
		case "":
			mode = nlUniversal
		case "\r":
			mode = nlCR
		case "\r\n":
			mode = nlCRLF
		default:
			r, err := py.Repr(t, ns)
			if err != nil {
				return nil, err
			}
			return nil, py.NewValueError("illegal newline value: %s", r)
		}
	}
	var text string
	if init != py.None {
		is, ok := init.(*py.Str)
		if !ok {
			return nil, py.NewTypeError("initial_value must be str or None, not %s", py.TypeName(init))
		}
		text = is.String()
	}
	*s = stringState{m: m, mode: mode}
	if text != "" {
		if err := s.write(t, text); err != nil {
			return nil, err
		}
		s.pos = 0
	}
	return py.None, nil
}

func stringWrite(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	var v py.Value
	if err := py.UnpackArgs("write", args, kwargs, []string{"s/"}, 1, &v); err != nil {
		return nil, err
	}
	s, err := openString(self, closedMsg)
	if err != nil {
		return nil, err
	}
	str, ok := v.(*py.Str)
	if !ok {
		return nil, py.NewTypeError("string argument expected, got '%s'", py.TypeName(v))
	}
	n, _ := py.Len(t, str)
	if n > 0 {
		if err := s.write(t, str.String()); err != nil {
			return nil, err
		}
	}
	return py.NewInt(int64(n)), nil
}

func stringRead(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	size, err := sizeArg(t, args, kwargs, "read", "size")
	if err != nil {
		return nil, err
	}
	s, err := openString(self, closedMsg)
	if err != nil {
		return nil, err
	}
	if s.pos >= len(s.buf) {
		return py.NewStr(""), nil
	}
	rest := s.buf[s.pos:]
	if size >= 0 && int64(len(rest)) > size {
		rest = rest[:size]
	}
	if err := growCost(t, len(rest), len(rest), 1); err != nil {
		return nil, err
	}
	s.pos += len(rest)
	return py.NewStr(string(rest)), nil
}

func stringReadline(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	size, err := sizeArg(t, args, kwargs, "readline", "size")
	if err != nil {
		return nil, err
	}
	s, err := openString(self, closedMsg)
	if err != nil {
		return nil, err
	}
	line := s.readline(size)
	if err := growCost(t, len(line), len(line), 1); err != nil {
		return nil, err
	}
	return py.NewStr(line), nil
}

func stringReadlines(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	hint, err := sizeArg(t, args, kwargs, "readlines", "hint")
	if err != nil {
		return nil, err
	}
	s, err := openString(self, closedMsgPeriod)
	if err != nil {
		return nil, err
	}
	return lineList(t, hint, func() (py.Value, int, error) {
		line := s.readline(-1)
		if err := growCost(t, len(line), len(line), 1); err != nil {
			return nil, 0, err
		}
		n := len([]rune(line))
		return py.NewStr(line), n, nil
	})
}

func stringNext(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	s, err := openString(self, closedMsg)
	if err != nil {
		return nil, err
	}
	line := s.readline(-1)
	if line == "" {
		return nil, py.NewStopIteration(nil)
	}
	if err := growCost(t, len(line), len(line), 1); err != nil {
		return nil, err
	}
	return py.NewStr(line), nil
}

func stringGetvalue(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	if err := py.UnpackArgs("getvalue", args, kwargs, nil, 0); err != nil {
		return nil, err
	}
	s, err := openString(self, closedMsg)
	if err != nil {
		return nil, err
	}
	if err := growCost(t, len(s.buf), len(s.buf), 1); err != nil {
		return nil, err
	}
	return py.NewStr(string(s.buf)), nil
}

func stringSeek(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	pos, whence, err := seekArgs(t, args, kwargs)
	if err != nil {
		return nil, err
	}
	s, err := openString(self, closedMsg)
	if err != nil {
		return nil, err
	}
	switch {
	case whence < 0 || whence > 2:
		return nil, py.NewValueError("Invalid whence (%d, should be 0, 1 or 2)", whence)
	case pos < 0 && whence == 0:
		return nil, py.NewValueError("Negative seek position %d", pos)
	case whence != 0 && pos != 0:
		return nil, py.NewException(py.OSErrorType, "Can't do nonzero cur-relative seeks")
	}
	switch whence {
	case 0:
		s.pos = int(pos)
	case 2:
		s.pos = len(s.buf)
	}
	return py.NewInt(int64(s.pos)), nil
}

func stringTell(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	if err := py.UnpackArgs("tell", args, kwargs, nil, 0); err != nil {
		return nil, err
	}
	s, err := openString(self, closedMsg)
	if err != nil {
		return nil, err
	}
	return py.NewInt(int64(s.pos)), nil
}

func stringTruncate(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	s, err := openString(self, closedMsg)
	if err != nil {
		return nil, err
	}
	return truncate(t, args, kwargs, &s.buf, s.pos, "Negative size value %d")
}
