package unicodedata

import (
	"strconv"
	"strings"

	"github.com/kraitpy/krait/internal/ucd"
	"github.com/kraitpy/krait/py"
	"github.com/kraitpy/krait/stdlib/internal/goclass"
)

// addUCD adds the UCD type and ucd_3_2_0, the Unicode 3.2.0 database
// (the one IDNA uses), whose methods answer from ucd.Old320 where 3.2.0
// differs and from the current database elsewhere.
func addUCD(t *py.Thread, d *py.Dict) error {
	cur := func(name string) py.BuiltinFunc {
		if b, ok := d.GetStr(name).(*py.Builtin); ok {
			return b.Fn
		}
		return func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			return nil, py.NewRuntimeError("unicodedata.%s missing", name)
		}
	}
	var methods []goclass.Method
	for _, name := range []string{"category", "bidirectional", "east_asian_width", "decomposition", "mirrored", "combining"} {
		name, fn := name, cur(name)
		methods = append(methods, goclass.Method{Name: name, Fn: func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			if len(kwargs) == 0 && len(args) != 1 {
				return nil, py.NewTypeError("UCD.%s() takes exactly one argument (%d given)", name, len(args))
			}
			r, err := charArg(name, args, kwargs, 1, 1)
			if err != nil {
				return nil, err
			}
			if v, ok := ucd.Old320(name, r); ok {
				if name == "mirrored" || name == "combining" {
					n, _ := strconv.Atoi(v)
					return py.NewInt(int64(n)), nil
				}
				return py.NewStr(v), nil
			}
			return fn(t, self, args, kwargs)
		}})
	}
	for _, v := range []struct{ name, msg string }{
		{"decimal", "not a decimal"}, {"digit", "not a digit"}, {"numeric", "not a numeric character"}, {"name", "no such name"},
	} {
		v, fn := v, cur(v.name)
		methods = append(methods, goclass.Method{Name: v.name, Fn: func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			r, err := charArg(v.name, args, kwargs, 1, 2)
			if err != nil {
				return nil, err
			}
			old, ok := ucd.Old320(v.name, r)
			if !ok {
				return fn(t, self, args, kwargs)
			}
			switch {
			case old == ucd.NoValue && len(args) == 2:
				return args[1], nil
			case old == ucd.NoValue:
				return nil, py.NewValueError("%s", v.msg)
			case v.name == "numeric":
				f, _ := strconv.ParseFloat(old, 64)
				return py.Float(f), nil
			case v.name == "name":
				return py.NewStr(old), nil
			}
			n, _ := strconv.Atoi(old)
			return py.NewInt(int64(n)), nil
		}})
	}
	lookup := cur("lookup")
	methods = append(methods, goclass.Method{Name: "lookup", Fn: func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		res, err := lookup(t, self, args, kwargs)
		if err != nil {
			return nil, err
		}
		// Unicode 3.2.0 has no aliases or named sequences, and no
		// characters assigned later; CPython decodes the algorithmic
		// names without asking the old database.
		name := ""
		switch s := args[0].(type) {
		case *py.Str:
			name = s.String()
		case *py.Bytes:
			name = s.String()
		}
		if strings.HasPrefix(name, "HANGUL SYLLABLE ") || strings.HasPrefix(name, "CJK UNIFIED IDEOGRAPH-") {
			return res, nil
		}
		rs := []rune(res.(*py.Str).String())
		if len(rs) == 1 {
			if old, changed := ucd.Old320("name", rs[0]); (!changed && strings.EqualFold(ucd.Name(rs[0]), name)) || (changed && old != ucd.NoValue && strings.EqualFold(old, name)) {
				return res, nil
			}
		}
		return nil, py.NewKeyError(py.NewStr("undefined character name '" + name + "'"))
	}})
	for _, name := range []string{"normalize", "is_normalized"} {
		fn := cur(name)
		methods = append(methods, goclass.Method{Name: name, Fn: func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			return fn(t, self, args, kwargs)
		}})
	}
	cls, err := goclass.New(t, goclass.Spec{Module: "unicodedata", Name: "UCD", TpName: "unicodedata.UCD", Methods: methods,
		Statics: []goclass.Method{{Name: "__new__", Fn: func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			return nil, py.NewTypeError("cannot create 'unicodedata.UCD' instances")
		}}},
		Attrs: map[string]py.Value{"unidata_version": py.NewStr("3.2.0")},
	})
	if err != nil {
		return err
	}
	d.SetStr("UCD", cls)
	d.SetStr("ucd_3_2_0", &py.Instance{Class: cls, Dict: py.NewDict()})
	return nil
}
