package pyfmt

import (
	"github.com/kraitpy/krait/internal/wtf8"

	"math"
	"strconv"
	"unicode/utf8"

	"github.com/kraitpy/krait/internal/pystr"
)

// Spec is a parsed format specifier of Python's format-spec
// mini-language: [[fill]align][sign][z][#][0][width][grouping][.precision][type].
type Spec struct {
	Fill      rune // fill character; ' ' unless given (or '0' with the 0 flag)
	Align     byte // one of '<' '>' '^' '='; 0 when not given (the type decides)
	FillGiven bool // an explicit fill character preceded the alignment
	Sign      byte // '+', '-', ' ' or 0 when not given
	NoNegZero bool // the z flag: coerce negative zero to positive zero
	Alt       bool // the # flag: alternate form
	ZeroPad   bool // the 0 flag before the width (without an explicit fill)
	Width     int  // minimum field width; -1 when not given
	Grouping  byte // ',' or '_' thousands separator; 0 when not given
	Precision int  // -1 when not given
	Type      rune // presentation type; 0 when not given
}

func isAlignToken(r rune) bool { return r == '<' || r == '>' || r == '=' || r == '^' }

// ParseSpec parses a format specifier the way CPython 3.11 does before
// looking at the presentation type's own rules. typeName is the Python type
// name of the formatted object, used in error messages; defaultType is the
// presentation type when the spec gives none ('d' for int, 's' for str, 0
// for float and complex).
func ParseSpec(spec, typeName string, defaultType rune) (Spec, error) {
	s := Spec{Fill: ' ', Width: -1, Precision: -1, Type: defaultType}
	var buf [24]rune // a spec is short: its code points stay on the stack
	rs := wtf8.AppendRunes(buf[:0], spec)
	pos, end := 0, len(rs)
	if end-pos >= 2 && isAlignToken(rs[pos+1]) {
		s.Align = byte(rs[pos+1])
		s.Fill = rs[pos]
		s.FillGiven = true
		pos += 2
	} else if end-pos >= 1 && isAlignToken(rs[pos]) {
		s.Align = byte(rs[pos])
		pos++
	}
	if pos < end && (rs[pos] == '+' || rs[pos] == '-' || rs[pos] == ' ') {
		s.Sign = byte(rs[pos])
		pos++
	}
	if pos < end && rs[pos] == 'z' {
		s.NoNegZero = true
		pos++
	}
	if pos < end && rs[pos] == '#' {
		s.Alt = true
		pos++
	}
	if !s.FillGiven && pos < end && rs[pos] == '0' {
		s.ZeroPad = true
		pos++
	}
	var n int
	var err error
	if n, pos, err = specInteger(rs, pos); err != nil {
		return s, err
	} else if n >= 0 {
		s.Width = n
	}
	if pos < end && rs[pos] == ',' {
		s.Grouping = ','
		pos++
	}
	if pos < end && rs[pos] == '_' {
		if s.Grouping != 0 {
			return s, valueError("Cannot specify both ',' and '_'.")
		}
		s.Grouping = '_'
		pos++
	}
	if pos < end && rs[pos] == ',' && s.Grouping == '_' {
		return s, valueError("Cannot specify both ',' and '_'.")
	}
	if pos < end && rs[pos] == '.' {
		pos++
		if n, pos, err = specInteger(rs, pos); err != nil {
			return s, err
		} else if n < 0 {
			return s, valueError("Format specifier missing precision")
		}
		s.Precision = n
	}
	if end-pos > 1 {
		return s, valueError("Invalid format specifier '" + spec + "' for object of type '" + cTypeName(typeName) + "'")
	}
	if end-pos == 1 {
		s.Type = rs[pos]
	}
	if s.Grouping != 0 {
		switch s.Type {
		case 'd', 'e', 'f', 'g', 'E', 'G', '%', 'F', 0:
		case 'b', 'o', 'x', 'X':
			if s.Grouping != '_' {
				return s, invalidGrouping(s.Grouping, s.Type)
			}
		default:
			return s, invalidGrouping(s.Grouping, s.Type)
		}
	}
	return s, nil
}

// specInteger reads a run of Unicode decimal digits at pos. It returns -1
// when there are none, and CPython's error when the value overflows a
// Py_ssize_t.
func specInteger(rs []rune, pos int) (int, int, error) {
	acc, seen := 0, false
	for ; pos < len(rs); pos++ {
		d := decimalValue(rs[pos])
		if d < 0 {
			break
		}
		if acc > (math.MaxInt64-d)/10 {
			return 0, pos, valueError("Too many decimal digits in format string")
		}
		acc = acc*10 + d
		seen = true
	}
	if !seen {
		return -1, pos, nil
	}
	return acc, pos, nil
}

// decimalValue returns the value of a Unicode decimal digit (what
// str.isdecimal() accepts in CPython 3.11), or -1 when r is not one.
// Unicode encodes decimal digits in contiguous runs of ten, zero first,
// so the value is the offset within the run.
func decimalValue(r rune) int {
	if r >= '0' && r <= '9' {
		return int(r - '0')
	}
	if r < 0x80 || !pystr.IsDecimalRune(r) {
		return -1
	}
	first := r
	for pystr.IsDecimalRune(first - 1) {
		first--
	}
	return int((r - first) % 10)
}

func invalidGrouping(sep byte, typ rune) error {
	if typ > 32 && typ < 128 {
		return valueError("Cannot specify '" + string(rune(sep)) + "' with '" + string(typ) + "'.")
	}
	return valueError("Cannot specify '" + string(rune(sep)) + "' with '\\x" + strconv.FormatInt(int64(typ), 16) + "'.")
}

func unknownFormatCode(typ rune, typeName string) error {
	if typ > 32 && typ < 128 {
		return valueError("Unknown format code '" + string(typ) + "' for object of type '" + cTypeName(typeName) + "'")
	}
	return valueError("Unknown format code '\\x" + strconv.FormatInt(int64(typ), 16) + "' for object of type '" + cTypeName(typeName) + "'")
}

// cTypeName truncates a type name to 200 bytes like CPython's "%.200s",
// without splitting a UTF-8 sequence.
func cTypeName(name string) string {
	if len(name) <= 200 {
		return name
	}
	n := 200
	for n > 0 && !utf8.RuneStart(name[n]) {
		n--
	}
	return name[:n]
}

// resolve applies the per-type defaults: the default alignment and the
// 0 flag, which sets the fill to '0' and, for right-aligned types without
// an explicit alignment, selects '=' alignment.
func (s *Spec) resolve(defaultAlign byte) {
	explicitAlign := s.Align != 0
	if !explicitAlign {
		s.Align = defaultAlign
	}
	if s.ZeroPad {
		s.Fill = '0'
		if !explicitAlign && defaultAlign == '>' {
			s.Align = '='
		}
	}
}
