// Package pprint implements Python's pprint module for krait: pprint,
// pformat, pp, saferepr, isreadable, isrecursive and PrettyPrinter, with
// CPython's layout algorithm (including its special layouts for str,
// bytes, sets and the collections types), so output is byte-identical.
// Recursion through nested data is bounded by the run's data-depth
// limit.
package pprint

import (
	"github.com/kraitpy/krait/py"
)

// settings are a PrettyPrinter's options.
type settings struct {
	indent     int
	width      int
	depth      int // 0: None
	stream     py.Value
	compact    bool
	sortDicts  bool
	underscore bool
}

// Type returns object: settings are the private state of PrettyPrinter
// instances.
func (*settings) Type() *py.Type { return py.ObjectType }

// optionNames are PrettyPrinter's parameters.
var optionNames = []string{"indent", "width", "depth", "stream", "*compact", "*sort_dicts", "*underscore_numbers"}

// parseSettings validates PrettyPrinter's arguments.
func parseSettings(t *py.Thread, fname string, args []py.Value, kwargs []py.Kwarg, sortDefault bool) (*settings, error) {
	var indent, width, depth, stream, compact, sortDicts, underscore py.Value = py.NewInt(1), py.NewInt(80), py.None, py.None, py.False, py.NewBool(sortDefault), py.False
	if err := py.UnpackArgs(fname, args, kwargs, optionNames, 0, &indent, &width, &depth, &stream, &compact, &sortDicts, &underscore); err != nil {
		return nil, err
	}
	s := &settings{stream: stream}
	iv, err := py.ToInt(t, indent)
	if err != nil {
		return nil, err
	}
	wv, err := py.ToInt(t, width)
	if err != nil {
		return nil, err
	}
	in, _ := py.AsInt64(iv)
	w, _ := py.AsInt64(wv)
	if in < 0 {
		return nil, py.NewValueError("indent must be >= 0")
	}
	if depth != py.None {
		le, err := py.CompareBool(t, py.Le, depth, py.NewInt(0))
		if err != nil {
			return nil, err
		}
		if le {
			return nil, py.NewValueError("depth must be > 0")
		}
		d, err := py.Index(t, depth)
		if err != nil {
			return nil, err
		}
		s.depth = int(d)
	}
	if w == 0 {
		return nil, py.NewValueError("width must be != 0")
	}
	s.indent, s.width = int(in), int(w)
	for _, b := range []struct {
		v   py.Value
		dst *bool
	}{{compact, &s.compact}, {sortDicts, &s.sortDicts}, {underscore, &s.underscore}} {
		if *b.dst, err = py.Truth(t, b.v); err != nil {
			return nil, err
		}
	}
	return s, nil
}

// newPrinter starts a run with the settings.
func (s *settings) newPrinter(t *py.Thread) *printer {
	return &printer{t: t, indentPer: s.indent, width: s.width, depth: s.depth, compact: s.compact,
		sortDicts: s.sortDicts, underscore: s.underscore, readable: true}
}

// pformat formats obj.
func (s *settings) pformat(t *py.Thread, obj py.Value) (string, error) {
	p := s.newPrinter(t)
	if err := p.format(obj, 0, 0, py.IdentitySet{}, 0); err != nil {
		return "", err
	}
	return p.out.String(), nil
}

// pprint writes pformat(obj) and a newline to the stream (the program's
// output when None).
func (s *settings) pprint(t *py.Thread, obj py.Value) error {
	text, err := s.pformat(t, obj)
	if err != nil {
		return err
	}
	if s.stream == nil || s.stream == py.None {
		return t.Write(text + "\n")
	}
	if _, err := py.CallMethod(t, s.stream, "write", []py.Value{py.NewStr(text)}, nil); err != nil {
		return err
	}
	_, err = py.CallMethod(t, s.stream, "write", []py.Value{py.NewStr("\n")}, nil)
	return err
}

// safeRepr runs _safe_repr with the default settings.
func safeRepr(t *py.Thread, obj py.Value, s *settings) (string, bool, bool, error) {
	p := s.newPrinter(t)
	return p.safeRepr(obj, py.IdentitySet{}, 0, 0)
}

// defaultSettings are PrettyPrinter()'s.
func defaultSettings() *settings {
	return &settings{indent: 1, width: 80, sortDicts: true}
}

// Load creates the pprint module for one interpreter.
func Load(t *py.Thread) (py.Value, error) {
	mod := py.NewModule("pprint")
	d := mod.Dict
	d.SetStr("pformat", py.NewBuiltin("pformat", func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		if len(args) == 0 {
			return nil, py.NewTypeError("pformat() missing 1 required positional argument: 'object'")
		}
		for _, kw := range kwargs {
			if kw.Name == "stream" {
				return nil, py.NewTypeError("pformat() got an unexpected keyword argument 'stream'")
			}
		}
		rest := args[1:]
		if len(rest) > 3 {
			return nil, py.NewTypeError("pformat() takes from 1 to 4 positional arguments but %d were given", len(args))
		}
		s, err := parseSettings(t, "pformat", rest, kwargs, true)
		if err != nil {
			return nil, err
		}
		text, err := s.pformat(t, args[0])
		if err != nil {
			return nil, err
		}
		return py.NewStr(text), nil
	}))
	printFn := func(name string, sortDefault bool) py.BuiltinFunc {
		return func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			if len(args) == 0 {
				return nil, py.NewTypeError("%s() missing 1 required positional argument: 'object'", name)
			}
			rest := args[1:]
			// pprint(object, stream=None, indent=1, width=80, depth=None):
			// the stream comes first here.
			var reordered []py.Value
			var kws []py.Kwarg
			if len(rest) > 0 {
				kws = append(kws, py.Kwarg{Name: "stream", Value: rest[0]})
				reordered = rest[1:]
			}
			if err := t.Alloc(int64(32 * (1 + len(kwargs)))); err != nil {
				return nil, err
			}
			s, err := parseSettings(t, name, reordered, append(kws, kwargs...), sortDefault)
			if err != nil {
				return nil, err
			}
			return py.None, s.pprint(t, args[0])
		}
	}
	d.SetStr("pprint", py.NewBuiltin("pprint", printFn("pprint", true)))
	d.SetStr("pp", py.NewBuiltin("pp", printFn("pp", false)))
	d.SetStr("saferepr", py.NewBuiltin("saferepr", func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		if err := py.CheckPositional("saferepr", args, kwargs, 1, 1); err != nil {
			return nil, err
		}
		r, _, _, err := safeRepr(t, args[0], defaultSettings())
		return py.NewStr(r), err
	}))
	d.SetStr("isreadable", py.NewBuiltin("isreadable", func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		if err := py.CheckPositional("isreadable", args, kwargs, 1, 1); err != nil {
			return nil, err
		}
		_, readable, _, err := safeRepr(t, args[0], defaultSettings())
		return py.NewBool(readable), err
	}))
	d.SetStr("isrecursive", py.NewBuiltin("isrecursive", func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		if err := py.CheckPositional("isrecursive", args, kwargs, 1, 1); err != nil {
			return nil, err
		}
		_, _, recursive, err := safeRepr(t, args[0], defaultSettings())
		return py.NewBool(recursive), err
	}))
	cls, err := newPrettyPrinterClass(t)
	if err != nil {
		return nil, err
	}
	d.SetStr("PrettyPrinter", cls)
	return mod, nil
}

// settingsOf returns the settings of a PrettyPrinter instance (the
// defaults, attached on first use, for an instance made without
// PrettyPrinter.__new__).
func settingsOf(self py.Value) *settings {
	in, ok := self.(*py.Instance)
	if !ok {
		return defaultSettings()
	}
	s, ok := in.Base.(*settings)
	if !ok {
		s = defaultSettings()
		if in.Base == nil {
			in.Base = s
		}
	}
	return s
}

// newPrettyPrinterClass creates PrettyPrinter.
func newPrettyPrinterClass(t *py.Thread) (*py.Type, error) {
	ns := py.NewDict()
	ns.SetStr("__module__", py.NewStr("pprint"))
	var cls *py.Type
	ns.SetStr("__new__", &py.StaticMethod{Func: py.NewBuiltin("__new__", func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		c := args[0].(*py.Type)
		return &py.Instance{Class: c, Dict: py.NewDict(), Base: defaultSettings()}, nil
	})})
	one := func(fn func(t *py.Thread, s *settings, obj py.Value) (py.Value, error)) py.BuiltinFunc {
		return func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			var obj py.Value
			if err := py.UnpackArgs("method", args, kwargs, []string{"object"}, 1, &obj); err != nil {
				return nil, err
			}
			return fn(t, settingsOf(self), obj)
		}
	}
	methods := []*py.Builtin{
		{Name: "__init__", Fn: func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			s, err := parseSettings(t, "PrettyPrinter", args, kwargs, true)
			if err != nil {
				return nil, err
			}
			*settingsOf(self) = *s
			return py.None, nil
		}},
		{Name: "pformat", Fn: one(func(t *py.Thread, s *settings, obj py.Value) (py.Value, error) {
			text, err := s.pformat(t, obj)
			return py.NewStr(text), err
		})},
		{Name: "pprint", Fn: one(func(t *py.Thread, s *settings, obj py.Value) (py.Value, error) {
			return py.None, s.pprint(t, obj)
		})},
		{Name: "isreadable", Fn: one(func(t *py.Thread, s *settings, obj py.Value) (py.Value, error) {
			_, r, _, err := safeRepr(t, obj, s)
			return py.NewBool(r), err
		})},
		{Name: "isrecursive", Fn: one(func(t *py.Thread, s *settings, obj py.Value) (py.Value, error) {
			_, _, r, err := safeRepr(t, obj, s)
			return py.NewBool(r), err
		})},
	}
	for _, b := range methods {
		ns.SetStr(b.Name, b)
	}
	cls, err := py.NewClass(t, "PrettyPrinter", nil, ns)
	if err != nil {
		return nil, err
	}
	for _, b := range methods {
		b.Owner = cls
	}
	return cls, nil
}
