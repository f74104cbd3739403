package csv

import (
	"strings"

	"github.com/kraitpy/krait/py"
)

// builtinType makes a csv object type with Go methods.
func builtinType(name, module string, methods map[string]py.BuiltinFunc, props map[string]py.BuiltinFunc) *py.Type {
	t := py.NewBuiltinType(name, py.ObjectType)
	t.Module = module
	for n, f := range methods {
		t.Dict.SetStr(n, &py.Builtin{Name: n, Owner: t, Fn: f})
	}
	for n, f := range props {
		t.Dict.SetStr(n, &py.Property{Name: n, Get: &py.Builtin{Name: n, Owner: t, Fn: f}})
	}
	return t
}

// writerType is the type of csv writers.
var writerType = builtinType("writer", "_csv", map[string]py.BuiltinFunc{
	"writerow": func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		w, ok := self.(*Writer)
		if !ok {
			return nil, py.NewTypeError("writerow needs a writer")
		}
		if err := py.CheckExactlyOne("writerow", args, kwargs); err != nil {
			return nil, err
		}
		return w.writeRow(t, args[0])
	},
	"writerows": func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		w, ok := self.(*Writer)
		if !ok {
			return nil, py.NewTypeError("writerows needs a writer")
		}
		if err := py.CheckExactlyOne("writerows", args, kwargs); err != nil {
			return nil, err
		}
		rows, err := py.Items(t, args[0])
		if err != nil {
			return nil, err
		}
		for _, r := range rows {
			if _, err := w.writeRow(t, r); err != nil {
				return nil, err
			}
		}
		return py.None, nil
	},
}, map[string]py.BuiltinFunc{
	"dialect": func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		w, ok := self.(*Writer)
		if !ok {
			return nil, py.NewTypeError("dialect needs a writer")
		}
		return w.d, nil
	},
})

// Writer is a csv writer onto an object with a write method.
type Writer struct {
	m     *module
	write py.Value
	d     *dialect
}

// Type returns _csv.writer.
func (*Writer) Type() *py.Type { return writerType }

// writer is csv.writer(fileobj, dialect='excel', **fmtparams).
func (m *module) writer(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	dv, kwargs, err := dialectArg(args, kwargs)
	if err != nil {
		return nil, err
	}
	d, rest, err := m.parseDialect(t, dv, kwargs)
	if err != nil {
		return nil, err
	}
	if len(rest) > 0 {
		return nil, py.NewTypeError("'%s' is an invalid keyword argument for this function", rest[0].Name)
	}
	return m.newWriter(t, args[0], d)
}

// newWriter binds a writer to fileobj.write.
func (m *module) newWriter(t *py.Thread, f py.Value, d *dialect) (*Writer, error) {
	w, err := py.GetAttr(t, f, "write")
	if err != nil || !py.IsCallable(w) {
		return nil, py.NewTypeError("argument 1 must have a \"write\" method")
	}
	return &Writer{m: m, write: w, d: d}, nil
}

// isNumber reports whether v is an int, bool or float.
func isNumber(v py.Value) bool {
	if _, ok := v.(py.Float); ok {
		return true
	}
	if _, ok := py.AsBig(v); ok {
		return true
	}
	return false
}

// writeRow formats and writes one row.
func (w *Writer) writeRow(t *py.Thread, row py.Value) (py.Value, error) {
	it, err := py.Iterate(t, row)
	if err != nil {
		return nil, w.m.fail("iterable expected, not " + py.TypeName(row))
	}
	d := w.d
	var fields []string
	var b strings.Builder
	n := 0
	for {
		v, err := it.Next(t)
		if err != nil {
			return nil, err
		}
		if v == nil {
			break
		}
		if err := t.Charge(1); err != nil {
			return nil, err
		}
		var s string
		switch x := v.(type) {
		case *py.Str:
			s = x.String()
		default:
			if v == py.None {
				s = ""
			} else if s, err = py.ToStr(t, v); err != nil {
				return nil, err
			}
		}
		quote := false
		switch d.quoting {
		case quoteAll:
			quote = true
		case quoteNonNumeric:
			quote = !isNumber(v)
		}
		f, err := w.field(s, quote)
		if err != nil {
			return nil, err
		}
		fields = append(fields, f)
		n++
	}
	if n == 1 && fields[0] == "" {
		if d.quoting == quoteNone {
			return nil, w.m.fail("single empty field record must be quoted")
		}
		fields[0] = string(d.quotechar) + string(d.quotechar)
	}
	for i, f := range fields {
		if i > 0 {
			b.WriteRune(d.delimiter)
		}
		b.WriteString(f)
	}
	b.WriteString(d.lineterminator)
	if err := t.Alloc(int64(b.Len())); err != nil {
		return nil, err
	}
	return py.Call(t, w.write, []py.Value{py.NewStr(b.String())}, nil)
}

// field quotes and escapes one field.
func (w *Writer) field(s string, quote bool) (string, error) {
	d := w.d
	var b strings.Builder
	special := func(c rune) bool {
		return c == d.delimiter || c == d.escapechar && d.escapechar != 0 || c == d.quotechar && d.quotechar != 0 ||
			strings.ContainsRune(d.lineterminator, c)
	}
	for _, c := range s {
		wantEsc := false
		if special(c) {
			if d.quoting == quoteNone {
				wantEsc = true
			} else {
				if c == d.quotechar && d.quotechar != 0 {
					if d.doublequote {
						b.WriteRune(c)
					} else {
						wantEsc = true
					}
				} else if c == d.escapechar && d.escapechar != 0 {
					wantEsc = true
				}
				if !wantEsc {
					quote = true
				}
			}
			if wantEsc {
				if d.escapechar == 0 {
					return "", w.m.fail("need to escape, but no escapechar set")
				}
				b.WriteRune(d.escapechar)
			}
		}
		b.WriteRune(c)
	}
	if quote && d.quoting != quoteNone {
		q := string(d.quotechar)
		return q + b.String() + q, nil
	}
	return b.String(), nil
}

// dictWriterType is the type of DictWriter objects.
var dictWriterType = builtinType("DictWriter", "csv", map[string]py.BuiltinFunc{
	"writeheader": func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		w, ok := self.(*DictWriter)
		if !ok {
			return nil, py.NewTypeError("writeheader needs a DictWriter")
		}
		if err := py.CheckNoArgs("writeheader", args, kwargs); err != nil {
			return nil, err
		}
		return w.w.writeRow(t, py.NewList(w.fieldnames))
	},
	"writerow": func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		w, ok := self.(*DictWriter)
		if !ok {
			return nil, py.NewTypeError("writerow needs a DictWriter")
		}
		if err := py.CheckExactlyOne("writerow", args, kwargs); err != nil {
			return nil, err
		}
		return w.writeRow(t, args[0])
	},
	"writerows": func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		w, ok := self.(*DictWriter)
		if !ok {
			return nil, py.NewTypeError("writerows needs a DictWriter")
		}
		if err := py.CheckExactlyOne("writerows", args, kwargs); err != nil {
			return nil, err
		}
		rows, err := py.Items(t, args[0])
		if err != nil {
			return nil, err
		}
		for _, r := range rows {
			if _, err := w.writeRow(t, r); err != nil {
				return nil, err
			}
		}
		return py.None, nil
	},
}, map[string]py.BuiltinFunc{
	"fieldnames": func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		w, ok := self.(*DictWriter)
		if !ok {
			return nil, py.NewTypeError("fieldnames needs a DictWriter")
		}
		return py.NewList(append([]py.Value(nil), w.fieldnames...)), nil
	},
})

// DictWriter writes dicts as rows in fieldnames order.
type DictWriter struct {
	w          *Writer
	fieldnames []py.Value
	restval    py.Value
	raise      bool
}

// Type returns csv.DictWriter.
func (*DictWriter) Type() *py.Type { return dictWriterType }

// dictWriter is csv.DictWriter(f, fieldnames, restval=”, extrasaction='raise', dialect='excel', **kw).
func (m *module) dictWriter(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	var f, names, restval, extras, dv py.Value
	var fmt []py.Kwarg
	var own []py.Kwarg
	for _, kw := range kwargs {
		switch kw.Name {
		case "f", "fieldnames", "restval", "extrasaction", "dialect":
			own = append(own, kw)
		default:
			fmt = append(fmt, kw)
		}
	}
	restval, extras = py.NewStr(""), py.NewStr("raise")
	if err := py.UnpackArgs("DictWriter", args, own, []string{"f", "fieldnames", "restval", "extrasaction", "dialect"}, 2, &f, &names, &restval, &extras, &dv); err != nil {
		return nil, err
	}
	es, _ := extras.(*py.Str)
	if es == nil || (es.String() != "raise" && es.String() != "ignore") {
		s, _ := py.ToStr(t, extras)
		return nil, py.NewValueError("extrasaction (%s) must be 'raise' or 'ignore'", s)
	}
	d, rest, err := m.parseDialect(t, dv, fmt)
	if err != nil {
		return nil, err
	}
	if len(rest) > 0 {
		return nil, py.NewTypeError("'%s' is an invalid keyword argument for this function", rest[0].Name)
	}
	w, err := m.newWriter(t, f, d)
	if err != nil {
		return nil, err
	}
	fn, err := py.Items(t, names)
	if err != nil {
		return nil, err
	}
	return &DictWriter{w: w, fieldnames: fn, restval: restval, raise: es.String() == "raise"}, nil
}

// writeRow writes one dict.
func (w *DictWriter) writeRow(t *py.Thread, row py.Value) (py.Value, error) {
	if w.raise {
		keys, err := py.Items(t, row)
		if err != nil {
			return nil, err
		}
		var wrong []string
		for _, k := range keys {
			found := false
			for _, f := range w.fieldnames {
				if eq, err := py.Equal(t, k, f); err != nil {
					return nil, err
				} else if eq {
					found = true
					break
				}
			}
			if !found {
				r, err := py.Repr(t, k)
				if err != nil {
					return nil, err
				}
				wrong = append(wrong, r)
			}
		}
		if len(wrong) > 0 {
			return nil, py.NewValueError("dict contains fields not in fieldnames: %s", strings.Join(wrong, ", "))
		}
	}
	vals := make([]py.Value, len(w.fieldnames))
	for i, f := range w.fieldnames {
		v, err := py.CallMethod(t, row, "get", []py.Value{f, w.restval}, nil)
		if err != nil {
			return nil, err
		}
		vals[i] = v
	}
	return w.w.writeRow(t, py.NewList(vals))
}

// dictReaderType is the type of DictReader objects.
var dictReaderType = builtinType("DictReader", "csv", nil, map[string]py.BuiltinFunc{
	"fieldnames": func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		r, ok := self.(*DictReader)
		if !ok {
			return nil, py.NewTypeError("fieldnames needs a DictReader")
		}
		if err := r.loadNames(t); err != nil {
			return nil, err
		}
		if r.fieldnames == nil {
			return py.None, nil
		}
		return py.NewList(append([]py.Value(nil), r.fieldnames...)), nil
	},
	"line_num": func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		dr, ok := self.(*DictReader)
		if !ok {
			return nil, py.NewTypeError("line_num needs a DictReader")
		}
		return py.NewInt(int64(dr.r.lineNum)), nil
	},
	"restkey": func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		dr, ok := self.(*DictReader)
		if !ok {
			return nil, py.NewTypeError("restkey needs a DictReader")
		}
		return dr.restkey, nil
	},
	"restval": func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		dr, ok := self.(*DictReader)
		if !ok {
			return nil, py.NewTypeError("restval needs a DictReader")
		}
		return dr.restval, nil
	},
})

// DictReader reads rows as dicts keyed by the header (or given) names.
type DictReader struct {
	r                *Reader
	fieldnames       []py.Value
	loaded           bool
	restkey, restval py.Value
}

// Type returns csv.DictReader.
func (*DictReader) Type() *py.Type { return dictReaderType }

// dictReader is csv.DictReader(f, fieldnames=None, restkey=None, restval=None, dialect='excel', **kw).
func (m *module) dictReader(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	var f, names, restkey, restval, dv py.Value
	var fmt, own []py.Kwarg
	for _, kw := range kwargs {
		switch kw.Name {
		case "f", "fieldnames", "restkey", "restval", "dialect":
			own = append(own, kw)
		default:
			fmt = append(fmt, kw)
		}
	}
	if err := py.UnpackArgs("DictReader", args, own, []string{"f", "fieldnames", "restkey", "restval", "dialect"}, 1, &f, &names, &restkey, &restval, &dv); err != nil {
		return nil, err
	}
	d, rest, err := m.parseDialect(t, dv, fmt)
	if err != nil {
		return nil, err
	}
	if len(rest) > 0 {
		return nil, py.NewTypeError("'%s' is an invalid keyword argument for this function", rest[0].Name)
	}
	it, err := py.Iterate(t, f)
	if err != nil {
		return nil, err
	}
	dr := &DictReader{r: &Reader{m: m, src: it, d: d}, restkey: restkey, restval: restval}
	if dr.restkey == nil {
		dr.restkey = py.None
	}
	if dr.restval == nil {
		dr.restval = py.None
	}
	if names != nil && names != py.None {
		if dr.fieldnames, err = py.Items(t, names); err != nil {
			return nil, err
		}
		dr.loaded = true
	}
	return dr, nil
}

// loadNames reads the header row when no field names were given.
func (dr *DictReader) loadNames(t *py.Thread) error {
	if dr.loaded {
		return nil
	}
	dr.loaded = true
	row, err := dr.r.next(t)
	if err != nil {
		return err
	}
	dr.fieldnames = row
	return nil
}

// Next returns the next row as a dict.
func (dr *DictReader) Next(t *py.Thread) (py.Value, error) {
	if err := dr.loadNames(t); err != nil {
		return nil, err
	}
	var row []py.Value
	for {
		r, err := dr.r.next(t)
		if err != nil || r == nil {
			return nil, err
		}
		if len(r) > 0 {
			row = r
			break
		}
	}
	d := py.NewDict()
	nf := len(dr.fieldnames)
	for i := 0; i < nf && i < len(row); i++ {
		if err := d.Set(t, dr.fieldnames[i], row[i]); err != nil {
			return nil, err
		}
	}
	if nf < len(row) {
		if err := d.Set(t, dr.restkey, py.NewList(append([]py.Value(nil), row[nf:]...))); err != nil {
			return nil, err
		}
	} else {
		for _, k := range dr.fieldnames[len(row):] {
			if err := d.Set(t, k, dr.restval); err != nil {
				return nil, err
			}
		}
	}
	return d, nil
}
