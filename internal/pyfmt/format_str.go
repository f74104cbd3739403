package pyfmt

import (
	"github.com/kraitpy/krait/internal/wtf8"
)

// FormatStr implements format(s, spec) for a Python str (str.__format__):
// the 's' type (or none), precision truncating to that many code points,
// and fill/alignment (left by default).
func FormatStr(s string, spec string, o Options) (string, error) {
	if spec == "" {
		return s, checkLen(len(s), o.MaxLen)
	}
	typeName := o.typeName("str")
	sp, err := ParseSpec(spec, typeName, 's')
	if err != nil {
		return "", err
	}
	sp.resolve('<')
	if sp.Type != 0 && sp.Type != 's' {
		return "", unknownFormatCode(sp.Type, typeName)
	}
	switch {
	case sp.Sign == ' ':
		return "", valueError("Space not allowed in string format specifier")
	case sp.Sign != 0:
		return "", valueError("Sign not allowed in string format specifier")
	case sp.NoNegZero:
		return "", valueError("Negative zero coercion (z) not allowed in string format specifier")
	case sp.Alt:
		return "", valueError("Alternate form (#) not allowed in string format specifier")
	case sp.Align == '=':
		return "", valueError("'=' alignment not allowed in string format specifier")
	}
	n := -1 // code points, counted lazily
	if sp.Precision >= 0 {
		if sp.Precision < len(s) {
			s, n = truncateRunes(s, sp.Precision)
		}
	}
	if sp.Width < 0 {
		return s, checkLen(len(s), o.MaxLen)
	}
	if n < 0 {
		n = wtf8.RuneCount(s)
	}
	return padString(s, n, sp.Width, sp.Align, sp.Fill, o.MaxLen)
}

// truncateRunes returns the first n code points of s and their count.
func truncateRunes(s string, n int) (string, int) {
	count := 0
	for i := range s {
		if count == n {
			return s[:i], n
		}
		count++
	}
	return s, count
}
