package nprandom

// Param is a distribution's float parameter: its name (numpy's keyword
// and the name in its error messages), its default, and the constraint
// numpy checks on it.
type Param struct {
	Name       string
	Default    float64
	HasDefault bool
	Cons       Constraint
}

// Dist is a distribution drawn from float parameters, one draw per
// element of the broadcast parameters (numpy's cont and disc functions).
// Draw (float draws) or IntDraw (integer draws) takes the parameters in
// Params order. CheckOrder, when set, is the order numpy checks the
// parameters' constraints in (binomial checks p before n).
type Dist struct {
	Params     []Param
	CheckOrder []int
	Draw       func(args []float64) float64
	IntDraw    func(args []float64) int64
}

func p(name string, cons Constraint) Param { return Param{Name: name, Cons: cons} }

func pd(name string, def float64, cons Constraint) Param {
	return Param{Name: name, Default: def, HasDefault: true, Cons: cons}
}

// distributions is what both APIs draw from float parameters.
type distributions interface {
	Normal(loc, scale float64) float64
	Exponential(scale float64) float64
	StandardExponential() float64
	StandardGamma(shape float64) float64
	Gamma(shape, scale float64) float64
	Beta(a, b float64) float64
	Chisquare(df float64) float64
	StandardT(df float64) float64
	StandardCauchy() float64
	Lognormal(mean, sigma float64) float64
	Laplace(loc, scale float64) float64
	Gumbel(loc, scale float64) float64
	Logistic(loc, scale float64) float64
	Triangular(left, mode, right float64) float64
	Pareto(a float64) float64
	Weibull(a float64) float64
	Rayleigh(scale float64) float64
	Poisson(lam float64) int64
	Geometric(p float64) int64
	Binomial(n int64, p float64) int64
	Power(a float64) float64
	Wald(mean, scale float64) float64
	F(dfnum, dfden float64) float64
	NoncentralChisquare(df, nonc float64) float64
	NoncentralF(dfnum, dfden, nonc float64) float64
	NegativeBinomial(n, p float64) int64
	Zipf(a float64) int64
	Logseries(p float64) int64
	Vonmises(mu, kappa float64) float64
	Hypergeometric(good, bad, sample int64) int64
}

// Dists returns RandomState's distributions with float parameters, by
// method name. Uniform's range and triangular's ordering checks are the
// caller's, and binomial's n is converted to an integer by the caller.
func (r *RandomState) Dists() map[string]Dist {
	d := dists(r, ConsLegacyPoisson)
	d["negative_binomial"] = Dist{Params: []Param{p("n", ConsPositive), p("p", ConsBounded01)},
		IntDraw: func(a []float64) int64 { return r.NegativeBinomial(a[0], a[1]) }}
	d["hypergeometric"] = hypergeometric(r, ConsGTE1)
	return d
}

// Dists returns Generator's distributions with float parameters, as
// RandomState.Dists does.
func (g *Generator) Dists() map[string]Dist {
	d := dists(g, ConsPoisson)
	d["negative_binomial"] = Dist{Params: []Param{p("n", ConsPositiveNotNaN), p("p", ConsBoundedGT01)},
		IntDraw: func(a []float64) int64 { return g.NegativeBinomial(a[0], a[1]) }}
	d["hypergeometric"] = hypergeometric(g, ConsNonNegative)
	return d
}

// hypergeometric is the hypergeometric entry; the caller checks numpy's
// bounds on the sum (and Generator's HypergeometricMax) first.
func hypergeometric(d distributions, sampleCons Constraint) Dist {
	return Dist{Params: []Param{p("ngood", ConsNonNegative), p("nbad", ConsNonNegative), p("nsample", sampleCons)},
		IntDraw: func(a []float64) int64 { return d.Hypergeometric(int64(a[0]), int64(a[1]), int64(a[2])) }}
}

func dists(d distributions, poisson Constraint) map[string]Dist {
	locScale := []Param{pd("loc", 0, ConsNone), pd("scale", 1, ConsNonNegative)}
	return map[string]Dist{
		"normal": {Params: locScale,
			Draw: func(a []float64) float64 { return d.Normal(a[0], a[1]) }},
		"exponential": {Params: []Param{pd("scale", 1, ConsNonNegative)},
			Draw: func(a []float64) float64 { return d.Exponential(a[0]) }},
		"standard_exponential": {Draw: func([]float64) float64 { return d.StandardExponential() }},
		"standard_gamma": {Params: []Param{p("shape", ConsNonNegative)},
			Draw: func(a []float64) float64 { return d.StandardGamma(a[0]) }},
		"gamma": {Params: []Param{p("shape", ConsNonNegative), pd("scale", 1, ConsNonNegative)},
			Draw: func(a []float64) float64 { return d.Gamma(a[0], a[1]) }},
		"beta": {Params: []Param{p("a", ConsPositive), p("b", ConsPositive)},
			Draw: func(a []float64) float64 { return d.Beta(a[0], a[1]) }},
		"chisquare": {Params: []Param{p("df", ConsPositive)},
			Draw: func(a []float64) float64 { return d.Chisquare(a[0]) }},
		"standard_t": {Params: []Param{p("df", ConsPositive)},
			Draw: func(a []float64) float64 { return d.StandardT(a[0]) }},
		"standard_cauchy": {Draw: func([]float64) float64 { return d.StandardCauchy() }},
		"lognormal": {Params: []Param{pd("mean", 0, ConsNone), pd("sigma", 1, ConsNonNegative)},
			Draw: func(a []float64) float64 { return d.Lognormal(a[0], a[1]) }},
		"laplace": {Params: locScale,
			Draw: func(a []float64) float64 { return d.Laplace(a[0], a[1]) }},
		"gumbel": {Params: locScale,
			Draw: func(a []float64) float64 { return d.Gumbel(a[0], a[1]) }},
		"logistic": {Params: locScale,
			Draw: func(a []float64) float64 { return d.Logistic(a[0], a[1]) }},
		"triangular": {Params: []Param{p("left", ConsNone), p("mode", ConsNone), p("right", ConsNone)},
			Draw: func(a []float64) float64 { return d.Triangular(a[0], a[1], a[2]) }},
		"pareto": {Params: []Param{p("a", ConsPositive)},
			Draw: func(a []float64) float64 { return d.Pareto(a[0]) }},
		"weibull": {Params: []Param{p("a", ConsNonNegative)},
			Draw: func(a []float64) float64 { return d.Weibull(a[0]) }},
		"rayleigh": {Params: []Param{pd("scale", 1, ConsNonNegative)},
			Draw: func(a []float64) float64 { return d.Rayleigh(a[0]) }},
		"poisson": {Params: []Param{pd("lam", 1, poisson)},
			IntDraw: func(a []float64) int64 { return d.Poisson(a[0]) }},
		"geometric": {Params: []Param{p("p", ConsBoundedGT01)},
			IntDraw: func(a []float64) int64 { return d.Geometric(a[0]) }},
		"binomial": {Params: []Param{p("n", ConsNonNegative), p("p", ConsBounded01)}, CheckOrder: []int{1, 0},
			IntDraw: func(a []float64) int64 { return d.Binomial(int64(a[0]), a[1]) }},
		"power": {Params: []Param{p("a", ConsPositive)},
			Draw: func(a []float64) float64 { return d.Power(a[0]) }},
		"wald": {Params: []Param{p("mean", ConsPositive), p("scale", ConsPositive)},
			Draw: func(a []float64) float64 { return d.Wald(a[0], a[1]) }},
		"f": {Params: []Param{p("dfnum", ConsPositive), p("dfden", ConsPositive)},
			Draw: func(a []float64) float64 { return d.F(a[0], a[1]) }},
		"noncentral_chisquare": {Params: []Param{p("df", ConsPositive), p("nonc", ConsNonNegative)},
			Draw: func(a []float64) float64 { return d.NoncentralChisquare(a[0], a[1]) }},
		"noncentral_f": {Params: []Param{p("dfnum", ConsPositive), p("dfden", ConsPositive), p("nonc", ConsNonNegative)},
			Draw: func(a []float64) float64 { return d.NoncentralF(a[0], a[1], a[2]) }},
		"zipf": {Params: []Param{p("a", ConsGT1)},
			IntDraw: func(a []float64) int64 { return d.Zipf(a[0]) }},
		"logseries": {Params: []Param{p("p", ConsBoundedLT01)},
			IntDraw: func(a []float64) int64 { return d.Logseries(a[0]) }},
		"vonmises": {Params: []Param{p("mu", ConsNone), p("kappa", ConsNonNegative)},
			Draw: func(a []float64) float64 { return d.Vonmises(a[0], a[1]) }},
	}
}

// CheckParams checks scalar parameter values against d's constraints in
// numpy's order.
func CheckParams(d Dist, vals []float64) error {
	order := d.CheckOrder
	if order == nil {
		order = make([]int, len(d.Params))
		for i := range order {
			order[i] = i
		}
	}
	for _, i := range order {
		if err := d.Params[i].Cons.Check(d.Params[i].Name, vals[i]); err != nil {
			return err
		}
	}
	return nil
}
