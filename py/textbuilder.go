package py

import (
	"strings"
	"unsafe"
)

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
	t       *Thread
	b       strings.Builder
	charged int64 // what the current buffer was charged (0: not charged, up to textChargeFrom)
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
	return growInPieces(t, b, n) // b.Grow(n), its copy preemptible (piececopy.go)
}

// grow makes room for n more bytes. The new buffer (its whole capacity,
// as Go rounds it up) is charged before it is allocated, and the one it
// replaces is given back once copied: the builder's charge is its
// buffer, not every buffer it outgrew (a 100 MB repr was charged 2-4
// times over and refused under a budget it fitted).
func (tb *TextBuilder) grow(n int) error {
	if tb.b.Cap()-tb.b.Len() >= n {
		return nil
	}
	c := 2*tb.b.Cap() + n
	if c <= textChargeFrom {
		tb.b.Grow(n) //krait:alloc-ok at most textChargeFrom bytes: the bounded uncharged part
		return nil
	}
	if err := tb.t.Alloc(int64(c)); err != nil {
		return err
	}
	if err := growInPieces(tb.t, &tb.b, n); err != nil { // 2*cap+n bytes (strings.Builder's growth), charged just above; the copy preemptible (piececopy.go)
		return err
	}
	if extra := int64(tb.b.Cap() - c); extra > 0 {
		if err := tb.t.Alloc(extra); err != nil { // the size class's rounding, already allocated
			return err
		}
	}
	tb.t.Free(tb.charged)
	tb.charged = int64(tb.b.Cap())
	return nil
}

// WriteString appends s, refusing it when the buffer it needs does not
// fit in the memory budget.
func (tb *TextBuilder) WriteString(s string) error {
	if err := tb.grow(len(s)); err != nil {
		return err
	}
	if len(s) >= BytesPerOp {
		if err := tb.t.ChargeBytes(len(s)); err != nil {
			return err
		}
	}
	if len(s) > copyPiece {
		return writeLarge(tb.t, &tb.b, s)
	}
	tb.b.WriteString(s)
	return nil
}

// WriteByte appends c.
func (tb *TextBuilder) WriteByte(c byte) error {
	if err := tb.grow(1); err != nil {
		return err
	}
	return tb.b.WriteByte(c)
}

// Len returns the length of the text so far.
func (tb *TextBuilder) Len() int { return tb.b.Len() }

// String returns the text (the builder's buffer, not a copy). A text
// whose buffer was charged is noted as charged: the str made of it
// (NewStrCharged) charges only its object.
func (tb *TextBuilder) String() string {
	s := tb.b.String()
	if tb.charged > 0 {
		tb.t.noteCharged(s)
	}
	return s
}

// Str returns the text as a str. The text is the builder's buffer,
// charged as it grew (when larger than textChargeFrom); only the str's
// object is charged then.
func (tb *TextBuilder) Str() (*Str, error) { return NewStrCharged(tb.t, tb.String()) }

// noteCharged records s as a text charged in full as it was made (see
// Thread.chargedText). Short texts are not noted: they are charged again
// when wrapped, which costs little.
func (t *Thread) noteCharged(s string) {
	if t != nil && len(s) > textChargeFrom {
		t.chargedText = s
	}
}

// takeCharged reports whether s is the text noted as charged (the same
// bytes, not an equal copy), forgetting the note either way: its str
// charges only its object, so every text result is charged once.
func (t *Thread) takeCharged(s string) bool {
	if t == nil || t.chargedText == "" {
		return false
	}
	noted := t.chargedText
	t.chargedText = "" // taken, or not the text made next: dropped either way
	return len(s) == len(noted) && unsafe.StringData(s) == unsafe.StringData(noted)
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
		if len(p) > copyPiece {
			if err := writeLarge(t, &b, p); err != nil {
				return "", err
			}
		} else {
			b.WriteString(p)
		}
	}
	r := b.String()
	t.noteCharged(r)
	return r, nil
}

// Text results sized before they are made.
//
// A builtin whose result text grows with its input (repr of a str,
// html.escape, shlex.quote, ...) used to build the text first and charge
// it after: a builder doubling its buffer held up to 3x the result before
// the charge could refuse it, so repr('\x00' * 10**8) peaked at 1.2 GB
// under a 256 MiB budget. The helpers here charge first:
//
//   - BuildText charges a size, then writes into one buffer of that
//     capacity, which becomes the string without a copy;
//   - EscapeText is BuildText for escapers (a function that maps each
//     piece of its input independently): it measures the exact size with
//     a first pass over small pieces into a scratch buffer, so nothing
//     sized by the data is allocated before the charge.

// textPiece is how many input bytes an escaper maps at a time when
// EscapeText measures or writes its result.
const textPiece = 4096

// Escaper appends the mapping of s to dst. It must map every piece of its
// input independently: Escaper(Escaper(dst, a), b) == Escaper(dst, a+b)
// for a and b cut between two code points (or two bytes, for bytes).
type Escaper func(dst []byte, s string) []byte

// BuildText charges n bytes (the size of the text write appends to an
// empty buffer, or a bound of it), then returns that text, written into a
// buffer of capacity n that becomes the string without a copy. write
// appending more than n bytes is a bug of its caller; the excess is
// charged when it happens.
func (t *Thread) BuildText(n int, write func(dst []byte) []byte) (string, error) {
	if err := t.Alloc(int64(n)); err != nil {
		return "", err
	}
	buf := write(make([]byte, 0, n)) //krait:alloc-ok n is charged just above
	if len(buf) > n {
		if err := t.Alloc(int64(len(buf) - n)); err != nil {
			return "", err
		}
	}
	if len(buf) == 0 {
		return "", nil
	}
	// buf is not written again: the text is immutable from here on.
	r := unsafe.String(&buf[0], len(buf))
	t.noteCharged(r)
	return r, nil
}

// EscapeText returns prefix + esc(s) + suffix, charged before it is made:
// a first pass measures the exact size of esc(s) piece by piece (at code
// point boundaries when text is set: s is a str's WTF-8) in a scratch
// buffer, then BuildText charges it and writes it in one buffer. Both
// passes are charged as work.
func (t *Thread) EscapeText(prefix, s, suffix string, text bool, esc Escaper) (string, error) {
	m, err := t.measureText(s, text, esc)
	if err != nil {
		return "", err
	}
	r, berr := t.BuildText(len(prefix)+m+len(suffix), func(dst []byte) []byte {
		dst = append(dst, prefix...) //krait:alloc-ok dst has room for prefix, text and suffix: BuildText charged that length
		if err = t.eachTextPiece(s, text, func(p string) { dst = esc(dst, p) }); err != nil {
			return dst
		}
		return append(dst, suffix...) //krait:alloc-ok dst has room for prefix, text and suffix: BuildText charged that length
	})
	if berr != nil {
		return "", berr
	}
	return r, err // err: the deadline met while writing
}

// measureText returns the length of esc(s), mapped piece by piece into a
// scratch buffer, charging the work of two passes over s.
func (t *Thread) measureText(s string, text bool, esc Escaper) (int, error) {
	if err := t.ChargeChars(2 * len(s)); err != nil {
		return 0, err
	}
	n := 0
	var scratch []byte
	err := t.eachTextPiece(s, text, func(p string) {
		scratch = esc(scratch[:0], p) //krait:alloc-ok a piece of at most textPiece bytes, mapped: reused for every piece
		n += len(scratch)
	})
	return n, err
}

// MapText returns f(s) (a str's text) for a mapping whose length is the
// sum of its pieces' (f may look at neighbours to choose a character but
// not its length: str.lower's final sigma): measured by pieces, charged,
// then written in one pass over s into a buffer of that size.
func (t *Thread) MapText(s string, f Escaper) (string, error) {
	n, err := t.measureText(s, true, f)
	if err != nil {
		return "", err
	}
	return t.BuildText(n, func(dst []byte) []byte { return f(dst, s) })
}

// eachTextPiece calls f with consecutive pieces of s of about textPiece
// bytes, cut before a UTF-8 lead byte when text is set, and polls the
// deadline every textPollPieces pieces (an escape of 10**8 characters
// takes seconds).
func (t *Thread) eachTextPiece(s string, text bool, f func(string)) error {
	for i := 0; len(s) > 0; i++ {
		if i%textPollPieces == textPollPieces-1 {
			if err := t.Poll(); err != nil {
				return err
			}
		}
		end := min(len(s), textPiece)
		if text {
			for end < len(s) && end > 0 && s[end]&0xC0 == 0x80 {
				end--
			}
			if end == 0 {
				end = min(len(s), textPiece)
			}
		}
		f(s[:end])
		s = s[end:]
	}
	return nil
}

// textPollPieces is how many pieces eachTextPiece maps between two polls
// of the deadline (256 KiB of text).
const textPollPieces = 64
