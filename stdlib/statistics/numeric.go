package statistics

import (
	"math/big"

	"github.com/kraitpy/krait/py"
)

// exactSum is _sum's (or _ss's) result: the exact total as a rational,
// or, when a non-finite value (float or Decimal NaN/infinity) was seen,
// the Python sum of those values; the result type T (statistics.py's
// reduce(_coerce, types, int)); and the count.
type exactSum struct {
	total   *big.Rat
	special py.Value
	T       *py.Type
	n       int
	mean    *big.Rat // _ss only: sx / n (nil when empty or special)
}

// isError reports whether err is a Python exception of type typ.
func isError(err error, typ *py.Type) bool {
	exc, ok := err.(*py.Exception)
	return ok && exc.Type().IsSubtype(typ)
}

// inMRO reports whether a class named name from module mod is in typ's
// MRO: how krait recognises fractions.Fraction and decimal.Decimal, whose
// classes are per module instance.
func inMRO(typ *py.Type, mod, name string) *py.Type {
	for _, c := range typ.MRO {
		if c.Name == name && c.Module == mod {
			return c
		}
	}
	return nil
}

func isFraction(typ *py.Type) bool { return inMRO(typ, "fractions", "Fraction") != nil }

// decimalBase is the decimal.Decimal class behind typ, or nil.
func decimalBase(typ *py.Type) *py.Type { return inMRO(typ, "decimal", "Decimal") }

// ratioInts converts the (numerator, denominator) pair of as_integer_ratio.
func ratioInts(n, d py.Value) (*big.Rat, bool) {
	nb, ok1 := py.AsBig(n)
	db, ok2 := py.AsBig(d)
	if !ok1 || !ok2 || db.Sign() == 0 {
		return nil, false
	}
	return new(big.Rat).SetFrac(nb, db), true
}

// exact is _exact_ratio: the exact value of a data point, or (nil, v)
// for a non-finite one.
func exact(t *py.Thread, v py.Value) (*big.Rat, py.Value, error) {
	switch x := v.(type) {
	case py.Float:
		f := float64(x)
		if f-f != 0 {
			return nil, v, nil
		}
		return new(big.Rat).SetFloat64(f), nil, nil
	case *py.Instance:
		switch b := x.Base.(type) {
		case py.Float:
			return exact(t, b)
		case nil:
		default:
			if n, ok := py.AsBig(b); ok {
				return new(big.Rat).SetInt(n), nil, nil
			}
		}
	}
	if n, ok := py.AsBig(v); ok {
		return new(big.Rat).SetInt(n), nil, nil
	}
	pair, err := py.CallMethod(t, v, "as_integer_ratio", nil, nil)
	switch {
	case err == nil:
		if tup, ok := pair.(*py.Tuple); ok && len(tup.Items()) == 2 {
			if r, ok := ratioInts(tup.Items()[0], tup.Items()[1]); ok {
				return r, nil, nil
			}
		}
		return nil, nil, py.NewTypeError("as_integer_ratio() must return a pair of integers")
	case isError(err, py.OverflowErrorType) || isError(err, py.ValueErrorType):
		return nil, v, nil
	case !isError(err, py.AttributeErrorType):
		return nil, nil, err
	case decimalBase(v.Type()) != nil:
		return decimalRatio(t, v)
	}
	num, err := py.GetAttr(t, v, "numerator")
	if err == nil {
		var den py.Value
		if den, err = py.GetAttr(t, v, "denominator"); err == nil {
			if r, ok := ratioInts(num, den); ok {
				return r, nil, nil
			}
			return nil, nil, py.NewTypeError("numerator and denominator must be integers")
		}
	}
	if isError(err, py.AttributeErrorType) {
		return nil, nil, py.NewTypeError("can't convert type '%s' to numerator/denominator", v.Type().Name)
	}
	return nil, nil, err
}

// decimalRatio is Decimal.as_integer_ratio for a decimal module without
// it: the exact value of the Decimal's string form, or (nil, v) for NaN
// and infinities.
func decimalRatio(t *py.Thread, v py.Value) (*big.Rat, py.Value, error) {
	s, err := py.ToStr(t, v)
	if err != nil {
		return nil, nil, err
	}
	r, ok := new(big.Rat).SetString(s)
	if !ok {
		return nil, v, nil
	}
	return r, nil, nil
}

// coerce is _coerce(T, S): the common type of two data types.
func coerce(T, S *py.Type) (*py.Type, error) {
	switch {
	case T == S, S == py.IntType, S == py.BoolType:
		return T, nil
	case T == py.IntType:
		return S, nil
	case S.IsSubtype(T):
		return S, nil
	case T.IsSubtype(S):
		return T, nil
	case T.IsSubtype(py.IntType):
		return S, nil
	case S.IsSubtype(py.IntType):
		return T, nil
	case isFraction(T) && S.IsSubtype(py.FloatType):
		return S, nil
	case T.IsSubtype(py.FloatType) && isFraction(S):
		return T, nil
	}
	return nil, py.NewTypeError("don't know how to coerce %s and %s", T.Name, S.Name)
}

// summer accumulates _sum/_ss over data points.
type summer struct {
	s     exactSum
	types []*py.Type
	sxx   *big.Rat // sum of squares, for _ss
}

func newSummer(squares bool) *summer {
	sm := &summer{s: exactSum{total: new(big.Rat)}}
	if squares {
		sm.sxx = new(big.Rat)
	}
	return sm
}

// add takes one data point.
func (sm *summer) add(t *py.Thread, x py.Value) error {
	typ := x.Type()
	if len(sm.types) == 0 || sm.types[len(sm.types)-1] != typ {
		seen := false
		for _, k := range sm.types {
			seen = seen || k == typ
		}
		if !seen {
			sm.types = append(sm.types, typ)
		}
	}
	r, special, err := exact(t, x)
	if err != nil {
		return err
	}
	sm.s.n++
	if special != nil {
		if sm.s.special == nil {
			sm.s.special = py.NewInt(0)
		}
		sm.s.special, err = py.Binary(t, py.Add, sm.s.special, special)
		return err
	}
	if err := t.ChargeRatOp(sm.s.total, r); err != nil {
		return err
	}
	sm.s.total.Add(sm.s.total, r)
	if sm.sxx != nil {
		if err := t.ChargeRatOp(sm.sxx, r); err != nil {
			return err
		}
		sm.sxx.Add(sm.sxx, new(big.Rat).Mul(r, r))
	}
	return nil
}

// done computes T and, for _ss, the sum of squared deviations and mean.
func (sm *summer) done() (exactSum, error) {
	T := py.IntType
	for _, S := range sm.types {
		var err error
		if T, err = coerce(T, S); err != nil {
			return sm.s, err
		}
	}
	sm.s.T = T
	if sm.sxx != nil && sm.s.n > 0 && sm.s.special == nil {
		n := new(big.Rat).SetInt64(int64(sm.s.n))
		sm.s.mean = new(big.Rat).Quo(sm.s.total, n)
		ssd := new(big.Rat).Mul(n, sm.sxx)
		ssd.Sub(ssd, new(big.Rat).Mul(sm.s.total, sm.s.total))
		sm.s.total = ssd.Quo(ssd, n)
	}
	return sm.s, nil
}

// sumOf is _sum(data).
func sumOf(t *py.Thread, xs []py.Value) (exactSum, error) {
	sm := newSummer(false)
	for _, x := range xs {
		if err := sm.add(t, x); err != nil {
			return sm.s, err
		}
	}
	return sm.done()
}

// sumSquares is _ss(data, c): the exact sum of squared deviations from
// the mean (or from c when given, with Python arithmetic), T and n.
func sumSquares(t *py.Thread, xs []py.Value, c py.Value) (exactSum, error) {
	if c != nil && c != py.None {
		sq := make([]py.Value, len(xs))
		for i, x := range xs {
			d, err := py.Binary(t, py.Sub, x, c)
			if err != nil {
				return exactSum{}, err
			}
			if sq[i], err = py.Binary(t, py.Mul, d, d); err != nil {
				return exactSum{}, err
			}
		}
		return sumOf(t, sq)
	}
	sm := newSummer(true)
	for _, x := range xs {
		if err := sm.add(t, x); err != nil {
			return sm.s, err
		}
	}
	return sm.done()
}

// fraction makes a fractions.Fraction of this module's fractions module.
func (m *module) fraction(t *py.Thread, r *big.Rat) (py.Value, error) {
	return py.Call(t, m.fractionCls, []py.Value{py.NewBigInt(new(big.Int).Set(r.Num())), py.NewBigInt(new(big.Int).Set(r.Denom()))}, nil)
}

// convert is _convert(value, T) for an exact value.
func (m *module) convert(t *py.Thread, r *big.Rat, T *py.Type) (py.Value, error) {
	if T.IsSubtype(py.IntType) && !r.IsInt() {
		T = py.FloatType
	}
	num := func() py.Value { return py.NewBigInt(new(big.Int).Set(r.Num())) }
	den := func() py.Value { return py.NewBigInt(new(big.Int).Set(r.Denom())) }
	switch {
	case T == py.IntType:
		return num(), nil
	case T == py.FloatType:
		f, _ := r.Float64()
		return py.Float(f), nil
	case T.IsSubtype(py.IntType):
		return py.Call(t, T, []py.Value{num()}, nil)
	case T.IsSubtype(py.FloatType):
		f, _ := r.Float64()
		return py.Call(t, T, []py.Value{py.Float(f)}, nil)
	case isFraction(T):
		return py.Call(t, T, []py.Value{num(), den()}, nil)
	case decimalBase(T) != nil:
		a, err := py.Call(t, T, []py.Value{num()}, nil)
		if err != nil {
			return nil, err
		}
		b, err := py.Call(t, T, []py.Value{den()}, nil)
		if err != nil {
			return nil, err
		}
		return py.Binary(t, py.TrueDiv, a, b)
	}
	f, err := m.fraction(t, r)
	if err != nil {
		return nil, err
	}
	return py.Call(t, T, []py.Value{f}, nil)
}

// convertValue is _convert(value, T) for a Python value (the non-finite
// results).
func convertValue(t *py.Thread, v py.Value, T *py.Type) (py.Value, error) {
	if v.Type() == T {
		return v, nil
	}
	return py.Call(t, T, []py.Value{v}, nil)
}

// result converts total / den to T, exactly or through the non-finite sum.
func (m *module) result(t *py.Thread, s exactSum, total *big.Rat, den int) (py.Value, error) {
	if s.special != nil {
		q, err := py.Binary(t, py.TrueDiv, s.special, py.NewInt(int64(den)))
		if err != nil {
			return nil, err
		}
		return convertValue(t, q, s.T)
	}
	return m.convert(t, new(big.Rat).Quo(total, new(big.Rat).SetInt64(int64(den))), s.T)
}
