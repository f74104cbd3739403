package py

import "strings"

// PieceSize is the memory of one piece of a split text: its Go string
// header (the text itself is shared with what was split).
const PieceSize = 16

// SplitCharged is strings.Split(s, sep) for a non-empty sep, with the
// pieces charged to the memory budget before they are made: native code
// splitting a program's text (a sniffed sample, a dotted name, a
// "|"-joined flag name) can make up to one piece per byte, 16 times the
// text.
func SplitCharged(t *Thread, s, sep string) ([]string, error) {
	if err := t.Alloc(int64(strings.Count(s, sep)+1) * PieceSize); err != nil {
		return nil, err
	}
	return strings.Split(s, sep), nil
}

// NameFields splits a str of names separated by commas and/or whitespace
// (namedtuple's field_names, enum's functional names, _order_ and
// _ignore_), charging the copy and the pieces (at most one per two bytes)
// before making them.
func NameFields(t *Thread, s string) ([]string, error) {
	if err := t.Alloc(int64(len(s)) + int64(len(s)/2+1)*PieceSize); err != nil {
		return nil, err
	}
	return strings.Fields(strings.ReplaceAll(s, ",", " ")), nil
}
