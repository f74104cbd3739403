package random

import (
	"fmt"
	"math"
	"sort"

	"github.com/kraitpy/krait/py"
	"github.com/kraitpy/krait/stdlib/internal/goclass"
	"github.com/kraitpy/krait/stdlib/internal/pyargs"
	"github.com/kraitpy/krait/stdlib/numpy/internal/nprandom"
)

// This file is the methods of RandomState and Generator (and so the
// module functions): each is one Go function for both APIs where numpy's
// two versions differ only in their algorithms.

func (m *Module) randomStateMethods() []goclass.Method {
	ms := []goclass.Method{
		{Name: "seed", Fn: func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			g, err := genOf(self, true)
			if err != nil {
				return nil, err
			}
			a, err := pyargs.Bind("seed", true, []string{"seed"}, 0, args, kwargs)
			if err != nil {
				return nil, err
			}
			return py.None, m.reseed(t, g, a[0])
		}},
		{Name: "get_state", Fn: m.getState},
		{Name: "set_state", Fn: m.setState},
		{Name: "random_sample", Fn: m.doubles("random_sample", true)},
		{Name: "random", Fn: m.doubles("random", true)},
		{Name: "rand", Fn: m.dims("rand", doublesOf)},
		{Name: "randn", Fn: m.dims("randn", gaussOf)},
		{Name: "standard_normal", Fn: m.noParam("standard_normal", true, gaussOf)},
		{Name: "randint", Fn: m.integers("randint", true)},
		{Name: "random_integers", Fn: m.randomIntegers},
		{Name: "tomaxint", Fn: func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			g, err := genOf(self, true)
			if err != nil {
				return nil, err
			}
			a, err := pyargs.Bind("tomaxint", true, []string{"size"}, 0, args, kwargs)
			if err != nil {
				return nil, err
			}
			return m.drawParams(t, nil, true, a[0], nil, func([]float64) int64 { return g.rs.TomaxInt() })
		}},
		{Name: "__repr__", Fn: m.stateRepr},
		{Name: "__str__", Fn: m.stateStr},
	}
	return append(ms, m.sharedMethods(true)...) //krait:alloc-ok a method table: fixed lists, built once when the class is made
}

func (m *Module) generatorMethods() []goclass.Method {
	// The shared methods first: Generator's own versions replace them.
	return append(m.sharedMethods(false), []goclass.Method{
		{Name: "random", Fn: m.doubles("random", false)},
		{Name: "standard_normal", Fn: m.noParam("standard_normal", false, normalOf)},
		{Name: "standard_exponential", Fn: m.standardExponential},
		{Name: "integers", Fn: m.integers("integers", false)},
		{Name: "permuted", Fn: m.permuted},
		{Name: "__repr__", Fn: m.stateRepr},
		{Name: "__str__", Fn: m.stateStr},
	}...)
}

// standardExponential is Generator.standard_exponential(size=None,
// dtype=np.float64, method='zig', out=None).
func (m *Module) standardExponential(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	g, err := genOf(self, false)
	if err != nil {
		return nil, err
	}
	a, err := pyargs.Bind("standard_exponential", true, []string{"size", "dtype", "method", "out"}, 0, args, kwargs)
	if err != nil {
		return nil, err
	}
	if err := floatOnly(t, "standard_exponential", []py.Value{a[1], a[3]}); err != nil {
		return nil, err
	}
	draw := g.g.StandardExponential
	if a[2] != nil {
		if s, ok := a[2].(*py.Str); ok && s.String() == "inv" {
			draw = g.g.StandardExponentialInv
		}
	}
	return m.fill(t, a[0], draw)
}

// sharedMethods are the methods both classes have under the same name.
func (m *Module) sharedMethods(legacy bool) []goclass.Method {
	ms := []goclass.Method{
		{Name: "uniform", Fn: m.uniform(legacy)},
		{Name: "choice", Fn: m.choice(legacy)},
		{Name: "shuffle", Fn: m.shuffle(legacy)},
		{Name: "permutation", Fn: m.permutation(legacy)},
		{Name: "bytes", Fn: m.bytes(legacy)},
		{Name: "multinomial", Fn: m.multinomial(legacy)},
		{Name: "dirichlet", Fn: m.dirichlet(legacy)},
		{Name: "multivariate_normal", Fn: m.multivariateNormal(legacy)},
	}
	var names []string
	for name := range distParams {
		names = append(names, name)
	}
	sort.Strings(names)
	for _, name := range names {
		ms = append(ms, goclass.Method{Name: name, Fn: m.dist(name, legacy)}) //krait:alloc-ok one per distribution name (a fixed list), when the class is made
	}
	return ms
}

// distParams are the keyword names of the distributions drawn through
// the engine's Dists table, in numpy's order (size follows).
var distParams = map[string][]string{
	"normal": {"loc", "scale"}, "exponential": {"scale"}, "standard_exponential": {},
	"standard_gamma": {"shape"}, "gamma": {"shape", "scale"}, "beta": {"a", "b"},
	"chisquare": {"df"}, "standard_t": {"df"}, "standard_cauchy": {},
	"lognormal": {"mean", "sigma"}, "laplace": {"loc", "scale"}, "gumbel": {"loc", "scale"},
	"logistic": {"loc", "scale"}, "triangular": {"left", "mode", "right"}, "pareto": {"a"},
	"weibull": {"a"}, "rayleigh": {"scale"}, "poisson": {"lam"}, "geometric": {"p"},
	"binomial": {"n", "p"}, "power": {"a"}, "wald": {"mean", "scale"}, "f": {"dfnum", "dfden"},
	"noncentral_chisquare": {"df", "nonc"}, "noncentral_f": {"dfnum", "dfden", "nonc"},
	"negative_binomial": {"n", "p"}, "zipf": {"a"}, "logseries": {"p"}, "vonmises": {"mu", "kappa"},
	"hypergeometric": {"ngood", "nbad", "nsample"},
}

func (m *Module) stateStr(t *py.Thread, self py.Value, _ []py.Value, _ []py.Kwarg) (py.Value, error) {
	s, err := stateRepr(self)
	if err != nil {
		return nil, err
	}
	return py.NewStr(s), nil
}

// stateRepr is repr() of a RandomState or Generator: its str and
// numpy's ' at 0x<id in upper-case hex>'.
func (m *Module) stateRepr(t *py.Thread, self py.Value, _ []py.Value, _ []py.Kwarg) (py.Value, error) {
	s, err := stateRepr(self)
	if err != nil {
		return nil, err
	}
	return py.NewStr(fmt.Sprintf("%s at 0x%X", s, py.Id(self))), nil
}

// dist is a method drawing from the engine's Dists table.
func (m *Module) dist(name string, legacy bool) py.BuiltinFunc {
	return func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		g, err := genOf(self, legacy)
		if err != nil {
			return nil, err
		}
		d := g.dists[name]
		names := append(append([]string(nil), distParams[name]...), "size") //krait:alloc-ok distParams is a fixed table (a few names a distribution)
		required := 0
		for _, p := range d.Params {
			if !p.HasDefault {
				required++
			}
		}
		a, err := pyargs.Bind(name, true, names, required, args, kwargs)
		if err != nil {
			return nil, err
		}
		var check func(*py.Thread, []py.Value) error
		switch name {
		case "triangular":
			check = m.checkTriangular
		case "hypergeometric":
			check = m.checkHypergeometric(legacy)
		case "negative_binomial":
			if !legacy {
				check = m.checkNegativeBinomial
			}
		}
		if check != nil {
			if err := check(t, a[:len(d.Params)]); err != nil {
				return nil, err
			}
		}
		return m.drawDist(t, d, a[:len(d.Params)], a[len(d.Params)])
	}
}

// checkTriangular is triangular's ordering checks.
func (m *Module) checkTriangular(t *py.Thread, vals []py.Value) error {
	ps, err := m.params(t, vals)
	if err != nil {
		return err
	}
	switch {
	case anyElement(t, ps[:2], func(v []float64) bool { return v[0] > v[1] }):
		return py.NewValueError("left > mode")
	case anyElement(t, ps[1:], func(v []float64) bool { return v[0] > v[1] }):
		return py.NewValueError("mode > right")
	case anyElement(t, []param{ps[0], ps[2]}, func(v []float64) bool { return v[0] == v[1] }):
		return py.NewValueError("left == right")
	}
	return nil
}

// params converts parameter values for a check (nil values are absent).
func (m *Module) params(t *py.Thread, vals []py.Value) ([]param, error) {
	ps := make([]param, len(vals)) //krait:alloc-ok one per parameter of a distribution's check (at most a few)
	for i, v := range vals {
		if v == nil {
			ps[i] = param{scalar: true}
			continue
		}
		p, err := m.floatParam(t, v)
		if err != nil {
			return nil, err
		}
		ps[i] = p
	}
	return ps, nil
}

// anyElement reports whether bad holds for some element of the
// parameters broadcast together.
func anyElement(t *py.Thread, ps []param, bad func(v []float64) bool) bool {
	shapes := make([][]int, len(ps))
	for i := range ps {
		shapes[i] = ps[i].shape
	}
	shape, err := broadcast(shapes...)
	if err != nil {
		return false // the draw reports the mismatch
	}
	found := false
	_ = forEach(t, shape, ps, func(_ int, v []float64) { found = found || bad(v) })
	return found
}

// checkHypergeometric is hypergeometric's checks before the parameters'
// constraints: Generator's bound on ngood and nbad, then the sum.
func (m *Module) checkHypergeometric(legacy bool) func(*py.Thread, []py.Value) error {
	return func(t *py.Thread, vals []py.Value) error {
		ps, err := m.params(t, vals)
		if err != nil {
			return err
		}
		if !legacy && anyElement(t, ps[:2], func(v []float64) bool {
			return v[0] >= nprandom.HypergeometricMax || v[1] >= nprandom.HypergeometricMax
		}) {
			return py.NewValueError("both ngood and nbad must be less than %d", nprandom.HypergeometricMax)
		}
		if anyElement(t, ps, func(v []float64) bool { return int64(v[0])+int64(v[1]) < int64(v[2]) }) {
			return py.NewValueError("ngood + nbad < nsample")
		}
		return nil
	}
}

// checkNegativeBinomial is Generator.negative_binomial's bound on the
// poisson rate its gamma can reach.
func (m *Module) checkNegativeBinomial(t *py.Thread, vals []py.Value) error {
	ps, err := m.params(t, vals)
	if err != nil {
		return err
	}
	for i, c := range []nprandom.Constraint{nprandom.ConsPositiveNotNaN, nprandom.ConsBoundedGT01} {
		name := []string{"n", "p"}[i]
		if ps[i].scalar && ps[0].scalar && ps[1].scalar {
			err = c.Check(name, ps[i].v)
		} else if ps[i].scalar {
			err = c.CheckArray(name, []float64{ps[i].v})
		} else {
			err = c.CheckArray(name, ps[i].vals)
		}
		if err != nil {
			return errorOf(err)
		}
	}
	if anyElement(t, ps, func(v []float64) bool {
		return (1-v[1])/v[1]*(v[0]+10*math.Sqrt(v[0])) > nprandom.PoissonLamMax
	}) {
		return py.NewValueError("n too large or p too small, see Generator.negative_binomial Notes")
	}
	return nil
}

// doubles is random_sample/random: doubles in [0, 1). Generator's takes
// dtype (float64 only here) and out (not supported).
func (m *Module) doubles(name string, legacy bool) py.BuiltinFunc {
	names := []string{"size"}
	if !legacy {
		names = []string{"size", "dtype", "out"}
	}
	return func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		g, err := genOf(self, legacy)
		if err != nil {
			return nil, err
		}
		a, err := pyargs.Bind(name, true, names, 0, args, kwargs)
		if err != nil {
			return nil, err
		}
		if err := floatOnly(t, name, a[1:]); err != nil {
			return nil, err
		}
		one, bulk := doublesOf(g)
		return m.fillBulk(t, a[0], one, bulk)
	}
}

// doublesOf, gaussOf and normalOf are the one-value and bulk draws of
// doubles, legacy normals and ziggurat normals.
func doublesOf(g *gen) (func() float64, func([]float64)) {
	src := g.src()
	return src.Double, func(out []float64) { nprandom.FillDoubles(src, out) }
}

func gaussOf(g *gen) (func() float64, func([]float64)) { return g.rs.Gauss, g.rs.FillGauss }

func normalOf(g *gen) (func() float64, func([]float64)) {
	return g.g.StandardNormal, g.g.FillNormal
}

// floatOnly refuses Generator's dtype other than float64 and its out
// argument, which krait does not support.
func floatOnly(t *py.Thread, name string, a []py.Value) error {
	if len(a) > 0 && a[0] != nil && a[0] != py.None && dtypeName(t, a[0]) != "float64" {
		return py.NewTypeError("Unsupported dtype %s for %s (krait's numpy.random draws float64 only)", dtypeName(t, a[0]), name)
	}
	if len(a) > 1 && a[1] != nil && a[1] != py.None {
		return py.NewTypeError("%s(): the out argument is not supported by krait's numpy.random", name)
	}
	return nil
}

// noParam is a distribution without parameters taking size (and, for
// Generator, dtype and out).
func (m *Module) noParam(name string, legacy bool, draw func(*gen) (func() float64, func([]float64))) py.BuiltinFunc {
	names := []string{"size"}
	if !legacy {
		names = []string{"size", "dtype", "out"}
	}
	return func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		g, err := genOf(self, legacy)
		if err != nil {
			return nil, err
		}
		a, err := pyargs.Bind(name, true, names, 0, args, kwargs)
		if err != nil {
			return nil, err
		}
		if err := floatOnly(t, name, a[1:]); err != nil {
			return nil, err
		}
		one, bulk := draw(g)
		return m.fillBulk(t, a[0], one, bulk)
	}
}

// dims is rand and randn: the shape as separate int arguments.
func (m *Module) dims(name string, draw func(*gen) (func() float64, func([]float64))) py.BuiltinFunc {
	return func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		g, err := genOf(self, true)
		if err != nil {
			return nil, err
		}
		if len(kwargs) > 0 {
			return nil, py.NewTypeError("%s() takes no keyword arguments", name)
		}
		one, bulk := draw(g)
		if len(args) == 0 {
			return m.fillBulk(t, nil, one, bulk)
		}
		return m.fillBulk(t, py.NewTuple(args), one, bulk)
	}
}

// uniform is uniform(low=0.0, high=1.0, size=None): low + (high-low)*U,
// with numpy's range checks (Generator refuses high < low).
func (m *Module) uniform(legacy bool) py.BuiltinFunc {
	return func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		g, err := genOf(self, legacy)
		if err != nil {
			return nil, err
		}
		a, err := pyargs.Bind("uniform", true, []string{"low", "high", "size"}, 0, args, kwargs)
		if err != nil {
			return nil, err
		}
		ps := []param{{scalar: true, v: 0}, {scalar: true, v: 1}}
		for i := 0; i < 2; i++ {
			if a[i] != nil {
				if ps[i], err = m.floatParam(t, a[i]); err != nil {
					return nil, err
				}
			}
		}
		allScalar := ps[0].scalar && ps[1].scalar
		// The range high - low, broadcast.
		var ranges []float64
		if allScalar {
			ranges = []float64{ps[1].v - ps[0].v}
		} else {
			shape, err := broadcast(ps[0].shape, ps[1].shape)
			if err != nil {
				return nil, err
			}
			if err := m.chargeTemp(t, int64(sizeOf(shape))); err != nil {
				return nil, err
			}
			ranges = make([]float64, sizeOf(shape))
			if err := forEach(t, shape, ps, func(i int, v []float64) { ranges[i] = v[1] - v[0] }); err != nil {
				return nil, err
			}
		}
		for _, r := range ranges {
			if r-r != 0 { // not finite
				if !legacy && allScalar {
					return nil, py.NewOverflowError("high - low range exceeds valid bounds")
				}
				return nil, py.NewOverflowError("Range exceeds valid bounds")
			}
		}
		if !legacy {
			c := nprandom.ConsNonNegative
			if allScalar {
				err = c.Check("high - low", ranges[0])
			} else {
				err = c.CheckArray("high - low", ranges)
			}
			if err != nil {
				return nil, errorOf(err)
			}
		}
		src := g.src()
		return m.drawParams(t, ps, allScalar, a[2], func(v []float64) float64 {
			return v[0] + float64((v[1]-v[0])*src.Double())
		}, nil)
	}
}

// bytes is bytes(length): 32-bit draws (randint of uint32 over the full
// range) in little-endian order, cut to length.
func (m *Module) bytes(legacy bool) py.BuiltinFunc {
	return func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		g, err := genOf(self, legacy)
		if err != nil {
			return nil, err
		}
		a, err := pyargs.Bind("bytes", true, []string{"length"}, 1, args, kwargs)
		if err != nil {
			return nil, err
		}
		n, err := py.Index(t, a[0])
		if err != nil {
			return nil, err
		}
		words := (n-1)/4 + 1
		if n <= 0 {
			words = 0
			if n < 0 {
				return nil, py.NewValueError("negative dimensions are not allowed")
			}
		}
		if err := m.chargeTemp(t, words); err != nil {
			return nil, err
		}
		buf := make([]byte, 0, 4*words)
		b := nprandom.NewBounded(g.src(), nprandom.Uint32, legacy)
		for i := int64(0); i < words; i++ {
			w := uint32(b.Next(0, 0xffffffff))
			buf = append(buf, byte(w), byte(w>>8), byte(w>>16), byte(w>>24))
		}
		return py.NewBytes(string(buf[:n])), nil
	}
}
