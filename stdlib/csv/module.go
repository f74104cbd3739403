// Package csv implements Python's csv module for krait: reader, writer,
// DictReader, DictWriter, the QUOTE_* constants and csv.Error, with the
// dialect options delimiter, quotechar, escapechar, doublequote,
// skipinitialspace, lineterminator, quoting and strict. Readers take any
// iterable of strings (a list of lines, str.splitlines()); writers take
// any object with a write method (io is blocked by krait's policy, so
// io.StringIO is not available).
package csv

import (
	"strconv"
	"strings"

	"github.com/kraitpy/krait/py"
)

// Quoting styles.
const (
	quoteMinimal = iota
	quoteAll
	quoteNonNumeric
	quoteNone
)

// dialect is a set of formatting options.
type dialect struct {
	delimiter, quotechar, escapechar rune // quotechar/escapechar 0 when None
	doublequote, skipinitialspace    bool
	strict                           bool
	lineterminator                   string
	quoting                          int
}

// module holds one interpreter's csv.Error class.
type module struct {
	errCls *py.Type
}

// Load creates a fresh csv module for one interpreter.
func Load(t *py.Thread) (py.Value, error) {
	m := &module{}
	ns := py.NewDict()
	ns.SetStr("__module__", py.NewStr("_csv"))
	var err error
	if m.errCls, err = py.NewClass(t, "Error", []*py.Type{py.ExceptionType}, ns); err != nil {
		return nil, err
	}
	mod := py.NewModule("csv")
	d := mod.Dict
	d.SetStr("Error", m.errCls)
	d.SetStr("QUOTE_MINIMAL", py.NewInt(quoteMinimal))
	d.SetStr("QUOTE_ALL", py.NewInt(quoteAll))
	d.SetStr("QUOTE_NONNUMERIC", py.NewInt(quoteNonNumeric))
	d.SetStr("QUOTE_NONE", py.NewInt(quoteNone))
	d.SetStr("reader", py.NewBuiltin("reader", m.reader))
	d.SetStr("writer", py.NewBuiltin("writer", m.writer))
	d.SetStr("DictReader", py.NewBuiltin("DictReader", m.dictReader))
	d.SetStr("DictWriter", py.NewBuiltin("DictWriter", m.dictWriter))
	d.SetStr("list_dialects", py.NewBuiltin("list_dialects", func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		return py.NewList([]py.Value{py.NewStr("excel"), py.NewStr("excel-tab"), py.NewStr("unix")}), nil
	}))
	return mod, nil
}

// fail makes a csv.Error.
func (m *module) fail(msg string) error { return py.NewException(m.errCls, msg) }

// charOpt reads a one-character option (None allowed when nullable).
func charOpt(name string, v py.Value, nullable bool) (rune, error) {
	if v == py.None && nullable {
		return 0, nil
	}
	s, ok := v.(*py.Str)
	if !ok {
		if nullable {
			return 0, py.NewTypeError("\"%s\" must be string or None, not %s", name, py.TypeName(v))
		}
		return 0, py.NewTypeError("\"%s\" must be string, not %s", name, py.TypeName(v))
	}
	r := []rune(s.String())
	if len(r) != 1 {
		return 0, py.NewTypeError("\"%s\" must be a 1-character string", name)
	}
	return r[0], nil
}

// parseDialect reads the dialect argument and keyword options.
func (m *module) parseDialect(t *py.Thread, dv py.Value, kwargs []py.Kwarg) (*dialect, []py.Kwarg, error) {
	d := &dialect{delimiter: ',', quotechar: '"', doublequote: true, lineterminator: "\r\n"}
	if dv != nil {
		name, ok := dv.(*py.Str)
		if !ok {
			return nil, nil, py.NewTypeError("krait's csv takes dialects by name ('excel', 'excel-tab', 'unix')")
		}
		switch name.String() {
		case "excel":
		case "excel-tab":
			d.delimiter = '\t'
		case "unix":
			d.lineterminator = "\n"
			d.quoting = quoteAll
		default:
			return nil, nil, m.fail("unknown dialect")
		}
	}
	var rest []py.Kwarg
	for _, kw := range kwargs {
		var err error
		switch kw.Name {
		case "delimiter":
			d.delimiter, err = charOpt("delimiter", kw.Value, false)
		case "quotechar":
			d.quotechar, err = charOpt("quotechar", kw.Value, true)
		case "escapechar":
			d.escapechar, err = charOpt("escapechar", kw.Value, true)
		case "doublequote":
			d.doublequote, err = py.Truth(t, kw.Value)
		case "skipinitialspace":
			d.skipinitialspace, err = py.Truth(t, kw.Value)
		case "strict":
			d.strict, err = py.Truth(t, kw.Value)
		case "lineterminator":
			s, ok := kw.Value.(*py.Str)
			if !ok {
				return nil, nil, py.NewTypeError("\"lineterminator\" must be a string")
			}
			d.lineterminator = s.String()
		case "quoting":
			q, ok := py.AsInt64(kw.Value)
			if !ok {
				return nil, nil, py.NewTypeError("\"quoting\" must be an integer")
			}
			if q < 0 || q > 3 {
				return nil, nil, py.NewTypeError("bad \"quoting\" value")
			}
			d.quoting = int(q)
		default:
			rest = append(rest, kw)
		}
		if err != nil {
			return nil, nil, err
		}
	}
	if d.quoting != quoteNone && d.quotechar == 0 {
		return nil, nil, py.NewTypeError("quotechar must be set if quoting enabled")
	}
	return d, rest, nil
}

// dialectArg splits the dialect (positional or keyword) from the
// formatting keywords of reader() and writer().
func dialectArg(args []py.Value, kwargs []py.Kwarg) (py.Value, []py.Kwarg, error) {
	if len(args) < 1 || len(args) > 2 {
		return nil, nil, py.NewTypeError("expected at least 1 argument, got %d", len(args))
	}
	var dv py.Value
	if len(args) == 2 {
		dv = args[1]
	}
	var rest []py.Kwarg
	for _, kw := range kwargs {
		if kw.Name == "dialect" {
			if dv != nil {
				return nil, nil, py.NewTypeError("argument for reader() given by name ('dialect') and position (2)")
			}
			dv = kw.Value
			continue
		}
		rest = append(rest, kw)
	}
	return dv, rest, nil
}

// readerType is the type of csv readers.
var readerType = func() *py.Type {
	t := py.NewBuiltinType("reader", py.ObjectType)
	t.Module = "_csv"
	t.Dict.SetStr("line_num", &py.Property{Name: "line_num", Get: &py.Builtin{Name: "line_num", Owner: t, Fn: func(th *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		r, ok := self.(*Reader)
		if !ok {
			return nil, py.NewTypeError("line_num needs a reader")
		}
		return py.NewInt(int64(r.lineNum)), nil
	}}})
	return t
}()

// Reader is a csv reader over an iterator of lines.
type Reader struct {
	m       *module
	src     py.Iterator
	d       *dialect
	lineNum int
}

// Type returns _csv.reader.
func (*Reader) Type() *py.Type { return readerType }

// reader is csv.reader(csvfile, dialect='excel', **fmtparams).
func (m *module) reader(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
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
	it, err := py.Iterate(t, args[0])
	if err != nil {
		return nil, err
	}
	return &Reader{m: m, src: it, d: d}, nil
}

// Next parses the next record.
func (r *Reader) Next(t *py.Thread) (py.Value, error) {
	row, err := r.next(t)
	if err != nil || row == nil {
		return nil, err
	}
	return py.NewListCharged(t, row)
}

// Parser states.
const (
	stStartRecord = iota
	stStartField
	stEscapedChar
	stInField
	stInQuotedField
	stEscapeInQuoted
	stQuoteInQuoted
	stEatCRNL
)

// parser is the state of reading one record.
type parser struct {
	d      *dialect
	m      *module
	state  int
	fields []py.Value
	field  []rune
	quoted bool
}

// save ends the current field.
func (p *parser) save() {
	s := string(p.field)
	var v py.Value = py.NewStr(s)
	if p.d.quoting == quoteNonNumeric && !p.quoted {
		if f, err := strconv.ParseFloat(strings.TrimSpace(s), 64); err == nil {
			v = py.Float(f)
		}
	}
	p.fields = append(p.fields, v)
	p.field = p.field[:0]
	p.quoted = false
}

// feed processes one character; eol is the end of a line.
func (p *parser) feed(c rune, eol bool) error {
	d := p.d
	nl := !eol && (c == '\n' || c == '\r')
	switch p.state {
	case stStartRecord:
		if eol {
			return nil
		}
		if nl {
			p.state = stEatCRNL
			return nil
		}
		p.state = stStartField
		return p.feed(c, eol)
	case stStartField:
		switch {
		case eol || nl:
			p.save()
			if eol {
				p.state = stStartRecord
			} else {
				p.state = stEatCRNL
			}
		case c == d.quotechar && d.quoting != quoteNone:
			p.quoted = true
			p.state = stInQuotedField
		case c == d.escapechar && d.escapechar != 0:
			p.state = stEscapedChar
		case c == ' ' && d.skipinitialspace:
		case c == d.delimiter:
			p.save()
		default:
			p.field = append(p.field, c)
			p.state = stInField
		}
	case stEscapedChar:
		if eol {
			c = '\n'
		}
		p.field = append(p.field, c)
		p.state = stInField
	case stInField:
		switch {
		case eol || nl:
			p.save()
			if eol {
				p.state = stStartRecord
			} else {
				p.state = stEatCRNL
			}
		case c == d.escapechar && d.escapechar != 0:
			p.state = stEscapedChar
		case c == d.delimiter:
			p.save()
			p.state = stStartField
		default:
			p.field = append(p.field, c)
		}
	case stInQuotedField:
		switch {
		case eol:
		case c == d.escapechar && d.escapechar != 0:
			p.state = stEscapeInQuoted
		case c == d.quotechar && d.quoting != quoteNone:
			if d.doublequote {
				p.state = stQuoteInQuoted
			} else {
				p.state = stInField
			}
		default:
			p.field = append(p.field, c)
		}
	case stEscapeInQuoted:
		if eol {
			c = '\n'
		}
		p.field = append(p.field, c)
		p.state = stInQuotedField
	case stQuoteInQuoted:
		switch {
		case c == d.quotechar && !eol && d.quoting != quoteNone:
			p.field = append(p.field, c)
			p.state = stInQuotedField
		case c == d.delimiter && !eol:
			p.save()
			p.state = stStartField
		case eol || nl:
			p.save()
			if eol {
				p.state = stStartRecord
			} else {
				p.state = stEatCRNL
			}
		case !d.strict:
			p.field = append(p.field, c)
			p.state = stInField
		default:
			return p.m.fail("'" + string(d.delimiter) + "' expected after '" + string(d.quotechar) + "'")
		}
	case stEatCRNL:
		if eol {
			p.state = stStartRecord
		} else if !nl {
			return p.m.fail("new-line character seen in unquoted field - do you need to open the file with newline=''?")
		}
	}
	return nil
}

// next returns the fields of the next record (nil at the end).
func (r *Reader) next(t *py.Thread) ([]py.Value, error) {
	p := &parser{d: r.d, m: r.m}
	for {
		line, err := r.src.Next(t)
		if err != nil {
			return nil, err
		}
		if line == nil {
			if len(p.field) != 0 || p.state == stInQuotedField {
				if r.d.strict {
					return nil, r.m.fail("unexpected end of data")
				}
				p.save()
				return p.fields, nil
			}
			return nil, nil
		}
		s, ok := line.(*py.Str)
		if !ok {
			return nil, r.m.fail("iterator should return strings, not " + py.TypeName(line) + " (the file should be opened in text mode)")
		}
		r.lineNum++
		if err := t.Charge(int64(len(s.String()))/32 + 1); err != nil {
			return nil, err
		}
		for _, c := range s.String() {
			if c == 0 {
				return nil, r.m.fail("line contains NUL")
			}
			if err := p.feed(c, false); err != nil {
				return nil, err
			}
		}
		if err := p.feed(0, true); err != nil {
			return nil, err
		}
		if p.state == stStartRecord {
			if p.fields == nil {
				return []py.Value{}, nil
			}
			return p.fields, nil
		}
	}
}
