package interp

// Temporary stand-ins for operations package py does not provide yet
// (requested in /tmp/coord/py-requests.md). Each one is replaced by the py
// operation as soon as it lands.

import (
	"errors"
	"math/big"
	"strings"
	"unicode/utf8"

	"github.com/kraitpy/krait/internal/pyfmt"
	"github.com/kraitpy/krait/py"
)

// isSame is the `is` operator: identity for objects, equality of value for
// the immutable scalars that py represents by value.
func isSame(a, b py.Value) (same bool) {
	defer func() {
		if recover() != nil {
			same = false
		}
	}()
	return a == b
}

// asciiRepr is ascii(v): repr with non-ASCII characters escaped.
func asciiRepr(th *py.Thread, v py.Value) (string, error) {
	s, err := py.Repr(th, v)
	if err != nil {
		return "", err
	}
	var b strings.Builder
	for _, r := range s {
		switch {
		case r < 0x80:
			b.WriteRune(r)
		case r < 0x100:
			b.WriteString("\\x" + hex(int(r), 2))
		case r < 0x10000:
			b.WriteString("\\u" + hex(int(r), 4))
		default:
			b.WriteString("\\U" + hex(int(r), 8))
		}
	}
	return b.String(), nil
}

func hex(n, width int) string {
	const digits = "0123456789abcdef"
	out := make([]byte, width)
	for i := width - 1; i >= 0; i-- {
		out[i] = digits[n&15]
		n >>= 4
	}
	return string(out)
}

// formatValue is format(v, spec) for the built-in scalar types.
func formatValue(th *py.Thread, v py.Value, spec string) (string, error) {
	opts := pyfmt.Options{TypeName: v.Type().Name, MaxLen: 1 << 26}
	var s string
	var err error
	switch x := v.(type) {
	case py.Bool:
		if spec == "" {
			return py.ToStr(th, v)
		}
		n := int64(0)
		if x {
			n = 1
		}
		s, err = pyfmt.FormatInt(n, spec, opts)
	case py.Int:
		s, err = pyfmt.FormatInt(int64(x), spec, opts)
	case py.Float:
		s, err = pyfmt.FormatFloat(float64(x), spec, opts)
	case py.Complex:
		s, err = pyfmt.FormatComplex(complex128(x), spec, opts)
	case *py.Str:
		s, err = pyfmt.FormatStr(x.String(), spec, opts)
	default:
		if b, ok := py.AsBig(v); ok {
			s, err = pyfmt.FormatBigInt(b, spec, opts)
			break
		}
		if spec != "" {
			return "", py.NewTypeError("unsupported format string passed to %s.__format__", v.Type().Name)
		}
		return py.ToStr(th, v)
	}
	if err != nil {
		return "", convertFmtError(err)
	}
	return s, nil
}

// convertFmtError turns a pyfmt error into a Python exception or a
// memory-limit error.
func convertFmtError(err error) error {
	var fe *pyfmt.Error
	if errors.As(err, &fe) {
		switch fe.Kind {
		case pyfmt.TypeError:
			return py.NewTypeError("%s", fe.Msg)
		case pyfmt.OverflowError:
			return py.NewOverflowError("%s", fe.Msg)
		}
		return py.NewValueError("%s", fe.Msg)
	}
	if errors.Is(err, pyfmt.ErrTooLarge) {
		return &py.LimitError{Kind: py.LimitMemory, Msg: "formatted result too large"}
	}
	return err
}

var _ = utf8.RuneLen
var _ = big.NewInt

// Format is format(v, spec); a stand-in until package py provides it.
func Format(th *py.Thread, v py.Value, spec string) (string, error) { return formatValue(th, v, spec) }

// ASCII is ascii(v); a stand-in until package py provides it.
func ASCII(th *py.Thread, v py.Value) (string, error) { return asciiRepr(th, v) }
