// Package pyargs binds the arguments of a call to a function that CPython
// writes in Python (the functions of its .py stdlib modules), with the
// TypeError texts CPython's evaluator gives for such a function, so a Go
// implementation fails as the Python one does; and converts int arguments
// as CPython's C modules do (Ssize, ClampIndex).
package pyargs

import (
	"strconv"
	"strings"

	"github.com/kraitpy/krait/py"
)

// Bind matches args and kwargs to the parameters names of the function
// qual ("sub", "Random.randint"); method means a method whose self the
// caller has already taken off args (CPython counts it in the messages).
// The first `required` names have no default. A name starting with '*'
// is keyword-only (optional, or required when it ends in '!'), one ending
// in '/' positional-only. The result holds the value of each parameter,
// nil for an absent optional one.
func Bind(qual string, method bool, names []string, required int, args []py.Value, kwargs []py.Kwarg) ([]py.Value, error) {
	return BindInto(nil, qual, method, names, required, args, kwargs)
}

// BindInto is Bind with the result in buf when it has room for every
// parameter (a caller's array on its stack; a dataclass's __init__), in a
// new slice otherwise.
func BindInto(buf []py.Value, qual string, method bool, names []string, required int, args []py.Value, kwargs []py.Kwarg) ([]py.Value, error) {
	npos := 0
	for _, n := range names {
		if !strings.HasPrefix(n, "*") {
			npos++
		}
	}
	var out []py.Value
	if len(names) <= cap(buf) {
		out = buf[:len(names)]
		clear(out)
	} else {
		out = make([]py.Value, len(names)) //krait:alloc-ok one per parameter of the function (a constant list)
	}
	copy(out, args[:min(len(args), npos)])
	for _, kw := range kwargs {
		i := -1
		for j, n := range names {
			if bare(n) == kw.Name && !strings.HasSuffix(n, "/") {
				i = j
				break
			}
		}
		if i < 0 {
			return nil, unexpected(qual, names, kw.Name, kwargs)
		}
		if out[i] != nil {
			return nil, py.NewTypeError("%s() got multiple values for argument '%s'", qual, kw.Name)
		}
		out[i] = kw.Value
	}
	self := 0
	if method {
		self = 1
	}
	if len(args) > npos {
		return nil, tooMany(qual, npos+self, required+self, len(args)+self, out[npos:])
	}
	var missing []string
	for i := 0; i < required; i++ {
		if out[i] == nil {
			missing = append(missing, "'"+bare(names[i])+"'") //krait:alloc-ok at most the function's parameter names (a constant list)
		}
	}
	if len(missing) > 0 {
		return nil, py.NewTypeError("%s() missing %d required positional argument%s: %s", qual, len(missing), plural(len(missing)), nameList(missing))
	}
	for i, n := range names {
		if strings.HasSuffix(n, "!") && out[i] == nil {
			missing = append(missing, "'"+bare(n)+"'")
		}
	}
	if len(missing) > 0 {
		return nil, py.NewTypeError("%s() missing %d required keyword-only argument%s: %s", qual, len(missing), plural(len(missing)), nameList(missing))
	}
	return out, nil
}

// unexpected is the error for the keyword argument name no parameter
// takes: CPython first names every positional-only parameter the call
// passed by keyword.
func unexpected(qual string, names []string, name string, kwargs []py.Kwarg) error {
	var posOnly []string
	for _, kw := range kwargs {
		for _, n := range names {
			if strings.HasSuffix(n, "/") && bare(n) == kw.Name {
				posOnly = append(posOnly, kw.Name) //krait:alloc-ok at most one per keyword argument (which exist)
			}
		}
	}
	if len(posOnly) > 0 {
		return py.NewTypeError("%s() got some positional-only arguments passed as keyword arguments: '%s'", qual, strings.Join(posOnly, ", "))
	}
	return py.NewTypeError("%s() got an unexpected keyword argument '%s'", qual, name)
}

// bare is a parameter name without its '*', '!' and '/' marks.
func bare(n string) string {
	return strings.TrimSuffix(strings.TrimSuffix(strings.TrimPrefix(n, "*"), "!"), "/")
}

// tooMany is CPython's too_many_positional: npos positional parameters of
// which required have no default, given passed, kwOnly the keyword-only
// values the call also passed.
func tooMany(qual string, npos, required, given int, kwOnly []py.Value) error {
	sig, s := strconv.Itoa(npos), plural(npos)
	if required < npos {
		sig, s = "from "+strconv.Itoa(required)+" to "+sig, "s"
	}
	kwGiven := 0
	for _, v := range kwOnly {
		if v != nil {
			kwGiven++
		}
	}
	extra, were := "", "were"
	if kwGiven > 0 {
		extra = " positional argument" + plural(given) + " (and " + strconv.Itoa(kwGiven) + " keyword-only argument" + plural(kwGiven) + ")"
	} else if given == 1 {
		were = "was"
	}
	return py.NewTypeError("%s() takes %s positional argument%s but %d%s %s given", qual, sig, s, given, extra, were)
}

// nameList joins quoted names as CPython's format_missing does: 'a',
// 'a' and 'b', 'a', 'b', and 'c'.
func nameList(names []string) string {
	switch len(names) {
	case 1:
		return names[0]
	case 2:
		return names[0] + " and " + names[1]
	}
	return strings.Join(names[:len(names)-1], ", ") + ", and " + names[len(names)-1]
}

func plural(n int) string {
	if n == 1 {
		return ""
	}
	return "s"
}

// Ssize converts an int argument as CPython's PyLong_AsSsize_t does: an
// int beyond 64 bits is an OverflowError.
func Ssize(t *py.Thread, v py.Value) (int64, error) {
	n, err := py.Index(t, v)
	if ex, ok := err.(*py.Exception); ok && ex.Matches(py.OverflowErrorType) {
		return 0, py.NewOverflowError("Python int too large to convert to C ssize_t")
	}
	return n, err
}

// ClampIndex converts an int argument used only as a bound, saturating
// ints beyond 64 bits (as Python code slicing with them would).
func ClampIndex(t *py.Thread, v py.Value) (int64, error) {
	n, err := py.Index(t, v)
	if ex, ok := err.(*py.Exception); ok && ex.Matches(py.OverflowErrorType) {
		if neg, cerr := py.CompareBool(t, py.Lt, v, py.NewInt(0)); cerr == nil && neg {
			return -1 << 63, nil
		}
		return 1<<63 - 1, nil
	}
	return n, err
}

// BytesLike reads a bytes-like argument (bytes or bytearray), with
// CPython's TypeError for anything else.
func BytesLike(v py.Value) (string, error) {
	switch x := v.(type) {
	case *py.Bytes:
		return x.String(), nil
	case *py.ByteArray:
		return string(x.Bytes()), nil
	}
	return "", py.NewTypeError("a bytes-like object is required, not '%s'", py.TypeName(v))
}
