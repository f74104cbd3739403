package interp

import (
	"github.com/kraitpy/krait/ast"
	"github.com/kraitpy/krait/internal/pyfmt"
	"github.com/kraitpy/krait/py"
)

// fpart is one piece of an f-string: literal text, a {value!conv:spec}
// field, or (rarely) another expression whose str is inserted.
type fpart struct {
	lit   string
	field *fieldFn // nil for literal text and other expressions
	expr  evalFn   // an expression that is not a field
}

// fstringBufMax is how long an f-string's text may grow in its buffer.
// Past it, the parts are kept as texts of their own and joined once at
// the end, the result charged before it is made: appending large parts to
// a growing buffer held the buffer's doublings and then a copy for the
// str before anything was charged (f'{s}{s}{s}' of a 10**8-character s).
// A part written in place is at most a few KiB (fieldFn.piece), so the
// buffer never holds more than that uncharged.
const fstringBufMax = 4096

// fpiece is the text of one part of an f-string kept on its own: a str's
// text (obj, when the part is that exact str and nothing else), a
// literal, or a text a conversion or a format made.
type fpiece struct {
	text string
	obj  *py.Str
}

// joinedStr compiles an f-string. Its pieces are appended to one buffer
// (on the stack while short) and the result is made with one allocation;
// a long f-string keeps its parts as texts and joins them once
// (fstringBufMax).
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
		var pieces []fpiece // nil while the text is in buf
		for i := range parts {
			p := &parts[i]
			var pc fpiece
			isText := true
			var err error
			switch {
			case p.field != nil:
				buf, pc, isText, err = p.field.piece(fr, buf)
			case p.expr != nil:
				pc.text, err = strOf(fr, p.expr)
			default:
				pc.text = p.lit
			}
			if err != nil {
				return nil, err
			}
			if pieces == nil {
				if !isText && len(buf) <= fstringBufMax {
					continue
				}
				if isText && len(buf)+len(pc.text) <= fstringBufMax {
					buf = append(buf, pc.text...) //krait:alloc-ok up to fstringBufMax bytes: past it the parts are kept apart
					continue
				}
				pieces = make([]fpiece, 0, len(parts)-i+1) //krait:alloc-ok sized by the AST of the program
				if isText && len(buf) > 0 {
					pieces = append(pieces, fpiece{text: string(buf)})
				}
			}
			if !isText {
				pc.text = string(buf) // a part written in place: at most a few KiB
			}
			buf = buf[:0]
			pieces = append(pieces, pc)
		}
		if pieces == nil {
			return py.NewStrBytes(fr.th, buf)
		}
		return joinPieces(fr.th, pieces)
	}
}

// joinPieces makes the str of an f-string's pieces: the one str itself
// when it is all there is (f'{s}' is s, as in CPython), the one text
// made for it (f'{s!r}': a repr, charged when it was made), or the
// pieces joined in one buffer charged before it is written.
func joinPieces(th *py.Thread, pieces []fpiece) (py.Value, error) {
	if len(pieces) == 1 {
		if pieces[0].obj != nil {
			return pieces[0].obj, nil
		}
		return py.NewStrCharged(th, pieces[0].text)
	}
	n := 0
	for _, p := range pieces {
		n += len(p.text)
	}
	s, err := th.BuildText(n, func(dst []byte) []byte {
		for _, p := range pieces {
			dst = append(dst, p.text...) //krait:alloc-ok into the n bytes BuildText charged and made: the pieces sum to n
		}
		return dst
	})
	if err != nil {
		return nil, err
	}
	return py.NewStrCharged(th, s)
}

// strOf is the str of an f-string part that is neither text nor a field.
func strOf(fr *frame, ev evalFn) (string, error) {
	x, err := ev(fr)
	if err != nil {
		return "", err
	}
	return strValue(fr.th, x)
}

// formattedValue compiles one {value!conv:spec} field of an f-string.
func (c *compiler) formattedValue(e *ast.FormattedValue) evalFn {
	f := c.field(e)
	return func(fr *frame) (py.Value, error) {
		var stack [64]byte
		buf, pc, isText, err := f.piece(fr, stack[:0])
		if err != nil {
			return nil, err
		}
		if !isText {
			return py.NewStrBytes(fr.th, buf)
		}
		return joinPieces(fr.th, []fpiece{pc})
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

// piece evaluates the field. A text that can be long is returned as a
// piece of its own (isText): a str's text, a conversion's result, a
// repr of 4 KiB or more, a format's result. One that cannot is appended
// to buf: a short str's repr (at most 4 bytes a byte), an int or a
// float formatted with a spec whose numbers have at most three digits
// (smallSpec).
func (f *fieldFn) piece(fr *frame, buf []byte) (_ []byte, pc fpiece, isText bool, err error) {
	v, err := f.value(fr)
	if err != nil {
		return buf, pc, false, err
	}
	if err := fr.th.Tick(); err != nil {
		return buf, pc, false, err
	}
	if f.conv == 'r' && f.spec == nil && f.specText == "" {
		// {x!r}: a short str's repr is written straight into the buffer.
		if s, ok := v.(*py.Str); ok && len(s.String()) < 1<<12 {
			return pyfmt.AppendStrRepr(buf, s.String()), pc, false, nil
		}
		if pc.text, err = repr(fr.th, v); err != nil {
			return buf, pc, false, fr.fail(err, f.site)
		}
		return buf, pc, true, nil
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
		return buf, pc, false, fr.fail(err, f.site)
	}
	isConv := f.conv == 's' || f.conv == 'r' || f.conv == 'a'
	if f.spec == nil && f.specText == "" {
		// format(x, '') is str(x); a conversion's result is a str.
		if isConv {
			return buf, fpiece{text: converted}, true, nil
		}
		if s, ok := v.(*py.Str); ok {
			pc.text = s.String()
			if s.Type() == py.StrType {
				pc.obj = s
			}
			return buf, pc, true, nil
		}
	}
	if isConv {
		v = newStr(converted)
	}
	specText := f.specText
	if f.spec != nil {
		sv, err := f.spec(fr)
		if err != nil {
			return buf, pc, false, err
		}
		if specText, err = strValue(fr.th, sv); err != nil {
			return buf, pc, false, err
		}
	}
	switch v.(type) {
	case py.Int, py.Float:
		if smallSpec(specText) {
			if buf, err = py.AppendFormat(fr.th, buf, v, specText); err != nil {
				return buf, pc, false, fr.fail(err, f.site)
			}
			return buf, pc, false, nil
		}
	}
	if pc.text, err = py.Format(fr.th, v, specText); err != nil {
		return buf, pc, false, fr.fail(err, f.site)
	}
	return buf, pc, true, nil
}

// smallSpec reports whether a format spec's numbers (width, precision)
// have at most three digits: an int or float formatted with it is at
// most a few KiB (a float's 'f' form adds at most 309 integer digits).
func smallSpec(spec string) bool {
	run := 0
	for i := 0; i < len(spec); i++ {
		if c := spec[i]; '0' <= c && c <= '9' {
			if run++; run > 3 {
				return false
			}
		} else {
			run = 0
		}
	}
	return true
}
