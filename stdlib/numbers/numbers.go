// Package numbers implements Python's numbers module for krait: the
// numeric tower Number > Complex > Real > Rational > Integral as
// abstract base classes (deriving from abc.ABC, whose __subclasshook__
// isinstance consults), with the built-in numbers, fractions.Fraction
// and decimal.Decimal registered where CPython registers them.
package numbers

import (
	"github.com/kraitpy/krait/py"
)

// tower lists the classes, each deriving from the one before.
var tower = []string{"Number", "Complex", "Real", "Rational", "Integral"}

// Load creates a fresh numbers module whose classes derive from abcMod's
// ABC.
func Load(t *py.Thread, abcMod *py.Module) (py.Value, error) {
	abc, ok := abcMod.Dict.GetStr("ABC").(*py.Type)
	if !ok {
		return nil, py.NewTypeError("numbers needs abc.ABC")
	}
	abcHook, _ := abc.Dict.GetStr("__subclasshook__").(*py.ClassMethod)
	mod := py.NewModule("numbers")
	classes := map[string]*py.Type{}
	base := abc
	for _, name := range tower {
		ns := py.NewDict()
		ns.SetStr("__module__", py.NewStr("numbers"))
		ns.SetStr("__slots__", py.NewTuple(nil))
		ns.SetStr("__hash__", py.None)
		if name == "Number" {
			ns.SetStr("__doc__", py.NewStr("All numbers inherit from this class.\n\n    If you just want to check if an argument x is a number, without\n    caring what kind, use isinstance(x, Number).\n    "))
		}
		cls, err := py.NewClass(t, name, []*py.Type{base}, ns)
		if err != nil {
			return nil, err
		}
		level := len(classes)
		cls.Dict.SetStr("__subclasshook__", &py.ClassMethod{Func: py.NewBuiltin("__subclasshook__", func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			if len(args) != 2 {
				return nil, py.NewTypeError("__subclasshook__() takes exactly one argument")
			}
			if c, ok := args[1].(*py.Type); ok && builtinLevel(c) >= level {
				return py.True, nil
			}
			if abcHook == nil {
				return py.NotImplemented, nil
			}
			return py.Call(t, abcHook.Func, args, kwargs)
		})})
		classes[name] = cls
		mod.Dict.SetStr(name, cls)
		// Its __subclasshook__ closes over abc.ABC's, which the class
		// reaches through its MRO.
		py.MarkClassWalkable(cls)
		base = cls
	}
	mod.Dict.SetStr("ABCMeta", abcMod.Dict.GetStr("ABCMeta"))
	mod.Dict.SetStr("abstractmethod", abcMod.Dict.GetStr("abstractmethod"))
	py.MarkWalkable(mod)
	return mod, nil
}

// builtinLevel is the deepest class of the tower CPython registers c
// (or a base of c) with: 4 Integral (int, bool), 3 Rational
// (fractions.Fraction), 2 Real (float), 1 Complex (complex), 0 Number
// (decimal.Decimal), -1 none.
func builtinLevel(c *py.Type) int {
	best := -1
	for _, m := range c.MRO {
		l := -1
		switch {
		case m == py.IntType:
			l = 4
		case m.Module == "fractions" && m.Name == "Fraction":
			l = 3
		case m == py.FloatType:
			l = 2
		case m == py.ComplexType:
			l = 1
		case m.Module == "decimal" && m.Name == "Decimal":
			l = 0
		}
		if l > best {
			best = l
		}
	}
	return best
}
