package statistics

import (
	gomath "math"
	"math/big"

	"github.com/kraitpy/krait/py"
	mathmod "github.com/kraitpy/krait/stdlib/math"
	"github.com/kraitpy/krait/stdlib/math/libm"
)

// nd is the state of a NormalDist: mu and sigma.
type nd struct{ mu, sigma float64 }

// ndType is the type of the Go state kept in Instance.Base.
var ndType = py.NewBuiltinType("_normaldist_state", nil)

// Type implements py.Value.
func (*nd) Type() *py.Type { return ndType }

func ndOf(v py.Value) (*nd, bool) {
	if in, ok := v.(*py.Instance); ok {
		if s, ok := in.Base.(*nd); ok {
			return s, true
		}
	}
	return nil, false
}

// newNormalDist creates the NormalDist class.
func (m *module) newNormalDist(t *py.Thread) (*py.Type, error) {
	var cls *py.Type
	make1 := func(t *py.Thread, mu, sigma float64) (py.Value, error) {
		if sigma < 0 {
			return nil, m.statErr(t, "sigma must be non-negative")
		}
		return &py.Instance{Class: cls, Base: &nd{mu, sigma}, Dict: py.NewDict()}, nil
	}
	self := func(f func(t *py.Thread, d *nd, args []py.Value) (py.Value, error)) py.BuiltinFunc {
		return func(t *py.Thread, s py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			d, ok := ndOf(s)
			if !ok {
				return nil, py.NewTypeError("NormalDist method needs a NormalDist")
			}
			return f(t, d, args)
		}
	}
	num := func(t *py.Thread, v py.Value) (float64, error) {
		fs, err := floats(t, []py.Value{v})
		if err != nil {
			return 0, err
		}
		return fs[0], nil
	}
	unary := func(name string, f func(t *py.Thread, d *nd, x float64) (py.Value, error)) py.BuiltinFunc {
		return self(func(t *py.Thread, d *nd, args []py.Value) (py.Value, error) {
			if len(args) != 1 {
				return nil, py.NewTypeError("NormalDist.%s() takes 2 positional arguments but %d were given", name, len(args)+1)
			}
			x, err := num(t, args[0])
			if err != nil {
				return nil, err
			}
			return f(t, d, x)
		})
	}
	arith := func(op string) py.BuiltinFunc {
		return self(func(t *py.Thread, d *nd, args []py.Value) (py.Value, error) {
			if len(args) != 1 {
				return nil, py.NewTypeError("expected 1 argument")
			}
			if o, ok := ndOf(args[0]); ok {
				switch op {
				case "+":
					return make1(t, d.mu+o.mu, mathmod.Hypot(d.sigma, o.sigma))
				case "-":
					return make1(t, d.mu-o.mu, mathmod.Hypot(d.sigma, o.sigma))
				case "r-":
					return make1(t, -(d.mu - o.mu), mathmod.Hypot(d.sigma, o.sigma))
				}
				return py.NotImplemented, nil
			}
			x, ok, err := py.AsFloat(args[0])
			if err != nil {
				return nil, err
			}
			if !ok {
				return py.NotImplemented, nil
			}
			switch op {
			case "+":
				return make1(t, d.mu+x, d.sigma)
			case "-":
				return make1(t, d.mu-x, d.sigma)
			case "r-":
				return make1(t, -(d.mu - x), d.sigma)
			case "*":
				return make1(t, d.mu*x, d.sigma*gomath.Abs(x))
			}
			if x == 0 {
				return nil, py.NewZeroDivisionError("float division by zero")
			}
			return make1(t, d.mu/x, d.sigma/gomath.Abs(x))
		})
	}
	prop := func(name string, f func(d *nd) float64) py.Value {
		return &py.Property{Name: name, Get: py.NewBuiltin(name, func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			if len(args) != 1 {
				return nil, py.NewTypeError("%s expects one argument", name)
			}
			d, ok := ndOf(args[0])
			if !ok {
				return nil, py.NewTypeError("NormalDist property needs a NormalDist")
			}
			return py.Float(f(d)), nil
		})}
	}
	methods := []struct {
		name string
		fn   py.BuiltinFunc
	}{
		{"__init__", func(t *py.Thread, s py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			a, err := bind("NormalDist.__init__", []string{"mu", "sigma"}, 0, args, kwargs)
			if err != nil {
				return nil, err
			}
			mu, sigma := 0.0, 1.0
			if a[0] != nil {
				if mu, err = num(t, a[0]); err != nil {
					return nil, err
				}
			}
			if a[1] != nil {
				if sigma, err = num(t, a[1]); err != nil {
					return nil, err
				}
			}
			if sigma < 0 {
				return nil, m.statErr(t, "sigma must be non-negative")
			}
			in, ok := s.(*py.Instance)
			if !ok {
				return nil, py.NewTypeError("NormalDist.__init__ needs an instance")
			}
			in.Base = &nd{mu, sigma}
			return py.None, nil
		}},
		{"pdf", unary("pdf", func(t *py.Thread, d *nd, x float64) (py.Value, error) {
			v := d.sigma * d.sigma
			if v == 0 {
				return nil, m.statErr(t, "pdf() not defined when sigma is zero")
			}
			diff := x - d.mu
			return py.Float(libm.Exp(diff*diff/(-2.0*v)) / gomath.Sqrt(2*gomath.Pi*v)), nil
		})},
		{"cdf", unary("cdf", func(t *py.Thread, d *nd, x float64) (py.Value, error) {
			if d.sigma == 0 {
				return nil, m.statErr(t, "cdf() not defined when sigma is zero")
			}
			return py.Float(0.5 * (1.0 + libm.Erf((x-d.mu)/(d.sigma*gomath.Sqrt2)))), nil
		})},
		{"inv_cdf", unary("inv_cdf", func(t *py.Thread, d *nd, p float64) (py.Value, error) {
			if p <= 0 || p >= 1 {
				return nil, m.statErr(t, "p must be in the range 0.0 < p < 1.0")
			}
			if d.sigma <= 0 {
				return nil, m.statErr(t, "cdf() not defined when sigma at or below zero")
			}
			return py.Float(invCDF(p, d.mu, d.sigma)), nil
		})},
		{"zscore", unary("zscore", func(t *py.Thread, d *nd, x float64) (py.Value, error) {
			if d.sigma == 0 {
				return nil, m.statErr(t, "zscore() not defined when sigma is zero")
			}
			return py.Float((x - d.mu) / d.sigma), nil
		})},
		{"quantiles", func(t *py.Thread, s py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			d, ok := ndOf(s)
			if !ok {
				return nil, py.NewTypeError("NormalDist method needs a NormalDist")
			}
			a, err := bind("NormalDist.quantiles", []string{"n"}, 0, args, kwargs)
			if err != nil {
				return nil, err
			}
			n := int64(4)
			if a[0] != nil {
				if n, err = py.Index(t, a[0]); err != nil {
					return nil, err
				}
			}
			if err := t.Charge(n); err != nil {
				return nil, err
			}
			var out []py.Value
			for i := int64(1); i < n; i++ {
				p := float64(i) / float64(n)
				if p <= 0 || p >= 1 {
					return nil, m.statErr(t, "p must be in the range 0.0 < p < 1.0")
				}
				if d.sigma <= 0 {
					return nil, m.statErr(t, "cdf() not defined when sigma at or below zero")
				}
				out = append(out, py.Float(invCDF(p, d.mu, d.sigma)))
			}
			return py.NewList(out), nil
		}},
		{"__add__", arith("+")}, {"__radd__", arith("+")}, {"__sub__", arith("-")}, {"__rsub__", arith("r-")},
		{"__mul__", arith("*")}, {"__rmul__", arith("*")}, {"__truediv__", arith("/")},
		{"__neg__", self(func(t *py.Thread, d *nd, args []py.Value) (py.Value, error) { return make1(t, -d.mu, d.sigma) })},
		{"__pos__", self(func(t *py.Thread, d *nd, args []py.Value) (py.Value, error) { return make1(t, d.mu, d.sigma) })},
		{"__eq__", self(func(t *py.Thread, d *nd, args []py.Value) (py.Value, error) {
			if len(args) != 1 {
				return nil, py.NewTypeError("expected 1 argument, got %d", len(args))
			}
			o, ok := ndOf(args[0])
			if !ok {
				return py.NotImplemented, nil
			}
			return py.NewBool(d.mu == o.mu && d.sigma == o.sigma), nil
		})},
		{"__hash__", self(func(t *py.Thread, d *nd, args []py.Value) (py.Value, error) {
			return py.NewInt(int64(gomath.Float64bits(d.mu)^gomath.Float64bits(d.sigma)) >> 1), nil
		})},
		{"__repr__", func(t *py.Thread, s py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			d, ok := ndOf(s)
			if !ok {
				return nil, py.NewTypeError("NormalDist.__repr__ needs a NormalDist")
			}
			return py.NewStr(s.Type().Name + "(mu=" + py.FloatRepr(d.mu) + ", sigma=" + py.FloatRepr(d.sigma) + ")"), nil
		}},
	}
	ns := py.NewDict()
	ns.SetStr("__module__", py.NewStr("statistics"))
	var owned []*py.Builtin
	for _, me := range methods {
		b := &py.Builtin{Name: me.name, Fn: me.fn}
		ns.SetStr(me.name, b)
		owned = append(owned, b)
	}
	for name, f := range map[string]func(d *nd) float64{
		"mean": func(d *nd) float64 { return d.mu }, "median": func(d *nd) float64 { return d.mu },
		"mode": func(d *nd) float64 { return d.mu }, "stdev": func(d *nd) float64 { return d.sigma },
		"variance": func(d *nd) float64 { return d.sigma * d.sigma },
	} {
		ns.SetStr(name, prop(name, f))
	}
	ns.SetStr("from_samples", &py.ClassMethod{Func: py.NewBuiltin("from_samples", func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		if len(args) != 2 {
			return nil, py.NewTypeError("NormalDist.from_samples() takes 2 positional arguments but %d were given", len(args))
		}
		xs, err := items(t, args[1])
		if err != nil {
			return nil, err
		}
		s, err := sumSquares(t, xs, nil)
		if err != nil {
			return nil, err
		}
		if s.n < 2 {
			return nil, m.statErr(t, "stdev requires at least two data points")
		}
		sum, _ := sumOf(xs)
		xbar := 0.0
		if sum.special != nil {
			xbar = *sum.special / float64(s.n)
		} else {
			xbar, _ = new(big.Rat).Quo(sum.total, new(big.Rat).SetInt64(int64(s.n))).Float64()
		}
		var sigma float64
		if s.special != nil {
			sigma = xbar / *s.special
		} else {
			q := new(big.Rat).Quo(s.total, new(big.Rat).SetInt64(int64(s.n-1)))
			sigma = sqrtOfFrac(q.Num(), q.Denom())
		}
		return py.Call(t, args[0], []py.Value{py.Float(xbar), py.Float(sigma)}, nil)
	})})
	var err error
	cls, err = py.NewClass(t, "NormalDist", []*py.Type{py.ObjectType}, ns)
	if err != nil {
		return nil, err
	}
	for _, b := range owned {
		b.Owner = cls
	}
	return cls, nil
}

// invCDF is statistics._normal_dist_inv_cdf (Wichura's AS241).
func invCDF(p, mu, sigma float64) float64 {
	q := p - 0.5
	if gomath.Abs(q) <= 0.425 {
		r := 0.180625 - q*q
		num := (((((((2.5090809287301226727e+3*r+
			3.3430575583588128105e+4)*r+
			6.7265770927008700853e+4)*r+
			4.5921953931549871457e+4)*r+
			1.3731693765509461125e+4)*r+
			1.9715909503065514427e+3)*r+
			1.3314166789178437745e+2)*r +
			3.3871328727963666080e+0) * q
		den := (((((((5.2264952788528545610e+3*r+
			2.8729085735721942674e+4)*r+
			3.9307895800092710610e+4)*r+
			2.1213794301586595867e+4)*r+
			5.3941960214247511077e+3)*r+
			6.8718700749205790830e+2)*r+
			4.2313330701600911252e+1)*r +
			1.0)
		return mu + (num/den)*sigma
	}
	r := p
	if q > 0 {
		r = 1.0 - p
	}
	r = gomath.Sqrt(-libm.Log(r))
	var num, den float64
	if r <= 5.0 {
		r -= 1.6
		num = (((((((7.74545014278341407640e-4*r+
			2.27238449892691845833e-2)*r+
			2.41780725177450611770e-1)*r+
			1.27045825245236838258e+0)*r+
			3.64784832476320460504e+0)*r+
			5.76949722146069140550e+0)*r+
			4.63033784615654529590e+0)*r +
			1.42343711074968357734e+0)
		den = (((((((1.05075007164441684324e-9*r+
			5.47593808499534494600e-4)*r+
			1.51986665636164571966e-2)*r+
			1.48103976427480074590e-1)*r+
			6.89767334985100004550e-1)*r+
			1.67638483018380384940e+0)*r+
			2.05319162663775882187e+0)*r +
			1.0)
	} else {
		r -= 5.0
		num = (((((((2.01033439929228813265e-7*r+
			2.71155556874348757815e-5)*r+
			1.24266094738807843860e-3)*r+
			2.65321895265761230930e-2)*r+
			2.96560571828504891230e-1)*r+
			1.78482653991729133580e+0)*r+
			5.46378491116411436990e+0)*r +
			6.65790464350110377720e+0)
		den = (((((((2.04426310338993978564e-15*r+
			1.42151175831644588870e-7)*r+
			1.84631831751005468180e-5)*r+
			7.86869131145613259100e-4)*r+
			1.48753612908506148525e-2)*r+
			1.36929880922735805310e-1)*r+
			5.99832206555887937690e-1)*r +
			1.0)
	}
	x := num / den
	if q < 0 {
		x = -x
	}
	return mu + x*sigma
}
