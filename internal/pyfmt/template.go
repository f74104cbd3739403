package pyfmt

import (
	"github.com/kraitpy/krait/internal/wtf8"

	"strconv"
	"strings"
)

// FormatSource supplies the values of str.format / str.format_map
// replacement fields. Values are opaque to pyfmt (the interpreter's
// objects); lookups that fail return the Python exception as an error.
type FormatSource interface {
	// Positional returns args[i], or ok false when i is out of range.
	Positional(i int) (v any, ok bool)
	// Keyword returns kwargs[name] (or mapping[name] for format_map),
	// raising KeyError itself when it is missing.
	Keyword(name string) (any, error)
	// Attr returns getattr(v, name), for "{0.name}".
	Attr(v any, name string) (any, error)
	// Item returns v[key] for "{0[key]}": v[index] when isIndex (the key
	// is all decimal digits), otherwise v[key] with the str key.
	Item(v any, key string, index int, isIndex bool) (any, error)
	// Convert returns repr(v), str(v) or ascii(v) for conv 'r', 's', 'a'.
	Convert(v any, conv rune) (any, error)
	// Format returns format(v, spec).
	Format(v any, spec string) (string, error)
}

// autoNumber is CPython's AutoNumber: whether fields are numbered
// automatically ("{}") or manually ("{0}"), and the next automatic index.
type autoNumber struct {
	state int // 0 undecided, 1 automatic, 2 manual
	next  int
}

// templateState carries one str.format call.
type templateState struct {
	src       FormatSource
	formatMap bool
	maxLen    int
	auto      autoNumber
}

// FormatTemplate implements str.format(*args, **kwargs) (formatMap false)
// and str.format_map(mapping) (formatMap true, where positional fields
// are an error), a port of CPython's MarkupIterator and field parsing.
// The result is refused when it would exceed maxLen bytes (negative: no
// limit).
func FormatTemplate(template string, src FormatSource, formatMap bool, maxLen int) (string, error) {
	st := templateState{src: src, formatMap: formatMap, maxLen: maxLen}
	var b joiner
	if err := st.build(&b, template, 2); err != nil {
		return "", err
	}
	return b.String(), nil
}

// joinPieceMin is the length from which a joiner keeps a piece as it is
// rather than copying it into its buffer of short pieces.
const joinPieceMin = 4096

// joiner builds a text from pieces without copying the long ones: short
// pieces are copied into a buffer (cut into a piece of its own every
// joinPieceMin bytes), long ones are kept as they are, and String joins
// them in one allocation of the exact size (the caller has checked it
// against its limit by then). A single piece is the text itself, as
// CPython's writer returns '{!r}'.format(s)'s repr: appending pieces to
// a strings.Builder held its doublings, then the text, before the
// result's size was checked.
type joiner struct {
	short  strings.Builder
	pieces []string
	n      int
}

// WriteString appends s.
func (j *joiner) WriteString(s string) {
	j.n += len(s)
	if len(s) < joinPieceMin {
		j.short.WriteString(s)
		if j.short.Len() >= joinPieceMin {
			j.cut()
		}
		return
	}
	j.cut()
	j.pieces = append(j.pieces, s) //krait:alloc-ok one string header a piece of joinPieceMin bytes or more: 16 bytes per 4 KiB of the text at most
}

// cut makes the short pieces a piece of their own (their buffer, not a
// copy).
func (j *joiner) cut() {
	if j.short.Len() > 0 {
		j.pieces = append(j.pieces, j.short.String()) //krait:alloc-ok one header per joinPieceMin bytes cut
		j.short = strings.Builder{}
	}
}

// Len returns the length of the text.
func (j *joiner) Len() int { return j.n }

// String returns the text: the short pieces' buffer or the one long
// piece when that is all there is, or the pieces joined.
func (j *joiner) String() string {
	if len(j.pieces) == 0 {
		return j.short.String()
	}
	if j.short.Len() == 0 && len(j.pieces) == 1 {
		return j.pieces[0]
	}
	j.cut()
	return strings.Join(j.pieces, "")
}

// build renders template into b; depth is CPython's recursion_depth.
func (st *templateState) build(b *joiner, template string, depth int) error {
	if depth <= 0 {
		return valueError("Max string recursion exceeded")
	}
	s := template
	for s != "" {
		// Literal text up to the first '{' or '}'.
		i := strings.IndexAny(s, "{}")
		if i < 0 {
			b.WriteString(s)
			break
		}
		c := s[i]
		atEnd := i+1 >= len(s)
		if c == '}' && (atEnd || s[i+1] != '}') {
			return valueError("Single '}' encountered in format string")
		}
		if atEnd && c == '{' {
			return valueError("Single '{' encountered in format string")
		}
		if s[i+1] == c {
			b.WriteString(s[:i+1])
			s = s[i+2:]
			if err := checkLen(b.Len(), st.maxLen); err != nil {
				return err
			}
			continue
		}
		b.WriteString(s[:i])
		f, rest, err := parseField(s[i+1:])
		if err != nil {
			return err
		}
		s = rest
		if err := st.render(b, f, depth); err != nil {
			return err
		}
		if err := checkLen(b.Len(), st.maxLen); err != nil {
			return err
		}
	}
	return checkLen(b.Len(), st.maxLen)
}

// templateField is one parsed replacement field.
type templateField struct {
	name       string
	conversion rune
	spec       string
	expandSpec bool // the spec holds nested fields
}

// parseField is CPython's parse_field: s starts after the '{'; it returns
// the field and the input after its closing '}'.
func parseField(s string) (templateField, string, error) {
	var f templateField
	i := 0
	var c byte
	for i < len(s) {
		c = s[i]
		i++
		switch c {
		case '{':
			return f, "", valueError("unexpected '{' in field name")
		case '[':
			for i < len(s) && s[i] != ']' {
				i++
			}
			continue
		case '}', ':', '!':
		default:
			continue
		}
		break
	}
	if c == '!' || c == ':' {
		f.name = s[:i-1]
		if c == '!' {
			if i >= len(s) {
				return f, "", valueError("end of string while looking for conversion specifier")
			}
			r, size := wtf8.DecodeRune(s[i:])
			f.conversion = r
			i += size
			if i < len(s) {
				c = s[i]
				i++
				if c == '}' {
					return f, s[i:], nil
				}
				if c != ':' {
					return f, "", valueError("expected ':' after conversion specifier")
				}
			}
		}
		start := i
		count := 1
		for i < len(s) {
			c = s[i]
			i++
			switch c {
			case '{':
				f.expandSpec = true
				count++
			case '}':
				count--
				if count == 0 {
					f.spec = s[start : i-1]
					return f, s[i:], nil
				}
			}
		}
		return f, "", valueError("unmatched '{' in format spec")
	}
	if c != '}' || i == 0 {
		return f, "", valueError("expected '}' before end of string")
	}
	f.name = s[:i-1]
	return f, s[i:], nil
}

// fieldInteger is CPython's get_integer for field names: the value of an
// all-decimal-digit string, -1 when s is empty or has another character.
func fieldInteger(s string) (int, error) {
	if s == "" {
		return -1, nil
	}
	acc := 0
	for _, r := range s {
		d := decimalValue(r)
		if d < 0 {
			return -1, nil
		}
		if acc > (int(^uint(0)>>1)-d)/10 {
			return -1, valueError("Too many decimal digits in format string")
		}
		acc = acc*10 + d
	}
	return acc, nil
}

// render looks the field up, converts and formats it into b.
func (st *templateState) render(b *joiner, f templateField, depth int) error {
	v, err := st.lookup(f.name)
	if err != nil {
		return err
	}
	switch f.conversion {
	case 0:
	case 'r', 's', 'a':
		if v, err = st.src.Convert(v, f.conversion); err != nil {
			return err
		}
	default:
		if f.conversion > 32 && f.conversion < 127 {
			return valueError("Unknown conversion specifier " + string(f.conversion))
		}
		return valueError("Unknown conversion specifier \\x" + strconv.FormatInt(int64(f.conversion), 16))
	}
	spec := f.spec
	if f.expandSpec {
		var sb joiner
		if err := st.build(&sb, spec, depth-1); err != nil {
			return err
		}
		spec = sb.String()
	}
	out, err := st.src.Format(v, spec)
	if err != nil {
		return err
	}
	if err := checkLen(b.Len()+len(out), st.maxLen); err != nil {
		return err
	}
	b.WriteString(out)
	return nil
}

// lookup is CPython's get_field_object: the first part of the field name
// (an index, an automatic index or a keyword) followed by .attr and [key]
// accessors.
func (st *templateState) lookup(name string) (any, error) {
	end := strings.IndexAny(name, ".[")
	if end < 0 {
		end = len(name)
	}
	first, rest := name[:end], name[end:]
	idx, err := fieldInteger(first)
	if err != nil {
		return nil, err
	}
	empty := first == ""
	if empty || idx != -1 {
		if st.auto.state == 0 {
			st.auto.state = 2
			if empty {
				st.auto.state = 1
			}
		}
		if st.auto.state == 2 && empty {
			return nil, valueError("cannot switch from manual field specification to automatic field numbering")
		}
		if st.auto.state == 1 && !empty {
			return nil, valueError("cannot switch from automatic field numbering to manual field specification")
		}
		if empty {
			idx = st.auto.next
			st.auto.next++
		}
	}
	var v any
	if idx == -1 {
		if v, err = st.src.Keyword(first); err != nil {
			return nil, err
		}
	} else {
		if st.formatMap {
			return nil, valueError("Format string contains positional fields")
		}
		var ok bool
		if v, ok = st.src.Positional(idx); !ok {
			return nil, &Error{Kind: IndexError, Msg: "Replacement index " + strconv.Itoa(idx) + " out of range for positional args tuple"}
		}
	}
	for rest != "" {
		c := rest[0]
		rest = rest[1:]
		var part string
		switch c {
		case '.':
			n := strings.IndexAny(rest, ".[")
			if n < 0 {
				n = len(rest)
			}
			part, rest = rest[:n], rest[n:]
			if part == "" {
				return nil, valueError("Empty attribute in format string")
			}
			if v, err = st.src.Attr(v, part); err != nil {
				return nil, err
			}
		case '[':
			n := strings.IndexByte(rest, ']')
			if n < 0 {
				return nil, valueError("Missing ']' in format string")
			}
			part, rest = rest[:n], rest[n+1:]
			i, err := fieldInteger(part)
			if err != nil {
				return nil, err
			}
			if part == "" {
				return nil, valueError("Empty attribute in format string")
			}
			if v, err = st.src.Item(v, part, i, i != -1); err != nil {
				return nil, err
			}
		default:
			return nil, valueError("Only '.' or '[' may follow ']' in format field specifier")
		}
	}
	return v, nil
}
