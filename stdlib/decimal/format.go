package decimal

import (
	"strconv"
	"strings"

	"github.com/cockroachdb/apd/v3"
	"github.com/kraitpy/krait/internal/pyfmt"
	"github.com/kraitpy/krait/py"
)

// installFormat adds Decimal.__format__, following CPython's decimal
// formatting: types e E f F g G % and none, rounding with the context's
// rounding mode, and the alignment, sign, grouping and 0 flags.
func (m *module) installFormat() {
	method(m.cls, "__format__", func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		d, err := m.recv(self)
		if err != nil {
			return nil, err
		}
		if err := py.CheckExactlyOne("__format__", args, kwargs); err != nil {
			return nil, err
		}
		s, ok := args[0].(*py.Str)
		if !ok {
			return nil, py.NewTypeError("format() argument 1 must be str, not %s", py.TypeName(args[0]))
		}
		ctx, err := m.ctx()
		if err != nil {
			return nil, err
		}
		out, err := formatDec(t, d, s.String(), ctx)
		if err != nil {
			return nil, err
		}
		return py.NewStr(out), nil
	})
}

// formatDec is format(d, spec) under ctx.
func formatDec(t *py.Thread, d *apd.Decimal, spec string, ctx *apd.Context) (string, error) {
	invalid := py.NewValueError("invalid format string")
	// CPython 3.11 takes the z flag out of the spec before libmpdec
	// parses the rest, so "zE<" is fill 'E', align '<'.
	noNegZero := false
	if i := strings.IndexByte(spec, 'z'); i >= 0 {
		// Only [[fill]align][sign] may come before it.
		if !zPrefix([]rune(spec[:i])) {
			return "", invalid
		}
		noNegZero = true
		spec = spec[:i] + spec[i+1:]
	}
	sp, err := pyfmt.ParseSpec(spec, "decimal.Decimal", 0)
	if err != nil || sp.NoNegZero {
		return "", invalid
	}
	sp.NoNegZero = noNegZero
	if sp.Alt || sp.Grouping == '_' || badZero(spec) {
		return "", invalid
	}
	if sp.Type == 'n' {
		sp.Type = 'g' // the C locale has no separators
	}
	if !strings.ContainsRune("eEfFgG%\x00", sp.Type) {
		return "", invalid
	}
	if sp.Width > 1<<28 || sp.Precision > 1<<24 {
		return "", invalid
	}
	if err := t.Alloc(int64(sp.Width) + int64(sp.Precision) + 16); err != nil {
		return "", err
	}
	fill, align := string(sp.Fill), sp.Align
	if sp.ZeroPad {
		fill, align = "0", '='
	}
	if align == 0 {
		align = '>'
	}
	signOf := func(neg bool) string {
		if neg {
			return "-"
		}
		if sp.Sign == '+' || sp.Sign == ' ' {
			return string(sp.Sign)
		}
		return ""
	}
	if d.Form != apd.Finite {
		a := new(apd.Decimal).Set(d)
		a.Negative = false
		body := sciString(a)
		if sp.Type == '%' {
			body += "%"
		}
		if sp.ZeroPad {
			fill, align = " ", '>'
		}
		return alignDec(signOf(d.Negative), body, fill, align, sp.Width), nil
	}
	typ := sp.Type
	if typ == 0 {
		typ = 'G'
	}
	prec := sp.Precision
	if prec == 0 && (typ == 'g' || typ == 'G') {
		prec = 1
	}
	x := new(apd.Decimal).Set(d)
	if typ == '%' {
		x.Exponent += 2
	}
	rc := *ctx
	if prec >= 0 {
		switch typ {
		case 'e', 'E':
			rc.Precision = uint32(prec + 1)
			if _, err := rc.Round(x, x); err != nil {
				return "", invalid
			}
			if k := int64(prec+1) - x.NumDigits(); k > 0 && !x.IsZero() {
				var p apd.BigInt
				p.Exp(apd.NewBigInt(10), apd.NewBigInt(k), nil)
				x.Coeff.Mul(&x.Coeff, &p)
				x.Exponent -= int32(k)
			}
		case 'f', 'F', '%':
			rc.Precision = uint32(x.NumDigits()) + uint32(prec) + uint32(abs32(x.Exponent)) + 2
			if _, err := rc.Quantize(x, x, int32(-prec)); err != nil {
				return "", invalid
			}
		case 'g', 'G':
			if x.NumDigits() > int64(prec) {
				rc.Precision = uint32(prec)
				if _, err := rc.Round(x, x); err != nil {
					return "", invalid
				}
			}
		}
	}
	if x.IsZero() && x.Exponent > 0 && (typ == 'f' || typ == 'F' || typ == '%') {
		x.Exponent = 0
	}
	neg := x.Negative
	if x.IsZero() && sp.NoNegZero {
		neg = false
	}
	digits := x.Coeff.String()
	nd := int64(len(digits))
	left := int64(x.Exponent) + nd
	var dot int64
	switch typ {
	case 'e', 'E':
		dot = 1
		if x.IsZero() && prec >= 0 {
			dot = int64(1 - prec)
		}
	case 'f', 'F', '%':
		dot = left
	default:
		dot = 1
		if x.Exponent <= 0 && left > -6 {
			dot = left
		}
	}
	if dot-nd > 1<<20 || -dot > 1<<20 {
		return "", invalid
	}
	room := nd + dot
	if dot < 0 {
		room = nd - dot
	}
	if err := t.Alloc(room); err != nil {
		return "", err
	}
	var intpart, frac string
	switch {
	case dot < 0:
		intpart, frac = "0", strings.Repeat("0", int(-dot))+digits
	case dot > nd:
		intpart = digits + strings.Repeat("0", int(dot-nd))
	default:
		intpart, frac = digits[:dot], digits[dot:]
		if intpart == "" {
			intpart = "0"
		}
	}
	exp := left - dot
	sign := signOf(neg)
	if frac != "" || sp.Alt {
		frac = "." + frac
	}
	if exp != 0 || typ == 'e' || typ == 'E' {
		echar := "e"
		if typ == 'E' || typ == 'G' {
			echar = "E"
		}
		es := strconv.FormatInt(exp, 10)
		if exp >= 0 {
			es = "+" + es
		}
		frac += echar + es
	}
	if typ == '%' {
		frac += "%"
	}
	minWidth := 0
	if sp.ZeroPad {
		minWidth = sp.Width - len([]rune(frac)) - len(sign)
	}
	sep := ""
	if sp.Grouping != 0 {
		sep = string(sp.Grouping)
	}
	intpart = groupDigits(intpart, sep, minWidth)
	return alignDec(sign, intpart+frac, fill, align, sp.Width), nil
}

// abs32 is |x|.
func abs32(x int32) int32 {
	if x < 0 {
		return -x
	}
	return x
}

// groupDigits inserts sep every three digits and pads with zeros up to
// minWidth characters, as CPython's _insert_thousands_sep does.
func groupDigits(digits, sep string, minWidth int) string {
	if sep == "" {
		if n := minWidth - len(digits); n > 0 {
			return strings.Repeat("0", n) + digits //krait:alloc-ok the width is at most 2**28 and charged by formatDec (t.Alloc(width + precision)) before formatting
		}
		return digits
	}
	var groups []string
	for {
		l := len(digits)
		if minWidth > l {
			l = minWidth
		}
		if l < 1 {
			l = 1
		}
		if l > 3 {
			l = 3
		}
		take := digits
		if len(take) > l {
			take = take[len(take)-l:]
		}
		groups = append(groups, strings.Repeat("0", l-len(take))+take) //krait:alloc-ok one group per 3 digits of a Decimal being formatted, padded to the width charged by formatDec
		digits = digits[:len(digits)-len(take)]
		minWidth -= l
		if digits == "" && minWidth <= 0 {
			break
		}
		minWidth -= len(sep)
	}
	for i, j := 0, len(groups)-1; i < j; i, j = i+1, j-1 {
		groups[i], groups[j] = groups[j], groups[i]
	}
	return strings.Join(groups, sep) //krait:alloc-ok the digits of a Decimal being formatted and one separator per 3, padded to the width charged by formatDec
}

// alignDec pads sign+body to width with fill, as CPython's _format_align.
func alignDec(sign, body, fill string, align byte, width int) string {
	n := width - len([]rune(sign)) - len([]rune(body))
	if n <= 0 {
		return sign + body
	}
	pad := strings.Repeat(fill, n) //krait:alloc-ok the width is at most 2**28 and charged by formatDec (t.Alloc(width + precision)) before formatting
	switch align {
	case '<':
		return sign + body + pad
	case '=':
		return sign + pad + body
	case '^':
		half := strings.Repeat(fill, n/2)                       //krait:alloc-ok the width is at most 2**28 and charged by formatDec (t.Alloc(width + precision)) before formatting
		return half + sign + body + strings.Repeat(fill, n-n/2) //krait:alloc-ok the width is at most 2**28 and charged by formatDec (t.Alloc(width + precision)) before formatting
	}
	return pad + sign + body
}

// badZero reports a '0' that libmpdec refuses: after an explicit
// alignment, or a second leading zero after the 0 flag.
func badZero(spec string) bool {
	rs := []rune(spec)
	pos, aligned := 0, false
	isAlign := func(r rune) bool { return r == '<' || r == '>' || r == '=' || r == '^' }
	if len(rs) >= 2 && isAlign(rs[1]) {
		pos, aligned = 2, true
	} else if len(rs) >= 1 && isAlign(rs[0]) {
		pos, aligned = 1, true
	}
	if pos < len(rs) && (rs[pos] == '+' || rs[pos] == '-' || rs[pos] == ' ') {
		pos++
	}
	if pos < len(rs) && rs[pos] == '#' {
		pos++
	}
	if pos >= len(rs) || rs[pos] != '0' {
		return false
	}
	return aligned || pos+1 < len(rs) && rs[pos+1] == '0'
}

// zPrefix reports whether p is a valid [[fill]align][sign] prefix.
func zPrefix(p []rune) bool {
	isAlign := func(r rune) bool { return r == '<' || r == '>' || r == '=' || r == '^' }
	if len(p) > 0 && (p[len(p)-1] == '+' || p[len(p)-1] == '-' || p[len(p)-1] == ' ') {
		if len(p) == 1 || len(p) == 2 && isAlign(p[0]) || len(p) == 3 && isAlign(p[1]) {
			return true
		}
	}
	return len(p) == 0 || len(p) == 1 && isAlign(p[0]) || len(p) == 2 && isAlign(p[1])
}
