package numpy

import (
	"math/big"

	"github.com/kraitpy/krait/py"
)

// Python ints from 2**63 to 2**64-1 are uint64 values to numpy. krait's
// numpy has no uint64 dtype, but where numpy promotes such a value with
// a signed integer, float or complex operand, the result is a float64
// (or complex128) computed from the converted values: np.array([1, 2**63])
// and np.arange(3) + 2**63 are float64 arrays (int64 and uint64 promote
// to float64; float16 and float32 with uint64 do too). Those cases are
// computed here as numpy does; with bool and unsigned operands, whose
// results numpy keeps in uint64, the value stays a Python int in an
// object array, as before.

// twoTo64 is 2**64.
var twoTo64 = new(big.Int).Lsh(big.NewInt(1), 64)

// uint64Range reports whether v is a Python int from 2**63 to 2**64-1
// (smaller ones are py.Int), and returns it as a float64.
func uint64Range(v py.Value) (float64, bool) {
	b, ok := v.(*py.BigInt)
	if !ok {
		return 0, false
	}
	x := b.Big()
	if x.Sign() <= 0 || x.Cmp(twoTo64) >= 0 {
		return 0, false
	}
	return float64(x.Uint64()), true
}

// bigUintOperand is the 0-d float64 array of a 0-d object array holding
// a uint64-range Python int, or nil.
func bigUintOperand(a *Array) *Array {
	if a.kind != Object || len(a.shape) != 0 {
		return nil
	}
	f, ok := uint64Range(a.o[a.off])
	if !ok {
		return nil
	}
	return &Array{kind: Float64, f: []float64{f}, shape: []int{}, strides: []int{}}
}

// promotesToFloat reports whether an operand of a's dtype and a uint64
// promote to float64 (or complex128): signed integers, floats, complex.
func promotesToFloat(a *Array) bool {
	switch a.kind {
	case Float64, Complex128:
		return true
	case Int64:
		if a.width == 0 {
			return true
		}
		nd := narrowOf(Int64, a.width)
		return nd != nil && nd.signed
	}
	return false
}

// bigUintOperands replaces a uint64-range Python int operand of a binary
// ufunc (a 0-d object array) by its float64 value when the other operand
// promotes with uint64 to float64, widening a narrow other operand so
// that the float64 loop runs (float32 + 2**63 is float64).
func (m *Module) bigUintOperands(t *py.Thread, x, y *Array) (*Array, *Array, error) {
	fx, fy := bigUintOperand(x), bigUintOperand(y)
	if fx == nil && fy == nil {
		return x, y, nil
	}
	widen := func(a *Array) (*Array, error) {
		if !isNarrow(a) {
			return a, nil
		}
		return m.astype(t, a, a.kind, 0)
	}
	var err error
	switch {
	case fx != nil && fy != nil:
		return x, y, nil // uint64 with uint64: not krait's (see above)
	case fx != nil && promotesToFloat(y):
		y, err = widen(y)
		return fx, y, err
	case fy != nil && promotesToFloat(x):
		x, err = widen(x)
		return x, fy, err
	}
	return x, y, nil
}

// bigUintLeaves is the dtype np.array gives leaves whose kinds promote
// to k when some are uint64-range Python ints (counted as bools in k):
// float64 when the others are signed integers or floats, complex128 with
// a complex, else object as before (with bools and unsigned integers
// numpy makes uint64; with strs, strs of numpy's widths).
func (m *Module) bigUintLeaves(leaves []py.Value, k Kind) Kind {
	switch k {
	case Complex128, Object:
		return k
	case Bool, Str:
		return Object
	}
	for _, l := range leaves {
		if in, ok := l.(*py.Instance); ok {
			if nd := narrowOf(m.leafKind(l), m.narrowWidthOf(in.Class)); nd != nil && nd.kind == Int64 && !nd.signed {
				return Object
			}
		}
	}
	return Float64
}
