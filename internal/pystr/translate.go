package pystr

import (
	"github.com/kraitpy/krait/internal/wtf8"

	"strings"
)

// TranslateAction says what str.translate does with one code point.
type TranslateAction uint8

// The outcomes of a translate-table lookup.
const (
	// TranslateKeep leaves the code point unchanged (the lookup raised LookupError).
	TranslateKeep TranslateAction = iota
	// TranslateDelete removes it (the table maps it to None).
	TranslateDelete
	// Replace substitutes the returned string (the table maps it to an
	// int code point or a str).
	TranslateReplace
)

// TranslateFunc looks a code point up in a str.translate table. An error
// other than LookupError aborts the translation and is returned.
type TranslateFunc func(r rune) (replacement string, action TranslateAction, err error)

// Translate implements str.translate(table) with lookup standing for
// table.__getitem__. The result is refused when it would exceed maxLen
// bytes (negative: no limit).
func Translate(s string, lookup TranslateFunc, maxLen int) (string, error) {
	var b strings.Builder
	b.Grow(len(s)) //krait:alloc-ok len(s): s exists; replacements are checked against maxLen as they are written
	for i := 0; i < len(s); {
		r, size := decodeAt(s, i)
		if r == wtf8.RuneError && size == 1 {
			b.WriteByte(s[i])
			i++
			continue
		}
		repl, action, err := lookup(r)
		if err != nil {
			return "", err
		}
		switch action {
		case TranslateKeep:
			b.WriteString(s[i : i+size])
		case TranslateReplace:
			if err := CheckLen(b.Len()+len(repl), maxLen); err != nil {
				return "", err
			}
			b.WriteString(repl)
		}
		i += size
	}
	return b.String(), nil
}

// TransEntry is one item of the dict str.maketrans builds: From maps to
// To, or to None when Delete is set.
type TransEntry struct {
	From   rune // the key, a code point
	To     rune // the value's code point, unless Delete
	Delete bool // the value is None
}

// MakeTrans implements the string forms of str.maketrans(x, y[, z]): each
// code point of x maps to the code point of y at the same position, and
// each code point of z maps to None. Entries come in the order the dict
// receives them (a repeated key keeps its first position and last value
// when the caller inserts them in order).
func MakeTrans(x, y, z string) ([]TransEntry, error) {
	xs, ys := wtf8.Runes(x), wtf8.Runes(y)
	if len(xs) != len(ys) {
		return nil, &Error{Kind: ValueError, Msg: "the first two maketrans arguments must have equal length"}
	}
	entries := make([]TransEntry, 0, len(xs)+len(z)) //krait:alloc-ok the caller (str.maketrans) checks 16 bytes per byte of its arguments first
	for i, r := range xs {
		entries = append(entries, TransEntry{From: r, To: ys[i]}) //krait:alloc-ok the caller (str.maketrans) checks 16 bytes per byte of its arguments first
	}
	for _, r := range wtf8.Runes(z) {
		entries = append(entries, TransEntry{From: r, Delete: true}) //krait:alloc-ok the caller (str.maketrans) checks 16 bytes per byte of its arguments first
	}
	return entries, nil
}

// ErrTranslateRange is the ValueError raised when a translate table maps
// a code point to an int outside range(0x110000).
var ErrTranslateRange = &Error{Kind: ValueError, Msg: "character mapping must be in range(0x110000)"}

// ErrTranslateType is the TypeError raised when a translate table maps a
// code point to something other than an int, None or a str.
var ErrTranslateType = &Error{Kind: TypeError, Msg: "character mapping must return integer, None or str"}

// TranslateInt returns the replacement for a translate table value that
// is an int, or ErrTranslateRange.
func TranslateInt(v int64) (string, error) {
	if v < 0 || v > 0x10ffff {
		return "", ErrTranslateRange
	}
	return wtf8.EncodeRune(rune(v)), nil
}

// MakeTransKey checks a str key of the one-argument (dict) form of
// str.maketrans and returns its code point.
func MakeTransKey(key string) (rune, error) {
	r, size := wtf8.DecodeRune(key)
	if size == 0 || size != len(key) {
		return 0, &Error{Kind: ValueError, Msg: "string keys in translate table must be of length 1"}
	}
	return r, nil
}
