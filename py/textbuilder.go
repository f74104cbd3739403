package py

import "strings"

// textChargeFrom is the buffer capacity from which a TextBuilder charges
// its growth: below it, a builder holds at most this much uncharged (and
// builders nest at most as deep as the data-depth limit).
const textChargeFrom = 4096

// TextBuilder builds text whose size depends on program data (the repr
// of a container, a format with many fields, template expansion): every
// growth of its buffer is charged to the memory budget before the buffer
// is allocated, so a builder can never hold more than the budget allows.
// Checking each piece or the text so far against what is left
// (CheckAlloc) is not enough: the checks do not add up, so a builder
// copying pieces that each fit, or nested builders that each fit, hold
// several budgets at once. The charge is cumulative, like every charge
// (the buffers a builder outgrew are garbage the budget's reconciliation
// forgives); the finished text is the last buffer, already charged.
type TextBuilder struct {
	t *Thread
	b strings.Builder
}

// NewTextBuilder returns a builder charging t.
func NewTextBuilder(t *Thread) *TextBuilder { return &TextBuilder{t: t} }

// GrowBuilder makes room in b for n more bytes, charging the buffer it
// allocates to t first (strings.Builder grows to twice its capacity plus
// n): the one way for native code to grow a text buffer by data.
// Buffers up to textChargeFrom bytes are not charged.
func GrowBuilder(t *Thread, b *strings.Builder, n int) error {
	if b.Cap()-b.Len() >= n {
		return nil
	}
	if c := 2*b.Cap() + n; c > textChargeFrom {
		if err := t.Alloc(int64(c)); err != nil {
			return err
		}
	}
	b.Grow(n) //krait:alloc-ok charged just above (buffers up to textChargeFrom are the bounded uncharged part)
	return nil
}

// WriteString appends s, refusing it when the buffer it needs does not
// fit in the memory budget.
func (tb *TextBuilder) WriteString(s string) error {
	if err := GrowBuilder(tb.t, &tb.b, len(s)); err != nil {
		return err
	}
	if len(s) >= BytesPerOp {
		if err := tb.t.ChargeBytes(len(s)); err != nil {
			return err
		}
	}
	tb.b.WriteString(s)
	return nil
}

// WriteByte appends c.
func (tb *TextBuilder) WriteByte(c byte) error {
	if err := GrowBuilder(tb.t, &tb.b, 1); err != nil {
		return err
	}
	return tb.b.WriteByte(c)
}

// Len returns the length of the text so far.
func (tb *TextBuilder) Len() int { return tb.b.Len() }

// String returns the text (the builder's buffer, not a copy).
func (tb *TextBuilder) String() string { return tb.b.String() }

// Str returns the text as a str. The text is the builder's buffer,
// charged as it grew (when larger than textChargeFrom); only the str's
// header is charged then.
func (tb *TextBuilder) Str() (*Str, error) {
	s := tb.b.String()
	if tb.b.Cap() <= textChargeFrom {
		return NewStrCharged(tb.t, s)
	}
	if err := tb.t.Alloc(32); err != nil {
		return nil, err
	}
	return NewStr(s), nil
}

// ConcatText returns the concatenation of parts, charging the result
// before it is allocated when it is large: for wrapping a rendered text
// ("deque(" + repr of the items + ")") without an uncharged copy.
func ConcatText(t *Thread, parts ...string) (string, error) {
	n := 0
	for _, p := range parts {
		n += len(p)
	}
	var b strings.Builder
	if err := GrowBuilder(t, &b, n); err != nil {
		return "", err
	}
	for _, p := range parts {
		b.WriteString(p)
	}
	return b.String(), nil
}
