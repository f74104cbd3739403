package ucd

import (
	"strconv"
	"strings"
	"sync"

	"golang.org/x/text/unicode/runenames"
)

// Hangul syllables, whose names CPython makes from their jamo.
const (
	hangulBase  = 0xAC00
	hangulCount = 11172
	hangulN     = 588 // vowels * finals
	hangulT     = 28  // finals (the first is none)
)

// The short names of the leading consonants, vowels and final consonants.
var (
	jamoL = [...]string{"G", "GG", "N", "D", "DD", "R", "M", "B", "BB", "S", "SS", "", "J", "JJ", "C", "K", "T", "P", "H"}
	jamoV = [...]string{"A", "AE", "YA", "YAE", "EO", "E", "YEO", "YE", "O", "WA", "WAE", "OE", "YO", "U", "WEO", "WE", "WI", "YU", "EU", "YI", "I"}
	jamoT = [...]string{"", "G", "GG", "GS", "N", "NJ", "NH", "D", "L", "LG", "LM", "LB", "LS", "LT", "LP", "LH", "M", "B", "BS", "S", "SS", "NG", "J", "C", "K", "T", "P", "H"}
)

const cjkPrefix = "CJK UNIFIED IDEOGRAPH-"

// named reports whether a code point of category cat can have a name.
func named(cat string) bool {
	return cat != "Cn" && cat != "Co" && cat != "Cs" && cat != "Cc"
}

// Name returns the name of r ("" when it has none), as unicodedata.name:
// the names Unicode 14 assigns, with the algorithmic CJK unified
// ideograph and Hangul syllable names (CPython 3.11 gives Tangut
// ideographs no name).
func Name(r rune) string {
	if r < 0 || r > 0x10FFFF || !named(Category(r)) {
		return ""
	}
	if r >= hangulBase && r < hangulBase+hangulCount {
		s := int(r - hangulBase)
		return "HANGUL SYLLABLE " + jamoL[s/hangulN] + jamoV[s%hangulN/hangulT] + jamoT[s%hangulT]
	}
	n := runenames.Name(r)
	if strings.HasPrefix(n, "<CJK Ideograph") {
		return cjkPrefix + strings.ToUpper(strconv.FormatInt(int64(r), 16))
	}
	if strings.HasPrefix(n, "<") {
		return ""
	}
	return n
}

// nameIndex maps the upper-case explicit names (not the algorithmic ones)
// to their code points. It is built on first use and never modified
// afterwards, so interpreters can share it.
var nameIndex = sync.OnceValue(func() map[string]rune {
	m := make(map[string]rune, 40000)
	for i, start := range categoryStarts {
		if !named(categoryNames[categoryValues[i]]) {
			continue
		}
		end := rune(0x110000)
		if i+1 < len(categoryStarts) {
			end = rune(categoryStarts[i+1])
		}
		for r := rune(start); r < end; r++ {
			if r >= hangulBase && r < hangulBase+hangulCount {
				continue
			}
			if n := runenames.Name(r); n != "" && n[0] != '<' {
				m[n] = r
			}
		}
	}
	return m
})

// Lookup returns the text named name, as CPython 3.11's unicodedata.lookup
// when withSequences is true and as "\N{name}" in a string literal when it
// is false: explicit names, aliases and named sequences match in any ASCII
// case; the algorithmic "HANGUL SYLLABLE ..." and "CJK UNIFIED
// IDEOGRAPH-XXXX" names only in upper case.
func Lookup(name string, withSequences bool) (string, bool) {
	if rest, ok := strings.CutPrefix(name, "HANGUL SYLLABLE "); ok {
		r, ok := hangulSyllable(rest)
		return string(r), ok
	}
	if hex, ok := strings.CutPrefix(name, cjkPrefix); ok {
		r, ok := cjkIdeograph(hex)
		return string(r), ok
	}
	up, ok := asciiUpper(name)
	if !ok {
		return "", false
	}
	if r, ok := nameIndex()[up]; ok {
		return string(r), true
	}
	if i, ok := packedFind(aliasNameText, aliasNameEnds[:], up); ok {
		return string(rune(aliasRunes[i])), true
	}
	if i, ok := packedFind(seqNameText, seqNameEnds[:], up); ok && withSequences {
		return packedAt(seqText, seqEnds[:], i), true
	}
	return "", false
}

// LookupRune is Lookup of a name that must stand for one code point (a
// named sequence never does): "\N{...}" in a string literal or a regular
// expression.
func LookupRune(name string) (rune, bool) {
	s, ok := Lookup(name, false)
	if !ok {
		return 0, false
	}
	return []rune(s)[0], true
}

// hangulSyllable decodes the jamo of a Hangul syllable name as CPython
// does: the longest leading consonant, then the longest vowel, then the
// longest final that match, which must use up the name.
func hangulSyllable(s string) (rune, bool) {
	l, n := longestJamo(s, jamoL[:])
	s = s[n:]
	v, n := longestJamo(s, jamoV[:])
	s = s[n:]
	t, n := longestJamo(s, jamoT[:])
	if l < 0 || v < 0 || t < 0 || n != len(s) {
		return 0, false
	}
	return rune(hangulBase + (l*len(jamoV)+v)*hangulT + t), true
}

// longestJamo returns the index and length of the longest jamo name s
// starts with (-1 when none does).
func longestJamo(s string, jamo []string) (int, int) {
	best, n := -1, 0
	for i, j := range jamo {
		if (best < 0 || len(j) > n) && strings.HasPrefix(s, j) {
			best, n = i, len(j)
		}
	}
	return best, n
}

// cjkIdeograph decodes the 4 or 5 upper-case hex digits of a CJK unified
// ideograph name; the code point must be one in Unicode 14.
func cjkIdeograph(hex string) (rune, bool) {
	if len(hex) != 4 && len(hex) != 5 {
		return 0, false
	}
	v := rune(0)
	for i := 0; i < len(hex); i++ {
		c := hex[i]
		switch {
		case c >= '0' && c <= '9':
			v = v*16 + rune(c-'0')
		case c >= 'A' && c <= 'F':
			v = v*16 + rune(c-'A'+10)
		default:
			return 0, false
		}
	}
	if Category(v) == "Cn" || !strings.HasPrefix(runenames.Name(v), "<CJK Ideograph") {
		return 0, false
	}
	return v, true
}

// asciiUpper upper-cases the ASCII letters of s; a name with other
// non-ASCII bytes matches nothing.
func asciiUpper(s string) (string, bool) {
	b := []byte(s)
	for i, c := range b {
		switch {
		case c >= 0x80:
			return "", false
		case c >= 'a' && c <= 'z':
			b[i] = c - 0x20
		}
	}
	return string(b), true
}
