package random

import (
	"errors"
	"strings"

	"github.com/kraitpy/krait/py"
)

// params describes the parameters of a method written in Python in
// CPython's random.py, so that argument errors read as CPython's do for a
// Python function ("Random.randint() missing 1 required positional
// argument: 'b'"). Names starting with '*' are keyword-only.
type params struct {
	qual     string   // "Random.randint"
	names    []string // parameters after self
	required int      // how many leading positional parameters are required
}

// bind matches args and kwargs to p's parameters. Absent optional
// parameters are nil in the result.
func (p params) bind(args []py.Value, kwargs []py.Kwarg) ([]py.Value, error) {
	out := make([]py.Value, len(p.names))
	npos := 0
	for _, n := range p.names {
		if !strings.HasPrefix(n, "*") {
			npos++
		}
	}
	if len(args) > npos {
		what := ""
		if p.required < npos {
			what = "from " + itoa(p.required+1) + " to " + itoa(npos+1)
		} else {
			what = itoa(npos + 1)
		}
		s := "s"
		if what == "1" {
			s = ""
		}
		were := "were"
		if len(args)+1 == 1 {
			were = "was"
		}
		return nil, py.NewTypeError("%s() takes %s positional argument%s but %d %s given", p.qual, what, s, len(args)+1, were)
	}
	copy(out, args)
	for _, kw := range kwargs {
		i := -1
		for j, n := range p.names {
			if strings.TrimPrefix(n, "*") == kw.Name {
				i = j
			}
		}
		if i < 0 {
			return nil, py.NewTypeError("%s() got an unexpected keyword argument '%s'", p.qual, kw.Name)
		}
		if out[i] != nil {
			return nil, py.NewTypeError("%s() got multiple values for argument '%s'", p.qual, kw.Name)
		}
		out[i] = kw.Value
	}
	var missing []string
	for i := 0; i < p.required; i++ {
		if out[i] == nil {
			missing = append(missing, "'"+p.names[i]+"'")
		}
	}
	if len(missing) > 0 {
		s := "s"
		if len(missing) == 1 {
			s = ""
		}
		var list string
		switch len(missing) {
		case 1:
			list = missing[0]
		case 2:
			list = missing[0] + " and " + missing[1]
		default:
			list = strings.Join(missing[:len(missing)-1], ", ") + ", and " + missing[len(missing)-1]
		}
		return nil, py.NewTypeError("%s() missing %d required positional argument%s: %s", p.qual, len(missing), s, list)
	}
	return out, nil
}

func itoa(n int) string {
	if n < 10 {
		return string(rune('0' + n))
	}
	return itoa(n/10) + string(rune('0'+n%10))
}

// pyError turns an engine *Error into the Python exception it names.
func pyError(err error) error {
	var e *Error
	if !errors.As(err, &e) {
		return err
	}
	typ := py.ValueErrorType
	switch e.Type {
	case "IndexError":
		typ = py.IndexErrorType
	case "TypeError":
		typ = py.TypeErrorType
	case "ZeroDivisionError":
		typ = py.ZeroDivisionErrorType
	case "OverflowError":
		typ = py.OverflowErrorType
	case "MemoryError":
		// A result too large to build is the run's memory limit, which
		// Python code cannot catch, never a catchable MemoryError.
		return memoryLimit(nil, -1)
	}
	return py.NewException(typ, e.Msg)
}

// floatArg converts a distribution parameter to a float as random.py's
// arithmetic would (ints, floats, bools, objects with __float__).
func floatArg(t *py.Thread, v py.Value) (float64, error) {
	f, ok, err := py.AsFloat(v)
	if err != nil || ok {
		return f, err
	}
	if v.Type().Lookup("__float__") != nil {
		r, err := py.ToFloat(t, v)
		if err != nil {
			return 0, err
		}
		if x, ok := r.(py.Float); ok {
			return float64(x), nil
		}
	}
	return 0, py.NewTypeError("must be real number, not %s", v.Type().Name)
}

// memoryLimit refuses a result of about bytes bytes (negative: too large
// to compute) with the run's memory limit error: the Thread's own error
// when the request exceeds its budget, otherwise (a request within the
// budget but beyond MaxAllocation) a memory LimitError all the same.
// Like the Thread's budget error, no except clause can catch it.
func memoryLimit(t *py.Thread, bytes int64) error {
	if t != nil && bytes >= 0 {
		if err := t.CheckAlloc(bytes); err != nil {
			return err
		}
	}
	return &py.LimitError{Kind: py.LimitMemory, Msg: "random: result too large for the memory budget"}
}
