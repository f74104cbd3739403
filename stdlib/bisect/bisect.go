// Package bisect implements Python's bisect module for krait: binary
// search and insertion in sorted sequences, with CPython's comparisons
// (only <) and argument rules.
package bisect

import (
	"github.com/kraitpy/krait/py"
	"github.com/kraitpy/krait/stdlib/internal/pyargs"
)

// Load creates the bisect module for one interpreter.
func Load(t *py.Thread) (py.Value, error) {
	mod := py.NewModule("bisect")
	set := func(name string, fn py.BuiltinFunc) { mod.Dict.SetStr(name, py.NewBuiltin(name, fn)) }
	set("bisect_left", search("bisect_left", true))
	set("bisect_right", search("bisect_right", false))
	set("bisect", search("bisect_right", false))
	set("insort_left", insort("insort_left", true))
	set("insort_right", insort("insort_right", false))
	set("insort", insort("insort_right", false))
	py.MarkWalkable(mod) // its functions close over names and flags
	return mod, nil
}

// parse parses the arguments (a, x, lo=0, hi=None, *, key=None).
func parse(t *py.Thread, name string, args []py.Value, kwargs []py.Kwarg) (a, x py.Value, lo, hi int64, key py.Value, err error) {
	var lov, hiv py.Value = py.NewInt(0), py.None
	key = py.None
	if err = py.UnpackArgs(name, args, kwargs, []string{"a", "x", "lo", "hi", "*key"}, 2, &a, &x, &lov, &hiv, &key); err != nil {
		return
	}
	if lo, err = pyargs.Ssize(t, lov); err != nil {
		return
	}
	if lo < 0 {
		err = py.NewValueError("lo must be non-negative")
		return
	}
	if hiv == py.None {
		var n int
		if n, err = py.Len(t, a); err != nil {
			return
		}
		hi = int64(n)
	} else if hi, err = pyargs.Ssize(t, hiv); err != nil {
		return
	}
	return
}

// find runs the binary search for x (already a key) in a[lo:hi].
func find(t *py.Thread, a, x py.Value, lo, hi int64, key py.Value, left bool) (int64, error) {
	for lo < hi {
		if err := t.Tick(); err != nil {
			return 0, err
		}
		mid := int64(uint64(lo+hi) / 2)
		v, err := py.GetItem(t, a, py.NewInt(mid))
		if err != nil {
			return 0, err
		}
		if key != py.None {
			if v, err = py.Call(t, key, []py.Value{v}, nil); err != nil {
				return 0, err
			}
		}
		var lt bool
		if left {
			lt, err = py.CompareBool(t, py.Lt, v, x)
		} else {
			lt, err = py.CompareBool(t, py.Lt, x, v)
		}
		if err != nil {
			return 0, err
		}
		if left == lt {
			lo = mid + 1
		} else {
			hi = mid
		}
	}
	return lo, nil
}

// search is bisect_left / bisect_right.
func search(name string, left bool) py.BuiltinFunc {
	return func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		a, x, lo, hi, key, err := parse(t, name, args, kwargs)
		if err != nil {
			return nil, err
		}
		i, err := find(t, a, x, lo, hi, key, left)
		if err != nil {
			return nil, err
		}
		return py.NewInt(i), nil
	}
}

// insort is insort_left / insort_right: the search on key(x), then
// a.insert.
func insort(name string, left bool) py.BuiltinFunc {
	return func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		a, x, lo, hi, key, err := parse(t, name, args, kwargs)
		if err != nil {
			return nil, err
		}
		kx := x
		if key != py.None {
			if kx, err = py.Call(t, key, []py.Value{x}, nil); err != nil {
				return nil, err
			}
		}
		i, err := find(t, a, kx, lo, hi, key, left)
		if err != nil {
			return nil, err
		}
		_, err = py.CallMethod(t, a, "insert", []py.Value{py.NewInt(i), x}, nil)
		if err != nil {
			return nil, err
		}
		return py.None, nil
	}
}
