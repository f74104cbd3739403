package py

import (
	"strings"
	"unsafe"

	"github.com/kraitpy/krait/internal/pyfmt"
)

// Bytes is a Python bytes object (immutable).
type Bytes struct {
	s string
}

// ByteArray is a Python bytearray (mutable).
type ByteArray struct {
	b []byte
}

// Type returns bytes.
func (*Bytes) Type() *Type { return BytesType }

// Type returns bytearray.
func (*ByteArray) Type() *Type { return ByteArrayType }

// NewBytes returns the bytes object holding s.
func NewBytes(s string) *Bytes { return &Bytes{s: s} }

// NewByteArray returns a bytearray holding b (retained, not copied).
func NewByteArray(b []byte) *ByteArray { return &ByteArray{b: b} }

// String returns the bytes as a Go string.
func (b *Bytes) String() string { return b.s }

// Bytes returns the bytearray's contents (shared).
func (b *ByteArray) Bytes() []byte { return b.b }

// asByteString returns the contents of a bytes-like value.
func asByteString(v Value) (string, bool) {
	switch x := v.(type) {
	case *Bytes:
		return x.s, true
	case *ByteArray:
		return string(x.b), true
	case *Instance:
		if x.Base != nil {
			return asByteString(x.Base)
		}
	}
	return "", false
}

// bytesIterator iterates over the bytes of a bytes-like value as ints.
type bytesIterator struct {
	s string
	b *ByteArray
	i int
}

// Type returns bytes_iterator.
func (*bytesIterator) Type() *Type { return BytesIteratorType }

// Next returns the next byte as an int.
func (it *bytesIterator) Next(t *Thread) (Value, error) {
	if it.b != nil {
		if it.i >= len(it.b.b) {
			return nil, nil
		}
		c := it.b.b[it.i]
		it.i++
		return NewInt(int64(c)), nil
	}
	if it.i >= len(it.s) {
		return nil, nil
	}
	c := it.s[it.i]
	it.i++
	return NewInt(int64(c)), nil
}

// bytesRepr renders bytes; bytearray wraps it.
func bytesRepr(v Value) string {
	switch x := v.(type) {
	case *Bytes:
		return pyfmt.BytesRepr(x.s)
	case *ByteArray:
		return "bytearray(" + byteArrayRepr(string(x.b)) + ")"
	}
	return ""
}

// bytesGetItem is indexing of bytes-like values. content returns the
// value's bytes as they are when called: a bytearray's can change while
// the key's __index__ runs, so it is read only after that.
func bytesGetItem(t *Thread, v Value, content func() string, key Value) (Value, error) {
	name := typeName(v)
	if sl, ok := key.(*Slice); ok {
		var s string
		start, _, step, n, err := sl.Indices(t, func() int { s = content(); return len(s) })
		if err != nil {
			return nil, err
		}
		if err := t.Alloc(int64(n)); err != nil {
			return nil, err
		}
		var b strings.Builder
		for i, j := 0, start; i < n; i, j = i+1, j+step {
			b.WriteByte(s[j])
		}
		if _, ok := v.(*ByteArray); ok {
			return NewByteArray([]byte(b.String())), nil
		}
		return NewBytes(b.String()), nil
	}
	i, ok, err := seqIndexValue(t, key)
	if err != nil {
		return nil, err
	}
	if !ok {
		return nil, NewTypeError("byte indices must be integers or slices, not %s", typeName(key))
	}
	s := content()
	j := seqIndex(i, len(s))
	if j < 0 {
		if name == "bytearray" {
			return nil, NewIndexError("bytearray index out of range")
		}
		return nil, NewIndexError("index out of range")
	}
	return NewInt(int64(s[j])), nil
}

// bytesHash is hash(bytes), equal to CPython's siphash of the bytes.
func bytesHash(s string) int64 { return hashBytes(s) }

// byteArrayRepr is the b'...' part of repr(bytearray): like bytes' repr,
// except that CPython's bytearray_repr escapes a single quote even when it
// chose double quotes (bytearray(b"\'")).
func byteArrayRepr(s string) string {
	quote := pyfmt.ReprQuote(s)
	b := make([]byte, 0, len(s)+3) //krait:alloc-ok len(s)+3 for bytes s that exist; escapes grow it (large ones go through bytesReprCharged)
	b = append(b, 'b', quote)
	b = pyfmt.AppendBytesReprBody(b, s, quote, true)
	return string(append(b, quote))
}

// bytesReprCharged is bytesRepr of large bytes or bytearray values: the
// text (up to 4x the bytes) is measured and charged before it is made.
func bytesReprCharged(t *Thread, v Value) (string, error) {
	switch x := v.(type) {
	case *Bytes:
		return t.bytesReprText("", x.s, "", false)
	case *ByteArray:
		// A view, not a copy: no Python code runs while it is escaped.
		return t.bytesReprText("bytearray(", unsafe.String(unsafe.SliceData(x.b), len(x.b)), ")", true)
	}
	return "", nil
}

// bytesReprText returns prefix + repr(bytes s) + suffix, measured and
// charged before it is made; escapeSingle escapes ' inside double quotes
// (bytearray's repr).
func (t *Thread) bytesReprText(prefix, s, suffix string, escapeSingle bool) (string, error) {
	q := pyfmt.ReprQuote(s)
	return t.EscapeText(prefix+"b"+string(q), s, string(q)+suffix, false, func(dst []byte, p string) []byte {
		return pyfmt.AppendBytesReprBody(dst, p, q, escapeSingle)
	})
}

// bytesLen returns the length of a bytes or bytearray value.
func bytesLen(v Value) int {
	switch x := v.(type) {
	case *Bytes:
		return len(x.s)
	case *ByteArray:
		return len(x.b)
	}
	return 0
}
