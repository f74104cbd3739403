package math

import (
	gomath "math"

	"github.com/kraitpy/krait/py"
)

// fsum is math.fsum: the exactly rounded sum of floats, by Shewchuk's
// partials (the algorithm CPython's msum uses, with its handling of
// infinities, NaNs and intermediate overflow and its final half-way
// correction).
func fsum(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	if err := oneArg("fsum", args, kwargs); err != nil {
		return nil, err
	}
	it, err := py.Iterate(t, args[0])
	if err != nil {
		return nil, err
	}
	var partials []float64
	specialSum, infSum := 0.0, 0.0
	for {
		v, err := it.Next(t)
		if err != nil {
			return nil, err
		}
		if v == nil {
			break
		}
		x, err := ToFloat(t, v)
		if err != nil {
			return nil, err
		}
		if err := t.Charge(int64(len(partials)) + 1); err != nil {
			return nil, err
		}
		if partials, specialSum, infSum, err = fsumAdd(partials, specialSum, infSum, x); err != nil {
			return nil, err
		}
	}
	r, err := fsumResult(partials, specialSum, infSum)
	if err != nil {
		return nil, err
	}
	return py.Float(r), nil
}

// FSum is math.fsum over floats: the correctly rounded sum, with
// CPython's errors for -inf + inf and intermediate overflow.
func FSum(xs []float64) (float64, error) {
	var partials []float64
	specialSum, infSum := 0.0, 0.0
	var err error
	for _, x := range xs {
		if partials, specialSum, infSum, err = fsumAdd(partials, specialSum, infSum, x); err != nil {
			return 0, err
		}
	}
	return fsumResult(partials, specialSum, infSum)
}

// fsumAdd adds x to the partials of msum.
func fsumAdd(partials []float64, specialSum, infSum, x float64) ([]float64, float64, float64, error) {
	xsave := x
	i := 0
	for _, y := range partials {
		if gomath.Abs(x) < gomath.Abs(y) {
			x, y = y, x
		}
		hi := x + y
		lo := y - (hi - x)
		if lo != 0 {
			partials[i] = lo
			i++
		}
		x = hi
	}
	partials = partials[:i]
	if x != 0 {
		if !isFinite(x) {
			if isFinite(xsave) {
				return nil, 0, 0, py.NewOverflowError("intermediate overflow in fsum")
			}
			if gomath.IsInf(xsave, 0) {
				infSum += xsave
			}
			specialSum += xsave
			partials = partials[:0]
		} else {
			partials = append(partials, x)
		}
	}
	return partials, specialSum, infSum, nil
}

// fsumResult rounds the partials to the final sum, with msum's half-way
// correction.
func fsumResult(partials []float64, specialSum, infSum float64) (float64, error) {
	if specialSum != 0 {
		if gomath.IsNaN(infSum) {
			return 0, py.NewValueError("-inf + inf in fsum")
		}
		return specialSum, nil
	}
	hi := 0.0
	n := len(partials)
	if n > 0 {
		n--
		hi = partials[n]
		lo := 0.0
		for n > 0 {
			x := hi
			n--
			y := partials[n]
			hi = x + y
			yr := hi - x
			lo = y - yr
			if lo != 0 {
				break
			}
		}
		if n > 0 && ((lo < 0 && partials[n-1] < 0) || (lo > 0 && partials[n-1] > 0)) {
			y := lo * 2
			x := hi + y
			yr := x - hi
			if y == yr {
				hi = x
			}
		}
	}
	return hi, nil
}

// prod is math.prod(iterable, /, *, start=1).
func prod(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	if len(args)+len(kwargs) > 2 {
		return nil, py.NewTypeError("prod() takes at most 2 arguments (%d given)", len(args)+len(kwargs))
	}
	if len(args) != 1 {
		return nil, py.NewTypeError("prod() takes exactly 1 positional argument (%d given)", len(args))
	}
	var acc py.Value = py.NewInt(1)
	for _, kw := range kwargs {
		if kw.Name != "start" {
			return nil, py.NewTypeError("'%s' is an invalid keyword argument for prod()", kw.Name)
		}
		acc = kw.Value
	}
	it, err := py.Iterate(t, args[0])
	if err != nil {
		return nil, err
	}
	for {
		v, err := it.Next(t)
		if err != nil {
			return nil, err
		}
		if v == nil {
			return acc, nil
		}
		if err := t.Tick(); err != nil {
			return nil, err
		}
		if acc, err = py.Binary(t, py.Mul, acc, v); err != nil {
			return nil, err
		}
	}
}

// dl is a double-length value hi + lo.
type dl struct{ hi, lo float64 }

// dlSplit is Veltkamp's split of x into two 26-bit halves.
func dlSplit(x float64) dl {
	t := x * 134217729.0
	hi := t - (t - x)
	return dl{hi, x - hi}
}

// dlFastSum is Dekker's exact a + b for |a| >= |b|.
func dlFastSum(a, b float64) dl {
	hi := a + b
	return dl{hi, (a - hi) + b}
}

// dlMul is Dekker's exact product x * y.
func dlMul(x, y float64) dl {
	xx, yy := dlSplit(x), dlSplit(y)
	p := xx.hi * yy.hi
	q := xx.hi*yy.lo + xx.lo*yy.hi
	zz := dlFastSum(p, q)
	zz.lo += xx.lo * yy.lo
	return zz
}

// vectorNorm is the Euclidean norm of vec, whose largest magnitude is max,
// computed as CPython 3.11 does (scaled, with extended-precision sums
// and a final differential correction), so results agree to the bit.
func vectorNorm(vec []float64, max float64, foundNaN bool) float64 {
	if gomath.IsInf(max, 0) {
		return max
	}
	if foundNaN {
		return gomath.NaN()
	}
	if max == 0 || len(vec) <= 1 {
		return max
	}
	_, maxE := gomath.Frexp(max)
	if maxE < -1023 {
		const dblMin = 0x1p-1022
		for i := range vec {
			vec[i] /= dblMin
		}
		return dblMin * vectorNorm(vec, max/dblMin, foundNaN)
	}
	scale := gomath.Ldexp(1, -maxE)
	csum, frac1, frac2 := 1.0, 0.0, 0.0
	for _, x := range vec {
		x *= scale
		pr := dlMul(x, x)
		sm := dlFastSum(csum, pr.hi)
		csum = sm.hi
		frac1 += pr.lo
		frac2 += sm.lo
	}
	h := gomath.Sqrt(csum - 1.0 + (frac1 + frac2))
	pr := dlMul(-h, h)
	sm := dlFastSum(csum, pr.hi)
	csum = sm.hi
	frac1 += pr.lo
	frac2 += sm.lo
	x := csum - 1.0 + (frac1 + frac2)
	h += x / (2.0 * h)
	return h / scale
}

// Hypot is math.hypot on floats, with CPython's algorithm (so results
// agree to the bit).
func Hypot(xs ...float64) float64 {
	return norm(append([]float64(nil), xs...)) //krait:alloc-ok Go callers pass a fixed argument list (statistics.NormalDist: 2); math.hypot's builtin does not come here
}

// norm is the Euclidean norm of vec (CPython's vector_norm after its scan
// for the largest magnitude and NaNs); it replaces vec's items by their
// absolute values.
func norm(vec []float64) float64 {
	max, nan := 0.0, false
	for i, x := range vec {
		x = gomath.Abs(x)
		vec[i] = x
		nan = nan || gomath.IsNaN(x)
		if x > max {
			max = x
		}
	}
	return vectorNorm(vec, max, nan)
}

// hypot is math.hypot(*coordinates).
func hypot(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	if len(kwargs) > 0 {
		return nil, py.NewTypeError("hypot() takes no keyword arguments")
	}
	if err := t.Charge(int64(len(args))); err != nil {
		return nil, err
	}
	vec := make([]float64, len(args))
	for i, a := range args {
		x, err := ToFloat(t, a)
		if err != nil {
			return nil, err
		}
		vec[i] = x
	}
	return py.Float(norm(vec)), nil
}

// dist is math.dist(p, q): the Euclidean distance between two points.
func dist(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	if err := nArgs("dist", args, kwargs, 2); err != nil {
		return nil, err
	}
	p, err := py.Items(t, args[0])
	if err != nil {
		return nil, err
	}
	q, err := py.Items(t, args[1])
	if err != nil {
		return nil, err
	}
	if len(p) != len(q) {
		return nil, py.NewValueError("both points must have the same number of dimensions")
	}
	if err := t.Charge(int64(len(p))); err != nil {
		return nil, err
	}
	vec := make([]float64, len(p))
	for i := range p {
		px, err := ToFloat(t, p[i])
		if err != nil {
			return nil, err
		}
		qx, err := ToFloat(t, q[i])
		if err != nil {
			return nil, err
		}
		vec[i] = px - qx
	}
	return py.Float(norm(vec)), nil
}

// isclose is math.isclose(a, b, *, rel_tol=1e-09, abs_tol=0.0).
func isclose(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	if len(args) > 2 {
		return nil, py.NewTypeError("isclose() takes exactly 2 positional arguments (%d given)", len(args))
	}
	var av, bv py.Value
	var relv, absv py.Value = py.Float(1e-9), py.Float(0)
	if err := py.UnpackArgs("isclose", args, kwargs, []string{"a", "b", "*rel_tol", "*abs_tol"}, 2, &av, &bv, &relv, &absv); err != nil {
		return nil, err
	}
	var f [4]float64
	for i, v := range []py.Value{av, bv, relv, absv} {
		x, err := ToFloat(t, v)
		if err != nil {
			return nil, err
		}
		f[i] = x
	}
	a, b, rel, abs := f[0], f[1], f[2], f[3]
	if rel < 0 || abs < 0 {
		return nil, py.NewValueError("tolerances must be non-negative")
	}
	if a == b {
		return py.True, nil
	}
	if gomath.IsInf(a, 0) || gomath.IsInf(b, 0) {
		return py.False, nil
	}
	diff := gomath.Abs(b - a)
	return py.NewBool(diff <= gomath.Abs(rel*b) || diff <= gomath.Abs(rel*a) || diff <= abs), nil
}
