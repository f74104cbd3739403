package statistics

import (
	gomath "math"
	"math/big"

	"github.com/kraitpy/krait/internal/libm"
	"github.com/kraitpy/krait/py"
	"github.com/kraitpy/krait/stdlib/internal/pyargs"
	mathmod "github.com/kraitpy/krait/stdlib/math"
)

// nd is the state of a NormalDist: mu and sigma.
type nd struct{ mu, sigma float64 }

// ndType is the type of the Go state kept in Instance.Base.
var ndType = py.NewBuiltinType("_normaldist_state", nil)

// Type implements py.Value.
func (*nd) Type() *py.Type { return ndType }

// MemRefs counts a NormalDist's state for the memory walk.
func (*nd) MemRefs(w *py.MemWalk) { w.Add(16) }

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
	// build is NormalDist(mu, sigma) for Python values: the sigma check
	// first, then float() of both, as NormalDist.__init__ does.
	build := func(t *py.Thread, mu, sigma py.Value) (*nd, error) {
		neg, err := py.CompareBool(t, py.Lt, sigma, py.Float(0))
		if err != nil {
			return nil, err
		}
		if neg {
			return nil, m.statErr(t, "sigma must be non-negative")
		}
		fm, err := py.ToFloat(t, mu)
		if err != nil {
			return nil, err
		}
		fs, err := py.ToFloat(t, sigma)
		if err != nil {
			return nil, err
		}
		return &nd{float64(fm.(py.Float)), float64(fs.(py.Float))}, nil
	}
	makeV := func(t *py.Thread, mu, sigma py.Value) (py.Value, error) {
		d, err := build(t, mu, sigma)
		if err != nil {
			return nil, err
		}
		return &py.Instance{Class: cls, Base: d, Dict: py.NewDict()}, nil
	}
	make1 := func(t *py.Thread, mu, sigma float64) (py.Value, error) {
		return makeV(t, py.Float(mu), py.Float(sigma))
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
	// centred makes pdf, cdf and zscore: f gets float(x - mu), computed
	// with Python arithmetic as statistics.py does, after the zero-sigma
	// check (f reports it when called with a zero sigma or variance).
	centred := func(name string, f func(t *py.Thread, d *nd, diff float64) (py.Value, error)) py.BuiltinFunc {
		return self(func(t *py.Thread, d *nd, args []py.Value) (py.Value, error) {
			if len(args) != 1 {
				return nil, py.NewTypeError("NormalDist.%s() takes 2 positional arguments but %d were given", name, len(args)+1)
			}
			if name != "pdf" && d.sigma == 0 {
				return f(t, d, 0)
			}
			if name == "pdf" && d.sigma*d.sigma == 0 {
				return f(t, d, 0)
			}
			diff, err := py.Binary(t, py.Sub, args[0], py.Float(d.mu))
			if err != nil {
				return nil, err
			}
			x, err := num(t, diff)
			if err != nil {
				return nil, err
			}
			return f(t, d, x)
		})
	}
	// fabs is math.fabs(x).
	fabs := func(t *py.Thread, x py.Value) (py.Value, error) {
		f, err := num(t, x)
		if err != nil {
			return nil, err
		}
		return py.Float(gomath.Abs(f)), nil
	}
	// arith is __add__, __sub__, __mul__, __truediv__ and __rsub__ with
	// statistics.py's Python arithmetic on mu and sigma.
	binop := func(t *py.Thread, op string, d *nd, x py.Value) (py.Value, error) {
		mu, sigma := py.Float(d.mu), py.Float(d.sigma)
		switch op {
		case "+", "-":
			if o, ok := ndOf(x); ok {
				m := d.mu + o.mu
				if op == "-" {
					m = d.mu - o.mu
				}
				return make1(t, m, mathmod.Hypot(d.sigma, o.sigma))
			}
			bop := py.Add
			if op == "-" {
				bop = py.Sub
			}
			mv, err := py.Binary(t, bop, mu, x)
			if err != nil {
				return nil, err
			}
			return makeV(t, mv, sigma)
		case "*", "/":
			bop := py.Mul
			if op == "/" {
				bop = py.TrueDiv
			}
			mv, err := py.Binary(t, bop, mu, x)
			if err != nil {
				return nil, err
			}
			ax, err := fabs(t, x)
			if err != nil {
				return nil, err
			}
			sv, err := py.Binary(t, bop, sigma, ax)
			if err != nil {
				return nil, err
			}
			return makeV(t, mv, sv)
		}
		return nil, py.NewTypeError("unknown NormalDist operator")
	}
	arith := func(op string) py.BuiltinFunc {
		return self(func(t *py.Thread, d *nd, args []py.Value) (py.Value, error) {
			if len(args) != 1 {
				return nil, py.NewTypeError("expected 1 argument")
			}
			if op != "r-" {
				return binop(t, op, d, args[0])
			}
			diff, err := binop(t, "-", d, args[0])
			if err != nil {
				return nil, err
			}
			dd, _ := ndOf(diff)
			return make1(t, -dd.mu, dd.sigma)
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
			if len(args) > 2 {
				return nil, py.NewTypeError("NormalDist.__init__() takes from 1 to 3 positional arguments but %d were given", len(args)+1)
			}
			a, err := pyargs.Bind("NormalDist.__init__", true, []string{"mu", "sigma"}, 0, args, kwargs)
			if err != nil {
				return nil, err
			}
			var mu, sigma py.Value = py.Float(0), py.Float(1)
			if a[0] != nil {
				mu = a[0]
			}
			if a[1] != nil {
				sigma = a[1]
			}
			d, err := build(t, mu, sigma)
			if err != nil {
				return nil, err
			}
			in, ok := s.(*py.Instance)
			if !ok {
				return nil, py.NewTypeError("NormalDist.__init__ needs an instance")
			}
			in.Base = d
			return py.None, nil
		}},
		{"pdf", centred("pdf", func(t *py.Thread, d *nd, diff float64) (py.Value, error) {
			v := d.sigma * d.sigma
			if v == 0 {
				return nil, m.statErr(t, "pdf() not defined when sigma is zero")
			}
			return py.Float(libm.Exp(diff*diff/(-2.0*v)) / gomath.Sqrt(2*gomath.Pi*v)), nil
		})},
		{"cdf", centred("cdf", func(t *py.Thread, d *nd, diff float64) (py.Value, error) {
			if d.sigma == 0 {
				return nil, m.statErr(t, "cdf() not defined when sigma is zero")
			}
			return py.Float(cdf(diff, d.sigma)), nil
		})},
		{"inv_cdf", self(func(t *py.Thread, d *nd, args []py.Value) (py.Value, error) {
			if len(args) != 1 {
				return nil, py.NewTypeError("NormalDist.inv_cdf() takes 2 positional arguments but %d were given", len(args)+1)
			}
			for _, c := range []py.CompareOp{py.Le, py.Ge} {
				bound := 0.0
				if c == py.Ge {
					bound = 1
				}
				out, err := py.CompareBool(t, c, args[0], py.Float(bound))
				if err != nil {
					return nil, err
				}
				if out {
					return nil, m.statErr(t, "p must be in the range 0.0 < p < 1.0")
				}
			}
			p, err := num(t, args[0])
			if err != nil {
				return nil, err
			}
			if d.sigma <= 0 {
				return nil, m.statErr(t, "cdf() not defined when sigma at or below zero")
			}
			return py.Float(invCDF(p, d.mu, d.sigma)), nil
		})},
		{"zscore", centred("zscore", func(t *py.Thread, d *nd, diff float64) (py.Value, error) {
			if d.sigma == 0 {
				return nil, m.statErr(t, "zscore() not defined when sigma is zero")
			}
			return py.Float(diff / d.sigma), nil
		})},
		{"overlap", self(func(t *py.Thread, d *nd, args []py.Value) (py.Value, error) {
			if len(args) != 1 {
				return nil, py.NewTypeError("NormalDist.overlap() takes 2 positional arguments but %d were given", len(args)+1)
			}
			o, ok := ndOf(args[0])
			if !ok {
				return nil, py.NewTypeError("Expected another NormalDist instance")
			}
			return overlap(t, m, d, o)
		})},
		{"samples", func(t *py.Thread, s py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			d, ok := ndOf(s)
			if !ok {
				return nil, py.NewTypeError("NormalDist method needs a NormalDist")
			}
			a, err := pyargs.Bind("NormalDist.samples", true, []string{"n", "*seed"}, 1, args, kwargs)
			if err != nil {
				return nil, err
			}
			return m.samples(t, d, a[0], a[1])
		}},
		{"quantiles", func(t *py.Thread, s py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			d, ok := ndOf(s)
			if !ok {
				return nil, py.NewTypeError("NormalDist method needs a NormalDist")
			}
			a, err := pyargs.Bind("NormalDist.quantiles", true, []string{"n"}, 0, args, kwargs)
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
			// The n-1 boxed floats and the list's slots, before building.
			if err := t.Alloc(32 * n); err != nil {
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
			h, err := py.Hash(t, py.NewTuple([]py.Value{py.Float(d.mu), py.Float(d.sigma)}))
			if err != nil {
				return nil, err
			}
			return py.NewInt(h), nil
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
		var xbar, sigma float64
		if s.special != nil {
			f, err := py.ToFloat(t, s.special)
			if err != nil {
				return nil, err
			}
			xbar = float64(f.(py.Float))
			sigma = xbar / xbar
		} else {
			xbar, _ = s.mean.Float64()
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

// cdf is NormalDist.cdf for x - mu = diff.
func cdf(diff, sigma float64) float64 {
	return 0.5 * (1.0 + libm.Erf(diff/(sigma*gomath.Sqrt2)))
}

// overlap is NormalDist.overlap(other).
func overlap(t *py.Thread, m *module, x, y *nd) (py.Value, error) {
	if y.sigma < x.sigma || (y.sigma == x.sigma && y.mu < x.mu) {
		x, y = y, x
	}
	xv, yv := x.sigma*x.sigma, y.sigma*y.sigma
	if xv == 0 || yv == 0 {
		return nil, m.statErr(t, "overlap() not defined when sigma is zero")
	}
	dv := yv - xv
	dm := gomath.Abs(y.mu - x.mu)
	if dv == 0 {
		return py.Float(1.0 - libm.Erf(dm/(2.0*x.sigma*gomath.Sqrt2))), nil
	}
	a := x.mu*yv - y.mu*xv
	ratio := yv / xv
	if ratio <= 0 {
		return nil, py.NewValueError("math domain error")
	}
	inner := dm*dm + dv*libm.Log(ratio)
	if inner < 0 {
		return nil, py.NewValueError("math domain error")
	}
	b := x.sigma * y.sigma * gomath.Sqrt(inner)
	x1, x2 := (a+b)/dv, (a-b)/dv
	return py.Float(1.0 - (gomath.Abs(cdf(x1-y.mu, y.sigma)-cdf(x1-x.mu, x.sigma)) + gomath.Abs(cdf(x2-y.mu, y.sigma)-cdf(x2-x.mu, x.sigma)))), nil
}

// samples is NormalDist.samples(n, *, seed=None): gauss(mu, sigma) from
// the module's random (or a Random(seed)), n times.
func (m *module) samples(t *py.Thread, d *nd, nv, seed py.Value) (py.Value, error) {
	gauss := m.random.Dict.GetStr("gauss")
	if seed != nil && seed != py.None {
		gen, err := py.Call(t, m.random.Dict.GetStr("Random"), []py.Value{seed}, nil)
		if err != nil {
			return nil, err
		}
		if gauss, err = py.GetAttr(t, gen, "gauss"); err != nil {
			return nil, err
		}
	}
	n, err := py.Index(t, nv)
	if err != nil {
		return nil, err
	}
	if err := t.Charge(n); err != nil {
		return nil, err
	}
	if err := t.CheckAlloc(32 * n); err != nil { // charged by the final list
		return nil, err
	}
	args := []py.Value{py.Float(d.mu), py.Float(d.sigma)}
	out := []py.Value{}
	for i := int64(0); i < n; i++ {
		v, err := py.Call(t, gauss, args, nil)
		if err != nil {
			return nil, err
		}
		out = append(out, v)
	}
	return py.NewListCharged(t, out)
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
