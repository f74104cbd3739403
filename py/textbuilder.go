package py

import "strings"

// TextBuilder builds the text a builtin returns, checking the memory
// budget before the text grows past what was checked (the builder's
// buffer may be up to twice the text), charging the copying work, and
// charging the finished text to the budget: the way for native code to
// build a result whose size depends on program data (textwrap.indent
// with a huge prefix, template expansion) without allocating first.
type TextBuilder struct {
	t       *Thread
	b       strings.Builder
	checked int
}

// NewTextBuilder returns a builder charging t.
func NewTextBuilder(t *Thread) *TextBuilder { return &TextBuilder{t: t} }

// WriteString appends s, refusing it when the text would not fit in the
// memory budget.
func (tb *TextBuilder) WriteString(s string) error {
	n := tb.b.Len() + len(s)
	if n > tb.checked {
		if err := tb.t.CheckAlloc(2 * int64(n)); err != nil {
			return err
		}
		tb.checked = 2 * n
	}
	if len(s) >= BytesPerOp {
		if err := tb.t.ChargeBytes(len(s)); err != nil {
			return err
		}
	}
	tb.b.WriteString(s)
	return nil
}

// Len returns the length of the text so far.
func (tb *TextBuilder) Len() int { return tb.b.Len() }

// Str returns the text as a str, charged to the memory budget.
func (tb *TextBuilder) Str() (*Str, error) {
	return NewStrCharged(tb.t, tb.b.String())
}
