package pandas

import (
	"math"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/kraitpy/krait/py"
)

// This file formats columns as pandas 1.5's format_array does: floats
// at display.precision with trailing zeros trimmed equally across the
// column (switching to e-notation for tiny or huge values), ints and
// objects with a leading space, datetimes as dates when all are
// midnights; and the string helpers (justify, adjoin) its printers use.

// strLen is the display length of a string: its code points, as
// Python's len.
func strLen(s string) int { return utf8.RuneCountInString(s) }

// rjust, ljust and center pad to width in code points.
func rjust(s string, w int) string {
	if n := strLen(s); n < w {
		//krait:alloc-ok pads a formatted cell to the widest cell of its column: no more than the text already built; printing charges these copies first (chargeText)
		return strings.Repeat(" ", w-n) + s
	}
	return s
}

func ljust(s string, w int) string {
	if n := strLen(s); n < w {
		//krait:alloc-ok pads a formatted cell to the widest cell of its column: no more than the text already built; printing charges these copies first (chargeText)
		return s + strings.Repeat(" ", w-n)
	}
	return s
}

// center is Python's str.center.
func center(s string, w int) string {
	n := strLen(s)
	if n >= w {
		return s
	}
	marg := w - n
	left := marg/2 + (marg & w & 1)
	//krait:alloc-ok pads a formatted cell to the widest cell of its column: no more than the text already built; printing charges these copies first (chargeText)
	return strings.Repeat(" ", left) + s + strings.Repeat(" ", marg-left)
}

// justify pads every string to w by mode ("left", "center", "right").
func justify(ss []string, w int, mode string) []string {
	out := make([]string, len(ss))
	for j, s := range ss {
		switch mode {
		case "left":
			out[j] = ljust(s, w)
		case "center":
			out[j] = center(s, w)
		default:
			out[j] = rjust(s, w)
		}
	}
	return out
}

// maxLen returns the longest display length.
func maxLen(ss []string) int {
	m := 0
	for _, s := range ss {
		if n := strLen(s); n > m {
			m = n
		}
	}
	return m
}

// adjoin glues columns of strings side by side, each but the last
// padded to its width plus space (pandas' printing.adjoin).
func adjoin(space int, lists ...[]string) string {
	if len(lists) == 0 {
		return ""
	}
	lengths := make([]int, len(lists))
	rows := 0
	for k, l := range lists {
		if k < len(lists)-1 {
			lengths[k] = maxLen(l) + space
		} else {
			lengths[k] = maxLen(l)
		}
		if len(l) > rows {
			rows = len(l)
		}
	}
	var b strings.Builder
	for r := 0; r < rows; r++ {
		if r > 0 {
			b.WriteByte('\n')
		}
		for k, l := range lists {
			if r < len(l) {
				b.WriteString(ljust(l[r], lengths[k]))
			} else {
				//krait:alloc-ok pads a formatted cell to the widest cell of its column: no more than the text already built; printing charges these copies first (chargeText)
				b.WriteString(strings.Repeat(" ", lengths[k]))
			}
		}
	}
	return b.String()
}

// fixedWidth is _make_fixed_width: pad to the longest (at least
// minimum), truncating past display.max_colwidth with "...".
func (o *options) fixedWidth(ss []string, mode string, minimum int) []string {
	if len(ss) == 0 {
		return ss
	}
	w := maxLen(ss)
	if minimum > w {
		w = minimum
	}
	if o.maxColwidth >= 0 && w > o.maxColwidth {
		w = o.maxColwidth
	}
	out := ss
	if o.maxColwidth > 3 {
		out = make([]string, len(ss))
		for j, s := range ss {
			if strLen(s) > w {
				r := []rune(s)
				s = string(r[:w-3]) + "..."
			}
			out[j] = s
		}
	}
	return justify(out, w, mode)
}

// trimFront strips the leading spaces every string has.
func trimFront(ss []string) []string {
	for len(ss) > 0 {
		for _, s := range ss {
			if !strings.HasPrefix(s, " ") {
				return ss
			}
		}
		out := make([]string, len(ss))
		for j, s := range ss {
			out[j] = s[1:]
		}
		ss = out
	}
	return ss
}

// formatFixed is Python's '{: .Nf}' (sign space when lead) of x.
func formatFixed(x float64, prec int, lead bool) string {
	var s string
	switch {
	case math.IsNaN(x):
		s = "nan"
	case math.IsInf(x, 1):
		s = "inf"
	case math.IsInf(x, -1):
		s = "-inf"
	default:
		s = strconv.FormatFloat(x, 'f', prec, 64)
	}
	if lead && !strings.HasPrefix(s, "-") {
		s = " " + s
	}
	return s
}

// formatExp is Python's '{: .Ne}'.
func formatExp(x float64, prec int, lead bool) string {
	var s string
	switch {
	case math.IsNaN(x):
		s = "nan"
	case math.IsInf(x, 1):
		s = "inf"
	case math.IsInf(x, -1):
		s = "-inf"
	default:
		s = strconv.FormatFloat(x, 'e', prec, 64)
	}
	if lead && !strings.HasPrefix(s, "-") {
		s = " " + s
	}
	return s
}

// isNumberWithDecimal matches ^\s*[+-]?[0-9]+\.[0-9]*$.
func isNumberWithDecimal(s string) bool {
	s = strings.TrimLeft(s, " \t\n\r\f\v")
	if s != "" && (s[0] == '+' || s[0] == '-') {
		s = s[1:]
	}
	k := 0
	for k < len(s) && isDigit(s[k]) {
		k++
	}
	if k == 0 || k >= len(s) || s[k] != '.' {
		return false
	}
	for k++; k < len(s); k++ {
		if !isDigit(s[k]) {
			return false
		}
	}
	return true
}

// trimZerosFloat trims trailing zeros equally from every number with a
// decimal point, leaving one digit after the point. It trims ss in place
// (its caller's fresh slice) and returns it.
func trimZerosFloat(out []string) []string {
	for {
		any := false
		for _, s := range out {
			if isNumberWithDecimal(s) {
				any = true
				if !strings.HasSuffix(s, "0") {
					any = false
					break
				}
			}
		}
		if !any {
			break
		}
		for j, s := range out {
			if isNumberWithDecimal(s) {
				out[j] = s[:len(s)-1]
			}
		}
	}
	for j, s := range out {
		if isNumberWithDecimal(s) && strings.HasSuffix(s, ".") {
			out[j] = s + "0"
		}
	}
	return out
}

// trimZerosSingle trims one float's trailing zeros, keeping ".0".
func trimZerosSingle(s string) string {
	s = strings.TrimRight(s, "0")
	if strings.HasSuffix(s, ".") {
		s += "0"
	}
	return s
}

// formatFloats is FloatArrayFormatter for the default (no float_format)
// case: values at precision digits, zeros trimmed across the column,
// e-notation when some value would show as 0 or the column is too wide
// with large values.
func (o *options) formatFloats(t *py.Thread, vals []float64, lead bool, na string) ([]string, error) {
	if o.floatFormat != nil {
		//krait:alloc-ok one per value: formatStrings, the only caller, charged cellBytes per value first
		out := make([]string, len(vals))
		for j, v := range vals {
			if v != v {
				out[j] = na
				continue
			}
			r, err := py.Call(t, o.floatFormat, []py.Value{py.Float(v)}, nil)
			if err != nil {
				return nil, err
			}
			s, err := py.ToStr(t, r)
			if err != nil {
				return nil, err
			}
			out[j] = s
		}
		return out, nil
	}
	prec := o.precision
	with := func(exp bool) []string {
		//krait:alloc-ok one per value: formatStrings, the only caller, charged cellBytes per value first
		out := make([]string, len(vals))
		for j, v := range vals {
			if v != v {
				out[j] = na
				continue
			}
			if exp {
				out[j] = formatExp(v, prec, lead)
			} else {
				out[j] = formatFixed(v, prec, lead)
			}
		}
		return trimZerosFloat(out)
	}
	out := with(false)
	tooLong := len(out) > 0 && maxLen(out) > prec+6
	large, small := false, false
	limit := math.Pow(10, -float64(prec))
	for _, v := range vals {
		a := math.Abs(v)
		if a > 1e6 {
			large = true
		}
		if a < limit && a > 0 {
			small = true
		}
	}
	if small || (tooLong && large) {
		out = with(true)
	}
	return out, nil
}

// formatValues is format_array(values).get_result(): the column's
// values as fixed-width strings (right-justified), with a leading space
// for numbers and objects when lead is set.
func (m *Module) formatValues(t *py.Thread, c *column, lead bool, na string) ([]string, error) {
	ss, err := m.formatStrings(t, c, lead, na)
	if err != nil {
		return nil, err
	}
	return m.opts.fixedWidth(ss, "right", 0), nil
}

// cellBytes is what one formatted cell of a number takes before it is
// padded: the string header and a short text.
const cellBytes = 48

// chargeText charges the text that printing makes of formatted cells:
// each cell padded to the widest (justify, fixedWidth), the lines they
// are joined into (adjoin), and the growth of that buffer; about three
// copies of len(ss) x the widest cell. Printing charges it once per
// column, before the copies are made.
func chargeText(t *py.Thread, ss []string) error {
	w := 0
	for _, s := range ss {
		w = max(w, len(s))
	}
	if err := chargeCells(t, len(ss), w+16, 3); err != nil {
		return err
	}
	return t.ChargeBytes(len(ss) * w)
}

// formatStrings formats each value before padding; the cells and the
// text they will be padded and joined into are charged (chargeText).
func (m *Module) formatStrings(t *py.Thread, c *column, lead bool, na string) (ss []string, err error) {
	n := c.len()
	if err := t.Charge(int64(n)); err != nil {
		return nil, err
	}
	if err := chargeCells(t, n, 1, cellBytes); err != nil {
		return nil, err
	}
	defer func() {
		if err == nil {
			err = chargeText(t, ss)
		}
	}()
	o := &m.opts
	switch c.dt {
	case dtFloat:
		return o.formatFloats(t, c.f, lead, na)
	case dtInt:
		out := make([]string, n)
		for j, v := range c.i {
			s := strconv.FormatInt(v, 10)
			if lead && v >= 0 {
				s = " " + s
			}
			out[j] = s
		}
		return out, nil
	case dtBool:
		out := make([]string, n)
		for j, v := range c.b {
			s := "False"
			if v {
				s = "True"
			}
			if lead {
				s = " " + s
			}
			out[j] = s
		}
		return out, nil
	case dtDatetime:
		return formatDatetimes(c.i, "NaT"), nil
	case dtTimedelta:
		return formatTimedeltas(c.i, "NaT"), nil
	}
	out := make([]string, n)
	for j, v := range c.o {
		if f, ok := v.(py.Float); ok && f == f {
			s, err := o.formatObjectFloat(t, float64(f))
			if err != nil {
				return nil, err
			}
			out[j] = s
			continue
		}
		if in, ok := v.(*py.Instance); ok {
			if f, ok := in.Base.(py.Float); ok && f == f {
				s, err := o.formatObjectFloat(t, float64(f))
				if err != nil {
					return nil, err
				}
				out[j] = s
				continue
			}
		}
		s, err := m.formatObject(t, v, na)
		if err != nil {
			return nil, err
		}
		if lead {
			s = " " + s
		}
		out[j] = s
	}
	return out, nil
}

// formatObjectFloat formats a float inside an object column.
func (o *options) formatObjectFloat(t *py.Thread, f float64) (string, error) {
	if o.floatFormat != nil {
		r, err := py.Call(t, o.floatFormat, []py.Value{py.Float(f)}, nil)
		if err != nil {
			return "", err
		}
		return py.ToStr(t, r)
	}
	return trimZerosSingle(formatFixed(f, o.precision, true)), nil
}

// formatObject is GenericArrayFormatter's _format of one object: None,
// NaN and NaT by name, pandas objects by str, others by pprint_thing.
func (m *Module) formatObject(t *py.Thread, v py.Value, na string) (string, error) {
	switch x := v.(type) {
	case py.NoneType:
		return "None", nil
	case py.Float:
		if x != x {
			return na, nil
		}
	case *py.Instance:
		if isNaT(x) {
			return "NaT", nil
		}
		if _, ok := x.Base.(*naValue); ok {
			return "<NA>", nil
		}
	}
	return m.pprint(t, v, 0, false)
}

// escapeText escapes tabs and newlines as pprint_thing does.
func escapeText(s string) string {
	if !strings.ContainsAny(s, "\t\n\r") {
		return s
	}
	s = strings.ReplaceAll(s, "\t", `\t`)
	s = strings.ReplaceAll(s, "\n", `\n`)
	return strings.ReplaceAll(s, "\r", `\r`)
}

// pprint is pandas' pprint_thing: sequences and dicts with their items
// pprinted (strings unquoted inside sequences, quoted inside dicts),
// other values by str with tabs and newlines escaped.
func (m *Module) pprint(t *py.Thread, v py.Value, depth int, quote bool) (string, error) {
	if err := t.Tick(); err != nil {
		return "", err
	}
	if depth < 3 {
		switch x := v.(type) {
		case *py.Dict:
			//krait:alloc-ok one per item of a list the program holds
			parts := make([]string, 0, x.Len())
			for k, kv := range x.Items() {
				if k >= 100 {
					parts = append(parts, "...")
					break
				}
				ks, err := m.pprint(t, kv[0], depth+1, true)
				if err != nil {
					return "", err
				}
				vs, err := m.pprint(t, kv[1], depth+1, true)
				if err != nil {
					return "", err
				}
				parts = append(parts, ks+": "+vs)
			}
			return "{" + strings.Join(parts, ", ") + "}", nil
		case *py.List, *py.Tuple, *py.Set, *py.FrozenSet:
			var items []py.Value
			open, close := "[", "]"
			switch y := x.(type) {
			case *py.List:
				items = y.Items()
			case *py.Tuple:
				items = y.Items()
				open, close = "(", ")"
			case *py.Set:
				items = y.Elements()
				open, close = "{", "}"
			case *py.FrozenSet:
				items = y.Elements()
				open, close = "(", ")"
			}
			parts := make([]string, 0, len(items))
			for k, it := range items {
				if k >= 100 {
					break
				}
				s, err := m.pprint(t, it, depth+1, quote)
				if err != nil {
					return "", err
				}
				parts = append(parts, s)
			}
			body := strings.Join(parts, ", ")
			if len(items) > 100 {
				body += ", ..."
			} else if _, ok := x.(*py.Tuple); ok && len(items) == 1 {
				body += ","
			}
			return open + body + close, nil
		}
	}
	if s, ok := v.(*py.Str); ok {
		if quote {
			return "'" + escapeText(s.String()) + "'", nil
		}
		return escapeText(s.String()), nil
	}
	s, err := py.ToStr(t, v)
	if err != nil {
		return "", err
	}
	return escapeText(s), nil
}

// formatIndexLabels is Index.format() of a flat index (without the
// name): objects by pprint, numbers through format_array left-justified
// with the common leading space trimmed.
func (m *Module) formatIndexLabels(t *py.Thread, ix *index) ([]string, error) {
	c, err := ix.values(t, m)
	if err != nil {
		return nil, err
	}
	return m.formatLabelColumn(t, c)
}

// formatLabelColumn formats a column of labels as Index.format does.
func (m *Module) formatLabelColumn(t *py.Thread, c *column) ([]string, error) {
	if c.dt == dtObject {
		if err := chargeCells(t, len(c.o), 1, cellBytes); err != nil {
			return nil, err
		}
		out := make([]string, len(c.o))
		for j, v := range c.o {
			if f, ok := v.(py.Float); ok && f != f {
				out[j] = "NaN"
				continue
			}
			s, err := m.pprint(t, v, 0, false)
			if err != nil {
				return nil, err
			}
			out[j] = s
		}
		return out, chargeText(t, out)
	}
	ss, err := m.formatStrings(t, c, true, "NaN")
	if err != nil {
		return nil, err
	}
	return trimFront(m.opts.fixedWidth(ss, "left", 0)), nil
}
