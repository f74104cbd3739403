package io

import (
	"bytes"

	"github.com/kraitpy/krait/py"
	"github.com/kraitpy/krait/stdlib/internal/goclass"
)

// bytesState is the Go state of a BytesIO.
type bytesState struct {
	m      *module
	buf    []byte
	pos    int
	closed bool
}

// Type returns object: the state is never seen by Python code.
func (*bytesState) Type() *py.Type { return py.ObjectType }

func (s *bytesState) mod() *module { return s.m }

// openBytes returns the state of an open BytesIO.
func openBytes(v py.Value) (*bytesState, error) {
	if in, ok := v.(*py.Instance); ok {
		if s, ok := in.Base.(*bytesState); ok {
			if s.closed {
				return nil, py.NewValueError("%s", closedMsgPeriod)
			}
			return s, nil
		}
	}
	return nil, py.NewTypeError("descriptor requires a '_io.BytesIO' object but received '%s'", py.TypeName(v))
}

// bytesLike returns the contents of a bytes-like value.
func bytesLike(v py.Value) ([]byte, bool) {
	switch x := v.(type) {
	case *py.Bytes:
		return []byte(x.String()), true
	case *py.ByteArray:
		return x.Bytes(), true
	case *py.Instance:
		if x.Base != nil {
			return bytesLike(x.Base)
		}
	}
	return nil, false
}

// write stores data at the position, padding with zero bytes past the end.
func (s *bytesState) write(t *py.Thread, data []byte) error {
	end, err := writeEnd(s.pos, len(data), "new buffer size too large")
	if err != nil {
		return err
	}
	if err := growCost(t, len(data), end-len(s.buf), 1); err != nil {
		return err
	}
	if end > len(s.buf) {
		s.buf = append(s.buf, make([]byte, end-len(s.buf))...)
	}
	copy(s.buf[s.pos:], data)
	s.pos = end
	return nil
}

// take returns the next n bytes (n < 0: all) and advances.
func (s *bytesState) take(n int64) []byte {
	if s.pos >= len(s.buf) {
		return nil
	}
	rest := s.buf[s.pos:]
	if n >= 0 && int64(len(rest)) > n {
		rest = rest[:n]
	}
	s.pos += len(rest)
	return rest
}

// readline returns the next line of at most limit bytes (limit < 0: any).
func (s *bytesState) readline(limit int64) []byte {
	if s.pos >= len(s.buf) {
		return nil
	}
	rest := s.buf[s.pos:]
	n := len(rest)
	if i := bytes.IndexByte(rest, '\n'); i >= 0 {
		n = i + 1
	}
	if limit >= 0 && int64(n) > limit {
		n = int(limit)
	}
	return s.take(int64(n))
}

// out charges for and returns a copy of data as bytes.
func out(t *py.Thread, data []byte) (py.Value, error) {
	if err := growCost(t, len(data), len(data), 1); err != nil {
		return nil, err
	}
	return py.NewBytes(string(data)), nil
}

// newBytesIO creates the BytesIO class.
func (m *module) newBytesIO(t *py.Thread, base *py.Type) (*py.Type, error) {
	check := func(self py.Value, _ string) error {
		_, err := openBytes(self)
		return err
	}
	closeFn := func(self py.Value) {
		if in, ok := self.(*py.Instance); ok {
			if s, ok := in.Base.(*bytesState); ok {
				s.closed = true
				s.buf = nil
			}
		}
	}
	read := func(name string) goclass.Method {
		return goclass.Method{Name: name, Fn: func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			size, err := sizeArg(t, args, kwargs, name, "size")
			if err != nil {
				return nil, err
			}
			s, err := openBytes(self)
			if err != nil {
				return nil, err
			}
			return out(t, s.take(size))
		}}
	}
	methods := append(commonMethods(check, closeFn), []goclass.Method{
		{Name: "__init__", Fn: bytesInit},
		// A closed BytesIO is still its own iterator (next() then fails).
		{Name: "__iter__", Fn: func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			return self, nil
		}},
		read("read"), read("read1"),
		{Name: "write", Fn: bytesWrite},
		{Name: "readline", Fn: func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			size, err := sizeArg(t, args, kwargs, "readline", "size")
			if err != nil {
				return nil, err
			}
			s, err := openBytes(self)
			if err != nil {
				return nil, err
			}
			return out(t, s.readline(size))
		}},
		{Name: "readlines", Fn: func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			hint, err := sizeArg(t, args, kwargs, "readlines", "size")
			if err != nil {
				return nil, err
			}
			s, err := openBytes(self)
			if err != nil {
				return nil, err
			}
			return lineList(t, hint, func() (py.Value, int, error) {
				line := s.readline(-1)
				v, err := out(t, line)
				return v, len(line), err
			})
		}},
		{Name: "__next__", Fn: func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			s, err := openBytes(self)
			if err != nil {
				return nil, err
			}
			line := s.readline(-1)
			if len(line) == 0 {
				return nil, py.NewStopIteration(nil)
			}
			return out(t, line)
		}},
		{Name: "readinto", Fn: bytesReadinto},
		{Name: "getvalue", Fn: func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			if err := py.UnpackArgs("getvalue", args, kwargs, nil, 0); err != nil {
				return nil, err
			}
			s, err := openBytes(self)
			if err != nil {
				return nil, err
			}
			return out(t, s.buf)
		}},
		{Name: "seek", Fn: bytesSeek},
		{Name: "tell", Fn: func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			if err := py.UnpackArgs("tell", args, kwargs, nil, 0); err != nil {
				return nil, err
			}
			s, err := openBytes(self)
			if err != nil {
				return nil, err
			}
			return py.NewInt(int64(s.pos)), nil
		}},
		{Name: "truncate", Fn: func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			s, err := openBytes(self)
			if err != nil {
				return nil, err
			}
			return truncate(t, args, kwargs, &s.buf, s.pos, "negative size value %d")
		}},
		{Name: "flush", Fn: func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			if _, err := openBytes(self); err != nil {
				return nil, err
			}
			return py.None, nil
		}},
		{Name: "detach", Fn: func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			return nil, unsupportedOf(self, "detach")
		}},
	}...)
	attrs := map[string]py.Value{
		"closed": property("closed", func(t *py.Thread, self py.Value) (py.Value, error) {
			if in, ok := self.(*py.Instance); ok {
				if s, ok := in.Base.(*bytesState); ok {
					return py.NewBool(s.closed), nil
				}
			}
			return nil, py.NewTypeError("descriptor 'closed' needs a '_io.BytesIO' object")
		}),
	}
	return goclass.New(t, goclass.Spec{Module: "_io", Name: "BytesIO", TpName: "_io.BytesIO", Bases: []*py.Type{base},
		Methods: methods, Attrs: attrs,
		Statics: []goclass.Method{{Name: "__new__", Fn: m.bytesNew}}})
}

// bytesNew is BytesIO.__new__(cls, ...): an empty, open stream.
func (m *module) bytesNew(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	if len(args) == 0 {
		return nil, py.NewTypeError("BytesIO.__new__(): not enough arguments")
	}
	cls, ok := args[0].(*py.Type)
	if !ok || !cls.IsSubtype(m.bytesIO) {
		return nil, py.NewTypeError("BytesIO.__new__(X): X is not a subtype of BytesIO")
	}
	if err := t.Alloc(96); err != nil {
		return nil, err
	}
	return &py.Instance{Class: cls, Dict: py.NewDict(), Base: &bytesState{m: m}}, nil
}

// bytesInit is BytesIO(initial_bytes=b”).
func bytesInit(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	var init py.Value = py.None
	if err := py.UnpackArgs("BytesIO", args, kwargs, []string{"initial_bytes"}, 0, &init); err != nil {
		return nil, err
	}
	s, err := openBytes(self)
	if err != nil {
		return nil, err
	}
	s.buf, s.pos = nil, 0
	if init == py.None {
		return py.None, nil
	}
	data, ok := bytesLike(init)
	if !ok {
		return nil, py.NewTypeError("a bytes-like object is required, not '%s'", py.TypeName(init))
	}
	if err := s.write(t, data); err != nil {
		return nil, err
	}
	s.pos = 0
	return py.None, nil
}

func bytesWrite(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	var v py.Value
	if err := py.UnpackArgs("write", args, kwargs, []string{"b/"}, 1, &v); err != nil {
		return nil, err
	}
	s, err := openBytes(self)
	if err != nil {
		return nil, err
	}
	data, ok := bytesLike(v)
	if !ok {
		return nil, py.NewTypeError("a bytes-like object is required, not '%s'", py.TypeName(v))
	}
	if len(data) > 0 {
		if err := s.write(t, data); err != nil {
			return nil, err
		}
	}
	return py.NewInt(int64(len(data))), nil
}

// bytesReadinto is BytesIO.readinto(buffer): fills a bytearray in place.
func bytesReadinto(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	var v py.Value
	if err := py.UnpackArgs("readinto", args, kwargs, []string{"buffer/"}, 1, &v); err != nil {
		return nil, err
	}
	s, err := openBytes(self)
	if err != nil {
		return nil, err
	}
	ba, ok := v.(*py.ByteArray)
	if !ok {
		return nil, py.NewTypeError("readinto() argument must be read-write bytes-like object, not %s", py.TypeName(v))
	}
	dst := ba.Bytes()
	data := s.take(int64(len(dst)))
	if err := t.Charge(int64(len(data))/32 + 1); err != nil {
		return nil, err
	}
	copy(dst, data)
	return py.NewInt(int64(len(data))), nil
}

func bytesSeek(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	pos, whence, err := seekArgs(t, args, kwargs)
	if err != nil {
		return nil, err
	}
	s, err := openBytes(self)
	if err != nil {
		return nil, err
	}
	switch whence {
	case 0:
		if pos < 0 {
			return nil, py.NewValueError("negative seek value %d", pos)
		}
	case 1:
		pos += int64(s.pos)
	case 2:
		pos += int64(len(s.buf))
	default:
		return nil, py.NewValueError("invalid whence (%d, should be 0, 1 or 2)", whence)
	}
	if pos < 0 {
		pos = 0
	}
	s.pos = int(pos)
	return py.NewInt(pos), nil
}
