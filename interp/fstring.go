package interp

import (
	"strings"

	"github.com/kraitpy/krait/ast"
	"github.com/kraitpy/krait/py"
)

// joinedStr compiles an f-string.
func (c *compiler) joinedStr(e *ast.JoinedStr) evalFn {
	parts := make([]func(fr *frame, b *strings.Builder) error, len(e.Values))
	size := 0 // the builder's initial capacity: the literal text, 8 bytes per field
	for i, v := range e.Values {
		if k, ok := v.(*ast.Constant); ok {
			s, _ := k.Value.(string)
			size += len(s)
			parts[i] = func(fr *frame, b *strings.Builder) error {
				b.WriteString(s)
				return nil
			}
			continue
		}
		if fv, ok := v.(*ast.FormattedValue); ok {
			fs := c.formattedString(fv)
			parts[i] = func(fr *frame, b *strings.Builder) error {
				s, err := fs(fr)
				if err != nil {
					return err
				}
				b.WriteString(s)
				return nil
			}
			size += 8
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
		b.Grow(size)
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
	fs := c.formattedString(e)
	return func(fr *frame) (py.Value, error) {
		s, err := fs(fr)
		if err != nil {
			return nil, err
		}
		return newStr(s), nil
	}
}

// formattedString compiles a {value!conv:spec} field into a function
// giving its text, so that an f-string writes fields straight into its
// builder without a *py.Str per field.
func (c *compiler) formattedString(e *ast.FormattedValue) func(fr *frame) (string, error) {
	value := c.expr(e.Value)
	var spec evalFn
	if e.FormatSpec != nil {
		spec = c.expr(e.FormatSpec)
	}
	conv := e.Conversion
	site := c.site(e.Value)
	return func(fr *frame) (string, error) {
		v, err := value(fr)
		if err != nil {
			return "", err
		}
		if err := fr.th.Tick(); err != nil {
			return "", err
		}
		var converted string
		switch conv {
		case 's':
			converted, err = str(fr.th, v)
		case 'r':
			converted, err = repr(fr.th, v)
		case 'a':
			converted, err = ascii(fr.th, v)
		}
		if err != nil {
			return "", fr.fail(err, site)
		}
		if spec == nil {
			// format(x, '') is str(x); a conversion's result is a str.
			if conv == 's' || conv == 'r' || conv == 'a' {
				return converted, nil
			}
			if s, ok := v.(*py.Str); ok {
				return s.String(), nil
			}
		}
		if conv == 's' || conv == 'r' || conv == 'a' {
			v = newStr(converted)
		}
		specText := ""
		if spec != nil {
			sv, err := spec(fr)
			if err != nil {
				return "", err
			}
			if specText, err = strValue(fr.th, sv); err != nil {
				return "", err
			}
		}
		s, err := format(fr.th, v, specText)
		if err != nil {
			return "", fr.fail(err, site)
		}
		return s, nil
	}
}
