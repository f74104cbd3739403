package builtins

import (
	"math/big"
	"math/bits"

	"github.com/kraitpy/krait/py"
)

func builtinAbs(t *py.Thread, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	v, err := exactlyOne("abs", args, kwargs)
	if err != nil {
		return nil, err
	}
	return py.Abs(t, v)
}

func builtinDivmod(t *py.Thread, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	if err := positional("divmod", args, kwargs, 2, 2); err != nil {
		return nil, err
	}
	return py.Divmod(t, args[0], args[1])
}

func builtinPow(t *py.Thread, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	a, err := params("pow", args, kwargs, []string{"base", "exp", "mod"}, 2, 3)
	if err != nil {
		return nil, err
	}
	return py.PowMod(t, a[0], a[1], a[2])
}

func builtinRound(t *py.Thread, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	a, err := params("round", args, kwargs, []string{"number", "ndigits"}, 1, 2)
	if err != nil {
		return nil, err
	}
	return py.Round(t, a[0], a[1])
}

// radix implements hex, oct and bin.
func radix(name string, base int, prefix string) builtinFunc {
	bpd := bits.TrailingZeros(uint(base)) // bits per digit: base is 2, 8 or 16
	return func(t *py.Thread, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		v, err := exactlyOne(name, args, kwargs)
		if err != nil {
			return nil, err
		}
		b, ok := py.AsBig(v)
		if !ok || b == nil {
			i, err := py.Index(t, v)
			if err != nil {
				return nil, err
			}
			b = big.NewInt(i)
		}
		neg := b.Sign() < 0
		// bin() of an int is 8 times its size: the digits are charged
		// (memory and the per-digit work) before they are made.
		n := (b.BitLen()+bpd-1)/bpd + len(prefix) + 1
		if err := t.Alloc(int64(n)); err != nil {
			return nil, err
		}
		if err := t.ChargeChars(n); err != nil {
			return nil, err
		}
		digits := new(big.Int).Abs(b).Text(base)
		s := prefix + digits
		if neg {
			s = "-" + s
		}
		return py.NewStr(s), nil
	}
}

var (
	builtinHex = radix("hex", 16, "0x")
	builtinOct = radix("oct", 8, "0o")
	builtinBin = radix("bin", 2, "0b")
)

func builtinSum(t *py.Thread, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	if len(args) == 0 {
		return nil, py.NewTypeError("sum() takes at least 1 positional argument (0 given)")
	}
	if len(args) > 2 {
		return nil, py.NewTypeError("sum() takes at most 2 arguments (%d given)", len(args))
	}
	var acc py.Value = py.NewInt(0)
	if len(args) == 2 {
		acc = args[1]
	}
	for _, kw := range kwargs {
		if kw.Name != "start" || len(args) == 2 {
			return nil, py.NewTypeError("'%s' is an invalid keyword argument for sum()", kw.Name)
		}
		acc = kw.Value
	}
	switch acc.(type) {
	case *py.Str:
		return nil, py.NewTypeError("sum() can't sum strings [use ''.join(seq) instead]")
	case *py.Bytes:
		return nil, py.NewTypeError("sum() can't sum bytes [use b''.join(seq) instead]")
	}
	it, err := py.Iterate(t, args[0])
	if err != nil {
		return nil, err
	}
	// While the total is a float, floats and ints are added to an
	// unboxed f (CPython's float path; 3.11 adds plainly, in order, so the
	// result is the same as the generic additions').
	f, inFloat := 0.0, false
	if a, ok := acc.(py.Float); ok {
		f, inFloat = float64(a), true
	}
	for {
		x, err := it.Next(t)
		if err != nil {
			return nil, err
		}
		if x == nil {
			if inFloat {
				return py.Float(f), nil
			}
			return acc, nil
		}
		if err := t.Tick(); err != nil {
			return nil, err
		}
		if inFloat {
			switch y := x.(type) {
			case py.Float:
				f += float64(y)
				continue
			case py.Int:
				f += float64(y)
				continue
			}
			acc, inFloat = py.Float(f), false
		}
		if a, ok := acc.(py.Int); ok {
			if b, ok := x.(py.Int); ok {
				if s := a + b; (s > a) == (b > 0) {
					acc = py.NewInt(int64(s))
					continue
				}
			}
		}
		if acc, err = py.Binary(t, py.Add, acc, x); err != nil {
			return nil, err
		}
		if a, ok := acc.(py.Float); ok {
			f, inFloat = float64(a), true
		}
	}
}

// minMax implements min and max.
func minMax(name string, op py.CompareOp) builtinFunc {
	return func(t *py.Thread, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		if len(kwargs) > 2 {
			return nil, py.NewTypeError("%s() takes at most 2 keyword arguments (%d given)", name, len(kwargs))
		}
		kw, err := keywords(name, kwargs, "key", "default")
		if err != nil {
			return nil, err
		}
		key := kw["key"]
		if key == py.None {
			key = nil
		}
		def, hasDefault := kw["default"]
		if len(args) == 0 {
			return nil, py.NewTypeError("%s expected at least 1 argument, got 0", name)
		}
		var items py.Value
		if len(args) == 1 {
			items = args[0]
		} else {
			if hasDefault {
				return nil, py.NewTypeError("Cannot specify a default for %s() with multiple positional arguments", name)
			}
			items = py.NewTuple(args)
		}
		it, err := py.Iterate(t, items)
		if err != nil {
			return nil, err
		}
		var best, bestKey py.Value
		for {
			x, err := it.Next(t)
			if err != nil {
				return nil, err
			}
			if x == nil {
				break
			}
			if err := t.Tick(); err != nil {
				return nil, err
			}
			k := x
			if key != nil {
				if k, err = py.Call(t, key, []py.Value{x}, nil); err != nil {
					return nil, err
				}
			}
			if best == nil {
				best, bestKey = x, k
				continue
			}
			better, err := py.Compare(t, op, k, bestKey)
			if err != nil {
				return nil, err
			}
			ok, err := py.Truth(t, better)
			if err != nil {
				return nil, err
			}
			if ok {
				best, bestKey = x, k
			}
		}
		if best == nil {
			if hasDefault {
				return def, nil
			}
			return nil, py.NewValueError("%s() arg is an empty sequence", name)
		}
		return best, nil
	}
}

var (
	builtinMin = minMax("min", py.Lt)
	builtinMax = minMax("max", py.Gt)
)
