// Package unicodedata is krait's Python unicodedata module, matching
// CPython 3.11 (Unicode 14.0.0): the character properties, names, aliases
// and named sequences come from internal/ucd (tables generated from
// python3's own unicodedata), normalization from
// golang.org/x/text/unicode/norm.
package unicodedata

import (
	"golang.org/x/text/unicode/norm"

	"github.com/kraitpy/krait/internal/ucd"
	"github.com/kraitpy/krait/py"
)

// charArg checks that a function got one str of length 1.
func charArg(fname string, args []py.Value, kwargs []py.Kwarg, min, max int) (rune, error) {
	if len(kwargs) > 0 {
		return 0, py.NewTypeError("%s() takes no keyword arguments", fname)
	}
	if len(args) < min || len(args) > max {
		if min == max {
			return 0, py.NewTypeError("%s() takes exactly one argument (%d given)", fname, len(args))
		}
		if len(args) < min {
			return 0, py.NewTypeError("%s expected at least %d argument, got %d", fname, min, len(args))
		}
		return 0, py.NewTypeError("%s expected at most %d arguments, got %d", fname, max, len(args))
	}
	which := "argument"
	if max == 2 {
		which = "argument 1"
	}
	s, ok := args[0].(*py.Str)
	if !ok {
		return 0, py.NewTypeError("%s() %s must be a unicode character, not %s", fname, which, args[0].Type().Name)
	}
	if r, ok := loneSurrogate(s.String()); ok {
		return r, nil
	}
	rs := []rune(s.String())
	if len(rs) != 1 {
		return 0, py.NewTypeError("%s() %s must be a unicode character, not str", fname, which)
	}
	return rs[0], nil
}

// loneSurrogate decodes a string holding one lone surrogate, which krait
// keeps as its 3-byte generalized UTF-8 form (0xED 0xA0..0xBF 0x80..0xBF).
func loneSurrogate(s string) (rune, bool) {
	if len(s) == 3 && s[0] == 0xed && s[1] >= 0xa0 && s[1] <= 0xbf && s[2] >= 0x80 && s[2] <= 0xbf {
		return 0xd000 | rune(s[1]&0x3f)<<6 | rune(s[2]&0x3f), true
	}
	return 0, false
}

// Load creates a fresh unicodedata module for one interpreter.
func Load(t *py.Thread) (py.Value, error) {
	mod := py.NewModule("unicodedata")
	d := mod.Dict
	simple := map[string]func(r rune) py.Value{
		"category":         func(r rune) py.Value { return py.NewStr(ucd.Category(r)) },
		"bidirectional":    func(r rune) py.Value { return py.NewStr(ucd.Bidirectional(r)) },
		"east_asian_width": func(r rune) py.Value { return py.NewStr(ucd.EastAsianWidth(r)) },
		"combining":        func(r rune) py.Value { return py.NewInt(int64(ucd.Combining(r))) },
		"mirrored":         func(r rune) py.Value { return py.NewInt(int64(ucd.Mirrored(r))) },
		"decomposition":    func(r rune) py.Value { return py.NewStr(ucd.Decomposition(r)) },
	}
	for name, f := range simple {
		name, f := name, f
		d.SetStr(name, py.NewBuiltin(name, func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			r, err := charArg(name, args, kwargs, 1, 1)
			if err != nil {
				return nil, err
			}
			return f(r), nil
		}))
	}
	valued := []struct {
		name, msg string
		get       func(r rune) (py.Value, bool)
	}{
		{"decimal", "not a decimal", func(r rune) (py.Value, bool) {
			v, ok := ucd.Decimal(r)
			return py.NewInt(int64(v)), ok
		}},
		{"digit", "not a digit", func(r rune) (py.Value, bool) {
			v, ok := ucd.Digit(r)
			return py.NewInt(int64(v)), ok
		}},
		{"numeric", "not a numeric character", func(r rune) (py.Value, bool) {
			v, ok := ucd.Numeric(r)
			return py.Float(v), ok
		}},
		{"name", "no such name", func(r rune) (py.Value, bool) {
			if n := ucd.Name(r); n != "" {
				return py.NewStr(n), true
			}
			return nil, false
		}},
	}
	for _, v := range valued {
		v := v
		d.SetStr(v.name, py.NewBuiltin(v.name, func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			r, err := charArg(v.name, args, kwargs, 1, 2)
			if err != nil {
				return nil, err
			}
			if val, ok := v.get(r); ok {
				return val, nil
			}
			if len(args) == 2 {
				return args[1], nil
			}
			return nil, py.NewValueError("%s", v.msg)
		}))
	}
	d.SetStr("lookup", py.NewBuiltin("lookup", func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		if err := py.CheckExactlyOne("lookup()", args, kwargs); err != nil {
			return nil, err
		}
		var name string
		switch s := args[0].(type) {
		case *py.Str:
			name = s.String()
		case *py.Bytes:
			name = s.String()
		default:
			return nil, py.NewTypeError("a bytes-like object is required, not '%s'", args[0].Type().Name)
		}
		if err := t.Charge(int64(len(name)) + 1); err != nil {
			return nil, err
		}
		text, ok := ucd.Lookup(name, true)
		if !ok {
			return nil, py.NewKeyError(py.NewStr("undefined character name '" + name + "'"))
		}
		return py.NewStr(text), nil
	}))
	forms := map[string]norm.Form{"NFC": norm.NFC, "NFD": norm.NFD, "NFKC": norm.NFKC, "NFKD": norm.NFKD}
	normArgs := func(fname string, args []py.Value, kwargs []py.Kwarg) (norm.Form, string, error) {
		if len(kwargs) > 0 {
			return 0, "", py.NewTypeError("%s() takes no keyword arguments", fname)
		}
		if len(args) != 2 {
			return 0, "", py.NewTypeError("%s expected 2 arguments, got %d", fname, len(args))
		}
		fs, ok := args[0].(*py.Str)
		if !ok {
			return 0, "", py.NewTypeError("%s() argument 1 must be str, not %s", fname, args[0].Type().Name)
		}
		s, ok := args[1].(*py.Str)
		if !ok {
			return 0, "", py.NewTypeError("%s() argument 2 must be str, not %s", fname, args[1].Type().Name)
		}
		f, ok := forms[fs.String()]
		if !ok {
			return 0, "", py.NewValueError("invalid normalization form")
		}
		return f, s.String(), nil
	}
	d.SetStr("normalize", py.NewBuiltin("normalize", func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		f, s, err := normArgs("normalize", args, kwargs)
		if err != nil {
			return nil, err
		}
		if err := t.Charge(int64(len(s))/4 + 1); err != nil {
			return nil, err
		}
		// NFKD/NFKC can grow a string up to 18 times.
		if err := t.CheckAlloc(int64(len(s)) * 18); err != nil {
			return nil, err
		}
		return py.NewStr(f.String(s)), nil
	}))
	d.SetStr("is_normalized", py.NewBuiltin("is_normalized", func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		f, s, err := normArgs("is_normalized", args, kwargs)
		if err != nil {
			return nil, err
		}
		if err := t.Charge(int64(len(s))/4 + 1); err != nil {
			return nil, err
		}
		return py.NewBool(f.IsNormalString(s)), nil
	}))
	d.SetStr("unidata_version", py.NewStr(ucd.Version))
	if err := addUCD(t, d); err != nil {
		return nil, err
	}
	// Its functions and UCD's methods close over names and Go functions
	// of the Unicode tables.
	py.MarkWalkable(mod)
	py.MarkClassWalkable(d.GetStr("UCD").(*py.Type))
	return mod, nil
}
