package pystr

import (
	"sort"
	"unicode/utf8"
)

//go:generate python3 gen/gen_tables.py

// runeRange is an inclusive range of code points.
type runeRange struct{ lo, hi rune }

// runeRanges is a sorted list of disjoint ranges.
type runeRanges []runeRange

func (t runeRanges) contains(r rune) bool {
	lo, hi := 0, len(t)
	for lo < hi {
		m := int(uint(lo+hi) >> 1)
		if t[m].hi < r {
			lo = m + 1
		} else {
			hi = m
		}
	}
	return lo < len(t) && t[lo].lo <= r
}

// caseRun maps lo, lo+stride, ..., hi to themselves plus delta.
type caseRun struct {
	lo, hi rune
	stride int32
	delta  int32
}

// caseRuns is a sorted list of runs; the gaps of a stride-2 run hold no
// mapped code point.
type caseRuns []caseRun

func (t caseRuns) lookup(r rune) (rune, bool) {
	lo, hi := 0, len(t)
	for lo < hi {
		m := int(uint(lo+hi) >> 1)
		if t[m].hi < r {
			lo = m + 1
		} else {
			hi = m
		}
	}
	if lo < len(t) && t[lo].lo <= r && (r-t[lo].lo)%t[lo].stride == 0 {
		return r + t[lo].delta, true
	}
	return r, false
}

// caseMultiEntry maps a code point to several code points.
type caseMultiEntry struct {
	r rune
	s string
}

// caseMulti is sorted by code point.
type caseMulti []caseMultiEntry

func (t caseMulti) lookup(r rune) (string, bool) {
	i := sort.Search(len(t), func(i int) bool { return t[i].r >= r })
	if i < len(t) && t[i].r == r {
		return t[i].s, true
	}
	return "", false
}

// UnicodeVersion is the version of the Unicode database the character
// classes and case mappings follow (CPython 3.11's).
const UnicodeVersion = unicodeVersion

// IsSpaceRune reports whether r is whitespace for Python's str.isspace(),
// str.split() and str.strip().
func IsSpaceRune(r rune) bool {
	if r < utf8.RuneSelf {
		return asciiSpace[r]
	}
	switch r {
	case 0x85, 0xa0, 0x1680, 0x2028, 0x2029, 0x202f, 0x205f, 0x3000:
		return true
	}
	return r >= 0x2000 && r <= 0x200a
}

// asciiSpace marks \t \n \v \f \r, the separators \x1c-\x1f and ' '.
var asciiSpace = [utf8.RuneSelf]bool{
	'\t': true, '\n': true, '\v': true, '\f': true, '\r': true,
	0x1c: true, 0x1d: true, 0x1e: true, 0x1f: true, ' ': true,
}

// IsAlphaRune reports whether str.isalpha() holds for the one-character
// string r.
func IsAlphaRune(r rune) bool {
	if r < utf8.RuneSelf {
		return r|0x20 >= 'a' && r|0x20 <= 'z'
	}
	return alphaTable.contains(r)
}

// IsDecimalRune reports whether str.isdecimal() holds for r.
func IsDecimalRune(r rune) bool {
	if r < utf8.RuneSelf {
		return r >= '0' && r <= '9'
	}
	return decimalTable.contains(r)
}

// IsDigitRune reports whether str.isdigit() holds for r.
func IsDigitRune(r rune) bool {
	if r < utf8.RuneSelf {
		return r >= '0' && r <= '9'
	}
	return digitTable.contains(r)
}

// IsNumericRune reports whether str.isnumeric() holds for r.
func IsNumericRune(r rune) bool {
	if r < utf8.RuneSelf {
		return r >= '0' && r <= '9'
	}
	return numericTable.contains(r)
}

// IsAlnumRune reports whether str.isalnum() holds for r.
func IsAlnumRune(r rune) bool {
	if r < utf8.RuneSelf {
		return r >= '0' && r <= '9' || r|0x20 >= 'a' && r|0x20 <= 'z'
	}
	return alnumTable.contains(r)
}

// IsLowerRune reports whether r has the Lowercase property (CPython's
// Py_UNICODE_ISLOWER).
func IsLowerRune(r rune) bool {
	if r < utf8.RuneSelf {
		return r >= 'a' && r <= 'z'
	}
	return lowerTable.contains(r)
}

// IsUpperRune reports whether r has the Uppercase property (CPython's
// Py_UNICODE_ISUPPER).
func IsUpperRune(r rune) bool {
	if r < utf8.RuneSelf {
		return r >= 'A' && r <= 'Z'
	}
	return upperTable.contains(r)
}

// IsTitleRune reports whether r is a titlecase letter (category Lt).
func IsTitleRune(r rune) bool {
	return r >= 0x1c5 && titleTable.contains(r)
}

// isCased is CPython's _PyUnicode_IsCased.
func isCased(r rune) bool {
	return IsLowerRune(r) || IsUpperRune(r) || IsTitleRune(r)
}

// isCaseIgnorable is CPython's _PyUnicode_IsCaseIgnorable.
func isCaseIgnorable(r rune) bool {
	return caseIgnorableTable.contains(r)
}

// IsPrintableRune reports whether str.isprintable() holds for r.
func IsPrintableRune(r rune) bool {
	if r < utf8.RuneSelf {
		return r >= 0x20 && r < 0x7f
	}
	return printableTable.contains(r)
}

// IsIDStartRune reports whether r may start a Python identifier.
func IsIDStartRune(r rune) bool {
	if r < utf8.RuneSelf {
		return r == '_' || r|0x20 >= 'a' && r|0x20 <= 'z'
	}
	return xidStartTable.contains(r)
}

// IsIDContinueRune reports whether r may continue a Python identifier.
func IsIDContinueRune(r rune) bool {
	if r < utf8.RuneSelf {
		return r == '_' || r >= '0' && r <= '9' || r|0x20 >= 'a' && r|0x20 <= 'z'
	}
	return xidContinueTable.contains(r)
}
