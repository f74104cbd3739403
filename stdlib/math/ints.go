package math

import (
	gomath "math"
	"math/big"

	"github.com/kraitpy/krait/internal/libm"
	"github.com/kraitpy/krait/py"
)

// rounder makes floor and ceil: exact floats and ints directly, then the
// type's __floor__/__ceil__, then float conversion.
func rounder(name string, dunder py.LibName, f func(float64) float64) *py.Builtin {
	return py.NewBuiltin(name, func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		if err := oneArg(name, args, kwargs); err != nil {
			return nil, err
		}
		x := args[0]
		switch v := x.(type) {
		case py.Float:
			return py.ToInt(t, py.Float(f(float64(v))))
		case py.Int, *py.BigInt:
			return x, nil
		case py.Bool:
			b, _ := py.AsBig(v)
			return py.NewBigInt(b), nil
		}
		if x.Type().Lookup(string(dunder)) != nil {
			return py.CallMethod(t, x, dunder, nil, nil)
		}
		fl, err := ToFloat(t, x)
		if err != nil {
			return nil, err
		}
		return py.ToInt(t, py.Float(f(fl)))
	})
}

// trunc is math.trunc: x.__trunc__().
func trunc(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	if err := oneArg("trunc", args, kwargs); err != nil {
		return nil, err
	}
	x := args[0]
	switch v := x.(type) {
	case py.Float:
		return py.ToInt(t, v)
	case py.Int, *py.BigInt:
		return x, nil
	case py.Bool:
		b, _ := py.AsBig(v)
		return py.NewBigInt(b), nil
	}
	if x.Type().Lookup("__trunc__") == nil {
		return nil, py.NewTypeError("type %s doesn't define __trunc__ method", x.Type().Name)
	}
	return py.CallMethod(t, x, "__trunc__", nil, nil)
}

// maxInt64 is sys.maxsize, the bound CPython puts on factorial/comb/perm
// arguments.
const maxInt64 = 1<<63 - 1

// chargeBigResult charges the budget for building an integer of about
// bits bits by repeated multiplication, refusing it before any work when
// it could not fit in memory.
func chargeBigResult(t *py.Thread, bits float64) error {
	if bits > 1<<40 {
		bits = 1 << 40
	}
	if err := t.CheckAlloc(int64(bits/8) + 8); err != nil {
		return err
	}
	return t.ChargeNanos(py.BigProductNanos(bits))
}

// factorialBits estimates log2(n!) by Stirling.
func factorialBits(n float64) float64 {
	if n < 2 {
		return 1
	}
	lg, _ := gomath.Lgamma(n + 1)
	return lg / gomath.Ln2
}

// factorial is math.factorial(n).
func factorial(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	if err := oneArg("factorial", args, kwargs); err != nil {
		return nil, err
	}
	if _, ok := args[0].(py.Float); ok {
		return nil, py.NewTypeError("'float' object cannot be interpreted as an integer")
	}
	n, err := toBig(t, args[0])
	if err != nil {
		return nil, err
	}
	if !n.IsInt64() {
		if n.Sign() < 0 {
			return nil, py.NewValueError("factorial() not defined for negative values")
		}
		return nil, py.NewOverflowError("factorial() argument should not exceed %d", int64(maxInt64))
	}
	v := n.Int64()
	if v < 0 {
		return nil, py.NewValueError("factorial() not defined for negative values")
	}
	if err := chargeBigResult(t, factorialBits(float64(v))); err != nil {
		return nil, err
	}
	return py.NewBigInt(new(big.Int).MulRange(1, v)), nil
}

// isqrt is the integer square root.
func isqrt(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	if err := oneArg("isqrt", args, kwargs); err != nil {
		return nil, err
	}
	n, err := toBig(t, args[0])
	if err != nil {
		return nil, err
	}
	if n.Sign() < 0 {
		return nil, py.NewValueError("isqrt() argument must be nonnegative")
	}
	if err := t.Charge(bigBits(n)*bigBits(n)/4096 + 1); err != nil {
		return nil, err
	}
	return py.NewBigInt(n.Sqrt(n)), nil
}

// gcdLcm makes gcd and lcm of any number of integers.
func gcdLcm(name string, lcm bool) *py.Builtin {
	return py.NewBuiltin(name, func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		if len(kwargs) > 0 {
			return nil, py.NewTypeError("%s() takes no keyword arguments", name)
		}
		acc := big.NewInt(0)
		if lcm {
			acc.SetInt64(1)
		}
		for i, a := range args {
			b, err := toBig(t, a)
			if err != nil {
				return nil, err
			}
			b.Abs(b)
			if err := t.Charge(bigBits(b)*bigBits(acc)/4096 + 1); err != nil {
				return nil, err
			}
			switch {
			case i == 0:
				acc = b
			case !lcm:
				acc.GCD(nil, nil, acc, b)
			case acc.Sign() == 0 || b.Sign() == 0:
				acc.SetInt64(0)
			default:
				if err := t.CheckAlloc((bigBits(acc) + bigBits(b)) / 8); err != nil {
					return nil, err
				}
				g := new(big.Int).GCD(nil, nil, acc, b)
				acc.Mul(acc, new(big.Int).Quo(b, g))
			}
		}
		return py.NewBigInt(acc), nil
	})
}

// combPermArgs parses comb's and perm's n and k (k may be absent for perm).
func combPermArgs(t *py.Thread, name string, args []py.Value, kwargs []py.Kwarg, min int) (n, k *big.Int, err error) {
	if len(kwargs) > 0 {
		return nil, nil, py.NewTypeError("%s() takes no keyword arguments", name)
	}
	if len(args) < min || len(args) > 2 {
		if min == 2 {
			return nil, nil, py.NewTypeError("%s expected 2 arguments, got %d", name, len(args))
		}
		if len(args) < min {
			return nil, nil, py.NewTypeError("%s expected at least %d argument, got %d", name, min, len(args))
		}
		return nil, nil, py.NewTypeError("%s expected at most 2 arguments, got %d", name, len(args))
	}
	if n, err = toBig(t, args[0]); err != nil {
		return nil, nil, err
	}
	if len(args) == 2 && args[1] != py.None {
		if k, err = toBig(t, args[1]); err != nil {
			return nil, nil, err
		}
	}
	return n, k, nil
}

// fallingProduct returns n * (n-1) * ... * (n-k+1), charging for it.
func fallingProduct(t *py.Thread, n *big.Int, k int64) (*big.Int, error) {
	if n.IsInt64() && n.Int64() < 1<<62 {
		nn := n.Int64()
		bits := factorialBits(float64(nn)) - factorialBits(float64(nn-k))
		if err := chargeBigResult(t, bits); err != nil {
			return nil, err
		}
		return new(big.Int).MulRange(nn-k+1, nn), nil
	}
	if err := chargeBigResult(t, float64(k)*float64(bigBits(n))); err != nil {
		return nil, err
	}
	r := big.NewInt(1)
	f := new(big.Int).Set(n)
	one := big.NewInt(1)
	for i := int64(0); i < k; i++ {
		r.Mul(r, f)
		f.Sub(f, one)
	}
	return r, nil
}

// comb is the binomial coefficient n choose k.
func comb(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	n, k, err := combPermArgs(t, "comb", args, kwargs, 2)
	if err != nil {
		return nil, err
	}
	if n.Sign() < 0 {
		return nil, py.NewValueError("n must be a non-negative integer")
	}
	if k.Sign() < 0 {
		return nil, py.NewValueError("k must be a non-negative integer")
	}
	if k.Cmp(n) > 0 {
		return py.NewInt(0), nil
	}
	nk := new(big.Int).Sub(n, k)
	if nk.Cmp(k) < 0 {
		k = nk
	}
	if !k.IsInt64() {
		return nil, py.NewOverflowError("min(n - k, k) must not exceed %d", int64(maxInt64))
	}
	kk := k.Int64()
	// The exact division of the falling product by k! dominates: refuse
	// it before any product is built when it exceeds the budget left.
	denBits := factorialBits(float64(kk))
	numBits := float64(kk) * float64(n.BitLen())
	if n.IsInt64() && n.Int64() < 1<<62 {
		numBits = factorialBits(float64(n.Int64())) - factorialBits(float64(n.Int64()-kk))
	}
	if err := t.CheckAlloc(int64(min(numBits, 1<<50)/8) + 8); err != nil {
		return nil, err
	}
	if err := t.ChargeNanos(py.BigDivNanos(int(min(numBits, 1<<50)), int(denBits))); err != nil {
		return nil, err
	}
	if err := chargeBigResult(t, denBits); err != nil {
		return nil, err
	}
	num, err := fallingProduct(t, n, kk)
	if err != nil {
		return nil, err
	}
	den := new(big.Int).MulRange(1, kk)
	return py.NewBigInt(num.Quo(num, den)), nil
}

// perm is the number of k-permutations of n items.
func perm(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	n, k, err := combPermArgs(t, "perm", args, kwargs, 1)
	if err != nil {
		return nil, err
	}
	if k == nil {
		return factorial(t, nil, args[:1], nil)
	}
	if n.Sign() < 0 {
		return nil, py.NewValueError("n must be a non-negative integer")
	}
	if k.Sign() < 0 {
		return nil, py.NewValueError("k must be a non-negative integer")
	}
	if k.Cmp(n) > 0 {
		return py.NewInt(0), nil
	}
	if !k.IsInt64() {
		return nil, py.NewOverflowError("k must not exceed %d", int64(maxInt64))
	}
	r, err := fallingProduct(t, n, k.Int64())
	if err != nil {
		return nil, err
	}
	return py.NewBigInt(r), nil
}

// logHelper applies a logarithm to an int or float argument; ints too
// large for a float are split as m * 2**e first, as CPython does.
func logHelper(t *py.Thread, x py.Value, f func(float64) float64) (float64, error) {
	if b, ok := py.AsBig(x); ok {
		if b.Sign() <= 0 {
			return 0, domainError()
		}
		if fl, err := py.IntToFloat(x); err == nil {
			return logResult(f, fl)
		}
		e := b.BitLen()
		// m = b / 2**e in [0.5, 1), rounded to a float.
		m, _ := new(big.Float).SetMantExp(new(big.Float).SetInt(b), -e).Float64()
		return f(m) + f(2)*float64(e), nil
	}
	fl, err := ToFloat(t, x)
	if err != nil {
		return 0, err
	}
	return logResult(f, fl)
}

// logResult applies f with math_1's domain rules (no overflow possible).
func logResult(f func(float64) float64, x float64) (float64, error) {
	r := f(x)
	if (gomath.IsNaN(r) && !gomath.IsNaN(x)) || (gomath.IsInf(r, 0) && isFinite(x)) {
		return 0, domainError()
	}
	return r, nil
}

// logFunc makes log2 and log10.
func logFunc(name string, f func(float64) float64) *py.Builtin {
	return py.NewBuiltin(name, func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		if err := oneArg(name, args, kwargs); err != nil {
			return nil, err
		}
		r, err := logHelper(t, args[0], f)
		if err != nil {
			return nil, err
		}
		return py.Float(r), nil
	})
}

// log is math.log(x[, base]).
func log(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	if len(kwargs) > 0 {
		return nil, py.NewTypeError("log() takes no keyword arguments")
	}
	if len(args) < 1 || len(args) > 2 {
		return nil, py.NewTypeError("math.log requires 1 to 2 arguments")
	}
	num, err := logHelper(t, args[0], libm.Log)
	if err != nil {
		return nil, err
	}
	if len(args) == 1 {
		return py.Float(num), nil
	}
	den, err := logHelper(t, args[1], libm.Log)
	if err != nil {
		return nil, err
	}
	if den == 0 {
		return nil, py.NewZeroDivisionError("float division by zero")
	}
	return py.Float(num / den), nil
}
