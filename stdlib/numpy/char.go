package numpy

import (
	"math"
	"strings"

	"github.com/kraitpy/krait/internal/wtf8"
	"github.com/kraitpy/krait/py"
)

// This file is numpy.char: element-wise str methods over str arrays
// (upper, lower, strip, replace, startswith, str_len, add, split, ...), each
// calling the Python str method on every element.

// addChar makes the numpy.char submodule.
func (m *Module) addChar(t *py.Thread, d *py.Dict) error {
	cm := py.NewModule("numpy.char")
	strMethod := func(name, method string, k Kind) py.BuiltinFunc {
		return func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			if len(args) == 0 {
				return nil, py.NewTypeError("%s() missing required argument 'a' (pos 1)", name)
			}
			a, err := m.arrayArg(t, args[0])
			if err != nil {
				return nil, err
			}
			if a.kind != Str && a.kind != Object {
				return nil, py.NewTypeError("string operation on non-string array")
			}
			out, err := alloc(t, k, a.shape)
			if err != nil {
				return nil, err
			}
			j := 0
			var ferr error
			a.forEachOffset(func(o int) {
				if ferr != nil {
					return
				}
				var r py.Value
				if method == "__len__" {
					var n int
					n, ferr = py.Len(t, a.o[o])
					r = py.NewInt(int64(n))
				} else {
					r, ferr = py.CallMethodByName(t, a.o[o], method, args[1:], kwargs)
				}
				if ferr == nil {
					ferr = m.setElem(t, out, j, r)
				}
				j++
			})
			if ferr != nil {
				return nil, ferr
			}
			if k == Str {
				for _, v := range out.o {
					out.width = max(out.width, v.(*py.Str).Len())
				}
				out.width = max(out.width, 1)
			}
			return m.result(out), nil
		}
	}
	fs := map[string]py.BuiltinFunc{}
	for _, name := range []string{"upper", "lower", "strip", "lstrip", "rstrip", "capitalize", "title", "swapcase", "replace", "zfill", "center", "ljust", "rjust", "expandtabs"} {
		fs[name] = strMethod(name, name, Str)
	}
	for _, name := range []string{"startswith", "endswith", "isdigit", "isalpha", "isalnum", "isspace", "islower", "isupper", "isnumeric", "isdecimal", "istitle"} {
		fs[name] = strMethod(name, name, Bool)
	}
	for _, name := range []string{"find", "rfind", "count", "index", "rindex"} {
		fs[name] = strMethod(name, name, Int64)
	}
	fs["str_len"] = strMethod("str_len", "__len__", Int64)
	for _, name := range []string{"split", "rsplit", "splitlines"} {
		fs[name] = strMethod(name, name, Object)
	}
	fs["add"] = func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		vals, err := bindArgs("add", []string{"x1", "x2"}, 2, args, kwargs)
		if err != nil {
			return nil, err
		}
		x, err := m.arrayArg(t, vals[0])
		if err != nil {
			return nil, err
		}
		y, err := m.arrayArg(t, vals[1])
		if err != nil {
			return nil, err
		}
		if x.kind != Str || y.kind != Str {
			return nil, py.NewTypeError("string operation on non-string array")
		}
		shape, err := broadcastShapes(x.shape, y.shape)
		if err != nil {
			return nil, err
		}
		out, err := alloc(t, Str, shape)
		if err != nil {
			return nil, err
		}
		out.width = x.width + y.width
		xb, yb := broadcastTo(x, shape), broadcastTo(y, shape)
		offs, err := offsetsOf(t, xb, yb)
		if err != nil {
			return nil, err
		}
		xo, yo := offs[0], offs[1]
		for j := range out.o {
			xs, ys := xb.o[xo[j]].(*py.Str).String(), yb.o[yo[j]].(*py.Str).String()
			// Each result's text is charged before it is made: the
			// array's charge counts one reference per element, and
			// 10**6 strings of 10 KB made 10 GB here.
			if err := t.Alloc(int64(len(xs)) + int64(len(ys))); err != nil {
				return nil, err
			}
			out.o[j] = py.NewStr(xs + ys)
		}
		return m.result(out), nil
	}
	fs["join"] = func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		vals, err := bindArgs("join", []string{"sep", "seq"}, 2, args, kwargs)
		if err != nil {
			return nil, err
		}
		sep, ok := vals[0].(*py.Str)
		if !ok {
			return nil, py.NewTypeError("string operation on non-string array")
		}
		seq, err := m.arrayArg(t, vals[1])
		if err != nil {
			return nil, err
		}
		out, err := alloc(t, Str, seq.shape)
		if err != nil {
			return nil, err
		}
		j := 0
		var ferr error
		seq.forEachOffset(func(o int) {
			if ferr != nil {
				return
			}
			s, err := joinChars(t, seq.o[o].(*py.Str).String(), sep.String())
			if err != nil {
				ferr = err
				return
			}
			out.o[j] = py.NewStr(s)
			out.width = max(out.width, out.o[j].(*py.Str).Len())
			j++
		})
		if ferr != nil {
			return nil, ferr
		}
		return m.result(out), nil
	}
	setFuncs(cm.Dict, fs)
	return m.SetSubmodule(t, "char", cm)
}

// joinChars is sep.join(s): s's characters with sep between them, its
// size charged before it is built (a 10**8-character sep between the
// characters of each element multiplies the text).
func joinChars(t *py.Thread, s, sep string) (string, error) {
	n := wtf8.RuneCount(s)
	if n > 1 && len(sep) > 0 && int64(n-1) > (math.MaxInt64-int64(len(s)))/int64(len(sep)) {
		return "", t.Alloc(-1)
	}
	size := int64(len(s)) + int64(max(n-1, 0))*int64(len(sep))
	if err := t.Alloc(size); err != nil {
		return "", err
	}
	var b strings.Builder
	b.Grow(int(size))
	for i := 0; i < len(s); {
		_, w := wtf8.DecodeRune(s[i:])
		if i > 0 {
			b.WriteString(sep)
		}
		b.WriteString(s[i : i+w]) // a code point as it is (a lone surrogate is one)
		i += w
	}
	return b.String(), nil
}
