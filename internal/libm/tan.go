package libm

import "math"

// tan as glibc 2.36 computes it on x86-64 CPUs with FMA (IBM's table-driven
// algorithm, its FMA build): a short odd polynomial near 0, a table of
// tan and cot at 186 points (tantab.go) with a rational correction up to
// 0.787, and beyond that reduction modulo pi/2 (three-part pi/2 up to 25,
// four-part up to 1e8, then glibc's branred) before the same two methods,
// taking -cot for odd quadrants. The fused multiply-adds are those of glibc's x86-64 code.

// Polynomial coefficients, range limits and reduction constants.
const (
	tanD3    = 0x1.5555555555555p-2
	tanD5    = 0x1.11111111107c6p-3
	tanD7    = 0x1.ba1ba1cdb8745p-5
	tanD9    = 0x1.664ed49cfc666p-6
	tanD11   = 0x1.2385a3cf2e4eap-7
	tanE0    = 0x1.5555555554dbdp-2
	tanE1    = 0x1.11112e0a6b45fp-3
	tanG1    = 0x1.b096c00000000p-27
	tanG2    = 0x1.f212d00000000p-5
	tanG3    = 0x1.92f1a00000000p-1
	tanMp1   = 0x1.921fb58000000p+0
	tanMp2   = -0x1.dde973c000000p-27
	tanMp3   = -0x1.cb3b399d747f2p-55
	tanPp3   = -0x1.cb3b398000000p-55
	tanPp4   = -0x1.d747f23e32ed7p-83
	tanHpInv = 0x1.45f306dc9c883p-1
)

// Tan is glibc's tangent.
func Tan(x float64) float64 {
	if math.IsNaN(x) || math.IsInf(x, 0) {
		return math.NaN()
	}
	w := math.Abs(x)
	switch {
	case w <= tanG1:
		return x
	case w <= tanG2:
		x2 := float64(x * x)
		return math.FMA(float64(x*x2), tanPoly(x2), x)
	case w <= tanG3:
		y := tanTableEval(w, 0, false)
		if x < 0 {
			return -y
		}
		return y
	}
	var a, da float64
	var n uint64
	switch {
	case w <= 1e8:
		t := math.FMA(x, tanHpInv, toInt)
		xn := t - toInt
		n = math.Float64bits(t) & 1
		t1 := math.FMA(-xn, tanMp2, math.FMA(-xn, tanMp1, x))
		if w <= 25 {
			a = math.FMA(-xn, tanMp3, t1)
			da = math.FMA(-xn, tanMp3, t1-a)
			break
		}
		t = math.FMA(-xn, tanPp3, t1)
		da = math.FMA(-xn, tanPp3, t1-t)
		a = math.FMA(-xn, tanPp4, t)
		da = math.FMA(-xn, tanPp4, t-a) + da
		a, da = exactAdd(a, da)
	default:
		var q uint32
		a, da, q = branred(x)
		a, da = exactAdd(a, da)
		n = uint64(q) & 1
	}
	ya, yya, sy := a, da, 1.0
	if a < 0 {
		ya, yya, sy = -a, -da, -1
	}
	if ya <= tanG2 {
		a2 := float64(a * a)
		t2 := math.FMA(float64(a*a2), tanPoly(a2), da)
		if n == 0 {
			return a + t2
		}
		// -cot: -1/(a + t2) in double-double.
		b, db := exactAdd(a, t2)
		c := 1 / b
		u := float64(c * b)
		uu := math.FMA(c, b, -u)
		cc := math.FMA(-db, c, ((1-u)-uu)+0) / b
		z := c + cc
		return -(((c - z) + cc) + z)
	}
	return sy * tanTableEval(ya, yya, n != 0)
}

// tanPoly is tan's odd polynomial (tan(x) - x)/x^3 in x2 = x*x.
func tanPoly(x2 float64) float64 {
	return math.FMA(x2, math.FMA(x2, math.FMA(x2, math.FMA(x2, tanD11, tanD9), tanD7), tanD5), tanD3)
}

// tanTableEval is tan(w + dw) (or -cot when cot is set, sign included)
// for 0.0608 < w <= 0.787 from the nearest table point.
func tanTableEval(w, dw float64, cot bool) float64 {
	e := &tanTable[int(math.FMA(w, 256, -15.5))]
	z := w - math.Float64frombits(e[0])
	if dw != 0 {
		z += dw
	}
	z2 := float64(z * z)
	pz := math.FMA(float64(z*z2), math.FMA(z2, tanE1, tanE0), z)
	fi, gi := math.Float64frombits(e[1]), math.Float64frombits(e[2])
	p := float64((fi + gi) * pz)
	if cot {
		return -(gi - p/(fi+pz))
	}
	return p/(gi-pz) + fi
}

// exactAdd is Dekker's exact sum: z + zz = x + y.
func exactAdd(x, y float64) (z, zz float64) {
	z = x + y
	if math.Abs(x) > math.Abs(y) {
		return z, (x - z) + y
	}
	return z, (y - z) + x
}

// exactSub is Dekker's exact difference: z + zz = x - y.
func exactSub(x, y float64) (z, zz float64) {
	z = x - y
	if math.Abs(x) > math.Abs(y) {
		return z, (x - z) - y
	}
	return z, x - (y + z)
}
