package pyfmt

import (
	"math"
	"math/big"
	"strconv"
	"strings"
)

// FloatHex implements float.hex(): "0x1.8000000000000p+1" for 3.0, with
// always 13 hexadecimal fraction digits, "inf", "-inf" and "nan".
func FloatHex(x float64) string {
	if math.IsNaN(x) || math.IsInf(x, 0) {
		return FloatRepr(x)
	}
	if x == 0 {
		if math.Signbit(x) {
			return "-0x0.0p+0"
		}
		return "0x0.0p+0"
	}
	m, e := math.Frexp(math.Abs(x))
	shift := 1 - max(-1021-e, 0)
	m = math.Ldexp(m, shift)
	e -= shift
	b := make([]byte, 0, 32)
	if x < 0 {
		b = append(b, '-')
	}
	b = append(b, '0', 'x', hexDigits[int(m)], '.')
	m -= float64(int(m))
	for i := 0; i < 13; i++ {
		m *= 16
		b = append(b, hexDigits[int(m)])
		m -= float64(int(m))
	}
	b = append(b, 'p')
	if e < 0 {
		b = append(b, '-')
		e = -e
	} else {
		b = append(b, '+')
	}
	b = strconv.AppendInt(b, int64(e), 10)
	return string(b)
}

// FloatFromHex implements float.fromhex(s).
func FloatFromHex(s string) (float64, error) {
	invalid := valueError("invalid hexadecimal floating-point string")
	lo, hi := 0, len(s)
	for lo < hi && isCSpace(s[lo]) {
		lo++
	}
	for hi > lo && isCSpace(s[hi-1]) {
		hi--
	}
	t := s[lo:hi]
	neg := false
	if t != "" && (t[0] == '+' || t[0] == '-') {
		neg = t[0] == '-'
		t = t[1:]
	}
	switch strings.ToLower(t) {
	case "inf", "infinity":
		if neg {
			return math.Inf(-1), nil
		}
		return math.Inf(1), nil
	case "nan":
		return math.NaN(), nil
	}
	if len(t) >= 2 && t[0] == '0' && (t[1] == 'x' || t[1] == 'X') {
		t = t[2:]
	}
	i := 0
	isHex := func(c byte) bool { return digitValue(c) < 16 }
	intStart := i
	for i < len(t) && isHex(t[i]) {
		i++
	}
	intPart := t[intStart:i]
	fracPart := ""
	if i < len(t) && t[i] == '.' {
		i++
		fs := i
		for i < len(t) && isHex(t[i]) {
			i++
		}
		fracPart = t[fs:i]
	}
	if intPart == "" && fracPart == "" {
		return 0, invalid
	}
	exp := "0"
	if i < len(t) && (t[i] == 'p' || t[i] == 'P') {
		i++
		es := i
		if i < len(t) && (t[i] == '+' || t[i] == '-') {
			i++
		}
		ds := i
		for i < len(t) && t[i] >= '0' && t[i] <= '9' {
			i++
		}
		if i == ds {
			return 0, invalid
		}
		exp = t[es:i]
	}
	if i != len(t) {
		return 0, invalid
	}
	if intPart == "" {
		intPart = "0"
	}
	lit := "0x" + intPart
	if fracPart != "" {
		lit += "." + fracPart
	}
	f, err := strconv.ParseFloat(lit+"p"+exp, 64)
	if err != nil {
		if ne, ok := err.(*strconv.NumError); ok && ne.Err == strconv.ErrRange && math.IsInf(f, 0) {
			return 0, overflowError("hexadecimal value too large to represent as a float")
		} else if !ok || ne.Err != strconv.ErrRange {
			return 0, invalid
		}
	}
	if neg {
		f = -f
	}
	return f, nil
}

// FloatToInt implements int(x) for a float: truncation toward zero, with
// CPython's errors for NaN and infinities.
func FloatToInt(x float64) (Integer, error) {
	if math.IsNaN(x) {
		return Integer{}, valueError("cannot convert float NaN to integer")
	}
	if math.IsInf(x, 0) {
		return Integer{}, overflowError("cannot convert float infinity to integer")
	}
	t := math.Trunc(x)
	if t >= -(1<<63) && t < 1<<63 {
		return Integer{Small: int64(t)}, nil
	}
	n, _ := new(big.Float).SetFloat64(t).Int(nil)
	return Integer{Big: n}, nil
}

// RoundFloatToInt implements round(x) for a float: the nearest int, ties
// to even.
func RoundFloatToInt(x float64) (Integer, error) {
	return FloatToInt(math.RoundToEven(x))
}

// RoundFloat implements round(x, ndigits) for a float with CPython's
// correctly rounded algorithm: x is rounded, ties to even, on its exact
// decimal value (so round(2.675, 2) == 2.67).
func RoundFloat(x float64, ndigits int) (float64, error) {
	if math.IsNaN(x) || math.IsInf(x, 0) {
		return x, nil
	}
	const ndigitsMax = 323  // (DBL_MANT_DIG - DBL_MIN_EXP) * 0.30103
	const ndigitsMin = -308 // -(DBL_MAX_EXP + 1) * 0.30103
	if ndigits > ndigitsMax {
		return x, nil
	}
	if ndigits < ndigitsMin {
		return 0 * x, nil
	}
	var r float64
	if ndigits >= 0 {
		r, _ = strconv.ParseFloat(strconv.FormatFloat(x, 'f', ndigits, 64), 64)
	} else {
		exact := new(big.Rat).SetFloat64(x)
		scale := new(big.Int).Exp(big.NewInt(10), big.NewInt(int64(-ndigits)), nil) //krait:alloc-ok 10**308 at most (ndigits >= ndigitsMin checked above)
		q := roundRatHalfEven(exact.Quo(exact, new(big.Rat).SetInt(scale)))
		q.Mul(q, scale)
		r, _ = new(big.Rat).SetInt(q).Float64()
		if math.IsInf(r, 0) {
			return 0, overflowError("rounded value too large to represent")
		}
	}
	return math.Copysign(r, x), nil
}

// roundRatHalfEven rounds r to the nearest integer, ties to even.
func roundRatHalfEven(r *big.Rat) *big.Int {
	num, den := r.Num(), r.Denom()
	q, m := new(big.Int).DivMod(num, den, new(big.Int)) // floor division, 0 <= m < den
	m.Lsh(m, 1)
	if c := m.Cmp(den); c > 0 || c == 0 && q.Bit(0) == 1 {
		q.Add(q, big.NewInt(1))
	}
	return q
}

// RoundInt implements round(x, ndigits) for an int: for negative ndigits x
// is rounded to a multiple of 10**-ndigits, ties to even; otherwise x is
// returned unchanged.
func RoundInt(x Integer, ndigits int) Integer {
	x = x.norm()
	if ndigits >= 0 {
		return x
	}
	k := -ndigits
	b := x.Big
	if b == nil {
		b = big.NewInt(x.Small)
	}
	// When 10**k >= 2|x| the result is 0 (a tie rounds to the even 0);
	// checking first avoids computing an enormous power.
	if float64(k)*math.Log2(10) > float64(b.BitLen()+1) {
		return Integer{}
	}
	pow := new(big.Int).Exp(big.NewInt(10), big.NewInt(int64(k)), nil) //krait:alloc-ok 10**k <= 2|x| (checked above): no larger than x, which exists
	q := roundRatHalfEven(new(big.Rat).SetFrac(b, pow))
	return Integer{Big: q.Mul(q, pow)}.norm()
}

// FloatAsIntegerRatio implements float.as_integer_ratio(): the reduced
// fraction equal to x, with a positive denominator.
func FloatAsIntegerRatio(x float64) (num, den *big.Int, err error) {
	if math.IsInf(x, 0) {
		return nil, nil, overflowError("cannot convert Infinity to integer ratio")
	}
	if math.IsNaN(x) {
		return nil, nil, valueError("cannot convert NaN to integer ratio")
	}
	r := new(big.Rat).SetFloat64(x)
	return new(big.Int).Set(r.Num()), new(big.Int).Set(r.Denom()), nil
}
