package numpy

import (
	"math"

	"github.com/kraitpy/krait/internal/libm"
	"github.com/kraitpy/krait/py"
	"github.com/kraitpy/krait/stdlib/internal/goclass"
)

// This file binds the polynomial functions: polyfit (numpy's scaled
// Vandermonde least squares), polyval (Horner), roots (companion-matrix
// eigenvalues), poly, polyder, polyint, polyadd/sub/mul, and a poly1d
// class with evaluation, coefficients, roots and derivatives.

// sinOf is the glibc-exact sine.
func sinOf(x float64) float64 { return libm.Sin(x) }

// addPoly binds the polynomial functions.
func (m *Module) addPoly() {
	m.def(map[string]py.BuiltinFunc{
		"polyfit": m.polyfitFn,
		"polyval": m.polyvalFn,
		"roots":   m.rootsFn,
		"polyder": func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			vals, err := bindArgs("polyder", []string{"p", "m"}, 1, args, kwargs)
			if err != nil {
				return nil, err
			}
			p, err := m.arrayArg(t, vals[0])
			if err != nil {
				return nil, err
			}
			n := int64(1)
			if vals[1] != nil {
				if n, err = py.Index(t, vals[1]); err != nil {
					return nil, err
				}
			}
			r, err := m.polyder(t, p, int(n))
			if err != nil {
				return nil, err
			}
			return m.Wrap(r), nil
		},
		"polyint": func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			vals, err := bindArgs("polyint", []string{"p", "m", "k"}, 1, args, kwargs)
			if err != nil {
				return nil, err
			}
			p, err := m.arrayArg(t, vals[0])
			if err != nil {
				return nil, err
			}
			c, err := p.Float64s(t)
			if err != nil {
				return nil, err
			}
			n := len(c)
			out := make([]float64, n+1)
			for j, v := range c {
				out[j] = v / float64(n-j)
			}
			if err := Charge(t, Float64, n+1); err != nil {
				return nil, err
			}
			return m.Wrap(NewFloat64(out, n+1)), nil
		},
		"polyadd": m.polyArith("polyadd"),
		"polysub": m.polyArith("polysub"),
		"polymul": func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			vals, err := bindArgs("polymul", []string{"a1", "a2"}, 2, args, kwargs)
			if err != nil {
				return nil, err
			}
			return m.convolveFn(false)(t, nil, []py.Value{vals[0], vals[1]}, nil)
		},
		"poly": func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			a, err := m.oneArray(t, "poly", "seq_of_zeros", args, kwargs)
			if err != nil {
				return nil, err
			}
			if len(a.shape) == 2 && a.shape[0] == a.shape[1] && a.shape[0] > 0 {
				ev, err := m.linEig(false, false)(t, nil, []py.Value{m.Wrap(a)}, nil)
				if err != nil {
					return nil, err
				}
				a, _ = Unwrap(ev)
			}
			if a.kind == Complex128 {
				return nil, py.NewNotImplementedError("np.poly of complex roots is not supported by krait's numpy")
			}
			zs, err := a.Float64s(t)
			if err != nil {
				return nil, err
			}
			// The result is charged first and the product made in place
			// (one root a pass: quadratic work, charged pass by pass).
			if err := Charge(t, Float64, len(zs)+1); err != nil {
				return nil, err
			}
			c := make([]float64, 1, len(zs)+1)
			c[0] = 1
			for _, z := range zs {
				if err := t.Charge(int64(len(c))); err != nil {
					return nil, err
				}
				c = append(c, 0) //krait:alloc-ok within the capacity charged above
				for j := len(c) - 1; j > 0; j-- {
					c[j] -= float64(c[j-1] * z)
				}
			}
			return m.Wrap(NewFloat64(c, len(c))), nil
		},
	})
}

// polyder differentiates coefficients n times.
func (m *Module) polyder(t *py.Thread, p *Array, n int) (*Array, error) {
	r := p
	var err error
	if r.kind < Float64 {
		r, err = m.castTo(t, r, Int64)
		if err != nil {
			return nil, err
		}
	}
	for k := 0; k < n; k++ {
		l := r.Size()
		if l <= 1 {
			r, err = alloc(t, r.kind, []int{1})
			if err != nil {
				return nil, err
			}
			continue
		}
		out, err := alloc(t, r.kind, []int{l - 1})
		if err != nil {
			return nil, err
		}
		offs, err := r.offsets(t)
		if err != nil {
			return nil, err
		}
		for j := 0; j < l-1; j++ {
			pw := int64(l - 1 - j)
			if r.kind == Int64 {
				out.i[j] = r.i[offs[j]] * pw
			} else {
				out.f[j] = r.floatAt(offs[j]) * float64(pw)
			}
		}
		r = out
	}
	return r, nil
}

// polyArith is polyadd / polysub: aligned at the lowest power.
func (m *Module) polyArith(name string) py.BuiltinFunc {
	return func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		vals, err := bindArgs(name, []string{"a1", "a2"}, 2, args, kwargs)
		if err != nil {
			return nil, err
		}
		a, err := m.arrayArg(t, vals[0])
		if err != nil {
			return nil, err
		}
		b, err := m.arrayArg(t, vals[1])
		if err != nil {
			return nil, err
		}
		na, nb := a.Size(), b.Size()
		n := max(na, nb)
		k := promote(a.kind, b.kind)
		pa, err := alloc(t, k, []int{n})
		if err != nil {
			return nil, err
		}
		pb, err := alloc(t, k, []int{n})
		if err != nil {
			return nil, err
		}
		if err := m.assignArray(t, pa.view([]int{na}, []int{1}, n-na), a); err != nil {
			return nil, err
		}
		if err := m.assignArray(t, pb.view([]int{nb}, []int{1}, n-nb), b); err != nil {
			return nil, err
		}
		u := m.bin["add"]
		if name == "polysub" {
			u = m.bin["subtract"]
		}
		r, err := m.applyBinary(t, u, pa, pb, nil, false)
		if err != nil {
			return nil, err
		}
		return m.Wrap(r), nil
	}
}

// polyfitFn is np.polyfit(x, y, deg): least squares on the Vandermonde
// matrix with columns scaled to unit norm, as numpy does.
func (m *Module) polyfitFn(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	vals, err := bindArgs("polyfit", []string{"x", "y", "deg", "rcond", "full", "w", "cov"}, 3, args, kwargs)
	if err != nil {
		return nil, err
	}
	xa, err := m.arrayArg(t, vals[0])
	if err != nil {
		return nil, err
	}
	ya, err := m.arrayArg(t, vals[1])
	if err != nil {
		return nil, err
	}
	deg, err := py.Index(t, vals[2])
	if err != nil {
		return nil, err
	}
	if deg < 0 {
		return nil, py.NewValueError("expected deg >= 0")
	}
	if len(xa.shape) != 1 {
		return nil, py.NewTypeError("expected 1D vector for x")
	}
	if xa.Size() == 0 {
		return nil, py.NewTypeError("expected non-empty vector for x")
	}
	if len(ya.shape) < 1 || len(ya.shape) > 2 {
		return nil, py.NewTypeError("expected 1D or 2D array for y")
	}
	if ya.shape[0] != xa.Size() {
		return nil, py.NewTypeError("expected x and y to have same length")
	}
	for j := 4; j < 7; j++ {
		if vals[j] != nil && vals[j] != py.None && vals[j] != py.False {
			return nil, py.NewNotImplementedError("np.polyfit's full, w and cov arguments are not supported by krait's numpy")
		}
	}
	x, err := xa.Float64s(t)
	if err != nil {
		return nil, err
	}
	n := len(x)
	order := int(deg) + 1
	lhs, err := alloc(t, Float64, []int{n, order})
	if err != nil {
		return nil, err
	}
	for i, v := range x {
		p := 1.0
		for j := order - 1; j >= 0; j-- {
			lhs.f[i*order+j] = p
			p *= v
		}
	}
	scale := make([]float64, order)
	for j := 0; j < order; j++ {
		col := make([]float64, n)
		for i := 0; i < n; i++ {
			col[i] = lhs.f[i*order+j] * lhs.f[i*order+j]
		}
		s := 0.0
		if n > 0 {
			s = pairwiseSum(col, 0, n, 1)
		}
		scale[j] = math.Sqrt(s)
	}
	for i := 0; i < n; i++ {
		for j := 0; j < order; j++ {
			lhs.f[i*order+j] /= scale[j]
		}
	}
	rcond := float64(n) * 2.220446049250313e-16
	if vals[3] != nil && vals[3] != py.None {
		if rcond, err = m.floatArg(t, vals[3]); err != nil {
			return nil, err
		}
	}
	yf, err := m.astype(t, ya, Float64, 0)
	if err != nil {
		return nil, err
	}
	res, err := m.linLstsq(t, nil, []py.Value{m.Wrap(lhs), m.Wrap(yf), m.Float64(rcond)}, nil)
	if err != nil {
		return nil, err
	}
	parts := res.(*py.Tuple).Items()
	c, _ := Unwrap(parts[0])
	rank, _ := py.AsInt64(unwrapScalar(parts[2]))
	if int(rank) != order {
		if err := m.warn(t, py.RuntimeWarningType, "Polyfit may be poorly conditioned"); err != nil {
			return nil, err
		}
	}
	cf, err := c.copyArray(t)
	if err != nil {
		return nil, err
	}
	cols := 1
	if len(cf.shape) == 2 {
		cols = cf.shape[1]
	}
	for j := 0; j < order; j++ {
		for k := 0; k < cols; k++ {
			cf.f[j*cols+k] /= scale[j]
		}
	}
	return m.Wrap(cf), nil
}

// polyvalFn is np.polyval(p, x) by Horner's rule.
func (m *Module) polyvalFn(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	vals, err := bindArgs("polyval", []string{"p", "x"}, 2, args, kwargs)
	if err != nil {
		return nil, err
	}
	p, err := m.arrayArg(t, vals[0])
	if err != nil {
		return nil, err
	}
	x, err := m.operand(t, vals[1])
	if err != nil {
		return nil, err
	}
	r, err := m.polyval(t, p, x)
	if err != nil {
		return nil, err
	}
	if p.Size() == 0 {
		return m.Wrap(r), nil // numpy's zeros_like(x), untouched: a 0-d array stays one
	}
	return m.result(r), nil
}

// polyval evaluates coefficients p at x: y = y*x + c for each c.
func (m *Module) polyval(t *py.Thread, p, x *Array) (*Array, error) {
	y, err := alloc(t, promote(x.kind, Int64), x.shape)
	if err != nil {
		return nil, err
	}
	offs, err := p.offsets(t)
	if err != nil {
		return nil, err
	}
	for _, o := range offs {
		if y, err = m.applyBinary(t, m.bin["multiply"], y, x, nil, false); err != nil {
			return nil, err
		}
		c := p.view([]int{}, []int{}, o)
		if y, err = m.applyBinary(t, m.bin["add"], y, c, nil, false); err != nil {
			return nil, err
		}
	}
	return y, nil
}

// rootsFn is np.roots(p): eigenvalues of the companion matrix.
func (m *Module) rootsFn(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	p, err := m.oneArray(t, "roots", "p", args, kwargs)
	if err != nil {
		return nil, err
	}
	if len(p.shape) != 1 {
		return nil, py.NewValueError("Input must be a rank-1 array.")
	}
	c, err := p.Float64s(t)
	if err != nil {
		return nil, err
	}
	lo, hi := 0, len(c)
	for lo < hi && c[lo] == 0 {
		lo++
	}
	for hi > lo && c[hi-1] == 0 {
		hi--
	}
	trailing := len(c) - hi
	if lo == hi {
		return m.Wrap(NewFloat64([]float64{}, 0)), nil
	}
	c = c[lo:hi]
	n := len(c)
	var roots *Array
	if n > 1 {
		comp, err := alloc(t, Float64, []int{n - 1, n - 1})
		if err != nil {
			return nil, err
		}
		for i := 1; i < n-1; i++ {
			comp.f[i*(n-1)+i-1] = 1
		}
		for j := 1; j < n; j++ {
			comp.f[j-1] = -c[j] / c[0]
		}
		ev, err := m.linEig(false, false)(t, nil, []py.Value{m.Wrap(comp)}, nil)
		if err != nil {
			return nil, err
		}
		roots, _ = Unwrap(ev)
	} else {
		roots = NewFloat64([]float64{}, 0)
	}
	if trailing > 0 {
		z, err := alloc(t, roots.kind, []int{trailing})
		if err != nil {
			return nil, err
		}
		if roots, err = m.concat(t, []*Array{roots, z}, 0, true); err != nil {
			return nil, err
		}
	}
	return m.Wrap(roots), nil
}

// poly1dVal is the state of a poly1d: its coefficients.
type poly1dVal struct{ coeffs *Array }

// Type implements py.Value.
func (*poly1dVal) Type() *py.Type { return opaque }

// makePoly1d creates np.poly1d.
func (m *Module) makePoly1d(t *py.Thread, d *py.Dict) error {
	get := func(self py.Value) (*poly1dVal, error) {
		if in, ok := self.(*py.Instance); ok {
			if p, ok := in.Base.(*poly1dVal); ok {
				return p, nil
			}
		}
		return nil, py.NewTypeError("not a poly1d")
	}
	var cls *py.Type
	mk := func(c *Array) py.Value { return &py.Instance{Class: cls, Base: &poly1dVal{coeffs: c}} }
	coeffs := newProperty("coeffs", func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		p, err := get(self)
		if err != nil {
			return nil, err
		}
		return m.Wrap(p.coeffs), nil
	})
	var err error
	cls, err = newClass(t, "poly1d", nil, []goclass.Method{
		{Name: "__init__", Fn: func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			vals, err := bindArgs("poly1d", []string{"c_or_r", "r", "variable"}, 1, args, kwargs)
			if err != nil {
				return nil, err
			}
			c, err := m.arrayArg(t, vals[0])
			if err != nil {
				return nil, err
			}
			if vals[1] != nil && vals[1] != py.False {
				r, err := m.funcs["poly"](t, nil, []py.Value{m.Wrap(c)}, nil)
				if err != nil {
					return nil, err
				}
				c, _ = Unwrap(r)
			}
			flat, err := m.reshape(t, c, []int{c.Size()}, "C")
			if err != nil {
				return nil, err
			}
			offs, err := flat.offsets(t)
			if err != nil {
				return nil, err
			}
			lead := 0
			for lead < len(offs)-1 && !flat.boolAt(offs[lead]) {
				lead++
			}
			cc, err := flat.view([]int{len(offs) - lead}, flat.strides, flat.off+lead*flat.strides[0]).copyArray(t)
			if err != nil {
				return nil, err
			}
			self.(*py.Instance).Base = &poly1dVal{coeffs: cc}
			return py.None, nil
		}},
		{Name: "__call__", Fn: func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			p, err := get(self)
			if err != nil {
				return nil, err
			}
			if len(args) != 1 {
				return nil, py.NewTypeError("poly1d() takes one argument")
			}
			x, err := m.operand(t, args[0])
			if err != nil {
				return nil, err
			}
			r, err := m.polyval(t, p.coeffs, x)
			if err != nil {
				return nil, err
			}
			return m.result(r), nil
		}},
		{Name: "__repr__", Fn: func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			p, err := get(self)
			if err != nil {
				return nil, err
			}
			s, err := m.arrayRepr(t, p.coeffs, m.print)
			if err != nil {
				return nil, err
			}
			return py.NewStr("poly1d(" + s[len("array("):]), nil
		}},
		{Name: "__len__", Fn: func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			p, err := get(self)
			if err != nil {
				return nil, err
			}
			return py.NewInt(int64(p.coeffs.Size() - 1)), nil
		}},
		{Name: "deriv", Fn: func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			p, err := get(self)
			if err != nil {
				return nil, err
			}
			n := int64(1)
			if len(args) > 0 {
				if n, err = py.Index(t, args[0]); err != nil {
					return nil, err
				}
			}
			r, err := m.polyder(t, p.coeffs, int(n))
			if err != nil {
				return nil, err
			}
			return mk(r), nil
		}},
	}, map[string]py.Value{
		"coeffs": coeffs, "c": coeffs, "coef": coeffs, "coefficients": coeffs,
		"order": newProperty("order", func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			p, err := get(self)
			if err != nil {
				return nil, err
			}
			return py.NewInt(int64(p.coeffs.Size() - 1)), nil
		}),
		"roots": newProperty("roots", func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			p, err := get(self)
			if err != nil {
				return nil, err
			}
			return m.rootsFn(t, nil, []py.Value{m.Wrap(p.coeffs)}, nil)
		}),
		"r": newProperty("r", func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			p, err := get(self)
			if err != nil {
				return nil, err
			}
			return m.rootsFn(t, nil, []py.Value{m.Wrap(p.coeffs)}, nil)
		}),
	})
	if err != nil {
		return err
	}
	d.SetStr("poly1d", cls)
	return nil
}
