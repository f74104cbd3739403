package pystr

// categoryRun gives the category (an index into categoryNames) of lo..hi.
type categoryRun struct {
	lo, hi rune
	cat    uint8
}

// categoryTable is sorted by code point; code points it misses are Cn.
type categoryTable []categoryRun

// numericRun gives lo..hi the values num/den, num+1/den, ...
type numericRun struct {
	lo, hi rune
	num    int64
	den    int64
}

// numericValueTable is sorted by code point.
type numericValueTable []numericRun

// Category implements unicodedata.category(chr(r)): the two-letter general
// category in CPython 3.11's Unicode database ("Cn" for unassigned).
func Category(r rune) string {
	t := categoryRuns
	lo, hi := 0, len(t)
	for lo < hi {
		m := int(uint(lo+hi) >> 1)
		if t[m].hi < r {
			lo = m + 1
		} else {
			hi = m
		}
	}
	if lo < len(t) && t[lo].lo <= r {
		return categoryNames[t[lo].cat]
	}
	return "Cn"
}

// NumericValue implements unicodedata.numeric(chr(r)): the numeric value,
// and false when r has none.
func NumericValue(r rune) (float64, bool) {
	t := numericRuns
	lo, hi := 0, len(t)
	for lo < hi {
		m := int(uint(lo+hi) >> 1)
		if t[m].hi < r {
			lo = m + 1
		} else {
			hi = m
		}
	}
	if lo < len(t) && t[lo].lo <= r {
		e := t[lo]
		return float64(e.num+int64(r-e.lo)) / float64(e.den), true
	}
	return 0, false
}

// DigitValue implements unicodedata.digit(chr(r)): the value of a digit
// (what str.isdigit() accepts), and false for other code points.
func DigitValue(r rune) (int, bool) {
	if !IsDigitRune(r) {
		return 0, false
	}
	v, _ := NumericValue(r)
	return int(v), true
}

// DecimalValue implements unicodedata.decimal(chr(r)): the value of a
// decimal digit (what str.isdecimal() accepts), and false otherwise.
func DecimalValue(r rune) (int, bool) {
	if !IsDecimalRune(r) {
		return 0, false
	}
	v, _ := NumericValue(r)
	return int(v), true
}
