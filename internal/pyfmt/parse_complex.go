package pyfmt

import (
	"bytes"
	"math"
	"strconv"
	"strings"
)

// ParseComplex implements complex(s) for a str s: "<float>",
// "<float>j", "<float><signed-float>j", the legacy "<float><sign>j",
// "<sign>j" and "j" forms, optionally in parentheses, with surrounding
// whitespace, Unicode digits and underscores between digits (a NUL byte
// in text with underscores is refused like a misplaced underscore).
func ParseComplex(s string) (complex128, error) {
	b := toASCIIDigits(s)
	if bytes.IndexByte(b, '_') >= 0 {
		clean, ok := removeUnderscores(b)
		if !ok || strings.IndexByte(string(clean), 0) >= 0 {
			return 0, &LiteralError{Msg: "could not convert string to complex", Text: s}
		}
		b = clean
	}
	c, ok := parseComplexASCII(b)
	if !ok {
		return 0, valueError("complex() arg is a malformed string")
	}
	return c, nil
}

// removeUnderscores is CPython's _Py_string_to_number_with_underscores
// check: an underscore must sit between two ASCII digits.
func removeUnderscores(s []byte) ([]byte, bool) {
	clean := make([]byte, 0, len(s))
	prev := byte(0)
	for _, c := range s {
		if c == '_' {
			if prev < '0' || prev > '9' {
				return nil, false
			}
		} else {
			if prev == '_' && (c < '0' || c > '9') {
				return nil, false
			}
			clean = append(clean, c)
		}
		prev = c
	}
	if prev == '_' {
		return nil, false
	}
	return clean, true
}

// parseComplexASCII is CPython's complex_from_string_inner.
func parseComplexASCII(s []byte) (complex128, bool) {
	at := func(i int) byte {
		if i < len(s) {
			return s[i]
		}
		return 0
	}
	i := 0
	for isCSpace(at(i)) {
		i++
	}
	bracket := false
	if at(i) == '(' {
		bracket = true
		i++
		for isCSpace(at(i)) {
			i++
		}
	}
	var x, y float64
	if z, end := floatPrefix(s, i); end != i {
		i = end
		switch c := at(i); {
		case c == '+' || c == '-':
			x = z
			if v, end := floatPrefix(s, i); end != i {
				y = v
				i = end
			} else {
				y = 1
				if c == '-' {
					y = -1
				}
				i++
			}
			if c := at(i); c != 'j' && c != 'J' {
				return 0, false
			}
			i++
		case c == 'j' || c == 'J':
			i++
			y = z
		default:
			x = z
		}
	} else {
		y = 1
		if c := at(i); c == '+' || c == '-' {
			if c == '-' {
				y = -1
			}
			i++
		}
		if c := at(i); c != 'j' && c != 'J' {
			return 0, false
		}
		i++
	}
	for isCSpace(at(i)) {
		i++
	}
	if bracket {
		if at(i) != ')' {
			return 0, false
		}
		i++
		for isCSpace(at(i)) {
			i++
		}
	}
	if i != len(s) {
		return 0, false
	}
	return complex(x, y), true
}

// floatPrefix parses the longest float literal starting at s[i:] the way
// C's strtod does for CPython (PyOS_string_to_double without an overflow
// exception) and returns its value and end; end == i when there is none.
func floatPrefix(s []byte, i int) (float64, int) {
	j := i
	if j < len(s) && (s[j] == '+' || s[j] == '-') {
		j++
	}
	rest := strings.ToLower(string(s[j:min(len(s), j+8)]))
	neg := j > i && s[i] == '-'
	switch {
	case strings.HasPrefix(rest, "infinity"):
		return math.Copysign(math.Inf(1), signOf(neg)), j + 8
	case strings.HasPrefix(rest, "inf"):
		return math.Copysign(math.Inf(1), signOf(neg)), j + 3
	case strings.HasPrefix(rest, "nan"):
		return math.Copysign(math.NaN(), signOf(neg)), j + 3
	}
	start := j
	digits := 0
	for j < len(s) && s[j] >= '0' && s[j] <= '9' {
		j++
		digits++
	}
	if j < len(s) && s[j] == '.' {
		j++
		for j < len(s) && s[j] >= '0' && s[j] <= '9' {
			j++
			digits++
		}
	}
	if digits == 0 {
		return 0, i
	}
	if j < len(s) && (s[j] == 'e' || s[j] == 'E') {
		k := j + 1
		if k < len(s) && (s[k] == '+' || s[k] == '-') {
			k++
		}
		if k < len(s) && s[k] >= '0' && s[k] <= '9' {
			for k < len(s) && s[k] >= '0' && s[k] <= '9' {
				k++
			}
			j = k
		}
	}
	f, _ := strconv.ParseFloat(string(s[start:j]), 64)
	if neg {
		f = -f
	}
	return f, j
}

func signOf(neg bool) float64 {
	if neg {
		return -1
	}
	return 1
}
