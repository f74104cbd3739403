package statistics

import (
	gomath "math"
	"math/big"
	"strconv"
	"strings"

	"github.com/kraitpy/krait/py"
	"github.com/kraitpy/krait/stdlib/internal/pyargs"
	mathmod "github.com/kraitpy/krait/stdlib/math"
)

// variance makes variance, pvariance, stdev and pstdev.
func (m *module) variance(name string, population, sqrt bool) py.BuiltinFunc {
	param := "xbar"
	if population {
		param = "mu"
	}
	return func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		a, err := pyargs.Bind(name, false, []string{"data", param}, 1, args, kwargs)
		if err != nil {
			return nil, err
		}
		xs, err := items(t, a[0])
		if err != nil {
			return nil, err
		}
		s, err := sumSquares(t, xs, a[1])
		if err != nil {
			return nil, err
		}
		den := s.n - 1
		if population {
			den = s.n
		}
		if den < 1 {
			need := "two data points"
			if population {
				need = "one data point"
			}
			return nil, m.statErr(t, name+" requires at least "+need)
		}
		if s.special != nil {
			if sqrt {
				// statistics.py takes .numerator of the non-finite sum.
				q, err := py.Binary(t, py.TrueDiv, s.special, py.NewInt(int64(den)))
				if err != nil {
					return nil, err
				}
				_, err = py.GetAttr(t, q, "numerator")
				return nil, err
			}
			return m.result(t, s, nil, den)
		}
		q := new(big.Rat).Quo(s.total, new(big.Rat).SetInt64(int64(den)))
		if sqrt {
			if dec := decimalBase(s.T); dec != nil {
				return decimalSqrtOfFrac(t, dec, q.Num(), q.Denom())
			}
			return py.Float(sqrtOfFrac(q.Num(), q.Denom())), nil
		}
		return m.convert(t, q, s.T)
	}
}

// sqrtBitWidth is statistics.py's _sqrt_bit_width: 2 * 53 + 3.
const sqrtBitWidth = 109

// isqrtRTO is the integer square root of n/m rounded to odd.
func isqrtRTO(n, m *big.Int) *big.Int {
	a := new(big.Int).Sqrt(new(big.Int).Quo(n, m))
	chk := new(big.Int).Mul(a, a)
	chk.Mul(chk, m)
	if chk.Cmp(n) != 0 {
		a.SetBit(a, 0, 1)
	}
	return a
}

// sqrtOfFrac is _float_sqrt_of_frac: the correctly rounded sqrt(n/m).
func sqrtOfFrac(n, m *big.Int) float64 {
	q := n.BitLen() - m.BitLen() - sqrtBitWidth
	if q >= 0 {
		q /= 2
	} else {
		q = -((-q + 1) / 2) // floor division by 2
	}
	var num, den *big.Int
	if q >= 0 {
		num = isqrtRTO(n, new(big.Int).Lsh(m, uint(2*q))) //krait:alloc-ok shifted to about the bit length of n (a value that exists)
		num.Lsh(num, uint(q))                             //krait:alloc-ok num << q has about the bit length of n/m (values that exist)
		den = big.NewInt(1)
	} else {
		num = isqrtRTO(new(big.Int).Lsh(n, uint(-2*q)), m) //krait:alloc-ok shifted to about the bit length of m (a value that exists) plus 2*sqrtBitWidth
		den = new(big.Int).Lsh(big.NewInt(1), uint(-q))    //krait:alloc-ok q is half the bit-length difference of n and m (values that exist) plus sqrtBitWidth
	}
	f, _ := new(big.Rat).SetFrac(num, den).Float64()
	return f
}

// series is one input of the bivariate functions: its items and their
// float values (for fsum(x)).
type series struct {
	vals []py.Value
	fs   []float64
}

// pairs reads the two equal-length inputs of the bivariate functions.
func (m *module) pairs(t *py.Thread, name, what string, args []py.Value, kwargs []py.Kwarg, names []string) (x, y series, a []py.Value, err error) {
	if a, err = pyargs.Bind(name, false, names, 2, args, kwargs); err != nil {
		return
	}
	nx, err := py.Len(t, a[0])
	if err != nil {
		return
	}
	ny, err := py.Len(t, a[1])
	if err != nil {
		return
	}
	if nx != ny {
		err = m.statErr(t, what+" requires that both inputs have same number of data points")
		return
	}
	if nx < 2 {
		err = m.statErr(t, what+" requires at least two data points")
		return
	}
	for i, s := range []*series{&x, &y} {
		if s.vals, err = items(t, a[i]); err != nil {
			return
		}
		if s.fs, err = floats(t, s.vals); err != nil {
			return
		}
	}
	return
}

// mean is fsum(s) / len(s).
func (s series) mean() (float64, error) {
	total, err := mathmod.FSum(s.fs)
	return total / float64(len(s.fs)), err
}

// term is float(a op b) with Python arithmetic (exact for ints and
// Fractions, a TypeError for Decimal and float); plain floats take the
// direct route.
func term(t *py.Thread, op py.BinaryOp, a, b py.Value) (float64, error) {
	fa, ok1 := a.(py.Float)
	fb, ok2 := b.(py.Float)
	if ok1 && ok2 {
		switch op {
		case py.Sub:
			return float64(fa - fb), nil
		case py.Mul:
			return float64(fa * fb), nil
		}
	}
	v, err := py.Binary(t, op, a, b)
	if err != nil {
		return 0, err
	}
	fs, err := floats(t, []py.Value{v})
	if err != nil {
		return 0, err
	}
	return fs[0], nil
}

// sumProducts is fsum(f(xi) * g(yi)), where f and g subtract the given
// means (when centre is true) with Python arithmetic.
func sumProducts(t *py.Thread, x, y series, xbar, ybar float64, centre bool) (float64, error) {
	prods := make([]float64, len(x.vals))
	for i := range x.vals {
		if err := t.Tick(); err != nil {
			return 0, err
		}
		if !centre {
			p, err := term(t, py.Mul, x.vals[i], y.vals[i])
			if err != nil {
				return 0, err
			}
			prods[i] = p
			continue
		}
		dx, err := term(t, py.Sub, x.vals[i], py.Float(xbar))
		if err != nil {
			return 0, err
		}
		dy, err := term(t, py.Sub, y.vals[i], py.Float(ybar))
		if err != nil {
			return 0, err
		}
		prods[i] = dx * dy
	}
	return mathmod.FSum(prods)
}

// bivariate makes covariance and correlation.
func (m *module) bivariate(name string) py.BuiltinFunc {
	return func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		x, y, _, err := m.pairs(t, name, name, args, kwargs, []string{"x/", "y/"})
		if err != nil {
			return nil, err
		}
		xbar, err := x.mean()
		if err != nil {
			return nil, err
		}
		ybar, err := y.mean()
		if err != nil {
			return nil, err
		}
		sxy, err := sumProducts(t, x, y, xbar, ybar, true)
		if err != nil {
			return nil, err
		}
		if name == "covariance" {
			return py.Float(sxy / float64(len(x.vals)-1)), nil
		}
		sxx, err := sumProducts(t, x, x, xbar, xbar, true)
		if err != nil {
			return nil, err
		}
		syy, err := sumProducts(t, y, y, ybar, ybar, true)
		if err != nil {
			return nil, err
		}
		d := gomath.Sqrt(sxx * syy)
		if d == 0 {
			return nil, m.statErr(t, "at least one of the inputs is constant")
		}
		return py.Float(sxy / d), nil
	}
}

// linearRegression is statistics.linear_regression(x, y, /, *,
// proportional=False).
func (m *module) linearRegression(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	x, y, a, err := m.pairs(t, "linear_regression", "linear regression", args, kwargs, []string{"x/", "y/", "*proportional"})
	if err != nil {
		return nil, err
	}
	proportional := false
	if a[2] != nil {
		if proportional, err = py.Truth(t, a[2]); err != nil {
			return nil, err
		}
	}
	var xbar, ybar float64
	if !proportional {
		if xbar, err = x.mean(); err != nil {
			return nil, err
		}
		if ybar, err = y.mean(); err != nil {
			return nil, err
		}
	}
	sxy, err := sumProducts(t, x, y, xbar, ybar, !proportional)
	if err != nil {
		return nil, err
	}
	sxx, err := sumProducts(t, x, x, xbar, xbar, !proportional)
	if err != nil {
		return nil, err
	}
	if sxx == 0 {
		return nil, m.statErr(t, "x is constant")
	}
	slope := sxy / sxx
	intercept := 0.0
	if !proportional {
		intercept = ybar - slope*xbar
	}
	return m.newRegression(t, slope, intercept)
}

// newRegression makes LinearRegression(slope=..., intercept=...).
func (m *module) newRegression(t *py.Thread, slope, intercept float64) (py.Value, error) {
	return py.Call(t, m.regression, nil, []py.Kwarg{{Name: "slope", Value: py.Float(slope)}, {Name: "intercept", Value: py.Float(intercept)}})
}

// decimalSqrtOfFrac is _decimal_sqrt_of_frac: the correctly rounded
// square root of n/m as a Decimal of class dec (the current context's
// precision).
func decimalSqrtOfFrac(t *py.Thread, dec *py.Type, n, m *big.Int) (py.Value, error) {
	if n.Sign() <= 0 {
		if n.Sign() == 0 {
			return py.Call(t, dec, []py.Value{py.NewStr("0.0")}, nil)
		}
		n, m = new(big.Int).Neg(n), new(big.Int).Neg(m)
	}
	num, err := py.Call(t, dec, []py.Value{py.NewBigInt(n)}, nil)
	if err != nil {
		return nil, err
	}
	den, err := py.Call(t, dec, []py.Value{py.NewBigInt(m)}, nil)
	if err != nil {
		return nil, err
	}
	q, err := py.Binary(t, py.TrueDiv, num, den)
	if err != nil {
		return nil, err
	}
	root, err := py.CallMethod(t, q, "sqrt", nil, nil)
	if err != nil {
		return nil, err
	}
	ratio := func(v py.Value) (*big.Int, *big.Int, error) {
		r, _, err := exact(t, v)
		if err != nil {
			return nil, nil, err
		}
		if r == nil {
			return nil, nil, py.NewValueError("cannot convert NaN to integer ratio")
		}
		return r.Num(), r.Denom(), nil
	}
	nr, dr, err := ratio(root)
	if err != nil {
		return nil, err
	}
	// side compares 4*n*(dr*d)**2 with m*(dr*nn + d*nr)**2 for a neighbour
	// nn/d of root.
	side := func(nn, d *big.Int) int {
		l := new(big.Int).Mul(dr, d)
		l.Mul(l, l)
		l.Mul(l, n)
		l.Lsh(l, 2)
		r := new(big.Int).Mul(dr, nn)
		r.Add(r, new(big.Int).Mul(d, nr))
		r.Mul(r, r)
		r.Mul(r, m)
		return l.Cmp(r)
	}
	for _, step := range []struct {
		method py.LibName
		want   int
	}{{"next_plus", 1}, {"next_minus", -1}} {
		nb, err := py.CallMethod(t, root, step.method, nil, nil)
		if isError(err, py.AttributeErrorType) {
			// A decimal module without next_plus/next_minus.
			nb, err = decimalNeighbour(t, dec, root, step.want)
		}
		if err != nil {
			return nil, err
		}
		nn, d, err := ratio(nb)
		if err != nil {
			return nil, err
		}
		if side(nn, d) == step.want {
			return nb, nil
		}
	}
	return root, nil
}

// decimalNeighbour is root.next_plus() (dir 1) or root.next_minus() (dir
// -1) for a positive finite root whose coefficient has the context's
// precision, built from the coefficient and exponent of its str().
func decimalNeighbour(t *py.Thread, dec *py.Type, root py.Value, dir int) (py.Value, error) {
	str, err := py.ToStr(t, root)
	if err != nil {
		return nil, err
	}
	mant, exp, _ := strings.Cut(strings.ToUpper(str), "E")
	e := 0
	if exp != "" {
		if e, err = strconv.Atoi(exp); err != nil {
			return nil, py.NewValueError("invalid Decimal exponent %q", exp)
		}
	}
	if whole, frac, ok := strings.Cut(mant, "."); ok {
		mant = whole + frac
		e -= len(frac)
	}
	c, ok := new(big.Int).SetString(mant, 10)
	if !ok {
		return nil, py.NewValueError("invalid Decimal coefficient %q", mant)
	}
	ten := big.NewInt(10)
	if dir > 0 {
		c.Add(c, big.NewInt(1))
	} else {
		pow := new(big.Int).Exp(ten, big.NewInt(int64(len(c.String())-1)), nil) //krait:alloc-ok c was parsed from mant, the digits of a Decimal that exists: its text is no longer than mant plus one digit
		if c.Cmp(pow) == 0 {
			c.Mul(c, ten)
			e--
		}
		c.Sub(c, big.NewInt(1))
	}
	return py.Call(t, dec, []py.Value{py.NewStr(c.String() + "E" + strconv.Itoa(e))}, nil) //krait:alloc-ok c was parsed from mant, the digits of a Decimal that exists: its text is no longer than mant plus one digit
}
