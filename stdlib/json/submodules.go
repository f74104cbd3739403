package json

import (
	"fmt"
	"math"

	"github.com/kraitpy/krait/py"
)

// fillSubmodules adds to json.decoder and json.encoder the public
// constants and helpers of CPython's modules that do not belong to its
// pure-Python parser (its regular expressions and scanner).
func fillSubmodules(t *py.Thread, dec, enc *py.Module) {
	dec.Dict.SetStr("NaN", py.Float(math.NaN()))
	dec.Dict.SetStr("PosInf", py.Float(math.Inf(1)))
	dec.Dict.SetStr("NegInf", py.Float(math.Inf(-1)))
	backslash := py.NewDict()
	for k, v := range map[string]string{`"`: `"`, `\`: `\`, "/": "/", "b": "\b", "f": "\f", "n": "\n", "r": "\r", "t": "\t"} {
		backslash.SetStr(k, py.NewStr(v))
	}
	dec.Dict.SetStr("BACKSLASH", backslash)
	dec.Dict.SetStr("WHITESPACE_STR", py.NewStr(" \t\n\r"))

	enc.Dict.SetStr("INFINITY", py.Float(math.Inf(1)))
	escapes := py.NewDict()
	for i := 0; i < 0x20; i++ {
		escapes.SetStr(string(rune(i)), py.NewStr(fmt.Sprintf(`\u%04x`, i)))
	}
	for k, v := range map[string]string{`\`: `\\`, `"`: `\"`, "\b": `\b`, "\f": `\f`, "\n": `\n`, "\r": `\r`, "\t": `\t`} {
		escapes.SetStr(k, py.NewStr(v))
	}
	enc.Dict.SetStr("ESCAPE_DCT", escapes)
	for _, ascii := range []bool{false, true} {
		name := "encode_basestring"
		if ascii {
			name += "_ascii"
		}
		fn := py.NewBuiltin(name, func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			if err := py.CheckExactlyOne(name, args, kwargs); err != nil {
				return nil, err
			}
			s, ok := args[0].(*py.Str)
			if !ok {
				return nil, py.NewTypeError("first argument must be a string, not %s", args[0].Type().Name)
			}
			if err := t.Alloc(int64(quotedLen(s.String(), ascii))); err != nil {
				return nil, err
			}
			return py.NewStr(quote(s.String(), ascii)), nil
		})
		enc.Dict.SetStr(name, fn)
		enc.Dict.SetStr("py_"+name, fn)
		enc.Dict.SetStr("c_"+name, fn)
	}
}
