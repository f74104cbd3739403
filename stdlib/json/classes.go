package json

import (
	"github.com/kraitpy/krait/py"
)

// newMethodClass creates a class of the json module with Go methods.
func newMethodClass(t *py.Thread, name, module string, attrs map[string]py.Value, methods map[string]py.BuiltinFunc) (*py.Type, error) {
	ns := py.NewDict()
	ns.SetStr("__module__", py.NewStr(module))
	for k, v := range attrs {
		ns.SetStr(k, v)
	}
	var owned []*py.Builtin
	for name, fn := range methods {
		b := &py.Builtin{Name: name, Fn: fn}
		ns.SetStr(name, b)
		owned = append(owned, b)
	}
	cls, err := py.NewClass(t, name, nil, ns)
	if err != nil {
		return nil, err
	}
	for _, b := range owned {
		b.Owner = cls
	}
	return cls, nil
}

// encoderInitOptions are JSONEncoder.__init__'s keyword-only parameters.
var encoderInitOptions = []string{"*skipkeys", "*ensure_ascii", "*check_circular", "*allow_nan", "*sort_keys", "*indent", "*separators", "*default"}

// newEncoderClass creates json.JSONEncoder: its options are instance
// attributes, and subclasses override default().
func (m *module) newEncoderClass(t *py.Thread) (*py.Type, error) {
	return newMethodClass(t, "JSONEncoder", "json.encoder",
		map[string]py.Value{"item_separator": py.NewStr(", "), "key_separator": py.NewStr(": ")},
		map[string]py.BuiltinFunc{
			"__init__":   encoderInit,
			"default":    encoderDefault,
			"encode":     encoderEncode,
			"iterencode": encoderIterencode,
		})
}

func encoderInit(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	vals := []py.Value{py.False, py.True, py.True, py.True, py.False, py.None, py.None, py.None}
	ptrs := make([]*py.Value, len(vals))
	for i := range vals {
		ptrs[i] = &vals[i]
	}
	if err := py.UnpackArgs("JSONEncoder.__init__", args, kwargs, encoderInitOptions, 0, ptrs...); err != nil {
		return nil, err
	}
	for i, n := range []string{"skipkeys", "ensure_ascii", "check_circular", "allow_nan", "sort_keys", "indent"} {
		if err := py.SetAttrByName(t, self, n, vals[i]); err != nil {
			return nil, err
		}
	}
	if seps := vals[6]; seps != py.None {
		parts, err := py.Items(t, seps)
		if err != nil {
			return nil, err
		}
		if len(parts) != 2 {
			return nil, py.NewValueError("too many values to unpack (expected 2)")
		}
		if err := py.SetAttr(t, self, "item_separator", parts[0]); err != nil {
			return nil, err
		}
		if err := py.SetAttr(t, self, "key_separator", parts[1]); err != nil {
			return nil, err
		}
	} else if vals[5] != py.None {
		if err := py.SetAttr(t, self, "item_separator", py.NewStr(",")); err != nil {
			return nil, err
		}
	}
	if vals[7] != py.None {
		if err := py.SetAttr(t, self, "default", vals[7]); err != nil {
			return nil, err
		}
	}
	return py.None, nil
}

func encoderDefault(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	if err := py.CheckPositional("default", args, kwargs, 1, 1); err != nil {
		return nil, err
	}
	return nil, py.NewTypeError("Object of type %s is not JSON serializable", args[0].Type().Name)
}

// encoderFrom builds the Go encoder from a JSONEncoder instance.
func encoderFrom(t *py.Thread, self py.Value) (*encoder, error) {
	e := &encoder{t: t, markers: py.IdentitySet{}}
	flags := []struct {
		name string
		dst  *bool
	}{{"skipkeys", &e.skipKeys}, {"ensure_ascii", &e.ensureASCII}, {"check_circular", &e.circular}, {"allow_nan", &e.allowNaN}, {"sort_keys", &e.sortKeys}}
	for _, f := range flags {
		v, err := py.GetAttrByName(t, self, f.name)
		if err != nil {
			return nil, err
		}
		if *f.dst, err = py.Truth(t, v); err != nil {
			return nil, err
		}
	}
	for _, s := range []struct {
		name string
		dst  *string
	}{{"item_separator", &e.itemSep}, {"key_separator", &e.keySep}} {
		v, err := py.GetAttrByName(t, self, s.name)
		if err != nil {
			return nil, err
		}
		str, ok := strOf(v)
		if !ok {
			return nil, py.NewTypeError("make_encoder() argument 6 must be str, not %s", v.Type().Name)
		}
		*s.dst = str
	}
	indent, err := py.GetAttr(t, self, "indent")
	if err != nil {
		return nil, err
	}
	if indent != py.None {
		e.hasIndent = true
		if s, ok := strOf(indent); ok {
			e.indent = s
		} else {
			r, err := py.Binary(t, py.Mul, py.NewStr(" "), indent)
			if err != nil {
				return nil, err
			}
			e.indent, _ = strOf(r)
		}
	}
	if e.def, err = py.GetAttr(t, self, "default"); err != nil {
		return nil, err
	}
	return e, nil
}

func encoderEncode(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	var o py.Value
	if err := py.UnpackArgs("encode", args, kwargs, []string{"o"}, 1, &o); err != nil {
		return nil, err
	}
	e, err := encoderFrom(t, self)
	if err != nil {
		return nil, err
	}
	if err := e.encode(o); err != nil {
		return nil, err
	}
	return py.NewStr(e.b.String()), nil
}

// encoderIterencode returns an iterator over the encoded text (in one
// chunk; CPython yields smaller pieces of the same text).
func encoderIterencode(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	var o, oneShot py.Value = nil, py.False
	if err := py.UnpackArgs("iterencode", args, kwargs, []string{"o", "_one_shot"}, 1, &o, &oneShot); err != nil {
		return nil, err
	}
	s, err := encoderEncode(t, self, []py.Value{o}, nil)
	if err != nil {
		return nil, err
	}
	return py.Iterate(t, py.NewList([]py.Value{s}))
}

// decoderInitOptions are JSONDecoder.__init__'s keyword-only parameters.
var decoderInitOptions = []string{"*object_hook", "*parse_float", "*parse_int", "*parse_constant", "*strict", "*object_pairs_hook"}

// newDecoderClass creates json.JSONDecoder.
func (m *module) newDecoderClass(t *py.Thread) (*py.Type, error) {
	return newMethodClass(t, "JSONDecoder", "json.decoder", nil, map[string]py.BuiltinFunc{
		"__init__":   decoderInit,
		"decode":     m.decoderDecode(false),
		"raw_decode": m.decoderDecode(true),
	})
}

func decoderInit(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	vals := []py.Value{py.None, py.None, py.None, py.None, py.True, py.None}
	ptrs := make([]*py.Value, len(vals))
	for i := range vals {
		ptrs[i] = &vals[i]
	}
	if err := py.UnpackArgs("JSONDecoder.__init__", args, kwargs, decoderInitOptions, 0, ptrs...); err != nil {
		return nil, err
	}
	for i, n := range decoderInitOptions {
		if err := py.SetAttrByName(t, self, n[1:], vals[i]); err != nil {
			return nil, err
		}
	}
	return py.None, nil
}

// decoderDecode is JSONDecoder.decode(s) and raw_decode(s, idx=0).
func (m *module) decoderDecode(raw bool) py.BuiltinFunc {
	return func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		var s, idx py.Value = nil, py.NewInt(0)
		names := []string{"s"}
		if raw {
			names = append(names, "idx")
		}
		if err := py.UnpackArgs("decode", args, kwargs, names, 1, &s, &idx); err != nil {
			return nil, err
		}
		text, ok := strOf(s)
		if !ok {
			return nil, py.NewTypeError("expected string or bytes-like object, got '%s'", s.Type().Name)
		}
		d := m.newDecoder(t, text, s)
		hooks := []struct {
			name string
			dst  *py.Value
		}{{"object_hook", &d.objectHook}, {"object_pairs_hook", &d.pairsHook}, {"parse_float", &d.parseFloat}, {"parse_int", &d.parseInt}, {"parse_constant", &d.parseCons}}
		for _, h := range hooks {
			v, err := py.GetAttrByName(t, self, h.name)
			if err != nil {
				return nil, err
			}
			if v != py.None {
				*h.dst = v
			}
		}
		strict, err := py.GetAttr(t, self, "strict")
		if err != nil {
			return nil, err
		}
		if d.strict, err = py.Truth(t, strict); err != nil {
			return nil, err
		}
		if !raw {
			return d.decode()
		}
		i, err := py.Index(t, idx)
		if err != nil {
			return nil, err
		}
		off := byteOffset(text, int(i))
		v, end, err := d.value(off)
		if err != nil {
			if ev, ok := err.(*errExpectingValue); ok {
				return nil, d.fail("Expecting value", ev.pos)
			}
			return nil, err
		}
		return py.NewTuple([]py.Value{v, py.NewInt(int64(charIndex(text, end)))}), nil
	}
}

// byteOffset converts a character index of s into a byte offset.
func byteOffset(s string, chars int) int {
	n := 0
	for i := 0; i < len(s); i++ {
		if s[i]&0xC0 != 0x80 {
			if n == chars {
				return i
			}
			n++
		}
	}
	return len(s)
}
