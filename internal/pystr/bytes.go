package pystr

import (
	"strconv"
	"strings"
)

// This file holds the algorithms of Python's bytes and bytearray methods.
// The data is a Go string of raw bytes (bytearray callers convert); indexes
// are byte offsets and character classes are ASCII only, as in CPython.

// IsBytesSpace reports whether c is whitespace for bytes methods (CPython's
// Py_ISSPACE): space, \t, \n, \v, \f and \r.
func IsBytesSpace(c byte) bool {
	return c == ' ' || c == '\t' || c == '\n' || c == '\v' || c == '\f' || c == '\r'
}

func isLowerByte(c byte) bool { return c >= 'a' && c <= 'z' }
func isUpperByte(c byte) bool { return c >= 'A' && c <= 'Z' }
func isDigitByte(c byte) bool { return c >= '0' && c <= '9' }
func isAlphaByte(c byte) bool { return isLowerByte(c) || isUpperByte(c) }

// bytesWindow returns s[start:end] after Python's index adjustment and ok
// false when fewer than need bytes fit.
func bytesWindow(s string, start, end, need int) (lo, hi int, ok bool) {
	start, end = adjustIndices(start, end, len(s))
	if end-start < need {
		return 0, 0, false
	}
	return start, end, true
}

// BytesFind implements bytes.find(sub, start, end).
func BytesFind(s, sub string, start, end int) int {
	lo, hi, ok := bytesWindow(s, start, end, len(sub))
	if !ok {
		return -1
	}
	if i := strings.Index(s[lo:hi], sub); i >= 0 {
		return lo + i
	}
	return -1
}

// BytesRFind implements bytes.rfind(sub, start, end).
func BytesRFind(s, sub string, start, end int) int {
	lo, hi, ok := bytesWindow(s, start, end, len(sub))
	if !ok {
		return -1
	}
	if i := strings.LastIndex(s[lo:hi], sub); i >= 0 {
		return lo + i
	}
	return -1
}

// BytesCount implements bytes.count(sub, start, end).
func BytesCount(s, sub string, start, end int) int {
	if sub == "" {
		start, end = adjustIndices(start, end, len(s))
		if end < start {
			return 0
		}
		return end - start + 1
	}
	lo, hi, ok := bytesWindow(s, start, end, len(sub))
	if !ok {
		return 0
	}
	return strings.Count(s[lo:hi], sub)
}

// BytesStartsWith implements bytes.startswith(prefix, start, end) for one
// prefix.
func BytesStartsWith(s, prefix string, start, end int) bool {
	lo, hi, ok := bytesWindow(s, start, end, len(prefix))
	return ok && strings.HasPrefix(s[lo:hi], prefix)
}

// BytesEndsWith implements bytes.endswith(suffix, start, end) for one
// suffix.
func BytesEndsWith(s, suffix string, start, end int) bool {
	lo, hi, ok := bytesWindow(s, start, end, len(suffix))
	return ok && strings.HasSuffix(s[lo:hi], suffix)
}

// BytesReplace implements bytes.replace(old, new, count): like Replace,
// but an empty old inserts new between bytes.
func BytesReplace(s, old, new string, count, maxLen int) (string, error) {
	if old != "" || isASCII(s) {
		return Replace(s, old, new, count, maxLen)
	}
	m := len(s) + 1
	if count >= 0 && m > count {
		m = count
	}
	if m == 0 {
		return s, CheckLen(len(s), maxLen)
	}
	if len(new) > 0 && m > (End-len(s))/len(new) {
		return "", &TooLargeError{Size: End, Max: maxLen}
	}
	if err := CheckLen(len(s)+m*len(new), maxLen); err != nil {
		return "", err
	}
	var b strings.Builder
	b.Grow(len(s) + m*len(new))
	i := 0
	for ; i < len(s) && m > 0; i++ {
		b.WriteString(new)
		b.WriteByte(s[i])
		m--
	}
	if m > 0 {
		b.WriteString(new)
	}
	b.WriteString(s[i:])
	return b.String(), nil
}

// BytesSplitWhitespace implements bytes.split() / bytes.split(None,
// maxsplit) with ASCII whitespace.
func BytesSplitWhitespace(s string, maxsplit int) []string {
	if maxsplit < 0 {
		maxsplit = End
	}
	parts := make([]string, 0, 4)
	i := 0
	for ; maxsplit > 0; maxsplit-- {
		for i < len(s) && IsBytesSpace(s[i]) {
			i++
		}
		if i == len(s) {
			break
		}
		j := i
		for i < len(s) && !IsBytesSpace(s[i]) {
			i++
		}
		parts = append(parts, s[j:i])
	}
	for i < len(s) && IsBytesSpace(s[i]) {
		i++
	}
	if i < len(s) {
		parts = append(parts, s[i:])
	}
	return parts
}

// BytesRSplitWhitespace implements bytes.rsplit() / bytes.rsplit(None,
// maxsplit).
func BytesRSplitWhitespace(s string, maxsplit int) []string {
	if maxsplit < 0 {
		maxsplit = End
	}
	parts := make([]string, 0, 4)
	i := len(s)
	for ; maxsplit > 0; maxsplit-- {
		for i > 0 && IsBytesSpace(s[i-1]) {
			i--
		}
		if i == 0 {
			break
		}
		j := i
		for i > 0 && !IsBytesSpace(s[i-1]) {
			i--
		}
		parts = append(parts, s[i:j])
	}
	for i > 0 && IsBytesSpace(s[i-1]) {
		i--
	}
	if i > 0 {
		parts = append(parts, s[:i])
	}
	for a, b := 0, len(parts)-1; a < b; a, b = a+1, b-1 {
		parts[a], parts[b] = parts[b], parts[a]
	}
	return parts
}

// BytesSplitLines implements bytes.splitlines(keepends): only \n, \r and
// \r\n end lines.
func BytesSplitLines(s string, keepends bool) []string {
	lines := make([]string, 0, 4)
	i, j := 0, 0
	for i < len(s) {
		for i < len(s) && s[i] != '\n' && s[i] != '\r' {
			i++
		}
		eol := i
		if i < len(s) {
			if s[i] == '\r' && i+1 < len(s) && s[i+1] == '\n' {
				i += 2
			} else {
				i++
			}
			if keepends {
				eol = i
			}
		}
		lines = append(lines, s[j:eol]) //krait:alloc-ok the caller checks the pieces first (bytes.splitlines: chargeBytesPieces)
		j = i
	}
	return lines
}

// BytesStrip implements bytes.strip() without arguments (ASCII
// whitespace).
func BytesStrip(s string) string { return BytesRStrip(BytesLStrip(s)) }

// BytesLStrip implements bytes.lstrip() without arguments.
func BytesLStrip(s string) string {
	i := 0
	for i < len(s) && IsBytesSpace(s[i]) {
		i++
	}
	return s[i:]
}

// BytesRStrip implements bytes.rstrip() without arguments.
func BytesRStrip(s string) string {
	j := len(s)
	for j > 0 && IsBytesSpace(s[j-1]) {
		j--
	}
	return s[:j]
}

// byteSet is a set of byte values.
type byteSet [4]uint64

func makeByteSet(chars string) *byteSet {
	var set byteSet
	for i := 0; i < len(chars); i++ {
		set[chars[i]>>6] |= 1 << (chars[i] & 63)
	}
	return &set
}

func (b *byteSet) has(c byte) bool { return b[c>>6]&(1<<(c&63)) != 0 }

// BytesStripChars implements bytes.strip(chars).
func BytesStripChars(s, chars string) string {
	return BytesRStripChars(BytesLStripChars(s, chars), chars)
}

// BytesLStripChars implements bytes.lstrip(chars).
func BytesLStripChars(s, chars string) string {
	set := makeByteSet(chars)
	i := 0
	for i < len(s) && set.has(s[i]) {
		i++
	}
	return s[i:]
}

// BytesRStripChars implements bytes.rstrip(chars).
func BytesRStripChars(s, chars string) string {
	set := makeByteSet(chars)
	j := len(s)
	for j > 0 && set.has(s[j-1]) {
		j--
	}
	return s[:j]
}

// BytesCenter implements bytes.center(width, fillbyte).
func BytesCenter(s string, width int, fill byte, maxLen int) (string, error) {
	if width <= len(s) {
		return s, nil
	}
	marg := width - len(s)
	left := marg/2 + (marg & width & 1)
	return bytesPad(s, left, marg-left, fill, maxLen)
}

// BytesLJust implements bytes.ljust(width, fillbyte).
func BytesLJust(s string, width int, fill byte, maxLen int) (string, error) {
	if width <= len(s) {
		return s, nil
	}
	return bytesPad(s, 0, width-len(s), fill, maxLen)
}

// BytesRJust implements bytes.rjust(width, fillbyte).
func BytesRJust(s string, width int, fill byte, maxLen int) (string, error) {
	if width <= len(s) {
		return s, nil
	}
	return bytesPad(s, width-len(s), 0, fill, maxLen)
}

func bytesPad(s string, left, right int, fill byte, maxLen int) (string, error) {
	if err := CheckLen(len(s)+left+right, maxLen); err != nil {
		return "", err
	}
	b := make([]byte, 0, len(s)+left+right)
	for i := 0; i < left; i++ {
		b = append(b, fill)
	}
	b = append(b, s...)
	for i := 0; i < right; i++ {
		b = append(b, fill)
	}
	return ownedString(b), nil
}

// BytesZFill implements bytes.zfill(width).
func BytesZFill(s string, width int, maxLen int) (string, error) {
	if width <= len(s) {
		return s, nil
	}
	if s == "" || (s[0] != '+' && s[0] != '-') {
		return bytesPad(s, width-len(s), 0, '0', maxLen)
	}
	if err := CheckLen(width, maxLen); err != nil {
		return "", err
	}
	// The sign, the zeros, the rest: built once (the result is the only
	// copy held while it is made).
	b := make([]byte, width)
	b[0] = s[0]
	zeros := width - len(s)
	for i := 1; i <= zeros; i++ {
		b[i] = '0'
	}
	copy(b[1+zeros:], s[1:])
	return ownedString(b), nil
}

// BytesExpandTabs implements bytes.expandtabs(tabsize).
func BytesExpandTabs(s string, tabsize int, maxLen int) (string, error) {
	if strings.IndexByte(s, '\t') < 0 {
		return s, CheckLen(len(s), maxLen)
	}
	size, col := 0, 0
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case c == '\t':
			if tabsize > 0 {
				incr := tabsize - col%tabsize
				if incr > End-size-len(s) {
					return "", ErrExpandTabsTooLong
				}
				col += incr
				size += incr
			}
		case c == '\n' || c == '\r':
			col = 0
			size++
		default:
			col++
			size++
		}
	}
	if err := CheckLen(size, maxLen); err != nil {
		return "", err
	}
	b := make([]byte, 0, size)
	col = 0
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case c == '\t':
			if tabsize > 0 {
				incr := tabsize - col%tabsize
				col += incr
				for k := 0; k < incr; k++ {
					b = append(b, ' ')
				}
			}
		case c == '\n' || c == '\r':
			col = 0
			b = append(b, c)
		default:
			col++
			b = append(b, c)
		}
	}
	return ownedString(b), nil
}

// mapBytes returns s with f applied to each byte.
func mapBytes(s string, f func(i int, c byte) byte) string {
	b := []byte(s)
	for i, c := range b {
		b[i] = f(i, c)
	}
	return ownedString(b)
}

func toLowerByte(c byte) byte {
	if isUpperByte(c) {
		return c + 'a' - 'A'
	}
	return c
}

func toUpperByte(c byte) byte {
	if isLowerByte(c) {
		return c - ('a' - 'A')
	}
	return c
}

// BytesUpper implements bytes.upper() (ASCII letters only).
func BytesUpper(s string) string {
	return mapBytes(s, func(_ int, c byte) byte { return toUpperByte(c) })
}

// BytesLower implements bytes.lower().
func BytesLower(s string) string {
	return mapBytes(s, func(_ int, c byte) byte { return toLowerByte(c) })
}

// BytesSwapCase implements bytes.swapcase().
func BytesSwapCase(s string) string {
	return mapBytes(s, func(_ int, c byte) byte {
		if isUpperByte(c) {
			return toLowerByte(c)
		}
		return toUpperByte(c)
	})
}

// BytesCapitalize implements bytes.capitalize().
func BytesCapitalize(s string) string {
	return mapBytes(s, func(i int, c byte) byte {
		if i == 0 {
			return toUpperByte(c)
		}
		return toLowerByte(c)
	})
}

// BytesTitle implements bytes.title().
func BytesTitle(s string) string {
	prevCased := false
	return mapBytes(s, func(_ int, c byte) byte {
		if prevCased {
			c = toLowerByte(c)
		} else {
			c = toUpperByte(c)
		}
		prevCased = isAlphaByte(c)
		return c
	})
}

func allBytes(s string, pred func(byte) bool) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		if !pred(s[i]) {
			return false
		}
	}
	return true
}

// BytesIsAlpha implements bytes.isalpha().
func BytesIsAlpha(s string) bool { return allBytes(s, isAlphaByte) }

// BytesIsAlnum implements bytes.isalnum().
func BytesIsAlnum(s string) bool {
	return allBytes(s, func(c byte) bool { return isAlphaByte(c) || isDigitByte(c) })
}

// BytesIsDigit implements bytes.isdigit().
func BytesIsDigit(s string) bool { return allBytes(s, isDigitByte) }

// BytesIsSpace implements bytes.isspace().
func BytesIsSpace(s string) bool { return allBytes(s, IsBytesSpace) }

// BytesIsLower implements bytes.islower().
func BytesIsLower(s string) bool {
	cased := false
	for i := 0; i < len(s); i++ {
		if isUpperByte(s[i]) {
			return false
		}
		cased = cased || isLowerByte(s[i])
	}
	return cased
}

// BytesIsUpper implements bytes.isupper().
func BytesIsUpper(s string) bool {
	cased := false
	for i := 0; i < len(s); i++ {
		if isLowerByte(s[i]) {
			return false
		}
		cased = cased || isUpperByte(s[i])
	}
	return cased
}

// BytesIsTitle implements bytes.istitle().
func BytesIsTitle(s string) bool {
	cased, prevCased := false, false
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case isUpperByte(c):
			if prevCased {
				return false
			}
			prevCased, cased = true, true
		case isLowerByte(c):
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

// BytesTranslate implements bytes.translate(table, delete): table is a
// 256-byte mapping or, when hasTable is false, None (identity).
func BytesTranslate(s, table string, hasTable bool, delete string) (string, error) {
	if hasTable && len(table) != 256 {
		return "", &Error{Kind: ValueError, Msg: "translation table must be 256 characters long"}
	}
	del := makeByteSet(delete)
	b := make([]byte, 0, len(s))
	for i := 0; i < len(s); i++ {
		c := s[i]
		if del.has(c) {
			continue
		}
		if hasTable {
			c = table[c]
		}
		b = append(b, c)
	}
	return ownedString(b), nil
}

// BytesMakeTrans implements bytes.maketrans(from, to): the 256-byte table
// mapping each byte of from to the byte of to at the same position.
func BytesMakeTrans(from, to string) (string, error) {
	if len(from) != len(to) {
		return "", &Error{Kind: ValueError, Msg: "maketrans arguments must have same length"}
	}
	var table [256]byte
	for i := range table {
		table[i] = byte(i)
	}
	for i := 0; i < len(from); i++ {
		table[from[i]] = to[i]
	}
	return string(table[:]), nil
}

// BytesHex implements bytes.hex() without a separator.
func BytesHex(s string) string {
	const digits = "0123456789abcdef"
	b := make([]byte, 2*len(s)) //krait:alloc-ok callers charge 2*len(s) first (bytes.hex and its separator forms)
	for i := 0; i < len(s); i++ {
		b[2*i] = digits[s[i]>>4]
		b[2*i+1] = digits[s[i]&15]
	}
	return ownedString(b)
}

// BytesFromHex implements bytes.fromhex(s): pairs of hex digits, with
// ASCII whitespace allowed between pairs.
func BytesFromHex(s string) (string, error) {
	b := make([]byte, 0, len(s)/2)
	hexVal := func(c byte) int {
		switch {
		case c >= '0' && c <= '9':
			return int(c - '0')
		case c >= 'a' && c <= 'f':
			return int(c-'a') + 10
		case c >= 'A' && c <= 'F':
			return int(c-'A') + 10
		}
		return -1
	}
	pos := strconv.Itoa
	if !isASCII(s) {
		// CPython reports the first non-ASCII code point.
		i := 0
		for i < len(s) && s[i] < 0x80 {
			i++
		}
		return "", &Error{Kind: ValueError, Msg: "non-hexadecimal number found in fromhex() arg at position " + pos(i)}
	}
	for i := 0; i < len(s); {
		if IsBytesSpace(s[i]) {
			i++
			continue
		}
		hi := hexVal(s[i])
		if hi < 0 {
			return "", &Error{Kind: ValueError, Msg: "non-hexadecimal number found in fromhex() arg at position " + pos(i)}
		}
		if i+1 >= len(s) {
			return "", &Error{Kind: ValueError, Msg: "non-hexadecimal number found in fromhex() arg at position " + pos(i+1)}
		}
		lo := hexVal(s[i+1])
		if lo < 0 {
			return "", &Error{Kind: ValueError, Msg: "non-hexadecimal number found in fromhex() arg at position " + pos(i+1)}
		}
		b = append(b, byte(hi<<4|lo))
		i += 2
	}
	return ownedString(b), nil
}
