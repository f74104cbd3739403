package random

import (
	"errors"

	"github.com/kraitpy/krait/py"
	"github.com/kraitpy/krait/stdlib/internal/pyargs"
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
	return pyargs.Bind(p.qual, true, p.names, p.required, args, kwargs)
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
