package nprandom

// Bulk fills: the same draws as the one-value functions, in a loop that
// decides its branch once. A Source that meters another (Wrapper) is
// bypassed: these draws take a bounded number of raw values each, so the
// caller charges them up front instead of per raw value.

// Wrapper is a Source that wraps another, such as a metering wrapper.
type Wrapper interface {
	Source
	Unwrap() Source
}

// direct returns the innermost source.
func direct(src Source) Source {
	for {
		w, ok := src.(Wrapper)
		if !ok {
			return src
		}
		src = w.Unwrap()
	}
}

// FillDoubles fills out with doubles in [0, 1) (random_sample, random).
func FillDoubles(src Source, out []float64) {
	src = direct(src)
	if mt, ok := src.(*MT19937); ok {
		for i := range out {
			out[i] = mt.st.Double()
		}
		return
	}
	for i := range out {
		out[i] = src.Double()
	}
}

// FillGauss fills out with legacy normals (randn, standard_normal),
// carrying the cached second value across calls as Gauss does.
func (r *RandomState) FillGauss(out []float64) {
	inner := &RandomState{src: direct(r.src), hasGauss: r.hasGauss, gauss: r.gauss}
	for i := range out {
		out[i] = inner.Gauss()
	}
	r.hasGauss, r.gauss = inner.hasGauss, inner.gauss
}

// FillNormal fills out with ziggurat normals (standard_normal).
func (g *Generator) FillNormal(out []float64) {
	src := direct(g.src)
	for i := range out {
		out[i] = standardNormal(src)
	}
}

// FillInt64 fills out with values in [off, off+rng] as Next does for the
// 64-bit types (the signed value of each word).
func (b *Bounded) FillInt64(off, rng uint64, out []int64) {
	if b.bits != 64 {
		for i := range out {
			out[i] = int64(b.Next(off, rng))
		}
		return
	}
	src := direct(b.src)
	switch {
	case rng == 0:
		for i := range out {
			out[i] = int64(off)
		}
	case rng < 1<<32-1 && b.masked:
		m, r := uint32(genMask(rng)), uint32(rng)
		for i := range out {
			v := src.Uint32() & m
			for v > r {
				v = src.Uint32() & m
			}
			out[i] = int64(off + uint64(v))
		}
	case rng < 1<<32-1:
		r := uint32(rng)
		for i := range out {
			out[i] = int64(off + uint64(lemire32(src, r)))
		}
	default:
		for i := range out {
			out[i] = int64(off + BoundedUint64(src, rng, b.masked))
		}
	}
}
