package re

import (
	"slices"
	"unicode"
)

// maxFoldRange is the widest class range whose case variants are listed
// one by one; wider ranges keep regexp2's own (?i:...) folding.
const maxFoldRange = 4096

// caseVariants returns the characters a literal matches under
// IGNORECASE: its simple case-folding orbit plus its simple lower, upper
// and title forms (CPython compares simple lowercase forms and adds the
// equivalences of its case-fix table, which these orbits cover). Without
// the UNICODE flag (re.ASCII, bytes) only ASCII letters fold.
func caseVariants(c rune, flags int) []rune {
	if flags&FlagUnicode == 0 {
		if !isASCIILetter(c) {
			return []rune{c}
		}
		return []rune{unicode.ToLower(c), unicode.ToUpper(c)}
	}
	out := []rune{c}
	add := func(r rune) {
		for f := r; ; {
			if !slices.Contains(out, f) {
				out = append(out, f) //krait:alloc-ok the case variants of one rune: its simple folding orbit and case mappings, a handful
			}
			f = unicode.SimpleFold(f)
			if f == r {
				break
			}
		}
	}
	add(c)
	add(unicode.ToLower(c))
	add(unicode.ToUpper(c))
	add(unicode.ToTitle(c))
	slices.Sort(out)
	return out
}

// foldedLiteral renders a literal under IGNORECASE as a one-character
// class, which regexp2 can loop over without a stack.
func foldedLiteral(c rune, flags int) string {
	vs := caseVariants(c, flags)
	if len(vs) == 1 {
		return literalText(c)
	}
	s := "["
	for _, v := range vs {
		s += classLiteralText(v)
	}
	return s + "]"
}

// foldSet adds the case variants of every literal and range to a class.
// It reports false when a range is too wide to expand.
func foldSet(items []setItem, flags int) ([]setItem, bool) {
	var out []setItem
	for _, it := range items {
		out = append(out, it)
		if it.cat != 0 {
			continue
		}
		if it.hi-it.lo > maxFoldRange {
			return nil, false
		}
		for c := it.lo; c <= it.hi; c++ {
			for _, v := range caseVariants(c, flags) {
				if v < it.lo || v > it.hi {
					out = append(out, setItem{lo: v, hi: v}) //krait:alloc-ok case variants of code points: at most the few thousand cased characters of Unicode
				}
			}
		}
	}
	return out, true
}
