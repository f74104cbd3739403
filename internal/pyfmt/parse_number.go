package pyfmt

import (
	"bytes"
	"github.com/kraitpy/krait/internal/wtf8"

	"math"
	"math/big"
	"strconv"
	"strings"

	"github.com/kraitpy/krait/internal/pystr"
)

// intMaxStrDigitsThreshold is CPython's _PY_LONG_MAX_STR_DIGITS_THRESHOLD:
// inputs with at most this many digits are never refused.
const intMaxStrDigitsThreshold = 640

// ParseInt implements int(s, base) for a str s: surrounding whitespace
// (Unicode whitespace included), a sign, a 0x/0o/0b prefix for base 0 or
// the matching base, single underscores between digits, and Unicode
// decimal digits. maxStrDigits is sys.get_int_max_str_digits() (0 for no
// limit), applied to bases that are not powers of two.
func ParseInt(s string, base int, maxStrDigits int) (Integer, error) {
	if base != 0 && (base < 2 || base > 36) {
		return Integer{}, valueError("int() base must be >= 2 and <= 36, or 0")
	}
	v, err := parseIntASCII(toASCIIDigits(s), base, maxStrDigits)
	if err == errSyntax {
		return Integer{}, &LiteralError{Msg: "invalid literal for int() with base " + strconv.Itoa(base), Text: s, MaxRunes: 200}
	}
	return v, err
}

// ParseIntBytes implements int(b, base) for bytes or bytearray b.
func ParseIntBytes(b []byte, base int, maxStrDigits int) (Integer, error) {
	if base != 0 && (base < 2 || base > 36) {
		return Integer{}, valueError("int() base must be >= 2 and <= 36, or 0")
	}
	v, err := parseIntASCII(b, base, maxStrDigits)
	if err == errSyntax {
		return Integer{}, &LiteralError{Msg: "invalid literal for int() with base " + strconv.Itoa(base), Text: string(b), Bytes: true, MaxRunes: 200}
	}
	return v, err
}

// LiteralError is the ValueError of a text that is not a number: Msg,
// ": " and the repr of Text (bytes when Bytes is set), cut to MaxRunes
// code points when MaxRunes > 0 (int()'s "%.200R"). It keeps the text,
// not the message: the repr of a 10**8-character text is up to 1 GB, and
// the interpreter measures and charges it before making it (py's
// convertFmtError).
type LiteralError struct {
	Msg, Text string
	Bytes     bool
	MaxRunes  int
}

// Error returns "ValueError: " and the message (as *Error does), with
// the repr made in full (no budget).
func (e *LiteralError) Error() string { return "ValueError: " + e.Message() }

// Message is the exception's message: Msg, ": " and the repr.
func (e *LiteralError) Message() string { return e.Msg + ": " + e.ReprPrefix() }

// ReprPrefix returns the repr of Text when MaxRunes cuts it, made from
// the first MaxRunes characters only (each shows as at least one code
// point of the repr), and the whole repr otherwise.
func (e *LiteralError) ReprPrefix() string {
	if e.MaxRunes <= 0 {
		if e.Bytes {
			return BytesRepr(e.Text)
		}
		return StrRepr(e.Text)
	}
	q := ReprQuote(e.Text)
	head := e.Text
	if e.Bytes {
		head = head[:min(len(head), e.MaxRunes)]
		t, _ := truncateRunes("b"+string(q)+string(AppendBytesReprBody(nil, head, q, false))+string(q), e.MaxRunes)
		return t
	}
	head, _ = truncateRunes(head, e.MaxRunes)
	t, _ := truncateRunes(string(q)+string(AppendStrReprBody(nil, head, q))+string(q), e.MaxRunes)
	return t
}

// errSyntax is the internal signal for an invalid literal; the public
// functions turn it into the ValueError naming the input.
var errSyntax = &Error{Kind: ValueError, Msg: "invalid literal"}

// toASCIIDigits is CPython's _PyUnicode_TransformDecimalAndSpaceToASCII:
// ASCII passes through, Unicode whitespace becomes ' ', Unicode decimal
// digits become ASCII digits, and anything else ends the string with '?'.
func toASCIIDigits(s string) []byte {
	out := make([]byte, 0, len(s))
	for i := 0; i < len(s); {
		c := s[i]
		if c < 127 {
			out = append(out, c)
			i++
			continue
		}
		r, size := wtf8.DecodeRune(s[i:])
		i += size
		if size == 1 && r == wtf8.RuneError {
			return append(out, '?')
		}
		if pystr.IsSpaceRune(r) {
			out = append(out, ' ')
		} else if d := decimalValue(r); d >= 0 {
			out = append(out, byte('0'+d))
		} else {
			return append(out, '?')
		}
	}
	return out
}

// isCSpace is CPython's Py_ISSPACE: ASCII whitespace only.
func isCSpace(c byte) bool {
	return c == ' ' || c == '\t' || c == '\n' || c == '\v' || c == '\f' || c == '\r'
}

// digitValue is CPython's _PyLong_DigitValue: 0-9, a-z, A-Z, else 37.
func digitValue(c byte) int {
	switch {
	case c >= '0' && c <= '9':
		return int(c - '0')
	case c >= 'a' && c <= 'z':
		return int(c-'a') + 10
	case c >= 'A' && c <= 'Z':
		return int(c-'A') + 10
	}
	return 37
}

// parseIntASCII is CPython's PyLong_FromString requiring the whole input
// to be consumed.
func parseIntASCII(s []byte, base int, maxStrDigits int) (Integer, error) {
	at := func(i int) byte {
		if i < len(s) {
			return s[i]
		}
		return 0
	}
	i := 0
	for i < len(s) && isCSpace(s[i]) {
		i++
	}
	neg := false
	if at(i) == '+' {
		i++
	} else if at(i) == '-' {
		i++
		neg = true
	}
	errorIfNonzero := false
	if base == 0 {
		switch c := at(i + 1); {
		case at(i) != '0':
			base = 10
		case c == 'x' || c == 'X':
			base = 16
		case c == 'o' || c == 'O':
			base = 8
		case c == 'b' || c == 'B':
			base = 2
		default:
			errorIfNonzero = true
			base = 10
		}
	}
	if c := at(i + 1); at(i) == '0' && (base == 16 && (c == 'x' || c == 'X') ||
		base == 8 && (c == 'o' || c == 'O') || base == 2 && (c == 'b' || c == 'B')) {
		i += 2
		if at(i) == '_' {
			i++
		}
	}
	if at(i) == '_' {
		return Integer{}, errSyntax
	}
	start := i
	digits := 0
	underscores := false
	prev := byte(0)
	for i < len(s) && (digitValue(s[i]) < base || s[i] == '_') {
		if s[i] == '_' {
			if prev == '_' {
				return Integer{}, errSyntax
			}
			underscores = true
		} else {
			digits++
		}
		prev = s[i]
		i++
	}
	if prev == '_' {
		return Integer{}, errSyntax
	}
	if base&(base-1) != 0 && digits > intMaxStrDigitsThreshold && maxStrDigits > 0 && digits > maxStrDigits {
		return Integer{}, valueError("Exceeds the limit (" + strconv.Itoa(maxStrDigits) +
			" digits) for integer string conversion: value has " + strconv.Itoa(digits) +
			" digits; use sys.set_int_max_str_digits() to increase the limit")
	}
	if i == start {
		return Integer{}, errSyntax
	}
	body := string(s[start:i])
	for i < len(s) && isCSpace(s[i]) {
		i++
	}
	if i != len(s) {
		return Integer{}, errSyntax
	}
	if underscores {
		body = strings.ReplaceAll(body, "_", "")
	}
	var v Integer
	if n, err := strconv.ParseUint(body, base, 63); err == nil {
		v.Small = int64(n)
		if neg {
			v.Small = -v.Small
		}
	} else {
		b, ok := new(big.Int).SetString(body, base)
		if !ok {
			return Integer{}, errSyntax
		}
		if neg {
			b.Neg(b)
		}
		v = Integer{Big: b}.norm()
	}
	if errorIfNonzero && (v.Small != 0 || v.Big != nil) {
		return Integer{}, errSyntax
	}
	return v, nil
}

// ParseFloat implements float(s) for a str s: surrounding whitespace,
// Unicode decimal digits, underscores between digits, and the spellings
// inf, infinity and nan in any case with an optional sign.
func ParseFloat(s string) (float64, error) {
	f, ok := parseFloatASCII(toASCIIDigits(s))
	if !ok {
		return 0, &LiteralError{Msg: "could not convert string to float", Text: s}
	}
	return f, nil
}

// ParseFloatBytes implements float(b) for bytes or bytearray b.
func ParseFloatBytes(b []byte) (float64, error) {
	f, ok := parseFloatASCII(b)
	if !ok {
		return 0, &LiteralError{Msg: "could not convert string to float", Text: string(b), Bytes: true}
	}
	return f, nil
}

func parseFloatASCII(s []byte) (float64, bool) {
	lo, hi := 0, len(s)
	for lo < hi && isCSpace(s[lo]) {
		lo++
	}
	for lo < hi-1 && isCSpace(s[hi-1]) {
		hi--
	}
	s = s[lo:hi]
	if bytes.IndexByte(s, '_') >= 0 {
		clean, ok := removeUnderscores(s)
		if !ok {
			return 0, false
		}
		s = clean
	}
	if !validFloatSyntax(s) {
		return 0, false
	}
	if c := s[len(s)-1]; c == 'n' || c == 'N' {
		// strconv rejects a signed "nan"; CPython keeps the sign bit.
		return math.Copysign(math.NaN(), signOf(s[0] == '-')), true
	}
	f, err := strconv.ParseFloat(string(s), 64)
	if err != nil {
		if ne, ok := err.(*strconv.NumError); !ok || ne.Err != strconv.ErrRange {
			return 0, false
		}
	}
	return f, true
}

// validFloatSyntax accepts exactly what CPython's PyOS_string_to_double
// accepts over a whole string: [sign] (digits [. [digits]] | . digits)
// [(e|E) [sign] digits], or [sign] inf / infinity / nan in any case.
func validFloatSyntax(s []byte) bool {
	i := 0
	if i < len(s) && (s[i] == '+' || s[i] == '-') {
		i++
	}
	// inf, infinity or nan in any case (the text may be long: no copy).
	if rest := s[i:]; bytes.EqualFold(rest, []byte("inf")) || bytes.EqualFold(rest, []byte("infinity")) || bytes.EqualFold(rest, []byte("nan")) {
		return true
	}
	mant := 0
	for i < len(s) && s[i] >= '0' && s[i] <= '9' {
		i++
		mant++
	}
	if i < len(s) && s[i] == '.' {
		i++
		for i < len(s) && s[i] >= '0' && s[i] <= '9' {
			i++
			mant++
		}
	}
	if mant == 0 {
		return false
	}
	if i < len(s) && (s[i] == 'e' || s[i] == 'E') {
		i++
		if i < len(s) && (s[i] == '+' || s[i] == '-') {
			i++
		}
		exp := 0
		for i < len(s) && s[i] >= '0' && s[i] <= '9' {
			i++
			exp++
		}
		if exp == 0 {
			return false
		}
	}
	return i == len(s)
}

// IntToBase returns bin(x), oct(x) or hex(x) for base 2, 8 or 16 (with the
// 0b/0o/0x prefix after any minus sign), and str(x) for base 10 (with
// maxStrDigits applied as for str(int)).
func IntToBase(x Integer, base int, maxStrDigits int) (string, error) {
	x = x.norm()
	digits, err := x.absDigits(base, maxStrDigits, NoLimit)
	if err != nil {
		return "", err
	}
	prefix := ""
	switch base {
	case 2:
		prefix = "0b"
	case 8:
		prefix = "0o"
	case 16:
		prefix = "0x"
	}
	if x.negative() {
		return "-" + prefix + digits, nil
	}
	return prefix + digits, nil
}
