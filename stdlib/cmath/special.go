package cmath

import "math"

// class is the kind of a float for the special-value tables: the row
// (real part) and column (imaginary part) of a 7x7 table.
type class int

const (
	negInf class = iota
	negFinite
	negZero
	posZero
	posFinite
	posInf
	isNaN
)

func classify(x float64) class {
	switch {
	case math.IsNaN(x):
		return isNaN
	case math.IsInf(x, 1):
		return posInf
	case math.IsInf(x, -1):
		return negInf
	case x == 0 && math.Signbit(x):
		return negZero
	case x == 0:
		return posZero
	case x < 0:
		return negFinite
	}
	return posFinite
}

// specialTable holds C99 Annex G's results (CPython's choice where the
// standard leaves one) for arguments with an infinite or nan part.
type specialTable [7][7]complex128

// The entries a finite argument would select are never read; they hold u.
var (
	u   = -9.5426319407711027e33
	p   = pi
	p14 = 0.25 * pi
	p12 = 0.5 * pi
	p34 = 0.75 * pi
	nz  = math.Copysign(0, -1)
	un  = complex(u, u)
)

func c(re, im float64) complex128 { return complex(re, im) }

var acosSpecial = specialTable{
	{c(p34, inf), c(p, inf), c(p, inf), c(p, -inf), c(p, -inf), c(p34, -inf), c(nan, inf)},
	{c(p12, inf), un, un, un, un, c(p12, -inf), c(nan, nan)},
	{c(p12, inf), un, c(p12, 0), c(p12, nz), un, c(p12, -inf), c(p12, nan)},
	{c(p12, inf), un, c(p12, 0), c(p12, nz), un, c(p12, -inf), c(p12, nan)},
	{c(p12, inf), un, un, un, un, c(p12, -inf), c(nan, nan)},
	{c(p14, inf), c(0, inf), c(0, inf), c(0, -inf), c(0, -inf), c(p14, -inf), c(nan, inf)},
	{c(nan, inf), c(nan, nan), c(nan, nan), c(nan, nan), c(nan, nan), c(nan, -inf), c(nan, nan)},
}

var acoshSpecial = specialTable{
	{c(inf, -p34), c(inf, -p), c(inf, -p), c(inf, p), c(inf, p), c(inf, p34), c(inf, nan)},
	{c(inf, -p12), un, un, un, un, c(inf, p12), c(nan, nan)},
	{c(inf, -p12), un, c(0, -p12), c(0, p12), un, c(inf, p12), c(nan, nan)},
	{c(inf, -p12), un, c(0, -p12), c(0, p12), un, c(inf, p12), c(nan, nan)},
	{c(inf, -p12), un, un, un, un, c(inf, p12), c(nan, nan)},
	{c(inf, -p14), c(inf, nz), c(inf, nz), c(inf, 0), c(inf, 0), c(inf, p14), c(inf, nan)},
	{c(inf, nan), c(nan, nan), c(nan, nan), c(nan, nan), c(nan, nan), c(inf, nan), c(nan, nan)},
}

var asinhSpecial = specialTable{
	{c(-inf, -p14), c(-inf, nz), c(-inf, nz), c(-inf, 0), c(-inf, 0), c(-inf, p14), c(-inf, nan)},
	{c(-inf, -p12), un, un, un, un, c(-inf, p12), c(nan, nan)},
	{c(-inf, -p12), un, c(nz, nz), c(nz, 0), un, c(-inf, p12), c(nan, nan)},
	{c(inf, -p12), un, c(0, nz), c(0, 0), un, c(inf, p12), c(nan, nan)},
	{c(inf, -p12), un, un, un, un, c(inf, p12), c(nan, nan)},
	{c(inf, -p14), c(inf, nz), c(inf, nz), c(inf, 0), c(inf, 0), c(inf, p14), c(inf, nan)},
	{c(inf, nan), c(nan, nan), c(nan, nz), c(nan, 0), c(nan, nan), c(inf, nan), c(nan, nan)},
}

var atanhSpecial = specialTable{
	{c(nz, -p12), c(nz, -p12), c(nz, -p12), c(nz, p12), c(nz, p12), c(nz, p12), c(nz, nan)},
	{c(nz, -p12), un, un, un, un, c(nz, p12), c(nan, nan)},
	{c(nz, -p12), un, c(nz, nz), c(nz, 0), un, c(nz, p12), c(nz, nan)},
	{c(0, -p12), un, c(0, nz), c(0, 0), un, c(0, p12), c(0, nan)},
	{c(0, -p12), un, un, un, un, c(0, p12), c(nan, nan)},
	{c(0, -p12), c(0, -p12), c(0, -p12), c(0, p12), c(0, p12), c(0, p12), c(0, nan)},
	{c(0, -p12), c(nan, nan), c(nan, nan), c(nan, nan), c(nan, nan), c(0, p12), c(nan, nan)},
}

var coshSpecial = specialTable{
	{c(inf, nan), un, c(inf, 0), c(inf, nz), un, c(inf, nan), c(inf, nan)},
	{c(nan, nan), un, un, un, un, c(nan, nan), c(nan, nan)},
	{c(nan, 0), un, c(1, 0), c(1, nz), un, c(nan, 0), c(nan, 0)},
	{c(nan, 0), un, c(1, nz), c(1, 0), un, c(nan, 0), c(nan, 0)},
	{c(nan, nan), un, un, un, un, c(nan, nan), c(nan, nan)},
	{c(inf, nan), un, c(inf, nz), c(inf, 0), un, c(inf, nan), c(inf, nan)},
	{c(nan, nan), c(nan, nan), c(nan, 0), c(nan, 0), c(nan, nan), c(nan, nan), c(nan, nan)},
}

var expSpecial = specialTable{
	{c(0, 0), un, c(0, nz), c(0, 0), un, c(0, 0), c(0, 0)},
	{c(nan, nan), un, un, un, un, c(nan, nan), c(nan, nan)},
	{c(nan, nan), un, c(1, nz), c(1, 0), un, c(nan, nan), c(nan, nan)},
	{c(nan, nan), un, c(1, nz), c(1, 0), un, c(nan, nan), c(nan, nan)},
	{c(nan, nan), un, un, un, un, c(nan, nan), c(nan, nan)},
	{c(inf, nan), un, c(inf, nz), c(inf, 0), un, c(inf, nan), c(inf, nan)},
	{c(nan, nan), c(nan, nan), c(nan, nz), c(nan, 0), c(nan, nan), c(nan, nan), c(nan, nan)},
}

var logSpecial = specialTable{
	{c(inf, -p34), c(inf, -p), c(inf, -p), c(inf, p), c(inf, p), c(inf, p34), c(inf, nan)},
	{c(inf, -p12), un, un, un, un, c(inf, p12), c(nan, nan)},
	{c(inf, -p12), un, c(-inf, -p), c(-inf, p), un, c(inf, p12), c(nan, nan)},
	{c(inf, -p12), un, c(-inf, nz), c(-inf, 0), un, c(inf, p12), c(nan, nan)},
	{c(inf, -p12), un, un, un, un, c(inf, p12), c(nan, nan)},
	{c(inf, -p14), c(inf, nz), c(inf, nz), c(inf, 0), c(inf, 0), c(inf, p14), c(inf, nan)},
	{c(inf, nan), c(nan, nan), c(nan, nan), c(nan, nan), c(nan, nan), c(inf, nan), c(nan, nan)},
}

var sinhSpecial = specialTable{
	{c(inf, nan), un, c(-inf, nz), c(-inf, 0), un, c(inf, nan), c(inf, nan)},
	{c(nan, nan), un, un, un, un, c(nan, nan), c(nan, nan)},
	{c(0, nan), un, c(nz, nz), c(nz, 0), un, c(0, nan), c(0, nan)},
	{c(0, nan), un, c(0, nz), c(0, 0), un, c(0, nan), c(0, nan)},
	{c(nan, nan), un, un, un, un, c(nan, nan), c(nan, nan)},
	{c(inf, nan), un, c(inf, nz), c(inf, 0), un, c(inf, nan), c(inf, nan)},
	{c(nan, nan), c(nan, nan), c(nan, nz), c(nan, 0), c(nan, nan), c(nan, nan), c(nan, nan)},
}

var sqrtSpecial = specialTable{
	{c(inf, -inf), c(0, -inf), c(0, -inf), c(0, inf), c(0, inf), c(inf, inf), c(nan, inf)},
	{c(inf, -inf), un, un, un, un, c(inf, inf), c(nan, nan)},
	{c(inf, -inf), un, c(0, nz), c(0, 0), un, c(inf, inf), c(nan, nan)},
	{c(inf, -inf), un, c(0, nz), c(0, 0), un, c(inf, inf), c(nan, nan)},
	{c(inf, -inf), un, un, un, un, c(inf, inf), c(nan, nan)},
	{c(inf, -inf), c(inf, nz), c(inf, nz), c(inf, 0), c(inf, 0), c(inf, inf), c(inf, nan)},
	{c(inf, -inf), c(nan, nan), c(nan, nan), c(nan, nan), c(nan, nan), c(inf, inf), c(nan, nan)},
}

var tanhSpecial = specialTable{
	{c(-1, 0), un, c(-1, nz), c(-1, 0), un, c(-1, 0), c(-1, 0)},
	{c(nan, nan), un, un, un, un, c(nan, nan), c(nan, nan)},
	{c(nan, nan), un, c(nz, nz), c(nz, 0), un, c(nan, nan), c(nan, nan)},
	{c(nan, nan), un, c(0, nz), c(0, 0), un, c(nan, nan), c(nan, nan)},
	{c(nan, nan), un, un, un, un, c(nan, nan), c(nan, nan)},
	{c(1, 0), un, c(1, nz), c(1, 0), un, c(1, 0), c(1, 0)},
	{c(nan, nan), c(nan, nan), c(nan, nz), c(nan, 0), c(nan, nan), c(nan, nan), c(nan, nan)},
}

var rectSpecial = specialTable{
	{c(inf, nan), un, c(-inf, 0), c(-inf, nz), un, c(inf, nan), c(inf, nan)},
	{c(nan, nan), un, un, un, un, c(nan, nan), c(nan, nan)},
	{c(0, 0), un, c(nz, 0), c(nz, nz), un, c(0, 0), c(0, 0)},
	{c(0, 0), un, c(0, nz), c(0, 0), un, c(0, 0), c(0, 0)},
	{c(nan, nan), un, un, un, un, c(nan, nan), c(nan, nan)},
	{c(inf, nan), un, c(inf, nz), c(inf, 0), un, c(inf, nan), c(inf, nan)},
	{c(nan, nan), c(nan, nan), c(nan, 0), c(nan, 0), c(nan, nan), c(nan, nan), c(nan, nan)},
}
