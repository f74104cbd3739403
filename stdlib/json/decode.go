package json

import (
	"strconv"
	"strings"

	"github.com/kraitpy/krait/py"
)

// decoder parses JSON text as json.loads does (CPython's C scanner):
// same results, same error messages at the same positions.
type decoder struct {
	t      *py.Thread
	s      string // the document (UTF-8; positions below are byte offsets)
	doc    py.Value
	err    func(msg string, pos int) error
	strict bool

	objectHook, pairsHook           py.Value // nil when absent
	parseFloat, parseInt, parseCons py.Value

	// keys memoizes object keys, as CPython's scanner does: one str
	// (and one hash computation) per distinct key of the document.
	keys map[string]*py.Str
	// pairs is a stack of the members of the objects being parsed
	// (nested objects push above their parent's and pop before it
	// resumes), so that parsing an object allocates no member list.
	pairs [][2]py.Value
}

// key returns the memoized str of an object key, charging a new one's
// header and memo entry (str charged its text).
func (d *decoder) key(k string) (*py.Str, error) {
	if s, ok := d.keys[k]; ok {
		return s, nil
	}
	if err := d.t.Alloc(64); err != nil {
		return nil, err
	}
	if d.keys == nil {
		d.keys = make(map[string]*py.Str)
	}
	s := py.NewStrCopy(k)
	d.keys[s.String()] = s
	return s, nil
}

// errExpectingValue is the scanner's StopIteration: no value starts at
// pos. The caller reports it as "Expecting value".
type errExpectingValue struct{ pos int }

// Error returns the message the caller reports.
func (e *errExpectingValue) Error() string { return "Expecting value" }

// fail returns a JSONDecodeError at byte offset pos.
func (d *decoder) fail(msg string, pos int) error { return d.err(msg, pos) }

// skipSpace returns the offset of the first non-whitespace byte at or
// after i.
func (d *decoder) skipSpace(i int) int {
	for i < len(d.s) {
		switch d.s[i] {
		case ' ', '\t', '\n', '\r':
			i++
		default:
			return i
		}
	}
	return i
}

// value parses the value starting at i and returns it with the offset
// after it.
func (d *decoder) value(i int) (py.Value, int, error) {
	if err := d.t.Tick(); err != nil {
		return nil, 0, err
	}
	if i >= len(d.s) {
		return nil, 0, &errExpectingValue{i}
	}
	switch c := d.s[i]; c {
	case '"':
		s, end, err := d.str(i + 1)
		if err != nil {
			return nil, 0, err
		}
		return py.NewStrCopy(s), end, nil
	case '{':
		if err := d.t.EnterData(" while decoding a JSON object from a unicode string"); err != nil {
			return nil, 0, err
		}
		v, end, err := d.object(i + 1)
		d.t.LeaveData()
		return v, end, err
	case '[':
		if err := d.t.EnterData(" while decoding a JSON array from a unicode string"); err != nil {
			return nil, 0, err
		}
		v, end, err := d.array(i + 1)
		d.t.LeaveData()
		return v, end, err
	case 'n':
		if strings.HasPrefix(d.s[i:], "null") {
			return py.None, i + 4, nil
		}
	case 't':
		if strings.HasPrefix(d.s[i:], "true") {
			return py.True, i + 4, nil
		}
	case 'f':
		if strings.HasPrefix(d.s[i:], "false") {
			return py.False, i + 5, nil
		}
	case 'N':
		if strings.HasPrefix(d.s[i:], "NaN") {
			v, err := d.constant("NaN")
			return v, i + 3, err
		}
	case 'I':
		if strings.HasPrefix(d.s[i:], "Infinity") {
			v, err := d.constant("Infinity")
			return v, i + 8, err
		}
	case '-':
		if strings.HasPrefix(d.s[i:], "-Infinity") {
			v, err := d.constant("-Infinity")
			return v, i + 9, err
		}
	}
	return d.number(i)
}

// constant converts NaN, Infinity or -Infinity.
func (d *decoder) constant(name string) (py.Value, error) {
	if d.parseCons != nil {
		return py.Call(d.t, d.parseCons, []py.Value{py.NewStr(name)}, nil)
	}
	switch name {
	case "NaN":
		return py.Float(nan()), nil
	case "Infinity":
		return py.Float(inf(1)), nil
	}
	return py.Float(inf(-1)), nil
}

func isDigit(c byte) bool { return c >= '0' && c <= '9' }

// number parses -?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][-+]?[0-9]+)? at i.
func (d *decoder) number(start int) (py.Value, int, error) {
	s, i := d.s, start
	if i < len(s) && s[i] == '-' {
		i++
	}
	switch {
	case i < len(s) && s[i] >= '1' && s[i] <= '9':
		for i++; i < len(s) && isDigit(s[i]); i++ {
		}
	case i < len(s) && s[i] == '0':
		i++
	default:
		return nil, 0, &errExpectingValue{start}
	}
	isFloat := false
	if i+1 < len(s) && s[i] == '.' && isDigit(s[i+1]) {
		isFloat = true
		for i += 2; i < len(s) && isDigit(s[i]); i++ {
		}
	}
	if i < len(s) && (s[i] == 'e' || s[i] == 'E') {
		e := i
		i++
		if i < len(s) && (s[i] == '-' || s[i] == '+') {
			i++
		}
		digits := i
		for ; i < len(s) && isDigit(s[i]); i++ {
		}
		if i > digits {
			isFloat = true
		} else {
			i = e
		}
	}
	text := s[start:i]
	if err := d.t.Charge(int64(len(text))); err != nil {
		return nil, 0, err
	}
	if isFloat {
		if d.parseFloat != nil {
			v, err := py.Call(d.t, d.parseFloat, []py.Value{py.NewStr(text)}, nil)
			return v, i, err
		}
		f, err := strconv.ParseFloat(text, 64)
		if err != nil && !isRangeError(err) {
			return nil, 0, py.NewValueError("could not convert string to float: %s", strconv.Quote(text))
		}
		return py.Float(f), i, nil
	}
	if d.parseInt != nil {
		v, err := py.Call(d.t, d.parseInt, []py.Value{py.NewStr(text)}, nil)
		return v, i, err
	}
	if len(text) < 19 {
		n, err := strconv.ParseInt(text, 10, 64)
		if err == nil {
			return py.NewInt(n), i, nil
		}
	}
	v, err := py.Call(d.t, py.IntType, []py.Value{py.NewStr(text)}, nil)
	return v, i, err
}

// isRangeError reports whether strconv failed only because the value
// overflows (CPython's float() then gives inf, or 0 on underflow).
func isRangeError(err error) bool {
	ne, ok := err.(*strconv.NumError)
	return ok && ne.Err == strconv.ErrRange
}

// hexValue parses 4 hex digits.
func hexValue(s string) (rune, bool) {
	if len(s) < 4 {
		return 0, false
	}
	var r rune
	for i := 0; i < 4; i++ {
		c := s[i]
		var v byte
		switch {
		case c >= '0' && c <= '9':
			v = c - '0'
		case c >= 'a' && c <= 'f':
			v = c - 'a' + 10
		case c >= 'A' && c <= 'F':
			v = c - 'A' + 10
		default:
			return 0, false
		}
		r = r<<4 | rune(v)
	}
	return r, true
}

// atLeastChars reports whether s holds at least n characters.
func atLeastChars(s string, n int) bool {
	for i := 0; i < len(s) && n > 0; i++ {
		if s[i]&0xC0 != 0x80 {
			n--
		}
	}
	return n <= 0
}

// str parses the rest of a string literal whose opening quote is at
// i-1; it returns the string and the offset after the closing quote.
func (d *decoder) str(i int) (string, int, error) {
	s := d.s
	begin := i - 1
	var b strings.Builder
	for {
		j := i
		for j < len(s) {
			c := s[j]
			if c == '"' || c == '\\' {
				break
			}
			if c <= 0x1f && d.strict {
				return "", 0, d.fail("Invalid control character at", j)
			}
			j++
		}
		if j >= len(s) {
			return "", 0, d.fail("Unterminated string starting at", begin)
		}
		if err := d.t.Alloc(int64(j - i)); err != nil {
			return "", 0, err
		}
		if s[j] == '"' {
			if b.Len() == 0 {
				// No escapes: the text itself (callers copy it).
				return s[i:j], j + 1, nil
			}
			b.WriteString(s[i:j])
			return b.String(), j + 1, nil
		}
		b.WriteString(s[i:j])
		// An escape: s[j] is the backslash.
		j++
		if j == len(s) {
			return "", 0, d.fail("Unterminated string starting at", begin)
		}
		if s[j] != 'u' {
			var r byte
			switch s[j] {
			case '"':
				r = '"'
			case '\\':
				r = '\\'
			case '/':
				r = '/'
			case 'b':
				r = '\b'
			case 'f':
				r = '\f'
			case 'n':
				r = '\n'
			case 'r':
				r = '\r'
			case 't':
				r = '\t'
			default:
				return "", 0, d.fail("Invalid \\escape", j-1)
			}
			b.WriteByte(r)
			i = j + 1
			continue
		}
		j++ // after the u
		end := j + 4
		if end >= len(s) {
			return "", 0, d.fail("Invalid \\uXXXX escape", j-1)
		}
		r, ok := hexValue(s[j:])
		if !ok {
			return "", 0, d.fail("Invalid \\uXXXX escape", end-5)
		}
		if r >= 0xD800 && r <= 0xDBFF && atLeastChars(s[end:], 7) && s[end] == '\\' && s[end+1] == 'u' {
			r2, ok := hexValue(s[end+2:])
			if !ok {
				return "", 0, d.fail("Invalid \\uXXXX escape", end+1)
			}
			if r2 >= 0xDC00 && r2 <= 0xDFFF {
				r = 0x10000 + (r-0xD800)<<10 + (r2 - 0xDC00)
				end += 6
			}
		}
		appendRune(&b, r)
		i = end
	}
}

// object parses the members of an object whose '{' is at i-1.
func (d *decoder) object(i int) (py.Value, int, error) {
	s := d.s
	base := len(d.pairs)
	defer func() { d.pairs = d.pairs[:base] }()
	i = d.skipSpace(i)
	if i >= len(s) || s[i] != '}' {
		for {
			if i >= len(s) || s[i] != '"' {
				return nil, 0, d.fail("Expecting property name enclosed in double quotes", i)
			}
			text, next, err := d.str(i + 1)
			if err != nil {
				return nil, 0, err
			}
			key, err := d.key(text)
			if err != nil {
				return nil, 0, err
			}
			i = d.skipSpace(next)
			if i >= len(s) || s[i] != ':' {
				return nil, 0, d.fail("Expecting ':' delimiter", i)
			}
			i = d.skipSpace(i + 1)
			v, next, err := d.value(i)
			if err != nil {
				return nil, 0, err
			}
			if err := d.t.Alloc(48); err != nil {
				return nil, 0, err
			}
			d.pairs = append(d.pairs, [2]py.Value{key, v}) //krait:alloc-ok charged 48 bytes per pair just above (d.t.Alloc(48))
			i = d.skipSpace(next)
			if i < len(s) && s[i] == '}' {
				break
			}
			if i >= len(s) || s[i] != ',' {
				return nil, 0, d.fail("Expecting ',' delimiter", i)
			}
			i = d.skipSpace(i + 1)
		}
	}
	end := i + 1
	pairs := d.pairs[base:]
	if d.pairsHook != nil {
		tuples := make([]py.Value, len(pairs))
		for k, kv := range pairs {
			tuples[k] = py.NewTuple([]py.Value{kv[0], kv[1]})
		}
		v, err := py.Call(d.t, d.pairsHook, []py.Value{py.NewList(tuples)}, nil)
		return v, end, err
	}
	obj := py.NewDictSized(len(pairs))
	for _, kv := range pairs {
		if err := obj.Set(d.t, kv[0], kv[1]); err != nil {
			return nil, 0, err
		}
	}
	if d.objectHook != nil {
		v, err := py.Call(d.t, d.objectHook, []py.Value{obj}, nil)
		return v, end, err
	}
	return obj, end, nil
}

// array parses the elements of an array whose '[' is at i-1.
func (d *decoder) array(i int) (py.Value, int, error) {
	s := d.s
	var items []py.Value
	i = d.skipSpace(i)
	if i < len(s) && s[i] != ']' {
		for {
			v, next, err := d.value(i)
			if err != nil {
				return nil, 0, err
			}
			if err := d.t.Alloc(16); err != nil {
				return nil, 0, err
			}
			items = append(items, v) //krait:alloc-ok charged 16 bytes per item just above (d.t.Alloc(16))
			i = d.skipSpace(next)
			if i < len(s) && s[i] == ']' {
				break
			}
			if i >= len(s) || s[i] != ',' {
				return nil, 0, d.fail("Expecting ',' delimiter", i)
			}
			i = d.skipSpace(i + 1)
		}
	}
	if i >= len(s) || s[i] != ']' {
		return nil, 0, &errExpectingValue{i}
	}
	return py.NewList(items), i + 1, nil
}

// decode parses a whole document: one value, surrounded by whitespace.
func (d *decoder) decode() (py.Value, error) {
	i := d.skipSpace(0)
	v, end, err := d.value(i)
	if err != nil {
		if ev, ok := err.(*errExpectingValue); ok {
			return nil, d.fail("Expecting value", ev.pos)
		}
		return nil, err
	}
	end = d.skipSpace(end)
	if end != len(d.s) {
		return nil, d.fail("Extra data", end)
	}
	return v, nil
}
