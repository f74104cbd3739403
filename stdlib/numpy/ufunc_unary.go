package numpy

import (
	"math"
	"math/cmplx"

	"github.com/kraitpy/krait/internal/libm"
	"github.com/kraitpy/krait/py"
)

// unFn is one unary ufunc. floatOnly ufuncs compute ints and bools in
// float64; pred ufuncs (isnan, ...) produce bools.
type unFn struct {
	name string
	pyop func(t *py.Thread, x py.Value) (py.Value, error)

	b  func(x bool) bool
	i  func(x int64) int64
	f  func(x float64) float64
	c  func(x complex128) complex128
	cf func(x complex128) float64 // complex input, float result (absolute)

	pred bool
	bp   func(x bool) bool
	ip   func(x int64) bool
	fp   func(x float64) bool
	cp   func(x complex128) bool

	floatOnly bool
	boolErr   string
	// poleAt reports whether an infinite result from finite x is a
	// division by zero (log(0)) rather than an overflow.
	poleAt func(x float64) bool
}

// resolve returns the loop kind and result kind for an input kind.
func (u *unFn) resolve(k Kind) (Kind, Kind, error) {
	if k == Object {
		if u.pyop == nil {
			return 0, 0, py.NewTypeError("loop of ufunc does not support argument 0 of type object which has no callable %s method", u.name)
		}
		if u.pred {
			return Object, Bool, nil
		}
		return Object, Object, nil
	}
	if k == Str {
		switch u.name {
		case "absolute", "negative", "positive", "sign":
			return 0, 0, errNoLoop // numpy's promoters
		}
		return 0, 0, u.notSupported() // numpy's legacy type resolver
	}
	if k == Bool && u.boolErr != "" {
		if u.boolErr == "noloop" {
			return 0, 0, errNoLoop
		}
		return 0, 0, py.NewTypeError("%s", u.boolErr)
	}
	if u.floatOnly && k < Float64 {
		k = Float64
	}
	if u.pred {
		for {
			switch {
			case k == Bool && u.bp == nil:
				k = Int64
				continue
			case k == Int64 && u.ip == nil:
				k = Float64
				continue
			case k == Float64 && u.fp == nil, k == Complex128 && u.cp == nil:
				return 0, 0, u.notSupported()
			}
			return k, Bool, nil
		}
	}
	for {
		switch {
		case k == Bool && u.b == nil:
			k = Int64
			continue
		case k == Int64 && u.i == nil:
			if u.f == nil {
				return 0, 0, u.notSupported()
			}
			k = Float64
			continue
		case k == Float64 && u.f == nil:
			return 0, 0, u.notSupported()
		case k == Complex128 && u.cf != nil:
			return k, Float64, nil
		case k == Complex128 && u.c == nil:
			return 0, 0, u.notSupported()
		}
		return k, k, nil
	}
}

func (u *unFn) notSupported() error {
	return py.NewTypeError("ufunc '%s' not supported for the input types, and the inputs could not be safely coerced to any supported types according to the casting rule ''safe''", u.name)
}

// applyUnary computes u(x) into a new array (or out).
func (m *Module) applyUnary(t *py.Thread, u *unFn, x, out *Array, scalar bool) (*Array, error) {
	lk, rk, err := u.resolve(x.kind)
	if err == errNoLoop {
		return nil, raise(t, m.noLoopError, "ufunc '"+u.name+"' did not contain a loop with signature matching types "+kindDtypeClass(x.kind)+" -> None")
	}
	if err != nil {
		return nil, err
	}
	loopW, outW := 0, 0
	if isNarrow(x) {
		var ok bool
		if loopW, outW, ok = narrowLoop(u.name, []*Array{x}, lk, rk); !ok {
			loopW, outW = 0, 0
		}
	}
	if x, err = m.castTo(t, x, lk); err != nil {
		return nil, err
	}
	if x, err = m.roundOperand(t, x, loopW); err != nil {
		return nil, err
	}
	dst := out
	if out != nil {
		if !sameShape(out.shape, x.shape) {
			return nil, py.NewValueError("non-broadcastable output operand with shape %s doesn't match the broadcast shape %s", shapeRepr(out.shape), shapeRepr(x.shape))
		}
		// unaryFloat classifies a non-finite result from the operand
		// after writing it, so a float result is never written over its
		// operand (np.exp(x, out=x) must still warn).
		if out.kind != rk || overlaps(out, x) || (rk == Float64 && lk == Float64 && out.root() == x.root()) {
			dst = nil
		}
	}
	if dst == nil {
		if dst, err = m.allocResult(t, rk, x.shape); err != nil {
			return nil, err
		}
		if narrowOf(rk, outW) != nil {
			dst.width = outW
		}
	} else if err := t.Charge(int64(x.Size())); err != nil {
		return nil, err
	}
	shape := x.shape
	xo := operand{off: x.off, strides: x.strides}
	do := operand{off: dst.off, strides: dst.strides}
	var fl fpFlags
	switch {
	case lk == Object && u.pred:
		var ferr error
		loop1(shape, x.o, xo, dst.b, do, func(v py.Value) bool {
			if ferr != nil {
				return false
			}
			r, err := u.pyop(t, v)
			if err != nil {
				ferr = err
				return false
			}
			b, err := py.Truth(t, r)
			if err != nil {
				ferr = err
			}
			return b
		})
		if ferr != nil {
			return nil, ferr
		}
	case lk == Object:
		var ferr error
		loop1(shape, x.o, xo, dst.o, do, func(v py.Value) py.Value {
			if ferr != nil {
				return py.None
			}
			r, err := u.pyop(t, v)
			if err != nil {
				ferr = err
				return py.None
			}
			return r
		})
		if ferr != nil {
			return nil, ferr
		}
	case u.pred:
		switch lk {
		case Bool:
			loop1(shape, x.b, xo, dst.b, do, u.bp)
		case Int64:
			loop1(shape, x.i, xo, dst.b, do, u.ip)
		case Float64:
			loop1(shape, x.f, xo, dst.b, do, u.fp)
		case Complex128:
			loop1(shape, x.c, xo, dst.b, do, u.cp)
		}
	default:
		switch lk {
		case Bool:
			loop1(shape, x.b, xo, dst.b, do, u.b)
		case Int64:
			loop1(shape, x.i, xo, dst.i, do, u.i)
		case Float64:
			unaryFloat(shape, x.f, xo, dst.f, do, u, &fl)
		case Complex128:
			if u.cf != nil {
				loop1(shape, x.c, xo, dst.f, do, u.cf)
			} else {
				loop1(shape, x.c, xo, dst.c, do, u.c)
			}
		}
	}
	narrowArray(dst)
	name := u.name
	if scalar {
		name = "scalar " + name
	}
	if err := m.report(t, fl, name); err != nil {
		return nil, err
	}
	if out != nil && dst != out {
		if err := m.assignArray(t, out, dst); err != nil {
			return nil, err
		}
		return out, nil
	}
	return dst, nil
}

// loop1 applies f element-wise.
func loop1[T, R any](shape []int, x []T, xo operand, dst []R, do operand, f func(T) R) {
	walk(shape, []operand{xo, do}, func(offs []int, n int, st []int) {
		i, k := offs[0], offs[1]
		if st[0] == 1 && st[1] == 1 {
			xs, ds := x[i:i+n], dst[k:k+n]
			for c := range ds {
				ds[c] = f(xs[c])
			}
			return
		}
		for c := 0; c < n; c++ {
			dst[k] = f(x[i])
			i += st[0]
			k += st[1]
		}
	})
}

// isZero is the pole test of the logarithms.
func isZero(x float64) bool { return x == 0 }

// rint rounds half to even, as C's rint.
func rint(x float64) float64 { return math.RoundToEven(x) }

// unaryUfuncs returns the unary ufuncs by name.
func unaryUfuncs() map[string]*unFn {
	fl := func(name string, f func(float64) float64, c func(complex128) complex128) *unFn {
		return &unFn{name: name, f: f, c: c, floatOnly: true}
	}
	u := map[string]*unFn{
		"sqrt":    fl("sqrt", math.Sqrt, cmplx.Sqrt),
		"cbrt":    {name: "cbrt", f: libm.Cbrt, floatOnly: true},
		"spacing": {name: "spacing", f: spacing, floatOnly: true},
		"exp":     fl("exp", libm.Exp, cmplx.Exp),
		"exp2":    {name: "exp2", f: libm.Exp2, floatOnly: true},
		"expm1":   {name: "expm1", f: libm.Expm1, floatOnly: true},
		"log":     {name: "log", f: libm.Log, c: cmplx.Log, floatOnly: true, poleAt: isZero},
		"log2":    {name: "log2", f: libm.Log2, floatOnly: true, poleAt: isZero},
		"log10":   {name: "log10", f: libm.Log10, c: cmplx.Log10, floatOnly: true, poleAt: isZero},
		"log1p":   {name: "log1p", f: libm.Log1p, floatOnly: true, poleAt: func(x float64) bool { return x == -1 }},
		"sin":     fl("sin", libm.Sin, cmplx.Sin),
		"cos":     fl("cos", libm.Cos, cmplx.Cos),
		"tan":     fl("tan", libm.Tan, cmplx.Tan),
		"arcsin":  fl("arcsin", libm.Asin, cmplx.Asin),
		"arccos":  fl("arccos", libm.Acos, cmplx.Acos),
		"arctan":  fl("arctan", libm.Atan, cmplx.Atan),
		"sinh":    fl("sinh", libm.Sinh, cmplx.Sinh),
		"cosh":    fl("cosh", libm.Cosh, cmplx.Cosh),
		"tanh":    fl("tanh", libm.Tanh, cmplx.Tanh),
		"arcsinh": fl("arcsinh", libm.Asinh, cmplx.Asinh),
		"arccosh": fl("arccosh", libm.Acosh, cmplx.Acosh),
		"arctanh": {name: "arctanh", f: libm.Atanh, c: cmplx.Atanh, floatOnly: true, poleAt: func(x float64) bool { return x == 1 || x == -1 }},
		"deg2rad": {name: "deg2rad", f: func(x float64) float64 { return x * (math.Pi / 180) }, floatOnly: true},
		"rad2deg": {name: "rad2deg", f: func(x float64) float64 { return x * (180 / math.Pi) }, floatOnly: true},
		"floor":   {name: "floor", f: math.Floor, floatOnly: true},
		"ceil":    {name: "ceil", f: math.Ceil, floatOnly: true},
		"trunc":   {name: "trunc", f: math.Trunc, floatOnly: true},
		"rint": {name: "rint", f: rint, floatOnly: true, c: func(x complex128) complex128 {
			return complex(rint(real(x)), rint(imag(x)))
		}},
		"negative": {name: "negative", pyop: pyUnary(py.USub),
			boolErr: "The numpy boolean negative, the `-` operator, is not supported, use the `~` operator or the logical_not function instead.",
			i:       func(x int64) int64 { return -x }, f: func(x float64) float64 { return -x }, c: func(x complex128) complex128 { return -x }},
		"positive": {name: "positive", pyop: pyUnary(py.UAdd), boolErr: "noloop",
			i: func(x int64) int64 { return x }, f: func(x float64) float64 { return x }, c: func(x complex128) complex128 { return x }},
		"absolute": {name: "absolute", pyop: func(t *py.Thread, x py.Value) (py.Value, error) { return py.Abs(t, x) },
			b: func(x bool) bool { return x }, i: func(x int64) int64 { return absInt(x) },
			f: math.Abs, cf: func(x complex128) float64 { return libm.Hypot(real(x), imag(x)) }},
		"fabs": {name: "fabs", f: math.Abs, floatOnly: true},
		"sign": {name: "sign", boolErr: "noloop",
			i: func(x int64) int64 {
				switch {
				case x > 0:
					return 1
				case x < 0:
					return -1
				}
				return 0
			},
			f: func(x float64) float64 {
				switch {
				case x > 0:
					return 1
				case x < 0:
					return -1
				case x == 0:
					return 0
				}
				return x
			},
			c: func(x complex128) complex128 {
				switch {
				case real(x) > 0, real(x) == 0 && imag(x) > 0:
					return 1
				case real(x) < 0, real(x) == 0 && imag(x) < 0:
					return -1
				case x == 0:
					return 0
				}
				return complex(math.NaN(), 0)
			}},
		"square": {name: "square", i: func(x int64) int64 { return x * x }, f: func(x float64) float64 { return x * x },
			c: func(x complex128) complex128 { return x * x }},
		"reciprocal": {name: "reciprocal",
			i: func(x int64) int64 {
				switch x {
				case 1:
					return 1
				case -1:
					return -1
				case 0:
					return math.MinInt64
				}
				return 0
			},
			f: func(x float64) float64 { return 1 / x }, c: func(x complex128) complex128 { return complexDiv(1, x) },
			poleAt: isZero},
		"conjugate": {name: "conjugate", b: func(x bool) bool { return x }, i: func(x int64) int64 { return x },
			f: func(x float64) float64 { return x }, c: cmplx.Conj},
		"logical_not": {name: "logical_not", pred: true, bp: func(x bool) bool { return !x },
			ip: func(x int64) bool { return x == 0 }, fp: func(x float64) bool { return x == 0 },
			cp:   func(x complex128) bool { return x == 0 },
			pyop: func(t *py.Thread, x py.Value) (py.Value, error) { b, err := py.Truth(t, x); return py.NewBool(!b), err }},
		"invert": {name: "invert", pyop: pyUnary(py.Invert), b: func(x bool) bool { return !x }, i: func(x int64) int64 { return ^x }},
		"isnan": {name: "isnan", pred: true, bp: func(bool) bool { return false }, ip: func(int64) bool { return false },
			fp: func(x float64) bool { return x != x }, cp: cmplx.IsNaN},
		"isinf": {name: "isinf", pred: true, bp: func(bool) bool { return false }, ip: func(int64) bool { return false },
			fp: func(x float64) bool { return math.IsInf(x, 0) }, cp: func(x complex128) bool { return math.IsInf(real(x), 0) || math.IsInf(imag(x), 0) }},
		"isfinite": {name: "isfinite", pred: true, bp: func(bool) bool { return true }, ip: func(int64) bool { return true },
			fp: func(x float64) bool { return x-x == 0 }, cp: func(x complex128) bool { return real(x)-real(x) == 0 && imag(x)-imag(x) == 0 }},
		"signbit": {name: "signbit", pred: true, ip: func(x int64) bool { return x < 0 }, fp: math.Signbit},
	}
	u["abs"] = u["absolute"]
	u["conj"] = u["conjugate"]
	u["bitwise_not"] = u["invert"]
	radians, degrees := *u["deg2rad"], *u["rad2deg"]
	radians.name, degrees.name = "radians", "degrees"
	u["radians"], u["degrees"] = &radians, &degrees
	return u
}

// pyUnary makes an object loop from a Python unary operator.
func pyUnary(op py.UnaryOp) func(t *py.Thread, x py.Value) (py.Value, error) {
	return func(t *py.Thread, x py.Value) (py.Value, error) { return py.Unary(t, op, x) }
}

// unaryFloat applies a float ufunc, noting the conditions its non-finite
// results from finite inputs mean.
func unaryFloat(shape []int, x []float64, xo operand, dst []float64, do operand, u *unFn, fl *fpFlags) {
	f := u.f
	walk(shape, []operand{xo, do}, func(offs []int, n int, st []int) {
		i, k := offs[0], offs[1]
		bad := false
		if st[0] == 1 && st[1] == 1 {
			xs, ds := x[i:i+n], dst[k:k+n]
			done := 0
			if u.name == "sqrt" {
				done, bad = sqrtVec(xs, ds)
			}
			for c := done; c < len(ds); c++ {
				r := f(xs[c])
				ds[c] = r
				bad = bad || r-r != 0
			}
		} else {
			for c := 0; c < n; c++ {
				r := f(x[i+c*st[0]])
				dst[k+c*st[1]] = r
				bad = bad || r-r != 0
			}
		}
		if !bad {
			return
		}
		for c := 0; c < n; c++ {
			v, r := x[i+c*st[0]], dst[k+c*st[1]]
			if r-r == 0 || v != v {
				continue
			}
			switch {
			case r != r:
				fl.invalid = true
			case !math.IsInf(v, 0):
				if u.poleAt != nil && u.poleAt(v) {
					fl.divide = true
				} else {
					fl.overflow = true
				}
			}
		}
	})
}

// kindDtypeClass is how numpy names a dtype class in a unary ufunc's
// no-loop message: <class 'numpy.dtype[bool_]'>.
func kindDtypeClass(k Kind) string {
	names := [numKinds]string{"bool_", "int64", "float64", "complex128", "str_", "object_"}
	return "<class 'numpy.dtype[" + names[k] + "]'>"
}

// spacing is np.spacing: the distance from x to the next float away
// from zero (negative for negative x), nan for inf and nan.
func spacing(x float64) float64 {
	switch {
	case math.IsInf(x, 0) || x != x:
		return math.NaN()
	case x < 0:
		return math.Nextafter(x, math.Inf(-1)) - x
	}
	return math.Nextafter(x, math.Inf(1)) - x
}
