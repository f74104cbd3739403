package pandas

import (
	"github.com/kraitpy/krait/py"
	"github.com/kraitpy/krait/stdlib/internal/pyargs"
	"github.com/kraitpy/krait/stdlib/numpy"
)

// This file reads the arguments of pandas' functions and methods.

// bindArgs binds a call's arguments to parameter names (pyargs.Bind with
// the receiver counted, as pandas' methods are Python functions).
func bindArgs(qual string, names []string, required int, args []py.Value, kwargs []py.Kwarg) ([]py.Value, error) {
	return pyargs.Bind(qual, true, names, required, args, kwargs)
}

// isNone reports whether an optional argument is absent or None.
func isNone(v py.Value) bool { return v == nil || v == py.None }

// argBool reads a bool argument (def when absent).
func argBool(t *py.Thread, v py.Value, def bool) (bool, error) {
	if v == nil {
		return def, nil
	}
	return py.Truth(t, v)
}

// argInt reads an int argument (def when absent or None).
func argInt(v py.Value, name string, def int) (int, error) {
	if isNone(v) {
		return def, nil
	}
	if n, ok := pyInt64(v); ok {
		return int(n), nil
	}
	if f, ok := v.(py.Float); ok && float64(f) == float64(int64(f)) {
		return int(f), nil
	}
	return 0, py.NewTypeError("%s must be an integer, got %s", name, py.TypeName(v))
}

// argStr reads a str argument (def when absent or None).
func argStr(v py.Value, name, def string) (string, error) {
	if isNone(v) {
		return def, nil
	}
	if s, ok := v.(*py.Str); ok {
		return s.String(), nil
	}
	return "", py.NewTypeError("%s must be a string, got %s", name, py.TypeName(v))
}

// strOf returns the Go string of a Python str, or ok=false.
func strOf(v py.Value) (string, bool) {
	if s, ok := v.(*py.Str); ok {
		return s.String(), true
	}
	return "", false
}

// isListLike reports whether v is a list-like of labels or values:
// list, tuple, set, range, ndarray, Series, Index (not a str or dict).
func isListLike(v py.Value) bool {
	switch x := v.(type) {
	case *py.List, *py.Tuple, *py.Set, *py.FrozenSet, *py.Range, *py.DictView:
		return true
	case *py.Instance:
		if _, ok := numpy.Unwrap(x); ok {
			return true
		}
		switch x.Base.(type) {
		case *Series, *Index:
			return true
		}
	}
	return false
}

// listItems returns the items of a list-like as Python values (Series
// and Index give their values; arrays their boxed elements).
func (m *Module) listItems(t *py.Thread, v py.Value) ([]py.Value, error) {
	switch x := v.(type) {
	case *py.List:
		return x.Items(), nil
	case *py.Tuple:
		return x.Items(), nil
	case *py.Instance:
		if a, ok := numpy.Unwrap(x); ok {
			if err := t.Charge(int64(a.Size())); err != nil {
				return nil, err
			}
			if a.Ndim() == 0 {
				return []py.Value{m.np.Box(a, 0)}, nil
			}
			return m.np.Objects(t, a)
		}
		switch b := x.Base.(type) {
		case *Series:
			return b.col.pyValues(t, m)
		case *Index:
			c, err := b.ix.values(t, m)
			if err != nil {
				return nil, err
			}
			return c.pyValues(t, m)
		}
	}
	return py.Items(t, v)
}

// pyValues returns every element as a plain Python value.
func (c *column) pyValues(t *py.Thread, m *Module) ([]py.Value, error) {
	n := c.len()
	if err := charge(t, dtObject, n); err != nil {
		return nil, err
	}
	out := make([]py.Value, n)
	for j := range out {
		out[j] = c.pyAt(m, j)
	}
	return out, nil
}

// labelArg returns the labels a "by"/"columns"/"subset" argument names:
// one label, or the items of a list-like.
func (m *Module) labelArg(t *py.Thread, v py.Value) ([]py.Value, bool, error) {
	if isNone(v) {
		return nil, false, nil
	}
	if _, ok := v.(*py.Tuple); ok {
		return []py.Value{v}, false, nil
	}
	if isListLike(v) {
		items, err := m.listItems(t, v)
		return items, true, err
	}
	return []py.Value{v}, false, nil
}

// kwargValue returns a keyword argument's value, or nil.
func kwargValue(kwargs []py.Kwarg, name string) py.Value {
	for _, kw := range kwargs {
		if kw.Name == name {
			return kw.Value
		}
	}
	return nil
}
