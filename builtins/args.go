package builtins

import (
	"github.com/kraitpy/krait/py"
)

// The argument checks below reproduce the wording of CPython's three
// families of builtin signatures.

// exactlyOne checks a METH_O builtin: "len() takes exactly one argument
// (2 given)", "len() takes no keyword arguments".
func exactlyOne(name string, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	if len(kwargs) > 0 {
		return nil, py.NewTypeError("%s() takes no keyword arguments", name)
	}
	if len(args) != 1 {
		return nil, py.NewTypeError("%s() takes exactly one argument (%d given)", name, len(args))
	}
	return args[0], nil
}

// positional checks a positional-only builtin taking between min and max
// arguments: "divmod expected 2 arguments, got 1", "getattr expected at
// least 2 arguments, got 1".
func positional(name string, args []py.Value, kwargs []py.Kwarg, min, max int) error {
	if len(kwargs) > 0 {
		return py.NewTypeError("%s() takes no keyword arguments", name)
	}
	n := len(args)
	if n >= min && n <= max {
		return nil
	}
	switch {
	case min == max:
		return py.NewTypeError("%s expected %d argument%s, got %d", name, min, plural(min), n)
	case n < min:
		return py.NewTypeError("%s expected at least %d argument%s, got %d", name, min, plural(min), n)
	}
	return py.NewTypeError("%s expected at most %d argument%s, got %d", name, max, plural(max), n)
}

func plural(n int) string {
	if n == 1 {
		return ""
	}
	return "s"
}

// params binds the arguments of a builtin with named parameters (argument
// clinic style): names[i] may be given positionally (i < maxPos) or by
// keyword; the first required parameters are mandatory. Missing optional
// values are nil.
func params(name string, args []py.Value, kwargs []py.Kwarg, names []string, required, maxPos int) ([]py.Value, error) {
	if len(args) > maxPos {
		if maxPos == len(names) {
			return nil, py.NewTypeError("%s() takes at most %d argument%s (%d given)", name, maxPos, plural(maxPos), len(args))
		}
		return nil, py.NewTypeError("%s() takes at most %d positional argument%s (%d given)", name, maxPos, plural(maxPos), len(args))
	}
	out := make([]py.Value, len(names))
	copy(out, args)
	for _, kw := range kwargs {
		found := false
		for i, n := range names {
			if n == kw.Name {
				if out[i] != nil {
					return nil, py.NewTypeError("argument for %s() given by name ('%s') and position (%d)", name, n, i+1)
				}
				out[i] = kw.Value
				found = true
				break
			}
		}
		if !found {
			return nil, py.NewTypeError("'%s' is an invalid keyword argument for %s()", kw.Name, name)
		}
	}
	for i := 0; i < required; i++ {
		if out[i] == nil {
			return nil, py.NewTypeError("%s() missing required argument '%s' (pos %d)", name, names[i], i+1)
		}
	}
	return out, nil
}

// keywords extracts the allowed keyword arguments of a builtin that also
// takes any number of positional arguments (print, min, max).
func keywords(name string, kwargs []py.Kwarg, allowed ...string) (map[string]py.Value, error) {
	if len(kwargs) == 0 {
		return nil, nil
	}
	out := make(map[string]py.Value, len(kwargs))
	for _, kw := range kwargs {
		ok := false
		for _, a := range allowed {
			if a == kw.Name {
				ok = true
				break
			}
		}
		if !ok {
			return nil, py.NewTypeError("'%s' is an invalid keyword argument for %s()", kw.Name, name)
		}
		out[kw.Name] = kw.Value
	}
	return out, nil
}

// typeName returns the Python type name of a value for messages.
func typeName(v py.Value) string { return v.Type().Name }
