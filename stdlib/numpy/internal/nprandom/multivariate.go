package nprandom

// The distributions with vector draws: multinomial and dirichlet.

// CheckPvals checks multinomial's probabilities as numpy does: each in
// [0, 1] and the sum of all but the last at most 1 + 1e-12.
func CheckPvals(pvals []float64) error {
	if err := ConsBounded01.CheckArray("pvals", pvals); err != nil {
		return err
	}
	if len(pvals) > 0 && kahanSum(pvals[:len(pvals)-1]) > 1.0+1e-12 {
		return valueErrorf("sum(pvals[:-1]) > 1.0")
	}
	return nil
}

// multinomial is random_multinomial: one binomial per category on the
// count and probability left (Generator's binomial in both APIs), the
// rest in the last category. out has len(pvals) zeroed elements.
func multinomial(src Source, c *BinomialCache, n int64, pvals []float64, out []int64) {
	remaining := 1.0
	dn := n
	d := len(pvals)
	for j := 0; j < d-1; j++ {
		out[j] = Binomial(src, c, dn, pvals[j]/remaining, false)
		dn -= out[j]
		if dn <= 0 {
			break
		}
		remaining -= pvals[j]
	}
	if dn > 0 {
		out[d-1] = dn
	}
}

// Multinomial fills out (len(pvals) zeroed elements) with one draw of
// multinomial(n, pvals); the caller checked pvals (CheckPvals) and n >= 0.
func (r *RandomState) Multinomial(n int64, pvals []float64, out []int64) {
	multinomial(r.src, &r.binomial, n, pvals, out)
}

// Multinomial is RandomState.Multinomial for Generator.
func (g *Generator) Multinomial(n int64, pvals []float64, out []int64) {
	multinomial(g.src, &g.binomial, n, pvals, out)
}

// CheckAlpha is dirichlet's check: no alpha <= 0 (NaN passes, as in
// numpy).
func CheckAlpha(alpha []float64) error {
	for _, a := range alpha {
		if a <= 0 {
			return valueErrorf("alpha <= 0")
		}
	}
	return nil
}

// Dirichlet fills out (len(alpha)) with one draw: legacy gammas
// normalized by their sum.
func (r *RandomState) Dirichlet(alpha, out []float64) {
	normalizedGammas(alpha, out, r.StandardGamma)
}

// Dirichlet fills out (len(alpha)) with one draw: gammas normalized by
// their sum, or, when every alpha is below 0.1, stick-breaking with beta
// draws (numpy 1.24's Generator, which avoids 0/0).
func (g *Generator) Dirichlet(alpha, out []float64) {
	k := len(alpha)
	small := k > 0
	for _, a := range alpha {
		if !(a < 0.1) {
			small = false
		}
	}
	if !small {
		normalizedGammas(alpha, out, g.StandardGamma)
		return
	}
	csum := make([]float64, k) //krait:alloc-ok one word per alpha: dirichlet calls this only after charging its result of at least k words
	acc := 0.0
	for j := k - 1; j >= 0; j-- {
		acc += alpha[j]
		csum[j] = acc
	}
	acc = 1.
	for j := 0; j < k-1; j++ {
		v := g.Beta(alpha[j], csum[j+1])
		out[j] = acc * v
		acc *= 1. - v
	}
	out[k-1] = acc
}

func normalizedGammas(alpha, out []float64, gamma func(float64) float64) {
	acc := 0.0
	for j, a := range alpha {
		out[j] = gamma(a)
		acc += out[j]
	}
	inv := 1 / acc
	for j := range out {
		out[j] *= inv
	}
}
