// Package pystr implements the algorithms of Python's str methods on Go
// strings (UTF-8): indexes and counts are in code points, and character
// classes follow CPython 3.11's Unicode database as closely as Go's
// tables allow. Every function has an ASCII fast path.
package pystr

// IsSpace reports whether r is whitespace for Python's str.isspace(),
// str.split() and str.strip(): the characters whose bidirectional class is
// WS, B or S, or whose category is Zs.
func IsSpace(r rune) bool {
	if r < 0x80 {
		return asciiSpace[r]
	}
	switch r {
	case 0x85, 0xa0, 0x1680, 0x2028, 0x2029, 0x202f, 0x205f, 0x3000:
		return true
	}
	return r >= 0x2000 && r <= 0x200a
}

// asciiSpace marks \t \n \v \f \r, the separators \x1c-\x1f and ' '.
var asciiSpace = [128]bool{
	'\t': true, '\n': true, '\v': true, '\f': true, '\r': true,
	0x1c: true, 0x1d: true, 0x1e: true, 0x1f: true, ' ': true,
}
