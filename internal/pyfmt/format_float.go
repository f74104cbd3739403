package pyfmt

import (
	"math"
	"strconv"
	"strings"
)

// maxFloatDigits bounds the significant digits worth generating: the exact
// decimal expansion of a float64 has at most 767 significant digits, so
// digits beyond this are zeros.
const maxFloatDigits = 800

// FormatFloat implements format(f, spec) for a Python float
// (float.__format__). An empty spec gives repr(f).
func FormatFloat(f float64, spec string, o Options) (string, error) {
	if spec == "" {
		s := FloatRepr(f)
		return s, checkLen(len(s), o.MaxLen)
	}
	typeName := o.typeName("float")
	s, err := ParseSpec(spec, typeName, 0)
	if err != nil {
		return "", err
	}
	s.resolve('>')
	switch s.Type {
	case 0, 'e', 'E', 'f', 'F', 'g', 'G', 'n', '%':
		return formatFloatSpec(f, &s, o.MaxLen)
	}
	return "", unknownFormatCode(s.Type, typeName)
}

// AppendFloat appends FormatFloat(f, spec, o) to dst. A plain fixed-point
// spec ('.2f': no width, sign, grouping or flags) of a finite float is
// formatted straight into dst.
func AppendFloat(dst []byte, f float64, spec string, o Options) ([]byte, error) {
	if spec != "" && !math.IsInf(f, 0) && !math.IsNaN(f) {
		s, err := ParseSpec(spec, o.typeName("float"), 0)
		if err == nil && s.Type == 'f' && 0 <= s.Precision && s.Precision <= 64 &&
			(s.Sign == 0 || s.Sign == '-') && s.Width == -1 && s.Grouping == 0 && !s.Alt && !s.NoNegZero {
			n := len(dst)
			dst = strconv.AppendFloat(dst, f, 'f', s.Precision, 64)
			if err := checkLen(len(dst)-n, o.MaxLen); err != nil {
				return dst[:n], err
			}
			return dst, nil
		}
	}
	s, err := FormatFloat(f, spec, o)
	if err != nil {
		return dst, err
	}
	if err := checkLen(len(dst)+len(s), o.MaxLen); err != nil {
		return dst, err
	}
	return append(dst, s...), nil
}

// formatFloatSpec is CPython's format_float_internal: spec has been parsed
// and resolved and its type is one a float accepts.
func formatFloatSpec(val float64, spec *Spec, maxLen int) (string, error) {
	if spec.Precision > math.MaxInt32 {
		return "", valueError("precision too big")
	}
	typ := byte(spec.Type)
	precision := spec.Precision
	defaultPrecision := 6
	addDot0 := false
	if typ == 0 {
		addDot0 = true
		typ = 'r'
		defaultPrecision = 0
	}
	if typ == 'n' {
		typ = 'g'
	}
	addPct := false
	if typ == '%' {
		typ = 'f'
		val *= 100
		addPct = true
	}
	if precision < 0 {
		precision = defaultPrecision
	} else if typ == 'r' {
		typ = 'g'
	}
	if err := checkFloatSize(typ, precision, spec.Alt, spec.Width, maxLen); err != nil {
		return "", err
	}
	buf := doubleToString(val, typ, precision, spec.Alt, addDot0, spec.NoNegZero)
	if addPct {
		buf += "%"
	}
	if spec.Sign != '+' && spec.Sign != ' ' && spec.Width == -1 && spec.Type != 'n' && spec.Grouping == 0 {
		return buf, checkLen(len(buf), maxLen)
	}
	p := splitFloat(buf)
	g := groupingFor(spec)
	if spec.Type == 'n' {
		g = grouping{}
	}
	return layoutNumber(p, spec, g, maxLen)
}

// checkFloatSize refuses, before any digit is generated, a float
// formatting whose result must be longer than maxLen: 'e', 'f' and
// alternate 'g' write at least precision digits, and padding fills the
// width.
func checkFloatSize(typ byte, precision int, alt bool, width, maxLen int) error {
	if err := checkLen(width, maxLen); err != nil {
		return err
	}
	switch typ {
	case 'e', 'E', 'f', 'F':
		return checkLen(precision, maxLen)
	case 'g', 'G':
		if alt {
			return checkLen(precision, maxLen)
		}
	}
	return nil
}

// splitFloat splits a formatted float into the parts layoutNumber needs
// (CPython's parse_number).
func splitFloat(s string) numberParts {
	var p numberParts
	if strings.HasPrefix(s, "-") {
		p.negative = true
		s = s[1:]
	}
	i := 0
	for i < len(s) && s[i] >= '0' && s[i] <= '9' {
		i++
	}
	p.digits = s[:i]
	rest := s[i:]
	if strings.HasPrefix(rest, ".") {
		p.hasDecimal = true
		rest = rest[1:]
	}
	p.remainder = rest
	return p
}

// doubleToString is CPython's PyOS_double_to_string without the sign flag:
// typ is one of e E f F g G r; the result starts with '-' for negative
// values (and negative zero, unless noNegZero and the digits are all zero).
func doubleToString(val float64, typ byte, precision int, alt, addDot0, noNegZero bool) string {
	upper := false
	switch typ {
	case 'E', 'F', 'G':
		upper = true
		typ += 'a' - 'A'
	}
	if math.IsNaN(val) {
		if upper {
			return "NAN"
		}
		return "nan"
	}
	neg := math.Signbit(val)
	abs := math.Abs(val)
	if math.IsInf(val, 0) {
		s := "inf"
		if upper {
			s = "INF"
		}
		if neg {
			return "-" + s
		}
		return s
	}
	var body string
	switch typ {
	case 'f':
		body = strconv.FormatFloat(abs, 'f', precision, 64)
		if alt && precision == 0 {
			body += "."
		}
		if noNegZero && neg && allZeroDigits(body) {
			neg = false
		}
	case 'e':
		precision++
		digits, decpt := floatDigits(abs, min(precision, maxFloatDigits))
		neg = neg && !(noNegZero && digits == "0")
		body = layoutDigits(digits, decpt, typ, precision, alt, addDot0)
	case 'g':
		if precision == 0 {
			precision = 1
		}
		digits, decpt := floatDigits(abs, min(precision, maxFloatDigits))
		neg = neg && !(noNegZero && digits == "0")
		body = layoutDigits(digits, decpt, typ, precision, alt, addDot0)
	default: // 'r'
		digits, decpt := floatDigits(abs, -1)
		neg = neg && !(noNegZero && digits == "0")
		body = layoutDigits(digits, decpt, typ, 0, alt, addDot0)
	}
	if upper {
		body = strings.ToUpper(body)
	}
	if neg {
		return "-" + body
	}
	return body
}

func allZeroDigits(s string) bool {
	for i := 0; i < len(s); i++ {
		if c := s[i]; c != '0' && c != '.' {
			return false
		}
	}
	return true
}

// floatDigits returns the decimal digits of abs (>= 0, finite) rounded
// correctly to ndigits significant digits, or the shortest round-trip
// digits when ndigits < 0, without trailing zeros, and the position of the
// decimal point: abs = 0.digits × 10**decpt. Zero gives ("0", 1).
func floatDigits(abs float64, ndigits int) (string, int) {
	var s string
	if ndigits < 0 {
		s = strconv.FormatFloat(abs, 'e', -1, 64)
	} else {
		s = strconv.FormatFloat(abs, 'e', ndigits-1, 64)
	}
	e := strings.LastIndexByte(s, 'e')
	exp, _ := strconv.Atoi(s[e+1:])
	mant := s[:e]
	var digits string
	if len(mant) > 1 {
		digits = mant[:1] + mant[2:]
	} else {
		digits = mant
	}
	digits = strings.TrimRight(digits, "0")
	if digits == "" {
		return "0", 1
	}
	return digits, exp + 1
}

// layoutDigits is the digit layout of CPython's format_float_short for the
// 'e', 'g' and 'r' codes: zero padding on either side, the decimal point,
// and the exponent.
func layoutDigits(digits string, decpt int, typ byte, precision int, alt, addDot0 bool) string {
	nd := len(digits)
	vEnd := nd
	useExp := false
	switch typ {
	case 'e':
		useExp = true
		vEnd = precision
	case 'g':
		limit := precision
		if addDot0 {
			limit = precision - 1
		}
		if decpt <= -4 || decpt > limit {
			useExp = true
		}
		if alt {
			vEnd = precision
		}
	default: // 'r'
		if decpt <= -4 || decpt > 16 {
			useExp = true
		}
	}
	exp := 0
	if useExp {
		exp = decpt - 1
		decpt = 1
	}
	vStart := 0
	if decpt <= 0 {
		vStart = decpt - 1
	}
	if !useExp && addDot0 {
		vEnd = max(vEnd, decpt+1)
	} else {
		vEnd = max(vEnd, decpt)
	}
	b := make([]byte, 0, vEnd-vStart+8) //krait:alloc-ok a float's digit layout: its precision plus at most 310 digits (a double's decimal exponent); callers check the precision against maxLen first (checkFloatSize, printf's checkLen)
	if decpt <= 0 {
		b = appendZeros(b, decpt-vStart)
		b = append(b, '.')
		b = appendZeros(b, -decpt)
	} else {
		b = appendZeros(b, -vStart)
	}
	// digits has at most maxFloatDigits bytes: floatDigits' callers cap
	// its ndigits, or ask for the shortest (at most 17); the zero padding
	// around them is bounded by the precision, checked by the callers.
	if 0 < decpt && decpt <= nd {
		b = append(b, digits[:decpt]...) //krait:alloc-ok at most maxFloatDigits bytes (floatDigits' ndigits is capped, or shortest: 17)
		b = append(b, '.')
		b = append(b, digits[decpt:]...) //krait:alloc-ok at most maxFloatDigits bytes (floatDigits' ndigits is capped, or shortest: 17)
	} else {
		b = append(b, digits...) //krait:alloc-ok at most maxFloatDigits bytes (floatDigits' ndigits is capped, or shortest: 17)
	}
	if nd < decpt {
		b = appendZeros(b, decpt-nd)
		b = append(b, '.')
		b = appendZeros(b, vEnd-decpt)
	} else {
		b = appendZeros(b, vEnd-nd)
	}
	if b[len(b)-1] == '.' && !alt {
		b = b[:len(b)-1]
	}
	if useExp {
		b = append(b, 'e')
		if exp < 0 {
			b = append(b, '-')
			exp = -exp
		} else {
			b = append(b, '+')
		}
		if exp < 10 {
			b = append(b, '0')
		}
		b = strconv.AppendInt(b, int64(exp), 10)
	}
	return string(b)
}

func appendZeros(b []byte, n int) []byte {
	for i := 0; i < n; i++ {
		b = append(b, '0') //krait:alloc-ok a float's digit layout: its precision plus at most 310 digits (a double's decimal exponent); callers check the precision against maxLen first (checkFloatSize, printf's checkLen)
	}
	return b
}

// FormatComplex implements format(c, spec) for a Python complex
// (complex.__format__). An empty spec gives repr(c).
func FormatComplex(c complex128, spec string, o Options) (string, error) {
	if spec == "" {
		s := ComplexRepr(c)
		return s, checkLen(len(s), o.MaxLen)
	}
	typeName := o.typeName("complex")
	s, err := ParseSpec(spec, typeName, 0)
	if err != nil {
		return "", err
	}
	s.resolve('>')
	switch s.Type {
	case 0, 'e', 'E', 'f', 'F', 'g', 'G', 'n':
	default:
		return "", unknownFormatCode(s.Type, typeName)
	}
	if s.Precision > math.MaxInt32 {
		return "", valueError("precision too big")
	}
	if s.Fill == '0' {
		return "", valueError("Zero padding is not allowed in complex format specifier")
	}
	if s.Align == '=' {
		return "", valueError("'=' alignment flag is not allowed in complex format specifier")
	}
	re, im := real(c), imag(c)
	typ := byte(s.Type)
	precision := s.Precision
	defaultPrecision := 6
	skipRe, parens := false, false
	if typ == 0 {
		typ = 'r'
		defaultPrecision = 0
		if re == 0 && !math.Signbit(re) {
			skipRe = true
		} else {
			parens = true
		}
	}
	if typ == 'n' {
		typ = 'g'
	}
	if precision < 0 {
		precision = defaultPrecision
	} else if typ == 'r' {
		typ = 'g'
	}
	if err := checkFloatSize(typ, precision, s.Alt, s.Width, o.MaxLen); err != nil {
		return "", err
	}
	g := groupingFor(&s)
	if s.Type == 'n' {
		g = grouping{}
	}
	part := Spec{Fill: ' ', Align: '<', Width: -1, Sign: s.Sign}
	var reStr string
	if !skipRe {
		p := splitFloat(doubleToString(re, typ, precision, s.Alt, false, s.NoNegZero))
		if reStr, err = layoutNumber(p, &part, g, o.MaxLen); err != nil {
			return "", err
		}
		part.Sign = '+'
	}
	p := splitFloat(doubleToString(im, typ, precision, s.Alt, false, s.NoNegZero))
	imStr, err := layoutNumber(p, &part, g, o.MaxLen)
	if err != nil {
		return "", err
	}
	var body string
	if parens {
		body = "(" + reStr + imStr + "j)"
	} else {
		body = reStr + imStr + "j"
	}
	return padString(body, len(body), s.Width, s.Align, s.Fill, o.MaxLen)
}
