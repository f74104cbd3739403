package pyfmt

import (
	"github.com/kraitpy/krait/internal/wtf8"

	"slices"
	"strings"
	"unicode/utf8"
)

// NoLimit, passed as Options.MaxLen, disables the result-size check.
const NoLimit = -1

// Options carries what a formatting call needs besides the value and the
// format specifier.
type Options struct {
	// TypeName is the Python type name used in error messages ("int",
	// "bool", a subclass name, ...). Empty means the function's base type.
	TypeName string
	// MaxLen bounds the result's length in bytes; a longer result is
	// refused with a *TooLargeError before it is allocated. NoLimit (any
	// negative value) disables the check. The zero value allows only empty
	// results, so callers must set it.
	MaxLen int
	// MaxStrDigits is CPython's sys.get_int_max_str_digits(): decimal
	// conversion of an int with more digits raises ValueError. 0 means
	// unlimited.
	MaxStrDigits int
}

func (o *Options) typeName(def string) string {
	if o.TypeName == "" {
		return def
	}
	return o.TypeName
}

// numberParts is a number split the way CPython's calc_number_widths sees
// it: sign, prefix ("0x"), the digits to group, a decimal point, and a
// remainder copied verbatim (fraction digits, exponent, "inf", a 'c'
// character, a trailing '%').
type numberParts struct {
	negative   bool
	prefix     string
	digits     string
	hasDecimal bool
	remainder  string
}

// grouping describes the separator inserted between digit groups.
type grouping struct {
	size int  // digits per group; 0 for no grouping
	sep  byte // the separator
}

func groupingFor(spec *Spec) grouping {
	switch spec.Grouping {
	case ',':
		return grouping{3, ','}
	case '_':
		switch spec.Type {
		case 'b', 'o', 'x', 'X':
			return grouping{4, '_'}
		}
		return grouping{3, '_'}
	}
	return grouping{}
}

// groupedLen returns how many bytes the digits take once separators are
// inserted and, when minWidth > 0, left-padded with zeros (themselves
// grouped) to at least minWidth, following CPython's
// _PyUnicode_InsertThousandsGrouping.
func groupedLen(nDigits, minWidth int, g grouping) int {
	return walkGroups(nil, "", nDigits, minWidth, g)
}

// walkGroups computes (buf == nil) or writes into buf, from its end, the
// grouped and zero-padded digits, returning their length.
func walkGroups(buf []byte, digits string, nDigits, minWidth int, g grouping) int {
	if minWidth < 0 {
		minWidth = 0
	}
	count, remaining, useSep := 0, nDigits, false
	pos := len(buf)
	emit := func(nZeros, nChars int) {
		if useSep {
			count++
			if buf != nil {
				pos--
				buf[pos] = g.sep
			}
		}
		count += nZeros + nChars
		if buf != nil {
			pos -= nChars
			copy(buf[pos:], digits[remaining-nChars:remaining])
			for i := 0; i < nZeros; i++ {
				pos--
				buf[pos] = '0'
			}
		}
	}
	if g.size > 0 {
		for {
			l := min(g.size, max(remaining, minWidth, 1))
			nZeros := max(0, l-remaining)
			nChars := max(0, min(remaining, l))
			emit(nZeros, nChars)
			useSep = true
			remaining -= nChars
			minWidth -= l
			if remaining <= 0 && minWidth <= 0 {
				return count
			}
			minWidth--
		}
	}
	l := max(remaining, minWidth, 1)
	emit(max(0, l-remaining), max(0, min(remaining, l)))
	return count
}

// layoutNumber lays a number out in its field as CPython's
// calc_number_widths and fill_number do: padding, sign, prefix, zero
// padding for '=' alignment with a '0' fill, grouped digits, decimal
// point, remainder, padding. The result is refused before allocation when
// it would be longer than maxLen bytes.
func layoutNumber(p numberParts, spec *Spec, g grouping, maxLen int) (string, error) {
	// Short results are laid out on the stack: the string is then the
	// only allocation.
	var stack [64]byte
	b, err := appendNumber(stack[:0], p, spec, g, maxLen)
	if err != nil {
		return "", err
	}
	return string(b), nil
}

// appendNumber is layoutNumber appending to dst.
func appendNumber(dst []byte, p numberParts, spec *Spec, g grouping, maxLen int) ([]byte, error) {
	var sign byte
	switch {
	case p.negative:
		sign = '-'
	case spec.Sign == '+' || spec.Sign == ' ':
		sign = spec.Sign
	}
	nSign := 0
	if sign != 0 {
		nSign = 1
	}
	nDecimal := 0
	if p.hasDecimal {
		nDecimal = 1
	}
	// Widths count code points; only a 'c' remainder can be non-ASCII.
	remWidth := len(p.remainder)
	if remWidth > 0 && p.remainder[0] >= utf8.RuneSelf {
		remWidth = wtf8.RuneCount(p.remainder)
	}
	nonDigits := nSign + len(p.prefix) + nDecimal + remWidth
	minWidth := 0
	if spec.Fill == '0' && spec.Align == '=' {
		minWidth = spec.Width - nonDigits
	}
	if err := checkLen(spec.Width, maxLen); err != nil {
		return dst, err
	}
	nGrouped := 0
	if len(p.digits) > 0 {
		nGrouped = groupedLen(len(p.digits), minWidth, g)
	}
	var lpad, spad, rpad int
	if padding := spec.Width - (nonDigits + nGrouped); padding > 0 {
		switch spec.Align {
		case '<':
			rpad = padding
		case '^':
			lpad = padding / 2
			rpad = padding - lpad
		case '=':
			spad = padding
		default:
			lpad = padding
		}
	}
	fillLen := wtf8.RuneLen(spec.Fill)
	if fillLen < 0 {
		fillLen = 3 // an invalid rune is written as U+FFFD
	}
	total := (lpad+spad+rpad)*fillLen + nonDigits - remWidth + len(p.remainder) + nGrouped
	if err := checkLen(total, maxLen); err != nil {
		return dst, err
	}
	buf := slices.Grow(dst, total)
	buf = appendFill(buf, spec.Fill, lpad)
	if sign != 0 {
		buf = append(buf, sign)
	}
	buf = append(buf, p.prefix...)
	buf = appendFill(buf, spec.Fill, spad)
	if len(p.digits) > 0 {
		buf = buf[:len(buf)+nGrouped]
		walkGroups(buf[len(buf)-nGrouped:], p.digits, len(p.digits), minWidth, g)
	}
	if p.hasDecimal {
		buf = append(buf, '.')
	}
	buf = append(buf, p.remainder...)
	buf = appendFill(buf, spec.Fill, rpad)
	return buf, nil
}

func appendFill(buf []byte, fill rune, n int) []byte {
	if n <= 0 {
		return buf
	}
	if fill < utf8.RuneSelf {
		for i := 0; i < n; i++ {
			buf = append(buf, byte(fill)) //krait:alloc-ok n fill characters of a total checked by the caller first (appendNumber's checkLen)
		}
		return buf
	}
	for i := 0; i < n; i++ {
		buf = wtf8.AppendRune(buf, fill)
	}
	return buf
}

// padString places s (of n code points) in a field as CPython's
// calc_padding does for strings and complex numbers.
func padString(s string, n int, width int, align byte, fill rune, maxLen int) (string, error) {
	if width <= n {
		if err := checkLen(len(s), maxLen); err != nil {
			return "", err
		}
		return s, nil
	}
	if err := checkLen(width, maxLen); err != nil {
		return "", err
	}
	padding := width - n
	var lpad int
	switch align {
	case '>':
		lpad = padding
	case '^':
		lpad = padding / 2
	}
	rpad := padding - lpad
	fillLen := wtf8.RuneLen(fill)
	if fillLen < 0 {
		fillLen = 3
	}
	if err := checkLen(len(s)+padding*fillLen, maxLen); err != nil {
		return "", err
	}
	var b strings.Builder
	b.Grow(len(s) + padding*fillLen)
	writeFill(&b, fill, lpad)
	b.WriteString(s)
	writeFill(&b, fill, rpad)
	return b.String(), nil
}

func writeFill(b *strings.Builder, fill rune, n int) {
	if fill < utf8.RuneSelf {
		for i := 0; i < n; i++ {
			b.WriteByte(byte(fill))
		}
		return
	}
	for i := 0; i < n; i++ {
		b.WriteString(wtf8.EncodeRune(fill))
	}
}
