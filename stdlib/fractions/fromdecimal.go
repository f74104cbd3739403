package fractions

import (
	"math/big"

	"github.com/kraitpy/krait/py"
)

// isDecimal reports whether v is a decimal.Decimal (or a subclass),
// recognised by the C type name CPython gives it.
func isDecimal(v py.Value) bool {
	for _, c := range v.Type().MRO {
		if c.TpName == "decimal.Decimal" {
			return true
		}
	}
	return false
}

// decimalRat converts a Decimal exactly through its as_integer_ratio,
// so NaN and infinities raise the errors CPython's Fraction does.
func decimalRat(t *py.Thread, v py.Value) (*big.Rat, error) {
	f, err := py.GetAttr(t, v, "as_integer_ratio")
	if err != nil {
		return nil, err
	}
	res, err := py.Call(t, f, nil, nil)
	if err != nil {
		return nil, err
	}
	tup, ok := res.(*py.Tuple)
	if !ok || len(tup.Items()) != 2 {
		return nil, py.NewTypeError("as_integer_ratio() must return a 2-tuple")
	}
	n, ok1 := py.AsBig(tup.Items()[0])
	d, ok2 := py.AsBig(tup.Items()[1])
	if !ok1 || !ok2 || d.Sign() == 0 {
		return nil, py.NewTypeError("as_integer_ratio() must return a pair of ints")
	}
	return new(big.Rat).SetFrac(n, d), nil
}

// fromDecimal is the classmethod Fraction.from_decimal(dec).
func (m *module) fromDecimal(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	if len(args) != 2 || len(kwargs) != 0 {
		return nil, py.NewTypeError("from_decimal() takes exactly one argument")
	}
	cls, _ := args[0].(*py.Type)
	if isDecimal(args[1]) {
		r, err := decimalRat(t, args[1])
		if err != nil {
			return nil, err
		}
		return m.newFrac(cls, r), nil
	}
	if b, ok := py.AsBig(args[1]); ok {
		if _, isFloat := args[1].(py.Float); !isFloat {
			return m.newFrac(cls, new(big.Rat).SetInt(b)), nil
		}
	}
	sr, err := py.Repr(t, args[1])
	if err != nil {
		return nil, err
	}
	name := "Fraction"
	if cls != nil {
		name = cls.Name
	}
	return nil, py.NewTypeError("%s.from_decimal() only takes Decimals, not %s (%s)", name, sr, py.TypeName(args[1]))
}

// installCopy adds __copy__ and __deepcopy__ (a Fraction is its own
// copy; a subclass instance is rebuilt from its numerator and
// denominator, as CPython does) and __reduce__ (cls, (str,)).
func (m *module) installCopy() {
	cp := func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		r, err := m.self(self)
		if err != nil {
			return nil, err
		}
		if self.Type() == m.cls {
			return self, nil
		}
		return py.Call(t, self.Type(), []py.Value{py.NewBigInt(new(big.Int).Set(r.Num())), py.NewBigInt(new(big.Int).Set(r.Denom()))}, nil)
	}
	m.method("__copy__", cp)
	m.method("__deepcopy__", cp)
	m.method("__reduce__", func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		r, err := m.self(self)
		if err != nil {
			return nil, err
		}
		s, err := fracStr(t, r)
		if err != nil {
			return nil, err
		}
		return py.NewTuple([]py.Value{self.Type(), py.NewTuple([]py.Value{py.NewStr(s)})}), nil
	})
}
