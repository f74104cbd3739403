// Package csv implements Python's csv module for krait: reader, writer,
// DictReader, DictWriter, the QUOTE_* constants and csv.Error, dialects
// (the Dialect, excel, excel_tab and unix_dialect classes, any object
// with dialect attributes, and a per-interpreter registry), the field size
// limit and Sniffer, following CPython 3.11's csv.py and _csv.c. Readers
// take any iterable of strings (an io.StringIO, a list of lines); writers
// take any object with a write method.
package csv

import (
	"strconv"

	"github.com/kraitpy/krait/py"
	iomod "github.com/kraitpy/krait/stdlib/io"
)

// Quoting styles.
const (
	quoteMinimal = iota
	quoteAll
	quoteNonNumeric
	quoteNone
)

// defaultFieldLimit is CPython's initial field_size_limit().
const defaultFieldLimit = 128 * 1024

// module holds one interpreter's csv state: its classes, the dialect
// registry and the field size limit.
type module struct {
	errCls     *py.Type
	dialectCls *py.Type // csv.Dialect
	dialects   map[string]*dialect
	order      []string // registered names, in registration order
	fieldLimit int64
	re         py.Value // the re module Sniffer uses, loaded on first use
}

// Load creates a fresh csv module for one interpreter.
func Load(t *py.Thread) (py.Value, error) {
	m := &module{dialects: map[string]*dialect{}, fieldLimit: defaultFieldLimit}
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
	d.SetStr("register_dialect", py.NewBuiltin("register_dialect", m.registerDialect))
	d.SetStr("unregister_dialect", py.NewBuiltin("unregister_dialect", m.unregisterDialect))
	d.SetStr("get_dialect", py.NewBuiltin("get_dialect", m.getDialect))
	d.SetStr("list_dialects", py.NewBuiltin("list_dialects", m.listDialects))
	d.SetStr("field_size_limit", py.NewBuiltin("field_size_limit", m.fieldSizeLimit))
	if err := m.installDialects(t, d); err != nil {
		return nil, err
	}
	sniffer, err := m.newSniffer(t)
	if err != nil {
		return nil, err
	}
	d.SetStr("Sniffer", sniffer)
	dr, err := m.newDictReader(t)
	if err != nil {
		return nil, err
	}
	d.SetStr("DictReader", dr)
	dw, err := m.newDictWriter(t)
	if err != nil {
		return nil, err
	}
	d.SetStr("DictWriter", dw)
	// csv.py does `from io import StringIO`: the class of krait's
	// in-memory io, loaded for csv.
	iov, err := iomod.Load(t)
	if err != nil {
		return nil, err
	}
	if iom, ok := iov.(*py.Module); ok {
		d.SetStr("StringIO", iom.Dict.GetStr("StringIO"))
	}
	return mod, nil
}

// fail makes a csv.Error.
func (m *module) fail(msg string) error { return py.NewException(m.errCls, msg) }

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
	t.Dict.SetStr("dialect", &py.Property{Name: "dialect", Get: &py.Builtin{Name: "dialect", Owner: t, Fn: func(th *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		r, ok := self.(*Reader)
		if !ok {
			return nil, py.NewTypeError("dialect needs a reader")
		}
		return r.d, nil
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
	d, err := m.callDialect(t, args, kwargs)
	if err != nil {
		return nil, err
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
	d       *dialect
	m       *module
	state   int
	t       *py.Thread
	fields  []py.Value
	field   []rune
	numeric bool // the field is unquoted under QUOTE_NONNUMERIC
}

// add appends one character to the field, within the field size limit.
func (p *parser) add(c rune) error {
	if int64(len(p.field)) >= p.m.fieldLimit {
		return p.m.fail("field larger than field limit (" + strconv.FormatInt(p.m.fieldLimit, 10) + ")")
	}
	p.field = append(p.field, c)
	return nil
}

// save ends the current field; an unquoted field under QUOTE_NONNUMERIC
// becomes a float, as float(field) would make it.
func (p *parser) save() error {
	var v py.Value = py.NewStr(string(p.field))
	if p.numeric {
		f, err := py.Call(p.t, py.FloatType, []py.Value{v}, nil)
		if err != nil {
			return err
		}
		v = f
	}
	p.fields = append(p.fields, v)
	p.field = p.field[:0]
	p.numeric = false
	return nil
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
			if err := p.save(); err != nil {
				return err
			}
			if eol {
				p.state = stStartRecord
			} else {
				p.state = stEatCRNL
			}
		case c == d.quotechar && d.quoting != quoteNone:
			p.state = stInQuotedField
		case c == d.escapechar && d.escapechar != 0:
			p.state = stEscapedChar
		case c == ' ' && d.skipinitialspace:
		case c == d.delimiter:
			if err := p.save(); err != nil {
				return err
			}
		default:
			p.numeric = d.quoting == quoteNonNumeric
			if err := p.add(c); err != nil {
				return err
			}
			p.state = stInField
		}
	case stEscapedChar:
		if eol {
			c = '\n'
		}
		if err := p.add(c); err != nil {
			return err
		}
		p.state = stInField
	case stInField:
		switch {
		case eol || nl:
			if err := p.save(); err != nil {
				return err
			}
			if eol {
				p.state = stStartRecord
			} else {
				p.state = stEatCRNL
			}
		case c == d.escapechar && d.escapechar != 0:
			p.state = stEscapedChar
		case c == d.delimiter:
			if err := p.save(); err != nil {
				return err
			}
			p.state = stStartField
		default:
			if err := p.add(c); err != nil {
				return err
			}
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
			if err := p.add(c); err != nil {
				return err
			}
		}
	case stEscapeInQuoted:
		if eol {
			c = '\n'
		}
		if err := p.add(c); err != nil {
			return err
		}
		p.state = stInQuotedField
	case stQuoteInQuoted:
		switch {
		case c == d.quotechar && !eol && d.quoting != quoteNone:
			if err := p.add(c); err != nil {
				return err
			}
			p.state = stInQuotedField
		case c == d.delimiter && !eol:
			if err := p.save(); err != nil {
				return err
			}
			p.state = stStartField
		case eol || nl:
			if err := p.save(); err != nil {
				return err
			}
			if eol {
				p.state = stStartRecord
			} else {
				p.state = stEatCRNL
			}
		case !d.strict:
			if err := p.add(c); err != nil {
				return err
			}
			p.state = stInField
		default:
			return p.m.fail("'" + string(d.delimiter) + "' expected after '" + string(d.quotechar) + "'")
		}
	case stEatCRNL:
		if eol {
			p.state = stStartRecord
		} else if !nl {
			return p.m.fail("new-line character seen in unquoted field - do you need to open the file in universal-newline mode?")
		}
	}
	return nil
}

// next returns the fields of the next record (nil at the end).
func (r *Reader) next(t *py.Thread) ([]py.Value, error) {
	p := &parser{d: r.d, m: r.m, t: t}
	for {
		line, err := py.NextNested(t, r.src)
		if err != nil {
			return nil, err
		}
		if line == nil {
			if len(p.field) != 0 || p.state == stInQuotedField {
				if r.d.strict {
					return nil, r.m.fail("unexpected end of data")
				}
				if err := p.save(); err != nil {
					return nil, err
				}
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
