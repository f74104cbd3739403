package statistics

import (
	gomath "math"
	"math/big"

	"github.com/kraitpy/krait/py"
	mathmod "github.com/kraitpy/krait/stdlib/math"
)

// sumSquares is _ss: the exact sum of squared deviations from the mean
// (or from c when given, with Python arithmetic), the result type and
// the count.
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
		return sumOf(sq)
	}
	sx, sxx := new(big.Rat), new(big.Rat)
	s := exactSum{total: new(big.Rat)}
	for _, x := range xs {
		v, err := exact(x)
		if err != nil {
			return s, err
		}
		s.n++
		s.isFloat = s.isFloat || v.isFloat
		if v.r == nil {
			if s.special == nil {
				f := v.special
				s.special = &f
			} else {
				*s.special += v.special
			}
			continue
		}
		sx.Add(sx, v.r)
		sxx.Add(sxx, new(big.Rat).Mul(v.r, v.r))
	}
	if s.n > 0 && s.special == nil {
		n := new(big.Rat).SetInt64(int64(s.n))
		ssd := new(big.Rat).Mul(n, sxx)
		ssd.Sub(ssd, new(big.Rat).Mul(sx, sx))
		s.total = ssd.Quo(ssd, n)
	}
	return s, nil
}

// variance makes variance, pvariance, stdev and pstdev.
func (m *module) variance(name string, population, sqrt bool) py.BuiltinFunc {
	param := "xbar"
	if population {
		param = "mu"
	}
	return func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		a, err := bind(name, []string{"data", param}, 1, args, kwargs)
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
				// statistics.py takes .numerator of the float sum.
				return nil, py.NewAttributeError("'float' object has no attribute 'numerator'")
			}
			return py.Float(*s.special / float64(den)), nil
		}
		q := new(big.Rat).Quo(s.total, new(big.Rat).SetInt64(int64(den)))
		if sqrt {
			return py.Float(sqrtOfFrac(q.Num(), q.Denom())), nil
		}
		return convert(q, s.isFloat), nil
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
		num = isqrtRTO(n, new(big.Int).Lsh(m, uint(2*q)))
		num.Lsh(num, uint(q))
		den = big.NewInt(1)
	} else {
		num = isqrtRTO(new(big.Int).Lsh(n, uint(-2*q)), m)
		den = new(big.Int).Lsh(big.NewInt(1), uint(-q))
	}
	f, _ := new(big.Rat).SetFrac(num, den).Float64()
	return f
}

// pairs reads the two equal-length inputs of the bivariate functions.
func (m *module) pairs(t *py.Thread, name, what string, args []py.Value, kwargs []py.Kwarg, names []string) ([]float64, []float64, []py.Value, error) {
	a, err := bind(name, names, 2, args, kwargs)
	if err != nil {
		return nil, nil, nil, err
	}
	nx, err := py.Len(t, a[0])
	if err != nil {
		return nil, nil, nil, err
	}
	ny, err := py.Len(t, a[1])
	if err != nil {
		return nil, nil, nil, err
	}
	if nx != ny {
		return nil, nil, nil, m.statErr(t, what+" requires that both inputs have same number of data points")
	}
	if nx < 2 {
		return nil, nil, nil, m.statErr(t, what+" requires at least two data points")
	}
	xs, err := items(t, a[0])
	if err != nil {
		return nil, nil, nil, err
	}
	ys, err := items(t, a[1])
	if err != nil {
		return nil, nil, nil, err
	}
	fx, err := floats(t, xs)
	if err != nil {
		return nil, nil, nil, err
	}
	fy, err := floats(t, ys)
	if err != nil {
		return nil, nil, nil, err
	}
	return fx, fy, a, nil
}

// centered returns fsum of (x-xbar)*(y-ybar), and xbar, ybar.
func centered(x, y []float64) (sxy, xbar, ybar float64, err error) {
	n := float64(len(x))
	sx, err := mathmod.FSum(x)
	if err != nil {
		return
	}
	sy, err := mathmod.FSum(y)
	if err != nil {
		return
	}
	xbar, ybar = sx/n, sy/n
	prods := make([]float64, len(x))
	for i := range x {
		prods[i] = (x[i] - xbar) * (y[i] - ybar)
	}
	sxy, err = mathmod.FSum(prods)
	return
}

// bivariate makes covariance and correlation.
func (m *module) bivariate(name string) py.BuiltinFunc {
	return func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		x, y, _, err := m.pairs(t, name, name, args, kwargs, []string{"x/", "y/"})
		if err != nil {
			return nil, err
		}
		sxy, _, _, err := centered(x, y)
		if err != nil {
			return nil, err
		}
		if name == "covariance" {
			return py.Float(sxy / float64(len(x)-1)), nil
		}
		sxx, _, _, err := centered(x, x)
		if err != nil {
			return nil, err
		}
		syy, _, _, err := centered(y, y)
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
	var sxy, sxx, xbar, ybar float64
	if proportional {
		p := make([]float64, len(x))
		q := make([]float64, len(x))
		for i := range x {
			p[i], q[i] = x[i]*y[i], x[i]*x[i]
		}
		if sxy, err = mathmod.FSum(p); err != nil {
			return nil, err
		}
		if sxx, err = mathmod.FSum(q); err != nil {
			return nil, err
		}
	} else {
		if sxy, xbar, ybar, err = centered(x, y); err != nil {
			return nil, err
		}
		if sxx, _, _, err = centered(x, x); err != nil {
			return nil, err
		}
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

// newRegression makes LinearRegression(slope=..., intercept=...), a
// tuple subclass with named fields.
func (m *module) newRegression(t *py.Thread, slope, intercept float64) (py.Value, error) {
	if m.regression == nil {
		ns := py.NewDict()
		ns.SetStr("__module__", py.NewStr("statistics"))
		for i, n := range []string{"slope", "intercept"} {
			i, n := i, n
			ns.SetStr(n, &py.Property{Name: n, Get: py.NewBuiltin(n, func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
				if len(args) != 1 {
					return nil, py.NewTypeError("%s expects one argument", n)
				}
				in, ok := args[0].(*py.Instance)
				if !ok {
					return nil, py.NewTypeError("%s needs a LinearRegression", n)
				}
				tup, ok := in.Base.(*py.Tuple)
				if !ok || len(tup.Items()) != 2 {
					return nil, py.NewTypeError("%s needs a LinearRegression", n)
				}
				return tup.Items()[i], nil
			})})
		}
		repr := &py.Builtin{Name: "__repr__", Fn: func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			in, ok := self.(*py.Instance)
			if !ok {
				return nil, py.NewTypeError("LinearRegression.__repr__ needs an instance")
			}
			tup, ok := in.Base.(*py.Tuple)
			if !ok || len(tup.Items()) != 2 {
				return nil, py.NewTypeError("LinearRegression.__repr__ needs a 2-tuple")
			}
			it := tup.Items()
			a, _ := py.Repr(t, it[0])
			b, _ := py.Repr(t, it[1])
			return py.NewStr("LinearRegression(slope=" + a + ", intercept=" + b + ")"), nil
		}}
		ns.SetStr("__repr__", repr)
		cls, err := py.NewClass(t, "LinearRegression", []*py.Type{py.TupleType}, ns)
		if err != nil {
			return nil, err
		}
		repr.Owner = cls
		m.regression = cls
	}
	return &py.Instance{Class: m.regression, Base: py.NewTuple([]py.Value{py.Float(slope), py.Float(intercept)})}, nil
}
