package fractions

import (
	"math"
	"math/big"

	"github.com/kraitpy/krait/py"
)

// operands classifies the other operand of a binary method: exact (a
// Fraction or int), a float, or unsupported.
func (m *module) operands(self, other py.Value) (a, b *big.Rat, fa, fb float64, kind int) {
	a, _ = m.ratOf(self)
	if r, ok := m.ratOf(other); ok {
		return a, r, 0, 0, 1
	}
	if f, ok := isFloat(other); ok {
		x, _ := a.Float64()
		return a, nil, x, f, 2
	}
	return a, nil, 0, 0, 0
}

// ratZeroDiv is CPython's error for a zero denominator (its message
// prints the numerator with str(int), and its digit limit).
func ratZeroDiv(t *py.Thread, num *big.Int) error {
	s, err := py.BigString(t, num)
	if err != nil {
		return err
	}
	return py.NewZeroDivisionError("Fraction(" + s + ", 0)")
}

// installArith adds the arithmetic and comparison methods.
func (m *module) installArith() {
	type exactFn func(t *py.Thread, a, b *big.Rat) (py.Value, error)
	binop := func(name string, op py.BinaryOp, exact exactFn) {
		for _, reflected := range []bool{false, true} {
			reflected := reflected
			mname := "__" + name + "__"
			if reflected {
				mname = "__r" + name + "__"
			}
			m.method(mname, func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
				if err := py.CheckExactlyOne(mname, args, kwargs); err != nil {
					return nil, err
				}
				if err := t.Charge(1); err != nil {
					return nil, err
				}
				a, b, fa, fb, kind := m.operands(self, args[0])
				switch kind {
				case 1:
					if err := t.ChargeRatOp(a, b); err != nil {
						return nil, err
					}
					if reflected {
						return exact(t, b, a)
					}
					return exact(t, a, b)
				case 2:
					if reflected {
						return py.Binary(t, op, py.Float(fb), py.Float(fa))
					}
					return py.Binary(t, op, py.Float(fa), py.Float(fb))
				}
				if x, c, ok := m.asComplex(self, args[0], reflected); ok {
					return py.Binary(t, op, x, c)
				}
				return py.NotImplemented, nil
			})
		}
	}
	binop("add", py.Add, func(t *py.Thread, a, b *big.Rat) (py.Value, error) {
		return m.newFrac(nil, new(big.Rat).Add(a, b)), nil
	})
	binop("sub", py.Sub, func(t *py.Thread, a, b *big.Rat) (py.Value, error) {
		return m.newFrac(nil, new(big.Rat).Sub(a, b)), nil
	})
	binop("mul", py.Mul, func(t *py.Thread, a, b *big.Rat) (py.Value, error) {
		return m.newFrac(nil, new(big.Rat).Mul(a, b)), nil
	})
	binop("truediv", py.TrueDiv, func(t *py.Thread, a, b *big.Rat) (py.Value, error) {
		if b.Sign() == 0 {
			return nil, ratZeroDiv(t, big.NewInt(int64(a.Num().Sign()))) // CPython divides the numerators by their gcd first: a's sign is left
		}
		return m.newFrac(nil, new(big.Rat).Quo(a, b)), nil
	})
	binop("floordiv", py.FloorDiv, func(t *py.Thread, a, b *big.Rat) (py.Value, error) {
		if b.Sign() == 0 {
			return nil, py.NewZeroDivisionError("integer division or modulo by zero")
		}
		return py.NewBigInt(floorDiv(a, b)), nil
	})
	binop("mod", py.Mod, func(t *py.Thread, a, b *big.Rat) (py.Value, error) {
		if b.Sign() == 0 {
			return nil, py.NewZeroDivisionError("integer modulo by zero")
		}
		q := new(big.Rat).SetInt(floorDiv(a, b))
		return m.newFrac(nil, new(big.Rat).Sub(a, q.Mul(q, b))), nil
	})
	for _, reflected := range []bool{false, true} {
		reflected := reflected
		name := "__divmod__"
		if reflected {
			name = "__rdivmod__"
		}
		m.method(name, func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			if err := py.CheckExactlyOne(name, args, kwargs); err != nil {
				return nil, err
			}
			a, b, fa, fb, kind := m.operands(self, args[0])
			if reflected {
				a, b, fa, fb = b, a, fb, fa
			}
			switch kind {
			case 1:
				if b.Sign() == 0 {
					return nil, py.NewZeroDivisionError("integer division or modulo by zero")
				}
				q := floorDiv(a, b)
				qr := new(big.Rat).SetInt(q)
				return py.NewTuple([]py.Value{py.NewBigInt(q), m.newFrac(nil, new(big.Rat).Sub(a, qr.Mul(qr, b)))}), nil
			case 2:
				q, err := py.Binary(t, py.FloorDiv, py.Float(fa), py.Float(fb))
				if err != nil {
					return nil, err
				}
				r, err := py.Binary(t, py.Mod, py.Float(fa), py.Float(fb))
				if err != nil {
					return nil, err
				}
				return py.NewTuple([]py.Value{q, r}), nil
			}
			if x, c, ok := m.asComplex(self, args[0], reflected); ok {
				return py.Divmod(t, x, c)
			}
			return py.NotImplemented, nil
		})
	}
	m.method("__pow__", func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		if len(args) == 2 && args[1] != py.None {
			return py.NotImplemented, nil
		}
		if len(args) < 1 {
			return nil, py.NewTypeError("__pow__ expected 1 argument")
		}
		a, b, fa, fb, kind := m.operands(self, args[0])
		switch kind {
		case 1:
			if b.IsInt() {
				return m.ratPow(t, a, b.Num())
			}
			x, _ := a.Float64()
			y, _ := b.Float64()
			return py.Binary(t, py.Pow, py.Float(x), py.Float(y))
		case 2:
			return py.Binary(t, py.Pow, py.Float(fa), py.Float(fb))
		}
		if x, c, ok := m.asComplex(self, args[0], false); ok {
			return py.Binary(t, py.Pow, x, c)
		}
		// Any other exponent: float(a) ** b, as CPython's Fraction does
		// (its errors name float, and b's __rpow__ gets the float).
		x, _ := a.Float64()
		return py.Binary(t, py.Pow, py.Float(x), args[0])
	})
	m.method("__rpow__", func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		if len(args) < 1 {
			return nil, py.NewTypeError("__rpow__ expected 1 argument")
		}
		b, _ := m.ratOf(self)
		if a, ok := m.ratOf(args[0]); ok {
			if b.IsInt() && b.Sign() >= 0 {
				return py.Binary(t, py.Pow, args[0], py.NewBigInt(new(big.Int).Set(b.Num())))
			}
			if b.IsInt() {
				return m.ratPow(t, a, b.Num())
			}
		}
		x, _ := b.Float64()
		if f, ok := isFloat(args[0]); ok {
			return py.Binary(t, py.Pow, py.Float(f), py.Float(x))
		}
		if _, ok := m.ratOf(args[0]); ok {
			return py.Binary(t, py.Pow, args[0], py.Float(x))
		}
		if c, xc, ok := m.asComplex(self, args[0], true); ok {
			return py.Binary(t, py.Pow, c, xc)
		}
		return py.NotImplemented, nil
	})
	cmp := func(name string, op py.CompareOp) {
		m.method(name, func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			if err := py.CheckExactlyOne(name, args, kwargs); err != nil {
				return nil, err
			}
			a, b, _, fb, kind := m.operands(self, args[0])
			switch kind {
			case 1:
				return py.NewBool(holds(op, a.Cmp(b))), nil
			case 2:
				if math.IsNaN(fb) {
					return py.NewBool(op == py.Ne), nil
				}
				if math.IsInf(fb, 0) {
					c := -1
					if fb < 0 {
						c = 1
					}
					return py.NewBool(holds(op, c)), nil
				}
				r, _ := floatRat(fb)
				return py.NewBool(holds(op, a.Cmp(r))), nil
			}
			if c, ok := args[0].(py.Complex); ok && (op == py.Eq || op == py.Ne) && imag(c) == 0 {
				// CPython: a Fraction equals a complex with no imaginary part
				// when it equals the real part.
				return py.Compare(t, op, self, py.Float(real(c)))
			}
			return py.NotImplemented, nil
		})
	}
	cmp("__eq__", py.Eq)
	cmp("__ne__", py.Ne)
	cmp("__lt__", py.Lt)
	cmp("__le__", py.Le)
	cmp("__gt__", py.Gt)
	cmp("__ge__", py.Ge)
}

// holds reports whether a comparison result c satisfies op.
func holds(op py.CompareOp, c int) bool {
	switch op {
	case py.Eq:
		return c == 0
	case py.Ne:
		return c != 0
	case py.Lt:
		return c < 0
	case py.Le:
		return c <= 0
	case py.Gt:
		return c > 0
	}
	return c >= 0
}

// ratPow is a ** n for an integer n.
func (m *module) ratPow(t *py.Thread, a *big.Rat, n *big.Int) (py.Value, error) {
	if n.BitLen() > 32 {
		return nil, py.NewOverflowError("exponent too large")
	}
	e := n.Int64()
	bits := int64(a.Num().BitLen()+a.Denom().BitLen()) * absInt(e)
	if err := t.Alloc(bits / 8); err != nil {
		return nil, err
	}
	if err := t.ChargeRatPow(a, e); err != nil {
		return nil, err
	}
	num := new(big.Int).Exp(a.Num(), big.NewInt(absInt(e)), nil)
	den := new(big.Int).Exp(a.Denom(), big.NewInt(absInt(e)), nil)
	if e < 0 {
		num, den = den, num
		if den.Sign() == 0 {
			return nil, ratZeroDiv(t, num)
		}
	}
	return m.newFrac(nil, new(big.Rat).SetFrac(num, den)), nil
}

// asComplex returns the operands of CPython's complex fallback: the
// Fraction self as a complex and other, swapped when reflected (ok false
// when other is not a complex).
func (m *module) asComplex(self, other py.Value, reflected bool) (py.Value, py.Value, bool) {
	c, ok := other.(py.Complex)
	if !ok {
		return nil, nil, false
	}
	r, err := m.self(self)
	if err != nil {
		return nil, nil, false
	}
	f, _ := r.Float64()
	x := py.Complex(complex(f, 0))
	if reflected {
		return c, x, true
	}
	return x, c, true
}
