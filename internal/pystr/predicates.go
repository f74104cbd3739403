package pystr

import (
	"github.com/kraitpy/krait/internal/wtf8"
)

// all reports whether s is non-empty and pred holds for each code point;
// invalid bytes fail the test.
func all(s string, pred func(rune) bool) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); {
		r, size := decodeAt(s, i)
		if r == wtf8.RuneError && size == 1 || !pred(r) {
			return false
		}
		i += size
	}
	return true
}

// IsAlpha implements str.isalpha().
func IsAlpha(s string) bool { return all(s, IsAlphaRune) }

// IsDecimal implements str.isdecimal().
func IsDecimal(s string) bool { return all(s, IsDecimalRune) }

// IsDigit implements str.isdigit().
func IsDigit(s string) bool { return all(s, IsDigitRune) }

// IsNumeric implements str.isnumeric().
func IsNumeric(s string) bool { return all(s, IsNumericRune) }

// IsAlnum implements str.isalnum().
func IsAlnum(s string) bool { return all(s, IsAlnumRune) }

// IsSpace implements str.isspace().
func IsSpace(s string) bool { return all(s, IsSpaceRune) }

// IsASCII implements str.isascii().
func IsASCII(s string) bool { return isASCII(s) }

// IsPrintable implements str.isprintable(); the empty string is printable.
func IsPrintable(s string) bool { return s == "" || all(s, IsPrintableRune) }

// IsIdentifier implements str.isidentifier().
func IsIdentifier(s string) bool {
	if s == "" {
		return false
	}
	r, size := decodeAt(s, 0)
	if r == wtf8.RuneError && size == 1 || !IsIDStartRune(r) {
		return false
	}
	return s[size:] == "" || all(s[size:], IsIDContinueRune)
}

// IsLower implements str.islower(): at least one cased code point and no
// uppercase or titlecase one.
func IsLower(s string) bool {
	cased := false
	for i := 0; i < len(s); {
		r, size := decodeAt(s, i)
		i += size
		if IsUpperRune(r) || IsTitleRune(r) {
			return false
		}
		if IsLowerRune(r) {
			cased = true
		}
	}
	return cased
}

// IsUpper implements str.isupper().
func IsUpper(s string) bool {
	cased := false
	for i := 0; i < len(s); {
		r, size := decodeAt(s, i)
		i += size
		if IsLowerRune(r) || IsTitleRune(r) {
			return false
		}
		if IsUpperRune(r) {
			cased = true
		}
	}
	return cased
}

// IsTitle implements str.istitle(): uppercase and titlecase code points
// only follow uncased ones, lowercase ones only cased ones, and there is
// at least one cased code point.
func IsTitle(s string) bool {
	cased, prevCased := false, false
	for i := 0; i < len(s); {
		r, size := decodeAt(s, i)
		i += size
		switch {
		case IsUpperRune(r) || IsTitleRune(r):
			if prevCased {
				return false
			}
			prevCased, cased = true, true
		case IsLowerRune(r):
			if !prevCased {
				return false
			}
			prevCased, cased = true, true
		default:
			prevCased = false
		}
	}
	return cased
}
