package numpy

import "github.com/kraitpy/krait/py"

// ArrayLike is implemented by the Go state (py.Instance.Base) of Python
// values that are not ndarrays but that numpy converts through an array
// of their own, as numpy calls __array__: pandas' Series, Index and
// DataFrame. numpy's functions and ufuncs operate on that array; an
// ndarray's binary operator returns NotImplemented for such an operand,
// so that the operand's reflected operator answers (numpy defers to
// pandas objects through their __array_priority__); and a ufunc called
// with one returns what WrapUfunc makes of its array result (pandas
// keeps its index: np.log(series) is a Series).
type ArrayLike interface {
	py.Value
	// NumpyArray returns the value's array (no copy where possible).
	NumpyArray(t *py.Thread) (*Array, error)
	// WrapUfunc turns a ufunc's array result into the value returned.
	WrapUfunc(t *py.Thread, r *Array) (py.Value, error)
}

// arrayLike returns the ArrayLike state of v, or nil.
func arrayLike(v py.Value) ArrayLike {
	if in, ok := v.(*py.Instance); ok {
		if al, ok := in.Base.(ArrayLike); ok {
			return al
		}
	}
	return nil
}

// firstArrayLike returns the first ArrayLike among a ufunc's arguments,
// or nil.
func firstArrayLike(args []py.Value) ArrayLike {
	for _, a := range args {
		if al := arrayLike(a); al != nil {
			return al
		}
	}
	return nil
}

// wrapResult is a ufunc's return value: the ArrayLike argument's
// wrapping of an array result, else numpy's own.
func (m *Module) wrapResult(t *py.Thread, al ArrayLike, r *Array) (py.Value, error) {
	if al != nil && len(r.shape) > 0 {
		return al.WrapUfunc(t, r)
	}
	return m.result(r), nil
}

// ScalarBool returns the value of an np.bool_, for Go code reading
// arguments.
func ScalarBool(v py.Value) (bool, bool) {
	if in, ok := v.(*py.Instance); ok {
		if b, ok := in.Base.(npBool); ok {
			return bool(b), true
		}
	}
	return false, false
}

// Objects returns the elements in C order as numpy boxes them (the
// objects of an object or str array, numpy scalars otherwise). The
// result is a new slice the caller owns, charged to t with the boxes
// before it is made (see chargeCopy).
func (m *Module) Objects(t *py.Thread, a *Array) ([]py.Value, error) {
	size := itemSize(Object)
	if a.kind != Object && a.kind != Bool {
		size += boxSize
	}
	n := a.Size()
	if err := chargeCopy(t, n, size); err != nil {
		return nil, err
	}
	out := make([]py.Value, 0, n)
	a.forEachOffset(func(o int) { out = append(out, m.box(a, o)) })
	return out, nil
}
