package interp

import (
	"github.com/kraitpy/krait/ast"
	"github.com/kraitpy/krait/py"
)

// fpart is one piece of an f-string: literal text, a {value!conv:spec}
// field, or (rarely) another expression whose str is inserted.
type fpart struct {
	lit   string
	field *fieldFn // nil for literal text and other expressions
	expr  evalFn   // an expression that is not a field
}

// fstringCheckFrom is the length from which an f-string's text is checked
// against the memory budget after each part.
const fstringCheckFrom = 4096

// joinedStr compiles an f-string. Its pieces are appended to one buffer
// (on the stack while short) and the result is made with one allocation.
func (c *compiler) joinedStr(e *ast.JoinedStr) evalFn {
	parts := make([]fpart, len(e.Values)) //krait:alloc-ok sized by the AST of the program (its source is capped by MaxSourceBytes)
	for i, v := range e.Values {
		switch x := v.(type) {
		case *ast.Constant:
			s, _ := x.Value.(string)
			parts[i] = fpart{lit: s}
		case *ast.FormattedValue:
			parts[i] = fpart{field: c.field(x)}
		default:
			parts[i] = fpart{expr: c.expr(v)}
		}
	}
	return func(fr *frame) (py.Value, error) {
		var stack [128]byte
		buf := stack[:0]
		var err error
		for i := range parts {
			p := &parts[i]
			switch {
			case p.field != nil:
				buf, err = p.field.appendTo(fr, buf)
			case p.expr != nil:
				buf, err = appendStrOf(fr, p.expr, buf)
			default:
				buf = append(buf, p.lit...) //krait:alloc-ok a literal of the source; the text is checked against the budget after each part (fstringCheckFrom)
			}
			if err != nil {
				return nil, err
			}
			// Each part is bounded by a value that exists, but not the
			// parts together (f"{s}{s}...{s}" of a 10 MB s): the text
			// must fit in the budget before it grows further.
			if len(buf) > fstringCheckFrom {
				if err := fr.th.CheckAlloc(int64(len(buf))); err != nil {
					return nil, err
				}
			}
		}
		return py.NewStrBytes(fr.th, buf)
	}
}

// appendStrOf appends the str of an f-string part that is neither text
// nor a field.
func appendStrOf(fr *frame, ev evalFn, buf []byte) ([]byte, error) {
	x, err := ev(fr)
	if err != nil {
		return buf, err
	}
	s, err := strValue(fr.th, x)
	if err != nil {
		return buf, err
	}
	return append(buf, s...), nil
}

// formattedValue compiles one {value!conv:spec} field of an f-string.
func (c *compiler) formattedValue(e *ast.FormattedValue) evalFn {
	f := c.field(e)
	return func(fr *frame) (py.Value, error) {
		var stack [64]byte
		buf, err := f.appendTo(fr, stack[:0])
		if err != nil {
			return nil, err
		}
		return py.NewStrBytes(fr.th, buf)
	}
}

// fieldFn is a compiled {value!conv:spec} field.
type fieldFn struct {
	value    evalFn
	conv     int
	spec     evalFn // a spec with fields of its own; nil otherwise
	specText string // the spec when it is constant text
	site     *site
}

// field compiles a {value!conv:spec} field. A spec without fields of its
// own is kept as text instead of being built at every evaluation.
func (c *compiler) field(e *ast.FormattedValue) *fieldFn {
	f := &fieldFn{value: c.expr(e.Value), conv: e.Conversion, site: c.site(e.Value)}
	if e.FormatSpec != nil {
		if text, ok := constantText(e.FormatSpec); ok {
			f.specText = text
		} else {
			f.spec = c.expr(e.FormatSpec)
		}
	}
	return f
}

// constantText returns the text of an f-string (format spec) made only of
// literal text.
func constantText(e ast.Expr) (string, bool) {
	j, ok := e.(*ast.JoinedStr)
	if !ok || j == nil {
		return "", false
	}
	text := ""
	for _, v := range j.Values {
		k, ok := v.(*ast.Constant)
		if !ok {
			return "", false
		}
		s, ok := k.Value.(string)
		if !ok {
			return "", false
		}
		text += s
	}
	return text, true
}

// appendTo evaluates the field and appends its text to buf.
func (f *fieldFn) appendTo(fr *frame, buf []byte) ([]byte, error) {
	v, err := f.value(fr)
	if err != nil {
		return buf, err
	}
	if err := fr.th.Tick(); err != nil {
		return buf, err
	}
	if f.conv == 'r' && f.spec == nil && f.specText == "" {
		// {x!r}: the repr is written straight into the buffer.
		if buf, err = py.AppendRepr(fr.th, buf, v); err != nil {
			return buf, fr.fail(err, f.site)
		}
		return buf, nil
	}
	var converted string
	switch f.conv {
	case 's':
		converted, err = str(fr.th, v)
	case 'r':
		converted, err = repr(fr.th, v)
	case 'a':
		converted, err = ascii(fr.th, v)
	}
	if err != nil {
		return buf, fr.fail(err, f.site)
	}
	isConv := f.conv == 's' || f.conv == 'r' || f.conv == 'a'
	if f.spec == nil && f.specText == "" {
		// format(x, '') is str(x); a conversion's result is a str.
		if isConv {
			return append(buf, converted...), nil
		}
		if s, ok := v.(*py.Str); ok {
			return append(buf, s.String()...), nil
		}
	}
	if isConv {
		v = newStr(converted)
	}
	specText := f.specText
	if f.spec != nil {
		sv, err := f.spec(fr)
		if err != nil {
			return buf, err
		}
		if specText, err = strValue(fr.th, sv); err != nil {
			return buf, err
		}
	}
	buf, err = py.AppendFormat(fr.th, buf, v, specText)
	if err != nil {
		return buf, fr.fail(err, f.site)
	}
	return buf, nil
}
