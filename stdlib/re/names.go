package re

import (
	"strconv"
	"strings"
	"sync"
	"unicode"

	"golang.org/x/text/unicode/runenames"
)

// nameIndex maps every explicitly named character's name to the
// character. It is built on first use and never modified afterwards, so
// sharing it between interpreters is safe.
var nameIndex = sync.OnceValue(func() map[string]rune {
	m := make(map[string]rune, 40000)
	for r := rune(0); r <= unicode.MaxRune; r++ {
		if r == 0xd800 {
			r = 0xe000 // surrogates have no names
		}
		n := runenames.Name(r)
		if n == "" || n[0] == '<' {
			continue
		}
		m[n] = r
	}
	return m
})

// Jamo short names for the algorithmic Hangul syllable names.
var (
	hangulL = []string{"G", "GG", "N", "D", "DD", "R", "M", "B", "BB", "S", "SS", "", "J", "JJ", "C", "K", "T", "P", "H"}
	hangulV = []string{"A", "AE", "YA", "YAE", "EO", "E", "YEO", "YE", "O", "WA", "WAE", "OE", "YO", "U", "WEO", "WE", "WI", "YU", "EU", "YI", "I"}
	hangulT = []string{"", "G", "GG", "GS", "N", "NJ", "NH", "D", "L", "LG", "LM", "LB", "LS", "LT", "LP", "LH", "M", "B", "BS", "S", "SS", "NG", "J", "C", "K", "T", "P", "H"}
)

// lookupName is unicodedata.lookup for \N{...}: case-insensitive
// character names, including the algorithmic CJK, Tangut and Hangul
// names. (Name aliases and named sequences are not supported.)
func lookupName(name string) (rune, bool) {
	name = strings.ToUpper(name)
	for _, alg := range []struct{ prefix, marker string }{
		{"CJK UNIFIED IDEOGRAPH-", "<CJK Ideograph"},
		{"TANGUT IDEOGRAPH-", "<Tangut Ideograph"},
	} {
		if hex, ok := strings.CutPrefix(name, alg.prefix); ok {
			if len(hex) < 4 || len(hex) > 5 {
				return 0, false
			}
			v, err := strconv.ParseUint(hex, 16, 32)
			if err != nil || strings.ToUpper(hex) != hex {
				return 0, false
			}
			r := rune(v)
			if !strings.HasPrefix(runenames.Name(r), alg.marker) {
				return 0, false
			}
			return r, true
		}
	}
	if syl, ok := strings.CutPrefix(name, "HANGUL SYLLABLE "); ok {
		for l, ls := range hangulL {
			if !strings.HasPrefix(syl, ls) {
				continue
			}
			for v, vs := range hangulV {
				if !strings.HasPrefix(syl[len(ls):], vs) {
					continue
				}
				for t, ts := range hangulT {
					if syl == ls+vs+ts {
						return rune(0xac00 + (l*21+v)*28 + t), true
					}
				}
			}
		}
		return 0, false
	}
	r, ok := nameIndex()[name]
	return r, ok
}
