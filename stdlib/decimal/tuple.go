package decimal

import (
	"github.com/cockroachdb/apd/v3"

	"github.com/kraitpy/krait/py"
	"github.com/kraitpy/krait/stdlib/collections"
)

// installTuple creates DecimalTuple and Decimal.as_tuple().
func (m *module) installTuple(t *py.Thread, d *py.Dict) error {
	cls, err := collections.NewNamedTuple(t, "DecimalTuple", []string{"sign", "digits", "exponent"}, "decimal")
	if err != nil {
		return err
	}
	d.SetStr("DecimalTuple", cls)
	method(m.cls, "as_tuple", func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		if err := py.CheckNoArgs("as_tuple", args, kwargs); err != nil {
			return nil, err
		}
		x, err := m.recv(self)
		if err != nil {
			return nil, err
		}
		sign := int64(0)
		if x.Negative {
			sign = 1
		}
		coeff := x.Coeff.String()
		if err := t.Alloc(int64(len(coeff)) * 16); err != nil {
			return nil, err
		}
		var exp py.Value = py.NewInt(int64(x.Exponent))
		switch x.Form {
		case apd.Infinite:
			coeff, exp = "0", py.NewStr("F")
		case apd.NaN, apd.NaNSignaling:
			exp = py.NewStr("n")
			if x.Form == apd.NaNSignaling {
				exp = py.NewStr("N")
			}
			if coeff == "0" {
				coeff = ""
			}
		}
		digits := make([]py.Value, len(coeff))
		for i := range coeff {
			digits[i] = py.NewInt(int64(coeff[i] - '0'))
		}
		return py.Call(t, cls, []py.Value{py.NewInt(sign), py.NewTuple(digits), exp}, nil)
	})
	return nil
}
