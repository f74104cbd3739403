package json

import (
	"math"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/kraitpy/krait/internal/pyfmt"
	"github.com/kraitpy/krait/py"
)

// encoder serialises Python values to JSON text, as json.dumps does
// (CPython's C encoder, and its Python one when indent is set: both
// produce the same text).
type encoder struct {
	t           *py.Thread
	b           strings.Builder
	indent      string
	hasIndent   bool
	itemSep     string
	keySep      string
	sortKeys    bool
	skipKeys    bool
	ensureASCII bool
	allowNaN    bool
	circular    bool
	def         py.Value // the default function, or nil
	markers     py.IdentitySet
	level       int
	// items is a stack of the snapshots of the dicts being encoded
	// (nested dicts push above their parent's and pop before it resumes).
	items [][2]py.Value
}

// write appends s to the output, charging the output's buffer as it
// grows.
func (e *encoder) write(s string) error {
	if err := py.GrowBuilder(e.t, &e.b, len(s)); err != nil {
		return err
	}
	e.b.WriteString(s)
	return nil
}

// writeBytes is write for text formatted into a scratch buffer.
func (e *encoder) writeBytes(b []byte) error {
	if err := py.GrowBuilder(e.t, &e.b, len(b)); err != nil {
		return err
	}
	e.b.Write(b)
	return nil
}

// strOf returns the Go string of a str or str-subclass value.
func strOf(v py.Value) (string, bool) {
	switch x := v.(type) {
	case *py.Str:
		return x.String(), true
	case *py.Instance:
		if s, ok := x.Base.(*py.Str); ok {
			return s.String(), true
		}
	}
	return "", false
}

// baseOf returns the built-in part of a subclass instance, or v.
func baseOf(v py.Value) py.Value {
	if in, ok := v.(*py.Instance); ok && in.Base != nil {
		return in.Base
	}
	return v
}

// floatText formats a float as JSON: repr, or NaN/Infinity/-Infinity
// when allowed.
func (e *encoder) floatText(f float64) (string, error) {
	if math.IsNaN(f) || math.IsInf(f, 0) {
		if !e.allowNaN {
			if e.hasIndent {
				// CPython encodes with its Python encoder when indent
				// is set, whose message names the value.
				return "", py.NewValueError("Out of range float values are not JSON compliant: %s", py.FloatRepr(f))
			}
			return "", py.NewValueError("Out of range float values are not JSON compliant")
		}
		switch {
		case math.IsNaN(f):
			return "NaN", nil
		case f > 0:
			return "Infinity", nil
		}
		return "-Infinity", nil
	}
	return py.FloatRepr(f), nil
}

// intText formats an int (or int subclass) with int.__repr__.
func intText(v py.Value) (string, error) {
	return py.Repr(nil, baseOf(v))
}

// encode appends the JSON text of v.
func (e *encoder) encode(v py.Value) error {
	if err := e.t.Tick(); err != nil {
		return err
	}
	if s, ok := strOf(v); ok {
		return e.writeQuoted(s)
	}
	switch v {
	case py.None:
		return e.write("null")
	case py.True:
		return e.write("true")
	case py.False:
		return e.write("false")
	}
	typ := v.Type()
	switch {
	case typ.IsSubtype(py.IntType):
		if x, ok := v.(py.Int); ok {
			var tmp [20]byte
			return e.writeBytes(strconv.AppendInt(tmp[:0], int64(x), 10))
		}
		s, err := intText(v)
		if err != nil {
			return err
		}
		return e.write(s)
	case typ.IsSubtype(py.FloatType):
		f := float64(baseOf(v).(py.Float))
		if !math.IsNaN(f) && !math.IsInf(f, 0) {
			var tmp [32]byte
			return e.writeBytes(pyfmt.AppendFloatRepr(tmp[:0], f))
		}
		s, err := e.floatText(f)
		if err != nil {
			return err
		}
		return e.write(s)
	case typ.IsSubtype(py.ListType):
		return e.encodeArray(v, baseOf(v).(*py.List).Items())
	case typ.IsSubtype(py.TupleType):
		return e.encodeArray(v, baseOf(v).(*py.Tuple).Items())
	case typ.IsSubtype(py.DictType):
		return e.encodeObject(v, baseOf(v).(*py.Dict))
	}
	if e.def == nil {
		return py.NewTypeError("Object of type %s is not JSON serializable", typ.Name)
	}
	if err := e.mark(v); err != nil {
		return err
	}
	r, err := py.Call(e.t, e.def, []py.Value{v}, nil)
	if err != nil {
		return err
	}
	if err := e.enter(); err != nil {
		return err
	}
	err = e.encode(r)
	e.t.LeaveData()
	if err != nil {
		return err
	}
	e.unmark(v)
	return nil
}

// mark records that v is being encoded, failing on a cycle.
func (e *encoder) mark(v py.Value) error {
	if !e.circular {
		return nil
	}
	if e.markers.Has(v) {
		return py.NewValueError("Circular reference detected")
	}
	e.markers.Add(v)
	return nil
}

// unmark forgets v once encoded.
func (e *encoder) unmark(v py.Value) {
	if e.circular {
		e.markers.Remove(v)
	}
}

// enter bounds the nesting of the data being encoded.
func (e *encoder) enter() error {
	return e.t.EnterData(" while encoding a JSON object")
}

// open writes an opening bracket and, with indent, the first line break.
func (e *encoder) open(bracket string) (string, error) {
	if err := e.write(bracket); err != nil {
		return "", err
	}
	if !e.hasIndent {
		return e.itemSep, nil
	}
	e.level++
	nl, err := e.newline()
	if err != nil {
		return "", err
	}
	return e.itemSep + nl, e.write(nl)
}

// newline returns a line break and the indent of the current level,
// charged before it is made: the indent is a program's str, repeated once
// per nesting level.
func (e *encoder) newline() (string, error) {
	if err := e.t.Alloc(1 + int64(len(e.indent))*int64(e.level)); err != nil {
		return "", err
	}
	return "\n" + strings.Repeat(e.indent, e.level), nil
}

// close writes the closing bracket (after a line break with indent).
func (e *encoder) close(bracket string) error {
	if e.hasIndent {
		e.level--
		nl, err := e.newline()
		if err != nil {
			return err
		}
		if err := e.write(nl); err != nil {
			return err
		}
	}
	return e.write(bracket)
}

// encodeArray appends a list or tuple.
func (e *encoder) encodeArray(v py.Value, items []py.Value) error {
	if len(items) == 0 {
		return e.write("[]")
	}
	if err := e.mark(v); err != nil {
		return err
	}
	if err := e.enter(); err != nil {
		return err
	}
	defer e.t.LeaveData()
	sep, err := e.open("[")
	if err != nil {
		return err
	}
	for i := 0; i < len(items); i++ {
		if i > 0 {
			if err := e.write(sep); err != nil {
				return err
			}
		}
		if err := e.encode(items[i]); err != nil {
			return err
		}
	}
	if err := e.close("]"); err != nil {
		return err
	}
	e.unmark(v)
	return nil
}

// keyText converts a dict key to its JSON string; skip is true for keys
// skipkeys drops.
func (e *encoder) keyText(k py.Value) (string, bool, error) {
	if s, ok := strOf(k); ok {
		return s, false, nil
	}
	typ := k.Type()
	switch {
	case typ.IsSubtype(py.FloatType):
		s, err := e.floatText(float64(baseOf(k).(py.Float)))
		return s, false, err
	case k == py.True:
		return "true", false, nil
	case k == py.False:
		return "false", false, nil
	case k == py.None:
		return "null", false, nil
	case typ.IsSubtype(py.IntType):
		s, err := intText(k)
		return s, false, err
	case e.skipKeys:
		return "", true, nil
	}
	return "", false, py.NewTypeError("keys must be str, int, float, bool or None, not %s", typ.Name)
}

// encodeObject appends a dict.
func (e *encoder) encodeObject(v py.Value, d *py.Dict) error {
	if d.Len() == 0 {
		return e.write("{}")
	}
	if err := e.mark(v); err != nil {
		return err
	}
	if err := e.enter(); err != nil {
		return err
	}
	defer e.t.LeaveData()
	if err := e.t.Charge(int64(d.Len())); err != nil {
		return err
	}
	base := len(e.items)
	e.items = d.AppendItems(e.items)
	defer func() {
		clear(e.items[base:])
		e.items = e.items[:base]
	}()
	pairs := e.items[base:]
	if e.sortKeys {
		tuples := make([]py.Value, len(pairs))
		for i, kv := range pairs {
			tuples[i] = py.NewTuple([]py.Value{kv[0], kv[1]})
		}
		l := py.NewList(tuples)
		if err := py.SortList(e.t, l, nil, false); err != nil {
			return err
		}
		for i, tv := range l.Items() {
			kv := tv.(*py.Tuple).Items()
			pairs[i] = [2]py.Value{kv[0], kv[1]}
		}
	}
	sep, err := e.open("{")
	if err != nil {
		return err
	}
	first := true
	for k := range pairs {
		// Nested dicts push onto e.items (maybe moving it): read the
		// pair from where it is now.
		kv := e.items[base+k]
		key, skip, err := e.keyText(kv[0])
		if err != nil {
			return err
		}
		if skip {
			continue
		}
		if !first {
			if err := e.write(sep); err != nil {
				return err
			}
		}
		first = false
		if err := e.writeQuoted(key); err != nil {
			return err
		}
		if err := e.write(e.keySep); err != nil {
			return err
		}
		if err := e.encode(kv[1]); err != nil {
			return err
		}
	}
	if err := e.close("}"); err != nil {
		return err
	}
	e.unmark(v)
	return nil
}

// writeQuoted appends s as a JSON string literal, checking the memory
// budget for the escaped text before building it.
func (e *encoder) writeQuoted(s string) error {
	if err := e.t.Charge(int64(len(s))); err != nil {
		return err
	}
	n := quotedLen(s, e.ensureASCII)
	if err := py.GrowBuilder(e.t, &e.b, int(n)); err != nil {
		return err
	}
	if n == int64(len(s))+2 {
		// Nothing to escape.
		e.b.WriteByte('"')
		e.b.WriteString(s)
		e.b.WriteByte('"')
		return nil
	}
	quoteTo(&e.b, s, e.ensureASCII)
	return nil
}

// quotedLen returns the length of quote(s, ensureASCII) without building
// it.
func quotedLen(s string, ensureASCII bool) int64 {
	n := int64(2)
	for i := 0; i < len(s); {
		c := s[i]
		if c < utf8.RuneSelf {
			i++
			switch {
			case c == '"' || c == '\\' || c == '\n' || c == '\r' || c == '\t' || c == '\b' || c == '\f':
				n += 2
			case c < 0x20 || (ensureASCII && c == 0x7f):
				n += 6
			default:
				n++
			}
			continue
		}
		r, size := decodeRune(s[i:])
		switch {
		case !ensureASCII:
			n += int64(size)
		case r >= 0x10000:
			n += 12
		default:
			n += 6
		}
		i += size
	}
	return n
}

// decodeRune decodes one code point of a krait string, which may hold
// lone surrogates in their three-byte (WTF-8) form.
func decodeRune(s string) (rune, int) {
	r, n := utf8.DecodeRuneInString(s)
	if r == utf8.RuneError && n == 1 && len(s) >= 3 && s[0] == 0xED && s[1] >= 0xA0 && s[1] <= 0xBF && s[2]&0xC0 == 0x80 {
		return rune(s[0]&0x0F)<<12 | rune(s[1]&0x3F)<<6 | rune(s[2]&0x3F), 3
	}
	return r, n
}

// appendRune appends r in UTF-8, lone surrogates in the three-byte form
// krait uses for them.
func appendRune(b *strings.Builder, r rune) {
	if r >= 0xD800 && r <= 0xDFFF {
		b.WriteByte(byte(0xE0 | r>>12))
		b.WriteByte(byte(0x80 | (r>>6)&0x3F))
		b.WriteByte(byte(0x80 | r&0x3F))
		return
	}
	b.WriteRune(r)
}

const hexDigits = "0123456789abcdef"

// writeU appends a \uXXXX escape.
func writeU(b *strings.Builder, r rune) {
	b.WriteString(`\u`)
	b.WriteByte(hexDigits[r>>12&0xF])
	b.WriteByte(hexDigits[r>>8&0xF])
	b.WriteByte(hexDigits[r>>4&0xF])
	b.WriteByte(hexDigits[r&0xF])
}

// quote returns s as a JSON string literal. With ensureASCII every
// character outside printable ASCII is escaped (astral ones as surrogate
// pairs), as CPython's encoder does.
func quote(s string, ensureASCII bool) string {
	var b strings.Builder
	b.Grow(len(s) + 2) //krait:alloc-ok len(s)+2 for an s that exists; the escaped text is charged by the encoder's write
	quoteTo(&b, s, ensureASCII)
	return b.String()
}

// quoteTo writes quote(s, ensureASCII) to b.
func quoteTo(b *strings.Builder, s string, ensureASCII bool) {
	b.WriteByte('"')
	for i := 0; i < len(s); {
		c := s[i]
		if c < utf8.RuneSelf {
			i++
			switch c {
			case '"':
				b.WriteString(`\"`)
			case '\\':
				b.WriteString(`\\`)
			case '\n':
				b.WriteString(`\n`)
			case '\r':
				b.WriteString(`\r`)
			case '\t':
				b.WriteString(`\t`)
			case '\b':
				b.WriteString(`\b`)
			case '\f':
				b.WriteString(`\f`)
			default:
				if c < 0x20 || (ensureASCII && c == 0x7f) {
					writeU(b, rune(c))
				} else {
					b.WriteByte(c)
				}
			}
			continue
		}
		r, n := decodeRune(s[i:])
		if !ensureASCII {
			b.WriteString(s[i : i+n])
		} else if r >= 0x10000 {
			r -= 0x10000
			writeU(b, 0xD800|(r>>10))
			writeU(b, 0xDC00|(r&0x3FF))
		} else {
			writeU(b, r)
		}
		i += n
	}
	b.WriteByte('"')
}
