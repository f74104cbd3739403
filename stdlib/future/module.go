// Package future implements Python's __future__ module for krait: the
// feature records that `from __future__ import ...` binds. The statement
// itself is a compiler directive, handled by the resolver and compiler.
package future

import (
	"github.com/kraitpy/krait/py"
	"github.com/kraitpy/krait/stdlib/internal/goclass"
)

// release is a version tuple such as (3, 7, 0, 'beta', 1).
type release struct {
	major, minor, micro int64
	level               string
	serial              int64
}

func (r *release) tuple() py.Value {
	if r == nil {
		return py.None
	}
	return py.NewTuple([]py.Value{py.NewInt(r.major), py.NewInt(r.minor), py.NewInt(r.micro), py.NewStr(r.level), py.NewInt(r.serial)})
}

// feature is one entry of CPython 3.11's __future__ table.
type feature struct {
	name                string
	optional, mandatory *release
	flag                int64
}

var features = []feature{
	{"nested_scopes", &release{2, 1, 0, "beta", 1}, &release{2, 2, 0, "alpha", 0}, 0x0010},
	{"generators", &release{2, 2, 0, "alpha", 1}, &release{2, 3, 0, "final", 0}, 0},
	{"division", &release{2, 2, 0, "alpha", 2}, &release{3, 0, 0, "alpha", 0}, 0x20000},
	{"absolute_import", &release{2, 5, 0, "alpha", 1}, &release{3, 0, 0, "alpha", 0}, 0x40000},
	{"with_statement", &release{2, 5, 0, "alpha", 1}, &release{2, 6, 0, "alpha", 0}, 0x80000},
	{"print_function", &release{2, 6, 0, "alpha", 2}, &release{3, 0, 0, "alpha", 0}, 0x100000},
	{"unicode_literals", &release{2, 6, 0, "alpha", 2}, &release{3, 0, 0, "alpha", 0}, 0x200000},
	{"barry_as_FLUFL", &release{3, 1, 0, "alpha", 2}, &release{4, 0, 0, "alpha", 0}, 0x400000},
	{"generator_stop", &release{3, 5, 0, "beta", 1}, &release{3, 7, 0, "alpha", 0}, 0x800000},
	{"annotations", &release{3, 7, 0, "beta", 1}, nil, 0x1000000},
}

// flags are the module's CO_* constants.
var flags = []struct {
	name  string
	value int64
}{
	{"CO_NESTED", 0x0010}, {"CO_GENERATOR_ALLOWED", 0},
	{"CO_FUTURE_DIVISION", 0x20000}, {"CO_FUTURE_ABSOLUTE_IMPORT", 0x40000},
	{"CO_FUTURE_WITH_STATEMENT", 0x80000}, {"CO_FUTURE_PRINT_FUNCTION", 0x100000},
	{"CO_FUTURE_UNICODE_LITERALS", 0x200000}, {"CO_FUTURE_BARRY_AS_BDFL", 0x400000},
	{"CO_FUTURE_GENERATOR_STOP", 0x800000}, {"CO_FUTURE_ANNOTATIONS", 0x1000000},
}

// Load creates the __future__ module for one interpreter.
func Load(t *py.Thread) (py.Value, error) {
	mod := py.NewModule("__future__")
	attr := func(self py.Value, name py.LibName) (py.Value, error) { return py.GetAttr(t, self, name) }
	cls, err := goclass.New(t, goclass.Spec{
		Module: "__future__",
		Name:   "_Feature",
		Methods: []goclass.Method{
			{Name: "getOptionalRelease", Fn: func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
				if err := py.CheckPositional("getOptionalRelease", args, kwargs, 0, 0); err != nil {
					return nil, err
				}
				return attr(self, "optional")
			}},
			{Name: "getMandatoryRelease", Fn: func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
				if err := py.CheckPositional("getMandatoryRelease", args, kwargs, 0, 0); err != nil {
					return nil, err
				}
				return attr(self, "mandatory")
			}},
			{Name: "__repr__", Fn: func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
				parts := make([]py.Value, 3)
				for i, name := range []py.LibName{"optional", "mandatory", "compiler_flag"} {
					v, err := attr(self, name)
					if err != nil {
						return nil, err
					}
					parts[i] = v
				}
				r, err := py.Repr(t, py.NewTuple(parts))
				if err != nil {
					return nil, err
				}
				return py.NewStr("_Feature" + r), nil
			}},
		},
	})
	if err != nil {
		return nil, err
	}
	names := make([]py.Value, len(features))
	for i, f := range features {
		in := &py.Instance{Class: cls, Dict: py.NewDict()}
		in.Dict.SetStr("optional", f.optional.tuple())
		in.Dict.SetStr("mandatory", f.mandatory.tuple())
		in.Dict.SetStr("compiler_flag", py.NewInt(f.flag))
		mod.Dict.SetStr(f.name, in)
		names[i] = py.NewStr(f.name)
	}
	mod.Dict.SetStr("all_feature_names", py.NewList(names))
	for _, f := range flags {
		mod.Dict.SetStr(f.name, py.NewInt(f.value))
	}
	mod.Dict.SetStr("_Feature", cls)
	// The memory walk can measure it: _Feature's methods close over the
	// loading thread only.
	py.MarkClassWalkable(cls)
	py.MarkWalkable(mod)
	return mod, nil
}
