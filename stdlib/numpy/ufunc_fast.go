package numpy

// This file holds the hand-unrolled loops of the commonest comparisons
// and logical operators: contiguous operands of one shape, or an array
// and a single value. A function value is not inlined by Go, so the
// generic loops (loop2) cost a call per element; masks like
// (a > 25) & (a < 75) are the hot path of agents' filtering.

// Comparison codes (binFn.cmpCode).
const (
	cmpNone = iota
	cmpLT
	cmpLE
	cmpGT
	cmpGE
	cmpEQ
	cmpNE
	cmpAnd // bitwise_and / logical_and on bools
	cmpOr
)

// cmpOp compares two numbers by code (NaN compares false except !=).
func cmpOp[T int64 | float64](code int, x, y T) bool {
	switch code {
	case cmpLT:
		return x < y
	case cmpLE:
		return x <= y
	case cmpGT:
		return x > y
	case cmpGE:
		return x >= y
	case cmpEQ:
		return x == y
	}
	return x != y
}

// fastCompareLoop fills ds with the comparison of xs (or x) and ys (or
// y), one of which may be a single value.
func fastCompareLoop[T int64 | float64](code int, ds []bool, xs, ys []T, x, y T) {
	switch {
	case xs != nil && ys != nil:
		xs, ys = xs[:len(ds)], ys[:len(ds)]
		switch code {
		case cmpLT:
			for c := range ds {
				ds[c] = xs[c] < ys[c]
			}
		case cmpLE:
			for c := range ds {
				ds[c] = xs[c] <= ys[c]
			}
		case cmpGT:
			for c := range ds {
				ds[c] = xs[c] > ys[c]
			}
		case cmpGE:
			for c := range ds {
				ds[c] = xs[c] >= ys[c]
			}
		case cmpEQ:
			for c := range ds {
				ds[c] = xs[c] == ys[c]
			}
		default:
			for c := range ds {
				ds[c] = xs[c] != ys[c]
			}
		}
	case xs != nil:
		xs = xs[:len(ds)]
		switch code {
		case cmpLT:
			for c, v := range xs {
				ds[c] = v < y
			}
		case cmpLE:
			for c, v := range xs {
				ds[c] = v <= y
			}
		case cmpGT:
			for c, v := range xs {
				ds[c] = v > y
			}
		case cmpGE:
			for c, v := range xs {
				ds[c] = v >= y
			}
		case cmpEQ:
			for c, v := range xs {
				ds[c] = v == y
			}
		default:
			for c, v := range xs {
				ds[c] = v != y
			}
		}
	default:
		ys = ys[:len(ds)]
		for c, v := range ys {
			ds[c] = cmpOp(code, x, v)
		}
	}
}

// fastCompare runs a comparison or a bool and/or over contiguous
// operands; it reports false when the layout does not fit.
func fastCompare(code int, lk Kind, shape []int, x, y, dst *Array) bool {
	n := shapeSize(shape)
	if !dst.isContiguous() || !sameShape(dst.shape, shape) || dst.kind != Bool {
		return false
	}
	ds := dst.b[dst.off : dst.off+n]
	switch lk {
	case Float64:
		if code >= cmpAnd {
			return false
		}
		xs, xv, ok1 := contigOrScalar(x.f, x, shape, n)
		ys, yv, ok2 := contigOrScalar(y.f, y, shape, n)
		if !ok1 || !ok2 || (xs == nil && ys == nil) {
			return false
		}
		if xs == nil { // v op ys[i] is ys[i] flipped-op v
			xs, ys, xv, yv = ys, nil, yv, xv
			code = flipCmp(code)
		}
		done := cmpVec(code, xs, ys, yv, ds)
		if ys != nil {
			ys = ys[done:]
		}
		fastCompareLoop(code, ds[done:], xs[done:], ys, xv, yv)
		return true
	case Int64:
		if code >= cmpAnd {
			return false
		}
		xs, xv, ok1 := contigOrScalar(x.i, x, shape, n)
		ys, yv, ok2 := contigOrScalar(y.i, y, shape, n)
		if !ok1 || !ok2 || (xs == nil && ys == nil) {
			return false
		}
		fastCompareLoop(code, ds, xs, ys, xv, yv)
		return true
	case Bool:
		if code != cmpAnd && code != cmpOr {
			return false
		}
		xs, xv, ok1 := contigOrScalar(x.b, x, shape, n)
		ys, yv, ok2 := contigOrScalar(y.b, y, shape, n)
		if !ok1 || !ok2 {
			return false
		}
		switch {
		case xs != nil && ys != nil:
			done := boolLogicVec(code == cmpOr, xs, ys, ds)
			xs, ys, ds := xs[done:len(ds)], ys[done:len(ds)], ds[done:]
			// & and | of the bytes, not && and ||: no branch per element.
			if code == cmpAnd {
				for c := range ds {
					ds[c] = b2int(xs[c])&b2int(ys[c]) != 0
				}
			} else {
				for c := range ds {
					ds[c] = b2int(xs[c])|b2int(ys[c]) != 0
				}
			}
		case xs != nil:
			for c, v := range xs[:len(ds)] {
				if code == cmpAnd {
					ds[c] = v && yv
				} else {
					ds[c] = v || yv
				}
			}
		case ys != nil:
			for c, v := range ys[:len(ds)] {
				if code == cmpAnd {
					ds[c] = xv && v
				} else {
					ds[c] = xv || v
				}
			}
		default:
			return false
		}
		return true
	}
	return false
}

// flipCmp is the comparison code with its operands swapped (x < y is
// y > x).
func flipCmp(code int) int {
	switch code {
	case cmpLT:
		return cmpGT
	case cmpLE:
		return cmpGE
	case cmpGT:
		return cmpLT
	case cmpGE:
		return cmpLE
	}
	return code
}
