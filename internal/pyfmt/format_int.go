package pyfmt

import (
	"math"
	"math/big"
	"strconv"
	"strings"
)

// FormatInt implements format(x, spec) for a Python int that fits in an
// int64 (int.__format__). An empty spec gives str(x); callers formatting a
// bool or an int subclass with its own __str__ must handle the empty spec
// themselves, as CPython does.
func FormatInt(x int64, spec string, o Options) (string, error) {
	return formatInteger(Integer{Small: x}, spec, &o)
}

// FormatBigInt implements format(x, spec) for a Python int held as a
// *big.Int (int.__format__); see FormatInt.
func FormatBigInt(x *big.Int, spec string, o Options) (string, error) {
	if x.IsInt64() {
		return formatInteger(Integer{Small: x.Int64()}, spec, &o)
	}
	return formatInteger(Integer{Big: x}, spec, &o)
}

// Integer is a Python int: Big when it is non-nil, otherwise Small.
type Integer struct {
	Small int64    // the value when Big is nil
	Big   *big.Int // the value when it does not fit in an int64 (may also hold small values)
}

// norm returns v with a Big that fits in an int64 moved to Small.
func (v Integer) norm() Integer {
	if v.Big != nil && v.Big.IsInt64() {
		return Integer{Small: v.Big.Int64()}
	}
	return v
}

func (v Integer) negative() bool {
	if v.Big != nil {
		return v.Big.Sign() < 0
	}
	return v.Small < 0
}

// absDigits returns the digits of |v| in base (lower case), refusing a
// decimal conversion longer than maxStrDigits and digits beyond maxLen
// bytes (format(x, 'b') of an int is 8 times its size).
func (v Integer) absDigits(base, maxStrDigits, maxLen int) (string, error) {
	if v.Big == nil {
		u := uint64(v.Small)
		if v.Small < 0 {
			u = -u
		}
		return strconv.FormatUint(u, base), nil
	}
	if base == 10 && maxStrDigits > 0 {
		// Quick refusal without the superlinear conversion: the value
		// has at least floor((bitlen-1)*log10(2))+1 digits.
		if minDigits := int(float64(v.Big.BitLen()-1)*math.Log10(2)) + 1; minDigits > maxStrDigits {
			return "", errStrDigits()
		}
	}
	if err := checkLen(int(float64(v.Big.BitLen())/math.Log2(float64(base)))+1, maxLen); err != nil {
		return "", err
	}
	s := new(big.Int).Abs(v.Big).Text(base)
	if base == 10 && maxStrDigits > 0 && len(s) > maxStrDigits {
		return "", errStrDigits()
	}
	return s, nil
}

func errStrDigits() error {
	return valueError("Exceeds the limit (4300 digits) for integer string conversion; use sys.set_int_max_str_digits() to increase the limit")
}

// ErrIntTooLargeForFloat is the message of the OverflowError raised when
// an int is too large to convert to a float.
const ErrIntTooLargeForFloat = "int too large to convert to float"

// toFloat converts v to the nearest float64 (round-half-even), like
// CPython's PyLong_AsDouble.
func (v Integer) toFloat() (float64, error) {
	if v.Big == nil {
		return float64(v.Small), nil
	}
	f, _ := new(big.Float).SetInt(v.Big).Float64()
	if math.IsInf(f, 0) {
		return 0, overflowError(ErrIntTooLargeForFloat)
	}
	return f, nil
}

// IntToFloat converts a *big.Int to the nearest float64 as Python's
// float(int) does, raising OverflowError when it is out of range.
func IntToFloat(x *big.Int) (float64, error) {
	return Integer{Big: x}.toFloat()
}

// AppendInt appends FormatInt(x, spec, o) to dst.
func AppendInt(dst []byte, x int64, spec string, o Options) ([]byte, error) {
	return appendInteger(dst, Integer{Small: x}, spec, &o)
}

func formatInteger(v Integer, specStr string, o *Options) (string, error) {
	if specStr == "" {
		return plainInteger(v.norm(), o)
	}
	var stack [64]byte
	b, err := appendInteger(stack[:0], v, specStr, o)
	if err != nil {
		return "", err
	}
	return string(b), nil
}

// plainInteger is str(v) (format with an empty spec).
func plainInteger(v Integer, o *Options) (string, error) {
	s, err := v.absDigits(10, o.MaxStrDigits, o.MaxLen)
	if err != nil {
		return "", err
	}
	if v.negative() {
		s = "-" + s
	}
	if err := checkLen(len(s), o.MaxLen); err != nil {
		return "", err
	}
	return s, nil
}

// appendInteger is formatInteger appending to dst.
func appendInteger(dst []byte, v Integer, specStr string, o *Options) ([]byte, error) {
	v = v.norm()
	typeName := o.typeName("int")
	if specStr == "" {
		s, err := plainInteger(v, o)
		return append(dst, s...), err
	}
	spec, err := ParseSpec(specStr, typeName, 'd')
	if err != nil {
		return dst, err
	}
	spec.resolve('>')
	switch spec.Type {
	case 'b', 'c', 'd', 'o', 'x', 'X', 'n':
	case 'e', 'E', 'f', 'F', 'g', 'G', '%':
		f, err := v.toFloat()
		if err != nil {
			return dst, err
		}
		s, err := formatFloatSpec(f, &spec, o.MaxLen)
		if err != nil {
			return dst, err
		}
		return append(dst, s...), nil
	default:
		return dst, unknownFormatCode(spec.Type, typeName)
	}
	if spec.Precision >= 0 {
		return dst, valueError("Precision not allowed in integer format specifier")
	}
	if spec.NoNegZero {
		return dst, valueError("Negative zero coercion (z) not allowed in integer format specifier")
	}
	var p numberParts
	if spec.Type == 'c' {
		if spec.Sign != 0 {
			return dst, valueError("Sign not allowed with integer format specifier 'c'")
		}
		if spec.Alt {
			return dst, valueError("Alternate form (#) not allowed with integer format specifier 'c'")
		}
		if v.Big != nil {
			return dst, overflowError("Python int too large to convert to C long")
		}
		if v.Small < 0 || v.Small > 0x10ffff {
			return dst, overflowError("%c arg not in range(0x110000)")
		}
		p.remainder = string(rune(v.Small))
		return appendNumber(dst, p, &spec, grouping{}, o.MaxLen)
	}
	base := 10
	switch spec.Type {
	case 'b':
		base, p.prefix = 2, "0b"
	case 'o':
		base, p.prefix = 8, "0o"
	case 'x':
		base, p.prefix = 16, "0x"
	case 'X':
		base, p.prefix = 16, "0X"
	}
	if !spec.Alt {
		p.prefix = ""
	}
	if v.Big == nil {
		// The digits of a small int are formatted on the stack (the
		// conversion below does not allocate up to 32 digits).
		var tmp [64]byte
		u := uint64(v.Small)
		if v.Small < 0 {
			u = -u
		}
		d := strconv.AppendUint(tmp[:0], u, base)
		if spec.Type == 'X' {
			for i, c := range d {
				if 'a' <= c && c <= 'f' {
					d[i] = c - 'a' + 'A'
				}
			}
		}
		p.digits = string(d)
	} else {
		if p.digits, err = v.absDigits(base, o.MaxStrDigits, o.MaxLen); err != nil {
			return dst, err
		}
		if spec.Type == 'X' {
			p.digits = strings.ToUpper(p.digits)
		}
	}
	p.negative = v.negative()
	return appendNumber(dst, p, &spec, groupingFor(&spec), o.MaxLen)
}
