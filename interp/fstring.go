package interp

import (
	"strings"

	"github.com/kraitpy/krait/ast"
	"github.com/kraitpy/krait/py"
)

// joinedStr compiles an f-string.
func (c *compiler) joinedStr(e *ast.JoinedStr) evalFn {
	parts := make([]func(fr *frame, b *strings.Builder) error, len(e.Values))
	for i, v := range e.Values {
		if k, ok := v.(*ast.Constant); ok {
			s, _ := k.Value.(string)
			parts[i] = func(fr *frame, b *strings.Builder) error {
				b.WriteString(s)
				return nil
			}
			continue
		}
		ev := c.expr(v)
		parts[i] = func(fr *frame, b *strings.Builder) error {
			x, err := ev(fr)
			if err != nil {
				return err
			}
			s, err := strValue(fr.th, x)
			if err != nil {
				return err
			}
			b.WriteString(s)
			return nil
		}
	}
	return func(fr *frame) (py.Value, error) {
		var b strings.Builder
		for _, p := range parts {
			if err := p(fr, &b); err != nil {
				return nil, err
			}
		}
		if err := fr.th.Alloc(int64(b.Len())); err != nil {
			return nil, err
		}
		return newStr(b.String()), nil
	}
}

// formattedValue compiles one {value!conv:spec} field of an f-string.
func (c *compiler) formattedValue(e *ast.FormattedValue) evalFn {
	value := c.expr(e.Value)
	var spec evalFn
	if e.FormatSpec != nil {
		spec = c.expr(e.FormatSpec)
	}
	conv := e.Conversion
	site := c.site(e.Value)
	return func(fr *frame) (py.Value, error) {
		v, err := value(fr)
		if err != nil {
			return nil, err
		}
		if err := fr.th.Tick(); err != nil {
			return nil, err
		}
		switch conv {
		case 's':
			s, err := str(fr.th, v)
			if err != nil {
				return nil, fr.fail(err, site)
			}
			v = newStr(s)
		case 'r':
			s, err := repr(fr.th, v)
			if err != nil {
				return nil, fr.fail(err, site)
			}
			v = newStr(s)
		case 'a':
			s, err := ascii(fr.th, v)
			if err != nil {
				return nil, fr.fail(err, site)
			}
			v = newStr(s)
		}
		specText := ""
		if spec != nil {
			sv, err := spec(fr)
			if err != nil {
				return nil, err
			}
			if specText, err = strValue(fr.th, sv); err != nil {
				return nil, err
			}
		}
		s, err := format(fr.th, v, specText)
		if err != nil {
			return nil, fr.fail(err, site)
		}
		return newStr(s), nil
	}
}
