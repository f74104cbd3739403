// Package io is krait's io module: only the in-memory streams StringIO and
// BytesIO, with CPython 3.11's behaviour (positions, newline translation,
// padding on writes past the end, the closed-file ValueErrors), the
// abstract bases they derive from, UnsupportedOperation and the SEEK_*
// constants. There is deliberately no open(), open_code(), FileIO or
// buffered/text wrapper: nothing in this module reaches the host.
package io

import (
	"math"

	"github.com/kraitpy/krait/py"
	"github.com/kraitpy/krait/stdlib/internal/goclass"
)

// module holds one interpreter's io classes.
type module struct {
	unsupported *py.Type
	stringIO    *py.Type
	bytesIO     *py.Type
}

// Load creates a fresh io module for one interpreter.
func Load(t *py.Thread) (py.Value, error) {
	m := &module{}
	mod := py.NewModule("io")
	d := mod.Dict
	ns := py.NewDict()
	ns.SetStr("__module__", py.NewStr("io"))
	var err error
	if m.unsupported, err = py.NewClass(t, "UnsupportedOperation", []*py.Type{py.OSErrorType, py.ValueErrorType}, ns); err != nil {
		return nil, err
	}
	base := func(name string, bases ...*py.Type) (*py.Type, error) {
		return goclass.New(t, goclass.Spec{Module: "io", Name: name, Bases: bases})
	}
	ioBase, err := base("IOBase")
	if err != nil {
		return nil, err
	}
	textBase, err := base("TextIOBase", ioBase)
	if err != nil {
		return nil, err
	}
	bufBase, err := base("BufferedIOBase", ioBase)
	if err != nil {
		return nil, err
	}
	rawBase, err := base("RawIOBase", ioBase)
	if err != nil {
		return nil, err
	}
	if m.stringIO, err = m.newStringIO(t, textBase); err != nil {
		return nil, err
	}
	if m.bytesIO, err = m.newBytesIO(t, bufBase); err != nil {
		return nil, err
	}
	d.SetStr("IOBase", ioBase)
	d.SetStr("TextIOBase", textBase)
	d.SetStr("BufferedIOBase", bufBase)
	d.SetStr("RawIOBase", rawBase)
	d.SetStr("StringIO", m.stringIO)
	d.SetStr("BytesIO", m.bytesIO)
	d.SetStr("UnsupportedOperation", m.unsupported)
	d.SetStr("BlockingIOError", py.BlockingIOErrorType)
	d.SetStr("SEEK_SET", py.NewInt(0))
	d.SetStr("SEEK_CUR", py.NewInt(1))
	d.SetStr("SEEK_END", py.NewInt(2))
	d.SetStr("DEFAULT_BUFFER_SIZE", py.NewInt(8192))
	d.SetStr("text_encoding", py.NewBuiltin("text_encoding", textEncoding))
	return mod, nil
}

// textEncoding is io.text_encoding(encoding, stacklevel=2): "utf-8" for
// None (krait has no locale: it behaves as CPython's UTF-8 mode), else
// the encoding unchanged.
func textEncoding(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	var enc, level py.Value
	if err := py.UnpackArgs("text_encoding", args, kwargs, []string{"encoding", "stacklevel"}, 1, &enc, &level); err != nil {
		return nil, err
	}
	if enc == py.None {
		return py.NewStr("utf-8"), nil
	}
	return enc, nil
}

// Closed-file messages: StringIO's own methods say it without the final
// period, the methods inherited from IOBase (and all of BytesIO's) with.
const (
	closedMsg       = "I/O operation on closed file"
	closedMsgPeriod = "I/O operation on closed file."
)

// sizeArg reads the optional size argument of read/readline/readlines:
// -1 when absent or None.
func sizeArg(t *py.Thread, args []py.Value, kwargs []py.Kwarg, fname, pname string) (int64, error) {
	var v py.Value = py.None
	if err := py.UnpackArgs(fname, args, kwargs, []string{pname + "/"}, 0, &v); err != nil {
		return 0, err
	}
	if v == py.None {
		return -1, nil
	}
	return optIndex(t, v)
}

// optIndex converts a size argument that may also be None, with the
// streams' TypeError for other types.
func optIndex(t *py.Thread, v py.Value) (int64, error) {
	if _, err := py.Index(t, v); err != nil {
		return 0, py.NewTypeError("argument should be integer or None, not '%s'", py.TypeName(v))
	}
	return py.Index(t, v)
}

// seekArgs reads seek(pos, whence=0).
func seekArgs(t *py.Thread, args []py.Value, kwargs []py.Kwarg) (int64, int64, error) {
	var pv, wv py.Value = nil, py.NewInt(0)
	if err := py.UnpackArgs("seek", args, kwargs, []string{"pos/", "whence/"}, 1, &pv, &wv); err != nil {
		return 0, 0, err
	}
	pos, err := py.Index(t, pv)
	if err != nil {
		return 0, 0, err
	}
	whence, err := py.Index(t, wv)
	if err != nil {
		return 0, 0, err
	}
	return pos, whence, nil
}

// truncate is truncate(size=None) on a buffer: it cuts the buffer to
// size (the position when absent or None) and returns size; negMsg is the
// stream's message for a negative size.
func truncate[T any](t *py.Thread, args []py.Value, kwargs []py.Kwarg, buf *[]T, pos int, negMsg string) (py.Value, error) {
	var v py.Value = py.None
	if err := py.UnpackArgs("truncate", args, kwargs, []string{"pos/"}, 0, &v); err != nil {
		return nil, err
	}
	size := int64(pos)
	if v != py.None {
		var err error
		if size, err = optIndex(t, v); err != nil {
			return nil, err
		}
	}
	if size < 0 {
		return nil, py.NewValueError(negMsg, size)
	}
	if size < int64(len(*buf)) {
		*buf = (*buf)[:size]
	}
	return py.NewInt(size), nil
}

// lineList collects readline results into a list for readlines(hint).
func lineList(t *py.Thread, hint int64, next func() (py.Value, int, error)) (py.Value, error) {
	var out []py.Value
	total := 0
	for {
		line, n, err := next()
		if err != nil {
			return nil, err
		}
		if n == 0 {
			break
		}
		if err := t.Alloc(16); err != nil { // the slot (the line itself was charged by next)
			return nil, err
		}
		out = append(out, line) //krait:alloc-ok charged 16 bytes per line just above
		total += n
		if hint > 0 && int64(total) >= hint {
			break
		}
	}
	return py.NewListCharged(t, out)
}

// writeEnd is pos + n, the end of a write, or CPython's OverflowError
// (msg) when it would not fit in a Py_ssize_t.
func writeEnd(pos, n int, msg string) (int, error) {
	if pos > math.MaxInt-n {
		return 0, py.NewException(py.OverflowErrorType, msg)
	}
	return pos + n, nil
}

// growCost charges the operations and memory of writing n units that
// grow a buffer by grow units of unit bytes each.
func growCost(t *py.Thread, n, grow, unit int) error {
	if err := t.Charge(int64(n)/32 + 1); err != nil {
		return err
	}
	if grow <= 0 {
		return nil
	}
	if int64(grow) > math.MaxInt64/int64(unit) {
		return t.Alloc(math.MaxInt64) // past any memory limit
	}
	return t.Alloc(int64(grow) * int64(unit))
}

// commonMethods are the methods StringIO and BytesIO share, built on
// the stream's closed check.
func commonMethods(check func(self py.Value, msg string) error, closeFn func(self py.Value)) []goclass.Method {
	yes := func(name string) goclass.Method {
		return goclass.Method{Name: name, Fn: func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			if err := py.UnpackArgs(name, args, kwargs, nil, 0); err != nil {
				return nil, err
			}
			if err := check(self, closedMsg); err != nil {
				return nil, err
			}
			return py.True, nil
		}}
	}
	return []goclass.Method{
		yes("readable"), yes("writable"), yes("seekable"),
		{Name: "isatty", Fn: func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			if err := check(self, closedMsgPeriod); err != nil {
				return nil, err
			}
			return py.False, nil
		}},
		{Name: "fileno", Fn: func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			return nil, unsupportedOf(self, "fileno")
		}},
		{Name: "close", Fn: func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			closeFn(self)
			return py.None, nil
		}},
		{Name: "__iter__", Fn: func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			if err := check(self, closedMsgPeriod); err != nil {
				return nil, err
			}
			return self, nil
		}},
		{Name: "__enter__", Fn: func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			if err := check(self, closedMsgPeriod); err != nil {
				return nil, err
			}
			return self, nil
		}},
		{Name: "__exit__", Fn: func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			closeFn(self)
			return py.None, nil
		}},
		{Name: "writelines", Fn: func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			var lines py.Value
			if err := py.UnpackArgs("writelines", args, kwargs, []string{"lines/"}, 1, &lines); err != nil {
				return nil, err
			}
			if err := check(self, closedMsgPeriod); err != nil {
				return nil, err
			}
			it, err := py.Iterate(t, lines)
			if err != nil {
				return nil, err
			}
			for {
				line, err := it.Next(t)
				if err != nil {
					return nil, err
				}
				if line == nil {
					return py.None, nil
				}
				if _, err := py.CallMethod(t, self, "write", []py.Value{line}, nil); err != nil {
					return nil, err
				}
			}
		}},
	}
}

// unsupportedOf raises io.UnsupportedOperation(name) for a stream of this
// module; the class is found through the stream's own module state.
func unsupportedOf(self py.Value, name string) error {
	if s, ok := streamOf(self); ok {
		return py.NewException(s.mod().unsupported, name)
	}
	return py.NewValueError("%s", name)
}

// stream is what StringIO and BytesIO states have in common.
type stream interface {
	mod() *module
}

// streamOf returns the Go state behind a stream instance.
func streamOf(v py.Value) (stream, bool) {
	in, ok := v.(*py.Instance)
	if !ok {
		return nil, false
	}
	s, ok := in.Base.(stream)
	return s, ok
}

// property makes a read-only property computed by get.
func property(name string, get func(t *py.Thread, self py.Value) (py.Value, error)) *py.Property {
	return &py.Property{Name: name, Get: py.NewBuiltin(name, func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		if len(args) == 0 {
			return nil, py.NewTypeError("%s needs an instance", name)
		}
		return get(t, args[0])
	})}
}
