// Package goclass builds the Python classes of stdlib modules whose
// methods are Go functions, so every module makes them the same way.
package goclass

import "github.com/kraitpy/krait/py"

// Method is one Go method of a class.
type Method struct {
	Name string
	Fn   py.BuiltinFunc
}

// Spec describes a class.
type Spec struct {
	Module string // the class's __module__
	Name   string
	// TpName, when set, is the dotted name CPython's C types show in
	// error messages (e.g. "datetime.date").
	TpName       string
	Bases        []*py.Type
	Methods      []Method // instance methods: Fn receives the instance as self
	ClassMethods []Method // class methods: Fn receives the class as self
	Statics      []Method // static methods (and __new__): no receiver
	Attrs        map[string]py.Value
}

// New creates the class for one interpreter.
func New(t *py.Thread, spec Spec) (*py.Type, error) {
	ns := py.NewDict()
	ns.SetStr("__module__", py.NewStr(spec.Module))
	owned := make([]*py.Builtin, 0, len(spec.Methods))
	for _, m := range spec.Methods {
		b := &py.Builtin{Name: m.Name, Fn: m.Fn}
		ns.SetStr(m.Name, b)
		owned = append(owned, b)
	}
	for _, m := range spec.ClassMethods {
		fn := m.Fn
		ns.SetStr(m.Name, &py.ClassMethod{Func: py.NewBuiltin(m.Name, func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			if len(args) == 0 {
				return nil, py.NewTypeError("class method needs a class")
			}
			return fn(t, args[0], args[1:], kwargs)
		})})
	}
	for _, m := range spec.Statics {
		ns.SetStr(m.Name, &py.StaticMethod{Func: py.NewBuiltin(m.Name, m.Fn)})
	}
	for k, v := range spec.Attrs {
		ns.SetStr(k, v)
	}
	cls, err := py.NewClass(t, spec.Name, spec.Bases, ns)
	if err != nil {
		return nil, err
	}
	cls.TpName = spec.TpName
	for _, b := range owned {
		b.Owner = cls
	}
	return cls, nil
}
