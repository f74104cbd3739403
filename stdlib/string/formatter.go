package string

import (
	"strconv"
	"strings"

	"github.com/kraitpy/krait/py"
)

// fieldPart is one parsed replacement field (or a run of literal text):
// the tuple string.Formatter.parse yields.
type fieldPart struct {
	literal    string
	hasField   bool
	fieldName  string
	formatSpec string
	conversion rune // 0: none
}

// formatIterType is the type of Formatter.parse results
// (formatteriterator). It is built at init and never modified after.
var formatIterType = py.NewBuiltinType("formatteriterator", py.ObjectType)

// formatIter parses a format string lazily, as CPython's
// _string.formatter_parser does: an error is raised only when the
// iteration reaches it.
type formatIter struct {
	rs []rune
	i  int
}

// Type returns formatteriterator.
func (*formatIter) Type() *py.Type { return formatIterType }

// Next returns the next (literal, field_name, format_spec, conversion)
// tuple.
func (it *formatIter) Next(t *py.Thread) (py.Value, error) {
	p, ok, err := it.next()
	if err != nil || !ok {
		return nil, err
	}
	tuple := []py.Value{py.NewStr(p.literal), py.None, py.None, py.None}
	if p.hasField {
		tuple[1], tuple[2] = py.NewStr(p.fieldName), py.NewStr(p.formatSpec)
		if p.conversion != 0 {
			tuple[3] = py.NewStr(string(p.conversion))
		}
	}
	return py.NewTuple(tuple), nil
}

// next parses the next literal and field.
func (it *formatIter) next() (fieldPart, bool, error) {
	rs, i := it.rs, it.i
	if i >= len(rs) {
		return fieldPart{}, false, nil
	}
	start := i
	var c rune
	markup := false
	for i < len(rs) {
		c = rs[i]
		i++
		if c == '{' || c == '}' {
			markup = true
			break
		}
	}
	atEnd := i >= len(rs)
	n := i - start
	if markup && c == '}' && (atEnd || rs[i] != c) {
		it.i = len(rs)
		return fieldPart{}, false, py.NewValueError("Single '}' encountered in format string")
	}
	if markup && atEnd && c == '{' {
		it.i = len(rs)
		return fieldPart{}, false, py.NewValueError("Single '{' encountered in format string")
	}
	if markup && !atEnd {
		if rs[i] == c {
			i++
			markup = false
		} else {
			n--
		}
	}
	part := fieldPart{literal: string(rs[start : start+n])}
	if markup {
		part.hasField = true
		var err error
		if i, err = parseField(rs, i, &part); err != nil {
			it.i = len(rs)
			return fieldPart{}, false, err
		}
	}
	it.i = i
	return part, true, nil
}

// parseField parses a replacement field starting after its '{' and
// returns the position after its '}'.
func parseField(rs []rune, i int, part *fieldPart) (int, error) {
	nameStart := i
	var c rune
scan:
	for i < len(rs) {
		c = rs[i]
		i++
		switch c {
		case '{':
			return 0, py.NewValueError("unexpected '{' in field name")
		case '[':
			for i < len(rs) && rs[i] != ']' {
				i++
			}
		case '}', ':', '!':
			break scan
		}
	}
	if c == '!' || c == ':' {
		part.fieldName = string(rs[nameStart : i-1])
		if c == '!' {
			if i >= len(rs) {
				return 0, py.NewValueError("end of string while looking for conversion specifier")
			}
			part.conversion = rs[i]
			i++
			if i < len(rs) {
				c = rs[i]
				i++
				if c == '}' {
					return i, nil
				}
				if c != ':' {
					return 0, py.NewValueError("expected ':' after conversion specifier")
				}
			}
		}
		specStart, count := i, 1
		for i < len(rs) {
			c = rs[i]
			i++
			switch c {
			case '{':
				count++
			case '}':
				count--
				if count == 0 {
					part.formatSpec = string(rs[specStart : i-1])
					return i, nil
				}
			}
		}
		return 0, py.NewValueError("unmatched '{' in format spec")
	}
	if c != '}' {
		return 0, py.NewValueError("expected '}' before end of string")
	}
	part.fieldName = string(rs[nameStart : i-1])
	return i, nil
}

// fieldKey converts a field name part: an int when all digits.
func fieldKey(s string) (py.Value, error) {
	if s != "" && strings.Trim(s, "0123456789") == "" {
		n, err := strconv.ParseInt(s, 10, 64)
		if err != nil {
			return nil, py.NewValueError("Too many decimal digits in format string")
		}
		return py.NewInt(n), nil
	}
	return py.NewStr(s), nil
}

// splitFirst returns the first part of a field name (an int when all
// digits) and the offset where its .attr/[key] steps begin.
func splitFirst(name string) (py.Value, int, error) {
	i := strings.IndexAny(name, ".[")
	if i < 0 {
		i = len(name)
	}
	first, err := fieldKey(name[:i])
	return first, i, err
}

// nextAccess parses the .attr or [key] step of a field name at offset i,
// as CPython's field name iterator does (lazily, so errors come after
// the first part was looked up). It returns the offset after the step.
func nextAccess(name string, i int) (attr bool, key py.Value, next int, err error) {
	c := name[i]
	i++
	switch c {
	case '[':
		end := strings.IndexByte(name[i:], ']')
		if end < 0 {
			return false, nil, 0, py.NewValueError("Missing ']' in format string")
		}
		if key, err = fieldKey(name[i : i+end]); err != nil {
			return false, nil, 0, err
		}
		i += end + 1
		if i < len(name) && name[i] != '.' && name[i] != '[' {
			return false, nil, 0, py.NewValueError("Only '.' or '[' may follow ']' in format field specifier")
		}
		return false, key, i, nil
	case '.':
		end := strings.IndexAny(name[i:], ".[")
		if end < 0 {
			end = len(name) - i
		}
		if end == 0 {
			return false, nil, 0, py.NewValueError("Empty attribute in format string")
		}
		return true, py.NewStr(name[i : i+end]), i + end, nil
	}
	return false, nil, 0, py.NewValueError("Only '.' or '[' may follow ']' in format field specifier")
}

// newFormatterClass creates string.Formatter. Its methods call each
// other through attribute lookup, so subclasses can override any step;
// attribute steps of field names go through the dunder policy, like
// attribute access in code.
func newFormatterClass(t *py.Thread) (*py.Type, error) {
	ns := py.NewDict()
	ns.SetStr("__module__", py.NewStr("string"))
	methods := []*py.Builtin{
		{Name: "format", Fn: formatterFormat},
		{Name: "vformat", Fn: formatterVformat},
		{Name: "parse", Fn: formatterParse},
		{Name: "get_field", Fn: formatterGetField},
		{Name: "get_value", Fn: formatterGetValue},
		{Name: "check_unused_args", Fn: func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			return py.None, nil
		}},
		{Name: "format_field", Fn: formatterFormatField},
		{Name: "convert_field", Fn: formatterConvertField},
	}
	for _, b := range methods {
		ns.SetStr(b.Name, b)
	}
	cls, err := py.NewClass(t, "Formatter", nil, ns)
	if err != nil {
		return nil, err
	}
	for _, b := range methods {
		b.Owner = cls
	}
	return cls, nil
}

func formatterFormat(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	if len(args) == 0 {
		return nil, py.NewTypeError("Formatter.format() missing 1 required positional argument: 'format_string'")
	}
	kw := py.NewDict()
	for _, k := range kwargs {
		kw.SetStr(k.Name, k.Value)
	}
	rest, err := py.NewTupleCopy(t, args[1:])
	if err != nil {
		return nil, err
	}
	return py.CallMethod(t, self, "vformat", []py.Value{args[0], rest, kw}, nil)
}

func formatterVformat(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	if err := py.CheckPositional("vformat", args, kwargs, 3, 3); err != nil {
		return nil, err
	}
	used := py.NewSet()
	auto := 0
	s, err := vformat(t, self, args[0], args[1], args[2], used, 2, &auto)
	if err != nil {
		return nil, err
	}
	if _, err := py.CallMethod(t, self, "check_unused_args", []py.Value{used, args[1], args[2]}, nil); err != nil {
		return nil, err
	}
	return py.NewStr(s), nil
}

// vformat is Formatter._vformat; auto is the next automatic field
// number, or -1 once manual numbering is in use.
func vformat(t *py.Thread, self, format, args, kwargs py.Value, used *py.Set, depth int, auto *int) (string, error) {
	if depth < 0 {
		return "", py.NewValueError("Max string recursion exceeded")
	}
	partsV, err := py.CallMethod(t, self, "parse", []py.Value{format}, nil)
	if err != nil {
		return "", err
	}
	parts, err := py.Iterate(t, partsV)
	if err != nil {
		return "", err
	}
	var b strings.Builder
	for {
		pv, err := parts.Next(t)
		if err != nil {
			return "", err
		}
		if pv == nil {
			break
		}
		p, err := py.Items(t, pv)
		if err != nil {
			return "", err
		}
		if len(p) != 4 {
			return "", py.NewValueError("not enough values to unpack (expected 4, got %d)", len(p))
		}
		if lit, err := py.ToStr(t, p[0]); err != nil {
			return "", err
		} else {
			if err := t.Alloc(int64(len(lit))); err != nil {
				return "", err
			}
			b.WriteString(lit)
		}
		if p[1] == py.None {
			continue
		}
		name, err := py.ToStr(t, p[1])
		if err != nil {
			return "", err
		}
		if name == "" {
			if *auto < 0 {
				return "", py.NewValueError("cannot switch from manual field specification to automatic field numbering")
			}
			name = strconv.Itoa(*auto)
			*auto++
		} else if strings.Trim(name, "0123456789") == "" {
			if *auto > 0 {
				return "", py.NewValueError("cannot switch from manual field specification to automatic field numbering")
			}
			*auto = -1
		}
		got, err := py.CallMethod(t, self, "get_field", []py.Value{py.NewStr(name), args, kwargs}, nil)
		if err != nil {
			return "", err
		}
		pair, err := py.Items(t, got)
		if err != nil {
			return "", err
		}
		if len(pair) != 2 {
			return "", py.NewValueError("too many values to unpack (expected 2)")
		}
		if err := used.Add(t, pair[1]); err != nil {
			return "", err
		}
		obj, err := py.CallMethod(t, self, "convert_field", []py.Value{pair[0], p[3]}, nil)
		if err != nil {
			return "", err
		}
		spec, err := py.ToStr(t, p[2])
		if err != nil {
			return "", err
		}
		specAuto := *auto
		expanded, err := vformat(t, self, py.NewStr(spec), args, kwargs, used, depth-1, &specAuto)
		if err != nil {
			return "", err
		}
		*auto = specAuto
		r, err := py.CallMethod(t, self, "format_field", []py.Value{obj, py.NewStr(expanded)}, nil)
		if err != nil {
			return "", err
		}
		rs, err := py.ToStr(t, r)
		if err != nil {
			return "", err
		}
		if err := t.Alloc(int64(len(rs))); err != nil {
			return "", err
		}
		b.WriteString(rs)
	}
	return b.String(), nil
}

func formatterParse(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	if err := py.CheckPositional("parse", args, kwargs, 1, 1); err != nil {
		return nil, err
	}
	s, ok := args[0].(*py.Str)
	if !ok {
		return nil, py.NewTypeError("descriptor 'formatter_parser' for 'str' objects doesn't apply to a '%s' object", args[0].Type().Name)
	}
	return &formatIter{rs: []rune(s.String())}, nil
}

func formatterGetField(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	if err := py.CheckPositional("get_field", args, kwargs, 3, 3); err != nil {
		return nil, err
	}
	name, err := py.ToStr(t, args[0])
	if err != nil {
		return nil, err
	}
	first, i, err := splitFirst(name)
	if err != nil {
		return nil, err
	}
	obj, err := py.CallMethod(t, self, "get_value", []py.Value{first, args[1], args[2]}, nil)
	if err != nil {
		return nil, err
	}
	for i < len(name) {
		attr, key, next, err := nextAccess(name, i)
		if err != nil {
			return nil, err
		}
		i = next
		if attr {
			a := key.(*py.Str).String()
			if obj, err = py.GetAttrByName(t, obj, a); err != nil {
				return nil, err
			}
		} else if obj, err = py.GetItem(t, obj, key); err != nil {
			return nil, err
		}
	}
	return py.NewTuple([]py.Value{obj, first}), nil
}

func formatterGetValue(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	if err := py.CheckPositional("get_value", args, kwargs, 3, 3); err != nil {
		return nil, err
	}
	if args[0].Type().IsSubtype(py.IntType) {
		return py.GetItem(t, args[1], args[0])
	}
	return py.GetItem(t, args[2], args[0])
}

func formatterFormatField(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	if err := py.CheckPositional("format_field", args, kwargs, 2, 2); err != nil {
		return nil, err
	}
	spec, err := py.ToStr(t, args[1])
	if err != nil {
		return nil, err
	}
	s, err := py.Format(t, args[0], spec)
	if err != nil {
		return nil, err
	}
	return py.NewStr(s), nil
}

func formatterConvertField(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	if err := py.CheckPositional("convert_field", args, kwargs, 2, 2); err != nil {
		return nil, err
	}
	v, conv := args[0], args[1]
	if conv == py.None {
		return v, nil
	}
	c, _ := conv.(*py.Str)
	var s string
	var err error
	switch {
	case c != nil && c.String() == "s":
		s, err = py.ToStr(t, v)
	case c != nil && c.String() == "r":
		s, err = py.Repr(t, v)
	case c != nil && c.String() == "a":
		s, err = py.ASCII(t, v)
	default:
		cs, err := py.ToStr(t, conv)
		if err != nil {
			return nil, err
		}
		return nil, py.NewValueError("Unknown conversion specifier %s", cs)
	}
	if err != nil {
		return nil, err
	}
	return py.NewStr(s), nil
}
