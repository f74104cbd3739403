package pandas

import (
	"math"
	"strconv"
	"strings"
	"time"

	"github.com/kraitpy/krait/internal/wtf8"
	"github.com/kraitpy/krait/py"
)

// toJSON is DataFrame.to_json / Series.to_json: pandas 1.5's ujson
// encoder (its orients, number formatting, escapes and indentation),
// returning the text or writing it to a buffer; a path is refused.
func (m *Module) toJSON(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	vals, err := bind("to_json", []string{"path_or_buf", "orient", "date_format", "double_precision", "force_ascii",
		"date_unit", "default_handler", "lines", "compression", "index", "indent", "storage_options"}, 0, args, kwargs)
	if err != nil {
		return nil, err
	}
	if s, ok := vals[0].(*py.Str); ok {
		return nil, policyRefusal("to_json to a path ('" + s.String() + "')")
	}
	s, f, err := ndSelf(self)
	if err != nil {
		return nil, err
	}
	w := &jsonOut{t: t, m: m, prec: 10, ascii: true}
	orient, _ := argStr(orNone(vals[1]), "orient", "")
	if orient == "" {
		orient = "columns"
		if s != nil {
			orient = "index"
		}
	}
	switch orient {
	case "split", "records", "index", "columns", "values":
	case "table":
		return nil, py.NewNotImplementedError("to_json(orient='table') is not supported in krait")
	default:
		return nil, py.NewValueError("Invalid value '%s' for option 'orient'", orient)
	}
	if df, ok := strOf(orNone(vals[2])); ok {
		w.iso = df == "iso" // anything else is epoch, as in pandas 1.5
	}
	if !isNone(vals[3]) {
		p, err := py.Index(t, vals[3])
		if err != nil {
			return nil, err
		}
		if p < 0 || p > 15 {
			return nil, py.NewValueError("Invalid value '%d' for option 'double_precision', max is '15'", p)
		}
		w.prec = int(p)
	}
	if !isNone(vals[4]) {
		w.ascii, _ = argBool(t, vals[4], true)
	}
	if u, ok := strOf(orNone(vals[5])); ok && u != "ms" {
		return nil, py.NewNotImplementedError("to_json(date_unit='%s') is not supported in krait (only 'ms')", u)
	}
	lines, _ := argBool(t, orNone(vals[7]), false)
	if lines && orient != "records" {
		return nil, py.NewValueError("'lines' keyword only valid when 'orient' is records")
	}
	withIndex := true
	if !isNone(vals[9]) {
		withIndex, _ = argBool(t, vals[9], true)
		if !withIndex && orient != "split" && orient != "table" {
			return nil, py.NewValueError("'index=False' is only valid when 'orient' is 'split' or 'table'")
		}
	}
	if !isNone(vals[10]) {
		n, err := py.Index(t, vals[10])
		if err != nil {
			return nil, err
		}
		w.indent = int(max(n, 0))
	}
	if s != nil {
		err = w.series(s, orient, withIndex)
	} else {
		err = w.frame(f, orient, withIndex, lines)
	}
	if err != nil {
		return nil, err
	}
	if err := w.charge(); err != nil {
		return nil, err
	}
	text := py.NewStr(w.b.String())
	if buf := vals[0]; !isNone(buf) {
		if _, err := py.CallMethod(t, buf, "write", []py.Value{text}, nil); err != nil {
			return nil, err
		}
		return py.None, nil
	}
	return text, nil
}

// jsonOut writes pandas' JSON: compact, or with indent spaces per level
// and no space after a colon, as ujson writes it.
type jsonOut struct {
	t      *py.Thread
	m      *Module
	b      strings.Builder
	prec   int
	ascii  bool
	iso    bool
	indent int
	// first holds, per open container, whether no element was written.
	first   []bool
	charged int
}

// charge charges the text written since the last charge.
func (w *jsonOut) charge() error {
	if n := w.b.Len() - w.charged; n > 0 {
		w.charged = w.b.Len()
		return w.t.Alloc(int64(n))
	}
	return nil
}

func (w *jsonOut) open(c byte) error {
	w.b.WriteByte(c)
	w.first = append(w.first, true)
	return nil
}

func (w *jsonOut) close(c byte) error {
	empty := w.first[len(w.first)-1]
	w.first = w.first[:len(w.first)-1]
	if w.indent > 0 && !empty {
		if err := w.newline(); err != nil {
			return err
		}
	}
	w.b.WriteByte(c)
	return nil
}

// newline starts a line indented to the current depth. The indent is
// the caller's number: its spaces are charged before they are written.
func (w *jsonOut) newline() error {
	n := w.indent * len(w.first)
	if n < 0 || w.indent > 0 && n/w.indent != len(w.first) {
		return py.NewException(py.OverflowErrorType, "indent too large")
	}
	if err := w.charge(); err != nil {
		return err
	}
	if err := w.t.Alloc(int64(n) + 1); err != nil {
		return err
	}
	w.charged += n + 1
	w.b.WriteByte('\n')
	w.b.WriteString(strings.Repeat(" ", n)) //krait:alloc-ok charged above
	return nil
}

// item starts an element of the innermost container.
func (w *jsonOut) item() error {
	k := len(w.first) - 1
	if !w.first[k] {
		w.b.WriteByte(',')
	}
	w.first[k] = false
	if w.indent > 0 {
		if err := w.newline(); err != nil {
			return err
		}
	}
	if w.b.Len()-w.charged > 1<<16 {
		return w.charge()
	}
	return nil
}

// key starts a member of the innermost object.
func (w *jsonOut) key(s string) error {
	if err := w.item(); err != nil {
		return err
	}
	w.str(s)
	w.b.WriteByte(':')
	return nil
}

// str writes a JSON string with ujson's escapes: "/" too, control
// characters as \u00XX, and everything past ASCII as \uXXXX (surrogate
// pairs past the BMP) when ascii is set.
func (w *jsonOut) str(s string) {
	const hex = "0123456789abcdef"
	u4 := func(r rune) {
		w.b.WriteString(`\u`)
		w.b.WriteByte(hex[r>>12&15])
		w.b.WriteByte(hex[r>>8&15])
		w.b.WriteByte(hex[r>>4&15])
		w.b.WriteByte(hex[r&15])
	}
	w.b.WriteByte('"')
	for i := 0; i < len(s); {
		c := s[i]
		if c < 0x80 {
			switch c {
			case '"':
				w.b.WriteString(`\"`)
			case '\\':
				w.b.WriteString(`\\`)
			case '/':
				w.b.WriteString(`\/`)
			case '\b':
				w.b.WriteString(`\b`)
			case '\f':
				w.b.WriteString(`\f`)
			case '\n':
				w.b.WriteString(`\n`)
			case '\r':
				w.b.WriteString(`\r`)
			case '\t':
				w.b.WriteString(`\t`)
			default:
				if c < 0x20 {
					u4(rune(c))
				} else {
					w.b.WriteByte(c)
				}
			}
			i++
			continue
		}
		r, n := wtf8.DecodeRune(s[i:])
		if !w.ascii {
			w.b.WriteString(s[i : i+n])
		} else if r >= 0x10000 {
			r -= 0x10000
			u4(0xd800 + r>>10)
			u4(0xdc00 + r&0x3ff)
		} else {
			u4(r)
		}
		i += n
	}
	w.b.WriteByte('"')
}

// float writes a float64 as ujson does: null for NaN and infinities,
// C's %.{prec}g beyond 1e16 and below 1e-15, otherwise a fixed-point
// form with prec decimals, trailing zeros dropped but one kept.
func (w *jsonOut) float(v float64) {
	w.b.WriteString(ujsonDouble(v, w.prec))
}

// ujsonDouble is the text of v in pandas' ujson encoder.
func ujsonDouble(v float64, prec int) string {
	if math.IsNaN(v) || math.IsInf(v, 0) {
		return "null"
	}
	neg := v < 0
	if neg {
		v = -v
	}
	if v > 1e16 || v != 0 && v < 1e-15 {
		s := strconv.FormatFloat(v, 'g', prec, 64)
		if neg {
			return "-" + s
		}
		return s
	}
	pow10 := math.Pow10(prec)
	whole := uint64(v)
	tmp := (v - float64(whole)) * pow10
	frac := uint64(tmp)
	diff := tmp - float64(frac)
	if diff > 0.5 || diff == 0.5 && (frac == 0 || frac&1 == 1) {
		frac++
	}
	if float64(frac) >= pow10 {
		frac = 0
		whole++
	}
	var b []byte
	if neg {
		b = append(b, '-')
	}
	if prec == 0 {
		diff = v - float64(whole)
		if diff > 0.5 || diff == 0.5 && whole&1 == 1 {
			whole++
		}
		return string(strconv.AppendUint(b, whole, 10))
	}
	b = strconv.AppendUint(b, whole, 10)
	b = append(b, '.')
	if frac == 0 {
		return string(append(b, '0'))
	}
	digits := prec
	for frac%10 == 0 {
		frac /= 10
		digits--
	}
	fs := strconv.FormatUint(frac, 10)
	for range digits - len(fs) {
		b = append(b, '0') //krait:alloc-ok at most 15 digits (double_precision is at most 15)
	}
	return string(append(b, fs...)) //krait:alloc-ok at most 15 digits
}

// datetime writes nanoseconds since the epoch: milliseconds, or ISO 8601
// to the millisecond with date_format='iso'.
func (w *jsonOut) datetime(ns int64) {
	if ns == natInt {
		w.b.WriteString("null")
		return
	}
	if w.iso {
		w.b.WriteByte('"')
		w.b.WriteString(time.Unix(0, ns).UTC().Format("2006-01-02T15:04:05.000"))
		w.b.WriteByte('"')
		return
	}
	w.b.WriteString(strconv.FormatInt(ns/int64(time.Millisecond), 10))
}

// timedelta writes a duration: milliseconds (ISO durations are not
// supported: their milliseconds are written either way).
func (w *jsonOut) timedelta(ns int64) {
	if ns == natInt {
		w.b.WriteString("null")
		return
	}
	w.b.WriteString(strconv.FormatInt(ns/int64(time.Millisecond), 10))
}

// cell writes row j of column c.
func (w *jsonOut) cell(c *column, j int) error {
	switch c.dt {
	case dtBool:
		if c.b[j] {
			w.b.WriteString("true")
		} else {
			w.b.WriteString("false")
		}
	case dtInt:
		w.b.WriteString(strconv.FormatInt(c.i[j], 10))
	case dtFloat:
		w.float(c.f[j])
	case dtDatetime:
		w.datetime(c.i[j])
	case dtTimedelta:
		w.timedelta(c.i[j])
	default:
		return w.value(c.pyAt(w.m, j))
	}
	return nil
}

// value writes a Python value of an object column.
func (w *jsonOut) value(v py.Value) error {
	if err := w.t.Charge(1); err != nil {
		return err
	}
	if ns, ok := tsOf(v); ok {
		w.datetime(ns)
		return nil
	}
	if ns, ok := tdOf(v); ok {
		w.timedelta(ns)
		return nil
	}
	if isNAValue(v) {
		w.b.WriteString("null")
		return nil
	}
	switch x := v.(type) {
	case py.NoneType:
		w.b.WriteString("null")
	case py.Bool:
		if x {
			w.b.WriteString("true")
		} else {
			w.b.WriteString("false")
		}
	case py.Int, *py.BigInt:
		s, err := py.Repr(w.t, x)
		if err != nil {
			return err
		}
		w.b.WriteString(s)
	case py.Float:
		w.float(float64(x))
	case *py.Str:
		w.str(x.String())
	case *py.List, *py.Tuple:
		if err := w.enter(); err != nil {
			return err
		}
		defer w.t.LeaveData()
		items, err := w.m.itemsSnapshot(w.t, x)
		if err != nil {
			return err
		}
		if err := w.open('['); err != nil {
			return err
		}
		for _, it := range items {
			if err := w.item(); err != nil {
				return err
			}
			if err := w.value(it); err != nil {
				return err
			}
		}
		if err := w.close(']'); err != nil {
			return err
		}
	case *py.Dict:
		if err := w.enter(); err != nil {
			return err
		}
		defer w.t.LeaveData()
		if err := w.open('{'); err != nil {
			return err
		}
		// A snapshot: a key's __str__ or a value's may change the dict.
		for _, kv := range x.Items() {
			ks, err := w.label(kv[0])
			if err != nil {
				return err
			}
			if err := w.key(ks); err != nil {
				return err
			}
			if err := w.value(kv[1]); err != nil {
				return err
			}
		}
		if err := w.close('}'); err != nil {
			return err
		}
	default:
		if in, ok := v.(*py.Instance); ok {
			// numpy's scalars and subclasses of the built-in numbers
			if b, ok := numpyBool(in); ok {
				return w.value(py.NewBool(b))
			}
			if i, ok := numpyInt(in); ok {
				return w.value(py.NewInt(i))
			}
			switch in.Base.(type) {
			case py.Float, py.Int, *py.BigInt, py.Bool:
				return w.value(in.Base)
			}
		}
		s, err := py.ToStr(w.t, v)
		if err != nil {
			return err
		}
		w.str(s)
	}
	return nil
}

// enter counts one more level of a nested cell value against the data
// depth guard (py.Thread.EnterData); past it the error is ujson's.
func (w *jsonOut) enter() error {
	if err := w.t.EnterData(""); err != nil {
		return py.NewException(py.OverflowErrorType, "Maximum recursion level reached")
	}
	return nil
}

// label returns a label as an object key: a str itself, a Timestamp its
// milliseconds, anything else its str().
func (w *jsonOut) label(v py.Value) (string, error) {
	if s, ok := v.(*py.Str); ok {
		return s.String(), nil
	}
	if ns, ok := tsOf(v); ok && !w.iso {
		return strconv.FormatInt(ns/int64(time.Millisecond), 10), nil
	}
	return py.ToStr(w.t, v)
}

// series writes a Series in orient.
func (w *jsonOut) series(s *Series, orient string, withIndex bool) error {
	n := s.col.len()
	switch orient {
	case "records", "values":
		if err := w.open('['); err != nil {
			return err
		}
		for j := 0; j < n; j++ {
			if err := w.item(); err != nil {
				return err
			}
			if err := w.cell(s.col, j); err != nil {
				return err
			}
		}
		if err := w.close(']'); err != nil {
			return err
		}
	case "split":
		if err := w.open('{'); err != nil {
			return err
		}
		if err := w.key("name"); err != nil {
			return err
		}
		if err := w.value(orNone(s.name)); err != nil {
			return err
		}
		if withIndex {
			if err := w.key("index"); err != nil {
				return err
			}
			if err := w.labels(s.idx); err != nil {
				return err
			}
		}
		if err := w.key("data"); err != nil {
			return err
		}
		if err := w.series(s, "values", false); err != nil {
			return err
		}
		if err := w.close('}'); err != nil {
			return err
		}
	default: // index, columns
		if err := w.unique(s.idx, "Series index", orient); err != nil {
			return err
		}
		if err := w.open('{'); err != nil {
			return err
		}
		for j := 0; j < n; j++ {
			k, err := w.label(s.idx.labelAt(w.m, j))
			if err != nil {
				return err
			}
			if err := w.key(k); err != nil {
				return err
			}
			if err := w.cell(s.col, j); err != nil {
				return err
			}
		}
		if err := w.close('}'); err != nil {
			return err
		}
	}
	return nil
}

// unique checks that an index's labels can be object keys.
func (w *jsonOut) unique(ix *index, what, orient string) error {
	ok, err := ix.isUnique(w.t)
	if err != nil {
		return err
	}
	if !ok {
		if strings.HasPrefix(what, "Series") {
			return py.NewValueError("%s must be unique for orient='%s'", what, orient)
		}
		return py.NewValueError("%s must be unique for orient='%s'.", what, orient)
	}
	return nil
}

// labels writes an index's labels as an array.
func (w *jsonOut) labels(ix *index) error {
	if err := w.open('['); err != nil {
		return err
	}
	for j := 0; j < ix.len(); j++ {
		if err := w.item(); err != nil {
			return err
		}
		if err := w.value(ix.labelAt(w.m, j)); err != nil {
			return err
		}
	}
	if err := w.close(']'); err != nil {
		return err
	}
	return nil
}

// row writes row j of f as an object keyed by column labels.
func (w *jsonOut) row(f *Frame, keys []string, j int) error {
	if err := w.open('{'); err != nil {
		return err
	}
	for k, c := range f.cols {
		if err := w.key(keys[k]); err != nil {
			return err
		}
		if err := w.cell(c, j); err != nil {
			return err
		}
	}
	if err := w.close('}'); err != nil {
		return err
	}
	return nil
}

// frame writes a DataFrame in orient.
func (w *jsonOut) frame(f *Frame, orient string, withIndex, lines bool) error {
	if err := w.t.Charge(int64(f.nrows() * max(f.ncols(), 1))); err != nil {
		return err
	}
	if err := charge(w.t, dtObject, f.ncols()); err != nil {
		return err
	}
	keys := make([]string, f.ncols())
	for k := range keys {
		s, err := w.label(f.columns.labelAt(w.m, k))
		if err != nil {
			return err
		}
		keys[k] = s
	}
	switch orient {
	case "records":
		if lines {
			for j := 0; j < f.nrows(); j++ {
				w.first = w.first[:0]
				if err := w.row(f, keys, j); err != nil {
					return err
				}
				w.b.WriteByte('\n')
				if err := w.charge(); err != nil {
					return err
				}
			}
			return nil
		}
		if err := w.open('['); err != nil {
			return err
		}
		for j := 0; j < f.nrows(); j++ {
			if err := w.item(); err != nil {
				return err
			}
			if err := w.row(f, keys, j); err != nil {
				return err
			}
		}
		if err := w.close(']'); err != nil {
			return err
		}
	case "values":
		if err := w.open('['); err != nil {
			return err
		}
		for j := 0; j < f.nrows(); j++ {
			if err := w.item(); err != nil {
				return err
			}
			if err := w.open('['); err != nil {
				return err
			}
			for _, c := range f.cols {
				if err := w.item(); err != nil {
					return err
				}
				if err := w.cell(c, j); err != nil {
					return err
				}
			}
			if err := w.close(']'); err != nil {
				return err
			}
		}
		if err := w.close(']'); err != nil {
			return err
		}
	case "split":
		if err := w.open('{'); err != nil {
			return err
		}
		if err := w.key("columns"); err != nil {
			return err
		}
		if err := w.labels(f.columns); err != nil {
			return err
		}
		if withIndex {
			if err := w.key("index"); err != nil {
				return err
			}
			if err := w.labels(f.idx); err != nil {
				return err
			}
		}
		if err := w.key("data"); err != nil {
			return err
		}
		if err := w.frame(f, "values", false, false); err != nil {
			return err
		}
		if err := w.close('}'); err != nil {
			return err
		}
	case "index":
		if err := w.unique(f.idx, "DataFrame index", orient); err != nil {
			return err
		}
		if err := w.unique(f.columns, "DataFrame columns", orient); err != nil {
			return err
		}
		if err := w.open('{'); err != nil {
			return err
		}
		for j := 0; j < f.nrows(); j++ {
			k, err := w.label(f.idx.labelAt(w.m, j))
			if err != nil {
				return err
			}
			if err := w.key(k); err != nil {
				return err
			}
			if err := w.row(f, keys, j); err != nil {
				return err
			}
		}
		if err := w.close('}'); err != nil {
			return err
		}
	default: // columns
		if err := w.unique(f.idx, "DataFrame index", orient); err != nil {
			return err
		}
		if err := w.unique(f.columns, "DataFrame columns", orient); err != nil {
			return err
		}
		if err := w.open('{'); err != nil {
			return err
		}
		rows := make([]string, f.nrows())
		for j := range rows {
			s, err := w.label(f.idx.labelAt(w.m, j))
			if err != nil {
				return err
			}
			rows[j] = s
		}
		for k, c := range f.cols {
			if err := w.key(keys[k]); err != nil {
				return err
			}
			if err := w.open('{'); err != nil {
				return err
			}
			for j := range rows {
				if err := w.key(rows[j]); err != nil {
					return err
				}
				if err := w.cell(c, j); err != nil {
					return err
				}
			}
			if err := w.close('}'); err != nil {
				return err
			}
		}
		if err := w.close('}'); err != nil {
			return err
		}
	}
	return nil
}
