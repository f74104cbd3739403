package py

import "strings"

// This file is the one argument parser of built-in functions and methods,
// with CPython's exact TypeError wording for each calling convention.

// plural returns "argument" or "arguments".
func plural(n int) string {
	if n == 1 {
		return "argument"
	}
	return "arguments"
}

// shortName returns the part of a qualified name after the last dot
// ("pop" for "list.pop").
func shortName(qual string) string {
	if i := strings.LastIndexByte(qual, '.'); i >= 0 {
		return qual[i+1:]
	}
	return qual
}

// NoKwargs refuses keyword arguments: "list.pop() takes no keyword arguments".
func NoKwargs(qual string, kwargs []Kwarg) error {
	if len(kwargs) > 0 {
		return NewTypeError("%s() takes no keyword arguments", qual)
	}
	return nil
}

// CheckPositional checks a positional-only call taking min..max arguments
// (max < 0: unbounded), in the style of CPython's _PyArg_CheckPositional:
// "pop expected at most 1 argument, got 2".
func CheckPositional(qual string, args []Value, kwargs []Kwarg, min, max int) error {
	if err := NoKwargs(qual, kwargs); err != nil {
		return err
	}
	name := shortName(qual)
	n := len(args)
	switch {
	case n < min && min == max:
		return NewTypeError("%s expected %d %s, got %d", name, min, plural(min), n)
	case n < min:
		return NewTypeError("%s expected at least %d %s, got %d", name, min, plural(min), n)
	case max >= 0 && n > max && min == max:
		return NewTypeError("%s expected %d %s, got %d", name, max, plural(max), n)
	case max >= 0 && n > max:
		return NewTypeError("%s expected at most %d %s, got %d", name, max, plural(max), n)
	}
	return nil
}

// CheckExactlyOne checks a call of a one-argument (METH_O) function:
// "len() takes exactly one argument (2 given)".
func CheckExactlyOne(qual string, args []Value, kwargs []Kwarg) error {
	if err := NoKwargs(qual, kwargs); err != nil {
		return err
	}
	if len(args) != 1 {
		return NewTypeError("%s() takes exactly one argument (%d given)", qual, len(args))
	}
	return nil
}

// CheckNoArgs checks a call of a function taking nothing:
// "list.clear() takes no arguments (1 given)".
func CheckNoArgs(qual string, args []Value, kwargs []Kwarg) error {
	if err := NoKwargs(qual, kwargs); err != nil {
		return err
	}
	if len(args) != 0 {
		return NewTypeError("%s() takes no arguments (%d given)", qual, len(args))
	}
	return nil
}

// CheckArgRange checks an old-style (PyArg_ParseTuple) call:
// "count() takes at least 1 argument (0 given)".
func CheckArgRange(name string, args []Value, kwargs []Kwarg, min, max int) error {
	if err := NoKwargs(name, kwargs); err != nil {
		return err
	}
	n := len(args)
	switch {
	case n < min && min == max:
		return NewTypeError("%s() takes exactly %d %s (%d given)", name, min, plural(min), n)
	case n < min:
		return NewTypeError("%s() takes at least %d %s (%d given)", name, min, plural(min), n)
	case max >= 0 && n > max && min == max:
		return NewTypeError("%s() takes exactly %d %s (%d given)", name, max, plural(max), n)
	case max >= 0 && n > max:
		return NewTypeError("%s() takes at most %d %s (%d given)", name, max, plural(max), n)
	}
	return nil
}

// UnpackArgs parses a keyword-capable call (CPython's Argument Clinic
// convention) into dst, one pointer per name. The first `required`
// parameters are required; a name starting with '*' is keyword-only
// (written without the star in messages); a name ending in '/' is
// positional-only. Absent optional arguments leave dst untouched.
func UnpackArgs(fname string, args []Value, kwargs []Kwarg, names []string, required int, dst ...*Value) error {
	maxPos := 0
	for _, n := range names {
		if strings.HasPrefix(n, "*") {
			break
		}
		maxPos++
	}
	total := len(args) + len(kwargs)
	if len(args) > maxPos {
		if maxPos == 0 {
			return NewTypeError("%s() takes no positional arguments", fname)
		}
		if total > len(names) || maxPos == len(names) {
			return tooMany(fname, len(names), required, total)
		}
		return NewTypeError("%s() takes at most %d positional %s (%d given)", fname, maxPos, plural(maxPos), len(args))
	}
	if total > len(names) {
		return tooMany(fname, len(names), required, total)
	}
	for i, a := range args {
		*dst[i] = a
	}
	set := make([]bool, len(names))
	for i := range args {
		set[i] = true
	}
	for _, kw := range kwargs {
		idx := -1
		for i, n := range names {
			n = strings.TrimPrefix(strings.TrimSuffix(n, "/"), "*")
			if n == kw.Name && !strings.HasSuffix(names[i], "/") {
				idx = i
				break
			}
		}
		if idx < 0 {
			return NewTypeError("'%s' is an invalid keyword argument for %s()", kw.Name, fname)
		}
		if set[idx] {
			return NewTypeError("argument for %s() given by name ('%s') and position (%d)", fname, kw.Name, idx+1)
		}
		set[idx] = true
		*dst[idx] = kw.Value
	}
	for i := 0; i < required; i++ {
		if !set[i] {
			n := strings.TrimPrefix(strings.TrimSuffix(names[i], "/"), "*")
			return NewTypeError("%s() missing required argument '%s' (pos %d)", fname, n, i+1)
		}
	}
	return nil
}

func tooMany(fname string, max, required, got int) error {
	if required == max {
		return NewTypeError("%s() takes exactly %d %s (%d given)", fname, max, plural(max), got)
	}
	return NewTypeError("%s() takes at most %d %s (%d given)", fname, max, plural(max), got)
}

// ArgError returns CPython's "fn() argument N must be T, not U" error.
func ArgError(fname string, pos int, want string, got Value) error {
	return NewTypeError("%s() argument %d must be %s, not %s", fname, pos, want, typeName(got))
}

// intBoolArg converts a flag argument CPython parses as an int
// (list.sort's reverse, splitlines' keepends): any __index__ value, its
// truth; other types raise "'str' object cannot be interpreted as an
// integer".
func intBoolArg(t *Thread, v Value) (bool, error) {
	if b, ok := v.(Bool); ok {
		return bool(b), nil
	}
	if _, ok := v.(*BigInt); ok {
		return false, NewOverflowError("Python int too large to convert to C int")
	}
	i, err := Index(t, v)
	return i != 0, err
}
