// Package ucd is the Unicode character database as CPython 3.11 sees it
// (Unicode 14.0.0): general categories, bidirectional classes, East Asian
// widths, combining classes, mirroring, decompositions, numeric values,
// character names, name aliases and named sequences, and where Unicode
// 3.2.0 answers differently. The tables are generated from python3's own
// unicodedata (gen/gen_tables.py), so krait answers as CPython does even
// where Go's unicode package (a later Unicode) differs. Everything here is
// read-only; the name index is built once, on first use, and never
// changes afterwards.
package ucd

import (
	"sort"

	"github.com/kraitpy/krait/internal/pystr"
)

//go:generate python3 gen/gen_tables.py
//go:generate gofmt -w tables.go ucd320_tables.go

// runIndex returns the index of the run of starts that holds r (0 for a
// negative r, the last run past the end).
func runIndex(starts []int32, r rune) int {
	i := sort.Search(len(starts), func(i int) bool { return starts[i] > int32(r) }) - 1
	if i < 0 {
		return 0
	}
	return i
}

// Category returns the two-letter general category of r ("Cn" for
// unassigned code points), as unicodedata.category.
func Category(r rune) string {
	return categoryNames[categoryValues[runIndex(categoryStarts[:], r)]]
}

// Bidirectional returns the bidirectional class of r ("" for none), as
// unicodedata.bidirectional.
func Bidirectional(r rune) string {
	return bidirectionalNames[bidirectionalValues[runIndex(bidirectionalStarts[:], r)]]
}

// EastAsianWidth returns the East Asian width of r, as
// unicodedata.east_asian_width.
func EastAsianWidth(r rune) string {
	return eastAsianWidthNames[eastAsianWidthValues[runIndex(eastAsianWidthStarts[:], r)]]
}

// Combining returns the canonical combining class of r, as
// unicodedata.combining.
func Combining(r rune) int { return int(combiningValues[runIndex(combiningStarts[:], r)]) }

// Mirrored returns 1 when r is mirrored in bidirectional text, as
// unicodedata.mirrored.
func Mirrored(r rune) int { return int(mirroredValues[runIndex(mirroredStarts[:], r)]) }

// Decomposition returns the decomposition mapping of r ("" for none), as
// unicodedata.decomposition.
func Decomposition(r rune) string {
	i := sort.Search(len(decompKeys), func(i int) bool { return decompKeys[i] >= int32(r) })
	if i < len(decompKeys) && decompKeys[i] == int32(r) {
		return packedAt(decompText, decompEnds[:], i)
	}
	return ""
}

// packedAt returns the i-th of the strings stored end to end in text,
// where ends[i] is the offset at which the i-th ends.
func packedAt(text string, ends []uint32, i int) string {
	start := uint32(0)
	if i > 0 {
		start = ends[i-1]
	}
	return text[start:ends[i]]
}

// packedFind returns the index of s in the sorted strings stored end to
// end in text.
func packedFind(text string, ends []uint32, s string) (int, bool) {
	i := sort.Search(len(ends), func(i int) bool { return packedAt(text, ends, i) >= s })
	return i, i < len(ends) && packedAt(text, ends, i) == s
}

// numericRun gives lo..hi the values v, v+1, ...
type numericRun struct {
	lo, hi rune
	v      float64
}

// Numeric returns the numeric value of r and whether it has one, as
// unicodedata.numeric.
func Numeric(r rune) (float64, bool) {
	t := numericRuns[:]
	i := sort.Search(len(t), func(i int) bool { return t[i].hi >= r })
	if i < len(t) && t[i].lo <= r {
		return t[i].v + float64(r-t[i].lo), true
	}
	return 0, false
}

// Digit returns the digit value of r (the code points str.isdigit()
// accepts) and whether it has one, as unicodedata.digit.
func Digit(r rune) (int, bool) {
	if !pystr.IsDigitRune(r) {
		return 0, false
	}
	v, _ := Numeric(r)
	return int(v), true
}

// Decimal returns the decimal digit value of r (the code points
// str.isdecimal() accepts) and whether it has one, as unicodedata.decimal.
func Decimal(r rune) (int, bool) {
	if !pystr.IsDecimalRune(r) {
		return 0, false
	}
	v, _ := Numeric(r)
	return int(v), true
}

// oldRange is a run of code points whose Unicode 3.2.0 answer is v.
type oldRange struct {
	lo, hi int32
	v      string
}

// NoValue is the Unicode 3.2.0 answer "no value" (unicodedata raises
// ValueError or returns the default).
const NoValue = "\x00"

// Old320 returns Unicode 3.2.0's answer of the unicodedata function f
// ("category", "bidirectional", "east_asian_width", "mirrored",
// "combining", "decomposition", "decimal", "digit", "numeric" or "name")
// for r, as text, when it differs from the current database's.
func Old320(f string, r rune) (string, bool) {
	rs := ucd320Changes[f]
	i := sort.Search(len(rs), func(i int) bool { return rs[i].hi >= int32(r) })
	if i < len(rs) && rs[i].lo <= int32(r) {
		return rs[i].v, true
	}
	return "", false
}
