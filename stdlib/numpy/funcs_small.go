package numpy

import (
	"math"
	"strconv"
	"strings"

	"github.com/kraitpy/krait/internal/libm"
	"github.com/kraitpy/krait/py"
)

// This file binds numpy's smaller helpers: window functions, isposinf
// and friends, frexp/ldexp/spacing, the *_indices_from functions,
// copyto, unwrap, real_if_close, can_cast, typename, numpy's warning
// classes and constants.

// addSmallFuncs binds them.
func (m *Module) addSmallFuncs(t *py.Thread, d *py.Dict) error {
	window := func(name string, f func(k, n int) float64) py.BuiltinFunc {
		return func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			vals, err := bindArgs(name, []string{"M"}, 1, args, kwargs)
			if err != nil {
				return nil, err
			}
			n, err := py.Index(t, vals[0])
			if err != nil {
				return nil, err
			}
			if n < 1 {
				return m.Wrap(NewFloat64([]float64{}, 0)), nil
			}
			out, err := alloc(t, Float64, []int{int(n)})
			if err != nil {
				return nil, err
			}
			if n == 1 {
				out.f[0] = 1
				return m.Wrap(out), nil
			}
			for k := range out.f {
				out.f[k] = f(k, int(n))
			}
			return m.Wrap(out), nil
		}
	}
	cosWin := func(a0, a1, a2 float64) func(k, n int) float64 {
		return func(k, n int) float64 {
			// numpy: n = arange(1-M, M, 2); a0 + a1*cos(pi*n/(M-1)) + a2*cos(2*pi*n/(M-1))
			x := float64(1 - n + 2*k)
			return a0 + a1*libm.Cos(math.Pi*x/float64(n-1)) + a2*libm.Cos(2*math.Pi*x/float64(n-1))
		}
	}
	m.def(map[string]py.BuiltinFunc{
		"hanning":  window("hanning", cosWin(0.5, 0.5, 0)),
		"hamming":  window("hamming", cosWin(0.54, 0.46, 0)),
		"blackman": window("blackman", cosWin(0.42, 0.5, 0.08)),
		"bartlett": window("bartlett", func(k, n int) float64 {
			x := float64(1 - n + 2*k)
			if x <= 0 {
				return 1 + x/float64(n-1)
			}
			return 1 - x/float64(n-1)
		}),
		"isposinf": m.predicateFn("isposinf", func(x float64) bool { return math.IsInf(x, 1) }),
		"isneginf": m.predicateFn("isneginf", func(x float64) bool { return math.IsInf(x, -1) }),
		"iscomplex": func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			a, err := m.oneArray(t, "iscomplex", "x", args, kwargs)
			if err != nil {
				return nil, err
			}
			out, err := alloc(t, Bool, a.shape)
			if err != nil {
				return nil, err
			}
			j := 0
			a.forEachOffset(func(o int) { out.b[j] = imag(a.complexAt(o)) != 0; j++ })
			return m.result(out), nil
		},
		"isreal": func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			a, err := m.oneArray(t, "isreal", "x", args, kwargs)
			if err != nil {
				return nil, err
			}
			out, err := alloc(t, Bool, a.shape)
			if err != nil {
				return nil, err
			}
			j := 0
			a.forEachOffset(func(o int) { out.b[j] = imag(a.complexAt(o)) == 0; j++ })
			return m.result(out), nil
		},
		"real_if_close": func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			vals, err := bindArgs("real_if_close", []string{"a", "tol"}, 1, args, kwargs)
			if err != nil {
				return nil, err
			}
			a, err := m.arrayArg(t, vals[0])
			if err != nil {
				return nil, err
			}
			if a.kind != Complex128 {
				return m.Wrap(a), nil
			}
			tol := 100.0 * 2.220446049250313e-16
			for _, c := range a.c {
				if math.Abs(imag(c)) >= tol {
					return m.Wrap(a), nil
				}
			}
			r, err := m.complexPart(t, a, false)
			return r, err
		},
		"frexp": func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			a, err := m.oneArray(t, "frexp", "x", args, kwargs)
			if err != nil {
				return nil, err
			}
			mant, err := alloc(t, Float64, a.shape)
			if err != nil {
				return nil, err
			}
			exp, err := alloc(t, Int64, a.shape)
			if err != nil {
				return nil, err
			}
			j := 0
			a.forEachOffset(func(o int) {
				f, e := math.Frexp(a.floatAt(o))
				mant.f[j], exp.i[j] = f, int64(e)
				j++
			})
			return py.NewTuple([]py.Value{m.result(mant), m.result(exp)}), nil
		},
		"diag_indices_from": func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			a, err := m.oneArray(t, "diag_indices_from", "arr", args, kwargs)
			if err != nil {
				return nil, err
			}
			if len(a.shape) < 2 {
				return nil, py.NewValueError("input array must be at least 2-d")
			}
			return m.funcs["diag_indices"](t, nil, []py.Value{py.NewInt(int64(a.shape[0])), py.NewInt(int64(len(a.shape)))}, nil)
		},
		"triu_indices_from": m.indicesFrom("triu_indices"),
		"tril_indices_from": m.indicesFrom("tril_indices"),
		"copyto": func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			vals, err := bindArgs("copyto", []string{"dst", "src", "casting", "where"}, 2, args, kwargs)
			if err != nil {
				return nil, err
			}
			dst, ok := Unwrap(vals[0])
			if !ok {
				return nil, py.NewTypeError("copyto() argument 1 must be numpy.ndarray, not %s", py.TypeName(vals[0]))
			}
			if vals[3] != nil && vals[3] != py.True {
				return nil, m.setItem(t, dst, vals[3], vals[1])
			}
			return py.None, m.assignValue(t, dst, vals[1])
		},
		"unwrap": func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			a, err := m.oneArray(t, "unwrap", "p", args, kwargs)
			if err != nil {
				return nil, err
			}
			if len(a.shape) != 1 {
				return nil, py.NewNotImplementedError("np.unwrap beyond 1-d is not supported by krait's numpy")
			}
			p, err := a.Float64s(t)
			if err != nil {
				return nil, err
			}
			out, err := alloc(t, Float64, a.shape)
			if err != nil {
				return nil, err
			}
			if len(p) == 0 {
				return m.Wrap(out), nil
			}
			out.f[0] = p[0]
			corr := 0.0
			for j := 1; j < len(p); j++ {
				dd := p[j] - p[j-1]
				ddmod := math.Mod(dd+math.Pi, 2*math.Pi)
				if ddmod < 0 {
					ddmod += 2 * math.Pi
				}
				ddmod -= math.Pi
				if ddmod == -math.Pi && dd > 0 {
					ddmod = math.Pi
				}
				phc := ddmod - dd
				if math.Abs(dd) < math.Pi {
					phc = 0
				}
				corr += phc
				out.f[j] = p[j] + corr
			}
			return m.Wrap(out), nil
		},
		"can_cast": func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			vals, err := bindArgs("can_cast", []string{"from_", "to", "casting"}, 2, args, kwargs)
			if err != nil {
				return nil, err
			}
			var from Kind
			var fw int
			if a, ok := Unwrap(vals[0]); ok {
				from, fw = a.kind, numWidth(a)
			} else if from, fw, err = m.parseDtype(t, vals[0]); err != nil {
				return nil, err
			}
			to, tw, err := m.parseDtype(t, vals[1])
			if err != nil {
				return nil, err
			}
			cf, ct := dtCode(from, numWidthOf(from, fw)), dtCode(to, numWidthOf(to, tw))
			if (fw != 0 || tw != 0) && cf >= 0 && ct >= 0 {
				switch strArg(vals[2], "safe") {
				case "safe":
					return py.NewBool(canCastSafe(cf, ct)), nil
				case "no", "equiv":
					return py.NewBool(cf == ct), nil
				}
			}
			switch strArg(vals[2], "safe") {
			case "unsafe":
				return py.True, nil
			case "same_kind":
				return py.NewBool(canCastSameKind(from, to)), nil
			case "no", "equiv":
				return py.NewBool(from == to), nil
			}
			return py.NewBool(from == to || to == Object || (from < to && to <= Complex128) || (to == Str && from != Object)), nil
		},
		"binary_repr": func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			vals, err := bindArgs("binary_repr", []string{"num", "width"}, 1, args, kwargs)
			if err != nil {
				return nil, err
			}
			num, err := py.Index(t, vals[0])
			if err != nil {
				return nil, err
			}
			width := int64(-1)
			if vals[1] != nil && vals[1] != py.None {
				if width, err = py.Index(t, vals[1]); err != nil {
					return nil, err
				}
			}
			var s string
			switch {
			case num >= 0:
				s = strconv.FormatUint(uint64(num), 2)
			case width < 0:
				return py.NewStr("-" + strconv.FormatUint(uint64(-num), 2)), nil
			default:
				s = strconv.FormatUint(uint64(num), 2) // two's complement in 64 bits
				if width < 64 {
					s = s[64-width:]
				}
			}
			if pad := width - int64(len(s)); pad > 0 {
				if err := t.Alloc(width); err != nil {
					return nil, err
				}
				s = strings.Repeat("0", int(pad)) + s
			}
			return py.NewStr(s), nil
		},
		"base_repr": func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			vals, err := bindArgs("base_repr", []string{"number", "base", "padding"}, 1, args, kwargs)
			if err != nil {
				return nil, err
			}
			num, err := py.Index(t, vals[0])
			if err != nil {
				return nil, err
			}
			base, padding := int64(2), int64(0)
			if vals[1] != nil {
				if base, err = py.Index(t, vals[1]); err != nil {
					return nil, err
				}
			}
			if vals[2] != nil {
				if padding, err = py.Index(t, vals[2]); err != nil {
					return nil, err
				}
			}
			if base > 36 {
				return nil, py.NewValueError("Bases greater than 36 not handled in base_repr.")
			}
			if base < 2 {
				return nil, py.NewValueError("Bases less than 2 not handled in base_repr.")
			}
			neg := num < 0
			u := uint64(num)
			if neg {
				u = uint64(-num)
			}
			s := strings.ToUpper(strconv.FormatUint(u, int(base)))
			if padding > 0 {
				if err := t.Alloc(padding); err != nil {
					return nil, err
				}
				s = strings.Repeat("0", int(padding)) + s
			}
			if neg {
				s = "-" + s
			}
			return py.NewStr(s), nil
		},
		"typename": func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			vals, err := bindArgs("typename", []string{"char"}, 1, args, kwargs)
			if err != nil {
				return nil, err
			}
			names := map[string]string{"?": "bool", "l": "long integer", "d": "double precision", "D": "complex double precision", "O": "object", "U": "unicode", "S1": "character", "b": "signed char", "f": "single precision", "i": "integer"}
			if s, ok := names[strArg(vals[0], "")]; ok {
				return py.NewStr(s), nil
			}
			return nil, py.NewKeyError(vals[0])
		},
		"cumproduct": m.accumulateFn("cumproduct", m.bin["multiply"], false),
		"rollaxis": func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			vals, err := bindArgs("rollaxis", []string{"a", "axis", "start"}, 2, args, kwargs)
			if err != nil {
				return nil, err
			}
			a, err := m.arrayArg(t, vals[0])
			if err != nil {
				return nil, err
			}
			ax, err := m.axisArg(t, vals[1], len(a.shape))
			if err != nil {
				return nil, err
			}
			start := 0
			if vals[2] != nil {
				n, err := py.Index(t, vals[2])
				if err != nil {
					return nil, err
				}
				start = int(n)
				if start < 0 {
					start += len(a.shape)
				}
			}
			if ax < start {
				start--
			}
			if ax == start {
				return m.Wrap(a.view(a.shape, a.strides, a.off)), nil
			}
			axes := identityAxes(len(a.shape))
			axes = append(axes[:ax], axes[ax+1:]...)
			axes = append(axes[:start], append([]int{ax}, axes[start:]...)...)
			return m.Wrap(a.transposed(axes)), nil
		},
		"dsplit": m.splitFn("dsplit", true, 2),
	})
	m.def(map[string]py.BuiltinFunc{"logaddexp2": m.logaddexp2Fn, "ldexp": m.ldexpFn})
	for name, v := range map[string]py.Value{
		"Infinity": py.Float(posInf), "NZERO": py.Float(math.Copysign(0, -1)), "PZERO": py.Float(0),
		"ERR_IGNORE": py.NewInt(0), "ERR_WARN": py.NewInt(1), "ERR_RAISE": py.NewInt(2), "ERR_CALL": py.NewInt(3),
		"ERR_PRINT": py.NewInt(4), "ERR_LOG": py.NewInt(5), "ERR_DEFAULT": py.NewInt(521),
		"RAISE": py.NewInt(2), "WRAP": py.NewInt(1), "CLIP": py.NewInt(0), "BUFSIZE": py.NewInt(8192), "UFUNC_BUFSIZE_DEFAULT": py.NewInt(8192),
		"flatiter": m.flatCls,
	} {
		d.SetStr(name, v)
	}
	for name, base := range map[string]*py.Type{"ComplexWarning": py.RuntimeWarningType, "RankWarning": py.UserWarningType,
		"VisibleDeprecationWarning": py.UserWarningType, "ModuleDeprecationWarning": py.DeprecationWarningType, "TooHardError": py.RuntimeErrorType} {
		ns := py.NewDict()
		ns.SetStr("__module__", py.NewStr("numpy"))
		c, err := py.NewClass(t, name, []*py.Type{base}, ns)
		if err != nil {
			return err
		}
		d.SetStr(name, c)
		if name == "ComplexWarning" {
			m.complexWarning = c
		}
	}
	return nil
}

// predicateFn makes a float predicate function (isposinf, isneginf).
func (m *Module) predicateFn(name string, f func(float64) bool) py.BuiltinFunc {
	return func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		vals, err := bindArgs(name, []string{"x", "out"}, 1, args, kwargs)
		if err != nil {
			return nil, err
		}
		a, err := m.operand(t, vals[0])
		if err != nil {
			return nil, err
		}
		if a.kind == Complex128 {
			return nil, py.NewTypeError("This operation is not supported for complex values because it would be ambiguous.")
		}
		out, err := alloc(t, Bool, a.shape)
		if err != nil {
			return nil, err
		}
		j := 0
		a.forEachOffset(func(o int) { out.b[j] = f(a.floatAt(o)); j++ })
		return m.result(out), nil
	}
}

// indicesFrom makes triu_indices_from / tril_indices_from.
func (m *Module) indicesFrom(name string) py.BuiltinFunc {
	return func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		vals, err := bindArgs(name+"_from", []string{"arr", "k"}, 1, args, kwargs)
		if err != nil {
			return nil, err
		}
		a, err := m.arrayArg(t, vals[0])
		if err != nil {
			return nil, err
		}
		if len(a.shape) != 2 {
			return nil, py.NewValueError("input array must be 2-d")
		}
		k := vals[1]
		if k == nil {
			k = py.NewInt(0)
		}
		return m.funcs[name](t, nil, []py.Value{py.NewInt(int64(a.shape[0])), k, py.NewInt(int64(a.shape[1]))}, nil)
	}
}

// logaddexp2Fn is np.logaddexp2: log2(2**x + 2**y).
func (m *Module) logaddexp2Fn(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	vals, err := bindArgs("logaddexp2", []string{"x1", "x2"}, 2, args, kwargs)
	if err != nil {
		return nil, err
	}
	x, err := m.operand(t, vals[0])
	if err != nil {
		return nil, err
	}
	y, err := m.operand(t, vals[1])
	if err != nil {
		return nil, err
	}
	u := &binFn{name: "logaddexp2", floatOnly: true, f: func(a, b float64) float64 {
		if a == b {
			return a + 1
		}
		d := a - b
		if d > 0 {
			return a + libm.Log1p(libm.Exp2(-d))/math.Ln2
		} else if d <= 0 {
			return b + libm.Log1p(libm.Exp2(d))/math.Ln2
		}
		return d
	}}
	r, err := m.applyBinary(t, u, x, y, nil, false)
	if err != nil {
		return nil, err
	}
	return m.result(r), nil
}

// ldexpFn is np.ldexp(x1, x2): x1 * 2**x2, x2 integers.
func (m *Module) ldexpFn(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	vals, err := bindArgs("ldexp", []string{"x1", "x2"}, 2, args, kwargs)
	if err != nil {
		return nil, err
	}
	x, err := m.operand(t, vals[0])
	if err != nil {
		return nil, err
	}
	y, err := m.operand(t, vals[1])
	if err != nil {
		return nil, err
	}
	if x.kind > Float64 || y.kind > Int64 {
		return nil, py.NewTypeError("ufunc 'ldexp' not supported for the input types, and the inputs could not be safely coerced to any supported types according to the casting rule ''safe''")
	}
	shape, err := broadcastShapes(x.shape, y.shape)
	if err != nil {
		return nil, err
	}
	out, err := alloc(t, Float64, shape)
	if err != nil {
		return nil, err
	}
	offs, err := offsetsOf(t, broadcastTo(x, shape), broadcastTo(y, shape))
	if err != nil {
		return nil, err
	}
	xo, yo := offs[0], offs[1]
	for e := range out.f {
		n := y.intAt(yo[e])
		n = max(min(n, 1<<20), -(1 << 20))
		out.f[e] = math.Ldexp(x.floatAt(xo[e]), int(n))
	}
	return m.result(out), nil
}
