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
	d, err := m.callDialect(t, args, kwargs)
	if err != nil {
		return nil, err
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
		// Quoting scans and copies the field: charge its length first.
		if err := t.Charge(int64(len(s)) / 32); err != nil {
			return nil, err
		}
		if err := t.Alloc(int64(len(s))); err != nil {
			return nil, err
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
