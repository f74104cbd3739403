package py

import (
	"strconv"

	"github.com/kraitpy/krait/internal/pyfmt"
)

// AppendFormat appends format(v, spec) to dst, charging the appended text
// as Format does. Exact str, int and float values with the common specs
// are appended without an intermediate string; everything else goes
// through Format. It is for callers that build a string piece by piece
// (f-strings).
func AppendFormat(t *Thread, dst []byte, v Value, spec string) ([]byte, error) {
	if spec == "" {
		switch x := v.(type) {
		case *Str:
			if err := t.Alloc(int64(len(x.s))); err != nil {
				return dst, err
			}
			return append(dst, x.s...), nil
		case Int:
			var tmp [20]byte
			digits := strconv.AppendInt(tmp[:0], int64(x), 10)
			if err := t.Alloc(int64(len(digits))); err != nil {
				return dst, err
			}
			return append(dst, digits...), nil
		}
	}
	if x, ok := v.(Int); ok {
		// Charged like Format: the text, once known (bounded by the
		// budget's room through MaxLen).
		n := len(dst)
		dst, err := pyfmt.AppendInt(dst, int64(x), spec, t.fmtOptions(IntType.Name))
		if err != nil {
			return dst[:n], t.convertFmtError(err)
		}
		return dst, t.Alloc(int64(len(dst) - n))
	}
	if x, ok := v.(Float); ok {
		if spec == "" {
			// repr, which cannot be refused: at most 24 bytes.
			n := len(dst)
			dst = pyfmt.AppendFloatRepr(dst, float64(x))
			return dst, t.Alloc(int64(len(dst) - n))
		}
		n := len(dst)
		dst, err := pyfmt.AppendFloat(dst, float64(x), spec, t.fmtOptions(FloatType.Name))
		if err != nil {
			return dst[:n], t.convertFmtError(err)
		}
		return dst, t.Alloc(int64(len(dst) - n))
	}
	s, err := Format(t, v, spec)
	if err != nil {
		return dst, err
	}
	return append(dst, s...), nil
}

// StrObjectSize is what a str object is charged beyond its text.
const StrObjectSize = 32

// NewStrCharged returns the str s, charging its text to the memory
// budget: for builtins that return text they built (repr, ascii, ...),
// so that the results a program holds count against the budget. A text
// its builder charged as it made it (BuildText, TextBuilder, ConcatText)
// is not charged again: only the str object is.
func NewStrCharged(t *Thread, s string) (*Str, error) {
	n := int64(len(s)) + StrObjectSize
	if t.takeCharged(s) {
		n = StrObjectSize
	}
	if err := t.Alloc(n); err != nil {
		return nil, err
	}
	return NewStr(s), nil
}

// NewStrBytes returns the str of a copy of b (valid UTF-8), its header and
// text in one allocation, charging the text before allocating.
func NewStrBytes(t *Thread, b []byte) (*Str, error) {
	if err := t.Alloc(int64(len(b))); err != nil {
		return nil, err
	}
	if len(b) <= 1 {
		return NewStr(string(b)), nil
	}
	r, buf := newStrBuf(len(b))
	copy(buf, b)
	return r, nil
}
