package random

import (
	"math/big"
	"strings"

	"github.com/kraitpy/krait/py"
	"github.com/kraitpy/krait/stdlib/numpy"
)

// This file is the package's whole use of stdlib/numpy's Go API: reading
// arguments as arrays and building result arrays.

func (m *Module) unwrap(v py.Value) (*numpy.Array, bool) { return numpy.Unwrap(v) }

// charge charges the work and memory of an n-element result before it is
// allocated (8-byte elements: float64 or int64), plus one operation per
// value for the drawing itself.
func (m *Module) charge(t *py.Thread, n int) error {
	if err := numpy.Charge(t, numpy.Float64, n); err != nil {
		return err
	}
	return t.Charge(int64(n))
}

// chargeTemp charges the memory of n temporary 8-byte words (index
// arrays, permutations), then one operation per word, as numpy.Charge
// does for arrays.
func (m *Module) chargeTemp(t *py.Thread, n int64) error {
	if n < 0 || n > (1<<62)/8 {
		return t.Alloc(-1)
	}
	if err := t.Alloc(8 * n); err != nil {
		return err
	}
	return t.Charge(n)
}

// shapeArg converts a size argument to a shape.
func (m *Module) shapeArg(t *py.Thread, v py.Value) ([]int, error) {
	return numpy.ShapeArg(t, v)
}

// sizeOf is the number of elements of a shape.
func sizeOf(shape []int) int {
	n := 1
	for _, d := range shape {
		n *= d
	}
	return n
}

func (m *Module) floatArray(t *py.Thread, data []float64, shape []int) py.Value {
	return m.zeroDim(t, numpy.NewFloat64(data, shape...), shape)
}

func (m *Module) intArray(t *py.Thread, data []int64, shape []int) py.Value {
	return m.zeroDim(t, numpy.NewInt64(data, shape...), shape)
}

func (m *Module) boolArray(t *py.Thread, data []bool, shape []int) py.Value {
	return m.zeroDim(t, numpy.NewBool(data, shape...), shape)
}

// zeroDim wraps a, reshaped to () when shape is () (size=() asks for a
// 0-d array; numpy's constructors take an empty shape as (n,)).
func (m *Module) zeroDim(t *py.Thread, a *numpy.Array, shape []int) py.Value {
	v := m.np.Wrap(a)
	if len(shape) == 0 {
		if r, err := py.CallMethod(t, v, "reshape", []py.Value{py.NewTuple(nil)}, nil); err == nil {
			return r
		}
	}
	return v
}

// uint32Array returns 32-bit words as an int64 array (krait's numpy has
// no uint32 dtype; the values are the same).
func (m *Module) uint32Array(t *py.Thread, w []uint32) (py.Value, error) {
	if err := numpy.Charge(t, numpy.Int64, len(w)); err != nil {
		return nil, err
	}
	out := make([]int64, len(w))
	for i, v := range w {
		out[i] = int64(v)
	}
	return m.intArray(t, out, []int{len(out)}), nil
}

func (m *Module) uint64Array(t *py.Thread, w []uint64) (py.Value, error) {
	return m.uint64ArrayShape(t, w, []int{len(w)})
}

// uint64ArrayShape returns 64-bit words as an int64 array when they all
// fit, else as an object array of Python ints (krait's numpy has no
// uint64 dtype).
func (m *Module) uint64ArrayShape(t *py.Thread, w []uint64, shape []int) (py.Value, error) {
	small := true
	for _, v := range w {
		if v>>63 != 0 {
			small = false
			break
		}
	}
	if small {
		if err := numpy.Charge(t, numpy.Int64, len(w)); err != nil {
			return nil, err
		}
		out := make([]int64, len(w))
		for i, v := range w {
			out[i] = int64(v)
		}
		return m.intArray(t, out, shape), nil
	}
	if err := numpy.Charge(t, numpy.Object, len(w)); err != nil {
		return nil, err
	}
	out := make([]py.Value, len(w))
	for i, v := range w {
		out[i] = py.NewBigInt(new(big.Int).SetUint64(v))
	}
	return m.np.Wrap(numpy.NewObject(out, shape...)), nil
}

// int64Scalar is np.int64(x); boolScalar np.bool_(b).
func (m *Module) int64Scalar(x int64) py.Value { return m.np.Int64(x) }
func (m *Module) boolScalar(b bool) py.Value {
	if b {
		return m.np.PyModule().Dict.GetStr("True_")
	}
	return m.np.PyModule().Dict.GetStr("False_")
}

// asArray is np.asarray(v).
func (m *Module) asArray(t *py.Thread, v py.Value) (*numpy.Array, error) {
	return m.np.AsArray(t, v)
}

// dtypeName returns the name of a dtype argument as numpy spells it
// (int64, bool, float64, uint8, ...): a type (int, bool, float, np.int64),
// a dtype object or a string.
func dtypeName(t *py.Thread, v py.Value) string {
	switch x := v.(type) {
	case *py.Str:
		s := x.String()
		switch s {
		case "int", "l", "i8", "<i8", "int_":
			return "int64"
		case "bool", "?", "bool_":
			return "bool"
		case "float", "d", "f8", "<f8", "double":
			return "float64"
		case "u1", "B":
			return "uint8"
		case "i4", "<i4":
			return "int32"
		}
		return s
	case *py.Type:
		switch x {
		case py.IntType:
			return "int64"
		case py.BoolType:
			return "bool"
		case py.FloatType:
			return "float64"
		}
		return strings.TrimSuffix(x.Name, "_")
	}
	if s, err := py.ToStr(t, v); err == nil {
		return s
	}
	return ""
}
